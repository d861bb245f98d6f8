; ModuleID = 'programs/string_functions.c'
source_filename = "programs/string_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"Hello\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"hellp\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [3 x i8] c"\FF\01\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [37 x i8] c"abcdefghijklmnopqrstuvwxyz0123456789\00", align 1, !dbg !31
@__const.main.strs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"own vs libc mismatches=%d\0A\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [5 x i8] c"-bar\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [8 x i8] c"-bazqux\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [12 x i8] c"%s len=%zu\0A\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1, !dbg !53
@.str.14 = private unnamed_addr constant [12 x i8] c"strncpy %s\0A\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [51 x i8] c"strchr %s | strrchr %s | strstr %s | my_strstr %s\0A\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [4 x i8] c"fox\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [35 x i8] c"strspn %zu strcspn %zu strpbrk %s\0A\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [25 x i8] c"strncmp %d %d memcmp %d\0A\00", align 1, !dbg !80
@.str.24 = private unnamed_addr constant [11 x i8] c"memchr %s\0A\00", align 1, !dbg !85
@__const.main.tok = private unnamed_addr constant [14 x i8] c"a,b,,c;d e;;f\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c",; \00", align 1, !dbg !87
@.str.26 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !89
@.str.27 = private unnamed_addr constant [10 x i8] c" ntok=%d\0A\00", align 1, !dbg !91
@.str.28 = private unnamed_addr constant [3 x i8] c"42\00", align 1, !dbg !96
@.str.29 = private unnamed_addr constant [4 x i8] c"-17\00", align 1, !dbg !98
@.str.30 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1, !dbg !100
@.str.31 = private unnamed_addr constant [5 x i8] c"0777\00", align 1, !dbg !102
@.str.32 = private unnamed_addr constant [9 x i8] c"  +99xyz\00", align 1, !dbg !104
@.str.33 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1, !dbg !109
@.str.34 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1, !dbg !114
@.str.35 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1, !dbg !119
@.str.36 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !121
@.str.37 = private unnamed_addr constant [4 x i8] c"1e3\00", align 1, !dbg !123
@__const.main.nums = private unnamed_addr constant [10 x ptr] [ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37], align 16
@.str.38 = private unnamed_addr constant [57 x i8] c"strtoll(%s)=%lld rest='%s' err=%d strtoull=%llu atoi=%d\0A\00", align 1, !dbg !125
@.str.39 = private unnamed_addr constant [29 x i8] c"strtol base2 %ld base36 %ld\0A\00", align 1, !dbg !130
@.str.42 = private unnamed_addr constant [8 x i8] c"3.14159\00", align 1, !dbg !135
@.str.43 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1, !dbg !137
@.str.44 = private unnamed_addr constant [7 x i8] c"1e-310\00", align 1, !dbg !139
@.str.45 = private unnamed_addr constant [4 x i8] c"inf\00", align 1, !dbg !144
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !146
@.str.47 = private unnamed_addr constant [8 x i8] c"0x1.8p3\00", align 1, !dbg !148
@.str.48 = private unnamed_addr constant [12 x i8] c"  12.5e2abc\00", align 1, !dbg !150
@.str.49 = private unnamed_addr constant [25 x i8] c"strtod(%s)=%g rest='%s'\0A\00", align 1, !dbg !152
@__const.main.rv = private unnamed_addr constant [9 x i8] c"racecar!\00", align 1
@.str.50 = private unnamed_addr constant [12 x i8] c"reverse %s\0A\00", align 1, !dbg !154
@.str.51 = private unnamed_addr constant [10 x i8] c"upsum=%d\0A\00", align 1, !dbg !156
@.str.52 = private unnamed_addr constant [12 x i8] c"biglen=%zu\0A\00", align 1, !dbg !158
@.str.53 = private unnamed_addr constant [9 x i8] c"%s:%d:%c\00", align 1, !dbg !160
@.str.54 = private unnamed_addr constant [4 x i8] c"key\00", align 1, !dbg !162
@.str.55 = private unnamed_addr constant [13 x i8] c"snprintf %s\0A\00", align 1, !dbg !164

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !222 {
    #dbg_assign(i1 undef, !226, !DIExpression(), !284, ptr @__const.main.strs, !DIExpression(), !285)
  %1 = alloca [100 x i8], align 16, !DIAssignID !286
    #dbg_assign(i1 undef, !235, !DIExpression(), !286, ptr %1, !DIExpression(), !285)
  %2 = alloca [8 x i8], align 1, !DIAssignID !287
    #dbg_assign(i1 undef, !239, !DIExpression(), !287, ptr %2, !DIExpression(), !285)
  %3 = alloca [14 x i8], align 1, !DIAssignID !288
    #dbg_assign(i1 undef, !241, !DIExpression(), !288, ptr %3, !DIExpression(), !285)
    #dbg_assign(i1 undef, !248, !DIExpression(), !289, ptr @__const.main.nums, !DIExpression(), !285)
  %4 = alloca ptr, align 8, !DIAssignID !290
    #dbg_assign(i1 undef, !252, !DIExpression(), !290, ptr %4, !DIExpression(), !291)
    #dbg_assign(i1 undef, !260, !DIExpression(), !292, ptr poison, !DIExpression(), !285)
  %5 = alloca ptr, align 8, !DIAssignID !293
    #dbg_assign(i1 undef, !264, !DIExpression(), !293, ptr %5, !DIExpression(), !294)
  %6 = alloca [9 x i8], align 1, !DIAssignID !295
    #dbg_assign(i1 undef, !269, !DIExpression(), !295, ptr %6, !DIExpression(), !285)
  %7 = alloca [300 x i8], align 16, !DIAssignID !296
    #dbg_assign(i1 undef, !276, !DIExpression(), !296, ptr %7, !DIExpression(), !285)
  %8 = alloca [32 x i8], align 16, !DIAssignID !297
    #dbg_assign(i1 undef, !280, !DIExpression(), !297, ptr %8, !DIExpression(), !285)
    #dbg_assign(i1 undef, !226, !DIExpression(), !298, ptr @__const.main.strs, !DIExpression(), !285)
    #dbg_value(i32 0, !228, !DIExpression(), !285)
    #dbg_value(i32 0, !229, !DIExpression(), !299)
  br label %51, !dbg !300

9:                                                ; preds = %71
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %110), !dbg !301
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #9, !dbg !302
  store i32 7303014, ptr %1, align 16, !dbg !303
  %11 = call i64 @strlen(ptr nonnull dereferenceable(1) %1), !dbg !304
  %12 = getelementptr inbounds i8, ptr %1, i64 %11, !dbg !304
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %12, ptr noundef nonnull align 1 dereferenceable(5) @.str.10, i64 5, i1 false), !dbg !304
  %13 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(8) @.str.11, i64 noundef 4) #9, !dbg !305
  %14 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #10, !dbg !306
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %1, i64 noundef %14), !dbg !307
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !308
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %2, ptr noundef nonnull align 1 dereferenceable(11) @.str.13, i64 noundef 7, i1 false) #9, !dbg !309
  %16 = getelementptr inbounds i8, ptr %2, i64 7, !dbg !310
  store i8 0, ptr %16, align 1, !dbg !311, !tbaa !312, !DIAssignID !315
    #dbg_assign(i8 0, !239, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !315, ptr %16, !DIExpression(), !285)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull %2), !dbg !316
    #dbg_value(ptr @.str.15, !240, !DIExpression(), !285)
    #dbg_value(ptr @.str.15, !317, !DIExpression(), !328)
    #dbg_value(ptr @.str.18, !322, !DIExpression(), !328)
  br label %18, !dbg !330

