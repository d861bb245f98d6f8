; ModuleID = 'programs/ops_matrix_u8.c'
source_filename = "programs/ops_matrix_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type uint8_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal unnamed_addr global i64 0, align 8
@vals = internal global [21 x i8] c"\00\01\00\F9\FD\FE\FF\00\01\02\03\05\07\0A\7F\80\FE\FFU\AA\EF", align 16
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
  store i64 %21, ptr @h, align 8, !tbaa !5
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.3, i64 noundef %21)
  %8 = load i64, ptr @h, align 8, !tbaa !5
  br label %24

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %3, 1
  %11 = icmp eq i64 %10, 21
  br i1 %11, label %6, label %2, !llvm.loop !9

12:                                               ; preds = %2, %12
  %13 = phi i64 [ 0, %2 ], [ %22, %12 ]
  %14 = phi i64 [ %4, %2 ], [ %21, %12 ]
  %15 = load volatile i8, ptr %5, align 1, !tbaa !11
  %16 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %13
  %17 = load volatile i8, ptr %16, align 1, !tbaa !11
  %18 = tail call fastcc zeroext i8 @op_add(i8 noundef zeroext %15, i8 noundef zeroext %17)
  %19 = zext i8 %18 to i64
  %20 = xor i64 %14, %19
  %21 = mul i64 %20, 1099511628211
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, 21
  br i1 %23, label %9, label %12, !llvm.loop !12

24:                                               ; preds = %6, %31
  %25 = phi i64 [ 0, %6 ], [ %32, %31 ]
  %26 = phi i64 [ 1469598103934665603, %6 ], [ %43, %31 ]
  %27 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %25
  br label %34

28:                                               ; preds = %31
  store i64 %43, ptr @h, align 8, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.4, i64 noundef %43)
  %30 = load i64, ptr @h, align 8, !tbaa !5
  br label %46

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %25, 1
  %33 = icmp eq i64 %32, 21
  br i1 %33, label %28, label %24, !llvm.loop !13

34:                                               ; preds = %24, %34
  %35 = phi i64 [ 0, %24 ], [ %44, %34 ]
  %36 = phi i64 [ %26, %24 ], [ %43, %34 ]
  %37 = load volatile i8, ptr %27, align 1, !tbaa !11
  %38 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %35
  %39 = load volatile i8, ptr %38, align 1, !tbaa !11
  %40 = tail call fastcc zeroext i8 @op_sub(i8 noundef zeroext %37, i8 noundef zeroext %39)
  %41 = zext i8 %40 to i64
  %42 = xor i64 %36, %41
  %43 = mul i64 %42, 1099511628211
  %44 = add nuw nsw i64 %35, 1
  %45 = icmp eq i64 %44, 21
  br i1 %45, label %31, label %34, !llvm.loop !14

46:                                               ; preds = %28, %53
  %47 = phi i64 [ 0, %28 ], [ %54, %53 ]
  %48 = phi i64 [ 1469598103934665603, %28 ], [ %65, %53 ]
  %49 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %47
  br label %56

50:                                               ; preds = %53
  store i64 %65, ptr @h, align 8, !tbaa !5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.5, i64 noundef %65)
  %52 = load i64, ptr @h, align 8, !tbaa !5
  br label %68

53:                                               ; preds = %56
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 21
  br i1 %55, label %50, label %46, !llvm.loop !15

56:                                               ; preds = %46, %56
  %57 = phi i64 [ 0, %46 ], [ %66, %56 ]
  %58 = phi i64 [ %48, %46 ], [ %65, %56 ]
  %59 = load volatile i8, ptr %49, align 1, !tbaa !11
  %60 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %57
  %61 = load volatile i8, ptr %60, align 1, !tbaa !11
  %62 = tail call fastcc zeroext i8 @op_mul(i8 noundef zeroext %59, i8 noundef zeroext %61)
  %63 = zext i8 %62 to i64
  %64 = xor i64 %58, %63
  %65 = mul i64 %64, 1099511628211
  %66 = add nuw nsw i64 %57, 1
  %67 = icmp eq i64 %66, 21
  br i1 %67, label %53, label %56, !llvm.loop !16

