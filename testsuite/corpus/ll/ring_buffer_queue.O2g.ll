; ModuleID = 'programs/ring_buffer_queue.c'
source_filename = "programs/ring_buffer_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ev = type { double, i32, i32 }
%struct.Ring = type { i32, i32, [64 x i32] }

@.str = private unnamed_addr constant [32 x i8] c"ring pushed=%d sum=%ld head=%u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"([]{<>})\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"([)]\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"((((\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !19
@.str.5 = private unnamed_addr constant [11 x i8] c"{[()()]}<>\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"]\00", align 1, !dbg !29
@__const.main.bs = private unnamed_addr constant [6 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [9 x i8] c"'%s'=%d \00", align 1, !dbg !34
@hn = internal unnamed_addr global i32 0, align 4, !dbg !36
@.str.9 = private unnamed_addr constant [22 x i8] c"t=%.1f id=%d kind=%d\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [35 x i8] c"processed=%d final t=%.1f left=%d\0A\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [5 x i8] c"([{<\00", align 1, !dbg !52
@.str.12 = private unnamed_addr constant [5 x i8] c")]}>\00", align 1, !dbg !54
@heap = internal unnamed_addr global [256 x %struct.Ev] zeroinitializer, align 16, !dbg !56

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca [128 x i8], align 16, !DIAssignID !117
  %2 = alloca %struct.Ring, align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !81, !DIExpression(), !118, ptr %2, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %2) #7, !dbg !120
    #dbg_assign(i32 -16, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !121, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
    #dbg_assign(i32 -16, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !122, ptr %2, !DIExpression(), !119)
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 0, !96, !DIExpression(), !119)
    #dbg_value(i32 0, !98, !DIExpression(), !119)
    #dbg_value(i32 0, !100, !DIExpression(), !123)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  br label %68, !dbg !124

4:                                                ; preds = %98
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %100, !96, !DIExpression(), !119)
    #dbg_value(ptr %2, !125, !DIExpression(), !133)
    #dbg_value(ptr undef, !132, !DIExpression(), !133)
  %5 = icmp eq i32 %83, %99, !dbg !135
  br i1 %5, label %135, label %6, !dbg !137

6:                                                ; preds = %4
  %7 = sub i32 %83, %99, !dbg !138
  %8 = icmp ult i32 %7, 12, !dbg !138
  br i1 %8, label %9, label %34, !dbg !138

9:                                                ; preds = %64, %34, %6
  %10 = phi i64 [ %100, %34 ], [ %100, %6 ], [ %66, %64 ]
  %11 = phi i32 [ %99, %34 ], [ %99, %6 ], [ %45, %64 ]
  %12 = sub i32 %83, %11, !dbg !138
  %13 = and i32 %12, 3, !dbg !138
  %14 = icmp eq i32 %13, 0, !dbg !138
  br i1 %14, label %28, label %15, !dbg !138

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %25, %15 ], [ %10, %9 ]
  %17 = phi i32 [ %19, %15 ], [ %11, %9 ]
  %18 = phi i32 [ %26, %15 ], [ 0, %9 ]
    #dbg_value(i64 %16, !96, !DIExpression(), !119)
  %19 = add i32 %17, 1, !dbg !139
    #dbg_assign(i32 %19, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %20 = and i32 %17, 63, !dbg !141
  %21 = zext nneg i32 %20 to i64, !dbg !142
  %22 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %21, !dbg !142
  %23 = load i32, ptr %22, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %23, !99, !DIExpression(), !119)
  %24 = sext i32 %23 to i64, !dbg !147
  %25 = add nsw i64 %16, %24, !dbg !148
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %25, !96, !DIExpression(), !119)
    #dbg_value(ptr %2, !125, !DIExpression(), !133)
    #dbg_value(ptr undef, !132, !DIExpression(), !133)
  %26 = add i32 %18, 1, !dbg !137
  %27 = icmp eq i32 %26, %13, !dbg !137
  br i1 %27, label %28, label %15, !dbg !137, !llvm.loop !149

28:                                               ; preds = %15, %9
  %29 = phi i64 [ poison, %9 ], [ %25, %15 ]
  %30 = phi i64 [ %10, %9 ], [ %25, %15 ]
  %31 = phi i32 [ %11, %9 ], [ %19, %15 ]
  %32 = sub i32 %11, %83, !dbg !138
  %33 = icmp ugt i32 %32, -4, !dbg !138
  br i1 %33, label %135, label %103, !dbg !138

34:                                               ; preds = %6
  %35 = xor i32 %99, -1, !dbg !138
  %36 = add i32 %83, %35, !dbg !138
  %37 = trunc i32 %99 to i6, !dbg !138
  %38 = trunc i32 %36 to i6, !dbg !138
  %39 = xor i6 %37, -1, !dbg !138
  %40 = icmp ult i6 %39, %38, !dbg !138
  %41 = icmp ugt i32 %36, 63, !dbg !138
  %42 = or i1 %40, %41, !dbg !138
  br i1 %42, label %9, label %43

43:                                               ; preds = %34
  %44 = and i32 %7, -4, !dbg !138
  %45 = add i32 %99, %44, !dbg !138
  %46 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %100, i64 0, !dbg !138
  br label %47, !dbg !138

47:                                               ; preds = %47, %43
  %48 = phi i32 [ 0, %43 ], [ %62, %47 ]
  %49 = phi <2 x i64> [ %46, %43 ], [ %60, %47 ]
  %50 = phi <2 x i64> [ zeroinitializer, %43 ], [ %61, %47 ]
  %51 = add i32 %99, %48, !dbg !138
  %52 = and i32 %51, 63, !dbg !141
  %53 = zext nneg i32 %52 to i64, !dbg !142
  %54 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %53, !dbg !142
  %55 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !142
  %56 = load <2 x i32>, ptr %54, align 4, !dbg !142, !tbaa !143
  %57 = load <2 x i32>, ptr %55, align 4, !dbg !142, !tbaa !143
  %58 = sext <2 x i32> %56 to <2 x i64>, !dbg !147
  %59 = sext <2 x i32> %57 to <2 x i64>, !dbg !147
  %60 = add <2 x i64> %49, %58, !dbg !148
  %61 = add <2 x i64> %50, %59, !dbg !148
  %62 = add nuw i32 %48, 4
  %63 = icmp eq i32 %62, %44
  br i1 %63, label %64, label %47, !llvm.loop !151

64:                                               ; preds = %47
  %65 = add <2 x i64> %61, %60, !dbg !137
  %66 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %65), !dbg !137
  %67 = icmp eq i32 %7, %44, !dbg !137
  br i1 %67, label %135, label %9, !dbg !137

