; ModuleID = 'programs/overflow_builtins_widths.c'
source_filename = "programs/overflow_builtins_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sv = internal global [26 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -2147483648, i64 -2147483649, i64 -32769, i64 -32768, i64 -129, i64 -128, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 127, i64 128, i64 255, i64 256, i64 32767, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 4294967295, i64 4294967296, i64 9223372036854775806, i64 9223372036854775807], align 16
@.str = private unnamed_addr constant [51 x i8] c"%-4s %-9s %-9s -> %-9s overflows=%3d hash=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"int8_t\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"uint8_t\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"uint16_t\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"int16_t\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"int32_t\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"uint32_t\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"int64_t\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"uint64_t\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"sadd %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"ssub %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"smul %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"saddl %d %ld\0A\00", align 1
@.str.16 = private unnamed_addr constant [16 x i8] c"ssubll %d %lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"smulll %d %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"uadd %d %u\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"usubl %d %lu\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"umull %d %lu\0A\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"umulll %d %llu\0A\00", align 1
@.str.22 = private unnamed_addr constant [20 x i8] c"total overflows %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i8, align 1
  %20 = alloca i64, align 8
  %21 = alloca i8, align 1
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  br label %27

27:                                               ; preds = %0, %34
  %28 = phi i64 [ 0, %0 ], [ %35, %34 ]
  %29 = phi i32 [ 0, %0 ], [ %47, %34 ]
  %30 = phi i64 [ 1469598103934665603, %0 ], [ %54, %34 ]
  %31 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %28
  br label %37

32:                                               ; preds = %34
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %47, i64 noundef %54)
  br label %57

34:                                               ; preds = %37
  %35 = add nuw nsw i64 %28, 1
  %36 = icmp eq i64 %35, 26
  br i1 %36, label %32, label %27, !llvm.loop !5

37:                                               ; preds = %27, %37
  %38 = phi i64 [ 0, %27 ], [ %55, %37 ]
  %39 = phi i32 [ %29, %27 ], [ %47, %37 ]
  %40 = phi i64 [ %30, %27 ], [ %54, %37 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #6
  store i8 0, ptr %1, align 1, !tbaa !7
  %41 = load volatile i64, ptr %31, align 8, !tbaa !10
  %42 = trunc i64 %41 to i8
  %43 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %38
  %44 = load volatile i64, ptr %43, align 8, !tbaa !10
  %45 = trunc i64 %44 to i8
  %46 = call fastcc i32 @add_int8_t_int8_t_int8_t(i8 noundef signext %42, i8 noundef signext %45, ptr noundef nonnull %1)
  %47 = add nsw i32 %46, %39
  %48 = load i8, ptr %1, align 1, !tbaa !7
  %49 = sext i8 %48 to i64
  %50 = shl nsw i64 %49, 1
  %51 = zext nneg i32 %46 to i64
  %52 = or disjoint i64 %50, %51
  %53 = xor i64 %52, %40
  %54 = mul i64 %53, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #6
  %55 = add nuw nsw i64 %38, 1
  %56 = icmp eq i64 %55, 26
  br i1 %56, label %34, label %37, !llvm.loop !12

57:                                               ; preds = %32, %64
  %58 = phi i64 [ 0, %32 ], [ %65, %64 ]
  %59 = phi i32 [ 0, %32 ], [ %77, %64 ]
  %60 = phi i64 [ 1469598103934665603, %32 ], [ %84, %64 ]
  %61 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %58
  br label %67

62:                                               ; preds = %64
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %77, i64 noundef %84)
  br label %87

64:                                               ; preds = %67
  %65 = add nuw nsw i64 %58, 1
  %66 = icmp eq i64 %65, 26
  br i1 %66, label %62, label %57, !llvm.loop !13

67:                                               ; preds = %57, %67
  %68 = phi i64 [ 0, %57 ], [ %85, %67 ]
  %69 = phi i32 [ %59, %57 ], [ %77, %67 ]
  %70 = phi i64 [ %60, %57 ], [ %84, %67 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #6
  store i8 0, ptr %2, align 1, !tbaa !7
  %71 = load volatile i64, ptr %61, align 8, !tbaa !10
  %72 = trunc i64 %71 to i8
  %73 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %68
  %74 = load volatile i64, ptr %73, align 8, !tbaa !10
  %75 = trunc i64 %74 to i8
  %76 = call fastcc i32 @sub_int8_t_int8_t_int8_t(i8 noundef signext %72, i8 noundef signext %75, ptr noundef nonnull %2)
  %77 = add nsw i32 %76, %69
  %78 = load i8, ptr %2, align 1, !tbaa !7
  %79 = sext i8 %78 to i64
  %80 = shl nsw i64 %79, 1
  %81 = zext nneg i32 %76 to i64
  %82 = or disjoint i64 %80, %81
  %83 = xor i64 %82, %70
  %84 = mul i64 %83, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #6
  %85 = add nuw nsw i64 %68, 1
  %86 = icmp eq i64 %85, 26
  br i1 %86, label %64, label %67, !llvm.loop !14

87:                                               ; preds = %62, %94
  %88 = phi i64 [ 0, %62 ], [ %95, %94 ]
  %89 = phi i32 [ 0, %62 ], [ %107, %94 ]
  %90 = phi i64 [ 1469598103934665603, %62 ], [ %114, %94 ]
  %91 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %88
  br label %97

92:                                               ; preds = %94
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.2, i32 noundef %107, i64 noundef %114)
  br label %117

94:                                               ; preds = %97
  %95 = add nuw nsw i64 %88, 1
  %96 = icmp eq i64 %95, 26
  br i1 %96, label %92, label %87, !llvm.loop !15

