; test error
target datalayout = "e-i64:64:32"
; EXPECTED:
; 2:21: error: invalid data layout: invalid alignment in 'i64:64:32': preferred alignment cannot be less than the ABI alignment
