; test error
@v = global <4 x i32> splat (i64 1)
; EXPECTED:
; 2:30: error: splat operand has type 'i64' but the vector element type is 'i32'
