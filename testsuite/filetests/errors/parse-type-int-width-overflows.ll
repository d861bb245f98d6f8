; test error
@g = external global i99999999999
; EXPECTED:
; 2:22: error: bitwidth for integer type out of range (1 to 8388608)
