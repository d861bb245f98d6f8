; test error
@g = external global i8
@p = global ptr ptrauth (ptr @g)
; EXPECTED:
; 3:17: error: ptrauth constant takes 2 to 5 operands, found 1
