; ModuleID = 'programs/string_builder_snprintf.c'
source_filename = "programs/string_builder_snprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sb = type { ptr, i64, i64, i32 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"gamma-delta\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"e\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"with \22quotes\22\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"tab\09here\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [8 x i8] c"nl\0Ahere\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"\1Ctrl\00", align 1, !dbg !37
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [16 x i8] c"%-16s|%8s|%10s\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [4 x i8] c"len\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [21 x i8] c"%-16.16s|%8zu|%#10x\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c"[\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [4 x i8] c"%s\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !64
@.str.17 = private unnamed_addr constant [2 x i8] c"\22\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [3 x i8] c"]\0A\00", align 1, !dbg !71
@.str.19 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !76
@stdout = external local_unnamed_addr global ptr, align 8
@.str.20 = private unnamed_addr constant [4 x i8] c" |\0A\00", align 1, !dbg !78
@.str.21 = private unnamed_addr constant [46 x i8] c"len=%zu cap=%zu grows=%d fields=%d hash=%08x\0A\00", align 1, !dbg !80
@.str.22 = private unnamed_addr constant [3 x i8] c"\\\22\00", align 1, !dbg !85
@.str.23 = private unnamed_addr constant [3 x i8] c"\\\\\00", align 1, !dbg !87
@.str.24 = private unnamed_addr constant [3 x i8] c"\\n\00", align 1, !dbg !89
@.str.25 = private unnamed_addr constant [3 x i8] c"\\t\00", align 1, !dbg !91
@.str.26 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1, !dbg !93
@.str.27 = private unnamed_addr constant [3 x i8] c"%c\00", align 1, !dbg !98

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !115 {
  %1 = alloca %struct.sb, align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !120, !DIExpression(), !151, ptr %1, !DIExpression(), !152)
    #dbg_assign(i1 undef, !128, !DIExpression(), !153, ptr @__const.main.names, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11, !dbg !154
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !155, !DIAssignID !156
    #dbg_assign(i8 0, !120, !DIExpression(), !156, ptr %1, !DIExpression(), !152)
    #dbg_assign(i1 undef, !128, !DIExpression(), !157, ptr @__const.main.names, !DIExpression(), !152)
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11), !dbg !158
    #dbg_value(i32 0, !132, !DIExpression(), !159)
  br label %3, !dbg !160

2:                                                ; preds = %9
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.13), !dbg !161
    #dbg_value(i32 0, !140, !DIExpression(), !162)
  br label %25, !dbg !163

3:                                                ; preds = %0, %9
  %4 = phi i64 [ 0, %0 ], [ %12, %9 ]
    #dbg_value(i64 %4, !132, !DIExpression(), !159)
    #dbg_value(i32 0, !134, !DIExpression(), !164)
  %5 = getelementptr inbounds [8 x ptr], ptr @__const.main.names, i64 0, i64 %4, !dbg !165
  %6 = load ptr, ptr %5, align 8, !dbg !165, !tbaa !166
    #dbg_value(ptr %6, !138, !DIExpression(), !170)
    #dbg_value(i32 0, !134, !DIExpression(), !164)
  %7 = load i8, ptr %6, align 1, !dbg !171, !tbaa !173
  %8 = icmp eq i8 %7, 0, !dbg !174
  br i1 %8, label %9, label %14, !dbg !174

9:                                                ; preds = %14, %3
  %10 = phi i32 [ 0, %3 ], [ %20, %14 ], !dbg !175
  %11 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %6) #12, !dbg !176
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.12, ptr noundef nonnull %6, i64 noundef %11, i32 noundef %10), !dbg !177
  %12 = add nuw nsw i64 %4, 1, !dbg !178
    #dbg_value(i64 %12, !132, !DIExpression(), !159)
  %13 = icmp eq i64 %12, 8, !dbg !179
  br i1 %13, label %2, label %3, !dbg !160, !llvm.loop !180

14:                                               ; preds = %3, %14
  %15 = phi i8 [ %22, %14 ], [ %7, %3 ]
  %16 = phi ptr [ %21, %14 ], [ %6, %3 ]
  %17 = phi i32 [ %20, %14 ], [ 0, %3 ]
    #dbg_value(ptr %16, !138, !DIExpression(), !170)
    #dbg_value(i32 %17, !134, !DIExpression(), !164)
  %18 = mul i32 %17, 131, !dbg !183
  %19 = zext i8 %15 to i32, !dbg !184
  %20 = add i32 %18, %19, !dbg !185
    #dbg_value(i32 %20, !134, !DIExpression(), !164)
  %21 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !186
    #dbg_value(ptr %21, !138, !DIExpression(), !170)
  %22 = load i8, ptr %21, align 1, !dbg !171, !tbaa !173
  %23 = icmp eq i8 %22, 0, !dbg !174
  br i1 %23, label %9, label %14, !dbg !174, !llvm.loop !187

24:                                               ; preds = %49
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.18), !dbg !189
    #dbg_value(i32 0, !142, !DIExpression(), !190)
  br label %62, !dbg !191

