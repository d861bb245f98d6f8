; ModuleID = 'programs/flexible_array_member.c'
source_filename = "programs/flexible_array_member.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Str = type { i64, i64, [0 x i8] }
%struct.DVec = type { i32, [0 x double] }
%struct.Packet = type { i16, i16, [0 x i32] }

@.str = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"len=%zu cap=%zu head=%.40s tail=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"packets total=%ld sizeof(Packet)=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"harmonic100=%.12f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 1
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %12 = call ptr @str_new(i64 noundef 4)
  store ptr %12, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %25, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 50
  br i1 %15, label %16, label %28

16:                                               ; preds = %13
  %17 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = mul nsw i32 %18, %19
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %17, i64 noundef 16, ptr noundef @.str, i32 noundef %20) #7
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  %24 = call ptr @str_append(ptr noundef %22, ptr noundef %23)
  store ptr %24, ptr %2, align 8
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %13, !llvm.loop !6

28:                                               ; preds = %13
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.Str, ptr %29, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.Str, ptr %32, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds %struct.Str, ptr %35, i32 0, i32 2
  %37 = getelementptr inbounds [0 x i8], ptr %36, i64 0, i64 0
  %38 = load ptr, ptr %2, align 8
  %39 = getelementptr inbounds %struct.Str, ptr %38, i32 0, i32 2
  %40 = getelementptr inbounds [0 x i8], ptr %39, i64 0, i64 0
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds %struct.Str, ptr %41, i32 0, i32 0
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %40, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 -12
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %31, i64 noundef %34, ptr noundef %37, ptr noundef %45)
  %47 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %47) #7
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %48

48:                                               ; preds = %65, %28
  %49 = load i32, ptr %6, align 4
  %50 = icmp slt i32 %49, 20
  br i1 %50, label %51, label %68

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = trunc i32 %52 to i16
  %54 = load i32, ptr %6, align 4
  %55 = mul nsw i32 %54, 3
  %56 = add nsw i32 %55, 1
  %57 = load i32, ptr %6, align 4
  %58 = sub nsw i32 %57, 5
  %59 = call ptr @pk_make(i16 noundef %53, i32 noundef %56, i32 noundef %58)
  store ptr %59, ptr %7, align 8
  %60 = load ptr, ptr %7, align 8
  %61 = call i64 @pk_sum(ptr noundef %60)
  %62 = load i64, ptr %5, align 8
  %63 = add nsw i64 %62, %61
  store i64 %63, ptr %5, align 8
  %64 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %64) #7
  br label %65

65:                                               ; preds = %51
  %66 = load i32, ptr %6, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %6, align 4
  br label %48, !llvm.loop !8

68:                                               ; preds = %48
  %69 = load i64, ptr %5, align 8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %69, i64 noundef 4)
  %71 = call noalias ptr @malloc(i64 noundef 808) #8
  store ptr %71, ptr %8, align 8
  %72 = load ptr, ptr %8, align 8
  %73 = getelementptr inbounds %struct.DVec, ptr %72, i32 0, i32 0
  store i32 100, ptr %73, align 8
  store i32 0, ptr %9, align 4
  br label %74

74:                                               ; preds = %90, %68
  %75 = load i32, ptr %9, align 4
  %76 = load ptr, ptr %8, align 8
  %77 = getelementptr inbounds %struct.DVec, ptr %76, i32 0, i32 0
  %78 = load i32, ptr %77, align 8
  %79 = icmp slt i32 %75, %78
  br i1 %79, label %80, label %93

80:                                               ; preds = %74
  %81 = load i32, ptr %9, align 4
  %82 = add nsw i32 %81, 1
  %83 = sitofp i32 %82 to double
  %84 = fdiv double 1.000000e+00, %83
  %85 = load ptr, ptr %8, align 8
  %86 = getelementptr inbounds %struct.DVec, ptr %85, i32 0, i32 1
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [0 x double], ptr %86, i64 0, i64 %88
  store double %84, ptr %89, align 8
  br label %90

90:                                               ; preds = %80
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %9, align 4
  br label %74, !llvm.loop !9

93:                                               ; preds = %74
  store double 0.000000e+00, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %94

94:                                               ; preds = %109, %93
  %95 = load i32, ptr %11, align 4
  %96 = load ptr, ptr %8, align 8
  %97 = getelementptr inbounds %struct.DVec, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %97, align 8
  %99 = icmp slt i32 %95, %98
  br i1 %99, label %100, label %112

100:                                              ; preds = %94
  %101 = load ptr, ptr %8, align 8
  %102 = getelementptr inbounds %struct.DVec, ptr %101, i32 0, i32 1
  %103 = load i32, ptr %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [0 x double], ptr %102, i64 0, i64 %104
  %106 = load double, ptr %105, align 8
  %107 = load double, ptr %10, align 8
  %108 = fadd double %107, %106
  store double %108, ptr %10, align 8
  br label %109

