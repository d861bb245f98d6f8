; ModuleID = 'programs/ops_matrix_i8.c'
source_filename = "programs/ops_matrix_i8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"type int8_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i8] c"\80\81\C0\F9\FD\FE\FF\00\01\02\03\05\07\0A?@~\7FU\AA\EF", align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, ptr noundef nonnull @.str.1, i64 noundef -128, i64 noundef 127)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %21, %9 ]
  %5 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %3
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
  %15 = load volatile i8, ptr %5, align 1, !tbaa !12
  %16 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13
  %17 = load volatile i8, ptr %16, align 1, !tbaa !12
  %18 = tail call fastcc i8 @op_add(i8 noundef %15, i8 noundef %17)
  %19 = zext i8 %18 to i64
  %20 = xor i64 %14, %19
  %21 = mul i64 %20, 1099511628211
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, 21
  br i1 %23, label %9, label %12, !llvm.loop !13

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
  %27 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %25
  br label %34

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43)
  %30 = load i64, ptr @h, align 8, !tbaa !6
  br label %46

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 21
  br i1 %33, label %28, label %24, !llvm.loop !14

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
  %37 = load volatile i8, ptr %27, align 1, !tbaa !12
  %38 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %35
  %39 = load volatile i8, ptr %38, align 1, !tbaa !12
  %40 = tail call fastcc i8 @op_sub(i8 noundef %37, i8 noundef %39)
  %41 = zext i8 %40 to i64
  %42 = xor i64 %36, %41
  %43 = mul i64 %42, 1099511628211
  %44 = add nuw nsw i64 %35, 1
  %45 = icmp eq i64 %44, 21
  br i1 %45, label %31, label %34, !llvm.loop !15

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
  %49 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %47
  br label %56

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65)
  %52 = load i64, ptr @h, align 8, !tbaa !6
  br label %68

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 21
  br i1 %55, label %50, label %46, !llvm.loop !16

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
  %59 = load volatile i8, ptr %49, align 1, !tbaa !12
  %60 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %57
  %61 = load volatile i8, ptr %60, align 1, !tbaa !12
  %62 = tail call fastcc i8 @op_mul(i8 noundef %59, i8 noundef %61)
  %63 = zext i8 %62 to i64
  %64 = xor i64 %58, %63
  %65 = mul i64 %64, 1099511628211
  %66 = add nuw nsw i64 %57, 1
  %67 = icmp eq i64 %66, 21
  br i1 %67, label %53, label %56, !llvm.loop !17

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
  %71 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %69
  br label %78

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !6
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87)
  %74 = load i64, ptr @h, align 8, !tbaa !6
  br label %90

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1
  %77 = icmp eq i64 %76, 21
  br i1 %77, label %72, label %68, !llvm.loop !18

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
  %81 = load volatile i8, ptr %71, align 1, !tbaa !12
  %82 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %79
  %83 = load volatile i8, ptr %82, align 1, !tbaa !12
  %84 = tail call fastcc i8 @op_and(i8 noundef %81, i8 noundef %83)
  %85 = zext i8 %84 to i64
  %86 = xor i64 %80, %85
  %87 = mul i64 %86, 1099511628211
  %88 = add nuw nsw i64 %79, 1
  %89 = icmp eq i64 %88, 21
  br i1 %89, label %75, label %78, !llvm.loop !19

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
  %93 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %91
  br label %100

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109)
  %96 = load i64, ptr @h, align 8, !tbaa !6
  br label %112

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1
  %99 = icmp eq i64 %98, 21
  br i1 %99, label %94, label %90, !llvm.loop !20

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
  %103 = load volatile i8, ptr %93, align 1, !tbaa !12
  %104 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %101
  %105 = load volatile i8, ptr %104, align 1, !tbaa !12
  %106 = tail call fastcc i8 @op_or(i8 noundef %103, i8 noundef %105)
  %107 = zext i8 %106 to i64
  %108 = xor i64 %102, %107
  %109 = mul i64 %108, 1099511628211
  %110 = add nuw nsw i64 %101, 1
  %111 = icmp eq i64 %110, 21
  br i1 %111, label %97, label %100, !llvm.loop !21

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
  %115 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %113
  br label %122

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !6
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131)
  %118 = load i64, ptr @h, align 8, !tbaa !6
  br label %134

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %116, label %112, !llvm.loop !22

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
  %125 = load volatile i8, ptr %115, align 1, !tbaa !12
  %126 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123
  %127 = load volatile i8, ptr %126, align 1, !tbaa !12
  %128 = tail call fastcc i8 @op_xor(i8 noundef %125, i8 noundef %127)
  %129 = zext i8 %128 to i64
  %130 = xor i64 %124, %129
  %131 = mul i64 %130, 1099511628211
  %132 = add nuw nsw i64 %123, 1
  %133 = icmp eq i64 %132, 21
  br i1 %133, label %119, label %122, !llvm.loop !23

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %135
  br label %144

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !6
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153)
  %140 = load i64, ptr @h, align 8, !tbaa !6
  br label %156

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1
  %143 = icmp eq i64 %142, 21
  br i1 %143, label %138, label %134, !llvm.loop !24

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
  %147 = load volatile i8, ptr %137, align 1, !tbaa !12
  %148 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %145
  %149 = load volatile i8, ptr %148, align 1, !tbaa !12
  %150 = tail call fastcc i8 @op_min(i8 noundef %147, i8 noundef %149)
  %151 = zext i8 %150 to i64
  %152 = xor i64 %146, %151
  %153 = mul i64 %152, 1099511628211
  %154 = add nuw nsw i64 %145, 1
  %155 = icmp eq i64 %154, 21
  br i1 %155, label %141, label %144, !llvm.loop !25

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
  %159 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157
  br label %166

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !6
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175)
  %162 = load i64, ptr @h, align 8, !tbaa !6
  br label %178

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1
  %165 = icmp eq i64 %164, 21
  br i1 %165, label %160, label %156, !llvm.loop !26

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
  %169 = load volatile i8, ptr %159, align 1, !tbaa !12
  %170 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %167
  %171 = load volatile i8, ptr %170, align 1, !tbaa !12
  %172 = tail call fastcc i8 @op_max(i8 noundef %169, i8 noundef %171)
  %173 = zext i8 %172 to i64
  %174 = xor i64 %168, %173
  %175 = mul i64 %174, 1099511628211
  %176 = add nuw nsw i64 %167, 1
  %177 = icmp eq i64 %176, 21
  br i1 %177, label %163, label %166, !llvm.loop !27

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %198, %185 ]
  %181 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %179
  br label %188