25:                                               ; preds = %2, %49
  %26 = phi i64 [ 0, %2 ], [ %50, %49 ]
    #dbg_value(i64 %26, !140, !DIExpression(), !162)
  %27 = icmp eq i64 %26, 0, !dbg !192
  %28 = select i1 %27, ptr @.str.16, ptr @.str.15, !dbg !192
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.14, ptr noundef nonnull %28), !dbg !195
  %29 = getelementptr inbounds [8 x ptr], ptr @__const.main.names, i64 0, i64 %26, !dbg !196
  %30 = load ptr, ptr %29, align 8, !dbg !196, !tbaa !166
    #dbg_value(ptr %1, !197, !DIExpression(), !204)
    #dbg_value(ptr %30, !203, !DIExpression(), !204)
  %31 = load i8, ptr %30, align 1, !dbg !206, !tbaa !173
  %32 = icmp eq i8 %31, 0, !dbg !209
  br i1 %32, label %49, label %33, !dbg !209

33:                                               ; preds = %25, %45
  %34 = phi i8 [ %47, %45 ], [ %31, %25 ]
  %35 = phi ptr [ %46, %45 ], [ %30, %25 ]
    #dbg_value(ptr %35, !203, !DIExpression(), !204)
  %36 = sext i8 %34 to i32, !dbg !210
  switch i8 %34, label %41 [
    i8 34, label %37
    i8 92, label %38
    i8 10, label %39
    i8 9, label %40
  ], !dbg !212

37:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.22), !dbg !213
  br label %45, !dbg !215

38:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.23), !dbg !216
  br label %45, !dbg !217

39:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.24), !dbg !218
  br label %45, !dbg !219

40:                                               ; preds = %33
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.25), !dbg !220
  br label %45, !dbg !221

41:                                               ; preds = %33
  %42 = icmp ult i8 %34, 32, !dbg !222
  br i1 %42, label %43, label %44, !dbg !224

43:                                               ; preds = %41
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.26, i32 noundef %36), !dbg !225
  br label %45, !dbg !225

44:                                               ; preds = %41
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.27, i32 noundef %36), !dbg !226
  br label %45

45:                                               ; preds = %44, %43, %40, %39, %38, %37
  %46 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !227
    #dbg_value(ptr %46, !203, !DIExpression(), !204)
  %47 = load i8, ptr %46, align 1, !dbg !206, !tbaa !173
  %48 = icmp eq i8 %47, 0, !dbg !209
  br i1 %48, label %49, label %33, !dbg !209, !llvm.loop !228

49:                                               ; preds = %45, %25
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.17), !dbg !230
  %50 = add nuw nsw i64 %26, 1, !dbg !231
    #dbg_value(i64 %50, !140, !DIExpression(), !162)
  %51 = icmp eq i64 %50, 8, !dbg !232
  br i1 %51, label %24, label %25, !dbg !163, !llvm.loop !233

52:                                               ; preds = %62
  %53 = load ptr, ptr %1, align 8, !dbg !235, !tbaa !236
  %54 = load ptr, ptr @stdout, align 8, !dbg !240, !tbaa !166
  %55 = tail call i32 @fputs(ptr noundef %53, ptr noundef %54), !dbg !241
    #dbg_value(i32 0, !144, !DIExpression(), !152)
  %56 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !242
  %57 = load i64, ptr %56, align 8, !dbg !242, !tbaa !243
  %58 = add i64 %57, 1, !dbg !244
  %59 = tail call noalias ptr @malloc(i64 noundef %58) #13, !dbg !245
    #dbg_value(ptr %59, !145, !DIExpression(), !152)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %59, ptr align 1 %53, i64 %58, i1 false), !dbg !246
  %60 = tail call ptr @strtok(ptr noundef %59, ptr noundef nonnull @.str.20) #11, !dbg !247
    #dbg_value(ptr %60, !146, !DIExpression(), !248)
  %61 = icmp eq ptr %60, null, !dbg !249
  br i1 %61, label %71, label %79, !dbg !249

62:                                               ; preds = %24, %62
  %63 = phi i32 [ 0, %24 ], [ %69, %62 ]
    #dbg_value(i32 %63, !142, !DIExpression(), !190)
  %64 = mul nuw nsw i32 %63, %63, !dbg !250
  %65 = trunc nuw i32 %63 to i8, !dbg !252
  %66 = urem i8 %65, 20, !dbg !252
  %67 = icmp eq i8 %66, 19, !dbg !253
  %68 = select i1 %67, i32 10, i32 32, !dbg !254
  call void (ptr, ptr, ...) @sb_printf(ptr noundef nonnull %1, ptr noundef nonnull @.str.19, i32 noundef %64, i32 noundef %68), !dbg !255
  %69 = add nuw nsw i32 %63, 1, !dbg !256
    #dbg_value(i32 %69, !142, !DIExpression(), !190)
  %70 = icmp eq i32 %69, 200, !dbg !257
  br i1 %70, label %52, label %62, !dbg !191, !llvm.loop !258

71:                                               ; preds = %79, %52
  %72 = phi i32 [ 0, %52 ], [ %81, %79 ], !dbg !152
    #dbg_value(i64 0, !149, !DIExpression(), !260)
    #dbg_value(i32 0, !148, !DIExpression(), !152)
  %73 = icmp eq i64 %57, 0, !dbg !261
  br i1 %73, label %101, label %74, !dbg !263

