; ModuleID = 'programs/ops_matrix_u8.c'
source_filename = "programs/ops_matrix_u8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type uint8_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i8] c"\00\01\00\F9\FD\FE\FF\00\01\02\03\05\07\0A\7F\80\FE\FFU\AA\EF", align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 255)
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
  %203 = phi i32 [ 0, %182 ], [ %238, %209 ]
  %204 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %202
  br label %212

205:                                              ; preds = %209
  %206 = load i64, ptr @h, align 8, !tbaa !6
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %206)
  %208 = load i64, ptr @h, align 8, !tbaa !6
  br label %241

209:                                              ; preds = %237
  %210 = add nuw nsw i64 %202, 1
  %211 = icmp eq i64 %210, 21
  br i1 %211, label %205, label %201, !llvm.loop !30

212:                                              ; preds = %201, %237
  %213 = phi i64 [ 0, %201 ], [ %239, %237 ]
  %214 = phi i32 [ %203, %201 ], [ %238, %237 ]
  %215 = load volatile i8, ptr %204, align 1, !tbaa !12
  %216 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %213
  %217 = load volatile i8, ptr %216, align 1, !tbaa !12
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %237, label %219

219:                                              ; preds = %212
  %220 = tail call fastcc i8 @op_div(i8 noundef %215, i8 noundef %217)
  %221 = tail call fastcc i8 @op_rem(i8 noundef %215, i8 noundef %217)
  %222 = zext i8 %220 to i64
  %223 = load i64, ptr @h, align 8, !tbaa !6
  %224 = xor i64 %223, %222
  %225 = mul i64 %224, 1099511628211
  %226 = zext i8 %221 to i64
  %227 = xor i64 %225, %226
  %228 = mul i64 %227, 1099511628211
  store i64 %228, ptr @h, align 8, !tbaa !6
  %229 = tail call fastcc i8 @op_mul(i8 noundef %220, i8 noundef %217)
  %230 = add i8 %229, %221
  %231 = icmp eq i8 %230, %215
  br i1 %231, label %237, label %232

232:                                              ; preds = %219
  %233 = add nsw i32 %214, 1
  %234 = zext i8 %215 to i64
  %235 = zext i8 %217 to i64
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %234, i64 noundef %235)
  br label %237

237:                                              ; preds = %219, %232, %212
  %238 = phi i32 [ %214, %212 ], [ %233, %232 ], [ %214, %219 ]
  %239 = add nuw nsw i64 %213, 1
  %240 = icmp eq i64 %239, 21
  br i1 %240, label %209, label %212, !llvm.loop !31

