; ModuleID = 'programs/block_ciphers.c'
source_filename = "programs/block_ciphers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.RC4 = type { [256 x i8], i8, i8 }

@__const.main.k = private unnamed_addr constant [4 x i32] [i32 66051, i32 67438087, i32 134810123, i32 202182159], align 4
@__const.main.v = private unnamed_addr constant [2 x i32] [i32 1094861636, i32 1162233672], align 4
@.str = private unnamed_addr constant [20 x i8] c"xtea enc %08x %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"xtea dec %08x %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Key\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Plaintext\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"rc4 \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"%02X\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"Secret\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"rc4 stream acc %08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"cbc last=%016llx bad=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca %struct.RC4, align 1
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [16 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca [64 x i64], align 8
  %12 = alloca [64 x i64], align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.k, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.v, i64 8, i1 false)
  %20 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %21 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 0
  call void @xtea_enc(ptr noundef %20, ptr noundef %21, i32 noundef 32)
  %22 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %25)
  %27 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 0
  call void @xtea_dec(ptr noundef %27, ptr noundef %28, i32 noundef 32)
  %29 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 0
  %30 = load i32, ptr %29, align 4
  %31 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 1
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %30, i32 noundef %32)
  call void @rc4_init(ptr noundef %4, ptr noundef @.str.2, i64 noundef 3)
  store ptr @.str.3, ptr %5, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i64 0, ptr %6, align 8
  br label %35

35:                                               ; preds = %52, %0
  %36 = load i64, ptr %6, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = call i64 @strlen(ptr noundef %37) #4
  %39 = icmp ult i64 %36, %38
  br i1 %39, label %40, label %55

40:                                               ; preds = %35
  %41 = load ptr, ptr %5, align 8
  %42 = load i64, ptr %6, align 8
  %43 = getelementptr inbounds i8, ptr %41, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = call i8 @rc4_byte(ptr noundef %4)
  %47 = zext i8 %46 to i32
  %48 = xor i32 %45, %47
  %49 = trunc i32 %48 to i8
  %50 = zext i8 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %50)
  br label %52

52:                                               ; preds = %40
  %53 = load i64, ptr %6, align 8
  %54 = add i64 %53, 1
  store i64 %54, ptr %6, align 8
  br label %35, !llvm.loop !6

55:                                               ; preds = %35
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  call void @rc4_init(ptr noundef %4, ptr noundef @.str.7, i64 noundef 6)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %57

57:                                               ; preds = %66, %55
  %58 = load i32, ptr %8, align 4
  %59 = icmp slt i32 %58, 100000
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load i32, ptr %7, align 4
  %62 = mul i32 %61, 31
  %63 = call i8 @rc4_byte(ptr noundef %4)
  %64 = zext i8 %63 to i32
  %65 = add i32 %62, %64
  store i32 %65, ptr %7, align 4
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %57, !llvm.loop !8

69:                                               ; preds = %57
  %70 = load i32, ptr %7, align 4
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %70)
  store i32 0, ptr %10, align 4
  br label %72

72:                                               ; preds = %82, %69
  %73 = load i32, ptr %10, align 4
  %74 = icmp slt i32 %73, 16
  br i1 %74, label %75, label %85

75:                                               ; preds = %72
  %76 = load i32, ptr %10, align 4
  %77 = add nsw i32 %76, 1
  %78 = mul i32 305419896, %77
  %79 = load i32, ptr %10, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x i32], ptr %9, i64 0, i64 %80
  store i32 %78, ptr %81, align 4
  br label %82

82:                                               ; preds = %75
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %10, align 4
  br label %72, !llvm.loop !9

85:                                               ; preds = %72
  store i64 81985529216486895, ptr %13, align 8
  %86 = load i64, ptr %13, align 8
  store i64 %86, ptr %14, align 8
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %87

87:                                               ; preds = %98, %85
  %88 = load i32, ptr %16, align 4
  %89 = icmp slt i32 %88, 64
  br i1 %89, label %90, label %101

90:                                               ; preds = %87
  %91 = load i32, ptr %16, align 4
  %92 = srem i32 %91, 16
  %93 = sext i32 %92 to i64
  %94 = mul i64 1229782938247303441, %93
  %95 = load i32, ptr %16, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %96
  store i64 %94, ptr %97, align 8
  br label %98

98:                                               ; preds = %90
  %99 = load i32, ptr %16, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %16, align 4
  br label %87, !llvm.loop !10

101:                                              ; preds = %87
  store i32 0, ptr %17, align 4
  br label %102

