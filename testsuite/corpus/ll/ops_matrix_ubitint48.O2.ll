; ModuleID = 'programs/ops_matrix_ubitint48.c'
source_filename = "programs/ops_matrix_ubitint48.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(48): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 281474976710649, i64 281474976710653, i64 281474976710654, i64 281474976710655, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 140737488355327, i64 140737488355328, i64 281474976710654, i64 281474976710655, i64 93824992236885, i64 187649984473770, i64 76310993685999], align 16
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
  %4 = phi i64 [ 1469598103934665603, %0 ], [ %22, %9 ]
  %5 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %3
  br label %12

6:                                                ; preds = %9
  store i64 %22, ptr @h, align 8, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %22)
  %8 = load i64, ptr @h, align 8, !tbaa !5
  br label %25

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !9

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %23, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %22, %12 ]
  %15 = load volatile i64, ptr %5, align 8, !tbaa !11
  %16 = and i64 %15, 281474976710655
  %17 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %13
  %18 = load volatile i64, ptr %17, align 8, !tbaa !11
  %19 = and i64 %18, 281474976710655
  %20 = tail call fastcc i64 @op_add(i64 noundef %16, i64 noundef %19)
  %21 = xor i64 %14, %20
  %22 = mul i64 %21, 1099511628211
  %23 = add nuw nsw i64 %13, 1
  %24 = icmp eq i64 %23, 21
  br i1 %24, label %9, label %12, !llvm.loop !13

25:                                               ; preds = %6, %32
  %26 = phi i64 [ 0, %6 ], [ %33, %32 ]
  %27 = phi i64 [ 1469598103934665603, %6 ], [ %45, %32 ]
  %28 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %26
  br label %35

29:                                               ; preds = %32
  store i64 %45, ptr @h, align 8, !tbaa !5
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %45)
  %31 = load i64, ptr @h, align 8, !tbaa !5
  br label %48

32:                                               ; preds = %35
  %33 = add nuw nsw i64 %26, 1
  %34 = icmp eq i64 %33, 21
  br i1 %34, label %29, label %25, !llvm.loop !14

35:                                               ; preds = %25, %35
  %36 = phi i64 [ 0, %25 ], [ %46, %35 ]
  %37 = phi i64 [ %27, %25 ], [ %45, %35 ]
  %38 = load volatile i64, ptr %28, align 8, !tbaa !11
  %39 = and i64 %38, 281474976710655
  %40 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %36
  %41 = load volatile i64, ptr %40, align 8, !tbaa !11
  %42 = and i64 %41, 281474976710655
  %43 = tail call fastcc i64 @op_sub(i64 noundef %39, i64 noundef %42)
  %44 = xor i64 %37, %43
  %45 = mul i64 %44, 1099511628211
  %46 = add nuw nsw i64 %36, 1
  %47 = icmp eq i64 %46, 21
  br i1 %47, label %32, label %35, !llvm.loop !15

48:                                               ; preds = %29, %55
  %49 = phi i64 [ 0, %29 ], [ %56, %55 ]
  %50 = phi i64 [ 1469598103934665603, %29 ], [ %68, %55 ]
  %51 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %49
  br label %58

52:                                               ; preds = %55
  store i64 %68, ptr @h, align 8, !tbaa !5
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %68)
  %54 = load i64, ptr @h, align 8, !tbaa !5
  br label %71

55:                                               ; preds = %58
  %56 = add nuw nsw i64 %49, 1
  %57 = icmp eq i64 %56, 21
  br i1 %57, label %52, label %48, !llvm.loop !16

