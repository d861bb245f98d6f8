; ModuleID = 'programs/radix_base_conversion.c'
source_filename = "programs/radix_base_conversion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" b%d=%s\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"overflow detect: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"u128: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"bt(%ld)=%s \00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"nb(%ld)=%s \00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"roman 1994=%s 3999=%s 444=%s rbad=%d bad=%d\0A\00", align 1
@digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16
@roman.val = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16
@roman.sym = internal unnamed_addr constant [13 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 16
@.str.11 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"CM\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"CD\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"XC\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"XL\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"X\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"IX\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"IV\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"I\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [50 x i8], align 16
  %2 = alloca [70 x i8], align 16
  %3 = alloca [70 x i8], align 16
  %4 = alloca [50 x i8], align 16
  %5 = alloca [200 x i8], align 16
  %6 = alloca [6 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 16, i1 false)
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 255, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 1000000007, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 32
  store i64 -2401053089206453570, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %6, i64 40
  store i64 -1, ptr %11, align 8
  %12 = getelementptr i8, ptr %3, i64 -7
  %13 = getelementptr i8, ptr %3, i64 -7
  %14 = getelementptr i8, ptr %3, i64 -7
  %15 = getelementptr i8, ptr %2, i64 -7
  br label %110

16:                                               ; preds = %320, %34
  %17 = phi i8 [ %38, %34 ], [ 49, %320 ]
  %18 = phi i64 [ %35, %34 ], [ 0, %320 ]
  %19 = phi i64 [ %36, %34 ], [ 0, %320 ]
  %20 = sext i8 %17 to i32
  %21 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %20, i64 37)
  %22 = icmp eq ptr %21, null
  br i1 %22, label %40, label %23

23:                                               ; preds = %16
  %24 = ptrtoint ptr %21 to i64
  %25 = sub i64 %24, ptrtoint (ptr @digits to i64)
  %26 = icmp slt i64 %25, 10
  br i1 %26, label %27, label %40

27:                                               ; preds = %23
  %28 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %18, i64 10)
  %29 = extractvalue { i64, i1 } %28, 1
  br i1 %29, label %40, label %30

30:                                               ; preds = %27
  %31 = extractvalue { i64, i1 } %28, 0
  %32 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %31, i64 %25)
  %33 = extractvalue { i64, i1 } %32, 1
  br i1 %33, label %40, label %34

34:                                               ; preds = %30
  %35 = extractvalue { i64, i1 } %32, 0
  %36 = add nuw nsw i64 %19, 1
  %37 = getelementptr inbounds i8, ptr @.str.4, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !5
  %39 = icmp eq i64 %36, 20
  br i1 %39, label %40, label %16, !llvm.loop !8

40:                                               ; preds = %34, %16, %23, %27, %30
  %41 = phi i32 [ -1, %23 ], [ -1, %16 ], [ 1, %27 ], [ 1, %30 ], [ 0, %34 ]
  br label %42

42:                                               ; preds = %60, %40
  %43 = phi i8 [ 49, %40 ], [ %64, %60 ]
  %44 = phi i64 [ 0, %40 ], [ %61, %60 ]
  %45 = phi i64 [ 0, %40 ], [ %62, %60 ]
  %46 = sext i8 %43 to i32
  %47 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %46, i64 37)
  %48 = icmp eq ptr %47, null
  br i1 %48, label %66, label %49

49:                                               ; preds = %42
  %50 = ptrtoint ptr %47 to i64
  %51 = sub i64 %50, ptrtoint (ptr @digits to i64)
  %52 = icmp slt i64 %51, 10
  br i1 %52, label %53, label %66

53:                                               ; preds = %49
  %54 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %44, i64 10)
  %55 = extractvalue { i64, i1 } %54, 1
  br i1 %55, label %66, label %56

56:                                               ; preds = %53
  %57 = extractvalue { i64, i1 } %54, 0
  %58 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %57, i64 %51)
  %59 = extractvalue { i64, i1 } %58, 1
  br i1 %59, label %66, label %60

60:                                               ; preds = %56
  %61 = extractvalue { i64, i1 } %58, 0
  %62 = add nuw nsw i64 %45, 1
  %63 = getelementptr inbounds i8, ptr @.str.5, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !5
  %65 = icmp eq i64 %62, 20
  br i1 %65, label %66, label %42, !llvm.loop !8

66:                                               ; preds = %60, %42, %49, %53, %56
  %67 = phi i32 [ -1, %49 ], [ -1, %42 ], [ 1, %53 ], [ 1, %56 ], [ 0, %60 ]
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef %67, i32 noundef -1)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %4) #10
  br label %69

69:                                               ; preds = %80, %66
  %70 = phi i64 [ 0, %66 ], [ %85, %80 ]
  %71 = phi i128 [ -1, %66 ], [ %87, %80 ]
  %72 = freeze i128 %71
  %73 = udiv i128 %72, 10
  %74 = mul i128 %73, 10
  %75 = sub i128 %72, %74
  %76 = trunc nuw nsw i128 %75 to i8
  %77 = or disjoint i8 %76, 48
  %78 = getelementptr inbounds [50 x i8], ptr %4, i64 0, i64 %70
  store i8 %77, ptr %78, align 2, !tbaa !5
  %79 = icmp eq i64 %70, 38
  br i1 %79, label %88, label %80, !llvm.loop !10

80:                                               ; preds = %69
  %81 = or disjoint i64 %70, 1
  %82 = urem i128 %73, 10
  %83 = trunc nuw nsw i128 %82 to i8
  %84 = or disjoint i8 %83, 48
  %85 = add nuw nsw i64 %70, 2
  %86 = getelementptr inbounds [50 x i8], ptr %4, i64 0, i64 %81
  store i8 %84, ptr %86, align 1, !tbaa !5
  %87 = udiv i128 %71, 100
  br label %69

