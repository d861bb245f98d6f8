; test error
declare void @g()
define void @f() {
  call void @g() [ deopt(i32 1) ]
  ret void
}
; EXPECTED:
; 4:20: error: expected operand bundle tag, found 'deopt'
