; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"wiu\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"iwiiwiwu\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"dwdudiwu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"r1=\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"r2=\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"r3=\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"w=\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i=%d \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"d=%g \00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -1237940039285380274899136569, ptr %2, align 16
  store i128 -44291611843981158765213436369005982225, ptr %3, align 16
  %7 = load i128, ptr %2, align 16
  %8 = load i128, ptr %3, align 16
  %9 = call i128 (ptr, ...) @sum(ptr noundef @.str, i128 noundef %7, i32 noundef 7, i128 noundef %8)
  store i128 %9, ptr %4, align 16
  %10 = load i128, ptr %2, align 16
  %11 = load i128, ptr %3, align 16
  %12 = call i128 (ptr, ...) @sum(ptr noundef @.str.1, i32 noundef 1, i128 noundef %10, i32 noundef 2, i32 noundef 3, i128 noundef -1, i32 noundef 4, i128 noundef 5, i128 noundef %11)
  store i128 %12, ptr %5, align 16
  %13 = load i128, ptr %2, align 16
  %14 = load i128, ptr %3, align 16
  %15 = load i128, ptr %3, align 16
  %16 = load i128, ptr %3, align 16
  %17 = xor i128 %16, -1
  %18 = call i128 (ptr, ...) @sum(ptr noundef @.str.2, double noundef 1.500000e+00, i128 noundef %13, double noundef 2.500000e+00, i128 noundef %14, double noundef 3.500000e+00, i32 noundef 9, i128 noundef %15, i128 noundef %17)
  store i128 %18, ptr %6, align 16
  %19 = load i128, ptr %4, align 16
  call void @p(ptr noundef @.str.3, i128 noundef %19)
  %20 = load i128, ptr %5, align 16
  call void @p(ptr noundef @.str.4, i128 noundef %20)
  %21 = load i128, ptr %6, align 16
  call void @p(ptr noundef @.str.5, i128 noundef %21)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %23 = load i128, ptr %6, align 16
  %24 = and i128 %23, 127
  %25 = trunc i128 %24 to i32
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @sum(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store i128 0, ptr %4, align 16
  %10 = load ptr, ptr %2, align 8
  store ptr %10, ptr %5, align 8
  br label %11

11:                                               ; preds = %137, %1
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %140

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 119
  br i1 %19, label %20, label %47

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %22 = load i32, ptr %21, align 8
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %33, label %24

24:                                               ; preds = %20
  %25 = add i32 %22, 15
  %26 = and i32 %25, -16
  %27 = add i32 %26, 16
  store i32 %27, ptr %21, align 8
  %28 = icmp sle i32 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %24
  %30 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 %26
  br label %39

33:                                               ; preds = %24, %20
  %34 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %35, i32 15
  %37 = call ptr @llvm.ptrmask.p0.i64(ptr %36, i64 -16)
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %38, ptr %34, align 8
  br label %39

39:                                               ; preds = %33, %29
  %40 = phi ptr [ %32, %29 ], [ %37, %33 ]
  %41 = load i128, ptr %40, align 8
  store i128 %41, ptr %6, align 16
  %42 = load i128, ptr %6, align 16
  call void @p(ptr noundef @.str.7, i128 noundef %42)
  %43 = load i128, ptr %4, align 16
  %44 = mul i128 %43, 3
  %45 = load i128, ptr %6, align 16
  %46 = add i128 %44, %45
  store i128 %46, ptr %4, align 16
  br label %136

47:                                               ; preds = %15
  %48 = load ptr, ptr %5, align 8
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp eq i32 %50, 117
  br i1 %51, label %52, label %79

52:                                               ; preds = %47
  %53 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %54 = load i32, ptr %53, align 8
  %55 = icmp sge i32 %54, 0
  br i1 %55, label %65, label %56

56:                                               ; preds = %52
  %57 = add i32 %54, 15
  %58 = and i32 %57, -16
  %59 = add i32 %58, 16
  store i32 %59, ptr %53, align 8
  %60 = icmp sle i32 %59, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %56
  %62 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i8, ptr %63, i32 %58
  br label %71

65:                                               ; preds = %56, %52
  %66 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = getelementptr inbounds i8, ptr %67, i32 15
  %69 = call ptr @llvm.ptrmask.p0.i64(ptr %68, i64 -16)
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  store ptr %70, ptr %66, align 8
  br label %71

71:                                               ; preds = %65, %61
  %72 = phi ptr [ %64, %61 ], [ %69, %65 ]
  %73 = load i128, ptr %72, align 8
  store i128 %73, ptr %7, align 16
  %74 = load i128, ptr %7, align 16
  call void @p(ptr noundef @.str.8, i128 noundef %74)
  %75 = load i128, ptr %4, align 16
  %76 = mul i128 %75, 5
  %77 = load i128, ptr %7, align 16
  %78 = add i128 %76, %77
  store i128 %78, ptr %4, align 16
  br label %135

79:                                               ; preds = %47
  %80 = load ptr, ptr %5, align 8
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = icmp eq i32 %82, 105
  br i1 %83, label %84, label %109

84:                                               ; preds = %79
  %85 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %86 = load i32, ptr %85, align 8
  %87 = icmp sge i32 %86, 0
  br i1 %87, label %95, label %88

88:                                               ; preds = %84
  %89 = add i32 %86, 8
  store i32 %89, ptr %85, align 8
  %90 = icmp sle i32 %89, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %88
  %92 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %93 = load ptr, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %93, i32 %86
  br label %99

95:                                               ; preds = %88, %84
  %96 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  store ptr %98, ptr %96, align 8
  br label %99

99:                                               ; preds = %95, %91
  %100 = phi ptr [ %94, %91 ], [ %97, %95 ]
  %101 = load i32, ptr %100, align 8
  store i32 %101, ptr %8, align 4
  %102 = load i32, ptr %8, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %102)
  %104 = load i128, ptr %4, align 16
  %105 = mul i128 %104, 7
  %106 = load i32, ptr %8, align 4
  %107 = sext i32 %106 to i128
  %108 = add i128 %105, %107
  store i128 %108, ptr %4, align 16
  br label %134