74:                                               ; preds = %71
  %75 = and i64 %57, 3, !dbg !263
  %76 = icmp ult i64 %57, 4, !dbg !263
  br i1 %76, label %84, label %77, !dbg !263

77:                                               ; preds = %74
  %78 = and i64 %57, -4, !dbg !263
  br label %109, !dbg !263

79:                                               ; preds = %52, %79
  %80 = phi i32 [ %81, %79 ], [ 0, %52 ]
    #dbg_value(i32 %80, !144, !DIExpression(), !152)
  %81 = add nuw nsw i32 %80, 1, !dbg !264
    #dbg_value(i32 %81, !144, !DIExpression(), !152)
  %82 = tail call ptr @strtok(ptr noundef null, ptr noundef nonnull @.str.20) #11, !dbg !266
    #dbg_value(ptr %82, !146, !DIExpression(), !248)
  %83 = icmp eq ptr %82, null, !dbg !249
  br i1 %83, label %71, label %79, !dbg !249, !llvm.loop !267

84:                                               ; preds = %109, %74
  %85 = phi i32 [ poison, %74 ], [ %135, %109 ]
  %86 = phi i64 [ 0, %74 ], [ %136, %109 ]
  %87 = phi i32 [ 0, %74 ], [ %135, %109 ]
  %88 = icmp eq i64 %75, 0, !dbg !263
  br i1 %88, label %101, label %89, !dbg !263

89:                                               ; preds = %84, %89
  %90 = phi i64 [ %98, %89 ], [ %86, %84 ]
  %91 = phi i32 [ %97, %89 ], [ %87, %84 ]
  %92 = phi i64 [ %99, %89 ], [ 0, %84 ]
    #dbg_value(i64 %90, !149, !DIExpression(), !260)
    #dbg_value(i32 %91, !148, !DIExpression(), !152)
  %93 = mul i32 %91, 31, !dbg !269
  %94 = getelementptr inbounds i8, ptr %53, i64 %90, !dbg !270
  %95 = load i8, ptr %94, align 1, !dbg !270, !tbaa !173
  %96 = zext i8 %95 to i32, !dbg !271
  %97 = add i32 %93, %96, !dbg !272
    #dbg_value(i32 %97, !148, !DIExpression(), !152)
  %98 = add nuw i64 %90, 1, !dbg !273
    #dbg_value(i64 %98, !149, !DIExpression(), !260)
  %99 = add i64 %92, 1, !dbg !263
  %100 = icmp eq i64 %99, %75, !dbg !263
  br i1 %100, label %101, label %89, !dbg !263, !llvm.loop !274

101:                                              ; preds = %84, %89, %71
  %102 = phi i32 [ 0, %71 ], [ %85, %84 ], [ %97, %89 ], !dbg !276
  %103 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !277
  %104 = load i64, ptr %103, align 8, !dbg !277, !tbaa !278
  %105 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !279
  %106 = load i32, ptr %105, align 8, !dbg !279, !tbaa !280
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef %57, i64 noundef %104, i32 noundef %106, i32 noundef %72, i32 noundef %102), !dbg !281
  tail call void @free(ptr noundef %59) #11, !dbg !282
  tail call void @free(ptr noundef %53) #11, !dbg !283
  %108 = and i32 %72, 127, !dbg !284
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11, !dbg !285
  ret i32 %108, !dbg !285

109:                                              ; preds = %109, %77
  %110 = phi i64 [ 0, %77 ], [ %136, %109 ]
  %111 = phi i32 [ 0, %77 ], [ %135, %109 ]
  %112 = phi i64 [ 0, %77 ], [ %137, %109 ]
    #dbg_value(i64 %110, !149, !DIExpression(), !260)
    #dbg_value(i32 %111, !148, !DIExpression(), !152)
  %113 = mul i32 %111, 31, !dbg !269
  %114 = getelementptr inbounds i8, ptr %53, i64 %110, !dbg !270
  %115 = load i8, ptr %114, align 1, !dbg !270, !tbaa !173
  %116 = zext i8 %115 to i32, !dbg !271
  %117 = add i32 %113, %116, !dbg !272
    #dbg_value(i32 %117, !148, !DIExpression(), !152)
  %118 = or disjoint i64 %110, 1, !dbg !273
    #dbg_value(i64 %118, !149, !DIExpression(), !260)
  %119 = mul i32 %117, 31, !dbg !269
  %120 = getelementptr inbounds i8, ptr %53, i64 %118, !dbg !270
  %121 = load i8, ptr %120, align 1, !dbg !270, !tbaa !173
  %122 = zext i8 %121 to i32, !dbg !271
  %123 = add i32 %119, %122, !dbg !272
    #dbg_value(i32 %123, !148, !DIExpression(), !152)
  %124 = or disjoint i64 %110, 2, !dbg !273
    #dbg_value(i64 %124, !149, !DIExpression(), !260)
  %125 = mul i32 %123, 31, !dbg !269
  %126 = getelementptr inbounds i8, ptr %53, i64 %124, !dbg !270
  %127 = load i8, ptr %126, align 1, !dbg !270, !tbaa !173
  %128 = zext i8 %127 to i32, !dbg !271
  %129 = add i32 %125, %128, !dbg !272
    #dbg_value(i32 %129, !148, !DIExpression(), !152)
  %130 = or disjoint i64 %110, 3, !dbg !273
    #dbg_value(i64 %130, !149, !DIExpression(), !260)
  %131 = mul i32 %129, 31, !dbg !269
  %132 = getelementptr inbounds i8, ptr %53, i64 %130, !dbg !270
  %133 = load i8, ptr %132, align 1, !dbg !270, !tbaa !173
  %134 = zext i8 %133 to i32, !dbg !271
  %135 = add i32 %131, %134, !dbg !272
    #dbg_value(i32 %135, !148, !DIExpression(), !152)
  %136 = add nuw i64 %110, 4, !dbg !273
    #dbg_value(i64 %136, !149, !DIExpression(), !260)
  %137 = add i64 %112, 4, !dbg !263
  %138 = icmp eq i64 %137, %78, !dbg !263
  br i1 %138, label %84, label %109, !dbg !263, !llvm.loop !286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind uwtable
