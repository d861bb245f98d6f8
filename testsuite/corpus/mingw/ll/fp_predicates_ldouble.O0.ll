; ModuleID = 'programs/fp_predicates_ldouble.c'
source_filename = "programs/fp_predicates_ldouble.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.tmp = private unnamed_addr constant [12 x x86_fp80] [x86_fp80 0xKFFFF8000000000000000, x86_fp80 0xKFFFEFFFFFFFFFFFFFFFF, x86_fp80 0xKBFFF8000000000000000, x86_fp80 0xK80000000000000000001, x86_fp80 0xK80000000000000000000, x86_fp80 0xK00000000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK00018000000000000000, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 0xK7FFF8000000000000000, x86_fp80 0xK7FFFC000000000000000], align 16
@vals = internal global [12 x x86_fp80] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c" %6s\00", align 1
@names = internal global [12 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"[value/branch mismatch]\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c" %03x/%02x\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"-max\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"-tiny\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"+0\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"+tiny\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"+minn\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"+1\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"+max\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x x86_fp80], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca i32, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca i32, align 4
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca i32, align 4
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.tmp, i64 192, i1 false)
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %41, %0
  %31 = load i32, ptr %3, align 4
  %32 = icmp slt i32 %31, 12
  br i1 %32, label %33, label %44

33:                                               ; preds = %30
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [12 x x86_fp80], ptr %2, i64 0, i64 %35
  %37 = load x86_fp80, ptr %36, align 16
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [12 x x86_fp80], ptr @vals, i64 0, i64 %39
  store volatile x86_fp80 %37, ptr %40, align 16
  br label %41

41:                                               ; preds = %33
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4
  br label %30, !llvm.loop !5

44:                                               ; preds = %30
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1)
  store i32 0, ptr %6, align 4
  br label %46

46:                                               ; preds = %55, %44
  %47 = load i32, ptr %6, align 4
  %48 = icmp slt i32 %47, 12
  br i1 %48, label %49, label %58

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %53)
  br label %55

55:                                               ; preds = %49
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %46, !llvm.loop !7

58:                                               ; preds = %46
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %7, align 4
  br label %60

60:                                               ; preds = %135, %58
  %61 = load i32, ptr %7, align 4
  %62 = icmp slt i32 %61, 12
  br i1 %62, label %63, label %138

63:                                               ; preds = %60
  %64 = load i32, ptr %7, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %67)
  store i32 0, ptr %8, align 4
  br label %69

69:                                               ; preds = %130, %63
  %70 = load i32, ptr %8, align 4
  %71 = icmp slt i32 %70, 12
  br i1 %71, label %72, label %133

72:                                               ; preds = %69
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [12 x x86_fp80], ptr @vals, i64 0, i64 %74
  %76 = load volatile x86_fp80, ptr %75, align 16
  store x86_fp80 %76, ptr %9, align 16
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [12 x x86_fp80], ptr @vals, i64 0, i64 %78
  %80 = load volatile x86_fp80, ptr %79, align 16
  store x86_fp80 %80, ptr %10, align 16
  %81 = load x86_fp80, ptr %9, align 16
  %82 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %81, ptr %12, align 16
  store x86_fp80 %82, ptr %13, align 16
  %83 = call i32 @as_values(ptr noundef %12, ptr noundef %13)
  store i32 %83, ptr %11, align 4
  %84 = load x86_fp80, ptr %9, align 16
  %85 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %84, ptr %15, align 16
  store x86_fp80 %85, ptr %16, align 16
  %86 = call i32 @as_branches(ptr noundef %15, ptr noundef %16)
  store i32 %86, ptr %14, align 4
  %87 = load x86_fp80, ptr %9, align 16
  %88 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %87, ptr %18, align 16
  store x86_fp80 %88, ptr %19, align 16
  %89 = call i32 @as_builtins(ptr noundef %18, ptr noundef %19)
  store i32 %89, ptr %17, align 4
  %90 = load i32, ptr %11, align 4
  %91 = load i32, ptr %14, align 4
  %92 = icmp ne i32 %90, %91
  br i1 %92, label %93, label %97

