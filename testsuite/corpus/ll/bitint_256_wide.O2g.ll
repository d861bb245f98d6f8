; ModuleID = 'programs/bitint_256_wide.c'
source_filename = "programs/bitint_256_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"2^255=\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [12 x i8] c"2^255 = %s\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [12 x i8] c"max   = %s\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [12 x i8] c"57!   = %s\0A\00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [18 x i8] c"100! mod 2^256 = \00", align 1, !dbg !16
@.str.6 = private unnamed_addr constant [3 x i8] c"q=\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [4 x i8] c" r=\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [8 x i8] c" ok=%d\0A\00", align 1, !dbg !31
@.str.10 = private unnamed_addr constant [7 x i8] c" s=%d\0A\00", align 1, !dbg !36
@.str.11 = private unnamed_addr constant [11 x i8] c"s200: q=%s\00", align 1, !dbg !38
@.str.12 = private unnamed_addr constant [2 x i8] c"+\00", align 1, !dbg !43
@.str.13 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !48
@.str.14 = private unnamed_addr constant [5 x i8] c" uq=\00", align 1, !dbg !50
@.str.15 = private unnamed_addr constant [5 x i8] c" ur=\00", align 1, !dbg !55
@.str.16 = private unnamed_addr constant [31 x i8] c"s200 identity %d, rem sign %d\0A\00", align 1, !dbg !57
@.str.17 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1, !dbg !62
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !64
@.str.19 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 97) i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca [90 x i8], align 16, !DIAssignID !127
    #dbg_assign(i1 undef, !128, !DIExpression(), !127, ptr %1, !DIExpression(), !142)
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca [90 x i8], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !128, !DIExpression(), !144, ptr %8, !DIExpression(), !145)
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca [90 x i8], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !128, !DIExpression(), !147, ptr %15, !DIExpression(), !148)
  %16 = alloca i256, align 16
  %17 = alloca i256, align 16
  %18 = alloca i256, align 16
  %19 = alloca i256, align 16
  %20 = alloca i256, align 16
  %21 = alloca i256, align 16
  %22 = alloca [100 x i8], align 16, !DIAssignID !150
    #dbg_assign(i1 undef, !97, !DIExpression(), !150, ptr %22, !DIExpression(), !151)
  %23 = alloca i256, align 16
  %24 = alloca i256, align 16
  %25 = alloca i256, align 16
  %26 = alloca i256, align 16
  %27 = alloca i256, align 16
  %28 = alloca i256, align 16
  %29 = alloca i256, align 16, !DIAssignID !152
    #dbg_assign(i1 undef, !110, !DIExpression(), !152, ptr %29, !DIExpression(), !151)
  %30 = alloca i256, align 16, !DIAssignID !153
    #dbg_assign(i1 undef, !112, !DIExpression(), !153, ptr %30, !DIExpression(), !151)
  %31 = alloca i256, align 16
  %32 = alloca i256, align 16
  %33 = alloca i256, align 16
  %34 = alloca i256, align 16
  %35 = alloca i256, align 16
  %36 = alloca i256, align 16
  %37 = alloca i256, align 16
  %38 = alloca i256, align 16
  %39 = alloca i256, align 16
  %40 = alloca i256, align 16
  %41 = alloca i256, align 16
  %42 = alloca i256, align 16
  %43 = alloca i256, align 16
  %44 = alloca i256, align 16
  %45 = alloca i256, align 16
  %46 = alloca i256, align 16
  %47 = alloca i256, align 16
  %48 = alloca i256, align 16
  %49 = alloca i256, align 16
  %50 = alloca i256, align 16
  %51 = alloca i256, align 16
  %52 = alloca i256, align 16
  %53 = alloca i256, align 16
  %54 = alloca i256, align 16
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %22) #5, !dbg !154
    #dbg_value(i256 1, !101, !DIExpression(), !151)
    #dbg_value(i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, !102, !DIExpression(), !151)
    #dbg_value(i256 -1, !103, !DIExpression(), !151)
    #dbg_value(ptr @.str, !155, !DIExpression(), !165)
    #dbg_value(i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, !162, !DIExpression(), !165)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str), !dbg !167
    #dbg_value(i32 3, !163, !DIExpression(), !168)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef -9223372036854775808), !dbg !169
    #dbg_value(i32 2, !163, !DIExpression(), !168)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0), !dbg !169
    #dbg_value(i32 1, !163, !DIExpression(), !168)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0), !dbg !169
    #dbg_value(i32 0, !163, !DIExpression(), !168)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef 0), !dbg !169
    #dbg_value(i32 -1, !163, !DIExpression(), !168)
  %60 = tail call i32 @putchar(i32 10), !dbg !171
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16), !dbg !148
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19), !dbg !148
    #dbg_value(i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, !134, !DIExpression(), !148)
    #dbg_value(ptr %22, !135, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %15) #5, !dbg !172
    #dbg_value(i32 0, !136, !DIExpression(), !148)
  br label %61, !dbg !173

61:                                               ; preds = %61, %0
  %62 = phi i32 [ %72, %61 ], [ 1, %0 ]
  %63 = phi i64 [ %68, %61 ], [ 0, %0 ]
  %64 = phi i256 [ %70, %61 ], [ -57896044618658097711785492504343953926634992332820282019728792003956564819968, %0 ]
    #dbg_value(i64 %63, !136, !DIExpression(), !148)
    #dbg_value(i256 %64, !134, !DIExpression(), !148)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #5, !dbg !174
  store i256 %64, ptr %17, align 16, !dbg !174, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #5, !dbg !174
  store i256 10, ptr %18, align 16, !dbg !174, !tbaa !176
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %16, ptr noundef nonnull byval(i256) align 8 %17, ptr noundef nonnull byval(i256) align 8 %18), !dbg !174
  %65 = load i256, ptr %16, align 16, !dbg !174, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #5, !dbg !174
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #5, !dbg !174
  %66 = trunc i256 %65 to i8, !dbg !180
  %67 = add i8 %66, 48, !dbg !181
  %68 = add nuw nsw i64 %63, 1, !dbg !182
    #dbg_value(i64 %68, !136, !DIExpression(), !148)
  %69 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %63, !dbg !183
  store i8 %67, ptr %69, align 1, !dbg !184, !tbaa !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #5, !dbg !186
  store i256 %64, ptr %20, align 16, !dbg !186, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #5, !dbg !186
  store i256 10, ptr %21, align 16, !dbg !186, !tbaa !176
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %19, ptr noundef nonnull byval(i256) align 8 %20, ptr noundef nonnull byval(i256) align 8 %21), !dbg !186
  %70 = load i256, ptr %19, align 16, !dbg !186, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #5, !dbg !186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #5, !dbg !186
    #dbg_value(i256 %70, !134, !DIExpression(), !148)
  %71 = icmp eq i256 %70, 0, !dbg !187
  %72 = add nuw i32 %62, 1, !dbg !187
  br i1 %71, label %73, label %61, !dbg !187, !llvm.loop !188

73:                                               ; preds = %61
    #dbg_value(i32 0, !137, !DIExpression(), !191)
  %74 = shl i64 %63, 32, !dbg !192
  %75 = ashr exact i64 %74, 32, !dbg !192
  %76 = zext i32 %62 to i64, !dbg !193
  %77 = icmp ult i32 %62, 8, !dbg !192
  br i1 %77, label %116, label %78, !dbg !192

78:                                               ; preds = %73
  %79 = icmp ult i32 %62, 32, !dbg !192
  br i1 %79, label %101, label %80, !dbg !192

80:                                               ; preds = %78
  %81 = and i64 %76, 4294967264, !dbg !192
  br label %82, !dbg !192

82:                                               ; preds = %82, %80
  %83 = phi i64 [ 0, %80 ], [ %94, %82 ], !dbg !195
  %84 = sub nsw i64 %75, %83, !dbg !196
  %85 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %84, !dbg !197
  %86 = getelementptr inbounds i8, ptr %85, i64 -15, !dbg !197
  %87 = getelementptr inbounds i8, ptr %85, i64 -31, !dbg !197
  %88 = load <16 x i8>, ptr %86, align 1, !dbg !197, !tbaa !185
  %89 = shufflevector <16 x i8> %88, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !197
  %90 = load <16 x i8>, ptr %87, align 1, !dbg !197, !tbaa !185
  %91 = shufflevector <16 x i8> %90, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !197
  %92 = getelementptr inbounds i8, ptr %22, i64 %83, !dbg !198
  %93 = getelementptr inbounds i8, ptr %92, i64 16, !dbg !199
  store <16 x i8> %89, ptr %92, align 16, !dbg !199, !tbaa !185
  store <16 x i8> %91, ptr %93, align 16, !dbg !199, !tbaa !185
  %94 = add nuw i64 %83, 32, !dbg !195
  %95 = icmp eq i64 %94, %81, !dbg !195
  br i1 %95, label %96, label %82, !dbg !195, !llvm.loop !200

