; ModuleID = 'programs/ops_matrix_ubitint7.c'
source_filename = "programs/ops_matrix_ubitint7.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"type unsigned _BitInt(7): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i8] c"\00\01\00y}~\7F\00\01\02\03\05\07\0A?@~\7FU*o", align 4
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
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1
@str = private unnamed_addr constant [19 x i8] c"const div mismatch\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 127)
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
  %221 = phi i32 [ 0, %198 ], [ %260, %227 ]
  %222 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %220
  br label %230

223:                                              ; preds = %227
  %224 = load i64, ptr @h, align 8, !tbaa !6
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %224)
  %226 = load i64, ptr @h, align 8, !tbaa !6
  br label %263

227:                                              ; preds = %259
  %228 = add nuw nsw i64 %220, 1
  %229 = icmp eq i64 %228, 21
  br i1 %229, label %223, label %219, !llvm.loop !31

230:                                              ; preds = %219, %259
  %231 = phi i64 [ 0, %219 ], [ %261, %259 ]
  %232 = phi i32 [ %221, %219 ], [ %260, %259 ]
  %233 = load volatile i8, ptr %222, align 1, !tbaa !12
  %234 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %231
  %235 = load volatile i8, ptr %234, align 1, !tbaa !12
  %236 = and i8 %235, 127
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %259, label %238

238:                                              ; preds = %230
  %239 = trunc i8 %235 to i7
  %240 = trunc i8 %233 to i7
  %241 = tail call fastcc i7 @op_div(i7 noundef %240, i7 noundef %239)
  %242 = tail call fastcc i7 @op_rem(i7 noundef %240, i7 noundef %239)
  %243 = zext i7 %241 to i64
  %244 = load i64, ptr @h, align 8, !tbaa !6
  %245 = xor i64 %244, %243
  %246 = mul i64 %245, 1099511628211
  %247 = zext i7 %242 to i64
  %248 = xor i64 %246, %247
  %249 = mul i64 %248, 1099511628211
  store i64 %249, ptr @h, align 8, !tbaa !6
  %250 = tail call fastcc i7 @op_mul(i7 noundef %241, i7 noundef %239)
  %251 = add i7 %250, %242
  %252 = icmp eq i7 %251, %240
  br i1 %252, label %259, label %253

253:                                              ; preds = %238
  %254 = add nsw i32 %232, 1
  %255 = and i8 %233, 127
  %256 = zext nneg i8 %255 to i64
  %257 = zext nneg i8 %236 to i64
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %256, i64 noundef %257)
  br label %259

259:                                              ; preds = %238, %253, %230
  %260 = phi i32 [ %232, %230 ], [ %254, %253 ], [ %232, %238 ]
  %261 = add nuw nsw i64 %231, 1
  %262 = icmp eq i64 %261, 21
  br i1 %262, label %227, label %230, !llvm.loop !32

