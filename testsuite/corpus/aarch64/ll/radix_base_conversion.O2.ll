; ModuleID = 'programs/radix_base_conversion.c'
source_filename = "programs/radix_base_conversion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" b%d=%s\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"overflow detect: %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"u128: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"bt(%ld)=%s \00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"nb(%ld)=%s \00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"roman 1994=%s 3999=%s 444=%s rbad=%d bad=%d\0A\00", align 1
@digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 1
@roman.val = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 4
@roman.sym = internal unnamed_addr constant [13 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 8
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
  %1 = alloca [50 x i8], align 4
  %2 = alloca [70 x i8], align 1
  %3 = alloca [70 x i8], align 1
  %4 = alloca [50 x i8], align 4
  %5 = alloca [200 x i8], align 16
  %6 = alloca [6 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #9
  store <2 x i64> <i64 0, i64 1>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x i64> <i64 255, i64 1000000007>, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x i64> <i64 -2401053089206453570, i64 -1>, ptr %8, align 16
  %9 = getelementptr i8, ptr %3, i64 -7
  %10 = getelementptr i8, ptr %3, i64 -7
  %11 = getelementptr i8, ptr %3, i64 -7
  %12 = getelementptr i8, ptr %2, i64 -7
  br label %100

13:                                               ; preds = %314, %31
  %14 = phi i8 [ %35, %31 ], [ 49, %314 ]
  %15 = phi i64 [ %32, %31 ], [ 0, %314 ]
  %16 = phi i64 [ %33, %31 ], [ 0, %314 ]
  %17 = zext i8 %14 to i32
  %18 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %17, i64 37)
  %19 = icmp eq ptr %18, null
  br i1 %19, label %37, label %20

20:                                               ; preds = %13
  %21 = ptrtoint ptr %18 to i64
  %22 = sub i64 %21, ptrtoint (ptr @digits to i64)
  %23 = icmp slt i64 %22, 10
  br i1 %23, label %24, label %37

24:                                               ; preds = %20
  %25 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %15, i64 10)
  %26 = extractvalue { i64, i1 } %25, 1
  br i1 %26, label %37, label %27

27:                                               ; preds = %24
  %28 = extractvalue { i64, i1 } %25, 0
  %29 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %28, i64 %22)
  %30 = extractvalue { i64, i1 } %29, 1
  br i1 %30, label %37, label %31

31:                                               ; preds = %27
  %32 = extractvalue { i64, i1 } %29, 0
  %33 = add nuw nsw i64 %16, 1
  %34 = getelementptr inbounds i8, ptr @.str.4, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !6
  %36 = icmp eq i64 %33, 20
  br i1 %36, label %37, label %13, !llvm.loop !9

37:                                               ; preds = %31, %13, %20, %24, %27
  %38 = phi i32 [ -1, %20 ], [ -1, %13 ], [ 1, %24 ], [ 1, %27 ], [ 0, %31 ]
  br label %39

39:                                               ; preds = %57, %37
  %40 = phi i8 [ 49, %37 ], [ %61, %57 ]
  %41 = phi i64 [ 0, %37 ], [ %58, %57 ]
  %42 = phi i64 [ 0, %37 ], [ %59, %57 ]
  %43 = zext i8 %40 to i32
  %44 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %43, i64 37)
  %45 = icmp eq ptr %44, null
  br i1 %45, label %63, label %46

46:                                               ; preds = %39
  %47 = ptrtoint ptr %44 to i64
  %48 = sub i64 %47, ptrtoint (ptr @digits to i64)
  %49 = icmp slt i64 %48, 10
  br i1 %49, label %50, label %63

50:                                               ; preds = %46
  %51 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %41, i64 10)
  %52 = extractvalue { i64, i1 } %51, 1
  br i1 %52, label %63, label %53

53:                                               ; preds = %50
  %54 = extractvalue { i64, i1 } %51, 0
  %55 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %54, i64 %48)
  %56 = extractvalue { i64, i1 } %55, 1
  br i1 %56, label %63, label %57

57:                                               ; preds = %53
  %58 = extractvalue { i64, i1 } %55, 0
  %59 = add nuw nsw i64 %42, 1
  %60 = getelementptr inbounds i8, ptr @.str.5, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !6
  %62 = icmp eq i64 %59, 20
  br i1 %62, label %63, label %39, !llvm.loop !9

63:                                               ; preds = %57, %39, %46, %50, %53
  %64 = phi i32 [ -1, %46 ], [ -1, %39 ], [ 1, %50 ], [ 1, %53 ], [ 0, %57 ]
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38, i32 noundef %64, i32 noundef -1)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %4) #9
  br label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ %75, %66 ], [ 0, %63 ]
  %68 = phi i128 [ %70, %66 ], [ -1, %63 ]
  %69 = freeze i128 %68
  %70 = udiv i128 %69, 10
  %71 = mul i128 %70, 10
  %72 = sub i128 %69, %71
  %73 = trunc nuw nsw i128 %72 to i8
  %74 = or disjoint i8 %73, 48
  %75 = add nuw nsw i64 %67, 1
  %76 = getelementptr inbounds [50 x i8], ptr %4, i64 0, i64 %67
  store i8 %74, ptr %76, align 1, !tbaa !6
  %77 = icmp eq i64 %75, 39
  br i1 %77, label %78, label %66, !llvm.loop !11

