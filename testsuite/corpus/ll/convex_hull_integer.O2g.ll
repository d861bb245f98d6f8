; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pt = type { i64, i64 }

@main.p = internal global [2000 x %struct.pt] zeroinitializer, align 16, !dbg !0
@main.h = internal unnamed_addr global [2001 x %struct.pt] zeroinitializer, align 16, !dbg !24
@.str = private unnamed_addr constant [54 x i8] c"hull vertices=%d doubled area=%lld first=(%lld,%lld)\0A\00", align 1, !dbg !34
@.str.1 = private unnamed_addr constant [46 x i8] c"points inside or on hull=%d origin=%d far=%d\0A\00", align 1, !dbg !40
@__const.main.s = private unnamed_addr constant [5 x [4 x %struct.pt]] [[4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 4 }, %struct.pt { i64 0, i64 4 }, %struct.pt { i64 4, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 2, i64 2 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 5 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 1 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 0 }, %struct.pt { i64 2, i64 0 }, %struct.pt { i64 6, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 1, i64 1 }, %struct.pt { i64 1, i64 0 }, %struct.pt { i64 2, i64 1 }]], align 16
@.str.2 = private unnamed_addr constant [16 x i8] c"intersect%d=%d \00", align 1, !dbg !45
@.str.3 = private unnamed_addr constant [49 x i8] c"\0Aclosest pair squared distance (first 600)=%lld\0A\00", align 1, !dbg !50

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @main() local_unnamed_addr #0 !dbg !2 {
    #dbg_assign(i1 undef, !68, !DIExpression(), !97, ptr @__const.main.s, !DIExpression(), !98)
    #dbg_value(i32 2718, !56, !DIExpression(), !98)
    #dbg_value(i32 0, !57, !DIExpression(), !99)
  br label %90, !dbg !100

1:                                                ; preds = %90
    #dbg_value(ptr @main.p, !101, !DIExpression(), !115)
    #dbg_value(i32 2000, !107, !DIExpression(), !115)
    #dbg_value(ptr @main.h, !108, !DIExpression(), !115)
  tail call void @qsort(ptr noundef nonnull @main.p, i64 noundef 2000, i64 noundef 16, ptr noundef nonnull @cmp_pt) #7, !dbg !117
    #dbg_value(i32 0, !109, !DIExpression(), !115)
    #dbg_value(i32 0, !110, !DIExpression(), !118)
  br label %2, !dbg !119

2:                                                ; preds = %36, %1
  %3 = phi i64 [ 0, %1 ], [ %42, %36 ]
  %4 = phi i32 [ 0, %1 ], [ %38, %36 ]
    #dbg_value(i32 %4, !109, !DIExpression(), !115)
    #dbg_value(i64 %3, !110, !DIExpression(), !118)
    #dbg_value(i32 %4, !109, !DIExpression(), !115)
  %5 = icmp sgt i32 %4, 1, !dbg !120
  br i1 %5, label %6, label %36, !dbg !123

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3
  %8 = load i64, ptr %7, align 16
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i64, ptr %9, align 8
  br label %13, !dbg !123

11:                                               ; preds = %36
    #dbg_value(i32 %38, !109, !DIExpression(), !115)
    #dbg_value(i32 1998, !112, !DIExpression(), !124)
  %12 = sext i32 %38 to i64, !dbg !125
  br label %44, !dbg !125

13:                                               ; preds = %33, %6
  %14 = phi i32 [ %4, %6 ], [ %34, %33 ]
    #dbg_value(i32 %14, !109, !DIExpression(), !115)
  %15 = zext nneg i32 %14 to i64, !dbg !126
  %16 = getelementptr %struct.pt, ptr @main.h, i64 %15, !dbg !126
  %17 = getelementptr i8, ptr %16, i64 -32, !dbg !126
  %18 = getelementptr i8, ptr %16, i64 -16, !dbg !127
  %19 = load i64, ptr %17, align 16, !dbg !128
  %20 = getelementptr i8, ptr %16, i64 -24, !dbg !128
  %21 = load i64, ptr %20, align 8, !dbg !128
  %22 = load i64, ptr %18, align 16, !dbg !128
  %23 = getelementptr i8, ptr %16, i64 -8, !dbg !128
  %24 = load i64, ptr %23, align 8, !dbg !128
    #dbg_value(i64 %19, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(i64 %21, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(i64 %22, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(i64 %24, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(i64 %8, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(i64 %10, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
  %25 = sub nsw i64 %22, %19, !dbg !138
  %26 = sub nsw i64 %10, %21, !dbg !139
  %27 = mul nsw i64 %25, %26, !dbg !140
  %28 = sub nsw i64 %24, %21, !dbg !141
  %29 = sub i64 %19, %8, !dbg !142
  %30 = mul i64 %28, %29, !dbg !143
  %31 = add i64 %30, %27, !dbg !144
  %32 = icmp slt i64 %31, 1, !dbg !145
  br i1 %32, label %33, label %36, !dbg !146

33:                                               ; preds = %13
  %34 = add nsw i32 %14, -1, !dbg !147
    #dbg_value(i32 %34, !109, !DIExpression(), !115)
  %35 = icmp sgt i32 %14, 2, !dbg !120
  br i1 %35, label %13, label %36, !dbg !123, !llvm.loop !148

36:                                               ; preds = %33, %13, %2
  %37 = phi i32 [ %4, %2 ], [ %14, %13 ], [ 1, %33 ], !dbg !115
  %38 = add nsw i32 %37, 1, !dbg !150
    #dbg_value(i32 %38, !109, !DIExpression(), !115)
  %39 = sext i32 %37 to i64, !dbg !151
  %40 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %39, !dbg !151
  %41 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3, !dbg !152
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %40, ptr noundef nonnull align 16 dereferenceable(16) %41, i64 16, i1 false), !dbg !152, !tbaa.struct !153
  %42 = add nuw nsw i64 %3, 1, !dbg !158
    #dbg_value(i64 %42, !110, !DIExpression(), !118)
  %43 = icmp eq i64 %42, 2000, !dbg !159
  br i1 %43, label %11, label %2, !dbg !119, !llvm.loop !160

44:                                               ; preds = %78, %11
  %45 = phi i64 [ 1998, %11 ], [ %84, %78 ]
  %46 = phi i32 [ %38, %11 ], [ %80, %78 ]
    #dbg_value(i64 %45, !112, !DIExpression(), !124)
    #dbg_value(i32 %46, !109, !DIExpression(), !115)
  %47 = icmp sgt i32 %46, %38, !dbg !162
  br i1 %47, label %48, label %78, !dbg !165

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45
  %50 = load i64, ptr %49, align 16
  %51 = getelementptr inbounds i8, ptr %49, i64 8
  %52 = load i64, ptr %51, align 8
  %53 = sext i32 %46 to i64, !dbg !165
  br label %54, !dbg !165

54:                                               ; preds = %73, %48
  %55 = phi i64 [ %53, %48 ], [ %74, %73 ]
    #dbg_value(i64 %55, !109, !DIExpression(), !115)
  %56 = getelementptr %struct.pt, ptr @main.h, i64 %55, !dbg !166
  %57 = getelementptr i8, ptr %56, i64 -32, !dbg !166
  %58 = getelementptr i8, ptr %56, i64 -16, !dbg !167
  %59 = load i64, ptr %57, align 16, !dbg !168
  %60 = getelementptr i8, ptr %56, i64 -24, !dbg !168
  %61 = load i64, ptr %60, align 8, !dbg !168
  %62 = load i64, ptr %58, align 16, !dbg !168
  %63 = getelementptr i8, ptr %56, i64 -8, !dbg !168
  %64 = load i64, ptr %63, align 8, !dbg !168
    #dbg_value(i64 %59, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 %61, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(i64 %62, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 %64, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(i64 %50, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i64 %52, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
  %65 = sub nsw i64 %62, %59, !dbg !171
  %66 = sub nsw i64 %52, %61, !dbg !172
  %67 = mul nsw i64 %65, %66, !dbg !173
  %68 = sub nsw i64 %64, %61, !dbg !174
  %69 = sub i64 %59, %50, !dbg !175
  %70 = mul i64 %68, %69, !dbg !176
  %71 = add i64 %70, %67, !dbg !177
  %72 = icmp slt i64 %71, 1, !dbg !178
  br i1 %72, label %73, label %76, !dbg !179

73:                                               ; preds = %54
  %74 = add nsw i64 %55, -1, !dbg !180
    #dbg_value(i64 %74, !109, !DIExpression(), !115)
  %75 = icmp sgt i64 %74, %12, !dbg !162
  br i1 %75, label %54, label %78, !dbg !165, !llvm.loop !181