102:                                              ; preds = %121, %101
  %103 = load i32, ptr %17, align 4
  %104 = icmp slt i32 %103, 64
  br i1 %104, label %105, label %124

105:                                              ; preds = %102
  %106 = load i32, ptr %17, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8
  %110 = load i64, ptr %14, align 8
  %111 = xor i64 %109, %110
  %112 = getelementptr inbounds [16 x i32], ptr %9, i64 0, i64 0
  %113 = call i64 @feistel(i64 noundef %111, ptr noundef %112, i32 noundef 16, i32 noundef 0)
  %114 = load i32, ptr %17, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %115
  store i64 %113, ptr %116, align 8
  %117 = load i32, ptr %17, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8
  store i64 %120, ptr %14, align 8
  br label %121

121:                                              ; preds = %105
  %122 = load i32, ptr %17, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %17, align 4
  br label %102, !llvm.loop !11

124:                                              ; preds = %102
  %125 = load i64, ptr %13, align 8
  store i64 %125, ptr %14, align 8
  store i32 0, ptr %18, align 4
  br label %126

126:                                              ; preds = %152, %124
  %127 = load i32, ptr %18, align 4
  %128 = icmp slt i32 %127, 64
  br i1 %128, label %129, label %155

129:                                              ; preds = %126
  %130 = load i32, ptr %18, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %131
  %133 = load i64, ptr %132, align 8
  %134 = getelementptr inbounds [16 x i32], ptr %9, i64 0, i64 0
  %135 = call i64 @feistel(i64 noundef %133, ptr noundef %134, i32 noundef 16, i32 noundef 1)
  %136 = load i64, ptr %14, align 8
  %137 = xor i64 %135, %136
  store i64 %137, ptr %19, align 8
  %138 = load i32, ptr %18, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8
  store i64 %141, ptr %14, align 8
  %142 = load i64, ptr %19, align 8
  %143 = load i32, ptr %18, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %144
  %146 = load i64, ptr %145, align 8
  %147 = icmp ne i64 %142, %146
  br i1 %147, label %148, label %151

148:                                              ; preds = %129
  %149 = load i32, ptr %15, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %15, align 4
  br label %151

151:                                              ; preds = %148, %129
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr %18, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %18, align 4
  br label %126, !llvm.loop !12

