; test error
@g = global float 1
; EXPECTED:
; 2:19: error: integer constant must have integer type