88:                                               ; preds = %69
  %89 = getelementptr inbounds i8, ptr %4, i64 23
  %90 = getelementptr inbounds i8, ptr %4, i64 7
  %91 = load <16 x i8>, ptr %89, align 1, !tbaa !5
  %92 = shufflevector <16 x i8> %91, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %93 = load <16 x i8>, ptr %90, align 1, !tbaa !5
  %94 = shufflevector <16 x i8> %93, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %95 = getelementptr inbounds i8, ptr %5, i64 16
  store <16 x i8> %92, ptr %5, align 16, !tbaa !5
  store <16 x i8> %94, ptr %95, align 16, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %4, i64 3
  %97 = load <4 x i8>, ptr %96, align 1, !tbaa !5
  %98 = shufflevector <4 x i8> %97, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %99 = getelementptr inbounds i8, ptr %5, i64 32
  store <4 x i8> %98, ptr %99, align 16, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %4, i64 2
  %101 = load i8, ptr %100, align 2, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %5, i64 36
  store i8 %101, ptr %102, align 4, !tbaa !5
  %103 = getelementptr inbounds i8, ptr %4, i64 1
  %104 = load i8, ptr %103, align 1, !tbaa !5
  %105 = getelementptr inbounds i8, ptr %5, i64 37
  store i8 %104, ptr %105, align 1, !tbaa !5
  %106 = load i8, ptr %4, align 16, !tbaa !5
  %107 = getelementptr inbounds i8, ptr %5, i64 38
  store i8 %106, ptr %107, align 2, !tbaa !5
  %108 = getelementptr inbounds i8, ptr %5, i64 39
  store i8 0, ptr %108, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %4) #10
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10
  br label %476

110:                                              ; preds = %0, %320
  %111 = phi i64 [ 0, %0 ], [ %322, %320 ]
  %112 = phi i32 [ 0, %0 ], [ %425, %320 ]
  %113 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %111
  %114 = load i64, ptr %113, align 8, !tbaa !11
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %114)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10
  br label %116

116:                                              ; preds = %116, %110
  %117 = phi i32 [ %127, %116 ], [ 1, %110 ]
  %118 = phi i64 [ %123, %116 ], [ 0, %110 ]
  %119 = phi i64 [ %125, %116 ], [ %114, %110 ]
  %120 = and i64 %119, 1
  %121 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = add nuw nsw i64 %118, 1
  %124 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %118
  store i8 %122, ptr %124, align 1, !tbaa !5
  %125 = lshr i64 %119, 1
  %126 = icmp ult i64 %119, 2
  %127 = add nuw i32 %117, 1
  br i1 %126, label %128, label %116, !llvm.loop !13

128:                                              ; preds = %116
  %129 = shl i64 %118, 32
  %130 = ashr exact i64 %129, 32
  %131 = zext i32 %117 to i64
  %132 = icmp ult i32 %117, 8
  br i1 %132, label %170, label %133

133:                                              ; preds = %128
  %134 = icmp ult i32 %117, 32
  br i1 %134, label %156, label %135

135:                                              ; preds = %133
  %136 = and i64 %131, 4294967264
  br label %137

137:                                              ; preds = %137, %135
  %138 = phi i64 [ 0, %135 ], [ %149, %137 ]
  %139 = sub nsw i64 %130, %138
  %140 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %139
  %141 = getelementptr inbounds i8, ptr %140, i64 -15
  %142 = getelementptr inbounds i8, ptr %140, i64 -31
  %143 = load <16 x i8>, ptr %141, align 1, !tbaa !5
  %144 = shufflevector <16 x i8> %143, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %145 = load <16 x i8>, ptr %142, align 1, !tbaa !5
  %146 = shufflevector <16 x i8> %145, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %147 = getelementptr inbounds i8, ptr %5, i64 %138
  %148 = getelementptr inbounds i8, ptr %147, i64 16
  store <16 x i8> %144, ptr %147, align 16, !tbaa !5
  store <16 x i8> %146, ptr %148, align 16, !tbaa !5
  %149 = add nuw i64 %138, 32
  %150 = icmp eq i64 %149, %136
  br i1 %150, label %151, label %137, !llvm.loop !14

151:                                              ; preds = %137
  %152 = icmp eq i64 %136, %131
  br i1 %152, label %180, label %153

153:                                              ; preds = %151
  %154 = and i64 %131, 24
  %155 = icmp eq i64 %154, 0
  br i1 %155, label %170, label %156

156:                                              ; preds = %133, %153
  %157 = phi i64 [ %136, %153 ], [ 0, %133 ]
  %158 = and i64 %131, 4294967288
  br label %159

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %157, %156 ], [ %166, %159 ]
  %161 = sub nsw i64 %130, %160
  %162 = getelementptr [70 x i8], ptr %12, i64 0, i64 %161
  %163 = load <8 x i8>, ptr %162, align 1, !tbaa !5
  %164 = shufflevector <8 x i8> %163, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %165 = getelementptr inbounds i8, ptr %5, i64 %160
  store <8 x i8> %164, ptr %165, align 8, !tbaa !5
  %166 = add nuw i64 %160, 8
  %167 = icmp eq i64 %166, %158
  br i1 %167, label %168, label %159, !llvm.loop !17

168:                                              ; preds = %159
  %169 = icmp eq i64 %158, %131
  br i1 %169, label %180, label %170

170:                                              ; preds = %168, %128, %153
  %171 = phi i64 [ 0, %128 ], [ %136, %153 ], [ %158, %168 ]
  br label %172

172:                                              ; preds = %170, %172
  %173 = phi i64 [ %178, %172 ], [ %171, %170 ]
  %174 = sub nsw i64 %130, %173
  %175 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !5
  %177 = getelementptr inbounds i8, ptr %5, i64 %173
  store i8 %176, ptr %177, align 1, !tbaa !5
  %178 = add nuw nsw i64 %173, 1
  %179 = icmp eq i64 %178, %131
  br i1 %179, label %180, label %172, !llvm.loop !18

180:                                              ; preds = %172, %168, %151
  %181 = and i64 %123, 4294967295
  %182 = getelementptr inbounds i8, ptr %5, i64 %181
  store i8 0, ptr %182, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10
  br label %184