68:                                               ; preds = %0, %98
  %69 = phi i64 [ 0, %0 ], [ %100, %98 ]
  %70 = phi i32 [ 0, %0 ], [ %84, %98 ]
  %71 = phi i32 [ 0, %0 ], [ %101, %98 ]
  %72 = phi i32 [ -16, %0 ], [ %83, %98 ]
  %73 = phi i32 [ -16, %0 ], [ %99, %98 ]
    #dbg_value(i64 %69, !96, !DIExpression(), !119)
    #dbg_value(i32 %70, !98, !DIExpression(), !119)
    #dbg_value(i32 %71, !100, !DIExpression(), !123)
    #dbg_value(ptr %2, !155, !DIExpression(), !161)
    #dbg_value(i32 %71, !160, !DIExpression(), !161)
  %74 = sub i32 %72, %73, !dbg !166
  %75 = icmp eq i32 %74, 64, !dbg !168
  br i1 %75, label %82, label %76, !dbg !169

76:                                               ; preds = %68
  %77 = add i32 %72, 1, !dbg !170
    #dbg_assign(i32 %77, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171, ptr %2, !DIExpression(), !119)
  %78 = and i32 %72, 63, !dbg !172
  %79 = zext nneg i32 %78 to i64, !dbg !173
  %80 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %79, !dbg !173
  store i32 %71, ptr %80, align 4, !dbg !174, !tbaa !143
  %81 = add nsw i32 %70, 1
  br label %82, !dbg !175

82:                                               ; preds = %68, %76
  %83 = phi i32 [ %77, %76 ], [ %72, %68 ]
  %84 = phi i32 [ %81, %76 ], [ %70, %68 ], !dbg !175
    #dbg_value(i32 %84, !98, !DIExpression(), !119)
  %85 = trunc nuw i32 %71 to i16, !dbg !176
  %86 = urem i16 %85, 3, !dbg !176
  %87 = icmp ne i16 %86, 0, !dbg !178
    #dbg_value(ptr %2, !125, !DIExpression(), !179)
    #dbg_value(ptr undef, !132, !DIExpression(), !179)
  %88 = icmp eq i32 %83, %73
  %89 = or i1 %87, %88, !dbg !183
  br i1 %89, label %98, label %90, !dbg !183

90:                                               ; preds = %82
  %91 = add i32 %73, 1, !dbg !184
    #dbg_assign(i32 %91, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !185, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %92 = and i32 %73, 63, !dbg !186
  %93 = zext nneg i32 %92 to i64, !dbg !187
  %94 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %93, !dbg !187
  %95 = load i32, ptr %94, align 4, !dbg !187, !tbaa !143
    #dbg_value(i32 %95, !99, !DIExpression(), !119)
  %96 = sext i32 %95 to i64, !dbg !188
  %97 = add nsw i64 %69, %96, !dbg !189
    #dbg_value(i64 %97, !96, !DIExpression(), !119)
  br label %98, !dbg !190

98:                                               ; preds = %82, %90
  %99 = phi i32 [ %91, %90 ], [ %73, %82 ]
  %100 = phi i64 [ %97, %90 ], [ %69, %82 ], !dbg !119
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %100, !96, !DIExpression(), !119)
  %101 = add nuw nsw i32 %71, 1, !dbg !191
    #dbg_value(i32 %84, !98, !DIExpression(), !119)
    #dbg_value(i32 %101, !100, !DIExpression(), !123)
  %102 = icmp eq i32 %101, 1000, !dbg !192
  br i1 %102, label %4, label %68, !dbg !124, !llvm.loop !193

103:                                              ; preds = %28, %103
  %104 = phi i64 [ %133, %103 ], [ %30, %28 ]
  %105 = phi i32 [ %127, %103 ], [ %31, %28 ]
    #dbg_value(i64 %104, !96, !DIExpression(), !119)
  %106 = add i32 %105, 1, !dbg !139
    #dbg_assign(i32 %106, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %107 = and i32 %105, 63, !dbg !141
  %108 = zext nneg i32 %107 to i64, !dbg !142
  %109 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %108, !dbg !142
  %110 = load i32, ptr %109, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %110, !99, !DIExpression(), !119)
  %111 = sext i32 %110 to i64, !dbg !147
  %112 = add nsw i64 %104, %111, !dbg !148
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(ptr %2, !125, !DIExpression(), !133)
    #dbg_value(ptr undef, !132, !DIExpression(), !133)
    #dbg_value(i64 %112, !96, !DIExpression(), !119)
  %113 = add i32 %105, 2, !dbg !139
    #dbg_assign(i32 %113, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %114 = and i32 %106, 63, !dbg !141
  %115 = zext nneg i32 %114 to i64, !dbg !142
  %116 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %115, !dbg !142
  %117 = load i32, ptr %116, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %117, !99, !DIExpression(), !119)
  %118 = sext i32 %117 to i64, !dbg !147
  %119 = add nsw i64 %112, %118, !dbg !148
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %119, !96, !DIExpression(), !119)
  %120 = add i32 %105, 3, !dbg !139
    #dbg_assign(i32 %120, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %121 = and i32 %113, 63, !dbg !141
  %122 = zext nneg i32 %121 to i64, !dbg !142
  %123 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %122, !dbg !142
  %124 = load i32, ptr %123, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %124, !99, !DIExpression(), !119)
  %125 = sext i32 %124 to i64, !dbg !147
  %126 = add nsw i64 %119, %125, !dbg !148
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %126, !96, !DIExpression(), !119)
  %127 = add i32 %105, 4, !dbg !139
    #dbg_assign(i32 %127, !81, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !140, ptr %2, !DIExpression(DW_OP_plus_uconst, 4), !119)
  %128 = and i32 %120, 63, !dbg !141
  %129 = zext nneg i32 %128 to i64, !dbg !142
  %130 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %129, !dbg !142
  %131 = load i32, ptr %130, align 4, !dbg !142, !tbaa !143
    #dbg_value(i32 %131, !99, !DIExpression(), !119)
  %132 = sext i32 %131 to i64, !dbg !147
  %133 = add nsw i64 %126, %132, !dbg !148
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
    #dbg_value(i64 %133, !96, !DIExpression(), !119)
  %134 = icmp eq i32 %83, %127, !dbg !135
  br i1 %134, label %135, label %103, !dbg !137, !llvm.loop !195

135:                                              ; preds = %28, %103, %64, %4
  %136 = phi i64 [ %100, %4 ], [ %66, %64 ], [ %29, %28 ], [ %133, %103 ], !dbg !119
    #dbg_value(i32 poison, !99, !DIExpression(), !119)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84, i64 noundef %136, i32 noundef %83), !dbg !196
    #dbg_assign(i1 undef, !102, !DIExpression(), !197, ptr @__const.main.bs, !DIExpression(), !119)
    #dbg_value(i32 0, !108, !DIExpression(), !198)
  br label %141, !dbg !199

138:                                              ; preds = %186
  %139 = tail call i32 @putchar(i32 10), !dbg !200
    #dbg_value(i32 9, !110, !DIExpression(), !119)
    #dbg_value(i32 0, !111, !DIExpression(), !201)
  %140 = load i32, ptr @hn, align 4, !tbaa !143
  br label %193, !dbg !202

