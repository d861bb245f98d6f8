; ModuleID = 'programs/utf8_processing.c'
source_filename = "programs/utf8_processing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"roundtrip bad=%d sum=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"\E2\82\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1
@__const.main.invalid = private unnamed_addr constant [8 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [19 x i8] c"invalid[%d] -> %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [34 x i8] c"Gr\C3\BC\C3\9F Gott! \E2\82\AC 100, \F0\9F\98\80 \E6\97\A5\E6\9C\AC\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"error\0A\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1
@.str.13 = private unnamed_addr constant [45 x i8] c"\0Acodepoints=%d bytes=%zu widths=%d,%d,%d,%d\0A\00", align 1
@dec.minv = internal constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [2 x i16], align 2
  %10 = alloca i32, align 4
  %11 = alloca [8 x ptr], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca [5 x i32], align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %21

21:                                               ; preds = %72, %0
  %22 = load i32, ptr %5, align 4
  %23 = icmp ule i32 %22, 1114111
  br i1 %23, label %24, label %79

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = icmp uge i32 %25, 55296
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = load i32, ptr %5, align 4
  %29 = icmp ule i32 %28, 57343
  br i1 %29, label %30, label %31

30:                                               ; preds = %27
  br label %72

31:                                               ; preds = %27, %24
  %32 = load i32, ptr %5, align 4
  %33 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 0
  %34 = call i32 @enc(i32 noundef %32, ptr noundef %33)
  store i32 %34, ptr %6, align 4
  %35 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 0
  %36 = load i32, ptr %6, align 4
  %37 = sext i32 %36 to i64
  %38 = call i32 @dec(ptr noundef %35, i64 noundef %37, ptr noundef %7)
  store i32 %38, ptr %8, align 4
  %39 = load i32, ptr %8, align 4
  %40 = load i32, ptr %6, align 4
  %41 = icmp ne i32 %39, %40
  br i1 %41, label %46, label %42

42:                                               ; preds = %31
  %43 = load i32, ptr %7, align 4
  %44 = load i32, ptr %5, align 4
  %45 = icmp ne i32 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %42, %31
  %47 = load i32, ptr %3, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %3, align 4
  br label %49

49:                                               ; preds = %46, %42
  %50 = load i32, ptr %5, align 4
  %51 = getelementptr inbounds [2 x i16], ptr %9, i64 0, i64 0
  %52 = call i32 @to_utf16(i32 noundef %50, ptr noundef %51)
  store i32 %52, ptr %10, align 4
  %53 = getelementptr inbounds [2 x i16], ptr %9, i64 0, i64 0
  %54 = load i16, ptr %53, align 2
  %55 = zext i16 %54 to i32
  %56 = load i32, ptr %10, align 4
  %57 = icmp eq i32 %56, 2
  br i1 %57, label %58, label %62

58:                                               ; preds = %49
  %59 = getelementptr inbounds [2 x i16], ptr %9, i64 0, i64 1
  %60 = load i16, ptr %59, align 2
  %61 = zext i16 %60 to i32
  br label %63

62:                                               ; preds = %49
  br label %63

63:                                               ; preds = %62, %58
  %64 = phi i32 [ %61, %58 ], [ 0, %62 ]
  %65 = add i32 %55, %64
  %66 = zext i32 %65 to i64
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = add i64 %66, %68
  %70 = load i64, ptr %4, align 8
  %71 = add i64 %70, %69
  store i64 %71, ptr %4, align 8
  br label %72

72:                                               ; preds = %63, %30
  %73 = load i32, ptr %5, align 4
  %74 = icmp ult i32 %73, 12288
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, i32 1, i32 97
  %77 = load i32, ptr %5, align 4
  %78 = add i32 %77, %76
  store i32 %78, ptr %5, align 4
  br label %21, !llvm.loop !6

79:                                               ; preds = %21
  %80 = load i32, ptr %3, align 4
  %81 = load i64, ptr %4, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %80, i64 noundef %81)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.invalid, i64 64, i1 false)
  store i32 0, ptr %12, align 4
  br label %83

