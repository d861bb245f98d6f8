; test error
declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %ok
ok:
  ret void
}
; EXPECTED:
; 6:1: error: expected 'unwind', found 'ok:'
