; ModuleID = 'programs/ast_expression_eval.c'
source_filename = "programs/ast_expression_eval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.env = type { i8, i64, ptr }
%struct.expr = type { i32, %union.anon }
%union.anon = type { %struct.anon }
%struct.anon = type { i8, ptr, ptr }
%struct.anon.0 = type { i8, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"+ 1 * 2 3\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"@x 5 * x + x 1\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"- * 0 y + 3 4\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"@a 10 @b 3 % * a a b\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"/ 7 - 2 2\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"+ ~ 5 ~ ~ 6\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"@x 2 @x * x x * x x\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"+ q 0\00", align 1
@__const.main.progs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@__const.main.g = private unnamed_addr constant %struct.env { i8 121, i64 100, ptr null }, align 8
@src = internal global ptr null, align 8
@.str.8 = private unnamed_addr constant [32 x i8] c"%-24s = %ld err=%d simplified: \00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c" = %ld err=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"/%\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"-(\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c" %c \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"let %c = \00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c" in \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 8
  %3 = alloca %struct.env, align 8
  %4 = alloca %struct.env, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.progs, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.g, i64 24, i1 false)
  %12 = getelementptr inbounds %struct.env, ptr %4, i32 0, i32 0
  store i8 113, ptr %12, align 8
  %13 = getelementptr inbounds %struct.env, ptr %4, i32 0, i32 1
  store i64 -42, ptr %13, align 8
  %14 = getelementptr inbounds %struct.env, ptr %4, i32 0, i32 2
  store ptr %3, ptr %14, align 8
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %45, %0
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 8
  br i1 %17, label %18, label %48

18:                                               ; preds = %15
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr @src, align 8
  %23 = call ptr @parse()
  store ptr %23, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %24 = load ptr, ptr %7, align 8
  %25 = call i64 @eval(ptr noundef %24, ptr noundef %4, ptr noundef %8)
  store i64 %25, ptr %9, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = call ptr @simplify(ptr noundef %26)
  store ptr %27, ptr %7, align 8
  store i32 0, ptr %10, align 4
  %28 = load ptr, ptr %7, align 8
  %29 = call i64 @eval(ptr noundef %28, ptr noundef %4, ptr noundef %10)
  store i64 %29, ptr %11, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = load i64, ptr %9, align 8
  %35 = load i32, ptr %8, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %33, i64 noundef %34, i32 noundef %35)
  %37 = load ptr, ptr %7, align 8
  call void @show(ptr noundef %37)
  %38 = load i64, ptr %11, align 8
  %39 = load i32, ptr %10, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %38, i32 noundef %39)
  %41 = load i64, ptr %9, align 8
  %42 = load i64, ptr %5, align 8
  %43 = add nsw i64 %42, %41
  store i64 %43, ptr %5, align 8
  %44 = load ptr, ptr %7, align 8
  call void @free_expr(ptr noundef %44)
  br label %45

45:                                               ; preds = %18
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %15, !llvm.loop !6

48:                                               ; preds = %15
  %49 = load i64, ptr %5, align 8
  %50 = and i64 %49, 127
  %51 = trunc i64 %50 to i32
  ret i32 %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @parse() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  call void @skip()
  %7 = call ptr @__ctype_b_loc() #7
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr @src, align 8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i16, ptr %8, i64 %12
  %14 = load i16, ptr %13, align 2
  %15 = zext i16 %14 to i32
  %16 = and i32 %15, 2048
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %0
  %19 = call ptr @mk(i32 noundef 0)
  store ptr %19, ptr %2, align 8
  %20 = load ptr, ptr @src, align 8
  %21 = call i64 @strtol(ptr noundef %20, ptr noundef @src, i32 noundef 10) #8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.expr, ptr %22, i32 0, i32 1
  store i64 %21, ptr %23, align 8
  %24 = load ptr, ptr %2, align 8
  store ptr %24, ptr %1, align 8
  br label %93

