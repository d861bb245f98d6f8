; ModuleID = 'programs/goto_loops.c'
source_filename = "programs/goto_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 11, i32 7, i32 2, i32 15, i32 4], align 4
@.str = private unnamed_addr constant [21 x i8] c"pair %d+%d at %d,%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"no pair for 100\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"goto loop sum=%d\0A\00", align 1
@__const.main.sum_prog = private unnamed_addr constant [7 x i8] c"\00\00\002\03\07\06", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"vm1=%ld\0A\00", align 1
@__const.main.count_prog = private unnamed_addr constant [10 x i8] c"\00\05\05\03\04\02\00*\01\06", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"vm2=%ld\0A\00", align 1
@__const.main.arith_prog = private unnamed_addr constant [11 x i8] c"\00\06\00\07\02\03\01\00\02\02\06", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"vm3=%ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"do-while w=%d iter=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"brk=%d\0A\00", align 1
@computed_goto_vm.table = internal global [8 x ptr] [ptr blockaddress(@computed_goto_vm, %15), ptr blockaddress(@computed_goto_vm, %30), ptr blockaddress(@computed_goto_vm, %49), ptr blockaddress(@computed_goto_vm, %68), ptr blockaddress(@computed_goto_vm, %85), ptr blockaddress(@computed_goto_vm, %108), ptr blockaddress(@computed_goto_vm, %147), ptr blockaddress(@computed_goto_vm, %121)], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [7 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [11 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 28, i1 false)
  %16 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0
  %17 = call i32 @find_pair(ptr noundef %16, i32 noundef 7, i32 noundef 19, ptr noundef %3, ptr noundef %4)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %0
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %3, align 4
  %29 = load i32, ptr %4, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %27, i32 noundef %28, i32 noundef %29)
  br label %31

31:                                               ; preds = %19, %0
  %32 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0
  %33 = call i32 @find_pair(ptr noundef %32, i32 noundef 7, i32 noundef 100, ptr noundef %3, ptr noundef %4)
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %37, label %35

35:                                               ; preds = %31
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  br label %37

37:                                               ; preds = %35, %31
  store i32 0, ptr %5, align 4
  br label %38

38:                                               ; preds = %46, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp slt i32 %39, 5
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %5, align 4
  %44 = call i32 @cleanup_chain(i32 noundef %43)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %42, i32 noundef %44)
  br label %46

46:                                               ; preds = %41
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %38, !llvm.loop !6

49:                                               ; preds = %38
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %50

50:                                               ; preds = %61, %60, %49
  %51 = load i32, ptr %6, align 4
  %52 = icmp sge i32 %51, 100
  br i1 %52, label %53, label %54

53:                                               ; preds = %50
  br label %65

54:                                               ; preds = %50
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  %57 = load i32, ptr %6, align 4
  %58 = srem i32 %57, 3
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %54
  br label %50

61:                                               ; preds = %54
  %62 = load i32, ptr %6, align 4
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr %7, align 4
  br label %50

65:                                               ; preds = %53
  %66 = load i32, ptr %7, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %66)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.sum_prog, i64 7, i1 false)
  %68 = getelementptr inbounds [7 x i8], ptr %8, i64 0, i64 0
  %69 = call i64 @computed_goto_vm(ptr noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %69)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.count_prog, i64 10, i1 false)
  %71 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0
  %72 = call i64 @computed_goto_vm(ptr noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %72)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.arith_prog, i64 11, i1 false)
  %74 = getelementptr inbounds [11 x i8], ptr %10, i64 0, i64 0
  %75 = call i64 @computed_goto_vm(ptr noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %75)
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %77

77:                                               ; preds = %92, %65
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %12, align 4
  %80 = load i32, ptr %12, align 4
  %81 = srem i32 %80, 2
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %84

83:                                               ; preds = %77
  br label %92

84:                                               ; preds = %77
  %85 = load i32, ptr %12, align 4
  %86 = load i32, ptr %11, align 4
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %11, align 4
  %88 = load i32, ptr %11, align 4
  %89 = icmp sgt i32 %88, 50
  br i1 %89, label %90, label %91

90:                                               ; preds = %84
  br label %95

91:                                               ; preds = %84
  br label %92

92:                                               ; preds = %91, %83
  %93 = load i32, ptr %12, align 4
  %94 = icmp slt i32 %93, 100
  br i1 %94, label %77, label %95, !llvm.loop !8

