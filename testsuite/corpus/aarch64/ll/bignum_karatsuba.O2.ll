; ModuleID = 'programs/bignum_karatsuba.c'
source_filename = "programs/bignum_karatsuba.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { i32, [256 x i32] }

@main.buf = internal global [2600 x i8] zeroinitializer, align 4
@.str = private unnamed_addr constant [46 x i8] c"3^500: %d digits, starts %.20s, digit sum %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"100!: %d digits, digit sum %u, ends %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"fib(1000): %d digits, starts %.15s\0A\00", align 1
@.str.3 = private unnamed_addr constant [62 x i8] c"karatsuba matches schoolbook: %d, fib1000*3^500 digit sum %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [256 x i32], align 4
  %3 = alloca [256 x i32], align 4
  %4 = alloca [256 x i32], align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 8
  %8 = alloca %struct.big, align 8
  %9 = alloca %struct.big, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9
  %12 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 1, ptr %12, align 4, !tbaa !6
  br label %31

13:                                               ; preds = %77
  %14 = call fastcc i32 @to_dec(ptr noundef nonnull %5)
  %15 = load i8, ptr @main.buf, align 4, !tbaa !10
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i8 [ %25, %17 ], [ %15, %13 ]
  %19 = phi i32 [ %24, %17 ], [ 0, %13 ]
  %20 = phi ptr [ %21, %17 ], [ @main.buf, %13 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  %22 = zext i8 %18 to i32
  %23 = add i32 %19, -48
  %24 = add i32 %23, %22
  %25 = load i8, ptr %21, align 1, !tbaa !10
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %27, label %17, !llvm.loop !11

27:                                               ; preds = %17, %13
  %28 = phi i32 [ 0, %13 ], [ %24, %17 ]
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14, ptr noundef nonnull @main.buf, i32 noundef %28)
  %30 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 1, ptr %30, align 4, !tbaa !6
  br label %105

31:                                               ; preds = %0, %77
  %32 = phi i32 [ 0, %0 ], [ %80, %77 ]
  %33 = phi i32 [ 1, %0 ], [ %79, %77 ]
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %52

35:                                               ; preds = %31
  %36 = zext nneg i32 %33 to i64
  br label %37

37:                                               ; preds = %35, %37
  %38 = phi i64 [ 0, %35 ], [ %47, %37 ]
  %39 = phi i64 [ 0, %35 ], [ %49, %37 ]
  %40 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = zext i32 %41 to i64
  %43 = mul nuw nsw i64 %42, 3
  %44 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %39
  %45 = add nuw nsw i64 %38, %43
  %46 = trunc i64 %45 to i32
  store i32 %46, ptr %44, align 4, !tbaa !6
  %47 = lshr i64 %45, 32
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = add nuw nsw i64 %39, 1
  %50 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %49
  store i32 %48, ptr %50, align 4, !tbaa !6
  %51 = icmp eq i64 %49, %36
  br i1 %51, label %52, label %37, !llvm.loop !13

52:                                               ; preds = %37, %31
  %53 = add nsw i32 %33, 1
  store i32 %53, ptr %5, align 4, !tbaa !14
  %54 = sext i32 %53 to i64
  %55 = shl nsw i64 %54, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %12, ptr nonnull align 4 %4, i64 %55, i1 false)
  %56 = icmp sgt i32 %33, -1
  br i1 %56, label %57, label %77

57:                                               ; preds = %52
  %58 = zext nneg i32 %53 to i64
  %59 = add nsw i64 %58, -1
  %60 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %68, label %73

63:                                               ; preds = %68
  %64 = add nsw i64 %69, -1
  %65 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %73, !llvm.loop !16

68:                                               ; preds = %57, %63
  %69 = phi i64 [ %64, %63 ], [ %59, %57 ]
  %70 = phi i64 [ %69, %63 ], [ %58, %57 ]
  %71 = trunc i64 %69 to i32
  store i32 %71, ptr %5, align 4, !tbaa !14
  %72 = icmp ugt i64 %70, 1
  br i1 %72, label %63, label %77, !llvm.loop !16

73:                                               ; preds = %63, %57
  %74 = phi i32 [ %53, %57 ], [ %71, %63 ]
  %75 = phi i64 [ %58, %57 ], [ %69, %63 ]
  %76 = trunc i64 %75 to i32
  br label %77

77:                                               ; preds = %68, %73, %52
  %78 = phi i32 [ %53, %52 ], [ %74, %73 ], [ %71, %68 ]
  %79 = phi i32 [ %53, %52 ], [ %76, %73 ], [ %71, %68 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  %80 = add nuw nsw i32 %32, 1
  %81 = icmp eq i32 %80, 500
  br i1 %81, label %13, label %31, !llvm.loop !17

82:                                               ; preds = %152
  %83 = call fastcc i32 @to_dec(ptr noundef nonnull %6)
  %84 = load i8, ptr @main.buf, align 4, !tbaa !10
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %96, label %86

86:                                               ; preds = %82, %86
  %87 = phi i8 [ %94, %86 ], [ %84, %82 ]
  %88 = phi i32 [ %93, %86 ], [ 0, %82 ]
  %89 = phi ptr [ %90, %86 ], [ @main.buf, %82 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 1
  %91 = zext i8 %87 to i32
  %92 = add i32 %88, -48
  %93 = add i32 %92, %91
  %94 = load i8, ptr %90, align 1, !tbaa !10
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %86, !llvm.loop !11

96:                                               ; preds = %86, %82
  %97 = phi i32 [ 0, %82 ], [ %93, %86 ]
  %98 = sext i32 %83 to i64
  %99 = getelementptr inbounds i8, ptr @main.buf, i64 %98
  %100 = getelementptr inbounds i8, ptr %99, i64 -30
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %83, i32 noundef %97, ptr noundef nonnull %100)
  %102 = getelementptr inbounds i8, ptr %7, i64 4
  store <2 x i32> zeroinitializer, ptr %7, align 8, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %8, i64 4
  store <2 x i32> <i32 1, i32 1>, ptr %8, align 8, !tbaa !6
  %104 = getelementptr inbounds i8, ptr %9, i64 4
  br label %222

105:                                              ; preds = %27, %152
  %106 = phi i32 [ 2, %27 ], [ %155, %152 ]
  %107 = phi i32 [ 1, %27 ], [ %154, %152 ]
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %3, i8 0, i64 1024, i1 false)
  %108 = icmp sgt i32 %107, 0
  br i1 %108, label %109, label %127

109:                                              ; preds = %105
  %110 = zext nneg i32 %107 to i64
  %111 = zext nneg i32 %106 to i64
  br label %112

112:                                              ; preds = %109, %112
  %113 = phi i64 [ 0, %109 ], [ %122, %112 ]
  %114 = phi i64 [ 0, %109 ], [ %124, %112 ]
  %115 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = zext i32 %116 to i64
  %118 = mul nuw nsw i64 %111, %117
  %119 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %114
  %120 = add nuw i64 %113, %118
  %121 = trunc i64 %120 to i32
  store i32 %121, ptr %119, align 4, !tbaa !6
  %122 = lshr i64 %120, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = add nuw nsw i64 %114, 1
  %125 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %124
  store i32 %123, ptr %125, align 4, !tbaa !6
  %126 = icmp eq i64 %124, %110
  br i1 %126, label %127, label %112, !llvm.loop !13

