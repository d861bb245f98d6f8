; ModuleID = 'programs/ops_matrix_bitint48.c'
source_filename = "programs/ops_matrix_bitint48.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(48): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 -140737488355328, i64 -140737488355327, i64 -70368744177664, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 70368744177663, i64 70368744177664, i64 140737488355326, i64 140737488355327, i64 93824992236885, i64 -93824992236886, i64 76310993685999], align 16
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 48, ptr noundef nonnull @.str.1, i64 noundef -140737488355328, i64 noundef 140737488355327)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %24, %9 ]
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
  br label %12

6:                                                ; preds = %9
  store i64 %24, ptr @h, align 8, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %24)
  %8 = load i64, ptr @h, align 8, !tbaa !5
  br label %27

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !9

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %25, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %24, %12 ]
  %15 = load volatile i64, ptr %5, align 8, !tbaa !11
  %16 = shl i64 %15, 16
  %17 = ashr exact i64 %16, 16
  %18 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13
  %19 = load volatile i64, ptr %18, align 8, !tbaa !11
  %20 = shl i64 %19, 16
  %21 = ashr exact i64 %20, 16
  %22 = tail call fastcc i64 @op_add(i64 noundef %17, i64 noundef %21)
  %23 = xor i64 %14, %22
  %24 = mul i64 %23, 1099511628211
  %25 = add nuw nsw i64 %13, 1
  %26 = icmp eq i64 %25, 21
  br i1 %26, label %9, label %12, !llvm.loop !13

27:                                               ; preds = %6, %34
  %28 = phi i64 [ 0, %6 ], [ %35, %34 ]
  %29 = phi i64 [ 1469598103934665603, %6 ], [ %49, %34 ]
  %30 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %28
  br label %37

31:                                               ; preds = %34
  store i64 %49, ptr @h, align 8, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %49)
  %33 = load i64, ptr @h, align 8, !tbaa !5
  br label %52

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %28, 1
  %36 = icmp eq i64 %35, 21
  br i1 %36, label %31, label %27, !llvm.loop !14

37:                                               ; preds = %27, %37
  %38 = phi i64 [ 0, %27 ], [ %50, %37 ]
  %39 = phi i64 [ %29, %27 ], [ %49, %37 ]
  %40 = load volatile i64, ptr %30, align 8, !tbaa !11
  %41 = shl i64 %40, 16
  %42 = ashr exact i64 %41, 16
  %43 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %38
  %44 = load volatile i64, ptr %43, align 8, !tbaa !11
  %45 = shl i64 %44, 16
  %46 = ashr exact i64 %45, 16
  %47 = tail call fastcc i64 @op_sub(i64 noundef %42, i64 noundef %46)
  %48 = xor i64 %39, %47
  %49 = mul i64 %48, 1099511628211
  %50 = add nuw nsw i64 %38, 1
  %51 = icmp eq i64 %50, 21
  br i1 %51, label %34, label %37, !llvm.loop !15

52:                                               ; preds = %31, %59
  %53 = phi i64 [ 0, %31 ], [ %60, %59 ]
  %54 = phi i64 [ 1469598103934665603, %31 ], [ %74, %59 ]
  %55 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %53
  br label %62

56:                                               ; preds = %59
  store i64 %74, ptr @h, align 8, !tbaa !5
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %74)
  %58 = load i64, ptr @h, align 8, !tbaa !5
  br label %77

59:                                               ; preds = %62
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, 21
  br i1 %61, label %56, label %52, !llvm.loop !16

62:                                               ; preds = %52, %62
  %63 = phi i64 [ 0, %52 ], [ %75, %62 ]
  %64 = phi i64 [ %54, %52 ], [ %74, %62 ]
  %65 = load volatile i64, ptr %55, align 8, !tbaa !11
  %66 = shl i64 %65, 16
  %67 = ashr exact i64 %66, 16
  %68 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %63
  %69 = load volatile i64, ptr %68, align 8, !tbaa !11
  %70 = shl i64 %69, 16
  %71 = ashr exact i64 %70, 16
  %72 = tail call fastcc i64 @op_mul(i64 noundef %67, i64 noundef %71)
  %73 = xor i64 %64, %72
  %74 = mul i64 %73, 1099511628211
  %75 = add nuw nsw i64 %63, 1
  %76 = icmp eq i64 %75, 21
  br i1 %76, label %59, label %62, !llvm.loop !17