96:                                               ; preds = %82
  %97 = icmp eq i64 %81, %76, !dbg !192
  br i1 %97, label %126, label %98, !dbg !192

98:                                               ; preds = %96
  %99 = and i64 %76, 24, !dbg !192
  %100 = icmp eq i64 %99, 0, !dbg !192
  br i1 %100, label %116, label %101, !dbg !192

101:                                              ; preds = %78, %98
  %102 = phi i64 [ %81, %98 ], [ 0, %78 ]
  %103 = and i64 %76, 4294967288, !dbg !192
  %104 = getelementptr i8, ptr %15, i64 -7, !dbg !192
  br label %105, !dbg !192

105:                                              ; preds = %105, %101
  %106 = phi i64 [ %102, %101 ], [ %112, %105 ], !dbg !195
  %107 = sub nsw i64 %75, %106, !dbg !196
  %108 = getelementptr [90 x i8], ptr %104, i64 0, i64 %107, !dbg !197
  %109 = load <8 x i8>, ptr %108, align 1, !dbg !197, !tbaa !185
  %110 = shufflevector <8 x i8> %109, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !197
  %111 = getelementptr inbounds i8, ptr %22, i64 %106, !dbg !198
  store <8 x i8> %110, ptr %111, align 8, !dbg !199, !tbaa !185
  %112 = add nuw i64 %106, 8, !dbg !195
  %113 = icmp eq i64 %112, %103, !dbg !195
  br i1 %113, label %114, label %105, !dbg !195, !llvm.loop !204

114:                                              ; preds = %105
  %115 = icmp eq i64 %103, %76, !dbg !192
  br i1 %115, label %126, label %116, !dbg !192

116:                                              ; preds = %114, %73, %98
  %117 = phi i64 [ 0, %73 ], [ %81, %98 ], [ %103, %114 ]
  br label %118, !dbg !192

118:                                              ; preds = %116, %118
  %119 = phi i64 [ %124, %118 ], [ %117, %116 ]
    #dbg_value(i64 %119, !137, !DIExpression(), !191)
  %120 = sub nsw i64 %75, %119, !dbg !196
  %121 = getelementptr inbounds [90 x i8], ptr %15, i64 0, i64 %120, !dbg !197
  %122 = load i8, ptr %121, align 1, !dbg !197, !tbaa !185
  %123 = getelementptr inbounds i8, ptr %22, i64 %119, !dbg !198
  store i8 %122, ptr %123, align 1, !dbg !199, !tbaa !185
  %124 = add nuw nsw i64 %119, 1, !dbg !195
    #dbg_value(i64 %124, !137, !DIExpression(), !191)
  %125 = icmp eq i64 %124, %76, !dbg !193
  br i1 %125, label %126, label %118, !dbg !192, !llvm.loop !205

126:                                              ; preds = %118, %114, %96
  %127 = and i64 %68, 4294967295, !dbg !206
  %128 = getelementptr inbounds i8, ptr %22, i64 %127, !dbg !206
  store i8 0, ptr %128, align 1, !dbg !207, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %15) #5, !dbg !208
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16), !dbg !209
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19), !dbg !209
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %22), !dbg !210
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9), !dbg !145
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12), !dbg !145
    #dbg_value(i256 -1, !134, !DIExpression(), !145)
    #dbg_value(ptr %22, !135, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %8) #5, !dbg !211
    #dbg_value(i32 0, !136, !DIExpression(), !145)
  br label %130, !dbg !212

130:                                              ; preds = %130, %126
  %131 = phi i32 [ %141, %130 ], [ 1, %126 ]
  %132 = phi i64 [ %137, %130 ], [ 0, %126 ]
  %133 = phi i256 [ %139, %130 ], [ -1, %126 ]
    #dbg_value(i64 %132, !136, !DIExpression(), !145)
    #dbg_value(i256 %133, !134, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #5, !dbg !213
  store i256 %133, ptr %10, align 16, !dbg !213, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #5, !dbg !213
  store i256 10, ptr %11, align 16, !dbg !213, !tbaa !176
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %9, ptr noundef nonnull byval(i256) align 8 %10, ptr noundef nonnull byval(i256) align 8 %11), !dbg !213
  %134 = load i256, ptr %9, align 16, !dbg !213, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #5, !dbg !213
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #5, !dbg !213
  %135 = trunc i256 %134 to i8, !dbg !214
  %136 = add i8 %135, 48, !dbg !215
  %137 = add nuw nsw i64 %132, 1, !dbg !216
    #dbg_value(i64 %137, !136, !DIExpression(), !145)
  %138 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %132, !dbg !217
  store i8 %136, ptr %138, align 1, !dbg !218, !tbaa !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #5, !dbg !219
  store i256 %133, ptr %13, align 16, !dbg !219, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #5, !dbg !219
  store i256 10, ptr %14, align 16, !dbg !219, !tbaa !176
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %12, ptr noundef nonnull byval(i256) align 8 %13, ptr noundef nonnull byval(i256) align 8 %14), !dbg !219
  %139 = load i256, ptr %12, align 16, !dbg !219, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #5, !dbg !219
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #5, !dbg !219
    #dbg_value(i256 %139, !134, !DIExpression(), !145)
  %140 = icmp eq i256 %139, 0, !dbg !220
  %141 = add nuw i32 %131, 1, !dbg !220
  br i1 %140, label %142, label %130, !dbg !220, !llvm.loop !221

142:                                              ; preds = %130
    #dbg_value(i32 0, !137, !DIExpression(), !223)
  %143 = shl i64 %132, 32, !dbg !224
  %144 = ashr exact i64 %143, 32, !dbg !224
  %145 = zext i32 %131 to i64, !dbg !225
  %146 = icmp ult i32 %131, 8, !dbg !224
  br i1 %146, label %185, label %147, !dbg !224

147:                                              ; preds = %142
  %148 = icmp ult i32 %131, 32, !dbg !224
  br i1 %148, label %170, label %149, !dbg !224

149:                                              ; preds = %147
  %150 = and i64 %145, 4294967264, !dbg !224
  br label %151, !dbg !224

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %163, %151 ], !dbg !226
  %153 = sub nsw i64 %144, %152, !dbg !227
  %154 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %153, !dbg !228
  %155 = getelementptr inbounds i8, ptr %154, i64 -15, !dbg !228
  %156 = getelementptr inbounds i8, ptr %154, i64 -31, !dbg !228
  %157 = load <16 x i8>, ptr %155, align 1, !dbg !228, !tbaa !185
  %158 = shufflevector <16 x i8> %157, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !228
  %159 = load <16 x i8>, ptr %156, align 1, !dbg !228, !tbaa !185
  %160 = shufflevector <16 x i8> %159, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !228
  %161 = getelementptr inbounds i8, ptr %22, i64 %152, !dbg !229
  %162 = getelementptr inbounds i8, ptr %161, i64 16, !dbg !230
  store <16 x i8> %158, ptr %161, align 16, !dbg !230, !tbaa !185
  store <16 x i8> %160, ptr %162, align 16, !dbg !230, !tbaa !185
  %163 = add nuw i64 %152, 32, !dbg !226
  %164 = icmp eq i64 %163, %150, !dbg !226
  br i1 %164, label %165, label %151, !dbg !226, !llvm.loop !231

165:                                              ; preds = %151
  %166 = icmp eq i64 %150, %145, !dbg !224
  br i1 %166, label %195, label %167, !dbg !224

167:                                              ; preds = %165
  %168 = and i64 %145, 24, !dbg !224
  %169 = icmp eq i64 %168, 0, !dbg !224
  br i1 %169, label %185, label %170, !dbg !224

170:                                              ; preds = %147, %167
  %171 = phi i64 [ %150, %167 ], [ 0, %147 ]
  %172 = and i64 %145, 4294967288, !dbg !224
  %173 = getelementptr i8, ptr %8, i64 -7, !dbg !224
  br label %174, !dbg !224

174:                                              ; preds = %174, %170
  %175 = phi i64 [ %171, %170 ], [ %181, %174 ], !dbg !226
  %176 = sub nsw i64 %144, %175, !dbg !227
  %177 = getelementptr [90 x i8], ptr %173, i64 0, i64 %176, !dbg !228
  %178 = load <8 x i8>, ptr %177, align 1, !dbg !228, !tbaa !185
  %179 = shufflevector <8 x i8> %178, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !228
  %180 = getelementptr inbounds i8, ptr %22, i64 %175, !dbg !229
  store <8 x i8> %179, ptr %180, align 8, !dbg !230, !tbaa !185
  %181 = add nuw i64 %175, 8, !dbg !226
  %182 = icmp eq i64 %181, %172, !dbg !226
  br i1 %182, label %183, label %174, !dbg !226, !llvm.loop !233

183:                                              ; preds = %174
  %184 = icmp eq i64 %172, %145, !dbg !224
  br i1 %184, label %195, label %185, !dbg !224