95:                                               ; preds = %92, %90
  %96 = load i32, ptr %11, align 4
  %97 = load i32, ptr %12, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %96, i32 noundef %97)
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %99

99:                                               ; preds = %120, %95
  store i32 0, ptr %15, align 4
  br label %100

100:                                              ; preds = %116, %99
  %101 = load i32, ptr %15, align 4
  %102 = load i32, ptr %14, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %119

104:                                              ; preds = %100
  %105 = load i32, ptr %14, align 4
  %106 = load i32, ptr %15, align 4
  %107 = mul nsw i32 %105, %106
  %108 = srem i32 %107, 17
  %109 = icmp eq i32 %108, 16
  br i1 %109, label %110, label %115

110:                                              ; preds = %104
  %111 = load i32, ptr %14, align 4
  %112 = mul nsw i32 %111, 100
  %113 = load i32, ptr %15, align 4
  %114 = add nsw i32 %112, %113
  store i32 %114, ptr %13, align 4
  br label %123

115:                                              ; preds = %104
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %15, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %15, align 4
  br label %100, !llvm.loop !9

119:                                              ; preds = %100
  br label %120

120:                                              ; preds = %119
  %121 = load i32, ptr %14, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %14, align 4
  br label %99

123:                                              ; preds = %110
  %124 = load i32, ptr %13, align 4
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %124)
  %126 = load i32, ptr %7, align 4
  %127 = srem i32 %126, 256
  ret i32 %127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_pair(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  %19 = load i32, ptr %12, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %13, align 4
  br label %21

21:                                               ; preds = %45, %18
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %30, %35
  %37 = load i32, ptr %9, align 4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %25
  %40 = load i32, ptr %12, align 4
  %41 = load ptr, ptr %10, align 8
  store i32 %40, ptr %41, align 4
  %42 = load i32, ptr %13, align 4
  %43 = load ptr, ptr %11, align 8
  store i32 %42, ptr %43, align 4
  br label %53

44:                                               ; preds = %25
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %13, align 4
  br label %21, !llvm.loop !10

48:                                               ; preds = %21
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %14, !llvm.loop !11

52:                                               ; preds = %14
  store i32 0, ptr %6, align 4
  br label %54

53:                                               ; preds = %39
  store i32 1, ptr %6, align 4
  br label %54

54:                                               ; preds = %53, %52
  %55 = load i32, ptr %6, align 4
  ret i32 %55
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cleanup_chain(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  store i32 -1, ptr %3, align 4
  store ptr null, ptr %4, align 8
  store ptr null, ptr %5, align 8
  store ptr null, ptr %6, align 8
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  br label %32

10:                                               ; preds = %1
  %11 = call noalias ptr @malloc(i64 noundef 16) #5
  store ptr %11, ptr %4, align 8
  %12 = load i32, ptr %2, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %15

14:                                               ; preds = %10
  br label %30

15:                                               ; preds = %10
  %16 = call noalias ptr @malloc(i64 noundef 32) #5
  store ptr %16, ptr %5, align 8
  %17 = load i32, ptr %2, align 4
  %18 = icmp eq i32 %17, 2
  br i1 %18, label %19, label %20

19:                                               ; preds = %15
  br label %28

20:                                               ; preds = %15
  %21 = call noalias ptr @malloc(i64 noundef 64) #5
  store ptr %21, ptr %6, align 8
  %22 = load i32, ptr %2, align 4
  %23 = icmp eq i32 %22, 3
  br i1 %23, label %24, label %25

24:                                               ; preds = %20
  br label %26

25:                                               ; preds = %20
  store i32 100, ptr %3, align 4
  br label %26

26:                                               ; preds = %25, %24
  %27 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %27) #6
  br label %28

28:                                               ; preds = %26, %19
  %29 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %29) #6
  br label %30

30:                                               ; preds = %28, %14
  %31 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %31) #6
  br label %32

