; ModuleID = 'programs/ops_matrix_i64.c'
source_filename = "programs/ops_matrix_i64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int64_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -4611686018427387904, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 4611686018427387903, i64 4611686018427387904, i64 9223372036854775806, i64 9223372036854775807, i64 6148914691236517205, i64 -6148914691236517206, i64 81985529216486895], align 8
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 64, ptr noundef nonnull @.str.1, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807)
  br label %2

2:                                                ; preds = %0, %9
  %3 = phi i64 [ 0, %0 ], [ %10, %9 ]
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %20, %9 ]
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
  br label %12

6:                                                ; preds = %9
  store i64 %20, ptr @h, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %20)
  %8 = load i64, ptr @h, align 8, !tbaa !6
  br label %23

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !10

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %21, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %20, %12 ]
  %15 = load volatile i64, ptr %5, align 8, !tbaa !12
  %16 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13
  %17 = load volatile i64, ptr %16, align 8, !tbaa !12
  %18 = tail call fastcc i64 @op_add(i64 noundef %15, i64 noundef %17)
  %19 = xor i64 %14, %18
  %20 = mul i64 %19, 1099511628211
  %21 = add nuw nsw i64 %13, 1
  %22 = icmp eq i64 %21, 21
  br i1 %22, label %9, label %12, !llvm.loop !14

23:                                               ; preds = %6, %30
  %24 = phi i64 [ 0, %6 ], [ %31, %30 ]
  %25 = phi i64 [ 1469598103934665603, %6 ], [ %41, %30 ]
  %26 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %24
  br label %33

27:                                               ; preds = %30
  store i64 %41, ptr @h, align 8, !tbaa !6
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %41)
  %29 = load i64, ptr @h, align 8, !tbaa !6
  br label %44

30:                                               ; preds = %33
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, 21
  br i1 %32, label %27, label %23, !llvm.loop !15

33:                                               ; preds = %23, %33
  %34 = phi i64 [ 0, %23 ], [ %42, %33 ]
  %35 = phi i64 [ %25, %23 ], [ %41, %33 ]
  %36 = load volatile i64, ptr %26, align 8, !tbaa !12
  %37 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %34
  %38 = load volatile i64, ptr %37, align 8, !tbaa !12
  %39 = tail call fastcc i64 @op_sub(i64 noundef %36, i64 noundef %38)
  %40 = xor i64 %35, %39
  %41 = mul i64 %40, 1099511628211
  %42 = add nuw nsw i64 %34, 1
  %43 = icmp eq i64 %42, 21
  br i1 %43, label %30, label %33, !llvm.loop !16

44:                                               ; preds = %27, %51
  %45 = phi i64 [ 0, %27 ], [ %52, %51 ]
  %46 = phi i64 [ 1469598103934665603, %27 ], [ %62, %51 ]
  %47 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %45
  br label %54

48:                                               ; preds = %51
  store i64 %62, ptr @h, align 8, !tbaa !6
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %62)
  %50 = load i64, ptr @h, align 8, !tbaa !6
  br label %65

51:                                               ; preds = %54
  %52 = add nuw nsw i64 %45, 1
  %53 = icmp eq i64 %52, 21
  br i1 %53, label %48, label %44, !llvm.loop !17

54:                                               ; preds = %44, %54
  %55 = phi i64 [ 0, %44 ], [ %63, %54 ]
  %56 = phi i64 [ %46, %44 ], [ %62, %54 ]
  %57 = load volatile i64, ptr %47, align 8, !tbaa !12
  %58 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %55
  %59 = load volatile i64, ptr %58, align 8, !tbaa !12
  %60 = tail call fastcc i64 @op_mul(i64 noundef %57, i64 noundef %59)
  %61 = xor i64 %56, %60
  %62 = mul i64 %61, 1099511628211
  %63 = add nuw nsw i64 %55, 1
  %64 = icmp eq i64 %63, 21
  br i1 %64, label %51, label %54, !llvm.loop !18

65:                                               ; preds = %48, %72
  %66 = phi i64 [ 0, %48 ], [ %73, %72 ]
  %67 = phi i64 [ 1469598103934665603, %48 ], [ %83, %72 ]
  %68 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %66
  br label %75

