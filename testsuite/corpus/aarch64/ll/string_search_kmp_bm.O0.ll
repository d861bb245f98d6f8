; ModuleID = 'programs/string_search_kmp_bm.c'
source_filename = "programs/string_search_kmp_bm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcab\00", align 1
@text = internal global [30001 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bcabcab\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"cccc\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"abcabcabca\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [33 x i8] c"%-12s count=%d first=%d last=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@zalg.s = internal global [30070 x i8] zeroinitializer, align 1
@zalg.z = internal global [30070 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca [5 x i32], align 4
  %10 = alloca [5 x i32], align 4
  %11 = alloca [5 x i32], align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 77, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %29, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 30000
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, ptr %2, align 4
  %20 = load i32, ptr %2, align 4
  %21 = lshr i32 %20, 16
  %22 = urem i32 %21, 5
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %27
  store i8 %25, ptr %28, align 1
  br label %29

29:                                               ; preds = %16
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %13, !llvm.loop !6

32:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.pats, i64 48, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %33

33:                                               ; preds = %117, %32
  %34 = load i32, ptr %6, align 4
  %35 = icmp slt i32 %34, 6
  br i1 %35, label %36, label %120

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  store ptr %40, ptr %7, align 8
  %41 = load ptr, ptr %7, align 8
  %42 = call i64 @strlen(ptr noundef %41) #4
  %43 = trunc i64 %42 to i32
  store i32 %43, ptr %8, align 4
  %44 = load ptr, ptr %7, align 8
  %45 = load i32, ptr %8, align 4
  %46 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 0
  %47 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 0
  %48 = call i32 @naive(ptr noundef @text, i32 noundef 30000, ptr noundef %44, i32 noundef %45, ptr noundef %46, ptr noundef %47)
  %49 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 0
  store i32 %48, ptr %49, align 4
  %50 = load ptr, ptr %7, align 8
  %51 = load i32, ptr %8, align 4
  %52 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 1
  %53 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 1
  %54 = call i32 @kmp(ptr noundef @text, i32 noundef 30000, ptr noundef %50, i32 noundef %51, ptr noundef %52, ptr noundef %53)
  %55 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 1
  store i32 %54, ptr %55, align 4
  %56 = load ptr, ptr %7, align 8
  %57 = load i32, ptr %8, align 4
  %58 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 2
  %59 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 2
  %60 = call i32 @horspool(ptr noundef @text, i32 noundef 30000, ptr noundef %56, i32 noundef %57, ptr noundef %58, ptr noundef %59)
  %61 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 2
  store i32 %60, ptr %61, align 4
  %62 = load ptr, ptr %7, align 8
  %63 = load i32, ptr %8, align 4
  %64 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 3
  %65 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 3
  %66 = call i32 @rabin_karp(ptr noundef @text, i32 noundef 30000, ptr noundef %62, i32 noundef %63, ptr noundef %64, ptr noundef %65)
  %67 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 3
  store i32 %66, ptr %67, align 4
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %8, align 4
  %70 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 4
  %71 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 4
  %72 = call i32 @zalg(ptr noundef @text, i32 noundef 30000, ptr noundef %68, i32 noundef %69, ptr noundef %70, ptr noundef %71)
  %73 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 4
  store i32 %72, ptr %73, align 4
  store i32 1, ptr %12, align 4
  br label %74

74:                                               ; preds = %105, %36
  %75 = load i32, ptr %12, align 4
  %76 = icmp slt i32 %75, 5
  br i1 %76, label %77, label %108

77:                                               ; preds = %74
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 0
  %83 = load i32, ptr %82, align 4
  %84 = icmp ne i32 %81, %83
  br i1 %84, label %101, label %85

85:                                               ; preds = %77
  %86 = load i32, ptr %12, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 0
  %91 = load i32, ptr %90, align 4
  %92 = icmp ne i32 %89, %91
  br i1 %92, label %101, label %93

93:                                               ; preds = %85
  %94 = load i32, ptr %12, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4
  %98 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 0
  %99 = load i32, ptr %98, align 4
  %100 = icmp ne i32 %97, %99
  br i1 %100, label %101, label %104

101:                                              ; preds = %93, %85, %77
  %102 = load i32, ptr %5, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %5, align 4
  br label %104

104:                                              ; preds = %101, %93
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %12, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %12, align 4
  br label %74, !llvm.loop !8

108:                                              ; preds = %74
  %109 = load ptr, ptr %7, align 8
  %110 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 0
  %111 = load i32, ptr %110, align 4
  %112 = getelementptr inbounds [5 x i32], ptr %9, i64 0, i64 0
  %113 = load i32, ptr %112, align 4
  %114 = getelementptr inbounds [5 x i32], ptr %10, i64 0, i64 0
  %115 = load i32, ptr %114, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115)
  br label %117

117:                                              ; preds = %108
  %118 = load i32, ptr %6, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %6, align 4
  br label %33, !llvm.loop !9

120:                                              ; preds = %33
  %121 = load i32, ptr %5, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %121)
  %123 = load i32, ptr %5, align 4
  ret i32 %123
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @naive(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  store i32 0, ptr %13, align 4
  %15 = load ptr, ptr %12, align 8
  store i32 -1, ptr %15, align 4
  %16 = load ptr, ptr %11, align 8
  store i32 -1, ptr %16, align 4
  store i32 0, ptr %14, align 4
  br label %17

17:                                               ; preds = %45, %6
  %18 = load i32, ptr %14, align 4
  %19 = load i32, ptr %10, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %8, align 4
  %22 = icmp sle i32 %20, %21
  br i1 %22, label %23, label %48

23:                                               ; preds = %17
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %14, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = load ptr, ptr %9, align 8
  %29 = load i32, ptr %10, align 4
  %30 = sext i32 %29 to i64
  %31 = call i32 @memcmp(ptr noundef %27, ptr noundef %28, i64 noundef %30) #4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %44

33:                                               ; preds = %23
  %34 = load i32, ptr %13, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  %37 = load i32, ptr %14, align 4
  %38 = load ptr, ptr %11, align 8
  store i32 %37, ptr %38, align 4
  br label %39

39:                                               ; preds = %36, %33
  %40 = load i32, ptr %14, align 4
  %41 = load ptr, ptr %12, align 8
  store i32 %40, ptr %41, align 4
  %42 = load i32, ptr %13, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %13, align 4
  br label %44

44:                                               ; preds = %39, %23
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %14, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %14, align 4
  br label %17, !llvm.loop !10

48:                                               ; preds = %17
  %49 = load i32, ptr %13, align 4
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kmp(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [64 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %20 = getelementptr inbounds [64 x i32], ptr %13, i64 0, i64 0
  store i32 0, ptr %20, align 4
  store i32 1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %21

21:                                               ; preds = %73, %6
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %76

25:                                               ; preds = %21
  br label %26

26:                                               ; preds = %45, %25
  %27 = load i32, ptr %15, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %43

29:                                               ; preds = %26
  %30 = load ptr, ptr %9, align 8
  %31 = load i32, ptr %14, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %30, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = load ptr, ptr %9, align 8
  %37 = load i32, ptr %15, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp ne i32 %35, %41
  br label %43

43:                                               ; preds = %29, %26
  %44 = phi i1 [ false, %26 ], [ %42, %29 ]
  br i1 %44, label %45, label %51

45:                                               ; preds = %43
  %46 = load i32, ptr %15, align 4
  %47 = sub nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x i32], ptr %13, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %15, align 4
  br label %26, !llvm.loop !11

51:                                               ; preds = %43
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %14, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %52, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = load ptr, ptr %9, align 8
  %59 = load i32, ptr %15, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i32
  %64 = icmp eq i32 %57, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %51
  %66 = load i32, ptr %15, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %15, align 4
  br label %68

68:                                               ; preds = %65, %51
  %69 = load i32, ptr %15, align 4
  %70 = load i32, ptr %14, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], ptr %13, i64 0, i64 %71
  store i32 %69, ptr %72, align 4
  br label %73

73:                                               ; preds = %68
  %74 = load i32, ptr %14, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %14, align 4
  br label %21, !llvm.loop !12

76:                                               ; preds = %21
  store i32 0, ptr %16, align 4
  %77 = load ptr, ptr %12, align 8
  store i32 -1, ptr %77, align 4
  %78 = load ptr, ptr %11, align 8
  store i32 -1, ptr %78, align 4
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %79

79:                                               ; preds = %151, %76
  %80 = load i32, ptr %17, align 4
  %81 = load i32, ptr %8, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %154

83:                                               ; preds = %79
  br label %84

84:                                               ; preds = %103, %83
  %85 = load i32, ptr %18, align 4
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %101

87:                                               ; preds = %84
  %88 = load ptr, ptr %7, align 8
  %89 = load i32, ptr %17, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %88, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i32
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %18, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %94, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = icmp ne i32 %93, %99
  br label %101

101:                                              ; preds = %87, %84
  %102 = phi i1 [ false, %84 ], [ %100, %87 ]
  br i1 %102, label %103, label %109

103:                                              ; preds = %101
  %104 = load i32, ptr %18, align 4
  %105 = sub nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i32], ptr %13, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  store i32 %108, ptr %18, align 4
  br label %84, !llvm.loop !13

