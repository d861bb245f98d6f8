; test error
@g =
; EXPECTED:
; 3:1: error: expected 'global' or 'constant', found end of file
