; test error
define void @f() {
entry:
  br label %loop
loop:
  br label %loop
loop:
  ret void
}
; EXPECTED:
; 7:1: error: redefinition of '%loop'
