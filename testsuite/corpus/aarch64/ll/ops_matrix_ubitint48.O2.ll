; ModuleID = 'programs/ops_matrix_ubitint48.c'
source_filename = "programs/ops_matrix_ubitint48.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(48): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 281474976710649, i64 281474976710653, i64 281474976710654, i64 281474976710655, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 140737488355327, i64 140737488355328, i64 281474976710654, i64 281474976710655, i64 93824992236885, i64 187649984473770, i64 76310993685999], align 8
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 48, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 281474976710655)
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
  %16 = trunc i64 %15 to i48
  %17 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13
  %18 = load volatile i64, ptr %17, align 8, !tbaa !12
  %19 = trunc i64 %18 to i48
  %20 = tail call fastcc i48 @op_add(i48 noundef %16, i48 noundef %19)
  %21 = zext i48 %20 to i64
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
  %40 = trunc i64 %39 to i48
  %41 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %37
  %42 = load volatile i64, ptr %41, align 8, !tbaa !12
  %43 = trunc i64 %42 to i48
  %44 = tail call fastcc i48 @op_sub(i48 noundef %40, i48 noundef %43)
  %45 = zext i48 %44 to i64
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
  %64 = trunc i64 %63 to i48
  %65 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %61
  %66 = load volatile i64, ptr %65, align 8, !tbaa !12
  %67 = trunc i64 %66 to i48
  %68 = tail call fastcc i48 @op_mul(i48 noundef %64, i48 noundef %67)
  %69 = zext i48 %68 to i64
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
  %88 = trunc i64 %87 to i48
  %89 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %85
  %90 = load volatile i64, ptr %89, align 8, !tbaa !12
  %91 = trunc i64 %90 to i48
  %92 = tail call fastcc i48 @op_and(i48 noundef %88, i48 noundef %91)
  %93 = zext i48 %92 to i64
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
  %112 = trunc i64 %111 to i48
  %113 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %109
  %114 = load volatile i64, ptr %113, align 8, !tbaa !12
  %115 = trunc i64 %114 to i48
  %116 = tail call fastcc i48 @op_or(i48 noundef %112, i48 noundef %115)
  %117 = zext i48 %116 to i64
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
  %136 = trunc i64 %135 to i48
  %137 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %133
  %138 = load volatile i64, ptr %137, align 8, !tbaa !12
  %139 = trunc i64 %138 to i48
  %140 = tail call fastcc i48 @op_xor(i48 noundef %136, i48 noundef %139)
  %141 = zext i48 %140 to i64
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
  %160 = trunc i64 %159 to i48
  %161 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %157
  %162 = load volatile i64, ptr %161, align 8, !tbaa !12
  %163 = trunc i64 %162 to i48
  %164 = tail call fastcc i48 @op_min(i48 noundef %160, i48 noundef %163)
  %165 = zext i48 %164 to i64
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
  %184 = trunc i64 %183 to i48
  %185 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %181
  %186 = load volatile i64, ptr %185, align 8, !tbaa !12
  %187 = trunc i64 %186 to i48
  %188 = tail call fastcc i48 @op_max(i48 noundef %184, i48 noundef %187)
  %189 = zext i48 %188 to i64
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
  %208 = trunc i64 %207 to i48
  %209 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %205
  %210 = load volatile i64, ptr %209, align 8, !tbaa !12
  %211 = trunc i64 %210 to i48
  %212 = tail call fastcc i32 @op_cmp(i48 noundef %208, i48 noundef %211)
  %213 = zext nneg i32 %212 to i64
  %214 = xor i64 %206, %213
  %215 = mul i64 %214, 1099511628211
  %216 = add nuw nsw i64 %205, 1
  %217 = icmp eq i64 %216, 21
  br i1 %217, label %201, label %204, !llvm.loop !30

218:                                              ; preds = %198, %226
  %219 = phi i64 [ 0, %198 ], [ %227, %226 ]
  %220 = phi i32 [ 0, %198 ], [ %257, %226 ]
  %221 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %219
  br label %229

222:                                              ; preds = %226
  %223 = load i64, ptr @h, align 8, !tbaa !6
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %223)
  %225 = load i64, ptr @h, align 8, !tbaa !6
  br label %260

226:                                              ; preds = %256
  %227 = add nuw nsw i64 %219, 1
  %228 = icmp eq i64 %227, 21
  br i1 %228, label %222, label %218, !llvm.loop !31

229:                                              ; preds = %218, %256
  %230 = phi i64 [ 0, %218 ], [ %258, %256 ]
  %231 = phi i32 [ %220, %218 ], [ %257, %256 ]
  %232 = load volatile i64, ptr %221, align 8, !tbaa !12
  %233 = and i64 %232, 281474976710655
  %234 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %230
  %235 = load volatile i64, ptr %234, align 8, !tbaa !12
  %236 = trunc i64 %235 to i48
  %237 = and i64 %235, 281474976710655
  %238 = icmp eq i48 %236, 0
  br i1 %238, label %256, label %239

