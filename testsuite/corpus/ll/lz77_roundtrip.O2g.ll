; ModuleID = 'programs/lz77_roundtrip.c'
source_filename = "programs/lz77_roundtrip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"text\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"noise\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"runs\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"periodic\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1, !dbg !19
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [51 x i8] c"%-8s lz77 %-6s %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [5 x i8] c"lazy\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [7 x i8] c"greedy\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [53 x i8] c"%-8s lzss        %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1, !dbg !40
@__const.main.junk = private unnamed_addr constant [3 x i8] c"\01\05\C8", align 1
@__const.main.junk2 = private unnamed_addr constant [3 x i8] c"\00\09\01", align 1
@__const.main.junk3 = private unnamed_addr constant [3 x i8] c"\01\05d", align 1
@.str.11 = private unnamed_addr constant [32 x i8] c"corrupt streams -> %ld %ld %ld\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1, !dbg !50
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !55
@make_input.words = internal unnamed_addr constant [15 x ptr] [ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 16, !dbg !125
@.str.13 = private unnamed_addr constant [10 x i8] c"compiler \00", align 1, !dbg !77
@.str.14 = private unnamed_addr constant [9 x i8] c"backend \00", align 1, !dbg !82
@.str.15 = private unnamed_addr constant [10 x i8] c"register \00", align 1, !dbg !84
@.str.16 = private unnamed_addr constant [12 x i8] c"allocation \00", align 1, !dbg !86
@.str.17 = private unnamed_addr constant [13 x i8] c"instruction \00", align 1, !dbg !91
@.str.18 = private unnamed_addr constant [11 x i8] c"selection \00", align 1, !dbg !93
@.str.19 = private unnamed_addr constant [5 x i8] c"the \00", align 1, !dbg !98
@.str.20 = private unnamed_addr constant [4 x i8] c"of \00", align 1, !dbg !100
@.str.21 = private unnamed_addr constant [5 x i8] c"and \00", align 1, !dbg !105
@.str.22 = private unnamed_addr constant [9 x i8] c"machine \00", align 1, !dbg !107
@.str.23 = private unnamed_addr constant [6 x i8] c"code \00", align 1, !dbg !109
@.str.24 = private unnamed_addr constant [7 x i8] c"emits \00", align 1, !dbg !111
@.str.25 = private unnamed_addr constant [8 x i8] c"object \00", align 1, !dbg !113
@.str.26 = private unnamed_addr constant [6 x i8] c"file \00", align 1, !dbg !118
@.str.27 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !120
@.str.28 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1, !dbg !156
@rs = internal unnamed_addr global i32 99, align 4, !dbg !158

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !171 {
  %1 = alloca [5 x i64], align 16, !DIAssignID !208
    #dbg_assign(i1 undef, !177, !DIExpression(), !208, ptr %1, !DIExpression(), !209)
  %2 = alloca [64 x i8], align 16, !DIAssignID !210
    #dbg_assign(i1 undef, !204, !DIExpression(), !210, ptr %2, !DIExpression(), !209)
    #dbg_value(i32 0, !211, !DIExpression(), !222)
  br label %3, !dbg !224

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %47, %3 ], !dbg !225
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %48, %3 ], !dbg !226
  %6 = and <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %7 = icmp eq <4 x i32> %6, zeroinitializer, !dbg !226
  %8 = lshr <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %9 = xor <4 x i32> %8, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %10 = select <4 x i1> %7, <4 x i32> %8, <4 x i32> %9, !dbg !228
  %11 = and <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %12 = icmp eq <4 x i32> %11, zeroinitializer, !dbg !226
  %13 = lshr <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %14 = xor <4 x i32> %13, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %15 = select <4 x i1> %12, <4 x i32> %13, <4 x i32> %14, !dbg !228
  %16 = and <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %17 = icmp eq <4 x i32> %16, zeroinitializer, !dbg !226
  %18 = lshr <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %19 = xor <4 x i32> %18, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %20 = select <4 x i1> %17, <4 x i32> %18, <4 x i32> %19, !dbg !228
  %21 = and <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %22 = icmp eq <4 x i32> %21, zeroinitializer, !dbg !226
  %23 = lshr <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %24 = xor <4 x i32> %23, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %25 = select <4 x i1> %22, <4 x i32> %23, <4 x i32> %24, !dbg !228
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !226
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !228
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !226
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !228
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !226
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !228
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !226
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !226
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !228
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !228
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !228
  %46 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %4, !dbg !229
  store <4 x i32> %45, ptr %46, align 16, !dbg !230, !tbaa !231
  %47 = add nuw i64 %4, 4, !dbg !225
  %48 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>, !dbg !226
  %49 = icmp eq i64 %47, 256, !dbg !225
  br i1 %49, label %50, label %3, !dbg !225, !llvm.loop !235

50:                                               ; preds = %3
    #dbg_assign(i1 undef, !175, !DIExpression(), !240, ptr @__const.main.names, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11, !dbg !241
    #dbg_assign(i8 0, !177, !DIExpression(), !242, ptr %1, !DIExpression(), !209)
  store i64 60000, ptr %1, align 16, !dbg !243, !DIAssignID !244
    #dbg_assign(i64 60000, !177, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244, ptr %1, !DIExpression(), !209)
  %51 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !243
  store i64 20000, ptr %51, align 8, !dbg !243, !DIAssignID !245
    #dbg_assign(i64 20000, !177, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !245, ptr %51, !DIExpression(), !209)
  %52 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !243
  store i64 50000, ptr %52, align 16, !dbg !243, !DIAssignID !246
    #dbg_assign(i64 50000, !177, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !246, ptr %52, !DIExpression(), !209)
  %53 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !243
  store i64 40000, ptr %53, align 8, !dbg !243, !DIAssignID !247
    #dbg_assign(i64 40000, !177, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !247, ptr %53, !DIExpression(), !209)
  %54 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !243
  store i64 60000, ptr %54, align 16, !dbg !243, !DIAssignID !248
    #dbg_assign(i64 60000, !177, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !248, ptr %54, !DIExpression(), !209)
    #dbg_value(i32 0, !179, !DIExpression(), !209)
    #dbg_value(i32 0, !180, !DIExpression(), !249)
  br label %61, !dbg !250

55:                                               ; preds = %993
    #dbg_assign(i1 undef, !200, !DIExpression(), !251, ptr @__const.main.junk, !DIExpression(), !209)
    #dbg_assign(i1 undef, !202, !DIExpression(), !252, ptr @__const.main.junk2, !DIExpression(), !209)
    #dbg_assign(i1 undef, !203, !DIExpression(), !253, ptr @__const.main.junk3, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11, !dbg !254
  %56 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64), !dbg !255
  %57 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk2, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64), !dbg !256
  %58 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk3, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64), !dbg !257
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %56, i64 noundef %57, i64 noundef %58), !dbg !258
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %942), !dbg !259
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11, !dbg !260
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11, !dbg !260
  ret i32 %942, !dbg !260

61:                                               ; preds = %50, %993
  %62 = phi i64 [ 0, %50 ], [ %997, %993 ]
  %63 = phi i32 [ 0, %50 ], [ %942, %993 ]
    #dbg_value(i32 %63, !179, !DIExpression(), !209)
    #dbg_value(i64 %62, !180, !DIExpression(), !249)
  %64 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %62, !dbg !261
  %65 = load i64, ptr %64, align 8, !dbg !261, !tbaa !262
    #dbg_value(i64 %65, !182, !DIExpression(), !264)
  %66 = tail call noalias ptr @malloc(i64 noundef %65) #12, !dbg !265
    #dbg_value(ptr %66, !185, !DIExpression(), !264)
  %67 = shl i64 %65, 1, !dbg !266
  %68 = add i64 %67, 64, !dbg !267
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #12, !dbg !268
    #dbg_value(ptr %69, !186, !DIExpression(), !264)
  %70 = add i64 %65, 16, !dbg !269
  %71 = tail call noalias ptr @malloc(i64 noundef %70) #12, !dbg !270
    #dbg_value(ptr %71, !187, !DIExpression(), !264)
    #dbg_value(i64 %62, !132, !DIExpression(), !271)
    #dbg_value(ptr %66, !133, !DIExpression(), !271)
    #dbg_value(i64 %65, !134, !DIExpression(), !271)
    #dbg_value(i64 0, !135, !DIExpression(), !271)
  %72 = icmp eq i64 %65, 0, !dbg !273
  %73 = trunc nuw nsw i64 %62 to i32, !dbg !274
  switch i32 %73, label %91 [
    i32 0, label %88
    i32 1, label %81
    i32 2, label %75
    i32 3, label %74
  ], !dbg !274

74:                                               ; preds = %61
  br i1 %72, label %306, label %152, !dbg !275

75:                                               ; preds = %61
  br i1 %72, label %306, label %76, !dbg !277

76:                                               ; preds = %75
  %77 = and i64 %65, 1, !dbg !277
  %78 = icmp eq i64 %65, 1, !dbg !277
  br i1 %78, label %256, label %79, !dbg !277

79:                                               ; preds = %76
  %80 = and i64 %65, -2, !dbg !277
  br label %139, !dbg !277

81:                                               ; preds = %61
  br i1 %72, label %306, label %82, !dbg !279

82:                                               ; preds = %81
  %83 = load i32, ptr @rs, align 4, !tbaa !231
  %84 = and i64 %65, 1, !dbg !279
  %85 = icmp eq i64 %65, 1, !dbg !279
  br i1 %85, label %239, label %86, !dbg !279

86:                                               ; preds = %82
  %87 = and i64 %65, -2, !dbg !279
  br label %115, !dbg !279

88:                                               ; preds = %61
  br i1 %72, label %306, label %89, !dbg !281

89:                                               ; preds = %88
  %90 = load i32, ptr @rs, align 4, !tbaa !231
  br label %94, !dbg !281

91:                                               ; preds = %61
  br i1 %72, label %306, label %92, !dbg !282

92:                                               ; preds = %91
  %93 = load i32, ptr @rs, align 4, !tbaa !231
  br label %164, !dbg !282

94:                                               ; preds = %94, %89
  %95 = phi i64 [ %113, %94 ], [ 0, %89 ]
  %96 = phi i32 [ %102, %94 ], [ %90, %89 ]
    #dbg_value(i64 %95, !135, !DIExpression(), !271)
  %97 = shl i32 %96, 13, !dbg !283
  %98 = xor i32 %97, %96, !dbg !288
  %99 = lshr i32 %98, 17, !dbg !289
  %100 = xor i32 %99, %98, !dbg !290
  %101 = shl i32 %100, 5, !dbg !291
  %102 = xor i32 %101, %100, !dbg !292
  %103 = urem i32 %102, 15, !dbg !293
  %104 = zext nneg i32 %103 to i64, !dbg !294
  %105 = getelementptr inbounds [15 x ptr], ptr @make_input.words, i64 0, i64 %104, !dbg !294
  %106 = load ptr, ptr %105, align 8, !dbg !294, !tbaa !295
    #dbg_value(ptr %106, !136, !DIExpression(), !297)
  %107 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %106) #13, !dbg !298
    #dbg_value(i64 %107, !141, !DIExpression(), !297)
  %108 = add i64 %107, %95, !dbg !299
  %109 = icmp ugt i64 %108, %65, !dbg !301
  %110 = sub i64 %65, %95
  %111 = select i1 %109, i64 %110, i64 %107, !dbg !302
    #dbg_value(i64 %111, !141, !DIExpression(), !297)
  %112 = getelementptr inbounds i8, ptr %66, i64 %95, !dbg !303
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr align 1 %106, i64 %111, i1 false), !dbg !304
  %113 = add i64 %111, %95, !dbg !305
    #dbg_value(i64 %113, !135, !DIExpression(), !271)
  %114 = icmp ult i64 %113, %65, !dbg !306
  br i1 %114, label %94, label %253, !dbg !281, !llvm.loop !307

115:                                              ; preds = %115, %86
  %116 = phi i64 [ 0, %86 ], [ %136, %115 ]
  %117 = phi i32 [ %83, %86 ], [ %133, %115 ]
  %118 = phi i64 [ 0, %86 ], [ %137, %115 ]
    #dbg_value(i64 %116, !135, !DIExpression(), !271)
  %119 = shl i32 %117, 13, !dbg !309
  %120 = xor i32 %119, %117, !dbg !312
  %121 = lshr i32 %120, 17, !dbg !313
  %122 = xor i32 %121, %120, !dbg !314
  %123 = shl i32 %122, 5, !dbg !315
  %124 = xor i32 %123, %122, !dbg !316
  %125 = trunc i32 %124 to i8, !dbg !317
  %126 = getelementptr inbounds i8, ptr %66, i64 %116, !dbg !318
  store i8 %125, ptr %126, align 1, !dbg !319, !tbaa !320
  %127 = or disjoint i64 %116, 1, !dbg !321
    #dbg_value(i64 %127, !135, !DIExpression(), !271)
  %128 = shl i32 %124, 13, !dbg !309
  %129 = xor i32 %128, %124, !dbg !312
  %130 = lshr i32 %129, 17, !dbg !313
  %131 = xor i32 %130, %129, !dbg !314
  %132 = shl i32 %131, 5, !dbg !315
  %133 = xor i32 %132, %131, !dbg !316
  %134 = trunc i32 %133 to i8, !dbg !317
  %135 = getelementptr inbounds i8, ptr %66, i64 %127, !dbg !318
  store i8 %134, ptr %135, align 1, !dbg !319, !tbaa !320
  %136 = add nuw i64 %116, 2, !dbg !321
    #dbg_value(i64 %136, !135, !DIExpression(), !271)
  %137 = add i64 %118, 2, !dbg !279
  %138 = icmp eq i64 %137, %87, !dbg !279
  br i1 %138, label %239, label %115, !dbg !279, !llvm.loop !322

139:                                              ; preds = %139, %79
  %140 = phi i64 [ 0, %79 ], [ %149, %139 ]
  %141 = phi i64 [ 0, %79 ], [ %150, %139 ]
    #dbg_value(i64 %140, !135, !DIExpression(), !271)
  %142 = udiv i64 %140, 1000, !dbg !324
  %143 = trunc i64 %142 to i8, !dbg !326
  %144 = getelementptr inbounds i8, ptr %66, i64 %140, !dbg !327
  store i8 %143, ptr %144, align 1, !dbg !328, !tbaa !320
  %145 = or disjoint i64 %140, 1, !dbg !329
    #dbg_value(i64 %145, !135, !DIExpression(), !271)
  %146 = udiv i64 %140, 1000, !dbg !324
  %147 = trunc i64 %146 to i8, !dbg !326
  %148 = getelementptr inbounds i8, ptr %66, i64 %145, !dbg !327
  store i8 %147, ptr %148, align 1, !dbg !328, !tbaa !320
  %149 = add nuw i64 %140, 2, !dbg !329
    #dbg_value(i64 %149, !135, !DIExpression(), !271)
  %150 = add i64 %141, 2, !dbg !277
  %151 = icmp eq i64 %150, %80, !dbg !277
  br i1 %151, label %256, label %139, !dbg !277, !llvm.loop !330

152:                                              ; preds = %74, %152
  %153 = phi i64 [ %162, %152 ], [ 0, %74 ]
    #dbg_value(i64 %153, !135, !DIExpression(), !271)
  %154 = urem i64 %153, 10, !dbg !332
  %155 = getelementptr inbounds [11 x i8], ptr @.str.28, i64 0, i64 %154, !dbg !334
  %156 = load i8, ptr %155, align 1, !dbg !334, !tbaa !320
  %157 = urem i64 %153, 977, !dbg !335
  %158 = icmp eq i64 %157, 0, !dbg !336
  %159 = zext i1 %158 to i8, !dbg !336
  %160 = xor i8 %156, %159, !dbg !337
  %161 = getelementptr inbounds i8, ptr %66, i64 %153, !dbg !338
  store i8 %160, ptr %161, align 1, !dbg !339, !tbaa !320
  %162 = add nuw i64 %153, 1, !dbg !340
    #dbg_value(i64 %162, !135, !DIExpression(), !271)
  %163 = icmp eq i64 %162, %65, !dbg !341
  br i1 %163, label %263, label %152, !dbg !275, !llvm.loop !342

164:                                              ; preds = %235, %92
  %165 = phi i64 [ %237, %235 ], [ 0, %92 ]
  %166 = phi i32 [ %236, %235 ], [ %93, %92 ]
    #dbg_value(i64 %165, !135, !DIExpression(), !271)
  %167 = shl i32 %166, 13, !dbg !344
  %168 = xor i32 %167, %166, !dbg !346
  %169 = lshr i32 %168, 17, !dbg !347
  %170 = xor i32 %169, %168, !dbg !348
  %171 = shl i32 %170, 5, !dbg !349
  %172 = xor i32 %171, %170, !dbg !350
  %173 = and i32 %170, 3, !dbg !351
  %174 = icmp eq i32 %173, 0, !dbg !351
  %175 = shl i32 %172, 13, !dbg !352
  %176 = xor i32 %175, %172, !dbg !354
  %177 = lshr i32 %176, 17, !dbg !355
  %178 = xor i32 %177, %176, !dbg !356
  %179 = shl i32 %178, 5, !dbg !357
  %180 = xor i32 %179, %178, !dbg !358
  br i1 %174, label %205, label %181, !dbg !359

181:                                              ; preds = %164
  %182 = urem i32 %180, 20, !dbg !360
  %183 = add nuw nsw i32 %182, 1, !dbg !361
  %184 = zext nneg i32 %183 to i64, !dbg !362
    #dbg_value(i64 %184, !142, !DIExpression(), !363)
    #dbg_value(i64 %165, !135, !DIExpression(), !271)
    #dbg_value(i64 0, !146, !DIExpression(), !364)
  %185 = icmp ult i64 %165, %65, !dbg !365
  br i1 %185, label %186, label %235, !dbg !367

186:                                              ; preds = %181, %186
  %187 = phi i64 [ %199, %186 ], [ %165, %181 ]
  %188 = phi i64 [ %201, %186 ], [ 0, %181 ]
  %189 = phi i32 [ %195, %186 ], [ %180, %181 ]
    #dbg_value(i64 %187, !135, !DIExpression(), !271)
    #dbg_value(i64 %188, !146, !DIExpression(), !364)
  %190 = shl i32 %189, 13, !dbg !368
  %191 = xor i32 %190, %189, !dbg !370
  %192 = lshr i32 %191, 17, !dbg !371
  %193 = xor i32 %192, %191, !dbg !372
  %194 = shl i32 %193, 5, !dbg !373
  %195 = xor i32 %194, %193, !dbg !374
  %196 = trunc i32 %193 to i8, !dbg !375
  %197 = and i8 %196, 3, !dbg !375
  %198 = add nuw nsw i8 %197, 97, !dbg !375
  %199 = add nuw i64 %187, 1, !dbg !376
    #dbg_value(i64 %199, !135, !DIExpression(), !271)
  %200 = getelementptr inbounds i8, ptr %66, i64 %187, !dbg !377
  store i8 %198, ptr %200, align 1, !dbg !378, !tbaa !320
  %201 = add nuw nsw i64 %188, 1, !dbg !379
    #dbg_value(i64 %201, !146, !DIExpression(), !364)
  %202 = icmp ult i64 %201, %184, !dbg !380
  %203 = icmp ult i64 %199, %65, !dbg !365
  %204 = select i1 %202, i1 %203, i1 false, !dbg !365
  br i1 %204, label %186, label %235, !dbg !367, !llvm.loop !381

205:                                              ; preds = %164
  %206 = urem i32 %180, 200, !dbg !383
  %207 = add nuw nsw i32 %206, 1, !dbg !384
  %208 = zext nneg i32 %207 to i64, !dbg !385
    #dbg_value(i64 %208, !148, !DIExpression(), !386)
  %209 = shl i32 %180, 13, !dbg !387
  %210 = xor i32 %209, %180, !dbg !389
  %211 = lshr i32 %210, 17, !dbg !390
  %212 = xor i32 %211, %210, !dbg !391
  %213 = shl i32 %212, 5, !dbg !392
  %214 = xor i32 %213, %212, !dbg !393
  %215 = urem i32 %214, 30, !dbg !394
  %216 = add nuw nsw i32 %215, 3, !dbg !395
  %217 = zext nneg i32 %216 to i64, !dbg !396
    #dbg_value(i64 %217, !150, !DIExpression(), !386)
    #dbg_value(i64 0, !151, !DIExpression(), !397)
    #dbg_value(i64 %165, !135, !DIExpression(), !271)
  %218 = icmp ult i64 %165, %65, !dbg !398
  br i1 %218, label %219, label %235, !dbg !400

219:                                              ; preds = %205, %227
  %220 = phi i64 [ %230, %227 ], [ 0, %205 ]
  %221 = phi i64 [ %231, %227 ], [ %165, %205 ]
    #dbg_value(i64 %220, !151, !DIExpression(), !397)
    #dbg_value(i64 %221, !135, !DIExpression(), !271)
  %222 = icmp ult i64 %221, %208, !dbg !401
  br i1 %222, label %227, label %223, !dbg !402

223:                                              ; preds = %219
  %224 = sub i64 %221, %208, !dbg !403
  %225 = getelementptr inbounds i8, ptr %66, i64 %224, !dbg !404
  %226 = load i8, ptr %225, align 1, !dbg !404, !tbaa !320
  br label %227, !dbg !402

227:                                              ; preds = %223, %219
  %228 = phi i8 [ %226, %223 ], [ 122, %219 ], !dbg !402
  %229 = getelementptr inbounds i8, ptr %66, i64 %221, !dbg !405
  store i8 %228, ptr %229, align 1, !dbg !406, !tbaa !320
  %230 = add nuw nsw i64 %220, 1, !dbg !407
    #dbg_value(i64 %230, !151, !DIExpression(), !397)
  %231 = add nuw i64 %221, 1, !dbg !408
    #dbg_value(i64 %231, !135, !DIExpression(), !271)
  %232 = icmp ult i64 %230, %217, !dbg !409
  %233 = icmp ult i64 %231, %65, !dbg !398
  %234 = select i1 %232, i1 %233, i1 false, !dbg !398
  br i1 %234, label %219, label %235, !dbg !400, !llvm.loop !410

235:                                              ; preds = %186, %227, %205, %181
  %236 = phi i32 [ %214, %205 ], [ %180, %181 ], [ %214, %227 ], [ %195, %186 ]
  %237 = phi i64 [ %165, %205 ], [ %165, %181 ], [ %231, %227 ], [ %199, %186 ], !dbg !412
    #dbg_value(i64 %237, !135, !DIExpression(), !271)
  %238 = icmp ult i64 %237, %65, !dbg !413
  br i1 %238, label %164, label %255, !dbg !282, !llvm.loop !414

239:                                              ; preds = %115, %82
  %240 = phi i32 [ poison, %82 ], [ %133, %115 ]
  %241 = phi i64 [ 0, %82 ], [ %136, %115 ]
  %242 = phi i32 [ %83, %82 ], [ %133, %115 ]
  %243 = icmp eq i64 %84, 0, !dbg !279
  br i1 %243, label %253, label %244, !dbg !279

244:                                              ; preds = %239
    #dbg_value(i64 %241, !135, !DIExpression(), !271)
  %245 = shl i32 %242, 13, !dbg !309
  %246 = xor i32 %245, %242, !dbg !312
  %247 = lshr i32 %246, 17, !dbg !313
  %248 = xor i32 %247, %246, !dbg !314
  %249 = shl i32 %248, 5, !dbg !315
  %250 = xor i32 %249, %248, !dbg !316
  %251 = trunc i32 %250 to i8, !dbg !317
  %252 = getelementptr inbounds i8, ptr %66, i64 %241, !dbg !318
  store i8 %251, ptr %252, align 1, !dbg !319, !tbaa !320
    #dbg_value(i64 %241, !135, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !271)
  br label %253, !dbg !416

253:                                              ; preds = %244, %239, %94
  %254 = phi i32 [ %102, %94 ], [ %240, %239 ], [ %250, %244 ]
  store i32 %254, ptr @rs, align 4, !dbg !416, !tbaa !231
    #dbg_value(ptr %66, !418, !DIExpression(), !427)
    #dbg_value(i32 -1, !426, !DIExpression(), !427)
    #dbg_value(i64 %65, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
  br label %263, !dbg !429

255:                                              ; preds = %235
  store i32 %236, ptr @rs, align 4, !dbg !416, !tbaa !231
    #dbg_value(ptr %66, !418, !DIExpression(), !427)
    #dbg_value(i32 -1, !426, !DIExpression(), !427)
    #dbg_value(i64 %65, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
  br i1 %72, label %306, label %263, !dbg !429

256:                                              ; preds = %139, %76
  %257 = phi i64 [ 0, %76 ], [ %149, %139 ]
  %258 = icmp eq i64 %77, 0, !dbg !277
  br i1 %258, label %263, label %259, !dbg !277

259:                                              ; preds = %256
    #dbg_value(i64 %257, !135, !DIExpression(), !271)
  %260 = udiv i64 %257, 1000, !dbg !324
  %261 = trunc i64 %260 to i8, !dbg !326
  %262 = getelementptr inbounds i8, ptr %66, i64 %257, !dbg !327
  store i8 %261, ptr %262, align 1, !dbg !328, !tbaa !320
    #dbg_value(i64 %257, !135, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !271)
  br label %263, !dbg !429

263:                                              ; preds = %152, %259, %256, %253, %255
  %264 = and i64 %65, 1, !dbg !429
  %265 = icmp eq i64 %65, 1, !dbg !429
  br i1 %265, label %292, label %266, !dbg !429

266:                                              ; preds = %263
  %267 = and i64 %65, -2, !dbg !429
  br label %268, !dbg !429

268:                                              ; preds = %268, %266
  %269 = phi i32 [ -1, %266 ], [ %289, %268 ]
  %270 = phi ptr [ %66, %266 ], [ %281, %268 ]
  %271 = phi i64 [ 0, %266 ], [ %290, %268 ]
    #dbg_value(i32 %269, !426, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(), !427)
    #dbg_value(ptr %270, !418, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
  %272 = getelementptr inbounds i8, ptr %270, i64 1, !dbg !430
    #dbg_value(ptr %272, !418, !DIExpression(), !427)
  %273 = load i8, ptr %270, align 1, !dbg !431, !tbaa !320
  %274 = trunc i32 %269 to i8, !dbg !432
  %275 = xor i8 %273, %274, !dbg !432
  %276 = zext i8 %275 to i64, !dbg !433
  %277 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %276, !dbg !433
  %278 = load i32, ptr %277, align 4, !dbg !433, !tbaa !231
  %279 = lshr i32 %269, 8, !dbg !434
  %280 = xor i32 %278, %279, !dbg !435
    #dbg_value(i32 %280, !426, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !427)
  %281 = getelementptr inbounds i8, ptr %270, i64 2, !dbg !430
    #dbg_value(ptr %281, !418, !DIExpression(), !427)
  %282 = load i8, ptr %272, align 1, !dbg !431, !tbaa !320
  %283 = trunc i32 %280 to i8, !dbg !432
  %284 = xor i8 %282, %283, !dbg !432
  %285 = zext i8 %284 to i64, !dbg !433
  %286 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %285, !dbg !433
  %287 = load i32, ptr %286, align 4, !dbg !433, !tbaa !231
  %288 = lshr i32 %280, 8, !dbg !434
  %289 = xor i32 %287, %288, !dbg !435
    #dbg_value(i32 %289, !426, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
  %290 = add i64 %271, 2, !dbg !429
  %291 = icmp eq i64 %290, %267, !dbg !429
  br i1 %291, label %292, label %268, !dbg !429, !llvm.loop !436

292:                                              ; preds = %268, %263
  %293 = phi i32 [ poison, %263 ], [ %289, %268 ]
  %294 = phi i32 [ -1, %263 ], [ %289, %268 ]
  %295 = phi ptr [ %66, %263 ], [ %281, %268 ]
  %296 = icmp eq i64 %264, 0, !dbg !429
  br i1 %296, label %306, label %297, !dbg !429

297:                                              ; preds = %292
    #dbg_value(i32 %294, !426, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(), !427)
    #dbg_value(ptr %295, !418, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
    #dbg_value(ptr %295, !418, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !427)
  %298 = load i8, ptr %295, align 1, !dbg !431, !tbaa !320
  %299 = trunc i32 %294 to i8, !dbg !432
  %300 = xor i8 %298, %299, !dbg !432
  %301 = zext i8 %300 to i64, !dbg !433
  %302 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %301, !dbg !433
  %303 = load i32, ptr %302, align 4, !dbg !433, !tbaa !231
  %304 = lshr i32 %294, 8, !dbg !434
  %305 = xor i32 %303, %304, !dbg !435
    #dbg_value(i32 %305, !426, !DIExpression(), !427)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !427)
  br label %306