58:                                               ; preds = %48, %58
  %59 = phi i64 [ 0, %48 ], [ %69, %58 ]
  %60 = phi i64 [ %50, %48 ], [ %68, %58 ]
  %61 = load volatile i64, ptr %51, align 8, !tbaa !11
  %62 = and i64 %61, 281474976710655
  %63 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %59
  %64 = load volatile i64, ptr %63, align 8, !tbaa !11
  %65 = and i64 %64, 281474976710655
  %66 = tail call fastcc i64 @op_mul(i64 noundef %62, i64 noundef %65)
  %67 = xor i64 %60, %66
  %68 = mul i64 %67, 1099511628211
  %69 = add nuw nsw i64 %59, 1
  %70 = icmp eq i64 %69, 21
  br i1 %70, label %55, label %58, !llvm.loop !17

71:                                               ; preds = %52, %78
  %72 = phi i64 [ 0, %52 ], [ %79, %78 ]
  %73 = phi i64 [ 1469598103934665603, %52 ], [ %91, %78 ]
  %74 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %72
  br label %81

75:                                               ; preds = %78
  store i64 %91, ptr @h, align 8, !tbaa !5
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %91)
  %77 = load i64, ptr @h, align 8, !tbaa !5
  br label %94

78:                                               ; preds = %81
  %79 = add nuw nsw i64 %72, 1
  %80 = icmp eq i64 %79, 21
  br i1 %80, label %75, label %71, !llvm.loop !18

81:                                               ; preds = %71, %81
  %82 = phi i64 [ 0, %71 ], [ %92, %81 ]
  %83 = phi i64 [ %73, %71 ], [ %91, %81 ]
  %84 = load volatile i64, ptr %74, align 8, !tbaa !11
  %85 = and i64 %84, 281474976710655
  %86 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %82
  %87 = load volatile i64, ptr %86, align 8, !tbaa !11
  %88 = and i64 %87, 281474976710655
  %89 = tail call fastcc i64 @op_and(i64 noundef %85, i64 noundef %88)
  %90 = xor i64 %83, %89
  %91 = mul i64 %90, 1099511628211
  %92 = add nuw nsw i64 %82, 1
  %93 = icmp eq i64 %92, 21
  br i1 %93, label %78, label %81, !llvm.loop !19

94:                                               ; preds = %75, %101
  %95 = phi i64 [ 0, %75 ], [ %102, %101 ]
  %96 = phi i64 [ 1469598103934665603, %75 ], [ %114, %101 ]
  %97 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %95
  br label %104

98:                                               ; preds = %101
  store i64 %114, ptr @h, align 8, !tbaa !5
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %114)
  %100 = load i64, ptr @h, align 8, !tbaa !5
  br label %117

101:                                              ; preds = %104
  %102 = add nuw nsw i64 %95, 1
  %103 = icmp eq i64 %102, 21
  br i1 %103, label %98, label %94, !llvm.loop !20

104:                                              ; preds = %94, %104
  %105 = phi i64 [ 0, %94 ], [ %115, %104 ]
  %106 = phi i64 [ %96, %94 ], [ %114, %104 ]
  %107 = load volatile i64, ptr %97, align 8, !tbaa !11
  %108 = and i64 %107, 281474976710655
  %109 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %105
  %110 = load volatile i64, ptr %109, align 8, !tbaa !11
  %111 = and i64 %110, 281474976710655
  %112 = tail call fastcc i64 @op_or(i64 noundef %108, i64 noundef %111)
  %113 = xor i64 %106, %112
  %114 = mul i64 %113, 1099511628211
  %115 = add nuw nsw i64 %105, 1
  %116 = icmp eq i64 %115, 21
  br i1 %116, label %101, label %104, !llvm.loop !21

117:                                              ; preds = %98, %124
  %118 = phi i64 [ 0, %98 ], [ %125, %124 ]
  %119 = phi i64 [ 1469598103934665603, %98 ], [ %137, %124 ]
  %120 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %118
  br label %127

121:                                              ; preds = %124
  store i64 %137, ptr @h, align 8, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %137)
  %123 = load i64, ptr @h, align 8, !tbaa !5
  br label %140

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %118, 1
  %126 = icmp eq i64 %125, 21
  br i1 %126, label %121, label %117, !llvm.loop !22

