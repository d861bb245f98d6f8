; ModuleID = 'programs/text_formatting.c'
source_filename = "programs/text_formatting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { i64, ptr }

@.str = private unnamed_addr constant [123 x i8] c"The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump.\00", align 1, !dbg !0
@__const.main.samples = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.1 = private unnamed_addr constant [7 x i8] c"%d=%s \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"%ld: %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"%s %s %s %s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [40 x i8] c"name,\22Smith, John\22,42,\22say \22\22hi\22\22\22,,end\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c" n=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [8 x i8] c"|%-*s|\0A\00", align 1, !dbg !39
@to_roman.v = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16, !dbg !41
@to_roman.s = internal unnamed_addr constant [13 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21], align 16, !dbg !88
@.str.9 = private unnamed_addr constant [2 x i8] c"M\00", align 1, !dbg !56
@.str.10 = private unnamed_addr constant [3 x i8] c"CM\00", align 1, !dbg !61
@.str.11 = private unnamed_addr constant [2 x i8] c"D\00", align 1, !dbg !66
@.str.12 = private unnamed_addr constant [3 x i8] c"CD\00", align 1, !dbg !68
@.str.13 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !70
@.str.14 = private unnamed_addr constant [3 x i8] c"XC\00", align 1, !dbg !72
@.str.15 = private unnamed_addr constant [2 x i8] c"L\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [3 x i8] c"XL\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [2 x i8] c"X\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [3 x i8] c"IX\00", align 1, !dbg !80
@.str.19 = private unnamed_addr constant [2 x i8] c"V\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [3 x i8] c"IV\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [2 x i8] c"I\00", align 1, !dbg !86
@ones.rel = internal unnamed_addr constant [20 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.30 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.31 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.32 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.33 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.34 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.35 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.36 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.37 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.38 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.39 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.40 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.41 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.42 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.43 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.44 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.45 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.46 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.47 to i64), i64 ptrtoint (ptr @ones.rel to i64)) to i32)], align 4
@tens.rel = internal unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.48 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.48 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.49 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.50 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.51 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.52 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.53 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.54 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.55 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.56 to i64), i64 ptrtoint (ptr @tens.rel to i64)) to i32)], align 4
@words.big = internal unnamed_addr constant [4 x %struct.anon] [%struct.anon { i64 1000000000, ptr @.str.23 }, %struct.anon { i64 1000000, ptr @.str.24 }, %struct.anon { i64 1000, ptr @.str.25 }, %struct.anon { i64 100, ptr @.str.26 }], align 16, !dbg !103
@.str.23 = private unnamed_addr constant [8 x i8] c"billion\00", align 1, !dbg !95
@.str.24 = private unnamed_addr constant [8 x i8] c"million\00", align 1, !dbg !97
@.str.25 = private unnamed_addr constant [9 x i8] c"thousand\00", align 1, !dbg !99
@.str.26 = private unnamed_addr constant [8 x i8] c"hundred\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !124
@.str.29 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !126
@.str.30 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !129
@.str.31 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !131
@.str.32 = private unnamed_addr constant [5 x i8] c"four\00", align 1, !dbg !136
@.str.33 = private unnamed_addr constant [5 x i8] c"five\00", align 1, !dbg !138
@.str.34 = private unnamed_addr constant [4 x i8] c"six\00", align 1, !dbg !140
@.str.35 = private unnamed_addr constant [6 x i8] c"seven\00", align 1, !dbg !142
@.str.36 = private unnamed_addr constant [6 x i8] c"eight\00", align 1, !dbg !144
@.str.37 = private unnamed_addr constant [5 x i8] c"nine\00", align 1, !dbg !146
@.str.38 = private unnamed_addr constant [4 x i8] c"ten\00", align 1, !dbg !148
@.str.39 = private unnamed_addr constant [7 x i8] c"eleven\00", align 1, !dbg !150
@.str.40 = private unnamed_addr constant [7 x i8] c"twelve\00", align 1, !dbg !152
@.str.41 = private unnamed_addr constant [9 x i8] c"thirteen\00", align 1, !dbg !154
@.str.42 = private unnamed_addr constant [9 x i8] c"fourteen\00", align 1, !dbg !156
@.str.43 = private unnamed_addr constant [8 x i8] c"fifteen\00", align 1, !dbg !158
@.str.44 = private unnamed_addr constant [8 x i8] c"sixteen\00", align 1, !dbg !160
@.str.45 = private unnamed_addr constant [10 x i8] c"seventeen\00", align 1, !dbg !162
@.str.46 = private unnamed_addr constant [9 x i8] c"eighteen\00", align 1, !dbg !167
@.str.47 = private unnamed_addr constant [9 x i8] c"nineteen\00", align 1, !dbg !169
@.str.48 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !176
@.str.49 = private unnamed_addr constant [7 x i8] c"twenty\00", align 1, !dbg !181
@.str.50 = private unnamed_addr constant [7 x i8] c"thirty\00", align 1, !dbg !183
@.str.51 = private unnamed_addr constant [6 x i8] c"forty\00", align 1, !dbg !185
@.str.52 = private unnamed_addr constant [6 x i8] c"fifty\00", align 1, !dbg !187
@.str.53 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1, !dbg !189
@.str.54 = private unnamed_addr constant [8 x i8] c"seventy\00", align 1, !dbg !191
@.str.55 = private unnamed_addr constant [7 x i8] c"eighty\00", align 1, !dbg !193
@.str.56 = private unnamed_addr constant [7 x i8] c"ninety\00", align 1, !dbg !195
@.str.57 = private unnamed_addr constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1, !dbg !200

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !220 {
  %1 = alloca [72 x i8], align 16, !DIAssignID !258
  %2 = alloca [128 x i8], align 16, !DIAssignID !259
  %3 = alloca [32 x i8], align 16, !DIAssignID !260
    #dbg_assign(i1 undef, !225, !DIExpression(), !260, ptr %3, !DIExpression(), !261)
  %4 = alloca [256 x i8], align 16, !DIAssignID !262
    #dbg_assign(i1 undef, !239, !DIExpression(), !262, ptr %4, !DIExpression(), !263)
  %5 = alloca [72 x i8], align 16, !DIAssignID !264
    #dbg_assign(i1 undef, !245, !DIExpression(), !264, ptr %5, !DIExpression(), !261)
  %6 = alloca [72 x i8], align 16, !DIAssignID !265
    #dbg_assign(i1 undef, !249, !DIExpression(), !265, ptr %6, !DIExpression(), !261)
  %7 = alloca [72 x i8], align 16, !DIAssignID !266
    #dbg_assign(i1 undef, !250, !DIExpression(), !266, ptr %7, !DIExpression(), !261)
  %8 = alloca [72 x i8], align 16, !DIAssignID !267
    #dbg_assign(i1 undef, !251, !DIExpression(), !267, ptr %8, !DIExpression(), !261)
  %9 = alloca [8 x [32 x i8]], align 16, !DIAssignID !268
    #dbg_assign(i1 undef, !252, !DIExpression(), !268, ptr %9, !DIExpression(), !261)
    #dbg_assign(i1 undef, !269, !DIExpression(), !259, ptr %2, !DIExpression(), !284)
    #dbg_value(ptr @.str, !274, !DIExpression(), !284)
    #dbg_value(i32 28, !275, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10, !dbg !286
    #dbg_value(i32 0, !276, !DIExpression(), !284)
    #dbg_value(ptr @.str, !277, !DIExpression(), !284)
  br label %10, !dbg !287

10:                                               ; preds = %44, %0
  %11 = phi i8 [ 84, %0 ], [ %53, %44 ]
  %12 = phi i32 [ 0, %0 ], [ %50, %44 ]
  %13 = phi ptr [ @.str, %0 ], [ %23, %44 ]
    #dbg_value(i32 %12, !276, !DIExpression(), !284)
    #dbg_value(ptr %13, !277, !DIExpression(), !284)
  %14 = icmp eq i8 %11, 32, !dbg !288
  br i1 %14, label %17, label %15, !dbg !289

15:                                               ; preds = %17, %10
  %16 = phi ptr [ %13, %10 ], [ %19, %17 ], !dbg !284
  br label %22, !dbg !290

17:                                               ; preds = %10, %17
  %18 = phi ptr [ %19, %17 ], [ %13, %10 ]
    #dbg_value(ptr %18, !277, !DIExpression(), !284)
  %19 = getelementptr inbounds i8, ptr %18, i64 1, !dbg !291
    #dbg_value(ptr %19, !277, !DIExpression(), !284)
  %20 = load i8, ptr %19, align 1, !dbg !292, !tbaa !293
  %21 = icmp eq i8 %20, 32, !dbg !288
  br i1 %21, label %17, label %15, !dbg !289, !llvm.loop !296

22:                                               ; preds = %25, %15
  %23 = phi ptr [ %26, %25 ], [ %16, %15 ], !dbg !284
    #dbg_value(ptr %23, !277, !DIExpression(), !284)
  %24 = load i8, ptr %23, align 1, !dbg !298, !tbaa !293
  switch i8 %24, label %25 [
    i8 0, label %27
    i8 32, label %27
  ], !dbg !299

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !300
    #dbg_value(ptr %26, !277, !DIExpression(), !284)
  br label %22, !dbg !290, !llvm.loop !301

27:                                               ; preds = %22, %22
  %28 = ptrtoint ptr %23 to i64, !dbg !302
  %29 = ptrtoint ptr %16 to i64, !dbg !302
  %30 = sub i64 %28, %29, !dbg !302
  %31 = trunc i64 %30 to i32, !dbg !303
    #dbg_value(i32 %31, !280, !DIExpression(), !304)
  %32 = icmp eq i32 %31, 0, !dbg !305
  br i1 %32, label %55, label %33, !dbg !307

33:                                               ; preds = %27
  %34 = icmp eq i32 %12, 0, !dbg !308
  br i1 %34, label %44, label %35, !dbg !310

35:                                               ; preds = %33
  %36 = add nsw i32 %12, 1, !dbg !311
  %37 = add nsw i32 %36, %31, !dbg !312
  %38 = icmp sgt i32 %37, 28, !dbg !313
  br i1 %38, label %39, label %41, !dbg !314

39:                                               ; preds = %35
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 28, ptr noundef nonnull %2), !dbg !315
    #dbg_value(i32 0, !276, !DIExpression(), !284)
  br label %44, !dbg !317