97:                                               ; preds = %87, %97
  %98 = phi i64 [ 0, %87 ], [ %115, %97 ]
  %99 = phi i32 [ %89, %87 ], [ %107, %97 ]
  %100 = phi i64 [ %90, %87 ], [ %114, %97 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #6
  store i8 0, ptr %3, align 1, !tbaa !7
  %101 = load volatile i64, ptr %91, align 8, !tbaa !10
  %102 = trunc i64 %101 to i8
  %103 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %98
  %104 = load volatile i64, ptr %103, align 8, !tbaa !10
  %105 = trunc i64 %104 to i8
  %106 = call fastcc i32 @mul_int8_t_int8_t_int8_t(i8 noundef signext %102, i8 noundef signext %105, ptr noundef nonnull %3)
  %107 = add nsw i32 %106, %99
  %108 = load i8, ptr %3, align 1, !tbaa !7
  %109 = sext i8 %108 to i64
  %110 = shl nsw i64 %109, 1
  %111 = zext nneg i32 %106 to i64
  %112 = or disjoint i64 %110, %111
  %113 = xor i64 %112, %100
  %114 = mul i64 %113, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #6
  %115 = add nuw nsw i64 %98, 1
  %116 = icmp eq i64 %115, 26
  br i1 %116, label %94, label %97, !llvm.loop !16

117:                                              ; preds = %92, %124
  %118 = phi i64 [ 0, %92 ], [ %125, %124 ]
  %119 = phi i32 [ 0, %92 ], [ %137, %124 ]
  %120 = phi i64 [ 1469598103934665603, %92 ], [ %144, %124 ]
  %121 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %118
  br label %127

122:                                              ; preds = %124
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.5, i32 noundef %137, i64 noundef %144)
  br label %147

124:                                              ; preds = %127
  %125 = add nuw nsw i64 %118, 1
  %126 = icmp eq i64 %125, 26
  br i1 %126, label %122, label %117, !llvm.loop !17

127:                                              ; preds = %117, %127
  %128 = phi i64 [ 0, %117 ], [ %145, %127 ]
  %129 = phi i32 [ %119, %117 ], [ %137, %127 ]
  %130 = phi i64 [ %120, %117 ], [ %144, %127 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #6
  store i8 0, ptr %4, align 1, !tbaa !7
  %131 = load volatile i64, ptr %121, align 8, !tbaa !10
  %132 = trunc i64 %131 to i8
  %133 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %128
  %134 = load volatile i64, ptr %133, align 8, !tbaa !10
  %135 = trunc i64 %134 to i8
  %136 = call fastcc i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef zeroext %132, i8 noundef zeroext %135, ptr noundef nonnull %4)
  %137 = add nsw i32 %136, %129
  %138 = load i8, ptr %4, align 1, !tbaa !7
  %139 = zext i8 %138 to i64
  %140 = shl nuw nsw i64 %139, 1
  %141 = zext nneg i32 %136 to i64
  %142 = or disjoint i64 %140, %141
  %143 = xor i64 %142, %130
  %144 = mul i64 %143, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #6
  %145 = add nuw nsw i64 %128, 1
  %146 = icmp eq i64 %145, 26
  br i1 %146, label %124, label %127, !llvm.loop !18

147:                                              ; preds = %122, %154
  %148 = phi i64 [ 0, %122 ], [ %155, %154 ]
  %149 = phi i32 [ 0, %122 ], [ %167, %154 ]
  %150 = phi i64 [ 1469598103934665603, %122 ], [ %174, %154 ]
  %151 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %148
  br label %157

152:                                              ; preds = %154
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, i32 noundef %167, i64 noundef %174)
  br label %177

154:                                              ; preds = %157
  %155 = add nuw nsw i64 %148, 1
  %156 = icmp eq i64 %155, 26
  br i1 %156, label %152, label %147, !llvm.loop !19

157:                                              ; preds = %147, %157
  %158 = phi i64 [ 0, %147 ], [ %175, %157 ]
  %159 = phi i32 [ %149, %147 ], [ %167, %157 ]
  %160 = phi i64 [ %150, %147 ], [ %174, %157 ]
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %5) #6
  store i16 0, ptr %5, align 2, !tbaa !20
  %161 = load volatile i64, ptr %151, align 8, !tbaa !10
  %162 = trunc i64 %161 to i16
  %163 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %158
  %164 = load volatile i64, ptr %163, align 8, !tbaa !10
  %165 = trunc i64 %164 to i16
  %166 = call fastcc i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef zeroext %162, i16 noundef zeroext %165, ptr noundef nonnull %5)
  %167 = add nsw i32 %166, %159
  %168 = load i16, ptr %5, align 2, !tbaa !20
  %169 = zext i16 %168 to i64
  %170 = shl nuw nsw i64 %169, 1
  %171 = zext nneg i32 %166 to i64
  %172 = or disjoint i64 %170, %171
  %173 = xor i64 %172, %160
  %174 = mul i64 %173, 1099511628211
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %5) #6
  %175 = add nuw nsw i64 %158, 1
  %176 = icmp eq i64 %175, 26
  br i1 %176, label %154, label %157, !llvm.loop !22

177:                                              ; preds = %152, %184
  %178 = phi i64 [ 0, %152 ], [ %185, %184 ]
  %179 = phi i32 [ 0, %152 ], [ %197, %184 ]
  %180 = phi i64 [ 1469598103934665603, %152 ], [ %204, %184 ]
  %181 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %178
  br label %187

182:                                              ; preds = %184
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i32 noundef %197, i64 noundef %204)
  br label %207

184:                                              ; preds = %187
  %185 = add nuw nsw i64 %178, 1
  %186 = icmp eq i64 %185, 26
  br i1 %186, label %182, label %177, !llvm.loop !23

187:                                              ; preds = %177, %187
  %188 = phi i64 [ 0, %177 ], [ %205, %187 ]
  %189 = phi i32 [ %179, %177 ], [ %197, %187 ]
  %190 = phi i64 [ %180, %177 ], [ %204, %187 ]
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %6) #6
  store i16 0, ptr %6, align 2, !tbaa !20
  %191 = load volatile i64, ptr %181, align 8, !tbaa !10
  %192 = trunc i64 %191 to i16
  %193 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %188
  %194 = load volatile i64, ptr %193, align 8, !tbaa !10
  %195 = trunc i64 %194 to i16
  %196 = call fastcc i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef zeroext %192, i16 noundef zeroext %195, ptr noundef nonnull %6)
  %197 = add nsw i32 %196, %189
  %198 = load i16, ptr %6, align 2, !tbaa !20
  %199 = sext i16 %198 to i64
  %200 = shl nsw i64 %199, 1
  %201 = zext nneg i32 %196 to i64
  %202 = or disjoint i64 %200, %201
  %203 = xor i64 %202, %190
  %204 = mul i64 %203, 1099511628211
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %6) #6
  %205 = add nuw nsw i64 %188, 1
  %206 = icmp eq i64 %205, 26
  br i1 %206, label %184, label %187, !llvm.loop !24

