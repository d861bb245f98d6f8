; ModuleID = 'programs/ops_matrix_i16.c'
source_filename = "programs/ops_matrix_i16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int16_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i16] [i16 -32768, i16 -32767, i16 -16384, i16 -7, i16 -3, i16 -2, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 5, i16 7, i16 10, i16 16383, i16 16384, i16 32766, i16 32767, i16 21845, i16 -21846, i16 -12817], align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, ptr noundef nonnull @.str.1, i64 noundef -32768, i64 noundef 32767)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
  %5 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %3
  br label %12

6:                                                ; preds = %9
  store i64 %21, ptr @h, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21)
  %8 = load i64, ptr @h, align 8, !tbaa !6
  br label %24

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !10

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
  %15 = load volatile i16, ptr %5, align 2, !tbaa !12
  %16 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %13
  %17 = load volatile i16, ptr %16, align 2, !tbaa !12
  %18 = tail call fastcc i16 @op_add(i16 noundef %15, i16 noundef %17)
  %19 = zext i16 %18 to i64
  %20 = xor i64 %14, %19
  %21 = mul i64 %20, 1099511628211
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, 21
  br i1 %23, label %9, label %12, !llvm.loop !14

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
  %27 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %25
  br label %34

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43)
  %30 = load i64, ptr @h, align 8, !tbaa !6
  br label %46

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 21
  br i1 %33, label %28, label %24, !llvm.loop !15

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
  %37 = load volatile i16, ptr %27, align 2, !tbaa !12
  %38 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %35
  %39 = load volatile i16, ptr %38, align 2, !tbaa !12
  %40 = tail call fastcc i16 @op_sub(i16 noundef %37, i16 noundef %39)
  %41 = zext i16 %40 to i64
  %42 = xor i64 %36, %41
  %43 = mul i64 %42, 1099511628211
  %44 = add nuw nsw i64 %35, 1
  %45 = icmp eq i64 %44, 21
  br i1 %45, label %31, label %34, !llvm.loop !16

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
  %49 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %47
  br label %56

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65)
  %52 = load i64, ptr @h, align 8, !tbaa !6
  br label %68

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 21
  br i1 %55, label %50, label %46, !llvm.loop !17

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
  %59 = load volatile i16, ptr %49, align 2, !tbaa !12
  %60 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %57
  %61 = load volatile i16, ptr %60, align 2, !tbaa !12
  %62 = tail call fastcc i16 @op_mul(i16 noundef %59, i16 noundef %61)
  %63 = zext i16 %62 to i64
  %64 = xor i64 %58, %63
  %65 = mul i64 %64, 1099511628211
  %66 = add nuw nsw i64 %57, 1
  %67 = icmp eq i64 %66, 21
  br i1 %67, label %53, label %56, !llvm.loop !18

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
  %71 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %69
  br label %78

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !6
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87)
  %74 = load i64, ptr @h, align 8, !tbaa !6
  br label %90

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1
  %77 = icmp eq i64 %76, 21
  br i1 %77, label %72, label %68, !llvm.loop !19

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
  %81 = load volatile i16, ptr %71, align 2, !tbaa !12
  %82 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %79
  %83 = load volatile i16, ptr %82, align 2, !tbaa !12
  %84 = tail call fastcc i16 @op_and(i16 noundef %81, i16 noundef %83)
  %85 = zext i16 %84 to i64
  %86 = xor i64 %80, %85
  %87 = mul i64 %86, 1099511628211
  %88 = add nuw nsw i64 %79, 1
  %89 = icmp eq i64 %88, 21
  br i1 %89, label %75, label %78, !llvm.loop !20

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
  %93 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %91
  br label %100

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109)
  %96 = load i64, ptr @h, align 8, !tbaa !6
  br label %112

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1
  %99 = icmp eq i64 %98, 21
  br i1 %99, label %94, label %90, !llvm.loop !21

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
  %103 = load volatile i16, ptr %93, align 2, !tbaa !12
  %104 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %101
  %105 = load volatile i16, ptr %104, align 2, !tbaa !12
  %106 = tail call fastcc i16 @op_or(i16 noundef %103, i16 noundef %105)
  %107 = zext i16 %106 to i64
  %108 = xor i64 %102, %107
  %109 = mul i64 %108, 1099511628211
  %110 = add nuw nsw i64 %101, 1
  %111 = icmp eq i64 %110, 21
  br i1 %111, label %97, label %100, !llvm.loop !22

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
  %115 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %113
  br label %122

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !6
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131)
  %118 = load i64, ptr @h, align 8, !tbaa !6
  br label %134

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %116, label %112, !llvm.loop !23

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
  %125 = load volatile i16, ptr %115, align 2, !tbaa !12
  %126 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %123
  %127 = load volatile i16, ptr %126, align 2, !tbaa !12
  %128 = tail call fastcc i16 @op_xor(i16 noundef %125, i16 noundef %127)
  %129 = zext i16 %128 to i64
  %130 = xor i64 %124, %129
  %131 = mul i64 %130, 1099511628211
  %132 = add nuw nsw i64 %123, 1
  %133 = icmp eq i64 %132, 21
  br i1 %133, label %119, label %122, !llvm.loop !24

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
  %137 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %135
  br label %144

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !6
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153)
  %140 = load i64, ptr @h, align 8, !tbaa !6
  br label %156

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1
  %143 = icmp eq i64 %142, 21
  br i1 %143, label %138, label %134, !llvm.loop !25

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
  %147 = load volatile i16, ptr %137, align 2, !tbaa !12
  %148 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %145
  %149 = load volatile i16, ptr %148, align 2, !tbaa !12
  %150 = tail call fastcc i16 @op_min(i16 noundef %147, i16 noundef %149)
  %151 = zext i16 %150 to i64
  %152 = xor i64 %146, %151
  %153 = mul i64 %152, 1099511628211
  %154 = add nuw nsw i64 %145, 1
  %155 = icmp eq i64 %154, 21
  br i1 %155, label %141, label %144, !llvm.loop !26

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
  %159 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %157
  br label %166

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !6
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175)
  %162 = load i64, ptr @h, align 8, !tbaa !6
  br label %178

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1
  %165 = icmp eq i64 %164, 21
  br i1 %165, label %160, label %156, !llvm.loop !27

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
  %169 = load volatile i16, ptr %159, align 2, !tbaa !12
  %170 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %167
  %171 = load volatile i16, ptr %170, align 2, !tbaa !12
  %172 = tail call fastcc i16 @op_max(i16 noundef %169, i16 noundef %171)
  %173 = zext i16 %172 to i64
  %174 = xor i64 %168, %173
  %175 = mul i64 %174, 1099511628211
  %176 = add nuw nsw i64 %167, 1
  %177 = icmp eq i64 %176, 21
  br i1 %177, label %163, label %166, !llvm.loop !28

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %197, %185 ]
  %181 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %179
  br label %188