define internal void @sb_printf(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ...) unnamed_addr #0 !dbg !288 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !311
    #dbg_assign(i1 undef, !294, !DIExpression(), !311, ptr %3, !DIExpression(), !312)
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !313
    #dbg_assign(i1 undef, !306, !DIExpression(), !313, ptr %4, !DIExpression(), !312)
    #dbg_value(ptr %0, !292, !DIExpression(), !312)
    #dbg_value(ptr %1, !293, !DIExpression(), !312)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11, !dbg !314
  call void @llvm.va_start.p0(ptr nonnull %3), !dbg !315
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11, !dbg !316
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %3), !dbg !317
  %5 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %1, ptr noundef nonnull %4) #11, !dbg !318
    #dbg_value(i32 %5, !307, !DIExpression(), !312)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !319
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !320
  %7 = load i64, ptr %6, align 8, !dbg !320, !tbaa !243
  %8 = sext i32 %5 to i64, !dbg !321
  %9 = add nsw i64 %8, 1, !dbg !322
  %10 = add i64 %9, %7, !dbg !323
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !324
  %12 = load i64, ptr %11, align 8, !dbg !324, !tbaa !278
  %13 = icmp ugt i64 %10, %12, !dbg !325
  br i1 %13, label %16, label %14, !dbg !326

14:                                               ; preds = %2
  %15 = load ptr, ptr %0, align 8, !dbg !327, !tbaa !236
  br label %30, !dbg !326

16:                                               ; preds = %2
  %17 = icmp eq i64 %12, 0, !dbg !328
  %18 = select i1 %17, i64 16, i64 %12, !dbg !328
    #dbg_value(i64 %18, !308, !DIExpression(), !329)
  br label %19, !dbg !330

19:                                               ; preds = %19, %16
  %20 = phi i64 [ %18, %16 ], [ %22, %19 ], !dbg !331
    #dbg_value(i64 %20, !308, !DIExpression(), !329)
  %21 = icmp ult i64 %20, %10, !dbg !332
  %22 = shl i64 %20, 1, !dbg !333
    #dbg_value(i64 %22, !308, !DIExpression(), !329)
  br i1 %21, label %19, label %23, !dbg !330, !llvm.loop !334

23:                                               ; preds = %19
  %24 = load ptr, ptr %0, align 8, !dbg !336, !tbaa !236
  %25 = call ptr @realloc(ptr noundef %24, i64 noundef %20) #14, !dbg !337
  store ptr %25, ptr %0, align 8, !dbg !338, !tbaa !236
  store i64 %20, ptr %11, align 8, !dbg !339, !tbaa !278
  %26 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !340
  %27 = load i32, ptr %26, align 8, !dbg !341, !tbaa !280
  %28 = add nsw i32 %27, 1, !dbg !341
  store i32 %28, ptr %26, align 8, !dbg !341, !tbaa !280
  %29 = load i64, ptr %6, align 8, !dbg !342, !tbaa !243
  br label %30, !dbg !343