184:                                              ; preds = %184, %180
  %185 = phi i32 [ %195, %184 ], [ 1, %180 ]
  %186 = phi i64 [ %191, %184 ], [ 0, %180 ]
  %187 = phi i64 [ %193, %184 ], [ %114, %180 ]
  %188 = urem i64 %187, 19
  %189 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %188
  %190 = load i8, ptr %189, align 1, !tbaa !5
  %191 = add nuw nsw i64 %186, 1
  %192 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %186
  store i8 %190, ptr %192, align 1, !tbaa !5
  %193 = udiv i64 %187, 19
  %194 = icmp ult i64 %187, 19
  %195 = add nuw i32 %185, 1
  br i1 %194, label %196, label %184, !llvm.loop !13

196:                                              ; preds = %184
  %197 = shl i64 %186, 32
  %198 = ashr exact i64 %197, 32
  %199 = zext i32 %185 to i64
  %200 = icmp ult i32 %185, 8
  br i1 %200, label %238, label %201

201:                                              ; preds = %196
  %202 = icmp ult i32 %185, 32
  br i1 %202, label %224, label %203

203:                                              ; preds = %201
  %204 = and i64 %199, 4294967264
  br label %205

205:                                              ; preds = %205, %203
  %206 = phi i64 [ 0, %203 ], [ %217, %205 ]
  %207 = sub nsw i64 %198, %206
  %208 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %207
  %209 = getelementptr inbounds i8, ptr %208, i64 -15
  %210 = getelementptr inbounds i8, ptr %208, i64 -31
  %211 = load <16 x i8>, ptr %209, align 1, !tbaa !5
  %212 = shufflevector <16 x i8> %211, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %213 = load <16 x i8>, ptr %210, align 1, !tbaa !5
  %214 = shufflevector <16 x i8> %213, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %215 = getelementptr inbounds i8, ptr %5, i64 %206
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  store <16 x i8> %212, ptr %215, align 16, !tbaa !5
  store <16 x i8> %214, ptr %216, align 16, !tbaa !5
  %217 = add nuw i64 %206, 32
  %218 = icmp eq i64 %217, %204
  br i1 %218, label %219, label %205, !llvm.loop !19

219:                                              ; preds = %205
  %220 = icmp eq i64 %204, %199
  br i1 %220, label %248, label %221

221:                                              ; preds = %219
  %222 = and i64 %199, 24
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %238, label %224

224:                                              ; preds = %201, %221
  %225 = phi i64 [ %204, %221 ], [ 0, %201 ]
  %226 = and i64 %199, 4294967288
  br label %227

227:                                              ; preds = %227, %224
  %228 = phi i64 [ %225, %224 ], [ %234, %227 ]
  %229 = sub nsw i64 %198, %228
  %230 = getelementptr [70 x i8], ptr %13, i64 0, i64 %229
  %231 = load <8 x i8>, ptr %230, align 1, !tbaa !5
  %232 = shufflevector <8 x i8> %231, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %233 = getelementptr inbounds i8, ptr %5, i64 %228
  store <8 x i8> %232, ptr %233, align 8, !tbaa !5
  %234 = add nuw i64 %228, 8
  %235 = icmp eq i64 %234, %226
  br i1 %235, label %236, label %227, !llvm.loop !20

236:                                              ; preds = %227
  %237 = icmp eq i64 %226, %199
  br i1 %237, label %248, label %238

238:                                              ; preds = %236, %196, %221
  %239 = phi i64 [ 0, %196 ], [ %204, %221 ], [ %226, %236 ]
  br label %240

240:                                              ; preds = %238, %240
  %241 = phi i64 [ %246, %240 ], [ %239, %238 ]
  %242 = sub nsw i64 %198, %241
  %243 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %5, i64 %241
  store i8 %244, ptr %245, align 1, !tbaa !5
  %246 = add nuw nsw i64 %241, 1
  %247 = icmp eq i64 %246, %199
  br i1 %247, label %248, label %240, !llvm.loop !21

248:                                              ; preds = %240, %236, %219
  %249 = and i64 %191, 4294967295
  %250 = getelementptr inbounds i8, ptr %5, i64 %249
  store i8 0, ptr %250, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 19, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10
  br label %252

252:                                              ; preds = %252, %248
  %253 = phi i32 [ %263, %252 ], [ 1, %248 ]
  %254 = phi i64 [ %259, %252 ], [ 0, %248 ]
  %255 = phi i64 [ %261, %252 ], [ %114, %248 ]
  %256 = urem i64 %255, 36
  %257 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !5
  %259 = add nuw nsw i64 %254, 1
  %260 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %254
  store i8 %258, ptr %260, align 1, !tbaa !5
  %261 = udiv i64 %255, 36
  %262 = icmp ult i64 %255, 36
  %263 = add nuw i32 %253, 1
  br i1 %262, label %264, label %252, !llvm.loop !13

264:                                              ; preds = %252
  %265 = shl i64 %254, 32
  %266 = ashr exact i64 %265, 32
  %267 = zext i32 %253 to i64
  %268 = icmp ult i32 %253, 8
  br i1 %268, label %306, label %269

269:                                              ; preds = %264
  %270 = icmp ult i32 %253, 32
  br i1 %270, label %292, label %271

271:                                              ; preds = %269
  %272 = and i64 %267, 4294967264
  br label %273

273:                                              ; preds = %273, %271
  %274 = phi i64 [ 0, %271 ], [ %285, %273 ]
  %275 = sub nsw i64 %266, %274
  %276 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %275
  %277 = getelementptr inbounds i8, ptr %276, i64 -15
  %278 = getelementptr inbounds i8, ptr %276, i64 -31
  %279 = load <16 x i8>, ptr %277, align 1, !tbaa !5
  %280 = shufflevector <16 x i8> %279, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %281 = load <16 x i8>, ptr %278, align 1, !tbaa !5
  %282 = shufflevector <16 x i8> %281, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %283 = getelementptr inbounds i8, ptr %5, i64 %274
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  store <16 x i8> %280, ptr %283, align 16, !tbaa !5
  store <16 x i8> %282, ptr %284, align 16, !tbaa !5
  %285 = add nuw i64 %274, 32
  %286 = icmp eq i64 %285, %272
  br i1 %286, label %287, label %273, !llvm.loop !22

