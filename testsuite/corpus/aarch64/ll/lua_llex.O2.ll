; ModuleID = 'src/lua/llex.c'
source_filename = "src/lua/llex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [5 x i8] c"_ENV\00", align 1
@luaX_tokens = internal unnamed_addr constant [37 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40], align 8
@luai_ctype_ = external hidden local_unnamed_addr constant [257 x i8], align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"'%c'\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"'<\\%d>'\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"'%s'\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"break\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"do\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"elseif\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"function\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"in\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"local\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"nil\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"not\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"repeat\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"return\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"then\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"true\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"until\00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.26 = private unnamed_addr constant [3 x i8] c"//\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"..\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.31 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"~=\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"<<\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c">>\00", align 1
@.str.35 = private unnamed_addr constant [3 x i8] c"::\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"<eof>\00", align 1
@.str.37 = private unnamed_addr constant [9 x i8] c"<number>\00", align 1
@.str.38 = private unnamed_addr constant [10 x i8] c"<integer>\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"<name>\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"<string>\00", align 1
@.str.41 = private unnamed_addr constant [11 x i8] c"%s near %s\00", align 1
@.str.42 = private unnamed_addr constant [25 x i8] c"lexical element too long\00", align 1
@.str.43 = private unnamed_addr constant [30 x i8] c"invalid long string delimiter\00", align 1
@.str.44 = private unnamed_addr constant [25 x i8] c"chunk has too many lines\00", align 1
@.str.45 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.46 = private unnamed_addr constant [8 x i8] c"comment\00", align 1
@.str.47 = private unnamed_addr constant [41 x i8] c"unfinished long %s (starting at line %d)\00", align 1
@.str.48 = private unnamed_addr constant [18 x i8] c"unfinished string\00", align 1
@.str.49 = private unnamed_addr constant [24 x i8] c"invalid escape sequence\00", align 1
@.str.50 = private unnamed_addr constant [27 x i8] c"hexadecimal digit expected\00", align 1
@.str.51 = private unnamed_addr constant [12 x i8] c"missing '{'\00", align 1
@.str.52 = private unnamed_addr constant [22 x i8] c"UTF-8 value too large\00", align 1
@.str.53 = private unnamed_addr constant [12 x i8] c"missing '}'\00", align 1
@.str.54 = private unnamed_addr constant [25 x i8] c"decimal escape too large\00", align 1
@.str.55 = private unnamed_addr constant [3 x i8] c"Ee\00", align 1
@.str.56 = private unnamed_addr constant [3 x i8] c"xX\00", align 1
@.str.57 = private unnamed_addr constant [3 x i8] c"Pp\00", align 1
@.str.58 = private unnamed_addr constant [3 x i8] c"-+\00", align 1
@.str.59 = private unnamed_addr constant [17 x i8] c"malformed number\00", align 1

; Function Attrs: nounwind uwtable
define hidden void @luaX_init(ptr noundef %0) local_unnamed_addr #0 {
  %2 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4) #6
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %2) #6
  br label %3

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %8, %3 ]
  %5 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %6) #6
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %7) #6
  %8 = add nuw nsw i64 %4, 1
  %9 = getelementptr inbounds i8, ptr %7, i64 10
  %10 = trunc nuw nsw i64 %8 to i8
  store i8 %10, ptr %9, align 2, !tbaa !10
  %11 = icmp eq i64 %8, 22
  br i1 %11, label %12, label %3, !llvm.loop !13

12:                                               ; preds = %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaX_token2str(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %1, 256
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = add nsw i32 %1, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !15
  %9 = and i8 %8, 4
  %10 = icmp eq i8 %9, 0
  %11 = getelementptr inbounds i8, ptr %0, i64 56
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  br i1 %10, label %15, label %13

13:                                               ; preds = %4
  %14 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %12, ptr noundef nonnull @.str.1, i32 noundef %1) #6
  br label %27

15:                                               ; preds = %4
  %16 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %12, ptr noundef nonnull @.str.2, i32 noundef %1) #6
  br label %27

17:                                               ; preds = %2
  %18 = add nsw i32 %1, -256
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !6
  %22 = icmp ult i32 %1, 288
  br i1 %22, label %23, label %27

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 56
  %25 = load ptr, ptr %24, align 8, !tbaa !16
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %25, ptr noundef nonnull @.str.3, ptr noundef %21) #6
  br label %27

27:                                               ; preds = %23, %17, %15, %13
  %28 = phi ptr [ %14, %13 ], [ %16, %15 ], [ %26, %23 ], [ %21, %17 ]
  ret ptr %28
}

declare hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaX_syntaxerror(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !19
  tail call fastcc void @lexerror(ptr noundef %0, ptr noundef %1, i32 noundef %4) #7
  unreachable
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @lexerror(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %0, i64 96
  %7 = load ptr, ptr %6, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !21
  %10 = tail call ptr @luaG_addinfo(ptr noundef %5, ptr noundef %1, ptr noundef %7, i32 noundef %9) #6
  %11 = icmp eq i32 %2, 0
  br i1 %11, label %69, label %12

12:                                               ; preds = %3
  %13 = load ptr, ptr %4, align 8, !tbaa !16
  %14 = add i32 %2, -289
  %15 = icmp ult i32 %14, 4
  br i1 %15, label %16, label %45

16:                                               ; preds = %12
  %17 = getelementptr inbounds i8, ptr %0, i64 72
  %18 = load ptr, ptr %17, align 8, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !23
  %21 = add i64 %20, 1
  %22 = getelementptr inbounds i8, ptr %18, i64 16
  %23 = load i64, ptr %22, align 8, !tbaa !26
  %24 = icmp ugt i64 %21, %23
  br i1 %24, label %27, label %25

25:                                               ; preds = %16
  %26 = load ptr, ptr %18, align 8, !tbaa !27
  br label %36

27:                                               ; preds = %16
  %28 = icmp ugt i64 %23, 4611686018427387902
  br i1 %28, label %29, label %30

29:                                               ; preds = %27
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

30:                                               ; preds = %27
  %31 = shl nuw nsw i64 %23, 1
  %32 = load ptr, ptr %18, align 8, !tbaa !27
  %33 = tail call ptr @luaM_saferealloc_(ptr noundef %13, ptr noundef %32, i64 noundef %23, i64 noundef %31) #6
  store ptr %33, ptr %18, align 8, !tbaa !27
  store i64 %31, ptr %22, align 8, !tbaa !26
  %34 = load i64, ptr %19, align 8, !tbaa !23
  %35 = add i64 %34, 1
  br label %36

36:                                               ; preds = %25, %30
  %37 = phi i64 [ %21, %25 ], [ %35, %30 ]
  %38 = phi i64 [ %20, %25 ], [ %34, %30 ]
  %39 = phi ptr [ %26, %25 ], [ %33, %30 ]
  store i64 %37, ptr %19, align 8, !tbaa !23
  %40 = getelementptr inbounds i8, ptr %39, i64 %38
  store i8 0, ptr %40, align 1, !tbaa !15
  %41 = load ptr, ptr %4, align 8, !tbaa !16
  %42 = load ptr, ptr %17, align 8, !tbaa !22
  %43 = load ptr, ptr %42, align 8, !tbaa !27
  %44 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %41, ptr noundef nonnull @.str.3, ptr noundef %43) #6
  br label %66

45:                                               ; preds = %12
  %46 = icmp slt i32 %2, 256
  br i1 %46, label %47, label %58

47:                                               ; preds = %45
  %48 = add nsw i32 %2, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !15
  %52 = and i8 %51, 4
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %47
  %55 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.1, i32 noundef %2) #6
  br label %66

56:                                               ; preds = %47
  %57 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef %2) #6
  br label %66

58:                                               ; preds = %45
  %59 = add nsw i32 %2, -256
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %60
  %62 = load ptr, ptr %61, align 8, !tbaa !6
  %63 = icmp ult i32 %2, 288
  br i1 %63, label %64, label %66

64:                                               ; preds = %58
  %65 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.3, ptr noundef %62) #6
  br label %66

66:                                               ; preds = %64, %58, %56, %54, %36
  %67 = phi ptr [ %44, %36 ], [ %55, %54 ], [ %57, %56 ], [ %65, %64 ], [ %62, %58 ]
  %68 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.41, ptr noundef %10, ptr noundef %67) #6
  br label %69

69:                                               ; preds = %66, %3
  %70 = load ptr, ptr %4, align 8, !tbaa !16
  tail call void @luaD_throw(ptr noundef %70, i32 noundef 3) #8
  unreachable
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaX_newstring(ptr nocapture noundef readonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !16
  %6 = tail call ptr @luaS_newlstr(ptr noundef %5, ptr noundef %1, i64 noundef %2) #6
  %7 = getelementptr inbounds i8, ptr %0, i64 80
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = tail call ptr @luaH_getstr(ptr noundef %8, ptr noundef %6) #6
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  %11 = load i8, ptr %10, align 8, !tbaa !29
  %12 = and i8 %11, 15
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !15
  br label %35

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store ptr %20, ptr %18, align 8, !tbaa !15
  store ptr %6, ptr %19, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %6, i64 8
  %22 = load i8, ptr %21, align 8, !tbaa !31
  %23 = or i8 %22, 64
  %24 = getelementptr inbounds i8, ptr %19, i64 8
  store i8 %23, ptr %24, align 8, !tbaa !29
  %25 = load ptr, ptr %7, align 8, !tbaa !28
  tail call void @luaH_finishset(ptr noundef %5, ptr noundef %25, ptr noundef nonnull %19, ptr noundef nonnull %9, ptr noundef nonnull %19) #6
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !32
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load i64, ptr %28, align 8, !tbaa !36
  %30 = icmp sgt i64 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %17
  tail call void @luaC_step(ptr noundef nonnull %5) #6
  br label %32

32:                                               ; preds = %31, %17
  %33 = load ptr, ptr %18, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %33, i64 -16
  store ptr %34, ptr %18, align 8, !tbaa !15
  br label %35

35:                                               ; preds = %32, %14
  %36 = phi ptr [ %6, %32 ], [ %16, %14 ]
  ret ptr %36
}

declare hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaX_setinput(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 0, ptr %6, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %1, i64 56
  store ptr %0, ptr %7, align 8, !tbaa !16
  store i32 %4, ptr %1, align 8, !tbaa !39
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 288, ptr %8, align 8, !tbaa !40
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store ptr %2, ptr %9, align 8, !tbaa !41
  %10 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr null, ptr %10, align 8, !tbaa !42
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  store <2 x i32> <i32 1, i32 1>, ptr %11, align 4, !tbaa !43
  %12 = getelementptr inbounds i8, ptr %1, i64 96
  store ptr %3, ptr %12, align 8, !tbaa !20
  %13 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4) #6
  %14 = getelementptr inbounds i8, ptr %1, i64 104
  store ptr %13, ptr %14, align 8, !tbaa !44
  %15 = load ptr, ptr %7, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %1, i64 72
  %17 = load ptr, ptr %16, align 8, !tbaa !22
  %18 = load ptr, ptr %17, align 8, !tbaa !27
  %19 = getelementptr inbounds i8, ptr %17, i64 16
  %20 = load i64, ptr %19, align 8, !tbaa !26
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %15, ptr noundef %18, i64 noundef %20, i64 noundef 32) #6
  %22 = load ptr, ptr %16, align 8, !tbaa !22
  store ptr %21, ptr %22, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 32, ptr %23, align 8, !tbaa !26
  ret void
}

declare hidden ptr @luaM_saferealloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaX_next(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %3, ptr %4, align 8, !tbaa !45
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  %6 = load i32, ptr %5, align 8, !tbaa !40
  %7 = icmp eq i32 %6, 288
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  br i1 %7, label %10, label %9

9:                                                ; preds = %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false), !tbaa.struct !46
  store i32 288, ptr %5, align 8, !tbaa !40
  br label %13

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = tail call fastcc i32 @llex(ptr noundef nonnull %0, ptr noundef nonnull %11)
  store i32 %12, ptr %8, align 8, !tbaa !19
  br label %13

13:                                               ; preds = %10, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal fastcc i32 @llex(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = alloca [8 x i8], align 1
  %4 = getelementptr inbounds i8, ptr %0, i64 72
  %5 = load ptr, ptr %4, align 8, !tbaa !22
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %6, align 8, !tbaa !23
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  br label %8

8:                                                ; preds = %70, %2
  %9 = load i32, ptr %0, align 8, !tbaa !39
  switch i32 %9, label %976 [
    i32 10, label %10
    i32 13, label %10
    i32 32, label %11
    i32 12, label %11
    i32 9, label %11
    i32 11, label %11
    i32 45, label %26
    i32 91, label %88
    i32 61, label %95
    i32 60, label %126
    i32 62, label %161
    i32 47, label %196
    i32 126, label %227
    i32 58, label %258
    i32 34, label %289
    i32 39, label %289
    i32 46, label %893
    i32 48, label %974
    i32 49, label %974
    i32 50, label %974
    i32 51, label %974
    i32 52, label %974
    i32 53, label %974
    i32 54, label %974
    i32 55, label %974
    i32 56, label %974
    i32 57, label %974
    i32 -1, label %1063
  ]

10:                                               ; preds = %8, %8
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0)
  br label %70

11:                                               ; preds = %8, %8, %8, %8
  %12 = load ptr, ptr %7, align 8, !tbaa !41
  %13 = load i64, ptr %12, align 8, !tbaa !47
  %14 = add i64 %13, -1
  store i64 %14, ptr %12, align 8, !tbaa !47
  %15 = icmp eq i64 %13, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !49
  %19 = getelementptr inbounds i8, ptr %18, i64 1
  store ptr %19, ptr %17, align 8, !tbaa !49
  %20 = load i8, ptr %18, align 1, !tbaa !15
  %21 = zext i8 %20 to i32
  br label %24

22:                                               ; preds = %11
  %23 = tail call i32 @luaZ_fill(ptr noundef nonnull %12) #6
  br label %24

24:                                               ; preds = %22, %16
  %25 = phi i32 [ %21, %16 ], [ %23, %22 ]
  store i32 %25, ptr %0, align 8, !tbaa !39
  br label %70

26:                                               ; preds = %8
  %27 = load ptr, ptr %7, align 8, !tbaa !41
  %28 = load i64, ptr %27, align 8, !tbaa !47
  %29 = add i64 %28, -1
  store i64 %29, ptr %27, align 8, !tbaa !47
  %30 = icmp eq i64 %28, 0
  br i1 %30, label %37, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %27, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !49
  %34 = getelementptr inbounds i8, ptr %33, i64 1
  store ptr %34, ptr %32, align 8, !tbaa !49
  %35 = load i8, ptr %33, align 1, !tbaa !15
  %36 = zext i8 %35 to i32
  br label %39

37:                                               ; preds = %26
  %38 = tail call i32 @luaZ_fill(ptr noundef nonnull %27) #6
  br label %39

39:                                               ; preds = %37, %31
  %40 = phi i32 [ %36, %31 ], [ %38, %37 ]
  store i32 %40, ptr %0, align 8, !tbaa !39
  %41 = icmp eq i32 %40, 45
  br i1 %41, label %42, label %1063

42:                                               ; preds = %39
  %43 = load ptr, ptr %7, align 8, !tbaa !41
  %44 = load i64, ptr %43, align 8, !tbaa !47
  %45 = add i64 %44, -1
  store i64 %45, ptr %43, align 8, !tbaa !47
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %43, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !49
  %50 = getelementptr inbounds i8, ptr %49, i64 1
  store ptr %50, ptr %48, align 8, !tbaa !49
  %51 = load i8, ptr %49, align 1, !tbaa !15
  %52 = zext i8 %51 to i32
  br label %55

53:                                               ; preds = %42
  %54 = tail call i32 @luaZ_fill(ptr noundef nonnull %43) #6
  br label %55

55:                                               ; preds = %53, %47
  %56 = phi i32 [ %52, %47 ], [ %54, %53 ]
  store i32 %56, ptr %0, align 8, !tbaa !39
  %57 = icmp eq i32 %56, 91
  br i1 %57, label %60, label %58

58:                                               ; preds = %65, %55
  %59 = phi i32 [ %56, %55 ], [ %66, %65 ]
  br label %71

60:                                               ; preds = %55
  %61 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0)
  %62 = load ptr, ptr %4, align 8, !tbaa !22
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store i64 0, ptr %63, align 8, !tbaa !23
  %64 = icmp ugt i64 %61, 1
  br i1 %64, label %67, label %65

65:                                               ; preds = %60
  %66 = load i32, ptr %0, align 8, !tbaa !39
  br label %58

67:                                               ; preds = %60
  tail call fastcc void @read_long_string(ptr noundef nonnull %0, ptr noundef null, i64 noundef %61)
  %68 = load ptr, ptr %4, align 8, !tbaa !22
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store i64 0, ptr %69, align 8, !tbaa !23
  br label %70

70:                                               ; preds = %71, %71, %71, %67, %24, %10
  br label %8