41:                                               ; preds = %35
    #dbg_value(i32 %36, !276, !DIExpression(), !284)
  %42 = sext i32 %12 to i64, !dbg !318
  %43 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %42, !dbg !318
  store i8 32, ptr %43, align 1, !dbg !320, !tbaa !293
  br label %44, !dbg !318

44:                                               ; preds = %41, %39, %33
  %45 = phi i32 [ %36, %41 ], [ 0, %39 ], [ 0, %33 ], !dbg !304
    #dbg_value(i32 %45, !276, !DIExpression(), !284)
  %46 = sext i32 %45 to i64, !dbg !321
  %47 = getelementptr inbounds i8, ptr %2, i64 %46, !dbg !321
  %48 = shl i64 %30, 32, !dbg !322
  %49 = ashr exact i64 %48, 32, !dbg !322
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %47, ptr nonnull align 1 %16, i64 %49, i1 false), !dbg !323
  %50 = add nsw i32 %45, %31, !dbg !324
    #dbg_value(i32 %50, !276, !DIExpression(), !284)
  %51 = sext i32 %50 to i64, !dbg !325
  %52 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 %51, !dbg !325
  store i8 0, ptr %52, align 1, !dbg !326, !tbaa !293
    #dbg_value(ptr %23, !277, !DIExpression(), !284)
  %53 = load i8, ptr %23, align 1, !dbg !327, !tbaa !293
  %54 = icmp eq i8 %53, 0, !dbg !287
  br i1 %54, label %55, label %10, !dbg !287

55:                                               ; preds = %44, %27
  %56 = phi i32 [ %12, %27 ], [ %50, %44 ], !dbg !284
    #dbg_value(i32 %56, !276, !DIExpression(), !284)
  %57 = icmp eq i32 %56, 0, !dbg !328
  br i1 %57, label %60, label %58, !dbg !330

58:                                               ; preds = %55
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 28, ptr noundef nonnull %2), !dbg !331
  br label %60, !dbg !331

60:                                               ; preds = %55, %58
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10, !dbg !332
    #dbg_value(i32 0, !224, !DIExpression(), !261)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10, !dbg !333
    #dbg_value(i32 1, !229, !DIExpression(), !334)
  br label %61, !dbg !335

61:                                               ; preds = %60, %110
  %62 = phi i32 [ 0, %60 ], [ %114, %110 ]
  %63 = phi i32 [ 1, %60 ], [ %115, %110 ]
    #dbg_value(i32 %62, !224, !DIExpression(), !261)
    #dbg_value(i32 %63, !229, !DIExpression(), !334)
    #dbg_value(i32 %63, !206, !DIExpression(), !336)
    #dbg_value(ptr %3, !207, !DIExpression(), !336)
  store i8 0, ptr %3, align 16, !dbg !340, !tbaa !293, !DIAssignID !341
    #dbg_assign(i8 0, !225, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !341, ptr %3, !DIExpression(), !261)
    #dbg_value(i32 0, !208, !DIExpression(), !342)
  br label %64, !dbg !343

64:                                               ; preds = %78, %61
  %65 = phi i64 [ 0, %61 ], [ %80, %78 ]
  %66 = phi i32 [ %63, %61 ], [ %79, %78 ]
    #dbg_value(i64 %65, !208, !DIExpression(), !342)
    #dbg_value(i32 %66, !206, !DIExpression(), !336)
  %67 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %65
  %68 = load i32, ptr %67, align 4, !tbaa !344
  %69 = icmp slt i32 %66, %68, !dbg !346
  br i1 %69, label %78, label %70, !dbg !348

70:                                               ; preds = %64
  %71 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %65
  %72 = load ptr, ptr %71, align 8, !tbaa !349
  br label %73, !dbg !348

73:                                               ; preds = %73, %70
  %74 = phi i32 [ %66, %70 ], [ %76, %73 ]
    #dbg_value(i32 %74, !206, !DIExpression(), !336)
  %75 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %72) #10, !dbg !351
  %76 = sub nsw i32 %74, %68, !dbg !353
    #dbg_value(i32 %76, !206, !DIExpression(), !336)
  %77 = icmp slt i32 %76, %68, !dbg !346
  br i1 %77, label %78, label %73, !dbg !348, !llvm.loop !354

78:                                               ; preds = %73, %64
  %79 = phi i32 [ %66, %64 ], [ %76, %73 ]
  %80 = add nuw nsw i64 %65, 1, !dbg !356
    #dbg_value(i64 %80, !208, !DIExpression(), !342)
    #dbg_value(i32 %79, !206, !DIExpression(), !336)
  %81 = icmp eq i64 %80, 13, !dbg !357
  br i1 %81, label %82, label %64, !dbg !343, !llvm.loop !358

82:                                               ; preds = %78
    #dbg_value(ptr %3, !360, !DIExpression(), !372)
    #dbg_value(i32 0, !365, !DIExpression(), !372)
    #dbg_value(i32 0, !366, !DIExpression(), !372)
  %83 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %3) #11, !dbg !375
  %84 = trunc i64 %83 to i32, !dbg !376
    #dbg_value(i32 %84, !367, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !377)
  %85 = icmp sgt i32 %84, 0, !dbg !378
  br i1 %85, label %86, label %110, !dbg !379

86:                                               ; preds = %82
  %87 = and i64 %83, 2147483647, !dbg !379
  br label %88, !dbg !379

88:                                               ; preds = %102, %86
  %89 = phi i64 [ %87, %86 ], [ %92, %102 ]
  %90 = phi i32 [ 0, %86 ], [ %108, %102 ]
  %91 = phi i32 [ 0, %86 ], [ %107, %102 ]
  %92 = add nsw i64 %89, -1, !dbg !380
    #dbg_value(i32 %90, !366, !DIExpression(), !372)
    #dbg_value(i32 %91, !365, !DIExpression(), !372)
    #dbg_value(i32 0, !369, !DIExpression(), !381)
  %93 = getelementptr inbounds i8, ptr %3, i64 %92, !dbg !382
  %94 = load i8, ptr %93, align 1, !dbg !382, !tbaa !293
  switch i8 %94, label %102 [
    i8 73, label %95
    i8 86, label %96
    i8 88, label %97
    i8 76, label %98
    i8 67, label %99
    i8 68, label %100
    i8 77, label %101
  ], !dbg !383

95:                                               ; preds = %88
    #dbg_value(i32 1, !369, !DIExpression(), !381)
  br label %102, !dbg !384

96:                                               ; preds = %88
    #dbg_value(i32 5, !369, !DIExpression(), !381)
  br label %102, !dbg !386

97:                                               ; preds = %88
    #dbg_value(i32 10, !369, !DIExpression(), !381)
  br label %102, !dbg !387

98:                                               ; preds = %88
    #dbg_value(i32 50, !369, !DIExpression(), !381)
  br label %102, !dbg !388

99:                                               ; preds = %88
    #dbg_value(i32 100, !369, !DIExpression(), !381)
  br label %102, !dbg !389

100:                                              ; preds = %88
    #dbg_value(i32 500, !369, !DIExpression(), !381)
  br label %102, !dbg !390

101:                                              ; preds = %88
    #dbg_value(i32 1000, !369, !DIExpression(), !381)
  br label %102, !dbg !391

102:                                              ; preds = %101, %100, %99, %98, %97, %96, %95, %88
  %103 = phi i32 [ 0, %88 ], [ 1000, %101 ], [ 500, %100 ], [ 100, %99 ], [ 50, %98 ], [ 10, %97 ], [ 5, %96 ], [ 1, %95 ], !dbg !392
    #dbg_value(i32 %103, !369, !DIExpression(), !381)
  %104 = icmp ult i32 %103, %90, !dbg !393
  %105 = sub nsw i32 0, %103, !dbg !395
  %106 = select i1 %104, i32 %105, i32 %103, !dbg !395
  %107 = add i32 %106, %91, !dbg !395
  %108 = call i32 @llvm.smax.i32(i32 %103, i32 %90), !dbg !395
    #dbg_value(i32 %108, !366, !DIExpression(), !372)
    #dbg_value(i32 %107, !365, !DIExpression(), !372)
    #dbg_value(i64 %92, !367, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !377)
  %109 = icmp ugt i64 %89, 1, !dbg !378
  br i1 %109, label %88, label %110, !dbg !379, !llvm.loop !396

110:                                              ; preds = %102, %82
  %111 = phi i32 [ 0, %82 ], [ %107, %102 ], !dbg !398
  %112 = icmp ne i32 %111, %63, !dbg !399
  %113 = zext i1 %112 to i32, !dbg !400
  %114 = add nuw nsw i32 %62, %113, !dbg !400
    #dbg_value(i32 %114, !224, !DIExpression(), !261)
  %115 = add nuw nsw i32 %63, 1, !dbg !401
    #dbg_value(i32 %115, !229, !DIExpression(), !334)
  %116 = icmp eq i32 %115, 4000, !dbg !402
  br i1 %116, label %133, label %61, !dbg !335, !llvm.loop !403