127:                                              ; preds = %117, %127
  %128 = phi i64 [ 0, %117 ], [ %138, %127 ]
  %129 = phi i64 [ %119, %117 ], [ %137, %127 ]
  %130 = load volatile i64, ptr %120, align 8, !tbaa !11
  %131 = and i64 %130, 281474976710655
  %132 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %128
  %133 = load volatile i64, ptr %132, align 8, !tbaa !11
  %134 = and i64 %133, 281474976710655
  %135 = tail call fastcc i64 @op_xor(i64 noundef %131, i64 noundef %134)
  %136 = xor i64 %129, %135
  %137 = mul i64 %136, 1099511628211
  %138 = add nuw nsw i64 %128, 1
  %139 = icmp eq i64 %138, 21
  br i1 %139, label %124, label %127, !llvm.loop !23

140:                                              ; preds = %121, %147
  %141 = phi i64 [ 0, %121 ], [ %148, %147 ]
  %142 = phi i64 [ 1469598103934665603, %121 ], [ %160, %147 ]
  %143 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %141
  br label %150

144:                                              ; preds = %147
  store i64 %160, ptr @h, align 8, !tbaa !5
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %160)
  %146 = load i64, ptr @h, align 8, !tbaa !5
  br label %163

147:                                              ; preds = %150
  %148 = add nuw nsw i64 %141, 1
  %149 = icmp eq i64 %148, 21
  br i1 %149, label %144, label %140, !llvm.loop !24

150:                                              ; preds = %140, %150
  %151 = phi i64 [ 0, %140 ], [ %161, %150 ]
  %152 = phi i64 [ %142, %140 ], [ %160, %150 ]
  %153 = load volatile i64, ptr %143, align 8, !tbaa !11
  %154 = and i64 %153, 281474976710655
  %155 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %151
  %156 = load volatile i64, ptr %155, align 8, !tbaa !11
  %157 = and i64 %156, 281474976710655
  %158 = tail call fastcc i64 @op_min(i64 noundef %154, i64 noundef %157)
  %159 = xor i64 %152, %158
  %160 = mul i64 %159, 1099511628211
  %161 = add nuw nsw i64 %151, 1
  %162 = icmp eq i64 %161, 21
  br i1 %162, label %147, label %150, !llvm.loop !25

163:                                              ; preds = %144, %170
  %164 = phi i64 [ 0, %144 ], [ %171, %170 ]
  %165 = phi i64 [ 1469598103934665603, %144 ], [ %183, %170 ]
  %166 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %164
  br label %173

167:                                              ; preds = %170
  store i64 %183, ptr @h, align 8, !tbaa !5
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %183)
  %169 = load i64, ptr @h, align 8, !tbaa !5
  br label %186

170:                                              ; preds = %173
  %171 = add nuw nsw i64 %164, 1
  %172 = icmp eq i64 %171, 21
  br i1 %172, label %167, label %163, !llvm.loop !26

173:                                              ; preds = %163, %173
  %174 = phi i64 [ 0, %163 ], [ %184, %173 ]
  %175 = phi i64 [ %165, %163 ], [ %183, %173 ]
  %176 = load volatile i64, ptr %166, align 8, !tbaa !11
  %177 = and i64 %176, 281474976710655
  %178 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %174
  %179 = load volatile i64, ptr %178, align 8, !tbaa !11
  %180 = and i64 %179, 281474976710655
  %181 = tail call fastcc i64 @op_max(i64 noundef %177, i64 noundef %180)
  %182 = xor i64 %175, %181
  %183 = mul i64 %182, 1099511628211
  %184 = add nuw nsw i64 %174, 1
  %185 = icmp eq i64 %184, 21
  br i1 %185, label %170, label %173, !llvm.loop !27