71:                                               ; preds = %58, %86
  %72 = phi i32 [ %87, %86 ], [ %59, %58 ]
  switch i32 %72, label %73 [
    i32 10, label %70
    i32 13, label %70
    i32 -1, label %70
  ]

73:                                               ; preds = %71
  %74 = load ptr, ptr %7, align 8, !tbaa !41
  %75 = load i64, ptr %74, align 8, !tbaa !47
  %76 = add i64 %75, -1
  store i64 %76, ptr %74, align 8, !tbaa !47
  %77 = icmp eq i64 %75, 0
  br i1 %77, label %84, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %74, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !49
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  store ptr %81, ptr %79, align 8, !tbaa !49
  %82 = load i8, ptr %80, align 1, !tbaa !15
  %83 = zext i8 %82 to i32
  br label %86

84:                                               ; preds = %73
  %85 = tail call i32 @luaZ_fill(ptr noundef nonnull %74) #6
  br label %86

86:                                               ; preds = %84, %78
  %87 = phi i32 [ %83, %78 ], [ %85, %84 ]
  store i32 %87, ptr %0, align 8, !tbaa !39
  br label %71, !llvm.loop !50

88:                                               ; preds = %8
  %89 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0)
  %90 = icmp ugt i64 %89, 1
  br i1 %90, label %91, label %92

91:                                               ; preds = %88
  tail call fastcc void @read_long_string(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %89)
  br label %1063

92:                                               ; preds = %88
  %93 = icmp eq i64 %89, 0
  br i1 %93, label %94, label %1063

94:                                               ; preds = %92
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.43, i32 noundef 292) #7
  unreachable

95:                                               ; preds = %8
  %96 = load ptr, ptr %7, align 8, !tbaa !41
  %97 = load i64, ptr %96, align 8, !tbaa !47
  %98 = add i64 %97, -1
  store i64 %98, ptr %96, align 8, !tbaa !47
  %99 = icmp eq i64 %97, 0
  br i1 %99, label %106, label %100

100:                                              ; preds = %95
  %101 = getelementptr inbounds i8, ptr %96, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !49
  %103 = getelementptr inbounds i8, ptr %102, i64 1
  store ptr %103, ptr %101, align 8, !tbaa !49
  %104 = load i8, ptr %102, align 1, !tbaa !15
  %105 = zext i8 %104 to i32
  br label %108

106:                                              ; preds = %95
  %107 = tail call i32 @luaZ_fill(ptr noundef nonnull %96) #6
  br label %108

108:                                              ; preds = %106, %100
  %109 = phi i32 [ %105, %100 ], [ %107, %106 ]
  store i32 %109, ptr %0, align 8, !tbaa !39
  %110 = icmp eq i32 %109, 61
  br i1 %110, label %111, label %1063

111:                                              ; preds = %108
  %112 = load ptr, ptr %7, align 8, !tbaa !41
  %113 = load i64, ptr %112, align 8, !tbaa !47
  %114 = add i64 %113, -1
  store i64 %114, ptr %112, align 8, !tbaa !47
  %115 = icmp eq i64 %113, 0
  br i1 %115, label %122, label %116

116:                                              ; preds = %111
  %117 = getelementptr inbounds i8, ptr %112, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !49
  %119 = getelementptr inbounds i8, ptr %118, i64 1
  store ptr %119, ptr %117, align 8, !tbaa !49
  %120 = load i8, ptr %118, align 1, !tbaa !15
  %121 = zext i8 %120 to i32
  br label %124

122:                                              ; preds = %111
  %123 = tail call i32 @luaZ_fill(ptr noundef nonnull %112) #6
  br label %124

124:                                              ; preds = %116, %122
  %125 = phi i32 [ %121, %116 ], [ %123, %122 ]
  store i32 %125, ptr %0, align 8, !tbaa !39
  br label %1063

126:                                              ; preds = %8
  %127 = load ptr, ptr %7, align 8, !tbaa !41
  %128 = load i64, ptr %127, align 8, !tbaa !47
  %129 = add i64 %128, -1
  store i64 %129, ptr %127, align 8, !tbaa !47
  %130 = icmp eq i64 %128, 0
  br i1 %130, label %137, label %131

131:                                              ; preds = %126
  %132 = getelementptr inbounds i8, ptr %127, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !49
  %134 = getelementptr inbounds i8, ptr %133, i64 1
  store ptr %134, ptr %132, align 8, !tbaa !49
  %135 = load i8, ptr %133, align 1, !tbaa !15
  %136 = zext i8 %135 to i32
  br label %139

137:                                              ; preds = %126
  %138 = tail call i32 @luaZ_fill(ptr noundef nonnull %127) #6
  br label %139

139:                                              ; preds = %137, %131
  %140 = phi i32 [ %136, %131 ], [ %138, %137 ]
  store i32 %140, ptr %0, align 8, !tbaa !39
  %141 = icmp eq i32 %140, 61
  br i1 %141, label %142, label %157

142:                                              ; preds = %139
  %143 = load ptr, ptr %7, align 8, !tbaa !41
  %144 = load i64, ptr %143, align 8, !tbaa !47
  %145 = add i64 %144, -1
  store i64 %145, ptr %143, align 8, !tbaa !47
  %146 = icmp eq i64 %144, 0
  br i1 %146, label %153, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %143, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !49
  %150 = getelementptr inbounds i8, ptr %149, i64 1
  store ptr %150, ptr %148, align 8, !tbaa !49
  %151 = load i8, ptr %149, align 1, !tbaa !15
  %152 = zext i8 %151 to i32
  br label %155

153:                                              ; preds = %142
  %154 = tail call i32 @luaZ_fill(ptr noundef nonnull %143) #6
  br label %155

155:                                              ; preds = %147, %153
  %156 = phi i32 [ %152, %147 ], [ %154, %153 ]
  store i32 %156, ptr %0, align 8, !tbaa !39
  br label %1063

157:                                              ; preds = %139
  %158 = tail call fastcc i32 @check_next1(ptr noundef nonnull %0, i32 noundef 60)
  %159 = icmp eq i32 %158, 0
  %160 = select i1 %159, i32 60, i32 285
  br label %1063

161:                                              ; preds = %8
  %162 = load ptr, ptr %7, align 8, !tbaa !41
  %163 = load i64, ptr %162, align 8, !tbaa !47
  %164 = add i64 %163, -1
  store i64 %164, ptr %162, align 8, !tbaa !47
  %165 = icmp eq i64 %163, 0
  br i1 %165, label %172, label %166

166:                                              ; preds = %161
  %167 = getelementptr inbounds i8, ptr %162, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !49
  %169 = getelementptr inbounds i8, ptr %168, i64 1
  store ptr %169, ptr %167, align 8, !tbaa !49
  %170 = load i8, ptr %168, align 1, !tbaa !15
  %171 = zext i8 %170 to i32
  br label %174

172:                                              ; preds = %161
  %173 = tail call i32 @luaZ_fill(ptr noundef nonnull %162) #6
  br label %174

174:                                              ; preds = %172, %166
  %175 = phi i32 [ %171, %166 ], [ %173, %172 ]
  store i32 %175, ptr %0, align 8, !tbaa !39
  %176 = icmp eq i32 %175, 61
  br i1 %176, label %177, label %192

177:                                              ; preds = %174
  %178 = load ptr, ptr %7, align 8, !tbaa !41
  %179 = load i64, ptr %178, align 8, !tbaa !47
  %180 = add i64 %179, -1
  store i64 %180, ptr %178, align 8, !tbaa !47
  %181 = icmp eq i64 %179, 0
  br i1 %181, label %188, label %182

182:                                              ; preds = %177
  %183 = getelementptr inbounds i8, ptr %178, i64 8
  %184 = load ptr, ptr %183, align 8, !tbaa !49
  %185 = getelementptr inbounds i8, ptr %184, i64 1
  store ptr %185, ptr %183, align 8, !tbaa !49
  %186 = load i8, ptr %184, align 1, !tbaa !15
  %187 = zext i8 %186 to i32
  br label %190

188:                                              ; preds = %177
  %189 = tail call i32 @luaZ_fill(ptr noundef nonnull %178) #6
  br label %190

190:                                              ; preds = %182, %188
  %191 = phi i32 [ %187, %182 ], [ %189, %188 ]
  store i32 %191, ptr %0, align 8, !tbaa !39
  br label %1063

192:                                              ; preds = %174
  %193 = tail call fastcc i32 @check_next1(ptr noundef nonnull %0, i32 noundef 62)
  %194 = icmp eq i32 %193, 0
  %195 = select i1 %194, i32 62, i32 286
  br label %1063

196:                                              ; preds = %8
  %197 = load ptr, ptr %7, align 8, !tbaa !41
  %198 = load i64, ptr %197, align 8, !tbaa !47
  %199 = add i64 %198, -1
  store i64 %199, ptr %197, align 8, !tbaa !47
  %200 = icmp eq i64 %198, 0
  br i1 %200, label %207, label %201

201:                                              ; preds = %196
  %202 = getelementptr inbounds i8, ptr %197, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !49
  %204 = getelementptr inbounds i8, ptr %203, i64 1
  store ptr %204, ptr %202, align 8, !tbaa !49
  %205 = load i8, ptr %203, align 1, !tbaa !15
  %206 = zext i8 %205 to i32
  br label %209

207:                                              ; preds = %196
  %208 = tail call i32 @luaZ_fill(ptr noundef nonnull %197) #6
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi i32 [ %206, %201 ], [ %208, %207 ]
  store i32 %210, ptr %0, align 8, !tbaa !39
  %211 = icmp eq i32 %210, 47
  br i1 %211, label %212, label %1063

212:                                              ; preds = %209
  %213 = load ptr, ptr %7, align 8, !tbaa !41
  %214 = load i64, ptr %213, align 8, !tbaa !47
  %215 = add i64 %214, -1
  store i64 %215, ptr %213, align 8, !tbaa !47
  %216 = icmp eq i64 %214, 0
  br i1 %216, label %223, label %217

217:                                              ; preds = %212
  %218 = getelementptr inbounds i8, ptr %213, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !49
  %220 = getelementptr inbounds i8, ptr %219, i64 1
  store ptr %220, ptr %218, align 8, !tbaa !49
  %221 = load i8, ptr %219, align 1, !tbaa !15
  %222 = zext i8 %221 to i32
  br label %225

223:                                              ; preds = %212
  %224 = tail call i32 @luaZ_fill(ptr noundef nonnull %213) #6
  br label %225

225:                                              ; preds = %217, %223
  %226 = phi i32 [ %222, %217 ], [ %224, %223 ]
  store i32 %226, ptr %0, align 8, !tbaa !39
  br label %1063

227:                                              ; preds = %8
  %228 = load ptr, ptr %7, align 8, !tbaa !41
  %229 = load i64, ptr %228, align 8, !tbaa !47
  %230 = add i64 %229, -1
  store i64 %230, ptr %228, align 8, !tbaa !47
  %231 = icmp eq i64 %229, 0
  br i1 %231, label %238, label %232

232:                                              ; preds = %227
  %233 = getelementptr inbounds i8, ptr %228, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !49
  %235 = getelementptr inbounds i8, ptr %234, i64 1
  store ptr %235, ptr %233, align 8, !tbaa !49
  %236 = load i8, ptr %234, align 1, !tbaa !15
  %237 = zext i8 %236 to i32
  br label %240

238:                                              ; preds = %227
  %239 = tail call i32 @luaZ_fill(ptr noundef nonnull %228) #6
  br label %240

240:                                              ; preds = %238, %232
  %241 = phi i32 [ %237, %232 ], [ %239, %238 ]
  store i32 %241, ptr %0, align 8, !tbaa !39
  %242 = icmp eq i32 %241, 61
  br i1 %242, label %243, label %1063

243:                                              ; preds = %240
  %244 = load ptr, ptr %7, align 8, !tbaa !41
  %245 = load i64, ptr %244, align 8, !tbaa !47
  %246 = add i64 %245, -1
  store i64 %246, ptr %244, align 8, !tbaa !47
  %247 = icmp eq i64 %245, 0
  br i1 %247, label %254, label %248

248:                                              ; preds = %243
  %249 = getelementptr inbounds i8, ptr %244, i64 8
  %250 = load ptr, ptr %249, align 8, !tbaa !49
  %251 = getelementptr inbounds i8, ptr %250, i64 1
  store ptr %251, ptr %249, align 8, !tbaa !49
  %252 = load i8, ptr %250, align 1, !tbaa !15
  %253 = zext i8 %252 to i32
  br label %256

254:                                              ; preds = %243
  %255 = tail call i32 @luaZ_fill(ptr noundef nonnull %244) #6
  br label %256

256:                                              ; preds = %248, %254
  %257 = phi i32 [ %253, %248 ], [ %255, %254 ]
  store i32 %257, ptr %0, align 8, !tbaa !39
  br label %1063

258:                                              ; preds = %8
  %259 = load ptr, ptr %7, align 8, !tbaa !41
  %260 = load i64, ptr %259, align 8, !tbaa !47
  %261 = add i64 %260, -1
  store i64 %261, ptr %259, align 8, !tbaa !47
  %262 = icmp eq i64 %260, 0
  br i1 %262, label %269, label %263

263:                                              ; preds = %258
  %264 = getelementptr inbounds i8, ptr %259, i64 8
  %265 = load ptr, ptr %264, align 8, !tbaa !49
  %266 = getelementptr inbounds i8, ptr %265, i64 1
  store ptr %266, ptr %264, align 8, !tbaa !49
  %267 = load i8, ptr %265, align 1, !tbaa !15
  %268 = zext i8 %267 to i32
  br label %271

269:                                              ; preds = %258
  %270 = tail call i32 @luaZ_fill(ptr noundef nonnull %259) #6
  br label %271

271:                                              ; preds = %269, %263
  %272 = phi i32 [ %268, %263 ], [ %270, %269 ]
  store i32 %272, ptr %0, align 8, !tbaa !39
  %273 = icmp eq i32 %272, 58
  br i1 %273, label %274, label %1063

274:                                              ; preds = %271
  %275 = load ptr, ptr %7, align 8, !tbaa !41
  %276 = load i64, ptr %275, align 8, !tbaa !47
  %277 = add i64 %276, -1
  store i64 %277, ptr %275, align 8, !tbaa !47
  %278 = icmp eq i64 %276, 0
  br i1 %278, label %285, label %279

279:                                              ; preds = %274
  %280 = getelementptr inbounds i8, ptr %275, i64 8
  %281 = load ptr, ptr %280, align 8, !tbaa !49
  %282 = getelementptr inbounds i8, ptr %281, i64 1
  store ptr %282, ptr %280, align 8, !tbaa !49
  %283 = load i8, ptr %281, align 1, !tbaa !15
  %284 = zext i8 %283 to i32
  br label %287

285:                                              ; preds = %274
  %286 = tail call i32 @luaZ_fill(ptr noundef nonnull %275) #6
  br label %287

287:                                              ; preds = %279, %285
  %288 = phi i32 [ %284, %279 ], [ %286, %285 ]
  store i32 %288, ptr %0, align 8, !tbaa !39
  br label %1063

289:                                              ; preds = %8, %8
  %290 = load ptr, ptr %4, align 8, !tbaa !22
  %291 = getelementptr inbounds i8, ptr %290, i64 8
  %292 = load i64, ptr %291, align 8, !tbaa !23
  %293 = add i64 %292, 1
  %294 = getelementptr inbounds i8, ptr %290, i64 16
  %295 = load i64, ptr %294, align 8, !tbaa !26
  %296 = icmp ugt i64 %293, %295
  br i1 %296, label %299, label %297

297:                                              ; preds = %289
  %298 = load ptr, ptr %290, align 8, !tbaa !27
  br label %310

299:                                              ; preds = %289
  %300 = icmp ugt i64 %295, 4611686018427387902
  br i1 %300, label %301, label %302

301:                                              ; preds = %299
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

302:                                              ; preds = %299
  %303 = shl nuw nsw i64 %295, 1
  %304 = getelementptr inbounds i8, ptr %0, i64 56
  %305 = load ptr, ptr %304, align 8, !tbaa !16
  %306 = load ptr, ptr %290, align 8, !tbaa !27
  %307 = tail call ptr @luaM_saferealloc_(ptr noundef %305, ptr noundef %306, i64 noundef %295, i64 noundef %303) #6
  store ptr %307, ptr %290, align 8, !tbaa !27
  store i64 %303, ptr %294, align 8, !tbaa !26
  %308 = load i64, ptr %291, align 8, !tbaa !23
  %309 = add i64 %308, 1
  br label %310

