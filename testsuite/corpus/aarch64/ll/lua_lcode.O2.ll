; ModuleID = 'src/lua/lcode.c'
source_filename = "src/lua/lcode.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.expdesc = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%union.Vardesc = type { %struct.anon.11 }
%struct.anon.11 = type { %union.Value, i8, i8, i8, i16, ptr }
%union.Value = type { ptr }
%struct.AbsLineInfo = type { i32, i32 }
%struct.TValue = type { %union.Value, i8 }

@.str = private unnamed_addr constant [8 x i8] c"opcodes\00", align 1
@.str.1 = private unnamed_addr constant [48 x i8] c"function or expression needs too many registers\00", align 1
@luaK_prefix.ef = internal constant %struct.expdesc { i32 6, %union.anon zeroinitializer, i32 -1, i32 -1 }, align 8
@previousinstruction.invalidinstruction = internal unnamed_addr constant i32 -1, align 4
@.str.2 = private unnamed_addr constant [27 x i8] c"control structure too long\00", align 1
@luaP_opmodes = external hidden local_unnamed_addr constant [83 x i8], align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"lines\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"constants\00", align 1

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaK_semerror(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %3, align 8, !tbaa !6
  tail call void @luaX_syntaxerror(ptr noundef %0, ptr noundef %1) #12
  unreachable
}

