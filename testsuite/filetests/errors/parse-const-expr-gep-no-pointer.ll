; test error
@g = global ptr getelementptr (i8)
; EXPECTED:
; 2:17: error: getelementptr requires a pointer operand