77:                                               ; preds = %56, %84
  %78 = phi i64 [ 0, %56 ], [ %85, %84 ]
  %79 = phi i64 [ 1469598103934665603, %56 ], [ %99, %84 ]
  %80 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %78
  br label %87

81:                                               ; preds = %84
  store i64 %99, ptr @h, align 8, !tbaa !5
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %99)
  %83 = load i64, ptr @h, align 8, !tbaa !5
  br label %102

84:                                               ; preds = %87
  %85 = add nuw nsw i64 %78, 1
  %86 = icmp eq i64 %85, 21
  br i1 %86, label %81, label %77, !llvm.loop !18

87:                                               ; preds = %77, %87
  %88 = phi i64 [ 0, %77 ], [ %100, %87 ]
  %89 = phi i64 [ %79, %77 ], [ %99, %87 ]
  %90 = load volatile i64, ptr %80, align 8, !tbaa !11
  %91 = shl i64 %90, 16
  %92 = ashr exact i64 %91, 16
  %93 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %88
  %94 = load volatile i64, ptr %93, align 8, !tbaa !11
  %95 = shl i64 %94, 16
  %96 = ashr exact i64 %95, 16
  %97 = tail call fastcc i64 @op_and(i64 noundef %92, i64 noundef %96)
  %98 = xor i64 %89, %97
  %99 = mul i64 %98, 1099511628211
  %100 = add nuw nsw i64 %88, 1
  %101 = icmp eq i64 %100, 21
  br i1 %101, label %84, label %87, !llvm.loop !19

102:                                              ; preds = %81, %109
  %103 = phi i64 [ 0, %81 ], [ %110, %109 ]
  %104 = phi i64 [ 1469598103934665603, %81 ], [ %124, %109 ]
  %105 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %103
  br label %112

106:                                              ; preds = %109
  store i64 %124, ptr @h, align 8, !tbaa !5
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %124)
  %108 = load i64, ptr @h, align 8, !tbaa !5
  br label %127

109:                                              ; preds = %112
  %110 = add nuw nsw i64 %103, 1
  %111 = icmp eq i64 %110, 21
  br i1 %111, label %106, label %102, !llvm.loop !20

112:                                              ; preds = %102, %112
  %113 = phi i64 [ 0, %102 ], [ %125, %112 ]
  %114 = phi i64 [ %104, %102 ], [ %124, %112 ]
  %115 = load volatile i64, ptr %105, align 8, !tbaa !11
  %116 = shl i64 %115, 16
  %117 = ashr exact i64 %116, 16
  %118 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %113
  %119 = load volatile i64, ptr %118, align 8, !tbaa !11
  %120 = shl i64 %119, 16
  %121 = ashr exact i64 %120, 16
  %122 = tail call fastcc i64 @op_or(i64 noundef %117, i64 noundef %121)
  %123 = xor i64 %114, %122
  %124 = mul i64 %123, 1099511628211
  %125 = add nuw nsw i64 %113, 1
  %126 = icmp eq i64 %125, 21
  br i1 %126, label %109, label %112, !llvm.loop !21

127:                                              ; preds = %106, %134
  %128 = phi i64 [ 0, %106 ], [ %135, %134 ]
  %129 = phi i64 [ 1469598103934665603, %106 ], [ %149, %134 ]
  %130 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %128
  br label %137

131:                                              ; preds = %134
  store i64 %149, ptr @h, align 8, !tbaa !5
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %149)
  %133 = load i64, ptr @h, align 8, !tbaa !5
  br label %152

134:                                              ; preds = %137
  %135 = add nuw nsw i64 %128, 1
  %136 = icmp eq i64 %135, 21
  br i1 %136, label %131, label %127, !llvm.loop !22

