; test error
@g = global ptr @nowhere
; EXPECTED:
; 2:17: error: use of undefined value '@nowhere'