141:                                              ; preds = %135, %186
  %142 = phi i64 [ 0, %135 ], [ %189, %186 ]
    #dbg_value(i64 %142, !108, !DIExpression(), !198)
  %143 = getelementptr inbounds [6 x ptr], ptr @__const.main.bs, i64 0, i64 %142, !dbg !203
  %144 = load ptr, ptr %143, align 8, !dbg !203, !tbaa !205
    #dbg_assign(i1 undef, !207, !DIExpression(), !117, ptr %1, !DIExpression(), !224)
    #dbg_value(ptr %144, !212, !DIExpression(), !224)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #7, !dbg !226
    #dbg_value(i32 0, !213, !DIExpression(), !224)
  %145 = load i8, ptr %144, align 1, !dbg !227, !tbaa !228
  %146 = icmp eq i8 %145, 0, !dbg !229
  br i1 %146, label %186, label %147, !dbg !229

147:                                              ; preds = %141, %178
  %148 = phi i8 [ %181, %178 ], [ %145, %141 ]
  %149 = phi i32 [ %179, %178 ], [ 0, %141 ]
  %150 = phi ptr [ %180, %178 ], [ %144, %141 ]
    #dbg_value(i32 %149, !213, !DIExpression(), !224)
    #dbg_value(ptr %150, !212, !DIExpression(), !224)
  %151 = sext i8 %148 to i32, !dbg !230
  %152 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.11, i32 %151, i64 5), !dbg !231
  %153 = icmp eq ptr %152, null, !dbg !231
  br i1 %153, label %158, label %154, !dbg !232

154:                                              ; preds = %147
  %155 = add nsw i32 %149, 1, !dbg !233
    #dbg_value(i32 %155, !213, !DIExpression(), !224)
  %156 = sext i32 %149 to i64, !dbg !234
  %157 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %156, !dbg !234
  store i8 %148, ptr %157, align 1, !dbg !235, !tbaa !228
  br label %178, !dbg !234

158:                                              ; preds = %147
  %159 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.12, i32 %151, i64 5), !dbg !236
  %160 = icmp eq ptr %159, null, !dbg !236
  br i1 %160, label %178, label %161, !dbg !237

161:                                              ; preds = %158
  %162 = icmp eq i32 %149, 0, !dbg !238
  br i1 %162, label %186, label %163, !dbg !240

163:                                              ; preds = %161
  %164 = add nsw i32 %149, -1, !dbg !241
    #dbg_value(i32 %164, !213, !DIExpression(), !224)
  %165 = sext i32 %164 to i64, !dbg !242
  %166 = getelementptr inbounds [128 x i8], ptr %1, i64 0, i64 %165, !dbg !242
  %167 = load i8, ptr %166, align 1, !dbg !242, !tbaa !228
    #dbg_value(i8 %167, !214, !DIExpression(), !243)
  %168 = icmp ne i8 %167, 40, !dbg !244
  %169 = icmp eq i8 %148, 41
  %170 = or i1 %169, %168, !dbg !246
  br i1 %170, label %171, label %186, !dbg !246

171:                                              ; preds = %163
  switch i8 %167, label %178 [
    i8 91, label %172
    i8 123, label %174
    i8 60, label %176
  ], !dbg !247

172:                                              ; preds = %171
  %173 = icmp eq i8 %148, 93, !dbg !248
  br i1 %173, label %178, label %186, !dbg !249

174:                                              ; preds = %171
  %175 = icmp eq i8 %148, 125, !dbg !250
  br i1 %175, label %178, label %186, !dbg !251

176:                                              ; preds = %171
  %177 = icmp eq i8 %148, 62, !dbg !252
  br i1 %177, label %178, label %186, !dbg !253

178:                                              ; preds = %176, %174, %172, %171, %158, %154
  %179 = phi i32 [ %155, %154 ], [ %149, %158 ], [ %164, %171 ], [ %164, %176 ], [ %164, %172 ], [ %164, %174 ], !dbg !254
    #dbg_value(i32 %179, !213, !DIExpression(), !224)
  %180 = getelementptr inbounds i8, ptr %150, i64 1, !dbg !255
    #dbg_value(ptr %180, !212, !DIExpression(), !224)
  %181 = load i8, ptr %180, align 1, !dbg !227, !tbaa !228
  %182 = icmp eq i8 %181, 0, !dbg !229
  br i1 %182, label %183, label %147, !dbg !229, !llvm.loop !256

183:                                              ; preds = %178
  %184 = icmp eq i32 %179, 0, !dbg !258
  %185 = zext i1 %184 to i32, !dbg !258
  br label %186, !dbg !258

186:                                              ; preds = %161, %163, %172, %174, %176, %141, %183
  %187 = phi i32 [ 1, %141 ], [ %185, %183 ], [ 0, %176 ], [ 0, %174 ], [ 0, %172 ], [ 0, %163 ], [ 0, %161 ], !dbg !254
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #7, !dbg !259
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %144, i32 noundef %187), !dbg !260
  %189 = add nuw nsw i64 %142, 1, !dbg !261
    #dbg_value(i64 %189, !108, !DIExpression(), !198)
  %190 = icmp eq i64 %189, 6, !dbg !262
  br i1 %190, label %138, label %141, !dbg !199, !llvm.loop !263

191:                                              ; preds = %217
  store i32 %203, ptr @hn, align 4, !dbg !265, !tbaa !143
    #dbg_value(i32 424488747, !110, !DIExpression(), !119)
    #dbg_value(double 0.000000e+00, !114, !DIExpression(), !119)
    #dbg_value(i32 0, !113, !DIExpression(), !119)
  %192 = icmp eq i32 %203, 0, !dbg !275
  br i1 %192, label %324, label %223, !dbg !276

193:                                              ; preds = %138, %217
  %194 = phi i64 [ 0, %138 ], [ %221, %217 ]
  %195 = phi i32 [ 9, %138 ], [ %198, %217 ]
  %196 = phi i32 [ %140, %138 ], [ %203, %217 ]
    #dbg_value(i32 %195, !110, !DIExpression(), !119)
    #dbg_value(i64 %194, !111, !DIExpression(), !201)
  %197 = mul i32 %195, 1664525, !dbg !277
  %198 = add i32 %197, 1013904223, !dbg !278
    #dbg_value(i32 %198, !110, !DIExpression(), !119)
  %199 = lshr i32 %198, 8, !dbg !279
  %200 = urem i32 %199, 1000, !dbg !280
  %201 = uitofp nneg i32 %200 to double, !dbg !281
  %202 = fdiv double %201, 1.000000e+01, !dbg !282
    #dbg_value(double %202, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !283)
    #dbg_value(i64 %194, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !283)
  %203 = add nsw i32 %196, 1, !dbg !265
    #dbg_value(i32 %196, !271, !DIExpression(), !283)
  %204 = icmp eq i32 %196, 0, !dbg !284
  br i1 %204, label %217, label %205, !dbg !285

205:                                              ; preds = %193, %214
  %206 = phi i32 [ %208, %214 ], [ %196, %193 ]
    #dbg_value(i32 %206, !271, !DIExpression(), !283)
  %207 = add nsw i32 %206, -1, !dbg !286
  %208 = sdiv i32 %207, 2, !dbg !287
  %209 = sext i32 %208 to i64, !dbg !288
  %210 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %209, !dbg !288
  %211 = load double, ptr %210, align 16, !dbg !289, !tbaa !290
  %212 = fcmp ogt double %211, %202, !dbg !293
  %213 = sext i32 %206 to i64, !dbg !294
  br i1 %212, label %214, label %217, !dbg !295

