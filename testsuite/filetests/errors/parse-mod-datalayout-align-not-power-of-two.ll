; test error
target datalayout = "e-i32:24"
; EXPECTED:
; 2:21: error: invalid data layout: invalid alignment in 'i32:24': ABI alignment must be a power of two times the byte width (8, 16, 32, ...), found 24