241:                                              ; preds = %205, %241
  %242 = phi i64 [ 0, %205 ], [ %349, %241 ]
  %243 = phi i64 [ 1469598103934665603, %205 ], [ %348, %241 ]
  %244 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %242
  %245 = load volatile i8, ptr %244, align 1, !tbaa !12
  %246 = tail call fastcc i8 @op_shl(i8 noundef %245, i32 noundef 0)
  %247 = zext i8 %246 to i64
  %248 = xor i64 %243, %247
  %249 = mul i64 %248, 1099511628211
  %250 = tail call fastcc i8 @op_lshr(i8 noundef %245, i32 noundef 0)
  %251 = zext i8 %250 to i64
  %252 = xor i64 %249, %251
  %253 = mul i64 %252, 1099511628211
  %254 = tail call fastcc i8 @op_ashr(i8 noundef %245, i32 noundef 0)
  %255 = zext i8 %254 to i64
  %256 = xor i64 %253, %255
  %257 = mul i64 %256, 1099511628211
  %258 = load volatile i8, ptr %244, align 1, !tbaa !12
  %259 = tail call fastcc i8 @op_shl(i8 noundef %258, i32 noundef 1)
  %260 = zext i8 %259 to i64
  %261 = xor i64 %257, %260
  %262 = mul i64 %261, 1099511628211
  %263 = tail call fastcc i8 @op_lshr(i8 noundef %258, i32 noundef 1)
  %264 = zext i8 %263 to i64
  %265 = xor i64 %262, %264
  %266 = mul i64 %265, 1099511628211
  %267 = tail call fastcc i8 @op_ashr(i8 noundef %258, i32 noundef 1)
  %268 = zext i8 %267 to i64
  %269 = xor i64 %266, %268
  %270 = mul i64 %269, 1099511628211
  %271 = load volatile i8, ptr %244, align 1, !tbaa !12
  %272 = tail call fastcc i8 @op_shl(i8 noundef %271, i32 noundef 2)
  %273 = zext i8 %272 to i64
  %274 = xor i64 %270, %273
  %275 = mul i64 %274, 1099511628211
  %276 = tail call fastcc i8 @op_lshr(i8 noundef %271, i32 noundef 2)
  %277 = zext i8 %276 to i64
  %278 = xor i64 %275, %277
  %279 = mul i64 %278, 1099511628211
  %280 = tail call fastcc i8 @op_ashr(i8 noundef %271, i32 noundef 2)
  %281 = zext i8 %280 to i64
  %282 = xor i64 %279, %281
  %283 = mul i64 %282, 1099511628211
  %284 = load volatile i8, ptr %244, align 1, !tbaa !12
  %285 = tail call fastcc i8 @op_shl(i8 noundef %284, i32 noundef 3)
  %286 = zext i8 %285 to i64
  %287 = xor i64 %283, %286
  %288 = mul i64 %287, 1099511628211
  %289 = tail call fastcc i8 @op_lshr(i8 noundef %284, i32 noundef 3)
  %290 = zext i8 %289 to i64
  %291 = xor i64 %288, %290
  %292 = mul i64 %291, 1099511628211
  %293 = tail call fastcc i8 @op_ashr(i8 noundef %284, i32 noundef 3)
  %294 = zext i8 %293 to i64
  %295 = xor i64 %292, %294
  %296 = mul i64 %295, 1099511628211
  %297 = load volatile i8, ptr %244, align 1, !tbaa !12
  %298 = tail call fastcc i8 @op_shl(i8 noundef %297, i32 noundef 4)
  %299 = zext i8 %298 to i64
  %300 = xor i64 %296, %299
  %301 = mul i64 %300, 1099511628211
  %302 = tail call fastcc i8 @op_lshr(i8 noundef %297, i32 noundef 4)
  %303 = zext i8 %302 to i64
  %304 = xor i64 %301, %303
  %305 = mul i64 %304, 1099511628211
  %306 = tail call fastcc i8 @op_ashr(i8 noundef %297, i32 noundef 4)
  %307 = zext i8 %306 to i64
  %308 = xor i64 %305, %307
  %309 = mul i64 %308, 1099511628211
  %310 = load volatile i8, ptr %244, align 1, !tbaa !12
  %311 = tail call fastcc i8 @op_shl(i8 noundef %310, i32 noundef 5)
  %312 = zext i8 %311 to i64
  %313 = xor i64 %309, %312
  %314 = mul i64 %313, 1099511628211
  %315 = tail call fastcc i8 @op_lshr(i8 noundef %310, i32 noundef 5)
  %316 = zext i8 %315 to i64
  %317 = xor i64 %314, %316
  %318 = mul i64 %317, 1099511628211
  %319 = tail call fastcc i8 @op_ashr(i8 noundef %310, i32 noundef 5)
  %320 = zext i8 %319 to i64
  %321 = xor i64 %318, %320
  %322 = mul i64 %321, 1099511628211
  %323 = load volatile i8, ptr %244, align 1, !tbaa !12
  %324 = tail call fastcc i8 @op_shl(i8 noundef %323, i32 noundef 6)
  %325 = zext i8 %324 to i64
  %326 = xor i64 %322, %325
  %327 = mul i64 %326, 1099511628211
  %328 = tail call fastcc i8 @op_lshr(i8 noundef %323, i32 noundef 6)
  %329 = zext i8 %328 to i64
  %330 = xor i64 %327, %329
  %331 = mul i64 %330, 1099511628211
  %332 = tail call fastcc i8 @op_ashr(i8 noundef %323, i32 noundef 6)
  %333 = zext i8 %332 to i64
  %334 = xor i64 %331, %333
  %335 = mul i64 %334, 1099511628211
  %336 = load volatile i8, ptr %244, align 1, !tbaa !12
  %337 = tail call fastcc i8 @op_shl(i8 noundef %336, i32 noundef 7)
  %338 = zext i8 %337 to i64
  %339 = xor i64 %335, %338
  %340 = mul i64 %339, 1099511628211
  %341 = tail call fastcc i8 @op_lshr(i8 noundef %336, i32 noundef 7)
  %342 = zext i8 %341 to i64
  %343 = xor i64 %340, %342
  %344 = mul i64 %343, 1099511628211
  %345 = tail call fastcc i8 @op_ashr(i8 noundef %336, i32 noundef 7)
  %346 = zext i8 %345 to i64
  %347 = xor i64 %344, %346
  %348 = mul i64 %347, 1099511628211
  %349 = add nuw nsw i64 %242, 1
  %350 = icmp eq i64 %349, 21
  br i1 %350, label %351, label %241, !llvm.loop !32

