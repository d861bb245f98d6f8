; ModuleID = 'programs/ops_matrix_bitint24.c'
source_filename = "programs/ops_matrix_bitint24.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(24): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i32] [i32 -8388608, i32 -8388607, i32 -4194304, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 4194303, i32 4194304, i32 8388606, i32 8388607, i32 5592405, i32 -5592406, i32 -5517841], align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 24, ptr noundef nonnull @.str.1, i64 noundef -8388608, i64 noundef 8388607)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %23, %9 ]
  %5 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %3
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
  %15 = load volatile i32, ptr %5, align 4, !tbaa !12
  %16 = trunc i32 %15 to i24
  %17 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %13
  %18 = load volatile i32, ptr %17, align 4, !tbaa !12
  %19 = trunc i32 %18 to i24
  %20 = tail call fastcc i24 @op_add(i24 noundef %16, i24 noundef %19)
  %21 = zext i24 %20 to i64
  %22 = xor i64 %14, %21
  %23 = mul i64 %22, 1099511628211
  %24 = add nuw nsw i64 %13, 1
  %25 = icmp eq i64 %24, 21
  br i1 %25, label %9, label %12, !llvm.loop !14

26:                                               ; preds = %6, %33
  %27 = phi i64 [ 0, %6 ], [ %34, %33 ]
  %28 = phi i64 [ 1469598103934665603, %6 ], [ %47, %33 ]
  %29 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %27
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
  %39 = load volatile i32, ptr %29, align 4, !tbaa !12
  %40 = trunc i32 %39 to i24
  %41 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %37
  %42 = load volatile i32, ptr %41, align 4, !tbaa !12
  %43 = trunc i32 %42 to i24
  %44 = tail call fastcc i24 @op_sub(i24 noundef %40, i24 noundef %43)
  %45 = zext i24 %44 to i64
  %46 = xor i64 %38, %45
  %47 = mul i64 %46, 1099511628211
  %48 = add nuw nsw i64 %37, 1
  %49 = icmp eq i64 %48, 21
  br i1 %49, label %33, label %36, !llvm.loop !16

50:                                               ; preds = %30, %57
  %51 = phi i64 [ 0, %30 ], [ %58, %57 ]
  %52 = phi i64 [ 1469598103934665603, %30 ], [ %71, %57 ]
  %53 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %51
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
  %63 = load volatile i32, ptr %53, align 4, !tbaa !12
  %64 = trunc i32 %63 to i24
  %65 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %61
  %66 = load volatile i32, ptr %65, align 4, !tbaa !12
  %67 = trunc i32 %66 to i24
  %68 = tail call fastcc i24 @op_mul(i24 noundef %64, i24 noundef %67)
  %69 = zext i24 %68 to i64
  %70 = xor i64 %62, %69
  %71 = mul i64 %70, 1099511628211
  %72 = add nuw nsw i64 %61, 1
  %73 = icmp eq i64 %72, 21
  br i1 %73, label %57, label %60, !llvm.loop !18

74:                                               ; preds = %54, %81
  %75 = phi i64 [ 0, %54 ], [ %82, %81 ]
  %76 = phi i64 [ 1469598103934665603, %54 ], [ %95, %81 ]
  %77 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %75
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
  %87 = load volatile i32, ptr %77, align 4, !tbaa !12
  %88 = trunc i32 %87 to i24
  %89 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %85
  %90 = load volatile i32, ptr %89, align 4, !tbaa !12
  %91 = trunc i32 %90 to i24
  %92 = tail call fastcc i24 @op_and(i24 noundef %88, i24 noundef %91)
  %93 = zext i24 %92 to i64
  %94 = xor i64 %86, %93
  %95 = mul i64 %94, 1099511628211
  %96 = add nuw nsw i64 %85, 1
  %97 = icmp eq i64 %96, 21
  br i1 %97, label %81, label %84, !llvm.loop !20

