; ModuleID = 'programs/hashmap_strings_chaining.c'
source_filename = "programs/hashmap_strings_chaining.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.map = type { ptr, i64, i64 }

@.str = private unnamed_addr constant [10 x i8] c"key-%d-%x\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"w%d\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"w2999\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"w2998\00", align 1
@.str.4 = private unnamed_addr constant [52 x i8] c"size=%zu buckets=%zu deleted=%d w2999=%ld w2998=%s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"present\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"chains:\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c" %zu\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c" max=%zu value sum=%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.map, align 8
  %2 = alloca [32 x i8], align 4
  %3 = alloca [8 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  br label %6

4:                                                ; preds = %6
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  br label %21

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %14, %6 ]
  %8 = trunc i64 %7 to i32
  %9 = add nsw i32 %8, -3000
  %10 = icmp ult i64 %7, 3000
  %11 = select i1 %10, i32 %8, i32 %9
  %12 = mul i32 %8, -1640531535
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %11, i32 noundef %12) #10
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %7)
  %14 = add nuw nsw i64 %7, 1
  %15 = icmp eq i64 %14, 5000
  br i1 %15, label %4, label %6, !llvm.loop !6

16:                                               ; preds = %62
  %17 = add i64 %26, -1
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !8
  %20 = load ptr, ptr %1, align 8
  br label %157

21:                                               ; preds = %4, %62
  %22 = phi i64 [ 0, %4 ], [ %63, %62 ]
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %23) #10
  %25 = mul nuw nsw i64 %22, %22
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %25)
  %26 = load i64, ptr %5, align 8
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %62, label %28

28:                                               ; preds = %21
  %29 = load ptr, ptr %1, align 8, !tbaa !14
  %30 = load i8, ptr %2, align 4, !tbaa !15
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %42, label %32

32:                                               ; preds = %28, %32
  %33 = phi i8 [ %40, %32 ], [ %30, %28 ]
  %34 = phi i64 [ %39, %32 ], [ 1469598103934665603, %28 ]
  %35 = phi ptr [ %36, %32 ], [ %2, %28 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 1
  %37 = zext i8 %33 to i64
  %38 = xor i64 %34, %37
  %39 = mul i64 %38, 1099511628211
  %40 = load i8, ptr %36, align 1, !tbaa !15
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %42, label %32, !llvm.loop !16

42:                                               ; preds = %32, %28
  %43 = phi i64 [ 1469598103934665603, %28 ], [ %39, %32 ]
  %44 = add i64 %26, -1
  %45 = and i64 %43, %44
  %46 = getelementptr inbounds ptr, ptr %29, i64 %45
  %47 = load ptr, ptr %46, align 8, !tbaa !17
  %48 = icmp eq ptr %47, null
  br i1 %48, label %62, label %49

49:                                               ; preds = %42, %54
  %50 = phi ptr [ %56, %54 ], [ %47, %42 ]
  %51 = load ptr, ptr %50, align 8, !tbaa !18
  %52 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %51, ptr noundef nonnull readonly dereferenceable(1) %2) #11
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %58, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %50, i64 16
  %56 = load ptr, ptr %55, align 8, !tbaa !17
  %57 = icmp eq ptr %56, null
  br i1 %57, label %62, label %49, !llvm.loop !20

58:                                               ; preds = %49
  %59 = getelementptr inbounds i8, ptr %50, i64 8
  %60 = load i64, ptr %59, align 8, !tbaa !21
  %61 = add nsw i64 %60, 1
  store i64 %61, ptr %59, align 8, !tbaa !21
  br label %62

62:                                               ; preds = %54, %42, %21, %58
  %63 = add nuw nsw i64 %22, 1
  %64 = icmp eq i64 %63, 3000
  br i1 %64, label %16, label %21, !llvm.loop !22

65:                                               ; preds = %151
  br i1 %27, label %66, label %70

66:                                               ; preds = %161, %65
  %67 = phi i64 [ %152, %65 ], [ %158, %161 ]
  %68 = phi i32 [ %154, %65 ], [ %160, %161 ]
  %69 = load ptr, ptr %1, align 8, !tbaa !14
  br label %166

70:                                               ; preds = %65
  %71 = load ptr, ptr %1, align 8, !tbaa !14
  %72 = and i64 %17, -8754388427165157909
  %73 = getelementptr inbounds ptr, ptr %71, i64 %72
  %74 = load ptr, ptr %73, align 8, !tbaa !17
  %75 = icmp eq ptr %74, null
  br i1 %75, label %87, label %76