306:                                              ; preds = %297, %292, %91, %88, %81, %75, %74, %255
  %307 = phi i32 [ -1, %255 ], [ -1, %74 ], [ -1, %75 ], [ -1, %81 ], [ -1, %88 ], [ -1, %91 ], [ %293, %292 ], [ %305, %297 ], !dbg !438
    #dbg_value(i32 poison, !188, !DIExpression(), !264)
    #dbg_value(i32 0, !189, !DIExpression(), !439)
  %308 = shl i64 %65, 2
  %309 = add i64 %308, 4
    #dbg_value(i32 %63, !179, !DIExpression(), !209)
  %310 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i64 0, i64 %62
  %311 = uitofp i64 %65 to double
  %312 = and i64 %65, 1
  %313 = icmp eq i64 %65, 1
  %314 = and i64 %65, -2
  %315 = icmp eq i64 %312, 0
  br label %472, !dbg !440

316:                                              ; preds = %931
  %317 = icmp eq i64 %62, 1, !dbg !441
  %318 = select i1 %317, i64 4000, i64 12000, !dbg !442
    #dbg_value(i64 %318, !196, !DIExpression(), !264)
    #dbg_value(ptr %66, !443, !DIExpression(), !468)
    #dbg_value(i64 %318, !448, !DIExpression(), !468)
    #dbg_value(ptr %69, !449, !DIExpression(), !468)
    #dbg_value(i64 0, !450, !DIExpression(), !468)
    #dbg_value(i64 0, !451, !DIExpression(), !468)
  br label %319, !dbg !470

319:                                              ; preds = %316, %323
  %320 = phi i64 [ %389, %323 ], [ 0, %316 ]
  %321 = phi i64 [ %390, %323 ], [ 0, %316 ]
    #dbg_value(i64 %320, !450, !DIExpression(), !468)
    #dbg_value(i64 %321, !451, !DIExpression(), !468)
  %322 = add i64 %320, 1, !dbg !471
    #dbg_value(i64 %322, !450, !DIExpression(), !468)
    #dbg_value(i64 %320, !452, !DIExpression(), !472)
    #dbg_value(i8 0, !454, !DIExpression(), !472)
    #dbg_value(i32 0, !455, !DIExpression(), !473)
  br label %325, !dbg !474

323:                                              ; preds = %386
  %324 = getelementptr inbounds i8, ptr %69, i64 %320, !dbg !475
  store i8 %387, ptr %324, align 1, !dbg !476, !tbaa !320
    #dbg_value(i64 %389, !450, !DIExpression(), !468)
    #dbg_value(i64 %390, !451, !DIExpression(), !468)
  br i1 %393, label %319, label %395, !dbg !470, !llvm.loop !477

325:                                              ; preds = %386, %319
  %326 = phi i64 [ %322, %319 ], [ %389, %386 ]
  %327 = phi i64 [ %321, %319 ], [ %390, %386 ]
  %328 = phi i32 [ 0, %319 ], [ %391, %386 ]
  %329 = phi i8 [ 0, %319 ], [ %387, %386 ]
    #dbg_value(i64 %326, !450, !DIExpression(), !468)
    #dbg_value(i64 %327, !451, !DIExpression(), !468)
    #dbg_value(i32 %328, !455, !DIExpression(), !473)
    #dbg_value(i8 %329, !454, !DIExpression(), !472)
    #dbg_value(i64 0, !457, !DIExpression(), !479)
    #dbg_value(i64 0, !460, !DIExpression(), !479)
  %330 = sub i64 %318, %327, !dbg !480
  %331 = tail call i64 @llvm.umin.i64(i64 %330, i64 18), !dbg !481
    #dbg_value(i64 %331, !461, !DIExpression(), !479)
  %332 = tail call i64 @llvm.usub.sat.i64(i64 %327, i64 4095), !dbg !482
    #dbg_value(i64 %332, !462, !DIExpression(), !479)
    #dbg_value(i64 %332, !463, !DIExpression(), !483)
  %333 = icmp ult i64 %332, %327, !dbg !484
  br i1 %333, label %334, label %381, !dbg !485

334:                                              ; preds = %325
  %335 = icmp eq i64 %327, %318
  %336 = getelementptr i8, ptr %66, i64 %327
  %337 = tail call i64 @llvm.umax.i64(i64 %331, i64 1), !dbg !485
  br label %338, !dbg !485

338:                                              ; preds = %359, %334
  %339 = phi i64 [ %332, %334 ], [ %362, %359 ]
  %340 = phi i64 [ 0, %334 ], [ %360, %359 ]
  %341 = phi i64 [ 0, %334 ], [ %361, %359 ]
    #dbg_value(i64 %339, !463, !DIExpression(), !483)
    #dbg_value(i64 %340, !460, !DIExpression(), !479)
    #dbg_value(i64 %341, !457, !DIExpression(), !479)
  %342 = getelementptr i8, ptr %66, i64 %339, !dbg !486
    #dbg_value(i64 0, !465, !DIExpression(), !487)
  br i1 %335, label %359, label %343, !dbg !488

343:                                              ; preds = %338, %350
  %344 = phi i64 [ %351, %350 ], [ 0, %338 ]
    #dbg_value(i64 %344, !465, !DIExpression(), !487)
  %345 = getelementptr i8, ptr %342, i64 %344, !dbg !486
  %346 = load i8, ptr %345, align 1, !dbg !486, !tbaa !320
  %347 = getelementptr i8, ptr %336, i64 %344, !dbg !489
  %348 = load i8, ptr %347, align 1, !dbg !489, !tbaa !320
  %349 = icmp eq i8 %346, %348, !dbg !490
  br i1 %349, label %350, label %353, !dbg !491

350:                                              ; preds = %343
  %351 = add nuw nsw i64 %344, 1, !dbg !492
    #dbg_value(i64 %351, !465, !DIExpression(), !487)
  %352 = icmp eq i64 %351, %337, !dbg !493
  br i1 %352, label %353, label %343, !dbg !488, !llvm.loop !494

353:                                              ; preds = %350, %343
  %354 = phi i64 [ %344, %343 ], [ %337, %350 ], !dbg !495
  %355 = icmp ugt i64 %354, %341, !dbg !496
  br i1 %355, label %356, label %359, !dbg !498

356:                                              ; preds = %353
    #dbg_value(i64 %354, !457, !DIExpression(), !479)
  %357 = sub nsw i64 %327, %339, !dbg !499
    #dbg_value(i64 %357, !460, !DIExpression(), !479)
  %358 = icmp eq i64 %354, %331, !dbg !501
  br i1 %358, label %364, label %359

359:                                              ; preds = %356, %353, %338
  %360 = phi i64 [ %357, %356 ], [ %340, %353 ], [ %340, %338 ]
  %361 = phi i64 [ %354, %356 ], [ %341, %353 ], [ %341, %338 ]
  %362 = add i64 %339, 1, !dbg !503
    #dbg_value(i64 %362, !463, !DIExpression(), !483)
    #dbg_value(i64 %360, !460, !DIExpression(), !479)
    #dbg_value(i64 %361, !457, !DIExpression(), !479)
  %363 = icmp eq i64 %362, %327, !dbg !484
  br i1 %363, label %364, label %338, !dbg !485, !llvm.loop !504

364:                                              ; preds = %359, %356
  %365 = phi i64 [ %331, %356 ], [ %361, %359 ], !dbg !479
  %366 = phi i64 [ %357, %356 ], [ %360, %359 ], !dbg !479
    #dbg_value(i64 %366, !460, !DIExpression(), !479)
    #dbg_value(i64 %365, !457, !DIExpression(), !479)
  %367 = icmp ugt i64 %365, 2, !dbg !506
  br i1 %367, label %368, label %381, !dbg !508

368:                                              ; preds = %364
  %369 = shl nuw nsw i32 1, %328, !dbg !509
  %370 = trunc nuw i32 %369 to i8, !dbg !511
  %371 = or i8 %329, %370, !dbg !511
    #dbg_value(i8 %371, !454, !DIExpression(), !472)
  %372 = lshr i64 %366, 4, !dbg !512
  %373 = trunc i64 %372 to i8, !dbg !513
    #dbg_value(i64 %326, !450, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !468)
  %374 = getelementptr inbounds i8, ptr %69, i64 %326, !dbg !514
  store i8 %373, ptr %374, align 1, !dbg !515, !tbaa !320
  %375 = shl i64 %366, 4, !dbg !516
  %376 = add i64 %365, 253, !dbg !517
  %377 = or i64 %375, %376, !dbg !518
  %378 = trunc i64 %377 to i8, !dbg !519
  %379 = add i64 %326, 2, !dbg !520
    #dbg_value(i64 %379, !450, !DIExpression(), !468)
  %380 = getelementptr i8, ptr %374, i64 1, !dbg !521
  store i8 %378, ptr %380, align 1, !dbg !522, !tbaa !320
    #dbg_value(!DIArgList(i64 %327, i64 %365), !451, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !468)
  br label %386, !dbg !523

381:                                              ; preds = %364, %325
    #dbg_value(i64 %327, !451, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !468)
  %382 = getelementptr inbounds i8, ptr %66, i64 %327, !dbg !524
  %383 = load i8, ptr %382, align 1, !dbg !524, !tbaa !320
  %384 = add i64 %326, 1, !dbg !525
    #dbg_value(i64 %384, !450, !DIExpression(), !468)
  %385 = getelementptr inbounds i8, ptr %69, i64 %326, !dbg !526
  store i8 %383, ptr %385, align 1, !dbg !527, !tbaa !320
  br label %386

386:                                              ; preds = %381, %368
  %387 = phi i8 [ %371, %368 ], [ %329, %381 ], !dbg !472
  %388 = phi i64 [ %365, %368 ], [ 1, %381 ]
  %389 = phi i64 [ %379, %368 ], [ %384, %381 ], !dbg !528
  %390 = add i64 %388, %327, !dbg !528
    #dbg_value(i64 %389, !450, !DIExpression(), !468)
    #dbg_value(i64 %390, !451, !DIExpression(), !468)
    #dbg_value(i8 %387, !454, !DIExpression(), !472)
  %391 = add nuw nsw i32 %328, 1, !dbg !529
    #dbg_value(i32 %391, !455, !DIExpression(), !473)
  %392 = icmp ult i32 %328, 7, !dbg !530
  %393 = icmp ult i64 %390, %318, !dbg !531
  %394 = and i1 %392, %393, !dbg !531
  br i1 %394, label %325, label %323, !dbg !474, !llvm.loop !532

395:                                              ; preds = %323
    #dbg_value(i64 %389, !197, !DIExpression(), !264)
    #dbg_value(ptr %69, !534, !DIExpression(), !553)
    #dbg_value(i64 %389, !537, !DIExpression(), !553)
    #dbg_value(ptr %71, !538, !DIExpression(), !553)
    #dbg_value(i64 0, !539, !DIExpression(), !553)
    #dbg_value(i64 0, !540, !DIExpression(), !553)
  %396 = icmp eq i64 %389, 0, !dbg !555
  br i1 %396, label %938, label %401, !dbg !556

397:                                              ; preds = %463, %401
  %398 = phi i64 [ %403, %401 ], [ %464, %463 ], !dbg !557
  %399 = phi i64 [ %404, %401 ], [ %465, %463 ], !dbg !558
    #dbg_value(i64 %399, !539, !DIExpression(), !553)
    #dbg_value(i64 %398, !540, !DIExpression(), !553)
  %400 = icmp ult i64 %399, %389, !dbg !555
  br i1 %400, label %401, label %470, !dbg !556, !llvm.loop !559

401:                                              ; preds = %395, %397
  %402 = phi i64 [ %399, %397 ], [ 0, %395 ]
  %403 = phi i64 [ %398, %397 ], [ 0, %395 ]
    #dbg_value(i64 %402, !539, !DIExpression(), !553)
    #dbg_value(i64 %403, !540, !DIExpression(), !553)
  %404 = add nuw i64 %402, 1, !dbg !561
    #dbg_value(i8 poison, !541, !DIExpression(), !558)
    #dbg_value(i32 0, !543, !DIExpression(), !562)
    #dbg_value(i64 %404, !539, !DIExpression(), !553)
  %405 = icmp ult i64 %404, %389, !dbg !563
  br i1 %405, label %406, label %397, !dbg !564

406:                                              ; preds = %401
  %407 = getelementptr inbounds i8, ptr %69, i64 %402, !dbg !565
  %408 = load i8, ptr %407, align 1, !dbg !565, !tbaa !320
    #dbg_value(i8 %408, !541, !DIExpression(), !558)
  %409 = zext i8 %408 to i32
  br label %410, !dbg !564

410:                                              ; preds = %463, %406
  %411 = phi i64 [ %404, %406 ], [ %465, %463 ]
  %412 = phi i64 [ %403, %406 ], [ %464, %463 ]
  %413 = phi i32 [ 0, %406 ], [ %466, %463 ]
    #dbg_value(i64 %411, !539, !DIExpression(), !553)
    #dbg_value(i64 %412, !540, !DIExpression(), !553)
    #dbg_value(i32 %413, !543, !DIExpression(), !562)
  %414 = shl nuw nsw i32 1, %413, !dbg !566
  %415 = and i32 %414, %409, !dbg !567
  %416 = icmp eq i32 %415, 0, !dbg !567
  br i1 %416, label %454, label %417, !dbg !568

417:                                              ; preds = %410
  %418 = getelementptr inbounds i8, ptr %69, i64 %411, !dbg !569
  %419 = load i8, ptr %418, align 1, !dbg !569, !tbaa !320
  %420 = zext i8 %419 to i64, !dbg !570
  %421 = mul nsw i64 %420, -16, !dbg !571
  %422 = getelementptr i8, ptr %418, i64 1, !dbg !572
  %423 = load i8, ptr %422, align 1, !dbg !572, !tbaa !320
  %424 = zext i8 %423 to i32, !dbg !572
  %425 = lshr i32 %424, 4, !dbg !573
  %426 = zext nneg i32 %425 to i64, !dbg !574
    #dbg_value(i64 %430, !545, !DIExpression(), !575)
  %427 = and i32 %424, 15, !dbg !576
  %428 = add nuw nsw i32 %427, 3, !dbg !577
  %429 = zext nneg i32 %428 to i64, !dbg !578
    #dbg_value(i64 %429, !550, !DIExpression(), !575)
    #dbg_value(i64 %462, !539, !DIExpression(), !553)
    #dbg_value(i64 0, !551, !DIExpression(), !579)
  %430 = sub nsw i64 %421, %426
    #dbg_value(i64 %412, !540, !DIExpression(), !553)
  %431 = getelementptr i8, ptr %71, i64 %430
  %432 = icmp ult i32 %427, 13, !dbg !580
  %433 = icmp eq i8 %419, 0, !dbg !580
  %434 = select i1 %432, i1 true, i1 %433, !dbg !580
  br i1 %434, label %442, label %435, !dbg !580

435:                                              ; preds = %417
  %436 = and i64 %429, 16, !dbg !580
  %437 = add i64 %412, %436, !dbg !580
  %438 = getelementptr i8, ptr %431, i64 %412, !dbg !581
  %439 = load <16 x i8>, ptr %438, align 1, !dbg !581, !tbaa !320
  %440 = getelementptr inbounds i8, ptr %71, i64 %412, !dbg !583
  store <16 x i8> %439, ptr %440, align 1, !dbg !584, !tbaa !320
  %441 = icmp eq i64 %436, %429, !dbg !580
  br i1 %441, label %460, label %442, !dbg !580

442:                                              ; preds = %435, %417
  %443 = phi i64 [ 0, %417 ], [ %436, %435 ]
  %444 = phi i64 [ %412, %417 ], [ %437, %435 ]
  br label %445, !dbg !580

445:                                              ; preds = %442, %445
  %446 = phi i64 [ %451, %445 ], [ %443, %442 ]
  %447 = phi i64 [ %452, %445 ], [ %444, %442 ]
    #dbg_value(i64 %446, !551, !DIExpression(), !579)
    #dbg_value(i64 %447, !540, !DIExpression(), !553)
  %448 = getelementptr i8, ptr %431, i64 %447, !dbg !581
  %449 = load i8, ptr %448, align 1, !dbg !581, !tbaa !320
  %450 = getelementptr inbounds i8, ptr %71, i64 %447, !dbg !583
  store i8 %449, ptr %450, align 1, !dbg !584, !tbaa !320
  %451 = add nuw nsw i64 %446, 1, !dbg !585
    #dbg_value(i64 %451, !551, !DIExpression(), !579)
  %452 = add i64 %447, 1, !dbg !586
    #dbg_value(i64 %452, !540, !DIExpression(), !553)
  %453 = icmp eq i64 %451, %429, !dbg !587
  br i1 %453, label %460, label %445, !dbg !580, !llvm.loop !588

454:                                              ; preds = %410
  %455 = add nuw i64 %411, 1, !dbg !590
    #dbg_value(i64 %455, !539, !DIExpression(), !553)
  %456 = getelementptr inbounds i8, ptr %69, i64 %411, !dbg !591
  %457 = load i8, ptr %456, align 1, !dbg !591, !tbaa !320
  %458 = add i64 %412, 1, !dbg !592
    #dbg_value(i64 %458, !540, !DIExpression(), !553)
  %459 = getelementptr inbounds i8, ptr %71, i64 %412, !dbg !593
  store i8 %457, ptr %459, align 1, !dbg !594, !tbaa !320
  br label %463

460:                                              ; preds = %445, %435
  %461 = phi i64 [ %437, %435 ], [ %452, %445 ], !dbg !586
  %462 = add i64 %411, 2, !dbg !595
  br label %463, !dbg !596

463:                                              ; preds = %460, %454
  %464 = phi i64 [ %458, %454 ], [ %461, %460 ], !dbg !553
  %465 = phi i64 [ %455, %454 ], [ %462, %460 ], !dbg !597
    #dbg_value(i64 %465, !539, !DIExpression(), !553)
    #dbg_value(i64 %464, !540, !DIExpression(), !553)
  %466 = add nuw nsw i32 %413, 1, !dbg !596
    #dbg_value(i32 %466, !543, !DIExpression(), !562)
  %467 = icmp ult i32 %413, 7, !dbg !598
  %468 = icmp ult i64 %465, %389, !dbg !563
  %469 = select i1 %467, i1 %468, i1 false, !dbg !563
  br i1 %469, label %410, label %397, !dbg !564, !llvm.loop !599

470:                                              ; preds = %397
    #dbg_value(i64 %398, !198, !DIExpression(), !264)
  %471 = icmp eq i64 %398, %318, !dbg !601
  br i1 %471, label %935, label %938, !dbg !602

472:                                              ; preds = %306, %931
  %473 = phi i32 [ %63, %306 ], [ %878, %931 ]
  %474 = phi i1 [ true, %306 ], [ false, %931 ]
    #dbg_value(i32 %473, !179, !DIExpression(), !209)
    #dbg_value(i32 poison, !189, !DIExpression(), !439)
  %475 = select i1 %474, i32 8, i32 64, !dbg !603
    #dbg_value(ptr %66, !604, !DIExpression(), !638)
    #dbg_value(i64 %65, !609, !DIExpression(), !638)
    #dbg_value(ptr %69, !610, !DIExpression(), !638)
    #dbg_value(i32 poison, !611, !DIExpression(), !638)
    #dbg_value(i32 %475, !612, !DIExpression(), !638)
  %476 = tail call noalias dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #12, !dbg !640
    #dbg_value(ptr %476, !613, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !638)
  %477 = tail call noalias ptr @malloc(i64 noundef %309) #12, !dbg !641
    #dbg_value(ptr %477, !613, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !638)
    #dbg_value(i64 0, !620, !DIExpression(), !642)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %476, i8 -1, i64 65536, i1 false), !dbg !643, !tbaa !231
    #dbg_value(i64 poison, !620, !DIExpression(), !642)
    #dbg_value(i64 0, !624, !DIExpression(), !638)
    #dbg_value(i64 0, !623, !DIExpression(), !638)
    #dbg_value(i64 0, !622, !DIExpression(), !638)
  br i1 %72, label %799, label %478, !dbg !645

478:                                              ; preds = %472, %794
  %479 = phi i64 [ %797, %794 ], [ 0, %472 ]
  %480 = phi i64 [ %796, %794 ], [ 0, %472 ]
  %481 = phi i64 [ %795, %794 ], [ 0, %472 ]
    #dbg_value(i64 %479, !624, !DIExpression(), !638)
    #dbg_value(i64 %480, !623, !DIExpression(), !638)
    #dbg_value(i64 %481, !622, !DIExpression(), !638)
    #dbg_value(ptr %66, !646, !DIExpression(), !667)
    #dbg_value(i64 %65, !654, !DIExpression(), !667)
    #dbg_value(i64 %480, !655, !DIExpression(), !667)
    #dbg_value(ptr undef, !656, !DIExpression(), !667)
    #dbg_value(i32 %475, !657, !DIExpression(), !667)
    #dbg_value(ptr undef, !658, !DIExpression(), !667)
    #dbg_value(ptr undef, !659, !DIExpression(), !667)
    #dbg_value(i64 0, !625, !DIExpression(), !669)
    #dbg_value(i64 0, !627, !DIExpression(), !669)
  %482 = add i64 %480, 4, !dbg !670
  %483 = icmp ugt i64 %482, %65, !dbg !672
  br i1 %483, label %792, label %484, !dbg !673

484:                                              ; preds = %478
  %485 = getelementptr i8, ptr %66, i64 %480, !dbg !674
    #dbg_value(ptr %485, !675, !DIExpression(), !681)
  %486 = load i32, ptr %485, align 1, !dbg !683
    #dbg_value(i32 %486, !680, !DIExpression(), !681)
  %487 = mul i32 %486, -1640531535, !dbg !684
  %488 = lshr i32 %487, 18, !dbg !685
  %489 = zext nneg i32 %488 to i64, !dbg !686
  %490 = getelementptr inbounds i32, ptr %476, i64 %489, !dbg !686
    #dbg_value(i32 poison, !660, !DIExpression(), !667)
  %491 = sub i64 %65, %480, !dbg !687
  %492 = tail call i64 @llvm.umin.i64(i64 %491, i64 258), !dbg !688
    #dbg_value(i64 %492, !661, !DIExpression(), !667)
  %493 = load i32, ptr %490, align 4, !dbg !689, !tbaa !231
  %494 = icmp sgt i32 %493, -1, !dbg !690
  br i1 %494, label %495, label %789, !dbg !691

495:                                              ; preds = %484
  %496 = tail call i64 @llvm.umax.i64(i64 %492, i64 1), !dbg !691
  br label %497, !dbg !691

497:                                              ; preds = %533, %495
  %498 = phi i64 [ 0, %495 ], [ %534, %533 ], !dbg !692
  %499 = phi i64 [ 0, %495 ], [ %535, %533 ], !dbg !693
  %500 = phi i32 [ %493, %495 ], [ %537, %533 ]
  %501 = phi i32 [ %475, %495 ], [ %502, %533 ]
    #dbg_value(i64 %499, !627, !DIExpression(), !669)
    #dbg_value(i64 %498, !625, !DIExpression(), !669)
    #dbg_value(i32 %501, !657, !DIExpression(), !667)
  %502 = add nsw i32 %501, -1, !dbg !694
    #dbg_value(i32 %502, !657, !DIExpression(), !667)
  %503 = icmp sgt i32 %501, 0, !dbg !695
  br i1 %503, label %504, label %539, !dbg !696

504:                                              ; preds = %497
  %505 = zext nneg i32 %500 to i64, !dbg !697
  %506 = sub i64 %480, %505, !dbg !698
    #dbg_value(i64 %506, !662, !DIExpression(), !699)
  %507 = icmp ugt i64 %506, 32768, !dbg !700
  br i1 %507, label %539, label %508, !dbg !702

508:                                              ; preds = %504
  %509 = trunc i64 %498 to i32, !dbg !703
  %510 = add nsw i32 %500, %509, !dbg !704
  %511 = sext i32 %510 to i64, !dbg !705
  %512 = getelementptr inbounds i8, ptr %66, i64 %511, !dbg !705
  %513 = load i8, ptr %512, align 1, !dbg !705, !tbaa !320
  %514 = getelementptr i8, ptr %485, i64 %498, !dbg !706
  %515 = load i8, ptr %514, align 1, !dbg !706, !tbaa !320
  %516 = icmp eq i8 %513, %515, !dbg !707
  br i1 %516, label %517, label %533, !dbg !708

517:                                              ; preds = %508, %525
  %518 = phi i64 [ %526, %525 ], [ 0, %508 ]
    #dbg_value(i64 %518, !664, !DIExpression(), !709)
  %519 = getelementptr i8, ptr %66, i64 %518, !dbg !710
  %520 = getelementptr i8, ptr %519, i64 %505, !dbg !710
  %521 = load i8, ptr %520, align 1, !dbg !710, !tbaa !320
  %522 = getelementptr i8, ptr %519, i64 %480, !dbg !711
  %523 = load i8, ptr %522, align 1, !dbg !711, !tbaa !320
  %524 = icmp eq i8 %521, %523, !dbg !712
  br i1 %524, label %525, label %528, !dbg !713

525:                                              ; preds = %517
  %526 = add nuw nsw i64 %518, 1, !dbg !714
    #dbg_value(i64 %526, !664, !DIExpression(), !709)
  %527 = icmp eq i64 %526, %496, !dbg !715
  br i1 %527, label %528, label %517, !dbg !716, !llvm.loop !717

528:                                              ; preds = %525, %517
  %529 = phi i64 [ %518, %517 ], [ %496, %525 ], !dbg !718
  %530 = icmp ugt i64 %529, %498, !dbg !719
  br i1 %530, label %531, label %533, !dbg !721

531:                                              ; preds = %528
    #dbg_value(i64 %529, !625, !DIExpression(), !669)
    #dbg_value(i64 %506, !627, !DIExpression(), !669)
  %532 = icmp eq i64 %529, %492, !dbg !722
  br i1 %532, label %539, label %533, !dbg !725

533:                                              ; preds = %531, %528, %508
  %534 = phi i64 [ %498, %508 ], [ %529, %531 ], [ %498, %528 ], !dbg !667
  %535 = phi i64 [ %499, %508 ], [ %506, %531 ], [ %499, %528 ], !dbg !667
    #dbg_value(i64 %535, !627, !DIExpression(), !669)
    #dbg_value(i64 %534, !625, !DIExpression(), !669)
  %536 = getelementptr inbounds i32, ptr %477, i64 %505, !dbg !726
    #dbg_value(i32 poison, !660, !DIExpression(), !667)
  %537 = load i32, ptr %536, align 4, !dbg !689, !tbaa !231
    #dbg_value(i32 %502, !657, !DIExpression(), !667)
    #dbg_value(i32 %537, !660, !DIExpression(), !667)
  %538 = icmp sgt i32 %537, -1, !dbg !690
  br i1 %538, label %497, label %539, !dbg !691

539:                                              ; preds = %533, %531, %504, %497
  %540 = phi i64 [ %498, %504 ], [ %534, %533 ], [ %492, %531 ], [ %498, %497 ], !dbg !667
  %541 = phi i64 [ %499, %504 ], [ %535, %533 ], [ %506, %531 ], [ %499, %497 ], !dbg !667
    #dbg_value(i64 %541, !627, !DIExpression(), !669)
    #dbg_value(i64 %540, !625, !DIExpression(), !669)
  %542 = icmp ult i64 %540, 4, !dbg !727
  br i1 %542, label %789, label %543, !dbg !729

543:                                              ; preds = %539
    #dbg_value(i64 %540, !625, !DIExpression(), !669)
  br i1 %474, label %700, label %544, !dbg !730

544:                                              ; preds = %543
  %545 = add i64 %480, 1, !dbg !731
  %546 = icmp ult i64 %545, %65, !dbg !732
  br i1 %546, label %547, label %700, !dbg !733