69:                                               ; preds = %72
  store i64 %83, ptr @h, align 8, !tbaa !6
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %83)
  %71 = load i64, ptr @h, align 8, !tbaa !6
  br label %86

72:                                               ; preds = %75
  %73 = add nuw nsw i64 %66, 1
  %74 = icmp eq i64 %73, 21
  br i1 %74, label %69, label %65, !llvm.loop !19

75:                                               ; preds = %65, %75
  %76 = phi i64 [ 0, %65 ], [ %84, %75 ]
  %77 = phi i64 [ %67, %65 ], [ %83, %75 ]
  %78 = load volatile i64, ptr %68, align 8, !tbaa !12
  %79 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %76
  %80 = load volatile i64, ptr %79, align 8, !tbaa !12
  %81 = tail call fastcc i64 @op_and(i64 noundef %78, i64 noundef %80)
  %82 = xor i64 %77, %81
  %83 = mul i64 %82, 1099511628211
  %84 = add nuw nsw i64 %76, 1
  %85 = icmp eq i64 %84, 21
  br i1 %85, label %72, label %75, !llvm.loop !20

86:                                               ; preds = %69, %93
  %87 = phi i64 [ 0, %69 ], [ %94, %93 ]
  %88 = phi i64 [ 1469598103934665603, %69 ], [ %104, %93 ]
  %89 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %87
  br label %96

90:                                               ; preds = %93
  store i64 %104, ptr @h, align 8, !tbaa !6
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %104)
  %92 = load i64, ptr @h, align 8, !tbaa !6
  br label %107

93:                                               ; preds = %96
  %94 = add nuw nsw i64 %87, 1
  %95 = icmp eq i64 %94, 21
  br i1 %95, label %90, label %86, !llvm.loop !21

96:                                               ; preds = %86, %96
  %97 = phi i64 [ 0, %86 ], [ %105, %96 ]
  %98 = phi i64 [ %88, %86 ], [ %104, %96 ]
  %99 = load volatile i64, ptr %89, align 8, !tbaa !12
  %100 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %97
  %101 = load volatile i64, ptr %100, align 8, !tbaa !12
  %102 = tail call fastcc i64 @op_or(i64 noundef %99, i64 noundef %101)
  %103 = xor i64 %98, %102
  %104 = mul i64 %103, 1099511628211
  %105 = add nuw nsw i64 %97, 1
  %106 = icmp eq i64 %105, 21
  br i1 %106, label %93, label %96, !llvm.loop !22

107:                                              ; preds = %90, %114
  %108 = phi i64 [ 0, %90 ], [ %115, %114 ]
  %109 = phi i64 [ 1469598103934665603, %90 ], [ %125, %114 ]
  %110 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %108
  br label %117

111:                                              ; preds = %114
  store i64 %125, ptr @h, align 8, !tbaa !6
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %125)
  %113 = load i64, ptr @h, align 8, !tbaa !6
  br label %128

114:                                              ; preds = %117
  %115 = add nuw nsw i64 %108, 1
  %116 = icmp eq i64 %115, 21
  br i1 %116, label %111, label %107, !llvm.loop !23

117:                                              ; preds = %107, %117
  %118 = phi i64 [ 0, %107 ], [ %126, %117 ]
  %119 = phi i64 [ %109, %107 ], [ %125, %117 ]
  %120 = load volatile i64, ptr %110, align 8, !tbaa !12
  %121 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %118
  %122 = load volatile i64, ptr %121, align 8, !tbaa !12
  %123 = tail call fastcc i64 @op_xor(i64 noundef %120, i64 noundef %122)
  %124 = xor i64 %119, %123
  %125 = mul i64 %124, 1099511628211
  %126 = add nuw nsw i64 %118, 1
  %127 = icmp eq i64 %126, 21
  br i1 %127, label %114, label %117, !llvm.loop !24