127:                                              ; preds = %112, %105
  %128 = add nsw i32 %107, 1
  store i32 %128, ptr %6, align 4, !tbaa !14
  %129 = sext i32 %128 to i64
  %130 = shl nsw i64 %129, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %30, ptr nonnull align 4 %3, i64 %130, i1 false)
  %131 = icmp sgt i32 %107, -1
  br i1 %131, label %132, label %152

132:                                              ; preds = %127
  %133 = zext nneg i32 %128 to i64
  %134 = add nsw i64 %133, -1
  %135 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %143, label %148

138:                                              ; preds = %143
  %139 = add nsw i64 %144, -1
  %140 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = icmp eq i32 %141, 0
  br i1 %142, label %143, label %148, !llvm.loop !16

143:                                              ; preds = %132, %138
  %144 = phi i64 [ %139, %138 ], [ %134, %132 ]
  %145 = phi i64 [ %144, %138 ], [ %133, %132 ]
  %146 = trunc i64 %144 to i32
  store i32 %146, ptr %6, align 4, !tbaa !14
  %147 = icmp ugt i64 %145, 1
  br i1 %147, label %138, label %152, !llvm.loop !16

148:                                              ; preds = %138, %132
  %149 = phi i32 [ %128, %132 ], [ %146, %138 ]
  %150 = phi i64 [ %133, %132 ], [ %144, %138 ]
  %151 = trunc i64 %150 to i32
  br label %152

152:                                              ; preds = %143, %148, %127
  %153 = phi i32 [ %128, %127 ], [ %149, %148 ], [ %146, %143 ]
  %154 = phi i32 [ %128, %127 ], [ %151, %148 ], [ %146, %143 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #9
  %155 = add nuw nsw i32 %106, 1
  %156 = icmp eq i32 %155, 101
  br i1 %156, label %82, label %105, !llvm.loop !18

157:                                              ; preds = %262
  %158 = call fastcc i32 @to_dec(ptr noundef nonnull %7)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %158, ptr noundef nonnull @main.buf)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %5, ptr noundef nonnull %6)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %2, i8 0, i64 1024, i1 false)
  %160 = icmp sgt i32 %78, 0
  br i1 %160, label %161, label %172

161:                                              ; preds = %157
  %162 = icmp sgt i32 %153, 0
  %163 = sext i32 %153 to i64
  %164 = zext nneg i32 %78 to i64
  %165 = zext nneg i32 %153 to i64
  br label %166

166:                                              ; preds = %194, %161
  %167 = phi i64 [ 0, %161 ], [ %199, %194 ]
  br i1 %162, label %168, label %194

168:                                              ; preds = %166
  %169 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %167
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = zext i32 %170 to i64
  br label %201

172:                                              ; preds = %194, %157
  %173 = add nsw i32 %153, %78
  store i32 %173, ptr %11, align 4, !tbaa !14
  %174 = getelementptr inbounds i8, ptr %11, i64 4
  %175 = sext i32 %173 to i64
  %176 = shl nsw i64 %175, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %174, ptr nonnull align 4 %2, i64 %176, i1 false)
  %177 = icmp sgt i32 %173, 0
  br i1 %177, label %178, label %218

178:                                              ; preds = %172
  %179 = zext nneg i32 %173 to i64
  %180 = add nsw i64 %179, -1
  %181 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %189, label %218

184:                                              ; preds = %189
  %185 = add nsw i64 %190, -1
  %186 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %218, !llvm.loop !16

189:                                              ; preds = %178, %184
  %190 = phi i64 [ %185, %184 ], [ %180, %178 ]
  %191 = phi i64 [ %190, %184 ], [ %179, %178 ]
  %192 = trunc nuw nsw i64 %190 to i32
  store i32 %192, ptr %11, align 4, !tbaa !14
  %193 = icmp ugt i64 %191, 1
  br i1 %193, label %184, label %218, !llvm.loop !16

194:                                              ; preds = %201, %166
  %195 = phi i64 [ 0, %166 ], [ %215, %201 ]
  %196 = trunc nuw i64 %195 to i32
  %197 = add nsw i64 %167, %163
  %198 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %197
  store i32 %196, ptr %198, align 4, !tbaa !6
  %199 = add nuw nsw i64 %167, 1
  %200 = icmp eq i64 %199, %164
  br i1 %200, label %172, label %166, !llvm.loop !13

201:                                              ; preds = %201, %168
  %202 = phi i64 [ 0, %168 ], [ %216, %201 ]
  %203 = phi i64 [ 0, %168 ], [ %215, %201 ]
  %204 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %202
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = zext i32 %205 to i64
  %207 = mul nuw i64 %206, %171
  %208 = add nuw nsw i64 %202, %167
  %209 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %208
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = zext i32 %210 to i64
  %212 = add nuw nsw i64 %203, %211
  %213 = add nuw i64 %212, %207
  %214 = trunc i64 %213 to i32
  store i32 %214, ptr %209, align 4, !tbaa !6
  %215 = lshr i64 %213, 32
  %216 = add nuw nsw i64 %202, 1
  %217 = icmp eq i64 %216, %165
  br i1 %217, label %194, label %201, !llvm.loop !19

218:                                              ; preds = %189, %184, %178, %172
  %219 = phi i32 [ %173, %172 ], [ %173, %178 ], [ %192, %184 ], [ %192, %189 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #9
  %220 = load i32, ptr %10, align 4, !tbaa !14
  %221 = icmp eq i32 %220, %219
  br i1 %221, label %265, label %272

222:                                              ; preds = %96, %262
  %223 = phi i32 [ 0, %96 ], [ %263, %262 ]
  %224 = load i32, ptr %7, align 8, !tbaa !14
  %225 = load i32, ptr %8, align 8, !tbaa !14
  %226 = tail call i32 @llvm.smax.i32(i32 %224, i32 %225)
  %227 = icmp sgt i32 %226, 0
  br i1 %227, label %229, label %228

228:                                              ; preds = %222
  store i32 %226, ptr %9, align 4, !tbaa !14
  br label %262

229:                                              ; preds = %222
  %230 = zext nneg i32 %226 to i64
  %231 = sext i32 %224 to i64
  %232 = sext i32 %225 to i64
  br label %235

233:                                              ; preds = %249
  %234 = icmp ult i64 %253, 4294967296
  store i32 %226, ptr %9, align 4, !tbaa !14
  br i1 %234, label %262, label %259

235:                                              ; preds = %249, %229
  %236 = phi i64 [ 0, %229 ], [ %257, %249 ]
  %237 = phi i64 [ 0, %229 ], [ %256, %249 ]
  %238 = icmp slt i64 %236, %231
  br i1 %238, label %239, label %242

239:                                              ; preds = %235
  %240 = getelementptr inbounds [256 x i32], ptr %102, i64 0, i64 %236
  %241 = load i32, ptr %240, align 4, !tbaa !6
  br label %242

242:                                              ; preds = %239, %235
  %243 = phi i32 [ %241, %239 ], [ 0, %235 ]
  %244 = zext i32 %243 to i64
  %245 = icmp slt i64 %236, %232
  br i1 %245, label %246, label %249

246:                                              ; preds = %242
  %247 = getelementptr inbounds [256 x i32], ptr %103, i64 0, i64 %236
  %248 = load i32, ptr %247, align 4, !tbaa !6
  br label %249

249:                                              ; preds = %246, %242
  %250 = phi i32 [ %248, %246 ], [ 0, %242 ]
  %251 = zext i32 %250 to i64
  %252 = add nuw nsw i64 %237, %244
  %253 = add nuw nsw i64 %252, %251
  %254 = trunc i64 %253 to i32
  %255 = getelementptr inbounds [256 x i32], ptr %104, i64 0, i64 %236
  store i32 %254, ptr %255, align 4, !tbaa !6
  %256 = lshr i64 %253, 32
  %257 = add nuw nsw i64 %236, 1
  %258 = icmp eq i64 %257, %230
  br i1 %258, label %233, label %235, !llvm.loop !20

259:                                              ; preds = %233
  %260 = add nuw nsw i32 %226, 1
  store i32 %260, ptr %9, align 4, !tbaa !14
  %261 = getelementptr inbounds [256 x i32], ptr %104, i64 0, i64 %230
  store i32 1, ptr %261, align 4, !tbaa !6
  br label %262

262:                                              ; preds = %228, %233, %259
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1028) %7, ptr noundef nonnull align 8 dereferenceable(1028) %8, i64 1028, i1 false), !tbaa.struct !21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1028) %8, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !tbaa.struct !21
  %263 = add nuw nsw i32 %223, 1
  %264 = icmp eq i32 %263, 1000
  br i1 %264, label %157, label %222, !llvm.loop !22