; Function Attrs: noreturn
declare hidden void @luaX_syntaxerror(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define hidden range(i32 0, 2) i32 @luaK_exp2const(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef writeonly %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i32, ptr %4, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %1, i64 20
  %7 = load i32, ptr %6, align 4, !tbaa !15
  %8 = icmp eq i32 %5, %7
  br i1 %8, label %9, label %43

9:                                                ; preds = %3
  %10 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %10, label %43 [
    i32 3, label %40
    i32 2, label %11
    i32 1, label %12
    i32 7, label %13
    i32 11, label %19
    i32 6, label %32
    i32 5, label %34
  ]

11:                                               ; preds = %9
  br label %40

12:                                               ; preds = %9
  br label %40

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !17
  store ptr %15, ptr %2, align 8, !tbaa !17
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  %17 = load i8, ptr %16, align 8, !tbaa !18
  %18 = or i8 %17, 64
  br label %40

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %21, i64 88
  %23 = load ptr, ptr %22, align 8, !tbaa !23
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = load i32, ptr %25, align 8, !tbaa !17
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %union.Vardesc, ptr %24, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !17
  store i64 %29, ptr %2, align 8, !tbaa !17
  %30 = getelementptr inbounds i8, ptr %28, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !28
  br label %40

32:                                               ; preds = %9
  %33 = icmp eq ptr %2, null
  br i1 %33, label %43, label %36

34:                                               ; preds = %9
  %35 = icmp eq ptr %2, null
  br i1 %35, label %43, label %36

36:                                               ; preds = %34, %32
  %37 = phi i8 [ 3, %32 ], [ 19, %34 ]
  %38 = getelementptr inbounds i8, ptr %1, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !17
  store double %39, ptr %2, align 8, !tbaa !17
  br label %40

40:                                               ; preds = %9, %11, %12, %13, %19, %36
  %41 = phi i8 [ %37, %36 ], [ %31, %19 ], [ %18, %13 ], [ 0, %12 ], [ 17, %11 ], [ 1, %9 ]
  %42 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 %41, ptr %42, align 8, !tbaa !28
  br label %43

43:                                               ; preds = %40, %9, %34, %32, %3
  %44 = phi i32 [ 0, %3 ], [ 1, %32 ], [ 1, %34 ], [ 0, %9 ], [ 1, %40 ]
  ret i32 %44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define hidden void @luaK_nil(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = add nsw i32 %2, %1
  %5 = add i32 %4, 255
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = load i32, ptr %6, align 8, !tbaa !30
  %8 = getelementptr inbounds i8, ptr %0, i64 36
  %9 = load i32, ptr %8, align 4, !tbaa !31
  %10 = icmp sgt i32 %7, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = load ptr, ptr %0, align 8, !tbaa !32
  %13 = getelementptr inbounds i8, ptr %12, i64 64
  %14 = load ptr, ptr %13, align 8, !tbaa !33
  %15 = sext i32 %7 to i64
  %16 = getelementptr i32, ptr %14, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -4
  br label %18

18:                                               ; preds = %3, %11
  %19 = phi ptr [ %17, %11 ], [ @previousinstruction.invalidinstruction, %3 ]
  %20 = load i32, ptr %19, align 4, !tbaa !35
  %21 = and i32 %20, 127
  %22 = icmp eq i32 %21, 8
  br i1 %22, label %23, label %49

23:                                               ; preds = %18
  %24 = lshr i32 %20, 7
  %25 = and i32 %24, 255
  %26 = lshr i32 %20, 16
  %27 = and i32 %26, 255
  %28 = add nuw nsw i32 %25, %27
  %29 = icmp sgt i32 %25, %1
  %30 = add nuw nsw i32 %28, 1
  %31 = icmp slt i32 %30, %1
  %32 = select i1 %29, i1 true, i1 %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %23
  %34 = icmp slt i32 %25, %1
  %35 = icmp sgt i32 %25, %4
  %36 = select i1 %34, i1 true, i1 %35
  br i1 %36, label %49, label %37

37:                                               ; preds = %23, %33
  %38 = tail call i32 @llvm.smin.i32(i32 %25, i32 %1)
  %39 = icmp slt i32 %28, %4
  %40 = select i1 %39, i32 %5, i32 %28
  %41 = and i32 %20, -16744440
  %42 = shl i32 %38, 7
  %43 = and i32 %42, 32640
  %44 = or disjoint i32 %43, %41
  %45 = sub i32 %40, %38
  %46 = shl i32 %45, 16
  %47 = and i32 %46, 16711680
  %48 = or disjoint i32 %44, %47
  store i32 %48, ptr %19, align 4, !tbaa !35
  br label %71

49:                                               ; preds = %33, %18
  %50 = shl i32 %1, 7
  %51 = shl i32 %2, 16
  %52 = add i32 %51, -65536
  %53 = or i32 %50, %52
  %54 = or disjoint i32 %53, 8
  %55 = load ptr, ptr %0, align 8, !tbaa !32
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  %57 = load ptr, ptr %56, align 8, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %57, i64 56
  %59 = load ptr, ptr %58, align 8, !tbaa !36
  %60 = getelementptr inbounds i8, ptr %55, i64 64
  %61 = load ptr, ptr %60, align 8, !tbaa !33
  %62 = getelementptr inbounds i8, ptr %55, i64 24
  %63 = tail call ptr @luaM_growaux_(ptr noundef %59, ptr noundef %61, i32 noundef %7, ptr noundef nonnull %62, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %63, ptr %60, align 8, !tbaa !33
  %64 = load i32, ptr %6, align 8, !tbaa !30
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 8, !tbaa !30
  %66 = sext i32 %64 to i64
  %67 = getelementptr inbounds i32, ptr %63, i64 %66
  store i32 %54, ptr %67, align 4, !tbaa !35
  %68 = load ptr, ptr %56, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load i32, ptr %69, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %55, i32 noundef %70)
  br label %71

71:                                               ; preds = %37, %49
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_codeABCk(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = shl i32 %2, 7
  %8 = or i32 %7, %1
  %9 = shl i32 %3, 16
  %10 = or i32 %8, %9
  %11 = shl i32 %4, 24
  %12 = or i32 %10, %11
  %13 = shl i32 %5, 15
  %14 = or i32 %12, %13
  %15 = load ptr, ptr %0, align 8, !tbaa !32
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 56
  %19 = load ptr, ptr %18, align 8, !tbaa !36
  %20 = getelementptr inbounds i8, ptr %15, i64 64
  %21 = load ptr, ptr %20, align 8, !tbaa !33
  %22 = getelementptr inbounds i8, ptr %0, i64 32
  %23 = load i32, ptr %22, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %15, i64 24
  %25 = tail call ptr @luaM_growaux_(ptr noundef %19, ptr noundef %21, i32 noundef %23, ptr noundef nonnull %24, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %25, ptr %20, align 8, !tbaa !33
  %26 = load i32, ptr %22, align 8, !tbaa !30
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %22, align 8, !tbaa !30
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds i32, ptr %25, i64 %28
  store i32 %14, ptr %29, align 4, !tbaa !35
  %30 = load ptr, ptr %16, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %15, i32 noundef %32)
  %33 = load i32, ptr %22, align 8, !tbaa !30
  %34 = add nsw i32 %33, -1
  ret i32 %34
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_concat(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq i32 %2, -1
  br i1 %4, label %39, label %5

5:                                                ; preds = %3
  %6 = load i32, ptr %1, align 4, !tbaa !35
  %7 = icmp eq i32 %6, -1
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = load ptr, ptr %0, align 8, !tbaa !32
  %10 = getelementptr inbounds i8, ptr %9, i64 64
  %11 = load ptr, ptr %10, align 8, !tbaa !33
  br label %13

12:                                               ; preds = %5
  store i32 %2, ptr %1, align 4, !tbaa !35
  br label %39

13:                                               ; preds = %8, %13
  %14 = phi i32 [ %22, %13 ], [ %6, %8 ]
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %11, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !35
  %18 = lshr i32 %17, 7
  %19 = add nsw i32 %18, -16777215
  %20 = icmp eq i32 %19, -1
  %21 = add nuw nsw i32 %14, 1
  %22 = add nsw i32 %21, %19
  %23 = icmp eq i32 %22, -1
  %24 = select i1 %20, i1 true, i1 %23
  br i1 %24, label %25, label %13, !llvm.loop !38

25:                                               ; preds = %13
  %26 = xor i32 %14, -1
  %27 = add i32 %26, %2
  %28 = add i32 %27, 16777215
  %29 = icmp ult i32 %28, 33554432
  br i1 %29, label %33, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %32, ptr noundef nonnull @.str.2) #12
  unreachable

33:                                               ; preds = %25
  %34 = getelementptr inbounds i32, ptr %11, i64 %15
  %35 = and i32 %17, 127
  %36 = shl i32 %27, 7
  %37 = add i32 %36, 2147483520
  %38 = or disjoint i32 %35, %37
  store i32 %38, ptr %34, align 4, !tbaa !35
  br label %39

39:                                               ; preds = %12, %33, %3
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_jump(ptr nocapture noundef %0) local_unnamed_addr #5 {
  %2 = load ptr, ptr %0, align 8, !tbaa !32
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %4, i64 56
  %6 = load ptr, ptr %5, align 8, !tbaa !36
  %7 = getelementptr inbounds i8, ptr %2, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load i32, ptr %9, align 8, !tbaa !30
  %11 = getelementptr inbounds i8, ptr %2, i64 24
  %12 = tail call ptr @luaM_growaux_(ptr noundef %6, ptr noundef %8, i32 noundef %10, ptr noundef nonnull %11, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %12, ptr %7, align 8, !tbaa !33
  %13 = load i32, ptr %9, align 8, !tbaa !30
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %9, align 8, !tbaa !30
  %15 = sext i32 %13 to i64
  %16 = getelementptr inbounds i32, ptr %12, i64 %15
  store i32 2147483448, ptr %16, align 4, !tbaa !35
  %17 = load ptr, ptr %3, align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i32, ptr %18, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %2, i32 noundef %19)
  %20 = load i32, ptr %9, align 8, !tbaa !30
  %21 = add nsw i32 %20, -1
  ret i32 %21
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_ret(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq i32 %2, 1
  %5 = select i1 %4, i32 72, i32 70
  %6 = icmp eq i32 %2, 0
  %7 = select i1 %6, i32 71, i32 %5
  %8 = shl i32 %1, 7
  %9 = or disjoint i32 %7, %8
  %10 = shl i32 %2, 16
  %11 = add i32 %10, 65536
  %12 = or i32 %9, %11
  %13 = load ptr, ptr %0, align 8, !tbaa !32
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !36
  %18 = getelementptr inbounds i8, ptr %13, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = load i32, ptr %20, align 8, !tbaa !30
  %22 = getelementptr inbounds i8, ptr %13, i64 24
  %23 = tail call ptr @luaM_growaux_(ptr noundef %17, ptr noundef %19, i32 noundef %21, ptr noundef nonnull %22, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %23, ptr %18, align 8, !tbaa !33
  %24 = load i32, ptr %20, align 8, !tbaa !30
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %20, align 8, !tbaa !30
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds i32, ptr %23, i64 %26
  store i32 %12, ptr %27, align 4, !tbaa !35
  %28 = load ptr, ptr %14, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load i32, ptr %29, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %13, i32 noundef %30)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define hidden i32 @luaK_getlabel(ptr nocapture noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i32, ptr %2, align 8, !tbaa !30
  %4 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %3, ptr %4, align 4, !tbaa !31
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_patchlist(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #5 {
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef 255, i32 noundef %2)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @patchlistaux(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #5 {
  %6 = icmp eq i32 %1, -1
  br i1 %6, label %81, label %7

7:                                                ; preds = %5
  %8 = load ptr, ptr %0, align 8, !tbaa !32
  %9 = getelementptr inbounds i8, ptr %8, i64 64
  %10 = load ptr, ptr %9, align 8, !tbaa !33
  %11 = icmp eq i32 %3, 255
  %12 = shl i32 %3, 7
  %13 = and i32 %12, 32640
  br label %14

14:                                               ; preds = %7, %72
  %15 = phi i32 [ %1, %7 ], [ %23, %72 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %10, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !35
  %19 = lshr i32 %18, 7
  %20 = add nsw i32 %19, -16777215
  %21 = icmp eq i32 %20, -1
  %22 = add nuw nsw i32 %15, 1
  %23 = add nsw i32 %22, %20
  %24 = icmp sgt i32 %15, 0
  br i1 %24, label %25, label %34

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, ptr %17, i64 -4
  %27 = load i32, ptr %26, align 4, !tbaa !35
  %28 = and i32 %27, 127
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1, !tbaa !17
  %32 = and i8 %31, 16
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %25, %14
  br label %35

35:                                               ; preds = %34, %25
  %36 = phi i32 [ %18, %34 ], [ %27, %25 ]
  %37 = phi ptr [ %17, %34 ], [ %26, %25 ]
  %38 = and i32 %36, 127
  %39 = icmp eq i32 %38, 67
  br i1 %39, label %40, label %64

40:                                               ; preds = %35
  br i1 %11, label %48, label %41

41:                                               ; preds = %40
  %42 = lshr i32 %36, 16
  %43 = and i32 %42, 255
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = and i32 %36, -32701
  %47 = or disjoint i32 %46, %13
  br label %53

48:                                               ; preds = %41, %40
  %49 = lshr i32 %36, 9
  %50 = and i32 %49, 32640
  %51 = and i32 %36, 32834
  %52 = or disjoint i32 %50, %51
  br label %53

53:                                               ; preds = %48, %45
  %54 = phi i32 [ %52, %48 ], [ %47, %45 ]
  store i32 %54, ptr %37, align 4, !tbaa !35
  %55 = xor i32 %15, -1
  %56 = add i32 %55, %2
  %57 = add i32 %56, 16777215
  %58 = icmp ult i32 %57, 33554432
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  %61 = load ptr, ptr %60, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %61, ptr noundef nonnull @.str.2) #12
  unreachable

62:                                               ; preds = %53
  %63 = load i32, ptr %17, align 4, !tbaa !35
  br label %72

64:                                               ; preds = %35
  %65 = xor i32 %15, -1
  %66 = add i32 %65, %4
  %67 = add i32 %66, 16777215
  %68 = icmp ult i32 %67, 33554432
  br i1 %68, label %72, label %69

69:                                               ; preds = %64
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %71, ptr noundef nonnull @.str.2) #12
  unreachable

72:                                               ; preds = %64, %62
  %73 = phi i32 [ %63, %62 ], [ %18, %64 ]
  %74 = phi i32 [ %56, %62 ], [ %66, %64 ]
  %75 = and i32 %73, 127
  %76 = shl i32 %74, 7
  %77 = add i32 %76, 2147483520
  %78 = or disjoint i32 %75, %77
  store i32 %78, ptr %17, align 4, !tbaa !35
  %79 = icmp eq i32 %23, -1
  %80 = select i1 %21, i1 true, i1 %79
  br i1 %80, label %81, label %14, !llvm.loop !40

81:                                               ; preds = %72, %5
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_patchtohere(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = load i32, ptr %3, align 8, !tbaa !30
  %5 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %4, ptr %5, align 4, !tbaa !31
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %1, i32 noundef %4, i32 noundef 255, i32 noundef %4)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_code(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = load ptr, ptr %0, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %5, i64 56
  %7 = load ptr, ptr %6, align 8, !tbaa !36
  %8 = getelementptr inbounds i8, ptr %3, i64 64
  %9 = load ptr, ptr %8, align 8, !tbaa !33
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load i32, ptr %10, align 8, !tbaa !30
  %12 = getelementptr inbounds i8, ptr %3, i64 24
  %13 = tail call ptr @luaM_growaux_(ptr noundef %7, ptr noundef %9, i32 noundef %11, ptr noundef nonnull %12, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %13, ptr %8, align 8, !tbaa !33
  %14 = load i32, ptr %10, align 8, !tbaa !30
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 8, !tbaa !30
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  store i32 %1, ptr %17, align 4, !tbaa !35
  %18 = load ptr, ptr %4, align 8, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %3, i32 noundef %20)
  %21 = load i32, ptr %10, align 8, !tbaa !30
  %22 = add nsw i32 %21, -1
  ret i32 %22
}

declare hidden ptr @luaM_growaux_(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @savelineinfo(ptr nocapture noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  %5 = load i32, ptr %4, align 8, !tbaa !41
  %6 = sub nsw i32 %2, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = load i32, ptr %7, align 8, !tbaa !30
  %9 = add nsw i32 %8, -1
  %10 = tail call i32 @llvm.abs.i32(i32 %6, i1 true)
  %11 = icmp ugt i32 %10, 127
  br i1 %11, label %17, label %12

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 69
  %14 = load i8, ptr %13, align 1, !tbaa !42
  %15 = add i8 %14, 1
  store i8 %15, ptr %13, align 1, !tbaa !42
  %16 = icmp slt i8 %14, 0
  br i1 %16, label %17, label %34

17:                                               ; preds = %12, %3
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %19, i64 56
  %21 = load ptr, ptr %20, align 8, !tbaa !36
  %22 = getelementptr inbounds i8, ptr %1, i64 96
  %23 = load ptr, ptr %22, align 8, !tbaa !43
  %24 = getelementptr inbounds i8, ptr %0, i64 52
  %25 = load i32, ptr %24, align 4, !tbaa !44
  %26 = getelementptr inbounds i8, ptr %1, i64 40
  %27 = tail call ptr @luaM_growaux_(ptr noundef %21, ptr noundef %23, i32 noundef %25, ptr noundef nonnull %26, i32 noundef 8, i32 noundef 2147483647, ptr noundef nonnull @.str.3) #13
  store ptr %27, ptr %22, align 8, !tbaa !43
  %28 = load i32, ptr %24, align 4, !tbaa !44
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.AbsLineInfo, ptr %27, i64 %29
  store i32 %9, ptr %30, align 4, !tbaa !45
  %31 = add nsw i32 %28, 1
  store i32 %31, ptr %24, align 4, !tbaa !44
  %32 = getelementptr inbounds %struct.AbsLineInfo, ptr %27, i64 %29, i32 1
  store i32 %2, ptr %32, align 4, !tbaa !47
  %33 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 1, ptr %33, align 1, !tbaa !42
  br label %34

34:                                               ; preds = %17, %12
  %35 = phi i32 [ -128, %17 ], [ %6, %12 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = load ptr, ptr %36, align 8, !tbaa !20
  %38 = getelementptr inbounds i8, ptr %37, i64 56
  %39 = load ptr, ptr %38, align 8, !tbaa !36
  %40 = getelementptr inbounds i8, ptr %1, i64 88
  %41 = load ptr, ptr %40, align 8, !tbaa !48
  %42 = getelementptr inbounds i8, ptr %1, i64 28
  %43 = tail call ptr @luaM_growaux_(ptr noundef %39, ptr noundef %41, i32 noundef %9, ptr noundef nonnull %42, i32 noundef 1, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %43, ptr %40, align 8, !tbaa !48
  %44 = trunc i32 %35 to i8
  %45 = sext i32 %9 to i64
  %46 = getelementptr inbounds i8, ptr %43, i64 %45
  store i8 %44, ptr %46, align 1, !tbaa !17
  store i32 %2, ptr %4, align 8, !tbaa !41
  ret void
}

; Function Attrs: nounwind uwtable
define hidden range(i32 -2147483648, 2147483647) i32 @luaK_codeABx(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = shl i32 %2, 7
  %6 = or i32 %5, %1
  %7 = shl i32 %3, 15
  %8 = or i32 %6, %7
  %9 = load ptr, ptr %0, align 8, !tbaa !32
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %11, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !36
  %14 = getelementptr inbounds i8, ptr %9, i64 64
  %15 = load ptr, ptr %14, align 8, !tbaa !33
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load i32, ptr %16, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %9, i64 24
  %19 = tail call ptr @luaM_growaux_(ptr noundef %13, ptr noundef %15, i32 noundef %17, ptr noundef nonnull %18, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %19, ptr %14, align 8, !tbaa !33
  %20 = load i32, ptr %16, align 8, !tbaa !30
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 8, !tbaa !30
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr %19, i64 %22
  store i32 %8, ptr %23, align 4, !tbaa !35
  %24 = load ptr, ptr %10, align 8, !tbaa !20
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %26 = load i32, ptr %25, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %9, i32 noundef %26)
  %27 = load i32, ptr %16, align 8, !tbaa !30
  %28 = add nsw i32 %27, -1
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_checkstack(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 68
  %4 = load i8, ptr %3, align 4, !tbaa !49
  %5 = zext i8 %4 to i32
  %6 = add nsw i32 %5, %1
  %7 = load ptr, ptr %0, align 8, !tbaa !32
  %8 = getelementptr inbounds i8, ptr %7, i64 12
  %9 = load i8, ptr %8, align 4, !tbaa !50
  %10 = zext i8 %9 to i32
  %11 = icmp sgt i32 %6, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = icmp ugt i32 %6, 254
  br i1 %13, label %14, label %17

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %16, ptr noundef nonnull @.str.1) #12
  unreachable

17:                                               ; preds = %12
  %18 = trunc nuw i32 %6 to i8
  store i8 %18, ptr %8, align 4, !tbaa !50
  br label %19

19:                                               ; preds = %17, %2
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_reserveregs(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 68
  %4 = load i8, ptr %3, align 4, !tbaa !49
  %5 = zext i8 %4 to i32
  %6 = add nsw i32 %5, %1
  %7 = load ptr, ptr %0, align 8, !tbaa !32
  %8 = getelementptr inbounds i8, ptr %7, i64 12
  %9 = load i8, ptr %8, align 4, !tbaa !50
  %10 = zext i8 %9 to i32
  %11 = icmp sgt i32 %6, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  %13 = icmp ugt i32 %6, 254
  br i1 %13, label %14, label %17

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %16, ptr noundef nonnull @.str.1) #12
  unreachable

17:                                               ; preds = %12
  %18 = trunc nuw i32 %6 to i8
  store i8 %18, ptr %8, align 4, !tbaa !50
  br label %19

19:                                               ; preds = %2, %17
  %20 = trunc i32 %1 to i8
  %21 = add i8 %4, %20
  store i8 %21, ptr %3, align 4, !tbaa !49
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_int(ptr nocapture noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.TValue, align 8
  %5 = add i64 %2, -65537
  %6 = icmp ult i64 %5, -131072
  br i1 %6, label %32, label %7

7:                                                ; preds = %3
  %8 = trunc i64 %2 to i32
  %9 = shl i32 %1, 7
  %10 = shl i32 %8, 15
  %11 = add i32 %10, 2147450880
  %12 = or i32 %9, %11
  %13 = or disjoint i32 %12, 1
  %14 = load ptr, ptr %0, align 8, !tbaa !32
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !20
  %17 = getelementptr inbounds i8, ptr %16, i64 56
  %18 = load ptr, ptr %17, align 8, !tbaa !36
  %19 = getelementptr inbounds i8, ptr %14, i64 64
  %20 = load ptr, ptr %19, align 8, !tbaa !33
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = load i32, ptr %21, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %14, i64 24
  %24 = tail call ptr @luaM_growaux_(ptr noundef %18, ptr noundef %20, i32 noundef %22, ptr noundef nonnull %23, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %24, ptr %19, align 8, !tbaa !33
  %25 = load i32, ptr %21, align 8, !tbaa !30
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %21, align 8, !tbaa !30
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  store i32 %13, ptr %28, align 4, !tbaa !35
  %29 = load ptr, ptr %15, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i32, ptr %30, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %14, i32 noundef %31)
  br label %35

32:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  store i64 %2, ptr %4, align 8, !tbaa !17
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %33, align 8, !tbaa !28
  %34 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %1, i32 noundef %34)
  br label %35

35:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @luaK_codek(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp slt i32 %2, 131072
  %5 = shl i32 %1, 7
  br i1 %4, label %6, label %21

6:                                                ; preds = %3
  %7 = shl i32 %2, 15
  %8 = or i32 %5, %7
  %9 = or disjoint i32 %8, 3
  %10 = load ptr, ptr %0, align 8, !tbaa !32
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !20
  %13 = getelementptr inbounds i8, ptr %12, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !36
  %15 = getelementptr inbounds i8, ptr %10, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !33
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load i32, ptr %17, align 8, !tbaa !30
  %19 = getelementptr inbounds i8, ptr %10, i64 24
  %20 = tail call ptr @luaM_growaux_(ptr noundef %14, ptr noundef %16, i32 noundef %18, ptr noundef nonnull %19, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %20, ptr %15, align 8, !tbaa !33
  br label %52

21:                                               ; preds = %3
  %22 = or disjoint i32 %5, 4
  %23 = load ptr, ptr %0, align 8, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !20
  %26 = getelementptr inbounds i8, ptr %25, i64 56
  %27 = load ptr, ptr %26, align 8, !tbaa !36
  %28 = getelementptr inbounds i8, ptr %23, i64 64
  %29 = load ptr, ptr %28, align 8, !tbaa !33
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load i32, ptr %30, align 8, !tbaa !30
  %32 = getelementptr inbounds i8, ptr %23, i64 24
  %33 = tail call ptr @luaM_growaux_(ptr noundef %27, ptr noundef %29, i32 noundef %31, ptr noundef nonnull %32, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %33, ptr %28, align 8, !tbaa !33
  %34 = load i32, ptr %30, align 8, !tbaa !30
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 8, !tbaa !30
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds i32, ptr %33, i64 %36
  store i32 %22, ptr %37, align 4, !tbaa !35
  %38 = load ptr, ptr %24, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %38, i64 8
  %40 = load i32, ptr %39, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %23, i32 noundef %40)
  %41 = load i32, ptr %30, align 8, !tbaa !30
  %42 = shl i32 %2, 7
  %43 = or disjoint i32 %42, 82
  %44 = load ptr, ptr %0, align 8, !tbaa !32
  %45 = load ptr, ptr %24, align 8, !tbaa !20
  %46 = getelementptr inbounds i8, ptr %45, i64 56
  %47 = load ptr, ptr %46, align 8, !tbaa !36
  %48 = getelementptr inbounds i8, ptr %44, i64 64
  %49 = load ptr, ptr %48, align 8, !tbaa !33
  %50 = getelementptr inbounds i8, ptr %44, i64 24
  %51 = tail call ptr @luaM_growaux_(ptr noundef %47, ptr noundef %49, i32 noundef %41, ptr noundef nonnull %50, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %51, ptr %48, align 8, !tbaa !33
  br label %52

52:                                               ; preds = %21, %6
  %53 = phi ptr [ %30, %21 ], [ %17, %6 ]
  %54 = phi ptr [ %51, %21 ], [ %20, %6 ]
  %55 = phi i32 [ %43, %21 ], [ %9, %6 ]
  %56 = phi ptr [ %24, %21 ], [ %11, %6 ]
  %57 = phi ptr [ %44, %21 ], [ %10, %6 ]
  %58 = load i32, ptr %53, align 8, !tbaa !30
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %53, align 8, !tbaa !30
  %60 = sext i32 %58 to i64
  %61 = getelementptr inbounds i32, ptr %54, i64 %60
  store i32 %55, ptr %61, align 4, !tbaa !35
  %62 = load ptr, ptr %56, align 8, !tbaa !20
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  %64 = load i32, ptr %63, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %57, i32 noundef %64)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_setreturns(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = load ptr, ptr %0, align 8, !tbaa !32
  %5 = getelementptr inbounds i8, ptr %4, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !33
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !17
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = load i32, ptr %1, align 8, !tbaa !16
  %12 = icmp eq i32 %11, 18
  %13 = load i32, ptr %10, align 4, !tbaa !35
  %14 = and i32 %13, 16777215
  %15 = shl i32 %2, 24
  %16 = add i32 %15, 16777216
  %17 = or disjoint i32 %14, %16
  br i1 %12, label %18, label %19

18:                                               ; preds = %3
  store i32 %17, ptr %10, align 4, !tbaa !35
  br label %37

19:                                               ; preds = %3
  %20 = and i32 %17, -32641
  %21 = getelementptr inbounds i8, ptr %0, i64 68
  %22 = load i8, ptr %21, align 4, !tbaa !49
  %23 = zext i8 %22 to i32
  %24 = shl nuw nsw i32 %23, 7
  %25 = or disjoint i32 %24, %20
  store i32 %25, ptr %10, align 4, !tbaa !35
  %26 = add i8 %22, 1
  %27 = getelementptr inbounds i8, ptr %4, i64 12
  %28 = load i8, ptr %27, align 4, !tbaa !50
  %29 = icmp ult i8 %22, %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %19
  %31 = icmp ugt i8 %22, -3
  br i1 %31, label %32, label %35

32:                                               ; preds = %30
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %34, ptr noundef nonnull @.str.1) #12
  unreachable

35:                                               ; preds = %30
  store i8 %26, ptr %27, align 4, !tbaa !50
  br label %36

36:                                               ; preds = %19, %35
  store i8 %26, ptr %21, align 4, !tbaa !49
  br label %37

37:                                               ; preds = %36, %18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define hidden void @luaK_setoneret(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #8 {
  %3 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %3, label %26 [
    i32 18, label %4
    i32 19, label %15
  ]

4:                                                ; preds = %2
  store i32 8, ptr %1, align 8, !tbaa !16
  %5 = load ptr, ptr %0, align 8, !tbaa !32
  %6 = getelementptr inbounds i8, ptr %5, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %7, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !35
  %13 = lshr i32 %12, 7
  %14 = and i32 %13, 255
  store i32 %14, ptr %8, align 8, !tbaa !17
  br label %26

15:                                               ; preds = %2
  %16 = load ptr, ptr %0, align 8, !tbaa !32
  %17 = getelementptr inbounds i8, ptr %16, i64 64
  %18 = load ptr, ptr %17, align 8, !tbaa !33
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %18, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !35
  %24 = and i32 %23, 16777215
  %25 = or disjoint i32 %24, 33554432
  store i32 %25, ptr %22, align 4, !tbaa !35
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %26

26:                                               ; preds = %2, %15, %4
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_dischargevars(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  %3 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %3, label %248 [
    i32 11, label %4
    i32 9, label %26
    i32 10, label %30
    i32 13, label %55
    i32 14, label %86
    i32 15, label %126
    i32 12, label %166
    i32 18, label %226
    i32 19, label %237
  ]

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %6, i64 88
  %8 = load ptr, ptr %7, align 8, !tbaa !23
  %9 = load ptr, ptr %8, align 8, !tbaa !24
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i32, ptr %10, align 8, !tbaa !17
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds %union.Vardesc, ptr %9, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i8, ptr %14, align 8, !tbaa !28
  %16 = and i8 %15, 63
  switch i8 %16, label %248 [
    i8 3, label %17
    i8 19, label %19
    i8 1, label %21
    i8 17, label %22
    i8 0, label %23
    i8 4, label %24
    i8 20, label %24
  ]

17:                                               ; preds = %4
  store i32 6, ptr %1, align 8, !tbaa !16
  %18 = load i64, ptr %13, align 8, !tbaa !17
  store i64 %18, ptr %10, align 8, !tbaa !17
  br label %248

19:                                               ; preds = %4
  store i32 5, ptr %1, align 8, !tbaa !16
  %20 = load double, ptr %13, align 8, !tbaa !17
  store double %20, ptr %10, align 8, !tbaa !17
  br label %248

21:                                               ; preds = %4
  store i32 3, ptr %1, align 8, !tbaa !16
  br label %248

22:                                               ; preds = %4
  store i32 2, ptr %1, align 8, !tbaa !16
  br label %248

23:                                               ; preds = %4
  store i32 1, ptr %1, align 8, !tbaa !16
  br label %248

24:                                               ; preds = %4, %4
  store i32 7, ptr %1, align 8, !tbaa !16
  %25 = load ptr, ptr %13, align 8, !tbaa !17
  store ptr %25, ptr %10, align 8, !tbaa !17
  br label %248

26:                                               ; preds = %2
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = load i8, ptr %27, align 8, !tbaa !17
  %29 = zext i8 %28 to i32
  store i32 %29, ptr %27, align 8, !tbaa !17
  store i32 8, ptr %1, align 8, !tbaa !16
  br label %248

30:                                               ; preds = %2
  %31 = getelementptr inbounds i8, ptr %1, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !17
  %33 = shl i32 %32, 16
  %34 = or disjoint i32 %33, 9
  %35 = load ptr, ptr %0, align 8, !tbaa !32
  %36 = getelementptr inbounds i8, ptr %0, i64 16
  %37 = load ptr, ptr %36, align 8, !tbaa !20
  %38 = getelementptr inbounds i8, ptr %37, i64 56
  %39 = load ptr, ptr %38, align 8, !tbaa !36
  %40 = getelementptr inbounds i8, ptr %35, i64 64
  %41 = load ptr, ptr %40, align 8, !tbaa !33
  %42 = getelementptr inbounds i8, ptr %0, i64 32
  %43 = load i32, ptr %42, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %35, i64 24
  %45 = tail call ptr @luaM_growaux_(ptr noundef %39, ptr noundef %41, i32 noundef %43, ptr noundef nonnull %44, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %45, ptr %40, align 8, !tbaa !33
  %46 = load i32, ptr %42, align 8, !tbaa !30
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 8, !tbaa !30
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds i32, ptr %45, i64 %48
  store i32 %34, ptr %49, align 4, !tbaa !35
  %50 = load ptr, ptr %36, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load i32, ptr %51, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %35, i32 noundef %52)
  %53 = load i32, ptr %42, align 8, !tbaa !30
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %31, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

55:                                               ; preds = %2
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = getelementptr inbounds i8, ptr %1, i64 10
  %58 = load i8, ptr %57, align 2, !tbaa !17
  %59 = zext i8 %58 to i32
  %60 = load i16, ptr %56, align 8, !tbaa !17
  %61 = zext i16 %60 to i32
  %62 = shl nuw nsw i32 %59, 16
  %63 = shl i32 %61, 24
  %64 = or disjoint i32 %62, %63
  %65 = or disjoint i32 %64, 11
  %66 = load ptr, ptr %0, align 8, !tbaa !32
  %67 = getelementptr inbounds i8, ptr %0, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !20
  %69 = getelementptr inbounds i8, ptr %68, i64 56
  %70 = load ptr, ptr %69, align 8, !tbaa !36
  %71 = getelementptr inbounds i8, ptr %66, i64 64
  %72 = load ptr, ptr %71, align 8, !tbaa !33
  %73 = getelementptr inbounds i8, ptr %0, i64 32
  %74 = load i32, ptr %73, align 8, !tbaa !30
  %75 = getelementptr inbounds i8, ptr %66, i64 24
  %76 = tail call ptr @luaM_growaux_(ptr noundef %70, ptr noundef %72, i32 noundef %74, ptr noundef nonnull %75, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %76, ptr %71, align 8, !tbaa !33
  %77 = load i32, ptr %73, align 8, !tbaa !30
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %73, align 8, !tbaa !30
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i32, ptr %76, i64 %79
  store i32 %65, ptr %80, align 4, !tbaa !35
  %81 = load ptr, ptr %67, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load i32, ptr %82, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %66, i32 noundef %83)
  %84 = load i32, ptr %73, align 8, !tbaa !30
  %85 = add nsw i32 %84, -1
  store i32 %85, ptr %56, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

86:                                               ; preds = %2
  %87 = getelementptr inbounds i8, ptr %1, i64 8
  %88 = getelementptr inbounds i8, ptr %1, i64 10
  %89 = load i8, ptr %88, align 2, !tbaa !17
  %90 = zext i8 %89 to i32
  %91 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %92 = icmp sgt i32 %91, %90
  br i1 %92, label %97, label %93

93:                                               ; preds = %86
  %94 = getelementptr inbounds i8, ptr %0, i64 68
  %95 = load i8, ptr %94, align 4, !tbaa !49
  %96 = add i8 %95, -1
  store i8 %96, ptr %94, align 4, !tbaa !49
  br label %97

97:                                               ; preds = %86, %93
  %98 = load i8, ptr %88, align 2, !tbaa !17
  %99 = zext i8 %98 to i32
  %100 = load i16, ptr %87, align 8, !tbaa !17
  %101 = zext i16 %100 to i32
  %102 = shl nuw nsw i32 %99, 16
  %103 = shl i32 %101, 24
  %104 = or disjoint i32 %102, %103
  %105 = or disjoint i32 %104, 13
  %106 = load ptr, ptr %0, align 8, !tbaa !32
  %107 = getelementptr inbounds i8, ptr %0, i64 16
  %108 = load ptr, ptr %107, align 8, !tbaa !20
  %109 = getelementptr inbounds i8, ptr %108, i64 56
  %110 = load ptr, ptr %109, align 8, !tbaa !36
  %111 = getelementptr inbounds i8, ptr %106, i64 64
  %112 = load ptr, ptr %111, align 8, !tbaa !33
  %113 = getelementptr inbounds i8, ptr %0, i64 32
  %114 = load i32, ptr %113, align 8, !tbaa !30
  %115 = getelementptr inbounds i8, ptr %106, i64 24
  %116 = tail call ptr @luaM_growaux_(ptr noundef %110, ptr noundef %112, i32 noundef %114, ptr noundef nonnull %115, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %116, ptr %111, align 8, !tbaa !33
  %117 = load i32, ptr %113, align 8, !tbaa !30
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %113, align 8, !tbaa !30
  %119 = sext i32 %117 to i64
  %120 = getelementptr inbounds i32, ptr %116, i64 %119
  store i32 %105, ptr %120, align 4, !tbaa !35
  %121 = load ptr, ptr %107, align 8, !tbaa !20
  %122 = getelementptr inbounds i8, ptr %121, i64 8
  %123 = load i32, ptr %122, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %106, i32 noundef %123)
  %124 = load i32, ptr %113, align 8, !tbaa !30
  %125 = add nsw i32 %124, -1
  store i32 %125, ptr %87, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

126:                                              ; preds = %2
  %127 = getelementptr inbounds i8, ptr %1, i64 8
  %128 = getelementptr inbounds i8, ptr %1, i64 10
  %129 = load i8, ptr %128, align 2, !tbaa !17
  %130 = zext i8 %129 to i32
  %131 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %132 = icmp sgt i32 %131, %130
  br i1 %132, label %137, label %133

133:                                              ; preds = %126
  %134 = getelementptr inbounds i8, ptr %0, i64 68
  %135 = load i8, ptr %134, align 4, !tbaa !49
  %136 = add i8 %135, -1
  store i8 %136, ptr %134, align 4, !tbaa !49
  br label %137

137:                                              ; preds = %126, %133
  %138 = load i8, ptr %128, align 2, !tbaa !17
  %139 = zext i8 %138 to i32
  %140 = load i16, ptr %127, align 8, !tbaa !17
  %141 = zext i16 %140 to i32
  %142 = shl nuw nsw i32 %139, 16
  %143 = shl i32 %141, 24
  %144 = or disjoint i32 %142, %143
  %145 = or disjoint i32 %144, 14
  %146 = load ptr, ptr %0, align 8, !tbaa !32
  %147 = getelementptr inbounds i8, ptr %0, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !20
  %149 = getelementptr inbounds i8, ptr %148, i64 56
  %150 = load ptr, ptr %149, align 8, !tbaa !36
  %151 = getelementptr inbounds i8, ptr %146, i64 64
  %152 = load ptr, ptr %151, align 8, !tbaa !33
  %153 = getelementptr inbounds i8, ptr %0, i64 32
  %154 = load i32, ptr %153, align 8, !tbaa !30
  %155 = getelementptr inbounds i8, ptr %146, i64 24
  %156 = tail call ptr @luaM_growaux_(ptr noundef %150, ptr noundef %152, i32 noundef %154, ptr noundef nonnull %155, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %156, ptr %151, align 8, !tbaa !33
  %157 = load i32, ptr %153, align 8, !tbaa !30
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 8, !tbaa !30
  %159 = sext i32 %157 to i64
  %160 = getelementptr inbounds i32, ptr %156, i64 %159
  store i32 %145, ptr %160, align 4, !tbaa !35
  %161 = load ptr, ptr %147, align 8, !tbaa !20
  %162 = getelementptr inbounds i8, ptr %161, i64 8
  %163 = load i32, ptr %162, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %146, i32 noundef %163)
  %164 = load i32, ptr %153, align 8, !tbaa !30
  %165 = add nsw i32 %164, -1
  store i32 %165, ptr %127, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

166:                                              ; preds = %2
  %167 = getelementptr inbounds i8, ptr %1, i64 8
  %168 = getelementptr inbounds i8, ptr %1, i64 10
  %169 = load i8, ptr %168, align 2, !tbaa !17
  %170 = zext i8 %169 to i32
  %171 = load i16, ptr %167, align 8, !tbaa !17
  %172 = sext i16 %171 to i32
  %173 = icmp sgt i32 %170, %172
  %174 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  br i1 %173, label %175, label %184

175:                                              ; preds = %166
  %176 = icmp sgt i32 %174, %170
  br i1 %176, label %181, label %177

177:                                              ; preds = %175
  %178 = getelementptr inbounds i8, ptr %0, i64 68
  %179 = load i8, ptr %178, align 4, !tbaa !49
  %180 = add i8 %179, -1
  store i8 %180, ptr %178, align 4, !tbaa !49
  br label %181

181:                                              ; preds = %177, %175
  %182 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %183 = icmp sgt i32 %182, %172
  br i1 %183, label %197, label %193

184:                                              ; preds = %166
  %185 = icmp sgt i32 %174, %172
  br i1 %185, label %190, label %186

186:                                              ; preds = %184
  %187 = getelementptr inbounds i8, ptr %0, i64 68
  %188 = load i8, ptr %187, align 4, !tbaa !49
  %189 = add i8 %188, -1
  store i8 %189, ptr %187, align 4, !tbaa !49
  br label %190

190:                                              ; preds = %186, %184
  %191 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %192 = icmp sgt i32 %191, %170
  br i1 %192, label %197, label %193

193:                                              ; preds = %190, %181
  %194 = getelementptr inbounds i8, ptr %0, i64 68
  %195 = load i8, ptr %194, align 4, !tbaa !49
  %196 = add i8 %195, -1
  store i8 %196, ptr %194, align 4, !tbaa !49
  br label %197

197:                                              ; preds = %181, %190, %193
  %198 = load i8, ptr %168, align 2, !tbaa !17
  %199 = zext i8 %198 to i32
  %200 = load i16, ptr %167, align 8, !tbaa !17
  %201 = zext i16 %200 to i32
  %202 = shl nuw nsw i32 %199, 16
  %203 = shl i32 %201, 24
  %204 = or disjoint i32 %202, %203
  %205 = or disjoint i32 %204, 12
  %206 = load ptr, ptr %0, align 8, !tbaa !32
  %207 = getelementptr inbounds i8, ptr %0, i64 16
  %208 = load ptr, ptr %207, align 8, !tbaa !20
  %209 = getelementptr inbounds i8, ptr %208, i64 56
  %210 = load ptr, ptr %209, align 8, !tbaa !36
  %211 = getelementptr inbounds i8, ptr %206, i64 64
  %212 = load ptr, ptr %211, align 8, !tbaa !33
  %213 = getelementptr inbounds i8, ptr %0, i64 32
  %214 = load i32, ptr %213, align 8, !tbaa !30
  %215 = getelementptr inbounds i8, ptr %206, i64 24
  %216 = tail call ptr @luaM_growaux_(ptr noundef %210, ptr noundef %212, i32 noundef %214, ptr noundef nonnull %215, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %216, ptr %211, align 8, !tbaa !33
  %217 = load i32, ptr %213, align 8, !tbaa !30
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %213, align 8, !tbaa !30
  %219 = sext i32 %217 to i64
  %220 = getelementptr inbounds i32, ptr %216, i64 %219
  store i32 %205, ptr %220, align 4, !tbaa !35
  %221 = load ptr, ptr %207, align 8, !tbaa !20
  %222 = getelementptr inbounds i8, ptr %221, i64 8
  %223 = load i32, ptr %222, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %206, i32 noundef %223)
  %224 = load i32, ptr %213, align 8, !tbaa !30
  %225 = add nsw i32 %224, -1
  store i32 %225, ptr %167, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

226:                                              ; preds = %2
  store i32 8, ptr %1, align 8, !tbaa !16
  %227 = load ptr, ptr %0, align 8, !tbaa !32
  %228 = getelementptr inbounds i8, ptr %227, i64 64
  %229 = load ptr, ptr %228, align 8, !tbaa !33
  %230 = getelementptr inbounds i8, ptr %1, i64 8
  %231 = load i32, ptr %230, align 8, !tbaa !17
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i32, ptr %229, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !35
  %235 = lshr i32 %234, 7
  %236 = and i32 %235, 255
  store i32 %236, ptr %230, align 8, !tbaa !17
  br label %248

237:                                              ; preds = %2
  %238 = load ptr, ptr %0, align 8, !tbaa !32
  %239 = getelementptr inbounds i8, ptr %238, i64 64
  %240 = load ptr, ptr %239, align 8, !tbaa !33
  %241 = getelementptr inbounds i8, ptr %1, i64 8
  %242 = load i32, ptr %241, align 8, !tbaa !17
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds i32, ptr %240, i64 %243
  %245 = load i32, ptr %244, align 4, !tbaa !35
  %246 = and i32 %245, 16777215
  %247 = or disjoint i32 %246, 33554432
  store i32 %247, ptr %244, align 4, !tbaa !35
  store i32 17, ptr %1, align 8, !tbaa !16
  br label %248

248:                                              ; preds = %2, %237, %226, %24, %23, %22, %21, %19, %17, %4, %197, %137, %97, %55, %30, %26
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2nextreg(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %3 = load i32, ptr %1, align 8, !tbaa !16
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %5, label %14

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !17
  %8 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %9 = icmp sgt i32 %8, %7
  br i1 %9, label %14, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %0, i64 68
  %12 = load i8, ptr %11, align 4, !tbaa !49
  %13 = add i8 %12, -1
  store i8 %13, ptr %11, align 4, !tbaa !49
  br label %14

14:                                               ; preds = %2, %5, %10
  %15 = getelementptr inbounds i8, ptr %0, i64 68
  %16 = load i8, ptr %15, align 4, !tbaa !49
  %17 = add i8 %16, 1
  %18 = load ptr, ptr %0, align 8, !tbaa !32
  %19 = getelementptr inbounds i8, ptr %18, i64 12
  %20 = load i8, ptr %19, align 4, !tbaa !50
  %21 = icmp ult i8 %16, %20
  br i1 %21, label %28, label %22

22:                                               ; preds = %14
  %23 = icmp ugt i8 %16, -3
  br i1 %23, label %24, label %27

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %26, ptr noundef nonnull @.str.1) #12
  unreachable

27:                                               ; preds = %22
  store i8 %17, ptr %19, align 4, !tbaa !50
  br label %28

28:                                               ; preds = %14, %27
  store i8 %17, ptr %15, align 4, !tbaa !49
  %29 = zext i8 %17 to i32
  %30 = add nsw i32 %29, -1
  tail call fastcc void @exp2reg(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %30)
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @exp2reg(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 {
  tail call fastcc void @discharge2reg(ptr noundef %0, ptr noundef %1, i32 noundef %2)
  %4 = load i32, ptr %1, align 8, !tbaa !16
  %5 = icmp eq i32 %4, 16
  br i1 %5, label %6, label %45

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !17
  %10 = icmp eq i32 %9, -1
  br i1 %10, label %45, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %7, align 4, !tbaa !35
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %18, label %14

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !32
  %16 = getelementptr inbounds i8, ptr %15, i64 64
  %17 = load ptr, ptr %16, align 8, !tbaa !33
  br label %19

18:                                               ; preds = %11
  store i32 %9, ptr %7, align 4, !tbaa !35
  br label %45

19:                                               ; preds = %19, %14
  %20 = phi i32 [ %28, %19 ], [ %12, %14 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %17, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !35
  %24 = lshr i32 %23, 7
  %25 = add nsw i32 %24, -16777215
  %26 = icmp eq i32 %25, -1
  %27 = add nuw nsw i32 %20, 1
  %28 = add nsw i32 %27, %25
  %29 = icmp eq i32 %28, -1
  %30 = select i1 %26, i1 true, i1 %29
  br i1 %30, label %31, label %19, !llvm.loop !38

31:                                               ; preds = %19
  %32 = xor i32 %20, -1
  %33 = add i32 %9, %32
  %34 = add i32 %33, 16777215
  %35 = icmp ult i32 %34, 33554432
  br i1 %35, label %39, label %36

36:                                               ; preds = %31
  %37 = getelementptr inbounds i8, ptr %0, i64 16
  %38 = load ptr, ptr %37, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %38, ptr noundef nonnull @.str.2) #12
  unreachable

39:                                               ; preds = %31
  %40 = getelementptr inbounds i32, ptr %17, i64 %21
  %41 = and i32 %23, 127
  %42 = shl i32 %33, 7
  %43 = add i32 %42, 2147483520
  %44 = or disjoint i32 %43, %41
  store i32 %44, ptr %40, align 4, !tbaa !35
  br label %45

45:                                               ; preds = %39, %18, %6, %3
  %46 = getelementptr inbounds i8, ptr %1, i64 16
  %47 = load i32, ptr %46, align 8, !tbaa !13
  %48 = getelementptr inbounds i8, ptr %1, i64 20
  %49 = load i32, ptr %48, align 4, !tbaa !15
  %50 = icmp eq i32 %47, %49
  br i1 %50, label %201, label %51

51:                                               ; preds = %45
  %52 = icmp eq i32 %47, -1
  br i1 %52, label %86, label %53

53:                                               ; preds = %51
  %54 = load ptr, ptr %0, align 8, !tbaa !32
  %55 = getelementptr inbounds i8, ptr %54, i64 64
  %56 = load ptr, ptr %55, align 8, !tbaa !33
  br label %57

57:                                               ; preds = %77, %53
  %58 = phi i32 [ %47, %53 ], [ %83, %77 ]
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %56, i64 %59
  %61 = icmp sgt i32 %58, 0
  br i1 %61, label %62, label %71

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %60, i64 -4
  %64 = load i32, ptr %63, align 4, !tbaa !35
  %65 = and i32 %64, 127
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !17
  %69 = and i8 %68, 16
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %71, label %73

71:                                               ; preds = %62, %57
  %72 = load i32, ptr %60, align 4, !tbaa !35
  br label %73

73:                                               ; preds = %71, %62
  %74 = phi i32 [ %72, %71 ], [ %64, %62 ]
  %75 = and i32 %74, 127
  %76 = icmp eq i32 %75, 67
  br i1 %76, label %77, label %121

77:                                               ; preds = %73
  %78 = load i32, ptr %60, align 4, !tbaa !35
  %79 = lshr i32 %78, 7
  %80 = add nsw i32 %79, -16777215
  %81 = icmp eq i32 %80, -1
  %82 = add nuw nsw i32 %58, 1
  %83 = add nsw i32 %82, %80
  %84 = icmp eq i32 %83, -1
  %85 = select i1 %81, i1 true, i1 %84
  br i1 %85, label %86, label %57

86:                                               ; preds = %77, %51
  %87 = icmp eq i32 %49, -1
  br i1 %87, label %193, label %88

88:                                               ; preds = %86
  %89 = load ptr, ptr %0, align 8, !tbaa !32
  %90 = getelementptr inbounds i8, ptr %89, i64 64
  %91 = load ptr, ptr %90, align 8, !tbaa !33
  br label %92

92:                                               ; preds = %112, %88
  %93 = phi i32 [ %49, %88 ], [ %118, %112 ]
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %91, i64 %94
  %96 = icmp sgt i32 %93, 0
  br i1 %96, label %97, label %106

97:                                               ; preds = %92
  %98 = getelementptr inbounds i8, ptr %95, i64 -4
  %99 = load i32, ptr %98, align 4, !tbaa !35
  %100 = and i32 %99, 127
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %101
  %103 = load i8, ptr %102, align 1, !tbaa !17
  %104 = and i8 %103, 16
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %106, label %108

106:                                              ; preds = %97, %92
  %107 = load i32, ptr %95, align 4, !tbaa !35
  br label %108

108:                                              ; preds = %106, %97
  %109 = phi i32 [ %107, %106 ], [ %99, %97 ]
  %110 = and i32 %109, 127
  %111 = icmp eq i32 %110, 67
  br i1 %111, label %112, label %121

112:                                              ; preds = %108
  %113 = load i32, ptr %95, align 4, !tbaa !35
  %114 = lshr i32 %113, 7
  %115 = add nsw i32 %114, -16777215
  %116 = icmp eq i32 %115, -1
  %117 = add nuw nsw i32 %93, 1
  %118 = add nsw i32 %117, %115
  %119 = icmp eq i32 %118, -1
  %120 = select i1 %116, i1 true, i1 %119
  br i1 %120, label %193, label %92

121:                                              ; preds = %73, %108
  %122 = phi ptr [ %91, %108 ], [ %56, %73 ]
  %123 = phi ptr [ %89, %108 ], [ %54, %73 ]
  %124 = load i32, ptr %1, align 8, !tbaa !16
  %125 = icmp eq i32 %124, 16
  br i1 %125, label %126, label %129

126:                                              ; preds = %121
  %127 = getelementptr inbounds i8, ptr %0, i64 32
  %128 = load i32, ptr %127, align 8, !tbaa !30
  br label %149

129:                                              ; preds = %121
  %130 = getelementptr inbounds i8, ptr %0, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !20
  %132 = getelementptr inbounds i8, ptr %131, i64 56
  %133 = load ptr, ptr %132, align 8, !tbaa !36
  %134 = getelementptr inbounds i8, ptr %123, i64 64
  %135 = getelementptr inbounds i8, ptr %0, i64 32
  %136 = load i32, ptr %135, align 8, !tbaa !30
  %137 = getelementptr inbounds i8, ptr %123, i64 24
  %138 = tail call ptr @luaM_growaux_(ptr noundef %133, ptr noundef nonnull %122, i32 noundef %136, ptr noundef nonnull %137, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %138, ptr %134, align 8, !tbaa !33
  %139 = load i32, ptr %135, align 8, !tbaa !30
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %135, align 8, !tbaa !30
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds i32, ptr %138, i64 %141
  store i32 2147483448, ptr %142, align 4, !tbaa !35
  %143 = load ptr, ptr %130, align 8, !tbaa !20
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  %145 = load i32, ptr %144, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %123, i32 noundef %145)
  %146 = load i32, ptr %135, align 8, !tbaa !30
  %147 = add nsw i32 %146, -1
  %148 = load ptr, ptr %0, align 8, !tbaa !32
  br label %149

149:                                              ; preds = %126, %129
  %150 = phi ptr [ %148, %129 ], [ %123, %126 ]
  %151 = phi i32 [ %146, %129 ], [ %128, %126 ]
  %152 = phi i32 [ %147, %129 ], [ -1, %126 ]
  %153 = getelementptr inbounds i8, ptr %0, i64 32
  %154 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %151, ptr %154, align 4, !tbaa !31
  %155 = shl i32 %2, 7
  %156 = or disjoint i32 %155, 6
  %157 = getelementptr inbounds i8, ptr %0, i64 16
  %158 = load ptr, ptr %157, align 8, !tbaa !20
  %159 = getelementptr inbounds i8, ptr %158, i64 56
  %160 = load ptr, ptr %159, align 8, !tbaa !36
  %161 = getelementptr inbounds i8, ptr %150, i64 64
  %162 = load ptr, ptr %161, align 8, !tbaa !33
  %163 = getelementptr inbounds i8, ptr %150, i64 24
  %164 = tail call ptr @luaM_growaux_(ptr noundef %160, ptr noundef %162, i32 noundef %151, ptr noundef nonnull %163, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %164, ptr %161, align 8, !tbaa !33
  %165 = load i32, ptr %153, align 8, !tbaa !30
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %153, align 8, !tbaa !30
  %167 = sext i32 %165 to i64
  %168 = getelementptr inbounds i32, ptr %164, i64 %167
  store i32 %156, ptr %168, align 4, !tbaa !35
  %169 = load ptr, ptr %157, align 8, !tbaa !20
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load i32, ptr %170, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %150, i32 noundef %171)
  %172 = load i32, ptr %153, align 8, !tbaa !30
  %173 = add nsw i32 %172, -1
  store i32 %172, ptr %154, align 4, !tbaa !31
  %174 = or disjoint i32 %155, 7
  %175 = load ptr, ptr %0, align 8, !tbaa !32
  %176 = load ptr, ptr %157, align 8, !tbaa !20
  %177 = getelementptr inbounds i8, ptr %176, i64 56
  %178 = load ptr, ptr %177, align 8, !tbaa !36
  %179 = getelementptr inbounds i8, ptr %175, i64 64
  %180 = load ptr, ptr %179, align 8, !tbaa !33
  %181 = getelementptr inbounds i8, ptr %175, i64 24
  %182 = tail call ptr @luaM_growaux_(ptr noundef %178, ptr noundef %180, i32 noundef %172, ptr noundef nonnull %181, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %182, ptr %179, align 8, !tbaa !33
  %183 = load i32, ptr %153, align 8, !tbaa !30
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %153, align 8, !tbaa !30
  %185 = sext i32 %183 to i64
  %186 = getelementptr inbounds i32, ptr %182, i64 %185
  store i32 %174, ptr %186, align 4, !tbaa !35
  %187 = load ptr, ptr %157, align 8, !tbaa !20
  %188 = getelementptr inbounds i8, ptr %187, i64 8
  %189 = load i32, ptr %188, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %175, i32 noundef %189)
  %190 = load i32, ptr %153, align 8, !tbaa !30
  %191 = add nsw i32 %190, -1
  store i32 %190, ptr %154, align 4, !tbaa !31
  tail call fastcc void @patchlistaux(ptr noundef nonnull readonly %0, i32 noundef %152, i32 noundef %190, i32 noundef 255, i32 noundef %190)
  %192 = load i32, ptr %48, align 4, !tbaa !15
  br label %193

193:                                              ; preds = %112, %86, %149
  %194 = phi i32 [ %192, %149 ], [ -1, %86 ], [ %49, %112 ]
  %195 = phi i32 [ %191, %149 ], [ -1, %86 ], [ -1, %112 ]
  %196 = phi i32 [ %173, %149 ], [ -1, %86 ], [ -1, %112 ]
  %197 = getelementptr inbounds i8, ptr %0, i64 32
  %198 = load i32, ptr %197, align 8, !tbaa !30
  %199 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %198, ptr %199, align 4, !tbaa !31
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %194, i32 noundef %198, i32 noundef %2, i32 noundef %196)
  %200 = load i32, ptr %46, align 8, !tbaa !13
  tail call fastcc void @patchlistaux(ptr noundef %0, i32 noundef %200, i32 noundef %198, i32 noundef %2, i32 noundef %195)
  br label %201

201:                                              ; preds = %193, %45
  store <2 x i32> <i32 -1, i32 -1>, ptr %46, align 8, !tbaa !35
  %202 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %2, ptr %202, align 8, !tbaa !17
  store i32 8, ptr %1, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaK_exp2anyreg(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %3 = load i32, ptr %1, align 8, !tbaa !16
  %4 = icmp eq i32 %3, 8
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i32, ptr %6, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %1, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = icmp eq i32 %7, %9
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %10, label %20, label %12

12:                                               ; preds = %5
  %13 = load i32, ptr %11, align 8, !tbaa !17
  %14 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %11, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %17)
  br label %20

18:                                               ; preds = %12, %2
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  br label %20

20:                                               ; preds = %5, %18, %16
  %21 = phi ptr [ %11, %16 ], [ %19, %18 ], [ %11, %5 ]
  %22 = load i32, ptr %21, align 8, !tbaa !17
  ret i32 %22
}

declare hidden i32 @luaY_nvarstack(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2anyregup(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  %3 = load i32, ptr %1, align 8, !tbaa !16
  %4 = icmp eq i32 %3, 10
  br i1 %4, label %5, label %11

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i32, ptr %6, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %1, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = icmp eq i32 %7, %9
  br i1 %10, label %28, label %11

11:                                               ; preds = %5, %2
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1)
  %12 = load i32, ptr %1, align 8, !tbaa !16
  %13 = icmp eq i32 %12, 8
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = load i32, ptr %15, align 8, !tbaa !13
  %17 = getelementptr inbounds i8, ptr %1, i64 20
  %18 = load i32, ptr %17, align 4, !tbaa !15
  %19 = icmp eq i32 %16, %18
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %19, label %28, label %21

21:                                               ; preds = %14
  %22 = load i32, ptr %20, align 8, !tbaa !17
  %23 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %27, label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %20, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %26)
  br label %28

27:                                               ; preds = %21, %11
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  br label %28

28:                                               ; preds = %27, %25, %14, %5
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_exp2val(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !13
  %5 = getelementptr inbounds i8, ptr %1, i64 20
  %6 = load i32, ptr %5, align 4, !tbaa !15
  %7 = icmp eq i32 %4, %6
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1)
  br i1 %7, label %23, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %1, align 8, !tbaa !16
  %10 = icmp eq i32 %9, 8
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 8, !tbaa !13
  %13 = load i32, ptr %5, align 4, !tbaa !15
  %14 = icmp eq i32 %12, %13
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %14, label %23, label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %15, align 8, !tbaa !17
  %18 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %15, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %21)
  br label %23

22:                                               ; preds = %16, %8
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  br label %23

23:                                               ; preds = %2, %22, %20, %11
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_storevar(ptr noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #5 {
  %4 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %4, label %140 [
    i32 9, label %5
    i32 10, label %21
    i32 13, label %48
    i32 14, label %66
    i32 15, label %84
    i32 12, label %102
  ]

5:                                                ; preds = %3
  %6 = load i32, ptr %2, align 8, !tbaa !16
  %7 = icmp eq i32 %6, 8
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %12 = icmp sgt i32 %11, %10
  br i1 %12, label %17, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 68
  %15 = load i8, ptr %14, align 4, !tbaa !49
  %16 = add i8 %15, -1
  store i8 %16, ptr %14, align 4, !tbaa !49
  br label %17

17:                                               ; preds = %5, %8, %13
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = load i8, ptr %18, align 8, !tbaa !17
  %20 = zext i8 %19 to i32
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %20)
  br label %152

21:                                               ; preds = %3
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2)
  %22 = load i32, ptr %2, align 8, !tbaa !16
  %23 = icmp eq i32 %22, 8
  br i1 %23, label %24, label %37

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %2, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !13
  %27 = getelementptr inbounds i8, ptr %2, i64 20
  %28 = load i32, ptr %27, align 4, !tbaa !15
  %29 = icmp eq i32 %26, %28
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %29, label %39, label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %30, align 8, !tbaa !17
  %33 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %37, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %30, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %36)
  br label %39

37:                                               ; preds = %31, %21
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  br label %39

39:                                               ; preds = %24, %35, %37
  %40 = phi ptr [ %30, %35 ], [ %38, %37 ], [ %30, %24 ]
  %41 = load i32, ptr %40, align 8, !tbaa !17
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = load i32, ptr %42, align 8, !tbaa !17
  %44 = shl i32 %41, 7
  %45 = shl i32 %43, 16
  %46 = or i32 %44, %45
  %47 = or disjoint i32 %46, 10
  br label %120

48:                                               ; preds = %3
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = getelementptr inbounds i8, ptr %1, i64 10
  %51 = load i8, ptr %50, align 2, !tbaa !17
  %52 = zext i8 %51 to i32
  %53 = load i16, ptr %49, align 8, !tbaa !17
  %54 = sext i16 %53 to i32
  %55 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2)
  %56 = getelementptr inbounds i8, ptr %2, i64 8
  %57 = load i32, ptr %56, align 8, !tbaa !17
  %58 = shl nuw nsw i32 %52, 7
  %59 = shl nsw i32 %54, 16
  %60 = or disjoint i32 %59, %58
  %61 = shl i32 %57, 24
  %62 = shl nuw nsw i32 %55, 15
  %63 = or disjoint i32 %60, %62
  %64 = or i32 %61, %63
  %65 = or disjoint i32 %64, 15
  br label %120

66:                                               ; preds = %3
  %67 = getelementptr inbounds i8, ptr %1, i64 8
  %68 = getelementptr inbounds i8, ptr %1, i64 10
  %69 = load i8, ptr %68, align 2, !tbaa !17
  %70 = zext i8 %69 to i32
  %71 = load i16, ptr %67, align 8, !tbaa !17
  %72 = sext i16 %71 to i32
  %73 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2)
  %74 = getelementptr inbounds i8, ptr %2, i64 8
  %75 = load i32, ptr %74, align 8, !tbaa !17
  %76 = shl nuw nsw i32 %70, 7
  %77 = shl nsw i32 %72, 16
  %78 = or disjoint i32 %77, %76
  %79 = shl i32 %75, 24
  %80 = shl nuw nsw i32 %73, 15
  %81 = or disjoint i32 %78, %80
  %82 = or i32 %79, %81
  %83 = or disjoint i32 %82, 17
  br label %120

84:                                               ; preds = %3
  %85 = getelementptr inbounds i8, ptr %1, i64 8
  %86 = getelementptr inbounds i8, ptr %1, i64 10
  %87 = load i8, ptr %86, align 2, !tbaa !17
  %88 = zext i8 %87 to i32
  %89 = load i16, ptr %85, align 8, !tbaa !17
  %90 = sext i16 %89 to i32
  %91 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2)
  %92 = getelementptr inbounds i8, ptr %2, i64 8
  %93 = load i32, ptr %92, align 8, !tbaa !17
  %94 = shl nuw nsw i32 %88, 7
  %95 = shl nsw i32 %90, 16
  %96 = or disjoint i32 %95, %94
  %97 = shl i32 %93, 24
  %98 = shl nuw nsw i32 %91, 15
  %99 = or disjoint i32 %96, %98
  %100 = or i32 %97, %99
  %101 = or disjoint i32 %100, 18
  br label %120

102:                                              ; preds = %3
  %103 = getelementptr inbounds i8, ptr %1, i64 8
  %104 = getelementptr inbounds i8, ptr %1, i64 10
  %105 = load i8, ptr %104, align 2, !tbaa !17
  %106 = zext i8 %105 to i32
  %107 = load i16, ptr %103, align 8, !tbaa !17
  %108 = sext i16 %107 to i32
  %109 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef %2)
  %110 = getelementptr inbounds i8, ptr %2, i64 8
  %111 = load i32, ptr %110, align 8, !tbaa !17
  %112 = shl nuw nsw i32 %106, 7
  %113 = shl nsw i32 %108, 16
  %114 = or disjoint i32 %113, %112
  %115 = shl i32 %111, 24
  %116 = shl nuw nsw i32 %109, 15
  %117 = or disjoint i32 %114, %116
  %118 = or i32 %115, %117
  %119 = or disjoint i32 %118, 16
  br label %120

120:                                              ; preds = %39, %48, %66, %84, %102
  %121 = phi i32 [ %119, %102 ], [ %101, %84 ], [ %83, %66 ], [ %65, %48 ], [ %47, %39 ]
  %122 = load ptr, ptr %0, align 8, !tbaa !32
  %123 = getelementptr inbounds i8, ptr %0, i64 16
  %124 = load ptr, ptr %123, align 8, !tbaa !20
  %125 = getelementptr inbounds i8, ptr %124, i64 56
  %126 = load ptr, ptr %125, align 8, !tbaa !36
  %127 = getelementptr inbounds i8, ptr %122, i64 64
  %128 = load ptr, ptr %127, align 8, !tbaa !33
  %129 = getelementptr inbounds i8, ptr %0, i64 32
  %130 = load i32, ptr %129, align 8, !tbaa !30
  %131 = getelementptr inbounds i8, ptr %122, i64 24
  %132 = tail call ptr @luaM_growaux_(ptr noundef %126, ptr noundef %128, i32 noundef %130, ptr noundef nonnull %131, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %132, ptr %127, align 8, !tbaa !33
  %133 = load i32, ptr %129, align 8, !tbaa !30
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %129, align 8, !tbaa !30
  %135 = sext i32 %133 to i64
  %136 = getelementptr inbounds i32, ptr %132, i64 %135
  store i32 %121, ptr %136, align 4, !tbaa !35
  %137 = load ptr, ptr %123, align 8, !tbaa !20
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load i32, ptr %138, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %122, i32 noundef %139)
  br label %140

140:                                              ; preds = %120, %3
  %141 = load i32, ptr %2, align 8, !tbaa !16
  %142 = icmp eq i32 %141, 8
  br i1 %142, label %143, label %152

143:                                              ; preds = %140
  %144 = getelementptr inbounds i8, ptr %2, i64 8
  %145 = load i32, ptr %144, align 8, !tbaa !17
  %146 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %147 = icmp sgt i32 %146, %145
  br i1 %147, label %152, label %148

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %0, i64 68
  %150 = load i8, ptr %149, align 4, !tbaa !49
  %151 = add i8 %150, -1
  store i8 %151, ptr %149, align 4, !tbaa !49
  br label %152

152:                                              ; preds = %148, %143, %140, %17
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_self(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %4 = load i32, ptr %1, align 8, !tbaa !16
  %5 = icmp eq i32 %4, 8
  br i1 %5, label %6, label %19

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load i32, ptr %7, align 8, !tbaa !13
  %9 = getelementptr inbounds i8, ptr %1, i64 20
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = icmp eq i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %11, label %20, label %13

13:                                               ; preds = %6
  %14 = load i32, ptr %12, align 8, !tbaa !17
  %15 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %12, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %18)
  br label %20

19:                                               ; preds = %13, %3
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  br label %20

20:                                               ; preds = %6, %17, %19
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = load i32, ptr %1, align 8, !tbaa !16
  %24 = icmp eq i32 %23, 8
  br i1 %24, label %25, label %32

25:                                               ; preds = %20
  %26 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %27 = icmp sgt i32 %26, %22
  br i1 %27, label %32, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %0, i64 68
  %30 = load i8, ptr %29, align 4, !tbaa !49
  %31 = add i8 %30, -1
  store i8 %31, ptr %29, align 4, !tbaa !49
  br label %32

32:                                               ; preds = %20, %25, %28
  %33 = getelementptr inbounds i8, ptr %0, i64 68
  %34 = load i8, ptr %33, align 4, !tbaa !49
  %35 = zext i8 %34 to i32
  store i32 %35, ptr %21, align 8, !tbaa !17
  store i32 8, ptr %1, align 8, !tbaa !16
  %36 = load i8, ptr %33, align 4, !tbaa !49
  %37 = zext i8 %36 to i32
  %38 = add nuw nsw i32 %37, 2
  %39 = load ptr, ptr %0, align 8, !tbaa !32
  %40 = getelementptr inbounds i8, ptr %39, i64 12
  %41 = load i8, ptr %40, align 4, !tbaa !50
  %42 = zext i8 %41 to i32
  %43 = icmp ugt i32 %38, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %32
  %45 = icmp ugt i8 %36, -4
  br i1 %45, label %46, label %49

46:                                               ; preds = %44
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %48, ptr noundef nonnull @.str.1) #12
  unreachable

49:                                               ; preds = %44
  %50 = trunc nuw i32 %38 to i8
  store i8 %50, ptr %40, align 4, !tbaa !50
  br label %51

51:                                               ; preds = %32, %49
  %52 = add i8 %36, 2
  store i8 %52, ptr %33, align 4, !tbaa !49
  %53 = load i32, ptr %21, align 8, !tbaa !17
  %54 = tail call fastcc i32 @exp2RK(ptr noundef nonnull %0, ptr noundef %2)
  %55 = getelementptr inbounds i8, ptr %2, i64 8
  %56 = load i32, ptr %55, align 8, !tbaa !17
  %57 = shl i32 %53, 7
  %58 = shl i32 %22, 16
  %59 = shl i32 %56, 24
  %60 = shl nuw nsw i32 %54, 15
  %61 = or i32 %58, %57
  %62 = or i32 %61, %60
  %63 = or i32 %62, %59
  %64 = or disjoint i32 %63, 20
  %65 = load ptr, ptr %0, align 8, !tbaa !32
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !20
  %68 = getelementptr inbounds i8, ptr %67, i64 56
  %69 = load ptr, ptr %68, align 8, !tbaa !36
  %70 = getelementptr inbounds i8, ptr %65, i64 64
  %71 = load ptr, ptr %70, align 8, !tbaa !33
  %72 = getelementptr inbounds i8, ptr %0, i64 32
  %73 = load i32, ptr %72, align 8, !tbaa !30
  %74 = getelementptr inbounds i8, ptr %65, i64 24
  %75 = tail call ptr @luaM_growaux_(ptr noundef %69, ptr noundef %71, i32 noundef %73, ptr noundef nonnull %74, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %75, ptr %70, align 8, !tbaa !33
  %76 = load i32, ptr %72, align 8, !tbaa !30
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %72, align 8, !tbaa !30
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds i32, ptr %75, i64 %78
  store i32 %64, ptr %79, align 4, !tbaa !35
  %80 = load ptr, ptr %66, align 8, !tbaa !20
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load i32, ptr %81, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %65, i32 noundef %82)
  %83 = load i32, ptr %2, align 8, !tbaa !16
  %84 = icmp eq i32 %83, 8
  br i1 %84, label %85, label %92

85:                                               ; preds = %51
  %86 = load i32, ptr %55, align 8, !tbaa !17
  %87 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  %88 = icmp sgt i32 %87, %86
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i8, ptr %33, align 4, !tbaa !49
  %91 = add i8 %90, -1
  store i8 %91, ptr %33, align 4, !tbaa !49
  br label %92

92:                                               ; preds = %51, %85, %89
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_goiftrue(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %3 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %3, label %29 [
    i32 16, label %4
    i32 4, label %69
    i32 5, label %69
    i32 6, label %69
    i32 7, label %69
    i32 2, label %69
  ]

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !17
  %7 = load ptr, ptr %0, align 8, !tbaa !32
  %8 = getelementptr inbounds i8, ptr %7, i64 64
  %9 = load ptr, ptr %8, align 8, !tbaa !33
  %10 = sext i32 %6 to i64
  %11 = getelementptr inbounds i32, ptr %9, i64 %10
  %12 = icmp sgt i32 %6, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %11, i64 -4
  %15 = load i32, ptr %14, align 4, !tbaa !35
  %16 = and i32 %15, 127
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !17
  %20 = and i8 %19, 16
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %13, %4
  %23 = load i32, ptr %11, align 4, !tbaa !35
  br label %24

24:                                               ; preds = %13, %22
  %25 = phi i32 [ %23, %22 ], [ %15, %13 ]
  %26 = phi ptr [ %11, %22 ], [ %14, %13 ]
  %27 = xor i32 %25, 32768
  store i32 %27, ptr %26, align 4, !tbaa !35
  %28 = load i32, ptr %5, align 8, !tbaa !17
  br label %31

29:                                               ; preds = %2
  %30 = tail call fastcc i32 @jumponcond(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 0)
  br label %31

31:                                               ; preds = %29, %24
  %32 = phi i32 [ %30, %29 ], [ %28, %24 ]
  %33 = getelementptr inbounds i8, ptr %1, i64 20
  %34 = icmp eq i32 %32, -1
  br i1 %34, label %69, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %33, align 4, !tbaa !35
  %37 = icmp eq i32 %36, -1
  br i1 %37, label %42, label %38

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !32
  %40 = getelementptr inbounds i8, ptr %39, i64 64
  %41 = load ptr, ptr %40, align 8, !tbaa !33
  br label %43

42:                                               ; preds = %35
  store i32 %32, ptr %33, align 4, !tbaa !35
  br label %69

43:                                               ; preds = %43, %38
  %44 = phi i32 [ %52, %43 ], [ %36, %38 ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %41, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !35
  %48 = lshr i32 %47, 7
  %49 = add nsw i32 %48, -16777215
  %50 = icmp eq i32 %49, -1
  %51 = add nuw nsw i32 %44, 1
  %52 = add nsw i32 %51, %49
  %53 = icmp eq i32 %52, -1
  %54 = select i1 %50, i1 true, i1 %53
  br i1 %54, label %55, label %43, !llvm.loop !38

55:                                               ; preds = %43
  %56 = xor i32 %44, -1
  %57 = add i32 %32, %56
  %58 = add i32 %57, 16777215
  %59 = icmp ult i32 %58, 33554432
  br i1 %59, label %63, label %60

60:                                               ; preds = %55
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  %62 = load ptr, ptr %61, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %62, ptr noundef nonnull @.str.2) #12
  unreachable

63:                                               ; preds = %55
  %64 = getelementptr inbounds i32, ptr %41, i64 %45
  %65 = and i32 %47, 127
  %66 = shl i32 %57, 7
  %67 = add i32 %66, 2147483520
  %68 = or disjoint i32 %67, %65
  store i32 %68, ptr %64, align 4, !tbaa !35
  br label %69

69:                                               ; preds = %2, %2, %2, %2, %2, %31, %42, %63
  %70 = getelementptr inbounds i8, ptr %1, i64 16
  %71 = load i32, ptr %70, align 8, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %0, i64 32
  %73 = load i32, ptr %72, align 8, !tbaa !30
  %74 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %73, ptr %74, align 4, !tbaa !31
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %71, i32 noundef %73, i32 noundef 255, i32 noundef %73)
  store i32 -1, ptr %70, align 8, !tbaa !13
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @jumponcond(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %4, label %59 [
    i32 17, label %5
    i32 8, label %78
  ]

5:                                                ; preds = %3
  %6 = load ptr, ptr %0, align 8, !tbaa !32
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %8, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !35
  %14 = and i32 %13, 127
  %15 = icmp eq i32 %14, 51
  br i1 %15, label %16, label %59

16:                                               ; preds = %5
  %17 = getelementptr inbounds i8, ptr %0, i64 32
  %18 = load i32, ptr %17, align 8, !tbaa !30
  %19 = getelementptr inbounds i8, ptr %6, i64 88
  %20 = load ptr, ptr %19, align 8, !tbaa !48
  %21 = sext i32 %18 to i64
  %22 = getelementptr i8, ptr %20, i64 %21
  %23 = getelementptr i8, ptr %22, i64 -1
  %24 = load i8, ptr %23, align 1, !tbaa !17
  %25 = icmp eq i8 %24, -128
  br i1 %25, label %34, label %26

26:                                               ; preds = %16
  %27 = sext i8 %24 to i32
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  %29 = load i32, ptr %28, align 8, !tbaa !41
  %30 = sub nsw i32 %29, %27
  store i32 %30, ptr %28, align 8, !tbaa !41
  %31 = getelementptr inbounds i8, ptr %0, i64 69
  %32 = load i8, ptr %31, align 1, !tbaa !42
  %33 = add i8 %32, -1
  store i8 %33, ptr %31, align 1, !tbaa !42
  br label %39

34:                                               ; preds = %16
  %35 = getelementptr inbounds i8, ptr %0, i64 52
  %36 = load i32, ptr %35, align 4, !tbaa !44
  %37 = add nsw i32 %36, -1
  store i32 %37, ptr %35, align 4, !tbaa !44
  %38 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %38, align 1, !tbaa !42
  br label %39

39:                                               ; preds = %34, %26
  %40 = add nsw i32 %18, -1
  store i32 %40, ptr %17, align 8, !tbaa !30
  %41 = icmp eq i32 %2, 0
  %42 = lshr i32 %13, 9
  %43 = and i32 %42, 32640
  %44 = select i1 %41, i32 32834, i32 66
  %45 = or disjoint i32 %44, %43
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !20
  %48 = getelementptr inbounds i8, ptr %47, i64 56
  %49 = load ptr, ptr %48, align 8, !tbaa !36
  %50 = getelementptr inbounds i8, ptr %6, i64 24
  %51 = tail call ptr @luaM_growaux_(ptr noundef %49, ptr noundef nonnull %8, i32 noundef %40, ptr noundef nonnull %50, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %51, ptr %7, align 8, !tbaa !33
  %52 = load i32, ptr %17, align 8, !tbaa !30
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %17, align 8, !tbaa !30
  %54 = sext i32 %52 to i64
  %55 = getelementptr inbounds i32, ptr %51, i64 %54
  store i32 %45, ptr %55, align 4, !tbaa !35
  %56 = load ptr, ptr %46, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %6, i32 noundef %58)
  br label %112

59:                                               ; preds = %3, %5
  %60 = getelementptr inbounds i8, ptr %0, i64 68
  %61 = load i8, ptr %60, align 4, !tbaa !49
  %62 = add i8 %61, 1
  %63 = load ptr, ptr %0, align 8, !tbaa !32
  %64 = getelementptr inbounds i8, ptr %63, i64 12
  %65 = load i8, ptr %64, align 4, !tbaa !50
  %66 = icmp ult i8 %61, %65
  br i1 %66, label %73, label %67

67:                                               ; preds = %59
  %68 = icmp ugt i8 %61, -3
  br i1 %68, label %69, label %72

69:                                               ; preds = %67
  %70 = getelementptr inbounds i8, ptr %0, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %71, ptr noundef nonnull @.str.1) #12
  unreachable

72:                                               ; preds = %67
  store i8 %62, ptr %64, align 4, !tbaa !50
  br label %73

73:                                               ; preds = %59, %72
  store i8 %62, ptr %60, align 4, !tbaa !49
  %74 = zext i8 %62 to i32
  %75 = add nsw i32 %74, -1
  tail call fastcc void @discharge2reg(ptr noundef nonnull %0, ptr noundef nonnull %1, i32 noundef %75)
  %76 = load i32, ptr %1, align 8, !tbaa !16
  %77 = icmp eq i32 %76, 8
  br i1 %77, label %78, label %87

78:                                               ; preds = %3, %73
  %79 = getelementptr inbounds i8, ptr %1, i64 8
  %80 = load i32, ptr %79, align 8, !tbaa !17
  %81 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %82 = icmp sgt i32 %81, %80
  br i1 %82, label %87, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %0, i64 68
  %85 = load i8, ptr %84, align 4, !tbaa !49
  %86 = add i8 %85, -1
  store i8 %86, ptr %84, align 4, !tbaa !49
  br label %87

87:                                               ; preds = %73, %78, %83
  %88 = getelementptr inbounds i8, ptr %1, i64 8
  %89 = load i32, ptr %88, align 8, !tbaa !17
  %90 = shl i32 %89, 16
  %91 = shl i32 %2, 15
  %92 = or i32 %91, %90
  %93 = or disjoint i32 %92, 32707
  %94 = load ptr, ptr %0, align 8, !tbaa !32
  %95 = getelementptr inbounds i8, ptr %0, i64 16
  %96 = load ptr, ptr %95, align 8, !tbaa !20
  %97 = getelementptr inbounds i8, ptr %96, i64 56
  %98 = load ptr, ptr %97, align 8, !tbaa !36
  %99 = getelementptr inbounds i8, ptr %94, i64 64
  %100 = load ptr, ptr %99, align 8, !tbaa !33
  %101 = getelementptr inbounds i8, ptr %0, i64 32
  %102 = load i32, ptr %101, align 8, !tbaa !30
  %103 = getelementptr inbounds i8, ptr %94, i64 24
  %104 = tail call ptr @luaM_growaux_(ptr noundef %98, ptr noundef %100, i32 noundef %102, ptr noundef nonnull %103, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %104, ptr %99, align 8, !tbaa !33
  %105 = load i32, ptr %101, align 8, !tbaa !30
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %101, align 8, !tbaa !30
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds i32, ptr %104, i64 %107
  store i32 %93, ptr %108, align 4, !tbaa !35
  %109 = load ptr, ptr %95, align 8, !tbaa !20
  %110 = getelementptr inbounds i8, ptr %109, i64 8
  %111 = load i32, ptr %110, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %94, i32 noundef %111)
  br label %112

112:                                              ; preds = %39, %87
  %113 = phi ptr [ %17, %39 ], [ %101, %87 ]
  %114 = phi ptr [ %46, %39 ], [ %95, %87 ]
  %115 = load i32, ptr %113, align 8, !tbaa !30
  %116 = load ptr, ptr %0, align 8, !tbaa !32
  %117 = load ptr, ptr %114, align 8, !tbaa !20
  %118 = getelementptr inbounds i8, ptr %117, i64 56
  %119 = load ptr, ptr %118, align 8, !tbaa !36
  %120 = getelementptr inbounds i8, ptr %116, i64 64
  %121 = load ptr, ptr %120, align 8, !tbaa !33
  %122 = getelementptr inbounds i8, ptr %116, i64 24
  %123 = tail call ptr @luaM_growaux_(ptr noundef %119, ptr noundef %121, i32 noundef %115, ptr noundef nonnull %122, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %123, ptr %120, align 8, !tbaa !33
  %124 = load i32, ptr %113, align 8, !tbaa !30
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %113, align 8, !tbaa !30
  %126 = sext i32 %124 to i64
  %127 = getelementptr inbounds i32, ptr %123, i64 %126
  store i32 2147483448, ptr %127, align 4, !tbaa !35
  %128 = load ptr, ptr %114, align 8, !tbaa !20
  %129 = getelementptr inbounds i8, ptr %128, i64 8
  %130 = load i32, ptr %129, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %116, i32 noundef %130)
  %131 = load i32, ptr %113, align 8, !tbaa !30
  %132 = add nsw i32 %131, -1
  ret i32 %132
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_goiffalse(ptr noundef %0, ptr nocapture noundef %1) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %3 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %3, label %7 [
    i32 16, label %4
    i32 1, label %47
    i32 3, label %47
  ]

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 8, !tbaa !17
  br label %9

7:                                                ; preds = %2
  %8 = tail call fastcc i32 @jumponcond(ptr noundef %0, ptr noundef nonnull %1, i32 noundef 1)
  br label %9

9:                                                ; preds = %7, %4
  %10 = phi i32 [ %8, %7 ], [ %6, %4 ]
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = icmp eq i32 %10, -1
  br i1 %12, label %47, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %11, align 4, !tbaa !35
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !32
  %18 = getelementptr inbounds i8, ptr %17, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !33
  br label %21

20:                                               ; preds = %13
  store i32 %10, ptr %11, align 4, !tbaa !35
  br label %47

21:                                               ; preds = %21, %16
  %22 = phi i32 [ %30, %21 ], [ %14, %16 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %19, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !35
  %26 = lshr i32 %25, 7
  %27 = add nsw i32 %26, -16777215
  %28 = icmp eq i32 %27, -1
  %29 = add nuw nsw i32 %22, 1
  %30 = add nsw i32 %29, %27
  %31 = icmp eq i32 %30, -1
  %32 = select i1 %28, i1 true, i1 %31
  br i1 %32, label %33, label %21, !llvm.loop !38

33:                                               ; preds = %21
  %34 = xor i32 %22, -1
  %35 = add i32 %10, %34
  %36 = add i32 %35, 16777215
  %37 = icmp ult i32 %36, 33554432
  br i1 %37, label %41, label %38

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %40, ptr noundef nonnull @.str.2) #12
  unreachable

41:                                               ; preds = %33
  %42 = getelementptr inbounds i32, ptr %19, i64 %23
  %43 = and i32 %25, 127
  %44 = shl i32 %35, 7
  %45 = add i32 %44, 2147483520
  %46 = or disjoint i32 %45, %43
  store i32 %46, ptr %42, align 4, !tbaa !35
  br label %47

47:                                               ; preds = %2, %2, %9, %20, %41
  %48 = getelementptr inbounds i8, ptr %1, i64 20
  %49 = load i32, ptr %48, align 4, !tbaa !15
  %50 = getelementptr inbounds i8, ptr %0, i64 32
  %51 = load i32, ptr %50, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %0, i64 36
  store i32 %51, ptr %52, align 4, !tbaa !31
  tail call fastcc void @patchlistaux(ptr noundef readonly %0, i32 noundef %49, i32 noundef %51, i32 noundef 255, i32 noundef %51)
  store i32 -1, ptr %48, align 4, !tbaa !15
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_indexed(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.TValue, align 8
  %5 = load i32, ptr %2, align 8, !tbaa !16
  %6 = icmp eq i32 %5, 7
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = load i32, ptr %1, align 8, !tbaa !16
  %9 = icmp eq i32 %8, 10
  br i1 %9, label %20, label %59

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  store ptr %12, ptr %4, align 8, !tbaa !17
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !18
  %15 = or i8 %14, 64
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 %15, ptr %16, align 8, !tbaa !28
  %17 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  store i32 %17, ptr %11, align 8, !tbaa !17
  store i32 4, ptr %2, align 8, !tbaa !16
  %18 = load i32, ptr %1, align 8, !tbaa !16
  %19 = icmp eq i32 %18, 10
  br i1 %19, label %22, label %59

20:                                               ; preds = %7
  %21 = icmp eq i32 %5, 4
  br i1 %21, label %22, label %40

22:                                               ; preds = %10, %20
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %2, i64 20
  %26 = load i32, ptr %25, align 4, !tbaa !15
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %28, label %40

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load i32, ptr %29, align 8, !tbaa !17
  %31 = icmp slt i32 %30, 256
  br i1 %31, label %32, label %40

32:                                               ; preds = %28
  %33 = load ptr, ptr %0, align 8, !tbaa !32
  %34 = getelementptr inbounds i8, ptr %33, i64 56
  %35 = load ptr, ptr %34, align 8, !tbaa !51
  %36 = sext i32 %30 to i64
  %37 = getelementptr inbounds %struct.TValue, ptr %35, i64 %36, i32 1
  %38 = load i8, ptr %37, align 8, !tbaa !28
  %39 = icmp eq i8 %38, 68
  br i1 %39, label %57, label %40

40:                                               ; preds = %20, %22, %28, %32
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %1)
  %41 = load i32, ptr %1, align 8, !tbaa !16
  %42 = icmp eq i32 %41, 8
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %1, i64 16
  %45 = load i32, ptr %44, align 8, !tbaa !13
  %46 = getelementptr inbounds i8, ptr %1, i64 20
  %47 = load i32, ptr %46, align 4, !tbaa !15
  %48 = icmp eq i32 %45, %47
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %48, label %57, label %50

50:                                               ; preds = %43
  %51 = load i32, ptr %49, align 8, !tbaa !17
  %52 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %56, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %49, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %55)
  br label %57

56:                                               ; preds = %50, %40
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  br label %57

57:                                               ; preds = %32, %43, %54, %56
  %58 = load i32, ptr %1, align 8, !tbaa !16
  br label %59

59:                                               ; preds = %10, %57, %7
  %60 = phi i32 [ %58, %57 ], [ %8, %7 ], [ %18, %10 ]
  %61 = getelementptr inbounds i8, ptr %1, i64 8
  switch i32 %60, label %71 [
    i32 10, label %62
    i32 9, label %69
  ]

62:                                               ; preds = %59
  %63 = load i32, ptr %61, align 8, !tbaa !17
  %64 = trunc i32 %63 to i8
  %65 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %64, ptr %65, align 2, !tbaa !17
  %66 = getelementptr inbounds i8, ptr %2, i64 8
  %67 = load i32, ptr %66, align 8, !tbaa !17
  %68 = trunc i32 %67 to i16
  store i16 %68, ptr %61, align 8, !tbaa !17
  br label %133

69:                                               ; preds = %59
  %70 = load i8, ptr %61, align 8, !tbaa !17
  br label %74

71:                                               ; preds = %59
  %72 = load i32, ptr %61, align 8, !tbaa !17
  %73 = trunc i32 %72 to i8
  br label %74

74:                                               ; preds = %71, %69
  %75 = phi i8 [ %70, %69 ], [ %73, %71 ]
  %76 = getelementptr inbounds i8, ptr %1, i64 8
  %77 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %75, ptr %77, align 2, !tbaa !17
  %78 = load i32, ptr %2, align 8, !tbaa !16
  switch i32 %78, label %111 [
    i32 4, label %79
    i32 6, label %99
  ]

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %2, i64 16
  %81 = load i32, ptr %80, align 8, !tbaa !13
  %82 = getelementptr inbounds i8, ptr %2, i64 20
  %83 = load i32, ptr %82, align 4, !tbaa !15
  %84 = icmp eq i32 %81, %83
  br i1 %84, label %85, label %111

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %2, i64 8
  %87 = load i32, ptr %86, align 8, !tbaa !17
  %88 = icmp slt i32 %87, 256
  br i1 %88, label %89, label %111

89:                                               ; preds = %85
  %90 = load ptr, ptr %0, align 8, !tbaa !32
  %91 = getelementptr inbounds i8, ptr %90, i64 56
  %92 = load ptr, ptr %91, align 8, !tbaa !51
  %93 = sext i32 %87 to i64
  %94 = getelementptr inbounds %struct.TValue, ptr %92, i64 %93, i32 1
  %95 = load i8, ptr %94, align 8, !tbaa !28
  %96 = icmp eq i8 %95, 68
  br i1 %96, label %97, label %111

97:                                               ; preds = %89
  %98 = trunc i32 %87 to i16
  store i16 %98, ptr %76, align 8, !tbaa !17
  br label %133

99:                                               ; preds = %74
  %100 = getelementptr inbounds i8, ptr %2, i64 16
  %101 = load i32, ptr %100, align 8, !tbaa !13
  %102 = getelementptr inbounds i8, ptr %2, i64 20
  %103 = load i32, ptr %102, align 4, !tbaa !15
  %104 = icmp eq i32 %101, %103
  br i1 %104, label %105, label %111

105:                                              ; preds = %99
  %106 = getelementptr inbounds i8, ptr %2, i64 8
  %107 = load i64, ptr %106, align 8, !tbaa !17
  %108 = icmp ugt i64 %107, 255
  br i1 %108, label %111, label %109

109:                                              ; preds = %105
  %110 = trunc nuw i64 %107 to i16
  store i16 %110, ptr %76, align 8, !tbaa !17
  br label %133

111:                                              ; preds = %74, %79, %85, %89, %99, %105
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2)
  %112 = load i32, ptr %2, align 8, !tbaa !16
  %113 = icmp eq i32 %112, 8
  br i1 %113, label %114, label %127

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %2, i64 16
  %116 = load i32, ptr %115, align 8, !tbaa !13
  %117 = getelementptr inbounds i8, ptr %2, i64 20
  %118 = load i32, ptr %117, align 4, !tbaa !15
  %119 = icmp eq i32 %116, %118
  %120 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %119, label %129, label %121

121:                                              ; preds = %114
  %122 = load i32, ptr %120, align 8, !tbaa !17
  %123 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %124 = icmp slt i32 %122, %123
  br i1 %124, label %127, label %125

125:                                              ; preds = %121
  %126 = load i32, ptr %120, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %126)
  br label %129

127:                                              ; preds = %121, %111
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %128 = getelementptr inbounds i8, ptr %2, i64 8
  br label %129

129:                                              ; preds = %114, %125, %127
  %130 = phi ptr [ %120, %125 ], [ %128, %127 ], [ %120, %114 ]
  %131 = load i32, ptr %130, align 8, !tbaa !17
  %132 = trunc i32 %131 to i16
  store i16 %132, ptr %76, align 8, !tbaa !17
  br label %133

133:                                              ; preds = %97, %129, %109, %62
  %134 = phi i32 [ 15, %97 ], [ 12, %129 ], [ 14, %109 ], [ 13, %62 ]
  store i32 %134, ptr %1, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_prefix(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2)
  switch i32 %1, label %257 [
    i32 0, label %5
    i32 1, label %5
    i32 3, label %9
    i32 2, label %87
  ]

5:                                                ; preds = %4, %4
  %6 = add nuw nsw i32 %1, 12
  %7 = tail call fastcc i32 @constfolding(ptr noundef %0, i32 noundef %6, ptr noundef %2, ptr noundef nonnull @luaK_prefix.ef)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %257

9:                                                ; preds = %5, %4
  %10 = add nuw nsw i32 %1, 49
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2)
  %11 = load i32, ptr %2, align 8, !tbaa !16
  %12 = icmp eq i32 %11, 8
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %2, i64 16
  %15 = load i32, ptr %14, align 8, !tbaa !13
  %16 = getelementptr inbounds i8, ptr %2, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp eq i32 %15, %17
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %18, label %28, label %20

20:                                               ; preds = %13
  %21 = load i32, ptr %19, align 8, !tbaa !17
  %22 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %19, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %25)
  br label %28

26:                                               ; preds = %20, %9
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  br label %28

28:                                               ; preds = %26, %24, %13
  %29 = phi ptr [ %19, %24 ], [ %27, %26 ], [ %19, %13 ]
  %30 = load i32, ptr %29, align 8, !tbaa !17
  %31 = load i32, ptr %2, align 8, !tbaa !16
  %32 = icmp eq i32 %31, 8
  br i1 %32, label %33, label %40

33:                                               ; preds = %28
  %34 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %35 = icmp sgt i32 %34, %30
  br i1 %35, label %40, label %36

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %0, i64 68
  %38 = load i8, ptr %37, align 4, !tbaa !49
  %39 = add i8 %38, -1
  store i8 %39, ptr %37, align 4, !tbaa !49
  br label %40

40:                                               ; preds = %36, %33, %28
  %41 = shl i32 %30, 16
  %42 = or i32 %41, %10
  %43 = load ptr, ptr %0, align 8, !tbaa !32
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !20
  %46 = getelementptr inbounds i8, ptr %45, i64 56
  %47 = load ptr, ptr %46, align 8, !tbaa !36
  %48 = getelementptr inbounds i8, ptr %43, i64 64
  %49 = load ptr, ptr %48, align 8, !tbaa !33
  %50 = getelementptr inbounds i8, ptr %0, i64 32
  %51 = load i32, ptr %50, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %43, i64 24
  %53 = tail call ptr @luaM_growaux_(ptr noundef %47, ptr noundef %49, i32 noundef %51, ptr noundef nonnull %52, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %53, ptr %48, align 8, !tbaa !33
  %54 = load i32, ptr %50, align 8, !tbaa !30
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 8, !tbaa !30
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds i32, ptr %53, i64 %56
  store i32 %42, ptr %57, align 4, !tbaa !35
  %58 = load ptr, ptr %44, align 8, !tbaa !20
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i32, ptr %59, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %43, i32 noundef %60)
  %61 = load i32, ptr %50, align 8, !tbaa !30
  %62 = add nsw i32 %61, -1
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %62, ptr %63, align 8, !tbaa !17
  store i32 17, ptr %2, align 8, !tbaa !16
  %64 = load ptr, ptr %0, align 8, !tbaa !32
  %65 = load i32, ptr %50, align 8, !tbaa !30
  %66 = getelementptr inbounds i8, ptr %64, i64 88
  %67 = load ptr, ptr %66, align 8, !tbaa !48
  %68 = sext i32 %65 to i64
  %69 = getelementptr i8, ptr %67, i64 %68
  %70 = getelementptr i8, ptr %69, i64 -1
  %71 = load i8, ptr %70, align 1, !tbaa !17
  %72 = icmp eq i8 %71, -128
  br i1 %72, label %81, label %73

73:                                               ; preds = %40
  %74 = sext i8 %71 to i32
  %75 = getelementptr inbounds i8, ptr %0, i64 40
  %76 = load i32, ptr %75, align 8, !tbaa !41
  %77 = sub nsw i32 %76, %74
  store i32 %77, ptr %75, align 8, !tbaa !41
  %78 = getelementptr inbounds i8, ptr %0, i64 69
  %79 = load i8, ptr %78, align 1, !tbaa !42
  %80 = add i8 %79, -1
  store i8 %80, ptr %78, align 1, !tbaa !42
  br label %86

81:                                               ; preds = %40
  %82 = getelementptr inbounds i8, ptr %0, i64 52
  %83 = load i32, ptr %82, align 4, !tbaa !44
  %84 = add nsw i32 %83, -1
  store i32 %84, ptr %82, align 4, !tbaa !44
  %85 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %85, align 1, !tbaa !42
  br label %86

86:                                               ; preds = %73, %81
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %64, i32 noundef %3)
  br label %257

