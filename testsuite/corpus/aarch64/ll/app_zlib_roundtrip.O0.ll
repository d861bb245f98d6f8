; ModuleID = 'apps/zlib_roundtrip/main.c'
source_filename = "apps/zlib_roundtrip/main.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1
@.str.1 = private unnamed_addr constant [63 x i8] c"zlib %s input %zu bytes crc32=%08lx adler32=%08lx fnv=%016llx\0A\00", align 1
@__const.main.levels = private unnamed_addr constant [3 x i32] [i32 1, i32 6, i32 9], align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"compress2 failed\0A\00", align 1
@.str.3 = private unnamed_addr constant [49 x i8] c"level %d: %zu -> %lu (%.2f%%) comp-crc=%08lx %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [41 x i8] c"stream level 5: %zu -> %zu crc=%08lx %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@dg_fill.words = internal global [20 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 8
@.str.8 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"backend\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"emits\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"object\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"code\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"register\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"selection\00", align 1
@.str.22 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"machine\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"block\00", align 1
@dg_state = internal global i32 305419896, align 4
@.str.28 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [3 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %25 = load i32, ptr %4, align 4
  %26 = icmp sgt i32 %25, 1
  br i1 %26, label %27, label %33

27:                                               ; preds = %2
  %28 = load ptr, ptr %5, align 8
  %29 = getelementptr inbounds ptr, ptr %28, i64 1
  %30 = load ptr, ptr %29, align 8
  %31 = call i32 @strcmp(ptr noundef %30, ptr noundef @.str) #7
  %32 = icmp eq i32 %31, 0
  br label %33

33:                                               ; preds = %27, %2
  %34 = phi i1 [ false, %2 ], [ %32, %27 ]
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i64 6291456, i64 204800
  store i64 %39, ptr %7, align 8
  store i32 1, ptr %8, align 4
  %40 = load i64, ptr %7, align 8
  %41 = call noalias ptr @malloc(i64 noundef %40) #8
  store ptr %41, ptr %9, align 8
  %42 = load ptr, ptr %9, align 8
  %43 = load i64, ptr %7, align 8
  call void @dg_fill(ptr noundef %42, i64 noundef %43, i32 noundef 42)
  %44 = load ptr, ptr %9, align 8
  %45 = load i64, ptr %7, align 8
  %46 = trunc i64 %45 to i32
  %47 = call i64 @crc32(i64 noundef 0, ptr noundef %44, i32 noundef %46)
  store i64 %47, ptr %10, align 8
  %48 = load ptr, ptr %9, align 8
  %49 = load i64, ptr %7, align 8
  %50 = trunc i64 %49 to i32
  %51 = call i64 @adler32(i64 noundef 1, ptr noundef %48, i32 noundef %50)
  store i64 %51, ptr %11, align 8
  %52 = call ptr @zlibVersion()
  %53 = load i64, ptr %7, align 8
  %54 = load i64, ptr %10, align 8
  %55 = load i64, ptr %11, align 8
  %56 = load ptr, ptr %9, align 8
  %57 = load i64, ptr %7, align 8
  %58 = call i64 @dg_fnv(ptr noundef %56, i64 noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %52, i64 noundef %53, i64 noundef %54, i64 noundef %55, i64 noundef %58)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %60

60:                                               ; preds = %176, %33
  %61 = load i32, ptr %13, align 4
  %62 = load i32, ptr %8, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %179

64:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.levels, i64 12, i1 false)
  store i32 0, ptr %15, align 4
  br label %65

65:                                               ; preds = %140, %64
  %66 = load i32, ptr %15, align 4
  %67 = icmp slt i32 %66, 3
  br i1 %67, label %68, label %143

68:                                               ; preds = %65
  %69 = load i64, ptr %7, align 8
  %70 = call i64 @compressBound(i64 noundef %69)
  store i64 %70, ptr %16, align 8
  %71 = load i64, ptr %16, align 8
  %72 = call noalias ptr @malloc(i64 noundef %71) #8
  store ptr %72, ptr %17, align 8
  %73 = load ptr, ptr %17, align 8
  %74 = load ptr, ptr %9, align 8
  %75 = load i64, ptr %7, align 8
  %76 = load i32, ptr %15, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [3 x i32], ptr %14, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = call i32 @compress2(ptr noundef %73, ptr noundef %16, ptr noundef %74, i64 noundef %75, i32 noundef %79)
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %68
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 2, ptr %3, align 4
  br label %184

84:                                               ; preds = %68
  %85 = load i64, ptr %7, align 8
  store i64 %85, ptr %18, align 8
  %86 = load i64, ptr %7, align 8
  %87 = call noalias ptr @malloc(i64 noundef %86) #8
  store ptr %87, ptr %19, align 8
  %88 = load ptr, ptr %19, align 8
  %89 = load ptr, ptr %17, align 8
  %90 = load i64, ptr %16, align 8
  %91 = call i32 @uncompress(ptr noundef %88, ptr noundef %18, ptr noundef %89, i64 noundef %90)
  store i32 %91, ptr %20, align 4
  %92 = load i32, ptr %20, align 4
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %104

94:                                               ; preds = %84
  %95 = load i64, ptr %18, align 8
  %96 = load i64, ptr %7, align 8
  %97 = icmp eq i64 %95, %96
  br i1 %97, label %98, label %104

98:                                               ; preds = %94
  %99 = load ptr, ptr %19, align 8
  %100 = load ptr, ptr %9, align 8
  %101 = load i64, ptr %7, align 8
  %102 = call i32 @memcmp(ptr noundef %99, ptr noundef %100, i64 noundef %101) #7
  %103 = icmp eq i32 %102, 0
  br label %104

104:                                              ; preds = %98, %94, %84
  %105 = phi i1 [ false, %94 ], [ false, %84 ], [ %103, %98 ]
  %106 = zext i1 %105 to i32
  store i32 %106, ptr %21, align 4
  %107 = load i32, ptr %21, align 4
  %108 = icmp ne i32 %107, 0
  %109 = xor i1 %108, true
  %110 = zext i1 %109 to i32
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr %12, align 4
  %113 = load i32, ptr %13, align 4
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %137

115:                                              ; preds = %104
  %116 = load i32, ptr %15, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [3 x i32], ptr %14, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = load i64, ptr %7, align 8
  %121 = load i64, ptr %16, align 8
  %122 = load i64, ptr %16, align 8
  %123 = uitofp i64 %122 to double
  %124 = fmul double 1.000000e+02, %123
  %125 = load i64, ptr %7, align 8
  %126 = uitofp i64 %125 to double
  %127 = fdiv double %124, %126
  %128 = load ptr, ptr %17, align 8
  %129 = load i64, ptr %16, align 8
  %130 = trunc i64 %129 to i32
  %131 = call i64 @crc32(i64 noundef 0, ptr noundef %128, i32 noundef %130)
  %132 = load i32, ptr %21, align 4
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, ptr @.str.4, ptr @.str.5
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %119, i64 noundef %120, i64 noundef %121, double noundef %127, i64 noundef %131, ptr noundef %135)
  br label %137

