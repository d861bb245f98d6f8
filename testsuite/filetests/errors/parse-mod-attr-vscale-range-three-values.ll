; test error
define void @f() vscale_range(1, 2, 3) {
  ret void
}
; EXPECTED:
; 2:31: error: invalid argument '1, 2, 3' to 'vscale_range': expected one or two unsigned integers
