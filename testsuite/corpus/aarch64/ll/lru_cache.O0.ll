; ModuleID = 'programs/lru_cache.c'
source_filename = "programs/lru_cache.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.LRU = type { ptr, i32, i32, i32, %struct.E, i64, i64, i64 }
%struct.E = type { i32, i32, ptr, ptr, ptr }
%struct.Naive = type { [256 x i32], [256 x i64], i32, i32, i64, i64 }

@__const.main.caps = private unnamed_addr constant [3 x i32] [i32 8, i32 32, i32 128], align 4
@.str = private unnamed_addr constant [71 x i8] c"cap=%d hits=%ld misses=%ld evictions=%ld naive_hits=%ld mismatches=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"  mru:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.LRU, align 8
  %6 = alloca %struct.Naive, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.caps, i64 12, i1 false)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %133, %0
  %17 = load i32, ptr %4, align 4
  %18 = icmp slt i32 %17, 3
  br i1 %18, label %19, label %136

19:                                               ; preds = %16
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  call void @lru_init(ptr noundef %5, i32 noundef %23)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 3096, i1 false)
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds %struct.Naive, ptr %6, i32 0, i32 3
  store i32 %27, ptr %28, align 4
  store i32 1, ptr %3, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %29

29:                                               ; preds = %73, %19
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %30, 20000
  br i1 %31, label %32, label %76

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 1664525
  %35 = add i32 %34, 1013904223
  store i32 %35, ptr %3, align 4
  %36 = load i32, ptr %3, align 4
  %37 = lshr i32 %36, 8
  %38 = urem i32 %37, 1000
  store i32 %38, ptr %9, align 4
  %39 = load i32, ptr %3, align 4
  %40 = and i32 %39, -2147483648
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %32
  %43 = load i32, ptr %9, align 4
  %44 = srem i32 %43, 50
  store i32 %44, ptr %9, align 4
  br label %45

45:                                               ; preds = %42, %32
  %46 = load i32, ptr %9, align 4
  %47 = call i32 @lru_get(ptr noundef %5, i32 noundef %46, ptr noundef %10)
  store i32 %47, ptr %11, align 4
  %48 = load i32, ptr %11, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %9, align 4
  %53 = mul nsw i32 %52, 3
  call void @lru_put(ptr noundef %5, i32 noundef %51, i32 noundef %53)
  br label %63

54:                                               ; preds = %45
  %55 = load i32, ptr %10, align 4
  %56 = load i32, ptr %9, align 4
  %57 = mul nsw i32 %56, 3
  %58 = icmp ne i32 %55, %57
  br i1 %58, label %59, label %62

59:                                               ; preds = %54
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %62

62:                                               ; preds = %59, %54
  br label %63

63:                                               ; preds = %62, %50
  %64 = load i32, ptr %9, align 4
  %65 = call i32 @naive_access(ptr noundef %6, i32 noundef %64)
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %11, align 4
  %67 = load i32, ptr %12, align 4
  %68 = icmp ne i32 %66, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %63
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %72

72:                                               ; preds = %69, %63
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %8, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %8, align 4
  br label %29, !llvm.loop !6

76:                                               ; preds = %29
  %77 = load i32, ptr %4, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 5
  %82 = load i64, ptr %81, align 8
  %83 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 6
  %84 = load i64, ptr %83, align 8
  %85 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 7
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds %struct.Naive, ptr %6, i32 0, i32 5
  %88 = load i64, ptr %87, align 8
  %89 = load i32, ptr %7, align 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80, i64 noundef %82, i64 noundef %84, i64 noundef %86, i64 noundef %88, i32 noundef %89)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %92 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 4
  %93 = getelementptr inbounds %struct.E, ptr %92, i32 0, i32 3
  %94 = load ptr, ptr %93, align 8
  store ptr %94, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %95

95:                                               ; preds = %109, %76
  %96 = load i32, ptr %14, align 4
  %97 = icmp slt i32 %96, 5
  br i1 %97, label %98, label %102

98:                                               ; preds = %95
  %99 = load ptr, ptr %13, align 8
  %100 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 4
  %101 = icmp ne ptr %99, %100
  br label %102

102:                                              ; preds = %98, %95
  %103 = phi i1 [ false, %95 ], [ %101, %98 ]
  br i1 %103, label %104, label %115

104:                                              ; preds = %102
  %105 = load ptr, ptr %13, align 8
  %106 = getelementptr inbounds %struct.E, ptr %105, i32 0, i32 0
  %107 = load i32, ptr %106, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %107)
  br label %109