214:                                              ; preds = %205
  %215 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %213, !dbg !296
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %215, ptr noundef nonnull align 16 dereferenceable(16) %210, i64 16, i1 false), !dbg !298, !tbaa.struct !299
    #dbg_value(i32 %208, !271, !DIExpression(), !283)
  %216 = icmp ult i32 %206, 3, !dbg !284
  br i1 %216, label %217, label %205, !dbg !285, !llvm.loop !301

217:                                              ; preds = %214, %205, %193
  %218 = phi i64 [ 0, %193 ], [ %209, %214 ], [ %213, %205 ], !dbg !294
  %219 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %218, !dbg !303
  store double %202, ptr %219, align 16, !dbg !304, !tbaa !300
  %220 = getelementptr inbounds i8, ptr %219, i64 8, !dbg !304
  store i64 %194, ptr %220, align 8, !dbg !304
  %221 = add nuw nsw i64 %194, 1, !dbg !305
    #dbg_value(i32 %198, !110, !DIExpression(), !119)
    #dbg_value(i64 %221, !111, !DIExpression(), !201)
  %222 = icmp eq i64 %221, 10, !dbg !306
  br i1 %222, label %191, label %193, !dbg !202, !llvm.loop !307

223:                                              ; preds = %191, %318
  %224 = phi i32 [ %319, %318 ], [ %203, %191 ]
  %225 = phi i32 [ %320, %318 ], [ 424488747, %191 ]
  %226 = phi i32 [ %272, %318 ], [ 0, %191 ]
    #dbg_value(i32 %225, !110, !DIExpression(), !119)
    #dbg_value(i32 %226, !113, !DIExpression(), !119)
  %227 = load double, ptr @heap, align 16, !dbg !309, !tbaa !300
  %228 = load i64, ptr getelementptr inbounds (i8, ptr @heap, i64 8), align 8, !dbg !309
    #dbg_value(double %227, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !322)
    #dbg_value(i64 %228, !314, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !322)
  %229 = add nsw i32 %224, -1, !dbg !323
  store i32 %229, ptr @hn, align 4, !dbg !323, !tbaa !143
  %230 = sext i32 %229 to i64, !dbg !324
  %231 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %230, !dbg !324
  %232 = load double, ptr %231, align 16, !dbg !324, !tbaa !300
  %233 = getelementptr inbounds i8, ptr %231, i64 8, !dbg !324
  %234 = load i64, ptr %233, align 8, !dbg !324
    #dbg_value(double %232, !315, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !322)
    #dbg_value(i64 %234, !315, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !322)
    #dbg_value(i32 0, !316, !DIExpression(), !322)
  %235 = icmp sgt i32 %224, 2, !dbg !325
  br i1 %235, label %236, label %268, !dbg !327

236:                                              ; preds = %223, %259
  %237 = phi i32 [ %263, %259 ], [ 1, %223 ]
  %238 = phi i32 [ %262, %259 ], [ 0, %223 ]
  %239 = phi i32 [ %255, %259 ], [ 0, %223 ]
    #dbg_value(i32 %239, !316, !DIExpression(), !322)
  %240 = add nsw i32 %238, 2, !dbg !328
  %241 = icmp slt i32 %240, %229, !dbg !330
  br i1 %241, label %244, label %242, !dbg !331

242:                                              ; preds = %236
  %243 = sext i32 %237 to i64, !dbg !332
  br label %253, !dbg !331

244:                                              ; preds = %236
  %245 = sext i32 %240 to i64, !dbg !334
  %246 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %245, !dbg !334
  %247 = load double, ptr %246, align 16, !dbg !335, !tbaa !290
  %248 = sext i32 %237 to i64, !dbg !336
  %249 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %248, !dbg !336
  %250 = load double, ptr %249, align 16, !dbg !337, !tbaa !290
  %251 = fcmp olt double %247, %250, !dbg !338
  br i1 %251, label %252, label %253, !dbg !339

252:                                              ; preds = %244
    #dbg_value(i32 %240, !317, !DIExpression(), !340)
  br label %253, !dbg !341

253:                                              ; preds = %252, %244, %242
  %254 = phi i64 [ %243, %242 ], [ %245, %252 ], [ %248, %244 ], !dbg !332
  %255 = phi i32 [ %237, %242 ], [ %240, %252 ], [ %237, %244 ], !dbg !342
    #dbg_value(i32 %255, !317, !DIExpression(), !340)
  %256 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %254, !dbg !332
  %257 = load double, ptr %256, align 16, !dbg !343, !tbaa !290
  %258 = fcmp ult double %257, %232, !dbg !344
  br i1 %258, label %259, label %265, !dbg !345

259:                                              ; preds = %253
  %260 = sext i32 %239 to i64, !dbg !346
  %261 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %260, !dbg !346
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %261, ptr noundef nonnull align 16 dereferenceable(16) %256, i64 16, i1 false), !dbg !347, !tbaa.struct !299
    #dbg_value(i32 %255, !316, !DIExpression(), !322)
  %262 = shl nsw i32 %255, 1, !dbg !348
  %263 = or disjoint i32 %262, 1, !dbg !349
    #dbg_value(i32 %263, !317, !DIExpression(), !340)
  %264 = icmp slt i32 %263, %229, !dbg !325
  br i1 %264, label %236, label %265, !dbg !327

265:                                              ; preds = %259, %253
  %266 = phi i32 [ %239, %253 ], [ %255, %259 ]
  %267 = sext i32 %266 to i64, !dbg !350
  br label %268, !dbg !350

268:                                              ; preds = %223, %265
  %269 = phi i64 [ 0, %223 ], [ %267, %265 ], !dbg !351
    #dbg_value(i64 %269, !316, !DIExpression(), !322)
  %270 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %269, !dbg !350
  store double %232, ptr %270, align 16, !dbg !352, !tbaa !300
  %271 = getelementptr inbounds i8, ptr %270, i64 8, !dbg !352
  store i64 %234, ptr %271, align 8, !dbg !352
    #dbg_value(double %227, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !353)
    #dbg_value(i64 %228, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !353)
    #dbg_value(double %227, !114, !DIExpression(), !119)
  %272 = add nuw nsw i32 %226, 1, !dbg !354
    #dbg_value(i32 %272, !113, !DIExpression(), !119)
  %273 = icmp ult i32 %226, 12, !dbg !355
  br i1 %273, label %277, label %274, !dbg !357

274:                                              ; preds = %268
  %275 = lshr i64 %228, 32, !dbg !358
  %276 = trunc nuw i64 %275 to i32, !dbg !358
  br label %283, !dbg !357

