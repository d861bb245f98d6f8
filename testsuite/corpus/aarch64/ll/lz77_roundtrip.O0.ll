; ModuleID = 'programs/lz77_roundtrip.c'
source_filename = "programs/lz77_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Chains = type { ptr, ptr }

@.str = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"noise\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"runs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"periodic\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [51 x i8] c"%-8s lz77 %-6s %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"lazy\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"greedy\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"%-8s lzss        %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1
@__const.main.junk = private unnamed_addr constant [3 x i8] c"\01\05\C8", align 1
@__const.main.junk2 = private unnamed_addr constant [3 x i8] c"\00\09\01", align 1
@__const.main.junk3 = private unnamed_addr constant [3 x i8] c"\01\05d", align 1
@.str.11 = private unnamed_addr constant [32 x i8] c"corrupt streams -> %ld %ld %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 4
@make_input.words = internal global [15 x ptr] [ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 8
@.str.13 = private unnamed_addr constant [10 x i8] c"compiler \00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"backend \00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"register \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"allocation \00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"instruction \00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"selection \00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"the \00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"of \00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"and \00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"machine \00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"code \00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"emits \00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"object \00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"file \00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1
@rs = internal global i32 99, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 8
  %3 = alloca [5 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca [3 x i8], align 1
  %20 = alloca [3 x i8], align 1
  %21 = alloca [3 x i8], align 1
  %22 = alloca [64 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @crc_init()
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.names, i64 40, i1 false)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 40, i1 false)
  %23 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 0
  store i64 60000, ptr %23, align 8
  %24 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 1
  store i64 20000, ptr %24, align 8
  %25 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 2
  store i64 50000, ptr %25, align 8
  %26 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 3
  store i64 40000, ptr %26, align 8
  %27 = getelementptr inbounds [5 x i64], ptr %3, i32 0, i32 4
  store i64 60000, ptr %27, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %171, %0
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 5
  br i1 %30, label %31, label %174

31:                                               ; preds = %28
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x i64], ptr %3, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  store i64 %35, ptr %6, align 8
  %36 = load i64, ptr %6, align 8
  %37 = call noalias ptr @malloc(i64 noundef %36) #7
  store ptr %37, ptr %7, align 8
  %38 = load i64, ptr %6, align 8
  %39 = mul i64 %38, 2
  %40 = add i64 %39, 64
  %41 = call noalias ptr @malloc(i64 noundef %40) #7
  store ptr %41, ptr %8, align 8
  %42 = load i64, ptr %6, align 8
  %43 = add i64 %42, 16
  %44 = call noalias ptr @malloc(i64 noundef %43) #7
  store ptr %44, ptr %9, align 8
  %45 = load i32, ptr %5, align 4
  %46 = load ptr, ptr %7, align 8
  %47 = load i64, ptr %6, align 8
  %48 = call i64 @make_input(i32 noundef %45, ptr noundef %46, i64 noundef %47)
  %49 = load ptr, ptr %7, align 8
  %50 = load i64, ptr %6, align 8
  %51 = call i32 @crc32(ptr noundef %49, i64 noundef %50)
  store i32 %51, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %52

52:                                               ; preds = %113, %31
  %53 = load i32, ptr %11, align 4
  %54 = icmp slt i32 %53, 2
  br i1 %54, label %55, label %116

55:                                               ; preds = %52
  %56 = load ptr, ptr %7, align 8
  %57 = load i64, ptr %6, align 8
  %58 = load ptr, ptr %8, align 8
  %59 = load i32, ptr %11, align 4
  %60 = load i32, ptr %11, align 4
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 64, i32 8
  %64 = call i64 @lz77_compress(ptr noundef %56, i64 noundef %57, ptr noundef %58, i32 noundef %59, i32 noundef %63)
  store i64 %64, ptr %12, align 8
  %65 = load ptr, ptr %8, align 8
  %66 = load i64, ptr %12, align 8
  %67 = load ptr, ptr %9, align 8
  %68 = load i64, ptr %6, align 8
  %69 = add i64 %68, 16
  %70 = call i64 @lz77_decompress(ptr noundef %65, i64 noundef %66, ptr noundef %67, i64 noundef %69)
  store i64 %70, ptr %13, align 8
  %71 = load i64, ptr %13, align 8
  %72 = load i64, ptr %6, align 8
  %73 = icmp eq i64 %71, %72
  br i1 %73, label %74, label %80

74:                                               ; preds = %55
  %75 = load ptr, ptr %9, align 8
  %76 = load i64, ptr %6, align 8
  %77 = call i32 @crc32(ptr noundef %75, i64 noundef %76)
  %78 = load i32, ptr %10, align 4
  %79 = icmp eq i32 %77, %78
  br label %80

80:                                               ; preds = %74, %55
  %81 = phi i1 [ false, %55 ], [ %79, %74 ]
  %82 = zext i1 %81 to i32
  store i32 %82, ptr %14, align 4
  %83 = load i32, ptr %14, align 4
  %84 = icmp ne i32 %83, 0
  %85 = xor i1 %84, true
  %86 = zext i1 %85 to i32
  %87 = load i32, ptr %4, align 4
  %88 = add nsw i32 %87, %86
  store i32 %88, ptr %4, align 4
  %89 = load i32, ptr %5, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %11, align 4
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i64
  %96 = select i1 %94, ptr @.str.6, ptr @.str.7
  %97 = load i64, ptr %6, align 8
  %98 = load i64, ptr %12, align 8
  %99 = load i64, ptr %12, align 8
  %100 = uitofp i64 %99 to double
  %101 = fmul double 1.000000e+02, %100
  %102 = load i64, ptr %6, align 8
  %103 = uitofp i64 %102 to double
  %104 = fdiv double %101, %103
  %105 = load ptr, ptr %8, align 8
  %106 = load i64, ptr %12, align 8
  %107 = call i32 @crc32(ptr noundef %105, i64 noundef %106)
  %108 = load i32, ptr %14, align 4
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i64
  %111 = select i1 %109, ptr @.str.8, ptr @.str.9
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %92, ptr noundef %96, i64 noundef %97, i64 noundef %98, double noundef %104, i32 noundef %107, ptr noundef %111)
  br label %113

113:                                              ; preds = %80
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %11, align 4
  br label %52, !llvm.loop !6

116:                                              ; preds = %52
  %117 = load i32, ptr %5, align 4
  %118 = icmp eq i32 %117, 1
  %119 = zext i1 %118 to i64
  %120 = select i1 %118, i32 4000, i32 12000
  %121 = sext i32 %120 to i64
  store i64 %121, ptr %15, align 8
  %122 = load ptr, ptr %7, align 8
  %123 = load i64, ptr %15, align 8
  %124 = load ptr, ptr %8, align 8
  %125 = call i64 @lzss_compress(ptr noundef %122, i64 noundef %123, ptr noundef %124)
  store i64 %125, ptr %16, align 8
  %126 = load ptr, ptr %8, align 8
  %127 = load i64, ptr %16, align 8
  %128 = load ptr, ptr %9, align 8
  %129 = call i64 @lzss_decompress(ptr noundef %126, i64 noundef %127, ptr noundef %128)
  store i64 %129, ptr %17, align 8
  %130 = load i64, ptr %17, align 8
  %131 = load i64, ptr %15, align 8
  %132 = icmp eq i64 %130, %131
  br i1 %132, label %133, label %139

133:                                              ; preds = %116
  %134 = load ptr, ptr %9, align 8
  %135 = load ptr, ptr %7, align 8
  %136 = load i64, ptr %15, align 8
  %137 = call i32 @memcmp(ptr noundef %134, ptr noundef %135, i64 noundef %136) #8
  %138 = icmp eq i32 %137, 0
  br label %139

