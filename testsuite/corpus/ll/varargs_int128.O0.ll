; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -1237940039285380274899136569, ptr %2, align 16
  store i128 -44291611843981158765213436369005982225, ptr %3, align 16
  %18 = load i128, ptr %2, align 16
  %19 = load i128, ptr %3, align 16
  store i128 %18, ptr %5, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %21 = load i64, ptr %20, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  store i128 %19, ptr %6, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %25 = load i64, ptr %24, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = call { i64, i64 } (ptr, ...) @sum(ptr noundef @.str, i64 noundef %21, i64 noundef %23, i32 noundef 7, i64 noundef %25, i64 noundef %27)
  %29 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %30 = extractvalue { i64, i64 } %28, 0
  store i64 %30, ptr %29, align 16
  %31 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %32 = extractvalue { i64, i64 } %28, 1
  store i64 %32, ptr %31, align 8
  %33 = load i128, ptr %7, align 16
  store i128 %33, ptr %4, align 16
  %34 = load i128, ptr %2, align 16
  %35 = load i128, ptr %3, align 16
  store i128 %34, ptr %9, align 16
  %36 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %37 = load i64, ptr %36, align 16
  %38 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = call { i64, i64 } (ptr, ...) @sum(ptr noundef @.str.1, i32 noundef 1, i64 noundef %37, i64 noundef %39, i32 noundef 2, i32 noundef 3, i128 noundef -1, i32 noundef 4, i128 noundef 5, i128 noundef %35)
  %41 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %42 = extractvalue { i64, i64 } %40, 0
  store i64 %42, ptr %41, align 16
  %43 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %44 = extractvalue { i64, i64 } %40, 1
  store i64 %44, ptr %43, align 8
  %45 = load i128, ptr %10, align 16
  store i128 %45, ptr %8, align 16
  %46 = load i128, ptr %2, align 16
  %47 = load i128, ptr %3, align 16
  %48 = load i128, ptr %3, align 16
  %49 = load i128, ptr %3, align 16
  %50 = xor i128 %49, -1
  store i128 %46, ptr %12, align 16
  %51 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %52 = load i64, ptr %51, align 16
  %53 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %54 = load i64, ptr %53, align 8
  store i128 %47, ptr %13, align 16
  %55 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %56 = load i64, ptr %55, align 16
  %57 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %58 = load i64, ptr %57, align 8
  %59 = call { i64, i64 } (ptr, ...) @sum(ptr noundef @.str.2, double noundef 1.500000e+00, i64 noundef %52, i64 noundef %54, double noundef 2.500000e+00, i64 noundef %56, i64 noundef %58, double noundef 3.500000e+00, i32 noundef 9, i128 noundef %48, i128 noundef %50)
  %60 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %61 = extractvalue { i64, i64 } %59, 0
  store i64 %61, ptr %60, align 16
  %62 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %63 = extractvalue { i64, i64 } %59, 1
  store i64 %63, ptr %62, align 8
  %64 = load i128, ptr %14, align 16
  store i128 %64, ptr %11, align 16
  %65 = load i128, ptr %4, align 16
  store i128 %65, ptr %15, align 16
  %66 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %67 = load i64, ptr %66, align 16
  %68 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  call void @p(ptr noundef @.str.3, i64 noundef %67, i64 noundef %69)
  %70 = load i128, ptr %8, align 16
  store i128 %70, ptr %16, align 16
  %71 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %72 = load i64, ptr %71, align 16
  %73 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %74 = load i64, ptr %73, align 8
  call void @p(ptr noundef @.str.4, i64 noundef %72, i64 noundef %74)
  %75 = load i128, ptr %11, align 16
  store i128 %75, ptr %17, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %77 = load i64, ptr %76, align 16
  %78 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %79 = load i64, ptr %78, align 8
  call void @p(ptr noundef @.str.5, i64 noundef %77, i64 noundef %79)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %81 = load i128, ptr %11, align 16
  %82 = and i128 %81, 127
  %83 = trunc i128 %82 to i32
  ret i32 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sum(ptr noundef %0, ...) #0 {
  %2 = alloca i128, align 16
  %3 = alloca ptr, align 8
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i128, align 16
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %15)
  store i128 0, ptr %5, align 16
  %16 = load ptr, ptr %3, align 8
  store ptr %16, ptr %6, align 8
  br label %17