137:                                              ; preds = %127, %137
  %138 = phi i64 [ 0, %127 ], [ %150, %137 ]
  %139 = phi i64 [ %129, %127 ], [ %149, %137 ]
  %140 = load volatile i64, ptr %130, align 8, !tbaa !11
  %141 = shl i64 %140, 16
  %142 = ashr exact i64 %141, 16
  %143 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %138
  %144 = load volatile i64, ptr %143, align 8, !tbaa !11
  %145 = shl i64 %144, 16
  %146 = ashr exact i64 %145, 16
  %147 = tail call fastcc i64 @op_xor(i64 noundef %142, i64 noundef %146)
  %148 = xor i64 %139, %147
  %149 = mul i64 %148, 1099511628211
  %150 = add nuw nsw i64 %138, 1
  %151 = icmp eq i64 %150, 21
  br i1 %151, label %134, label %137, !llvm.loop !23

152:                                              ; preds = %131, %159
  %153 = phi i64 [ 0, %131 ], [ %160, %159 ]
  %154 = phi i64 [ 1469598103934665603, %131 ], [ %174, %159 ]
  %155 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %153
  br label %162

156:                                              ; preds = %159
  store i64 %174, ptr @h, align 8, !tbaa !5
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %174)
  %158 = load i64, ptr @h, align 8, !tbaa !5
  br label %177

159:                                              ; preds = %162
  %160 = add nuw nsw i64 %153, 1
  %161 = icmp eq i64 %160, 21
  br i1 %161, label %156, label %152, !llvm.loop !24

162:                                              ; preds = %152, %162
  %163 = phi i64 [ 0, %152 ], [ %175, %162 ]
  %164 = phi i64 [ %154, %152 ], [ %174, %162 ]
  %165 = load volatile i64, ptr %155, align 8, !tbaa !11
  %166 = shl i64 %165, 16
  %167 = ashr exact i64 %166, 16
  %168 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %163
  %169 = load volatile i64, ptr %168, align 8, !tbaa !11
  %170 = shl i64 %169, 16
  %171 = ashr exact i64 %170, 16
  %172 = tail call fastcc i64 @op_min(i64 noundef %167, i64 noundef %171)
  %173 = xor i64 %164, %172
  %174 = mul i64 %173, 1099511628211
  %175 = add nuw nsw i64 %163, 1
  %176 = icmp eq i64 %175, 21
  br i1 %176, label %159, label %162, !llvm.loop !25

177:                                              ; preds = %156, %184
  %178 = phi i64 [ 0, %156 ], [ %185, %184 ]
  %179 = phi i64 [ 1469598103934665603, %156 ], [ %199, %184 ]
  %180 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %178
  br label %187

181:                                              ; preds = %184
  store i64 %199, ptr @h, align 8, !tbaa !5
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %199)
  %183 = load i64, ptr @h, align 8, !tbaa !5
  br label %202

184:                                              ; preds = %187
  %185 = add nuw nsw i64 %178, 1
  %186 = icmp eq i64 %185, 21
  br i1 %186, label %181, label %177, !llvm.loop !26

187:                                              ; preds = %177, %187
  %188 = phi i64 [ 0, %177 ], [ %200, %187 ]
  %189 = phi i64 [ %179, %177 ], [ %199, %187 ]
  %190 = load volatile i64, ptr %180, align 8, !tbaa !11
  %191 = shl i64 %190, 16
  %192 = ashr exact i64 %191, 16
  %193 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %188
  %194 = load volatile i64, ptr %193, align 8, !tbaa !11
  %195 = shl i64 %194, 16
  %196 = ashr exact i64 %195, 16
  %197 = tail call fastcc i64 @op_max(i64 noundef %192, i64 noundef %196)
  %198 = xor i64 %189, %197
  %199 = mul i64 %198, 1099511628211
  %200 = add nuw nsw i64 %188, 1
  %201 = icmp eq i64 %200, 21
  br i1 %201, label %184, label %187, !llvm.loop !27

202:                                              ; preds = %181, %209
  %203 = phi i64 [ 0, %181 ], [ %210, %209 ]
  %204 = phi i64 [ 1469598103934665603, %181 ], [ %225, %209 ]
  %205 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %203
  br label %212

206:                                              ; preds = %209
  store i64 %225, ptr @h, align 8, !tbaa !5
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %225)
  %208 = load i64, ptr @h, align 8, !tbaa !5
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !5
  br label %228

