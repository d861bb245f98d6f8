; ModuleID = 'programs/sha256_md5.c'
source_filename = "programs/sha256_md5.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [64 x i8] c"123456789012345678901234567890123456789012345678901234567890123\00", align 1
@__const.main.v = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [17 x i8] c"sha256(\22%.20s\22)=\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"\0Amd5=\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"chain=\00", align 1
@main.mil = internal global [100000 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"100k a=\00", align 1
@__const.sha256.h = private unnamed_addr constant [8 x i32] [i32 1779033703, i32 -1150833019, i32 1013904242, i32 -1521486534, i32 1359893119, i32 -1694144372, i32 528734635, i32 1541459225], align 4
@K = internal constant [64 x i32] [i32 1116352408, i32 1899447441, i32 -1245643825, i32 -373957723, i32 961987163, i32 1508970993, i32 -1841331548, i32 -1424204075, i32 -670586216, i32 310598401, i32 607225278, i32 1426881987, i32 1925078388, i32 -2132889090, i32 -1680079193, i32 -1046744716, i32 -459576895, i32 -272742522, i32 264347078, i32 604807628, i32 770255983, i32 1249150122, i32 1555081692, i32 1996064986, i32 -1740746414, i32 -1473132947, i32 -1341970488, i32 -1084653625, i32 -958395405, i32 -710438585, i32 113926993, i32 338241895, i32 666307205, i32 773529912, i32 1294757372, i32 1396182291, i32 1695183700, i32 1986661051, i32 -2117940946, i32 -1838011259, i32 -1564481375, i32 -1474664885, i32 -1035236496, i32 -949202525, i32 -778901479, i32 -694614492, i32 -200395387, i32 275423344, i32 430227734, i32 506948616, i32 659060556, i32 883997877, i32 958139571, i32 1322822218, i32 1537002063, i32 1747873779, i32 1955562222, i32 2024104815, i32 -2067236844, i32 -1933114872, i32 -1866530822, i32 -1538233109, i32 -1090935817, i32 -965641998], align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@__const.md5.h = private unnamed_addr constant [4 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878], align 4
@MK = internal constant [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 4
@MS = internal constant [64 x i32] [i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 7, i32 12, i32 17, i32 22, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 5, i32 9, i32 14, i32 20, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 4, i32 11, i32 16, i32 23, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21, i32 6, i32 10, i32 15, i32 21], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 8
  %3 = alloca [32 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca [32 x i8], align 1
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 40, i1 false)
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %40, %0
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 5
  br i1 %9, label %10, label %43

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %14)
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = call i64 @strlen(ptr noundef %23) #5
  %25 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @sha256(ptr noundef %19, i64 noundef %24, ptr noundef %25)
  %26 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @hex(ptr noundef %26, i32 noundef 32)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %33
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 @strlen(ptr noundef %35) #5
  %37 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @md5(ptr noundef %31, i64 noundef %36, ptr noundef %37)
  %38 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @hex(ptr noundef %38, i32 noundef 16)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  br label %40

40:                                               ; preds = %10
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %7, !llvm.loop !6

43:                                               ; preds = %7
  call void @llvm.memset.p0.i64(ptr align 1 %5, i8 0, i64 32, i1 false)
  store i32 0, ptr %6, align 4
  br label %44

44:                                               ; preds = %50, %43
  %45 = load i32, ptr %6, align 4
  %46 = icmp slt i32 %45, 2000
  br i1 %46, label %47, label %53

47:                                               ; preds = %44
  %48 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %49 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  call void @sha256(ptr noundef %48, i64 noundef 32, ptr noundef %49)
  br label %50

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %6, align 4
  br label %44, !llvm.loop !8

53:                                               ; preds = %44
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %55 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  call void @hex(ptr noundef %55, i32 noundef 32)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  call void @llvm.memset.p0.i64(ptr align 1 @main.mil, i8 97, i64 100000, i1 false)
  %57 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @sha256(ptr noundef @main.mil, i64 noundef 100000, ptr noundef %57)
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %59 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  call void @hex(ptr noundef %59, i32 noundef 32)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %61 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  ret i32 %63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sha256(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [8 x i32], align 4
  %8 = alloca i64, align 8
  %9 = alloca [128 x i8], align 1
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.sha256.h, i64 32, i1 false)
  store i64 0, ptr %8, align 8
  br label %16

16:                                               ; preds = %26, %3
  %17 = load i64, ptr %8, align 8
  %18 = add i64 %17, 64
  %19 = load i64, ptr %5, align 8
  %20 = icmp ule i64 %18, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %23 = load ptr, ptr %4, align 8
  %24 = load i64, ptr %8, align 8
  %25 = getelementptr inbounds i8, ptr %23, i64 %24
  call void @sha256_block(ptr noundef %22, ptr noundef %25)
  br label %26

26:                                               ; preds = %21
  %27 = load i64, ptr %8, align 8
  %28 = add i64 %27, 64
  store i64 %28, ptr %8, align 8
  br label %16, !llvm.loop !9

29:                                               ; preds = %16
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 0, i64 128, i1 false)
  %30 = load i64, ptr %5, align 8
  %31 = load i64, ptr %8, align 8
  %32 = sub i64 %30, %31
  store i64 %32, ptr %10, align 8
  %33 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  %34 = load ptr, ptr %4, align 8
  %35 = load i64, ptr %8, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  %37 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %36, i64 %37, i1 false)
  %38 = load i64, ptr %10, align 8
  %39 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 %38
  store i8 -128, ptr %39, align 1
  %40 = load i64, ptr %10, align 8
  %41 = add i64 %40, 9
  %42 = icmp ule i64 %41, 64
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 64, i32 128
  %45 = sext i32 %44 to i64
  store i64 %45, ptr %11, align 8
  %46 = load i64, ptr %5, align 8
  %47 = mul i64 %46, 8
  store i64 %47, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %48