78:                                               ; preds = %66
  %79 = getelementptr inbounds i8, ptr %4, i64 23
  %80 = getelementptr inbounds i8, ptr %4, i64 7
  %81 = load <16 x i8>, ptr %79, align 1, !tbaa !6
  %82 = shufflevector <16 x i8> %81, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %83 = load <16 x i8>, ptr %80, align 1, !tbaa !6
  %84 = shufflevector <16 x i8> %83, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %85 = getelementptr inbounds i8, ptr %5, i64 16
  store <16 x i8> %82, ptr %5, align 16, !tbaa !6
  store <16 x i8> %84, ptr %85, align 16, !tbaa !6
  %86 = getelementptr inbounds i8, ptr %4, i64 3
  %87 = load <4 x i8>, ptr %86, align 1, !tbaa !6
  %88 = shufflevector <4 x i8> %87, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %89 = getelementptr inbounds i8, ptr %5, i64 32
  store <4 x i8> %88, ptr %89, align 16, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %4, i64 2
  %91 = load i8, ptr %90, align 2, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %5, i64 36
  store i8 %91, ptr %92, align 4, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %4, i64 1
  %94 = load i8, ptr %93, align 1, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %5, i64 37
  store i8 %94, ptr %95, align 1, !tbaa !6
  %96 = load i8, ptr %4, align 4, !tbaa !6
  %97 = getelementptr inbounds i8, ptr %5, i64 38
  store i8 %96, ptr %97, align 2, !tbaa !6
  %98 = getelementptr inbounds i8, ptr %5, i64 39
  store i8 0, ptr %98, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %4) #9
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #9
  br label %473

100:                                              ; preds = %0, %314
  %101 = phi i64 [ 0, %0 ], [ %316, %314 ]
  %102 = phi i32 [ 0, %0 ], [ %422, %314 ]
  %103 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %101
  %104 = load i64, ptr %103, align 8, !tbaa !12
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %104)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #9
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i32 [ %117, %106 ], [ 1, %100 ]
  %108 = phi i64 [ %113, %106 ], [ 0, %100 ]
  %109 = phi i64 [ %115, %106 ], [ %104, %100 ]
  %110 = and i64 %109, 1
  %111 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !6
  %113 = add nuw nsw i64 %108, 1
  %114 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %108
  store i8 %112, ptr %114, align 1, !tbaa !6
  %115 = lshr i64 %109, 1
  %116 = icmp ult i64 %109, 2
  %117 = add nuw i32 %107, 1
  br i1 %116, label %118, label %106, !llvm.loop !14

118:                                              ; preds = %106
  %119 = shl i64 %108, 32
  %120 = ashr exact i64 %119, 32
  %121 = zext i32 %107 to i64
  %122 = icmp ult i32 %107, 8
  br i1 %122, label %160, label %123

123:                                              ; preds = %118
  %124 = icmp ult i32 %107, 32
  br i1 %124, label %146, label %125

125:                                              ; preds = %123
  %126 = and i64 %121, 4294967264
  br label %127

127:                                              ; preds = %127, %125
  %128 = phi i64 [ 0, %125 ], [ %139, %127 ]
  %129 = sub nsw i64 %120, %128
  %130 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %129
  %131 = getelementptr inbounds i8, ptr %130, i64 -15
  %132 = getelementptr inbounds i8, ptr %130, i64 -31
  %133 = load <16 x i8>, ptr %131, align 1, !tbaa !6
  %134 = shufflevector <16 x i8> %133, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %135 = load <16 x i8>, ptr %132, align 1, !tbaa !6
  %136 = shufflevector <16 x i8> %135, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %137 = getelementptr inbounds i8, ptr %5, i64 %128
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  store <16 x i8> %134, ptr %137, align 16, !tbaa !6
  store <16 x i8> %136, ptr %138, align 16, !tbaa !6
  %139 = add nuw i64 %128, 32
  %140 = icmp eq i64 %139, %126
  br i1 %140, label %141, label %127, !llvm.loop !15

141:                                              ; preds = %127
  %142 = icmp eq i64 %126, %121
  br i1 %142, label %170, label %143

143:                                              ; preds = %141
  %144 = and i64 %121, 24
  %145 = icmp eq i64 %144, 0
  br i1 %145, label %160, label %146

146:                                              ; preds = %123, %143
  %147 = phi i64 [ %126, %143 ], [ 0, %123 ]
  %148 = and i64 %121, 4294967288
  br label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ %147, %146 ], [ %156, %149 ]
  %151 = sub nsw i64 %120, %150
  %152 = getelementptr [70 x i8], ptr %9, i64 0, i64 %151
  %153 = load <8 x i8>, ptr %152, align 1, !tbaa !6
  %154 = shufflevector <8 x i8> %153, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %155 = getelementptr inbounds i8, ptr %5, i64 %150
  store <8 x i8> %154, ptr %155, align 8, !tbaa !6
  %156 = add nuw i64 %150, 8
  %157 = icmp eq i64 %156, %148
  br i1 %157, label %158, label %149, !llvm.loop !18

158:                                              ; preds = %149
  %159 = icmp eq i64 %148, %121
  br i1 %159, label %170, label %160

160:                                              ; preds = %158, %118, %143
  %161 = phi i64 [ 0, %118 ], [ %126, %143 ], [ %148, %158 ]
  br label %162

162:                                              ; preds = %160, %162
  %163 = phi i64 [ %168, %162 ], [ %161, %160 ]
  %164 = sub nsw i64 %120, %163
  %165 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = getelementptr inbounds i8, ptr %5, i64 %163
  store i8 %166, ptr %167, align 1, !tbaa !6
  %168 = add nuw nsw i64 %163, 1
  %169 = icmp eq i64 %168, %121
  br i1 %169, label %170, label %162, !llvm.loop !19

170:                                              ; preds = %162, %158, %141
  %171 = and i64 %113, 4294967295
  %172 = getelementptr inbounds i8, ptr %5, i64 %171
  store i8 0, ptr %172, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #9
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #9
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi i32 [ %187, %174 ], [ 1, %170 ]
  %176 = phi i64 [ %184, %174 ], [ 0, %170 ]
  %177 = phi i64 [ %179, %174 ], [ %104, %170 ]
  %178 = freeze i64 %177
  %179 = udiv i64 %178, 19
  %180 = mul i64 %179, 19
  %181 = sub i64 %178, %180
  %182 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %181
  %183 = load i8, ptr %182, align 1, !tbaa !6
  %184 = add nuw nsw i64 %176, 1
  %185 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %176
  store i8 %183, ptr %185, align 1, !tbaa !6
  %186 = icmp ult i64 %177, 19
  %187 = add nuw i32 %175, 1
  br i1 %186, label %188, label %174, !llvm.loop !14