209:                                              ; preds = %212
  %210 = add nuw nsw i64 %203, 1
  %211 = icmp eq i64 %210, 21
  br i1 %211, label %206, label %202, !llvm.loop !28

212:                                              ; preds = %202, %212
  %213 = phi i64 [ 0, %202 ], [ %226, %212 ]
  %214 = phi i64 [ %204, %202 ], [ %225, %212 ]
  %215 = load volatile i64, ptr %205, align 8, !tbaa !11
  %216 = shl i64 %215, 16
  %217 = ashr exact i64 %216, 16
  %218 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %213
  %219 = load volatile i64, ptr %218, align 8, !tbaa !11
  %220 = shl i64 %219, 16
  %221 = ashr exact i64 %220, 16
  %222 = tail call fastcc i32 @op_cmp(i64 noundef %217, i64 noundef %221)
  %223 = zext nneg i32 %222 to i64
  %224 = xor i64 %214, %223
  %225 = mul i64 %224, 1099511628211
  %226 = add nuw nsw i64 %213, 1
  %227 = icmp eq i64 %226, 21
  br i1 %227, label %209, label %212, !llvm.loop !29

228:                                              ; preds = %206, %236
  %229 = phi i64 [ 0, %206 ], [ %237, %236 ]
  %230 = phi i32 [ 0, %206 ], [ %287, %236 ]
  %231 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %229
  br label %239

232:                                              ; preds = %236
  %233 = load i64, ptr @h, align 8, !tbaa !5
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %233)
  %235 = load i64, ptr @h, align 8, !tbaa !5
  br label %290

236:                                              ; preds = %286
  %237 = add nuw nsw i64 %229, 1
  %238 = icmp eq i64 %237, 21
  br i1 %238, label %232, label %228, !llvm.loop !30

239:                                              ; preds = %228, %286
  %240 = phi i64 [ 0, %228 ], [ %288, %286 ]
  %241 = phi i32 [ %230, %228 ], [ %287, %286 ]
  %242 = load volatile i64, ptr %231, align 8, !tbaa !11
  %243 = trunc i64 %242 to i48
  %244 = shl i64 %242, 16
  %245 = ashr exact i64 %244, 16
  %246 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %240
  %247 = load volatile i64, ptr %246, align 8, !tbaa !11
  %248 = trunc i64 %247 to i48
  %249 = shl i64 %247, 16
  %250 = ashr exact i64 %249, 16
  %251 = icmp eq i48 %248, 0
  br i1 %251, label %286, label %252

252:                                              ; preds = %239
  %253 = icmp eq i48 %243, -140737488355328
  %254 = icmp eq i48 %248, -1
  %255 = and i1 %253, %254
  br i1 %255, label %286, label %256

256:                                              ; preds = %252
  %257 = tail call fastcc i64 @op_div(i64 noundef %245, i64 noundef %250)
  %258 = shl nuw i64 %257, 16
  %259 = ashr exact i64 %258, 16
  %260 = tail call fastcc i64 @op_rem(i64 noundef %245, i64 noundef %250)
  %261 = trunc nuw i64 %260 to i48
  %262 = load i64, ptr @h, align 8, !tbaa !5
  %263 = xor i64 %262, %257
  %264 = mul i64 %263, 1099511628211
  %265 = xor i64 %264, %260
  %266 = mul i64 %265, 1099511628211
  store i64 %266, ptr @h, align 8, !tbaa !5
  %267 = tail call fastcc i64 @op_mul(i64 noundef %259, i64 noundef %250)
  %268 = trunc nuw i64 %267 to i48
  %269 = add i48 %268, %261
  %270 = icmp eq i48 %269, %243
  br i1 %270, label %274, label %271

271:                                              ; preds = %256
  %272 = add nsw i32 %241, 1
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %245, i64 noundef %250)
  br label %274

274:                                              ; preds = %271, %256
  %275 = phi i32 [ %272, %271 ], [ %241, %256 ]
  %276 = icmp eq i64 %260, 0
  br i1 %276, label %286, label %277

277:                                              ; preds = %274
  %278 = lshr i48 %261, 47
  %279 = trunc nuw nsw i48 %278 to i32
  %280 = lshr i48 %243, 47
  %281 = trunc nuw nsw i48 %280 to i32
  %282 = icmp eq i32 %279, %281
  br i1 %282, label %286, label %283

