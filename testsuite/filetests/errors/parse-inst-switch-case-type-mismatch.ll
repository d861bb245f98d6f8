; test error
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i64 1, label %d ]
d:
  ret void
}
; EXPECTED:
; 4:29: error: case value type does not match switch condition