547:                                              ; preds = %544
    #dbg_value(ptr %66, !734, !DIExpression(), !746)
    #dbg_value(i64 %65, !740, !DIExpression(), !746)
    #dbg_value(i64 %480, !741, !DIExpression(), !746)
    #dbg_value(ptr undef, !742, !DIExpression(), !746)
    #dbg_value(ptr %485, !675, !DIExpression(), !748)
    #dbg_value(i32 %486, !680, !DIExpression(), !748)
    #dbg_value(i32 %488, !743, !DIExpression(), !750)
  %548 = getelementptr inbounds i32, ptr %477, i64 %480, !dbg !751
  store i32 %493, ptr %548, align 4, !dbg !752, !tbaa !231
  %549 = trunc i64 %480 to i32, !dbg !753
  store i32 %549, ptr %490, align 4, !dbg !754, !tbaa !231
    #dbg_value(ptr %66, !646, !DIExpression(), !755)
    #dbg_value(i64 %65, !654, !DIExpression(), !755)
    #dbg_value(i64 %545, !655, !DIExpression(), !755)
    #dbg_value(ptr undef, !656, !DIExpression(), !755)
    #dbg_value(i32 %475, !657, !DIExpression(), !755)
    #dbg_value(ptr undef, !658, !DIExpression(), !755)
    #dbg_value(ptr undef, !659, !DIExpression(), !755)
    #dbg_value(i64 0, !628, !DIExpression(), !757)
    #dbg_value(i64 0, !631, !DIExpression(), !757)
  %550 = add i64 %480, 5, !dbg !758
  %551 = icmp ugt i64 %550, %65, !dbg !759
  br i1 %551, label %611, label %552, !dbg !760

552:                                              ; preds = %547
  %553 = getelementptr i8, ptr %66, i64 %545, !dbg !761
    #dbg_value(ptr %553, !675, !DIExpression(), !762)
  %554 = load i32, ptr %553, align 1, !dbg !764
    #dbg_value(i32 %554, !680, !DIExpression(), !762)
  %555 = mul i32 %554, -1640531535, !dbg !765
  %556 = lshr i32 %555, 18, !dbg !766
  %557 = zext nneg i32 %556 to i64, !dbg !767
  %558 = getelementptr inbounds i32, ptr %476, i64 %557, !dbg !767
    #dbg_value(i32 poison, !660, !DIExpression(), !755)
  %559 = sub i64 %65, %545, !dbg !768
  %560 = tail call i64 @llvm.umin.i64(i64 %559, i64 258), !dbg !769
    #dbg_value(i64 %560, !661, !DIExpression(), !755)
  %561 = load i32, ptr %558, align 4, !dbg !770, !tbaa !231
  %562 = icmp sgt i32 %561, -1, !dbg !771
  br i1 %562, label %563, label %611, !dbg !772

563:                                              ; preds = %552
  %564 = tail call i64 @llvm.umax.i64(i64 %560, i64 1), !dbg !772
  br label %565, !dbg !772

565:                                              ; preds = %600, %563
  %566 = phi i64 [ 0, %563 ], [ %601, %600 ], !dbg !773
  %567 = phi i32 [ %561, %563 ], [ %603, %600 ]
  %568 = phi i32 [ 64, %563 ], [ %569, %600 ]
    #dbg_value(i64 %566, !628, !DIExpression(), !757)
    #dbg_value(i32 %568, !657, !DIExpression(), !755)
  %569 = add nsw i32 %568, -1, !dbg !774
    #dbg_value(i32 %569, !657, !DIExpression(), !755)
  %570 = icmp eq i32 %568, 0, !dbg !775
  br i1 %570, label %605, label %571, !dbg !776

571:                                              ; preds = %565
  %572 = zext nneg i32 %567 to i64, !dbg !777
  %573 = sub i64 %545, %572, !dbg !778
    #dbg_value(i64 %573, !662, !DIExpression(), !779)
  %574 = icmp ugt i64 %573, 32768, !dbg !780
  br i1 %574, label %605, label %575, !dbg !781

575:                                              ; preds = %571
  %576 = trunc i64 %566 to i32, !dbg !782
  %577 = add nsw i32 %567, %576, !dbg !783
  %578 = sext i32 %577 to i64, !dbg !784
  %579 = getelementptr inbounds i8, ptr %66, i64 %578, !dbg !784
  %580 = load i8, ptr %579, align 1, !dbg !784, !tbaa !320
  %581 = getelementptr i8, ptr %553, i64 %566, !dbg !785
  %582 = load i8, ptr %581, align 1, !dbg !785, !tbaa !320
  %583 = icmp eq i8 %580, %582, !dbg !786
  br i1 %583, label %584, label %600, !dbg !787

584:                                              ; preds = %575, %592
  %585 = phi i64 [ %593, %592 ], [ 0, %575 ]
    #dbg_value(i64 %585, !664, !DIExpression(), !788)
  %586 = getelementptr i8, ptr %66, i64 %585, !dbg !789
  %587 = getelementptr i8, ptr %586, i64 %572, !dbg !789
  %588 = load i8, ptr %587, align 1, !dbg !789, !tbaa !320
  %589 = getelementptr i8, ptr %586, i64 %545, !dbg !790
  %590 = load i8, ptr %589, align 1, !dbg !790, !tbaa !320
  %591 = icmp eq i8 %588, %590, !dbg !791
  br i1 %591, label %592, label %595, !dbg !792

592:                                              ; preds = %584
  %593 = add nuw nsw i64 %585, 1, !dbg !793
    #dbg_value(i64 %593, !664, !DIExpression(), !788)
  %594 = icmp eq i64 %593, %564, !dbg !794
  br i1 %594, label %595, label %584, !dbg !795, !llvm.loop !796

595:                                              ; preds = %592, %584
  %596 = phi i64 [ %585, %584 ], [ %564, %592 ], !dbg !797
  %597 = icmp ugt i64 %596, %566, !dbg !798
  br i1 %597, label %598, label %600, !dbg !799

598:                                              ; preds = %595
    #dbg_value(i64 %596, !628, !DIExpression(), !757)
    #dbg_value(i64 %573, !631, !DIExpression(), !757)
  %599 = icmp eq i64 %596, %560, !dbg !800
  br i1 %599, label %605, label %600, !dbg !801

600:                                              ; preds = %598, %595, %575
  %601 = phi i64 [ %566, %575 ], [ %596, %598 ], [ %566, %595 ], !dbg !755
    #dbg_value(i64 %601, !628, !DIExpression(), !757)
  %602 = getelementptr inbounds i32, ptr %477, i64 %572, !dbg !802
    #dbg_value(i32 poison, !660, !DIExpression(), !755)
  %603 = load i32, ptr %602, align 4, !dbg !770, !tbaa !231
    #dbg_value(i32 %569, !657, !DIExpression(), !755)
    #dbg_value(i32 %603, !660, !DIExpression(), !755)
  %604 = icmp sgt i32 %603, -1, !dbg !771
  br i1 %604, label %565, label %605, !dbg !772

605:                                              ; preds = %600, %598, %571, %565
  %606 = phi i64 [ %566, %571 ], [ %601, %600 ], [ %560, %598 ], [ %566, %565 ], !dbg !755
    #dbg_value(i64 %606, !628, !DIExpression(), !757)
  %607 = icmp ugt i64 %606, 3, !dbg !803
  %608 = add i64 %540, 1
  %609 = icmp ugt i64 %606, %608
  %610 = and i1 %607, %609, !dbg !804
  br i1 %610, label %794, label %611, !dbg !804, !llvm.loop !805

611:                                              ; preds = %605, %552, %547
  %612 = icmp ugt i64 %480, %479, !dbg !807
  br i1 %612, label %613, label %638, !dbg !809

613:                                              ; preds = %611
    #dbg_value(i64 %481, !622, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !638)
  %614 = getelementptr i8, ptr %69, i64 %481, !dbg !810
  store i8 0, ptr %614, align 1, !dbg !812, !tbaa !320
  %615 = getelementptr i8, ptr %614, i64 1, !dbg !813
  %616 = sub i64 %480, %479, !dbg !814
  %617 = trunc i64 %616 to i32, !dbg !815
    #dbg_value(ptr %615, !816, !DIExpression(), !823)
    #dbg_value(i32 %617, !821, !DIExpression(), !823)
    #dbg_value(i64 0, !822, !DIExpression(), !823)
  %618 = icmp ugt i32 %617, 127, !dbg !825
  br i1 %618, label %619, label %628, !dbg !826

619:                                              ; preds = %613, %619
  %620 = phi i64 [ %624, %619 ], [ 0, %613 ]
  %621 = phi i32 [ %626, %619 ], [ %617, %613 ]
    #dbg_value(i64 %620, !822, !DIExpression(), !823)
    #dbg_value(i32 %621, !821, !DIExpression(), !823)
  %622 = trunc i32 %621 to i8, !dbg !827
  %623 = or i8 %622, -128, !dbg !827
  %624 = add nuw nsw i64 %620, 1, !dbg !829
    #dbg_value(i64 %624, !822, !DIExpression(), !823)
  %625 = getelementptr inbounds i8, ptr %615, i64 %620, !dbg !830
  store i8 %623, ptr %625, align 1, !dbg !831, !tbaa !320
  %626 = lshr i32 %621, 7, !dbg !832
    #dbg_value(i32 %626, !821, !DIExpression(), !823)
  %627 = icmp ugt i32 %621, 16383, !dbg !825
  br i1 %627, label %619, label %628, !dbg !826, !llvm.loop !833

628:                                              ; preds = %619, %613
  %629 = phi i32 [ %617, %613 ], [ %626, %619 ]
  %630 = phi i64 [ 0, %613 ], [ %624, %619 ], !dbg !835
  %631 = trunc nuw nsw i32 %629 to i8, !dbg !836
    #dbg_value(i64 poison, !822, !DIExpression(), !823)
  %632 = getelementptr inbounds i8, ptr %615, i64 %630, !dbg !837
  store i8 %631, ptr %632, align 1, !dbg !838, !tbaa !320
  %633 = add i64 %481, 2, !dbg !839
  %634 = add i64 %633, %630, !dbg !840
    #dbg_value(i64 %634, !622, !DIExpression(), !638)
  %635 = getelementptr inbounds i8, ptr %69, i64 %634, !dbg !841
  %636 = getelementptr inbounds i8, ptr %66, i64 %479, !dbg !842
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %635, ptr readonly align 1 %636, i64 %616, i1 false), !dbg !843
  %637 = add i64 %634, %616, !dbg !844
    #dbg_value(i64 %637, !622, !DIExpression(), !638)
  br label %638, !dbg !845

638:                                              ; preds = %628, %611
  %639 = phi i64 [ %637, %628 ], [ %481, %611 ], !dbg !638
    #dbg_value(i64 %639, !622, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !638)
  %640 = getelementptr i8, ptr %69, i64 %639, !dbg !846
  store i8 1, ptr %640, align 1, !dbg !847, !tbaa !320
  %641 = getelementptr i8, ptr %640, i64 1, !dbg !848
  %642 = trunc i64 %540 to i32, !dbg !849
  %643 = add i32 %642, -4, !dbg !849
    #dbg_value(ptr %641, !816, !DIExpression(), !850)
    #dbg_value(i32 %643, !821, !DIExpression(), !850)
    #dbg_value(i64 0, !822, !DIExpression(), !850)
  %644 = icmp ugt i32 %643, 127, !dbg !852
  br i1 %644, label %645, label %654, !dbg !853

645:                                              ; preds = %638, %645
  %646 = phi i64 [ %650, %645 ], [ 0, %638 ]
  %647 = phi i32 [ %652, %645 ], [ %643, %638 ]
    #dbg_value(i64 %646, !822, !DIExpression(), !850)
    #dbg_value(i32 %647, !821, !DIExpression(), !850)
  %648 = trunc i32 %647 to i8, !dbg !854
  %649 = or i8 %648, -128, !dbg !854
  %650 = add nuw nsw i64 %646, 1, !dbg !855
    #dbg_value(i64 %650, !822, !DIExpression(), !850)
  %651 = getelementptr inbounds i8, ptr %641, i64 %646, !dbg !856
  store i8 %649, ptr %651, align 1, !dbg !857, !tbaa !320
  %652 = lshr i32 %647, 7, !dbg !858
    #dbg_value(i32 %652, !821, !DIExpression(), !850)
  %653 = icmp ugt i32 %647, 16383, !dbg !852
  br i1 %653, label %645, label %654, !dbg !853, !llvm.loop !859

654:                                              ; preds = %645, %638
  %655 = phi i32 [ %643, %638 ], [ %652, %645 ]
  %656 = phi i64 [ 0, %638 ], [ %650, %645 ], !dbg !861
  %657 = trunc nuw nsw i32 %655 to i8, !dbg !862
    #dbg_value(i64 poison, !822, !DIExpression(), !850)
  %658 = getelementptr inbounds i8, ptr %641, i64 %656, !dbg !863
  store i8 %657, ptr %658, align 1, !dbg !864, !tbaa !320
  %659 = add i64 %639, 2, !dbg !865
  %660 = add i64 %659, %656, !dbg !866
    #dbg_value(i64 %660, !622, !DIExpression(), !638)
  %661 = getelementptr inbounds i8, ptr %69, i64 %660, !dbg !867
  %662 = trunc i64 %541 to i32, !dbg !868
    #dbg_value(ptr %661, !816, !DIExpression(), !869)
    #dbg_value(i32 %662, !821, !DIExpression(), !869)
    #dbg_value(i64 0, !822, !DIExpression(), !869)
  %663 = icmp ugt i32 %662, 127, !dbg !871
  br i1 %663, label %664, label %673, !dbg !872

664:                                              ; preds = %654, %664
  %665 = phi i64 [ %669, %664 ], [ 0, %654 ]
  %666 = phi i32 [ %671, %664 ], [ %662, %654 ]
    #dbg_value(i64 %665, !822, !DIExpression(), !869)
    #dbg_value(i32 %666, !821, !DIExpression(), !869)
  %667 = trunc i32 %666 to i8, !dbg !873
  %668 = or i8 %667, -128, !dbg !873
  %669 = add nuw nsw i64 %665, 1, !dbg !874
    #dbg_value(i64 %669, !822, !DIExpression(), !869)
  %670 = getelementptr inbounds i8, ptr %661, i64 %665, !dbg !875
  store i8 %668, ptr %670, align 1, !dbg !876, !tbaa !320
  %671 = lshr i32 %666, 7, !dbg !877
    #dbg_value(i32 %671, !821, !DIExpression(), !869)
  %672 = icmp ugt i32 %666, 16383, !dbg !871
  br i1 %672, label %664, label %673, !dbg !872, !llvm.loop !878

673:                                              ; preds = %664, %654
  %674 = phi i32 [ %662, %654 ], [ %671, %664 ]
  %675 = phi i64 [ 0, %654 ], [ %669, %664 ], !dbg !880
  %676 = trunc nuw nsw i32 %674 to i8, !dbg !881
    #dbg_value(i64 poison, !822, !DIExpression(), !869)
  %677 = getelementptr inbounds i8, ptr %661, i64 %675, !dbg !882
  store i8 %676, ptr %677, align 1, !dbg !883, !tbaa !320
  %678 = add i64 %660, 1, !dbg !884
    #dbg_value(i64 %680, !622, !DIExpression(), !638)
    #dbg_value(i64 1, !632, !DIExpression(), !885)
  br label %682, !dbg !886

679:                                              ; preds = %697
  %680 = add i64 %678, %675, !dbg !887
  %681 = add i64 %540, %480, !dbg !888
    #dbg_value(i64 %681, !623, !DIExpression(), !638)
    #dbg_value(i64 %681, !624, !DIExpression(), !638)
  br label %794, !dbg !889, !llvm.loop !890

682:                                              ; preds = %697, %673
  %683 = phi i64 [ %698, %697 ], [ 1, %673 ]
    #dbg_value(i64 %683, !632, !DIExpression(), !885)
  %684 = add i64 %683, %480, !dbg !891
    #dbg_value(ptr %66, !734, !DIExpression(), !893)
    #dbg_value(i64 %65, !740, !DIExpression(), !893)
    #dbg_value(i64 %684, !741, !DIExpression(), !893)
    #dbg_value(ptr undef, !742, !DIExpression(), !893)
  %685 = add i64 %684, 4, !dbg !895
  %686 = icmp ugt i64 %685, %65, !dbg !896
  br i1 %686, label %697, label %687, !dbg !897

687:                                              ; preds = %682
  %688 = getelementptr inbounds i8, ptr %66, i64 %684, !dbg !898
    #dbg_value(ptr %688, !675, !DIExpression(), !899)
  %689 = load i32, ptr %688, align 1, !dbg !901
    #dbg_value(i32 %689, !680, !DIExpression(), !899)
  %690 = mul i32 %689, -1640531535, !dbg !902
  %691 = lshr i32 %690, 18, !dbg !903
    #dbg_value(i32 %691, !743, !DIExpression(), !904)
  %692 = zext nneg i32 %691 to i64, !dbg !905
  %693 = getelementptr inbounds i32, ptr %476, i64 %692, !dbg !905
  %694 = load i32, ptr %693, align 4, !dbg !905, !tbaa !231
  %695 = getelementptr inbounds i32, ptr %477, i64 %684, !dbg !906
  store i32 %694, ptr %695, align 4, !dbg !907, !tbaa !231
  %696 = trunc i64 %684 to i32, !dbg !908
  store i32 %696, ptr %693, align 4, !dbg !909, !tbaa !231
  br label %697, !dbg !910

697:                                              ; preds = %687, %682
  %698 = add nuw i64 %683, 1, !dbg !911
    #dbg_value(i64 %698, !632, !DIExpression(), !885)
  %699 = icmp eq i64 %698, %540, !dbg !912
  br i1 %699, label %679, label %682, !dbg !886, !llvm.loop !913

700:                                              ; preds = %544, %543
  %701 = icmp ugt i64 %480, %479, !dbg !915
  br i1 %701, label %702, label %727, !dbg !917

702:                                              ; preds = %700
    #dbg_value(i64 %481, !622, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !638)
  %703 = getelementptr i8, ptr %69, i64 %481, !dbg !918
  store i8 0, ptr %703, align 1, !dbg !920, !tbaa !320
  %704 = getelementptr i8, ptr %703, i64 1, !dbg !921
  %705 = sub i64 %480, %479, !dbg !922
  %706 = trunc i64 %705 to i32, !dbg !923
    #dbg_value(ptr %704, !816, !DIExpression(), !924)
    #dbg_value(i32 %706, !821, !DIExpression(), !924)
    #dbg_value(i64 0, !822, !DIExpression(), !924)
  %707 = icmp ugt i32 %706, 127, !dbg !926
  br i1 %707, label %708, label %717, !dbg !927

708:                                              ; preds = %702, %708
  %709 = phi i64 [ %713, %708 ], [ 0, %702 ]
  %710 = phi i32 [ %715, %708 ], [ %706, %702 ]
    #dbg_value(i64 %709, !822, !DIExpression(), !924)
    #dbg_value(i32 %710, !821, !DIExpression(), !924)
  %711 = trunc i32 %710 to i8, !dbg !928
  %712 = or i8 %711, -128, !dbg !928
  %713 = add nuw nsw i64 %709, 1, !dbg !929
    #dbg_value(i64 %713, !822, !DIExpression(), !924)
  %714 = getelementptr inbounds i8, ptr %704, i64 %709, !dbg !930
  store i8 %712, ptr %714, align 1, !dbg !931, !tbaa !320
  %715 = lshr i32 %710, 7, !dbg !932
    #dbg_value(i32 %715, !821, !DIExpression(), !924)
  %716 = icmp ugt i32 %710, 16383, !dbg !926
  br i1 %716, label %708, label %717, !dbg !927, !llvm.loop !933

717:                                              ; preds = %708, %702
  %718 = phi i32 [ %706, %702 ], [ %715, %708 ]
  %719 = phi i64 [ 0, %702 ], [ %713, %708 ], !dbg !935
  %720 = trunc nuw nsw i32 %718 to i8, !dbg !936
    #dbg_value(i64 poison, !822, !DIExpression(), !924)
  %721 = getelementptr inbounds i8, ptr %704, i64 %719, !dbg !937
  store i8 %720, ptr %721, align 1, !dbg !938, !tbaa !320
  %722 = add i64 %481, 2, !dbg !939
  %723 = add i64 %722, %719, !dbg !940
    #dbg_value(i64 %723, !622, !DIExpression(), !638)
  %724 = getelementptr inbounds i8, ptr %69, i64 %723, !dbg !941
  %725 = getelementptr inbounds i8, ptr %66, i64 %479, !dbg !942
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %724, ptr readonly align 1 %725, i64 %705, i1 false), !dbg !943
  %726 = add i64 %723, %705, !dbg !944
    #dbg_value(i64 %726, !622, !DIExpression(), !638)
  br label %727, !dbg !945

727:                                              ; preds = %717, %700
  %728 = phi i64 [ %726, %717 ], [ %481, %700 ], !dbg !638
    #dbg_value(i64 %728, !622, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !638)
  %729 = getelementptr i8, ptr %69, i64 %728, !dbg !946
  store i8 1, ptr %729, align 1, !dbg !947, !tbaa !320
  %730 = getelementptr i8, ptr %729, i64 1, !dbg !948
  %731 = trunc i64 %540 to i32, !dbg !949
  %732 = add i32 %731, -4, !dbg !949
    #dbg_value(ptr %730, !816, !DIExpression(), !950)
    #dbg_value(i32 %732, !821, !DIExpression(), !950)
    #dbg_value(i64 0, !822, !DIExpression(), !950)
  %733 = icmp ugt i32 %732, 127, !dbg !952
  br i1 %733, label %734, label %743, !dbg !953

734:                                              ; preds = %727, %734
  %735 = phi i64 [ %739, %734 ], [ 0, %727 ]
  %736 = phi i32 [ %741, %734 ], [ %732, %727 ]
    #dbg_value(i64 %735, !822, !DIExpression(), !950)
    #dbg_value(i32 %736, !821, !DIExpression(), !950)
  %737 = trunc i32 %736 to i8, !dbg !954
  %738 = or i8 %737, -128, !dbg !954
  %739 = add nuw nsw i64 %735, 1, !dbg !955
    #dbg_value(i64 %739, !822, !DIExpression(), !950)
  %740 = getelementptr inbounds i8, ptr %730, i64 %735, !dbg !956
  store i8 %738, ptr %740, align 1, !dbg !957, !tbaa !320
  %741 = lshr i32 %736, 7, !dbg !958
    #dbg_value(i32 %741, !821, !DIExpression(), !950)
  %742 = icmp ugt i32 %736, 16383, !dbg !952
  br i1 %742, label %734, label %743, !dbg !953, !llvm.loop !959

743:                                              ; preds = %734, %727
  %744 = phi i32 [ %732, %727 ], [ %741, %734 ]
  %745 = phi i64 [ 0, %727 ], [ %739, %734 ], !dbg !961
  %746 = trunc nuw nsw i32 %744 to i8, !dbg !962
    #dbg_value(i64 poison, !822, !DIExpression(), !950)
  %747 = getelementptr inbounds i8, ptr %730, i64 %745, !dbg !963
  store i8 %746, ptr %747, align 1, !dbg !964, !tbaa !320
  %748 = add i64 %728, 2, !dbg !965
  %749 = add i64 %748, %745, !dbg !966
    #dbg_value(i64 %749, !622, !DIExpression(), !638)
  %750 = getelementptr inbounds i8, ptr %69, i64 %749, !dbg !967
  %751 = trunc i64 %541 to i32, !dbg !968
    #dbg_value(ptr %750, !816, !DIExpression(), !969)
    #dbg_value(i32 %751, !821, !DIExpression(), !969)
    #dbg_value(i64 0, !822, !DIExpression(), !969)
  %752 = icmp ugt i32 %751, 127, !dbg !971
  br i1 %752, label %753, label %762, !dbg !972

753:                                              ; preds = %743, %753
  %754 = phi i64 [ %758, %753 ], [ 0, %743 ]
  %755 = phi i32 [ %760, %753 ], [ %751, %743 ]
    #dbg_value(i64 %754, !822, !DIExpression(), !969)
    #dbg_value(i32 %755, !821, !DIExpression(), !969)
  %756 = trunc i32 %755 to i8, !dbg !973
  %757 = or i8 %756, -128, !dbg !973
  %758 = add nuw nsw i64 %754, 1, !dbg !974
    #dbg_value(i64 %758, !822, !DIExpression(), !969)
  %759 = getelementptr inbounds i8, ptr %750, i64 %754, !dbg !975
  store i8 %757, ptr %759, align 1, !dbg !976, !tbaa !320
  %760 = lshr i32 %755, 7, !dbg !977
    #dbg_value(i32 %760, !821, !DIExpression(), !969)
  %761 = icmp ugt i32 %755, 16383, !dbg !971
  br i1 %761, label %753, label %762, !dbg !972, !llvm.loop !978

762:                                              ; preds = %753, %743
  %763 = phi i32 [ %751, %743 ], [ %760, %753 ]
  %764 = phi i64 [ 0, %743 ], [ %758, %753 ], !dbg !980
  %765 = trunc nuw nsw i32 %763 to i8, !dbg !981
    #dbg_value(i64 poison, !822, !DIExpression(), !969)
  %766 = getelementptr inbounds i8, ptr %750, i64 %764, !dbg !982
  store i8 %765, ptr %766, align 1, !dbg !983, !tbaa !320
    #dbg_value(i64 %769, !622, !DIExpression(), !638)
    #dbg_value(i64 0, !634, !DIExpression(), !984)
  br label %771, !dbg !985

767:                                              ; preds = %786
  %768 = add i64 %749, 1, !dbg !986
  %769 = add i64 %768, %764, !dbg !987
  %770 = add i64 %540, %480, !dbg !988
    #dbg_value(i64 %770, !623, !DIExpression(), !638)
    #dbg_value(i64 %770, !624, !DIExpression(), !638)
  br label %794, !dbg !989

771:                                              ; preds = %786, %762
  %772 = phi i64 [ 0, %762 ], [ %787, %786 ]
    #dbg_value(i64 %772, !634, !DIExpression(), !984)
  %773 = add i64 %772, %480, !dbg !990
    #dbg_value(ptr %66, !734, !DIExpression(), !992)
    #dbg_value(i64 %65, !740, !DIExpression(), !992)
    #dbg_value(i64 %773, !741, !DIExpression(), !992)
    #dbg_value(ptr undef, !742, !DIExpression(), !992)
  %774 = add i64 %773, 4, !dbg !994
  %775 = icmp ugt i64 %774, %65, !dbg !995
  br i1 %775, label %786, label %776, !dbg !996

776:                                              ; preds = %771
  %777 = getelementptr inbounds i8, ptr %66, i64 %773, !dbg !997
    #dbg_value(ptr %777, !675, !DIExpression(), !998)
  %778 = load i32, ptr %777, align 1, !dbg !1000
    #dbg_value(i32 %778, !680, !DIExpression(), !998)
  %779 = mul i32 %778, -1640531535, !dbg !1001
  %780 = lshr i32 %779, 18, !dbg !1002
    #dbg_value(i32 %780, !743, !DIExpression(), !1003)
  %781 = zext nneg i32 %780 to i64, !dbg !1004
  %782 = getelementptr inbounds i32, ptr %476, i64 %781, !dbg !1004
  %783 = load i32, ptr %782, align 4, !dbg !1004, !tbaa !231
  %784 = getelementptr inbounds i32, ptr %477, i64 %773, !dbg !1005
  store i32 %783, ptr %784, align 4, !dbg !1006, !tbaa !231
  %785 = trunc i64 %773 to i32, !dbg !1007
  store i32 %785, ptr %782, align 4, !dbg !1008, !tbaa !231
  br label %786, !dbg !1009

786:                                              ; preds = %776, %771
  %787 = add nuw i64 %772, 1, !dbg !1010
    #dbg_value(i64 %787, !634, !DIExpression(), !984)
  %788 = icmp eq i64 %787, %540, !dbg !1011
  br i1 %788, label %767, label %771, !dbg !985, !llvm.loop !1012

789:                                              ; preds = %539, %484
    #dbg_value(ptr %485, !675, !DIExpression(), !1014)
    #dbg_value(i32 %486, !680, !DIExpression(), !1014)
    #dbg_value(i32 %488, !743, !DIExpression(), !1018)
  %790 = getelementptr inbounds i32, ptr %477, i64 %480, !dbg !1019
  store i32 %493, ptr %790, align 4, !dbg !1020, !tbaa !231
  %791 = trunc i64 %480 to i32, !dbg !1021
  store i32 %791, ptr %490, align 4, !dbg !1022, !tbaa !231
  br label %792, !dbg !1023

792:                                              ; preds = %789, %478
  %793 = add i64 %480, 1, !dbg !1024
    #dbg_value(i64 %793, !623, !DIExpression(), !638)
  br label %794

