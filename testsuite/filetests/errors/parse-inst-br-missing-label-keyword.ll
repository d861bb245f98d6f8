; test error
define void @f() {
entry:
  br %next
next:
  ret void
}
; EXPECTED:
; 5:1: error: expected constant, found 'next:'
