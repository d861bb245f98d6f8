; ModuleID = 'programs/event_dispatch_callbacks.c'
source_filename = "programs/event_dispatch_callbacks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Bus = type { [8 x [16 x %struct.Slot]], [8 x i32] }
%struct.Slot = type { ptr, ptr, i32, i32 }
%struct.Acc = type { i64, i32 }
%struct.Event = type { i32, i64 }

@main.bus = internal unnamed_addr global %struct.Bus zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [7 x i8] c"second\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [26 x i8] c"acc[%d] sum=%ld count=%d\0A\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [30 x i8] c"handled=%d logged=%d max=%ld\0A\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [31 x i8] c"  log #%d type=%d payload=%ld\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [36 x i8] c"  once: type=%d payload=%ld tag=%s\0A\00", align 1, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [3 x %struct.Acc], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !46, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  %2 = alloca i32, align 4, !DIAssignID !106
    #dbg_assign(i1 undef, !55, !DIExpression(), !106, ptr %2, !DIExpression(), !105)
  %3 = alloca i64, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !56, !DIExpression(), !107, ptr %3, !DIExpression(), !105)
  %4 = alloca %struct.Event, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !62, !DIExpression(), !108, ptr %4, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8, !dbg !110
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, i8 0, i64 48, i1 false), !dbg !111, !DIAssignID !112
    #dbg_assign(i8 0, !46, !DIExpression(), !112, ptr %1, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !113
  store i32 0, ptr %2, align 4, !dbg !114, !tbaa !115, !DIAssignID !119
    #dbg_assign(i32 0, !55, !DIExpression(), !119, ptr %2, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !120
  store i64 -1, ptr %3, align 8, !dbg !121, !tbaa !122, !DIAssignID !124
    #dbg_assign(i64 -1, !56, !DIExpression(), !124, ptr %3, !DIExpression(), !105)
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !139)
    #dbg_value(i32 0, !131, !DIExpression(), !139)
    #dbg_value(ptr @h_accumulate, !132, !DIExpression(), !139)
    #dbg_value(ptr %1, !133, !DIExpression(), !139)
    #dbg_value(i32 1, !134, !DIExpression(), !139)
    #dbg_value(ptr @main.bus, !135, !DIExpression(), !139)
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !141, !tbaa !115
  %6 = add nsw i32 %5, 1, !dbg !141
  store i32 %6, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !141, !tbaa !115
    #dbg_value(i32 %5, !137, !DIExpression(), !139)
    #dbg_value(i32 %5, !138, !DIExpression(), !139)
  %7 = icmp sgt i32 %5, 0, !dbg !142
  br i1 %7, label %8, label %22, !dbg !143

8:                                                ; preds = %0, %15
  %9 = phi i32 [ %17, %15 ], [ %5, %0 ]
    #dbg_value(i32 %9, !138, !DIExpression(), !139)
  %10 = zext nneg i32 %9 to i64, !dbg !144
  %11 = getelementptr %struct.Slot, ptr @main.bus, i64 %10, !dbg !144
  %12 = getelementptr i8, ptr %11, i64 -8, !dbg !145
  %13 = load i32, ptr %12, align 8, !dbg !145, !tbaa !146
  %14 = icmp slt i32 %13, 1, !dbg !149
  br i1 %14, label %15, label %19, !dbg !150

15:                                               ; preds = %8
  %16 = getelementptr i8, ptr %11, i64 -24, !dbg !144
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !dbg !151, !tbaa.struct !153
  %17 = add nsw i32 %9, -1, !dbg !155
    #dbg_value(i32 %17, !138, !DIExpression(), !139)
  %18 = icmp sgt i32 %9, 1, !dbg !142
  br i1 %18, label %8, label %19, !dbg !143, !llvm.loop !156

19:                                               ; preds = %15, %8
  %20 = phi i32 [ 0, %15 ], [ %9, %8 ]
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !159, !tbaa !115
  br label %22, !dbg !161

22:                                               ; preds = %19, %0
  %23 = phi i32 [ %6, %0 ], [ %21, %19 ], !dbg !159
  %24 = phi i32 [ %5, %0 ], [ %20, %19 ], !dbg !139
  %25 = sext i32 %24 to i64, !dbg !161
  %26 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %25, !dbg !161
  store ptr @h_accumulate, ptr %26, align 8, !dbg !162, !tbaa !154
  %27 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !162
  store ptr %1, ptr %27, align 8, !dbg !162, !tbaa !154
  %28 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !162
  store i32 1, ptr %28, align 8, !dbg !162, !tbaa !115
  %29 = getelementptr inbounds i8, ptr %26, i64 20, !dbg !162
  store i32 1, ptr %29, align 4, !dbg !162, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !163)
    #dbg_value(i32 0, !131, !DIExpression(), !163)
    #dbg_value(ptr @h_filter_big, !132, !DIExpression(), !163)
    #dbg_value(ptr null, !133, !DIExpression(), !163)
    #dbg_value(i32 10, !134, !DIExpression(), !163)
    #dbg_value(ptr @main.bus, !135, !DIExpression(), !163)
  %30 = add nsw i32 %23, 1, !dbg !159
  store i32 %30, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !159, !tbaa !115
    #dbg_value(i32 %23, !137, !DIExpression(), !163)
    #dbg_value(i32 %23, !138, !DIExpression(), !163)
  %31 = icmp sgt i32 %23, 0, !dbg !164
  br i1 %31, label %32, label %46, !dbg !165

32:                                               ; preds = %22, %39
  %33 = phi i32 [ %41, %39 ], [ %23, %22 ]
    #dbg_value(i32 %33, !138, !DIExpression(), !163)
  %34 = zext nneg i32 %33 to i64, !dbg !166
  %35 = getelementptr %struct.Slot, ptr @main.bus, i64 %34, !dbg !166
  %36 = getelementptr i8, ptr %35, i64 -8, !dbg !167
  %37 = load i32, ptr %36, align 8, !dbg !167, !tbaa !146
  %38 = icmp slt i32 %37, 10, !dbg !168
  br i1 %38, label %39, label %43, !dbg !169

39:                                               ; preds = %32
  %40 = getelementptr i8, ptr %35, i64 -24, !dbg !166
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %35, ptr noundef nonnull align 8 dereferenceable(24) %40, i64 24, i1 false), !dbg !170, !tbaa.struct !153
  %41 = add nsw i32 %33, -1, !dbg !171
    #dbg_value(i32 %41, !138, !DIExpression(), !163)
  %42 = icmp sgt i32 %33, 1, !dbg !164
  br i1 %42, label %32, label %43, !dbg !165, !llvm.loop !172

43:                                               ; preds = %39, %32
  %44 = phi i32 [ 0, %39 ], [ %33, %32 ]
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !174, !tbaa !115
  br label %46, !dbg !176