25:                                               ; preds = %0
  %26 = load ptr, ptr @src, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = icmp eq i32 %28, 126
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = load ptr, ptr @src, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr @src, align 8
  %33 = call ptr @mk(i32 noundef 2)
  store ptr %33, ptr %3, align 8
  %34 = call ptr @parse()
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.expr, ptr %35, i32 0, i32 1
  store ptr %34, ptr %36, align 8
  %37 = load ptr, ptr %3, align 8
  store ptr %37, ptr %1, align 8
  br label %93

38:                                               ; preds = %25
  %39 = load ptr, ptr @src, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = call ptr @strchr(ptr noundef @.str.10, i32 noundef %41) #9
  %43 = icmp ne ptr %42, null
  br i1 %43, label %44, label %61

44:                                               ; preds = %38
  %45 = call ptr @mk(i32 noundef 3)
  store ptr %45, ptr %4, align 8
  %46 = load ptr, ptr @src, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr @src, align 8
  %48 = load i8, ptr %46, align 1
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.expr, ptr %49, i32 0, i32 1
  %51 = getelementptr inbounds %struct.anon, ptr %50, i32 0, i32 0
  store i8 %48, ptr %51, align 8
  %52 = call ptr @parse()
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds %struct.expr, ptr %53, i32 0, i32 1
  %55 = getelementptr inbounds %struct.anon, ptr %54, i32 0, i32 1
  store ptr %52, ptr %55, align 8
  %56 = call ptr @parse()
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.expr, ptr %57, i32 0, i32 1
  %59 = getelementptr inbounds %struct.anon, ptr %58, i32 0, i32 2
  store ptr %56, ptr %59, align 8
  %60 = load ptr, ptr %4, align 8
  store ptr %60, ptr %1, align 8
  br label %93

61:                                               ; preds = %38
  %62 = load ptr, ptr @src, align 8
  %63 = load i8, ptr %62, align 1
  %64 = zext i8 %63 to i32
  %65 = icmp eq i32 %64, 64
  br i1 %65, label %66, label %85

66:                                               ; preds = %61
  %67 = load ptr, ptr @src, align 8
  %68 = getelementptr inbounds i8, ptr %67, i32 1
  store ptr %68, ptr @src, align 8
  call void @skip()
  %69 = call ptr @mk(i32 noundef 4)
  store ptr %69, ptr %5, align 8
  %70 = load ptr, ptr @src, align 8
  %71 = getelementptr inbounds i8, ptr %70, i32 1
  store ptr %71, ptr @src, align 8
  %72 = load i8, ptr %70, align 1
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr inbounds %struct.expr, ptr %73, i32 0, i32 1
  %75 = getelementptr inbounds %struct.anon.0, ptr %74, i32 0, i32 0
  store i8 %72, ptr %75, align 8
  %76 = call ptr @parse()
  %77 = load ptr, ptr %5, align 8
  %78 = getelementptr inbounds %struct.expr, ptr %77, i32 0, i32 1
  %79 = getelementptr inbounds %struct.anon.0, ptr %78, i32 0, i32 1
  store ptr %76, ptr %79, align 8
  %80 = call ptr @parse()
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.expr, ptr %81, i32 0, i32 1
  %83 = getelementptr inbounds %struct.anon.0, ptr %82, i32 0, i32 2
  store ptr %80, ptr %83, align 8
  %84 = load ptr, ptr %5, align 8
  store ptr %84, ptr %1, align 8
  br label %93

85:                                               ; preds = %61
  %86 = call ptr @mk(i32 noundef 1)
  store ptr %86, ptr %6, align 8
  %87 = load ptr, ptr @src, align 8
  %88 = getelementptr inbounds i8, ptr %87, i32 1
  store ptr %88, ptr @src, align 8
  %89 = load i8, ptr %87, align 1
  %90 = load ptr, ptr %6, align 8
  %91 = getelementptr inbounds %struct.expr, ptr %90, i32 0, i32 1
  store i8 %89, ptr %91, align 8
  %92 = load ptr, ptr %6, align 8
  store ptr %92, ptr %1, align 8
  br label %93

93:                                               ; preds = %85, %66, %44, %30, %18
  %94 = load ptr, ptr %1, align 8
  ret ptr %94
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.env, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.expr, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  switch i32 %13, label %123 [
    i32 0, label %14
    i32 1, label %18
    i32 2, label %43
    i32 4, label %51
    i32 3, label %73
  ]

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.expr, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  store i64 %17, ptr %4, align 8
  br label %124