287:                                              ; preds = %273
  %288 = icmp eq i64 %272, %267
  br i1 %288, label %316, label %289

289:                                              ; preds = %287
  %290 = and i64 %267, 24
  %291 = icmp eq i64 %290, 0
  br i1 %291, label %306, label %292

292:                                              ; preds = %269, %289
  %293 = phi i64 [ %272, %289 ], [ 0, %269 ]
  %294 = and i64 %267, 4294967288
  br label %295

295:                                              ; preds = %295, %292
  %296 = phi i64 [ %293, %292 ], [ %302, %295 ]
  %297 = sub nsw i64 %266, %296
  %298 = getelementptr [70 x i8], ptr %14, i64 0, i64 %297
  %299 = load <8 x i8>, ptr %298, align 1, !tbaa !5
  %300 = shufflevector <8 x i8> %299, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %301 = getelementptr inbounds i8, ptr %5, i64 %296
  store <8 x i8> %300, ptr %301, align 8, !tbaa !5
  %302 = add nuw i64 %296, 8
  %303 = icmp eq i64 %302, %294
  br i1 %303, label %304, label %295, !llvm.loop !23

304:                                              ; preds = %295
  %305 = icmp eq i64 %294, %267
  br i1 %305, label %316, label %306

306:                                              ; preds = %304, %264, %289
  %307 = phi i64 [ 0, %264 ], [ %272, %289 ], [ %294, %304 ]
  br label %308

308:                                              ; preds = %306, %308
  %309 = phi i64 [ %314, %308 ], [ %307, %306 ]
  %310 = sub nsw i64 %266, %309
  %311 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %310
  %312 = load i8, ptr %311, align 1, !tbaa !5
  %313 = getelementptr inbounds i8, ptr %5, i64 %309
  store i8 %312, ptr %313, align 1, !tbaa !5
  %314 = add nuw nsw i64 %309, 1
  %315 = icmp eq i64 %314, %267
  br i1 %315, label %316, label %308, !llvm.loop !24

316:                                              ; preds = %308, %304, %287
  %317 = and i64 %259, 4294967295
  %318 = getelementptr inbounds i8, ptr %5, i64 %317
  store i8 0, ptr %318, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 36, ptr noundef nonnull %5)
  br label %324

320:                                              ; preds = %424
  %321 = call i32 @putchar(i32 10)
  %322 = add nuw nsw i64 %111, 1
  %323 = icmp eq i64 %322, 6
  br i1 %323, label %16, label %110, !llvm.loop !25

324:                                              ; preds = %316, %424
  %325 = phi i64 [ 2, %316 ], [ %426, %424 ]
  %326 = phi i32 [ %112, %316 ], [ %425, %424 ]
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #10
  br label %327

327:                                              ; preds = %327, %324
  %328 = phi i32 [ %338, %327 ], [ 1, %324 ]
  %329 = phi i64 [ %334, %327 ], [ 0, %324 ]
  %330 = phi i64 [ %336, %327 ], [ %114, %324 ]
  %331 = urem i64 %330, %325
  %332 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !5
  %334 = add nuw nsw i64 %329, 1
  %335 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %329
  store i8 %333, ptr %335, align 1, !tbaa !5
  %336 = udiv i64 %330, %325
  %337 = icmp ult i64 %330, %325
  %338 = add nuw i32 %328, 1
  br i1 %337, label %339, label %327, !llvm.loop !13

339:                                              ; preds = %327
  %340 = shl i64 %329, 32
  %341 = ashr exact i64 %340, 32
  %342 = zext i32 %328 to i64
  %343 = icmp ult i32 %328, 8
  br i1 %343, label %381, label %344

344:                                              ; preds = %339
  %345 = icmp ult i32 %328, 32
  br i1 %345, label %367, label %346

346:                                              ; preds = %344
  %347 = and i64 %342, 4294967264
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi i64 [ 0, %346 ], [ %360, %348 ]
  %350 = sub nsw i64 %341, %349
  %351 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %350
  %352 = getelementptr inbounds i8, ptr %351, i64 -15
  %353 = getelementptr inbounds i8, ptr %351, i64 -31
  %354 = load <16 x i8>, ptr %352, align 1, !tbaa !5
  %355 = shufflevector <16 x i8> %354, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %356 = load <16 x i8>, ptr %353, align 1, !tbaa !5
  %357 = shufflevector <16 x i8> %356, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %358 = getelementptr inbounds i8, ptr %5, i64 %349
  %359 = getelementptr inbounds i8, ptr %358, i64 16
  store <16 x i8> %355, ptr %358, align 16, !tbaa !5
  store <16 x i8> %357, ptr %359, align 16, !tbaa !5
  %360 = add nuw i64 %349, 32
  %361 = icmp eq i64 %360, %347
  br i1 %361, label %362, label %348, !llvm.loop !26

362:                                              ; preds = %348
  %363 = icmp eq i64 %347, %342
  br i1 %363, label %391, label %364

364:                                              ; preds = %362
  %365 = and i64 %342, 24
  %366 = icmp eq i64 %365, 0
  br i1 %366, label %381, label %367

367:                                              ; preds = %344, %364
  %368 = phi i64 [ %347, %364 ], [ 0, %344 ]
  %369 = and i64 %342, 4294967288
  br label %370

370:                                              ; preds = %370, %367
  %371 = phi i64 [ %368, %367 ], [ %377, %370 ]
  %372 = sub nsw i64 %341, %371
  %373 = getelementptr [70 x i8], ptr %15, i64 0, i64 %372
  %374 = load <8 x i8>, ptr %373, align 1, !tbaa !5
  %375 = shufflevector <8 x i8> %374, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %376 = getelementptr inbounds i8, ptr %5, i64 %371
  store <8 x i8> %375, ptr %376, align 8, !tbaa !5
  %377 = add nuw i64 %371, 8
  %378 = icmp eq i64 %377, %369
  br i1 %378, label %379, label %370, !llvm.loop !27