68:                                               ; preds = %50, %75
  %69 = phi i64 [ 0, %50 ], [ %76, %75 ]
  %70 = phi i64 [ 1469598103934665603, %50 ], [ %87, %75 ]
  %71 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %69
  br label %78

72:                                               ; preds = %75
  store i64 %87, ptr @h, align 8, !tbaa !5
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.6, i64 noundef %87)
  %74 = load i64, ptr @h, align 8, !tbaa !5
  br label %90

75:                                               ; preds = %78
  %76 = add nuw nsw i64 %69, 1
  %77 = icmp eq i64 %76, 21
  br i1 %77, label %72, label %68, !llvm.loop !17

78:                                               ; preds = %68, %78
  %79 = phi i64 [ 0, %68 ], [ %88, %78 ]
  %80 = phi i64 [ %70, %68 ], [ %87, %78 ]
  %81 = load volatile i8, ptr %71, align 1, !tbaa !11
  %82 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %79
  %83 = load volatile i8, ptr %82, align 1, !tbaa !11
  %84 = tail call fastcc zeroext i8 @op_and(i8 noundef zeroext %81, i8 noundef zeroext %83)
  %85 = zext i8 %84 to i64
  %86 = xor i64 %80, %85
  %87 = mul i64 %86, 1099511628211
  %88 = add nuw nsw i64 %79, 1
  %89 = icmp eq i64 %88, 21
  br i1 %89, label %75, label %78, !llvm.loop !18

90:                                               ; preds = %72, %97
  %91 = phi i64 [ 0, %72 ], [ %98, %97 ]
  %92 = phi i64 [ 1469598103934665603, %72 ], [ %109, %97 ]
  %93 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %91
  br label %100

94:                                               ; preds = %97
  store i64 %109, ptr @h, align 8, !tbaa !5
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7, i64 noundef %109)
  %96 = load i64, ptr @h, align 8, !tbaa !5
  br label %112

97:                                               ; preds = %100
  %98 = add nuw nsw i64 %91, 1
  %99 = icmp eq i64 %98, 21
  br i1 %99, label %94, label %90, !llvm.loop !19

100:                                              ; preds = %90, %100
  %101 = phi i64 [ 0, %90 ], [ %110, %100 ]
  %102 = phi i64 [ %92, %90 ], [ %109, %100 ]
  %103 = load volatile i8, ptr %93, align 1, !tbaa !11
  %104 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %101
  %105 = load volatile i8, ptr %104, align 1, !tbaa !11
  %106 = tail call fastcc zeroext i8 @op_or(i8 noundef zeroext %103, i8 noundef zeroext %105)
  %107 = zext i8 %106 to i64
  %108 = xor i64 %102, %107
  %109 = mul i64 %108, 1099511628211
  %110 = add nuw nsw i64 %101, 1
  %111 = icmp eq i64 %110, 21
  br i1 %111, label %97, label %100, !llvm.loop !20

112:                                              ; preds = %94, %119
  %113 = phi i64 [ 0, %94 ], [ %120, %119 ]
  %114 = phi i64 [ 1469598103934665603, %94 ], [ %131, %119 ]
  %115 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %113
  br label %122

116:                                              ; preds = %119
  store i64 %131, ptr @h, align 8, !tbaa !5
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8, i64 noundef %131)
  %118 = load i64, ptr @h, align 8, !tbaa !5
  br label %134

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %113, 1
  %121 = icmp eq i64 %120, 21
  br i1 %121, label %116, label %112, !llvm.loop !21

122:                                              ; preds = %112, %122
  %123 = phi i64 [ 0, %112 ], [ %132, %122 ]
  %124 = phi i64 [ %114, %112 ], [ %131, %122 ]
  %125 = load volatile i8, ptr %115, align 1, !tbaa !11
  %126 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %123
  %127 = load volatile i8, ptr %126, align 1, !tbaa !11
  %128 = tail call fastcc zeroext i8 @op_xor(i8 noundef zeroext %125, i8 noundef zeroext %127)
  %129 = zext i8 %128 to i64
  %130 = xor i64 %124, %129
  %131 = mul i64 %130, 1099511628211
  %132 = add nuw nsw i64 %123, 1
  %133 = icmp eq i64 %132, 21
  br i1 %133, label %119, label %122, !llvm.loop !22

