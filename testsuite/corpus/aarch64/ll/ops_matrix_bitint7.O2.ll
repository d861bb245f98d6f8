; ModuleID = 'programs/ops_matrix_bitint7.c'
source_filename = "programs/ops_matrix_bitint7.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"type _BitInt(7): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i8] c"\C0\C1\E0\F9\FD\FE\FF\00\01\02\03\05\07\0A\1F >?\D5*\EF", align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, ptr noundef nonnull @.str.1, i64 noundef -64, i64 noundef 63)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
  br label %12

6:                                                ; preds = %9
  store i64 %23, ptr @h, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %23)
  %8 = load i64, ptr @h, align 8, !tbaa !6
  br label %26

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !10

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %24, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %23, %12 ]
  %15 = load volatile i8, ptr %5, align 1, !tbaa !12
  %16 = trunc i8 %15 to i7
  %17 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13
  %18 = load volatile i8, ptr %17, align 1, !tbaa !12
  %19 = trunc i8 %18 to i7
  %20 = tail call fastcc i7 @op_add(i7 noundef %16, i7 noundef %19)
  %21 = zext i7 %20 to i64
  %22 = xor i64 %14, %21
  %23 = mul i64 %22, 1099511628211
  %24 = add nuw nsw i64 %13, 1
  %25 = icmp eq i64 %24, 21
  br i1 %25, label %9, label %12, !llvm.loop !14

26:                                               ; preds = %6, %33
  %27 = phi i64 [ 0, %6 ], [ %34, %33 ]
  %28 = phi i64 [ 1469598103934665603, %6 ], [ %47, %33 ]
  %29 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %27
  br label %36

30:                                               ; preds = %33
  store i64 %47, ptr @h, align 8, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %47)
  %32 = load i64, ptr @h, align 8, !tbaa !6
  br label %50

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, 21
  br i1 %35, label %30, label %26, !llvm.loop !15

36:                                               ; preds = %26, %36
  %37 = phi i64 [ 0, %26 ], [ %48, %36 ]
  %38 = phi i64 [ %28, %26 ], [ %47, %36 ]
  %39 = load volatile i8, ptr %29, align 1, !tbaa !12
  %40 = trunc i8 %39 to i7
  %41 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %37
  %42 = load volatile i8, ptr %41, align 1, !tbaa !12
  %43 = trunc i8 %42 to i7
  %44 = tail call fastcc i7 @op_sub(i7 noundef %40, i7 noundef %43)
  %45 = zext i7 %44 to i64
  %46 = xor i64 %38, %45
  %47 = mul i64 %46, 1099511628211
  %48 = add nuw nsw i64 %37, 1
  %49 = icmp eq i64 %48, 21
  br i1 %49, label %33, label %36, !llvm.loop !16

50:                                               ; preds = %30, %57
  %51 = phi i64 [ 0, %30 ], [ %58, %57 ]
  %52 = phi i64 [ 1469598103934665603, %30 ], [ %71, %57 ]
  %53 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %51
  br label %60

54:                                               ; preds = %57
  store i64 %71, ptr @h, align 8, !tbaa !6
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %71)
  %56 = load i64, ptr @h, align 8, !tbaa !6
  br label %74

57:                                               ; preds = %60
  %58 = add nuw nsw i64 %51, 1
  %59 = icmp eq i64 %58, 21
  br i1 %59, label %54, label %50, !llvm.loop !17

60:                                               ; preds = %50, %60
  %61 = phi i64 [ 0, %50 ], [ %72, %60 ]
  %62 = phi i64 [ %52, %50 ], [ %71, %60 ]
  %63 = load volatile i8, ptr %53, align 1, !tbaa !12
  %64 = trunc i8 %63 to i7
  %65 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %61
  %66 = load volatile i8, ptr %65, align 1, !tbaa !12
  %67 = trunc i8 %66 to i7
  %68 = tail call fastcc i7 @op_mul(i7 noundef %64, i7 noundef %67)
  %69 = zext i7 %68 to i64
  %70 = xor i64 %62, %69
  %71 = mul i64 %70, 1099511628211
  %72 = add nuw nsw i64 %61, 1
  %73 = icmp eq i64 %72, 21
  br i1 %73, label %57, label %60, !llvm.loop !18