76:                                               ; preds = %54
  %77 = trunc nsw i64 %55 to i32
  br label %78, !dbg !182

78:                                               ; preds = %73, %76, %44
  %79 = phi i32 [ %46, %44 ], [ %77, %76 ], [ %38, %73 ], !dbg !115
  %80 = add nsw i32 %79, 1, !dbg !182
    #dbg_value(i32 %80, !109, !DIExpression(), !115)
  %81 = sext i32 %79 to i64, !dbg !183
  %82 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %81, !dbg !183
  %83 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45, !dbg !184
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %82, ptr noundef nonnull align 16 dereferenceable(16) %83, i64 16, i1 false), !dbg !184, !tbaa.struct !153
  %84 = add nsw i64 %45, -1, !dbg !185
    #dbg_value(i64 %84, !112, !DIExpression(), !124)
  %85 = icmp eq i64 %45, 0, !dbg !186
  br i1 %85, label %86, label %44, !dbg !125, !llvm.loop !187

86:                                               ; preds = %78
    #dbg_value(i64 0, !60, !DIExpression(), !98)
    #dbg_value(i32 0, !61, !DIExpression(), !189)
  %87 = icmp sgt i32 %79, 0, !dbg !190
  br i1 %87, label %88, label %109, !dbg !192

88:                                               ; preds = %86
  %89 = zext nneg i32 %79 to i64, !dbg !192
  br label %114, !dbg !192

90:                                               ; preds = %0, %90
  %91 = phi i64 [ 0, %0 ], [ %107, %90 ]
  %92 = phi i32 [ 2718, %0 ], [ %101, %90 ]
    #dbg_value(i32 %92, !56, !DIExpression(), !98)
    #dbg_value(i64 %91, !57, !DIExpression(), !99)
  %93 = mul i32 %92, 1103515245, !dbg !193
  %94 = add i32 %93, 12345, !dbg !196
    #dbg_value(i32 %94, !56, !DIExpression(), !98)
  %95 = lshr i32 %94, 8, !dbg !197
  %96 = urem i32 %95, 2000001, !dbg !198
  %97 = zext nneg i32 %96 to i64, !dbg !199
  %98 = add nsw i64 %97, -1000000, !dbg !200
  %99 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %91, !dbg !201
  store i64 %98, ptr %99, align 16, !dbg !202, !tbaa !203
  %100 = mul i32 %94, 1103515245, !dbg !205
  %101 = add i32 %100, 12345, !dbg !206
    #dbg_value(i32 %101, !56, !DIExpression(), !98)
  %102 = lshr i32 %101, 8, !dbg !207
  %103 = urem i32 %102, 2000001, !dbg !208
  %104 = zext nneg i32 %103 to i64, !dbg !209
  %105 = add nsw i64 %104, -1000000, !dbg !210
  %106 = getelementptr inbounds i8, ptr %99, i64 8, !dbg !211
  store i64 %105, ptr %106, align 8, !dbg !212, !tbaa !213
  %107 = add nuw nsw i64 %91, 1, !dbg !214
    #dbg_value(i64 %107, !57, !DIExpression(), !99)
  %108 = icmp eq i64 %107, 2000, !dbg !215
  br i1 %108, label %1, label %90, !dbg !100, !llvm.loop !216

109:                                              ; preds = %114, %86
  %110 = phi i64 [ 0, %86 ], [ %132, %114 ], !dbg !98
  %111 = load i64, ptr @main.h, align 16, !dbg !218, !tbaa !203
  %112 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8, !dbg !219, !tbaa !213
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79, i64 noundef %110, i64 noundef %111, i64 noundef %112), !dbg !220
    #dbg_value(i32 0, !63, !DIExpression(), !98)
    #dbg_value(i32 0, !64, !DIExpression(), !221)
  br label %138, !dbg !222

114:                                              ; preds = %88, %114
  %115 = phi i64 [ 0, %88 ], [ %119, %114 ]
  %116 = phi i64 [ 0, %88 ], [ %132, %114 ]
    #dbg_value(i64 %116, !60, !DIExpression(), !98)
    #dbg_value(i64 %115, !61, !DIExpression(), !189)
  %117 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %115, !dbg !223
  %118 = load i64, ptr %117, align 16, !dbg !224, !tbaa !203
  %119 = add nuw nsw i64 %115, 1, !dbg !225
  %120 = icmp eq i64 %119, %89
  %121 = and i64 %119, 4294967295, !dbg !226
  %122 = select i1 %120, i64 0, i64 %121, !dbg !226
  %123 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %122, !dbg !226
  %124 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !227
  %125 = load i64, ptr %124, align 8, !dbg !227, !tbaa !213
  %126 = mul nsw i64 %125, %118, !dbg !228
  %127 = load i64, ptr %123, align 16, !dbg !229, !tbaa !203
  %128 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !230
  %129 = load i64, ptr %128, align 8, !dbg !230, !tbaa !213
  %130 = mul nsw i64 %129, %127, !dbg !231
  %131 = add i64 %126, %116, !dbg !232
  %132 = sub i64 %131, %130, !dbg !233
    #dbg_value(i64 %132, !60, !DIExpression(), !98)
    #dbg_value(i64 %119, !61, !DIExpression(), !189)
  %133 = icmp eq i64 %119, %89, !dbg !190
  br i1 %133, label %109, label %114, !dbg !192, !llvm.loop !234

134:                                              ; preds = %138
    #dbg_value(i64 2000000, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(i64 0, !66, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
    #dbg_value(i64 0, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !98)
    #dbg_value(i64 0, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !98)
  %135 = tail call fastcc i32 @inside(i32 noundef %79, i64 0, i64 0), !dbg !236
  %136 = tail call fastcc i32 @inside(i32 noundef %79, i64 2000000, i64 0), !dbg !237
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %146, i32 noundef %135, i32 noundef %136), !dbg !238
    #dbg_assign(i1 undef, !68, !DIExpression(), !239, ptr @__const.main.s, !DIExpression(), !98)
    #dbg_value(i32 0, !73, !DIExpression(), !240)
  br label %149, !dbg !241

138:                                              ; preds = %109, %138
  %139 = phi i64 [ 0, %109 ], [ %147, %138 ]
  %140 = phi i32 [ 0, %109 ], [ %146, %138 ]
    #dbg_value(i32 %140, !63, !DIExpression(), !98)
    #dbg_value(i64 %139, !64, !DIExpression(), !221)
  %141 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %139, !dbg !242
  %142 = load i64, ptr %141, align 16, !dbg !244
  %143 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !244
  %144 = load i64, ptr %143, align 8, !dbg !244
  %145 = tail call fastcc i32 @inside(i32 noundef %79, i64 %142, i64 %144), !dbg !244
  %146 = add nuw nsw i32 %145, %140, !dbg !245
    #dbg_value(i32 %146, !63, !DIExpression(), !98)
  %147 = add nuw nsw i64 %139, 1, !dbg !246
    #dbg_value(i64 %147, !64, !DIExpression(), !221)
  %148 = icmp eq i64 %147, 2000, !dbg !247
  br i1 %148, label %134, label %138, !dbg !222, !llvm.loop !248