17:                                               ; preds = %143, %1
  %18 = load ptr, ptr %6, align 8
  %19 = load i8, ptr %18, align 1
  %20 = icmp ne i8 %19, 0
  br i1 %20, label %21, label %146

21:                                               ; preds = %17
  %22 = load ptr, ptr %6, align 8
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp eq i32 %24, 119
  br i1 %25, label %26, label %54

26:                                               ; preds = %21
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 16
  %30 = icmp ule i32 %29, 32
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 3
  %33 = load ptr, ptr %32, align 16
  %34 = getelementptr i8, ptr %33, i32 %29
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 8 %34, i64 16, i1 false)
  %35 = add i32 %29, 16
  store i32 %35, ptr %28, align 16
  br label %42

36:                                               ; preds = %26
  %37 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds i8, ptr %38, i32 15
  %40 = call ptr @llvm.ptrmask.p0.i64(ptr %39, i64 -16)
  %41 = getelementptr i8, ptr %40, i32 16
  store ptr %41, ptr %37, align 8
  br label %42

42:                                               ; preds = %36, %31
  %43 = phi ptr [ %8, %31 ], [ %40, %36 ]
  %44 = load i128, ptr %43, align 16
  store i128 %44, ptr %7, align 16
  %45 = load i128, ptr %7, align 16
  store i128 %45, ptr %9, align 16
  %46 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %47 = load i64, ptr %46, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  call void @p(ptr noundef @.str.7, i64 noundef %47, i64 noundef %49)
  %50 = load i128, ptr %5, align 16
  %51 = mul i128 %50, 3
  %52 = load i128, ptr %7, align 16
  %53 = add i128 %51, %52
  store i128 %53, ptr %5, align 16
  br label %142

54:                                               ; preds = %21
  %55 = load ptr, ptr %6, align 8
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = icmp eq i32 %57, 117
  br i1 %58, label %59, label %87

59:                                               ; preds = %54
  %60 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %61 = getelementptr inbounds %struct.__va_list_tag, ptr %60, i32 0, i32 0
  %62 = load i32, ptr %61, align 16
  %63 = icmp ule i32 %62, 32
  br i1 %63, label %64, label %69

64:                                               ; preds = %59
  %65 = getelementptr inbounds %struct.__va_list_tag, ptr %60, i32 0, i32 3
  %66 = load ptr, ptr %65, align 16
  %67 = getelementptr i8, ptr %66, i32 %62
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 8 %67, i64 16, i1 false)
  %68 = add i32 %62, 16
  store i32 %68, ptr %61, align 16
  br label %75

69:                                               ; preds = %59
  %70 = getelementptr inbounds %struct.__va_list_tag, ptr %60, i32 0, i32 2
  %71 = load ptr, ptr %70, align 8
  %72 = getelementptr inbounds i8, ptr %71, i32 15
  %73 = call ptr @llvm.ptrmask.p0.i64(ptr %72, i64 -16)
  %74 = getelementptr i8, ptr %73, i32 16
  store ptr %74, ptr %70, align 8
  br label %75