98:                                               ; preds = %78, %105
  %99 = phi i64 [ 0, %78 ], [ %106, %105 ]
  %100 = phi i64 [ 1469598103934665603, %78 ], [ %119, %105 ]
  %101 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %99
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
  %111 = load volatile i32, ptr %101, align 4, !tbaa !12
  %112 = trunc i32 %111 to i24
  %113 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %109
  %114 = load volatile i32, ptr %113, align 4, !tbaa !12
  %115 = trunc i32 %114 to i24
  %116 = tail call fastcc i24 @op_or(i24 noundef %112, i24 noundef %115)
  %117 = zext i24 %116 to i64
  %118 = xor i64 %110, %117
  %119 = mul i64 %118, 1099511628211
  %120 = add nuw nsw i64 %109, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %105, label %108, !llvm.loop !22

122:                                              ; preds = %102, %129
  %123 = phi i64 [ 0, %102 ], [ %130, %129 ]
  %124 = phi i64 [ 1469598103934665603, %102 ], [ %143, %129 ]
  %125 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %123
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
  %135 = load volatile i32, ptr %125, align 4, !tbaa !12
  %136 = trunc i32 %135 to i24
  %137 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %133
  %138 = load volatile i32, ptr %137, align 4, !tbaa !12
  %139 = trunc i32 %138 to i24
  %140 = tail call fastcc i24 @op_xor(i24 noundef %136, i24 noundef %139)
  %141 = zext i24 %140 to i64
  %142 = xor i64 %134, %141
  %143 = mul i64 %142, 1099511628211
  %144 = add nuw nsw i64 %133, 1
  %145 = icmp eq i64 %144, 21
  br i1 %145, label %129, label %132, !llvm.loop !24

146:                                              ; preds = %126, %153
  %147 = phi i64 [ 0, %126 ], [ %154, %153 ]
  %148 = phi i64 [ 1469598103934665603, %126 ], [ %167, %153 ]
  %149 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %147
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
  %159 = load volatile i32, ptr %149, align 4, !tbaa !12
  %160 = trunc i32 %159 to i24
  %161 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %157
  %162 = load volatile i32, ptr %161, align 4, !tbaa !12
  %163 = trunc i32 %162 to i24
  %164 = tail call fastcc i24 @op_min(i24 noundef %160, i24 noundef %163)
  %165 = zext i24 %164 to i64
  %166 = xor i64 %158, %165
  %167 = mul i64 %166, 1099511628211
  %168 = add nuw nsw i64 %157, 1
  %169 = icmp eq i64 %168, 21
  br i1 %169, label %153, label %156, !llvm.loop !26

170:                                              ; preds = %150, %177
  %171 = phi i64 [ 0, %150 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %150 ], [ %191, %177 ]
  %173 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %171
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
  %183 = load volatile i32, ptr %173, align 4, !tbaa !12
  %184 = trunc i32 %183 to i24
  %185 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %181
  %186 = load volatile i32, ptr %185, align 4, !tbaa !12
  %187 = trunc i32 %186 to i24
  %188 = tail call fastcc i24 @op_max(i24 noundef %184, i24 noundef %187)
  %189 = zext i24 %188 to i64
  %190 = xor i64 %182, %189
  %191 = mul i64 %190, 1099511628211
  %192 = add nuw nsw i64 %181, 1
  %193 = icmp eq i64 %192, 21
  br i1 %193, label %177, label %180, !llvm.loop !28

194:                                              ; preds = %174, %201
  %195 = phi i64 [ 0, %174 ], [ %202, %201 ]
  %196 = phi i64 [ 1469598103934665603, %174 ], [ %215, %201 ]
  %197 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %195
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
  %207 = load volatile i32, ptr %197, align 4, !tbaa !12
  %208 = trunc i32 %207 to i24
  %209 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %205
  %210 = load volatile i32, ptr %209, align 4, !tbaa !12
  %211 = trunc i32 %210 to i24
  %212 = tail call fastcc i32 @op_cmp(i24 noundef %208, i24 noundef %211)
  %213 = zext nneg i32 %212 to i64
  %214 = xor i64 %206, %213
  %215 = mul i64 %214, 1099511628211
  %216 = add nuw nsw i64 %205, 1
  %217 = icmp eq i64 %216, 21
  br i1 %217, label %201, label %204, !llvm.loop !30

