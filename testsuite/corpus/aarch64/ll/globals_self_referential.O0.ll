; ModuleID = 'programs/globals_self_referential.c'
source_filename = "programs/globals_self_referential.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dnode = type { i32, ptr, ptr }
%struct.state = type { ptr, ptr, ptr }
%struct.self = type { ptr, ptr }
%struct.tnode = type { i8, ptr, ptr }

@ring = dso_local global [5 x %struct.dnode] [%struct.dnode { i32 10, ptr getelementptr (i8, ptr @ring, i64 24), ptr getelementptr (i8, ptr @ring, i64 96) }, %struct.dnode { i32 20, ptr getelementptr (i8, ptr @ring, i64 48), ptr @ring }, %struct.dnode { i32 30, ptr getelementptr (i8, ptr @ring, i64 72), ptr getelementptr (i8, ptr @ring, i64 24) }, %struct.dnode { i32 40, ptr getelementptr (i8, ptr @ring, i64 96), ptr getelementptr (i8, ptr @ring, i64 48) }, %struct.dnode { i32 50, ptr @ring, ptr getelementptr (i8, ptr @ring, i64 72) }], align 8
@.str = private unnamed_addr constant [6 x i8] c"even0\00", align 1
@states = dso_local constant [3 x %struct.state] [%struct.state { ptr @.str, ptr @states, ptr getelementptr (i8, ptr @states, i64 24) }, %struct.state { ptr @.str.1, ptr getelementptr (i8, ptr @states, i64 48), ptr @states }, %struct.state { ptr @.str.2, ptr getelementptr (i8, ptr @states, i64 24), ptr getelementptr (i8, ptr @states, i64 48) }], align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"odd1\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"\0A%s %s %d\0A\00", align 1
@s = internal global %struct.self { ptr @.str.10, ptr @s }, align 8
@root = internal global %struct.tnode { i8 100, ptr @t_b, ptr @t_f }, align 8
@.str.6 = private unnamed_addr constant [12 x i8] c"inorder %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"110110111001\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"%s mod 3 -> %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"after unlink sum=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"self\00", align 1
@t_b = internal global %struct.tnode { i8 98, ptr @t_a, ptr @t_c }, align 8
@t_f = internal global %struct.tnode { i8 102, ptr @t_e, ptr @t_g }, align 8
@t_a = internal global %struct.tnode { i8 97, ptr null, ptr null }, align 8
@t_c = internal global %struct.tnode { i8 99, ptr null, ptr null }, align 8
@t_e = internal global %struct.tnode { i8 101, ptr null, ptr null }, align 8
@t_g = internal global %struct.tnode { i8 103, ptr null, ptr null }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [8 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @ring, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %23, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 7
  br i1 %14, label %15, label %26

15:                                               ; preds = %12
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.dnode, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %18)
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.dnode, ptr %20, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr %2, align 8
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %12, !llvm.loop !6

26:                                               ; preds = %12
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %39, %26
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 7
  br i1 %30, label %31, label %42

31:                                               ; preds = %28
  %32 = load ptr, ptr %2, align 8
  %33 = getelementptr inbounds %struct.dnode, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 8
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %34)
  %36 = load ptr, ptr %2, align 8
  %37 = getelementptr inbounds %struct.dnode, ptr %36, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  store ptr %38, ptr %2, align 8
  br label %39

39:                                               ; preds = %31
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %4, align 4
  br label %28, !llvm.loop !8

42:                                               ; preds = %28
  %43 = load ptr, ptr @s, align 8
  %44 = load ptr, ptr getelementptr inbounds (%struct.self, ptr @s, i32 0, i32 1), align 8
  %45 = getelementptr inbounds %struct.self, ptr %44, i32 0, i32 1
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds %struct.self, ptr %46, i32 0, i32 0
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr getelementptr inbounds (%struct.self, ptr @s, i32 0, i32 1), align 8
  %50 = icmp eq ptr %49, @s
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %43, ptr noundef %48, i32 noundef %51)
  call void @llvm.memset.p0.i64(ptr align 1 %5, i8 0, i64 8, i1 false)
  store i32 0, ptr %6, align 4
  %53 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  call void @inorder(ptr noundef @root, ptr noundef %53, ptr noundef %6)
  %54 = getelementptr inbounds [8 x i8], ptr %5, i64 0, i64 0
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %54)
  store ptr @.str.7, ptr %7, align 8
  store ptr @states, ptr %8, align 8
  %56 = load ptr, ptr %7, align 8
  store ptr %56, ptr %9, align 8
  br label %57

