; ModuleID = 'patchable.c'
source_filename = "patchable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.fn = type { ptr, ptr, i32 }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@__const.main.fns = private unnamed_addr constant [7 x %struct.fn] [%struct.fn { ptr @.str, ptr @add, i32 3 }, %struct.fn { ptr @.str.1, ptr @mul, i32 3 }, %struct.fn { ptr @.str.2, ptr @sub, i32 0 }, %struct.fn { ptr @.str.3, ptr @neg, i32 20 }, %struct.fn { ptr @.str.4, ptr @twice, i32 3 }, %struct.fn { ptr @.str.5, ptr @plain, i32 3 }, %struct.fn { ptr @.str.6, ptr @main, i32 3 }], align 8
@.str.7 = private unnamed_addr constant [24 x i8] c"results %d %d %d %d %d\0A\00", align 1
@__stop___patchable_function_entries = external global [0 x ptr], align 8
@__start___patchable_function_entries = external global [0 x ptr], align 8
@.str.8 = private unnamed_addr constant [12 x i8] c"entries %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"%s: no entry\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"%s: prefix %d, nops\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mul(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @neg(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @plain(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @twice(i32 noundef %3) #7
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #4 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x %struct.fn], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.fns, i64 168, i1 false)
  %11 = call i32 @add(i32 noundef 2, i32 noundef 3) #7
  %12 = call i32 @mul(i32 noundef 2, i32 noundef 3) #7
  %13 = call i32 @sub(i32 noundef 2, i32 noundef 3) #7
  %14 = call i32 @neg(i32 noundef 4) #7
  %15 = call i32 @plain(i32 noundef 5) #7
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15) #7
  %17 = sdiv exact i64 sub (i64 ptrtoint (ptr @__stop___patchable_function_entries to i64), i64 ptrtoint (ptr @__start___patchable_function_entries to i64)), 8
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %19) #7
  store i32 0, ptr %4, align 4
  br label %21

21:                                               ; preds = %99, %0
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = icmp ult i64 %23, 7
  br i1 %24, label %25, label %102

25:                                               ; preds = %21
  %26 = load i32, ptr %4, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [7 x %struct.fn], ptr %2, i64 0, i64 %27
  store ptr %28, ptr %5, align 8
  store ptr null, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %53, %25
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %3, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %56

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %8, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.fn, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %39, align 8
  %41 = load ptr, ptr %8, align 8
  %42 = ptrtoint ptr %40 to i64
  %43 = ptrtoint ptr %41 to i64
  %44 = sub i64 %42, %43
  store i64 %44, ptr %9, align 8
  %45 = load i64, ptr %9, align 8
  %46 = icmp sge i64 %45, -4
  br i1 %46, label %47, label %52

47:                                               ; preds = %33
  %48 = load i64, ptr %9, align 8
  %49 = icmp slt i64 %48, 16
  br i1 %49, label %50, label %52

50:                                               ; preds = %47
  %51 = load ptr, ptr %8, align 8
  store ptr %51, ptr %6, align 8
  br label %52

52:                                               ; preds = %50, %47, %33
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %7, align 4
  br label %29, !llvm.loop !9

56:                                               ; preds = %29
  %57 = load ptr, ptr %6, align 8
  %58 = icmp ne ptr %57, null
  br i1 %58, label %64, label %59

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8
  %61 = getelementptr inbounds %struct.fn, ptr %60, i32 0, i32 0
  %62 = load ptr, ptr %61, align 8
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %62) #7
  br label %99

64:                                               ; preds = %56
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.fn, ptr %65, i32 0, i32 0
  %67 = load ptr, ptr %66, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds %struct.fn, ptr %68, i32 0, i32 1
  %70 = load ptr, ptr %69, align 8
  %71 = load ptr, ptr %6, align 8
  %72 = ptrtoint ptr %70 to i64
  %73 = ptrtoint ptr %71 to i64
  %74 = sub i64 %72, %73
  %75 = trunc i64 %74 to i32
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %67, i32 noundef %75) #7
  %77 = load ptr, ptr %6, align 8
  store ptr %77, ptr %10, align 8
  br label %78

78:                                               ; preds = %94, %64
  %79 = load ptr, ptr %10, align 8
  %80 = load ptr, ptr %5, align 8
  %81 = getelementptr inbounds %struct.fn, ptr %80, i32 0, i32 1
  %82 = load ptr, ptr %81, align 8
  %83 = load ptr, ptr %5, align 8
  %84 = getelementptr inbounds %struct.fn, ptr %83, i32 0, i32 2
  %85 = load i32, ptr %84, align 8
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i8, ptr %82, i64 %86
  %88 = icmp ult ptr %79, %87
  br i1 %88, label %89, label %97

89:                                               ; preds = %78
  %90 = load ptr, ptr %10, align 8
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %92) #7
  br label %94

94:                                               ; preds = %89
  %95 = load ptr, ptr %10, align 8
  %96 = getelementptr inbounds i8, ptr %95, i32 1
  store ptr %96, ptr %10, align 8
  br label %78, !llvm.loop !11

97:                                               ; preds = %78
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.12) #7
  br label %99

99:                                               ; preds = %97, %59
  %100 = load i32, ptr %4, align 4
  %101 = add i32 %100, 1
  store i32 %101, ptr %4, align 4
  br label %21, !llvm.loop !12

102:                                              ; preds = %21
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="2" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="20" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline nounwind optnone uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