186:                                              ; preds = %167, %193
  %187 = phi i64 [ 0, %167 ], [ %194, %193 ]
  %188 = phi i64 [ 1469598103934665603, %167 ], [ %207, %193 ]
  %189 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %187
  br label %196

190:                                              ; preds = %193
  store i64 %207, ptr @h, align 8, !tbaa !5
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %207)
  %192 = load i64, ptr @h, align 8, !tbaa !5
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !5
  br label %210

193:                                              ; preds = %196
  %194 = add nuw nsw i64 %187, 1
  %195 = icmp eq i64 %194, 21
  br i1 %195, label %190, label %186, !llvm.loop !28

196:                                              ; preds = %186, %196
  %197 = phi i64 [ 0, %186 ], [ %208, %196 ]
  %198 = phi i64 [ %188, %186 ], [ %207, %196 ]
  %199 = load volatile i64, ptr %189, align 8, !tbaa !11
  %200 = and i64 %199, 281474976710655
  %201 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %197
  %202 = load volatile i64, ptr %201, align 8, !tbaa !11
  %203 = and i64 %202, 281474976710655
  %204 = tail call fastcc i32 @op_cmp(i64 noundef %200, i64 noundef %203)
  %205 = zext nneg i32 %204 to i64
  %206 = xor i64 %198, %205
  %207 = mul i64 %206, 1099511628211
  %208 = add nuw nsw i64 %197, 1
  %209 = icmp eq i64 %208, 21
  br i1 %209, label %193, label %196, !llvm.loop !29

210:                                              ; preds = %190, %218
  %211 = phi i64 [ 0, %190 ], [ %219, %218 ]
  %212 = phi i32 [ 0, %190 ], [ %248, %218 ]
  %213 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %211
  br label %221

214:                                              ; preds = %218
  %215 = load i64, ptr @h, align 8, !tbaa !5
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %215)
  %217 = load i64, ptr @h, align 8, !tbaa !5
  br label %251

218:                                              ; preds = %247
  %219 = add nuw nsw i64 %211, 1
  %220 = icmp eq i64 %219, 21
  br i1 %220, label %214, label %210, !llvm.loop !30

221:                                              ; preds = %210, %247
  %222 = phi i64 [ 0, %210 ], [ %249, %247 ]
  %223 = phi i32 [ %212, %210 ], [ %248, %247 ]
  %224 = load volatile i64, ptr %213, align 8, !tbaa !11
  %225 = and i64 %224, 281474976710655
  %226 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %222
  %227 = load volatile i64, ptr %226, align 8, !tbaa !11
  %228 = and i64 %227, 281474976710655
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %247, label %230

230:                                              ; preds = %221
  %231 = trunc i64 %224 to i48
  %232 = tail call fastcc i64 @op_div(i64 noundef %225, i64 noundef %228)
  %233 = tail call fastcc i64 @op_rem(i64 noundef %225, i64 noundef %228)
  %234 = trunc nuw i64 %233 to i48
  %235 = load i64, ptr @h, align 8, !tbaa !5
  %236 = xor i64 %235, %232
  %237 = mul i64 %236, 1099511628211
  %238 = xor i64 %237, %233
  %239 = mul i64 %238, 1099511628211
  store i64 %239, ptr @h, align 8, !tbaa !5
  %240 = tail call fastcc i64 @op_mul(i64 noundef %232, i64 noundef %228)
  %241 = trunc nuw i64 %240 to i48
  %242 = add i48 %241, %234
  %243 = icmp eq i48 %242, %231
  br i1 %243, label %247, label %244

244:                                              ; preds = %230
  %245 = add nsw i32 %223, 1
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %225, i64 noundef %228)
  br label %247

247:                                              ; preds = %230, %244, %221
  %248 = phi i32 [ %223, %221 ], [ %245, %244 ], [ %223, %230 ]
  %249 = add nuw nsw i64 %222, 1
  %250 = icmp eq i64 %249, 21
  br i1 %250, label %218, label %221, !llvm.loop !31