218:                                              ; preds = %198, %226
  %219 = phi i64 [ 0, %198 ], [ %227, %226 ]
  %220 = phi i32 [ 0, %198 ], [ %276, %226 ]
  %221 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %219
  br label %229

222:                                              ; preds = %226
  %223 = load i64, ptr @h, align 8, !tbaa !6
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %223)
  %225 = load i64, ptr @h, align 8, !tbaa !6
  br label %279

226:                                              ; preds = %275
  %227 = add nuw nsw i64 %219, 1
  %228 = icmp eq i64 %227, 21
  br i1 %228, label %222, label %218, !llvm.loop !31

229:                                              ; preds = %218, %275
  %230 = phi i64 [ 0, %218 ], [ %277, %275 ]
  %231 = phi i32 [ %220, %218 ], [ %276, %275 ]
  %232 = load volatile i32, ptr %221, align 4, !tbaa !12
  %233 = trunc i32 %232 to i24
  %234 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %230
  %235 = load volatile i32, ptr %234, align 4, !tbaa !12
  %236 = trunc i32 %235 to i24
  %237 = and i32 %235, 16777215
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %275, label %239

239:                                              ; preds = %229
  %240 = icmp eq i24 %233, -8388608
  %241 = icmp eq i24 %236, -1
  %242 = and i1 %240, %241
  br i1 %242, label %275, label %243

243:                                              ; preds = %239
  %244 = tail call fastcc i24 @op_div(i24 noundef %233, i24 noundef %236)
  %245 = tail call fastcc i24 @op_rem(i24 noundef %233, i24 noundef %236)
  %246 = zext i24 %244 to i64
  %247 = load i64, ptr @h, align 8, !tbaa !6
  %248 = xor i64 %247, %246
  %249 = mul i64 %248, 1099511628211
  %250 = zext i24 %245 to i64
  %251 = xor i64 %249, %250
  %252 = mul i64 %251, 1099511628211
  store i64 %252, ptr @h, align 8, !tbaa !6
  %253 = tail call fastcc i24 @op_mul(i24 noundef %244, i24 noundef %236)
  %254 = add i24 %253, %245
  %255 = icmp eq i24 %254, %233
  br i1 %255, label %261, label %256

256:                                              ; preds = %243
  %257 = add nsw i32 %231, 1
  %258 = sext i24 %233 to i64
  %259 = sext i24 %236 to i64
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %258, i64 noundef %259)
  br label %261

261:                                              ; preds = %256, %243
  %262 = phi i32 [ %257, %256 ], [ %231, %243 ]
  %263 = icmp eq i24 %245, 0
  br i1 %263, label %275, label %264

264:                                              ; preds = %261
  %265 = lshr i24 %245, 23
  %266 = zext nneg i24 %265 to i32
  %267 = lshr i32 %232, 23
  %268 = and i32 %267, 1
  %269 = icmp eq i32 %268, %266
  br i1 %269, label %275, label %270

270:                                              ; preds = %264
  %271 = add nsw i32 %262, 1
  %272 = sext i24 %233 to i64
  %273 = sext i24 %236 to i64
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %272, i64 noundef %273)
  br label %275

275:                                              ; preds = %261, %264, %270, %229, %239
  %276 = phi i32 [ %231, %239 ], [ %231, %229 ], [ %271, %270 ], [ %262, %264 ], [ %262, %261 ]
  %277 = add nuw nsw i64 %230, 1
  %278 = icmp eq i64 %277, 21
  br i1 %278, label %226, label %229, !llvm.loop !32

279:                                              ; preds = %222, %346
  %280 = phi i64 [ 0, %222 ], [ %347, %346 ]
  %281 = phi i64 [ 1469598103934665603, %222 ], [ %365, %346 ]
  %282 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %280
  br label %349