109:                                              ; preds = %79
  %110 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %111 = load i32, ptr %110, align 4
  %112 = icmp sge i32 %111, 0
  br i1 %112, label %120, label %113

113:                                              ; preds = %109
  %114 = add i32 %111, 16
  store i32 %114, ptr %110, align 4
  %115 = icmp sle i32 %114, 0
  br i1 %115, label %116, label %120

116:                                              ; preds = %113
  %117 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 %111
  br label %124

120:                                              ; preds = %113, %109
  %121 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 8
  store ptr %123, ptr %121, align 8
  br label %124

124:                                              ; preds = %120, %116
  %125 = phi ptr [ %119, %116 ], [ %122, %120 ]
  %126 = load double, ptr %125, align 8
  store double %126, ptr %9, align 8
  %127 = load double, ptr %9, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %127)
  %129 = load double, ptr %9, align 8
  %130 = fmul double %129, 1.000000e+03
  %131 = fptoui double %130 to i128
  %132 = load i128, ptr %4, align 16
  %133 = add i128 %132, %131
  store i128 %133, ptr %4, align 16
  br label %134

134:                                              ; preds = %124, %99
  br label %135

135:                                              ; preds = %134, %71
  br label %136

136:                                              ; preds = %135, %39
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %5, align 8
  %139 = getelementptr inbounds i8, ptr %138, i32 1
  store ptr %139, ptr %5, align 8
  br label %11, !llvm.loop !6

140:                                              ; preds = %11
  call void @llvm.va_end.p0(ptr %3)
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %142 = load i128, ptr %4, align 16
  ret i128 %142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
