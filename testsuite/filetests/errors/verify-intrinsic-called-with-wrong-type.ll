; test error
declare i32 @llvm.ctpop.i32(i32)
define i64 @f() {
  %x = call i64 @llvm.ctpop.i32(i32 0)
  ret i64 %x
}
; EXPECTED:
; 4:8: error: invalid user of intrinsic instruction: @llvm.ctpop.i32 is called with a different function type
