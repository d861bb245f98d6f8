; test error
@g = external global target("foo", 1, i32)
; EXPECTED:
; 2:39: error: type parameters must precede integer parameters
