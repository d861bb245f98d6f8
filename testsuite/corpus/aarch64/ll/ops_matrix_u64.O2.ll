; ModuleID = 'programs/ops_matrix_u64.c'
source_filename = "programs/ops_matrix_u64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint64_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 9223372036854775807, i64 -9223372036854775808, i64 -2, i64 -1, i64 6148914691236517205, i64 -6148914691236517206, i64 81985529216486895], align 8
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
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 64, ptr noundef nonnull @.str.1, i64 noundef 0, i64 noundef -1)
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
  %194 = phi i32 [ 0, %174 ], [ %225, %200 ]
  %195 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
  br label %203

196:                                              ; preds = %200
  %197 = load i64, ptr @h, align 8, !tbaa !6
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %197)
  %199 = load i64, ptr @h, align 8, !tbaa !6
  br label %228

200:                                              ; preds = %224
  %201 = add nuw nsw i64 %193, 1
  %202 = icmp eq i64 %201, 21
  br i1 %202, label %196, label %192, !llvm.loop !31

203:                                              ; preds = %192, %224
  %204 = phi i64 [ 0, %192 ], [ %226, %224 ]
  %205 = phi i32 [ %194, %192 ], [ %225, %224 ]
  %206 = load volatile i64, ptr %195, align 8, !tbaa !12
  %207 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %204
  %208 = load volatile i64, ptr %207, align 8, !tbaa !12
  %209 = icmp eq i64 %208, 0
  br i1 %209, label %224, label %210

210:                                              ; preds = %203
  %211 = tail call fastcc i64 @op_div(i64 noundef %206, i64 noundef %208)
  %212 = tail call fastcc i64 @op_rem(i64 noundef %206, i64 noundef %208)
  %213 = load i64, ptr @h, align 8, !tbaa !6
  %214 = xor i64 %213, %211
  %215 = mul i64 %214, 1099511628211
  %216 = xor i64 %215, %212
  %217 = mul i64 %216, 1099511628211
  store i64 %217, ptr @h, align 8, !tbaa !6
  %218 = tail call fastcc i64 @op_mul(i64 noundef %211, i64 noundef %208)
  %219 = add i64 %218, %212
  %220 = icmp eq i64 %219, %206
  br i1 %220, label %224, label %221

221:                                              ; preds = %210
  %222 = add nsw i32 %205, 1
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %206, i64 noundef %208)
  br label %224

224:                                              ; preds = %210, %221, %203
  %225 = phi i32 [ %205, %203 ], [ %222, %221 ], [ %205, %210 ]
  %226 = add nuw nsw i64 %204, 1
  %227 = icmp eq i64 %226, 21
  br i1 %227, label %200, label %203, !llvm.loop !32

228:                                              ; preds = %196, %265
  %229 = phi i64 [ 0, %196 ], [ %266, %265 ]
  %230 = phi i64 [ 1469598103934665603, %196 ], [ %280, %265 ]
  %231 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %229
  br label %268