18:                                               ; preds = %38, %9
  %19 = phi i8 [ 116, %9 ], [ %41, %38 ]
  %20 = phi i64 [ 0, %9 ], [ %39, %38 ]
  %21 = getelementptr inbounds i8, ptr @.str.15, i64 %20, !dbg !331
    #dbg_value(ptr %21, !317, !DIExpression(), !328)
    #dbg_value(ptr @.str.18, !327, !DIExpression(), !332)
    #dbg_value(ptr %21, !323, !DIExpression(), !332)
  br label %22, !dbg !331

22:                                               ; preds = %28, %18
  %23 = phi ptr [ @.str.18, %18 ], [ %30, %28 ]
  %24 = phi ptr [ %21, %18 ], [ %29, %28 ]
  %25 = phi i8 [ %19, %18 ], [ %31, %28 ]
    #dbg_value(ptr %23, !327, !DIExpression(), !332)
    #dbg_value(ptr %24, !323, !DIExpression(), !332)
  %26 = load i8, ptr %23, align 1, !dbg !333, !tbaa !312
  %27 = icmp eq i8 %25, %26, !dbg !334
  br i1 %27, label %28, label %35, !dbg !335

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !336
    #dbg_value(ptr %29, !323, !DIExpression(), !332)
  %30 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !338
    #dbg_value(ptr %30, !327, !DIExpression(), !332)
  %31 = load i8, ptr %29, align 1, !dbg !339, !tbaa !312
  %32 = icmp eq i8 %31, 0, !dbg !339
  br i1 %32, label %33, label %22, !dbg !331, !llvm.loop !340

33:                                               ; preds = %28
  %34 = load i8, ptr %30, align 1, !dbg !343, !tbaa !312
  br label %35, !dbg !331

35:                                               ; preds = %22, %33
  %36 = phi i8 [ %34, %33 ], [ %26, %22 ], !dbg !343
  %37 = icmp eq i8 %36, 0, !dbg !343
  br i1 %37, label %43, label %38

38:                                               ; preds = %35
  %39 = add nuw nsw i64 %20, 1, !dbg !345
    #dbg_value(ptr %40, !317, !DIExpression(), !328)
  %40 = getelementptr inbounds i8, ptr @.str.15, i64 %39, !dbg !346
  %41 = load i8, ptr %40, align 1, !dbg !346, !tbaa !312
  %42 = icmp eq i64 %39, 43, !dbg !330
  br i1 %42, label %43, label %18, !dbg !330, !llvm.loop !347

43:                                               ; preds = %35, %38
  %44 = phi ptr [ %21, %35 ], [ null, %38 ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 4), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 41), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 31), ptr noundef %44), !dbg !349
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 4, i64 noundef 18, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 4)), !dbg !350
    #dbg_value(i32 0, !351, !DIExpression(), !356)
    #dbg_value(i32 -1, !351, !DIExpression(), !358)
    #dbg_value(i32 -1, !351, !DIExpression(), !360)
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef 0, i32 noundef -1, i32 noundef -1), !dbg !362
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.15, i64 20)), !dbg !363
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %3) #9, !dbg !364
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %3, ptr noundef nonnull align 1 dereferenceable(14) @__const.main.tok, i64 14, i1 false), !dbg !365, !DIAssignID !366
    #dbg_assign(i1 undef, !241, !DIExpression(), !366, ptr %3, !DIExpression(), !285)
    #dbg_value(i32 0, !245, !DIExpression(), !285)
  %49 = call ptr @strtok(ptr noundef nonnull %3, ptr noundef nonnull @.str.25) #9, !dbg !367
    #dbg_value(ptr %49, !246, !DIExpression(), !368)
  %50 = icmp eq ptr %49, null, !dbg !369
  br i1 %50, label %113, label %117, !dbg !369

51:                                               ; preds = %0, %71
  %52 = phi i64 [ 0, %0 ], [ %72, %71 ]
  %53 = phi i32 [ 0, %0 ], [ %110, %71 ]
    #dbg_value(i32 %53, !228, !DIExpression(), !285)
    #dbg_value(i64 %52, !229, !DIExpression(), !299)
  %54 = getelementptr inbounds [8 x ptr], ptr @__const.main.strs, i64 0, i64 %52, !dbg !370
  %55 = load ptr, ptr %54, align 8, !dbg !370, !tbaa !372
    #dbg_value(ptr %55, !374, !DIExpression(), !380)
    #dbg_value(ptr %55, !379, !DIExpression(), !380)
  br label %56, !dbg !382

56:                                               ; preds = %56, %51
  %57 = phi ptr [ %55, %51 ], [ %60, %56 ], !dbg !383
    #dbg_value(ptr %57, !379, !DIExpression(), !380)
  %58 = load i8, ptr %57, align 1, !dbg !384, !tbaa !312
  %59 = icmp eq i8 %58, 0, !dbg !382
  %60 = getelementptr inbounds i8, ptr %57, i64 1, !dbg !385
    #dbg_value(ptr %60, !379, !DIExpression(), !380)
  br i1 %59, label %61, label %56, !dbg !382, !llvm.loop !386

61:                                               ; preds = %56
  %62 = ptrtoint ptr %57 to i64, !dbg !387
  %63 = ptrtoint ptr %55 to i64, !dbg !387
  %64 = sub i64 %62, %63, !dbg !387
  %65 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %55) #10, !dbg !388
  %66 = icmp ne i64 %64, %65, !dbg !389
  %67 = zext i1 %66 to i32, !dbg !390
  %68 = add nsw i32 %53, %67, !dbg !390
    #dbg_value(i32 %68, !228, !DIExpression(), !285)
    #dbg_value(i32 0, !231, !DIExpression(), !391)
  %69 = load i8, ptr %55, align 1, !tbaa !312
  %70 = icmp eq i8 %69, 0
  br label %74, !dbg !392

71:                                               ; preds = %94
  %72 = add nuw nsw i64 %52, 1, !dbg !393
    #dbg_value(i32 %110, !228, !DIExpression(), !285)
    #dbg_value(i64 %72, !229, !DIExpression(), !299)
  %73 = icmp eq i64 %72, 8, !dbg !394
  br i1 %73, label %9, label %51, !dbg !300, !llvm.loop !395

74:                                               ; preds = %61, %94
  %75 = phi i64 [ 0, %61 ], [ %111, %94 ]
  %76 = phi i32 [ %68, %61 ], [ %110, %94 ]
    #dbg_value(i32 %76, !228, !DIExpression(), !285)
    #dbg_value(i64 %75, !231, !DIExpression(), !391)
  %77 = getelementptr inbounds [8 x ptr], ptr @__const.main.strs, i64 0, i64 %75, !dbg !397
  %78 = load ptr, ptr %77, align 8, !dbg !397, !tbaa !372
    #dbg_value(ptr %55, !400, !DIExpression(), !406)
    #dbg_value(ptr %78, !405, !DIExpression(), !406)
  br i1 %70, label %94, label %79, !dbg !408

