; ModuleID = 'programs/strtol_strtod_parsing.c'
source_filename = "programs/strtol_strtod_parsing.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"  -42abc\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"+0x1F\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"0b101\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"1e5\00", align 1
@__const.main.ints = private unnamed_addr constant [14 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@__const.main.bases = private unnamed_addr constant [6 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36], align 16
@.str.14 = private unnamed_addr constant [6 x i8] c"%-24s\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c" b%d=%lld/%td%s\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"!\00", align 1
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.18 = private unnamed_addr constant [11 x i8] c" u=%llu%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.20 = private unnamed_addr constant [62 x i8] c"strtol clamp %ld erange=%d, strtoul(-1)=%lu atoi=%d atol=%ld\0A\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"  123xyz\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"-77\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"1e308\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"1e309\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c"-1e-320\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c"2e-324\00", align 1
@.str.30 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"0X.8P-2\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.33 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.35 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c"  .5e+1x\00", align 1
@.str.37 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.fps = private unnamed_addr constant [16 x ptr] [ptr @.str, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 16
@.str.38 = private unnamed_addr constant [19 x i8] c"%-24s nan end=%td\0A\00", align 1
@.str.39 = private unnamed_addr constant [34 x i8] c"%-24s d=%a f=%a ld=%La end=%td%s\0A\00", align 1
@.str.40 = private unnamed_addr constant [8 x i8] c" ERANGE\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"42\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x ptr], align 16
  %3 = alloca [6 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca [16 x ptr], align 16
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.ints, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.bases, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %79, %0
  %21 = load i32, ptr %4, align 4
  %22 = icmp slt i32 %21, 14
  br i1 %22, label %23, label %82

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %27)
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %62, %23
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 6
  br i1 %31, label %32, label %65

32:                                               ; preds = %29
  %33 = call ptr @_errno()
  store i32 0, ptr %33, align 4
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr %5, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i64 @strtoll(ptr noundef %37, ptr noundef %6, i32 noundef %41)
  store i64 %42, ptr %7, align 8
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i64, ptr %7, align 8
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %4, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %50
  %52 = load ptr, ptr %51, align 8
  %53 = ptrtoint ptr %48 to i64
  %54 = ptrtoint ptr %52 to i64
  %55 = sub i64 %53, %54
  %56 = call ptr @_errno()
  %57 = load i32, ptr %56, align 4
  %58 = icmp eq i32 %57, 34
  %59 = zext i1 %58 to i64
  %60 = select i1 %58, ptr @.str.16, ptr @.str.17
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %46, i64 noundef %47, i64 noundef %55, ptr noundef %60)
  br label %62

62:                                               ; preds = %32
  %63 = load i32, ptr %5, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %5, align 4
  br label %29, !llvm.loop !5

65:                                               ; preds = %29
  %66 = call ptr @_errno()
  store i32 0, ptr %66, align 4
  %67 = load i32, ptr %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8
  %71 = call i64 @strtoull(ptr noundef %70, ptr noundef %8, i32 noundef 0)
  store i64 %71, ptr %9, align 8
  %72 = load i64, ptr %9, align 8
  %73 = call ptr @_errno()
  %74 = load i32, ptr %73, align 4
  %75 = icmp eq i32 %74, 34
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, ptr @.str.16, ptr @.str.17
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %72, ptr noundef %77)
  br label %79

79:                                               ; preds = %65
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %20, !llvm.loop !7

82:                                               ; preds = %20
  %83 = call ptr @_errno()
  store i32 0, ptr %83, align 4
  %84 = call i32 @strtol(ptr noundef @.str.19, ptr noundef null, i32 noundef 10)
  store i32 %84, ptr %10, align 4
  %85 = load i32, ptr %10, align 4
  %86 = call ptr @_errno()
  %87 = load i32, ptr %86, align 4
  %88 = icmp eq i32 %87, 34
  %89 = zext i1 %88 to i32
  %90 = call i32 @strtoul(ptr noundef @.str.11, ptr noundef null, i32 noundef 10)
  %91 = call i32 @atoi(ptr noundef @.str.21)
  %92 = call i32 @atol(ptr noundef @.str.22)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %85, i32 noundef %89, i32 noundef %90, i32 noundef %91, i32 noundef %92)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.fps, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %94