139:                                              ; preds = %133, %116
  %140 = phi i1 [ false, %116 ], [ %138, %133 ]
  %141 = zext i1 %140 to i32
  store i32 %141, ptr %18, align 4
  %142 = load i32, ptr %18, align 4
  %143 = icmp ne i32 %142, 0
  %144 = xor i1 %143, true
  %145 = zext i1 %144 to i32
  %146 = load i32, ptr %4, align 4
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr %4, align 4
  %148 = load i32, ptr %5, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  %152 = load i64, ptr %15, align 8
  %153 = load i64, ptr %16, align 8
  %154 = load i64, ptr %16, align 8
  %155 = uitofp i64 %154 to double
  %156 = fmul double 1.000000e+02, %155
  %157 = load i64, ptr %15, align 8
  %158 = uitofp i64 %157 to double
  %159 = fdiv double %156, %158
  %160 = load ptr, ptr %8, align 8
  %161 = load i64, ptr %16, align 8
  %162 = call i32 @crc32(ptr noundef %160, i64 noundef %161)
  %163 = load i32, ptr %18, align 4
  %164 = icmp ne i32 %163, 0
  %165 = zext i1 %164 to i64
  %166 = select i1 %164, ptr @.str.8, ptr @.str.9
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %151, i64 noundef %152, i64 noundef %153, double noundef %159, i32 noundef %162, ptr noundef %166)
  %168 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %168) #9
  %169 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %169) #9
  %170 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %170) #9
  br label %171

171:                                              ; preds = %139
  %172 = load i32, ptr %5, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %5, align 4
  br label %28, !llvm.loop !8

174:                                              ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %19, ptr align 1 @__const.main.junk, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 1 @__const.main.junk2, i64 3, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 1 @__const.main.junk3, i64 3, i1 false)
  %175 = getelementptr inbounds [3 x i8], ptr %19, i64 0, i64 0
  %176 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %177 = call i64 @lz77_decompress(ptr noundef %175, i64 noundef 3, ptr noundef %176, i64 noundef 64)
  %178 = getelementptr inbounds [3 x i8], ptr %20, i64 0, i64 0
  %179 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %180 = call i64 @lz77_decompress(ptr noundef %178, i64 noundef 3, ptr noundef %179, i64 noundef 64)
  %181 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 0
  %182 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0
  %183 = call i64 @lz77_decompress(ptr noundef %181, i64 noundef 3, ptr noundef %182, i64 noundef 64)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %177, i64 noundef %180, i64 noundef %183)
  %185 = load i32, ptr %4, align 4
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %185)
  %187 = load i32, ptr %4, align 4
  ret i32 %187
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %4

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %36

7:                                                ; preds = %4
  %8 = load i32, ptr %1, align 4
  store i32 %8, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, ptr %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  br label %9, !llvm.loop !9

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4
  %30 = load i32, ptr %1, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %1, align 4
  br label %4, !llvm.loop !10

36:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @make_input(i32 noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %15 = load i32, ptr %4, align 4
  switch i32 %15, label %103 [
    i32 0, label %16
    i32 1, label %48
    i32 2, label %63
    i32 3, label %79
  ]

16:                                               ; preds = %3
  br label %17

17:                                               ; preds = %38, %16
  %18 = load i64, ptr %7, align 8
  %19 = load i64, ptr %6, align 8
  %20 = icmp ult i64 %18, %19
  br i1 %20, label %21, label %47

21:                                               ; preds = %17
  %22 = call i32 @rnd()
  %23 = urem i32 %22, 15
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [15 x ptr], ptr @make_input.words, i64 0, i64 %24
  %26 = load ptr, ptr %25, align 8
  store ptr %26, ptr %8, align 8
  %27 = load ptr, ptr %8, align 8
  %28 = call i64 @strlen(ptr noundef %27) #8
  store i64 %28, ptr %9, align 8
  %29 = load i64, ptr %7, align 8
  %30 = load i64, ptr %9, align 8
  %31 = add i64 %29, %30
  %32 = load i64, ptr %6, align 8
  %33 = icmp ugt i64 %31, %32
  br i1 %33, label %34, label %38

34:                                               ; preds = %21
  %35 = load i64, ptr %6, align 8
  %36 = load i64, ptr %7, align 8
  %37 = sub i64 %35, %36
  store i64 %37, ptr %9, align 8
  br label %38

38:                                               ; preds = %34, %21
  %39 = load ptr, ptr %5, align 8
  %40 = load i64, ptr %7, align 8
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  %42 = load ptr, ptr %8, align 8
  %43 = load i64, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %41, ptr align 1 %42, i64 %43, i1 false)
  %44 = load i64, ptr %9, align 8
  %45 = load i64, ptr %7, align 8
  %46 = add i64 %45, %44
  store i64 %46, ptr %7, align 8
  br label %17, !llvm.loop !11

47:                                               ; preds = %17
  br label %186

48:                                               ; preds = %3
  br label %49

49:                                               ; preds = %59, %48
  %50 = load i64, ptr %7, align 8
  %51 = load i64, ptr %6, align 8
  %52 = icmp ult i64 %50, %51
  br i1 %52, label %53, label %62

53:                                               ; preds = %49
  %54 = call i32 @rnd()
  %55 = trunc i32 %54 to i8
  %56 = load ptr, ptr %5, align 8
  %57 = load i64, ptr %7, align 8
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  store i8 %55, ptr %58, align 1
  br label %59

59:                                               ; preds = %53
  %60 = load i64, ptr %7, align 8
  %61 = add i64 %60, 1
  store i64 %61, ptr %7, align 8
  br label %49, !llvm.loop !12

62:                                               ; preds = %49
  br label %186

63:                                               ; preds = %3
  br label %64

64:                                               ; preds = %75, %63
  %65 = load i64, ptr %7, align 8
  %66 = load i64, ptr %6, align 8
  %67 = icmp ult i64 %65, %66
  br i1 %67, label %68, label %78

68:                                               ; preds = %64
  %69 = load i64, ptr %7, align 8
  %70 = udiv i64 %69, 1000
  %71 = trunc i64 %70 to i8
  %72 = load ptr, ptr %5, align 8
  %73 = load i64, ptr %7, align 8
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  store i8 %71, ptr %74, align 1
  br label %75

75:                                               ; preds = %68
  %76 = load i64, ptr %7, align 8
  %77 = add i64 %76, 1
  store i64 %77, ptr %7, align 8
  br label %64, !llvm.loop !13

78:                                               ; preds = %64
  br label %186

79:                                               ; preds = %3
  br label %80

80:                                               ; preds = %99, %79
  %81 = load i64, ptr %7, align 8
  %82 = load i64, ptr %6, align 8
  %83 = icmp ult i64 %81, %82
  br i1 %83, label %84, label %102

84:                                               ; preds = %80
  %85 = load i64, ptr %7, align 8
  %86 = urem i64 %85, 10
  %87 = getelementptr inbounds [11 x i8], ptr @.str.28, i64 0, i64 %86
  %88 = load i8, ptr %87, align 1
  %89 = zext i8 %88 to i32
  %90 = load i64, ptr %7, align 8
  %91 = urem i64 %90, 977
  %92 = icmp eq i64 %91, 0
  %93 = zext i1 %92 to i32
  %94 = xor i32 %89, %93
  %95 = trunc i32 %94 to i8
  %96 = load ptr, ptr %5, align 8
  %97 = load i64, ptr %7, align 8
  %98 = getelementptr inbounds i8, ptr %96, i64 %97
  store i8 %95, ptr %98, align 1
  br label %99

99:                                               ; preds = %84
  %100 = load i64, ptr %7, align 8
  %101 = add i64 %100, 1
  store i64 %101, ptr %7, align 8
  br label %80, !llvm.loop !14

102:                                              ; preds = %80
  br label %186

103:                                              ; preds = %3
  br label %104

104:                                              ; preds = %184, %103
  %105 = load i64, ptr %7, align 8
  %106 = load i64, ptr %6, align 8
  %107 = icmp ult i64 %105, %106
  br i1 %107, label %108, label %185

108:                                              ; preds = %104
  %109 = call i32 @rnd()
  %110 = urem i32 %109, 4
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %140

112:                                              ; preds = %108
  %113 = call i32 @rnd()
  %114 = urem i32 %113, 20
  %115 = add i32 %114, 1
  %116 = zext i32 %115 to i64
  store i64 %116, ptr %10, align 8
  store i64 0, ptr %11, align 8
  br label %117

117:                                              ; preds = %136, %112
  %118 = load i64, ptr %11, align 8
  %119 = load i64, ptr %10, align 8
  %120 = icmp ult i64 %118, %119
  br i1 %120, label %121, label %125