794:                                              ; preds = %792, %767, %679, %605
  %795 = phi i64 [ %769, %767 ], [ %481, %792 ], [ %680, %679 ], [ %481, %605 ], !dbg !638
  %796 = phi i64 [ %770, %767 ], [ %793, %792 ], [ %681, %679 ], [ %545, %605 ], !dbg !669
  %797 = phi i64 [ %770, %767 ], [ %479, %792 ], [ %681, %679 ], [ %479, %605 ], !dbg !638
    #dbg_value(i64 %797, !624, !DIExpression(), !638)
    #dbg_value(i64 %796, !623, !DIExpression(), !638)
    #dbg_value(i64 %795, !622, !DIExpression(), !638)
  %798 = icmp ult i64 %796, %65, !dbg !1025
  br i1 %798, label %478, label %799, !dbg !645

799:                                              ; preds = %794, %472
  %800 = phi i64 [ 0, %472 ], [ %795, %794 ], !dbg !1026
  %801 = phi i64 [ 0, %472 ], [ %797, %794 ], !dbg !1027
  %802 = icmp ult i64 %801, %65, !dbg !1028
  br i1 %802, label %803, label %828, !dbg !1030

803:                                              ; preds = %799
    #dbg_value(i64 %800, !622, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !638)
  %804 = getelementptr i8, ptr %69, i64 %800, !dbg !1031
  store i8 0, ptr %804, align 1, !dbg !1033, !tbaa !320
  %805 = getelementptr i8, ptr %804, i64 1, !dbg !1034
  %806 = sub i64 %65, %801, !dbg !1035
  %807 = trunc i64 %806 to i32, !dbg !1036
    #dbg_value(ptr %805, !816, !DIExpression(), !1037)
    #dbg_value(i32 %807, !821, !DIExpression(), !1037)
    #dbg_value(i64 0, !822, !DIExpression(), !1037)
  %808 = icmp ugt i32 %807, 127, !dbg !1039
  br i1 %808, label %809, label %818, !dbg !1040

809:                                              ; preds = %803, %809
  %810 = phi i64 [ %814, %809 ], [ 0, %803 ]
  %811 = phi i32 [ %816, %809 ], [ %807, %803 ]
    #dbg_value(i64 %810, !822, !DIExpression(), !1037)
    #dbg_value(i32 %811, !821, !DIExpression(), !1037)
  %812 = trunc i32 %811 to i8, !dbg !1041
  %813 = or i8 %812, -128, !dbg !1041
  %814 = add nuw nsw i64 %810, 1, !dbg !1042
    #dbg_value(i64 %814, !822, !DIExpression(), !1037)
  %815 = getelementptr inbounds i8, ptr %805, i64 %810, !dbg !1043
  store i8 %813, ptr %815, align 1, !dbg !1044, !tbaa !320
  %816 = lshr i32 %811, 7, !dbg !1045
    #dbg_value(i32 %816, !821, !DIExpression(), !1037)
  %817 = icmp ugt i32 %811, 16383, !dbg !1039
  br i1 %817, label %809, label %818, !dbg !1040, !llvm.loop !1046

818:                                              ; preds = %809, %803
  %819 = phi i32 [ %807, %803 ], [ %816, %809 ]
  %820 = phi i64 [ 0, %803 ], [ %814, %809 ], !dbg !1048
  %821 = trunc nuw nsw i32 %819 to i8, !dbg !1049
    #dbg_value(i64 poison, !822, !DIExpression(), !1037)
  %822 = getelementptr inbounds i8, ptr %805, i64 %820, !dbg !1050
  store i8 %821, ptr %822, align 1, !dbg !1051, !tbaa !320
  %823 = add i64 %800, 2, !dbg !1052
  %824 = add i64 %823, %820, !dbg !1053
    #dbg_value(i64 %824, !622, !DIExpression(), !638)
  %825 = getelementptr inbounds i8, ptr %69, i64 %824, !dbg !1054
  %826 = getelementptr inbounds i8, ptr %66, i64 %801, !dbg !1055
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %825, ptr readonly align 1 %826, i64 %806, i1 false), !dbg !1056
  %827 = add i64 %824, %806, !dbg !1057
    #dbg_value(i64 %827, !622, !DIExpression(), !638)
  br label %828, !dbg !1058

828:                                              ; preds = %799, %818
  %829 = phi i64 [ %827, %818 ], [ %800, %799 ], !dbg !638
    #dbg_value(i64 %829, !622, !DIExpression(), !638)
  tail call void @free(ptr noundef %476) #11, !dbg !1059
  tail call void @free(ptr noundef %477) #11, !dbg !1060
    #dbg_value(i64 %829, !191, !DIExpression(), !1061)
  %830 = tail call fastcc i64 @lz77_decompress(ptr noundef %69, i64 noundef %829, ptr noundef %71, i64 noundef %70), !dbg !1062
    #dbg_value(i64 %830, !194, !DIExpression(), !1061)
  %831 = icmp eq i64 %830, %65, !dbg !1063
  br i1 %831, label %832, label %874, !dbg !1064

832:                                              ; preds = %828
    #dbg_value(ptr %71, !418, !DIExpression(), !1065)
    #dbg_value(i32 -1, !426, !DIExpression(), !1065)
    #dbg_value(i64 %65, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
  br i1 %72, label %871, label %833, !dbg !1067

833:                                              ; preds = %832
  br i1 %313, label %858, label %834, !dbg !1067

834:                                              ; preds = %833, %834
  %835 = phi i32 [ %855, %834 ], [ -1, %833 ]
  %836 = phi ptr [ %847, %834 ], [ %71, %833 ]
  %837 = phi i64 [ %856, %834 ], [ 0, %833 ]
    #dbg_value(i32 %835, !426, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(), !1065)
    #dbg_value(ptr %836, !418, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
  %838 = getelementptr inbounds i8, ptr %836, i64 1, !dbg !1068
    #dbg_value(ptr %838, !418, !DIExpression(), !1065)
  %839 = load i8, ptr %836, align 1, !dbg !1069, !tbaa !320
  %840 = trunc i32 %835 to i8, !dbg !1070
  %841 = xor i8 %839, %840, !dbg !1070
  %842 = zext i8 %841 to i64, !dbg !1071
  %843 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %842, !dbg !1071
  %844 = load i32, ptr %843, align 4, !dbg !1071, !tbaa !231
  %845 = lshr i32 %835, 8, !dbg !1072
  %846 = xor i32 %844, %845, !dbg !1073
    #dbg_value(i32 %846, !426, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1065)
  %847 = getelementptr inbounds i8, ptr %836, i64 2, !dbg !1068
    #dbg_value(ptr %847, !418, !DIExpression(), !1065)
  %848 = load i8, ptr %838, align 1, !dbg !1069, !tbaa !320
  %849 = trunc i32 %846 to i8, !dbg !1070
  %850 = xor i8 %848, %849, !dbg !1070
  %851 = zext i8 %850 to i64, !dbg !1071
  %852 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %851, !dbg !1071
  %853 = load i32, ptr %852, align 4, !dbg !1071, !tbaa !231
  %854 = lshr i32 %846, 8, !dbg !1072
  %855 = xor i32 %853, %854, !dbg !1073
    #dbg_value(i32 %855, !426, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
  %856 = add i64 %837, 2, !dbg !1067
  %857 = icmp eq i64 %856, %314, !dbg !1067
  br i1 %857, label %858, label %834, !dbg !1067, !llvm.loop !1074

858:                                              ; preds = %834, %833
  %859 = phi i32 [ poison, %833 ], [ %855, %834 ]
  %860 = phi i32 [ -1, %833 ], [ %855, %834 ]
  %861 = phi ptr [ %71, %833 ], [ %847, %834 ]
  br i1 %315, label %871, label %862, !dbg !1067

862:                                              ; preds = %858
    #dbg_value(i32 %860, !426, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(), !1065)
    #dbg_value(ptr %861, !418, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
    #dbg_value(ptr %861, !418, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1065)
  %863 = load i8, ptr %861, align 1, !dbg !1069, !tbaa !320
  %864 = trunc i32 %860 to i8, !dbg !1070
  %865 = xor i8 %863, %864, !dbg !1070
  %866 = zext i8 %865 to i64, !dbg !1071
  %867 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %866, !dbg !1071
  %868 = load i32, ptr %867, align 4, !dbg !1071, !tbaa !231
  %869 = lshr i32 %860, 8, !dbg !1072
  %870 = xor i32 %868, %869, !dbg !1073
    #dbg_value(i32 %870, !426, !DIExpression(), !1065)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1065)
  br label %871, !dbg !1076

871:                                              ; preds = %862, %858, %832
  %872 = phi i32 [ -1, %832 ], [ %859, %858 ], [ %870, %862 ], !dbg !1077
  %873 = icmp eq i32 %872, %307, !dbg !1076
  br label %874

874:                                              ; preds = %871, %828
  %875 = phi i1 [ false, %828 ], [ %873, %871 ], !dbg !1061
    #dbg_value(i1 %875, !195, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1061)
  %876 = xor i1 %875, true, !dbg !1078
  %877 = zext i1 %876 to i32, !dbg !1078
  %878 = add nsw i32 %473, %877, !dbg !1079
    #dbg_value(i32 %878, !179, !DIExpression(), !209)
  %879 = load ptr, ptr %310, align 8, !dbg !1080, !tbaa !295
  %880 = select i1 %474, ptr @.str.7, ptr @.str.6, !dbg !1081
  %881 = uitofp i64 %829 to double, !dbg !1082
  %882 = fmul double %881, 1.000000e+02, !dbg !1083
  %883 = fdiv double %882, %311, !dbg !1084
    #dbg_value(ptr %69, !418, !DIExpression(), !1085)
    #dbg_value(i32 -1, !426, !DIExpression(), !1085)
    #dbg_value(i64 %829, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
  %884 = icmp eq i64 %829, 0, !dbg !1087
  br i1 %884, label %931, label %885, !dbg !1087

885:                                              ; preds = %874
  %886 = and i64 %829, 1, !dbg !1087
  %887 = icmp eq i64 %829, 1, !dbg !1087
  br i1 %887, label %914, label %888, !dbg !1087

888:                                              ; preds = %885
  %889 = and i64 %829, -2, !dbg !1087
  br label %890, !dbg !1087

890:                                              ; preds = %890, %888
  %891 = phi i32 [ -1, %888 ], [ %911, %890 ]
  %892 = phi ptr [ %69, %888 ], [ %903, %890 ]
  %893 = phi i64 [ 0, %888 ], [ %912, %890 ]
    #dbg_value(i32 %891, !426, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(), !1085)
    #dbg_value(ptr %892, !418, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
  %894 = getelementptr inbounds i8, ptr %892, i64 1, !dbg !1088
    #dbg_value(ptr %894, !418, !DIExpression(), !1085)
  %895 = load i8, ptr %892, align 1, !dbg !1089, !tbaa !320
  %896 = trunc i32 %891 to i8, !dbg !1090
  %897 = xor i8 %895, %896, !dbg !1090
  %898 = zext i8 %897 to i64, !dbg !1091
  %899 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %898, !dbg !1091
  %900 = load i32, ptr %899, align 4, !dbg !1091, !tbaa !231
  %901 = lshr i32 %891, 8, !dbg !1092
  %902 = xor i32 %900, %901, !dbg !1093
    #dbg_value(i32 %902, !426, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1085)
  %903 = getelementptr inbounds i8, ptr %892, i64 2, !dbg !1088
    #dbg_value(ptr %903, !418, !DIExpression(), !1085)
  %904 = load i8, ptr %894, align 1, !dbg !1089, !tbaa !320
  %905 = trunc i32 %902 to i8, !dbg !1090
  %906 = xor i8 %904, %905, !dbg !1090
  %907 = zext i8 %906 to i64, !dbg !1091
  %908 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %907, !dbg !1091
  %909 = load i32, ptr %908, align 4, !dbg !1091, !tbaa !231
  %910 = lshr i32 %902, 8, !dbg !1092
  %911 = xor i32 %909, %910, !dbg !1093
    #dbg_value(i32 %911, !426, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
  %912 = add i64 %893, 2, !dbg !1087
  %913 = icmp eq i64 %912, %889, !dbg !1087
  br i1 %913, label %914, label %890, !dbg !1087, !llvm.loop !1094

914:                                              ; preds = %890, %885
  %915 = phi i32 [ poison, %885 ], [ %911, %890 ]
  %916 = phi i32 [ -1, %885 ], [ %911, %890 ]
  %917 = phi ptr [ %69, %885 ], [ %903, %890 ]
  %918 = icmp eq i64 %886, 0, !dbg !1087
  br i1 %918, label %928, label %919, !dbg !1087

919:                                              ; preds = %914
    #dbg_value(i32 %916, !426, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(), !1085)
    #dbg_value(ptr %917, !418, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
    #dbg_value(ptr %917, !418, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1085)
  %920 = load i8, ptr %917, align 1, !dbg !1089, !tbaa !320
  %921 = trunc i32 %916 to i8, !dbg !1090
  %922 = xor i8 %920, %921, !dbg !1090
  %923 = zext i8 %922 to i64, !dbg !1091
  %924 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %923, !dbg !1091
  %925 = load i32, ptr %924, align 4, !dbg !1091, !tbaa !231
  %926 = lshr i32 %916, 8, !dbg !1092
  %927 = xor i32 %925, %926, !dbg !1093
    #dbg_value(i32 %927, !426, !DIExpression(), !1085)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1085)
  br label %928, !dbg !1096

928:                                              ; preds = %914, %919
  %929 = phi i32 [ %915, %914 ], [ %927, %919 ], !dbg !1093
  %930 = xor i32 %929, -1, !dbg !1096
  br label %931, !dbg !1096

931:                                              ; preds = %874, %928
  %932 = phi i32 [ 0, %874 ], [ %930, %928 ], !dbg !1097
  %933 = select i1 %875, ptr @.str.8, ptr @.str.9, !dbg !1098
  %934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %879, ptr noundef nonnull %880, i64 noundef %65, i64 noundef %829, double noundef %883, i32 noundef %932, ptr noundef nonnull %933), !dbg !1099
    #dbg_value(i32 %878, !179, !DIExpression(), !209)
    #dbg_value(i32 poison, !189, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !439)
  br i1 %474, label %472, label %316, !dbg !440, !llvm.loop !1100

935:                                              ; preds = %470
  %936 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(4000) %71, ptr noundef nonnull dereferenceable(4000) %66, i64 %318), !dbg !1102
  %937 = icmp eq i32 %936, 0, !dbg !1103
  br label %938

938:                                              ; preds = %395, %935, %470
  %939 = phi i1 [ false, %470 ], [ %937, %935 ], [ false, %395 ], !dbg !264
    #dbg_value(i1 %939, !199, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !264)
  %940 = xor i1 %939, true, !dbg !1104
  %941 = zext i1 %940 to i32, !dbg !1104
  %942 = add nsw i32 %878, %941, !dbg !1105
    #dbg_value(i32 %942, !179, !DIExpression(), !209)
  %943 = uitofp i64 %389 to double, !dbg !1106
  %944 = fmul double %943, 1.000000e+02, !dbg !1107
  %945 = uitofp nneg i64 %318 to double, !dbg !1108
  %946 = fdiv double %944, %945, !dbg !1109
    #dbg_value(ptr %69, !418, !DIExpression(), !1110)
    #dbg_value(i32 -1, !426, !DIExpression(), !1110)
    #dbg_value(i64 %389, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
  br i1 %396, label %993, label %947, !dbg !1112

947:                                              ; preds = %938
  %948 = and i64 %389, 1, !dbg !1112
  %949 = icmp eq i64 %389, 1, !dbg !1112
  br i1 %949, label %976, label %950, !dbg !1112

950:                                              ; preds = %947
  %951 = and i64 %389, -2, !dbg !1112
  br label %952, !dbg !1112

952:                                              ; preds = %952, %950
  %953 = phi i32 [ -1, %950 ], [ %973, %952 ]
  %954 = phi ptr [ %69, %950 ], [ %965, %952 ]
  %955 = phi i64 [ 0, %950 ], [ %974, %952 ]
    #dbg_value(i32 %953, !426, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(), !1110)
    #dbg_value(ptr %954, !418, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
  %956 = getelementptr inbounds i8, ptr %954, i64 1, !dbg !1113
    #dbg_value(ptr %956, !418, !DIExpression(), !1110)
  %957 = load i8, ptr %954, align 1, !dbg !1114, !tbaa !320
  %958 = trunc i32 %953 to i8, !dbg !1115
  %959 = xor i8 %957, %958, !dbg !1115
  %960 = zext i8 %959 to i64, !dbg !1116
  %961 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %960, !dbg !1116
  %962 = load i32, ptr %961, align 4, !dbg !1116, !tbaa !231
  %963 = lshr i32 %953, 8, !dbg !1117
  %964 = xor i32 %962, %963, !dbg !1118
    #dbg_value(i32 %964, !426, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !1110)
  %965 = getelementptr inbounds i8, ptr %954, i64 2, !dbg !1113
    #dbg_value(ptr %965, !418, !DIExpression(), !1110)
  %966 = load i8, ptr %956, align 1, !dbg !1114, !tbaa !320
  %967 = trunc i32 %964 to i8, !dbg !1115
  %968 = xor i8 %966, %967, !dbg !1115
  %969 = zext i8 %968 to i64, !dbg !1116
  %970 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %969, !dbg !1116
  %971 = load i32, ptr %970, align 4, !dbg !1116, !tbaa !231
  %972 = lshr i32 %964, 8, !dbg !1117
  %973 = xor i32 %971, %972, !dbg !1118
    #dbg_value(i32 %973, !426, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
  %974 = add i64 %955, 2, !dbg !1112
  %975 = icmp eq i64 %974, %951, !dbg !1112
  br i1 %975, label %976, label %952, !dbg !1112, !llvm.loop !1119

976:                                              ; preds = %952, %947
  %977 = phi i32 [ poison, %947 ], [ %973, %952 ]
  %978 = phi i32 [ -1, %947 ], [ %973, %952 ]
  %979 = phi ptr [ %69, %947 ], [ %965, %952 ]
  %980 = icmp eq i64 %948, 0, !dbg !1112
  br i1 %980, label %990, label %981, !dbg !1112

981:                                              ; preds = %976
    #dbg_value(i32 %978, !426, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(), !1110)
    #dbg_value(ptr %979, !418, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
    #dbg_value(ptr %979, !418, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1110)
  %982 = load i8, ptr %979, align 1, !dbg !1114, !tbaa !320
  %983 = trunc i32 %978 to i8, !dbg !1115
  %984 = xor i8 %982, %983, !dbg !1115
  %985 = zext i8 %984 to i64, !dbg !1116
  %986 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %985, !dbg !1116
  %987 = load i32, ptr %986, align 4, !dbg !1116, !tbaa !231
  %988 = lshr i32 %978, 8, !dbg !1117
  %989 = xor i32 %987, %988, !dbg !1118
    #dbg_value(i32 %989, !426, !DIExpression(), !1110)
    #dbg_value(i64 poison, !425, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !1110)
  br label %990, !dbg !1121

990:                                              ; preds = %976, %981
  %991 = phi i32 [ %977, %976 ], [ %989, %981 ], !dbg !1118
  %992 = xor i32 %991, -1, !dbg !1121
  br label %993, !dbg !1121

993:                                              ; preds = %938, %990
  %994 = phi i32 [ 0, %938 ], [ %992, %990 ], !dbg !1122
  %995 = select i1 %939, ptr @.str.8, ptr @.str.9, !dbg !1123
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %879, i64 noundef %318, i64 noundef %389, double noundef %946, i32 noundef %994, ptr noundef nonnull %995), !dbg !1124
  tail call void @free(ptr noundef %66) #11, !dbg !1125
  tail call void @free(ptr noundef %69) #11, !dbg !1126
  tail call void @free(ptr noundef %71) #11, !dbg !1127
  %997 = add nuw nsw i64 %62, 1, !dbg !1128
    #dbg_value(i32 %942, !179, !DIExpression(), !209)
    #dbg_value(i64 %997, !180, !DIExpression(), !249)
  %998 = icmp eq i64 %997, 5, !dbg !1129
  br i1 %998, label %55, label %61, !dbg !250, !llvm.loop !1130
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !1132 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @lz77_decompress(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef %2, i64 noundef %3) unnamed_addr #5 !dbg !1137 {
    #dbg_value(ptr %0, !1141, !DIExpression(), !1156)
    #dbg_value(i64 %1, !1142, !DIExpression(), !1156)
    #dbg_value(ptr %2, !1143, !DIExpression(), !1156)
    #dbg_value(i64 %3, !1144, !DIExpression(), !1156)
    #dbg_value(i64 0, !1145, !DIExpression(), !1156)
    #dbg_value(i64 0, !1146, !DIExpression(), !1156)
  %5 = icmp eq i64 %1, 0, !dbg !1157
  br i1 %5, label %292, label %6, !dbg !1158

6:                                                ; preds = %4, %288
  %7 = phi i64 [ %290, %288 ], [ 0, %4 ]
  %8 = phi i64 [ %289, %288 ], [ 0, %4 ]
    #dbg_value(i64 %7, !1146, !DIExpression(), !1156)
    #dbg_value(i64 %8, !1145, !DIExpression(), !1156)
  %9 = add nuw i64 %8, 1, !dbg !1159
    #dbg_value(i64 %9, !1145, !DIExpression(), !1156)
  %10 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !1160
  %11 = load i8, ptr %10, align 1, !dbg !1160, !tbaa !320
    #dbg_value(i8 %11, !1147, !DIExpression(), !1161)
  switch i8 %11, label %292 [
    i8 0, label %12
    i8 1, label %83
  ], !dbg !1162

12:                                               ; preds = %6
    #dbg_value(i64 0, !1163, !DIExpression(), !1179)
    #dbg_value(i32 0, !1174, !DIExpression(), !1179)
    #dbg_value(i32 0, !1173, !DIExpression(), !1179)
  %13 = icmp ult i64 %9, %1, !dbg !1182
  br i1 %13, label %14, label %69, !dbg !1184

14:                                               ; preds = %12
    #dbg_value(i64 1, !1163, !DIExpression(), !1179)
  %15 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !1185
  %16 = load i8, ptr %15, align 1, !dbg !1185, !tbaa !320
    #dbg_value(i8 %16, !1175, !DIExpression(), !1186)
  %17 = and i8 %16, 127, !dbg !1187
  %18 = zext nneg i8 %17 to i32, !dbg !1187
    #dbg_value(i32 %18, !1173, !DIExpression(), !1179)
  %19 = icmp sgt i8 %16, -1, !dbg !1188
    #dbg_value(i32 poison, !1174, !DIExpression(), !1179)
  br i1 %19, label %65, label %20

20:                                               ; preds = %14
    #dbg_value(i64 1, !1163, !DIExpression(), !1179)
    #dbg_value(i32 7, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %18, !1173, !DIExpression(), !1179)
  %21 = add i64 %8, 2, !dbg !1190
  %22 = icmp ult i64 %21, %1, !dbg !1182
  br i1 %22, label %23, label %69, !dbg !1184

23:                                               ; preds = %20
    #dbg_value(i64 2, !1163, !DIExpression(), !1179)
  %24 = getelementptr inbounds i8, ptr %0, i64 %21, !dbg !1185
  %25 = load i8, ptr %24, align 1, !dbg !1185, !tbaa !320
    #dbg_value(i8 %25, !1175, !DIExpression(), !1186)
  %26 = and i8 %25, 127, !dbg !1187
  %27 = zext nneg i8 %26 to i32, !dbg !1187
  %28 = shl nuw nsw i32 %27, 7, !dbg !1191
  %29 = or disjoint i32 %28, %18, !dbg !1192
    #dbg_value(i32 %29, !1173, !DIExpression(), !1179)
  %30 = icmp sgt i8 %25, -1, !dbg !1188
    #dbg_value(i32 poison, !1174, !DIExpression(), !1179)
  br i1 %30, label %65, label %31

31:                                               ; preds = %23
    #dbg_value(i64 2, !1163, !DIExpression(), !1179)
    #dbg_value(i32 14, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %29, !1173, !DIExpression(), !1179)
  %32 = add i64 %8, 3, !dbg !1190
  %33 = icmp ult i64 %32, %1, !dbg !1182
  br i1 %33, label %34, label %69, !dbg !1184

34:                                               ; preds = %31
    #dbg_value(i64 3, !1163, !DIExpression(), !1179)
  %35 = getelementptr inbounds i8, ptr %0, i64 %32, !dbg !1185
  %36 = load i8, ptr %35, align 1, !dbg !1185, !tbaa !320
    #dbg_value(i8 %36, !1175, !DIExpression(), !1186)
  %37 = and i8 %36, 127, !dbg !1187
  %38 = zext nneg i8 %37 to i32, !dbg !1187
  %39 = shl nuw nsw i32 %38, 14, !dbg !1191
  %40 = or disjoint i32 %39, %29, !dbg !1192
    #dbg_value(i32 %40, !1173, !DIExpression(), !1179)
  %41 = icmp sgt i8 %36, -1, !dbg !1188
    #dbg_value(i32 poison, !1174, !DIExpression(), !1179)
  br i1 %41, label %65, label %42

42:                                               ; preds = %34
    #dbg_value(i64 3, !1163, !DIExpression(), !1179)
    #dbg_value(i32 21, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %40, !1173, !DIExpression(), !1179)
  %43 = add i64 %8, 4, !dbg !1190
  %44 = icmp ult i64 %43, %1, !dbg !1182
  br i1 %44, label %45, label %69, !dbg !1184

45:                                               ; preds = %42
    #dbg_value(i64 4, !1163, !DIExpression(), !1179)
  %46 = getelementptr inbounds i8, ptr %0, i64 %43, !dbg !1185
  %47 = load i8, ptr %46, align 1, !dbg !1185, !tbaa !320
    #dbg_value(i8 %47, !1175, !DIExpression(), !1186)
  %48 = and i8 %47, 127, !dbg !1187
  %49 = zext nneg i8 %48 to i32, !dbg !1187
  %50 = shl nuw nsw i32 %49, 21, !dbg !1191
  %51 = or disjoint i32 %50, %40, !dbg !1192
    #dbg_value(i32 %51, !1173, !DIExpression(), !1179)
  %52 = icmp sgt i8 %47, -1, !dbg !1188
    #dbg_value(i32 poison, !1174, !DIExpression(), !1179)
  br i1 %52, label %65, label %53

53:                                               ; preds = %45
    #dbg_value(i64 4, !1163, !DIExpression(), !1179)
    #dbg_value(i32 28, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %51, !1173, !DIExpression(), !1179)
  %54 = add i64 %8, 5, !dbg !1190
  %55 = icmp ult i64 %54, %1, !dbg !1182
  br i1 %55, label %56, label %69, !dbg !1184

56:                                               ; preds = %53
    #dbg_value(i64 5, !1163, !DIExpression(), !1179)
  %57 = getelementptr inbounds i8, ptr %0, i64 %54, !dbg !1185
  %58 = load i8, ptr %57, align 1, !dbg !1185, !tbaa !320
    #dbg_value(i8 %58, !1175, !DIExpression(), !1186)
  %59 = zext i8 %58 to i32, !dbg !1187
  %60 = shl i32 %59, 28, !dbg !1191
  %61 = or disjoint i32 %60, %51, !dbg !1192
    #dbg_value(i32 %61, !1173, !DIExpression(), !1179)
  %62 = icmp sgt i8 %58, -1, !dbg !1188
    #dbg_value(i32 poison, !1174, !DIExpression(), !1179)
  br i1 %62, label %65, label %63

63:                                               ; preds = %56
    #dbg_value(i64 5, !1163, !DIExpression(), !1179)
    #dbg_value(i32 35, !1174, !DIExpression(), !1179)
    #dbg_value(i32 %61, !1173, !DIExpression(), !1179)
  %64 = add i64 %8, 6, !dbg !1190
  br label %69, !dbg !1184

65:                                               ; preds = %56, %45, %34, %23, %14
  %66 = phi i64 [ 1, %14 ], [ 2, %23 ], [ 3, %34 ], [ 4, %45 ], [ 5, %56 ], !dbg !1193
  %67 = phi i32 [ %18, %14 ], [ %29, %23 ], [ %40, %34 ], [ %51, %45 ], [ %61, %56 ], !dbg !1192
  %68 = add i64 %66, %9, !dbg !1194
  br label %69

69:                                               ; preds = %12, %20, %31, %42, %53, %63, %65
  %70 = phi i64 [ %68, %65 ], [ %9, %12 ], [ %21, %20 ], [ %32, %31 ], [ %43, %42 ], [ %54, %53 ], [ %64, %63 ], !dbg !1194
  %71 = phi i32 [ %67, %65 ], [ -1, %63 ], [ -1, %53 ], [ -1, %42 ], [ -1, %31 ], [ -1, %20 ], [ -1, %12 ], !dbg !1195
    #dbg_value(i32 %71, !1149, !DIExpression(), !1161)
    #dbg_value(i64 %70, !1145, !DIExpression(), !1156)
  %72 = zext i32 %71 to i64, !dbg !1196
  %73 = icmp ugt i64 %72, %3, !dbg !1198
  %74 = add i64 %7, %72
  %75 = icmp ugt i64 %74, %3
  %76 = select i1 %73, i1 true, i1 %75, !dbg !1199
  %77 = add i64 %70, %72
  %78 = icmp ugt i64 %77, %1
  %79 = select i1 %76, i1 true, i1 %78, !dbg !1199
  br i1 %79, label %292, label %80, !dbg !1199