74:                                               ; preds = %54, %81
  %75 = phi i64 [ 0, %54 ], [ %82, %81 ]
  %76 = phi i64 [ 1469598103934665603, %54 ], [ %95, %81 ]
  %77 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %75
  br label %84

78:                                               ; preds = %81
  store i64 %95, ptr @h, align 8, !tbaa !6
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %95)
  %80 = load i64, ptr @h, align 8, !tbaa !6
  br label %98

81:                                               ; preds = %84
  %82 = add nuw nsw i64 %75, 1
  %83 = icmp eq i64 %82, 21
  br i1 %83, label %78, label %74, !llvm.loop !19

84:                                               ; preds = %74, %84
  %85 = phi i64 [ 0, %74 ], [ %96, %84 ]
  %86 = phi i64 [ %76, %74 ], [ %95, %84 ]
  %87 = load volatile i8, ptr %77, align 1, !tbaa !12
  %88 = trunc i8 %87 to i7
  %89 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %85
  %90 = load volatile i8, ptr %89, align 1, !tbaa !12
  %91 = trunc i8 %90 to i7
  %92 = tail call fastcc i7 @op_and(i7 noundef %88, i7 noundef %91)
  %93 = zext i7 %92 to i64
  %94 = xor i64 %86, %93
  %95 = mul i64 %94, 1099511628211
  %96 = add nuw nsw i64 %85, 1
  %97 = icmp eq i64 %96, 21
  br i1 %97, label %81, label %84, !llvm.loop !20

98:                                               ; preds = %78, %105
  %99 = phi i64 [ 0, %78 ], [ %106, %105 ]
  %100 = phi i64 [ 1469598103934665603, %78 ], [ %119, %105 ]
  %101 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %99
  br label %108

102:                                              ; preds = %105
  store i64 %119, ptr @h, align 8, !tbaa !6
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %119)
  %104 = load i64, ptr @h, align 8, !tbaa !6
  br label %122

105:                                              ; preds = %108
  %106 = add nuw nsw i64 %99, 1
  %107 = icmp eq i64 %106, 21
  br i1 %107, label %102, label %98, !llvm.loop !21

108:                                              ; preds = %98, %108
  %109 = phi i64 [ 0, %98 ], [ %120, %108 ]
  %110 = phi i64 [ %100, %98 ], [ %119, %108 ]
  %111 = load volatile i8, ptr %101, align 1, !tbaa !12
  %112 = trunc i8 %111 to i7
  %113 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %109
  %114 = load volatile i8, ptr %113, align 1, !tbaa !12
  %115 = trunc i8 %114 to i7
  %116 = tail call fastcc i7 @op_or(i7 noundef %112, i7 noundef %115)
  %117 = zext i7 %116 to i64
  %118 = xor i64 %110, %117
  %119 = mul i64 %118, 1099511628211
  %120 = add nuw nsw i64 %109, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %105, label %108, !llvm.loop !22

122:                                              ; preds = %102, %129
  %123 = phi i64 [ 0, %102 ], [ %130, %129 ]
  %124 = phi i64 [ 1469598103934665603, %102 ], [ %143, %129 ]
  %125 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123
  br label %132

126:                                              ; preds = %129
  store i64 %143, ptr @h, align 8, !tbaa !6
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %143)
  %128 = load i64, ptr @h, align 8, !tbaa !6
  br label %146

129:                                              ; preds = %132
  %130 = add nuw nsw i64 %123, 1
  %131 = icmp eq i64 %130, 21
  br i1 %131, label %126, label %122, !llvm.loop !23