188:                                              ; preds = %174
  %189 = shl i64 %176, 32
  %190 = ashr exact i64 %189, 32
  %191 = zext i32 %175 to i64
  %192 = icmp ult i32 %175, 8
  br i1 %192, label %230, label %193

193:                                              ; preds = %188
  %194 = icmp ult i32 %175, 32
  br i1 %194, label %216, label %195

195:                                              ; preds = %193
  %196 = and i64 %191, 4294967264
  br label %197

197:                                              ; preds = %197, %195
  %198 = phi i64 [ 0, %195 ], [ %209, %197 ]
  %199 = sub nsw i64 %190, %198
  %200 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %199
  %201 = getelementptr inbounds i8, ptr %200, i64 -15
  %202 = getelementptr inbounds i8, ptr %200, i64 -31
  %203 = load <16 x i8>, ptr %201, align 1, !tbaa !6
  %204 = shufflevector <16 x i8> %203, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %205 = load <16 x i8>, ptr %202, align 1, !tbaa !6
  %206 = shufflevector <16 x i8> %205, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %207 = getelementptr inbounds i8, ptr %5, i64 %198
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  store <16 x i8> %204, ptr %207, align 16, !tbaa !6
  store <16 x i8> %206, ptr %208, align 16, !tbaa !6
  %209 = add nuw i64 %198, 32
  %210 = icmp eq i64 %209, %196
  br i1 %210, label %211, label %197, !llvm.loop !20

211:                                              ; preds = %197
  %212 = icmp eq i64 %196, %191
  br i1 %212, label %240, label %213

213:                                              ; preds = %211
  %214 = and i64 %191, 24
  %215 = icmp eq i64 %214, 0
  br i1 %215, label %230, label %216

216:                                              ; preds = %193, %213
  %217 = phi i64 [ %196, %213 ], [ 0, %193 ]
  %218 = and i64 %191, 4294967288
  br label %219

219:                                              ; preds = %219, %216
  %220 = phi i64 [ %217, %216 ], [ %226, %219 ]
  %221 = sub nsw i64 %190, %220
  %222 = getelementptr [70 x i8], ptr %10, i64 0, i64 %221
  %223 = load <8 x i8>, ptr %222, align 1, !tbaa !6
  %224 = shufflevector <8 x i8> %223, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %225 = getelementptr inbounds i8, ptr %5, i64 %220
  store <8 x i8> %224, ptr %225, align 8, !tbaa !6
  %226 = add nuw i64 %220, 8
  %227 = icmp eq i64 %226, %218
  br i1 %227, label %228, label %219, !llvm.loop !21

228:                                              ; preds = %219
  %229 = icmp eq i64 %218, %191
  br i1 %229, label %240, label %230

230:                                              ; preds = %228, %188, %213
  %231 = phi i64 [ 0, %188 ], [ %196, %213 ], [ %218, %228 ]
  br label %232

232:                                              ; preds = %230, %232
  %233 = phi i64 [ %238, %232 ], [ %231, %230 ]
  %234 = sub nsw i64 %190, %233
  %235 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !6
  %237 = getelementptr inbounds i8, ptr %5, i64 %233
  store i8 %236, ptr %237, align 1, !tbaa !6
  %238 = add nuw nsw i64 %233, 1
  %239 = icmp eq i64 %238, %191
  br i1 %239, label %240, label %232, !llvm.loop !22

240:                                              ; preds = %232, %228, %211
  %241 = and i64 %184, 4294967295
  %242 = getelementptr inbounds i8, ptr %5, i64 %241
  store i8 0, ptr %242, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #9
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 19, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #9
  br label %244

244:                                              ; preds = %244, %240
  %245 = phi i32 [ %257, %244 ], [ 1, %240 ]
  %246 = phi i64 [ %254, %244 ], [ 0, %240 ]
  %247 = phi i64 [ %249, %244 ], [ %104, %240 ]
  %248 = freeze i64 %247
  %249 = udiv i64 %248, 36
  %250 = mul i64 %249, 36
  %251 = sub i64 %248, %250
  %252 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !6
  %254 = add nuw nsw i64 %246, 1
  %255 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %246
  store i8 %253, ptr %255, align 1, !tbaa !6
  %256 = icmp ult i64 %247, 36
  %257 = add nuw i32 %245, 1
  br i1 %256, label %258, label %244, !llvm.loop !14

258:                                              ; preds = %244
  %259 = shl i64 %246, 32
  %260 = ashr exact i64 %259, 32
  %261 = zext i32 %245 to i64
  %262 = icmp ult i32 %245, 8
  br i1 %262, label %300, label %263

263:                                              ; preds = %258
  %264 = icmp ult i32 %245, 32
  br i1 %264, label %286, label %265

265:                                              ; preds = %263
  %266 = and i64 %261, 4294967264
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi i64 [ 0, %265 ], [ %279, %267 ]
  %269 = sub nsw i64 %260, %268
  %270 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %269
  %271 = getelementptr inbounds i8, ptr %270, i64 -15
  %272 = getelementptr inbounds i8, ptr %270, i64 -31
  %273 = load <16 x i8>, ptr %271, align 1, !tbaa !6
  %274 = shufflevector <16 x i8> %273, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %275 = load <16 x i8>, ptr %272, align 1, !tbaa !6
  %276 = shufflevector <16 x i8> %275, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %277 = getelementptr inbounds i8, ptr %5, i64 %268
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  store <16 x i8> %274, ptr %277, align 16, !tbaa !6
  store <16 x i8> %276, ptr %278, align 16, !tbaa !6
  %279 = add nuw i64 %268, 32
  %280 = icmp eq i64 %279, %266
  br i1 %280, label %281, label %267, !llvm.loop !23

281:                                              ; preds = %267
  %282 = icmp eq i64 %266, %261
  br i1 %282, label %310, label %283