79:                                               ; preds = %74, %85
  %80 = phi i8 [ %88, %85 ], [ %69, %74 ]
  %81 = phi ptr [ %87, %85 ], [ %78, %74 ]
  %82 = phi ptr [ %86, %85 ], [ %55, %74 ]
    #dbg_value(ptr %81, !405, !DIExpression(), !406)
    #dbg_value(ptr %82, !400, !DIExpression(), !406)
  %83 = load i8, ptr %81, align 1, !dbg !409, !tbaa !312
  %84 = icmp eq i8 %80, %83, !dbg !410
  br i1 %84, label %85, label %90, !dbg !411

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %82, i64 1, !dbg !412
    #dbg_value(ptr %86, !400, !DIExpression(), !406)
  %87 = getelementptr inbounds i8, ptr %81, i64 1, !dbg !414
    #dbg_value(ptr %87, !405, !DIExpression(), !406)
  %88 = load i8, ptr %86, align 1, !dbg !415, !tbaa !312
  %89 = icmp eq i8 %88, 0, !dbg !415
  br i1 %89, label %90, label %79, !dbg !408, !llvm.loop !416

90:                                               ; preds = %85, %79
  %91 = phi ptr [ %81, %79 ], [ %87, %85 ]
  %92 = phi i8 [ %80, %79 ], [ 0, %85 ]
  %93 = zext i8 %92 to i32, !dbg !418
  br label %94, !dbg !418

94:                                               ; preds = %74, %90
  %95 = phi ptr [ %78, %74 ], [ %91, %90 ]
  %96 = phi i32 [ 0, %74 ], [ %93, %90 ], !dbg !415
  %97 = load i8, ptr %95, align 1, !dbg !419, !tbaa !312
  %98 = zext i8 %97 to i32, !dbg !420
    #dbg_value(!DIArgList(i32 %96, i32 %98), !351, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !421)
  %99 = icmp ult i32 %96, %98, !dbg !423
  %100 = icmp ne i32 %96, %98, !dbg !424
  %101 = zext i1 %100 to i32, !dbg !424
  %102 = select i1 %99, i32 -1, i32 %101, !dbg !424
  %103 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %55, ptr noundef nonnull dereferenceable(1) %78) #10, !dbg !425
    #dbg_value(i32 %103, !351, !DIExpression(), !426)
  %104 = ashr i32 %103, 31, !dbg !428
  %105 = icmp ne i32 %103, 0, !dbg !429
  %106 = zext i1 %105 to i32, !dbg !429
  %107 = or i32 %104, %106, !dbg !429
  %108 = icmp ne i32 %102, %107, !dbg !430
  %109 = zext i1 %108 to i32, !dbg !431
  %110 = add nsw i32 %76, %109, !dbg !431
    #dbg_value(i32 %110, !228, !DIExpression(), !285)
  %111 = add nuw nsw i64 %75, 1, !dbg !432
    #dbg_value(i64 %111, !231, !DIExpression(), !391)
  %112 = icmp eq i64 %111, 8, !dbg !433
  br i1 %112, label %71, label %74, !dbg !392, !llvm.loop !434

113:                                              ; preds = %117, %43
  %114 = phi i32 [ 0, %43 ], [ %121, %117 ], !dbg !436
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %114), !dbg !437
    #dbg_assign(i1 undef, !248, !DIExpression(), !438, ptr @__const.main.nums, !DIExpression(), !285)
    #dbg_value(i32 0, !250, !DIExpression(), !439)
  %116 = tail call ptr @__errno_location() #11, !dbg !285
  br label %150, !dbg !440

117:                                              ; preds = %43, %117
  %118 = phi i32 [ %121, %117 ], [ 0, %43 ]
  %119 = phi ptr [ %122, %117 ], [ %49, %43 ]
    #dbg_value(i32 %118, !245, !DIExpression(), !285)
    #dbg_value(ptr %119, !246, !DIExpression(), !368)
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull %119), !dbg !441
  %121 = add nuw nsw i32 %118, 1, !dbg !444
    #dbg_value(i32 %121, !245, !DIExpression(), !285)
  %122 = call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.25) #9, !dbg !445
    #dbg_value(ptr %122, !246, !DIExpression(), !368)
  %123 = icmp eq ptr %122, null, !dbg !369
  br i1 %123, label %113, label %117, !dbg !369, !llvm.loop !446

124:                                              ; preds = %164
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 45, i64 noundef 1295), !dbg !448
    #dbg_assign(i1 undef, !260, !DIExpression(), !449, ptr poison, !DIExpression(), !285)
    #dbg_value(i64 0, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %126 = call double @strtod(ptr noundef nonnull @.str.42, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %126, !267, !DIExpression(), !294)
  %127 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.42, double noundef %126, ptr noundef %127), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 1, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %129 = call double @strtod(ptr noundef nonnull @.str.43, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %129, !267, !DIExpression(), !294)
  %130 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.43, double noundef %129, ptr noundef %130), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 2, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %132 = call double @strtod(ptr noundef nonnull @.str.44, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %132, !267, !DIExpression(), !294)
  %133 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.44, double noundef %132, ptr noundef %133), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 3, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %135 = call double @strtod(ptr noundef nonnull @.str.45, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %135, !267, !DIExpression(), !294)
  %136 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.45, double noundef %135, ptr noundef %136), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 4, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %138 = call double @strtod(ptr noundef nonnull @.str.46, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %138, !267, !DIExpression(), !294)
  %139 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.46, double noundef %138, ptr noundef %139), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 5, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %141 = call double @strtod(ptr noundef nonnull @.str.47, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %141, !267, !DIExpression(), !294)
  %142 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.47, double noundef %141, ptr noundef %142), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 6, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !451
  %144 = call double @strtod(ptr noundef nonnull @.str.48, ptr noundef nonnull %5) #9, !dbg !452
    #dbg_value(double %144, !267, !DIExpression(), !294)
  %145 = load ptr, ptr %5, align 8, !dbg !453, !tbaa !372
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, ptr noundef nonnull @.str.48, double noundef %144, ptr noundef %145), !dbg !454
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !455
    #dbg_value(i64 7, !262, !DIExpression(), !450)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %6) #9, !dbg !456
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %6, ptr noundef nonnull align 1 dereferenceable(9) @__const.main.rv, i64 9, i1 false), !dbg !457, !DIAssignID !458
    #dbg_assign(i1 undef, !269, !DIExpression(), !458, ptr %6, !DIExpression(), !285)
    #dbg_value(ptr %6, !459, !DIExpression(), !470)
  %147 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #10, !dbg !472
    #dbg_value(i64 %147, !464, !DIExpression(), !470)
    #dbg_value(i64 0, !465, !DIExpression(), !473)
  %148 = lshr i64 %147, 1
  %149 = icmp ult i64 %147, 2, !dbg !474
  br i1 %149, label %201, label %169, !dbg !475