48:                                               ; preds = %64, %29
  %49 = load i32, ptr %13, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %67

51:                                               ; preds = %48
  %52 = load i64, ptr %12, align 8
  %53 = load i32, ptr %13, align 4
  %54 = mul nsw i32 8, %53
  %55 = zext i32 %54 to i64
  %56 = lshr i64 %52, %55
  %57 = trunc i64 %56 to i8
  %58 = load i64, ptr %11, align 8
  %59 = sub i64 %58, 1
  %60 = load i32, ptr %13, align 4
  %61 = sext i32 %60 to i64
  %62 = sub i64 %59, %61
  %63 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 %62
  store i8 %57, ptr %63, align 1
  br label %64

64:                                               ; preds = %51
  %65 = load i32, ptr %13, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %13, align 4
  br label %48, !llvm.loop !10

67:                                               ; preds = %48
  %68 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %69 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  call void @sha256_block(ptr noundef %68, ptr noundef %69)
  %70 = load i64, ptr %11, align 8
  %71 = icmp eq i64 %70, 128
  br i1 %71, label %72, label %76

72:                                               ; preds = %67
  %73 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 0
  %74 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  %75 = getelementptr inbounds i8, ptr %74, i64 64
  call void @sha256_block(ptr noundef %73, ptr noundef %75)
  br label %76

76:                                               ; preds = %72, %67
  store i32 0, ptr %14, align 4
  br label %77

77:                                               ; preds = %105, %76
  %78 = load i32, ptr %14, align 4
  %79 = icmp slt i32 %78, 8
  br i1 %79, label %80, label %108

80:                                               ; preds = %77
  store i32 0, ptr %15, align 4
  br label %81

81:                                               ; preds = %101, %80
  %82 = load i32, ptr %15, align 4
  %83 = icmp slt i32 %82, 4
  br i1 %83, label %84, label %104