46:                                               ; preds = %43, %22
  %47 = phi i32 [ %30, %22 ], [ %45, %43 ], !dbg !174
  %48 = phi i32 [ %23, %22 ], [ %44, %43 ], !dbg !163
  %49 = sext i32 %48 to i64, !dbg !176
  %50 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %49, !dbg !176
  store ptr @h_filter_big, ptr %50, align 8, !dbg !177, !tbaa !154
  %51 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !177
  store ptr null, ptr %51, align 8, !dbg !177, !tbaa !154
  %52 = getelementptr inbounds i8, ptr %50, i64 16, !dbg !177
  store i32 10, ptr %52, align 8, !dbg !177, !tbaa !115
  %53 = getelementptr inbounds i8, ptr %50, i64 20, !dbg !177
  store i32 1, ptr %53, align 4, !dbg !177, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !178)
    #dbg_value(i32 0, !131, !DIExpression(), !178)
    #dbg_value(ptr @h_log, !132, !DIExpression(), !178)
    #dbg_value(ptr %2, !133, !DIExpression(), !178)
    #dbg_value(i32 5, !134, !DIExpression(), !178)
    #dbg_value(ptr @main.bus, !135, !DIExpression(), !178)
  %54 = add nsw i32 %47, 1, !dbg !174
  store i32 %54, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !dbg !174, !tbaa !115
    #dbg_value(i32 %47, !137, !DIExpression(), !178)
    #dbg_value(i32 %47, !138, !DIExpression(), !178)
  %55 = icmp sgt i32 %47, 0, !dbg !179
  br i1 %55, label %56, label %67, !dbg !180

56:                                               ; preds = %46, %63
  %57 = phi i32 [ %65, %63 ], [ %47, %46 ]
    #dbg_value(i32 %57, !138, !DIExpression(), !178)
  %58 = zext nneg i32 %57 to i64, !dbg !181
  %59 = getelementptr %struct.Slot, ptr @main.bus, i64 %58, !dbg !181
  %60 = getelementptr i8, ptr %59, i64 -8, !dbg !182
  %61 = load i32, ptr %60, align 8, !dbg !182, !tbaa !146
  %62 = icmp slt i32 %61, 5, !dbg !183
  br i1 %62, label %63, label %67, !dbg !184

63:                                               ; preds = %56
  %64 = getelementptr i8, ptr %59, i64 -24, !dbg !181
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %59, ptr noundef nonnull align 8 dereferenceable(24) %64, i64 24, i1 false), !dbg !185, !tbaa.struct !153
  %65 = add nsw i32 %57, -1, !dbg !186
    #dbg_value(i32 %65, !138, !DIExpression(), !178)
  %66 = icmp sgt i32 %57, 1, !dbg !179
  br i1 %66, label %56, label %67, !dbg !180, !llvm.loop !187

67:                                               ; preds = %56, %63, %46
  %68 = phi i32 [ %47, %46 ], [ %57, %56 ], [ 0, %63 ], !dbg !178
  %69 = sext i32 %68 to i64, !dbg !189
  %70 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %69, !dbg !189
  store ptr @h_log, ptr %70, align 8, !dbg !190, !tbaa !154
  %71 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !190
  store ptr %2, ptr %71, align 8, !dbg !190, !tbaa !154
  %72 = getelementptr inbounds i8, ptr %70, i64 16, !dbg !190
  store i32 5, ptr %72, align 8, !dbg !190, !tbaa !115
  %73 = getelementptr inbounds i8, ptr %70, i64 20, !dbg !190
  store i32 1, ptr %73, align 4, !dbg !190, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !191)
    #dbg_value(i32 1, !131, !DIExpression(), !191)
    #dbg_value(ptr @h_once, !132, !DIExpression(), !191)
    #dbg_value(ptr @.str, !133, !DIExpression(), !191)
    #dbg_value(i32 3, !134, !DIExpression(), !191)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), !135, !DIExpression(), !191)
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !193, !tbaa !115
  %75 = add nsw i32 %74, 1, !dbg !193
  store i32 %75, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !193, !tbaa !115
    #dbg_value(i32 %74, !137, !DIExpression(), !191)
    #dbg_value(i32 %74, !138, !DIExpression(), !191)
  %76 = icmp sgt i32 %74, 0, !dbg !194
  br i1 %76, label %77, label %91, !dbg !195

77:                                               ; preds = %67, %84
  %78 = phi i32 [ %86, %84 ], [ %74, %67 ]
    #dbg_value(i32 %78, !138, !DIExpression(), !191)
  %79 = zext nneg i32 %78 to i64, !dbg !196
  %80 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %79, !dbg !196
  %81 = getelementptr i8, ptr %80, i64 -8, !dbg !197
  %82 = load i32, ptr %81, align 8, !dbg !197, !tbaa !146
  %83 = icmp slt i32 %82, 3, !dbg !198
  br i1 %83, label %84, label %88, !dbg !199

84:                                               ; preds = %77
  %85 = getelementptr i8, ptr %80, i64 -24, !dbg !196
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %80, ptr noundef nonnull align 8 dereferenceable(24) %85, i64 24, i1 false), !dbg !200, !tbaa.struct !153
  %86 = add nsw i32 %78, -1, !dbg !201
    #dbg_value(i32 %86, !138, !DIExpression(), !191)
  %87 = icmp sgt i32 %78, 1, !dbg !194
  br i1 %87, label %77, label %88, !dbg !195, !llvm.loop !202

88:                                               ; preds = %84, %77
  %89 = phi i32 [ 0, %84 ], [ %78, %77 ]
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !204, !tbaa !115
  br label %91, !dbg !206

91:                                               ; preds = %88, %67
  %92 = phi i32 [ %75, %67 ], [ %90, %88 ], !dbg !204
  %93 = phi i32 [ %74, %67 ], [ %89, %88 ], !dbg !191
  %94 = sext i32 %93 to i64, !dbg !206
  %95 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %94, !dbg !206
  store ptr @h_once, ptr %95, align 8, !dbg !207, !tbaa !154
  %96 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !207
  store ptr @.str, ptr %96, align 8, !dbg !207, !tbaa !154
  %97 = getelementptr inbounds i8, ptr %95, i64 16, !dbg !207
  store i32 3, ptr %97, align 8, !dbg !207, !tbaa !115
  %98 = getelementptr inbounds i8, ptr %95, i64 20, !dbg !207
  store i32 1, ptr %98, align 4, !dbg !207, !tbaa !115
  %99 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !208
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !209)
    #dbg_value(i32 1, !131, !DIExpression(), !209)
    #dbg_value(ptr @h_accumulate, !132, !DIExpression(), !209)
    #dbg_value(ptr %99, !133, !DIExpression(), !209)
    #dbg_value(i32 2, !134, !DIExpression(), !209)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), !135, !DIExpression(), !209)
  %100 = add nsw i32 %92, 1, !dbg !204
  store i32 %100, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !204, !tbaa !115
    #dbg_value(i32 %92, !137, !DIExpression(), !209)
    #dbg_value(i32 %92, !138, !DIExpression(), !209)
  %101 = icmp sgt i32 %92, 0, !dbg !210
  br i1 %101, label %102, label %116, !dbg !211

102:                                              ; preds = %91, %109
  %103 = phi i32 [ %111, %109 ], [ %92, %91 ]
    #dbg_value(i32 %103, !138, !DIExpression(), !209)
  %104 = zext nneg i32 %103 to i64, !dbg !212
  %105 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %104, !dbg !212
  %106 = getelementptr i8, ptr %105, i64 -8, !dbg !213
  %107 = load i32, ptr %106, align 8, !dbg !213, !tbaa !146
  %108 = icmp slt i32 %107, 2, !dbg !214
  br i1 %108, label %109, label %113, !dbg !215

