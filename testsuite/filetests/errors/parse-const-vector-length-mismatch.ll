; test error
@g = global <4 x i32> <i32 1, i32 2>
; EXPECTED:
; 2:23: error: vector constant has 2 elements but its type is '<4 x i32>'