265:                                              ; preds = %218
  %266 = getelementptr inbounds i8, ptr %10, i64 4
  %267 = sext i32 %219 to i64
  %268 = shl nsw i64 %267, 2
  %269 = call i32 @bcmp(ptr nonnull %266, ptr nonnull %174, i64 %268)
  %270 = icmp eq i32 %269, 0
  %271 = zext i1 %270 to i32
  br label %272

272:                                              ; preds = %265, %218
  %273 = phi i32 [ 0, %218 ], [ %271, %265 ]
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %7, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  %274 = load i32, ptr %7, align 8, !tbaa !14
  %275 = icmp sgt i32 %274, 0
  %276 = load i32, ptr %5, align 4, !tbaa !14
  br i1 %275, label %277, label %290

277:                                              ; preds = %272
  %278 = icmp sgt i32 %276, 0
  %279 = getelementptr inbounds i8, ptr %7, i64 4
  %280 = getelementptr inbounds i8, ptr %5, i64 4
  %281 = sext i32 %276 to i64
  %282 = zext nneg i32 %274 to i64
  %283 = zext nneg i32 %276 to i64
  br label %284

284:                                              ; preds = %311, %277
  %285 = phi i64 [ 0, %277 ], [ %316, %311 ]
  br i1 %278, label %286, label %311

286:                                              ; preds = %284
  %287 = getelementptr inbounds [256 x i32], ptr %279, i64 0, i64 %285
  %288 = load i32, ptr %287, align 4, !tbaa !6
  %289 = zext i32 %288 to i64
  br label %318

290:                                              ; preds = %311, %272
  %291 = add nsw i32 %276, %274
  store i32 %291, ptr %11, align 4, !tbaa !14
  %292 = sext i32 %291 to i64
  %293 = shl nsw i64 %292, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %174, ptr nonnull align 4 %1, i64 %293, i1 false)
  %294 = icmp sgt i32 %291, 0
  br i1 %294, label %295, label %335

295:                                              ; preds = %290
  %296 = zext nneg i32 %291 to i64
  %297 = add nsw i64 %296, -1
  %298 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %297
  %299 = load i32, ptr %298, align 4, !tbaa !6
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %306, label %335

301:                                              ; preds = %306
  %302 = add nsw i64 %307, -1
  %303 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %302
  %304 = load i32, ptr %303, align 4, !tbaa !6
  %305 = icmp eq i32 %304, 0
  br i1 %305, label %306, label %335, !llvm.loop !16

306:                                              ; preds = %295, %301
  %307 = phi i64 [ %302, %301 ], [ %297, %295 ]
  %308 = phi i64 [ %307, %301 ], [ %296, %295 ]
  %309 = trunc nuw nsw i64 %307 to i32
  store i32 %309, ptr %11, align 4, !tbaa !14
  %310 = icmp ugt i64 %308, 1
  br i1 %310, label %301, label %335, !llvm.loop !16

311:                                              ; preds = %318, %284
  %312 = phi i64 [ 0, %284 ], [ %332, %318 ]
  %313 = trunc nuw i64 %312 to i32
  %314 = add nsw i64 %285, %281
  %315 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %314
  store i32 %313, ptr %315, align 4, !tbaa !6
  %316 = add nuw nsw i64 %285, 1
  %317 = icmp eq i64 %316, %282
  br i1 %317, label %290, label %284, !llvm.loop !13

318:                                              ; preds = %318, %286
  %319 = phi i64 [ 0, %286 ], [ %333, %318 ]
  %320 = phi i64 [ 0, %286 ], [ %332, %318 ]
  %321 = getelementptr inbounds [256 x i32], ptr %280, i64 0, i64 %319
  %322 = load i32, ptr %321, align 4, !tbaa !6
  %323 = zext i32 %322 to i64
  %324 = mul nuw i64 %323, %289
  %325 = add nuw nsw i64 %319, %285
  %326 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %325
  %327 = load i32, ptr %326, align 4, !tbaa !6
  %328 = zext i32 %327 to i64
  %329 = add nuw nsw i64 %320, %328
  %330 = add nuw i64 %329, %324
  %331 = trunc i64 %330 to i32
  store i32 %331, ptr %326, align 4, !tbaa !6
  %332 = lshr i64 %330, 32
  %333 = add nuw nsw i64 %319, 1
  %334 = icmp eq i64 %333, %283
  br i1 %334, label %311, label %318, !llvm.loop !19

335:                                              ; preds = %306, %301, %295, %290
  %336 = phi i32 [ %291, %290 ], [ %291, %295 ], [ %309, %301 ], [ %309, %306 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #9
  %337 = load i32, ptr %10, align 4, !tbaa !14
  %338 = icmp eq i32 %337, %336
  br i1 %338, label %339, label %346

339:                                              ; preds = %335
  %340 = getelementptr inbounds i8, ptr %10, i64 4
  %341 = sext i32 %336 to i64
  %342 = shl nsw i64 %341, 2
  %343 = call i32 @bcmp(ptr nonnull %340, ptr nonnull %174, i64 %342)
  %344 = icmp eq i32 %343, 0
  %345 = zext i1 %344 to i32
  br label %346

346:                                              ; preds = %339, %335
  %347 = phi i32 [ 0, %335 ], [ %345, %339 ]
  %348 = and i32 %347, %273
  %349 = call fastcc i32 @to_dec(ptr noundef nonnull %10)
  %350 = load i8, ptr @main.buf, align 4, !tbaa !10
  %351 = icmp eq i8 %350, 0
  br i1 %351, label %362, label %352

352:                                              ; preds = %346, %352
  %353 = phi i8 [ %360, %352 ], [ %350, %346 ]
  %354 = phi i32 [ %359, %352 ], [ 0, %346 ]
  %355 = phi ptr [ %356, %352 ], [ @main.buf, %346 ]
  %356 = getelementptr inbounds i8, ptr %355, i64 1
  %357 = zext i8 %353 to i32
  %358 = add i32 %354, -48
  %359 = add i32 %358, %357
  %360 = load i8, ptr %356, align 1, !tbaa !10
  %361 = icmp eq i8 %360, 0
  br i1 %361, label %362, label %352, !llvm.loop !11

362:                                              ; preds = %352, %346
  %363 = phi i32 [ 0, %346 ], [ %359, %352 ]
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %348, i32 noundef %363)
  %365 = icmp eq i32 %348, 0
  br i1 %365, label %381, label %366

