; test error
define void @f(i32 %x, i32 %y) {
entry:
  switch i32 %x, label %d [ i32 %y, label %d ]
d:
  ret void
}
; EXPECTED:
; 4:33: error: expected constant, found '%y'