251:                                              ; preds = %214, %294
  %252 = phi i64 [ 0, %214 ], [ %295, %294 ]
  %253 = phi i64 [ 1469598103934665603, %214 ], [ %310, %294 ]
  %254 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %252
  br label %297

255:                                              ; preds = %294
  store i64 %310, ptr @h, align 8, !tbaa !5
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %310)
  %257 = load i64, ptr @h, align 8, !tbaa !5
  %258 = load volatile i64, ptr @vals, align 16, !tbaa !11
  %259 = and i64 %258, 281474976710655
  %260 = tail call fastcc i64 @op_shl(i64 noundef %259, i32 noundef 47)
  %261 = tail call fastcc i64 @op_lshr(i64 noundef %259, i32 noundef 47)
  %262 = tail call fastcc i64 @op_ashr(i64 noundef %259, i32 noundef 47)
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %259, i32 noundef 47, i64 noundef %260, i32 noundef 47, i64 noundef %261, i32 noundef 47, i64 noundef %262)
  %264 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 16, !tbaa !11
  %265 = and i64 %264, 281474976710655
  %266 = tail call fastcc i64 @op_shl(i64 noundef %265, i32 noundef 47)
  %267 = tail call fastcc i64 @op_lshr(i64 noundef %265, i32 noundef 47)
  %268 = tail call fastcc i64 @op_ashr(i64 noundef %265, i32 noundef 47)
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %265, i32 noundef 47, i64 noundef %266, i32 noundef 47, i64 noundef %267, i32 noundef 47, i64 noundef %268)
  %270 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 16, !tbaa !11
  %271 = and i64 %270, 281474976710655
  %272 = tail call fastcc i64 @op_shl(i64 noundef %271, i32 noundef 47)
  %273 = tail call fastcc i64 @op_lshr(i64 noundef %271, i32 noundef 47)
  %274 = tail call fastcc i64 @op_ashr(i64 noundef %271, i32 noundef 47)
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %271, i32 noundef 47, i64 noundef %272, i32 noundef 47, i64 noundef %273, i32 noundef 47, i64 noundef %274)
  %276 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 16, !tbaa !11
  %277 = and i64 %276, 281474976710655
  %278 = tail call fastcc i64 @op_shl(i64 noundef %277, i32 noundef 47)
  %279 = tail call fastcc i64 @op_lshr(i64 noundef %277, i32 noundef 47)
  %280 = tail call fastcc i64 @op_ashr(i64 noundef %277, i32 noundef 47)
  %281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %277, i32 noundef 47, i64 noundef %278, i32 noundef 47, i64 noundef %279, i32 noundef 47, i64 noundef %280)
  %282 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 16, !tbaa !11
  %283 = and i64 %282, 281474976710655
  %284 = tail call fastcc i64 @op_shl(i64 noundef %283, i32 noundef 47)
  %285 = tail call fastcc i64 @op_lshr(i64 noundef %283, i32 noundef 47)
  %286 = tail call fastcc i64 @op_ashr(i64 noundef %283, i32 noundef 47)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %283, i32 noundef 47, i64 noundef %284, i32 noundef 47, i64 noundef %285, i32 noundef 47, i64 noundef %286)
  %288 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 16, !tbaa !11
  %289 = and i64 %288, 281474976710655
  %290 = tail call fastcc i64 @op_shl(i64 noundef %289, i32 noundef 47)
  %291 = tail call fastcc i64 @op_lshr(i64 noundef %289, i32 noundef 47)
  %292 = tail call fastcc i64 @op_ashr(i64 noundef %289, i32 noundef 47)
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %289, i32 noundef 47, i64 noundef %290, i32 noundef 47, i64 noundef %291, i32 noundef 47, i64 noundef %292)
  br label %329