207:                                              ; preds = %182, %214
  %208 = phi i64 [ 0, %182 ], [ %215, %214 ]
  %209 = phi i32 [ 0, %182 ], [ %227, %214 ]
  %210 = phi i64 [ 1469598103934665603, %182 ], [ %234, %214 ]
  %211 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %208
  br label %217

212:                                              ; preds = %214
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %227, i64 noundef %234)
  br label %237

214:                                              ; preds = %217
  %215 = add nuw nsw i64 %208, 1
  %216 = icmp eq i64 %215, 26
  br i1 %216, label %212, label %207, !llvm.loop !25

217:                                              ; preds = %207, %217
  %218 = phi i64 [ 0, %207 ], [ %235, %217 ]
  %219 = phi i32 [ %209, %207 ], [ %227, %217 ]
  %220 = phi i64 [ %210, %207 ], [ %234, %217 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #6
  store i32 0, ptr %7, align 4, !tbaa !26
  %221 = load volatile i64, ptr %211, align 8, !tbaa !10
  %222 = trunc i64 %221 to i32
  %223 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %218
  %224 = load volatile i64, ptr %223, align 8, !tbaa !10
  %225 = trunc i64 %224 to i32
  %226 = call fastcc i32 @add_int32_t_int32_t_int32_t(i32 noundef %222, i32 noundef %225, ptr noundef nonnull %7)
  %227 = add nsw i32 %226, %219
  %228 = load i32, ptr %7, align 4, !tbaa !26
  %229 = sext i32 %228 to i64
  %230 = shl nsw i64 %229, 1
  %231 = zext nneg i32 %226 to i64
  %232 = or disjoint i64 %230, %231
  %233 = xor i64 %232, %220
  %234 = mul i64 %233, 1099511628211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #6
  %235 = add nuw nsw i64 %218, 1
  %236 = icmp eq i64 %235, 26
  br i1 %236, label %214, label %217, !llvm.loop !28

237:                                              ; preds = %212, %244
  %238 = phi i64 [ 0, %212 ], [ %245, %244 ]
  %239 = phi i32 [ 0, %212 ], [ %257, %244 ]
  %240 = phi i64 [ 1469598103934665603, %212 ], [ %264, %244 ]
  %241 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %238
  br label %247

242:                                              ; preds = %244
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %257, i64 noundef %264)
  br label %267

244:                                              ; preds = %247
  %245 = add nuw nsw i64 %238, 1
  %246 = icmp eq i64 %245, 26
  br i1 %246, label %242, label %237, !llvm.loop !29

247:                                              ; preds = %237, %247
  %248 = phi i64 [ 0, %237 ], [ %265, %247 ]
  %249 = phi i32 [ %239, %237 ], [ %257, %247 ]
  %250 = phi i64 [ %240, %237 ], [ %264, %247 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #6
  store i32 0, ptr %8, align 4, !tbaa !26
  %251 = load volatile i64, ptr %241, align 8, !tbaa !10
  %252 = trunc i64 %251 to i32
  %253 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %248
  %254 = load volatile i64, ptr %253, align 8, !tbaa !10
  %255 = trunc i64 %254 to i32
  %256 = call fastcc i32 @sub_int32_t_int32_t_int32_t(i32 noundef %252, i32 noundef %255, ptr noundef nonnull %8)
  %257 = add nsw i32 %256, %249
  %258 = load i32, ptr %8, align 4, !tbaa !26
  %259 = sext i32 %258 to i64
  %260 = shl nsw i64 %259, 1
  %261 = zext nneg i32 %256 to i64
  %262 = or disjoint i64 %260, %261
  %263 = xor i64 %262, %250
  %264 = mul i64 %263, 1099511628211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #6
  %265 = add nuw nsw i64 %248, 1
  %266 = icmp eq i64 %265, 26
  br i1 %266, label %244, label %247, !llvm.loop !30

267:                                              ; preds = %242, %274
  %268 = phi i64 [ 0, %242 ], [ %275, %274 ]
  %269 = phi i32 [ 0, %242 ], [ %287, %274 ]
  %270 = phi i64 [ 1469598103934665603, %242 ], [ %294, %274 ]
  %271 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %268
  br label %277

272:                                              ; preds = %274
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.8, i32 noundef %287, i64 noundef %294)
  br label %297

274:                                              ; preds = %277
  %275 = add nuw nsw i64 %268, 1
  %276 = icmp eq i64 %275, 26
  br i1 %276, label %272, label %267, !llvm.loop !31

277:                                              ; preds = %267, %277
  %278 = phi i64 [ 0, %267 ], [ %295, %277 ]
  %279 = phi i32 [ %269, %267 ], [ %287, %277 ]
  %280 = phi i64 [ %270, %267 ], [ %294, %277 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #6
  store i32 0, ptr %9, align 4, !tbaa !26
  %281 = load volatile i64, ptr %271, align 8, !tbaa !10
  %282 = trunc i64 %281 to i32
  %283 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %278
  %284 = load volatile i64, ptr %283, align 8, !tbaa !10
  %285 = trunc i64 %284 to i32
  %286 = call fastcc i32 @mul_int32_t_int32_t_int32_t(i32 noundef %282, i32 noundef %285, ptr noundef nonnull %9)
  %287 = add nsw i32 %286, %279
  %288 = load i32, ptr %9, align 4, !tbaa !26
  %289 = sext i32 %288 to i64
  %290 = shl nsw i64 %289, 1
  %291 = zext nneg i32 %286 to i64
  %292 = or disjoint i64 %290, %291
  %293 = xor i64 %292, %280
  %294 = mul i64 %293, 1099511628211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #6
  %295 = add nuw nsw i64 %278, 1
  %296 = icmp eq i64 %295, 26
  br i1 %296, label %274, label %277, !llvm.loop !32

297:                                              ; preds = %272, %304
  %298 = phi i64 [ 0, %272 ], [ %305, %304 ]
  %299 = phi i32 [ 0, %272 ], [ %317, %304 ]
  %300 = phi i64 [ 1469598103934665603, %272 ], [ %324, %304 ]
  %301 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %298
  br label %307

302:                                              ; preds = %304
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.9, i32 noundef %317, i64 noundef %324)
  br label %327

