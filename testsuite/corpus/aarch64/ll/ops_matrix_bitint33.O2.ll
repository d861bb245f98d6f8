; ModuleID = 'programs/ops_matrix_bitint33.c'
source_filename = "programs/ops_matrix_bitint33.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 -4294967296, i64 -4294967295, i64 -2147483648, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 2147483647, i64 2147483648, i64 4294967294, i64 4294967295, i64 -2863311531, i64 2863311530, i64 -1985229329], align 8
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 33, ptr noundef nonnull @.str.1, i64 noundef -4294967296, i64 noundef 4294967295)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
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
  %15 = load volatile i64, ptr %5, align 8, !tbaa !12
  %16 = trunc i64 %15 to i33
  %17 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13
  %18 = load volatile i64, ptr %17, align 8, !tbaa !12
  %19 = trunc i64 %18 to i33
  %20 = tail call fastcc i33 @op_add(i33 noundef %16, i33 noundef %19)
  %21 = zext i33 %20 to i64
  %22 = xor i64 %14, %21
  %23 = mul i64 %22, 1099511628211
  %24 = add nuw nsw i64 %13, 1
  %25 = icmp eq i64 %24, 21
  br i1 %25, label %9, label %12, !llvm.loop !14

26:                                               ; preds = %6, %33
  %27 = phi i64 [ 0, %6 ], [ %34, %33 ]
  %28 = phi i64 [ 1469598103934665603, %6 ], [ %47, %33 ]
  %29 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %27
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
  %39 = load volatile i64, ptr %29, align 8, !tbaa !12
  %40 = trunc i64 %39 to i33
  %41 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %37
  %42 = load volatile i64, ptr %41, align 8, !tbaa !12
  %43 = trunc i64 %42 to i33
  %44 = tail call fastcc i33 @op_sub(i33 noundef %40, i33 noundef %43)
  %45 = zext i33 %44 to i64
  %46 = xor i64 %38, %45
  %47 = mul i64 %46, 1099511628211
  %48 = add nuw nsw i64 %37, 1
  %49 = icmp eq i64 %48, 21
  br i1 %49, label %33, label %36, !llvm.loop !16

50:                                               ; preds = %30, %57
  %51 = phi i64 [ 0, %30 ], [ %58, %57 ]
  %52 = phi i64 [ 1469598103934665603, %30 ], [ %71, %57 ]
  %53 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %51
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
  %63 = load volatile i64, ptr %53, align 8, !tbaa !12
  %64 = trunc i64 %63 to i33
  %65 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %61
  %66 = load volatile i64, ptr %65, align 8, !tbaa !12
  %67 = trunc i64 %66 to i33
  %68 = tail call fastcc i33 @op_mul(i33 noundef %64, i33 noundef %67)
  %69 = zext i33 %68 to i64
  %70 = xor i64 %62, %69
  %71 = mul i64 %70, 1099511628211
  %72 = add nuw nsw i64 %61, 1
  %73 = icmp eq i64 %72, 21
  br i1 %73, label %57, label %60, !llvm.loop !18

74:                                               ; preds = %54, %81
  %75 = phi i64 [ 0, %54 ], [ %82, %81 ]
  %76 = phi i64 [ 1469598103934665603, %54 ], [ %95, %81 ]
  %77 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %75
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
  %87 = load volatile i64, ptr %77, align 8, !tbaa !12
  %88 = trunc i64 %87 to i33
  %89 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %85
  %90 = load volatile i64, ptr %89, align 8, !tbaa !12
  %91 = trunc i64 %90 to i33
  %92 = tail call fastcc i33 @op_and(i33 noundef %88, i33 noundef %91)
  %93 = zext i33 %92 to i64
  %94 = xor i64 %86, %93
  %95 = mul i64 %94, 1099511628211
  %96 = add nuw nsw i64 %85, 1
  %97 = icmp eq i64 %96, 21
  br i1 %97, label %81, label %84, !llvm.loop !20

