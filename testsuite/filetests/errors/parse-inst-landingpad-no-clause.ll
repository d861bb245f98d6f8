; test error
declare void @g()
define void @f() personality ptr null {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 }
  ret void
}
; EXPECTED:
; 9:8: error: landingpad needs at least one clause ('catch' or 'filter') or 'cleanup'