150:                                              ; preds = %113, %164
  %151 = phi i64 [ 0, %113 ], [ %167, %164 ]
    #dbg_value(i64 %151, !250, !DIExpression(), !439)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !476
  store i32 0, ptr %116, align 4, !dbg !477, !tbaa !478
  %152 = getelementptr inbounds [10 x ptr], ptr @__const.main.nums, i64 0, i64 %151, !dbg !480
  %153 = load ptr, ptr %152, align 8, !dbg !480, !tbaa !372
  %154 = call i64 @strtoll(ptr noundef %153, ptr noundef nonnull %4, i32 noundef 0) #9, !dbg !481
    #dbg_value(i64 %154, !255, !DIExpression(), !291)
  %155 = load i32, ptr %116, align 4, !dbg !482, !tbaa !478
    #dbg_value(i32 %155, !257, !DIExpression(), !291)
  %156 = call i64 @strtoull(ptr nocapture noundef %153, ptr noundef null, i32 noundef 10) #9, !dbg !483
    #dbg_value(i64 %156, !258, !DIExpression(), !291)
  %157 = load ptr, ptr %4, align 8, !dbg !484, !tbaa !372
  %158 = icmp ne i32 %155, 0, !dbg !485
  %159 = zext i1 %158 to i32, !dbg !485
  %160 = icmp ult i64 %151, 5, !dbg !486
  br i1 %160, label %161, label %164, !dbg !487

161:                                              ; preds = %150
    #dbg_value(ptr %153, !488, !DIExpression(), !494)
  %162 = call i64 @strtol(ptr nocapture noundef nonnull %153, ptr noundef null, i32 noundef 10) #9, !dbg !496
  %163 = trunc i64 %162 to i32, !dbg !497
  br label %164, !dbg !487

164:                                              ; preds = %150, %161
  %165 = phi i32 [ %163, %161 ], [ 0, %150 ], !dbg !487
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, ptr noundef %153, i64 noundef %154, ptr noundef %157, i32 noundef %159, i64 noundef %156, i32 noundef %165), !dbg !498
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !499
  %167 = add nuw nsw i64 %151, 1, !dbg !500
    #dbg_value(i64 %167, !250, !DIExpression(), !439)
  %168 = icmp eq i64 %167, 10, !dbg !501
  br i1 %168, label %124, label %150, !dbg !440, !llvm.loop !502

169:                                              ; preds = %124
  %170 = getelementptr i8, ptr %6, i64 %147
  %171 = icmp eq i64 %148, 1, !dbg !475
  br i1 %171, label %191, label %172, !dbg !475

172:                                              ; preds = %169
  %173 = and i64 %148, 9223372036854775806, !dbg !475
  br label %174, !dbg !475

174:                                              ; preds = %174, %172
  %175 = phi i64 [ 0, %172 ], [ %188, %174 ]
  %176 = phi i64 [ 0, %172 ], [ %189, %174 ]
    #dbg_value(i64 %175, !465, !DIExpression(), !473)
  %177 = getelementptr inbounds i8, ptr %6, i64 %175, !dbg !504
  %178 = load i8, ptr %177, align 1, !dbg !504, !tbaa !312
    #dbg_value(i8 %178, !467, !DIExpression(), !505)
  %179 = xor i64 %175, -1, !dbg !506
  %180 = getelementptr i8, ptr %170, i64 %179, !dbg !507
  %181 = load i8, ptr %180, align 1, !dbg !507, !tbaa !312
  store i8 %181, ptr %177, align 1, !dbg !508, !tbaa !312
  store i8 %178, ptr %180, align 1, !dbg !509, !tbaa !312
  %182 = or disjoint i64 %175, 1, !dbg !510
    #dbg_value(i64 %182, !465, !DIExpression(), !473)
  %183 = getelementptr inbounds i8, ptr %6, i64 %182, !dbg !504
  %184 = load i8, ptr %183, align 1, !dbg !504, !tbaa !312
    #dbg_value(i8 %184, !467, !DIExpression(), !505)
  %185 = xor i64 %175, -2, !dbg !506
  %186 = getelementptr i8, ptr %170, i64 %185, !dbg !507
  %187 = load i8, ptr %186, align 1, !dbg !507, !tbaa !312
  store i8 %187, ptr %183, align 1, !dbg !508, !tbaa !312
  store i8 %184, ptr %186, align 1, !dbg !509, !tbaa !312
  %188 = add nuw nsw i64 %175, 2, !dbg !510
    #dbg_value(i64 %188, !465, !DIExpression(), !473)
  %189 = add i64 %176, 2, !dbg !475
  %190 = icmp eq i64 %189, %173, !dbg !475
  br i1 %190, label %191, label %174, !dbg !475, !llvm.loop !511

191:                                              ; preds = %174, %169
  %192 = phi i64 [ 0, %169 ], [ %188, %174 ]
  %193 = and i64 %147, 2, !dbg !475
  %194 = icmp eq i64 %193, 0, !dbg !475
  br i1 %194, label %201, label %195, !dbg !475

195:                                              ; preds = %191
    #dbg_value(i64 %192, !465, !DIExpression(), !473)
  %196 = getelementptr inbounds i8, ptr %6, i64 %192, !dbg !504
  %197 = load i8, ptr %196, align 1, !dbg !504, !tbaa !312
    #dbg_value(i8 %197, !467, !DIExpression(), !505)
  %198 = xor i64 %192, -1, !dbg !506
  %199 = getelementptr i8, ptr %170, i64 %198, !dbg !507
  %200 = load i8, ptr %199, align 1, !dbg !507, !tbaa !312
  store i8 %200, ptr %196, align 1, !dbg !508, !tbaa !312
  store i8 %197, ptr %199, align 1, !dbg !509, !tbaa !312
    #dbg_value(i64 %192, !465, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !473)
  br label %201, !dbg !513

201:                                              ; preds = %195, %191, %124
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef nonnull %6), !dbg !513
    #dbg_value(i32 0, !270, !DIExpression(), !285)
    #dbg_value(ptr @.str.15, !271, !DIExpression(), !514)
  %203 = tail call ptr @__ctype_b_loc() #11, !dbg !285
  %204 = load ptr, ptr %203, align 8, !tbaa !372
  br label %213, !dbg !515

205:                                              ; preds = %227
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, i32 noundef %229), !dbg !516
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %7) #9, !dbg !517
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(299) %7, i8 120, i64 299, i1 false), !dbg !518, !DIAssignID !519
    #dbg_assign(i1 undef, !276, !DIExpression(DW_OP_LLVM_fragment, 0, 2392), !519, ptr %7, !DIExpression(), !285)
  %207 = getelementptr inbounds i8, ptr %7, i64 299, !dbg !520
  store i8 0, ptr %207, align 1, !dbg !521, !tbaa !312, !DIAssignID !522
    #dbg_assign(i8 0, !276, !DIExpression(DW_OP_LLVM_fragment, 2392, 8), !522, ptr %207, !DIExpression(), !285)
  %208 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #10, !dbg !523
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i64 noundef %208), !dbg !524
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #9, !dbg !525
  %210 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.53, ptr noundef nonnull @.str.54, i32 noundef 12, i32 noundef 90) #9, !dbg !526
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.55, ptr noundef nonnull %8), !dbg !527
  %212 = add nsw i32 %114, %110, !dbg !528
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #9, !dbg !529
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %7) #9, !dbg !529
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %6) #9, !dbg !529
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %3) #9, !dbg !529
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !529
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #9, !dbg !529
  ret i32 %212, !dbg !529

