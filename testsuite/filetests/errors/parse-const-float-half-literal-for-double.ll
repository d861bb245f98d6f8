; test error
@d = global double 0xH3C00
; EXPECTED:
; 2:20: error: floating point constant does not have type 'double'