80:                                               ; preds = %69
  %81 = getelementptr inbounds i8, ptr %2, i64 %7, !dbg !1200
  %82 = getelementptr inbounds i8, ptr %0, i64 %70, !dbg !1201
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr align 1 %82, i64 %72, i1 false), !dbg !1202
    #dbg_value(i64 %77, !1145, !DIExpression(), !1156)
    #dbg_value(i64 %74, !1146, !DIExpression(), !1156)
  br label %288, !dbg !1203

83:                                               ; preds = %6
    #dbg_value(i64 0, !1163, !DIExpression(), !1204)
    #dbg_value(i32 0, !1174, !DIExpression(), !1204)
    #dbg_value(i32 0, !1173, !DIExpression(), !1204)
  %84 = icmp ult i64 %9, %1, !dbg !1206
  br i1 %84, label %85, label %140, !dbg !1207

85:                                               ; preds = %83
    #dbg_value(i64 1, !1163, !DIExpression(), !1204)
  %86 = getelementptr inbounds i8, ptr %0, i64 %9, !dbg !1208
  %87 = load i8, ptr %86, align 1, !dbg !1208, !tbaa !320
    #dbg_value(i8 %87, !1175, !DIExpression(), !1209)
  %88 = and i8 %87, 127, !dbg !1210
  %89 = zext nneg i8 %88 to i32, !dbg !1210
    #dbg_value(i32 %89, !1173, !DIExpression(), !1204)
  %90 = icmp sgt i8 %87, -1, !dbg !1211
    #dbg_value(i32 poison, !1174, !DIExpression(), !1204)
  br i1 %90, label %136, label %91

91:                                               ; preds = %85
    #dbg_value(i64 1, !1163, !DIExpression(), !1204)
    #dbg_value(i32 7, !1174, !DIExpression(), !1204)
    #dbg_value(i32 %89, !1173, !DIExpression(), !1204)
  %92 = add i64 %8, 2, !dbg !1212
  %93 = icmp ult i64 %92, %1, !dbg !1206
  br i1 %93, label %94, label %140, !dbg !1207

94:                                               ; preds = %91
    #dbg_value(i64 2, !1163, !DIExpression(), !1204)
  %95 = getelementptr inbounds i8, ptr %0, i64 %92, !dbg !1208
  %96 = load i8, ptr %95, align 1, !dbg !1208, !tbaa !320
    #dbg_value(i8 %96, !1175, !DIExpression(), !1209)
  %97 = and i8 %96, 127, !dbg !1210
  %98 = zext nneg i8 %97 to i32, !dbg !1210
  %99 = shl nuw nsw i32 %98, 7, !dbg !1213
  %100 = or disjoint i32 %99, %89, !dbg !1214
    #dbg_value(i32 %100, !1173, !DIExpression(), !1204)
  %101 = icmp sgt i8 %96, -1, !dbg !1211
    #dbg_value(i32 poison, !1174, !DIExpression(), !1204)
  br i1 %101, label %136, label %102

102:                                              ; preds = %94
    #dbg_value(i64 2, !1163, !DIExpression(), !1204)
    #dbg_value(i32 14, !1174, !DIExpression(), !1204)
    #dbg_value(i32 %100, !1173, !DIExpression(), !1204)
  %103 = add i64 %8, 3, !dbg !1212
  %104 = icmp ult i64 %103, %1, !dbg !1206
  br i1 %104, label %105, label %140, !dbg !1207

105:                                              ; preds = %102
    #dbg_value(i64 3, !1163, !DIExpression(), !1204)
  %106 = getelementptr inbounds i8, ptr %0, i64 %103, !dbg !1208
  %107 = load i8, ptr %106, align 1, !dbg !1208, !tbaa !320
    #dbg_value(i8 %107, !1175, !DIExpression(), !1209)
  %108 = and i8 %107, 127, !dbg !1210
  %109 = zext nneg i8 %108 to i32, !dbg !1210
  %110 = shl nuw nsw i32 %109, 14, !dbg !1213
  %111 = or disjoint i32 %110, %100, !dbg !1214
    #dbg_value(i32 %111, !1173, !DIExpression(), !1204)
  %112 = icmp sgt i8 %107, -1, !dbg !1211
    #dbg_value(i32 poison, !1174, !DIExpression(), !1204)
  br i1 %112, label %136, label %113

113:                                              ; preds = %105
    #dbg_value(i64 3, !1163, !DIExpression(), !1204)
    #dbg_value(i32 21, !1174, !DIExpression(), !1204)
    #dbg_value(i32 %111, !1173, !DIExpression(), !1204)
  %114 = add i64 %8, 4, !dbg !1212
  %115 = icmp ult i64 %114, %1, !dbg !1206
  br i1 %115, label %116, label %140, !dbg !1207

116:                                              ; preds = %113
    #dbg_value(i64 4, !1163, !DIExpression(), !1204)
  %117 = getelementptr inbounds i8, ptr %0, i64 %114, !dbg !1208
  %118 = load i8, ptr %117, align 1, !dbg !1208, !tbaa !320
    #dbg_value(i8 %118, !1175, !DIExpression(), !1209)
  %119 = and i8 %118, 127, !dbg !1210
  %120 = zext nneg i8 %119 to i32, !dbg !1210
  %121 = shl nuw nsw i32 %120, 21, !dbg !1213
  %122 = or disjoint i32 %121, %111, !dbg !1214
    #dbg_value(i32 %122, !1173, !DIExpression(), !1204)
  %123 = icmp sgt i8 %118, -1, !dbg !1211
    #dbg_value(i32 poison, !1174, !DIExpression(), !1204)
  br i1 %123, label %136, label %124

124:                                              ; preds = %116
    #dbg_value(i64 4, !1163, !DIExpression(), !1204)
    #dbg_value(i32 28, !1174, !DIExpression(), !1204)
    #dbg_value(i32 %122, !1173, !DIExpression(), !1204)
  %125 = add i64 %8, 5, !dbg !1212
  %126 = icmp ult i64 %125, %1, !dbg !1206
  br i1 %126, label %127, label %140, !dbg !1207

127:                                              ; preds = %124
    #dbg_value(i64 5, !1163, !DIExpression(), !1204)
  %128 = getelementptr inbounds i8, ptr %0, i64 %125, !dbg !1208
  %129 = load i8, ptr %128, align 1, !dbg !1208, !tbaa !320
    #dbg_value(i8 %129, !1175, !DIExpression(), !1209)
  %130 = zext i8 %129 to i32, !dbg !1210
  %131 = shl i32 %130, 28, !dbg !1213
  %132 = or disjoint i32 %131, %122, !dbg !1214
    #dbg_value(i32 %132, !1173, !DIExpression(), !1204)
  %133 = icmp sgt i8 %129, -1, !dbg !1211
    #dbg_value(i32 poison, !1174, !DIExpression(), !1204)
  br i1 %133, label %136, label %134

134:                                              ; preds = %127
    #dbg_value(i64 5, !1163, !DIExpression(), !1204)
    #dbg_value(i32 35, !1174, !DIExpression(), !1204)
    #dbg_value(i32 %132, !1173, !DIExpression(), !1204)
  %135 = add i64 %8, 6, !dbg !1212
  br label %140, !dbg !1207

136:                                              ; preds = %127, %116, %105, %94, %85
  %137 = phi i64 [ 1, %85 ], [ 2, %94 ], [ 3, %105 ], [ 4, %116 ], [ 5, %127 ], !dbg !1215
  %138 = phi i32 [ %89, %85 ], [ %100, %94 ], [ %111, %105 ], [ %122, %116 ], [ %132, %127 ], !dbg !1214
  %139 = add i64 %137, %9, !dbg !1216
  br label %140

140:                                              ; preds = %136, %134, %124, %113, %102, %91, %83
  %141 = phi i64 [ %139, %136 ], [ %9, %83 ], [ %92, %91 ], [ %103, %102 ], [ %114, %113 ], [ %125, %124 ], [ %135, %134 ], !dbg !1216
  %142 = phi i32 [ %138, %136 ], [ -1, %134 ], [ -1, %124 ], [ -1, %113 ], [ -1, %102 ], [ -1, %91 ], [ -1, %83 ], !dbg !1217
    #dbg_value(i32 %142, !1149, !DIExpression(), !1161)
    #dbg_value(i64 %141, !1145, !DIExpression(), !1156)
    #dbg_value(ptr %0, !1169, !DIExpression(), !1218)
    #dbg_value(i64 %1, !1170, !DIExpression(), !1218)
    #dbg_value(i64 %141, !1171, !DIExpression(), !1218)
    #dbg_value(ptr undef, !1172, !DIExpression(), !1218)
    #dbg_value(i32 0, !1173, !DIExpression(), !1218)
    #dbg_value(i32 0, !1174, !DIExpression(), !1218)
    #dbg_value(i64 0, !1163, !DIExpression(), !1218)
    #dbg_value(i64 0, !1163, !DIExpression(), !1218)
    #dbg_value(i32 0, !1174, !DIExpression(), !1218)
    #dbg_value(i32 0, !1173, !DIExpression(), !1218)
  %143 = icmp ult i64 %141, %1, !dbg !1220
  br i1 %143, label %144, label %199, !dbg !1221

144:                                              ; preds = %140
    #dbg_value(i64 1, !1163, !DIExpression(), !1218)
  %145 = getelementptr inbounds i8, ptr %0, i64 %141, !dbg !1222
  %146 = load i8, ptr %145, align 1, !dbg !1222, !tbaa !320
    #dbg_value(i8 %146, !1175, !DIExpression(), !1223)
  %147 = and i8 %146, 127, !dbg !1224
  %148 = zext nneg i8 %147 to i32, !dbg !1224
    #dbg_value(i32 %148, !1173, !DIExpression(), !1218)
  %149 = icmp sgt i8 %146, -1, !dbg !1225
    #dbg_value(i32 poison, !1174, !DIExpression(), !1218)
  br i1 %149, label %195, label %150

150:                                              ; preds = %144
    #dbg_value(i64 1, !1163, !DIExpression(), !1218)
    #dbg_value(i32 7, !1174, !DIExpression(), !1218)
    #dbg_value(i32 %148, !1173, !DIExpression(), !1218)
  %151 = add i64 %141, 1, !dbg !1226
  %152 = icmp ult i64 %151, %1, !dbg !1220
  br i1 %152, label %153, label %199, !dbg !1221

153:                                              ; preds = %150
    #dbg_value(i64 2, !1163, !DIExpression(), !1218)
  %154 = getelementptr inbounds i8, ptr %0, i64 %151, !dbg !1222
  %155 = load i8, ptr %154, align 1, !dbg !1222, !tbaa !320
    #dbg_value(i8 %155, !1175, !DIExpression(), !1223)
  %156 = and i8 %155, 127, !dbg !1224
  %157 = zext nneg i8 %156 to i32, !dbg !1224
  %158 = shl nuw nsw i32 %157, 7, !dbg !1227
  %159 = or disjoint i32 %158, %148, !dbg !1228
    #dbg_value(i32 %159, !1173, !DIExpression(), !1218)
  %160 = icmp sgt i8 %155, -1, !dbg !1225
    #dbg_value(i32 poison, !1174, !DIExpression(), !1218)
  br i1 %160, label %195, label %161

161:                                              ; preds = %153
    #dbg_value(i64 2, !1163, !DIExpression(), !1218)
    #dbg_value(i32 14, !1174, !DIExpression(), !1218)
    #dbg_value(i32 %159, !1173, !DIExpression(), !1218)
  %162 = add i64 %141, 2, !dbg !1226
  %163 = icmp ult i64 %162, %1, !dbg !1220
  br i1 %163, label %164, label %199, !dbg !1221

164:                                              ; preds = %161
    #dbg_value(i64 3, !1163, !DIExpression(), !1218)
  %165 = getelementptr inbounds i8, ptr %0, i64 %162, !dbg !1222
  %166 = load i8, ptr %165, align 1, !dbg !1222, !tbaa !320
    #dbg_value(i8 %166, !1175, !DIExpression(), !1223)
  %167 = and i8 %166, 127, !dbg !1224
  %168 = zext nneg i8 %167 to i32, !dbg !1224
  %169 = shl nuw nsw i32 %168, 14, !dbg !1227
  %170 = or disjoint i32 %169, %159, !dbg !1228
    #dbg_value(i32 %170, !1173, !DIExpression(), !1218)
  %171 = icmp sgt i8 %166, -1, !dbg !1225
    #dbg_value(i32 poison, !1174, !DIExpression(), !1218)
  br i1 %171, label %195, label %172

172:                                              ; preds = %164
    #dbg_value(i64 3, !1163, !DIExpression(), !1218)
    #dbg_value(i32 21, !1174, !DIExpression(), !1218)
    #dbg_value(i32 %170, !1173, !DIExpression(), !1218)
  %173 = add i64 %141, 3, !dbg !1226
  %174 = icmp ult i64 %173, %1, !dbg !1220
  br i1 %174, label %175, label %199, !dbg !1221

175:                                              ; preds = %172
    #dbg_value(i64 4, !1163, !DIExpression(), !1218)
  %176 = getelementptr inbounds i8, ptr %0, i64 %173, !dbg !1222
  %177 = load i8, ptr %176, align 1, !dbg !1222, !tbaa !320
    #dbg_value(i8 %177, !1175, !DIExpression(), !1223)
  %178 = and i8 %177, 127, !dbg !1224
  %179 = zext nneg i8 %178 to i32, !dbg !1224
  %180 = shl nuw nsw i32 %179, 21, !dbg !1227
  %181 = or disjoint i32 %180, %170, !dbg !1228
    #dbg_value(i32 %181, !1173, !DIExpression(), !1218)
  %182 = icmp sgt i8 %177, -1, !dbg !1225
    #dbg_value(i32 poison, !1174, !DIExpression(), !1218)
  br i1 %182, label %195, label %183

183:                                              ; preds = %175
    #dbg_value(i64 4, !1163, !DIExpression(), !1218)
    #dbg_value(i32 28, !1174, !DIExpression(), !1218)
    #dbg_value(i32 %181, !1173, !DIExpression(), !1218)
  %184 = add i64 %141, 4, !dbg !1226
  %185 = icmp ult i64 %184, %1, !dbg !1220
  br i1 %185, label %186, label %199, !dbg !1221

186:                                              ; preds = %183
    #dbg_value(i64 5, !1163, !DIExpression(), !1218)
  %187 = getelementptr inbounds i8, ptr %0, i64 %184, !dbg !1222
  %188 = load i8, ptr %187, align 1, !dbg !1222, !tbaa !320
    #dbg_value(i8 %188, !1175, !DIExpression(), !1223)
  %189 = zext i8 %188 to i32, !dbg !1224
  %190 = shl i32 %189, 28, !dbg !1227
  %191 = or disjoint i32 %190, %181, !dbg !1228
    #dbg_value(i32 %191, !1173, !DIExpression(), !1218)
  %192 = icmp sgt i8 %188, -1, !dbg !1225
    #dbg_value(i32 poison, !1174, !DIExpression(), !1218)
  br i1 %192, label %195, label %193

193:                                              ; preds = %186
    #dbg_value(i64 5, !1163, !DIExpression(), !1218)
    #dbg_value(i32 35, !1174, !DIExpression(), !1218)
    #dbg_value(i32 %191, !1173, !DIExpression(), !1218)
  %194 = add i64 %141, 5, !dbg !1226
  br label %199, !dbg !1221

195:                                              ; preds = %186, %175, %164, %153, %144
  %196 = phi i64 [ 1, %144 ], [ 2, %153 ], [ 3, %164 ], [ 4, %175 ], [ 5, %186 ], !dbg !1229
  %197 = phi i32 [ %148, %144 ], [ %159, %153 ], [ %170, %164 ], [ %181, %175 ], [ %191, %186 ], !dbg !1228
  %198 = add i64 %196, %141, !dbg !1230
  br label %199

199:                                              ; preds = %140, %150, %161, %172, %183, %193, %195
  %200 = phi i64 [ %198, %195 ], [ %141, %140 ], [ %151, %150 ], [ %162, %161 ], [ %173, %172 ], [ %184, %183 ], [ %194, %193 ], !dbg !1230
  %201 = phi i32 [ %197, %195 ], [ -1, %193 ], [ -1, %183 ], [ -1, %172 ], [ -1, %161 ], [ -1, %150 ], [ -1, %140 ], !dbg !1231
    #dbg_value(i32 %201, !1150, !DIExpression(), !1161)
    #dbg_value(i64 %200, !1145, !DIExpression(), !1156)
  %202 = zext i32 %142 to i64, !dbg !1232
  %203 = icmp ugt i64 %202, %3, !dbg !1234
  br i1 %203, label %292, label %204, !dbg !1235

204:                                              ; preds = %199
  %205 = add i32 %142, 4, !dbg !1236
    #dbg_value(i32 %205, !1149, !DIExpression(), !1161)
  %206 = icmp eq i32 %201, 0, !dbg !1237
  %207 = zext i32 %201 to i64
  %208 = icmp ult i64 %7, %207
  %209 = select i1 %206, i1 true, i1 %208, !dbg !1239
  %210 = zext i32 %205 to i64
  %211 = add i64 %7, %210
  %212 = icmp ugt i64 %211, %3
  %213 = select i1 %209, i1 true, i1 %212, !dbg !1239
  br i1 %213, label %292, label %214, !dbg !1239

214:                                              ; preds = %204
    #dbg_value(i32 0, !1151, !DIExpression(), !1240)
    #dbg_value(i64 %7, !1146, !DIExpression(), !1156)
  %215 = icmp eq i32 %205, 0, !dbg !1241
  br i1 %215, label %288, label %216, !dbg !1243

216:                                              ; preds = %214
  %217 = icmp ult i32 %205, 32, !dbg !1243
  %218 = icmp ult i32 %201, 32, !dbg !1243
  %219 = select i1 %217, i1 true, i1 %218, !dbg !1243
  br i1 %219, label %238, label %220, !dbg !1243

220:                                              ; preds = %216
  %221 = and i64 %210, 4294967264, !dbg !1243
  %222 = trunc nuw i64 %221 to i32, !dbg !1243
  %223 = add i64 %7, %221, !dbg !1243
  br label %224, !dbg !1243

224:                                              ; preds = %224, %220
  %225 = phi i64 [ 0, %220 ], [ %234, %224 ]
  %226 = add i64 %7, %225, !dbg !1243
  %227 = sub i64 %226, %207, !dbg !1244
  %228 = getelementptr inbounds i8, ptr %2, i64 %227, !dbg !1245
  %229 = getelementptr inbounds i8, ptr %228, i64 16, !dbg !1245
  %230 = load <16 x i8>, ptr %228, align 1, !dbg !1245, !tbaa !320
  %231 = load <16 x i8>, ptr %229, align 1, !dbg !1245, !tbaa !320
  %232 = getelementptr inbounds i8, ptr %2, i64 %226, !dbg !1246
  %233 = getelementptr inbounds i8, ptr %232, i64 16, !dbg !1247
  store <16 x i8> %230, ptr %232, align 1, !dbg !1247, !tbaa !320
  store <16 x i8> %231, ptr %233, align 1, !dbg !1247, !tbaa !320
  %234 = add nuw i64 %225, 32
  %235 = icmp eq i64 %234, %221
  br i1 %235, label %236, label %224, !llvm.loop !1248

236:                                              ; preds = %224
  %237 = icmp eq i64 %221, %210, !dbg !1243
  br i1 %237, label %288, label %238, !dbg !1243

238:                                              ; preds = %236, %216
  %239 = phi i32 [ 0, %216 ], [ %222, %236 ]
  %240 = phi i64 [ %7, %216 ], [ %223, %236 ]
  %241 = sub i32 %142, %239, !dbg !1243
  %242 = add i32 %142, 3, !dbg !1243
  %243 = sub i32 %242, %239, !dbg !1243
  %244 = and i32 %241, 3, !dbg !1243
  %245 = icmp eq i32 %244, 0, !dbg !1243
  br i1 %245, label %258, label %246, !dbg !1243

246:                                              ; preds = %238, %246
  %247 = phi i32 [ %254, %246 ], [ %239, %238 ]
  %248 = phi i64 [ %255, %246 ], [ %240, %238 ]
  %249 = phi i32 [ %256, %246 ], [ 0, %238 ]
    #dbg_value(i32 %247, !1151, !DIExpression(), !1240)
    #dbg_value(i64 %248, !1146, !DIExpression(), !1156)
  %250 = sub i64 %248, %207, !dbg !1244
  %251 = getelementptr inbounds i8, ptr %2, i64 %250, !dbg !1245
  %252 = load i8, ptr %251, align 1, !dbg !1245, !tbaa !320
  %253 = getelementptr inbounds i8, ptr %2, i64 %248, !dbg !1246
  store i8 %252, ptr %253, align 1, !dbg !1247, !tbaa !320
  %254 = add nuw i32 %247, 1, !dbg !1250
    #dbg_value(i32 %254, !1151, !DIExpression(), !1240)
  %255 = add i64 %248, 1, !dbg !1251
    #dbg_value(i64 %255, !1146, !DIExpression(), !1156)
  %256 = add i32 %249, 1, !dbg !1243
  %257 = icmp eq i32 %256, %244, !dbg !1243
  br i1 %257, label %258, label %246, !dbg !1243, !llvm.loop !1252

258:                                              ; preds = %246, %238
  %259 = phi i64 [ poison, %238 ], [ %255, %246 ]
  %260 = phi i32 [ %239, %238 ], [ %254, %246 ]
  %261 = phi i64 [ %240, %238 ], [ %255, %246 ]
  %262 = icmp ult i32 %243, 3, !dbg !1243
  br i1 %262, label %288, label %263, !dbg !1243

263:                                              ; preds = %258, %263
  %264 = phi i32 [ %285, %263 ], [ %260, %258 ]
  %265 = phi i64 [ %286, %263 ], [ %261, %258 ]
    #dbg_value(i32 %264, !1151, !DIExpression(), !1240)
    #dbg_value(i64 %265, !1146, !DIExpression(), !1156)
  %266 = sub i64 %265, %207, !dbg !1244
  %267 = getelementptr inbounds i8, ptr %2, i64 %266, !dbg !1245
  %268 = load i8, ptr %267, align 1, !dbg !1245, !tbaa !320
  %269 = getelementptr inbounds i8, ptr %2, i64 %265, !dbg !1246
  store i8 %268, ptr %269, align 1, !dbg !1247, !tbaa !320
    #dbg_value(i32 %264, !1151, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1240)
  %270 = add i64 %265, 1, !dbg !1251
    #dbg_value(i64 %270, !1146, !DIExpression(), !1156)
  %271 = sub i64 %270, %207, !dbg !1244
  %272 = getelementptr inbounds i8, ptr %2, i64 %271, !dbg !1245
  %273 = load i8, ptr %272, align 1, !dbg !1245, !tbaa !320
  %274 = getelementptr inbounds i8, ptr %2, i64 %270, !dbg !1246
  store i8 %273, ptr %274, align 1, !dbg !1247, !tbaa !320
    #dbg_value(i32 %264, !1151, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !1240)
  %275 = add i64 %265, 2, !dbg !1251
    #dbg_value(i64 %275, !1146, !DIExpression(), !1156)
  %276 = sub i64 %275, %207, !dbg !1244
  %277 = getelementptr inbounds i8, ptr %2, i64 %276, !dbg !1245
  %278 = load i8, ptr %277, align 1, !dbg !1245, !tbaa !320
  %279 = getelementptr inbounds i8, ptr %2, i64 %275, !dbg !1246
  store i8 %278, ptr %279, align 1, !dbg !1247, !tbaa !320
    #dbg_value(i32 %264, !1151, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !1240)
  %280 = add i64 %265, 3, !dbg !1251
    #dbg_value(i64 %280, !1146, !DIExpression(), !1156)
  %281 = sub i64 %280, %207, !dbg !1244
  %282 = getelementptr inbounds i8, ptr %2, i64 %281, !dbg !1245
  %283 = load i8, ptr %282, align 1, !dbg !1245, !tbaa !320
  %284 = getelementptr inbounds i8, ptr %2, i64 %280, !dbg !1246
  store i8 %283, ptr %284, align 1, !dbg !1247, !tbaa !320
  %285 = add nuw i32 %264, 4, !dbg !1250
    #dbg_value(i32 %285, !1151, !DIExpression(), !1240)
  %286 = add i64 %265, 4, !dbg !1251
    #dbg_value(i64 %286, !1146, !DIExpression(), !1156)
  %287 = icmp eq i32 %264, %142, !dbg !1241
  br i1 %287, label %288, label %263, !dbg !1243, !llvm.loop !1254

288:                                              ; preds = %258, %263, %236, %214, %80
  %289 = phi i64 [ %77, %80 ], [ %200, %214 ], [ %200, %236 ], [ %200, %263 ], [ %200, %258 ], !dbg !1161
  %290 = phi i64 [ %74, %80 ], [ %7, %214 ], [ %223, %236 ], [ %259, %258 ], [ %286, %263 ], !dbg !1156
    #dbg_value(i64 %290, !1146, !DIExpression(), !1156)
    #dbg_value(i64 %289, !1145, !DIExpression(), !1156)
  %291 = icmp ult i64 %289, %1, !dbg !1157
  br i1 %291, label %6, label %292, !dbg !1158, !llvm.loop !1255

292:                                              ; preds = %288, %69, %199, %204, %6, %4
  %293 = phi i64 [ 0, %4 ], [ -3, %6 ], [ -2, %204 ], [ -2, %199 ], [ -1, %69 ], [ %290, %288 ], !dbg !1156
  ret i64 %293, !dbg !1257
}

