; ModuleID = 'programs/topo_sort_scc.c'
source_filename = "programs/topo_sort_scc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@to = internal unnamed_addr global [1200 x i32] zeroinitializer, align 4
@nxt = internal unnamed_addr global [1200 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [38 x i8] c"topo n=%d hash=%08x longest path=%ld\0A\00", align 1
@idx = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@comp = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@ncomp = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [45 x i8] c"after back edges: %d components, largest %d\0A\00", align 1
@ne = internal unnamed_addr global i32 0, align 4
@counter = internal unnamed_addr global i32 0, align 4
@low = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@st = internal unnamed_addr global [400 x i32] zeroinitializer, align 4
@sp = internal unnamed_addr global i32 0, align 4
@onst = internal unnamed_addr global [400 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i32], align 4
  %2 = alloca [400 x i32], align 4
  %3 = alloca [400 x i32], align 4
  %4 = alloca [400 x i64], align 8
  %5 = alloca [400 x i32], align 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false)
  %6 = load i32, ptr @ne, align 4, !tbaa !6
  %7 = sext i32 %6 to i64
  br label %10

8:                                                ; preds = %10
  %9 = trunc nsw i64 %30 to i32
  store i32 %9, ptr @ne, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) %2, ptr noundef nonnull align 4 dereferenceable(1600) @indeg, i64 1600, i1 false)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) %3, i8 0, i64 1600, i1 false)
  br label %38

10:                                               ; preds = %0, %10
  %11 = phi i64 [ %7, %0 ], [ %30, %10 ]
  %12 = phi i32 [ 5, %0 ], [ %19, %10 ]
  %13 = phi i32 [ 0, %0 ], [ %36, %10 ]
  %14 = mul i32 %12, 1103515245
  %15 = add i32 %14, 12345
  %16 = lshr i32 %15, 8
  %17 = urem i32 %16, 399
  %18 = mul i32 %15, 1103515245
  %19 = add i32 %18, 12345
  %20 = add nuw nsw i32 %17, 1
  %21 = lshr i32 %19, 8
  %22 = sub nuw nsw i32 399, %17
  %23 = urem i32 %21, %22
  %24 = add nuw nsw i32 %20, %23
  %25 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %11
  store i32 %24, ptr %25, align 4, !tbaa !6
  %26 = zext nneg i32 %17 to i64
  %27 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %11
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = add nsw i64 %11, 1
  %31 = trunc nsw i64 %11 to i32
  store i32 %31, ptr %27, align 4, !tbaa !6
  %32 = zext nneg i32 %24 to i64
  %33 = getelementptr inbounds [400 x i32], ptr @indeg, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %33, align 4, !tbaa !6
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, 1160
  br i1 %37, label %8, label %10, !llvm.loop !10

38:                                               ; preds = %8, %73
  %39 = phi i64 [ 0, %8 ], [ %56, %73 ]
  br label %40

40:                                               ; preds = %38, %49
  %41 = phi i64 [ 0, %38 ], [ %50, %49 ]
  %42 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %40
  %46 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %41
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %40, %45
  %50 = add nuw nsw i64 %41, 1
  %51 = icmp eq i64 %50, 400
  br i1 %51, label %75, label %40, !llvm.loop !12

52:                                               ; preds = %45
  %53 = trunc nuw nsw i64 %41 to i32
  %54 = and i64 %41, 4294967295
  %55 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %54
  store i32 1, ptr %55, align 4, !tbaa !6
  %56 = add nuw nsw i64 %39, 1
  %57 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %39
  store i32 %53, ptr %57, align 4, !tbaa !6
  %58 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %54
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = icmp eq i32 %59, -1
  br i1 %60, label %73, label %61

61:                                               ; preds = %52, %61
  %62 = phi i32 [ %71, %61 ], [ %59, %52 ]
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr %67, align 4, !tbaa !6
  %70 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %63
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = icmp eq i32 %71, -1
  br i1 %72, label %73, label %61, !llvm.loop !13

73:                                               ; preds = %61, %52
  %74 = icmp eq i64 %56, 400
  br i1 %74, label %79, label %38, !llvm.loop !14

75:                                               ; preds = %49
  %76 = trunc nuw nsw i64 %39 to i32
  %77 = icmp eq i64 %39, 0
  br i1 %77, label %78, label %79

78:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  br label %93

79:                                               ; preds = %73, %75
  %80 = phi i32 [ %76, %75 ], [ 400, %73 ]
  %81 = zext i32 %80 to i64
  br label %84

82:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  %83 = zext i32 %80 to i64
  br label %114

84:                                               ; preds = %79, %84
  %85 = phi i64 [ 0, %79 ], [ %91, %84 ]
  %86 = phi i32 [ 0, %79 ], [ %90, %84 ]
  %87 = mul i32 %86, 31
  %88 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %85
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = add i32 %89, %87
  %91 = add nuw nsw i64 %85, 1
  %92 = icmp eq i64 %91, %81
  br i1 %92, label %82, label %84, !llvm.loop !15

