; ModuleID = 'programs/bwt_mtf_rle.c'
source_filename = "programs/bwt_mtf_rle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.text = internal global [4096 x i8] zeroinitializer, align 16, !dbg !0
@main.b = internal global [4096 x i8] zeroinitializer, align 16, !dbg !16
@main.r = internal unnamed_addr global [8192 x i8] zeroinitializer, align 16, !dbg !21
@main.back = internal unnamed_addr global [4096 x i8] zeroinitializer, align 16, !dbg !26
@main.orig = internal global [4096 x i8] zeroinitializer, align 16, !dbg !28
@.str = private unnamed_addr constant [8 x i8] c"banana \00", align 1, !dbg !30
@.str.1 = private unnamed_addr constant [9 x i8] c"bandana \00", align 1, !dbg !36
@.str.2 = private unnamed_addr constant [8 x i8] c"cabana \00", align 1, !dbg !41
@.str.3 = private unnamed_addr constant [8 x i8] c"ananas \00", align 1, !dbg !43
@.str.4 = private unnamed_addr constant [8 x i8] c"panama \00", align 1, !dbg !45
@__const.main.words = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [33 x i8] c"n=%d primary=%d bwt head: %.40s\0A\00", align 1, !dbg !47
@.str.6 = private unnamed_addr constant [27 x i8] c"mtf zeros=%d rle bytes=%d\0A\00", align 1, !dbg !52
@.str.7 = private unnamed_addr constant [17 x i8] c"roundtrip ok=%d\0A\00", align 1, !dbg !57
@bwt.rot = internal global [4096 x i32] zeroinitializer, align 16, !dbg !62
@g_text = internal unnamed_addr global ptr null, align 8, !dbg !80
@g_n = internal unnamed_addr global i32 0, align 4, !dbg !82
@ibwt.lf = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !84

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !139
    #dbg_assign(i1 undef, !94, !DIExpression(), !139, ptr %1, !DIExpression(), !140)
  %2 = alloca [256 x i32], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !98, !DIExpression(), !142, ptr %2, !DIExpression(), !140)
  %3 = alloca [256 x i32], align 16, !DIAssignID !143
  %4 = alloca [256 x i8], align 16, !DIAssignID !144
  %5 = alloca [256 x i8], align 16, !DIAssignID !145
  %6 = alloca [4096 x i8], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !129, !DIExpression(), !146, ptr %6, !DIExpression(), !147)
    #dbg_value(i32 0, !111, !DIExpression(), !147)
    #dbg_value(i32 3, !118, !DIExpression(), !147)
  br label %7, !dbg !148

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %22, %7 ]
  %9 = phi i32 [ 3, %0 ], [ %11, %7 ]
    #dbg_value(i32 %8, !111, !DIExpression(), !147)
    #dbg_value(i32 %9, !118, !DIExpression(), !147)
  %10 = mul i32 %9, 1103515245, !dbg !149
  %11 = add i32 %10, 12345, !dbg !150
    #dbg_value(i32 %11, !118, !DIExpression(), !147)
  %12 = lshr i32 %11, 16, !dbg !151
  %13 = trunc nuw i32 %12 to i16, !dbg !152
  %14 = urem i16 %13, 5, !dbg !152
  %15 = zext nneg i16 %14 to i64, !dbg !153
  %16 = getelementptr inbounds [5 x ptr], ptr @__const.main.words, i64 0, i64 %15, !dbg !153
  %17 = load ptr, ptr %16, align 8, !dbg !153, !tbaa !154
    #dbg_value(ptr %17, !120, !DIExpression(), !158)
  %18 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %17) #10, !dbg !159
    #dbg_value(i64 %18, !122, !DIExpression(), !158)
  %19 = sext i32 %8 to i64, !dbg !160
  %20 = getelementptr inbounds i8, ptr @main.text, i64 %19, !dbg !160
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %20, ptr align 1 %17, i64 %18, i1 false), !dbg !161
  %21 = trunc i64 %18 to i32, !dbg !162
  %22 = add nsw i32 %8, %21, !dbg !163
    #dbg_value(i32 %22, !111, !DIExpression(), !147)
  %23 = icmp slt i32 %22, 3000, !dbg !164
  br i1 %23, label %7, label %24, !dbg !148, !llvm.loop !165

24:                                               ; preds = %7
  %25 = zext nneg i32 %22 to i64, !dbg !168
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @main.orig, ptr nonnull align 16 @main.text, i64 %25, i1 false), !dbg !169
    #dbg_value(ptr @main.text, !71, !DIExpression(), !170)
    #dbg_value(i32 %22, !72, !DIExpression(), !170)
    #dbg_value(ptr @main.b, !73, !DIExpression(), !170)
    #dbg_value(i32 0, !74, !DIExpression(), !172)
  %26 = and i64 %25, 2147483640, !dbg !173
  br label %27, !dbg !173

27:                                               ; preds = %27, %24
  %28 = phi i64 [ 0, %24 ], [ %33, %27 ], !dbg !174
  %29 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %24 ], [ %34, %27 ], !dbg !176
  %30 = add <4 x i32> %29, <i32 4, i32 4, i32 4, i32 4>, !dbg !176
  %31 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %28, !dbg !177
  %32 = getelementptr inbounds i8, ptr %31, i64 16, !dbg !176
  store <4 x i32> %29, ptr %31, align 16, !dbg !176, !tbaa !178
  store <4 x i32> %30, ptr %32, align 16, !dbg !176, !tbaa !178
  %33 = add nuw i64 %28, 8, !dbg !174
  %34 = add <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>, !dbg !176
  %35 = icmp eq i64 %33, %26, !dbg !174
  br i1 %35, label %36, label %27, !dbg !174, !llvm.loop !180

36:                                               ; preds = %27
  %37 = icmp eq i64 %26, %25, !dbg !173
  br i1 %37, label %38, label %40, !dbg !173

38:                                               ; preds = %40, %36
  store ptr @main.text, ptr @g_text, align 8, !dbg !184, !tbaa !154
  store i32 %22, ptr @g_n, align 4, !dbg !185, !tbaa !178
  tail call void @qsort(ptr noundef nonnull @bwt.rot, i64 noundef %25, i64 noundef 4, ptr noundef nonnull @cmp_rot) #11, !dbg !186
    #dbg_value(i32 0, !76, !DIExpression(), !170)
    #dbg_value(i32 0, !77, !DIExpression(), !187)
  %39 = add nsw i32 %22, -1
  br label %46, !dbg !188

40:                                               ; preds = %36, %40
  %41 = phi i64 [ %44, %40 ], [ %26, %36 ]
    #dbg_value(i64 %41, !74, !DIExpression(), !172)
  %42 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %41, !dbg !177
  %43 = trunc nuw nsw i64 %41 to i32, !dbg !176
  store i32 %43, ptr %42, align 4, !dbg !176, !tbaa !178
  %44 = add nuw nsw i64 %41, 1, !dbg !174
    #dbg_value(i64 %44, !74, !DIExpression(), !172)
  %45 = icmp eq i64 %44, %25, !dbg !189
  br i1 %45, label %38, label %40, !dbg !173, !llvm.loop !190

46:                                               ; preds = %46, %38
  %47 = phi i64 [ 0, %38 ], [ %60, %46 ]
  %48 = phi i32 [ 0, %38 ], [ %59, %46 ]
    #dbg_value(i64 %47, !77, !DIExpression(), !187)
    #dbg_value(i32 %48, !76, !DIExpression(), !170)
  %49 = getelementptr inbounds [4096 x i32], ptr @bwt.rot, i64 0, i64 %47, !dbg !191
  %50 = load i32, ptr %49, align 4, !dbg !191, !tbaa !178
  %51 = add i32 %39, %50, !dbg !194
  %52 = srem i32 %51, %22, !dbg !195
  %53 = sext i32 %52 to i64, !dbg !196
  %54 = getelementptr inbounds i8, ptr @main.text, i64 %53, !dbg !196
  %55 = load i8, ptr %54, align 1, !dbg !196, !tbaa !197
  %56 = getelementptr inbounds i8, ptr @main.b, i64 %47, !dbg !198
  store i8 %55, ptr %56, align 1, !dbg !199, !tbaa !197
  %57 = icmp eq i32 %50, 0, !dbg !200
  %58 = trunc nuw nsw i64 %47 to i32, !dbg !202
  %59 = select i1 %57, i32 %58, i32 %48, !dbg !202
    #dbg_value(i32 %59, !76, !DIExpression(), !170)
  %60 = add nuw nsw i64 %47, 1, !dbg !203
    #dbg_value(i64 %60, !77, !DIExpression(), !187)
  %61 = icmp eq i64 %60, %25, !dbg !204
  br i1 %61, label %62, label %46, !dbg !188, !llvm.loop !205

62:                                               ; preds = %46
    #dbg_value(i32 %59, !123, !DIExpression(), !147)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %22, i32 noundef %59, ptr noundef nonnull @main.b), !dbg !207
    #dbg_assign(i1 undef, !208, !DIExpression(), !145, ptr %5, !DIExpression(), !225)
    #dbg_value(ptr @main.b, !213, !DIExpression(), !225)
    #dbg_value(i32 %22, !214, !DIExpression(), !225)
    #dbg_value(i32 0, !215, !DIExpression(), !225)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #11, !dbg !227
    #dbg_value(i32 0, !216, !DIExpression(), !228)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %5, align 16, !dbg !229, !tbaa !197
  %64 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !231
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %64, align 16, !dbg !229, !tbaa !197
  %65 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !231
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %65, align 16, !dbg !229, !tbaa !197
  %66 = getelementptr inbounds i8, ptr %5, i64 48, !dbg !231
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %66, align 16, !dbg !229, !tbaa !197
  %67 = getelementptr inbounds i8, ptr %5, i64 64, !dbg !231
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %67, align 16, !dbg !229, !tbaa !197
  %68 = getelementptr inbounds i8, ptr %5, i64 80, !dbg !231
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %68, align 16, !dbg !229, !tbaa !197
  %69 = getelementptr inbounds i8, ptr %5, i64 96, !dbg !231
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %69, align 16, !dbg !229, !tbaa !197
  %70 = getelementptr inbounds i8, ptr %5, i64 112, !dbg !231
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %70, align 16, !dbg !229, !tbaa !197
  %71 = getelementptr inbounds i8, ptr %5, i64 128, !dbg !231
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %71, align 16, !dbg !229, !tbaa !197
  %72 = getelementptr inbounds i8, ptr %5, i64 144, !dbg !231
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %72, align 16, !dbg !229, !tbaa !197
  %73 = getelementptr inbounds i8, ptr %5, i64 160, !dbg !231
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %73, align 16, !dbg !229, !tbaa !197
  %74 = getelementptr inbounds i8, ptr %5, i64 176, !dbg !231
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %74, align 16, !dbg !229, !tbaa !197
  %75 = getelementptr inbounds i8, ptr %5, i64 192, !dbg !231
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %75, align 16, !dbg !229, !tbaa !197
  %76 = getelementptr inbounds i8, ptr %5, i64 208, !dbg !231
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %76, align 16, !dbg !229, !tbaa !197
  %77 = getelementptr inbounds i8, ptr %5, i64 224, !dbg !231
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %77, align 16, !dbg !229, !tbaa !197
  %78 = getelementptr inbounds i8, ptr %5, i64 240, !dbg !231
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %78, align 16, !dbg !229, !tbaa !197
    #dbg_value(i32 0, !218, !DIExpression(), !232)
  %79 = getelementptr inbounds i8, ptr %5, i64 1
  %80 = and i64 %25, 1, !dbg !233
  %81 = and i64 %25, 2147483646, !dbg !233
  br label %82, !dbg !233

