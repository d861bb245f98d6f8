; test error
@g = external global { i32, metadata }
; EXPECTED:
; 2:29: error: invalid element type for struct