132:                                              ; preds = %122, %132
  %133 = phi i64 [ 0, %122 ], [ %144, %132 ]
  %134 = phi i64 [ %124, %122 ], [ %143, %132 ]
  %135 = load volatile i8, ptr %125, align 1, !tbaa !12
  %136 = trunc i8 %135 to i7
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %133
  %138 = load volatile i8, ptr %137, align 1, !tbaa !12
  %139 = trunc i8 %138 to i7
  %140 = tail call fastcc i7 @op_xor(i7 noundef %136, i7 noundef %139)
  %141 = zext i7 %140 to i64
  %142 = xor i64 %134, %141
  %143 = mul i64 %142, 1099511628211
  %144 = add nuw nsw i64 %133, 1
  %145 = icmp eq i64 %144, 21
  br i1 %145, label %129, label %132, !llvm.loop !24

146:                                              ; preds = %126, %153
  %147 = phi i64 [ 0, %126 ], [ %154, %153 ]
  %148 = phi i64 [ 1469598103934665603, %126 ], [ %167, %153 ]
  %149 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %147
  br label %156

150:                                              ; preds = %153
  store i64 %167, ptr @h, align 8, !tbaa !6
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %167)
  %152 = load i64, ptr @h, align 8, !tbaa !6
  br label %170

153:                                              ; preds = %156
  %154 = add nuw nsw i64 %147, 1
  %155 = icmp eq i64 %154, 21
  br i1 %155, label %150, label %146, !llvm.loop !25

156:                                              ; preds = %146, %156
  %157 = phi i64 [ 0, %146 ], [ %168, %156 ]
  %158 = phi i64 [ %148, %146 ], [ %167, %156 ]
  %159 = load volatile i8, ptr %149, align 1, !tbaa !12
  %160 = trunc i8 %159 to i7
  %161 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157
  %162 = load volatile i8, ptr %161, align 1, !tbaa !12
  %163 = trunc i8 %162 to i7
  %164 = tail call fastcc i7 @op_min(i7 noundef %160, i7 noundef %163)
  %165 = zext i7 %164 to i64
  %166 = xor i64 %158, %165
  %167 = mul i64 %166, 1099511628211
  %168 = add nuw nsw i64 %157, 1
  %169 = icmp eq i64 %168, 21
  br i1 %169, label %153, label %156, !llvm.loop !26

170:                                              ; preds = %150, %177
  %171 = phi i64 [ 0, %150 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %150 ], [ %191, %177 ]
  %173 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %171
  br label %180

174:                                              ; preds = %177
  store i64 %191, ptr @h, align 8, !tbaa !6
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %191)
  %176 = load i64, ptr @h, align 8, !tbaa !6
  br label %194

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1
  %179 = icmp eq i64 %178, 21
  br i1 %179, label %174, label %170, !llvm.loop !27

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %192, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %191, %180 ]
  %183 = load volatile i8, ptr %173, align 1, !tbaa !12
  %184 = trunc i8 %183 to i7
  %185 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %181
  %186 = load volatile i8, ptr %185, align 1, !tbaa !12
  %187 = trunc i8 %186 to i7
  %188 = tail call fastcc i7 @op_max(i7 noundef %184, i7 noundef %187)
  %189 = zext i7 %188 to i64
  %190 = xor i64 %182, %189
  %191 = mul i64 %190, 1099511628211
  %192 = add nuw nsw i64 %181, 1
  %193 = icmp eq i64 %192, 21
  br i1 %193, label %177, label %180, !llvm.loop !28

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %216, %201 ]
  %197 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %195
  br label %204

198:                                              ; preds = %201
  store i64 %216, ptr @h, align 8, !tbaa !6
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %216)
  %200 = load i64, ptr @h, align 8, !tbaa !6
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !6
  br label %219

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %195, 1
  %203 = icmp eq i64 %202, 21
  br i1 %203, label %198, label %194, !llvm.loop !29

204:                                              ; preds = %194, %204
  %205 = phi i64 [ 0, %194 ], [ %217, %204 ]
  %206 = phi i64 [ %196, %194 ], [ %216, %204 ]
  %207 = load volatile i8, ptr %197, align 1, !tbaa !12
  %208 = trunc i8 %207 to i7
  %209 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %205
  %210 = load volatile i8, ptr %209, align 1, !tbaa !12
  %211 = trunc i8 %210 to i7
  %212 = tail call fastcc i32 @op_cmp(i7 noundef %208, i7 noundef %211)
  %213 = and i32 %212, 127
  %214 = zext nneg i32 %213 to i64
  %215 = xor i64 %206, %214
  %216 = mul i64 %215, 1099511628211
  %217 = add nuw nsw i64 %205, 1
  %218 = icmp eq i64 %217, 21
  br i1 %218, label %201, label %204, !llvm.loop !30