294:                                              ; preds = %297
  %295 = add nuw nsw i64 %252, 1
  %296 = icmp eq i64 %295, 21
  br i1 %296, label %255, label %251, !llvm.loop !32

297:                                              ; preds = %251, %297
  %298 = phi i32 [ 0, %251 ], [ %311, %297 ]
  %299 = phi i64 [ %253, %251 ], [ %310, %297 ]
  %300 = load volatile i64, ptr %254, align 8, !tbaa !11
  %301 = and i64 %300, 281474976710655
  %302 = tail call fastcc i64 @op_shl(i64 noundef %301, i32 noundef %298)
  %303 = xor i64 %299, %302
  %304 = mul i64 %303, 1099511628211
  %305 = tail call fastcc i64 @op_lshr(i64 noundef %301, i32 noundef %298)
  %306 = xor i64 %304, %305
  %307 = mul i64 %306, 1099511628211
  %308 = tail call fastcc i64 @op_ashr(i64 noundef %301, i32 noundef %298)
  %309 = xor i64 %307, %308
  %310 = mul i64 %309, 1099511628211
  %311 = add nuw nsw i32 %298, 1
  %312 = icmp eq i32 %311, 48
  br i1 %312, label %294, label %297, !llvm.loop !33

313:                                              ; preds = %365
  %314 = xor i64 %31, %8
  %315 = xor i64 %314, %54
  %316 = xor i64 %315, %77
  %317 = xor i64 %316, %100
  %318 = xor i64 %317, %123
  %319 = xor i64 %318, %146
  %320 = xor i64 %319, %169
  %321 = xor i64 %320, %192
  %322 = xor i64 %321, %217
  %323 = xor i64 %322, %257
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %323, i32 noundef %366)
  %325 = icmp eq i32 %366, 0
  %326 = trunc i64 %323 to i32
  %327 = and i32 %326, 63
  %328 = select i1 %325, i32 %327, i32 100
  ret i32 %328

329:                                              ; preds = %255, %365
  %330 = phi i64 [ 0, %255 ], [ %367, %365 ]
  %331 = phi i32 [ %248, %255 ], [ %366, %365 ]
  %332 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %330
  %333 = load volatile i64, ptr %332, align 8, !tbaa !11
  %334 = trunc i64 %333 to i48
  %335 = and i64 %333, 281474976710655
  %336 = tail call fastcc i64 @op_neg(i64 noundef %335)
  %337 = tail call fastcc i64 @op_not(i64 noundef %335)
  %338 = tail call fastcc i64 @op_abs(i64 noundef %335)
  %339 = tail call fastcc i64 @div3(i64 noundef %335)
  %340 = tail call fastcc i64 @div7(i64 noundef %335)
  %341 = tail call fastcc i64 @div10(i64 noundef %335)
  %342 = tail call fastcc i64 @rem10(i64 noundef %335)
  %343 = tail call fastcc i64 @div16(i64 noundef %335)
  %344 = tail call fastcc i64 @rem16(i64 noundef %335)
  %345 = tail call fastcc i64 @divm5(i64 noundef %335)
  %346 = tail call fastcc i64 @divmax(i64 noundef %335)
  %347 = uitofp i48 %334 to float
  %348 = fpext float %347 to double
  %349 = uitofp i48 %334 to double
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %335, i64 noundef %336, i64 noundef %337, i64 noundef %338, i64 noundef %339, i64 noundef %340, i64 noundef %341, i64 noundef %342, i64 noundef %343, i64 noundef %344, i64 noundef %345, i64 noundef %346, double noundef %348, double noundef %349)
  %351 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 10)
  %352 = icmp eq i64 %341, %351
  br i1 %352, label %353, label %362

353:                                              ; preds = %329
  %354 = tail call fastcc i64 @op_rem(i64 noundef %335, i64 noundef 10)
  %355 = icmp eq i64 %342, %354
  br i1 %355, label %356, label %362