263:                                              ; preds = %223, %263
  %264 = phi i64 [ 0, %223 ], [ %365, %263 ]
  %265 = phi i64 [ 1469598103934665603, %223 ], [ %364, %263 ]
  %266 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %264
  %267 = load volatile i8, ptr %266, align 1, !tbaa !12
  %268 = trunc i8 %267 to i7
  %269 = tail call fastcc i7 @op_shl(i7 noundef %268, i32 noundef 0)
  %270 = zext i7 %269 to i64
  %271 = xor i64 %265, %270
  %272 = mul i64 %271, 1099511628211
  %273 = tail call fastcc i7 @op_lshr(i7 noundef %268, i32 noundef 0)
  %274 = zext i7 %273 to i64
  %275 = xor i64 %272, %274
  %276 = mul i64 %275, 1099511628211
  %277 = tail call fastcc i7 @op_ashr(i7 noundef %268, i32 noundef 0)
  %278 = zext i7 %277 to i64
  %279 = xor i64 %276, %278
  %280 = mul i64 %279, 1099511628211
  %281 = load volatile i8, ptr %266, align 1, !tbaa !12
  %282 = trunc i8 %281 to i7
  %283 = tail call fastcc i7 @op_shl(i7 noundef %282, i32 noundef 1)
  %284 = zext i7 %283 to i64
  %285 = xor i64 %280, %284
  %286 = mul i64 %285, 1099511628211
  %287 = tail call fastcc i7 @op_lshr(i7 noundef %282, i32 noundef 1)
  %288 = zext i7 %287 to i64
  %289 = xor i64 %286, %288
  %290 = mul i64 %289, 1099511628211
  %291 = tail call fastcc i7 @op_ashr(i7 noundef %282, i32 noundef 1)
  %292 = zext i7 %291 to i64
  %293 = xor i64 %290, %292
  %294 = mul i64 %293, 1099511628211
  %295 = load volatile i8, ptr %266, align 1, !tbaa !12
  %296 = trunc i8 %295 to i7
  %297 = tail call fastcc i7 @op_shl(i7 noundef %296, i32 noundef 2)
  %298 = zext i7 %297 to i64
  %299 = xor i64 %294, %298
  %300 = mul i64 %299, 1099511628211
  %301 = tail call fastcc i7 @op_lshr(i7 noundef %296, i32 noundef 2)
  %302 = zext i7 %301 to i64
  %303 = xor i64 %300, %302
  %304 = mul i64 %303, 1099511628211
  %305 = tail call fastcc i7 @op_ashr(i7 noundef %296, i32 noundef 2)
  %306 = zext i7 %305 to i64
  %307 = xor i64 %304, %306
  %308 = mul i64 %307, 1099511628211
  %309 = load volatile i8, ptr %266, align 1, !tbaa !12
  %310 = trunc i8 %309 to i7
  %311 = tail call fastcc i7 @op_shl(i7 noundef %310, i32 noundef 3)
  %312 = zext i7 %311 to i64
  %313 = xor i64 %308, %312
  %314 = mul i64 %313, 1099511628211
  %315 = tail call fastcc i7 @op_lshr(i7 noundef %310, i32 noundef 3)
  %316 = zext i7 %315 to i64
  %317 = xor i64 %314, %316
  %318 = mul i64 %317, 1099511628211
  %319 = tail call fastcc i7 @op_ashr(i7 noundef %310, i32 noundef 3)
  %320 = zext i7 %319 to i64
  %321 = xor i64 %318, %320
  %322 = mul i64 %321, 1099511628211
  %323 = load volatile i8, ptr %266, align 1, !tbaa !12
  %324 = trunc i8 %323 to i7
  %325 = tail call fastcc i7 @op_shl(i7 noundef %324, i32 noundef 4)
  %326 = zext i7 %325 to i64
  %327 = xor i64 %322, %326
  %328 = mul i64 %327, 1099511628211
  %329 = tail call fastcc i7 @op_lshr(i7 noundef %324, i32 noundef 4)
  %330 = zext i7 %329 to i64
  %331 = xor i64 %328, %330
  %332 = mul i64 %331, 1099511628211
  %333 = tail call fastcc i7 @op_ashr(i7 noundef %324, i32 noundef 4)
  %334 = zext i7 %333 to i64
  %335 = xor i64 %332, %334
  %336 = mul i64 %335, 1099511628211
  %337 = load volatile i8, ptr %266, align 1, !tbaa !12
  %338 = trunc i8 %337 to i7
  %339 = tail call fastcc i7 @op_shl(i7 noundef %338, i32 noundef 5)
  %340 = zext i7 %339 to i64
  %341 = xor i64 %336, %340
  %342 = mul i64 %341, 1099511628211
  %343 = tail call fastcc i7 @op_lshr(i7 noundef %338, i32 noundef 5)
  %344 = zext i7 %343 to i64
  %345 = xor i64 %342, %344
  %346 = mul i64 %345, 1099511628211
  %347 = tail call fastcc i7 @op_ashr(i7 noundef %338, i32 noundef 5)
  %348 = zext i7 %347 to i64
  %349 = xor i64 %346, %348
  %350 = mul i64 %349, 1099511628211
  %351 = load volatile i8, ptr %266, align 1, !tbaa !12
  %352 = trunc i8 %351 to i7
  %353 = tail call fastcc i7 @op_shl(i7 noundef %352, i32 noundef 6)
  %354 = zext i7 %353 to i64
  %355 = xor i64 %350, %354
  %356 = mul i64 %355, 1099511628211
  %357 = tail call fastcc i7 @op_lshr(i7 noundef %352, i32 noundef 6)
  %358 = zext i7 %357 to i64
  %359 = xor i64 %356, %358
  %360 = mul i64 %359, 1099511628211
  %361 = tail call fastcc i7 @op_ashr(i7 noundef %352, i32 noundef 6)
  %362 = zext i7 %361 to i64
  %363 = xor i64 %360, %362
  %364 = mul i64 %363, 1099511628211
  %365 = add nuw nsw i64 %264, 1
  %366 = icmp eq i64 %365, 21
  br i1 %366, label %367, label %263, !llvm.loop !33