149:                                              ; preds = %134, %262
  %150 = phi i64 [ 0, %134 ], [ %266, %262 ]
    #dbg_value(i64 %150, !73, !DIExpression(), !240)
  %151 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr @__const.main.s, i64 0, i64 %150, !dbg !250
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !252
  %153 = getelementptr inbounds i8, ptr %151, i64 32, !dbg !253
  %154 = getelementptr inbounds i8, ptr %151, i64 48, !dbg !254
  %155 = load i64, ptr %152, align 16, !dbg !255
  %156 = getelementptr inbounds i8, ptr %151, i64 24, !dbg !255
  %157 = load i64, ptr %156, align 8, !dbg !255
  %158 = load i64, ptr %153, align 16, !dbg !255
  %159 = getelementptr inbounds i8, ptr %151, i64 40, !dbg !255
  %160 = load i64, ptr %159, align 8, !dbg !255
    #dbg_value(i64 0, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !268)
    #dbg_value(i64 0, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268)
    #dbg_value(i64 %155, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !268)
    #dbg_value(i64 %157, !261, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268)
    #dbg_value(i64 %158, !262, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !268)
    #dbg_value(i64 %160, !262, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !268)
    #dbg_declare(ptr %154, !263, !DIExpression(), !270)
  %161 = load i64, ptr %154, align 16, !dbg !271
  %162 = getelementptr inbounds i8, ptr %151, i64 56, !dbg !271
  %163 = load i64, ptr %162, align 8, !dbg !271
    #dbg_value(i64 %158, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !272)
    #dbg_value(i64 %160, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !272)
    #dbg_value(i64 %161, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !272)
    #dbg_value(i64 %163, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !272)
    #dbg_value(i64 0, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !272)
    #dbg_value(i64 0, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !272)
  %164 = sub nsw i64 %161, %158, !dbg !274
  %165 = mul i64 %164, %160, !dbg !275
  %166 = sub nsw i64 %163, %160, !dbg !276
  %167 = mul i64 %166, %158, !dbg !277
  %168 = sub i64 %167, %165, !dbg !278
    #dbg_value(i64 %168, !279, !DIExpression(), !284)
  %169 = icmp sgt i64 %168, 0, !dbg !286
  %170 = zext i1 %169 to i32, !dbg !286
  %171 = ashr i64 %168, 63, !dbg !287
  %172 = trunc nsw i64 %171 to i32, !dbg !287
  %173 = add nsw i32 %172, %170, !dbg !288
    #dbg_value(i32 %173, !264, !DIExpression(), !268)
    #dbg_value(i64 %158, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !289)
    #dbg_value(i64 %160, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289)
    #dbg_value(i64 %161, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !289)
    #dbg_value(i64 %163, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289)
    #dbg_value(i64 %155, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !289)
    #dbg_value(i64 %157, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289)
  %174 = sub nsw i64 %157, %160, !dbg !291
  %175 = mul nsw i64 %164, %174, !dbg !292
  %176 = sub i64 %158, %155, !dbg !293
  %177 = mul i64 %166, %176, !dbg !294
  %178 = add i64 %177, %175, !dbg !295
    #dbg_value(i64 %178, !279, !DIExpression(), !296)
  %179 = icmp sgt i64 %178, 0, !dbg !298
  %180 = zext i1 %179 to i32, !dbg !298
  %181 = ashr i64 %178, 63, !dbg !299
  %182 = trunc nsw i64 %181 to i32, !dbg !299
  %183 = add nsw i32 %182, %180, !dbg !300
    #dbg_value(i32 %183, !265, !DIExpression(), !268)
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !301)
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !301)
    #dbg_value(i64 %155, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !301)
    #dbg_value(i64 %157, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !301)
    #dbg_value(i64 %158, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !301)
    #dbg_value(i64 %160, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !301)
  %184 = mul nsw i64 %160, %155, !dbg !303
  %185 = mul i64 %158, %157, !dbg !304
  %186 = sub i64 %184, %185, !dbg !305
    #dbg_value(i64 %186, !279, !DIExpression(), !306)
  %187 = icmp sgt i64 %186, 0, !dbg !308
  %188 = zext i1 %187 to i32, !dbg !308
  %189 = ashr i64 %186, 63, !dbg !309
  %190 = trunc nsw i64 %189 to i32, !dbg !309
  %191 = add nsw i32 %190, %188, !dbg !310
    #dbg_value(i32 %191, !266, !DIExpression(), !268)
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !311)
    #dbg_value(i64 0, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !311)
    #dbg_value(i64 %155, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !311)
    #dbg_value(i64 %157, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !311)
    #dbg_value(i64 %161, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !311)
    #dbg_value(i64 %163, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !311)
  %192 = mul nsw i64 %163, %155, !dbg !313
  %193 = mul i64 %161, %157, !dbg !314
  %194 = sub i64 %192, %193, !dbg !315
    #dbg_value(i64 %194, !279, !DIExpression(), !316)
  %195 = icmp sgt i64 %194, 0, !dbg !318
  %196 = zext i1 %195 to i32, !dbg !318
  %197 = ashr i64 %194, 63, !dbg !319
  %198 = trunc nsw i64 %197 to i32, !dbg !319
  %199 = add nsw i32 %198, %196, !dbg !320
    #dbg_value(i32 %199, !267, !DIExpression(), !268)
  %200 = mul nsw i32 %173, %183, !dbg !321
  %201 = icmp slt i32 %200, 0, !dbg !323
  %202 = mul nsw i32 %199, %191
  %203 = icmp slt i32 %202, 0
  %204 = select i1 %201, i1 %203, i1 false, !dbg !324
  br i1 %204, label %262, label %205, !dbg !324

205:                                              ; preds = %149
  %206 = icmp eq i32 %173, 0, !dbg !325
  br i1 %206, label %207, label %219, !dbg !326

207:                                              ; preds = %205
    #dbg_value(i64 %158, !327, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !334)
    #dbg_value(i64 %160, !327, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !334)
    #dbg_value(i64 %161, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !334)
    #dbg_value(i64 %163, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !334)
    #dbg_value(i64 0, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !334)
    #dbg_value(i64 0, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !334)
  %208 = tail call i64 @llvm.smin.i64(i64 %158, i64 %161), !dbg !336
  %209 = icmp sgt i64 %208, 0, !dbg !337
  %210 = tail call i64 @llvm.smax.i64(i64 %158, i64 %161)
  %211 = icmp slt i64 %210, 0
  %212 = or i1 %209, %211, !dbg !338
  %213 = tail call i64 @llvm.smin.i64(i64 %160, i64 %163)
  %214 = icmp sgt i64 %213, 0
  %215 = tail call i64 @llvm.smax.i64(i64 %160, i64 %163)
  %216 = icmp slt i64 %215, 0
  %217 = or i1 %214, %216, !dbg !338
  %218 = select i1 %212, i1 true, i1 %217, !dbg !338
  br i1 %218, label %219, label %262, !dbg !338

219:                                              ; preds = %207, %205
  %220 = icmp eq i32 %183, 0, !dbg !339
  br i1 %220, label %221, label %233, !dbg !340

221:                                              ; preds = %219
    #dbg_value(i64 %158, !327, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(i64 %160, !327, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(i64 %161, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(i64 %163, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(i64 %155, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(i64 %157, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
  %222 = tail call i64 @llvm.smin.i64(i64 %158, i64 %161), !dbg !343
  %223 = icmp sgt i64 %222, %155, !dbg !344
  %224 = tail call i64 @llvm.smax.i64(i64 %158, i64 %161)
  %225 = icmp slt i64 %224, %155
  %226 = or i1 %223, %225, !dbg !345
  %227 = tail call i64 @llvm.smin.i64(i64 %160, i64 %163)
  %228 = icmp sgt i64 %227, %157
  %229 = tail call i64 @llvm.smax.i64(i64 %160, i64 %163)
  %230 = icmp slt i64 %229, %157
  %231 = or i1 %228, %230, !dbg !345
  %232 = select i1 %226, i1 true, i1 %231, !dbg !345
  br i1 %232, label %233, label %262, !dbg !345

233:                                              ; preds = %221, %219
  %234 = icmp eq i32 %191, 0, !dbg !346
  br i1 %234, label %235, label %247, !dbg !347

235:                                              ; preds = %233
    #dbg_value(i64 0, !327, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(i64 0, !327, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !348)
    #dbg_value(i64 %155, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(i64 %157, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !348)
    #dbg_value(i64 %158, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !348)
    #dbg_value(i64 %160, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !348)
  %236 = tail call i64 @llvm.smin.i64(i64 %155, i64 0), !dbg !350
  %237 = icmp sgt i64 %236, %158, !dbg !351
  %238 = tail call i64 @llvm.smax.i64(i64 %155, i64 0)
  %239 = icmp slt i64 %238, %158
  %240 = or i1 %237, %239, !dbg !352
  %241 = tail call i64 @llvm.smin.i64(i64 %157, i64 0)
  %242 = icmp sgt i64 %241, %160
  %243 = tail call i64 @llvm.smax.i64(i64 %157, i64 0)
  %244 = icmp slt i64 %243, %160
  %245 = or i1 %242, %244, !dbg !352
  %246 = select i1 %240, i1 true, i1 %245, !dbg !352
  br i1 %246, label %247, label %262, !dbg !352

247:                                              ; preds = %235, %233
  %248 = icmp eq i32 %199, 0, !dbg !353
  br i1 %248, label %249, label %262, !dbg !354