117:                                              ; preds = %155
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %114), !dbg !405
    #dbg_assign(i1 undef, !235, !DIExpression(), !406, ptr poison, !DIExpression(), !261)
    #dbg_value(i64 0, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 0, ptr noundef nonnull %4), !dbg !411
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 1, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 13, ptr noundef nonnull %4), !dbg !411
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 13, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 2, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 85, ptr noundef nonnull %4), !dbg !411
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 85, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 3, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 100, ptr noundef nonnull %4), !dbg !411
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 100, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 4, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 101, ptr noundef nonnull %4), !dbg !411
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 101, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 5, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 999, ptr noundef nonnull %4), !dbg !411
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 6, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 1000, ptr noundef nonnull %4), !dbg !411
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 7, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 123456, ptr noundef nonnull %4), !dbg !411
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 123456, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 8, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 1000001, ptr noundef nonnull %4), !dbg !411
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000001, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 9, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #10, !dbg !408
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %4, i8 0, i64 256, i1 false), !dbg !409, !DIAssignID !410
    #dbg_assign(i8 0, !239, !DIExpression(), !410, ptr %4, !DIExpression(), !263)
  call fastcc void @words(i64 noundef 2147483647, ptr noundef nonnull %4), !dbg !411
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 2147483647, ptr noundef nonnull %4), !dbg !412
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #10, !dbg !413
    #dbg_value(i64 10, !237, !DIExpression(), !407)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10, !dbg !414
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #10, !dbg !414
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #10, !dbg !414
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #10, !dbg !414
    #dbg_value(i64 255, !415, !DIExpression(), !427)
    #dbg_value(i32 2, !421, !DIExpression(), !427)
    #dbg_value(ptr %5, !422, !DIExpression(), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !427)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !427)
    #dbg_value(i64 0, !425, !DIExpression(), !427)
    #dbg_value(i64 7, !424, !DIExpression(), !427)
    #dbg_value(i64 1, !426, !DIExpression(), !427)
    #dbg_value(i64 6, !424, !DIExpression(), !427)
    #dbg_value(i64 2, !426, !DIExpression(), !427)
    #dbg_value(i64 5, !424, !DIExpression(), !427)
    #dbg_value(i64 3, !426, !DIExpression(), !427)
    #dbg_value(i64 4, !424, !DIExpression(), !427)
    #dbg_value(i64 4, !426, !DIExpression(), !427)
    #dbg_value(i64 3, !424, !DIExpression(), !427)
    #dbg_value(i64 5, !426, !DIExpression(), !427)
    #dbg_value(i64 2, !424, !DIExpression(), !427)
    #dbg_value(i64 6, !426, !DIExpression(), !427)
    #dbg_value(i64 1, !424, !DIExpression(), !427)
    #dbg_value(i64 7, !426, !DIExpression(), !427)
    #dbg_value(i64 0, !424, !DIExpression(), !427)
    #dbg_value(i64 8, !426, !DIExpression(), !427)
  %129 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !429
  store i64 3544668469065756977, ptr %5, align 16, !dbg !430
  store i8 0, ptr %129, align 8, !dbg !431, !tbaa !293
    #dbg_value(i64 -255, !415, !DIExpression(), !432)
    #dbg_value(i32 16, !421, !DIExpression(), !432)
    #dbg_value(ptr %6, !422, !DIExpression(), !432)
    #dbg_value(i8 102, !423, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !432)
    #dbg_value(i64 2, !424, !DIExpression(), !432)
    #dbg_value(i8 102, !423, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !432)
    #dbg_value(i64 0, !425, !DIExpression(), !432)
    #dbg_value(i32 1, !426, !DIExpression(), !432)
    #dbg_assign(i8 45, !249, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !434, ptr %6, !DIExpression(), !261)
    #dbg_value(i64 1, !424, !DIExpression(), !432)
    #dbg_value(i64 2, !426, !DIExpression(), !432)
    #dbg_value(i64 0, !424, !DIExpression(), !432)
    #dbg_value(i64 3, !426, !DIExpression(), !432)
  store <4 x i8> <i8 45, i8 102, i8 102, i8 0>, ptr %6, align 16, !dbg !435, !tbaa !293, !DIAssignID !434
    #dbg_value(i64 123456789, !415, !DIExpression(), !437)
    #dbg_value(i32 36, !421, !DIExpression(), !437)
    #dbg_value(ptr %7, !422, !DIExpression(), !437)
    #dbg_value(i8 57, !423, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !437)
    #dbg_value(i8 118, !423, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !437)
    #dbg_value(i8 51, !423, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !437)
    #dbg_value(i8 105, !423, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !437)
    #dbg_value(i8 49, !423, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !437)
    #dbg_value(i8 50, !423, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !437)
    #dbg_value(i64 0, !425, !DIExpression(), !437)
    #dbg_value(i64 5, !424, !DIExpression(), !437)
    #dbg_value(i64 1, !426, !DIExpression(), !437)
    #dbg_value(i64 4, !424, !DIExpression(), !437)
    #dbg_value(i64 2, !426, !DIExpression(), !437)
    #dbg_value(i64 3, !424, !DIExpression(), !437)
    #dbg_value(i64 3, !426, !DIExpression(), !437)
    #dbg_value(i64 2, !424, !DIExpression(), !437)
    #dbg_value(i64 4, !426, !DIExpression(), !437)
  store <4 x i8> <i8 50, i8 49, i8 105, i8 51>, ptr %7, align 16, !dbg !439, !tbaa !293
    #dbg_value(i64 1, !424, !DIExpression(), !437)
    #dbg_value(i64 5, !426, !DIExpression(), !437)
  %130 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !440
  store i8 118, ptr %130, align 4, !dbg !439, !tbaa !293
    #dbg_value(i64 0, !424, !DIExpression(), !437)
    #dbg_value(i64 6, !426, !DIExpression(), !437)
  %131 = getelementptr inbounds i8, ptr %7, i64 5, !dbg !440
  store i8 57, ptr %131, align 1, !dbg !439, !tbaa !293
  %132 = getelementptr inbounds i8, ptr %7, i64 6, !dbg !441
  store i8 0, ptr %132, align 2, !dbg !442, !tbaa !293
    #dbg_assign(i1 undef, !423, !DIExpression(), !258, ptr %1, !DIExpression(), !443)
    #dbg_value(i64 -9223372036854775808, !415, !DIExpression(), !443)
    #dbg_value(i32 10, !421, !DIExpression(), !443)
    #dbg_value(ptr %8, !422, !DIExpression(), !443)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10, !dbg !445
    #dbg_value(i32 0, !424, !DIExpression(), !443)
    #dbg_value(i64 -9223372036854775808, !425, !DIExpression(), !443)
  br label %159, !dbg !446

133:                                              ; preds = %110, %155
  %134 = phi i64 [ %157, %155 ], [ 0, %110 ]
    #dbg_value(i64 %134, !233, !DIExpression(), !447)
  %135 = getelementptr inbounds [10 x i32], ptr @__const.main.samples, i64 0, i64 %134, !dbg !448
  %136 = load i32, ptr %135, align 4, !dbg !448, !tbaa !344
    #dbg_value(i32 %136, !206, !DIExpression(), !451)
    #dbg_value(ptr %3, !207, !DIExpression(), !451)
  store i8 0, ptr %3, align 16, !dbg !453, !tbaa !293, !DIAssignID !454
    #dbg_assign(i8 0, !225, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !454, ptr %3, !DIExpression(), !261)
    #dbg_value(i32 0, !208, !DIExpression(), !455)
  br label %137, !dbg !456

137:                                              ; preds = %151, %133
  %138 = phi i64 [ 0, %133 ], [ %153, %151 ]
  %139 = phi i32 [ %136, %133 ], [ %152, %151 ]
    #dbg_value(i64 %138, !208, !DIExpression(), !455)
    #dbg_value(i32 %139, !206, !DIExpression(), !451)
  %140 = getelementptr inbounds [13 x i32], ptr @to_roman.v, i64 0, i64 %138
  %141 = load i32, ptr %140, align 4, !tbaa !344
  %142 = icmp slt i32 %139, %141, !dbg !457
  br i1 %142, label %151, label %143, !dbg !458

143:                                              ; preds = %137
  %144 = getelementptr inbounds [13 x ptr], ptr @to_roman.s, i64 0, i64 %138
  %145 = load ptr, ptr %144, align 8, !tbaa !349
  br label %146, !dbg !458

146:                                              ; preds = %146, %143
  %147 = phi i32 [ %139, %143 ], [ %149, %146 ]
    #dbg_value(i32 %147, !206, !DIExpression(), !451)
  %148 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %145) #10, !dbg !459
  %149 = sub nsw i32 %147, %141, !dbg !460
    #dbg_value(i32 %149, !206, !DIExpression(), !451)
  %150 = icmp slt i32 %149, %141, !dbg !457
  br i1 %150, label %151, label %146, !dbg !458, !llvm.loop !461

151:                                              ; preds = %146, %137
  %152 = phi i32 [ %139, %137 ], [ %149, %146 ]
  %153 = add nuw nsw i64 %138, 1, !dbg !463
    #dbg_value(i64 %153, !208, !DIExpression(), !455)
    #dbg_value(i32 %152, !206, !DIExpression(), !451)
  %154 = icmp eq i64 %153, 13, !dbg !464
  br i1 %154, label %155, label %137, !dbg !456, !llvm.loop !465

155:                                              ; preds = %151
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %136, ptr noundef nonnull %3), !dbg !467
  %157 = add nuw nsw i64 %134, 1, !dbg !468
    #dbg_value(i64 %157, !233, !DIExpression(), !447)
  %158 = icmp eq i64 %157, 10, !dbg !469
  br i1 %158, label %117, label %133, !dbg !470, !llvm.loop !471

159:                                              ; preds = %168, %117
  %160 = phi i64 [ 0, %117 ], [ %173, %168 ], !dbg !473
  %161 = phi i64 [ -9223372036854775808, %117 ], [ %175, %168 ], !dbg !473
    #dbg_value(i64 %161, !425, !DIExpression(), !443)
    #dbg_value(i64 %160, !424, !DIExpression(), !443)
  %162 = urem i64 %161, 10, !dbg !474
  %163 = udiv i64 %161, 10, !dbg !476
  %164 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %162, !dbg !477
  %165 = load i8, ptr %164, align 1, !dbg !477, !tbaa !293
    #dbg_value(i64 %160, !424, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !443)
  %166 = getelementptr inbounds [72 x i8], ptr %1, i64 0, i64 %160, !dbg !478
  store i8 %165, ptr %166, align 2, !dbg !479, !tbaa !293
    #dbg_value(i64 poison, !425, !DIExpression(), !443)
  %167 = icmp eq i64 %160, 18, !dbg !480
  br i1 %167, label %176, label %168, !dbg !480, !llvm.loop !481