366:                                              ; preds = %362
  %367 = load i8, ptr @main.buf, align 4, !tbaa !10
  %368 = icmp eq i8 %367, 0
  br i1 %368, label %381, label %369

369:                                              ; preds = %366, %369
  %370 = phi i8 [ %377, %369 ], [ %367, %366 ]
  %371 = phi i32 [ %376, %369 ], [ 0, %366 ]
  %372 = phi ptr [ %373, %369 ], [ @main.buf, %366 ]
  %373 = getelementptr inbounds i8, ptr %372, i64 1
  %374 = zext i8 %370 to i32
  %375 = add i32 %371, -48
  %376 = add i32 %375, %374
  %377 = load i8, ptr %373, align 1, !tbaa !10
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %379, label %369, !llvm.loop !11

379:                                              ; preds = %369
  %380 = and i32 %376, 127
  br label %381

381:                                              ; preds = %366, %379, %362
  %382 = phi i32 [ 100, %362 ], [ 0, %366 ], [ %380, %379 ]
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9
  ret i32 %382
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @to_dec(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [2600 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %2, ptr noundef nonnull align 4 dereferenceable(1028) %0, i64 1028, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.start.p0(i64 2600, ptr nonnull %3) #9
  %4 = load i32, ptr %2, align 4, !tbaa !14
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %2, i64 4
  br label %11

8:                                                ; preds = %1
  store i16 48, ptr @main.buf, align 4
  br label %163

9:                                                ; preds = %35
  %10 = zext i32 %12 to i64
  br label %91

11:                                               ; preds = %6, %35
  %12 = phi i32 [ 9, %6 ], [ %75, %35 ]
  %13 = phi i64 [ 0, %6 ], [ %72, %35 ]
  %14 = phi i32 [ %4, %6 ], [ %37, %35 ]
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %35

16:                                               ; preds = %11
  %17 = zext nneg i32 %14 to i64
  br label %76

18:                                               ; preds = %76
  br i1 %15, label %19, label %35

19:                                               ; preds = %18
  %20 = zext nneg i32 %14 to i64
  %21 = add nsw i64 %20, -1
  %22 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %35

25:                                               ; preds = %30
  %26 = add nsw i64 %31, -1
  %27 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %35, !llvm.loop !16

30:                                               ; preds = %19, %25
  %31 = phi i64 [ %26, %25 ], [ %21, %19 ]
  %32 = phi i64 [ %31, %25 ], [ %20, %19 ]
  %33 = trunc nuw nsw i64 %31 to i32
  store i32 %33, ptr %2, align 4, !tbaa !14
  %34 = icmp ugt i64 %32, 1
  br i1 %34, label %25, label %35, !llvm.loop !16

35:                                               ; preds = %30, %25, %19, %11, %18
  %36 = phi i64 [ %89, %18 ], [ 0, %11 ], [ %89, %19 ], [ %89, %25 ], [ %89, %30 ]
  %37 = phi i32 [ %14, %18 ], [ %14, %11 ], [ %14, %19 ], [ 0, %30 ], [ %33, %25 ]
  %38 = shl i64 %13, 32
  %39 = ashr exact i64 %38, 32
  %40 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %39
  %41 = udiv i64 %36, 10
  %42 = udiv i64 %36, 100
  %43 = udiv i64 %36, 1000
  %44 = udiv i64 %36, 10000
  %45 = udiv i64 %36, 100000
  %46 = udiv i64 %36, 1000000
  %47 = udiv i64 %36, 10000000
  %48 = add nsw i64 %39, 8
  %49 = trunc nuw nsw i64 %36 to i32
  %50 = insertelement <8 x i32> poison, i32 %49, i64 0
  %51 = trunc nuw nsw i64 %41 to i32
  %52 = insertelement <8 x i32> %50, i32 %51, i64 1
  %53 = trunc nuw nsw i64 %42 to i32
  %54 = insertelement <8 x i32> %52, i32 %53, i64 2
  %55 = trunc nuw nsw i64 %43 to i32
  %56 = insertelement <8 x i32> %54, i32 %55, i64 3
  %57 = trunc nuw nsw i64 %44 to i32
  %58 = insertelement <8 x i32> %56, i32 %57, i64 4
  %59 = trunc nuw nsw i64 %45 to i32
  %60 = insertelement <8 x i32> %58, i32 %59, i64 5
  %61 = trunc nuw nsw i64 %46 to i32
  %62 = insertelement <8 x i32> %60, i32 %61, i64 6
  %63 = trunc nuw nsw i64 %47 to i32
  %64 = insertelement <8 x i32> %62, i32 %63, i64 7
  %65 = urem <8 x i32> %64, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %66 = trunc nuw nsw <8 x i32> %65 to <8 x i8>
  %67 = or disjoint <8 x i8> %66, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  store <8 x i8> %67, ptr %40, align 1, !tbaa !10
  %68 = udiv i64 %36, 100000000
  %69 = urem i64 %68, 10
  %70 = trunc nuw nsw i64 %69 to i8
  %71 = or disjoint i8 %70, 48
  %72 = add nsw i64 %39, 9
  %73 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %48
  store i8 %71, ptr %73, align 1, !tbaa !10
  %74 = icmp eq i32 %37, 0
  %75 = add i32 %12, 9
  br i1 %74, label %9, label %11

76:                                               ; preds = %16, %76
  %77 = phi i64 [ %17, %16 ], [ %79, %76 ]
  %78 = phi i64 [ 0, %16 ], [ %89, %76 ]
  %79 = add nsw i64 %77, -1
  %80 = shl nuw nsw i64 %78, 32
  %81 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %79
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = zext i32 %82 to i64
  %84 = or disjoint i64 %80, %83
  %85 = freeze i64 %84
  %86 = udiv i64 %85, 1000000000
  %87 = trunc i64 %86 to i32
  store i32 %87, ptr %81, align 4, !tbaa !6
  %88 = mul i64 %86, 1000000000
  %89 = sub i64 %85, %88
  %90 = icmp ugt i64 %77, 1
  br i1 %90, label %76, label %18, !llvm.loop !23

91:                                               ; preds = %9, %95
  %92 = phi i64 [ %10, %9 ], [ %96, %95 ]
  %93 = trunc nuw i64 %92 to i32
  %94 = icmp sgt i32 %93, 1
  br i1 %94, label %95, label %100

95:                                               ; preds = %91
  %96 = add nsw i64 %92, -1
  %97 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !10
  %99 = icmp eq i8 %98, 48
  br i1 %99, label %91, label %105, !llvm.loop !24

100:                                              ; preds = %91
  %101 = icmp eq i64 %92, 1
  br i1 %101, label %105, label %102

102:                                              ; preds = %100
  %103 = shl i64 %92, 32
  %104 = ashr exact i64 %103, 32
  br label %151

105:                                              ; preds = %95, %100
  %106 = and i64 %92, 2147483647
  %107 = tail call i64 @llvm.umax.i64(i64 %106, i64 1)
  %108 = icmp ult i64 %106, 8
  br i1 %108, label %133, label %109

109:                                              ; preds = %105
  %110 = icmp ult i64 %106, 32
  br i1 %110, label %135, label %111

111:                                              ; preds = %109
  %112 = and i64 %107, 2147483616
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %126, %113 ]
  %115 = xor i64 %114, -1
  %116 = add nsw i64 %106, %115
  %117 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %116
  %118 = getelementptr inbounds i8, ptr %117, i64 -15
  %119 = getelementptr inbounds i8, ptr %117, i64 -31
  %120 = load <16 x i8>, ptr %118, align 1, !tbaa !10
  %121 = shufflevector <16 x i8> %120, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %122 = load <16 x i8>, ptr %119, align 1, !tbaa !10
  %123 = shufflevector <16 x i8> %122, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %124 = getelementptr inbounds i8, ptr @main.buf, i64 %114
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  store <16 x i8> %121, ptr %124, align 4, !tbaa !10
  store <16 x i8> %123, ptr %125, align 4, !tbaa !10
  %126 = add nuw i64 %114, 32
  %127 = icmp eq i64 %126, %112
  br i1 %127, label %128, label %113, !llvm.loop !25

128:                                              ; preds = %113
  %129 = icmp eq i64 %106, %112
  br i1 %129, label %151, label %130

130:                                              ; preds = %128
  %131 = and i64 %107, 24
  %132 = icmp eq i64 %131, 0
  br i1 %132, label %133, label %135

133:                                              ; preds = %149, %105, %130
  %134 = phi i64 [ 0, %105 ], [ %112, %130 ], [ %137, %149 ]
  br label %154

135:                                              ; preds = %109, %130
  %136 = phi i64 [ %112, %130 ], [ 0, %109 ]
  %137 = and i64 %107, 2147483640
  %138 = getelementptr i8, ptr %3, i64 -7
  br label %139

139:                                              ; preds = %139, %135
  %140 = phi i64 [ %136, %135 ], [ %147, %139 ]
  %141 = xor i64 %140, -1
  %142 = add nsw i64 %106, %141
  %143 = getelementptr [2600 x i8], ptr %138, i64 0, i64 %142
  %144 = load <8 x i8>, ptr %143, align 1, !tbaa !10
  %145 = shufflevector <8 x i8> %144, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %146 = getelementptr inbounds i8, ptr @main.buf, i64 %140
  store <8 x i8> %145, ptr %146, align 4, !tbaa !10
  %147 = add nuw i64 %140, 8
  %148 = icmp eq i64 %147, %137
  br i1 %148, label %149, label %139, !llvm.loop !28

149:                                              ; preds = %139
  %150 = icmp eq i64 %106, %137
  br i1 %150, label %151, label %133

151:                                              ; preds = %154, %128, %149, %102
  %152 = phi i64 [ %104, %102 ], [ %106, %149 ], [ %106, %128 ], [ %106, %154 ]
  %153 = getelementptr inbounds i8, ptr @main.buf, i64 %152
  store i8 0, ptr %153, align 1, !tbaa !10
  br label %163

154:                                              ; preds = %133, %154
  %155 = phi i64 [ %161, %154 ], [ %134, %133 ]
  %156 = xor i64 %155, -1
  %157 = add nsw i64 %106, %156
  %158 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !10
  %160 = getelementptr inbounds i8, ptr @main.buf, i64 %155
  store i8 %159, ptr %160, align 1, !tbaa !10
  %161 = add nuw nsw i64 %155, 1
  %162 = icmp ult i64 %161, %106
  br i1 %162, label %154, label %151, !llvm.loop !29

163:                                              ; preds = %151, %8
  %164 = phi i32 [ 1, %8 ], [ %93, %151 ]
  call void @llvm.lifetime.end.p0(i64 2600, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9
  ret i32 %164
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @karatsuba(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = alloca [256 x i32], align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca %struct.big, align 4
  %12 = alloca %struct.big, align 4
  %13 = alloca %struct.big, align 4
  %14 = load i32, ptr %1, align 4, !tbaa !14
  %15 = icmp slt i32 %14, 8
  br i1 %15, label %20, label %16

16:                                               ; preds = %3
  %17 = load i32, ptr %2, align 4, !tbaa !14
  %18 = icmp slt i32 %17, 8
  br i1 %18, label %19, label %80

19:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  br label %23

20:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %4, i8 0, i64 1024, i1 false)
  %21 = icmp sgt i32 %14, 0
  %22 = load i32, ptr %2, align 4, !tbaa !14
  br i1 %21, label %23, label %37

23:                                               ; preds = %19, %20
  %24 = phi i32 [ %17, %19 ], [ %22, %20 ]
  %25 = icmp sgt i32 %24, 0
  %26 = getelementptr inbounds i8, ptr %1, i64 4
  %27 = getelementptr inbounds i8, ptr %2, i64 4
  %28 = sext i32 %24 to i64
  %29 = zext nneg i32 %14 to i64
  %30 = zext nneg i32 %24 to i64
  br label %31

31:                                               ; preds = %55, %23
  %32 = phi i64 [ 0, %23 ], [ %60, %55 ]
  br i1 %25, label %33, label %55

33:                                               ; preds = %31
  %34 = getelementptr inbounds [256 x i32], ptr %26, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = zext i32 %35 to i64
  br label %62

37:                                               ; preds = %55, %20
  %38 = phi i32 [ %22, %20 ], [ %24, %55 ]
  %39 = add nsw i32 %38, %14
  store i32 %39, ptr %0, align 4, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %0, i64 4
  %41 = sext i32 %39 to i64
  %42 = shl nsw i64 %41, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %40, ptr nonnull align 4 %4, i64 %42, i1 false)
  %43 = icmp sgt i32 %39, 0
  br i1 %43, label %44, label %79

44:                                               ; preds = %37
  %45 = zext nneg i32 %39 to i64
  br label %46

46:                                               ; preds = %52, %44
  %47 = phi i64 [ %45, %44 ], [ %48, %52 ]
  %48 = add nsw i64 %47, -1
  %49 = getelementptr inbounds [256 x i32], ptr %40, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %79

52:                                               ; preds = %46
  %53 = trunc nuw nsw i64 %48 to i32
  store i32 %53, ptr %0, align 4, !tbaa !14
  %54 = icmp ugt i64 %47, 1
  br i1 %54, label %46, label %79, !llvm.loop !16

55:                                               ; preds = %62, %31
  %56 = phi i64 [ 0, %31 ], [ %76, %62 ]
  %57 = trunc nuw i64 %56 to i32
  %58 = add nsw i64 %32, %28
  %59 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %58
  store i32 %57, ptr %59, align 4, !tbaa !6
  %60 = add nuw nsw i64 %32, 1
  %61 = icmp eq i64 %60, %29
  br i1 %61, label %37, label %31, !llvm.loop !13

62:                                               ; preds = %62, %33
  %63 = phi i64 [ 0, %33 ], [ %77, %62 ]
  %64 = phi i64 [ 0, %33 ], [ %76, %62 ]
  %65 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %63
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = zext i32 %66 to i64
  %68 = mul nuw i64 %67, %36
  %69 = add nuw nsw i64 %63, %32
  %70 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = zext i32 %71 to i64
  %73 = add nuw nsw i64 %64, %72
  %74 = add nuw i64 %73, %68
  %75 = trunc i64 %74 to i32
  store i32 %75, ptr %70, align 4, !tbaa !6
  %76 = lshr i64 %74, 32
  %77 = add nuw nsw i64 %63, 1
  %78 = icmp eq i64 %77, %30
  br i1 %78, label %55, label %62, !llvm.loop !19

79:                                               ; preds = %46, %52, %37
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9
  br label %405

80:                                               ; preds = %16
  %81 = tail call i32 @llvm.umax.i32(i32 %14, i32 %17)
  %82 = lshr i32 %81, 1
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %13) #9
  %83 = tail call i32 @llvm.umin.i32(i32 %14, i32 %82)
  store i32 %83, ptr %5, align 4, !tbaa !14
  %84 = getelementptr inbounds i8, ptr %5, i64 4
  %85 = getelementptr inbounds i8, ptr %1, i64 4
  %86 = shl nuw i32 %83, 2
  %87 = zext i32 %86 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %84, ptr nonnull readonly align 4 %85, i64 %87, i1 false)
  %88 = zext nneg i32 %83 to i64
  %89 = add nsw i64 %88, -1
  %90 = getelementptr inbounds [256 x i32], ptr %84, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %98, label %103

