; ModuleID = 'apps/bzip2_roundtrip/main.c'
source_filename = "apps/bzip2_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"bzip2 %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.blocks = private unnamed_addr constant [3 x i32] [i32 1, i32 5, i32 9], align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"compress failed %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [59 x i8] c"block %d small=%d: %zu -> %u (%.2f%%) comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal global [20 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26], align 8
@.str.7 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.20 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@dg_state = internal global i32 305419896, align 4
@.str.27 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [3 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %19 = load i32, ptr %4, align 4
  %20 = icmp sgt i32 %19, 1
  br i1 %20, label %21, label %27

21:                                               ; preds = %2
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds ptr, ptr %22, i64 1
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 @strcmp(ptr noundef %24, ptr noundef @.str) #6
  %26 = icmp eq i32 %25, 0
  br label %27

27:                                               ; preds = %21, %2
  %28 = phi i1 [ false, %2 ], [ %26, %21 ]
  %29 = zext i1 %28 to i32
  store i32 %29, ptr %6, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i64 921600, i64 122880
  store i64 %33, ptr %7, align 8
  %34 = load i64, ptr %7, align 8
  %35 = call noalias ptr @malloc(i64 noundef %34) #7
  store ptr %35, ptr %8, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load i64, ptr %7, align 8
  call void @dg_fill(ptr noundef %36, i64 noundef %37, i32 noundef 7)
  %38 = call ptr @BZ2_bzlibVersion()
  %39 = load i64, ptr %7, align 8
  %40 = load ptr, ptr %8, align 8
  %41 = load i64, ptr %7, align 8
  %42 = call i64 @dg_fnv(ptr noundef %40, i64 noundef %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i64 noundef %39, i64 noundef %42)
  store i32 0, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.blocks, i64 12, i1 false)
  store i32 0, ptr %11, align 4
  br label %44

44:                                               ; preds = %135, %27
  %45 = load i32, ptr %11, align 4
  %46 = icmp slt i32 %45, 3
  br i1 %46, label %47, label %138

47:                                               ; preds = %44
  %48 = load i64, ptr %7, align 8
  %49 = load i64, ptr %7, align 8
  %50 = udiv i64 %49, 100
  %51 = add i64 %48, %50
  %52 = add i64 %51, 600
  %53 = trunc i64 %52 to i32
  store i32 %53, ptr %12, align 4
  %54 = load i32, ptr %12, align 4
  %55 = zext i32 %54 to i64
  %56 = call noalias ptr @malloc(i64 noundef %55) #7
  store ptr %56, ptr %13, align 8
  %57 = load ptr, ptr %13, align 8
  %58 = load ptr, ptr %8, align 8
  %59 = load i64, ptr %7, align 8
  %60 = trunc i64 %59 to i32
  %61 = load i32, ptr %11, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = call i32 @BZ2_bzBuffToBuffCompress(ptr noundef %57, ptr noundef %12, ptr noundef %58, i32 noundef %60, i32 noundef %64, i32 noundef 0, i32 noundef 30)
  store i32 %65, ptr %14, align 4
  %66 = load i32, ptr %14, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %71

68:                                               ; preds = %47
  %69 = load i32, ptr %14, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %69)
  store i32 2, ptr %3, align 4
  br label %143

71:                                               ; preds = %47
  store i32 0, ptr %15, align 4
  br label %72

72:                                               ; preds = %130, %71
  %73 = load i32, ptr %15, align 4
  %74 = icmp slt i32 %73, 2
  br i1 %74, label %75, label %133

75:                                               ; preds = %72
  %76 = load i64, ptr %7, align 8
  %77 = trunc i64 %76 to i32
  store i32 %77, ptr %16, align 4
  %78 = load i64, ptr %7, align 8
  %79 = call noalias ptr @malloc(i64 noundef %78) #7
  store ptr %79, ptr %17, align 8
  %80 = load ptr, ptr %17, align 8
  %81 = load ptr, ptr %13, align 8
  %82 = load i32, ptr %12, align 4
  %83 = load i32, ptr %15, align 4
  %84 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %80, ptr noundef %16, ptr noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef 0)
  store i32 %84, ptr %14, align 4
  %85 = load i32, ptr %14, align 4
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %98

87:                                               ; preds = %75
  %88 = load i32, ptr %16, align 4
  %89 = zext i32 %88 to i64
  %90 = load i64, ptr %7, align 8
  %91 = icmp eq i64 %89, %90
  br i1 %91, label %92, label %98