94:                                               ; preds = %158, %82
  %95 = load i32, ptr %12, align 4
  %96 = icmp slt i32 %95, 16
  br i1 %96, label %97, label %161

97:                                               ; preds = %94
  %98 = call ptr @_errno()
  store i32 0, ptr %98, align 4
  %99 = load i32, ptr %12, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %100
  %102 = load ptr, ptr %101, align 8
  %103 = call double @strtod(ptr noundef %102, ptr noundef %13) #5
  store double %103, ptr %14, align 8
  %104 = call ptr @_errno()
  %105 = load i32, ptr %104, align 4
  %106 = icmp eq i32 %105, 34
  %107 = zext i1 %106 to i32
  store i32 %107, ptr %15, align 4
  %108 = load i32, ptr %12, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %109
  %111 = load ptr, ptr %110, align 8
  %112 = call float @strtof(ptr noundef %111, ptr noundef null) #5
  store float %112, ptr %16, align 4
  %113 = load i32, ptr %12, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %114
  %116 = load ptr, ptr %115, align 8
  call void @strtold(ptr dead_on_unwind writable sret(x86_fp80) align 16 %18, ptr noundef %116, ptr noundef null) #5
  %117 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %117, ptr %17, align 16
  %118 = load double, ptr %14, align 8
  %119 = call i32 @__isnan(double noundef %118)
  %120 = icmp ne i32 %119, 0
  br i1 %120, label %121, label %135

121:                                              ; preds = %97
  %122 = load i32, ptr %12, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %123
  %125 = load ptr, ptr %124, align 8
  %126 = load ptr, ptr %13, align 8
  %127 = load i32, ptr %12, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %128
  %130 = load ptr, ptr %129, align 8
  %131 = ptrtoint ptr %126 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %125, i64 noundef %133)
  br label %157

135:                                              ; preds = %97
  %136 = load i32, ptr %12, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8
  %140 = load double, ptr %14, align 8
  %141 = load float, ptr %16, align 4
  %142 = fpext float %141 to double
  %143 = load x86_fp80, ptr %17, align 16
  %144 = load ptr, ptr %13, align 8
  %145 = load i32, ptr %12, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %146
  %148 = load ptr, ptr %147, align 8
  %149 = ptrtoint ptr %144 to i64
  %150 = ptrtoint ptr %148 to i64
  %151 = sub i64 %149, %150
  %152 = load i32, ptr %15, align 4
  %153 = icmp ne i32 %152, 0
  %154 = zext i1 %153 to i64
  %155 = select i1 %153, ptr @.str.40, ptr @.str.17
  store x86_fp80 %143, ptr %19, align 16
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, ptr noundef %139, double noundef %140, double noundef %142, ptr noundef %19, i64 noundef %151, ptr noundef %155)
  br label %157

157:                                              ; preds = %135, %121
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %12, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %12, align 4
  br label %94, !llvm.loop !8

161:                                              ; preds = %94
  %162 = call i32 @atoi(ptr noundef @.str.41)
  ret i32 %162
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dllimport ptr @_errno() #2

declare dso_local i64 @strtoll(ptr noundef, ptr noundef, i32 noundef) #2

declare dso_local i64 @strtoull(ptr noundef, ptr noundef, i32 noundef) #2

declare dso_local i32 @strtol(ptr noundef, ptr noundef, i32 noundef) #2

declare dso_local i32 @strtoul(ptr noundef, ptr noundef, i32 noundef) #2

declare dso_local i32 @atoi(ptr noundef) #2

declare dso_local i32 @atol(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strtod(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call double @__mingw_strtod(ptr noundef %5, ptr noundef %6)
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @strtof(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call float @__mingw_strtof(ptr noundef %5, ptr noundef %6)
  ret float %7
}

; Function Attrs: nounwind
declare dso_local void @strtold(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #3

declare dso_local i32 @__isnan(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

declare dso_local double @__mingw_strtod(ptr noundef, ptr noundef) #2

declare dso_local float @__mingw_strtof(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
