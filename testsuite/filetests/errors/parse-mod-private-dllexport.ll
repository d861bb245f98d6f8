; test error
@g = private dllexport global i32 0
; EXPECTED:
; 2:14: error: symbol with local linkage cannot have a DLL storage class