98:                                               ; preds = %78, %105
  %99 = phi i64 [ 0, %78 ], [ %106, %105 ]
  %100 = phi i64 [ 1469598103934665603, %78 ], [ %119, %105 ]
  %101 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %99
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
  %111 = load volatile i64, ptr %101, align 8, !tbaa !12
  %112 = trunc i64 %111 to i33
  %113 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %109
  %114 = load volatile i64, ptr %113, align 8, !tbaa !12
  %115 = trunc i64 %114 to i33
  %116 = tail call fastcc i33 @op_or(i33 noundef %112, i33 noundef %115)
  %117 = zext i33 %116 to i64
  %118 = xor i64 %110, %117
  %119 = mul i64 %118, 1099511628211
  %120 = add nuw nsw i64 %109, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %105, label %108, !llvm.loop !22

122:                                              ; preds = %102, %129
  %123 = phi i64 [ 0, %102 ], [ %130, %129 ]
  %124 = phi i64 [ 1469598103934665603, %102 ], [ %143, %129 ]
  %125 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %123
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
  %135 = load volatile i64, ptr %125, align 8, !tbaa !12
  %136 = trunc i64 %135 to i33
  %137 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %133
  %138 = load volatile i64, ptr %137, align 8, !tbaa !12
  %139 = trunc i64 %138 to i33
  %140 = tail call fastcc i33 @op_xor(i33 noundef %136, i33 noundef %139)
  %141 = zext i33 %140 to i64
  %142 = xor i64 %134, %141
  %143 = mul i64 %142, 1099511628211
  %144 = add nuw nsw i64 %133, 1
  %145 = icmp eq i64 %144, 21
  br i1 %145, label %129, label %132, !llvm.loop !24

146:                                              ; preds = %126, %153
  %147 = phi i64 [ 0, %126 ], [ %154, %153 ]
  %148 = phi i64 [ 1469598103934665603, %126 ], [ %167, %153 ]
  %149 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %147
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
  %159 = load volatile i64, ptr %149, align 8, !tbaa !12
  %160 = trunc i64 %159 to i33
  %161 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %157
  %162 = load volatile i64, ptr %161, align 8, !tbaa !12
  %163 = trunc i64 %162 to i33
  %164 = tail call fastcc i33 @op_min(i33 noundef %160, i33 noundef %163)
  %165 = zext i33 %164 to i64
  %166 = xor i64 %158, %165
  %167 = mul i64 %166, 1099511628211
  %168 = add nuw nsw i64 %157, 1
  %169 = icmp eq i64 %168, 21
  br i1 %169, label %153, label %156, !llvm.loop !26

170:                                              ; preds = %150, %177
  %171 = phi i64 [ 0, %150 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %150 ], [ %191, %177 ]
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %171
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
  %183 = load volatile i64, ptr %173, align 8, !tbaa !12
  %184 = trunc i64 %183 to i33
  %185 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %181
  %186 = load volatile i64, ptr %185, align 8, !tbaa !12
  %187 = trunc i64 %186 to i33
  %188 = tail call fastcc i33 @op_max(i33 noundef %184, i33 noundef %187)
  %189 = zext i33 %188 to i64
  %190 = xor i64 %182, %189
  %191 = mul i64 %190, 1099511628211
  %192 = add nuw nsw i64 %181, 1
  %193 = icmp eq i64 %192, 21
  br i1 %193, label %177, label %180, !llvm.loop !28

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %215, %201 ]
  %197 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %195
  br label %204

198:                                              ; preds = %201
  store i64 %215, ptr @h, align 8, !tbaa !6
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %215)
  %200 = load i64, ptr @h, align 8, !tbaa !6
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !6
  br label %218

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %195, 1
  %203 = icmp eq i64 %202, 21
  br i1 %203, label %198, label %194, !llvm.loop !29

204:                                              ; preds = %194, %204
  %205 = phi i64 [ 0, %194 ], [ %216, %204 ]
  %206 = phi i64 [ %196, %194 ], [ %215, %204 ]
  %207 = load volatile i64, ptr %197, align 8, !tbaa !12
  %208 = trunc i64 %207 to i33
  %209 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %205
  %210 = load volatile i64, ptr %209, align 8, !tbaa !12
  %211 = trunc i64 %210 to i33
  %212 = tail call fastcc i32 @op_cmp(i33 noundef %208, i33 noundef %211)
  %213 = zext nneg i32 %212 to i64
  %214 = xor i64 %206, %213
  %215 = mul i64 %214, 1099511628211
  %216 = add nuw nsw i64 %205, 1
  %217 = icmp eq i64 %216, 21
  br i1 %217, label %201, label %204, !llvm.loop !30