93:                                               ; preds = %98
  %94 = add nsw i64 %99, -1
  %95 = getelementptr inbounds [256 x i32], ptr %84, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %103, !llvm.loop !16

98:                                               ; preds = %80, %93
  %99 = phi i64 [ %94, %93 ], [ %89, %80 ]
  %100 = phi i64 [ %99, %93 ], [ %88, %80 ]
  %101 = trunc nuw nsw i64 %99 to i32
  store i32 %101, ptr %5, align 4, !tbaa !14
  %102 = icmp ugt i64 %100, 1
  br i1 %102, label %93, label %103, !llvm.loop !16

103:                                              ; preds = %98, %93, %80
  %104 = phi i32 [ %83, %80 ], [ %101, %93 ], [ %101, %98 ]
  %105 = icmp sgt i32 %14, %82
  %106 = sub nsw i32 %14, %82
  %107 = select i1 %105, i32 %106, i32 0
  store i32 %107, ptr %6, align 4, !tbaa !14
  %108 = getelementptr inbounds i8, ptr %6, i64 4
  %109 = zext nneg i32 %82 to i64
  %110 = getelementptr inbounds i32, ptr %85, i64 %109
  %111 = sext i32 %107 to i64
  %112 = shl nsw i64 %111, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %108, ptr nonnull readonly align 4 %110, i64 %112, i1 false)
  %113 = tail call i32 @llvm.smin.i32(i32 %17, i32 %82)
  store i32 %113, ptr %7, align 4, !tbaa !14
  %114 = getelementptr inbounds i8, ptr %7, i64 4
  %115 = getelementptr inbounds i8, ptr %2, i64 4
  %116 = shl nuw i32 %113, 2
  %117 = zext i32 %116 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %114, ptr nonnull readonly align 4 %115, i64 %117, i1 false)
  %118 = zext nneg i32 %113 to i64
  %119 = add nsw i64 %118, -1
  %120 = getelementptr inbounds [256 x i32], ptr %114, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %128, label %133