87:                                               ; preds = %4
  %88 = load i32, ptr %2, align 8, !tbaa !16
  switch i32 %88, label %168 [
    i32 1, label %89
    i32 3, label %89
    i32 4, label %90
    i32 5, label %90
    i32 6, label %90
    i32 7, label %90
    i32 2, label %90
    i32 16, label %91
    i32 8, label %134
    i32 17, label %115
  ]

89:                                               ; preds = %87, %87
  store i32 2, ptr %2, align 8, !tbaa !16
  br label %168

90:                                               ; preds = %87, %87, %87, %87, %87
  store i32 3, ptr %2, align 8, !tbaa !16
  br label %168

91:                                               ; preds = %87
  %92 = getelementptr inbounds i8, ptr %2, i64 8
  %93 = load i32, ptr %92, align 8, !tbaa !17
  %94 = load ptr, ptr %0, align 8, !tbaa !32
  %95 = getelementptr inbounds i8, ptr %94, i64 64
  %96 = load ptr, ptr %95, align 8, !tbaa !33
  %97 = sext i32 %93 to i64
  %98 = getelementptr inbounds i32, ptr %96, i64 %97
  %99 = icmp sgt i32 %93, 0
  br i1 %99, label %100, label %109

100:                                              ; preds = %91
  %101 = getelementptr inbounds i8, ptr %98, i64 -4
  %102 = load i32, ptr %101, align 4, !tbaa !35
  %103 = and i32 %102, 127
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !17
  %107 = and i8 %106, 16
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %111