218:                                              ; preds = %198, %226
  %219 = phi i64 [ 0, %198 ], [ %227, %226 ]
  %220 = phi i32 [ 0, %198 ], [ %275, %226 ]
  %221 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %219
  br label %229

222:                                              ; preds = %226
  %223 = load i64, ptr @h, align 8, !tbaa !6
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %223)
  %225 = load i64, ptr @h, align 8, !tbaa !6
  br label %278

226:                                              ; preds = %274
  %227 = add nuw nsw i64 %219, 1
  %228 = icmp eq i64 %227, 21
  br i1 %228, label %222, label %218, !llvm.loop !31

229:                                              ; preds = %218, %274
  %230 = phi i64 [ 0, %218 ], [ %276, %274 ]
  %231 = phi i32 [ %220, %218 ], [ %275, %274 ]
  %232 = load volatile i64, ptr %221, align 8, !tbaa !12
  %233 = trunc i64 %232 to i33
  %234 = shl i64 %232, 31
  %235 = ashr exact i64 %234, 31
  %236 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %230
  %237 = load volatile i64, ptr %236, align 8, !tbaa !12
  %238 = trunc i64 %237 to i33
  %239 = shl i64 %237, 31
  %240 = ashr exact i64 %239, 31
  %241 = icmp eq i33 %238, 0
  br i1 %241, label %274, label %242

242:                                              ; preds = %229
  %243 = icmp eq i33 %233, -4294967296
  %244 = icmp eq i33 %238, -1
  %245 = and i1 %243, %244
  br i1 %245, label %274, label %246

246:                                              ; preds = %242
  %247 = tail call fastcc i33 @op_div(i33 noundef %233, i33 noundef %238)
  %248 = tail call fastcc i33 @op_rem(i33 noundef %233, i33 noundef %238)
  %249 = zext i33 %247 to i64
  %250 = load i64, ptr @h, align 8, !tbaa !6
  %251 = xor i64 %250, %249
  %252 = mul i64 %251, 1099511628211
  %253 = zext i33 %248 to i64
  %254 = xor i64 %252, %253
  %255 = mul i64 %254, 1099511628211
  store i64 %255, ptr @h, align 8, !tbaa !6
  %256 = tail call fastcc i33 @op_mul(i33 noundef %247, i33 noundef %238)
  %257 = add i33 %256, %248
  %258 = icmp eq i33 %257, %233
  br i1 %258, label %262, label %259

259:                                              ; preds = %246
  %260 = add nsw i32 %231, 1
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %235, i64 noundef %240)
  br label %262

262:                                              ; preds = %259, %246
  %263 = phi i32 [ %260, %259 ], [ %231, %246 ]
  %264 = icmp eq i33 %248, 0
  br i1 %264, label %274, label %265

265:                                              ; preds = %262
  %266 = lshr i33 %248, 32
  %267 = trunc nuw nsw i33 %266 to i32
  %268 = lshr i33 %233, 32
  %269 = trunc nuw nsw i33 %268 to i32
  %270 = icmp eq i32 %267, %269
  br i1 %270, label %274, label %271

271:                                              ; preds = %265
  %272 = add nsw i32 %263, 1
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %235, i64 noundef %240)
  br label %274

274:                                              ; preds = %262, %265, %271, %229, %242
  %275 = phi i32 [ %231, %242 ], [ %231, %229 ], [ %272, %271 ], [ %263, %265 ], [ %263, %262 ]
  %276 = add nuw nsw i64 %230, 1
  %277 = icmp eq i64 %276, 21
  br i1 %277, label %226, label %229, !llvm.loop !32

278:                                              ; preds = %222, %351
  %279 = phi i64 [ 0, %222 ], [ %352, %351 ]
  %280 = phi i64 [ 1469598103934665603, %222 ], [ %370, %351 ]
  %281 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %279
  br label %354