182:                                              ; preds = %185
  store i64 %198, ptr @h, align 8, !tbaa !6
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %198)
  %184 = load i64, ptr @h, align 8, !tbaa !6
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !6
  br label %201

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, 21
  br i1 %187, label %182, label %178, !llvm.loop !28

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %199, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %198, %188 ]
  %191 = load volatile i8, ptr %181, align 1, !tbaa !12
  %192 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %189
  %193 = load volatile i8, ptr %192, align 1, !tbaa !12
  %194 = tail call fastcc i32 @op_cmp(i8 noundef %191, i8 noundef %193)
  %195 = and i32 %194, 255
  %196 = zext nneg i32 %195 to i64
  %197 = xor i64 %190, %196
  %198 = mul i64 %197, 1099511628211
  %199 = add nuw nsw i64 %189, 1
  %200 = icmp eq i64 %199, 21
  br i1 %200, label %185, label %188, !llvm.loop !29

201:                                              ; preds = %182, %209
  %202 = phi i64 [ 0, %182 ], [ %210, %209 ]
  %203 = phi i32 [ 0, %182 ], [ %253, %209 ]
  %204 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %202
  br label %212

205:                                              ; preds = %209
  %206 = load i64, ptr @h, align 8, !tbaa !6
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %206)
  %208 = load i64, ptr @h, align 8, !tbaa !6
  br label %256

