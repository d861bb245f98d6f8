; test error
declare label @f()
; EXPECTED:
; 2:9: error: invalid function return type