249:                                              ; preds = %247
    #dbg_value(i64 0, !327, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !355)
    #dbg_value(i64 0, !327, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i64 %155, !332, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !355)
    #dbg_value(i64 %157, !332, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
    #dbg_value(i64 %161, !333, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !355)
    #dbg_value(i64 %163, !333, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !355)
  %250 = tail call i64 @llvm.smin.i64(i64 %155, i64 0), !dbg !357
  %251 = icmp sgt i64 %250, %161, !dbg !358
  %252 = tail call i64 @llvm.smax.i64(i64 %155, i64 0)
  %253 = icmp slt i64 %252, %161
  %254 = or i1 %251, %253, !dbg !359
  %255 = tail call i64 @llvm.smin.i64(i64 %157, i64 0)
  %256 = icmp sgt i64 %255, %163
  %257 = select i1 %254, i1 true, i1 %256, !dbg !359
  br i1 %257, label %262, label %258, !dbg !359

258:                                              ; preds = %249
  %259 = tail call i64 @llvm.smax.i64(i64 %157, i64 0), !dbg !360
  %260 = icmp sge i64 %259, %163, !dbg !361
  %261 = zext i1 %260 to i32, !dbg !362
  br label %262

262:                                              ; preds = %149, %207, %221, %235, %247, %249, %258
  %263 = phi i32 [ 1, %149 ], [ 0, %247 ], [ 0, %249 ], [ %261, %258 ], [ 1, %207 ], [ 1, %221 ], [ 1, %235 ], !dbg !268
  %264 = trunc nuw nsw i64 %150 to i32, !dbg !363
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %264, i32 noundef %263), !dbg !363
  %266 = add nuw nsw i64 %150, 1, !dbg !364
    #dbg_value(i64 %266, !73, !DIExpression(), !240)
  %267 = icmp eq i64 %266, 5, !dbg !365
  br i1 %267, label %274, label %149, !dbg !241, !llvm.loop !366

268:                                              ; preds = %285, %274
  %269 = phi i64 [ %277, %274 ], [ %297, %285 ], !dbg !98
    #dbg_value(i64 %278, !76, !DIExpression(), !368)
    #dbg_value(i64 %269, !75, !DIExpression(), !98)
  %270 = add nuw nsw i64 %276, 1, !dbg !369
  %271 = icmp eq i64 %278, 600, !dbg !370
  br i1 %271, label %272, label %274, !dbg !369, !llvm.loop !371

272:                                              ; preds = %268
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %269), !dbg !373
  ret i32 %79, !dbg !374

274:                                              ; preds = %262, %268
  %275 = phi i64 [ %278, %268 ], [ 0, %262 ]
  %276 = phi i64 [ %270, %268 ], [ 1, %262 ]
  %277 = phi i64 [ %269, %268 ], [ 9223372036854775807, %262 ]
    #dbg_value(i64 %275, !76, !DIExpression(), !368)
    #dbg_value(i64 %277, !75, !DIExpression(), !98)
  %278 = add nuw nsw i64 %275, 1, !dbg !375
    #dbg_value(i64 %278, !78, !DIExpression(), !376)
  %279 = icmp ult i64 %275, 599, !dbg !377
  br i1 %279, label %280, label %268, !dbg !378

280:                                              ; preds = %274
  %281 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %275
  %282 = load i64, ptr %281, align 16, !tbaa !203
  %283 = getelementptr inbounds i8, ptr %281, i64 8
  %284 = load i64, ptr %283, align 8, !tbaa !213
  br label %285, !dbg !378

285:                                              ; preds = %280, %285
  %286 = phi i64 [ %276, %280 ], [ %298, %285 ]
  %287 = phi i64 [ %277, %280 ], [ %297, %285 ]
    #dbg_value(i64 %286, !78, !DIExpression(), !376)
    #dbg_value(i64 %287, !75, !DIExpression(), !98)
  %288 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %286, !dbg !379
  %289 = load i64, ptr %288, align 16, !dbg !380, !tbaa !203
  %290 = sub nsw i64 %282, %289, !dbg !381
    #dbg_value(i64 %290, !81, !DIExpression(), !382)
  %291 = getelementptr inbounds i8, ptr %288, i64 8, !dbg !383
  %292 = load i64, ptr %291, align 8, !dbg !383, !tbaa !213
  %293 = sub nsw i64 %284, %292, !dbg !384
    #dbg_value(i64 %293, !84, !DIExpression(), !382)
  %294 = mul nsw i64 %290, %290, !dbg !385
  %295 = mul nsw i64 %293, %293, !dbg !386
  %296 = add nuw nsw i64 %295, %294, !dbg !387
    #dbg_value(i64 %296, !85, !DIExpression(), !382)
  %297 = tail call i64 @llvm.smin.i64(i64 %296, i64 %287), !dbg !388
    #dbg_value(i64 %297, !75, !DIExpression(), !98)
  %298 = add nuw nsw i64 %286, 1, !dbg !389
    #dbg_value(i64 %298, !78, !DIExpression(), !376)
  %299 = icmp eq i64 %298, 600, !dbg !377
  br i1 %299, label %268, label %285, !dbg !378, !llvm.loop !390
}

; Function Attrs: nofree nounwind
declare !dbg !392 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @inside(i32 noundef %0, i64 %1, i64 %2) unnamed_addr #2 !dbg !399 {
    #dbg_value(i64 %1, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !412)
    #dbg_value(i64 %2, !407, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !412)
    #dbg_value(ptr @main.h, !405, !DIExpression(), !412)
    #dbg_value(i32 %0, !406, !DIExpression(), !412)
  %4 = load i64, ptr @main.h, align 16, !dbg !413
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8, !dbg !413
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 16), align 16, !dbg !413
  %7 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 24), align 8, !dbg !413
    #dbg_value(i64 %4, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !415)
    #dbg_value(i64 %5, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !415)
    #dbg_value(i64 %6, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !415)
    #dbg_value(i64 %7, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !415)
    #dbg_value(i64 %1, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !415)
    #dbg_value(i64 %2, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !415)
  %8 = sub nsw i64 %6, %4, !dbg !417
  %9 = sub nsw i64 %2, %5, !dbg !418
  %10 = mul nsw i64 %8, %9, !dbg !419
  %11 = sub nsw i64 %7, %5, !dbg !420
  %12 = sub i64 %4, %1, !dbg !421
  %13 = mul i64 %11, %12, !dbg !422
  %14 = add i64 %13, %10, !dbg !423
  %15 = icmp slt i64 %14, 0, !dbg !424
  br i1 %15, label %76, label %16, !dbg !425

16:                                               ; preds = %3
  %17 = add nsw i32 %0, -1, !dbg !426
  %18 = sext i32 %17 to i64, !dbg !427
  %19 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %18, !dbg !427
  %20 = load i64, ptr %19, align 16, !dbg !428
  %21 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !428
  %22 = load i64, ptr %21, align 8, !dbg !428
    #dbg_value(i64 %4, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 %5, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_value(i64 %20, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 %22, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
    #dbg_value(i64 %1, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !429)
    #dbg_value(i64 %2, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !429)
  %23 = sub nsw i64 %20, %4, !dbg !431
  %24 = mul nsw i64 %23, %9, !dbg !432
  %25 = sub nsw i64 %22, %5, !dbg !433
  %26 = mul i64 %25, %12, !dbg !434
  %27 = add i64 %26, %24, !dbg !435
  %28 = icmp sgt i64 %27, 0, !dbg !436
  br i1 %28, label %76, label %29, !dbg !437

29:                                               ; preds = %16
    #dbg_value(i32 %17, !409, !DIExpression(), !412)
    #dbg_value(i32 1, !408, !DIExpression(), !412)
  %30 = icmp sgt i32 %0, 3, !dbg !438
  br i1 %30, label %31, label %62, !dbg !439

31:                                               ; preds = %29, %31
  %32 = phi i32 [ %48, %31 ], [ %17, %29 ]
  %33 = phi i32 [ %47, %31 ], [ 1, %29 ]
    #dbg_value(i32 %32, !409, !DIExpression(), !412)
    #dbg_value(i32 %33, !408, !DIExpression(), !412)
  %34 = add nsw i32 %32, %33, !dbg !440
  %35 = sdiv i32 %34, 2, !dbg !441
    #dbg_value(i32 %35, !410, !DIExpression(), !442)
  %36 = sext i32 %35 to i64, !dbg !443
  %37 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %36, !dbg !443
  %38 = load i64, ptr %37, align 16, !dbg !445
  %39 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !445
  %40 = load i64, ptr %39, align 8, !dbg !445
    #dbg_value(i64 %4, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 %5, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
    #dbg_value(i64 %38, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 %40, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
    #dbg_value(i64 %1, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !446)
    #dbg_value(i64 %2, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !446)
  %41 = sub nsw i64 %38, %4, !dbg !448
  %42 = mul nsw i64 %41, %9, !dbg !449
  %43 = sub nsw i64 %40, %5, !dbg !450
  %44 = mul i64 %43, %12, !dbg !451
  %45 = add i64 %44, %42, !dbg !452
  %46 = icmp sgt i64 %45, -1, !dbg !453
  %47 = select i1 %46, i32 %35, i32 %33
  %48 = select i1 %46, i32 %32, i32 %35
    #dbg_value(i32 %48, !409, !DIExpression(), !412)
    #dbg_value(i32 %47, !408, !DIExpression(), !412)
  %49 = sub nsw i32 %48, %47, !dbg !454
  %50 = icmp sgt i32 %49, 1, !dbg !438
  br i1 %50, label %31, label %51, !dbg !439, !llvm.loop !455