283:                                              ; preds = %277
  %284 = add nsw i32 %275, 1
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %245, i64 noundef %250)
  br label %286

286:                                              ; preds = %274, %277, %283, %239, %252
  %287 = phi i32 [ %241, %252 ], [ %241, %239 ], [ %284, %283 ], [ %275, %277 ], [ %275, %274 ]
  %288 = add nuw nsw i64 %240, 1
  %289 = icmp eq i64 %288, 21
  br i1 %289, label %236, label %239, !llvm.loop !31

290:                                              ; preds = %232, %351
  %291 = phi i64 [ 0, %232 ], [ %352, %351 ]
  %292 = phi i64 [ 1469598103934665603, %232 ], [ %368, %351 ]
  %293 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %291
  br label %354

294:                                              ; preds = %351
  store i64 %368, ptr @h, align 8, !tbaa !5
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %368)
  %296 = load i64, ptr @h, align 8, !tbaa !5
  %297 = load volatile i64, ptr @vals, align 16, !tbaa !11
  %298 = shl i64 %297, 16
  %299 = ashr exact i64 %298, 16
  %300 = tail call fastcc i64 @op_shl(i64 noundef %299, i32 noundef 47)
  %301 = tail call fastcc i64 @op_lshr(i64 noundef %299, i32 noundef 47)
  %302 = tail call fastcc i64 @op_ashr(i64 noundef %299, i32 noundef 47)
  %303 = shl nuw i64 %302, 16
  %304 = ashr exact i64 %303, 16
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 47, i64 noundef %300, i32 noundef 47, i64 noundef %301, i32 noundef 47, i64 noundef %304)
  %306 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !tbaa !11
  %307 = shl i64 %306, 16
  %308 = ashr exact i64 %307, 16
  %309 = tail call fastcc i64 @op_shl(i64 noundef %308, i32 noundef 47)
  %310 = tail call fastcc i64 @op_lshr(i64 noundef %308, i32 noundef 47)
  %311 = tail call fastcc i64 @op_ashr(i64 noundef %308, i32 noundef 47)
  %312 = shl nuw i64 %311, 16
  %313 = ashr exact i64 %312, 16
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 47, i64 noundef %309, i32 noundef 47, i64 noundef %310, i32 noundef 47, i64 noundef %313)
  %315 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !tbaa !11
  %316 = shl i64 %315, 16
  %317 = ashr exact i64 %316, 16
  %318 = tail call fastcc i64 @op_shl(i64 noundef %317, i32 noundef 47)
  %319 = tail call fastcc i64 @op_lshr(i64 noundef %317, i32 noundef 47)
  %320 = tail call fastcc i64 @op_ashr(i64 noundef %317, i32 noundef 47)
  %321 = shl nuw i64 %320, 16
  %322 = ashr exact i64 %321, 16
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %317, i32 noundef 47, i64 noundef %318, i32 noundef 47, i64 noundef %319, i32 noundef 47, i64 noundef %322)
  %324 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !tbaa !11
  %325 = shl i64 %324, 16
  %326 = ashr exact i64 %325, 16
  %327 = tail call fastcc i64 @op_shl(i64 noundef %326, i32 noundef 47)
  %328 = tail call fastcc i64 @op_lshr(i64 noundef %326, i32 noundef 47)
  %329 = tail call fastcc i64 @op_ashr(i64 noundef %326, i32 noundef 47)
  %330 = shl nuw i64 %329, 16
  %331 = ashr exact i64 %330, 16
  %332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %326, i32 noundef 47, i64 noundef %327, i32 noundef 47, i64 noundef %328, i32 noundef 47, i64 noundef %331)
  %333 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !tbaa !11
  %334 = shl i64 %333, 16
  %335 = ashr exact i64 %334, 16
  %336 = tail call fastcc i64 @op_shl(i64 noundef %335, i32 noundef 47)
  %337 = tail call fastcc i64 @op_lshr(i64 noundef %335, i32 noundef 47)
  %338 = tail call fastcc i64 @op_ashr(i64 noundef %335, i32 noundef 47)
  %339 = shl nuw i64 %338, 16
  %340 = ashr exact i64 %339, 16
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %335, i32 noundef 47, i64 noundef %336, i32 noundef 47, i64 noundef %337, i32 noundef 47, i64 noundef %340)
  %342 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !tbaa !11
  %343 = shl i64 %342, 16
  %344 = ashr exact i64 %343, 16
  %345 = tail call fastcc i64 @op_shl(i64 noundef %344, i32 noundef 47)
  %346 = tail call fastcc i64 @op_lshr(i64 noundef %344, i32 noundef 47)
  %347 = tail call fastcc i64 @op_ashr(i64 noundef %344, i32 noundef 47)
  %348 = shl nuw i64 %347, 16
  %349 = ashr exact i64 %348, 16
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %344, i32 noundef 47, i64 noundef %345, i32 noundef 47, i64 noundef %346, i32 noundef 47, i64 noundef %349)
  br label %387