109:                                              ; preds = %100, %91
  %110 = load i32, ptr %98, align 4, !tbaa !35
  br label %111

111:                                              ; preds = %109, %100
  %112 = phi i32 [ %110, %109 ], [ %102, %100 ]
  %113 = phi ptr [ %98, %109 ], [ %101, %100 ]
  %114 = xor i32 %112, 32768
  store i32 %114, ptr %113, align 4, !tbaa !35
  br label %168

115:                                              ; preds = %87
  %116 = getelementptr inbounds i8, ptr %0, i64 68
  %117 = load i8, ptr %116, align 4, !tbaa !49
  %118 = add i8 %117, 1
  %119 = load ptr, ptr %0, align 8, !tbaa !32
  %120 = getelementptr inbounds i8, ptr %119, i64 12
  %121 = load i8, ptr %120, align 4, !tbaa !50
  %122 = icmp ult i8 %117, %121
  br i1 %122, label %129, label %123

123:                                              ; preds = %115
  %124 = icmp ugt i8 %117, -3
  br i1 %124, label %125, label %128

125:                                              ; preds = %123
  %126 = getelementptr inbounds i8, ptr %0, i64 16
  %127 = load ptr, ptr %126, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %127, ptr noundef nonnull @.str.1) #12
  unreachable

128:                                              ; preds = %123
  store i8 %118, ptr %120, align 4, !tbaa !50
  br label %129

129:                                              ; preds = %128, %115
  store i8 %118, ptr %116, align 4, !tbaa !49
  %130 = zext i8 %118 to i32
  %131 = add nsw i32 %130, -1
  tail call fastcc void @discharge2reg(ptr noundef nonnull %0, ptr noundef nonnull %2, i32 noundef %131)
  %132 = load i32, ptr %2, align 8, !tbaa !16
  %133 = icmp eq i32 %132, 8
  br i1 %133, label %134, label %143

134:                                              ; preds = %129, %87
  %135 = getelementptr inbounds i8, ptr %2, i64 8
  %136 = load i32, ptr %135, align 8, !tbaa !17
  %137 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %138 = icmp sgt i32 %137, %136
  br i1 %138, label %143, label %139

139:                                              ; preds = %134
  %140 = getelementptr inbounds i8, ptr %0, i64 68
  %141 = load i8, ptr %140, align 4, !tbaa !49
  %142 = add i8 %141, -1
  store i8 %142, ptr %140, align 4, !tbaa !49
  br label %143

143:                                              ; preds = %139, %134, %129
  %144 = getelementptr inbounds i8, ptr %2, i64 8
  %145 = load i32, ptr %144, align 8, !tbaa !17
  %146 = shl i32 %145, 16
  %147 = or disjoint i32 %146, 51
  %148 = load ptr, ptr %0, align 8, !tbaa !32
  %149 = getelementptr inbounds i8, ptr %0, i64 16
  %150 = load ptr, ptr %149, align 8, !tbaa !20
  %151 = getelementptr inbounds i8, ptr %150, i64 56
  %152 = load ptr, ptr %151, align 8, !tbaa !36
  %153 = getelementptr inbounds i8, ptr %148, i64 64
  %154 = load ptr, ptr %153, align 8, !tbaa !33
  %155 = getelementptr inbounds i8, ptr %0, i64 32
  %156 = load i32, ptr %155, align 8, !tbaa !30
  %157 = getelementptr inbounds i8, ptr %148, i64 24
  %158 = tail call ptr @luaM_growaux_(ptr noundef %152, ptr noundef %154, i32 noundef %156, ptr noundef nonnull %157, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %158, ptr %153, align 8, !tbaa !33
  %159 = load i32, ptr %155, align 8, !tbaa !30
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %155, align 8, !tbaa !30
  %161 = sext i32 %159 to i64
  %162 = getelementptr inbounds i32, ptr %158, i64 %161
  store i32 %147, ptr %162, align 4, !tbaa !35
  %163 = load ptr, ptr %149, align 8, !tbaa !20
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load i32, ptr %164, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %148, i32 noundef %165)
  %166 = load i32, ptr %155, align 8, !tbaa !30
  %167 = add nsw i32 %166, -1
  store i32 %167, ptr %144, align 8, !tbaa !17
  store i32 17, ptr %2, align 8, !tbaa !16
  br label %168

168:                                              ; preds = %143, %111, %90, %89, %87
  %169 = getelementptr inbounds i8, ptr %2, i64 20
  %170 = load i32, ptr %169, align 4, !tbaa !15
  %171 = getelementptr inbounds i8, ptr %2, i64 16
  %172 = load i32, ptr %171, align 8, !tbaa !13
  store i32 %172, ptr %169, align 4, !tbaa !15
  store i32 %170, ptr %171, align 8, !tbaa !13
  %173 = icmp eq i32 %172, -1
  br i1 %173, label %215, label %174

174:                                              ; preds = %168
  %175 = load ptr, ptr %0, align 8, !tbaa !32
  %176 = getelementptr inbounds i8, ptr %175, i64 64
  %177 = load ptr, ptr %176, align 8, !tbaa !33
  br label %178