93:                                               ; preds = %124, %78
  %94 = phi i32 [ 0, %78 ], [ %90, %124 ]
  %95 = phi i32 [ 0, %78 ], [ %80, %124 ]
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i64 [ 0, %93 ], [ %106, %96 ]
  %98 = phi <2 x i64> [ zeroinitializer, %93 ], [ %104, %96 ]
  %99 = phi <2 x i64> [ zeroinitializer, %93 ], [ %105, %96 ]
  %100 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %97
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load <2 x i64>, ptr %100, align 8, !tbaa !16
  %103 = load <2 x i64>, ptr %101, align 8, !tbaa !16
  %104 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %102, <2 x i64> %98)
  %105 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %103, <2 x i64> %99)
  %106 = add nuw i64 %97, 4
  %107 = icmp eq i64 %106, 400
  br i1 %107, label %108, label %96, !llvm.loop !18

108:                                              ; preds = %96
  %109 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %104, <2 x i64> %105)
  %110 = tail call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> %109)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %95, i32 noundef %94, i64 noundef %110)
  %112 = load i32, ptr @ne, align 4, !tbaa !6
  %113 = sext i32 %112 to i64
  br label %145

114:                                              ; preds = %82, %124
  %115 = phi i64 [ 0, %82 ], [ %125, %124 ]
  %116 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = icmp eq i32 %120, -1
  br i1 %121, label %124, label %122

122:                                              ; preds = %114
  %123 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %118
  br label %127

124:                                              ; preds = %139, %114
  %125 = add nuw nsw i64 %115, 1
  %126 = icmp eq i64 %125, %83
  br i1 %126, label %93, label %114, !llvm.loop !21

127:                                              ; preds = %122, %139
  %128 = phi i32 [ %120, %122 ], [ %141, %139 ]
  %129 = load i64, ptr %123, align 8, !tbaa !16
  %130 = sext i32 %128 to i64
  %131 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !16
  %136 = icmp slt i64 %129, %135
  br i1 %136, label %139, label %137

137:                                              ; preds = %127
  %138 = add nsw i64 %129, 1
  store i64 %138, ptr %134, align 8, !tbaa !16
  br label %139

139:                                              ; preds = %127, %137
  %140 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %130
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = icmp eq i32 %141, -1
  br i1 %142, label %124, label %127, !llvm.loop !22

143:                                              ; preds = %145
  %144 = trunc nsw i64 %164 to i32
  store i32 %144, ptr @ne, align 4, !tbaa !6
  br label %169

145:                                              ; preds = %108, %145
  %146 = phi i64 [ %113, %108 ], [ %164, %145 ]
  %147 = phi i32 [ %19, %108 ], [ %154, %145 ]
  %148 = phi i32 [ 0, %108 ], [ %166, %145 ]
  %149 = mul i32 %147, 1103515245
  %150 = add i32 %149, 12345
  %151 = lshr i32 %150, 8
  %152 = urem i32 %151, 400
  %153 = mul i32 %150, 1103515245
  %154 = add i32 %153, 12345
  %155 = lshr i32 %154, 8
  %156 = urem i32 %155, 400
  %157 = tail call i32 @llvm.umax.i32(i32 %156, i32 %152)
  %158 = tail call i32 @llvm.umin.i32(i32 %156, i32 %152)
  %159 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %146
  store i32 %158, ptr %159, align 4, !tbaa !6
  %160 = zext nneg i32 %157 to i64
  %161 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %146
  store i32 %162, ptr %163, align 4, !tbaa !6
  %164 = add nsw i64 %146, 1
  %165 = trunc nsw i64 %146 to i32
  store i32 %165, ptr %161, align 4, !tbaa !6
  %166 = add nuw nsw i32 %148, 1
  %167 = icmp eq i32 %166, 40
  br i1 %167, label %143, label %145, !llvm.loop !23

168:                                              ; preds = %176
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1600) %5, i8 0, i64 1600, i1 false)
  br label %206

169:                                              ; preds = %143, %176
  %170 = phi i64 [ 0, %143 ], [ %177, %176 ]
  %171 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %176

174:                                              ; preds = %169
  %175 = trunc nuw nsw i64 %170 to i32
  tail call fastcc void @tarjan(i32 noundef %175)
  br label %176

176:                                              ; preds = %169, %174
  %177 = add nuw nsw i64 %170, 1
  %178 = icmp eq i64 %177, 400
  br i1 %178, label %168, label %169, !llvm.loop !24

179:                                              ; preds = %206
  %180 = load i32, ptr @ncomp, align 4, !tbaa !6
  %181 = icmp sgt i32 %180, 0
  br i1 %181, label %182, label %216

182:                                              ; preds = %179
  %183 = zext nneg i32 %180 to i64
  %184 = icmp ult i32 %180, 8
  br i1 %184, label %185, label %188