168:                                              ; preds = %159
  %169 = or disjoint i64 %160, 1, !dbg !483
    #dbg_value(i64 %169, !424, !DIExpression(), !443)
    #dbg_value(i64 %163, !425, !DIExpression(), !443)
    #dbg_value(i64 %163, !425, !DIExpression(), !443)
    #dbg_value(i64 %169, !424, !DIExpression(), !443)
  %170 = urem i64 %163, 10, !dbg !474
  %171 = getelementptr inbounds [37 x i8], ptr @.str.57, i64 0, i64 %170, !dbg !477
  %172 = load i8, ptr %171, align 1, !dbg !477, !tbaa !293
  %173 = add nuw nsw i64 %160, 2, !dbg !483
    #dbg_value(i64 %173, !424, !DIExpression(), !443)
  %174 = getelementptr inbounds [72 x i8], ptr %1, i64 0, i64 %169, !dbg !478
  store i8 %172, ptr %174, align 1, !dbg !479, !tbaa !293
  %175 = udiv i64 %161, 100, !dbg !476
    #dbg_value(i64 %175, !425, !DIExpression(), !443)
  br label %159

176:                                              ; preds = %159
    #dbg_value(i32 1, !426, !DIExpression(), !443)
  store i8 45, ptr %8, align 16, !dbg !484, !tbaa !293, !DIAssignID !485
    #dbg_assign(i8 45, !251, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !485, ptr %8, !DIExpression(), !261)
    #dbg_value(i64 1, !426, !DIExpression(), !443)
    #dbg_value(i64 18, !424, !DIExpression(), !443)
    #dbg_value(i64 2, !426, !DIExpression(), !443)
  %177 = getelementptr inbounds i8, ptr %8, i64 1, !dbg !486
    #dbg_value(i64 17, !424, !DIExpression(), !443)
    #dbg_value(i64 3, !426, !DIExpression(), !443)
    #dbg_value(i64 16, !424, !DIExpression(), !443)
    #dbg_value(i64 4, !426, !DIExpression(), !443)
    #dbg_value(i64 15, !424, !DIExpression(), !443)
    #dbg_value(i64 5, !426, !DIExpression(), !443)
    #dbg_value(i64 14, !424, !DIExpression(), !443)
    #dbg_value(i64 6, !426, !DIExpression(), !443)
    #dbg_value(i64 13, !424, !DIExpression(), !443)
    #dbg_value(i64 7, !426, !DIExpression(), !443)
    #dbg_value(i64 12, !424, !DIExpression(), !443)
    #dbg_value(i64 8, !426, !DIExpression(), !443)
    #dbg_value(i64 11, !424, !DIExpression(), !443)
    #dbg_value(i64 9, !426, !DIExpression(), !443)
    #dbg_value(i64 10, !424, !DIExpression(), !443)
    #dbg_value(i64 10, !426, !DIExpression(), !443)
    #dbg_value(i64 9, !424, !DIExpression(), !443)
    #dbg_value(i64 11, !426, !DIExpression(), !443)
    #dbg_value(i64 8, !424, !DIExpression(), !443)
    #dbg_value(i64 12, !426, !DIExpression(), !443)
    #dbg_value(i64 7, !424, !DIExpression(), !443)
    #dbg_value(i64 13, !426, !DIExpression(), !443)
    #dbg_value(i64 6, !424, !DIExpression(), !443)
    #dbg_value(i64 14, !426, !DIExpression(), !443)
    #dbg_value(i64 5, !424, !DIExpression(), !443)
    #dbg_value(i64 15, !426, !DIExpression(), !443)
    #dbg_value(i64 4, !424, !DIExpression(), !443)
    #dbg_value(i64 16, !426, !DIExpression(), !443)
    #dbg_value(i64 3, !424, !DIExpression(), !443)
  %178 = getelementptr inbounds i8, ptr %1, i64 3, !dbg !487
    #dbg_value(i64 17, !426, !DIExpression(), !443)
  %179 = load <16 x i8>, ptr %178, align 1, !dbg !487, !tbaa !293
  %180 = shufflevector <16 x i8> %179, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !488
  store <16 x i8> %180, ptr %177, align 1, !dbg !488, !tbaa !293
    #dbg_value(i64 2, !424, !DIExpression(), !443)
  %181 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !487
  %182 = load i8, ptr %181, align 2, !dbg !487, !tbaa !293
    #dbg_value(i64 18, !426, !DIExpression(), !443)
  %183 = getelementptr inbounds i8, ptr %8, i64 17, !dbg !486
  store i8 %182, ptr %183, align 1, !dbg !488, !tbaa !293
    #dbg_value(i64 1, !424, !DIExpression(), !443)
  %184 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !487
  %185 = load i8, ptr %184, align 1, !dbg !487, !tbaa !293
    #dbg_value(i64 19, !426, !DIExpression(), !443)
  %186 = getelementptr inbounds i8, ptr %8, i64 18, !dbg !486
  store i8 %185, ptr %186, align 2, !dbg !488, !tbaa !293
    #dbg_value(i64 0, !424, !DIExpression(), !443)
  %187 = load i8, ptr %1, align 16, !dbg !487, !tbaa !293
    #dbg_value(i64 20, !426, !DIExpression(), !443)
  %188 = getelementptr inbounds i8, ptr %8, i64 19, !dbg !486
  store i8 %187, ptr %188, align 1, !dbg !488, !tbaa !293
  %189 = getelementptr inbounds i8, ptr %8, i64 20, !dbg !489
  store i8 0, ptr %189, align 4, !dbg !490, !tbaa !293
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10, !dbg !491
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8), !dbg !492
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #10, !dbg !493
    #dbg_value(ptr @.str.5, !494, !DIExpression(), !507)
    #dbg_value(ptr %9, !500, !DIExpression(), !507)
    #dbg_value(i32 0, !501, !DIExpression(), !507)
    #dbg_value(ptr @.str.5, !502, !DIExpression(), !507)
  br label %191, !dbg !509

191:                                              ; preds = %226, %176
  %192 = phi i32 [ %235, %226 ], [ 1, %176 ], !dbg !507
  %193 = phi i64 [ %229, %226 ], [ 0, %176 ], !dbg !507
  %194 = phi ptr [ %234, %226 ], [ @.str.5, %176 ], !dbg !507
    #dbg_value(ptr %194, !502, !DIExpression(), !507)
    #dbg_value(i64 %193, !501, !DIExpression(), !507)
    #dbg_value(i32 0, !503, !DIExpression(), !510)
  %195 = load i8, ptr %194, align 1, !dbg !511, !tbaa !293
  %196 = icmp eq i8 %195, 34, !dbg !513
  br i1 %196, label %197, label %217, !dbg !514

197:                                              ; preds = %191, %206
  %198 = phi i64 [ %211, %206 ], [ 0, %191 ]
  %199 = phi ptr [ %209, %206 ], [ %194, %191 ]
  %200 = getelementptr inbounds i8, ptr %199, i64 1, !dbg !515
    #dbg_value(i64 %198, !503, !DIExpression(), !510)
    #dbg_value(ptr %200, !502, !DIExpression(), !507)
  %201 = load i8, ptr %200, align 1, !dbg !517, !tbaa !293
  switch i8 %201, label %206 [
    i8 0, label %213
    i8 34, label %202
  ], !dbg !518

202:                                              ; preds = %197
  %203 = getelementptr inbounds i8, ptr %199, i64 2, !dbg !519
  %204 = load i8, ptr %203, align 1, !dbg !519, !tbaa !293
  %205 = icmp eq i8 %204, 34, !dbg !520
  br i1 %205, label %206, label %213, !dbg !521

206:                                              ; preds = %202, %197
  %207 = icmp eq i8 %201, 34, !dbg !522
  %208 = getelementptr inbounds i8, ptr %199, i64 2
  %209 = select i1 %207, ptr %208, ptr %200, !dbg !525
    #dbg_value(ptr %209, !502, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !507)
  %210 = load i8, ptr %209, align 1, !dbg !526, !tbaa !293
  %211 = add nuw nsw i64 %198, 1, !dbg !527
    #dbg_value(i64 %211, !503, !DIExpression(), !510)
  %212 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %198, !dbg !528
  store i8 %210, ptr %212, align 1, !dbg !529, !tbaa !293
  br label %197, !dbg !521, !llvm.loop !530

213:                                              ; preds = %202, %197
  %214 = icmp eq i8 %201, 34, !dbg !532
  %215 = getelementptr inbounds i8, ptr %199, i64 2
  %216 = select i1 %214, ptr %215, ptr %200, !dbg !534
  br label %226, !dbg !534

217:                                              ; preds = %191, %221
  %218 = phi i64 [ %223, %221 ], [ 0, %191 ], !dbg !535
  %219 = phi i8 [ %225, %221 ], [ %195, %191 ], !dbg !535
  %220 = phi ptr [ %222, %221 ], [ %194, %191 ], !dbg !507
    #dbg_value(i64 %218, !503, !DIExpression(), !510)
    #dbg_value(ptr %220, !502, !DIExpression(), !507)
  switch i8 %219, label %221 [
    i8 0, label %226
    i8 44, label %226
  ], !dbg !536

221:                                              ; preds = %217
  %222 = getelementptr inbounds i8, ptr %220, i64 1, !dbg !537
    #dbg_value(ptr %222, !502, !DIExpression(), !507)
  %223 = add nuw nsw i64 %218, 1, !dbg !538
    #dbg_value(i64 %223, !503, !DIExpression(), !510)
  %224 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %218, !dbg !539
  store i8 %219, ptr %224, align 1, !dbg !540, !tbaa !293
  %225 = load i8, ptr %222, align 1, !dbg !535, !tbaa !293
  br label %217, !dbg !541, !llvm.loop !542