134:                                              ; preds = %116, %141
  %135 = phi i64 [ 0, %116 ], [ %142, %141 ]
  %136 = phi i64 [ 1469598103934665603, %116 ], [ %153, %141 ]
  %137 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %135
  br label %144

138:                                              ; preds = %141
  store i64 %153, ptr @h, align 8, !tbaa !5
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9, i64 noundef %153)
  %140 = load i64, ptr @h, align 8, !tbaa !5
  br label %156

141:                                              ; preds = %144
  %142 = add nuw nsw i64 %135, 1
  %143 = icmp eq i64 %142, 21
  br i1 %143, label %138, label %134, !llvm.loop !23

144:                                              ; preds = %134, %144
  %145 = phi i64 [ 0, %134 ], [ %154, %144 ]
  %146 = phi i64 [ %136, %134 ], [ %153, %144 ]
  %147 = load volatile i8, ptr %137, align 1, !tbaa !11
  %148 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %145
  %149 = load volatile i8, ptr %148, align 1, !tbaa !11
  %150 = tail call fastcc zeroext i8 @op_min(i8 noundef zeroext %147, i8 noundef zeroext %149)
  %151 = zext i8 %150 to i64
  %152 = xor i64 %146, %151
  %153 = mul i64 %152, 1099511628211
  %154 = add nuw nsw i64 %145, 1
  %155 = icmp eq i64 %154, 21
  br i1 %155, label %141, label %144, !llvm.loop !24

156:                                              ; preds = %138, %163
  %157 = phi i64 [ 0, %138 ], [ %164, %163 ]
  %158 = phi i64 [ 1469598103934665603, %138 ], [ %175, %163 ]
  %159 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %157
  br label %166

160:                                              ; preds = %163
  store i64 %175, ptr @h, align 8, !tbaa !5
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10, i64 noundef %175)
  %162 = load i64, ptr @h, align 8, !tbaa !5
  br label %178

163:                                              ; preds = %166
  %164 = add nuw nsw i64 %157, 1
  %165 = icmp eq i64 %164, 21
  br i1 %165, label %160, label %156, !llvm.loop !25

166:                                              ; preds = %156, %166
  %167 = phi i64 [ 0, %156 ], [ %176, %166 ]
  %168 = phi i64 [ %158, %156 ], [ %175, %166 ]
  %169 = load volatile i8, ptr %159, align 1, !tbaa !11
  %170 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %167
  %171 = load volatile i8, ptr %170, align 1, !tbaa !11
  %172 = tail call fastcc zeroext i8 @op_max(i8 noundef zeroext %169, i8 noundef zeroext %171)
  %173 = zext i8 %172 to i64
  %174 = xor i64 %168, %173
  %175 = mul i64 %174, 1099511628211
  %176 = add nuw nsw i64 %167, 1
  %177 = icmp eq i64 %176, 21
  br i1 %177, label %163, label %166, !llvm.loop !26

178:                                              ; preds = %160, %185
  %179 = phi i64 [ 0, %160 ], [ %186, %185 ]
  %180 = phi i64 [ 1469598103934665603, %160 ], [ %198, %185 ]
  %181 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %179
  br label %188

182:                                              ; preds = %185
  store i64 %198, ptr @h, align 8, !tbaa !5
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11, i64 noundef %198)
  %184 = load i64, ptr @h, align 8, !tbaa !5
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !5
  br label %201

185:                                              ; preds = %188
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, 21
  br i1 %187, label %182, label %178, !llvm.loop !27