310:                                              ; preds = %302, %297
  %311 = phi i64 [ %293, %297 ], [ %309, %302 ]
  %312 = phi i64 [ %292, %297 ], [ %308, %302 ]
  %313 = phi ptr [ %298, %297 ], [ %307, %302 ]
  %314 = trunc i32 %9 to i8
  store i64 %311, ptr %291, align 8, !tbaa !23
  %315 = getelementptr inbounds i8, ptr %313, i64 %312
  store i8 %314, ptr %315, align 1, !tbaa !15
  %316 = load ptr, ptr %7, align 8, !tbaa !41
  %317 = load i64, ptr %316, align 8, !tbaa !47
  %318 = add i64 %317, -1
  store i64 %318, ptr %316, align 8, !tbaa !47
  %319 = icmp eq i64 %317, 0
  br i1 %319, label %326, label %320

320:                                              ; preds = %310
  %321 = getelementptr inbounds i8, ptr %316, i64 8
  %322 = load ptr, ptr %321, align 8, !tbaa !49
  %323 = getelementptr inbounds i8, ptr %322, i64 1
  store ptr %323, ptr %321, align 8, !tbaa !49
  %324 = load i8, ptr %322, align 1, !tbaa !15
  %325 = zext i8 %324 to i32
  br label %328

326:                                              ; preds = %310
  %327 = tail call i32 @luaZ_fill(ptr noundef nonnull %316) #6
  br label %328

328:                                              ; preds = %326, %320
  %329 = phi i32 [ %325, %320 ], [ %327, %326 ]
  store i32 %329, ptr %0, align 8, !tbaa !39
  %330 = icmp eq i32 %329, %9
  br i1 %330, label %846, label %331

331:                                              ; preds = %328
  %332 = getelementptr inbounds i8, ptr %0, i64 56
  br label %333

333:                                              ; preds = %843, %331
  %334 = phi i32 [ %329, %331 ], [ %844, %843 ]
  switch i32 %334, label %803 [
    i32 -1, label %335
    i32 10, label %336
    i32 13, label %336
    i32 92, label %337
  ]

335:                                              ; preds = %333
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.48, i32 noundef 288) #7
  unreachable

336:                                              ; preds = %333, %333
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.48, i32 noundef 292) #7
  unreachable

337:                                              ; preds = %333
  %338 = load ptr, ptr %4, align 8, !tbaa !22
  %339 = getelementptr inbounds i8, ptr %338, i64 8
  %340 = load i64, ptr %339, align 8, !tbaa !23
  %341 = add i64 %340, 1
  %342 = getelementptr inbounds i8, ptr %338, i64 16
  %343 = load i64, ptr %342, align 8, !tbaa !26
  %344 = icmp ugt i64 %341, %343
  br i1 %344, label %347, label %345

345:                                              ; preds = %337
  %346 = load ptr, ptr %338, align 8, !tbaa !27
  br label %357

347:                                              ; preds = %337
  %348 = icmp ugt i64 %343, 4611686018427387902
  br i1 %348, label %349, label %350

349:                                              ; preds = %347
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

350:                                              ; preds = %347
  %351 = shl nuw nsw i64 %343, 1
  %352 = load ptr, ptr %332, align 8, !tbaa !16
  %353 = load ptr, ptr %338, align 8, !tbaa !27
  %354 = call ptr @luaM_saferealloc_(ptr noundef %352, ptr noundef %353, i64 noundef %343, i64 noundef %351) #6
  store ptr %354, ptr %338, align 8, !tbaa !27
  store i64 %351, ptr %342, align 8, !tbaa !26
  %355 = load i64, ptr %339, align 8, !tbaa !23
  %356 = add i64 %355, 1
  br label %357

357:                                              ; preds = %350, %345
  %358 = phi i64 [ %341, %345 ], [ %356, %350 ]
  %359 = phi i64 [ %340, %345 ], [ %355, %350 ]
  %360 = phi ptr [ %346, %345 ], [ %354, %350 ]
  store i64 %358, ptr %339, align 8, !tbaa !23
  %361 = getelementptr inbounds i8, ptr %360, i64 %359
  store i8 92, ptr %361, align 1, !tbaa !15
  %362 = load ptr, ptr %7, align 8, !tbaa !41
  %363 = load i64, ptr %362, align 8, !tbaa !47
  %364 = add i64 %363, -1
  store i64 %364, ptr %362, align 8, !tbaa !47
  %365 = icmp eq i64 %363, 0
  br i1 %365, label %372, label %366

366:                                              ; preds = %357
  %367 = getelementptr inbounds i8, ptr %362, i64 8
  %368 = load ptr, ptr %367, align 8, !tbaa !49
  %369 = getelementptr inbounds i8, ptr %368, i64 1
  store ptr %369, ptr %367, align 8, !tbaa !49
  %370 = load i8, ptr %368, align 1, !tbaa !15
  %371 = zext i8 %370 to i32
  br label %374

372:                                              ; preds = %357
  %373 = call i32 @luaZ_fill(ptr noundef nonnull %362) #6
  br label %374

374:                                              ; preds = %372, %366
  %375 = phi i32 [ %371, %366 ], [ %373, %372 ]
  store i32 %375, ptr %0, align 8, !tbaa !39
  switch i32 %375, label %651 [
    i32 97, label %760
    i32 98, label %376
    i32 102, label %377
    i32 110, label %378
    i32 114, label %379
    i32 116, label %380
    i32 118, label %381
    i32 120, label %382
    i32 117, label %391
    i32 10, label %597
    i32 13, label %597
    i32 92, label %598
    i32 34, label %598
    i32 39, label %598
    i32 -1, label %843
    i32 122, label %599
  ]

376:                                              ; preds = %374
  br label %760

377:                                              ; preds = %374
  br label %760

378:                                              ; preds = %374
  br label %760

379:                                              ; preds = %374
  br label %760

380:                                              ; preds = %374
  br label %760

381:                                              ; preds = %374
  br label %760

382:                                              ; preds = %374
  %383 = call fastcc i32 @gethexa(ptr noundef nonnull %0)
  %384 = shl i32 %383, 4
  %385 = call fastcc i32 @gethexa(ptr noundef nonnull %0)
  %386 = add nsw i32 %384, %385
  %387 = load ptr, ptr %4, align 8, !tbaa !22
  %388 = getelementptr inbounds i8, ptr %387, i64 8
  %389 = load i64, ptr %388, align 8, !tbaa !23
  %390 = add i64 %389, -2
  store i64 %390, ptr %388, align 8, !tbaa !23
  br label %760

391:                                              ; preds = %374
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %392 = load ptr, ptr %4, align 8, !tbaa !22
  %393 = getelementptr inbounds i8, ptr %392, i64 8
  %394 = load i64, ptr %393, align 8, !tbaa !23
  %395 = add i64 %394, 1
  %396 = getelementptr inbounds i8, ptr %392, i64 16
  %397 = load i64, ptr %396, align 8, !tbaa !26
  %398 = icmp ugt i64 %395, %397
  br i1 %398, label %401, label %399

399:                                              ; preds = %391
  %400 = load ptr, ptr %392, align 8, !tbaa !27
  br label %411

401:                                              ; preds = %391
  %402 = icmp ugt i64 %397, 4611686018427387902
  br i1 %402, label %403, label %404

403:                                              ; preds = %401
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

404:                                              ; preds = %401
  %405 = shl nuw nsw i64 %397, 1
  %406 = load ptr, ptr %332, align 8, !tbaa !16
  %407 = load ptr, ptr %392, align 8, !tbaa !27
  %408 = call ptr @luaM_saferealloc_(ptr noundef %406, ptr noundef %407, i64 noundef %397, i64 noundef %405) #6
  store ptr %408, ptr %392, align 8, !tbaa !27
  store i64 %405, ptr %396, align 8, !tbaa !26
  %409 = load i64, ptr %393, align 8, !tbaa !23
  %410 = add i64 %409, 1
  br label %411

411:                                              ; preds = %404, %399
  %412 = phi i64 [ %395, %399 ], [ %410, %404 ]
  %413 = phi i64 [ %394, %399 ], [ %409, %404 ]
  %414 = phi ptr [ %400, %399 ], [ %408, %404 ]
  store i64 %412, ptr %393, align 8, !tbaa !23
  %415 = getelementptr inbounds i8, ptr %414, i64 %413
  store i8 117, ptr %415, align 1, !tbaa !15
  %416 = load ptr, ptr %7, align 8, !tbaa !41
  %417 = load i64, ptr %416, align 8, !tbaa !47
  %418 = add i64 %417, -1
  store i64 %418, ptr %416, align 8, !tbaa !47
  %419 = icmp eq i64 %417, 0
  br i1 %419, label %426, label %420

420:                                              ; preds = %411
  %421 = getelementptr inbounds i8, ptr %416, i64 8
  %422 = load ptr, ptr %421, align 8, !tbaa !49
  %423 = getelementptr inbounds i8, ptr %422, i64 1
  store ptr %423, ptr %421, align 8, !tbaa !49
  %424 = load i8, ptr %422, align 1, !tbaa !15
  %425 = zext i8 %424 to i32
  br label %428

426:                                              ; preds = %411
  %427 = call i32 @luaZ_fill(ptr noundef nonnull %416) #6
  br label %428

428:                                              ; preds = %426, %420
  %429 = phi i32 [ %425, %420 ], [ %427, %426 ]
  store i32 %429, ptr %0, align 8, !tbaa !39
  switch i32 %429, label %430 [
    i32 123, label %446
    i32 -1, label %445
  ]

430:                                              ; preds = %428
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %429)
  %431 = load ptr, ptr %7, align 8, !tbaa !41
  %432 = load i64, ptr %431, align 8, !tbaa !47
  %433 = add i64 %432, -1
  store i64 %433, ptr %431, align 8, !tbaa !47
  %434 = icmp eq i64 %432, 0
  br i1 %434, label %441, label %435

435:                                              ; preds = %430
  %436 = getelementptr inbounds i8, ptr %431, i64 8
  %437 = load ptr, ptr %436, align 8, !tbaa !49
  %438 = getelementptr inbounds i8, ptr %437, i64 1
  store ptr %438, ptr %436, align 8, !tbaa !49
  %439 = load i8, ptr %437, align 1, !tbaa !15
  %440 = zext i8 %439 to i32
  br label %443

441:                                              ; preds = %430
  %442 = call i32 @luaZ_fill(ptr noundef nonnull %431) #6
  br label %443

443:                                              ; preds = %441, %435
  %444 = phi i32 [ %440, %435 ], [ %442, %441 ]
  store i32 %444, ptr %0, align 8, !tbaa !39
  br label %445

445:                                              ; preds = %428, %443
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.51, i32 noundef 292) #7
  unreachable

446:                                              ; preds = %428
  %447 = call fastcc i32 @gethexa(ptr noundef nonnull %0)
  %448 = sext i32 %447 to i64
  br label %449

449:                                              ; preds = %518, %446
  %450 = phi i64 [ %448, %446 ], [ %523, %518 ]
  %451 = phi i32 [ 4, %446 ], [ %519, %518 ]
  %452 = load i32, ptr %0, align 8, !tbaa !39
  %453 = load ptr, ptr %4, align 8, !tbaa !22
  %454 = getelementptr inbounds i8, ptr %453, i64 8
  %455 = load i64, ptr %454, align 8, !tbaa !23
  %456 = add i64 %455, 1
  %457 = getelementptr inbounds i8, ptr %453, i64 16
  %458 = load i64, ptr %457, align 8, !tbaa !26
  %459 = icmp ugt i64 %456, %458
  br i1 %459, label %462, label %460

460:                                              ; preds = %449
  %461 = load ptr, ptr %453, align 8, !tbaa !27
  br label %472

462:                                              ; preds = %449
  %463 = icmp ugt i64 %458, 4611686018427387902
  br i1 %463, label %464, label %465

464:                                              ; preds = %462
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

465:                                              ; preds = %462
  %466 = shl nuw nsw i64 %458, 1
  %467 = load ptr, ptr %332, align 8, !tbaa !16
  %468 = load ptr, ptr %453, align 8, !tbaa !27
  %469 = call ptr @luaM_saferealloc_(ptr noundef %467, ptr noundef %468, i64 noundef %458, i64 noundef %466) #6
  store ptr %469, ptr %453, align 8, !tbaa !27
  store i64 %466, ptr %457, align 8, !tbaa !26
  %470 = load i64, ptr %454, align 8, !tbaa !23
  %471 = add i64 %470, 1
  br label %472

472:                                              ; preds = %465, %460
  %473 = phi i64 [ %456, %460 ], [ %471, %465 ]
  %474 = phi i64 [ %455, %460 ], [ %470, %465 ]
  %475 = phi ptr [ %461, %460 ], [ %469, %465 ]
  %476 = trunc i32 %452 to i8
  store i64 %473, ptr %454, align 8, !tbaa !23
  %477 = getelementptr inbounds i8, ptr %475, i64 %474
  store i8 %476, ptr %477, align 1, !tbaa !15
  %478 = load ptr, ptr %7, align 8, !tbaa !41
  %479 = load i64, ptr %478, align 8, !tbaa !47
  %480 = add i64 %479, -1
  store i64 %480, ptr %478, align 8, !tbaa !47
  %481 = icmp eq i64 %479, 0
  br i1 %481, label %488, label %482

482:                                              ; preds = %472
  %483 = getelementptr inbounds i8, ptr %478, i64 8
  %484 = load ptr, ptr %483, align 8, !tbaa !49
  %485 = getelementptr inbounds i8, ptr %484, i64 1
  store ptr %485, ptr %483, align 8, !tbaa !49
  %486 = load i8, ptr %484, align 1, !tbaa !15
  %487 = zext i8 %486 to i32
  br label %490

488:                                              ; preds = %472
  %489 = call i32 @luaZ_fill(ptr noundef nonnull %478) #6
  br label %490

490:                                              ; preds = %488, %482
  %491 = phi i32 [ %487, %482 ], [ %489, %488 ]
  store i32 %491, ptr %0, align 8, !tbaa !39
  %492 = add nsw i32 %491, 1
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %493
  %495 = load i8, ptr %494, align 1, !tbaa !15
  %496 = and i8 %495, 16
  %497 = icmp eq i8 %496, 0
  br i1 %497, label %524, label %498

498:                                              ; preds = %490
  %499 = icmp ugt i64 %450, 134217727
  br i1 %499, label %500, label %518

500:                                              ; preds = %498
  %501 = icmp eq i32 %491, -1
  br i1 %501, label %517, label %502

502:                                              ; preds = %500
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %491)
  %503 = load ptr, ptr %7, align 8, !tbaa !41
  %504 = load i64, ptr %503, align 8, !tbaa !47
  %505 = add i64 %504, -1
  store i64 %505, ptr %503, align 8, !tbaa !47
  %506 = icmp eq i64 %504, 0
  br i1 %506, label %513, label %507

507:                                              ; preds = %502
  %508 = getelementptr inbounds i8, ptr %503, i64 8
  %509 = load ptr, ptr %508, align 8, !tbaa !49
  %510 = getelementptr inbounds i8, ptr %509, i64 1
  store ptr %510, ptr %508, align 8, !tbaa !49
  %511 = load i8, ptr %509, align 1, !tbaa !15
  %512 = zext i8 %511 to i32
  br label %515

513:                                              ; preds = %502
  %514 = call i32 @luaZ_fill(ptr noundef nonnull %503) #6
  br label %515

515:                                              ; preds = %513, %507
  %516 = phi i32 [ %512, %507 ], [ %514, %513 ]
  store i32 %516, ptr %0, align 8, !tbaa !39
  br label %517

517:                                              ; preds = %515, %500
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.52, i32 noundef 292) #7
  unreachable

518:                                              ; preds = %498
  %519 = add nuw nsw i32 %451, 1
  %520 = shl nuw nsw i64 %450, 4
  %521 = call i32 @luaO_hexavalue(i32 noundef %491) #6
  %522 = sext i32 %521 to i64
  %523 = add nsw i64 %520, %522
  br label %449, !llvm.loop !51

524:                                              ; preds = %490
  switch i32 %491, label %525 [
    i32 125, label %541
    i32 -1, label %540
  ]

525:                                              ; preds = %524
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %491)
  %526 = load ptr, ptr %7, align 8, !tbaa !41
  %527 = load i64, ptr %526, align 8, !tbaa !47
  %528 = add i64 %527, -1
  store i64 %528, ptr %526, align 8, !tbaa !47
  %529 = icmp eq i64 %527, 0
  br i1 %529, label %536, label %530

530:                                              ; preds = %525
  %531 = getelementptr inbounds i8, ptr %526, i64 8
  %532 = load ptr, ptr %531, align 8, !tbaa !49
  %533 = getelementptr inbounds i8, ptr %532, i64 1
  store ptr %533, ptr %531, align 8, !tbaa !49
  %534 = load i8, ptr %532, align 1, !tbaa !15
  %535 = zext i8 %534 to i32
  br label %538

536:                                              ; preds = %525
  %537 = call i32 @luaZ_fill(ptr noundef nonnull %526) #6
  br label %538

538:                                              ; preds = %536, %530
  %539 = phi i32 [ %535, %530 ], [ %537, %536 ]
  store i32 %539, ptr %0, align 8, !tbaa !39
  br label %540