109:                                              ; preds = %100
  %110 = load i32, ptr %11, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %11, align 4
  br label %94, !llvm.loop !10

112:                                              ; preds = %94
  %113 = load double, ptr %10, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %113)
  %115 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %115) #7
  %116 = load i64, ptr %5, align 8
  %117 = and i64 %116, 255
  %118 = trunc i64 %117 to i32
  ret i32 %118
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @str_new(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = add i64 16, %4
  %6 = call noalias ptr @malloc(i64 noundef %5) #8
  store ptr %6, ptr %3, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Str, ptr %7, i32 0, i32 0
  store i64 0, ptr %8, align 8
  %9 = load i64, ptr %2, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.Str, ptr %10, i32 0, i32 1
  store i64 %9, ptr %11, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.Str, ptr %12, i32 0, i32 2
  %14 = getelementptr inbounds [0 x i8], ptr %13, i64 0, i64 0
  store i8 0, ptr %14, align 8
  %15 = load ptr, ptr %3, align 8
  ret ptr %15
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @str_append(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i64 @strlen(ptr noundef %7) #9
  store i64 %8, ptr %5, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Str, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = load i64, ptr %5, align 8
  %13 = add i64 %11, %12
  %14 = add i64 %13, 1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.Str, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = icmp ugt i64 %14, %17
  br i1 %18, label %19, label %34

19:                                               ; preds = %2
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.Str, ptr %20, i32 0, i32 0
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %22, %23
  %25 = add i64 %24, 1
  %26 = mul i64 %25, 2
  store i64 %26, ptr %6, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = load i64, ptr %6, align 8
  %29 = add i64 16, %28
  %30 = call ptr @realloc(ptr noundef %27, i64 noundef %29) #10
  store ptr %30, ptr %3, align 8
  %31 = load i64, ptr %6, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.Str, ptr %32, i32 0, i32 1
  store i64 %31, ptr %33, align 8
  br label %34

34:                                               ; preds = %19, %2
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.Str, ptr %35, i32 0, i32 2
  %37 = getelementptr inbounds [0 x i8], ptr %36, i64 0, i64 0
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.Str, ptr %38, i32 0, i32 0
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds i8, ptr %37, i64 %40
  %42 = load ptr, ptr %4, align 8
  %43 = load i64, ptr %5, align 8
  %44 = add i64 %43, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %41, ptr align 1 %42, i64 %44, i1 false)
  %45 = load i64, ptr %5, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.Str, ptr %46, i32 0, i32 0
  %48 = load i64, ptr %47, align 8
  %49 = add i64 %48, %45
  store i64 %49, ptr %47, align 8
  %50 = load ptr, ptr %3, align 8
  ret ptr %50
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pk_make(i16 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i16 %0, ptr %4, align 2
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = mul i64 %10, 4
  %12 = add i64 4, %11
  %13 = call noalias ptr @malloc(i64 noundef %12) #8
  store ptr %13, ptr %7, align 8
  %14 = load i16, ptr %4, align 2
  %15 = load ptr, ptr %7, align 8
  %16 = getelementptr inbounds %struct.Packet, ptr %15, i32 0, i32 0
  store i16 %14, ptr %16, align 4
  %17 = load i32, ptr %5, align 4
  %18 = trunc i32 %17 to i16
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.Packet, ptr %19, i32 0, i32 1
  store i16 %18, ptr %20, align 2
  store i32 0, ptr %8, align 4
  br label %21

21:                                               ; preds = %39, %3
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %5, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %42

25:                                               ; preds = %21
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %27, 1
  %29 = mul nsw i32 %26, %28
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %8, align 4
  %32 = mul nsw i32 %30, %31
  %33 = sub nsw i32 %29, %32
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %struct.Packet, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [0 x i32], ptr %35, i64 0, i64 %37
  store i32 %33, ptr %38, align 4
  br label %39

39:                                               ; preds = %25
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %21, !llvm.loop !11

42:                                               ; preds = %21
  %43 = load ptr, ptr %7, align 8
  ret ptr %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pk_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Packet, ptr %5, i32 0, i32 0
  %7 = load i16, ptr %6, align 4
  %8 = zext i16 %7 to i64
  store i64 %8, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %26, %1
  %10 = load i32, ptr %4, align 4
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.Packet, ptr %11, i32 0, i32 1
  %13 = load i16, ptr %12, align 2
  %14 = zext i16 %13 to i32
  %15 = icmp slt i32 %10, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %9
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.Packet, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [0 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = sext i32 %22 to i64
  %24 = load i64, ptr %3, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %16
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %9, !llvm.loop !12

29:                                               ; preds = %9
  %30 = load i64, ptr %3, align 8
  ret i64 %30
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(1) }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
