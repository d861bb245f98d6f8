; test error
define void @f() {
entry:
  ret void é
}
; EXPECTED:
; 4:12: error: invalid character 'é'
