; test error
; A struct index past the fields of a constant getelementptr (LLVM: invalid getelementptr
; indices); the code generator followed it: found by rllc-fuzz.
%S = type { i32, [4 x i16] }
@s = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @s, i32 0, i32 2, i32 1)
; EXPECTED:
; 6:17: error: invalid getelementptr indices