109:                                              ; preds = %101
  %110 = load ptr, ptr %7, align 8
  %111 = load i32, ptr %17, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %110, i64 %112
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = load ptr, ptr %9, align 8
  %117 = load i32, ptr %18, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i8, ptr %116, i64 %118
  %120 = load i8, ptr %119, align 1
  %121 = zext i8 %120 to i32
  %122 = icmp eq i32 %115, %121
  br i1 %122, label %123, label %126

123:                                              ; preds = %109
  %124 = load i32, ptr %18, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %18, align 4
  br label %126

126:                                              ; preds = %123, %109
  %127 = load i32, ptr %18, align 4
  %128 = load i32, ptr %10, align 4
  %129 = icmp eq i32 %127, %128
  br i1 %129, label %130, label %150

130:                                              ; preds = %126
  %131 = load i32, ptr %17, align 4
  %132 = load i32, ptr %10, align 4
  %133 = sub nsw i32 %131, %132
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %19, align 4
  %135 = load i32, ptr %16, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %140, label %137

137:                                              ; preds = %130
  %138 = load i32, ptr %19, align 4
  %139 = load ptr, ptr %11, align 8
  store i32 %138, ptr %139, align 4
  br label %140

140:                                              ; preds = %137, %130
  %141 = load i32, ptr %19, align 4
  %142 = load ptr, ptr %12, align 8
  store i32 %141, ptr %142, align 4
  %143 = load i32, ptr %16, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %16, align 4
  %145 = load i32, ptr %18, align 4
  %146 = sub nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x i32], ptr %13, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4
  store i32 %149, ptr %18, align 4
  br label %150