109:                                              ; preds = %102
  %110 = getelementptr i8, ptr %105, i64 -24, !dbg !212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %105, ptr noundef nonnull align 8 dereferenceable(24) %110, i64 24, i1 false), !dbg !216, !tbaa.struct !153
  %111 = add nsw i32 %103, -1, !dbg !217
    #dbg_value(i32 %111, !138, !DIExpression(), !209)
  %112 = icmp sgt i32 %103, 1, !dbg !210
  br i1 %112, label %102, label %113, !dbg !211, !llvm.loop !218

113:                                              ; preds = %109, %102
  %114 = phi i32 [ 0, %109 ], [ %103, %102 ]
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !220, !tbaa !115
  br label %116, !dbg !222

116:                                              ; preds = %113, %91
  %117 = phi i32 [ %100, %91 ], [ %115, %113 ], !dbg !220
  %118 = phi i32 [ %92, %91 ], [ %114, %113 ], !dbg !209
  %119 = sext i32 %118 to i64, !dbg !222
  %120 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %119, !dbg !222
  store ptr @h_accumulate, ptr %120, align 8, !dbg !223, !tbaa !154
  %121 = getelementptr inbounds i8, ptr %120, i64 8, !dbg !223
  store ptr %99, ptr %121, align 8, !dbg !223, !tbaa !154
  %122 = getelementptr inbounds i8, ptr %120, i64 16, !dbg !223
  store i32 2, ptr %122, align 8, !dbg !223, !tbaa !115
  %123 = getelementptr inbounds i8, ptr %120, i64 20, !dbg !223
  store i32 1, ptr %123, align 4, !dbg !223, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !224)
    #dbg_value(i32 1, !131, !DIExpression(), !224)
    #dbg_value(ptr @h_max, !132, !DIExpression(), !224)
    #dbg_value(ptr %3, !133, !DIExpression(), !224)
    #dbg_value(i32 0, !134, !DIExpression(), !224)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), !135, !DIExpression(), !224)
  %124 = add nsw i32 %117, 1, !dbg !220
  store i32 %124, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !dbg !220, !tbaa !115
    #dbg_value(i32 %117, !137, !DIExpression(), !224)
    #dbg_value(i32 %117, !138, !DIExpression(), !224)
  %125 = icmp sgt i32 %117, 0, !dbg !225
  br i1 %125, label %126, label %137, !dbg !226

126:                                              ; preds = %116, %133
  %127 = phi i32 [ %135, %133 ], [ %117, %116 ]
    #dbg_value(i32 %127, !138, !DIExpression(), !224)
  %128 = zext nneg i32 %127 to i64, !dbg !227
  %129 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %128, !dbg !227
  %130 = getelementptr i8, ptr %129, i64 -8, !dbg !228
  %131 = load i32, ptr %130, align 8, !dbg !228, !tbaa !146
  %132 = icmp slt i32 %131, 0, !dbg !229
  br i1 %132, label %133, label %137, !dbg !230

133:                                              ; preds = %126
  %134 = getelementptr i8, ptr %129, i64 -24, !dbg !227
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %129, ptr noundef nonnull align 8 dereferenceable(24) %134, i64 24, i1 false), !dbg !231, !tbaa.struct !153
  %135 = add nsw i32 %127, -1, !dbg !232
    #dbg_value(i32 %135, !138, !DIExpression(), !224)
  %136 = icmp sgt i32 %127, 1, !dbg !225
  br i1 %136, label %126, label %137, !dbg !226, !llvm.loop !233

137:                                              ; preds = %126, %133, %116
  %138 = phi i32 [ %117, %116 ], [ %127, %126 ], [ 0, %133 ], !dbg !224
  %139 = sext i32 %138 to i64, !dbg !235
  %140 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %139, !dbg !235
  store ptr @h_max, ptr %140, align 8, !dbg !236, !tbaa !154
  %141 = getelementptr inbounds i8, ptr %140, i64 8, !dbg !236
  store ptr %3, ptr %141, align 8, !dbg !236, !tbaa !154
  %142 = getelementptr inbounds i8, ptr %140, i64 16, !dbg !236
  store i32 0, ptr %142, align 8, !dbg !236, !tbaa !115
  %143 = getelementptr inbounds i8, ptr %140, i64 20, !dbg !236
  store i32 1, ptr %143, align 4, !dbg !236, !tbaa !115
  %144 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !237
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !238)
    #dbg_value(i32 2, !131, !DIExpression(), !238)
    #dbg_value(ptr @h_accumulate, !132, !DIExpression(), !238)
    #dbg_value(ptr %144, !133, !DIExpression(), !238)
    #dbg_value(i32 0, !134, !DIExpression(), !238)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), !135, !DIExpression(), !238)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !240, !tbaa !115
  %146 = add nsw i32 %145, 1, !dbg !240
  store i32 %146, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !240, !tbaa !115
    #dbg_value(i32 %145, !137, !DIExpression(), !238)
    #dbg_value(i32 %145, !138, !DIExpression(), !238)
  %147 = icmp sgt i32 %145, 0, !dbg !241
  br i1 %147, label %148, label %162, !dbg !242

148:                                              ; preds = %137, %155
  %149 = phi i32 [ %157, %155 ], [ %145, %137 ]
    #dbg_value(i32 %149, !138, !DIExpression(), !238)
  %150 = zext nneg i32 %149 to i64, !dbg !243
  %151 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %150, !dbg !243
  %152 = getelementptr i8, ptr %151, i64 -8, !dbg !244
  %153 = load i32, ptr %152, align 8, !dbg !244, !tbaa !146
  %154 = icmp slt i32 %153, 0, !dbg !245
  br i1 %154, label %155, label %159, !dbg !246

155:                                              ; preds = %148
  %156 = getelementptr i8, ptr %151, i64 -24, !dbg !243
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %151, ptr noundef nonnull align 8 dereferenceable(24) %156, i64 24, i1 false), !dbg !247, !tbaa.struct !153
  %157 = add nsw i32 %149, -1, !dbg !248
    #dbg_value(i32 %157, !138, !DIExpression(), !238)
  %158 = icmp sgt i32 %149, 1, !dbg !241
  br i1 %158, label %148, label %159, !dbg !242, !llvm.loop !249

159:                                              ; preds = %155, %148
  %160 = phi i32 [ 0, %155 ], [ %149, %148 ]
  %161 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !251, !tbaa !115
  br label %162, !dbg !253

162:                                              ; preds = %159, %137
  %163 = phi i32 [ %146, %137 ], [ %161, %159 ], !dbg !251
  %164 = phi i32 [ %145, %137 ], [ %160, %159 ], !dbg !238
  %165 = sext i32 %164 to i64, !dbg !253
  %166 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %165, !dbg !253
  store ptr @h_accumulate, ptr %166, align 8, !dbg !254, !tbaa !154
  %167 = getelementptr inbounds i8, ptr %166, i64 8, !dbg !254
  store ptr %144, ptr %167, align 8, !dbg !254, !tbaa !154
  %168 = getelementptr inbounds i8, ptr %166, i64 16, !dbg !254
  store i32 0, ptr %168, align 8, !dbg !254, !tbaa !115
  %169 = getelementptr inbounds i8, ptr %166, i64 20, !dbg !254
  store i32 1, ptr %169, align 4, !dbg !254, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !255)
    #dbg_value(i32 2, !131, !DIExpression(), !255)
    #dbg_value(ptr @h_once, !132, !DIExpression(), !255)
    #dbg_value(ptr @.str.1, !133, !DIExpression(), !255)
    #dbg_value(i32 9, !134, !DIExpression(), !255)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), !135, !DIExpression(), !255)
  %170 = add nsw i32 %163, 1, !dbg !251
  store i32 %170, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !251, !tbaa !115
    #dbg_value(i32 %163, !137, !DIExpression(), !255)
    #dbg_value(i32 %163, !138, !DIExpression(), !255)
  %171 = icmp sgt i32 %163, 0, !dbg !256
  br i1 %171, label %172, label %186, !dbg !257