277:                                              ; preds = %268
  %278 = trunc i64 %228 to i32, !dbg !360
  %279 = lshr i64 %228, 32, !dbg !361
  %280 = trunc nuw i64 %279 to i32, !dbg !361
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %227, i32 noundef %278, i32 noundef %280), !dbg !362
  %282 = load i32, ptr @hn, align 4, !dbg !275, !tbaa !143
  br label %283, !dbg !362

283:                                              ; preds = %274, %277
  %284 = phi i32 [ %276, %274 ], [ %280, %277 ], !dbg !358
  %285 = phi i32 [ %229, %274 ], [ %282, %277 ], !dbg !275
  %286 = icmp slt i32 %284, 3, !dbg !363
  br i1 %286, label %287, label %318, !dbg !364

287:                                              ; preds = %283
  %288 = mul i32 %225, 1664525, !dbg !365
  %289 = add i32 %288, 1013904223, !dbg !367
    #dbg_value(i32 %289, !110, !DIExpression(), !119)
  %290 = lshr i32 %289, 8, !dbg !368
  %291 = urem i32 %290, 100, !dbg !369
  %292 = uitofp nneg i32 %291 to double, !dbg !370
  %293 = fdiv double %292, 1.000000e+01, !dbg !371
  %294 = fadd double %293, %227, !dbg !372
  %295 = fadd double %294, 1.000000e-01, !dbg !373
  %296 = and i64 %228, -4294967296, !dbg !374
  %297 = add i64 %296, 4294967296, !dbg !374
  %298 = and i64 %228, 4294967295, !dbg !374
  %299 = or disjoint i64 %297, %298, !dbg !374
    #dbg_value(double %295, !270, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !375)
    #dbg_value(i64 %299, !270, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !375)
  %300 = add nsw i32 %285, 1, !dbg !377
  store i32 %300, ptr @hn, align 4, !dbg !377, !tbaa !143
    #dbg_value(i32 %285, !271, !DIExpression(), !375)
  %301 = icmp eq i32 %285, 0, !dbg !378
  br i1 %301, label %314, label %302, !dbg !379

302:                                              ; preds = %287, %311
  %303 = phi i32 [ %305, %311 ], [ %285, %287 ]
    #dbg_value(i32 %303, !271, !DIExpression(), !375)
  %304 = add nsw i32 %303, -1, !dbg !380
  %305 = sdiv i32 %304, 2, !dbg !381
  %306 = sext i32 %305 to i64, !dbg !382
  %307 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %306, !dbg !382
  %308 = load double, ptr %307, align 16, !dbg !383, !tbaa !290
  %309 = fcmp ogt double %308, %295, !dbg !384
  %310 = sext i32 %303 to i64, !dbg !385
  br i1 %309, label %311, label %314, !dbg !386

311:                                              ; preds = %302
  %312 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %310, !dbg !387
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %312, ptr noundef nonnull align 16 dereferenceable(16) %307, i64 16, i1 false), !dbg !388, !tbaa.struct !299
    #dbg_value(i32 %305, !271, !DIExpression(), !375)
  %313 = icmp ult i32 %303, 3, !dbg !378
  br i1 %313, label %314, label %302, !dbg !379, !llvm.loop !389

314:                                              ; preds = %311, %302, %287
  %315 = phi i64 [ 0, %287 ], [ %306, %311 ], [ %310, %302 ], !dbg !385
  %316 = getelementptr inbounds [256 x %struct.Ev], ptr @heap, i64 0, i64 %315, !dbg !391
  store double %295, ptr %316, align 16, !dbg !392, !tbaa !300
  %317 = getelementptr inbounds i8, ptr %316, i64 8, !dbg !392
  store i64 %299, ptr %317, align 8, !dbg !392
  br label %318, !dbg !393

318:                                              ; preds = %314, %283
  %319 = phi i32 [ %300, %314 ], [ %285, %283 ], !dbg !275
  %320 = phi i32 [ %289, %314 ], [ %225, %283 ], !dbg !119
    #dbg_value(i32 %320, !110, !DIExpression(), !119)
    #dbg_value(double %227, !114, !DIExpression(), !119)
    #dbg_value(i32 %272, !113, !DIExpression(), !119)
  %321 = icmp ne i32 %319, 0, !dbg !275
  %322 = icmp ult i32 %226, 59, !dbg !394
  %323 = and i1 %322, %321, !dbg !394
  br i1 %323, label %223, label %324, !dbg !276, !llvm.loop !395