540:                                              ; preds = %524, %538
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.53, i32 noundef 292) #7
  unreachable

541:                                              ; preds = %524
  %542 = load ptr, ptr %7, align 8, !tbaa !41
  %543 = load i64, ptr %542, align 8, !tbaa !47
  %544 = add i64 %543, -1
  store i64 %544, ptr %542, align 8, !tbaa !47
  %545 = icmp eq i64 %543, 0
  br i1 %545, label %552, label %546

546:                                              ; preds = %541
  %547 = getelementptr inbounds i8, ptr %542, i64 8
  %548 = load ptr, ptr %547, align 8, !tbaa !49
  %549 = getelementptr inbounds i8, ptr %548, i64 1
  store ptr %549, ptr %547, align 8, !tbaa !49
  %550 = load i8, ptr %548, align 1, !tbaa !15
  %551 = zext i8 %550 to i32
  br label %554

552:                                              ; preds = %541
  %553 = call i32 @luaZ_fill(ptr noundef nonnull %542) #6
  br label %554

554:                                              ; preds = %552, %546
  %555 = phi i32 [ %551, %546 ], [ %553, %552 ]
  store i32 %555, ptr %0, align 8, !tbaa !39
  %556 = zext nneg i32 %451 to i64
  %557 = load ptr, ptr %4, align 8, !tbaa !22
  %558 = getelementptr inbounds i8, ptr %557, i64 8
  %559 = load i64, ptr %558, align 8, !tbaa !23
  %560 = sub i64 %559, %556
  store i64 %560, ptr %558, align 8, !tbaa !23
  %561 = call i32 @luaO_utf8esc(ptr noundef nonnull %3, i64 noundef %450) #6
  %562 = icmp sgt i32 %561, 0
  br i1 %562, label %563, label %596

563:                                              ; preds = %554
  %564 = zext nneg i32 %561 to i64
  br label %565

565:                                              ; preds = %589, %563
  %566 = phi i64 [ %564, %563 ], [ %594, %589 ]
  %567 = sub nsw i64 8, %566
  %568 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 %567
  %569 = load i8, ptr %568, align 1, !tbaa !15
  %570 = load ptr, ptr %4, align 8, !tbaa !22
  %571 = getelementptr inbounds i8, ptr %570, i64 8
  %572 = load i64, ptr %571, align 8, !tbaa !23
  %573 = add i64 %572, 1
  %574 = getelementptr inbounds i8, ptr %570, i64 16
  %575 = load i64, ptr %574, align 8, !tbaa !26
  %576 = icmp ugt i64 %573, %575
  br i1 %576, label %579, label %577

577:                                              ; preds = %565
  %578 = load ptr, ptr %570, align 8, !tbaa !27
  br label %589

579:                                              ; preds = %565
  %580 = icmp ugt i64 %575, 4611686018427387902
  br i1 %580, label %581, label %582

581:                                              ; preds = %579
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

582:                                              ; preds = %579
  %583 = shl nuw nsw i64 %575, 1
  %584 = load ptr, ptr %332, align 8, !tbaa !16
  %585 = load ptr, ptr %570, align 8, !tbaa !27
  %586 = call ptr @luaM_saferealloc_(ptr noundef %584, ptr noundef %585, i64 noundef %575, i64 noundef %583) #6
  store ptr %586, ptr %570, align 8, !tbaa !27
  store i64 %583, ptr %574, align 8, !tbaa !26
  %587 = load i64, ptr %571, align 8, !tbaa !23
  %588 = add i64 %587, 1
  br label %589

589:                                              ; preds = %582, %577
  %590 = phi i64 [ %573, %577 ], [ %588, %582 ]
  %591 = phi i64 [ %572, %577 ], [ %587, %582 ]
  %592 = phi ptr [ %578, %577 ], [ %586, %582 ]
  store i64 %590, ptr %571, align 8, !tbaa !23
  %593 = getelementptr inbounds i8, ptr %592, i64 %591
  store i8 %569, ptr %593, align 1, !tbaa !15
  %594 = add nsw i64 %566, -1
  %595 = icmp sgt i64 %566, 1
  br i1 %595, label %565, label %596, !llvm.loop !52

596:                                              ; preds = %589, %554
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  br label %843

597:                                              ; preds = %374, %374
  call fastcc void @inclinenumber(ptr noundef nonnull %0)
  br label %776

598:                                              ; preds = %374, %374, %374
  br label %760

599:                                              ; preds = %374
  %600 = load ptr, ptr %4, align 8, !tbaa !22
  %601 = getelementptr inbounds i8, ptr %600, i64 8
  %602 = load i64, ptr %601, align 8, !tbaa !23
  %603 = add i64 %602, -1
  store i64 %603, ptr %601, align 8, !tbaa !23
  %604 = load ptr, ptr %7, align 8, !tbaa !41
  %605 = load i64, ptr %604, align 8, !tbaa !47
  %606 = add i64 %605, -1
  store i64 %606, ptr %604, align 8, !tbaa !47
  %607 = icmp eq i64 %605, 0
  br i1 %607, label %614, label %608

608:                                              ; preds = %599
  %609 = getelementptr inbounds i8, ptr %604, i64 8
  %610 = load ptr, ptr %609, align 8, !tbaa !49
  %611 = getelementptr inbounds i8, ptr %610, i64 1
  store ptr %611, ptr %609, align 8, !tbaa !49
  %612 = load i8, ptr %610, align 1, !tbaa !15
  %613 = zext i8 %612 to i32
  br label %616

614:                                              ; preds = %599
  %615 = call i32 @luaZ_fill(ptr noundef nonnull %604) #6
  br label %616

616:                                              ; preds = %614, %608
  %617 = phi i32 [ %613, %608 ], [ %615, %614 ]
  store i32 %617, ptr %0, align 8, !tbaa !39
  %618 = add nsw i32 %617, 1
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %619
  %621 = load i8, ptr %620, align 1, !tbaa !15
  %622 = and i8 %621, 8
  %623 = icmp eq i8 %622, 0
  br i1 %623, label %843, label %624

624:                                              ; preds = %616, %643
  %625 = phi i32 [ %644, %643 ], [ %617, %616 ]
  switch i32 %625, label %628 [
    i32 10, label %626
    i32 13, label %626
  ]

626:                                              ; preds = %624, %624
  call fastcc void @inclinenumber(ptr noundef nonnull %0)
  %627 = load i32, ptr %0, align 8, !tbaa !39
  br label %643

628:                                              ; preds = %624
  %629 = load ptr, ptr %7, align 8, !tbaa !41
  %630 = load i64, ptr %629, align 8, !tbaa !47
  %631 = add i64 %630, -1
  store i64 %631, ptr %629, align 8, !tbaa !47
  %632 = icmp eq i64 %630, 0
  br i1 %632, label %639, label %633

633:                                              ; preds = %628
  %634 = getelementptr inbounds i8, ptr %629, i64 8
  %635 = load ptr, ptr %634, align 8, !tbaa !49
  %636 = getelementptr inbounds i8, ptr %635, i64 1
  store ptr %636, ptr %634, align 8, !tbaa !49
  %637 = load i8, ptr %635, align 1, !tbaa !15
  %638 = zext i8 %637 to i32
  br label %641

639:                                              ; preds = %628
  %640 = call i32 @luaZ_fill(ptr noundef nonnull %629) #6
  br label %641

641:                                              ; preds = %639, %633
  %642 = phi i32 [ %638, %633 ], [ %640, %639 ]
  store i32 %642, ptr %0, align 8, !tbaa !39
  br label %643

643:                                              ; preds = %641, %626
  %644 = phi i32 [ %642, %641 ], [ %627, %626 ]
  %645 = add nsw i32 %644, 1
  %646 = sext i32 %645 to i64
  %647 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %646
  %648 = load i8, ptr %647, align 1, !tbaa !15
  %649 = and i8 %648, 8
  %650 = icmp eq i8 %649, 0
  br i1 %650, label %843, label %624, !llvm.loop !53

651:                                              ; preds = %374
  %652 = add nsw i32 %375, 1
  %653 = sext i32 %652 to i64
  %654 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %653
  %655 = load i8, ptr %654, align 1, !tbaa !15
  %656 = and i8 %655, 2
  %657 = icmp eq i8 %656, 0
  br i1 %657, label %658, label %676

658:                                              ; preds = %651
  %659 = icmp eq i32 %375, -1
  br i1 %659, label %675, label %660

660:                                              ; preds = %658
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %375)
  %661 = load ptr, ptr %7, align 8, !tbaa !41
  %662 = load i64, ptr %661, align 8, !tbaa !47
  %663 = add i64 %662, -1
  store i64 %663, ptr %661, align 8, !tbaa !47
  %664 = icmp eq i64 %662, 0
  br i1 %664, label %671, label %665

665:                                              ; preds = %660
  %666 = getelementptr inbounds i8, ptr %661, i64 8
  %667 = load ptr, ptr %666, align 8, !tbaa !49
  %668 = getelementptr inbounds i8, ptr %667, i64 1
  store ptr %668, ptr %666, align 8, !tbaa !49
  %669 = load i8, ptr %667, align 1, !tbaa !15
  %670 = zext i8 %669 to i32
  br label %673

671:                                              ; preds = %660
  %672 = call i32 @luaZ_fill(ptr noundef nonnull %661) #6
  br label %673

673:                                              ; preds = %671, %665
  %674 = phi i32 [ %670, %665 ], [ %672, %671 ]
  store i32 %674, ptr %0, align 8, !tbaa !39
  br label %675

675:                                              ; preds = %673, %658
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.49, i32 noundef 292) #7
  unreachable

676:                                              ; preds = %651, %727
  %677 = phi i32 [ %728, %727 ], [ %375, %651 ]
  %678 = phi i32 [ %689, %727 ], [ 0, %651 ]
  %679 = phi i32 [ %729, %727 ], [ 0, %651 ]
  %680 = add nsw i32 %677, 1
  %681 = sext i32 %680 to i64
  %682 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %681
  %683 = load i8, ptr %682, align 1, !tbaa !15
  %684 = and i8 %683, 2
  %685 = icmp eq i8 %684, 0
  br i1 %685, label %731, label %686

686:                                              ; preds = %676
  %687 = mul nsw i32 %678, 10
  %688 = add i32 %677, -48
  %689 = add i32 %688, %687
  %690 = load ptr, ptr %4, align 8, !tbaa !22
  %691 = getelementptr inbounds i8, ptr %690, i64 8
  %692 = load i64, ptr %691, align 8, !tbaa !23
  %693 = add i64 %692, 1
  %694 = getelementptr inbounds i8, ptr %690, i64 16
  %695 = load i64, ptr %694, align 8, !tbaa !26
  %696 = icmp ugt i64 %693, %695
  br i1 %696, label %699, label %697

697:                                              ; preds = %686
  %698 = load ptr, ptr %690, align 8, !tbaa !27
  br label %709

699:                                              ; preds = %686
  %700 = icmp ugt i64 %695, 4611686018427387902
  br i1 %700, label %701, label %702

701:                                              ; preds = %699
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

702:                                              ; preds = %699
  %703 = shl nuw nsw i64 %695, 1
  %704 = load ptr, ptr %332, align 8, !tbaa !16
  %705 = load ptr, ptr %690, align 8, !tbaa !27
  %706 = call ptr @luaM_saferealloc_(ptr noundef %704, ptr noundef %705, i64 noundef %695, i64 noundef %703) #6
  store ptr %706, ptr %690, align 8, !tbaa !27
  store i64 %703, ptr %694, align 8, !tbaa !26
  %707 = load i64, ptr %691, align 8, !tbaa !23
  %708 = add i64 %707, 1
  br label %709

709:                                              ; preds = %702, %697
  %710 = phi i64 [ %693, %697 ], [ %708, %702 ]
  %711 = phi i64 [ %692, %697 ], [ %707, %702 ]
  %712 = phi ptr [ %698, %697 ], [ %706, %702 ]
  %713 = trunc i32 %677 to i8
  store i64 %710, ptr %691, align 8, !tbaa !23
  %714 = getelementptr inbounds i8, ptr %712, i64 %711
  store i8 %713, ptr %714, align 1, !tbaa !15
  %715 = load ptr, ptr %7, align 8, !tbaa !41
  %716 = load i64, ptr %715, align 8, !tbaa !47
  %717 = add i64 %716, -1
  store i64 %717, ptr %715, align 8, !tbaa !47
  %718 = icmp eq i64 %716, 0
  br i1 %718, label %725, label %719

719:                                              ; preds = %709
  %720 = getelementptr inbounds i8, ptr %715, i64 8
  %721 = load ptr, ptr %720, align 8, !tbaa !49
  %722 = getelementptr inbounds i8, ptr %721, i64 1
  store ptr %722, ptr %720, align 8, !tbaa !49
  %723 = load i8, ptr %721, align 1, !tbaa !15
  %724 = zext i8 %723 to i32
  br label %727

725:                                              ; preds = %709
  %726 = call i32 @luaZ_fill(ptr noundef nonnull %715) #6
  br label %727

727:                                              ; preds = %725, %719
  %728 = phi i32 [ %724, %719 ], [ %726, %725 ]
  store i32 %728, ptr %0, align 8, !tbaa !39
  %729 = add nuw nsw i32 %679, 1
  %730 = icmp eq i32 %729, 3
  br i1 %730, label %731, label %676, !llvm.loop !54

731:                                              ; preds = %727, %676
  %732 = phi i32 [ %728, %727 ], [ %677, %676 ]
  %733 = phi i32 [ 3, %727 ], [ %679, %676 ]
  %734 = phi i32 [ %689, %727 ], [ %678, %676 ]
  %735 = icmp sgt i32 %734, 255
  br i1 %735, label %736, label %754

736:                                              ; preds = %731
  %737 = icmp eq i32 %732, -1
  br i1 %737, label %753, label %738

738:                                              ; preds = %736
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %732)
  %739 = load ptr, ptr %7, align 8, !tbaa !41
  %740 = load i64, ptr %739, align 8, !tbaa !47
  %741 = add i64 %740, -1
  store i64 %741, ptr %739, align 8, !tbaa !47
  %742 = icmp eq i64 %740, 0
  br i1 %742, label %749, label %743

743:                                              ; preds = %738
  %744 = getelementptr inbounds i8, ptr %739, i64 8
  %745 = load ptr, ptr %744, align 8, !tbaa !49
  %746 = getelementptr inbounds i8, ptr %745, i64 1
  store ptr %746, ptr %744, align 8, !tbaa !49
  %747 = load i8, ptr %745, align 1, !tbaa !15
  %748 = zext i8 %747 to i32
  br label %751

749:                                              ; preds = %738
  %750 = call i32 @luaZ_fill(ptr noundef nonnull %739) #6
  br label %751

751:                                              ; preds = %749, %743
  %752 = phi i32 [ %748, %743 ], [ %750, %749 ]
  store i32 %752, ptr %0, align 8, !tbaa !39
  br label %753

753:                                              ; preds = %751, %736
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.54, i32 noundef 292) #7
  unreachable

754:                                              ; preds = %731
  %755 = zext nneg i32 %733 to i64
  %756 = load ptr, ptr %4, align 8, !tbaa !22
  %757 = getelementptr inbounds i8, ptr %756, i64 8
  %758 = load i64, ptr %757, align 8, !tbaa !23
  %759 = sub i64 %758, %755
  store i64 %759, ptr %757, align 8, !tbaa !23
  br label %776

760:                                              ; preds = %598, %382, %381, %380, %379, %378, %377, %376, %374
  %761 = phi i32 [ %375, %598 ], [ %386, %382 ], [ 11, %381 ], [ 9, %380 ], [ 13, %379 ], [ 10, %378 ], [ 12, %377 ], [ 8, %376 ], [ 7, %374 ]
  %762 = load ptr, ptr %7, align 8, !tbaa !41
  %763 = load i64, ptr %762, align 8, !tbaa !47
  %764 = add i64 %763, -1
  store i64 %764, ptr %762, align 8, !tbaa !47
  %765 = icmp eq i64 %763, 0
  br i1 %765, label %772, label %766

766:                                              ; preds = %760
  %767 = getelementptr inbounds i8, ptr %762, i64 8
  %768 = load ptr, ptr %767, align 8, !tbaa !49
  %769 = getelementptr inbounds i8, ptr %768, i64 1
  store ptr %769, ptr %767, align 8, !tbaa !49
  %770 = load i8, ptr %768, align 1, !tbaa !15
  %771 = zext i8 %770 to i32
  br label %774

772:                                              ; preds = %760
  %773 = call i32 @luaZ_fill(ptr noundef nonnull %762) #6
  br label %774

774:                                              ; preds = %772, %766
  %775 = phi i32 [ %771, %766 ], [ %773, %772 ]
  store i32 %775, ptr %0, align 8, !tbaa !39
  br label %776