92:                                               ; preds = %87
  %93 = load ptr, ptr %17, align 8
  %94 = load ptr, ptr %8, align 8
  %95 = load i64, ptr %7, align 8
  %96 = call i32 @memcmp(ptr noundef %93, ptr noundef %94, i64 noundef %95) #6
  %97 = icmp eq i32 %96, 0
  br label %98

98:                                               ; preds = %92, %87, %75
  %99 = phi i1 [ false, %87 ], [ false, %75 ], [ %97, %92 ]
  %100 = zext i1 %99 to i32
  store i32 %100, ptr %18, align 4
  %101 = load i32, ptr %18, align 4
  %102 = icmp ne i32 %101, 0
  %103 = xor i1 %102, true
  %104 = zext i1 %103 to i32
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %9, align 4
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = load i32, ptr %15, align 4
  %112 = load i64, ptr %7, align 8
  %113 = load i32, ptr %12, align 4
  %114 = load i32, ptr %12, align 4
  %115 = uitofp i32 %114 to double
  %116 = fmul double 1.000000e+02, %115
  %117 = load i64, ptr %7, align 8
  %118 = uitofp i64 %117 to double
  %119 = fdiv double %116, %118
  %120 = load ptr, ptr %13, align 8
  %121 = load i32, ptr %12, align 4
  %122 = zext i32 %121 to i64
  %123 = call i64 @dg_fnv(ptr noundef %120, i64 noundef %122)
  %124 = load i32, ptr %18, align 4
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i64
  %127 = select i1 %125, ptr @.str.4, ptr @.str.5
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %110, i32 noundef %111, i64 noundef %112, i32 noundef %113, double noundef %119, i64 noundef %123, ptr noundef %127)
  %129 = load ptr, ptr %17, align 8
  call void @free(ptr noundef %129) #8
  br label %130

130:                                              ; preds = %98
  %131 = load i32, ptr %15, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %15, align 4
  br label %72, !llvm.loop !6

133:                                              ; preds = %72
  %134 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %134) #8
  br label %135

135:                                              ; preds = %133
  %136 = load i32, ptr %11, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %11, align 4
  br label %44, !llvm.loop !8

138:                                              ; preds = %44
  %139 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %139) #8
  %140 = load i32, ptr %9, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %140)
  %142 = load i32, ptr %9, align 4
  store i32 %142, ptr %3, align 4
  br label %143

143:                                              ; preds = %138, %68
  %144 = load i32, ptr %3, align 4
  ret i32 %144
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dg_fill(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [96 x i8], align 1
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %3
  %18 = load i32, ptr %6, align 4
  br label %20

19:                                               ; preds = %3
  br label %20

20:                                               ; preds = %19, %17
  %21 = phi i32 [ %18, %17 ], [ 1, %19 ]
  store i32 %21, ptr @dg_state, align 4
  store i64 0, ptr %7, align 8
  br label %22

22:                                               ; preds = %118, %20
  %23 = load i64, ptr %7, align 8
  %24 = load i64, ptr %5, align 8
  %25 = icmp ult i64 %23, %24
  br i1 %25, label %26, label %127

26:                                               ; preds = %22
  %27 = call i32 @dg_next()
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = urem i32 %28, 10
  store i32 %29, ptr %9, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp slt i32 %30, 6
  br i1 %31, label %32, label %54

32:                                               ; preds = %26
  %33 = load i32, ptr %8, align 4
  %34 = lshr i32 %33, 8
  %35 = urem i32 %34, 20
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %36
  %38 = load ptr, ptr %37, align 8
  store ptr %38, ptr %12, align 8
  %39 = load ptr, ptr %12, align 8
  %40 = call i64 @strlen(ptr noundef %39) #6
  store i64 %40, ptr %11, align 8
  %41 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 0
  %42 = load ptr, ptr %12, align 8
  %43 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %41, ptr align 1 %42, i64 %43, i1 false)
  %44 = load i32, ptr %8, align 4
  %45 = lshr i32 %44, 20
  %46 = urem i32 %45, 9
  %47 = icmp eq i32 %46, 0
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, i32 10, i32 32
  %50 = trunc i32 %49 to i8
  %51 = load i64, ptr %11, align 8
  %52 = add i64 %51, 1
  store i64 %52, ptr %11, align 8
  %53 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 %51
  store i8 %50, ptr %53, align 1
  br label %108

54:                                               ; preds = %26
  %55 = load i32, ptr %9, align 4
  %56 = icmp slt i32 %55, 8
  br i1 %56, label %57, label %80

57:                                               ; preds = %54
  %58 = call i32 @dg_next()
  %59 = urem i32 %58, 100000
  store i32 %59, ptr %13, align 4
  store i64 0, ptr %11, align 8
  %60 = load i64, ptr %11, align 8
  %61 = add i64 %60, 1
  store i64 %61, ptr %11, align 8
  %62 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 %60
  store i8 124, ptr %62, align 1
  br label %63