213:                                              ; preds = %201, %227
  %214 = phi i8 [ 116, %201 ], [ %232, %227 ]
  %215 = phi i64 [ 0, %201 ], [ %230, %227 ]
  %216 = phi i32 [ 0, %201 ], [ %229, %227 ]
    #dbg_value(!DIArgList(ptr @.str.15, i64 %215), !271, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !514)
    #dbg_value(i32 %216, !270, !DIExpression(), !285)
  %217 = zext i8 %214 to i64, !dbg !530
  %218 = getelementptr inbounds i16, ptr %204, i64 %217, !dbg !530
  %219 = load i16, ptr %218, align 2, !dbg !530, !tbaa !531
  %220 = and i16 %219, 1024, !dbg !530
  %221 = icmp eq i16 %220, 0, !dbg !530
  br i1 %221, label %227, label %222, !dbg !530

222:                                              ; preds = %213
  %223 = tail call ptr @__ctype_toupper_loc() #11, !dbg !533
  %224 = load ptr, ptr %223, align 8, !dbg !533, !tbaa !372
  %225 = getelementptr inbounds i32, ptr %224, i64 %217, !dbg !533
  %226 = load i32, ptr %225, align 4, !dbg !533, !tbaa !478
    #dbg_value(i32 %226, !273, !DIExpression(), !535)
  br label %227, !dbg !530

