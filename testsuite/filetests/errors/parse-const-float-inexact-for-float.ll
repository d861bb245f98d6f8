; test error
@f = global float 0x3FF0000000000001
; EXPECTED:
; 2:19: error: floating point constant invalid for type
