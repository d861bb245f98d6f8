; test error
@g = global ptr 0
; EXPECTED:
; 2:17: error: integer constant must have integer type
