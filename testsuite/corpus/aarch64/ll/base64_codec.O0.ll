; ModuleID = 'programs/base64_codec.c'
source_filename = "programs/base64_codec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@__const.main.tv = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [22 x i8] c"'%s' -> '%s' -> '%s'\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"\00\7F\80\FF hi\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"hex %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"invalid decode=%ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@B64 = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca i64, align 8
  %7 = alloca [300 x i8], align 1
  %8 = alloca [300 x i8], align 1
  %9 = alloca [410 x i8], align 1
  %10 = alloca [601 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.tv, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %17

17:                                               ; preds = %50, %0
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %18, 8
  br i1 %19, label %20, label %53

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %22
  %24 = load ptr, ptr %23, align 8
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %26
  %28 = load ptr, ptr %27, align 8
  %29 = call i64 @strlen(ptr noundef %28) #4
  %30 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %31 = call i64 @b64enc(ptr noundef %24, i64 noundef %29, ptr noundef %30)
  %32 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %33 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %34 = call i64 @b64dec(ptr noundef %32, ptr noundef %33)
  store i64 %34, ptr %6, align 8
  %35 = load i64, ptr %6, align 8
  %36 = icmp slt i64 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %20
  br label %40

38:                                               ; preds = %20
  %39 = load i64, ptr %6, align 8
  br label %40

40:                                               ; preds = %38, %37
  %41 = phi i64 [ 0, %37 ], [ %39, %38 ]
  %42 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %41
  store i8 0, ptr %42, align 1
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %44
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 0
  %48 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %46, ptr noundef %47, ptr noundef %48)
  br label %50

50:                                               ; preds = %40
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %17, !llvm.loop !6

53:                                               ; preds = %17
  store i32 0, ptr %11, align 4
  store i32 5, ptr %12, align 4
  store i64 0, ptr %13, align 8
  br label %54

54:                                               ; preds = %102, %53
  %55 = load i64, ptr %13, align 8
  %56 = icmp ult i64 %55, 300
  br i1 %56, label %57, label %105

57:                                               ; preds = %54
  store i64 0, ptr %14, align 8
  br label %58

58:                                               ; preds = %71, %57
  %59 = load i64, ptr %14, align 8
  %60 = load i64, ptr %13, align 8
  %61 = icmp ult i64 %59, %60
  br i1 %61, label %62, label %74

62:                                               ; preds = %58
  %63 = load i32, ptr %12, align 4
  %64 = mul i32 %63, 69069
  %65 = add i32 %64, 1
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %12, align 4
  %67 = lshr i32 %66, 24
  %68 = trunc i32 %67 to i8
  %69 = load i64, ptr %14, align 8
  %70 = getelementptr inbounds [300 x i8], ptr %7, i64 0, i64 %69
  store i8 %68, ptr %70, align 1
  br label %71

71:                                               ; preds = %62
  %72 = load i64, ptr %14, align 8
  %73 = add i64 %72, 1
  store i64 %73, ptr %14, align 8
  br label %58, !llvm.loop !8

74:                                               ; preds = %58
  %75 = getelementptr inbounds [300 x i8], ptr %7, i64 0, i64 0
  %76 = load i64, ptr %13, align 8
  %77 = getelementptr inbounds [410 x i8], ptr %9, i64 0, i64 0
  %78 = call i64 @b64enc(ptr noundef %75, i64 noundef %76, ptr noundef %77)
  store i64 %78, ptr %15, align 8
  %79 = getelementptr inbounds [410 x i8], ptr %9, i64 0, i64 0
  %80 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 0
  %81 = call i64 @b64dec(ptr noundef %79, ptr noundef %80)
  store i64 %81, ptr %16, align 8
  %82 = load i64, ptr %15, align 8
  %83 = load i64, ptr %13, align 8
  %84 = add i64 %83, 2
  %85 = udiv i64 %84, 3
  %86 = mul i64 %85, 4
  %87 = icmp ne i64 %82, %86
  br i1 %87, label %98, label %88

88:                                               ; preds = %74
  %89 = load i64, ptr %16, align 8
  %90 = load i64, ptr %13, align 8
  %91 = icmp ne i64 %89, %90
  br i1 %91, label %98, label %92

92:                                               ; preds = %88
  %93 = getelementptr inbounds [300 x i8], ptr %7, i64 0, i64 0
  %94 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 0
  %95 = load i64, ptr %13, align 8
  %96 = call i32 @memcmp(ptr noundef %93, ptr noundef %94, i64 noundef %95) #4
  %97 = icmp ne i32 %96, 0
  br i1 %97, label %98, label %101

