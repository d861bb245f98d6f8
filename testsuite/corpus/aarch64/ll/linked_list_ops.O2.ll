; ModuleID = 'programs/linked_list_ops.c'
source_filename = "programs/linked_list_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.DNode = type { ptr, ptr, double }
%struct.Node = type { i32, ptr }

@.str = private unnamed_addr constant [5 x i8] c"orig\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"rev\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"no3\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"len=%d sum=%ld cycle=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"cycle after link=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"dlist fwd:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"dlist bwd:\00", align 1
@.str.10 = private unnamed_addr constant [27 x i8] c"dlist remaining=%d tot=%g\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.DNode, align 8
  br label %90

3:                                                ; preds = %90
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str)
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %3 ]
  %7 = phi ptr [ %11, %5 ], [ %98, %3 ]
  %8 = load i32, ptr %7, align 8, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !12
  %12 = add nuw nsw i32 %6, 1
  %13 = icmp ne ptr %11, null
  %14 = icmp ult i32 %6, 9
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %5, label %16, !llvm.loop !13

16:                                               ; preds = %5
  %17 = tail call i32 @putchar(i32 10)
  br label %18

18:                                               ; preds = %16, %18
  %19 = phi ptr [ %22, %18 ], [ %98, %16 ]
  %20 = phi ptr [ %19, %18 ], [ null, %16 ]
  %21 = getelementptr inbounds i8, ptr %19, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !12
  store ptr %20, ptr %21, align 8, !tbaa !12
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %18, !llvm.loop !15

24:                                               ; preds = %18
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1)
  br label %26

26:                                               ; preds = %24, %26
  %27 = phi i32 [ %33, %26 ], [ 0, %24 ]
  %28 = phi ptr [ %32, %26 ], [ %19, %24 ]
  %29 = load i32, ptr %28, align 8, !tbaa !6
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %29)
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !12
  %33 = add nuw nsw i32 %27, 1
  %34 = icmp ne ptr %32, null
  %35 = icmp ult i32 %27, 9
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %26, label %37, !llvm.loop !13

37:                                               ; preds = %26
  %38 = tail call i32 @putchar(i32 10)
  %39 = tail call fastcc ptr @msort(ptr noundef nonnull %19)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.2)
  %41 = icmp eq ptr %39, null
  br i1 %41, label %42, label %45

42:                                               ; preds = %37
  %43 = tail call i32 @putchar(i32 10)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3)
  br label %86

45:                                               ; preds = %37, %45
  %46 = phi i32 [ %52, %45 ], [ 0, %37 ]
  %47 = phi ptr [ %51, %45 ], [ %39, %37 ]
  %48 = load i32, ptr %47, align 8, !tbaa !6
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load ptr, ptr %50, align 8, !tbaa !12
  %52 = add nuw nsw i32 %46, 1
  %53 = icmp ne ptr %51, null
  %54 = icmp ult i32 %46, 9
  %55 = select i1 %53, i1 %54, i1 false
  br i1 %55, label %45, label %56, !llvm.loop !13

56:                                               ; preds = %45
  %57 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %39, ptr %1, align 8, !tbaa !16
  br label %58

58:                                               ; preds = %56, %67
  %59 = phi ptr [ %68, %67 ], [ %1, %56 ]
  %60 = phi ptr [ %69, %67 ], [ %39, %56 ]
  %61 = load i32, ptr %60, align 8, !tbaa !6
  %62 = srem i32 %61, 3
  %63 = icmp eq i32 %62, 0
  %64 = getelementptr inbounds i8, ptr %60, i64 8
  br i1 %63, label %65, label %67

65:                                               ; preds = %58
  %66 = load ptr, ptr %64, align 8, !tbaa !12
  store ptr %66, ptr %59, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %60) #7
  br label %67

67:                                               ; preds = %65, %58
  %68 = phi ptr [ %59, %65 ], [ %64, %58 ]
  %69 = load ptr, ptr %68, align 8, !tbaa !16
  %70 = icmp eq ptr %69, null
  br i1 %70, label %71, label %58, !llvm.loop !17

71:                                               ; preds = %67
  %72 = load ptr, ptr %1, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3)
  %74 = icmp eq ptr %72, null
  br i1 %74, label %86, label %75