367:                                              ; preds = %263
  store i64 %364, ptr @h, align 8, !tbaa !6
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %364)
  %369 = load i64, ptr @h, align 8, !tbaa !6
  %370 = load volatile i8, ptr @vals, align 4, !tbaa !12
  %371 = trunc i8 %370 to i7
  %372 = and i8 %370, 127
  %373 = zext nneg i8 %372 to i64
  %374 = tail call fastcc i7 @op_shl(i7 noundef %371, i32 noundef 6)
  %375 = zext i7 %374 to i64
  %376 = tail call fastcc i7 @op_lshr(i7 noundef %371, i32 noundef 6)
  %377 = zext i7 %376 to i64
  %378 = tail call fastcc i7 @op_ashr(i7 noundef %371, i32 noundef 6)
  %379 = zext i7 %378 to i64
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %373, i32 noundef 6, i64 noundef %375, i32 noundef 6, i64 noundef %377, i32 noundef 6, i64 noundef %379)
  %381 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !12
  %382 = trunc i8 %381 to i7
  %383 = and i8 %381, 127
  %384 = zext nneg i8 %383 to i64
  %385 = tail call fastcc i7 @op_shl(i7 noundef %382, i32 noundef 6)
  %386 = zext i7 %385 to i64
  %387 = tail call fastcc i7 @op_lshr(i7 noundef %382, i32 noundef 6)
  %388 = zext i7 %387 to i64
  %389 = tail call fastcc i7 @op_ashr(i7 noundef %382, i32 noundef 6)
  %390 = zext i7 %389 to i64
  %391 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %384, i32 noundef 6, i64 noundef %386, i32 noundef 6, i64 noundef %388, i32 noundef 6, i64 noundef %390)
  %392 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %393 = trunc i8 %392 to i7
  %394 = and i8 %392, 127
  %395 = zext nneg i8 %394 to i64
  %396 = tail call fastcc i7 @op_shl(i7 noundef %393, i32 noundef 6)
  %397 = zext i7 %396 to i64
  %398 = tail call fastcc i7 @op_lshr(i7 noundef %393, i32 noundef 6)
  %399 = zext i7 %398 to i64
  %400 = tail call fastcc i7 @op_ashr(i7 noundef %393, i32 noundef 6)
  %401 = zext i7 %400 to i64
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %395, i32 noundef 6, i64 noundef %397, i32 noundef 6, i64 noundef %399, i32 noundef 6, i64 noundef %401)
  %403 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !12
  %404 = trunc i8 %403 to i7
  %405 = and i8 %403, 127
  %406 = zext nneg i8 %405 to i64
  %407 = tail call fastcc i7 @op_shl(i7 noundef %404, i32 noundef 6)
  %408 = zext i7 %407 to i64
  %409 = tail call fastcc i7 @op_lshr(i7 noundef %404, i32 noundef 6)
  %410 = zext i7 %409 to i64
  %411 = tail call fastcc i7 @op_ashr(i7 noundef %404, i32 noundef 6)
  %412 = zext i7 %411 to i64
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %406, i32 noundef 6, i64 noundef %408, i32 noundef 6, i64 noundef %410, i32 noundef 6, i64 noundef %412)
  %414 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %415 = trunc i8 %414 to i7
  %416 = and i8 %414, 127
  %417 = zext nneg i8 %416 to i64
  %418 = tail call fastcc i7 @op_shl(i7 noundef %415, i32 noundef 6)
  %419 = zext i7 %418 to i64
  %420 = tail call fastcc i7 @op_lshr(i7 noundef %415, i32 noundef 6)
  %421 = zext i7 %420 to i64
  %422 = tail call fastcc i7 @op_ashr(i7 noundef %415, i32 noundef 6)
  %423 = zext i7 %422 to i64
  %424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %417, i32 noundef 6, i64 noundef %419, i32 noundef 6, i64 noundef %421, i32 noundef 6, i64 noundef %423)
  %425 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !12
  %426 = trunc i8 %425 to i7
  %427 = and i8 %425, 127
  %428 = zext nneg i8 %427 to i64
  %429 = tail call fastcc i7 @op_shl(i7 noundef %426, i32 noundef 6)
  %430 = zext i7 %429 to i64
  %431 = tail call fastcc i7 @op_lshr(i7 noundef %426, i32 noundef 6)
  %432 = zext i7 %431 to i64
  %433 = tail call fastcc i7 @op_ashr(i7 noundef %426, i32 noundef 6)
  %434 = zext i7 %433 to i64
  %435 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %428, i32 noundef 6, i64 noundef %430, i32 noundef 6, i64 noundef %432, i32 noundef 6, i64 noundef %434)
  br label %452