219:                                              ; preds = %198, %227
  %220 = phi i64 [ 0, %198 ], [ %228, %227 ]
  %221 = phi i32 [ 0, %198 ], [ %273, %227 ]
  %222 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %220
  br label %230

223:                                              ; preds = %227
  %224 = load i64, ptr @h, align 8, !tbaa !6
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %224)
  %226 = load i64, ptr @h, align 8, !tbaa !6
  br label %276

227:                                              ; preds = %272
  %228 = add nuw nsw i64 %220, 1
  %229 = icmp eq i64 %228, 21
  br i1 %229, label %223, label %219, !llvm.loop !31

230:                                              ; preds = %219, %272
  %231 = phi i64 [ 0, %219 ], [ %274, %272 ]
  %232 = phi i32 [ %221, %219 ], [ %273, %272 ]
  %233 = load volatile i8, ptr %222, align 1, !tbaa !12
  %234 = trunc i8 %233 to i7
  %235 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %231
  %236 = load volatile i8, ptr %235, align 1, !tbaa !12
  %237 = trunc i8 %236 to i7
  %238 = icmp eq i7 %237, 0
  br i1 %238, label %272, label %239

239:                                              ; preds = %230
  %240 = icmp eq i7 %234, -64
  %241 = icmp eq i7 %237, -1
  %242 = and i1 %240, %241
  br i1 %242, label %272, label %243

243:                                              ; preds = %239
  %244 = tail call fastcc i7 @op_div(i7 noundef %234, i7 noundef %237)
  %245 = tail call fastcc i7 @op_rem(i7 noundef %234, i7 noundef %237)
  %246 = zext i7 %244 to i64
  %247 = load i64, ptr @h, align 8, !tbaa !6
  %248 = xor i64 %247, %246
  %249 = mul i64 %248, 1099511628211
  %250 = zext i7 %245 to i64
  %251 = xor i64 %249, %250
  %252 = mul i64 %251, 1099511628211
  store i64 %252, ptr @h, align 8, !tbaa !6
  %253 = tail call fastcc i7 @op_mul(i7 noundef %244, i7 noundef %237)
  %254 = add i7 %253, %245
  %255 = icmp eq i7 %254, %234
  br i1 %255, label %261, label %256

256:                                              ; preds = %243
  %257 = add nsw i32 %232, 1
  %258 = sext i7 %234 to i64
  %259 = sext i7 %237 to i64
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %258, i64 noundef %259)
  br label %261

261:                                              ; preds = %256, %243
  %262 = phi i32 [ %257, %256 ], [ %232, %243 ]
  %263 = icmp eq i7 %245, 0
  %264 = xor i7 %245, %234
  %265 = icmp sgt i7 %264, -1
  %266 = select i1 %263, i1 true, i1 %265
  br i1 %266, label %272, label %267

267:                                              ; preds = %261
  %268 = add nsw i32 %262, 1
  %269 = sext i7 %234 to i64
  %270 = sext i7 %237 to i64
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %269, i64 noundef %270)
  br label %272

272:                                              ; preds = %261, %267, %230, %239
  %273 = phi i32 [ %232, %239 ], [ %232, %230 ], [ %268, %267 ], [ %262, %261 ]
  %274 = add nuw nsw i64 %231, 1
  %275 = icmp eq i64 %274, 21
  br i1 %275, label %227, label %230, !llvm.loop !32

