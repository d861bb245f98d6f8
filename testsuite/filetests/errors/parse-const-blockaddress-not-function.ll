; test error
@b = global ptr blockaddress(@g, %bb)
@g = global i32 0
; EXPECTED:
; 2:30: error: expected function name in blockaddress