82:                                               ; preds = %107, %62
  %83 = phi i64 [ 0, %62 ], [ %112, %107 ]
  %84 = phi i64 [ 0, %62 ], [ %113, %107 ]
    #dbg_value(i64 %83, !218, !DIExpression(), !232)
  %85 = getelementptr inbounds i8, ptr @main.b, i64 %83
  %86 = load i8, ptr %85, align 2, !tbaa !197
  br label %87

87:                                               ; preds = %87, %82
  %88 = phi i64 [ %92, %87 ], [ 0, %82 ], !dbg !234
    #dbg_value(i64 %88, !220, !DIExpression(), !238)
  %89 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %88, !dbg !239
  %90 = load i8, ptr %89, align 1, !dbg !239, !tbaa !197
  %91 = icmp eq i8 %90, %86, !dbg !241
  %92 = add nuw nsw i64 %88, 1, !dbg !242
    #dbg_value(i64 %92, !220, !DIExpression(), !238)
  br i1 %91, label %93, label %87, !dbg !243, !llvm.loop !244

93:                                               ; preds = %87
  %94 = trunc i64 %88 to i8, !dbg !246
  store i8 %94, ptr %85, align 2, !dbg !247, !tbaa !197
  %95 = and i64 %88, 4294967295, !dbg !248
    #dbg_value(i64 %88, !220, !DIExpression(), !238)
  %96 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %95, !dbg !248
  %97 = load i8, ptr %96, align 1, !dbg !248, !tbaa !197
    #dbg_value(i8 %97, !223, !DIExpression(), !238)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %95, i1 false), !dbg !249
  store i8 %97, ptr %5, align 16, !dbg !250, !tbaa !197, !DIAssignID !251
    #dbg_assign(i8 %97, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !251, ptr %5, !DIExpression(), !225)
  %98 = or disjoint i64 %83, 1, !dbg !252
    #dbg_value(i64 %98, !218, !DIExpression(), !232)
  %99 = getelementptr inbounds i8, ptr @main.b, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !197
  br label %101

101:                                              ; preds = %101, %93
  %102 = phi i64 [ %106, %101 ], [ 0, %93 ], !dbg !234
    #dbg_value(i64 %102, !220, !DIExpression(), !238)
  %103 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %102, !dbg !239
  %104 = load i8, ptr %103, align 1, !dbg !239, !tbaa !197
  %105 = icmp eq i8 %104, %100, !dbg !241
  %106 = add nuw nsw i64 %102, 1, !dbg !242
    #dbg_value(i64 %106, !220, !DIExpression(), !238)
  br i1 %105, label %107, label %101, !dbg !243, !llvm.loop !244

107:                                              ; preds = %101
  %108 = trunc i64 %102 to i8, !dbg !246
  store i8 %108, ptr %99, align 1, !dbg !247, !tbaa !197
  %109 = and i64 %102, 4294967295, !dbg !248
    #dbg_value(i64 %102, !220, !DIExpression(), !238)
  %110 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %109, !dbg !248
  %111 = load i8, ptr %110, align 1, !dbg !248, !tbaa !197
    #dbg_value(i8 %111, !223, !DIExpression(), !238)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %109, i1 false), !dbg !249
  store i8 %111, ptr %5, align 16, !dbg !250, !tbaa !197, !DIAssignID !251
    #dbg_assign(i8 %111, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !251, ptr %5, !DIExpression(), !225)
  %112 = add nuw nsw i64 %83, 2, !dbg !252
    #dbg_value(i64 %112, !218, !DIExpression(), !232)
  %113 = add i64 %84, 2, !dbg !233
  %114 = icmp eq i64 %113, %81, !dbg !233
  br i1 %114, label %115, label %82, !dbg !233, !llvm.loop !253

115:                                              ; preds = %107
  %116 = icmp eq i64 %80, 0
  br i1 %116, label %131, label %117

117:                                              ; preds = %115
    #dbg_value(i64 %112, !218, !DIExpression(), !232)
  %118 = getelementptr inbounds i8, ptr @main.b, i64 %112
  %119 = load i8, ptr %118, align 1, !tbaa !197
  br label %120

120:                                              ; preds = %120, %117
  %121 = phi i64 [ %125, %120 ], [ 0, %117 ], !dbg !234
    #dbg_value(i64 %121, !220, !DIExpression(), !238)
  %122 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %121, !dbg !239
  %123 = load i8, ptr %122, align 1, !dbg !239, !tbaa !197
  %124 = icmp eq i8 %123, %119, !dbg !241
  %125 = add nuw nsw i64 %121, 1, !dbg !242
    #dbg_value(i64 %125, !220, !DIExpression(), !238)
  br i1 %124, label %126, label %120, !dbg !243, !llvm.loop !244

126:                                              ; preds = %120
  %127 = trunc i64 %121 to i8, !dbg !246
  store i8 %127, ptr %118, align 1, !dbg !247, !tbaa !197
  %128 = and i64 %121, 4294967295, !dbg !248
    #dbg_value(i64 %121, !220, !DIExpression(), !238)
  %129 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %128, !dbg !248
  %130 = load i8, ptr %129, align 1, !dbg !248, !tbaa !197
    #dbg_value(i8 %130, !223, !DIExpression(), !238)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %79, ptr nonnull align 16 %5, i64 %128, i1 false), !dbg !249
  store i8 %130, ptr %5, align 16, !dbg !250, !tbaa !197, !DIAssignID !251
    #dbg_assign(i8 %130, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !251, ptr %5, !DIExpression(), !225)
    #dbg_value(i64 %112, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !232)
  br label %131, !dbg !255

131:                                              ; preds = %115, %126
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #11, !dbg !255
    #dbg_value(i32 0, !124, !DIExpression(), !147)
    #dbg_value(i32 0, !125, !DIExpression(), !256)
  %132 = and i64 %25, 2147483640, !dbg !257
  br label %133, !dbg !257

133:                                              ; preds = %133, %131
  %134 = phi i64 [ 0, %131 ], [ %147, %133 ], !dbg !258
  %135 = phi <4 x i32> [ zeroinitializer, %131 ], [ %145, %133 ]
  %136 = phi <4 x i32> [ zeroinitializer, %131 ], [ %146, %133 ]
  %137 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %134, !dbg !260
  %138 = getelementptr inbounds i8, ptr %137, i64 4, !dbg !260
  %139 = load <4 x i8>, ptr %137, align 8, !dbg !260, !tbaa !197
  %140 = load <4 x i8>, ptr %138, align 4, !dbg !260, !tbaa !197
  %141 = icmp eq <4 x i8> %139, zeroinitializer, !dbg !261
  %142 = icmp eq <4 x i8> %140, zeroinitializer, !dbg !261
  %143 = zext <4 x i1> %141 to <4 x i32>, !dbg !261
  %144 = zext <4 x i1> %142 to <4 x i32>, !dbg !261
  %145 = add <4 x i32> %135, %143, !dbg !262
  %146 = add <4 x i32> %136, %144, !dbg !262
  %147 = add nuw i64 %134, 8, !dbg !258
  %148 = icmp eq i64 %147, %132, !dbg !258
  br i1 %148, label %149, label %133, !dbg !258, !llvm.loop !263

149:                                              ; preds = %133
  %150 = add <4 x i32> %146, %145, !dbg !257
  %151 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %150), !dbg !257
  %152 = icmp eq i64 %132, %25, !dbg !257
  br i1 %152, label %153, label %410, !dbg !257

153:                                              ; preds = %410, %149
  %154 = phi i32 [ %151, %149 ], [ %417, %410 ], !dbg !262
  br label %155, !dbg !265

155:                                              ; preds = %153, %181
  %156 = phi i64 [ %187, %181 ], [ 0, %153 ]
  %157 = phi i32 [ %182, %181 ], [ 0, %153 ]
    #dbg_value(i32 %157, !273, !DIExpression(), !278)
    #dbg_value(i64 %156, !272, !DIExpression(), !279)
    #dbg_value(i32 %157, !274, !DIExpression(), !280)
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i8, ptr @main.b, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !197
  br label %161, !dbg !281

161:                                              ; preds = %169, %155
  %162 = phi i64 [ %158, %155 ], [ %170, %169 ]
    #dbg_value(i64 %162, !274, !DIExpression(), !280)
  %163 = getelementptr inbounds i8, ptr @main.b, i64 %162, !dbg !282
  %164 = load i8, ptr %163, align 1, !dbg !282, !tbaa !197
  %165 = icmp eq i8 %164, %160, !dbg !283
  %166 = sub nsw i64 %162, %158
  %167 = icmp ult i64 %166, 255
  %168 = select i1 %165, i1 %167, i1 false, !dbg !284
  br i1 %168, label %169, label %181, !dbg !284

169:                                              ; preds = %161
  %170 = add nsw i64 %162, 1, !dbg !285
    #dbg_value(i64 %170, !274, !DIExpression(), !280)
  %171 = icmp slt i64 %170, %25, !dbg !286
  br i1 %171, label %161, label %172, !dbg !281, !llvm.loop !287