84:                                               ; preds = %81
  %85 = load i32, ptr %14, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = load i32, ptr %15, align 4
  %90 = mul nsw i32 8, %89
  %91 = sub nsw i32 24, %90
  %92 = lshr i32 %88, %91
  %93 = trunc i32 %92 to i8
  %94 = load ptr, ptr %6, align 8
  %95 = load i32, ptr %14, align 4
  %96 = mul nsw i32 4, %95
  %97 = load i32, ptr %15, align 4
  %98 = add nsw i32 %96, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i8, ptr %94, i64 %99
  store i8 %93, ptr %100, align 1
  br label %101

101:                                              ; preds = %84
  %102 = load i32, ptr %15, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %15, align 4
  br label %81, !llvm.loop !11

104:                                              ; preds = %81
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %14, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %14, align 4
  br label %77, !llvm.loop !12

108:                                              ; preds = %77
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hex(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %11, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %16)
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6, !llvm.loop !13

21:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @md5(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i32], align 4
  %8 = alloca i64, align 8
  %9 = alloca [128 x i8], align 1
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.md5.h, i64 16, i1 false)
  store i64 0, ptr %8, align 8
  br label %16

16:                                               ; preds = %26, %3
  %17 = load i64, ptr %8, align 8
  %18 = add i64 %17, 64
  %19 = load i64, ptr %5, align 8
  %20 = icmp ule i64 %18, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0
  %23 = load ptr, ptr %4, align 8
  %24 = load i64, ptr %8, align 8
  %25 = getelementptr inbounds i8, ptr %23, i64 %24
  call void @md5_block(ptr noundef %22, ptr noundef %25)
  br label %26

26:                                               ; preds = %21
  %27 = load i64, ptr %8, align 8
  %28 = add i64 %27, 64
  store i64 %28, ptr %8, align 8
  br label %16, !llvm.loop !14

29:                                               ; preds = %16
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 0, i64 128, i1 false)
  %30 = load i64, ptr %5, align 8
  %31 = load i64, ptr %8, align 8
  %32 = sub i64 %30, %31
  store i64 %32, ptr %10, align 8
  %33 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  %34 = load ptr, ptr %4, align 8
  %35 = load i64, ptr %8, align 8
  %36 = getelementptr inbounds i8, ptr %34, i64 %35
  %37 = load i64, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %36, i64 %37, i1 false)
  %38 = load i64, ptr %10, align 8
  %39 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 %38
  store i8 -128, ptr %39, align 1
  %40 = load i64, ptr %10, align 8
  %41 = add i64 %40, 9
  %42 = icmp ule i64 %41, 64
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 64, i32 128
  %45 = sext i32 %44 to i64
  store i64 %45, ptr %11, align 8
  %46 = load i64, ptr %5, align 8
  %47 = mul i64 %46, 8
  store i64 %47, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %48

48:                                               ; preds = %64, %29
  %49 = load i32, ptr %13, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %67

51:                                               ; preds = %48
  %52 = load i64, ptr %12, align 8
  %53 = load i32, ptr %13, align 4
  %54 = mul nsw i32 8, %53
  %55 = zext i32 %54 to i64
  %56 = lshr i64 %52, %55
  %57 = trunc i64 %56 to i8
  %58 = load i64, ptr %11, align 8
  %59 = sub i64 %58, 8
  %60 = load i32, ptr %13, align 4
  %61 = sext i32 %60 to i64
  %62 = add i64 %59, %61
  %63 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 %62
  store i8 %57, ptr %63, align 1
  br label %64

64:                                               ; preds = %51
  %65 = load i32, ptr %13, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %13, align 4
  br label %48, !llvm.loop !15

67:                                               ; preds = %48
  %68 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0
  %69 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  call void @md5_block(ptr noundef %68, ptr noundef %69)
  %70 = load i64, ptr %11, align 8
  %71 = icmp eq i64 %70, 128
  br i1 %71, label %72, label %76

72:                                               ; preds = %67
  %73 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0
  %74 = getelementptr inbounds [128 x i8], ptr %9, i64 0, i64 0
  %75 = getelementptr inbounds i8, ptr %74, i64 64
  call void @md5_block(ptr noundef %73, ptr noundef %75)
  br label %76

76:                                               ; preds = %72, %67
  store i32 0, ptr %14, align 4
  br label %77