75:                                               ; preds = %71, %75
  %76 = phi i32 [ %82, %75 ], [ 0, %71 ]
  %77 = phi ptr [ %81, %75 ], [ %72, %71 ]
  %78 = load i32, ptr %77, align 8, !tbaa !6
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %78)
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !12
  %82 = add nuw nsw i32 %76, 1
  %83 = icmp ne ptr %81, null
  %84 = icmp ult i32 %76, 9
  %85 = select i1 %83, i1 %84, i1 false
  br i1 %85, label %75, label %88, !llvm.loop !13

86:                                               ; preds = %71, %42
  %87 = tail call i32 @putchar(i32 10)
  br label %111

88:                                               ; preds = %75
  %89 = tail call i32 @putchar(i32 10)
  br label %133

90:                                               ; preds = %0, %90
  %91 = phi ptr [ null, %0 ], [ %98, %90 ]
  %92 = phi i32 [ 7, %0 ], [ %95, %90 ]
  %93 = phi i32 [ 0, %0 ], [ %100, %90 ]
  %94 = mul i32 %92, 1664525
  %95 = add i32 %94, 1013904223
  %96 = lshr i32 %95, 20
  %97 = add nsw i32 %96, -2048
  %98 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  store i32 %97, ptr %98, align 8, !tbaa !6
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  store ptr %91, ptr %99, align 8, !tbaa !12
  %100 = add nuw nsw i32 %93, 1
  %101 = icmp eq i32 %100, 500
  br i1 %101, label %3, label %90, !llvm.loop !18

102:                                              ; preds = %133, %102
  %103 = phi i64 [ %107, %102 ], [ 0, %133 ]
  %104 = phi ptr [ %109, %102 ], [ %72, %133 ]
  %105 = load i32, ptr %104, align 8, !tbaa !6
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %103, %106
  %108 = getelementptr inbounds i8, ptr %104, i64 8
  %109 = load ptr, ptr %108, align 8, !tbaa !12
  %110 = icmp eq ptr %109, null
  br i1 %110, label %111, label %102, !llvm.loop !19

111:                                              ; preds = %102, %86
  %112 = phi i32 [ 0, %86 ], [ %136, %102 ]
  %113 = phi i1 [ true, %86 ], [ false, %102 ]
  %114 = phi ptr [ null, %86 ], [ %72, %102 ]
  %115 = phi i64 [ 0, %86 ], [ %107, %102 ]
  br label %116

116:                                              ; preds = %124, %111
  %117 = phi ptr [ %114, %111 ], [ %126, %124 ]
  %118 = phi ptr [ %114, %111 ], [ %128, %124 ]
  %119 = icmp eq ptr %118, null
  br i1 %119, label %130, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds i8, ptr %118, i64 8
  %122 = load ptr, ptr %121, align 8, !tbaa !12
  %123 = icmp eq ptr %122, null
  br i1 %123, label %130, label %124

124:                                              ; preds = %120
  %125 = getelementptr inbounds i8, ptr %117, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !12
  %127 = getelementptr inbounds i8, ptr %122, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !12
  %129 = icmp eq ptr %126, %128
  br i1 %129, label %130, label %116, !llvm.loop !20

130:                                              ; preds = %116, %120, %124
  %131 = phi i32 [ 1, %124 ], [ 0, %116 ], [ 0, %120 ]
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112, i64 noundef %115, i32 noundef %131)
  br label %140

133:                                              ; preds = %88, %133
  %134 = phi ptr [ %138, %133 ], [ %72, %88 ]
  %135 = phi i32 [ %136, %133 ], [ 0, %88 ]
  %136 = add nuw nsw i32 %135, 1
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load ptr, ptr %137, align 8, !tbaa !12
  %139 = icmp eq ptr %138, null
  br i1 %139, label %102, label %133, !llvm.loop !21

140:                                              ; preds = %140, %130
  %141 = phi ptr [ %114, %130 ], [ %143, %140 ]
  %142 = getelementptr inbounds i8, ptr %141, i64 8
  %143 = load ptr, ptr %142, align 8, !tbaa !12
  %144 = icmp eq ptr %143, null
  br i1 %144, label %145, label %140, !llvm.loop !22

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %141, i64 8
  %147 = getelementptr inbounds i8, ptr %114, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !12
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !12
  store ptr %150, ptr %146, align 8, !tbaa !12
  br label %151

