; test error
@d = global double 0xK3FFF8000000000000000
; EXPECTED:
; 2:20: error: floating point constant does not have type 'double'