77:                                               ; preds = %104, %76
  %78 = load i32, ptr %14, align 4
  %79 = icmp slt i32 %78, 4
  br i1 %79, label %80, label %107

80:                                               ; preds = %77
  store i32 0, ptr %15, align 4
  br label %81

81:                                               ; preds = %100, %80
  %82 = load i32, ptr %15, align 4
  %83 = icmp slt i32 %82, 4
  br i1 %83, label %84, label %103

84:                                               ; preds = %81
  %85 = load i32, ptr %14, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4
  %89 = load i32, ptr %15, align 4
  %90 = mul nsw i32 8, %89
  %91 = lshr i32 %88, %90
  %92 = trunc i32 %91 to i8
  %93 = load ptr, ptr %6, align 8
  %94 = load i32, ptr %14, align 4
  %95 = mul nsw i32 4, %94
  %96 = load i32, ptr %15, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr %93, i64 %98
  store i8 %92, ptr %99, align 1
  br label %100

100:                                              ; preds = %84
  %101 = load i32, ptr %15, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %15, align 4
  br label %81, !llvm.loop !16

103:                                              ; preds = %81
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %14, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %14, align 4
  br label %77, !llvm.loop !17

107:                                              ; preds = %77
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sha256_block(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x i32], align 4
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
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %25

25:                                               ; preds = %69, %2
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %26, 16
  br i1 %27, label %28, label %72

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %6, align 4
  %31 = mul nsw i32 4, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %29, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = shl i32 %35, 24
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %6, align 4
  %39 = mul nsw i32 4, %38
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %37, i64 %41
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = shl i32 %44, 16
  %46 = or i32 %36, %45
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %6, align 4
  %49 = mul nsw i32 4, %48
  %50 = add nsw i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %47, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = shl i32 %54, 8
  %56 = or i32 %46, %55
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %6, align 4
  %59 = mul nsw i32 4, %58
  %60 = add nsw i32 %59, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr %57, i64 %61
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = or i32 %56, %64
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %67
  store i32 %65, ptr %68, align 4
  br label %69

69:                                               ; preds = %28
  %70 = load i32, ptr %6, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %6, align 4
  br label %25, !llvm.loop !18

72:                                               ; preds = %25
  store i32 16, ptr %7, align 4
  br label %73

73:                                               ; preds = %163, %72
  %74 = load i32, ptr %7, align 4
  %75 = icmp slt i32 %74, 64
  br i1 %75, label %76, label %166

76:                                               ; preds = %73
  %77 = load i32, ptr %7, align 4
  %78 = sub nsw i32 %77, 15
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = lshr i32 %81, 7
  %83 = load i32, ptr %7, align 4
  %84 = sub nsw i32 %83, 15
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = shl i32 %87, 25
  %89 = or i32 %82, %88
  %90 = load i32, ptr %7, align 4
  %91 = sub nsw i32 %90, 15
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = lshr i32 %94, 18
  %96 = load i32, ptr %7, align 4
  %97 = sub nsw i32 %96, 15
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = shl i32 %100, 14
  %102 = or i32 %95, %101
  %103 = xor i32 %89, %102
  %104 = load i32, ptr %7, align 4
  %105 = sub nsw i32 %104, 15
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = lshr i32 %108, 3
  %110 = xor i32 %103, %109
  store i32 %110, ptr %8, align 4
  %111 = load i32, ptr %7, align 4
  %112 = sub nsw i32 %111, 2
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = lshr i32 %115, 17
  %117 = load i32, ptr %7, align 4
  %118 = sub nsw i32 %117, 2
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = shl i32 %121, 15
  %123 = or i32 %116, %122
  %124 = load i32, ptr %7, align 4
  %125 = sub nsw i32 %124, 2
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = lshr i32 %128, 19
  %130 = load i32, ptr %7, align 4
  %131 = sub nsw i32 %130, 2
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = shl i32 %134, 13
  %136 = or i32 %129, %135
  %137 = xor i32 %123, %136
  %138 = load i32, ptr %7, align 4
  %139 = sub nsw i32 %138, 2
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = lshr i32 %142, 10
  %144 = xor i32 %137, %143
  store i32 %144, ptr %9, align 4
  %145 = load i32, ptr %7, align 4
  %146 = sub nsw i32 %145, 16
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4
  %150 = load i32, ptr %8, align 4
  %151 = add i32 %149, %150
  %152 = load i32, ptr %7, align 4
  %153 = sub nsw i32 %152, 7
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = add i32 %151, %156
  %158 = load i32, ptr %9, align 4
  %159 = add i32 %157, %158
  %160 = load i32, ptr %7, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %161
  store i32 %159, ptr %162, align 4
  br label %163