172:                                              ; preds = %162, %179
  %173 = phi i32 [ %181, %179 ], [ %163, %162 ]
    #dbg_value(i32 %173, !138, !DIExpression(), !255)
  %174 = zext nneg i32 %173 to i64, !dbg !258
  %175 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %174, !dbg !258
  %176 = getelementptr i8, ptr %175, i64 -8, !dbg !259
  %177 = load i32, ptr %176, align 8, !dbg !259, !tbaa !146
  %178 = icmp slt i32 %177, 9, !dbg !260
  br i1 %178, label %179, label %183, !dbg !261

179:                                              ; preds = %172
  %180 = getelementptr i8, ptr %175, i64 -24, !dbg !258
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %175, ptr noundef nonnull align 8 dereferenceable(24) %180, i64 24, i1 false), !dbg !262, !tbaa.struct !153
  %181 = add nsw i32 %173, -1, !dbg !263
    #dbg_value(i32 %181, !138, !DIExpression(), !255)
  %182 = icmp sgt i32 %173, 1, !dbg !256
  br i1 %182, label %172, label %183, !dbg !257, !llvm.loop !264

183:                                              ; preds = %179, %172
  %184 = phi i32 [ 0, %179 ], [ %173, %172 ]
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !266, !tbaa !115
  br label %186, !dbg !268

186:                                              ; preds = %183, %162
  %187 = phi i32 [ %170, %162 ], [ %185, %183 ], !dbg !266
  %188 = phi i32 [ %163, %162 ], [ %184, %183 ], !dbg !255
  %189 = sext i32 %188 to i64, !dbg !268
  %190 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %189, !dbg !268
  store ptr @h_once, ptr %190, align 8, !dbg !269, !tbaa !154
  %191 = getelementptr inbounds i8, ptr %190, i64 8, !dbg !269
  store ptr @.str.1, ptr %191, align 8, !dbg !269, !tbaa !154
  %192 = getelementptr inbounds i8, ptr %190, i64 16, !dbg !269
  store i32 9, ptr %192, align 8, !dbg !269, !tbaa !115
  %193 = getelementptr inbounds i8, ptr %190, i64 20, !dbg !269
  store i32 1, ptr %193, align 4, !dbg !269, !tbaa !115
    #dbg_value(ptr @main.bus, !125, !DIExpression(), !270)
    #dbg_value(i32 2, !131, !DIExpression(), !270)
    #dbg_value(ptr @h_log, !132, !DIExpression(), !270)
    #dbg_value(ptr %2, !133, !DIExpression(), !270)
    #dbg_value(i32 1, !134, !DIExpression(), !270)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), !135, !DIExpression(), !270)
  %194 = add nsw i32 %187, 1, !dbg !266
  store i32 %194, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !dbg !266, !tbaa !115
    #dbg_value(i32 %187, !137, !DIExpression(), !270)
    #dbg_value(i32 %187, !138, !DIExpression(), !270)
  %195 = icmp sgt i32 %187, 0, !dbg !271
  br i1 %195, label %196, label %207, !dbg !272

196:                                              ; preds = %186, %203
  %197 = phi i32 [ %205, %203 ], [ %187, %186 ]
    #dbg_value(i32 %197, !138, !DIExpression(), !270)
  %198 = zext nneg i32 %197 to i64, !dbg !273
  %199 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %198, !dbg !273
  %200 = getelementptr i8, ptr %199, i64 -8, !dbg !274
  %201 = load i32, ptr %200, align 8, !dbg !274, !tbaa !146
  %202 = icmp slt i32 %201, 1, !dbg !275
  br i1 %202, label %203, label %207, !dbg !276

203:                                              ; preds = %196
  %204 = getelementptr i8, ptr %199, i64 -24, !dbg !273
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %199, ptr noundef nonnull align 8 dereferenceable(24) %204, i64 24, i1 false), !dbg !277, !tbaa.struct !153
  %205 = add nsw i32 %197, -1, !dbg !278
    #dbg_value(i32 %205, !138, !DIExpression(), !270)
  %206 = icmp sgt i32 %197, 1, !dbg !271
  br i1 %206, label %196, label %207, !dbg !272, !llvm.loop !279

207:                                              ; preds = %196, %203, %186
  %208 = phi i32 [ %187, %186 ], [ %197, %196 ], [ 0, %203 ], !dbg !270
  %209 = sext i32 %208 to i64, !dbg !281
  %210 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %209, !dbg !281
  store ptr @h_log, ptr %210, align 8, !dbg !282, !tbaa !154
  %211 = getelementptr inbounds i8, ptr %210, i64 8, !dbg !282
  store ptr %2, ptr %211, align 8, !dbg !282, !tbaa !154
  %212 = getelementptr inbounds i8, ptr %210, i64 16, !dbg !282
  store i32 1, ptr %212, align 8, !dbg !282, !tbaa !115
  %213 = getelementptr inbounds i8, ptr %210, i64 20, !dbg !282
  store i32 1, ptr %213, align 4, !dbg !282, !tbaa !115
    #dbg_value(i32 0, !57, !DIExpression(), !105)
    #dbg_value(i32 17, !58, !DIExpression(), !105)
    #dbg_value(i32 0, !60, !DIExpression(), !283)
  %214 = getelementptr inbounds i8, ptr %4, i64 8
  br label %232, !dbg !284

215:                                              ; preds = %276
    #dbg_value(i64 0, !70, !DIExpression(), !285)
  %216 = load i64, ptr %1, align 16, !dbg !286, !tbaa !288
  %217 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !290
  %218 = load i32, ptr %217, align 8, !dbg !290, !tbaa !291
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i64 noundef %216, i32 noundef %218), !dbg !292
    #dbg_value(i64 1, !70, !DIExpression(), !285)
  %220 = load i64, ptr %99, align 16, !dbg !286, !tbaa !288
  %221 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !290
  %222 = load i32, ptr %221, align 8, !dbg !290, !tbaa !291
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef %220, i32 noundef %222), !dbg !292
    #dbg_value(i64 2, !70, !DIExpression(), !285)
  %224 = load i64, ptr %144, align 16, !dbg !286, !tbaa !288
  %225 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !290
  %226 = load i32, ptr %225, align 8, !dbg !290, !tbaa !291
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i64 noundef %224, i32 noundef %226), !dbg !292
    #dbg_value(i64 3, !70, !DIExpression(), !285)
  %228 = load i32, ptr %2, align 4, !dbg !293, !tbaa !115
  %229 = load i64, ptr %3, align 8, !dbg !294, !tbaa !122
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %278, i32 noundef %228, i64 noundef %229), !dbg !295
  %231 = and i32 %278, 255, !dbg !296
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !297
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !297
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8, !dbg !297
  ret i32 %231, !dbg !298