137:                                              ; preds = %115, %104
  %138 = load ptr, ptr %17, align 8
  call void @free(ptr noundef %138) #9
  %139 = load ptr, ptr %19, align 8
  call void @free(ptr noundef %139) #9
  br label %140

140:                                              ; preds = %137
  %141 = load i32, ptr %15, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %15, align 4
  br label %65, !llvm.loop !6

143:                                              ; preds = %65
  %144 = load ptr, ptr %9, align 8
  %145 = load i64, ptr %7, align 8
  %146 = call i32 @stream_roundtrip(ptr noundef %144, i64 noundef %145, i32 noundef 5, ptr noundef %22, ptr noundef %23)
  store i32 %146, ptr %24, align 4
  %147 = load i32, ptr %24, align 4
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %149, label %153

149:                                              ; preds = %143
  %150 = load i64, ptr %23, align 8
  %151 = load i64, ptr %10, align 8
  %152 = icmp ne i64 %150, %151
  br label %153

153:                                              ; preds = %149, %143
  %154 = phi i1 [ true, %143 ], [ %152, %149 ]
  %155 = zext i1 %154 to i32
  %156 = load i32, ptr %12, align 4
  %157 = add nsw i32 %156, %155
  store i32 %157, ptr %12, align 4
  %158 = load i32, ptr %13, align 4
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %175

160:                                              ; preds = %153
  %161 = load i64, ptr %7, align 8
  %162 = load i64, ptr %22, align 8
  %163 = load i64, ptr %23, align 8
  %164 = load i32, ptr %24, align 4
  %165 = icmp ne i32 %164, 0
  br i1 %165, label %166, label %170

166:                                              ; preds = %160
  %167 = load i64, ptr %23, align 8
  %168 = load i64, ptr %10, align 8
  %169 = icmp eq i64 %167, %168
  br label %170