172:                                              ; preds = %169
  %173 = add nsw i32 %157, 1
  %174 = tail call i32 @llvm.smax.i32(i32 %22, i32 %173)
  %175 = or disjoint i64 %156, 1, !dbg !289
    #dbg_value(i64 %175, !272, !DIExpression(), !279)
  %176 = getelementptr inbounds i8, ptr @main.r, i64 %156, !dbg !290
  store i8 %160, ptr %176, align 2, !dbg !291, !tbaa !197
  %177 = sub nsw i32 %174, %157, !dbg !292
  %178 = trunc i32 %177 to i8, !dbg !293
  %179 = add nuw nsw i64 %156, 2, !dbg !294
    #dbg_value(i64 %179, !272, !DIExpression(), !279)
  %180 = getelementptr inbounds i8, ptr @main.r, i64 %175, !dbg !295
  store i8 %178, ptr %180, align 1, !dbg !296, !tbaa !197
    #dbg_value(i32 %174, !273, !DIExpression(), !278)
  br label %190, !dbg !265

181:                                              ; preds = %161
  %182 = trunc nsw i64 %162 to i32
  %183 = or disjoint i64 %156, 1, !dbg !289
    #dbg_value(i64 %183, !272, !DIExpression(), !279)
  %184 = getelementptr inbounds i8, ptr @main.r, i64 %156, !dbg !290
  store i8 %160, ptr %184, align 2, !dbg !291, !tbaa !197
  %185 = sub nsw i32 %182, %157, !dbg !292
  %186 = trunc i32 %185 to i8, !dbg !293
  %187 = add nuw nsw i64 %156, 2, !dbg !294
    #dbg_value(i64 %187, !272, !DIExpression(), !279)
  %188 = getelementptr inbounds i8, ptr @main.r, i64 %183, !dbg !295
  store i8 %186, ptr %188, align 1, !dbg !296, !tbaa !197
    #dbg_value(i32 %182, !273, !DIExpression(), !278)
  %189 = icmp sgt i32 %22, %182, !dbg !297
  br i1 %189, label %155, label %190, !dbg !265, !llvm.loop !298

190:                                              ; preds = %181, %172
  %191 = phi i64 [ %179, %172 ], [ %187, %181 ]
  %192 = trunc nuw i64 %191 to i32, !dbg !300
    #dbg_value(i32 %192, !127, !DIExpression(), !147)
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %154, i32 noundef %192), !dbg !301
    #dbg_value(ptr @main.r, !302, !DIExpression(), !313)
    #dbg_value(i32 %192, !305, !DIExpression(), !313)
    #dbg_value(ptr @main.back, !306, !DIExpression(), !313)
    #dbg_value(i32 0, !307, !DIExpression(), !313)
    #dbg_value(i32 0, !308, !DIExpression(), !315)
  %194 = icmp sgt i32 %192, 0, !dbg !316
  br i1 %194, label %195, label %216, !dbg !317

195:                                              ; preds = %190
  %196 = and i64 %191, 2147483647, !dbg !317
  br label %197, !dbg !317

197:                                              ; preds = %212, %195
  %198 = phi i64 [ 0, %195 ], [ %214, %212 ]
  %199 = phi i32 [ 0, %195 ], [ %213, %212 ]
    #dbg_value(i64 %198, !308, !DIExpression(), !315)
    #dbg_value(i32 %199, !307, !DIExpression(), !313)
  %200 = or disjoint i64 %198, 1
  %201 = getelementptr inbounds i8, ptr @main.r, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !197
    #dbg_value(i32 0, !310, !DIExpression(), !318)
  %203 = icmp eq i8 %202, 0, !dbg !319
  br i1 %203, label %212, label %204, !dbg !321

204:                                              ; preds = %197
  %205 = zext i8 %202 to i32
  %206 = getelementptr inbounds i8, ptr @main.r, i64 %198
  %207 = load i8, ptr %206, align 2, !tbaa !197
  %208 = sext i32 %199 to i64, !dbg !321
  %209 = getelementptr i8, ptr @main.back, i64 %208, !dbg !321
  %210 = zext i8 %202 to i64, !dbg !321
  tail call void @llvm.memset.p0.i64(ptr align 1 %209, i8 %207, i64 %210, i1 false), !dbg !322, !tbaa !197
    #dbg_value(i32 undef, !310, !DIExpression(), !318)
    #dbg_value(i64 poison, !307, !DIExpression(), !313)
  %211 = add i32 %199, %205, !dbg !321
  br label %212, !dbg !323

212:                                              ; preds = %204, %197
  %213 = phi i32 [ %199, %197 ], [ %211, %204 ], !dbg !324
  %214 = add nuw nsw i64 %198, 2, !dbg !323
    #dbg_value(i64 %214, !308, !DIExpression(), !315)
    #dbg_value(i32 %213, !307, !DIExpression(), !313)
  %215 = icmp ult i64 %214, %196, !dbg !316
  br i1 %215, label %197, label %216, !dbg !317, !llvm.loop !325

216:                                              ; preds = %212, %190
  %217 = phi i32 [ 0, %190 ], [ %213, %212 ], !dbg !327
    #dbg_value(i32 %217, !128, !DIExpression(), !147)
    #dbg_assign(i1 undef, !208, !DIExpression(), !144, ptr %4, !DIExpression(), !328)
    #dbg_value(ptr @main.back, !213, !DIExpression(), !328)
    #dbg_value(i32 %217, !214, !DIExpression(), !328)
    #dbg_value(i32 1, !215, !DIExpression(), !328)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %4) #11, !dbg !330
    #dbg_value(i32 0, !216, !DIExpression(), !331)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %4, align 16, !dbg !332, !tbaa !197
  %218 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !333
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %218, align 16, !dbg !332, !tbaa !197
  %219 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !333
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %219, align 16, !dbg !332, !tbaa !197
  %220 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !333
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %220, align 16, !dbg !332, !tbaa !197
  %221 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !333
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %221, align 16, !dbg !332, !tbaa !197
  %222 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !333
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %222, align 16, !dbg !332, !tbaa !197
  %223 = getelementptr inbounds i8, ptr %4, i64 96, !dbg !333
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %223, align 16, !dbg !332, !tbaa !197
  %224 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !333
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %224, align 16, !dbg !332, !tbaa !197
  %225 = getelementptr inbounds i8, ptr %4, i64 128, !dbg !333
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %225, align 16, !dbg !332, !tbaa !197
  %226 = getelementptr inbounds i8, ptr %4, i64 144, !dbg !333
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %226, align 16, !dbg !332, !tbaa !197
  %227 = getelementptr inbounds i8, ptr %4, i64 160, !dbg !333
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %227, align 16, !dbg !332, !tbaa !197
  %228 = getelementptr inbounds i8, ptr %4, i64 176, !dbg !333
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %228, align 16, !dbg !332, !tbaa !197
  %229 = getelementptr inbounds i8, ptr %4, i64 192, !dbg !333
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %229, align 16, !dbg !332, !tbaa !197
  %230 = getelementptr inbounds i8, ptr %4, i64 208, !dbg !333
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %230, align 16, !dbg !332, !tbaa !197
  %231 = getelementptr inbounds i8, ptr %4, i64 224, !dbg !333
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %231, align 16, !dbg !332, !tbaa !197
  %232 = getelementptr inbounds i8, ptr %4, i64 240, !dbg !333
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %232, align 16, !dbg !332, !tbaa !197
    #dbg_value(i32 0, !218, !DIExpression(), !334)
  %233 = icmp sgt i32 %217, 0, !dbg !335
  br i1 %233, label %251, label %234, !dbg !336

234:                                              ; preds = %216
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11, !dbg !337
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11, !dbg !338
    #dbg_assign(i1 undef, !104, !DIExpression(), !143, ptr %3, !DIExpression(), !140)
    #dbg_value(ptr @main.back, !90, !DIExpression(), !140)
    #dbg_value(i32 %217, !91, !DIExpression(), !140)
    #dbg_value(i32 %59, !92, !DIExpression(), !140)
    #dbg_value(ptr %6, !93, !DIExpression(), !140)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11, !dbg !339
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false), !dbg !340, !DIAssignID !341
    #dbg_assign(i8 0, !94, !DIExpression(), !341, ptr %1, !DIExpression(), !140)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11, !dbg !339
    #dbg_value(i32 0, !99, !DIExpression(), !342)
  br label %250, !dbg !343

235:                                              ; preds = %289, %284
  %236 = phi i64 [ 0, %284 ], [ %319, %289 ]
  %237 = icmp eq i64 %285, 0, !dbg !343
  br i1 %237, label %250, label %238, !dbg !343

238:                                              ; preds = %235, %238
  %239 = phi i64 [ %247, %238 ], [ %236, %235 ]
  %240 = phi i64 [ %248, %238 ], [ 0, %235 ]
    #dbg_value(i64 %239, !99, !DIExpression(), !342)
  %241 = getelementptr inbounds i8, ptr @main.back, i64 %239, !dbg !344
  %242 = load i8, ptr %241, align 1, !dbg !344, !tbaa !197
  %243 = zext i8 %242 to i64, !dbg !346
  %244 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %243, !dbg !346
  %245 = load i32, ptr %244, align 4, !dbg !347, !tbaa !178
  %246 = add nsw i32 %245, 1, !dbg !347
  store i32 %246, ptr %244, align 4, !dbg !347, !tbaa !178
  %247 = add nuw nsw i64 %239, 1, !dbg !348
    #dbg_value(i64 %247, !99, !DIExpression(), !342)
  %248 = add i64 %240, 1, !dbg !343
  %249 = icmp eq i64 %248, %285, !dbg !343
  br i1 %249, label %250, label %238, !dbg !343, !llvm.loop !349

250:                                              ; preds = %235, %238, %234
  br label %329, !dbg !351

251:                                              ; preds = %216
  %252 = getelementptr inbounds i8, ptr %4, i64 1
  %253 = zext nneg i32 %217 to i64, !dbg !335
  %254 = and i64 %253, 1, !dbg !336
  %255 = icmp eq i32 %217, 1, !dbg !336
  br i1 %255, label %275, label %256, !dbg !336

256:                                              ; preds = %251
  %257 = and i64 %253, 2147483646, !dbg !336
  br label %258, !dbg !336