232:                                              ; preds = %207, %276
  %233 = phi i32 [ 0, %207 ], [ %279, %276 ]
  %234 = phi i32 [ 17, %207 ], [ %237, %276 ]
  %235 = phi i32 [ 0, %207 ], [ %278, %276 ]
    #dbg_value(i32 %233, !60, !DIExpression(), !283)
    #dbg_value(i32 %234, !58, !DIExpression(), !105)
    #dbg_value(i32 %235, !57, !DIExpression(), !105)
  %236 = mul i32 %234, 1103515245, !dbg !299
  %237 = add i32 %236, 12345, !dbg !300
    #dbg_value(i32 %237, !58, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #8, !dbg !301
  %238 = lshr i32 %237, 16, !dbg !302
  %239 = trunc nuw i32 %238 to i16, !dbg !303
  %240 = urem i16 %239, 3, !dbg !303
  %241 = zext nneg i16 %240 to i32, !dbg !303
  store i32 %241, ptr %4, align 8, !dbg !304, !tbaa !305, !DIAssignID !307
    #dbg_assign(i32 %241, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !307, ptr %4, !DIExpression(), !109)
  %242 = lshr i32 %237, 4, !dbg !308
  %243 = urem i32 %242, 2000, !dbg !309
  %244 = zext nneg i32 %243 to i64, !dbg !310
  store i64 %244, ptr %214, align 8, !dbg !304, !tbaa !311, !DIAssignID !312
    #dbg_assign(i64 %244, !62, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !312, ptr %214, !DIExpression(), !109)
    #dbg_value(ptr @main.bus, !313, !DIExpression(), !326)
    #dbg_value(ptr %4, !318, !DIExpression(), !326)
    #dbg_value(i32 0, !319, !DIExpression(), !326)
    #dbg_value(i32 0, !320, !DIExpression(), !328)
  %245 = zext nneg i16 %240 to i64, !dbg !329
  %246 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %245, !dbg !329
  %247 = load i32, ptr %246, align 4, !dbg !329, !tbaa !115
  %248 = icmp sgt i32 %247, 0, !dbg !330
  br i1 %248, label %249, label %276, !dbg !331

249:                                              ; preds = %232, %267
  %250 = phi i64 [ %269, %267 ], [ 0, %232 ]
  %251 = phi i64 [ %271, %267 ], [ %245, %232 ]
  %252 = phi i32 [ %268, %267 ], [ 0, %232 ]
    #dbg_value(i32 %252, !319, !DIExpression(), !326)
    #dbg_value(i64 %250, !320, !DIExpression(), !328)
  %253 = getelementptr inbounds [8 x [16 x %struct.Slot]], ptr @main.bus, i64 0, i64 %251, i64 %250, !dbg !332
    #dbg_value(ptr %253, !322, !DIExpression(), !333)
  %254 = getelementptr inbounds i8, ptr %253, i64 20, !dbg !334
  %255 = load i32, ptr %254, align 4, !dbg !334, !tbaa !336
  %256 = icmp eq i32 %255, 0, !dbg !337
  br i1 %256, label %267, label %257, !dbg !338

257:                                              ; preds = %249
  %258 = load ptr, ptr %253, align 8, !dbg !339, !tbaa !340
  %259 = getelementptr inbounds i8, ptr %253, i64 8, !dbg !341
  %260 = load ptr, ptr %259, align 8, !dbg !341, !tbaa !342
  %261 = call i32 %258(ptr noundef nonnull %4, ptr noundef %260) #8, !dbg !343
    #dbg_value(i32 %261, !325, !DIExpression(), !333)
  %262 = add nsw i32 %252, 1, !dbg !344
    #dbg_value(i32 %262, !319, !DIExpression(), !326)
  %263 = icmp slt i32 %261, 0, !dbg !345
  br i1 %263, label %264, label %265, !dbg !347

264:                                              ; preds = %257
  store i32 0, ptr %254, align 4, !dbg !348, !tbaa !336
  br label %267

265:                                              ; preds = %257
  %266 = icmp eq i32 %261, 0, !dbg !349
  br i1 %266, label %267, label %276

267:                                              ; preds = %265, %264, %249
  %268 = phi i32 [ %252, %249 ], [ %262, %265 ], [ %262, %264 ]
    #dbg_value(i32 %268, !319, !DIExpression(), !326)
  %269 = add nuw nsw i64 %250, 1, !dbg !351
    #dbg_value(i64 %269, !320, !DIExpression(), !328)
  %270 = load i32, ptr %4, align 8, !dbg !352, !tbaa !305
  %271 = sext i32 %270 to i64, !dbg !329
  %272 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %271, !dbg !329
  %273 = load i32, ptr %272, align 4, !dbg !329, !tbaa !115
  %274 = sext i32 %273 to i64, !dbg !330
  %275 = icmp slt i64 %269, %274, !dbg !330
  br i1 %275, label %249, label %276, !dbg !331, !llvm.loop !353