226:                                              ; preds = %217, %217, %213
  %227 = phi ptr [ %216, %213 ], [ %220, %217 ], [ %220, %217 ], !dbg !507
  %228 = phi i64 [ %198, %213 ], [ %218, %217 ], [ %218, %217 ]
    #dbg_value(i64 %228, !503, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !510)
    #dbg_value(ptr %227, !502, !DIExpression(), !507)
  %229 = add nuw nsw i64 %193, 1, !dbg !543
    #dbg_value(i64 %229, !501, !DIExpression(), !507)
  %230 = and i64 %228, 4294967295, !dbg !544
  %231 = getelementptr inbounds [32 x i8], ptr %9, i64 %193, i64 %230, !dbg !544
  store i8 0, ptr %231, align 1, !dbg !545, !tbaa !293
  %232 = load i8, ptr %227, align 1, !dbg !546, !tbaa !293
  %233 = icmp eq i8 %232, 44, !dbg !548
  %234 = getelementptr inbounds i8, ptr %227, i64 1, !dbg !549
    #dbg_value(ptr poison, !502, !DIExpression(), !507)
  %235 = add i32 %192, 1
  br i1 %233, label %191, label %236

236:                                              ; preds = %226
  %237 = trunc nuw i64 %229 to i32, !dbg !550
    #dbg_value(i32 %237, !255, !DIExpression(), !261)
    #dbg_value(i32 0, !256, !DIExpression(), !551)
  %238 = icmp sgt i32 %237, 0, !dbg !552
  br i1 %238, label %239, label %241, !dbg !554

239:                                              ; preds = %236
  %240 = zext i32 %192 to i64, !dbg !552
  br label %243, !dbg !554

241:                                              ; preds = %243, %236
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %237), !dbg !555
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #10, !dbg !556
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #10, !dbg !556
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #10, !dbg !556
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #10, !dbg !556
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10, !dbg !556
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10, !dbg !556
  ret i32 %114, !dbg !557

243:                                              ; preds = %239, %243
  %244 = phi i64 [ 0, %239 ], [ %247, %243 ]
    #dbg_value(i64 %244, !256, !DIExpression(), !551)
  %245 = getelementptr inbounds [8 x [32 x i8]], ptr %9, i64 0, i64 %244, !dbg !558
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %245), !dbg !559
  %247 = add nuw nsw i64 %244, 1, !dbg !560
    #dbg_value(i64 %247, !256, !DIExpression(), !551)
  %248 = icmp eq i64 %247, %240, !dbg !552
  br i1 %248, label %241, label %243, !dbg !554, !llvm.loop !561
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !563 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @words(i64 noundef %0, ptr noundef %1) unnamed_addr #5 !dbg !105 {
    #dbg_value(i64 %0, !110, !DIExpression(), !568)
    #dbg_value(ptr %1, !111, !DIExpression(), !568)
  %3 = icmp slt i64 %0, 20, !dbg !569
  br i1 %3, label %43, label %4, !dbg !571

4:                                                ; preds = %2, %39
  %5 = phi i64 [ %37, %39 ], [ %0, %2 ]
    #dbg_value(i64 %5, !110, !DIExpression(), !568)
  %6 = icmp ult i64 %5, 100, !dbg !572
  br i1 %6, label %9, label %7, !dbg !574

7:                                                ; preds = %4
    #dbg_value(i64 0, !112, !DIExpression(), !575)
  %8 = icmp slt i64 %5, 1000000000, !dbg !576
    #dbg_value(i64 0, !112, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !575)
  br i1 %8, label %22, label %28, !dbg !579

9:                                                ; preds = %4
  %10 = trunc nuw i64 %5 to i8, !dbg !580
  %11 = udiv i8 %10, 10, !dbg !580
  %12 = zext nneg i8 %11 to i64, !dbg !580
  %13 = shl i64 %12, 2, !dbg !582
  %14 = call ptr @llvm.load.relative.i64(ptr @tens.rel, i64 %13), !dbg !582
  %15 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %14) #10, !dbg !583
  %16 = urem i8 %10, 10, !dbg !584
  %17 = icmp eq i8 %16, 0, !dbg !584
  br i1 %17, label %48, label %18, !dbg !586

18:                                               ; preds = %9
  %19 = zext nneg i8 %16 to i64, !dbg !584
  %20 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !587
  %21 = getelementptr inbounds i8, ptr %1, i64 %20, !dbg !587
  store i16 45, ptr %21, align 1, !dbg !587
  br label %43, !dbg !589

22:                                               ; preds = %7
    #dbg_value(i64 1, !112, !DIExpression(), !575)
  %23 = icmp slt i64 %5, 1000000, !dbg !576
    #dbg_value(i64 1, !112, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !575)
  br i1 %23, label %24, label %28, !dbg !579

24:                                               ; preds = %22
    #dbg_value(i64 2, !112, !DIExpression(), !575)
  %25 = icmp slt i64 %5, 1000, !dbg !576
    #dbg_value(i64 2, !112, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !575)
  br i1 %25, label %26, label %28, !dbg !579

26:                                               ; preds = %24
    #dbg_value(i64 3, !112, !DIExpression(), !575)
  %27 = icmp slt i64 %5, 100, !dbg !576
    #dbg_value(i64 3, !112, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !575)
  br i1 %27, label %48, label %28, !dbg !579

28:                                               ; preds = %26, %24, %22, %7
  %29 = phi ptr [ @words.big, %7 ], [ getelementptr inbounds (i8, ptr @words.big, i64 16), %22 ], [ getelementptr inbounds (i8, ptr @words.big, i64 32), %24 ], [ getelementptr inbounds (i8, ptr @words.big, i64 48), %26 ], !dbg !590
  %30 = phi i64 [ 1000000000, %7 ], [ 1000000, %22 ], [ 1000, %24 ], [ 100, %26 ], !dbg !591
  %31 = udiv i64 %5, %30, !dbg !592
  tail call fastcc void @words(i64 noundef %31, ptr noundef %1), !dbg !594
  %32 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !595
  %33 = getelementptr inbounds i8, ptr %1, i64 %32, !dbg !595
  store i16 32, ptr %33, align 1, !dbg !595
  %34 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !596
  %35 = load ptr, ptr %34, align 8, !dbg !596, !tbaa !597
  %36 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %35) #10, !dbg !600
  %37 = urem i64 %5, %30, !dbg !601
  %38 = icmp eq i64 %37, 0, !dbg !601
  br i1 %38, label %48, label %39, !dbg !603

39:                                               ; preds = %28
  %40 = tail call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !604
  %41 = getelementptr inbounds i8, ptr %1, i64 %40, !dbg !604
  store i16 32, ptr %41, align 1, !dbg !604
    #dbg_value(i64 %37, !110, !DIExpression(), !568)
    #dbg_value(ptr %1, !111, !DIExpression(), !568)
  %42 = icmp ult i64 %37, 20, !dbg !569
  br i1 %42, label %43, label %4, !dbg !571

43:                                               ; preds = %39, %2, %18
  %44 = phi i64 [ %19, %18 ], [ %0, %2 ], [ %37, %39 ]
  %45 = shl i64 %44, 2, !dbg !568
  %46 = call ptr @llvm.load.relative.i64(ptr @ones.rel, i64 %45), !dbg !568
  %47 = tail call ptr @strcat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) %46) #10, !dbg !568
  br label %48, !dbg !606