258:                                              ; preds = %258, %256
  %259 = phi i64 [ 0, %256 ], [ %272, %258 ]
  %260 = phi i64 [ 0, %256 ], [ %273, %258 ]
    #dbg_value(i64 %259, !218, !DIExpression(), !334)
  %261 = getelementptr inbounds i8, ptr @main.back, i64 %259
  %262 = load i8, ptr %261, align 2, !tbaa !197
  %263 = zext i8 %262 to i64, !dbg !352
    #dbg_value(i8 %262, !220, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !354)
  %264 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %263, !dbg !355
  %265 = load i8, ptr %264, align 1, !dbg !355, !tbaa !197
  store i8 %265, ptr %261, align 2, !dbg !356, !tbaa !197
    #dbg_value(i64 %263, !220, !DIExpression(), !354)
    #dbg_value(i8 %265, !223, !DIExpression(), !354)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %263, i1 false), !dbg !357
  store i8 %265, ptr %4, align 16, !dbg !358, !tbaa !197, !DIAssignID !359
    #dbg_assign(i8 %265, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !359, ptr %4, !DIExpression(), !328)
  %266 = or disjoint i64 %259, 1, !dbg !360
    #dbg_value(i64 %266, !218, !DIExpression(), !334)
  %267 = getelementptr inbounds i8, ptr @main.back, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !197
  %269 = zext i8 %268 to i64, !dbg !352
    #dbg_value(i8 %268, !220, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !354)
  %270 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %269, !dbg !355
  %271 = load i8, ptr %270, align 1, !dbg !355, !tbaa !197
  store i8 %271, ptr %267, align 1, !dbg !356, !tbaa !197
    #dbg_value(i64 %269, !220, !DIExpression(), !354)
    #dbg_value(i8 %271, !223, !DIExpression(), !354)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %269, i1 false), !dbg !357
  store i8 %271, ptr %4, align 16, !dbg !358, !tbaa !197, !DIAssignID !359
    #dbg_assign(i8 %271, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !359, ptr %4, !DIExpression(), !328)
  %272 = add nuw nsw i64 %259, 2, !dbg !360
    #dbg_value(i64 %272, !218, !DIExpression(), !334)
  %273 = add i64 %260, 2, !dbg !336
  %274 = icmp eq i64 %273, %257, !dbg !336
  br i1 %274, label %275, label %258, !dbg !336, !llvm.loop !361

275:                                              ; preds = %258, %251
  %276 = phi i64 [ 0, %251 ], [ %272, %258 ]
  %277 = icmp eq i64 %254, 0, !dbg !336
  br i1 %277, label %284, label %278, !dbg !336

278:                                              ; preds = %275
    #dbg_value(i64 %276, !218, !DIExpression(), !334)
  %279 = getelementptr inbounds i8, ptr @main.back, i64 %276
  %280 = load i8, ptr %279, align 1, !tbaa !197
  %281 = zext i8 %280 to i64, !dbg !352
    #dbg_value(i8 %280, !220, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !354)
  %282 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %281, !dbg !355
  %283 = load i8, ptr %282, align 1, !dbg !355, !tbaa !197
  store i8 %283, ptr %279, align 1, !dbg !356, !tbaa !197
    #dbg_value(i64 %281, !220, !DIExpression(), !354)
    #dbg_value(i8 %283, !223, !DIExpression(), !354)
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %252, ptr nonnull align 16 %4, i64 %281, i1 false), !dbg !357
  store i8 %283, ptr %4, align 16, !dbg !358, !tbaa !197, !DIAssignID !359
    #dbg_assign(i8 %283, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !359, ptr %4, !DIExpression(), !328)
    #dbg_value(i64 %276, !218, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !334)
  br label %284, !dbg !337

284:                                              ; preds = %275, %278
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %4) #11, !dbg !337
  call void @llvm.lifetime.start.p0(i64 4096, ptr nonnull %6) #11, !dbg !338
    #dbg_assign(i1 undef, !104, !DIExpression(), !143, ptr %3, !DIExpression(), !140)
    #dbg_value(ptr @main.back, !90, !DIExpression(), !140)
    #dbg_value(i32 %217, !91, !DIExpression(), !140)
    #dbg_value(i32 %59, !92, !DIExpression(), !140)
    #dbg_value(ptr %6, !93, !DIExpression(), !140)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11, !dbg !339
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false), !dbg !340, !DIAssignID !341
    #dbg_assign(i8 0, !94, !DIExpression(), !341, ptr %1, !DIExpression(), !140)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #11, !dbg !339
    #dbg_value(i32 0, !99, !DIExpression(), !342)
  %285 = and i64 %253, 3, !dbg !343
  %286 = icmp ult i32 %217, 4, !dbg !343
  br i1 %286, label %235, label %287, !dbg !343

287:                                              ; preds = %284
  %288 = and i64 %253, 2147483644, !dbg !343
  br label %289, !dbg !343

289:                                              ; preds = %289, %287
  %290 = phi i64 [ 0, %287 ], [ %319, %289 ]
  %291 = phi i64 [ 0, %287 ], [ %320, %289 ]
    #dbg_value(i64 %290, !99, !DIExpression(), !342)
  %292 = getelementptr inbounds i8, ptr @main.back, i64 %290, !dbg !344
  %293 = load i8, ptr %292, align 4, !dbg !344, !tbaa !197
  %294 = zext i8 %293 to i64, !dbg !346
  %295 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %294, !dbg !346
  %296 = load i32, ptr %295, align 4, !dbg !347, !tbaa !178
  %297 = add nsw i32 %296, 1, !dbg !347
  store i32 %297, ptr %295, align 4, !dbg !347, !tbaa !178
  %298 = or disjoint i64 %290, 1, !dbg !348
    #dbg_value(i64 %298, !99, !DIExpression(), !342)
  %299 = getelementptr inbounds i8, ptr @main.back, i64 %298, !dbg !344
  %300 = load i8, ptr %299, align 1, !dbg !344, !tbaa !197
  %301 = zext i8 %300 to i64, !dbg !346
  %302 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %301, !dbg !346
  %303 = load i32, ptr %302, align 4, !dbg !347, !tbaa !178
  %304 = add nsw i32 %303, 1, !dbg !347
  store i32 %304, ptr %302, align 4, !dbg !347, !tbaa !178
  %305 = or disjoint i64 %290, 2, !dbg !348
    #dbg_value(i64 %305, !99, !DIExpression(), !342)
  %306 = getelementptr inbounds i8, ptr @main.back, i64 %305, !dbg !344
  %307 = load i8, ptr %306, align 2, !dbg !344, !tbaa !197
  %308 = zext i8 %307 to i64, !dbg !346
  %309 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %308, !dbg !346
  %310 = load i32, ptr %309, align 4, !dbg !347, !tbaa !178
  %311 = add nsw i32 %310, 1, !dbg !347
  store i32 %311, ptr %309, align 4, !dbg !347, !tbaa !178
  %312 = or disjoint i64 %290, 3, !dbg !348
    #dbg_value(i64 %312, !99, !DIExpression(), !342)
  %313 = getelementptr inbounds i8, ptr @main.back, i64 %312, !dbg !344
  %314 = load i8, ptr %313, align 1, !dbg !344, !tbaa !197
  %315 = zext i8 %314 to i64, !dbg !346
  %316 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %315, !dbg !346
  %317 = load i32, ptr %316, align 4, !dbg !347, !tbaa !178
  %318 = add nsw i32 %317, 1, !dbg !347
  store i32 %318, ptr %316, align 4, !dbg !347, !tbaa !178
  %319 = add nuw nsw i64 %290, 4, !dbg !348
    #dbg_value(i64 %319, !99, !DIExpression(), !342)
  %320 = add i64 %291, 4, !dbg !343
  %321 = icmp eq i64 %320, %288, !dbg !343
  br i1 %321, label %235, label %289, !dbg !343, !llvm.loop !363

322:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #11, !dbg !365
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %3, i8 0, i64 1024, i1 false), !dbg !366, !DIAssignID !367
    #dbg_assign(i8 0, !104, !DIExpression(), !367, ptr %3, !DIExpression(), !140)
    #dbg_value(i32 0, !105, !DIExpression(), !368)
  br i1 %233, label %323, label %406, !dbg !369

323:                                              ; preds = %322
  %324 = zext nneg i32 %217 to i64, !dbg !370
  %325 = and i64 %324, 1, !dbg !369
  %326 = icmp eq i32 %217, 1, !dbg !369
  br i1 %326, label %380, label %327, !dbg !369

327:                                              ; preds = %323
  %328 = and i64 %324, 2147483646, !dbg !369
  br label %353, !dbg !369

329:                                              ; preds = %329, %250
  %330 = phi i64 [ 0, %250 ], [ %351, %329 ]
  %331 = phi i32 [ 0, %250 ], [ %350, %329 ]
    #dbg_value(i32 %331, !103, !DIExpression(), !372)
    #dbg_value(i64 %330, !101, !DIExpression(), !372)
  %332 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %330, !dbg !373
  store i32 %331, ptr %332, align 16, !dbg !376, !tbaa !178
  %333 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %330, !dbg !377
  %334 = load i32, ptr %333, align 16, !dbg !377, !tbaa !178
  %335 = add nsw i32 %334, %331, !dbg !378
    #dbg_value(i32 %335, !103, !DIExpression(), !372)
  %336 = or disjoint i64 %330, 1, !dbg !379
    #dbg_value(i64 %336, !101, !DIExpression(), !372)
  %337 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %336, !dbg !373
  store i32 %335, ptr %337, align 4, !dbg !376, !tbaa !178
  %338 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %336, !dbg !377
  %339 = load i32, ptr %338, align 4, !dbg !377, !tbaa !178
  %340 = add nsw i32 %339, %335, !dbg !378
    #dbg_value(i32 %340, !103, !DIExpression(), !372)
  %341 = or disjoint i64 %330, 2, !dbg !379
    #dbg_value(i64 %341, !101, !DIExpression(), !372)
  %342 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %341, !dbg !373
  store i32 %340, ptr %342, align 8, !dbg !376, !tbaa !178
  %343 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %341, !dbg !377
  %344 = load i32, ptr %343, align 8, !dbg !377, !tbaa !178
  %345 = add nsw i32 %344, %340, !dbg !378
    #dbg_value(i32 %345, !103, !DIExpression(), !372)
  %346 = or disjoint i64 %330, 3, !dbg !379
    #dbg_value(i64 %346, !101, !DIExpression(), !372)
  %347 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %346, !dbg !373
  store i32 %345, ptr %347, align 4, !dbg !376, !tbaa !178
  %348 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %346, !dbg !377
  %349 = load i32, ptr %348, align 4, !dbg !377, !tbaa !178
  %350 = add nsw i32 %349, %345, !dbg !378
    #dbg_value(i32 %350, !103, !DIExpression(), !372)
  %351 = add nuw nsw i64 %330, 4, !dbg !379
    #dbg_value(i64 %351, !101, !DIExpression(), !372)
  %352 = icmp eq i64 %351, 256, !dbg !380
  br i1 %352, label %322, label %329, !dbg !351, !llvm.loop !381