776:                                              ; preds = %774, %754, %597
  %777 = phi i32 [ %734, %754 ], [ %761, %774 ], [ 10, %597 ]
  %778 = load ptr, ptr %4, align 8, !tbaa !22
  %779 = getelementptr inbounds i8, ptr %778, i64 8
  %780 = load i64, ptr %779, align 8, !tbaa !23
  %781 = add i64 %780, -1
  store i64 %781, ptr %779, align 8, !tbaa !23
  %782 = getelementptr inbounds i8, ptr %778, i64 16
  %783 = load i64, ptr %782, align 8, !tbaa !26
  %784 = icmp ugt i64 %780, %783
  br i1 %784, label %787, label %785

785:                                              ; preds = %776
  %786 = load ptr, ptr %778, align 8, !tbaa !27
  br label %797

787:                                              ; preds = %776
  %788 = icmp ugt i64 %783, 4611686018427387902
  br i1 %788, label %789, label %790

789:                                              ; preds = %787
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

790:                                              ; preds = %787
  %791 = shl nuw nsw i64 %783, 1
  %792 = load ptr, ptr %332, align 8, !tbaa !16
  %793 = load ptr, ptr %778, align 8, !tbaa !27
  %794 = call ptr @luaM_saferealloc_(ptr noundef %792, ptr noundef %793, i64 noundef %783, i64 noundef %791) #6
  store ptr %794, ptr %778, align 8, !tbaa !27
  store i64 %791, ptr %782, align 8, !tbaa !26
  %795 = load i64, ptr %779, align 8, !tbaa !23
  %796 = add i64 %795, 1
  br label %797

797:                                              ; preds = %790, %785
  %798 = phi i64 [ %780, %785 ], [ %796, %790 ]
  %799 = phi i64 [ %781, %785 ], [ %795, %790 ]
  %800 = phi ptr [ %786, %785 ], [ %794, %790 ]
  %801 = trunc i32 %777 to i8
  store i64 %798, ptr %779, align 8, !tbaa !23
  %802 = getelementptr inbounds i8, ptr %800, i64 %799
  store i8 %801, ptr %802, align 1, !tbaa !15
  br label %843

803:                                              ; preds = %333
  %804 = load ptr, ptr %4, align 8, !tbaa !22
  %805 = getelementptr inbounds i8, ptr %804, i64 8
  %806 = load i64, ptr %805, align 8, !tbaa !23
  %807 = add i64 %806, 1
  %808 = getelementptr inbounds i8, ptr %804, i64 16
  %809 = load i64, ptr %808, align 8, !tbaa !26
  %810 = icmp ugt i64 %807, %809
  br i1 %810, label %813, label %811

811:                                              ; preds = %803
  %812 = load ptr, ptr %804, align 8, !tbaa !27
  br label %823

813:                                              ; preds = %803
  %814 = icmp ugt i64 %809, 4611686018427387902
  br i1 %814, label %815, label %816

815:                                              ; preds = %813
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

816:                                              ; preds = %813
  %817 = shl nuw nsw i64 %809, 1
  %818 = load ptr, ptr %332, align 8, !tbaa !16
  %819 = load ptr, ptr %804, align 8, !tbaa !27
  %820 = call ptr @luaM_saferealloc_(ptr noundef %818, ptr noundef %819, i64 noundef %809, i64 noundef %817) #6
  store ptr %820, ptr %804, align 8, !tbaa !27
  store i64 %817, ptr %808, align 8, !tbaa !26
  %821 = load i64, ptr %805, align 8, !tbaa !23
  %822 = add i64 %821, 1
  br label %823

823:                                              ; preds = %816, %811
  %824 = phi i64 [ %807, %811 ], [ %822, %816 ]
  %825 = phi i64 [ %806, %811 ], [ %821, %816 ]
  %826 = phi ptr [ %812, %811 ], [ %820, %816 ]
  %827 = trunc i32 %334 to i8
  store i64 %824, ptr %805, align 8, !tbaa !23
  %828 = getelementptr inbounds i8, ptr %826, i64 %825
  store i8 %827, ptr %828, align 1, !tbaa !15
  %829 = load ptr, ptr %7, align 8, !tbaa !41
  %830 = load i64, ptr %829, align 8, !tbaa !47
  %831 = add i64 %830, -1
  store i64 %831, ptr %829, align 8, !tbaa !47
  %832 = icmp eq i64 %830, 0
  br i1 %832, label %839, label %833

833:                                              ; preds = %823
  %834 = getelementptr inbounds i8, ptr %829, i64 8
  %835 = load ptr, ptr %834, align 8, !tbaa !49
  %836 = getelementptr inbounds i8, ptr %835, i64 1
  store ptr %836, ptr %834, align 8, !tbaa !49
  %837 = load i8, ptr %835, align 1, !tbaa !15
  %838 = zext i8 %837 to i32
  br label %841

839:                                              ; preds = %823
  %840 = call i32 @luaZ_fill(ptr noundef nonnull %829) #6
  br label %841

841:                                              ; preds = %839, %833
  %842 = phi i32 [ %838, %833 ], [ %840, %839 ]
  store i32 %842, ptr %0, align 8, !tbaa !39
  br label %843

843:                                              ; preds = %643, %841, %797, %616, %596, %374
  %844 = load i32, ptr %0, align 8, !tbaa !39
  %845 = icmp eq i32 %844, %9
  br i1 %845, label %846, label %333, !llvm.loop !55

846:                                              ; preds = %843, %328
  %847 = load ptr, ptr %4, align 8, !tbaa !22
  %848 = getelementptr inbounds i8, ptr %847, i64 8
  %849 = load i64, ptr %848, align 8, !tbaa !23
  %850 = add i64 %849, 1
  %851 = getelementptr inbounds i8, ptr %847, i64 16
  %852 = load i64, ptr %851, align 8, !tbaa !26
  %853 = icmp ugt i64 %850, %852
  br i1 %853, label %856, label %854

854:                                              ; preds = %846
  %855 = load ptr, ptr %847, align 8, !tbaa !27
  br label %867

856:                                              ; preds = %846
  %857 = icmp ugt i64 %852, 4611686018427387902
  br i1 %857, label %858, label %859

858:                                              ; preds = %856
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

859:                                              ; preds = %856
  %860 = shl nuw nsw i64 %852, 1
  %861 = getelementptr inbounds i8, ptr %0, i64 56
  %862 = load ptr, ptr %861, align 8, !tbaa !16
  %863 = load ptr, ptr %847, align 8, !tbaa !27
  %864 = call ptr @luaM_saferealloc_(ptr noundef %862, ptr noundef %863, i64 noundef %852, i64 noundef %860) #6
  store ptr %864, ptr %847, align 8, !tbaa !27
  store i64 %860, ptr %851, align 8, !tbaa !26
  %865 = load i64, ptr %848, align 8, !tbaa !23
  %866 = add i64 %865, 1
  br label %867

867:                                              ; preds = %859, %854
  %868 = phi i64 [ %850, %854 ], [ %866, %859 ]
  %869 = phi i64 [ %849, %854 ], [ %865, %859 ]
  %870 = phi ptr [ %855, %854 ], [ %864, %859 ]
  store i64 %868, ptr %848, align 8, !tbaa !23
  %871 = getelementptr inbounds i8, ptr %870, i64 %869
  store i8 %314, ptr %871, align 1, !tbaa !15
  %872 = load ptr, ptr %7, align 8, !tbaa !41
  %873 = load i64, ptr %872, align 8, !tbaa !47
  %874 = add i64 %873, -1
  store i64 %874, ptr %872, align 8, !tbaa !47
  %875 = icmp eq i64 %873, 0
  br i1 %875, label %882, label %876

876:                                              ; preds = %867
  %877 = getelementptr inbounds i8, ptr %872, i64 8
  %878 = load ptr, ptr %877, align 8, !tbaa !49
  %879 = getelementptr inbounds i8, ptr %878, i64 1
  store ptr %879, ptr %877, align 8, !tbaa !49
  %880 = load i8, ptr %878, align 1, !tbaa !15
  %881 = zext i8 %880 to i32
  br label %884

882:                                              ; preds = %867
  %883 = call i32 @luaZ_fill(ptr noundef nonnull %872) #6
  br label %884

884:                                              ; preds = %876, %882
  %885 = phi i32 [ %881, %876 ], [ %883, %882 ]
  store i32 %885, ptr %0, align 8, !tbaa !39
  %886 = load ptr, ptr %4, align 8, !tbaa !22
  %887 = load ptr, ptr %886, align 8, !tbaa !27
  %888 = getelementptr inbounds i8, ptr %887, i64 1
  %889 = getelementptr inbounds i8, ptr %886, i64 8
  %890 = load i64, ptr %889, align 8, !tbaa !23
  %891 = add i64 %890, -2
  %892 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull %888, i64 noundef %891)
  store ptr %892, ptr %1, align 8, !tbaa !15
  br label %1063

893:                                              ; preds = %8
  %894 = load ptr, ptr %4, align 8, !tbaa !22
  %895 = getelementptr inbounds i8, ptr %894, i64 8
  %896 = load i64, ptr %895, align 8, !tbaa !23
  %897 = add i64 %896, 1
  %898 = getelementptr inbounds i8, ptr %894, i64 16
  %899 = load i64, ptr %898, align 8, !tbaa !26
  %900 = icmp ugt i64 %897, %899
  br i1 %900, label %903, label %901

901:                                              ; preds = %893
  %902 = load ptr, ptr %894, align 8, !tbaa !27
  br label %914

903:                                              ; preds = %893
  %904 = icmp ugt i64 %899, 4611686018427387902
  br i1 %904, label %905, label %906

905:                                              ; preds = %903
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

906:                                              ; preds = %903
  %907 = shl nuw nsw i64 %899, 1
  %908 = getelementptr inbounds i8, ptr %0, i64 56
  %909 = load ptr, ptr %908, align 8, !tbaa !16
  %910 = load ptr, ptr %894, align 8, !tbaa !27
  %911 = tail call ptr @luaM_saferealloc_(ptr noundef %909, ptr noundef %910, i64 noundef %899, i64 noundef %907) #6
  store ptr %911, ptr %894, align 8, !tbaa !27
  store i64 %907, ptr %898, align 8, !tbaa !26
  %912 = load i64, ptr %895, align 8, !tbaa !23
  %913 = add i64 %912, 1
  br label %914

914:                                              ; preds = %901, %906
  %915 = phi i64 [ %897, %901 ], [ %913, %906 ]
  %916 = phi i64 [ %896, %901 ], [ %912, %906 ]
  %917 = phi ptr [ %902, %901 ], [ %911, %906 ]
  store i64 %915, ptr %895, align 8, !tbaa !23
  %918 = getelementptr inbounds i8, ptr %917, i64 %916
  store i8 46, ptr %918, align 1, !tbaa !15
  %919 = load ptr, ptr %7, align 8, !tbaa !41
  %920 = load i64, ptr %919, align 8, !tbaa !47
  %921 = add i64 %920, -1
  store i64 %921, ptr %919, align 8, !tbaa !47
  %922 = icmp eq i64 %920, 0
  br i1 %922, label %929, label %923

923:                                              ; preds = %914
  %924 = getelementptr inbounds i8, ptr %919, i64 8
  %925 = load ptr, ptr %924, align 8, !tbaa !49
  %926 = getelementptr inbounds i8, ptr %925, i64 1
  store ptr %926, ptr %924, align 8, !tbaa !49
  %927 = load i8, ptr %925, align 1, !tbaa !15
  %928 = zext i8 %927 to i32
  br label %931

929:                                              ; preds = %914
  %930 = tail call i32 @luaZ_fill(ptr noundef nonnull %919) #6
  br label %931

931:                                              ; preds = %929, %923
  %932 = phi i32 [ %928, %923 ], [ %930, %929 ]
  store i32 %932, ptr %0, align 8, !tbaa !39
  %933 = icmp eq i32 %932, 46
  br i1 %933, label %934, label %965

934:                                              ; preds = %931
  %935 = load ptr, ptr %7, align 8, !tbaa !41
  %936 = load i64, ptr %935, align 8, !tbaa !47
  %937 = add i64 %936, -1
  store i64 %937, ptr %935, align 8, !tbaa !47
  %938 = icmp eq i64 %936, 0
  br i1 %938, label %945, label %939

939:                                              ; preds = %934
  %940 = getelementptr inbounds i8, ptr %935, i64 8
  %941 = load ptr, ptr %940, align 8, !tbaa !49
  %942 = getelementptr inbounds i8, ptr %941, i64 1
  store ptr %942, ptr %940, align 8, !tbaa !49
  %943 = load i8, ptr %941, align 1, !tbaa !15
  %944 = zext i8 %943 to i32
  br label %947

945:                                              ; preds = %934
  %946 = tail call i32 @luaZ_fill(ptr noundef nonnull %935) #6
  br label %947

947:                                              ; preds = %945, %939
  %948 = phi i32 [ %944, %939 ], [ %946, %945 ]
  store i32 %948, ptr %0, align 8, !tbaa !39
  %949 = icmp eq i32 %948, 46
  br i1 %949, label %950, label %1063

950:                                              ; preds = %947
  %951 = load ptr, ptr %7, align 8, !tbaa !41
  %952 = load i64, ptr %951, align 8, !tbaa !47
  %953 = add i64 %952, -1
  store i64 %953, ptr %951, align 8, !tbaa !47
  %954 = icmp eq i64 %952, 0
  br i1 %954, label %961, label %955

955:                                              ; preds = %950
  %956 = getelementptr inbounds i8, ptr %951, i64 8
  %957 = load ptr, ptr %956, align 8, !tbaa !49
  %958 = getelementptr inbounds i8, ptr %957, i64 1
  store ptr %958, ptr %956, align 8, !tbaa !49
  %959 = load i8, ptr %957, align 1, !tbaa !15
  %960 = zext i8 %959 to i32
  br label %963

961:                                              ; preds = %950
  %962 = tail call i32 @luaZ_fill(ptr noundef nonnull %951) #6
  br label %963

963:                                              ; preds = %955, %961
  %964 = phi i32 [ %960, %955 ], [ %962, %961 ]
  store i32 %964, ptr %0, align 8, !tbaa !39
  br label %1063

965:                                              ; preds = %931
  %966 = add nsw i32 %932, 1
  %967 = sext i32 %966 to i64
  %968 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %967
  %969 = load i8, ptr %968, align 1, !tbaa !15
  %970 = and i8 %969, 2
  %971 = icmp eq i8 %970, 0
  br i1 %971, label %1063, label %972

972:                                              ; preds = %965
  %973 = tail call fastcc i32 @read_numeral(ptr noundef nonnull %0, ptr noundef %1)
  br label %1063

974:                                              ; preds = %8, %8, %8, %8, %8, %8, %8, %8, %8, %8
  %975 = tail call fastcc i32 @read_numeral(ptr noundef nonnull %0, ptr noundef %1)
  br label %1063

976:                                              ; preds = %8
  %977 = add nsw i32 %9, 1
  %978 = sext i32 %977 to i64
  %979 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %978
  %980 = load i8, ptr %979, align 1, !tbaa !15
  %981 = and i8 %980, 1
  %982 = icmp eq i8 %981, 0
  br i1 %982, label %1048, label %983

983:                                              ; preds = %976
  %984 = getelementptr inbounds i8, ptr %0, i64 56
  br label %985

985:                                              ; preds = %983, %1024
  %986 = phi i32 [ %9, %983 ], [ %1025, %1024 ]
  %987 = load ptr, ptr %4, align 8, !tbaa !22
  %988 = getelementptr inbounds i8, ptr %987, i64 8
  %989 = load i64, ptr %988, align 8, !tbaa !23
  %990 = add i64 %989, 1
  %991 = getelementptr inbounds i8, ptr %987, i64 16
  %992 = load i64, ptr %991, align 8, !tbaa !26
  %993 = icmp ugt i64 %990, %992
  br i1 %993, label %996, label %994

994:                                              ; preds = %985
  %995 = load ptr, ptr %987, align 8, !tbaa !27
  br label %1006

996:                                              ; preds = %985
  %997 = icmp ugt i64 %992, 4611686018427387902
  br i1 %997, label %998, label %999

998:                                              ; preds = %996
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

999:                                              ; preds = %996
  %1000 = shl nuw nsw i64 %992, 1
  %1001 = load ptr, ptr %984, align 8, !tbaa !16
  %1002 = load ptr, ptr %987, align 8, !tbaa !27
  %1003 = tail call ptr @luaM_saferealloc_(ptr noundef %1001, ptr noundef %1002, i64 noundef %992, i64 noundef %1000) #6
  store ptr %1003, ptr %987, align 8, !tbaa !27
  store i64 %1000, ptr %991, align 8, !tbaa !26
  %1004 = load i64, ptr %988, align 8, !tbaa !23
  %1005 = add i64 %1004, 1
  br label %1006

