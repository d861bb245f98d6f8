; ModuleID = 'apps/zstd_roundtrip/main.c'
source_filename = "apps/zstd_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_outBuffer_s = type { ptr, i64, i64 }
%struct.ZSTD_inBuffer_s = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"zstd %s input %zu bytes fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [4 x i32] [i32 1, i32 3, i32 9, i32 15], align 4
@.str.2 = private unnamed_addr constant [19 x i8] c"compress error %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [75 x i8] c"level %d: %zu -> %zu (%.2f%%) frame-content-size=%llu comp-fnv=%016llx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"stream level 4: %zu -> %zu %s\0A\00", align 1
@__const.main.bad = private unnamed_addr constant <{ i8, i8, i8, i8, i8, i8, i8, [9 x i8] }> <{ i8 40, i8 -75, i8 47, i8 -3, i8 1, i8 2, i8 3, [9 x i8] zeroinitializer }>, align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"corrupt frame -> error=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal global [20 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28], align 8
@.str.9 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.23 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@dg_state = internal global i32 305419896, align 4
@.str.29 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [4 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca [16 x i8], align 1
  %21 = alloca [64 x i8], align 1
  %22 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %23 = load i32, ptr %4, align 4
  %24 = icmp sgt i32 %23, 1
  br i1 %24, label %25, label %31

25:                                               ; preds = %2
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds ptr, ptr %26, i64 1
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 @strcmp(ptr noundef %28, ptr noundef @.str) #6
  %30 = icmp eq i32 %29, 0
  br label %31

31:                                               ; preds = %25, %2
  %32 = phi i1 [ false, %2 ], [ %30, %25 ]
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i64
  %37 = select i1 %35, i64 8388608, i64 307200
  store i64 %37, ptr %7, align 8
  %38 = load i64, ptr %7, align 8
  %39 = call noalias ptr @malloc(i64 noundef %38) #7
  store ptr %39, ptr %8, align 8
  %40 = load ptr, ptr %8, align 8
  %41 = load i64, ptr %7, align 8
  call void @dg_fill(ptr noundef %40, i64 noundef %41, i32 noundef 99)
  %42 = call ptr @ZSTD_versionString()
  %43 = load i64, ptr %7, align 8
  %44 = load ptr, ptr %8, align 8
  %45 = load i64, ptr %7, align 8
  %46 = call i64 @dg_fnv(ptr noundef %44, i64 noundef %45)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %42, i64 noundef %43, i64 noundef %46)
  store i32 0, ptr %9, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.levels, i64 16, i1 false)
  store i32 0, ptr %11, align 4
  br label %48

48:                                               ; preds = %131, %31
  %49 = load i32, ptr %11, align 4
  %50 = load i32, ptr %6, align 4
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i64
  %53 = select i1 %51, i32 3, i32 4
  %54 = icmp slt i32 %49, %53
  br i1 %54, label %55, label %134

55:                                               ; preds = %48
  %56 = load i64, ptr %7, align 8
  %57 = call i64 @ZSTD_compressBound(i64 noundef %56)
  store i64 %57, ptr %12, align 8
  %58 = load i64, ptr %12, align 8
  %59 = call noalias ptr @malloc(i64 noundef %58) #7
  store ptr %59, ptr %13, align 8
  %60 = load ptr, ptr %13, align 8
  %61 = load i64, ptr %12, align 8
  %62 = load ptr, ptr %8, align 8
  %63 = load i64, ptr %7, align 8
  %64 = load i32, ptr %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = call i64 @ZSTD_compress(ptr noundef %60, i64 noundef %61, ptr noundef %62, i64 noundef %63, i32 noundef %67)
  store i64 %68, ptr %14, align 8
  %69 = load i64, ptr %14, align 8
  %70 = call i32 @ZSTD_isError(i64 noundef %69)
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %55
  %73 = load i64, ptr %14, align 8
  %74 = call ptr @ZSTD_getErrorName(i64 noundef %73)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %74)
  store i32 2, ptr %3, align 4
  br label %161