282:                                              ; preds = %351
  store i64 %370, ptr @h, align 8, !tbaa !6
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %370)
  %284 = load i64, ptr @h, align 8, !tbaa !6
  %285 = load volatile i64, ptr @vals, align 8, !tbaa !12
  %286 = trunc i64 %285 to i33
  %287 = shl i64 %285, 31
  %288 = ashr exact i64 %287, 31
  %289 = tail call fastcc i33 @op_shl(i33 noundef %286, i32 noundef 32)
  %290 = zext i33 %289 to i64
  %291 = tail call fastcc i33 @op_lshr(i33 noundef %286, i32 noundef 32)
  %292 = zext i33 %291 to i64
  %293 = tail call fastcc i33 @op_ashr(i33 noundef %286, i32 noundef 32)
  %294 = sext i33 %293 to i64
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %288, i32 noundef 32, i64 noundef %290, i32 noundef 32, i64 noundef %292, i32 noundef 32, i64 noundef %294)
  %296 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 8, !tbaa !12
  %297 = trunc i64 %296 to i33
  %298 = shl i64 %296, 31
  %299 = ashr exact i64 %298, 31
  %300 = tail call fastcc i33 @op_shl(i33 noundef %297, i32 noundef 32)
  %301 = zext i33 %300 to i64
  %302 = tail call fastcc i33 @op_lshr(i33 noundef %297, i32 noundef 32)
  %303 = zext i33 %302 to i64
  %304 = tail call fastcc i33 @op_ashr(i33 noundef %297, i32 noundef 32)
  %305 = sext i33 %304 to i64
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 32, i64 noundef %301, i32 noundef 32, i64 noundef %303, i32 noundef 32, i64 noundef %305)
  %307 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 8, !tbaa !12
  %308 = trunc i64 %307 to i33
  %309 = shl i64 %307, 31
  %310 = ashr exact i64 %309, 31
  %311 = tail call fastcc i33 @op_shl(i33 noundef %308, i32 noundef 32)
  %312 = zext i33 %311 to i64
  %313 = tail call fastcc i33 @op_lshr(i33 noundef %308, i32 noundef 32)
  %314 = zext i33 %313 to i64
  %315 = tail call fastcc i33 @op_ashr(i33 noundef %308, i32 noundef 32)
  %316 = sext i33 %315 to i64
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %310, i32 noundef 32, i64 noundef %312, i32 noundef 32, i64 noundef %314, i32 noundef 32, i64 noundef %316)
  %318 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 8, !tbaa !12
  %319 = trunc i64 %318 to i33
  %320 = shl i64 %318, 31
  %321 = ashr exact i64 %320, 31
  %322 = tail call fastcc i33 @op_shl(i33 noundef %319, i32 noundef 32)
  %323 = zext i33 %322 to i64
  %324 = tail call fastcc i33 @op_lshr(i33 noundef %319, i32 noundef 32)
  %325 = zext i33 %324 to i64
  %326 = tail call fastcc i33 @op_ashr(i33 noundef %319, i32 noundef 32)
  %327 = sext i33 %326 to i64
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %321, i32 noundef 32, i64 noundef %323, i32 noundef 32, i64 noundef %325, i32 noundef 32, i64 noundef %327)
  %329 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 8, !tbaa !12
  %330 = trunc i64 %329 to i33
  %331 = shl i64 %329, 31
  %332 = ashr exact i64 %331, 31
  %333 = tail call fastcc i33 @op_shl(i33 noundef %330, i32 noundef 32)
  %334 = zext i33 %333 to i64
  %335 = tail call fastcc i33 @op_lshr(i33 noundef %330, i32 noundef 32)
  %336 = zext i33 %335 to i64
  %337 = tail call fastcc i33 @op_ashr(i33 noundef %330, i32 noundef 32)
  %338 = sext i33 %337 to i64
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %332, i32 noundef 32, i64 noundef %334, i32 noundef 32, i64 noundef %336, i32 noundef 32, i64 noundef %338)
  %340 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 8, !tbaa !12
  %341 = trunc i64 %340 to i33
  %342 = shl i64 %340, 31
  %343 = ashr exact i64 %342, 31
  %344 = tail call fastcc i33 @op_shl(i33 noundef %341, i32 noundef 32)
  %345 = zext i33 %344 to i64
  %346 = tail call fastcc i33 @op_lshr(i33 noundef %341, i32 noundef 32)
  %347 = zext i33 %346 to i64
  %348 = tail call fastcc i33 @op_ashr(i33 noundef %341, i32 noundef 32)
  %349 = sext i33 %348 to i64
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %343, i32 noundef 32, i64 noundef %345, i32 noundef 32, i64 noundef %347, i32 noundef 32, i64 noundef %349)
  br label %389