232:                                              ; preds = %265
  store i64 %280, ptr @h, align 8, !tbaa !6
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %280)
  %234 = load i64, ptr @h, align 8, !tbaa !6
  %235 = load volatile i64, ptr @vals, align 8, !tbaa !12
  %236 = tail call fastcc i64 @op_shl(i64 noundef %235, i32 noundef 63)
  %237 = tail call fastcc i64 @op_lshr(i64 noundef %235, i32 noundef 63)
  %238 = tail call fastcc i64 @op_ashr(i64 noundef %235, i32 noundef 63)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %235, i32 noundef 63, i64 noundef %236, i32 noundef 63, i64 noundef %237, i32 noundef 63, i64 noundef %238)
  %240 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 8, !tbaa !12
  %241 = tail call fastcc i64 @op_shl(i64 noundef %240, i32 noundef 63)
  %242 = tail call fastcc i64 @op_lshr(i64 noundef %240, i32 noundef 63)
  %243 = tail call fastcc i64 @op_ashr(i64 noundef %240, i32 noundef 63)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %240, i32 noundef 63, i64 noundef %241, i32 noundef 63, i64 noundef %242, i32 noundef 63, i64 noundef %243)
  %245 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 64), align 8, !tbaa !12
  %246 = tail call fastcc i64 @op_shl(i64 noundef %245, i32 noundef 63)
  %247 = tail call fastcc i64 @op_lshr(i64 noundef %245, i32 noundef 63)
  %248 = tail call fastcc i64 @op_ashr(i64 noundef %245, i32 noundef 63)
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %245, i32 noundef 63, i64 noundef %246, i32 noundef 63, i64 noundef %247, i32 noundef 63, i64 noundef %248)
  %250 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 96), align 8, !tbaa !12
  %251 = tail call fastcc i64 @op_shl(i64 noundef %250, i32 noundef 63)
  %252 = tail call fastcc i64 @op_lshr(i64 noundef %250, i32 noundef 63)
  %253 = tail call fastcc i64 @op_ashr(i64 noundef %250, i32 noundef 63)
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %250, i32 noundef 63, i64 noundef %251, i32 noundef 63, i64 noundef %252, i32 noundef 63, i64 noundef %253)
  %255 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 128), align 8, !tbaa !12
  %256 = tail call fastcc i64 @op_shl(i64 noundef %255, i32 noundef 63)
  %257 = tail call fastcc i64 @op_lshr(i64 noundef %255, i32 noundef 63)
  %258 = tail call fastcc i64 @op_ashr(i64 noundef %255, i32 noundef 63)
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %255, i32 noundef 63, i64 noundef %256, i32 noundef 63, i64 noundef %257, i32 noundef 63, i64 noundef %258)
  %260 = load volatile i64, ptr getelementptr inbounds (i8, ptr @vals, i64 160), align 8, !tbaa !12
  %261 = tail call fastcc i64 @op_shl(i64 noundef %260, i32 noundef 63)
  %262 = tail call fastcc i64 @op_lshr(i64 noundef %260, i32 noundef 63)
  %263 = tail call fastcc i64 @op_ashr(i64 noundef %260, i32 noundef 63)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %260, i32 noundef 63, i64 noundef %261, i32 noundef 63, i64 noundef %262, i32 noundef 63, i64 noundef %263)
  br label %299

265:                                              ; preds = %268
  %266 = add nuw nsw i64 %229, 1
  %267 = icmp eq i64 %266, 21
  br i1 %267, label %232, label %228, !llvm.loop !33

268:                                              ; preds = %228, %268
  %269 = phi i32 [ 0, %228 ], [ %281, %268 ]
  %270 = phi i64 [ %230, %228 ], [ %280, %268 ]
  %271 = load volatile i64, ptr %231, align 8, !tbaa !12
  %272 = tail call fastcc i64 @op_shl(i64 noundef %271, i32 noundef %269)
  %273 = xor i64 %270, %272
  %274 = mul i64 %273, 1099511628211
  %275 = tail call fastcc i64 @op_lshr(i64 noundef %271, i32 noundef %269)
  %276 = xor i64 %274, %275
  %277 = mul i64 %276, 1099511628211
  %278 = tail call fastcc i64 @op_ashr(i64 noundef %271, i32 noundef %269)
  %279 = xor i64 %277, %278
  %280 = mul i64 %279, 1099511628211
  %281 = add nuw nsw i32 %269, 1
  %282 = icmp eq i32 %281, 64
  br i1 %282, label %265, label %268, !llvm.loop !34

283:                                              ; preds = %332
  %284 = xor i64 %29, %8
  %285 = xor i64 %284, %50
  %286 = xor i64 %285, %71
  %287 = xor i64 %286, %92
  %288 = xor i64 %287, %113
  %289 = xor i64 %288, %134
  %290 = xor i64 %289, %155
  %291 = xor i64 %290, %176
  %292 = xor i64 %291, %199
  %293 = xor i64 %292, %234
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %293, i32 noundef %333)
  %295 = icmp eq i32 %333, 0
  %296 = trunc i64 %293 to i32
  %297 = and i32 %296, 63
  %298 = select i1 %295, i32 %297, i32 100
  ret i32 %298