276:                                              ; preds = %223, %276
  %277 = phi i64 [ 0, %223 ], [ %378, %276 ]
  %278 = phi i64 [ 1469598103934665603, %223 ], [ %377, %276 ]
  %279 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %277
  %280 = load volatile i8, ptr %279, align 1, !tbaa !12
  %281 = trunc i8 %280 to i7
  %282 = tail call fastcc i7 @op_shl(i7 noundef %281, i32 noundef 0)
  %283 = zext i7 %282 to i64
  %284 = xor i64 %278, %283
  %285 = mul i64 %284, 1099511628211
  %286 = tail call fastcc i7 @op_lshr(i7 noundef %281, i32 noundef 0)
  %287 = zext i7 %286 to i64
  %288 = xor i64 %285, %287
  %289 = mul i64 %288, 1099511628211
  %290 = tail call fastcc i7 @op_ashr(i7 noundef %281, i32 noundef 0)
  %291 = zext i7 %290 to i64
  %292 = xor i64 %289, %291
  %293 = mul i64 %292, 1099511628211
  %294 = load volatile i8, ptr %279, align 1, !tbaa !12
  %295 = trunc i8 %294 to i7
  %296 = tail call fastcc i7 @op_shl(i7 noundef %295, i32 noundef 1)
  %297 = zext i7 %296 to i64
  %298 = xor i64 %293, %297
  %299 = mul i64 %298, 1099511628211
  %300 = tail call fastcc i7 @op_lshr(i7 noundef %295, i32 noundef 1)
  %301 = zext i7 %300 to i64
  %302 = xor i64 %299, %301
  %303 = mul i64 %302, 1099511628211
  %304 = tail call fastcc i7 @op_ashr(i7 noundef %295, i32 noundef 1)
  %305 = zext i7 %304 to i64
  %306 = xor i64 %303, %305
  %307 = mul i64 %306, 1099511628211
  %308 = load volatile i8, ptr %279, align 1, !tbaa !12
  %309 = trunc i8 %308 to i7
  %310 = tail call fastcc i7 @op_shl(i7 noundef %309, i32 noundef 2)
  %311 = zext i7 %310 to i64
  %312 = xor i64 %307, %311
  %313 = mul i64 %312, 1099511628211
  %314 = tail call fastcc i7 @op_lshr(i7 noundef %309, i32 noundef 2)
  %315 = zext i7 %314 to i64
  %316 = xor i64 %313, %315
  %317 = mul i64 %316, 1099511628211
  %318 = tail call fastcc i7 @op_ashr(i7 noundef %309, i32 noundef 2)
  %319 = zext i7 %318 to i64
  %320 = xor i64 %317, %319
  %321 = mul i64 %320, 1099511628211
  %322 = load volatile i8, ptr %279, align 1, !tbaa !12
  %323 = trunc i8 %322 to i7
  %324 = tail call fastcc i7 @op_shl(i7 noundef %323, i32 noundef 3)
  %325 = zext i7 %324 to i64
  %326 = xor i64 %321, %325
  %327 = mul i64 %326, 1099511628211
  %328 = tail call fastcc i7 @op_lshr(i7 noundef %323, i32 noundef 3)
  %329 = zext i7 %328 to i64
  %330 = xor i64 %327, %329
  %331 = mul i64 %330, 1099511628211
  %332 = tail call fastcc i7 @op_ashr(i7 noundef %323, i32 noundef 3)
  %333 = zext i7 %332 to i64
  %334 = xor i64 %331, %333
  %335 = mul i64 %334, 1099511628211
  %336 = load volatile i8, ptr %279, align 1, !tbaa !12
  %337 = trunc i8 %336 to i7
  %338 = tail call fastcc i7 @op_shl(i7 noundef %337, i32 noundef 4)
  %339 = zext i7 %338 to i64
  %340 = xor i64 %335, %339
  %341 = mul i64 %340, 1099511628211
  %342 = tail call fastcc i7 @op_lshr(i7 noundef %337, i32 noundef 4)
  %343 = zext i7 %342 to i64
  %344 = xor i64 %341, %343
  %345 = mul i64 %344, 1099511628211
  %346 = tail call fastcc i7 @op_ashr(i7 noundef %337, i32 noundef 4)
  %347 = zext i7 %346 to i64
  %348 = xor i64 %345, %347
  %349 = mul i64 %348, 1099511628211
  %350 = load volatile i8, ptr %279, align 1, !tbaa !12
  %351 = trunc i8 %350 to i7
  %352 = tail call fastcc i7 @op_shl(i7 noundef %351, i32 noundef 5)
  %353 = zext i7 %352 to i64
  %354 = xor i64 %349, %353
  %355 = mul i64 %354, 1099511628211
  %356 = tail call fastcc i7 @op_lshr(i7 noundef %351, i32 noundef 5)
  %357 = zext i7 %356 to i64
  %358 = xor i64 %355, %357
  %359 = mul i64 %358, 1099511628211
  %360 = tail call fastcc i7 @op_ashr(i7 noundef %351, i32 noundef 5)
  %361 = zext i7 %360 to i64
  %362 = xor i64 %359, %361
  %363 = mul i64 %362, 1099511628211
  %364 = load volatile i8, ptr %279, align 1, !tbaa !12
  %365 = trunc i8 %364 to i7
  %366 = tail call fastcc i7 @op_shl(i7 noundef %365, i32 noundef 6)
  %367 = zext i7 %366 to i64
  %368 = xor i64 %363, %367
  %369 = mul i64 %368, 1099511628211
  %370 = tail call fastcc i7 @op_lshr(i7 noundef %365, i32 noundef 6)
  %371 = zext i7 %370 to i64
  %372 = xor i64 %369, %371
  %373 = mul i64 %372, 1099511628211
  %374 = tail call fastcc i7 @op_ashr(i7 noundef %365, i32 noundef 6)
  %375 = zext i7 %374 to i64
  %376 = xor i64 %373, %375
  %377 = mul i64 %376, 1099511628211
  %378 = add nuw nsw i64 %277, 1
  %379 = icmp eq i64 %378, 21
  br i1 %379, label %380, label %276, !llvm.loop !33