121:                                              ; preds = %117
  %122 = load i64, ptr %7, align 8
  %123 = load i64, ptr %6, align 8
  %124 = icmp ult i64 %122, %123
  br label %125

125:                                              ; preds = %121, %117
  %126 = phi i1 [ false, %117 ], [ %124, %121 ]
  br i1 %126, label %127, label %139

127:                                              ; preds = %125
  %128 = call i32 @rnd()
  %129 = urem i32 %128, 4
  %130 = add i32 %129, 97
  %131 = trunc i32 %130 to i8
  %132 = load ptr, ptr %5, align 8
  %133 = load i64, ptr %7, align 8
  %134 = add i64 %133, 1
  store i64 %134, ptr %7, align 8
  %135 = getelementptr inbounds i8, ptr %132, i64 %133
  store i8 %131, ptr %135, align 1
  br label %136

136:                                              ; preds = %127
  %137 = load i64, ptr %11, align 8
  %138 = add i64 %137, 1
  store i64 %138, ptr %11, align 8
  br label %117, !llvm.loop !15

139:                                              ; preds = %125
  br label %184

140:                                              ; preds = %108
  %141 = call i32 @rnd()
  %142 = urem i32 %141, 200
  %143 = add i32 %142, 1
  %144 = zext i32 %143 to i64
  store i64 %144, ptr %12, align 8
  %145 = call i32 @rnd()
  %146 = urem i32 %145, 30
  %147 = add i32 %146, 3
  %148 = zext i32 %147 to i64
  store i64 %148, ptr %13, align 8
  store i64 0, ptr %14, align 8
  br label %149

149:                                              ; preds = %178, %140
  %150 = load i64, ptr %14, align 8
  %151 = load i64, ptr %13, align 8
  %152 = icmp ult i64 %150, %151
  br i1 %152, label %153, label %157

153:                                              ; preds = %149
  %154 = load i64, ptr %7, align 8
  %155 = load i64, ptr %6, align 8
  %156 = icmp ult i64 %154, %155
  br label %157

157:                                              ; preds = %153, %149
  %158 = phi i1 [ false, %149 ], [ %156, %153 ]
  br i1 %158, label %159, label %183

159:                                              ; preds = %157
  %160 = load i64, ptr %7, align 8
  %161 = load i64, ptr %12, align 8
  %162 = icmp uge i64 %160, %161
  br i1 %162, label %163, label %171

163:                                              ; preds = %159
  %164 = load ptr, ptr %5, align 8
  %165 = load i64, ptr %7, align 8
  %166 = load i64, ptr %12, align 8
  %167 = sub i64 %165, %166
  %168 = getelementptr inbounds i8, ptr %164, i64 %167
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  br label %172

171:                                              ; preds = %159
  br label %172

172:                                              ; preds = %171, %163
  %173 = phi i32 [ %170, %163 ], [ 122, %171 ]
  %174 = trunc i32 %173 to i8
  %175 = load ptr, ptr %5, align 8
  %176 = load i64, ptr %7, align 8
  %177 = getelementptr inbounds i8, ptr %175, i64 %176
  store i8 %174, ptr %177, align 1
  br label %178

178:                                              ; preds = %172
  %179 = load i64, ptr %14, align 8
  %180 = add i64 %179, 1
  store i64 %180, ptr %14, align 8
  %181 = load i64, ptr %7, align 8
  %182 = add i64 %181, 1
  store i64 %182, ptr %7, align 8
  br label %149, !llvm.loop !16

183:                                              ; preds = %157
  br label %184

184:                                              ; preds = %183, %139
  br label %104, !llvm.loop !17

185:                                              ; preds = %104
  br label %186

186:                                              ; preds = %185, %102, %78, %62, %47
  %187 = load i64, ptr %6, align 8
  ret i64 %187
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -1, ptr %5, align 4
  br label %6

6:                                                ; preds = %10, %2
  %7 = load i64, ptr %4, align 8
  %8 = add i64 %7, -1
  store i64 %8, ptr %4, align 8
  %9 = icmp ne i64 %7, 0
  br i1 %9, label %10, label %24

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr %3, align 8
  %14 = load i8, ptr %12, align 1
  %15 = zext i8 %14 to i32
  %16 = xor i32 %11, %15
  %17 = and i32 %16, 255
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = load i32, ptr %5, align 4
  %22 = lshr i32 %21, 8
  %23 = xor i32 %20, %22
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !18

24:                                               ; preds = %6
  %25 = load i32, ptr %5, align 4
  %26 = xor i32 %25, -1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lz77_compress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Chains, align 8
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
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %22 = call noalias ptr @malloc(i64 noundef 65536) #7
  %23 = getelementptr inbounds %struct.Chains, ptr %11, i32 0, i32 0
  store ptr %22, ptr %23, align 8
  %24 = load i64, ptr %7, align 8
  %25 = add i64 %24, 1
  %26 = mul i64 4, %25
  %27 = call noalias ptr @malloc(i64 noundef %26) #7
  %28 = getelementptr inbounds %struct.Chains, ptr %11, i32 0, i32 1
  store ptr %27, ptr %28, align 8
  store i64 0, ptr %12, align 8
  br label %29

29:                                               ; preds = %37, %5
  %30 = load i64, ptr %12, align 8
  %31 = icmp ult i64 %30, 16384
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = getelementptr inbounds %struct.Chains, ptr %11, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = load i64, ptr %12, align 8
  %36 = getelementptr inbounds i32, ptr %34, i64 %35
  store i32 -1, ptr %36, align 4
  br label %37

37:                                               ; preds = %32
  %38 = load i64, ptr %12, align 8
  %39 = add i64 %38, 1
  store i64 %39, ptr %12, align 8
  br label %29, !llvm.loop !19

40:                                               ; preds = %29
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i64 0, ptr %15, align 8
  br label %41

41:                                               ; preds = %231, %144, %73, %40
  %42 = load i64, ptr %14, align 8
  %43 = load i64, ptr %7, align 8
  %44 = icmp ult i64 %42, %43
  br i1 %44, label %45, label %232

45:                                               ; preds = %41
  %46 = load ptr, ptr %6, align 8
  %47 = load i64, ptr %7, align 8
  %48 = load i64, ptr %14, align 8
  %49 = load i32, ptr %10, align 4
  call void @find_match(ptr noundef %46, i64 noundef %47, i64 noundef %48, ptr noundef %11, i32 noundef %49, ptr noundef %16, ptr noundef %17)
  %50 = load i64, ptr %16, align 8
  %51 = icmp ne i64 %50, 0
  br i1 %51, label %52, label %149

52:                                               ; preds = %45
  %53 = load i32, ptr %9, align 4
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %55, label %149

55:                                               ; preds = %52
  %56 = load i64, ptr %14, align 8
  %57 = add i64 %56, 1
  %58 = load i64, ptr %7, align 8
  %59 = icmp ult i64 %57, %58
  br i1 %59, label %60, label %149

60:                                               ; preds = %55
  %61 = load ptr, ptr %6, align 8
  %62 = load i64, ptr %7, align 8
  %63 = load i64, ptr %14, align 8
  call void @insert(ptr noundef %61, i64 noundef %62, i64 noundef %63, ptr noundef %11)
  %64 = load ptr, ptr %6, align 8
  %65 = load i64, ptr %7, align 8
  %66 = load i64, ptr %14, align 8
  %67 = add i64 %66, 1
  %68 = load i32, ptr %10, align 4
  call void @find_match(ptr noundef %64, i64 noundef %65, i64 noundef %67, ptr noundef %11, i32 noundef %68, ptr noundef %18, ptr noundef %19)
  %69 = load i64, ptr %18, align 8
  %70 = load i64, ptr %16, align 8
  %71 = add i64 %70, 1
  %72 = icmp ugt i64 %69, %71
  br i1 %72, label %73, label %76

73:                                               ; preds = %60
  %74 = load i64, ptr %14, align 8
  %75 = add i64 %74, 1
  store i64 %75, ptr %14, align 8
  br label %41, !llvm.loop !20