185:                                              ; preds = %183, %142, %167
  %186 = phi i64 [ 0, %142 ], [ %150, %167 ], [ %172, %183 ]
  br label %187, !dbg !224

187:                                              ; preds = %185, %187
  %188 = phi i64 [ %193, %187 ], [ %186, %185 ]
    #dbg_value(i64 %188, !137, !DIExpression(), !223)
  %189 = sub nsw i64 %144, %188, !dbg !227
  %190 = getelementptr inbounds [90 x i8], ptr %8, i64 0, i64 %189, !dbg !228
  %191 = load i8, ptr %190, align 1, !dbg !228, !tbaa !185
  %192 = getelementptr inbounds i8, ptr %22, i64 %188, !dbg !229
  store i8 %191, ptr %192, align 1, !dbg !230, !tbaa !185
  %193 = add nuw nsw i64 %188, 1, !dbg !226
    #dbg_value(i64 %193, !137, !DIExpression(), !223)
  %194 = icmp eq i64 %193, %145, !dbg !225
  br i1 %194, label %195, label %187, !dbg !224, !llvm.loop !234

195:                                              ; preds = %187, %183, %165
  %196 = and i64 %137, 4294967295, !dbg !235
  %197 = getelementptr inbounds i8, ptr %22, i64 %196, !dbg !235
  store i8 0, ptr %197, align 1, !dbg !236, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %8) #5, !dbg !237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9), !dbg !238
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12), !dbg !238
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %22), !dbg !239
    #dbg_value(i256 1, !104, !DIExpression(), !151)
    #dbg_value(i32 1, !105, !DIExpression(), !240)
  br label %269, !dbg !241

199:                                              ; preds = %269
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !dbg !142
    #dbg_value(i256 %273, !134, !DIExpression(), !142)
    #dbg_value(ptr %22, !135, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 90, ptr nonnull %1) #5, !dbg !242
    #dbg_value(i32 0, !136, !DIExpression(), !142)
  br label %200, !dbg !243

200:                                              ; preds = %200, %199
  %201 = phi i32 [ %211, %200 ], [ 1, %199 ]
  %202 = phi i64 [ %207, %200 ], [ 0, %199 ]
  %203 = phi i256 [ %209, %200 ], [ %273, %199 ]
    #dbg_value(i64 %202, !136, !DIExpression(), !142)
    #dbg_value(i256 %203, !134, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !244
  store i256 %203, ptr %3, align 16, !dbg !244, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #5, !dbg !244
  store i256 10, ptr %4, align 16, !dbg !244, !tbaa !176
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %2, ptr noundef nonnull byval(i256) align 8 %3, ptr noundef nonnull byval(i256) align 8 %4), !dbg !244
  %204 = load i256, ptr %2, align 16, !dbg !244, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !244
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #5, !dbg !244
  %205 = trunc i256 %204 to i8, !dbg !245
  %206 = add i8 %205, 48, !dbg !246
  %207 = add nuw nsw i64 %202, 1, !dbg !247
    #dbg_value(i64 %207, !136, !DIExpression(), !142)
  %208 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %202, !dbg !248
  store i8 %206, ptr %208, align 1, !dbg !249, !tbaa !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #5, !dbg !250
  store i256 %203, ptr %6, align 16, !dbg !250, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #5, !dbg !250
  store i256 10, ptr %7, align 16, !dbg !250, !tbaa !176
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %5, ptr noundef nonnull byval(i256) align 8 %6, ptr noundef nonnull byval(i256) align 8 %7), !dbg !250
  %209 = load i256, ptr %5, align 16, !dbg !250, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #5, !dbg !250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #5, !dbg !250
    #dbg_value(i256 %209, !134, !DIExpression(), !142)
  %210 = icmp eq i256 %209, 0, !dbg !251
  %211 = add nuw i32 %201, 1, !dbg !251
  br i1 %210, label %212, label %200, !dbg !251, !llvm.loop !252

212:                                              ; preds = %200
    #dbg_value(i32 0, !137, !DIExpression(), !254)
  %213 = shl i64 %202, 32, !dbg !255
  %214 = ashr exact i64 %213, 32, !dbg !255
  %215 = zext i32 %201 to i64, !dbg !256
  %216 = icmp ult i32 %201, 8, !dbg !255
  br i1 %216, label %255, label %217, !dbg !255

217:                                              ; preds = %212
  %218 = icmp ult i32 %201, 32, !dbg !255
  br i1 %218, label %240, label %219, !dbg !255

219:                                              ; preds = %217
  %220 = and i64 %215, 4294967264, !dbg !255
  br label %221, !dbg !255

221:                                              ; preds = %221, %219
  %222 = phi i64 [ 0, %219 ], [ %233, %221 ], !dbg !257
  %223 = sub nsw i64 %214, %222, !dbg !258
  %224 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %223, !dbg !259
  %225 = getelementptr inbounds i8, ptr %224, i64 -15, !dbg !259
  %226 = getelementptr inbounds i8, ptr %224, i64 -31, !dbg !259
  %227 = load <16 x i8>, ptr %225, align 1, !dbg !259, !tbaa !185
  %228 = shufflevector <16 x i8> %227, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !259
  %229 = load <16 x i8>, ptr %226, align 1, !dbg !259, !tbaa !185
  %230 = shufflevector <16 x i8> %229, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !259
  %231 = getelementptr inbounds i8, ptr %22, i64 %222, !dbg !260
  %232 = getelementptr inbounds i8, ptr %231, i64 16, !dbg !261
  store <16 x i8> %228, ptr %231, align 16, !dbg !261, !tbaa !185
  store <16 x i8> %230, ptr %232, align 16, !dbg !261, !tbaa !185
  %233 = add nuw i64 %222, 32, !dbg !257
  %234 = icmp eq i64 %233, %220, !dbg !257
  br i1 %234, label %235, label %221, !dbg !257, !llvm.loop !262

235:                                              ; preds = %221
  %236 = icmp eq i64 %220, %215, !dbg !255
  br i1 %236, label %265, label %237, !dbg !255

237:                                              ; preds = %235
  %238 = and i64 %215, 24, !dbg !255
  %239 = icmp eq i64 %238, 0, !dbg !255
  br i1 %239, label %255, label %240, !dbg !255

240:                                              ; preds = %217, %237
  %241 = phi i64 [ %220, %237 ], [ 0, %217 ]
  %242 = and i64 %215, 4294967288, !dbg !255
  %243 = getelementptr i8, ptr %1, i64 -7, !dbg !255
  br label %244, !dbg !255

244:                                              ; preds = %244, %240
  %245 = phi i64 [ %241, %240 ], [ %251, %244 ], !dbg !257
  %246 = sub nsw i64 %214, %245, !dbg !258
  %247 = getelementptr [90 x i8], ptr %243, i64 0, i64 %246, !dbg !259
  %248 = load <8 x i8>, ptr %247, align 1, !dbg !259, !tbaa !185
  %249 = shufflevector <8 x i8> %248, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !259
  %250 = getelementptr inbounds i8, ptr %22, i64 %245, !dbg !260
  store <8 x i8> %249, ptr %250, align 8, !dbg !261, !tbaa !185
  %251 = add nuw i64 %245, 8, !dbg !257
  %252 = icmp eq i64 %251, %242, !dbg !257
  br i1 %252, label %253, label %244, !dbg !257, !llvm.loop !264

253:                                              ; preds = %244
  %254 = icmp eq i64 %242, %215, !dbg !255
  br i1 %254, label %265, label %255, !dbg !255

255:                                              ; preds = %253, %212, %237
  %256 = phi i64 [ 0, %212 ], [ %220, %237 ], [ %242, %253 ]
  br label %257, !dbg !255

257:                                              ; preds = %255, %257
  %258 = phi i64 [ %263, %257 ], [ %256, %255 ]
    #dbg_value(i64 %258, !137, !DIExpression(), !254)
  %259 = sub nsw i64 %214, %258, !dbg !258
  %260 = getelementptr inbounds [90 x i8], ptr %1, i64 0, i64 %259, !dbg !259
  %261 = load i8, ptr %260, align 1, !dbg !259, !tbaa !185
  %262 = getelementptr inbounds i8, ptr %22, i64 %258, !dbg !260
  store i8 %261, ptr %262, align 1, !dbg !261, !tbaa !185
  %263 = add nuw nsw i64 %258, 1, !dbg !257
    #dbg_value(i64 %263, !137, !DIExpression(), !254)
  %264 = icmp eq i64 %263, %215, !dbg !256
  br i1 %264, label %265, label %257, !dbg !255, !llvm.loop !265