163:                                              ; preds = %76
  %164 = load i32, ptr %7, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %7, align 4
  br label %73, !llvm.loop !19

166:                                              ; preds = %73
  %167 = load ptr, ptr %3, align 8
  %168 = getelementptr inbounds i32, ptr %167, i64 0
  %169 = load i32, ptr %168, align 4
  store i32 %169, ptr %10, align 4
  %170 = load ptr, ptr %3, align 8
  %171 = getelementptr inbounds i32, ptr %170, i64 1
  %172 = load i32, ptr %171, align 4
  store i32 %172, ptr %11, align 4
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds i32, ptr %173, i64 2
  %175 = load i32, ptr %174, align 4
  store i32 %175, ptr %12, align 4
  %176 = load ptr, ptr %3, align 8
  %177 = getelementptr inbounds i32, ptr %176, i64 3
  %178 = load i32, ptr %177, align 4
  store i32 %178, ptr %13, align 4
  %179 = load ptr, ptr %3, align 8
  %180 = getelementptr inbounds i32, ptr %179, i64 4
  %181 = load i32, ptr %180, align 4
  store i32 %181, ptr %14, align 4
  %182 = load ptr, ptr %3, align 8
  %183 = getelementptr inbounds i32, ptr %182, i64 5
  %184 = load i32, ptr %183, align 4
  store i32 %184, ptr %15, align 4
  %185 = load ptr, ptr %3, align 8
  %186 = getelementptr inbounds i32, ptr %185, i64 6
  %187 = load i32, ptr %186, align 4
  store i32 %187, ptr %16, align 4
  %188 = load ptr, ptr %3, align 8
  %189 = getelementptr inbounds i32, ptr %188, i64 7
  %190 = load i32, ptr %189, align 4
  store i32 %190, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %191

191:                                              ; preds = %278, %166
  %192 = load i32, ptr %18, align 4
  %193 = icmp slt i32 %192, 64
  br i1 %193, label %194, label %281