379:                                              ; preds = %370
  %380 = icmp eq i64 %369, %342
  br i1 %380, label %391, label %381

381:                                              ; preds = %379, %339, %364
  %382 = phi i64 [ 0, %339 ], [ %347, %364 ], [ %369, %379 ]
  br label %383

383:                                              ; preds = %381, %383
  %384 = phi i64 [ %389, %383 ], [ %382, %381 ]
  %385 = sub nsw i64 %341, %384
  %386 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %385
  %387 = load i8, ptr %386, align 1, !tbaa !5
  %388 = getelementptr inbounds i8, ptr %5, i64 %384
  store i8 %387, ptr %388, align 1, !tbaa !5
  %389 = add nuw nsw i64 %384, 1
  %390 = icmp eq i64 %389, %342
  br i1 %390, label %391, label %383, !llvm.loop !28

391:                                              ; preds = %383, %379, %362
  %392 = and i64 %334, 4294967295
  %393 = getelementptr inbounds i8, ptr %5, i64 %392
  store i8 0, ptr %393, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #10
  %394 = load i8, ptr %5, align 16, !tbaa !5
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %419, label %396

396:                                              ; preds = %391, %414
  %397 = phi i8 [ %417, %414 ], [ %394, %391 ]
  %398 = phi i64 [ %415, %414 ], [ 0, %391 ]
  %399 = phi ptr [ %416, %414 ], [ %5, %391 ]
  %400 = sext i8 %397 to i32
  %401 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %400, i64 37)
  %402 = icmp eq ptr %401, null
  br i1 %402, label %422, label %403

403:                                              ; preds = %396
  %404 = ptrtoint ptr %401 to i64
  %405 = sub i64 %404, ptrtoint (ptr @digits to i64)
  %406 = icmp slt i64 %405, %325
  br i1 %406, label %407, label %422

407:                                              ; preds = %403
  %408 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %398, i64 %325)
  %409 = extractvalue { i64, i1 } %408, 1
  br i1 %409, label %422, label %410

410:                                              ; preds = %407
  %411 = extractvalue { i64, i1 } %408, 0
  %412 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %411, i64 %405)
  %413 = extractvalue { i64, i1 } %412, 1
  br i1 %413, label %422, label %414

414:                                              ; preds = %410
  %415 = extractvalue { i64, i1 } %412, 0
  %416 = getelementptr inbounds i8, ptr %399, i64 1
  %417 = load i8, ptr %416, align 1, !tbaa !5
  %418 = icmp eq i8 %417, 0
  br i1 %418, label %419, label %396, !llvm.loop !8

419:                                              ; preds = %414, %391
  %420 = phi i64 [ 0, %391 ], [ %415, %414 ]
  %421 = icmp eq i64 %420, %114
  br i1 %421, label %424, label %422

422:                                              ; preds = %410, %407, %396, %403, %419
  %423 = add nsw i32 %326, 1
  br label %424

424:                                              ; preds = %422, %419
  %425 = phi i32 [ %423, %422 ], [ %326, %419 ]
  %426 = add nuw nsw i64 %325, 1
  %427 = icmp eq i64 %426, 37
  br i1 %427, label %320, label %324, !llvm.loop !29

428:                                              ; preds = %487
  %429 = shl i64 %490, 32
  %430 = ashr exact i64 %429, 32
  %431 = and i64 %490, 4294967295
  %432 = icmp ult i64 %431, 8
  br i1 %432, label %457, label %433

433:                                              ; preds = %428
  %434 = icmp ult i64 %431, 32
  br i1 %434, label %459, label %435

435:                                              ; preds = %433
  %436 = and i64 %490, 31
  %437 = sub nsw i64 %431, %436
  br label %438

438:                                              ; preds = %438, %435
  %439 = phi i64 [ 0, %435 ], [ %451, %438 ]
  %440 = xor i64 %439, -1
  %441 = add nsw i64 %430, %440
  %442 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %441
  %443 = getelementptr inbounds i8, ptr %442, i64 -15
  %444 = getelementptr inbounds i8, ptr %442, i64 -31
  %445 = load <16 x i8>, ptr %443, align 1, !tbaa !5
  %446 = shufflevector <16 x i8> %445, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %447 = load <16 x i8>, ptr %444, align 1, !tbaa !5
  %448 = shufflevector <16 x i8> %447, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %449 = getelementptr inbounds i8, ptr %5, i64 %439
  %450 = getelementptr inbounds i8, ptr %449, i64 16
  store <16 x i8> %446, ptr %449, align 16, !tbaa !5
  store <16 x i8> %448, ptr %450, align 16, !tbaa !5
  %451 = add nuw i64 %439, 32
  %452 = icmp eq i64 %451, %437
  br i1 %452, label %453, label %438, !llvm.loop !30

453:                                              ; preds = %438
  %454 = icmp eq i64 %436, 0
  br i1 %454, label %502, label %455

455:                                              ; preds = %453
  %456 = icmp ult i64 %436, 8
  br i1 %456, label %457, label %459

457:                                              ; preds = %474, %428, %455
  %458 = phi i64 [ 0, %428 ], [ %437, %455 ], [ %462, %474 ]
  br label %493

459:                                              ; preds = %433, %455
  %460 = phi i64 [ %437, %455 ], [ 0, %433 ]
  %461 = and i64 %490, 7
  %462 = sub nsw i64 %431, %461
  %463 = getelementptr i8, ptr %1, i64 -7
  br label %464

464:                                              ; preds = %464, %459
  %465 = phi i64 [ %460, %459 ], [ %472, %464 ]
  %466 = xor i64 %465, -1
  %467 = add nsw i64 %430, %466
  %468 = getelementptr [50 x i8], ptr %463, i64 0, i64 %467
  %469 = load <8 x i8>, ptr %468, align 1, !tbaa !5
  %470 = shufflevector <8 x i8> %469, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %471 = getelementptr inbounds i8, ptr %5, i64 %465
  store <8 x i8> %470, ptr %471, align 1, !tbaa !5
  %472 = add nuw i64 %465, 8
  %473 = icmp eq i64 %472, %462
  br i1 %473, label %474, label %464, !llvm.loop !31