188:                                              ; preds = %178, %188
  %189 = phi i64 [ 0, %178 ], [ %199, %188 ]
  %190 = phi i64 [ %180, %178 ], [ %198, %188 ]
  %191 = load volatile i8, ptr %181, align 1, !tbaa !11
  %192 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %189
  %193 = load volatile i8, ptr %192, align 1, !tbaa !11
  %194 = tail call fastcc i32 @op_cmp(i8 noundef zeroext %191, i8 noundef zeroext %193)
  %195 = and i32 %194, 255
  %196 = zext nneg i32 %195 to i64
  %197 = xor i64 %190, %196
  %198 = mul i64 %197, 1099511628211
  %199 = add nuw nsw i64 %189, 1
  %200 = icmp eq i64 %199, 21
  br i1 %200, label %185, label %188, !llvm.loop !28

201:                                              ; preds = %182, %209
  %202 = phi i64 [ 0, %182 ], [ %210, %209 ]
  %203 = phi i32 [ 0, %182 ], [ %238, %209 ]
  %204 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %202
  br label %212

205:                                              ; preds = %209
  %206 = load i64, ptr @h, align 8, !tbaa !5
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %206)
  %208 = load i64, ptr @h, align 8, !tbaa !5
  br label %241

209:                                              ; preds = %237
  %210 = add nuw nsw i64 %202, 1
  %211 = icmp eq i64 %210, 21
  br i1 %211, label %205, label %201, !llvm.loop !29

212:                                              ; preds = %201, %237
  %213 = phi i64 [ 0, %201 ], [ %239, %237 ]
  %214 = phi i32 [ %203, %201 ], [ %238, %237 ]
  %215 = load volatile i8, ptr %204, align 1, !tbaa !11
  %216 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %213
  %217 = load volatile i8, ptr %216, align 1, !tbaa !11
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %237, label %219

219:                                              ; preds = %212
  %220 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %215, i8 noundef zeroext %217)
  %221 = tail call fastcc zeroext i8 @op_rem(i8 noundef zeroext %215, i8 noundef zeroext %217)
  %222 = zext i8 %220 to i64
  %223 = load i64, ptr @h, align 8, !tbaa !5
  %224 = xor i64 %223, %222
  %225 = mul i64 %224, 1099511628211
  %226 = zext i8 %221 to i64
  %227 = xor i64 %225, %226
  %228 = mul i64 %227, 1099511628211
  store i64 %228, ptr @h, align 8, !tbaa !5
  %229 = tail call fastcc zeroext i8 @op_mul(i8 noundef zeroext %220, i8 noundef zeroext %217)
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
  br i1 %240, label %209, label %212, !llvm.loop !30

241:                                              ; preds = %205, %302
  %242 = phi i64 [ 0, %205 ], [ %303, %302 ]
  %243 = phi i64 [ 1469598103934665603, %205 ], [ %320, %302 ]
  %244 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %242
  br label %305