265:                                              ; preds = %257, %253, %235
  %266 = and i64 %207, 4294967295, !dbg !266
  %267 = getelementptr inbounds i8, ptr %22, i64 %266, !dbg !266
  store i8 0, ptr %267, align 1, !dbg !267, !tbaa !185
  call void @llvm.lifetime.end.p0(i64 90, ptr nonnull %1) #5, !dbg !268
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !269
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !dbg !269
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %22), !dbg !270
    #dbg_value(i256 1, !107, !DIExpression(), !151)
    #dbg_value(i32 1, !108, !DIExpression(), !271)
  br label %325, !dbg !272

269:                                              ; preds = %195, %269
  %270 = phi i256 [ 1, %195 ], [ %273, %269 ]
  %271 = phi i32 [ 1, %195 ], [ %274, %269 ]
    #dbg_value(i256 %270, !104, !DIExpression(), !151)
    #dbg_value(i32 %271, !105, !DIExpression(), !240)
  %272 = zext nneg i32 %271 to i256, !dbg !273
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #5, !dbg !275
  store i256 %270, ptr %24, align 16, !dbg !275, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #5, !dbg !275
  store i256 %272, ptr %25, align 16, !dbg !275, !tbaa !176
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %23, ptr noundef nonnull byval(i256) align 8 %24, ptr noundef nonnull byval(i256) align 8 %25), !dbg !275
  %273 = load i256, ptr %23, align 16, !dbg !275, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #5, !dbg !275
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #5, !dbg !275
    #dbg_value(i256 %273, !104, !DIExpression(), !151)
  %274 = add nuw nsw i32 %271, 1, !dbg !276
    #dbg_value(i32 %274, !105, !DIExpression(), !240)
  %275 = icmp eq i32 %274, 58, !dbg !277
  br i1 %275, label %199, label %269, !dbg !241, !llvm.loop !278

276:                                              ; preds = %325
    #dbg_value(ptr @.str.5, !155, !DIExpression(), !280)
    #dbg_value(i256 %329, !162, !DIExpression(), !280)
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5), !dbg !282
    #dbg_value(i32 3, !163, !DIExpression(), !283)
  %278 = lshr i256 %329, 192, !dbg !284
  %279 = trunc nuw i256 %278 to i64, !dbg !285
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %279), !dbg !286
    #dbg_value(i32 2, !163, !DIExpression(), !283)
  %281 = lshr i256 %329, 128, !dbg !284
  %282 = trunc i256 %281 to i64, !dbg !285
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %282), !dbg !286
    #dbg_value(i32 1, !163, !DIExpression(), !283)
  %284 = lshr i256 %329, 64, !dbg !284
  %285 = trunc i256 %284 to i64, !dbg !285
  %286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %285), !dbg !286
    #dbg_value(i32 0, !163, !DIExpression(), !283)
  %287 = trunc i256 %329 to i64, !dbg !285
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %287), !dbg !286
    #dbg_value(i32 -1, !163, !DIExpression(), !283)
  %289 = call i32 @putchar(i32 10), !dbg !287
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29), !dbg !288
  store volatile i256 %273, ptr %29, align 16, !dbg !289, !tbaa !176, !DIAssignID !290
    #dbg_assign(i256 %273, !110, !DIExpression(), !290, ptr %29, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30), !dbg !288
  store volatile i256 94102778012703968913903738141677874, ptr %30, align 16, !dbg !291, !tbaa !176, !DIAssignID !292
    #dbg_assign(i256 94102778012703968913903738141677874, !112, !DIExpression(), !292, ptr %30, !DIExpression(), !151)
  %290 = load volatile i256, ptr %29, align 16, !dbg !293, !tbaa !176
  %291 = load volatile i256, ptr %30, align 16, !dbg !294, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #5, !dbg !295
  store i256 %290, ptr %32, align 16, !dbg !295, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %33) #5, !dbg !295
  store i256 %291, ptr %33, align 16, !dbg !295, !tbaa !176
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %31, ptr noundef nonnull byval(i256) align 8 %32, ptr noundef nonnull byval(i256) align 8 %33), !dbg !295
  %292 = load i256, ptr %31, align 16, !dbg !295, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #5, !dbg !295
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %33) #5, !dbg !295
    #dbg_value(i256 %292, !113, !DIExpression(), !151)
  %293 = load volatile i256, ptr %29, align 16, !dbg !296, !tbaa !176
  %294 = load volatile i256, ptr %30, align 16, !dbg !297, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #5, !dbg !298
  store i256 %293, ptr %35, align 16, !dbg !298, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #5, !dbg !298
  store i256 %294, ptr %36, align 16, !dbg !298, !tbaa !176
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %34, ptr noundef nonnull byval(i256) align 8 %35, ptr noundef nonnull byval(i256) align 8 %36), !dbg !298
  %295 = load i256, ptr %34, align 16, !dbg !298, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #5, !dbg !298
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #5, !dbg !298
    #dbg_value(i256 %295, !114, !DIExpression(), !151)
    #dbg_value(ptr @.str.6, !155, !DIExpression(), !299)
    #dbg_value(i256 %292, !162, !DIExpression(), !299)
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6), !dbg !301
    #dbg_value(i32 3, !163, !DIExpression(), !302)
  %297 = lshr i256 %292, 192, !dbg !303
  %298 = trunc nuw i256 %297 to i64, !dbg !304
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %298), !dbg !305
    #dbg_value(i32 2, !163, !DIExpression(), !302)
  %300 = lshr i256 %292, 128, !dbg !303
  %301 = trunc i256 %300 to i64, !dbg !304
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %301), !dbg !305
    #dbg_value(i32 1, !163, !DIExpression(), !302)
  %303 = lshr i256 %292, 64, !dbg !303
  %304 = trunc i256 %303 to i64, !dbg !304
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %304), !dbg !305
    #dbg_value(i32 0, !163, !DIExpression(), !302)
  %306 = trunc i256 %292 to i64, !dbg !304
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %306), !dbg !305
    #dbg_value(i32 -1, !163, !DIExpression(), !302)
    #dbg_value(ptr @.str.7, !155, !DIExpression(), !306)
    #dbg_value(i256 %295, !162, !DIExpression(), !306)
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7), !dbg !308
    #dbg_value(i32 3, !163, !DIExpression(), !309)
  %309 = lshr i256 %295, 192, !dbg !310
  %310 = trunc nuw i256 %309 to i64, !dbg !311
  %311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %310), !dbg !312
    #dbg_value(i32 2, !163, !DIExpression(), !309)
  %312 = lshr i256 %295, 128, !dbg !310
  %313 = trunc i256 %312 to i64, !dbg !311
  %314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %313), !dbg !312
    #dbg_value(i32 1, !163, !DIExpression(), !309)
  %315 = lshr i256 %295, 64, !dbg !310
  %316 = trunc i256 %315 to i64, !dbg !311
  %317 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %316), !dbg !312
    #dbg_value(i32 0, !163, !DIExpression(), !309)
  %318 = trunc i256 %295 to i64, !dbg !311
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %318), !dbg !312
    #dbg_value(i32 -1, !163, !DIExpression(), !309)
  %320 = load volatile i256, ptr %30, align 16, !dbg !313, !tbaa !176
  %321 = mul i256 %320, %292, !dbg !314
  %322 = add i256 %321, %295, !dbg !315
  %323 = load volatile i256, ptr %29, align 16, !dbg !316, !tbaa !176
  %324 = icmp eq i256 %322, %323, !dbg !317
  br i1 %324, label %332, label %336, !dbg !318

325:                                              ; preds = %265, %325
  %326 = phi i256 [ 1, %265 ], [ %329, %325 ]
  %327 = phi i32 [ 1, %265 ], [ %330, %325 ]
    #dbg_value(i256 %326, !107, !DIExpression(), !151)
    #dbg_value(i32 %327, !108, !DIExpression(), !271)
  %328 = zext nneg i32 %327 to i256, !dbg !319
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #5, !dbg !321
  store i256 %326, ptr %27, align 16, !dbg !321, !tbaa !176
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #5, !dbg !321
  store i256 %328, ptr %28, align 16, !dbg !321, !tbaa !176
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %26, ptr noundef nonnull byval(i256) align 8 %27, ptr noundef nonnull byval(i256) align 8 %28), !dbg !321
  %329 = load i256, ptr %26, align 16, !dbg !321, !tbaa !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #5, !dbg !321
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #5, !dbg !321
    #dbg_value(i256 %329, !107, !DIExpression(), !151)
  %330 = add nuw nsw i32 %327, 1, !dbg !322
    #dbg_value(i32 %330, !108, !DIExpression(), !271)
  %331 = icmp eq i32 %330, 101, !dbg !323
  br i1 %331, label %276, label %325, !dbg !272, !llvm.loop !324

332:                                              ; preds = %276
  %333 = load volatile i256, ptr %30, align 16, !dbg !326, !tbaa !176
  %334 = icmp ult i256 %295, %333, !dbg !327
  %335 = zext i1 %334 to i32, !dbg !318
  br label %336