76:                                               ; preds = %60
  %77 = load i64, ptr %14, align 8
  %78 = load i64, ptr %15, align 8
  %79 = icmp ugt i64 %77, %78
  br i1 %79, label %80, label %109

80:                                               ; preds = %76
  %81 = load ptr, ptr %8, align 8
  %82 = load i64, ptr %13, align 8
  %83 = add i64 %82, 1
  store i64 %83, ptr %13, align 8
  %84 = getelementptr inbounds i8, ptr %81, i64 %82
  store i8 0, ptr %84, align 1
  %85 = load ptr, ptr %8, align 8
  %86 = load i64, ptr %13, align 8
  %87 = getelementptr inbounds i8, ptr %85, i64 %86
  %88 = load i64, ptr %14, align 8
  %89 = load i64, ptr %15, align 8
  %90 = sub i64 %88, %89
  %91 = trunc i64 %90 to i32
  %92 = call i64 @put_varint(ptr noundef %87, i32 noundef %91)
  %93 = load i64, ptr %13, align 8
  %94 = add i64 %93, %92
  store i64 %94, ptr %13, align 8
  %95 = load ptr, ptr %8, align 8
  %96 = load i64, ptr %13, align 8
  %97 = getelementptr inbounds i8, ptr %95, i64 %96
  %98 = load ptr, ptr %6, align 8
  %99 = load i64, ptr %15, align 8
  %100 = getelementptr inbounds i8, ptr %98, i64 %99
  %101 = load i64, ptr %14, align 8
  %102 = load i64, ptr %15, align 8
  %103 = sub i64 %101, %102
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %97, ptr align 1 %100, i64 %103, i1 false)
  %104 = load i64, ptr %14, align 8
  %105 = load i64, ptr %15, align 8
  %106 = sub i64 %104, %105
  %107 = load i64, ptr %13, align 8
  %108 = add i64 %107, %106
  store i64 %108, ptr %13, align 8
  br label %109

109:                                              ; preds = %80, %76
  %110 = load ptr, ptr %8, align 8
  %111 = load i64, ptr %13, align 8
  %112 = add i64 %111, 1
  store i64 %112, ptr %13, align 8
  %113 = getelementptr inbounds i8, ptr %110, i64 %111
  store i8 1, ptr %113, align 1
  %114 = load ptr, ptr %8, align 8
  %115 = load i64, ptr %13, align 8
  %116 = getelementptr inbounds i8, ptr %114, i64 %115
  %117 = load i64, ptr %16, align 8
  %118 = sub i64 %117, 4
  %119 = trunc i64 %118 to i32
  %120 = call i64 @put_varint(ptr noundef %116, i32 noundef %119)
  %121 = load i64, ptr %13, align 8
  %122 = add i64 %121, %120
  store i64 %122, ptr %13, align 8
  %123 = load ptr, ptr %8, align 8
  %124 = load i64, ptr %13, align 8
  %125 = getelementptr inbounds i8, ptr %123, i64 %124
  %126 = load i64, ptr %17, align 8
  %127 = trunc i64 %126 to i32
  %128 = call i64 @put_varint(ptr noundef %125, i32 noundef %127)
  %129 = load i64, ptr %13, align 8
  %130 = add i64 %129, %128
  store i64 %130, ptr %13, align 8
  store i64 1, ptr %20, align 8
  br label %131

131:                                              ; preds = %141, %109
  %132 = load i64, ptr %20, align 8
  %133 = load i64, ptr %16, align 8
  %134 = icmp ult i64 %132, %133
  br i1 %134, label %135, label %144

135:                                              ; preds = %131
  %136 = load ptr, ptr %6, align 8
  %137 = load i64, ptr %7, align 8
  %138 = load i64, ptr %14, align 8
  %139 = load i64, ptr %20, align 8
  %140 = add i64 %138, %139
  call void @insert(ptr noundef %136, i64 noundef %137, i64 noundef %140, ptr noundef %11)
  br label %141

141:                                              ; preds = %135
  %142 = load i64, ptr %20, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %20, align 8
  br label %131, !llvm.loop !21

144:                                              ; preds = %131
  %145 = load i64, ptr %16, align 8
  %146 = load i64, ptr %14, align 8
  %147 = add i64 %146, %145
  store i64 %147, ptr %14, align 8
  %148 = load i64, ptr %14, align 8
  store i64 %148, ptr %15, align 8
  br label %41, !llvm.loop !20

149:                                              ; preds = %55, %52, %45
  %150 = load i64, ptr %16, align 8
  %151 = icmp ne i64 %150, 0
  br i1 %151, label %152, label %225

152:                                              ; preds = %149
  %153 = load i64, ptr %14, align 8
  %154 = load i64, ptr %15, align 8
  %155 = icmp ugt i64 %153, %154
  br i1 %155, label %156, label %185

156:                                              ; preds = %152
  %157 = load ptr, ptr %8, align 8
  %158 = load i64, ptr %13, align 8
  %159 = add i64 %158, 1
  store i64 %159, ptr %13, align 8
  %160 = getelementptr inbounds i8, ptr %157, i64 %158
  store i8 0, ptr %160, align 1
  %161 = load ptr, ptr %8, align 8
  %162 = load i64, ptr %13, align 8
  %163 = getelementptr inbounds i8, ptr %161, i64 %162
  %164 = load i64, ptr %14, align 8
  %165 = load i64, ptr %15, align 8
  %166 = sub i64 %164, %165
  %167 = trunc i64 %166 to i32
  %168 = call i64 @put_varint(ptr noundef %163, i32 noundef %167)
  %169 = load i64, ptr %13, align 8
  %170 = add i64 %169, %168
  store i64 %170, ptr %13, align 8
  %171 = load ptr, ptr %8, align 8
  %172 = load i64, ptr %13, align 8
  %173 = getelementptr inbounds i8, ptr %171, i64 %172
  %174 = load ptr, ptr %6, align 8
  %175 = load i64, ptr %15, align 8
  %176 = getelementptr inbounds i8, ptr %174, i64 %175
  %177 = load i64, ptr %14, align 8
  %178 = load i64, ptr %15, align 8
  %179 = sub i64 %177, %178
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %173, ptr align 1 %176, i64 %179, i1 false)
  %180 = load i64, ptr %14, align 8
  %181 = load i64, ptr %15, align 8
  %182 = sub i64 %180, %181
  %183 = load i64, ptr %13, align 8
  %184 = add i64 %183, %182
  store i64 %184, ptr %13, align 8
  br label %185

185:                                              ; preds = %156, %152
  %186 = load ptr, ptr %8, align 8
  %187 = load i64, ptr %13, align 8
  %188 = add i64 %187, 1
  store i64 %188, ptr %13, align 8
  %189 = getelementptr inbounds i8, ptr %186, i64 %187
  store i8 1, ptr %189, align 1
  %190 = load ptr, ptr %8, align 8
  %191 = load i64, ptr %13, align 8
  %192 = getelementptr inbounds i8, ptr %190, i64 %191
  %193 = load i64, ptr %16, align 8
  %194 = sub i64 %193, 4
  %195 = trunc i64 %194 to i32
  %196 = call i64 @put_varint(ptr noundef %192, i32 noundef %195)
  %197 = load i64, ptr %13, align 8
  %198 = add i64 %197, %196
  store i64 %198, ptr %13, align 8
  %199 = load ptr, ptr %8, align 8
  %200 = load i64, ptr %13, align 8
  %201 = getelementptr inbounds i8, ptr %199, i64 %200
  %202 = load i64, ptr %17, align 8
  %203 = trunc i64 %202 to i32
  %204 = call i64 @put_varint(ptr noundef %201, i32 noundef %203)
  %205 = load i64, ptr %13, align 8
  %206 = add i64 %205, %204
  store i64 %206, ptr %13, align 8
  store i64 0, ptr %21, align 8
  br label %207

207:                                              ; preds = %217, %185
  %208 = load i64, ptr %21, align 8
  %209 = load i64, ptr %16, align 8
  %210 = icmp ult i64 %208, %209
  br i1 %210, label %211, label %220