209:                                              ; preds = %252
  %210 = add nuw nsw i64 %202, 1
  %211 = icmp eq i64 %210, 21
  br i1 %211, label %205, label %201, !llvm.loop !30

212:                                              ; preds = %201, %252
  %213 = phi i64 [ 0, %201 ], [ %254, %252 ]
  %214 = phi i32 [ %203, %201 ], [ %253, %252 ]
  %215 = load volatile i8, ptr %204, align 1, !tbaa !12
  %216 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %213
  %217 = load volatile i8, ptr %216, align 1, !tbaa !12
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %252, label %219

219:                                              ; preds = %212
  %220 = icmp eq i8 %215, -128
  %221 = icmp eq i8 %217, -1
  %222 = and i1 %220, %221
  br i1 %222, label %252, label %223

223:                                              ; preds = %219
  %224 = tail call fastcc i8 @op_div(i8 noundef %215, i8 noundef %217)
  %225 = tail call fastcc i8 @op_rem(i8 noundef %215, i8 noundef %217)
  %226 = zext i8 %224 to i64
  %227 = load i64, ptr @h, align 8, !tbaa !6
  %228 = xor i64 %227, %226
  %229 = mul i64 %228, 1099511628211
  %230 = zext i8 %225 to i64
  %231 = xor i64 %229, %230
  %232 = mul i64 %231, 1099511628211
  store i64 %232, ptr @h, align 8, !tbaa !6
  %233 = tail call fastcc i8 @op_mul(i8 noundef %224, i8 noundef %217)
  %234 = add i8 %233, %225
  %235 = icmp eq i8 %234, %215
  br i1 %235, label %241, label %236

236:                                              ; preds = %223
  %237 = add nsw i32 %214, 1
  %238 = sext i8 %215 to i64
  %239 = sext i8 %217 to i64
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %238, i64 noundef %239)
  br label %241

241:                                              ; preds = %236, %223
  %242 = phi i32 [ %237, %236 ], [ %214, %223 ]
  %243 = icmp eq i8 %225, 0
  %244 = xor i8 %225, %215
  %245 = icmp sgt i8 %244, -1
  %246 = select i1 %243, i1 true, i1 %245
  br i1 %246, label %252, label %247

247:                                              ; preds = %241
  %248 = add nsw i32 %242, 1
  %249 = sext i8 %215 to i64
  %250 = sext i8 %217 to i64
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %249, i64 noundef %250)
  br label %252

252:                                              ; preds = %241, %247, %212, %219
  %253 = phi i32 [ %214, %219 ], [ %214, %212 ], [ %248, %247 ], [ %242, %241 ]
  %254 = add nuw nsw i64 %213, 1
  %255 = icmp eq i64 %254, 21
  br i1 %255, label %209, label %212, !llvm.loop !31