76:                                               ; preds = %70, %83
  %77 = phi ptr [ %85, %83 ], [ %74, %70 ]
  %78 = load ptr, ptr %77, align 8, !tbaa !18
  %79 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %78, ptr noundef nonnull readonly dereferenceable(6) @.str.2) #11
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %77, i64 8
  br label %87

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %77, i64 16
  %85 = load ptr, ptr %84, align 8, !tbaa !17
  %86 = icmp eq ptr %85, null
  br i1 %86, label %87, label %76, !llvm.loop !20

87:                                               ; preds = %83, %81, %70
  %88 = phi ptr [ %82, %81 ], [ null, %70 ], [ null, %83 ]
  %89 = and i64 %17, -8754389526676786120
  %90 = getelementptr inbounds ptr, ptr %71, i64 %89
  %91 = load ptr, ptr %90, align 8, !tbaa !17
  %92 = icmp eq ptr %91, null
  br i1 %92, label %104, label %93

93:                                               ; preds = %87, %100
  %94 = phi ptr [ %102, %100 ], [ %91, %87 ]
  %95 = load ptr, ptr %94, align 8, !tbaa !18
  %96 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %95, ptr noundef nonnull readonly dereferenceable(6) @.str.3) #11
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %100

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %94, i64 8
  br label %104

100:                                              ; preds = %93
  %101 = getelementptr inbounds i8, ptr %94, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !17
  %103 = icmp eq ptr %102, null
  br i1 %103, label %104, label %93, !llvm.loop !20

104:                                              ; preds = %100, %87, %98
  %105 = phi ptr [ %99, %98 ], [ null, %87 ], [ null, %100 ]
  %106 = icmp eq ptr %88, null
  br i1 %106, label %166, label %164

107:                                              ; preds = %157, %161
  %108 = phi i32 [ %162, %161 ], [ %159, %157 ]
  %109 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %108) #10
  br i1 %27, label %161, label %110

110:                                              ; preds = %107
  %111 = load i8, ptr %2, align 4, !tbaa !15
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %123, label %113

113:                                              ; preds = %110, %113
  %114 = phi i8 [ %121, %113 ], [ %111, %110 ]
  %115 = phi i64 [ %120, %113 ], [ 1469598103934665603, %110 ]
  %116 = phi ptr [ %117, %113 ], [ %2, %110 ]
  %117 = getelementptr inbounds i8, ptr %116, i64 1
  %118 = zext i8 %114 to i64
  %119 = xor i64 %115, %118
  %120 = mul i64 %119, 1099511628211
  %121 = load i8, ptr %117, align 1, !tbaa !15
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %123, label %113, !llvm.loop !16

123:                                              ; preds = %113, %110
  %124 = phi i64 [ 1469598103934665603, %110 ], [ %120, %113 ]
  %125 = and i64 %124, %17
  %126 = getelementptr inbounds ptr, ptr %20, i64 %125
  %127 = load ptr, ptr %126, align 8, !tbaa !17
  %128 = icmp eq ptr %127, null
  br i1 %128, label %151, label %129

129:                                              ; preds = %123
  %130 = load ptr, ptr %127, align 8, !tbaa !18
  %131 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %130, ptr noundef nonnull readonly dereferenceable(1) %2) #11
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %139, label %146

133:                                              ; preds = %146
  %134 = load ptr, ptr %149, align 8, !tbaa !18
  %135 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %134, ptr noundef nonnull readonly dereferenceable(1) %2) #11
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %146, !llvm.loop !23

137:                                              ; preds = %133
  %138 = getelementptr inbounds i8, ptr %147, i64 16
  br label %139

139:                                              ; preds = %137, %129
  %140 = phi ptr [ %127, %129 ], [ %149, %137 ]
  %141 = phi ptr [ %126, %129 ], [ %138, %137 ]
  %142 = getelementptr inbounds i8, ptr %140, i64 16
  %143 = load ptr, ptr %142, align 8, !tbaa !24
  store ptr %143, ptr %141, align 8, !tbaa !17
  %144 = load ptr, ptr %140, align 8, !tbaa !18
  tail call void @free(ptr noundef %144) #10
  tail call void @free(ptr noundef nonnull %140) #10
  %145 = add i64 %158, -1
  br label %151