182:                                              ; preds = %185
  store i64 %197, ptr @h, align 8, !tbaa !6
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %197)
  %184 = load i64, ptr @h, align 8, !tbaa !6
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !6
  br label %200

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, 21
  br i1 %187, label %182, label %178, !llvm.loop !29

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %198, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %197, %188 ]
  %191 = load volatile i16, ptr %181, align 2, !tbaa !12
  %192 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %189
  %193 = load volatile i16, ptr %192, align 2, !tbaa !12
  %194 = tail call fastcc i32 @op_cmp(i16 noundef %191, i16 noundef %193)
  %195 = zext nneg i32 %194 to i64
  %196 = xor i64 %190, %195
  %197 = mul i64 %196, 1099511628211
  %198 = add nuw nsw i64 %189, 1
  %199 = icmp eq i64 %198, 21
  br i1 %199, label %185, label %188, !llvm.loop !30

200:                                              ; preds = %182, %208
  %201 = phi i64 [ 0, %182 ], [ %209, %208 ]
  %202 = phi i32 [ 0, %182 ], [ %252, %208 ]
  %203 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %201
  br label %211

204:                                              ; preds = %208
  %205 = load i64, ptr @h, align 8, !tbaa !6
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %205)
  %207 = load i64, ptr @h, align 8, !tbaa !6
  br label %255

208:                                              ; preds = %251
  %209 = add nuw nsw i64 %201, 1
  %210 = icmp eq i64 %209, 21
  br i1 %210, label %204, label %200, !llvm.loop !31

211:                                              ; preds = %200, %251
  %212 = phi i64 [ 0, %200 ], [ %253, %251 ]
  %213 = phi i32 [ %202, %200 ], [ %252, %251 ]
  %214 = load volatile i16, ptr %203, align 2, !tbaa !12
  %215 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %212
  %216 = load volatile i16, ptr %215, align 2, !tbaa !12
  %217 = icmp eq i16 %216, 0
  br i1 %217, label %251, label %218