76:                                               ; preds = %55
  %77 = load i64, ptr %7, align 8
  %78 = call noalias ptr @malloc(i64 noundef %77) #7
  store ptr %78, ptr %15, align 8
  %79 = load ptr, ptr %15, align 8
  %80 = load i64, ptr %7, align 8
  %81 = load ptr, ptr %13, align 8
  %82 = load i64, ptr %14, align 8
  %83 = call i64 @ZSTD_decompress(ptr noundef %79, i64 noundef %80, ptr noundef %81, i64 noundef %82)
  store i64 %83, ptr %16, align 8
  %84 = load i64, ptr %16, align 8
  %85 = call i32 @ZSTD_isError(i64 noundef %84)
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %97, label %87

87:                                               ; preds = %76
  %88 = load i64, ptr %16, align 8
  %89 = load i64, ptr %7, align 8
  %90 = icmp eq i64 %88, %89
  br i1 %90, label %91, label %97

91:                                               ; preds = %87
  %92 = load ptr, ptr %15, align 8
  %93 = load ptr, ptr %8, align 8
  %94 = load i64, ptr %7, align 8
  %95 = call i32 @memcmp(ptr noundef %92, ptr noundef %93, i64 noundef %94) #6
  %96 = icmp eq i32 %95, 0
  br label %97

97:                                               ; preds = %91, %87, %76
  %98 = phi i1 [ false, %87 ], [ false, %76 ], [ %96, %91 ]
  %99 = zext i1 %98 to i32
  store i32 %99, ptr %17, align 4
  %100 = load i32, ptr %17, align 4
  %101 = icmp ne i32 %100, 0
  %102 = xor i1 %101, true
  %103 = zext i1 %102 to i32
  %104 = load i32, ptr %9, align 4
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr %9, align 4
  %106 = load i32, ptr %11, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = load i64, ptr %7, align 8
  %111 = load i64, ptr %14, align 8
  %112 = load i64, ptr %14, align 8
  %113 = uitofp i64 %112 to double
  %114 = fmul double 1.000000e+02, %113
  %115 = load i64, ptr %7, align 8
  %116 = uitofp i64 %115 to double
  %117 = fdiv double %114, %116
  %118 = load ptr, ptr %13, align 8
  %119 = load i64, ptr %14, align 8
  %120 = call i64 @ZSTD_getFrameContentSize(ptr noundef %118, i64 noundef %119)
  %121 = load ptr, ptr %13, align 8
  %122 = load i64, ptr %14, align 8
  %123 = call i64 @dg_fnv(ptr noundef %121, i64 noundef %122)
  %124 = load i32, ptr %17, align 4
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i64
  %127 = select i1 %125, ptr @.str.4, ptr @.str.5
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %109, i64 noundef %110, i64 noundef %111, double noundef %117, i64 noundef %120, i64 noundef %123, ptr noundef %127)
  %129 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %129) #8
  %130 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %130) #8
  br label %131

131:                                              ; preds = %97
  %132 = load i32, ptr %11, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %11, align 4
  br label %48, !llvm.loop !6

134:                                              ; preds = %48
  %135 = load ptr, ptr %8, align 8
  %136 = load i64, ptr %7, align 8
  %137 = call i32 @stream_roundtrip(ptr noundef %135, i64 noundef %136, i32 noundef 4, ptr noundef %18)
  store i32 %137, ptr %19, align 4
  %138 = load i32, ptr %19, align 4
  %139 = icmp ne i32 %138, 0
  %140 = xor i1 %139, true
  %141 = zext i1 %140 to i32
  %142 = load i32, ptr %9, align 4
  %143 = add nsw i32 %142, %141
  store i32 %143, ptr %9, align 4
  %144 = load i64, ptr %7, align 8
  %145 = load i64, ptr %18, align 8
  %146 = load i32, ptr %19, align 4
  %147 = icmp ne i32 %146, 0
  %148 = zext i1 %147 to i64
  %149 = select i1 %147, ptr @.str.4, ptr @.str.5
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %144, i64 noundef %145, ptr noundef %149)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 @__const.main.bad, i64 16, i1 false)
  %151 = getelementptr inbounds [64 x i8], ptr %21, i64 0, i64 0
  %152 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %153 = call i64 @ZSTD_decompress(ptr noundef %151, i64 noundef 64, ptr noundef %152, i64 noundef 16)
  store i64 %153, ptr %22, align 8
  %154 = load i64, ptr %22, align 8
  %155 = call i32 @ZSTD_isError(i64 noundef %154)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %155)
  %157 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %157) #8
  %158 = load i32, ptr %9, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %158)
  %160 = load i32, ptr %9, align 4
  store i32 %160, ptr %3, align 4
  br label %161