146:                                              ; preds = %129, %133
  %147 = phi ptr [ %149, %133 ], [ %127, %129 ]
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !17
  %150 = icmp eq ptr %149, null
  br i1 %150, label %151, label %133, !llvm.loop !23

151:                                              ; preds = %146, %123, %139
  %152 = phi i64 [ %145, %139 ], [ %158, %123 ], [ %158, %146 ]
  %153 = phi i32 [ 1, %139 ], [ 0, %123 ], [ 0, %146 ]
  %154 = add nuw nsw i32 %153, %160
  %155 = add nuw nsw i32 %108, 2
  %156 = icmp ult i32 %108, 2998
  br i1 %156, label %157, label %65, !llvm.loop !25

157:                                              ; preds = %151, %16
  %158 = phi i64 [ %152, %151 ], [ %19, %16 ]
  %159 = phi i32 [ %155, %151 ], [ 0, %16 ]
  %160 = phi i32 [ %154, %151 ], [ 0, %16 ]
  br label %107

161:                                              ; preds = %107
  %162 = add nuw nsw i32 %108, 2
  %163 = icmp ult i32 %108, 2998
  br i1 %163, label %107, label %66, !llvm.loop !25

164:                                              ; preds = %104
  %165 = load i64, ptr %88, align 8, !tbaa !21
  br label %166

166:                                              ; preds = %66, %104, %164
  %167 = phi i64 [ %152, %164 ], [ %152, %104 ], [ %67, %66 ]
  %168 = phi i32 [ %154, %164 ], [ %154, %104 ], [ %68, %66 ]
  %169 = phi ptr [ %71, %164 ], [ %71, %104 ], [ %69, %66 ]
  %170 = phi ptr [ %105, %164 ], [ %105, %104 ], [ null, %66 ]
  %171 = phi i64 [ %165, %164 ], [ -1, %104 ], [ -1, %66 ]
  %172 = icmp eq ptr %170, null
  %173 = select i1 %172, ptr @.str.6, ptr @.str.5
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %167, i64 noundef %26, i32 noundef %168, i64 noundef %171, ptr noundef nonnull %173)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  br i1 %27, label %191, label %212

175:                                              ; preds = %219
  %176 = load i64, ptr %3, align 8, !tbaa !21
  %177 = getelementptr inbounds i8, ptr %3, i64 8
  %178 = load i64, ptr %177, align 8, !tbaa !21
  %179 = getelementptr inbounds i8, ptr %3, i64 16
  %180 = load i64, ptr %179, align 8, !tbaa !21
  %181 = getelementptr inbounds i8, ptr %3, i64 24
  %182 = load i64, ptr %181, align 8, !tbaa !21
  %183 = getelementptr inbounds i8, ptr %3, i64 32
  %184 = load i64, ptr %183, align 8, !tbaa !21
  %185 = getelementptr inbounds i8, ptr %3, i64 40
  %186 = load i64, ptr %185, align 8, !tbaa !21
  %187 = getelementptr inbounds i8, ptr %3, i64 48
  %188 = load i64, ptr %187, align 8, !tbaa !21
  %189 = getelementptr inbounds i8, ptr %3, i64 56
  %190 = load i64, ptr %189, align 8, !tbaa !21
  br label %191

191:                                              ; preds = %175, %166
  %192 = phi i64 [ 0, %166 ], [ %190, %175 ]
  %193 = phi i64 [ 0, %166 ], [ %188, %175 ]
  %194 = phi i64 [ 0, %166 ], [ %186, %175 ]
  %195 = phi i64 [ 0, %166 ], [ %184, %175 ]
  %196 = phi i64 [ 0, %166 ], [ %182, %175 ]
  %197 = phi i64 [ 0, %166 ], [ %180, %175 ]
  %198 = phi i64 [ 0, %166 ], [ %178, %175 ]
  %199 = phi i64 [ 0, %166 ], [ %176, %175 ]
  %200 = phi i64 [ 0, %166 ], [ %226, %175 ]
  %201 = phi i64 [ 0, %166 ], [ %220, %175 ]
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %199)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %198)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %197)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %196)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %195)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %194)
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %193)
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %192)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %200, i64 noundef %201)
  br i1 %27, label %240, label %244

212:                                              ; preds = %166, %219
  %213 = phi i64 [ %227, %219 ], [ 0, %166 ]
  %214 = phi i64 [ %220, %219 ], [ 0, %166 ]
  %215 = phi i64 [ %226, %219 ], [ 0, %166 ]
  %216 = getelementptr inbounds ptr, ptr %169, i64 %213
  %217 = load ptr, ptr %216, align 8, !tbaa !17
  %218 = icmp eq ptr %217, null
  br i1 %218, label %219, label %229