128:                                              ; preds = %111, %135
  %129 = phi i64 [ 0, %111 ], [ %136, %135 ]
  %130 = phi i64 [ 1469598103934665603, %111 ], [ %146, %135 ]
  %131 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %129
  br label %138

132:                                              ; preds = %135
  store i64 %146, ptr @h, align 8, !tbaa !6
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %146)
  %134 = load i64, ptr @h, align 8, !tbaa !6
  br label %149

135:                                              ; preds = %138
  %136 = add nuw nsw i64 %129, 1
  %137 = icmp eq i64 %136, 21
  br i1 %137, label %132, label %128, !llvm.loop !25

138:                                              ; preds = %128, %138
  %139 = phi i64 [ 0, %128 ], [ %147, %138 ]
  %140 = phi i64 [ %130, %128 ], [ %146, %138 ]
  %141 = load volatile i64, ptr %131, align 8, !tbaa !12
  %142 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %139
  %143 = load volatile i64, ptr %142, align 8, !tbaa !12
  %144 = tail call fastcc i64 @op_min(i64 noundef %141, i64 noundef %143)
  %145 = xor i64 %140, %144
  %146 = mul i64 %145, 1099511628211
  %147 = add nuw nsw i64 %139, 1
  %148 = icmp eq i64 %147, 21
  br i1 %148, label %135, label %138, !llvm.loop !26

149:                                              ; preds = %132, %156
  %150 = phi i64 [ 0, %132 ], [ %157, %156 ]
  %151 = phi i64 [ 1469598103934665603, %132 ], [ %167, %156 ]
  %152 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %150
  br label %159

153:                                              ; preds = %156
  store i64 %167, ptr @h, align 8, !tbaa !6
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %167)
  %155 = load i64, ptr @h, align 8, !tbaa !6
  br label %170

156:                                              ; preds = %159
  %157 = add nuw nsw i64 %150, 1
  %158 = icmp eq i64 %157, 21
  br i1 %158, label %153, label %149, !llvm.loop !27

159:                                              ; preds = %149, %159
  %160 = phi i64 [ 0, %149 ], [ %168, %159 ]
  %161 = phi i64 [ %151, %149 ], [ %167, %159 ]
  %162 = load volatile i64, ptr %152, align 8, !tbaa !12
  %163 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %160
  %164 = load volatile i64, ptr %163, align 8, !tbaa !12
  %165 = tail call fastcc i64 @op_max(i64 noundef %162, i64 noundef %164)
  %166 = xor i64 %161, %165
  %167 = mul i64 %166, 1099511628211
  %168 = add nuw nsw i64 %160, 1
  %169 = icmp eq i64 %168, 21
  br i1 %169, label %156, label %159, !llvm.loop !28

170:                                              ; preds = %153, %177
  %171 = phi i64 [ 0, %153 ], [ %178, %177 ]
  %172 = phi i64 [ 1469598103934665603, %153 ], [ %189, %177 ]
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %171
  br label %180

174:                                              ; preds = %177
  store i64 %189, ptr @h, align 8, !tbaa !6
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %189)
  %176 = load i64, ptr @h, align 8, !tbaa !6
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !6
  br label %192

177:                                              ; preds = %180
  %178 = add nuw nsw i64 %171, 1
  %179 = icmp eq i64 %178, 21
  br i1 %179, label %174, label %170, !llvm.loop !29

180:                                              ; preds = %170, %180
  %181 = phi i64 [ 0, %170 ], [ %190, %180 ]
  %182 = phi i64 [ %172, %170 ], [ %189, %180 ]
  %183 = load volatile i64, ptr %173, align 8, !tbaa !12
  %184 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %181
  %185 = load volatile i64, ptr %184, align 8, !tbaa !12
  %186 = tail call fastcc i32 @op_cmp(i64 noundef %183, i64 noundef %185)
  %187 = zext nneg i32 %186 to i64
  %188 = xor i64 %182, %187
  %189 = mul i64 %188, 1099511628211
  %190 = add nuw nsw i64 %181, 1
  %191 = icmp eq i64 %190, 21
  br i1 %191, label %177, label %180, !llvm.loop !30

