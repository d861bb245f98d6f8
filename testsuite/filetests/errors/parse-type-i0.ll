; test error
@g = global i0 0
; EXPECTED:
; 2:13: error: bitwidth for integer type out of range (1 to 8388608)