380:                                              ; preds = %276
  store i64 %377, ptr @h, align 8, !tbaa !6
  %381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %377)
  %382 = load i64, ptr @h, align 8, !tbaa !6
  %383 = load volatile i8, ptr @vals, align 4, !tbaa !12
  %384 = trunc i8 %383 to i7
  %385 = sext i7 %384 to i64
  %386 = tail call fastcc i7 @op_shl(i7 noundef %384, i32 noundef 6)
  %387 = zext i7 %386 to i64
  %388 = tail call fastcc i7 @op_lshr(i7 noundef %384, i32 noundef 6)
  %389 = zext i7 %388 to i64
  %390 = tail call fastcc i7 @op_ashr(i7 noundef %384, i32 noundef 6)
  %391 = sext i7 %390 to i64
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %385, i32 noundef 6, i64 noundef %387, i32 noundef 6, i64 noundef %389, i32 noundef 6, i64 noundef %391)
  %393 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !12
  %394 = trunc i8 %393 to i7
  %395 = sext i7 %394 to i64
  %396 = tail call fastcc i7 @op_shl(i7 noundef %394, i32 noundef 6)
  %397 = zext i7 %396 to i64
  %398 = tail call fastcc i7 @op_lshr(i7 noundef %394, i32 noundef 6)
  %399 = zext i7 %398 to i64
  %400 = tail call fastcc i7 @op_ashr(i7 noundef %394, i32 noundef 6)
  %401 = sext i7 %400 to i64
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %395, i32 noundef 6, i64 noundef %397, i32 noundef 6, i64 noundef %399, i32 noundef 6, i64 noundef %401)
  %403 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %404 = trunc i8 %403 to i7
  %405 = sext i7 %404 to i64
  %406 = tail call fastcc i7 @op_shl(i7 noundef %404, i32 noundef 6)
  %407 = zext i7 %406 to i64
  %408 = tail call fastcc i7 @op_lshr(i7 noundef %404, i32 noundef 6)
  %409 = zext i7 %408 to i64
  %410 = tail call fastcc i7 @op_ashr(i7 noundef %404, i32 noundef 6)
  %411 = sext i7 %410 to i64
  %412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %405, i32 noundef 6, i64 noundef %407, i32 noundef 6, i64 noundef %409, i32 noundef 6, i64 noundef %411)
  %413 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !12
  %414 = trunc i8 %413 to i7
  %415 = sext i7 %414 to i64
  %416 = tail call fastcc i7 @op_shl(i7 noundef %414, i32 noundef 6)
  %417 = zext i7 %416 to i64
  %418 = tail call fastcc i7 @op_lshr(i7 noundef %414, i32 noundef 6)
  %419 = zext i7 %418 to i64
  %420 = tail call fastcc i7 @op_ashr(i7 noundef %414, i32 noundef 6)
  %421 = sext i7 %420 to i64
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %415, i32 noundef 6, i64 noundef %417, i32 noundef 6, i64 noundef %419, i32 noundef 6, i64 noundef %421)
  %423 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %424 = trunc i8 %423 to i7
  %425 = sext i7 %424 to i64
  %426 = tail call fastcc i7 @op_shl(i7 noundef %424, i32 noundef 6)
  %427 = zext i7 %426 to i64
  %428 = tail call fastcc i7 @op_lshr(i7 noundef %424, i32 noundef 6)
  %429 = zext i7 %428 to i64
  %430 = tail call fastcc i7 @op_ashr(i7 noundef %424, i32 noundef 6)
  %431 = sext i7 %430 to i64
  %432 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %425, i32 noundef 6, i64 noundef %427, i32 noundef 6, i64 noundef %429, i32 noundef 6, i64 noundef %431)
  %433 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !12
  %434 = trunc i8 %433 to i7
  %435 = sext i7 %434 to i64
  %436 = tail call fastcc i7 @op_shl(i7 noundef %434, i32 noundef 6)
  %437 = zext i7 %436 to i64
  %438 = tail call fastcc i7 @op_lshr(i7 noundef %434, i32 noundef 6)
  %439 = zext i7 %438 to i64
  %440 = tail call fastcc i7 @op_ashr(i7 noundef %434, i32 noundef 6)
  %441 = sext i7 %440 to i64
  %442 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %435, i32 noundef 6, i64 noundef %437, i32 noundef 6, i64 noundef %439, i32 noundef 6, i64 noundef %441)
  br label %459