283:                                              ; preds = %346
  store i64 %365, ptr @h, align 8, !tbaa !6
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %365)
  %285 = load i64, ptr @h, align 8, !tbaa !6
  %286 = load volatile i32, ptr @vals, align 4, !tbaa !12
  %287 = trunc i32 %286 to i24
  %288 = sext i24 %287 to i64
  %289 = tail call fastcc i24 @op_shl(i24 noundef %287, i32 noundef 23)
  %290 = zext i24 %289 to i64
  %291 = tail call fastcc i24 @op_lshr(i24 noundef %287, i32 noundef 23)
  %292 = zext i24 %291 to i64
  %293 = tail call fastcc i24 @op_ashr(i24 noundef %287, i32 noundef 23)
  %294 = sext i24 %293 to i64
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %288, i32 noundef 23, i64 noundef %290, i32 noundef 23, i64 noundef %292, i32 noundef 23, i64 noundef %294)
  %296 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %297 = trunc i32 %296 to i24
  %298 = sext i24 %297 to i64
  %299 = tail call fastcc i24 @op_shl(i24 noundef %297, i32 noundef 23)
  %300 = zext i24 %299 to i64
  %301 = tail call fastcc i24 @op_lshr(i24 noundef %297, i32 noundef 23)
  %302 = zext i24 %301 to i64
  %303 = tail call fastcc i24 @op_ashr(i24 noundef %297, i32 noundef 23)
  %304 = sext i24 %303 to i64
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %298, i32 noundef 23, i64 noundef %300, i32 noundef 23, i64 noundef %302, i32 noundef 23, i64 noundef %304)
  %306 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 4, !tbaa !12
  %307 = trunc i32 %306 to i24
  %308 = sext i24 %307 to i64
  %309 = tail call fastcc i24 @op_shl(i24 noundef %307, i32 noundef 23)
  %310 = zext i24 %309 to i64
  %311 = tail call fastcc i24 @op_lshr(i24 noundef %307, i32 noundef 23)
  %312 = zext i24 %311 to i64
  %313 = tail call fastcc i24 @op_ashr(i24 noundef %307, i32 noundef 23)
  %314 = sext i24 %313 to i64
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 23, i64 noundef %310, i32 noundef 23, i64 noundef %312, i32 noundef 23, i64 noundef %314)
  %316 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 48), align 4, !tbaa !12
  %317 = trunc i32 %316 to i24
  %318 = sext i24 %317 to i64
  %319 = tail call fastcc i24 @op_shl(i24 noundef %317, i32 noundef 23)
  %320 = zext i24 %319 to i64
  %321 = tail call fastcc i24 @op_lshr(i24 noundef %317, i32 noundef 23)
  %322 = zext i24 %321 to i64
  %323 = tail call fastcc i24 @op_ashr(i24 noundef %317, i32 noundef 23)
  %324 = sext i24 %323 to i64
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %318, i32 noundef 23, i64 noundef %320, i32 noundef 23, i64 noundef %322, i32 noundef 23, i64 noundef %324)
  %326 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 4, !tbaa !12
  %327 = trunc i32 %326 to i24
  %328 = sext i24 %327 to i64
  %329 = tail call fastcc i24 @op_shl(i24 noundef %327, i32 noundef 23)
  %330 = zext i24 %329 to i64
  %331 = tail call fastcc i24 @op_lshr(i24 noundef %327, i32 noundef 23)
  %332 = zext i24 %331 to i64
  %333 = tail call fastcc i24 @op_ashr(i24 noundef %327, i32 noundef 23)
  %334 = sext i24 %333 to i64
  %335 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %328, i32 noundef 23, i64 noundef %330, i32 noundef 23, i64 noundef %332, i32 noundef 23, i64 noundef %334)
  %336 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vals, i64 80), align 4, !tbaa !12
  %337 = trunc i32 %336 to i24
  %338 = sext i24 %337 to i64
  %339 = tail call fastcc i24 @op_shl(i24 noundef %337, i32 noundef 23)
  %340 = zext i24 %339 to i64
  %341 = tail call fastcc i24 @op_lshr(i24 noundef %337, i32 noundef 23)
  %342 = zext i24 %341 to i64
  %343 = tail call fastcc i24 @op_ashr(i24 noundef %337, i32 noundef 23)
  %344 = sext i24 %343 to i64
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %338, i32 noundef 23, i64 noundef %340, i32 noundef 23, i64 noundef %342, i32 noundef 23, i64 noundef %344)
  br label %384

