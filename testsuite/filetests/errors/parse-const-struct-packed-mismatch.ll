; test error
@g = global <{ i32, i8 }> { i32 1, i8 2 }
; EXPECTED:
; 2:27: error: packedness of struct constant does not match its type