57:                                               ; preds = %76, %42
  %58 = load ptr, ptr %9, align 8
  %59 = load i8, ptr %58, align 1
  %60 = icmp ne i8 %59, 0
  br i1 %60, label %61, label %79

61:                                               ; preds = %57
  %62 = load ptr, ptr %9, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = icmp eq i32 %64, 49
  br i1 %65, label %66, label %70

66:                                               ; preds = %61
  %67 = load ptr, ptr %8, align 8
  %68 = getelementptr inbounds %struct.state, ptr %67, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  br label %74

70:                                               ; preds = %61
  %71 = load ptr, ptr %8, align 8
  %72 = getelementptr inbounds %struct.state, ptr %71, i32 0, i32 1
  %73 = load ptr, ptr %72, align 8
  br label %74

74:                                               ; preds = %70, %66
  %75 = phi ptr [ %69, %66 ], [ %73, %70 ]
  store ptr %75, ptr %8, align 8
  br label %76

76:                                               ; preds = %74
  %77 = load ptr, ptr %9, align 8
  %78 = getelementptr inbounds i8, ptr %77, i32 1
  store ptr %78, ptr %9, align 8
  br label %57, !llvm.loop !9

79:                                               ; preds = %57
  %80 = load ptr, ptr %7, align 8
  %81 = load ptr, ptr %8, align 8
  %82 = getelementptr inbounds %struct.state, ptr %81, i32 0, i32 0
  %83 = load ptr, ptr %82, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %80, ptr noundef %83)
  store ptr getelementptr inbounds ([5 x %struct.dnode], ptr @ring, i64 0, i64 4), ptr getelementptr inbounds (%struct.dnode, ptr getelementptr inbounds ([5 x %struct.dnode], ptr @ring, i64 0, i64 2), i32 0, i32 1), align 8
  store ptr getelementptr inbounds ([5 x %struct.dnode], ptr @ring, i64 0, i64 2), ptr getelementptr inbounds (%struct.dnode, ptr getelementptr inbounds ([5 x %struct.dnode], ptr @ring, i64 0, i64 4), i32 0, i32 2), align 8
  store i32 0, ptr %10, align 4
  store ptr @ring, ptr %2, align 8
  store i32 0, ptr %11, align 4
  br label %85

85:                                               ; preds = %97, %79
  %86 = load i32, ptr %11, align 4
  %87 = icmp slt i32 %86, 4
  br i1 %87, label %88, label %100

88:                                               ; preds = %85
  %89 = load ptr, ptr %2, align 8
  %90 = getelementptr inbounds %struct.dnode, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 8
  %92 = load i32, ptr %10, align 4
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr %10, align 4
  %94 = load ptr, ptr %2, align 8
  %95 = getelementptr inbounds %struct.dnode, ptr %94, i32 0, i32 1
  %96 = load ptr, ptr %95, align 8
  store ptr %96, ptr %2, align 8
  br label %97

97:                                               ; preds = %88
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %11, align 4
  br label %85, !llvm.loop !10

100:                                              ; preds = %85
  %101 = load i32, ptr %10, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %101)
  %103 = load i32, ptr %10, align 4
  %104 = and i32 %103, 127
  ret i32 %104
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inorder(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ne ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  br label %30

10:                                               ; preds = %3
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.tnode, ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = load ptr, ptr %5, align 8
  %15 = load ptr, ptr %6, align 8
  call void @inorder(ptr noundef %13, ptr noundef %14, ptr noundef %15)
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.tnode, ptr %16, i32 0, i32 0
  %18 = load i8, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load ptr, ptr %6, align 8
  %21 = load i32, ptr %20, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %20, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i8, ptr %19, i64 %23
  store i8 %18, ptr %24, align 1
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.tnode, ptr %25, i32 0, i32 2
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  call void @inorder(ptr noundef %27, ptr noundef %28, ptr noundef %29)
  br label %30

30:                                               ; preds = %10, %9
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
