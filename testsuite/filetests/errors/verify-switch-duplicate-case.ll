; test error
define void @f(i32 %v) {
entry:
  switch i32 %v, label %d [ i32 1, label %a
                            i32 1, label %d ]
a:
  ret void
d:
  ret void
}
; EXPECTED:
; 5:29: error: duplicate case value in switch