211:                                              ; preds = %207
  %212 = load ptr, ptr %6, align 8
  %213 = load i64, ptr %7, align 8
  %214 = load i64, ptr %14, align 8
  %215 = load i64, ptr %21, align 8
  %216 = add i64 %214, %215
  call void @insert(ptr noundef %212, i64 noundef %213, i64 noundef %216, ptr noundef %11)
  br label %217

217:                                              ; preds = %211
  %218 = load i64, ptr %21, align 8
  %219 = add i64 %218, 1
  store i64 %219, ptr %21, align 8
  br label %207, !llvm.loop !22

220:                                              ; preds = %207
  %221 = load i64, ptr %16, align 8
  %222 = load i64, ptr %14, align 8
  %223 = add i64 %222, %221
  store i64 %223, ptr %14, align 8
  %224 = load i64, ptr %14, align 8
  store i64 %224, ptr %15, align 8
  br label %231

225:                                              ; preds = %149
  %226 = load ptr, ptr %6, align 8
  %227 = load i64, ptr %7, align 8
  %228 = load i64, ptr %14, align 8
  call void @insert(ptr noundef %226, i64 noundef %227, i64 noundef %228, ptr noundef %11)
  %229 = load i64, ptr %14, align 8
  %230 = add i64 %229, 1
  store i64 %230, ptr %14, align 8
  br label %231

231:                                              ; preds = %225, %220
  br label %41, !llvm.loop !20

232:                                              ; preds = %41
  %233 = load i64, ptr %7, align 8
  %234 = load i64, ptr %15, align 8
  %235 = icmp ugt i64 %233, %234
  br i1 %235, label %236, label %265

236:                                              ; preds = %232
  %237 = load ptr, ptr %8, align 8
  %238 = load i64, ptr %13, align 8
  %239 = add i64 %238, 1
  store i64 %239, ptr %13, align 8
  %240 = getelementptr inbounds i8, ptr %237, i64 %238
  store i8 0, ptr %240, align 1
  %241 = load ptr, ptr %8, align 8
  %242 = load i64, ptr %13, align 8
  %243 = getelementptr inbounds i8, ptr %241, i64 %242
  %244 = load i64, ptr %7, align 8
  %245 = load i64, ptr %15, align 8
  %246 = sub i64 %244, %245
  %247 = trunc i64 %246 to i32
  %248 = call i64 @put_varint(ptr noundef %243, i32 noundef %247)
  %249 = load i64, ptr %13, align 8
  %250 = add i64 %249, %248
  store i64 %250, ptr %13, align 8
  %251 = load ptr, ptr %8, align 8
  %252 = load i64, ptr %13, align 8
  %253 = getelementptr inbounds i8, ptr %251, i64 %252
  %254 = load ptr, ptr %6, align 8
  %255 = load i64, ptr %15, align 8
  %256 = getelementptr inbounds i8, ptr %254, i64 %255
  %257 = load i64, ptr %7, align 8
  %258 = load i64, ptr %15, align 8
  %259 = sub i64 %257, %258
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %253, ptr align 1 %256, i64 %259, i1 false)
  %260 = load i64, ptr %7, align 8
  %261 = load i64, ptr %15, align 8
  %262 = sub i64 %260, %261
  %263 = load i64, ptr %13, align 8
  %264 = add i64 %263, %262
  store i64 %264, ptr %13, align 8
  br label %265

265:                                              ; preds = %236, %232
  %266 = getelementptr inbounds %struct.Chains, ptr %11, i32 0, i32 0
  %267 = load ptr, ptr %266, align 8
  call void @free(ptr noundef %267) #9
  %268 = getelementptr inbounds %struct.Chains, ptr %11, i32 0, i32 1
  %269 = load ptr, ptr %268, align 8
  call void @free(ptr noundef %269) #9
  %270 = load i64, ptr %13, align 8
  ret i64 %270
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lz77_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  br label %16

16:                                               ; preds = %136, %4
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %7, align 8
  %19 = icmp ult i64 %17, %18
  br i1 %19, label %20, label %137

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = load i64, ptr %10, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %10, align 8
  %24 = getelementptr inbounds i8, ptr %21, i64 %22
  %25 = load i8, ptr %24, align 1
  store i8 %25, ptr %12, align 1
  %26 = load i8, ptr %12, align 1
  %27 = zext i8 %26 to i32
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %72

29:                                               ; preds = %20
  %30 = load ptr, ptr %6, align 8
  %31 = load i64, ptr %7, align 8
  %32 = load i64, ptr %10, align 8
  %33 = call i64 @get_varint(ptr noundef %30, i64 noundef %31, i64 noundef %32, ptr noundef %13)
  %34 = load i64, ptr %10, align 8
  %35 = add i64 %34, %33
  store i64 %35, ptr %10, align 8
  %36 = load i32, ptr %13, align 4
  %37 = zext i32 %36 to i64
  %38 = load i64, ptr %9, align 8
  %39 = icmp ugt i64 %37, %38
  br i1 %39, label %54, label %40

40:                                               ; preds = %29
  %41 = load i64, ptr %11, align 8
  %42 = load i32, ptr %13, align 4
  %43 = zext i32 %42 to i64
  %44 = add i64 %41, %43
  %45 = load i64, ptr %9, align 8
  %46 = icmp ugt i64 %44, %45
  br i1 %46, label %54, label %47

47:                                               ; preds = %40
  %48 = load i64, ptr %10, align 8
  %49 = load i32, ptr %13, align 4
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  %52 = load i64, ptr %7, align 8
  %53 = icmp ugt i64 %51, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %47, %40, %29
  store i64 -1, ptr %5, align 8
  br label %139

55:                                               ; preds = %47
  %56 = load ptr, ptr %8, align 8
  %57 = load i64, ptr %11, align 8
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  %59 = load ptr, ptr %6, align 8
  %60 = load i64, ptr %10, align 8
  %61 = getelementptr inbounds i8, ptr %59, i64 %60
  %62 = load i32, ptr %13, align 4
  %63 = zext i32 %62 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %58, ptr align 1 %61, i64 %63, i1 false)
  %64 = load i32, ptr %13, align 4
  %65 = zext i32 %64 to i64
  %66 = load i64, ptr %10, align 8
  %67 = add i64 %66, %65
  store i64 %67, ptr %10, align 8
  %68 = load i32, ptr %13, align 4
  %69 = zext i32 %68 to i64
  %70 = load i64, ptr %11, align 8
  %71 = add i64 %70, %69
  store i64 %71, ptr %11, align 8
  br label %136

72:                                               ; preds = %20
  %73 = load i8, ptr %12, align 1
  %74 = zext i8 %73 to i32
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %134

76:                                               ; preds = %72
  %77 = load ptr, ptr %6, align 8
  %78 = load i64, ptr %7, align 8
  %79 = load i64, ptr %10, align 8
  %80 = call i64 @get_varint(ptr noundef %77, i64 noundef %78, i64 noundef %79, ptr noundef %13)
  %81 = load i64, ptr %10, align 8
  %82 = add i64 %81, %80
  store i64 %82, ptr %10, align 8
  %83 = load ptr, ptr %6, align 8
  %84 = load i64, ptr %7, align 8
  %85 = load i64, ptr %10, align 8
  %86 = call i64 @get_varint(ptr noundef %83, i64 noundef %84, i64 noundef %85, ptr noundef %14)
  %87 = load i64, ptr %10, align 8
  %88 = add i64 %87, %86
  store i64 %88, ptr %10, align 8
  %89 = load i32, ptr %13, align 4
  %90 = zext i32 %89 to i64
  %91 = load i64, ptr %9, align 8
  %92 = icmp ugt i64 %90, %91
  br i1 %92, label %93, label %94

93:                                               ; preds = %76
  store i64 -2, ptr %5, align 8
  br label %139

94:                                               ; preds = %76
  %95 = load i32, ptr %13, align 4
  %96 = add i32 %95, 4
  store i32 %96, ptr %13, align 4
  %97 = load i32, ptr %14, align 4
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %111, label %99

99:                                               ; preds = %94
  %100 = load i32, ptr %14, align 4
  %101 = zext i32 %100 to i64
  %102 = load i64, ptr %11, align 8
  %103 = icmp ugt i64 %101, %102
  br i1 %103, label %111, label %104