245:                                              ; preds = %302
  store i64 %320, ptr @h, align 8, !tbaa !5
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %320)
  %247 = load i64, ptr @h, align 8, !tbaa !5
  %248 = load volatile i8, ptr @vals, align 16, !tbaa !11
  %249 = zext i8 %248 to i64
  %250 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %248, i32 noundef 7)
  %251 = zext i8 %250 to i64
  %252 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %248, i32 noundef 7)
  %253 = zext i8 %252 to i64
  %254 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %248, i32 noundef 7)
  %255 = zext i8 %254 to i64
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %249, i32 noundef 7, i64 noundef %251, i32 noundef 7, i64 noundef %253, i32 noundef 7, i64 noundef %255)
  %257 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !11
  %258 = zext i8 %257 to i64
  %259 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %257, i32 noundef 7)
  %260 = zext i8 %259 to i64
  %261 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %257, i32 noundef 7)
  %262 = zext i8 %261 to i64
  %263 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %257, i32 noundef 7)
  %264 = zext i8 %263 to i64
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %258, i32 noundef 7, i64 noundef %260, i32 noundef 7, i64 noundef %262, i32 noundef 7, i64 noundef %264)
  %266 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 8, !tbaa !11
  %267 = zext i8 %266 to i64
  %268 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %266, i32 noundef 7)
  %269 = zext i8 %268 to i64
  %270 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %266, i32 noundef 7)
  %271 = zext i8 %270 to i64
  %272 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %266, i32 noundef 7)
  %273 = zext i8 %272 to i64
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %267, i32 noundef 7, i64 noundef %269, i32 noundef 7, i64 noundef %271, i32 noundef 7, i64 noundef %273)
  %275 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !11
  %276 = zext i8 %275 to i64
  %277 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %275, i32 noundef 7)
  %278 = zext i8 %277 to i64
  %279 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %275, i32 noundef 7)
  %280 = zext i8 %279 to i64
  %281 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %275, i32 noundef 7)
  %282 = zext i8 %281 to i64
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %276, i32 noundef 7, i64 noundef %278, i32 noundef 7, i64 noundef %280, i32 noundef 7, i64 noundef %282)
  %284 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 16, !tbaa !11
  %285 = zext i8 %284 to i64
  %286 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %284, i32 noundef 7)
  %287 = zext i8 %286 to i64
  %288 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %284, i32 noundef 7)
  %289 = zext i8 %288 to i64
  %290 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %284, i32 noundef 7)
  %291 = zext i8 %290 to i64
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %285, i32 noundef 7, i64 noundef %287, i32 noundef 7, i64 noundef %289, i32 noundef 7, i64 noundef %291)
  %293 = load volatile i8, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !11
  %294 = zext i8 %293 to i64
  %295 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %293, i32 noundef 7)
  %296 = zext i8 %295 to i64
  %297 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %293, i32 noundef 7)
  %298 = zext i8 %297 to i64
  %299 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %293, i32 noundef 7)
  %300 = zext i8 %299 to i64
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %294, i32 noundef 7, i64 noundef %296, i32 noundef 7, i64 noundef %298, i32 noundef 7, i64 noundef %300)
  br label %339

302:                                              ; preds = %305
  %303 = add nuw nsw i64 %242, 1
  %304 = icmp eq i64 %303, 21
  br i1 %304, label %245, label %241, !llvm.loop !31

305:                                              ; preds = %241, %305
  %306 = phi i32 [ 0, %241 ], [ %321, %305 ]
  %307 = phi i64 [ %243, %241 ], [ %320, %305 ]
  %308 = load volatile i8, ptr %244, align 1, !tbaa !11
  %309 = tail call fastcc zeroext i8 @op_shl(i8 noundef zeroext %308, i32 noundef %306)
  %310 = zext i8 %309 to i64
  %311 = xor i64 %307, %310
  %312 = mul i64 %311, 1099511628211
  %313 = tail call fastcc zeroext i8 @op_lshr(i8 noundef zeroext %308, i32 noundef %306)
  %314 = zext i8 %313 to i64
  %315 = xor i64 %312, %314
  %316 = mul i64 %315, 1099511628211
  %317 = tail call fastcc zeroext i8 @op_ashr(i8 noundef zeroext %308, i32 noundef %306)
  %318 = zext i8 %317 to i64
  %319 = xor i64 %316, %318
  %320 = mul i64 %319, 1099511628211
  %321 = add nuw nsw i32 %306, 1
  %322 = icmp eq i32 %321, 8
  br i1 %322, label %302, label %305, !llvm.loop !32

323:                                              ; preds = %381
  %324 = xor i64 %30, %8
  %325 = xor i64 %324, %52
  %326 = xor i64 %325, %74
  %327 = xor i64 %326, %96
  %328 = xor i64 %327, %118
  %329 = xor i64 %328, %140
  %330 = xor i64 %329, %162
  %331 = xor i64 %330, %184
  %332 = xor i64 %331, %208
  %333 = xor i64 %332, %247
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i64 noundef %333, i32 noundef %382)
  %335 = icmp eq i32 %382, 0
  %336 = trunc i64 %333 to i32
  %337 = and i32 %336, 63
  %338 = select i1 %335, i32 %337, i32 100
  ret i32 %338

