; ModuleID = 'programs/globals_pointer_init.c'
source_filename = "programs/globals_pointer_init.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.op = type { ptr, ptr, ptr }
%struct.anon = type { i64, double, [8 x i8], [3 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"*p5=%d p5-arr=%td pend-arr=%td\0A\00", align 1
@p5 = internal global ptr getelementptr (i8, ptr @arr, i64 20), align 8
@arr = internal global [20 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81, i32 100, i32 121, i32 144, i32 169, i32 196, i32 225, i32 256, i32 289, i32 324, i32 361], align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"*pb=%g pname=%s *ptail=%d\0A\00", align 1
@pb = internal global ptr getelementptr (i8, ptr @rec, i64 8), align 8
@pname = internal global ptr getelementptr (i8, ptr @rec, i64 18), align 8
@ptail = internal global ptr getelementptr (i8, ptr @rec, i64 32), align 8
@.str.2 = private unnamed_addr constant [40 x i8] c"*cp=%d **pp=%d **prow=%d rows[3][2]=%d\0A\00", align 1
@cp = internal global ptr getelementptr (i8, ptr @arr, i64 13), align 8
@pp = internal global ptr @p5, align 8
@prow = internal global ptr getelementptr (i8, ptr @rows, i64 16), align 8
@rows = internal global [4 x ptr] [ptr @arr, ptr getelementptr (i8, ptr @arr, i64 20), ptr getelementptr (i8, ptr @arr, i64 40), ptr getelementptr (i8, ptr @arr, i64 60)], align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"%s(%d)=%d \00", align 1
@ops = internal global [3 x %struct.op] [%struct.op { ptr @.str.6, ptr @sq, ptr getelementptr (i8, ptr @arr, i64 12) }, %struct.op { ptr @.str.7, ptr @neg, ptr getelementptr (i8, ptr @arr, i64 28) }, %struct.op { ptr @.str.6, ptr @sq, ptr getelementptr (i8, ptr @arr, i64 76) }], align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"\0Awords: %s %s %s %s wp=%s\0A\00", align 1
@words = internal constant [4 x ptr] [ptr @.str.8, ptr @.str.9, ptr getelementptr (i8, ptr @.str.10, i64 2), ptr getelementptr (i8, ptr @.str.11, i64 1)], align 8
@wp = internal global ptr getelementptr (i8, ptr @.str.12, i64 8), align 8
@.str.5 = private unnamed_addr constant [47 x i8] c"sum=%ld arr[5]=%d arr[6]=%d offsetof tail=%zu\0A\00", align 1
@rec = internal global %struct.anon { i64 7, double 2.500000e+00, [8 x i8] c"record\00\00", [3 x i32] [i32 1, i32 2, i32 3] }, align 8
@.str.6 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"literal pointer\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %5 = load ptr, ptr @p5, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load ptr, ptr @p5, align 8
  %8 = ptrtoint ptr %7 to i64
  %9 = sub i64 %8, ptrtoint (ptr @arr to i64)
  %10 = sdiv exact i64 %9, 4
  %11 = sdiv exact i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @arr, i64 80) to i64), i64 ptrtoint (ptr @arr to i64)), 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6, i64 noundef %10, i64 noundef %11)
  %13 = load ptr, ptr @pb, align 8
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr @pname, align 8
  %16 = load ptr, ptr @ptail, align 8
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %14, ptr noundef %15, i32 noundef %17)
  %19 = load ptr, ptr @cp, align 8
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = load ptr, ptr @pp, align 8
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %23, align 4
  %25 = load ptr, ptr @prow, align 8
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %26, align 4
  %28 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @rows, i64 0, i64 3), align 8
  %29 = getelementptr inbounds i32, ptr %28, i64 2
  %30 = load i32, ptr %29, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %24, i32 noundef %27, i32 noundef %30)
  store i32 0, ptr %2, align 4
  br label %32

32:                                               ; preds = %60, %0
  %33 = load i32, ptr %2, align 4
  %34 = icmp slt i32 %33, 3
  br i1 %34, label %35, label %63

35:                                               ; preds = %32
  %36 = load i32, ptr %2, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [3 x %struct.op], ptr @ops, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.op, ptr %38, i32 0, i32 0
  %40 = load ptr, ptr %39, align 8
  %41 = load i32, ptr %2, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x %struct.op], ptr @ops, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.op, ptr %43, i32 0, i32 2
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x %struct.op], ptr @ops, i64 0, i64 %48
  %50 = getelementptr inbounds %struct.op, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %50, align 8
  %52 = load i32, ptr %2, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [3 x %struct.op], ptr @ops, i64 0, i64 %53
  %55 = getelementptr inbounds %struct.op, ptr %54, i32 0, i32 2
  %56 = load ptr, ptr %55, align 8
  %57 = load i32, ptr %56, align 4
  %58 = call i32 %51(i32 noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %40, i32 noundef %46, i32 noundef %58)
  br label %60

60:                                               ; preds = %35
  %61 = load i32, ptr %2, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %2, align 4
  br label %32, !llvm.loop !6

63:                                               ; preds = %32
  %64 = load ptr, ptr @words, align 8
  %65 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @words, i64 0, i64 1), align 8
  %66 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @words, i64 0, i64 2), align 8
  %67 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @words, i64 0, i64 3), align 8
  %68 = load ptr, ptr @wp, align 8
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %64, ptr noundef %65, ptr noundef %66, ptr noundef %67, ptr noundef %68)
  store i64 0, ptr %3, align 8
  store ptr @arr, ptr %4, align 8
  br label %70

70:                                               ; preds = %79, %63
  %71 = load ptr, ptr %4, align 8
  %72 = icmp ne ptr %71, getelementptr (i8, ptr @arr, i64 80)
  br i1 %72, label %73, label %82

73:                                               ; preds = %70
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %74, align 4
  %76 = sext i32 %75 to i64
  %77 = load i64, ptr %3, align 8
  %78 = add nsw i64 %77, %76
  store i64 %78, ptr %3, align 8
  br label %79

79:                                               ; preds = %73
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr inbounds i32, ptr %80, i32 1
  store ptr %81, ptr %4, align 8
  br label %70, !llvm.loop !8

82:                                               ; preds = %70
  %83 = load ptr, ptr @p5, align 8
  store i32 1000, ptr %83, align 4
  %84 = load ptr, ptr getelementptr inbounds ([4 x ptr], ptr @rows, i64 0, i64 1), align 8
  %85 = getelementptr inbounds i32, ptr %84, i64 1
  store i32 2000, ptr %85, align 4
  %86 = load i64, ptr %3, align 8
  %87 = load i32, ptr getelementptr inbounds ([20 x i32], ptr @arr, i64 0, i64 5), align 4
  %88 = load i32, ptr getelementptr inbounds ([20 x i32], ptr @arr, i64 0, i64 6), align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %86, i32 noundef %87, i32 noundef %88, i64 noundef 24)
  %90 = load i64, ptr %3, align 8
  %91 = and i64 %90, 127
  %92 = trunc i64 %91 to i32
  ret i32 %92
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sq(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @neg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!8 = distinct !{!8, !7}