256:                                              ; preds = %205, %256
  %257 = phi i64 [ 0, %205 ], [ %364, %256 ]
  %258 = phi i64 [ 1469598103934665603, %205 ], [ %363, %256 ]
  %259 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %257
  %260 = load volatile i8, ptr %259, align 1, !tbaa !12
  %261 = tail call fastcc i8 @op_shl(i8 noundef %260, i32 noundef 0)
  %262 = zext i8 %261 to i64
  %263 = xor i64 %258, %262
  %264 = mul i64 %263, 1099511628211
  %265 = tail call fastcc i8 @op_lshr(i8 noundef %260, i32 noundef 0)
  %266 = zext i8 %265 to i64
  %267 = xor i64 %264, %266
  %268 = mul i64 %267, 1099511628211
  %269 = tail call fastcc i8 @op_ashr(i8 noundef %260, i32 noundef 0)
  %270 = zext i8 %269 to i64
  %271 = xor i64 %268, %270
  %272 = mul i64 %271, 1099511628211
  %273 = load volatile i8, ptr %259, align 1, !tbaa !12
  %274 = tail call fastcc i8 @op_shl(i8 noundef %273, i32 noundef 1)
  %275 = zext i8 %274 to i64
  %276 = xor i64 %272, %275
  %277 = mul i64 %276, 1099511628211
  %278 = tail call fastcc i8 @op_lshr(i8 noundef %273, i32 noundef 1)
  %279 = zext i8 %278 to i64
  %280 = xor i64 %277, %279
  %281 = mul i64 %280, 1099511628211
  %282 = tail call fastcc i8 @op_ashr(i8 noundef %273, i32 noundef 1)
  %283 = zext i8 %282 to i64
  %284 = xor i64 %281, %283
  %285 = mul i64 %284, 1099511628211
  %286 = load volatile i8, ptr %259, align 1, !tbaa !12
  %287 = tail call fastcc i8 @op_shl(i8 noundef %286, i32 noundef 2)
  %288 = zext i8 %287 to i64
  %289 = xor i64 %285, %288
  %290 = mul i64 %289, 1099511628211
  %291 = tail call fastcc i8 @op_lshr(i8 noundef %286, i32 noundef 2)
  %292 = zext i8 %291 to i64
  %293 = xor i64 %290, %292
  %294 = mul i64 %293, 1099511628211
  %295 = tail call fastcc i8 @op_ashr(i8 noundef %286, i32 noundef 2)
  %296 = zext i8 %295 to i64
  %297 = xor i64 %294, %296
  %298 = mul i64 %297, 1099511628211
  %299 = load volatile i8, ptr %259, align 1, !tbaa !12
  %300 = tail call fastcc i8 @op_shl(i8 noundef %299, i32 noundef 3)
  %301 = zext i8 %300 to i64
  %302 = xor i64 %298, %301
  %303 = mul i64 %302, 1099511628211
  %304 = tail call fastcc i8 @op_lshr(i8 noundef %299, i32 noundef 3)
  %305 = zext i8 %304 to i64
  %306 = xor i64 %303, %305
  %307 = mul i64 %306, 1099511628211
  %308 = tail call fastcc i8 @op_ashr(i8 noundef %299, i32 noundef 3)
  %309 = zext i8 %308 to i64
  %310 = xor i64 %307, %309
  %311 = mul i64 %310, 1099511628211
  %312 = load volatile i8, ptr %259, align 1, !tbaa !12
  %313 = tail call fastcc i8 @op_shl(i8 noundef %312, i32 noundef 4)
  %314 = zext i8 %313 to i64
  %315 = xor i64 %311, %314
  %316 = mul i64 %315, 1099511628211
  %317 = tail call fastcc i8 @op_lshr(i8 noundef %312, i32 noundef 4)
  %318 = zext i8 %317 to i64
  %319 = xor i64 %316, %318
  %320 = mul i64 %319, 1099511628211
  %321 = tail call fastcc i8 @op_ashr(i8 noundef %312, i32 noundef 4)
  %322 = zext i8 %321 to i64
  %323 = xor i64 %320, %322
  %324 = mul i64 %323, 1099511628211
  %325 = load volatile i8, ptr %259, align 1, !tbaa !12
  %326 = tail call fastcc i8 @op_shl(i8 noundef %325, i32 noundef 5)
  %327 = zext i8 %326 to i64
  %328 = xor i64 %324, %327
  %329 = mul i64 %328, 1099511628211
  %330 = tail call fastcc i8 @op_lshr(i8 noundef %325, i32 noundef 5)
  %331 = zext i8 %330 to i64
  %332 = xor i64 %329, %331
  %333 = mul i64 %332, 1099511628211
  %334 = tail call fastcc i8 @op_ashr(i8 noundef %325, i32 noundef 5)
  %335 = zext i8 %334 to i64
  %336 = xor i64 %333, %335
  %337 = mul i64 %336, 1099511628211
  %338 = load volatile i8, ptr %259, align 1, !tbaa !12
  %339 = tail call fastcc i8 @op_shl(i8 noundef %338, i32 noundef 6)
  %340 = zext i8 %339 to i64
  %341 = xor i64 %337, %340
  %342 = mul i64 %341, 1099511628211
  %343 = tail call fastcc i8 @op_lshr(i8 noundef %338, i32 noundef 6)
  %344 = zext i8 %343 to i64
  %345 = xor i64 %342, %344
  %346 = mul i64 %345, 1099511628211
  %347 = tail call fastcc i8 @op_ashr(i8 noundef %338, i32 noundef 6)
  %348 = zext i8 %347 to i64
  %349 = xor i64 %346, %348
  %350 = mul i64 %349, 1099511628211
  %351 = load volatile i8, ptr %259, align 1, !tbaa !12
  %352 = tail call fastcc i8 @op_shl(i8 noundef %351, i32 noundef 7)
  %353 = zext i8 %352 to i64
  %354 = xor i64 %350, %353
  %355 = mul i64 %354, 1099511628211
  %356 = tail call fastcc i8 @op_lshr(i8 noundef %351, i32 noundef 7)
  %357 = zext i8 %356 to i64
  %358 = xor i64 %355, %357
  %359 = mul i64 %358, 1099511628211
  %360 = tail call fastcc i8 @op_ashr(i8 noundef %351, i32 noundef 7)
  %361 = zext i8 %360 to i64
  %362 = xor i64 %359, %361
  %363 = mul i64 %362, 1099511628211
  %364 = add nuw nsw i64 %257, 1
  %365 = icmp eq i64 %364, 21
  br i1 %365, label %366, label %256, !llvm.loop !32

