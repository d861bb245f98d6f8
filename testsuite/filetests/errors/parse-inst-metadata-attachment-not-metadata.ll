; test error
define void @f() {
  ret void, align 4
}
; EXPECTED:
; 3:13: error: expected metadata attachment, found 'align'