443:                                              ; preds = %504
  %444 = xor i64 %32, %8
  %445 = xor i64 %444, %56
  %446 = xor i64 %445, %80
  %447 = xor i64 %446, %104
  %448 = xor i64 %447, %128
  %449 = xor i64 %448, %152
  %450 = xor i64 %449, %176
  %451 = xor i64 %450, %200
  %452 = xor i64 %451, %226
  %453 = xor i64 %452, %382
  %454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %453, i32 noundef %505)
  %455 = icmp eq i32 %505, 0
  %456 = trunc i64 %453 to i32
  %457 = and i32 %456, 63
  %458 = select i1 %455, i32 %457, i32 100
  ret i32 %458

459:                                              ; preds = %380, %504
  %460 = phi i64 [ 0, %380 ], [ %506, %504 ]
  %461 = phi i32 [ %273, %380 ], [ %505, %504 ]
  %462 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %460
  %463 = load volatile i8, ptr %462, align 1, !tbaa !12
  %464 = trunc i8 %463 to i7
  %465 = sext i7 %464 to i64
  %466 = tail call fastcc i7 @op_neg(i7 noundef %464)
  %467 = zext i7 %466 to i64
  %468 = tail call fastcc i7 @op_not(i7 noundef %464)
  %469 = zext i7 %468 to i64
  %470 = tail call fastcc i7 @op_abs(i7 noundef %464)
  %471 = zext i7 %470 to i64
  %472 = tail call fastcc i7 @div3(i7 noundef %464)
  %473 = sext i7 %472 to i64
  %474 = tail call fastcc i7 @div7(i7 noundef %464)
  %475 = sext i7 %474 to i64
  %476 = tail call fastcc i7 @div10(i7 noundef %464)
  %477 = sext i7 %476 to i64
  %478 = tail call fastcc i7 @rem10(i7 noundef %464)
  %479 = sext i7 %478 to i64
  %480 = tail call fastcc i7 @div16(i7 noundef %464)
  %481 = sext i7 %480 to i64
  %482 = tail call fastcc i7 @rem16(i7 noundef %464)
  %483 = sext i7 %482 to i64
  %484 = tail call fastcc i7 @divm5(i7 noundef %464)
  %485 = sext i7 %484 to i64
  %486 = tail call fastcc i7 @divmax(i7 noundef %464)
  %487 = sext i7 %486 to i64
  %488 = sitofp i7 %464 to double
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %465, i64 noundef %467, i64 noundef %469, i64 noundef %471, i64 noundef %473, i64 noundef %475, i64 noundef %477, i64 noundef %479, i64 noundef %481, i64 noundef %483, i64 noundef %485, i64 noundef %487, double noundef %488, double noundef %488)
  %490 = tail call fastcc i7 @op_div(i7 noundef %464, i7 noundef 10)
  %491 = icmp eq i7 %476, %490
  br i1 %491, label %492, label %501