32:                                               ; preds = %30, %9
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %2, align 4
  %35 = add nsw i32 %33, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @computed_goto_vm(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %5, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  br label %153

15:                                               ; preds = %153
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %5, align 8
  %18 = load i8, ptr %16, align 1
  %19 = zext i8 %18 to i64
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %22
  store i64 %19, ptr %23, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds i8, ptr %24, i32 1
  store ptr %25, ptr %5, align 8
  %26 = load i8, ptr %24, align 1
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %27
  %29 = load ptr, ptr %28, align 8
  br label %153

30:                                               ; preds = %153
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %4, align 4
  %33 = load i32, ptr %4, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sub nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8
  %42 = add nsw i64 %41, %36
  store i64 %42, ptr %40, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  store ptr %44, ptr %5, align 8
  %45 = load i8, ptr %43, align 1
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  br label %153

49:                                               ; preds = %153
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %4, align 4
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %53
  %55 = load i64, ptr %54, align 8
  %56 = load i32, ptr %4, align 4
  %57 = sub nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = mul nsw i64 %60, %55
  store i64 %61, ptr %59, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds i8, ptr %62, i32 1
  store ptr %63, ptr %5, align 8
  %64 = load i8, ptr %62, align 1
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  br label %153

68:                                               ; preds = %153
  %69 = load i32, ptr %4, align 4
  %70 = sub nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8
  %74 = load i32, ptr %4, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %75
  store i64 %73, ptr %76, align 8
  %77 = load i32, ptr %4, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %4, align 4
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds i8, ptr %79, i32 1
  store ptr %80, ptr %5, align 8
  %81 = load i8, ptr %79, align 1
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %82
  %84 = load ptr, ptr %83, align 8
  br label %153

85:                                               ; preds = %153
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds i8, ptr %86, i32 1
  store ptr %87, ptr %5, align 8
  %88 = load i8, ptr %86, align 1
  store i8 %88, ptr %6, align 1
  %89 = load i32, ptr %4, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %4, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %91
  %93 = load i64, ptr %92, align 8
  %94 = icmp ne i64 %93, 0
  br i1 %94, label %95, label %101

95:                                               ; preds = %85
  %96 = load ptr, ptr %2, align 8
  %97 = load i8, ptr %6, align 1
  %98 = zext i8 %97 to i32
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i8, ptr %96, i64 %99
  store ptr %100, ptr %5, align 8
  br label %101

101:                                              ; preds = %95, %85
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds i8, ptr %102, i32 1
  store ptr %103, ptr %5, align 8
  %104 = load i8, ptr %102, align 1
  %105 = zext i8 %104 to i64
  %106 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %105
  %107 = load ptr, ptr %106, align 8
  br label %153

108:                                              ; preds = %153
  %109 = load i32, ptr %4, align 4
  %110 = sub nsw i32 %109, 1
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %111
  %113 = load i64, ptr %112, align 8
  %114 = add nsw i64 %113, -1
  store i64 %114, ptr %112, align 8
  %115 = load ptr, ptr %5, align 8
  %116 = getelementptr inbounds i8, ptr %115, i32 1
  store ptr %116, ptr %5, align 8
  %117 = load i8, ptr %115, align 1
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8
  br label %153

121:                                              ; preds = %153
  %122 = load i32, ptr %4, align 4
  %123 = sub nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %124
  %126 = load i64, ptr %125, align 8
  store i64 %126, ptr %7, align 8
  %127 = load i32, ptr %4, align 4
  %128 = sub nsw i32 %127, 2
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %129
  %131 = load i64, ptr %130, align 8
  %132 = load i32, ptr %4, align 4
  %133 = sub nsw i32 %132, 1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %134
  store i64 %131, ptr %135, align 8
  %136 = load i64, ptr %7, align 8
  %137 = load i32, ptr %4, align 4
  %138 = sub nsw i32 %137, 2
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %139
  store i64 %136, ptr %140, align 8
  %141 = load ptr, ptr %5, align 8
  %142 = getelementptr inbounds i8, ptr %141, i32 1
  store ptr %142, ptr %5, align 8
  %143 = load i8, ptr %141, align 1
  %144 = zext i8 %143 to i64
  %145 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %144
  %146 = load ptr, ptr %145, align 8
  br label %153

147:                                              ; preds = %153
  %148 = load i32, ptr %4, align 4
  %149 = sub nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %150
  %152 = load i64, ptr %151, align 8
  ret i64 %152

153:                                              ; preds = %121, %108, %101, %68, %49, %30, %15, %1
  %154 = phi ptr [ %14, %1 ], [ %29, %15 ], [ %48, %30 ], [ %67, %49 ], [ %84, %68 ], [ %107, %101 ], [ %120, %108 ], [ %146, %121 ]
  indirectbr ptr %154, [label %15, label %30, label %49, label %68, label %85, label %108, label %147, label %121]
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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