239:                                              ; preds = %229
  %240 = trunc i64 %232 to i48
  %241 = tail call fastcc i48 @op_div(i48 noundef %240, i48 noundef %236)
  %242 = tail call fastcc i48 @op_rem(i48 noundef %240, i48 noundef %236)
  %243 = zext i48 %241 to i64
  %244 = load i64, ptr @h, align 8, !tbaa !6
  %245 = xor i64 %244, %243
  %246 = mul i64 %245, 1099511628211
  %247 = zext i48 %242 to i64
  %248 = xor i64 %246, %247
  %249 = mul i64 %248, 1099511628211
  store i64 %249, ptr @h, align 8, !tbaa !6
  %250 = tail call fastcc i48 @op_mul(i48 noundef %241, i48 noundef %236)
  %251 = add i48 %250, %242
  %252 = icmp eq i48 %251, %240
  br i1 %252, label %256, label %253

253:                                              ; preds = %239
  %254 = add nsw i32 %231, 1
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %233, i64 noundef %237)
  br label %256

256:                                              ; preds = %239, %253, %229
  %257 = phi i32 [ %231, %229 ], [ %254, %253 ], [ %231, %239 ]
  %258 = add nuw nsw i64 %230, 1
  %259 = icmp eq i64 %258, 21
  br i1 %259, label %226, label %229, !llvm.loop !32

260:                                              ; preds = %222, %327
  %261 = phi i64 [ 0, %222 ], [ %328, %327 ]
  %262 = phi i64 [ 1469598103934665603, %222 ], [ %346, %327 ]
  %263 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %261
  br label %330

264:                                              ; preds = %327
  store i64 %346, ptr @h, align 8, !tbaa !6
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %346)
  %266 = load i64, ptr @h, align 8, !tbaa !6
  %267 = load volatile i64, ptr @vals, align 8, !tbaa !12
  %268 = trunc i64 %267 to i48
  %269 = and i64 %267, 281474976710655
  %270 = tail call fastcc i48 @op_shl(i48 noundef %268, i32 noundef 47)
  %271 = zext i48 %270 to i64
  %272 = tail call fastcc i48 @op_lshr(i48 noundef %268, i32 noundef 47)
  %273 = zext i48 %272 to i64
  %274 = tail call fastcc i48 @op_ashr(i48 noundef %268, i32 noundef 47)
  %275 = zext i48 %274 to i64
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %269, i32 noundef 47, i64 noundef %271, i32 noundef 47, i64 noundef %273, i32 noundef 47, i64 noundef %275)
  %277 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 8, !tbaa !12
  %278 = trunc i64 %277 to i48
  %279 = and i64 %277, 281474976710655
  %280 = tail call fastcc i48 @op_shl(i48 noundef %278, i32 noundef 47)
  %281 = zext i48 %280 to i64
  %282 = tail call fastcc i48 @op_lshr(i48 noundef %278, i32 noundef 47)
  %283 = zext i48 %282 to i64
  %284 = tail call fastcc i48 @op_ashr(i48 noundef %278, i32 noundef 47)
  %285 = zext i48 %284 to i64
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %279, i32 noundef 47, i64 noundef %281, i32 noundef 47, i64 noundef %283, i32 noundef 47, i64 noundef %285)
  %287 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 8, !tbaa !12
  %288 = trunc i64 %287 to i48
  %289 = and i64 %287, 281474976710655
  %290 = tail call fastcc i48 @op_shl(i48 noundef %288, i32 noundef 47)
  %291 = zext i48 %290 to i64
  %292 = tail call fastcc i48 @op_lshr(i48 noundef %288, i32 noundef 47)
  %293 = zext i48 %292 to i64
  %294 = tail call fastcc i48 @op_ashr(i48 noundef %288, i32 noundef 47)
  %295 = zext i48 %294 to i64
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %289, i32 noundef 47, i64 noundef %291, i32 noundef 47, i64 noundef %293, i32 noundef 47, i64 noundef %295)
  %297 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 8, !tbaa !12
  %298 = trunc i64 %297 to i48
  %299 = and i64 %297, 281474976710655
  %300 = tail call fastcc i48 @op_shl(i48 noundef %298, i32 noundef 47)
  %301 = zext i48 %300 to i64
  %302 = tail call fastcc i48 @op_lshr(i48 noundef %298, i32 noundef 47)
  %303 = zext i48 %302 to i64
  %304 = tail call fastcc i48 @op_ashr(i48 noundef %298, i32 noundef 47)
  %305 = zext i48 %304 to i64
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 47, i64 noundef %301, i32 noundef 47, i64 noundef %303, i32 noundef 47, i64 noundef %305)
  %307 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 8, !tbaa !12
  %308 = trunc i64 %307 to i48
  %309 = and i64 %307, 281474976710655
  %310 = tail call fastcc i48 @op_shl(i48 noundef %308, i32 noundef 47)
  %311 = zext i48 %310 to i64
  %312 = tail call fastcc i48 @op_lshr(i48 noundef %308, i32 noundef 47)
  %313 = zext i48 %312 to i64
  %314 = tail call fastcc i48 @op_ashr(i48 noundef %308, i32 noundef 47)
  %315 = zext i48 %314 to i64
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %309, i32 noundef 47, i64 noundef %311, i32 noundef 47, i64 noundef %313, i32 noundef 47, i64 noundef %315)
  %317 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 8, !tbaa !12
  %318 = trunc i64 %317 to i48
  %319 = and i64 %317, 281474976710655
  %320 = tail call fastcc i48 @op_shl(i48 noundef %318, i32 noundef 47)
  %321 = zext i48 %320 to i64
  %322 = tail call fastcc i48 @op_lshr(i48 noundef %318, i32 noundef 47)
  %323 = zext i48 %322 to i64
  %324 = tail call fastcc i48 @op_ashr(i48 noundef %318, i32 noundef 47)
  %325 = zext i48 %324 to i64
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %319, i32 noundef 47, i64 noundef %321, i32 noundef 47, i64 noundef %323, i32 noundef 47, i64 noundef %325)
  br label %365