194:                                              ; preds = %191
  %195 = load i32, ptr %14, align 4
  %196 = lshr i32 %195, 6
  %197 = load i32, ptr %14, align 4
  %198 = shl i32 %197, 26
  %199 = or i32 %196, %198
  %200 = load i32, ptr %14, align 4
  %201 = lshr i32 %200, 11
  %202 = load i32, ptr %14, align 4
  %203 = shl i32 %202, 21
  %204 = or i32 %201, %203
  %205 = xor i32 %199, %204
  %206 = load i32, ptr %14, align 4
  %207 = lshr i32 %206, 25
  %208 = load i32, ptr %14, align 4
  %209 = shl i32 %208, 7
  %210 = or i32 %207, %209
  %211 = xor i32 %205, %210
  store i32 %211, ptr %19, align 4
  %212 = load i32, ptr %14, align 4
  %213 = load i32, ptr %15, align 4
  %214 = and i32 %212, %213
  %215 = load i32, ptr %14, align 4
  %216 = xor i32 %215, -1
  %217 = load i32, ptr %16, align 4
  %218 = and i32 %216, %217
  %219 = xor i32 %214, %218
  store i32 %219, ptr %20, align 4
  %220 = load i32, ptr %17, align 4
  %221 = load i32, ptr %19, align 4
  %222 = add i32 %220, %221
  %223 = load i32, ptr %20, align 4
  %224 = add i32 %222, %223
  %225 = load i32, ptr %18, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [64 x i32], ptr @K, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4
  %229 = add i32 %224, %228
  %230 = load i32, ptr %18, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [64 x i32], ptr %5, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = add i32 %229, %233
  store i32 %234, ptr %21, align 4
  %235 = load i32, ptr %10, align 4
  %236 = lshr i32 %235, 2
  %237 = load i32, ptr %10, align 4
  %238 = shl i32 %237, 30
  %239 = or i32 %236, %238
  %240 = load i32, ptr %10, align 4
  %241 = lshr i32 %240, 13
  %242 = load i32, ptr %10, align 4
  %243 = shl i32 %242, 19
  %244 = or i32 %241, %243
  %245 = xor i32 %239, %244
  %246 = load i32, ptr %10, align 4
  %247 = lshr i32 %246, 22
  %248 = load i32, ptr %10, align 4
  %249 = shl i32 %248, 10
  %250 = or i32 %247, %249
  %251 = xor i32 %245, %250
  store i32 %251, ptr %22, align 4
  %252 = load i32, ptr %10, align 4
  %253 = load i32, ptr %11, align 4
  %254 = and i32 %252, %253
  %255 = load i32, ptr %10, align 4
  %256 = load i32, ptr %12, align 4
  %257 = and i32 %255, %256
  %258 = xor i32 %254, %257
  %259 = load i32, ptr %11, align 4
  %260 = load i32, ptr %12, align 4
  %261 = and i32 %259, %260
  %262 = xor i32 %258, %261
  store i32 %262, ptr %23, align 4
  %263 = load i32, ptr %22, align 4
  %264 = load i32, ptr %23, align 4
  %265 = add i32 %263, %264
  store i32 %265, ptr %24, align 4
  %266 = load i32, ptr %16, align 4
  store i32 %266, ptr %17, align 4
  %267 = load i32, ptr %15, align 4
  store i32 %267, ptr %16, align 4
  %268 = load i32, ptr %14, align 4
  store i32 %268, ptr %15, align 4
  %269 = load i32, ptr %13, align 4
  %270 = load i32, ptr %21, align 4
  %271 = add i32 %269, %270
  store i32 %271, ptr %14, align 4
  %272 = load i32, ptr %12, align 4
  store i32 %272, ptr %13, align 4
  %273 = load i32, ptr %11, align 4
  store i32 %273, ptr %12, align 4
  %274 = load i32, ptr %10, align 4
  store i32 %274, ptr %11, align 4
  %275 = load i32, ptr %21, align 4
  %276 = load i32, ptr %24, align 4
  %277 = add i32 %275, %276
  store i32 %277, ptr %10, align 4
  br label %278

278:                                              ; preds = %194
  %279 = load i32, ptr %18, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %18, align 4
  br label %191, !llvm.loop !20