123:                                              ; preds = %128
  %124 = add nsw i64 %129, -1
  %125 = getelementptr inbounds [256 x i32], ptr %114, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %133, !llvm.loop !16

128:                                              ; preds = %103, %123
  %129 = phi i64 [ %124, %123 ], [ %119, %103 ]
  %130 = phi i64 [ %129, %123 ], [ %118, %103 ]
  %131 = trunc nuw nsw i64 %129 to i32
  store i32 %131, ptr %7, align 4, !tbaa !14
  %132 = icmp ugt i64 %130, 1
  br i1 %132, label %123, label %133, !llvm.loop !16

133:                                              ; preds = %128, %123, %103
  %134 = phi i32 [ %113, %103 ], [ %131, %123 ], [ %131, %128 ]
  %135 = icmp sgt i32 %17, %82
  %136 = sub nsw i32 %17, %82
  %137 = select i1 %135, i32 %136, i32 0
  store i32 %137, ptr %8, align 4, !tbaa !14
  %138 = getelementptr inbounds i8, ptr %8, i64 4
  %139 = getelementptr inbounds i32, ptr %115, i64 %109
  %140 = sext i32 %137 to i64
  %141 = shl nsw i64 %140, 2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %138, ptr nonnull readonly align 4 %139, i64 %141, i1 false)
  call fastcc void @karatsuba(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7)
  call fastcc void @karatsuba(ptr noundef nonnull %11, ptr noundef nonnull %6, ptr noundef nonnull %8)
  %142 = tail call i32 @llvm.smax.i32(i32 %104, i32 %107)
  %143 = icmp sgt i32 %142, 0
  br i1 %143, label %145, label %144

144:                                              ; preds = %133
  store i32 %142, ptr %12, align 4, !tbaa !14
  br label %178

145:                                              ; preds = %133
  %146 = getelementptr inbounds i8, ptr %12, i64 4
  %147 = zext nneg i32 %142 to i64
  %148 = sext i32 %104 to i64
  br label %151

149:                                              ; preds = %165
  %150 = icmp ult i64 %169, 4294967296
  store i32 %142, ptr %12, align 4, !tbaa !14
  br i1 %150, label %178, label %175

151:                                              ; preds = %165, %145
  %152 = phi i64 [ 0, %145 ], [ %173, %165 ]
  %153 = phi i64 [ 0, %145 ], [ %172, %165 ]
  %154 = icmp slt i64 %152, %148
  br i1 %154, label %155, label %158

155:                                              ; preds = %151
  %156 = getelementptr inbounds [256 x i32], ptr %84, i64 0, i64 %152
  %157 = load i32, ptr %156, align 4, !tbaa !6
  br label %158

158:                                              ; preds = %155, %151
  %159 = phi i32 [ %157, %155 ], [ 0, %151 ]
  %160 = zext i32 %159 to i64
  %161 = icmp slt i64 %152, %111
  br i1 %161, label %162, label %165

162:                                              ; preds = %158
  %163 = getelementptr inbounds [256 x i32], ptr %108, i64 0, i64 %152
  %164 = load i32, ptr %163, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %162, %158
  %166 = phi i32 [ %164, %162 ], [ 0, %158 ]
  %167 = zext i32 %166 to i64
  %168 = add nuw nsw i64 %153, %160
  %169 = add nuw nsw i64 %168, %167
  %170 = trunc i64 %169 to i32
  %171 = getelementptr inbounds [256 x i32], ptr %146, i64 0, i64 %152
  store i32 %170, ptr %171, align 4, !tbaa !6
  %172 = lshr i64 %169, 32
  %173 = add nuw nsw i64 %152, 1
  %174 = icmp eq i64 %173, %147
  br i1 %174, label %149, label %151, !llvm.loop !20

175:                                              ; preds = %149
  %176 = add nuw nsw i32 %142, 1
  store i32 %176, ptr %12, align 4, !tbaa !14
  %177 = getelementptr inbounds [256 x i32], ptr %146, i64 0, i64 %147
  store i32 1, ptr %177, align 4, !tbaa !6
  br label %178