109:                                              ; preds = %104
  %110 = load i32, ptr %14, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %14, align 4
  %112 = load ptr, ptr %13, align 8
  %113 = getelementptr inbounds %struct.E, ptr %112, i32 0, i32 3
  %114 = load ptr, ptr %113, align 8
  store ptr %114, ptr %13, align 8
  br label %95, !llvm.loop !8

115:                                              ; preds = %102
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %117 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 4
  %118 = getelementptr inbounds %struct.E, ptr %117, i32 0, i32 3
  %119 = load ptr, ptr %118, align 8
  store ptr %119, ptr %13, align 8
  br label %120

120:                                              ; preds = %124, %115
  %121 = load ptr, ptr %13, align 8
  %122 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 4
  %123 = icmp ne ptr %121, %122
  br i1 %123, label %124, label %130

124:                                              ; preds = %120
  %125 = load ptr, ptr %13, align 8
  %126 = getelementptr inbounds %struct.E, ptr %125, i32 0, i32 3
  %127 = load ptr, ptr %126, align 8
  store ptr %127, ptr %15, align 8
  %128 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %128) #7
  %129 = load ptr, ptr %15, align 8
  store ptr %129, ptr %13, align 8
  br label %120, !llvm.loop !9

130:                                              ; preds = %120
  %131 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 0
  %132 = load ptr, ptr %131, align 8
  call void @free(ptr noundef %132) #7
  br label %133

133:                                              ; preds = %130
  %134 = load i32, ptr %4, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %4, align 4
  br label %16, !llvm.loop !10

