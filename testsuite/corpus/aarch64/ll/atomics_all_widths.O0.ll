; ModuleID = 'programs/atomics_all_widths.c'
source_filename = "programs/atomics_all_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"bool was=%d cas=%d expect=%d now=%d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@.str.1 = private unnamed_addr constant [35 x i8] c"ptr prev=%d ok=%d cur=%d diff=%td\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [104 x i8] c"%-6s old=%lld x1=%lld old2=%lld x2=%lld x3=%lld ex=%lld ok1=%d seen=%lld ok2=%d final=%lld lockfree=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"schar\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"uchar\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"short\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"ushort\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"uint\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"llong\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"ullong\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca [4 x i32], align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i8, align 1
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @test_schar()
  call void @test_uchar()
  call void @test_short()
  call void @test_ushort()
  call void @test_int()
  call void @test_uint()
  call void @test_llong()
  call void @test_ullong()
  store i8 0, ptr %2, align 1
  store i8 1, ptr %4, align 1
  %28 = load i8, ptr %4, align 1
  %29 = atomicrmw xchg ptr %2, i8 %28 seq_cst, align 1
  store i8 %29, ptr %5, align 1
  %30 = load i8, ptr %5, align 1
  %31 = trunc i8 %30 to i1
  %32 = zext i1 %31 to i8
  store i8 %32, ptr %3, align 1
  store i8 0, ptr %6, align 1
  store i8 0, ptr %8, align 1
  %33 = load i8, ptr %6, align 1
  %34 = load i8, ptr %8, align 1
  %35 = cmpxchg ptr %2, i8 %33, i8 %34 seq_cst seq_cst, align 1
  %36 = extractvalue { i8, i1 } %35, 0
  %37 = extractvalue { i8, i1 } %35, 1
  br i1 %37, label %39, label %38

38:                                               ; preds = %0
  store i8 %36, ptr %6, align 1
  br label %39

39:                                               ; preds = %38, %0
  %40 = zext i1 %37 to i8
  store i8 %40, ptr %9, align 1
  %41 = load i8, ptr %9, align 1
  %42 = trunc i8 %41 to i1
  %43 = zext i1 %42 to i32
  store i32 %43, ptr %7, align 4
  %44 = load i8, ptr %3, align 1
  %45 = trunc i8 %44 to i1
  %46 = zext i1 %45 to i32
  %47 = load i32, ptr %7, align 4
  %48 = load i8, ptr %6, align 1
  %49 = trunc i8 %48 to i1
  %50 = zext i1 %49 to i32
  %51 = load atomic i8, ptr %2 seq_cst, align 1
  store i8 %51, ptr %10, align 1
  %52 = load i8, ptr %10, align 1
  %53 = trunc i8 %52 to i1
  %54 = zext i1 %53 to i32
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i32 noundef %47, i32 noundef %50, i32 noundef %54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.arr, i64 16, i1 false)
  %56 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  store ptr %56, ptr %12, align 8
  %57 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %58 = getelementptr inbounds i32, ptr %57, i64 2
  store ptr %58, ptr %14, align 8
  %59 = load i64, ptr %14, align 8
  %60 = atomicrmw xchg ptr %12, i64 %59 seq_cst, align 8
  store i64 %60, ptr %15, align 8
  %61 = load ptr, ptr %15, align 8
  store ptr %61, ptr %13, align 8
  %62 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %63 = getelementptr inbounds i32, ptr %62, i64 2
  store ptr %63, ptr %16, align 8
  %64 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %65 = getelementptr inbounds i32, ptr %64, i64 3
  store ptr %65, ptr %18, align 8
  %66 = load i64, ptr %16, align 8
  %67 = load i64, ptr %18, align 8
  %68 = cmpxchg ptr %12, i64 %66, i64 %67 seq_cst seq_cst, align 8
  %69 = extractvalue { i64, i1 } %68, 0
  %70 = extractvalue { i64, i1 } %68, 1
  br i1 %70, label %72, label %71

71:                                               ; preds = %39
  store i64 %69, ptr %16, align 8
  br label %72

72:                                               ; preds = %71, %39
  %73 = zext i1 %70 to i8
  store i8 %73, ptr %19, align 1
  %74 = load i8, ptr %19, align 1
  %75 = trunc i8 %74 to i1
  %76 = zext i1 %75 to i32
  store i32 %76, ptr %17, align 4
  %77 = load atomic i64, ptr %12 seq_cst, align 8
  store i64 %77, ptr %21, align 8
  %78 = load ptr, ptr %21, align 8
  store ptr %78, ptr %20, align 8
  %79 = load ptr, ptr %13, align 8
  %80 = load i32, ptr %79, align 4
  %81 = load i32, ptr %17, align 4
  %82 = load ptr, ptr %20, align 8
  %83 = load i32, ptr %82, align 4
  %84 = load ptr, ptr %20, align 8
  %85 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0
  %86 = ptrtoint ptr %84 to i64
  %87 = ptrtoint ptr %85 to i64
  %88 = sub i64 %86, %87
  %89 = sdiv exact i64 %88, 4
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %80, i32 noundef %81, i32 noundef %83, i64 noundef %89)
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %91

91:                                               ; preds = %99, %72
  %92 = load i32, ptr %23, align 4
  %93 = icmp slt i32 %92, 1000
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = load i32, ptr %23, align 4
  store i32 %95, ptr %24, align 4
  %96 = load i32, ptr %24, align 4
  %97 = atomicrmw add ptr %22, i32 %96 monotonic, align 4
  store i32 %97, ptr %25, align 4
  %98 = load i32, ptr %25, align 4
  br label %99

99:                                               ; preds = %94
  %100 = load i32, ptr %23, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %23, align 4
  br label %91, !llvm.loop !6

