declare <1 x i64> @add(<1 x i64>, <1 x i64>)
declare <1 x i8> @first(<1 x i8>, <1 x ptr>)
declare <1 x i32> @triple(<1 x i32>)
declare <1 x i1> @same(<1 x i1>)
declare <1 x i64> @sum8(<1 x i64>, <1 x i64>, double, <1 x i64>, <1 x i64>, <1 x i64>,
                        <1 x i64>, <1 x i64>, <1 x ptr>)
declare i32 @printf(ptr, ...)

@.fmt = private constant [20 x i8] c"%lld %d %d %d %lld\0A\00"

define i32 @main() {
  %r = call <1 x i64> @add(<1 x i64> <i64 40>, <1 x i64> <i64 2>)
  %x = extractelement <1 x i64> %r, i32 0
  %r2 = call <1 x i8> @first(<1 x i8> <i8 7>, <1 x ptr> zeroinitializer)
  %y = extractelement <1 x i8> %r2, i32 0
  %y32 = sext i8 %y to i32
  %r3 = call <1 x i32> @triple(<1 x i32> <i32 -5>)
  %z = extractelement <1 x i32> %r3, i32 0
  %r4 = call <1 x i1> @same(<1 x i1> <i1 true>)
  %w = extractelement <1 x i1> %r4, i32 0
  %w32 = zext i1 %w to i32
  %p = inttoptr i64 8 to ptr
  %pv = insertelement <1 x ptr> poison, ptr %p, i32 0
  %r5 = call <1 x i64> @sum8(<1 x i64> <i64 1>, <1 x i64> <i64 2>, double 2.0,
                             <1 x i64> <i64 3>, <1 x i64> <i64 4>, <1 x i64> <i64 5>,
                             <1 x i64> <i64 6>, <1 x i64> <i64 7>, <1 x ptr> %pv)
  %v = extractelement <1 x i64> %r5, i32 0
  call i32 (ptr, ...) @printf(ptr @.fmt, i64 %x, i32 %y32, i32 %z, i32 %w32, i64 %v)
  ret i32 0
}