353:                                              ; preds = %353, %327
  %354 = phi i64 [ 0, %327 ], [ %377, %353 ]
  %355 = phi i64 [ 0, %327 ], [ %378, %353 ]
    #dbg_value(i64 %354, !105, !DIExpression(), !368)
  %356 = getelementptr inbounds i8, ptr @main.back, i64 %354, !dbg !383
  %357 = load i8, ptr %356, align 2, !dbg !383, !tbaa !197
  %358 = zext i8 %357 to i64, !dbg !384
  %359 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %358, !dbg !384
  %360 = load i32, ptr %359, align 4, !dbg !384, !tbaa !178
  %361 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %358, !dbg !385
  %362 = load i32, ptr %361, align 4, !dbg !386, !tbaa !178
  %363 = add nsw i32 %362, 1, !dbg !386
  store i32 %363, ptr %361, align 4, !dbg !386, !tbaa !178
  %364 = add nsw i32 %362, %360, !dbg !387
  %365 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %354, !dbg !388
  store i32 %364, ptr %365, align 8, !dbg !389, !tbaa !178
  %366 = or disjoint i64 %354, 1, !dbg !390
    #dbg_value(i64 %366, !105, !DIExpression(), !368)
  %367 = getelementptr inbounds i8, ptr @main.back, i64 %366, !dbg !383
  %368 = load i8, ptr %367, align 1, !dbg !383, !tbaa !197
  %369 = zext i8 %368 to i64, !dbg !384
  %370 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %369, !dbg !384
  %371 = load i32, ptr %370, align 4, !dbg !384, !tbaa !178
  %372 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %369, !dbg !385
  %373 = load i32, ptr %372, align 4, !dbg !386, !tbaa !178
  %374 = add nsw i32 %373, 1, !dbg !386
  store i32 %374, ptr %372, align 4, !dbg !386, !tbaa !178
  %375 = add nsw i32 %373, %371, !dbg !387
  %376 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %366, !dbg !388
  store i32 %375, ptr %376, align 4, !dbg !389, !tbaa !178
  %377 = add nuw nsw i64 %354, 2, !dbg !390
    #dbg_value(i64 %377, !105, !DIExpression(), !368)
  %378 = add i64 %355, 2, !dbg !369
  %379 = icmp eq i64 %378, %328, !dbg !369
  br i1 %379, label %380, label %353, !dbg !369, !llvm.loop !391

380:                                              ; preds = %353, %323
  %381 = phi i64 [ 0, %323 ], [ %377, %353 ]
  %382 = icmp eq i64 %325, 0, !dbg !369
  br i1 %382, label %394, label %383, !dbg !369

383:                                              ; preds = %380
    #dbg_value(i64 %381, !105, !DIExpression(), !368)
  %384 = getelementptr inbounds i8, ptr @main.back, i64 %381, !dbg !383
  %385 = load i8, ptr %384, align 1, !dbg !383, !tbaa !197
  %386 = zext i8 %385 to i64, !dbg !384
  %387 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %386, !dbg !384
  %388 = load i32, ptr %387, align 4, !dbg !384, !tbaa !178
  %389 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %386, !dbg !385
  %390 = load i32, ptr %389, align 4, !dbg !386, !tbaa !178
  %391 = add nsw i32 %390, 1, !dbg !386
  store i32 %391, ptr %389, align 4, !dbg !386, !tbaa !178
  %392 = add nsw i32 %390, %388, !dbg !387
  %393 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %381, !dbg !388
  store i32 %392, ptr %393, align 4, !dbg !389, !tbaa !178
    #dbg_value(i64 %381, !105, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !368)
  br label %394, !dbg !393

394:                                              ; preds = %380, %383
  br label %395, !dbg !393

395:                                              ; preds = %394, %395
  %396 = phi i64 [ %398, %395 ], [ %324, %394 ]
  %397 = phi i32 [ %404, %395 ], [ %59, %394 ]
    #dbg_value(i32 %397, !109, !DIExpression(), !394)
    #dbg_value(i64 %396, !107, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !394)
  %398 = add nsw i64 %396, -1, !dbg !395
    #dbg_value(i64 %398, !107, !DIExpression(), !394)
  %399 = sext i32 %397 to i64, !dbg !396
  %400 = getelementptr inbounds i8, ptr @main.back, i64 %399, !dbg !396
  %401 = load i8, ptr %400, align 1, !dbg !396, !tbaa !197
  %402 = getelementptr inbounds i8, ptr %6, i64 %398, !dbg !399
  store i8 %401, ptr %402, align 1, !dbg !400, !tbaa !197
  %403 = getelementptr inbounds [4096 x i32], ptr @ibwt.lf, i64 0, i64 %399, !dbg !401
  %404 = load i32, ptr %403, align 4, !dbg !401, !tbaa !178
    #dbg_value(i32 %404, !109, !DIExpression(), !394)
    #dbg_value(i64 %398, !107, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !394)
  %405 = icmp ugt i64 %396, 1, !dbg !402
  br i1 %405, label %395, label %406, !dbg !393, !llvm.loop !403

406:                                              ; preds = %395, %322
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #11, !dbg !405
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #11, !dbg !405
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #11, !dbg !405
  %407 = icmp eq i32 %217, %22, !dbg !406
  br i1 %407, label %420, label %408, !dbg !407

408:                                              ; preds = %406
    #dbg_value(i32 0, !130, !DIExpression(), !147)
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0), !dbg !408
  br label %428, !dbg !409

410:                                              ; preds = %149, %410
  %411 = phi i64 [ %418, %410 ], [ %132, %149 ]
  %412 = phi i32 [ %417, %410 ], [ %151, %149 ]
    #dbg_value(i32 %412, !124, !DIExpression(), !147)
    #dbg_value(i64 %411, !125, !DIExpression(), !256)
  %413 = getelementptr inbounds [4096 x i8], ptr @main.b, i64 0, i64 %411, !dbg !260
  %414 = load i8, ptr %413, align 1, !dbg !260, !tbaa !197
  %415 = icmp eq i8 %414, 0, !dbg !261
  %416 = zext i1 %415 to i32, !dbg !261
  %417 = add nuw nsw i32 %412, %416, !dbg !262
    #dbg_value(i32 %417, !124, !DIExpression(), !147)
  %418 = add nuw nsw i64 %411, 1, !dbg !258
    #dbg_value(i64 %418, !125, !DIExpression(), !256)
  %419 = icmp eq i64 %418, %25, !dbg !410
  br i1 %419, label %153, label %410, !dbg !257, !llvm.loop !411

420:                                              ; preds = %406
  %421 = call i32 @bcmp(ptr nonnull %6, ptr nonnull @main.orig, i64 %25), !dbg !412
  %422 = freeze i32 %421, !dbg !413
  %423 = icmp eq i32 %422, 0, !dbg !413
  %424 = zext i1 %423 to i32, !dbg !407
    #dbg_value(i32 %424, !130, !DIExpression(), !147)
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %424), !dbg !408
  %426 = and i32 %192, 127, !dbg !409
  %427 = select i1 %423, i32 %426, i32 100, !dbg !409
  br label %428, !dbg !409

