; ModuleID = 'programs/printf_int_formats.c'
source_filename = "programs/printf_int_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"[%hhd] [%hhu] [%hd] [%hu] [%d] [%u]\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"[%ld] [%lu] [%lld] [%llu]\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"[%jd] [%ju] [%zd] [%zu] [%td]\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"[%d] [%u] [%d] [%u] [%d] [%u] [%ld] [%lu]\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"[%x] [%X] [%o] [%#lx] [%lx]\0A\00", align 1
@__const.main.vals = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 42, i32 -42, i32 123456, i32 2147483647], align 4
@.str.5 = private unnamed_addr constant [43 x i8] c"[%8d|%-8d|%08d|%+d|% d|%.4d|%8.4d|%x|%#o]\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"[%d] [%lu] [%ld]\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"truncated '%s' n=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"count%n\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c" -> %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef -5, i64 noundef -1, i64 noundef 9223372036854775807)
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef -128, i32 noundef 255, i32 noundef -32768, i32 noundef 65535, i32 noundef -2147483648, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 171, i32 noundef 48879, i32 noundef 511, i64 noundef 244837814094590, i64 noundef 4096)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.vals, i64 28, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %53, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %56

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %19, i32 noundef %23, i32 noundef %27, i32 noundef %31, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %51)
  br label %53

53:                                               ; preds = %15
  %54 = load i32, ptr %3, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %3, align 4
  br label %12, !llvm.loop !6

56:                                               ; preds = %12
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef -7, i64 noundef 7, i64 noundef -1)
  %58 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %58, i64 noundef 8, ptr noundef @.str.7, i64 noundef 9223372036854775807) #4
  store i32 %59, ptr %5, align 4
  %60 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %61 = load i32, ptr %5, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %60, i32 noundef %61)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %6)
  %64 = load i32, ptr %6, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %64)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