276:                                              ; preds = %265, %267, %232
  %277 = phi i32 [ 0, %232 ], [ %268, %267 ], [ %262, %265 ], !dbg !355
    #dbg_value(i32 %277, !319, !DIExpression(), !326)
  %278 = add nsw i32 %277, %235, !dbg !356
    #dbg_value(i32 %278, !57, !DIExpression(), !105)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #8, !dbg !357
  %279 = add nuw nsw i32 %233, 1, !dbg !358
    #dbg_value(i32 %279, !60, !DIExpression(), !283)
    #dbg_value(i32 %237, !58, !DIExpression(), !105)
  %280 = icmp eq i32 %279, 500, !dbg !359
  br i1 %280, label %215, label %232, !dbg !284, !llvm.loop !360
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_accumulate(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 !dbg !362 {
    #dbg_value(ptr %0, !364, !DIExpression(), !368)
    #dbg_value(ptr %1, !365, !DIExpression(), !368)
    #dbg_value(ptr %1, !366, !DIExpression(), !368)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !369
  %4 = load i64, ptr %3, align 8, !dbg !369, !tbaa !311
  %5 = load i64, ptr %1, align 8, !dbg !370, !tbaa !288
  %6 = add nsw i64 %5, %4, !dbg !370
  store i64 %6, ptr %1, align 8, !dbg !370, !tbaa !288
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !371
  %8 = load i32, ptr %7, align 8, !dbg !372, !tbaa !291
  %9 = add nsw i32 %8, 1, !dbg !372
  store i32 %9, ptr %7, align 8, !dbg !372, !tbaa !291
  ret i32 0, !dbg !373
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 0, 2) i32 @h_filter_big(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #4 !dbg !374 {
    #dbg_value(ptr %0, !376, !DIExpression(), !378)
    #dbg_value(ptr poison, !377, !DIExpression(), !378)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !379
  %4 = load i64, ptr %3, align 8, !dbg !379, !tbaa !311
  %5 = icmp sgt i64 %4, 1000, !dbg !380
  %6 = zext i1 %5 to i32, !dbg !381
  ret i32 %6, !dbg !382
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_log(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #5 !dbg !383 {
    #dbg_value(ptr %0, !385, !DIExpression(), !389)
    #dbg_value(ptr %1, !386, !DIExpression(), !389)
    #dbg_value(ptr %1, !387, !DIExpression(), !389)
  %3 = load i32, ptr %1, align 4, !dbg !390, !tbaa !115
  %4 = add nsw i32 %3, 1, !dbg !390
  store i32 %4, ptr %1, align 4, !dbg !390, !tbaa !115
  %5 = icmp slt i32 %3, 5, !dbg !392
  br i1 %5, label %6, label %11, !dbg !393

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !dbg !394, !tbaa !305
  %8 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !395
  %9 = load i64, ptr %8, align 8, !dbg !395, !tbaa !311
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4, i32 noundef %7, i64 noundef %9), !dbg !396
  br label %11, !dbg !396

11:                                               ; preds = %6, %2
  ret i32 0, !dbg !397
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_once(ptr nocapture noundef readonly %0, ptr noundef %1) #5 !dbg !398 {
    #dbg_value(ptr %0, !400, !DIExpression(), !402)
    #dbg_value(ptr %1, !401, !DIExpression(), !402)
  %3 = load i32, ptr %0, align 8, !dbg !403, !tbaa !305
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !404
  %5 = load i64, ptr %4, align 8, !dbg !404, !tbaa !311
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i64 noundef %5, ptr noundef %1), !dbg !405
  ret i32 -1, !dbg !406
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_max(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 !dbg !407 {
    #dbg_value(ptr %0, !409, !DIExpression(), !413)
    #dbg_value(ptr %1, !410, !DIExpression(), !413)
    #dbg_value(ptr %1, !411, !DIExpression(), !413)
  %3 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !414
  %4 = load i64, ptr %3, align 8, !dbg !414, !tbaa !311
  %5 = load i64, ptr %1, align 8, !dbg !416, !tbaa !122
  %6 = icmp sgt i64 %4, %5, !dbg !417
  br i1 %6, label %7, label %8, !dbg !418

7:                                                ; preds = %2
  store i64 %4, ptr %1, align 8, !dbg !419, !tbaa !122
  br label %8, !dbg !420

8:                                                ; preds = %7, %2
  ret i32 0, !dbg !421
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !422 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "bus", scope: !2, file: !3, line: 26, type: !72, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !4, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !45)
!3 = !DIFile(filename: "programs/event_dispatch_callbacks.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3050a82a13e24b80b4c521cdec8d6c2")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!0, !15, !20, !25, !30, !35, !40}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 6)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 56, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 7)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 208, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 26)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 240, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 30)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 248, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 31)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 288, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 36)
!45 = !{!46, !55, !56, !57, !58, !60, !62, !70}
!46 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 26, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 384, elements: !53)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "Acc", file: !3, line: 18, baseType: !49)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 18, size: 128, elements: !50)
!50 = !{!51, !52}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !49, file: !3, line: 18, baseType: !10, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !49, file: !3, line: 18, baseType: !6, size: 32, offset: 64)
!53 = !{!54}
!54 = !DISubrange(count: 3)
!55 = !DILocalVariable(name: "logged", scope: !2, file: !3, line: 26, type: !6)
!56 = !DILocalVariable(name: "mx", scope: !2, file: !3, line: 26, type: !10)
!57 = !DILocalVariable(name: "handled", scope: !2, file: !3, line: 30, type: !6)
!58 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 30, type: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 31, type: !6)
!61 = distinct !DILexicalBlock(scope: !2, file: !3, line: 31, column: 5)
!62 = !DILocalVariable(name: "e", scope: !63, file: !3, line: 31, type: !65)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 31, column: 35)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 31, column: 5)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "Event", file: !3, line: 8, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 8, size: 128, elements: !67)
!67 = !{!68, !69}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "type", scope: !66, file: !3, line: 8, baseType: !6, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !66, file: !3, line: 8, baseType: !10, size: 64, offset: 64)
!70 = !DILocalVariable(name: "t", scope: !71, file: !3, line: 32, type: !6)
!71 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 5)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bus", file: !3, line: 11, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 11, size: 24832, elements: !74)
!74 = !{!75, !93}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "slots", scope: !73, file: !3, line: 11, baseType: !76, size: 24576)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 24576, elements: !90)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "Slot", file: !3, line: 10, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 10, size: 192, elements: !79)
!79 = !{!80, !87, !88, !89}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !78, file: !3, line: 10, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "Handler", file: !3, line: 9, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DISubroutineType(types: !84)
!84 = !{!6, !85, !9}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !78, file: !3, line: 10, baseType: !9, size: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !78, file: !3, line: 10, baseType: !6, size: 32, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "active", scope: !78, file: !3, line: 10, baseType: !6, size: 32, offset: 160)
!90 = !{!91, !92}
!91 = !DISubrange(count: 8)
!92 = !DISubrange(count: 16)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !73, file: !3, line: 11, baseType: !94, size: 256, offset: 24576)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !95)
!95 = !{!91}
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !2)
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !63)
!110 = !DILocation(line: 26, column: 21, scope: !2)
!111 = !DILocation(line: 26, column: 25, scope: !2)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 26, column: 48, scope: !2)
!114 = !DILocation(line: 26, column: 52, scope: !2)
!115 = !{!116, !116, i64 0}
!116 = !{!"int", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 26, column: 64, scope: !2)
!121 = !DILocation(line: 26, column: 69, scope: !2)
!122 = !{!123, !123, i64 0}
!123 = !{!"long", !117, i64 0}
!124 = distinct !DIAssignID()
!125 = !DILocalVariable(name: "b", arg: 1, scope: !126, file: !3, line: 12, type: !129)
!126 = distinct !DISubprogram(name: "subscribe", scope: !3, file: !3, line: 12, type: !127, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !130)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129, !6, !81, !9, !6}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!130 = !{!125, !131, !132, !133, !134, !135, !137, !138}
!131 = !DILocalVariable(name: "type", arg: 2, scope: !126, file: !3, line: 12, type: !6)
!132 = !DILocalVariable(name: "fn", arg: 3, scope: !126, file: !3, line: 12, type: !81)
!133 = !DILocalVariable(name: "ctx", arg: 4, scope: !126, file: !3, line: 12, type: !9)
!134 = !DILocalVariable(name: "prio", arg: 5, scope: !126, file: !3, line: 12, type: !6)
!135 = !DILocalVariable(name: "s", scope: !126, file: !3, line: 13, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!137 = !DILocalVariable(name: "n", scope: !126, file: !3, line: 13, type: !6)
!138 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 13, type: !6)
!139 = !DILocation(line: 0, scope: !126, inlinedAt: !140)
!140 = distinct !DILocation(line: 27, column: 5, scope: !2)
!141 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !140)
!142 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !140)
!143 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !140)
!144 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !140)
!145 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !140)
!146 = !{!147, !116, i64 16}
!147 = !{!"", !148, i64 0, !148, i64 8, !116, i64 16, !116, i64 20}
!148 = !{!"any pointer", !117, i64 0}
!149 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !140)
!150 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !140)
!151 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !140)
!152 = distinct !DILexicalBlock(scope: !126, file: !3, line: 14, column: 43)
!153 = !{i64 0, i64 8, !154, i64 8, i64 8, !154, i64 16, i64 4, !115, i64 20, i64 4, !115}
!154 = !{!148, !148, i64 0}
!155 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !140)
!156 = distinct !{!156, !150, !157, !158}
!157 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !140)
!158 = !{!"llvm.loop.mustprogress"}
!159 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !160)
!160 = distinct !DILocation(line: 27, column: 51, scope: !2)
!161 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !140)
!162 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !140)
!163 = !DILocation(line: 0, scope: !126, inlinedAt: !160)
!164 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !160)
!165 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !160)
!166 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !160)
!167 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !160)
!168 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !160)
!169 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !160)
!170 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !160)
!171 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !160)
!172 = distinct !{!172, !169, !173, !158}
!173 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !160)
!174 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !175)
!175 = distinct !DILocation(line: 27, column: 95, scope: !2)
!176 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !160)
!177 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !160)
!178 = !DILocation(line: 0, scope: !126, inlinedAt: !175)
!179 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !175)
!180 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !175)
!181 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !175)
!182 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !175)
!183 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !175)
!184 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !175)
!185 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !175)
!186 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !175)
!187 = distinct !{!187, !184, !188, !158}
!188 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !175)
!189 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !175)
!190 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !175)
!191 = !DILocation(line: 0, scope: !126, inlinedAt: !192)
!192 = distinct !DILocation(line: 28, column: 5, scope: !2)
!193 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !192)
!194 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !192)
!195 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !192)
!196 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !192)
!197 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !192)
!198 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !192)
!199 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !192)
!200 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !192)
!201 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !192)
!202 = distinct !{!202, !199, !203, !158}
!203 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !192)
!204 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !205)
!205 = distinct !DILocation(line: 28, column: 45, scope: !2)
!206 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !192)
!207 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !192)
!208 = !DILocation(line: 28, column: 79, scope: !2)
!209 = !DILocation(line: 0, scope: !126, inlinedAt: !205)
!210 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !205)
!211 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !205)
!212 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !205)
!213 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !205)
!214 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !205)
!215 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !205)
!216 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !205)
!217 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !205)
!218 = distinct !{!218, !215, !219, !158}
!219 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !205)
!220 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !221)
!221 = distinct !DILocation(line: 28, column: 91, scope: !2)
!222 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !205)
!223 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !205)
!224 = !DILocation(line: 0, scope: !126, inlinedAt: !221)
!225 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !221)
!226 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !221)
!227 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !221)
!228 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !221)
!229 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !221)
!230 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !221)
!231 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !221)
!232 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !221)
!233 = distinct !{!233, !230, !234, !158}
!234 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !221)
!235 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !221)
!236 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !221)
!237 = !DILocation(line: 29, column: 39, scope: !2)
!238 = !DILocation(line: 0, scope: !126, inlinedAt: !239)
!239 = distinct !DILocation(line: 29, column: 5, scope: !2)
!240 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !239)
!241 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !239)
!242 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !239)
!243 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !239)
!244 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !239)
!245 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !239)
!246 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !239)
!247 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !239)
!248 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !239)
!249 = distinct !{!249, !246, !250, !158}
!250 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !239)
!251 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !252)
!252 = distinct !DILocation(line: 29, column: 51, scope: !2)
!253 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !239)
!254 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !239)
!255 = !DILocation(line: 0, scope: !126, inlinedAt: !252)
!256 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !252)
!257 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !252)
!258 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !252)
!259 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !252)
!260 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !252)
!261 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !252)
!262 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !252)
!263 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !252)
!264 = distinct !{!264, !261, !265, !158}
!265 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !252)
!266 = !DILocation(line: 13, column: 49, scope: !126, inlinedAt: !267)
!267 = distinct !DILocation(line: 29, column: 92, scope: !2)
!268 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !252)
!269 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !252)
!270 = !DILocation(line: 0, scope: !126, inlinedAt: !267)
!271 = !DILocation(line: 14, column: 14, scope: !126, inlinedAt: !267)
!272 = !DILocation(line: 14, column: 18, scope: !126, inlinedAt: !267)
!273 = !DILocation(line: 14, column: 21, scope: !126, inlinedAt: !267)
!274 = !DILocation(line: 14, column: 30, scope: !126, inlinedAt: !267)
!275 = !DILocation(line: 14, column: 35, scope: !126, inlinedAt: !267)
!276 = !DILocation(line: 14, column: 5, scope: !126, inlinedAt: !267)
!277 = !DILocation(line: 14, column: 52, scope: !152, inlinedAt: !267)
!278 = !DILocation(line: 14, column: 63, scope: !152, inlinedAt: !267)
!279 = distinct !{!279, !276, !280, !158}
!280 = !DILocation(line: 14, column: 67, scope: !126, inlinedAt: !267)
!281 = !DILocation(line: 15, column: 5, scope: !126, inlinedAt: !267)
!282 = !DILocation(line: 15, column: 12, scope: !126, inlinedAt: !267)
!283 = !DILocation(line: 0, scope: !61)
!284 = !DILocation(line: 31, column: 5, scope: !61)
!285 = !DILocation(line: 0, scope: !71)
!286 = !DILocation(line: 32, column: 80, scope: !287)
!287 = distinct !DILexicalBlock(scope: !71, file: !3, line: 32, column: 5)
!288 = !{!289, !123, i64 0}
!289 = !{!"", !123, i64 0, !116, i64 8}
!290 = !DILocation(line: 32, column: 92, scope: !287)
!291 = !{!289, !116, i64 8}
!292 = !DILocation(line: 32, column: 33, scope: !287)
!293 = !DILocation(line: 33, column: 55, scope: !2)
!294 = !DILocation(line: 33, column: 63, scope: !2)
!295 = !DILocation(line: 33, column: 5, scope: !2)
!296 = !DILocation(line: 34, column: 20, scope: !2)
!297 = !DILocation(line: 35, column: 1, scope: !2)
!298 = !DILocation(line: 34, column: 5, scope: !2)
!299 = !DILocation(line: 31, column: 43, scope: !63)
!300 = !DILocation(line: 31, column: 57, scope: !63)
!301 = !DILocation(line: 31, column: 67, scope: !63)
!302 = !DILocation(line: 31, column: 87, scope: !63)
!303 = !DILocation(line: 31, column: 94, scope: !63)
!304 = !DILocation(line: 31, column: 77, scope: !63)
!305 = !{!306, !116, i64 0}
!306 = !{!"", !116, i64 0, !123, i64 8}
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 31, column: 109, scope: !63)
!309 = !DILocation(line: 31, column: 115, scope: !63)
!310 = !DILocation(line: 31, column: 99, scope: !63)
!311 = !{!306, !123, i64 8}
!312 = distinct !DIAssignID()
!313 = !DILocalVariable(name: "b", arg: 1, scope: !314, file: !3, line: 17, type: !129)
!314 = distinct !DISubprogram(name: "dispatch", scope: !3, file: !3, line: 17, type: !315, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!6, !129, !85}
!317 = !{!313, !318, !319, !320, !322, !325}
!318 = !DILocalVariable(name: "e", arg: 2, scope: !314, file: !3, line: 17, type: !85)
!319 = !DILocalVariable(name: "handled", scope: !314, file: !3, line: 17, type: !6)
!320 = !DILocalVariable(name: "i", scope: !321, file: !3, line: 17, type: !6)
!321 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 64)
!322 = !DILocalVariable(name: "s", scope: !323, file: !3, line: 17, type: !136)
!323 = distinct !DILexicalBlock(scope: !324, file: !3, line: 17, column: 104)
!324 = distinct !DILexicalBlock(scope: !321, file: !3, line: 17, column: 64)
!325 = !DILocalVariable(name: "r", scope: !323, file: !3, line: 17, type: !6)
!326 = !DILocation(line: 0, scope: !314, inlinedAt: !327)
!327 = distinct !DILocation(line: 31, column: 137, scope: !63)
!328 = !DILocation(line: 0, scope: !321, inlinedAt: !327)
!329 = !DILocation(line: 17, column: 84, scope: !324, inlinedAt: !327)
!330 = !DILocation(line: 17, column: 82, scope: !324, inlinedAt: !327)
!331 = !DILocation(line: 17, column: 64, scope: !321, inlinedAt: !327)
!332 = !DILocation(line: 17, column: 117, scope: !323, inlinedAt: !327)
!333 = !DILocation(line: 0, scope: !323, inlinedAt: !327)
!334 = !DILocation(line: 17, column: 147, scope: !335, inlinedAt: !327)
!335 = distinct !DILexicalBlock(scope: !323, file: !3, line: 17, column: 143)
!336 = !{!147, !116, i64 20}
!337 = !DILocation(line: 17, column: 144, scope: !335, inlinedAt: !327)
!338 = !DILocation(line: 17, column: 143, scope: !323, inlinedAt: !327)
!339 = !DILocation(line: 17, column: 176, scope: !323, inlinedAt: !327)
!340 = !{!147, !148, i64 0}
!341 = !DILocation(line: 17, column: 185, scope: !323, inlinedAt: !327)
!342 = !{!147, !148, i64 8}
!343 = !DILocation(line: 17, column: 173, scope: !323, inlinedAt: !327)
!344 = !DILocation(line: 17, column: 198, scope: !323, inlinedAt: !327)
!345 = !DILocation(line: 17, column: 208, scope: !346, inlinedAt: !327)
!346 = distinct !DILexicalBlock(scope: !323, file: !3, line: 17, column: 206)
!347 = !DILocation(line: 17, column: 206, scope: !323, inlinedAt: !327)
!348 = !DILocation(line: 17, column: 223, scope: !346, inlinedAt: !327)
!349 = !DILocation(line: 17, column: 234, scope: !350, inlinedAt: !327)
!350 = distinct !DILexicalBlock(scope: !323, file: !3, line: 17, column: 232)
!351 = !DILocation(line: 17, column: 100, scope: !324, inlinedAt: !327)
!352 = !DILocation(line: 17, column: 92, scope: !324, inlinedAt: !327)
!353 = distinct !{!353, !331, !354, !158}
!354 = !DILocation(line: 17, column: 246, scope: !321, inlinedAt: !327)
!355 = !DILocation(line: 17, scope: !314, inlinedAt: !327)
!356 = !DILocation(line: 31, column: 134, scope: !63)
!357 = !DILocation(line: 31, column: 157, scope: !64)
!358 = !DILocation(line: 31, column: 31, scope: !64)
!359 = !DILocation(line: 31, column: 23, scope: !64)
!360 = distinct !{!360, !284, !361, !158}
!361 = !DILocation(line: 31, column: 157, scope: !61)
!362 = distinct !DISubprogram(name: "h_accumulate", scope: !3, file: !3, line: 19, type: !83, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !363)
!363 = !{!364, !365, !366}
!364 = !DILocalVariable(name: "e", arg: 1, scope: !362, file: !3, line: 19, type: !85)
!365 = !DILocalVariable(name: "ctx", arg: 2, scope: !362, file: !3, line: 19, type: !9)
!366 = !DILocalVariable(name: "a", scope: !362, file: !3, line: 19, type: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!368 = !DILocation(line: 0, scope: !362)
!369 = !DILocation(line: 19, column: 81, scope: !362)
!370 = !DILocation(line: 19, column: 75, scope: !362)
!371 = !DILocation(line: 19, column: 93, scope: !362)
!372 = !DILocation(line: 19, column: 98, scope: !362)
!373 = !DILocation(line: 19, column: 102, scope: !362)
!374 = distinct !DISubprogram(name: "h_filter_big", scope: !3, file: !3, line: 20, type: !83, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !375)
!375 = !{!376, !377}
!376 = !DILocalVariable(name: "e", arg: 1, scope: !374, file: !3, line: 20, type: !85)
!377 = !DILocalVariable(name: "ctx", arg: 2, scope: !374, file: !3, line: 20, type: !9)
!378 = !DILocation(line: 0, scope: !374)
!379 = !DILocation(line: 20, column: 75, scope: !374)
!380 = !DILocation(line: 20, column: 83, scope: !374)
!381 = !DILocation(line: 20, column: 72, scope: !374)
!382 = !DILocation(line: 20, column: 65, scope: !374)
!383 = distinct !DISubprogram(name: "h_log", scope: !3, file: !3, line: 22, type: !83, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !384)
!384 = !{!385, !386, !387}
!385 = !DILocalVariable(name: "e", arg: 1, scope: !383, file: !3, line: 22, type: !85)
!386 = !DILocalVariable(name: "ctx", arg: 2, scope: !383, file: !3, line: 22, type: !9)
!387 = !DILocalVariable(name: "n", scope: !383, file: !3, line: 22, type: !388)
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!389 = !DILocation(line: 0, scope: !383)
!390 = !DILocation(line: 22, column: 65, scope: !391)
!391 = distinct !DILexicalBlock(scope: !383, file: !3, line: 22, column: 65)
!392 = !DILocation(line: 22, column: 70, scope: !391)
!393 = !DILocation(line: 22, column: 65, scope: !383)
!394 = !DILocation(line: 22, column: 125, scope: !391)
!395 = !DILocation(line: 22, column: 134, scope: !391)
!396 = !DILocation(line: 22, column: 76, scope: !391)
!397 = !DILocation(line: 22, column: 144, scope: !383)
!398 = distinct !DISubprogram(name: "h_once", scope: !3, file: !3, line: 21, type: !83, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !399)
!399 = !{!400, !401}
!400 = !DILocalVariable(name: "e", arg: 1, scope: !398, file: !3, line: 21, type: !85)
!401 = !DILocalVariable(name: "ctx", arg: 2, scope: !398, file: !3, line: 21, type: !9)
!402 = !DILocation(line: 0, scope: !398)
!403 = !DILocation(line: 21, column: 98, scope: !398)
!404 = !DILocation(line: 21, column: 107, scope: !398)
!405 = !DILocation(line: 21, column: 48, scope: !398)
!406 = !DILocation(line: 21, column: 136, scope: !398)
!407 = distinct !DISubprogram(name: "h_max", scope: !3, file: !3, line: 23, type: !83, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !408)
!408 = !{!409, !410, !411}
!409 = !DILocalVariable(name: "e", arg: 1, scope: !407, file: !3, line: 23, type: !85)
!410 = !DILocalVariable(name: "ctx", arg: 2, scope: !407, file: !3, line: 23, type: !9)
!411 = !DILocalVariable(name: "m", scope: !407, file: !3, line: 23, type: !412)
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!413 = !DILocation(line: 0, scope: !407)
!414 = !DILocation(line: 23, column: 69, scope: !415)
!415 = distinct !DILexicalBlock(scope: !407, file: !3, line: 23, column: 66)
!416 = !DILocation(line: 23, column: 79, scope: !415)
!417 = !DILocation(line: 23, column: 77, scope: !415)
!418 = !DILocation(line: 23, column: 66, scope: !407)
!419 = !DILocation(line: 23, column: 86, scope: !415)
!420 = !DILocation(line: 23, column: 83, scope: !415)
!421 = !DILocation(line: 23, column: 100, scope: !407)
!422 = !DISubprogram(name: "printf", scope: !423, file: !423, line: 356, type: !424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!424 = !DISubroutineType(types: !425)
!425 = !{!6, !426, null}
!426 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
