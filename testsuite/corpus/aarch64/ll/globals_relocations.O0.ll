; ModuleID = 'programs/globals_relocations.c'
source_filename = "programs/globals_relocations.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.node = type { i32, ptr, ptr }
%struct.anon = type { i32, double, [8 x i8] }
%struct.ops = type { ptr, ptr, ptr }

@garr = dso_local global [10 x i32] [i32 0, i32 1, i32 4, i32 9, i32 16, i32 25, i32 36, i32 49, i32 64, i32 81], align 4
@gp_mid = dso_local global ptr getelementptr (i8, ptr @garr, i64 20), align 8
@gp_end = dso_local global ptr getelementptr (i8, ptr @garr, i64 40), align 8
@gp_const = dso_local global ptr getelementptr (i8, ptr @garr, i64 36), align 8
@gscalar = dso_local global i32 1234, align 4
@gp_scalar = dso_local global ptr @gscalar, align 8
@gpp = dso_local global ptr @gp_scalar, align 8
@.str = private unnamed_addr constant [6 x i8] c"three\00", align 1
@n3 = dso_local global %struct.node { i32 3, ptr null, ptr @.str }, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@n2 = dso_local global %struct.node { i32 2, ptr @n3, ptr @.str.1 }, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@n1 = dso_local global %struct.node { i32 1, ptr @n2, ptr @.str.2 }, align 8
@ring = dso_local global [3 x %struct.node] [%struct.node { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr @.str.3 }, %struct.node { i32 11, ptr getelementptr (i8, ptr @ring, i64 48), ptr @.str.4 }, %struct.node { i32 12, ptr @ring, ptr @.str.5 }], align 8
@.str.3 = private unnamed_addr constant [3 x i8] c"r0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"r1\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"r2\00", align 1
@rec = dso_local global %struct.anon { i32 7, double 2.500000e+00, [8 x i8] c"rec\00\00\00\00\00" }, align 8
@gp_field = dso_local global ptr getelementptr (i8, ptr @rec, i64 8), align 8
@gp_field_str = dso_local global ptr getelementptr (i8, ptr @rec, i64 17), align 8
@greeting = dso_local constant [13 x i8] c"hello, world\00", align 1
@gtail = dso_local global ptr getelementptr (i8, ptr @greeting, i64 7), align 8
@funcs = dso_local constant [3 x ptr] [ptr @add1, ptr @dbl, ptr @sq], align 8
@fp2 = dso_local global ptr getelementptr (i8, ptr @funcs, i64 8), align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"add1\00", align 1
@counters = internal global [3 x i32] zeroinitializer, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"dbl\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"sq\00", align 1
@optab = dso_local global [3 x %struct.ops] [%struct.ops { ptr @.str.6, ptr @add1, ptr @counters }, %struct.ops { ptr @.str.7, ptr @dbl, ptr getelementptr (i8, ptr @counters, i64 4) }, %struct.ops { ptr @.str.8, ptr @sq, ptr getelementptr (i8, ptr @counters, i64 8) }], align 8
@addr_diff = dso_local global i64 10, align 8
@matrix = dso_local global [3 x [4 x i8]] [[4 x i8] c"abc\00", [4 x i8] c"def\00", [4 x i8] c"ghi\00"], align 1
@row1 = dso_local global ptr getelementptr (i8, ptr @matrix, i64 4), align 8
@cell = dso_local global ptr getelementptr (i8, ptr @matrix, i64 9), align 8
@bytes = dso_local global [8 x i8] c"\01\02\03\04\05\06\07\08", align 1
@vp = dso_local global ptr getelementptr (i8, ptr @bytes, i64 3), align 8
@.str.9 = private unnamed_addr constant [39 x i8] c"gp_mid=%d gp_end-garr=%td gp_const=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"gscalar=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"node %d %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"ring sum=%d at %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"rec.b=%g str=%s\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"wp=%s %s\0A\00", align 1
@wp = internal global ptr getelementptr (i8, ptr @words, i64 16), align 8
@.str.15 = private unnamed_addr constant [10 x i8] c"gtail=%s\0A\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"funcs[%d](5)=%d \00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"fp2=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [19 x i8] c"counters %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [37 x i8] c"addr_diff=%ld row1=%s cell=%c vp=%d\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"hidden=%d\0A\00", align 1
@words = internal constant [4 x ptr] [ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24], align 8
@.str.21 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@static_local_ptr.hidden = internal global i32 77, align 4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add1(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 2
  ret i32 %4
}

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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %10 = load ptr, ptr @gp_mid, align 8
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr @gp_end, align 8
  %13 = ptrtoint ptr %12 to i64
  %14 = sub i64 %13, ptrtoint (ptr @garr to i64)
  %15 = sdiv exact i64 %14, 4
  %16 = load ptr, ptr @gp_const, align 8
  %17 = load i32, ptr %16, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %11, i64 noundef %15, i32 noundef %17)
  %19 = load ptr, ptr @gpp, align 8
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %20, align 4
  %23 = load i32, ptr @gscalar, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %23)
  store ptr @n1, ptr %2, align 8
  br label %25

