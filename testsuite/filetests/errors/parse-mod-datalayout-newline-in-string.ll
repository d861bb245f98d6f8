; test error
target datalayout = "e-m:e
-p270:32:32"
; EXPECTED:
; 2:21: error: invalid data layout: unknown mangling mode in 'm:e\0A': expected one of 'e', 'l', 'o', 'm', 'w', 'x', 'a'