178:                                              ; preds = %144, %149, %175
  %179 = tail call i32 @llvm.smax.i32(i32 %134, i32 %137)
  %180 = icmp sgt i32 %179, 0
  br i1 %180, label %182, label %181

181:                                              ; preds = %178
  store i32 %179, ptr %13, align 4, !tbaa !14
  br label %215

182:                                              ; preds = %178
  %183 = getelementptr inbounds i8, ptr %13, i64 4
  %184 = zext nneg i32 %179 to i64
  %185 = sext i32 %134 to i64
  br label %188

186:                                              ; preds = %202
  %187 = icmp ult i64 %206, 4294967296
  store i32 %179, ptr %13, align 4, !tbaa !14
  br i1 %187, label %215, label %212

188:                                              ; preds = %202, %182
  %189 = phi i64 [ 0, %182 ], [ %210, %202 ]
  %190 = phi i64 [ 0, %182 ], [ %209, %202 ]
  %191 = icmp slt i64 %189, %185
  br i1 %191, label %192, label %195

192:                                              ; preds = %188
  %193 = getelementptr inbounds [256 x i32], ptr %114, i64 0, i64 %189
  %194 = load i32, ptr %193, align 4, !tbaa !6
  br label %195

195:                                              ; preds = %192, %188
  %196 = phi i32 [ %194, %192 ], [ 0, %188 ]
  %197 = zext i32 %196 to i64
  %198 = icmp slt i64 %189, %140
  br i1 %198, label %199, label %202

199:                                              ; preds = %195
  %200 = getelementptr inbounds [256 x i32], ptr %138, i64 0, i64 %189
  %201 = load i32, ptr %200, align 4, !tbaa !6
  br label %202

202:                                              ; preds = %199, %195
  %203 = phi i32 [ %201, %199 ], [ 0, %195 ]
  %204 = zext i32 %203 to i64
  %205 = add nuw nsw i64 %190, %197
  %206 = add nuw nsw i64 %205, %204
  %207 = trunc i64 %206 to i32
  %208 = getelementptr inbounds [256 x i32], ptr %183, i64 0, i64 %189
  store i32 %207, ptr %208, align 4, !tbaa !6
  %209 = lshr i64 %206, 32
  %210 = add nuw nsw i64 %189, 1
  %211 = icmp eq i64 %210, %184
  br i1 %211, label %186, label %188, !llvm.loop !20

212:                                              ; preds = %186
  %213 = add nuw nsw i32 %179, 1
  store i32 %213, ptr %13, align 4, !tbaa !14
  %214 = getelementptr inbounds [256 x i32], ptr %183, i64 0, i64 %184
  store i32 1, ptr %214, align 4, !tbaa !6
  br label %215

215:                                              ; preds = %181, %186, %212
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %12, ptr noundef nonnull %13)
  %216 = load i32, ptr %10, align 4, !tbaa !14
  %217 = icmp sgt i32 %216, 0
  br i1 %217, label %218, label %342

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %10, i64 4
  %220 = getelementptr inbounds i8, ptr %9, i64 4
  %221 = load i32, ptr %9, align 4, !tbaa !14
  %222 = sext i32 %221 to i64
  %223 = zext nneg i32 %216 to i64
  br label %234

224:                                              ; preds = %229
  %225 = add nsw i64 %230, -1
  %226 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %229, label %258, !llvm.loop !16

229:                                              ; preds = %253, %224
  %230 = phi i64 [ %225, %224 ], [ %254, %253 ]
  %231 = phi i64 [ %230, %224 ], [ %223, %253 ]
  %232 = trunc nuw nsw i64 %230 to i32
  store i32 %232, ptr %10, align 4, !tbaa !14
  %233 = icmp ugt i64 %231, 1
  br i1 %233, label %224, label %300, !llvm.loop !16

234:                                              ; preds = %244, %218
  %235 = phi i64 [ 0, %218 ], [ %251, %244 ]
  %236 = phi i64 [ 0, %218 ], [ %250, %244 ]
  %237 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %235
  %238 = load i32, ptr %237, align 4, !tbaa !6
  %239 = zext i32 %238 to i64
  %240 = icmp slt i64 %235, %222
  br i1 %240, label %241, label %244

241:                                              ; preds = %234
  %242 = getelementptr inbounds [256 x i32], ptr %220, i64 0, i64 %235
  %243 = load i32, ptr %242, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %241, %234
  %245 = phi i32 [ %243, %241 ], [ 0, %234 ]
  %246 = zext i32 %245 to i64
  %247 = sub nsw i64 %239, %246
  %248 = add nsw i64 %247, %236
  %249 = trunc i64 %248 to i32
  store i32 %249, ptr %237, align 4, !tbaa !6
  %250 = ashr i64 %248, 63
  %251 = add nuw nsw i64 %235, 1
  %252 = icmp eq i64 %251, %223
  br i1 %252, label %253, label %234, !llvm.loop !30

253:                                              ; preds = %244
  %254 = add nsw i64 %223, -1
  %255 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %254
  %256 = load i32, ptr %255, align 4, !tbaa !6
  %257 = icmp eq i32 %256, 0
  br i1 %257, label %229, label %258

258:                                              ; preds = %224, %253
  %259 = phi i32 [ %216, %253 ], [ %232, %224 ]
  %260 = icmp sgt i32 %259, 0
  br i1 %260, label %261, label %300

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr %11, i64 4
  %263 = load i32, ptr %11, align 4, !tbaa !14
  %264 = sext i32 %263 to i64
  %265 = zext nneg i32 %259 to i64
  br label %276

266:                                              ; preds = %271
  %267 = add nsw i64 %272, -1
  %268 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !6
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %271, label %300, !llvm.loop !16

271:                                              ; preds = %295, %266
  %272 = phi i64 [ %267, %266 ], [ %296, %295 ]
  %273 = phi i64 [ %272, %266 ], [ %265, %295 ]
  %274 = trunc nuw nsw i64 %272 to i32
  store i32 %274, ptr %10, align 4, !tbaa !14
  %275 = icmp ugt i64 %273, 1
  br i1 %275, label %266, label %342, !llvm.loop !16

276:                                              ; preds = %286, %261
  %277 = phi i64 [ 0, %261 ], [ %293, %286 ]
  %278 = phi i64 [ 0, %261 ], [ %292, %286 ]
  %279 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %277
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = zext i32 %280 to i64
  %282 = icmp slt i64 %277, %264
  br i1 %282, label %283, label %286

283:                                              ; preds = %276
  %284 = getelementptr inbounds [256 x i32], ptr %262, i64 0, i64 %277
  %285 = load i32, ptr %284, align 4, !tbaa !6
  br label %286

286:                                              ; preds = %283, %276
  %287 = phi i32 [ %285, %283 ], [ 0, %276 ]
  %288 = zext i32 %287 to i64
  %289 = sub nsw i64 %281, %288
  %290 = add nsw i64 %289, %278
  %291 = trunc i64 %290 to i32
  store i32 %291, ptr %279, align 4, !tbaa !6
  %292 = ashr i64 %290, 63
  %293 = add nuw nsw i64 %277, 1
  %294 = icmp eq i64 %293, %265
  br i1 %294, label %295, label %276, !llvm.loop !30

295:                                              ; preds = %286
  %296 = add nsw i64 %265, -1
  %297 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = icmp eq i32 %298, 0
  br i1 %299, label %271, label %300