192:                                              ; preds = %174, %200
  %193 = phi i64 [ 0, %174 ], [ %201, %200 ]
  %194 = phi i32 [ 0, %174 ], [ %238, %200 ]
  %195 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
  br label %203

196:                                              ; preds = %200
  %197 = load i64, ptr @h, align 8, !tbaa !6
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %197)
  %199 = load i64, ptr @h, align 8, !tbaa !6
  br label %241

200:                                              ; preds = %237
  %201 = add nuw nsw i64 %193, 1
  %202 = icmp eq i64 %201, 21
  br i1 %202, label %196, label %192, !llvm.loop !31

203:                                              ; preds = %192, %237
  %204 = phi i64 [ 0, %192 ], [ %239, %237 ]
  %205 = phi i32 [ %194, %192 ], [ %238, %237 ]
  %206 = load volatile i64, ptr %195, align 8, !tbaa !12
  %207 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %204
  %208 = load volatile i64, ptr %207, align 8, !tbaa !12
  %209 = icmp eq i64 %208, 0
  br i1 %209, label %237, label %210

210:                                              ; preds = %203
  %211 = icmp eq i64 %206, -9223372036854775808
  %212 = icmp eq i64 %208, -1
  %213 = and i1 %211, %212
  br i1 %213, label %237, label %214

214:                                              ; preds = %210
  %215 = tail call fastcc i64 @op_div(i64 noundef %206, i64 noundef %208)
  %216 = tail call fastcc i64 @op_rem(i64 noundef %206, i64 noundef %208)
  %217 = load i64, ptr @h, align 8, !tbaa !6
  %218 = xor i64 %217, %215
  %219 = mul i64 %218, 1099511628211
  %220 = xor i64 %219, %216
  %221 = mul i64 %220, 1099511628211
  store i64 %221, ptr @h, align 8, !tbaa !6
  %222 = tail call fastcc i64 @op_mul(i64 noundef %215, i64 noundef %208)
  %223 = add i64 %222, %216
  %224 = icmp eq i64 %223, %206
  br i1 %224, label %228, label %225

225:                                              ; preds = %214
  %226 = add nsw i32 %205, 1
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %206, i64 noundef %208)
  br label %228

228:                                              ; preds = %225, %214
  %229 = phi i32 [ %226, %225 ], [ %205, %214 ]
  %230 = icmp eq i64 %216, 0
  %231 = xor i64 %216, %206
  %232 = icmp sgt i64 %231, -1
  %233 = select i1 %230, i1 true, i1 %232
  br i1 %233, label %237, label %234

234:                                              ; preds = %228
  %235 = add nsw i32 %229, 1
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %206, i64 noundef %208)
  br label %237

237:                                              ; preds = %228, %234, %203, %210
  %238 = phi i32 [ %205, %210 ], [ %205, %203 ], [ %235, %234 ], [ %229, %228 ]
  %239 = add nuw nsw i64 %204, 1
  %240 = icmp eq i64 %239, 21
  br i1 %240, label %200, label %203, !llvm.loop !32

241:                                              ; preds = %196, %278
  %242 = phi i64 [ 0, %196 ], [ %279, %278 ]
  %243 = phi i64 [ 1469598103934665603, %196 ], [ %293, %278 ]
  %244 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %242
  br label %281

