; test error
@g = external global i8388609
; EXPECTED:
; 2:22: error: bitwidth for integer type out of range (1 to 8388608)