151:                                              ; preds = %159, %145
  %152 = phi ptr [ %114, %145 ], [ %161, %159 ]
  %153 = phi ptr [ %114, %145 ], [ %163, %159 ]
  %154 = icmp eq ptr %153, null
  br i1 %154, label %165, label %155

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load ptr, ptr %156, align 8, !tbaa !12
  %158 = icmp eq ptr %157, null
  br i1 %158, label %165, label %159

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %152, i64 8
  %161 = load ptr, ptr %160, align 8, !tbaa !12
  %162 = getelementptr inbounds i8, ptr %157, i64 8
  %163 = load ptr, ptr %162, align 8, !tbaa !12
  %164 = icmp eq ptr %161, %163
  br i1 %164, label %165, label %151, !llvm.loop !20

165:                                              ; preds = %151, %155, %159
  %166 = phi i32 [ 1, %159 ], [ 0, %151 ], [ 0, %155 ]
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %166)
  store ptr null, ptr %146, align 8, !tbaa !12
  br i1 %113, label %173, label %168

168:                                              ; preds = %165, %168
  %169 = phi ptr [ %171, %168 ], [ %114, %165 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !12
  tail call void @free(ptr noundef nonnull %169) #7
  %172 = icmp eq ptr %171, null
  br i1 %172, label %173, label %168, !llvm.loop !23

173:                                              ; preds = %168, %165
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  store ptr %2, ptr %2, align 8, !tbaa !24
  %174 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %2, ptr %174, align 8, !tbaa !27
  %175 = getelementptr inbounds i8, ptr %2, i64 16
  store double 0.000000e+00, ptr %175, align 8, !tbaa !28
  br label %180

176:                                              ; preds = %195
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %178 = load ptr, ptr %174, align 8, !tbaa !27
  %179 = icmp eq ptr %178, %2
  br i1 %179, label %198, label %203

180:                                              ; preds = %173, %195
  %181 = phi i32 [ 0, %173 ], [ %196, %195 ]
  %182 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8
  %183 = uitofp nneg i32 %181 to double
  %184 = fmul double %183, 1.500000e+00
  %185 = getelementptr inbounds i8, ptr %182, i64 16
  store double %184, ptr %185, align 8, !tbaa !28
  %186 = and i32 %181, 1
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %191, label %188

188:                                              ; preds = %180
  %189 = load ptr, ptr %174, align 8, !tbaa !27
  %190 = getelementptr inbounds i8, ptr %182, i64 8
  store ptr %189, ptr %190, align 8, !tbaa !27
  store ptr %2, ptr %182, align 8, !tbaa !24
  store ptr %182, ptr %189, align 8, !tbaa !24
  store ptr %182, ptr %174, align 8, !tbaa !27
  br label %195

191:                                              ; preds = %180
  %192 = load ptr, ptr %2, align 8, !tbaa !24
  store ptr %192, ptr %182, align 8, !tbaa !24
  %193 = getelementptr inbounds i8, ptr %182, i64 8
  store ptr %2, ptr %193, align 8, !tbaa !27
  %194 = getelementptr inbounds i8, ptr %192, i64 8
  store ptr %182, ptr %194, align 8, !tbaa !27
  store ptr %182, ptr %2, align 8, !tbaa !24
  br label %195

195:                                              ; preds = %191, %188
  %196 = add nuw nsw i32 %181, 1
  %197 = icmp eq i32 %196, 20
  br i1 %197, label %176, label %180, !llvm.loop !29

198:                                              ; preds = %203, %176
  %199 = call i32 @putchar(i32 10)
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %201 = load ptr, ptr %2, align 8, !tbaa !24
  %202 = icmp eq ptr %201, %2
  br i1 %202, label %211, label %215

203:                                              ; preds = %176, %203
  %204 = phi ptr [ %209, %203 ], [ %178, %176 ]
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load double, ptr %205, align 8, !tbaa !28
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %206)
  %208 = getelementptr inbounds i8, ptr %204, i64 8
  %209 = load ptr, ptr %208, align 8, !tbaa !27
  %210 = icmp eq ptr %209, %2
  br i1 %210, label %198, label %203, !llvm.loop !30

211:                                              ; preds = %215, %198
  %212 = call i32 @putchar(i32 10)
  %213 = load ptr, ptr %174, align 8, !tbaa !27
  %214 = icmp eq ptr %213, %2
  br i1 %214, label %224, label %227