327:                                              ; preds = %330
  %328 = add nuw nsw i64 %261, 1
  %329 = icmp eq i64 %328, 21
  br i1 %329, label %264, label %260, !llvm.loop !33

330:                                              ; preds = %260, %330
  %331 = phi i32 [ 0, %260 ], [ %347, %330 ]
  %332 = phi i64 [ %262, %260 ], [ %346, %330 ]
  %333 = load volatile i64, ptr %263, align 8, !tbaa !12
  %334 = trunc i64 %333 to i48
  %335 = tail call fastcc i48 @op_shl(i48 noundef %334, i32 noundef %331)
  %336 = zext i48 %335 to i64
  %337 = xor i64 %332, %336
  %338 = mul i64 %337, 1099511628211
  %339 = tail call fastcc i48 @op_lshr(i48 noundef %334, i32 noundef %331)
  %340 = zext i48 %339 to i64
  %341 = xor i64 %338, %340
  %342 = mul i64 %341, 1099511628211
  %343 = tail call fastcc i48 @op_ashr(i48 noundef %334, i32 noundef %331)
  %344 = zext i48 %343 to i64
  %345 = xor i64 %342, %344
  %346 = mul i64 %345, 1099511628211
  %347 = add nuw nsw i32 %331, 1
  %348 = icmp eq i32 %347, 48
  br i1 %348, label %327, label %330, !llvm.loop !34

349:                                              ; preds = %410
  %350 = xor i64 %32, %8
  %351 = xor i64 %350, %56
  %352 = xor i64 %351, %80
  %353 = xor i64 %352, %104
  %354 = xor i64 %353, %128
  %355 = xor i64 %354, %152
  %356 = xor i64 %355, %176
  %357 = xor i64 %356, %200
  %358 = xor i64 %357, %225
  %359 = xor i64 %358, %266
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %359, i32 noundef %411)
  %361 = icmp eq i32 %411, 0
  %362 = trunc i64 %359 to i32
  %363 = and i32 %362, 63
  %364 = select i1 %361, i32 %363, i32 100
  ret i32 %364

365:                                              ; preds = %264, %410
  %366 = phi i64 [ 0, %264 ], [ %412, %410 ]
  %367 = phi i32 [ %257, %264 ], [ %411, %410 ]
  %368 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %366
  %369 = load volatile i64, ptr %368, align 8, !tbaa !12
  %370 = trunc i64 %369 to i48
  %371 = and i64 %369, 281474976710655
  %372 = tail call fastcc i48 @op_neg(i48 noundef %370)
  %373 = zext i48 %372 to i64
  %374 = tail call fastcc i48 @op_not(i48 noundef %370)
  %375 = zext i48 %374 to i64
  %376 = tail call fastcc i48 @div3(i48 noundef %370)
  %377 = zext nneg i48 %376 to i64
  %378 = tail call fastcc i48 @div7(i48 noundef %370)
  %379 = zext nneg i48 %378 to i64
  %380 = tail call fastcc i48 @div10(i48 noundef %370)
  %381 = zext nneg i48 %380 to i64
  %382 = tail call fastcc i48 @rem10(i48 noundef %370)
  %383 = zext nneg i48 %382 to i64
  %384 = tail call fastcc i48 @div16(i48 noundef %370)
  %385 = zext nneg i48 %384 to i64
  %386 = tail call fastcc i48 @rem16(i48 noundef %370)
  %387 = zext nneg i48 %386 to i64
  %388 = tail call fastcc i48 @divm5(i48 noundef %370)
  %389 = zext nneg i48 %388 to i64
  %390 = tail call fastcc i48 @divmax(i48 noundef %370)
  %391 = zext nneg i48 %390 to i64
  %392 = uitofp i48 %370 to float
  %393 = fpext float %392 to double
  %394 = uitofp i48 %370 to double
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %371, i64 noundef %373, i64 noundef %375, i64 noundef %371, i64 noundef %377, i64 noundef %379, i64 noundef %381, i64 noundef %383, i64 noundef %385, i64 noundef %387, i64 noundef %389, i64 noundef %391, double noundef %393, double noundef %394)
  %396 = tail call fastcc i48 @op_div(i48 noundef %370, i48 noundef 10)
  %397 = icmp eq i48 %380, %396
  br i1 %397, label %398, label %407