18:                                               ; preds = %3
  br label %19

19:                                               ; preds = %37, %18
  %20 = load ptr, ptr %6, align 8
  %21 = icmp ne ptr %20, null
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.env, ptr %23, i32 0, i32 0
  %25 = load i8, ptr %24, align 8
  %26 = zext i8 %25 to i32
  %27 = load ptr, ptr %5, align 8
  %28 = getelementptr inbounds %struct.expr, ptr %27, i32 0, i32 1
  %29 = load i8, ptr %28, align 8
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %26, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %22
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.env, ptr %33, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  store i64 %35, ptr %4, align 8
  br label %124

36:                                               ; preds = %22
  br label %37

37:                                               ; preds = %36
  %38 = load ptr, ptr %6, align 8
  %39 = getelementptr inbounds %struct.env, ptr %38, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  store ptr %40, ptr %6, align 8
  br label %19, !llvm.loop !8

41:                                               ; preds = %19
  %42 = load ptr, ptr %7, align 8
  store i32 1, ptr %42, align 4
  store i64 0, ptr %4, align 8
  br label %124

43:                                               ; preds = %3
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds %struct.expr, ptr %44, i32 0, i32 1
  %46 = load ptr, ptr %45, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = load ptr, ptr %7, align 8
  %49 = call i64 @eval(ptr noundef %46, ptr noundef %47, ptr noundef %48)
  %50 = sub nsw i64 0, %49
  store i64 %50, ptr %4, align 8
  br label %124

51:                                               ; preds = %3
  %52 = getelementptr inbounds %struct.env, ptr %8, i32 0, i32 0
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.expr, ptr %53, i32 0, i32 1
  %55 = getelementptr inbounds %struct.anon.0, ptr %54, i32 0, i32 0
  %56 = load i8, ptr %55, align 8
  store i8 %56, ptr %52, align 8
  %57 = getelementptr inbounds %struct.env, ptr %8, i32 0, i32 1
  %58 = load ptr, ptr %5, align 8
  %59 = getelementptr inbounds %struct.expr, ptr %58, i32 0, i32 1
  %60 = getelementptr inbounds %struct.anon.0, ptr %59, i32 0, i32 1
  %61 = load ptr, ptr %60, align 8
  %62 = load ptr, ptr %6, align 8
  %63 = load ptr, ptr %7, align 8
  %64 = call i64 @eval(ptr noundef %61, ptr noundef %62, ptr noundef %63)
  store i64 %64, ptr %57, align 8
  %65 = getelementptr inbounds %struct.env, ptr %8, i32 0, i32 2
  %66 = load ptr, ptr %6, align 8
  store ptr %66, ptr %65, align 8
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.expr, ptr %67, i32 0, i32 1
  %69 = getelementptr inbounds %struct.anon.0, ptr %68, i32 0, i32 2
  %70 = load ptr, ptr %69, align 8
  %71 = load ptr, ptr %7, align 8
  %72 = call i64 @eval(ptr noundef %70, ptr noundef %8, ptr noundef %71)
  store i64 %72, ptr %4, align 8
  br label %124

73:                                               ; preds = %3
  %74 = load ptr, ptr %5, align 8
  %75 = getelementptr inbounds %struct.expr, ptr %74, i32 0, i32 1
  %76 = getelementptr inbounds %struct.anon, ptr %75, i32 0, i32 1
  %77 = load ptr, ptr %76, align 8
  %78 = load ptr, ptr %6, align 8
  %79 = load ptr, ptr %7, align 8
  %80 = call i64 @eval(ptr noundef %77, ptr noundef %78, ptr noundef %79)
  store i64 %80, ptr %9, align 8
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.expr, ptr %81, i32 0, i32 1
  %83 = getelementptr inbounds %struct.anon, ptr %82, i32 0, i32 2
  %84 = load ptr, ptr %83, align 8
  %85 = load ptr, ptr %6, align 8
  %86 = load ptr, ptr %7, align 8
  %87 = call i64 @eval(ptr noundef %84, ptr noundef %85, ptr noundef %86)
  store i64 %87, ptr %10, align 8
  %88 = load ptr, ptr %5, align 8
  %89 = getelementptr inbounds %struct.expr, ptr %88, i32 0, i32 1
  %90 = getelementptr inbounds %struct.anon, ptr %89, i32 0, i32 0
  %91 = load i8, ptr %90, align 8
  %92 = zext i8 %91 to i32
  switch i32 %92, label %114 [
    i32 43, label %93
    i32 45, label %97
    i32 42, label %101
    i32 47, label %105
  ]