474:                                              ; preds = %464
  %475 = icmp eq i64 %461, 0
  br i1 %475, label %502, label %457

476:                                              ; preds = %88, %487
  %477 = phi i64 [ %490, %487 ], [ 0, %88 ]
  %478 = phi i64 [ %488, %487 ], [ -13, %88 ]
  %479 = srem i64 %478, 3
  %480 = sdiv i64 %478, 3
  switch i64 %479, label %486 [
    i64 2, label %481
    i64 -2, label %483
    i64 1, label %487
    i64 0, label %485
  ]

481:                                              ; preds = %476
  %482 = add nsw i64 %480, 1
  br label %487

483:                                              ; preds = %476
  %484 = add nsw i64 %480, -1
  br label %487

485:                                              ; preds = %476
  br label %487

486:                                              ; preds = %476
  br label %487

487:                                              ; preds = %486, %485, %483, %481, %476
  %488 = phi i64 [ %480, %485 ], [ %484, %483 ], [ %482, %481 ], [ %480, %486 ], [ %480, %476 ]
  %489 = phi i8 [ 48, %485 ], [ 43, %483 ], [ 45, %481 ], [ 45, %486 ], [ 43, %476 ]
  %490 = add nuw nsw i64 %477, 1
  %491 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %477
  store i8 %489, ptr %491, align 1, !tbaa !5
  %492 = icmp eq i64 %488, 0
  br i1 %492, label %428, label %476, !llvm.loop !32

493:                                              ; preds = %457, %493
  %494 = phi i64 [ %500, %493 ], [ %458, %457 ]
  %495 = xor i64 %494, -1
  %496 = add nsw i64 %430, %495
  %497 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %496
  %498 = load i8, ptr %497, align 1, !tbaa !5
  %499 = getelementptr inbounds i8, ptr %5, i64 %494
  store i8 %498, ptr %499, align 1, !tbaa !5
  %500 = add nuw nsw i64 %494, 1
  %501 = icmp eq i64 %500, %431
  br i1 %501, label %502, label %493, !llvm.loop !33

502:                                              ; preds = %493, %474, %453
  %503 = getelementptr inbounds i8, ptr %5, i64 %431
  store i8 0, ptr %503, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -13, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10
  store i8 48, ptr %1, align 16, !tbaa !5
  store i8 48, ptr %5, align 16, !tbaa !5
  %505 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 0, ptr %505, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 0, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10
  br label %507

507:                                              ; preds = %518, %502
  %508 = phi i64 [ %521, %518 ], [ 0, %502 ]
  %509 = phi i64 [ %519, %518 ], [ 13, %502 ]
  %510 = srem i64 %509, 3
  %511 = sdiv i64 %509, 3
  switch i64 %510, label %517 [
    i64 2, label %515
    i64 -2, label %513
    i64 1, label %518
    i64 0, label %512
  ]

512:                                              ; preds = %507
  br label %518

513:                                              ; preds = %507
  %514 = add nsw i64 %511, -1
  br label %518

515:                                              ; preds = %507
  %516 = add nsw i64 %511, 1
  br label %518

517:                                              ; preds = %507
  br label %518

518:                                              ; preds = %517, %515, %513, %512, %507
  %519 = phi i64 [ %511, %512 ], [ %514, %513 ], [ %516, %515 ], [ %511, %517 ], [ %511, %507 ]
  %520 = phi i8 [ 48, %512 ], [ 43, %513 ], [ 45, %515 ], [ 45, %517 ], [ 43, %507 ]
  %521 = add nuw nsw i64 %508, 1
  %522 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %508
  store i8 %520, ptr %522, align 1, !tbaa !5
  %523 = icmp eq i64 %519, 0
  br i1 %523, label %524, label %507, !llvm.loop !32

524:                                              ; preds = %518
  %525 = shl i64 %521, 32
  %526 = ashr exact i64 %525, 32
  %527 = and i64 %521, 4294967295
  %528 = icmp ult i64 %527, 8
  br i1 %528, label %570, label %529

529:                                              ; preds = %524
  %530 = icmp ult i64 %527, 32
  br i1 %530, label %553, label %531

531:                                              ; preds = %529
  %532 = and i64 %521, 31
  %533 = sub nsw i64 %527, %532
  br label %534

534:                                              ; preds = %534, %531
  %535 = phi i64 [ 0, %531 ], [ %547, %534 ]
  %536 = xor i64 %535, -1
  %537 = add nsw i64 %526, %536
  %538 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %537
  %539 = getelementptr inbounds i8, ptr %538, i64 -15
  %540 = getelementptr inbounds i8, ptr %538, i64 -31
  %541 = load <16 x i8>, ptr %539, align 1, !tbaa !5
  %542 = shufflevector <16 x i8> %541, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %543 = load <16 x i8>, ptr %540, align 1, !tbaa !5
  %544 = shufflevector <16 x i8> %543, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %545 = getelementptr inbounds i8, ptr %5, i64 %535
  %546 = getelementptr inbounds i8, ptr %545, i64 16
  store <16 x i8> %542, ptr %545, align 16, !tbaa !5
  store <16 x i8> %544, ptr %546, align 16, !tbaa !5
  %547 = add nuw i64 %535, 32
  %548 = icmp eq i64 %547, %533
  br i1 %548, label %549, label %534, !llvm.loop !34

549:                                              ; preds = %534
  %550 = icmp eq i64 %532, 0
  br i1 %550, label %581, label %551

551:                                              ; preds = %549
  %552 = icmp ult i64 %532, 8
  br i1 %552, label %570, label %553

553:                                              ; preds = %529, %551
  %554 = phi i64 [ %533, %551 ], [ 0, %529 ]
  %555 = and i64 %521, 7
  %556 = sub nsw i64 %527, %555
  %557 = getelementptr i8, ptr %1, i64 -7
  br label %558