304:                                              ; preds = %307
  %305 = add nuw nsw i64 %298, 1
  %306 = icmp eq i64 %305, 26
  br i1 %306, label %302, label %297, !llvm.loop !33

307:                                              ; preds = %297, %307
  %308 = phi i64 [ 0, %297 ], [ %325, %307 ]
  %309 = phi i32 [ %299, %297 ], [ %317, %307 ]
  %310 = phi i64 [ %300, %297 ], [ %324, %307 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #6
  store i32 0, ptr %10, align 4, !tbaa !26
  %311 = load volatile i64, ptr %301, align 8, !tbaa !10
  %312 = trunc i64 %311 to i32
  %313 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %308
  %314 = load volatile i64, ptr %313, align 8, !tbaa !10
  %315 = trunc i64 %314 to i32
  %316 = call fastcc i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %312, i32 noundef %315, ptr noundef nonnull %10)
  %317 = add nsw i32 %316, %309
  %318 = load i32, ptr %10, align 4, !tbaa !26
  %319 = zext i32 %318 to i64
  %320 = shl nuw nsw i64 %319, 1
  %321 = zext nneg i32 %316 to i64
  %322 = or disjoint i64 %320, %321
  %323 = xor i64 %322, %310
  %324 = mul i64 %323, 1099511628211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #6
  %325 = add nuw nsw i64 %308, 1
  %326 = icmp eq i64 %325, 26
  br i1 %326, label %304, label %307, !llvm.loop !34

327:                                              ; preds = %302, %334
  %328 = phi i64 [ 0, %302 ], [ %335, %334 ]
  %329 = phi i32 [ 0, %302 ], [ %345, %334 ]
  %330 = phi i64 [ 1469598103934665603, %302 ], [ %351, %334 ]
  %331 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %328
  br label %337

332:                                              ; preds = %334
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %345, i64 noundef %351)
  br label %354

334:                                              ; preds = %337
  %335 = add nuw nsw i64 %328, 1
  %336 = icmp eq i64 %335, 26
  br i1 %336, label %332, label %327, !llvm.loop !35

337:                                              ; preds = %327, %337
  %338 = phi i64 [ 0, %327 ], [ %352, %337 ]
  %339 = phi i32 [ %329, %327 ], [ %345, %337 ]
  %340 = phi i64 [ %330, %327 ], [ %351, %337 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #6
  store i64 0, ptr %11, align 8, !tbaa !36
  %341 = load volatile i64, ptr %331, align 8, !tbaa !10
  %342 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %338
  %343 = load volatile i64, ptr %342, align 8, !tbaa !10
  %344 = call fastcc i32 @add_int64_t_int64_t_int64_t(i64 noundef %341, i64 noundef %343, ptr noundef nonnull %11)
  %345 = add nsw i32 %344, %339
  %346 = load i64, ptr %11, align 8, !tbaa !36
  %347 = shl i64 %346, 1
  %348 = zext nneg i32 %344 to i64
  %349 = or disjoint i64 %347, %348
  %350 = xor i64 %349, %340
  %351 = mul i64 %350, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #6
  %352 = add nuw nsw i64 %338, 1
  %353 = icmp eq i64 %352, 26
  br i1 %353, label %334, label %337, !llvm.loop !38

354:                                              ; preds = %332, %361
  %355 = phi i64 [ 0, %332 ], [ %362, %361 ]
  %356 = phi i32 [ 0, %332 ], [ %372, %361 ]
  %357 = phi i64 [ 1469598103934665603, %332 ], [ %378, %361 ]
  %358 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %355
  br label %364

359:                                              ; preds = %361
  %360 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %372, i64 noundef %378)
  br label %381

361:                                              ; preds = %364
  %362 = add nuw nsw i64 %355, 1
  %363 = icmp eq i64 %362, 26
  br i1 %363, label %359, label %354, !llvm.loop !39

364:                                              ; preds = %354, %364
  %365 = phi i64 [ 0, %354 ], [ %379, %364 ]
  %366 = phi i32 [ %356, %354 ], [ %372, %364 ]
  %367 = phi i64 [ %357, %354 ], [ %378, %364 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #6
  store i64 0, ptr %12, align 8, !tbaa !36
  %368 = load volatile i64, ptr %358, align 8, !tbaa !10
  %369 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %365
  %370 = load volatile i64, ptr %369, align 8, !tbaa !10
  %371 = call fastcc i32 @sub_int64_t_int64_t_int64_t(i64 noundef %368, i64 noundef %370, ptr noundef nonnull %12)
  %372 = add nsw i32 %371, %366
  %373 = load i64, ptr %12, align 8, !tbaa !36
  %374 = shl i64 %373, 1
  %375 = zext nneg i32 %371 to i64
  %376 = or disjoint i64 %374, %375
  %377 = xor i64 %376, %367
  %378 = mul i64 %377, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #6
  %379 = add nuw nsw i64 %365, 1
  %380 = icmp eq i64 %379, 26
  br i1 %380, label %361, label %364, !llvm.loop !40

381:                                              ; preds = %359, %388
  %382 = phi i64 [ 0, %359 ], [ %389, %388 ]
  %383 = phi i32 [ 0, %359 ], [ %399, %388 ]
  %384 = phi i64 [ 1469598103934665603, %359 ], [ %405, %388 ]
  %385 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %382
  br label %391

386:                                              ; preds = %388
  %387 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %399, i64 noundef %405)
  br label %408

388:                                              ; preds = %391
  %389 = add nuw nsw i64 %382, 1
  %390 = icmp eq i64 %389, 26
  br i1 %390, label %386, label %381, !llvm.loop !41