351:                                              ; preds = %354
  %352 = add nuw nsw i64 %291, 1
  %353 = icmp eq i64 %352, 21
  br i1 %353, label %294, label %290, !llvm.loop !32

354:                                              ; preds = %290, %354
  %355 = phi i32 [ 0, %290 ], [ %369, %354 ]
  %356 = phi i64 [ %292, %290 ], [ %368, %354 ]
  %357 = load volatile i64, ptr %293, align 8, !tbaa !11
  %358 = shl i64 %357, 16
  %359 = ashr exact i64 %358, 16
  %360 = tail call fastcc i64 @op_shl(i64 noundef %359, i32 noundef %355)
  %361 = xor i64 %356, %360
  %362 = mul i64 %361, 1099511628211
  %363 = tail call fastcc i64 @op_lshr(i64 noundef %359, i32 noundef %355)
  %364 = xor i64 %362, %363
  %365 = mul i64 %364, 1099511628211
  %366 = tail call fastcc i64 @op_ashr(i64 noundef %359, i32 noundef %355)
  %367 = xor i64 %365, %366
  %368 = mul i64 %367, 1099511628211
  %369 = add nuw nsw i32 %355, 1
  %370 = icmp eq i32 %369, 48
  br i1 %370, label %351, label %354, !llvm.loop !33

371:                                              ; preds = %440
  %372 = xor i64 %33, %8
  %373 = xor i64 %372, %58
  %374 = xor i64 %373, %83
  %375 = xor i64 %374, %108
  %376 = xor i64 %375, %133
  %377 = xor i64 %376, %158
  %378 = xor i64 %377, %183
  %379 = xor i64 %378, %208
  %380 = xor i64 %379, %235
  %381 = xor i64 %380, %296
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %381, i32 noundef %441)
  %383 = icmp eq i32 %441, 0
  %384 = trunc i64 %381 to i32
  %385 = and i32 %384, 63
  %386 = select i1 %383, i32 %385, i32 100
  ret i32 %386

387:                                              ; preds = %294, %440
  %388 = phi i64 [ 0, %294 ], [ %442, %440 ]
  %389 = phi i32 [ %287, %294 ], [ %441, %440 ]
  %390 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %388
  %391 = load volatile i64, ptr %390, align 8, !tbaa !11
  %392 = trunc i64 %391 to i48
  %393 = shl i64 %391, 16
  %394 = ashr exact i64 %393, 16
  %395 = tail call fastcc i64 @op_neg(i64 noundef %394)
  %396 = tail call fastcc i64 @op_not(i64 noundef %394)
  %397 = tail call fastcc i64 @op_abs(i64 noundef %394)
  %398 = tail call fastcc i64 @div3(i64 noundef %394)
  %399 = shl nuw i64 %398, 16
  %400 = ashr exact i64 %399, 16
  %401 = tail call fastcc i64 @div7(i64 noundef %394)
  %402 = shl nuw i64 %401, 16
  %403 = ashr exact i64 %402, 16
  %404 = tail call fastcc i64 @div10(i64 noundef %394)
  %405 = shl nuw i64 %404, 16
  %406 = ashr exact i64 %405, 16
  %407 = tail call fastcc i64 @rem10(i64 noundef %394)
  %408 = shl nuw i64 %407, 16
  %409 = ashr exact i64 %408, 16
  %410 = tail call fastcc i64 @div16(i64 noundef %394)
  %411 = shl nuw i64 %410, 16
  %412 = ashr exact i64 %411, 16
  %413 = tail call fastcc i64 @rem16(i64 noundef %394)
  %414 = shl nuw i64 %413, 16
  %415 = ashr exact i64 %414, 16
  %416 = tail call fastcc i64 @divm5(i64 noundef %394)
  %417 = shl nuw i64 %416, 16
  %418 = ashr exact i64 %417, 16
  %419 = tail call fastcc i64 @divmax(i64 noundef %394)
  %420 = shl nuw i64 %419, 16
  %421 = ashr exact i64 %420, 16
  %422 = sitofp i48 %392 to float
  %423 = fpext float %422 to double
  %424 = sitofp i48 %392 to double
  %425 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %394, i64 noundef %395, i64 noundef %396, i64 noundef %397, i64 noundef %400, i64 noundef %403, i64 noundef %406, i64 noundef %409, i64 noundef %412, i64 noundef %415, i64 noundef %418, i64 noundef %421, double noundef %423, double noundef %424)
  %426 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 10)
  %427 = icmp eq i64 %404, %426
  br i1 %427, label %428, label %437