436:                                              ; preds = %496
  %437 = xor i64 %32, %8
  %438 = xor i64 %437, %56
  %439 = xor i64 %438, %80
  %440 = xor i64 %439, %104
  %441 = xor i64 %440, %128
  %442 = xor i64 %441, %152
  %443 = xor i64 %442, %176
  %444 = xor i64 %443, %200
  %445 = xor i64 %444, %226
  %446 = xor i64 %445, %369
  %447 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %446, i32 noundef %497)
  %448 = icmp eq i32 %497, 0
  %449 = trunc i64 %446 to i32
  %450 = and i32 %449, 63
  %451 = select i1 %448, i32 %450, i32 100
  ret i32 %451

452:                                              ; preds = %367, %496
  %453 = phi i64 [ 0, %367 ], [ %498, %496 ]
  %454 = phi i32 [ %260, %367 ], [ %497, %496 ]
  %455 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %453
  %456 = load volatile i8, ptr %455, align 1, !tbaa !12
  %457 = trunc i8 %456 to i7
  %458 = and i8 %456, 127
  %459 = zext nneg i8 %458 to i64
  %460 = tail call fastcc i7 @op_neg(i7 noundef %457)
  %461 = zext i7 %460 to i64
  %462 = tail call fastcc i7 @op_not(i7 noundef %457)
  %463 = zext i7 %462 to i64
  %464 = tail call fastcc i7 @div3(i7 noundef %457)
  %465 = zext nneg i7 %464 to i64
  %466 = tail call fastcc i7 @div7(i7 noundef %457)
  %467 = zext nneg i7 %466 to i64
  %468 = tail call fastcc i7 @div10(i7 noundef %457)
  %469 = zext nneg i7 %468 to i64
  %470 = tail call fastcc i7 @rem10(i7 noundef %457)
  %471 = zext nneg i7 %470 to i64
  %472 = tail call fastcc i7 @div16(i7 noundef %457)
  %473 = zext nneg i7 %472 to i64
  %474 = tail call fastcc i7 @rem16(i7 noundef %457)
  %475 = zext nneg i7 %474 to i64
  %476 = tail call fastcc i7 @divm5(i7 noundef %457)
  %477 = zext nneg i7 %476 to i64
  %478 = tail call fastcc i7 @divmax(i7 noundef %457)
  %479 = zext nneg i7 %478 to i64
  %480 = uitofp i7 %457 to double
  %481 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %459, i64 noundef %461, i64 noundef %463, i64 noundef %459, i64 noundef %465, i64 noundef %467, i64 noundef %469, i64 noundef %471, i64 noundef %473, i64 noundef %475, i64 noundef %477, i64 noundef %479, double noundef %480, double noundef %480)
  %482 = tail call fastcc i7 @op_div(i7 noundef %457, i7 noundef 10)
  %483 = icmp eq i7 %468, %482
  br i1 %483, label %484, label %493