218:                                              ; preds = %211
  %219 = icmp eq i16 %214, -32768
  %220 = icmp eq i16 %216, -1
  %221 = and i1 %219, %220
  br i1 %221, label %251, label %222

222:                                              ; preds = %218
  %223 = tail call fastcc i16 @op_div(i16 noundef %214, i16 noundef %216)
  %224 = tail call fastcc i16 @op_rem(i16 noundef %214, i16 noundef %216)
  %225 = zext i16 %223 to i64
  %226 = load i64, ptr @h, align 8, !tbaa !6
  %227 = xor i64 %226, %225
  %228 = mul i64 %227, 1099511628211
  %229 = zext i16 %224 to i64
  %230 = xor i64 %228, %229
  %231 = mul i64 %230, 1099511628211
  store i64 %231, ptr @h, align 8, !tbaa !6
  %232 = tail call fastcc i16 @op_mul(i16 noundef %223, i16 noundef %216)
  %233 = add i16 %232, %224
  %234 = icmp eq i16 %233, %214
  br i1 %234, label %240, label %235

235:                                              ; preds = %222
  %236 = add nsw i32 %213, 1
  %237 = sext i16 %214 to i64
  %238 = sext i16 %216 to i64
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %237, i64 noundef %238)
  br label %240

240:                                              ; preds = %235, %222
  %241 = phi i32 [ %236, %235 ], [ %213, %222 ]
  %242 = icmp eq i16 %224, 0
  %243 = xor i16 %224, %214
  %244 = icmp sgt i16 %243, -1
  %245 = select i1 %242, i1 true, i1 %244
  br i1 %245, label %251, label %246

246:                                              ; preds = %240
  %247 = add nsw i32 %241, 1
  %248 = sext i16 %214 to i64
  %249 = sext i16 %216 to i64
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %248, i64 noundef %249)
  br label %251

251:                                              ; preds = %240, %246, %211, %218
  %252 = phi i32 [ %213, %218 ], [ %213, %211 ], [ %247, %246 ], [ %241, %240 ]
  %253 = add nuw nsw i64 %212, 1
  %254 = icmp eq i64 %253, 21
  br i1 %254, label %208, label %211, !llvm.loop !32

255:                                              ; preds = %204, %316
  %256 = phi i64 [ 0, %204 ], [ %317, %316 ]
  %257 = phi i64 [ 1469598103934665603, %204 ], [ %334, %316 ]
  %258 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %256
  br label %319

259:                                              ; preds = %316
  store i64 %334, ptr @h, align 8, !tbaa !6
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %334)
  %261 = load i64, ptr @h, align 8, !tbaa !6
  %262 = load volatile i16, ptr @vals, align 4, !tbaa !12
  %263 = sext i16 %262 to i64
  %264 = tail call fastcc i16 @op_shl(i16 noundef %262, i32 noundef 15)
  %265 = zext i16 %264 to i64
  %266 = tail call fastcc i16 @op_lshr(i16 noundef %262, i32 noundef 15)
  %267 = zext i16 %266 to i64
  %268 = tail call fastcc i16 @op_ashr(i16 noundef %262, i32 noundef 15)
  %269 = sext i16 %268 to i64
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %263, i32 noundef 15, i64 noundef %265, i32 noundef 15, i64 noundef %267, i32 noundef 15, i64 noundef %269)
  %271 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %272 = sext i16 %271 to i64
  %273 = tail call fastcc i16 @op_shl(i16 noundef %271, i32 noundef 15)
  %274 = zext i16 %273 to i64
  %275 = tail call fastcc i16 @op_lshr(i16 noundef %271, i32 noundef 15)
  %276 = zext i16 %275 to i64
  %277 = tail call fastcc i16 @op_ashr(i16 noundef %271, i32 noundef 15)
  %278 = sext i16 %277 to i64
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %272, i32 noundef 15, i64 noundef %274, i32 noundef 15, i64 noundef %276, i32 noundef 15, i64 noundef %278)
  %280 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %281 = sext i16 %280 to i64
  %282 = tail call fastcc i16 @op_shl(i16 noundef %280, i32 noundef 15)
  %283 = zext i16 %282 to i64
  %284 = tail call fastcc i16 @op_lshr(i16 noundef %280, i32 noundef 15)
  %285 = zext i16 %284 to i64
  %286 = tail call fastcc i16 @op_ashr(i16 noundef %280, i32 noundef 15)
  %287 = sext i16 %286 to i64
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %281, i32 noundef 15, i64 noundef %283, i32 noundef 15, i64 noundef %285, i32 noundef 15, i64 noundef %287)
  %289 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 4, !tbaa !12
  %290 = sext i16 %289 to i64
  %291 = tail call fastcc i16 @op_shl(i16 noundef %289, i32 noundef 15)
  %292 = zext i16 %291 to i64
  %293 = tail call fastcc i16 @op_lshr(i16 noundef %289, i32 noundef 15)
  %294 = zext i16 %293 to i64
  %295 = tail call fastcc i16 @op_ashr(i16 noundef %289, i32 noundef 15)
  %296 = sext i16 %295 to i64
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %290, i32 noundef 15, i64 noundef %292, i32 noundef 15, i64 noundef %294, i32 noundef 15, i64 noundef %296)
  %298 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 4, !tbaa !12
  %299 = sext i16 %298 to i64
  %300 = tail call fastcc i16 @op_shl(i16 noundef %298, i32 noundef 15)
  %301 = zext i16 %300 to i64
  %302 = tail call fastcc i16 @op_lshr(i16 noundef %298, i32 noundef 15)
  %303 = zext i16 %302 to i64
  %304 = tail call fastcc i16 @op_ashr(i16 noundef %298, i32 noundef 15)
  %305 = sext i16 %304 to i64
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %299, i32 noundef 15, i64 noundef %301, i32 noundef 15, i64 noundef %303, i32 noundef 15, i64 noundef %305)
  %307 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 4, !tbaa !12
  %308 = sext i16 %307 to i64
  %309 = tail call fastcc i16 @op_shl(i16 noundef %307, i32 noundef 15)
  %310 = zext i16 %309 to i64
  %311 = tail call fastcc i16 @op_lshr(i16 noundef %307, i32 noundef 15)
  %312 = zext i16 %311 to i64
  %313 = tail call fastcc i16 @op_ashr(i16 noundef %307, i32 noundef 15)
  %314 = sext i16 %313 to i64
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %308, i32 noundef 15, i64 noundef %310, i32 noundef 15, i64 noundef %312, i32 noundef 15, i64 noundef %314)
  br label %353