391:                                              ; preds = %381, %391
  %392 = phi i64 [ 0, %381 ], [ %406, %391 ]
  %393 = phi i32 [ %383, %381 ], [ %399, %391 ]
  %394 = phi i64 [ %384, %381 ], [ %405, %391 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #6
  store i64 0, ptr %13, align 8, !tbaa !36
  %395 = load volatile i64, ptr %385, align 8, !tbaa !10
  %396 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %392
  %397 = load volatile i64, ptr %396, align 8, !tbaa !10
  %398 = call fastcc i32 @mul_int64_t_int64_t_int64_t(i64 noundef %395, i64 noundef %397, ptr noundef nonnull %13)
  %399 = add nsw i32 %398, %393
  %400 = load i64, ptr %13, align 8, !tbaa !36
  %401 = shl i64 %400, 1
  %402 = zext nneg i32 %398 to i64
  %403 = or disjoint i64 %401, %402
  %404 = xor i64 %403, %394
  %405 = mul i64 %404, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #6
  %406 = add nuw nsw i64 %392, 1
  %407 = icmp eq i64 %406, 26
  br i1 %407, label %388, label %391, !llvm.loop !42

408:                                              ; preds = %386, %415
  %409 = phi i64 [ 0, %386 ], [ %416, %415 ]
  %410 = phi i32 [ 0, %386 ], [ %426, %415 ]
  %411 = phi i64 [ 1469598103934665603, %386 ], [ %432, %415 ]
  %412 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %409
  br label %418

413:                                              ; preds = %415
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %426, i64 noundef %432)
  br label %435

415:                                              ; preds = %418
  %416 = add nuw nsw i64 %409, 1
  %417 = icmp eq i64 %416, 26
  br i1 %417, label %413, label %408, !llvm.loop !43

418:                                              ; preds = %408, %418
  %419 = phi i64 [ 0, %408 ], [ %433, %418 ]
  %420 = phi i32 [ %410, %408 ], [ %426, %418 ]
  %421 = phi i64 [ %411, %408 ], [ %432, %418 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #6
  store i64 0, ptr %14, align 8, !tbaa !36
  %422 = load volatile i64, ptr %412, align 8, !tbaa !10
  %423 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %419
  %424 = load volatile i64, ptr %423, align 8, !tbaa !10
  %425 = call fastcc i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %422, i64 noundef %424, ptr noundef nonnull %14)
  %426 = add nsw i32 %425, %420
  %427 = load i64, ptr %14, align 8, !tbaa !36
  %428 = shl i64 %427, 1
  %429 = zext nneg i32 %425 to i64
  %430 = or disjoint i64 %428, %429
  %431 = xor i64 %430, %421
  %432 = mul i64 %431, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #6
  %433 = add nuw nsw i64 %419, 1
  %434 = icmp eq i64 %433, 26
  br i1 %434, label %415, label %418, !llvm.loop !44

435:                                              ; preds = %413, %442
  %436 = phi i64 [ 0, %413 ], [ %443, %442 ]
  %437 = phi i32 [ 0, %413 ], [ %453, %442 ]
  %438 = phi i64 [ 1469598103934665603, %413 ], [ %459, %442 ]
  %439 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %436
  br label %445

440:                                              ; preds = %442
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %453, i64 noundef %459)
  br label %462

442:                                              ; preds = %445
  %443 = add nuw nsw i64 %436, 1
  %444 = icmp eq i64 %443, 26
  br i1 %444, label %440, label %435, !llvm.loop !45

445:                                              ; preds = %435, %445
  %446 = phi i64 [ 0, %435 ], [ %460, %445 ]
  %447 = phi i32 [ %437, %435 ], [ %453, %445 ]
  %448 = phi i64 [ %438, %435 ], [ %459, %445 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #6
  store i64 0, ptr %15, align 8, !tbaa !36
  %449 = load volatile i64, ptr %439, align 8, !tbaa !10
  %450 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %446
  %451 = load volatile i64, ptr %450, align 8, !tbaa !10
  %452 = call fastcc i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %449, i64 noundef %451, ptr noundef nonnull %15)
  %453 = add nsw i32 %452, %447
  %454 = load i64, ptr %15, align 8, !tbaa !36
  %455 = shl i64 %454, 1
  %456 = zext nneg i32 %452 to i64
  %457 = or disjoint i64 %455, %456
  %458 = xor i64 %457, %448
  %459 = mul i64 %458, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #6
  %460 = add nuw nsw i64 %446, 1
  %461 = icmp eq i64 %460, 26
  br i1 %461, label %442, label %445, !llvm.loop !46

462:                                              ; preds = %440, %469
  %463 = phi i64 [ 0, %440 ], [ %470, %469 ]
  %464 = phi i32 [ 0, %440 ], [ %480, %469 ]
  %465 = phi i64 [ 1469598103934665603, %440 ], [ %486, %469 ]
  %466 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %463
  br label %472

467:                                              ; preds = %469
  %468 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.11, i32 noundef %480, i64 noundef %486)
  br label %489

469:                                              ; preds = %472
  %470 = add nuw nsw i64 %463, 1
  %471 = icmp eq i64 %470, 26
  br i1 %471, label %467, label %462, !llvm.loop !47

472:                                              ; preds = %462, %472
  %473 = phi i64 [ 0, %462 ], [ %487, %472 ]
  %474 = phi i32 [ %464, %462 ], [ %480, %472 ]
  %475 = phi i64 [ %465, %462 ], [ %486, %472 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #6
  store i64 0, ptr %16, align 8, !tbaa !36
  %476 = load volatile i64, ptr %466, align 8, !tbaa !10
  %477 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %473
  %478 = load volatile i64, ptr %477, align 8, !tbaa !10
  %479 = call fastcc i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %476, i64 noundef %478, ptr noundef nonnull %16)
  %480 = add nsw i32 %479, %474
  %481 = load i64, ptr %16, align 8, !tbaa !36
  %482 = shl i64 %481, 1
  %483 = zext nneg i32 %479 to i64
  %484 = or disjoint i64 %482, %483
  %485 = xor i64 %484, %475
  %486 = mul i64 %485, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #6
  %487 = add nuw nsw i64 %473, 1
  %488 = icmp eq i64 %487, 26
  br i1 %488, label %469, label %472, !llvm.loop !48

