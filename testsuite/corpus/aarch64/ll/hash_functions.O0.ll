; ModuleID = 'programs/hash_functions.c'
source_filename = "programs/hash_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1
@__const.main.msgs = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [93 x i8] c"'%s': fnv32=%08x fnv64=%016llx crc32=%08x/%08x crc32c=%08x adler=%08x djb2=%08x murmur=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"siphash len=%d %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [25 x i8] c"xorshift64* acc=%016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"splitmix sum=%016llx\0A\00", align 1
@main.big = internal global [100000 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"big crc=%08x adler=%08x fnv=%08x\0A\00", align 1
@crc_table = internal global [256 x i32] zeroinitializer, align 4
@xs_state = internal global i64 88172645463325252, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca [16 x i8], align 1
  %7 = alloca [64 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @crc_init()
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.msgs, i64 48, i1 false)
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %52, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %55

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [6 x ptr], ptr %2, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  store ptr %24, ptr %4, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = call i64 @strlen(ptr noundef %25) #4
  store i64 %26, ptr %5, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i64, ptr %5, align 8
  %30 = call i32 @fnv1a32(ptr noundef %28, i64 noundef %29)
  %31 = load ptr, ptr %4, align 8
  %32 = load i64, ptr %5, align 8
  %33 = call i64 @fnv1a64(ptr noundef %31, i64 noundef %32)
  %34 = load ptr, ptr %4, align 8
  %35 = load i64, ptr %5, align 8
  %36 = call i32 @crc32_tab(ptr noundef %34, i64 noundef %35)
  %37 = load ptr, ptr %4, align 8
  %38 = load i64, ptr %5, align 8
  %39 = call i32 @crc32_bit(ptr noundef %37, i64 noundef %38, i32 noundef -306674912)
  %40 = load ptr, ptr %4, align 8
  %41 = load i64, ptr %5, align 8
  %42 = call i32 @crc32_bit(ptr noundef %40, i64 noundef %41, i32 noundef -2097792136)
  %43 = load ptr, ptr %4, align 8
  %44 = load i64, ptr %5, align 8
  %45 = call i32 @adler32(ptr noundef %43, i64 noundef %44)
  %46 = load ptr, ptr %4, align 8
  %47 = call i32 @djb2(ptr noundef %46)
  %48 = load ptr, ptr %4, align 8
  %49 = load i64, ptr %5, align 8
  %50 = call i32 @murmur3_32(ptr noundef %48, i64 noundef %49, i32 noundef -1756908916)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %27, i32 noundef %30, i64 noundef %33, i32 noundef %36, i32 noundef %39, i32 noundef %42, i32 noundef %45, i32 noundef %47, i32 noundef %50)
  br label %52

52:                                               ; preds = %20
  %53 = load i32, ptr %3, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %3, align 4
  br label %17, !llvm.loop !6

55:                                               ; preds = %17
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %65, %55
  %57 = load i32, ptr %8, align 4
  %58 = icmp slt i32 %57, 16
  br i1 %58, label %59, label %68

59:                                               ; preds = %56
  %60 = load i32, ptr %8, align 4
  %61 = trunc i32 %60 to i8
  %62 = load i32, ptr %8, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 %63
  store i8 %61, ptr %64, align 1
  br label %65

65:                                               ; preds = %59
  %66 = load i32, ptr %8, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %8, align 4
  br label %56, !llvm.loop !8

68:                                               ; preds = %56
  store i32 0, ptr %9, align 4
  br label %69

69:                                               ; preds = %78, %68
  %70 = load i32, ptr %9, align 4
  %71 = icmp slt i32 %70, 64
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = load i32, ptr %9, align 4
  %74 = trunc i32 %73 to i8
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %76
  store i8 %74, ptr %77, align 1
  br label %78

78:                                               ; preds = %72
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %9, align 4
  br label %69, !llvm.loop !9

81:                                               ; preds = %69
  store i32 0, ptr %10, align 4
  br label %82

82:                                               ; preds = %93, %81
  %83 = load i32, ptr %10, align 4
  %84 = icmp slt i32 %83, 64
  br i1 %84, label %85, label %96

85:                                               ; preds = %82
  %86 = load i32, ptr %10, align 4
  %87 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0
  %88 = load i32, ptr %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0
  %91 = call i64 @siphash24(ptr noundef %87, i64 noundef %89, ptr noundef %90)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %86, i64 noundef %91)
  br label %93

93:                                               ; preds = %85
  %94 = load i32, ptr %10, align 4
  %95 = add nsw i32 %94, 7
  store i32 %95, ptr %10, align 4
  br label %82, !llvm.loop !10

96:                                               ; preds = %82
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %97

97:                                               ; preds = %104, %96
  %98 = load i32, ptr %12, align 4
  %99 = icmp slt i32 %98, 100000
  br i1 %99, label %100, label %107

100:                                              ; preds = %97
  %101 = call i64 @xorshift64s()
  %102 = load i64, ptr %11, align 8
  %103 = xor i64 %102, %101
  store i64 %103, ptr %11, align 8
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %12, align 4
  br label %97, !llvm.loop !11

107:                                              ; preds = %97
  %108 = load i64, ptr %11, align 8
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %108)
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %110

110:                                              ; preds = %117, %107
  %111 = load i32, ptr %15, align 4
  %112 = icmp slt i32 %111, 1000
  br i1 %112, label %113, label %120