366:                                              ; preds = %256
  store i64 %363, ptr @h, align 8, !tbaa !6
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %363)
  %368 = load i64, ptr @h, align 8, !tbaa !6
  %369 = load volatile i8, ptr @vals, align 4, !tbaa !12
  %370 = sext i8 %369 to i64
  %371 = tail call fastcc i8 @op_shl(i8 noundef %369, i32 noundef 7)
  %372 = zext i8 %371 to i64
  %373 = tail call fastcc i8 @op_lshr(i8 noundef %369, i32 noundef 7)
  %374 = zext i8 %373 to i64
  %375 = tail call fastcc i8 @op_ashr(i8 noundef %369, i32 noundef 7)
  %376 = sext i8 %375 to i64
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %370, i32 noundef 7, i64 noundef %372, i32 noundef 7, i64 noundef %374, i32 noundef 7, i64 noundef %376)
  %378 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !12
  %379 = sext i8 %378 to i64
  %380 = tail call fastcc i8 @op_shl(i8 noundef %378, i32 noundef 7)
  %381 = zext i8 %380 to i64
  %382 = tail call fastcc i8 @op_lshr(i8 noundef %378, i32 noundef 7)
  %383 = zext i8 %382 to i64
  %384 = tail call fastcc i8 @op_ashr(i8 noundef %378, i32 noundef 7)
  %385 = sext i8 %384 to i64
  %386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %379, i32 noundef 7, i64 noundef %381, i32 noundef 7, i64 noundef %383, i32 noundef 7, i64 noundef %385)
  %387 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %388 = sext i8 %387 to i64
  %389 = tail call fastcc i8 @op_shl(i8 noundef %387, i32 noundef 7)
  %390 = zext i8 %389 to i64
  %391 = tail call fastcc i8 @op_lshr(i8 noundef %387, i32 noundef 7)
  %392 = zext i8 %391 to i64
  %393 = tail call fastcc i8 @op_ashr(i8 noundef %387, i32 noundef 7)
  %394 = sext i8 %393 to i64
  %395 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %388, i32 noundef 7, i64 noundef %390, i32 noundef 7, i64 noundef %392, i32 noundef 7, i64 noundef %394)
  %396 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !12
  %397 = sext i8 %396 to i64
  %398 = tail call fastcc i8 @op_shl(i8 noundef %396, i32 noundef 7)
  %399 = zext i8 %398 to i64
  %400 = tail call fastcc i8 @op_lshr(i8 noundef %396, i32 noundef 7)
  %401 = zext i8 %400 to i64
  %402 = tail call fastcc i8 @op_ashr(i8 noundef %396, i32 noundef 7)
  %403 = sext i8 %402 to i64
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %397, i32 noundef 7, i64 noundef %399, i32 noundef 7, i64 noundef %401, i32 noundef 7, i64 noundef %403)
  %405 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %406 = sext i8 %405 to i64
  %407 = tail call fastcc i8 @op_shl(i8 noundef %405, i32 noundef 7)
  %408 = zext i8 %407 to i64
  %409 = tail call fastcc i8 @op_lshr(i8 noundef %405, i32 noundef 7)
  %410 = zext i8 %409 to i64
  %411 = tail call fastcc i8 @op_ashr(i8 noundef %405, i32 noundef 7)
  %412 = sext i8 %411 to i64
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %406, i32 noundef 7, i64 noundef %408, i32 noundef 7, i64 noundef %410, i32 noundef 7, i64 noundef %412)
  %414 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !12
  %415 = sext i8 %414 to i64
  %416 = tail call fastcc i8 @op_shl(i8 noundef %414, i32 noundef 7)
  %417 = zext i8 %416 to i64
  %418 = tail call fastcc i8 @op_lshr(i8 noundef %414, i32 noundef 7)
  %419 = zext i8 %418 to i64
  %420 = tail call fastcc i8 @op_ashr(i8 noundef %414, i32 noundef 7)
  %421 = sext i8 %420 to i64
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %415, i32 noundef 7, i64 noundef %417, i32 noundef 7, i64 noundef %419, i32 noundef 7, i64 noundef %421)
  br label %439