219:                                              ; preds = %229, %212
  %220 = phi i64 [ %214, %212 ], [ %236, %229 ]
  %221 = phi i64 [ 0, %212 ], [ %233, %229 ]
  %222 = tail call i64 @llvm.umin.i64(i64 %221, i64 7)
  %223 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %222
  %224 = load i64, ptr %223, align 8, !tbaa !21
  %225 = add i64 %224, 1
  store i64 %225, ptr %223, align 8, !tbaa !21
  %226 = tail call i64 @llvm.umax.i64(i64 %221, i64 %215)
  %227 = add nuw i64 %213, 1
  %228 = icmp eq i64 %227, %26
  br i1 %228, label %175, label %212, !llvm.loop !26

229:                                              ; preds = %212, %229
  %230 = phi ptr [ %238, %229 ], [ %217, %212 ]
  %231 = phi i64 [ %233, %229 ], [ 0, %212 ]
  %232 = phi i64 [ %236, %229 ], [ %214, %212 ]
  %233 = add i64 %231, 1
  %234 = getelementptr inbounds i8, ptr %230, i64 8
  %235 = load i64, ptr %234, align 8, !tbaa !27
  %236 = add nsw i64 %235, %232
  %237 = getelementptr inbounds i8, ptr %230, i64 16
  %238 = load ptr, ptr %237, align 8, !tbaa !17
  %239 = icmp eq ptr %238, null
  br i1 %239, label %219, label %229, !llvm.loop !28

240:                                              ; preds = %249, %191
  tail call void @free(ptr noundef %169) #10
  %241 = urem i32 %168, 100
  %242 = trunc i64 %200 to i32
  %243 = add i32 %241, %242
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %243

244:                                              ; preds = %191, %249
  %245 = phi i64 [ %250, %249 ], [ 0, %191 ]
  %246 = getelementptr inbounds ptr, ptr %169, i64 %245
  %247 = load ptr, ptr %246, align 8, !tbaa !17
  %248 = icmp eq ptr %247, null
  br i1 %248, label %249, label %252

249:                                              ; preds = %252, %244
  %250 = add nuw i64 %245, 1
  %251 = icmp eq i64 %250, %26
  br i1 %251, label %240, label %244, !llvm.loop !29

252:                                              ; preds = %244, %252
  %253 = phi ptr [ %255, %252 ], [ %247, %244 ]
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load ptr, ptr %254, align 8, !tbaa !24
  %256 = load ptr, ptr %253, align 8, !tbaa !18
  tail call void @free(ptr noundef %256) #10
  tail call void @free(ptr noundef nonnull %253) #10
  %257 = icmp eq ptr %255, null
  br i1 %257, label %249, label %252, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !8
  %6 = add i64 %5, 1
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !31
  %9 = mul i64 %8, 3
  %10 = lshr i64 %9, 2
  %11 = icmp ugt i64 %6, %10
  br i1 %11, label %12, label %52

12:                                               ; preds = %3
  %13 = icmp eq i64 %8, 0
  %14 = shl i64 %8, 1
  %15 = select i1 %13, i64 8, i64 %14
  %16 = tail call noalias ptr @calloc(i64 noundef %15, i64 noundef 8) #12
  %17 = load ptr, ptr %0, align 8, !tbaa !14
  br i1 %13, label %51, label %18

18:                                               ; preds = %12
  %19 = add i64 %14, -1
  br label %20

20:                                               ; preds = %25, %18
  %21 = phi i64 [ 0, %18 ], [ %26, %25 ]
  %22 = getelementptr inbounds ptr, ptr %17, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !17
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %28

25:                                               ; preds = %45, %20
  %26 = add nuw i64 %21, 1
  %27 = icmp eq i64 %26, %8
  br i1 %27, label %51, label %20, !llvm.loop !32