351:                                              ; preds = %354
  %352 = add nuw nsw i64 %279, 1
  %353 = icmp eq i64 %352, 21
  br i1 %353, label %282, label %278, !llvm.loop !33

354:                                              ; preds = %278, %354
  %355 = phi i32 [ 0, %278 ], [ %371, %354 ]
  %356 = phi i64 [ %280, %278 ], [ %370, %354 ]
  %357 = load volatile i64, ptr %281, align 8, !tbaa !12
  %358 = trunc i64 %357 to i33
  %359 = tail call fastcc i33 @op_shl(i33 noundef %358, i32 noundef %355)
  %360 = zext i33 %359 to i64
  %361 = xor i64 %356, %360
  %362 = mul i64 %361, 1099511628211
  %363 = tail call fastcc i33 @op_lshr(i33 noundef %358, i32 noundef %355)
  %364 = zext i33 %363 to i64
  %365 = xor i64 %362, %364
  %366 = mul i64 %365, 1099511628211
  %367 = tail call fastcc i33 @op_ashr(i33 noundef %358, i32 noundef %355)
  %368 = zext i33 %367 to i64
  %369 = xor i64 %366, %368
  %370 = mul i64 %369, 1099511628211
  %371 = add nuw nsw i32 %355, 1
  %372 = icmp eq i32 %371, 33
  br i1 %372, label %351, label %354, !llvm.loop !34

373:                                              ; preds = %437
  %374 = xor i64 %32, %8
  %375 = xor i64 %374, %56
  %376 = xor i64 %375, %80
  %377 = xor i64 %376, %104
  %378 = xor i64 %377, %128
  %379 = xor i64 %378, %152
  %380 = xor i64 %379, %176
  %381 = xor i64 %380, %200
  %382 = xor i64 %381, %225
  %383 = xor i64 %382, %284
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %383, i32 noundef %438)
  %385 = icmp eq i32 %438, 0
  %386 = trunc i64 %383 to i32
  %387 = and i32 %386, 63
  %388 = select i1 %385, i32 %387, i32 100
  ret i32 %388

389:                                              ; preds = %282, %437
  %390 = phi i64 [ 0, %282 ], [ %439, %437 ]
  %391 = phi i32 [ %275, %282 ], [ %438, %437 ]
  %392 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %390
  %393 = load volatile i64, ptr %392, align 8, !tbaa !12
  %394 = trunc i64 %393 to i33
  %395 = shl i64 %393, 31
  %396 = ashr exact i64 %395, 31
  %397 = tail call fastcc i33 @op_neg(i33 noundef %394)
  %398 = zext i33 %397 to i64
  %399 = tail call fastcc i33 @op_not(i33 noundef %394)
  %400 = zext i33 %399 to i64
  %401 = tail call fastcc i33 @op_abs(i33 noundef %394)
  %402 = zext i33 %401 to i64
  %403 = tail call fastcc i33 @div3(i33 noundef %394)
  %404 = sext i33 %403 to i64
  %405 = tail call fastcc i33 @div7(i33 noundef %394)
  %406 = sext i33 %405 to i64
  %407 = tail call fastcc i33 @div10(i33 noundef %394)
  %408 = sext i33 %407 to i64
  %409 = tail call fastcc i33 @rem10(i33 noundef %394)
  %410 = sext i33 %409 to i64
  %411 = tail call fastcc i33 @div16(i33 noundef %394)
  %412 = sext i33 %411 to i64
  %413 = tail call fastcc i33 @rem16(i33 noundef %394)
  %414 = sext i33 %413 to i64
  %415 = tail call fastcc i33 @divm5(i33 noundef %394)
  %416 = sext i33 %415 to i64
  %417 = tail call fastcc i33 @divmax(i33 noundef %394)
  %418 = sext i33 %417 to i64
  %419 = sitofp i33 %394 to float
  %420 = fpext float %419 to double
  %421 = sitofp i33 %394 to double
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %396, i64 noundef %398, i64 noundef %400, i64 noundef %402, i64 noundef %404, i64 noundef %406, i64 noundef %408, i64 noundef %410, i64 noundef %412, i64 noundef %414, i64 noundef %416, i64 noundef %418, double noundef %420, double noundef %421)
  %423 = tail call fastcc i33 @op_div(i33 noundef %394, i33 noundef 10)
  %424 = icmp eq i33 %407, %423
  br i1 %424, label %425, label %434

