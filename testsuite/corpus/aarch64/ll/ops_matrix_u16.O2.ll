; ModuleID = 'programs/ops_matrix_u16.c'
source_filename = "programs/ops_matrix_u16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint16_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i16] [i16 0, i16 1, i16 0, i16 -7, i16 -3, i16 -2, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 5, i16 7, i16 10, i16 32767, i16 -32768, i16 -2, i16 -1, i16 21845, i16 -21846, i16 -12817], align 4
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef 65535)
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
  %202 = phi i32 [ 0, %182 ], [ %237, %208 ]
  %203 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %201
  br label %211

204:                                              ; preds = %208
  %205 = load i64, ptr @h, align 8, !tbaa !6
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %205)
  %207 = load i64, ptr @h, align 8, !tbaa !6
  br label %240

208:                                              ; preds = %236
  %209 = add nuw nsw i64 %201, 1
  %210 = icmp eq i64 %209, 21
  br i1 %210, label %204, label %200, !llvm.loop !31

211:                                              ; preds = %200, %236
  %212 = phi i64 [ 0, %200 ], [ %238, %236 ]
  %213 = phi i32 [ %202, %200 ], [ %237, %236 ]
  %214 = load volatile i16, ptr %203, align 2, !tbaa !12
  %215 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %212
  %216 = load volatile i16, ptr %215, align 2, !tbaa !12
  %217 = icmp eq i16 %216, 0
  br i1 %217, label %236, label %218

218:                                              ; preds = %211
  %219 = tail call fastcc i16 @op_div(i16 noundef %214, i16 noundef %216)
  %220 = tail call fastcc i16 @op_rem(i16 noundef %214, i16 noundef %216)
  %221 = zext i16 %219 to i64
  %222 = load i64, ptr @h, align 8, !tbaa !6
  %223 = xor i64 %222, %221
  %224 = mul i64 %223, 1099511628211
  %225 = zext i16 %220 to i64
  %226 = xor i64 %224, %225
  %227 = mul i64 %226, 1099511628211
  store i64 %227, ptr @h, align 8, !tbaa !6
  %228 = tail call fastcc i16 @op_mul(i16 noundef %219, i16 noundef %216)
  %229 = add i16 %228, %220
  %230 = icmp eq i16 %229, %214
  br i1 %230, label %236, label %231

231:                                              ; preds = %218
  %232 = add nsw i32 %213, 1
  %233 = zext i16 %214 to i64
  %234 = zext i16 %216 to i64
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %233, i64 noundef %234)
  br label %236

236:                                              ; preds = %218, %231, %211
  %237 = phi i32 [ %213, %211 ], [ %232, %231 ], [ %213, %218 ]
  %238 = add nuw nsw i64 %212, 1
  %239 = icmp eq i64 %238, 21
  br i1 %239, label %208, label %211, !llvm.loop !32

240:                                              ; preds = %204, %301
  %241 = phi i64 [ 0, %204 ], [ %302, %301 ]
  %242 = phi i64 [ 1469598103934665603, %204 ], [ %319, %301 ]
  %243 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %241
  br label %304