83:                                               ; preds = %99, %79
  %84 = load i32, ptr %12, align 4
  %85 = icmp slt i32 %84, 8
  br i1 %85, label %86, label %102

86:                                               ; preds = %83
  %87 = load i32, ptr %12, align 4
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [8 x ptr], ptr %11, i64 0, i64 %89
  %91 = load ptr, ptr %90, align 8
  %92 = load i32, ptr %12, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [8 x ptr], ptr %11, i64 0, i64 %93
  %95 = load ptr, ptr %94, align 8
  %96 = call i64 @strlen(ptr noundef %95) #5
  %97 = call i32 @dec(ptr noundef %91, i64 noundef %96, ptr noundef %13)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %87, i32 noundef %97)
  br label %99

99:                                               ; preds = %86
  %100 = load i32, ptr %12, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %12, align 4
  br label %83, !llvm.loop !8

102:                                              ; preds = %83
  store ptr @.str.10, ptr %14, align 8
  %103 = load ptr, ptr %14, align 8
  store ptr %103, ptr %15, align 8
  %104 = load ptr, ptr %14, align 8
  %105 = call i64 @strlen(ptr noundef %104) #5
  store i64 %105, ptr %16, align 8
  store i32 0, ptr %17, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %18, i8 0, i64 20, i1 false)
  br label %106

106:                                              ; preds = %117, %102
  %107 = load i64, ptr %16, align 8
  %108 = icmp ne i64 %107, 0
  br i1 %108, label %109, label %135

109:                                              ; preds = %106
  %110 = load ptr, ptr %15, align 8
  %111 = load i64, ptr %16, align 8
  %112 = call i32 @dec(ptr noundef %110, i64 noundef %111, ptr noundef %19)
  store i32 %112, ptr %20, align 4
  %113 = load i32, ptr %20, align 4
  %114 = icmp slt i32 %113, 0
  br i1 %114, label %115, label %117

115:                                              ; preds = %109
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %135

117:                                              ; preds = %109
  %118 = load i32, ptr %20, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %120, align 4
  %123 = load i32, ptr %17, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %17, align 4
  %125 = load i32, ptr %19, align 4
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %125)
  %127 = load i32, ptr %20, align 4
  %128 = load ptr, ptr %15, align 8
  %129 = sext i32 %127 to i64
  %130 = getelementptr inbounds i8, ptr %128, i64 %129
  store ptr %130, ptr %15, align 8
  %131 = load i32, ptr %20, align 4
  %132 = sext i32 %131 to i64
  %133 = load i64, ptr %16, align 8
  %134 = sub i64 %133, %132
  store i64 %134, ptr %16, align 8
  br label %106, !llvm.loop !9