283:                                              ; preds = %281
  %284 = and i64 %261, 24
  %285 = icmp eq i64 %284, 0
  br i1 %285, label %300, label %286

286:                                              ; preds = %263, %283
  %287 = phi i64 [ %266, %283 ], [ 0, %263 ]
  %288 = and i64 %261, 4294967288
  br label %289

289:                                              ; preds = %289, %286
  %290 = phi i64 [ %287, %286 ], [ %296, %289 ]
  %291 = sub nsw i64 %260, %290
  %292 = getelementptr [70 x i8], ptr %11, i64 0, i64 %291
  %293 = load <8 x i8>, ptr %292, align 1, !tbaa !6
  %294 = shufflevector <8 x i8> %293, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %295 = getelementptr inbounds i8, ptr %5, i64 %290
  store <8 x i8> %294, ptr %295, align 8, !tbaa !6
  %296 = add nuw i64 %290, 8
  %297 = icmp eq i64 %296, %288
  br i1 %297, label %298, label %289, !llvm.loop !24

298:                                              ; preds = %289
  %299 = icmp eq i64 %288, %261
  br i1 %299, label %310, label %300

300:                                              ; preds = %298, %258, %283
  %301 = phi i64 [ 0, %258 ], [ %266, %283 ], [ %288, %298 ]
  br label %302

302:                                              ; preds = %300, %302
  %303 = phi i64 [ %308, %302 ], [ %301, %300 ]
  %304 = sub nsw i64 %260, %303
  %305 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !6
  %307 = getelementptr inbounds i8, ptr %5, i64 %303
  store i8 %306, ptr %307, align 1, !tbaa !6
  %308 = add nuw nsw i64 %303, 1
  %309 = icmp eq i64 %308, %261
  br i1 %309, label %310, label %302, !llvm.loop !25

310:                                              ; preds = %302, %298, %281
  %311 = and i64 %254, 4294967295
  %312 = getelementptr inbounds i8, ptr %5, i64 %311
  store i8 0, ptr %312, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #9
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 36, ptr noundef nonnull %5)
  br label %318

314:                                              ; preds = %421
  %315 = call i32 @putchar(i32 10)
  %316 = add nuw nsw i64 %101, 1
  %317 = icmp eq i64 %316, 6
  br i1 %317, label %13, label %100, !llvm.loop !26

318:                                              ; preds = %310, %421
  %319 = phi i64 [ 2, %310 ], [ %423, %421 ]
  %320 = phi i32 [ %102, %310 ], [ %422, %421 ]
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #9
  br label %321

321:                                              ; preds = %321, %318
  %322 = phi i32 [ %335, %321 ], [ 1, %318 ]
  %323 = phi i64 [ %332, %321 ], [ 0, %318 ]
  %324 = phi i64 [ %327, %321 ], [ %104, %318 ]
  %325 = freeze i64 %324
  %326 = freeze i64 %319
  %327 = udiv i64 %325, %326
  %328 = mul i64 %327, %326
  %329 = sub i64 %325, %328
  %330 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %329
  %331 = load i8, ptr %330, align 1, !tbaa !6
  %332 = add nuw nsw i64 %323, 1
  %333 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %323
  store i8 %331, ptr %333, align 1, !tbaa !6
  %334 = icmp ult i64 %324, %319
  %335 = add nuw i32 %322, 1
  br i1 %334, label %336, label %321, !llvm.loop !14

336:                                              ; preds = %321
  %337 = shl i64 %323, 32
  %338 = ashr exact i64 %337, 32
  %339 = zext i32 %322 to i64
  %340 = icmp ult i32 %322, 8
  br i1 %340, label %378, label %341

341:                                              ; preds = %336
  %342 = icmp ult i32 %322, 32
  br i1 %342, label %364, label %343

343:                                              ; preds = %341
  %344 = and i64 %339, 4294967264
  br label %345

345:                                              ; preds = %345, %343
  %346 = phi i64 [ 0, %343 ], [ %357, %345 ]
  %347 = sub nsw i64 %338, %346
  %348 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %347
  %349 = getelementptr inbounds i8, ptr %348, i64 -15
  %350 = getelementptr inbounds i8, ptr %348, i64 -31
  %351 = load <16 x i8>, ptr %349, align 1, !tbaa !6
  %352 = shufflevector <16 x i8> %351, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %353 = load <16 x i8>, ptr %350, align 1, !tbaa !6
  %354 = shufflevector <16 x i8> %353, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %355 = getelementptr inbounds i8, ptr %5, i64 %346
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  store <16 x i8> %352, ptr %355, align 16, !tbaa !6
  store <16 x i8> %354, ptr %356, align 16, !tbaa !6
  %357 = add nuw i64 %346, 32
  %358 = icmp eq i64 %357, %344
  br i1 %358, label %359, label %345, !llvm.loop !27

359:                                              ; preds = %345
  %360 = icmp eq i64 %344, %339
  br i1 %360, label %388, label %361

361:                                              ; preds = %359
  %362 = and i64 %339, 24
  %363 = icmp eq i64 %362, 0
  br i1 %363, label %378, label %364

364:                                              ; preds = %341, %361
  %365 = phi i64 [ %344, %361 ], [ 0, %341 ]
  %366 = and i64 %339, 4294967288
  br label %367

367:                                              ; preds = %367, %364
  %368 = phi i64 [ %365, %364 ], [ %374, %367 ]
  %369 = sub nsw i64 %338, %368
  %370 = getelementptr [70 x i8], ptr %12, i64 0, i64 %369
  %371 = load <8 x i8>, ptr %370, align 1, !tbaa !6
  %372 = shufflevector <8 x i8> %371, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %373 = getelementptr inbounds i8, ptr %5, i64 %368
  store <8 x i8> %372, ptr %373, align 8, !tbaa !6
  %374 = add nuw i64 %368, 8
  %375 = icmp eq i64 %374, %366
  br i1 %375, label %376, label %367, !llvm.loop !28

376:                                              ; preds = %367
  %377 = icmp eq i64 %366, %339
  br i1 %377, label %388, label %378