48:                                               ; preds = %28, %26, %43, %9
  ret void, !dbg !606
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !607 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !612 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!212, !213, !214, !215, !216, !217, !218}
!llvm.ident = !{!219}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/text_formatting.c", directory: ".", checksumkind: CSK_MD5, checksum: "36f74cfca938ed4f6fe26539dbb312b5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 123)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 40)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 5)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "v", scope: !43, file: !2, line: 14, type: !210, isLocal: true, isDefinition: true)
!43 = distinct !DISubprogram(name: "to_roman", scope: !2, file: !2, line: 14, type: !44, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !205)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !47}
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !55, splitDebugInlining: false, nameTableKind: None)
!49 = !{!46, !50, !53, !54}
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 18, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !56, !61, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !93, !95, !97, !99, !101, !103, !122, !124, !126, !129, !131, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !167, !169, !171, !176, !181, !183, !185, !187, !189, !191, !193, !195, !197, !200}
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 3)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !63, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !58, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "s", scope: !43, file: !2, line: 14, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 832, elements: !25)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !58, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "big", scope: !105, file: !2, line: 22, type: !114, isLocal: true, isDefinition: true)
!105 = distinct !DISubprogram(name: "words", scope: !2, file: !2, line: 19, type: !106, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !47}
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !{!110, !111, !112}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !2, line: 19, type: !108)
!111 = !DILocalVariable(name: "o", arg: 2, scope: !105, file: !2, line: 19, type: !47)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 23, type: !46)
!113 = distinct !DILexicalBlock(scope: !105, file: !2, line: 23, column: 5)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 512, elements: !120)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !105, file: !2, line: 22, size: 128, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !116, file: !2, line: 22, baseType: !108, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !116, file: !2, line: 22, baseType: !91, size: 64, offset: 64)
!120 = !{!121}
!121 = !DISubrange(count: 4)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !58, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !34, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !120)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !128, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 6)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !34, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !34, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !128, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !133, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !133, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !34, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !128, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 10)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "ones", scope: !48, file: !2, line: 17, type: !173, isLocal: true, isDefinition: true)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 1280, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 20)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !178, isLocal: true, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 1)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !133, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !133, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !133, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "tens", scope: !48, file: !2, line: 18, type: !199, isLocal: true, isDefinition: true)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 640, elements: !165)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !202, isLocal: true, isDefinition: true)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 37)
!205 = !{!206, !207, !208}
!206 = !DILocalVariable(name: "n", arg: 1, scope: !43, file: !2, line: 14, type: !46)
!207 = !DILocalVariable(name: "o", arg: 2, scope: !43, file: !2, line: 14, type: !47)
!208 = !DILocalVariable(name: "i", scope: !209, file: !2, line: 15, type: !46)
!209 = distinct !DILexicalBlock(scope: !43, file: !2, line: 15, column: 13)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 416, elements: !25)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!212 = !{i32 7, !"Dwarf Version", i32 5}
!213 = !{i32 2, !"Debug Info Version", i32 3}
!214 = !{i32 1, !"wchar_size", i32 4}
!215 = !{i32 8, !"PIC Level", i32 2}
!216 = !{i32 7, !"PIE Level", i32 2}
!217 = !{i32 7, !"uwtable", i32 2}
!218 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!219 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!220 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !221, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!46}
!223 = !{!224, !225, !229, !231, !233, !235, !237, !239, !245, !249, !250, !251, !252, !255, !256}
!224 = !DILocalVariable(name: "bad", scope: !220, file: !2, line: 33, type: !46)
!225 = !DILocalVariable(name: "r", scope: !220, file: !2, line: 33, type: !226)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 32)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 33, type: !46)
!230 = distinct !DILexicalBlock(scope: !220, file: !2, line: 33, column: 30)
!231 = !DILocalVariable(name: "samples", scope: !220, file: !2, line: 34, type: !232)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 320, elements: !165)
!233 = !DILocalVariable(name: "i", scope: !234, file: !2, line: 34, type: !46)
!234 = distinct !DILexicalBlock(scope: !220, file: !2, line: 34, column: 69)
!235 = !DILocalVariable(name: "nums", scope: !220, file: !2, line: 35, type: !236)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 640, elements: !165)
!237 = !DILocalVariable(name: "i", scope: !238, file: !2, line: 36, type: !46)
!238 = distinct !DILexicalBlock(scope: !220, file: !2, line: 36, column: 5)
!239 = !DILocalVariable(name: "o", scope: !240, file: !2, line: 36, type: !242)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 36, column: 34)
!241 = distinct !DILexicalBlock(scope: !238, file: !2, line: 36, column: 5)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 256)
!245 = !DILocalVariable(name: "b1", scope: !220, file: !2, line: 37, type: !246)
!246 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !247)
!247 = !{!248}
!248 = !DISubrange(count: 72)
!249 = !DILocalVariable(name: "b2", scope: !220, file: !2, line: 37, type: !246)
!250 = !DILocalVariable(name: "b3", scope: !220, file: !2, line: 37, type: !246)
!251 = !DILocalVariable(name: "b4", scope: !220, file: !2, line: 37, type: !246)
!252 = !DILocalVariable(name: "f", scope: !220, file: !2, line: 38, type: !253)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !254)
!254 = !{!16, !228}
!255 = !DILocalVariable(name: "nf", scope: !220, file: !2, line: 38, type: !46)
!256 = !DILocalVariable(name: "i", scope: !257, file: !2, line: 38, type: !46)
!257 = distinct !DILexicalBlock(scope: !220, file: !2, line: 38, column: 95)
!258 = distinct !DIAssignID()
!259 = distinct !DIAssignID()
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 0, scope: !220)
!262 = distinct !DIAssignID()
!263 = !DILocation(line: 0, scope: !240)
!264 = distinct !DIAssignID()
!265 = distinct !DIAssignID()
!266 = distinct !DIAssignID()
!267 = distinct !DIAssignID()
!268 = distinct !DIAssignID()
!269 = !DILocalVariable(name: "line", scope: !270, file: !2, line: 8, type: !281)
!270 = distinct !DISubprogram(name: "wrap", scope: !2, file: !2, line: 7, type: !271, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !273)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !91, !46}
!273 = !{!274, !275, !269, !276, !277, !278, !280}
!274 = !DILocalVariable(name: "t", arg: 1, scope: !270, file: !2, line: 7, type: !91)
!275 = !DILocalVariable(name: "width", arg: 2, scope: !270, file: !2, line: 7, type: !46)
!276 = !DILocalVariable(name: "len", scope: !270, file: !2, line: 8, type: !46)
!277 = !DILocalVariable(name: "p", scope: !270, file: !2, line: 8, type: !91)
!278 = !DILocalVariable(name: "w", scope: !279, file: !2, line: 9, type: !91)
!279 = distinct !DILexicalBlock(scope: !270, file: !2, line: 9, column: 16)
!280 = !DILocalVariable(name: "wl", scope: !279, file: !2, line: 9, type: !46)
!281 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !282)
!282 = !{!283}
!283 = !DISubrange(count: 128)
!284 = !DILocation(line: 0, scope: !270, inlinedAt: !285)
!285 = distinct !DILocation(line: 32, column: 5, scope: !220)
!286 = !DILocation(line: 8, column: 5, scope: !270, inlinedAt: !285)
!287 = !DILocation(line: 9, column: 5, scope: !270, inlinedAt: !285)
!288 = !DILocation(line: 9, column: 28, scope: !279, inlinedAt: !285)
!289 = !DILocation(line: 9, column: 18, scope: !279, inlinedAt: !285)
!290 = !DILocation(line: 9, column: 60, scope: !279, inlinedAt: !285)
!291 = !DILocation(line: 9, column: 37, scope: !279, inlinedAt: !285)
!292 = !DILocation(line: 9, column: 25, scope: !279, inlinedAt: !285)
!293 = !{!294, !294, i64 0}
!294 = !{!"omnipotent char", !295, i64 0}
!295 = !{!"Simple C/C++ TBAA"}
!296 = distinct !{!296, !289, !291, !297}
!297 = !{!"llvm.loop.mustprogress"}
!298 = !DILocation(line: 9, column: 67, scope: !279, inlinedAt: !285)
!299 = !DILocation(line: 9, column: 70, scope: !279, inlinedAt: !285)
!300 = !DILocation(line: 9, column: 85, scope: !279, inlinedAt: !285)
!301 = distinct !{!301, !290, !300, !297}
!302 = !DILocation(line: 9, column: 106, scope: !279, inlinedAt: !285)
!303 = !DILocation(line: 9, column: 98, scope: !279, inlinedAt: !285)
!304 = !DILocation(line: 0, scope: !279, inlinedAt: !285)
!305 = !DILocation(line: 9, column: 117, scope: !306, inlinedAt: !285)
!306 = distinct !DILexicalBlock(scope: !279, file: !2, line: 9, column: 116)
!307 = !DILocation(line: 9, column: 116, scope: !279, inlinedAt: !285)
!308 = !DILocation(line: 10, column: 13, scope: !309, inlinedAt: !285)
!309 = distinct !DILexicalBlock(scope: !279, file: !2, line: 10, column: 13)
!310 = !DILocation(line: 10, column: 17, scope: !309, inlinedAt: !285)
!311 = !DILocation(line: 10, column: 24, scope: !309, inlinedAt: !285)
!312 = !DILocation(line: 10, column: 28, scope: !309, inlinedAt: !285)
!313 = !DILocation(line: 10, column: 33, scope: !309, inlinedAt: !285)
!314 = !DILocation(line: 10, column: 13, scope: !279, inlinedAt: !285)
!315 = !DILocation(line: 10, column: 44, scope: !316, inlinedAt: !285)
!316 = distinct !DILexicalBlock(scope: !309, file: !2, line: 10, column: 42)
!317 = !DILocation(line: 10, column: 86, scope: !316, inlinedAt: !285)
!318 = !DILocation(line: 11, column: 18, scope: !319, inlinedAt: !285)
!319 = distinct !DILexicalBlock(scope: !279, file: !2, line: 11, column: 13)
!320 = !DILocation(line: 11, column: 30, scope: !319, inlinedAt: !285)
!321 = !DILocation(line: 11, column: 49, scope: !279, inlinedAt: !285)
!322 = !DILocation(line: 11, column: 59, scope: !279, inlinedAt: !285)
!323 = !DILocation(line: 11, column: 37, scope: !279, inlinedAt: !285)
!324 = !DILocation(line: 11, column: 76, scope: !279, inlinedAt: !285)
!325 = !DILocation(line: 11, column: 83, scope: !279, inlinedAt: !285)
!326 = !DILocation(line: 11, column: 93, scope: !279, inlinedAt: !285)
!327 = !DILocation(line: 9, column: 12, scope: !270, inlinedAt: !285)
!328 = !DILocation(line: 12, column: 9, scope: !329, inlinedAt: !285)
!329 = distinct !DILexicalBlock(scope: !270, file: !2, line: 12, column: 9)
!330 = !DILocation(line: 12, column: 9, scope: !270, inlinedAt: !285)
!331 = !DILocation(line: 12, column: 14, scope: !329, inlinedAt: !285)
!332 = !DILocation(line: 13, column: 1, scope: !270, inlinedAt: !285)
!333 = !DILocation(line: 33, column: 18, scope: !220)
!334 = !DILocation(line: 0, scope: !230)
!335 = !DILocation(line: 33, column: 30, scope: !230)
!336 = !DILocation(line: 0, scope: !43, inlinedAt: !337)
!337 = distinct !DILocation(line: 33, column: 63, scope: !338)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 33, column: 61)
!339 = distinct !DILexicalBlock(scope: !230, file: !2, line: 33, column: 30)
!340 = !DILocation(line: 15, column: 8, scope: !43, inlinedAt: !337)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 0, scope: !209, inlinedAt: !337)
!343 = !DILocation(line: 15, column: 13, scope: !209, inlinedAt: !337)
!344 = !{!345, !345, i64 0}
!345 = !{!"int", !294, i64 0}
!346 = !DILocation(line: 15, column: 51, scope: !347, inlinedAt: !337)
!347 = distinct !DILexicalBlock(scope: !209, file: !2, line: 15, column: 13)
!348 = !DILocation(line: 15, column: 42, scope: !347, inlinedAt: !337)
!349 = !{!350, !350, i64 0}
!350 = !{!"any pointer", !294, i64 0}
!351 = !DILocation(line: 15, column: 62, scope: !352, inlinedAt: !337)
!352 = distinct !DILexicalBlock(scope: !347, file: !2, line: 15, column: 60)
!353 = !DILocation(line: 15, column: 81, scope: !352, inlinedAt: !337)
!354 = distinct !{!354, !348, !355, !297}
!355 = !DILocation(line: 15, column: 90, scope: !347, inlinedAt: !337)
!356 = !DILocation(line: 15, column: 38, scope: !347, inlinedAt: !337)
!357 = !DILocation(line: 15, column: 31, scope: !347, inlinedAt: !337)
!358 = distinct !{!358, !343, !359, !297}
!359 = !DILocation(line: 15, column: 90, scope: !209, inlinedAt: !337)
!360 = !DILocalVariable(name: "s", arg: 1, scope: !361, file: !2, line: 16, type: !91)
!361 = distinct !DISubprogram(name: "from_roman", scope: !2, file: !2, line: 16, type: !362, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !364)
!362 = !DISubroutineType(types: !363)
!363 = !{!46, !91}
!364 = !{!360, !365, !366, !367, !369}
!365 = !DILocalVariable(name: "tot", scope: !361, file: !2, line: 16, type: !46)
!366 = !DILocalVariable(name: "prev", scope: !361, file: !2, line: 16, type: !46)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 16, type: !46)
!368 = distinct !DILexicalBlock(scope: !361, file: !2, line: 16, column: 63)
!369 = !DILocalVariable(name: "v", scope: !370, file: !2, line: 16, type: !46)
!370 = distinct !DILexicalBlock(scope: !371, file: !2, line: 16, column: 109)
!371 = distinct !DILexicalBlock(scope: !368, file: !2, line: 16, column: 63)
!372 = !DILocation(line: 0, scope: !361, inlinedAt: !373)
!373 = distinct !DILocation(line: 33, column: 83, scope: !374)
!374 = distinct !DILexicalBlock(scope: !338, file: !2, line: 33, column: 83)
!375 = !DILocation(line: 16, column: 81, scope: !368, inlinedAt: !373)
!376 = !DILocation(line: 16, column: 76, scope: !368, inlinedAt: !373)
!377 = !DILocation(line: 0, scope: !368, inlinedAt: !373)
!378 = !DILocation(line: 16, column: 98, scope: !371, inlinedAt: !373)
!379 = !DILocation(line: 16, column: 63, scope: !368, inlinedAt: !373)
!380 = !DILocation(line: 16, scope: !368, inlinedAt: !373)
!381 = !DILocation(line: 0, scope: !370, inlinedAt: !373)
!382 = !DILocation(line: 16, column: 130, scope: !370, inlinedAt: !373)
!383 = !DILocation(line: 16, column: 122, scope: !370, inlinedAt: !373)
!384 = !DILocation(line: 16, column: 155, scope: !385, inlinedAt: !373)
!385 = distinct !DILexicalBlock(scope: !370, file: !2, line: 16, column: 136)
!386 = !DILocation(line: 16, column: 179, scope: !385, inlinedAt: !373)
!387 = !DILocation(line: 16, column: 204, scope: !385, inlinedAt: !373)
!388 = !DILocation(line: 16, column: 229, scope: !385, inlinedAt: !373)
!389 = !DILocation(line: 16, column: 255, scope: !385, inlinedAt: !373)
!390 = !DILocation(line: 16, column: 281, scope: !385, inlinedAt: !373)
!391 = !DILocation(line: 16, column: 308, scope: !385, inlinedAt: !373)
!392 = !DILocation(line: 16, scope: !370, inlinedAt: !373)
!393 = !DILocation(line: 16, column: 323, scope: !394, inlinedAt: !373)
!394 = distinct !DILexicalBlock(scope: !370, file: !2, line: 16, column: 321)
!395 = !DILocation(line: 16, column: 321, scope: !370, inlinedAt: !373)
!396 = distinct !{!396, !379, !397, !297}
!397 = !DILocation(line: 16, column: 370, scope: !368, inlinedAt: !373)
!398 = !DILocation(line: 16, scope: !361, inlinedAt: !373)
!399 = !DILocation(line: 33, column: 97, scope: !374)
!400 = !DILocation(line: 33, column: 83, scope: !338)
!401 = !DILocation(line: 33, column: 57, scope: !339)
!402 = !DILocation(line: 33, column: 48, scope: !339)
!403 = distinct !{!403, !335, !404, !297}
!404 = !DILocation(line: 33, column: 110, scope: !230)
!405 = !DILocation(line: 34, column: 160, scope: !220)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 0, scope: !238)
!408 = !DILocation(line: 36, column: 36, scope: !240)
!409 = !DILocation(line: 36, column: 41, scope: !240)
!410 = distinct !DIAssignID()
!411 = !DILocation(line: 36, column: 54, scope: !240)
!412 = !DILocation(line: 36, column: 73, scope: !240)
!413 = !DILocation(line: 36, column: 106, scope: !241)
!414 = !DILocation(line: 37, column: 5, scope: !220)
!415 = !DILocalVariable(name: "v", arg: 1, scope: !416, file: !2, line: 25, type: !419)
!416 = distinct !DISubprogram(name: "itoa_base", scope: !2, file: !2, line: 25, type: !417, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !420)
!417 = !DISubroutineType(types: !418)
!418 = !{!47, !419, !46, !47}
!419 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!420 = !{!415, !421, !422, !423, !424, !425, !426}
!421 = !DILocalVariable(name: "base", arg: 2, scope: !416, file: !2, line: 25, type: !46)
!422 = !DILocalVariable(name: "buf", arg: 3, scope: !416, file: !2, line: 25, type: !47)
!423 = !DILocalVariable(name: "tmp", scope: !416, file: !2, line: 25, type: !246)
!424 = !DILocalVariable(name: "n", scope: !416, file: !2, line: 25, type: !46)
!425 = !DILocalVariable(name: "u", scope: !416, file: !2, line: 25, type: !53)
!426 = !DILocalVariable(name: "k", scope: !416, file: !2, line: 26, type: !46)
!427 = !DILocation(line: 0, scope: !416, inlinedAt: !428)
!428 = distinct !DILocation(line: 37, column: 66, scope: !220)
!429 = !DILocation(line: 26, column: 74, scope: !416, inlinedAt: !428)
!430 = !DILocation(line: 26, column: 62, scope: !416, inlinedAt: !428)
!431 = !DILocation(line: 26, column: 81, scope: !416, inlinedAt: !428)
!432 = !DILocation(line: 0, scope: !416, inlinedAt: !433)
!433 = distinct !DILocation(line: 37, column: 89, scope: !220)
!434 = distinct !DIAssignID()
!435 = !DILocation(line: 26, column: 36, scope: !436, inlinedAt: !433)
!436 = distinct !DILexicalBlock(scope: !416, file: !2, line: 26, column: 20)
!437 = !DILocation(line: 0, scope: !416, inlinedAt: !438)
!438 = distinct !DILocation(line: 37, column: 114, scope: !220)
!439 = !DILocation(line: 26, column: 62, scope: !416, inlinedAt: !438)
!440 = !DILocation(line: 26, column: 53, scope: !416, inlinedAt: !438)
!441 = !DILocation(line: 26, column: 74, scope: !416, inlinedAt: !438)
!442 = !DILocation(line: 26, column: 81, scope: !416, inlinedAt: !438)
!443 = !DILocation(line: 0, scope: !416, inlinedAt: !444)
!444 = distinct !DILocation(line: 37, column: 144, scope: !220)
!445 = !DILocation(line: 25, column: 60, scope: !416, inlinedAt: !444)
!446 = !DILocation(line: 25, column: 170, scope: !416, inlinedAt: !444)
!447 = !DILocation(line: 0, scope: !234)
!448 = !DILocation(line: 34, column: 109, scope: !449)
!449 = distinct !DILexicalBlock(scope: !450, file: !2, line: 34, column: 98)
!450 = distinct !DILexicalBlock(scope: !234, file: !2, line: 34, column: 69)
!451 = !DILocation(line: 0, scope: !43, inlinedAt: !452)
!452 = distinct !DILocation(line: 34, column: 100, scope: !449)
!453 = !DILocation(line: 15, column: 8, scope: !43, inlinedAt: !452)
!454 = distinct !DIAssignID()
!455 = !DILocation(line: 0, scope: !209, inlinedAt: !452)
!456 = !DILocation(line: 15, column: 13, scope: !209, inlinedAt: !452)
!457 = !DILocation(line: 15, column: 51, scope: !347, inlinedAt: !452)
!458 = !DILocation(line: 15, column: 42, scope: !347, inlinedAt: !452)
!459 = !DILocation(line: 15, column: 62, scope: !352, inlinedAt: !452)
!460 = !DILocation(line: 15, column: 81, scope: !352, inlinedAt: !452)
!461 = distinct !{!461, !458, !462, !297}
!462 = !DILocation(line: 15, column: 90, scope: !347, inlinedAt: !452)
!463 = !DILocation(line: 15, column: 38, scope: !347, inlinedAt: !452)
!464 = !DILocation(line: 15, column: 31, scope: !347, inlinedAt: !452)
!465 = distinct !{!465, !456, !466, !297}
!466 = !DILocation(line: 15, column: 90, scope: !209, inlinedAt: !452)
!467 = !DILocation(line: 34, column: 125, scope: !449)
!468 = !DILocation(line: 34, column: 94, scope: !450)
!469 = !DILocation(line: 34, column: 87, scope: !450)
!470 = !DILocation(line: 34, column: 69, scope: !234)
!471 = distinct !{!471, !470, !472, !297}
!472 = !DILocation(line: 34, column: 158, scope: !234)
!473 = !DILocation(line: 25, scope: !416, inlinedAt: !444)
!474 = !DILocation(line: 25, column: 227, scope: !475, inlinedAt: !444)
!475 = distinct !DILexicalBlock(scope: !416, file: !2, line: 25, column: 173)
!476 = !DILocation(line: 25, column: 248, scope: !475, inlinedAt: !444)
!477 = !DILocation(line: 25, column: 186, scope: !475, inlinedAt: !444)
!478 = !DILocation(line: 25, column: 175, scope: !475, inlinedAt: !444)
!479 = !DILocation(line: 25, column: 184, scope: !475, inlinedAt: !444)
!480 = !DILocation(line: 25, column: 267, scope: !475, inlinedAt: !444)
!481 = distinct !{!481, !446, !482, !297}
!482 = !DILocation(line: 25, column: 277, scope: !416, inlinedAt: !444)
!483 = !DILocation(line: 25, column: 180, scope: !475, inlinedAt: !444)
!484 = !DILocation(line: 26, column: 36, scope: !436, inlinedAt: !444)
!485 = distinct !DIAssignID()
!486 = !DILocation(line: 26, column: 53, scope: !416, inlinedAt: !444)
!487 = !DILocation(line: 26, column: 64, scope: !416, inlinedAt: !444)
!488 = !DILocation(line: 26, column: 62, scope: !416, inlinedAt: !444)
!489 = !DILocation(line: 26, column: 74, scope: !416, inlinedAt: !444)
!490 = !DILocation(line: 26, column: 81, scope: !416, inlinedAt: !444)
!491 = !DILocation(line: 26, column: 98, scope: !416, inlinedAt: !444)
!492 = !DILocation(line: 37, column: 42, scope: !220)
!493 = !DILocation(line: 38, column: 5, scope: !220)
!494 = !DILocalVariable(name: "line", arg: 1, scope: !495, file: !2, line: 27, type: !91)
!495 = distinct !DISubprogram(name: "csv_fields", scope: !2, file: !2, line: 27, type: !496, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !499)
!496 = !DISubroutineType(types: !497)
!497 = !{!46, !91, !498}
!498 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!499 = !{!494, !500, !501, !502, !503}
!500 = !DILocalVariable(name: "out", arg: 2, scope: !495, file: !2, line: 27, type: !498)
!501 = !DILocalVariable(name: "nf", scope: !495, file: !2, line: 27, type: !46)
!502 = !DILocalVariable(name: "p", scope: !495, file: !2, line: 27, type: !91)
!503 = !DILocalVariable(name: "n", scope: !504, file: !2, line: 28, type: !46)
!504 = distinct !DILexicalBlock(scope: !505, file: !2, line: 28, column: 14)
!505 = distinct !DILexicalBlock(scope: !506, file: !2, line: 28, column: 5)
!506 = distinct !DILexicalBlock(scope: !495, file: !2, line: 28, column: 5)
!507 = !DILocation(line: 0, scope: !495, inlinedAt: !508)
!508 = distinct !DILocation(line: 38, column: 29, scope: !220)
!509 = !DILocation(line: 28, column: 5, scope: !495, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !504, inlinedAt: !508)
!511 = !DILocation(line: 28, column: 31, scope: !512, inlinedAt: !508)
!512 = distinct !DILexicalBlock(scope: !504, file: !2, line: 28, column: 31)
!513 = !DILocation(line: 28, column: 34, scope: !512, inlinedAt: !508)
!514 = !DILocation(line: 28, column: 31, scope: !504, inlinedAt: !508)
!515 = !DILocation(line: 28, scope: !516, inlinedAt: !508)
!516 = distinct !DILexicalBlock(scope: !512, file: !2, line: 28, column: 42)
!517 = !DILocation(line: 28, column: 56, scope: !516, inlinedAt: !508)
!518 = !DILocation(line: 28, column: 59, scope: !516, inlinedAt: !508)
!519 = !DILocation(line: 28, column: 77, scope: !516, inlinedAt: !508)
!520 = !DILocation(line: 28, column: 82, scope: !516, inlinedAt: !508)
!521 = !DILocation(line: 28, column: 49, scope: !516, inlinedAt: !508)
!522 = !DILocation(line: 28, column: 100, scope: !523, inlinedAt: !508)
!523 = distinct !DILexicalBlock(scope: !524, file: !2, line: 28, column: 97)
!524 = distinct !DILexicalBlock(scope: !516, file: !2, line: 28, column: 91)
!525 = !DILocation(line: 28, column: 97, scope: !524, inlinedAt: !508)
!526 = !DILocation(line: 28, column: 128, scope: !524, inlinedAt: !508)
!527 = !DILocation(line: 28, column: 122, scope: !524, inlinedAt: !508)
!528 = !DILocation(line: 28, column: 113, scope: !524, inlinedAt: !508)
!529 = !DILocation(line: 28, column: 126, scope: !524, inlinedAt: !508)
!530 = distinct !{!530, !521, !531, !297}
!531 = !DILocation(line: 28, column: 134, scope: !516, inlinedAt: !508)
!532 = !DILocation(line: 28, column: 143, scope: !533, inlinedAt: !508)
!533 = distinct !DILexicalBlock(scope: !516, file: !2, line: 28, column: 140)
!534 = !DILocation(line: 28, column: 140, scope: !516, inlinedAt: !508)
!535 = !DILocation(line: 28, column: 170, scope: !512, inlinedAt: !508)
!536 = !DILocation(line: 28, column: 173, scope: !512, inlinedAt: !508)
!537 = !DILocation(line: 28, column: 204, scope: !512, inlinedAt: !508)
!538 = !DILocation(line: 28, column: 196, scope: !512, inlinedAt: !508)
!539 = !DILocation(line: 28, column: 187, scope: !512, inlinedAt: !508)
!540 = !DILocation(line: 28, column: 200, scope: !512, inlinedAt: !508)
!541 = !DILocation(line: 28, column: 163, scope: !512, inlinedAt: !508)
!542 = distinct !{!542, !541, !537, !297}
!543 = !DILocation(line: 29, column: 15, scope: !504, inlinedAt: !508)
!544 = !DILocation(line: 29, column: 9, scope: !504, inlinedAt: !508)
!545 = !DILocation(line: 29, column: 22, scope: !504, inlinedAt: !508)
!546 = !DILocation(line: 29, column: 31, scope: !547, inlinedAt: !508)
!547 = distinct !DILexicalBlock(scope: !504, file: !2, line: 29, column: 31)
!548 = !DILocation(line: 29, column: 34, scope: !547, inlinedAt: !508)
!549 = !DILocation(line: 29, column: 31, scope: !504, inlinedAt: !508)
!550 = !DILocation(line: 29, column: 56, scope: !495, inlinedAt: !508)
!551 = !DILocation(line: 0, scope: !257)
!552 = !DILocation(line: 38, column: 113, scope: !553)
!553 = distinct !DILexicalBlock(scope: !257, file: !2, line: 38, column: 95)
!554 = !DILocation(line: 38, column: 95, scope: !257)
!555 = !DILocation(line: 38, column: 146, scope: !220)
!556 = !DILocation(line: 40, column: 1, scope: !220)
!557 = !DILocation(line: 39, column: 5, scope: !220)
!558 = !DILocation(line: 38, column: 139, scope: !553)
!559 = !DILocation(line: 38, column: 124, scope: !553)
!560 = !DILocation(line: 38, column: 120, scope: !553)
!561 = distinct !{!561, !554, !562, !297}
!562 = !DILocation(line: 38, column: 143, scope: !257)
!563 = !DISubprogram(name: "printf", scope: !564, file: !564, line: 356, type: !565, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!565 = !DISubroutineType(types: !566)
!566 = !{!46, !567, null}
!567 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!568 = !DILocation(line: 0, scope: !105)
!569 = !DILocation(line: 20, column: 11, scope: !570)
!570 = distinct !DILexicalBlock(scope: !105, file: !2, line: 20, column: 9)
!571 = !DILocation(line: 20, column: 9, scope: !105)
!572 = !DILocation(line: 21, column: 11, scope: !573)
!573 = distinct !DILexicalBlock(scope: !105, file: !2, line: 21, column: 9)
!574 = !DILocation(line: 21, column: 9, scope: !105)
!575 = !DILocation(line: 0, scope: !113)
!576 = !DILocation(line: 23, column: 39, scope: !577)
!577 = distinct !DILexicalBlock(scope: !578, file: !2, line: 23, column: 37)
!578 = distinct !DILexicalBlock(scope: !113, file: !2, line: 23, column: 5)
!579 = !DILocation(line: 23, column: 37, scope: !578)
!580 = !DILocation(line: 21, column: 37, scope: !581)
!581 = distinct !DILexicalBlock(scope: !573, file: !2, line: 21, column: 18)
!582 = !DILocation(line: 21, column: 30, scope: !581)
!583 = !DILocation(line: 21, column: 20, scope: !581)
!584 = !DILocation(line: 21, column: 51, scope: !585)
!585 = distinct !DILexicalBlock(scope: !581, file: !2, line: 21, column: 49)
!586 = !DILocation(line: 21, column: 49, scope: !581)
!587 = !DILocation(line: 21, column: 59, scope: !588)
!588 = distinct !DILexicalBlock(scope: !585, file: !2, line: 21, column: 57)
!589 = !DILocation(line: 21, column: 100, scope: !588)
!590 = !DILocation(line: 23, column: 42, scope: !577)
!591 = !DILocation(line: 23, column: 49, scope: !577)
!592 = !DILocation(line: 23, column: 62, scope: !593)
!593 = distinct !DILexicalBlock(scope: !577, file: !2, line: 23, column: 52)
!594 = !DILocation(line: 23, column: 54, scope: !593)
!595 = !DILocation(line: 23, column: 78, scope: !593)
!596 = !DILocation(line: 23, column: 111, scope: !593)
!597 = !{!598, !350, i64 8}
!598 = !{!"", !599, i64 0, !350, i64 8}
!599 = !{!"long", !294, i64 0}
!600 = !DILocation(line: 23, column: 94, scope: !593)
!601 = !DILocation(line: 23, column: 124, scope: !602)
!602 = distinct !DILexicalBlock(scope: !593, file: !2, line: 23, column: 122)
!603 = !DILocation(line: 23, column: 122, scope: !593)
!604 = !DILocation(line: 23, column: 138, scope: !605)
!605 = distinct !DILexicalBlock(scope: !602, file: !2, line: 23, column: 136)
!606 = !DILocation(line: 24, column: 1, scope: !105)
!607 = !DISubprogram(name: "strcat", scope: !608, file: !608, line: 149, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!609 = !DISubroutineType(types: !610)
!610 = !{!47, !611, !567}
!611 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!612 = !DISubprogram(name: "strlen", scope: !608, file: !608, line: 407, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{!52, !91}