300:                                              ; preds = %229, %266, %295, %258
  %301 = phi i32 [ %259, %258 ], [ %259, %295 ], [ %274, %266 ], [ %232, %229 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !tbaa.struct !21
  %302 = icmp sgt i32 %301, 0
  %303 = load i32, ptr %0, align 4, !tbaa !14
  br i1 %302, label %304, label %344

304:                                              ; preds = %300
  %305 = getelementptr inbounds i8, ptr %0, i64 4
  %306 = zext nneg i32 %301 to i64
  br label %307

307:                                              ; preds = %331, %304
  %308 = phi i32 [ %303, %304 ], [ %323, %331 ]
  %309 = phi i64 [ 0, %304 ], [ %338, %331 ]
  %310 = phi i64 [ 0, %304 ], [ %337, %331 ]
  %311 = add nuw nsw i64 %309, %109
  %312 = sext i32 %308 to i64
  %313 = icmp slt i64 %311, %312
  br i1 %313, label %322, label %314

314:                                              ; preds = %307, %314
  %315 = phi i32 [ %319, %314 ], [ %308, %307 ]
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr %0, align 4, !tbaa !14
  %317 = sext i32 %315 to i64
  %318 = getelementptr inbounds [256 x i32], ptr %305, i64 0, i64 %317
  store i32 0, ptr %318, align 4, !tbaa !6
  %319 = load i32, ptr %0, align 4, !tbaa !14
  %320 = sext i32 %319 to i64
  %321 = icmp slt i64 %311, %320
  br i1 %321, label %322, label %314, !llvm.loop !31

322:                                              ; preds = %314, %307
  %323 = phi i32 [ %308, %307 ], [ %319, %314 ]
  %324 = getelementptr inbounds [256 x i32], ptr %305, i64 0, i64 %311
  %325 = load i32, ptr %324, align 4, !tbaa !6
  %326 = zext i32 %325 to i64
  %327 = icmp ult i64 %309, %306
  br i1 %327, label %328, label %331

328:                                              ; preds = %322
  %329 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %309
  %330 = load i32, ptr %329, align 4, !tbaa !6
  br label %331

331:                                              ; preds = %328, %322
  %332 = phi i32 [ %330, %328 ], [ 0, %322 ]
  %333 = zext i32 %332 to i64
  %334 = add nuw nsw i64 %310, %326
  %335 = add nuw nsw i64 %334, %333
  %336 = trunc i64 %335 to i32
  store i32 %336, ptr %324, align 4, !tbaa !6
  %337 = lshr i64 %335, 32
  %338 = add nuw nsw i64 %309, 1
  %339 = icmp ult i64 %338, %306
  %340 = icmp ugt i64 %335, 4294967295
  %341 = select i1 %339, i1 true, i1 %340
  br i1 %341, label %307, label %344, !llvm.loop !32

342:                                              ; preds = %271, %215
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false)
  %343 = load i32, ptr %0, align 4, !tbaa !14
  br label %344

344:                                              ; preds = %331, %342, %300
  %345 = phi i32 [ %303, %300 ], [ %343, %342 ], [ %323, %331 ]
  %346 = load i32, ptr %11, align 4, !tbaa !14
  %347 = icmp sgt i32 %346, 0
  br i1 %347, label %348, label %389

348:                                              ; preds = %344
  %349 = and i32 %81, 2147483646
  %350 = getelementptr inbounds i8, ptr %0, i64 4
  %351 = getelementptr inbounds i8, ptr %11, i64 4
  %352 = zext nneg i32 %349 to i64
  %353 = zext nneg i32 %346 to i64
  br label %354

354:                                              ; preds = %378, %348
  %355 = phi i32 [ %345, %348 ], [ %370, %378 ]
  %356 = phi i64 [ 0, %348 ], [ %385, %378 ]
  %357 = phi i64 [ 0, %348 ], [ %384, %378 ]
  %358 = add nuw nsw i64 %356, %352
  %359 = sext i32 %355 to i64
  %360 = icmp slt i64 %358, %359
  br i1 %360, label %369, label %361

361:                                              ; preds = %354, %361
  %362 = phi i32 [ %366, %361 ], [ %355, %354 ]
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %0, align 4, !tbaa !14
  %364 = sext i32 %362 to i64
  %365 = getelementptr inbounds [256 x i32], ptr %350, i64 0, i64 %364
  store i32 0, ptr %365, align 4, !tbaa !6
  %366 = load i32, ptr %0, align 4, !tbaa !14
  %367 = sext i32 %366 to i64
  %368 = icmp slt i64 %358, %367
  br i1 %368, label %369, label %361, !llvm.loop !31

369:                                              ; preds = %361, %354
  %370 = phi i32 [ %355, %354 ], [ %366, %361 ]
  %371 = getelementptr inbounds [256 x i32], ptr %350, i64 0, i64 %358
  %372 = load i32, ptr %371, align 4, !tbaa !6
  %373 = zext i32 %372 to i64
  %374 = icmp ult i64 %356, %353
  br i1 %374, label %375, label %378

375:                                              ; preds = %369
  %376 = getelementptr inbounds [256 x i32], ptr %351, i64 0, i64 %356
  %377 = load i32, ptr %376, align 4, !tbaa !6
  br label %378

378:                                              ; preds = %375, %369
  %379 = phi i32 [ %377, %375 ], [ 0, %369 ]
  %380 = zext i32 %379 to i64
  %381 = add nuw nsw i64 %357, %373
  %382 = add nuw nsw i64 %381, %380
  %383 = trunc i64 %382 to i32
  store i32 %383, ptr %371, align 4, !tbaa !6
  %384 = lshr i64 %382, 32
  %385 = add nuw nsw i64 %356, 1
  %386 = icmp ult i64 %385, %353
  %387 = icmp ugt i64 %382, 4294967295
  %388 = select i1 %386, i1 true, i1 %387
  br i1 %388, label %354, label %389, !llvm.loop !32

389:                                              ; preds = %378, %344
  %390 = phi i32 [ %345, %344 ], [ %370, %378 ]
  %391 = getelementptr inbounds i8, ptr %0, i64 4
  %392 = icmp sgt i32 %390, 0
  br i1 %392, label %393, label %404

393:                                              ; preds = %389
  %394 = zext nneg i32 %390 to i64
  br label %395

395:                                              ; preds = %401, %393
  %396 = phi i64 [ %394, %393 ], [ %397, %401 ]
  %397 = add nsw i64 %396, -1
  %398 = getelementptr inbounds [256 x i32], ptr %391, i64 0, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !6
  %400 = icmp eq i32 %399, 0
  br i1 %400, label %401, label %404

401:                                              ; preds = %395
  %402 = trunc nuw nsw i64 %397 to i32
  store i32 %402, ptr %0, align 4, !tbaa !14
  %403 = icmp ugt i64 %396, 1
  br i1 %403, label %395, label %404, !llvm.loop !16

404:                                              ; preds = %395, %401, %389
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %12) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %5) #9
  br label %405

405:                                              ; preds = %404, %79
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !7, i64 0}
!15 = !{!"", !7, i64 0, !8, i64 4}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = !{i64 0, i64 4, !6, i64 4, i64 1024, !10}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !26, !27}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = distinct !{!28, !12, !26, !27}
!29 = distinct !{!29, !12, !27, !26}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