245:                                              ; preds = %278
  store i64 %293, ptr @h, align 8, !tbaa !6
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %293)
  %247 = load i64, ptr @h, align 8, !tbaa !6
  %248 = load volatile i64, ptr @vals, align 8, !tbaa !12
  %249 = tail call fastcc i64 @op_shl(i64 noundef %248, i32 noundef 63)
  %250 = tail call fastcc i64 @op_lshr(i64 noundef %248, i32 noundef 63)
  %251 = tail call fastcc i64 @op_ashr(i64 noundef %248, i32 noundef 63)
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %248, i32 noundef 63, i64 noundef %249, i32 noundef 63, i64 noundef %250, i32 noundef 63, i64 noundef %251)
  %253 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 8, !tbaa !12
  %254 = tail call fastcc i64 @op_shl(i64 noundef %253, i32 noundef 63)
  %255 = tail call fastcc i64 @op_lshr(i64 noundef %253, i32 noundef 63)
  %256 = tail call fastcc i64 @op_ashr(i64 noundef %253, i32 noundef 63)
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %253, i32 noundef 63, i64 noundef %254, i32 noundef 63, i64 noundef %255, i32 noundef 63, i64 noundef %256)
  %258 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 8, !tbaa !12
  %259 = tail call fastcc i64 @op_shl(i64 noundef %258, i32 noundef 63)
  %260 = tail call fastcc i64 @op_lshr(i64 noundef %258, i32 noundef 63)
  %261 = tail call fastcc i64 @op_ashr(i64 noundef %258, i32 noundef 63)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %258, i32 noundef 63, i64 noundef %259, i32 noundef 63, i64 noundef %260, i32 noundef 63, i64 noundef %261)
  %263 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 8, !tbaa !12
  %264 = tail call fastcc i64 @op_shl(i64 noundef %263, i32 noundef 63)
  %265 = tail call fastcc i64 @op_lshr(i64 noundef %263, i32 noundef 63)
  %266 = tail call fastcc i64 @op_ashr(i64 noundef %263, i32 noundef 63)
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %263, i32 noundef 63, i64 noundef %264, i32 noundef 63, i64 noundef %265, i32 noundef 63, i64 noundef %266)
  %268 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 8, !tbaa !12
  %269 = tail call fastcc i64 @op_shl(i64 noundef %268, i32 noundef 63)
  %270 = tail call fastcc i64 @op_lshr(i64 noundef %268, i32 noundef 63)
  %271 = tail call fastcc i64 @op_ashr(i64 noundef %268, i32 noundef 63)
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %268, i32 noundef 63, i64 noundef %269, i32 noundef 63, i64 noundef %270, i32 noundef 63, i64 noundef %271)
  %273 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 8, !tbaa !12
  %274 = tail call fastcc i64 @op_shl(i64 noundef %273, i32 noundef 63)
  %275 = tail call fastcc i64 @op_lshr(i64 noundef %273, i32 noundef 63)
  %276 = tail call fastcc i64 @op_ashr(i64 noundef %273, i32 noundef 63)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %273, i32 noundef 63, i64 noundef %274, i32 noundef 63, i64 noundef %275, i32 noundef 63, i64 noundef %276)
  br label %312

278:                                              ; preds = %281
  %279 = add nuw nsw i64 %242, 1
  %280 = icmp eq i64 %279, 21
  br i1 %280, label %245, label %241, !llvm.loop !33

281:                                              ; preds = %241, %281
  %282 = phi i32 [ 0, %241 ], [ %294, %281 ]
  %283 = phi i64 [ %243, %241 ], [ %293, %281 ]
  %284 = load volatile i64, ptr %244, align 8, !tbaa !12
  %285 = tail call fastcc i64 @op_shl(i64 noundef %284, i32 noundef %282)
  %286 = xor i64 %283, %285
  %287 = mul i64 %286, 1099511628211
  %288 = tail call fastcc i64 @op_lshr(i64 noundef %284, i32 noundef %282)
  %289 = xor i64 %287, %288
  %290 = mul i64 %289, 1099511628211
  %291 = tail call fastcc i64 @op_ashr(i64 noundef %284, i32 noundef %282)
  %292 = xor i64 %290, %291
  %293 = mul i64 %292, 1099511628211
  %294 = add nuw nsw i32 %282, 1
  %295 = icmp eq i32 %294, 64
  br i1 %295, label %278, label %281, !llvm.loop !34

296:                                              ; preds = %346
  %297 = xor i64 %29, %8
  %298 = xor i64 %297, %50
  %299 = xor i64 %298, %71
  %300 = xor i64 %299, %92
  %301 = xor i64 %300, %113
  %302 = xor i64 %301, %134
  %303 = xor i64 %302, %155
  %304 = xor i64 %303, %176
  %305 = xor i64 %304, %199
  %306 = xor i64 %305, %247
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %306, i32 noundef %347)
  %308 = icmp eq i32 %347, 0
  %309 = trunc i64 %306 to i32
  %310 = and i32 %309, 63
  %311 = select i1 %308, i32 %310, i32 100
  ret i32 %311