63:                                               ; preds = %73, %57
  %64 = load i32, ptr %13, align 4
  %65 = urem i32 %64, 10
  %66 = add i32 48, %65
  %67 = trunc i32 %66 to i8
  %68 = load i64, ptr %11, align 8
  %69 = add i64 %68, 1
  store i64 %69, ptr %11, align 8
  %70 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 %68
  store i8 %67, ptr %70, align 1
  %71 = load i32, ptr %13, align 4
  %72 = udiv i32 %71, 10
  store i32 %72, ptr %13, align 4
  br label %73

73:                                               ; preds = %63
  %74 = load i32, ptr %13, align 4
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %63, label %76, !llvm.loop !9

76:                                               ; preds = %73
  %77 = load i64, ptr %11, align 8
  %78 = add i64 %77, 1
  store i64 %78, ptr %11, align 8
  %79 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 %77
  store i8 59, ptr %79, align 1
  br label %107

80:                                               ; preds = %54
  %81 = load i32, ptr %9, align 4
  %82 = icmp slt i32 %81, 9
  br i1 %82, label %83, label %103

83:                                               ; preds = %80
  %84 = load i32, ptr %8, align 4
  %85 = lshr i32 %84, 12
  %86 = urem i32 %85, 32
  %87 = add i32 16, %86
  %88 = zext i32 %87 to i64
  store i64 %88, ptr %11, align 8
  store i64 0, ptr %14, align 8
  br label %89

89:                                               ; preds = %99, %83
  %90 = load i64, ptr %14, align 8
  %91 = load i64, ptr %11, align 8
  %92 = icmp ult i64 %90, %91
  br i1 %92, label %93, label %102

93:                                               ; preds = %89
  %94 = call i32 @dg_next()
  %95 = and i32 %94, 255
  %96 = trunc i32 %95 to i8
  %97 = load i64, ptr %14, align 8
  %98 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 %97
  store i8 %96, ptr %98, align 1
  br label %99

99:                                               ; preds = %93
  %100 = load i64, ptr %14, align 8
  %101 = add i64 %100, 1
  store i64 %101, ptr %14, align 8
  br label %89, !llvm.loop !10

102:                                              ; preds = %89
  br label %106

103:                                              ; preds = %80
  store i64 24, ptr %11, align 8
  %104 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 0
  %105 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr align 1 @.str.27, i64 %105, i1 false)
  br label %106

106:                                              ; preds = %103, %102
  br label %107

107:                                              ; preds = %106, %76
  br label %108

108:                                              ; preds = %107, %32
  %109 = load i64, ptr %7, align 8
  %110 = load i64, ptr %11, align 8
  %111 = add i64 %109, %110
  %112 = load i64, ptr %5, align 8
  %113 = icmp ugt i64 %111, %112
  br i1 %113, label %114, label %118

114:                                              ; preds = %108
  %115 = load i64, ptr %5, align 8
  %116 = load i64, ptr %7, align 8
  %117 = sub i64 %115, %116
  store i64 %117, ptr %11, align 8
  br label %118

118:                                              ; preds = %114, %108
  %119 = load ptr, ptr %4, align 8
  %120 = load i64, ptr %7, align 8
  %121 = getelementptr inbounds i8, ptr %119, i64 %120
  %122 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 0
  %123 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %121, ptr align 1 %122, i64 %123, i1 false)
  %124 = load i64, ptr %11, align 8
  %125 = load i64, ptr %7, align 8
  %126 = add i64 %125, %124
  store i64 %126, ptr %7, align 8
  br label %22, !llvm.loop !11

127:                                              ; preds = %22
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

declare ptr @BZ2_bzlibVersion() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dg_fnv(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i64 -3750763034362895579, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i64
  %17 = load i64, ptr %5, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %5, align 8
  %19 = load i64, ptr %5, align 8
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %11
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %7, !llvm.loop !12

24:                                               ; preds = %7
  %25 = load i64, ptr %5, align 8
  ret i64 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @BZ2_bzBuffToBuffCompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #3

declare i32 @BZ2_bzBuffToBuffDecompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dg_next() #0 {
  %1 = load i32, ptr @dg_state, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @dg_state, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @dg_state, align 4
  %5 = load i32, ptr @dg_state, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @dg_state, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @dg_state, align 4
  %9 = load i32, ptr @dg_state, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @dg_state, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @dg_state, align 4
  %13 = load i32, ptr @dg_state, align 4
  ret i32 %13
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