170:                                              ; preds = %166, %160
  %171 = phi i1 [ false, %160 ], [ %169, %166 ]
  %172 = zext i1 %171 to i64
  %173 = select i1 %171, ptr @.str.4, ptr @.str.5
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %161, i64 noundef %162, i64 noundef %163, ptr noundef %173)
  br label %175

175:                                              ; preds = %170, %153
  br label %176

176:                                              ; preds = %175
  %177 = load i32, ptr %13, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %13, align 4
  br label %60, !llvm.loop !8

179:                                              ; preds = %60
  %180 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %180) #9
  %181 = load i32, ptr %12, align 4
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %181)
  %183 = load i32, ptr %12, align 4
  store i32 %183, ptr %3, align 4
  br label %184

184:                                              ; preds = %179, %82
  %185 = load i32, ptr %3, align 4
  ret i32 %185
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
  %40 = call i64 @strlen(ptr noundef %39) #7
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %104, ptr align 1 @.str.28, i64 %105, i1 false)
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

declare i64 @crc32(i64 noundef, ptr noundef, i32 noundef) #3

declare i64 @adler32(i64 noundef, ptr noundef, i32 noundef) #3

declare i32 @printf(ptr noundef, ...) #3

declare ptr @zlibVersion() #3

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

declare i64 @compressBound(i64 noundef) #3

declare i32 @compress2(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) #3

declare i32 @uncompress(ptr noundef, ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stream_roundtrip(ptr noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.z_stream_s, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %23 = load i64, ptr %8, align 8
  %24 = call i64 @compressBound(i64 noundef %23)
  %25 = add i64 %24, 64
  %26 = call noalias ptr @malloc(i64 noundef %25) #8
  store ptr %26, ptr %12, align 8
  %27 = load i64, ptr %8, align 8
  %28 = add i64 %27, 1
  %29 = call noalias ptr @malloc(i64 noundef %28) #8
  store ptr %29, ptr %13, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 112, i1 false)
  %30 = load i32, ptr %9, align 4
  %31 = call i32 @deflateInit2_(ptr noundef %14, i32 noundef %30, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef @.str.29, i32 noundef 112)
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %5
  store i32 0, ptr %6, align 4
  br label %146

34:                                               ; preds = %5
  store i64 0, ptr %15, align 8
  store i64 0, ptr %16, align 8
  store i64 4096, ptr %17, align 8
  br label %35

35:                                               ; preds = %81, %34
  %36 = load i64, ptr %8, align 8
  %37 = load i64, ptr %15, align 8
  %38 = sub i64 %36, %37
  %39 = icmp ult i64 %38, 4096
  br i1 %39, label %40, label %44

40:                                               ; preds = %35
  %41 = load i64, ptr %8, align 8
  %42 = load i64, ptr %15, align 8
  %43 = sub i64 %41, %42
  br label %45

44:                                               ; preds = %35
  br label %45

45:                                               ; preds = %44, %40
  %46 = phi i64 [ %43, %40 ], [ 4096, %44 ]
  store i64 %46, ptr %19, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = load i64, ptr %15, align 8
  %49 = getelementptr inbounds i8, ptr %47, i64 %48
  %50 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 0
  store ptr %49, ptr %50, align 8
  %51 = load i64, ptr %19, align 8
  %52 = trunc i64 %51 to i32
  %53 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 1
  store i32 %52, ptr %53, align 8
  %54 = load i64, ptr %19, align 8
  %55 = load i64, ptr %15, align 8
  %56 = add i64 %55, %54
  store i64 %56, ptr %15, align 8
  %57 = load i64, ptr %15, align 8
  %58 = load i64, ptr %8, align 8
  %59 = icmp eq i64 %57, %58
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, i32 4, i32 0
  store i32 %61, ptr %20, align 4
  br label %62

62:                                               ; preds = %76, %45
  %63 = load ptr, ptr %12, align 8
  %64 = load i64, ptr %16, align 8
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  %66 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 3
  store ptr %65, ptr %66, align 8
  %67 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 4
  store i32 1024, ptr %67, align 8
  %68 = load i32, ptr %20, align 4
  %69 = call i32 @deflate(ptr noundef %14, i32 noundef %68)
  store i32 %69, ptr %18, align 4
  %70 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 4
  %71 = load i32, ptr %70, align 8
  %72 = sub i32 1024, %71
  %73 = zext i32 %72 to i64
  %74 = load i64, ptr %16, align 8
  %75 = add i64 %74, %73
  store i64 %75, ptr %16, align 8
  br label %76

76:                                               ; preds = %62
  %77 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 4
  %78 = load i32, ptr %77, align 8
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %62, label %80, !llvm.loop !13

80:                                               ; preds = %76
  br label %81

81:                                               ; preds = %80
  %82 = load i64, ptr %15, align 8
  %83 = load i64, ptr %8, align 8
  %84 = icmp ult i64 %82, %83
  br i1 %84, label %35, label %85, !llvm.loop !14

85:                                               ; preds = %81
  %86 = call i32 @deflateEnd(ptr noundef %14)
  %87 = load i64, ptr %16, align 8
  %88 = load ptr, ptr %10, align 8
  store i64 %87, ptr %88, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 112, i1 false)
  %89 = call i32 @inflateInit2_(ptr noundef %14, i32 noundef 15, ptr noundef @.str.29, i32 noundef 112)
  %90 = load ptr, ptr %12, align 8
  %91 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 0
  store ptr %90, ptr %91, align 8
  %92 = load i64, ptr %16, align 8
  %93 = trunc i64 %92 to i32
  %94 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 1
  store i32 %93, ptr %94, align 8
  store i64 0, ptr %21, align 8
  br label %95