316:                                              ; preds = %319
  %317 = add nuw nsw i64 %256, 1
  %318 = icmp eq i64 %317, 21
  br i1 %318, label %259, label %255, !llvm.loop !33

319:                                              ; preds = %255, %319
  %320 = phi i32 [ 0, %255 ], [ %335, %319 ]
  %321 = phi i64 [ %257, %255 ], [ %334, %319 ]
  %322 = load volatile i16, ptr %258, align 2, !tbaa !12
  %323 = tail call fastcc i16 @op_shl(i16 noundef %322, i32 noundef %320)
  %324 = zext i16 %323 to i64
  %325 = xor i64 %321, %324
  %326 = mul i64 %325, 1099511628211
  %327 = tail call fastcc i16 @op_lshr(i16 noundef %322, i32 noundef %320)
  %328 = zext i16 %327 to i64
  %329 = xor i64 %326, %328
  %330 = mul i64 %329, 1099511628211
  %331 = tail call fastcc i16 @op_ashr(i16 noundef %322, i32 noundef %320)
  %332 = zext i16 %331 to i64
  %333 = xor i64 %330, %332
  %334 = mul i64 %333, 1099511628211
  %335 = add nuw nsw i32 %320, 1
  %336 = icmp eq i32 %335, 16
  br i1 %336, label %316, label %319, !llvm.loop !34

337:                                              ; preds = %397
  %338 = xor i64 %30, %8
  %339 = xor i64 %338, %52
  %340 = xor i64 %339, %74
  %341 = xor i64 %340, %96
  %342 = xor i64 %341, %118
  %343 = xor i64 %342, %140
  %344 = xor i64 %343, %162
  %345 = xor i64 %344, %184
  %346 = xor i64 %345, %207
  %347 = xor i64 %346, %261
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %347, i32 noundef %398)
  %349 = icmp eq i32 %398, 0
  %350 = trunc i64 %347 to i32
  %351 = and i32 %350, 63
  %352 = select i1 %349, i32 %351, i32 100
  ret i32 %352