492:                                              ; preds = %459
  %493 = tail call fastcc i7 @op_rem(i7 noundef %464, i7 noundef 10)
  %494 = icmp eq i7 %478, %493
  br i1 %494, label %495, label %501

495:                                              ; preds = %492
  %496 = tail call fastcc i7 @op_div(i7 noundef %464, i7 noundef 7)
  %497 = icmp eq i7 %474, %496
  br i1 %497, label %498, label %501

498:                                              ; preds = %495
  %499 = tail call fastcc i7 @op_div(i7 noundef %464, i7 noundef 16)
  %500 = icmp eq i7 %480, %499
  br i1 %500, label %504, label %501

501:                                              ; preds = %498, %495, %492, %459
  %502 = add nsw i32 %461, 1
  %503 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %504

504:                                              ; preds = %501, %498
  %505 = phi i32 [ %502, %501 ], [ %461, %498 ]
  %506 = add nuw nsw i64 %460, 1
  %507 = icmp eq i64 %506, 21
  br i1 %507, label %443, label %459, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_add(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = add i7 %1, %0
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_sub(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = sub i7 %0, %1
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_mul(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = mul i7 %1, %0
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_and(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = and i7 %1, %0
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_or(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = or i7 %1, %0
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_xor(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = xor i7 %1, %0
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_min(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = tail call i7 @llvm.smin.i7(i7 %0, i7 %1)
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_max(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = tail call i7 @llvm.smax.i7(i7 %0, i7 %1)
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i7 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i7 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i7 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i7 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i7 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i7 %1, 0
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
define internal fastcc noundef i7 @op_div(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = sdiv i7 %0, %1
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_rem(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = srem i7 %0, %1
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i7 @op_shl(i7 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i7
  %4 = shl i7 %0, %3
  ret i7 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i7 @op_lshr(i7 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i7
  %4 = lshr i7 %0, %3
  ret i7 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i7 @op_ashr(i7 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i7
  %4 = ashr i7 %0, %3
  ret i7 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_neg(i7 noundef %0) unnamed_addr #2 {
  %2 = sub i7 0, %0
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_not(i7 noundef %0) unnamed_addr #2 {
  %2 = xor i7 %0, -1
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_abs(i7 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i7 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i7 @op_neg(i7 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i7 [ %4, %3 ], [ %0, %1 ]
  ret i7 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -21, 22) i7 @div3(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, 3
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -9, 10) i7 @div7(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, 7
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -6, 7) i7 @div10(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, 10
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i7 -9, 10) i7 @rem10(i7 noundef %0) unnamed_addr #2 {
  %2 = sext i7 %0 to i8
  %3 = srem i8 %2, 10
  %4 = trunc nsw i8 %3 to i7
  ret i7 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -4, 4) i7 @div16(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, 16
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i7 -15, 16) i7 @rem16(i7 noundef %0) unnamed_addr #2 {
  %2 = sext i7 %0 to i8
  %3 = srem i8 %2, 16
  %4 = trunc nsw i8 %3 to i7
  ret i7 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -12, 13) i7 @divm5(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, -5
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 -1, 2) i7 @divmax(i7 noundef %0) unnamed_addr #2 {
  %2 = sdiv i7 %0, 63
  ret i7 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.smin.i7(i7, i7) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.smax.i7(i7, i7) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"_BitInt(7)", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