378:                                              ; preds = %376, %336, %361
  %379 = phi i64 [ 0, %336 ], [ %344, %361 ], [ %366, %376 ]
  br label %380

380:                                              ; preds = %378, %380
  %381 = phi i64 [ %386, %380 ], [ %379, %378 ]
  %382 = sub nsw i64 %338, %381
  %383 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %382
  %384 = load i8, ptr %383, align 1, !tbaa !6
  %385 = getelementptr inbounds i8, ptr %5, i64 %381
  store i8 %384, ptr %385, align 1, !tbaa !6
  %386 = add nuw nsw i64 %381, 1
  %387 = icmp eq i64 %386, %339
  br i1 %387, label %388, label %380, !llvm.loop !29

388:                                              ; preds = %380, %376, %359
  %389 = and i64 %332, 4294967295
  %390 = getelementptr inbounds i8, ptr %5, i64 %389
  store i8 0, ptr %390, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #9
  %391 = load i8, ptr %5, align 16, !tbaa !6
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %416, label %393

393:                                              ; preds = %388, %411
  %394 = phi i8 [ %414, %411 ], [ %391, %388 ]
  %395 = phi i64 [ %412, %411 ], [ 0, %388 ]
  %396 = phi ptr [ %413, %411 ], [ %5, %388 ]
  %397 = zext i8 %394 to i32
  %398 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %397, i64 37)
  %399 = icmp eq ptr %398, null
  br i1 %399, label %419, label %400

400:                                              ; preds = %393
  %401 = ptrtoint ptr %398 to i64
  %402 = sub i64 %401, ptrtoint (ptr @digits to i64)
  %403 = icmp slt i64 %402, %319
  br i1 %403, label %404, label %419

404:                                              ; preds = %400
  %405 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %395, i64 %319)
  %406 = extractvalue { i64, i1 } %405, 1
  br i1 %406, label %419, label %407

407:                                              ; preds = %404
  %408 = extractvalue { i64, i1 } %405, 0
  %409 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %408, i64 %402)
  %410 = extractvalue { i64, i1 } %409, 1
  br i1 %410, label %419, label %411

411:                                              ; preds = %407
  %412 = extractvalue { i64, i1 } %409, 0
  %413 = getelementptr inbounds i8, ptr %396, i64 1
  %414 = load i8, ptr %413, align 1, !tbaa !6
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %416, label %393, !llvm.loop !9

416:                                              ; preds = %411, %388
  %417 = phi i64 [ 0, %388 ], [ %412, %411 ]
  %418 = icmp eq i64 %417, %104
  br i1 %418, label %421, label %419

419:                                              ; preds = %407, %404, %393, %400, %416
  %420 = add nsw i32 %320, 1
  br label %421

421:                                              ; preds = %419, %416
  %422 = phi i32 [ %420, %419 ], [ %320, %416 ]
  %423 = add nuw nsw i64 %319, 1
  %424 = icmp eq i64 %423, 37
  br i1 %424, label %314, label %318, !llvm.loop !30

425:                                              ; preds = %486
  %426 = shl i64 %489, 32
  %427 = ashr exact i64 %426, 32
  %428 = and i64 %489, 4294967295
  %429 = icmp ult i64 %428, 8
  br i1 %429, label %454, label %430

430:                                              ; preds = %425
  %431 = icmp ult i64 %428, 32
  br i1 %431, label %456, label %432

432:                                              ; preds = %430
  %433 = and i64 %489, 31
  %434 = sub nsw i64 %428, %433
  br label %435

435:                                              ; preds = %435, %432
  %436 = phi i64 [ 0, %432 ], [ %448, %435 ]
  %437 = xor i64 %436, -1
  %438 = add nsw i64 %427, %437
  %439 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %438
  %440 = getelementptr inbounds i8, ptr %439, i64 -15
  %441 = getelementptr inbounds i8, ptr %439, i64 -31
  %442 = load <16 x i8>, ptr %440, align 1, !tbaa !6
  %443 = shufflevector <16 x i8> %442, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %444 = load <16 x i8>, ptr %441, align 1, !tbaa !6
  %445 = shufflevector <16 x i8> %444, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %446 = getelementptr inbounds i8, ptr %5, i64 %436
  %447 = getelementptr inbounds i8, ptr %446, i64 16
  store <16 x i8> %443, ptr %446, align 16, !tbaa !6
  store <16 x i8> %445, ptr %447, align 16, !tbaa !6
  %448 = add nuw i64 %436, 32
  %449 = icmp eq i64 %448, %434
  br i1 %449, label %450, label %435, !llvm.loop !31

450:                                              ; preds = %435
  %451 = icmp eq i64 %433, 0
  br i1 %451, label %501, label %452

452:                                              ; preds = %450
  %453 = icmp ult i64 %433, 8
  br i1 %453, label %454, label %456

454:                                              ; preds = %471, %425, %452
  %455 = phi i64 [ 0, %425 ], [ %434, %452 ], [ %459, %471 ]
  br label %492

456:                                              ; preds = %430, %452
  %457 = phi i64 [ %434, %452 ], [ 0, %430 ]
  %458 = and i64 %489, 7
  %459 = sub nsw i64 %428, %458
  %460 = getelementptr i8, ptr %1, i64 -7
  br label %461

461:                                              ; preds = %461, %456
  %462 = phi i64 [ %457, %456 ], [ %469, %461 ]
  %463 = xor i64 %462, -1
  %464 = add nsw i64 %427, %463
  %465 = getelementptr [50 x i8], ptr %460, i64 0, i64 %464
  %466 = load <8 x i8>, ptr %465, align 1, !tbaa !6
  %467 = shufflevector <8 x i8> %466, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %468 = getelementptr inbounds i8, ptr %5, i64 %462
  store <8 x i8> %467, ptr %468, align 1, !tbaa !6
  %469 = add nuw i64 %462, 8
  %470 = icmp eq i64 %469, %459
  br i1 %470, label %471, label %461, !llvm.loop !32