161:                                              ; preds = %134, %72
  %162 = load i32, ptr %3, align 4
  ret i32 %162
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
  br i1 %75, label %63, label %76, !llvm.loop !8

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
  br label %89, !llvm.loop !9

102:                                              ; preds = %89
  br label %106

103:                                              ; preds = %80
  store i64 24, ptr %11, align 8
  %104 = getelementptr inbounds [96 x i8], ptr %10, i64 0, i64 0
  %105 = load i64, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr align 1 @.str.29, i64 %105, i1 false)
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
  br label %22, !llvm.loop !10

127:                                              ; preds = %22
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

declare ptr @ZSTD_versionString() #3

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
  br label %7, !llvm.loop !11

24:                                               ; preds = %7
  %25 = load i64, ptr %5, align 8
  ret i64 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i64 @ZSTD_compressBound(i64 noundef) #3

declare i64 @ZSTD_compress(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #3

declare i32 @ZSTD_isError(i64 noundef) #3

declare ptr @ZSTD_getErrorName(i64 noundef) #3

declare i64 @ZSTD_decompress(ptr noundef, i64 noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

declare i64 @ZSTD_getFrameContentSize(ptr noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stream_roundtrip(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.ZSTD_outBuffer_s, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca %struct.ZSTD_inBuffer_s, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca %struct.ZSTD_inBuffer_s, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca %struct.ZSTD_outBuffer_s, align 8
  %26 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  %27 = call ptr @ZSTD_createCCtx()
  store ptr %27, ptr %10, align 8
  %28 = load ptr, ptr %10, align 8
  %29 = load i32, ptr %8, align 4
  %30 = call i64 @ZSTD_CCtx_setParameter(ptr noundef %28, i32 noundef 100, i32 noundef %29)
  %31 = load ptr, ptr %10, align 8
  %32 = call i64 @ZSTD_CCtx_setParameter(ptr noundef %31, i32 noundef 201, i32 noundef 1)
  %33 = load i64, ptr %7, align 8
  %34 = call i64 @ZSTD_compressBound(i64 noundef %33)
  store i64 %34, ptr %11, align 8
  %35 = load i64, ptr %11, align 8
  %36 = call noalias ptr @malloc(i64 noundef %35) #7
  store ptr %36, ptr %12, align 8
  %37 = load i64, ptr %7, align 8
  %38 = add i64 %37, 1
  %39 = call noalias ptr @malloc(i64 noundef %38) #7
  store ptr %39, ptr %13, align 8
  %40 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %14, i32 0, i32 0
  %41 = load ptr, ptr %12, align 8
  store ptr %41, ptr %40, align 8
  %42 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %14, i32 0, i32 1
  %43 = load i64, ptr %11, align 8
  store i64 %43, ptr %42, align 8
  %44 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %14, i32 0, i32 2
  store i64 0, ptr %44, align 8
  store i64 0, ptr %15, align 8
  br label %45

45:                                               ; preds = %101, %4
  %46 = load i64, ptr %15, align 8
  %47 = load i64, ptr %7, align 8
  %48 = icmp ult i64 %46, %47
  br i1 %48, label %49, label %105

49:                                               ; preds = %45
  %50 = load i64, ptr %7, align 8
  %51 = load i64, ptr %15, align 8
  %52 = sub i64 %50, %51
  %53 = icmp ult i64 %52, 5000
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = load i64, ptr %7, align 8
  %56 = load i64, ptr %15, align 8
  %57 = sub i64 %55, %56
  br label %59

58:                                               ; preds = %49
  br label %59

59:                                               ; preds = %58, %54
  %60 = phi i64 [ %57, %54 ], [ 5000, %58 ]
  store i64 %60, ptr %16, align 8
  %61 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %17, i32 0, i32 0
  %62 = load ptr, ptr %6, align 8
  %63 = load i64, ptr %15, align 8
  %64 = getelementptr inbounds i8, ptr %62, i64 %63
  store ptr %64, ptr %61, align 8
  %65 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %17, i32 0, i32 1
  %66 = load i64, ptr %16, align 8
  store i64 %66, ptr %65, align 8
  %67 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %17, i32 0, i32 2
  store i64 0, ptr %67, align 8
  %68 = load i64, ptr %15, align 8
  %69 = load i64, ptr %16, align 8
  %70 = add i64 %68, %69
  %71 = load i64, ptr %7, align 8
  %72 = icmp eq i64 %70, %71
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, i32 2, i32 0
  store i32 %74, ptr %18, align 4
  br label %75

75:                                               ; preds = %98, %59
  %76 = load ptr, ptr %10, align 8
  %77 = load i32, ptr %18, align 4
  %78 = call i64 @ZSTD_compressStream2(ptr noundef %76, ptr noundef %14, ptr noundef %17, i32 noundef %77)
  store i64 %78, ptr %19, align 8
  %79 = load i64, ptr %19, align 8
  %80 = call i32 @ZSTD_isError(i64 noundef %79)
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %83

82:                                               ; preds = %75
  store i32 0, ptr %5, align 4
  br label %179

83:                                               ; preds = %75
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %18, align 4
  %86 = icmp eq i32 %85, 2
  br i1 %86, label %87, label %91

87:                                               ; preds = %84
  %88 = load i64, ptr %19, align 8
  %89 = icmp ne i64 %88, 0
  %90 = zext i1 %89 to i32
  br label %98

91:                                               ; preds = %84
  %92 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %17, i32 0, i32 2
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %17, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = icmp ult i64 %93, %95
  %97 = zext i1 %96 to i32
  br label %98

98:                                               ; preds = %91, %87
  %99 = phi i32 [ %90, %87 ], [ %97, %91 ]
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %75, label %101, !llvm.loop !12

101:                                              ; preds = %98
  %102 = load i64, ptr %16, align 8
  %103 = load i64, ptr %15, align 8
  %104 = add i64 %103, %102
  store i64 %104, ptr %15, align 8
  br label %45, !llvm.loop !13

105:                                              ; preds = %45
  %106 = load ptr, ptr %10, align 8
  %107 = call i64 @ZSTD_freeCCtx(ptr noundef %106)
  %108 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %14, i32 0, i32 2
  %109 = load i64, ptr %108, align 8
  %110 = load ptr, ptr %9, align 8
  store i64 %109, ptr %110, align 8
  %111 = call ptr @ZSTD_createDCtx()
  store ptr %111, ptr %20, align 8
  %112 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %21, i32 0, i32 0
  %113 = load ptr, ptr %12, align 8
  store ptr %113, ptr %112, align 8
  %114 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %21, i32 0, i32 1
  %115 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %14, i32 0, i32 2
  %116 = load i64, ptr %115, align 8
  store i64 %116, ptr %114, align 8
  %117 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %21, i32 0, i32 2
  store i64 0, ptr %117, align 8
  store i64 0, ptr %22, align 8
  store i64 1, ptr %23, align 8
  br label %118

118:                                              ; preds = %156, %105
  %119 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %21, i32 0, i32 2
  %120 = load i64, ptr %119, align 8
  %121 = getelementptr inbounds %struct.ZSTD_inBuffer_s, ptr %21, i32 0, i32 1
  %122 = load i64, ptr %121, align 8
  %123 = icmp ult i64 %120, %122
  br i1 %123, label %124, label %127

124:                                              ; preds = %118
  %125 = load i64, ptr %23, align 8
  %126 = icmp ne i64 %125, 0
  br label %127

127:                                              ; preds = %124, %118
  %128 = phi i1 [ false, %118 ], [ %126, %124 ]
  br i1 %128, label %129, label %161

129:                                              ; preds = %127
  %130 = load i64, ptr %7, align 8
  %131 = add i64 %130, 1
  %132 = load i64, ptr %22, align 8
  %133 = sub i64 %131, %132
  %134 = icmp ult i64 %133, 3000
  br i1 %134, label %135, label %140

135:                                              ; preds = %129
  %136 = load i64, ptr %7, align 8
  %137 = add i64 %136, 1
  %138 = load i64, ptr %22, align 8
  %139 = sub i64 %137, %138
  br label %141

140:                                              ; preds = %129
  br label %141

141:                                              ; preds = %140, %135
  %142 = phi i64 [ %139, %135 ], [ 3000, %140 ]
  store i64 %142, ptr %24, align 8
  %143 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %25, i32 0, i32 0
  %144 = load ptr, ptr %13, align 8
  %145 = load i64, ptr %22, align 8
  %146 = getelementptr inbounds i8, ptr %144, i64 %145
  store ptr %146, ptr %143, align 8
  %147 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %25, i32 0, i32 1
  %148 = load i64, ptr %24, align 8
  store i64 %148, ptr %147, align 8
  %149 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %25, i32 0, i32 2
  store i64 0, ptr %149, align 8
  %150 = load ptr, ptr %20, align 8
  %151 = call i64 @ZSTD_decompressStream(ptr noundef %150, ptr noundef %25, ptr noundef %21)
  store i64 %151, ptr %23, align 8
  %152 = load i64, ptr %23, align 8
  %153 = call i32 @ZSTD_isError(i64 noundef %152)
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %155, label %156

155:                                              ; preds = %141
  store i32 0, ptr %5, align 4
  br label %179

156:                                              ; preds = %141
  %157 = getelementptr inbounds %struct.ZSTD_outBuffer_s, ptr %25, i32 0, i32 2
  %158 = load i64, ptr %157, align 8
  %159 = load i64, ptr %22, align 8
  %160 = add i64 %159, %158
  store i64 %160, ptr %22, align 8
  br label %118, !llvm.loop !14

161:                                              ; preds = %127
  %162 = load ptr, ptr %20, align 8
  %163 = call i64 @ZSTD_freeDCtx(ptr noundef %162)
  %164 = load i64, ptr %22, align 8
  %165 = load i64, ptr %7, align 8
  %166 = icmp eq i64 %164, %165
  br i1 %166, label %167, label %173

167:                                              ; preds = %161
  %168 = load ptr, ptr %6, align 8
  %169 = load ptr, ptr %13, align 8
  %170 = load i64, ptr %7, align 8
  %171 = call i32 @memcmp(ptr noundef %168, ptr noundef %169, i64 noundef %170) #6
  %172 = icmp eq i32 %171, 0
  br label %173

173:                                              ; preds = %167, %161
  %174 = phi i1 [ false, %161 ], [ %172, %167 ]
  %175 = zext i1 %174 to i32
  store i32 %175, ptr %26, align 4
  %176 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %176) #8
  %177 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %177) #8
  %178 = load i32, ptr %26, align 4
  store i32 %178, ptr %5, align 4
  br label %179

179:                                              ; preds = %173, %155, %82
  %180 = load i32, ptr %5, align 4
  ret i32 %180
}

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

declare ptr @ZSTD_createCCtx() #3

declare i64 @ZSTD_CCtx_setParameter(ptr noundef, i32 noundef, i32 noundef) #3

declare i64 @ZSTD_compressStream2(ptr noundef, ptr noundef, ptr noundef, i32 noundef) #3

declare i64 @ZSTD_freeCCtx(ptr noundef) #3

declare ptr @ZSTD_createDCtx() #3

declare i64 @ZSTD_decompressStream(ptr noundef, ptr noundef, ptr noundef) #3

declare i64 @ZSTD_freeDCtx(ptr noundef) #3

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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