1006:                                             ; preds = %994, %999
  %1007 = phi i64 [ %990, %994 ], [ %1005, %999 ]
  %1008 = phi i64 [ %989, %994 ], [ %1004, %999 ]
  %1009 = phi ptr [ %995, %994 ], [ %1003, %999 ]
  %1010 = trunc i32 %986 to i8
  store i64 %1007, ptr %988, align 8, !tbaa !23
  %1011 = getelementptr inbounds i8, ptr %1009, i64 %1008
  store i8 %1010, ptr %1011, align 1, !tbaa !15
  %1012 = load ptr, ptr %7, align 8, !tbaa !41
  %1013 = load i64, ptr %1012, align 8, !tbaa !47
  %1014 = add i64 %1013, -1
  store i64 %1014, ptr %1012, align 8, !tbaa !47
  %1015 = icmp eq i64 %1013, 0
  br i1 %1015, label %1022, label %1016

1016:                                             ; preds = %1006
  %1017 = getelementptr inbounds i8, ptr %1012, i64 8
  %1018 = load ptr, ptr %1017, align 8, !tbaa !49
  %1019 = getelementptr inbounds i8, ptr %1018, i64 1
  store ptr %1019, ptr %1017, align 8, !tbaa !49
  %1020 = load i8, ptr %1018, align 1, !tbaa !15
  %1021 = zext i8 %1020 to i32
  br label %1024

1022:                                             ; preds = %1006
  %1023 = tail call i32 @luaZ_fill(ptr noundef nonnull %1012) #6
  br label %1024

1024:                                             ; preds = %1022, %1016
  %1025 = phi i32 [ %1021, %1016 ], [ %1023, %1022 ]
  store i32 %1025, ptr %0, align 8, !tbaa !39
  %1026 = add nsw i32 %1025, 1
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %1027
  %1029 = load i8, ptr %1028, align 1, !tbaa !15
  %1030 = and i8 %1029, 3
  %1031 = icmp eq i8 %1030, 0
  br i1 %1031, label %1032, label %985, !llvm.loop !56

1032:                                             ; preds = %1024
  %1033 = load ptr, ptr %4, align 8, !tbaa !22
  %1034 = load ptr, ptr %1033, align 8, !tbaa !27
  %1035 = getelementptr inbounds i8, ptr %1033, i64 8
  %1036 = load i64, ptr %1035, align 8, !tbaa !23
  %1037 = tail call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef %1034, i64 noundef %1036)
  store ptr %1037, ptr %1, align 8, !tbaa !15
  %1038 = getelementptr inbounds i8, ptr %1037, i64 8
  %1039 = load i8, ptr %1038, align 8, !tbaa !31
  %1040 = icmp eq i8 %1039, 4
  br i1 %1040, label %1041, label %1063

1041:                                             ; preds = %1032
  %1042 = getelementptr inbounds i8, ptr %1037, i64 10
  %1043 = load i8, ptr %1042, align 2, !tbaa !10
  %1044 = icmp eq i8 %1043, 0
  br i1 %1044, label %1063, label %1045

1045:                                             ; preds = %1041
  %1046 = zext i8 %1043 to i32
  %1047 = add nuw nsw i32 %1046, 255
  br label %1063

1048:                                             ; preds = %976
  %1049 = load ptr, ptr %7, align 8, !tbaa !41
  %1050 = load i64, ptr %1049, align 8, !tbaa !47
  %1051 = add i64 %1050, -1
  store i64 %1051, ptr %1049, align 8, !tbaa !47
  %1052 = icmp eq i64 %1050, 0
  br i1 %1052, label %1059, label %1053

1053:                                             ; preds = %1048
  %1054 = getelementptr inbounds i8, ptr %1049, i64 8
  %1055 = load ptr, ptr %1054, align 8, !tbaa !49
  %1056 = getelementptr inbounds i8, ptr %1055, i64 1
  store ptr %1056, ptr %1054, align 8, !tbaa !49
  %1057 = load i8, ptr %1055, align 1, !tbaa !15
  %1058 = zext i8 %1057 to i32
  br label %1061

1059:                                             ; preds = %1048
  %1060 = tail call i32 @luaZ_fill(ptr noundef nonnull %1049) #6
  br label %1061

1061:                                             ; preds = %1059, %1053
  %1062 = phi i32 [ %1058, %1053 ], [ %1060, %1059 ]
  store i32 %1062, ptr %0, align 8, !tbaa !39
  br label %1063

1063:                                             ; preds = %8, %39, %963, %947, %287, %271, %256, %240, %225, %209, %190, %155, %124, %108, %1045, %1041, %1032, %965, %192, %157, %91, %92, %1061, %974, %972, %884
  %1064 = phi i32 [ %9, %1061 ], [ %975, %974 ], [ %973, %972 ], [ 292, %884 ], [ 292, %91 ], [ 91, %92 ], [ 283, %155 ], [ %160, %157 ], [ 282, %190 ], [ %195, %192 ], [ 46, %965 ], [ %1047, %1045 ], [ 291, %1041 ], [ 291, %1032 ], [ 281, %124 ], [ 61, %108 ], [ 278, %225 ], [ 47, %209 ], [ 284, %256 ], [ 126, %240 ], [ 287, %287 ], [ 58, %271 ], [ 280, %963 ], [ 279, %947 ], [ 288, %8 ], [ 45, %39 ]
  ret i32 %1064
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaX_lookahead(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = getelementptr inbounds i8, ptr %0, i64 40
  %4 = tail call fastcc i32 @llex(ptr noundef %0, ptr noundef nonnull %3)
  store i32 %4, ptr %2, align 8, !tbaa !40
  ret i32 %4
}

declare hidden ptr @luaG_addinfo(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @save(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 72
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !23
  %7 = add i64 %6, 1
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !26
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !tbaa !27
  br label %24

13:                                               ; preds = %2
  %14 = icmp ugt i64 %9, 4611686018427387902
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1
  %18 = getelementptr inbounds i8, ptr %0, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = load ptr, ptr %4, align 8, !tbaa !27
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6
  store ptr %21, ptr %4, align 8, !tbaa !27
  store i64 %17, ptr %8, align 8, !tbaa !26
  %22 = load i64, ptr %5, align 8, !tbaa !23
  %23 = add i64 %22, 1
  br label %24

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ]
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ]
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ]
  %28 = trunc i32 %1 to i8
  store i64 %25, ptr %5, align 8, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %27, i64 %26
  store i8 %28, ptr %29, align 1, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @inclinenumber(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  %4 = load ptr, ptr %3, align 8, !tbaa !41
  %5 = load i64, ptr %4, align 8, !tbaa !47
  %6 = add i64 %5, -1
  store i64 %6, ptr %4, align 8, !tbaa !47
  %7 = icmp eq i64 %5, 0
  br i1 %7, label %14, label %8

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !49
  %11 = getelementptr inbounds i8, ptr %10, i64 1
  store ptr %11, ptr %9, align 8, !tbaa !49
  %12 = load i8, ptr %10, align 1, !tbaa !15
  %13 = zext i8 %12 to i32
  br label %16

14:                                               ; preds = %1
  %15 = tail call i32 @luaZ_fill(ptr noundef nonnull %4) #6
  br label %16

16:                                               ; preds = %14, %8
  %17 = phi i32 [ %13, %8 ], [ %15, %14 ]
  store i32 %17, ptr %0, align 8, !tbaa !39
  switch i32 %17, label %35 [
    i32 10, label %18
    i32 13, label %18
  ]

18:                                               ; preds = %16, %16
  %19 = icmp eq i32 %17, %2
  br i1 %19, label %35, label %20

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8, !tbaa !41
  %22 = load i64, ptr %21, align 8, !tbaa !47
  %23 = add i64 %22, -1
  store i64 %23, ptr %21, align 8, !tbaa !47
  %24 = icmp eq i64 %22, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %21, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !49
  %28 = getelementptr inbounds i8, ptr %27, i64 1
  store ptr %28, ptr %26, align 8, !tbaa !49
  %29 = load i8, ptr %27, align 1, !tbaa !15
  %30 = zext i8 %29 to i32
  br label %33

31:                                               ; preds = %20
  %32 = tail call i32 @luaZ_fill(ptr noundef nonnull %21) #6
  br label %33

33:                                               ; preds = %31, %25
  %34 = phi i32 [ %30, %25 ], [ %32, %31 ]
  store i32 %34, ptr %0, align 8, !tbaa !39
  br label %35

35:                                               ; preds = %16, %33, %18
  %36 = getelementptr inbounds i8, ptr %0, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !21
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %36, align 4, !tbaa !21
  %39 = icmp eq i32 %38, 2147483647
  br i1 %39, label %40, label %41

40:                                               ; preds = %35
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.44, i32 noundef 0) #7
  unreachable

41:                                               ; preds = %35
  ret void
}

declare hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @skip_sep(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 72
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !23
  %7 = add i64 %6, 1
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !26
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = load ptr, ptr %4, align 8, !tbaa !27
  br label %24

13:                                               ; preds = %1
  %14 = icmp ugt i64 %9, 4611686018427387902
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1
  %18 = getelementptr inbounds i8, ptr %0, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = load ptr, ptr %4, align 8, !tbaa !27
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6
  store ptr %21, ptr %4, align 8, !tbaa !27
  store i64 %17, ptr %8, align 8, !tbaa !26
  %22 = load i64, ptr %5, align 8, !tbaa !23
  %23 = add i64 %22, 1
  br label %24

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ]
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ]
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ]
  %28 = trunc i32 %2 to i8
  store i64 %25, ptr %5, align 8, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %27, i64 %26
  store i8 %28, ptr %29, align 1, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %0, i64 64
  %31 = load ptr, ptr %30, align 8, !tbaa !41
  %32 = load i64, ptr %31, align 8, !tbaa !47
  %33 = add i64 %32, -1
  store i64 %33, ptr %31, align 8, !tbaa !47
  %34 = icmp eq i64 %32, 0
  br i1 %34, label %41, label %35

35:                                               ; preds = %24
  %36 = getelementptr inbounds i8, ptr %31, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !49
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  store ptr %38, ptr %36, align 8, !tbaa !49
  %39 = load i8, ptr %37, align 1, !tbaa !15
  %40 = zext i8 %39 to i32
  br label %43

41:                                               ; preds = %24
  %42 = tail call i32 @luaZ_fill(ptr noundef nonnull %31) #6
  br label %43

43:                                               ; preds = %41, %35
  %44 = phi i32 [ %40, %35 ], [ %42, %41 ]
  store i32 %44, ptr %0, align 8, !tbaa !39
  %45 = icmp eq i32 %44, 61
  br i1 %45, label %46, label %90

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %0, i64 56
  br label %48

48:                                               ; preds = %46, %86
  %49 = phi i64 [ 0, %46 ], [ %88, %86 ]
  %50 = load ptr, ptr %3, align 8, !tbaa !22
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load i64, ptr %51, align 8, !tbaa !23
  %53 = add i64 %52, 1
  %54 = getelementptr inbounds i8, ptr %50, i64 16
  %55 = load i64, ptr %54, align 8, !tbaa !26
  %56 = icmp ugt i64 %53, %55
  br i1 %56, label %59, label %57

57:                                               ; preds = %48
  %58 = load ptr, ptr %50, align 8, !tbaa !27
  br label %69

59:                                               ; preds = %48
  %60 = icmp ugt i64 %55, 4611686018427387902
  br i1 %60, label %61, label %62

61:                                               ; preds = %59
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

62:                                               ; preds = %59
  %63 = shl nuw nsw i64 %55, 1
  %64 = load ptr, ptr %47, align 8, !tbaa !16
  %65 = load ptr, ptr %50, align 8, !tbaa !27
  %66 = tail call ptr @luaM_saferealloc_(ptr noundef %64, ptr noundef %65, i64 noundef %55, i64 noundef %63) #6
  store ptr %66, ptr %50, align 8, !tbaa !27
  store i64 %63, ptr %54, align 8, !tbaa !26
  %67 = load i64, ptr %51, align 8, !tbaa !23
  %68 = add i64 %67, 1
  br label %69

69:                                               ; preds = %57, %62
  %70 = phi i64 [ %53, %57 ], [ %68, %62 ]
  %71 = phi i64 [ %52, %57 ], [ %67, %62 ]
  %72 = phi ptr [ %58, %57 ], [ %66, %62 ]
  store i64 %70, ptr %51, align 8, !tbaa !23
  %73 = getelementptr inbounds i8, ptr %72, i64 %71
  store i8 61, ptr %73, align 1, !tbaa !15
  %74 = load ptr, ptr %30, align 8, !tbaa !41
  %75 = load i64, ptr %74, align 8, !tbaa !47
  %76 = add i64 %75, -1
  store i64 %76, ptr %74, align 8, !tbaa !47
  %77 = icmp eq i64 %75, 0
  br i1 %77, label %84, label %78

78:                                               ; preds = %69
  %79 = getelementptr inbounds i8, ptr %74, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !49
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  store ptr %81, ptr %79, align 8, !tbaa !49
  %82 = load i8, ptr %80, align 1, !tbaa !15
  %83 = zext i8 %82 to i32
  br label %86

84:                                               ; preds = %69
  %85 = tail call i32 @luaZ_fill(ptr noundef nonnull %74) #6
  br label %86

86:                                               ; preds = %84, %78
  %87 = phi i32 [ %83, %78 ], [ %85, %84 ]
  store i32 %87, ptr %0, align 8, !tbaa !39
  %88 = add i64 %49, 1
  %89 = icmp eq i32 %87, 61
  br i1 %89, label %48, label %90, !llvm.loop !57

90:                                               ; preds = %86, %43
  %91 = phi i32 [ %44, %43 ], [ %87, %86 ]
  %92 = phi i64 [ 0, %43 ], [ %88, %86 ]
  %93 = icmp eq i32 %91, %2
  %94 = add i64 %92, 2
  %95 = icmp eq i64 %92, 0
  %96 = zext i1 %95 to i64
  %97 = select i1 %93, i64 %94, i64 %96
  ret i64 %97
}

; Function Attrs: nounwind uwtable
define internal fastcc void @read_long_string(ptr nocapture noundef %0, ptr noundef writeonly %1, i64 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !21
  %6 = load i32, ptr %0, align 8, !tbaa !39
  %7 = getelementptr inbounds i8, ptr %0, i64 72
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !23
  %11 = add i64 %10, 1
  %12 = getelementptr inbounds i8, ptr %8, i64 16
  %13 = load i64, ptr %12, align 8, !tbaa !26
  %14 = icmp ugt i64 %11, %13
  br i1 %14, label %17, label %15

15:                                               ; preds = %3
  %16 = load ptr, ptr %8, align 8, !tbaa !27
  br label %28

17:                                               ; preds = %3
  %18 = icmp ugt i64 %13, 4611686018427387902
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

20:                                               ; preds = %17
  %21 = shl nuw nsw i64 %13, 1
  %22 = getelementptr inbounds i8, ptr %0, i64 56
  %23 = load ptr, ptr %22, align 8, !tbaa !16
  %24 = load ptr, ptr %8, align 8, !tbaa !27
  %25 = tail call ptr @luaM_saferealloc_(ptr noundef %23, ptr noundef %24, i64 noundef %13, i64 noundef %21) #6
  store ptr %25, ptr %8, align 8, !tbaa !27
  store i64 %21, ptr %12, align 8, !tbaa !26
  %26 = load i64, ptr %9, align 8, !tbaa !23
  %27 = add i64 %26, 1
  br label %28

28:                                               ; preds = %15, %20
  %29 = phi i64 [ %11, %15 ], [ %27, %20 ]
  %30 = phi i64 [ %10, %15 ], [ %26, %20 ]
  %31 = phi ptr [ %16, %15 ], [ %25, %20 ]
  %32 = trunc i32 %6 to i8
  store i64 %29, ptr %9, align 8, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %31, i64 %30
  store i8 %32, ptr %33, align 1, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %0, i64 64
  %35 = load ptr, ptr %34, align 8, !tbaa !41
  %36 = load i64, ptr %35, align 8, !tbaa !47
  %37 = add i64 %36, -1
  store i64 %37, ptr %35, align 8, !tbaa !47
  %38 = icmp eq i64 %36, 0
  br i1 %38, label %45, label %39

39:                                               ; preds = %28
  %40 = getelementptr inbounds i8, ptr %35, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !49
  %42 = getelementptr inbounds i8, ptr %41, i64 1
  store ptr %42, ptr %40, align 8, !tbaa !49
  %43 = load i8, ptr %41, align 1, !tbaa !15
  %44 = zext i8 %43 to i32
  br label %47

45:                                               ; preds = %28
  %46 = tail call i32 @luaZ_fill(ptr noundef nonnull %35) #6
  br label %47

47:                                               ; preds = %45, %39
  %48 = phi i32 [ %44, %39 ], [ %46, %45 ]
  store i32 %48, ptr %0, align 8, !tbaa !39
  switch i32 %48, label %50 [
    i32 10, label %49
    i32 13, label %49
  ]

49:                                               ; preds = %47, %47
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0)
  br label %50

50:                                               ; preds = %47, %49
  %51 = getelementptr inbounds i8, ptr %0, i64 56
  %52 = icmp eq ptr %1, null
  br label %53

