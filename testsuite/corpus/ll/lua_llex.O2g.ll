; ModuleID = 'src/lua/llex.c'
source_filename = "src/lua/llex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TValue = type { %union.Value, i8 }
%union.Value = type { ptr }

@.str = private unnamed_addr constant [5 x i8] c"_ENV\00", align 1, !dbg !0
@luaX_tokens = internal unnamed_addr constant [37 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40], align 16, !dbg !7
@luai_ctype_ = external hidden local_unnamed_addr constant [257 x i8], align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"'%c'\00", align 1, !dbg !493
@.str.2 = private unnamed_addr constant [8 x i8] c"'<\\%d>'\00", align 1, !dbg !495
@.str.3 = private unnamed_addr constant [5 x i8] c"'%s'\00", align 1, !dbg !500
@.str.4 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !502
@.str.5 = private unnamed_addr constant [6 x i8] c"break\00", align 1, !dbg !507
@.str.6 = private unnamed_addr constant [3 x i8] c"do\00", align 1, !dbg !512
@.str.7 = private unnamed_addr constant [5 x i8] c"else\00", align 1, !dbg !517
@.str.8 = private unnamed_addr constant [7 x i8] c"elseif\00", align 1, !dbg !519
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !524
@.str.10 = private unnamed_addr constant [6 x i8] c"false\00", align 1, !dbg !526
@.str.11 = private unnamed_addr constant [4 x i8] c"for\00", align 1, !dbg !528
@.str.12 = private unnamed_addr constant [9 x i8] c"function\00", align 1, !dbg !530
@.str.13 = private unnamed_addr constant [5 x i8] c"goto\00", align 1, !dbg !533
@.str.14 = private unnamed_addr constant [3 x i8] c"if\00", align 1, !dbg !535
@.str.15 = private unnamed_addr constant [3 x i8] c"in\00", align 1, !dbg !537
@.str.16 = private unnamed_addr constant [6 x i8] c"local\00", align 1, !dbg !539
@.str.17 = private unnamed_addr constant [4 x i8] c"nil\00", align 1, !dbg !541
@.str.18 = private unnamed_addr constant [4 x i8] c"not\00", align 1, !dbg !543
@.str.19 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !545
@.str.20 = private unnamed_addr constant [7 x i8] c"repeat\00", align 1, !dbg !547
@.str.21 = private unnamed_addr constant [7 x i8] c"return\00", align 1, !dbg !549
@.str.22 = private unnamed_addr constant [5 x i8] c"then\00", align 1, !dbg !551
@.str.23 = private unnamed_addr constant [5 x i8] c"true\00", align 1, !dbg !553
@.str.24 = private unnamed_addr constant [6 x i8] c"until\00", align 1, !dbg !555
@.str.25 = private unnamed_addr constant [6 x i8] c"while\00", align 1, !dbg !557
@.str.26 = private unnamed_addr constant [3 x i8] c"//\00", align 1, !dbg !559
@.str.27 = private unnamed_addr constant [3 x i8] c"..\00", align 1, !dbg !561
@.str.28 = private unnamed_addr constant [4 x i8] c"...\00", align 1, !dbg !563
@.str.29 = private unnamed_addr constant [3 x i8] c"==\00", align 1, !dbg !565
@.str.30 = private unnamed_addr constant [3 x i8] c">=\00", align 1, !dbg !567
@.str.31 = private unnamed_addr constant [3 x i8] c"<=\00", align 1, !dbg !569
@.str.32 = private unnamed_addr constant [3 x i8] c"~=\00", align 1, !dbg !571
@.str.33 = private unnamed_addr constant [3 x i8] c"<<\00", align 1, !dbg !573
@.str.34 = private unnamed_addr constant [3 x i8] c">>\00", align 1, !dbg !575
@.str.35 = private unnamed_addr constant [3 x i8] c"::\00", align 1, !dbg !577
@.str.36 = private unnamed_addr constant [6 x i8] c"<eof>\00", align 1, !dbg !579
@.str.37 = private unnamed_addr constant [9 x i8] c"<number>\00", align 1, !dbg !581
@.str.38 = private unnamed_addr constant [10 x i8] c"<integer>\00", align 1, !dbg !583
@.str.39 = private unnamed_addr constant [7 x i8] c"<name>\00", align 1, !dbg !588
@.str.40 = private unnamed_addr constant [9 x i8] c"<string>\00", align 1, !dbg !590
@.str.41 = private unnamed_addr constant [11 x i8] c"%s near %s\00", align 1, !dbg !592
@.str.42 = private unnamed_addr constant [25 x i8] c"lexical element too long\00", align 1, !dbg !597
@.str.43 = private unnamed_addr constant [30 x i8] c"invalid long string delimiter\00", align 1, !dbg !600
@.str.44 = private unnamed_addr constant [25 x i8] c"chunk has too many lines\00", align 1, !dbg !605
@.str.45 = private unnamed_addr constant [7 x i8] c"string\00", align 1, !dbg !607
@.str.46 = private unnamed_addr constant [8 x i8] c"comment\00", align 1, !dbg !609
@.str.47 = private unnamed_addr constant [41 x i8] c"unfinished long %s (starting at line %d)\00", align 1, !dbg !611
@.str.48 = private unnamed_addr constant [18 x i8] c"unfinished string\00", align 1, !dbg !616
@.str.49 = private unnamed_addr constant [24 x i8] c"invalid escape sequence\00", align 1, !dbg !621
@.str.50 = private unnamed_addr constant [27 x i8] c"hexadecimal digit expected\00", align 1, !dbg !626
@.str.51 = private unnamed_addr constant [12 x i8] c"missing '{'\00", align 1, !dbg !631
@.str.52 = private unnamed_addr constant [22 x i8] c"UTF-8 value too large\00", align 1, !dbg !636
@.str.53 = private unnamed_addr constant [12 x i8] c"missing '}'\00", align 1, !dbg !641
@.str.54 = private unnamed_addr constant [25 x i8] c"decimal escape too large\00", align 1, !dbg !643
@.str.55 = private unnamed_addr constant [3 x i8] c"Ee\00", align 1, !dbg !645
@.str.56 = private unnamed_addr constant [3 x i8] c"xX\00", align 1, !dbg !647
@.str.57 = private unnamed_addr constant [3 x i8] c"Pp\00", align 1, !dbg !649
@.str.58 = private unnamed_addr constant [3 x i8] c"-+\00", align 1, !dbg !651
@.str.59 = private unnamed_addr constant [17 x i8] c"malformed number\00", align 1, !dbg !653

; Function Attrs: nounwind uwtable
define hidden void @luaX_init(ptr noundef %0) local_unnamed_addr #0 !dbg !670 {
    #dbg_value(ptr %0, !674, !DIExpression(), !681)
  %2 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4) #6, !dbg !682
    #dbg_value(ptr %2, !676, !DIExpression(), !681)
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %2) #6, !dbg !683
    #dbg_value(i32 0, !675, !DIExpression(), !681)
  br label %3, !dbg !684

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %8, %3 ]
    #dbg_value(i64 %4, !675, !DIExpression(), !681)
  %5 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %4, !dbg !685
  %6 = load ptr, ptr %5, align 8, !dbg !685, !tbaa !686
  %7 = tail call ptr @luaS_new(ptr noundef %0, ptr noundef %6) #6, !dbg !690
    #dbg_value(ptr %7, !677, !DIExpression(), !691)
  tail call void @luaC_fix(ptr noundef %0, ptr noundef %7) #6, !dbg !692
  %8 = add nuw nsw i64 %4, 1, !dbg !693
  %9 = getelementptr inbounds i8, ptr %7, i64 10, !dbg !694
  %10 = trunc nuw nsw i64 %8 to i8, !dbg !695
  store i8 %10, ptr %9, align 2, !dbg !695, !tbaa !696
    #dbg_value(i64 %8, !675, !DIExpression(), !681)
  %11 = icmp eq i64 %8, 22, !dbg !699
  br i1 %11, label %12, label %3, !dbg !684, !llvm.loop !700

12:                                               ; preds = %3
  ret void, !dbg !703
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !704 hidden ptr @luaS_newlstr(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !708 hidden void @luaC_fix(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !712 hidden ptr @luaS_new(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaX_token2str(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !715 {
    #dbg_value(ptr %0, !838, !DIExpression(), !843)
    #dbg_value(i32 %1, !839, !DIExpression(), !843)
  %3 = icmp slt i32 %1, 256, !dbg !844
  br i1 %3, label %4, label %17, !dbg !845

4:                                                ; preds = %2
  %5 = add nsw i32 %1, 1, !dbg !846
  %6 = sext i32 %5 to i64, !dbg !846
  %7 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %6, !dbg !846
  %8 = load i8, ptr %7, align 1, !dbg !846, !tbaa !849
  %9 = and i8 %8, 4, !dbg !846
  %10 = icmp eq i8 %9, 0, !dbg !846
  %11 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !850
  %12 = load ptr, ptr %11, align 8, !dbg !850, !tbaa !851
  br i1 %10, label %15, label %13, !dbg !854

13:                                               ; preds = %4
  %14 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %12, ptr noundef nonnull @.str.1, i32 noundef %1) #6, !dbg !855
  br label %27, !dbg !856

15:                                               ; preds = %4
  %16 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %12, ptr noundef nonnull @.str.2, i32 noundef %1) #6, !dbg !857
  br label %27, !dbg !858

17:                                               ; preds = %2
  %18 = add nsw i32 %1, -256, !dbg !859
  %19 = zext nneg i32 %18 to i64, !dbg !860
  %20 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %19, !dbg !860
  %21 = load ptr, ptr %20, align 8, !dbg !860, !tbaa !686
    #dbg_value(ptr %21, !840, !DIExpression(), !861)
  %22 = icmp ult i32 %1, 288, !dbg !862
  br i1 %22, label %23, label %27, !dbg !864

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !865
  %25 = load ptr, ptr %24, align 8, !dbg !865, !tbaa !851
  %26 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %25, ptr noundef nonnull @.str.3, ptr noundef %21) #6, !dbg !866
  br label %27, !dbg !867

27:                                               ; preds = %23, %17, %15, %13
  %28 = phi ptr [ %14, %13 ], [ %16, %15 ], [ %26, %23 ], [ %21, %17 ], !dbg !868
  ret ptr %28, !dbg !869
}

declare !dbg !870 hidden ptr @luaO_pushfstring(ptr noundef, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaX_syntaxerror(ptr nocapture noundef readonly %0, ptr noundef %1) local_unnamed_addr #3 !dbg !873 {
    #dbg_value(ptr %0, !877, !DIExpression(), !879)
    #dbg_value(ptr %1, !878, !DIExpression(), !879)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !880
  %4 = load i32, ptr %3, align 8, !dbg !881, !tbaa !882
  tail call fastcc void @lexerror(ptr noundef %0, ptr noundef %1, i32 noundef %4) #7, !dbg !883
  unreachable, !dbg !883
}

; Function Attrs: noreturn nounwind uwtable
define internal fastcc void @lexerror(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !884 {
    #dbg_value(ptr %0, !888, !DIExpression(), !891)
    #dbg_value(ptr %1, !889, !DIExpression(), !891)
    #dbg_value(i32 %2, !890, !DIExpression(), !891)
  %4 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !892
  %5 = load ptr, ptr %4, align 8, !dbg !892, !tbaa !851
  %6 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !893
  %7 = load ptr, ptr %6, align 8, !dbg !893, !tbaa !894
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !895
  %9 = load i32, ptr %8, align 4, !dbg !895, !tbaa !896
  %10 = tail call ptr @luaG_addinfo(ptr noundef %5, ptr noundef %1, ptr noundef %7, i32 noundef %9) #6, !dbg !897
    #dbg_value(ptr %10, !889, !DIExpression(), !891)
  %11 = icmp eq i32 %2, 0, !dbg !898
  br i1 %11, label %69, label %12, !dbg !900

12:                                               ; preds = %3
  %13 = load ptr, ptr %4, align 8, !dbg !901, !tbaa !851
    #dbg_value(ptr %0, !902, !DIExpression(), !906)
    #dbg_value(i32 %2, !905, !DIExpression(), !906)
  %14 = add i32 %2, -289, !dbg !908
  %15 = icmp ult i32 %14, 4, !dbg !908
  br i1 %15, label %16, label %45, !dbg !908

16:                                               ; preds = %12
    #dbg_value(ptr %0, !909, !DIExpression(), !919)
    #dbg_value(i32 0, !914, !DIExpression(), !919)
  %17 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !922
  %18 = load ptr, ptr %17, align 8, !dbg !922, !tbaa !923
    #dbg_value(ptr %18, !915, !DIExpression(), !919)
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !924
  %20 = load i64, ptr %19, align 8, !dbg !924, !tbaa !925
  %21 = add i64 %20, 1, !dbg !928
  %22 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !929
  %23 = load i64, ptr %22, align 8, !dbg !929, !tbaa !930
  %24 = icmp ugt i64 %21, %23, !dbg !931
  br i1 %24, label %27, label %25, !dbg !932

25:                                               ; preds = %16
  %26 = load ptr, ptr %18, align 8, !dbg !933, !tbaa !934
  br label %36, !dbg !932

27:                                               ; preds = %16
  %28 = icmp ugt i64 %23, 4611686018427387902, !dbg !935
  br i1 %28, label %29, label %30, !dbg !937

29:                                               ; preds = %27
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !938
  unreachable, !dbg !938

30:                                               ; preds = %27
  %31 = shl nuw nsw i64 %23, 1, !dbg !939
    #dbg_value(i64 %31, !916, !DIExpression(), !940)
  %32 = load ptr, ptr %18, align 8, !dbg !941, !tbaa !934
  %33 = tail call ptr @luaM_saferealloc_(ptr noundef %13, ptr noundef %32, i64 noundef %23, i64 noundef %31) #6, !dbg !941
  store ptr %33, ptr %18, align 8, !dbg !941, !tbaa !934
  store i64 %31, ptr %22, align 8, !dbg !941, !tbaa !930
  %34 = load i64, ptr %19, align 8, !dbg !942, !tbaa !925
  %35 = add i64 %34, 1, !dbg !942
  br label %36, !dbg !943

36:                                               ; preds = %25, %30
  %37 = phi i64 [ %21, %25 ], [ %35, %30 ], !dbg !942
  %38 = phi i64 [ %20, %25 ], [ %34, %30 ], !dbg !942
  %39 = phi ptr [ %26, %25 ], [ %33, %30 ], !dbg !933
  store i64 %37, ptr %19, align 8, !dbg !942, !tbaa !925
  %40 = getelementptr inbounds i8, ptr %39, i64 %38, !dbg !944
  store i8 0, ptr %40, align 1, !dbg !945, !tbaa !849
  %41 = load ptr, ptr %4, align 8, !dbg !946, !tbaa !851
  %42 = load ptr, ptr %17, align 8, !dbg !947, !tbaa !923
  %43 = load ptr, ptr %42, align 8, !dbg !947, !tbaa !934
  %44 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %41, ptr noundef nonnull @.str.3, ptr noundef %43) #6, !dbg !948
  br label %66, !dbg !949

45:                                               ; preds = %12
    #dbg_value(ptr %0, !838, !DIExpression(), !950)
    #dbg_value(i32 %2, !839, !DIExpression(), !950)
  %46 = icmp slt i32 %2, 256, !dbg !952
  br i1 %46, label %47, label %58, !dbg !953

47:                                               ; preds = %45
  %48 = add nsw i32 %2, 1, !dbg !954
  %49 = sext i32 %48 to i64, !dbg !954
  %50 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %49, !dbg !954
  %51 = load i8, ptr %50, align 1, !dbg !954, !tbaa !849
  %52 = and i8 %51, 4, !dbg !954
  %53 = icmp eq i8 %52, 0, !dbg !954
  br i1 %53, label %56, label %54, !dbg !955

54:                                               ; preds = %47
  %55 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.1, i32 noundef %2) #6, !dbg !956
  br label %66, !dbg !957

56:                                               ; preds = %47
  %57 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.2, i32 noundef %2) #6, !dbg !958
  br label %66, !dbg !959

58:                                               ; preds = %45
  %59 = add nsw i32 %2, -256, !dbg !960
  %60 = zext nneg i32 %59 to i64, !dbg !961
  %61 = getelementptr inbounds [37 x ptr], ptr @luaX_tokens, i64 0, i64 %60, !dbg !961
  %62 = load ptr, ptr %61, align 8, !dbg !961, !tbaa !686
    #dbg_value(ptr %62, !840, !DIExpression(), !962)
  %63 = icmp ult i32 %2, 288, !dbg !963
  br i1 %63, label %64, label %66, !dbg !964

64:                                               ; preds = %58
  %65 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.3, ptr noundef %62) #6, !dbg !965
  br label %66, !dbg !966

66:                                               ; preds = %64, %58, %56, %54, %36
  %67 = phi ptr [ %44, %36 ], [ %55, %54 ], [ %57, %56 ], [ %65, %64 ], [ %62, %58 ], !dbg !967
  %68 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %13, ptr noundef nonnull @.str.41, ptr noundef %10, ptr noundef %67) #6, !dbg !968
  br label %69, !dbg !968

69:                                               ; preds = %66, %3
  %70 = load ptr, ptr %4, align 8, !dbg !969, !tbaa !851
  tail call void @luaD_throw(ptr noundef %70, i32 noundef 3) #8, !dbg !970
  unreachable, !dbg !970
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaX_newstring(ptr nocapture noundef readonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !971 {
    #dbg_value(ptr %0, !975, !DIExpression(), !989)
    #dbg_value(ptr %1, !976, !DIExpression(), !989)
    #dbg_value(i64 %2, !977, !DIExpression(), !989)
  %4 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !990
  %5 = load ptr, ptr %4, align 8, !dbg !990, !tbaa !851
    #dbg_value(ptr %5, !978, !DIExpression(), !989)
  %6 = tail call ptr @luaS_newlstr(ptr noundef %5, ptr noundef %1, i64 noundef %2) #6, !dbg !991
    #dbg_value(ptr %6, !979, !DIExpression(), !989)
  %7 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !992
  %8 = load ptr, ptr %7, align 8, !dbg !992, !tbaa !993
  %9 = tail call ptr @luaH_getstr(ptr noundef %8, ptr noundef %6) #6, !dbg !994
    #dbg_value(ptr %9, !980, !DIExpression(), !989)
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !995
  %11 = load i8, ptr %10, align 8, !dbg !995, !tbaa !996
  %12 = and i8 %11, 15, !dbg !995
  %13 = icmp eq i8 %12, 0, !dbg !995
  br i1 %13, label %17, label %14, !dbg !998

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !999
  %16 = load ptr, ptr %15, align 8, !dbg !999, !tbaa !849
    #dbg_value(ptr %16, !979, !DIExpression(), !989)
  br label %35, !dbg !1000

17:                                               ; preds = %3
  %18 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1001
  %19 = load ptr, ptr %18, align 8, !dbg !1001, !tbaa !849
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !1001
  store ptr %20, ptr %18, align 8, !dbg !1001, !tbaa !849
    #dbg_value(ptr %19, !983, !DIExpression(), !1002)
    #dbg_value(ptr %19, !986, !DIExpression(), !1003)
    #dbg_value(ptr %6, !988, !DIExpression(), !1003)
  store ptr %6, ptr %19, align 8, !dbg !1004, !tbaa !849
  %21 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1004
  %22 = load i8, ptr %21, align 8, !dbg !1004, !tbaa !1005
  %23 = or i8 %22, 64, !dbg !1004
  %24 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !1004
  store i8 %23, ptr %24, align 8, !dbg !1004, !tbaa !996
  %25 = load ptr, ptr %7, align 8, !dbg !1006, !tbaa !993
  tail call void @luaH_finishset(ptr noundef %5, ptr noundef %25, ptr noundef nonnull %19, ptr noundef nonnull %9, ptr noundef nonnull %19) #6, !dbg !1007
  %26 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !1008
  %27 = load ptr, ptr %26, align 8, !dbg !1008, !tbaa !1011
  %28 = getelementptr inbounds i8, ptr %27, i64 24, !dbg !1008
  %29 = load i64, ptr %28, align 8, !dbg !1008, !tbaa !1015
  %30 = icmp sgt i64 %29, 0, !dbg !1008
  br i1 %30, label %31, label %32, !dbg !1018

31:                                               ; preds = %17
  tail call void @luaC_step(ptr noundef nonnull %5) #6, !dbg !1019
  br label %32, !dbg !1019

32:                                               ; preds = %31, %17
  %33 = load ptr, ptr %18, align 8, !dbg !1021, !tbaa !849
  %34 = getelementptr inbounds i8, ptr %33, i64 -16, !dbg !1021
  store ptr %34, ptr %18, align 8, !dbg !1021, !tbaa !849
  br label %35

35:                                               ; preds = %32, %14
  %36 = phi ptr [ %6, %32 ], [ %16, %14 ], !dbg !989
    #dbg_value(ptr %36, !979, !DIExpression(), !989)
  ret ptr %36, !dbg !1022
}

declare !dbg !1023 hidden ptr @luaH_getstr(ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1027 hidden void @luaH_finishset(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !1030 hidden void @luaC_step(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaX_setinput(ptr noundef %0, ptr nocapture noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !1031 {
    #dbg_value(ptr %0, !1035, !DIExpression(), !1040)
    #dbg_value(ptr %1, !1036, !DIExpression(), !1040)
    #dbg_value(ptr %2, !1037, !DIExpression(), !1040)
    #dbg_value(ptr %3, !1038, !DIExpression(), !1040)
    #dbg_value(i32 %4, !1039, !DIExpression(), !1040)
  %6 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !1041
  store i32 0, ptr %6, align 8, !dbg !1042, !tbaa !882
  %7 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !1043
  store ptr %0, ptr %7, align 8, !dbg !1044, !tbaa !851
  store i32 %4, ptr %1, align 8, !dbg !1045, !tbaa !1046
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !1047
  store i32 288, ptr %8, align 8, !dbg !1048, !tbaa !1049
  %9 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !1050
  store ptr %2, ptr %9, align 8, !dbg !1051, !tbaa !1052
  %10 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1053
  store ptr null, ptr %10, align 8, !dbg !1054, !tbaa !1055
  %11 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1056
  store i32 1, ptr %11, align 4, !dbg !1057, !tbaa !896
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1058
  store i32 1, ptr %12, align 8, !dbg !1059, !tbaa !1060
  %13 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !1061
  store ptr %3, ptr %13, align 8, !dbg !1062, !tbaa !894
  %14 = tail call ptr @luaS_newlstr(ptr noundef %0, ptr noundef nonnull @.str, i64 noundef 4) #6, !dbg !1063
  %15 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !1064
  store ptr %14, ptr %15, align 8, !dbg !1065, !tbaa !1066
  %16 = load ptr, ptr %7, align 8, !dbg !1067, !tbaa !851
  %17 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !1067
  %18 = load ptr, ptr %17, align 8, !dbg !1067, !tbaa !923
  %19 = load ptr, ptr %18, align 8, !dbg !1067, !tbaa !934
  %20 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !1067
  %21 = load i64, ptr %20, align 8, !dbg !1067, !tbaa !930
  %22 = tail call ptr @luaM_saferealloc_(ptr noundef %16, ptr noundef %19, i64 noundef %21, i64 noundef 32) #6, !dbg !1067
  %23 = load ptr, ptr %17, align 8, !dbg !1067, !tbaa !923
  store ptr %22, ptr %23, align 8, !dbg !1067, !tbaa !934
  %24 = getelementptr inbounds i8, ptr %23, i64 16, !dbg !1067
  store i64 32, ptr %24, align 8, !dbg !1067, !tbaa !930
  ret void, !dbg !1068
}

declare !dbg !1069 hidden ptr @luaM_saferealloc_(ptr noundef, ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden void @luaX_next(ptr noundef %0) local_unnamed_addr #0 !dbg !1073 {
    #dbg_value(ptr %0, !1077, !DIExpression(), !1078)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1079
  %3 = load i32, ptr %2, align 4, !dbg !1079, !tbaa !896
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1080
  store i32 %3, ptr %4, align 8, !dbg !1081, !tbaa !1060
  %5 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1082
  %6 = load i32, ptr %5, align 8, !dbg !1084, !tbaa !1049
  %7 = icmp eq i32 %6, 288, !dbg !1085
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1086
  br i1 %7, label %10, label %9, !dbg !1087

9:                                                ; preds = %1
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %5, i64 16, i1 false), !dbg !1088, !tbaa.struct !1090
  store i32 288, ptr %5, align 8, !dbg !1092, !tbaa !1049
  br label %13, !dbg !1093

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1094
  %12 = tail call fastcc i32 @llex(ptr noundef nonnull %0, ptr noundef nonnull %11), !dbg !1095
  store i32 %12, ptr %8, align 8, !dbg !1096, !tbaa !882
  br label %13

13:                                               ; preds = %10, %9
  ret void, !dbg !1097
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define internal fastcc i32 @llex(ptr noundef %0, ptr noundef %1) unnamed_addr #0 !dbg !1098 {
  %3 = alloca [8 x i8], align 1, !DIAssignID !1121
    #dbg_value(ptr %0, !1103, !DIExpression(), !1122)
    #dbg_value(ptr %1, !1104, !DIExpression(), !1122)
  %4 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1123
  %5 = load ptr, ptr %4, align 8, !dbg !1123, !tbaa !923
  %6 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1123
  store i64 0, ptr %6, align 8, !dbg !1123, !tbaa !925
  %7 = getelementptr inbounds i8, ptr %0, i64 64
  br label %8, !dbg !1124

8:                                                ; preds = %70, %2
  %9 = load i32, ptr %0, align 8, !dbg !1125, !tbaa !1046
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
  ], !dbg !1126

10:                                               ; preds = %8, %8
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0), !dbg !1127
  br label %70, !dbg !1129

11:                                               ; preds = %8, %8, %8, %8
  %12 = load ptr, ptr %7, align 8, !dbg !1130, !tbaa !1052
  %13 = load i64, ptr %12, align 8, !dbg !1130, !tbaa !1132
  %14 = add i64 %13, -1, !dbg !1130
  store i64 %14, ptr %12, align 8, !dbg !1130, !tbaa !1132
  %15 = icmp eq i64 %13, 0, !dbg !1130
  br i1 %15, label %22, label %16, !dbg !1130

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1130
  %18 = load ptr, ptr %17, align 8, !dbg !1130, !tbaa !1134
  %19 = getelementptr inbounds i8, ptr %18, i64 1, !dbg !1130
  store ptr %19, ptr %17, align 8, !dbg !1130, !tbaa !1134
  %20 = load i8, ptr %18, align 1, !dbg !1130, !tbaa !849
  %21 = zext i8 %20 to i32, !dbg !1130
  br label %24, !dbg !1130

22:                                               ; preds = %11
  %23 = tail call i32 @luaZ_fill(ptr noundef nonnull %12) #6, !dbg !1130
  br label %24, !dbg !1130

24:                                               ; preds = %22, %16
  %25 = phi i32 [ %21, %16 ], [ %23, %22 ], !dbg !1130
  store i32 %25, ptr %0, align 8, !dbg !1130, !tbaa !1046
  br label %70, !dbg !1135

26:                                               ; preds = %8
  %27 = load ptr, ptr %7, align 8, !dbg !1136, !tbaa !1052
  %28 = load i64, ptr %27, align 8, !dbg !1136, !tbaa !1132
  %29 = add i64 %28, -1, !dbg !1136
  store i64 %29, ptr %27, align 8, !dbg !1136, !tbaa !1132
  %30 = icmp eq i64 %28, 0, !dbg !1136
  br i1 %30, label %37, label %31, !dbg !1136

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !1136
  %33 = load ptr, ptr %32, align 8, !dbg !1136, !tbaa !1134
  %34 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !1136
  store ptr %34, ptr %32, align 8, !dbg !1136, !tbaa !1134
  %35 = load i8, ptr %33, align 1, !dbg !1136, !tbaa !849
  %36 = zext i8 %35 to i32, !dbg !1136
  br label %39, !dbg !1136

37:                                               ; preds = %26
  %38 = tail call i32 @luaZ_fill(ptr noundef nonnull %27) #6, !dbg !1136
  br label %39, !dbg !1136

39:                                               ; preds = %37, %31
  %40 = phi i32 [ %36, %31 ], [ %38, %37 ], !dbg !1136
  store i32 %40, ptr %0, align 8, !dbg !1136, !tbaa !1046
  %41 = icmp eq i32 %40, 45, !dbg !1137
  br i1 %41, label %42, label %1063, !dbg !1139

42:                                               ; preds = %39
  %43 = load ptr, ptr %7, align 8, !dbg !1140, !tbaa !1052
  %44 = load i64, ptr %43, align 8, !dbg !1140, !tbaa !1132
  %45 = add i64 %44, -1, !dbg !1140
  store i64 %45, ptr %43, align 8, !dbg !1140, !tbaa !1132
  %46 = icmp eq i64 %44, 0, !dbg !1140
  br i1 %46, label %53, label %47, !dbg !1140

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %43, i64 8, !dbg !1140
  %49 = load ptr, ptr %48, align 8, !dbg !1140, !tbaa !1134
  %50 = getelementptr inbounds i8, ptr %49, i64 1, !dbg !1140
  store ptr %50, ptr %48, align 8, !dbg !1140, !tbaa !1134
  %51 = load i8, ptr %49, align 1, !dbg !1140, !tbaa !849
  %52 = zext i8 %51 to i32, !dbg !1140
  br label %55, !dbg !1140

53:                                               ; preds = %42
  %54 = tail call i32 @luaZ_fill(ptr noundef nonnull %43) #6, !dbg !1140
  br label %55, !dbg !1140

55:                                               ; preds = %53, %47
  %56 = phi i32 [ %52, %47 ], [ %54, %53 ], !dbg !1140
  store i32 %56, ptr %0, align 8, !dbg !1140, !tbaa !1046
  %57 = icmp eq i32 %56, 91, !dbg !1141
  br i1 %57, label %60, label %58, !dbg !1142

58:                                               ; preds = %65, %55
  %59 = phi i32 [ %56, %55 ], [ %66, %65 ]
  br label %71, !dbg !1143

60:                                               ; preds = %55
  %61 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0), !dbg !1144
    #dbg_value(i64 %61, !1105, !DIExpression(), !1145)
  %62 = load ptr, ptr %4, align 8, !dbg !1146, !tbaa !923
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !1146
  store i64 0, ptr %63, align 8, !dbg !1146, !tbaa !925
  %64 = icmp ugt i64 %61, 1, !dbg !1147
  br i1 %64, label %67, label %65, !dbg !1149

65:                                               ; preds = %60
  %66 = load i32, ptr %0, align 8, !dbg !1150, !tbaa !1046
  br label %58, !dbg !1149

67:                                               ; preds = %60
  tail call fastcc void @read_long_string(ptr noundef nonnull %0, ptr noundef null, i64 noundef %61), !dbg !1151
  %68 = load ptr, ptr %4, align 8, !dbg !1153, !tbaa !923
  %69 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !1153
  store i64 0, ptr %69, align 8, !dbg !1153, !tbaa !925
  br label %70

70:                                               ; preds = %71, %71, %71, %67, %24, %10
  br label %8, !dbg !1125, !llvm.loop !1154

71:                                               ; preds = %58, %86
  %72 = phi i32 [ %87, %86 ], [ %59, %58 ], !dbg !1150
  switch i32 %72, label %73 [
    i32 10, label %70
    i32 13, label %70
    i32 -1, label %70
  ], !dbg !1150, !llvm.loop !1154

73:                                               ; preds = %71
  %74 = load ptr, ptr %7, align 8, !dbg !1157, !tbaa !1052
  %75 = load i64, ptr %74, align 8, !dbg !1157, !tbaa !1132
  %76 = add i64 %75, -1, !dbg !1157
  store i64 %76, ptr %74, align 8, !dbg !1157, !tbaa !1132
  %77 = icmp eq i64 %75, 0, !dbg !1157
  br i1 %77, label %84, label %78, !dbg !1157

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !1157
  %80 = load ptr, ptr %79, align 8, !dbg !1157, !tbaa !1134
  %81 = getelementptr inbounds i8, ptr %80, i64 1, !dbg !1157
  store ptr %81, ptr %79, align 8, !dbg !1157, !tbaa !1134
  %82 = load i8, ptr %80, align 1, !dbg !1157, !tbaa !849
  %83 = zext i8 %82 to i32, !dbg !1157
  br label %86, !dbg !1157

84:                                               ; preds = %73
  %85 = tail call i32 @luaZ_fill(ptr noundef nonnull %74) #6, !dbg !1157
  br label %86, !dbg !1157

86:                                               ; preds = %84, %78
  %87 = phi i32 [ %83, %78 ], [ %85, %84 ], !dbg !1157
  store i32 %87, ptr %0, align 8, !dbg !1157, !tbaa !1046
  br label %71, !dbg !1143, !llvm.loop !1158

88:                                               ; preds = %8
  %89 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0), !dbg !1159
    #dbg_value(i64 %89, !1113, !DIExpression(), !1160)
  %90 = icmp ugt i64 %89, 1, !dbg !1161
  br i1 %90, label %91, label %92, !dbg !1163

91:                                               ; preds = %88
  tail call fastcc void @read_long_string(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %89), !dbg !1164
  br label %1063, !dbg !1166

92:                                               ; preds = %88
  %93 = icmp eq i64 %89, 0, !dbg !1167
  br i1 %93, label %94, label %1063, !dbg !1169

94:                                               ; preds = %92
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.43, i32 noundef 292) #7, !dbg !1170
  unreachable, !dbg !1170

95:                                               ; preds = %8
  %96 = load ptr, ptr %7, align 8, !dbg !1171, !tbaa !1052
  %97 = load i64, ptr %96, align 8, !dbg !1171, !tbaa !1132
  %98 = add i64 %97, -1, !dbg !1171
  store i64 %98, ptr %96, align 8, !dbg !1171, !tbaa !1132
  %99 = icmp eq i64 %97, 0, !dbg !1171
  br i1 %99, label %106, label %100, !dbg !1171

100:                                              ; preds = %95
  %101 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !1171
  %102 = load ptr, ptr %101, align 8, !dbg !1171, !tbaa !1134
  %103 = getelementptr inbounds i8, ptr %102, i64 1, !dbg !1171
  store ptr %103, ptr %101, align 8, !dbg !1171, !tbaa !1134
  %104 = load i8, ptr %102, align 1, !dbg !1171, !tbaa !849
  %105 = zext i8 %104 to i32, !dbg !1171
  br label %108, !dbg !1171

106:                                              ; preds = %95
  %107 = tail call i32 @luaZ_fill(ptr noundef nonnull %96) #6, !dbg !1171
  br label %108, !dbg !1171

108:                                              ; preds = %106, %100
  %109 = phi i32 [ %105, %100 ], [ %107, %106 ], !dbg !1171
  store i32 %109, ptr %0, align 8, !dbg !1171, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1179)
    #dbg_value(i32 61, !1178, !DIExpression(), !1179)
  %110 = icmp eq i32 %109, 61, !dbg !1182
  br i1 %110, label %111, label %1063, !dbg !1184

111:                                              ; preds = %108
  %112 = load ptr, ptr %7, align 8, !dbg !1185, !tbaa !1052
  %113 = load i64, ptr %112, align 8, !dbg !1185, !tbaa !1132
  %114 = add i64 %113, -1, !dbg !1185
  store i64 %114, ptr %112, align 8, !dbg !1185, !tbaa !1132
  %115 = icmp eq i64 %113, 0, !dbg !1185
  br i1 %115, label %122, label %116, !dbg !1185

116:                                              ; preds = %111
  %117 = getelementptr inbounds i8, ptr %112, i64 8, !dbg !1185
  %118 = load ptr, ptr %117, align 8, !dbg !1185, !tbaa !1134
  %119 = getelementptr inbounds i8, ptr %118, i64 1, !dbg !1185
  store ptr %119, ptr %117, align 8, !dbg !1185, !tbaa !1134
  %120 = load i8, ptr %118, align 1, !dbg !1185, !tbaa !849
  %121 = zext i8 %120 to i32, !dbg !1185
  br label %124, !dbg !1185

122:                                              ; preds = %111
  %123 = tail call i32 @luaZ_fill(ptr noundef nonnull %112) #6, !dbg !1185
  br label %124, !dbg !1185

124:                                              ; preds = %116, %122
  %125 = phi i32 [ %121, %116 ], [ %123, %122 ], !dbg !1185
  store i32 %125, ptr %0, align 8, !dbg !1185, !tbaa !1046
  br label %1063, !dbg !1187

126:                                              ; preds = %8
  %127 = load ptr, ptr %7, align 8, !dbg !1188, !tbaa !1052
  %128 = load i64, ptr %127, align 8, !dbg !1188, !tbaa !1132
  %129 = add i64 %128, -1, !dbg !1188
  store i64 %129, ptr %127, align 8, !dbg !1188, !tbaa !1132
  %130 = icmp eq i64 %128, 0, !dbg !1188
  br i1 %130, label %137, label %131, !dbg !1188

131:                                              ; preds = %126
  %132 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !1188
  %133 = load ptr, ptr %132, align 8, !dbg !1188, !tbaa !1134
  %134 = getelementptr inbounds i8, ptr %133, i64 1, !dbg !1188
  store ptr %134, ptr %132, align 8, !dbg !1188, !tbaa !1134
  %135 = load i8, ptr %133, align 1, !dbg !1188, !tbaa !849
  %136 = zext i8 %135 to i32, !dbg !1188
  br label %139, !dbg !1188

137:                                              ; preds = %126
  %138 = tail call i32 @luaZ_fill(ptr noundef nonnull %127) #6, !dbg !1188
  br label %139, !dbg !1188

139:                                              ; preds = %137, %131
  %140 = phi i32 [ %136, %131 ], [ %138, %137 ], !dbg !1188
  store i32 %140, ptr %0, align 8, !dbg !1188, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1190)
    #dbg_value(i32 61, !1178, !DIExpression(), !1190)
  %141 = icmp eq i32 %140, 61, !dbg !1193
  br i1 %141, label %142, label %157, !dbg !1194

142:                                              ; preds = %139
  %143 = load ptr, ptr %7, align 8, !dbg !1195, !tbaa !1052
  %144 = load i64, ptr %143, align 8, !dbg !1195, !tbaa !1132
  %145 = add i64 %144, -1, !dbg !1195
  store i64 %145, ptr %143, align 8, !dbg !1195, !tbaa !1132
  %146 = icmp eq i64 %144, 0, !dbg !1195
  br i1 %146, label %153, label %147, !dbg !1195

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %143, i64 8, !dbg !1195
  %149 = load ptr, ptr %148, align 8, !dbg !1195, !tbaa !1134
  %150 = getelementptr inbounds i8, ptr %149, i64 1, !dbg !1195
  store ptr %150, ptr %148, align 8, !dbg !1195, !tbaa !1134
  %151 = load i8, ptr %149, align 1, !dbg !1195, !tbaa !849
  %152 = zext i8 %151 to i32, !dbg !1195
  br label %155, !dbg !1195

153:                                              ; preds = %142
  %154 = tail call i32 @luaZ_fill(ptr noundef nonnull %143) #6, !dbg !1195
  br label %155, !dbg !1195

155:                                              ; preds = %147, %153
  %156 = phi i32 [ %152, %147 ], [ %154, %153 ], !dbg !1195
  store i32 %156, ptr %0, align 8, !dbg !1195, !tbaa !1046
  br label %1063, !dbg !1196

157:                                              ; preds = %139
  %158 = tail call fastcc i32 @check_next1(ptr noundef nonnull %0, i32 noundef 60), !dbg !1197
  %159 = icmp eq i32 %158, 0, !dbg !1197
  %160 = select i1 %159, i32 60, i32 285, !dbg !1199
  br label %1063, !dbg !1199

161:                                              ; preds = %8
  %162 = load ptr, ptr %7, align 8, !dbg !1200, !tbaa !1052
  %163 = load i64, ptr %162, align 8, !dbg !1200, !tbaa !1132
  %164 = add i64 %163, -1, !dbg !1200
  store i64 %164, ptr %162, align 8, !dbg !1200, !tbaa !1132
  %165 = icmp eq i64 %163, 0, !dbg !1200
  br i1 %165, label %172, label %166, !dbg !1200

166:                                              ; preds = %161
  %167 = getelementptr inbounds i8, ptr %162, i64 8, !dbg !1200
  %168 = load ptr, ptr %167, align 8, !dbg !1200, !tbaa !1134
  %169 = getelementptr inbounds i8, ptr %168, i64 1, !dbg !1200
  store ptr %169, ptr %167, align 8, !dbg !1200, !tbaa !1134
  %170 = load i8, ptr %168, align 1, !dbg !1200, !tbaa !849
  %171 = zext i8 %170 to i32, !dbg !1200
  br label %174, !dbg !1200

172:                                              ; preds = %161
  %173 = tail call i32 @luaZ_fill(ptr noundef nonnull %162) #6, !dbg !1200
  br label %174, !dbg !1200

174:                                              ; preds = %172, %166
  %175 = phi i32 [ %171, %166 ], [ %173, %172 ], !dbg !1200
  store i32 %175, ptr %0, align 8, !dbg !1200, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1202)
    #dbg_value(i32 61, !1178, !DIExpression(), !1202)
  %176 = icmp eq i32 %175, 61, !dbg !1205
  br i1 %176, label %177, label %192, !dbg !1206

177:                                              ; preds = %174
  %178 = load ptr, ptr %7, align 8, !dbg !1207, !tbaa !1052
  %179 = load i64, ptr %178, align 8, !dbg !1207, !tbaa !1132
  %180 = add i64 %179, -1, !dbg !1207
  store i64 %180, ptr %178, align 8, !dbg !1207, !tbaa !1132
  %181 = icmp eq i64 %179, 0, !dbg !1207
  br i1 %181, label %188, label %182, !dbg !1207

182:                                              ; preds = %177
  %183 = getelementptr inbounds i8, ptr %178, i64 8, !dbg !1207
  %184 = load ptr, ptr %183, align 8, !dbg !1207, !tbaa !1134
  %185 = getelementptr inbounds i8, ptr %184, i64 1, !dbg !1207
  store ptr %185, ptr %183, align 8, !dbg !1207, !tbaa !1134
  %186 = load i8, ptr %184, align 1, !dbg !1207, !tbaa !849
  %187 = zext i8 %186 to i32, !dbg !1207
  br label %190, !dbg !1207

188:                                              ; preds = %177
  %189 = tail call i32 @luaZ_fill(ptr noundef nonnull %178) #6, !dbg !1207
  br label %190, !dbg !1207

190:                                              ; preds = %182, %188
  %191 = phi i32 [ %187, %182 ], [ %189, %188 ], !dbg !1207
  store i32 %191, ptr %0, align 8, !dbg !1207, !tbaa !1046
  br label %1063, !dbg !1208

192:                                              ; preds = %174
  %193 = tail call fastcc i32 @check_next1(ptr noundef nonnull %0, i32 noundef 62), !dbg !1209
  %194 = icmp eq i32 %193, 0, !dbg !1209
  %195 = select i1 %194, i32 62, i32 286, !dbg !1211
  br label %1063, !dbg !1211

196:                                              ; preds = %8
  %197 = load ptr, ptr %7, align 8, !dbg !1212, !tbaa !1052
  %198 = load i64, ptr %197, align 8, !dbg !1212, !tbaa !1132
  %199 = add i64 %198, -1, !dbg !1212
  store i64 %199, ptr %197, align 8, !dbg !1212, !tbaa !1132
  %200 = icmp eq i64 %198, 0, !dbg !1212
  br i1 %200, label %207, label %201, !dbg !1212

201:                                              ; preds = %196
  %202 = getelementptr inbounds i8, ptr %197, i64 8, !dbg !1212
  %203 = load ptr, ptr %202, align 8, !dbg !1212, !tbaa !1134
  %204 = getelementptr inbounds i8, ptr %203, i64 1, !dbg !1212
  store ptr %204, ptr %202, align 8, !dbg !1212, !tbaa !1134
  %205 = load i8, ptr %203, align 1, !dbg !1212, !tbaa !849
  %206 = zext i8 %205 to i32, !dbg !1212
  br label %209, !dbg !1212

207:                                              ; preds = %196
  %208 = tail call i32 @luaZ_fill(ptr noundef nonnull %197) #6, !dbg !1212
  br label %209, !dbg !1212

209:                                              ; preds = %207, %201
  %210 = phi i32 [ %206, %201 ], [ %208, %207 ], !dbg !1212
  store i32 %210, ptr %0, align 8, !dbg !1212, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1214)
    #dbg_value(i32 47, !1178, !DIExpression(), !1214)
  %211 = icmp eq i32 %210, 47, !dbg !1217
  br i1 %211, label %212, label %1063, !dbg !1218

212:                                              ; preds = %209
  %213 = load ptr, ptr %7, align 8, !dbg !1219, !tbaa !1052
  %214 = load i64, ptr %213, align 8, !dbg !1219, !tbaa !1132
  %215 = add i64 %214, -1, !dbg !1219
  store i64 %215, ptr %213, align 8, !dbg !1219, !tbaa !1132
  %216 = icmp eq i64 %214, 0, !dbg !1219
  br i1 %216, label %223, label %217, !dbg !1219

217:                                              ; preds = %212
  %218 = getelementptr inbounds i8, ptr %213, i64 8, !dbg !1219
  %219 = load ptr, ptr %218, align 8, !dbg !1219, !tbaa !1134
  %220 = getelementptr inbounds i8, ptr %219, i64 1, !dbg !1219
  store ptr %220, ptr %218, align 8, !dbg !1219, !tbaa !1134
  %221 = load i8, ptr %219, align 1, !dbg !1219, !tbaa !849
  %222 = zext i8 %221 to i32, !dbg !1219
  br label %225, !dbg !1219

223:                                              ; preds = %212
  %224 = tail call i32 @luaZ_fill(ptr noundef nonnull %213) #6, !dbg !1219
  br label %225, !dbg !1219

225:                                              ; preds = %217, %223
  %226 = phi i32 [ %222, %217 ], [ %224, %223 ], !dbg !1219
  store i32 %226, ptr %0, align 8, !dbg !1219, !tbaa !1046
  br label %1063, !dbg !1220

227:                                              ; preds = %8
  %228 = load ptr, ptr %7, align 8, !dbg !1221, !tbaa !1052
  %229 = load i64, ptr %228, align 8, !dbg !1221, !tbaa !1132
  %230 = add i64 %229, -1, !dbg !1221
  store i64 %230, ptr %228, align 8, !dbg !1221, !tbaa !1132
  %231 = icmp eq i64 %229, 0, !dbg !1221
  br i1 %231, label %238, label %232, !dbg !1221

232:                                              ; preds = %227
  %233 = getelementptr inbounds i8, ptr %228, i64 8, !dbg !1221
  %234 = load ptr, ptr %233, align 8, !dbg !1221, !tbaa !1134
  %235 = getelementptr inbounds i8, ptr %234, i64 1, !dbg !1221
  store ptr %235, ptr %233, align 8, !dbg !1221, !tbaa !1134
  %236 = load i8, ptr %234, align 1, !dbg !1221, !tbaa !849
  %237 = zext i8 %236 to i32, !dbg !1221
  br label %240, !dbg !1221

238:                                              ; preds = %227
  %239 = tail call i32 @luaZ_fill(ptr noundef nonnull %228) #6, !dbg !1221
  br label %240, !dbg !1221

240:                                              ; preds = %238, %232
  %241 = phi i32 [ %237, %232 ], [ %239, %238 ], !dbg !1221
  store i32 %241, ptr %0, align 8, !dbg !1221, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1223)
    #dbg_value(i32 61, !1178, !DIExpression(), !1223)
  %242 = icmp eq i32 %241, 61, !dbg !1226
  br i1 %242, label %243, label %1063, !dbg !1227

243:                                              ; preds = %240
  %244 = load ptr, ptr %7, align 8, !dbg !1228, !tbaa !1052
  %245 = load i64, ptr %244, align 8, !dbg !1228, !tbaa !1132
  %246 = add i64 %245, -1, !dbg !1228
  store i64 %246, ptr %244, align 8, !dbg !1228, !tbaa !1132
  %247 = icmp eq i64 %245, 0, !dbg !1228
  br i1 %247, label %254, label %248, !dbg !1228

248:                                              ; preds = %243
  %249 = getelementptr inbounds i8, ptr %244, i64 8, !dbg !1228
  %250 = load ptr, ptr %249, align 8, !dbg !1228, !tbaa !1134
  %251 = getelementptr inbounds i8, ptr %250, i64 1, !dbg !1228
  store ptr %251, ptr %249, align 8, !dbg !1228, !tbaa !1134
  %252 = load i8, ptr %250, align 1, !dbg !1228, !tbaa !849
  %253 = zext i8 %252 to i32, !dbg !1228
  br label %256, !dbg !1228

254:                                              ; preds = %243
  %255 = tail call i32 @luaZ_fill(ptr noundef nonnull %244) #6, !dbg !1228
  br label %256, !dbg !1228

256:                                              ; preds = %248, %254
  %257 = phi i32 [ %253, %248 ], [ %255, %254 ], !dbg !1228
  store i32 %257, ptr %0, align 8, !dbg !1228, !tbaa !1046
  br label %1063, !dbg !1229

258:                                              ; preds = %8
  %259 = load ptr, ptr %7, align 8, !dbg !1230, !tbaa !1052
  %260 = load i64, ptr %259, align 8, !dbg !1230, !tbaa !1132
  %261 = add i64 %260, -1, !dbg !1230
  store i64 %261, ptr %259, align 8, !dbg !1230, !tbaa !1132
  %262 = icmp eq i64 %260, 0, !dbg !1230
  br i1 %262, label %269, label %263, !dbg !1230

263:                                              ; preds = %258
  %264 = getelementptr inbounds i8, ptr %259, i64 8, !dbg !1230
  %265 = load ptr, ptr %264, align 8, !dbg !1230, !tbaa !1134
  %266 = getelementptr inbounds i8, ptr %265, i64 1, !dbg !1230
  store ptr %266, ptr %264, align 8, !dbg !1230, !tbaa !1134
  %267 = load i8, ptr %265, align 1, !dbg !1230, !tbaa !849
  %268 = zext i8 %267 to i32, !dbg !1230
  br label %271, !dbg !1230

269:                                              ; preds = %258
  %270 = tail call i32 @luaZ_fill(ptr noundef nonnull %259) #6, !dbg !1230
  br label %271, !dbg !1230

271:                                              ; preds = %269, %263
  %272 = phi i32 [ %268, %263 ], [ %270, %269 ], !dbg !1230
  store i32 %272, ptr %0, align 8, !dbg !1230, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1232)
    #dbg_value(i32 58, !1178, !DIExpression(), !1232)
  %273 = icmp eq i32 %272, 58, !dbg !1235
  br i1 %273, label %274, label %1063, !dbg !1236

274:                                              ; preds = %271
  %275 = load ptr, ptr %7, align 8, !dbg !1237, !tbaa !1052
  %276 = load i64, ptr %275, align 8, !dbg !1237, !tbaa !1132
  %277 = add i64 %276, -1, !dbg !1237
  store i64 %277, ptr %275, align 8, !dbg !1237, !tbaa !1132
  %278 = icmp eq i64 %276, 0, !dbg !1237
  br i1 %278, label %285, label %279, !dbg !1237

279:                                              ; preds = %274
  %280 = getelementptr inbounds i8, ptr %275, i64 8, !dbg !1237
  %281 = load ptr, ptr %280, align 8, !dbg !1237, !tbaa !1134
  %282 = getelementptr inbounds i8, ptr %281, i64 1, !dbg !1237
  store ptr %282, ptr %280, align 8, !dbg !1237, !tbaa !1134
  %283 = load i8, ptr %281, align 1, !dbg !1237, !tbaa !849
  %284 = zext i8 %283 to i32, !dbg !1237
  br label %287, !dbg !1237

285:                                              ; preds = %274
  %286 = tail call i32 @luaZ_fill(ptr noundef nonnull %275) #6, !dbg !1237
  br label %287, !dbg !1237

287:                                              ; preds = %279, %285
  %288 = phi i32 [ %284, %279 ], [ %286, %285 ], !dbg !1237
  store i32 %288, ptr %0, align 8, !dbg !1237, !tbaa !1046
  br label %1063, !dbg !1238

289:                                              ; preds = %8, %8
    #dbg_value(ptr %0, !1239, !DIExpression(), !1253)
    #dbg_value(i32 %9, !1244, !DIExpression(), !1253)
    #dbg_value(ptr %1, !1245, !DIExpression(), !1253)
    #dbg_value(ptr %0, !909, !DIExpression(), !1256)
    #dbg_value(i32 %9, !914, !DIExpression(), !1256)
  %290 = load ptr, ptr %4, align 8, !dbg !1258, !tbaa !923
    #dbg_value(ptr %290, !915, !DIExpression(), !1256)
  %291 = getelementptr inbounds i8, ptr %290, i64 8, !dbg !1259
  %292 = load i64, ptr %291, align 8, !dbg !1259, !tbaa !925
  %293 = add i64 %292, 1, !dbg !1260
  %294 = getelementptr inbounds i8, ptr %290, i64 16, !dbg !1261
  %295 = load i64, ptr %294, align 8, !dbg !1261, !tbaa !930
  %296 = icmp ugt i64 %293, %295, !dbg !1262
  br i1 %296, label %299, label %297, !dbg !1263

297:                                              ; preds = %289
  %298 = load ptr, ptr %290, align 8, !dbg !1264, !tbaa !934
  br label %310, !dbg !1263

299:                                              ; preds = %289
  %300 = icmp ugt i64 %295, 4611686018427387902, !dbg !1265
  br i1 %300, label %301, label %302, !dbg !1266

301:                                              ; preds = %299
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1267
  unreachable, !dbg !1267

302:                                              ; preds = %299
  %303 = shl nuw nsw i64 %295, 1, !dbg !1268
    #dbg_value(i64 %303, !916, !DIExpression(), !1269)
  %304 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1270
  %305 = load ptr, ptr %304, align 8, !dbg !1270, !tbaa !851
  %306 = load ptr, ptr %290, align 8, !dbg !1270, !tbaa !934
  %307 = tail call ptr @luaM_saferealloc_(ptr noundef %305, ptr noundef %306, i64 noundef %295, i64 noundef %303) #6, !dbg !1270
  store ptr %307, ptr %290, align 8, !dbg !1270, !tbaa !934
  store i64 %303, ptr %294, align 8, !dbg !1270, !tbaa !930
  %308 = load i64, ptr %291, align 8, !dbg !1271, !tbaa !925
  %309 = add i64 %308, 1, !dbg !1271
  br label %310, !dbg !1272

310:                                              ; preds = %302, %297
  %311 = phi i64 [ %293, %297 ], [ %309, %302 ], !dbg !1271
  %312 = phi i64 [ %292, %297 ], [ %308, %302 ], !dbg !1271
  %313 = phi ptr [ %298, %297 ], [ %307, %302 ], !dbg !1264
  %314 = trunc i32 %9 to i8, !dbg !1273
  store i64 %311, ptr %291, align 8, !dbg !1271, !tbaa !925
  %315 = getelementptr inbounds i8, ptr %313, i64 %312, !dbg !1274
  store i8 %314, ptr %315, align 1, !dbg !1275, !tbaa !849
  %316 = load ptr, ptr %7, align 8, !dbg !1276, !tbaa !1052
  %317 = load i64, ptr %316, align 8, !dbg !1276, !tbaa !1132
  %318 = add i64 %317, -1, !dbg !1276
  store i64 %318, ptr %316, align 8, !dbg !1276, !tbaa !1132
  %319 = icmp eq i64 %317, 0, !dbg !1276
  br i1 %319, label %326, label %320, !dbg !1276

320:                                              ; preds = %310
  %321 = getelementptr inbounds i8, ptr %316, i64 8, !dbg !1276
  %322 = load ptr, ptr %321, align 8, !dbg !1276, !tbaa !1134
  %323 = getelementptr inbounds i8, ptr %322, i64 1, !dbg !1276
  store ptr %323, ptr %321, align 8, !dbg !1276, !tbaa !1134
  %324 = load i8, ptr %322, align 1, !dbg !1276, !tbaa !849
  %325 = zext i8 %324 to i32, !dbg !1276
  br label %328, !dbg !1276

326:                                              ; preds = %310
  %327 = tail call i32 @luaZ_fill(ptr noundef nonnull %316) #6, !dbg !1276
  br label %328, !dbg !1276

328:                                              ; preds = %326, %320
  %329 = phi i32 [ %325, %320 ], [ %327, %326 ], !dbg !1276
  store i32 %329, ptr %0, align 8, !dbg !1276, !tbaa !1046
  %330 = icmp eq i32 %329, %9, !dbg !1277
  br i1 %330, label %846, label %331, !dbg !1278

331:                                              ; preds = %328
  %332 = getelementptr inbounds i8, ptr %0, i64 56
  br label %333, !dbg !1278

333:                                              ; preds = %843, %331
  %334 = phi i32 [ %329, %331 ], [ %844, %843 ]
  switch i32 %334, label %803 [
    i32 -1, label %335
    i32 10, label %336
    i32 13, label %336
    i32 92, label %337
  ], !dbg !1279

335:                                              ; preds = %333
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.48, i32 noundef 288) #7, !dbg !1280
  unreachable, !dbg !1280

336:                                              ; preds = %333, %333
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.48, i32 noundef 292) #7, !dbg !1281
  unreachable, !dbg !1281

337:                                              ; preds = %333
    #dbg_value(ptr %0, !909, !DIExpression(), !1282)
    #dbg_value(i32 %334, !914, !DIExpression(), !1282)
  %338 = load ptr, ptr %4, align 8, !dbg !1284, !tbaa !923
    #dbg_value(ptr %338, !915, !DIExpression(), !1282)
  %339 = getelementptr inbounds i8, ptr %338, i64 8, !dbg !1285
  %340 = load i64, ptr %339, align 8, !dbg !1285, !tbaa !925
  %341 = add i64 %340, 1, !dbg !1286
  %342 = getelementptr inbounds i8, ptr %338, i64 16, !dbg !1287
  %343 = load i64, ptr %342, align 8, !dbg !1287, !tbaa !930
  %344 = icmp ugt i64 %341, %343, !dbg !1288
  br i1 %344, label %347, label %345, !dbg !1289

345:                                              ; preds = %337
  %346 = load ptr, ptr %338, align 8, !dbg !1290, !tbaa !934
  br label %357, !dbg !1289

347:                                              ; preds = %337
  %348 = icmp ugt i64 %343, 4611686018427387902, !dbg !1291
  br i1 %348, label %349, label %350, !dbg !1292

349:                                              ; preds = %347
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1293
  unreachable, !dbg !1293

350:                                              ; preds = %347
  %351 = shl nuw nsw i64 %343, 1, !dbg !1294
    #dbg_value(i64 %351, !916, !DIExpression(), !1295)
  %352 = load ptr, ptr %332, align 8, !dbg !1296, !tbaa !851
  %353 = load ptr, ptr %338, align 8, !dbg !1296, !tbaa !934
  %354 = call ptr @luaM_saferealloc_(ptr noundef %352, ptr noundef %353, i64 noundef %343, i64 noundef %351) #6, !dbg !1296
  store ptr %354, ptr %338, align 8, !dbg !1296, !tbaa !934
  store i64 %351, ptr %342, align 8, !dbg !1296, !tbaa !930
  %355 = load i64, ptr %339, align 8, !dbg !1297, !tbaa !925
  %356 = add i64 %355, 1, !dbg !1297
  br label %357, !dbg !1298

357:                                              ; preds = %350, %345
  %358 = phi i64 [ %341, %345 ], [ %356, %350 ], !dbg !1297
  %359 = phi i64 [ %340, %345 ], [ %355, %350 ], !dbg !1297
  %360 = phi ptr [ %346, %345 ], [ %354, %350 ], !dbg !1290
  store i64 %358, ptr %339, align 8, !dbg !1297, !tbaa !925
  %361 = getelementptr inbounds i8, ptr %360, i64 %359, !dbg !1299
  store i8 92, ptr %361, align 1, !dbg !1300, !tbaa !849
  %362 = load ptr, ptr %7, align 8, !dbg !1301, !tbaa !1052
  %363 = load i64, ptr %362, align 8, !dbg !1301, !tbaa !1132
  %364 = add i64 %363, -1, !dbg !1301
  store i64 %364, ptr %362, align 8, !dbg !1301, !tbaa !1132
  %365 = icmp eq i64 %363, 0, !dbg !1301
  br i1 %365, label %372, label %366, !dbg !1301

366:                                              ; preds = %357
  %367 = getelementptr inbounds i8, ptr %362, i64 8, !dbg !1301
  %368 = load ptr, ptr %367, align 8, !dbg !1301, !tbaa !1134
  %369 = getelementptr inbounds i8, ptr %368, i64 1, !dbg !1301
  store ptr %369, ptr %367, align 8, !dbg !1301, !tbaa !1134
  %370 = load i8, ptr %368, align 1, !dbg !1301, !tbaa !849
  %371 = zext i8 %370 to i32, !dbg !1301
  br label %374, !dbg !1301

372:                                              ; preds = %357
  %373 = call i32 @luaZ_fill(ptr noundef nonnull %362) #6, !dbg !1301
  br label %374, !dbg !1301

374:                                              ; preds = %372, %366
  %375 = phi i32 [ %371, %366 ], [ %373, %372 ], !dbg !1301
  store i32 %375, ptr %0, align 8, !dbg !1301, !tbaa !1046
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
  ], !dbg !1302

376:                                              ; preds = %374
    #dbg_value(i32 8, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1304

377:                                              ; preds = %374
    #dbg_value(i32 12, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1306

378:                                              ; preds = %374
    #dbg_value(i32 10, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1307

379:                                              ; preds = %374
    #dbg_value(i32 13, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1308

380:                                              ; preds = %374
    #dbg_value(i32 9, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1309

381:                                              ; preds = %374
    #dbg_value(i32 11, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1310

382:                                              ; preds = %374
    #dbg_value(ptr %0, !1311, !DIExpression(), !1317)
  %383 = call fastcc i32 @gethexa(ptr noundef nonnull %0), !dbg !1319
    #dbg_value(i32 %383, !1316, !DIExpression(), !1317)
  %384 = shl i32 %383, 4, !dbg !1320
  %385 = call fastcc i32 @gethexa(ptr noundef nonnull %0), !dbg !1321
  %386 = add nsw i32 %384, %385, !dbg !1322
    #dbg_value(i32 %386, !1316, !DIExpression(), !1317)
  %387 = load ptr, ptr %4, align 8, !dbg !1323, !tbaa !923
  %388 = getelementptr inbounds i8, ptr %387, i64 8, !dbg !1323
  %389 = load i64, ptr %388, align 8, !dbg !1323, !tbaa !925
  %390 = add i64 %389, -2, !dbg !1323
  store i64 %390, ptr %388, align 8, !dbg !1323, !tbaa !925
    #dbg_value(i32 %386, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1324

391:                                              ; preds = %374
    #dbg_assign(i1 undef, !1325, !DIExpression(), !1121, ptr %3, !DIExpression(), !1330)
    #dbg_value(ptr %0, !1328, !DIExpression(), !1330)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !1332
    #dbg_value(ptr %0, !1333, !DIExpression(), !1340)
    #dbg_value(i32 4, !1339, !DIExpression(), !1340)
    #dbg_value(ptr %0, !909, !DIExpression(), !1342)
    #dbg_value(i32 %375, !914, !DIExpression(), !1342)
  %392 = load ptr, ptr %4, align 8, !dbg !1344, !tbaa !923
    #dbg_value(ptr %392, !915, !DIExpression(), !1342)
  %393 = getelementptr inbounds i8, ptr %392, i64 8, !dbg !1345
  %394 = load i64, ptr %393, align 8, !dbg !1345, !tbaa !925
  %395 = add i64 %394, 1, !dbg !1346
  %396 = getelementptr inbounds i8, ptr %392, i64 16, !dbg !1347
  %397 = load i64, ptr %396, align 8, !dbg !1347, !tbaa !930
  %398 = icmp ugt i64 %395, %397, !dbg !1348
  br i1 %398, label %401, label %399, !dbg !1349

399:                                              ; preds = %391
  %400 = load ptr, ptr %392, align 8, !dbg !1350, !tbaa !934
  br label %411, !dbg !1349

401:                                              ; preds = %391
  %402 = icmp ugt i64 %397, 4611686018427387902, !dbg !1351
  br i1 %402, label %403, label %404, !dbg !1352

403:                                              ; preds = %401
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1353
  unreachable, !dbg !1353

404:                                              ; preds = %401
  %405 = shl nuw nsw i64 %397, 1, !dbg !1354
    #dbg_value(i64 %405, !916, !DIExpression(), !1355)
  %406 = load ptr, ptr %332, align 8, !dbg !1356, !tbaa !851
  %407 = load ptr, ptr %392, align 8, !dbg !1356, !tbaa !934
  %408 = call ptr @luaM_saferealloc_(ptr noundef %406, ptr noundef %407, i64 noundef %397, i64 noundef %405) #6, !dbg !1356
  store ptr %408, ptr %392, align 8, !dbg !1356, !tbaa !934
  store i64 %405, ptr %396, align 8, !dbg !1356, !tbaa !930
  %409 = load i64, ptr %393, align 8, !dbg !1357, !tbaa !925
  %410 = add i64 %409, 1, !dbg !1357
  br label %411, !dbg !1358

411:                                              ; preds = %404, %399
  %412 = phi i64 [ %395, %399 ], [ %410, %404 ], !dbg !1357
  %413 = phi i64 [ %394, %399 ], [ %409, %404 ], !dbg !1357
  %414 = phi ptr [ %400, %399 ], [ %408, %404 ], !dbg !1350
  store i64 %412, ptr %393, align 8, !dbg !1357, !tbaa !925
  %415 = getelementptr inbounds i8, ptr %414, i64 %413, !dbg !1359
  store i8 117, ptr %415, align 1, !dbg !1360, !tbaa !849
  %416 = load ptr, ptr %7, align 8, !dbg !1361, !tbaa !1052
  %417 = load i64, ptr %416, align 8, !dbg !1361, !tbaa !1132
  %418 = add i64 %417, -1, !dbg !1361
  store i64 %418, ptr %416, align 8, !dbg !1361, !tbaa !1132
  %419 = icmp eq i64 %417, 0, !dbg !1361
  br i1 %419, label %426, label %420, !dbg !1361

420:                                              ; preds = %411
  %421 = getelementptr inbounds i8, ptr %416, i64 8, !dbg !1361
  %422 = load ptr, ptr %421, align 8, !dbg !1361, !tbaa !1134
  %423 = getelementptr inbounds i8, ptr %422, i64 1, !dbg !1361
  store ptr %423, ptr %421, align 8, !dbg !1361, !tbaa !1134
  %424 = load i8, ptr %422, align 1, !dbg !1361, !tbaa !849
  %425 = zext i8 %424 to i32, !dbg !1361
  br label %428, !dbg !1361

426:                                              ; preds = %411
  %427 = call i32 @luaZ_fill(ptr noundef nonnull %416) #6, !dbg !1361
  br label %428, !dbg !1361

428:                                              ; preds = %426, %420
  %429 = phi i32 [ %425, %420 ], [ %427, %426 ], !dbg !1361
  store i32 %429, ptr %0, align 8, !dbg !1361, !tbaa !1046
    #dbg_value(ptr %0, !1362, !DIExpression(), !1369)
    #dbg_value(i32 %429, !1367, !DIExpression(DW_OP_constu, 123, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1369)
    #dbg_value(ptr @.str.51, !1368, !DIExpression(), !1369)
  switch i32 %429, label %430 [
    i32 123, label %446
    i32 -1, label %445
  ], !dbg !1371

430:                                              ; preds = %428
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %429), !dbg !1372
  %431 = load ptr, ptr %7, align 8, !dbg !1372, !tbaa !1052
  %432 = load i64, ptr %431, align 8, !dbg !1372, !tbaa !1132
  %433 = add i64 %432, -1, !dbg !1372
  store i64 %433, ptr %431, align 8, !dbg !1372, !tbaa !1132
  %434 = icmp eq i64 %432, 0, !dbg !1372
  br i1 %434, label %441, label %435, !dbg !1372

435:                                              ; preds = %430
  %436 = getelementptr inbounds i8, ptr %431, i64 8, !dbg !1372
  %437 = load ptr, ptr %436, align 8, !dbg !1372, !tbaa !1134
  %438 = getelementptr inbounds i8, ptr %437, i64 1, !dbg !1372
  store ptr %438, ptr %436, align 8, !dbg !1372, !tbaa !1134
  %439 = load i8, ptr %437, align 1, !dbg !1372, !tbaa !849
  %440 = zext i8 %439 to i32, !dbg !1372
  br label %443, !dbg !1372

441:                                              ; preds = %430
  %442 = call i32 @luaZ_fill(ptr noundef nonnull %431) #6, !dbg !1372
  br label %443, !dbg !1372

443:                                              ; preds = %441, %435
  %444 = phi i32 [ %440, %435 ], [ %442, %441 ], !dbg !1372
  store i32 %444, ptr %0, align 8, !dbg !1372, !tbaa !1046
  br label %445, !dbg !1372

445:                                              ; preds = %428, %443
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.51, i32 noundef 292) #7, !dbg !1376
  unreachable, !dbg !1376

446:                                              ; preds = %428
  %447 = call fastcc i32 @gethexa(ptr noundef nonnull %0), !dbg !1377
  %448 = sext i32 %447 to i64, !dbg !1377
    #dbg_value(i64 %448, !1338, !DIExpression(), !1340)
  br label %449, !dbg !1378

449:                                              ; preds = %518, %446
  %450 = phi i64 [ %448, %446 ], [ %523, %518 ], !dbg !1340
  %451 = phi i32 [ 4, %446 ], [ %519, %518 ], !dbg !1340
    #dbg_value(i32 %451, !1339, !DIExpression(), !1340)
    #dbg_value(i64 %450, !1338, !DIExpression(), !1340)
  %452 = load i32, ptr %0, align 8, !dbg !1379, !tbaa !1046
    #dbg_value(ptr %0, !909, !DIExpression(), !1380)
    #dbg_value(i32 %452, !914, !DIExpression(), !1380)
  %453 = load ptr, ptr %4, align 8, !dbg !1382, !tbaa !923
    #dbg_value(ptr %453, !915, !DIExpression(), !1380)
  %454 = getelementptr inbounds i8, ptr %453, i64 8, !dbg !1383
  %455 = load i64, ptr %454, align 8, !dbg !1383, !tbaa !925
  %456 = add i64 %455, 1, !dbg !1384
  %457 = getelementptr inbounds i8, ptr %453, i64 16, !dbg !1385
  %458 = load i64, ptr %457, align 8, !dbg !1385, !tbaa !930
  %459 = icmp ugt i64 %456, %458, !dbg !1386
  br i1 %459, label %462, label %460, !dbg !1387

460:                                              ; preds = %449
  %461 = load ptr, ptr %453, align 8, !dbg !1388, !tbaa !934
  br label %472, !dbg !1387

462:                                              ; preds = %449
  %463 = icmp ugt i64 %458, 4611686018427387902, !dbg !1389
  br i1 %463, label %464, label %465, !dbg !1390

464:                                              ; preds = %462
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1391
  unreachable, !dbg !1391

465:                                              ; preds = %462
  %466 = shl nuw nsw i64 %458, 1, !dbg !1392
    #dbg_value(i64 %466, !916, !DIExpression(), !1393)
  %467 = load ptr, ptr %332, align 8, !dbg !1394, !tbaa !851
  %468 = load ptr, ptr %453, align 8, !dbg !1394, !tbaa !934
  %469 = call ptr @luaM_saferealloc_(ptr noundef %467, ptr noundef %468, i64 noundef %458, i64 noundef %466) #6, !dbg !1394
  store ptr %469, ptr %453, align 8, !dbg !1394, !tbaa !934
  store i64 %466, ptr %457, align 8, !dbg !1394, !tbaa !930
  %470 = load i64, ptr %454, align 8, !dbg !1395, !tbaa !925
  %471 = add i64 %470, 1, !dbg !1395
  br label %472, !dbg !1396

472:                                              ; preds = %465, %460
  %473 = phi i64 [ %456, %460 ], [ %471, %465 ], !dbg !1395
  %474 = phi i64 [ %455, %460 ], [ %470, %465 ], !dbg !1395
  %475 = phi ptr [ %461, %460 ], [ %469, %465 ], !dbg !1388
  %476 = trunc i32 %452 to i8, !dbg !1397
  store i64 %473, ptr %454, align 8, !dbg !1395, !tbaa !925
  %477 = getelementptr inbounds i8, ptr %475, i64 %474, !dbg !1398
  store i8 %476, ptr %477, align 1, !dbg !1399, !tbaa !849
  %478 = load ptr, ptr %7, align 8, !dbg !1379, !tbaa !1052
  %479 = load i64, ptr %478, align 8, !dbg !1379, !tbaa !1132
  %480 = add i64 %479, -1, !dbg !1379
  store i64 %480, ptr %478, align 8, !dbg !1379, !tbaa !1132
  %481 = icmp eq i64 %479, 0, !dbg !1379
  br i1 %481, label %488, label %482, !dbg !1379

482:                                              ; preds = %472
  %483 = getelementptr inbounds i8, ptr %478, i64 8, !dbg !1379
  %484 = load ptr, ptr %483, align 8, !dbg !1379, !tbaa !1134
  %485 = getelementptr inbounds i8, ptr %484, i64 1, !dbg !1379
  store ptr %485, ptr %483, align 8, !dbg !1379, !tbaa !1134
  %486 = load i8, ptr %484, align 1, !dbg !1379, !tbaa !849
  %487 = zext i8 %486 to i32, !dbg !1379
  br label %490, !dbg !1379

488:                                              ; preds = %472
  %489 = call i32 @luaZ_fill(ptr noundef nonnull %478) #6, !dbg !1379
  br label %490, !dbg !1379

490:                                              ; preds = %488, %482
  %491 = phi i32 [ %487, %482 ], [ %489, %488 ], !dbg !1379
  store i32 %491, ptr %0, align 8, !dbg !1379, !tbaa !1046
  %492 = add nsw i32 %491, 1, !dbg !1400
  %493 = sext i32 %492 to i64, !dbg !1400
  %494 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %493, !dbg !1400
  %495 = load i8, ptr %494, align 1, !dbg !1400, !tbaa !849
  %496 = and i8 %495, 16, !dbg !1400
  %497 = icmp eq i8 %496, 0, !dbg !1378
  br i1 %497, label %524, label %498, !dbg !1378

498:                                              ; preds = %490
    #dbg_value(i32 %451, !1339, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1340)
  %499 = icmp ugt i64 %450, 134217727, !dbg !1401
    #dbg_value(ptr %0, !1362, !DIExpression(), !1403)
    #dbg_value(i1 %499, !1367, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1403)
    #dbg_value(ptr @.str.52, !1368, !DIExpression(), !1403)
  br i1 %499, label %500, label %518, !dbg !1405

500:                                              ; preds = %498
  %501 = icmp eq i32 %491, -1, !dbg !1406
  br i1 %501, label %517, label %502, !dbg !1407

502:                                              ; preds = %500
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %491), !dbg !1408
  %503 = load ptr, ptr %7, align 8, !dbg !1408, !tbaa !1052
  %504 = load i64, ptr %503, align 8, !dbg !1408, !tbaa !1132
  %505 = add i64 %504, -1, !dbg !1408
  store i64 %505, ptr %503, align 8, !dbg !1408, !tbaa !1132
  %506 = icmp eq i64 %504, 0, !dbg !1408
  br i1 %506, label %513, label %507, !dbg !1408

507:                                              ; preds = %502
  %508 = getelementptr inbounds i8, ptr %503, i64 8, !dbg !1408
  %509 = load ptr, ptr %508, align 8, !dbg !1408, !tbaa !1134
  %510 = getelementptr inbounds i8, ptr %509, i64 1, !dbg !1408
  store ptr %510, ptr %508, align 8, !dbg !1408, !tbaa !1134
  %511 = load i8, ptr %509, align 1, !dbg !1408, !tbaa !849
  %512 = zext i8 %511 to i32, !dbg !1408
  br label %515, !dbg !1408

513:                                              ; preds = %502
  %514 = call i32 @luaZ_fill(ptr noundef nonnull %503) #6, !dbg !1408
  br label %515, !dbg !1408

515:                                              ; preds = %513, %507
  %516 = phi i32 [ %512, %507 ], [ %514, %513 ], !dbg !1408
  store i32 %516, ptr %0, align 8, !dbg !1408, !tbaa !1046
  br label %517, !dbg !1408

517:                                              ; preds = %515, %500
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.52, i32 noundef 292) #7, !dbg !1409
  unreachable, !dbg !1409

518:                                              ; preds = %498
  %519 = add nuw nsw i32 %451, 1, !dbg !1410
    #dbg_value(i32 %519, !1339, !DIExpression(), !1340)
  %520 = shl nuw nsw i64 %450, 4, !dbg !1411
  %521 = call i32 @luaO_hexavalue(i32 noundef %491) #6, !dbg !1412
  %522 = sext i32 %521 to i64, !dbg !1412
  %523 = add nsw i64 %520, %522, !dbg !1413
    #dbg_value(i64 %523, !1338, !DIExpression(), !1340)
  br label %449, !dbg !1378, !llvm.loop !1414

524:                                              ; preds = %490
    #dbg_value(ptr %0, !1362, !DIExpression(), !1416)
    #dbg_value(i32 %491, !1367, !DIExpression(DW_OP_constu, 125, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1416)
    #dbg_value(ptr @.str.53, !1368, !DIExpression(), !1416)
  switch i32 %491, label %525 [
    i32 125, label %541
    i32 -1, label %540
  ], !dbg !1418

525:                                              ; preds = %524
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %491), !dbg !1419
  %526 = load ptr, ptr %7, align 8, !dbg !1419, !tbaa !1052
  %527 = load i64, ptr %526, align 8, !dbg !1419, !tbaa !1132
  %528 = add i64 %527, -1, !dbg !1419
  store i64 %528, ptr %526, align 8, !dbg !1419, !tbaa !1132
  %529 = icmp eq i64 %527, 0, !dbg !1419
  br i1 %529, label %536, label %530, !dbg !1419

530:                                              ; preds = %525
  %531 = getelementptr inbounds i8, ptr %526, i64 8, !dbg !1419
  %532 = load ptr, ptr %531, align 8, !dbg !1419, !tbaa !1134
  %533 = getelementptr inbounds i8, ptr %532, i64 1, !dbg !1419
  store ptr %533, ptr %531, align 8, !dbg !1419, !tbaa !1134
  %534 = load i8, ptr %532, align 1, !dbg !1419, !tbaa !849
  %535 = zext i8 %534 to i32, !dbg !1419
  br label %538, !dbg !1419

536:                                              ; preds = %525
  %537 = call i32 @luaZ_fill(ptr noundef nonnull %526) #6, !dbg !1419
  br label %538, !dbg !1419

538:                                              ; preds = %536, %530
  %539 = phi i32 [ %535, %530 ], [ %537, %536 ], !dbg !1419
  store i32 %539, ptr %0, align 8, !dbg !1419, !tbaa !1046
  br label %540, !dbg !1419

540:                                              ; preds = %524, %538
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.53, i32 noundef 292) #7, !dbg !1420
  unreachable, !dbg !1420

541:                                              ; preds = %524
  %542 = load ptr, ptr %7, align 8, !dbg !1421, !tbaa !1052
  %543 = load i64, ptr %542, align 8, !dbg !1421, !tbaa !1132
  %544 = add i64 %543, -1, !dbg !1421
  store i64 %544, ptr %542, align 8, !dbg !1421, !tbaa !1132
  %545 = icmp eq i64 %543, 0, !dbg !1421
  br i1 %545, label %552, label %546, !dbg !1421

546:                                              ; preds = %541
  %547 = getelementptr inbounds i8, ptr %542, i64 8, !dbg !1421
  %548 = load ptr, ptr %547, align 8, !dbg !1421, !tbaa !1134
  %549 = getelementptr inbounds i8, ptr %548, i64 1, !dbg !1421
  store ptr %549, ptr %547, align 8, !dbg !1421, !tbaa !1134
  %550 = load i8, ptr %548, align 1, !dbg !1421, !tbaa !849
  %551 = zext i8 %550 to i32, !dbg !1421
  br label %554, !dbg !1421

552:                                              ; preds = %541
  %553 = call i32 @luaZ_fill(ptr noundef nonnull %542) #6, !dbg !1421
  br label %554, !dbg !1421

554:                                              ; preds = %552, %546
  %555 = phi i32 [ %551, %546 ], [ %553, %552 ], !dbg !1421
  store i32 %555, ptr %0, align 8, !dbg !1421, !tbaa !1046
  %556 = zext nneg i32 %451 to i64, !dbg !1422
  %557 = load ptr, ptr %4, align 8, !dbg !1422, !tbaa !923
  %558 = getelementptr inbounds i8, ptr %557, i64 8, !dbg !1422
  %559 = load i64, ptr %558, align 8, !dbg !1422, !tbaa !925
  %560 = sub i64 %559, %556, !dbg !1422
  store i64 %560, ptr %558, align 8, !dbg !1422, !tbaa !925
  %561 = call i32 @luaO_utf8esc(ptr noundef nonnull %3, i64 noundef %450) #6, !dbg !1423
    #dbg_value(i32 %561, !1329, !DIExpression(), !1330)
  %562 = icmp sgt i32 %561, 0, !dbg !1424
  br i1 %562, label %563, label %596, !dbg !1427

563:                                              ; preds = %554
  %564 = zext nneg i32 %561 to i64, !dbg !1427
  br label %565, !dbg !1427

565:                                              ; preds = %589, %563
  %566 = phi i64 [ %564, %563 ], [ %594, %589 ]
    #dbg_value(i64 %566, !1329, !DIExpression(), !1330)
  %567 = sub nsw i64 8, %566, !dbg !1428
  %568 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 %567, !dbg !1429
  %569 = load i8, ptr %568, align 1, !dbg !1429, !tbaa !849
    #dbg_value(ptr %0, !909, !DIExpression(), !1430)
    #dbg_value(i8 %569, !914, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !1430)
  %570 = load ptr, ptr %4, align 8, !dbg !1432, !tbaa !923
    #dbg_value(ptr %570, !915, !DIExpression(), !1430)
  %571 = getelementptr inbounds i8, ptr %570, i64 8, !dbg !1433
  %572 = load i64, ptr %571, align 8, !dbg !1433, !tbaa !925
  %573 = add i64 %572, 1, !dbg !1434
  %574 = getelementptr inbounds i8, ptr %570, i64 16, !dbg !1435
  %575 = load i64, ptr %574, align 8, !dbg !1435, !tbaa !930
  %576 = icmp ugt i64 %573, %575, !dbg !1436
  br i1 %576, label %579, label %577, !dbg !1437

577:                                              ; preds = %565
  %578 = load ptr, ptr %570, align 8, !dbg !1438, !tbaa !934
  br label %589, !dbg !1437

579:                                              ; preds = %565
  %580 = icmp ugt i64 %575, 4611686018427387902, !dbg !1439
  br i1 %580, label %581, label %582, !dbg !1440

581:                                              ; preds = %579
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1441
  unreachable, !dbg !1441

582:                                              ; preds = %579
  %583 = shl nuw nsw i64 %575, 1, !dbg !1442
    #dbg_value(i64 %583, !916, !DIExpression(), !1443)
  %584 = load ptr, ptr %332, align 8, !dbg !1444, !tbaa !851
  %585 = load ptr, ptr %570, align 8, !dbg !1444, !tbaa !934
  %586 = call ptr @luaM_saferealloc_(ptr noundef %584, ptr noundef %585, i64 noundef %575, i64 noundef %583) #6, !dbg !1444
  store ptr %586, ptr %570, align 8, !dbg !1444, !tbaa !934
  store i64 %583, ptr %574, align 8, !dbg !1444, !tbaa !930
  %587 = load i64, ptr %571, align 8, !dbg !1445, !tbaa !925
  %588 = add i64 %587, 1, !dbg !1445
  br label %589, !dbg !1446

589:                                              ; preds = %582, %577
  %590 = phi i64 [ %573, %577 ], [ %588, %582 ], !dbg !1445
  %591 = phi i64 [ %572, %577 ], [ %587, %582 ], !dbg !1445
  %592 = phi ptr [ %578, %577 ], [ %586, %582 ], !dbg !1438
  store i64 %590, ptr %571, align 8, !dbg !1445, !tbaa !925
  %593 = getelementptr inbounds i8, ptr %592, i64 %591, !dbg !1447
  store i8 %569, ptr %593, align 1, !dbg !1448, !tbaa !849
  %594 = add nsw i64 %566, -1, !dbg !1449
    #dbg_value(i64 %594, !1329, !DIExpression(), !1330)
  %595 = icmp sgt i64 %566, 1, !dbg !1424
  br i1 %595, label %565, label %596, !dbg !1427, !llvm.loop !1450

596:                                              ; preds = %589, %554
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !1452
  br label %843, !dbg !1453

597:                                              ; preds = %374, %374
  call fastcc void @inclinenumber(ptr noundef nonnull %0), !dbg !1454
    #dbg_value(i32 10, !1246, !DIExpression(), !1303)
  br label %776, !dbg !1455

598:                                              ; preds = %374, %374, %374
    #dbg_value(i32 %375, !1246, !DIExpression(), !1303)
  br label %760, !dbg !1456

599:                                              ; preds = %374
  %600 = load ptr, ptr %4, align 8, !dbg !1457, !tbaa !923
  %601 = getelementptr inbounds i8, ptr %600, i64 8, !dbg !1457
  %602 = load i64, ptr %601, align 8, !dbg !1457, !tbaa !925
  %603 = add i64 %602, -1, !dbg !1457
  store i64 %603, ptr %601, align 8, !dbg !1457, !tbaa !925
  %604 = load ptr, ptr %7, align 8, !dbg !1459, !tbaa !1052
  %605 = load i64, ptr %604, align 8, !dbg !1459, !tbaa !1132
  %606 = add i64 %605, -1, !dbg !1459
  store i64 %606, ptr %604, align 8, !dbg !1459, !tbaa !1132
  %607 = icmp eq i64 %605, 0, !dbg !1459
  br i1 %607, label %614, label %608, !dbg !1459

608:                                              ; preds = %599
  %609 = getelementptr inbounds i8, ptr %604, i64 8, !dbg !1459
  %610 = load ptr, ptr %609, align 8, !dbg !1459, !tbaa !1134
  %611 = getelementptr inbounds i8, ptr %610, i64 1, !dbg !1459
  store ptr %611, ptr %609, align 8, !dbg !1459, !tbaa !1134
  %612 = load i8, ptr %610, align 1, !dbg !1459, !tbaa !849
  %613 = zext i8 %612 to i32, !dbg !1459
  br label %616, !dbg !1459

614:                                              ; preds = %599
  %615 = call i32 @luaZ_fill(ptr noundef nonnull %604) #6, !dbg !1459
  br label %616, !dbg !1459

616:                                              ; preds = %614, %608
  %617 = phi i32 [ %613, %608 ], [ %615, %614 ], !dbg !1459
  store i32 %617, ptr %0, align 8, !dbg !1459, !tbaa !1046
  %618 = add nsw i32 %617, 1, !dbg !1460
  %619 = sext i32 %618 to i64, !dbg !1460
  %620 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %619, !dbg !1460
  %621 = load i8, ptr %620, align 1, !dbg !1460, !tbaa !849
  %622 = and i8 %621, 8, !dbg !1460
  %623 = icmp eq i8 %622, 0, !dbg !1461
  br i1 %623, label %843, label %624, !dbg !1461

624:                                              ; preds = %616, %643
  %625 = phi i32 [ %644, %643 ], [ %617, %616 ]
  switch i32 %625, label %628 [
    i32 10, label %626
    i32 13, label %626
  ], !dbg !1462

626:                                              ; preds = %624, %624
  call fastcc void @inclinenumber(ptr noundef nonnull %0), !dbg !1465
  %627 = load i32, ptr %0, align 8, !dbg !1460, !tbaa !1046
  br label %643, !dbg !1465

628:                                              ; preds = %624
  %629 = load ptr, ptr %7, align 8, !dbg !1466, !tbaa !1052
  %630 = load i64, ptr %629, align 8, !dbg !1466, !tbaa !1132
  %631 = add i64 %630, -1, !dbg !1466
  store i64 %631, ptr %629, align 8, !dbg !1466, !tbaa !1132
  %632 = icmp eq i64 %630, 0, !dbg !1466
  br i1 %632, label %639, label %633, !dbg !1466

633:                                              ; preds = %628
  %634 = getelementptr inbounds i8, ptr %629, i64 8, !dbg !1466
  %635 = load ptr, ptr %634, align 8, !dbg !1466, !tbaa !1134
  %636 = getelementptr inbounds i8, ptr %635, i64 1, !dbg !1466
  store ptr %636, ptr %634, align 8, !dbg !1466, !tbaa !1134
  %637 = load i8, ptr %635, align 1, !dbg !1466, !tbaa !849
  %638 = zext i8 %637 to i32, !dbg !1466
  br label %641, !dbg !1466

639:                                              ; preds = %628
  %640 = call i32 @luaZ_fill(ptr noundef nonnull %629) #6, !dbg !1466
  br label %641, !dbg !1466

641:                                              ; preds = %639, %633
  %642 = phi i32 [ %638, %633 ], [ %640, %639 ], !dbg !1466
  store i32 %642, ptr %0, align 8, !dbg !1466, !tbaa !1046
  br label %643

643:                                              ; preds = %641, %626
  %644 = phi i32 [ %642, %641 ], [ %627, %626 ], !dbg !1460
  %645 = add nsw i32 %644, 1, !dbg !1460
  %646 = sext i32 %645 to i64, !dbg !1460
  %647 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %646, !dbg !1460
  %648 = load i8, ptr %647, align 1, !dbg !1460, !tbaa !849
  %649 = and i8 %648, 8, !dbg !1460
  %650 = icmp eq i8 %649, 0, !dbg !1461
  br i1 %650, label %843, label %624, !dbg !1461, !llvm.loop !1467

651:                                              ; preds = %374
  %652 = add nsw i32 %375, 1, !dbg !1469
  %653 = sext i32 %652 to i64, !dbg !1469
  %654 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %653, !dbg !1469
  %655 = load i8, ptr %654, align 1, !dbg !1469, !tbaa !849
  %656 = and i8 %655, 2, !dbg !1469
    #dbg_value(ptr %0, !1362, !DIExpression(), !1471)
    #dbg_value(i8 %656, !1367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1471)
    #dbg_value(ptr @.str.49, !1368, !DIExpression(), !1471)
  %657 = icmp eq i8 %656, 0, !dbg !1473
  br i1 %657, label %658, label %676, !dbg !1474

658:                                              ; preds = %651
  %659 = icmp eq i32 %375, -1, !dbg !1475
  br i1 %659, label %675, label %660, !dbg !1476

660:                                              ; preds = %658
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %375), !dbg !1477
  %661 = load ptr, ptr %7, align 8, !dbg !1477, !tbaa !1052
  %662 = load i64, ptr %661, align 8, !dbg !1477, !tbaa !1132
  %663 = add i64 %662, -1, !dbg !1477
  store i64 %663, ptr %661, align 8, !dbg !1477, !tbaa !1132
  %664 = icmp eq i64 %662, 0, !dbg !1477
  br i1 %664, label %671, label %665, !dbg !1477

665:                                              ; preds = %660
  %666 = getelementptr inbounds i8, ptr %661, i64 8, !dbg !1477
  %667 = load ptr, ptr %666, align 8, !dbg !1477, !tbaa !1134
  %668 = getelementptr inbounds i8, ptr %667, i64 1, !dbg !1477
  store ptr %668, ptr %666, align 8, !dbg !1477, !tbaa !1134
  %669 = load i8, ptr %667, align 1, !dbg !1477, !tbaa !849
  %670 = zext i8 %669 to i32, !dbg !1477
  br label %673, !dbg !1477

671:                                              ; preds = %660
  %672 = call i32 @luaZ_fill(ptr noundef nonnull %661) #6, !dbg !1477
  br label %673, !dbg !1477

673:                                              ; preds = %671, %665
  %674 = phi i32 [ %670, %665 ], [ %672, %671 ], !dbg !1477
  store i32 %674, ptr %0, align 8, !dbg !1477, !tbaa !1046
  br label %675, !dbg !1477

675:                                              ; preds = %673, %658
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.49, i32 noundef 292) #7, !dbg !1478
  unreachable, !dbg !1478

676:                                              ; preds = %651, %727
  %677 = phi i32 [ %728, %727 ], [ %375, %651 ], !dbg !1479
  %678 = phi i32 [ %689, %727 ], [ 0, %651 ]
  %679 = phi i32 [ %729, %727 ], [ 0, %651 ]
    #dbg_value(i32 %678, !1486, !DIExpression(), !1488)
    #dbg_value(i32 %679, !1485, !DIExpression(), !1488)
  %680 = add nsw i32 %677, 1, !dbg !1479
  %681 = sext i32 %680 to i64, !dbg !1479
  %682 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %681, !dbg !1479
  %683 = load i8, ptr %682, align 1, !dbg !1479, !tbaa !849
  %684 = and i8 %683, 2, !dbg !1479
  %685 = icmp eq i8 %684, 0, !dbg !1489
  br i1 %685, label %731, label %686, !dbg !1490

686:                                              ; preds = %676
  %687 = mul nsw i32 %678, 10, !dbg !1491
  %688 = add i32 %677, -48, !dbg !1493
  %689 = add i32 %688, %687, !dbg !1494
    #dbg_value(i32 %689, !1486, !DIExpression(), !1488)
    #dbg_value(ptr %0, !909, !DIExpression(), !1495)
    #dbg_value(i32 %677, !914, !DIExpression(), !1495)
  %690 = load ptr, ptr %4, align 8, !dbg !1497, !tbaa !923
    #dbg_value(ptr %690, !915, !DIExpression(), !1495)
  %691 = getelementptr inbounds i8, ptr %690, i64 8, !dbg !1498
  %692 = load i64, ptr %691, align 8, !dbg !1498, !tbaa !925
  %693 = add i64 %692, 1, !dbg !1499
  %694 = getelementptr inbounds i8, ptr %690, i64 16, !dbg !1500
  %695 = load i64, ptr %694, align 8, !dbg !1500, !tbaa !930
  %696 = icmp ugt i64 %693, %695, !dbg !1501
  br i1 %696, label %699, label %697, !dbg !1502

697:                                              ; preds = %686
  %698 = load ptr, ptr %690, align 8, !dbg !1503, !tbaa !934
  br label %709, !dbg !1502

699:                                              ; preds = %686
  %700 = icmp ugt i64 %695, 4611686018427387902, !dbg !1504
  br i1 %700, label %701, label %702, !dbg !1505

701:                                              ; preds = %699
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1506
  unreachable, !dbg !1506

702:                                              ; preds = %699
  %703 = shl nuw nsw i64 %695, 1, !dbg !1507
    #dbg_value(i64 %703, !916, !DIExpression(), !1508)
  %704 = load ptr, ptr %332, align 8, !dbg !1509, !tbaa !851
  %705 = load ptr, ptr %690, align 8, !dbg !1509, !tbaa !934
  %706 = call ptr @luaM_saferealloc_(ptr noundef %704, ptr noundef %705, i64 noundef %695, i64 noundef %703) #6, !dbg !1509
  store ptr %706, ptr %690, align 8, !dbg !1509, !tbaa !934
  store i64 %703, ptr %694, align 8, !dbg !1509, !tbaa !930
  %707 = load i64, ptr %691, align 8, !dbg !1510, !tbaa !925
  %708 = add i64 %707, 1, !dbg !1510
  br label %709, !dbg !1511

709:                                              ; preds = %702, %697
  %710 = phi i64 [ %693, %697 ], [ %708, %702 ], !dbg !1510
  %711 = phi i64 [ %692, %697 ], [ %707, %702 ], !dbg !1510
  %712 = phi ptr [ %698, %697 ], [ %706, %702 ], !dbg !1503
  %713 = trunc i32 %677 to i8, !dbg !1512
  store i64 %710, ptr %691, align 8, !dbg !1510, !tbaa !925
  %714 = getelementptr inbounds i8, ptr %712, i64 %711, !dbg !1513
  store i8 %713, ptr %714, align 1, !dbg !1514, !tbaa !849
  %715 = load ptr, ptr %7, align 8, !dbg !1515, !tbaa !1052
  %716 = load i64, ptr %715, align 8, !dbg !1515, !tbaa !1132
  %717 = add i64 %716, -1, !dbg !1515
  store i64 %717, ptr %715, align 8, !dbg !1515, !tbaa !1132
  %718 = icmp eq i64 %716, 0, !dbg !1515
  br i1 %718, label %725, label %719, !dbg !1515

719:                                              ; preds = %709
  %720 = getelementptr inbounds i8, ptr %715, i64 8, !dbg !1515
  %721 = load ptr, ptr %720, align 8, !dbg !1515, !tbaa !1134
  %722 = getelementptr inbounds i8, ptr %721, i64 1, !dbg !1515
  store ptr %722, ptr %720, align 8, !dbg !1515, !tbaa !1134
  %723 = load i8, ptr %721, align 1, !dbg !1515, !tbaa !849
  %724 = zext i8 %723 to i32, !dbg !1515
  br label %727, !dbg !1515

725:                                              ; preds = %709
  %726 = call i32 @luaZ_fill(ptr noundef nonnull %715) #6, !dbg !1515
  br label %727, !dbg !1515

727:                                              ; preds = %725, %719
  %728 = phi i32 [ %724, %719 ], [ %726, %725 ], !dbg !1515
  store i32 %728, ptr %0, align 8, !dbg !1515, !tbaa !1046
  %729 = add nuw nsw i32 %679, 1, !dbg !1516
    #dbg_value(i32 %689, !1486, !DIExpression(), !1488)
    #dbg_value(i32 %729, !1485, !DIExpression(), !1488)
  %730 = icmp eq i32 %729, 3, !dbg !1517
  br i1 %730, label %731, label %676, !dbg !1489, !llvm.loop !1518

731:                                              ; preds = %727, %676
  %732 = phi i32 [ %728, %727 ], [ %677, %676 ]
  %733 = phi i32 [ 3, %727 ], [ %679, %676 ], !dbg !1520
  %734 = phi i32 [ %689, %727 ], [ %678, %676 ], !dbg !1488
  %735 = icmp sgt i32 %734, 255, !dbg !1521
    #dbg_value(ptr %0, !1362, !DIExpression(), !1522)
    #dbg_value(i1 %735, !1367, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1522)
    #dbg_value(ptr @.str.54, !1368, !DIExpression(), !1522)
  br i1 %735, label %736, label %754, !dbg !1524

736:                                              ; preds = %731
  %737 = icmp eq i32 %732, -1, !dbg !1525
  br i1 %737, label %753, label %738, !dbg !1526

738:                                              ; preds = %736
  call fastcc void @save(ptr noundef nonnull %0, i32 noundef %732), !dbg !1527
  %739 = load ptr, ptr %7, align 8, !dbg !1527, !tbaa !1052
  %740 = load i64, ptr %739, align 8, !dbg !1527, !tbaa !1132
  %741 = add i64 %740, -1, !dbg !1527
  store i64 %741, ptr %739, align 8, !dbg !1527, !tbaa !1132
  %742 = icmp eq i64 %740, 0, !dbg !1527
  br i1 %742, label %749, label %743, !dbg !1527

743:                                              ; preds = %738
  %744 = getelementptr inbounds i8, ptr %739, i64 8, !dbg !1527
  %745 = load ptr, ptr %744, align 8, !dbg !1527, !tbaa !1134
  %746 = getelementptr inbounds i8, ptr %745, i64 1, !dbg !1527
  store ptr %746, ptr %744, align 8, !dbg !1527, !tbaa !1134
  %747 = load i8, ptr %745, align 1, !dbg !1527, !tbaa !849
  %748 = zext i8 %747 to i32, !dbg !1527
  br label %751, !dbg !1527

749:                                              ; preds = %738
  %750 = call i32 @luaZ_fill(ptr noundef nonnull %739) #6, !dbg !1527
  br label %751, !dbg !1527

751:                                              ; preds = %749, %743
  %752 = phi i32 [ %748, %743 ], [ %750, %749 ], !dbg !1527
  store i32 %752, ptr %0, align 8, !dbg !1527, !tbaa !1046
  br label %753, !dbg !1527

753:                                              ; preds = %751, %736
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.54, i32 noundef 292) #7, !dbg !1528
  unreachable, !dbg !1528

754:                                              ; preds = %731
  %755 = zext nneg i32 %733 to i64, !dbg !1529
  %756 = load ptr, ptr %4, align 8, !dbg !1529, !tbaa !923
  %757 = getelementptr inbounds i8, ptr %756, i64 8, !dbg !1529
  %758 = load i64, ptr %757, align 8, !dbg !1529, !tbaa !925
  %759 = sub i64 %758, %755, !dbg !1529
  store i64 %759, ptr %757, align 8, !dbg !1529, !tbaa !925
    #dbg_value(i32 %734, !1246, !DIExpression(), !1303)
  br label %776, !dbg !1530

760:                                              ; preds = %598, %382, %381, %380, %379, %378, %377, %376, %374
  %761 = phi i32 [ %375, %598 ], [ %386, %382 ], [ 11, %381 ], [ 9, %380 ], [ 13, %379 ], [ 10, %378 ], [ 12, %377 ], [ 8, %376 ], [ 7, %374 ], !dbg !1531
    #dbg_value(i32 %761, !1246, !DIExpression(), !1303)
    #dbg_label(!1250, !1532)
  %762 = load ptr, ptr %7, align 8, !dbg !1533, !tbaa !1052
  %763 = load i64, ptr %762, align 8, !dbg !1533, !tbaa !1132
  %764 = add i64 %763, -1, !dbg !1533
  store i64 %764, ptr %762, align 8, !dbg !1533, !tbaa !1132
  %765 = icmp eq i64 %763, 0, !dbg !1533
  br i1 %765, label %772, label %766, !dbg !1533

766:                                              ; preds = %760
  %767 = getelementptr inbounds i8, ptr %762, i64 8, !dbg !1533
  %768 = load ptr, ptr %767, align 8, !dbg !1533, !tbaa !1134
  %769 = getelementptr inbounds i8, ptr %768, i64 1, !dbg !1533
  store ptr %769, ptr %767, align 8, !dbg !1533, !tbaa !1134
  %770 = load i8, ptr %768, align 1, !dbg !1533, !tbaa !849
  %771 = zext i8 %770 to i32, !dbg !1533
  br label %774, !dbg !1533

772:                                              ; preds = %760
  %773 = call i32 @luaZ_fill(ptr noundef nonnull %762) #6, !dbg !1533
  br label %774, !dbg !1533

774:                                              ; preds = %772, %766
  %775 = phi i32 [ %771, %766 ], [ %773, %772 ], !dbg !1533
  store i32 %775, ptr %0, align 8, !dbg !1533, !tbaa !1046
  br label %776, !dbg !1533

776:                                              ; preds = %774, %754, %597
  %777 = phi i32 [ %734, %754 ], [ %761, %774 ], [ 10, %597 ], !dbg !1531
    #dbg_value(i32 %777, !1246, !DIExpression(), !1303)
    #dbg_label(!1251, !1534)
  %778 = load ptr, ptr %4, align 8, !dbg !1535, !tbaa !923
  %779 = getelementptr inbounds i8, ptr %778, i64 8, !dbg !1535
  %780 = load i64, ptr %779, align 8, !dbg !1535, !tbaa !925
  %781 = add i64 %780, -1, !dbg !1535
  store i64 %781, ptr %779, align 8, !dbg !1535, !tbaa !925
    #dbg_value(ptr %0, !909, !DIExpression(), !1536)
    #dbg_value(i32 %777, !914, !DIExpression(), !1536)
    #dbg_value(ptr %778, !915, !DIExpression(), !1536)
  %782 = getelementptr inbounds i8, ptr %778, i64 16, !dbg !1538
  %783 = load i64, ptr %782, align 8, !dbg !1538, !tbaa !930
  %784 = icmp ugt i64 %780, %783, !dbg !1539
  br i1 %784, label %787, label %785, !dbg !1540

785:                                              ; preds = %776
  %786 = load ptr, ptr %778, align 8, !dbg !1541, !tbaa !934
  br label %797, !dbg !1540

787:                                              ; preds = %776
  %788 = icmp ugt i64 %783, 4611686018427387902, !dbg !1542
  br i1 %788, label %789, label %790, !dbg !1543

789:                                              ; preds = %787
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1544
  unreachable, !dbg !1544

790:                                              ; preds = %787
  %791 = shl nuw nsw i64 %783, 1, !dbg !1545
    #dbg_value(i64 %791, !916, !DIExpression(), !1546)
  %792 = load ptr, ptr %332, align 8, !dbg !1547, !tbaa !851
  %793 = load ptr, ptr %778, align 8, !dbg !1547, !tbaa !934
  %794 = call ptr @luaM_saferealloc_(ptr noundef %792, ptr noundef %793, i64 noundef %783, i64 noundef %791) #6, !dbg !1547
  store ptr %794, ptr %778, align 8, !dbg !1547, !tbaa !934
  store i64 %791, ptr %782, align 8, !dbg !1547, !tbaa !930
  %795 = load i64, ptr %779, align 8, !dbg !1548, !tbaa !925
  %796 = add i64 %795, 1, !dbg !1548
  br label %797, !dbg !1549

797:                                              ; preds = %790, %785
  %798 = phi i64 [ %780, %785 ], [ %796, %790 ], !dbg !1548
  %799 = phi i64 [ %781, %785 ], [ %795, %790 ], !dbg !1548
  %800 = phi ptr [ %786, %785 ], [ %794, %790 ], !dbg !1541
  %801 = trunc i32 %777 to i8, !dbg !1550
  store i64 %798, ptr %779, align 8, !dbg !1548, !tbaa !925
  %802 = getelementptr inbounds i8, ptr %800, i64 %799, !dbg !1551
  store i8 %801, ptr %802, align 1, !dbg !1552, !tbaa !849
  br label %843, !dbg !1553

803:                                              ; preds = %333
    #dbg_value(ptr %0, !909, !DIExpression(), !1554)
    #dbg_value(i32 %334, !914, !DIExpression(), !1554)
  %804 = load ptr, ptr %4, align 8, !dbg !1556, !tbaa !923
    #dbg_value(ptr %804, !915, !DIExpression(), !1554)
  %805 = getelementptr inbounds i8, ptr %804, i64 8, !dbg !1557
  %806 = load i64, ptr %805, align 8, !dbg !1557, !tbaa !925
  %807 = add i64 %806, 1, !dbg !1558
  %808 = getelementptr inbounds i8, ptr %804, i64 16, !dbg !1559
  %809 = load i64, ptr %808, align 8, !dbg !1559, !tbaa !930
  %810 = icmp ugt i64 %807, %809, !dbg !1560
  br i1 %810, label %813, label %811, !dbg !1561

811:                                              ; preds = %803
  %812 = load ptr, ptr %804, align 8, !dbg !1562, !tbaa !934
  br label %823, !dbg !1561

813:                                              ; preds = %803
  %814 = icmp ugt i64 %809, 4611686018427387902, !dbg !1563
  br i1 %814, label %815, label %816, !dbg !1564

815:                                              ; preds = %813
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1565
  unreachable, !dbg !1565

816:                                              ; preds = %813
  %817 = shl nuw nsw i64 %809, 1, !dbg !1566
    #dbg_value(i64 %817, !916, !DIExpression(), !1567)
  %818 = load ptr, ptr %332, align 8, !dbg !1568, !tbaa !851
  %819 = load ptr, ptr %804, align 8, !dbg !1568, !tbaa !934
  %820 = call ptr @luaM_saferealloc_(ptr noundef %818, ptr noundef %819, i64 noundef %809, i64 noundef %817) #6, !dbg !1568
  store ptr %820, ptr %804, align 8, !dbg !1568, !tbaa !934
  store i64 %817, ptr %808, align 8, !dbg !1568, !tbaa !930
  %821 = load i64, ptr %805, align 8, !dbg !1569, !tbaa !925
  %822 = add i64 %821, 1, !dbg !1569
  br label %823, !dbg !1570

823:                                              ; preds = %816, %811
  %824 = phi i64 [ %807, %811 ], [ %822, %816 ], !dbg !1569
  %825 = phi i64 [ %806, %811 ], [ %821, %816 ], !dbg !1569
  %826 = phi ptr [ %812, %811 ], [ %820, %816 ], !dbg !1562
  %827 = trunc i32 %334 to i8, !dbg !1571
  store i64 %824, ptr %805, align 8, !dbg !1569, !tbaa !925
  %828 = getelementptr inbounds i8, ptr %826, i64 %825, !dbg !1572
  store i8 %827, ptr %828, align 1, !dbg !1573, !tbaa !849
  %829 = load ptr, ptr %7, align 8, !dbg !1574, !tbaa !1052
  %830 = load i64, ptr %829, align 8, !dbg !1574, !tbaa !1132
  %831 = add i64 %830, -1, !dbg !1574
  store i64 %831, ptr %829, align 8, !dbg !1574, !tbaa !1132
  %832 = icmp eq i64 %830, 0, !dbg !1574
  br i1 %832, label %839, label %833, !dbg !1574

833:                                              ; preds = %823
  %834 = getelementptr inbounds i8, ptr %829, i64 8, !dbg !1574
  %835 = load ptr, ptr %834, align 8, !dbg !1574, !tbaa !1134
  %836 = getelementptr inbounds i8, ptr %835, i64 1, !dbg !1574
  store ptr %836, ptr %834, align 8, !dbg !1574, !tbaa !1134
  %837 = load i8, ptr %835, align 1, !dbg !1574, !tbaa !849
  %838 = zext i8 %837 to i32, !dbg !1574
  br label %841, !dbg !1574

839:                                              ; preds = %823
  %840 = call i32 @luaZ_fill(ptr noundef nonnull %829) #6, !dbg !1574
  br label %841, !dbg !1574

841:                                              ; preds = %839, %833
  %842 = phi i32 [ %838, %833 ], [ %840, %839 ], !dbg !1574
  store i32 %842, ptr %0, align 8, !dbg !1574, !tbaa !1046
  br label %843, !dbg !1575

843:                                              ; preds = %643, %841, %797, %616, %596, %374
  %844 = load i32, ptr %0, align 8, !dbg !1576, !tbaa !1046
  %845 = icmp eq i32 %844, %9, !dbg !1277
  br i1 %845, label %846, label %333, !dbg !1278, !llvm.loop !1577

846:                                              ; preds = %843, %328
    #dbg_value(ptr %0, !909, !DIExpression(), !1579)
    #dbg_value(i32 %9, !914, !DIExpression(), !1579)
  %847 = load ptr, ptr %4, align 8, !dbg !1581, !tbaa !923
    #dbg_value(ptr %847, !915, !DIExpression(), !1579)
  %848 = getelementptr inbounds i8, ptr %847, i64 8, !dbg !1582
  %849 = load i64, ptr %848, align 8, !dbg !1582, !tbaa !925
  %850 = add i64 %849, 1, !dbg !1583
  %851 = getelementptr inbounds i8, ptr %847, i64 16, !dbg !1584
  %852 = load i64, ptr %851, align 8, !dbg !1584, !tbaa !930
  %853 = icmp ugt i64 %850, %852, !dbg !1585
  br i1 %853, label %856, label %854, !dbg !1586

854:                                              ; preds = %846
  %855 = load ptr, ptr %847, align 8, !dbg !1587, !tbaa !934
  br label %867, !dbg !1586

856:                                              ; preds = %846
  %857 = icmp ugt i64 %852, 4611686018427387902, !dbg !1588
  br i1 %857, label %858, label %859, !dbg !1589

858:                                              ; preds = %856
  call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1590
  unreachable, !dbg !1590

859:                                              ; preds = %856
  %860 = shl nuw nsw i64 %852, 1, !dbg !1591
    #dbg_value(i64 %860, !916, !DIExpression(), !1592)
  %861 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1593
  %862 = load ptr, ptr %861, align 8, !dbg !1593, !tbaa !851
  %863 = load ptr, ptr %847, align 8, !dbg !1593, !tbaa !934
  %864 = call ptr @luaM_saferealloc_(ptr noundef %862, ptr noundef %863, i64 noundef %852, i64 noundef %860) #6, !dbg !1593
  store ptr %864, ptr %847, align 8, !dbg !1593, !tbaa !934
  store i64 %860, ptr %851, align 8, !dbg !1593, !tbaa !930
  %865 = load i64, ptr %848, align 8, !dbg !1594, !tbaa !925
  %866 = add i64 %865, 1, !dbg !1594
  br label %867, !dbg !1595

867:                                              ; preds = %859, %854
  %868 = phi i64 [ %850, %854 ], [ %866, %859 ], !dbg !1594
  %869 = phi i64 [ %849, %854 ], [ %865, %859 ], !dbg !1594
  %870 = phi ptr [ %855, %854 ], [ %864, %859 ], !dbg !1587
  store i64 %868, ptr %848, align 8, !dbg !1594, !tbaa !925
  %871 = getelementptr inbounds i8, ptr %870, i64 %869, !dbg !1596
  store i8 %314, ptr %871, align 1, !dbg !1597, !tbaa !849
  %872 = load ptr, ptr %7, align 8, !dbg !1598, !tbaa !1052
  %873 = load i64, ptr %872, align 8, !dbg !1598, !tbaa !1132
  %874 = add i64 %873, -1, !dbg !1598
  store i64 %874, ptr %872, align 8, !dbg !1598, !tbaa !1132
  %875 = icmp eq i64 %873, 0, !dbg !1598
  br i1 %875, label %882, label %876, !dbg !1598

876:                                              ; preds = %867
  %877 = getelementptr inbounds i8, ptr %872, i64 8, !dbg !1598
  %878 = load ptr, ptr %877, align 8, !dbg !1598, !tbaa !1134
  %879 = getelementptr inbounds i8, ptr %878, i64 1, !dbg !1598
  store ptr %879, ptr %877, align 8, !dbg !1598, !tbaa !1134
  %880 = load i8, ptr %878, align 1, !dbg !1598, !tbaa !849
  %881 = zext i8 %880 to i32, !dbg !1598
  br label %884, !dbg !1598

882:                                              ; preds = %867
  %883 = call i32 @luaZ_fill(ptr noundef nonnull %872) #6, !dbg !1598
  br label %884, !dbg !1598

884:                                              ; preds = %876, %882
  %885 = phi i32 [ %881, %876 ], [ %883, %882 ], !dbg !1598
  store i32 %885, ptr %0, align 8, !dbg !1598, !tbaa !1046
  %886 = load ptr, ptr %4, align 8, !dbg !1599, !tbaa !923
  %887 = load ptr, ptr %886, align 8, !dbg !1599, !tbaa !934
  %888 = getelementptr inbounds i8, ptr %887, i64 1, !dbg !1600
  %889 = getelementptr inbounds i8, ptr %886, i64 8, !dbg !1601
  %890 = load i64, ptr %889, align 8, !dbg !1601, !tbaa !925
  %891 = add i64 %890, -2, !dbg !1602
  %892 = call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef nonnull %888, i64 noundef %891), !dbg !1603
  store ptr %892, ptr %1, align 8, !dbg !1604, !tbaa !849
  br label %1063, !dbg !1605

893:                                              ; preds = %8
    #dbg_value(ptr %0, !909, !DIExpression(), !1606)
    #dbg_value(i32 46, !914, !DIExpression(), !1606)
  %894 = load ptr, ptr %4, align 8, !dbg !1609, !tbaa !923
    #dbg_value(ptr %894, !915, !DIExpression(), !1606)
  %895 = getelementptr inbounds i8, ptr %894, i64 8, !dbg !1610
  %896 = load i64, ptr %895, align 8, !dbg !1610, !tbaa !925
  %897 = add i64 %896, 1, !dbg !1611
  %898 = getelementptr inbounds i8, ptr %894, i64 16, !dbg !1612
  %899 = load i64, ptr %898, align 8, !dbg !1612, !tbaa !930
  %900 = icmp ugt i64 %897, %899, !dbg !1613
  br i1 %900, label %903, label %901, !dbg !1614

901:                                              ; preds = %893
  %902 = load ptr, ptr %894, align 8, !dbg !1615, !tbaa !934
  br label %914, !dbg !1614

903:                                              ; preds = %893
  %904 = icmp ugt i64 %899, 4611686018427387902, !dbg !1616
  br i1 %904, label %905, label %906, !dbg !1617

905:                                              ; preds = %903
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1618
  unreachable, !dbg !1618

906:                                              ; preds = %903
  %907 = shl nuw nsw i64 %899, 1, !dbg !1619
    #dbg_value(i64 %907, !916, !DIExpression(), !1620)
  %908 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1621
  %909 = load ptr, ptr %908, align 8, !dbg !1621, !tbaa !851
  %910 = load ptr, ptr %894, align 8, !dbg !1621, !tbaa !934
  %911 = tail call ptr @luaM_saferealloc_(ptr noundef %909, ptr noundef %910, i64 noundef %899, i64 noundef %907) #6, !dbg !1621
  store ptr %911, ptr %894, align 8, !dbg !1621, !tbaa !934
  store i64 %907, ptr %898, align 8, !dbg !1621, !tbaa !930
  %912 = load i64, ptr %895, align 8, !dbg !1622, !tbaa !925
  %913 = add i64 %912, 1, !dbg !1622
  br label %914, !dbg !1623

914:                                              ; preds = %901, %906
  %915 = phi i64 [ %897, %901 ], [ %913, %906 ], !dbg !1622
  %916 = phi i64 [ %896, %901 ], [ %912, %906 ], !dbg !1622
  %917 = phi ptr [ %902, %901 ], [ %911, %906 ], !dbg !1615
  store i64 %915, ptr %895, align 8, !dbg !1622, !tbaa !925
  %918 = getelementptr inbounds i8, ptr %917, i64 %916, !dbg !1624
  store i8 46, ptr %918, align 1, !dbg !1625, !tbaa !849
  %919 = load ptr, ptr %7, align 8, !dbg !1626, !tbaa !1052
  %920 = load i64, ptr %919, align 8, !dbg !1626, !tbaa !1132
  %921 = add i64 %920, -1, !dbg !1626
  store i64 %921, ptr %919, align 8, !dbg !1626, !tbaa !1132
  %922 = icmp eq i64 %920, 0, !dbg !1626
  br i1 %922, label %929, label %923, !dbg !1626

923:                                              ; preds = %914
  %924 = getelementptr inbounds i8, ptr %919, i64 8, !dbg !1626
  %925 = load ptr, ptr %924, align 8, !dbg !1626, !tbaa !1134
  %926 = getelementptr inbounds i8, ptr %925, i64 1, !dbg !1626
  store ptr %926, ptr %924, align 8, !dbg !1626, !tbaa !1134
  %927 = load i8, ptr %925, align 1, !dbg !1626, !tbaa !849
  %928 = zext i8 %927 to i32, !dbg !1626
  br label %931, !dbg !1626

929:                                              ; preds = %914
  %930 = tail call i32 @luaZ_fill(ptr noundef nonnull %919) #6, !dbg !1626
  br label %931, !dbg !1626

931:                                              ; preds = %929, %923
  %932 = phi i32 [ %928, %923 ], [ %930, %929 ], !dbg !1626
  store i32 %932, ptr %0, align 8, !dbg !1626, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1627)
    #dbg_value(i32 46, !1178, !DIExpression(), !1627)
  %933 = icmp eq i32 %932, 46, !dbg !1630
  br i1 %933, label %934, label %965, !dbg !1631

934:                                              ; preds = %931
  %935 = load ptr, ptr %7, align 8, !dbg !1632, !tbaa !1052
  %936 = load i64, ptr %935, align 8, !dbg !1632, !tbaa !1132
  %937 = add i64 %936, -1, !dbg !1632
  store i64 %937, ptr %935, align 8, !dbg !1632, !tbaa !1132
  %938 = icmp eq i64 %936, 0, !dbg !1632
  br i1 %938, label %945, label %939, !dbg !1632

939:                                              ; preds = %934
  %940 = getelementptr inbounds i8, ptr %935, i64 8, !dbg !1632
  %941 = load ptr, ptr %940, align 8, !dbg !1632, !tbaa !1134
  %942 = getelementptr inbounds i8, ptr %941, i64 1, !dbg !1632
  store ptr %942, ptr %940, align 8, !dbg !1632, !tbaa !1134
  %943 = load i8, ptr %941, align 1, !dbg !1632, !tbaa !849
  %944 = zext i8 %943 to i32, !dbg !1632
  br label %947, !dbg !1632

945:                                              ; preds = %934
  %946 = tail call i32 @luaZ_fill(ptr noundef nonnull %935) #6, !dbg !1632
  br label %947, !dbg !1632

947:                                              ; preds = %945, %939
  %948 = phi i32 [ %944, %939 ], [ %946, %945 ], !dbg !1632
  store i32 %948, ptr %0, align 8, !dbg !1632, !tbaa !1046
    #dbg_value(ptr %0, !1173, !DIExpression(), !1633)
    #dbg_value(i32 46, !1178, !DIExpression(), !1633)
  %949 = icmp eq i32 %948, 46, !dbg !1637
  br i1 %949, label %950, label %1063, !dbg !1638

950:                                              ; preds = %947
  %951 = load ptr, ptr %7, align 8, !dbg !1639, !tbaa !1052
  %952 = load i64, ptr %951, align 8, !dbg !1639, !tbaa !1132
  %953 = add i64 %952, -1, !dbg !1639
  store i64 %953, ptr %951, align 8, !dbg !1639, !tbaa !1132
  %954 = icmp eq i64 %952, 0, !dbg !1639
  br i1 %954, label %961, label %955, !dbg !1639

955:                                              ; preds = %950
  %956 = getelementptr inbounds i8, ptr %951, i64 8, !dbg !1639
  %957 = load ptr, ptr %956, align 8, !dbg !1639, !tbaa !1134
  %958 = getelementptr inbounds i8, ptr %957, i64 1, !dbg !1639
  store ptr %958, ptr %956, align 8, !dbg !1639, !tbaa !1134
  %959 = load i8, ptr %957, align 1, !dbg !1639, !tbaa !849
  %960 = zext i8 %959 to i32, !dbg !1639
  br label %963, !dbg !1639

961:                                              ; preds = %950
  %962 = tail call i32 @luaZ_fill(ptr noundef nonnull %951) #6, !dbg !1639
  br label %963, !dbg !1639

963:                                              ; preds = %955, %961
  %964 = phi i32 [ %960, %955 ], [ %962, %961 ], !dbg !1639
  store i32 %964, ptr %0, align 8, !dbg !1639, !tbaa !1046
  br label %1063, !dbg !1640

965:                                              ; preds = %931
  %966 = add nsw i32 %932, 1, !dbg !1641
  %967 = sext i32 %966 to i64, !dbg !1641
  %968 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %967, !dbg !1641
  %969 = load i8, ptr %968, align 1, !dbg !1641, !tbaa !849
  %970 = and i8 %969, 2, !dbg !1641
  %971 = icmp eq i8 %970, 0, !dbg !1641
  br i1 %971, label %1063, label %972, !dbg !1643

972:                                              ; preds = %965
  %973 = tail call fastcc i32 @read_numeral(ptr noundef nonnull %0, ptr noundef %1), !dbg !1644
  br label %1063, !dbg !1645

974:                                              ; preds = %8, %8, %8, %8, %8, %8, %8, %8, %8, %8
  %975 = tail call fastcc i32 @read_numeral(ptr noundef nonnull %0, ptr noundef %1), !dbg !1646
  br label %1063, !dbg !1648

976:                                              ; preds = %8
  %977 = add nsw i32 %9, 1, !dbg !1649
  %978 = sext i32 %977 to i64, !dbg !1649
  %979 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %978, !dbg !1649
  %980 = load i8, ptr %979, align 1, !dbg !1649, !tbaa !849
  %981 = and i8 %980, 1, !dbg !1649
  %982 = icmp eq i8 %981, 0, !dbg !1649
  br i1 %982, label %1048, label %983, !dbg !1650

983:                                              ; preds = %976
  %984 = getelementptr inbounds i8, ptr %0, i64 56
  br label %985, !dbg !1651

985:                                              ; preds = %983, %1024
  %986 = phi i32 [ %9, %983 ], [ %1025, %1024 ], !dbg !1652
    #dbg_value(ptr %0, !909, !DIExpression(), !1654)
    #dbg_value(i32 %986, !914, !DIExpression(), !1654)
  %987 = load ptr, ptr %4, align 8, !dbg !1656, !tbaa !923
    #dbg_value(ptr %987, !915, !DIExpression(), !1654)
  %988 = getelementptr inbounds i8, ptr %987, i64 8, !dbg !1657
  %989 = load i64, ptr %988, align 8, !dbg !1657, !tbaa !925
  %990 = add i64 %989, 1, !dbg !1658
  %991 = getelementptr inbounds i8, ptr %987, i64 16, !dbg !1659
  %992 = load i64, ptr %991, align 8, !dbg !1659, !tbaa !930
  %993 = icmp ugt i64 %990, %992, !dbg !1660
  br i1 %993, label %996, label %994, !dbg !1661

994:                                              ; preds = %985
  %995 = load ptr, ptr %987, align 8, !dbg !1662, !tbaa !934
  br label %1006, !dbg !1661

996:                                              ; preds = %985
  %997 = icmp ugt i64 %992, 4611686018427387902, !dbg !1663
  br i1 %997, label %998, label %999, !dbg !1664

998:                                              ; preds = %996
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1665
  unreachable, !dbg !1665

999:                                              ; preds = %996
  %1000 = shl nuw nsw i64 %992, 1, !dbg !1666
    #dbg_value(i64 %1000, !916, !DIExpression(), !1667)
  %1001 = load ptr, ptr %984, align 8, !dbg !1668, !tbaa !851
  %1002 = load ptr, ptr %987, align 8, !dbg !1668, !tbaa !934
  %1003 = tail call ptr @luaM_saferealloc_(ptr noundef %1001, ptr noundef %1002, i64 noundef %992, i64 noundef %1000) #6, !dbg !1668
  store ptr %1003, ptr %987, align 8, !dbg !1668, !tbaa !934
  store i64 %1000, ptr %991, align 8, !dbg !1668, !tbaa !930
  %1004 = load i64, ptr %988, align 8, !dbg !1669, !tbaa !925
  %1005 = add i64 %1004, 1, !dbg !1669
  br label %1006, !dbg !1670

1006:                                             ; preds = %994, %999
  %1007 = phi i64 [ %990, %994 ], [ %1005, %999 ], !dbg !1669
  %1008 = phi i64 [ %989, %994 ], [ %1004, %999 ], !dbg !1669
  %1009 = phi ptr [ %995, %994 ], [ %1003, %999 ], !dbg !1662
  %1010 = trunc i32 %986 to i8, !dbg !1671
  store i64 %1007, ptr %988, align 8, !dbg !1669, !tbaa !925
  %1011 = getelementptr inbounds i8, ptr %1009, i64 %1008, !dbg !1672
  store i8 %1010, ptr %1011, align 1, !dbg !1673, !tbaa !849
  %1012 = load ptr, ptr %7, align 8, !dbg !1652, !tbaa !1052
  %1013 = load i64, ptr %1012, align 8, !dbg !1652, !tbaa !1132
  %1014 = add i64 %1013, -1, !dbg !1652
  store i64 %1014, ptr %1012, align 8, !dbg !1652, !tbaa !1132
  %1015 = icmp eq i64 %1013, 0, !dbg !1652
  br i1 %1015, label %1022, label %1016, !dbg !1652

1016:                                             ; preds = %1006
  %1017 = getelementptr inbounds i8, ptr %1012, i64 8, !dbg !1652
  %1018 = load ptr, ptr %1017, align 8, !dbg !1652, !tbaa !1134
  %1019 = getelementptr inbounds i8, ptr %1018, i64 1, !dbg !1652
  store ptr %1019, ptr %1017, align 8, !dbg !1652, !tbaa !1134
  %1020 = load i8, ptr %1018, align 1, !dbg !1652, !tbaa !849
  %1021 = zext i8 %1020 to i32, !dbg !1652
  br label %1024, !dbg !1652

1022:                                             ; preds = %1006
  %1023 = tail call i32 @luaZ_fill(ptr noundef nonnull %1012) #6, !dbg !1652
  br label %1024, !dbg !1652

1024:                                             ; preds = %1022, %1016
  %1025 = phi i32 [ %1021, %1016 ], [ %1023, %1022 ], !dbg !1652
  store i32 %1025, ptr %0, align 8, !dbg !1652, !tbaa !1046
  %1026 = add nsw i32 %1025, 1, !dbg !1674
  %1027 = sext i32 %1026 to i64, !dbg !1674
  %1028 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %1027, !dbg !1674
  %1029 = load i8, ptr %1028, align 1, !dbg !1674, !tbaa !849
  %1030 = and i8 %1029, 3, !dbg !1674
  %1031 = icmp eq i8 %1030, 0, !dbg !1675
  br i1 %1031, label %1032, label %985, !dbg !1675, !llvm.loop !1676

1032:                                             ; preds = %1024
  %1033 = load ptr, ptr %4, align 8, !dbg !1678, !tbaa !923
  %1034 = load ptr, ptr %1033, align 8, !dbg !1678, !tbaa !934
  %1035 = getelementptr inbounds i8, ptr %1033, i64 8, !dbg !1679
  %1036 = load i64, ptr %1035, align 8, !dbg !1679, !tbaa !925
  %1037 = tail call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef %1034, i64 noundef %1036), !dbg !1680
    #dbg_value(ptr %1037, !1115, !DIExpression(), !1681)
  store ptr %1037, ptr %1, align 8, !dbg !1682, !tbaa !849
  %1038 = getelementptr inbounds i8, ptr %1037, i64 8, !dbg !1683
  %1039 = load i8, ptr %1038, align 8, !dbg !1683, !tbaa !1005
  %1040 = icmp eq i8 %1039, 4, !dbg !1683
  br i1 %1040, label %1041, label %1063, !dbg !1683

1041:                                             ; preds = %1032
  %1042 = getelementptr inbounds i8, ptr %1037, i64 10, !dbg !1683
  %1043 = load i8, ptr %1042, align 2, !dbg !1683, !tbaa !696
  %1044 = icmp eq i8 %1043, 0, !dbg !1683
  br i1 %1044, label %1063, label %1045, !dbg !1685

1045:                                             ; preds = %1041
  %1046 = zext i8 %1043 to i32, !dbg !1683
  %1047 = add nuw nsw i32 %1046, 255, !dbg !1686
  br label %1063, !dbg !1687

1048:                                             ; preds = %976
    #dbg_value(i32 %9, !1119, !DIExpression(), !1688)
  %1049 = load ptr, ptr %7, align 8, !dbg !1689, !tbaa !1052
  %1050 = load i64, ptr %1049, align 8, !dbg !1689, !tbaa !1132
  %1051 = add i64 %1050, -1, !dbg !1689
  store i64 %1051, ptr %1049, align 8, !dbg !1689, !tbaa !1132
  %1052 = icmp eq i64 %1050, 0, !dbg !1689
  br i1 %1052, label %1059, label %1053, !dbg !1689

1053:                                             ; preds = %1048
  %1054 = getelementptr inbounds i8, ptr %1049, i64 8, !dbg !1689
  %1055 = load ptr, ptr %1054, align 8, !dbg !1689, !tbaa !1134
  %1056 = getelementptr inbounds i8, ptr %1055, i64 1, !dbg !1689
  store ptr %1056, ptr %1054, align 8, !dbg !1689, !tbaa !1134
  %1057 = load i8, ptr %1055, align 1, !dbg !1689, !tbaa !849
  %1058 = zext i8 %1057 to i32, !dbg !1689
  br label %1061, !dbg !1689

1059:                                             ; preds = %1048
  %1060 = tail call i32 @luaZ_fill(ptr noundef nonnull %1049) #6, !dbg !1689
  br label %1061, !dbg !1689

1061:                                             ; preds = %1059, %1053
  %1062 = phi i32 [ %1058, %1053 ], [ %1060, %1059 ], !dbg !1689
  store i32 %1062, ptr %0, align 8, !dbg !1689, !tbaa !1046
  br label %1063

1063:                                             ; preds = %8, %39, %963, %947, %287, %271, %256, %240, %225, %209, %190, %155, %124, %108, %1045, %1041, %1032, %965, %192, %157, %91, %92, %1061, %974, %972, %884
  %1064 = phi i32 [ %9, %1061 ], [ %975, %974 ], [ %973, %972 ], [ 292, %884 ], [ 292, %91 ], [ 91, %92 ], [ 283, %155 ], [ %160, %157 ], [ 282, %190 ], [ %195, %192 ], [ 46, %965 ], [ %1047, %1045 ], [ 291, %1041 ], [ 291, %1032 ], [ 281, %124 ], [ 61, %108 ], [ 278, %225 ], [ 47, %209 ], [ 284, %256 ], [ 126, %240 ], [ 287, %287 ], [ 58, %271 ], [ 280, %963 ], [ 279, %947 ], [ 288, %8 ], [ 45, %39 ], !dbg !1690
  ret i32 %1064, !dbg !1691
}

; Function Attrs: nounwind uwtable
define hidden i32 @luaX_lookahead(ptr noundef %0) local_unnamed_addr #0 !dbg !1692 {
    #dbg_value(ptr %0, !1694, !DIExpression(), !1695)
  %2 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1696
  %3 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1697
  %4 = tail call fastcc i32 @llex(ptr noundef %0, ptr noundef nonnull %3), !dbg !1698
  store i32 %4, ptr %2, align 8, !dbg !1699, !tbaa !1049
  ret i32 %4, !dbg !1700
}

declare !dbg !1701 hidden ptr @luaG_addinfo(ptr noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare !dbg !1705 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal fastcc void @save(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 !dbg !910 {
    #dbg_value(ptr %0, !909, !DIExpression(), !1709)
    #dbg_value(i32 %1, !914, !DIExpression(), !1709)
  %3 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1710
  %4 = load ptr, ptr %3, align 8, !dbg !1710, !tbaa !923
    #dbg_value(ptr %4, !915, !DIExpression(), !1709)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1711
  %6 = load i64, ptr %5, align 8, !dbg !1711, !tbaa !925
  %7 = add i64 %6, 1, !dbg !1712
  %8 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1713
  %9 = load i64, ptr %8, align 8, !dbg !1713, !tbaa !930
  %10 = icmp ugt i64 %7, %9, !dbg !1714
  br i1 %10, label %13, label %11, !dbg !1715

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !dbg !1716, !tbaa !934
  br label %24, !dbg !1715

13:                                               ; preds = %2
  %14 = icmp ugt i64 %9, 4611686018427387902, !dbg !1717
  br i1 %14, label %15, label %16, !dbg !1718

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1719
  unreachable, !dbg !1719

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1, !dbg !1720
    #dbg_value(i64 %17, !916, !DIExpression(), !1721)
  %18 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1722
  %19 = load ptr, ptr %18, align 8, !dbg !1722, !tbaa !851
  %20 = load ptr, ptr %4, align 8, !dbg !1722, !tbaa !934
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6, !dbg !1722
  store ptr %21, ptr %4, align 8, !dbg !1722, !tbaa !934
  store i64 %17, ptr %8, align 8, !dbg !1722, !tbaa !930
  %22 = load i64, ptr %5, align 8, !dbg !1723, !tbaa !925
  %23 = add i64 %22, 1, !dbg !1723
  br label %24, !dbg !1724

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ], !dbg !1723
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ], !dbg !1723
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ], !dbg !1716
  %28 = trunc i32 %1 to i8, !dbg !1725
  store i64 %25, ptr %5, align 8, !dbg !1723, !tbaa !925
  %29 = getelementptr inbounds i8, ptr %27, i64 %26, !dbg !1726
  store i8 %28, ptr %29, align 1, !dbg !1727, !tbaa !849
  ret void, !dbg !1728
}

; Function Attrs: nounwind uwtable
define internal fastcc void @inclinenumber(ptr nocapture noundef %0) unnamed_addr #0 !dbg !1729 {
    #dbg_value(ptr %0, !1731, !DIExpression(), !1733)
  %2 = load i32, ptr %0, align 8, !dbg !1734, !tbaa !1046
    #dbg_value(i32 %2, !1732, !DIExpression(), !1733)
  %3 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1735
  %4 = load ptr, ptr %3, align 8, !dbg !1735, !tbaa !1052
  %5 = load i64, ptr %4, align 8, !dbg !1735, !tbaa !1132
  %6 = add i64 %5, -1, !dbg !1735
  store i64 %6, ptr %4, align 8, !dbg !1735, !tbaa !1132
  %7 = icmp eq i64 %5, 0, !dbg !1735
  br i1 %7, label %14, label %8, !dbg !1735

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1735
  %10 = load ptr, ptr %9, align 8, !dbg !1735, !tbaa !1134
  %11 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !1735
  store ptr %11, ptr %9, align 8, !dbg !1735, !tbaa !1134
  %12 = load i8, ptr %10, align 1, !dbg !1735, !tbaa !849
  %13 = zext i8 %12 to i32, !dbg !1735
  br label %16, !dbg !1735

14:                                               ; preds = %1
  %15 = tail call i32 @luaZ_fill(ptr noundef nonnull %4) #6, !dbg !1735
  br label %16, !dbg !1735

16:                                               ; preds = %14, %8
  %17 = phi i32 [ %13, %8 ], [ %15, %14 ], !dbg !1735
  store i32 %17, ptr %0, align 8, !dbg !1735, !tbaa !1046
  switch i32 %17, label %35 [
    i32 10, label %18
    i32 13, label %18
  ], !dbg !1736

18:                                               ; preds = %16, %16
  %19 = icmp eq i32 %17, %2, !dbg !1738
  br i1 %19, label %35, label %20, !dbg !1739

20:                                               ; preds = %18
  %21 = load ptr, ptr %3, align 8, !dbg !1740, !tbaa !1052
  %22 = load i64, ptr %21, align 8, !dbg !1740, !tbaa !1132
  %23 = add i64 %22, -1, !dbg !1740
  store i64 %23, ptr %21, align 8, !dbg !1740, !tbaa !1132
  %24 = icmp eq i64 %22, 0, !dbg !1740
  br i1 %24, label %31, label %25, !dbg !1740

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !1740
  %27 = load ptr, ptr %26, align 8, !dbg !1740, !tbaa !1134
  %28 = getelementptr inbounds i8, ptr %27, i64 1, !dbg !1740
  store ptr %28, ptr %26, align 8, !dbg !1740, !tbaa !1134
  %29 = load i8, ptr %27, align 1, !dbg !1740, !tbaa !849
  %30 = zext i8 %29 to i32, !dbg !1740
  br label %33, !dbg !1740

31:                                               ; preds = %20
  %32 = tail call i32 @luaZ_fill(ptr noundef nonnull %21) #6, !dbg !1740
  br label %33, !dbg !1740

33:                                               ; preds = %31, %25
  %34 = phi i32 [ %30, %25 ], [ %32, %31 ], !dbg !1740
  store i32 %34, ptr %0, align 8, !dbg !1740, !tbaa !1046
  br label %35, !dbg !1740

35:                                               ; preds = %16, %33, %18
  %36 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1741
  %37 = load i32, ptr %36, align 4, !dbg !1743, !tbaa !896
  %38 = add nsw i32 %37, 1, !dbg !1743
  store i32 %38, ptr %36, align 4, !dbg !1743, !tbaa !896
  %39 = icmp eq i32 %38, 2147483647, !dbg !1744
  br i1 %39, label %40, label %41, !dbg !1745

40:                                               ; preds = %35
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.44, i32 noundef 0) #7, !dbg !1746
  unreachable, !dbg !1746

41:                                               ; preds = %35
  ret void, !dbg !1747
}

declare !dbg !1748 hidden i32 @luaZ_fill(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @skip_sep(ptr nocapture noundef %0) unnamed_addr #0 !dbg !1751 {
    #dbg_value(ptr %0, !1755, !DIExpression(), !1758)
    #dbg_value(i64 0, !1756, !DIExpression(), !1758)
  %2 = load i32, ptr %0, align 8, !dbg !1759, !tbaa !1046
    #dbg_value(i32 %2, !1757, !DIExpression(), !1758)
    #dbg_value(ptr %0, !909, !DIExpression(), !1760)
    #dbg_value(i32 %2, !914, !DIExpression(), !1760)
  %3 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1762
  %4 = load ptr, ptr %3, align 8, !dbg !1762, !tbaa !923
    #dbg_value(ptr %4, !915, !DIExpression(), !1760)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1763
  %6 = load i64, ptr %5, align 8, !dbg !1763, !tbaa !925
  %7 = add i64 %6, 1, !dbg !1764
  %8 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1765
  %9 = load i64, ptr %8, align 8, !dbg !1765, !tbaa !930
  %10 = icmp ugt i64 %7, %9, !dbg !1766
  br i1 %10, label %13, label %11, !dbg !1767

11:                                               ; preds = %1
  %12 = load ptr, ptr %4, align 8, !dbg !1768, !tbaa !934
  br label %24, !dbg !1767

13:                                               ; preds = %1
  %14 = icmp ugt i64 %9, 4611686018427387902, !dbg !1769
  br i1 %14, label %15, label %16, !dbg !1770

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1771
  unreachable, !dbg !1771

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1, !dbg !1772
    #dbg_value(i64 %17, !916, !DIExpression(), !1773)
  %18 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1774
  %19 = load ptr, ptr %18, align 8, !dbg !1774, !tbaa !851
  %20 = load ptr, ptr %4, align 8, !dbg !1774, !tbaa !934
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6, !dbg !1774
  store ptr %21, ptr %4, align 8, !dbg !1774, !tbaa !934
  store i64 %17, ptr %8, align 8, !dbg !1774, !tbaa !930
  %22 = load i64, ptr %5, align 8, !dbg !1775, !tbaa !925
  %23 = add i64 %22, 1, !dbg !1775
  br label %24, !dbg !1776

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ], !dbg !1775
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ], !dbg !1775
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ], !dbg !1768
  %28 = trunc i32 %2 to i8, !dbg !1777
  store i64 %25, ptr %5, align 8, !dbg !1775, !tbaa !925
  %29 = getelementptr inbounds i8, ptr %27, i64 %26, !dbg !1778
  store i8 %28, ptr %29, align 1, !dbg !1779, !tbaa !849
  %30 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1780
  %31 = load ptr, ptr %30, align 8, !dbg !1780, !tbaa !1052
  %32 = load i64, ptr %31, align 8, !dbg !1780, !tbaa !1132
  %33 = add i64 %32, -1, !dbg !1780
  store i64 %33, ptr %31, align 8, !dbg !1780, !tbaa !1132
  %34 = icmp eq i64 %32, 0, !dbg !1780
  br i1 %34, label %41, label %35, !dbg !1780

35:                                               ; preds = %24
  %36 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !1780
  %37 = load ptr, ptr %36, align 8, !dbg !1780, !tbaa !1134
  %38 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !1780
  store ptr %38, ptr %36, align 8, !dbg !1780, !tbaa !1134
  %39 = load i8, ptr %37, align 1, !dbg !1780, !tbaa !849
  %40 = zext i8 %39 to i32, !dbg !1780
  br label %43, !dbg !1780

41:                                               ; preds = %24
  %42 = tail call i32 @luaZ_fill(ptr noundef nonnull %31) #6, !dbg !1780
  br label %43, !dbg !1780

43:                                               ; preds = %41, %35
  %44 = phi i32 [ %40, %35 ], [ %42, %41 ], !dbg !1780
  store i32 %44, ptr %0, align 8, !dbg !1780, !tbaa !1046
    #dbg_value(i64 0, !1756, !DIExpression(), !1758)
  %45 = icmp eq i32 %44, 61, !dbg !1781
  br i1 %45, label %46, label %90, !dbg !1782

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %0, i64 56
  br label %48, !dbg !1782

48:                                               ; preds = %46, %86
  %49 = phi i64 [ 0, %46 ], [ %88, %86 ]
    #dbg_value(i64 %49, !1756, !DIExpression(), !1758)
    #dbg_value(ptr %0, !909, !DIExpression(), !1783)
    #dbg_value(i32 61, !914, !DIExpression(), !1783)
  %50 = load ptr, ptr %3, align 8, !dbg !1786, !tbaa !923
    #dbg_value(ptr %50, !915, !DIExpression(), !1783)
  %51 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !1787
  %52 = load i64, ptr %51, align 8, !dbg !1787, !tbaa !925
  %53 = add i64 %52, 1, !dbg !1788
  %54 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !1789
  %55 = load i64, ptr %54, align 8, !dbg !1789, !tbaa !930
  %56 = icmp ugt i64 %53, %55, !dbg !1790
  br i1 %56, label %59, label %57, !dbg !1791

57:                                               ; preds = %48
  %58 = load ptr, ptr %50, align 8, !dbg !1792, !tbaa !934
  br label %69, !dbg !1791

59:                                               ; preds = %48
  %60 = icmp ugt i64 %55, 4611686018427387902, !dbg !1793
  br i1 %60, label %61, label %62, !dbg !1794

61:                                               ; preds = %59
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1795
  unreachable, !dbg !1795

62:                                               ; preds = %59
  %63 = shl nuw nsw i64 %55, 1, !dbg !1796
    #dbg_value(i64 %63, !916, !DIExpression(), !1797)
  %64 = load ptr, ptr %47, align 8, !dbg !1798, !tbaa !851
  %65 = load ptr, ptr %50, align 8, !dbg !1798, !tbaa !934
  %66 = tail call ptr @luaM_saferealloc_(ptr noundef %64, ptr noundef %65, i64 noundef %55, i64 noundef %63) #6, !dbg !1798
  store ptr %66, ptr %50, align 8, !dbg !1798, !tbaa !934
  store i64 %63, ptr %54, align 8, !dbg !1798, !tbaa !930
  %67 = load i64, ptr %51, align 8, !dbg !1799, !tbaa !925
  %68 = add i64 %67, 1, !dbg !1799
  br label %69, !dbg !1800

69:                                               ; preds = %57, %62
  %70 = phi i64 [ %53, %57 ], [ %68, %62 ], !dbg !1799
  %71 = phi i64 [ %52, %57 ], [ %67, %62 ], !dbg !1799
  %72 = phi ptr [ %58, %57 ], [ %66, %62 ], !dbg !1792
  store i64 %70, ptr %51, align 8, !dbg !1799, !tbaa !925
  %73 = getelementptr inbounds i8, ptr %72, i64 %71, !dbg !1801
  store i8 61, ptr %73, align 1, !dbg !1802, !tbaa !849
  %74 = load ptr, ptr %30, align 8, !dbg !1803, !tbaa !1052
  %75 = load i64, ptr %74, align 8, !dbg !1803, !tbaa !1132
  %76 = add i64 %75, -1, !dbg !1803
  store i64 %76, ptr %74, align 8, !dbg !1803, !tbaa !1132
  %77 = icmp eq i64 %75, 0, !dbg !1803
  br i1 %77, label %84, label %78, !dbg !1803

78:                                               ; preds = %69
  %79 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !1803
  %80 = load ptr, ptr %79, align 8, !dbg !1803, !tbaa !1134
  %81 = getelementptr inbounds i8, ptr %80, i64 1, !dbg !1803
  store ptr %81, ptr %79, align 8, !dbg !1803, !tbaa !1134
  %82 = load i8, ptr %80, align 1, !dbg !1803, !tbaa !849
  %83 = zext i8 %82 to i32, !dbg !1803
  br label %86, !dbg !1803

84:                                               ; preds = %69
  %85 = tail call i32 @luaZ_fill(ptr noundef nonnull %74) #6, !dbg !1803
  br label %86, !dbg !1803

86:                                               ; preds = %84, %78
  %87 = phi i32 [ %83, %78 ], [ %85, %84 ], !dbg !1803
  store i32 %87, ptr %0, align 8, !dbg !1803, !tbaa !1046
  %88 = add i64 %49, 1, !dbg !1804
    #dbg_value(i64 %88, !1756, !DIExpression(), !1758)
  %89 = icmp eq i32 %87, 61, !dbg !1781
  br i1 %89, label %48, label %90, !dbg !1782, !llvm.loop !1805

90:                                               ; preds = %86, %43
  %91 = phi i32 [ %44, %43 ], [ %87, %86 ], !dbg !1807
  %92 = phi i64 [ 0, %43 ], [ %88, %86 ], !dbg !1758
  %93 = icmp eq i32 %91, %2, !dbg !1808
  %94 = add i64 %92, 2, !dbg !1809
  %95 = icmp eq i64 %92, 0, !dbg !1809
  %96 = zext i1 %95 to i64, !dbg !1809
  %97 = select i1 %93, i64 %94, i64 %96, !dbg !1809
  ret i64 %97, !dbg !1810
}

; Function Attrs: nounwind uwtable
define internal fastcc void @read_long_string(ptr nocapture noundef %0, ptr noundef writeonly %1, i64 noundef %2) unnamed_addr #0 !dbg !1811 {
    #dbg_value(ptr %0, !1815, !DIExpression(), !1827)
    #dbg_value(ptr %1, !1816, !DIExpression(), !1827)
    #dbg_value(i64 %2, !1817, !DIExpression(), !1827)
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !1828
  %5 = load i32, ptr %4, align 4, !dbg !1828, !tbaa !896
    #dbg_value(i32 %5, !1818, !DIExpression(), !1827)
  %6 = load i32, ptr %0, align 8, !dbg !1829, !tbaa !1046
    #dbg_value(ptr %0, !909, !DIExpression(), !1830)
    #dbg_value(i32 %6, !914, !DIExpression(), !1830)
  %7 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1832
  %8 = load ptr, ptr %7, align 8, !dbg !1832, !tbaa !923
    #dbg_value(ptr %8, !915, !DIExpression(), !1830)
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1833
  %10 = load i64, ptr %9, align 8, !dbg !1833, !tbaa !925
  %11 = add i64 %10, 1, !dbg !1834
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !1835
  %13 = load i64, ptr %12, align 8, !dbg !1835, !tbaa !930
  %14 = icmp ugt i64 %11, %13, !dbg !1836
  br i1 %14, label %17, label %15, !dbg !1837

15:                                               ; preds = %3
  %16 = load ptr, ptr %8, align 8, !dbg !1838, !tbaa !934
  br label %28, !dbg !1837

17:                                               ; preds = %3
  %18 = icmp ugt i64 %13, 4611686018427387902, !dbg !1839
  br i1 %18, label %19, label %20, !dbg !1840

19:                                               ; preds = %17
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1841
  unreachable, !dbg !1841

20:                                               ; preds = %17
  %21 = shl nuw nsw i64 %13, 1, !dbg !1842
    #dbg_value(i64 %21, !916, !DIExpression(), !1843)
  %22 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1844
  %23 = load ptr, ptr %22, align 8, !dbg !1844, !tbaa !851
  %24 = load ptr, ptr %8, align 8, !dbg !1844, !tbaa !934
  %25 = tail call ptr @luaM_saferealloc_(ptr noundef %23, ptr noundef %24, i64 noundef %13, i64 noundef %21) #6, !dbg !1844
  store ptr %25, ptr %8, align 8, !dbg !1844, !tbaa !934
  store i64 %21, ptr %12, align 8, !dbg !1844, !tbaa !930
  %26 = load i64, ptr %9, align 8, !dbg !1845, !tbaa !925
  %27 = add i64 %26, 1, !dbg !1845
  br label %28, !dbg !1846

28:                                               ; preds = %15, %20
  %29 = phi i64 [ %11, %15 ], [ %27, %20 ], !dbg !1845
  %30 = phi i64 [ %10, %15 ], [ %26, %20 ], !dbg !1845
  %31 = phi ptr [ %16, %15 ], [ %25, %20 ], !dbg !1838
  %32 = trunc i32 %6 to i8, !dbg !1847
  store i64 %29, ptr %9, align 8, !dbg !1845, !tbaa !925
  %33 = getelementptr inbounds i8, ptr %31, i64 %30, !dbg !1848
  store i8 %32, ptr %33, align 1, !dbg !1849, !tbaa !849
  %34 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1829
  %35 = load ptr, ptr %34, align 8, !dbg !1829, !tbaa !1052
  %36 = load i64, ptr %35, align 8, !dbg !1829, !tbaa !1132
  %37 = add i64 %36, -1, !dbg !1829
  store i64 %37, ptr %35, align 8, !dbg !1829, !tbaa !1132
  %38 = icmp eq i64 %36, 0, !dbg !1829
  br i1 %38, label %45, label %39, !dbg !1829

39:                                               ; preds = %28
  %40 = getelementptr inbounds i8, ptr %35, i64 8, !dbg !1829
  %41 = load ptr, ptr %40, align 8, !dbg !1829, !tbaa !1134
  %42 = getelementptr inbounds i8, ptr %41, i64 1, !dbg !1829
  store ptr %42, ptr %40, align 8, !dbg !1829, !tbaa !1134
  %43 = load i8, ptr %41, align 1, !dbg !1829, !tbaa !849
  %44 = zext i8 %43 to i32, !dbg !1829
  br label %47, !dbg !1829

45:                                               ; preds = %28
  %46 = tail call i32 @luaZ_fill(ptr noundef nonnull %35) #6, !dbg !1829
  br label %47, !dbg !1829

47:                                               ; preds = %45, %39
  %48 = phi i32 [ %44, %39 ], [ %46, %45 ], !dbg !1829
  store i32 %48, ptr %0, align 8, !dbg !1829, !tbaa !1046
  switch i32 %48, label %50 [
    i32 10, label %49
    i32 13, label %49
  ], !dbg !1850

49:                                               ; preds = %47, %47
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0), !dbg !1852
  br label %50, !dbg !1852

50:                                               ; preds = %47, %49
  %51 = getelementptr inbounds i8, ptr %0, i64 56
  %52 = icmp eq ptr %1, null
  br label %53, !dbg !1853

53:                                               ; preds = %172, %50
  %54 = load i32, ptr %0, align 8, !dbg !1854, !tbaa !1046
  switch i32 %54, label %131 [
    i32 -1, label %55
    i32 93, label %59
    i32 10, label %103
    i32 13, label %103
  ], !dbg !1855

55:                                               ; preds = %53
  %56 = select i1 %52, ptr @.str.46, ptr @.str.45, !dbg !1856
    #dbg_value(ptr %56, !1819, !DIExpression(), !1857)
  %57 = load ptr, ptr %51, align 8, !dbg !1858, !tbaa !851
  %58 = tail call ptr (ptr, ptr, ...) @luaO_pushfstring(ptr noundef %57, ptr noundef nonnull @.str.47, ptr noundef nonnull %56, i32 noundef %5) #6, !dbg !1859
    #dbg_value(ptr %58, !1825, !DIExpression(), !1857)
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef %58, i32 noundef 288) #7, !dbg !1860
  unreachable, !dbg !1860

59:                                               ; preds = %53
  %60 = tail call fastcc i64 @skip_sep(ptr noundef nonnull %0), !dbg !1861
  %61 = icmp eq i64 %60, %2, !dbg !1864
  br i1 %61, label %62, label %172, !dbg !1865

62:                                               ; preds = %59
  %63 = load i32, ptr %0, align 8, !dbg !1866, !tbaa !1046
    #dbg_value(ptr %0, !909, !DIExpression(), !1868)
    #dbg_value(i32 %63, !914, !DIExpression(), !1868)
  %64 = load ptr, ptr %7, align 8, !dbg !1870, !tbaa !923
    #dbg_value(ptr %64, !915, !DIExpression(), !1868)
  %65 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !1871
  %66 = load i64, ptr %65, align 8, !dbg !1871, !tbaa !925
  %67 = add i64 %66, 1, !dbg !1872
  %68 = getelementptr inbounds i8, ptr %64, i64 16, !dbg !1873
  %69 = load i64, ptr %68, align 8, !dbg !1873, !tbaa !930
  %70 = icmp ugt i64 %67, %69, !dbg !1874
  br i1 %70, label %73, label %71, !dbg !1875

71:                                               ; preds = %62
  %72 = load ptr, ptr %64, align 8, !dbg !1876, !tbaa !934
  br label %83, !dbg !1875

73:                                               ; preds = %62
  %74 = icmp ugt i64 %69, 4611686018427387902, !dbg !1877
  br i1 %74, label %75, label %76, !dbg !1878

75:                                               ; preds = %73
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1879
  unreachable, !dbg !1879

76:                                               ; preds = %73
  %77 = shl nuw nsw i64 %69, 1, !dbg !1880
    #dbg_value(i64 %77, !916, !DIExpression(), !1881)
  %78 = load ptr, ptr %51, align 8, !dbg !1882, !tbaa !851
  %79 = load ptr, ptr %64, align 8, !dbg !1882, !tbaa !934
  %80 = tail call ptr @luaM_saferealloc_(ptr noundef %78, ptr noundef %79, i64 noundef %69, i64 noundef %77) #6, !dbg !1882
  store ptr %80, ptr %64, align 8, !dbg !1882, !tbaa !934
  store i64 %77, ptr %68, align 8, !dbg !1882, !tbaa !930
  %81 = load i64, ptr %65, align 8, !dbg !1883, !tbaa !925
  %82 = add i64 %81, 1, !dbg !1883
  br label %83, !dbg !1884

83:                                               ; preds = %71, %76
  %84 = phi i64 [ %67, %71 ], [ %82, %76 ], !dbg !1883
  %85 = phi i64 [ %66, %71 ], [ %81, %76 ], !dbg !1883
  %86 = phi ptr [ %72, %71 ], [ %80, %76 ], !dbg !1876
  %87 = trunc i32 %63 to i8, !dbg !1885
  store i64 %84, ptr %65, align 8, !dbg !1883, !tbaa !925
  %88 = getelementptr inbounds i8, ptr %86, i64 %85, !dbg !1886
  store i8 %87, ptr %88, align 1, !dbg !1887, !tbaa !849
  %89 = load ptr, ptr %34, align 8, !dbg !1866, !tbaa !1052
  %90 = load i64, ptr %89, align 8, !dbg !1866, !tbaa !1132
  %91 = add i64 %90, -1, !dbg !1866
  store i64 %91, ptr %89, align 8, !dbg !1866, !tbaa !1132
  %92 = icmp eq i64 %90, 0, !dbg !1866
  br i1 %92, label %99, label %93, !dbg !1866

93:                                               ; preds = %83
  %94 = getelementptr inbounds i8, ptr %89, i64 8, !dbg !1866
  %95 = load ptr, ptr %94, align 8, !dbg !1866, !tbaa !1134
  %96 = getelementptr inbounds i8, ptr %95, i64 1, !dbg !1866
  store ptr %96, ptr %94, align 8, !dbg !1866, !tbaa !1134
  %97 = load i8, ptr %95, align 1, !dbg !1866, !tbaa !849
  %98 = zext i8 %97 to i32, !dbg !1866
  br label %101, !dbg !1866

99:                                               ; preds = %83
  %100 = tail call i32 @luaZ_fill(ptr noundef nonnull %89) #6, !dbg !1866
  br label %101, !dbg !1866

101:                                              ; preds = %99, %93
  %102 = phi i32 [ %98, %93 ], [ %100, %99 ], !dbg !1866
  store i32 %102, ptr %0, align 8, !dbg !1866, !tbaa !1046
    #dbg_label(!1826, !1888)
  br i1 %52, label %197, label %188, !dbg !1889

103:                                              ; preds = %53, %53
    #dbg_value(ptr %0, !909, !DIExpression(), !1890)
    #dbg_value(i32 10, !914, !DIExpression(), !1890)
  %104 = load ptr, ptr %7, align 8, !dbg !1893, !tbaa !923
    #dbg_value(ptr %104, !915, !DIExpression(), !1890)
  %105 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !1894
  %106 = load i64, ptr %105, align 8, !dbg !1894, !tbaa !925
  %107 = add i64 %106, 1, !dbg !1895
  %108 = getelementptr inbounds i8, ptr %104, i64 16, !dbg !1896
  %109 = load i64, ptr %108, align 8, !dbg !1896, !tbaa !930
  %110 = icmp ugt i64 %107, %109, !dbg !1897
  br i1 %110, label %113, label %111, !dbg !1898

111:                                              ; preds = %103
  %112 = load ptr, ptr %104, align 8, !dbg !1899, !tbaa !934
  br label %123, !dbg !1898

113:                                              ; preds = %103
  %114 = icmp ugt i64 %109, 4611686018427387902, !dbg !1900
  br i1 %114, label %115, label %116, !dbg !1901

115:                                              ; preds = %113
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1902
  unreachable, !dbg !1902

116:                                              ; preds = %113
  %117 = shl nuw nsw i64 %109, 1, !dbg !1903
    #dbg_value(i64 %117, !916, !DIExpression(), !1904)
  %118 = load ptr, ptr %51, align 8, !dbg !1905, !tbaa !851
  %119 = load ptr, ptr %104, align 8, !dbg !1905, !tbaa !934
  %120 = tail call ptr @luaM_saferealloc_(ptr noundef %118, ptr noundef %119, i64 noundef %109, i64 noundef %117) #6, !dbg !1905
  store ptr %120, ptr %104, align 8, !dbg !1905, !tbaa !934
  store i64 %117, ptr %108, align 8, !dbg !1905, !tbaa !930
  %121 = load i64, ptr %105, align 8, !dbg !1906, !tbaa !925
  %122 = add i64 %121, 1, !dbg !1906
  br label %123, !dbg !1907

123:                                              ; preds = %111, %116
  %124 = phi i64 [ %107, %111 ], [ %122, %116 ], !dbg !1906
  %125 = phi i64 [ %106, %111 ], [ %121, %116 ], !dbg !1906
  %126 = phi ptr [ %112, %111 ], [ %120, %116 ], !dbg !1899
  store i64 %124, ptr %105, align 8, !dbg !1906, !tbaa !925
  %127 = getelementptr inbounds i8, ptr %126, i64 %125, !dbg !1908
  store i8 10, ptr %127, align 1, !dbg !1909, !tbaa !849
  tail call fastcc void @inclinenumber(ptr noundef nonnull %0), !dbg !1910
  br i1 %52, label %128, label %172, !dbg !1911

128:                                              ; preds = %123
  %129 = load ptr, ptr %7, align 8, !dbg !1912, !tbaa !923
  %130 = getelementptr inbounds i8, ptr %129, i64 8, !dbg !1912
  store i64 0, ptr %130, align 8, !dbg !1912, !tbaa !925
  br label %172, !dbg !1912

131:                                              ; preds = %53
  br i1 %52, label %173, label %132, !dbg !1914

132:                                              ; preds = %131
    #dbg_value(ptr %0, !909, !DIExpression(), !1916)
    #dbg_value(i32 %54, !914, !DIExpression(), !1916)
  %133 = load ptr, ptr %7, align 8, !dbg !1919, !tbaa !923
    #dbg_value(ptr %133, !915, !DIExpression(), !1916)
  %134 = getelementptr inbounds i8, ptr %133, i64 8, !dbg !1920
  %135 = load i64, ptr %134, align 8, !dbg !1920, !tbaa !925
  %136 = add i64 %135, 1, !dbg !1921
  %137 = getelementptr inbounds i8, ptr %133, i64 16, !dbg !1922
  %138 = load i64, ptr %137, align 8, !dbg !1922, !tbaa !930
  %139 = icmp ugt i64 %136, %138, !dbg !1923
  br i1 %139, label %142, label %140, !dbg !1924

140:                                              ; preds = %132
  %141 = load ptr, ptr %133, align 8, !dbg !1925, !tbaa !934
  br label %152, !dbg !1924

142:                                              ; preds = %132
  %143 = icmp ugt i64 %138, 4611686018427387902, !dbg !1926
  br i1 %143, label %144, label %145, !dbg !1927

144:                                              ; preds = %142
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1928
  unreachable, !dbg !1928

145:                                              ; preds = %142
  %146 = shl nuw nsw i64 %138, 1, !dbg !1929
    #dbg_value(i64 %146, !916, !DIExpression(), !1930)
  %147 = load ptr, ptr %51, align 8, !dbg !1931, !tbaa !851
  %148 = load ptr, ptr %133, align 8, !dbg !1931, !tbaa !934
  %149 = tail call ptr @luaM_saferealloc_(ptr noundef %147, ptr noundef %148, i64 noundef %138, i64 noundef %146) #6, !dbg !1931
  store ptr %149, ptr %133, align 8, !dbg !1931, !tbaa !934
  store i64 %146, ptr %137, align 8, !dbg !1931, !tbaa !930
  %150 = load i64, ptr %134, align 8, !dbg !1932, !tbaa !925
  %151 = add i64 %150, 1, !dbg !1932
  br label %152, !dbg !1933

152:                                              ; preds = %140, %145
  %153 = phi i64 [ %136, %140 ], [ %151, %145 ], !dbg !1932
  %154 = phi i64 [ %135, %140 ], [ %150, %145 ], !dbg !1932
  %155 = phi ptr [ %141, %140 ], [ %149, %145 ], !dbg !1925
  %156 = trunc i32 %54 to i8, !dbg !1934
  store i64 %153, ptr %134, align 8, !dbg !1932, !tbaa !925
  %157 = getelementptr inbounds i8, ptr %155, i64 %154, !dbg !1935
  store i8 %156, ptr %157, align 1, !dbg !1936, !tbaa !849
  %158 = load ptr, ptr %34, align 8, !dbg !1937, !tbaa !1052
  %159 = load i64, ptr %158, align 8, !dbg !1937, !tbaa !1132
  %160 = add i64 %159, -1, !dbg !1937
  store i64 %160, ptr %158, align 8, !dbg !1937, !tbaa !1132
  %161 = icmp eq i64 %159, 0, !dbg !1937
  br i1 %161, label %168, label %162, !dbg !1937

162:                                              ; preds = %152
  %163 = getelementptr inbounds i8, ptr %158, i64 8, !dbg !1937
  %164 = load ptr, ptr %163, align 8, !dbg !1937, !tbaa !1134
  %165 = getelementptr inbounds i8, ptr %164, i64 1, !dbg !1937
  store ptr %165, ptr %163, align 8, !dbg !1937, !tbaa !1134
  %166 = load i8, ptr %164, align 1, !dbg !1937, !tbaa !849
  %167 = zext i8 %166 to i32, !dbg !1937
  br label %170, !dbg !1937

168:                                              ; preds = %152
  %169 = tail call i32 @luaZ_fill(ptr noundef nonnull %158) #6, !dbg !1937
  br label %170, !dbg !1937

170:                                              ; preds = %168, %162
  %171 = phi i32 [ %167, %162 ], [ %169, %168 ], !dbg !1937
  store i32 %171, ptr %0, align 8, !dbg !1937, !tbaa !1046
  br label %172, !dbg !1937

172:                                              ; preds = %170, %186, %123, %128, %59
  br label %53, !dbg !1854, !llvm.loop !1938

173:                                              ; preds = %131
  %174 = load ptr, ptr %34, align 8, !dbg !1941, !tbaa !1052
  %175 = load i64, ptr %174, align 8, !dbg !1941, !tbaa !1132
  %176 = add i64 %175, -1, !dbg !1941
  store i64 %176, ptr %174, align 8, !dbg !1941, !tbaa !1132
  %177 = icmp eq i64 %175, 0, !dbg !1941
  br i1 %177, label %184, label %178, !dbg !1941

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, ptr %174, i64 8, !dbg !1941
  %180 = load ptr, ptr %179, align 8, !dbg !1941, !tbaa !1134
  %181 = getelementptr inbounds i8, ptr %180, i64 1, !dbg !1941
  store ptr %181, ptr %179, align 8, !dbg !1941, !tbaa !1134
  %182 = load i8, ptr %180, align 1, !dbg !1941, !tbaa !849
  %183 = zext i8 %182 to i32, !dbg !1941
  br label %186, !dbg !1941

184:                                              ; preds = %173
  %185 = tail call i32 @luaZ_fill(ptr noundef nonnull %174) #6, !dbg !1941
  br label %186, !dbg !1941

186:                                              ; preds = %184, %178
  %187 = phi i32 [ %183, %178 ], [ %185, %184 ], !dbg !1941
  store i32 %187, ptr %0, align 8, !dbg !1941, !tbaa !1046
  br label %172

188:                                              ; preds = %101
  %189 = load ptr, ptr %7, align 8, !dbg !1942, !tbaa !923
  %190 = load ptr, ptr %189, align 8, !dbg !1942, !tbaa !934
  %191 = getelementptr inbounds i8, ptr %190, i64 %2, !dbg !1944
  %192 = getelementptr inbounds i8, ptr %189, i64 8, !dbg !1945
  %193 = load i64, ptr %192, align 8, !dbg !1945, !tbaa !925
  %194 = shl i64 %2, 1, !dbg !1946
  %195 = sub i64 %193, %194, !dbg !1947
  %196 = tail call ptr @luaX_newstring(ptr noundef nonnull %0, ptr noundef %191, i64 noundef %195), !dbg !1948
  store ptr %196, ptr %1, align 8, !dbg !1949, !tbaa !849
  br label %197, !dbg !1950

197:                                              ; preds = %188, %101
  ret void, !dbg !1951
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @check_next1(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !1174 {
    #dbg_value(ptr %0, !1173, !DIExpression(), !1952)
    #dbg_value(i32 %1, !1178, !DIExpression(), !1952)
  %3 = load i32, ptr %0, align 8, !dbg !1953, !tbaa !1046
  %4 = icmp eq i32 %3, %1, !dbg !1954
  br i1 %4, label %5, label %21, !dbg !1955

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1956
  %7 = load ptr, ptr %6, align 8, !dbg !1956, !tbaa !1052
  %8 = load i64, ptr %7, align 8, !dbg !1956, !tbaa !1132
  %9 = add i64 %8, -1, !dbg !1956
  store i64 %9, ptr %7, align 8, !dbg !1956, !tbaa !1132
  %10 = icmp eq i64 %8, 0, !dbg !1956
  br i1 %10, label %17, label %11, !dbg !1956

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1956
  %13 = load ptr, ptr %12, align 8, !dbg !1956, !tbaa !1134
  %14 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !1956
  store ptr %14, ptr %12, align 8, !dbg !1956, !tbaa !1134
  %15 = load i8, ptr %13, align 1, !dbg !1956, !tbaa !849
  %16 = zext i8 %15 to i32, !dbg !1956
  br label %19, !dbg !1956

17:                                               ; preds = %5
  %18 = tail call i32 @luaZ_fill(ptr noundef nonnull %7) #6, !dbg !1956
  br label %19, !dbg !1956

19:                                               ; preds = %17, %11
  %20 = phi i32 [ %16, %11 ], [ %18, %17 ], !dbg !1956
  store i32 %20, ptr %0, align 8, !dbg !1956, !tbaa !1046
  br label %21, !dbg !1957

21:                                               ; preds = %2, %19
  %22 = phi i32 [ 1, %19 ], [ 0, %2 ], !dbg !1958
  ret i32 %22, !dbg !1959
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 289, 291) i32 @read_numeral(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #0 !dbg !1960 {
  %3 = alloca %struct.TValue, align 8, !DIAssignID !1967
    #dbg_assign(i1 undef, !1964, !DIExpression(), !1967, ptr %3, !DIExpression(), !1968)
    #dbg_value(ptr %0, !1962, !DIExpression(), !1968)
    #dbg_value(ptr %1, !1963, !DIExpression(), !1968)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #6, !dbg !1969
    #dbg_value(ptr @.str.55, !1965, !DIExpression(), !1968)
  %4 = load i32, ptr %0, align 8, !dbg !1970, !tbaa !1046
    #dbg_value(i32 %4, !1966, !DIExpression(), !1968)
    #dbg_value(ptr %0, !909, !DIExpression(), !1971)
    #dbg_value(i32 %4, !914, !DIExpression(), !1971)
  %5 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !1973
  %6 = load ptr, ptr %5, align 8, !dbg !1973, !tbaa !923
    #dbg_value(ptr %6, !915, !DIExpression(), !1971)
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1974
  %8 = load i64, ptr %7, align 8, !dbg !1974, !tbaa !925
  %9 = add i64 %8, 1, !dbg !1975
  %10 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1976
  %11 = load i64, ptr %10, align 8, !dbg !1976, !tbaa !930
  %12 = icmp ugt i64 %9, %11, !dbg !1977
  br i1 %12, label %15, label %13, !dbg !1978

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8, !dbg !1979, !tbaa !934
  br label %26, !dbg !1978

15:                                               ; preds = %2
  %16 = icmp ugt i64 %11, 4611686018427387902, !dbg !1980
  br i1 %16, label %17, label %18, !dbg !1981

17:                                               ; preds = %15
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !1982
  unreachable, !dbg !1982

18:                                               ; preds = %15
  %19 = shl nuw nsw i64 %11, 1, !dbg !1983
    #dbg_value(i64 %19, !916, !DIExpression(), !1984)
  %20 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1985
  %21 = load ptr, ptr %20, align 8, !dbg !1985, !tbaa !851
  %22 = load ptr, ptr %6, align 8, !dbg !1985, !tbaa !934
  %23 = tail call ptr @luaM_saferealloc_(ptr noundef %21, ptr noundef %22, i64 noundef %11, i64 noundef %19) #6, !dbg !1985
  store ptr %23, ptr %6, align 8, !dbg !1985, !tbaa !934
  store i64 %19, ptr %10, align 8, !dbg !1985, !tbaa !930
  %24 = load i64, ptr %7, align 8, !dbg !1986, !tbaa !925
  %25 = add i64 %24, 1, !dbg !1986
  br label %26, !dbg !1987

26:                                               ; preds = %13, %18
  %27 = phi i64 [ %9, %13 ], [ %25, %18 ], !dbg !1986
  %28 = phi i64 [ %8, %13 ], [ %24, %18 ], !dbg !1986
  %29 = phi ptr [ %14, %13 ], [ %23, %18 ], !dbg !1979
  %30 = trunc i32 %4 to i8, !dbg !1988
  store i64 %27, ptr %7, align 8, !dbg !1986, !tbaa !925
  %31 = getelementptr inbounds i8, ptr %29, i64 %28, !dbg !1989
  store i8 %30, ptr %31, align 1, !dbg !1990, !tbaa !849
  %32 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1991
  %33 = load ptr, ptr %32, align 8, !dbg !1991, !tbaa !1052
  %34 = load i64, ptr %33, align 8, !dbg !1991, !tbaa !1132
  %35 = add i64 %34, -1, !dbg !1991
  store i64 %35, ptr %33, align 8, !dbg !1991, !tbaa !1132
  %36 = icmp eq i64 %34, 0, !dbg !1991
  br i1 %36, label %43, label %37, !dbg !1991

37:                                               ; preds = %26
  %38 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !1991
  %39 = load ptr, ptr %38, align 8, !dbg !1991, !tbaa !1134
  %40 = getelementptr inbounds i8, ptr %39, i64 1, !dbg !1991
  store ptr %40, ptr %38, align 8, !dbg !1991, !tbaa !1134
  %41 = load i8, ptr %39, align 1, !dbg !1991, !tbaa !849
  %42 = zext i8 %41 to i32, !dbg !1991
  br label %45, !dbg !1991

43:                                               ; preds = %26
  %44 = tail call i32 @luaZ_fill(ptr noundef nonnull %33) #6, !dbg !1991
  br label %45, !dbg !1991

45:                                               ; preds = %43, %37
  %46 = phi i32 [ %42, %37 ], [ %44, %43 ], !dbg !1991
  store i32 %46, ptr %0, align 8, !dbg !1991, !tbaa !1046
  %47 = icmp eq i32 %4, 48, !dbg !1992
  br i1 %47, label %48, label %52, !dbg !1994

48:                                               ; preds = %45
  %49 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull @.str.56), !dbg !1995
  %50 = icmp eq i32 %49, 0, !dbg !1995
  %51 = select i1 %50, ptr @.str.55, ptr @.str.57, !dbg !1996
  br label %52, !dbg !1996

52:                                               ; preds = %48, %45
  %53 = phi ptr [ @.str.55, %45 ], [ %51, %48 ], !dbg !1968
    #dbg_value(ptr %53, !1965, !DIExpression(), !1968)
  %54 = getelementptr inbounds i8, ptr %0, i64 56
  br label %55, !dbg !1997

55:                                               ; preds = %111, %52
  %56 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull %53), !dbg !1998
  %57 = icmp eq i32 %56, 0, !dbg !1998
  br i1 %57, label %60, label %58, !dbg !2003

58:                                               ; preds = %55
  %59 = tail call fastcc i32 @check_next2(ptr noundef nonnull %0, ptr noundef nonnull @.str.58), !dbg !2004
  br label %111, !dbg !2004

60:                                               ; preds = %55
  %61 = load i32, ptr %0, align 8, !dbg !2005, !tbaa !1046
  %62 = add nsw i32 %61, 1, !dbg !2005
  %63 = sext i32 %62 to i64, !dbg !2005
  %64 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %63, !dbg !2005
  %65 = load i8, ptr %64, align 1, !dbg !2005, !tbaa !849
  %66 = zext i8 %65 to i32, !dbg !2005
  %67 = and i32 %66, 16, !dbg !2005
  %68 = icmp ne i32 %67, 0, !dbg !2005
  %69 = icmp eq i32 %61, 46
  %70 = or i1 %69, %68, !dbg !2007
  br i1 %70, label %71, label %112, !dbg !2007

71:                                               ; preds = %60
    #dbg_value(ptr %0, !909, !DIExpression(), !2008)
    #dbg_value(i32 %61, !914, !DIExpression(), !2008)
  %72 = load ptr, ptr %5, align 8, !dbg !2010, !tbaa !923
    #dbg_value(ptr %72, !915, !DIExpression(), !2008)
  %73 = getelementptr inbounds i8, ptr %72, i64 8, !dbg !2011
  %74 = load i64, ptr %73, align 8, !dbg !2011, !tbaa !925
  %75 = add i64 %74, 1, !dbg !2012
  %76 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !2013
  %77 = load i64, ptr %76, align 8, !dbg !2013, !tbaa !930
  %78 = icmp ugt i64 %75, %77, !dbg !2014
  br i1 %78, label %81, label %79, !dbg !2015

79:                                               ; preds = %71
  %80 = load ptr, ptr %72, align 8, !dbg !2016, !tbaa !934
  br label %91, !dbg !2015

81:                                               ; preds = %71
  %82 = icmp ugt i64 %77, 4611686018427387902, !dbg !2017
  br i1 %82, label %83, label %84, !dbg !2018

83:                                               ; preds = %81
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !2019
  unreachable, !dbg !2019

84:                                               ; preds = %81
  %85 = shl nuw nsw i64 %77, 1, !dbg !2020
    #dbg_value(i64 %85, !916, !DIExpression(), !2021)
  %86 = load ptr, ptr %54, align 8, !dbg !2022, !tbaa !851
  %87 = load ptr, ptr %72, align 8, !dbg !2022, !tbaa !934
  %88 = tail call ptr @luaM_saferealloc_(ptr noundef %86, ptr noundef %87, i64 noundef %77, i64 noundef %85) #6, !dbg !2022
  store ptr %88, ptr %72, align 8, !dbg !2022, !tbaa !934
  store i64 %85, ptr %76, align 8, !dbg !2022, !tbaa !930
  %89 = load i64, ptr %73, align 8, !dbg !2023, !tbaa !925
  %90 = add i64 %89, 1, !dbg !2023
  br label %91, !dbg !2024

91:                                               ; preds = %79, %84
  %92 = phi i64 [ %75, %79 ], [ %90, %84 ], !dbg !2023
  %93 = phi i64 [ %74, %79 ], [ %89, %84 ], !dbg !2023
  %94 = phi ptr [ %80, %79 ], [ %88, %84 ], !dbg !2016
  %95 = trunc i32 %61 to i8, !dbg !2025
  store i64 %92, ptr %73, align 8, !dbg !2023, !tbaa !925
  %96 = getelementptr inbounds i8, ptr %94, i64 %93, !dbg !2026
  store i8 %95, ptr %96, align 1, !dbg !2027, !tbaa !849
  %97 = load ptr, ptr %32, align 8, !dbg !2028, !tbaa !1052
  %98 = load i64, ptr %97, align 8, !dbg !2028, !tbaa !1132
  %99 = add i64 %98, -1, !dbg !2028
  store i64 %99, ptr %97, align 8, !dbg !2028, !tbaa !1132
  %100 = icmp eq i64 %98, 0, !dbg !2028
  br i1 %100, label %107, label %101, !dbg !2028

101:                                              ; preds = %91
  %102 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !2028
  %103 = load ptr, ptr %102, align 8, !dbg !2028, !tbaa !1134
  %104 = getelementptr inbounds i8, ptr %103, i64 1, !dbg !2028
  store ptr %104, ptr %102, align 8, !dbg !2028, !tbaa !1134
  %105 = load i8, ptr %103, align 1, !dbg !2028, !tbaa !849
  %106 = zext i8 %105 to i32, !dbg !2028
  br label %109, !dbg !2028

107:                                              ; preds = %91
  %108 = tail call i32 @luaZ_fill(ptr noundef nonnull %97) #6, !dbg !2028
  br label %109, !dbg !2028

109:                                              ; preds = %107, %101
  %110 = phi i32 [ %106, %101 ], [ %108, %107 ], !dbg !2028
  store i32 %110, ptr %0, align 8, !dbg !2028, !tbaa !1046
  br label %111

111:                                              ; preds = %109, %58
  br label %55, !dbg !1998, !llvm.loop !2029

112:                                              ; preds = %60
  %113 = and i32 %66, 1, !dbg !2032
  %114 = icmp eq i32 %113, 0, !dbg !2032
  br i1 %114, label %155, label %115, !dbg !2034

115:                                              ; preds = %112
    #dbg_value(ptr %0, !909, !DIExpression(), !2035)
    #dbg_value(i32 %61, !914, !DIExpression(), !2035)
  %116 = load ptr, ptr %5, align 8, !dbg !2037, !tbaa !923
    #dbg_value(ptr %116, !915, !DIExpression(), !2035)
  %117 = getelementptr inbounds i8, ptr %116, i64 8, !dbg !2038
  %118 = load i64, ptr %117, align 8, !dbg !2038, !tbaa !925
  %119 = add i64 %118, 1, !dbg !2039
  %120 = getelementptr inbounds i8, ptr %116, i64 16, !dbg !2040
  %121 = load i64, ptr %120, align 8, !dbg !2040, !tbaa !930
  %122 = icmp ugt i64 %119, %121, !dbg !2041
  br i1 %122, label %125, label %123, !dbg !2042

123:                                              ; preds = %115
  %124 = load ptr, ptr %116, align 8, !dbg !2043, !tbaa !934
  br label %135, !dbg !2042

125:                                              ; preds = %115
  %126 = icmp ugt i64 %121, 4611686018427387902, !dbg !2044
  br i1 %126, label %127, label %128, !dbg !2045

127:                                              ; preds = %125
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !2046
  unreachable, !dbg !2046

128:                                              ; preds = %125
  %129 = shl nuw nsw i64 %121, 1, !dbg !2047
    #dbg_value(i64 %129, !916, !DIExpression(), !2048)
  %130 = load ptr, ptr %54, align 8, !dbg !2049, !tbaa !851
  %131 = load ptr, ptr %116, align 8, !dbg !2049, !tbaa !934
  %132 = tail call ptr @luaM_saferealloc_(ptr noundef %130, ptr noundef %131, i64 noundef %121, i64 noundef %129) #6, !dbg !2049
  store ptr %132, ptr %116, align 8, !dbg !2049, !tbaa !934
  store i64 %129, ptr %120, align 8, !dbg !2049, !tbaa !930
  %133 = load i64, ptr %117, align 8, !dbg !2050, !tbaa !925
  %134 = add i64 %133, 1, !dbg !2050
  br label %135, !dbg !2051

135:                                              ; preds = %123, %128
  %136 = phi i64 [ %119, %123 ], [ %134, %128 ], !dbg !2050
  %137 = phi i64 [ %118, %123 ], [ %133, %128 ], !dbg !2050
  %138 = phi ptr [ %124, %123 ], [ %132, %128 ], !dbg !2043
  %139 = trunc i32 %61 to i8, !dbg !2052
  store i64 %136, ptr %117, align 8, !dbg !2050, !tbaa !925
  %140 = getelementptr inbounds i8, ptr %138, i64 %137, !dbg !2053
  store i8 %139, ptr %140, align 1, !dbg !2054, !tbaa !849
  %141 = load ptr, ptr %32, align 8, !dbg !2055, !tbaa !1052
  %142 = load i64, ptr %141, align 8, !dbg !2055, !tbaa !1132
  %143 = add i64 %142, -1, !dbg !2055
  store i64 %143, ptr %141, align 8, !dbg !2055, !tbaa !1132
  %144 = icmp eq i64 %142, 0, !dbg !2055
  br i1 %144, label %151, label %145, !dbg !2055

145:                                              ; preds = %135
  %146 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !2055
  %147 = load ptr, ptr %146, align 8, !dbg !2055, !tbaa !1134
  %148 = getelementptr inbounds i8, ptr %147, i64 1, !dbg !2055
  store ptr %148, ptr %146, align 8, !dbg !2055, !tbaa !1134
  %149 = load i8, ptr %147, align 1, !dbg !2055, !tbaa !849
  %150 = zext i8 %149 to i32, !dbg !2055
  br label %153, !dbg !2055

151:                                              ; preds = %135
  %152 = tail call i32 @luaZ_fill(ptr noundef nonnull %141) #6, !dbg !2055
  br label %153, !dbg !2055

153:                                              ; preds = %151, %145
  %154 = phi i32 [ %150, %145 ], [ %152, %151 ], !dbg !2055
  store i32 %154, ptr %0, align 8, !dbg !2055, !tbaa !1046
  br label %155, !dbg !2055

155:                                              ; preds = %153, %112
    #dbg_value(ptr %0, !909, !DIExpression(), !2056)
    #dbg_value(i32 0, !914, !DIExpression(), !2056)
  %156 = load ptr, ptr %5, align 8, !dbg !2058, !tbaa !923
    #dbg_value(ptr %156, !915, !DIExpression(), !2056)
  %157 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !2059
  %158 = load i64, ptr %157, align 8, !dbg !2059, !tbaa !925
  %159 = add i64 %158, 1, !dbg !2060
  %160 = getelementptr inbounds i8, ptr %156, i64 16, !dbg !2061
  %161 = load i64, ptr %160, align 8, !dbg !2061, !tbaa !930
  %162 = icmp ugt i64 %159, %161, !dbg !2062
  br i1 %162, label %165, label %163, !dbg !2063

163:                                              ; preds = %155
  %164 = load ptr, ptr %156, align 8, !dbg !2064, !tbaa !934
  br label %175, !dbg !2063

165:                                              ; preds = %155
  %166 = icmp ugt i64 %161, 4611686018427387902, !dbg !2065
  br i1 %166, label %167, label %168, !dbg !2066

167:                                              ; preds = %165
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !2067
  unreachable, !dbg !2067

168:                                              ; preds = %165
  %169 = shl nuw nsw i64 %161, 1, !dbg !2068
    #dbg_value(i64 %169, !916, !DIExpression(), !2069)
  %170 = load ptr, ptr %54, align 8, !dbg !2070, !tbaa !851
  %171 = load ptr, ptr %156, align 8, !dbg !2070, !tbaa !934
  %172 = tail call ptr @luaM_saferealloc_(ptr noundef %170, ptr noundef %171, i64 noundef %161, i64 noundef %169) #6, !dbg !2070
  store ptr %172, ptr %156, align 8, !dbg !2070, !tbaa !934
  store i64 %169, ptr %160, align 8, !dbg !2070, !tbaa !930
  %173 = load i64, ptr %157, align 8, !dbg !2071, !tbaa !925
  %174 = add i64 %173, 1, !dbg !2071
  br label %175, !dbg !2072

175:                                              ; preds = %163, %168
  %176 = phi i64 [ %159, %163 ], [ %174, %168 ], !dbg !2071
  %177 = phi i64 [ %158, %163 ], [ %173, %168 ], !dbg !2071
  %178 = phi ptr [ %164, %163 ], [ %172, %168 ], !dbg !2064
  store i64 %176, ptr %157, align 8, !dbg !2071, !tbaa !925
  %179 = getelementptr inbounds i8, ptr %178, i64 %177, !dbg !2073
  store i8 0, ptr %179, align 1, !dbg !2074, !tbaa !849
  %180 = load ptr, ptr %5, align 8, !dbg !2075, !tbaa !923
  %181 = load ptr, ptr %180, align 8, !dbg !2075, !tbaa !934
  %182 = call i64 @luaO_str2num(ptr noundef %181, ptr noundef nonnull %3) #6, !dbg !2077
  %183 = icmp eq i64 %182, 0, !dbg !2078
  br i1 %183, label %184, label %185, !dbg !2079

184:                                              ; preds = %175
  call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.59, i32 noundef 289) #7, !dbg !2080
  unreachable, !dbg !2080

185:                                              ; preds = %175
  %186 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !2081
  %187 = load i8, ptr %186, align 8, !dbg !2081, !tbaa !996
  %188 = icmp eq i8 %187, 3, !dbg !2081
  %189 = load double, ptr %3, align 8, !dbg !2083
  %190 = select i1 %188, i32 290, i32 289, !dbg !2083
  store double %189, ptr %1, align 8, !dbg !2084, !tbaa !849
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #6, !dbg !2085
  ret i32 %190, !dbg !2085
}

; Function Attrs: nounwind uwtable
define internal fastcc i32 @gethexa(ptr nocapture noundef %0) unnamed_addr #0 !dbg !2086 {
    #dbg_value(ptr %0, !2088, !DIExpression(), !2089)
  %2 = load i32, ptr %0, align 8, !dbg !2090, !tbaa !1046
    #dbg_value(ptr %0, !909, !DIExpression(), !2091)
    #dbg_value(i32 %2, !914, !DIExpression(), !2091)
  %3 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2093
  %4 = load ptr, ptr %3, align 8, !dbg !2093, !tbaa !923
    #dbg_value(ptr %4, !915, !DIExpression(), !2091)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !2094
  %6 = load i64, ptr %5, align 8, !dbg !2094, !tbaa !925
  %7 = add i64 %6, 1, !dbg !2095
  %8 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !2096
  %9 = load i64, ptr %8, align 8, !dbg !2096, !tbaa !930
  %10 = icmp ugt i64 %7, %9, !dbg !2097
  br i1 %10, label %13, label %11, !dbg !2098

11:                                               ; preds = %1
  %12 = load ptr, ptr %4, align 8, !dbg !2099, !tbaa !934
  br label %24, !dbg !2098

13:                                               ; preds = %1
  %14 = icmp ugt i64 %9, 4611686018427387902, !dbg !2100
  br i1 %14, label %15, label %16, !dbg !2101

15:                                               ; preds = %13
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !2102
  unreachable, !dbg !2102

16:                                               ; preds = %13
  %17 = shl nuw nsw i64 %9, 1, !dbg !2103
    #dbg_value(i64 %17, !916, !DIExpression(), !2104)
  %18 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2105
  %19 = load ptr, ptr %18, align 8, !dbg !2105, !tbaa !851
  %20 = load ptr, ptr %4, align 8, !dbg !2105, !tbaa !934
  %21 = tail call ptr @luaM_saferealloc_(ptr noundef %19, ptr noundef %20, i64 noundef %9, i64 noundef %17) #6, !dbg !2105
  store ptr %21, ptr %4, align 8, !dbg !2105, !tbaa !934
  store i64 %17, ptr %8, align 8, !dbg !2105, !tbaa !930
  %22 = load i64, ptr %5, align 8, !dbg !2106, !tbaa !925
  %23 = add i64 %22, 1, !dbg !2106
  br label %24, !dbg !2107

24:                                               ; preds = %11, %16
  %25 = phi i64 [ %7, %11 ], [ %23, %16 ], !dbg !2106
  %26 = phi i64 [ %6, %11 ], [ %22, %16 ], !dbg !2106
  %27 = phi ptr [ %12, %11 ], [ %21, %16 ], !dbg !2099
  %28 = trunc i32 %2 to i8, !dbg !2108
  store i64 %25, ptr %5, align 8, !dbg !2106, !tbaa !925
  %29 = getelementptr inbounds i8, ptr %27, i64 %26, !dbg !2109
  store i8 %28, ptr %29, align 1, !dbg !2110, !tbaa !849
  %30 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2090
  %31 = load ptr, ptr %30, align 8, !dbg !2090, !tbaa !1052
  %32 = load i64, ptr %31, align 8, !dbg !2090, !tbaa !1132
  %33 = add i64 %32, -1, !dbg !2090
  store i64 %33, ptr %31, align 8, !dbg !2090, !tbaa !1132
  %34 = icmp eq i64 %32, 0, !dbg !2090
  br i1 %34, label %41, label %35, !dbg !2090

35:                                               ; preds = %24
  %36 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !2090
  %37 = load ptr, ptr %36, align 8, !dbg !2090, !tbaa !1134
  %38 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !2090
  store ptr %38, ptr %36, align 8, !dbg !2090, !tbaa !1134
  %39 = load i8, ptr %37, align 1, !dbg !2090, !tbaa !849
  %40 = zext i8 %39 to i32, !dbg !2090
  br label %43, !dbg !2090

41:                                               ; preds = %24
  %42 = tail call i32 @luaZ_fill(ptr noundef nonnull %31) #6, !dbg !2090
  br label %43, !dbg !2090

43:                                               ; preds = %41, %35
  %44 = phi i32 [ %40, %35 ], [ %42, %41 ], !dbg !2090
  store i32 %44, ptr %0, align 8, !dbg !2090, !tbaa !1046
  %45 = add nsw i32 %44, 1, !dbg !2111
  %46 = sext i32 %45 to i64, !dbg !2111
  %47 = getelementptr inbounds [257 x i8], ptr @luai_ctype_, i64 0, i64 %46, !dbg !2111
  %48 = load i8, ptr %47, align 1, !dbg !2111, !tbaa !849
  %49 = and i8 %48, 16, !dbg !2111
    #dbg_value(ptr %0, !1362, !DIExpression(), !2112)
    #dbg_value(i8 %49, !1367, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !2112)
    #dbg_value(ptr @.str.50, !1368, !DIExpression(), !2112)
  %50 = icmp eq i8 %49, 0, !dbg !2114
  br i1 %50, label %51, label %69, !dbg !2115

51:                                               ; preds = %43
  %52 = icmp eq i32 %44, -1, !dbg !2116
  br i1 %52, label %68, label %53, !dbg !2117

53:                                               ; preds = %51
  tail call fastcc void @save(ptr noundef nonnull %0, i32 noundef %44), !dbg !2118
  %54 = load ptr, ptr %30, align 8, !dbg !2118, !tbaa !1052
  %55 = load i64, ptr %54, align 8, !dbg !2118, !tbaa !1132
  %56 = add i64 %55, -1, !dbg !2118
  store i64 %56, ptr %54, align 8, !dbg !2118, !tbaa !1132
  %57 = icmp eq i64 %55, 0, !dbg !2118
  br i1 %57, label %64, label %58, !dbg !2118

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !2118
  %60 = load ptr, ptr %59, align 8, !dbg !2118, !tbaa !1134
  %61 = getelementptr inbounds i8, ptr %60, i64 1, !dbg !2118
  store ptr %61, ptr %59, align 8, !dbg !2118, !tbaa !1134
  %62 = load i8, ptr %60, align 1, !dbg !2118, !tbaa !849
  %63 = zext i8 %62 to i32, !dbg !2118
  br label %66, !dbg !2118

64:                                               ; preds = %53
  %65 = tail call i32 @luaZ_fill(ptr noundef nonnull %54) #6, !dbg !2118
  br label %66, !dbg !2118

66:                                               ; preds = %64, %58
  %67 = phi i32 [ %63, %58 ], [ %65, %64 ], !dbg !2118
  store i32 %67, ptr %0, align 8, !dbg !2118, !tbaa !1046
  br label %68, !dbg !2118

68:                                               ; preds = %66, %51
  tail call fastcc void @lexerror(ptr noundef nonnull %0, ptr noundef nonnull @.str.50, i32 noundef 292) #7, !dbg !2119
  unreachable, !dbg !2119

69:                                               ; preds = %43
  %70 = tail call i32 @luaO_hexavalue(i32 noundef %44) #6, !dbg !2120
  ret i32 %70, !dbg !2121
}

declare !dbg !2122 hidden i32 @luaO_hexavalue(i32 noundef) local_unnamed_addr #2

declare !dbg !2125 hidden i32 @luaO_utf8esc(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @check_next2(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !2128 {
    #dbg_value(ptr %0, !2132, !DIExpression(), !2134)
    #dbg_value(ptr %1, !2133, !DIExpression(), !2134)
  %3 = load i32, ptr %0, align 8, !dbg !2135, !tbaa !1046
  %4 = load i8, ptr %1, align 1, !dbg !2137, !tbaa !849
  %5 = sext i8 %4 to i32, !dbg !2137
  %6 = icmp eq i32 %3, %5, !dbg !2138
  br i1 %6, label %12, label %7, !dbg !2139

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !2140
  %9 = load i8, ptr %8, align 1, !dbg !2140, !tbaa !849
  %10 = sext i8 %9 to i32, !dbg !2140
  %11 = icmp eq i32 %3, %10, !dbg !2141
  br i1 %11, label %12, label %55, !dbg !2142

12:                                               ; preds = %7, %2
    #dbg_value(ptr %0, !909, !DIExpression(), !2143)
    #dbg_value(i32 %3, !914, !DIExpression(), !2143)
  %13 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !2146
  %14 = load ptr, ptr %13, align 8, !dbg !2146, !tbaa !923
    #dbg_value(ptr %14, !915, !DIExpression(), !2143)
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !2147
  %16 = load i64, ptr %15, align 8, !dbg !2147, !tbaa !925
  %17 = add i64 %16, 1, !dbg !2148
  %18 = getelementptr inbounds i8, ptr %14, i64 16, !dbg !2149
  %19 = load i64, ptr %18, align 8, !dbg !2149, !tbaa !930
  %20 = icmp ugt i64 %17, %19, !dbg !2150
  br i1 %20, label %23, label %21, !dbg !2151

21:                                               ; preds = %12
  %22 = load ptr, ptr %14, align 8, !dbg !2152, !tbaa !934
  br label %34, !dbg !2151

23:                                               ; preds = %12
  %24 = icmp ugt i64 %19, 4611686018427387902, !dbg !2153
  br i1 %24, label %25, label %26, !dbg !2154

25:                                               ; preds = %23
  tail call fastcc void @lexerror(ptr noundef nonnull readonly %0, ptr noundef nonnull @.str.42, i32 noundef 0) #7, !dbg !2155
  unreachable, !dbg !2155

26:                                               ; preds = %23
  %27 = shl nuw nsw i64 %19, 1, !dbg !2156
    #dbg_value(i64 %27, !916, !DIExpression(), !2157)
  %28 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !2158
  %29 = load ptr, ptr %28, align 8, !dbg !2158, !tbaa !851
  %30 = load ptr, ptr %14, align 8, !dbg !2158, !tbaa !934
  %31 = tail call ptr @luaM_saferealloc_(ptr noundef %29, ptr noundef %30, i64 noundef %19, i64 noundef %27) #6, !dbg !2158
  store ptr %31, ptr %14, align 8, !dbg !2158, !tbaa !934
  store i64 %27, ptr %18, align 8, !dbg !2158, !tbaa !930
  %32 = load i64, ptr %15, align 8, !dbg !2159, !tbaa !925
  %33 = add i64 %32, 1, !dbg !2159
  br label %34, !dbg !2160

34:                                               ; preds = %21, %26
  %35 = phi i64 [ %17, %21 ], [ %33, %26 ], !dbg !2159
  %36 = phi i64 [ %16, %21 ], [ %32, %26 ], !dbg !2159
  %37 = phi ptr [ %22, %21 ], [ %31, %26 ], !dbg !2152
  %38 = trunc i32 %3 to i8, !dbg !2161
  store i64 %35, ptr %15, align 8, !dbg !2159, !tbaa !925
  %39 = getelementptr inbounds i8, ptr %37, i64 %36, !dbg !2162
  store i8 %38, ptr %39, align 1, !dbg !2163, !tbaa !849
  %40 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !2164
  %41 = load ptr, ptr %40, align 8, !dbg !2164, !tbaa !1052
  %42 = load i64, ptr %41, align 8, !dbg !2164, !tbaa !1132
  %43 = add i64 %42, -1, !dbg !2164
  store i64 %43, ptr %41, align 8, !dbg !2164, !tbaa !1132
  %44 = icmp eq i64 %42, 0, !dbg !2164
  br i1 %44, label %51, label %45, !dbg !2164

45:                                               ; preds = %34
  %46 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !2164
  %47 = load ptr, ptr %46, align 8, !dbg !2164, !tbaa !1134
  %48 = getelementptr inbounds i8, ptr %47, i64 1, !dbg !2164
  store ptr %48, ptr %46, align 8, !dbg !2164, !tbaa !1134
  %49 = load i8, ptr %47, align 1, !dbg !2164, !tbaa !849
  %50 = zext i8 %49 to i32, !dbg !2164
  br label %53, !dbg !2164

51:                                               ; preds = %34
  %52 = tail call i32 @luaZ_fill(ptr noundef nonnull %41) #6, !dbg !2164
  br label %53, !dbg !2164

53:                                               ; preds = %51, %45
  %54 = phi i32 [ %50, %45 ], [ %52, %51 ], !dbg !2164
  store i32 %54, ptr %0, align 8, !dbg !2164, !tbaa !1046
  br label %55, !dbg !2165

55:                                               ; preds = %7, %53
  %56 = phi i32 [ 1, %53 ], [ 0, %7 ], !dbg !2166
  ret i32 %56, !dbg !2167
}

declare !dbg !2168 hidden i64 @luaO_str2num(ptr noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!662, !663, !664, !665, !666, !667, !668}
!llvm.ident = !{!669}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/llex.c", directory: ".", checksumkind: CSK_MD5, checksum: "710b0666cd00858b7cfe78ed2fb74bd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "luaX_tokens", scope: !9, file: !2, line: 40, type: !658, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !52, globals: !492, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "RESERVED", file: !12, line: 32, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "src/lua/llex.h", directory: ".", checksumkind: CSK_MD5, checksum: "da06f8f4d5cae5a2a65fa68f35a93cca")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51}
!15 = !DIEnumerator(name: "TK_AND", value: 256)
!16 = !DIEnumerator(name: "TK_BREAK", value: 257)
!17 = !DIEnumerator(name: "TK_DO", value: 258)
!18 = !DIEnumerator(name: "TK_ELSE", value: 259)
!19 = !DIEnumerator(name: "TK_ELSEIF", value: 260)
!20 = !DIEnumerator(name: "TK_END", value: 261)
!21 = !DIEnumerator(name: "TK_FALSE", value: 262)
!22 = !DIEnumerator(name: "TK_FOR", value: 263)
!23 = !DIEnumerator(name: "TK_FUNCTION", value: 264)
!24 = !DIEnumerator(name: "TK_GOTO", value: 265)
!25 = !DIEnumerator(name: "TK_IF", value: 266)
!26 = !DIEnumerator(name: "TK_IN", value: 267)
!27 = !DIEnumerator(name: "TK_LOCAL", value: 268)
!28 = !DIEnumerator(name: "TK_NIL", value: 269)
!29 = !DIEnumerator(name: "TK_NOT", value: 270)
!30 = !DIEnumerator(name: "TK_OR", value: 271)
!31 = !DIEnumerator(name: "TK_REPEAT", value: 272)
!32 = !DIEnumerator(name: "TK_RETURN", value: 273)
!33 = !DIEnumerator(name: "TK_THEN", value: 274)
!34 = !DIEnumerator(name: "TK_TRUE", value: 275)
!35 = !DIEnumerator(name: "TK_UNTIL", value: 276)
!36 = !DIEnumerator(name: "TK_WHILE", value: 277)
!37 = !DIEnumerator(name: "TK_IDIV", value: 278)
!38 = !DIEnumerator(name: "TK_CONCAT", value: 279)
!39 = !DIEnumerator(name: "TK_DOTS", value: 280)
!40 = !DIEnumerator(name: "TK_EQ", value: 281)
!41 = !DIEnumerator(name: "TK_GE", value: 282)
!42 = !DIEnumerator(name: "TK_LE", value: 283)
!43 = !DIEnumerator(name: "TK_NE", value: 284)
!44 = !DIEnumerator(name: "TK_SHL", value: 285)
!45 = !DIEnumerator(name: "TK_SHR", value: 286)
!46 = !DIEnumerator(name: "TK_DBCOLON", value: 287)
!47 = !DIEnumerator(name: "TK_EOS", value: 288)
!48 = !DIEnumerator(name: "TK_FLT", value: 289)
!49 = !DIEnumerator(name: "TK_INT", value: 290)
!50 = !DIEnumerator(name: "TK_NAME", value: 291)
!51 = !DIEnumerator(name: "TK_STRING", value: 292)
!52 = !{!53, !128, !65, !379, !491, !82, !4, !67}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "GCUnion", file: !55, line: 353, size: 1600, elements: !56)
!55 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!56 = !{!57, !69, !91, !407, !487, !488, !489, !490}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !54, file: !55, line: 354, baseType: !58, size: 128)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !59, line: 294, baseType: !60)
!59 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !59, line: 292, size: 128, elements: !61)
!61 = !{!62, !64, !68}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !60, file: !59, line: 293, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !60, file: !59, line: 293, baseType: !65, size: 8, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !66, line: 36, baseType: !67)
!66 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !60, file: !59, line: 293, baseType: !65, size: 8, offset: 72)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !54, file: !55, line: 355, baseType: !70, size: 256)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !59, line: 386, size: 256, elements: !71)
!71 = !{!72, !73, !74, !75, !76, !77, !78, !87}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !70, file: !59, line: 387, baseType: !63, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !70, file: !59, line: 387, baseType: !65, size: 8, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !70, file: !59, line: 387, baseType: !65, size: 8, offset: 72)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !70, file: !59, line: 388, baseType: !65, size: 8, offset: 80)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !70, file: !59, line: 389, baseType: !65, size: 8, offset: 88)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !70, file: !59, line: 390, baseType: !13, size: 32, offset: 96)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !70, file: !59, line: 394, baseType: !79, size: 64, offset: 128)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !70, file: !59, line: 391, size: 64, elements: !80)
!80 = !{!81, !85}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !79, file: !59, line: 392, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !83, line: 18, baseType: !84)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !79, file: !59, line: 393, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !70, file: !59, line: 395, baseType: !88, size: 8, offset: 192)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 1)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !54, file: !55, line: 356, baseType: !92, size: 448)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Udata", file: !59, line: 459, size: 448, elements: !93)
!93 = !{!94, !95, !96, !97, !99, !100, !395, !396}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !92, file: !59, line: 460, baseType: !63, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !92, file: !59, line: 460, baseType: !65, size: 8, offset: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !92, file: !59, line: 460, baseType: !65, size: 8, offset: 72)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "nuvalue", scope: !92, file: !59, line: 461, baseType: !98, size: 16, offset: 80)
!98 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !92, file: !59, line: 462, baseType: !82, size: 64, offset: 128)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !92, file: !59, line: 463, baseType: !101, size: 64, offset: 192)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !59, line: 737, size: 448, elements: !103)
!103 = !{!104, !105, !106, !107, !108, !109, !110, !378, !392, !393, !394}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !102, file: !59, line: 738, baseType: !63, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !102, file: !59, line: 738, baseType: !65, size: 8, offset: 64)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !102, file: !59, line: 738, baseType: !65, size: 8, offset: 72)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !102, file: !59, line: 739, baseType: !65, size: 8, offset: 80)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !102, file: !59, line: 740, baseType: !65, size: 8, offset: 88)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !102, file: !59, line: 741, baseType: !13, size: 32, offset: 96)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !102, file: !59, line: 742, baseType: !111, size: 64, offset: 128)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !59, line: 69, baseType: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !59, line: 67, size: 128, elements: !114)
!114 = !{!115, !377}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !113, file: !59, line: 68, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !59, line: 57, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !59, line: 49, size: 64, elements: !118)
!118 = !{!119, !120, !122, !370, !373, !376}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !117, file: !59, line: 50, baseType: !63, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !117, file: !59, line: 51, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !117, file: !59, line: 52, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !124, line: 106, baseType: !125)
!124 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DISubroutineType(types: !127)
!127 = !{!128, !129}
!128 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !124, line: 57, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !55, line: 309, size: 1600, elements: !132)
!132 = !{!133, !134, !135, !136, !137, !138, !139, !160, !246, !301, !302, !303, !327, !328, !329, !330, !333, !334, !364, !365, !366, !367, !368, !369}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !131, file: !55, line: 310, baseType: !63, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !131, file: !55, line: 310, baseType: !65, size: 8, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !131, file: !55, line: 310, baseType: !65, size: 8, offset: 72)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !131, file: !55, line: 311, baseType: !65, size: 8, offset: 80)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !131, file: !55, line: 312, baseType: !65, size: 8, offset: 88)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !131, file: !55, line: 313, baseType: !98, size: 16, offset: 96)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !131, file: !55, line: 314, baseType: !140, size: 64, offset: 128)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !59, line: 168, baseType: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !59, line: 165, size: 64, elements: !142)
!142 = !{!143, !156}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !141, file: !59, line: 166, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !59, line: 158, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !59, line: 154, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !59, line: 148, size: 128, elements: !148)
!148 = !{!149, !150}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !147, file: !59, line: 149, baseType: !112, size: 128)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !147, file: !59, line: 153, baseType: !151, size: 128)
!151 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !147, file: !59, line: 150, size: 128, elements: !152)
!152 = !{!153, !154, !155}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !151, file: !59, line: 151, baseType: !116, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !151, file: !59, line: 151, baseType: !65, size: 8, offset: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !151, file: !59, line: 152, baseType: !98, size: 16, offset: 80)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !141, file: !59, line: 167, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !158, line: 18, baseType: !159)
!158 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!159 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !131, file: !55, line: 315, baseType: !161, size: 64, offset: 192)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !55, line: 303, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !55, line: 254, size: 11328, elements: !164)
!164 = !{!165, !170, !171, !173, !174, !176, !177, !187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !203, !205, !206, !207, !208, !209, !210, !211, !212, !213, !214, !215, !216, !217, !218, !219, !220, !222, !223, !224, !225, !229, !233, !238, !245}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !163, file: !55, line: 255, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !124, line: 125, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DISubroutineType(types: !169)
!169 = !{!121, !121, !121, !82, !82}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !163, file: !55, line: 256, baseType: !121, size: 64, offset: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !163, file: !55, line: 257, baseType: !172, size: 64, offset: 128)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !66, line: 28, baseType: !157)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !163, file: !55, line: 258, baseType: !172, size: 64, offset: 192)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !163, file: !55, line: 259, baseType: !175, size: 64, offset: 256)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !66, line: 27, baseType: !82)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !163, file: !55, line: 260, baseType: !175, size: 64, offset: 320)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !163, file: !55, line: 261, baseType: !178, size: 128, offset: 384)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !55, line: 159, baseType: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !55, line: 155, size: 128, elements: !180)
!180 = !{!181, !185, !186}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !179, file: !55, line: 156, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !59, line: 396, baseType: !70)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !179, file: !55, line: 157, baseType: !128, size: 32, offset: 64)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !179, file: !55, line: 158, baseType: !128, size: 32, offset: 96)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !163, file: !55, line: 262, baseType: !112, size: 128, offset: 512)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !163, file: !55, line: 263, baseType: !112, size: 128, offset: 640)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !163, file: !55, line: 264, baseType: !13, size: 32, offset: 768)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !163, file: !55, line: 265, baseType: !65, size: 8, offset: 800)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !163, file: !55, line: 266, baseType: !65, size: 8, offset: 808)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !163, file: !55, line: 267, baseType: !65, size: 8, offset: 816)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !163, file: !55, line: 268, baseType: !65, size: 8, offset: 824)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !163, file: !55, line: 269, baseType: !65, size: 8, offset: 832)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !163, file: !55, line: 270, baseType: !65, size: 8, offset: 840)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !163, file: !55, line: 271, baseType: !65, size: 8, offset: 848)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !163, file: !55, line: 272, baseType: !65, size: 8, offset: 856)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !163, file: !55, line: 273, baseType: !65, size: 8, offset: 864)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !163, file: !55, line: 274, baseType: !65, size: 8, offset: 872)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !163, file: !55, line: 275, baseType: !65, size: 8, offset: 880)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !163, file: !55, line: 276, baseType: !202, size: 64, offset: 896)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !163, file: !55, line: 277, baseType: !204, size: 64, offset: 960)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !163, file: !55, line: 278, baseType: !202, size: 64, offset: 1024)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !163, file: !55, line: 279, baseType: !202, size: 64, offset: 1088)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !163, file: !55, line: 280, baseType: !202, size: 64, offset: 1152)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !163, file: !55, line: 281, baseType: !202, size: 64, offset: 1216)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !163, file: !55, line: 282, baseType: !202, size: 64, offset: 1280)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !163, file: !55, line: 283, baseType: !202, size: 64, offset: 1344)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !163, file: !55, line: 284, baseType: !202, size: 64, offset: 1408)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !163, file: !55, line: 285, baseType: !202, size: 64, offset: 1472)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !163, file: !55, line: 287, baseType: !202, size: 64, offset: 1536)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !163, file: !55, line: 288, baseType: !202, size: 64, offset: 1600)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !163, file: !55, line: 289, baseType: !202, size: 64, offset: 1664)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !163, file: !55, line: 290, baseType: !202, size: 64, offset: 1728)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !163, file: !55, line: 291, baseType: !202, size: 64, offset: 1792)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !163, file: !55, line: 292, baseType: !202, size: 64, offset: 1856)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !163, file: !55, line: 293, baseType: !202, size: 64, offset: 1920)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !163, file: !55, line: 294, baseType: !221, size: 64, offset: 1984)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !163, file: !55, line: 295, baseType: !123, size: 64, offset: 2048)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !163, file: !55, line: 296, baseType: !221, size: 64, offset: 2112)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !163, file: !55, line: 297, baseType: !183, size: 64, offset: 2176)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !163, file: !55, line: 298, baseType: !226, size: 1600, offset: 2240)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !183, size: 1600, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 25)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !163, file: !55, line: 299, baseType: !230, size: 576, offset: 3840)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 576, elements: !231)
!231 = !{!232}
!232 = !DISubrange(count: 9)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !163, file: !55, line: 300, baseType: !234, size: 6784, offset: 4416)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !183, size: 6784, elements: !235)
!235 = !{!236, !237}
!236 = !DISubrange(count: 53)
!237 = !DISubrange(count: 2)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !163, file: !55, line: 301, baseType: !239, size: 64, offset: 11200)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !124, line: 131, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !121, !243, !128}
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !163, file: !55, line: 302, baseType: !121, size: 64, offset: 11264)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !131, file: !55, line: 316, baseType: !247, size: 64, offset: 256)
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !55, line: 14, baseType: !249)
!249 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !55, line: 177, size: 512, elements: !250)
!250 = !{!251, !252, !253, !255, !256, !287, !298, !300}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !249, file: !55, line: 178, baseType: !140, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !249, file: !55, line: 179, baseType: !140, size: 64, offset: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !249, file: !55, line: 180, baseType: !254, size: 64, offset: 128)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !249, file: !55, line: 180, baseType: !254, size: 64, offset: 192)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !249, file: !55, line: 192, baseType: !257, size: 192, offset: 256)
!257 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !249, file: !55, line: 181, size: 192, elements: !258)
!258 = !{!259, !274}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !257, file: !55, line: 186, baseType: !260, size: 128)
!260 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !257, file: !55, line: 182, size: 128, elements: !261)
!261 = !{!262, !267, !273}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !260, file: !55, line: 183, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !264, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !66, line: 205, baseType: !266)
!266 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !66, line: 200, baseType: !13)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !260, file: !55, line: 184, baseType: !268, size: 32, offset: 64)
!268 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !269)
!269 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !270, line: 8, baseType: !271)
!270 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !272, line: 215, baseType: !128)
!272 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!273 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !260, file: !55, line: 185, baseType: !128, size: 32, offset: 96)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !257, file: !55, line: 191, baseType: !275, size: 192)
!275 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !257, file: !55, line: 187, size: 192, elements: !276)
!276 = !{!277, !285, !286}
!277 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !275, file: !55, line: 188, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !124, line: 111, baseType: !279)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64)
!280 = !DISubroutineType(types: !281)
!281 = !{!128, !129, !128, !282}
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !124, line: 100, baseType: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !284, line: 87, baseType: !159)
!284 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!285 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !275, file: !55, line: 189, baseType: !157, size: 64, offset: 64)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !275, file: !55, line: 190, baseType: !282, size: 64, offset: 128)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !249, file: !55, line: 201, baseType: !288, size: 32, offset: 448)
!288 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !249, file: !55, line: 193, size: 32, elements: !289)
!289 = !{!290, !291, !292, !293}
!290 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !288, file: !55, line: 194, baseType: !128, size: 32)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !288, file: !55, line: 195, baseType: !128, size: 32)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !288, file: !55, line: 196, baseType: !128, size: 32)
!293 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !288, file: !55, line: 200, baseType: !294, size: 32)
!294 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !288, file: !55, line: 197, size: 32, elements: !295)
!295 = !{!296, !297}
!296 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !294, file: !55, line: 198, baseType: !98, size: 16)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !294, file: !55, line: 199, baseType: !98, size: 16, offset: 16)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !249, file: !55, line: 202, baseType: !299, size: 16, offset: 480)
!299 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !249, file: !55, line: 203, baseType: !98, size: 16, offset: 496)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !131, file: !55, line: 317, baseType: !140, size: 64, offset: 320)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !131, file: !55, line: 318, baseType: !140, size: 64, offset: 384)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !131, file: !55, line: 319, baseType: !304, size: 64, offset: 448)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !59, line: 640, baseType: !306)
!306 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !59, line: 627, size: 320, elements: !307)
!307 = !{!308, !309, !310, !311, !316}
!308 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !306, file: !59, line: 628, baseType: !63, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !306, file: !59, line: 628, baseType: !65, size: 8, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !306, file: !59, line: 628, baseType: !65, size: 8, offset: 72)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !306, file: !59, line: 632, baseType: !312, size: 64, offset: 128)
!312 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !306, file: !59, line: 629, size: 64, elements: !313)
!313 = !{!314, !315}
!314 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !312, file: !59, line: 630, baseType: !111, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !312, file: !59, line: 631, baseType: !157, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !306, file: !59, line: 639, baseType: !317, size: 128, offset: 192)
!317 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !306, file: !59, line: 633, size: 128, elements: !318)
!318 = !{!319, !326}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !317, file: !59, line: 637, baseType: !320, size: 128)
!320 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !317, file: !59, line: 634, size: 128, elements: !321)
!321 = !{!322, !324}
!322 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !320, file: !59, line: 635, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !320, file: !59, line: 636, baseType: !325, size: 64, offset: 64)
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !317, file: !59, line: 638, baseType: !112, size: 128)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !131, file: !55, line: 320, baseType: !140, size: 64, offset: 512)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !131, file: !55, line: 321, baseType: !202, size: 64, offset: 576)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !131, file: !55, line: 322, baseType: !221, size: 64, offset: 640)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !131, file: !55, line: 323, baseType: !331, size: 64, offset: 704)
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !55, line: 122, flags: DIFlagFwdDecl)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !131, file: !55, line: 324, baseType: !248, size: 512, offset: 768)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !131, file: !55, line: 325, baseType: !335, size: 64, offset: 1280)
!335 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !336)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !124, line: 143, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !129, !340}
!340 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !341, size: 64)
!341 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !124, line: 137, baseType: !342)
!342 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !124, line: 475, size: 1088, elements: !343)
!343 = !{!344, !345, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !357, !358, !359, !363}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !342, file: !124, line: 476, baseType: !128, size: 32)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !342, file: !124, line: 477, baseType: !243, size: 64, offset: 64)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !342, file: !124, line: 478, baseType: !243, size: 64, offset: 128)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !342, file: !124, line: 479, baseType: !243, size: 64, offset: 192)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !342, file: !124, line: 480, baseType: !243, size: 64, offset: 256)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !342, file: !124, line: 481, baseType: !82, size: 64, offset: 320)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !342, file: !124, line: 482, baseType: !128, size: 32, offset: 384)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !342, file: !124, line: 483, baseType: !128, size: 32, offset: 416)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !342, file: !124, line: 484, baseType: !128, size: 32, offset: 448)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !342, file: !124, line: 485, baseType: !67, size: 8, offset: 480)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !342, file: !124, line: 486, baseType: !67, size: 8, offset: 488)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !342, file: !124, line: 487, baseType: !4, size: 8, offset: 496)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !342, file: !124, line: 488, baseType: !4, size: 8, offset: 504)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !342, file: !124, line: 489, baseType: !98, size: 16, offset: 512)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !342, file: !124, line: 490, baseType: !98, size: 16, offset: 528)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !342, file: !124, line: 491, baseType: !360, size: 480, offset: 544)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !361)
!361 = !{!362}
!362 = !DISubrange(count: 60)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !342, file: !124, line: 493, baseType: !254, size: 64, offset: 1024)
!364 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !131, file: !55, line: 326, baseType: !157, size: 64, offset: 1344)
!365 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !131, file: !55, line: 327, baseType: !266, size: 32, offset: 1408)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !131, file: !55, line: 328, baseType: !128, size: 32, offset: 1440)
!367 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !131, file: !55, line: 329, baseType: !128, size: 32, offset: 1472)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !131, file: !55, line: 330, baseType: !128, size: 32, offset: 1504)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !131, file: !55, line: 331, baseType: !268, size: 32, offset: 1536)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !117, file: !59, line: 53, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !124, line: 94, baseType: !372)
!372 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !117, file: !59, line: 54, baseType: !374, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !124, line: 90, baseType: !375)
!375 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !117, file: !59, line: 56, baseType: !65, size: 8)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !113, file: !59, line: 68, baseType: !65, size: 8, offset: 64)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !102, file: !59, line: 743, baseType: !379, size: 64, offset: 192)
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !59, line: 707, baseType: !381)
!381 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !59, line: 699, size: 192, elements: !382)
!382 = !{!383, !391}
!383 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !381, file: !59, line: 705, baseType: !384, size: 192)
!384 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !59, line: 700, size: 192, elements: !385)
!385 = !{!386, !387, !388, !389, !390}
!386 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !384, file: !59, line: 701, baseType: !116, size: 64)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !384, file: !59, line: 701, baseType: !65, size: 8, offset: 64)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !384, file: !59, line: 702, baseType: !65, size: 8, offset: 72)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !384, file: !59, line: 703, baseType: !128, size: 32, offset: 96)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !384, file: !59, line: 704, baseType: !116, size: 64, offset: 128)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !381, file: !59, line: 706, baseType: !112, size: 128)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !102, file: !59, line: 744, baseType: !379, size: 64, offset: 256)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !102, file: !59, line: 745, baseType: !101, size: 64, offset: 320)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !102, file: !59, line: 746, baseType: !202, size: 64, offset: 384)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !92, file: !59, line: 464, baseType: !202, size: 64, offset: 256)
!396 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !92, file: !59, line: 465, baseType: !397, size: 128, offset: 320)
!397 = !DICompositeType(tag: DW_TAG_array_type, baseType: !398, size: 128, elements: !89)
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "UValue", file: !59, line: 452, baseType: !399)
!399 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "UValue", file: !59, line: 449, size: 128, elements: !400)
!400 = !{!401, !402, !403, !404, !405, !406}
!401 = !DIDerivedType(tag: DW_TAG_member, name: "uv", scope: !399, file: !59, line: 450, baseType: !112, size: 128)
!402 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !399, file: !59, line: 451, baseType: !374, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !399, file: !59, line: 451, baseType: !375, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !399, file: !59, line: 451, baseType: !121, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !399, file: !59, line: 451, baseType: !371, size: 64)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !399, file: !59, line: 451, baseType: !159, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "cl", scope: !54, file: !55, line: 357, baseType: !408, size: 384)
!408 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Closure", file: !59, line: 661, size: 384, elements: !409)
!409 = !{!410, !422}
!410 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !408, file: !59, line: 662, baseType: !411, size: 384)
!411 = !DIDerivedType(tag: DW_TAG_typedef, name: "CClosure", file: !59, line: 651, baseType: !412)
!412 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CClosure", file: !59, line: 647, size: 384, elements: !413)
!413 = !{!414, !415, !416, !417, !418, !419, !420}
!414 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !412, file: !59, line: 648, baseType: !63, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !412, file: !59, line: 648, baseType: !65, size: 8, offset: 64)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !412, file: !59, line: 648, baseType: !65, size: 8, offset: 72)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !412, file: !59, line: 648, baseType: !65, size: 8, offset: 80)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !412, file: !59, line: 648, baseType: !202, size: 64, offset: 128)
!419 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !412, file: !59, line: 649, baseType: !123, size: 64, offset: 192)
!420 = !DIDerivedType(tag: DW_TAG_member, name: "upvalue", scope: !412, file: !59, line: 650, baseType: !421, size: 128, offset: 256)
!421 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 128, elements: !89)
!422 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !408, file: !59, line: 663, baseType: !423, size: 320)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "LClosure", file: !59, line: 658, baseType: !424)
!424 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LClosure", file: !59, line: 654, size: 320, elements: !425)
!425 = !{!426, !427, !428, !429, !430, !431, !485}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !424, file: !59, line: 655, baseType: !63, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !424, file: !59, line: 655, baseType: !65, size: 8, offset: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !424, file: !59, line: 655, baseType: !65, size: 8, offset: 72)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "nupvalues", scope: !424, file: !59, line: 655, baseType: !65, size: 8, offset: 80)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !424, file: !59, line: 655, baseType: !202, size: 64, offset: 128)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !424, file: !59, line: 656, baseType: !432, size: 64, offset: 192)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Proto", file: !59, line: 550, size: 1024, elements: !434)
!434 = !{!435, !436, !437, !438, !439, !440, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !451, !453, !455, !464, !468, !475, !483, !484}
!435 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !433, file: !59, line: 551, baseType: !63, size: 64)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !433, file: !59, line: 551, baseType: !65, size: 8, offset: 64)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !433, file: !59, line: 551, baseType: !65, size: 8, offset: 72)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "numparams", scope: !433, file: !59, line: 552, baseType: !65, size: 8, offset: 80)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "is_vararg", scope: !433, file: !59, line: 553, baseType: !65, size: 8, offset: 88)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "maxstacksize", scope: !433, file: !59, line: 554, baseType: !65, size: 8, offset: 96)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "sizeupvalues", scope: !433, file: !59, line: 555, baseType: !128, size: 32, offset: 128)
!442 = !DIDerivedType(tag: DW_TAG_member, name: "sizek", scope: !433, file: !59, line: 556, baseType: !128, size: 32, offset: 160)
!443 = !DIDerivedType(tag: DW_TAG_member, name: "sizecode", scope: !433, file: !59, line: 557, baseType: !128, size: 32, offset: 192)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "sizelineinfo", scope: !433, file: !59, line: 558, baseType: !128, size: 32, offset: 224)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "sizep", scope: !433, file: !59, line: 559, baseType: !128, size: 32, offset: 256)
!446 = !DIDerivedType(tag: DW_TAG_member, name: "sizelocvars", scope: !433, file: !59, line: 560, baseType: !128, size: 32, offset: 288)
!447 = !DIDerivedType(tag: DW_TAG_member, name: "sizeabslineinfo", scope: !433, file: !59, line: 561, baseType: !128, size: 32, offset: 320)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !433, file: !59, line: 562, baseType: !128, size: 32, offset: 352)
!449 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !433, file: !59, line: 563, baseType: !128, size: 32, offset: 384)
!450 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !433, file: !59, line: 564, baseType: !111, size: 64, offset: 448)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !433, file: !59, line: 565, baseType: !452, size: 64, offset: 512)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !433, file: !59, line: 566, baseType: !454, size: 64, offset: 576)
!454 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 64)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "upvalues", scope: !433, file: !59, line: 567, baseType: !456, size: 64, offset: 640)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_typedef, name: "Upvaldesc", file: !59, line: 518, baseType: !458)
!458 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Upvaldesc", file: !59, line: 513, size: 128, elements: !459)
!459 = !{!460, !461, !462, !463}
!460 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !458, file: !59, line: 514, baseType: !183, size: 64)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "instack", scope: !458, file: !59, line: 515, baseType: !65, size: 8, offset: 64)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "idx", scope: !458, file: !59, line: 516, baseType: !65, size: 8, offset: 72)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !458, file: !59, line: 517, baseType: !65, size: 8, offset: 80)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "lineinfo", scope: !433, file: !59, line: 568, baseType: !465, size: 64, offset: 704)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_typedef, name: "ls_byte", file: !66, line: 37, baseType: !467)
!467 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "abslineinfo", scope: !433, file: !59, line: 569, baseType: !469, size: 64, offset: 768)
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !470, size: 64)
!470 = !DIDerivedType(tag: DW_TAG_typedef, name: "AbsLineInfo", file: !59, line: 545, baseType: !471)
!471 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "AbsLineInfo", file: !59, line: 542, size: 64, elements: !472)
!472 = !{!473, !474}
!473 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !471, file: !59, line: 543, baseType: !128, size: 32)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !471, file: !59, line: 544, baseType: !128, size: 32, offset: 32)
!475 = !DIDerivedType(tag: DW_TAG_member, name: "locvars", scope: !433, file: !59, line: 570, baseType: !476, size: 64, offset: 832)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !477, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_typedef, name: "LocVar", file: !59, line: 529, baseType: !478)
!478 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LocVar", file: !59, line: 525, size: 128, elements: !479)
!479 = !{!480, !481, !482}
!480 = !DIDerivedType(tag: DW_TAG_member, name: "varname", scope: !478, file: !59, line: 526, baseType: !183, size: 64)
!481 = !DIDerivedType(tag: DW_TAG_member, name: "startpc", scope: !478, file: !59, line: 527, baseType: !128, size: 32, offset: 64)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "endpc", scope: !478, file: !59, line: 528, baseType: !128, size: 32, offset: 96)
!483 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !433, file: !59, line: 571, baseType: !183, size: 64, offset: 896)
!484 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !433, file: !59, line: 572, baseType: !202, size: 64, offset: 960)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "upvals", scope: !424, file: !59, line: 657, baseType: !486, size: 64, offset: 256)
!486 = !DICompositeType(tag: DW_TAG_array_type, baseType: !304, size: 64, elements: !89)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !54, file: !55, line: 358, baseType: !102, size: 448)
!488 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !54, file: !55, line: 359, baseType: !433, size: 1024)
!489 = !DIDerivedType(tag: DW_TAG_member, name: "th", scope: !54, file: !55, line: 360, baseType: !131, size: 1600)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "upv", scope: !54, file: !55, line: 361, baseType: !306, size: 320)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!492 = !{!0, !493, !495, !500, !502, !507, !512, !517, !519, !524, !526, !528, !530, !533, !535, !537, !539, !541, !543, !545, !547, !549, !551, !553, !555, !557, !559, !561, !563, !565, !567, !569, !571, !573, !575, !577, !579, !581, !583, !588, !590, !7, !592, !597, !600, !605, !607, !609, !611, !616, !621, !626, !631, !636, !641, !643, !645, !647, !649, !651, !653}
!493 = !DIGlobalVariableExpression(var: !494, expr: !DIExpression())
!494 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !3, isLocal: true, isDefinition: true)
!495 = !DIGlobalVariableExpression(var: !496, expr: !DIExpression())
!496 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !497, isLocal: true, isDefinition: true)
!497 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !498)
!498 = !{!499}
!499 = !DISubrange(count: 8)
!500 = !DIGlobalVariableExpression(var: !501, expr: !DIExpression())
!501 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !504, isLocal: true, isDefinition: true)
!504 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !505)
!505 = !{!506}
!506 = !DISubrange(count: 4)
!507 = !DIGlobalVariableExpression(var: !508, expr: !DIExpression())
!508 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !509, isLocal: true, isDefinition: true)
!509 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !510)
!510 = !{!511}
!511 = !DISubrange(count: 6)
!512 = !DIGlobalVariableExpression(var: !513, expr: !DIExpression())
!513 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !514, isLocal: true, isDefinition: true)
!514 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !515)
!515 = !{!516}
!516 = !DISubrange(count: 3)
!517 = !DIGlobalVariableExpression(var: !518, expr: !DIExpression())
!518 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!519 = !DIGlobalVariableExpression(var: !520, expr: !DIExpression())
!520 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !521, isLocal: true, isDefinition: true)
!521 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !522)
!522 = !{!523}
!523 = !DISubrange(count: 7)
!524 = !DIGlobalVariableExpression(var: !525, expr: !DIExpression())
!525 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !504, isLocal: true, isDefinition: true)
!526 = !DIGlobalVariableExpression(var: !527, expr: !DIExpression())
!527 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !509, isLocal: true, isDefinition: true)
!528 = !DIGlobalVariableExpression(var: !529, expr: !DIExpression())
!529 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !504, isLocal: true, isDefinition: true)
!530 = !DIGlobalVariableExpression(var: !531, expr: !DIExpression())
!531 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !532, isLocal: true, isDefinition: true)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !231)
!533 = !DIGlobalVariableExpression(var: !534, expr: !DIExpression())
!534 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!535 = !DIGlobalVariableExpression(var: !536, expr: !DIExpression())
!536 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !514, isLocal: true, isDefinition: true)
!537 = !DIGlobalVariableExpression(var: !538, expr: !DIExpression())
!538 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !514, isLocal: true, isDefinition: true)
!539 = !DIGlobalVariableExpression(var: !540, expr: !DIExpression())
!540 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !509, isLocal: true, isDefinition: true)
!541 = !DIGlobalVariableExpression(var: !542, expr: !DIExpression())
!542 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !504, isLocal: true, isDefinition: true)
!543 = !DIGlobalVariableExpression(var: !544, expr: !DIExpression())
!544 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !504, isLocal: true, isDefinition: true)
!545 = !DIGlobalVariableExpression(var: !546, expr: !DIExpression())
!546 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !514, isLocal: true, isDefinition: true)
!547 = !DIGlobalVariableExpression(var: !548, expr: !DIExpression())
!548 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !521, isLocal: true, isDefinition: true)
!549 = !DIGlobalVariableExpression(var: !550, expr: !DIExpression())
!550 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !521, isLocal: true, isDefinition: true)
!551 = !DIGlobalVariableExpression(var: !552, expr: !DIExpression())
!552 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!553 = !DIGlobalVariableExpression(var: !554, expr: !DIExpression())
!554 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!555 = !DIGlobalVariableExpression(var: !556, expr: !DIExpression())
!556 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !509, isLocal: true, isDefinition: true)
!557 = !DIGlobalVariableExpression(var: !558, expr: !DIExpression())
!558 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !509, isLocal: true, isDefinition: true)
!559 = !DIGlobalVariableExpression(var: !560, expr: !DIExpression())
!560 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!561 = !DIGlobalVariableExpression(var: !562, expr: !DIExpression())
!562 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!563 = !DIGlobalVariableExpression(var: !564, expr: !DIExpression())
!564 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !504, isLocal: true, isDefinition: true)
!565 = !DIGlobalVariableExpression(var: !566, expr: !DIExpression())
!566 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!567 = !DIGlobalVariableExpression(var: !568, expr: !DIExpression())
!568 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!569 = !DIGlobalVariableExpression(var: !570, expr: !DIExpression())
!570 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!571 = !DIGlobalVariableExpression(var: !572, expr: !DIExpression())
!572 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !514, isLocal: true, isDefinition: true)
!573 = !DIGlobalVariableExpression(var: !574, expr: !DIExpression())
!574 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !514, isLocal: true, isDefinition: true)
!575 = !DIGlobalVariableExpression(var: !576, expr: !DIExpression())
!576 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !514, isLocal: true, isDefinition: true)
!577 = !DIGlobalVariableExpression(var: !578, expr: !DIExpression())
!578 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !514, isLocal: true, isDefinition: true)
!579 = !DIGlobalVariableExpression(var: !580, expr: !DIExpression())
!580 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !509, isLocal: true, isDefinition: true)
!581 = !DIGlobalVariableExpression(var: !582, expr: !DIExpression())
!582 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !532, isLocal: true, isDefinition: true)
!583 = !DIGlobalVariableExpression(var: !584, expr: !DIExpression())
!584 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !585, isLocal: true, isDefinition: true)
!585 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !586)
!586 = !{!587}
!587 = !DISubrange(count: 10)
!588 = !DIGlobalVariableExpression(var: !589, expr: !DIExpression())
!589 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !521, isLocal: true, isDefinition: true)
!590 = !DIGlobalVariableExpression(var: !591, expr: !DIExpression())
!591 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !532, isLocal: true, isDefinition: true)
!592 = !DIGlobalVariableExpression(var: !593, expr: !DIExpression())
!593 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !594, isLocal: true, isDefinition: true)
!594 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !595)
!595 = !{!596}
!596 = !DISubrange(count: 11)
!597 = !DIGlobalVariableExpression(var: !598, expr: !DIExpression())
!598 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !599, isLocal: true, isDefinition: true)
!599 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !227)
!600 = !DIGlobalVariableExpression(var: !601, expr: !DIExpression())
!601 = distinct !DIGlobalVariable(scope: null, file: !2, line: 483, type: !602, isLocal: true, isDefinition: true)
!602 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !603)
!603 = !{!604}
!604 = !DISubrange(count: 30)
!605 = !DIGlobalVariableExpression(var: !606, expr: !DIExpression())
!606 = distinct !DIGlobalVariable(scope: null, file: !2, line: 163, type: !599, isLocal: true, isDefinition: true)
!607 = !DIGlobalVariableExpression(var: !608, expr: !DIExpression())
!608 = distinct !DIGlobalVariable(scope: null, file: !2, line: 288, type: !521, isLocal: true, isDefinition: true)
!609 = !DIGlobalVariableExpression(var: !610, expr: !DIExpression())
!610 = distinct !DIGlobalVariable(scope: null, file: !2, line: 288, type: !497, isLocal: true, isDefinition: true)
!611 = !DIGlobalVariableExpression(var: !612, expr: !DIExpression())
!612 = distinct !DIGlobalVariable(scope: null, file: !2, line: 290, type: !613, isLocal: true, isDefinition: true)
!613 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !614)
!614 = !{!615}
!615 = !DISubrange(count: 41)
!616 = !DIGlobalVariableExpression(var: !617, expr: !DIExpression())
!617 = distinct !DIGlobalVariable(scope: null, file: !2, line: 387, type: !618, isLocal: true, isDefinition: true)
!618 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !619)
!619 = !{!620}
!620 = !DISubrange(count: 18)
!621 = !DIGlobalVariableExpression(var: !622, expr: !DIExpression())
!622 = distinct !DIGlobalVariable(scope: null, file: !2, line: 421, type: !623, isLocal: true, isDefinition: true)
!623 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !624)
!624 = !{!625}
!625 = !DISubrange(count: 24)
!626 = !DIGlobalVariableExpression(var: !627, expr: !DIExpression())
!627 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !628, isLocal: true, isDefinition: true)
!628 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !629)
!629 = !{!630}
!630 = !DISubrange(count: 27)
!631 = !DIGlobalVariableExpression(var: !632, expr: !DIExpression())
!632 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !633, isLocal: true, isDefinition: true)
!633 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !634)
!634 = !{!635}
!635 = !DISubrange(count: 12)
!636 = !DIGlobalVariableExpression(var: !637, expr: !DIExpression())
!637 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !638, isLocal: true, isDefinition: true)
!638 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !639)
!639 = !{!640}
!640 = !DISubrange(count: 22)
!641 = !DIGlobalVariableExpression(var: !642, expr: !DIExpression())
!642 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !633, isLocal: true, isDefinition: true)
!643 = !DIGlobalVariableExpression(var: !644, expr: !DIExpression())
!644 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !599, isLocal: true, isDefinition: true)
!645 = !DIGlobalVariableExpression(var: !646, expr: !DIExpression())
!646 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !514, isLocal: true, isDefinition: true)
!647 = !DIGlobalVariableExpression(var: !648, expr: !DIExpression())
!648 = distinct !DIGlobalVariable(scope: null, file: !2, line: 233, type: !514, isLocal: true, isDefinition: true)
!649 = !DIGlobalVariableExpression(var: !650, expr: !DIExpression())
!650 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !514, isLocal: true, isDefinition: true)
!651 = !DIGlobalVariableExpression(var: !652, expr: !DIExpression())
!652 = distinct !DIGlobalVariable(scope: null, file: !2, line: 237, type: !514, isLocal: true, isDefinition: true)
!653 = !DIGlobalVariableExpression(var: !654, expr: !DIExpression())
!654 = distinct !DIGlobalVariable(scope: null, file: !2, line: 246, type: !655, isLocal: true, isDefinition: true)
!655 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !656)
!656 = !{!657}
!657 = !DISubrange(count: 17)
!658 = !DICompositeType(tag: DW_TAG_array_type, baseType: !659, size: 2368, elements: !660)
!659 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!660 = !{!661}
!661 = !DISubrange(count: 37)
!662 = !{i32 7, !"Dwarf Version", i32 5}
!663 = !{i32 2, !"Debug Info Version", i32 3}
!664 = !{i32 1, !"wchar_size", i32 4}
!665 = !{i32 8, !"PIC Level", i32 2}
!666 = !{i32 7, !"PIE Level", i32 2}
!667 = !{i32 7, !"uwtable", i32 2}
!668 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!669 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!670 = distinct !DISubprogram(name: "luaX_init", scope: !2, file: !2, line: 70, type: !671, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !673)
!671 = !DISubroutineType(types: !672)
!672 = !{null, !129}
!673 = !{!674, !675, !676, !677}
!674 = !DILocalVariable(name: "L", arg: 1, scope: !670, file: !2, line: 70, type: !129)
!675 = !DILocalVariable(name: "i", scope: !670, file: !2, line: 71, type: !128)
!676 = !DILocalVariable(name: "e", scope: !670, file: !2, line: 72, type: !183)
!677 = !DILocalVariable(name: "ts", scope: !678, file: !2, line: 75, type: !183)
!678 = distinct !DILexicalBlock(scope: !679, file: !2, line: 74, column: 34)
!679 = distinct !DILexicalBlock(scope: !680, file: !2, line: 74, column: 3)
!680 = distinct !DILexicalBlock(scope: !670, file: !2, line: 74, column: 3)
!681 = !DILocation(line: 0, scope: !670)
!682 = !DILocation(line: 72, column: 16, scope: !670)
!683 = !DILocation(line: 73, column: 3, scope: !670)
!684 = !DILocation(line: 74, column: 3, scope: !680)
!685 = !DILocation(line: 75, column: 31, scope: !678)
!686 = !{!687, !687, i64 0}
!687 = !{!"any pointer", !688, i64 0}
!688 = !{!"omnipotent char", !689, i64 0}
!689 = !{!"Simple C/C++ TBAA"}
!690 = !DILocation(line: 75, column: 19, scope: !678)
!691 = !DILocation(line: 0, scope: !678)
!692 = !DILocation(line: 76, column: 5, scope: !678)
!693 = !DILocation(line: 77, column: 17, scope: !678)
!694 = !DILocation(line: 77, column: 9, scope: !678)
!695 = !DILocation(line: 77, column: 15, scope: !678)
!696 = !{!697, !688, i64 10}
!697 = !{!"TString", !687, i64 0, !688, i64 8, !688, i64 9, !688, i64 10, !688, i64 11, !698, i64 12, !688, i64 16, !688, i64 24}
!698 = !{!"int", !688, i64 0}
!699 = !DILocation(line: 74, column: 14, scope: !679)
!700 = distinct !{!700, !684, !701, !702}
!701 = !DILocation(line: 78, column: 3, scope: !680)
!702 = !{!"llvm.loop.mustprogress"}
!703 = !DILocation(line: 79, column: 1, scope: !670)
!704 = !DISubprogram(name: "luaS_newlstr", scope: !705, file: !705, line: 52, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!705 = !DIFile(filename: "src/lua/lstring.h", directory: ".", checksumkind: CSK_MD5, checksum: "5111c938a6aab9498fbd60daf46fbc78")
!706 = !DISubroutineType(types: !707)
!707 = !{!183, !129, !243, !82}
!708 = !DISubprogram(name: "luaC_fix", scope: !709, file: !709, line: 188, type: !710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!709 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
!710 = !DISubroutineType(types: !711)
!711 = !{null, !129, !202}
!712 = !DISubprogram(name: "luaS_new", scope: !705, file: !705, line: 53, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{!183, !129, !243}
!715 = distinct !DISubprogram(name: "luaX_token2str", scope: !2, file: !2, line: 82, type: !716, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !837)
!716 = !DISubroutineType(types: !717)
!717 = !{!243, !718, !128}
!718 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !719, size: 64)
!719 = !DIDerivedType(tag: DW_TAG_typedef, name: "LexState", file: !12, line: 78, baseType: !720)
!720 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "LexState", file: !12, line: 64, size: 896, elements: !721)
!721 = !{!722, !723, !724, !725, !737, !738, !766, !767, !783, !791, !794, !835, !836}
!722 = !DIDerivedType(tag: DW_TAG_member, name: "current", scope: !720, file: !12, line: 65, baseType: !128, size: 32)
!723 = !DIDerivedType(tag: DW_TAG_member, name: "linenumber", scope: !720, file: !12, line: 66, baseType: !128, size: 32, offset: 32)
!724 = !DIDerivedType(tag: DW_TAG_member, name: "lastline", scope: !720, file: !12, line: 67, baseType: !128, size: 32, offset: 64)
!725 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !720, file: !12, line: 68, baseType: !726, size: 128, offset: 128)
!726 = !DIDerivedType(tag: DW_TAG_typedef, name: "Token", file: !12, line: 59, baseType: !727)
!727 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Token", file: !12, line: 56, size: 128, elements: !728)
!728 = !{!729, !730}
!729 = !DIDerivedType(tag: DW_TAG_member, name: "token", scope: !727, file: !12, line: 57, baseType: !128, size: 32)
!730 = !DIDerivedType(tag: DW_TAG_member, name: "seminfo", scope: !727, file: !12, line: 58, baseType: !731, size: 64, offset: 64)
!731 = !DIDerivedType(tag: DW_TAG_typedef, name: "SemInfo", file: !12, line: 53, baseType: !732)
!732 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 49, size: 64, elements: !733)
!733 = !{!734, !735, !736}
!734 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !732, file: !12, line: 50, baseType: !374, size: 64)
!735 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !732, file: !12, line: 51, baseType: !371, size: 64)
!736 = !DIDerivedType(tag: DW_TAG_member, name: "ts", scope: !732, file: !12, line: 52, baseType: !183, size: 64)
!737 = !DIDerivedType(tag: DW_TAG_member, name: "lookahead", scope: !720, file: !12, line: 69, baseType: !726, size: 128, offset: 256)
!738 = !DIDerivedType(tag: DW_TAG_member, name: "fs", scope: !720, file: !12, line: 70, baseType: !739, size: 64, offset: 384)
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !740, size: 64)
!740 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "FuncState", file: !741, line: 144, size: 576, elements: !742)
!741 = !DIFile(filename: "src/lua/lparser.h", directory: ".", checksumkind: CSK_MD5, checksum: "2e004418d1e4df57f128ae0ded08354f")
!742 = !{!743, !746, !747, !749, !752, !753, !754, !755, !756, !757, !758, !759, !760, !761, !762, !763, !764, !765}
!743 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !740, file: !741, line: 145, baseType: !744, size: 64)
!744 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !745, size: 64)
!745 = !DIDerivedType(tag: DW_TAG_typedef, name: "Proto", file: !59, line: 573, baseType: !433)
!746 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !740, file: !741, line: 146, baseType: !739, size: 64, offset: 64)
!747 = !DIDerivedType(tag: DW_TAG_member, name: "ls", scope: !740, file: !741, line: 147, baseType: !748, size: 64, offset: 128)
!748 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !720, size: 64)
!749 = !DIDerivedType(tag: DW_TAG_member, name: "bl", scope: !740, file: !741, line: 148, baseType: !750, size: 64, offset: 192)
!750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !751, size: 64)
!751 = !DICompositeType(tag: DW_TAG_structure_type, name: "BlockCnt", file: !741, line: 140, flags: DIFlagFwdDecl)
!752 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !740, file: !741, line: 149, baseType: !128, size: 32, offset: 256)
!753 = !DIDerivedType(tag: DW_TAG_member, name: "lasttarget", scope: !740, file: !741, line: 150, baseType: !128, size: 32, offset: 288)
!754 = !DIDerivedType(tag: DW_TAG_member, name: "previousline", scope: !740, file: !741, line: 151, baseType: !128, size: 32, offset: 320)
!755 = !DIDerivedType(tag: DW_TAG_member, name: "nk", scope: !740, file: !741, line: 152, baseType: !128, size: 32, offset: 352)
!756 = !DIDerivedType(tag: DW_TAG_member, name: "np", scope: !740, file: !741, line: 153, baseType: !128, size: 32, offset: 384)
!757 = !DIDerivedType(tag: DW_TAG_member, name: "nabslineinfo", scope: !740, file: !741, line: 154, baseType: !128, size: 32, offset: 416)
!758 = !DIDerivedType(tag: DW_TAG_member, name: "firstlocal", scope: !740, file: !741, line: 155, baseType: !128, size: 32, offset: 448)
!759 = !DIDerivedType(tag: DW_TAG_member, name: "firstlabel", scope: !740, file: !741, line: 156, baseType: !128, size: 32, offset: 480)
!760 = !DIDerivedType(tag: DW_TAG_member, name: "ndebugvars", scope: !740, file: !741, line: 157, baseType: !299, size: 16, offset: 512)
!761 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !740, file: !741, line: 158, baseType: !65, size: 8, offset: 528)
!762 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !740, file: !741, line: 159, baseType: !65, size: 8, offset: 536)
!763 = !DIDerivedType(tag: DW_TAG_member, name: "freereg", scope: !740, file: !741, line: 160, baseType: !65, size: 8, offset: 544)
!764 = !DIDerivedType(tag: DW_TAG_member, name: "iwthabs", scope: !740, file: !741, line: 161, baseType: !65, size: 8, offset: 552)
!765 = !DIDerivedType(tag: DW_TAG_member, name: "needclose", scope: !740, file: !741, line: 162, baseType: !65, size: 8, offset: 560)
!766 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !720, file: !12, line: 71, baseType: !221, size: 64, offset: 448)
!767 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !720, file: !12, line: 72, baseType: !768, size: 64, offset: 512)
!768 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !769, size: 64)
!769 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZIO", file: !770, line: 18, baseType: !771)
!770 = !DIFile(filename: "src/lua/lzio.h", directory: ".", checksumkind: CSK_MD5, checksum: "00622612a9c5cd1c5e7b63f3fab5afd8")
!771 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Zio", file: !770, line: 55, size: 320, elements: !772)
!772 = !{!773, !774, !775, !781, !782}
!773 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !771, file: !770, line: 56, baseType: !82, size: 64)
!774 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !771, file: !770, line: 57, baseType: !243, size: 64, offset: 64)
!775 = !DIDerivedType(tag: DW_TAG_member, name: "reader", scope: !771, file: !770, line: 58, baseType: !776, size: 64, offset: 128)
!776 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Reader", file: !124, line: 117, baseType: !777)
!777 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !778, size: 64)
!778 = !DISubroutineType(types: !779)
!779 = !{!243, !129, !121, !780}
!780 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!781 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !771, file: !770, line: 59, baseType: !121, size: 64, offset: 192)
!782 = !DIDerivedType(tag: DW_TAG_member, name: "L", scope: !771, file: !770, line: 60, baseType: !129, size: 64, offset: 256)
!783 = !DIDerivedType(tag: DW_TAG_member, name: "buff", scope: !720, file: !12, line: 73, baseType: !784, size: 64, offset: 576)
!784 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !785, size: 64)
!785 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mbuffer", file: !770, line: 27, baseType: !786)
!786 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Mbuffer", file: !770, line: 23, size: 192, elements: !787)
!787 = !{!788, !789, !790}
!788 = !DIDerivedType(tag: DW_TAG_member, name: "buffer", scope: !786, file: !770, line: 24, baseType: !491, size: 64)
!789 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !786, file: !770, line: 25, baseType: !82, size: 64, offset: 64)
!790 = !DIDerivedType(tag: DW_TAG_member, name: "buffsize", scope: !786, file: !770, line: 26, baseType: !82, size: 64, offset: 128)
!791 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !720, file: !12, line: 74, baseType: !792, size: 64, offset: 640)
!792 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !793, size: 64)
!793 = !DIDerivedType(tag: DW_TAG_typedef, name: "Table", file: !59, line: 747, baseType: !102)
!794 = !DIDerivedType(tag: DW_TAG_member, name: "dyd", scope: !720, file: !12, line: 75, baseType: !795, size: 64, offset: 704)
!795 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !796, size: 64)
!796 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Dyndata", file: !741, line: 128, size: 384, elements: !797)
!797 = !{!798, !818, !834}
!798 = !DIDerivedType(tag: DW_TAG_member, name: "actvar", scope: !796, file: !741, line: 133, baseType: !799, size: 128)
!799 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !796, file: !741, line: 129, size: 128, elements: !800)
!800 = !{!801, !816, !817}
!801 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !799, file: !741, line: 130, baseType: !802, size: 64)
!802 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !803, size: 64)
!803 = !DIDerivedType(tag: DW_TAG_typedef, name: "Vardesc", file: !741, line: 105, baseType: !804)
!804 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Vardesc", file: !741, line: 96, size: 192, elements: !805)
!805 = !{!806, !815}
!806 = !DIDerivedType(tag: DW_TAG_member, name: "vd", scope: !804, file: !741, line: 103, baseType: !807, size: 192)
!807 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !804, file: !741, line: 97, size: 192, elements: !808)
!808 = !{!809, !810, !811, !812, !813, !814}
!809 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !807, file: !741, line: 98, baseType: !116, size: 64)
!810 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !807, file: !741, line: 98, baseType: !65, size: 8, offset: 64)
!811 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !807, file: !741, line: 99, baseType: !65, size: 8, offset: 72)
!812 = !DIDerivedType(tag: DW_TAG_member, name: "ridx", scope: !807, file: !741, line: 100, baseType: !65, size: 8, offset: 80)
!813 = !DIDerivedType(tag: DW_TAG_member, name: "pidx", scope: !807, file: !741, line: 101, baseType: !299, size: 16, offset: 96)
!814 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !807, file: !741, line: 102, baseType: !183, size: 64, offset: 128)
!815 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !804, file: !741, line: 104, baseType: !112, size: 128)
!816 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !799, file: !741, line: 131, baseType: !128, size: 32, offset: 64)
!817 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !799, file: !741, line: 132, baseType: !128, size: 32, offset: 96)
!818 = !DIDerivedType(tag: DW_TAG_member, name: "gt", scope: !796, file: !741, line: 134, baseType: !819, size: 128, offset: 128)
!819 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labellist", file: !741, line: 124, baseType: !820)
!820 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labellist", file: !741, line: 120, size: 128, elements: !821)
!821 = !{!822, !832, !833}
!822 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !820, file: !741, line: 121, baseType: !823, size: 64)
!823 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !824, size: 64)
!824 = !DIDerivedType(tag: DW_TAG_typedef, name: "Labeldesc", file: !741, line: 116, baseType: !825)
!825 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Labeldesc", file: !741, line: 110, size: 192, elements: !826)
!826 = !{!827, !828, !829, !830, !831}
!827 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !825, file: !741, line: 111, baseType: !183, size: 64)
!828 = !DIDerivedType(tag: DW_TAG_member, name: "pc", scope: !825, file: !741, line: 112, baseType: !128, size: 32, offset: 64)
!829 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !825, file: !741, line: 113, baseType: !128, size: 32, offset: 96)
!830 = !DIDerivedType(tag: DW_TAG_member, name: "nactvar", scope: !825, file: !741, line: 114, baseType: !65, size: 8, offset: 128)
!831 = !DIDerivedType(tag: DW_TAG_member, name: "close", scope: !825, file: !741, line: 115, baseType: !65, size: 8, offset: 136)
!832 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !820, file: !741, line: 122, baseType: !128, size: 32, offset: 64)
!833 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !820, file: !741, line: 123, baseType: !128, size: 32, offset: 96)
!834 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !796, file: !741, line: 135, baseType: !819, size: 128, offset: 256)
!835 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !720, file: !12, line: 76, baseType: !183, size: 64, offset: 768)
!836 = !DIDerivedType(tag: DW_TAG_member, name: "envn", scope: !720, file: !12, line: 77, baseType: !183, size: 64, offset: 832)
!837 = !{!838, !839, !840}
!838 = !DILocalVariable(name: "ls", arg: 1, scope: !715, file: !2, line: 82, type: !718)
!839 = !DILocalVariable(name: "token", arg: 2, scope: !715, file: !2, line: 82, type: !128)
!840 = !DILocalVariable(name: "s", scope: !841, file: !2, line: 90, type: !243)
!841 = distinct !DILexicalBlock(scope: !842, file: !2, line: 89, column: 8)
!842 = distinct !DILexicalBlock(scope: !715, file: !2, line: 83, column: 7)
!843 = !DILocation(line: 0, scope: !715)
!844 = !DILocation(line: 83, column: 13, scope: !842)
!845 = !DILocation(line: 83, column: 7, scope: !715)
!846 = !DILocation(line: 84, column: 9, scope: !847)
!847 = distinct !DILexicalBlock(scope: !848, file: !2, line: 84, column: 9)
!848 = distinct !DILexicalBlock(scope: !842, file: !2, line: 83, column: 31)
!849 = !{!688, !688, i64 0}
!850 = !DILocation(line: 0, scope: !847)
!851 = !{!852, !687, i64 56}
!852 = !{!"LexState", !698, i64 0, !698, i64 4, !698, i64 8, !853, i64 16, !853, i64 32, !687, i64 48, !687, i64 56, !687, i64 64, !687, i64 72, !687, i64 80, !687, i64 88, !687, i64 96, !687, i64 104}
!853 = !{!"Token", !698, i64 0, !688, i64 8}
!854 = !DILocation(line: 84, column: 9, scope: !848)
!855 = !DILocation(line: 85, column: 14, scope: !847)
!856 = !DILocation(line: 85, column: 7, scope: !847)
!857 = !DILocation(line: 87, column: 14, scope: !847)
!858 = !DILocation(line: 87, column: 7, scope: !847)
!859 = !DILocation(line: 90, column: 39, scope: !841)
!860 = !DILocation(line: 90, column: 21, scope: !841)
!861 = !DILocation(line: 0, scope: !841)
!862 = !DILocation(line: 91, column: 15, scope: !863)
!863 = distinct !DILexicalBlock(scope: !841, file: !2, line: 91, column: 9)
!864 = !DILocation(line: 91, column: 9, scope: !841)
!865 = !DILocation(line: 92, column: 35, scope: !863)
!866 = !DILocation(line: 92, column: 14, scope: !863)
!867 = !DILocation(line: 92, column: 7, scope: !863)
!868 = !DILocation(line: 0, scope: !842)
!869 = !DILocation(line: 96, column: 1, scope: !715)
!870 = !DISubprogram(name: "luaO_pushfstring", scope: !59, file: !59, line: 808, type: !871, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!871 = !DISubroutineType(types: !872)
!872 = !{!243, !129, !243, null}
!873 = distinct !DISubprogram(name: "luaX_syntaxerror", scope: !2, file: !2, line: 119, type: !874, scopeLine: 119, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !876)
!874 = !DISubroutineType(types: !875)
!875 = !{null, !718, !243}
!876 = !{!877, !878}
!877 = !DILocalVariable(name: "ls", arg: 1, scope: !873, file: !2, line: 119, type: !718)
!878 = !DILocalVariable(name: "msg", arg: 2, scope: !873, file: !2, line: 119, type: !243)
!879 = !DILocation(line: 0, scope: !873)
!880 = !DILocation(line: 120, column: 25, scope: !873)
!881 = !DILocation(line: 120, column: 27, scope: !873)
!882 = !{!852, !698, i64 16}
!883 = !DILocation(line: 120, column: 3, scope: !873)
!884 = distinct !DISubprogram(name: "lexerror", scope: !2, file: !2, line: 111, type: !885, scopeLine: 111, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !887)
!885 = !DISubroutineType(types: !886)
!886 = !{null, !718, !243, !128}
!887 = !{!888, !889, !890}
!888 = !DILocalVariable(name: "ls", arg: 1, scope: !884, file: !2, line: 111, type: !718)
!889 = !DILocalVariable(name: "msg", arg: 2, scope: !884, file: !2, line: 111, type: !243)
!890 = !DILocalVariable(name: "token", arg: 3, scope: !884, file: !2, line: 111, type: !128)
!891 = !DILocation(line: 0, scope: !884)
!892 = !DILocation(line: 112, column: 26, scope: !884)
!893 = !DILocation(line: 112, column: 38, scope: !884)
!894 = !{!852, !687, i64 96}
!895 = !DILocation(line: 112, column: 50, scope: !884)
!896 = !{!852, !698, i64 4}
!897 = !DILocation(line: 112, column: 9, scope: !884)
!898 = !DILocation(line: 113, column: 7, scope: !899)
!899 = distinct !DILexicalBlock(scope: !884, file: !2, line: 113, column: 7)
!900 = !DILocation(line: 113, column: 7, scope: !884)
!901 = !DILocation(line: 114, column: 26, scope: !899)
!902 = !DILocalVariable(name: "ls", arg: 1, scope: !903, file: !2, line: 99, type: !718)
!903 = distinct !DISubprogram(name: "txtToken", scope: !2, file: !2, line: 99, type: !716, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !904)
!904 = !{!902, !905}
!905 = !DILocalVariable(name: "token", arg: 2, scope: !903, file: !2, line: 99, type: !128)
!906 = !DILocation(line: 0, scope: !903, inlinedAt: !907)
!907 = distinct !DILocation(line: 114, column: 48, scope: !899)
!908 = !DILocation(line: 100, column: 3, scope: !903, inlinedAt: !907)
!909 = !DILocalVariable(name: "ls", arg: 1, scope: !910, file: !2, line: 57, type: !718)
!910 = distinct !DISubprogram(name: "save", scope: !2, file: !2, line: 57, type: !911, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !913)
!911 = !DISubroutineType(types: !912)
!912 = !{null, !718, !128}
!913 = !{!909, !914, !915, !916}
!914 = !DILocalVariable(name: "c", arg: 2, scope: !910, file: !2, line: 57, type: !128)
!915 = !DILocalVariable(name: "b", scope: !910, file: !2, line: 58, type: !784)
!916 = !DILocalVariable(name: "newsize", scope: !917, file: !2, line: 60, type: !82)
!917 = distinct !DILexicalBlock(scope: !918, file: !2, line: 59, column: 49)
!918 = distinct !DILexicalBlock(scope: !910, file: !2, line: 59, column: 7)
!919 = !DILocation(line: 0, scope: !910, inlinedAt: !920)
!920 = distinct !DILocation(line: 103, column: 7, scope: !921, inlinedAt: !907)
!921 = distinct !DILexicalBlock(scope: !903, file: !2, line: 100, column: 18)
!922 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !920)
!923 = !{!852, !687, i64 72}
!924 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !920)
!925 = !{!926, !927, i64 8}
!926 = !{!"Mbuffer", !687, i64 0, !927, i64 8, !927, i64 16}
!927 = !{!"long", !688, i64 0}
!928 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !920)
!929 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !920)
!930 = !{!926, !927, i64 16}
!931 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !920)
!932 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !920)
!933 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !920)
!934 = !{!926, !687, i64 0}
!935 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !920)
!936 = distinct !DILexicalBlock(scope: !917, file: !2, line: 61, column: 9)
!937 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !920)
!938 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !920)
!939 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !920)
!940 = !DILocation(line: 0, scope: !917, inlinedAt: !920)
!941 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !920)
!942 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !920)
!943 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !920)
!944 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !920)
!945 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !920)
!946 = !DILocation(line: 104, column: 35, scope: !921, inlinedAt: !907)
!947 = !DILocation(line: 104, column: 46, scope: !921, inlinedAt: !907)
!948 = !DILocation(line: 104, column: 14, scope: !921, inlinedAt: !907)
!949 = !DILocation(line: 104, column: 7, scope: !921, inlinedAt: !907)
!950 = !DILocation(line: 0, scope: !715, inlinedAt: !951)
!951 = distinct !DILocation(line: 106, column: 14, scope: !921, inlinedAt: !907)
!952 = !DILocation(line: 83, column: 13, scope: !842, inlinedAt: !951)
!953 = !DILocation(line: 83, column: 7, scope: !715, inlinedAt: !951)
!954 = !DILocation(line: 84, column: 9, scope: !847, inlinedAt: !951)
!955 = !DILocation(line: 84, column: 9, scope: !848, inlinedAt: !951)
!956 = !DILocation(line: 85, column: 14, scope: !847, inlinedAt: !951)
!957 = !DILocation(line: 85, column: 7, scope: !847, inlinedAt: !951)
!958 = !DILocation(line: 87, column: 14, scope: !847, inlinedAt: !951)
!959 = !DILocation(line: 87, column: 7, scope: !847, inlinedAt: !951)
!960 = !DILocation(line: 90, column: 39, scope: !841, inlinedAt: !951)
!961 = !DILocation(line: 90, column: 21, scope: !841, inlinedAt: !951)
!962 = !DILocation(line: 0, scope: !841, inlinedAt: !951)
!963 = !DILocation(line: 91, column: 15, scope: !863, inlinedAt: !951)
!964 = !DILocation(line: 91, column: 9, scope: !841, inlinedAt: !951)
!965 = !DILocation(line: 92, column: 14, scope: !863, inlinedAt: !951)
!966 = !DILocation(line: 92, column: 7, scope: !863, inlinedAt: !951)
!967 = !DILocation(line: 0, scope: !921, inlinedAt: !907)
!968 = !DILocation(line: 114, column: 5, scope: !899)
!969 = !DILocation(line: 115, column: 18, scope: !884)
!970 = !DILocation(line: 115, column: 3, scope: !884)
!971 = distinct !DISubprogram(name: "luaX_newstring", scope: !2, file: !2, line: 134, type: !972, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !974)
!972 = !DISubroutineType(types: !973)
!973 = !{!183, !718, !243, !82}
!974 = !{!975, !976, !977, !978, !979, !980, !983, !986, !988}
!975 = !DILocalVariable(name: "ls", arg: 1, scope: !971, file: !2, line: 134, type: !718)
!976 = !DILocalVariable(name: "str", arg: 2, scope: !971, file: !2, line: 134, type: !243)
!977 = !DILocalVariable(name: "l", arg: 3, scope: !971, file: !2, line: 134, type: !82)
!978 = !DILocalVariable(name: "L", scope: !971, file: !2, line: 135, type: !129)
!979 = !DILocalVariable(name: "ts", scope: !971, file: !2, line: 136, type: !183)
!980 = !DILocalVariable(name: "o", scope: !971, file: !2, line: 137, type: !981)
!981 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !982, size: 64)
!982 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!983 = !DILocalVariable(name: "stv", scope: !984, file: !2, line: 141, type: !111)
!984 = distinct !DILexicalBlock(scope: !985, file: !2, line: 140, column: 8)
!985 = distinct !DILexicalBlock(scope: !971, file: !2, line: 138, column: 7)
!986 = !DILocalVariable(name: "io", scope: !987, file: !2, line: 142, type: !111)
!987 = distinct !DILexicalBlock(scope: !984, file: !2, line: 142, column: 5)
!988 = !DILocalVariable(name: "x_", scope: !987, file: !2, line: 142, type: !183)
!989 = !DILocation(line: 0, scope: !971)
!990 = !DILocation(line: 135, column: 22, scope: !971)
!991 = !DILocation(line: 136, column: 17, scope: !971)
!992 = !DILocation(line: 137, column: 37, scope: !971)
!993 = !{!852, !687, i64 80}
!994 = !DILocation(line: 137, column: 21, scope: !971)
!995 = !DILocation(line: 138, column: 8, scope: !985)
!996 = !{!997, !688, i64 8}
!997 = !{!"TValue", !688, i64 0, !688, i64 8}
!998 = !DILocation(line: 138, column: 7, scope: !971)
!999 = !DILocation(line: 139, column: 10, scope: !985)
!1000 = !DILocation(line: 139, column: 5, scope: !985)
!1001 = !DILocation(line: 141, column: 19, scope: !984)
!1002 = !DILocation(line: 0, scope: !984)
!1003 = !DILocation(line: 0, scope: !987)
!1004 = !DILocation(line: 142, column: 5, scope: !987)
!1005 = !{!697, !688, i64 8}
!1006 = !DILocation(line: 143, column: 27, scope: !984)
!1007 = !DILocation(line: 143, column: 5, scope: !984)
!1008 = !DILocation(line: 145, column: 5, scope: !1009)
!1009 = distinct !DILexicalBlock(scope: !1010, file: !2, line: 145, column: 5)
!1010 = distinct !DILexicalBlock(scope: !984, file: !2, line: 145, column: 5)
!1011 = !{!1012, !687, i64 24}
!1012 = !{!"lua_State", !687, i64 0, !688, i64 8, !688, i64 9, !688, i64 10, !688, i64 11, !1013, i64 12, !688, i64 16, !687, i64 24, !687, i64 32, !688, i64 40, !688, i64 48, !687, i64 56, !688, i64 64, !687, i64 72, !687, i64 80, !687, i64 88, !1014, i64 96, !687, i64 160, !927, i64 168, !698, i64 176, !698, i64 180, !698, i64 184, !698, i64 188, !698, i64 192}
!1013 = !{!"short", !688, i64 0}
!1014 = !{!"CallInfo", !688, i64 0, !688, i64 8, !687, i64 16, !687, i64 24, !688, i64 32, !688, i64 56, !1013, i64 60, !1013, i64 62}
!1015 = !{!1016, !927, i64 24}
!1016 = !{!"global_State", !687, i64 0, !687, i64 8, !927, i64 16, !927, i64 24, !927, i64 32, !927, i64 40, !1017, i64 48, !997, i64 64, !997, i64 80, !698, i64 96, !688, i64 100, !688, i64 101, !688, i64 102, !688, i64 103, !688, i64 104, !688, i64 105, !688, i64 106, !688, i64 107, !688, i64 108, !688, i64 109, !688, i64 110, !687, i64 112, !687, i64 120, !687, i64 128, !687, i64 136, !687, i64 144, !687, i64 152, !687, i64 160, !687, i64 168, !687, i64 176, !687, i64 184, !687, i64 192, !687, i64 200, !687, i64 208, !687, i64 216, !687, i64 224, !687, i64 232, !687, i64 240, !687, i64 248, !687, i64 256, !687, i64 264, !687, i64 272, !688, i64 280, !688, i64 480, !688, i64 552, !687, i64 1400, !687, i64 1408}
!1017 = !{!"stringtable", !687, i64 0, !698, i64 8, !698, i64 12}
!1018 = !DILocation(line: 145, column: 5, scope: !1010)
!1019 = !DILocation(line: 145, column: 5, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !1009, file: !2, line: 145, column: 5)
!1021 = !DILocation(line: 146, column: 13, scope: !984)
!1022 = !DILocation(line: 148, column: 3, scope: !971)
!1023 = !DISubprogram(name: "luaH_getstr", scope: !1024, file: !1024, line: 42, type: !1025, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1024 = !DIFile(filename: "src/lua/ltable.h", directory: ".", checksumkind: CSK_MD5, checksum: "4a6e45ffd6bd7e7669e61503bcc436f3")
!1025 = !DISubroutineType(types: !1026)
!1026 = !{!981, !792, !183}
!1027 = !DISubprogram(name: "luaH_finishset", scope: !1024, file: !1024, line: 46, type: !1028, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{null, !129, !792, !981, !981, !111}
!1030 = !DISubprogram(name: "luaC_step", scope: !709, file: !709, line: 190, type: !671, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1031 = distinct !DISubprogram(name: "luaX_setinput", scope: !2, file: !2, line: 167, type: !1032, scopeLine: 168, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1034)
!1032 = !DISubroutineType(types: !1033)
!1033 = !{null, !129, !718, !768, !183, !128}
!1034 = !{!1035, !1036, !1037, !1038, !1039}
!1035 = !DILocalVariable(name: "L", arg: 1, scope: !1031, file: !2, line: 167, type: !129)
!1036 = !DILocalVariable(name: "ls", arg: 2, scope: !1031, file: !2, line: 167, type: !718)
!1037 = !DILocalVariable(name: "z", arg: 3, scope: !1031, file: !2, line: 167, type: !768)
!1038 = !DILocalVariable(name: "source", arg: 4, scope: !1031, file: !2, line: 167, type: !183)
!1039 = !DILocalVariable(name: "firstchar", arg: 5, scope: !1031, file: !2, line: 168, type: !128)
!1040 = !DILocation(line: 0, scope: !1031)
!1041 = !DILocation(line: 169, column: 7, scope: !1031)
!1042 = !DILocation(line: 169, column: 15, scope: !1031)
!1043 = !DILocation(line: 170, column: 7, scope: !1031)
!1044 = !DILocation(line: 170, column: 9, scope: !1031)
!1045 = !DILocation(line: 171, column: 15, scope: !1031)
!1046 = !{!852, !698, i64 0}
!1047 = !DILocation(line: 172, column: 7, scope: !1031)
!1048 = !DILocation(line: 172, column: 23, scope: !1031)
!1049 = !{!852, !698, i64 32}
!1050 = !DILocation(line: 173, column: 7, scope: !1031)
!1051 = !DILocation(line: 173, column: 9, scope: !1031)
!1052 = !{!852, !687, i64 64}
!1053 = !DILocation(line: 174, column: 7, scope: !1031)
!1054 = !DILocation(line: 174, column: 10, scope: !1031)
!1055 = !{!852, !687, i64 48}
!1056 = !DILocation(line: 175, column: 7, scope: !1031)
!1057 = !DILocation(line: 175, column: 18, scope: !1031)
!1058 = !DILocation(line: 176, column: 7, scope: !1031)
!1059 = !DILocation(line: 176, column: 16, scope: !1031)
!1060 = !{!852, !698, i64 8}
!1061 = !DILocation(line: 177, column: 7, scope: !1031)
!1062 = !DILocation(line: 177, column: 14, scope: !1031)
!1063 = !DILocation(line: 178, column: 14, scope: !1031)
!1064 = !DILocation(line: 178, column: 7, scope: !1031)
!1065 = !DILocation(line: 178, column: 12, scope: !1031)
!1066 = !{!852, !687, i64 104}
!1067 = !DILocation(line: 179, column: 3, scope: !1031)
!1068 = !DILocation(line: 180, column: 1, scope: !1031)
!1069 = !DISubprogram(name: "luaM_saferealloc_", scope: !1070, file: !1070, line: 82, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1070 = !DIFile(filename: "src/lua/lmem.h", directory: ".", checksumkind: CSK_MD5, checksum: "313e02a40d047c422219b8cdf3b31411")
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!121, !129, !121, !82, !82}
!1073 = distinct !DISubprogram(name: "luaX_next", scope: !2, file: !2, line: 565, type: !1074, scopeLine: 565, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1076)
!1074 = !DISubroutineType(types: !1075)
!1075 = !{null, !718}
!1076 = !{!1077}
!1077 = !DILocalVariable(name: "ls", arg: 1, scope: !1073, file: !2, line: 565, type: !718)
!1078 = !DILocation(line: 0, scope: !1073)
!1079 = !DILocation(line: 566, column: 22, scope: !1073)
!1080 = !DILocation(line: 566, column: 7, scope: !1073)
!1081 = !DILocation(line: 566, column: 16, scope: !1073)
!1082 = !DILocation(line: 567, column: 11, scope: !1083)
!1083 = distinct !DILexicalBlock(scope: !1073, file: !2, line: 567, column: 7)
!1084 = !DILocation(line: 567, column: 21, scope: !1083)
!1085 = !DILocation(line: 567, column: 27, scope: !1083)
!1086 = !DILocation(line: 0, scope: !1083)
!1087 = !DILocation(line: 567, column: 7, scope: !1073)
!1088 = !DILocation(line: 568, column: 17, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1083, file: !2, line: 567, column: 38)
!1090 = !{i64 0, i64 4, !1091, i64 8, i64 8, !849}
!1091 = !{!698, !698, i64 0}
!1092 = !DILocation(line: 569, column: 25, scope: !1089)
!1093 = !DILocation(line: 570, column: 3, scope: !1089)
!1094 = !DILocation(line: 572, column: 35, scope: !1083)
!1095 = !DILocation(line: 572, column: 19, scope: !1083)
!1096 = !DILocation(line: 572, column: 17, scope: !1083)
!1097 = !DILocation(line: 573, column: 1, scope: !1073)
!1098 = distinct !DISubprogram(name: "llex", scope: !2, file: !2, line: 445, type: !1099, scopeLine: 445, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1102)
!1099 = !DISubroutineType(types: !1100)
!1100 = !{!128, !718, !1101}
!1101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !731, size: 64)
!1102 = !{!1103, !1104, !1105, !1113, !1115, !1119}
!1103 = !DILocalVariable(name: "ls", arg: 1, scope: !1098, file: !2, line: 445, type: !718)
!1104 = !DILocalVariable(name: "seminfo", arg: 2, scope: !1098, file: !2, line: 445, type: !1101)
!1105 = !DILocalVariable(name: "sep", scope: !1106, file: !2, line: 463, type: !82)
!1106 = distinct !DILexicalBlock(scope: !1107, file: !2, line: 462, column: 33)
!1107 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 462, column: 13)
!1108 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 457, column: 17)
!1109 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 448, column: 26)
!1110 = distinct !DILexicalBlock(scope: !1111, file: !2, line: 447, column: 12)
!1111 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 447, column: 3)
!1112 = distinct !DILexicalBlock(scope: !1098, file: !2, line: 447, column: 3)
!1113 = !DILocalVariable(name: "sep", scope: !1114, file: !2, line: 477, type: !82)
!1114 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 476, column: 17)
!1115 = !DILocalVariable(name: "ts", scope: !1116, file: !2, line: 541, type: !183)
!1116 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 540, column: 37)
!1117 = distinct !DILexicalBlock(scope: !1118, file: !2, line: 540, column: 13)
!1118 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 539, column: 16)
!1119 = !DILocalVariable(name: "c", scope: !1120, file: !2, line: 555, type: !128)
!1120 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 554, column: 14)
!1121 = distinct !DIAssignID()
!1122 = !DILocation(line: 0, scope: !1098)
!1123 = !DILocation(line: 446, column: 3, scope: !1098)
!1124 = !DILocation(line: 447, column: 3, scope: !1098)
!1125 = !DILocation(line: 448, column: 17, scope: !1110)
!1126 = !DILocation(line: 448, column: 5, scope: !1110)
!1127 = !DILocation(line: 450, column: 9, scope: !1128)
!1128 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 449, column: 29)
!1129 = !DILocation(line: 451, column: 9, scope: !1128)
!1130 = !DILocation(line: 454, column: 9, scope: !1131)
!1131 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 453, column: 50)
!1132 = !{!1133, !927, i64 0}
!1133 = !{!"Zio", !927, i64 0, !687, i64 8, !687, i64 16, !687, i64 24, !687, i64 32}
!1134 = !{!1133, !687, i64 8}
!1135 = !DILocation(line: 455, column: 9, scope: !1131)
!1136 = !DILocation(line: 458, column: 9, scope: !1108)
!1137 = !DILocation(line: 459, column: 25, scope: !1138)
!1138 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 459, column: 13)
!1139 = !DILocation(line: 459, column: 13, scope: !1108)
!1140 = !DILocation(line: 461, column: 9, scope: !1108)
!1141 = !DILocation(line: 462, column: 25, scope: !1107)
!1142 = !DILocation(line: 462, column: 13, scope: !1108)
!1143 = !DILocation(line: 472, column: 9, scope: !1108)
!1144 = !DILocation(line: 463, column: 24, scope: !1106)
!1145 = !DILocation(line: 0, scope: !1106)
!1146 = !DILocation(line: 464, column: 11, scope: !1106)
!1147 = !DILocation(line: 465, column: 19, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 465, column: 15)
!1149 = !DILocation(line: 465, column: 15, scope: !1106)
!1150 = !DILocation(line: 472, column: 17, scope: !1108)
!1151 = !DILocation(line: 466, column: 13, scope: !1152)
!1152 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 465, column: 25)
!1153 = !DILocation(line: 467, column: 13, scope: !1152)
!1154 = distinct !{!1154, !1155, !1156}
!1155 = !DILocation(line: 447, column: 3, scope: !1112)
!1156 = !DILocation(line: 561, column: 3, scope: !1112)
!1157 = !DILocation(line: 473, column: 11, scope: !1108)
!1158 = distinct !{!1158, !1143, !1157, !702}
!1159 = !DILocation(line: 477, column: 22, scope: !1114)
!1160 = !DILocation(line: 0, scope: !1114)
!1161 = !DILocation(line: 478, column: 17, scope: !1162)
!1162 = distinct !DILexicalBlock(scope: !1114, file: !2, line: 478, column: 13)
!1163 = !DILocation(line: 478, column: 13, scope: !1114)
!1164 = !DILocation(line: 479, column: 11, scope: !1165)
!1165 = distinct !DILexicalBlock(scope: !1162, file: !2, line: 478, column: 23)
!1166 = !DILocation(line: 480, column: 11, scope: !1165)
!1167 = !DILocation(line: 482, column: 22, scope: !1168)
!1168 = distinct !DILexicalBlock(scope: !1162, file: !2, line: 482, column: 18)
!1169 = !DILocation(line: 482, column: 18, scope: !1162)
!1170 = !DILocation(line: 483, column: 11, scope: !1168)
!1171 = !DILocation(line: 487, column: 9, scope: !1172)
!1172 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 486, column: 17)
!1173 = !DILocalVariable(name: "ls", arg: 1, scope: !1174, file: !2, line: 191, type: !718)
!1174 = distinct !DISubprogram(name: "check_next1", scope: !2, file: !2, line: 191, type: !1175, scopeLine: 191, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1177)
!1175 = !DISubroutineType(types: !1176)
!1176 = !{!128, !718, !128}
!1177 = !{!1173, !1178}
!1178 = !DILocalVariable(name: "c", arg: 2, scope: !1174, file: !2, line: 191, type: !128)
!1179 = !DILocation(line: 0, scope: !1174, inlinedAt: !1180)
!1180 = distinct !DILocation(line: 488, column: 13, scope: !1181)
!1181 = distinct !DILexicalBlock(scope: !1172, file: !2, line: 488, column: 13)
!1182 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1180)
!1183 = distinct !DILexicalBlock(scope: !1174, file: !2, line: 192, column: 7)
!1184 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1180)
!1185 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1180)
!1186 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 192, column: 25)
!1187 = !DILocation(line: 0, scope: !1181)
!1188 = !DILocation(line: 492, column: 9, scope: !1189)
!1189 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 491, column: 17)
!1190 = !DILocation(line: 0, scope: !1174, inlinedAt: !1191)
!1191 = distinct !DILocation(line: 493, column: 13, scope: !1192)
!1192 = distinct !DILexicalBlock(scope: !1189, file: !2, line: 493, column: 13)
!1193 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1191)
!1194 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1191)
!1195 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1191)
!1196 = !DILocation(line: 493, column: 13, scope: !1189)
!1197 = !DILocation(line: 494, column: 18, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !1192, file: !2, line: 494, column: 18)
!1199 = !DILocation(line: 0, scope: !1198)
!1200 = !DILocation(line: 498, column: 9, scope: !1201)
!1201 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 497, column: 17)
!1202 = !DILocation(line: 0, scope: !1174, inlinedAt: !1203)
!1203 = distinct !DILocation(line: 499, column: 13, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1201, file: !2, line: 499, column: 13)
!1205 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1203)
!1206 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1203)
!1207 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1203)
!1208 = !DILocation(line: 499, column: 13, scope: !1201)
!1209 = !DILocation(line: 500, column: 18, scope: !1210)
!1210 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 500, column: 18)
!1211 = !DILocation(line: 0, scope: !1210)
!1212 = !DILocation(line: 504, column: 9, scope: !1213)
!1213 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 503, column: 17)
!1214 = !DILocation(line: 0, scope: !1174, inlinedAt: !1215)
!1215 = distinct !DILocation(line: 505, column: 13, scope: !1216)
!1216 = distinct !DILexicalBlock(scope: !1213, file: !2, line: 505, column: 13)
!1217 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1215)
!1218 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1215)
!1219 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1215)
!1220 = !DILocation(line: 0, scope: !1216)
!1221 = !DILocation(line: 509, column: 9, scope: !1222)
!1222 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 508, column: 17)
!1223 = !DILocation(line: 0, scope: !1174, inlinedAt: !1224)
!1224 = distinct !DILocation(line: 510, column: 13, scope: !1225)
!1225 = distinct !DILexicalBlock(scope: !1222, file: !2, line: 510, column: 13)
!1226 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1224)
!1227 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1224)
!1228 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1224)
!1229 = !DILocation(line: 0, scope: !1225)
!1230 = !DILocation(line: 514, column: 9, scope: !1231)
!1231 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 513, column: 17)
!1232 = !DILocation(line: 0, scope: !1174, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 515, column: 13, scope: !1234)
!1234 = distinct !DILexicalBlock(scope: !1231, file: !2, line: 515, column: 13)
!1235 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1233)
!1236 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1233)
!1237 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1233)
!1238 = !DILocation(line: 0, scope: !1234)
!1239 = !DILocalVariable(name: "ls", arg: 1, scope: !1240, file: !2, line: 382, type: !718)
!1240 = distinct !DISubprogram(name: "read_string", scope: !2, file: !2, line: 382, type: !1241, scopeLine: 382, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1243)
!1241 = !DISubroutineType(types: !1242)
!1242 = !{null, !718, !128, !1101}
!1243 = !{!1239, !1244, !1245, !1246, !1250, !1251, !1252}
!1244 = !DILocalVariable(name: "del", arg: 2, scope: !1240, file: !2, line: 382, type: !128)
!1245 = !DILocalVariable(name: "seminfo", arg: 3, scope: !1240, file: !2, line: 382, type: !1101)
!1246 = !DILocalVariable(name: "c", scope: !1247, file: !2, line: 394, type: !128)
!1247 = distinct !DILexicalBlock(scope: !1248, file: !2, line: 393, column: 18)
!1248 = distinct !DILexicalBlock(scope: !1249, file: !2, line: 385, column: 26)
!1249 = distinct !DILexicalBlock(scope: !1240, file: !2, line: 384, column: 30)
!1250 = !DILabel(scope: !1247, name: "read_save", file: !2, line: 426)
!1251 = !DILabel(scope: !1247, name: "only_save", file: !2, line: 429)
!1252 = !DILabel(scope: !1247, name: "no_save", file: !2, line: 433)
!1253 = !DILocation(line: 0, scope: !1240, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 519, column: 9, scope: !1255)
!1255 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 518, column: 28)
!1256 = !DILocation(line: 0, scope: !910, inlinedAt: !1257)
!1257 = distinct !DILocation(line: 383, column: 3, scope: !1240, inlinedAt: !1254)
!1258 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1257)
!1259 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1257)
!1260 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1257)
!1261 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1257)
!1262 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1257)
!1263 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1257)
!1264 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1257)
!1265 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1257)
!1266 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1257)
!1267 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1257)
!1268 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1257)
!1269 = !DILocation(line: 0, scope: !917, inlinedAt: !1257)
!1270 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1257)
!1271 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1257)
!1272 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1257)
!1273 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1257)
!1274 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1257)
!1275 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1257)
!1276 = !DILocation(line: 383, column: 3, scope: !1240, inlinedAt: !1254)
!1277 = !DILocation(line: 384, column: 22, scope: !1240, inlinedAt: !1254)
!1278 = !DILocation(line: 384, column: 3, scope: !1240, inlinedAt: !1254)
!1279 = !DILocation(line: 385, column: 5, scope: !1249, inlinedAt: !1254)
!1280 = !DILocation(line: 387, column: 9, scope: !1248, inlinedAt: !1254)
!1281 = !DILocation(line: 391, column: 9, scope: !1248, inlinedAt: !1254)
!1282 = !DILocation(line: 0, scope: !910, inlinedAt: !1283)
!1283 = distinct !DILocation(line: 395, column: 9, scope: !1247, inlinedAt: !1254)
!1284 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1283)
!1285 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1283)
!1286 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1283)
!1287 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1283)
!1288 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1283)
!1289 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1283)
!1290 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1283)
!1291 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1283)
!1292 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1283)
!1293 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1283)
!1294 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1283)
!1295 = !DILocation(line: 0, scope: !917, inlinedAt: !1283)
!1296 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1283)
!1297 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1283)
!1298 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1283)
!1299 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1283)
!1300 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1283)
!1301 = !DILocation(line: 395, column: 9, scope: !1247, inlinedAt: !1254)
!1302 = !DILocation(line: 396, column: 9, scope: !1247, inlinedAt: !1254)
!1303 = !DILocation(line: 0, scope: !1247, inlinedAt: !1254)
!1304 = !DILocation(line: 398, column: 31, scope: !1305, inlinedAt: !1254)
!1305 = distinct !DILexicalBlock(scope: !1247, file: !2, line: 396, column: 30)
!1306 = !DILocation(line: 399, column: 31, scope: !1305, inlinedAt: !1254)
!1307 = !DILocation(line: 400, column: 31, scope: !1305, inlinedAt: !1254)
!1308 = !DILocation(line: 401, column: 31, scope: !1305, inlinedAt: !1254)
!1309 = !DILocation(line: 402, column: 31, scope: !1305, inlinedAt: !1254)
!1310 = !DILocation(line: 403, column: 31, scope: !1305, inlinedAt: !1254)
!1311 = !DILocalVariable(name: "ls", arg: 1, scope: !1312, file: !2, line: 335, type: !718)
!1312 = distinct !DISubprogram(name: "readhexaesc", scope: !2, file: !2, line: 335, type: !1313, scopeLine: 335, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1315)
!1313 = !DISubroutineType(types: !1314)
!1314 = !{!128, !718}
!1315 = !{!1311, !1316}
!1316 = !DILocalVariable(name: "r", scope: !1312, file: !2, line: 336, type: !128)
!1317 = !DILocation(line: 0, scope: !1312, inlinedAt: !1318)
!1318 = distinct !DILocation(line: 404, column: 25, scope: !1305, inlinedAt: !1254)
!1319 = !DILocation(line: 336, column: 11, scope: !1312, inlinedAt: !1318)
!1320 = !DILocation(line: 337, column: 10, scope: !1312, inlinedAt: !1318)
!1321 = !DILocation(line: 337, column: 18, scope: !1312, inlinedAt: !1318)
!1322 = !DILocation(line: 337, column: 16, scope: !1312, inlinedAt: !1318)
!1323 = !DILocation(line: 338, column: 3, scope: !1312, inlinedAt: !1318)
!1324 = !DILocation(line: 404, column: 42, scope: !1305, inlinedAt: !1254)
!1325 = !DILocalVariable(name: "buff", scope: !1326, file: !2, line: 362, type: !497)
!1326 = distinct !DISubprogram(name: "utf8esc", scope: !2, file: !2, line: 361, type: !1074, scopeLine: 361, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1327)
!1327 = !{!1328, !1325, !1329}
!1328 = !DILocalVariable(name: "ls", arg: 1, scope: !1326, file: !2, line: 361, type: !718)
!1329 = !DILocalVariable(name: "n", scope: !1326, file: !2, line: 363, type: !128)
!1330 = !DILocation(line: 0, scope: !1326, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 405, column: 21, scope: !1305, inlinedAt: !1254)
!1332 = !DILocation(line: 362, column: 3, scope: !1326, inlinedAt: !1331)
!1333 = !DILocalVariable(name: "ls", arg: 1, scope: !1334, file: !2, line: 343, type: !718)
!1334 = distinct !DISubprogram(name: "readutf8esc", scope: !2, file: !2, line: 343, type: !1335, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1337)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!84, !718}
!1337 = !{!1333, !1338, !1339}
!1338 = !DILocalVariable(name: "r", scope: !1334, file: !2, line: 344, type: !84)
!1339 = !DILocalVariable(name: "i", scope: !1334, file: !2, line: 345, type: !128)
!1340 = !DILocation(line: 0, scope: !1334, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 363, column: 30, scope: !1326, inlinedAt: !1331)
!1342 = !DILocation(line: 0, scope: !910, inlinedAt: !1343)
!1343 = distinct !DILocation(line: 346, column: 3, scope: !1334, inlinedAt: !1341)
!1344 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1343)
!1345 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1343)
!1346 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1343)
!1347 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1343)
!1348 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1343)
!1349 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1343)
!1350 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1343)
!1351 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1343)
!1352 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1343)
!1353 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1343)
!1354 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1343)
!1355 = !DILocation(line: 0, scope: !917, inlinedAt: !1343)
!1356 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1343)
!1357 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1343)
!1358 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1343)
!1359 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1343)
!1360 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1343)
!1361 = !DILocation(line: 346, column: 3, scope: !1334, inlinedAt: !1341)
!1362 = !DILocalVariable(name: "ls", arg: 1, scope: !1363, file: !2, line: 319, type: !718)
!1363 = distinct !DISubprogram(name: "esccheck", scope: !2, file: !2, line: 319, type: !1364, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1366)
!1364 = !DISubroutineType(types: !1365)
!1365 = !{null, !718, !128, !243}
!1366 = !{!1362, !1367, !1368}
!1367 = !DILocalVariable(name: "c", arg: 2, scope: !1363, file: !2, line: 319, type: !128)
!1368 = !DILocalVariable(name: "msg", arg: 3, scope: !1363, file: !2, line: 319, type: !243)
!1369 = !DILocation(line: 0, scope: !1363, inlinedAt: !1370)
!1370 = distinct !DILocation(line: 347, column: 3, scope: !1334, inlinedAt: !1341)
!1371 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !1370)
!1372 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !1370)
!1373 = distinct !DILexicalBlock(scope: !1374, file: !2, line: 321, column: 9)
!1374 = distinct !DILexicalBlock(scope: !1375, file: !2, line: 320, column: 11)
!1375 = distinct !DILexicalBlock(scope: !1363, file: !2, line: 320, column: 7)
!1376 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !1370)
!1377 = !DILocation(line: 348, column: 7, scope: !1334, inlinedAt: !1341)
!1378 = !DILocation(line: 349, column: 3, scope: !1334, inlinedAt: !1341)
!1379 = !DILocation(line: 349, column: 10, scope: !1334, inlinedAt: !1341)
!1380 = !DILocation(line: 0, scope: !910, inlinedAt: !1381)
!1381 = distinct !DILocation(line: 349, column: 10, scope: !1334, inlinedAt: !1341)
!1382 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1381)
!1383 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1381)
!1384 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1381)
!1385 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1381)
!1386 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1381)
!1387 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1381)
!1388 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1381)
!1389 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1381)
!1390 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1381)
!1391 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1381)
!1392 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1381)
!1393 = !DILocation(line: 0, scope: !917, inlinedAt: !1381)
!1394 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1381)
!1395 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1381)
!1396 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1381)
!1397 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1381)
!1398 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1381)
!1399 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1381)
!1400 = !DILocation(line: 349, column: 40, scope: !1334, inlinedAt: !1341)
!1401 = !DILocation(line: 351, column: 20, scope: !1402, inlinedAt: !1341)
!1402 = distinct !DILexicalBlock(scope: !1334, file: !2, line: 349, column: 64)
!1403 = !DILocation(line: 0, scope: !1363, inlinedAt: !1404)
!1404 = distinct !DILocation(line: 351, column: 5, scope: !1402, inlinedAt: !1341)
!1405 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !1404)
!1406 = !DILocation(line: 321, column: 21, scope: !1373, inlinedAt: !1404)
!1407 = !DILocation(line: 321, column: 9, scope: !1374, inlinedAt: !1404)
!1408 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !1404)
!1409 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !1404)
!1410 = !DILocation(line: 350, column: 6, scope: !1402, inlinedAt: !1341)
!1411 = !DILocation(line: 352, column: 12, scope: !1402, inlinedAt: !1341)
!1412 = !DILocation(line: 352, column: 20, scope: !1402, inlinedAt: !1341)
!1413 = !DILocation(line: 352, column: 18, scope: !1402, inlinedAt: !1341)
!1414 = distinct !{!1414, !1378, !1415, !702}
!1415 = !DILocation(line: 353, column: 3, scope: !1334, inlinedAt: !1341)
!1416 = !DILocation(line: 0, scope: !1363, inlinedAt: !1417)
!1417 = distinct !DILocation(line: 354, column: 3, scope: !1334, inlinedAt: !1341)
!1418 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !1417)
!1419 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !1417)
!1420 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !1417)
!1421 = !DILocation(line: 355, column: 3, scope: !1334, inlinedAt: !1341)
!1422 = !DILocation(line: 356, column: 3, scope: !1334, inlinedAt: !1341)
!1423 = !DILocation(line: 363, column: 11, scope: !1326, inlinedAt: !1331)
!1424 = !DILocation(line: 364, column: 12, scope: !1425, inlinedAt: !1331)
!1425 = distinct !DILexicalBlock(scope: !1426, file: !2, line: 364, column: 3)
!1426 = distinct !DILexicalBlock(scope: !1326, file: !2, line: 364, column: 3)
!1427 = !DILocation(line: 364, column: 3, scope: !1426, inlinedAt: !1331)
!1428 = !DILocation(line: 365, column: 30, scope: !1425, inlinedAt: !1331)
!1429 = !DILocation(line: 365, column: 14, scope: !1425, inlinedAt: !1331)
!1430 = !DILocation(line: 0, scope: !910, inlinedAt: !1431)
!1431 = distinct !DILocation(line: 365, column: 5, scope: !1425, inlinedAt: !1331)
!1432 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1431)
!1433 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1431)
!1434 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1431)
!1435 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1431)
!1436 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1431)
!1437 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1431)
!1438 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1431)
!1439 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1431)
!1440 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1431)
!1441 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1431)
!1442 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1431)
!1443 = !DILocation(line: 0, scope: !917, inlinedAt: !1431)
!1444 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1431)
!1445 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1431)
!1446 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1431)
!1447 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1431)
!1448 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1431)
!1449 = !DILocation(line: 364, column: 18, scope: !1425, inlinedAt: !1331)
!1450 = distinct !{!1450, !1427, !1451, !702}
!1451 = !DILocation(line: 365, column: 34, scope: !1426, inlinedAt: !1331)
!1452 = !DILocation(line: 366, column: 1, scope: !1326, inlinedAt: !1331)
!1453 = !DILocation(line: 405, column: 35, scope: !1305, inlinedAt: !1254)
!1454 = !DILocation(line: 407, column: 13, scope: !1305, inlinedAt: !1254)
!1455 = !DILocation(line: 407, column: 42, scope: !1305, inlinedAt: !1254)
!1456 = !DILocation(line: 409, column: 30, scope: !1305, inlinedAt: !1254)
!1457 = !DILocation(line: 412, column: 13, scope: !1458, inlinedAt: !1254)
!1458 = distinct !DILexicalBlock(scope: !1305, file: !2, line: 411, column: 21)
!1459 = !DILocation(line: 413, column: 13, scope: !1458, inlinedAt: !1254)
!1460 = !DILocation(line: 414, column: 20, scope: !1458, inlinedAt: !1254)
!1461 = !DILocation(line: 414, column: 13, scope: !1458, inlinedAt: !1254)
!1462 = !DILocation(line: 415, column: 19, scope: !1463, inlinedAt: !1254)
!1463 = distinct !DILexicalBlock(scope: !1464, file: !2, line: 415, column: 19)
!1464 = distinct !DILexicalBlock(scope: !1458, file: !2, line: 414, column: 43)
!1465 = !DILocation(line: 415, column: 38, scope: !1463, inlinedAt: !1254)
!1466 = !DILocation(line: 416, column: 20, scope: !1463, inlinedAt: !1254)
!1467 = distinct !{!1467, !1461, !1468, !702}
!1468 = !DILocation(line: 417, column: 13, scope: !1458, inlinedAt: !1254)
!1469 = !DILocation(line: 421, column: 26, scope: !1470, inlinedAt: !1254)
!1470 = distinct !DILexicalBlock(scope: !1305, file: !2, line: 420, column: 20)
!1471 = !DILocation(line: 0, scope: !1363, inlinedAt: !1472)
!1472 = distinct !DILocation(line: 421, column: 13, scope: !1470, inlinedAt: !1254)
!1473 = !DILocation(line: 320, column: 8, scope: !1375, inlinedAt: !1472)
!1474 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !1472)
!1475 = !DILocation(line: 321, column: 21, scope: !1373, inlinedAt: !1472)
!1476 = !DILocation(line: 321, column: 9, scope: !1374, inlinedAt: !1472)
!1477 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !1472)
!1478 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !1472)
!1479 = !DILocation(line: 372, column: 24, scope: !1480, inlinedAt: !1487)
!1480 = distinct !DILexicalBlock(scope: !1481, file: !2, line: 372, column: 3)
!1481 = distinct !DILexicalBlock(scope: !1482, file: !2, line: 372, column: 3)
!1482 = distinct !DISubprogram(name: "readdecesc", scope: !2, file: !2, line: 369, type: !1313, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1483)
!1483 = !{!1484, !1485, !1486}
!1484 = !DILocalVariable(name: "ls", arg: 1, scope: !1482, file: !2, line: 369, type: !718)
!1485 = !DILocalVariable(name: "i", scope: !1482, file: !2, line: 370, type: !128)
!1486 = !DILocalVariable(name: "r", scope: !1482, file: !2, line: 371, type: !128)
!1487 = distinct !DILocation(line: 422, column: 17, scope: !1470, inlinedAt: !1254)
!1488 = !DILocation(line: 0, scope: !1482, inlinedAt: !1487)
!1489 = !DILocation(line: 372, column: 21, scope: !1480, inlinedAt: !1487)
!1490 = !DILocation(line: 372, column: 3, scope: !1481, inlinedAt: !1487)
!1491 = !DILocation(line: 373, column: 11, scope: !1492, inlinedAt: !1487)
!1492 = distinct !DILexicalBlock(scope: !1480, file: !2, line: 372, column: 52)
!1493 = !DILocation(line: 373, column: 14, scope: !1492, inlinedAt: !1487)
!1494 = !DILocation(line: 373, column: 28, scope: !1492, inlinedAt: !1487)
!1495 = !DILocation(line: 0, scope: !910, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 374, column: 5, scope: !1492, inlinedAt: !1487)
!1497 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1496)
!1498 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1496)
!1499 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1496)
!1500 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1496)
!1501 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1496)
!1502 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1496)
!1503 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1496)
!1504 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1496)
!1505 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1496)
!1506 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1496)
!1507 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1496)
!1508 = !DILocation(line: 0, scope: !917, inlinedAt: !1496)
!1509 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1496)
!1510 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1496)
!1511 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1496)
!1512 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1496)
!1513 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1496)
!1514 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1496)
!1515 = !DILocation(line: 374, column: 5, scope: !1492, inlinedAt: !1487)
!1516 = !DILocation(line: 372, column: 48, scope: !1480, inlinedAt: !1487)
!1517 = !DILocation(line: 372, column: 17, scope: !1480, inlinedAt: !1487)
!1518 = distinct !{!1518, !1490, !1519, !702}
!1519 = !DILocation(line: 375, column: 3, scope: !1481, inlinedAt: !1487)
!1520 = !DILocation(line: 372, scope: !1481, inlinedAt: !1487)
!1521 = !DILocation(line: 376, column: 18, scope: !1482, inlinedAt: !1487)
!1522 = !DILocation(line: 0, scope: !1363, inlinedAt: !1523)
!1523 = distinct !DILocation(line: 376, column: 3, scope: !1482, inlinedAt: !1487)
!1524 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !1523)
!1525 = !DILocation(line: 321, column: 21, scope: !1373, inlinedAt: !1523)
!1526 = !DILocation(line: 321, column: 9, scope: !1374, inlinedAt: !1523)
!1527 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !1523)
!1528 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !1523)
!1529 = !DILocation(line: 377, column: 3, scope: !1482, inlinedAt: !1487)
!1530 = !DILocation(line: 423, column: 13, scope: !1470, inlinedAt: !1254)
!1531 = !DILocation(line: 0, scope: !1305, inlinedAt: !1254)
!1532 = !DILocation(line: 426, column: 8, scope: !1247, inlinedAt: !1254)
!1533 = !DILocation(line: 427, column: 10, scope: !1247, inlinedAt: !1254)
!1534 = !DILocation(line: 429, column: 8, scope: !1247, inlinedAt: !1254)
!1535 = !DILocation(line: 430, column: 10, scope: !1247, inlinedAt: !1254)
!1536 = !DILocation(line: 0, scope: !910, inlinedAt: !1537)
!1537 = distinct !DILocation(line: 431, column: 10, scope: !1247, inlinedAt: !1254)
!1538 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1537)
!1539 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1537)
!1540 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1537)
!1541 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1537)
!1542 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1537)
!1543 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1537)
!1544 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1537)
!1545 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1537)
!1546 = !DILocation(line: 0, scope: !917, inlinedAt: !1537)
!1547 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1537)
!1548 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1537)
!1549 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1537)
!1550 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1537)
!1551 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1537)
!1552 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1537)
!1553 = !DILocation(line: 431, column: 10, scope: !1247, inlinedAt: !1254)
!1554 = !DILocation(line: 0, scope: !910, inlinedAt: !1555)
!1555 = distinct !DILocation(line: 436, column: 9, scope: !1248, inlinedAt: !1254)
!1556 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1555)
!1557 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1555)
!1558 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1555)
!1559 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1555)
!1560 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1555)
!1561 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1555)
!1562 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1555)
!1563 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1555)
!1564 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1555)
!1565 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1555)
!1566 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1555)
!1567 = !DILocation(line: 0, scope: !917, inlinedAt: !1555)
!1568 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1555)
!1569 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1555)
!1570 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1555)
!1571 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1555)
!1572 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1555)
!1573 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1555)
!1574 = !DILocation(line: 436, column: 9, scope: !1248, inlinedAt: !1254)
!1575 = !DILocation(line: 437, column: 5, scope: !1248, inlinedAt: !1254)
!1576 = !DILocation(line: 384, column: 14, scope: !1240, inlinedAt: !1254)
!1577 = distinct !{!1577, !1278, !1578, !702}
!1578 = !DILocation(line: 438, column: 3, scope: !1240, inlinedAt: !1254)
!1579 = !DILocation(line: 0, scope: !910, inlinedAt: !1580)
!1580 = distinct !DILocation(line: 439, column: 3, scope: !1240, inlinedAt: !1254)
!1581 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1580)
!1582 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1580)
!1583 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1580)
!1584 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1580)
!1585 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1580)
!1586 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1580)
!1587 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1580)
!1588 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1580)
!1589 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1580)
!1590 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1580)
!1591 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1580)
!1592 = !DILocation(line: 0, scope: !917, inlinedAt: !1580)
!1593 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1580)
!1594 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1580)
!1595 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1580)
!1596 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1580)
!1597 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1580)
!1598 = !DILocation(line: 439, column: 3, scope: !1240, inlinedAt: !1254)
!1599 = !DILocation(line: 440, column: 36, scope: !1240, inlinedAt: !1254)
!1600 = !DILocation(line: 440, column: 58, scope: !1240, inlinedAt: !1254)
!1601 = !DILocation(line: 441, column: 36, scope: !1240, inlinedAt: !1254)
!1602 = !DILocation(line: 441, column: 59, scope: !1240, inlinedAt: !1254)
!1603 = !DILocation(line: 440, column: 17, scope: !1240, inlinedAt: !1254)
!1604 = !DILocation(line: 440, column: 15, scope: !1240, inlinedAt: !1254)
!1605 = !DILocation(line: 520, column: 9, scope: !1255)
!1606 = !DILocation(line: 0, scope: !910, inlinedAt: !1607)
!1607 = distinct !DILocation(line: 523, column: 9, scope: !1608)
!1608 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 522, column: 17)
!1609 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1607)
!1610 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1607)
!1611 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1607)
!1612 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1607)
!1613 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1607)
!1614 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1607)
!1615 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1607)
!1616 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1607)
!1617 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1607)
!1618 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1607)
!1619 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1607)
!1620 = !DILocation(line: 0, scope: !917, inlinedAt: !1607)
!1621 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1607)
!1622 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1607)
!1623 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1607)
!1624 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1607)
!1625 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1607)
!1626 = !DILocation(line: 523, column: 9, scope: !1608)
!1627 = !DILocation(line: 0, scope: !1174, inlinedAt: !1628)
!1628 = distinct !DILocation(line: 524, column: 13, scope: !1629)
!1629 = distinct !DILexicalBlock(scope: !1608, file: !2, line: 524, column: 13)
!1630 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1628)
!1631 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1628)
!1632 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1628)
!1633 = !DILocation(line: 0, scope: !1174, inlinedAt: !1634)
!1634 = distinct !DILocation(line: 525, column: 15, scope: !1635)
!1635 = distinct !DILexicalBlock(scope: !1636, file: !2, line: 525, column: 15)
!1636 = distinct !DILexicalBlock(scope: !1629, file: !2, line: 524, column: 35)
!1637 = !DILocation(line: 192, column: 19, scope: !1183, inlinedAt: !1634)
!1638 = !DILocation(line: 192, column: 7, scope: !1174, inlinedAt: !1634)
!1639 = !DILocation(line: 193, column: 5, scope: !1186, inlinedAt: !1634)
!1640 = !DILocation(line: 0, scope: !1635)
!1641 = !DILocation(line: 529, column: 19, scope: !1642)
!1642 = distinct !DILexicalBlock(scope: !1629, file: !2, line: 529, column: 18)
!1643 = !DILocation(line: 529, column: 18, scope: !1629)
!1644 = !DILocation(line: 530, column: 21, scope: !1642)
!1645 = !DILocation(line: 530, column: 14, scope: !1642)
!1646 = !DILocation(line: 534, column: 16, scope: !1647)
!1647 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 533, column: 57)
!1648 = !DILocation(line: 534, column: 9, scope: !1647)
!1649 = !DILocation(line: 540, column: 13, scope: !1117)
!1650 = !DILocation(line: 540, column: 13, scope: !1118)
!1651 = !DILocation(line: 542, column: 11, scope: !1116)
!1652 = !DILocation(line: 543, column: 13, scope: !1653)
!1653 = distinct !DILexicalBlock(scope: !1116, file: !2, line: 542, column: 14)
!1654 = !DILocation(line: 0, scope: !910, inlinedAt: !1655)
!1655 = distinct !DILocation(line: 543, column: 13, scope: !1653)
!1656 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1655)
!1657 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1655)
!1658 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1655)
!1659 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1655)
!1660 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1655)
!1661 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1655)
!1662 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1655)
!1663 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1655)
!1664 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1655)
!1665 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1655)
!1666 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1655)
!1667 = !DILocation(line: 0, scope: !917, inlinedAt: !1655)
!1668 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1655)
!1669 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1655)
!1670 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1655)
!1671 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1655)
!1672 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1655)
!1673 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1655)
!1674 = !DILocation(line: 544, column: 20, scope: !1116)
!1675 = !DILocation(line: 544, column: 11, scope: !1653)
!1676 = distinct !{!1676, !1651, !1677, !702}
!1677 = !DILocation(line: 544, column: 42, scope: !1116)
!1678 = !DILocation(line: 545, column: 35, scope: !1116)
!1679 = !DILocation(line: 546, column: 35, scope: !1116)
!1680 = !DILocation(line: 545, column: 16, scope: !1116)
!1681 = !DILocation(line: 0, scope: !1116)
!1682 = !DILocation(line: 547, column: 23, scope: !1116)
!1683 = !DILocation(line: 548, column: 15, scope: !1684)
!1684 = distinct !DILexicalBlock(scope: !1116, file: !2, line: 548, column: 15)
!1685 = !DILocation(line: 548, column: 15, scope: !1116)
!1686 = !DILocation(line: 549, column: 34, scope: !1684)
!1687 = !DILocation(line: 549, column: 13, scope: !1684)
!1688 = !DILocation(line: 0, scope: !1120)
!1689 = !DILocation(line: 556, column: 11, scope: !1120)
!1690 = !DILocation(line: 0, scope: !1109)
!1691 = !DILocation(line: 562, column: 1, scope: !1098)
!1692 = distinct !DISubprogram(name: "luaX_lookahead", scope: !2, file: !2, line: 576, type: !1313, scopeLine: 576, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1693)
!1693 = !{!1694}
!1694 = !DILocalVariable(name: "ls", arg: 1, scope: !1692, file: !2, line: 576, type: !718)
!1695 = !DILocation(line: 0, scope: !1692)
!1696 = !DILocation(line: 578, column: 39, scope: !1692)
!1697 = !DILocation(line: 578, column: 49, scope: !1692)
!1698 = !DILocation(line: 578, column: 25, scope: !1692)
!1699 = !DILocation(line: 578, column: 23, scope: !1692)
!1700 = !DILocation(line: 579, column: 3, scope: !1692)
!1701 = !DISubprogram(name: "luaG_addinfo", scope: !1702, file: !1702, line: 57, type: !1703, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1702 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!1703 = !DISubroutineType(types: !1704)
!1704 = !{!243, !129, !243, !183, !128}
!1705 = !DISubprogram(name: "luaD_throw", scope: !1706, file: !1706, line: 83, type: !1707, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!1706 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!1707 = !DISubroutineType(types: !1708)
!1708 = !{null, !129, !128}
!1709 = !DILocation(line: 0, scope: !910)
!1710 = !DILocation(line: 58, column: 20, scope: !910)
!1711 = !DILocation(line: 59, column: 7, scope: !918)
!1712 = !DILocation(line: 59, column: 23, scope: !918)
!1713 = !DILocation(line: 59, column: 29, scope: !918)
!1714 = !DILocation(line: 59, column: 27, scope: !918)
!1715 = !DILocation(line: 59, column: 7, scope: !910)
!1716 = !DILocation(line: 66, column: 6, scope: !910)
!1717 = !DILocation(line: 61, column: 28, scope: !936)
!1718 = !DILocation(line: 61, column: 9, scope: !917)
!1719 = !DILocation(line: 62, column: 7, scope: !936)
!1720 = !DILocation(line: 63, column: 34, scope: !917)
!1721 = !DILocation(line: 0, scope: !917)
!1722 = !DILocation(line: 64, column: 5, scope: !917)
!1723 = !DILocation(line: 66, column: 28, scope: !910)
!1724 = !DILocation(line: 65, column: 3, scope: !917)
!1725 = !DILocation(line: 66, column: 34, scope: !910)
!1726 = !DILocation(line: 66, column: 3, scope: !910)
!1727 = !DILocation(line: 66, column: 32, scope: !910)
!1728 = !DILocation(line: 67, column: 1, scope: !910)
!1729 = distinct !DISubprogram(name: "inclinenumber", scope: !2, file: !2, line: 156, type: !1074, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1730)
!1730 = !{!1731, !1732}
!1731 = !DILocalVariable(name: "ls", arg: 1, scope: !1729, file: !2, line: 156, type: !718)
!1732 = !DILocalVariable(name: "old", scope: !1729, file: !2, line: 157, type: !128)
!1733 = !DILocation(line: 0, scope: !1729)
!1734 = !DILocation(line: 157, column: 17, scope: !1729)
!1735 = !DILocation(line: 159, column: 3, scope: !1729)
!1736 = !DILocation(line: 160, column: 7, scope: !1737)
!1737 = distinct !DILexicalBlock(scope: !1729, file: !2, line: 160, column: 7)
!1738 = !DILocation(line: 160, column: 40, scope: !1737)
!1739 = !DILocation(line: 160, column: 7, scope: !1729)
!1740 = !DILocation(line: 161, column: 5, scope: !1737)
!1741 = !DILocation(line: 162, column: 13, scope: !1742)
!1742 = distinct !DILexicalBlock(scope: !1729, file: !2, line: 162, column: 7)
!1743 = !DILocation(line: 162, column: 7, scope: !1742)
!1744 = !DILocation(line: 162, column: 24, scope: !1742)
!1745 = !DILocation(line: 162, column: 7, scope: !1729)
!1746 = !DILocation(line: 163, column: 5, scope: !1742)
!1747 = !DILocation(line: 164, column: 1, scope: !1729)
!1748 = !DISubprogram(name: "luaZ_fill", scope: !770, file: !770, line: 64, type: !1749, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1749 = !DISubroutineType(types: !1750)
!1750 = !{!128, !768}
!1751 = distinct !DISubprogram(name: "skip_sep", scope: !2, file: !2, line: 265, type: !1752, scopeLine: 265, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1754)
!1752 = !DISubroutineType(types: !1753)
!1753 = !{!82, !718}
!1754 = !{!1755, !1756, !1757}
!1755 = !DILocalVariable(name: "ls", arg: 1, scope: !1751, file: !2, line: 265, type: !718)
!1756 = !DILocalVariable(name: "count", scope: !1751, file: !2, line: 266, type: !82)
!1757 = !DILocalVariable(name: "s", scope: !1751, file: !2, line: 267, type: !128)
!1758 = !DILocation(line: 0, scope: !1751)
!1759 = !DILocation(line: 267, column: 15, scope: !1751)
!1760 = !DILocation(line: 0, scope: !910, inlinedAt: !1761)
!1761 = distinct !DILocation(line: 269, column: 3, scope: !1751)
!1762 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1761)
!1763 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1761)
!1764 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1761)
!1765 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1761)
!1766 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1761)
!1767 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1761)
!1768 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1761)
!1769 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1761)
!1770 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1761)
!1771 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1761)
!1772 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1761)
!1773 = !DILocation(line: 0, scope: !917, inlinedAt: !1761)
!1774 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1761)
!1775 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1761)
!1776 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1761)
!1777 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1761)
!1778 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1761)
!1779 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1761)
!1780 = !DILocation(line: 269, column: 3, scope: !1751)
!1781 = !DILocation(line: 270, column: 22, scope: !1751)
!1782 = !DILocation(line: 270, column: 3, scope: !1751)
!1783 = !DILocation(line: 0, scope: !910, inlinedAt: !1784)
!1784 = distinct !DILocation(line: 271, column: 5, scope: !1785)
!1785 = distinct !DILexicalBlock(scope: !1751, file: !2, line: 270, column: 30)
!1786 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1784)
!1787 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1784)
!1788 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1784)
!1789 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1784)
!1790 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1784)
!1791 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1784)
!1792 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1784)
!1793 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1784)
!1794 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1784)
!1795 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1784)
!1796 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1784)
!1797 = !DILocation(line: 0, scope: !917, inlinedAt: !1784)
!1798 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1784)
!1799 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1784)
!1800 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1784)
!1801 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1784)
!1802 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1784)
!1803 = !DILocation(line: 271, column: 5, scope: !1785)
!1804 = !DILocation(line: 272, column: 10, scope: !1785)
!1805 = distinct !{!1805, !1782, !1806, !702}
!1806 = !DILocation(line: 273, column: 3, scope: !1751)
!1807 = !DILocation(line: 270, column: 14, scope: !1751)
!1808 = !DILocation(line: 274, column: 23, scope: !1751)
!1809 = !DILocation(line: 274, column: 10, scope: !1751)
!1810 = !DILocation(line: 274, column: 3, scope: !1751)
!1811 = distinct !DISubprogram(name: "read_long_string", scope: !2, file: !2, line: 280, type: !1812, scopeLine: 280, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1814)
!1812 = !DISubroutineType(types: !1813)
!1813 = !{null, !718, !1101, !82}
!1814 = !{!1815, !1816, !1817, !1818, !1819, !1825, !1826}
!1815 = !DILocalVariable(name: "ls", arg: 1, scope: !1811, file: !2, line: 280, type: !718)
!1816 = !DILocalVariable(name: "seminfo", arg: 2, scope: !1811, file: !2, line: 280, type: !1101)
!1817 = !DILocalVariable(name: "sep", arg: 3, scope: !1811, file: !2, line: 280, type: !82)
!1818 = !DILocalVariable(name: "line", scope: !1811, file: !2, line: 281, type: !128)
!1819 = !DILocalVariable(name: "what", scope: !1820, file: !2, line: 288, type: !243)
!1820 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 287, column: 17)
!1821 = distinct !DILexicalBlock(scope: !1822, file: !2, line: 286, column: 26)
!1822 = distinct !DILexicalBlock(scope: !1823, file: !2, line: 285, column: 12)
!1823 = distinct !DILexicalBlock(scope: !1824, file: !2, line: 285, column: 3)
!1824 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 285, column: 3)
!1825 = !DILocalVariable(name: "msg", scope: !1820, file: !2, line: 289, type: !243)
!1826 = !DILabel(scope: !1811, name: "endloop", file: !2, line: 312)
!1827 = !DILocation(line: 0, scope: !1811)
!1828 = !DILocation(line: 281, column: 18, scope: !1811)
!1829 = !DILocation(line: 282, column: 3, scope: !1811)
!1830 = !DILocation(line: 0, scope: !910, inlinedAt: !1831)
!1831 = distinct !DILocation(line: 282, column: 3, scope: !1811)
!1832 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1831)
!1833 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1831)
!1834 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1831)
!1835 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1831)
!1836 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1831)
!1837 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1831)
!1838 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1831)
!1839 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1831)
!1840 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1831)
!1841 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1831)
!1842 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1831)
!1843 = !DILocation(line: 0, scope: !917, inlinedAt: !1831)
!1844 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1831)
!1845 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1831)
!1846 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1831)
!1847 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1831)
!1848 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1831)
!1849 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1831)
!1850 = !DILocation(line: 283, column: 7, scope: !1851)
!1851 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 283, column: 7)
!1852 = !DILocation(line: 284, column: 5, scope: !1851)
!1853 = !DILocation(line: 285, column: 3, scope: !1811)
!1854 = !DILocation(line: 286, column: 17, scope: !1822)
!1855 = !DILocation(line: 286, column: 5, scope: !1822)
!1856 = !DILocation(line: 288, column: 29, scope: !1820)
!1857 = !DILocation(line: 0, scope: !1820)
!1858 = !DILocation(line: 289, column: 48, scope: !1820)
!1859 = !DILocation(line: 289, column: 27, scope: !1820)
!1860 = !DILocation(line: 291, column: 9, scope: !1820)
!1861 = !DILocation(line: 295, column: 13, scope: !1862)
!1862 = distinct !DILexicalBlock(scope: !1863, file: !2, line: 295, column: 13)
!1863 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 294, column: 17)
!1864 = !DILocation(line: 295, column: 26, scope: !1862)
!1865 = !DILocation(line: 295, column: 13, scope: !1863)
!1866 = !DILocation(line: 296, column: 11, scope: !1867)
!1867 = distinct !DILexicalBlock(scope: !1862, file: !2, line: 295, column: 34)
!1868 = !DILocation(line: 0, scope: !910, inlinedAt: !1869)
!1869 = distinct !DILocation(line: 296, column: 11, scope: !1867)
!1870 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1869)
!1871 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1869)
!1872 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1869)
!1873 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1869)
!1874 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1869)
!1875 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1869)
!1876 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1869)
!1877 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1869)
!1878 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1869)
!1879 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1869)
!1880 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1869)
!1881 = !DILocation(line: 0, scope: !917, inlinedAt: !1869)
!1882 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1869)
!1883 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1869)
!1884 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1869)
!1885 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1869)
!1886 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1869)
!1887 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1869)
!1888 = !DILocation(line: 312, column: 5, scope: !1811)
!1889 = !DILocation(line: 313, column: 7, scope: !1811)
!1890 = !DILocation(line: 0, scope: !910, inlinedAt: !1891)
!1891 = distinct !DILocation(line: 302, column: 9, scope: !1892)
!1892 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 301, column: 29)
!1893 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1891)
!1894 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1891)
!1895 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1891)
!1896 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1891)
!1897 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1891)
!1898 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1891)
!1899 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1891)
!1900 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1891)
!1901 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1891)
!1902 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1891)
!1903 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1891)
!1904 = !DILocation(line: 0, scope: !917, inlinedAt: !1891)
!1905 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1891)
!1906 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1891)
!1907 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1891)
!1908 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1891)
!1909 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1891)
!1910 = !DILocation(line: 303, column: 9, scope: !1892)
!1911 = !DILocation(line: 304, column: 13, scope: !1892)
!1912 = !DILocation(line: 304, column: 23, scope: !1913)
!1913 = distinct !DILexicalBlock(scope: !1892, file: !2, line: 304, column: 13)
!1914 = !DILocation(line: 308, column: 13, scope: !1915)
!1915 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 307, column: 16)
!1916 = !DILocation(line: 0, scope: !910, inlinedAt: !1917)
!1917 = distinct !DILocation(line: 308, column: 22, scope: !1918)
!1918 = distinct !DILexicalBlock(scope: !1915, file: !2, line: 308, column: 13)
!1919 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1917)
!1920 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1917)
!1921 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1917)
!1922 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1917)
!1923 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1917)
!1924 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1917)
!1925 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1917)
!1926 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1917)
!1927 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1917)
!1928 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1917)
!1929 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1917)
!1930 = !DILocation(line: 0, scope: !917, inlinedAt: !1917)
!1931 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1917)
!1932 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1917)
!1933 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1917)
!1934 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1917)
!1935 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1917)
!1936 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1917)
!1937 = !DILocation(line: 308, column: 22, scope: !1918)
!1938 = distinct !{!1938, !1939, !1940}
!1939 = !DILocation(line: 285, column: 3, scope: !1824)
!1940 = !DILocation(line: 312, column: 3, scope: !1824)
!1941 = !DILocation(line: 309, column: 14, scope: !1918)
!1942 = !DILocation(line: 314, column: 38, scope: !1943)
!1943 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 313, column: 7)
!1944 = !DILocation(line: 314, column: 60, scope: !1943)
!1945 = !DILocation(line: 315, column: 38, scope: !1943)
!1946 = !DILocation(line: 315, column: 65, scope: !1943)
!1947 = !DILocation(line: 315, column: 61, scope: !1943)
!1948 = !DILocation(line: 314, column: 19, scope: !1943)
!1949 = !DILocation(line: 314, column: 17, scope: !1943)
!1950 = !DILocation(line: 314, column: 5, scope: !1943)
!1951 = !DILocation(line: 316, column: 1, scope: !1811)
!1952 = !DILocation(line: 0, scope: !1174)
!1953 = !DILocation(line: 192, column: 11, scope: !1183)
!1954 = !DILocation(line: 192, column: 19, scope: !1183)
!1955 = !DILocation(line: 192, column: 7, scope: !1174)
!1956 = !DILocation(line: 193, column: 5, scope: !1186)
!1957 = !DILocation(line: 194, column: 5, scope: !1186)
!1958 = !DILocation(line: 0, scope: !1183)
!1959 = !DILocation(line: 197, column: 1, scope: !1174)
!1960 = distinct !DISubprogram(name: "read_numeral", scope: !2, file: !2, line: 227, type: !1099, scopeLine: 227, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !1961)
!1961 = !{!1962, !1963, !1964, !1965, !1966}
!1962 = !DILocalVariable(name: "ls", arg: 1, scope: !1960, file: !2, line: 227, type: !718)
!1963 = !DILocalVariable(name: "seminfo", arg: 2, scope: !1960, file: !2, line: 227, type: !1101)
!1964 = !DILocalVariable(name: "obj", scope: !1960, file: !2, line: 228, type: !112)
!1965 = !DILocalVariable(name: "expo", scope: !1960, file: !2, line: 229, type: !243)
!1966 = !DILocalVariable(name: "first", scope: !1960, file: !2, line: 230, type: !128)
!1967 = distinct !DIAssignID()
!1968 = !DILocation(line: 0, scope: !1960)
!1969 = !DILocation(line: 228, column: 3, scope: !1960)
!1970 = !DILocation(line: 230, column: 19, scope: !1960)
!1971 = !DILocation(line: 0, scope: !910, inlinedAt: !1972)
!1972 = distinct !DILocation(line: 232, column: 3, scope: !1960)
!1973 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !1972)
!1974 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !1972)
!1975 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !1972)
!1976 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !1972)
!1977 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !1972)
!1978 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !1972)
!1979 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !1972)
!1980 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !1972)
!1981 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !1972)
!1982 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !1972)
!1983 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !1972)
!1984 = !DILocation(line: 0, scope: !917, inlinedAt: !1972)
!1985 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !1972)
!1986 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !1972)
!1987 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !1972)
!1988 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !1972)
!1989 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !1972)
!1990 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !1972)
!1991 = !DILocation(line: 232, column: 3, scope: !1960)
!1992 = !DILocation(line: 233, column: 13, scope: !1993)
!1993 = distinct !DILexicalBlock(scope: !1960, file: !2, line: 233, column: 7)
!1994 = !DILocation(line: 233, column: 20, scope: !1993)
!1995 = !DILocation(line: 233, column: 23, scope: !1993)
!1996 = !DILocation(line: 233, column: 7, scope: !1960)
!1997 = !DILocation(line: 235, column: 3, scope: !1960)
!1998 = !DILocation(line: 236, column: 9, scope: !1999)
!1999 = distinct !DILexicalBlock(scope: !2000, file: !2, line: 236, column: 9)
!2000 = distinct !DILexicalBlock(scope: !2001, file: !2, line: 235, column: 12)
!2001 = distinct !DILexicalBlock(scope: !2002, file: !2, line: 235, column: 3)
!2002 = distinct !DILexicalBlock(scope: !1960, file: !2, line: 235, column: 3)
!2003 = !DILocation(line: 236, column: 9, scope: !2000)
!2004 = !DILocation(line: 237, column: 7, scope: !1999)
!2005 = !DILocation(line: 238, column: 14, scope: !2006)
!2006 = distinct !DILexicalBlock(scope: !1999, file: !2, line: 238, column: 14)
!2007 = !DILocation(line: 238, column: 37, scope: !2006)
!2008 = !DILocation(line: 0, scope: !910, inlinedAt: !2009)
!2009 = distinct !DILocation(line: 239, column: 7, scope: !2006)
!2010 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !2009)
!2011 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !2009)
!2012 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !2009)
!2013 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !2009)
!2014 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !2009)
!2015 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !2009)
!2016 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !2009)
!2017 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !2009)
!2018 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !2009)
!2019 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !2009)
!2020 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !2009)
!2021 = !DILocation(line: 0, scope: !917, inlinedAt: !2009)
!2022 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !2009)
!2023 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !2009)
!2024 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !2009)
!2025 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !2009)
!2026 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !2009)
!2027 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !2009)
!2028 = !DILocation(line: 239, column: 7, scope: !2006)
!2029 = distinct !{!2029, !2030, !2031}
!2030 = !DILocation(line: 235, column: 3, scope: !2002)
!2031 = !DILocation(line: 241, column: 3, scope: !2002)
!2032 = !DILocation(line: 242, column: 7, scope: !2033)
!2033 = distinct !DILexicalBlock(scope: !1960, file: !2, line: 242, column: 7)
!2034 = !DILocation(line: 242, column: 7, scope: !1960)
!2035 = !DILocation(line: 0, scope: !910, inlinedAt: !2036)
!2036 = distinct !DILocation(line: 243, column: 5, scope: !2033)
!2037 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !2036)
!2038 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !2036)
!2039 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !2036)
!2040 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !2036)
!2041 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !2036)
!2042 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !2036)
!2043 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !2036)
!2044 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !2036)
!2045 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !2036)
!2046 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !2036)
!2047 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !2036)
!2048 = !DILocation(line: 0, scope: !917, inlinedAt: !2036)
!2049 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !2036)
!2050 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !2036)
!2051 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !2036)
!2052 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !2036)
!2053 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !2036)
!2054 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !2036)
!2055 = !DILocation(line: 243, column: 5, scope: !2033)
!2056 = !DILocation(line: 0, scope: !910, inlinedAt: !2057)
!2057 = distinct !DILocation(line: 244, column: 3, scope: !1960)
!2058 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !2057)
!2059 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !2057)
!2060 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !2057)
!2061 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !2057)
!2062 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !2057)
!2063 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !2057)
!2064 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !2057)
!2065 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !2057)
!2066 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !2057)
!2067 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !2057)
!2068 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !2057)
!2069 = !DILocation(line: 0, scope: !917, inlinedAt: !2057)
!2070 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !2057)
!2071 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !2057)
!2072 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !2057)
!2073 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !2057)
!2074 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !2057)
!2075 = !DILocation(line: 245, column: 20, scope: !2076)
!2076 = distinct !DILexicalBlock(scope: !1960, file: !2, line: 245, column: 7)
!2077 = !DILocation(line: 245, column: 7, scope: !2076)
!2078 = !DILocation(line: 245, column: 49, scope: !2076)
!2079 = !DILocation(line: 245, column: 7, scope: !1960)
!2080 = !DILocation(line: 246, column: 5, scope: !2076)
!2081 = !DILocation(line: 247, column: 7, scope: !2082)
!2082 = distinct !DILexicalBlock(scope: !1960, file: !2, line: 247, column: 7)
!2083 = !DILocation(line: 247, column: 7, scope: !1960)
!2084 = !DILocation(line: 0, scope: !2082)
!2085 = !DILocation(line: 256, column: 1, scope: !1960)
!2086 = distinct !DISubprogram(name: "gethexa", scope: !2, file: !2, line: 328, type: !1313, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2087)
!2087 = !{!2088}
!2088 = !DILocalVariable(name: "ls", arg: 1, scope: !2086, file: !2, line: 328, type: !718)
!2089 = !DILocation(line: 0, scope: !2086)
!2090 = !DILocation(line: 329, column: 3, scope: !2086)
!2091 = !DILocation(line: 0, scope: !910, inlinedAt: !2092)
!2092 = distinct !DILocation(line: 329, column: 3, scope: !2086)
!2093 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !2092)
!2094 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !2092)
!2095 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !2092)
!2096 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !2092)
!2097 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !2092)
!2098 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !2092)
!2099 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !2092)
!2100 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !2092)
!2101 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !2092)
!2102 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !2092)
!2103 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !2092)
!2104 = !DILocation(line: 0, scope: !917, inlinedAt: !2092)
!2105 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !2092)
!2106 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !2092)
!2107 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !2092)
!2108 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !2092)
!2109 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !2092)
!2110 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !2092)
!2111 = !DILocation(line: 330, column: 17, scope: !2086)
!2112 = !DILocation(line: 0, scope: !1363, inlinedAt: !2113)
!2113 = distinct !DILocation(line: 330, column: 3, scope: !2086)
!2114 = !DILocation(line: 320, column: 8, scope: !1375, inlinedAt: !2113)
!2115 = !DILocation(line: 320, column: 7, scope: !1363, inlinedAt: !2113)
!2116 = !DILocation(line: 321, column: 21, scope: !1373, inlinedAt: !2113)
!2117 = !DILocation(line: 321, column: 9, scope: !1374, inlinedAt: !2113)
!2118 = !DILocation(line: 322, column: 7, scope: !1373, inlinedAt: !2113)
!2119 = !DILocation(line: 323, column: 5, scope: !1374, inlinedAt: !2113)
!2120 = !DILocation(line: 331, column: 10, scope: !2086)
!2121 = !DILocation(line: 331, column: 3, scope: !2086)
!2122 = !DISubprogram(name: "luaO_hexavalue", scope: !59, file: !59, line: 804, type: !2123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2123 = !DISubroutineType(types: !2124)
!2124 = !{!128, !128}
!2125 = !DISubprogram(name: "luaO_utf8esc", scope: !59, file: !59, line: 797, type: !2126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2126 = !DISubroutineType(types: !2127)
!2127 = !{!128, !491, !84}
!2128 = distinct !DISubprogram(name: "check_next2", scope: !2, file: !2, line: 204, type: !2129, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !2131)
!2129 = !DISubroutineType(types: !2130)
!2130 = !{!128, !718, !243}
!2131 = !{!2132, !2133}
!2132 = !DILocalVariable(name: "ls", arg: 1, scope: !2128, file: !2, line: 204, type: !718)
!2133 = !DILocalVariable(name: "set", arg: 2, scope: !2128, file: !2, line: 204, type: !243)
!2134 = !DILocation(line: 0, scope: !2128)
!2135 = !DILocation(line: 206, column: 11, scope: !2136)
!2136 = distinct !DILexicalBlock(scope: !2128, file: !2, line: 206, column: 7)
!2137 = !DILocation(line: 206, column: 22, scope: !2136)
!2138 = !DILocation(line: 206, column: 19, scope: !2136)
!2139 = !DILocation(line: 206, column: 29, scope: !2136)
!2140 = !DILocation(line: 206, column: 47, scope: !2136)
!2141 = !DILocation(line: 206, column: 44, scope: !2136)
!2142 = !DILocation(line: 206, column: 7, scope: !2128)
!2143 = !DILocation(line: 0, scope: !910, inlinedAt: !2144)
!2144 = distinct !DILocation(line: 207, column: 5, scope: !2145)
!2145 = distinct !DILexicalBlock(scope: !2136, file: !2, line: 206, column: 55)
!2146 = !DILocation(line: 58, column: 20, scope: !910, inlinedAt: !2144)
!2147 = !DILocation(line: 59, column: 7, scope: !918, inlinedAt: !2144)
!2148 = !DILocation(line: 59, column: 23, scope: !918, inlinedAt: !2144)
!2149 = !DILocation(line: 59, column: 29, scope: !918, inlinedAt: !2144)
!2150 = !DILocation(line: 59, column: 27, scope: !918, inlinedAt: !2144)
!2151 = !DILocation(line: 59, column: 7, scope: !910, inlinedAt: !2144)
!2152 = !DILocation(line: 66, column: 6, scope: !910, inlinedAt: !2144)
!2153 = !DILocation(line: 61, column: 28, scope: !936, inlinedAt: !2144)
!2154 = !DILocation(line: 61, column: 9, scope: !917, inlinedAt: !2144)
!2155 = !DILocation(line: 62, column: 7, scope: !936, inlinedAt: !2144)
!2156 = !DILocation(line: 63, column: 34, scope: !917, inlinedAt: !2144)
!2157 = !DILocation(line: 0, scope: !917, inlinedAt: !2144)
!2158 = !DILocation(line: 64, column: 5, scope: !917, inlinedAt: !2144)
!2159 = !DILocation(line: 66, column: 28, scope: !910, inlinedAt: !2144)
!2160 = !DILocation(line: 65, column: 3, scope: !917, inlinedAt: !2144)
!2161 = !DILocation(line: 66, column: 34, scope: !910, inlinedAt: !2144)
!2162 = !DILocation(line: 66, column: 3, scope: !910, inlinedAt: !2144)
!2163 = !DILocation(line: 66, column: 32, scope: !910, inlinedAt: !2144)
!2164 = !DILocation(line: 207, column: 5, scope: !2145)
!2165 = !DILocation(line: 208, column: 5, scope: !2145)
!2166 = !DILocation(line: 0, scope: !2136)
!2167 = !DILocation(line: 211, column: 1, scope: !2128)
!2168 = !DISubprogram(name: "luaO_str2num", scope: !59, file: !59, line: 803, type: !2169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2169 = !DISubroutineType(types: !2170)
!2170 = !{!82, !243, !111}