471:                                              ; preds = %461
  %472 = icmp eq i64 %458, 0
  br i1 %472, label %501, label %454

473:                                              ; preds = %78, %486
  %474 = phi i64 [ %489, %486 ], [ 0, %78 ]
  %475 = phi i64 [ %487, %486 ], [ -13, %78 ]
  %476 = freeze i64 %475
  %477 = sdiv i64 %476, 3
  %478 = mul i64 %477, 3
  %479 = sub i64 %476, %478
  switch i64 %479, label %485 [
    i64 2, label %480
    i64 -2, label %482
    i64 1, label %486
    i64 0, label %484
  ]

480:                                              ; preds = %473
  %481 = add nsw i64 %477, 1
  br label %486

482:                                              ; preds = %473
  %483 = add nsw i64 %477, -1
  br label %486

484:                                              ; preds = %473
  br label %486

485:                                              ; preds = %473
  br label %486

486:                                              ; preds = %485, %484, %482, %480, %473
  %487 = phi i64 [ %477, %484 ], [ %483, %482 ], [ %481, %480 ], [ %477, %485 ], [ %477, %473 ]
  %488 = phi i8 [ 48, %484 ], [ 43, %482 ], [ 45, %480 ], [ 45, %485 ], [ 43, %473 ]
  %489 = add nuw nsw i64 %474, 1
  %490 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %474
  store i8 %488, ptr %490, align 1, !tbaa !6
  %491 = icmp eq i64 %487, 0
  br i1 %491, label %425, label %473, !llvm.loop !33

492:                                              ; preds = %454, %492
  %493 = phi i64 [ %499, %492 ], [ %455, %454 ]
  %494 = xor i64 %493, -1
  %495 = add nsw i64 %427, %494
  %496 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %495
  %497 = load i8, ptr %496, align 1, !tbaa !6
  %498 = getelementptr inbounds i8, ptr %5, i64 %493
  store i8 %497, ptr %498, align 1, !tbaa !6
  %499 = add nuw nsw i64 %493, 1
  %500 = icmp eq i64 %499, %428
  br i1 %500, label %501, label %492, !llvm.loop !34

501:                                              ; preds = %492, %471, %450
  %502 = getelementptr inbounds i8, ptr %5, i64 %428
  store i8 0, ptr %502, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #9
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -13, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #9
  store i8 48, ptr %1, align 4, !tbaa !6
  store i8 48, ptr %5, align 16, !tbaa !6
  %504 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 0, ptr %504, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #9
  %505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 0, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #9
  br label %506

506:                                              ; preds = %519, %501
  %507 = phi i64 [ %522, %519 ], [ 0, %501 ]
  %508 = phi i64 [ %520, %519 ], [ 13, %501 ]
  %509 = freeze i64 %508
  %510 = sdiv i64 %509, 3
  %511 = mul i64 %510, 3
  %512 = sub i64 %509, %511
  switch i64 %512, label %518 [
    i64 2, label %516
    i64 -2, label %514
    i64 1, label %519
    i64 0, label %513
  ]

513:                                              ; preds = %506
  br label %519

514:                                              ; preds = %506
  %515 = add nsw i64 %510, -1
  br label %519

516:                                              ; preds = %506
  %517 = add nsw i64 %510, 1
  br label %519

518:                                              ; preds = %506
  br label %519

519:                                              ; preds = %518, %516, %514, %513, %506
  %520 = phi i64 [ %510, %513 ], [ %515, %514 ], [ %517, %516 ], [ %510, %518 ], [ %510, %506 ]
  %521 = phi i8 [ 48, %513 ], [ 43, %514 ], [ 45, %516 ], [ 45, %518 ], [ 43, %506 ]
  %522 = add nuw nsw i64 %507, 1
  %523 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %507
  store i8 %521, ptr %523, align 1, !tbaa !6
  %524 = icmp eq i64 %520, 0
  br i1 %524, label %525, label %506, !llvm.loop !33

525:                                              ; preds = %519
  %526 = shl i64 %522, 32
  %527 = ashr exact i64 %526, 32
  %528 = and i64 %522, 4294967295
  %529 = icmp ult i64 %528, 8
  br i1 %529, label %571, label %530

530:                                              ; preds = %525
  %531 = icmp ult i64 %528, 32
  br i1 %531, label %554, label %532

532:                                              ; preds = %530
  %533 = and i64 %522, 31
  %534 = sub nsw i64 %528, %533
  br label %535

535:                                              ; preds = %535, %532
  %536 = phi i64 [ 0, %532 ], [ %548, %535 ]
  %537 = xor i64 %536, -1
  %538 = add nsw i64 %527, %537
  %539 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %538
  %540 = getelementptr inbounds i8, ptr %539, i64 -15
  %541 = getelementptr inbounds i8, ptr %539, i64 -31
  %542 = load <16 x i8>, ptr %540, align 1, !tbaa !6
  %543 = shufflevector <16 x i8> %542, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %544 = load <16 x i8>, ptr %541, align 1, !tbaa !6
  %545 = shufflevector <16 x i8> %544, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %546 = getelementptr inbounds i8, ptr %5, i64 %536
  %547 = getelementptr inbounds i8, ptr %546, i64 16
  store <16 x i8> %543, ptr %546, align 16, !tbaa !6
  store <16 x i8> %545, ptr %547, align 16, !tbaa !6
  %548 = add nuw i64 %536, 32
  %549 = icmp eq i64 %548, %534
  br i1 %549, label %550, label %535, !llvm.loop !35

550:                                              ; preds = %535
  %551 = icmp eq i64 %533, 0
  br i1 %551, label %582, label %552

552:                                              ; preds = %550
  %553 = icmp ult i64 %533, 8
  br i1 %553, label %571, label %554

554:                                              ; preds = %530, %552
  %555 = phi i64 [ %534, %552 ], [ 0, %530 ]
  %556 = and i64 %522, 7
  %557 = sub nsw i64 %528, %556
  %558 = getelementptr i8, ptr %1, i64 -7
  br label %559