351:                                              ; preds = %241
  store i64 %348, ptr @h, align 8, !tbaa !6
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %348)
  %353 = load i64, ptr @h, align 8, !tbaa !6
  %354 = load volatile i8, ptr @vals, align 4, !tbaa !12
  %355 = zext i8 %354 to i64
  %356 = tail call fastcc i8 @op_shl(i8 noundef %354, i32 noundef 7)
  %357 = zext i8 %356 to i64
  %358 = tail call fastcc i8 @op_lshr(i8 noundef %354, i32 noundef 7)
  %359 = zext i8 %358 to i64
  %360 = tail call fastcc i8 @op_ashr(i8 noundef %354, i32 noundef 7)
  %361 = zext i8 %360 to i64
  %362 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %355, i32 noundef 7, i64 noundef %357, i32 noundef 7, i64 noundef %359, i32 noundef 7, i64 noundef %361)
  %363 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !12
  %364 = zext i8 %363 to i64
  %365 = tail call fastcc i8 @op_shl(i8 noundef %363, i32 noundef 7)
  %366 = zext i8 %365 to i64
  %367 = tail call fastcc i8 @op_lshr(i8 noundef %363, i32 noundef 7)
  %368 = zext i8 %367 to i64
  %369 = tail call fastcc i8 @op_ashr(i8 noundef %363, i32 noundef 7)
  %370 = zext i8 %369 to i64
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %364, i32 noundef 7, i64 noundef %366, i32 noundef 7, i64 noundef %368, i32 noundef 7, i64 noundef %370)
  %372 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %373 = zext i8 %372 to i64
  %374 = tail call fastcc i8 @op_shl(i8 noundef %372, i32 noundef 7)
  %375 = zext i8 %374 to i64
  %376 = tail call fastcc i8 @op_lshr(i8 noundef %372, i32 noundef 7)
  %377 = zext i8 %376 to i64
  %378 = tail call fastcc i8 @op_ashr(i8 noundef %372, i32 noundef 7)
  %379 = zext i8 %378 to i64
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %373, i32 noundef 7, i64 noundef %375, i32 noundef 7, i64 noundef %377, i32 noundef 7, i64 noundef %379)
  %381 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !12
  %382 = zext i8 %381 to i64
  %383 = tail call fastcc i8 @op_shl(i8 noundef %381, i32 noundef 7)
  %384 = zext i8 %383 to i64
  %385 = tail call fastcc i8 @op_lshr(i8 noundef %381, i32 noundef 7)
  %386 = zext i8 %385 to i64
  %387 = tail call fastcc i8 @op_ashr(i8 noundef %381, i32 noundef 7)
  %388 = zext i8 %387 to i64
  %389 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %382, i32 noundef 7, i64 noundef %384, i32 noundef 7, i64 noundef %386, i32 noundef 7, i64 noundef %388)
  %390 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %391 = zext i8 %390 to i64
  %392 = tail call fastcc i8 @op_shl(i8 noundef %390, i32 noundef 7)
  %393 = zext i8 %392 to i64
  %394 = tail call fastcc i8 @op_lshr(i8 noundef %390, i32 noundef 7)
  %395 = zext i8 %394 to i64
  %396 = tail call fastcc i8 @op_ashr(i8 noundef %390, i32 noundef 7)
  %397 = zext i8 %396 to i64
  %398 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %391, i32 noundef 7, i64 noundef %393, i32 noundef 7, i64 noundef %395, i32 noundef 7, i64 noundef %397)
  %399 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !12
  %400 = zext i8 %399 to i64
  %401 = tail call fastcc i8 @op_shl(i8 noundef %399, i32 noundef 7)
  %402 = zext i8 %401 to i64
  %403 = tail call fastcc i8 @op_lshr(i8 noundef %399, i32 noundef 7)
  %404 = zext i8 %403 to i64
  %405 = tail call fastcc i8 @op_ashr(i8 noundef %399, i32 noundef 7)
  %406 = zext i8 %405 to i64
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %400, i32 noundef 7, i64 noundef %402, i32 noundef 7, i64 noundef %404, i32 noundef 7, i64 noundef %406)
  br label %424

408:                                              ; preds = %466
  %409 = xor i64 %30, %8
  %410 = xor i64 %409, %52
  %411 = xor i64 %410, %74
  %412 = xor i64 %411, %96
  %413 = xor i64 %412, %118
  %414 = xor i64 %413, %140
  %415 = xor i64 %414, %162
  %416 = xor i64 %415, %184
  %417 = xor i64 %416, %208
  %418 = xor i64 %417, %353
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %418, i32 noundef %467)
  %420 = icmp eq i32 %467, 0
  %421 = trunc i64 %418 to i32
  %422 = and i32 %421, 63
  %423 = select i1 %420, i32 %422, i32 100
  ret i32 %423