75:                                               ; preds = %69, %64
  %76 = phi ptr [ %11, %64 ], [ %73, %69 ]
  %77 = load i128, ptr %76, align 16
  store i128 %77, ptr %10, align 16
  %78 = load i128, ptr %10, align 16
  store i128 %78, ptr %12, align 16
  %79 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %80 = load i64, ptr %79, align 16
  %81 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %82 = load i64, ptr %81, align 8
  call void @p(ptr noundef @.str.8, i64 noundef %80, i64 noundef %82)
  %83 = load i128, ptr %5, align 16
  %84 = mul i128 %83, 5
  %85 = load i128, ptr %10, align 16
  %86 = add i128 %84, %85
  store i128 %86, ptr %5, align 16
  br label %141

87:                                               ; preds = %54
  %88 = load ptr, ptr %6, align 8
  %89 = load i8, ptr %88, align 1
  %90 = sext i8 %89 to i32
  %91 = icmp eq i32 %90, 105
  br i1 %91, label %92, label %116

92:                                               ; preds = %87
  %93 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %94 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 0
  %95 = load i32, ptr %94, align 16
  %96 = icmp ule i32 %95, 40
  br i1 %96, label %97, label %102

97:                                               ; preds = %92
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 3
  %99 = load ptr, ptr %98, align 16
  %100 = getelementptr i8, ptr %99, i32 %95
  %101 = add i32 %95, 8
  store i32 %101, ptr %94, align 16
  br label %106

102:                                              ; preds = %92
  %103 = getelementptr inbounds %struct.__va_list_tag, ptr %93, i32 0, i32 2
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr i8, ptr %104, i32 8
  store ptr %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %102, %97
  %107 = phi ptr [ %100, %97 ], [ %104, %102 ]
  %108 = load i32, ptr %107, align 4
  store i32 %108, ptr %13, align 4
  %109 = load i32, ptr %13, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %109)
  %111 = load i128, ptr %5, align 16
  %112 = mul i128 %111, 7
  %113 = load i32, ptr %13, align 4
  %114 = sext i32 %113 to i128
  %115 = add i128 %112, %114
  store i128 %115, ptr %5, align 16
  br label %140

116:                                              ; preds = %87
  %117 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  %118 = getelementptr inbounds %struct.__va_list_tag, ptr %117, i32 0, i32 1
  %119 = load i32, ptr %118, align 4
  %120 = icmp ule i32 %119, 160
  br i1 %120, label %121, label %126

121:                                              ; preds = %116
  %122 = getelementptr inbounds %struct.__va_list_tag, ptr %117, i32 0, i32 3
  %123 = load ptr, ptr %122, align 16
  %124 = getelementptr i8, ptr %123, i32 %119
  %125 = add i32 %119, 16
  store i32 %125, ptr %118, align 4
  br label %130

126:                                              ; preds = %116
  %127 = getelementptr inbounds %struct.__va_list_tag, ptr %117, i32 0, i32 2
  %128 = load ptr, ptr %127, align 8
  %129 = getelementptr i8, ptr %128, i32 8
  store ptr %129, ptr %127, align 8
  br label %130

130:                                              ; preds = %126, %121
  %131 = phi ptr [ %124, %121 ], [ %128, %126 ]
  %132 = load double, ptr %131, align 8
  store double %132, ptr %14, align 8
  %133 = load double, ptr %14, align 8
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %133)
  %135 = load double, ptr %14, align 8
  %136 = fmul double %135, 1.000000e+03
  %137 = fptoui double %136 to i128
  %138 = load i128, ptr %5, align 16
  %139 = add i128 %138, %137
  store i128 %139, ptr %5, align 16
  br label %140

140:                                              ; preds = %130, %106
  br label %141

141:                                              ; preds = %140, %75
  br label %142

142:                                              ; preds = %141, %42
  br label %143

143:                                              ; preds = %142
  %144 = load ptr, ptr %6, align 8
  %145 = getelementptr inbounds i8, ptr %144, i32 1
  store ptr %145, ptr %6, align 8
  br label %17, !llvm.loop !6

146:                                              ; preds = %17
  %147 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %147)
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %149 = load i128, ptr %5, align 16
  store i128 %149, ptr %2, align 16
  %150 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
