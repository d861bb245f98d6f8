; ModuleID = 'programs/strtol_strtod_parsing.c'
source_filename = "programs/strtol_strtod_parsing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.ints = private unnamed_addr constant [14 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 8
@__const.main.bases = private unnamed_addr constant [6 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36], align 4
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
@__const.main.fps = private unnamed_addr constant [16 x ptr] [ptr @.str, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 8
@.str.38 = private unnamed_addr constant [19 x i8] c"%-24s nan end=%td\0A\00", align 1
@.str.39 = private unnamed_addr constant [34 x i8] c"%-24s d=%a f=%a ld=%La end=%td%s\0A\00", align 1
@.str.40 = private unnamed_addr constant [8 x i8] c" ERANGE\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"42\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x ptr], align 8
  %3 = alloca [6 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca [16 x ptr], align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca fp128, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.ints, i64 112, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.bases, i64 24, i1 false)
  store i32 0, ptr %4, align 4
  br label %18

18:                                               ; preds = %77, %0
  %19 = load i32, ptr %4, align 4
  %20 = icmp slt i32 %19, 14
  br i1 %20, label %21, label %80

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %25)
  store i32 0, ptr %5, align 4
  br label %27

27:                                               ; preds = %60, %21
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %28, 6
  br i1 %29, label %30, label %63

30:                                               ; preds = %27
  %31 = call ptr @__errno_location() #7
  store i32 0, ptr %31, align 4
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %33
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = call i64 @strtoll(ptr noundef %35, ptr noundef %6, i32 noundef %39) #8
  store i64 %40, ptr %7, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x i32], ptr %3, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i64, ptr %7, align 8
  %46 = load ptr, ptr %6, align 8
  %47 = load i32, ptr %4, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8
  %51 = ptrtoint ptr %46 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = call ptr @__errno_location() #7
  %55 = load i32, ptr %54, align 4
  %56 = icmp eq i32 %55, 34
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, ptr @.str.16, ptr @.str.17
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %44, i64 noundef %45, i64 noundef %53, ptr noundef %58)
  br label %60

60:                                               ; preds = %30
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %5, align 4
  br label %27, !llvm.loop !6

63:                                               ; preds = %27
  %64 = call ptr @__errno_location() #7
  store i32 0, ptr %64, align 4
  %65 = load i32, ptr %4, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [14 x ptr], ptr %2, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 8
  %69 = call i64 @strtoull(ptr noundef %68, ptr noundef %8, i32 noundef 0) #8
  store i64 %69, ptr %9, align 8
  %70 = load i64, ptr %9, align 8
  %71 = call ptr @__errno_location() #7
  %72 = load i32, ptr %71, align 4
  %73 = icmp eq i32 %72, 34
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, ptr @.str.16, ptr @.str.17
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %70, ptr noundef %75)
  br label %77

77:                                               ; preds = %63
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %4, align 4
  br label %18, !llvm.loop !8

80:                                               ; preds = %18
  %81 = call ptr @__errno_location() #7
  store i32 0, ptr %81, align 4
  %82 = call i64 @strtol(ptr noundef @.str.19, ptr noundef null, i32 noundef 10) #8
  store i64 %82, ptr %10, align 8
  %83 = load i64, ptr %10, align 8
  %84 = call ptr @__errno_location() #7
  %85 = load i32, ptr %84, align 4
  %86 = icmp eq i32 %85, 34
  %87 = zext i1 %86 to i32
  %88 = call i64 @strtoul(ptr noundef @.str.11, ptr noundef null, i32 noundef 10) #8
  %89 = call i32 @atoi(ptr noundef @.str.21) #9
  %90 = call i64 @atol(ptr noundef @.str.22) #9
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %83, i32 noundef %87, i64 noundef %88, i32 noundef %89, i64 noundef %90)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.fps, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %92

92:                                               ; preds = %155, %80
  %93 = load i32, ptr %12, align 4
  %94 = icmp slt i32 %93, 16
  br i1 %94, label %95, label %158

95:                                               ; preds = %92
  %96 = call ptr @__errno_location() #7
  store i32 0, ptr %96, align 4
  %97 = load i32, ptr %12, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %98
  %100 = load ptr, ptr %99, align 8
  %101 = call double @strtod(ptr noundef %100, ptr noundef %13) #8
  store double %101, ptr %14, align 8
  %102 = call ptr @__errno_location() #7
  %103 = load i32, ptr %102, align 4
  %104 = icmp eq i32 %103, 34
  %105 = zext i1 %104 to i32
  store i32 %105, ptr %15, align 4
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %107
  %109 = load ptr, ptr %108, align 8
  %110 = call float @strtof(ptr noundef %109, ptr noundef null) #8
  store float %110, ptr %16, align 4
  %111 = load i32, ptr %12, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %112
  %114 = load ptr, ptr %113, align 8
  %115 = call fp128 @strtold(ptr noundef %114, ptr noundef null) #8
  store fp128 %115, ptr %17, align 16
  %116 = load double, ptr %14, align 8
  %117 = call i1 @llvm.is.fpclass.f64(double %116, i32 3)
  br i1 %117, label %118, label %132

118:                                              ; preds = %95
  %119 = load i32, ptr %12, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %120
  %122 = load ptr, ptr %121, align 8
  %123 = load ptr, ptr %13, align 8
  %124 = load i32, ptr %12, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %125
  %127 = load ptr, ptr %126, align 8
  %128 = ptrtoint ptr %123 to i64
  %129 = ptrtoint ptr %127 to i64
  %130 = sub i64 %128, %129
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %122, i64 noundef %130)
  br label %154

132:                                              ; preds = %95
  %133 = load i32, ptr %12, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %134
  %136 = load ptr, ptr %135, align 8
  %137 = load double, ptr %14, align 8
  %138 = load float, ptr %16, align 4
  %139 = fpext float %138 to double
  %140 = load fp128, ptr %17, align 16
  %141 = load ptr, ptr %13, align 8
  %142 = load i32, ptr %12, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [16 x ptr], ptr %11, i64 0, i64 %143
  %145 = load ptr, ptr %144, align 8
  %146 = ptrtoint ptr %141 to i64
  %147 = ptrtoint ptr %145 to i64
  %148 = sub i64 %146, %147
  %149 = load i32, ptr %15, align 4
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i64
  %152 = select i1 %150, ptr @.str.40, ptr @.str.17
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, ptr noundef %136, double noundef %137, double noundef %139, fp128 noundef %140, i64 noundef %148, ptr noundef %152)
  br label %154

154:                                              ; preds = %132, %118
  br label %155

155:                                              ; preds = %154
  %156 = load i32, ptr %12, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %12, align 4
  br label %92, !llvm.loop !9

158:                                              ; preds = %92
  %159 = call i32 @atoi(ptr noundef @.str.41) #9
  ret i32 %159
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: nounwind
declare i64 @strtoll(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i64 @strtoull(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #5

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare float @strtof(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare fp128 @strtold(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