95:                                               ; preds = %118, %85
  %96 = load ptr, ptr %13, align 8
  %97 = load i64, ptr %21, align 8
  %98 = getelementptr inbounds i8, ptr %96, i64 %97
  %99 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 3
  store ptr %98, ptr %99, align 8
  %100 = load i64, ptr %8, align 8
  %101 = add i64 %100, 1
  %102 = load i64, ptr %21, align 8
  %103 = sub i64 %101, %102
  %104 = icmp ult i64 %103, 777
  br i1 %104, label %105, label %110

105:                                              ; preds = %95
  %106 = load i64, ptr %8, align 8
  %107 = add i64 %106, 1
  %108 = load i64, ptr %21, align 8
  %109 = sub i64 %107, %108
  br label %111

110:                                              ; preds = %95
  br label %111

111:                                              ; preds = %110, %105
  %112 = phi i64 [ %109, %105 ], [ 777, %110 ]
  %113 = trunc i64 %112 to i32
  %114 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 4
  store i32 %113, ptr %114, align 8
  %115 = call i32 @inflate(ptr noundef %14, i32 noundef 0)
  store i32 %115, ptr %18, align 4
  %116 = getelementptr inbounds %struct.z_stream_s, ptr %14, i32 0, i32 5
  %117 = load i64, ptr %116, align 8
  store i64 %117, ptr %21, align 8
  br label %118

118:                                              ; preds = %111
  %119 = load i32, ptr %18, align 4
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %95, label %121, !llvm.loop !15

121:                                              ; preds = %118
  %122 = call i32 @inflateEnd(ptr noundef %14)
  %123 = load ptr, ptr %13, align 8
  %124 = load i64, ptr %21, align 8
  %125 = trunc i64 %124 to i32
  %126 = call i64 @crc32(i64 noundef 0, ptr noundef %123, i32 noundef %125)
  %127 = load ptr, ptr %11, align 8
  store i64 %126, ptr %127, align 8
  %128 = load i32, ptr %18, align 4
  %129 = icmp eq i32 %128, 1
  br i1 %129, label %130, label %140

130:                                              ; preds = %121
  %131 = load i64, ptr %21, align 8
  %132 = load i64, ptr %8, align 8
  %133 = icmp eq i64 %131, %132
  br i1 %133, label %134, label %140

134:                                              ; preds = %130
  %135 = load ptr, ptr %7, align 8
  %136 = load ptr, ptr %13, align 8
  %137 = load i64, ptr %8, align 8
  %138 = call i32 @memcmp(ptr noundef %135, ptr noundef %136, i64 noundef %137) #7
  %139 = icmp eq i32 %138, 0
  br label %140

140:                                              ; preds = %134, %130, %121
  %141 = phi i1 [ false, %130 ], [ false, %121 ], [ %139, %134 ]
  %142 = zext i1 %141 to i32
  store i32 %142, ptr %22, align 4
  %143 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %143) #9
  %144 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %144) #9
  %145 = load i32, ptr %22, align 4
  store i32 %145, ptr %6, align 4
  br label %146

146:                                              ; preds = %140, %33
  %147 = load i32, ptr %6, align 4
  ret i32 %147
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) #3

declare i32 @deflate(ptr noundef, i32 noundef) #3

declare i32 @deflateEnd(ptr noundef) #3

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) #3

declare i32 @inflate(ptr noundef, i32 noundef) #3

declare i32 @inflateEnd(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

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