244:                                              ; preds = %301
  store i64 %319, ptr @h, align 8, !tbaa !6
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %319)
  %246 = load i64, ptr @h, align 8, !tbaa !6
  %247 = load volatile i16, ptr @vals, align 4, !tbaa !12
  %248 = zext i16 %247 to i64
  %249 = tail call fastcc i16 @op_shl(i16 noundef %247, i32 noundef 15)
  %250 = zext i16 %249 to i64
  %251 = tail call fastcc i16 @op_lshr(i16 noundef %247, i32 noundef 15)
  %252 = zext i16 %251 to i64
  %253 = tail call fastcc i16 @op_ashr(i16 noundef %247, i32 noundef 15)
  %254 = zext i16 %253 to i64
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %248, i32 noundef 15, i64 noundef %250, i32 noundef 15, i64 noundef %252, i32 noundef 15, i64 noundef %254)
  %256 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !12
  %257 = zext i16 %256 to i64
  %258 = tail call fastcc i16 @op_shl(i16 noundef %256, i32 noundef 15)
  %259 = zext i16 %258 to i64
  %260 = tail call fastcc i16 @op_lshr(i16 noundef %256, i32 noundef 15)
  %261 = zext i16 %260 to i64
  %262 = tail call fastcc i16 @op_ashr(i16 noundef %256, i32 noundef 15)
  %263 = zext i16 %262 to i64
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %257, i32 noundef 15, i64 noundef %259, i32 noundef 15, i64 noundef %261, i32 noundef 15, i64 noundef %263)
  %265 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !12
  %266 = zext i16 %265 to i64
  %267 = tail call fastcc i16 @op_shl(i16 noundef %265, i32 noundef 15)
  %268 = zext i16 %267 to i64
  %269 = tail call fastcc i16 @op_lshr(i16 noundef %265, i32 noundef 15)
  %270 = zext i16 %269 to i64
  %271 = tail call fastcc i16 @op_ashr(i16 noundef %265, i32 noundef 15)
  %272 = zext i16 %271 to i64
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %266, i32 noundef 15, i64 noundef %268, i32 noundef 15, i64 noundef %270, i32 noundef 15, i64 noundef %272)
  %274 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 4, !tbaa !12
  %275 = zext i16 %274 to i64
  %276 = tail call fastcc i16 @op_shl(i16 noundef %274, i32 noundef 15)
  %277 = zext i16 %276 to i64
  %278 = tail call fastcc i16 @op_lshr(i16 noundef %274, i32 noundef 15)
  %279 = zext i16 %278 to i64
  %280 = tail call fastcc i16 @op_ashr(i16 noundef %274, i32 noundef 15)
  %281 = zext i16 %280 to i64
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %275, i32 noundef 15, i64 noundef %277, i32 noundef 15, i64 noundef %279, i32 noundef 15, i64 noundef %281)
  %283 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 4, !tbaa !12
  %284 = zext i16 %283 to i64
  %285 = tail call fastcc i16 @op_shl(i16 noundef %283, i32 noundef 15)
  %286 = zext i16 %285 to i64
  %287 = tail call fastcc i16 @op_lshr(i16 noundef %283, i32 noundef 15)
  %288 = zext i16 %287 to i64
  %289 = tail call fastcc i16 @op_ashr(i16 noundef %283, i32 noundef 15)
  %290 = zext i16 %289 to i64
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %284, i32 noundef 15, i64 noundef %286, i32 noundef 15, i64 noundef %288, i32 noundef 15, i64 noundef %290)
  %292 = load volatile i16, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 4, !tbaa !12
  %293 = zext i16 %292 to i64
  %294 = tail call fastcc i16 @op_shl(i16 noundef %292, i32 noundef 15)
  %295 = zext i16 %294 to i64
  %296 = tail call fastcc i16 @op_lshr(i16 noundef %292, i32 noundef 15)
  %297 = zext i16 %296 to i64
  %298 = tail call fastcc i16 @op_ashr(i16 noundef %292, i32 noundef 15)
  %299 = zext i16 %298 to i64
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %293, i32 noundef 15, i64 noundef %295, i32 noundef 15, i64 noundef %297, i32 noundef 15, i64 noundef %299)
  br label %338

301:                                              ; preds = %304
  %302 = add nuw nsw i64 %241, 1
  %303 = icmp eq i64 %302, 21
  br i1 %303, label %244, label %240, !llvm.loop !33

304:                                              ; preds = %240, %304
  %305 = phi i32 [ 0, %240 ], [ %320, %304 ]
  %306 = phi i64 [ %242, %240 ], [ %319, %304 ]
  %307 = load volatile i16, ptr %243, align 2, !tbaa !12
  %308 = tail call fastcc i16 @op_shl(i16 noundef %307, i32 noundef %305)
  %309 = zext i16 %308 to i64
  %310 = xor i64 %306, %309
  %311 = mul i64 %310, 1099511628211
  %312 = tail call fastcc i16 @op_lshr(i16 noundef %307, i32 noundef %305)
  %313 = zext i16 %312 to i64
  %314 = xor i64 %311, %313
  %315 = mul i64 %314, 1099511628211
  %316 = tail call fastcc i16 @op_ashr(i16 noundef %307, i32 noundef %305)
  %317 = zext i16 %316 to i64
  %318 = xor i64 %315, %317
  %319 = mul i64 %318, 1099511628211
  %320 = add nuw nsw i32 %305, 1
  %321 = icmp eq i32 %320, 16
  br i1 %321, label %301, label %304, !llvm.loop !34

322:                                              ; preds = %380
  %323 = xor i64 %30, %8
  %324 = xor i64 %323, %52
  %325 = xor i64 %324, %74
  %326 = xor i64 %325, %96
  %327 = xor i64 %326, %118
  %328 = xor i64 %327, %140
  %329 = xor i64 %328, %162
  %330 = xor i64 %329, %184
  %331 = xor i64 %330, %207
  %332 = xor i64 %331, %246
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %332, i32 noundef %381)
  %334 = icmp eq i32 %381, 0
  %335 = trunc i64 %332 to i32
  %336 = and i32 %335, 63
  %337 = select i1 %334, i32 %336, i32 100
  ret i32 %337

