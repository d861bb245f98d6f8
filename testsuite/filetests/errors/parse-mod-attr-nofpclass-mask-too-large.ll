; test error
declare void @f(float nofpclass(2048))
; EXPECTED:
; 2:33: error: invalid argument '2048' to 'nofpclass': expected a nonzero floating-point class mask (names such as nan or inf, or a number up to 1023)