53:                                               ; preds = %172, %50
  %54 = load i32, ptr %0, align 8, !tbaa !39
  switch i32 %54, label %131 [
    i32 -1, label %55
    i32 93, label %59
    i32 10, label %103
    i32 13, label %103
  ]

55:                                               ; preds = %53
  %56 = select i1 %52, ptr @.str.46, ptr @.str.45
  %57 = load ptr, ptr %51, align 8, !tbaa !16
  %58 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %57, ptr noundef nonnull @.str.47, ptr noundef nonnull %56, i32 noundef %5) #6
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef %58, i32 noundef 288) #7
  unreachable

59:                                               ; preds = %53
  %60 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0)
  %61 = icmp eq i64 %60, %2
  br i1 %61, label %62, label %172

62:                                               ; preds = %59
  %63 = load i32, ptr %0, align 8, !tbaa !39
  %64 = load ptr, ptr %7, align 8, !tbaa !22
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  %66 = load i64, ptr %65, align 8, !tbaa !23
  %67 = add i64 %66, 1
  %68 = getelementptr inbounds i8, ptr %64, i64 16
  %69 = load i64, ptr %68, align 8, !tbaa !26
  %70 = icmp ugt i64 %67, %69
  br i1 %70, label %73, label %71

71:                                               ; preds = %62
  %72 = load ptr, ptr %64, align 8, !tbaa !27
  br label %83

73:                                               ; preds = %62
  %74 = icmp ugt i64 %69, 4611686018427387902
  br i1 %74, label %75, label %76

75:                                               ; preds = %73
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

76:                                               ; preds = %73
  %77 = shl nuw nsw i64 %69, 1
  %78 = load ptr, ptr %51, align 8, !tbaa !16
  %79 = load ptr, ptr %64, align 8, !tbaa !27
  %80 = tail call ptr @luaM_saferealloc_(ptr noundef %78, ptr noundef %79, i64 noundef %69, i64 noundef %77) #6
  store ptr %80, ptr %64, align 8, !tbaa !27
  store i64 %77, ptr %68, align 8, !tbaa !26
  %81 = load i64, ptr %65, align 8, !tbaa !23
  %82 = add i64 %81, 1
  br label %83

83:                                               ; preds = %71, %76
  %84 = phi i64 [ %67, %71 ], [ %82, %76 ]
  %85 = phi i64 [ %66, %71 ], [ %81, %76 ]
  %86 = phi ptr [ %72, %71 ], [ %80, %76 ]
  %87 = trunc i32 %63 to i8
  store i64 %84, ptr %65, align 8, !tbaa !23
  %88 = getelementptr inbounds i8, ptr %86, i64 %85
  store i8 %87, ptr %88, align 1, !tbaa !15
  %89 = load ptr, ptr %34, align 8, !tbaa !41
  %90 = load i64, ptr %89, align 8, !tbaa !47
  %91 = add i64 %90, -1
  store i64 %91, ptr %89, align 8, !tbaa !47
  %92 = icmp eq i64 %90, 0
  br i1 %92, label %99, label %93

93:                                               ; preds = %83
  %94 = getelementptr inbounds i8, ptr %89, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !49
  %96 = getelementptr inbounds i8, ptr %95, i64 1
  store ptr %96, ptr %94, align 8, !tbaa !49
  %97 = load i8, ptr %95, align 1, !tbaa !15
  %98 = zext i8 %97 to i32
  br label %101

99:                                               ; preds = %83
  %100 = tail call i32 @luaZ_fill(ptr noundef nonnull %89) #6
  br label %101

101:                                              ; preds = %99, %93
  %102 = phi i32 [ %98, %93 ], [ %100, %99 ]
  store i32 %102, ptr %0, align 8, !tbaa !39
  br i1 %52, label %197, label %188

103:                                              ; preds = %53, %53
  %104 = load ptr, ptr %7, align 8, !tbaa !22
  %105 = getelementptr inbounds i8, ptr %104, i64 8
  %106 = load i64, ptr %105, align 8, !tbaa !23
  %107 = add i64 %106, 1
  %108 = getelementptr inbounds i8, ptr %104, i64 16
  %109 = load i64, ptr %108, align 8, !tbaa !26
  %110 = icmp ugt i64 %107, %109
  br i1 %110, label %113, label %111

111:                                              ; preds = %103
  %112 = load ptr, ptr %104, align 8, !tbaa !27
  br label %123

113:                                              ; preds = %103
  %114 = icmp ugt i64 %109, 4611686018427387902
  br i1 %114, label %115, label %116

115:                                              ; preds = %113
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

116:                                              ; preds = %113
  %117 = shl nuw nsw i64 %109, 1
  %118 = load ptr, ptr %51, align 8, !tbaa !16
  %119 = load ptr, ptr %104, align 8, !tbaa !27
  %120 = tail call ptr @luaM_saferealloc_(ptr noundef %118, ptr noundef %119, i64 noundef %109, i64 noundef %117) #6
  store ptr %120, ptr %104, align 8, !tbaa !27
  store i64 %117, ptr %108, align 8, !tbaa !26
  %121 = load i64, ptr %105, align 8, !tbaa !23
  %122 = add i64 %121, 1
  br label %123

123:                                              ; preds = %111, %116
  %124 = phi i64 [ %107, %111 ], [ %122, %116 ]
  %125 = phi i64 [ %106, %111 ], [ %121, %116 ]
  %126 = phi ptr [ %112, %111 ], [ %120, %116 ]
  store i64 %124, ptr %105, align 8, !tbaa !23
  %127 = getelementptr inbounds i8, ptr %126, i64 %125
  store i8 10, ptr %127, align 1, !tbaa !15
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0)
  br i1 %52, label %128, label %172

128:                                              ; preds = %123
  %129 = load ptr, ptr %7, align 8, !tbaa !22
  %130 = getelementptr inbounds i8, ptr %129, i64 8
  store i64 0, ptr %130, align 8, !tbaa !23
  br label %172

131:                                              ; preds = %53
  br i1 %52, label %173, label %132

132:                                              ; preds = %131
  %133 = load ptr, ptr %7, align 8, !tbaa !22
  %134 = getelementptr inbounds i8, ptr %133, i64 8
  %135 = load i64, ptr %134, align 8, !tbaa !23
  %136 = add i64 %135, 1
  %137 = getelementptr inbounds i8, ptr %133, i64 16
  %138 = load i64, ptr %137, align 8, !tbaa !26
  %139 = icmp ugt i64 %136, %138
  br i1 %139, label %142, label %140

140:                                              ; preds = %132
  %141 = load ptr, ptr %133, align 8, !tbaa !27
  br label %152

142:                                              ; preds = %132
  %143 = icmp ugt i64 %138, 4611686018427387902
  br i1 %143, label %144, label %145

144:                                              ; preds = %142
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

145:                                              ; preds = %142
  %146 = shl nuw nsw i64 %138, 1
  %147 = load ptr, ptr %51, align 8, !tbaa !16
  %148 = load ptr, ptr %133, align 8, !tbaa !27
  %149 = tail call ptr @luaM_saferealloc_(ptr noundef %147, ptr noundef %148, i64 noundef %138, i64 noundef %146) #6
  store ptr %149, ptr %133, align 8, !tbaa !27
  store i64 %146, ptr %137, align 8, !tbaa !26
  %150 = load i64, ptr %134, align 8, !tbaa !23
  %151 = add i64 %150, 1
  br label %152

152:                                              ; preds = %140, %145
  %153 = phi i64 [ %136, %140 ], [ %151, %145 ]
  %154 = phi i64 [ %135, %140 ], [ %150, %145 ]
  %155 = phi ptr [ %141, %140 ], [ %149, %145 ]
  %156 = trunc i32 %54 to i8
  store i64 %153, ptr %134, align 8, !tbaa !23
  %157 = getelementptr inbounds i8, ptr %155, i64 %154
  store i8 %156, ptr %157, align 1, !tbaa !15
  %158 = load ptr, ptr %34, align 8, !tbaa !41
  %159 = load i64, ptr %158, align 8, !tbaa !47
  %160 = add i64 %159, -1
  store i64 %160, ptr %158, align 8, !tbaa !47
  %161 = icmp eq i64 %159, 0
  br i1 %161, label %168, label %162

162:                                              ; preds = %152
  %163 = getelementptr inbounds i8, ptr %158, i64 8
  %164 = load ptr, ptr %163, align 8, !tbaa !49
  %165 = getelementptr inbounds i8, ptr %164, i64 1
  store ptr %165, ptr %163, align 8, !tbaa !49
  %166 = load i8, ptr %164, align 1, !tbaa !15
  %167 = zext i8 %166 to i32
  br label %170

168:                                              ; preds = %152
  %169 = tail call i32 @luaZ_fill(ptr noundef nonnull %158) #6
  br label %170

170:                                              ; preds = %168, %162
  %171 = phi i32 [ %167, %162 ], [ %169, %168 ]
  store i32 %171, ptr %0, align 8, !tbaa !39
  br label %172

172:                                              ; preds = %170, %186, %123, %128, %59
  br label %53

173:                                              ; preds = %131
  %174 = load ptr, ptr %34, align 8, !tbaa !41
  %175 = load i64, ptr %174, align 8, !tbaa !47
  %176 = add i64 %175, -1
  store i64 %176, ptr %174, align 8, !tbaa !47
  %177 = icmp eq i64 %175, 0
  br i1 %177, label %184, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, ptr %174, i64 8
  %180 = load ptr, ptr %179, align 8, !tbaa !49
  %181 = getelementptr inbounds i8, ptr %180, i64 1
  store ptr %181, ptr %179, align 8, !tbaa !49
  %182 = load i8, ptr %180, align 1, !tbaa !15
  %183 = zext i8 %182 to i32
  br label %186

184:                                              ; preds = %173
  %185 = tail call i32 @luaZ_fill(ptr noundef nonnull %174) #6
  br label %186

186:                                              ; preds = %184, %178
  %187 = phi i32 [ %183, %178 ], [ %185, %184 ]
  store i32 %187, ptr %0, align 8, !tbaa !39
  br label %172

188:                                              ; preds = %101
  %189 = load ptr, ptr %7, align 8, !tbaa !22
  %190 = load ptr, ptr %189, align 8, !tbaa !27
  %191 = getelementptr inbounds i8, ptr %190, i64 %2
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load i64, ptr %192, align 8, !tbaa !23
  %194 = shl i64 %2, 1
  %195 = sub i64 %193, %194
  %196 = tail call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef %191, i64 noundef %195)
  store ptr %196, ptr %1, align 8, !tbaa !15
  br label %197

197:                                              ; preds = %188, %101
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @check_next1(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = load i32, ptr %0, align 8, !tbaa !39
  %4 = icmp eq i32 %3, %1
  br i1 %4, label %5, label %21

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !41
  %8 = load i64, ptr %7, align 8, !tbaa !47
  %9 = add i64 %8, -1
  store i64 %9, ptr %7, align 8, !tbaa !47
  %10 = icmp eq i64 %8, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !49
  %14 = getelementptr inbounds i8, ptr %13, i64 1
  store ptr %14, ptr %12, align 8, !tbaa !49
  %15 = load i8, ptr %13, align 1, !tbaa !15
  %16 = zext i8 %15 to i32
  br label %19

17:                                               ; preds = %5
  %18 = tail call i32 @luaZ_fill(ptr noundef nonnull %7) #6
  br label %19

19:                                               ; preds = %17, %11
  %20 = phi i32 [ %16, %11 ], [ %18, %17 ]
  store i32 %20, ptr %0, align 8, !tbaa !39
  br label %21

21:                                               ; preds = %2, %19
  %22 = phi i32 [ 1, %19 ], [ 0, %2 ]
  ret i32 %22
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 289, 291) i32 @read_numeral(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 {
  %3 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6
  %4 = load i32, ptr %0, align 8, !tbaa !39
  %5 = getelementptr inbounds i8, ptr %0, i64 72
  %6 = load ptr, ptr %5, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !23
  %9 = add i64 %8, 1
  %10 = getelementptr inbounds i8, ptr %6, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !26
  %12 = icmp ugt i64 %9, %11
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8, !tbaa !27
  br label %26

15:                                               ; preds = %2
  %16 = icmp ugt i64 %11, 4611686018427387902
  br i1 %16, label %17, label %18

17:                                               ; preds = %15
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

18:                                               ; preds = %15
  %19 = shl nuw nsw i64 %11, 1
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load ptr, ptr %20, align 8, !tbaa !16
  %22 = load ptr, ptr %6, align 8, !tbaa !27
  %23 = tail call ptr @luaM_saferealloc_(ptr noundef %21, ptr noundef %22, i64 noundef %11, i64 noundef %19) #6
  store ptr %23, ptr %6, align 8, !tbaa !27
  store i64 %19, ptr %10, align 8, !tbaa !26
  %24 = load i64, ptr %7, align 8, !tbaa !23
  %25 = add i64 %24, 1
  br label %26

26:                                               ; preds = %13, %18
  %27 = phi i64 [ %9, %13 ], [ %25, %18 ]
  %28 = phi i64 [ %8, %13 ], [ %24, %18 ]
  %29 = phi ptr [ %14, %13 ], [ %23, %18 ]
  %30 = trunc i32 %4 to i8
  store i64 %27, ptr %7, align 8, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %29, i64 %28
  store i8 %30, ptr %31, align 1, !tbaa !15
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  %33 = load ptr, ptr %32, align 8, !tbaa !41
  %34 = load i64, ptr %33, align 8, !tbaa !47
  %35 = add i64 %34, -1
  store i64 %35, ptr %33, align 8, !tbaa !47
  %36 = icmp eq i64 %34, 0
  br i1 %36, label %43, label %37

37:                                               ; preds = %26
  %38 = getelementptr inbounds i8, ptr %33, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !49
  %40 = getelementptr inbounds i8, ptr %39, i64 1
  store ptr %40, ptr %38, align 8, !tbaa !49
  %41 = load i8, ptr %39, align 1, !tbaa !15
  %42 = zext i8 %41 to i32
  br label %45

43:                                               ; preds = %26
  %44 = tail call i32 @luaZ_fill(ptr noundef nonnull %33) #6
  br label %45

45:                                               ; preds = %43, %37
  %46 = phi i32 [ %42, %37 ], [ %44, %43 ]
  store i32 %46, ptr %0, align 8, !tbaa !39
  %47 = icmp eq i32 %4, 48
  br i1 %47, label %48, label %52

48:                                               ; preds = %45
  %49 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull @.str.56)
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, ptr @.str.55, ptr @.str.57
  br label %52

52:                                               ; preds = %48, %45
  %53 = phi ptr [ @.str.55, %45 ], [ %51, %48 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 56
  br label %55

55:                                               ; preds = %111, %52
  %56 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull %53)
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull @.str.58)
  br label %111

60:                                               ; preds = %55
  %61 = load i32, ptr %0, align 8, !tbaa !39
  %62 = add nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !15
  %66 = zext i8 %65 to i32
  %67 = and i32 %66, 16
  %68 = icmp ne i32 %67, 0
  %69 = icmp eq i32 %61, 46
  %70 = or i1 %69, %68
  br i1 %70, label %71, label %112

71:                                               ; preds = %60
  %72 = load ptr, ptr %5, align 8, !tbaa !22
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load i64, ptr %73, align 8, !tbaa !23
  %75 = add i64 %74, 1
  %76 = getelementptr inbounds i8, ptr %72, i64 16
  %77 = load i64, ptr %76, align 8, !tbaa !26
  %78 = icmp ugt i64 %75, %77
  br i1 %78, label %81, label %79

79:                                               ; preds = %71
  %80 = load ptr, ptr %72, align 8, !tbaa !27
  br label %91

81:                                               ; preds = %71
  %82 = icmp ugt i64 %77, 4611686018427387902
  br i1 %82, label %83, label %84

83:                                               ; preds = %81
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

84:                                               ; preds = %81
  %85 = shl nuw nsw i64 %77, 1
  %86 = load ptr, ptr %54, align 8, !tbaa !16
  %87 = load ptr, ptr %72, align 8, !tbaa !27
  %88 = tail call ptr @luaM_saferealloc_(ptr noundef %86, ptr noundef %87, i64 noundef %77, i64 noundef %85) #6
  store ptr %88, ptr %72, align 8, !tbaa !27
  store i64 %85, ptr %76, align 8, !tbaa !26
  %89 = load i64, ptr %73, align 8, !tbaa !23
  %90 = add i64 %89, 1
  br label %91

91:                                               ; preds = %79, %84
  %92 = phi i64 [ %75, %79 ], [ %90, %84 ]
  %93 = phi i64 [ %74, %79 ], [ %89, %84 ]
  %94 = phi ptr [ %80, %79 ], [ %88, %84 ]
  %95 = trunc i32 %61 to i8
  store i64 %92, ptr %73, align 8, !tbaa !23
  %96 = getelementptr inbounds i8, ptr %94, i64 %93
  store i8 %95, ptr %96, align 1, !tbaa !15
  %97 = load ptr, ptr %32, align 8, !tbaa !41
  %98 = load i64, ptr %97, align 8, !tbaa !47
  %99 = add i64 %98, -1
  store i64 %99, ptr %97, align 8, !tbaa !47
  %100 = icmp eq i64 %98, 0
  br i1 %100, label %107, label %101