484:                                              ; preds = %452
  %485 = tail call fastcc i7 @op_rem(i7 noundef %457, i7 noundef 10)
  %486 = icmp eq i7 %470, %485
  br i1 %486, label %487, label %493

487:                                              ; preds = %484
  %488 = tail call fastcc i7 @op_div(i7 noundef %457, i7 noundef 7)
  %489 = icmp eq i7 %466, %488
  br i1 %489, label %490, label %493

490:                                              ; preds = %487
  %491 = tail call fastcc i7 @op_div(i7 noundef %457, i7 noundef 16)
  %492 = icmp eq i7 %472, %491
  br i1 %492, label %496, label %493

493:                                              ; preds = %490, %487, %484, %452
  %494 = add nsw i32 %454, 1
  %495 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %496

496:                                              ; preds = %493, %490
  %497 = phi i32 [ %494, %493 ], [ %454, %490 ]
  %498 = add nuw nsw i64 %453, 1
  %499 = icmp eq i64 %498, 21
  br i1 %499, label %436, label %452, !llvm.loop !34
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
  %3 = tail call i7 @llvm.umin.i7(i7 %0, i7 %1)
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_max(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = tail call i7 @llvm.umax.i7(i7 %0, i7 %1)
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i7 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp ult i7 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp ugt i7 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = select i1 %6, i32 64, i32 0
  %13 = select i1 %6, i32 0, i32 128
  %14 = icmp eq i7 %0, 0
  %15 = select i1 %14, i32 256, i32 0
  %16 = icmp eq i7 %1, 0
  %17 = select i1 %16, i32 0, i32 512
  %18 = or disjoint i32 %15, %4
  %19 = or disjoint i32 %18, %5
  %20 = or disjoint i32 %19, %7
  %21 = or disjoint i32 %20, %9
  %22 = or disjoint i32 %21, %10
  %23 = or i32 %22, %11
  %24 = or i32 %23, %12
  %25 = or i32 %24, %13
  %26 = or i32 %25, %17
  ret i32 %26
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_div(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = udiv i7 %0, %1
  ret i7 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i7 @op_rem(i7 noundef %0, i7 noundef %1) unnamed_addr #2 {
  %3 = urem i7 %0, %1
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
  %4 = lshr i7 %0, %3
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
define internal fastcc noundef range(i7 0, 43) i7 @div3(i7 noundef %0) unnamed_addr #2 {
  %2 = udiv i7 %0, 3
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 19) i7 @div7(i7 noundef %0) unnamed_addr #2 {
  %2 = udiv i7 %0, 7
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 13) i7 @div10(i7 noundef %0) unnamed_addr #2 {
  %2 = udiv i7 %0, 10
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 10) i7 @rem10(i7 noundef %0) unnamed_addr #2 {
  %2 = urem i7 %0, 10
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 8) i7 @div16(i7 noundef %0) unnamed_addr #2 {
  %2 = lshr i7 %0, 4
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 16) i7 @rem16(i7 noundef %0) unnamed_addr #2 {
  %2 = and i7 %0, 15
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i7 0, 26) i7 @divm5(i7 noundef %0) unnamed_addr #2 {
  %2 = udiv i7 %0, 5
  ret i7 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i7 0, 2) i7 @divmax(i7 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i7 %0, -1
  %3 = zext i1 %2 to i7
  ret i7 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.umin.i7(i7, i7) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.umax.i7(i7, i7) #4

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
