; test error
define void @f(float %x) {
entry:
  switch float %x, label %d [ ]
d:
  ret void
}
; EXPECTED:
; 4:10: error: switch condition must have integer type
