; test error
target datalayout = "e-Q32"
; EXPECTED:
; 2:21: error: invalid data layout: unknown specifier 'Q' in 'Q32'