25:                                               ; preds = %36, %0
  %26 = load ptr, ptr %2, align 8
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 2
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %31, ptr noundef %34)
  br label %36

36:                                               ; preds = %28
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds %struct.node, ptr %37, i32 0, i32 1
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %2, align 8
  br label %25, !llvm.loop !6

40:                                               ; preds = %25
  store ptr @ring, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %41

41:                                               ; preds = %53, %40
  %42 = load i32, ptr %5, align 4
  %43 = icmp slt i32 %42, 7
  br i1 %43, label %44, label %56

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 0
  %47 = load i32, ptr %46, align 8
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr %4, align 4
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 1
  %52 = load ptr, ptr %51, align 8
  store ptr %52, ptr %3, align 8
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %41, !llvm.loop !8

56:                                               ; preds = %41
  %57 = load i32, ptr %4, align 4
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.node, ptr %58, i32 0, i32 2
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %57, ptr noundef %60)
  %62 = load ptr, ptr @gp_field, align 8
  %63 = load double, ptr %62, align 8
  %64 = fmul double %63, 4.000000e+00
  store double %64, ptr %62, align 8
  %65 = load double, ptr getelementptr inbounds (%struct.anon, ptr @rec, i32 0, i32 1), align 8
  %66 = load ptr, ptr @gp_field_str, align 8
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %65, ptr noundef %66)
  %68 = load ptr, ptr @wp, align 8
  %69 = load ptr, ptr %68, align 8
  %70 = load ptr, ptr @wp, align 8
  %71 = getelementptr inbounds ptr, ptr %70, i64 1
  %72 = load ptr, ptr %71, align 8
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %69, ptr noundef %72)
  %74 = load ptr, ptr @gtail, align 8
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %74)
  store i32 0, ptr %6, align 4
  br label %76

76:                                               ; preds = %87, %56
  %77 = load i32, ptr %6, align 4
  %78 = icmp slt i32 %77, 3
  br i1 %78, label %79, label %90

79:                                               ; preds = %76
  %80 = load i32, ptr %6, align 4
  %81 = load i32, ptr %6, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [3 x ptr], ptr @funcs, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8
  %85 = call i32 %84(i32 noundef 5)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %80, i32 noundef %85)
  br label %87

87:                                               ; preds = %79
  %88 = load i32, ptr %6, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %6, align 4
  br label %76, !llvm.loop !9

90:                                               ; preds = %76
  %91 = load ptr, ptr @fp2, align 8
  %92 = load ptr, ptr %91, align 8
  %93 = call i32 %92(i32 noundef 21)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %93)
  store i32 0, ptr %7, align 4
  br label %95

95:                                               ; preds = %113, %90
  %96 = load i32, ptr %7, align 4
  %97 = icmp slt i32 %96, 10
  br i1 %97, label %98, label %116

98:                                               ; preds = %95
  %99 = load i32, ptr %7, align 4
  %100 = srem i32 %99, 3
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [3 x %struct.ops], ptr @optab, i64 0, i64 %101
  store ptr %102, ptr %8, align 8
  %103 = load ptr, ptr %8, align 8
  %104 = getelementptr inbounds %struct.ops, ptr %103, i32 0, i32 1
  %105 = load ptr, ptr %104, align 8
  %106 = load i32, ptr %7, align 4
  %107 = call i32 %105(i32 noundef %106)
  %108 = load ptr, ptr %8, align 8
  %109 = getelementptr inbounds %struct.ops, ptr %108, i32 0, i32 2
  %110 = load ptr, ptr %109, align 8
  %111 = load i32, ptr %110, align 4
  %112 = add nsw i32 %111, %107
  store i32 %112, ptr %110, align 4
  br label %113

113:                                              ; preds = %98
  %114 = load i32, ptr %7, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %7, align 4
  br label %95, !llvm.loop !10

116:                                              ; preds = %95
  %117 = load i32, ptr @counters, align 4
  %118 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @counters, i64 0, i64 1), align 4
  %119 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @counters, i64 0, i64 2), align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %117, i32 noundef %118, i32 noundef %119)
  %121 = load i64, ptr @addr_diff, align 8
  %122 = load ptr, ptr @row1, align 8
  %123 = load ptr, ptr @cell, align 8
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = load ptr, ptr @vp, align 8
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %121, ptr noundef %122, i32 noundef %125, i32 noundef %128)
  %130 = call ptr @static_local_ptr()
  store ptr %130, ptr %9, align 8
  %131 = load ptr, ptr %9, align 8
  %132 = load i32, ptr %131, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %131, align 4
  %134 = call ptr @static_local_ptr()
  %135 = load i32, ptr %134, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %135)
  %137 = load ptr, ptr @gp_mid, align 8
  %138 = load i32, ptr %137, align 4
  %139 = load i32, ptr %4, align 4
  %140 = add nsw i32 %138, %139
  ret i32 %140
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @static_local_ptr() #0 {
  ret ptr @static_local_ptr.hidden
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