93:                                               ; preds = %73
  %94 = load i64, ptr %9, align 8
  %95 = load i64, ptr %10, align 8
  %96 = add nsw i64 %94, %95
  store i64 %96, ptr %4, align 8
  br label %124

97:                                               ; preds = %73
  %98 = load i64, ptr %9, align 8
  %99 = load i64, ptr %10, align 8
  %100 = sub nsw i64 %98, %99
  store i64 %100, ptr %4, align 8
  br label %124

101:                                              ; preds = %73
  %102 = load i64, ptr %9, align 8
  %103 = load i64, ptr %10, align 8
  %104 = mul nsw i64 %102, %103
  store i64 %104, ptr %4, align 8
  br label %124

105:                                              ; preds = %73
  %106 = load i64, ptr %10, align 8
  %107 = icmp ne i64 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %7, align 8
  store i32 2, ptr %109, align 4
  store i64 0, ptr %4, align 8
  br label %124

110:                                              ; preds = %105
  %111 = load i64, ptr %9, align 8
  %112 = load i64, ptr %10, align 8
  %113 = sdiv i64 %111, %112
  store i64 %113, ptr %4, align 8
  br label %124

114:                                              ; preds = %73
  %115 = load i64, ptr %10, align 8
  %116 = icmp ne i64 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = load ptr, ptr %7, align 8
  store i32 2, ptr %118, align 4
  store i64 0, ptr %4, align 8
  br label %124

119:                                              ; preds = %114
  %120 = load i64, ptr %9, align 8
  %121 = load i64, ptr %10, align 8
  %122 = srem i64 %120, %121
  store i64 %122, ptr %4, align 8
  br label %124

123:                                              ; preds = %3
  store i64 0, ptr %4, align 8
  br label %124

124:                                              ; preds = %123, %119, %117, %110, %108, %101, %97, %93, %51, %43, %41, %32, %14
  %125 = load i64, ptr %4, align 8
  ret i64 %125
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @simplify(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.expr, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = icmp eq i32 %13, 2
  br i1 %14, label %15, label %41

15:                                               ; preds = %1
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.expr, ptr %16, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = call ptr @simplify(ptr noundef %18)
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.expr, ptr %20, i32 0, i32 1
  store ptr %19, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.expr, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds %struct.expr, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 8
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %40

28:                                               ; preds = %15
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.expr, ptr %29, i32 0, i32 1
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %4, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.expr, ptr %32, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = sub nsw i64 0, %34
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.expr, ptr %36, i32 0, i32 1
  store i64 %35, ptr %37, align 8
  %38 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %38) #8
  %39 = load ptr, ptr %4, align 8
  store ptr %39, ptr %2, align 8
  br label %182

40:                                               ; preds = %15
  br label %41

41:                                               ; preds = %40, %1
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.expr, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 8
  %45 = icmp eq i32 %44, 4
  br i1 %45, label %46, label %63

46:                                               ; preds = %41
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.expr, ptr %47, i32 0, i32 1
  %49 = getelementptr inbounds %struct.anon.0, ptr %48, i32 0, i32 1
  %50 = load ptr, ptr %49, align 8
  %51 = call ptr @simplify(ptr noundef %50)
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.expr, ptr %52, i32 0, i32 1
  %54 = getelementptr inbounds %struct.anon.0, ptr %53, i32 0, i32 1
  store ptr %51, ptr %54, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.expr, ptr %55, i32 0, i32 1
  %57 = getelementptr inbounds %struct.anon.0, ptr %56, i32 0, i32 2
  %58 = load ptr, ptr %57, align 8
  %59 = call ptr @simplify(ptr noundef %58)
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds %struct.expr, ptr %60, i32 0, i32 1
  %62 = getelementptr inbounds %struct.anon.0, ptr %61, i32 0, i32 2
  store ptr %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %46, %41
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds %struct.expr, ptr %64, i32 0, i32 0
  %66 = load i32, ptr %65, align 8
  %67 = icmp ne i32 %66, 3
  br i1 %67, label %68, label %70