227:                                              ; preds = %213, %222
  %228 = phi i32 [ %226, %222 ], [ 0, %213 ], !dbg !530
  %229 = add nsw i32 %228, %216, !dbg !536
    #dbg_value(i32 %229, !270, !DIExpression(), !285)
  %230 = add nuw nsw i64 %215, 1, !dbg !537
    #dbg_value(ptr %231, !271, !DIExpression(), !514)
  %231 = getelementptr inbounds i8, ptr @.str.15, i64 %230, !dbg !538
  %232 = load i8, ptr %231, align 1, !dbg !538, !tbaa !312
  %233 = icmp eq i64 %230, 43, !dbg !515
  br i1 %233, label %205, label %213, !dbg !515, !llvm.loop !539
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !541 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !545 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !546 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !551 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !555 ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !558 ptr @__errno_location() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !563 i64 @strtoll(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !567 i64 @strtoull(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !570 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !574 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !577 ptr @__ctype_b_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !583 ptr @__ctype_toupper_loc() local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare !dbg !591 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!169}
!llvm.module.flags = !{!214, !215, !216, !217, !218, !219, !220}
!llvm.ident = !{!221}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/string_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "766c4f003e132521581c38c479ddde2d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 37)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 5)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 8)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !19, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 11)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 44)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 51)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 4)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 35)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 25)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !55, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !72, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !43, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 10)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !28, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !72, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !43, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !43, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 9)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 20)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 21)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !116, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !72, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !72, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 57)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !133)
!133 = !{!134}
!134 = !DISubrange(count: 29)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !48, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !43, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 7)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !72, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !72, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !48, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !19, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !82, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !93, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !106, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !72, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !166, isLocal: true, isDefinition: true)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 13)
!169 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !170, retainedTypes: !187, globals: !199, splitDebugInlining: false, nameTableKind: None)
!170 = !{!171}
!171 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !172, line: 46, baseType: !173, size: 32, elements: !174)
!172 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!173 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!174 = !{!175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186}
!175 = !DIEnumerator(name: "_ISupper", value: 256)
!176 = !DIEnumerator(name: "_ISlower", value: 512)
!177 = !DIEnumerator(name: "_ISalpha", value: 1024)
!178 = !DIEnumerator(name: "_ISdigit", value: 2048)
!179 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!180 = !DIEnumerator(name: "_ISspace", value: 8192)
!181 = !DIEnumerator(name: "_ISprint", value: 16384)
!182 = !DIEnumerator(name: "_ISgraph", value: 32768)
!183 = !DIEnumerator(name: "_ISblank", value: 1)
!184 = !DIEnumerator(name: "_IScntrl", value: 2)
!185 = !DIEnumerator(name: "_ISpunct", value: 4)
!186 = !DIEnumerator(name: "_ISalnum", value: 8)
!187 = !{!188, !190, !191, !192, !193, !196, !197, !198}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!190 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!191 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!192 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !194, line: 18, baseType: !195)
!194 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!195 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!199 = !{!0, !7, !12, !17, !22, !24, !26, !31, !36, !200, !41, !46, !51, !53, !58, !60, !65, !202, !70, !75, !204, !206, !208, !80, !85, !87, !89, !91, !96, !98, !100, !102, !104, !109, !114, !119, !121, !123, !125, !130, !210, !212, !135, !137, !139, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !164}
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !72, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !43, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !72, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !72, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !141, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !28, isLocal: true, isDefinition: true)
!214 = !{i32 7, !"Dwarf Version", i32 5}
!215 = !{i32 2, !"Debug Info Version", i32 3}
!216 = !{i32 1, !"wchar_size", i32 4}
!217 = !{i32 8, !"PIC Level", i32 2}
!218 = !{i32 7, !"PIE Level", i32 2}
!219 = !{i32 7, !"uwtable", i32 2}
!220 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!221 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!222 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !223, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{!190}
!225 = !{!226, !228, !229, !231, !235, !239, !240, !241, !245, !246, !248, !250, !252, !255, !257, !258, !260, !262, !264, !267, !269, !270, !271, !273, !276, !280}
!226 = !DILocalVariable(name: "strs", scope: !222, file: !2, line: 17, type: !227)
!227 = !DICompositeType(tag: DW_TAG_array_type, baseType: !188, size: 512, elements: !49)
!228 = !DILocalVariable(name: "bad", scope: !222, file: !2, line: 18, type: !190)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 19, type: !190)
!230 = distinct !DILexicalBlock(scope: !222, file: !2, line: 19, column: 5)
!231 = !DILocalVariable(name: "j", scope: !232, file: !2, line: 19, type: !190)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 19, column: 85)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 19, column: 33)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 19, column: 5)
!235 = !DILocalVariable(name: "buf", scope: !222, file: !2, line: 21, type: !236)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 100)
!239 = !DILocalVariable(name: "nb", scope: !222, file: !2, line: 22, type: !48)
!240 = !DILocalVariable(name: "t", scope: !222, file: !2, line: 23, type: !188)
!241 = !DILocalVariable(name: "tok", scope: !222, file: !2, line: 28, type: !242)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 14)
!245 = !DILocalVariable(name: "ntok", scope: !222, file: !2, line: 28, type: !190)
!246 = !DILocalVariable(name: "p", scope: !247, file: !2, line: 28, type: !196)
!247 = distinct !DILexicalBlock(scope: !222, file: !2, line: 28, column: 49)
!248 = !DILocalVariable(name: "nums", scope: !222, file: !2, line: 29, type: !249)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !188, size: 640, elements: !94)
!250 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 30, type: !190)
!251 = distinct !DILexicalBlock(scope: !222, file: !2, line: 30, column: 5)
!252 = !DILocalVariable(name: "end", scope: !253, file: !2, line: 30, type: !196)
!253 = distinct !DILexicalBlock(scope: !254, file: !2, line: 30, column: 34)
!254 = distinct !DILexicalBlock(scope: !251, file: !2, line: 30, column: 5)
!255 = !DILocalVariable(name: "v", scope: !253, file: !2, line: 30, type: !256)
!256 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!257 = !DILocalVariable(name: "e1", scope: !253, file: !2, line: 30, type: !190)
!258 = !DILocalVariable(name: "u", scope: !253, file: !2, line: 30, type: !259)
!259 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!260 = !DILocalVariable(name: "ds", scope: !222, file: !2, line: 33, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !188, size: 448, elements: !142)
!262 = !DILocalVariable(name: "i", scope: !263, file: !2, line: 34, type: !190)
!263 = distinct !DILexicalBlock(scope: !222, file: !2, line: 34, column: 5)
!264 = !DILocalVariable(name: "end", scope: !265, file: !2, line: 34, type: !196)
!265 = distinct !DILexicalBlock(scope: !266, file: !2, line: 34, column: 33)
!266 = distinct !DILexicalBlock(scope: !263, file: !2, line: 34, column: 5)
!267 = !DILocalVariable(name: "d", scope: !265, file: !2, line: 34, type: !268)
!268 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!269 = !DILocalVariable(name: "rv", scope: !222, file: !2, line: 35, type: !106)
!270 = !DILocalVariable(name: "up", scope: !222, file: !2, line: 36, type: !190)
!271 = !DILocalVariable(name: "p", scope: !272, file: !2, line: 36, type: !188)
!272 = distinct !DILexicalBlock(scope: !222, file: !2, line: 36, column: 17)
!273 = !DILocalVariable(name: "__res", scope: !274, file: !2, line: 36, type: !190)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 36, column: 85)
!275 = distinct !DILexicalBlock(scope: !272, file: !2, line: 36, column: 17)
!276 = !DILocalVariable(name: "big", scope: !222, file: !2, line: 37, type: !277)
!277 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2400, elements: !278)
!278 = !{!279}
!279 = !DISubrange(count: 300)
!280 = !DILocalVariable(name: "dup", scope: !222, file: !2, line: 38, type: !281)
!281 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !282)
!282 = !{!283}
!283 = !DISubrange(count: 32)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !222)
!286 = distinct !DIAssignID()
!287 = distinct !DIAssignID()
!288 = distinct !DIAssignID()
!289 = distinct !DIAssignID()
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 0, scope: !253)
!292 = distinct !DIAssignID()
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !265)
!295 = distinct !DIAssignID()
!296 = distinct !DIAssignID()
!297 = distinct !DIAssignID()
!298 = distinct !DIAssignID()
!299 = !DILocation(line: 0, scope: !230)
!300 = !DILocation(line: 19, column: 5, scope: !230)
!301 = !DILocation(line: 20, column: 5, scope: !222)
!302 = !DILocation(line: 21, column: 5, scope: !222)
!303 = !DILocation(line: 21, column: 20, scope: !222)
!304 = !DILocation(line: 21, column: 40, scope: !222)
!305 = !DILocation(line: 21, column: 61, scope: !222)
!306 = !DILocation(line: 21, column: 117, scope: !222)
!307 = !DILocation(line: 21, column: 89, scope: !222)
!308 = !DILocation(line: 22, column: 5, scope: !222)
!309 = !DILocation(line: 22, column: 17, scope: !222)
!310 = !DILocation(line: 22, column: 59, scope: !222)
!311 = !DILocation(line: 22, column: 65, scope: !222)
!312 = !{!313, !313, i64 0}
!313 = !{!"omnipotent char", !314, i64 0}
!314 = !{!"Simple C/C++ TBAA"}
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 22, column: 70, scope: !222)
!317 = !DILocalVariable(name: "h", arg: 1, scope: !318, file: !2, line: 12, type: !188)
!318 = distinct !DISubprogram(name: "my_strstr", scope: !2, file: !2, line: 12, type: !319, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!196, !188, !188}
!321 = !{!317, !322, !323, !327}
!322 = !DILocalVariable(name: "n", arg: 2, scope: !318, file: !2, line: 12, type: !188)
!323 = !DILocalVariable(name: "a", scope: !324, file: !2, line: 12, type: !188)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 12, column: 99)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 12, column: 83)
!326 = distinct !DILexicalBlock(scope: !318, file: !2, line: 12, column: 83)
!327 = !DILocalVariable(name: "b", scope: !324, file: !2, line: 12, type: !188)
!328 = !DILocation(line: 0, scope: !318, inlinedAt: !329)
!329 = distinct !DILocation(line: 24, column: 120, scope: !222)
!330 = !DILocation(line: 12, column: 83, scope: !326, inlinedAt: !329)
!331 = !DILocation(line: 12, column: 138, scope: !324, inlinedAt: !329)
!332 = !DILocation(line: 0, scope: !324, inlinedAt: !329)
!333 = !DILocation(line: 12, column: 147, scope: !324, inlinedAt: !329)
!334 = !DILocation(line: 12, column: 144, scope: !324, inlinedAt: !329)
!335 = !DILocation(line: 12, column: 128, scope: !324, inlinedAt: !329)
!336 = !DILocation(line: 12, column: 154, scope: !337, inlinedAt: !329)
!337 = distinct !DILexicalBlock(scope: !324, file: !2, line: 12, column: 151)
!338 = !DILocation(line: 12, column: 159, scope: !337, inlinedAt: !329)
!339 = !DILocation(line: 12, column: 135, scope: !324, inlinedAt: !329)
!340 = distinct !{!340, !335, !341, !342}
!341 = !DILocation(line: 12, column: 163, scope: !324, inlinedAt: !329)
!342 = !{!"llvm.loop.mustprogress"}
!343 = !DILocation(line: 12, column: 170, scope: !344, inlinedAt: !329)
!344 = distinct !DILexicalBlock(scope: !324, file: !2, line: 12, column: 169)
!345 = !DILocation(line: 12, column: 95, scope: !325, inlinedAt: !329)
!346 = !DILocation(line: 12, column: 90, scope: !325, inlinedAt: !329)
!347 = distinct !{!347, !330, !348, !342}
!348 = !DILocation(line: 12, column: 192, scope: !326, inlinedAt: !329)
!349 = !DILocation(line: 24, column: 5, scope: !222)
!350 = !DILocation(line: 25, column: 5, scope: !222)
!351 = !DILocalVariable(name: "v", arg: 1, scope: !352, file: !2, line: 14, type: !190)
!352 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 14, type: !353, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !355)
!353 = !DISubroutineType(types: !354)
!354 = !{!190, !190}
!355 = !{!351}
!356 = !DILocation(line: 0, scope: !352, inlinedAt: !357)
!357 = distinct !DILocation(line: 26, column: 41, scope: !222)
!358 = !DILocation(line: 0, scope: !352, inlinedAt: !359)
!359 = distinct !DILocation(line: 26, column: 78, scope: !222)
!360 = !DILocation(line: 0, scope: !352, inlinedAt: !361)
!361 = distinct !DILocation(line: 26, column: 115, scope: !222)
!362 = !DILocation(line: 26, column: 5, scope: !222)
!363 = !DILocation(line: 27, column: 5, scope: !222)
!364 = !DILocation(line: 28, column: 5, scope: !222)
!365 = !DILocation(line: 28, column: 10, scope: !222)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 28, column: 64, scope: !247)
!368 = !DILocation(line: 0, scope: !247)
!369 = !DILocation(line: 28, column: 49, scope: !247)
!370 = !DILocation(line: 19, column: 49, scope: !371)
!371 = distinct !DILexicalBlock(scope: !233, file: !2, line: 19, column: 39)
!372 = !{!373, !373, i64 0}
!373 = !{!"any pointer", !313, i64 0}
!374 = !DILocalVariable(name: "s", arg: 1, scope: !375, file: !2, line: 10, type: !188)
!375 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 10, type: !376, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !378)
!376 = !DISubroutineType(types: !377)
!377 = !{!193, !188}
!378 = !{!374, !379}
!379 = !DILocalVariable(name: "p", scope: !375, file: !2, line: 10, type: !188)
!380 = !DILocation(line: 0, scope: !375, inlinedAt: !381)
!381 = distinct !DILocation(line: 19, column: 39, scope: !371)
!382 = !DILocation(line: 10, column: 61, scope: !375, inlinedAt: !381)
!383 = !DILocation(line: 10, scope: !375, inlinedAt: !381)
!384 = !DILocation(line: 10, column: 68, scope: !375, inlinedAt: !381)
!385 = !DILocation(line: 10, column: 73, scope: !375, inlinedAt: !381)
!386 = distinct !{!386, !382, !385, !342}
!387 = !DILocation(line: 10, column: 95, scope: !375, inlinedAt: !381)
!388 = !DILocation(line: 19, column: 61, scope: !371)
!389 = !DILocation(line: 19, column: 58, scope: !371)
!390 = !DILocation(line: 19, column: 39, scope: !233)
!391 = !DILocation(line: 0, scope: !232)
!392 = !DILocation(line: 19, column: 85, scope: !232)
!393 = !DILocation(line: 19, column: 29, scope: !234)
!394 = !DILocation(line: 19, column: 23, scope: !234)
!395 = distinct !{!395, !300, !396, !342}
!396 = !DILocation(line: 19, column: 191, scope: !230)
!397 = !DILocation(line: 19, column: 140, scope: !398)
!398 = distinct !DILexicalBlock(scope: !399, file: !2, line: 19, column: 117)
!399 = distinct !DILexicalBlock(scope: !232, file: !2, line: 19, column: 85)
!400 = !DILocalVariable(name: "a", arg: 1, scope: !401, file: !2, line: 11, type: !188)
!401 = distinct !DISubprogram(name: "my_strcmp", scope: !2, file: !2, line: 11, type: !402, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !404)
!402 = !DISubroutineType(types: !403)
!403 = !{!190, !188, !188}
!404 = !{!400, !405}
!405 = !DILocalVariable(name: "b", arg: 2, scope: !401, file: !2, line: 11, type: !188)
!406 = !DILocation(line: 0, scope: !401, inlinedAt: !407)
!407 = distinct !DILocation(line: 19, column: 121, scope: !398)
!408 = !DILocation(line: 11, column: 64, scope: !401, inlinedAt: !407)
!409 = !DILocation(line: 11, column: 73, scope: !401, inlinedAt: !407)
!410 = !DILocation(line: 11, column: 70, scope: !401, inlinedAt: !407)
!411 = !DILocation(line: 11, column: 54, scope: !401, inlinedAt: !407)
!412 = !DILocation(line: 11, column: 80, scope: !413, inlinedAt: !407)
!413 = distinct !DILexicalBlock(scope: !401, file: !2, line: 11, column: 77)
!414 = !DILocation(line: 11, column: 85, scope: !413, inlinedAt: !407)
!415 = !DILocation(line: 11, column: 61, scope: !401, inlinedAt: !407)
!416 = distinct !{!416, !411, !417, !342}
!417 = !DILocation(line: 11, column: 89, scope: !401, inlinedAt: !407)
!418 = !DILocation(line: 11, column: 98, scope: !401, inlinedAt: !407)
!419 = !DILocation(line: 11, column: 133, scope: !401, inlinedAt: !407)
!420 = !DILocation(line: 11, column: 118, scope: !401, inlinedAt: !407)
!421 = !DILocation(line: 0, scope: !352, inlinedAt: !422)
!422 = distinct !DILocation(line: 19, column: 117, scope: !398)
!423 = !DILocation(line: 14, column: 45, scope: !352, inlinedAt: !422)
!424 = !DILocation(line: 14, column: 40, scope: !352, inlinedAt: !422)
!425 = !DILocation(line: 19, column: 157, scope: !398)
!426 = !DILocation(line: 0, scope: !352, inlinedAt: !427)
!427 = distinct !DILocation(line: 19, column: 153, scope: !398)
!428 = !DILocation(line: 14, column: 45, scope: !352, inlinedAt: !427)
!429 = !DILocation(line: 14, column: 40, scope: !352, inlinedAt: !427)
!430 = !DILocation(line: 19, column: 150, scope: !398)
!431 = !DILocation(line: 19, column: 117, scope: !399)
!432 = !DILocation(line: 19, column: 109, scope: !399)
!433 = !DILocation(line: 19, column: 103, scope: !399)
!434 = distinct !{!434, !392, !435, !342}
!435 = !DILocation(line: 19, column: 187, scope: !232)
!436 = !DILocation(line: 28, scope: !222)
!437 = !DILocation(line: 28, column: 143, scope: !222)
!438 = distinct !DIAssignID()
!439 = !DILocation(line: 0, scope: !251)
!440 = !DILocation(line: 30, column: 5, scope: !251)
!441 = !DILocation(line: 28, column: 114, scope: !442)
!442 = distinct !DILexicalBlock(scope: !443, file: !2, line: 28, column: 112)
!443 = distinct !DILexicalBlock(scope: !247, file: !2, line: 28, column: 49)
!444 = !DILocation(line: 28, column: 137, scope: !442)
!445 = !DILocation(line: 28, column: 91, scope: !443)
!446 = distinct !{!446, !369, !447, !342}
!447 = !DILocation(line: 28, column: 141, scope: !247)
!448 = !DILocation(line: 32, column: 5, scope: !222)
!449 = distinct !DIAssignID()
!450 = !DILocation(line: 0, scope: !263)
!451 = !DILocation(line: 34, column: 35, scope: !265)
!452 = !DILocation(line: 34, column: 57, scope: !265)
!453 = !DILocation(line: 34, column: 124, scope: !265)
!454 = !DILocation(line: 34, column: 78, scope: !265)
!455 = !DILocation(line: 34, column: 130, scope: !266)
!456 = !DILocation(line: 35, column: 5, scope: !222)
!457 = !DILocation(line: 35, column: 10, scope: !222)
!458 = distinct !DIAssignID()
!459 = !DILocalVariable(name: "s", arg: 1, scope: !460, file: !2, line: 13, type: !196)
!460 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 13, type: !461, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !463)
!461 = !DISubroutineType(types: !462)
!462 = !{null, !196}
!463 = !{!459, !464, !465, !467}
!464 = !DILocalVariable(name: "n", scope: !460, file: !2, line: 13, type: !193)
!465 = !DILocalVariable(name: "i", scope: !466, file: !2, line: 13, type: !193)
!466 = distinct !DILexicalBlock(scope: !460, file: !2, line: 13, column: 54)
!467 = !DILocalVariable(name: "t", scope: !468, file: !2, line: 13, type: !4)
!468 = distinct !DILexicalBlock(scope: !469, file: !2, line: 13, column: 89)
!469 = distinct !DILexicalBlock(scope: !466, file: !2, line: 13, column: 54)
!470 = !DILocation(line: 0, scope: !460, inlinedAt: !471)
!471 = distinct !DILocation(line: 35, column: 29, scope: !222)
!472 = !DILocation(line: 13, column: 43, scope: !460, inlinedAt: !471)
!473 = !DILocation(line: 0, scope: !466, inlinedAt: !471)
!474 = !DILocation(line: 13, column: 75, scope: !469, inlinedAt: !471)
!475 = !DILocation(line: 13, column: 54, scope: !466, inlinedAt: !471)
!476 = !DILocation(line: 30, column: 36, scope: !253)
!477 = !DILocation(line: 30, column: 53, scope: !253)
!478 = !{!479, !479, i64 0}
!479 = !{!"int", !313, i64 0}
!480 = !DILocation(line: 30, column: 80, scope: !253)
!481 = !DILocation(line: 30, column: 72, scope: !253)
!482 = !DILocation(line: 30, column: 108, scope: !253)
!483 = !DILocation(line: 30, column: 138, scope: !253)
!484 = !DILocation(line: 31, column: 89, scope: !253)
!485 = !DILocation(line: 31, column: 97, scope: !253)
!486 = !DILocation(line: 31, column: 109, scope: !253)
!487 = !DILocation(line: 31, column: 106, scope: !253)
!488 = !DILocalVariable(name: "__nptr", arg: 1, scope: !489, file: !490, line: 362, type: !188)
!489 = distinct !DISubprogram(name: "atoi", scope: !490, file: !490, line: 362, type: !491, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !169, retainedNodes: !493)
!490 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!491 = !DISubroutineType(types: !492)
!492 = !{!190, !188}
!493 = !{!488}
!494 = !DILocation(line: 0, scope: !489, inlinedAt: !495)
!495 = distinct !DILocation(line: 31, column: 116, scope: !253)
!496 = !DILocation(line: 364, column: 16, scope: !489, inlinedAt: !495)
!497 = !DILocation(line: 364, column: 10, scope: !489, inlinedAt: !495)
!498 = !DILocation(line: 31, column: 9, scope: !253)
!499 = !DILocation(line: 31, column: 136, scope: !254)
!500 = !DILocation(line: 30, column: 30, scope: !254)
!501 = !DILocation(line: 30, column: 23, scope: !254)
!502 = distinct !{!502, !440, !503, !342}
!503 = !DILocation(line: 31, column: 136, scope: !251)
!504 = !DILocation(line: 13, column: 100, scope: !468, inlinedAt: !471)
!505 = !DILocation(line: 0, scope: !468, inlinedAt: !471)
!506 = !DILocation(line: 13, column: 121, scope: !468, inlinedAt: !471)
!507 = !DILocation(line: 13, column: 113, scope: !468, inlinedAt: !471)
!508 = !DILocation(line: 13, column: 111, scope: !468, inlinedAt: !471)
!509 = !DILocation(line: 13, column: 140, scope: !468, inlinedAt: !471)
!510 = !DILocation(line: 13, column: 85, scope: !469, inlinedAt: !471)
!511 = distinct !{!511, !475, !512, !342}
!512 = !DILocation(line: 13, column: 145, scope: !466, inlinedAt: !471)
!513 = !DILocation(line: 35, column: 42, scope: !222)
!514 = !DILocation(line: 0, scope: !272)
!515 = !DILocation(line: 36, column: 17, scope: !272)
!516 = !DILocation(line: 36, column: 117, scope: !222)
!517 = !DILocation(line: 37, column: 5, scope: !222)
!518 = !DILocation(line: 37, column: 20, scope: !222)
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 37, column: 43, scope: !222)
!521 = !DILocation(line: 37, column: 52, scope: !222)
!522 = distinct !DIAssignID()
!523 = !DILocation(line: 37, column: 80, scope: !222)
!524 = !DILocation(line: 37, column: 57, scope: !222)
!525 = !DILocation(line: 38, column: 5, scope: !222)
!526 = !DILocation(line: 38, column: 19, scope: !222)
!527 = !DILocation(line: 38, column: 74, scope: !222)
!528 = !DILocation(line: 39, column: 16, scope: !222)
!529 = !DILocation(line: 40, column: 1, scope: !222)
!530 = !DILocation(line: 36, column: 56, scope: !275)
!531 = !{!532, !532, i64 0}
!532 = !{!"short", !313, i64 0}
!533 = !DILocation(line: 36, column: 85, scope: !534)
!534 = distinct !DILexicalBlock(scope: !274, file: !2, line: 36, column: 85)
!535 = !DILocation(line: 0, scope: !274)
!536 = !DILocation(line: 36, column: 53, scope: !275)
!537 = !DILocation(line: 36, column: 46, scope: !275)
!538 = !DILocation(line: 36, column: 41, scope: !275)
!539 = distinct !{!539, !515, !540, !342}
!540 = !DILocation(line: 36, column: 114, scope: !272)
!541 = !DISubprogram(name: "strlen", scope: !542, file: !542, line: 407, type: !543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!543 = !DISubroutineType(types: !544)
!544 = !{!195, !188}
!545 = !DISubprogram(name: "strcmp", scope: !542, file: !542, line: 156, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!546 = !DISubprogram(name: "printf", scope: !547, file: !547, line: 356, type: !548, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!547 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!548 = !DISubroutineType(types: !549)
!549 = !{!190, !550, null}
!550 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!551 = !DISubprogram(name: "strncat", scope: !542, file: !542, line: 152, type: !552, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!552 = !DISubroutineType(types: !553)
!553 = !{!196, !554, !550, !193}
!554 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!555 = !DISubprogram(name: "strtok", scope: !542, file: !542, line: 356, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DISubroutineType(types: !557)
!557 = !{!196, !554, !550}
!558 = !DISubprogram(name: "__errno_location", scope: !559, file: !559, line: 37, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!559 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!560 = !DISubroutineType(types: !561)
!561 = !{!562}
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!563 = !DISubprogram(name: "strtoll", scope: !490, file: !490, line: 201, type: !564, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubroutineType(types: !565)
!565 = !{!256, !550, !566, !190}
!566 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!567 = !DISubprogram(name: "strtoull", scope: !490, file: !490, line: 206, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubroutineType(types: !569)
!569 = !{!259, !550, !566, !190}
!570 = !DISubprogram(name: "strtol", scope: !490, file: !490, line: 177, type: !571, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubroutineType(types: !572)
!572 = !{!573, !550, !566, !190}
!573 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!574 = !DISubprogram(name: "strtod", scope: !490, file: !490, line: 118, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!575 = !DISubroutineType(types: !576)
!576 = !{!268, !550, !566}
!577 = !DISubprogram(name: "__ctype_b_loc", scope: !172, file: !172, line: 79, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{!580}
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!582 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!583 = !DISubprogram(name: "__ctype_toupper_loc", scope: !172, file: !172, line: 83, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DISubroutineType(types: !585)
!585 = !{!586}
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !587, size: 64)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!588 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !589)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !590, line: 41, baseType: !190)
!590 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!591 = !DISubprogram(name: "snprintf", scope: !547, file: !547, line: 378, type: !592, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DISubroutineType(types: !593)
!593 = !{!190, !554, !193, !550, null}