178:                                              ; preds = %204, %174
  %179 = phi i32 [ %172, %174 ], [ %210, %204 ]
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr %177, i64 %180
  %182 = icmp sgt i32 %179, 0
  br i1 %182, label %183, label %192

183:                                              ; preds = %178
  %184 = getelementptr inbounds i8, ptr %181, i64 -4
  %185 = load i32, ptr %184, align 4, !tbaa !35
  %186 = and i32 %185, 127
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %187
  %189 = load i8, ptr %188, align 1, !tbaa !17
  %190 = and i8 %189, 16
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %192, label %194

192:                                              ; preds = %183, %178
  %193 = load i32, ptr %181, align 4, !tbaa !35
  br label %194

194:                                              ; preds = %192, %183
  %195 = phi i32 [ %193, %192 ], [ %185, %183 ]
  %196 = phi ptr [ %181, %192 ], [ %184, %183 ]
  %197 = and i32 %195, 127
  %198 = icmp eq i32 %197, 67
  br i1 %198, label %199, label %204

199:                                              ; preds = %194
  %200 = lshr i32 %195, 9
  %201 = and i32 %200, 32640
  %202 = and i32 %195, 32834
  %203 = or disjoint i32 %201, %202
  store i32 %203, ptr %196, align 4, !tbaa !35
  br label %204

204:                                              ; preds = %199, %194
  %205 = load i32, ptr %181, align 4, !tbaa !35
  %206 = lshr i32 %205, 7
  %207 = add nsw i32 %206, -16777215
  %208 = icmp eq i32 %207, -1
  %209 = add nuw nsw i32 %179, 1
  %210 = add nsw i32 %209, %207
  %211 = icmp eq i32 %210, -1
  %212 = select i1 %208, i1 true, i1 %211
  br i1 %212, label %213, label %178

213:                                              ; preds = %204
  %214 = load i32, ptr %171, align 8, !tbaa !13
  br label %215

215:                                              ; preds = %213, %168
  %216 = phi i32 [ %214, %213 ], [ %170, %168 ]
  %217 = icmp eq i32 %216, -1
  br i1 %217, label %257, label %218

218:                                              ; preds = %215
  %219 = load ptr, ptr %0, align 8, !tbaa !32
  %220 = getelementptr inbounds i8, ptr %219, i64 64
  %221 = load ptr, ptr %220, align 8, !tbaa !33
  br label %222

222:                                              ; preds = %248, %218
  %223 = phi i32 [ %216, %218 ], [ %254, %248 ]
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds i32, ptr %221, i64 %224
  %226 = icmp sgt i32 %223, 0
  br i1 %226, label %227, label %236

227:                                              ; preds = %222
  %228 = getelementptr inbounds i8, ptr %225, i64 -4
  %229 = load i32, ptr %228, align 4, !tbaa !35
  %230 = and i32 %229, 127
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds [83 x i8], ptr @luaP_opmodes, i64 0, i64 %231
  %233 = load i8, ptr %232, align 1, !tbaa !17
  %234 = and i8 %233, 16
  %235 = icmp eq i8 %234, 0
  br i1 %235, label %236, label %238

236:                                              ; preds = %227, %222
  %237 = load i32, ptr %225, align 4, !tbaa !35
  br label %238

238:                                              ; preds = %236, %227
  %239 = phi i32 [ %237, %236 ], [ %229, %227 ]
  %240 = phi ptr [ %225, %236 ], [ %228, %227 ]
  %241 = and i32 %239, 127
  %242 = icmp eq i32 %241, 67
  br i1 %242, label %243, label %248

243:                                              ; preds = %238
  %244 = lshr i32 %239, 9
  %245 = and i32 %244, 32640
  %246 = and i32 %239, 32834
  %247 = or disjoint i32 %245, %246
  store i32 %247, ptr %240, align 4, !tbaa !35
  br label %248

248:                                              ; preds = %243, %238
  %249 = load i32, ptr %225, align 4, !tbaa !35
  %250 = lshr i32 %249, 7
  %251 = add nsw i32 %250, -16777215
  %252 = icmp eq i32 %251, -1
  %253 = add nuw nsw i32 %223, 1
  %254 = add nsw i32 %253, %251
  %255 = icmp eq i32 %254, -1
  %256 = select i1 %252, i1 true, i1 %255
  br i1 %256, label %257, label %222

257:                                              ; preds = %248, %215, %4, %5, %86
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @constfolding(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef readonly %3) unnamed_addr #5 {
  %5 = alloca i64, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca %struct.TValue, align 8
  %8 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %2, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %69

14:                                               ; preds = %4
  %15 = load i32, ptr %2, align 8, !tbaa !16
  switch i32 %15, label %69 [
    i32 6, label %17
    i32 5, label %16
  ]

16:                                               ; preds = %14
  br label %17

17:                                               ; preds = %14, %16
  %18 = phi i8 [ 19, %16 ], [ 3, %14 ]
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !17
  store double %20, ptr %6, align 8, !tbaa !17
  %21 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %18, ptr %21, align 8, !tbaa !28
  %22 = getelementptr inbounds i8, ptr %3, i64 16
  %23 = load i32, ptr %22, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %3, i64 20
  %25 = load i32, ptr %24, align 4, !tbaa !15
  %26 = icmp eq i32 %23, %25
  br i1 %26, label %27, label %69

27:                                               ; preds = %17
  %28 = load i32, ptr %3, align 8, !tbaa !16
  switch i32 %28, label %69 [
    i32 6, label %30
    i32 5, label %29
  ]

29:                                               ; preds = %27
  br label %30

30:                                               ; preds = %27, %29
  %31 = phi i1 [ false, %29 ], [ true, %27 ]
  %32 = phi i8 [ 19, %29 ], [ 3, %27 ]
  %33 = getelementptr inbounds i8, ptr %3, i64 8
  %34 = load double, ptr %33, align 8, !tbaa !17
  store double %34, ptr %7, align 8, !tbaa !17
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 %32, ptr %35, align 8, !tbaa !28
  switch i32 %1, label %54 [
    i32 7, label %36
    i32 8, label %36
    i32 9, label %36
    i32 10, label %36
    i32 11, label %36
    i32 13, label %36
    i32 5, label %45
    i32 6, label %45
    i32 3, label %45
  ]

36:                                               ; preds = %30, %30, %30, %30, %30, %30
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13
  %37 = call i32 @luaV_tointegerns(ptr noundef nonnull %6, ptr noundef nonnull %5, i32 noundef 0) #13
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %36
  %40 = call i32 @luaV_tointegerns(ptr noundef nonnull %7, ptr noundef nonnull %5, i32 noundef 0) #13
  %41 = icmp ne i32 %40, 0
  %42 = zext i1 %41 to i32
  br label %43

43:                                               ; preds = %39, %36
  %44 = phi i32 [ 0, %36 ], [ %42, %39 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13
  br label %51

45:                                               ; preds = %30, %30, %30
  %46 = bitcast double %34 to i64
  %47 = sitofp i64 %46 to double
  %48 = select i1 %31, double %47, double %34
  %49 = fcmp une double %48, 0.000000e+00
  %50 = zext i1 %49 to i32
  br label %51

51:                                               ; preds = %43, %45
  %52 = phi i32 [ %50, %45 ], [ %44, %43 ]
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %69, label %54

54:                                               ; preds = %30, %51
  %55 = getelementptr inbounds i8, ptr %0, i64 16
  %56 = load ptr, ptr %55, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %56, i64 56
  %58 = load ptr, ptr %57, align 8, !tbaa !36
  %59 = call i32 @luaO_rawarith(ptr noundef %58, i32 noundef %1, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8) #13
  %60 = getelementptr inbounds i8, ptr %8, i64 8
  %61 = load i8, ptr %60, align 8, !tbaa !28
  %62 = icmp eq i8 %61, 3
  br i1 %62, label %63, label %65

63:                                               ; preds = %54
  store i32 6, ptr %2, align 8, !tbaa !16
  %64 = load i64, ptr %8, align 8, !tbaa !17
  store i64 %64, ptr %19, align 8, !tbaa !17
  br label %69

65:                                               ; preds = %54
  %66 = load double, ptr %8, align 8, !tbaa !17
  %67 = fcmp ueq double %66, 0.000000e+00
  br i1 %67, label %69, label %68

68:                                               ; preds = %65
  store i32 5, ptr %2, align 8, !tbaa !16
  store double %66, ptr %19, align 8, !tbaa !17
  br label %69

69:                                               ; preds = %27, %17, %14, %4, %63, %68, %65, %51
  %70 = phi i32 [ 0, %51 ], [ 0, %65 ], [ 1, %68 ], [ 1, %63 ], [ 0, %4 ], [ 0, %14 ], [ 0, %17 ], [ 0, %27 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  ret i32 %70
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_infix(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #5 {
  %4 = alloca i64, align 8
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2)
  switch i32 %1, label %83 [
    i32 19, label %5
    i32 20, label %6
    i32 12, label %7
    i32 0, label %8
    i32 1, label %8
    i32 2, label %8
    i32 5, label %8
    i32 6, label %8
    i32 3, label %8
    i32 4, label %8
    i32 7, label %8
    i32 8, label %8
    i32 9, label %8
    i32 10, label %8
    i32 11, label %8
    i32 13, label %33
    i32 16, label %33
    i32 14, label %45
    i32 15, label %45
    i32 17, label %45
    i32 18, label %45
  ]

5:                                                ; preds = %3
  tail call void @luaK_goiftrue(ptr noundef %0, ptr noundef %2)
  br label %83

6:                                                ; preds = %3
  tail call void @luaK_goiffalse(ptr noundef %0, ptr noundef %2)
  br label %83

7:                                                ; preds = %3
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef %2)
  br label %83

8:                                                ; preds = %3, %3, %3, %3, %3, %3, %3, %3, %3, %3, %3, %3
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %2, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %8
  %15 = load i32, ptr %2, align 8, !tbaa !16
  %16 = add i32 %15, -5
  %17 = icmp ult i32 %16, 2
  br i1 %17, label %83, label %18

18:                                               ; preds = %14, %8
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2)
  %19 = load i32, ptr %2, align 8, !tbaa !16
  %20 = icmp eq i32 %19, 8
  br i1 %20, label %21, label %32

21:                                               ; preds = %18
  %22 = load i32, ptr %9, align 8, !tbaa !13
  %23 = load i32, ptr %11, align 4, !tbaa !15
  %24 = icmp eq i32 %22, %23
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %24, label %83, label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %25, align 8, !tbaa !17
  %28 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %32, label %30

30:                                               ; preds = %26
  %31 = load i32, ptr %25, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %31)
  br label %83

32:                                               ; preds = %26, %18
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  br label %83

33:                                               ; preds = %3, %3
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = load i32, ptr %34, align 8, !tbaa !13
  %36 = getelementptr inbounds i8, ptr %2, i64 20
  %37 = load i32, ptr %36, align 4, !tbaa !15
  %38 = icmp eq i32 %35, %37
  br i1 %38, label %39, label %43

39:                                               ; preds = %33
  %40 = load i32, ptr %2, align 8, !tbaa !16
  %41 = add i32 %40, -5
  %42 = icmp ult i32 %41, 2
  br i1 %42, label %83, label %43

43:                                               ; preds = %39, %33
  %44 = tail call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef nonnull %2)
  br label %83

45:                                               ; preds = %3, %3, %3, %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  %46 = load i32, ptr %2, align 8, !tbaa !16
  switch i32 %46, label %66 [
    i32 6, label %47
    i32 5, label %50
  ]

47:                                               ; preds = %45
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = load i64, ptr %48, align 8, !tbaa !17
  store i64 %49, ptr %4, align 8, !tbaa !52
  br label %55

50:                                               ; preds = %45
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !17
  %53 = call i32 @luaV_flttointeger(double noundef %52, ptr noundef nonnull %4, i32 noundef 0) #13
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %66, label %55

55:                                               ; preds = %50, %47
  %56 = getelementptr inbounds i8, ptr %2, i64 16
  %57 = load i32, ptr %56, align 8, !tbaa !13
  %58 = getelementptr inbounds i8, ptr %2, i64 20
  %59 = load i32, ptr %58, align 4, !tbaa !15
  %60 = icmp eq i32 %57, %59
  br i1 %60, label %61, label %66

61:                                               ; preds = %55
  %62 = load i64, ptr %4, align 8, !tbaa !52
  %63 = add i64 %62, -129
  %64 = icmp ult i64 %63, -256
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  br label %83

66:                                               ; preds = %45, %50, %61, %55
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2)
  %67 = load i32, ptr %2, align 8, !tbaa !16
  %68 = icmp eq i32 %67, 8
  br i1 %68, label %69, label %82

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %2, i64 16
  %71 = load i32, ptr %70, align 8, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %2, i64 20
  %73 = load i32, ptr %72, align 4, !tbaa !15
  %74 = icmp eq i32 %71, %73
  %75 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %74, label %83, label %76

76:                                               ; preds = %69
  %77 = load i32, ptr %75, align 8, !tbaa !17
  %78 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %82, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %75, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %81)
  br label %83

82:                                               ; preds = %76, %66
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  br label %83

83:                                               ; preds = %39, %14, %65, %69, %80, %82, %32, %30, %21, %3, %43, %7, %6, %5
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @exp2RK(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #5 {
  %3 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef %1)
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %22

5:                                                ; preds = %2
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %6 = load i32, ptr %1, align 8, !tbaa !16
  %7 = icmp eq i32 %6, 8
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = icmp eq i32 %10, %12
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %13, label %22, label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %14, align 8, !tbaa !17
  %17 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %21, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %14, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %20)
  br label %22

21:                                               ; preds = %15, %5
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  br label %22

22:                                               ; preds = %21, %19, %8, %2
  %23 = phi i32 [ 1, %2 ], [ 0, %8 ], [ 0, %19 ], [ 0, %21 ]
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_posfix(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.expdesc, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.expdesc, align 8
  %11 = alloca %struct.expdesc, align 8
  %12 = alloca %struct.expdesc, align 8
  %13 = alloca %struct.expdesc, align 8
  %14 = alloca %struct.expdesc, align 8
  %15 = alloca %struct.expdesc, align 8
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %3)
  %16 = icmp ult i32 %1, 12
  br i1 %16, label %17, label %20

17:                                               ; preds = %5
  %18 = tail call fastcc i32 @constfolding(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3)
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %749

20:                                               ; preds = %17, %5
  switch i32 %1, label %749 [
    i32 19, label %21
    i32 20, label %61
    i32 12, label %101
    i32 0, label %198
    i32 2, label %198
    i32 1, label %251
    i32 5, label %282
    i32 6, label %282
    i32 3, label %282
    i32 4, label %282
    i32 7, label %301
    i32 8, label %301
    i32 9, label %301
    i32 10, label %320
    i32 11, label %343
    i32 13, label %361
    i32 16, label %361
    i32 17, label %526
    i32 18, label %526
    i32 14, label %528
    i32 15, label %528
  ]

21:                                               ; preds = %20
  %22 = getelementptr inbounds i8, ptr %3, i64 20
  %23 = getelementptr inbounds i8, ptr %2, i64 20
  %24 = load i32, ptr %23, align 4, !tbaa !15
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %60, label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %22, align 4, !tbaa !35
  %28 = icmp eq i32 %27, -1
  br i1 %28, label %33, label %29

29:                                               ; preds = %26
  %30 = load ptr, ptr %0, align 8, !tbaa !32
  %31 = getelementptr inbounds i8, ptr %30, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !33
  br label %34

33:                                               ; preds = %26
  store i32 %24, ptr %22, align 4, !tbaa !35
  br label %60

34:                                               ; preds = %34, %29
  %35 = phi i32 [ %43, %34 ], [ %27, %29 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %32, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !35
  %39 = lshr i32 %38, 7
  %40 = add nsw i32 %39, -16777215
  %41 = icmp eq i32 %40, -1
  %42 = add nuw nsw i32 %35, 1
  %43 = add nsw i32 %42, %40
  %44 = icmp eq i32 %43, -1
  %45 = select i1 %41, i1 true, i1 %44
  br i1 %45, label %46, label %34, !llvm.loop !38

46:                                               ; preds = %34
  %47 = xor i32 %35, -1
  %48 = add i32 %24, %47
  %49 = add i32 %48, 16777215
  %50 = icmp ult i32 %49, 33554432
  br i1 %50, label %54, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %0, i64 16
  %53 = load ptr, ptr %52, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %53, ptr noundef nonnull @.str.2) #12
  unreachable

54:                                               ; preds = %46
  %55 = getelementptr inbounds i32, ptr %32, i64 %36
  %56 = and i32 %38, 127
  %57 = shl i32 %48, 7
  %58 = add i32 %57, 2147483520
  %59 = or disjoint i32 %58, %56
  store i32 %59, ptr %55, align 4, !tbaa !35
  br label %60

60:                                               ; preds = %21, %33, %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  br label %749

61:                                               ; preds = %20
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  %63 = getelementptr inbounds i8, ptr %2, i64 16
  %64 = load i32, ptr %63, align 8, !tbaa !13
  %65 = icmp eq i32 %64, -1
  br i1 %65, label %100, label %66

66:                                               ; preds = %61
  %67 = load i32, ptr %62, align 4, !tbaa !35
  %68 = icmp eq i32 %67, -1
  br i1 %68, label %73, label %69

69:                                               ; preds = %66
  %70 = load ptr, ptr %0, align 8, !tbaa !32
  %71 = getelementptr inbounds i8, ptr %70, i64 64
  %72 = load ptr, ptr %71, align 8, !tbaa !33
  br label %74

73:                                               ; preds = %66
  store i32 %64, ptr %62, align 4, !tbaa !35
  br label %100

74:                                               ; preds = %74, %69
  %75 = phi i32 [ %83, %74 ], [ %67, %69 ]
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %72, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !35
  %79 = lshr i32 %78, 7
  %80 = add nsw i32 %79, -16777215
  %81 = icmp eq i32 %80, -1
  %82 = add nuw nsw i32 %75, 1
  %83 = add nsw i32 %82, %80
  %84 = icmp eq i32 %83, -1
  %85 = select i1 %81, i1 true, i1 %84
  br i1 %85, label %86, label %74, !llvm.loop !38

86:                                               ; preds = %74
  %87 = xor i32 %75, -1
  %88 = add i32 %64, %87
  %89 = add i32 %88, 16777215
  %90 = icmp ult i32 %89, 33554432
  br i1 %90, label %94, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load ptr, ptr %92, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %93, ptr noundef nonnull @.str.2) #12
  unreachable

94:                                               ; preds = %86
  %95 = getelementptr inbounds i32, ptr %72, i64 %76
  %96 = and i32 %78, 127
  %97 = shl i32 %88, 7
  %98 = add i32 %97, 2147483520
  %99 = or disjoint i32 %98, %96
  store i32 %99, ptr %95, align 4, !tbaa !35
  br label %100

100:                                              ; preds = %61, %73, %94
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  br label %749

101:                                              ; preds = %20
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef %3)
  %102 = getelementptr inbounds i8, ptr %0, i64 32
  %103 = load i32, ptr %102, align 8, !tbaa !30
  %104 = getelementptr inbounds i8, ptr %0, i64 36
  %105 = load i32, ptr %104, align 4, !tbaa !31
  %106 = icmp sgt i32 %103, %105
  br i1 %106, label %107, label %114

107:                                              ; preds = %101
  %108 = load ptr, ptr %0, align 8, !tbaa !32
  %109 = getelementptr inbounds i8, ptr %108, i64 64
  %110 = load ptr, ptr %109, align 8, !tbaa !33
  %111 = sext i32 %103 to i64
  %112 = getelementptr i32, ptr %110, i64 %111
  %113 = getelementptr i8, ptr %112, i64 -4
  br label %114

114:                                              ; preds = %107, %101
  %115 = phi ptr [ %113, %107 ], [ @previousinstruction.invalidinstruction, %101 ]
  %116 = load i32, ptr %115, align 4, !tbaa !35
  %117 = and i32 %116, 127
  %118 = icmp eq i32 %117, 53
  br i1 %118, label %119, label %142

119:                                              ; preds = %114
  %120 = load i32, ptr %3, align 8, !tbaa !16
  %121 = icmp eq i32 %120, 8
  br i1 %121, label %122, label %131

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %3, i64 8
  %124 = load i32, ptr %123, align 8, !tbaa !17
  %125 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  %126 = icmp sgt i32 %125, %124
  br i1 %126, label %131, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds i8, ptr %0, i64 68
  %129 = load i8, ptr %128, align 4, !tbaa !49
  %130 = add i8 %129, -1
  store i8 %130, ptr %128, align 4, !tbaa !49
  br label %131

131:                                              ; preds = %127, %122, %119
  %132 = load i32, ptr %115, align 4, !tbaa !35
  %133 = and i32 %132, -16744321
  %134 = getelementptr inbounds i8, ptr %2, i64 8
  %135 = load i32, ptr %134, align 8, !tbaa !17
  %136 = shl i32 %135, 7
  %137 = and i32 %136, 32640
  %138 = add i32 %116, 65536
  %139 = and i32 %138, 16711680
  %140 = or disjoint i32 %133, %139
  %141 = or disjoint i32 %140, %137
  store i32 %141, ptr %115, align 4, !tbaa !35
  br label %749

142:                                              ; preds = %114
  %143 = getelementptr inbounds i8, ptr %2, i64 8
  %144 = load i32, ptr %143, align 8, !tbaa !17
  %145 = shl i32 %144, 7
  %146 = or i32 %145, 131125
  %147 = load ptr, ptr %0, align 8, !tbaa !32
  %148 = getelementptr inbounds i8, ptr %0, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !20
  %150 = getelementptr inbounds i8, ptr %149, i64 56
  %151 = load ptr, ptr %150, align 8, !tbaa !36
  %152 = getelementptr inbounds i8, ptr %147, i64 64
  %153 = load ptr, ptr %152, align 8, !tbaa !33
  %154 = getelementptr inbounds i8, ptr %147, i64 24
  %155 = tail call ptr @luaM_growaux_(ptr noundef %151, ptr noundef %153, i32 noundef %103, ptr noundef nonnull %154, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %155, ptr %152, align 8, !tbaa !33
  %156 = load i32, ptr %102, align 8, !tbaa !30
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %102, align 8, !tbaa !30
  %158 = sext i32 %156 to i64
  %159 = getelementptr inbounds i32, ptr %155, i64 %158
  store i32 %146, ptr %159, align 4, !tbaa !35
  %160 = load ptr, ptr %148, align 8, !tbaa !20
  %161 = getelementptr inbounds i8, ptr %160, i64 8
  %162 = load i32, ptr %161, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %147, i32 noundef %162)
  %163 = load i32, ptr %3, align 8, !tbaa !16
  %164 = icmp eq i32 %163, 8
  br i1 %164, label %165, label %174

165:                                              ; preds = %142
  %166 = getelementptr inbounds i8, ptr %3, i64 8
  %167 = load i32, ptr %166, align 8, !tbaa !17
  %168 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  %169 = icmp sgt i32 %168, %167
  br i1 %169, label %174, label %170

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, ptr %0, i64 68
  %172 = load i8, ptr %171, align 4, !tbaa !49
  %173 = add i8 %172, -1
  store i8 %173, ptr %171, align 4, !tbaa !49
  br label %174

174:                                              ; preds = %170, %165, %142
  %175 = load ptr, ptr %0, align 8, !tbaa !32
  %176 = load i32, ptr %102, align 8, !tbaa !30
  %177 = getelementptr inbounds i8, ptr %175, i64 88
  %178 = load ptr, ptr %177, align 8, !tbaa !48
  %179 = sext i32 %176 to i64
  %180 = getelementptr i8, ptr %178, i64 %179
  %181 = getelementptr i8, ptr %180, i64 -1
  %182 = load i8, ptr %181, align 1, !tbaa !17
  %183 = icmp eq i8 %182, -128
  br i1 %183, label %192, label %184

184:                                              ; preds = %174
  %185 = sext i8 %182 to i32
  %186 = getelementptr inbounds i8, ptr %0, i64 40
  %187 = load i32, ptr %186, align 8, !tbaa !41
  %188 = sub nsw i32 %187, %185
  store i32 %188, ptr %186, align 8, !tbaa !41
  %189 = getelementptr inbounds i8, ptr %0, i64 69
  %190 = load i8, ptr %189, align 1, !tbaa !42
  %191 = add i8 %190, -1
  store i8 %191, ptr %189, align 1, !tbaa !42
  br label %197

192:                                              ; preds = %174
  %193 = getelementptr inbounds i8, ptr %0, i64 52
  %194 = load i32, ptr %193, align 4, !tbaa !44
  %195 = add nsw i32 %194, -1
  store i32 %195, ptr %193, align 4, !tbaa !44
  %196 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %196, align 1, !tbaa !42
  br label %197

197:                                              ; preds = %192, %184
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %175, i32 noundef %4)
  br label %749

198:                                              ; preds = %20, %20
  %199 = getelementptr inbounds i8, ptr %2, i64 16
  %200 = load i32, ptr %199, align 8, !tbaa !13
  %201 = getelementptr inbounds i8, ptr %2, i64 20
  %202 = load i32, ptr %201, align 4, !tbaa !15
  %203 = icmp eq i32 %200, %202
  br i1 %203, label %204, label %209

204:                                              ; preds = %198
  %205 = load i32, ptr %2, align 8, !tbaa !16
  %206 = add i32 %205, -5
  %207 = icmp ult i32 %206, 2
  br i1 %207, label %208, label %209

208:                                              ; preds = %204
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %15, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %15, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15)
  br label %209

209:                                              ; preds = %208, %204, %198
  %210 = phi i1 [ false, %208 ], [ true, %198 ], [ true, %204 ]
  %211 = phi i32 [ 1, %208 ], [ 0, %198 ], [ 0, %204 ]
  %212 = icmp eq i32 %1, 0
  br i1 %212, label %213, label %230

213:                                              ; preds = %209
  %214 = load i32, ptr %3, align 8, !tbaa !16
  %215 = icmp eq i32 %214, 6
  br i1 %215, label %216, label %230

216:                                              ; preds = %213
  %217 = getelementptr inbounds i8, ptr %3, i64 16
  %218 = load i32, ptr %217, align 8, !tbaa !13
  %219 = getelementptr inbounds i8, ptr %3, i64 20
  %220 = load i32, ptr %219, align 4, !tbaa !15
  %221 = icmp eq i32 %218, %220
  br i1 %221, label %222, label %230

222:                                              ; preds = %216
  %223 = getelementptr inbounds i8, ptr %3, i64 8
  %224 = load i64, ptr %223, align 8, !tbaa !17
  %225 = add i64 %224, -129
  %226 = icmp ult i64 %225, -256
  br i1 %226, label %230, label %227

227:                                              ; preds = %222
  %228 = trunc i64 %224 to i32
  %229 = add nsw i32 %228, 127
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef 21, i32 noundef %229, i32 noundef %211, i32 noundef %4, i32 noundef 47, i32 noundef 6)
  br label %749