346:                                              ; preds = %349
  %347 = add nuw nsw i64 %280, 1
  %348 = icmp eq i64 %347, 21
  br i1 %348, label %283, label %279, !llvm.loop !33

349:                                              ; preds = %279, %349
  %350 = phi i32 [ 0, %279 ], [ %366, %349 ]
  %351 = phi i64 [ %281, %279 ], [ %365, %349 ]
  %352 = load volatile i32, ptr %282, align 4, !tbaa !12
  %353 = trunc i32 %352 to i24
  %354 = tail call fastcc i24 @op_shl(i24 noundef %353, i32 noundef %350)
  %355 = zext i24 %354 to i64
  %356 = xor i64 %351, %355
  %357 = mul i64 %356, 1099511628211
  %358 = tail call fastcc i24 @op_lshr(i24 noundef %353, i32 noundef %350)
  %359 = zext i24 %358 to i64
  %360 = xor i64 %357, %359
  %361 = mul i64 %360, 1099511628211
  %362 = tail call fastcc i24 @op_ashr(i24 noundef %353, i32 noundef %350)
  %363 = zext i24 %362 to i64
  %364 = xor i64 %361, %363
  %365 = mul i64 %364, 1099511628211
  %366 = add nuw nsw i32 %350, 1
  %367 = icmp eq i32 %366, 24
  br i1 %367, label %346, label %349, !llvm.loop !34

368:                                              ; preds = %429
  %369 = xor i64 %32, %8
  %370 = xor i64 %369, %56
  %371 = xor i64 %370, %80
  %372 = xor i64 %371, %104
  %373 = xor i64 %372, %128
  %374 = xor i64 %373, %152
  %375 = xor i64 %374, %176
  %376 = xor i64 %375, %200
  %377 = xor i64 %376, %225
  %378 = xor i64 %377, %285
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %378, i32 noundef %430)
  %380 = icmp eq i32 %430, 0
  %381 = trunc i64 %378 to i32
  %382 = and i32 %381, 63
  %383 = select i1 %380, i32 %382, i32 100
  ret i32 %383

384:                                              ; preds = %283, %429
  %385 = phi i64 [ 0, %283 ], [ %431, %429 ]
  %386 = phi i32 [ %276, %283 ], [ %430, %429 ]
  %387 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %385
  %388 = load volatile i32, ptr %387, align 4, !tbaa !12
  %389 = trunc i32 %388 to i24
  %390 = sext i24 %389 to i64
  %391 = tail call fastcc i24 @op_neg(i24 noundef %389)
  %392 = zext i24 %391 to i64
  %393 = tail call fastcc i24 @op_not(i24 noundef %389)
  %394 = zext i24 %393 to i64
  %395 = tail call fastcc i24 @op_abs(i24 noundef %389)
  %396 = zext i24 %395 to i64
  %397 = tail call fastcc i24 @div3(i24 noundef %389)
  %398 = sext i24 %397 to i64
  %399 = tail call fastcc i24 @div7(i24 noundef %389)
  %400 = sext i24 %399 to i64
  %401 = tail call fastcc i24 @div10(i24 noundef %389)
  %402 = sext i24 %401 to i64
  %403 = tail call fastcc i24 @rem10(i24 noundef %389)
  %404 = sext i24 %403 to i64
  %405 = tail call fastcc i24 @div16(i24 noundef %389)
  %406 = sext i24 %405 to i64
  %407 = tail call fastcc i24 @rem16(i24 noundef %389)
  %408 = sext i24 %407 to i64
  %409 = tail call fastcc i24 @divm5(i24 noundef %389)
  %410 = sext i24 %409 to i64
  %411 = tail call fastcc i24 @divmax(i24 noundef %389)
  %412 = sext i24 %411 to i64
  %413 = sitofp i24 %389 to double
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %390, i64 noundef %392, i64 noundef %394, i64 noundef %396, i64 noundef %398, i64 noundef %400, i64 noundef %402, i64 noundef %404, i64 noundef %406, i64 noundef %408, i64 noundef %410, i64 noundef %412, double noundef %413, double noundef %413)
  %415 = tail call fastcc i24 @op_div(i24 noundef %389, i24 noundef 10)
  %416 = icmp eq i24 %401, %415
  br i1 %416, label %417, label %426