101:                                              ; preds = %91
  %102 = getelementptr inbounds i8, ptr %97, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !49
  %104 = getelementptr inbounds i8, ptr %103, i64 1
  store ptr %104, ptr %102, align 8, !tbaa !49
  %105 = load i8, ptr %103, align 1, !tbaa !15
  %106 = zext i8 %105 to i32
  br label %109

107:                                              ; preds = %91
  %108 = tail call i32 @luaZ_fill(ptr noundef nonnull %97) #6
  br label %109

109:                                              ; preds = %107, %101
  %110 = phi i32 [ %106, %101 ], [ %108, %107 ]
  store i32 %110, ptr %0, align 8, !tbaa !39
  br label %111

111:                                              ; preds = %109, %58
  br label %55

112:                                              ; preds = %60
  %113 = and i32 %66, 1
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %155, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %5, align 8, !tbaa !22
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  %118 = load i64, ptr %117, align 8, !tbaa !23
  %119 = add i64 %118, 1
  %120 = getelementptr inbounds i8, ptr %116, i64 16
  %121 = load i64, ptr %120, align 8, !tbaa !26
  %122 = icmp ugt i64 %119, %121
  br i1 %122, label %125, label %123

123:                                              ; preds = %115
  %124 = load ptr, ptr %116, align 8, !tbaa !27
  br label %135

125:                                              ; preds = %115
  %126 = icmp ugt i64 %121, 4611686018427387902
  br i1 %126, label %127, label %128

127:                                              ; preds = %125
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

128:                                              ; preds = %125
  %129 = shl nuw nsw i64 %121, 1
  %130 = load ptr, ptr %54, align 8, !tbaa !16
  %131 = load ptr, ptr %116, align 8, !tbaa !27
  %132 = tail call ptr @luaM_saferealloc_(ptr noundef %130, ptr noundef %131, i64 noundef %121, i64 noundef %129) #6
  store ptr %132, ptr %116, align 8, !tbaa !27
  store i64 %129, ptr %120, align 8, !tbaa !26
  %133 = load i64, ptr %117, align 8, !tbaa !23
  %134 = add i64 %133, 1
  br label %135

135:                                              ; preds = %123, %128
  %136 = phi i64 [ %119, %123 ], [ %134, %128 ]
  %137 = phi i64 [ %118, %123 ], [ %133, %128 ]
  %138 = phi ptr [ %124, %123 ], [ %132, %128 ]
  %139 = trunc i32 %61 to i8
  store i64 %136, ptr %117, align 8, !tbaa !23
  %140 = getelementptr inbounds i8, ptr %138, i64 %137
  store i8 %139, ptr %140, align 1, !tbaa !15
  %141 = load ptr, ptr %32, align 8, !tbaa !41
  %142 = load i64, ptr %141, align 8, !tbaa !47
  %143 = add i64 %142, -1
  store i64 %143, ptr %141, align 8, !tbaa !47
  %144 = icmp eq i64 %142, 0
  br i1 %144, label %151, label %145

145:                                              ; preds = %135
  %146 = getelementptr inbounds i8, ptr %141, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !49
  %148 = getelementptr inbounds i8, ptr %147, i64 1
  store ptr %148, ptr %146, align 8, !tbaa !49
  %149 = load i8, ptr %147, align 1, !tbaa !15
  %150 = zext i8 %149 to i32
  br label %153

151:                                              ; preds = %135
  %152 = tail call i32 @luaZ_fill(ptr noundef nonnull %141) #6
  br label %153

153:                                              ; preds = %151, %145
  %154 = phi i32 [ %150, %145 ], [ %152, %151 ]
  store i32 %154, ptr %0, align 8, !tbaa !39
  br label %155

155:                                              ; preds = %153, %112
  %156 = load ptr, ptr %5, align 8, !tbaa !22
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load i64, ptr %157, align 8, !tbaa !23
  %159 = add i64 %158, 1
  %160 = getelementptr inbounds i8, ptr %156, i64 16
  %161 = load i64, ptr %160, align 8, !tbaa !26
  %162 = icmp ugt i64 %159, %161
  br i1 %162, label %165, label %163

163:                                              ; preds = %155
  %164 = load ptr, ptr %156, align 8, !tbaa !27
  br label %175

165:                                              ; preds = %155
  %166 = icmp ugt i64 %161, 4611686018427387902
  br i1 %166, label %167, label %168

167:                                              ; preds = %165
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

168:                                              ; preds = %165
  %169 = shl nuw nsw i64 %161, 1
  %170 = load ptr, ptr %54, align 8, !tbaa !16
  %171 = load ptr, ptr %156, align 8, !tbaa !27
  %172 = tail call ptr @luaM_saferealloc_(ptr noundef %170, ptr noundef %171, i64 noundef %161, i64 noundef %169) #6
  store ptr %172, ptr %156, align 8, !tbaa !27
  store i64 %169, ptr %160, align 8, !tbaa !26
  %173 = load i64, ptr %157, align 8, !tbaa !23
  %174 = add i64 %173, 1
  br label %175

175:                                              ; preds = %163, %168
  %176 = phi i64 [ %159, %163 ], [ %174, %168 ]
  %177 = phi i64 [ %158, %163 ], [ %173, %168 ]
  %178 = phi ptr [ %164, %163 ], [ %172, %168 ]
  store i64 %176, ptr %157, align 8, !tbaa !23
  %179 = getelementptr inbounds i8, ptr %178, i64 %177
  store i8 0, ptr %179, align 1, !tbaa !15
  %180 = load ptr, ptr %5, align 8, !tbaa !22
  %181 = load ptr, ptr %180, align 8, !tbaa !27
  %182 = call i64 @luaO_str2num(ptr noundef %181, ptr noundef nonnull %3) #6
  %183 = icmp eq i64 %182, 0
  br i1 %183, label %184, label %185

184:                                              ; preds = %175
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.59, i32 noundef 289) #7
  unreachable

185:                                              ; preds = %175
  %186 = getelementptr inbounds i8, ptr %3, i64 8
  %187 = load i8, ptr %186, align 8, !tbaa !29
  %188 = icmp eq i8 %187, 3
  %189 = load double, ptr %3, align 8
  %190 = select i1 %188, i32 290, i32 289
  store double %189, ptr %1, align 8, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6
  ret i32 %190
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @gethexa(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 72
  %4 = load ptr, ptr %3, align 8, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !23
  %7 = add i64 %6, 1
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !26
  %10 = icmp ugt i64 %7, %9
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = load ptr, ptr %4, align 8, !tbaa !27
  br label %24

13:                                               ; preds = %1
  %14 = icmp ugt i64 %9, 4611686018427387902
  br i1 %14, label %15, label %16

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1
  %18 = getelementptr inbounds i8, ptr %0, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !16
  %20 = load ptr, ptr %4, align 8, !tbaa !27
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6
  store ptr %21, ptr %4, align 8, !tbaa !27
  store i64 %17, ptr %8, align 8, !tbaa !26
  %22 = load i64, ptr %5, align 8, !tbaa !23
  %23 = add i64 %22, 1
  br label %24

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ]
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ]
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ]
  %28 = trunc i32 %2 to i8
  store i64 %25, ptr %5, align 8, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %27, i64 %26
  store i8 %28, ptr %29, align 1, !tbaa !15
  %30 = getelementptr inbounds i8, ptr %0, i64 64
  %31 = load ptr, ptr %30, align 8, !tbaa !41
  %32 = load i64, ptr %31, align 8, !tbaa !47
  %33 = add i64 %32, -1
  store i64 %33, ptr %31, align 8, !tbaa !47
  %34 = icmp eq i64 %32, 0
  br i1 %34, label %41, label %35

35:                                               ; preds = %24
  %36 = getelementptr inbounds i8, ptr %31, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !49
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  store ptr %38, ptr %36, align 8, !tbaa !49
  %39 = load i8, ptr %37, align 1, !tbaa !15
  %40 = zext i8 %39 to i32
  br label %43

41:                                               ; preds = %24
  %42 = tail call i32 @luaZ_fill(ptr noundef nonnull %31) #6
  br label %43

43:                                               ; preds = %41, %35
  %44 = phi i32 [ %40, %35 ], [ %42, %41 ]
  store i32 %44, ptr %0, align 8, !tbaa !39
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !15
  %49 = and i8 %48, 16
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %51, label %69

51:                                               ; preds = %43
  %52 = icmp eq i32 %44, -1
  br i1 %52, label %68, label %53

53:                                               ; preds = %51
  tail call fastcc void @save(ptr noundef nonnull %0, i32 noundef %44)
  %54 = load ptr, ptr %30, align 8, !tbaa !41
  %55 = load i64, ptr %54, align 8, !tbaa !47
  %56 = add i64 %55, -1
  store i64 %56, ptr %54, align 8, !tbaa !47
  %57 = icmp eq i64 %55, 0
  br i1 %57, label %64, label %58

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %54, i64 8
  %60 = load ptr, ptr %59, align 8, !tbaa !49
  %61 = getelementptr inbounds i8, ptr %60, i64 1
  store ptr %61, ptr %59, align 8, !tbaa !49
  %62 = load i8, ptr %60, align 1, !tbaa !15
  %63 = zext i8 %62 to i32
  br label %66

64:                                               ; preds = %53
  %65 = tail call i32 @luaZ_fill(ptr noundef nonnull %54) #6
  br label %66

66:                                               ; preds = %64, %58
  %67 = phi i32 [ %63, %58 ], [ %65, %64 ]
  store i32 %67, ptr %0, align 8, !tbaa !39
  br label %68

68:                                               ; preds = %66, %51
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.50, i32 noundef 292) #7
  unreachable

69:                                               ; preds = %43
  %70 = tail call i32 @luaO_hexavalue(i32 noundef %44) #6
  ret i32 %70
}

declare hidden i32 @luaO_hexavalue(i32 noundef) local_unnamed_addr #2

declare hidden i32 @luaO_utf8esc(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @check_next2(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = load i32, ptr %0, align 8, !tbaa !39
  %4 = load i8, ptr %1, align 1, !tbaa !15
  %5 = zext i8 %4 to i32
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %12, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !15
  %10 = zext i8 %9 to i32
  %11 = icmp eq i32 %3, %10
  br i1 %11, label %12, label %55

12:                                               ; preds = %7, %2
  %13 = getelementptr inbounds i8, ptr %0, i64 72
  %14 = load ptr, ptr %13, align 8, !tbaa !22
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !23
  %17 = add i64 %16, 1
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !26
  %20 = icmp ugt i64 %17, %19
  br i1 %20, label %23, label %21

21:                                               ; preds = %12
  %22 = load ptr, ptr %14, align 8, !tbaa !27
  br label %34

23:                                               ; preds = %12
  %24 = icmp ugt i64 %19, 4611686018427387902
  br i1 %24, label %25, label %26

25:                                               ; preds = %23
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7
  unreachable

26:                                               ; preds = %23
  %27 = shl nuw nsw i64 %19, 1
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !16
  %30 = load ptr, ptr %14, align 8, !tbaa !27
  %31 = tail call ptr @luaM_saferealloc_(ptr noundef %29, ptr noundef %30, i64 noundef %19, i64 noundef %27) #6
  store ptr %31, ptr %14, align 8, !tbaa !27
  store i64 %27, ptr %18, align 8, !tbaa !26
  %32 = load i64, ptr %15, align 8, !tbaa !23
  %33 = add i64 %32, 1
  br label %34

34:                                               ; preds = %21, %26
  %35 = phi i64 [ %17, %21 ], [ %33, %26 ]
  %36 = phi i64 [ %16, %21 ], [ %32, %26 ]
  %37 = phi ptr [ %22, %21 ], [ %31, %26 ]
  %38 = trunc i32 %3 to i8
  store i64 %35, ptr %15, align 8, !tbaa !23
  %39 = getelementptr inbounds i8, ptr %37, i64 %36
  store i8 %38, ptr %39, align 1, !tbaa !15
  %40 = getelementptr inbounds i8, ptr %0, i64 64
  %41 = load ptr, ptr %40, align 8, !tbaa !41
  %42 = load i64, ptr %41, align 8, !tbaa !47
  %43 = add i64 %42, -1
  store i64 %43, ptr %41, align 8, !tbaa !47
  %44 = icmp eq i64 %42, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %34
  %46 = getelementptr inbounds i8, ptr %41, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !49
  %48 = getelementptr inbounds i8, ptr %47, i64 1
  store ptr %48, ptr %46, align 8, !tbaa !49
  %49 = load i8, ptr %47, align 1, !tbaa !15
  %50 = zext i8 %49 to i32
  br label %53

51:                                               ; preds = %34
  %52 = tail call i32 @luaZ_fill(ptr noundef nonnull %41) #6
  br label %53

53:                                               ; preds = %51, %45
  %54 = phi i32 [ %50, %45 ], [ %52, %51 ]
  store i32 %54, ptr %0, align 8, !tbaa !39
  br label %55

55:                                               ; preds = %7, %53
  %56 = phi i32 [ 1, %53 ], [ 0, %7 ]
  ret i32 %56
}

declare hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !8, i64 10}
!11 = !{!"TString", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !12, i64 12, !8, i64 16, !8, i64 24}
!12 = !{!"int", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !7, i64 56}
!17 = !{!"LexState", !12, i64 0, !12, i64 4, !12, i64 8, !18, i64 16, !18, i64 32, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !7, i64 96, !7, i64 104}
!18 = !{!"Token", !12, i64 0, !8, i64 8}
!19 = !{!17, !12, i64 16}
!20 = !{!17, !7, i64 96}
!21 = !{!17, !12, i64 4}
!22 = !{!17, !7, i64 72}
!23 = !{!24, !25, i64 8}
!24 = !{!"Mbuffer", !7, i64 0, !25, i64 8, !25, i64 16}
!25 = !{!"long", !8, i64 0}
!26 = !{!24, !25, i64 16}
!27 = !{!24, !7, i64 0}
!28 = !{!17, !7, i64 80}
!29 = !{!30, !8, i64 8}
!30 = !{!"TValue", !8, i64 0, !8, i64 8}
!31 = !{!11, !8, i64 8}
!32 = !{!33, !7, i64 24}
!33 = !{!"lua_State", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !34, i64 12, !8, i64 16, !7, i64 24, !7, i64 32, !8, i64 40, !8, i64 48, !7, i64 56, !8, i64 64, !7, i64 72, !7, i64 80, !7, i64 88, !35, i64 96, !7, i64 160, !25, i64 168, !12, i64 176, !12, i64 180, !12, i64 184, !12, i64 188, !12, i64 192}
!34 = !{!"short", !8, i64 0}
!35 = !{!"CallInfo", !8, i64 0, !8, i64 8, !7, i64 16, !7, i64 24, !8, i64 32, !8, i64 56, !34, i64 60, !34, i64 62}
!36 = !{!37, !25, i64 24}
!37 = !{!"global_State", !7, i64 0, !7, i64 8, !25, i64 16, !25, i64 24, !25, i64 32, !25, i64 40, !38, i64 48, !30, i64 64, !30, i64 80, !12, i64 96, !8, i64 100, !8, i64 101, !8, i64 102, !8, i64 103, !8, i64 104, !8, i64 105, !8, i64 106, !8, i64 107, !8, i64 108, !8, i64 109, !8, i64 110, !7, i64 112, !7, i64 120, !7, i64 128, !7, i64 136, !7, i64 144, !7, i64 152, !7, i64 160, !7, i64 168, !7, i64 176, !7, i64 184, !7, i64 192, !7, i64 200, !7, i64 208, !7, i64 216, !7, i64 224, !7, i64 232, !7, i64 240, !7, i64 248, !7, i64 256, !7, i64 264, !7, i64 272, !8, i64 280, !8, i64 480, !8, i64 552, !7, i64 1400, !7, i64 1408}
!38 = !{!"stringtable", !7, i64 0, !12, i64 8, !12, i64 12}
!39 = !{!17, !12, i64 0}
!40 = !{!17, !12, i64 32}
!41 = !{!17, !7, i64 64}
!42 = !{!17, !7, i64 48}
!43 = !{!12, !12, i64 0}
!44 = !{!17, !7, i64 104}
!45 = !{!17, !12, i64 8}
!46 = !{i64 0, i64 4, !43, i64 8, i64 8, !15}
!47 = !{!48, !25, i64 0}
!48 = !{!"Zio", !25, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32}
!49 = !{!48, !7, i64 8}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14}
!52 = distinct !{!52, !14}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !14}
!55 = distinct !{!55, !14}
!56 = distinct !{!56, !14}
!57 = distinct !{!57, !14}