185:                                              ; preds = %202, %182
  %186 = phi i64 [ 0, %182 ], [ %189, %202 ]
  %187 = phi i32 [ 0, %182 ], [ %204, %202 ]
  br label %221

188:                                              ; preds = %182
  %189 = and i64 %183, 2147483640
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi i64 [ 0, %188 ], [ %200, %190 ]
  %192 = phi <4 x i32> [ zeroinitializer, %188 ], [ %198, %190 ]
  %193 = phi <4 x i32> [ zeroinitializer, %188 ], [ %199, %190 ]
  %194 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %191
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load <4 x i32>, ptr %194, align 4, !tbaa !6
  %197 = load <4 x i32>, ptr %195, align 4, !tbaa !6
  %198 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %196, <4 x i32> %192)
  %199 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %197, <4 x i32> %193)
  %200 = add nuw i64 %191, 8
  %201 = icmp eq i64 %200, %189
  br i1 %201, label %202, label %190, !llvm.loop !25

202:                                              ; preds = %190
  %203 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %198, <4 x i32> %199)
  %204 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %203)
  %205 = icmp eq i64 %189, %183
  br i1 %205, label %216, label %185

206:                                              ; preds = %168, %206
  %207 = phi i64 [ 0, %168 ], [ %214, %206 ]
  %208 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %211, align 4, !tbaa !6
  %214 = add nuw nsw i64 %207, 1
  %215 = icmp eq i64 %214, 400
  br i1 %215, label %179, label %206, !llvm.loop !26

216:                                              ; preds = %221, %202, %179
  %217 = phi i32 [ 0, %179 ], [ %204, %202 ], [ %226, %221 ]
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %180, i32 noundef %217)
  %219 = load i32, ptr @ncomp, align 4, !tbaa !6
  %220 = and i32 %219, 127
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %1) #7
  ret i32 %220

221:                                              ; preds = %185, %221
  %222 = phi i64 [ %227, %221 ], [ %186, %185 ]
  %223 = phi i32 [ %226, %221 ], [ %187, %185 ]
  %224 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %222
  %225 = load i32, ptr %224, align 4, !tbaa !6
  %226 = tail call i32 @llvm.smax.i32(i32 %225, i32 %223)
  %227 = add nuw nsw i64 %222, 1
  %228 = icmp eq i64 %227, %183
  br i1 %228, label %216, label %221, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @tarjan(i32 noundef %0) unnamed_addr #5 {
  %2 = load i32, ptr @counter, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @counter, align 4, !tbaa !6
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %4
  store i32 %3, ptr %5, align 4, !tbaa !6
  %6 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %4
  store i32 %3, ptr %6, align 4, !tbaa !6
  %7 = load i32, ptr @sp, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @sp, align 4, !tbaa !6
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %9
  store i32 %0, ptr %10, align 4, !tbaa !6
  %11 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %4
  store i32 1, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %4
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %18, label %22

15:                                               ; preds = %45
  %16 = load i32, ptr %6, align 4, !tbaa !6
  %17 = icmp eq i32 %46, %16
  br i1 %17, label %18, label %62

18:                                               ; preds = %1, %15
  %19 = load i32, ptr @ncomp, align 4, !tbaa !6
  %20 = load i32, ptr @sp, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  br label %50

22:                                               ; preds = %1, %45
  %23 = phi i32 [ %46, %45 ], [ %3, %1 ]
  %24 = phi i32 [ %48, %45 ], [ %13, %1 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %22
  tail call fastcc void @tarjan(i32 noundef %27)
  %33 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = load i32, ptr %5, align 4, !tbaa !6
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %43, label %45

37:                                               ; preds = %22
  %38 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %28
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = icmp ne i32 %39, 0
  %41 = icmp slt i32 %30, %23
  %42 = select i1 %40, i1 %41, i1 false
  br i1 %42, label %43, label %45

43:                                               ; preds = %37, %32
  %44 = phi i32 [ %34, %32 ], [ %30, %37 ]
  store i32 %44, ptr %5, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %43, %37, %32
  %46 = phi i32 [ %23, %37 ], [ %35, %32 ], [ %44, %43 ]
  %47 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %25
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = icmp eq i32 %48, -1
  br i1 %49, label %15, label %22, !llvm.loop !28

50:                                               ; preds = %18, %50
  %51 = phi i64 [ %21, %18 ], [ %52, %50 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %55
  store i32 0, ptr %56, align 4, !tbaa !6
  %57 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %55
  store i32 %19, ptr %57, align 4, !tbaa !6
  %58 = icmp eq i32 %54, %0
  br i1 %58, label %59, label %50, !llvm.loop !29

59:                                               ; preds = %50
  %60 = trunc nsw i64 %52 to i32
  store i32 %60, ptr @sp, align 4, !tbaa !6
  %61 = add nsw i32 %19, 1
  store i32 %61, ptr @ncomp, align 4, !tbaa !6
  br label %62

62:                                               ; preds = %59, %15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = distinct !{!18, !11, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11, !19, !20}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11, !20, !19}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