155:                                              ; preds = %126
  %156 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 63
  %157 = load i64, ptr %156, align 8
  %158 = load i32, ptr %15, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %157, i32 noundef %158)
  %160 = load i32, ptr %15, align 4
  ret i32 %160
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @xtea_enc(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i32, ptr %12, i64 0
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %7, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 1
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 -1640531527, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %18

18:                                               ; preds = %63, %3
  %19 = load i32, ptr %11, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %66

22:                                               ; preds = %18
  %23 = load i32, ptr %8, align 4
  %24 = shl i32 %23, 4
  %25 = load i32, ptr %8, align 4
  %26 = lshr i32 %25, 5
  %27 = xor i32 %24, %26
  %28 = load i32, ptr %8, align 4
  %29 = add i32 %27, %28
  %30 = load i32, ptr %9, align 4
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %9, align 4
  %33 = and i32 %32, 3
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = add i32 %30, %36
  %38 = xor i32 %29, %37
  %39 = load i32, ptr %7, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr %7, align 4
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %9, align 4
  %43 = add i32 %42, %41
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %7, align 4
  %45 = shl i32 %44, 4
  %46 = load i32, ptr %7, align 4
  %47 = lshr i32 %46, 5
  %48 = xor i32 %45, %47
  %49 = load i32, ptr %7, align 4
  %50 = add i32 %48, %49
  %51 = load i32, ptr %9, align 4
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %9, align 4
  %54 = lshr i32 %53, 11
  %55 = and i32 %54, 3
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %52, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = add i32 %51, %58
  %60 = xor i32 %50, %59
  %61 = load i32, ptr %8, align 4
  %62 = add i32 %61, %60
  store i32 %62, ptr %8, align 4
  br label %63

63:                                               ; preds = %22
  %64 = load i32, ptr %11, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %11, align 4
  br label %18, !llvm.loop !13

66:                                               ; preds = %18
  %67 = load i32, ptr %7, align 4
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds i32, ptr %68, i64 0
  store i32 %67, ptr %69, align 4
  %70 = load i32, ptr %8, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds i32, ptr %71, i64 1
  store i32 %70, ptr %72, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @xtea_dec(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i32, ptr %12, i64 0
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %7, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 1
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %8, align 4
  store i32 -1640531527, ptr %9, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %6, align 4
  %20 = mul i32 %18, %19
  store i32 %20, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %21

21:                                               ; preds = %66, %3
  %22 = load i32, ptr %11, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %69

25:                                               ; preds = %21
  %26 = load i32, ptr %7, align 4
  %27 = shl i32 %26, 4
  %28 = load i32, ptr %7, align 4
  %29 = lshr i32 %28, 5
  %30 = xor i32 %27, %29
  %31 = load i32, ptr %7, align 4
  %32 = add i32 %30, %31
  %33 = load i32, ptr %10, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %10, align 4
  %36 = lshr i32 %35, 11
  %37 = and i32 %36, 3
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %34, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = add i32 %33, %40
  %42 = xor i32 %32, %41
  %43 = load i32, ptr %8, align 4
  %44 = sub i32 %43, %42
  store i32 %44, ptr %8, align 4
  %45 = load i32, ptr %9, align 4
  %46 = load i32, ptr %10, align 4
  %47 = sub i32 %46, %45
  store i32 %47, ptr %10, align 4
  %48 = load i32, ptr %8, align 4
  %49 = shl i32 %48, 4
  %50 = load i32, ptr %8, align 4
  %51 = lshr i32 %50, 5
  %52 = xor i32 %49, %51
  %53 = load i32, ptr %8, align 4
  %54 = add i32 %52, %53
  %55 = load i32, ptr %10, align 4
  %56 = load ptr, ptr %5, align 8
  %57 = load i32, ptr %10, align 4
  %58 = and i32 %57, 3
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %56, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = add i32 %55, %61
  %63 = xor i32 %54, %62
  %64 = load i32, ptr %7, align 4
  %65 = sub i32 %64, %63
  store i32 %65, ptr %7, align 4
  br label %66

66:                                               ; preds = %25
  %67 = load i32, ptr %11, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %11, align 4
  br label %21, !llvm.loop !14

69:                                               ; preds = %21
  %70 = load i32, ptr %7, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds i32, ptr %71, i64 0
  store i32 %70, ptr %72, align 4
  %73 = load i32, ptr %8, align 4
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds i32, ptr %74, i64 1
  store i32 %73, ptr %75, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rc4_init(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %22, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %12, 256
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load i32, ptr %7, align 4
  %16 = trunc i32 %15 to i8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.RC4, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 %20
  store i8 %16, ptr %21, align 1
  br label %22

22:                                               ; preds = %14
  %23 = load i32, ptr %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %7, align 4
  br label %11, !llvm.loop !15

25:                                               ; preds = %11
  store i8 0, ptr %8, align 1
  store i32 0, ptr %9, align 4
  br label %26

26:                                               ; preds = %73, %25
  %27 = load i32, ptr %9, align 4
  %28 = icmp slt i32 %27, 256
  br i1 %28, label %29, label %76

29:                                               ; preds = %26
  %30 = load i8, ptr %8, align 1
  %31 = zext i8 %30 to i32
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.RC4, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [256 x i8], ptr %33, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = add nsw i32 %31, %38
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = load i64, ptr %6, align 8
  %44 = urem i64 %42, %43
  %45 = getelementptr inbounds i8, ptr %40, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = add nsw i32 %39, %47
  %49 = trunc i32 %48 to i8
  store i8 %49, ptr %8, align 1
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.RC4, ptr %50, i32 0, i32 0
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [256 x i8], ptr %51, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1
  store i8 %55, ptr %10, align 1
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds %struct.RC4, ptr %56, i32 0, i32 0
  %58 = load i8, ptr %8, align 1
  %59 = zext i8 %58 to i64
  %60 = getelementptr inbounds [256 x i8], ptr %57, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1
  %62 = load ptr, ptr %4, align 8
  %63 = getelementptr inbounds %struct.RC4, ptr %62, i32 0, i32 0
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [256 x i8], ptr %63, i64 0, i64 %65
  store i8 %61, ptr %66, align 1
  %67 = load i8, ptr %10, align 1
  %68 = load ptr, ptr %4, align 8
  %69 = getelementptr inbounds %struct.RC4, ptr %68, i32 0, i32 0
  %70 = load i8, ptr %8, align 1
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds [256 x i8], ptr %69, i64 0, i64 %71
  store i8 %67, ptr %72, align 1
  br label %73

73:                                               ; preds = %29
  %74 = load i32, ptr %9, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %9, align 4
  br label %26, !llvm.loop !16

76:                                               ; preds = %26
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.RC4, ptr %77, i32 0, i32 2
  store i8 0, ptr %78, align 1
  %79 = load ptr, ptr %4, align 8
  %80 = getelementptr inbounds %struct.RC4, ptr %79, i32 0, i32 1
  store i8 0, ptr %80, align 1
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @rc4_byte(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.RC4, ptr %4, i32 0, i32 1
  %6 = load i8, ptr %5, align 1
  %7 = add i8 %6, 1
  store i8 %7, ptr %5, align 1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.RC4, ptr %8, i32 0, i32 2
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.RC4, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.RC4, ptr %14, i32 0, i32 1
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds [256 x i8], ptr %13, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add nsw i32 %11, %20
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %2, align 8
  %24 = getelementptr inbounds %struct.RC4, ptr %23, i32 0, i32 2
  store i8 %22, ptr %24, align 1
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.RC4, ptr %25, i32 0, i32 0
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.RC4, ptr %27, i32 0, i32 1
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i64
  %31 = getelementptr inbounds [256 x i8], ptr %26, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1
  store i8 %32, ptr %3, align 1
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds %struct.RC4, ptr %33, i32 0, i32 0
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds %struct.RC4, ptr %35, i32 0, i32 2
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds [256 x i8], ptr %34, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds %struct.RC4, ptr %41, i32 0, i32 0
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds %struct.RC4, ptr %43, i32 0, i32 1
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [256 x i8], ptr %42, i64 0, i64 %46
  store i8 %40, ptr %47, align 1
  %48 = load i8, ptr %3, align 1
  %49 = load ptr, ptr %2, align 8
  %50 = getelementptr inbounds %struct.RC4, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %2, align 8
  %52 = getelementptr inbounds %struct.RC4, ptr %51, i32 0, i32 2
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds [256 x i8], ptr %50, i64 0, i64 %54
  store i8 %48, ptr %55, align 1
  %56 = load ptr, ptr %2, align 8
  %57 = getelementptr inbounds %struct.RC4, ptr %56, i32 0, i32 0
  %58 = load ptr, ptr %2, align 8
  %59 = getelementptr inbounds %struct.RC4, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %2, align 8
  %61 = getelementptr inbounds %struct.RC4, ptr %60, i32 0, i32 1
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds [256 x i8], ptr %59, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds %struct.RC4, ptr %67, i32 0, i32 0
  %69 = load ptr, ptr %2, align 8
  %70 = getelementptr inbounds %struct.RC4, ptr %69, i32 0, i32 2
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i64
  %73 = getelementptr inbounds [256 x i8], ptr %68, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = add nsw i32 %66, %75
  %77 = trunc i32 %76 to i8
  %78 = zext i8 %77 to i64
  %79 = getelementptr inbounds [256 x i8], ptr %57, i64 0, i64 %78
  %80 = load i8, ptr %79, align 1
  ret i8 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @feistel(i64 noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i64 %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %14 = load i64, ptr %5, align 8
  %15 = lshr i64 %14, 32
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %9, align 4
  %17 = load i64, ptr %5, align 8
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %19

19:                                               ; preds = %46, %4
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %49

23:                                               ; preds = %19
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %8, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %23
  %28 = load i32, ptr %7, align 4
  %29 = sub nsw i32 %28, 1
  %30 = load i32, ptr %11, align 4
  %31 = sub nsw i32 %29, %30
  br label %34

32:                                               ; preds = %23
  %33 = load i32, ptr %11, align 4
  br label %34

34:                                               ; preds = %32, %27
  %35 = phi i32 [ %31, %27 ], [ %33, %32 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %24, i64 %36
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %12, align 4
  %39 = load i32, ptr %10, align 4
  store i32 %39, ptr %13, align 4
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %12, align 4
  %43 = call i32 @F(i32 noundef %41, i32 noundef %42)
  %44 = xor i32 %40, %43
  store i32 %44, ptr %10, align 4
  %45 = load i32, ptr %13, align 4
  store i32 %45, ptr %9, align 4
  br label %46

46:                                               ; preds = %34
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %11, align 4
  br label %19, !llvm.loop !17

49:                                               ; preds = %19
  %50 = load i32, ptr %10, align 4
  %51 = zext i32 %50 to i64
  %52 = shl i64 %51, 32
  %53 = load i32, ptr %9, align 4
  %54 = zext i32 %53 to i64
  %55 = or i64 %52, %54
  ret i64 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @F(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, %5
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = mul i32 %8, -2048144789
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 13
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = shl i32 %14, 7
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 25
  %18 = or i32 %15, %17
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = add i32 %19, -1640531527
  ret i32 %20
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