230:                                              ; preds = %222, %216, %213, %209
  %231 = getelementptr inbounds i8, ptr %3, i64 16
  %232 = load i32, ptr %231, align 8, !tbaa !13
  %233 = getelementptr inbounds i8, ptr %3, i64 20
  %234 = load i32, ptr %233, align 4, !tbaa !15
  %235 = icmp eq i32 %232, %234
  br i1 %235, label %236, label %248

236:                                              ; preds = %230
  %237 = load i32, ptr %3, align 8, !tbaa !16
  %238 = add i32 %237, -5
  %239 = icmp ult i32 %238, 2
  br i1 %239, label %240, label %248

240:                                              ; preds = %236
  %241 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3)
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %248, label %243

243:                                              ; preds = %240
  %244 = add nuw nsw i32 %1, 6
  %245 = getelementptr inbounds i8, ptr %3, i64 8
  %246 = load i32, ptr %245, align 8, !tbaa !17
  %247 = add nuw nsw i32 %1, 22
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef %247, i32 noundef %246, i32 noundef %211, i32 noundef %4, i32 noundef 48, i32 noundef %244)
  br label %749

248:                                              ; preds = %240, %236, %230
  br i1 %210, label %250, label %249

249:                                              ; preds = %248
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14)
  br label %250

250:                                              ; preds = %249, %248
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %4)
  br label %749

251:                                              ; preds = %20
  %252 = load i32, ptr %3, align 8, !tbaa !16
  %253 = icmp eq i32 %252, 6
  br i1 %253, label %254, label %282

254:                                              ; preds = %251
  %255 = getelementptr inbounds i8, ptr %3, i64 16
  %256 = load i32, ptr %255, align 8, !tbaa !13
  %257 = getelementptr inbounds i8, ptr %3, i64 20
  %258 = load i32, ptr %257, align 4, !tbaa !15
  %259 = icmp eq i32 %256, %258
  br i1 %259, label %260, label %282

260:                                              ; preds = %254
  %261 = getelementptr inbounds i8, ptr %3, i64 8
  %262 = load i64, ptr %261, align 8, !tbaa !17
  %263 = add i64 %262, -128
  %264 = icmp ult i64 %263, -255
  br i1 %264, label %282, label %265

265:                                              ; preds = %260
  %266 = trunc i64 %262 to i32
  %267 = sub nsw i32 127, %266
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef 21, i32 noundef %267, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef 7)
  %268 = load ptr, ptr %0, align 8, !tbaa !32
  %269 = getelementptr inbounds i8, ptr %268, i64 64
  %270 = load ptr, ptr %269, align 8, !tbaa !33
  %271 = getelementptr inbounds i8, ptr %0, i64 32
  %272 = load i32, ptr %271, align 8, !tbaa !30
  %273 = sext i32 %272 to i64
  %274 = getelementptr i32, ptr %270, i64 %273
  %275 = getelementptr i8, ptr %274, i64 -4
  %276 = load i32, ptr %275, align 4, !tbaa !35
  %277 = and i32 %276, -16711681
  %278 = shl nsw i32 %266, 16
  %279 = add i32 %278, 8323072
  %280 = and i32 %279, 16711680
  %281 = or disjoint i32 %277, %280
  store i32 %281, ptr %275, align 4, !tbaa !35
  br label %749

282:                                              ; preds = %251, %260, %254, %20, %20, %20, %20
  %283 = getelementptr inbounds i8, ptr %3, i64 16
  %284 = load i32, ptr %283, align 8, !tbaa !13
  %285 = getelementptr inbounds i8, ptr %3, i64 20
  %286 = load i32, ptr %285, align 4, !tbaa !15
  %287 = icmp eq i32 %284, %286
  br i1 %287, label %288, label %300

288:                                              ; preds = %282
  %289 = load i32, ptr %3, align 8, !tbaa !16
  %290 = add i32 %289, -5
  %291 = icmp ult i32 %290, 2
  br i1 %291, label %292, label %300

292:                                              ; preds = %288
  %293 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3)
  %294 = icmp eq i32 %293, 0
  br i1 %294, label %300, label %295

295:                                              ; preds = %292
  %296 = add nuw nsw i32 %1, 6
  %297 = getelementptr inbounds i8, ptr %3, i64 8
  %298 = load i32, ptr %297, align 8, !tbaa !17
  %299 = add nuw nsw i32 %1, 22
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef %299, i32 noundef %298, i32 noundef 0, i32 noundef %4, i32 noundef 48, i32 noundef %296)
  br label %749

300:                                              ; preds = %292, %288, %282
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4)
  br label %749

301:                                              ; preds = %20, %20, %20
  %302 = load i32, ptr %2, align 8, !tbaa !16
  %303 = icmp eq i32 %302, 6
  br i1 %303, label %304, label %305

304:                                              ; preds = %301
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %13, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13)
  br label %305

305:                                              ; preds = %304, %301
  %306 = phi i32 [ 1, %304 ], [ 0, %301 ]
  %307 = load i32, ptr %3, align 8, !tbaa !16
  %308 = icmp eq i32 %307, 6
  br i1 %308, label %309, label %317

309:                                              ; preds = %305
  %310 = tail call fastcc i32 @luaK_exp2K(ptr noundef %0, ptr noundef nonnull %3)
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %317, label %312

312:                                              ; preds = %309
  %313 = add nuw nsw i32 %1, 6
  %314 = getelementptr inbounds i8, ptr %3, i64 8
  %315 = load i32, ptr %314, align 8, !tbaa !17
  %316 = add nuw nsw i32 %1, 22
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef nonnull readonly %3, i32 noundef %316, i32 noundef %315, i32 noundef %306, i32 noundef %4, i32 noundef 48, i32 noundef %313)
  br label %749

317:                                              ; preds = %309, %305
  br i1 %303, label %318, label %319

318:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12)
  br label %319

319:                                              ; preds = %318, %317
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %4)
  br label %749

320:                                              ; preds = %20
  %321 = load i32, ptr %2, align 8, !tbaa !16
  %322 = icmp eq i32 %321, 6
  br i1 %322, label %323, label %339

323:                                              ; preds = %320
  %324 = getelementptr inbounds i8, ptr %2, i64 16
  %325 = load i32, ptr %324, align 8, !tbaa !13
  %326 = getelementptr inbounds i8, ptr %2, i64 20
  %327 = load i32, ptr %326, align 4, !tbaa !15
  %328 = icmp eq i32 %325, %327
  br i1 %328, label %329, label %339

329:                                              ; preds = %323
  %330 = getelementptr inbounds i8, ptr %2, i64 8
  %331 = load i64, ptr %330, align 8, !tbaa !17
  %332 = add i64 %331, -129
  %333 = icmp ult i64 %332, -256
  br i1 %333, label %339, label %334

334:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  %335 = getelementptr inbounds i8, ptr %3, i64 8
  %336 = load i64, ptr %335, align 8, !tbaa !17
  %337 = trunc i64 %336 to i32
  %338 = add nsw i32 %337, 127
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef nonnull %2, ptr noundef readonly %3, i32 noundef 33, i32 noundef %338, i32 noundef 1, i32 noundef %4, i32 noundef 47, i32 noundef 16)
  br label %749

339:                                              ; preds = %320, %323, %329
  %340 = tail call fastcc i32 @finishbinexpneg(ptr noundef %0, ptr noundef nonnull %2, ptr noundef %3, i32 noundef 32, i32 noundef %4, i32 noundef 16)
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %342, label %749

342:                                              ; preds = %339
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef 10, ptr noundef nonnull %2, ptr noundef %3, i32 noundef %4)
  br label %749

343:                                              ; preds = %20
  %344 = load i32, ptr %3, align 8, !tbaa !16
  %345 = icmp eq i32 %344, 6
  br i1 %345, label %346, label %360

346:                                              ; preds = %343
  %347 = getelementptr inbounds i8, ptr %3, i64 16
  %348 = load i32, ptr %347, align 8, !tbaa !13
  %349 = getelementptr inbounds i8, ptr %3, i64 20
  %350 = load i32, ptr %349, align 4, !tbaa !15
  %351 = icmp eq i32 %348, %350
  br i1 %351, label %352, label %360

352:                                              ; preds = %346
  %353 = getelementptr inbounds i8, ptr %3, i64 8
  %354 = load i64, ptr %353, align 8, !tbaa !17
  %355 = add i64 %354, -129
  %356 = icmp ult i64 %355, -256
  br i1 %356, label %360, label %357

357:                                              ; preds = %352
  %358 = trunc i64 %354 to i32
  %359 = add nsw i32 %358, 127
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull readonly %3, i32 noundef 32, i32 noundef %359, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef 17)
  br label %749

360:                                              ; preds = %343, %346, %352
  tail call fastcc void @codebinexpval(ptr noundef %0, i32 noundef 11, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %4)
  br label %749

361:                                              ; preds = %20, %20
  %362 = load i32, ptr %2, align 8, !tbaa !16
  %363 = icmp eq i32 %362, 8
  br i1 %363, label %365, label %364

364:                                              ; preds = %361
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  br label %365

365:                                              ; preds = %364, %361
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2)
  %366 = load i32, ptr %2, align 8, !tbaa !16
  %367 = icmp eq i32 %366, 8
  br i1 %367, label %368, label %381

368:                                              ; preds = %365
  %369 = getelementptr inbounds i8, ptr %2, i64 16
  %370 = load i32, ptr %369, align 8, !tbaa !13
  %371 = getelementptr inbounds i8, ptr %2, i64 20
  %372 = load i32, ptr %371, align 4, !tbaa !15
  %373 = icmp eq i32 %370, %372
  %374 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %373, label %383, label %375

375:                                              ; preds = %368
  %376 = load i32, ptr %374, align 8, !tbaa !17
  %377 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %378 = icmp slt i32 %376, %377
  br i1 %378, label %381, label %379

379:                                              ; preds = %375
  %380 = load i32, ptr %374, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %380)
  br label %383

381:                                              ; preds = %375, %365
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %382 = getelementptr inbounds i8, ptr %2, i64 8
  br label %383

383:                                              ; preds = %381, %379, %368
  %384 = phi ptr [ %374, %379 ], [ %382, %381 ], [ %374, %368 ]
  %385 = load i32, ptr %384, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #13
  %386 = load i32, ptr %3, align 8, !tbaa !16
  switch i32 %386, label %409 [
    i32 6, label %387
    i32 5, label %390
  ]

387:                                              ; preds = %383
  %388 = getelementptr inbounds i8, ptr %3, i64 8
  %389 = load i64, ptr %388, align 8, !tbaa !17
  store i64 %389, ptr %9, align 8, !tbaa !52
  br label %395

390:                                              ; preds = %383
  %391 = getelementptr inbounds i8, ptr %3, i64 8
  %392 = load double, ptr %391, align 8, !tbaa !17
  %393 = call i32 @luaV_flttointeger(double noundef %392, ptr noundef nonnull %9, i32 noundef 0) #13
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %409, label %395

395:                                              ; preds = %390, %387
  %396 = phi i32 [ 0, %387 ], [ 1, %390 ]
  %397 = getelementptr inbounds i8, ptr %3, i64 16
  %398 = load i32, ptr %397, align 8, !tbaa !13
  %399 = getelementptr inbounds i8, ptr %3, i64 20
  %400 = load i32, ptr %399, align 4, !tbaa !15
  %401 = icmp eq i32 %398, %400
  br i1 %401, label %402, label %409

402:                                              ; preds = %395
  %403 = load i64, ptr %9, align 8, !tbaa !52
  %404 = add i64 %403, -129
  %405 = icmp ult i64 %404, -256
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = trunc i64 %403 to i32
  %408 = add nsw i32 %407, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13
  br label %437

409:                                              ; preds = %402, %395, %390, %383
  %410 = phi i32 [ %396, %395 ], [ %396, %402 ], [ 0, %390 ], [ 0, %383 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #13
  %411 = call fastcc i32 @exp2RK(ptr noundef %0, ptr noundef nonnull %3)
  %412 = icmp eq i32 %411, 0
  br i1 %412, label %416, label %413

413:                                              ; preds = %409
  %414 = getelementptr inbounds i8, ptr %3, i64 8
  %415 = load i32, ptr %414, align 8, !tbaa !17
  br label %437

416:                                              ; preds = %409
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3)
  %417 = load i32, ptr %3, align 8, !tbaa !16
  %418 = icmp eq i32 %417, 8
  br i1 %418, label %419, label %432

419:                                              ; preds = %416
  %420 = getelementptr inbounds i8, ptr %3, i64 16
  %421 = load i32, ptr %420, align 8, !tbaa !13
  %422 = getelementptr inbounds i8, ptr %3, i64 20
  %423 = load i32, ptr %422, align 4, !tbaa !15
  %424 = icmp eq i32 %421, %423
  %425 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %424, label %434, label %426

426:                                              ; preds = %419
  %427 = load i32, ptr %425, align 8, !tbaa !17
  %428 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %429 = icmp slt i32 %427, %428
  br i1 %429, label %432, label %430

430:                                              ; preds = %426
  %431 = load i32, ptr %425, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %431)
  br label %434

432:                                              ; preds = %426, %416
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3)
  %433 = getelementptr inbounds i8, ptr %3, i64 8
  br label %434

434:                                              ; preds = %432, %430, %419
  %435 = phi ptr [ %425, %430 ], [ %433, %432 ], [ %425, %419 ]
  %436 = load i32, ptr %435, align 8, !tbaa !17
  br label %437

437:                                              ; preds = %434, %413, %406
  %438 = phi i32 [ %396, %406 ], [ %410, %413 ], [ %410, %434 ]
  %439 = phi i32 [ %408, %406 ], [ %415, %413 ], [ %436, %434 ]
  %440 = phi i32 [ 61, %406 ], [ 60, %413 ], [ 57, %434 ]
  %441 = load i32, ptr %2, align 8, !tbaa !16
  %442 = icmp eq i32 %441, 8
  br i1 %442, label %443, label %446

443:                                              ; preds = %437
  %444 = getelementptr inbounds i8, ptr %2, i64 8
  %445 = load i32, ptr %444, align 8, !tbaa !17
  br label %446

446:                                              ; preds = %443, %437
  %447 = phi i32 [ %445, %443 ], [ -1, %437 ]
  %448 = load i32, ptr %3, align 8, !tbaa !16
  %449 = icmp eq i32 %448, 8
  br i1 %449, label %450, label %453

450:                                              ; preds = %446
  %451 = getelementptr inbounds i8, ptr %3, i64 8
  %452 = load i32, ptr %451, align 8, !tbaa !17
  br label %453

453:                                              ; preds = %450, %446
  %454 = phi i32 [ %452, %450 ], [ -1, %446 ]
  %455 = icmp sgt i32 %447, %454
  %456 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  br i1 %455, label %457, label %466

457:                                              ; preds = %453
  %458 = icmp sgt i32 %456, %447
  br i1 %458, label %463, label %459

459:                                              ; preds = %457
  %460 = getelementptr inbounds i8, ptr %0, i64 68
  %461 = load i8, ptr %460, align 4, !tbaa !49
  %462 = add i8 %461, -1
  store i8 %462, ptr %460, align 4, !tbaa !49
  br label %463

463:                                              ; preds = %459, %457
  %464 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %465 = icmp sgt i32 %464, %454
  br i1 %465, label %479, label %475

466:                                              ; preds = %453
  %467 = icmp sgt i32 %456, %454
  br i1 %467, label %472, label %468

468:                                              ; preds = %466
  %469 = getelementptr inbounds i8, ptr %0, i64 68
  %470 = load i8, ptr %469, align 4, !tbaa !49
  %471 = add i8 %470, -1
  store i8 %471, ptr %469, align 4, !tbaa !49
  br label %472

472:                                              ; preds = %468, %466
  %473 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %474 = icmp sgt i32 %473, %447
  br i1 %474, label %479, label %475

475:                                              ; preds = %472, %463
  %476 = getelementptr inbounds i8, ptr %0, i64 68
  %477 = load i8, ptr %476, align 4, !tbaa !49
  %478 = add i8 %477, -1
  store i8 %478, ptr %476, align 4, !tbaa !49
  br label %479

479:                                              ; preds = %463, %472, %475
  %480 = icmp eq i32 %1, 13
  %481 = shl i32 %385, 7
  %482 = or disjoint i32 %440, %481
  %483 = shl i32 %439, 16
  %484 = shl nuw nsw i32 %438, 24
  %485 = select i1 %480, i32 32768, i32 0
  %486 = or disjoint i32 %484, %485
  %487 = or i32 %486, %483
  %488 = or i32 %487, %482
  %489 = load ptr, ptr %0, align 8, !tbaa !32
  %490 = getelementptr inbounds i8, ptr %0, i64 16
  %491 = load ptr, ptr %490, align 8, !tbaa !20
  %492 = getelementptr inbounds i8, ptr %491, i64 56
  %493 = load ptr, ptr %492, align 8, !tbaa !36
  %494 = getelementptr inbounds i8, ptr %489, i64 64
  %495 = load ptr, ptr %494, align 8, !tbaa !33
  %496 = getelementptr inbounds i8, ptr %0, i64 32
  %497 = load i32, ptr %496, align 8, !tbaa !30
  %498 = getelementptr inbounds i8, ptr %489, i64 24
  %499 = call ptr @luaM_growaux_(ptr noundef %493, ptr noundef %495, i32 noundef %497, ptr noundef nonnull %498, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %499, ptr %494, align 8, !tbaa !33
  %500 = load i32, ptr %496, align 8, !tbaa !30
  %501 = add nsw i32 %500, 1
  store i32 %501, ptr %496, align 8, !tbaa !30
  %502 = sext i32 %500 to i64
  %503 = getelementptr inbounds i32, ptr %499, i64 %502
  store i32 %488, ptr %503, align 4, !tbaa !35
  %504 = load ptr, ptr %490, align 8, !tbaa !20
  %505 = getelementptr inbounds i8, ptr %504, i64 8
  %506 = load i32, ptr %505, align 8, !tbaa !37
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %489, i32 noundef %506)
  %507 = load i32, ptr %496, align 8, !tbaa !30
  %508 = load ptr, ptr %0, align 8, !tbaa !32
  %509 = load ptr, ptr %490, align 8, !tbaa !20
  %510 = getelementptr inbounds i8, ptr %509, i64 56
  %511 = load ptr, ptr %510, align 8, !tbaa !36
  %512 = getelementptr inbounds i8, ptr %508, i64 64
  %513 = load ptr, ptr %512, align 8, !tbaa !33
  %514 = getelementptr inbounds i8, ptr %508, i64 24
  %515 = call ptr @luaM_growaux_(ptr noundef %511, ptr noundef %513, i32 noundef %507, ptr noundef nonnull %514, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %515, ptr %512, align 8, !tbaa !33
  %516 = load i32, ptr %496, align 8, !tbaa !30
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr %496, align 8, !tbaa !30
  %518 = sext i32 %516 to i64
  %519 = getelementptr inbounds i32, ptr %515, i64 %518
  store i32 2147483448, ptr %519, align 4, !tbaa !35
  %520 = load ptr, ptr %490, align 8, !tbaa !20
  %521 = getelementptr inbounds i8, ptr %520, i64 8
  %522 = load i32, ptr %521, align 8, !tbaa !37
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %508, i32 noundef %522)
  %523 = load i32, ptr %496, align 8, !tbaa !30
  %524 = add nsw i32 %523, -1
  %525 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %524, ptr %525, align 8, !tbaa !17
  store i32 16, ptr %2, align 8, !tbaa !16
  br label %749

526:                                              ; preds = %20, %20
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !54
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %527 = add nsw i32 %1, -3
  br label %528

528:                                              ; preds = %20, %20, %526
  %529 = phi i32 [ %1, %20 ], [ %1, %20 ], [ %527, %526 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13
  %530 = load i32, ptr %3, align 8, !tbaa !16
  switch i32 %530, label %573 [
    i32 6, label %531
    i32 5, label %534
  ]

531:                                              ; preds = %528
  %532 = getelementptr inbounds i8, ptr %3, i64 8
  %533 = load i64, ptr %532, align 8, !tbaa !17
  store i64 %533, ptr %7, align 8, !tbaa !52
  br label %539

534:                                              ; preds = %528
  %535 = getelementptr inbounds i8, ptr %3, i64 8
  %536 = load double, ptr %535, align 8, !tbaa !17
  %537 = call i32 @luaV_flttointeger(double noundef %536, ptr noundef nonnull %7, i32 noundef 0) #13
  %538 = icmp eq i32 %537, 0
  br i1 %538, label %573, label %539

539:                                              ; preds = %534, %531
  %540 = phi i32 [ 0, %531 ], [ 1, %534 ]
  %541 = getelementptr inbounds i8, ptr %3, i64 16
  %542 = load i32, ptr %541, align 8, !tbaa !13
  %543 = getelementptr inbounds i8, ptr %3, i64 20
  %544 = load i32, ptr %543, align 4, !tbaa !15
  %545 = icmp eq i32 %542, %544
  br i1 %545, label %546, label %573

546:                                              ; preds = %539
  %547 = load i64, ptr %7, align 8, !tbaa !52
  %548 = add i64 %547, -129
  %549 = icmp ult i64 %548, -256
  br i1 %549, label %573, label %550

550:                                              ; preds = %546
  %551 = trunc i64 %547 to i32
  %552 = add nsw i32 %551, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef %2)
  %553 = load i32, ptr %2, align 8, !tbaa !16
  %554 = icmp eq i32 %553, 8
  br i1 %554, label %555, label %568

555:                                              ; preds = %550
  %556 = getelementptr inbounds i8, ptr %2, i64 16
  %557 = load i32, ptr %556, align 8, !tbaa !13
  %558 = getelementptr inbounds i8, ptr %2, i64 20
  %559 = load i32, ptr %558, align 4, !tbaa !15
  %560 = icmp eq i32 %557, %559
  %561 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %560, label %570, label %562

562:                                              ; preds = %555
  %563 = load i32, ptr %561, align 8, !tbaa !17
  %564 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %565 = icmp slt i32 %563, %564
  br i1 %565, label %568, label %566

566:                                              ; preds = %562
  %567 = load i32, ptr %561, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %567)
  br label %570

568:                                              ; preds = %562, %550
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %569 = getelementptr inbounds i8, ptr %2, i64 8
  br label %570

570:                                              ; preds = %568, %566, %555
  %571 = phi ptr [ %561, %566 ], [ %569, %568 ], [ %561, %555 ]
  %572 = load i32, ptr %571, align 8, !tbaa !17
  br label %660

573:                                              ; preds = %546, %539, %534, %528
  %574 = phi i32 [ %540, %539 ], [ %540, %546 ], [ 0, %534 ], [ 0, %528 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13
  %575 = load i32, ptr %2, align 8, !tbaa !16
  switch i32 %575, label %618 [
    i32 6, label %576
    i32 5, label %579
  ]

576:                                              ; preds = %573
  %577 = getelementptr inbounds i8, ptr %2, i64 8
  %578 = load i64, ptr %577, align 8, !tbaa !17
  store i64 %578, ptr %6, align 8, !tbaa !52
  br label %584

579:                                              ; preds = %573
  %580 = getelementptr inbounds i8, ptr %2, i64 8
  %581 = load double, ptr %580, align 8, !tbaa !17
  %582 = call i32 @luaV_flttointeger(double noundef %581, ptr noundef nonnull %6, i32 noundef 0) #13
  %583 = icmp eq i32 %582, 0
  br i1 %583, label %618, label %584

584:                                              ; preds = %579, %576
  %585 = phi i32 [ %574, %576 ], [ 1, %579 ]
  %586 = getelementptr inbounds i8, ptr %2, i64 16
  %587 = load i32, ptr %586, align 8, !tbaa !13
  %588 = getelementptr inbounds i8, ptr %2, i64 20
  %589 = load i32, ptr %588, align 4, !tbaa !15
  %590 = icmp eq i32 %587, %589
  br i1 %590, label %591, label %618

591:                                              ; preds = %584
  %592 = load i64, ptr %6, align 8, !tbaa !52
  %593 = add i64 %592, -129
  %594 = icmp ult i64 %593, -256
  br i1 %594, label %618, label %595

595:                                              ; preds = %591
  %596 = trunc i64 %592 to i32
  %597 = add nsw i32 %596, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3)
  %598 = load i32, ptr %3, align 8, !tbaa !16
  %599 = icmp eq i32 %598, 8
  br i1 %599, label %600, label %613

600:                                              ; preds = %595
  %601 = getelementptr inbounds i8, ptr %3, i64 16
  %602 = load i32, ptr %601, align 8, !tbaa !13
  %603 = getelementptr inbounds i8, ptr %3, i64 20
  %604 = load i32, ptr %603, align 4, !tbaa !15
  %605 = icmp eq i32 %602, %604
  %606 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %605, label %615, label %607

607:                                              ; preds = %600
  %608 = load i32, ptr %606, align 8, !tbaa !17
  %609 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %610 = icmp slt i32 %608, %609
  br i1 %610, label %613, label %611

611:                                              ; preds = %607
  %612 = load i32, ptr %606, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %612)
  br label %615

613:                                              ; preds = %607, %595
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3)
  %614 = getelementptr inbounds i8, ptr %3, i64 8
  br label %615

615:                                              ; preds = %613, %611, %600
  %616 = phi ptr [ %606, %611 ], [ %614, %613 ], [ %606, %600 ]
  %617 = load i32, ptr %616, align 8, !tbaa !17
  br label %660

618:                                              ; preds = %591, %584, %579, %573
  %619 = phi i32 [ %585, %584 ], [ %585, %591 ], [ %574, %579 ], [ %574, %573 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %2)
  %620 = load i32, ptr %2, align 8, !tbaa !16
  %621 = icmp eq i32 %620, 8
  br i1 %621, label %622, label %635

622:                                              ; preds = %618
  %623 = getelementptr inbounds i8, ptr %2, i64 16
  %624 = load i32, ptr %623, align 8, !tbaa !13
  %625 = getelementptr inbounds i8, ptr %2, i64 20
  %626 = load i32, ptr %625, align 4, !tbaa !15
  %627 = icmp eq i32 %624, %626
  %628 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %627, label %637, label %629

629:                                              ; preds = %622
  %630 = load i32, ptr %628, align 8, !tbaa !17
  %631 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %632 = icmp slt i32 %630, %631
  br i1 %632, label %635, label %633

633:                                              ; preds = %629
  %634 = load i32, ptr %628, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %2, i32 noundef %634)
  br label %637

635:                                              ; preds = %629, %618
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %2)
  %636 = getelementptr inbounds i8, ptr %2, i64 8
  br label %637

637:                                              ; preds = %635, %633, %622
  %638 = phi ptr [ %628, %633 ], [ %636, %635 ], [ %628, %622 ]
  %639 = load i32, ptr %638, align 8, !tbaa !17
  call void @luaK_dischargevars(ptr noundef %0, ptr noundef nonnull %3)
  %640 = load i32, ptr %3, align 8, !tbaa !16
  %641 = icmp eq i32 %640, 8
  br i1 %641, label %642, label %655