93:                                               ; preds = %72
  %94 = load i32, ptr %4, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %4, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %97

97:                                               ; preds = %93, %72
  %98 = load i32, ptr %11, align 4
  %99 = and i32 %98, 63
  %100 = load i32, ptr %17, align 4
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %99, i32 noundef %100)
  %102 = load i64, ptr %5, align 8
  %103 = mul i64 %102, 4099
  %104 = load i32, ptr %11, align 4
  %105 = mul i32 %104, 64
  %106 = zext i32 %105 to i64
  %107 = add i64 %103, %106
  %108 = load i32, ptr %17, align 4
  %109 = zext i32 %108 to i64
  %110 = add i64 %107, %109
  store i64 %110, ptr %5, align 8
  %111 = load i64, ptr %5, align 8
  %112 = mul i64 %111, 31
  %113 = load x86_fp80, ptr %9, align 16
  %114 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %113, ptr %21, align 16
  store x86_fp80 %114, ptr %22, align 16
  call void @sel_min(ptr dead_on_unwind writable sret(x86_fp80) align 16 %20, ptr noundef %21, ptr noundef %22)
  %115 = load x86_fp80, ptr %20, align 16
  store x86_fp80 %115, ptr %23, align 16
  %116 = call i32 @cls(ptr noundef %23)
  %117 = mul nsw i32 %116, 8
  %118 = load x86_fp80, ptr %9, align 16
  %119 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %118, ptr %25, align 16
  store x86_fp80 %119, ptr %26, align 16
  call void @sel_max(ptr dead_on_unwind writable sret(x86_fp80) align 16 %24, ptr noundef %25, ptr noundef %26)
  %120 = load x86_fp80, ptr %24, align 16
  store x86_fp80 %120, ptr %27, align 16
  %121 = call i32 @cls(ptr noundef %27)
  %122 = add nsw i32 %117, %121
  %123 = zext i32 %122 to i64
  %124 = add i64 %112, %123
  %125 = load x86_fp80, ptr %9, align 16
  %126 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %125, ptr %28, align 16
  store x86_fp80 %126, ptr %29, align 16
  %127 = call i32 @sel_idx(ptr noundef %28, ptr noundef %29)
  %128 = zext i32 %127 to i64
  %129 = add i64 %124, %128
  store i64 %129, ptr %5, align 8
  br label %130

130:                                              ; preds = %97
  %131 = load i32, ptr %8, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %8, align 4
  br label %69, !llvm.loop !8

133:                                              ; preds = %69
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %135

135:                                              ; preds = %133
  %136 = load i32, ptr %7, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %7, align 4
  br label %60, !llvm.loop !9

138:                                              ; preds = %60
  %139 = load i64, ptr %5, align 8
  %140 = load i32, ptr %4, align 4
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %139, i32 noundef %140)
  %142 = load i32, ptr %4, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %145

144:                                              ; preds = %138
  br label %149

145:                                              ; preds = %138
  %146 = load i64, ptr %5, align 8
  %147 = and i64 %146, 63
  %148 = trunc i64 %147 to i32
  br label %149