489:                                              ; preds = %467, %496
  %490 = phi i64 [ 0, %467 ], [ %497, %496 ]
  %491 = phi i32 [ 0, %467 ], [ %507, %496 ]
  %492 = phi i64 [ 1469598103934665603, %467 ], [ %514, %496 ]
  %493 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %490
  br label %499

494:                                              ; preds = %496
  %495 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.8, i32 noundef %507, i64 noundef %514)
  br label %517

496:                                              ; preds = %499
  %497 = add nuw nsw i64 %490, 1
  %498 = icmp eq i64 %497, 26
  br i1 %498, label %494, label %489, !llvm.loop !49

499:                                              ; preds = %489, %499
  %500 = phi i64 [ 0, %489 ], [ %515, %499 ]
  %501 = phi i32 [ %491, %489 ], [ %507, %499 ]
  %502 = phi i64 [ %492, %489 ], [ %514, %499 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #6
  store i32 0, ptr %17, align 4, !tbaa !26
  %503 = load volatile i64, ptr %493, align 8, !tbaa !10
  %504 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %500
  %505 = load volatile i64, ptr %504, align 8, !tbaa !10
  %506 = call fastcc i32 @add_int64_t_uint64_t_int32_t(i64 noundef %503, i64 noundef %505, ptr noundef nonnull %17)
  %507 = add nsw i32 %506, %501
  %508 = load i32, ptr %17, align 4, !tbaa !26
  %509 = sext i32 %508 to i64
  %510 = shl nsw i64 %509, 1
  %511 = zext nneg i32 %506 to i64
  %512 = or disjoint i64 %510, %511
  %513 = xor i64 %512, %502
  %514 = mul i64 %513, 1099511628211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #6
  %515 = add nuw nsw i64 %500, 1
  %516 = icmp eq i64 %515, 26
  br i1 %516, label %496, label %499, !llvm.loop !50

517:                                              ; preds = %494, %523
  %518 = phi i64 [ 0, %494 ], [ %524, %523 ]
  %519 = phi i64 [ 1469598103934665603, %494 ], [ %537, %523 ]
  %520 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %518
  br label %526

521:                                              ; preds = %523
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 0, i64 noundef %537)
  br label %540

523:                                              ; preds = %526
  %524 = add nuw nsw i64 %518, 1
  %525 = icmp eq i64 %524, 26
  br i1 %525, label %521, label %517, !llvm.loop !51

526:                                              ; preds = %517, %526
  %527 = phi i64 [ 0, %517 ], [ %538, %526 ]
  %528 = phi i64 [ %519, %517 ], [ %537, %526 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #6
  store i64 0, ptr %18, align 8, !tbaa !36
  %529 = load volatile i64, ptr %520, align 8, !tbaa !10
  %530 = trunc i64 %529 to i32
  %531 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %527
  %532 = load volatile i64, ptr %531, align 8, !tbaa !10
  %533 = trunc i64 %532 to i32
  call fastcc void @mul_int32_t_uint32_t_int64_t(i32 noundef %530, i32 noundef %533, ptr noundef nonnull %18)
  %534 = load i64, ptr %18, align 8, !tbaa !36
  %535 = shl i64 %534, 1
  %536 = xor i64 %528, %535
  %537 = mul i64 %536, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #6
  %538 = add nuw nsw i64 %527, 1
  %539 = icmp eq i64 %538, 26
  br i1 %539, label %523, label %526, !llvm.loop !52

540:                                              ; preds = %521, %547
  %541 = phi i64 [ 0, %521 ], [ %548, %547 ]
  %542 = phi i32 [ 0, %521 ], [ %559, %547 ]
  %543 = phi i64 [ 1469598103934665603, %521 ], [ %566, %547 ]
  %544 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %541
  br label %550

545:                                              ; preds = %547
  %546 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.5, i32 noundef %559, i64 noundef %566)
  br label %569

547:                                              ; preds = %550
  %548 = add nuw nsw i64 %541, 1
  %549 = icmp eq i64 %548, 26
  br i1 %549, label %545, label %540, !llvm.loop !53

550:                                              ; preds = %540, %550
  %551 = phi i64 [ 0, %540 ], [ %567, %550 ]
  %552 = phi i32 [ %542, %540 ], [ %559, %550 ]
  %553 = phi i64 [ %543, %540 ], [ %566, %550 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #6
  store i8 0, ptr %19, align 1, !tbaa !7
  %554 = load volatile i64, ptr %544, align 8, !tbaa !10
  %555 = trunc i64 %554 to i32
  %556 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %551
  %557 = load volatile i64, ptr %556, align 8, !tbaa !10
  %558 = call fastcc i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %555, i64 noundef %557, ptr noundef nonnull %19)
  %559 = add nsw i32 %558, %552
  %560 = load i8, ptr %19, align 1, !tbaa !7
  %561 = zext i8 %560 to i64
  %562 = shl nuw nsw i64 %561, 1
  %563 = zext nneg i32 %558 to i64
  %564 = or disjoint i64 %562, %563
  %565 = xor i64 %564, %553
  %566 = mul i64 %565, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #6
  %567 = add nuw nsw i64 %551, 1
  %568 = icmp eq i64 %567, 26
  br i1 %568, label %547, label %550, !llvm.loop !54

569:                                              ; preds = %545, %576
  %570 = phi i64 [ 0, %545 ], [ %577, %576 ]
  %571 = phi i32 [ 0, %545 ], [ %587, %576 ]
  %572 = phi i64 [ 1469598103934665603, %545 ], [ %593, %576 ]
  %573 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %570
  br label %579

574:                                              ; preds = %576
  %575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef %587, i64 noundef %593)
  br label %596

576:                                              ; preds = %579
  %577 = add nuw nsw i64 %570, 1
  %578 = icmp eq i64 %577, 26
  br i1 %578, label %574, label %569, !llvm.loop !55