68:                                               ; preds = %63
  %69 = load ptr, ptr %3, align 8
  store ptr %69, ptr %2, align 8
  br label %182

70:                                               ; preds = %63
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.expr, ptr %71, i32 0, i32 1
  %73 = getelementptr inbounds %struct.anon, ptr %72, i32 0, i32 1
  %74 = load ptr, ptr %73, align 8
  %75 = call ptr @simplify(ptr noundef %74)
  %76 = load ptr, ptr %3, align 8
  %77 = getelementptr inbounds %struct.expr, ptr %76, i32 0, i32 1
  %78 = getelementptr inbounds %struct.anon, ptr %77, i32 0, i32 1
  store ptr %75, ptr %78, align 8
  %79 = load ptr, ptr %3, align 8
  %80 = getelementptr inbounds %struct.expr, ptr %79, i32 0, i32 1
  %81 = getelementptr inbounds %struct.anon, ptr %80, i32 0, i32 2
  %82 = load ptr, ptr %81, align 8
  %83 = call ptr @simplify(ptr noundef %82)
  %84 = load ptr, ptr %3, align 8
  %85 = getelementptr inbounds %struct.expr, ptr %84, i32 0, i32 1
  %86 = getelementptr inbounds %struct.anon, ptr %85, i32 0, i32 2
  store ptr %83, ptr %86, align 8
  %87 = load ptr, ptr %3, align 8
  %88 = getelementptr inbounds %struct.expr, ptr %87, i32 0, i32 1
  %89 = getelementptr inbounds %struct.anon, ptr %88, i32 0, i32 1
  %90 = load ptr, ptr %89, align 8
  store ptr %90, ptr %5, align 8
  %91 = load ptr, ptr %3, align 8
  %92 = getelementptr inbounds %struct.expr, ptr %91, i32 0, i32 1
  %93 = getelementptr inbounds %struct.anon, ptr %92, i32 0, i32 2
  %94 = load ptr, ptr %93, align 8
  store ptr %94, ptr %6, align 8
  %95 = load ptr, ptr %5, align 8
  %96 = getelementptr inbounds %struct.expr, ptr %95, i32 0, i32 0
  %97 = load i32, ptr %96, align 8
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %126

99:                                               ; preds = %70
  %100 = load ptr, ptr %6, align 8
  %101 = getelementptr inbounds %struct.expr, ptr %100, i32 0, i32 0
  %102 = load i32, ptr %101, align 8
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %126

104:                                              ; preds = %99
  %105 = load ptr, ptr %3, align 8
  %106 = getelementptr inbounds %struct.expr, ptr %105, i32 0, i32 1
  %107 = getelementptr inbounds %struct.anon, ptr %106, i32 0, i32 0
  %108 = load i8, ptr %107, align 8
  %109 = zext i8 %108 to i32
  %110 = call ptr @strchr(ptr noundef @.str.11, i32 noundef %109) #9
  %111 = icmp ne ptr %110, null
  br i1 %111, label %112, label %117

112:                                              ; preds = %104
  %113 = load ptr, ptr %6, align 8
  %114 = getelementptr inbounds %struct.expr, ptr %113, i32 0, i32 1
  %115 = load i64, ptr %114, align 8
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %126, label %117

117:                                              ; preds = %112, %104
  store i32 0, ptr %7, align 4
  %118 = load ptr, ptr %3, align 8
  %119 = call i64 @eval(ptr noundef %118, ptr noundef null, ptr noundef %7)
  store i64 %119, ptr %8, align 8
  %120 = load ptr, ptr %3, align 8
  call void @free_expr(ptr noundef %120)
  %121 = call ptr @mk(i32 noundef 0)
  store ptr %121, ptr %9, align 8
  %122 = load i64, ptr %8, align 8
  %123 = load ptr, ptr %9, align 8
  %124 = getelementptr inbounds %struct.expr, ptr %123, i32 0, i32 1
  store i64 %122, ptr %124, align 8
  %125 = load ptr, ptr %9, align 8
  store ptr %125, ptr %2, align 8
  br label %182