558:                                              ; preds = %558, %553
  %559 = phi i64 [ %554, %553 ], [ %566, %558 ]
  %560 = xor i64 %559, -1
  %561 = add nsw i64 %526, %560
  %562 = getelementptr [50 x i8], ptr %557, i64 0, i64 %561
  %563 = load <8 x i8>, ptr %562, align 1, !tbaa !5
  %564 = shufflevector <8 x i8> %563, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %565 = getelementptr inbounds i8, ptr %5, i64 %559
  store <8 x i8> %564, ptr %565, align 1, !tbaa !5
  %566 = add nuw i64 %559, 8
  %567 = icmp eq i64 %566, %556
  br i1 %567, label %568, label %558, !llvm.loop !35

568:                                              ; preds = %558
  %569 = icmp eq i64 %555, 0
  br i1 %569, label %581, label %570

570:                                              ; preds = %568, %524, %551
  %571 = phi i64 [ 0, %524 ], [ %533, %551 ], [ %556, %568 ]
  br label %572

572:                                              ; preds = %570, %572
  %573 = phi i64 [ %579, %572 ], [ %571, %570 ]
  %574 = xor i64 %573, -1
  %575 = add nsw i64 %526, %574
  %576 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %575
  %577 = load i8, ptr %576, align 1, !tbaa !5
  %578 = getelementptr inbounds i8, ptr %5, i64 %573
  store i8 %577, ptr %578, align 1, !tbaa !5
  %579 = add nuw nsw i64 %573, 1
  %580 = icmp eq i64 %579, %527
  br i1 %580, label %581, label %572, !llvm.loop !36

581:                                              ; preds = %572, %568, %549
  %582 = getelementptr inbounds i8, ptr %5, i64 %527
  store i8 0, ptr %582, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 13, ptr noundef nonnull %5)
  store <4 x i8> <i8 49, i8 49, i8 49, i8 48>, ptr %5, align 16, !tbaa !5
  %584 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 0, ptr %584, align 4, !tbaa !5
  %585 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -6, ptr noundef nonnull %5)
  store <2 x i8> <i8 49, i8 48>, ptr %5, align 16, !tbaa !5
  %586 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 0, ptr %586, align 2, !tbaa !5
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, ptr noundef nonnull %5)
  store i8 49, ptr %5, align 16, !tbaa !5
  %588 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 49, ptr %588, align 1, !tbaa !5
  %589 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 48, ptr %589, align 2, !tbaa !5
  %590 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 0, ptr %590, align 1, !tbaa !5
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 2, ptr noundef nonnull %5)
  store i8 49, ptr %5, align 16, !tbaa !5
  %592 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 49, ptr %592, align 1, !tbaa !5
  %593 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 48, ptr %593, align 2, !tbaa !5
  %594 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 49, ptr %594, align 1, !tbaa !5
  %595 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 48, ptr %595, align 4, !tbaa !5
  %596 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 0, ptr %596, align 1, !tbaa !5
  %597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 6, ptr noundef nonnull %5)
  %598 = call i32 @putchar(i32 10)
  br label %661

599:                                              ; preds = %710
  store i8 0, ptr %5, align 16, !tbaa !5
  br label %600

600:                                              ; preds = %614, %599
  %601 = phi i64 [ 0, %599 ], [ %616, %614 ]
  %602 = phi i32 [ 1994, %599 ], [ %615, %614 ]
  %603 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %601
  %604 = load i32, ptr %603, align 4, !tbaa !37
  %605 = icmp slt i32 %602, %604
  br i1 %605, label %614, label %606

606:                                              ; preds = %600
  %607 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %601
  %608 = load ptr, ptr %607, align 8, !tbaa !39
  br label %609

609:                                              ; preds = %609, %606
  %610 = phi i32 [ %602, %606 ], [ %612, %609 ]
  %611 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %608) #10
  %612 = sub nsw i32 %610, %604
  %613 = icmp slt i32 %612, %604
  br i1 %613, label %614, label %609, !llvm.loop !41

614:                                              ; preds = %609, %600
  %615 = phi i32 [ %602, %600 ], [ %612, %609 ]
  %616 = add nuw nsw i64 %601, 1
  %617 = icmp eq i64 %616, 13
  br i1 %617, label %618, label %600, !llvm.loop !42

618:                                              ; preds = %614
  %619 = getelementptr inbounds i8, ptr %5, i64 50
  store i8 0, ptr %619, align 2, !tbaa !5
  br label %620

620:                                              ; preds = %634, %618
  %621 = phi i64 [ 0, %618 ], [ %636, %634 ]
  %622 = phi i32 [ 3999, %618 ], [ %635, %634 ]
  %623 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %621
  %624 = load i32, ptr %623, align 4, !tbaa !37
  %625 = icmp slt i32 %622, %624
  br i1 %625, label %634, label %626

626:                                              ; preds = %620
  %627 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %621
  %628 = load ptr, ptr %627, align 8, !tbaa !39
  br label %629

629:                                              ; preds = %629, %626
  %630 = phi i32 [ %622, %626 ], [ %632, %629 ]
  %631 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %619, ptr noundef nonnull dereferenceable(1) %628) #10
  %632 = sub nsw i32 %630, %624
  %633 = icmp slt i32 %632, %624
  br i1 %633, label %634, label %629, !llvm.loop !41

634:                                              ; preds = %629, %620
  %635 = phi i32 [ %622, %620 ], [ %632, %629 ]
  %636 = add nuw nsw i64 %621, 1
  %637 = icmp eq i64 %636, 13
  br i1 %637, label %638, label %620, !llvm.loop !42

638:                                              ; preds = %634
  %639 = getelementptr inbounds i8, ptr %5, i64 100
  store i8 0, ptr %639, align 4, !tbaa !5
  br label %640

640:                                              ; preds = %654, %638
  %641 = phi i64 [ 0, %638 ], [ %656, %654 ]
  %642 = phi i32 [ 444, %638 ], [ %655, %654 ]
  %643 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %641
  %644 = load i32, ptr %643, align 4, !tbaa !37
  %645 = icmp slt i32 %642, %644
  br i1 %645, label %654, label %646