579:                                              ; preds = %569, %579
  %580 = phi i64 [ 0, %569 ], [ %594, %579 ]
  %581 = phi i32 [ %571, %569 ], [ %587, %579 ]
  %582 = phi i64 [ %572, %569 ], [ %593, %579 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #6
  store i64 0, ptr %20, align 8, !tbaa !36
  %583 = load volatile i64, ptr %573, align 8, !tbaa !10
  %584 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %580
  %585 = load volatile i64, ptr %584, align 8, !tbaa !10
  %586 = call fastcc i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %583, i64 noundef %585, ptr noundef nonnull %20)
  %587 = add nsw i32 %586, %581
  %588 = load i64, ptr %20, align 8, !tbaa !36
  %589 = shl i64 %588, 1
  %590 = zext nneg i32 %586 to i64
  %591 = or disjoint i64 %589, %590
  %592 = xor i64 %591, %582
  %593 = mul i64 %592, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #6
  %594 = add nuw nsw i64 %580, 1
  %595 = icmp eq i64 %594, 26
  br i1 %595, label %576, label %579, !llvm.loop !56

596:                                              ; preds = %574, %603
  %597 = phi i64 [ 0, %574 ], [ %604, %603 ]
  %598 = phi i32 [ 0, %574 ], [ %614, %603 ]
  %599 = phi i64 [ 1469598103934665603, %574 ], [ %621, %603 ]
  %600 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %597
  br label %606

601:                                              ; preds = %603
  %602 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.2, i32 noundef %614, i64 noundef %621)
  br label %624

603:                                              ; preds = %606
  %604 = add nuw nsw i64 %597, 1
  %605 = icmp eq i64 %604, 26
  br i1 %605, label %601, label %596, !llvm.loop !57

606:                                              ; preds = %596, %606
  %607 = phi i64 [ 0, %596 ], [ %622, %606 ]
  %608 = phi i32 [ %598, %596 ], [ %614, %606 ]
  %609 = phi i64 [ %599, %596 ], [ %621, %606 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %21) #6
  store i8 0, ptr %21, align 1, !tbaa !7
  %610 = load volatile i64, ptr %600, align 8, !tbaa !10
  %611 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %607
  %612 = load volatile i64, ptr %611, align 8, !tbaa !10
  %613 = call fastcc i32 @add_int64_t_int64_t_int8_t(i64 noundef %610, i64 noundef %612, ptr noundef nonnull %21)
  %614 = add nsw i32 %613, %608
  %615 = load i8, ptr %21, align 1, !tbaa !7
  %616 = sext i8 %615 to i64
  %617 = shl nsw i64 %616, 1
  %618 = zext nneg i32 %613 to i64
  %619 = or disjoint i64 %617, %618
  %620 = xor i64 %619, %609
  %621 = mul i64 %620, 1099511628211
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %21) #6
  %622 = add nuw nsw i64 %607, 1
  %623 = icmp eq i64 %622, 26
  br i1 %623, label %603, label %606, !llvm.loop !58

624:                                              ; preds = %601, %690
  %625 = phi i64 [ 0, %601 ], [ %691, %690 ]
  %626 = phi i32 [ 0, %601 ], [ %701, %690 ]
  %627 = phi i64 [ 1469598103934665603, %601 ], [ %707, %690 ]
  %628 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %625
  br label %693

629:                                              ; preds = %690
  %630 = add nsw i32 %77, %47
  %631 = add nsw i32 %630, %107
  %632 = add nsw i32 %631, %137
  %633 = add nsw i32 %632, %167
  %634 = add nsw i32 %633, %197
  %635 = add nsw i32 %634, %227
  %636 = add nsw i32 %635, %257
  %637 = add nsw i32 %636, %287
  %638 = add nsw i32 %637, %317
  %639 = add nsw i32 %638, %345
  %640 = add nsw i32 %639, %372
  %641 = add nsw i32 %640, %399
  %642 = add nsw i32 %641, %426
  %643 = add nsw i32 %642, %453
  %644 = add nsw i32 %643, %480
  %645 = add nsw i32 %644, %507
  %646 = add nsw i32 %645, %559
  %647 = add nsw i32 %646, %587
  %648 = add nsw i32 %647, %614
  %649 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.10, i32 noundef %701, i64 noundef %707)
  %650 = add nsw i32 %648, %701
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  store volatile i32 2147483647, ptr %23, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24)
  store volatile i32 -2147483648, ptr %24, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile i64 -1, ptr %25, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile i64 -9223372036854775808, ptr %26, align 8, !tbaa !10
  %651 = load volatile i32, ptr %23, align 4, !tbaa !26
  %652 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %651, i32 1)
  %653 = extractvalue { i32, i1 } %652, 1
  %654 = extractvalue { i32, i1 } %652, 0
  %655 = zext i1 %653 to i32
  %656 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %655, i32 noundef %654)
  %657 = load volatile i32, ptr %24, align 4, !tbaa !26
  %658 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %657, i32 -1)
  %659 = extractvalue { i32, i1 } %658, 1
  %660 = extractvalue { i32, i1 } %658, 0
  %661 = zext i1 %659 to i32
  %662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %661, i32 noundef %660)
  %663 = load volatile i32, ptr %24, align 4, !tbaa !26
  %664 = icmp eq i32 %663, -2147483648
  %665 = sub i32 0, %663
  %666 = zext i1 %664 to i32
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %666, i32 noundef %665)
  %668 = load volatile i32, ptr %24, align 4, !tbaa !26
  %669 = sext i32 %668 to i64
  %670 = add nsw i64 %669, -1
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 0, i64 noundef %670)
  %672 = load volatile i64, ptr %26, align 8, !tbaa !10
  %673 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 0, i64 %672)
  %674 = extractvalue { i64, i1 } %673, 1
  %675 = extractvalue { i64, i1 } %673, 0
  %676 = zext i1 %674 to i32
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %676, i64 noundef %675)
  %678 = load volatile i64, ptr %26, align 8, !tbaa !10
  %679 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 0, i64 noundef %678)
  %680 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 1, i32 noundef 105032704)
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef 1, i64 noundef -1)
  %682 = load volatile i64, ptr %25, align 8, !tbaa !36
  %683 = shl i64 %682, 1
  %684 = lshr i64 %682, 63
  %685 = trunc nuw nsw i64 %684 to i32
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %685, i64 noundef %683)
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 0, i64 noundef -4294967296)
  %688 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %650)
  %689 = srem i32 %650, 128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23)
  ret i32 %689