299:                                              ; preds = %232, %332
  %300 = phi i64 [ 0, %232 ], [ %334, %332 ]
  %301 = phi i32 [ %225, %232 ], [ %333, %332 ]
  %302 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %300
  %303 = load volatile i64, ptr %302, align 8, !tbaa !12
  %304 = tail call fastcc i64 @op_neg(i64 noundef %303)
  %305 = tail call fastcc i64 @op_not(i64 noundef %303)
  %306 = tail call fastcc i64 @div3(i64 noundef %303)
  %307 = tail call fastcc i64 @div7(i64 noundef %303)
  %308 = tail call fastcc i64 @div10(i64 noundef %303)
  %309 = tail call fastcc i64 @rem10(i64 noundef %303)
  %310 = tail call fastcc i64 @div16(i64 noundef %303)
  %311 = tail call fastcc i64 @rem16(i64 noundef %303)
  %312 = tail call fastcc i64 @divm5(i64 noundef %303)
  %313 = tail call fastcc i64 @divmax(i64 noundef %303)
  %314 = uitofp i64 %303 to float
  %315 = fpext float %314 to double
  %316 = uitofp i64 %303 to double
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %303, i64 noundef %304, i64 noundef %305, i64 noundef %303, i64 noundef %306, i64 noundef %307, i64 noundef %308, i64 noundef %309, i64 noundef %310, i64 noundef %311, i64 noundef %312, i64 noundef %313, double noundef %315, double noundef %316)
  %318 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 10)
  %319 = icmp eq i64 %308, %318
  br i1 %319, label %320, label %329

320:                                              ; preds = %299
  %321 = tail call fastcc i64 @op_rem(i64 noundef %303, i64 noundef 10)
  %322 = icmp eq i64 %309, %321
  br i1 %322, label %323, label %329

323:                                              ; preds = %320
  %324 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 7)
  %325 = icmp eq i64 %307, %324
  br i1 %325, label %326, label %329

326:                                              ; preds = %323
  %327 = tail call fastcc i64 @op_div(i64 noundef %303, i64 noundef 16)
  %328 = icmp eq i64 %310, %327
  br i1 %328, label %332, label %329

329:                                              ; preds = %326, %323, %320, %299
  %330 = add nsw i32 %301, 1
  %331 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %332

332:                                              ; preds = %329, %326
  %333 = phi i32 [ %330, %329 ], [ %301, %326 ]
  %334 = add nuw nsw i64 %300, 1
  %335 = icmp eq i64 %334, 21
  br i1 %335, label %283, label %299, !llvm.loop !35
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
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @op_max(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.umax.i64(i64 %0, i64 %1)
  ret i64 %3
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
define internal fastcc noundef i64 @op_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @op_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = urem i64 %0, %1
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
  %4 = lshr i64 %0, %3
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
define internal fastcc noundef range(i64 0, 6148914691236517206) i64 @div3(i64 noundef %0) unnamed_addr #2 {
  %2 = udiv i64 %0, 3
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 2635249153387078803) i64 @div7(i64 noundef %0) unnamed_addr #2 {
  %2 = udiv i64 %0, 7
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 1844674407370955162) i64 @div10(i64 noundef %0) unnamed_addr #2 {
  %2 = udiv i64 %0, 10
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 10) i64 @rem10(i64 noundef %0) unnamed_addr #2 {
  %2 = urem i64 %0, 10
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 1152921504606846976) i64 @div16(i64 noundef %0) unnamed_addr #2 {
  %2 = lshr i64 %0, 4
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 16) i64 @rem16(i64 noundef %0) unnamed_addr #2 {
  %2 = and i64 %0, 15
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 0, 3689348814741910324) i64 @divm5(i64 noundef %0) unnamed_addr #2 {
  %2 = udiv i64 %0, 5
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2) i64 @divmax(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, -1
  %3 = zext i1 %2 to i64
  ret i64 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

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