428:                                              ; preds = %420, %408
  %429 = phi i32 [ 100, %408 ], [ %427, %420 ], !dbg !409
  call void @llvm.lifetime.end.p0(i64 4096, ptr nonnull %6) #11, !dbg !414
  ret i32 %429, !dbg !415
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !416 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !420 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree
declare !dbg !425 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_rot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 !dbg !436 {
    #dbg_value(ptr %0, !438, !DIExpression(), !448)
    #dbg_value(ptr %1, !439, !DIExpression(), !448)
  %3 = load i32, ptr %0, align 4, !dbg !449, !tbaa !178
    #dbg_value(i32 %3, !440, !DIExpression(), !448)
  %4 = load i32, ptr %1, align 4, !dbg !450, !tbaa !178
    #dbg_value(i32 %4, !441, !DIExpression(), !448)
    #dbg_value(i32 0, !442, !DIExpression(), !451)
  %5 = load i32, ptr @g_n, align 4, !tbaa !178
    #dbg_value(i32 0, !442, !DIExpression(), !451)
  %6 = icmp sgt i32 %5, 0, !dbg !452
  br i1 %6, label %7, label %29, !dbg !453

7:                                                ; preds = %2
  %8 = load ptr, ptr @g_text, align 8, !tbaa !154
  br label %12, !dbg !453

9:                                                ; preds = %12
  %10 = add nuw nsw i32 %13, 1, !dbg !454
    #dbg_value(i32 %10, !442, !DIExpression(), !451)
    #dbg_value(i32 %10, !442, !DIExpression(), !451)
  %11 = icmp eq i32 %10, %5, !dbg !452
  br i1 %11, label %29, label %12, !dbg !453, !llvm.loop !455

12:                                               ; preds = %7, %9
  %13 = phi i32 [ 0, %7 ], [ %10, %9 ]
    #dbg_value(i32 %13, !442, !DIExpression(), !451)
  %14 = add nsw i32 %13, %3, !dbg !457
  %15 = srem i32 %14, %5, !dbg !458
  %16 = sext i32 %15 to i64, !dbg !459
  %17 = getelementptr inbounds i8, ptr %8, i64 %16, !dbg !459
  %18 = load i8, ptr %17, align 1, !dbg !459, !tbaa !197
    #dbg_value(i8 %18, !444, !DIExpression(), !460)
  %19 = add nsw i32 %13, %4, !dbg !461
  %20 = srem i32 %19, %5, !dbg !462
  %21 = sext i32 %20 to i64, !dbg !463
  %22 = getelementptr inbounds i8, ptr %8, i64 %21, !dbg !463
  %23 = load i8, ptr %22, align 1, !dbg !463, !tbaa !197
    #dbg_value(i8 %23, !447, !DIExpression(), !460)
  %24 = icmp eq i8 %18, %23, !dbg !464
    #dbg_value(i32 %13, !442, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !451)
  br i1 %24, label %9, label %25

25:                                               ; preds = %12
  %26 = zext i8 %23 to i32
  %27 = zext i8 %18 to i32
  %28 = sub nsw i32 %27, %26
  br label %29, !dbg !466

29:                                               ; preds = %9, %2, %25
  %30 = phi i32 [ %28, %25 ], [ 0, %2 ], [ 0, %9 ]
  ret i32 %30, !dbg !466
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!131, !132, !133, !134, !135, !136, !137}
!llvm.ident = !{!138}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "text", scope: !2, file: !3, line: 49, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 48, type: !4, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !110)
!3 = !DIFile(filename: "programs/bwt_mtf_rle.c", directory: ".", checksumkind: CSK_MD5, checksum: "28c22015e78a1120ff1e771d68193d42")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !15, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6, !9, !12, !14}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !{!0, !16, !21, !26, !28, !30, !36, !41, !43, !45, !47, !52, !57, !62, !80, !82, !84}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 49, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32768, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 4096)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "r", scope: !2, file: !3, line: 49, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 65536, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 8192)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "back", scope: !2, file: !3, line: 49, type: !18, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "orig", scope: !2, file: !3, line: 49, type: !18, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 64, elements: !34)
!33 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 72, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 9)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !32, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !32, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !32, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 264, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 33)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 216, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 27)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 136, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 17)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "rot", scope: !64, file: !3, line: 17, type: !79, isLocal: true, isDefinition: true)
!64 = distinct !DISubprogram(name: "bwt", scope: !3, file: !3, line: 16, type: !65, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !70)
!65 = !DISubroutineType(types: !66)
!66 = !{!6, !67, !6, !69}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!70 = !{!71, !72, !73, !74, !76, !77}
!71 = !DILocalVariable(name: "in", arg: 1, scope: !64, file: !3, line: 16, type: !67)
!72 = !DILocalVariable(name: "n", arg: 2, scope: !64, file: !3, line: 16, type: !6)
!73 = !DILocalVariable(name: "out", arg: 3, scope: !64, file: !3, line: 16, type: !69)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 18, type: !6)
!75 = distinct !DILexicalBlock(scope: !64, file: !3, line: 18, column: 5)
!76 = !DILocalVariable(name: "primary", scope: !64, file: !3, line: 21, type: !6)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 22, type: !6)
!78 = distinct !DILexicalBlock(scope: !64, file: !3, line: 22, column: 5)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 131072, elements: !19)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "g_text", scope: !7, file: !3, line: 10, type: !67, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "g_n", scope: !7, file: !3, line: 10, type: !6, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "lf", scope: !86, file: !3, line: 26, type: !79, isLocal: true, isDefinition: true)
!86 = distinct !DISubprogram(name: "ibwt", scope: !3, file: !3, line: 25, type: !87, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !67, !6, !6, !69}
!89 = !{!90, !91, !92, !93, !94, !98, !99, !101, !103, !104, !105, !107, !109}
!90 = !DILocalVariable(name: "l", arg: 1, scope: !86, file: !3, line: 25, type: !67)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !86, file: !3, line: 25, type: !6)
!92 = !DILocalVariable(name: "primary", arg: 3, scope: !86, file: !3, line: 25, type: !6)
!93 = !DILocalVariable(name: "out", arg: 4, scope: !86, file: !3, line: 25, type: !69)
!94 = !DILocalVariable(name: "count", scope: !86, file: !3, line: 26, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8192, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 256)
!98 = !DILocalVariable(name: "start", scope: !86, file: !3, line: 26, type: !95)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 27, type: !6)
!100 = distinct !DILexicalBlock(scope: !86, file: !3, line: 27, column: 5)
!101 = !DILocalVariable(name: "c", scope: !102, file: !3, line: 28, type: !6)
!102 = distinct !DILexicalBlock(scope: !86, file: !3, line: 28, column: 5)
!103 = !DILocalVariable(name: "s", scope: !102, file: !3, line: 28, type: !6)
!104 = !DILocalVariable(name: "seen", scope: !86, file: !3, line: 29, type: !95)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 30, type: !6)
!106 = distinct !DILexicalBlock(scope: !86, file: !3, line: 30, column: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 31, type: !6)
!108 = distinct !DILexicalBlock(scope: !86, file: !3, line: 31, column: 5)
!109 = !DILocalVariable(name: "p", scope: !108, file: !3, line: 31, type: !6)
!110 = !{!111, !112, !118, !120, !122, !123, !124, !125, !127, !128, !129, !130}
!111 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 50, type: !6)
!112 = !DILocalVariable(name: "words", scope: !2, file: !3, line: 51, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 320, elements: !116)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!116 = !{!117}
!117 = !DISubrange(count: 5)
!118 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 52, type: !119)
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!120 = !DILocalVariable(name: "w", scope: !121, file: !3, line: 53, type: !114)
!121 = distinct !DILexicalBlock(scope: !2, file: !3, line: 53, column: 22)
!122 = !DILocalVariable(name: "l", scope: !121, file: !3, line: 53, type: !9)
!123 = !DILocalVariable(name: "primary", scope: !2, file: !3, line: 55, type: !6)
!124 = !DILocalVariable(name: "zeros", scope: !2, file: !3, line: 58, type: !6)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 58, type: !6)
!126 = distinct !DILexicalBlock(scope: !2, file: !3, line: 58, column: 20)
!127 = !DILocalVariable(name: "rl", scope: !2, file: !3, line: 59, type: !6)
!128 = !DILocalVariable(name: "m", scope: !2, file: !3, line: 61, type: !6)
!129 = !DILocalVariable(name: "res", scope: !2, file: !3, line: 63, type: !18)
!130 = !DILocalVariable(name: "ok", scope: !2, file: !3, line: 65, type: !6)
!131 = !{i32 7, !"Dwarf Version", i32 5}
!132 = !{i32 2, !"Debug Info Version", i32 3}
!133 = !{i32 1, !"wchar_size", i32 4}
!134 = !{i32 8, !"PIC Level", i32 2}
!135 = !{i32 7, !"PIE Level", i32 2}
!136 = !{i32 7, !"uwtable", i32 2}
!137 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 0, scope: !86, inlinedAt: !141)
!141 = distinct !DILocation(line: 64, column: 5, scope: !2)
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = !DILocation(line: 0, scope: !2)
!148 = !DILocation(line: 53, column: 5, scope: !2)
!149 = !DILocation(line: 53, column: 30, scope: !121)
!150 = !DILocation(line: 53, column: 44, scope: !121)
!151 = !DILocation(line: 53, column: 79, scope: !121)
!152 = !DILocation(line: 53, column: 86, scope: !121)
!153 = !DILocation(line: 53, column: 70, scope: !121)
!154 = !{!155, !155, i64 0}
!155 = !{!"any pointer", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 0, scope: !121)
!159 = !DILocation(line: 53, column: 103, scope: !121)
!160 = !DILocation(line: 53, column: 126, scope: !121)
!161 = !DILocation(line: 53, column: 114, scope: !121)
!162 = !DILocation(line: 53, column: 143, scope: !121)
!163 = !DILocation(line: 53, column: 140, scope: !121)
!164 = !DILocation(line: 53, column: 14, scope: !2)
!165 = distinct !{!165, !148, !166, !167}
!166 = !DILocation(line: 53, column: 151, scope: !2)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 54, column: 24, scope: !2)
!169 = !DILocation(line: 54, column: 5, scope: !2)
!170 = !DILocation(line: 0, scope: !64, inlinedAt: !171)
!171 = distinct !DILocation(line: 55, column: 19, scope: !2)
!172 = !DILocation(line: 0, scope: !75, inlinedAt: !171)
!173 = !DILocation(line: 18, column: 5, scope: !75, inlinedAt: !171)
!174 = !DILocation(line: 18, column: 29, scope: !175, inlinedAt: !171)
!175 = distinct !DILexicalBlock(scope: !75, file: !3, line: 18, column: 5)
!176 = !DILocation(line: 18, column: 40, scope: !175, inlinedAt: !171)
!177 = !DILocation(line: 18, column: 33, scope: !175, inlinedAt: !171)
!178 = !{!179, !179, i64 0}
!179 = !{!"int", !156, i64 0}
!180 = distinct !{!180, !173, !181, !167, !182, !183}
!181 = !DILocation(line: 18, column: 42, scope: !75, inlinedAt: !171)
!182 = !{!"llvm.loop.isvectorized", i32 1}
!183 = !{!"llvm.loop.unroll.runtime.disable"}
!184 = !DILocation(line: 19, column: 12, scope: !64, inlinedAt: !171)
!185 = !DILocation(line: 19, column: 22, scope: !64, inlinedAt: !171)
!186 = !DILocation(line: 20, column: 5, scope: !64, inlinedAt: !171)
!187 = !DILocation(line: 0, scope: !78, inlinedAt: !171)
!188 = !DILocation(line: 22, column: 5, scope: !78, inlinedAt: !171)
!189 = !DILocation(line: 18, column: 23, scope: !175, inlinedAt: !171)
!190 = distinct !{!190, !173, !181, !167, !183, !182}
!191 = !DILocation(line: 22, column: 48, scope: !192, inlinedAt: !171)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 22, column: 33)
!193 = distinct !DILexicalBlock(scope: !78, file: !3, line: 22, column: 5)
!194 = !DILocation(line: 22, column: 59, scope: !192, inlinedAt: !171)
!195 = !DILocation(line: 22, column: 64, scope: !192, inlinedAt: !171)
!196 = !DILocation(line: 22, column: 44, scope: !192, inlinedAt: !171)
!197 = !{!156, !156, i64 0}
!198 = !DILocation(line: 22, column: 35, scope: !192, inlinedAt: !171)
!199 = !DILocation(line: 22, column: 42, scope: !192, inlinedAt: !171)
!200 = !DILocation(line: 22, column: 81, scope: !201, inlinedAt: !171)
!201 = distinct !DILexicalBlock(scope: !192, file: !3, line: 22, column: 74)
!202 = !DILocation(line: 22, column: 74, scope: !192, inlinedAt: !171)
!203 = !DILocation(line: 22, column: 29, scope: !193, inlinedAt: !171)
!204 = !DILocation(line: 22, column: 23, scope: !193, inlinedAt: !171)
!205 = distinct !{!205, !188, !206, !167}
!206 = !DILocation(line: 22, column: 100, scope: !78, inlinedAt: !171)
!207 = !DILocation(line: 56, column: 5, scope: !2)
!208 = !DILocalVariable(name: "order", scope: !209, file: !3, line: 34, type: !224)
!209 = distinct !DISubprogram(name: "mtf", scope: !3, file: !3, line: 33, type: !210, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !69, !6, !6}
!212 = !{!213, !214, !215, !208, !216, !218, !220, !223}
!213 = !DILocalVariable(name: "buf", arg: 1, scope: !209, file: !3, line: 33, type: !69)
!214 = !DILocalVariable(name: "n", arg: 2, scope: !209, file: !3, line: 33, type: !6)
!215 = !DILocalVariable(name: "inverse", arg: 3, scope: !209, file: !3, line: 33, type: !6)
!216 = !DILocalVariable(name: "i", scope: !217, file: !3, line: 35, type: !6)
!217 = distinct !DILexicalBlock(scope: !209, file: !3, line: 35, column: 5)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 36, type: !6)
!219 = distinct !DILexicalBlock(scope: !209, file: !3, line: 36, column: 5)
!220 = !DILocalVariable(name: "k", scope: !221, file: !3, line: 37, type: !6)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 36, column: 33)
!222 = distinct !DILexicalBlock(scope: !219, file: !3, line: 36, column: 5)
!223 = !DILocalVariable(name: "c", scope: !221, file: !3, line: 40, type: !14)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !96)
!225 = !DILocation(line: 0, scope: !209, inlinedAt: !226)
!226 = distinct !DILocation(line: 57, column: 5, scope: !2)
!227 = !DILocation(line: 34, column: 5, scope: !209, inlinedAt: !226)
!228 = !DILocation(line: 0, scope: !217, inlinedAt: !226)
!229 = !DILocation(line: 35, column: 44, scope: !230, inlinedAt: !226)
!230 = distinct !DILexicalBlock(scope: !217, file: !3, line: 35, column: 5)
!231 = !DILocation(line: 35, column: 35, scope: !230, inlinedAt: !226)
!232 = !DILocation(line: 0, scope: !219, inlinedAt: !226)
!233 = !DILocation(line: 36, column: 5, scope: !219, inlinedAt: !226)
!234 = !DILocation(line: 39, scope: !235, inlinedAt: !226)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 39, column: 16)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 39, column: 14)
!237 = distinct !DILexicalBlock(scope: !221, file: !3, line: 38, column: 13)
!238 = !DILocation(line: 0, scope: !221, inlinedAt: !226)
!239 = !DILocation(line: 39, column: 28, scope: !240, inlinedAt: !226)
!240 = distinct !DILexicalBlock(scope: !235, file: !3, line: 39, column: 16)
!241 = !DILocation(line: 39, column: 37, scope: !240, inlinedAt: !226)
!242 = !DILocation(line: 39, column: 49, scope: !240, inlinedAt: !226)
!243 = !DILocation(line: 39, column: 16, scope: !235, inlinedAt: !226)
!244 = distinct !{!244, !243, !245, !167}
!245 = !DILocation(line: 39, column: 54, scope: !235, inlinedAt: !226)
!246 = !DILocation(line: 39, column: 65, scope: !236, inlinedAt: !226)
!247 = !DILocation(line: 0, scope: !237, inlinedAt: !226)
!248 = !DILocation(line: 40, column: 27, scope: !221, inlinedAt: !226)
!249 = !DILocation(line: 41, column: 9, scope: !221, inlinedAt: !226)
!250 = !DILocation(line: 42, column: 18, scope: !221, inlinedAt: !226)
!251 = distinct !DIAssignID()
!252 = !DILocation(line: 36, column: 29, scope: !222, inlinedAt: !226)
!253 = distinct !{!253, !233, !254, !167}
!254 = !DILocation(line: 43, column: 5, scope: !219, inlinedAt: !226)
!255 = !DILocation(line: 44, column: 1, scope: !209, inlinedAt: !226)
!256 = !DILocation(line: 0, scope: !126)
!257 = !DILocation(line: 58, column: 20, scope: !126)
!258 = !DILocation(line: 58, column: 44, scope: !259)
!259 = distinct !DILexicalBlock(scope: !126, file: !3, line: 58, column: 20)
!260 = !DILocation(line: 58, column: 57, scope: !259)
!261 = !DILocation(line: 58, column: 62, scope: !259)
!262 = !DILocation(line: 58, column: 54, scope: !259)
!263 = distinct !{!263, !257, !264, !167, !182, !183}
!264 = !DILocation(line: 58, column: 65, scope: !126)
!265 = !DILocation(line: 45, column: 81, scope: !266, inlinedAt: !277)
!266 = distinct !DILexicalBlock(scope: !267, file: !3, line: 45, column: 81)
!267 = distinct !DISubprogram(name: "rle", scope: !3, file: !3, line: 45, type: !65, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !268)
!268 = !{!269, !270, !271, !272, !273, !274}
!269 = !DILocalVariable(name: "in", arg: 1, scope: !267, file: !3, line: 45, type: !67)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !267, file: !3, line: 45, type: !6)
!271 = !DILocalVariable(name: "out", arg: 3, scope: !267, file: !3, line: 45, type: !69)
!272 = !DILocalVariable(name: "o", scope: !267, file: !3, line: 45, type: !6)
!273 = !DILocalVariable(name: "i", scope: !266, file: !3, line: 45, type: !6)
!274 = !DILocalVariable(name: "j", scope: !275, file: !3, line: 45, type: !6)
!275 = distinct !DILexicalBlock(scope: !276, file: !3, line: 45, column: 105)
!276 = distinct !DILexicalBlock(scope: !266, file: !3, line: 45, column: 81)
!277 = distinct !DILocation(line: 59, column: 14, scope: !2)
!278 = !DILocation(line: 0, scope: !266, inlinedAt: !277)
!279 = !DILocation(line: 0, scope: !267, inlinedAt: !277)
!280 = !DILocation(line: 0, scope: !275, inlinedAt: !277)
!281 = !DILocation(line: 45, column: 131, scope: !275, inlinedAt: !277)
!282 = !DILocation(line: 45, column: 134, scope: !275, inlinedAt: !277)
!283 = !DILocation(line: 45, column: 140, scope: !275, inlinedAt: !277)
!284 = !DILocation(line: 45, column: 149, scope: !275, inlinedAt: !277)
!285 = !DILocation(line: 45, column: 166, scope: !275, inlinedAt: !277)
!286 = !DILocation(line: 45, column: 127, scope: !275, inlinedAt: !277)
!287 = distinct !{!287, !288, !285, !167}
!288 = !DILocation(line: 45, column: 118, scope: !275, inlinedAt: !277)
!289 = !DILocation(line: 45, column: 175, scope: !275, inlinedAt: !277)
!290 = !DILocation(line: 45, column: 170, scope: !275, inlinedAt: !277)
!291 = !DILocation(line: 45, column: 179, scope: !275, inlinedAt: !277)
!292 = !DILocation(line: 45, column: 217, scope: !275, inlinedAt: !277)
!293 = !DILocation(line: 45, column: 199, scope: !275, inlinedAt: !277)
!294 = !DILocation(line: 45, column: 193, scope: !275, inlinedAt: !277)
!295 = !DILocation(line: 45, column: 188, scope: !275, inlinedAt: !277)
!296 = !DILocation(line: 45, column: 197, scope: !275, inlinedAt: !277)
!297 = !DILocation(line: 45, column: 99, scope: !276, inlinedAt: !277)
!298 = distinct !{!298, !265, !299, !167}
!299 = !DILocation(line: 45, column: 230, scope: !266, inlinedAt: !277)
!300 = !DILocation(line: 45, column: 232, scope: !267, inlinedAt: !277)
!301 = !DILocation(line: 60, column: 5, scope: !2)
!302 = !DILocalVariable(name: "in", arg: 1, scope: !303, file: !3, line: 46, type: !67)
!303 = distinct !DISubprogram(name: "unrle", scope: !3, file: !3, line: 46, type: !65, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !304)
!304 = !{!302, !305, !306, !307, !308, !310}
!305 = !DILocalVariable(name: "n", arg: 2, scope: !303, file: !3, line: 46, type: !6)
!306 = !DILocalVariable(name: "out", arg: 3, scope: !303, file: !3, line: 46, type: !69)
!307 = !DILocalVariable(name: "o", scope: !303, file: !3, line: 46, type: !6)
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 46, type: !6)
!309 = distinct !DILexicalBlock(scope: !303, file: !3, line: 46, column: 83)
!310 = !DILocalVariable(name: "k", scope: !311, file: !3, line: 46, type: !6)
!311 = distinct !DILexicalBlock(scope: !312, file: !3, line: 46, column: 114)
!312 = distinct !DILexicalBlock(scope: !309, file: !3, line: 46, column: 83)
!313 = !DILocation(line: 0, scope: !303, inlinedAt: !314)
!314 = distinct !DILocation(line: 61, column: 13, scope: !2)
!315 = !DILocation(line: 0, scope: !309, inlinedAt: !314)
!316 = !DILocation(line: 46, column: 101, scope: !312, inlinedAt: !314)
!317 = !DILocation(line: 46, column: 83, scope: !309, inlinedAt: !314)
!318 = !DILocation(line: 0, scope: !311, inlinedAt: !314)
!319 = !DILocation(line: 46, column: 132, scope: !320, inlinedAt: !314)
!320 = distinct !DILexicalBlock(scope: !311, file: !3, line: 46, column: 114)
!321 = !DILocation(line: 46, column: 114, scope: !311, inlinedAt: !314)
!322 = !DILocation(line: 46, column: 159, scope: !320, inlinedAt: !314)
!323 = !DILocation(line: 46, column: 108, scope: !312, inlinedAt: !314)
!324 = !DILocation(line: 46, scope: !303, inlinedAt: !314)
!325 = distinct !{!325, !317, !326, !167}
!326 = !DILocation(line: 46, column: 165, scope: !309, inlinedAt: !314)
!327 = !DILocation(line: 46, column: 76, scope: !303, inlinedAt: !314)
!328 = !DILocation(line: 0, scope: !209, inlinedAt: !329)
!329 = distinct !DILocation(line: 62, column: 5, scope: !2)
!330 = !DILocation(line: 34, column: 5, scope: !209, inlinedAt: !329)
!331 = !DILocation(line: 0, scope: !217, inlinedAt: !329)
!332 = !DILocation(line: 35, column: 44, scope: !230, inlinedAt: !329)
!333 = !DILocation(line: 35, column: 35, scope: !230, inlinedAt: !329)
!334 = !DILocation(line: 0, scope: !219, inlinedAt: !329)
!335 = !DILocation(line: 36, column: 23, scope: !222, inlinedAt: !329)
!336 = !DILocation(line: 36, column: 5, scope: !219, inlinedAt: !329)
!337 = !DILocation(line: 44, column: 1, scope: !209, inlinedAt: !329)
!338 = !DILocation(line: 63, column: 5, scope: !2)
!339 = !DILocation(line: 26, column: 26, scope: !86, inlinedAt: !141)
!340 = !DILocation(line: 26, column: 30, scope: !86, inlinedAt: !141)
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 0, scope: !100, inlinedAt: !141)
!343 = !DILocation(line: 27, column: 5, scope: !100, inlinedAt: !141)
!344 = !DILocation(line: 27, column: 39, scope: !345, inlinedAt: !141)
!345 = distinct !DILexicalBlock(scope: !100, file: !3, line: 27, column: 5)
!346 = !DILocation(line: 27, column: 33, scope: !345, inlinedAt: !141)
!347 = !DILocation(line: 27, column: 44, scope: !345, inlinedAt: !141)
!348 = !DILocation(line: 27, column: 29, scope: !345, inlinedAt: !141)
!349 = distinct !{!349, !350}
!350 = !{!"llvm.loop.unroll.disable"}
!351 = !DILocation(line: 28, column: 5, scope: !102, inlinedAt: !141)
!352 = !DILocation(line: 38, column: 28, scope: !353, inlinedAt: !329)
!353 = distinct !DILexicalBlock(scope: !237, file: !3, line: 38, column: 22)
!354 = !DILocation(line: 0, scope: !221, inlinedAt: !329)
!355 = !DILocation(line: 38, column: 45, scope: !353, inlinedAt: !329)
!356 = !DILocation(line: 0, scope: !237, inlinedAt: !329)
!357 = !DILocation(line: 41, column: 9, scope: !221, inlinedAt: !329)
!358 = !DILocation(line: 42, column: 18, scope: !221, inlinedAt: !329)
!359 = distinct !DIAssignID()
!360 = !DILocation(line: 36, column: 29, scope: !222, inlinedAt: !329)
!361 = distinct !{!361, !336, !362, !167}
!362 = !DILocation(line: 43, column: 5, scope: !219, inlinedAt: !329)
!363 = distinct !{!363, !343, !364, !167}
!364 = !DILocation(line: 27, column: 44, scope: !100, inlinedAt: !141)
!365 = !DILocation(line: 29, column: 5, scope: !86, inlinedAt: !141)
!366 = !DILocation(line: 29, column: 9, scope: !86, inlinedAt: !141)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 0, scope: !106, inlinedAt: !141)
!369 = !DILocation(line: 30, column: 5, scope: !106, inlinedAt: !141)
!370 = !DILocation(line: 30, column: 23, scope: !371, inlinedAt: !141)
!371 = distinct !DILexicalBlock(scope: !106, file: !3, line: 30, column: 5)
!372 = !DILocation(line: 0, scope: !102, inlinedAt: !141)
!373 = !DILocation(line: 28, column: 44, scope: !374, inlinedAt: !141)
!374 = distinct !DILexicalBlock(scope: !375, file: !3, line: 28, column: 42)
!375 = distinct !DILexicalBlock(scope: !102, file: !3, line: 28, column: 5)
!376 = !DILocation(line: 28, column: 53, scope: !374, inlinedAt: !141)
!377 = !DILocation(line: 28, column: 63, scope: !374, inlinedAt: !141)
!378 = !DILocation(line: 28, column: 60, scope: !374, inlinedAt: !141)
!379 = !DILocation(line: 28, column: 38, scope: !375, inlinedAt: !141)
!380 = !DILocation(line: 28, column: 30, scope: !375, inlinedAt: !141)
!381 = distinct !{!381, !351, !382, !167}
!382 = !DILocation(line: 28, column: 73, scope: !102, inlinedAt: !141)
!383 = !DILocation(line: 30, column: 47, scope: !371, inlinedAt: !141)
!384 = !DILocation(line: 30, column: 41, scope: !371, inlinedAt: !141)
!385 = !DILocation(line: 30, column: 55, scope: !371, inlinedAt: !141)
!386 = !DILocation(line: 30, column: 65, scope: !371, inlinedAt: !141)
!387 = !DILocation(line: 30, column: 53, scope: !371, inlinedAt: !141)
!388 = !DILocation(line: 30, column: 33, scope: !371, inlinedAt: !141)
!389 = !DILocation(line: 30, column: 39, scope: !371, inlinedAt: !141)
!390 = !DILocation(line: 30, column: 29, scope: !371, inlinedAt: !141)
!391 = distinct !{!391, !369, !392, !167}
!392 = !DILocation(line: 30, column: 65, scope: !106, inlinedAt: !141)
!393 = !DILocation(line: 31, column: 5, scope: !108, inlinedAt: !141)
!394 = !DILocation(line: 0, scope: !108, inlinedAt: !141)
!395 = !DILocation(line: 31, scope: !108, inlinedAt: !141)
!396 = !DILocation(line: 31, column: 62, scope: !397, inlinedAt: !141)
!397 = distinct !DILexicalBlock(scope: !398, file: !3, line: 31, column: 51)
!398 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 5)
!399 = !DILocation(line: 31, column: 53, scope: !397, inlinedAt: !141)
!400 = !DILocation(line: 31, column: 60, scope: !397, inlinedAt: !141)
!401 = !DILocation(line: 31, column: 72, scope: !397, inlinedAt: !141)
!402 = !DILocation(line: 31, column: 40, scope: !398, inlinedAt: !141)
!403 = distinct !{!403, !393, !404, !167}
!404 = !DILocation(line: 31, column: 79, scope: !108, inlinedAt: !141)
!405 = !DILocation(line: 32, column: 1, scope: !86, inlinedAt: !141)
!406 = !DILocation(line: 65, column: 16, scope: !2)
!407 = !DILocation(line: 65, column: 21, scope: !2)
!408 = !DILocation(line: 66, column: 5, scope: !2)
!409 = !DILocation(line: 67, column: 12, scope: !2)
!410 = !DILocation(line: 58, column: 38, scope: !259)
!411 = distinct !{!411, !257, !264, !167, !183, !182}
!412 = !DILocation(line: 65, column: 24, scope: !2)
!413 = !DILocation(line: 65, column: 53, scope: !2)
!414 = !DILocation(line: 68, column: 1, scope: !2)
!415 = !DILocation(line: 67, column: 5, scope: !2)
!416 = !DISubprogram(name: "strlen", scope: !417, file: !417, line: 407, type: !418, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!417 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!418 = !DISubroutineType(types: !419)
!419 = !{!11, !114}
!420 = !DISubprogram(name: "printf", scope: !421, file: !421, line: 356, type: !422, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!421 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!422 = !DISubroutineType(types: !423)
!423 = !{!6, !424, null}
!424 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!425 = !DISubprogram(name: "qsort", scope: !426, file: !426, line: 851, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!427 = !DISubroutineType(types: !428)
!428 = !{null, !429, !9, !9, !430}
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !426, line: 829, baseType: !431)
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !432, size: 64)
!432 = !DISubroutineType(types: !433)
!433 = !{!6, !434, !434}
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !435, size: 64)
!435 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!436 = distinct !DISubprogram(name: "cmp_rot", scope: !3, file: !3, line: 11, type: !432, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !437)
!437 = !{!438, !439, !440, !441, !442, !444, !447}
!438 = !DILocalVariable(name: "a", arg: 1, scope: !436, file: !3, line: 11, type: !434)
!439 = !DILocalVariable(name: "b", arg: 2, scope: !436, file: !3, line: 11, type: !434)
!440 = !DILocalVariable(name: "i", scope: !436, file: !3, line: 12, type: !6)
!441 = !DILocalVariable(name: "j", scope: !436, file: !3, line: 12, type: !6)
!442 = !DILocalVariable(name: "k", scope: !443, file: !3, line: 13, type: !6)
!443 = distinct !DILexicalBlock(scope: !436, file: !3, line: 13, column: 5)
!444 = !DILocalVariable(name: "x", scope: !445, file: !3, line: 13, type: !14)
!445 = distinct !DILexicalBlock(scope: !446, file: !3, line: 13, column: 35)
!446 = distinct !DILexicalBlock(scope: !443, file: !3, line: 13, column: 5)
!447 = !DILocalVariable(name: "y", scope: !445, file: !3, line: 13, type: !14)
!448 = !DILocation(line: 0, scope: !436)
!449 = !DILocation(line: 12, column: 13, scope: !436)
!450 = !DILocation(line: 12, column: 34, scope: !436)
!451 = !DILocation(line: 0, scope: !443)
!452 = !DILocation(line: 13, column: 23, scope: !446)
!453 = !DILocation(line: 13, column: 5, scope: !443)
!454 = !DILocation(line: 13, column: 31, scope: !446)
!455 = distinct !{!455, !453, !456, !167}
!456 = !DILocation(line: 13, column: 131, scope: !443)
!457 = !DILocation(line: 13, column: 65, scope: !445)
!458 = !DILocation(line: 13, column: 70, scope: !445)
!459 = !DILocation(line: 13, column: 55, scope: !445)
!460 = !DILocation(line: 0, scope: !445)
!461 = !DILocation(line: 13, column: 92, scope: !445)
!462 = !DILocation(line: 13, column: 97, scope: !445)
!463 = !DILocation(line: 13, column: 82, scope: !445)
!464 = !DILocation(line: 13, column: 111, scope: !465)
!465 = distinct !DILexicalBlock(scope: !445, file: !3, line: 13, column: 109)
!466 = !DILocation(line: 15, column: 1, scope: !436)