28:                                               ; preds = %20, %45
  %29 = phi ptr [ %31, %45 ], [ %23, %20 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = load ptr, ptr %29, align 8, !tbaa !18
  %33 = load i8, ptr %32, align 1, !tbaa !15
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %45, label %35

35:                                               ; preds = %28, %35
  %36 = phi i8 [ %43, %35 ], [ %33, %28 ]
  %37 = phi i64 [ %42, %35 ], [ 1469598103934665603, %28 ]
  %38 = phi ptr [ %39, %35 ], [ %32, %28 ]
  %39 = getelementptr inbounds i8, ptr %38, i64 1
  %40 = zext i8 %36 to i64
  %41 = xor i64 %37, %40
  %42 = mul i64 %41, 1099511628211
  %43 = load i8, ptr %39, align 1, !tbaa !15
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %45, label %35, !llvm.loop !16

45:                                               ; preds = %35, %28
  %46 = phi i64 [ 1469598103934665603, %28 ], [ %42, %35 ]
  %47 = and i64 %46, %19
  %48 = getelementptr inbounds ptr, ptr %16, i64 %47
  %49 = load ptr, ptr %48, align 8, !tbaa !17
  store ptr %49, ptr %30, align 8, !tbaa !24
  store ptr %29, ptr %48, align 8, !tbaa !17
  %50 = icmp eq ptr %31, null
  br i1 %50, label %25, label %28, !llvm.loop !33

51:                                               ; preds = %25, %12
  tail call void @free(ptr noundef %17) #10
  store ptr %16, ptr %0, align 8, !tbaa !14
  store i64 %15, ptr %7, align 8, !tbaa !31
  br label %52

52:                                               ; preds = %51, %3
  %53 = phi i64 [ %15, %51 ], [ %8, %3 ]
  %54 = load i8, ptr %1, align 1, !tbaa !15
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %52, %56
  %57 = phi i8 [ %64, %56 ], [ %54, %52 ]
  %58 = phi i64 [ %63, %56 ], [ 1469598103934665603, %52 ]
  %59 = phi ptr [ %60, %56 ], [ %1, %52 ]
  %60 = getelementptr inbounds i8, ptr %59, i64 1
  %61 = zext i8 %57 to i64
  %62 = xor i64 %58, %61
  %63 = mul i64 %62, 1099511628211
  %64 = load i8, ptr %60, align 1, !tbaa !15
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %66, label %56, !llvm.loop !16

66:                                               ; preds = %56, %52
  %67 = phi i64 [ 1469598103934665603, %52 ], [ %63, %56 ]
  %68 = add i64 %53, -1
  %69 = and i64 %68, %67
  %70 = load ptr, ptr %0, align 8, !tbaa !14
  %71 = getelementptr inbounds ptr, ptr %70, i64 %69
  %72 = load ptr, ptr %71, align 8, !tbaa !17
  %73 = icmp eq ptr %72, null
  br i1 %73, label %85, label %74

74:                                               ; preds = %66, %81
  %75 = phi ptr [ %83, %81 ], [ %72, %66 ]
  %76 = load ptr, ptr %75, align 8, !tbaa !18
  %77 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %76, ptr noundef nonnull dereferenceable(1) %1) #11
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %75, i64 8
  store i64 %2, ptr %80, align 8, !tbaa !27
  br label %95

81:                                               ; preds = %74
  %82 = getelementptr inbounds i8, ptr %75, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !17
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %74, !llvm.loop !34

85:                                               ; preds = %81, %66
  %86 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #13
  %87 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #11
  %88 = add i64 %87, 1
  %89 = tail call noalias ptr @malloc(i64 noundef %88) #13
  store ptr %89, ptr %86, align 8, !tbaa !18
  %90 = tail call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %89, ptr noundef nonnull dereferenceable(1) %1) #10
  %91 = getelementptr inbounds i8, ptr %86, i64 8
  store i64 %2, ptr %91, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %86, i64 16
  store ptr %72, ptr %92, align 8, !tbaa !24
  store ptr %86, ptr %71, align 8, !tbaa !17
  %93 = load i64, ptr %4, align 8, !tbaa !8
  %94 = add i64 %93, 1
  store i64 %94, ptr %4, align 8, !tbaa !8
  br label %95

95:                                               ; preds = %79, %85
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !13, i64 16}
!9 = !{!"map", !10, i64 0, !13, i64 8, !13, i64 16}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!"long", !11, i64 0}
!14 = !{!9, !10, i64 0}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !7}
!17 = !{!10, !10, i64 0}
!18 = !{!19, !10, i64 0}
!19 = !{!"entry", !10, i64 0, !13, i64 8, !10, i64 16}
!20 = distinct !{!20, !7}
!21 = !{!13, !13, i64 0}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = !{!19, !10, i64 16}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = !{!19, !13, i64 8}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = !{!9, !13, i64 8}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