98:                                               ; preds = %92, %88, %74
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %101

101:                                              ; preds = %98, %92
  br label %102

102:                                              ; preds = %101
  %103 = load i64, ptr %13, align 8
  %104 = add i64 %103, 1
  store i64 %104, ptr %13, align 8
  br label %54, !llvm.loop !9

105:                                              ; preds = %54
  %106 = getelementptr inbounds [601 x i8], ptr %10, i64 0, i64 0
  call void @hexenc(ptr noundef @.str.9, i64 noundef 7, ptr noundef %106)
  %107 = getelementptr inbounds [601 x i8], ptr %10, i64 0, i64 0
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %107)
  %109 = getelementptr inbounds [300 x i8], ptr %8, i64 0, i64 0
  %110 = call i64 @b64dec(ptr noundef @.str.12, ptr noundef %109)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %110)
  %112 = load i32, ptr %11, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %112)
  %114 = load i32, ptr %11, align 4
  ret i32 %114
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64enc(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %10

10:                                               ; preds = %110, %3
  %11 = load i64, ptr %8, align 8
  %12 = load i64, ptr %5, align 8
  %13 = icmp ult i64 %11, %12
  br i1 %13, label %14, label %113

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i64, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = shl i32 %19, 16
  %21 = load i64, ptr %8, align 8
  %22 = add i64 %21, 1
  %23 = load i64, ptr %5, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %14
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %8, align 8
  %28 = add i64 %27, 1
  %29 = getelementptr inbounds i8, ptr %26, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = shl i32 %31, 8
  br label %34

33:                                               ; preds = %14
  br label %34

34:                                               ; preds = %33, %25
  %35 = phi i32 [ %32, %25 ], [ 0, %33 ]
  %36 = or i32 %20, %35
  %37 = load i64, ptr %8, align 8
  %38 = add i64 %37, 2
  %39 = load i64, ptr %5, align 8
  %40 = icmp ult i64 %38, %39
  br i1 %40, label %41, label %48

41:                                               ; preds = %34
  %42 = load ptr, ptr %4, align 8
  %43 = load i64, ptr %8, align 8
  %44 = add i64 %43, 2
  %45 = getelementptr inbounds i8, ptr %42, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  br label %49

48:                                               ; preds = %34
  br label %49

49:                                               ; preds = %48, %41
  %50 = phi i32 [ %47, %41 ], [ 0, %48 ]
  %51 = or i32 %36, %50
  store i32 %51, ptr %9, align 4
  %52 = load i32, ptr %9, align 4
  %53 = lshr i32 %52, 18
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = load ptr, ptr %6, align 8
  %58 = load i64, ptr %7, align 8
  %59 = add i64 %58, 1
  store i64 %59, ptr %7, align 8
  %60 = getelementptr inbounds i8, ptr %57, i64 %58
  store i8 %56, ptr %60, align 1
  %61 = load i32, ptr %9, align 4
  %62 = lshr i32 %61, 12
  %63 = and i32 %62, 63
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1
  %67 = load ptr, ptr %6, align 8
  %68 = load i64, ptr %7, align 8
  %69 = add i64 %68, 1
  store i64 %69, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %67, i64 %68
  store i8 %66, ptr %70, align 1
  %71 = load i64, ptr %8, align 8
  %72 = add i64 %71, 1
  %73 = load i64, ptr %5, align 8
  %74 = icmp ult i64 %72, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %49
  %76 = load i32, ptr %9, align 4
  %77 = lshr i32 %76, 6
  %78 = and i32 %77, 63
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  br label %84

83:                                               ; preds = %49
  br label %84

84:                                               ; preds = %83, %75
  %85 = phi i32 [ %82, %75 ], [ 61, %83 ]
  %86 = trunc i32 %85 to i8
  %87 = load ptr, ptr %6, align 8
  %88 = load i64, ptr %7, align 8
  %89 = add i64 %88, 1
  store i64 %89, ptr %7, align 8
  %90 = getelementptr inbounds i8, ptr %87, i64 %88
  store i8 %86, ptr %90, align 1
  %91 = load i64, ptr %8, align 8
  %92 = add i64 %91, 2
  %93 = load i64, ptr %5, align 8
  %94 = icmp ult i64 %92, %93
  br i1 %94, label %95, label %102

95:                                               ; preds = %84
  %96 = load i32, ptr %9, align 4
  %97 = and i32 %96, 63
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  br label %103

102:                                              ; preds = %84
  br label %103

103:                                              ; preds = %102, %95
  %104 = phi i32 [ %101, %95 ], [ 61, %102 ]
  %105 = trunc i32 %104 to i8
  %106 = load ptr, ptr %6, align 8
  %107 = load i64, ptr %7, align 8
  %108 = add i64 %107, 1
  store i64 %108, ptr %7, align 8
  %109 = getelementptr inbounds i8, ptr %106, i64 %107
  store i8 %105, ptr %109, align 1
  br label %110

110:                                              ; preds = %103
  %111 = load i64, ptr %8, align 8
  %112 = add i64 %111, 3
  store i64 %112, ptr %8, align 8
  br label %10, !llvm.loop !10

113:                                              ; preds = %10
  %114 = load ptr, ptr %6, align 8
  %115 = load i64, ptr %7, align 8
  %116 = getelementptr inbounds i8, ptr %114, i64 %115
  store i8 0, ptr %116, align 1
  %117 = load i64, ptr %7, align 8
  ret i64 %117
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = call i64 @strlen(ptr noundef %14) #4
  store i64 %15, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %16 = load i64, ptr %6, align 8
  %17 = urem i64 %16, 4
  %18 = icmp ne i64 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store i64 -1, ptr %3, align 8
  br label %137

20:                                               ; preds = %2
  store i64 0, ptr %8, align 8
  br label %21

21:                                               ; preds = %132, %20
  %22 = load i64, ptr %8, align 8
  %23 = load i64, ptr %6, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %135

25:                                               ; preds = %21
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %8, align 8
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = call i32 @dec1(i8 noundef %29)
  store i32 %30, ptr %9, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = load i64, ptr %8, align 8
  %33 = add i64 %32, 1
  %34 = getelementptr inbounds i8, ptr %31, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = call i32 @dec1(i8 noundef %35)
  store i32 %36, ptr %10, align 4
  %37 = load ptr, ptr %4, align 8
  %38 = load i64, ptr %8, align 8
  %39 = add i64 %38, 2
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = icmp eq i32 %42, 61
  br i1 %43, label %44, label %45

44:                                               ; preds = %25
  br label %52

45:                                               ; preds = %25
  %46 = load ptr, ptr %4, align 8
  %47 = load i64, ptr %8, align 8
  %48 = add i64 %47, 2
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = call i32 @dec1(i8 noundef %50)
  br label %52

52:                                               ; preds = %45, %44
  %53 = phi i32 [ 0, %44 ], [ %51, %45 ]
  store i32 %53, ptr %11, align 4
  %54 = load ptr, ptr %4, align 8
  %55 = load i64, ptr %8, align 8
  %56 = add i64 %55, 3
  %57 = getelementptr inbounds i8, ptr %54, i64 %56
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %59, 61
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  br label %69

62:                                               ; preds = %52
  %63 = load ptr, ptr %4, align 8
  %64 = load i64, ptr %8, align 8
  %65 = add i64 %64, 3
  %66 = getelementptr inbounds i8, ptr %63, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = call i32 @dec1(i8 noundef %67)
  br label %69

69:                                               ; preds = %62, %61
  %70 = phi i32 [ 0, %61 ], [ %68, %62 ]
  store i32 %70, ptr %12, align 4
  %71 = load i32, ptr %9, align 4
  %72 = icmp slt i32 %71, 0
  br i1 %72, label %82, label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %10, align 4
  %75 = icmp slt i32 %74, 0
  br i1 %75, label %82, label %76

76:                                               ; preds = %73
  %77 = load i32, ptr %11, align 4
  %78 = icmp slt i32 %77, 0
  br i1 %78, label %82, label %79

79:                                               ; preds = %76
  %80 = load i32, ptr %12, align 4
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %82, label %83

82:                                               ; preds = %79, %76, %73, %69
  store i64 -1, ptr %3, align 8
  br label %137

83:                                               ; preds = %79
  %84 = load i32, ptr %9, align 4
  %85 = shl i32 %84, 18
  %86 = load i32, ptr %10, align 4
  %87 = shl i32 %86, 12
  %88 = or i32 %85, %87
  %89 = load i32, ptr %11, align 4
  %90 = shl i32 %89, 6
  %91 = or i32 %88, %90
  %92 = load i32, ptr %12, align 4
  %93 = or i32 %91, %92
  store i32 %93, ptr %13, align 4
  %94 = load i32, ptr %13, align 4
  %95 = lshr i32 %94, 16
  %96 = trunc i32 %95 to i8
  %97 = load ptr, ptr %5, align 8
  %98 = load i64, ptr %7, align 8
  %99 = add i64 %98, 1
  store i64 %99, ptr %7, align 8
  %100 = getelementptr inbounds i8, ptr %97, i64 %98
  store i8 %96, ptr %100, align 1
  %101 = load ptr, ptr %4, align 8
  %102 = load i64, ptr %8, align 8
  %103 = add i64 %102, 2
  %104 = getelementptr inbounds i8, ptr %101, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i32
  %107 = icmp ne i32 %106, 61
  br i1 %107, label %108, label %116

108:                                              ; preds = %83
  %109 = load i32, ptr %13, align 4
  %110 = lshr i32 %109, 8
  %111 = trunc i32 %110 to i8
  %112 = load ptr, ptr %5, align 8
  %113 = load i64, ptr %7, align 8
  %114 = add i64 %113, 1
  store i64 %114, ptr %7, align 8
  %115 = getelementptr inbounds i8, ptr %112, i64 %113
  store i8 %111, ptr %115, align 1
  br label %116

116:                                              ; preds = %108, %83
  %117 = load ptr, ptr %4, align 8
  %118 = load i64, ptr %8, align 8
  %119 = add i64 %118, 3
  %120 = getelementptr inbounds i8, ptr %117, i64 %119
  %121 = load i8, ptr %120, align 1
  %122 = zext i8 %121 to i32
  %123 = icmp ne i32 %122, 61
  br i1 %123, label %124, label %131

124:                                              ; preds = %116
  %125 = load i32, ptr %13, align 4
  %126 = trunc i32 %125 to i8
  %127 = load ptr, ptr %5, align 8
  %128 = load i64, ptr %7, align 8
  %129 = add i64 %128, 1
  store i64 %129, ptr %7, align 8
  %130 = getelementptr inbounds i8, ptr %127, i64 %128
  store i8 %126, ptr %130, align 1
  br label %131

131:                                              ; preds = %124, %116
  br label %132

132:                                              ; preds = %131
  %133 = load i64, ptr %8, align 8
  %134 = add i64 %133, 4
  store i64 %134, ptr %8, align 8
  br label %21, !llvm.loop !11

135:                                              ; preds = %21
  %136 = load i64, ptr %7, align 8
  store i64 %136, ptr %3, align 8
  br label %137

137:                                              ; preds = %135, %82, %19
  %138 = load i64, ptr %3, align 8
  ret i64 %138
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hexenc(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %40, %3
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %5, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %43

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = ashr i32 %17, 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [17 x i8], ptr @.str.14, i64 0, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = load ptr, ptr %6, align 8
  %23 = load i64, ptr %7, align 8
  %24 = mul i64 2, %23
  %25 = getelementptr inbounds i8, ptr %22, i64 %24
  store i8 %21, ptr %25, align 1
  %26 = load ptr, ptr %4, align 8
  %27 = load i64, ptr %7, align 8
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = and i32 %30, 15
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [17 x i8], ptr @.str.14, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = load ptr, ptr %6, align 8
  %36 = load i64, ptr %7, align 8
  %37 = mul i64 2, %36
  %38 = add i64 %37, 1
  %39 = getelementptr inbounds i8, ptr %35, i64 %38
  store i8 %34, ptr %39, align 1
  br label %40

40:                                               ; preds = %12
  %41 = load i64, ptr %7, align 8
  %42 = add i64 %41, 1
  store i64 %42, ptr %7, align 8
  br label %8, !llvm.loop !12

43:                                               ; preds = %8
  %44 = load ptr, ptr %6, align 8
  %45 = load i64, ptr %5, align 8
  %46 = mul i64 2, %45
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 0, ptr %47, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dec1(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  store i8 %0, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = zext i8 %4 to i32
  %6 = call ptr @strchr(ptr noundef @B64, i32 noundef %5) #4
  store ptr %6, ptr %3, align 8
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load ptr, ptr %3, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = sub i64 %15, ptrtoint (ptr @B64 to i64)
  %17 = trunc i64 %16 to i32
  br label %19

18:                                               ; preds = %10, %1
  br label %19

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ -1, %18 ]
  ret i32 %20
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #2

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
