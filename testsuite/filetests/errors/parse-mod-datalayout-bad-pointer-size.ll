; test error
target datalayout = "e-p:abc:64"
; EXPECTED:
; 2:21: error: invalid data layout: invalid pointer size in 'p:abc:64': pointer size must be a non-zero 24-bit integer, found 'abc'
