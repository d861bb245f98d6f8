; test error
define void @f() {
  ret label undef
}
; EXPECTED:
; 3:13: error: expected basic block, found 'undef'