150:                                              ; preds = %140, %126
  br label %151

151:                                              ; preds = %150
  %152 = load i32, ptr %17, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %17, align 4
  br label %79, !llvm.loop !14

154:                                              ; preds = %79
  %155 = load i32, ptr %16, align 4
  ret i32 %155
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @horspool(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [256 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  store i32 0, ptr %14, align 4
  br label %18

18:                                               ; preds = %26, %6
  %19 = load i32, ptr %14, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %14, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x i32], ptr %13, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %14, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %14, align 4
  br label %18, !llvm.loop !15

29:                                               ; preds = %18
  store i32 0, ptr %15, align 4
  br label %30

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %15, align 4
  %32 = load i32, ptr %10, align 4
  %33 = sub nsw i32 %32, 1
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %30
  %36 = load i32, ptr %10, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %15, align 4
  %39 = sub nsw i32 %37, %38
  %40 = load ptr, ptr %9, align 8
  %41 = load i32, ptr %15, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr %13, i64 0, i64 %45
  store i32 %39, ptr %46, align 4
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %15, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %15, align 4
  br label %30, !llvm.loop !16

50:                                               ; preds = %30
  store i32 0, ptr %16, align 4
  %51 = load ptr, ptr %12, align 8
  store i32 -1, ptr %51, align 4
  %52 = load ptr, ptr %11, align 8
  store i32 -1, ptr %52, align 4
  store i32 0, ptr %17, align 4
  br label %53

53:                                               ; preds = %81, %50
  %54 = load i32, ptr %17, align 4
  %55 = load i32, ptr %10, align 4
  %56 = add nsw i32 %54, %55
  %57 = load i32, ptr %8, align 4
  %58 = icmp sle i32 %56, %57
  br i1 %58, label %59, label %95

59:                                               ; preds = %53
  %60 = load ptr, ptr %7, align 8
  %61 = load i32, ptr %17, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %60, i64 %62
  %64 = load ptr, ptr %9, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = call i32 @memcmp(ptr noundef %63, ptr noundef %64, i64 noundef %66) #4
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %80

69:                                               ; preds = %59
  %70 = load i32, ptr %16, align 4
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %69
  %73 = load i32, ptr %17, align 4
  %74 = load ptr, ptr %11, align 8
  store i32 %73, ptr %74, align 4
  br label %75

75:                                               ; preds = %72, %69
  %76 = load i32, ptr %17, align 4
  %77 = load ptr, ptr %12, align 8
  store i32 %76, ptr %77, align 4
  %78 = load i32, ptr %16, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %16, align 4
  br label %80

80:                                               ; preds = %75, %59
  br label %81

81:                                               ; preds = %80
  %82 = load ptr, ptr %7, align 8
  %83 = load i32, ptr %17, align 4
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %83, %84
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr %82, i64 %87
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds [256 x i32], ptr %13, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = load i32, ptr %17, align 4
  %94 = add nsw i32 %93, %92
  store i32 %94, ptr %17, align 4
  br label %53, !llvm.loop !17

95:                                               ; preds = %53
  %96 = load i32, ptr %16, align 4
  ret i32 %96
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rabin_karp(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  store i64 1000003, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i64 0, ptr %15, align 8
  store i64 1, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %20

20:                                               ; preds = %49, %6
  %21 = load i32, ptr %17, align 4
  %22 = load i32, ptr %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %52

24:                                               ; preds = %20
  %25 = load i64, ptr %14, align 8
  %26 = mul i64 %25, 1000003
  %27 = load ptr, ptr %9, align 8
  %28 = load i32, ptr %17, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %27, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i64
  %33 = add i64 %26, %32
  store i64 %33, ptr %14, align 8
  %34 = load i64, ptr %15, align 8
  %35 = mul i64 %34, 1000003
  %36 = load ptr, ptr %7, align 8
  %37 = load i32, ptr %17, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i64
  %42 = add i64 %35, %41
  store i64 %42, ptr %15, align 8
  %43 = load i32, ptr %17, align 4
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %48

45:                                               ; preds = %24
  %46 = load i64, ptr %16, align 8
  %47 = mul i64 %46, 1000003
  store i64 %47, ptr %16, align 8
  br label %48

48:                                               ; preds = %45, %24
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %17, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %17, align 4
  br label %20, !llvm.loop !18

52:                                               ; preds = %20
  store i32 0, ptr %18, align 4
  %53 = load ptr, ptr %12, align 8
  store i32 -1, ptr %53, align 4
  %54 = load ptr, ptr %11, align 8
  store i32 -1, ptr %54, align 4
  store i32 0, ptr %19, align 4
  br label %55

55:                                               ; preds = %114, %52
  %56 = load i32, ptr %19, align 4
  %57 = load i32, ptr %10, align 4
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr %8, align 4
  %60 = icmp sle i32 %58, %59
  br i1 %60, label %61, label %117

61:                                               ; preds = %55
  %62 = load i64, ptr %15, align 8
  %63 = load i64, ptr %14, align 8
  %64 = icmp eq i64 %62, %63
  br i1 %64, label %65, label %86

65:                                               ; preds = %61
  %66 = load ptr, ptr %7, align 8
  %67 = load i32, ptr %19, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr %66, i64 %68
  %70 = load ptr, ptr %9, align 8
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = call i32 @memcmp(ptr noundef %69, ptr noundef %70, i64 noundef %72) #4
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %86

75:                                               ; preds = %65
  %76 = load i32, ptr %18, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %75
  %79 = load i32, ptr %19, align 4
  %80 = load ptr, ptr %11, align 8
  store i32 %79, ptr %80, align 4
  br label %81

81:                                               ; preds = %78, %75
  %82 = load i32, ptr %19, align 4
  %83 = load ptr, ptr %12, align 8
  store i32 %82, ptr %83, align 4
  %84 = load i32, ptr %18, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %18, align 4
  br label %86

86:                                               ; preds = %81, %65, %61
  %87 = load i32, ptr %19, align 4
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %87, %88
  %90 = load i32, ptr %8, align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %113

92:                                               ; preds = %86
  %93 = load i64, ptr %15, align 8
  %94 = load ptr, ptr %7, align 8
  %95 = load i32, ptr %19, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %94, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i64
  %100 = load i64, ptr %16, align 8
  %101 = mul i64 %99, %100
  %102 = sub i64 %93, %101
  %103 = mul i64 %102, 1000003
  %104 = load ptr, ptr %7, align 8
  %105 = load i32, ptr %19, align 4
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i8, ptr %104, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i64
  %112 = add i64 %103, %111
  store i64 %112, ptr %15, align 8
  br label %113

113:                                              ; preds = %92, %86
  br label %114

114:                                              ; preds = %113
  %115 = load i32, ptr %19, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %19, align 4
  br label %55, !llvm.loop !19

117:                                              ; preds = %55
  %118 = load i32, ptr %18, align 4
  ret i32 %118
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zalg(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %19 = load ptr, ptr %9, align 8
  %20 = load i32, ptr %10, align 4
  %21 = sext i32 %20 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @zalg.s, ptr align 1 %19, i64 %21, i1 false)
  %22 = load i32, ptr %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %23
  store i8 1, ptr %24, align 1
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr @zalg.s, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %28, ptr align 1 %29, i64 %31, i1 false)
  %32 = load i32, ptr %10, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %8, align 4
  %35 = add nsw i32 %33, %34
  store i32 %35, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  %36 = load ptr, ptr %12, align 8
  store i32 -1, ptr %36, align 4
  %37 = load ptr, ptr %11, align 8
  store i32 -1, ptr %37, align 4
  %38 = load i32, ptr %13, align 4
  store i32 %38, ptr @zalg.z, align 4
  store i32 1, ptr %17, align 4
  br label %39

39:                                               ; preds = %158, %6
  %40 = load i32, ptr %17, align 4
  %41 = load i32, ptr %13, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %161

43:                                               ; preds = %39
  %44 = load i32, ptr %17, align 4
  %45 = load i32, ptr %15, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %71

47:                                               ; preds = %43
  %48 = load i32, ptr %15, align 4
  %49 = load i32, ptr %17, align 4
  %50 = sub nsw i32 %48, %49
  %51 = load i32, ptr %17, align 4
  %52 = load i32, ptr %14, align 4
  %53 = sub nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = icmp slt i32 %50, %56
  br i1 %57, label %58, label %62

58:                                               ; preds = %47
  %59 = load i32, ptr %15, align 4
  %60 = load i32, ptr %17, align 4
  %61 = sub nsw i32 %59, %60
  br label %69

62:                                               ; preds = %47
  %63 = load i32, ptr %17, align 4
  %64 = load i32, ptr %14, align 4
  %65 = sub nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  br label %69

69:                                               ; preds = %62, %58
  %70 = phi i32 [ %61, %58 ], [ %68, %62 ]
  br label %72

71:                                               ; preds = %43
  br label %72

72:                                               ; preds = %71, %69
  %73 = phi i32 [ %70, %69 ], [ 0, %71 ]
  %74 = load i32, ptr %17, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %75
  store i32 %73, ptr %76, align 4
  br label %77

77:                                               ; preds = %108, %72
  %78 = load i32, ptr %17, align 4
  %79 = load i32, ptr %17, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = add nsw i32 %78, %82
  %84 = load i32, ptr %13, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %106

86:                                               ; preds = %77
  %87 = load i32, ptr %17, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %91
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = load i32, ptr %17, align 4
  %96 = load i32, ptr %17, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = add nsw i32 %95, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  %105 = icmp eq i32 %94, %104
  br label %106

106:                                              ; preds = %86, %77
  %107 = phi i1 [ false, %77 ], [ %105, %86 ]
  br i1 %107, label %108, label %114

108:                                              ; preds = %106
  %109 = load i32, ptr %17, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %111, align 4
  br label %77, !llvm.loop !20

114:                                              ; preds = %106
  %115 = load i32, ptr %17, align 4
  %116 = load i32, ptr %17, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %115, %119
  %121 = load i32, ptr %15, align 4
  %122 = icmp sgt i32 %120, %121
  br i1 %122, label %123, label %131

123:                                              ; preds = %114
  %124 = load i32, ptr %17, align 4
  store i32 %124, ptr %14, align 4
  %125 = load i32, ptr %17, align 4
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4
  %130 = add nsw i32 %125, %129
  store i32 %130, ptr %15, align 4
  br label %131

131:                                              ; preds = %123, %114
  %132 = load i32, ptr %17, align 4
  %133 = load i32, ptr %10, align 4
  %134 = icmp sgt i32 %132, %133
  br i1 %134, label %135, label %157

135:                                              ; preds = %131
  %136 = load i32, ptr %17, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load i32, ptr %10, align 4
  %141 = icmp sge i32 %139, %140
  br i1 %141, label %142, label %157

142:                                              ; preds = %135
  %143 = load i32, ptr %17, align 4
  %144 = load i32, ptr %10, align 4
  %145 = sub nsw i32 %143, %144
  %146 = sub nsw i32 %145, 1
  store i32 %146, ptr %18, align 4
  %147 = load i32, ptr %16, align 4
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %152, label %149

149:                                              ; preds = %142
  %150 = load i32, ptr %18, align 4
  %151 = load ptr, ptr %11, align 8
  store i32 %150, ptr %151, align 4
  br label %152

152:                                              ; preds = %149, %142
  %153 = load i32, ptr %18, align 4
  %154 = load ptr, ptr %12, align 8
  store i32 %153, ptr %154, align 4
  %155 = load i32, ptr %16, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %16, align 4
  br label %157

157:                                              ; preds = %152, %135, %131
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %17, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %17, align 4
  br label %39, !llvm.loop !21

161:                                              ; preds = %39
  %162 = load i32, ptr %16, align 4
  ret i32 %162
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

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