51:                                               ; preds = %31
  %52 = sext i32 %47 to i64
  %53 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %52
  %54 = load i64, ptr %53, align 16, !dbg !457
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  %56 = load i64, ptr %55, align 8, !dbg !457
  %57 = sext i32 %48 to i64, !dbg !458
  %58 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %57
  %59 = load i64, ptr %58, align 16, !dbg !457
  %60 = getelementptr inbounds i8, ptr %58, i64 8
  %61 = load i64, ptr %60, align 8, !dbg !457
  br label %62, !dbg !459

62:                                               ; preds = %29, %51
  %63 = phi i64 [ %61, %51 ], [ %22, %29 ], !dbg !457
  %64 = phi i64 [ %59, %51 ], [ %20, %29 ], !dbg !457
  %65 = phi i64 [ %56, %51 ], [ %7, %29 ], !dbg !457
  %66 = phi i64 [ %54, %51 ], [ %6, %29 ], !dbg !457
    #dbg_value(i64 %66, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !460)
    #dbg_value(i64 %65, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !460)
    #dbg_value(i64 %64, !134, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !460)
    #dbg_value(i64 %63, !134, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !460)
    #dbg_value(i64 %1, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !460)
    #dbg_value(i64 %2, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !460)
  %67 = sub nsw i64 %64, %66, !dbg !462
  %68 = sub nsw i64 %2, %65, !dbg !463
  %69 = mul nsw i64 %67, %68, !dbg !464
  %70 = sub nsw i64 %63, %65, !dbg !465
  %71 = sub i64 %66, %1, !dbg !466
  %72 = mul i64 %70, %71, !dbg !467
  %73 = add i64 %72, %69, !dbg !468
  %74 = icmp sgt i64 %73, -1, !dbg !469
  %75 = zext i1 %74 to i32, !dbg !469
  br label %76