642:                                              ; preds = %637
  %643 = getelementptr inbounds i8, ptr %3, i64 16
  %644 = load i32, ptr %643, align 8, !tbaa !13
  %645 = getelementptr inbounds i8, ptr %3, i64 20
  %646 = load i32, ptr %645, align 4, !tbaa !15
  %647 = icmp eq i32 %644, %646
  %648 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %647, label %657, label %649

649:                                              ; preds = %642
  %650 = load i32, ptr %648, align 8, !tbaa !17
  %651 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %652 = icmp slt i32 %650, %651
  br i1 %652, label %655, label %653

653:                                              ; preds = %649
  %654 = load i32, ptr %648, align 8, !tbaa !17
  call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %654)
  br label %657

655:                                              ; preds = %649, %637
  call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3)
  %656 = getelementptr inbounds i8, ptr %3, i64 8
  br label %657

657:                                              ; preds = %655, %653, %642
  %658 = phi ptr [ %648, %653 ], [ %656, %655 ], [ %648, %642 ]
  %659 = load i32, ptr %658, align 8, !tbaa !17
  br label %660

660:                                              ; preds = %657, %615, %570
  %661 = phi i32 [ 50, %615 ], [ 44, %657 ], [ 48, %570 ]
  %662 = phi i32 [ %585, %615 ], [ %619, %657 ], [ %540, %570 ]
  %663 = phi i32 [ %617, %615 ], [ %639, %657 ], [ %572, %570 ]
  %664 = phi i32 [ %597, %615 ], [ %659, %657 ], [ %552, %570 ]
  %665 = load i32, ptr %2, align 8, !tbaa !16
  %666 = icmp eq i32 %665, 8
  br i1 %666, label %667, label %670

667:                                              ; preds = %660
  %668 = getelementptr inbounds i8, ptr %2, i64 8
  %669 = load i32, ptr %668, align 8, !tbaa !17
  br label %670

670:                                              ; preds = %667, %660
  %671 = phi i32 [ %669, %667 ], [ -1, %660 ]
  %672 = load i32, ptr %3, align 8, !tbaa !16
  %673 = icmp eq i32 %672, 8
  br i1 %673, label %674, label %677

674:                                              ; preds = %670
  %675 = getelementptr inbounds i8, ptr %3, i64 8
  %676 = load i32, ptr %675, align 8, !tbaa !17
  br label %677

677:                                              ; preds = %674, %670
  %678 = phi i32 [ %676, %674 ], [ -1, %670 ]
  %679 = icmp sgt i32 %671, %678
  %680 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  br i1 %679, label %681, label %690

681:                                              ; preds = %677
  %682 = icmp sgt i32 %680, %671
  br i1 %682, label %687, label %683

683:                                              ; preds = %681
  %684 = getelementptr inbounds i8, ptr %0, i64 68
  %685 = load i8, ptr %684, align 4, !tbaa !49
  %686 = add i8 %685, -1
  store i8 %686, ptr %684, align 4, !tbaa !49
  br label %687

687:                                              ; preds = %683, %681
  %688 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %689 = icmp sgt i32 %688, %678
  br i1 %689, label %703, label %699

690:                                              ; preds = %677
  %691 = icmp sgt i32 %680, %678
  br i1 %691, label %696, label %692

692:                                              ; preds = %690
  %693 = getelementptr inbounds i8, ptr %0, i64 68
  %694 = load i8, ptr %693, align 4, !tbaa !49
  %695 = add i8 %694, -1
  store i8 %695, ptr %693, align 4, !tbaa !49
  br label %696

696:                                              ; preds = %692, %690
  %697 = call i32 @luaY_nvarstack(ptr noundef %0) #13
  %698 = icmp sgt i32 %697, %671
  br i1 %698, label %703, label %699

699:                                              ; preds = %696, %687
  %700 = getelementptr inbounds i8, ptr %0, i64 68
  %701 = load i8, ptr %700, align 4, !tbaa !49
  %702 = add i8 %701, -1
  store i8 %702, ptr %700, align 4, !tbaa !49
  br label %703

703:                                              ; preds = %687, %696, %699
  %704 = add nuw nsw i32 %661, %529
  %705 = shl i32 %663, 7
  %706 = shl i32 %664, 16
  %707 = shl nuw nsw i32 %662, 24
  %708 = or i32 %704, %707
  %709 = or i32 %708, %705
  %710 = or i32 %709, %706
  %711 = or i32 %710, 32768
  %712 = load ptr, ptr %0, align 8, !tbaa !32
  %713 = getelementptr inbounds i8, ptr %0, i64 16
  %714 = load ptr, ptr %713, align 8, !tbaa !20
  %715 = getelementptr inbounds i8, ptr %714, i64 56
  %716 = load ptr, ptr %715, align 8, !tbaa !36
  %717 = getelementptr inbounds i8, ptr %712, i64 64
  %718 = load ptr, ptr %717, align 8, !tbaa !33
  %719 = getelementptr inbounds i8, ptr %0, i64 32
  %720 = load i32, ptr %719, align 8, !tbaa !30
  %721 = getelementptr inbounds i8, ptr %712, i64 24
  %722 = call ptr @luaM_growaux_(ptr noundef %716, ptr noundef %718, i32 noundef %720, ptr noundef nonnull %721, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %722, ptr %717, align 8, !tbaa !33
  %723 = load i32, ptr %719, align 8, !tbaa !30
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr %719, align 8, !tbaa !30
  %725 = sext i32 %723 to i64
  %726 = getelementptr inbounds i32, ptr %722, i64 %725
  store i32 %711, ptr %726, align 4, !tbaa !35
  %727 = load ptr, ptr %713, align 8, !tbaa !20
  %728 = getelementptr inbounds i8, ptr %727, i64 8
  %729 = load i32, ptr %728, align 8, !tbaa !37
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %712, i32 noundef %729)
  %730 = load i32, ptr %719, align 8, !tbaa !30
  %731 = load ptr, ptr %0, align 8, !tbaa !32
  %732 = load ptr, ptr %713, align 8, !tbaa !20
  %733 = getelementptr inbounds i8, ptr %732, i64 56
  %734 = load ptr, ptr %733, align 8, !tbaa !36
  %735 = getelementptr inbounds i8, ptr %731, i64 64
  %736 = load ptr, ptr %735, align 8, !tbaa !33
  %737 = getelementptr inbounds i8, ptr %731, i64 24
  %738 = call ptr @luaM_growaux_(ptr noundef %734, ptr noundef %736, i32 noundef %730, ptr noundef nonnull %737, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %738, ptr %735, align 8, !tbaa !33
  %739 = load i32, ptr %719, align 8, !tbaa !30
  %740 = add nsw i32 %739, 1
  store i32 %740, ptr %719, align 8, !tbaa !30
  %741 = sext i32 %739 to i64
  %742 = getelementptr inbounds i32, ptr %738, i64 %741
  store i32 2147483448, ptr %742, align 4, !tbaa !35
  %743 = load ptr, ptr %713, align 8, !tbaa !20
  %744 = getelementptr inbounds i8, ptr %743, i64 8
  %745 = load i32, ptr %744, align 8, !tbaa !37
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %731, i32 noundef %745)
  %746 = load i32, ptr %719, align 8, !tbaa !30
  %747 = add nsw i32 %746, -1
  %748 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %747, ptr %748, align 8, !tbaa !17
  store i32 16, ptr %2, align 8, !tbaa !16
  br label %749

749:                                              ; preds = %319, %312, %300, %295, %265, %250, %243, %227, %197, %131, %20, %357, %360, %334, %339, %342, %17, %703, %479, %100, %60
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @finishbinexpneg(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #5 {
  %7 = load i32, ptr %2, align 8, !tbaa !16
  %8 = icmp eq i32 %7, 6
  br i1 %8, label %9, label %37

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !13
  %12 = getelementptr inbounds i8, ptr %2, i64 20
  %13 = load i32, ptr %12, align 4, !tbaa !15
  %14 = icmp eq i32 %11, %13
  br i1 %14, label %15, label %37

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !17
  %18 = add i64 %17, -128
  %19 = icmp ult i64 %18, -255
  br i1 %19, label %37, label %20

20:                                               ; preds = %15
  %21 = trunc i64 %17 to i32
  %22 = sub nsw i32 127, %21
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %2, i32 noundef %3, i32 noundef %22, i32 noundef 0, i32 noundef %4, i32 noundef 47, i32 noundef %5)
  %23 = load ptr, ptr %0, align 8, !tbaa !32
  %24 = getelementptr inbounds i8, ptr %23, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !33
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load i32, ptr %26, align 8, !tbaa !30
  %28 = sext i32 %27 to i64
  %29 = getelementptr i32, ptr %25, i64 %28
  %30 = getelementptr i8, ptr %29, i64 -4
  %31 = load i32, ptr %30, align 4, !tbaa !35
  %32 = and i32 %31, -16711681
  %33 = shl nsw i32 %21, 16
  %34 = add i32 %33, 8323072
  %35 = and i32 %34, 16711680
  %36 = or disjoint i32 %32, %35
  store i32 %36, ptr %30, align 4, !tbaa !35
  br label %37

37:                                               ; preds = %6, %20, %15, %9
  %38 = phi i32 [ 0, %9 ], [ 1, %20 ], [ 0, %15 ], [ 0, %6 ]
  ret i32 %38
}

; Function Attrs: nounwind uwtable
define internal fastcc void @codebinexpval(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %3)
  %6 = load i32, ptr %3, align 8, !tbaa !16
  %7 = icmp eq i32 %6, 8
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = load i32, ptr %9, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %3, i64 20
  %12 = load i32, ptr %11, align 4, !tbaa !15
  %13 = icmp eq i32 %10, %12
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  br i1 %13, label %23, label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %14, align 8, !tbaa !17
  %17 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %21, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %14, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %3, i32 noundef %20)
  br label %23

21:                                               ; preds = %15, %5
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %3)
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  br label %23