104:                                              ; preds = %99
  %105 = load i64, ptr %11, align 8
  %106 = load i32, ptr %13, align 4
  %107 = zext i32 %106 to i64
  %108 = add i64 %105, %107
  %109 = load i64, ptr %9, align 8
  %110 = icmp ugt i64 %108, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %104, %99, %94
  store i64 -2, ptr %5, align 8
  br label %139

112:                                              ; preds = %104
  store i32 0, ptr %15, align 4
  br label %113

113:                                              ; preds = %128, %112
  %114 = load i32, ptr %15, align 4
  %115 = load i32, ptr %13, align 4
  %116 = icmp ult i32 %114, %115
  br i1 %116, label %117, label %133

117:                                              ; preds = %113
  %118 = load ptr, ptr %8, align 8
  %119 = load i64, ptr %11, align 8
  %120 = load i32, ptr %14, align 4
  %121 = zext i32 %120 to i64
  %122 = sub i64 %119, %121
  %123 = getelementptr inbounds i8, ptr %118, i64 %122
  %124 = load i8, ptr %123, align 1
  %125 = load ptr, ptr %8, align 8
  %126 = load i64, ptr %11, align 8
  %127 = getelementptr inbounds i8, ptr %125, i64 %126
  store i8 %124, ptr %127, align 1
  br label %128

128:                                              ; preds = %117
  %129 = load i32, ptr %15, align 4
  %130 = add i32 %129, 1
  store i32 %130, ptr %15, align 4
  %131 = load i64, ptr %11, align 8
  %132 = add i64 %131, 1
  store i64 %132, ptr %11, align 8
  br label %113, !llvm.loop !23

133:                                              ; preds = %113
  br label %135

134:                                              ; preds = %72
  store i64 -3, ptr %5, align 8
  br label %139

135:                                              ; preds = %133
  br label %136

136:                                              ; preds = %135, %55
  br label %16, !llvm.loop !24

137:                                              ; preds = %16
  %138 = load i64, ptr %11, align 8
  store i64 %138, ptr %5, align 8
  br label %139