428:                                              ; preds = %387
  %429 = tail call fastcc i64 @op_rem(i64 noundef %394, i64 noundef 10)
  %430 = icmp eq i64 %407, %429
  br i1 %430, label %431, label %437

431:                                              ; preds = %428
  %432 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 7)
  %433 = icmp eq i64 %401, %432
  br i1 %433, label %434, label %437

434:                                              ; preds = %431
  %435 = tail call fastcc i64 @op_div(i64 noundef %394, i64 noundef 16)
  %436 = icmp eq i64 %410, %435
  br i1 %436, label %440, label %437

437:                                              ; preds = %434, %431, %428, %387
  %438 = add nsw i32 %389, 1
  %439 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %440

440:                                              ; preds = %437, %434
  %441 = phi i32 [ %438, %437 ], [ %389, %434 ]
  %442 = add nuw nsw i64 %388, 1
  %443 = icmp eq i64 %442, 21
  br i1 %443, label %371, label %387, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = add i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sub i64 %0, %1
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = mul i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = and i64 %0, 281474976710655
  %4 = and i64 %3, %1
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = or i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = xor i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i64 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i64 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i64 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i64 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i64 %1, 0
  %18 = select i1 %17, i32 0, i32 512
  %19 = or disjoint i32 %16, %4
  %20 = or disjoint i32 %19, %5
  %21 = or disjoint i32 %20, %7
  %22 = or disjoint i32 %21, %9
  %23 = or disjoint i32 %22, %10
  %24 = or i32 %23, %11
  %25 = or i32 %24, %13
  %26 = or i32 %25, %14
  %27 = or i32 %26, %18
  ret i32 %27
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = trunc nsw i64 %0 to i48
  %4 = trunc nsw i64 %1 to i48
  %5 = sdiv i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = trunc nsw i64 %0 to i48
  %4 = trunc nsw i64 %1 to i48
  %5 = srem i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nsw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = shl i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nsw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = lshr i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nsw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = ashr i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_neg(i64 noundef %0) unnamed_addr #2 {
  %2 = sub i64 0, %0
  %3 = and i64 %2, 281474976710655
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_not(i64 noundef %0) unnamed_addr #2 {
  %2 = and i64 %0, 281474976710655
  %3 = xor i64 %2, 281474976710655
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_abs(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = shl i64 %0, 16
  %5 = ashr exact i64 %4, 16
  %6 = tail call fastcc i64 @op_neg(i64 noundef %5)
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i64 [ %6, %3 ], [ %0, %1 ]
  %9 = and i64 %8, 281474976710655
  ret i64 %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @div3(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, 3
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @div7(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, 7
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @div10(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, 10
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @rem10(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = srem i48 %2, 10
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @div16(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, 16
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @rem16(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = srem i48 %2, 16
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @divm5(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, -5
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @divmax(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nsw i64 %0 to i48
  %3 = sdiv i48 %2, 140737488355327
  %4 = zext i48 %3 to i64
  ret i64 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(48)", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