338:                                              ; preds = %244, %380
  %339 = phi i64 [ 0, %244 ], [ %382, %380 ]
  %340 = phi i32 [ %237, %244 ], [ %381, %380 ]
  %341 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %339
  %342 = load volatile i16, ptr %341, align 2, !tbaa !12
  %343 = zext i16 %342 to i64
  %344 = tail call fastcc i16 @op_neg(i16 noundef %342)
  %345 = zext i16 %344 to i64
  %346 = tail call fastcc i16 @op_not(i16 noundef %342)
  %347 = zext i16 %346 to i64
  %348 = tail call fastcc i16 @div3(i16 noundef %342)
  %349 = zext nneg i16 %348 to i64
  %350 = tail call fastcc i16 @div7(i16 noundef %342)
  %351 = zext nneg i16 %350 to i64
  %352 = tail call fastcc i16 @div10(i16 noundef %342)
  %353 = zext nneg i16 %352 to i64
  %354 = tail call fastcc i16 @rem10(i16 noundef %342)
  %355 = zext nneg i16 %354 to i64
  %356 = tail call fastcc i16 @div16(i16 noundef %342)
  %357 = zext nneg i16 %356 to i64
  %358 = tail call fastcc i16 @rem16(i16 noundef %342)
  %359 = zext nneg i16 %358 to i64
  %360 = tail call fastcc i16 @divm5(i16 noundef %342)
  %361 = zext nneg i16 %360 to i64
  %362 = tail call fastcc i16 @divmax(i16 noundef %342)
  %363 = zext nneg i16 %362 to i64
  %364 = uitofp i16 %342 to double
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %343, i64 noundef %345, i64 noundef %347, i64 noundef %343, i64 noundef %349, i64 noundef %351, i64 noundef %353, i64 noundef %355, i64 noundef %357, i64 noundef %359, i64 noundef %361, i64 noundef %363, double noundef %364, double noundef %364)
  %366 = tail call fastcc i16 @op_div(i16 noundef %342, i16 noundef 10)
  %367 = icmp eq i16 %352, %366
  br i1 %367, label %368, label %377

368:                                              ; preds = %338
  %369 = tail call fastcc i16 @op_rem(i16 noundef %342, i16 noundef 10)
  %370 = icmp eq i16 %354, %369
  br i1 %370, label %371, label %377

371:                                              ; preds = %368
  %372 = tail call fastcc i16 @op_div(i16 noundef %342, i16 noundef 7)
  %373 = icmp eq i16 %350, %372
  br i1 %373, label %374, label %377

374:                                              ; preds = %371
  %375 = tail call fastcc i16 @op_div(i16 noundef %342, i16 noundef 16)
  %376 = icmp eq i16 %356, %375
  br i1 %376, label %380, label %377

377:                                              ; preds = %374, %371, %368, %338
  %378 = add nsw i32 %340, 1
  %379 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %380

380:                                              ; preds = %377, %374
  %381 = phi i32 [ %378, %377 ], [ %340, %374 ]
  %382 = add nuw nsw i64 %339, 1
  %383 = icmp eq i64 %382, 21
  br i1 %383, label %322, label %338, !llvm.loop !35
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
  %3 = tail call i16 @llvm.umin.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @op_max(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i16 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp ult i16 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp ugt i16 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = select i1 %6, i32 64, i32 0
  %13 = select i1 %6, i32 0, i32 128
  %14 = icmp eq i16 %0, 0
  %15 = select i1 %14, i32 256, i32 0
  %16 = icmp eq i16 %1, 0
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
define internal fastcc noundef i16 @op_div(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = udiv i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i16 0, -1) i16 @op_rem(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = urem i16 %0, %1
  ret i16 %3
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
  %3 = zext i16 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i16
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
define internal fastcc noundef range(i16 0, 21846) i16 @div3(i16 noundef %0) unnamed_addr #2 {
  %2 = udiv i16 %0, 3
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 9363) i16 @div7(i16 noundef %0) unnamed_addr #2 {
  %2 = udiv i16 %0, 7
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 6554) i16 @div10(i16 noundef %0) unnamed_addr #2 {
  %2 = udiv i16 %0, 10
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 10) i16 @rem10(i16 noundef %0) unnamed_addr #2 {
  %2 = urem i16 %0, 10
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 4096) i16 @div16(i16 noundef %0) unnamed_addr #2 {
  %2 = lshr i16 %0, 4
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 16) i16 @rem16(i16 noundef %0) unnamed_addr #2 {
  %2 = and i16 %0, 15
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i16 0, 13108) i16 @divm5(i16 noundef %0) unnamed_addr #2 {
  %2 = udiv i16 %0, 5
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i16 0, 2) i16 @divmax(i16 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i16 %0, -1
  %3 = zext i1 %2 to i16
  ret i16 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #4

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