423:                                              ; preds = %483
  %424 = xor i64 %30, %8
  %425 = xor i64 %424, %52
  %426 = xor i64 %425, %74
  %427 = xor i64 %426, %96
  %428 = xor i64 %427, %118
  %429 = xor i64 %428, %140
  %430 = xor i64 %429, %162
  %431 = xor i64 %430, %184
  %432 = xor i64 %431, %208
  %433 = xor i64 %432, %368
  %434 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %433, i32 noundef %484)
  %435 = icmp eq i32 %484, 0
  %436 = trunc i64 %433 to i32
  %437 = and i32 %436, 63
  %438 = select i1 %435, i32 %437, i32 100
  ret i32 %438

439:                                              ; preds = %366, %483
  %440 = phi i64 [ 0, %366 ], [ %485, %483 ]
  %441 = phi i32 [ %253, %366 ], [ %484, %483 ]
  %442 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %440
  %443 = load volatile i8, ptr %442, align 1, !tbaa !12
  %444 = sext i8 %443 to i64
  %445 = tail call fastcc i8 @op_neg(i8 noundef %443)
  %446 = zext i8 %445 to i64
  %447 = tail call fastcc i8 @op_not(i8 noundef %443)
  %448 = zext i8 %447 to i64
  %449 = tail call fastcc i8 @op_abs(i8 noundef %443)
  %450 = zext i8 %449 to i64
  %451 = tail call fastcc i8 @div3(i8 noundef %443)
  %452 = sext i8 %451 to i64
  %453 = tail call fastcc i8 @div7(i8 noundef %443)
  %454 = sext i8 %453 to i64
  %455 = tail call fastcc i8 @div10(i8 noundef %443)
  %456 = sext i8 %455 to i64
  %457 = tail call fastcc i8 @rem10(i8 noundef %443)
  %458 = sext i8 %457 to i64
  %459 = tail call fastcc i8 @div16(i8 noundef %443)
  %460 = sext i8 %459 to i64
  %461 = tail call fastcc i8 @rem16(i8 noundef %443)
  %462 = sext i8 %461 to i64
  %463 = tail call fastcc i8 @divm5(i8 noundef %443)
  %464 = sext i8 %463 to i64
  %465 = tail call fastcc i8 @divmax(i8 noundef %443)
  %466 = sext i8 %465 to i64
  %467 = sitofp i8 %443 to double
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %444, i64 noundef %446, i64 noundef %448, i64 noundef %450, i64 noundef %452, i64 noundef %454, i64 noundef %456, i64 noundef %458, i64 noundef %460, i64 noundef %462, i64 noundef %464, i64 noundef %466, double noundef %467, double noundef %467)
  %469 = tail call fastcc i8 @op_div(i8 noundef %443, i8 noundef 10)
  %470 = icmp eq i8 %455, %469
  br i1 %470, label %471, label %480