30:                                               ; preds = %14, %23
  %31 = phi i64 [ %12, %14 ], [ %20, %23 ], !dbg !344
  %32 = phi i64 [ %7, %14 ], [ %29, %23 ], !dbg !342
  %33 = phi ptr [ %15, %14 ], [ %25, %23 ], !dbg !327
  %34 = getelementptr inbounds i8, ptr %33, i64 %32, !dbg !345
  %35 = sub i64 %31, %32, !dbg !346
  %36 = call i32 @vsnprintf(ptr noundef %34, i64 noundef %35, ptr noundef %1, ptr noundef nonnull %3) #11, !dbg !347
  %37 = load i64, ptr %6, align 8, !dbg !348, !tbaa !243
  %38 = add i64 %37, %8, !dbg !348
  store i64 %38, ptr %6, align 8, !dbg !348, !tbaa !243
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !349
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11, !dbg !350
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11, !dbg !350
  ret void, !dbg !350
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !351 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !355 noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !414 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !418 ptr @strtok(ptr noundef, ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare !dbg !422 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !425 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #9

; Function Attrs: nofree nounwind
declare !dbg !428 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !432 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!100}
!llvm.module.flags = !{!107, !108, !109, !110, !111, !112, !113}
!llvm.ident = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/string_builder_snprintf.c", directory: ".", checksumkind: CSK_MD5, checksum: "c559ac7f7dde7ccd60077fd77ac2cec8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 8)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 4)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !9, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 21)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !48, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 1)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 3)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !48, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 46)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !73, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !73, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !73, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !73, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 7)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !73, isLocal: true, isDefinition: true)
!100 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !101, globals: !106, splitDebugInlining: false, nameTableKind: None)
!101 = !{!102, !103}
!102 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !104, line: 18, baseType: !105)
!104 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !46, !51, !53, !58, !60, !62, !64, !69, !71, !76, !78, !80, !85, !87, !89, !91, !93, !98}
!107 = !{i32 7, !"Dwarf Version", i32 5}
!108 = !{i32 2, !"Debug Info Version", i32 3}
!109 = !{i32 1, !"wchar_size", i32 4}
!110 = !{i32 8, !"PIC Level", i32 2}
!111 = !{i32 7, !"PIE Level", i32 2}
!112 = !{i32 7, !"uwtable", i32 2}
!113 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!114 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!115 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !116, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !119)
!116 = !DISubroutineType(types: !117)
!117 = !{!118}
!118 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!119 = !{!120, !128, !132, !134, !138, !140, !142, !144, !145, !146, !148, !149}
!120 = !DILocalVariable(name: "s", scope: !115, file: !2, line: 29, type: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sb", file: !2, line: 10, size: 256, elements: !122)
!122 = !{!123, !125, !126, !127}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !121, file: !2, line: 10, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !121, file: !2, line: 10, baseType: !103, size: 64, offset: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !121, file: !2, line: 10, baseType: !103, size: 64, offset: 128)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "grows", scope: !121, file: !2, line: 10, baseType: !118, size: 32, offset: 192)
!128 = !DILocalVariable(name: "names", scope: !115, file: !2, line: 30, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 512, elements: !35)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 32, type: !118)
!133 = distinct !DILexicalBlock(scope: !115, file: !2, line: 32, column: 5)
!134 = !DILocalVariable(name: "h", scope: !135, file: !2, line: 33, type: !137)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 32, column: 33)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 32, column: 5)
!137 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!138 = !DILocalVariable(name: "p", scope: !139, file: !2, line: 33, type: !130)
!139 = distinct !DILexicalBlock(scope: !135, file: !2, line: 33, column: 25)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 37, type: !118)
!141 = distinct !DILexicalBlock(scope: !115, file: !2, line: 37, column: 5)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 39, type: !118)
!143 = distinct !DILexicalBlock(scope: !115, file: !2, line: 39, column: 5)
!144 = !DILocalVariable(name: "fields", scope: !115, file: !2, line: 41, type: !118)
!145 = !DILocalVariable(name: "copy", scope: !115, file: !2, line: 42, type: !124)
!146 = !DILocalVariable(name: "tok", scope: !147, file: !2, line: 43, type: !124)
!147 = distinct !DILexicalBlock(scope: !115, file: !2, line: 43, column: 5)
!148 = !DILocalVariable(name: "h", scope: !115, file: !2, line: 44, type: !137)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 44, type: !103)
!150 = distinct !DILexicalBlock(scope: !115, file: !2, line: 44, column: 21)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !115)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 29, column: 5, scope: !115)
!155 = !DILocation(line: 29, column: 15, scope: !115)
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 31, column: 5, scope: !115)
!159 = !DILocation(line: 0, scope: !133)
!160 = !DILocation(line: 32, column: 5, scope: !133)
!161 = !DILocation(line: 36, column: 5, scope: !115)
!162 = !DILocation(line: 0, scope: !141)
!163 = !DILocation(line: 37, column: 5, scope: !141)
!164 = !DILocation(line: 0, scope: !135)
!165 = !DILocation(line: 33, column: 46, scope: !139)
!166 = !{!167, !167, i64 0}
!167 = !{!"any pointer", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 0, scope: !139)
!171 = !DILocation(line: 33, column: 56, scope: !172)
!172 = distinct !DILexicalBlock(scope: !139, file: !2, line: 33, column: 25)
!173 = !{!168, !168, i64 0}
!174 = !DILocation(line: 33, column: 25, scope: !139)
!175 = !DILocation(line: 33, scope: !135)
!176 = !DILocation(line: 34, column: 58, scope: !135)
!177 = !DILocation(line: 34, column: 9, scope: !135)
!178 = !DILocation(line: 32, column: 29, scope: !136)
!179 = !DILocation(line: 32, column: 23, scope: !136)
!180 = distinct !{!180, !160, !181, !182}
!181 = !DILocation(line: 35, column: 5, scope: !133)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DILocation(line: 33, column: 71, scope: !172)
!184 = !DILocation(line: 33, column: 79, scope: !172)
!185 = !DILocation(line: 33, column: 77, scope: !172)
!186 = !DILocation(line: 33, column: 61, scope: !172)
!187 = distinct !{!187, !174, !188, !182}
!188 = !DILocation(line: 33, column: 95, scope: !139)
!189 = !DILocation(line: 38, column: 5, scope: !115)
!190 = !DILocation(line: 0, scope: !143)
!191 = !DILocation(line: 39, column: 5, scope: !143)
!192 = !DILocation(line: 37, column: 57, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !2, line: 37, column: 33)
!194 = distinct !DILexicalBlock(scope: !141, file: !2, line: 37, column: 5)
!195 = !DILocation(line: 37, column: 35, scope: !193)
!196 = !DILocation(line: 37, column: 86, scope: !193)
!197 = !DILocalVariable(name: "s", arg: 1, scope: !198, file: !2, line: 21, type: !201)
!198 = distinct !DISubprogram(name: "sb_escape", scope: !2, file: !2, line: 21, type: !199, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !202)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201, !130}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!202 = !{!197, !203}
!203 = !DILocalVariable(name: "in", arg: 2, scope: !198, file: !2, line: 21, type: !130)
!204 = !DILocation(line: 0, scope: !198, inlinedAt: !205)
!205 = distinct !DILocation(line: 37, column: 72, scope: !193)
!206 = !DILocation(line: 22, column: 12, scope: !207, inlinedAt: !205)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 22, column: 5)
!208 = distinct !DILexicalBlock(scope: !198, file: !2, line: 22, column: 5)
!209 = !DILocation(line: 22, column: 5, scope: !208, inlinedAt: !205)
!210 = !DILocation(line: 23, column: 17, scope: !211, inlinedAt: !205)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 22, column: 23)
!212 = !DILocation(line: 23, column: 9, scope: !211, inlinedAt: !205)
!213 = !DILocation(line: 23, column: 34, scope: !214, inlinedAt: !205)
!214 = distinct !DILexicalBlock(scope: !211, file: !2, line: 23, column: 22)
!215 = !DILocation(line: 23, column: 56, scope: !214, inlinedAt: !205)
!216 = !DILocation(line: 23, column: 74, scope: !214, inlinedAt: !205)
!217 = !DILocation(line: 23, column: 96, scope: !214, inlinedAt: !205)
!218 = !DILocation(line: 23, column: 114, scope: !214, inlinedAt: !205)
!219 = !DILocation(line: 23, column: 135, scope: !214, inlinedAt: !205)
!220 = !DILocation(line: 23, column: 153, scope: !214, inlinedAt: !205)
!221 = !DILocation(line: 23, column: 174, scope: !214, inlinedAt: !205)
!222 = !DILocation(line: 24, column: 41, scope: !223, inlinedAt: !205)
!223 = distinct !DILexicalBlock(scope: !214, file: !2, line: 24, column: 22)
!224 = !DILocation(line: 24, column: 22, scope: !214, inlinedAt: !205)
!225 = !DILocation(line: 24, column: 47, scope: !223, inlinedAt: !205)
!226 = !DILocation(line: 24, column: 82, scope: !223, inlinedAt: !205)
!227 = !DILocation(line: 22, column: 19, scope: !207, inlinedAt: !205)
!228 = distinct !{!228, !209, !229, !182}
!229 = !DILocation(line: 25, column: 5, scope: !208, inlinedAt: !205)
!230 = !DILocation(line: 37, column: 97, scope: !193)
!231 = !DILocation(line: 37, column: 29, scope: !194)
!232 = !DILocation(line: 37, column: 23, scope: !194)
!233 = distinct !{!233, !163, !234, !182}
!234 = !DILocation(line: 37, column: 118, scope: !141)
!235 = !DILocation(line: 40, column: 13, scope: !115)
!236 = !{!237, !167, i64 0}
!237 = !{!"sb", !167, i64 0, !238, i64 8, !238, i64 16, !239, i64 24}
!238 = !{!"long", !168, i64 0}
!239 = !{!"int", !168, i64 0}
!240 = !DILocation(line: 40, column: 16, scope: !115)
!241 = !DILocation(line: 40, column: 5, scope: !115)
!242 = !DILocation(line: 42, column: 27, scope: !115)
!243 = !{!237, !238, i64 8}
!244 = !DILocation(line: 42, column: 31, scope: !115)
!245 = !DILocation(line: 42, column: 18, scope: !115)
!246 = !DILocation(line: 42, column: 37, scope: !115)
!247 = !DILocation(line: 43, column: 22, scope: !147)
!248 = !DILocation(line: 0, scope: !147)
!249 = !DILocation(line: 43, column: 5, scope: !147)
!250 = !DILocation(line: 39, column: 59, scope: !251)
!251 = distinct !DILexicalBlock(scope: !143, file: !2, line: 39, column: 5)
!252 = !DILocation(line: 39, column: 66, scope: !251)
!253 = !DILocation(line: 39, column: 71, scope: !251)
!254 = !DILocation(line: 39, column: 64, scope: !251)
!255 = !DILocation(line: 39, column: 35, scope: !251)
!256 = !DILocation(line: 39, column: 31, scope: !251)
!257 = !DILocation(line: 39, column: 23, scope: !251)
!258 = distinct !{!258, !191, !259, !182}
!259 = !DILocation(line: 39, column: 89, scope: !143)
!260 = !DILocation(line: 0, scope: !150)
!261 = !DILocation(line: 44, column: 42, scope: !262)
!262 = distinct !DILexicalBlock(scope: !150, file: !2, line: 44, column: 21)
!263 = !DILocation(line: 44, column: 21, scope: !150)
!264 = !DILocation(line: 43, column: 83, scope: !265)
!265 = distinct !DILexicalBlock(scope: !147, file: !2, line: 43, column: 5)
!266 = !DILocation(line: 43, column: 55, scope: !265)
!267 = distinct !{!267, !249, !268, !182}
!268 = !DILocation(line: 43, column: 83, scope: !147)
!269 = !DILocation(line: 44, column: 62, scope: !262)
!270 = !DILocation(line: 44, column: 84, scope: !262)
!271 = !DILocation(line: 44, column: 69, scope: !262)
!272 = !DILocation(line: 44, column: 67, scope: !262)
!273 = !DILocation(line: 44, column: 52, scope: !262)
!274 = distinct !{!274, !275}
!275 = !{!"llvm.loop.unroll.disable"}
!276 = !DILocation(line: 44, scope: !115)
!277 = !DILocation(line: 45, column: 71, scope: !115)
!278 = !{!237, !238, i64 16}
!279 = !DILocation(line: 45, column: 78, scope: !115)
!280 = !{!237, !239, i64 24}
!281 = !DILocation(line: 45, column: 5, scope: !115)
!282 = !DILocation(line: 46, column: 5, scope: !115)
!283 = !DILocation(line: 46, column: 17, scope: !115)
!284 = !DILocation(line: 47, column: 19, scope: !115)
!285 = !DILocation(line: 48, column: 1, scope: !115)
!286 = distinct !{!286, !263, !287, !182}
!287 = !DILocation(line: 44, column: 89, scope: !150)
!288 = distinct !DISubprogram(name: "sb_printf", scope: !2, file: !2, line: 11, type: !289, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !100, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !201, !130, null}
!291 = !{!292, !293, !294, !306, !307, !308}
!292 = !DILocalVariable(name: "s", arg: 1, scope: !288, file: !2, line: 11, type: !201)
!293 = !DILocalVariable(name: "fmt", arg: 2, scope: !288, file: !2, line: 11, type: !130)
!294 = !DILocalVariable(name: "ap", scope: !288, file: !2, line: 12, type: !295)
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !296, line: 12, baseType: !297)
!296 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !298)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !299, size: 192, elements: !67)
!299 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !300)
!300 = !{!301, !302, !303, !305}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !299, file: !2, line: 12, baseType: !137, size: 32)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !299, file: !2, line: 12, baseType: !137, size: 32, offset: 32)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !299, file: !2, line: 12, baseType: !304, size: 64, offset: 64)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !299, file: !2, line: 12, baseType: !304, size: 64, offset: 128)
!306 = !DILocalVariable(name: "cp", scope: !288, file: !2, line: 13, type: !295)
!307 = !DILocalVariable(name: "need", scope: !288, file: !2, line: 14, type: !118)
!308 = !DILocalVariable(name: "nc", scope: !309, file: !2, line: 16, type: !103)
!309 = distinct !DILexicalBlock(scope: !310, file: !2, line: 16, column: 45)
!310 = distinct !DILexicalBlock(scope: !288, file: !2, line: 16, column: 9)
!311 = distinct !DIAssignID()
!312 = !DILocation(line: 0, scope: !288)
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 12, column: 5, scope: !288)
!315 = !DILocation(line: 12, column: 17, scope: !288)
!316 = !DILocation(line: 13, column: 5, scope: !288)
!317 = !DILocation(line: 13, column: 17, scope: !288)
!318 = !DILocation(line: 14, column: 16, scope: !288)
!319 = !DILocation(line: 15, column: 5, scope: !288)
!320 = !DILocation(line: 16, column: 12, scope: !310)
!321 = !DILocation(line: 16, column: 18, scope: !310)
!322 = !DILocation(line: 16, column: 16, scope: !310)
!323 = !DILocation(line: 16, column: 31, scope: !310)
!324 = !DILocation(line: 16, column: 40, scope: !310)
!325 = !DILocation(line: 16, column: 35, scope: !310)
!326 = !DILocation(line: 16, column: 9, scope: !288)
!327 = !DILocation(line: 17, column: 18, scope: !288)
!328 = !DILocation(line: 16, column: 59, scope: !309)
!329 = !DILocation(line: 0, scope: !309)
!330 = !DILocation(line: 16, column: 81, scope: !309)
!331 = !DILocation(line: 16, scope: !309)
!332 = !DILocation(line: 16, column: 91, scope: !309)
!333 = !DILocation(line: 16, column: 123, scope: !309)
!334 = distinct !{!334, !330, !335, !182}
!335 = !DILocation(line: 16, column: 126, scope: !309)
!336 = !DILocation(line: 16, column: 147, scope: !309)
!337 = !DILocation(line: 16, column: 136, scope: !309)
!338 = !DILocation(line: 16, column: 134, scope: !309)
!339 = !DILocation(line: 16, column: 162, scope: !309)
!340 = !DILocation(line: 16, column: 171, scope: !309)
!341 = !DILocation(line: 16, column: 176, scope: !309)
!342 = !DILocation(line: 17, column: 25, scope: !288)
!343 = !DILocation(line: 16, column: 180, scope: !309)
!344 = !DILocation(line: 17, column: 33, scope: !288)
!345 = !DILocation(line: 17, column: 20, scope: !288)
!346 = !DILocation(line: 17, column: 37, scope: !288)
!347 = !DILocation(line: 17, column: 5, scope: !288)
!348 = !DILocation(line: 18, column: 12, scope: !288)
!349 = !DILocation(line: 19, column: 5, scope: !288)
!350 = !DILocation(line: 20, column: 1, scope: !288)
!351 = !DISubprogram(name: "strlen", scope: !352, file: !352, line: 407, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!353 = !DISubroutineType(types: !354)
!354 = !{!105, !130}
!355 = !DISubprogram(name: "fputs", scope: !356, file: !356, line: 655, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!356 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!357 = !DISubroutineType(types: !358)
!358 = !{!118, !359, !360}
!359 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!360 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !361)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !363, line: 7, baseType: !364)
!363 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!364 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !365, line: 49, size: 1728, elements: !366)
!365 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!366 = !{!367, !368, !369, !370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !382, !384, !385, !386, !390, !392, !394, !395, !398, !400, !403, !406, !407, !408, !409, !410}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !364, file: !365, line: 51, baseType: !118, size: 32)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !364, file: !365, line: 54, baseType: !124, size: 64, offset: 64)
!369 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !364, file: !365, line: 55, baseType: !124, size: 64, offset: 128)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !364, file: !365, line: 56, baseType: !124, size: 64, offset: 192)
!371 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !364, file: !365, line: 57, baseType: !124, size: 64, offset: 256)
!372 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !364, file: !365, line: 58, baseType: !124, size: 64, offset: 320)
!373 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !364, file: !365, line: 59, baseType: !124, size: 64, offset: 384)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !364, file: !365, line: 60, baseType: !124, size: 64, offset: 448)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !364, file: !365, line: 61, baseType: !124, size: 64, offset: 512)
!376 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !364, file: !365, line: 64, baseType: !124, size: 64, offset: 576)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !364, file: !365, line: 65, baseType: !124, size: 64, offset: 640)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !364, file: !365, line: 66, baseType: !124, size: 64, offset: 704)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !364, file: !365, line: 68, baseType: !380, size: 64, offset: 768)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 64)
!381 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !365, line: 36, flags: DIFlagFwdDecl)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !364, file: !365, line: 70, baseType: !383, size: 64, offset: 832)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !364, file: !365, line: 72, baseType: !118, size: 32, offset: 896)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !364, file: !365, line: 73, baseType: !118, size: 32, offset: 928)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !364, file: !365, line: 74, baseType: !387, size: 64, offset: 960)
!387 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !388, line: 152, baseType: !389)
!388 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!389 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !364, file: !365, line: 77, baseType: !391, size: 16, offset: 1024)
!391 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !364, file: !365, line: 78, baseType: !393, size: 8, offset: 1040)
!393 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !364, file: !365, line: 79, baseType: !66, size: 8, offset: 1048)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !364, file: !365, line: 81, baseType: !396, size: 64, offset: 1088)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !397, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !365, line: 43, baseType: null)
!398 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !364, file: !365, line: 89, baseType: !399, size: 64, offset: 1152)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !388, line: 153, baseType: !389)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !364, file: !365, line: 91, baseType: !401, size: 64, offset: 1216)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !365, line: 37, flags: DIFlagFwdDecl)
!403 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !364, file: !365, line: 92, baseType: !404, size: 64, offset: 1280)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!405 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !365, line: 38, flags: DIFlagFwdDecl)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !364, file: !365, line: 93, baseType: !383, size: 64, offset: 1344)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !364, file: !365, line: 94, baseType: !304, size: 64, offset: 1408)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !364, file: !365, line: 95, baseType: !103, size: 64, offset: 1472)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !364, file: !365, line: 96, baseType: !118, size: 32, offset: 1536)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !364, file: !365, line: 98, baseType: !411, size: 160, offset: 1568)
!411 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !412)
!412 = !{!413}
!413 = !DISubrange(count: 20)
!414 = !DISubprogram(name: "malloc", scope: !415, file: !415, line: 553, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!416 = !DISubroutineType(types: !417)
!417 = !{!304, !103}
!418 = !DISubprogram(name: "strtok", scope: !352, file: !352, line: 356, type: !419, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubroutineType(types: !420)
!420 = !{!124, !421, !359}
!421 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!422 = !DISubprogram(name: "printf", scope: !356, file: !356, line: 356, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!118, !359, null}
!425 = !DISubprogram(name: "free", scope: !415, file: !415, line: 568, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{null, !304}
!428 = !DISubprogram(name: "vsnprintf", scope: !356, file: !356, line: 382, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!429 = !DISubroutineType(types: !430)
!430 = !{!118, !421, !103, !359, !431}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!432 = !DISubprogram(name: "realloc", scope: !415, file: !415, line: 564, type: !433, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DISubroutineType(types: !434)
!434 = !{!304, !304, !103}