559:                                              ; preds = %559, %554
  %560 = phi i64 [ %555, %554 ], [ %567, %559 ]
  %561 = xor i64 %560, -1
  %562 = add nsw i64 %527, %561
  %563 = getelementptr [50 x i8], ptr %558, i64 0, i64 %562
  %564 = load <8 x i8>, ptr %563, align 1, !tbaa !6
  %565 = shufflevector <8 x i8> %564, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %566 = getelementptr inbounds i8, ptr %5, i64 %560
  store <8 x i8> %565, ptr %566, align 1, !tbaa !6
  %567 = add nuw i64 %560, 8
  %568 = icmp eq i64 %567, %557
  br i1 %568, label %569, label %559, !llvm.loop !36

569:                                              ; preds = %559
  %570 = icmp eq i64 %556, 0
  br i1 %570, label %582, label %571

571:                                              ; preds = %569, %525, %552
  %572 = phi i64 [ 0, %525 ], [ %534, %552 ], [ %557, %569 ]
  br label %573

573:                                              ; preds = %571, %573
  %574 = phi i64 [ %580, %573 ], [ %572, %571 ]
  %575 = xor i64 %574, -1
  %576 = add nsw i64 %527, %575
  %577 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %576
  %578 = load i8, ptr %577, align 1, !tbaa !6
  %579 = getelementptr inbounds i8, ptr %5, i64 %574
  store i8 %578, ptr %579, align 1, !tbaa !6
  %580 = add nuw nsw i64 %574, 1
  %581 = icmp eq i64 %580, %528
  br i1 %581, label %582, label %573, !llvm.loop !37

582:                                              ; preds = %573, %569, %550
  %583 = getelementptr inbounds i8, ptr %5, i64 %528
  store i8 0, ptr %583, align 1, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #9
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 13, ptr noundef nonnull %5)
  store <4 x i8> <i8 49, i8 49, i8 49, i8 48>, ptr %5, align 16, !tbaa !6
  %585 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 0, ptr %585, align 4, !tbaa !6
  %586 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -6, ptr noundef nonnull %5)
  store <2 x i8> <i8 49, i8 48>, ptr %5, align 16, !tbaa !6
  %587 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 0, ptr %587, align 2, !tbaa !6
  %588 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, ptr noundef nonnull %5)
  store i8 49, ptr %5, align 16, !tbaa !6
  %589 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 49, ptr %589, align 1, !tbaa !6
  %590 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 48, ptr %590, align 2, !tbaa !6
  %591 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 0, ptr %591, align 1, !tbaa !6
  %592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 2, ptr noundef nonnull %5)
  store i8 49, ptr %5, align 16, !tbaa !6
  %593 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 49, ptr %593, align 1, !tbaa !6
  %594 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 48, ptr %594, align 2, !tbaa !6
  %595 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 49, ptr %595, align 1, !tbaa !6
  %596 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 48, ptr %596, align 4, !tbaa !6
  %597 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 0, ptr %597, align 1, !tbaa !6
  %598 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 6, ptr noundef nonnull %5)
  %599 = call i32 @putchar(i32 10)
  br label %662

600:                                              ; preds = %711
  store i8 0, ptr %5, align 16, !tbaa !6
  br label %601

601:                                              ; preds = %615, %600
  %602 = phi i64 [ 0, %600 ], [ %617, %615 ]
  %603 = phi i32 [ 1994, %600 ], [ %616, %615 ]
  %604 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %602
  %605 = load i32, ptr %604, align 4, !tbaa !38
  %606 = icmp slt i32 %603, %605
  br i1 %606, label %615, label %607

607:                                              ; preds = %601
  %608 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %602
  %609 = load ptr, ptr %608, align 8, !tbaa !40
  br label %610

610:                                              ; preds = %610, %607
  %611 = phi i32 [ %603, %607 ], [ %613, %610 ]
  %612 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %609) #9
  %613 = sub nsw i32 %611, %605
  %614 = icmp slt i32 %613, %605
  br i1 %614, label %615, label %610, !llvm.loop !42

615:                                              ; preds = %610, %601
  %616 = phi i32 [ %603, %601 ], [ %613, %610 ]
  %617 = add nuw nsw i64 %602, 1
  %618 = icmp eq i64 %617, 13
  br i1 %618, label %619, label %601, !llvm.loop !43

619:                                              ; preds = %615
  %620 = getelementptr inbounds i8, ptr %5, i64 50
  store i8 0, ptr %620, align 2, !tbaa !6
  br label %621

621:                                              ; preds = %635, %619
  %622 = phi i64 [ 0, %619 ], [ %637, %635 ]
  %623 = phi i32 [ 3999, %619 ], [ %636, %635 ]
  %624 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %622
  %625 = load i32, ptr %624, align 4, !tbaa !38
  %626 = icmp slt i32 %623, %625
  br i1 %626, label %635, label %627

627:                                              ; preds = %621
  %628 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %622
  %629 = load ptr, ptr %628, align 8, !tbaa !40
  br label %630

630:                                              ; preds = %630, %627
  %631 = phi i32 [ %623, %627 ], [ %633, %630 ]
  %632 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %620, ptr noundef nonnull dereferenceable(1) %629) #9
  %633 = sub nsw i32 %631, %625
  %634 = icmp slt i32 %633, %625
  br i1 %634, label %635, label %630, !llvm.loop !42

635:                                              ; preds = %630, %621
  %636 = phi i32 [ %623, %621 ], [ %633, %630 ]
  %637 = add nuw nsw i64 %622, 1
  %638 = icmp eq i64 %637, 13
  br i1 %638, label %639, label %621, !llvm.loop !43

639:                                              ; preds = %635
  %640 = getelementptr inbounds i8, ptr %5, i64 100
  store i8 0, ptr %640, align 4, !tbaa !6
  br label %641