281:                                              ; preds = %191
  %282 = load i32, ptr %10, align 4
  %283 = load ptr, ptr %3, align 8
  %284 = getelementptr inbounds i32, ptr %283, i64 0
  %285 = load i32, ptr %284, align 4
  %286 = add i32 %285, %282
  store i32 %286, ptr %284, align 4
  %287 = load i32, ptr %11, align 4
  %288 = load ptr, ptr %3, align 8
  %289 = getelementptr inbounds i32, ptr %288, i64 1
  %290 = load i32, ptr %289, align 4
  %291 = add i32 %290, %287
  store i32 %291, ptr %289, align 4
  %292 = load i32, ptr %12, align 4
  %293 = load ptr, ptr %3, align 8
  %294 = getelementptr inbounds i32, ptr %293, i64 2
  %295 = load i32, ptr %294, align 4
  %296 = add i32 %295, %292
  store i32 %296, ptr %294, align 4
  %297 = load i32, ptr %13, align 4
  %298 = load ptr, ptr %3, align 8
  %299 = getelementptr inbounds i32, ptr %298, i64 3
  %300 = load i32, ptr %299, align 4
  %301 = add i32 %300, %297
  store i32 %301, ptr %299, align 4
  %302 = load i32, ptr %14, align 4
  %303 = load ptr, ptr %3, align 8
  %304 = getelementptr inbounds i32, ptr %303, i64 4
  %305 = load i32, ptr %304, align 4
  %306 = add i32 %305, %302
  store i32 %306, ptr %304, align 4
  %307 = load i32, ptr %15, align 4
  %308 = load ptr, ptr %3, align 8
  %309 = getelementptr inbounds i32, ptr %308, i64 5
  %310 = load i32, ptr %309, align 4
  %311 = add i32 %310, %307
  store i32 %311, ptr %309, align 4
  %312 = load i32, ptr %16, align 4
  %313 = load ptr, ptr %3, align 8
  %314 = getelementptr inbounds i32, ptr %313, i64 6
  %315 = load i32, ptr %314, align 4
  %316 = add i32 %315, %312
  store i32 %316, ptr %314, align 4
  %317 = load i32, ptr %17, align 4
  %318 = load ptr, ptr %3, align 8
  %319 = getelementptr inbounds i32, ptr %318, i64 7
  %320 = load i32, ptr %319, align 4
  %321 = add i32 %320, %317
  store i32 %321, ptr %319, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @md5_block(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [16 x i32], align 4
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
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %16

16:                                               ; preds = %60, %2
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %63

19:                                               ; preds = %16
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %6, align 4
  %22 = mul nsw i32 4, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %20, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = mul nsw i32 4, %28
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %27, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = shl i32 %34, 8
  %36 = or i32 %26, %35
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %6, align 4
  %39 = mul nsw i32 4, %38
  %40 = add nsw i32 %39, 2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %37, i64 %41
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = shl i32 %44, 16
  %46 = or i32 %36, %45
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %6, align 4
  %49 = mul nsw i32 4, %48
  %50 = add nsw i32 %49, 3
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr %47, i64 %51
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = shl i32 %54, 24
  %56 = or i32 %46, %55
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %58
  store i32 %56, ptr %59, align 4
  br label %60

60:                                               ; preds = %19
  %61 = load i32, ptr %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %6, align 4
  br label %16, !llvm.loop !21

63:                                               ; preds = %16
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds i32, ptr %64, i64 0
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %7, align 4
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds i32, ptr %67, i64 1
  %69 = load i32, ptr %68, align 4
  store i32 %69, ptr %8, align 4
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds i32, ptr %70, i64 2
  %72 = load i32, ptr %71, align 4
  store i32 %72, ptr %9, align 4
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds i32, ptr %73, i64 3
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %76

76:                                               ; preds = %167, %63
  %77 = load i32, ptr %11, align 4
  %78 = icmp slt i32 %77, 64
  br i1 %78, label %79, label %170

79:                                               ; preds = %76
  %80 = load i32, ptr %11, align 4
  %81 = icmp slt i32 %80, 16
  br i1 %81, label %82, label %92

82:                                               ; preds = %79
  %83 = load i32, ptr %8, align 4
  %84 = load i32, ptr %9, align 4
  %85 = and i32 %83, %84
  %86 = load i32, ptr %8, align 4
  %87 = xor i32 %86, -1
  %88 = load i32, ptr %10, align 4
  %89 = and i32 %87, %88
  %90 = or i32 %85, %89
  store i32 %90, ptr %12, align 4
  %91 = load i32, ptr %11, align 4
  store i32 %91, ptr %13, align 4
  br label %133

92:                                               ; preds = %79
  %93 = load i32, ptr %11, align 4
  %94 = icmp slt i32 %93, 32
  br i1 %94, label %95, label %108

95:                                               ; preds = %92
  %96 = load i32, ptr %10, align 4
  %97 = load i32, ptr %8, align 4
  %98 = and i32 %96, %97
  %99 = load i32, ptr %10, align 4
  %100 = xor i32 %99, -1
  %101 = load i32, ptr %9, align 4
  %102 = and i32 %100, %101
  %103 = or i32 %98, %102
  store i32 %103, ptr %12, align 4
  %104 = load i32, ptr %11, align 4
  %105 = mul nsw i32 5, %104
  %106 = add nsw i32 %105, 1
  %107 = srem i32 %106, 16
  store i32 %107, ptr %13, align 4
  br label %132

108:                                              ; preds = %92
  %109 = load i32, ptr %11, align 4
  %110 = icmp slt i32 %109, 48
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  %112 = load i32, ptr %8, align 4
  %113 = load i32, ptr %9, align 4
  %114 = xor i32 %112, %113
  %115 = load i32, ptr %10, align 4
  %116 = xor i32 %114, %115
  store i32 %116, ptr %12, align 4
  %117 = load i32, ptr %11, align 4
  %118 = mul nsw i32 3, %117
  %119 = add nsw i32 %118, 5
  %120 = srem i32 %119, 16
  store i32 %120, ptr %13, align 4
  br label %131

121:                                              ; preds = %108
  %122 = load i32, ptr %9, align 4
  %123 = load i32, ptr %8, align 4
  %124 = load i32, ptr %10, align 4
  %125 = xor i32 %124, -1
  %126 = or i32 %123, %125
  %127 = xor i32 %122, %126
  store i32 %127, ptr %12, align 4
  %128 = load i32, ptr %11, align 4
  %129 = mul nsw i32 7, %128
  %130 = srem i32 %129, 16
  store i32 %130, ptr %13, align 4
  br label %131

131:                                              ; preds = %121, %111
  br label %132

132:                                              ; preds = %131, %95
  br label %133

133:                                              ; preds = %132, %82
  %134 = load i32, ptr %10, align 4
  store i32 %134, ptr %14, align 4
  %135 = load i32, ptr %9, align 4
  store i32 %135, ptr %10, align 4
  %136 = load i32, ptr %8, align 4
  store i32 %136, ptr %9, align 4
  %137 = load i32, ptr %7, align 4
  %138 = load i32, ptr %12, align 4
  %139 = add i32 %137, %138
  %140 = load i32, ptr %11, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [64 x i32], ptr @MK, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = add i32 %139, %143
  %145 = load i32, ptr %13, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = add i32 %144, %148
  store i32 %149, ptr %15, align 4
  %150 = load i32, ptr %8, align 4
  %151 = load i32, ptr %15, align 4
  %152 = load i32, ptr %11, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [64 x i32], ptr @MS, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4
  %156 = shl i32 %151, %155
  %157 = load i32, ptr %15, align 4
  %158 = load i32, ptr %11, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x i32], ptr @MS, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4
  %162 = sub nsw i32 32, %161
  %163 = lshr i32 %157, %162
  %164 = or i32 %156, %163
  %165 = add i32 %150, %164
  store i32 %165, ptr %8, align 4
  %166 = load i32, ptr %14, align 4
  store i32 %166, ptr %7, align 4
  br label %167

167:                                              ; preds = %133
  %168 = load i32, ptr %11, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %11, align 4
  br label %76, !llvm.loop !22

170:                                              ; preds = %76
  %171 = load i32, ptr %7, align 4
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 0
  %174 = load i32, ptr %173, align 4
  %175 = add i32 %174, %171
  store i32 %175, ptr %173, align 4
  %176 = load i32, ptr %8, align 4
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds i32, ptr %177, i64 1
  %179 = load i32, ptr %178, align 4
  %180 = add i32 %179, %176
  store i32 %180, ptr %178, align 4
  %181 = load i32, ptr %9, align 4
  %182 = load ptr, ptr %3, align 8
  %183 = getelementptr inbounds i32, ptr %182, i64 2
  %184 = load i32, ptr %183, align 4
  %185 = add i32 %184, %181
  store i32 %185, ptr %183, align 4
  %186 = load i32, ptr %10, align 4
  %187 = load ptr, ptr %3, align 8
  %188 = getelementptr inbounds i32, ptr %187, i64 3
  %189 = load i32, ptr %188, align 4
  %190 = add i32 %189, %186
  store i32 %190, ptr %188, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

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