113:                                              ; preds = %110
  %114 = call i64 @splitmix64(ptr noundef %13)
  %115 = load i64, ptr %14, align 8
  %116 = add i64 %115, %114
  store i64 %116, ptr %14, align 8
  br label %117

117:                                              ; preds = %113
  %118 = load i32, ptr %15, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %15, align 4
  br label %110, !llvm.loop !12

120:                                              ; preds = %110
  %121 = load i64, ptr %14, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %121)
  store i32 0, ptr %16, align 4
  br label %123

123:                                              ; preds = %133, %120
  %124 = load i32, ptr %16, align 4
  %125 = icmp slt i32 %124, 100000
  br i1 %125, label %126, label %136

126:                                              ; preds = %123
  %127 = call i64 @xorshift64s()
  %128 = lshr i64 %127, 56
  %129 = trunc i64 %128 to i8
  %130 = load i32, ptr %16, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [100000 x i8], ptr @main.big, i64 0, i64 %131
  store i8 %129, ptr %132, align 1
  br label %133

133:                                              ; preds = %126
  %134 = load i32, ptr %16, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %16, align 4
  br label %123, !llvm.loop !13

136:                                              ; preds = %123
  %137 = call i32 @crc32_tab(ptr noundef @main.big, i64 noundef 100000)
  %138 = call i32 @adler32(ptr noundef @main.big, i64 noundef 100000)
  %139 = call i32 @fnv1a32(ptr noundef @main.big, i64 noundef 100000)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %137, i32 noundef %138, i32 noundef %139)
  %141 = call i32 @crc32_tab(ptr noundef @.str.5, i64 noundef 9)
  %142 = and i32 %141, 255
  ret i32 %142
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
  br label %9, !llvm.loop !14

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
  br label %4, !llvm.loop !15

36:                                               ; preds = %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i32 -2128831035, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i64, ptr %4, align 8
  %10 = add i64 %9, -1
  store i64 %10, ptr %4, align 8
  %11 = icmp ne i64 %9, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %5, align 8
  %15 = load i8, ptr %13, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %6, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %6, align 4
  %20 = mul i32 %19, 16777619
  store i32 %20, ptr %6, align 4
  br label %8, !llvm.loop !16

21:                                               ; preds = %8
  %22 = load i32, ptr %6, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 -3750763034362895579, ptr %6, align 8
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i64, ptr %4, align 8
  %10 = add i64 %9, -1
  store i64 %10, ptr %4, align 8
  %11 = icmp ne i64 %9, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr %5, align 8
  %15 = load i8, ptr %13, align 1
  %16 = zext i8 %15 to i64
  %17 = load i64, ptr %6, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %6, align 8
  %19 = load i64, ptr %6, align 8
  %20 = mul i64 %19, 1099511628211
  store i64 %20, ptr %6, align 8
  br label %8, !llvm.loop !17