641:                                              ; preds = %655, %639
  %642 = phi i64 [ 0, %639 ], [ %657, %655 ]
  %643 = phi i32 [ 444, %639 ], [ %656, %655 ]
  %644 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %642
  %645 = load i32, ptr %644, align 4, !tbaa !38
  %646 = icmp slt i32 %643, %645
  br i1 %646, label %655, label %647

647:                                              ; preds = %641
  %648 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %642
  %649 = load ptr, ptr %648, align 8, !tbaa !40
  br label %650

650:                                              ; preds = %650, %647
  %651 = phi i32 [ %643, %647 ], [ %653, %650 ]
  %652 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %640, ptr noundef nonnull dereferenceable(1) %649) #9
  %653 = sub nsw i32 %651, %645
  %654 = icmp slt i32 %653, %645
  br i1 %654, label %655, label %650, !llvm.loop !42

655:                                              ; preds = %650, %641
  %656 = phi i32 [ %643, %641 ], [ %653, %650 ]
  %657 = add nuw nsw i64 %642, 1
  %658 = icmp eq i64 %657, 13
  br i1 %658, label %659, label %641, !llvm.loop !43

659:                                              ; preds = %655
  %660 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, ptr noundef nonnull %620, ptr noundef nonnull %640, i32 noundef %715, i32 noundef %422)
  %661 = add nsw i32 %715, %422
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %5) #9
  ret i32 %661

662:                                              ; preds = %582, %711
  %663 = phi i32 [ 1, %582 ], [ %716, %711 ]
  %664 = phi i32 [ 0, %582 ], [ %715, %711 ]
  store i8 0, ptr %5, align 16, !tbaa !6
  br label %665

665:                                              ; preds = %679, %662
  %666 = phi i64 [ 0, %662 ], [ %681, %679 ]
  %667 = phi i32 [ %663, %662 ], [ %680, %679 ]
  %668 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %666
  %669 = load i32, ptr %668, align 4, !tbaa !38
  %670 = icmp slt i32 %667, %669
  br i1 %670, label %679, label %671

671:                                              ; preds = %665
  %672 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %666
  %673 = load ptr, ptr %672, align 8, !tbaa !40
  br label %674

674:                                              ; preds = %674, %671
  %675 = phi i32 [ %667, %671 ], [ %677, %674 ]
  %676 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %673) #9
  %677 = sub nsw i32 %675, %669
  %678 = icmp slt i32 %677, %669
  br i1 %678, label %679, label %674, !llvm.loop !42

679:                                              ; preds = %674, %665
  %680 = phi i32 [ %667, %665 ], [ %677, %674 ]
  %681 = add nuw nsw i64 %666, 1
  %682 = icmp eq i64 %681, 13
  br i1 %682, label %683, label %665, !llvm.loop !43

683:                                              ; preds = %679
  %684 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %5) #10
  %685 = trunc i64 %684 to i32
  %686 = icmp sgt i32 %685, 0
  br i1 %686, label %687, label %711

687:                                              ; preds = %683
  %688 = and i64 %684, 2147483647
  br label %689

689:                                              ; preds = %703, %687
  %690 = phi i64 [ %688, %687 ], [ %693, %703 ]
  %691 = phi i32 [ 0, %687 ], [ %709, %703 ]
  %692 = phi i32 [ 0, %687 ], [ %708, %703 ]
  %693 = add nsw i64 %690, -1
  %694 = getelementptr inbounds i8, ptr %5, i64 %693
  %695 = load i8, ptr %694, align 1, !tbaa !6
  switch i8 %695, label %703 [
    i8 73, label %696
    i8 86, label %697
    i8 88, label %698
    i8 76, label %699
    i8 67, label %700
    i8 68, label %701
    i8 77, label %702
  ]

696:                                              ; preds = %689
  br label %703

697:                                              ; preds = %689
  br label %703

698:                                              ; preds = %689
  br label %703

699:                                              ; preds = %689
  br label %703

700:                                              ; preds = %689
  br label %703

701:                                              ; preds = %689
  br label %703

702:                                              ; preds = %689
  br label %703

703:                                              ; preds = %702, %701, %700, %699, %698, %697, %696, %689
  %704 = phi i32 [ 0, %689 ], [ 1000, %702 ], [ 500, %701 ], [ 100, %700 ], [ 50, %699 ], [ 10, %698 ], [ 5, %697 ], [ 1, %696 ]
  %705 = icmp ult i32 %704, %691
  %706 = sub nsw i32 0, %704
  %707 = select i1 %705, i32 %706, i32 %704
  %708 = add nsw i32 %707, %692
  %709 = call i32 @llvm.smax.i32(i32 %704, i32 %691)
  %710 = icmp ugt i64 %690, 1
  br i1 %710, label %689, label %711, !llvm.loop !44

711:                                              ; preds = %703, %683
  %712 = phi i32 [ 0, %683 ], [ %708, %703 ]
  %713 = icmp ne i32 %712, %663
  %714 = zext i1 %713 to i32
  %715 = add nuw nsw i32 %664, %714
  %716 = add nuw nsw i32 %663, 1
  %717 = icmp eq i32 %716, 4000
  br i1 %717, label %600, label %662, !llvm.loop !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10, !16, !17}
!19 = distinct !{!19, !10, !17, !16}
!20 = distinct !{!20, !10, !16, !17}
!21 = distinct !{!21, !10, !16, !17}
!22 = distinct !{!22, !10, !17, !16}
!23 = distinct !{!23, !10, !16, !17}
!24 = distinct !{!24, !10, !16, !17}
!25 = distinct !{!25, !10, !17, !16}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10, !16, !17}
!28 = distinct !{!28, !10, !16, !17}
!29 = distinct !{!29, !10, !17, !16}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10, !16, !17}
!32 = distinct !{!32, !10, !16, !17}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10, !17, !16}
!35 = distinct !{!35, !10, !16, !17}
!36 = distinct !{!36, !10, !16, !17}
!37 = distinct !{!37, !10, !17, !16}
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !7, i64 0}
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !7, i64 0}
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !10}
!45 = distinct !{!45, !10}