336:                                              ; preds = %332, %276
  %337 = phi i32 [ 0, %276 ], [ %335, %332 ], !dbg !151
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %337), !dbg !328
    #dbg_value(i32 0, !115, !DIExpression(), !151)
    #dbg_value(i32 0, !116, !DIExpression(), !329)
  br label %393, !dbg !330

339:                                              ; preds = %393
  %340 = trunc i256 %273 to i200, !dbg !331
  %341 = sdiv i200 %340, -1000003, !dbg !332
  %342 = sext i200 %341 to i256, !dbg !333
    #dbg_value(i256 %342, !122, !DIExpression(), !151)
    #dbg_value(i256 -7, !123, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #5, !dbg !334
  store i256 %342, ptr %38, align 16, !dbg !334, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #5, !dbg !334
  store i256 -7, ptr %39, align 16, !dbg !334, !tbaa !335
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %37, ptr noundef nonnull byval(i256) align 8 %38, ptr noundef nonnull byval(i256) align 8 %39), !dbg !334
  %343 = load i256, ptr %37, align 16, !dbg !334, !tbaa !335
  %344 = trunc i256 %343 to i200, !dbg !334
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #5, !dbg !334
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #5, !dbg !334
  %345 = icmp sgt i200 %344, 0, !dbg !337
  %346 = select i1 %345, ptr @.str.12, ptr @.str.13, !dbg !334
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %346), !dbg !338
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #5, !dbg !339
  store i256 %342, ptr %41, align 16, !dbg !339, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #5, !dbg !339
  store i256 -7, ptr %42, align 16, !dbg !339, !tbaa !335
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %40, ptr noundef nonnull byval(i256) align 8 %41, ptr noundef nonnull byval(i256) align 8 %42), !dbg !339
  %348 = load i256, ptr %40, align 16, !dbg !339, !tbaa !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #5, !dbg !339
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #5, !dbg !339
    #dbg_value(i256 poison, !124, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #5, !dbg !340
  store i256 %342, ptr %44, align 16, !dbg !340, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %45) #5, !dbg !340
  store i256 -7, ptr %45, align 16, !dbg !340, !tbaa !335
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %43, ptr noundef nonnull byval(i256) align 8 %44, ptr noundef nonnull byval(i256) align 8 %45), !dbg !340
  %349 = load i256, ptr %43, align 16, !dbg !340, !tbaa !335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #5, !dbg !340
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %45) #5, !dbg !340
    #dbg_value(i256 poison, !125, !DIExpression(), !151)
    #dbg_value(ptr @.str.14, !155, !DIExpression(), !341)
    #dbg_value(i256 poison, !162, !DIExpression(), !341)
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14), !dbg !343
    #dbg_value(i32 3, !163, !DIExpression(), !344)
  %351 = lshr i256 %348, 192, !dbg !345
  %352 = trunc nuw i256 %351 to i64, !dbg !346
  %353 = and i64 %352, 255, !dbg !346
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %353), !dbg !347
    #dbg_value(i32 2, !163, !DIExpression(), !344)
  %355 = lshr i256 %348, 128, !dbg !345
  %356 = trunc i256 %355 to i64, !dbg !346
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %356), !dbg !347
    #dbg_value(i32 1, !163, !DIExpression(), !344)
  %358 = lshr i256 %348, 64, !dbg !345
  %359 = trunc i256 %358 to i64, !dbg !346
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %359), !dbg !347
    #dbg_value(i32 0, !163, !DIExpression(), !344)
  %361 = trunc i256 %348 to i64, !dbg !346
  %362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %361), !dbg !347
    #dbg_value(i32 -1, !163, !DIExpression(), !344)
    #dbg_value(ptr @.str.15, !155, !DIExpression(), !348)
    #dbg_value(i256 poison, !162, !DIExpression(), !348)
  %363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.15), !dbg !350
    #dbg_value(i32 3, !163, !DIExpression(), !351)
  %364 = lshr i256 %349, 192, !dbg !352
  %365 = trunc nuw i256 %364 to i64, !dbg !353
  %366 = and i64 %365, 255, !dbg !353
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %366), !dbg !354
    #dbg_value(i32 2, !163, !DIExpression(), !351)
  %368 = lshr i256 %349, 128, !dbg !352
  %369 = trunc i256 %368 to i64, !dbg !353
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %369), !dbg !354
    #dbg_value(i32 1, !163, !DIExpression(), !351)
  %371 = lshr i256 %349, 64, !dbg !352
  %372 = trunc i256 %371 to i64, !dbg !353
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %372), !dbg !354
    #dbg_value(i32 0, !163, !DIExpression(), !351)
  %374 = trunc i256 %349 to i64, !dbg !353
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %374), !dbg !354
    #dbg_value(i32 -1, !163, !DIExpression(), !351)
  %376 = call i32 @putchar(i32 10), !dbg !355
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #5, !dbg !356
  store i256 %342, ptr %47, align 16, !dbg !356, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #5, !dbg !356
  store i256 -7, ptr %48, align 16, !dbg !356, !tbaa !335
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %46, ptr noundef nonnull byval(i256) align 8 %47, ptr noundef nonnull byval(i256) align 8 %48), !dbg !356
  %377 = load i256, ptr %46, align 16, !dbg !356, !tbaa !335
  %378 = trunc i256 %377 to i200, !dbg !356
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #5, !dbg !356
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #5, !dbg !356
  %379 = mul nsw i200 %378, -7, !dbg !357
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #5, !dbg !358
  store i256 %342, ptr %50, align 16, !dbg !358, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #5, !dbg !358
  store i256 -7, ptr %51, align 16, !dbg !358, !tbaa !335
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %49, ptr noundef nonnull byval(i256) align 8 %50, ptr noundef nonnull byval(i256) align 8 %51), !dbg !358
  %380 = load i256, ptr %49, align 16, !dbg !358, !tbaa !335
  %381 = trunc i256 %380 to i200, !dbg !358
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #5, !dbg !358
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #5, !dbg !358
  %382 = add nsw i200 %379, %381, !dbg !359
    #dbg_value(i200 %382, !126, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !151)
  %383 = icmp eq i200 %382, %341, !dbg !360
  %384 = zext i1 %383 to i32, !dbg !360
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #5, !dbg !361
  store i256 %342, ptr %53, align 16, !dbg !361, !tbaa !335
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #5, !dbg !361
  store i256 -7, ptr %54, align 16, !dbg !361, !tbaa !335
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %52, ptr noundef nonnull byval(i256) align 8 %53, ptr noundef nonnull byval(i256) align 8 %54), !dbg !361
  %385 = load i256, ptr %52, align 16, !dbg !361, !tbaa !335
  %386 = trunc i256 %385 to i200, !dbg !361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #5, !dbg !361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #5, !dbg !361
  %387 = icmp slt i200 %386, 1, !dbg !362
  %388 = zext i1 %387 to i32, !dbg !362
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %384, i32 noundef %388), !dbg !363
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0), !dbg !364
  %391 = urem i256 %273, 97, !dbg !365
  %392 = trunc nuw nsw i256 %391 to i32, !dbg !365
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30), !dbg !366
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29), !dbg !366
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %22) #5, !dbg !366
  ret i32 %392, !dbg !367