21:                                               ; preds = %8
  %22 = load i64, ptr %6, align 8
  ret i64 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_tab(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i32 -1, ptr %6, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i64, ptr %4, align 8
  %10 = add i64 %9, -1
  store i64 %10, ptr %4, align 8
  %11 = icmp ne i64 %9, 0
  br i1 %11, label %12, label %26

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %5, align 8
  %16 = load i8, ptr %14, align 1
  %17 = zext i8 %16 to i32
  %18 = xor i32 %13, %17
  %19 = and i32 %18, 255
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %6, align 4
  %24 = lshr i32 %23, 8
  %25 = xor i32 %22, %24
  store i32 %25, ptr %6, align 4
  br label %8, !llvm.loop !18

26:                                               ; preds = %8
  %27 = load i32, ptr %6, align 4
  %28 = xor i32 %27, -1
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32_bit(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %7, align 8
  store i32 -1, ptr %8, align 4
  br label %11

11:                                               ; preds = %37, %3
  %12 = load i64, ptr %5, align 8
  %13 = add i64 %12, -1
  store i64 %13, ptr %5, align 8
  %14 = icmp ne i64 %12, 0
  br i1 %14, label %15, label %38

15:                                               ; preds = %11
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %7, align 8
  %18 = load i8, ptr %16, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %8, align 4
  %21 = xor i32 %20, %19
  store i32 %21, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %22

22:                                               ; preds = %34, %15
  %23 = load i32, ptr %9, align 4
  %24 = icmp slt i32 %23, 8
  br i1 %24, label %25, label %37

25:                                               ; preds = %22
  %26 = load i32, ptr %8, align 4
  %27 = lshr i32 %26, 1
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %8, align 4
  %30 = and i32 %29, 1
  %31 = sub i32 0, %30
  %32 = and i32 %28, %31
  %33 = xor i32 %27, %32
  store i32 %33, ptr %8, align 4
  br label %34

34:                                               ; preds = %25
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %22, !llvm.loop !19

37:                                               ; preds = %22
  br label %11, !llvm.loop !20

38:                                               ; preds = %11
  %39 = load i32, ptr %8, align 4
  %40 = xor i32 %39, -1
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @adler32(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %13, %2
  %10 = load i64, ptr %4, align 8
  %11 = add i64 %10, -1
  store i64 %11, ptr %4, align 8
  %12 = icmp ne i64 %10, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i8, ptr %15, i32 1
  store ptr %16, ptr %5, align 8
  %17 = load i8, ptr %15, align 1
  %18 = zext i8 %17 to i32
  %19 = add i32 %14, %18
  %20 = urem i32 %19, 65521
  store i32 %20, ptr %6, align 4
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = add i32 %21, %22
  %24 = urem i32 %23, 65521
  store i32 %24, ptr %7, align 4
  br label %9, !llvm.loop !21

25:                                               ; preds = %9
  %26 = load i32, ptr %7, align 4
  %27 = shl i32 %26, 16
  %28 = load i32, ptr %6, align 4
  %29 = or i32 %27, %28
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @djb2(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 5381, ptr %3, align 4
  br label %5

5:                                                ; preds = %11, %1
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %7, ptr %2, align 8
  %8 = load i8, ptr %6, align 1
  %9 = zext i8 %8 to i32
  store i32 %9, ptr %4, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = load i32, ptr %3, align 4
  %13 = mul i32 %12, 33
  %14 = load i32, ptr %4, align 4
  %15 = add i32 %13, %14
  store i32 %15, ptr %3, align 4
  br label %5, !llvm.loop !22

16:                                               ; preds = %5
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @murmur3_32(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %16 = load ptr, ptr %4, align 8
  store ptr %16, ptr %7, align 8
  %17 = load i64, ptr %5, align 8
  %18 = udiv i64 %17, 4
  store i64 %18, ptr %8, align 8
  %19 = load i32, ptr %6, align 4
  store i32 %19, ptr %9, align 4
  store i32 -862048943, ptr %10, align 4
  store i32 461845907, ptr %11, align 4
  store i64 0, ptr %12, align 8
  br label %20

20:                                               ; preds = %45, %3
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %8, align 8
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %24, label %48

24:                                               ; preds = %20
  %25 = load ptr, ptr %7, align 8
  %26 = load i64, ptr %12, align 8
  %27 = mul i64 %26, 4
  %28 = getelementptr inbounds i8, ptr %25, i64 %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 1 %28, i64 4, i1 false)
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %13, align 4
  %31 = mul i32 %30, %29
  store i32 %31, ptr %13, align 4
  %32 = load i32, ptr %13, align 4
  %33 = call i32 @rotl32(i32 noundef %32, i32 noundef 15)
  store i32 %33, ptr %13, align 4
  %34 = load i32, ptr %11, align 4
  %35 = load i32, ptr %13, align 4
  %36 = mul i32 %35, %34
  store i32 %36, ptr %13, align 4
  %37 = load i32, ptr %13, align 4
  %38 = load i32, ptr %9, align 4
  %39 = xor i32 %38, %37
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %9, align 4
  %41 = call i32 @rotl32(i32 noundef %40, i32 noundef 13)
  store i32 %41, ptr %9, align 4
  %42 = load i32, ptr %9, align 4
  %43 = mul i32 %42, 5
  %44 = add i32 %43, -430675100
  store i32 %44, ptr %9, align 4
  br label %45

45:                                               ; preds = %24
  %46 = load i64, ptr %12, align 8
  %47 = add i64 %46, 1
  store i64 %47, ptr %12, align 8
  br label %20, !llvm.loop !23

48:                                               ; preds = %20
  %49 = load ptr, ptr %7, align 8
  %50 = load i64, ptr %8, align 8
  %51 = mul i64 %50, 4
  %52 = getelementptr inbounds i8, ptr %49, i64 %51
  store ptr %52, ptr %14, align 8
  store i32 0, ptr %15, align 4
  %53 = load i64, ptr %5, align 8
  %54 = and i64 %53, 3
  switch i64 %54, label %89 [
    i64 3, label %55
    i64 2, label %63
    i64 1, label %71
  ]

55:                                               ; preds = %48
  %56 = load ptr, ptr %14, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 2
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = shl i32 %59, 16
  %61 = load i32, ptr %15, align 4
  %62 = xor i32 %61, %60
  store i32 %62, ptr %15, align 4
  br label %63

63:                                               ; preds = %48, %55
  %64 = load ptr, ptr %14, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = shl i32 %67, 8
  %69 = load i32, ptr %15, align 4
  %70 = xor i32 %69, %68
  store i32 %70, ptr %15, align 4
  br label %71

71:                                               ; preds = %48, %63
  %72 = load ptr, ptr %14, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 0
  %74 = load i8, ptr %73, align 1
  %75 = zext i8 %74 to i32
  %76 = load i32, ptr %15, align 4
  %77 = xor i32 %76, %75
  store i32 %77, ptr %15, align 4
  %78 = load i32, ptr %10, align 4
  %79 = load i32, ptr %15, align 4
  %80 = mul i32 %79, %78
  store i32 %80, ptr %15, align 4
  %81 = load i32, ptr %15, align 4
  %82 = call i32 @rotl32(i32 noundef %81, i32 noundef 15)
  store i32 %82, ptr %15, align 4
  %83 = load i32, ptr %11, align 4
  %84 = load i32, ptr %15, align 4
  %85 = mul i32 %84, %83
  store i32 %85, ptr %15, align 4
  %86 = load i32, ptr %15, align 4
  %87 = load i32, ptr %9, align 4
  %88 = xor i32 %87, %86
  store i32 %88, ptr %9, align 4
  br label %89

89:                                               ; preds = %71, %48
  %90 = load i64, ptr %5, align 8
  %91 = trunc i64 %90 to i32
  %92 = load i32, ptr %9, align 4
  %93 = xor i32 %92, %91
  store i32 %93, ptr %9, align 4
  %94 = load i32, ptr %9, align 4
  %95 = lshr i32 %94, 16
  %96 = load i32, ptr %9, align 4
  %97 = xor i32 %96, %95
  store i32 %97, ptr %9, align 4
  %98 = load i32, ptr %9, align 4
  %99 = mul i32 %98, -2048144789
  store i32 %99, ptr %9, align 4
  %100 = load i32, ptr %9, align 4
  %101 = lshr i32 %100, 13
  %102 = load i32, ptr %9, align 4
  %103 = xor i32 %102, %101
  store i32 %103, ptr %9, align 4
  %104 = load i32, ptr %9, align 4
  %105 = mul i32 %104, -1028477387
  store i32 %105, ptr %9, align 4
  %106 = load i32, ptr %9, align 4
  %107 = lshr i32 %106, 16
  %108 = load i32, ptr %9, align 4
  %109 = xor i32 %108, %107
  store i32 %109, ptr %9, align 4
  %110 = load i32, ptr %9, align 4
  ret i32 %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @siphash24(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %17 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %17, i64 8, i1 false)
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %19, i64 8, i1 false)
  %20 = load i64, ptr %7, align 8
  %21 = xor i64 8317987319222330741, %20
  store i64 %21, ptr %9, align 8
  %22 = load i64, ptr %8, align 8
  %23 = xor i64 7237128888997146477, %22
  store i64 %23, ptr %10, align 8
  %24 = load i64, ptr %7, align 8
  %25 = xor i64 7816392313619706465, %24
  store i64 %25, ptr %11, align 8
  %26 = load i64, ptr %8, align 8
  %27 = xor i64 8387220255154660723, %26
  store i64 %27, ptr %12, align 8
  %28 = load i64, ptr %5, align 8
  %29 = shl i64 %28, 56
  store i64 %29, ptr %13, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  %33 = load i64, ptr %5, align 8
  %34 = urem i64 %33, 8
  %35 = sub i64 0, %34
  %36 = getelementptr inbounds i8, ptr %32, i64 %35
  store ptr %36, ptr %14, align 8
  br label %37

37:                                               ; preds = %125, %3
  %38 = load ptr, ptr %4, align 8
  %39 = load ptr, ptr %14, align 8
  %40 = icmp ne ptr %38, %39
  br i1 %40, label %41, label %128

41:                                               ; preds = %37
  %42 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 1 %42, i64 8, i1 false)
  %43 = load i64, ptr %15, align 8
  %44 = load i64, ptr %12, align 8
  %45 = xor i64 %44, %43
  store i64 %45, ptr %12, align 8
  br label %46

46:                                               ; preds = %41
  %47 = load i64, ptr %10, align 8
  %48 = load i64, ptr %9, align 8
  %49 = add i64 %48, %47
  store i64 %49, ptr %9, align 8
  %50 = load i64, ptr %10, align 8
  %51 = call i64 @rotl64(i64 noundef %50, i32 noundef 13)
  store i64 %51, ptr %10, align 8
  %52 = load i64, ptr %9, align 8
  %53 = load i64, ptr %10, align 8
  %54 = xor i64 %53, %52
  store i64 %54, ptr %10, align 8
  %55 = load i64, ptr %9, align 8
  %56 = call i64 @rotl64(i64 noundef %55, i32 noundef 32)
  store i64 %56, ptr %9, align 8
  %57 = load i64, ptr %12, align 8
  %58 = load i64, ptr %11, align 8
  %59 = add i64 %58, %57
  store i64 %59, ptr %11, align 8
  %60 = load i64, ptr %12, align 8
  %61 = call i64 @rotl64(i64 noundef %60, i32 noundef 16)
  store i64 %61, ptr %12, align 8
  %62 = load i64, ptr %11, align 8
  %63 = load i64, ptr %12, align 8
  %64 = xor i64 %63, %62
  store i64 %64, ptr %12, align 8
  %65 = load i64, ptr %12, align 8
  %66 = load i64, ptr %9, align 8
  %67 = add i64 %66, %65
  store i64 %67, ptr %9, align 8
  %68 = load i64, ptr %12, align 8
  %69 = call i64 @rotl64(i64 noundef %68, i32 noundef 21)
  store i64 %69, ptr %12, align 8
  %70 = load i64, ptr %9, align 8
  %71 = load i64, ptr %12, align 8
  %72 = xor i64 %71, %70
  store i64 %72, ptr %12, align 8
  %73 = load i64, ptr %10, align 8
  %74 = load i64, ptr %11, align 8
  %75 = add i64 %74, %73
  store i64 %75, ptr %11, align 8
  %76 = load i64, ptr %10, align 8
  %77 = call i64 @rotl64(i64 noundef %76, i32 noundef 17)
  store i64 %77, ptr %10, align 8
  %78 = load i64, ptr %11, align 8
  %79 = load i64, ptr %10, align 8
  %80 = xor i64 %79, %78
  store i64 %80, ptr %10, align 8
  %81 = load i64, ptr %11, align 8
  %82 = call i64 @rotl64(i64 noundef %81, i32 noundef 32)
  store i64 %82, ptr %11, align 8
  br label %83

83:                                               ; preds = %46
  br label %84

84:                                               ; preds = %83
  %85 = load i64, ptr %10, align 8
  %86 = load i64, ptr %9, align 8
  %87 = add i64 %86, %85
  store i64 %87, ptr %9, align 8
  %88 = load i64, ptr %10, align 8
  %89 = call i64 @rotl64(i64 noundef %88, i32 noundef 13)
  store i64 %89, ptr %10, align 8
  %90 = load i64, ptr %9, align 8
  %91 = load i64, ptr %10, align 8
  %92 = xor i64 %91, %90
  store i64 %92, ptr %10, align 8
  %93 = load i64, ptr %9, align 8
  %94 = call i64 @rotl64(i64 noundef %93, i32 noundef 32)
  store i64 %94, ptr %9, align 8
  %95 = load i64, ptr %12, align 8
  %96 = load i64, ptr %11, align 8
  %97 = add i64 %96, %95
  store i64 %97, ptr %11, align 8
  %98 = load i64, ptr %12, align 8
  %99 = call i64 @rotl64(i64 noundef %98, i32 noundef 16)
  store i64 %99, ptr %12, align 8
  %100 = load i64, ptr %11, align 8
  %101 = load i64, ptr %12, align 8
  %102 = xor i64 %101, %100
  store i64 %102, ptr %12, align 8
  %103 = load i64, ptr %12, align 8
  %104 = load i64, ptr %9, align 8
  %105 = add i64 %104, %103
  store i64 %105, ptr %9, align 8
  %106 = load i64, ptr %12, align 8
  %107 = call i64 @rotl64(i64 noundef %106, i32 noundef 21)
  store i64 %107, ptr %12, align 8
  %108 = load i64, ptr %9, align 8
  %109 = load i64, ptr %12, align 8
  %110 = xor i64 %109, %108
  store i64 %110, ptr %12, align 8
  %111 = load i64, ptr %10, align 8
  %112 = load i64, ptr %11, align 8
  %113 = add i64 %112, %111
  store i64 %113, ptr %11, align 8
  %114 = load i64, ptr %10, align 8
  %115 = call i64 @rotl64(i64 noundef %114, i32 noundef 17)
  store i64 %115, ptr %10, align 8
  %116 = load i64, ptr %11, align 8
  %117 = load i64, ptr %10, align 8
  %118 = xor i64 %117, %116
  store i64 %118, ptr %10, align 8
  %119 = load i64, ptr %11, align 8
  %120 = call i64 @rotl64(i64 noundef %119, i32 noundef 32)
  store i64 %120, ptr %11, align 8
  br label %121

121:                                              ; preds = %84
  %122 = load i64, ptr %15, align 8
  %123 = load i64, ptr %9, align 8
  %124 = xor i64 %123, %122
  store i64 %124, ptr %9, align 8
  br label %125

125:                                              ; preds = %121
  %126 = load ptr, ptr %4, align 8
  %127 = getelementptr inbounds i8, ptr %126, i64 8
  store ptr %127, ptr %4, align 8
  br label %37, !llvm.loop !24

128:                                              ; preds = %37
  store i64 0, ptr %16, align 8
  br label %129

129:                                              ; preds = %145, %128
  %130 = load i64, ptr %16, align 8
  %131 = load i64, ptr %5, align 8
  %132 = urem i64 %131, 8
  %133 = icmp ult i64 %130, %132
  br i1 %133, label %134, label %148

134:                                              ; preds = %129
  %135 = load ptr, ptr %4, align 8
  %136 = load i64, ptr %16, align 8
  %137 = getelementptr inbounds i8, ptr %135, i64 %136
  %138 = load i8, ptr %137, align 1
  %139 = zext i8 %138 to i64
  %140 = load i64, ptr %16, align 8
  %141 = mul i64 8, %140
  %142 = shl i64 %139, %141
  %143 = load i64, ptr %13, align 8
  %144 = or i64 %143, %142
  store i64 %144, ptr %13, align 8
  br label %145

145:                                              ; preds = %134
  %146 = load i64, ptr %16, align 8
  %147 = add i64 %146, 1
  store i64 %147, ptr %16, align 8
  br label %129, !llvm.loop !25

148:                                              ; preds = %129
  %149 = load i64, ptr %13, align 8
  %150 = load i64, ptr %12, align 8
  %151 = xor i64 %150, %149
  store i64 %151, ptr %12, align 8
  br label %152

152:                                              ; preds = %148
  %153 = load i64, ptr %10, align 8
  %154 = load i64, ptr %9, align 8
  %155 = add i64 %154, %153
  store i64 %155, ptr %9, align 8
  %156 = load i64, ptr %10, align 8
  %157 = call i64 @rotl64(i64 noundef %156, i32 noundef 13)
  store i64 %157, ptr %10, align 8
  %158 = load i64, ptr %9, align 8
  %159 = load i64, ptr %10, align 8
  %160 = xor i64 %159, %158
  store i64 %160, ptr %10, align 8
  %161 = load i64, ptr %9, align 8
  %162 = call i64 @rotl64(i64 noundef %161, i32 noundef 32)
  store i64 %162, ptr %9, align 8
  %163 = load i64, ptr %12, align 8
  %164 = load i64, ptr %11, align 8
  %165 = add i64 %164, %163
  store i64 %165, ptr %11, align 8
  %166 = load i64, ptr %12, align 8
  %167 = call i64 @rotl64(i64 noundef %166, i32 noundef 16)
  store i64 %167, ptr %12, align 8
  %168 = load i64, ptr %11, align 8
  %169 = load i64, ptr %12, align 8
  %170 = xor i64 %169, %168
  store i64 %170, ptr %12, align 8
  %171 = load i64, ptr %12, align 8
  %172 = load i64, ptr %9, align 8
  %173 = add i64 %172, %171
  store i64 %173, ptr %9, align 8
  %174 = load i64, ptr %12, align 8
  %175 = call i64 @rotl64(i64 noundef %174, i32 noundef 21)
  store i64 %175, ptr %12, align 8
  %176 = load i64, ptr %9, align 8
  %177 = load i64, ptr %12, align 8
  %178 = xor i64 %177, %176
  store i64 %178, ptr %12, align 8
  %179 = load i64, ptr %10, align 8
  %180 = load i64, ptr %11, align 8
  %181 = add i64 %180, %179
  store i64 %181, ptr %11, align 8
  %182 = load i64, ptr %10, align 8
  %183 = call i64 @rotl64(i64 noundef %182, i32 noundef 17)
  store i64 %183, ptr %10, align 8
  %184 = load i64, ptr %11, align 8
  %185 = load i64, ptr %10, align 8
  %186 = xor i64 %185, %184
  store i64 %186, ptr %10, align 8
  %187 = load i64, ptr %11, align 8
  %188 = call i64 @rotl64(i64 noundef %187, i32 noundef 32)
  store i64 %188, ptr %11, align 8
  br label %189

189:                                              ; preds = %152
  br label %190

190:                                              ; preds = %189
  %191 = load i64, ptr %10, align 8
  %192 = load i64, ptr %9, align 8
  %193 = add i64 %192, %191
  store i64 %193, ptr %9, align 8
  %194 = load i64, ptr %10, align 8
  %195 = call i64 @rotl64(i64 noundef %194, i32 noundef 13)
  store i64 %195, ptr %10, align 8
  %196 = load i64, ptr %9, align 8
  %197 = load i64, ptr %10, align 8
  %198 = xor i64 %197, %196
  store i64 %198, ptr %10, align 8
  %199 = load i64, ptr %9, align 8
  %200 = call i64 @rotl64(i64 noundef %199, i32 noundef 32)
  store i64 %200, ptr %9, align 8
  %201 = load i64, ptr %12, align 8
  %202 = load i64, ptr %11, align 8
  %203 = add i64 %202, %201
  store i64 %203, ptr %11, align 8
  %204 = load i64, ptr %12, align 8
  %205 = call i64 @rotl64(i64 noundef %204, i32 noundef 16)
  store i64 %205, ptr %12, align 8
  %206 = load i64, ptr %11, align 8
  %207 = load i64, ptr %12, align 8
  %208 = xor i64 %207, %206
  store i64 %208, ptr %12, align 8
  %209 = load i64, ptr %12, align 8
  %210 = load i64, ptr %9, align 8
  %211 = add i64 %210, %209
  store i64 %211, ptr %9, align 8
  %212 = load i64, ptr %12, align 8
  %213 = call i64 @rotl64(i64 noundef %212, i32 noundef 21)
  store i64 %213, ptr %12, align 8
  %214 = load i64, ptr %9, align 8
  %215 = load i64, ptr %12, align 8
  %216 = xor i64 %215, %214
  store i64 %216, ptr %12, align 8
  %217 = load i64, ptr %10, align 8
  %218 = load i64, ptr %11, align 8
  %219 = add i64 %218, %217
  store i64 %219, ptr %11, align 8
  %220 = load i64, ptr %10, align 8
  %221 = call i64 @rotl64(i64 noundef %220, i32 noundef 17)
  store i64 %221, ptr %10, align 8
  %222 = load i64, ptr %11, align 8
  %223 = load i64, ptr %10, align 8
  %224 = xor i64 %223, %222
  store i64 %224, ptr %10, align 8
  %225 = load i64, ptr %11, align 8
  %226 = call i64 @rotl64(i64 noundef %225, i32 noundef 32)
  store i64 %226, ptr %11, align 8
  br label %227

227:                                              ; preds = %190
  %228 = load i64, ptr %13, align 8
  %229 = load i64, ptr %9, align 8
  %230 = xor i64 %229, %228
  store i64 %230, ptr %9, align 8
  %231 = load i64, ptr %11, align 8
  %232 = xor i64 %231, 255
  store i64 %232, ptr %11, align 8
  br label %233

233:                                              ; preds = %227
  %234 = load i64, ptr %10, align 8
  %235 = load i64, ptr %9, align 8
  %236 = add i64 %235, %234
  store i64 %236, ptr %9, align 8
  %237 = load i64, ptr %10, align 8
  %238 = call i64 @rotl64(i64 noundef %237, i32 noundef 13)
  store i64 %238, ptr %10, align 8
  %239 = load i64, ptr %9, align 8
  %240 = load i64, ptr %10, align 8
  %241 = xor i64 %240, %239
  store i64 %241, ptr %10, align 8
  %242 = load i64, ptr %9, align 8
  %243 = call i64 @rotl64(i64 noundef %242, i32 noundef 32)
  store i64 %243, ptr %9, align 8
  %244 = load i64, ptr %12, align 8
  %245 = load i64, ptr %11, align 8
  %246 = add i64 %245, %244
  store i64 %246, ptr %11, align 8
  %247 = load i64, ptr %12, align 8
  %248 = call i64 @rotl64(i64 noundef %247, i32 noundef 16)
  store i64 %248, ptr %12, align 8
  %249 = load i64, ptr %11, align 8
  %250 = load i64, ptr %12, align 8
  %251 = xor i64 %250, %249
  store i64 %251, ptr %12, align 8
  %252 = load i64, ptr %12, align 8
  %253 = load i64, ptr %9, align 8
  %254 = add i64 %253, %252
  store i64 %254, ptr %9, align 8
  %255 = load i64, ptr %12, align 8
  %256 = call i64 @rotl64(i64 noundef %255, i32 noundef 21)
  store i64 %256, ptr %12, align 8
  %257 = load i64, ptr %9, align 8
  %258 = load i64, ptr %12, align 8
  %259 = xor i64 %258, %257
  store i64 %259, ptr %12, align 8
  %260 = load i64, ptr %10, align 8
  %261 = load i64, ptr %11, align 8
  %262 = add i64 %261, %260
  store i64 %262, ptr %11, align 8
  %263 = load i64, ptr %10, align 8
  %264 = call i64 @rotl64(i64 noundef %263, i32 noundef 17)
  store i64 %264, ptr %10, align 8
  %265 = load i64, ptr %11, align 8
  %266 = load i64, ptr %10, align 8
  %267 = xor i64 %266, %265
  store i64 %267, ptr %10, align 8
  %268 = load i64, ptr %11, align 8
  %269 = call i64 @rotl64(i64 noundef %268, i32 noundef 32)
  store i64 %269, ptr %11, align 8
  br label %270

270:                                              ; preds = %233
  br label %271

271:                                              ; preds = %270
  %272 = load i64, ptr %10, align 8
  %273 = load i64, ptr %9, align 8
  %274 = add i64 %273, %272
  store i64 %274, ptr %9, align 8
  %275 = load i64, ptr %10, align 8
  %276 = call i64 @rotl64(i64 noundef %275, i32 noundef 13)
  store i64 %276, ptr %10, align 8
  %277 = load i64, ptr %9, align 8
  %278 = load i64, ptr %10, align 8
  %279 = xor i64 %278, %277
  store i64 %279, ptr %10, align 8
  %280 = load i64, ptr %9, align 8
  %281 = call i64 @rotl64(i64 noundef %280, i32 noundef 32)
  store i64 %281, ptr %9, align 8
  %282 = load i64, ptr %12, align 8
  %283 = load i64, ptr %11, align 8
  %284 = add i64 %283, %282
  store i64 %284, ptr %11, align 8
  %285 = load i64, ptr %12, align 8
  %286 = call i64 @rotl64(i64 noundef %285, i32 noundef 16)
  store i64 %286, ptr %12, align 8
  %287 = load i64, ptr %11, align 8
  %288 = load i64, ptr %12, align 8
  %289 = xor i64 %288, %287
  store i64 %289, ptr %12, align 8
  %290 = load i64, ptr %12, align 8
  %291 = load i64, ptr %9, align 8
  %292 = add i64 %291, %290
  store i64 %292, ptr %9, align 8
  %293 = load i64, ptr %12, align 8
  %294 = call i64 @rotl64(i64 noundef %293, i32 noundef 21)
  store i64 %294, ptr %12, align 8
  %295 = load i64, ptr %9, align 8
  %296 = load i64, ptr %12, align 8
  %297 = xor i64 %296, %295
  store i64 %297, ptr %12, align 8
  %298 = load i64, ptr %10, align 8
  %299 = load i64, ptr %11, align 8
  %300 = add i64 %299, %298
  store i64 %300, ptr %11, align 8
  %301 = load i64, ptr %10, align 8
  %302 = call i64 @rotl64(i64 noundef %301, i32 noundef 17)
  store i64 %302, ptr %10, align 8
  %303 = load i64, ptr %11, align 8
  %304 = load i64, ptr %10, align 8
  %305 = xor i64 %304, %303
  store i64 %305, ptr %10, align 8
  %306 = load i64, ptr %11, align 8
  %307 = call i64 @rotl64(i64 noundef %306, i32 noundef 32)
  store i64 %307, ptr %11, align 8
  br label %308

308:                                              ; preds = %271
  br label %309

309:                                              ; preds = %308
  %310 = load i64, ptr %10, align 8
  %311 = load i64, ptr %9, align 8
  %312 = add i64 %311, %310
  store i64 %312, ptr %9, align 8
  %313 = load i64, ptr %10, align 8
  %314 = call i64 @rotl64(i64 noundef %313, i32 noundef 13)
  store i64 %314, ptr %10, align 8
  %315 = load i64, ptr %9, align 8
  %316 = load i64, ptr %10, align 8
  %317 = xor i64 %316, %315
  store i64 %317, ptr %10, align 8
  %318 = load i64, ptr %9, align 8
  %319 = call i64 @rotl64(i64 noundef %318, i32 noundef 32)
  store i64 %319, ptr %9, align 8
  %320 = load i64, ptr %12, align 8
  %321 = load i64, ptr %11, align 8
  %322 = add i64 %321, %320
  store i64 %322, ptr %11, align 8
  %323 = load i64, ptr %12, align 8
  %324 = call i64 @rotl64(i64 noundef %323, i32 noundef 16)
  store i64 %324, ptr %12, align 8
  %325 = load i64, ptr %11, align 8
  %326 = load i64, ptr %12, align 8
  %327 = xor i64 %326, %325
  store i64 %327, ptr %12, align 8
  %328 = load i64, ptr %12, align 8
  %329 = load i64, ptr %9, align 8
  %330 = add i64 %329, %328
  store i64 %330, ptr %9, align 8
  %331 = load i64, ptr %12, align 8
  %332 = call i64 @rotl64(i64 noundef %331, i32 noundef 21)
  store i64 %332, ptr %12, align 8
  %333 = load i64, ptr %9, align 8
  %334 = load i64, ptr %12, align 8
  %335 = xor i64 %334, %333
  store i64 %335, ptr %12, align 8
  %336 = load i64, ptr %10, align 8
  %337 = load i64, ptr %11, align 8
  %338 = add i64 %337, %336
  store i64 %338, ptr %11, align 8
  %339 = load i64, ptr %10, align 8
  %340 = call i64 @rotl64(i64 noundef %339, i32 noundef 17)
  store i64 %340, ptr %10, align 8
  %341 = load i64, ptr %11, align 8
  %342 = load i64, ptr %10, align 8
  %343 = xor i64 %342, %341
  store i64 %343, ptr %10, align 8
  %344 = load i64, ptr %11, align 8
  %345 = call i64 @rotl64(i64 noundef %344, i32 noundef 32)
  store i64 %345, ptr %11, align 8
  br label %346

346:                                              ; preds = %309
  br label %347

347:                                              ; preds = %346
  %348 = load i64, ptr %10, align 8
  %349 = load i64, ptr %9, align 8
  %350 = add i64 %349, %348
  store i64 %350, ptr %9, align 8
  %351 = load i64, ptr %10, align 8
  %352 = call i64 @rotl64(i64 noundef %351, i32 noundef 13)
  store i64 %352, ptr %10, align 8
  %353 = load i64, ptr %9, align 8
  %354 = load i64, ptr %10, align 8
  %355 = xor i64 %354, %353
  store i64 %355, ptr %10, align 8
  %356 = load i64, ptr %9, align 8
  %357 = call i64 @rotl64(i64 noundef %356, i32 noundef 32)
  store i64 %357, ptr %9, align 8
  %358 = load i64, ptr %12, align 8
  %359 = load i64, ptr %11, align 8
  %360 = add i64 %359, %358
  store i64 %360, ptr %11, align 8
  %361 = load i64, ptr %12, align 8
  %362 = call i64 @rotl64(i64 noundef %361, i32 noundef 16)
  store i64 %362, ptr %12, align 8
  %363 = load i64, ptr %11, align 8
  %364 = load i64, ptr %12, align 8
  %365 = xor i64 %364, %363
  store i64 %365, ptr %12, align 8
  %366 = load i64, ptr %12, align 8
  %367 = load i64, ptr %9, align 8
  %368 = add i64 %367, %366
  store i64 %368, ptr %9, align 8
  %369 = load i64, ptr %12, align 8
  %370 = call i64 @rotl64(i64 noundef %369, i32 noundef 21)
  store i64 %370, ptr %12, align 8
  %371 = load i64, ptr %9, align 8
  %372 = load i64, ptr %12, align 8
  %373 = xor i64 %372, %371
  store i64 %373, ptr %12, align 8
  %374 = load i64, ptr %10, align 8
  %375 = load i64, ptr %11, align 8
  %376 = add i64 %375, %374
  store i64 %376, ptr %11, align 8
  %377 = load i64, ptr %10, align 8
  %378 = call i64 @rotl64(i64 noundef %377, i32 noundef 17)
  store i64 %378, ptr %10, align 8
  %379 = load i64, ptr %11, align 8
  %380 = load i64, ptr %10, align 8
  %381 = xor i64 %380, %379
  store i64 %381, ptr %10, align 8
  %382 = load i64, ptr %11, align 8
  %383 = call i64 @rotl64(i64 noundef %382, i32 noundef 32)
  store i64 %383, ptr %11, align 8
  br label %384

384:                                              ; preds = %347
  %385 = load i64, ptr %9, align 8
  %386 = load i64, ptr %10, align 8
  %387 = xor i64 %385, %386
  %388 = load i64, ptr %11, align 8
  %389 = xor i64 %387, %388
  %390 = load i64, ptr %12, align 8
  %391 = xor i64 %389, %390
  ret i64 %391
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xorshift64s() #0 {
  %1 = load i64, ptr @xs_state, align 8
  %2 = lshr i64 %1, 12
  %3 = load i64, ptr @xs_state, align 8
  %4 = xor i64 %3, %2
  store i64 %4, ptr @xs_state, align 8
  %5 = load i64, ptr @xs_state, align 8
  %6 = shl i64 %5, 25
  %7 = load i64, ptr @xs_state, align 8
  %8 = xor i64 %7, %6
  store i64 %8, ptr @xs_state, align 8
  %9 = load i64, ptr @xs_state, align 8
  %10 = lshr i64 %9, 27
  %11 = load i64, ptr @xs_state, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr @xs_state, align 8
  %13 = load i64, ptr @xs_state, align 8
  %14 = mul i64 %13, 2685821657736338717
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  store i64 %6, ptr %4, align 8
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = lshr i64 %8, 30
  %10 = xor i64 %7, %9
  %11 = mul i64 %10, -4658895280553007687
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  %14 = lshr i64 %13, 27
  %15 = xor i64 %12, %14
  %16 = mul i64 %15, -7723592293110705685
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = lshr i64 %18, 31
  %20 = xor i64 %17, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 32, %9
  %11 = lshr i32 %8, %10
  %12 = or i32 %7, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