139:                                              ; preds = %137, %134, %111, %93, %54
  %140 = load i64, ptr %5, align 8
  ret i64 %140
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lzss_compress(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %18

18:                                               ; preds = %150, %3
  %19 = load i64, ptr %8, align 8
  %20 = load i64, ptr %5, align 8
  %21 = icmp ult i64 %19, %20
  br i1 %21, label %22, label %155

22:                                               ; preds = %18
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  store i64 %23, ptr %9, align 8
  store i8 0, ptr %10, align 1
  store i32 0, ptr %11, align 4
  br label %25

25:                                               ; preds = %147, %22
  %26 = load i32, ptr %11, align 4
  %27 = icmp slt i32 %26, 8
  br i1 %27, label %28, label %32

28:                                               ; preds = %25
  %29 = load i64, ptr %8, align 8
  %30 = load i64, ptr %5, align 8
  %31 = icmp ult i64 %29, %30
  br label %32

32:                                               ; preds = %28, %25
  %33 = phi i1 [ false, %25 ], [ %31, %28 ]
  br i1 %33, label %34, label %150

34:                                               ; preds = %32
  store i64 0, ptr %12, align 8
  store i64 0, ptr %13, align 8
  %35 = load i64, ptr %5, align 8
  %36 = load i64, ptr %8, align 8
  %37 = sub i64 %35, %36
  %38 = icmp ult i64 %37, 18
  br i1 %38, label %39, label %43

39:                                               ; preds = %34
  %40 = load i64, ptr %5, align 8
  %41 = load i64, ptr %8, align 8
  %42 = sub i64 %40, %41
  br label %44

43:                                               ; preds = %34
  br label %44

44:                                               ; preds = %43, %39
  %45 = phi i64 [ %42, %39 ], [ 18, %43 ]
  store i64 %45, ptr %14, align 8
  %46 = load i64, ptr %8, align 8
  %47 = icmp ugt i64 %46, 4095
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = load i64, ptr %8, align 8
  %50 = sub i64 %49, 4095
  br label %52

51:                                               ; preds = %44
  br label %52

52:                                               ; preds = %51, %48
  %53 = phi i64 [ %50, %48 ], [ 0, %51 ]
  store i64 %53, ptr %15, align 8
  %54 = load i64, ptr %15, align 8
  store i64 %54, ptr %16, align 8
  br label %55

55:                                               ; preds = %100, %52
  %56 = load i64, ptr %16, align 8
  %57 = load i64, ptr %8, align 8
  %58 = icmp ult i64 %56, %57
  br i1 %58, label %59, label %103

59:                                               ; preds = %55
  store i64 0, ptr %17, align 8
  br label %60

60:                                               ; preds = %82, %59
  %61 = load i64, ptr %17, align 8
  %62 = load i64, ptr %14, align 8
  %63 = icmp ult i64 %61, %62
  br i1 %63, label %64, label %80

64:                                               ; preds = %60
  %65 = load ptr, ptr %4, align 8
  %66 = load i64, ptr %16, align 8
  %67 = load i64, ptr %17, align 8
  %68 = add i64 %66, %67
  %69 = getelementptr inbounds i8, ptr %65, i64 %68
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = load ptr, ptr %4, align 8
  %73 = load i64, ptr %8, align 8
  %74 = load i64, ptr %17, align 8
  %75 = add i64 %73, %74
  %76 = getelementptr inbounds i8, ptr %72, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = icmp eq i32 %71, %78
  br label %80

80:                                               ; preds = %64, %60
  %81 = phi i1 [ false, %60 ], [ %79, %64 ]
  br i1 %81, label %82, label %85

82:                                               ; preds = %80
  %83 = load i64, ptr %17, align 8
  %84 = add i64 %83, 1
  store i64 %84, ptr %17, align 8
  br label %60, !llvm.loop !25

85:                                               ; preds = %80
  %86 = load i64, ptr %17, align 8
  %87 = load i64, ptr %12, align 8
  %88 = icmp ugt i64 %86, %87
  br i1 %88, label %89, label %99

89:                                               ; preds = %85
  %90 = load i64, ptr %17, align 8
  store i64 %90, ptr %12, align 8
  %91 = load i64, ptr %8, align 8
  %92 = load i64, ptr %16, align 8
  %93 = sub i64 %91, %92
  store i64 %93, ptr %13, align 8
  %94 = load i64, ptr %17, align 8
  %95 = load i64, ptr %14, align 8
  %96 = icmp eq i64 %94, %95
  br i1 %96, label %97, label %98

97:                                               ; preds = %89
  br label %103

98:                                               ; preds = %89
  br label %99

99:                                               ; preds = %98, %85
  br label %100

100:                                              ; preds = %99
  %101 = load i64, ptr %16, align 8
  %102 = add i64 %101, 1
  store i64 %102, ptr %16, align 8
  br label %55, !llvm.loop !26

103:                                              ; preds = %97, %55
  %104 = load i64, ptr %12, align 8
  %105 = icmp uge i64 %104, 3
  br i1 %105, label %106, label %136

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4
  %108 = shl i32 1, %107
  %109 = trunc i32 %108 to i8
  %110 = zext i8 %109 to i32
  %111 = load i8, ptr %10, align 1
  %112 = zext i8 %111 to i32
  %113 = or i32 %112, %110
  %114 = trunc i32 %113 to i8
  store i8 %114, ptr %10, align 1
  %115 = load i64, ptr %13, align 8
  %116 = lshr i64 %115, 4
  %117 = trunc i64 %116 to i8
  %118 = load ptr, ptr %6, align 8
  %119 = load i64, ptr %7, align 8
  %120 = add i64 %119, 1
  store i64 %120, ptr %7, align 8
  %121 = getelementptr inbounds i8, ptr %118, i64 %119
  store i8 %117, ptr %121, align 1
  %122 = load i64, ptr %13, align 8
  %123 = and i64 %122, 15
  %124 = shl i64 %123, 4
  %125 = load i64, ptr %12, align 8
  %126 = sub i64 %125, 3
  %127 = or i64 %124, %126
  %128 = trunc i64 %127 to i8
  %129 = load ptr, ptr %6, align 8
  %130 = load i64, ptr %7, align 8
  %131 = add i64 %130, 1
  store i64 %131, ptr %7, align 8
  %132 = getelementptr inbounds i8, ptr %129, i64 %130
  store i8 %128, ptr %132, align 1
  %133 = load i64, ptr %12, align 8
  %134 = load i64, ptr %8, align 8
  %135 = add i64 %134, %133
  store i64 %135, ptr %8, align 8
  br label %146

136:                                              ; preds = %103
  %137 = load ptr, ptr %4, align 8
  %138 = load i64, ptr %8, align 8
  %139 = add i64 %138, 1
  store i64 %139, ptr %8, align 8
  %140 = getelementptr inbounds i8, ptr %137, i64 %138
  %141 = load i8, ptr %140, align 1
  %142 = load ptr, ptr %6, align 8
  %143 = load i64, ptr %7, align 8
  %144 = add i64 %143, 1
  store i64 %144, ptr %7, align 8
  %145 = getelementptr inbounds i8, ptr %142, i64 %143
  store i8 %141, ptr %145, align 1
  br label %146

146:                                              ; preds = %136, %106
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %11, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %11, align 4
  br label %25, !llvm.loop !27

150:                                              ; preds = %32
  %151 = load i8, ptr %10, align 1
  %152 = load ptr, ptr %6, align 8
  %153 = load i64, ptr %9, align 8
  %154 = getelementptr inbounds i8, ptr %152, i64 %153
  store i8 %151, ptr %154, align 1
  br label %18, !llvm.loop !28

155:                                              ; preds = %18
  %156 = load i64, ptr %7, align 8
  ret i64 %156
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lzss_decompress(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %14

14:                                               ; preds = %101, %3
  %15 = load i64, ptr %7, align 8
  %16 = load i64, ptr %5, align 8
  %17 = icmp ult i64 %15, %16
  br i1 %17, label %18, label %102

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i64, ptr %7, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %7, align 8
  %22 = getelementptr inbounds i8, ptr %19, i64 %20
  %23 = load i8, ptr %22, align 1
  store i8 %23, ptr %9, align 1
  store i32 0, ptr %10, align 4
  br label %24

24:                                               ; preds = %98, %18
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %25, 8
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = load i64, ptr %7, align 8
  %29 = load i64, ptr %5, align 8
  %30 = icmp ult i64 %28, %29
  br label %31

31:                                               ; preds = %27, %24
  %32 = phi i1 [ false, %24 ], [ %30, %27 ]
  br i1 %32, label %33, label %101

33:                                               ; preds = %31
  %34 = load i8, ptr %9, align 1
  %35 = zext i8 %34 to i32
  %36 = load i32, ptr %10, align 4
  %37 = shl i32 1, %36
  %38 = and i32 %35, %37
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %87

40:                                               ; preds = %33
  %41 = load ptr, ptr %4, align 8
  %42 = load i64, ptr %7, align 8
  %43 = getelementptr inbounds i8, ptr %41, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = shl i64 %45, 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i64, ptr %7, align 8
  %49 = add i64 %48, 1
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = ashr i32 %52, 4
  %54 = sext i32 %53 to i64
  %55 = or i64 %46, %54
  store i64 %55, ptr %11, align 8
  %56 = load ptr, ptr %4, align 8
  %57 = load i64, ptr %7, align 8
  %58 = add i64 %57, 1
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = and i32 %61, 15
  %63 = add nsw i32 %62, 3
  %64 = sext i32 %63 to i64
  store i64 %64, ptr %12, align 8
  %65 = load i64, ptr %7, align 8
  %66 = add i64 %65, 2
  store i64 %66, ptr %7, align 8
  store i64 0, ptr %13, align 8
  br label %67

67:                                               ; preds = %81, %40
  %68 = load i64, ptr %13, align 8
  %69 = load i64, ptr %12, align 8
  %70 = icmp ult i64 %68, %69
  br i1 %70, label %71, label %86

71:                                               ; preds = %67
  %72 = load ptr, ptr %6, align 8
  %73 = load i64, ptr %8, align 8
  %74 = load i64, ptr %11, align 8
  %75 = sub i64 %73, %74
  %76 = getelementptr inbounds i8, ptr %72, i64 %75
  %77 = load i8, ptr %76, align 1
  %78 = load ptr, ptr %6, align 8
  %79 = load i64, ptr %8, align 8
  %80 = getelementptr inbounds i8, ptr %78, i64 %79
  store i8 %77, ptr %80, align 1
  br label %81

81:                                               ; preds = %71
  %82 = load i64, ptr %13, align 8
  %83 = add i64 %82, 1
  store i64 %83, ptr %13, align 8
  %84 = load i64, ptr %8, align 8
  %85 = add i64 %84, 1
  store i64 %85, ptr %8, align 8
  br label %67, !llvm.loop !29

86:                                               ; preds = %67
  br label %97

87:                                               ; preds = %33
  %88 = load ptr, ptr %4, align 8
  %89 = load i64, ptr %7, align 8
  %90 = add i64 %89, 1
  store i64 %90, ptr %7, align 8
  %91 = getelementptr inbounds i8, ptr %88, i64 %89
  %92 = load i8, ptr %91, align 1
  %93 = load ptr, ptr %6, align 8
  %94 = load i64, ptr %8, align 8
  %95 = add i64 %94, 1
  store i64 %95, ptr %8, align 8
  %96 = getelementptr inbounds i8, ptr %93, i64 %94
  store i8 %92, ptr %96, align 1
  br label %97

97:                                               ; preds = %87, %86
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %10, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %10, align 4
  br label %24, !llvm.loop !30

101:                                              ; preds = %31
  br label %14, !llvm.loop !31

102:                                              ; preds = %14
  %103 = load i64, ptr %8, align 8
  ret i64 %103
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @rs, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rs, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rs, align 4
  %5 = load i32, ptr @rs, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rs, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rs, align 4
  %9 = load i32, ptr @rs, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rs, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rs, align 4
  %13 = load i32, ptr @rs, align 4
  ret i32 %13
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @find_match(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  store ptr %6, ptr %14, align 8
  %19 = load ptr, ptr %13, align 8
  store i64 0, ptr %19, align 8
  %20 = load ptr, ptr %14, align 8
  store i64 0, ptr %20, align 8
  %21 = load i64, ptr %10, align 8
  %22 = add i64 %21, 4
  %23 = load i64, ptr %9, align 8
  %24 = icmp ugt i64 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %7
  br label %142

26:                                               ; preds = %7
  %27 = load ptr, ptr %11, align 8
  %28 = getelementptr inbounds %struct.Chains, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %8, align 8
  %31 = load i64, ptr %10, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  %33 = call i32 @hash4(ptr noundef %32)
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %29, i64 %34
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %15, align 4
  %37 = load i64, ptr %9, align 8
  %38 = load i64, ptr %10, align 8
  %39 = sub i64 %37, %38
  %40 = icmp ult i64 %39, 258
  br i1 %40, label %41, label %45

41:                                               ; preds = %26
  %42 = load i64, ptr %9, align 8
  %43 = load i64, ptr %10, align 8
  %44 = sub i64 %42, %43
  br label %46

45:                                               ; preds = %26
  br label %46

46:                                               ; preds = %45, %41
  %47 = phi i64 [ %44, %41 ], [ 258, %45 ]
  store i64 %47, ptr %16, align 8
  br label %48

48:                                               ; preds = %128, %46
  %49 = load i32, ptr %15, align 4
  %50 = icmp sge i32 %49, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = load i32, ptr %12, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %12, align 4
  %54 = icmp sgt i32 %52, 0
  br label %55

55:                                               ; preds = %51, %48
  %56 = phi i1 [ false, %48 ], [ %54, %51 ]
  br i1 %56, label %57, label %136

57:                                               ; preds = %55
  %58 = load i64, ptr %10, align 8
  %59 = load i32, ptr %15, align 4
  %60 = sext i32 %59 to i64
  %61 = sub i64 %58, %60
  store i64 %61, ptr %17, align 8
  %62 = load i64, ptr %17, align 8
  %63 = icmp ugt i64 %62, 32768
  br i1 %63, label %64, label %65

64:                                               ; preds = %57
  br label %136

65:                                               ; preds = %57
  %66 = load ptr, ptr %8, align 8
  %67 = load i32, ptr %15, align 4
  %68 = load ptr, ptr %13, align 8
  %69 = load i64, ptr %68, align 8
  %70 = trunc i64 %69 to i32
  %71 = add nsw i32 %67, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %66, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = load ptr, ptr %8, align 8
  %77 = load i64, ptr %10, align 8
  %78 = load ptr, ptr %13, align 8
  %79 = load i64, ptr %78, align 8
  %80 = add i64 %77, %79
  %81 = getelementptr inbounds i8, ptr %76, i64 %80
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp eq i32 %75, %83
  br i1 %84, label %85, label %128

85:                                               ; preds = %65
  store i64 0, ptr %18, align 8
  br label %86

86:                                               ; preds = %109, %85
  %87 = load i64, ptr %18, align 8
  %88 = load i64, ptr %16, align 8
  %89 = icmp ult i64 %87, %88
  br i1 %89, label %90, label %107

90:                                               ; preds = %86
  %91 = load ptr, ptr %8, align 8
  %92 = load i32, ptr %15, align 4
  %93 = sext i32 %92 to i64
  %94 = load i64, ptr %18, align 8
  %95 = add i64 %93, %94
  %96 = getelementptr inbounds i8, ptr %91, i64 %95
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = load ptr, ptr %8, align 8
  %100 = load i64, ptr %10, align 8
  %101 = load i64, ptr %18, align 8
  %102 = add i64 %100, %101
  %103 = getelementptr inbounds i8, ptr %99, i64 %102
  %104 = load i8, ptr %103, align 1
  %105 = zext i8 %104 to i32
  %106 = icmp eq i32 %98, %105
  br label %107

107:                                              ; preds = %90, %86
  %108 = phi i1 [ false, %86 ], [ %106, %90 ]
  br i1 %108, label %109, label %112

109:                                              ; preds = %107
  %110 = load i64, ptr %18, align 8
  %111 = add i64 %110, 1
  store i64 %111, ptr %18, align 8
  br label %86, !llvm.loop !32

112:                                              ; preds = %107
  %113 = load i64, ptr %18, align 8
  %114 = load ptr, ptr %13, align 8
  %115 = load i64, ptr %114, align 8
  %116 = icmp ugt i64 %113, %115
  br i1 %116, label %117, label %127

117:                                              ; preds = %112
  %118 = load i64, ptr %18, align 8
  %119 = load ptr, ptr %13, align 8
  store i64 %118, ptr %119, align 8
  %120 = load i64, ptr %17, align 8
  %121 = load ptr, ptr %14, align 8
  store i64 %120, ptr %121, align 8
  %122 = load i64, ptr %18, align 8
  %123 = load i64, ptr %16, align 8
  %124 = icmp eq i64 %122, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %117
  br label %136

126:                                              ; preds = %117
  br label %127

127:                                              ; preds = %126, %112
  br label %128

128:                                              ; preds = %127, %65
  %129 = load ptr, ptr %11, align 8
  %130 = getelementptr inbounds %struct.Chains, ptr %129, i32 0, i32 1
  %131 = load ptr, ptr %130, align 8
  %132 = load i32, ptr %15, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %131, i64 %133
  %135 = load i32, ptr %134, align 4
  store i32 %135, ptr %15, align 4
  br label %48, !llvm.loop !33

136:                                              ; preds = %125, %64, %55
  %137 = load ptr, ptr %13, align 8
  %138 = load i64, ptr %137, align 8
  %139 = icmp ult i64 %138, 4
  br i1 %139, label %140, label %142

140:                                              ; preds = %136
  %141 = load ptr, ptr %13, align 8
  store i64 0, ptr %141, align 8
  br label %142

142:                                              ; preds = %25, %140, %136
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insert(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load i64, ptr %7, align 8
  %11 = add i64 %10, 4
  %12 = load i64, ptr %6, align 8
  %13 = icmp ule i64 %11, %12
  br i1 %13, label %14, label %39

14:                                               ; preds = %4
  %15 = load ptr, ptr %5, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  %18 = call i32 @hash4(ptr noundef %17)
  store i32 %18, ptr %9, align 4
  %19 = load ptr, ptr %8, align 8
  %20 = getelementptr inbounds %struct.Chains, ptr %19, i32 0, i32 0
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %9, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %8, align 8
  %27 = getelementptr inbounds %struct.Chains, ptr %26, i32 0, i32 1
  %28 = load ptr, ptr %27, align 8
  %29 = load i64, ptr %7, align 8
  %30 = getelementptr inbounds i32, ptr %28, i64 %29
  store i32 %25, ptr %30, align 4
  %31 = load i64, ptr %7, align 8
  %32 = trunc i64 %31 to i32
  %33 = load ptr, ptr %8, align 8
  %34 = getelementptr inbounds %struct.Chains, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  store i32 %32, ptr %38, align 4
  br label %39

39:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @put_varint(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  br label %6

6:                                                ; preds = %9, %2
  %7 = load i32, ptr %4, align 4
  %8 = icmp uge i32 %7, 128
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = or i32 %10, 128
  %12 = trunc i32 %11 to i8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %5, align 8
  %15 = add i64 %14, 1
  store i64 %15, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %13, i64 %14
  store i8 %12, ptr %16, align 1
  %17 = load i32, ptr %4, align 4
  %18 = lshr i32 %17, 7
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !34

19:                                               ; preds = %6
  %20 = load i32, ptr %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %3, align 8
  %23 = load i64, ptr %5, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %5, align 8
  %25 = getelementptr inbounds i8, ptr %22, i64 %23
  store i8 %21, ptr %25, align 1
  %26 = load i64, ptr %5, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash4(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 1 %4, i64 4, i1 false)
  %5 = load i32, ptr %3, align 4
  %6 = mul i32 %5, -1640531535
  %7 = lshr i32 %6, 18
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @get_varint(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i8, align 1
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  br label %14

14:                                               ; preds = %46, %4
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %12, align 8
  %17 = add i64 %15, %16
  %18 = load i64, ptr %7, align 8
  %19 = icmp uge i64 %17, %18
  br i1 %19, label %23, label %20

20:                                               ; preds = %14
  %21 = load i32, ptr %11, align 4
  %22 = icmp sgt i32 %21, 28
  br i1 %22, label %23, label %26

23:                                               ; preds = %20, %14
  %24 = load ptr, ptr %9, align 8
  store i32 -1, ptr %24, align 4
  %25 = load i64, ptr %12, align 8
  store i64 %25, ptr %5, align 8
  br label %53

26:                                               ; preds = %20
  %27 = load ptr, ptr %6, align 8
  %28 = load i64, ptr %8, align 8
  %29 = load i64, ptr %12, align 8
  %30 = add i64 %29, 1
  store i64 %30, ptr %12, align 8
  %31 = add i64 %28, %29
  %32 = getelementptr inbounds i8, ptr %27, i64 %31
  %33 = load i8, ptr %32, align 1
  store i8 %33, ptr %13, align 1
  %34 = load i8, ptr %13, align 1
  %35 = zext i8 %34 to i32
  %36 = and i32 %35, 127
  %37 = load i32, ptr %11, align 4
  %38 = shl i32 %36, %37
  %39 = load i32, ptr %10, align 4
  %40 = or i32 %39, %38
  store i32 %40, ptr %10, align 4
  %41 = load i8, ptr %13, align 1
  %42 = zext i8 %41 to i32
  %43 = and i32 %42, 128
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %46, label %45

45:                                               ; preds = %26
  br label %49

46:                                               ; preds = %26
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %47, 7
  store i32 %48, ptr %11, align 4
  br label %14

49:                                               ; preds = %45
  %50 = load i32, ptr %10, align 4
  %51 = load ptr, ptr %9, align 8
  store i32 %50, ptr %51, align 4
  %52 = load i64, ptr %12, align 8
  store i64 %52, ptr %5, align 8
  br label %53

53:                                               ; preds = %49, %23
  %54 = load i64, ptr %5, align 8
  ret i64 %54
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind willreturn memory(read) }
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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