424:                                              ; preds = %351, %466
  %425 = phi i64 [ 0, %351 ], [ %468, %466 ]
  %426 = phi i32 [ %238, %351 ], [ %467, %466 ]
  %427 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %425
  %428 = load volatile i8, ptr %427, align 1, !tbaa !12
  %429 = zext i8 %428 to i64
  %430 = tail call fastcc i8 @op_neg(i8 noundef %428)
  %431 = zext i8 %430 to i64
  %432 = tail call fastcc i8 @op_not(i8 noundef %428)
  %433 = zext i8 %432 to i64
  %434 = tail call fastcc i8 @div3(i8 noundef %428)
  %435 = zext nneg i8 %434 to i64
  %436 = tail call fastcc i8 @div7(i8 noundef %428)
  %437 = zext nneg i8 %436 to i64
  %438 = tail call fastcc i8 @div10(i8 noundef %428)
  %439 = zext nneg i8 %438 to i64
  %440 = tail call fastcc i8 @rem10(i8 noundef %428)
  %441 = zext nneg i8 %440 to i64
  %442 = tail call fastcc i8 @div16(i8 noundef %428)
  %443 = zext nneg i8 %442 to i64
  %444 = tail call fastcc i8 @rem16(i8 noundef %428)
  %445 = zext nneg i8 %444 to i64
  %446 = tail call fastcc i8 @divm5(i8 noundef %428)
  %447 = zext nneg i8 %446 to i64
  %448 = tail call fastcc i8 @divmax(i8 noundef %428)
  %449 = zext nneg i8 %448 to i64
  %450 = uitofp i8 %428 to double
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %429, i64 noundef %431, i64 noundef %433, i64 noundef %429, i64 noundef %435, i64 noundef %437, i64 noundef %439, i64 noundef %441, i64 noundef %443, i64 noundef %445, i64 noundef %447, i64 noundef %449, double noundef %450, double noundef %450)
  %452 = tail call fastcc i8 @op_div(i8 noundef %428, i8 noundef 10)
  %453 = icmp eq i8 %438, %452
  br i1 %453, label %454, label %463

454:                                              ; preds = %424
  %455 = tail call fastcc i8 @op_rem(i8 noundef %428, i8 noundef 10)
  %456 = icmp eq i8 %440, %455
  br i1 %456, label %457, label %463

457:                                              ; preds = %454
  %458 = tail call fastcc i8 @op_div(i8 noundef %428, i8 noundef 7)
  %459 = icmp eq i8 %436, %458
  br i1 %459, label %460, label %463

460:                                              ; preds = %457
  %461 = tail call fastcc i8 @op_div(i8 noundef %428, i8 noundef 16)
  %462 = icmp eq i8 %442, %461
  br i1 %462, label %466, label %463

463:                                              ; preds = %460, %457, %454, %424
  %464 = add nsw i32 %426, 1
  %465 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %466

466:                                              ; preds = %463, %460
  %467 = phi i32 [ %464, %463 ], [ %426, %460 ]
  %468 = add nuw nsw i64 %425, 1
  %469 = icmp eq i64 %468, 21
  br i1 %469, label %408, label %424, !llvm.loop !33
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
  %3 = tail call i8 @llvm.umin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @op_max(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i8 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp ult i8 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp ugt i8 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = select i1 %6, i32 64, i32 0
  %13 = select i1 %6, i32 0, i32 128
  %14 = icmp eq i8 %0, 0
  %15 = select i1 %14, i32 256, i32 0
  %16 = icmp eq i8 %1, 0
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
define internal fastcc noundef i8 @op_div(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i8 0, -1) i8 @op_rem(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = urem i8 %0, %1
  ret i8 %3
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
  %3 = zext i8 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i8
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
define internal fastcc noundef range(i8 0, 86) i8 @div3(i8 noundef %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 3
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 37) i8 @div7(i8 noundef %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 7
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 26) i8 @div10(i8 noundef %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 10) i8 @rem10(i8 noundef %0) unnamed_addr #2 {
  %2 = urem i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 16) i8 @div16(i8 noundef %0) unnamed_addr #2 {
  %2 = lshr i8 %0, 4
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 16) i8 @rem16(i8 noundef %0) unnamed_addr #2 {
  %2 = and i8 %0, 15
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 0, 52) i8 @divm5(i8 noundef %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 5
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i8 0, 2) i8 @divmax(i8 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i8 %0, -1
  %3 = zext i1 %2 to i8
  ret i8 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #4

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