135:                                              ; preds = %115, %106
  %136 = load i32, ptr %17, align 4
  %137 = load ptr, ptr %14, align 8
  %138 = call i64 @strlen(ptr noundef %137) #5
  %139 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 1
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 2
  %142 = load i32, ptr %141, align 4
  %143 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 3
  %144 = load i32, ptr %143, align 4
  %145 = getelementptr inbounds [5 x i32], ptr %18, i64 0, i64 4
  %146 = load i32, ptr %145, align 4
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %136, i64 noundef %138, i32 noundef %140, i32 noundef %142, i32 noundef %144, i32 noundef %146)
  %148 = load i32, ptr %17, align 4
  ret i32 %148
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @enc(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %6, 128
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %11, i64 0
  store i8 %10, ptr %12, align 1
  store i32 1, ptr %3, align 4
  br label %79

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = icmp ult i32 %14, 2048
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = lshr i32 %17, 6
  %19 = or i32 192, %18
  %20 = trunc i32 %19 to i8
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds i8, ptr %21, i64 0
  store i8 %20, ptr %22, align 1
  %23 = load i32, ptr %4, align 4
  %24 = and i32 %23, 63
  %25 = or i32 128, %24
  %26 = trunc i32 %25 to i8
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  store i8 %26, ptr %28, align 1
  store i32 2, ptr %3, align 4
  br label %79

29:                                               ; preds = %13
  %30 = load i32, ptr %4, align 4
  %31 = icmp ult i32 %30, 65536
  br i1 %31, label %32, label %52

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4
  %34 = lshr i32 %33, 12
  %35 = or i32 224, %34
  %36 = trunc i32 %35 to i8
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 0
  store i8 %36, ptr %38, align 1
  %39 = load i32, ptr %4, align 4
  %40 = lshr i32 %39, 6
  %41 = and i32 %40, 63
  %42 = or i32 128, %41
  %43 = trunc i32 %42 to i8
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 1
  store i8 %43, ptr %45, align 1
  %46 = load i32, ptr %4, align 4
  %47 = and i32 %46, 63
  %48 = or i32 128, %47
  %49 = trunc i32 %48 to i8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 2
  store i8 %49, ptr %51, align 1
  store i32 3, ptr %3, align 4
  br label %79

52:                                               ; preds = %29
  %53 = load i32, ptr %4, align 4
  %54 = lshr i32 %53, 18
  %55 = or i32 240, %54
  %56 = trunc i32 %55 to i8
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 0
  store i8 %56, ptr %58, align 1
  %59 = load i32, ptr %4, align 4
  %60 = lshr i32 %59, 12
  %61 = and i32 %60, 63
  %62 = or i32 128, %61
  %63 = trunc i32 %62 to i8
  %64 = load ptr, ptr %5, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 1
  store i8 %63, ptr %65, align 1
  %66 = load i32, ptr %4, align 4
  %67 = lshr i32 %66, 6
  %68 = and i32 %67, 63
  %69 = or i32 128, %68
  %70 = trunc i32 %69 to i8
  %71 = load ptr, ptr %5, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 2
  store i8 %70, ptr %72, align 1
  %73 = load i32, ptr %4, align 4
  %74 = and i32 %73, 63
  %75 = or i32 128, %74
  %76 = trunc i32 %75 to i8
  %77 = load ptr, ptr %5, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 3
  store i8 %76, ptr %78, align 1
  store i32 4, ptr %3, align 4
  br label %79

79:                                               ; preds = %52, %32, %16, %8
  %80 = load i32, ptr %3, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dec(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %15, label %14

14:                                               ; preds = %3
  store i32 -1, ptr %4, align 4
  br label %112

15:                                               ; preds = %3
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 0
  %18 = load i8, ptr %17, align 1
  store i8 %18, ptr %8, align 1
  %19 = load i8, ptr %8, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp slt i32 %20, 128
  br i1 %21, label %22, label %26

22:                                               ; preds = %15
  %23 = load i8, ptr %8, align 1
  %24 = zext i8 %23 to i32
  %25 = load ptr, ptr %7, align 8
  store i32 %24, ptr %25, align 4
  store i32 1, ptr %4, align 4
  br label %112

26:                                               ; preds = %15
  %27 = load i8, ptr %8, align 1
  %28 = zext i8 %27 to i32
  %29 = and i32 %28, 224
  %30 = icmp eq i32 %29, 192
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  br label %47

32:                                               ; preds = %26
  %33 = load i8, ptr %8, align 1
  %34 = zext i8 %33 to i32
  %35 = and i32 %34, 240
  %36 = icmp eq i32 %35, 224
  br i1 %36, label %37, label %38

37:                                               ; preds = %32
  br label %45

38:                                               ; preds = %32
  %39 = load i8, ptr %8, align 1
  %40 = zext i8 %39 to i32
  %41 = and i32 %40, 248
  %42 = icmp eq i32 %41, 240
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 4, i32 0
  br label %45

45:                                               ; preds = %38, %37
  %46 = phi i32 [ 3, %37 ], [ %44, %38 ]
  br label %47

47:                                               ; preds = %45, %31
  %48 = phi i32 [ 2, %31 ], [ %46, %45 ]
  store i32 %48, ptr %9, align 4
  %49 = load i32, ptr %9, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %47
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = load i64, ptr %6, align 8
  %55 = icmp ugt i64 %53, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %51, %47
  store i32 -1, ptr %4, align 4
  br label %112

57:                                               ; preds = %51
  %58 = load i8, ptr %8, align 1
  %59 = zext i8 %58 to i32
  %60 = load i32, ptr %9, align 4
  %61 = ashr i32 127, %60
  %62 = and i32 %59, %61
  store i32 %62, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %63

63:                                               ; preds = %88, %57
  %64 = load i32, ptr %11, align 4
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %91

67:                                               ; preds = %63
  %68 = load ptr, ptr %5, align 8
  %69 = load i32, ptr %11, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = and i32 %73, 192
  %75 = icmp ne i32 %74, 128
  br i1 %75, label %76, label %77

76:                                               ; preds = %67
  store i32 -1, ptr %4, align 4
  br label %112

77:                                               ; preds = %67
  %78 = load i32, ptr %10, align 4
  %79 = shl i32 %78, 6
  %80 = load ptr, ptr %5, align 8
  %81 = load i32, ptr %11, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %80, i64 %82
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = and i32 %85, 63
  %87 = or i32 %79, %86
  store i32 %87, ptr %10, align 4
  br label %88

88:                                               ; preds = %77
  %89 = load i32, ptr %11, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %11, align 4
  br label %63, !llvm.loop !10

91:                                               ; preds = %63
  %92 = load i32, ptr %10, align 4
  %93 = load i32, ptr %9, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [5 x i32], ptr @dec.minv, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = icmp ult i32 %92, %96
  br i1 %97, label %107, label %98

98:                                               ; preds = %91
  %99 = load i32, ptr %10, align 4
  %100 = icmp ugt i32 %99, 1114111
  br i1 %100, label %107, label %101

101:                                              ; preds = %98
  %102 = load i32, ptr %10, align 4
  %103 = icmp uge i32 %102, 55296
  br i1 %103, label %104, label %108

104:                                              ; preds = %101
  %105 = load i32, ptr %10, align 4
  %106 = icmp ule i32 %105, 57343
  br i1 %106, label %107, label %108

107:                                              ; preds = %104, %98, %91
  store i32 -1, ptr %4, align 4
  br label %112

108:                                              ; preds = %104, %101
  %109 = load i32, ptr %10, align 4
  %110 = load ptr, ptr %7, align 8
  store i32 %109, ptr %110, align 4
  %111 = load i32, ptr %9, align 4
  store i32 %111, ptr %4, align 4
  br label %112

112:                                              ; preds = %108, %107, %76, %56, %22, %14
  %113 = load i32, ptr %4, align 4
  ret i32 %113
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_utf16(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %6, 65536
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i16
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds i16, ptr %11, i64 0
  store i16 %10, ptr %12, align 2
  store i32 1, ptr %3, align 4
  br label %28

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = sub i32 %14, 65536
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %4, align 4
  %17 = lshr i32 %16, 10
  %18 = or i32 55296, %17
  %19 = trunc i32 %18 to i16
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds i16, ptr %20, i64 0
  store i16 %19, ptr %21, align 2
  %22 = load i32, ptr %4, align 4
  %23 = and i32 %22, 1023
  %24 = or i32 56320, %23
  %25 = trunc i32 %24 to i16
  %26 = load ptr, ptr %5, align 8
  %27 = getelementptr inbounds i16, ptr %26, i64 1
  store i16 %25, ptr %27, align 2
  store i32 2, ptr %3, align 4
  br label %28

28:                                               ; preds = %13, %8
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