312:                                              ; preds = %245, %346
  %313 = phi i64 [ 0, %245 ], [ %348, %346 ]
  %314 = phi i32 [ %238, %245 ], [ %347, %346 ]
  %315 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %313
  %316 = load volatile i64, ptr %315, align 8, !tbaa !12
  %317 = tail call fastcc i64 @op_neg(i64 noundef %316)
  %318 = tail call fastcc i64 @op_not(i64 noundef %316)
  %319 = tail call fastcc i64 @op_abs(i64 noundef %316)
  %320 = tail call fastcc i64 @div3(i64 noundef %316)
  %321 = tail call fastcc i64 @div7(i64 noundef %316)
  %322 = tail call fastcc i64 @div10(i64 noundef %316)
  %323 = tail call fastcc i64 @rem10(i64 noundef %316)
  %324 = tail call fastcc i64 @div16(i64 noundef %316)
  %325 = tail call fastcc i64 @rem16(i64 noundef %316)
  %326 = tail call fastcc i64 @divm5(i64 noundef %316)
  %327 = tail call fastcc i64 @divmax(i64 noundef %316)
  %328 = sitofp i64 %316 to float
  %329 = fpext float %328 to double
  %330 = sitofp i64 %316 to double
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %316, i64 noundef %317, i64 noundef %318, i64 noundef %319, i64 noundef %320, i64 noundef %321, i64 noundef %322, i64 noundef %323, i64 noundef %324, i64 noundef %325, i64 noundef %326, i64 noundef %327, double noundef %329, double noundef %330)
  %332 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 10)
  %333 = icmp eq i64 %322, %332
  br i1 %333, label %334, label %343

334:                                              ; preds = %312
  %335 = tail call fastcc i64 @op_rem(i64 noundef %316, i64 noundef 10)
  %336 = icmp eq i64 %323, %335
  br i1 %336, label %337, label %343

337:                                              ; preds = %334
  %338 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 7)
  %339 = icmp eq i64 %321, %338
  br i1 %339, label %340, label %343

340:                                              ; preds = %337
  %341 = tail call fastcc i64 @op_div(i64 noundef %316, i64 noundef 16)
  %342 = icmp eq i64 %324, %341
  br i1 %342, label %346, label %343

343:                                              ; preds = %340, %337, %334, %312
  %344 = add nsw i32 %314, 1
  %345 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %346

346:                                              ; preds = %343, %340
  %347 = phi i32 [ %344, %343 ], [ %314, %340 ]
  %348 = add nuw nsw i64 %313, 1
  %349 = icmp eq i64 %348, 21
  br i1 %349, label %296, label %312, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = add i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sub i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = mul i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = and i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = or i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = xor i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
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
define internal fastcc noundef i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sdiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = srem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i64
  %4 = shl i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i64
  %4 = lshr i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext nneg i32 %1 to i64
  %4 = ashr i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_neg(i64 noundef %0) unnamed_addr #2 {
  %2 = sub i64 0, %0
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_not(i64 noundef %0) unnamed_addr #2 {
  %2 = xor i64 %0, -1
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_abs(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call fastcc i64 @op_neg(i64 noundef %0)
  br label %5

5:                                                ; preds = %1, %3
  %6 = phi i64 [ %4, %3 ], [ %0, %1 ]
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -3074457345618258602, 3074457345618258603) i64 @div3(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, 3
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1317624576693539401, 1317624576693539402) i64 @div7(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, 7
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -922337203685477580, 922337203685477581) i64 @div10(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, 10
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -9, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 {
  %2 = srem i64 %0, 10
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -576460752303423488, 576460752303423488) i64 @div16(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, 16
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -15, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 {
  %2 = srem i64 %0, 16
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1844674407370955161, 1844674407370955162) i64 @divm5(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, -5
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -1, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 {
  %2 = sdiv i64 %0, 9223372036854775807
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

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
!13 = !{!"long", !8, i64 0}
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
