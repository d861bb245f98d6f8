; test error
@b = global ptr blockaddress(@f, %bb)
declare void @f()
; EXPECTED:
; 2:30: error: cannot take blockaddress inside a declaration