356:                                              ; preds = %353
  %357 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 7)
  %358 = icmp eq i64 %340, %357
  br i1 %358, label %359, label %362

359:                                              ; preds = %356
  %360 = tail call fastcc i64 @op_div(i64 noundef %335, i64 noundef 16)
  %361 = icmp eq i64 %343, %360
  br i1 %361, label %365, label %362

362:                                              ; preds = %359, %356, %353, %329
  %363 = add nsw i32 %331, 1
  %364 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %365

365:                                              ; preds = %362, %359
  %366 = phi i32 [ %363, %362 ], [ %331, %359 ]
  %367 = add nuw nsw i64 %330, 1
  %368 = icmp eq i64 %367, 21
  br i1 %368, label %313, label %329, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_add(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = add i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sub i64 %0, %1
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = mul i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_and(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = and i64 %0, 281474976710655
  %4 = and i64 %3, %1
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_or(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = or i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = xor i64 %1, %0
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_min(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1)
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.umax.i64(i64 %0, i64 %1)
  %4 = and i64 %3, 281474976710655
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %0, %1
  %4 = zext i1 %3 to i32
  %5 = select i1 %3, i32 0, i32 2
  %6 = icmp ult i64 %0, %1
  %7 = select i1 %6, i32 4, i32 0
  %8 = icmp ugt i64 %0, %1
  %9 = select i1 %8, i32 0, i32 8
  %10 = select i1 %8, i32 16, i32 0
  %11 = select i1 %6, i32 0, i32 32
  %12 = select i1 %6, i32 64, i32 0
  %13 = select i1 %6, i32 0, i32 128
  %14 = icmp eq i64 %0, 0
  %15 = select i1 %14, i32 256, i32 0
  %16 = icmp eq i64 %1, 0
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
define internal fastcc range(i64 0, 281474976710656) i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = trunc nuw i64 %0 to i48
  %4 = trunc nuw i64 %1 to i48
  %5 = udiv i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = trunc nuw i64 %0 to i48
  %4 = trunc nuw i64 %1 to i48
  %5 = urem i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nuw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = shl i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_lshr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nuw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = lshr i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_ashr(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc nuw i64 %0 to i48
  %4 = zext nneg i32 %1 to i48
  %5 = lshr i48 %3, %4
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_neg(i64 noundef %0) unnamed_addr #2 {
  %2 = sub i64 0, %0
  %3 = and i64 %2, 281474976710655
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 281474976710656) i64 @op_not(i64 noundef %0) unnamed_addr #2 {
  %2 = and i64 %0, 281474976710655
  %3 = xor i64 %2, 281474976710655
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 281474976710656) i64 @op_abs(i64 noundef %0) unnamed_addr #2 {
  %2 = and i64 %0, 281474976710655
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 93824992236886) i64 @div3(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nuw i64 %0 to i48
  %3 = udiv i48 %2, 3
  %4 = zext nneg i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 40210710958666) i64 @div7(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nuw i64 %0 to i48
  %3 = udiv i48 %2, 7
  %4 = zext nneg i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 28147497671066) i64 @div10(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nuw i64 %0 to i48
  %3 = udiv i48 %2, 10
  %4 = zext nneg i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nuw i64 %0 to i48
  %3 = urem i48 %2, 10
  %4 = zext nneg i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 17592186044416) i64 @div16(i64 noundef %0) unnamed_addr #2 {
  %2 = lshr i64 %0, 4
  %3 = and i64 %2, 17592186044415
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 {
  %2 = and i64 %0, 15
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 56294995342132) i64 @divm5(i64 noundef %0) unnamed_addr #2 {
  %2 = trunc nuw i64 %0 to i48
  %3 = udiv i48 %2, 5
  %4 = zext nneg i48 %3 to i64
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 281474976710655
  %3 = zext i1 %2 to i64
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(48)", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