136:                                              ; preds = %16
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lru_init(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 %5, 2
  %7 = add nsw i32 %6, 1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.LRU, ptr %8, i32 0, i32 1
  store i32 %7, ptr %9, align 8
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.LRU, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 8
  %13 = sext i32 %12 to i64
  %14 = call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.LRU, ptr %15, i32 0, i32 0
  store ptr %14, ptr %16, align 8
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.LRU, ptr %18, i32 0, i32 2
  store i32 %17, ptr %19, align 4
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.LRU, ptr %20, i32 0, i32 3
  store i32 0, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.LRU, ptr %22, i32 0, i32 4
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.LRU, ptr %24, i32 0, i32 4
  %26 = getelementptr inbounds %struct.E, ptr %25, i32 0, i32 3
  store ptr %23, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.LRU, ptr %27, i32 0, i32 4
  %29 = getelementptr inbounds %struct.E, ptr %28, i32 0, i32 2
  store ptr %23, ptr %29, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.LRU, ptr %30, i32 0, i32 7
  store i64 0, ptr %31, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.LRU, ptr %32, i32 0, i32 6
  store i64 0, ptr %33, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.LRU, ptr %34, i32 0, i32 5
  store i64 0, ptr %35, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lru_get(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = call ptr @find(ptr noundef %9, i32 noundef %10)
  store ptr %11, ptr %8, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.LRU, ptr %15, i32 0, i32 6
  %17 = load i64, ptr %16, align 8
  %18 = add nsw i64 %17, 1
  store i64 %18, ptr %16, align 8
  store i32 0, ptr %4, align 4
  br label %31

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.LRU, ptr %20, i32 0, i32 5
  %22 = load i64, ptr %21, align 8
  %23 = add nsw i64 %22, 1
  store i64 %23, ptr %21, align 8
  %24 = load ptr, ptr %8, align 8
  call void @unlink_(ptr noundef %24)
  %25 = load ptr, ptr %5, align 8
  %26 = load ptr, ptr %8, align 8
  call void @push_front(ptr noundef %25, ptr noundef %26)
  %27 = load ptr, ptr %8, align 8
  %28 = getelementptr inbounds %struct.E, ptr %27, i32 0, i32 1
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %7, align 8
  store i32 %29, ptr %30, align 4
  store i32 1, ptr %4, align 4
  br label %31

31:                                               ; preds = %19, %14
  %32 = load i32, ptr %4, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lru_put(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = call ptr @find(ptr noundef %10, i32 noundef %11)
  store ptr %12, ptr %7, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %22

15:                                               ; preds = %3
  %16 = load i32, ptr %6, align 4
  %17 = load ptr, ptr %7, align 8
  %18 = getelementptr inbounds %struct.E, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 4
  %19 = load ptr, ptr %7, align 8
  call void @unlink_(ptr noundef %19)
  %20 = load ptr, ptr %4, align 8
  %21 = load ptr, ptr %7, align 8
  call void @push_front(ptr noundef %20, ptr noundef %21)
  br label %80

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.LRU, ptr %23, i32 0, i32 3
  %25 = load i32, ptr %24, align 8
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.LRU, ptr %26, i32 0, i32 2
  %28 = load i32, ptr %27, align 4
  %29 = icmp eq i32 %25, %28
  br i1 %29, label %30, label %47

30:                                               ; preds = %22
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.LRU, ptr %31, i32 0, i32 4
  %33 = getelementptr inbounds %struct.E, ptr %32, i32 0, i32 2
  %34 = load ptr, ptr %33, align 8
  store ptr %34, ptr %8, align 8
  %35 = load ptr, ptr %8, align 8
  call void @unlink_(ptr noundef %35)
  %36 = load ptr, ptr %4, align 8
  %37 = load ptr, ptr %8, align 8
  call void @hremove(ptr noundef %36, ptr noundef %37)
  %38 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %38) #7
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.LRU, ptr %39, i32 0, i32 3
  %41 = load i32, ptr %40, align 8
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %40, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.LRU, ptr %43, i32 0, i32 7
  %45 = load i64, ptr %44, align 8
  %46 = add nsw i64 %45, 1
  store i64 %46, ptr %44, align 8
  br label %47

47:                                               ; preds = %30, %22
  %48 = call noalias ptr @malloc(i64 noundef 32) #9
  store ptr %48, ptr %7, align 8
  %49 = load i32, ptr %5, align 4
  %50 = load ptr, ptr %7, align 8
  %51 = getelementptr inbounds %struct.E, ptr %50, i32 0, i32 0
  store i32 %49, ptr %51, align 8
  %52 = load i32, ptr %6, align 4
  %53 = load ptr, ptr %7, align 8
  %54 = getelementptr inbounds %struct.E, ptr %53, i32 0, i32 1
  store i32 %52, ptr %54, align 4
  %55 = load ptr, ptr %4, align 8
  %56 = load i32, ptr %5, align 4
  %57 = call i32 @hb(ptr noundef %55, i32 noundef %56)
  store i32 %57, ptr %9, align 4
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.LRU, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %59, align 8
  %61 = load i32, ptr %9, align 4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds ptr, ptr %60, i64 %62
  %64 = load ptr, ptr %63, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds %struct.E, ptr %65, i32 0, i32 4
  store ptr %64, ptr %66, align 8
  %67 = load ptr, ptr %7, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.LRU, ptr %68, i32 0, i32 0
  %70 = load ptr, ptr %69, align 8
  %71 = load i32, ptr %9, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds ptr, ptr %70, i64 %72
  store ptr %67, ptr %73, align 8
  %74 = load ptr, ptr %4, align 8
  %75 = load ptr, ptr %7, align 8
  call void @push_front(ptr noundef %74, ptr noundef %75)
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds %struct.LRU, ptr %76, i32 0, i32 3
  %78 = load i32, ptr %77, align 8
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %47, %15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive_access(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.Naive, ptr %9, i32 0, i32 4
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %10, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %42, %2
  %14 = load i32, ptr %6, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.Naive, ptr %15, i32 0, i32 2
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %14, %17
  br i1 %18, label %19, label %45

19:                                               ; preds = %13
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.Naive, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [256 x i32], ptr %21, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %5, align 4
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %41

28:                                               ; preds = %19
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.Naive, ptr %29, i32 0, i32 4
  %31 = load i64, ptr %30, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.Naive, ptr %32, i32 0, i32 1
  %34 = load i32, ptr %6, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [256 x i64], ptr %33, i64 0, i64 %35
  store i64 %31, ptr %36, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.Naive, ptr %37, i32 0, i32 5
  %39 = load i64, ptr %38, align 8
  %40 = add nsw i64 %39, 1
  store i64 %40, ptr %38, align 8
  store i32 1, ptr %3, align 4
  br label %115

41:                                               ; preds = %19
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %13, !llvm.loop !11

45:                                               ; preds = %13
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.Naive, ptr %46, i32 0, i32 2
  %48 = load i32, ptr %47, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.Naive, ptr %49, i32 0, i32 3
  %51 = load i32, ptr %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %73

53:                                               ; preds = %45
  %54 = load i32, ptr %5, align 4
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds %struct.Naive, ptr %55, i32 0, i32 0
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.Naive, ptr %57, i32 0, i32 2
  %59 = load i32, ptr %58, align 8
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [256 x i32], ptr %56, i64 0, i64 %60
  store i32 %54, ptr %61, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds %struct.Naive, ptr %62, i32 0, i32 4
  %64 = load i64, ptr %63, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.Naive, ptr %65, i32 0, i32 1
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.Naive, ptr %67, i32 0, i32 2
  %69 = load i32, ptr %68, align 8
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %68, align 8
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds [256 x i64], ptr %66, i64 0, i64 %71
  store i64 %64, ptr %72, align 8
  store i32 0, ptr %3, align 4
  br label %115

73:                                               ; preds = %45
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %74

74:                                               ; preds = %97, %73
  %75 = load i32, ptr %8, align 4
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds %struct.Naive, ptr %76, i32 0, i32 2
  %78 = load i32, ptr %77, align 8
  %79 = icmp slt i32 %75, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %74
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.Naive, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %8, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [256 x i64], ptr %82, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = load ptr, ptr %4, align 8
  %88 = getelementptr inbounds %struct.Naive, ptr %87, i32 0, i32 1
  %89 = load i32, ptr %7, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [256 x i64], ptr %88, i64 0, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = icmp slt i64 %86, %92
  br i1 %93, label %94, label %96

94:                                               ; preds = %80
  %95 = load i32, ptr %8, align 4
  store i32 %95, ptr %7, align 4
  br label %96

96:                                               ; preds = %94, %80
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %8, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %8, align 4
  br label %74, !llvm.loop !12

100:                                              ; preds = %74
  %101 = load i32, ptr %5, align 4
  %102 = load ptr, ptr %4, align 8
  %103 = getelementptr inbounds %struct.Naive, ptr %102, i32 0, i32 0
  %104 = load i32, ptr %7, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [256 x i32], ptr %103, i64 0, i64 %105
  store i32 %101, ptr %106, align 4
  %107 = load ptr, ptr %4, align 8
  %108 = getelementptr inbounds %struct.Naive, ptr %107, i32 0, i32 4
  %109 = load i64, ptr %108, align 8
  %110 = load ptr, ptr %4, align 8
  %111 = getelementptr inbounds %struct.Naive, ptr %110, i32 0, i32 1
  %112 = load i32, ptr %7, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [256 x i64], ptr %111, i64 0, i64 %113
  store i64 %109, ptr %114, align 8
  store i32 0, ptr %3, align 4
  br label %115

115:                                              ; preds = %100, %53, %28
  %116 = load i32, ptr %3, align 4
  ret i32 %116
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.LRU, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = load i32, ptr %5, align 4
  %12 = call i32 @hb(ptr noundef %10, i32 noundef %11)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds ptr, ptr %9, i64 %13
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %6, align 8
  br label %16

16:                                               ; preds = %28, %2
  %17 = load ptr, ptr %6, align 8
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %32

19:                                               ; preds = %16
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 8
  %23 = load i32, ptr %5, align 4
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  %26 = load ptr, ptr %6, align 8
  store ptr %26, ptr %3, align 8
  br label %33

27:                                               ; preds = %19
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %6, align 8
  %30 = getelementptr inbounds %struct.E, ptr %29, i32 0, i32 4
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %6, align 8
  br label %16, !llvm.loop !13

32:                                               ; preds = %16
  store ptr null, ptr %3, align 8
  br label %33

33:                                               ; preds = %32, %25
  %34 = load ptr, ptr %3, align 8
  ret ptr %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlink_(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 3
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 2
  %8 = load ptr, ptr %7, align 8
  %9 = getelementptr inbounds %struct.E, ptr %8, i32 0, i32 3
  store ptr %5, ptr %9, align 8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.E, ptr %10, i32 0, i32 2
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.E, ptr %13, i32 0, i32 3
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds %struct.E, ptr %15, i32 0, i32 2
  store ptr %12, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push_front(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.LRU, ptr %5, i32 0, i32 4
  %7 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.E, ptr %9, i32 0, i32 3
  store ptr %8, ptr %10, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.LRU, ptr %11, i32 0, i32 4
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.E, ptr %13, i32 0, i32 2
  store ptr %12, ptr %14, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.LRU, ptr %16, i32 0, i32 4
  %18 = getelementptr inbounds %struct.E, ptr %17, i32 0, i32 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds %struct.E, ptr %19, i32 0, i32 2
  store ptr %15, ptr %20, align 8
  %21 = load ptr, ptr %4, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.LRU, ptr %22, i32 0, i32 4
  %24 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 3
  store ptr %21, ptr %24, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hb(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = mul i32 %5, -1640531535
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.LRU, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  %10 = urem i32 %6, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hremove(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.LRU, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.E, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  %13 = call i32 @hb(ptr noundef %9, i32 noundef %12)
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds ptr, ptr %8, i64 %14
  store ptr %15, ptr %5, align 8
  br label %16

16:                                               ; preds = %21, %2
  %17 = load ptr, ptr %5, align 8
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %4, align 8
  %20 = icmp ne ptr %18, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %16
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 4
  store ptr %24, ptr %5, align 8
  br label %16, !llvm.loop !14

25:                                               ; preds = %16
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 4
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %5, align 8
  store ptr %28, ptr %29, align 8
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
