; test error
define void @f(i64 %a) {
entry:
  indirectbr i64 %a, [label %next]
next:
  ret void
}
; EXPECTED:
; 4:3: error: indirectbr operand must have pointer type