353:                                              ; preds = %259, %397
  %354 = phi i64 [ 0, %259 ], [ %399, %397 ]
  %355 = phi i32 [ %252, %259 ], [ %398, %397 ]
  %356 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %354
  %357 = load volatile i16, ptr %356, align 2, !tbaa !12
  %358 = sext i16 %357 to i64
  %359 = tail call fastcc i16 @op_neg(i16 noundef %357)
  %360 = zext i16 %359 to i64
  %361 = tail call fastcc i16 @op_not(i16 noundef %357)
  %362 = zext i16 %361 to i64
  %363 = tail call fastcc i16 @op_abs(i16 noundef %357)
  %364 = zext i16 %363 to i64
  %365 = tail call fastcc i16 @div3(i16 noundef %357)
  %366 = sext i16 %365 to i64
  %367 = tail call fastcc i16 @div7(i16 noundef %357)
  %368 = sext i16 %367 to i64
  %369 = tail call fastcc i16 @div10(i16 noundef %357)
  %370 = sext i16 %369 to i64
  %371 = tail call fastcc i16 @rem10(i16 noundef %357)
  %372 = sext i16 %371 to i64
  %373 = tail call fastcc i16 @div16(i16 noundef %357)
  %374 = sext i16 %373 to i64
  %375 = tail call fastcc i16 @rem16(i16 noundef %357)
  %376 = sext i16 %375 to i64
  %377 = tail call fastcc i16 @divm5(i16 noundef %357)
  %378 = sext i16 %377 to i64
  %379 = tail call fastcc i16 @divmax(i16 noundef %357)
  %380 = sext i16 %379 to i64
  %381 = sitofp i16 %357 to double
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %358, i64 noundef %360, i64 noundef %362, i64 noundef %364, i64 noundef %366, i64 noundef %368, i64 noundef %370, i64 noundef %372, i64 noundef %374, i64 noundef %376, i64 noundef %378, i64 noundef %380, double noundef %381, double noundef %381)
  %383 = tail call fastcc i16 @op_div(i16 noundef %357, i16 noundef 10)
  %384 = icmp eq i16 %369, %383
  br i1 %384, label %385, label %394

385:                                              ; preds = %353
  %386 = tail call fastcc i16 @op_rem(i16 noundef %357, i16 noundef 10)
  %387 = icmp eq i16 %371, %386
  br i1 %387, label %388, label %394

388:                                              ; preds = %385
  %389 = tail call fastcc i16 @op_div(i16 noundef %357, i16 noundef 7)
  %390 = icmp eq i16 %367, %389
  br i1 %390, label %391, label %394

391:                                              ; preds = %388
  %392 = tail call fastcc i16 @op_div(i16 noundef %357, i16 noundef 16)
  %393 = icmp eq i16 %373, %392
  br i1 %393, label %397, label %394

394:                                              ; preds = %391, %388, %385, %353
  %395 = add nsw i32 %355, 1
  %396 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %397

397:                                              ; preds = %394, %391
  %398 = phi i32 [ %395, %394 ], [ %355, %391 ]
  %399 = add nuw nsw i64 %354, 1
  %400 = icmp eq i64 %399, 21
  br i1 %400, label %337, label %353, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_add(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = add i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_sub(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = sub i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_mul(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = mul i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_and(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = and i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_or(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = or i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_xor(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = xor i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_min(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.smin.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_max(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.smax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i16 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i16 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i16 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i16 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i16 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i16 %1, 0
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
define internal fastcc noundef i16 @op_div(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = sdiv i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i16 -32767, -32768) i16 @op_rem(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = srem i32 %3, %4
  %6 = trunc nsw i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @op_shl(i16 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i16 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i16
  ret i16 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @op_lshr(i16 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i16 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i16
  ret i16 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @op_ashr(i16 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = ashr i32 %3, %1
  %5 = trunc nsw i32 %4 to i16
  ret i16 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_neg(i16 noundef %0) unnamed_addr #2 {
  %2 = sub i16 0, %0
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_not(i16 noundef %0) unnamed_addr #2 {
  %2 = xor i16 %0, -1
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_abs(i16 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i16 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i16 @op_neg(i16 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i16 [ %4, %3 ], [ %0, %1 ]
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -10922, 10923) i16 @div3(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, 3
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -4681, 4682) i16 @div7(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, 7
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -3276, 3277) i16 @div10(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, 10
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -9, 10) i16 @rem10(i16 noundef %0) unnamed_addr #2 {
  %2 = srem i16 %0, 10
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -2048, 2048) i16 @div16(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, 16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -15, 16) i16 @rem16(i16 noundef %0) unnamed_addr #2 {
  %2 = srem i16 %0, 16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -6553, 6554) i16 @divm5(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, -5
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 -1, 2) i16 @divmax(i16 noundef %0) unnamed_addr #2 {
  %2 = sdiv i16 %0, 32767
  ret i16 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #4

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
!13 = !{!"short", !8, i64 0}
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