215:                                              ; preds = %198, %215
  %216 = phi ptr [ %220, %215 ], [ %201, %198 ]
  %217 = getelementptr inbounds i8, ptr %216, i64 16
  %218 = load double, ptr %217, align 8, !tbaa !28
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %218)
  %220 = load ptr, ptr %216, align 8, !tbaa !24
  %221 = icmp eq ptr %220, %2
  br i1 %221, label %211, label %215, !llvm.loop !31

222:                                              ; preds = %240
  %223 = load ptr, ptr %174, align 8, !tbaa !27
  br label %224

224:                                              ; preds = %222, %211
  %225 = phi ptr [ %223, %222 ], [ %213, %211 ]
  %226 = icmp eq ptr %225, %2
  br i1 %226, label %242, label %246

227:                                              ; preds = %211, %240
  %228 = phi ptr [ %230, %240 ], [ %213, %211 ]
  %229 = getelementptr inbounds i8, ptr %228, i64 8
  %230 = load ptr, ptr %229, align 8, !tbaa !27
  %231 = getelementptr inbounds i8, ptr %228, i64 16
  %232 = load double, ptr %231, align 8, !tbaa !28
  %233 = fptosi double %232 to i32
  %234 = srem i32 %233, 3
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %236, label %240

236:                                              ; preds = %227
  %237 = load ptr, ptr %228, align 8, !tbaa !24
  %238 = getelementptr inbounds i8, ptr %237, i64 8
  store ptr %230, ptr %238, align 8, !tbaa !27
  %239 = load ptr, ptr %229, align 8, !tbaa !27
  store ptr %237, ptr %239, align 8, !tbaa !24
  call void @free(ptr noundef nonnull %228) #7
  br label %240

240:                                              ; preds = %236, %227
  %241 = icmp eq ptr %230, %2
  br i1 %241, label %222, label %227, !llvm.loop !32

242:                                              ; preds = %246, %224
  %243 = phi double [ 0.000000e+00, %224 ], [ %254, %246 ]
  %244 = phi i32 [ 0, %224 ], [ %255, %246 ]
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %244, double noundef %243)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %244

246:                                              ; preds = %224, %246
  %247 = phi ptr [ %251, %246 ], [ %225, %224 ]
  %248 = phi i32 [ %255, %246 ], [ 0, %224 ]
  %249 = phi double [ %254, %246 ], [ 0.000000e+00, %224 ]
  %250 = getelementptr inbounds i8, ptr %247, i64 8
  %251 = load ptr, ptr %250, align 8, !tbaa !27
  %252 = getelementptr inbounds i8, ptr %247, i64 16
  %253 = load double, ptr %252, align 8, !tbaa !28
  %254 = fadd double %249, %253
  %255 = add nuw nsw i32 %248, 1
  call void @free(ptr noundef %247) #7
  %256 = icmp eq ptr %251, %2
  br i1 %256, label %242, label %246, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #2 {
  %2 = alloca %struct.Node, align 8
  %3 = icmp eq ptr %0, null
  br i1 %3, label %59, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !12
  %7 = icmp eq ptr %6, null
  br i1 %7, label %59, label %8

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !12
  %19 = icmp eq ptr %18, null
  br i1 %19, label %20, label %8, !llvm.loop !34

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !12
  store ptr null, ptr %22, align 8, !tbaa !12
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0)
  %25 = tail call fastcc ptr @msort(ptr noundef %23)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7
  %26 = icmp ne ptr %24, null
  %27 = icmp ne ptr %25, null
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %50

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
  %33 = load i32, ptr %32, align 8, !tbaa !6
  %34 = load i32, ptr %31, align 8, !tbaa !6
  %35 = icmp sgt i32 %33, %34
  %36 = getelementptr inbounds i8, ptr %30, i64 8
  br i1 %35, label %40, label %37

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %32, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !12
  br label %43

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr %31, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !12
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ]
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
  %47 = icmp ne ptr %45, null
  %48 = icmp ne ptr %46, null
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %29, label %50, !llvm.loop !35

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ]
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ]
  %55 = select i1 %54, ptr %51, ptr %52
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr %55, ptr %56, align 8, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %2, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ]
  ret ptr %60
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"Node", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = !{!25, !11, i64 0}
!25 = !{!"DNode", !11, i64 0, !11, i64 8, !26, i64 16}
!26 = !{!"double", !9, i64 0}
!27 = !{!25, !11, i64 8}
!28 = !{!25, !26, i64 16}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