471:                                              ; preds = %439
  %472 = tail call fastcc i8 @op_rem(i8 noundef %443, i8 noundef 10)
  %473 = icmp eq i8 %457, %472
  br i1 %473, label %474, label %480

474:                                              ; preds = %471
  %475 = tail call fastcc i8 @op_div(i8 noundef %443, i8 noundef 7)
  %476 = icmp eq i8 %453, %475
  br i1 %476, label %477, label %480

477:                                              ; preds = %474
  %478 = tail call fastcc i8 @op_div(i8 noundef %443, i8 noundef 16)
  %479 = icmp eq i8 %459, %478
  br i1 %479, label %483, label %480

480:                                              ; preds = %477, %474, %471, %439
  %481 = add nsw i32 %441, 1
  %482 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %483

483:                                              ; preds = %480, %477
  %484 = phi i32 [ %481, %480 ], [ %441, %477 ]
  %485 = add nuw nsw i64 %440, 1
  %486 = icmp eq i64 %485, 21
  br i1 %486, label %423, label %439, !llvm.loop !33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_add(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = add i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_sub(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_mul(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = mul i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_and(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = and i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_or(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = or i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_xor(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = xor i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_min(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.smin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_max(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.smax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i8 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp slt i8 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp sgt i8 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = icmp ult i8 %0, %1
  %13 = select i1 %12, i32 64, i32 0
  %14 = select i1 %12, i32 0, i32 128
  %15 = icmp eq i8 %0, 0
  %16 = select i1 %15, i32 256, i32 0
  %17 = icmp eq i8 %1, 0
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
define internal fastcc noundef i8 @op_div(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = sdiv i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i8 -127, -128) i8 @op_rem(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = srem i16 %3, %4
  %6 = trunc nsw i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @op_shl(i8 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @op_lshr(i8 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @op_ashr(i8 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i32
  %4 = ashr i32 %3, %1
  %5 = trunc nsw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_neg(i8 noundef %0) unnamed_addr #2 {
  %2 = sub i8 0, %0
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_not(i8 noundef %0) unnamed_addr #2 {
  %2 = xor i8 %0, -1
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_abs(i8 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i8 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i8 @op_neg(i8 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i8 [ %4, %3 ], [ %0, %1 ]
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -42, 43) i8 @div3(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, 3
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -18, 19) i8 @div7(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, 7
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -12, 13) i8 @div10(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -9, 10) i8 @rem10(i8 noundef %0) unnamed_addr #2 {
  %2 = srem i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -8, 8) i8 @div16(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, 16
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -15, 16) i8 @rem16(i8 noundef %0) unnamed_addr #2 {
  %2 = srem i8 %0, 16
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -25, 26) i8 @divm5(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, -5
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 -1, 2) i8 @divmax(i8 noundef %0) unnamed_addr #2 {
  %2 = sdiv i8 %0, 127
  ret i8 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #4

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
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