102:                                              ; preds = %91
  %103 = load atomic i32, ptr %22 seq_cst, align 4
  store i32 %103, ptr %26, align 4
  %104 = load i32, ptr %26, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %104)
  %106 = load atomic i32, ptr %22 seq_cst, align 4
  store i32 %106, ptr %27, align 4
  %107 = load i32, ptr %27, align 4
  %108 = and i32 %107, 127
  ret i32 %108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_schar() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i32, align 4
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i32, align 4
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i8, align 1
  store i8 120, ptr %1, align 1
  store i8 10, ptr %3, align 1
  %37 = load i8, ptr %3, align 1
  %38 = atomicrmw add ptr %1, i8 %37 monotonic, align 1
  store i8 %38, ptr %4, align 1
  %39 = load i8, ptr %4, align 1
  store i8 %39, ptr %2, align 1
  %40 = load atomic i8, ptr %1 acquire, align 1
  store i8 %40, ptr %6, align 1
  %41 = load i8, ptr %6, align 1
  store i8 %41, ptr %5, align 1
  store i8 30, ptr %8, align 1
  %42 = load i8, ptr %8, align 1
  %43 = atomicrmw sub ptr %1, i8 %42 seq_cst, align 1
  store i8 %43, ptr %9, align 1
  %44 = load i8, ptr %9, align 1
  store i8 %44, ptr %7, align 1
  %45 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %45, ptr %11, align 1
  %46 = load i8, ptr %11, align 1
  store i8 %46, ptr %10, align 1
  store i8 15, ptr %12, align 1
  %47 = load i8, ptr %12, align 1
  %48 = atomicrmw or ptr %1, i8 %47 release, align 1
  store i8 %48, ptr %13, align 1
  %49 = load i8, ptr %13, align 1
  store i8 -4, ptr %14, align 1
  %50 = load i8, ptr %14, align 1
  %51 = atomicrmw and ptr %1, i8 %50 acq_rel, align 1
  store i8 %51, ptr %15, align 1
  %52 = load i8, ptr %15, align 1
  store i8 85, ptr %17, align 1
  %53 = load i8, ptr %17, align 1
  %54 = atomicrmw xor ptr %1, i8 %53 seq_cst, align 1
  store i8 %54, ptr %18, align 1
  %55 = load i8, ptr %18, align 1
  store i8 %55, ptr %16, align 1
  store i8 120, ptr %20, align 1
  %56 = load i8, ptr %20, align 1
  %57 = atomicrmw xchg ptr %1, i8 %56 seq_cst, align 1
  store i8 %57, ptr %21, align 1
  %58 = load i8, ptr %21, align 1
  store i8 %58, ptr %19, align 1
  store i8 121, ptr %22, align 1
  store i8 7, ptr %24, align 1
  %59 = load i8, ptr %22, align 1
  %60 = load i8, ptr %24, align 1
  %61 = cmpxchg ptr %1, i8 %59, i8 %60 seq_cst seq_cst, align 1
  %62 = extractvalue { i8, i1 } %61, 0
  %63 = extractvalue { i8, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i8 %62, ptr %22, align 1
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i8, ptr %22, align 1
  store i8 %70, ptr %26, align 1
  store i8 9, ptr %28, align 1
  %71 = load i8, ptr %22, align 1
  %72 = load i8, ptr %28, align 1
  %73 = cmpxchg ptr %1, i8 %71, i8 %72 acq_rel acquire, align 1
  %74 = extractvalue { i8, i1 } %73, 0
  %75 = extractvalue { i8, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i8 %74, ptr %22, align 1
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i8 9, ptr %30, align 1
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %102, %77
  %83 = load i8, ptr %30, align 1
  %84 = sext i8 %83 to i32
  %85 = add nsw i32 %84, 1
  %86 = trunc i32 %85 to i8
  store i8 %86, ptr %32, align 1
  %87 = load i8, ptr %30, align 1
  %88 = load i8, ptr %32, align 1
  %89 = cmpxchg weak ptr %1, i8 %87, i8 %88 seq_cst seq_cst, align 1
  %90 = extractvalue { i8, i1 } %89, 0
  %91 = extractvalue { i8, i1 } %89, 1
  br i1 %91, label %93, label %92

92:                                               ; preds = %82
  store i8 %90, ptr %30, align 1
  br label %93

93:                                               ; preds = %92, %82
  %94 = zext i1 %91 to i8
  store i8 %94, ptr %33, align 1
  %95 = load i8, ptr %33, align 1
  %96 = trunc i8 %95 to i1
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %31, align 4
  %99 = icmp slt i32 %98, 100
  br label %100

100:                                              ; preds = %97, %93
  %101 = phi i1 [ false, %93 ], [ %99, %97 ]
  br i1 %101, label %102, label %105

102:                                              ; preds = %100
  %103 = load i32, ptr %31, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %31, align 4
  br label %82, !llvm.loop !8

105:                                              ; preds = %100
  %106 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %106, ptr %35, align 1
  %107 = load i8, ptr %35, align 1
  %108 = sext i8 %107 to i32
  %109 = mul nsw i32 %108, 2
  %110 = trunc i32 %109 to i8
  store i8 %110, ptr %34, align 1
  %111 = load i8, ptr %34, align 1
  store atomic i8 %111, ptr %1 release, align 1
  %112 = load i8, ptr %2, align 1
  %113 = sext i8 %112 to i64
  %114 = load i8, ptr %5, align 1
  %115 = sext i8 %114 to i64
  %116 = load i8, ptr %7, align 1
  %117 = sext i8 %116 to i64
  %118 = load i8, ptr %10, align 1
  %119 = sext i8 %118 to i64
  %120 = load i8, ptr %16, align 1
  %121 = sext i8 %120 to i64
  %122 = load i8, ptr %19, align 1
  %123 = sext i8 %122 to i64
  %124 = load i32, ptr %23, align 4
  %125 = load i8, ptr %26, align 1
  %126 = sext i8 %125 to i64
  %127 = load i32, ptr %27, align 4
  %128 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %128, ptr %36, align 1
  %129 = load i8, ptr %36, align 1
  %130 = sext i8 %129 to i64
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.4, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i64 noundef %121, i64 noundef %123, i32 noundef %124, i64 noundef %126, i32 noundef %127, i64 noundef %130, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_uchar() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i32, align 4
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i32, align 4
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i8, align 1
  store i8 -6, ptr %1, align 1
  store i8 10, ptr %3, align 1
  %37 = load i8, ptr %3, align 1
  %38 = atomicrmw add ptr %1, i8 %37 monotonic, align 1
  store i8 %38, ptr %4, align 1
  %39 = load i8, ptr %4, align 1
  store i8 %39, ptr %2, align 1
  %40 = load atomic i8, ptr %1 acquire, align 1
  store i8 %40, ptr %6, align 1
  %41 = load i8, ptr %6, align 1
  store i8 %41, ptr %5, align 1
  store i8 30, ptr %8, align 1
  %42 = load i8, ptr %8, align 1
  %43 = atomicrmw sub ptr %1, i8 %42 seq_cst, align 1
  store i8 %43, ptr %9, align 1
  %44 = load i8, ptr %9, align 1
  store i8 %44, ptr %7, align 1
  %45 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %45, ptr %11, align 1
  %46 = load i8, ptr %11, align 1
  store i8 %46, ptr %10, align 1
  store i8 15, ptr %12, align 1
  %47 = load i8, ptr %12, align 1
  %48 = atomicrmw or ptr %1, i8 %47 release, align 1
  store i8 %48, ptr %13, align 1
  %49 = load i8, ptr %13, align 1
  store i8 -4, ptr %14, align 1
  %50 = load i8, ptr %14, align 1
  %51 = atomicrmw and ptr %1, i8 %50 acq_rel, align 1
  store i8 %51, ptr %15, align 1
  %52 = load i8, ptr %15, align 1
  store i8 85, ptr %17, align 1
  %53 = load i8, ptr %17, align 1
  %54 = atomicrmw xor ptr %1, i8 %53 seq_cst, align 1
  store i8 %54, ptr %18, align 1
  %55 = load i8, ptr %18, align 1
  store i8 %55, ptr %16, align 1
  store i8 -6, ptr %20, align 1
  %56 = load i8, ptr %20, align 1
  %57 = atomicrmw xchg ptr %1, i8 %56 seq_cst, align 1
  store i8 %57, ptr %21, align 1
  %58 = load i8, ptr %21, align 1
  store i8 %58, ptr %19, align 1
  store i8 -5, ptr %22, align 1
  store i8 7, ptr %24, align 1
  %59 = load i8, ptr %22, align 1
  %60 = load i8, ptr %24, align 1
  %61 = cmpxchg ptr %1, i8 %59, i8 %60 seq_cst seq_cst, align 1
  %62 = extractvalue { i8, i1 } %61, 0
  %63 = extractvalue { i8, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i8 %62, ptr %22, align 1
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i8, ptr %22, align 1
  store i8 %70, ptr %26, align 1
  store i8 9, ptr %28, align 1
  %71 = load i8, ptr %22, align 1
  %72 = load i8, ptr %28, align 1
  %73 = cmpxchg ptr %1, i8 %71, i8 %72 acq_rel acquire, align 1
  %74 = extractvalue { i8, i1 } %73, 0
  %75 = extractvalue { i8, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i8 %74, ptr %22, align 1
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i8 9, ptr %30, align 1
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %102, %77
  %83 = load i8, ptr %30, align 1
  %84 = zext i8 %83 to i32
  %85 = add nsw i32 %84, 1
  %86 = trunc i32 %85 to i8
  store i8 %86, ptr %32, align 1
  %87 = load i8, ptr %30, align 1
  %88 = load i8, ptr %32, align 1
  %89 = cmpxchg weak ptr %1, i8 %87, i8 %88 seq_cst seq_cst, align 1
  %90 = extractvalue { i8, i1 } %89, 0
  %91 = extractvalue { i8, i1 } %89, 1
  br i1 %91, label %93, label %92

92:                                               ; preds = %82
  store i8 %90, ptr %30, align 1
  br label %93

93:                                               ; preds = %92, %82
  %94 = zext i1 %91 to i8
  store i8 %94, ptr %33, align 1
  %95 = load i8, ptr %33, align 1
  %96 = trunc i8 %95 to i1
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %31, align 4
  %99 = icmp slt i32 %98, 100
  br label %100

100:                                              ; preds = %97, %93
  %101 = phi i1 [ false, %93 ], [ %99, %97 ]
  br i1 %101, label %102, label %105

102:                                              ; preds = %100
  %103 = load i32, ptr %31, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %31, align 4
  br label %82, !llvm.loop !9

105:                                              ; preds = %100
  %106 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %106, ptr %35, align 1
  %107 = load i8, ptr %35, align 1
  %108 = zext i8 %107 to i32
  %109 = mul nsw i32 %108, 2
  %110 = trunc i32 %109 to i8
  store i8 %110, ptr %34, align 1
  %111 = load i8, ptr %34, align 1
  store atomic i8 %111, ptr %1 release, align 1
  %112 = load i8, ptr %2, align 1
  %113 = zext i8 %112 to i64
  %114 = load i8, ptr %5, align 1
  %115 = zext i8 %114 to i64
  %116 = load i8, ptr %7, align 1
  %117 = zext i8 %116 to i64
  %118 = load i8, ptr %10, align 1
  %119 = zext i8 %118 to i64
  %120 = load i8, ptr %16, align 1
  %121 = zext i8 %120 to i64
  %122 = load i8, ptr %19, align 1
  %123 = zext i8 %122 to i64
  %124 = load i32, ptr %23, align 4
  %125 = load i8, ptr %26, align 1
  %126 = zext i8 %125 to i64
  %127 = load i32, ptr %27, align 4
  %128 = load atomic i8, ptr %1 seq_cst, align 1
  store i8 %128, ptr %36, align 1
  %129 = load i8, ptr %36, align 1
  %130 = zext i8 %129 to i64
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.5, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i64 noundef %121, i64 noundef %123, i32 noundef %124, i64 noundef %126, i32 noundef %127, i64 noundef %130, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_short() #0 {
  %1 = alloca i16, align 2
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  %24 = alloca i16, align 2
  %25 = alloca i8, align 1
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i16, align 2
  %29 = alloca i8, align 1
  %30 = alloca i16, align 2
  %31 = alloca i32, align 4
  %32 = alloca i16, align 2
  %33 = alloca i8, align 1
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i16, align 2
  store i16 -32760, ptr %1, align 2
  store i16 -20, ptr %3, align 2
  %37 = load i16, ptr %3, align 2
  %38 = atomicrmw add ptr %1, i16 %37 monotonic, align 2
  store i16 %38, ptr %4, align 2
  %39 = load i16, ptr %4, align 2
  store i16 %39, ptr %2, align 2
  %40 = load atomic i16, ptr %1 acquire, align 2
  store i16 %40, ptr %6, align 2
  %41 = load i16, ptr %6, align 2
  store i16 %41, ptr %5, align 2
  store i16 -60, ptr %8, align 2
  %42 = load i16, ptr %8, align 2
  %43 = atomicrmw sub ptr %1, i16 %42 seq_cst, align 2
  store i16 %43, ptr %9, align 2
  %44 = load i16, ptr %9, align 2
  store i16 %44, ptr %7, align 2
  %45 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %45, ptr %11, align 2
  %46 = load i16, ptr %11, align 2
  store i16 %46, ptr %10, align 2
  store i16 15, ptr %12, align 2
  %47 = load i16, ptr %12, align 2
  %48 = atomicrmw or ptr %1, i16 %47 release, align 2
  store i16 %48, ptr %13, align 2
  %49 = load i16, ptr %13, align 2
  store i16 -4, ptr %14, align 2
  %50 = load i16, ptr %14, align 2
  %51 = atomicrmw and ptr %1, i16 %50 acq_rel, align 2
  store i16 %51, ptr %15, align 2
  %52 = load i16, ptr %15, align 2
  store i16 85, ptr %17, align 2
  %53 = load i16, ptr %17, align 2
  %54 = atomicrmw xor ptr %1, i16 %53 seq_cst, align 2
  store i16 %54, ptr %18, align 2
  %55 = load i16, ptr %18, align 2
  store i16 %55, ptr %16, align 2
  store i16 -32760, ptr %20, align 2
  %56 = load i16, ptr %20, align 2
  %57 = atomicrmw xchg ptr %1, i16 %56 seq_cst, align 2
  store i16 %57, ptr %21, align 2
  %58 = load i16, ptr %21, align 2
  store i16 %58, ptr %19, align 2
  store i16 -32759, ptr %22, align 2
  store i16 7, ptr %24, align 2
  %59 = load i16, ptr %22, align 2
  %60 = load i16, ptr %24, align 2
  %61 = cmpxchg ptr %1, i16 %59, i16 %60 seq_cst seq_cst, align 2
  %62 = extractvalue { i16, i1 } %61, 0
  %63 = extractvalue { i16, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i16 %62, ptr %22, align 2
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i16, ptr %22, align 2
  store i16 %70, ptr %26, align 2
  store i16 9, ptr %28, align 2
  %71 = load i16, ptr %22, align 2
  %72 = load i16, ptr %28, align 2
  %73 = cmpxchg ptr %1, i16 %71, i16 %72 acq_rel acquire, align 2
  %74 = extractvalue { i16, i1 } %73, 0
  %75 = extractvalue { i16, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i16 %74, ptr %22, align 2
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i16 9, ptr %30, align 2
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %102, %77
  %83 = load i16, ptr %30, align 2
  %84 = sext i16 %83 to i32
  %85 = add nsw i32 %84, 1
  %86 = trunc i32 %85 to i16
  store i16 %86, ptr %32, align 2
  %87 = load i16, ptr %30, align 2
  %88 = load i16, ptr %32, align 2
  %89 = cmpxchg weak ptr %1, i16 %87, i16 %88 seq_cst seq_cst, align 2
  %90 = extractvalue { i16, i1 } %89, 0
  %91 = extractvalue { i16, i1 } %89, 1
  br i1 %91, label %93, label %92

92:                                               ; preds = %82
  store i16 %90, ptr %30, align 2
  br label %93

93:                                               ; preds = %92, %82
  %94 = zext i1 %91 to i8
  store i8 %94, ptr %33, align 1
  %95 = load i8, ptr %33, align 1
  %96 = trunc i8 %95 to i1
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %31, align 4
  %99 = icmp slt i32 %98, 100
  br label %100

100:                                              ; preds = %97, %93
  %101 = phi i1 [ false, %93 ], [ %99, %97 ]
  br i1 %101, label %102, label %105

102:                                              ; preds = %100
  %103 = load i32, ptr %31, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %31, align 4
  br label %82, !llvm.loop !10

105:                                              ; preds = %100
  %106 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %106, ptr %35, align 2
  %107 = load i16, ptr %35, align 2
  %108 = sext i16 %107 to i32
  %109 = mul nsw i32 %108, 2
  %110 = trunc i32 %109 to i16
  store i16 %110, ptr %34, align 2
  %111 = load i16, ptr %34, align 2
  store atomic i16 %111, ptr %1 release, align 2
  %112 = load i16, ptr %2, align 2
  %113 = sext i16 %112 to i64
  %114 = load i16, ptr %5, align 2
  %115 = sext i16 %114 to i64
  %116 = load i16, ptr %7, align 2
  %117 = sext i16 %116 to i64
  %118 = load i16, ptr %10, align 2
  %119 = sext i16 %118 to i64
  %120 = load i16, ptr %16, align 2
  %121 = sext i16 %120 to i64
  %122 = load i16, ptr %19, align 2
  %123 = sext i16 %122 to i64
  %124 = load i32, ptr %23, align 4
  %125 = load i16, ptr %26, align 2
  %126 = sext i16 %125 to i64
  %127 = load i32, ptr %27, align 4
  %128 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %128, ptr %36, align 2
  %129 = load i16, ptr %36, align 2
  %130 = sext i16 %129 to i64
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.6, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i64 noundef %121, i64 noundef %123, i32 noundef %124, i64 noundef %126, i32 noundef %127, i64 noundef %130, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_ushort() #0 {
  %1 = alloca i16, align 2
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  %24 = alloca i16, align 2
  %25 = alloca i8, align 1
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i16, align 2
  %29 = alloca i8, align 1
  %30 = alloca i16, align 2
  %31 = alloca i32, align 4
  %32 = alloca i16, align 2
  %33 = alloca i8, align 1
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i16, align 2
  store i16 -6, ptr %1, align 2
  store i16 9, ptr %3, align 2
  %37 = load i16, ptr %3, align 2
  %38 = atomicrmw add ptr %1, i16 %37 monotonic, align 2
  store i16 %38, ptr %4, align 2
  %39 = load i16, ptr %4, align 2
  store i16 %39, ptr %2, align 2
  %40 = load atomic i16, ptr %1 acquire, align 2
  store i16 %40, ptr %6, align 2
  %41 = load i16, ptr %6, align 2
  store i16 %41, ptr %5, align 2
  store i16 27, ptr %8, align 2
  %42 = load i16, ptr %8, align 2
  %43 = atomicrmw sub ptr %1, i16 %42 seq_cst, align 2
  store i16 %43, ptr %9, align 2
  %44 = load i16, ptr %9, align 2
  store i16 %44, ptr %7, align 2
  %45 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %45, ptr %11, align 2
  %46 = load i16, ptr %11, align 2
  store i16 %46, ptr %10, align 2
  store i16 15, ptr %12, align 2
  %47 = load i16, ptr %12, align 2
  %48 = atomicrmw or ptr %1, i16 %47 release, align 2
  store i16 %48, ptr %13, align 2
  %49 = load i16, ptr %13, align 2
  store i16 -4, ptr %14, align 2
  %50 = load i16, ptr %14, align 2
  %51 = atomicrmw and ptr %1, i16 %50 acq_rel, align 2
  store i16 %51, ptr %15, align 2
  %52 = load i16, ptr %15, align 2
  store i16 85, ptr %17, align 2
  %53 = load i16, ptr %17, align 2
  %54 = atomicrmw xor ptr %1, i16 %53 seq_cst, align 2
  store i16 %54, ptr %18, align 2
  %55 = load i16, ptr %18, align 2
  store i16 %55, ptr %16, align 2
  store i16 -6, ptr %20, align 2
  %56 = load i16, ptr %20, align 2
  %57 = atomicrmw xchg ptr %1, i16 %56 seq_cst, align 2
  store i16 %57, ptr %21, align 2
  %58 = load i16, ptr %21, align 2
  store i16 %58, ptr %19, align 2
  store i16 -5, ptr %22, align 2
  store i16 7, ptr %24, align 2
  %59 = load i16, ptr %22, align 2
  %60 = load i16, ptr %24, align 2
  %61 = cmpxchg ptr %1, i16 %59, i16 %60 seq_cst seq_cst, align 2
  %62 = extractvalue { i16, i1 } %61, 0
  %63 = extractvalue { i16, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i16 %62, ptr %22, align 2
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i16, ptr %22, align 2
  store i16 %70, ptr %26, align 2
  store i16 9, ptr %28, align 2
  %71 = load i16, ptr %22, align 2
  %72 = load i16, ptr %28, align 2
  %73 = cmpxchg ptr %1, i16 %71, i16 %72 acq_rel acquire, align 2
  %74 = extractvalue { i16, i1 } %73, 0
  %75 = extractvalue { i16, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i16 %74, ptr %22, align 2
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i16 9, ptr %30, align 2
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %102, %77
  %83 = load i16, ptr %30, align 2
  %84 = zext i16 %83 to i32
  %85 = add nsw i32 %84, 1
  %86 = trunc i32 %85 to i16
  store i16 %86, ptr %32, align 2
  %87 = load i16, ptr %30, align 2
  %88 = load i16, ptr %32, align 2
  %89 = cmpxchg weak ptr %1, i16 %87, i16 %88 seq_cst seq_cst, align 2
  %90 = extractvalue { i16, i1 } %89, 0
  %91 = extractvalue { i16, i1 } %89, 1
  br i1 %91, label %93, label %92

92:                                               ; preds = %82
  store i16 %90, ptr %30, align 2
  br label %93

93:                                               ; preds = %92, %82
  %94 = zext i1 %91 to i8
  store i8 %94, ptr %33, align 1
  %95 = load i8, ptr %33, align 1
  %96 = trunc i8 %95 to i1
  br i1 %96, label %100, label %97

97:                                               ; preds = %93
  %98 = load i32, ptr %31, align 4
  %99 = icmp slt i32 %98, 100
  br label %100

100:                                              ; preds = %97, %93
  %101 = phi i1 [ false, %93 ], [ %99, %97 ]
  br i1 %101, label %102, label %105

102:                                              ; preds = %100
  %103 = load i32, ptr %31, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %31, align 4
  br label %82, !llvm.loop !11

105:                                              ; preds = %100
  %106 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %106, ptr %35, align 2
  %107 = load i16, ptr %35, align 2
  %108 = zext i16 %107 to i32
  %109 = mul nsw i32 %108, 2
  %110 = trunc i32 %109 to i16
  store i16 %110, ptr %34, align 2
  %111 = load i16, ptr %34, align 2
  store atomic i16 %111, ptr %1 release, align 2
  %112 = load i16, ptr %2, align 2
  %113 = zext i16 %112 to i64
  %114 = load i16, ptr %5, align 2
  %115 = zext i16 %114 to i64
  %116 = load i16, ptr %7, align 2
  %117 = zext i16 %116 to i64
  %118 = load i16, ptr %10, align 2
  %119 = zext i16 %118 to i64
  %120 = load i16, ptr %16, align 2
  %121 = zext i16 %120 to i64
  %122 = load i16, ptr %19, align 2
  %123 = zext i16 %122 to i64
  %124 = load i32, ptr %23, align 4
  %125 = load i16, ptr %26, align 2
  %126 = zext i16 %125 to i64
  %127 = load i32, ptr %27, align 4
  %128 = load atomic i16, ptr %1 seq_cst, align 2
  store i16 %128, ptr %36, align 2
  %129 = load i16, ptr %36, align 2
  %130 = zext i16 %129 to i64
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.7, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i64 noundef %121, i64 noundef %123, i32 noundef %124, i64 noundef %126, i32 noundef %127, i64 noundef %130, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_int() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i8, align 1
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 2147483600, ptr %1, align 4
  store i32 40, ptr %3, align 4
  %37 = load i32, ptr %3, align 4
  %38 = atomicrmw add ptr %1, i32 %37 monotonic, align 4
  store i32 %38, ptr %4, align 4
  %39 = load i32, ptr %4, align 4
  store i32 %39, ptr %2, align 4
  %40 = load atomic i32, ptr %1 acquire, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  store i32 %41, ptr %5, align 4
  store i32 120, ptr %8, align 4
  %42 = load i32, ptr %8, align 4
  %43 = atomicrmw sub ptr %1, i32 %42 seq_cst, align 4
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  store i32 %44, ptr %7, align 4
  %45 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %45, ptr %11, align 4
  %46 = load i32, ptr %11, align 4
  store i32 %46, ptr %10, align 4
  store i32 15, ptr %12, align 4
  %47 = load i32, ptr %12, align 4
  %48 = atomicrmw or ptr %1, i32 %47 release, align 4
  store i32 %48, ptr %13, align 4
  %49 = load i32, ptr %13, align 4
  store i32 -4, ptr %14, align 4
  %50 = load i32, ptr %14, align 4
  %51 = atomicrmw and ptr %1, i32 %50 acq_rel, align 4
  store i32 %51, ptr %15, align 4
  %52 = load i32, ptr %15, align 4
  store i32 85, ptr %17, align 4
  %53 = load i32, ptr %17, align 4
  %54 = atomicrmw xor ptr %1, i32 %53 seq_cst, align 4
  store i32 %54, ptr %18, align 4
  %55 = load i32, ptr %18, align 4
  store i32 %55, ptr %16, align 4
  store i32 2147483600, ptr %20, align 4
  %56 = load i32, ptr %20, align 4
  %57 = atomicrmw xchg ptr %1, i32 %56 seq_cst, align 4
  store i32 %57, ptr %21, align 4
  %58 = load i32, ptr %21, align 4
  store i32 %58, ptr %19, align 4
  store i32 2147483601, ptr %22, align 4
  store i32 7, ptr %24, align 4
  %59 = load i32, ptr %22, align 4
  %60 = load i32, ptr %24, align 4
  %61 = cmpxchg ptr %1, i32 %59, i32 %60 seq_cst seq_cst, align 4
  %62 = extractvalue { i32, i1 } %61, 0
  %63 = extractvalue { i32, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i32 %62, ptr %22, align 4
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i32, ptr %22, align 4
  store i32 %70, ptr %26, align 4
  store i32 9, ptr %28, align 4
  %71 = load i32, ptr %22, align 4
  %72 = load i32, ptr %28, align 4
  %73 = cmpxchg ptr %1, i32 %71, i32 %72 acq_rel acquire, align 4
  %74 = extractvalue { i32, i1 } %73, 0
  %75 = extractvalue { i32, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i32 %74, ptr %22, align 4
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i32 9, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %100, %77
  %83 = load i32, ptr %30, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %32, align 4
  %85 = load i32, ptr %30, align 4
  %86 = load i32, ptr %32, align 4
  %87 = cmpxchg weak ptr %1, i32 %85, i32 %86 seq_cst seq_cst, align 4
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  br i1 %89, label %91, label %90

90:                                               ; preds = %82
  store i32 %88, ptr %30, align 4
  br label %91

91:                                               ; preds = %90, %82
  %92 = zext i1 %89 to i8
  store i8 %92, ptr %33, align 1
  %93 = load i8, ptr %33, align 1
  %94 = trunc i8 %93 to i1
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %31, align 4
  %97 = icmp slt i32 %96, 100
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi i1 [ false, %91 ], [ %97, %95 ]
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load i32, ptr %31, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %31, align 4
  br label %82, !llvm.loop !12

103:                                              ; preds = %98
  %104 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %104, ptr %35, align 4
  %105 = load i32, ptr %35, align 4
  %106 = mul nsw i32 %105, 2
  store i32 %106, ptr %34, align 4
  %107 = load i32, ptr %34, align 4
  store atomic i32 %107, ptr %1 release, align 4
  %108 = load i32, ptr %2, align 4
  %109 = sext i32 %108 to i64
  %110 = load i32, ptr %5, align 4
  %111 = sext i32 %110 to i64
  %112 = load i32, ptr %7, align 4
  %113 = sext i32 %112 to i64
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = load i32, ptr %16, align 4
  %117 = sext i32 %116 to i64
  %118 = load i32, ptr %19, align 4
  %119 = sext i32 %118 to i64
  %120 = load i32, ptr %23, align 4
  %121 = load i32, ptr %26, align 4
  %122 = sext i32 %121 to i64
  %123 = load i32, ptr %27, align 4
  %124 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %124, ptr %36, align 4
  %125 = load i32, ptr %36, align 4
  %126 = sext i32 %125 to i64
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.8, i64 noundef %109, i64 noundef %111, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i32 noundef %120, i64 noundef %122, i32 noundef %123, i64 noundef %126, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_uint() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i8, align 1
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i8, align 1
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store i32 -6, ptr %1, align 4
  store i32 7, ptr %3, align 4
  %37 = load i32, ptr %3, align 4
  %38 = atomicrmw add ptr %1, i32 %37 monotonic, align 4
  store i32 %38, ptr %4, align 4
  %39 = load i32, ptr %4, align 4
  store i32 %39, ptr %2, align 4
  %40 = load atomic i32, ptr %1 acquire, align 4
  store i32 %40, ptr %6, align 4
  %41 = load i32, ptr %6, align 4
  store i32 %41, ptr %5, align 4
  store i32 21, ptr %8, align 4
  %42 = load i32, ptr %8, align 4
  %43 = atomicrmw sub ptr %1, i32 %42 seq_cst, align 4
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  store i32 %44, ptr %7, align 4
  %45 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %45, ptr %11, align 4
  %46 = load i32, ptr %11, align 4
  store i32 %46, ptr %10, align 4
  store i32 15, ptr %12, align 4
  %47 = load i32, ptr %12, align 4
  %48 = atomicrmw or ptr %1, i32 %47 release, align 4
  store i32 %48, ptr %13, align 4
  %49 = load i32, ptr %13, align 4
  store i32 -4, ptr %14, align 4
  %50 = load i32, ptr %14, align 4
  %51 = atomicrmw and ptr %1, i32 %50 acq_rel, align 4
  store i32 %51, ptr %15, align 4
  %52 = load i32, ptr %15, align 4
  store i32 85, ptr %17, align 4
  %53 = load i32, ptr %17, align 4
  %54 = atomicrmw xor ptr %1, i32 %53 seq_cst, align 4
  store i32 %54, ptr %18, align 4
  %55 = load i32, ptr %18, align 4
  store i32 %55, ptr %16, align 4
  store i32 -6, ptr %20, align 4
  %56 = load i32, ptr %20, align 4
  %57 = atomicrmw xchg ptr %1, i32 %56 seq_cst, align 4
  store i32 %57, ptr %21, align 4
  %58 = load i32, ptr %21, align 4
  store i32 %58, ptr %19, align 4
  store i32 -5, ptr %22, align 4
  store i32 7, ptr %24, align 4
  %59 = load i32, ptr %22, align 4
  %60 = load i32, ptr %24, align 4
  %61 = cmpxchg ptr %1, i32 %59, i32 %60 seq_cst seq_cst, align 4
  %62 = extractvalue { i32, i1 } %61, 0
  %63 = extractvalue { i32, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i32 %62, ptr %22, align 4
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i32, ptr %22, align 4
  store i32 %70, ptr %26, align 4
  store i32 9, ptr %28, align 4
  %71 = load i32, ptr %22, align 4
  %72 = load i32, ptr %28, align 4
  %73 = cmpxchg ptr %1, i32 %71, i32 %72 acq_rel acquire, align 4
  %74 = extractvalue { i32, i1 } %73, 0
  %75 = extractvalue { i32, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i32 %74, ptr %22, align 4
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i32 9, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %100, %77
  %83 = load i32, ptr %30, align 4
  %84 = add i32 %83, 1
  store i32 %84, ptr %32, align 4
  %85 = load i32, ptr %30, align 4
  %86 = load i32, ptr %32, align 4
  %87 = cmpxchg weak ptr %1, i32 %85, i32 %86 seq_cst seq_cst, align 4
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  br i1 %89, label %91, label %90

90:                                               ; preds = %82
  store i32 %88, ptr %30, align 4
  br label %91

91:                                               ; preds = %90, %82
  %92 = zext i1 %89 to i8
  store i8 %92, ptr %33, align 1
  %93 = load i8, ptr %33, align 1
  %94 = trunc i8 %93 to i1
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %31, align 4
  %97 = icmp slt i32 %96, 100
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi i1 [ false, %91 ], [ %97, %95 ]
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load i32, ptr %31, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %31, align 4
  br label %82, !llvm.loop !13

103:                                              ; preds = %98
  %104 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %104, ptr %35, align 4
  %105 = load i32, ptr %35, align 4
  %106 = mul i32 %105, 2
  store i32 %106, ptr %34, align 4
  %107 = load i32, ptr %34, align 4
  store atomic i32 %107, ptr %1 release, align 4
  %108 = load i32, ptr %2, align 4
  %109 = zext i32 %108 to i64
  %110 = load i32, ptr %5, align 4
  %111 = zext i32 %110 to i64
  %112 = load i32, ptr %7, align 4
  %113 = zext i32 %112 to i64
  %114 = load i32, ptr %10, align 4
  %115 = zext i32 %114 to i64
  %116 = load i32, ptr %16, align 4
  %117 = zext i32 %116 to i64
  %118 = load i32, ptr %19, align 4
  %119 = zext i32 %118 to i64
  %120 = load i32, ptr %23, align 4
  %121 = load i32, ptr %26, align 4
  %122 = zext i32 %121 to i64
  %123 = load i32, ptr %27, align 4
  %124 = load atomic i32, ptr %1 seq_cst, align 4
  store i32 %124, ptr %36, align 4
  %125 = load i32, ptr %36, align 4
  %126 = zext i32 %125 to i64
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.9, i64 noundef %109, i64 noundef %111, i64 noundef %113, i64 noundef %115, i64 noundef %117, i64 noundef %119, i32 noundef %120, i64 noundef %122, i32 noundef %123, i64 noundef %126, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_llong() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i8, align 1
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i8, align 1
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  store i64 9223372036854775800, ptr %1, align 8
  store i64 5, ptr %3, align 8
  %37 = load i64, ptr %3, align 8
  %38 = atomicrmw add ptr %1, i64 %37 monotonic, align 8
  store i64 %38, ptr %4, align 8
  %39 = load i64, ptr %4, align 8
  store i64 %39, ptr %2, align 8
  %40 = load atomic i64, ptr %1 acquire, align 8
  store i64 %40, ptr %6, align 8
  %41 = load i64, ptr %6, align 8
  store i64 %41, ptr %5, align 8
  store i64 15, ptr %8, align 8
  %42 = load i64, ptr %8, align 8
  %43 = atomicrmw sub ptr %1, i64 %42 seq_cst, align 8
  store i64 %43, ptr %9, align 8
  %44 = load i64, ptr %9, align 8
  store i64 %44, ptr %7, align 8
  %45 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %45, ptr %11, align 8
  %46 = load i64, ptr %11, align 8
  store i64 %46, ptr %10, align 8
  store i64 15, ptr %12, align 8
  %47 = load i64, ptr %12, align 8
  %48 = atomicrmw or ptr %1, i64 %47 release, align 8
  store i64 %48, ptr %13, align 8
  %49 = load i64, ptr %13, align 8
  store i64 -4, ptr %14, align 8
  %50 = load i64, ptr %14, align 8
  %51 = atomicrmw and ptr %1, i64 %50 acq_rel, align 8
  store i64 %51, ptr %15, align 8
  %52 = load i64, ptr %15, align 8
  store i64 85, ptr %17, align 8
  %53 = load i64, ptr %17, align 8
  %54 = atomicrmw xor ptr %1, i64 %53 seq_cst, align 8
  store i64 %54, ptr %18, align 8
  %55 = load i64, ptr %18, align 8
  store i64 %55, ptr %16, align 8
  store i64 9223372036854775800, ptr %20, align 8
  %56 = load i64, ptr %20, align 8
  %57 = atomicrmw xchg ptr %1, i64 %56 seq_cst, align 8
  store i64 %57, ptr %21, align 8
  %58 = load i64, ptr %21, align 8
  store i64 %58, ptr %19, align 8
  store i64 9223372036854775801, ptr %22, align 8
  store i64 7, ptr %24, align 8
  %59 = load i64, ptr %22, align 8
  %60 = load i64, ptr %24, align 8
  %61 = cmpxchg ptr %1, i64 %59, i64 %60 seq_cst seq_cst, align 8
  %62 = extractvalue { i64, i1 } %61, 0
  %63 = extractvalue { i64, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i64 %62, ptr %22, align 8
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i64, ptr %22, align 8
  store i64 %70, ptr %26, align 8
  store i64 9, ptr %28, align 8
  %71 = load i64, ptr %22, align 8
  %72 = load i64, ptr %28, align 8
  %73 = cmpxchg ptr %1, i64 %71, i64 %72 acq_rel acquire, align 8
  %74 = extractvalue { i64, i1 } %73, 0
  %75 = extractvalue { i64, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i64 %74, ptr %22, align 8
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i64 9, ptr %30, align 8
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %100, %77
  %83 = load i64, ptr %30, align 8
  %84 = add nsw i64 %83, 1
  store i64 %84, ptr %32, align 8
  %85 = load i64, ptr %30, align 8
  %86 = load i64, ptr %32, align 8
  %87 = cmpxchg weak ptr %1, i64 %85, i64 %86 seq_cst seq_cst, align 8
  %88 = extractvalue { i64, i1 } %87, 0
  %89 = extractvalue { i64, i1 } %87, 1
  br i1 %89, label %91, label %90

90:                                               ; preds = %82
  store i64 %88, ptr %30, align 8
  br label %91

91:                                               ; preds = %90, %82
  %92 = zext i1 %89 to i8
  store i8 %92, ptr %33, align 1
  %93 = load i8, ptr %33, align 1
  %94 = trunc i8 %93 to i1
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %31, align 4
  %97 = icmp slt i32 %96, 100
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi i1 [ false, %91 ], [ %97, %95 ]
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load i32, ptr %31, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %31, align 4
  br label %82, !llvm.loop !14

103:                                              ; preds = %98
  %104 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %104, ptr %35, align 8
  %105 = load i64, ptr %35, align 8
  %106 = mul nsw i64 %105, 2
  store i64 %106, ptr %34, align 8
  %107 = load i64, ptr %34, align 8
  store atomic i64 %107, ptr %1 release, align 8
  %108 = load i64, ptr %2, align 8
  %109 = load i64, ptr %5, align 8
  %110 = load i64, ptr %7, align 8
  %111 = load i64, ptr %10, align 8
  %112 = load i64, ptr %16, align 8
  %113 = load i64, ptr %19, align 8
  %114 = load i32, ptr %23, align 4
  %115 = load i64, ptr %26, align 8
  %116 = load i32, ptr %27, align 4
  %117 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %117, ptr %36, align 8
  %118 = load i64, ptr %36, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.10, i64 noundef %108, i64 noundef %109, i64 noundef %110, i64 noundef %111, i64 noundef %112, i64 noundef %113, i32 noundef %114, i64 noundef %115, i32 noundef %116, i64 noundef %118, i32 noundef 1)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_ullong() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i8, align 1
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i8, align 1
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  store i64 -6, ptr %1, align 8
  store i64 3, ptr %3, align 8
  %37 = load i64, ptr %3, align 8
  %38 = atomicrmw add ptr %1, i64 %37 monotonic, align 8
  store i64 %38, ptr %4, align 8
  %39 = load i64, ptr %4, align 8
  store i64 %39, ptr %2, align 8
  %40 = load atomic i64, ptr %1 acquire, align 8
  store i64 %40, ptr %6, align 8
  %41 = load i64, ptr %6, align 8
  store i64 %41, ptr %5, align 8
  store i64 9, ptr %8, align 8
  %42 = load i64, ptr %8, align 8
  %43 = atomicrmw sub ptr %1, i64 %42 seq_cst, align 8
  store i64 %43, ptr %9, align 8
  %44 = load i64, ptr %9, align 8
  store i64 %44, ptr %7, align 8
  %45 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %45, ptr %11, align 8
  %46 = load i64, ptr %11, align 8
  store i64 %46, ptr %10, align 8
  store i64 15, ptr %12, align 8
  %47 = load i64, ptr %12, align 8
  %48 = atomicrmw or ptr %1, i64 %47 release, align 8
  store i64 %48, ptr %13, align 8
  %49 = load i64, ptr %13, align 8
  store i64 -4, ptr %14, align 8
  %50 = load i64, ptr %14, align 8
  %51 = atomicrmw and ptr %1, i64 %50 acq_rel, align 8
  store i64 %51, ptr %15, align 8
  %52 = load i64, ptr %15, align 8
  store i64 85, ptr %17, align 8
  %53 = load i64, ptr %17, align 8
  %54 = atomicrmw xor ptr %1, i64 %53 seq_cst, align 8
  store i64 %54, ptr %18, align 8
  %55 = load i64, ptr %18, align 8
  store i64 %55, ptr %16, align 8
  store i64 -6, ptr %20, align 8
  %56 = load i64, ptr %20, align 8
  %57 = atomicrmw xchg ptr %1, i64 %56 seq_cst, align 8
  store i64 %57, ptr %21, align 8
  %58 = load i64, ptr %21, align 8
  store i64 %58, ptr %19, align 8
  store i64 -5, ptr %22, align 8
  store i64 7, ptr %24, align 8
  %59 = load i64, ptr %22, align 8
  %60 = load i64, ptr %24, align 8
  %61 = cmpxchg ptr %1, i64 %59, i64 %60 seq_cst seq_cst, align 8
  %62 = extractvalue { i64, i1 } %61, 0
  %63 = extractvalue { i64, i1 } %61, 1
  br i1 %63, label %65, label %64

64:                                               ; preds = %0
  store i64 %62, ptr %22, align 8
  br label %65

65:                                               ; preds = %64, %0
  %66 = zext i1 %63 to i8
  store i8 %66, ptr %25, align 1
  %67 = load i8, ptr %25, align 1
  %68 = trunc i8 %67 to i1
  %69 = zext i1 %68 to i32
  store i32 %69, ptr %23, align 4
  %70 = load i64, ptr %22, align 8
  store i64 %70, ptr %26, align 8
  store i64 9, ptr %28, align 8
  %71 = load i64, ptr %22, align 8
  %72 = load i64, ptr %28, align 8
  %73 = cmpxchg ptr %1, i64 %71, i64 %72 acq_rel acquire, align 8
  %74 = extractvalue { i64, i1 } %73, 0
  %75 = extractvalue { i64, i1 } %73, 1
  br i1 %75, label %77, label %76

76:                                               ; preds = %65
  store i64 %74, ptr %22, align 8
  br label %77

77:                                               ; preds = %76, %65
  %78 = zext i1 %75 to i8
  store i8 %78, ptr %29, align 1
  %79 = load i8, ptr %29, align 1
  %80 = trunc i8 %79 to i1
  %81 = zext i1 %80 to i32
  store i32 %81, ptr %27, align 4
  store i64 9, ptr %30, align 8
  store i32 0, ptr %31, align 4
  br label %82

82:                                               ; preds = %100, %77
  %83 = load i64, ptr %30, align 8
  %84 = add i64 %83, 1
  store i64 %84, ptr %32, align 8
  %85 = load i64, ptr %30, align 8
  %86 = load i64, ptr %32, align 8
  %87 = cmpxchg weak ptr %1, i64 %85, i64 %86 seq_cst seq_cst, align 8
  %88 = extractvalue { i64, i1 } %87, 0
  %89 = extractvalue { i64, i1 } %87, 1
  br i1 %89, label %91, label %90

90:                                               ; preds = %82
  store i64 %88, ptr %30, align 8
  br label %91

91:                                               ; preds = %90, %82
  %92 = zext i1 %89 to i8
  store i8 %92, ptr %33, align 1
  %93 = load i8, ptr %33, align 1
  %94 = trunc i8 %93 to i1
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %31, align 4
  %97 = icmp slt i32 %96, 100
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi i1 [ false, %91 ], [ %97, %95 ]
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load i32, ptr %31, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %31, align 4
  br label %82, !llvm.loop !15

103:                                              ; preds = %98
  %104 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %104, ptr %35, align 8
  %105 = load i64, ptr %35, align 8
  %106 = mul i64 %105, 2
  store i64 %106, ptr %34, align 8
  %107 = load i64, ptr %34, align 8
  store atomic i64 %107, ptr %1 release, align 8
  %108 = load i64, ptr %2, align 8
  %109 = load i64, ptr %5, align 8
  %110 = load i64, ptr %7, align 8
  %111 = load i64, ptr %10, align 8
  %112 = load i64, ptr %16, align 8
  %113 = load i64, ptr %19, align 8
  %114 = load i32, ptr %23, align 4
  %115 = load i64, ptr %26, align 8
  %116 = load i32, ptr %27, align 4
  %117 = load atomic i64, ptr %1 seq_cst, align 8
  store i64 %117, ptr %36, align 8
  %118 = load i64, ptr %36, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef @.str.11, i64 noundef %108, i64 noundef %109, i64 noundef %110, i64 noundef %111, i64 noundef %112, i64 noundef %113, i32 noundef %114, i64 noundef %115, i32 noundef %116, i64 noundef %118, i32 noundef 1)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!15 = distinct !{!15, !7}