417:                                              ; preds = %384
  %418 = tail call fastcc i24 @op_rem(i24 noundef %389, i24 noundef 10)
  %419 = icmp eq i24 %403, %418
  br i1 %419, label %420, label %426

420:                                              ; preds = %417
  %421 = tail call fastcc i24 @op_div(i24 noundef %389, i24 noundef 7)
  %422 = icmp eq i24 %399, %421
  br i1 %422, label %423, label %426

423:                                              ; preds = %420
  %424 = tail call fastcc i24 @op_div(i24 noundef %389, i24 noundef 16)
  %425 = icmp eq i24 %405, %424
  br i1 %425, label %429, label %426

426:                                              ; preds = %423, %420, %417, %384
  %427 = add nsw i32 %386, 1
  %428 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %429

429:                                              ; preds = %426, %423
  %430 = phi i32 [ %427, %426 ], [ %386, %423 ]
  %431 = add nuw nsw i64 %385, 1
  %432 = icmp eq i64 %431, 21
  br i1 %432, label %368, label %384, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_add(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = add i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_sub(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = sub i24 %0, %1
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_mul(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = mul i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_and(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = and i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_or(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = or i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_xor(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = xor i24 %1, %0
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_min(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = tail call i24 @llvm.smin.i24(i24 %0, i24 %1)
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_max(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = tail call i24 @llvm.smax.i24(i24 %0, i24 %1)
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i24 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i24 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i24 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i24 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i24 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i24 %1, 0
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
define internal fastcc noundef i24 @op_div(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = sdiv i24 %0, %1
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_rem(i24 noundef %0, i24 noundef %1) unnamed_addr #2 {
  %3 = srem i24 %0, %1
  ret i24 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @op_shl(i24 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i24
  %4 = shl i24 %0, %3
  ret i24 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @op_lshr(i24 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i24
  %4 = lshr i24 %0, %3
  ret i24 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i24 @op_ashr(i24 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i24
  %4 = ashr i24 %0, %3
  ret i24 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_neg(i24 noundef %0) unnamed_addr #2 {
  %2 = sub i24 0, %0
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_not(i24 noundef %0) unnamed_addr #2 {
  %2 = xor i24 %0, -1
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i24 @op_abs(i24 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i24 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i24 @op_neg(i24 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i24 [ %4, %3 ], [ %0, %1 ]
  ret i24 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -2796202, 2796203) i24 @div3(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, 3
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -1198372, 1198373) i24 @div7(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, 7
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -838860, 838861) i24 @div10(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, 10
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i24 -9, 10) i24 @rem10(i24 noundef %0) unnamed_addr #2 {
  %2 = sext i24 %0 to i32
  %3 = srem i32 %2, 10
  %4 = trunc nsw i32 %3 to i24
  ret i24 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -524288, 524288) i24 @div16(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, 16
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i24 -15, 16) i24 @rem16(i24 noundef %0) unnamed_addr #2 {
  %2 = sext i24 %0 to i32
  %3 = srem i32 %2, 16
  %4 = trunc nsw i32 %3 to i24
  ret i24 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -1677721, 1677722) i24 @divm5(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, -5
  ret i24 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i24 -1, 2) i24 @divmax(i24 noundef %0) unnamed_addr #2 {
  %2 = sdiv i24 %0, 8388607
  ret i24 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i24 @llvm.smin.i24(i24, i24) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i24 @llvm.smax.i24(i24, i24) #4

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
!13 = !{!"_BitInt(24)", !8, i64 0}
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