; Function Attrs: nofree nounwind
declare !dbg !1258 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !1263 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1266 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!163, !164, !165, !166, !167, !168, !169}
!llvm.ident = !{!170}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/lz77_roundtrip.c", directory: ".", checksumkind: CSK_MD5, checksum: "efe46d846c37303f516fc4fc400fbff7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 9)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 51)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 3)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !3, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 53)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 32)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 13)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "crc_table", scope: !57, file: !2, line: 15, type: !160, isLocal: true, isDefinition: true)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !76, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !60, !61, !66, !69, !72}
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !62, line: 24, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !64, line: 38, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!65 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !67, line: 18, baseType: !68)
!67 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !62, line: 26, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !64, line: 42, baseType: !71)
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !73, line: 26, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !64, line: 41, baseType: !75)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{!0, !7, !12, !14, !19, !21, !26, !28, !33, !38, !40, !45, !50, !55, !77, !82, !84, !86, !91, !93, !98, !100, !105, !107, !109, !111, !113, !118, !120, !125, !156, !158}
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 10)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !16, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !79, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 12)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !52, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 11)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !3, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !102, isLocal: true, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !3, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !16, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !9, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !30, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 8)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !9, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 2)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "words", scope: !127, file: !2, line: 112, type: !153, isLocal: true, isDefinition: true)
!127 = distinct !DISubprogram(name: "make_input", scope: !2, file: !2, line: 111, type: !128, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !131)
!128 = !DISubroutineType(types: !129)
!129 = !{!66, !75, !130, !66}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!131 = !{!132, !133, !134, !135, !136, !141, !142, !146, !148, !150, !151}
!132 = !DILocalVariable(name: "kind", arg: 1, scope: !127, file: !2, line: 111, type: !75)
!133 = !DILocalVariable(name: "buf", arg: 2, scope: !127, file: !2, line: 111, type: !130)
!134 = !DILocalVariable(name: "n", arg: 3, scope: !127, file: !2, line: 111, type: !66)
!135 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 113, type: !66)
!136 = !DILocalVariable(name: "w", scope: !137, file: !2, line: 115, type: !139)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 115, column: 27)
!138 = distinct !DILexicalBlock(scope: !127, file: !2, line: 114, column: 19)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!141 = !DILocalVariable(name: "l", scope: !137, file: !2, line: 115, type: !66)
!142 = !DILocalVariable(name: "l", scope: !143, file: !2, line: 119, type: !66)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 119, column: 45)
!144 = distinct !DILexicalBlock(scope: !145, file: !2, line: 119, column: 34)
!145 = distinct !DILexicalBlock(scope: !138, file: !2, line: 119, column: 28)
!146 = !DILocalVariable(name: "k", scope: !147, file: !2, line: 119, type: !66)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 119, column: 74)
!148 = !DILocalVariable(name: "d", scope: !149, file: !2, line: 119, type: !66)
!149 = distinct !DILexicalBlock(scope: !144, file: !2, line: 119, column: 160)
!150 = !DILocalVariable(name: "l", scope: !149, file: !2, line: 119, type: !66)
!151 = !DILocalVariable(name: "k", scope: !152, file: !2, line: 119, type: !66)
!152 = distinct !DILexicalBlock(scope: !149, file: !2, line: 119, column: 210)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 960, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 15)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !95, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "rs", scope: !57, file: !2, line: 109, type: !69, isLocal: true, isDefinition: true)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 8192, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 256)
!163 = !{i32 7, !"Dwarf Version", i32 5}
!164 = !{i32 2, !"Debug Info Version", i32 3}
!165 = !{i32 1, !"wchar_size", i32 4}
!166 = !{i32 8, !"PIC Level", i32 2}
!167 = !{i32 7, !"PIE Level", i32 2}
!168 = !{i32 7, !"uwtable", i32 2}
!169 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!170 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!171 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 124, type: !172, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!75}
!174 = !{!175, !177, !179, !180, !182, !185, !186, !187, !188, !189, !191, !194, !195, !196, !197, !198, !199, !200, !202, !203, !204}
!175 = !DILocalVariable(name: "names", scope: !171, file: !2, line: 126, type: !176)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 320, elements: !5)
!177 = !DILocalVariable(name: "sizes", scope: !171, file: !2, line: 127, type: !178)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 320, elements: !5)
!179 = !DILocalVariable(name: "failures", scope: !171, file: !2, line: 128, type: !75)
!180 = !DILocalVariable(name: "k", scope: !181, file: !2, line: 129, type: !75)
!181 = distinct !DILexicalBlock(scope: !171, file: !2, line: 129, column: 5)
!182 = !DILocalVariable(name: "n", scope: !183, file: !2, line: 130, type: !66)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 129, column: 33)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 129, column: 5)
!185 = !DILocalVariable(name: "in", scope: !183, file: !2, line: 130, type: !130)
!186 = !DILocalVariable(name: "comp", scope: !183, file: !2, line: 130, type: !130)
!187 = !DILocalVariable(name: "dec", scope: !183, file: !2, line: 130, type: !130)
!188 = !DILocalVariable(name: "crc", scope: !183, file: !2, line: 132, type: !69)
!189 = !DILocalVariable(name: "mode", scope: !190, file: !2, line: 133, type: !75)
!190 = distinct !DILexicalBlock(scope: !183, file: !2, line: 133, column: 9)
!191 = !DILocalVariable(name: "cn", scope: !192, file: !2, line: 134, type: !66)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 133, column: 46)
!193 = distinct !DILexicalBlock(scope: !190, file: !2, line: 133, column: 9)
!194 = !DILocalVariable(name: "dn", scope: !192, file: !2, line: 135, type: !59)
!195 = !DILocalVariable(name: "ok", scope: !192, file: !2, line: 136, type: !75)
!196 = !DILocalVariable(name: "ln", scope: !183, file: !2, line: 140, type: !66)
!197 = !DILocalVariable(name: "cn", scope: !183, file: !2, line: 141, type: !66)
!198 = !DILocalVariable(name: "dn", scope: !183, file: !2, line: 141, type: !66)
!199 = !DILocalVariable(name: "ok", scope: !183, file: !2, line: 142, type: !75)
!200 = !DILocalVariable(name: "junk", scope: !171, file: !2, line: 146, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 24, elements: !36)
!202 = !DILocalVariable(name: "junk2", scope: !171, file: !2, line: 146, type: !201)
!203 = !DILocalVariable(name: "junk3", scope: !171, file: !2, line: 146, type: !201)
!204 = !DILocalVariable(name: "tmp", scope: !171, file: !2, line: 146, type: !205)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 512, elements: !206)
!206 = !{!207}
!207 = !DISubrange(count: 64)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !171)
!210 = distinct !DIAssignID()
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 16, type: !69)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 16, column: 30)
!213 = distinct !DISubprogram(name: "crc_init", scope: !2, file: !2, line: 16, type: !214, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{null}
!216 = !{!211, !217, !220}
!217 = !DILocalVariable(name: "c", scope: !218, file: !2, line: 16, type: !69)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 16, column: 65)
!219 = distinct !DILexicalBlock(scope: !212, file: !2, line: 16, column: 30)
!220 = !DILocalVariable(name: "k", scope: !221, file: !2, line: 16, type: !75)
!221 = distinct !DILexicalBlock(scope: !218, file: !2, line: 16, column: 83)
!222 = !DILocation(line: 0, scope: !212, inlinedAt: !223)
!223 = distinct !DILocation(line: 125, column: 5, scope: !171)
!224 = !DILocation(line: 16, column: 30, scope: !212, inlinedAt: !223)
!225 = !DILocation(line: 16, column: 61, scope: !219, inlinedAt: !223)
!226 = !DILocation(line: 16, column: 117, scope: !227, inlinedAt: !223)
!227 = distinct !DILexicalBlock(scope: !221, file: !2, line: 16, column: 83)
!228 = !DILocation(line: 16, column: 115, scope: !227, inlinedAt: !223)
!229 = !DILocation(line: 16, column: 156, scope: !218, inlinedAt: !223)
!230 = !DILocation(line: 16, column: 169, scope: !218, inlinedAt: !223)
!231 = !{!232, !232, i64 0}
!232 = !{!"int", !233, i64 0}
!233 = !{!"omnipotent char", !234, i64 0}
!234 = !{!"Simple C/C++ TBAA"}
!235 = distinct !{!235, !224, !236, !237, !238, !239}
!236 = !DILocation(line: 16, column: 174, scope: !212, inlinedAt: !223)
!237 = !{!"llvm.loop.mustprogress"}
!238 = !{!"llvm.loop.isvectorized", i32 1}
!239 = !{!"llvm.loop.unroll.runtime.disable"}
!240 = distinct !DIAssignID()
!241 = !DILocation(line: 127, column: 5, scope: !171)
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 127, column: 12, scope: !171)
!244 = distinct !DIAssignID()
!245 = distinct !DIAssignID()
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !181)
!250 = !DILocation(line: 129, column: 5, scope: !181)
!251 = distinct !DIAssignID()
!252 = distinct !DIAssignID()
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 146, column: 5, scope: !171)
!255 = !DILocation(line: 147, column: 48, scope: !171)
!256 = !DILocation(line: 147, column: 101, scope: !171)
!257 = !DILocation(line: 147, column: 156, scope: !171)
!258 = !DILocation(line: 147, column: 5, scope: !171)
!259 = !DILocation(line: 148, column: 5, scope: !171)
!260 = !DILocation(line: 150, column: 1, scope: !171)
!261 = !DILocation(line: 130, column: 20, scope: !183)
!262 = !{!263, !263, i64 0}
!263 = !{!"long", !233, i64 0}
!264 = !DILocation(line: 0, scope: !183)
!265 = !DILocation(line: 130, column: 44, scope: !183)
!266 = !DILocation(line: 130, column: 72, scope: !183)
!267 = !DILocation(line: 130, column: 76, scope: !183)
!268 = !DILocation(line: 130, column: 63, scope: !183)
!269 = !DILocation(line: 130, column: 99, scope: !183)
!270 = !DILocation(line: 130, column: 90, scope: !183)
!271 = !DILocation(line: 0, scope: !127, inlinedAt: !272)
!272 = distinct !DILocation(line: 131, column: 9, scope: !183)
!273 = !DILocation(line: 0, scope: !138, inlinedAt: !272)
!274 = !DILocation(line: 114, column: 5, scope: !127, inlinedAt: !272)
!275 = !DILocation(line: 118, column: 13, scope: !276, inlinedAt: !272)
!276 = distinct !DILexicalBlock(scope: !138, file: !2, line: 118, column: 13)
!277 = !DILocation(line: 117, column: 13, scope: !278, inlinedAt: !272)
!278 = distinct !DILexicalBlock(scope: !138, file: !2, line: 117, column: 13)
!279 = !DILocation(line: 116, column: 13, scope: !280, inlinedAt: !272)
!280 = distinct !DILexicalBlock(scope: !138, file: !2, line: 116, column: 13)
!281 = !DILocation(line: 115, column: 13, scope: !138, inlinedAt: !272)
!282 = !DILocation(line: 119, column: 14, scope: !138, inlinedAt: !272)
!283 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !287)
!284 = distinct !DISubprogram(name: "rnd", scope: !2, file: !2, line: 110, type: !285, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57)
!285 = !DISubroutineType(types: !286)
!286 = !{!69}
!287 = distinct !DILocation(line: 115, column: 51, scope: !137, inlinedAt: !272)
!288 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !287)
!289 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !287)
!290 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !287)
!291 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !287)
!292 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !287)
!293 = !DILocation(line: 115, column: 57, scope: !137, inlinedAt: !272)
!294 = !DILocation(line: 115, column: 45, scope: !137, inlinedAt: !272)
!295 = !{!296, !296, i64 0}
!296 = !{!"any pointer", !233, i64 0}
!297 = !DILocation(line: 0, scope: !137, inlinedAt: !272)
!298 = !DILocation(line: 115, column: 75, scope: !137, inlinedAt: !272)
!299 = !DILocation(line: 115, column: 92, scope: !300, inlinedAt: !272)
!300 = distinct !DILexicalBlock(scope: !137, file: !2, line: 115, column: 90)
!301 = !DILocation(line: 115, column: 96, scope: !300, inlinedAt: !272)
!302 = !DILocation(line: 115, column: 90, scope: !137, inlinedAt: !272)
!303 = !DILocation(line: 115, column: 123, scope: !137, inlinedAt: !272)
!304 = !DILocation(line: 115, column: 112, scope: !137, inlinedAt: !272)
!305 = !DILocation(line: 115, column: 137, scope: !137, inlinedAt: !272)
!306 = !DILocation(line: 115, column: 22, scope: !138, inlinedAt: !272)
!307 = distinct !{!307, !281, !308, !237}
!308 = !DILocation(line: 115, column: 143, scope: !138, inlinedAt: !272)
!309 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !310)
!310 = distinct !DILocation(line: 116, column: 50, scope: !311, inlinedAt: !272)
!311 = distinct !DILexicalBlock(scope: !280, file: !2, line: 116, column: 13)
!312 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !310)
!313 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !310)
!314 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !310)
!315 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !310)
!316 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !310)
!317 = !DILocation(line: 116, column: 41, scope: !311, inlinedAt: !272)
!318 = !DILocation(line: 116, column: 32, scope: !311, inlinedAt: !272)
!319 = !DILocation(line: 116, column: 39, scope: !311, inlinedAt: !272)
!320 = !{!233, !233, i64 0}
!321 = !DILocation(line: 116, column: 28, scope: !311, inlinedAt: !272)
!322 = distinct !{!322, !279, !323, !237}
!323 = !DILocation(line: 116, column: 54, scope: !280, inlinedAt: !272)
!324 = !DILocation(line: 117, column: 53, scope: !325, inlinedAt: !272)
!325 = distinct !DILexicalBlock(scope: !278, file: !2, line: 117, column: 13)
!326 = !DILocation(line: 117, column: 41, scope: !325, inlinedAt: !272)
!327 = !DILocation(line: 117, column: 32, scope: !325, inlinedAt: !272)
!328 = !DILocation(line: 117, column: 39, scope: !325, inlinedAt: !272)
!329 = !DILocation(line: 117, column: 28, scope: !325, inlinedAt: !272)
!330 = distinct !{!330, !277, !331, !237}
!331 = !DILocation(line: 117, column: 59, scope: !278, inlinedAt: !272)
!332 = !DILocation(line: 118, column: 66, scope: !333, inlinedAt: !272)
!333 = distinct !DILexicalBlock(scope: !276, file: !2, line: 118, column: 13)
!334 = !DILocation(line: 118, column: 51, scope: !333, inlinedAt: !272)
!335 = !DILocation(line: 118, column: 77, scope: !333, inlinedAt: !272)
!336 = !DILocation(line: 118, column: 83, scope: !333, inlinedAt: !272)
!337 = !DILocation(line: 118, column: 72, scope: !333, inlinedAt: !272)
!338 = !DILocation(line: 118, column: 32, scope: !333, inlinedAt: !272)
!339 = !DILocation(line: 118, column: 39, scope: !333, inlinedAt: !272)
!340 = !DILocation(line: 118, column: 28, scope: !333, inlinedAt: !272)
!341 = !DILocation(line: 118, column: 22, scope: !333, inlinedAt: !272)
!342 = distinct !{!342, !275, !343, !237}
!343 = !DILocation(line: 118, column: 88, scope: !276, inlinedAt: !272)
!344 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !345)
!345 = distinct !DILocation(line: 119, column: 34, scope: !144, inlinedAt: !272)
!346 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !345)
!347 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !345)
!348 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !345)
!349 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !345)
!350 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !345)
!351 = !DILocation(line: 119, column: 40, scope: !144, inlinedAt: !272)
!352 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !353)
!353 = distinct !DILocation(line: 119, scope: !144, inlinedAt: !272)
!354 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !353)
!355 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !353)
!356 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !353)
!357 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !353)
!358 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !353)
!359 = !DILocation(line: 119, column: 34, scope: !145, inlinedAt: !272)
!360 = !DILocation(line: 119, column: 64, scope: !143, inlinedAt: !272)
!361 = !DILocation(line: 119, column: 69, scope: !143, inlinedAt: !272)
!362 = !DILocation(line: 119, column: 58, scope: !143, inlinedAt: !272)
!363 = !DILocation(line: 0, scope: !143, inlinedAt: !272)
!364 = !DILocation(line: 0, scope: !147, inlinedAt: !272)
!365 = !DILocation(line: 119, column: 99, scope: !366, inlinedAt: !272)
!366 = distinct !DILexicalBlock(scope: !147, file: !2, line: 119, column: 74)
!367 = !DILocation(line: 119, column: 74, scope: !147, inlinedAt: !272)
!368 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !369)
!369 = distinct !DILocation(line: 119, column: 135, scope: !366, inlinedAt: !272)
!370 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !369)
!371 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !369)
!372 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !369)
!373 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !369)
!374 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !369)
!375 = !DILocation(line: 119, column: 125, scope: !366, inlinedAt: !272)
!376 = !DILocation(line: 119, column: 119, scope: !366, inlinedAt: !272)
!377 = !DILocation(line: 119, column: 114, scope: !366, inlinedAt: !272)
!378 = !DILocation(line: 119, column: 123, scope: !366, inlinedAt: !272)
!379 = !DILocation(line: 119, column: 110, scope: !366, inlinedAt: !272)
!380 = !DILocation(line: 119, column: 95, scope: !366, inlinedAt: !272)
!381 = distinct !{!381, !367, !382, !237}
!382 = !DILocation(line: 119, column: 150, scope: !147, inlinedAt: !272)
!383 = !DILocation(line: 119, column: 179, scope: !149, inlinedAt: !272)
!384 = !DILocation(line: 119, column: 185, scope: !149, inlinedAt: !272)
!385 = !DILocation(line: 119, column: 173, scope: !149, inlinedAt: !272)
!386 = !DILocation(line: 0, scope: !149, inlinedAt: !272)
!387 = !DILocation(line: 110, column: 38, scope: !284, inlinedAt: !388)
!388 = distinct !DILocation(line: 119, column: 194, scope: !149, inlinedAt: !272)
!389 = !DILocation(line: 110, column: 32, scope: !284, inlinedAt: !388)
!390 = !DILocation(line: 110, column: 54, scope: !284, inlinedAt: !388)
!391 = !DILocation(line: 110, column: 48, scope: !284, inlinedAt: !388)
!392 = !DILocation(line: 110, column: 70, scope: !284, inlinedAt: !388)
!393 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !388)
!394 = !DILocation(line: 119, column: 200, scope: !149, inlinedAt: !272)
!395 = !DILocation(line: 119, column: 205, scope: !149, inlinedAt: !272)
!396 = !DILocation(line: 119, column: 194, scope: !149, inlinedAt: !272)
!397 = !DILocation(line: 0, scope: !152, inlinedAt: !272)
!398 = !DILocation(line: 119, column: 235, scope: !399, inlinedAt: !272)
!399 = distinct !DILexicalBlock(scope: !152, file: !2, line: 119, column: 210)
!400 = !DILocation(line: 119, column: 210, scope: !152, inlinedAt: !272)
!401 = !DILocation(line: 119, column: 266, scope: !399, inlinedAt: !272)
!402 = !DILocation(line: 119, column: 264, scope: !399, inlinedAt: !272)
!403 = !DILocation(line: 119, column: 279, scope: !399, inlinedAt: !272)
!404 = !DILocation(line: 119, column: 273, scope: !399, inlinedAt: !272)
!405 = !DILocation(line: 119, column: 255, scope: !399, inlinedAt: !272)
!406 = !DILocation(line: 119, column: 262, scope: !399, inlinedAt: !272)
!407 = !DILocation(line: 119, column: 246, scope: !399, inlinedAt: !272)
!408 = !DILocation(line: 119, column: 251, scope: !399, inlinedAt: !272)
!409 = !DILocation(line: 119, column: 231, scope: !399, inlinedAt: !272)
!410 = distinct !{!410, !400, !411, !237}
!411 = !DILocation(line: 119, column: 286, scope: !152, inlinedAt: !272)
!412 = !DILocation(line: 113, column: 12, scope: !127, inlinedAt: !272)
!413 = !DILocation(line: 119, column: 23, scope: !138, inlinedAt: !272)
!414 = distinct !{!414, !282, !415, !237}
!415 = !DILocation(line: 119, column: 293, scope: !138, inlinedAt: !272)
!416 = !DILocation(line: 110, column: 64, scope: !284, inlinedAt: !417)
!417 = distinct !DILocation(line: 0, scope: !138, inlinedAt: !272)
!418 = !DILocalVariable(name: "p", arg: 1, scope: !419, file: !2, line: 17, type: !422)
!419 = distinct !DISubprogram(name: "crc32", scope: !2, file: !2, line: 17, type: !420, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !424)
!420 = !DISubroutineType(types: !421)
!421 = !{!69, !422, !66}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!424 = !{!418, !425, !426}
!425 = !DILocalVariable(name: "n", arg: 2, scope: !419, file: !2, line: 17, type: !66)
!426 = !DILocalVariable(name: "c", scope: !419, file: !2, line: 17, type: !69)
!427 = !DILocation(line: 0, scope: !419, inlinedAt: !428)
!428 = distinct !DILocation(line: 132, column: 24, scope: !183)
!429 = !DILocation(line: 17, column: 79, scope: !419, inlinedAt: !428)
!430 = !DILocation(line: 17, column: 112, scope: !419, inlinedAt: !428)
!431 = !DILocation(line: 17, column: 110, scope: !419, inlinedAt: !428)
!432 = !DILocation(line: 17, column: 116, scope: !419, inlinedAt: !428)
!433 = !DILocation(line: 17, column: 95, scope: !419, inlinedAt: !428)
!434 = !DILocation(line: 17, column: 129, scope: !419, inlinedAt: !428)
!435 = !DILocation(line: 17, column: 124, scope: !419, inlinedAt: !428)
!436 = distinct !{!436, !429, !437, !237}
!437 = !DILocation(line: 17, column: 133, scope: !419, inlinedAt: !428)
!438 = !DILocation(line: 17, scope: !419, inlinedAt: !428)
!439 = !DILocation(line: 0, scope: !190)
!440 = !DILocation(line: 133, column: 9, scope: !190)
!441 = !DILocation(line: 140, column: 23, scope: !183)
!442 = !DILocation(line: 140, column: 21, scope: !183)
!443 = !DILocalVariable(name: "in", arg: 1, scope: !444, file: !2, line: 82, type: !422)
!444 = distinct !DISubprogram(name: "lzss_compress", scope: !2, file: !2, line: 82, type: !445, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !447)
!445 = !DISubroutineType(types: !446)
!446 = !{!66, !422, !66, !130}
!447 = !{!443, !448, !449, !450, !451, !452, !454, !455, !457, !460, !461, !462, !463, !465}
!448 = !DILocalVariable(name: "n", arg: 2, scope: !444, file: !2, line: 82, type: !66)
!449 = !DILocalVariable(name: "out", arg: 3, scope: !444, file: !2, line: 82, type: !130)
!450 = !DILocalVariable(name: "o", scope: !444, file: !2, line: 83, type: !66)
!451 = !DILocalVariable(name: "i", scope: !444, file: !2, line: 83, type: !66)
!452 = !DILocalVariable(name: "flagpos", scope: !453, file: !2, line: 85, type: !66)
!453 = distinct !DILexicalBlock(scope: !444, file: !2, line: 84, column: 19)
!454 = !DILocalVariable(name: "flags", scope: !453, file: !2, line: 85, type: !61)
!455 = !DILocalVariable(name: "bit", scope: !456, file: !2, line: 86, type: !75)
!456 = distinct !DILexicalBlock(scope: !453, file: !2, line: 86, column: 9)
!457 = !DILocalVariable(name: "best", scope: !458, file: !2, line: 87, type: !66)
!458 = distinct !DILexicalBlock(scope: !459, file: !2, line: 86, column: 52)
!459 = distinct !DILexicalBlock(scope: !456, file: !2, line: 86, column: 9)
!460 = !DILocalVariable(name: "bdist", scope: !458, file: !2, line: 87, type: !66)
!461 = !DILocalVariable(name: "maxl", scope: !458, file: !2, line: 87, type: !66)
!462 = !DILocalVariable(name: "start", scope: !458, file: !2, line: 88, type: !66)
!463 = !DILocalVariable(name: "j", scope: !464, file: !2, line: 89, type: !66)
!464 = distinct !DILexicalBlock(scope: !458, file: !2, line: 89, column: 13)
!465 = !DILocalVariable(name: "l", scope: !466, file: !2, line: 89, type: !66)
!466 = distinct !DILexicalBlock(scope: !467, file: !2, line: 89, column: 48)
!467 = distinct !DILexicalBlock(scope: !464, file: !2, line: 89, column: 13)
!468 = !DILocation(line: 0, scope: !444, inlinedAt: !469)
!469 = distinct !DILocation(line: 141, column: 21, scope: !183)
!470 = !DILocation(line: 84, column: 5, scope: !444, inlinedAt: !469)
!471 = !DILocation(line: 85, column: 27, scope: !453, inlinedAt: !469)
!472 = !DILocation(line: 0, scope: !453, inlinedAt: !469)
!473 = !DILocation(line: 0, scope: !456, inlinedAt: !469)
!474 = !DILocation(line: 86, column: 9, scope: !456, inlinedAt: !469)
!475 = !DILocation(line: 93, column: 9, scope: !453, inlinedAt: !469)
!476 = !DILocation(line: 93, column: 22, scope: !453, inlinedAt: !469)
!477 = distinct !{!477, !470, !478, !237}
!478 = !DILocation(line: 94, column: 5, scope: !444, inlinedAt: !469)
!479 = !DILocation(line: 0, scope: !458, inlinedAt: !469)
!480 = !DILocation(line: 87, column: 50, scope: !458, inlinedAt: !469)
!481 = !DILocation(line: 87, column: 48, scope: !458, inlinedAt: !469)
!482 = !DILocation(line: 88, column: 28, scope: !458, inlinedAt: !469)
!483 = !DILocation(line: 0, scope: !464, inlinedAt: !469)
!484 = !DILocation(line: 89, column: 38, scope: !467, inlinedAt: !469)
!485 = !DILocation(line: 89, column: 13, scope: !464, inlinedAt: !469)
!486 = !DILocation(line: 89, column: 83, scope: !466, inlinedAt: !469)
!487 = !DILocation(line: 0, scope: !466, inlinedAt: !469)
!488 = !DILocation(line: 89, column: 80, scope: !466, inlinedAt: !469)
!489 = !DILocation(line: 89, column: 96, scope: !466, inlinedAt: !469)
!490 = !DILocation(line: 89, column: 93, scope: !466, inlinedAt: !469)
!491 = !DILocation(line: 89, column: 64, scope: !466, inlinedAt: !469)
!492 = !DILocation(line: 89, column: 108, scope: !466, inlinedAt: !469)
!493 = !DILocation(line: 89, column: 73, scope: !466, inlinedAt: !469)
!494 = distinct !{!494, !491, !492, !237}
!495 = !DILocation(line: 89, scope: !466, inlinedAt: !469)
!496 = !DILocation(line: 89, column: 118, scope: !497, inlinedAt: !469)
!497 = distinct !DILexicalBlock(scope: !466, file: !2, line: 89, column: 116)
!498 = !DILocation(line: 89, column: 116, scope: !466, inlinedAt: !469)
!499 = !DILocation(line: 89, column: 148, scope: !500, inlinedAt: !469)
!500 = distinct !DILexicalBlock(scope: !497, file: !2, line: 89, column: 126)
!501 = !DILocation(line: 89, column: 159, scope: !502, inlinedAt: !469)
!502 = distinct !DILexicalBlock(scope: !500, file: !2, line: 89, column: 157)
!503 = !DILocation(line: 89, column: 44, scope: !467, inlinedAt: !469)
!504 = distinct !{!504, !485, !505, !237}
!505 = !DILocation(line: 89, column: 177, scope: !464, inlinedAt: !469)
!506 = !DILocation(line: 90, column: 22, scope: !507, inlinedAt: !469)
!507 = distinct !DILexicalBlock(scope: !458, file: !2, line: 90, column: 17)
!508 = !DILocation(line: 90, column: 17, scope: !458, inlinedAt: !469)
!509 = !DILocation(line: 90, column: 51, scope: !510, inlinedAt: !469)
!510 = distinct !DILexicalBlock(scope: !507, file: !2, line: 90, column: 28)
!511 = !DILocation(line: 90, column: 36, scope: !510, inlinedAt: !469)
!512 = !DILocation(line: 90, column: 87, scope: !510, inlinedAt: !469)
!513 = !DILocation(line: 90, column: 71, scope: !510, inlinedAt: !469)
!514 = !DILocation(line: 90, column: 60, scope: !510, inlinedAt: !469)
!515 = !DILocation(line: 90, column: 69, scope: !510, inlinedAt: !469)
!516 = !DILocation(line: 90, column: 129, scope: !510, inlinedAt: !469)
!517 = !DILocation(line: 90, column: 143, scope: !510, inlinedAt: !469)
!518 = !DILocation(line: 90, column: 135, scope: !510, inlinedAt: !469)
!519 = !DILocation(line: 90, column: 105, scope: !510, inlinedAt: !469)
!520 = !DILocation(line: 90, column: 99, scope: !510, inlinedAt: !469)
!521 = !DILocation(line: 90, column: 94, scope: !510, inlinedAt: !469)
!522 = !DILocation(line: 90, column: 103, scope: !510, inlinedAt: !469)
!523 = !DILocation(line: 90, column: 161, scope: !510, inlinedAt: !469)
!524 = !DILocation(line: 91, column: 29, scope: !507, inlinedAt: !469)
!525 = !DILocation(line: 91, column: 23, scope: !507, inlinedAt: !469)
!526 = !DILocation(line: 91, column: 18, scope: !507, inlinedAt: !469)
!527 = !DILocation(line: 91, column: 27, scope: !507, inlinedAt: !469)
!528 = !DILocation(line: 0, scope: !507, inlinedAt: !469)
!529 = !DILocation(line: 86, column: 48, scope: !459, inlinedAt: !469)
!530 = !DILocation(line: 86, column: 31, scope: !459, inlinedAt: !469)
!531 = !DILocation(line: 86, column: 35, scope: !459, inlinedAt: !469)
!532 = distinct !{!532, !474, !533, !237}
!533 = !DILocation(line: 92, column: 9, scope: !456, inlinedAt: !469)
!534 = !DILocalVariable(name: "in", arg: 1, scope: !535, file: !2, line: 97, type: !422)
!535 = distinct !DISubprogram(name: "lzss_decompress", scope: !2, file: !2, line: 97, type: !445, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !536)
!536 = !{!534, !537, !538, !539, !540, !541, !543, !545, !550, !551}
!537 = !DILocalVariable(name: "n", arg: 2, scope: !535, file: !2, line: 97, type: !66)
!538 = !DILocalVariable(name: "out", arg: 3, scope: !535, file: !2, line: 97, type: !130)
!539 = !DILocalVariable(name: "i", scope: !535, file: !2, line: 98, type: !66)
!540 = !DILocalVariable(name: "o", scope: !535, file: !2, line: 98, type: !66)
!541 = !DILocalVariable(name: "flags", scope: !542, file: !2, line: 100, type: !61)
!542 = distinct !DILexicalBlock(scope: !535, file: !2, line: 99, column: 19)
!543 = !DILocalVariable(name: "bit", scope: !544, file: !2, line: 101, type: !75)
!544 = distinct !DILexicalBlock(scope: !542, file: !2, line: 101, column: 9)
!545 = !DILocalVariable(name: "dist", scope: !546, file: !2, line: 102, type: !66)
!546 = distinct !DILexicalBlock(scope: !547, file: !2, line: 102, column: 37)
!547 = distinct !DILexicalBlock(scope: !548, file: !2, line: 102, column: 17)
!548 = distinct !DILexicalBlock(scope: !549, file: !2, line: 101, column: 52)
!549 = distinct !DILexicalBlock(scope: !544, file: !2, line: 101, column: 9)
!550 = !DILocalVariable(name: "len", scope: !546, file: !2, line: 102, type: !66)
!551 = !DILocalVariable(name: "k", scope: !552, file: !2, line: 102, type: !66)
!552 = distinct !DILexicalBlock(scope: !546, file: !2, line: 102, column: 130)
!553 = !DILocation(line: 0, scope: !535, inlinedAt: !554)
!554 = distinct !DILocation(line: 141, column: 62, scope: !183)
!555 = !DILocation(line: 99, column: 14, scope: !535, inlinedAt: !554)
!556 = !DILocation(line: 99, column: 5, scope: !535, inlinedAt: !554)
!557 = !DILocation(line: 98, column: 19, scope: !535, inlinedAt: !554)
!558 = !DILocation(line: 0, scope: !542, inlinedAt: !554)
!559 = distinct !{!559, !556, !560, !237}
!560 = !DILocation(line: 105, column: 5, scope: !535, inlinedAt: !554)
!561 = !DILocation(line: 100, column: 29, scope: !542, inlinedAt: !554)
!562 = !DILocation(line: 0, scope: !544, inlinedAt: !554)
!563 = !DILocation(line: 101, column: 35, scope: !549, inlinedAt: !554)
!564 = !DILocation(line: 101, column: 9, scope: !544, inlinedAt: !554)
!565 = !DILocation(line: 100, column: 25, scope: !542, inlinedAt: !554)
!566 = !DILocation(line: 102, column: 28, scope: !547, inlinedAt: !554)
!567 = !DILocation(line: 102, column: 23, scope: !547, inlinedAt: !554)
!568 = !DILocation(line: 102, column: 17, scope: !548, inlinedAt: !554)
!569 = !DILocation(line: 102, column: 62, scope: !546, inlinedAt: !554)
!570 = !DILocation(line: 102, column: 54, scope: !546, inlinedAt: !554)
!571 = !DILocation(line: 102, column: 68, scope: !546, inlinedAt: !554)
!572 = !DILocation(line: 102, column: 77, scope: !546, inlinedAt: !554)
!573 = !DILocation(line: 102, column: 87, scope: !546, inlinedAt: !554)
!574 = !DILocation(line: 102, column: 76, scope: !546, inlinedAt: !554)
!575 = !DILocation(line: 0, scope: !546, inlinedAt: !554)
!576 = !DILocation(line: 102, column: 111, scope: !546, inlinedAt: !554)
!577 = !DILocation(line: 102, column: 117, scope: !546, inlinedAt: !554)
!578 = !DILocation(line: 102, column: 100, scope: !546, inlinedAt: !554)
!579 = !DILocation(line: 0, scope: !552, inlinedAt: !554)
!580 = !DILocation(line: 102, column: 130, scope: !552, inlinedAt: !554)
!581 = !DILocation(line: 102, column: 177, scope: !582, inlinedAt: !554)
!582 = distinct !DILexicalBlock(scope: !552, file: !2, line: 102, column: 130)
!583 = !DILocation(line: 102, column: 168, scope: !582, inlinedAt: !554)
!584 = !DILocation(line: 102, column: 175, scope: !582, inlinedAt: !554)
!585 = !DILocation(line: 102, column: 159, scope: !582, inlinedAt: !554)
!586 = !DILocation(line: 102, column: 164, scope: !582, inlinedAt: !554)
!587 = !DILocation(line: 102, column: 151, scope: !582, inlinedAt: !554)
!588 = distinct !{!588, !580, !589, !237, !238}
!589 = !DILocation(line: 102, column: 189, scope: !552, inlinedAt: !554)
!590 = !DILocation(line: 103, column: 33, scope: !547, inlinedAt: !554)
!591 = !DILocation(line: 103, column: 29, scope: !547, inlinedAt: !554)
!592 = !DILocation(line: 103, column: 23, scope: !547, inlinedAt: !554)
!593 = !DILocation(line: 103, column: 18, scope: !547, inlinedAt: !554)
!594 = !DILocation(line: 103, column: 27, scope: !547, inlinedAt: !554)
!595 = !DILocation(line: 102, column: 124, scope: !546, inlinedAt: !554)
!596 = !DILocation(line: 101, column: 48, scope: !549, inlinedAt: !554)
!597 = !DILocation(line: 0, scope: !547, inlinedAt: !554)
!598 = !DILocation(line: 101, column: 31, scope: !549, inlinedAt: !554)
!599 = distinct !{!599, !564, !600, !237}
!600 = !DILocation(line: 104, column: 9, scope: !544, inlinedAt: !554)
!601 = !DILocation(line: 142, column: 21, scope: !183)
!602 = !DILocation(line: 142, column: 27, scope: !183)
!603 = !DILocation(line: 134, column: 58, scope: !192)
!604 = !DILocalVariable(name: "in", arg: 1, scope: !605, file: !2, line: 43, type: !422)
!605 = distinct !DISubprogram(name: "lz77_compress", scope: !2, file: !2, line: 43, type: !606, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !608)
!606 = !DISubroutineType(types: !607)
!607 = !{!66, !422, !66, !130, !75, !75}
!608 = !{!604, !609, !610, !611, !612, !613, !620, !622, !623, !624, !625, !627, !628, !631, !632, !634}
!609 = !DILocalVariable(name: "n", arg: 2, scope: !605, file: !2, line: 43, type: !66)
!610 = !DILocalVariable(name: "out", arg: 3, scope: !605, file: !2, line: 43, type: !130)
!611 = !DILocalVariable(name: "lazy", arg: 4, scope: !605, file: !2, line: 43, type: !75)
!612 = !DILocalVariable(name: "max_chain", arg: 5, scope: !605, file: !2, line: 43, type: !75)
!613 = !DILocalVariable(name: "c", scope: !605, file: !2, line: 44, type: !614)
!614 = !DIDerivedType(tag: DW_TAG_typedef, name: "Chains", file: !2, line: 23, baseType: !615)
!615 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 23, size: 128, elements: !616)
!616 = !{!617, !619}
!617 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !615, file: !2, line: 23, baseType: !618, size: 64)
!618 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!619 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !615, file: !2, line: 23, baseType: !618, size: 64, offset: 64)
!620 = !DILocalVariable(name: "k", scope: !621, file: !2, line: 45, type: !66)
!621 = distinct !DILexicalBlock(scope: !605, file: !2, line: 45, column: 5)
!622 = !DILocalVariable(name: "o", scope: !605, file: !2, line: 46, type: !66)
!623 = !DILocalVariable(name: "i", scope: !605, file: !2, line: 46, type: !66)
!624 = !DILocalVariable(name: "lit_start", scope: !605, file: !2, line: 46, type: !66)
!625 = !DILocalVariable(name: "len", scope: !626, file: !2, line: 48, type: !66)
!626 = distinct !DILexicalBlock(scope: !605, file: !2, line: 47, column: 19)
!627 = !DILocalVariable(name: "dist", scope: !626, file: !2, line: 48, type: !66)
!628 = !DILocalVariable(name: "len2", scope: !629, file: !2, line: 51, type: !66)
!629 = distinct !DILexicalBlock(scope: !630, file: !2, line: 49, column: 39)
!630 = distinct !DILexicalBlock(scope: !626, file: !2, line: 49, column: 13)
!631 = !DILocalVariable(name: "dist2", scope: !629, file: !2, line: 51, type: !66)
!632 = !DILocalVariable(name: "k", scope: !633, file: !2, line: 56, type: !66)
!633 = distinct !DILexicalBlock(scope: !629, file: !2, line: 56, column: 13)
!634 = !DILocalVariable(name: "k", scope: !635, file: !2, line: 62, type: !66)
!635 = distinct !DILexicalBlock(scope: !636, file: !2, line: 62, column: 13)
!636 = distinct !DILexicalBlock(scope: !637, file: !2, line: 59, column: 18)
!637 = distinct !DILexicalBlock(scope: !626, file: !2, line: 59, column: 13)
!638 = !DILocation(line: 0, scope: !605, inlinedAt: !639)
!639 = distinct !DILocation(line: 134, column: 25, scope: !192)
!640 = !DILocation(line: 44, column: 24, scope: !605, inlinedAt: !639)
!641 = !DILocation(line: 44, column: 71, scope: !605, inlinedAt: !639)
!642 = !DILocation(line: 0, scope: !621, inlinedAt: !639)
!643 = !DILocation(line: 45, column: 69, scope: !644, inlinedAt: !639)
!644 = distinct !DILexicalBlock(scope: !621, file: !2, line: 45, column: 5)
!645 = !DILocation(line: 47, column: 5, scope: !605, inlinedAt: !639)
!646 = !DILocalVariable(name: "in", arg: 1, scope: !647, file: !2, line: 24, type: !422)
!647 = distinct !DISubprogram(name: "find_match", scope: !2, file: !2, line: 24, type: !648, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !653)
!648 = !DISubroutineType(types: !649)
!649 = !{null, !422, !66, !66, !650, !75, !652, !652}
!650 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !651, size: 64)
!651 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !614)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!653 = !{!646, !654, !655, !656, !657, !658, !659, !660, !661, !662, !664}
!654 = !DILocalVariable(name: "n", arg: 2, scope: !647, file: !2, line: 24, type: !66)
!655 = !DILocalVariable(name: "i", arg: 3, scope: !647, file: !2, line: 24, type: !66)
!656 = !DILocalVariable(name: "c", arg: 4, scope: !647, file: !2, line: 24, type: !650)
!657 = !DILocalVariable(name: "max_chain", arg: 5, scope: !647, file: !2, line: 24, type: !75)
!658 = !DILocalVariable(name: "best_len", arg: 6, scope: !647, file: !2, line: 24, type: !652)
!659 = !DILocalVariable(name: "best_dist", arg: 7, scope: !647, file: !2, line: 24, type: !652)
!660 = !DILocalVariable(name: "cand", scope: !647, file: !2, line: 27, type: !72)
!661 = !DILocalVariable(name: "limit", scope: !647, file: !2, line: 28, type: !66)
!662 = !DILocalVariable(name: "dist", scope: !663, file: !2, line: 30, type: !66)
!663 = distinct !DILexicalBlock(scope: !647, file: !2, line: 29, column: 42)
!664 = !DILocalVariable(name: "l", scope: !665, file: !2, line: 33, type: !66)
!665 = distinct !DILexicalBlock(scope: !666, file: !2, line: 32, column: 65)
!666 = distinct !DILexicalBlock(scope: !663, file: !2, line: 32, column: 13)
!667 = !DILocation(line: 0, scope: !647, inlinedAt: !668)
!668 = distinct !DILocation(line: 48, column: 27, scope: !626, inlinedAt: !639)
!669 = !DILocation(line: 0, scope: !626, inlinedAt: !639)
!670 = !DILocation(line: 26, column: 11, scope: !671, inlinedAt: !668)
!671 = distinct !DILexicalBlock(scope: !647, file: !2, line: 26, column: 9)
!672 = !DILocation(line: 26, column: 23, scope: !671, inlinedAt: !668)
!673 = !DILocation(line: 26, column: 9, scope: !647, inlinedAt: !668)
!674 = !DILocation(line: 27, column: 37, scope: !647, inlinedAt: !668)
!675 = !DILocalVariable(name: "p", arg: 1, scope: !676, file: !2, line: 21, type: !422)
!676 = distinct !DISubprogram(name: "hash4", scope: !2, file: !2, line: 21, type: !677, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !679)
!677 = !DISubroutineType(types: !678)
!678 = !{!69, !422}
!679 = !{!675, !680}
!680 = !DILocalVariable(name: "v", scope: !676, file: !2, line: 21, type: !69)
!681 = !DILocation(line: 0, scope: !676, inlinedAt: !682)
!682 = distinct !DILocation(line: 27, column: 28, scope: !647, inlinedAt: !668)
!683 = !DILocation(line: 21, column: 55, scope: !676, inlinedAt: !682)
!684 = !DILocation(line: 21, column: 83, scope: !676, inlinedAt: !682)
!685 = !DILocation(line: 21, column: 98, scope: !676, inlinedAt: !682)
!686 = !DILocation(line: 27, column: 20, scope: !647, inlinedAt: !668)
!687 = !DILocation(line: 28, column: 22, scope: !647, inlinedAt: !668)
!688 = !DILocation(line: 28, column: 20, scope: !647, inlinedAt: !668)
!689 = !DILocation(line: 27, column: 13, scope: !647, inlinedAt: !668)
!690 = !DILocation(line: 29, column: 17, scope: !647, inlinedAt: !668)
!691 = !DILocation(line: 29, column: 22, scope: !647, inlinedAt: !668)
!692 = !DILocation(line: 25, column: 15, scope: !647, inlinedAt: !668)
!693 = !DILocation(line: 25, column: 31, scope: !647, inlinedAt: !668)
!694 = !DILocation(line: 29, column: 34, scope: !647, inlinedAt: !668)
!695 = !DILocation(line: 29, column: 37, scope: !647, inlinedAt: !668)
!696 = !DILocation(line: 29, column: 5, scope: !647, inlinedAt: !668)
!697 = !DILocation(line: 30, column: 27, scope: !663, inlinedAt: !668)
!698 = !DILocation(line: 30, column: 25, scope: !663, inlinedAt: !668)
!699 = !DILocation(line: 0, scope: !663, inlinedAt: !668)
!700 = !DILocation(line: 31, column: 18, scope: !701, inlinedAt: !668)
!701 = distinct !DILexicalBlock(scope: !663, file: !2, line: 31, column: 13)
!702 = !DILocation(line: 31, column: 13, scope: !663, inlinedAt: !668)
!703 = !DILocation(line: 32, column: 23, scope: !666, inlinedAt: !668)
!704 = !DILocation(line: 32, column: 21, scope: !666, inlinedAt: !668)
!705 = !DILocation(line: 32, column: 13, scope: !666, inlinedAt: !668)
!706 = !DILocation(line: 32, column: 46, scope: !666, inlinedAt: !668)
!707 = !DILocation(line: 32, column: 43, scope: !666, inlinedAt: !668)
!708 = !DILocation(line: 32, column: 13, scope: !663, inlinedAt: !668)
!709 = !DILocation(line: 0, scope: !665, inlinedAt: !668)
!710 = !DILocation(line: 33, column: 47, scope: !665, inlinedAt: !668)
!711 = !DILocation(line: 33, column: 71, scope: !665, inlinedAt: !668)
!712 = !DILocation(line: 33, column: 68, scope: !665, inlinedAt: !668)
!713 = !DILocation(line: 33, column: 27, scope: !665, inlinedAt: !668)
!714 = !DILocation(line: 33, column: 83, scope: !665, inlinedAt: !668)
!715 = !DILocation(line: 33, column: 36, scope: !665, inlinedAt: !668)
!716 = !DILocation(line: 33, column: 44, scope: !665, inlinedAt: !668)
!717 = distinct !{!717, !713, !714, !237}
!718 = !DILocation(line: 33, scope: !665, inlinedAt: !668)
!719 = !DILocation(line: 34, column: 19, scope: !720, inlinedAt: !668)
!720 = distinct !DILexicalBlock(scope: !665, file: !2, line: 34, column: 17)
!721 = !DILocation(line: 34, column: 17, scope: !665, inlinedAt: !668)
!722 = !DILocation(line: 34, column: 74, scope: !723, inlinedAt: !668)
!723 = distinct !DILexicalBlock(scope: !724, file: !2, line: 34, column: 72)
!724 = distinct !DILexicalBlock(scope: !720, file: !2, line: 34, column: 32)
!725 = !DILocation(line: 34, column: 72, scope: !724, inlinedAt: !668)
!726 = !DILocation(line: 36, column: 16, scope: !663, inlinedAt: !668)
!727 = !DILocation(line: 38, column: 19, scope: !728, inlinedAt: !668)
!728 = distinct !DILexicalBlock(scope: !647, file: !2, line: 38, column: 9)
!729 = !DILocation(line: 38, column: 9, scope: !647, inlinedAt: !668)
!730 = !DILocation(line: 49, column: 17, scope: !630, inlinedAt: !639)
!731 = !DILocation(line: 49, column: 30, scope: !630, inlinedAt: !639)
!732 = !DILocation(line: 49, column: 34, scope: !630, inlinedAt: !639)
!733 = !DILocation(line: 49, column: 13, scope: !626, inlinedAt: !639)
!734 = !DILocalVariable(name: "in", arg: 1, scope: !735, file: !2, line: 40, type: !422)
!735 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 40, type: !736, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !739)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !422, !66, !66, !738}
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !614, size: 64)
!739 = !{!734, !740, !741, !742, !743}
!740 = !DILocalVariable(name: "n", arg: 2, scope: !735, file: !2, line: 40, type: !66)
!741 = !DILocalVariable(name: "i", arg: 3, scope: !735, file: !2, line: 40, type: !66)
!742 = !DILocalVariable(name: "c", arg: 4, scope: !735, file: !2, line: 40, type: !738)
!743 = !DILocalVariable(name: "h", scope: !744, file: !2, line: 40, type: !69)
!744 = distinct !DILexicalBlock(scope: !745, file: !2, line: 40, column: 88)
!745 = distinct !DILexicalBlock(scope: !735, file: !2, line: 40, column: 76)
!746 = !DILocation(line: 0, scope: !735, inlinedAt: !747)
!747 = distinct !DILocation(line: 50, column: 13, scope: !629, inlinedAt: !639)
!748 = !DILocation(line: 0, scope: !676, inlinedAt: !749)
!749 = distinct !DILocation(line: 40, column: 103, scope: !744, inlinedAt: !747)
!750 = !DILocation(line: 0, scope: !744, inlinedAt: !747)
!751 = !DILocation(line: 40, column: 118, scope: !744, inlinedAt: !747)
!752 = !DILocation(line: 40, column: 129, scope: !744, inlinedAt: !747)
!753 = !DILocation(line: 40, column: 156, scope: !744, inlinedAt: !747)
!754 = !DILocation(line: 40, column: 154, scope: !744, inlinedAt: !747)
!755 = !DILocation(line: 0, scope: !647, inlinedAt: !756)
!756 = distinct !DILocation(line: 51, column: 33, scope: !629, inlinedAt: !639)
!757 = !DILocation(line: 0, scope: !629, inlinedAt: !639)
!758 = !DILocation(line: 26, column: 11, scope: !671, inlinedAt: !756)
!759 = !DILocation(line: 26, column: 23, scope: !671, inlinedAt: !756)
!760 = !DILocation(line: 26, column: 9, scope: !647, inlinedAt: !756)
!761 = !DILocation(line: 27, column: 37, scope: !647, inlinedAt: !756)
!762 = !DILocation(line: 0, scope: !676, inlinedAt: !763)
!763 = distinct !DILocation(line: 27, column: 28, scope: !647, inlinedAt: !756)
!764 = !DILocation(line: 21, column: 55, scope: !676, inlinedAt: !763)
!765 = !DILocation(line: 21, column: 83, scope: !676, inlinedAt: !763)
!766 = !DILocation(line: 21, column: 98, scope: !676, inlinedAt: !763)
!767 = !DILocation(line: 27, column: 20, scope: !647, inlinedAt: !756)
!768 = !DILocation(line: 28, column: 22, scope: !647, inlinedAt: !756)
!769 = !DILocation(line: 28, column: 20, scope: !647, inlinedAt: !756)
!770 = !DILocation(line: 27, column: 13, scope: !647, inlinedAt: !756)
!771 = !DILocation(line: 29, column: 17, scope: !647, inlinedAt: !756)
!772 = !DILocation(line: 29, column: 22, scope: !647, inlinedAt: !756)
!773 = !DILocation(line: 25, column: 15, scope: !647, inlinedAt: !756)
!774 = !DILocation(line: 29, column: 34, scope: !647, inlinedAt: !756)
!775 = !DILocation(line: 29, column: 37, scope: !647, inlinedAt: !756)
!776 = !DILocation(line: 29, column: 5, scope: !647, inlinedAt: !756)
!777 = !DILocation(line: 30, column: 27, scope: !663, inlinedAt: !756)
!778 = !DILocation(line: 30, column: 25, scope: !663, inlinedAt: !756)
!779 = !DILocation(line: 0, scope: !663, inlinedAt: !756)
!780 = !DILocation(line: 31, column: 18, scope: !701, inlinedAt: !756)
!781 = !DILocation(line: 31, column: 13, scope: !663, inlinedAt: !756)
!782 = !DILocation(line: 32, column: 23, scope: !666, inlinedAt: !756)
!783 = !DILocation(line: 32, column: 21, scope: !666, inlinedAt: !756)
!784 = !DILocation(line: 32, column: 13, scope: !666, inlinedAt: !756)
!785 = !DILocation(line: 32, column: 46, scope: !666, inlinedAt: !756)
!786 = !DILocation(line: 32, column: 43, scope: !666, inlinedAt: !756)
!787 = !DILocation(line: 32, column: 13, scope: !663, inlinedAt: !756)
!788 = !DILocation(line: 0, scope: !665, inlinedAt: !756)
!789 = !DILocation(line: 33, column: 47, scope: !665, inlinedAt: !756)
!790 = !DILocation(line: 33, column: 71, scope: !665, inlinedAt: !756)
!791 = !DILocation(line: 33, column: 68, scope: !665, inlinedAt: !756)
!792 = !DILocation(line: 33, column: 27, scope: !665, inlinedAt: !756)
!793 = !DILocation(line: 33, column: 83, scope: !665, inlinedAt: !756)
!794 = !DILocation(line: 33, column: 36, scope: !665, inlinedAt: !756)
!795 = !DILocation(line: 33, column: 44, scope: !665, inlinedAt: !756)
!796 = distinct !{!796, !792, !793, !237}
!797 = !DILocation(line: 33, scope: !665, inlinedAt: !756)
!798 = !DILocation(line: 34, column: 19, scope: !720, inlinedAt: !756)
!799 = !DILocation(line: 34, column: 17, scope: !665, inlinedAt: !756)
!800 = !DILocation(line: 34, column: 74, scope: !723, inlinedAt: !756)
!801 = !DILocation(line: 34, column: 72, scope: !724, inlinedAt: !756)
!802 = !DILocation(line: 36, column: 16, scope: !663, inlinedAt: !756)
!803 = !DILocation(line: 38, column: 19, scope: !728, inlinedAt: !756)
!804 = !DILocation(line: 38, column: 9, scope: !647, inlinedAt: !756)
!805 = distinct !{!805, !645, !806, !237}
!806 = !DILocation(line: 65, column: 5, scope: !605, inlinedAt: !639)
!807 = !DILocation(line: 54, column: 19, scope: !808, inlinedAt: !639)
!808 = distinct !DILexicalBlock(scope: !629, file: !2, line: 54, column: 17)
!809 = !DILocation(line: 54, column: 17, scope: !629, inlinedAt: !639)
!810 = !DILocation(line: 54, column: 34, scope: !811, inlinedAt: !639)
!811 = distinct !DILexicalBlock(scope: !808, file: !2, line: 54, column: 32)
!812 = !DILocation(line: 54, column: 43, scope: !811, inlinedAt: !639)
!813 = !DILocation(line: 54, column: 68, scope: !811, inlinedAt: !639)
!814 = !DILocation(line: 54, column: 86, scope: !811, inlinedAt: !639)
!815 = !DILocation(line: 54, column: 73, scope: !811, inlinedAt: !639)
!816 = !DILocalVariable(name: "o", arg: 1, scope: !817, file: !2, line: 19, type: !130)
!817 = distinct !DISubprogram(name: "put_varint", scope: !2, file: !2, line: 19, type: !818, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !820)
!818 = !DISubroutineType(types: !819)
!819 = !{!66, !130, !69}
!820 = !{!816, !821, !822}
!821 = !DILocalVariable(name: "v", arg: 2, scope: !817, file: !2, line: 19, type: !69)
!822 = !DILocalVariable(name: "n", scope: !817, file: !2, line: 19, type: !66)
!823 = !DILocation(line: 0, scope: !817, inlinedAt: !824)
!824 = distinct !DILocation(line: 54, column: 53, scope: !811, inlinedAt: !639)
!825 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !824)
!826 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !824)
!827 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !824)
!828 = distinct !DILexicalBlock(scope: !817, file: !2, line: 19, column: 84)
!829 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !824)
!830 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !824)
!831 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !824)
!832 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !824)
!833 = distinct !{!833, !826, !834, !237}
!834 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !824)
!835 = !DILocation(line: 19, scope: !817, inlinedAt: !824)
!836 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !824)
!837 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !824)
!838 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !824)
!839 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !824)
!840 = !DILocation(line: 54, column: 50, scope: !811, inlinedAt: !639)
!841 = !DILocation(line: 54, column: 112, scope: !811, inlinedAt: !639)
!842 = !DILocation(line: 54, column: 120, scope: !811, inlinedAt: !639)
!843 = !DILocation(line: 54, column: 101, scope: !811, inlinedAt: !639)
!844 = !DILocation(line: 54, column: 151, scope: !811, inlinedAt: !639)
!845 = !DILocation(line: 54, column: 169, scope: !811, inlinedAt: !639)
!846 = !DILocation(line: 55, column: 13, scope: !629, inlinedAt: !639)
!847 = !DILocation(line: 55, column: 22, scope: !629, inlinedAt: !639)
!848 = !DILocation(line: 55, column: 47, scope: !629, inlinedAt: !639)
!849 = !DILocation(line: 55, column: 52, scope: !629, inlinedAt: !639)
!850 = !DILocation(line: 0, scope: !817, inlinedAt: !851)
!851 = distinct !DILocation(line: 55, column: 32, scope: !629, inlinedAt: !639)
!852 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !851)
!853 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !851)
!854 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !851)
!855 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !851)
!856 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !851)
!857 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !851)
!858 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !851)
!859 = distinct !{!859, !853, !860, !237}
!860 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !851)
!861 = !DILocation(line: 19, scope: !817, inlinedAt: !851)
!862 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !851)
!863 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !851)
!864 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !851)
!865 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !851)
!866 = !DILocation(line: 55, column: 29, scope: !629, inlinedAt: !639)
!867 = !DILocation(line: 55, column: 102, scope: !629, inlinedAt: !639)
!868 = !DILocation(line: 55, column: 107, scope: !629, inlinedAt: !639)
!869 = !DILocation(line: 0, scope: !817, inlinedAt: !870)
!870 = distinct !DILocation(line: 55, column: 87, scope: !629, inlinedAt: !639)
!871 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !870)
!872 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !870)
!873 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !870)
!874 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !870)
!875 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !870)
!876 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !870)
!877 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !870)
!878 = distinct !{!878, !872, !879, !237}
!879 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !870)
!880 = !DILocation(line: 19, scope: !817, inlinedAt: !870)
!881 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !870)
!882 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !870)
!883 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !870)
!884 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !870)
!885 = !DILocation(line: 0, scope: !633, inlinedAt: !639)
!886 = !DILocation(line: 56, column: 13, scope: !633, inlinedAt: !639)
!887 = !DILocation(line: 55, column: 84, scope: !629, inlinedAt: !639)
!888 = !DILocation(line: 57, column: 15, scope: !629, inlinedAt: !639)
!889 = !DILocation(line: 57, column: 38, scope: !629, inlinedAt: !639)
!890 = distinct !{!890, !645, !806, !237}
!891 = !DILocation(line: 56, column: 62, scope: !892, inlinedAt: !639)
!892 = distinct !DILexicalBlock(scope: !633, file: !2, line: 56, column: 13)
!893 = !DILocation(line: 0, scope: !735, inlinedAt: !894)
!894 = distinct !DILocation(line: 56, column: 46, scope: !892, inlinedAt: !639)
!895 = !DILocation(line: 40, column: 78, scope: !745, inlinedAt: !894)
!896 = !DILocation(line: 40, column: 82, scope: !745, inlinedAt: !894)
!897 = !DILocation(line: 40, column: 76, scope: !735, inlinedAt: !894)
!898 = !DILocation(line: 40, column: 112, scope: !744, inlinedAt: !894)
!899 = !DILocation(line: 0, scope: !676, inlinedAt: !900)
!900 = distinct !DILocation(line: 40, column: 103, scope: !744, inlinedAt: !894)
!901 = !DILocation(line: 21, column: 55, scope: !676, inlinedAt: !900)
!902 = !DILocation(line: 21, column: 83, scope: !676, inlinedAt: !900)
!903 = !DILocation(line: 21, column: 98, scope: !676, inlinedAt: !900)
!904 = !DILocation(line: 0, scope: !744, inlinedAt: !894)
!905 = !DILocation(line: 40, column: 131, scope: !744, inlinedAt: !894)
!906 = !DILocation(line: 40, column: 118, scope: !744, inlinedAt: !894)
!907 = !DILocation(line: 40, column: 129, scope: !744, inlinedAt: !894)
!908 = !DILocation(line: 40, column: 156, scope: !744, inlinedAt: !894)
!909 = !DILocation(line: 40, column: 154, scope: !744, inlinedAt: !894)
!910 = !DILocation(line: 40, column: 168, scope: !744, inlinedAt: !894)
!911 = !DILocation(line: 56, column: 42, scope: !892, inlinedAt: !639)
!912 = !DILocation(line: 56, column: 34, scope: !892, inlinedAt: !639)
!913 = distinct !{!913, !886, !914, !237}
!914 = !DILocation(line: 56, column: 69, scope: !633, inlinedAt: !639)
!915 = !DILocation(line: 60, column: 19, scope: !916, inlinedAt: !639)
!916 = distinct !DILexicalBlock(scope: !636, file: !2, line: 60, column: 17)
!917 = !DILocation(line: 60, column: 17, scope: !636, inlinedAt: !639)
!918 = !DILocation(line: 60, column: 34, scope: !919, inlinedAt: !639)
!919 = distinct !DILexicalBlock(scope: !916, file: !2, line: 60, column: 32)
!920 = !DILocation(line: 60, column: 43, scope: !919, inlinedAt: !639)
!921 = !DILocation(line: 60, column: 68, scope: !919, inlinedAt: !639)
!922 = !DILocation(line: 60, column: 86, scope: !919, inlinedAt: !639)
!923 = !DILocation(line: 60, column: 73, scope: !919, inlinedAt: !639)
!924 = !DILocation(line: 0, scope: !817, inlinedAt: !925)
!925 = distinct !DILocation(line: 60, column: 53, scope: !919, inlinedAt: !639)
!926 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !925)
!927 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !925)
!928 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !925)
!929 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !925)
!930 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !925)
!931 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !925)
!932 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !925)
!933 = distinct !{!933, !927, !934, !237}
!934 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !925)
!935 = !DILocation(line: 19, scope: !817, inlinedAt: !925)
!936 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !925)
!937 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !925)
!938 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !925)
!939 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !925)
!940 = !DILocation(line: 60, column: 50, scope: !919, inlinedAt: !639)
!941 = !DILocation(line: 60, column: 112, scope: !919, inlinedAt: !639)
!942 = !DILocation(line: 60, column: 120, scope: !919, inlinedAt: !639)
!943 = !DILocation(line: 60, column: 101, scope: !919, inlinedAt: !639)
!944 = !DILocation(line: 60, column: 151, scope: !919, inlinedAt: !639)
!945 = !DILocation(line: 60, column: 169, scope: !919, inlinedAt: !639)
!946 = !DILocation(line: 61, column: 13, scope: !636, inlinedAt: !639)
!947 = !DILocation(line: 61, column: 22, scope: !636, inlinedAt: !639)
!948 = !DILocation(line: 61, column: 47, scope: !636, inlinedAt: !639)
!949 = !DILocation(line: 61, column: 52, scope: !636, inlinedAt: !639)
!950 = !DILocation(line: 0, scope: !817, inlinedAt: !951)
!951 = distinct !DILocation(line: 61, column: 32, scope: !636, inlinedAt: !639)
!952 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !951)
!953 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !951)
!954 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !951)
!955 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !951)
!956 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !951)
!957 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !951)
!958 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !951)
!959 = distinct !{!959, !953, !960, !237}
!960 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !951)
!961 = !DILocation(line: 19, scope: !817, inlinedAt: !951)
!962 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !951)
!963 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !951)
!964 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !951)
!965 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !951)
!966 = !DILocation(line: 61, column: 29, scope: !636, inlinedAt: !639)
!967 = !DILocation(line: 61, column: 102, scope: !636, inlinedAt: !639)
!968 = !DILocation(line: 61, column: 107, scope: !636, inlinedAt: !639)
!969 = !DILocation(line: 0, scope: !817, inlinedAt: !970)
!970 = distinct !DILocation(line: 61, column: 87, scope: !636, inlinedAt: !639)
!971 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !970)
!972 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !970)
!973 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !970)
!974 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !970)
!975 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !970)
!976 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !970)
!977 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !970)
!978 = distinct !{!978, !972, !979, !237}
!979 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !970)
!980 = !DILocation(line: 19, scope: !817, inlinedAt: !970)
!981 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !970)
!982 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !970)
!983 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !970)
!984 = !DILocation(line: 0, scope: !635, inlinedAt: !639)
!985 = !DILocation(line: 62, column: 13, scope: !635, inlinedAt: !639)
!986 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !970)
!987 = !DILocation(line: 61, column: 84, scope: !636, inlinedAt: !639)
!988 = !DILocation(line: 63, column: 15, scope: !636, inlinedAt: !639)
!989 = !DILocation(line: 64, column: 9, scope: !636, inlinedAt: !639)
!990 = !DILocation(line: 62, column: 62, scope: !991, inlinedAt: !639)
!991 = distinct !DILexicalBlock(scope: !635, file: !2, line: 62, column: 13)
!992 = !DILocation(line: 0, scope: !735, inlinedAt: !993)
!993 = distinct !DILocation(line: 62, column: 46, scope: !991, inlinedAt: !639)
!994 = !DILocation(line: 40, column: 78, scope: !745, inlinedAt: !993)
!995 = !DILocation(line: 40, column: 82, scope: !745, inlinedAt: !993)
!996 = !DILocation(line: 40, column: 76, scope: !735, inlinedAt: !993)
!997 = !DILocation(line: 40, column: 112, scope: !744, inlinedAt: !993)
!998 = !DILocation(line: 0, scope: !676, inlinedAt: !999)
!999 = distinct !DILocation(line: 40, column: 103, scope: !744, inlinedAt: !993)
!1000 = !DILocation(line: 21, column: 55, scope: !676, inlinedAt: !999)
!1001 = !DILocation(line: 21, column: 83, scope: !676, inlinedAt: !999)
!1002 = !DILocation(line: 21, column: 98, scope: !676, inlinedAt: !999)
!1003 = !DILocation(line: 0, scope: !744, inlinedAt: !993)
!1004 = !DILocation(line: 40, column: 131, scope: !744, inlinedAt: !993)
!1005 = !DILocation(line: 40, column: 118, scope: !744, inlinedAt: !993)
!1006 = !DILocation(line: 40, column: 129, scope: !744, inlinedAt: !993)
!1007 = !DILocation(line: 40, column: 156, scope: !744, inlinedAt: !993)
!1008 = !DILocation(line: 40, column: 154, scope: !744, inlinedAt: !993)
!1009 = !DILocation(line: 40, column: 168, scope: !744, inlinedAt: !993)
!1010 = !DILocation(line: 62, column: 42, scope: !991, inlinedAt: !639)
!1011 = !DILocation(line: 62, column: 34, scope: !991, inlinedAt: !639)
!1012 = distinct !{!1012, !985, !1013, !237}
!1013 = !DILocation(line: 62, column: 69, scope: !635, inlinedAt: !639)
!1014 = !DILocation(line: 0, scope: !676, inlinedAt: !1015)
!1015 = distinct !DILocation(line: 40, column: 103, scope: !744, inlinedAt: !1016)
!1016 = distinct !DILocation(line: 64, column: 18, scope: !1017, inlinedAt: !639)
!1017 = distinct !DILexicalBlock(scope: !637, file: !2, line: 64, column: 16)
!1018 = !DILocation(line: 0, scope: !744, inlinedAt: !1016)
!1019 = !DILocation(line: 40, column: 118, scope: !744, inlinedAt: !1016)
!1020 = !DILocation(line: 40, column: 129, scope: !744, inlinedAt: !1016)
!1021 = !DILocation(line: 40, column: 156, scope: !744, inlinedAt: !1016)
!1022 = !DILocation(line: 40, column: 154, scope: !744, inlinedAt: !1016)
!1023 = !DILocation(line: 40, column: 168, scope: !744, inlinedAt: !1016)
!1024 = !DILocation(line: 64, column: 41, scope: !1017, inlinedAt: !639)
!1025 = !DILocation(line: 47, column: 14, scope: !605, inlinedAt: !639)
!1026 = !DILocation(line: 46, column: 12, scope: !605, inlinedAt: !639)
!1027 = !DILocation(line: 46, column: 26, scope: !605, inlinedAt: !639)
!1028 = !DILocation(line: 66, column: 11, scope: !1029, inlinedAt: !639)
!1029 = distinct !DILexicalBlock(scope: !605, file: !2, line: 66, column: 9)
!1030 = !DILocation(line: 66, column: 9, scope: !605, inlinedAt: !639)
!1031 = !DILocation(line: 66, column: 26, scope: !1032, inlinedAt: !639)
!1032 = distinct !DILexicalBlock(scope: !1029, file: !2, line: 66, column: 24)
!1033 = !DILocation(line: 66, column: 35, scope: !1032, inlinedAt: !639)
!1034 = !DILocation(line: 66, column: 60, scope: !1032, inlinedAt: !639)
!1035 = !DILocation(line: 66, column: 78, scope: !1032, inlinedAt: !639)
!1036 = !DILocation(line: 66, column: 65, scope: !1032, inlinedAt: !639)
!1037 = !DILocation(line: 0, scope: !817, inlinedAt: !1038)
!1038 = distinct !DILocation(line: 66, column: 45, scope: !1032, inlinedAt: !639)
!1039 = !DILocation(line: 19, column: 75, scope: !817, inlinedAt: !1038)
!1040 = !DILocation(line: 19, column: 66, scope: !817, inlinedAt: !1038)
!1041 = !DILocation(line: 19, column: 95, scope: !828, inlinedAt: !1038)
!1042 = !DILocation(line: 19, column: 89, scope: !828, inlinedAt: !1038)
!1043 = !DILocation(line: 19, column: 86, scope: !828, inlinedAt: !1038)
!1044 = !DILocation(line: 19, column: 93, scope: !828, inlinedAt: !1038)
!1045 = !DILocation(line: 19, column: 118, scope: !828, inlinedAt: !1038)
!1046 = distinct !{!1046, !1040, !1047, !237}
!1047 = !DILocation(line: 19, column: 125, scope: !817, inlinedAt: !1038)
!1048 = !DILocation(line: 19, scope: !817, inlinedAt: !1038)
!1049 = !DILocation(line: 19, column: 136, scope: !817, inlinedAt: !1038)
!1050 = !DILocation(line: 19, column: 127, scope: !817, inlinedAt: !1038)
!1051 = !DILocation(line: 19, column: 134, scope: !817, inlinedAt: !1038)
!1052 = !DILocation(line: 19, column: 130, scope: !817, inlinedAt: !1038)
!1053 = !DILocation(line: 66, column: 42, scope: !1032, inlinedAt: !639)
!1054 = !DILocation(line: 66, column: 104, scope: !1032, inlinedAt: !639)
!1055 = !DILocation(line: 66, column: 112, scope: !1032, inlinedAt: !639)
!1056 = !DILocation(line: 66, column: 93, scope: !1032, inlinedAt: !639)
!1057 = !DILocation(line: 66, column: 143, scope: !1032, inlinedAt: !639)
!1058 = !DILocation(line: 66, column: 161, scope: !1032, inlinedAt: !639)
!1059 = !DILocation(line: 67, column: 5, scope: !605, inlinedAt: !639)
!1060 = !DILocation(line: 67, column: 19, scope: !605, inlinedAt: !639)
!1061 = !DILocation(line: 0, scope: !192)
!1062 = !DILocation(line: 135, column: 23, scope: !192)
!1063 = !DILocation(line: 136, column: 25, scope: !192)
!1064 = !DILocation(line: 136, column: 36, scope: !192)
!1065 = !DILocation(line: 0, scope: !419, inlinedAt: !1066)
!1066 = distinct !DILocation(line: 136, column: 39, scope: !192)
!1067 = !DILocation(line: 17, column: 79, scope: !419, inlinedAt: !1066)
!1068 = !DILocation(line: 17, column: 112, scope: !419, inlinedAt: !1066)
!1069 = !DILocation(line: 17, column: 110, scope: !419, inlinedAt: !1066)
!1070 = !DILocation(line: 17, column: 116, scope: !419, inlinedAt: !1066)
!1071 = !DILocation(line: 17, column: 95, scope: !419, inlinedAt: !1066)
!1072 = !DILocation(line: 17, column: 129, scope: !419, inlinedAt: !1066)
!1073 = !DILocation(line: 17, column: 124, scope: !419, inlinedAt: !1066)
!1074 = distinct !{!1074, !1067, !1075, !237}
!1075 = !DILocation(line: 17, column: 133, scope: !419, inlinedAt: !1066)
!1076 = !DILocation(line: 136, column: 53, scope: !192)
!1077 = !DILocation(line: 17, scope: !419, inlinedAt: !1066)
!1078 = !DILocation(line: 137, column: 25, scope: !192)
!1079 = !DILocation(line: 137, column: 22, scope: !192)
!1080 = !DILocation(line: 138, column: 75, scope: !192)
!1081 = !DILocation(line: 138, column: 85, scope: !192)
!1082 = !DILocation(line: 138, column: 126, scope: !192)
!1083 = !DILocation(line: 138, column: 124, scope: !192)
!1084 = !DILocation(line: 138, column: 137, scope: !192)
!1085 = !DILocation(line: 0, scope: !419, inlinedAt: !1086)
!1086 = distinct !DILocation(line: 138, column: 150, scope: !192)
!1087 = !DILocation(line: 17, column: 79, scope: !419, inlinedAt: !1086)
!1088 = !DILocation(line: 17, column: 112, scope: !419, inlinedAt: !1086)
!1089 = !DILocation(line: 17, column: 110, scope: !419, inlinedAt: !1086)
!1090 = !DILocation(line: 17, column: 116, scope: !419, inlinedAt: !1086)
!1091 = !DILocation(line: 17, column: 95, scope: !419, inlinedAt: !1086)
!1092 = !DILocation(line: 17, column: 129, scope: !419, inlinedAt: !1086)
!1093 = !DILocation(line: 17, column: 124, scope: !419, inlinedAt: !1086)
!1094 = distinct !{!1094, !1087, !1095, !237}
!1095 = !DILocation(line: 17, column: 133, scope: !419, inlinedAt: !1086)
!1096 = !DILocation(line: 17, column: 143, scope: !419, inlinedAt: !1086)
!1097 = !DILocation(line: 17, scope: !419, inlinedAt: !1086)
!1098 = !DILocation(line: 138, column: 167, scope: !192)
!1099 = !DILocation(line: 138, column: 13, scope: !192)
!1100 = distinct !{!1100, !440, !1101, !237}
!1101 = !DILocation(line: 139, column: 9, scope: !190)
!1102 = !DILocation(line: 142, column: 30, scope: !183)
!1103 = !DILocation(line: 142, column: 50, scope: !183)
!1104 = !DILocation(line: 142, column: 68, scope: !183)
!1105 = !DILocation(line: 142, column: 65, scope: !183)
!1106 = !DILocation(line: 143, column: 99, scope: !183)
!1107 = !DILocation(line: 143, column: 97, scope: !183)
!1108 = !DILocation(line: 143, column: 112, scope: !183)
!1109 = !DILocation(line: 143, column: 110, scope: !183)
!1110 = !DILocation(line: 0, scope: !419, inlinedAt: !1111)
!1111 = distinct !DILocation(line: 143, column: 124, scope: !183)
!1112 = !DILocation(line: 17, column: 79, scope: !419, inlinedAt: !1111)
!1113 = !DILocation(line: 17, column: 112, scope: !419, inlinedAt: !1111)
!1114 = !DILocation(line: 17, column: 110, scope: !419, inlinedAt: !1111)
!1115 = !DILocation(line: 17, column: 116, scope: !419, inlinedAt: !1111)
!1116 = !DILocation(line: 17, column: 95, scope: !419, inlinedAt: !1111)
!1117 = !DILocation(line: 17, column: 129, scope: !419, inlinedAt: !1111)
!1118 = !DILocation(line: 17, column: 124, scope: !419, inlinedAt: !1111)
!1119 = distinct !{!1119, !1112, !1120, !237}
!1120 = !DILocation(line: 17, column: 133, scope: !419, inlinedAt: !1111)
!1121 = !DILocation(line: 17, column: 143, scope: !419, inlinedAt: !1111)
!1122 = !DILocation(line: 17, scope: !419, inlinedAt: !1111)
!1123 = !DILocation(line: 143, column: 141, scope: !183)
!1124 = !DILocation(line: 143, column: 9, scope: !183)
!1125 = !DILocation(line: 144, column: 9, scope: !183)
!1126 = !DILocation(line: 144, column: 19, scope: !183)
!1127 = !DILocation(line: 144, column: 31, scope: !183)
!1128 = !DILocation(line: 129, column: 29, scope: !184)
!1129 = !DILocation(line: 129, column: 23, scope: !184)
!1130 = distinct !{!1130, !250, !1131, !237}
!1131 = !DILocation(line: 145, column: 5, scope: !181)
!1132 = !DISubprogram(name: "malloc", scope: !1133, file: !1133, line: 553, type: !1134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1133 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1134 = !DISubroutineType(types: !1135)
!1135 = !{!1136, !66}
!1136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!1137 = distinct !DISubprogram(name: "lz77_decompress", scope: !2, file: !2, line: 70, type: !1138, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !1140)
!1138 = !DISubroutineType(types: !1139)
!1139 = !{!59, !422, !66, !130, !66}
!1140 = !{!1141, !1142, !1143, !1144, !1145, !1146, !1147, !1149, !1150, !1151}
!1141 = !DILocalVariable(name: "in", arg: 1, scope: !1137, file: !2, line: 70, type: !422)
!1142 = !DILocalVariable(name: "n", arg: 2, scope: !1137, file: !2, line: 70, type: !66)
!1143 = !DILocalVariable(name: "out", arg: 3, scope: !1137, file: !2, line: 70, type: !130)
!1144 = !DILocalVariable(name: "cap", arg: 4, scope: !1137, file: !2, line: 70, type: !66)
!1145 = !DILocalVariable(name: "i", scope: !1137, file: !2, line: 71, type: !66)
!1146 = !DILocalVariable(name: "o", scope: !1137, file: !2, line: 71, type: !66)
!1147 = !DILocalVariable(name: "tag", scope: !1148, file: !2, line: 73, type: !61)
!1148 = distinct !DILexicalBlock(scope: !1137, file: !2, line: 72, column: 19)
!1149 = !DILocalVariable(name: "a", scope: !1148, file: !2, line: 73, type: !69)
!1150 = !DILocalVariable(name: "b", scope: !1148, file: !2, line: 73, type: !69)
!1151 = !DILocalVariable(name: "k", scope: !1152, file: !2, line: 75, type: !69)
!1152 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 75, column: 179)
!1153 = distinct !DILexicalBlock(scope: !1154, file: !2, line: 75, column: 28)
!1154 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 75, column: 18)
!1155 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 74, column: 13)
!1156 = !DILocation(line: 0, scope: !1137)
!1157 = !DILocation(line: 72, column: 14, scope: !1137)
!1158 = !DILocation(line: 72, column: 5, scope: !1137)
!1159 = !DILocation(line: 73, column: 27, scope: !1148)
!1160 = !DILocation(line: 73, column: 23, scope: !1148)
!1161 = !DILocation(line: 0, scope: !1148)
!1162 = !DILocation(line: 74, column: 13, scope: !1148)
!1163 = !DILocalVariable(name: "n", scope: !1164, file: !2, line: 20, type: !66)
!1164 = distinct !DISubprogram(name: "get_varint", scope: !2, file: !2, line: 20, type: !1165, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !1168)
!1165 = !DISubroutineType(types: !1166)
!1166 = !{!66, !422, !66, !66, !1167}
!1167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!1168 = !{!1169, !1170, !1171, !1172, !1173, !1174, !1163, !1175}
!1169 = !DILocalVariable(name: "in", arg: 1, scope: !1164, file: !2, line: 20, type: !422)
!1170 = !DILocalVariable(name: "len", arg: 2, scope: !1164, file: !2, line: 20, type: !66)
!1171 = !DILocalVariable(name: "pos", arg: 3, scope: !1164, file: !2, line: 20, type: !66)
!1172 = !DILocalVariable(name: "v", arg: 4, scope: !1164, file: !2, line: 20, type: !1167)
!1173 = !DILocalVariable(name: "r", scope: !1164, file: !2, line: 20, type: !69)
!1174 = !DILocalVariable(name: "sh", scope: !1164, file: !2, line: 20, type: !75)
!1175 = !DILocalVariable(name: "b", scope: !1176, file: !2, line: 20, type: !61)
!1176 = distinct !DILexicalBlock(scope: !1177, file: !2, line: 20, column: 135)
!1177 = distinct !DILexicalBlock(scope: !1178, file: !2, line: 20, column: 126)
!1178 = distinct !DILexicalBlock(scope: !1164, file: !2, line: 20, column: 126)
!1179 = !DILocation(line: 0, scope: !1164, inlinedAt: !1180)
!1180 = distinct !DILocation(line: 74, column: 30, scope: !1181)
!1181 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 74, column: 23)
!1182 = !DILocation(line: 20, column: 149, scope: !1183, inlinedAt: !1180)
!1183 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 20, column: 141)
!1184 = !DILocation(line: 20, column: 156, scope: !1183, inlinedAt: !1180)
!1185 = !DILocation(line: 20, column: 212, scope: !1176, inlinedAt: !1180)
!1186 = !DILocation(line: 0, scope: !1176, inlinedAt: !1180)
!1187 = !DILocation(line: 20, column: 245, scope: !1176, inlinedAt: !1180)
!1188 = !DILocation(line: 20, column: 268, scope: !1189, inlinedAt: !1180)
!1189 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 20, column: 264)
!1190 = !DILocation(line: 20, column: 145, scope: !1183, inlinedAt: !1180)
!1191 = !DILocation(line: 20, column: 253, scope: !1176, inlinedAt: !1180)
!1192 = !DILocation(line: 20, column: 229, scope: !1176, inlinedAt: !1180)
!1193 = !DILocation(line: 20, column: 222, scope: !1176, inlinedAt: !1180)
!1194 = !DILocation(line: 74, column: 27, scope: !1181)
!1195 = !DILocation(line: 20, scope: !1164, inlinedAt: !1180)
!1196 = !DILocation(line: 74, column: 60, scope: !1197)
!1197 = distinct !DILexicalBlock(scope: !1181, file: !2, line: 74, column: 60)
!1198 = !DILocation(line: 74, column: 62, scope: !1197)
!1199 = !DILocation(line: 74, column: 68, scope: !1197)
!1200 = !DILocation(line: 74, column: 119, scope: !1181)
!1201 = !DILocation(line: 74, column: 127, scope: !1181)
!1202 = !DILocation(line: 74, column: 108, scope: !1181)
!1203 = !DILocation(line: 74, column: 152, scope: !1181)
!1204 = !DILocation(line: 0, scope: !1164, inlinedAt: !1205)
!1205 = distinct !DILocation(line: 75, column: 35, scope: !1153)
!1206 = !DILocation(line: 20, column: 149, scope: !1183, inlinedAt: !1205)
!1207 = !DILocation(line: 20, column: 156, scope: !1183, inlinedAt: !1205)
!1208 = !DILocation(line: 20, column: 212, scope: !1176, inlinedAt: !1205)
!1209 = !DILocation(line: 0, scope: !1176, inlinedAt: !1205)
!1210 = !DILocation(line: 20, column: 245, scope: !1176, inlinedAt: !1205)
!1211 = !DILocation(line: 20, column: 268, scope: !1189, inlinedAt: !1205)
!1212 = !DILocation(line: 20, column: 145, scope: !1183, inlinedAt: !1205)
!1213 = !DILocation(line: 20, column: 253, scope: !1176, inlinedAt: !1205)
!1214 = !DILocation(line: 20, column: 229, scope: !1176, inlinedAt: !1205)
!1215 = !DILocation(line: 20, column: 222, scope: !1176, inlinedAt: !1205)
!1216 = !DILocation(line: 75, column: 32, scope: !1153)
!1217 = !DILocation(line: 20, scope: !1164, inlinedAt: !1205)
!1218 = !DILocation(line: 0, scope: !1164, inlinedAt: !1219)
!1219 = distinct !DILocation(line: 75, column: 66, scope: !1153)
!1220 = !DILocation(line: 20, column: 149, scope: !1183, inlinedAt: !1219)
!1221 = !DILocation(line: 20, column: 156, scope: !1183, inlinedAt: !1219)
!1222 = !DILocation(line: 20, column: 212, scope: !1176, inlinedAt: !1219)
!1223 = !DILocation(line: 0, scope: !1176, inlinedAt: !1219)
!1224 = !DILocation(line: 20, column: 245, scope: !1176, inlinedAt: !1219)
!1225 = !DILocation(line: 20, column: 268, scope: !1189, inlinedAt: !1219)
!1226 = !DILocation(line: 20, column: 145, scope: !1183, inlinedAt: !1219)
!1227 = !DILocation(line: 20, column: 253, scope: !1176, inlinedAt: !1219)
!1228 = !DILocation(line: 20, column: 229, scope: !1176, inlinedAt: !1219)
!1229 = !DILocation(line: 20, column: 222, scope: !1176, inlinedAt: !1219)
!1230 = !DILocation(line: 75, column: 63, scope: !1153)
!1231 = !DILocation(line: 20, scope: !1164, inlinedAt: !1219)
!1232 = !DILocation(line: 75, column: 96, scope: !1233)
!1233 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 75, column: 96)
!1234 = !DILocation(line: 75, column: 98, scope: !1233)
!1235 = !DILocation(line: 75, column: 96, scope: !1153)
!1236 = !DILocation(line: 75, column: 118, scope: !1153)
!1237 = !DILocation(line: 75, column: 138, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 75, column: 136)
!1239 = !DILocation(line: 75, column: 143, scope: !1238)
!1240 = !DILocation(line: 0, scope: !1152)
!1241 = !DILocation(line: 75, column: 202, scope: !1242)
!1242 = distinct !DILexicalBlock(scope: !1152, file: !2, line: 75, column: 179)
!1243 = !DILocation(line: 75, column: 179, scope: !1152)
!1244 = !DILocation(line: 75, column: 232, scope: !1242)
!1245 = !DILocation(line: 75, column: 226, scope: !1242)
!1246 = !DILocation(line: 75, column: 217, scope: !1242)
!1247 = !DILocation(line: 75, column: 224, scope: !1242)
!1248 = distinct !{!1248, !1243, !1249, !237, !238, !239}
!1249 = !DILocation(line: 75, column: 235, scope: !1152)
!1250 = !DILocation(line: 75, column: 208, scope: !1242)
!1251 = !DILocation(line: 75, column: 213, scope: !1242)
!1252 = distinct !{!1252, !1253}
!1253 = !{!"llvm.loop.unroll.disable"}
!1254 = distinct !{!1254, !1243, !1249, !237, !238}
!1255 = distinct !{!1255, !1158, !1256, !237}
!1256 = !DILocation(line: 77, column: 5, scope: !1137)
!1257 = !DILocation(line: 79, column: 1, scope: !1137)
!1258 = !DISubprogram(name: "printf", scope: !1259, file: !1259, line: 356, type: !1260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1259 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1260 = !DISubroutineType(types: !1261)
!1261 = !{!75, !1262, null}
!1262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!1263 = !DISubprogram(name: "free", scope: !1133, file: !1133, line: 568, type: !1264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1264 = !DISubroutineType(types: !1265)
!1265 = !{null, !1136}
!1266 = !DISubprogram(name: "strlen", scope: !1267, file: !1267, line: 407, type: !1268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1267 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1268 = !DISubroutineType(types: !1269)
!1269 = !{!68, !139}