126:                                              ; preds = %112, %99, %70
  %127 = load ptr, ptr %3, align 8
  %128 = getelementptr inbounds %struct.expr, ptr %127, i32 0, i32 1
  %129 = getelementptr inbounds %struct.anon, ptr %128, i32 0, i32 0
  %130 = load i8, ptr %129, align 8
  %131 = zext i8 %130 to i32
  %132 = icmp eq i32 %131, 42
  br i1 %132, label %133, label %159

133:                                              ; preds = %126
  %134 = load ptr, ptr %5, align 8
  %135 = getelementptr inbounds %struct.expr, ptr %134, i32 0, i32 0
  %136 = load i32, ptr %135, align 8
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %143

138:                                              ; preds = %133
  %139 = load ptr, ptr %5, align 8
  %140 = getelementptr inbounds %struct.expr, ptr %139, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  %142 = icmp eq i64 %141, 0
  br i1 %142, label %153, label %143

143:                                              ; preds = %138, %133
  %144 = load ptr, ptr %6, align 8
  %145 = getelementptr inbounds %struct.expr, ptr %144, i32 0, i32 0
  %146 = load i32, ptr %145, align 8
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %159

148:                                              ; preds = %143
  %149 = load ptr, ptr %6, align 8
  %150 = getelementptr inbounds %struct.expr, ptr %149, i32 0, i32 1
  %151 = load i64, ptr %150, align 8
  %152 = icmp eq i64 %151, 0
  br i1 %152, label %153, label %159

153:                                              ; preds = %148, %138
  %154 = load ptr, ptr %3, align 8
  call void @free_expr(ptr noundef %154)
  %155 = call ptr @mk(i32 noundef 0)
  store ptr %155, ptr %10, align 8
  %156 = load ptr, ptr %10, align 8
  %157 = getelementptr inbounds %struct.expr, ptr %156, i32 0, i32 1
  store i64 0, ptr %157, align 8
  %158 = load ptr, ptr %10, align 8
  store ptr %158, ptr %2, align 8
  br label %182

159:                                              ; preds = %148, %143, %126
  %160 = load ptr, ptr %3, align 8
  %161 = getelementptr inbounds %struct.expr, ptr %160, i32 0, i32 1
  %162 = getelementptr inbounds %struct.anon, ptr %161, i32 0, i32 0
  %163 = load i8, ptr %162, align 8
  %164 = zext i8 %163 to i32
  %165 = icmp eq i32 %164, 43
  br i1 %165, label %166, label %180

166:                                              ; preds = %159
  %167 = load ptr, ptr %6, align 8
  %168 = getelementptr inbounds %struct.expr, ptr %167, i32 0, i32 0
  %169 = load i32, ptr %168, align 8
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %180

171:                                              ; preds = %166
  %172 = load ptr, ptr %6, align 8
  %173 = getelementptr inbounds %struct.expr, ptr %172, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %176, label %180

176:                                              ; preds = %171
  %177 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %177) #8
  %178 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %178) #8
  %179 = load ptr, ptr %5, align 8
  store ptr %179, ptr %2, align 8
  br label %182

180:                                              ; preds = %171, %166, %159
  %181 = load ptr, ptr %3, align 8
  store ptr %181, ptr %2, align 8
  br label %182

182:                                              ; preds = %180, %176, %153, %117, %68, %28
  %183 = load ptr, ptr %2, align 8
  ret ptr %183
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.expr, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  switch i32 %5, label %56 [
    i32 0, label %6
    i32 1, label %11
    i32 2, label %17
    i32 3, label %23
    i32 4, label %40
  ]

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.expr, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %9)
  br label %56

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.expr, ptr %12, i32 0, i32 1
  %14 = load i8, ptr %13, align 8
  %15 = zext i8 %14 to i32
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %15)
  br label %56