690:                                              ; preds = %693
  %691 = add nuw nsw i64 %625, 1
  %692 = icmp eq i64 %691, 26
  br i1 %692, label %629, label %624, !llvm.loop !59

693:                                              ; preds = %624, %693
  %694 = phi i64 [ 0, %624 ], [ %708, %693 ]
  %695 = phi i32 [ %626, %624 ], [ %701, %693 ]
  %696 = phi i64 [ %627, %624 ], [ %707, %693 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #6
  store i64 0, ptr %22, align 8, !tbaa !36
  %697 = load volatile i64, ptr %628, align 8, !tbaa !10
  %698 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %694
  %699 = load volatile i64, ptr %698, align 8, !tbaa !10
  %700 = call fastcc i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %697, i64 noundef %699, ptr noundef nonnull %22)
  %701 = add nsw i32 %700, %695
  %702 = load i64, ptr %22, align 8, !tbaa !36
  %703 = shl i64 %702, 1
  %704 = zext nneg i32 %700 to i64
  %705 = or disjoint i64 %703, %704
  %706 = xor i64 %705, %696
  %707 = mul i64 %706, 1099511628211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #6
  %708 = add nuw nsw i64 %694, 1
  %709 = icmp eq i64 %708, 26
  br i1 %709, label %690, label %693, !llvm.loop !60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %0, i8 %1)
  %5 = extractvalue { i8, i1 } %4, 1
  %6 = extractvalue { i8, i1 } %4, 0
  store i8 %6, ptr %2, align 1
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %0, i8 %1)
  %5 = extractvalue { i8, i1 } %4, 1
  %6 = extractvalue { i8, i1 } %4, 0
  store i8 %6, ptr %2, align 1
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int8_t_int8_t_int8_t(i8 noundef signext %0, i8 noundef signext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %0, i8 %1)
  %5 = extractvalue { i8, i1 } %4, 1
  %6 = extractvalue { i8, i1 } %4, 0
  store i8 %6, ptr %2, align 1
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef zeroext %0, i8 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %0, i8 %1)
  %5 = extractvalue { i8, i1 } %4, 1
  %6 = extractvalue { i8, i1 } %4, 0
  store i8 %6, ptr %2, align 1
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef zeroext %0, i16 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %0, i16 %1)
  %5 = extractvalue { i16, i1 } %4, 1
  %6 = extractvalue { i16, i1 } %4, 0
  store i16 %6, ptr %2, align 2
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef zeroext %0, i16 noundef zeroext %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = zext i16 %0 to i17
  %5 = zext i16 %1 to i17
  %6 = sub nsw i17 %4, %5
  %7 = trunc i17 %6 to i16
  %8 = sext i16 %7 to i17
  %9 = icmp ne i17 %6, %8
  store i16 %7, ptr %2, align 2
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 %1)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  store i32 %6, ptr %2, align 4
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  store i64 %6, ptr %2, align 8
  %7 = zext i1 %5 to i32
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_uint64_t_int32_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = sext i64 %0 to i65
  %5 = zext i64 %1 to i65
  %6 = tail call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %4, i65 %5)
  %7 = extractvalue { i65, i1 } %6, 1
  %8 = extractvalue { i65, i1 } %6, 0
  %9 = trunc i65 %8 to i32
  %10 = sext i32 %9 to i65
  %11 = icmp ne i65 %8, %10
  %12 = or i1 %7, %11
  store i32 %9, ptr %2, align 4
  %13 = zext i1 %12 to i32
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mul_int32_t_uint32_t_int64_t(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = sext i32 %0 to i64
  %5 = zext i32 %1 to i64
  %6 = mul nsw i64 %5, %4
  store i64 %6, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = zext i32 %0 to i64
  %5 = tail call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %4, i64 %1)
  %6 = extractvalue { i64, i1 } %5, 1
  %7 = extractvalue { i64, i1 } %5, 0
  %8 = trunc i64 %7 to i8
  %9 = icmp ugt i64 %7, 255
  %10 = or i1 %6, %9
  store i8 %8, ptr %2, align 1
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = sext i64 %0 to i65
  %5 = sext i64 %1 to i65
  %6 = tail call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %4, i65 %5)
  %7 = extractvalue { i65, i1 } %6, 1
  %8 = extractvalue { i65, i1 } %6, 0
  %9 = trunc i65 %8 to i64
  %10 = icmp slt i65 %8, 0
  %11 = or i1 %7, %10
  store i64 %9, ptr %2, align 8
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @add_int64_t_int64_t_int8_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1)
  %5 = extractvalue { i64, i1 } %4, 1
  %6 = extractvalue { i64, i1 } %4, 0
  %7 = trunc i64 %6 to i8
  %8 = add i64 %6, -128
  %9 = icmp ult i64 %8, -256
  %10 = or i1 %5, %9
  store i8 %7, ptr %2, align 1
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc range(i32 0, 2) i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #2 {
  %4 = icmp slt i64 %1, 0
  %5 = tail call i64 @llvm.abs.i64(i64 %1, i1 false)
  %6 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %5, i64 %0)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = extractvalue { i64, i1 } %6, 0
  %9 = lshr i64 %1, 63
  %10 = add nuw i64 %9, 9223372036854775807
  %11 = icmp ugt i64 %8, %10
  %12 = or i1 %7, %11
  %13 = sub i64 0, %8
  %14 = select i1 %4, i64 %13, i64 %8
  store i64 %14, ptr %2, align 8
  %15 = zext i1 %12 to i32
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !8, i64 0}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}
!36 = !{!37, !37, i64 0}
!37 = !{!"long", !8, i64 0}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
!45 = distinct !{!45, !6}
!46 = distinct !{!46, !6}
!47 = distinct !{!47, !6}
!48 = distinct !{!48, !6}
!49 = distinct !{!49, !6}
!50 = distinct !{!50, !6}
!51 = distinct !{!51, !6}
!52 = distinct !{!52, !6}
!53 = distinct !{!53, !6}
!54 = distinct !{!54, !6}
!55 = distinct !{!55, !6}
!56 = distinct !{!56, !6}
!57 = distinct !{!57, !6}
!58 = distinct !{!58, !6}
!59 = distinct !{!59, !6}
!60 = distinct !{!60, !6}
