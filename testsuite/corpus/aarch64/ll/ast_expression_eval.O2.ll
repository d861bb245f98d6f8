; ModuleID = 'programs/ast_expression_eval.c'
source_filename = "programs/ast_expression_eval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.env = type { i8, i64, ptr }

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
@.str.12 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"-(\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c" %c \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"let %c = \00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c" in \00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.env, align 8
  %2 = alloca %struct.env, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.g, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  store i8 113, ptr %2, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 -42, ptr %5, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %1, ptr %6, align 8, !tbaa !13
  br label %10

7:                                                ; preds = %10
  %8 = trunc i64 %23 to i32
  %9 = and i32 %8, 127
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %9

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %24, %10 ]
  %12 = phi i64 [ 0, %0 ], [ %23, %10 ]
  %13 = getelementptr inbounds [8 x ptr], ptr @__const.main.progs, i64 0, i64 %11
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  store ptr %14, ptr @src, align 8, !tbaa !14
  %15 = call fastcc ptr @parse()
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #11
  store i32 0, ptr %3, align 4, !tbaa !15
  %16 = call fastcc i64 @eval(ptr noundef %15, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %17 = call fastcc ptr @simplify(ptr noundef %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  store i32 0, ptr %4, align 4, !tbaa !15
  %18 = call fastcc i64 @eval(ptr noundef %17, ptr noundef nonnull %2, ptr noundef nonnull %4)
  %19 = load i32, ptr %3, align 4, !tbaa !15
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %14, i64 noundef %16, i32 noundef %19)
  call fastcc void @show(ptr noundef %17)
  %21 = load i32, ptr %4, align 4, !tbaa !15
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %18, i32 noundef %21)
  %23 = add nsw i64 %16, %12
  call fastcc void @free_expr(ptr noundef %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  %24 = add nuw nsw i64 %11, 1
  %25 = icmp eq i64 %24, 8
  br i1 %25, label %7, label %10, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc noalias noundef ptr @parse() unnamed_addr #3 {
  %1 = load ptr, ptr @src, align 8, !tbaa !14
  %2 = load i8, ptr %1, align 1, !tbaa !19
  %3 = icmp eq i8 %2, 32
  br i1 %3, label %4, label %9

4:                                                ; preds = %0, %4
  %5 = phi ptr [ %6, %4 ], [ %1, %0 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  store ptr %6, ptr @src, align 8, !tbaa !14
  %7 = load i8, ptr %6, align 1, !tbaa !19
  %8 = icmp eq i8 %7, 32
  br i1 %8, label %4, label %9, !llvm.loop !20

9:                                                ; preds = %4, %0
  %10 = phi i8 [ %2, %0 ], [ %7, %4 ]
  %11 = phi ptr [ %1, %0 ], [ %6, %4 ]
  %12 = tail call ptr @__ctype_b_loc() #12
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = zext i8 %10 to i64
  %15 = getelementptr inbounds i16, ptr %13, i64 %14
  %16 = load i16, ptr %15, align 2, !tbaa !21
  %17 = and i16 %16, 2048
  %18 = icmp eq i16 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %9
  %20 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  %21 = tail call i64 @strtol(ptr noundef nonnull %11, ptr noundef nonnull @src, i32 noundef 10) #11
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 %21, ptr %22, align 8, !tbaa !19
  br label %25

23:                                               ; preds = %9
  %24 = icmp eq i8 %10, 126
  br i1 %24, label %27, label %32

25:                                               ; preds = %68, %19, %58, %38, %27
  %26 = phi ptr [ %29, %27 ], [ %39, %38 ], [ %60, %58 ], [ %20, %19 ], [ %69, %68 ]
  ret ptr %26

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %28, ptr @src, align 8, !tbaa !14
  %29 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  store i32 2, ptr %29, align 8, !tbaa !23
  %30 = tail call fastcc ptr @parse()
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %30, ptr %31, align 8, !tbaa !19
  br label %25

32:                                               ; preds = %23
  %33 = icmp ugt i8 %10, 63
  %34 = shl nuw i64 1, %14
  %35 = and i64 %34, 189253438930945
  %36 = icmp eq i64 %35, 0
  %37 = select i1 %33, i1 true, i1 %36
  br i1 %37, label %47, label %38

38:                                               ; preds = %32
  %39 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  store i32 3, ptr %39, align 8, !tbaa !23
  %40 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %40, ptr @src, align 8, !tbaa !14
  %41 = load i8, ptr %11, align 1, !tbaa !19
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  store i8 %41, ptr %42, align 8, !tbaa !19
  %43 = tail call fastcc ptr @parse()
  %44 = getelementptr inbounds i8, ptr %39, i64 16
  store ptr %43, ptr %44, align 8, !tbaa !19
  %45 = tail call fastcc ptr @parse()
  %46 = getelementptr inbounds i8, ptr %39, i64 24
  store ptr %45, ptr %46, align 8, !tbaa !19
  br label %25

47:                                               ; preds = %32
  %48 = icmp eq i8 %10, 64
  br i1 %48, label %49, label %68

49:                                               ; preds = %47
  %50 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %50, ptr @src, align 8, !tbaa !14
  %51 = load i8, ptr %50, align 1, !tbaa !19
  %52 = icmp eq i8 %51, 32
  br i1 %52, label %53, label %58

53:                                               ; preds = %49, %53
  %54 = phi ptr [ %55, %53 ], [ %50, %49 ]
  %55 = getelementptr inbounds i8, ptr %54, i64 1
  store ptr %55, ptr @src, align 8, !tbaa !14
  %56 = load i8, ptr %55, align 1, !tbaa !19
  %57 = icmp eq i8 %56, 32
  br i1 %57, label %53, label %58, !llvm.loop !20

58:                                               ; preds = %53, %49
  %59 = phi ptr [ %50, %49 ], [ %55, %53 ]
  %60 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  store i32 4, ptr %60, align 8, !tbaa !23
  %61 = getelementptr inbounds i8, ptr %59, i64 1
  store ptr %61, ptr @src, align 8, !tbaa !14
  %62 = load i8, ptr %59, align 1, !tbaa !19
  %63 = getelementptr inbounds i8, ptr %60, i64 8
  store i8 %62, ptr %63, align 8, !tbaa !19
  %64 = tail call fastcc ptr @parse()
  %65 = getelementptr inbounds i8, ptr %60, i64 16
  store ptr %64, ptr %65, align 8, !tbaa !19
  %66 = tail call fastcc ptr @parse()
  %67 = getelementptr inbounds i8, ptr %60, i64 24
  store ptr %66, ptr %67, align 8, !tbaa !19
  br label %25

68:                                               ; preds = %47
  %69 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  store i32 1, ptr %69, align 8, !tbaa !23
  %70 = getelementptr inbounds i8, ptr %11, i64 1
  store ptr %70, ptr @src, align 8, !tbaa !14
  %71 = load i8, ptr %11, align 1, !tbaa !19
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  store i8 %71, ptr %72, align 8, !tbaa !19
  br label %25
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @eval(ptr nocapture noundef readonly %0, ptr noundef %1, ptr noundef %2) unnamed_addr #4 {
  %4 = alloca %struct.env, align 8
  %5 = load i32, ptr %0, align 8, !tbaa !23
  switch i32 %5, label %26 [
    i32 0, label %11
    i32 1, label %6
    i32 2, label %28
    i32 4, label %33
    i32 3, label %44
  ]

6:                                                ; preds = %3
  %7 = icmp eq ptr %1, null
  br i1 %7, label %25, label %8

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i8, ptr %9, align 8, !tbaa !19
  br label %14

11:                                               ; preds = %3
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !19
  br label %26

14:                                               ; preds = %8, %21
  %15 = phi ptr [ %1, %8 ], [ %23, %21 ]
  %16 = load i8, ptr %15, align 8, !tbaa !6
  %17 = icmp eq i8 %16, %10
  br i1 %17, label %18, label %21

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %15, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !12
  br label %26

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %15, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !13
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %14, !llvm.loop !25

25:                                               ; preds = %21, %6
  store i32 1, ptr %2, align 4, !tbaa !15
  br label %26

26:                                               ; preds = %3, %53, %55, %57, %61, %62, %66, %67, %33, %25, %18, %11, %28
  %27 = phi i64 [ %32, %28 ], [ %43, %33 ], [ %20, %18 ], [ 0, %25 ], [ %13, %11 ], [ %68, %67 ], [ 0, %66 ], [ %63, %62 ], [ 0, %61 ], [ %58, %57 ], [ %56, %55 ], [ %54, %53 ], [ 0, %3 ]
  ret i64 %27

28:                                               ; preds = %3
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !19
  %31 = tail call fastcc i64 @eval(ptr noundef %30, ptr noundef %1, ptr noundef %2)
  %32 = sub nsw i64 0, %31
  br label %26

33:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  %34 = getelementptr inbounds i8, ptr %0, i64 8
  %35 = load i8, ptr %34, align 8, !tbaa !19
  store i8 %35, ptr %4, align 8, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %4, i64 8
  %37 = getelementptr inbounds i8, ptr %0, i64 16
  %38 = load ptr, ptr %37, align 8, !tbaa !19
  %39 = tail call fastcc i64 @eval(ptr noundef %38, ptr noundef %1, ptr noundef %2)
  store i64 %39, ptr %36, align 8, !tbaa !12
  %40 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %1, ptr %40, align 8, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %0, i64 24
  %42 = load ptr, ptr %41, align 8, !tbaa !19
  %43 = call fastcc i64 @eval(ptr noundef %42, ptr noundef nonnull %4, ptr noundef %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  br label %26

44:                                               ; preds = %3
  %45 = getelementptr inbounds i8, ptr %0, i64 8
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !19
  %48 = tail call fastcc i64 @eval(ptr noundef %47, ptr noundef %1, ptr noundef %2)
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  %50 = load ptr, ptr %49, align 8, !tbaa !19
  %51 = tail call fastcc i64 @eval(ptr noundef %50, ptr noundef %1, ptr noundef %2)
  %52 = load i8, ptr %45, align 8, !tbaa !19
  switch i8 %52, label %64 [
    i8 43, label %53
    i8 45, label %55
    i8 42, label %57
    i8 47, label %59
  ]

53:                                               ; preds = %44
  %54 = add nsw i64 %51, %48
  br label %26

55:                                               ; preds = %44
  %56 = sub nsw i64 %48, %51
  br label %26

57:                                               ; preds = %44
  %58 = mul nsw i64 %51, %48
  br label %26

59:                                               ; preds = %44
  %60 = icmp eq i64 %51, 0
  br i1 %60, label %61, label %62

61:                                               ; preds = %59
  store i32 2, ptr %2, align 4, !tbaa !15
  br label %26

62:                                               ; preds = %59
  %63 = sdiv i64 %48, %51
  br label %26

64:                                               ; preds = %44
  %65 = icmp eq i64 %51, 0
  br i1 %65, label %66, label %67

66:                                               ; preds = %64
  store i32 2, ptr %2, align 4, !tbaa !15
  br label %26

67:                                               ; preds = %64
  %68 = srem i64 %48, %51
  br label %26
}

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @simplify(ptr noundef %0) unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = load i32, ptr %0, align 8, !tbaa !23
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %17

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !19
  %8 = tail call fastcc ptr @simplify(ptr noundef %7)
  store ptr %8, ptr %6, align 8, !tbaa !19
  %9 = load i32, ptr %8, align 8, !tbaa !23
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !19
  %14 = sub nsw i64 0, %13
  store i64 %14, ptr %12, align 8, !tbaa !19
  tail call void @free(ptr noundef nonnull %0) #11
  br label %92

15:                                               ; preds = %5
  %16 = load i32, ptr %0, align 8, !tbaa !23
  br label %17

17:                                               ; preds = %15, %1
  %18 = phi i32 [ %16, %15 ], [ %3, %1 ]
  %19 = icmp eq i32 %18, 4
  br i1 %19, label %20, label %28

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = tail call fastcc ptr @simplify(ptr noundef %22)
  store ptr %23, ptr %21, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  %25 = load ptr, ptr %24, align 8, !tbaa !19
  %26 = tail call fastcc ptr @simplify(ptr noundef %25)
  store ptr %26, ptr %24, align 8, !tbaa !19
  %27 = load i32, ptr %0, align 8, !tbaa !23
  br label %28

28:                                               ; preds = %20, %17
  %29 = phi i32 [ %27, %20 ], [ %18, %17 ]
  %30 = icmp eq i32 %29, 3
  br i1 %30, label %31, label %92

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = tail call fastcc ptr @simplify(ptr noundef %34)
  store ptr %35, ptr %33, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !19
  %38 = tail call fastcc ptr @simplify(ptr noundef %37)
  store ptr %38, ptr %36, align 8, !tbaa !19
  %39 = load ptr, ptr %33, align 8, !tbaa !19
  %40 = load i32, ptr %39, align 8, !tbaa !23
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %63

42:                                               ; preds = %31
  %43 = load i32, ptr %38, align 8, !tbaa !23
  %44 = icmp eq i32 %43, 0
  %45 = load i8, ptr %32, align 8, !tbaa !19
  br i1 %44, label %46, label %61

46:                                               ; preds = %42
  %47 = zext nneg i8 %45 to i64
  %48 = icmp ugt i8 %45, 63
  %49 = shl nuw i64 1, %47
  %50 = and i64 %49, 140874927308801
  %51 = icmp eq i64 %50, 0
  %52 = select i1 %48, i1 true, i1 %51
  br i1 %52, label %57, label %53

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %38, i64 8
  %55 = load i64, ptr %54, align 8, !tbaa !19
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %61, label %57

57:                                               ; preds = %53, %46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  store i32 0, ptr %2, align 4, !tbaa !15
  %58 = call fastcc i64 @eval(ptr noundef nonnull %0, ptr noundef null, ptr noundef nonnull %2)
  call fastcc void @free_expr(ptr noundef nonnull %0)
  %59 = call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store i64 %58, ptr %60, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  br label %92

61:                                               ; preds = %53, %42
  %62 = icmp eq i8 %45, 42
  br i1 %62, label %68, label %81

63:                                               ; preds = %31
  %64 = load i8, ptr %32, align 8, !tbaa !19
  %65 = icmp eq i8 %64, 42
  br i1 %65, label %66, label %81

66:                                               ; preds = %63
  %67 = load i32, ptr %38, align 8, !tbaa !23
  br label %72

68:                                               ; preds = %61
  %69 = getelementptr inbounds i8, ptr %39, i64 8
  %70 = load i64, ptr %69, align 8, !tbaa !19
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %66, %68
  %73 = phi i32 [ %67, %66 ], [ %43, %68 ]
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %92

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %38, i64 8
  %77 = load i64, ptr %76, align 8, !tbaa !19
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %79, label %92

79:                                               ; preds = %75, %68
  tail call fastcc void @free_expr(ptr noundef nonnull %0)
  %80 = tail call noalias noundef dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #13
  br label %92

81:                                               ; preds = %63, %61
  %82 = phi i8 [ %64, %63 ], [ %45, %61 ]
  %83 = icmp eq i8 %82, 43
  br i1 %83, label %84, label %92

84:                                               ; preds = %81
  %85 = load i32, ptr %38, align 8, !tbaa !23
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %92

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %38, i64 8
  %89 = load i64, ptr %88, align 8, !tbaa !19
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %91, label %92

91:                                               ; preds = %87
  tail call void @free(ptr noundef nonnull %38) #11
  tail call void @free(ptr noundef nonnull %0) #11
  br label %92

92:                                               ; preds = %72, %75, %57, %79, %91, %87, %84, %81, %28, %11
  %93 = phi ptr [ %8, %11 ], [ %0, %28 ], [ %80, %79 ], [ %39, %91 ], [ %59, %57 ], [ %0, %87 ], [ %0, %84 ], [ %0, %81 ], [ %0, %75 ], [ %0, %72 ]
  ret ptr %93
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @show(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %31, %1
  %3 = phi ptr [ %0, %1 ], [ %40, %31 ]
  %4 = load i32, ptr %3, align 8, !tbaa !23
  switch i32 %4, label %14 [
    i32 0, label %5
    i32 1, label %9
    i32 2, label %15
    i32 3, label %20
    i32 4, label %31
  ]

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %7)
  br label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load i8, ptr %10, align 8, !tbaa !19
  %12 = zext i8 %11 to i32
  %13 = tail call i32 @putchar(i32 %12)
  br label %14

14:                                               ; preds = %9, %5, %2, %20, %15
  ret void

15:                                               ; preds = %2
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !19
  tail call fastcc void @show(ptr noundef %18)
  %19 = tail call i32 @putchar(i32 41)
  br label %14

20:                                               ; preds = %2
  %21 = tail call i32 @putchar(i32 40)
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !19
  tail call fastcc void @show(ptr noundef %24)
  %25 = load i8, ptr %22, align 8, !tbaa !19
  %26 = zext i8 %25 to i32
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %26)
  %28 = getelementptr inbounds i8, ptr %3, i64 24
  %29 = load ptr, ptr %28, align 8, !tbaa !19
  tail call fastcc void @show(ptr noundef %29)
  %30 = tail call i32 @putchar(i32 41)
  br label %14

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %3, i64 8
  %33 = load i8, ptr %32, align 8, !tbaa !19
  %34 = zext i8 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %3, i64 16
  %37 = load ptr, ptr %36, align 8, !tbaa !19
  tail call fastcc void @show(ptr noundef %37)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  %39 = getelementptr inbounds i8, ptr %3, i64 24
  %40 = load ptr, ptr %39, align 8, !tbaa !19
  br label %2
}

; Function Attrs: nounwind uwtable
define internal fastcc void @free_expr(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !23
  switch i32 %2, label %10 [
    i32 3, label %3
    i32 2, label %6
    i32 4, label %3
  ]

3:                                                ; preds = %1, %1
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  tail call fastcc void @free_expr(ptr noundef %5)
  br label %6

6:                                                ; preds = %3, %1
  %7 = phi i64 [ 8, %1 ], [ 24, %3 ]
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !19
  tail call fastcc void @free_expr(ptr noundef %9)
  br label %10

10:                                               ; preds = %6, %1
  tail call void @free(ptr noundef nonnull %0) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }
attributes #13 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"env", !8, i64 0, !10, i64 8, !11, i64 16}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!7, !10, i64 8}
!13 = !{!7, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !18}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = !{!24, !16, i64 0}
!24 = !{!"expr", !16, i64 0, !8, i64 8}
!25 = distinct !{!25, !18}