324:                                              ; preds = %318, %191
  %325 = phi i32 [ 0, %191 ], [ %272, %318 ], !dbg !119
  %326 = phi double [ 0.000000e+00, %191 ], [ %227, %318 ], !dbg !119
  %327 = phi i32 [ 0, %191 ], [ %319, %318 ], !dbg !275
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %325, double noundef %326, i32 noundef %327), !dbg !397
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %2) #7, !dbg !398
  ret i32 %325, !dbg !399
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !400 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ring_buffer_queue.c", directory: ".", checksumkind: CSK_MD5, checksum: "03de1aeff25569e82721aebb1f46fd66")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 32)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 11)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "hn", scope: !38, file: !2, line: 11, type: !65, isLocal: true, isDefinition: true)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !39, splitDebugInlining: false, nameTableKind: None)
!39 = !{!0, !7, !12, !17, !19, !24, !29, !34, !40, !42, !47, !36, !52, !54, !56}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 35)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !14, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "heap", scope: !38, file: !2, line: 11, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 32768, elements: !67)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "Ev", file: !2, line: 10, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 128, elements: !61)
!61 = !{!62, !64, !66}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !60, file: !2, line: 10, baseType: !63, size: 64)
!63 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !60, file: !2, line: 10, baseType: !65, size: 32, offset: 64)
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !60, file: !2, line: 10, baseType: !65, size: 32, offset: 96)
!67 = !{!68}
!68 = !DISubrange(count: 256)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !78, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!65}
!80 = !{!81, !96, !98, !99, !100, !102, !108, !110, !111, !113, !114, !115}
!81 = !DILocalVariable(name: "r", scope: !77, file: !2, line: 17, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "Ring", file: !2, line: 7, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 2112, elements: !84)
!84 = !{!85, !91, !92}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !83, file: !2, line: 7, baseType: !86, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !87, line: 26, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !89, line: 42, baseType: !90)
!89 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !83, file: !2, line: 7, baseType: !86, size: 32, offset: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !83, file: !2, line: 7, baseType: !93, size: 2048, offset: 64)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 2048, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 64)
!96 = !DILocalVariable(name: "sum", scope: !77, file: !2, line: 17, type: !97)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DILocalVariable(name: "pushed", scope: !77, file: !2, line: 17, type: !65)
!99 = !DILocalVariable(name: "v", scope: !77, file: !2, line: 17, type: !65)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 18, type: !65)
!101 = distinct !DILexicalBlock(scope: !77, file: !2, line: 18, column: 5)
!102 = !DILocalVariable(name: "bs", scope: !77, file: !2, line: 20, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 384, elements: !106)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = !{!107}
!107 = !DISubrange(count: 6)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 20, type: !65)
!109 = distinct !DILexicalBlock(scope: !77, file: !2, line: 20, column: 79)
!110 = !DILocalVariable(name: "seed", scope: !77, file: !2, line: 21, type: !86)
!111 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 21, type: !65)
!112 = distinct !DILexicalBlock(scope: !77, file: !2, line: 21, column: 24)
!113 = !DILocalVariable(name: "processed", scope: !77, file: !2, line: 22, type: !65)
!114 = !DILocalVariable(name: "now", scope: !77, file: !2, line: 22, type: !63)
!115 = !DILocalVariable(name: "e", scope: !116, file: !2, line: 23, type: !59)
!116 = distinct !DILexicalBlock(scope: !77, file: !2, line: 23, column: 34)
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !77)
!120 = !DILocation(line: 17, column: 5, scope: !77)
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !101)
!124 = !DILocation(line: 18, column: 5, scope: !101)
!125 = !DILocalVariable(name: "r", arg: 1, scope: !126, file: !2, line: 9, type: !129)
!126 = distinct !DISubprogram(name: "ring_pop", scope: !2, file: !2, line: 9, type: !127, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !131)
!127 = !DISubroutineType(types: !128)
!128 = !{!65, !129, !130}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!131 = !{!125, !132}
!132 = !DILocalVariable(name: "v", arg: 2, scope: !126, file: !2, line: 9, type: !130)
!133 = !DILocation(line: 0, scope: !126, inlinedAt: !134)
!134 = distinct !DILocation(line: 19, column: 12, scope: !77)
!135 = !DILocation(line: 9, column: 52, scope: !136, inlinedAt: !134)
!136 = distinct !DILexicalBlock(scope: !126, file: !2, line: 9, column: 44)
!137 = !DILocation(line: 9, column: 44, scope: !126, inlinedAt: !134)
!138 = !DILocation(line: 19, column: 5, scope: !77)
!139 = !DILocation(line: 9, column: 93, scope: !126, inlinedAt: !134)
!140 = distinct !DIAssignID()
!141 = !DILocation(line: 9, column: 96, scope: !126, inlinedAt: !134)
!142 = !DILocation(line: 9, column: 79, scope: !126, inlinedAt: !134)
!143 = !{!144, !144, i64 0}
!144 = !{!"int", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !DILocation(line: 19, column: 37, scope: !77)
!148 = !DILocation(line: 19, column: 34, scope: !77)
!149 = distinct !{!149, !150}
!150 = !{!"llvm.loop.unroll.disable"}
!151 = distinct !{!151, !138, !147, !152, !153, !154}
!152 = !{!"llvm.loop.mustprogress"}
!153 = !{!"llvm.loop.isvectorized", i32 1}
!154 = !{!"llvm.loop.unroll.runtime.disable"}
!155 = !DILocalVariable(name: "r", arg: 1, scope: !156, file: !2, line: 8, type: !129)
!156 = distinct !DISubprogram(name: "ring_push", scope: !2, file: !2, line: 8, type: !157, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!65, !129, !65}
!159 = !{!155, !160}
!160 = !DILocalVariable(name: "v", arg: 2, scope: !156, file: !2, line: 8, type: !65)
!161 = !DILocation(line: 0, scope: !156, inlinedAt: !162)
!162 = distinct !DILocation(line: 18, column: 42, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 18, column: 42)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 18, column: 36)
!165 = distinct !DILexicalBlock(scope: !101, file: !2, line: 18, column: 5)
!166 = !DILocation(line: 8, column: 52, scope: !167, inlinedAt: !162)
!167 = distinct !DILexicalBlock(scope: !156, file: !2, line: 8, column: 44)
!168 = !DILocation(line: 8, column: 62, scope: !167, inlinedAt: !162)
!169 = !DILocation(line: 8, column: 44, scope: !156, inlinedAt: !162)
!170 = !DILocation(line: 8, column: 93, scope: !156, inlinedAt: !162)
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 8, column: 96, scope: !156, inlinedAt: !162)
!173 = !DILocation(line: 8, column: 79, scope: !156, inlinedAt: !162)
!174 = !DILocation(line: 8, column: 102, scope: !156, inlinedAt: !162)
!175 = !DILocation(line: 18, column: 42, scope: !164)
!176 = !DILocation(line: 18, column: 76, scope: !177)
!177 = distinct !DILexicalBlock(scope: !164, file: !2, line: 18, column: 74)
!178 = !DILocation(line: 18, column: 80, scope: !177)
!179 = !DILocation(line: 0, scope: !126, inlinedAt: !180)
!180 = distinct !DILocation(line: 18, column: 92, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 18, column: 92)
!182 = distinct !DILexicalBlock(scope: !177, file: !2, line: 18, column: 86)
!183 = !DILocation(line: 18, column: 74, scope: !164)
!184 = !DILocation(line: 9, column: 93, scope: !126, inlinedAt: !180)
!185 = distinct !DIAssignID()
!186 = !DILocation(line: 9, column: 96, scope: !126, inlinedAt: !180)
!187 = !DILocation(line: 9, column: 79, scope: !126, inlinedAt: !180)
!188 = !DILocation(line: 18, column: 117, scope: !181)
!189 = !DILocation(line: 18, column: 114, scope: !181)
!190 = !DILocation(line: 18, column: 110, scope: !181)
!191 = !DILocation(line: 18, column: 32, scope: !165)
!192 = !DILocation(line: 18, column: 23, scope: !165)
!193 = distinct !{!193, !124, !194, !152}
!194 = !DILocation(line: 18, column: 122, scope: !101)
!195 = distinct !{!195, !138, !147, !152, !153}
!196 = !DILocation(line: 19, column: 40, scope: !77)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !109)
!199 = !DILocation(line: 20, column: 79, scope: !109)
!200 = !DILocation(line: 20, column: 154, scope: !77)
!201 = !DILocation(line: 0, scope: !112)
!202 = !DILocation(line: 21, column: 24, scope: !112)
!203 = !DILocation(line: 20, column: 126, scope: !204)
!204 = distinct !DILexicalBlock(scope: !109, file: !2, line: 20, column: 79)
!205 = !{!206, !206, i64 0}
!206 = !{!"any pointer", !145, i64 0}
!207 = !DILocalVariable(name: "st", scope: !208, file: !2, line: 14, type: !221)
!208 = distinct !DISubprogram(name: "brackets_ok", scope: !2, file: !2, line: 14, type: !209, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!65, !104}
!211 = !{!212, !207, !213, !214}
!212 = !DILocalVariable(name: "s", arg: 1, scope: !208, file: !2, line: 14, type: !104)
!213 = !DILocalVariable(name: "sp", scope: !208, file: !2, line: 14, type: !65)
!214 = !DILocalVariable(name: "o", scope: !215, file: !2, line: 14, type: !4)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 14, column: 153)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 14, column: 133)
!217 = distinct !DILexicalBlock(scope: !218, file: !2, line: 14, column: 89)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 14, column: 83)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 14, column: 67)
!220 = distinct !DILexicalBlock(scope: !208, file: !2, line: 14, column: 67)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 128)
!224 = !DILocation(line: 0, scope: !208, inlinedAt: !225)
!225 = distinct !DILocation(line: 20, column: 133, scope: !204)
!226 = !DILocation(line: 14, column: 41, scope: !208, inlinedAt: !225)
!227 = !DILocation(line: 14, column: 74, scope: !219, inlinedAt: !225)
!228 = !{!145, !145, i64 0}
!229 = !DILocation(line: 14, column: 67, scope: !220, inlinedAt: !225)
!230 = !DILocation(line: 14, column: 104, scope: !217, inlinedAt: !225)
!231 = !DILocation(line: 14, column: 89, scope: !217, inlinedAt: !225)
!232 = !DILocation(line: 14, column: 89, scope: !218, inlinedAt: !225)
!233 = !DILocation(line: 14, column: 114, scope: !217, inlinedAt: !225)
!234 = !DILocation(line: 14, column: 109, scope: !217, inlinedAt: !225)
!235 = !DILocation(line: 14, column: 118, scope: !217, inlinedAt: !225)
!236 = !DILocation(line: 14, column: 133, scope: !216, inlinedAt: !225)
!237 = !DILocation(line: 14, column: 133, scope: !217, inlinedAt: !225)
!238 = !DILocation(line: 14, column: 160, scope: !239, inlinedAt: !225)
!239 = distinct !DILexicalBlock(scope: !215, file: !2, line: 14, column: 159)
!240 = !DILocation(line: 14, column: 159, scope: !215, inlinedAt: !225)
!241 = !DILocation(line: 14, column: 186, scope: !215, inlinedAt: !225)
!242 = !DILocation(line: 14, column: 183, scope: !215, inlinedAt: !225)
!243 = !DILocation(line: 0, scope: !215, inlinedAt: !225)
!244 = !DILocation(line: 14, column: 200, scope: !245, inlinedAt: !225)
!245 = distinct !DILexicalBlock(scope: !215, file: !2, line: 14, column: 197)
!246 = !DILocation(line: 14, column: 207, scope: !245, inlinedAt: !225)
!247 = !DILocation(line: 14, column: 234, scope: !245, inlinedAt: !225)
!248 = !DILocation(line: 14, column: 240, scope: !245, inlinedAt: !225)
!249 = !DILocation(line: 14, column: 248, scope: !245, inlinedAt: !225)
!250 = !DILocation(line: 14, column: 267, scope: !245, inlinedAt: !225)
!251 = !DILocation(line: 14, column: 275, scope: !245, inlinedAt: !225)
!252 = !DILocation(line: 14, column: 294, scope: !245, inlinedAt: !225)
!253 = !DILocation(line: 14, column: 197, scope: !215, inlinedAt: !225)
!254 = !DILocation(line: 14, scope: !208, inlinedAt: !225)
!255 = !DILocation(line: 14, column: 79, scope: !219, inlinedAt: !225)
!256 = distinct !{!256, !229, !257, !152}
!257 = !DILocation(line: 14, column: 315, scope: !220, inlinedAt: !225)
!258 = !DILocation(line: 14, column: 327, scope: !208, inlinedAt: !225)
!259 = !DILocation(line: 14, column: 333, scope: !208, inlinedAt: !225)
!260 = !DILocation(line: 20, column: 107, scope: !204)
!261 = !DILocation(line: 20, column: 103, scope: !204)
!262 = !DILocation(line: 20, column: 97, scope: !204)
!263 = distinct !{!263, !199, !264, !152}
!264 = !DILocation(line: 20, column: 151, scope: !109)
!265 = !DILocation(line: 12, column: 37, scope: !266, inlinedAt: !272)
!266 = distinct !DISubprogram(name: "hpush", scope: !2, file: !2, line: 12, type: !267, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !59}
!269 = !{!270, !271}
!270 = !DILocalVariable(name: "e", arg: 1, scope: !266, file: !2, line: 12, type: !59)
!271 = !DILocalVariable(name: "i", scope: !266, file: !2, line: 12, type: !65)
!272 = distinct !DILocation(line: 21, column: 93, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 21, column: 53)
!274 = distinct !DILexicalBlock(scope: !112, file: !2, line: 21, column: 24)
!275 = !DILocation(line: 23, column: 12, scope: !77)
!276 = !DILocation(line: 23, column: 5, scope: !77)
!277 = !DILocation(line: 21, column: 67, scope: !273)
!278 = !DILocation(line: 21, column: 78, scope: !273)
!279 = !DILocation(line: 21, column: 111, scope: !273)
!280 = !DILocation(line: 21, column: 117, scope: !273)
!281 = !DILocation(line: 21, column: 105, scope: !273)
!282 = !DILocation(line: 21, column: 124, scope: !273)
!283 = !DILocation(line: 0, scope: !266, inlinedAt: !272)
!284 = !DILocation(line: 12, column: 48, scope: !266, inlinedAt: !272)
!285 = !DILocation(line: 12, column: 50, scope: !266, inlinedAt: !272)
!286 = !DILocation(line: 12, column: 61, scope: !266, inlinedAt: !272)
!287 = !DILocation(line: 12, column: 66, scope: !266, inlinedAt: !272)
!288 = !DILocation(line: 12, column: 53, scope: !266, inlinedAt: !272)
!289 = !DILocation(line: 12, column: 71, scope: !266, inlinedAt: !272)
!290 = !{!291, !292, i64 0}
!291 = !{!"", !292, i64 0, !144, i64 8, !144, i64 12}
!292 = !{!"double", !145, i64 0}
!293 = !DILocation(line: 12, column: 73, scope: !266, inlinedAt: !272)
!294 = !DILocation(line: 12, scope: !266, inlinedAt: !272)
!295 = !DILocation(line: 12, column: 41, scope: !266, inlinedAt: !272)
!296 = !DILocation(line: 12, column: 82, scope: !297, inlinedAt: !272)
!297 = distinct !DILexicalBlock(scope: !266, file: !2, line: 12, column: 80)
!298 = !DILocation(line: 12, column: 92, scope: !297, inlinedAt: !272)
!299 = !{i64 0, i64 8, !300, i64 8, i64 4, !143, i64 12, i64 4, !143}
!300 = !{!292, !292, i64 0}
!301 = distinct !{!301, !295, !302, !152}
!302 = !DILocation(line: 12, column: 128, scope: !266, inlinedAt: !272)
!303 = !DILocation(line: 12, column: 130, scope: !266, inlinedAt: !272)
!304 = !DILocation(line: 12, column: 140, scope: !266, inlinedAt: !272)
!305 = !DILocation(line: 21, column: 49, scope: !274)
!306 = !DILocation(line: 21, column: 42, scope: !274)
!307 = distinct !{!307, !202, !308, !152}
!308 = !DILocation(line: 21, column: 141, scope: !112)
!309 = !DILocation(line: 13, column: 33, scope: !310, inlinedAt: !321)
!310 = distinct !DISubprogram(name: "hpop", scope: !2, file: !2, line: 13, type: !311, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{!59}
!313 = !{!314, !315, !316, !317}
!314 = !DILocalVariable(name: "top", scope: !310, file: !2, line: 13, type: !59)
!315 = !DILocalVariable(name: "last", scope: !310, file: !2, line: 13, type: !59)
!316 = !DILocalVariable(name: "i", scope: !310, file: !2, line: 13, type: !65)
!317 = !DILocalVariable(name: "c", scope: !318, file: !2, line: 13, type: !65)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 13, column: 81)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 13, column: 72)
!320 = distinct !DILexicalBlock(scope: !310, file: !2, line: 13, column: 72)
!321 = distinct !DILocation(line: 23, column: 43, scope: !116)
!322 = !DILocation(line: 0, scope: !310, inlinedAt: !321)
!323 = !DILocation(line: 13, column: 54, scope: !310, inlinedAt: !321)
!324 = !DILocation(line: 13, column: 49, scope: !310, inlinedAt: !321)
!325 = !DILocation(line: 13, column: 108, scope: !326, inlinedAt: !321)
!326 = distinct !DILexicalBlock(scope: !318, file: !2, line: 13, column: 106)
!327 = !DILocation(line: 13, column: 106, scope: !318, inlinedAt: !321)
!328 = !DILocation(line: 13, column: 128, scope: !329, inlinedAt: !321)
!329 = distinct !DILexicalBlock(scope: !318, file: !2, line: 13, column: 126)
!330 = !DILocation(line: 13, column: 132, scope: !329, inlinedAt: !321)
!331 = !DILocation(line: 13, column: 137, scope: !329, inlinedAt: !321)
!332 = !DILocation(line: 13, column: 176, scope: !333, inlinedAt: !321)
!333 = distinct !DILexicalBlock(scope: !318, file: !2, line: 13, column: 176)
!334 = !DILocation(line: 13, column: 140, scope: !329, inlinedAt: !321)
!335 = !DILocation(line: 13, column: 152, scope: !329, inlinedAt: !321)
!336 = !DILocation(line: 13, column: 156, scope: !329, inlinedAt: !321)
!337 = !DILocation(line: 13, column: 164, scope: !329, inlinedAt: !321)
!338 = !DILocation(line: 13, column: 154, scope: !329, inlinedAt: !321)
!339 = !DILocation(line: 13, column: 126, scope: !318, inlinedAt: !321)
!340 = !DILocation(line: 0, scope: !318, inlinedAt: !321)
!341 = !DILocation(line: 13, column: 167, scope: !329, inlinedAt: !321)
!342 = !DILocation(line: 13, scope: !318, inlinedAt: !321)
!343 = !DILocation(line: 13, column: 184, scope: !333, inlinedAt: !321)
!344 = !DILocation(line: 13, column: 186, scope: !333, inlinedAt: !321)
!345 = !DILocation(line: 13, column: 176, scope: !318, inlinedAt: !321)
!346 = !DILocation(line: 13, column: 204, scope: !318, inlinedAt: !321)
!347 = !DILocation(line: 13, column: 214, scope: !318, inlinedAt: !321)
!348 = !DILocation(line: 13, column: 93, scope: !318, inlinedAt: !321)
!349 = !DILocation(line: 13, column: 97, scope: !318, inlinedAt: !321)
!350 = !DILocation(line: 13, column: 232, scope: !310, inlinedAt: !321)
!351 = !DILocation(line: 13, column: 65, scope: !310, inlinedAt: !321)
!352 = !DILocation(line: 13, column: 242, scope: !310, inlinedAt: !321)
!353 = !DILocation(line: 0, scope: !116)
!354 = !DILocation(line: 23, column: 71, scope: !116)
!355 = !DILocation(line: 23, column: 89, scope: !356)
!356 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 79)
!357 = !DILocation(line: 23, column: 79, scope: !116)
!358 = !DILocation(line: 23, column: 155, scope: !359)
!359 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 153)
!360 = !DILocation(line: 23, column: 136, scope: !356)
!361 = !DILocation(line: 23, column: 142, scope: !356)
!362 = !DILocation(line: 23, column: 96, scope: !356)
!363 = !DILocation(line: 23, column: 160, scope: !359)
!364 = !DILocation(line: 23, column: 153, scope: !116)
!365 = !DILocation(line: 23, column: 179, scope: !366)
!366 = distinct !DILexicalBlock(scope: !359, file: !2, line: 23, column: 165)
!367 = !DILocation(line: 23, column: 190, scope: !366)
!368 = !DILocation(line: 23, column: 229, scope: !366)
!369 = !DILocation(line: 23, column: 235, scope: !366)
!370 = !DILocation(line: 23, column: 223, scope: !366)
!371 = !DILocation(line: 23, column: 241, scope: !366)
!372 = !DILocation(line: 23, column: 221, scope: !366)
!373 = !DILocation(line: 23, column: 248, scope: !366)
!374 = !DILocation(line: 23, column: 205, scope: !366)
!375 = !DILocation(line: 0, scope: !266, inlinedAt: !376)
!376 = distinct !DILocation(line: 23, column: 205, scope: !366)
!377 = !DILocation(line: 12, column: 37, scope: !266, inlinedAt: !376)
!378 = !DILocation(line: 12, column: 48, scope: !266, inlinedAt: !376)
!379 = !DILocation(line: 12, column: 50, scope: !266, inlinedAt: !376)
!380 = !DILocation(line: 12, column: 61, scope: !266, inlinedAt: !376)
!381 = !DILocation(line: 12, column: 66, scope: !266, inlinedAt: !376)
!382 = !DILocation(line: 12, column: 53, scope: !266, inlinedAt: !376)
!383 = !DILocation(line: 12, column: 71, scope: !266, inlinedAt: !376)
!384 = !DILocation(line: 12, column: 73, scope: !266, inlinedAt: !376)
!385 = !DILocation(line: 12, scope: !266, inlinedAt: !376)
!386 = !DILocation(line: 12, column: 41, scope: !266, inlinedAt: !376)
!387 = !DILocation(line: 12, column: 82, scope: !297, inlinedAt: !376)
!388 = !DILocation(line: 12, column: 92, scope: !297, inlinedAt: !376)
!389 = distinct !{!389, !386, !390, !152}
!390 = !DILocation(line: 12, column: 128, scope: !266, inlinedAt: !376)
!391 = !DILocation(line: 12, column: 130, scope: !266, inlinedAt: !376)
!392 = !DILocation(line: 12, column: 140, scope: !266, inlinedAt: !376)
!393 = !DILocation(line: 23, column: 276, scope: !366)
!394 = !DILocation(line: 23, column: 15, scope: !77)
!395 = distinct !{!395, !276, !396, !152}
!396 = !DILocation(line: 23, column: 278, scope: !77)
!397 = !DILocation(line: 24, column: 5, scope: !77)
!398 = !DILocation(line: 26, column: 1, scope: !77)
!399 = !DILocation(line: 25, column: 5, scope: !77)
!400 = !DISubprogram(name: "printf", scope: !401, file: !401, line: 356, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!402 = !DISubroutineType(types: !403)
!403 = !{!65, !404, null}
!404 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