23:                                               ; preds = %8, %19, %21
  %24 = phi ptr [ %14, %19 ], [ %22, %21 ], [ %14, %8 ]
  %25 = add nsw i32 %1, 34
  %26 = load i32, ptr %24, align 8, !tbaa !17
  %27 = add nsw i32 %1, 6
  tail call fastcc void @finishbinexpval(ptr noundef %0, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %25, i32 noundef %26, i32 noundef 0, i32 noundef %4, i32 noundef 46, i32 noundef %27)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_fixline(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = load ptr, ptr %0, align 8, !tbaa !32
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = load i32, ptr %4, align 8, !tbaa !30
  %6 = getelementptr inbounds i8, ptr %3, i64 88
  %7 = load ptr, ptr %6, align 8, !tbaa !48
  %8 = sext i32 %5 to i64
  %9 = getelementptr i8, ptr %7, i64 %8
  %10 = getelementptr i8, ptr %9, i64 -1
  %11 = load i8, ptr %10, align 1, !tbaa !17
  %12 = icmp eq i8 %11, -128
  br i1 %12, label %21, label %13

13:                                               ; preds = %2
  %14 = sext i8 %11 to i32
  %15 = getelementptr inbounds i8, ptr %0, i64 40
  %16 = load i32, ptr %15, align 8, !tbaa !41
  %17 = sub nsw i32 %16, %14
  store i32 %17, ptr %15, align 8, !tbaa !41
  %18 = getelementptr inbounds i8, ptr %0, i64 69
  %19 = load i8, ptr %18, align 1, !tbaa !42
  %20 = add i8 %19, -1
  store i8 %20, ptr %18, align 1, !tbaa !42
  br label %26

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8, ptr %0, i64 52
  %23 = load i32, ptr %22, align 4, !tbaa !44
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr %22, align 4, !tbaa !44
  %25 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %25, align 1, !tbaa !42
  br label %26

26:                                               ; preds = %13, %21
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %3, i32 noundef %1)
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_settablesize(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 {
  %6 = load ptr, ptr %0, align 8, !tbaa !32
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !33
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %5
  %11 = tail call i32 @luaO_ceillog2(i32 noundef %4) #13
  %12 = shl i32 %11, 16
  %13 = add i32 %12, 65536
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i32 [ %13, %10 ], [ 0, %5 ]
  %16 = sext i32 %1 to i64
  %17 = getelementptr inbounds i32, ptr %8, i64 %16
  %18 = sdiv i32 %3, 256
  %19 = icmp sgt i32 %3, 255
  %20 = shl i32 %2, 7
  %21 = shl i32 %3, 24
  %22 = select i1 %19, i32 32768, i32 0
  %23 = or i32 %20, %21
  %24 = or i32 %23, %22
  %25 = or i32 %24, %15
  %26 = or i32 %25, 19
  store i32 %26, ptr %17, align 4, !tbaa !35
  %27 = shl nsw i32 %18, 7
  %28 = or disjoint i32 %27, 82
  %29 = getelementptr inbounds i8, ptr %17, i64 4
  store i32 %28, ptr %29, align 4, !tbaa !35
  ret void
}

declare hidden i32 @luaO_ceillog2(i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define hidden void @luaK_setlist(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq i32 %3, -1
  %6 = shl i32 %3, 16
  %7 = icmp slt i32 %2, 256
  %8 = shl i32 %1, 7
  %9 = select i1 %5, i32 0, i32 %6
  %10 = shl i32 %2, 24
  %11 = or i32 %8, %10
  %12 = or i32 %11, %9
  %13 = load ptr, ptr %0, align 8, !tbaa !32
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %15, i64 56
  %17 = load ptr, ptr %16, align 8, !tbaa !36
  %18 = getelementptr inbounds i8, ptr %13, i64 64
  %19 = load ptr, ptr %18, align 8, !tbaa !33
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = load i32, ptr %20, align 8, !tbaa !30
  %22 = getelementptr inbounds i8, ptr %13, i64 24
  %23 = tail call ptr @luaM_growaux_(ptr noundef %17, ptr noundef %19, i32 noundef %21, ptr noundef nonnull %22, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %23, ptr %18, align 8, !tbaa !33
  %24 = load i32, ptr %20, align 8, !tbaa !30
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %20, align 8, !tbaa !30
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds i32, ptr %23, i64 %26
  br i1 %7, label %28, label %30

28:                                               ; preds = %4
  %29 = or disjoint i32 %12, 78
  store i32 %29, ptr %27, align 4, !tbaa !35
  br label %51

30:                                               ; preds = %4
  %31 = or i32 %12, 32846
  store i32 %31, ptr %27, align 4, !tbaa !35
  %32 = load ptr, ptr %14, align 8, !tbaa !20
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i32, ptr %33, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %13, i32 noundef %34)
  %35 = load i32, ptr %20, align 8, !tbaa !30
  %36 = lshr i32 %2, 1
  %37 = and i32 %36, 1073741696
  %38 = or disjoint i32 %37, 82
  %39 = load ptr, ptr %0, align 8, !tbaa !32
  %40 = load ptr, ptr %14, align 8, !tbaa !20
  %41 = getelementptr inbounds i8, ptr %40, i64 56
  %42 = load ptr, ptr %41, align 8, !tbaa !36
  %43 = getelementptr inbounds i8, ptr %39, i64 64
  %44 = load ptr, ptr %43, align 8, !tbaa !33
  %45 = getelementptr inbounds i8, ptr %39, i64 24
  %46 = tail call ptr @luaM_growaux_(ptr noundef %42, ptr noundef %44, i32 noundef %35, ptr noundef nonnull %45, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %46, ptr %43, align 8, !tbaa !33
  %47 = load i32, ptr %20, align 8, !tbaa !30
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %20, align 8, !tbaa !30
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds i32, ptr %46, i64 %49
  store i32 %38, ptr %50, align 4, !tbaa !35
  br label %51

51:                                               ; preds = %30, %28
  %52 = phi ptr [ %39, %30 ], [ %13, %28 ]
  %53 = load ptr, ptr %14, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load i32, ptr %54, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %52, i32 noundef %55)
  %56 = trunc i32 %1 to i8
  %57 = add i8 %56, 1
  %58 = getelementptr inbounds i8, ptr %0, i64 68
  store i8 %57, ptr %58, align 4, !tbaa !49
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @luaK_finish(ptr nocapture noundef readonly %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i32, ptr %2, align 8, !tbaa !30
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %78

5:                                                ; preds = %1
  %6 = load ptr, ptr %0, align 8, !tbaa !32
  %7 = getelementptr inbounds i8, ptr %6, i64 64
  %8 = load ptr, ptr %7, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %0, i64 70
  %10 = getelementptr inbounds i8, ptr %6, i64 11
  %11 = getelementptr inbounds i8, ptr %6, i64 10
  br label %12

12:                                               ; preds = %5, %73
  %13 = phi i64 [ 0, %5 ], [ %74, %73 ]
  %14 = getelementptr inbounds i32, ptr %8, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !35
  %16 = and i32 %15, 127
  switch i32 %16, label %73 [
    i32 71, label %19
    i32 72, label %19
    i32 70, label %28
    i32 69, label %28
    i32 56, label %17
  ]

17:                                               ; preds = %12
  %18 = trunc nuw nsw i64 %13 to i32
  br label %45

19:                                               ; preds = %12, %12
  %20 = load i8, ptr %9, align 2, !tbaa !55
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i8, ptr %10, align 1, !tbaa !56
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %73, label %25

25:                                               ; preds = %22, %19
  %26 = and i32 %15, -128
  %27 = or disjoint i32 %26, 70
  store i32 %27, ptr %14, align 4, !tbaa !35
  br label %28

28:                                               ; preds = %12, %12, %25
  %29 = phi i32 [ %15, %12 ], [ %15, %12 ], [ %27, %25 ]
  %30 = load i8, ptr %9, align 2, !tbaa !55
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %28
  %33 = or i32 %29, 32768
  store i32 %33, ptr %14, align 4, !tbaa !35
  br label %34

34:                                               ; preds = %32, %28
  %35 = phi i32 [ %33, %32 ], [ %29, %28 ]
  %36 = load i8, ptr %10, align 1, !tbaa !56
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %73, label %38

38:                                               ; preds = %34
  %39 = and i32 %35, 16777215
  %40 = load i8, ptr %11, align 2, !tbaa !57
  %41 = zext i8 %40 to i32
  %42 = shl nuw i32 %41, 24
  %43 = add i32 %42, 16777216
  %44 = or disjoint i32 %43, %39
  br label %71

45:                                               ; preds = %17, %53
  %46 = phi i32 [ %56, %53 ], [ %18, %17 ]
  %47 = phi i32 [ %57, %53 ], [ 0, %17 ]
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds i32, ptr %8, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !35
  %51 = and i32 %50, 127
  %52 = icmp eq i32 %51, 56
  br i1 %52, label %53, label %59

53:                                               ; preds = %45
  %54 = lshr i32 %50, 7
  %55 = add i32 %46, -16777214
  %56 = add i32 %55, %54
  %57 = add nuw nsw i32 %47, 1
  %58 = icmp eq i32 %57, 100
  br i1 %58, label %59, label %45, !llvm.loop !58

59:                                               ; preds = %45, %53
  %60 = phi i32 [ %46, %45 ], [ %56, %53 ]
  %61 = xor i32 %18, -1
  %62 = add i32 %60, %61
  %63 = add i32 %62, 16777215
  %64 = icmp ult i32 %63, 33554432
  br i1 %64, label %68, label %65

65:                                               ; preds = %59
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !20
  tail call void @luaX_syntaxerror(ptr noundef %67, ptr noundef nonnull @.str.2) #12
  unreachable

68:                                               ; preds = %59
  %69 = shl i32 %62, 7
  %70 = add i32 %69, 2147483576
  br label %71

71:                                               ; preds = %68, %38
  %72 = phi i32 [ %44, %38 ], [ %70, %68 ]
  store i32 %72, ptr %14, align 4, !tbaa !35
  br label %73

73:                                               ; preds = %71, %12, %34, %22
  %74 = add nuw nsw i64 %13, 1
  %75 = load i32, ptr %2, align 8, !tbaa !30
  %76 = sext i32 %75 to i64
  %77 = icmp slt i64 %74, %76
  br i1 %77, label %12, label %78, !llvm.loop !59

78:                                               ; preds = %73, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nounwind uwtable
define internal fastcc i32 @addk(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2) unnamed_addr #5 {
  %4 = alloca %struct.TValue, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %6, i64 56
  %8 = load ptr, ptr %7, align 8, !tbaa !36
  %9 = load ptr, ptr %0, align 8, !tbaa !32
  %10 = getelementptr inbounds i8, ptr %6, i64 80
  %11 = load ptr, ptr %10, align 8, !tbaa !60
  %12 = tail call ptr @luaH_get(ptr noundef %11, ptr noundef %1) #13
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load i8, ptr %13, align 8, !tbaa !28
  %15 = icmp eq i8 %14, 3
  br i1 %15, label %16, label %38

16:                                               ; preds = %3
  %17 = load i64, ptr %12, align 8, !tbaa !17
  %18 = trunc i64 %17 to i32
  %19 = getelementptr inbounds i8, ptr %0, i64 44
  %20 = load i32, ptr %19, align 4, !tbaa !61
  %21 = icmp sgt i32 %20, %18
  br i1 %21, label %22, label %38

22:                                               ; preds = %16
  %23 = getelementptr inbounds i8, ptr %9, i64 56
  %24 = load ptr, ptr %23, align 8, !tbaa !51
  %25 = shl i64 %17, 32
  %26 = ashr exact i64 %25, 28
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load i8, ptr %28, align 8, !tbaa !28
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = load i8, ptr %30, align 8, !tbaa !28
  %32 = xor i8 %31, %29
  %33 = and i8 %32, 63
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %22
  %36 = tail call i32 @luaV_equalobj(ptr noundef null, ptr noundef nonnull %27, ptr noundef nonnull %2) #13
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %100

38:                                               ; preds = %16, %22, %35, %3
  %39 = getelementptr inbounds i8, ptr %9, i64 20
  %40 = load i32, ptr %39, align 4, !tbaa !62
  %41 = getelementptr inbounds i8, ptr %0, i64 44
  %42 = load i32, ptr %41, align 4, !tbaa !61
  %43 = sext i32 %42 to i64
  store i64 %43, ptr %4, align 8, !tbaa !17
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 3, ptr %44, align 8, !tbaa !28
  %45 = load ptr, ptr %5, align 8, !tbaa !20
  %46 = getelementptr inbounds i8, ptr %45, i64 80
  %47 = load ptr, ptr %46, align 8, !tbaa !60
  call void @luaH_finishset(ptr noundef %8, ptr noundef %47, ptr noundef %1, ptr noundef nonnull %12, ptr noundef nonnull %4) #13
  %48 = getelementptr inbounds i8, ptr %9, i64 56
  %49 = load ptr, ptr %48, align 8, !tbaa !51
  %50 = call ptr @luaM_growaux_(ptr noundef %8, ptr noundef %49, i32 noundef %42, ptr noundef nonnull %39, i32 noundef 16, i32 noundef 33554431, ptr noundef nonnull @.str.4) #13
  store ptr %50, ptr %48, align 8, !tbaa !51
  %51 = load i32, ptr %39, align 4, !tbaa !62
  %52 = icmp slt i32 %40, %51
  br i1 %52, label %53, label %78

53:                                               ; preds = %38
  %54 = sext i32 %40 to i64
  %55 = sext i32 %51 to i64
  %56 = sub nsw i64 %55, %54
  %57 = icmp ult i64 %56, 2
  br i1 %57, label %71, label %58

58:                                               ; preds = %53
  %59 = and i64 %56, -2
  %60 = add nsw i64 %59, %54
  br label %61

61:                                               ; preds = %61, %58
  %62 = phi i64 [ 0, %58 ], [ %67, %61 ]
  %63 = add i64 %62, %54
  %64 = add i64 %63, 1
  %65 = getelementptr inbounds %struct.TValue, ptr %50, i64 %63, i32 1
  %66 = getelementptr inbounds %struct.TValue, ptr %50, i64 %64, i32 1
  store i8 0, ptr %65, align 8, !tbaa !28
  store i8 0, ptr %66, align 8, !tbaa !28
  %67 = add nuw i64 %62, 2
  %68 = icmp eq i64 %67, %59
  br i1 %68, label %69, label %61, !llvm.loop !63

69:                                               ; preds = %61
  %70 = icmp eq i64 %56, %59
  br i1 %70, label %78, label %71

71:                                               ; preds = %69, %53
  %72 = phi i64 [ %54, %53 ], [ %60, %69 ]
  br label %73

73:                                               ; preds = %71, %73
  %74 = phi i64 [ %75, %73 ], [ %72, %71 ]
  %75 = add nsw i64 %74, 1
  %76 = getelementptr inbounds %struct.TValue, ptr %50, i64 %74, i32 1
  store i8 0, ptr %76, align 8, !tbaa !28
  %77 = icmp eq i64 %75, %55
  br i1 %77, label %78, label %73, !llvm.loop !66

78:                                               ; preds = %73, %69, %38
  %79 = getelementptr inbounds %struct.TValue, ptr %50, i64 %43
  %80 = load i64, ptr %2, align 8, !tbaa !17
  store i64 %80, ptr %79, align 8, !tbaa !17
  %81 = getelementptr inbounds i8, ptr %2, i64 8
  %82 = load i8, ptr %81, align 8, !tbaa !28
  %83 = getelementptr inbounds i8, ptr %79, i64 8
  store i8 %82, ptr %83, align 8, !tbaa !28
  %84 = load i32, ptr %41, align 4, !tbaa !61
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %41, align 4, !tbaa !61
  %86 = and i8 %82, 64
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %100, label %88

88:                                               ; preds = %78
  %89 = getelementptr inbounds i8, ptr %9, i64 9
  %90 = load i8, ptr %89, align 1, !tbaa !67
  %91 = and i8 %90, 32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %100, label %93

93:                                               ; preds = %88
  %94 = load ptr, ptr %2, align 8, !tbaa !17
  %95 = getelementptr inbounds i8, ptr %94, i64 9
  %96 = load i8, ptr %95, align 1, !tbaa !68
  %97 = and i8 %96, 24
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %100, label %99

99:                                               ; preds = %93
  call void @luaC_barrier_(ptr noundef %8, ptr noundef nonnull %9, ptr noundef nonnull %94) #13
  br label %100

100:                                              ; preds = %88, %93, %99, %78, %35
  %101 = phi i32 [ %18, %35 ], [ %42, %78 ], [ %42, %99 ], [ %42, %93 ], [ %42, %88 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  ret i32 %101
}

declare hidden ptr @luaH_get(ptr noundef, ptr noundef) local_unnamed_addr #7

declare hidden i32 @luaV_equalobj(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare hidden void @luaC_barrier_(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @discharge2reg(ptr noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #5 {
  %4 = alloca %struct.TValue, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca i64, align 8
  %8 = alloca %struct.TValue, align 8
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %9 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %9, label %161 [
    i32 1, label %13
    i32 3, label %14
    i32 2, label %35
    i32 7, label %56
    i32 4, label %10
    i32 5, label %66
    i32 6, label %117
    i32 17, label %120
    i32 8, label %133
  ]

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load i32, ptr %11, align 8, !tbaa !17
  br label %64

13:                                               ; preds = %3
  tail call void @luaK_nil(ptr noundef %0, i32 noundef %2, i32 noundef 1)
  br label %159

14:                                               ; preds = %3
  %15 = shl i32 %2, 7
  %16 = or disjoint i32 %15, 5
  %17 = load ptr, ptr %0, align 8, !tbaa !32
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %19, i64 56
  %21 = load ptr, ptr %20, align 8, !tbaa !36
  %22 = getelementptr inbounds i8, ptr %17, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !33
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  %25 = load i32, ptr %24, align 8, !tbaa !30
  %26 = getelementptr inbounds i8, ptr %17, i64 24
  %27 = tail call ptr @luaM_growaux_(ptr noundef %21, ptr noundef %23, i32 noundef %25, ptr noundef nonnull %26, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %27, ptr %22, align 8, !tbaa !33
  %28 = load i32, ptr %24, align 8, !tbaa !30
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %24, align 8, !tbaa !30
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds i32, ptr %27, i64 %30
  store i32 %16, ptr %31, align 4, !tbaa !35
  %32 = load ptr, ptr %18, align 8, !tbaa !20
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load i32, ptr %33, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %17, i32 noundef %34)
  br label %159

35:                                               ; preds = %3
  %36 = shl i32 %2, 7
  %37 = or disjoint i32 %36, 7
  %38 = load ptr, ptr %0, align 8, !tbaa !32
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !20
  %41 = getelementptr inbounds i8, ptr %40, i64 56
  %42 = load ptr, ptr %41, align 8, !tbaa !36
  %43 = getelementptr inbounds i8, ptr %38, i64 64
  %44 = load ptr, ptr %43, align 8, !tbaa !33
  %45 = getelementptr inbounds i8, ptr %0, i64 32
  %46 = load i32, ptr %45, align 8, !tbaa !30
  %47 = getelementptr inbounds i8, ptr %38, i64 24
  %48 = tail call ptr @luaM_growaux_(ptr noundef %42, ptr noundef %44, i32 noundef %46, ptr noundef nonnull %47, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %48, ptr %43, align 8, !tbaa !33
  %49 = load i32, ptr %45, align 8, !tbaa !30
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 8, !tbaa !30
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  store i32 %37, ptr %52, align 4, !tbaa !35
  %53 = load ptr, ptr %39, align 8, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load i32, ptr %54, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %38, i32 noundef %55)
  br label %159

56:                                               ; preds = %3
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  store ptr %58, ptr %8, align 8, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !18
  %61 = or i8 %60, 64
  %62 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 %61, ptr %62, align 8, !tbaa !28
  %63 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  store i32 %63, ptr %57, align 8, !tbaa !17
  store i32 4, ptr %1, align 8, !tbaa !16
  br label %64

64:                                               ; preds = %10, %56
  %65 = phi i32 [ %12, %10 ], [ %63, %56 ]
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %2, i32 noundef %65)
  br label %159

66:                                               ; preds = %3
  %67 = getelementptr inbounds i8, ptr %1, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13
  %69 = call i32 @luaV_flttointeger(double noundef %68, ptr noundef nonnull %7, i32 noundef 0) #13
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %100, label %71

71:                                               ; preds = %66
  %72 = load i64, ptr %7, align 8, !tbaa !52
  %73 = add i64 %72, -65537
  %74 = icmp ult i64 %73, -131072
  br i1 %74, label %100, label %75

75:                                               ; preds = %71
  %76 = trunc i64 %72 to i32
  %77 = shl i32 %2, 7
  %78 = shl i32 %76, 15
  %79 = add i32 %78, 2147450880
  %80 = or i32 %77, %79
  %81 = or disjoint i32 %80, 2
  %82 = load ptr, ptr %0, align 8, !tbaa !32
  %83 = getelementptr inbounds i8, ptr %0, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !20
  %85 = getelementptr inbounds i8, ptr %84, i64 56
  %86 = load ptr, ptr %85, align 8, !tbaa !36
  %87 = getelementptr inbounds i8, ptr %82, i64 64
  %88 = load ptr, ptr %87, align 8, !tbaa !33
  %89 = getelementptr inbounds i8, ptr %0, i64 32
  %90 = load i32, ptr %89, align 8, !tbaa !30
  %91 = getelementptr inbounds i8, ptr %82, i64 24
  %92 = call ptr @luaM_growaux_(ptr noundef %86, ptr noundef %88, i32 noundef %90, ptr noundef nonnull %91, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %92, ptr %87, align 8, !tbaa !33
  %93 = load i32, ptr %89, align 8, !tbaa !30
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 8, !tbaa !30
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i32, ptr %92, i64 %95
  store i32 %81, ptr %96, align 4, !tbaa !35
  %97 = load ptr, ptr %83, align 8, !tbaa !20
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = load i32, ptr %98, align 8, !tbaa !37
  call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %82, i32 noundef %99)
  br label %116

100:                                              ; preds = %71, %66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13
  store double %68, ptr %4, align 8, !tbaa !17
  %101 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %101, align 8, !tbaa !28
  %102 = call i32 @luaV_flttointeger(double noundef %68, ptr noundef nonnull %5, i32 noundef 0) #13
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %104, label %106

104:                                              ; preds = %100
  %105 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4)
  br label %114

106:                                              ; preds = %100
  %107 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -52) #13
  %108 = load i64, ptr %5, align 8, !tbaa !52
  %109 = icmp eq i64 %108, 0
  %110 = call double @llvm.fmuladd.f64(double %68, double %107, double %68)
  %111 = select i1 %109, double %107, double %110
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  store double %111, ptr %6, align 8, !tbaa !17
  %112 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 19, ptr %112, align 8, !tbaa !28
  %113 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  br label %114

114:                                              ; preds = %106, %104
  %115 = phi i32 [ %113, %106 ], [ %105, %104 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  call fastcc void @luaK_codek(ptr noundef %0, i32 noundef %2, i32 noundef %115)
  br label %116

116:                                              ; preds = %75, %114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13
  br label %159

117:                                              ; preds = %3
  %118 = getelementptr inbounds i8, ptr %1, i64 8
  %119 = load i64, ptr %118, align 8, !tbaa !17
  tail call void @luaK_int(ptr noundef %0, i32 noundef %2, i64 noundef %119)
  br label %159

120:                                              ; preds = %3
  %121 = load ptr, ptr %0, align 8, !tbaa !32
  %122 = getelementptr inbounds i8, ptr %121, i64 64
  %123 = load ptr, ptr %122, align 8, !tbaa !33
  %124 = getelementptr inbounds i8, ptr %1, i64 8
  %125 = load i32, ptr %124, align 8, !tbaa !17
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %123, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !35
  %129 = and i32 %128, -32641
  %130 = shl i32 %2, 7
  %131 = and i32 %130, 32640
  %132 = or disjoint i32 %129, %131
  store i32 %132, ptr %127, align 4, !tbaa !35
  br label %159

133:                                              ; preds = %3
  %134 = getelementptr inbounds i8, ptr %1, i64 8
  %135 = load i32, ptr %134, align 8, !tbaa !17
  %136 = icmp eq i32 %135, %2
  br i1 %136, label %159, label %137

137:                                              ; preds = %133
  %138 = shl i32 %2, 7
  %139 = shl i32 %135, 16
  %140 = or i32 %139, %138
  %141 = load ptr, ptr %0, align 8, !tbaa !32
  %142 = getelementptr inbounds i8, ptr %0, i64 16
  %143 = load ptr, ptr %142, align 8, !tbaa !20
  %144 = getelementptr inbounds i8, ptr %143, i64 56
  %145 = load ptr, ptr %144, align 8, !tbaa !36
  %146 = getelementptr inbounds i8, ptr %141, i64 64
  %147 = load ptr, ptr %146, align 8, !tbaa !33
  %148 = getelementptr inbounds i8, ptr %0, i64 32
  %149 = load i32, ptr %148, align 8, !tbaa !30
  %150 = getelementptr inbounds i8, ptr %141, i64 24
  %151 = tail call ptr @luaM_growaux_(ptr noundef %145, ptr noundef %147, i32 noundef %149, ptr noundef nonnull %150, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %151, ptr %146, align 8, !tbaa !33
  %152 = load i32, ptr %148, align 8, !tbaa !30
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %148, align 8, !tbaa !30
  %154 = sext i32 %152 to i64
  %155 = getelementptr inbounds i32, ptr %151, i64 %154
  store i32 %140, ptr %155, align 4, !tbaa !35
  %156 = load ptr, ptr %142, align 8, !tbaa !20
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load i32, ptr %157, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %141, i32 noundef %158)
  br label %159

159:                                              ; preds = %133, %137, %120, %117, %116, %64, %35, %14, %13
  %160 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %2, ptr %160, align 8, !tbaa !17
  store i32 8, ptr %1, align 8, !tbaa !16
  br label %161

161:                                              ; preds = %3, %159
  ret void
}

declare hidden i32 @luaV_flttointeger(double noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

declare hidden i32 @luaO_rawarith(ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare hidden i32 @luaV_tointegerns(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc noundef i32 @luaK_exp2K(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #5 {
  %3 = alloca %struct.TValue, align 8
  %4 = alloca %struct.TValue, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.TValue, align 8
  %7 = alloca %struct.TValue, align 8
  %8 = alloca %struct.TValue, align 8
  %9 = alloca %struct.TValue, align 8
  %10 = alloca %struct.TValue, align 8
  %11 = alloca %struct.TValue, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load i32, ptr %12, align 8, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %1, i64 20
  %15 = load i32, ptr %14, align 4, !tbaa !15
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %72

17:                                               ; preds = %2
  %18 = load i32, ptr %1, align 8, !tbaa !16
  switch i32 %18, label %72 [
    i32 2, label %19
    i32 3, label %22
    i32 1, label %25
    i32 6, label %33
    i32 5, label %38
    i32 7, label %56
    i32 4, label %64
  ]

19:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #13
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store i8 17, ptr %20, align 8, !tbaa !28
  %21 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %11, ptr noundef nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #13
  br label %67

22:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #13
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 1, ptr %23, align 8, !tbaa !28
  %24 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %10, ptr noundef nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #13
  br label %67

25:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #13
  %26 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 0, ptr %26, align 8, !tbaa !28
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %28, i64 80
  %30 = load ptr, ptr %29, align 8, !tbaa !60
  store ptr %30, ptr %8, align 8, !tbaa !17
  %31 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 69, ptr %31, align 8, !tbaa !28
  %32 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %8, ptr noundef nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #13
  br label %67

33:                                               ; preds = %17
  %34 = getelementptr inbounds i8, ptr %1, i64 8
  %35 = load i64, ptr %34, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #13
  store i64 %35, ptr %7, align 8, !tbaa !17
  %36 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 3, ptr %36, align 8, !tbaa !28
  %37 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %7, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #13
  br label %67

38:                                               ; preds = %17
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13
  store double %40, ptr %4, align 8, !tbaa !17
  %41 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 19, ptr %41, align 8, !tbaa !28
  %42 = call i32 @luaV_flttointeger(double noundef %40, ptr noundef nonnull %5, i32 noundef 0) #13
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %38
  %45 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %4, ptr noundef nonnull %4)
  br label %54

46:                                               ; preds = %38
  %47 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -52) #13
  %48 = load i64, ptr %5, align 8, !tbaa !52
  %49 = icmp eq i64 %48, 0
  %50 = call double @llvm.fmuladd.f64(double %40, double %47, double %40)
  %51 = select i1 %49, double %47, double %50
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #13
  store double %51, ptr %6, align 8, !tbaa !17
  %52 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 19, ptr %52, align 8, !tbaa !28
  %53 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %6, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #13
  br label %54

54:                                               ; preds = %44, %46
  %55 = phi i32 [ %53, %46 ], [ %45, %44 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #13
  br label %67

56:                                               ; preds = %17
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  store ptr %58, ptr %3, align 8, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load i8, ptr %59, align 8, !tbaa !18
  %61 = or i8 %60, 64
  %62 = getelementptr inbounds i8, ptr %3, i64 8
  store i8 %61, ptr %62, align 8, !tbaa !28
  %63 = call fastcc i32 @addk(ptr noundef %0, ptr noundef nonnull %3, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  br label %67

64:                                               ; preds = %17
  %65 = getelementptr inbounds i8, ptr %1, i64 8
  %66 = load i32, ptr %65, align 8, !tbaa !17
  br label %67

67:                                               ; preds = %64, %56, %54, %33, %25, %22, %19
  %68 = phi i32 [ %66, %64 ], [ %63, %56 ], [ %55, %54 ], [ %37, %33 ], [ %32, %25 ], [ %24, %22 ], [ %21, %19 ]
  %69 = icmp slt i32 %68, 256
  br i1 %69, label %70, label %72

70:                                               ; preds = %67
  store i32 4, ptr %1, align 8, !tbaa !16
  %71 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %68, ptr %71, align 8, !tbaa !17
  br label %72

72:                                               ; preds = %17, %70, %2, %67
  %73 = phi i32 [ 0, %67 ], [ 0, %2 ], [ 0, %17 ], [ 1, %70 ]
  ret i32 %73
}

; Function Attrs: nounwind uwtable
define internal fastcc void @finishbinexpval(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) unnamed_addr #5 {
  tail call void @luaK_dischargevars(ptr noundef %0, ptr noundef %1)
  %10 = load i32, ptr %1, align 8, !tbaa !16
  %11 = icmp eq i32 %10, 8
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load i32, ptr %13, align 8, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %1, i64 20
  %16 = load i32, ptr %15, align 4, !tbaa !15
  %17 = icmp eq i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  br i1 %17, label %27, label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %18, align 8, !tbaa !17
  %21 = tail call i32 @luaY_nvarstack(ptr noundef %0) #13
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %18, align 8, !tbaa !17
  tail call fastcc void @exp2reg(ptr noundef %0, ptr noundef nonnull %1, i32 noundef %24)
  br label %27

25:                                               ; preds = %19, %9
  tail call void @luaK_exp2nextreg(ptr noundef %0, ptr noundef nonnull %1)
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  br label %27

27:                                               ; preds = %12, %23, %25
  %28 = phi ptr [ %18, %23 ], [ %26, %25 ], [ %18, %12 ]
  %29 = load i32, ptr %28, align 8, !tbaa !17
  %30 = shl i32 %29, 16
  %31 = shl i32 %4, 24
  %32 = or i32 %31, %3
  %33 = or i32 %32, %30
  %34 = load ptr, ptr %0, align 8, !tbaa !32
  %35 = getelementptr inbounds i8, ptr %0, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !20
  %37 = getelementptr inbounds i8, ptr %36, i64 56
  %38 = load ptr, ptr %37, align 8, !tbaa !36
  %39 = getelementptr inbounds i8, ptr %34, i64 64
  %40 = load ptr, ptr %39, align 8, !tbaa !33
  %41 = getelementptr inbounds i8, ptr %0, i64 32
  %42 = load i32, ptr %41, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %34, i64 24
  %44 = tail call ptr @luaM_growaux_(ptr noundef %38, ptr noundef %40, i32 noundef %42, ptr noundef nonnull %43, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %44, ptr %39, align 8, !tbaa !33
  %45 = load i32, ptr %41, align 8, !tbaa !30
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 8, !tbaa !30
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds i32, ptr %44, i64 %47
  store i32 %33, ptr %48, align 4, !tbaa !35
  %49 = load ptr, ptr %35, align 8, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  %51 = load i32, ptr %50, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %34, i32 noundef %51)
  %52 = load i32, ptr %41, align 8, !tbaa !30
  %53 = add nsw i32 %52, -1
  %54 = load i32, ptr %1, align 8, !tbaa !16
  %55 = icmp eq i32 %54, 8
  br i1 %55, label %56, label %59

56:                                               ; preds = %27
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !17
  br label %59

59:                                               ; preds = %56, %27
  %60 = phi i32 [ %58, %56 ], [ -1, %27 ]
  %61 = load i32, ptr %2, align 8, !tbaa !16
  %62 = icmp eq i32 %61, 8
  br i1 %62, label %63, label %66

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %2, i64 8
  %65 = load i32, ptr %64, align 8, !tbaa !17
  br label %66

66:                                               ; preds = %63, %59
  %67 = phi i32 [ %65, %63 ], [ -1, %59 ]
  %68 = icmp sgt i32 %60, %67
  %69 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  br i1 %68, label %70, label %79

70:                                               ; preds = %66
  %71 = icmp sgt i32 %69, %60
  br i1 %71, label %76, label %72

72:                                               ; preds = %70
  %73 = getelementptr inbounds i8, ptr %0, i64 68
  %74 = load i8, ptr %73, align 4, !tbaa !49
  %75 = add i8 %74, -1
  store i8 %75, ptr %73, align 4, !tbaa !49
  br label %76

76:                                               ; preds = %72, %70
  %77 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  %78 = icmp sgt i32 %77, %67
  br i1 %78, label %92, label %88

79:                                               ; preds = %66
  %80 = icmp sgt i32 %69, %67
  br i1 %80, label %85, label %81

81:                                               ; preds = %79
  %82 = getelementptr inbounds i8, ptr %0, i64 68
  %83 = load i8, ptr %82, align 4, !tbaa !49
  %84 = add i8 %83, -1
  store i8 %84, ptr %82, align 4, !tbaa !49
  br label %85

85:                                               ; preds = %81, %79
  %86 = tail call i32 @luaY_nvarstack(ptr noundef nonnull %0) #13
  %87 = icmp sgt i32 %86, %60
  br i1 %87, label %92, label %88

88:                                               ; preds = %85, %76
  %89 = getelementptr inbounds i8, ptr %0, i64 68
  %90 = load i8, ptr %89, align 4, !tbaa !49
  %91 = add i8 %90, -1
  store i8 %91, ptr %89, align 4, !tbaa !49
  br label %92

92:                                               ; preds = %76, %85, %88
  %93 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %53, ptr %93, align 8, !tbaa !17
  store i32 17, ptr %1, align 8, !tbaa !16
  %94 = load ptr, ptr %0, align 8, !tbaa !32
  %95 = load i32, ptr %41, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %94, i64 88
  %97 = load ptr, ptr %96, align 8, !tbaa !48
  %98 = sext i32 %95 to i64
  %99 = getelementptr i8, ptr %97, i64 %98
  %100 = getelementptr i8, ptr %99, i64 -1
  %101 = load i8, ptr %100, align 1, !tbaa !17
  %102 = icmp eq i8 %101, -128
  br i1 %102, label %111, label %103

103:                                              ; preds = %92
  %104 = sext i8 %101 to i32
  %105 = getelementptr inbounds i8, ptr %0, i64 40
  %106 = load i32, ptr %105, align 8, !tbaa !41
  %107 = sub nsw i32 %106, %104
  store i32 %107, ptr %105, align 8, !tbaa !41
  %108 = getelementptr inbounds i8, ptr %0, i64 69
  %109 = load i8, ptr %108, align 1, !tbaa !42
  %110 = add i8 %109, -1
  store i8 %110, ptr %108, align 1, !tbaa !42
  br label %116

111:                                              ; preds = %92
  %112 = getelementptr inbounds i8, ptr %0, i64 52
  %113 = load i32, ptr %112, align 4, !tbaa !44
  %114 = add nsw i32 %113, -1
  store i32 %114, ptr %112, align 4, !tbaa !44
  %115 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %115, align 1, !tbaa !42
  br label %116

116:                                              ; preds = %103, %111
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %94, i32 noundef %6)
  %117 = shl i32 %29, 7
  %118 = shl i32 %4, 16
  %119 = shl i32 %8, 24
  %120 = shl i32 %5, 15
  %121 = or i32 %120, %118
  %122 = or i32 %121, %7
  %123 = or i32 %122, %119
  %124 = or i32 %123, %117
  %125 = load ptr, ptr %0, align 8, !tbaa !32
  %126 = load ptr, ptr %35, align 8, !tbaa !20
  %127 = getelementptr inbounds i8, ptr %126, i64 56
  %128 = load ptr, ptr %127, align 8, !tbaa !36
  %129 = getelementptr inbounds i8, ptr %125, i64 64
  %130 = load ptr, ptr %129, align 8, !tbaa !33
  %131 = load i32, ptr %41, align 8, !tbaa !30
  %132 = getelementptr inbounds i8, ptr %125, i64 24
  %133 = tail call ptr @luaM_growaux_(ptr noundef %128, ptr noundef %130, i32 noundef %131, ptr noundef nonnull %132, i32 noundef 4, i32 noundef 2147483647, ptr noundef nonnull @.str) #13
  store ptr %133, ptr %129, align 8, !tbaa !33
  %134 = load i32, ptr %41, align 8, !tbaa !30
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %41, align 8, !tbaa !30
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds i32, ptr %133, i64 %136
  store i32 %124, ptr %137, align 4, !tbaa !35
  %138 = load ptr, ptr %35, align 8, !tbaa !20
  %139 = getelementptr inbounds i8, ptr %138, i64 8
  %140 = load i32, ptr %139, align 8, !tbaa !37
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef %125, i32 noundef %140)
  %141 = load i32, ptr %41, align 8, !tbaa !30
  %142 = load ptr, ptr %0, align 8, !tbaa !32
  %143 = getelementptr inbounds i8, ptr %142, i64 88
  %144 = load ptr, ptr %143, align 8, !tbaa !48
  %145 = sext i32 %141 to i64
  %146 = getelementptr i8, ptr %144, i64 %145
  %147 = getelementptr i8, ptr %146, i64 -1
  %148 = load i8, ptr %147, align 1, !tbaa !17
  %149 = icmp eq i8 %148, -128
  br i1 %149, label %158, label %150

150:                                              ; preds = %116
  %151 = sext i8 %148 to i32
  %152 = getelementptr inbounds i8, ptr %0, i64 40
  %153 = load i32, ptr %152, align 8, !tbaa !41
  %154 = sub nsw i32 %153, %151
  store i32 %154, ptr %152, align 8, !tbaa !41
  %155 = getelementptr inbounds i8, ptr %0, i64 69
  %156 = load i8, ptr %155, align 1, !tbaa !42
  %157 = add i8 %156, -1
  store i8 %157, ptr %155, align 1, !tbaa !42
  br label %163

158:                                              ; preds = %116
  %159 = getelementptr inbounds i8, ptr %0, i64 52
  %160 = load i32, ptr %159, align 4, !tbaa !44
  %161 = add nsw i32 %160, -1
  store i32 %161, ptr %159, align 4, !tbaa !44
  %162 = getelementptr inbounds i8, ptr %0, i64 69
  store i8 -127, ptr %162, align 1, !tbaa !42
  br label %163

163:                                              ; preds = %150, %158
  tail call fastcc void @savelineinfo(ptr noundef nonnull %0, ptr noundef nonnull %142, i32 noundef %6)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #11

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 16}
!7 = !{!"LexState", !8, i64 0, !8, i64 4, !8, i64 8, !11, i64 16, !11, i64 32, !12, i64 48, !12, i64 56, !12, i64 64, !12, i64 72, !12, i64 80, !12, i64 88, !12, i64 96, !12, i64 104}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"Token", !8, i64 0, !9, i64 8}
!12 = !{!"any pointer", !9, i64 0}
!13 = !{!14, !8, i64 16}
!14 = !{!"expdesc", !8, i64 0, !9, i64 8, !8, i64 16, !8, i64 20}
!15 = !{!14, !8, i64 20}
!16 = !{!14, !8, i64 0}
!17 = !{!9, !9, i64 0}
!18 = !{!19, !9, i64 8}
!19 = !{!"TString", !12, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !8, i64 12, !9, i64 16, !9, i64 24}
!20 = !{!21, !12, i64 16}
!21 = !{!"FuncState", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !8, i64 32, !8, i64 36, !8, i64 40, !8, i64 44, !8, i64 48, !8, i64 52, !8, i64 56, !8, i64 60, !22, i64 64, !9, i64 66, !9, i64 67, !9, i64 68, !9, i64 69, !9, i64 70}
!22 = !{!"short", !9, i64 0}
!23 = !{!7, !12, i64 88}
!24 = !{!25, !12, i64 0}
!25 = !{!"Dyndata", !26, i64 0, !27, i64 16, !27, i64 32}
!26 = !{!"", !12, i64 0, !8, i64 8, !8, i64 12}
!27 = !{!"Labellist", !12, i64 0, !8, i64 8, !8, i64 12}
!28 = !{!29, !9, i64 8}
!29 = !{!"TValue", !9, i64 0, !9, i64 8}
!30 = !{!21, !8, i64 32}
!31 = !{!21, !8, i64 36}
!32 = !{!21, !12, i64 0}
!33 = !{!34, !12, i64 64}
!34 = !{!"Proto", !12, i64 0, !9, i64 8, !9, i64 9, !9, i64 10, !9, i64 11, !9, i64 12, !8, i64 16, !8, i64 20, !8, i64 24, !8, i64 28, !8, i64 32, !8, i64 36, !8, i64 40, !8, i64 44, !8, i64 48, !12, i64 56, !12, i64 64, !12, i64 72, !12, i64 80, !12, i64 88, !12, i64 96, !12, i64 104, !12, i64 112, !12, i64 120}
!35 = !{!8, !8, i64 0}
!36 = !{!7, !12, i64 56}
!37 = !{!7, !8, i64 8}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.mustprogress"}
!40 = distinct !{!40, !39}
!41 = !{!21, !8, i64 40}
!42 = !{!21, !9, i64 69}
!43 = !{!34, !12, i64 96}
!44 = !{!21, !8, i64 52}
!45 = !{!46, !8, i64 0}
!46 = !{!"AbsLineInfo", !8, i64 0, !8, i64 4}
!47 = !{!46, !8, i64 4}
!48 = !{!34, !12, i64 88}
!49 = !{!21, !9, i64 68}
!50 = !{!34, !9, i64 12}
!51 = !{!34, !12, i64 56}
!52 = !{!53, !53, i64 0}
!53 = !{!"long long", !9, i64 0}
!54 = !{i64 0, i64 4, !35, i64 8, i64 8, !17, i64 16, i64 4, !35, i64 20, i64 4, !35}
!55 = !{!21, !9, i64 70}
!56 = !{!34, !9, i64 11}
!57 = !{!34, !9, i64 10}
!58 = distinct !{!58, !39}
!59 = distinct !{!59, !39}
!60 = !{!7, !12, i64 80}
!61 = !{!21, !8, i64 44}
!62 = !{!34, !8, i64 20}
!63 = distinct !{!63, !39, !64, !65}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = distinct !{!66, !39, !64}
!67 = !{!34, !9, i64 9}
!68 = !{!69, !9, i64 9}
!69 = !{!"GCObject", !12, i64 0, !9, i64 8, !9, i64 9}