339:                                              ; preds = %245, %381
  %340 = phi i64 [ 0, %245 ], [ %383, %381 ]
  %341 = phi i32 [ %238, %245 ], [ %382, %381 ]
  %342 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %340
  %343 = load volatile i8, ptr %342, align 1, !tbaa !11
  %344 = zext i8 %343 to i64
  %345 = tail call fastcc zeroext i8 @op_neg(i8 noundef zeroext %343)
  %346 = zext i8 %345 to i64
  %347 = tail call fastcc zeroext i8 @op_not(i8 noundef zeroext %343)
  %348 = zext i8 %347 to i64
  %349 = tail call fastcc zeroext i8 @div3(i8 noundef zeroext %343)
  %350 = zext nneg i8 %349 to i64
  %351 = tail call fastcc zeroext i8 @div7(i8 noundef zeroext %343)
  %352 = zext nneg i8 %351 to i64
  %353 = tail call fastcc zeroext i8 @div10(i8 noundef zeroext %343)
  %354 = zext nneg i8 %353 to i64
  %355 = tail call fastcc zeroext i8 @rem10(i8 noundef zeroext %343)
  %356 = zext nneg i8 %355 to i64
  %357 = tail call fastcc zeroext i8 @div16(i8 noundef zeroext %343)
  %358 = zext nneg i8 %357 to i64
  %359 = tail call fastcc zeroext i8 @rem16(i8 noundef zeroext %343)
  %360 = zext nneg i8 %359 to i64
  %361 = tail call fastcc zeroext i8 @divm5(i8 noundef zeroext %343)
  %362 = zext nneg i8 %361 to i64
  %363 = tail call fastcc zeroext i8 @divmax(i8 noundef zeroext %343)
  %364 = zext nneg i8 %363 to i64
  %365 = uitofp i8 %343 to double
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %344, i64 noundef %346, i64 noundef %348, i64 noundef %344, i64 noundef %350, i64 noundef %352, i64 noundef %354, i64 noundef %356, i64 noundef %358, i64 noundef %360, i64 noundef %362, i64 noundef %364, double noundef %365, double noundef %365)
  %367 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 10)
  %368 = icmp eq i8 %353, %367
  br i1 %368, label %369, label %378

369:                                              ; preds = %339
  %370 = tail call fastcc zeroext i8 @op_rem(i8 noundef zeroext %343, i8 noundef zeroext 10)
  %371 = icmp eq i8 %355, %370
  br i1 %371, label %372, label %378

372:                                              ; preds = %369
  %373 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 7)
  %374 = icmp eq i8 %351, %373
  br i1 %374, label %375, label %378

375:                                              ; preds = %372
  %376 = tail call fastcc zeroext i8 @op_div(i8 noundef zeroext %343, i8 noundef zeroext 16)
  %377 = icmp eq i8 %357, %376
  br i1 %377, label %381, label %378

378:                                              ; preds = %375, %372, %369, %339
  %379 = add nsw i32 %341, 1
  %380 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %381

381:                                              ; preds = %378, %375
  %382 = phi i32 [ %379, %378 ], [ %341, %375 ]
  %383 = add nuw nsw i64 %340, 1
  %384 = icmp eq i64 %383, 21
  br i1 %384, label %323, label %339, !llvm.loop !33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_add(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = add i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_sub(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_mul(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = mul i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_and(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = and i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_or(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = or i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_xor(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = xor i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_min(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.umin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_max(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 1024) i32 @op_cmp(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
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
define internal fastcc noundef zeroext i8 @op_div(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, -1) i8 @op_rem(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = urem i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_shl(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_lshr(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext i8 @op_ashr(i8 noundef zeroext %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_neg(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = sub i8 0, %0
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @op_not(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = xor i8 %0, -1
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 86) i8 @div3(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 3
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 37) i8 @div7(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 7
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 26) i8 @div10(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 10) i8 @rem10(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = urem i8 %0, 10
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 16) i8 @div16(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = lshr i8 %0, 4
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 16) i8 @rem16(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = and i8 %0, 15
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext range(i8 0, 52) i8 @divm5(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = udiv i8 %0, 5
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, 2) i8 @divmax(i8 noundef zeroext %0) unnamed_addr #2 {
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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
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