17:                                               ; preds = %1
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.expr, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  call void @show(ptr noundef %21)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  br label %56

23:                                               ; preds = %1
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.expr, ptr %25, i32 0, i32 1
  %27 = getelementptr inbounds %struct.anon, ptr %26, i32 0, i32 1
  %28 = load ptr, ptr %27, align 8
  call void @show(ptr noundef %28)
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.expr, ptr %29, i32 0, i32 1
  %31 = getelementptr inbounds %struct.anon, ptr %30, i32 0, i32 0
  %32 = load i8, ptr %31, align 8
  %33 = zext i8 %32 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %33)
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds %struct.expr, ptr %35, i32 0, i32 1
  %37 = getelementptr inbounds %struct.anon, ptr %36, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  call void @show(ptr noundef %38)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  br label %56

40:                                               ; preds = %1
  %41 = load ptr, ptr %2, align 8
  %42 = getelementptr inbounds %struct.expr, ptr %41, i32 0, i32 1
  %43 = getelementptr inbounds %struct.anon.0, ptr %42, i32 0, i32 0
  %44 = load i8, ptr %43, align 8
  %45 = zext i8 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %45)
  %47 = load ptr, ptr %2, align 8
  %48 = getelementptr inbounds %struct.expr, ptr %47, i32 0, i32 1
  %49 = getelementptr inbounds %struct.anon.0, ptr %48, i32 0, i32 1
  %50 = load ptr, ptr %49, align 8
  call void @show(ptr noundef %50)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %52 = load ptr, ptr %2, align 8
  %53 = getelementptr inbounds %struct.expr, ptr %52, i32 0, i32 1
  %54 = getelementptr inbounds %struct.anon.0, ptr %53, i32 0, i32 2
  %55 = load ptr, ptr %54, align 8
  call void @show(ptr noundef %55)
  br label %56

56:                                               ; preds = %1, %40, %23, %17, %11, %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_expr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.expr, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %7, label %16

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.expr, ptr %8, i32 0, i32 1
  %10 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  call void @free_expr(ptr noundef %11)
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.expr, ptr %12, i32 0, i32 1
  %14 = getelementptr inbounds %struct.anon, ptr %13, i32 0, i32 2
  %15 = load ptr, ptr %14, align 8
  call void @free_expr(ptr noundef %15)
  br label %41

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.expr, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %19, 2
  br i1 %20, label %21, label %25

21:                                               ; preds = %16
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.expr, ptr %22, i32 0, i32 1
  %24 = load ptr, ptr %23, align 8
  call void @free_expr(ptr noundef %24)
  br label %40

25:                                               ; preds = %16
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.expr, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = icmp eq i32 %28, 4
  br i1 %29, label %30, label %39

30:                                               ; preds = %25
  %31 = load ptr, ptr %2, align 8
  %32 = getelementptr inbounds %struct.expr, ptr %31, i32 0, i32 1
  %33 = getelementptr inbounds %struct.anon.0, ptr %32, i32 0, i32 1
  %34 = load ptr, ptr %33, align 8
  call void @free_expr(ptr noundef %34)
  %35 = load ptr, ptr %2, align 8
  %36 = getelementptr inbounds %struct.expr, ptr %35, i32 0, i32 1
  %37 = getelementptr inbounds %struct.anon.0, ptr %36, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  call void @free_expr(ptr noundef %38)
  br label %39

39:                                               ; preds = %30, %25
  br label %40

40:                                               ; preds = %39, %21
  br label %41

41:                                               ; preds = %40, %7
  %42 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %42) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip() #0 {
  br label %1

1:                                                ; preds = %6, %0
  %2 = load ptr, ptr @src, align 8
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp eq i32 %4, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr @src, align 8
  %8 = getelementptr inbounds i8, ptr %7, i32 1
  store ptr %8, ptr @src, align 8
  br label %1, !llvm.loop !9

9:                                                ; preds = %1
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mk(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #10
  store ptr %4, ptr %3, align 8
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.expr, ptr %6, i32 0, i32 0
  store i32 %5, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0,1) }

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