425:                                              ; preds = %389
  %426 = tail call fastcc i33 @op_rem(i33 noundef %394, i33 noundef 10)
  %427 = icmp eq i33 %409, %426
  br i1 %427, label %428, label %434

428:                                              ; preds = %425
  %429 = tail call fastcc i33 @op_div(i33 noundef %394, i33 noundef 7)
  %430 = icmp eq i33 %405, %429
  br i1 %430, label %431, label %434

431:                                              ; preds = %428
  %432 = tail call fastcc i33 @op_div(i33 noundef %394, i33 noundef 16)
  %433 = icmp eq i33 %411, %432
  br i1 %433, label %437, label %434

434:                                              ; preds = %431, %428, %425, %389
  %435 = add nsw i32 %391, 1
  %436 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %437

437:                                              ; preds = %434, %431
  %438 = phi i32 [ %435, %434 ], [ %391, %431 ]
  %439 = add nuw nsw i64 %390, 1
  %440 = icmp eq i64 %439, 21
  br i1 %440, label %373, label %389, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_add(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = add i33 %1, %0
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_sub(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = sub i33 %0, %1
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_mul(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = mul i33 %1, %0
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_and(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = and i33 %1, %0
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_or(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = or i33 %1, %0
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_xor(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = xor i33 %1, %0
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_min(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = tail call i33 @llvm.smin.i33(i33 %0, i33 %1)
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_max(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = tail call i33 @llvm.smax.i33(i33 %0, i33 %1)
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i33 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i33 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i33 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i33 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i33 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i33 %1, 0
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
define internal fastcc noundef i33 @op_div(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = sdiv i33 %0, %1
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i33 -4294967295, -4294967296) i33 @op_rem(i33 noundef %0, i33 noundef %1) unnamed_addr #2 {
  %3 = srem i33 %0, %1
  ret i33 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i33 @op_shl(i33 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i33
  %4 = shl i33 %0, %3
  ret i33 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i33 @op_lshr(i33 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i33
  %4 = lshr i33 %0, %3
  ret i33 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i33 @op_ashr(i33 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i33
  %4 = ashr i33 %0, %3
  ret i33 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_neg(i33 noundef %0) unnamed_addr #2 {
  %2 = sub i33 0, %0
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_not(i33 noundef %0) unnamed_addr #2 {
  %2 = xor i33 %0, -1
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i33 @op_abs(i33 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i33 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i33 @op_neg(i33 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i33 [ %4, %3 ], [ %0, %1 ]
  ret i33 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -1431655765, 1431655766) i33 @div3(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, 3
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -613566756, 613566757) i33 @div7(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, 7
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -429496729, 429496730) i33 @div10(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, 10
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -9, 10) i33 @rem10(i33 noundef %0) unnamed_addr #2 {
  %2 = srem i33 %0, 10
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -268435456, 268435456) i33 @div16(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, 16
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -15, 16) i33 @rem16(i33 noundef %0) unnamed_addr #2 {
  %2 = srem i33 %0, 16
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -858993459, 858993460) i33 @divm5(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, -5
  ret i33 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i33 -1, 2) i33 @divmax(i33 noundef %0) unnamed_addr #2 {
  %2 = sdiv i33 %0, 4294967295
  ret i33 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i33 @llvm.smin.i33(i33, i33) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i33 @llvm.smax.i33(i33, i33) #4

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
!13 = !{!"_BitInt(33)", !8, i64 0}
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
!35 = distinct !{!35, !11}