393:                                              ; preds = %336, %393
  %394 = phi i32 [ 0, %336 ], [ %411, %393 ]
    #dbg_value(i32 poison, !115, !DIExpression(), !151)
    #dbg_value(i32 %394, !116, !DIExpression(), !329)
  %395 = zext nneg i32 %394 to i256, !dbg !368
  %396 = shl i256 38597363079105398474523661669562635951089994888546854679819194669304376546645, %395, !dbg !368
    #dbg_value(i256 %396, !118, !DIExpression(), !369)
  %397 = lshr i256 -1, %395, !dbg !370
    #dbg_value(i256 %397, !121, !DIExpression(), !369)
    #dbg_value(!DIArgList(i32 poison, i1 poison), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !151)
  %398 = xor i256 %396, %397, !dbg !371
    #dbg_value(ptr poison, !155, !DIExpression(), !372)
    #dbg_value(i256 %398, !162, !DIExpression(), !372)
    #dbg_value(i32 3, !163, !DIExpression(), !374)
  %399 = lshr i256 %398, 192, !dbg !375
  %400 = trunc nuw i256 %399 to i64, !dbg !376
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %400), !dbg !377
    #dbg_value(i32 2, !163, !DIExpression(), !374)
  %402 = lshr i256 %398, 128, !dbg !375
  %403 = trunc i256 %402 to i64, !dbg !376
  %404 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %403), !dbg !377
    #dbg_value(i32 1, !163, !DIExpression(), !374)
  %405 = lshr i256 %398, 64, !dbg !375
  %406 = trunc i256 %405 to i64, !dbg !376
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %406), !dbg !377
    #dbg_value(i32 0, !163, !DIExpression(), !374)
  %408 = trunc i256 %398 to i64, !dbg !376
  %409 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %408), !dbg !377
    #dbg_value(i32 -1, !163, !DIExpression(), !374)
  %410 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %394), !dbg !378
  %411 = add nuw nsw i32 %394, 17, !dbg !379
    #dbg_value(i32 %411, !116, !DIExpression(), !329)
  %412 = icmp ult i32 %394, 239, !dbg !380
  br i1 %412, label %393, label %339, !dbg !330, !llvm.loop !381
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !383 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 !dbg !388 {
  %4 = load i256, ptr %1, align 8, !tbaa !176
  %5 = load i256, ptr %2, align 8, !tbaa !176
    #dbg_value(i256 %4, !392, !DIExpression(), !394)
    #dbg_value(i256 %5, !393, !DIExpression(), !394)
  %6 = mul i256 %5, %4, !dbg !395
  store i256 %6, ptr %0, align 8, !dbg !396, !tbaa !176
  ret void, !dbg !396
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 !dbg !397 {
  %4 = load i256, ptr %1, align 8, !tbaa !176
  %5 = load i256, ptr %2, align 8, !tbaa !176
    #dbg_value(i256 %4, !399, !DIExpression(), !401)
    #dbg_value(i256 %5, !400, !DIExpression(), !401)
  %6 = udiv i256 %4, %5, !dbg !402
  store i256 %6, ptr %0, align 8, !dbg !403, !tbaa !176
  ret void, !dbg !403
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @urem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 !dbg !404 {
  %4 = load i256, ptr %1, align 8, !tbaa !176
  %5 = load i256, ptr %2, align 8, !tbaa !176
    #dbg_value(i256 %4, !406, !DIExpression(), !408)
    #dbg_value(i256 %5, !407, !DIExpression(), !408)
  %6 = urem i256 %4, %5, !dbg !409
  store i256 %6, ptr %0, align 8, !dbg !410, !tbaa !176
  ret void, !dbg !410
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 !dbg !411 {
  %4 = load i256, ptr %1, align 8, !tbaa !335
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !335
  %7 = trunc i256 %6 to i200
    #dbg_value(i200 %5, !415, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !417)
    #dbg_value(i200 %7, !416, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !417)
  %8 = sdiv i200 %5, %7, !dbg !418
  %9 = sext i200 %8 to i256, !dbg !419
  store i256 %9, ptr %0, align 8, !dbg !419, !tbaa !335
  ret void, !dbg !419
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #3 !dbg !420 {
  %4 = load i256, ptr %1, align 8, !tbaa !335
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !335
  %7 = trunc i256 %6 to i200
    #dbg_value(i200 %5, !422, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !424)
    #dbg_value(i200 %7, !423, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !424)
  %8 = srem i200 %5, %7, !dbg !425
  %9 = sext i200 %8 to i256, !dbg !426
  store i256 %9, ptr %0, align 8, !dbg !426, !tbaa !335
  ret void, !dbg !426
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!68}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_256_wide.c", directory: ".", checksumkind: CSK_MD5, checksum: "bee804a6e3688918058b0fe85b8565be")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 18)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 3)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 8)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 11)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 2)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 5)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !52, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 31)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !33, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !23, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !33, isLocal: true, isDefinition: true)
!68 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !69, globals: !77, splitDebugInlining: false, nameTableKind: None)
!69 = !{!70, !72, !74, !75, !76, !4}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "u256", file: !2, line: 9, baseType: !71)
!71 = !DIBasicType(name: "unsigned _BitInt", size: 256, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "s200", file: !2, line: 10, baseType: !73)
!73 = !DIBasicType(name: "_BitInt", size: 256, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "u200", file: !2, line: 11, baseType: !71)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!77 = !{!0, !78, !7, !12, !14, !16, !21, !26, !31, !80, !36, !38, !43, !48, !50, !55, !57, !62, !64, !66}
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !45, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 1)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !94, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!75}
!96 = !{!97, !101, !102, !103, !104, !105, !107, !108, !110, !112, !113, !114, !115, !116, !118, !121, !122, !123, !124, !125, !126}
!97 = !DILocalVariable(name: "buf", scope: !93, file: !2, line: 31, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 100)
!101 = !DILocalVariable(name: "one", scope: !93, file: !2, line: 32, type: !70)
!102 = !DILocalVariable(name: "p255", scope: !93, file: !2, line: 32, type: !70)
!103 = !DILocalVariable(name: "max", scope: !93, file: !2, line: 32, type: !70)
!104 = !DILocalVariable(name: "f", scope: !93, file: !2, line: 36, type: !70)
!105 = !DILocalVariable(name: "k", scope: !106, file: !2, line: 37, type: !75)
!106 = distinct !DILexicalBlock(scope: !93, file: !2, line: 37, column: 5)
!107 = !DILocalVariable(name: "g", scope: !93, file: !2, line: 39, type: !70)
!108 = !DILocalVariable(name: "k", scope: !109, file: !2, line: 40, type: !75)
!109 = distinct !DILexicalBlock(scope: !93, file: !2, line: 40, column: 5)
!110 = !DILocalVariable(name: "a", scope: !93, file: !2, line: 43, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !70)
!112 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 43, type: !111)
!113 = !DILocalVariable(name: "q", scope: !93, file: !2, line: 44, type: !70)
!114 = !DILocalVariable(name: "r", scope: !93, file: !2, line: 44, type: !70)
!115 = !DILocalVariable(name: "bad", scope: !93, file: !2, line: 47, type: !75)
!116 = !DILocalVariable(name: "s", scope: !117, file: !2, line: 48, type: !75)
!117 = distinct !DILexicalBlock(scope: !93, file: !2, line: 48, column: 5)
!118 = !DILocalVariable(name: "x", scope: !119, file: !2, line: 49, type: !70)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 48, column: 39)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 48, column: 5)
!121 = !DILocalVariable(name: "y", scope: !119, file: !2, line: 49, type: !70)
!122 = !DILocalVariable(name: "sv", scope: !93, file: !2, line: 54, type: !72)
!123 = !DILocalVariable(name: "d", scope: !93, file: !2, line: 55, type: !72)
!124 = !DILocalVariable(name: "uq", scope: !93, file: !2, line: 57, type: !74)
!125 = !DILocalVariable(name: "ur", scope: !93, file: !2, line: 57, type: !74)
!126 = !DILocalVariable(name: "back", scope: !93, file: !2, line: 59, type: !72)
!127 = distinct !DIAssignID()
!128 = !DILocalVariable(name: "t", scope: !129, file: !2, line: 23, type: !139)
!129 = distinct !DISubprogram(name: "dec", scope: !2, file: !2, line: 22, type: !130, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !133)
!130 = !DISubroutineType(types: !131)
!131 = !{!132, !70, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!133 = !{!134, !135, !128, !136, !137}
!134 = !DILocalVariable(name: "v", arg: 1, scope: !129, file: !2, line: 22, type: !70)
!135 = !DILocalVariable(name: "out", arg: 2, scope: !129, file: !2, line: 22, type: !132)
!136 = !DILocalVariable(name: "n", scope: !129, file: !2, line: 23, type: !75)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 25, type: !75)
!138 = distinct !DILexicalBlock(scope: !129, file: !2, line: 25, column: 5)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 720, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 90)
!142 = !DILocation(line: 0, scope: !129, inlinedAt: !143)
!143 = distinct !DILocation(line: 38, column: 28, scope: !93)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !129, inlinedAt: !146)
!146 = distinct !DILocation(line: 35, column: 28, scope: !93)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 0, scope: !129, inlinedAt: !149)
!149 = distinct !DILocation(line: 34, column: 28, scope: !93)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !93)
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 31, column: 5, scope: !93)
!155 = !DILocalVariable(name: "t", arg: 1, scope: !156, file: !2, line: 13, type: !159)
!156 = distinct !DISubprogram(name: "phex", scope: !2, file: !2, line: 13, type: !157, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !161)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !70}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!161 = !{!155, !162, !163}
!162 = !DILocalVariable(name: "v", arg: 2, scope: !156, file: !2, line: 13, type: !70)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 15, type: !75)
!164 = distinct !DILexicalBlock(scope: !156, file: !2, line: 15, column: 5)
!165 = !DILocation(line: 0, scope: !156, inlinedAt: !166)
!166 = distinct !DILocation(line: 33, column: 5, scope: !93)
!167 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !166)
!168 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!169 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !166)
!170 = distinct !DILexicalBlock(scope: !164, file: !2, line: 15, column: 5)
!171 = !DILocation(line: 33, column: 27, scope: !93)
!172 = !DILocation(line: 23, column: 5, scope: !129, inlinedAt: !149)
!173 = !DILocation(line: 24, column: 5, scope: !129, inlinedAt: !149)
!174 = !DILocation(line: 24, column: 37, scope: !175, inlinedAt: !149)
!175 = distinct !DILexicalBlock(scope: !129, file: !2, line: 24, column: 8)
!176 = !{!177, !177, i64 0}
!177 = !{!"_BitInt(256)", !178, i64 0}
!178 = !{!"omnipotent char", !179, i64 0}
!179 = !{!"Simple C/C++ TBAA"}
!180 = !DILocation(line: 24, column: 32, scope: !175, inlinedAt: !149)
!181 = !DILocation(line: 24, column: 30, scope: !175, inlinedAt: !149)
!182 = !DILocation(line: 24, column: 13, scope: !175, inlinedAt: !149)
!183 = !DILocation(line: 24, column: 10, scope: !175, inlinedAt: !149)
!184 = !DILocation(line: 24, column: 17, scope: !175, inlinedAt: !149)
!185 = !{!178, !178, i64 0}
!186 = !DILocation(line: 24, column: 58, scope: !175, inlinedAt: !149)
!187 = !DILocation(line: 24, column: 74, scope: !175, inlinedAt: !149)
!188 = distinct !{!188, !173, !189, !190}
!189 = !DILocation(line: 24, column: 84, scope: !129, inlinedAt: !149)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 0, scope: !138, inlinedAt: !149)
!192 = !DILocation(line: 25, column: 5, scope: !138, inlinedAt: !149)
!193 = !DILocation(line: 25, column: 23, scope: !194, inlinedAt: !149)
!194 = distinct !DILexicalBlock(scope: !138, file: !2, line: 25, column: 5)
!195 = !DILocation(line: 25, column: 29, scope: !194, inlinedAt: !149)
!196 = !DILocation(line: 25, column: 50, scope: !194, inlinedAt: !149)
!197 = !DILocation(line: 25, column: 42, scope: !194, inlinedAt: !149)
!198 = !DILocation(line: 25, column: 33, scope: !194, inlinedAt: !149)
!199 = !DILocation(line: 25, column: 40, scope: !194, inlinedAt: !149)
!200 = distinct !{!200, !192, !201, !190, !202, !203}
!201 = !DILocation(line: 25, column: 53, scope: !138, inlinedAt: !149)
!202 = !{!"llvm.loop.isvectorized", i32 1}
!203 = !{!"llvm.loop.unroll.runtime.disable"}
!204 = distinct !{!204, !192, !201, !190, !202, !203}
!205 = distinct !{!205, !192, !201, !190, !203, !202}
!206 = !DILocation(line: 26, column: 5, scope: !129, inlinedAt: !149)
!207 = !DILocation(line: 26, column: 12, scope: !129, inlinedAt: !149)
!208 = !DILocation(line: 28, column: 1, scope: !129, inlinedAt: !149)
!209 = !DILocation(line: 27, column: 5, scope: !129, inlinedAt: !149)
!210 = !DILocation(line: 34, column: 5, scope: !93)
!211 = !DILocation(line: 23, column: 5, scope: !129, inlinedAt: !146)
!212 = !DILocation(line: 24, column: 5, scope: !129, inlinedAt: !146)
!213 = !DILocation(line: 24, column: 37, scope: !175, inlinedAt: !146)
!214 = !DILocation(line: 24, column: 32, scope: !175, inlinedAt: !146)
!215 = !DILocation(line: 24, column: 30, scope: !175, inlinedAt: !146)
!216 = !DILocation(line: 24, column: 13, scope: !175, inlinedAt: !146)
!217 = !DILocation(line: 24, column: 10, scope: !175, inlinedAt: !146)
!218 = !DILocation(line: 24, column: 17, scope: !175, inlinedAt: !146)
!219 = !DILocation(line: 24, column: 58, scope: !175, inlinedAt: !146)
!220 = !DILocation(line: 24, column: 74, scope: !175, inlinedAt: !146)
!221 = distinct !{!221, !212, !222, !190}
!222 = !DILocation(line: 24, column: 84, scope: !129, inlinedAt: !146)
!223 = !DILocation(line: 0, scope: !138, inlinedAt: !146)
!224 = !DILocation(line: 25, column: 5, scope: !138, inlinedAt: !146)
!225 = !DILocation(line: 25, column: 23, scope: !194, inlinedAt: !146)
!226 = !DILocation(line: 25, column: 29, scope: !194, inlinedAt: !146)
!227 = !DILocation(line: 25, column: 50, scope: !194, inlinedAt: !146)
!228 = !DILocation(line: 25, column: 42, scope: !194, inlinedAt: !146)
!229 = !DILocation(line: 25, column: 33, scope: !194, inlinedAt: !146)
!230 = !DILocation(line: 25, column: 40, scope: !194, inlinedAt: !146)
!231 = distinct !{!231, !224, !232, !190, !202, !203}
!232 = !DILocation(line: 25, column: 53, scope: !138, inlinedAt: !146)
!233 = distinct !{!233, !224, !232, !190, !202, !203}
!234 = distinct !{!234, !224, !232, !190, !203, !202}
!235 = !DILocation(line: 26, column: 5, scope: !129, inlinedAt: !146)
!236 = !DILocation(line: 26, column: 12, scope: !129, inlinedAt: !146)
!237 = !DILocation(line: 28, column: 1, scope: !129, inlinedAt: !146)
!238 = !DILocation(line: 27, column: 5, scope: !129, inlinedAt: !146)
!239 = !DILocation(line: 35, column: 5, scope: !93)
!240 = !DILocation(line: 0, scope: !106)
!241 = !DILocation(line: 37, column: 5, scope: !106)
!242 = !DILocation(line: 23, column: 5, scope: !129, inlinedAt: !143)
!243 = !DILocation(line: 24, column: 5, scope: !129, inlinedAt: !143)
!244 = !DILocation(line: 24, column: 37, scope: !175, inlinedAt: !143)
!245 = !DILocation(line: 24, column: 32, scope: !175, inlinedAt: !143)
!246 = !DILocation(line: 24, column: 30, scope: !175, inlinedAt: !143)
!247 = !DILocation(line: 24, column: 13, scope: !175, inlinedAt: !143)
!248 = !DILocation(line: 24, column: 10, scope: !175, inlinedAt: !143)
!249 = !DILocation(line: 24, column: 17, scope: !175, inlinedAt: !143)
!250 = !DILocation(line: 24, column: 58, scope: !175, inlinedAt: !143)
!251 = !DILocation(line: 24, column: 74, scope: !175, inlinedAt: !143)
!252 = distinct !{!252, !243, !253, !190}
!253 = !DILocation(line: 24, column: 84, scope: !129, inlinedAt: !143)
!254 = !DILocation(line: 0, scope: !138, inlinedAt: !143)
!255 = !DILocation(line: 25, column: 5, scope: !138, inlinedAt: !143)
!256 = !DILocation(line: 25, column: 23, scope: !194, inlinedAt: !143)
!257 = !DILocation(line: 25, column: 29, scope: !194, inlinedAt: !143)
!258 = !DILocation(line: 25, column: 50, scope: !194, inlinedAt: !143)
!259 = !DILocation(line: 25, column: 42, scope: !194, inlinedAt: !143)
!260 = !DILocation(line: 25, column: 33, scope: !194, inlinedAt: !143)
!261 = !DILocation(line: 25, column: 40, scope: !194, inlinedAt: !143)
!262 = distinct !{!262, !255, !263, !190, !202, !203}
!263 = !DILocation(line: 25, column: 53, scope: !138, inlinedAt: !143)
!264 = distinct !{!264, !255, !263, !190, !202, !203}
!265 = distinct !{!265, !255, !263, !190, !203, !202}
!266 = !DILocation(line: 26, column: 5, scope: !129, inlinedAt: !143)
!267 = !DILocation(line: 26, column: 12, scope: !129, inlinedAt: !143)
!268 = !DILocation(line: 28, column: 1, scope: !129, inlinedAt: !143)
!269 = !DILocation(line: 27, column: 5, scope: !129, inlinedAt: !143)
!270 = !DILocation(line: 38, column: 5, scope: !93)
!271 = !DILocation(line: 0, scope: !109)
!272 = !DILocation(line: 40, column: 5, scope: !109)
!273 = !DILocation(line: 37, column: 49, scope: !274)
!274 = distinct !DILexicalBlock(scope: !106, file: !2, line: 37, column: 5)
!275 = !DILocation(line: 37, column: 39, scope: !274)
!276 = !DILocation(line: 37, column: 31, scope: !274)
!277 = !DILocation(line: 37, column: 23, scope: !274)
!278 = distinct !{!278, !241, !279, !190}
!279 = !DILocation(line: 37, column: 56, scope: !106)
!280 = !DILocation(line: 0, scope: !156, inlinedAt: !281)
!281 = distinct !DILocation(line: 41, column: 5, scope: !93)
!282 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !281)
!283 = !DILocation(line: 0, scope: !164, inlinedAt: !281)
!284 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !281)
!285 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !281)
!286 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !281)
!287 = !DILocation(line: 41, column: 35, scope: !93)
!288 = !DILocation(line: 43, column: 5, scope: !93)
!289 = !DILocation(line: 43, column: 19, scope: !93)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 43, column: 26, scope: !93)
!292 = distinct !DIAssignID()
!293 = !DILocation(line: 44, column: 22, scope: !93)
!294 = !DILocation(line: 44, column: 25, scope: !93)
!295 = !DILocation(line: 44, column: 14, scope: !93)
!296 = !DILocation(line: 44, column: 41, scope: !93)
!297 = !DILocation(line: 44, column: 44, scope: !93)
!298 = !DILocation(line: 44, column: 33, scope: !93)
!299 = !DILocation(line: 0, scope: !156, inlinedAt: !300)
!300 = distinct !DILocation(line: 45, column: 5, scope: !93)
!301 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !300)
!302 = !DILocation(line: 0, scope: !164, inlinedAt: !300)
!303 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !300)
!304 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !300)
!305 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !300)
!306 = !DILocation(line: 0, scope: !156, inlinedAt: !307)
!307 = distinct !DILocation(line: 45, column: 20, scope: !93)
!308 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !307)
!309 = !DILocation(line: 0, scope: !164, inlinedAt: !307)
!310 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !307)
!311 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !307)
!312 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !307)
!313 = !DILocation(line: 45, column: 59, scope: !93)
!314 = !DILocation(line: 45, column: 57, scope: !93)
!315 = !DILocation(line: 45, column: 61, scope: !93)
!316 = !DILocation(line: 45, column: 68, scope: !93)
!317 = !DILocation(line: 45, column: 65, scope: !93)
!318 = !DILocation(line: 45, column: 70, scope: !93)
!319 = !DILocation(line: 40, column: 50, scope: !320)
!320 = distinct !DILexicalBlock(scope: !109, file: !2, line: 40, column: 5)
!321 = !DILocation(line: 40, column: 40, scope: !320)
!322 = !DILocation(line: 40, column: 32, scope: !320)
!323 = !DILocation(line: 40, column: 23, scope: !320)
!324 = distinct !{!324, !272, !325, !190}
!325 = !DILocation(line: 40, column: 57, scope: !109)
!326 = !DILocation(line: 45, column: 77, scope: !93)
!327 = !DILocation(line: 45, column: 75, scope: !93)
!328 = !DILocation(line: 45, column: 36, scope: !93)
!329 = !DILocation(line: 0, scope: !117)
!330 = !DILocation(line: 48, column: 5, scope: !117)
!331 = !DILocation(line: 54, column: 16, scope: !93)
!332 = !DILocation(line: 54, column: 24, scope: !93)
!333 = !DILocation(line: 54, column: 10, scope: !93)
!334 = !DILocation(line: 56, column: 26, scope: !93)
!335 = !{!336, !336, i64 0}
!336 = !{!"_BitInt(200)", !178, i64 0}
!337 = !DILocation(line: 56, column: 41, scope: !93)
!338 = !DILocation(line: 56, column: 5, scope: !93)
!339 = !DILocation(line: 57, column: 21, scope: !93)
!340 = !DILocation(line: 57, column: 48, scope: !93)
!341 = !DILocation(line: 0, scope: !156, inlinedAt: !342)
!342 = distinct !DILocation(line: 58, column: 5, scope: !93)
!343 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !342)
!344 = !DILocation(line: 0, scope: !164, inlinedAt: !342)
!345 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !342)
!346 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !342)
!347 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !342)
!348 = !DILocation(line: 0, scope: !156, inlinedAt: !349)
!349 = distinct !DILocation(line: 58, column: 29, scope: !93)
!350 = !DILocation(line: 14, column: 5, scope: !156, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !164, inlinedAt: !349)
!352 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !349)
!353 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !349)
!354 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !349)
!355 = !DILocation(line: 58, column: 53, scope: !93)
!356 = !DILocation(line: 59, column: 17, scope: !93)
!357 = !DILocation(line: 59, column: 32, scope: !93)
!358 = !DILocation(line: 59, column: 38, scope: !93)
!359 = !DILocation(line: 59, column: 36, scope: !93)
!360 = !DILocation(line: 60, column: 52, scope: !93)
!361 = !DILocation(line: 60, column: 59, scope: !93)
!362 = !DILocation(line: 60, column: 74, scope: !93)
!363 = !DILocation(line: 60, column: 5, scope: !93)
!364 = !DILocation(line: 61, column: 5, scope: !93)
!365 = !DILocation(line: 62, column: 12, scope: !93)
!366 = !DILocation(line: 63, column: 1, scope: !93)
!367 = !DILocation(line: 62, column: 5, scope: !93)
!368 = !DILocation(line: 49, column: 28, scope: !119)
!369 = !DILocation(line: 0, scope: !119)
!370 = !DILocation(line: 49, column: 42, scope: !119)
!371 = !DILocation(line: 51, column: 20, scope: !119)
!372 = !DILocation(line: 0, scope: !156, inlinedAt: !373)
!373 = distinct !DILocation(line: 51, column: 9, scope: !119)
!374 = !DILocation(line: 0, scope: !164, inlinedAt: !373)
!375 = !DILocation(line: 15, column: 75, scope: !170, inlinedAt: !373)
!376 = !DILocation(line: 15, column: 52, scope: !170, inlinedAt: !373)
!377 = !DILocation(line: 15, column: 34, scope: !170, inlinedAt: !373)
!378 = !DILocation(line: 51, column: 26, scope: !119)
!379 = !DILocation(line: 48, column: 32, scope: !120)
!380 = !DILocation(line: 48, column: 23, scope: !120)
!381 = distinct !{!381, !330, !382, !190}
!382 = !DILocation(line: 52, column: 5, scope: !117)
!383 = !DISubprogram(name: "printf", scope: !384, file: !384, line: 356, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!384 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!385 = !DISubroutineType(types: !386)
!386 = !{!75, !387, null}
!387 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!388 = distinct !DISubprogram(name: "mul256", scope: !2, file: !2, line: 19, type: !389, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !391)
!389 = !DISubroutineType(types: !390)
!390 = !{!70, !70, !70}
!391 = !{!392, !393}
!392 = !DILocalVariable(name: "a", arg: 1, scope: !388, file: !2, line: 19, type: !70)
!393 = !DILocalVariable(name: "b", arg: 2, scope: !388, file: !2, line: 19, type: !70)
!394 = !DILocation(line: 0, scope: !388)
!395 = !DILocation(line: 19, column: 73, scope: !388)
!396 = !DILocation(line: 19, column: 64, scope: !388)
!397 = distinct !DISubprogram(name: "udiv256", scope: !2, file: !2, line: 17, type: !389, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !398)
!398 = !{!399, !400}
!399 = !DILocalVariable(name: "a", arg: 1, scope: !397, file: !2, line: 17, type: !70)
!400 = !DILocalVariable(name: "b", arg: 2, scope: !397, file: !2, line: 17, type: !70)
!401 = !DILocation(line: 0, scope: !397)
!402 = !DILocation(line: 17, column: 74, scope: !397)
!403 = !DILocation(line: 17, column: 65, scope: !397)
!404 = distinct !DISubprogram(name: "urem256", scope: !2, file: !2, line: 18, type: !389, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !405)
!405 = !{!406, !407}
!406 = !DILocalVariable(name: "a", arg: 1, scope: !404, file: !2, line: 18, type: !70)
!407 = !DILocalVariable(name: "b", arg: 2, scope: !404, file: !2, line: 18, type: !70)
!408 = !DILocation(line: 0, scope: !404)
!409 = !DILocation(line: 18, column: 74, scope: !404)
!410 = !DILocation(line: 18, column: 65, scope: !404)
!411 = distinct !DISubprogram(name: "sdiv200", scope: !2, file: !2, line: 20, type: !412, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !414)
!412 = !DISubroutineType(types: !413)
!413 = !{!72, !72, !72}
!414 = !{!415, !416}
!415 = !DILocalVariable(name: "a", arg: 1, scope: !411, file: !2, line: 20, type: !72)
!416 = !DILocalVariable(name: "b", arg: 2, scope: !411, file: !2, line: 20, type: !72)
!417 = !DILocation(line: 0, scope: !411)
!418 = !DILocation(line: 20, column: 74, scope: !411)
!419 = !DILocation(line: 20, column: 65, scope: !411)
!420 = distinct !DISubprogram(name: "srem200", scope: !2, file: !2, line: 21, type: !412, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !68, retainedNodes: !421)
!421 = !{!422, !423}
!422 = !DILocalVariable(name: "a", arg: 1, scope: !420, file: !2, line: 21, type: !72)
!423 = !DILocalVariable(name: "b", arg: 2, scope: !420, file: !2, line: 21, type: !72)
!424 = !DILocation(line: 0, scope: !420)
!425 = !DILocation(line: 21, column: 74, scope: !420)
!426 = !DILocation(line: 21, column: 65, scope: !420)