646:                                              ; preds = %640
  %647 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %641
  %648 = load ptr, ptr %647, align 8, !tbaa !39
  br label %649

649:                                              ; preds = %649, %646
  %650 = phi i32 [ %642, %646 ], [ %652, %649 ]
  %651 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %639, ptr noundef nonnull dereferenceable(1) %648) #10
  %652 = sub nsw i32 %650, %644
  %653 = icmp slt i32 %652, %644
  br i1 %653, label %654, label %649, !llvm.loop !41

654:                                              ; preds = %649, %640
  %655 = phi i32 [ %642, %640 ], [ %652, %649 ]
  %656 = add nuw nsw i64 %641, 1
  %657 = icmp eq i64 %656, 13
  br i1 %657, label %658, label %640, !llvm.loop !42

658:                                              ; preds = %654
  %659 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, ptr noundef nonnull %619, ptr noundef nonnull %639, i32 noundef %714, i32 noundef %425)
  %660 = add nsw i32 %714, %425
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %5) #10
  ret i32 %660

661:                                              ; preds = %581, %710
  %662 = phi i32 [ 1, %581 ], [ %715, %710 ]
  %663 = phi i32 [ 0, %581 ], [ %714, %710 ]
  store i8 0, ptr %5, align 16, !tbaa !5
  br label %664

664:                                              ; preds = %678, %661
  %665 = phi i64 [ 0, %661 ], [ %680, %678 ]
  %666 = phi i32 [ %662, %661 ], [ %679, %678 ]
  %667 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %665
  %668 = load i32, ptr %667, align 4, !tbaa !37
  %669 = icmp slt i32 %666, %668
  br i1 %669, label %678, label %670

670:                                              ; preds = %664
  %671 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %665
  %672 = load ptr, ptr %671, align 8, !tbaa !39
  br label %673

673:                                              ; preds = %673, %670
  %674 = phi i32 [ %666, %670 ], [ %676, %673 ]
  %675 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %672) #10
  %676 = sub nsw i32 %674, %668
  %677 = icmp slt i32 %676, %668
  br i1 %677, label %678, label %673, !llvm.loop !41

678:                                              ; preds = %673, %664
  %679 = phi i32 [ %666, %664 ], [ %676, %673 ]
  %680 = add nuw nsw i64 %665, 1
  %681 = icmp eq i64 %680, 13
  br i1 %681, label %682, label %664, !llvm.loop !42

682:                                              ; preds = %678
  %683 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %5) #11
  %684 = trunc i64 %683 to i32
  %685 = icmp sgt i32 %684, 0
  br i1 %685, label %686, label %710

686:                                              ; preds = %682
  %687 = and i64 %683, 2147483647
  br label %688

688:                                              ; preds = %702, %686
  %689 = phi i64 [ %687, %686 ], [ %692, %702 ]
  %690 = phi i32 [ 0, %686 ], [ %708, %702 ]
  %691 = phi i32 [ 0, %686 ], [ %707, %702 ]
  %692 = add nsw i64 %689, -1
  %693 = getelementptr inbounds i8, ptr %5, i64 %692
  %694 = load i8, ptr %693, align 1, !tbaa !5
  switch i8 %694, label %702 [
    i8 73, label %695
    i8 86, label %696
    i8 88, label %697
    i8 76, label %698
    i8 67, label %699
    i8 68, label %700
    i8 77, label %701
  ]

695:                                              ; preds = %688
  br label %702

696:                                              ; preds = %688
  br label %702

697:                                              ; preds = %688
  br label %702

698:                                              ; preds = %688
  br label %702

699:                                              ; preds = %688
  br label %702

700:                                              ; preds = %688
  br label %702

701:                                              ; preds = %688
  br label %702

702:                                              ; preds = %701, %700, %699, %698, %697, %696, %695, %688
  %703 = phi i32 [ 0, %688 ], [ 1000, %701 ], [ 500, %700 ], [ 100, %699 ], [ 50, %698 ], [ 10, %697 ], [ 5, %696 ], [ 1, %695 ]
  %704 = icmp ult i32 %703, %690
  %705 = sub nsw i32 0, %703
  %706 = select i1 %704, i32 %705, i32 %703
  %707 = add nsw i32 %706, %691
  %708 = call i32 @llvm.smax.i32(i32 %703, i32 %690)
  %709 = icmp ugt i64 %689, 1
  br i1 %709, label %688, label %710, !llvm.loop !43

710:                                              ; preds = %702, %682
  %711 = phi i32 [ 0, %682 ], [ %707, %702 ]
  %712 = icmp ne i32 %711, %662
  %713 = zext i1 %712 to i32
  %714 = add nuw nsw i32 %663, %713
  %715 = add nuw nsw i32 %662, 1
  %716 = icmp eq i32 %715, 4000
  br i1 %716, label %599, label %661, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !9, !15, !16}
!18 = distinct !{!18, !9, !16, !15}
!19 = distinct !{!19, !9, !15, !16}
!20 = distinct !{!20, !9, !15, !16}
!21 = distinct !{!21, !9, !16, !15}
!22 = distinct !{!22, !9, !15, !16}
!23 = distinct !{!23, !9, !15, !16}
!24 = distinct !{!24, !9, !16, !15}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9, !15, !16}
!27 = distinct !{!27, !9, !15, !16}
!28 = distinct !{!28, !9, !16, !15}
!29 = distinct !{!29, !9}
!30 = distinct !{!30, !9, !15, !16}
!31 = distinct !{!31, !9, !15, !16}
!32 = distinct !{!32, !9}
!33 = distinct !{!33, !9, !16, !15}
!34 = distinct !{!34, !9, !15, !16}
!35 = distinct !{!35, !9, !15, !16}
!36 = distinct !{!36, !9, !16, !15}
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !6, i64 0}
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !6, i64 0}
!41 = distinct !{!41, !9}
!42 = distinct !{!42, !9}
!43 = distinct !{!43, !9}
!44 = distinct !{!44, !9}
