; test error
declare void @g()
define void @f() {
entry:
  callbr void @g() to label %next []
next:
  ret void
}
; EXPECTED:
; 5:3: error: callbr is currently only used for asm-goto