149:                                              ; preds = %145, %144
  %150 = phi i32 [ 100, %144 ], [ %148, %145 ]
  ret i32 %150
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_values(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  %6 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %3, align 16
  store x86_fp80 %6, ptr %4, align 16
  %7 = load x86_fp80, ptr %3, align 16
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fcmp oeq x86_fp80 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load x86_fp80, ptr %3, align 16
  %12 = load x86_fp80, ptr %4, align 16
  %13 = fcmp une x86_fp80 %11, %12
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %10, %15
  %17 = load x86_fp80, ptr %3, align 16
  %18 = load x86_fp80, ptr %4, align 16
  %19 = fcmp olt x86_fp80 %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 2
  %22 = or i32 %16, %21
  %23 = load x86_fp80, ptr %3, align 16
  %24 = load x86_fp80, ptr %4, align 16
  %25 = fcmp ole x86_fp80 %23, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 3
  %28 = or i32 %22, %27
  %29 = load x86_fp80, ptr %3, align 16
  %30 = load x86_fp80, ptr %4, align 16
  %31 = fcmp ogt x86_fp80 %29, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 4
  %34 = or i32 %28, %33
  %35 = load x86_fp80, ptr %3, align 16
  %36 = load x86_fp80, ptr %4, align 16
  %37 = fcmp oge x86_fp80 %35, %36
  %38 = zext i1 %37 to i32
  %39 = shl i32 %38, 5
  %40 = or i32 %34, %39
  %41 = load x86_fp80, ptr %3, align 16
  %42 = load x86_fp80, ptr %4, align 16
  %43 = fcmp olt x86_fp80 %41, %42
  %44 = xor i1 %43, true
  %45 = zext i1 %44 to i32
  %46 = shl i32 %45, 6
  %47 = or i32 %40, %46
  %48 = load x86_fp80, ptr %3, align 16
  %49 = load x86_fp80, ptr %4, align 16
  %50 = fcmp ole x86_fp80 %48, %49
  %51 = xor i1 %50, true
  %52 = zext i1 %51 to i32
  %53 = shl i32 %52, 7
  %54 = or i32 %47, %53
  %55 = load x86_fp80, ptr %3, align 16
  %56 = load x86_fp80, ptr %4, align 16
  %57 = fcmp ogt x86_fp80 %55, %56
  %58 = xor i1 %57, true
  %59 = zext i1 %58 to i32
  %60 = shl i32 %59, 8
  %61 = or i32 %54, %60
  %62 = load x86_fp80, ptr %3, align 16
  %63 = load x86_fp80, ptr %4, align 16
  %64 = fcmp oge x86_fp80 %62, %63
  %65 = xor i1 %64, true
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 9
  %68 = or i32 %61, %67
  %69 = load x86_fp80, ptr %3, align 16
  %70 = load x86_fp80, ptr %4, align 16
  %71 = fcmp oeq x86_fp80 %69, %70
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  %74 = shl i32 %73, 10
  %75 = or i32 %68, %74
  %76 = load x86_fp80, ptr %3, align 16
  %77 = load x86_fp80, ptr %4, align 16
  %78 = fcmp oeq x86_fp80 %76, %77
  br i1 %78, label %87, label %79

79:                                               ; preds = %2
  %80 = load x86_fp80, ptr %3, align 16
  %81 = load x86_fp80, ptr %3, align 16
  %82 = fcmp une x86_fp80 %80, %81
  br i1 %82, label %87, label %83

83:                                               ; preds = %79
  %84 = load x86_fp80, ptr %4, align 16
  %85 = load x86_fp80, ptr %4, align 16
  %86 = fcmp une x86_fp80 %84, %85
  br label %87

87:                                               ; preds = %83, %79, %2
  %88 = phi i1 [ true, %79 ], [ true, %2 ], [ %86, %83 ]
  %89 = zext i1 %88 to i32
  %90 = shl i32 %89, 11
  %91 = or i32 %75, %90
  ret i32 %91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_branches(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  %6 = load x86_fp80, ptr %0, align 16
  %7 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %6, ptr %3, align 16
  store x86_fp80 %7, ptr %4, align 16
  store i32 0, ptr %5, align 4
  %8 = load x86_fp80, ptr %3, align 16
  %9 = load x86_fp80, ptr %4, align 16
  %10 = fcmp oeq x86_fp80 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = or i32 %12, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %11, %2
  %15 = load x86_fp80, ptr %3, align 16
  %16 = load x86_fp80, ptr %4, align 16
  %17 = fcmp une x86_fp80 %15, %16
  br i1 %17, label %18, label %21

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = or i32 %19, 2
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %18, %14
  %22 = load x86_fp80, ptr %3, align 16
  %23 = load x86_fp80, ptr %4, align 16
  %24 = fcmp olt x86_fp80 %22, %23
  br i1 %24, label %25, label %28

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4
  %27 = or i32 %26, 4
  store i32 %27, ptr %5, align 4
  br label %28

28:                                               ; preds = %25, %21
  %29 = load x86_fp80, ptr %3, align 16
  %30 = load x86_fp80, ptr %4, align 16
  %31 = fcmp ole x86_fp80 %29, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %28
  %33 = load i32, ptr %5, align 4
  %34 = or i32 %33, 8
  store i32 %34, ptr %5, align 4
  br label %35

35:                                               ; preds = %32, %28
  %36 = load x86_fp80, ptr %3, align 16
  %37 = load x86_fp80, ptr %4, align 16
  %38 = fcmp ogt x86_fp80 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %35
  %40 = load i32, ptr %5, align 4
  %41 = or i32 %40, 16
  store i32 %41, ptr %5, align 4
  br label %42

42:                                               ; preds = %39, %35
  %43 = load x86_fp80, ptr %3, align 16
  %44 = load x86_fp80, ptr %4, align 16
  %45 = fcmp oge x86_fp80 %43, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %42
  %47 = load i32, ptr %5, align 4
  %48 = or i32 %47, 32
  store i32 %48, ptr %5, align 4
  br label %49

49:                                               ; preds = %46, %42
  %50 = load x86_fp80, ptr %3, align 16
  %51 = load x86_fp80, ptr %4, align 16
  %52 = fcmp olt x86_fp80 %50, %51
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %5, align 4
  %55 = or i32 %54, 64
  store i32 %55, ptr %5, align 4
  br label %56

56:                                               ; preds = %53, %49
  %57 = load x86_fp80, ptr %3, align 16
  %58 = load x86_fp80, ptr %4, align 16
  %59 = fcmp ole x86_fp80 %57, %58
  br i1 %59, label %63, label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %5, align 4
  %62 = or i32 %61, 128
  store i32 %62, ptr %5, align 4
  br label %63

63:                                               ; preds = %60, %56
  %64 = load x86_fp80, ptr %3, align 16
  %65 = load x86_fp80, ptr %4, align 16
  %66 = fcmp ogt x86_fp80 %64, %65
  br i1 %66, label %70, label %67

67:                                               ; preds = %63
  %68 = load i32, ptr %5, align 4
  %69 = or i32 %68, 256
  store i32 %69, ptr %5, align 4
  br label %70

70:                                               ; preds = %67, %63
  %71 = load x86_fp80, ptr %3, align 16
  %72 = load x86_fp80, ptr %4, align 16
  %73 = fcmp oge x86_fp80 %71, %72
  br i1 %73, label %77, label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %5, align 4
  %76 = or i32 %75, 512
  store i32 %76, ptr %5, align 4
  br label %77

77:                                               ; preds = %74, %70
  %78 = load x86_fp80, ptr %3, align 16
  %79 = load x86_fp80, ptr %4, align 16
  %80 = fcmp oeq x86_fp80 %78, %79
  br i1 %80, label %84, label %81

81:                                               ; preds = %77
  %82 = load i32, ptr %5, align 4
  %83 = or i32 %82, 1024
  store i32 %83, ptr %5, align 4
  br label %84

84:                                               ; preds = %81, %77
  %85 = load x86_fp80, ptr %3, align 16
  %86 = load x86_fp80, ptr %4, align 16
  %87 = fcmp oeq x86_fp80 %85, %86
  br i1 %87, label %96, label %88

88:                                               ; preds = %84
  %89 = load x86_fp80, ptr %3, align 16
  %90 = load x86_fp80, ptr %3, align 16
  %91 = fcmp une x86_fp80 %89, %90
  br i1 %91, label %96, label %92

92:                                               ; preds = %88
  %93 = load x86_fp80, ptr %4, align 16
  %94 = load x86_fp80, ptr %4, align 16
  %95 = fcmp une x86_fp80 %93, %94
  br i1 %95, label %96, label %99

96:                                               ; preds = %92, %88, %84
  %97 = load i32, ptr %5, align 4
  %98 = or i32 %97, 2048
  store i32 %98, ptr %5, align 4
  br label %99

99:                                               ; preds = %96, %92
  %100 = load i32, ptr %5, align 4
  ret i32 %100
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_builtins(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  %6 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %3, align 16
  store x86_fp80 %6, ptr %4, align 16
  %7 = load x86_fp80, ptr %3, align 16
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fcmp ogt x86_fp80 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load x86_fp80, ptr %3, align 16
  %12 = load x86_fp80, ptr %4, align 16
  %13 = fcmp oge x86_fp80 %11, %12
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %10, %15
  %17 = load x86_fp80, ptr %3, align 16
  %18 = load x86_fp80, ptr %4, align 16
  %19 = fcmp olt x86_fp80 %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 2
  %22 = or i32 %16, %21
  %23 = load x86_fp80, ptr %3, align 16
  %24 = load x86_fp80, ptr %4, align 16
  %25 = fcmp ole x86_fp80 %23, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 3
  %28 = or i32 %22, %27
  %29 = load x86_fp80, ptr %3, align 16
  %30 = load x86_fp80, ptr %4, align 16
  %31 = fcmp one x86_fp80 %29, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 4
  %34 = or i32 %28, %33
  %35 = load x86_fp80, ptr %3, align 16
  %36 = load x86_fp80, ptr %4, align 16
  %37 = fcmp uno x86_fp80 %35, %36
  %38 = zext i1 %37 to i32
  %39 = shl i32 %38, 5
  %40 = or i32 %34, %39
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %5, ptr %2, align 16
  %6 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %6, ptr %3, align 16
  %7 = call i32 @__isnanl(ptr noundef %3)
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  br label %36

10:                                               ; preds = %1
  %11 = load x86_fp80, ptr %2, align 16
  %12 = fcmp olt x86_fp80 %11, 0xK00000000000000000000
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load x86_fp80, ptr %2, align 16
  %15 = fcmp oeq x86_fp80 %14, 0xKFFFF8000000000000000
  %16 = zext i1 %15 to i64
  %17 = select i1 %15, i32 1, i32 2
  br label %34

18:                                               ; preds = %10
  %19 = load x86_fp80, ptr %2, align 16
  %20 = fcmp ogt x86_fp80 %19, 0xK00000000000000000000
  br i1 %20, label %21, label %26

21:                                               ; preds = %18
  %22 = load x86_fp80, ptr %2, align 16
  %23 = fcmp oeq x86_fp80 %22, 0xK7FFF8000000000000000
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 5, i32 4
  br label %32

26:                                               ; preds = %18
  %27 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %27, ptr %4, align 16
  %28 = call i32 @__signbitl(ptr noundef %4)
  %29 = icmp ne i32 %28, 0
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, i32 6, i32 3
  br label %32

32:                                               ; preds = %26, %21
  %33 = phi i32 [ %25, %21 ], [ %31, %26 ]
  br label %34

34:                                               ; preds = %32, %13
  %35 = phi i32 [ %17, %13 ], [ %33, %32 ]
  br label %36

36:                                               ; preds = %34, %9
  %37 = phi i32 [ 0, %9 ], [ %35, %34 ]
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sel_min(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fcmp olt x86_fp80 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load x86_fp80, ptr %5, align 16
  br label %16

14:                                               ; preds = %3
  %15 = load x86_fp80, ptr %6, align 16
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi x86_fp80 [ %13, %12 ], [ %15, %14 ]
  store x86_fp80 %17, ptr %0, align 16
  %18 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %18, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sel_max(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fcmp ogt x86_fp80 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load x86_fp80, ptr %5, align 16
  br label %16

14:                                               ; preds = %3
  %15 = load x86_fp80, ptr %6, align 16
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi x86_fp80 [ %13, %12 ], [ %15, %14 ]
  store x86_fp80 %17, ptr %0, align 16
  %18 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %18, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_idx(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  %6 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %3, align 16
  store x86_fp80 %6, ptr %4, align 16
  %7 = load x86_fp80, ptr %3, align 16
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fcmp oge x86_fp80 %7, %8
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 1, i32 2
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

declare dso_local i32 @__isnanl(ptr noundef) #4

declare dso_local i32 @__signbitl(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