76:                                               ; preds = %3, %16, %62
  %77 = phi i32 [ %75, %62 ], [ 0, %16 ], [ 0, %3 ], !dbg !412
  ret i32 %77, !dbg !470
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree
declare !dbg !471 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_pt(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !482 {
    #dbg_value(ptr %0, !484, !DIExpression(), !488)
    #dbg_value(ptr %1, !485, !DIExpression(), !488)
    #dbg_value(ptr %0, !486, !DIExpression(), !488)
    #dbg_value(ptr %1, !487, !DIExpression(), !488)
  %3 = load i64, ptr %0, align 8, !dbg !489, !tbaa !203
  %4 = load i64, ptr %1, align 8, !dbg !491, !tbaa !203
  %5 = icmp eq i64 %3, %4, !dbg !492
  br i1 %5, label %9, label %6, !dbg !493

6:                                                ; preds = %2
  %7 = icmp slt i64 %3, %4, !dbg !494
  %8 = select i1 %7, i32 -1, i32 1, !dbg !495
  br label %19, !dbg !496

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !497
  %11 = load i64, ptr %10, align 8, !dbg !497, !tbaa !213
  %12 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !498
  %13 = load i64, ptr %12, align 8, !dbg !498, !tbaa !213
  %14 = icmp sgt i64 %11, %13, !dbg !499
  %15 = zext i1 %14 to i32, !dbg !499
  %16 = icmp slt i64 %11, %13, !dbg !500
  %17 = sext i1 %16 to i32, !dbg !500
  %18 = add nsw i32 %17, %15, !dbg !501
  br label %19, !dbg !502

19:                                               ; preds = %9, %6
  %20 = phi i32 [ %8, %6 ], [ %18, %9 ], !dbg !503
  ret i32 %20, !dbg !504
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94, !95}
!llvm.ident = !{!96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 35, type: !86, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !4, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !55)
!3 = !DIFile(filename: "programs/convex_hull_integer.c", directory: ".", checksumkind: CSK_MD5, checksum: "028efca8f386d63be120c33760ecc00d")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !23, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 34, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 2000)
!13 = !{!14, !19, !20}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !15, line: 27, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !17, line: 44, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !21, line: 18, baseType: !22)
!21 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!0, !24, !34, !40, !45, !50}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 35, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 256128, elements: !32)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pt", file: !3, line: 9, baseType: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !3, line: 9, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !3, line: 9, baseType: !14, size: 64, offset: 64)
!32 = !{!33}
!33 = !DISubrange(count: 2001)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 432, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 54)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 368, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 46)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 128, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 16)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 392, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 49)
!55 = !{!56, !57, !59, !60, !61, !63, !64, !66, !67, !68, !73, !75, !76, !78, !81, !84, !85}
!56 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 36, type: !10)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 37, type: !6)
!58 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 5)
!59 = !DILocalVariable(name: "k", scope: !2, file: !3, line: 38, type: !6)
!60 = !DILocalVariable(name: "area2", scope: !2, file: !3, line: 39, type: !14)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 40, type: !6)
!62 = distinct !DILexicalBlock(scope: !2, file: !3, line: 40, column: 5)
!63 = !DILocalVariable(name: "in", scope: !2, file: !3, line: 42, type: !6)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 43, type: !6)
!65 = distinct !DILexicalBlock(scope: !2, file: !3, line: 43, column: 5)
!66 = !DILocalVariable(name: "far", scope: !2, file: !3, line: 44, type: !27)
!67 = !DILocalVariable(name: "origin", scope: !2, file: !3, line: 44, type: !27)
!68 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 46, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 2560, elements: !70)
!70 = !{!71, !72}
!71 = !DISubrange(count: 5)
!72 = !DISubrange(count: 4)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 47, type: !6)
!74 = distinct !DILexicalBlock(scope: !2, file: !3, line: 47, column: 5)
!75 = !DILocalVariable(name: "best", scope: !2, file: !3, line: 48, type: !14)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 49, type: !6)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 49, column: 5)
!78 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 49, type: !6)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 49, column: 35)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 49, column: 5)
!81 = !DILocalVariable(name: "dx", scope: !82, file: !3, line: 49, type: !14)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 49, column: 69)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 49, column: 35)
!84 = !DILocalVariable(name: "dy", scope: !82, file: !3, line: 49, type: !14)
!85 = !DILocalVariable(name: "d", scope: !82, file: !3, line: 49, type: !14)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 256000, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 2000)
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!96 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !2)
!99 = !DILocation(line: 0, scope: !58)
!100 = !DILocation(line: 37, column: 5, scope: !58)
!101 = !DILocalVariable(name: "p", arg: 1, scope: !102, file: !3, line: 12, type: !105)
!102 = distinct !DISubprogram(name: "hull", scope: !3, file: !3, line: 12, type: !103, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !106)
!103 = !DISubroutineType(types: !104)
!104 = !{!6, !105, !6, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!106 = !{!101, !107, !108, !109, !110, !112, !114}
!107 = !DILocalVariable(name: "n", arg: 2, scope: !102, file: !3, line: 12, type: !6)
!108 = !DILocalVariable(name: "h", arg: 3, scope: !102, file: !3, line: 12, type: !105)
!109 = !DILocalVariable(name: "k", scope: !102, file: !3, line: 14, type: !6)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 15, type: !6)
!111 = distinct !DILexicalBlock(scope: !102, file: !3, line: 15, column: 5)
!112 = !DILocalVariable(name: "i", scope: !113, file: !3, line: 16, type: !6)
!113 = distinct !DILexicalBlock(scope: !102, file: !3, line: 16, column: 5)
!114 = !DILocalVariable(name: "t", scope: !113, file: !3, line: 16, type: !6)
!115 = !DILocation(line: 0, scope: !102, inlinedAt: !116)
!116 = distinct !DILocation(line: 38, column: 13, scope: !2)
!117 = !DILocation(line: 13, column: 5, scope: !102, inlinedAt: !116)
!118 = !DILocation(line: 0, scope: !111, inlinedAt: !116)
!119 = !DILocation(line: 15, column: 5, scope: !111, inlinedAt: !116)
!120 = !DILocation(line: 15, column: 44, scope: !121, inlinedAt: !116)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 15, column: 33)
!122 = distinct !DILexicalBlock(scope: !111, file: !3, line: 15, column: 5)
!123 = !DILocation(line: 15, column: 49, scope: !121, inlinedAt: !116)
!124 = !DILocation(line: 0, scope: !113, inlinedAt: !116)
!125 = !DILocation(line: 16, column: 5, scope: !113, inlinedAt: !116)
!126 = !DILocation(line: 15, column: 58, scope: !121, inlinedAt: !116)
!127 = !DILocation(line: 15, column: 68, scope: !121, inlinedAt: !116)
!128 = !DILocation(line: 15, column: 52, scope: !121, inlinedAt: !116)
!129 = !DILocalVariable(name: "o", arg: 1, scope: !130, file: !3, line: 10, type: !27)
!130 = distinct !DISubprogram(name: "cross", scope: !3, file: !3, line: 10, type: !131, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!14, !27, !27, !27}
!133 = !{!129, !134, !135}
!134 = !DILocalVariable(name: "a", arg: 2, scope: !130, file: !3, line: 10, type: !27)
!135 = !DILocalVariable(name: "b", arg: 3, scope: !130, file: !3, line: 10, type: !27)
!136 = !DILocation(line: 0, scope: !130, inlinedAt: !137)
!137 = distinct !DILocation(line: 15, column: 52, scope: !121, inlinedAt: !116)
!138 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !137)
!139 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !137)
!140 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !137)
!141 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !137)
!142 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !137)
!143 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !137)
!144 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !137)
!145 = !DILocation(line: 15, column: 84, scope: !121, inlinedAt: !116)
!146 = !DILocation(line: 15, column: 35, scope: !121, inlinedAt: !116)
!147 = !DILocation(line: 15, column: 91, scope: !121, inlinedAt: !116)
!148 = distinct !{!148, !146, !147, !149}
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 15, column: 98, scope: !121, inlinedAt: !116)
!151 = !DILocation(line: 15, column: 95, scope: !121, inlinedAt: !116)
!152 = !DILocation(line: 15, column: 104, scope: !121, inlinedAt: !116)
!153 = !{i64 0, i64 8, !154, i64 8, i64 8, !154}
!154 = !{!155, !155, i64 0}
!155 = !{!"long", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 15, column: 29, scope: !122, inlinedAt: !116)
!159 = !DILocation(line: 15, column: 23, scope: !122, inlinedAt: !116)
!160 = distinct !{!160, !119, !161, !149}
!161 = !DILocation(line: 15, column: 110, scope: !111, inlinedAt: !116)
!162 = !DILocation(line: 16, column: 60, scope: !163, inlinedAt: !116)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 16, column: 49)
!164 = distinct !DILexicalBlock(scope: !113, file: !3, line: 16, column: 5)
!165 = !DILocation(line: 16, column: 65, scope: !163, inlinedAt: !116)
!166 = !DILocation(line: 16, column: 74, scope: !163, inlinedAt: !116)
!167 = !DILocation(line: 16, column: 84, scope: !163, inlinedAt: !116)
!168 = !DILocation(line: 16, column: 68, scope: !163, inlinedAt: !116)
!169 = !DILocation(line: 0, scope: !130, inlinedAt: !170)
!170 = distinct !DILocation(line: 16, column: 68, scope: !163, inlinedAt: !116)
!171 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !170)
!172 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !170)
!173 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !170)
!174 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !170)
!175 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !170)
!176 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !170)
!177 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !170)
!178 = !DILocation(line: 16, column: 100, scope: !163, inlinedAt: !116)
!179 = !DILocation(line: 16, column: 51, scope: !163, inlinedAt: !116)
!180 = !DILocation(line: 16, column: 107, scope: !163, inlinedAt: !116)
!181 = distinct !{!181, !179, !180, !149}
!182 = !DILocation(line: 16, column: 114, scope: !163, inlinedAt: !116)
!183 = !DILocation(line: 16, column: 111, scope: !163, inlinedAt: !116)
!184 = !DILocation(line: 16, column: 120, scope: !163, inlinedAt: !116)
!185 = !DILocation(line: 16, column: 45, scope: !164, inlinedAt: !116)
!186 = !DILocation(line: 16, column: 38, scope: !164, inlinedAt: !116)
!187 = distinct !{!187, !125, !188, !149}
!188 = !DILocation(line: 16, column: 126, scope: !113, inlinedAt: !116)
!189 = !DILocation(line: 0, scope: !62)
!190 = !DILocation(line: 40, column: 23, scope: !191)
!191 = distinct !DILexicalBlock(scope: !62, file: !3, line: 40, column: 5)
!192 = !DILocation(line: 40, column: 5, scope: !62)
!193 = !DILocation(line: 37, column: 41, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 37, column: 33)
!195 = distinct !DILexicalBlock(scope: !58, file: !3, line: 37, column: 5)
!196 = !DILocation(line: 37, column: 55, scope: !194)
!197 = !DILocation(line: 37, column: 87, scope: !194)
!198 = !DILocation(line: 37, column: 93, scope: !194)
!199 = !DILocation(line: 37, column: 74, scope: !194)
!200 = !DILocation(line: 37, column: 104, scope: !194)
!201 = !DILocation(line: 37, column: 65, scope: !194)
!202 = !DILocation(line: 37, column: 72, scope: !194)
!203 = !{!204, !155, i64 0}
!204 = !{!"", !155, i64 0, !155, i64 8}
!205 = !DILocation(line: 37, column: 121, scope: !194)
!206 = !DILocation(line: 37, column: 135, scope: !194)
!207 = !DILocation(line: 37, column: 167, scope: !194)
!208 = !DILocation(line: 37, column: 173, scope: !194)
!209 = !DILocation(line: 37, column: 154, scope: !194)
!210 = !DILocation(line: 37, column: 184, scope: !194)
!211 = !DILocation(line: 37, column: 150, scope: !194)
!212 = !DILocation(line: 37, column: 152, scope: !194)
!213 = !{!204, !155, i64 8}
!214 = !DILocation(line: 37, column: 29, scope: !195)
!215 = !DILocation(line: 37, column: 23, scope: !195)
!216 = distinct !{!216, !100, !217, !149}
!217 = !DILocation(line: 37, column: 195, scope: !58)
!218 = !DILocation(line: 41, column: 107, scope: !2)
!219 = !DILocation(line: 41, column: 126, scope: !2)
!220 = !DILocation(line: 41, column: 5, scope: !2)
!221 = !DILocation(line: 0, scope: !65)
!222 = !DILocation(line: 43, column: 5, scope: !65)
!223 = !DILocation(line: 40, column: 42, scope: !191)
!224 = !DILocation(line: 40, column: 47, scope: !191)
!225 = !DILocation(line: 40, column: 56, scope: !191)
!226 = !DILocation(line: 40, column: 51, scope: !191)
!227 = !DILocation(line: 40, column: 66, scope: !191)
!228 = !DILocation(line: 40, column: 49, scope: !191)
!229 = !DILocation(line: 40, column: 85, scope: !191)
!230 = !DILocation(line: 40, column: 94, scope: !191)
!231 = !DILocation(line: 40, column: 87, scope: !191)
!232 = !DILocation(line: 40, column: 68, scope: !191)
!233 = !DILocation(line: 40, column: 39, scope: !191)
!234 = distinct !{!234, !192, !235, !149}
!235 = !DILocation(line: 40, column: 94, scope: !62)
!236 = !DILocation(line: 45, column: 66, scope: !2)
!237 = !DILocation(line: 45, column: 88, scope: !2)
!238 = !DILocation(line: 45, column: 5, scope: !2)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !74)
!241 = !DILocation(line: 47, column: 5, scope: !74)
!242 = !DILocation(line: 43, column: 52, scope: !243)
!243 = distinct !DILexicalBlock(scope: !65, file: !3, line: 43, column: 5)
!244 = !DILocation(line: 43, column: 39, scope: !243)
!245 = !DILocation(line: 43, column: 36, scope: !243)
!246 = !DILocation(line: 43, column: 29, scope: !243)
!247 = !DILocation(line: 43, column: 23, scope: !243)
!248 = distinct !{!248, !222, !249, !149}
!249 = !DILocation(line: 43, column: 56, scope: !65)
!250 = !DILocation(line: 47, column: 72, scope: !251)
!251 = distinct !DILexicalBlock(scope: !74, file: !3, line: 47, column: 5)
!252 = !DILocation(line: 47, column: 81, scope: !251)
!253 = !DILocation(line: 47, column: 90, scope: !251)
!254 = !DILocation(line: 47, column: 99, scope: !251)
!255 = !DILocation(line: 47, column: 62, scope: !251)
!256 = !DILocalVariable(name: "a", arg: 1, scope: !257, file: !3, line: 27, type: !27)
!257 = distinct !DISubprogram(name: "intersect", scope: !3, file: !3, line: 27, type: !258, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!6, !27, !27, !27, !27}
!260 = !{!256, !261, !262, !263, !264, !265, !266, !267}
!261 = !DILocalVariable(name: "b", arg: 2, scope: !257, file: !3, line: 27, type: !27)
!262 = !DILocalVariable(name: "c", arg: 3, scope: !257, file: !3, line: 27, type: !27)
!263 = !DILocalVariable(name: "d", arg: 4, scope: !257, file: !3, line: 27, type: !27)
!264 = !DILocalVariable(name: "d1", scope: !257, file: !3, line: 28, type: !6)
!265 = !DILocalVariable(name: "d2", scope: !257, file: !3, line: 28, type: !6)
!266 = !DILocalVariable(name: "d3", scope: !257, file: !3, line: 28, type: !6)
!267 = !DILocalVariable(name: "d4", scope: !257, file: !3, line: 28, type: !6)
!268 = !DILocation(line: 0, scope: !257, inlinedAt: !269)
!269 = distinct !DILocation(line: 47, column: 62, scope: !251)
!270 = !DILocation(line: 27, column: 43, scope: !257, inlinedAt: !269)
!271 = !DILocation(line: 28, column: 18, scope: !257, inlinedAt: !269)
!272 = !DILocation(line: 0, scope: !130, inlinedAt: !273)
!273 = distinct !DILocation(line: 28, column: 18, scope: !257, inlinedAt: !269)
!274 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !273)
!275 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !273)
!276 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !273)
!277 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !273)
!278 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !273)
!279 = !DILocalVariable(name: "v", arg: 1, scope: !280, file: !3, line: 25, type: !14)
!280 = distinct !DISubprogram(name: "sgn", scope: !3, file: !3, line: 25, type: !281, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!6, !14}
!283 = !{!279}
!284 = !DILocation(line: 0, scope: !280, inlinedAt: !285)
!285 = distinct !DILocation(line: 28, column: 14, scope: !257, inlinedAt: !269)
!286 = !DILocation(line: 25, column: 39, scope: !280, inlinedAt: !285)
!287 = !DILocation(line: 25, column: 49, scope: !280, inlinedAt: !285)
!288 = !DILocation(line: 25, column: 44, scope: !280, inlinedAt: !285)
!289 = !DILocation(line: 0, scope: !130, inlinedAt: !290)
!290 = distinct !DILocation(line: 28, column: 44, scope: !257, inlinedAt: !269)
!291 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !290)
!292 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !290)
!293 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !290)
!294 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !290)
!295 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !290)
!296 = !DILocation(line: 0, scope: !280, inlinedAt: !297)
!297 = distinct !DILocation(line: 28, column: 40, scope: !257, inlinedAt: !269)
!298 = !DILocation(line: 25, column: 39, scope: !280, inlinedAt: !297)
!299 = !DILocation(line: 25, column: 49, scope: !280, inlinedAt: !297)
!300 = !DILocation(line: 25, column: 44, scope: !280, inlinedAt: !297)
!301 = !DILocation(line: 0, scope: !130, inlinedAt: !302)
!302 = distinct !DILocation(line: 28, column: 70, scope: !257, inlinedAt: !269)
!303 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !302)
!304 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !302)
!305 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !302)
!306 = !DILocation(line: 0, scope: !280, inlinedAt: !307)
!307 = distinct !DILocation(line: 28, column: 66, scope: !257, inlinedAt: !269)
!308 = !DILocation(line: 25, column: 39, scope: !280, inlinedAt: !307)
!309 = !DILocation(line: 25, column: 49, scope: !280, inlinedAt: !307)
!310 = !DILocation(line: 25, column: 44, scope: !280, inlinedAt: !307)
!311 = !DILocation(line: 0, scope: !130, inlinedAt: !312)
!312 = distinct !DILocation(line: 28, column: 96, scope: !257, inlinedAt: !269)
!313 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !312)
!314 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !312)
!315 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !312)
!316 = !DILocation(line: 0, scope: !280, inlinedAt: !317)
!317 = distinct !DILocation(line: 28, column: 92, scope: !257, inlinedAt: !269)
!318 = !DILocation(line: 25, column: 39, scope: !280, inlinedAt: !317)
!319 = !DILocation(line: 25, column: 49, scope: !280, inlinedAt: !317)
!320 = !DILocation(line: 25, column: 44, scope: !280, inlinedAt: !317)
!321 = !DILocation(line: 29, column: 12, scope: !322, inlinedAt: !269)
!322 = distinct !DILexicalBlock(scope: !257, file: !3, line: 29, column: 9)
!323 = !DILocation(line: 29, column: 17, scope: !322, inlinedAt: !269)
!324 = !DILocation(line: 29, column: 21, scope: !322, inlinedAt: !269)
!325 = !DILocation(line: 30, column: 14, scope: !257, inlinedAt: !269)
!326 = !DILocation(line: 30, column: 17, scope: !257, inlinedAt: !269)
!327 = !DILocalVariable(name: "a", arg: 1, scope: !328, file: !3, line: 26, type: !27)
!328 = distinct !DISubprogram(name: "on_seg", scope: !3, file: !3, line: 26, type: !329, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !331)
!329 = !DISubroutineType(types: !330)
!330 = !{!6, !27, !27, !27}
!331 = !{!327, !332, !333}
!332 = !DILocalVariable(name: "b", arg: 2, scope: !328, file: !3, line: 26, type: !27)
!333 = !DILocalVariable(name: "c", arg: 3, scope: !328, file: !3, line: 26, type: !27)
!334 = !DILocation(line: 0, scope: !328, inlinedAt: !335)
!335 = distinct !DILocation(line: 30, column: 20, scope: !257, inlinedAt: !269)
!336 = !DILocation(line: 26, column: 54, scope: !328, inlinedAt: !335)
!337 = !DILocation(line: 26, column: 50, scope: !328, inlinedAt: !335)
!338 = !DILocation(line: 26, column: 77, scope: !328, inlinedAt: !335)
!339 = !DILocation(line: 30, column: 42, scope: !257, inlinedAt: !269)
!340 = !DILocation(line: 30, column: 45, scope: !257, inlinedAt: !269)
!341 = !DILocation(line: 0, scope: !328, inlinedAt: !342)
!342 = distinct !DILocation(line: 30, column: 48, scope: !257, inlinedAt: !269)
!343 = !DILocation(line: 26, column: 54, scope: !328, inlinedAt: !342)
!344 = !DILocation(line: 26, column: 50, scope: !328, inlinedAt: !342)
!345 = !DILocation(line: 26, column: 77, scope: !328, inlinedAt: !342)
!346 = !DILocation(line: 30, column: 70, scope: !257, inlinedAt: !269)
!347 = !DILocation(line: 30, column: 73, scope: !257, inlinedAt: !269)
!348 = !DILocation(line: 0, scope: !328, inlinedAt: !349)
!349 = distinct !DILocation(line: 30, column: 76, scope: !257, inlinedAt: !269)
!350 = !DILocation(line: 26, column: 54, scope: !328, inlinedAt: !349)
!351 = !DILocation(line: 26, column: 50, scope: !328, inlinedAt: !349)
!352 = !DILocation(line: 26, column: 77, scope: !328, inlinedAt: !349)
!353 = !DILocation(line: 30, column: 98, scope: !257, inlinedAt: !269)
!354 = !DILocation(line: 30, column: 101, scope: !257, inlinedAt: !269)
!355 = !DILocation(line: 0, scope: !328, inlinedAt: !356)
!356 = distinct !DILocation(line: 30, column: 104, scope: !257, inlinedAt: !269)
!357 = !DILocation(line: 26, column: 54, scope: !328, inlinedAt: !356)
!358 = !DILocation(line: 26, column: 50, scope: !328, inlinedAt: !356)
!359 = !DILocation(line: 26, column: 77, scope: !328, inlinedAt: !356)
!360 = !DILocation(line: 26, column: 156, scope: !328, inlinedAt: !356)
!361 = !DILocation(line: 26, column: 152, scope: !328, inlinedAt: !356)
!362 = !DILocation(line: 26, column: 145, scope: !328, inlinedAt: !356)
!363 = !DILocation(line: 47, column: 33, scope: !251)
!364 = !DILocation(line: 47, column: 29, scope: !251)
!365 = !DILocation(line: 47, column: 23, scope: !251)
!366 = distinct !{!366, !241, !367, !149}
!367 = !DILocation(line: 47, column: 107, scope: !74)
!368 = !DILocation(line: 0, scope: !77)
!369 = !DILocation(line: 49, column: 5, scope: !77)
!370 = !DILocation(line: 49, column: 23, scope: !80)
!371 = distinct !{!371, !369, !372, !149}
!372 = !DILocation(line: 49, column: 170, scope: !77)
!373 = !DILocation(line: 50, column: 5, scope: !2)
!374 = !DILocation(line: 52, column: 1, scope: !2)
!375 = !DILocation(line: 49, column: 50, scope: !79)
!376 = !DILocation(line: 0, scope: !79)
!377 = !DILocation(line: 49, column: 57, scope: !83)
!378 = !DILocation(line: 49, column: 35, scope: !79)
!379 = !DILocation(line: 49, column: 93, scope: !82)
!380 = !DILocation(line: 49, column: 98, scope: !82)
!381 = !DILocation(line: 49, column: 91, scope: !82)
!382 = !DILocation(line: 0, scope: !82)
!383 = !DILocation(line: 49, column: 120, scope: !82)
!384 = !DILocation(line: 49, column: 113, scope: !82)
!385 = !DILocation(line: 49, column: 130, scope: !82)
!386 = !DILocation(line: 49, column: 140, scope: !82)
!387 = !DILocation(line: 49, column: 135, scope: !82)
!388 = !DILocation(line: 49, column: 150, scope: !82)
!389 = !DILocation(line: 49, column: 65, scope: !83)
!390 = distinct !{!390, !378, !391, !149}
!391 = !DILocation(line: 49, column: 170, scope: !79)
!392 = !DISubprogram(name: "printf", scope: !393, file: !393, line: 356, type: !394, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!394 = !DISubroutineType(types: !395)
!395 = !{!6, !396, null}
!396 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !397)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!399 = distinct !DISubprogram(name: "inside", scope: !3, file: !3, line: 19, type: !400, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !404)
!400 = !DISubroutineType(cc: DW_CC_nocall, types: !401)
!401 = !{!6, !402, !6, !27}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!404 = !{!405, !406, !407, !408, !409, !410}
!405 = !DILocalVariable(name: "h", arg: 1, scope: !399, file: !3, line: 19, type: !402)
!406 = !DILocalVariable(name: "n", arg: 2, scope: !399, file: !3, line: 19, type: !6)
!407 = !DILocalVariable(name: "q", arg: 3, scope: !399, file: !3, line: 19, type: !27)
!408 = !DILocalVariable(name: "lo", scope: !399, file: !3, line: 21, type: !6)
!409 = !DILocalVariable(name: "hi", scope: !399, file: !3, line: 21, type: !6)
!410 = !DILocalVariable(name: "mid", scope: !411, file: !3, line: 22, type: !6)
!411 = distinct !DILexicalBlock(scope: !399, file: !3, line: 22, column: 25)
!412 = !DILocation(line: 0, scope: !399)
!413 = !DILocation(line: 20, column: 9, scope: !414)
!414 = distinct !DILexicalBlock(scope: !399, file: !3, line: 20, column: 9)
!415 = !DILocation(line: 0, scope: !130, inlinedAt: !416)
!416 = distinct !DILocation(line: 20, column: 9, scope: !414)
!417 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !416)
!418 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !416)
!419 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !416)
!420 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !416)
!421 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !416)
!422 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !416)
!423 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !416)
!424 = !DILocation(line: 20, column: 30, scope: !414)
!425 = !DILocation(line: 20, column: 34, scope: !414)
!426 = !DILocation(line: 20, column: 53, scope: !414)
!427 = !DILocation(line: 20, column: 49, scope: !414)
!428 = !DILocation(line: 20, column: 37, scope: !414)
!429 = !DILocation(line: 0, scope: !130, inlinedAt: !430)
!430 = distinct !DILocation(line: 20, column: 37, scope: !414)
!431 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !430)
!432 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !430)
!433 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !430)
!434 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !430)
!435 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !430)
!436 = !DILocation(line: 20, column: 62, scope: !414)
!437 = !DILocation(line: 20, column: 9, scope: !399)
!438 = !DILocation(line: 22, column: 20, scope: !399)
!439 = !DILocation(line: 22, column: 5, scope: !399)
!440 = !DILocation(line: 22, column: 41, scope: !411)
!441 = !DILocation(line: 22, column: 47, scope: !411)
!442 = !DILocation(line: 0, scope: !411)
!443 = !DILocation(line: 22, column: 68, scope: !444)
!444 = distinct !DILexicalBlock(scope: !411, file: !3, line: 22, column: 56)
!445 = !DILocation(line: 22, column: 56, scope: !444)
!446 = !DILocation(line: 0, scope: !130, inlinedAt: !447)
!447 = distinct !DILocation(line: 22, column: 56, scope: !444)
!448 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !447)
!449 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !447)
!450 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !447)
!451 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !447)
!452 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !447)
!453 = !DILocation(line: 22, column: 79, scope: !444)
!454 = !DILocation(line: 22, column: 15, scope: !399)
!455 = distinct !{!455, !439, !456, !149}
!456 = !DILocation(line: 22, column: 110, scope: !399)
!457 = !DILocation(line: 23, column: 12, scope: !399)
!458 = !DILocation(line: 23, column: 25, scope: !399)
!459 = !DILocation(line: 23, column: 18, scope: !399)
!460 = !DILocation(line: 0, scope: !130, inlinedAt: !461)
!461 = distinct !DILocation(line: 23, column: 12, scope: !399)
!462 = !DILocation(line: 10, column: 54, scope: !130, inlinedAt: !461)
!463 = !DILocation(line: 10, column: 68, scope: !130, inlinedAt: !461)
!464 = !DILocation(line: 10, column: 61, scope: !130, inlinedAt: !461)
!465 = !DILocation(line: 10, column: 82, scope: !130, inlinedAt: !461)
!466 = !DILocation(line: 10, column: 96, scope: !130, inlinedAt: !461)
!467 = !DILocation(line: 10, column: 89, scope: !130, inlinedAt: !461)
!468 = !DILocation(line: 10, column: 75, scope: !130, inlinedAt: !461)
!469 = !DILocation(line: 23, column: 35, scope: !399)
!470 = !DILocation(line: 24, column: 1, scope: !399)
!471 = !DISubprogram(name: "qsort", scope: !472, file: !472, line: 851, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!473 = !DISubroutineType(types: !474)
!474 = !{null, !475, !20, !20, !476}
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !472, line: 829, baseType: !477)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!478 = !DISubroutineType(types: !479)
!479 = !{!6, !480, !480}
!480 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !481, size: 64)
!481 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!482 = distinct !DISubprogram(name: "cmp_pt", scope: !3, file: !3, line: 11, type: !478, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !483)
!483 = !{!484, !485, !486, !487}
!484 = !DILocalVariable(name: "a", arg: 1, scope: !482, file: !3, line: 11, type: !480)
!485 = !DILocalVariable(name: "b", arg: 2, scope: !482, file: !3, line: 11, type: !480)
!486 = !DILocalVariable(name: "p", scope: !482, file: !3, line: 11, type: !402)
!487 = !DILocalVariable(name: "q", scope: !482, file: !3, line: 11, type: !402)
!488 = !DILocation(line: 0, scope: !482)
!489 = !DILocation(line: 11, column: 83, scope: !490)
!490 = distinct !DILexicalBlock(scope: !482, file: !3, line: 11, column: 80)
!491 = !DILocation(line: 11, column: 91, scope: !490)
!492 = !DILocation(line: 11, column: 85, scope: !490)
!493 = !DILocation(line: 11, column: 80, scope: !482)
!494 = !DILocation(line: 11, column: 106, scope: !490)
!495 = !DILocation(line: 11, column: 101, scope: !490)
!496 = !DILocation(line: 11, column: 94, scope: !490)
!497 = !DILocation(line: 11, column: 134, scope: !482)
!498 = !DILocation(line: 11, column: 141, scope: !482)
!499 = !DILocation(line: 11, column: 136, scope: !482)
!500 = !DILocation(line: 11, column: 152, scope: !482)
!501 = !DILocation(line: 11, column: 144, scope: !482)
!502 = !DILocation(line: 11, column: 123, scope: !482)
!503 = !DILocation(line: 11, scope: !482)
!504 = !DILocation(line: 11, column: 161, scope: !482)