398:                                              ; preds = %365
  %399 = tail call fastcc i48 @op_rem(i48 noundef %370, i48 noundef 10)
  %400 = icmp eq i48 %382, %399
  br i1 %400, label %401, label %407

401:                                              ; preds = %398
  %402 = tail call fastcc i48 @op_div(i48 noundef %370, i48 noundef 7)
  %403 = icmp eq i48 %378, %402
  br i1 %403, label %404, label %407

404:                                              ; preds = %401
  %405 = tail call fastcc i48 @op_div(i48 noundef %370, i48 noundef 16)
  %406 = icmp eq i48 %384, %405
  br i1 %406, label %410, label %407

407:                                              ; preds = %404, %401, %398, %365
  %408 = add nsw i32 %367, 1
  %409 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %410

410:                                              ; preds = %407, %404
  %411 = phi i32 [ %408, %407 ], [ %367, %404 ]
  %412 = add nuw nsw i64 %366, 1
  %413 = icmp eq i64 %412, 21
  br i1 %413, label %349, label %365, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_add(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = add i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_sub(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = sub i48 %0, %1
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_mul(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = mul i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_and(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = and i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_or(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = or i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_xor(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = xor i48 %1, %0
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_min(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = tail call i48 @llvm.umin.i48(i48 %0, i48 %1)
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_max(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = tail call i48 @llvm.umax.i48(i48 %0, i48 %1)
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i48 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp ult i48 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp ugt i48 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = select i1 %6, i32 64, i32 0
  %13 = select i1 %6, i32 0, i32 128
  %14 = icmp eq i48 %0, 0
  %15 = select i1 %14, i32 256, i32 0
  %16 = icmp eq i48 %1, 0
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
define internal fastcc noundef i48 @op_div(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = udiv i48 %0, %1
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i48 0, -1) i48 @op_rem(i48 noundef %0, i48 noundef %1) unnamed_addr #2 {
  %3 = urem i48 %0, %1
  ret i48 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @op_shl(i48 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i48
  %4 = shl i48 %0, %3
  ret i48 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @op_lshr(i48 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i48
  %4 = lshr i48 %0, %3
  ret i48 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i48 @op_ashr(i48 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i48
  %4 = lshr i48 %0, %3
  ret i48 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_neg(i48 noundef %0) unnamed_addr #2 {
  %2 = sub i48 0, %0
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i48 @op_not(i48 noundef %0) unnamed_addr #2 {
  %2 = xor i48 %0, -1
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 93824992236886) i48 @div3(i48 noundef %0) unnamed_addr #2 {
  %2 = udiv i48 %0, 3
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 40210710958666) i48 @div7(i48 noundef %0) unnamed_addr #2 {
  %2 = udiv i48 %0, 7
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 28147497671066) i48 @div10(i48 noundef %0) unnamed_addr #2 {
  %2 = udiv i48 %0, 10
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 10) i48 @rem10(i48 noundef %0) unnamed_addr #2 {
  %2 = urem i48 %0, 10
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 17592186044416) i48 @div16(i48 noundef %0) unnamed_addr #2 {
  %2 = lshr i48 %0, 4
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 16) i48 @rem16(i48 noundef %0) unnamed_addr #2 {
  %2 = and i48 %0, 15
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i48 0, 56294995342132) i48 @divm5(i48 noundef %0) unnamed_addr #2 {
  %2 = udiv i48 %0, 5
  ret i48 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i48 0, 2) i48 @divmax(i48 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i48 %0, -1
  %3 = zext i1 %2 to i48
  ret i48 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i48 @llvm.umin.i48(i48, i48) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i48 @llvm.umax.i48(i48, i48) #4

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
!13 = !{!"_BitInt(48)", !8, i64 0}
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
