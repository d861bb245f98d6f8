; ModuleID = 'programs/memcpy_memmove_sizes.c'
source_filename = "programs/memcpy_memmove_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { double, i32, [5 x i8] }

@src = internal unnamed_addr global [400 x i8] zeroinitializer, align 16
@dst = internal global [400 x i8] zeroinitializer, align 16
@ref = internal global [400 x i8] zeroinitializer, align 16
@__const.main.s1 = private unnamed_addr constant %struct.anon { double 1.500000e+00, i32 7, [5 x i8] c"abcd\00" }, align 8
@.str = private unnamed_addr constant [22 x i8] c"struct copy %g %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hash %08x bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i8], align 16
  %2 = alloca [400 x i8], align 16
  %3 = alloca %struct.anon, align 8
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %10, %4 ]
  %6 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %11, %4 ]
  %7 = mul <16 x i8> %6, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %8 = add <16 x i8> %7, <i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11>
  %9 = getelementptr inbounds [400 x i8], ptr @src, i64 0, i64 %5
  store <16 x i8> %8, ptr %9, align 16, !tbaa !5
  %10 = add nuw i64 %5, 16
  %11 = add <16 x i8> %6, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %12 = icmp eq i64 %10, 400
  br i1 %12, label %13, label %4, !llvm.loop !8

13:                                               ; preds = %4, %31
  %14 = phi i64 [ %32, %31 ], [ 0, %4 ]
  %15 = phi i32 [ %57, %31 ], [ 0, %4 ]
  %16 = icmp eq i64 %14, 0
  br label %24

17:                                               ; preds = %31
  %18 = getelementptr inbounds i8, ptr %1, i64 100
  %19 = getelementptr inbounds i8, ptr %2, i64 100
  %20 = getelementptr i8, ptr %2, i64 99
  %21 = getelementptr i8, ptr %2, i64 90
  %22 = getelementptr i8, ptr %19, i64 -15
  %23 = getelementptr i8, ptr %19, i64 -3
  br label %61

24:                                               ; preds = %13, %53
  %25 = phi i64 [ 0, %13 ], [ %58, %53 ]
  %26 = phi i64 [ 0, %13 ], [ %59, %53 ]
  %27 = phi i32 [ %15, %13 ], [ %57, %53 ]
  %28 = mul nuw nsw i64 %26, 3
  %29 = getelementptr i8, ptr @src, i64 %28
  %30 = getelementptr inbounds i8, ptr @src, i64 %25
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @dst, ptr nonnull align 1 %30, i64 %14, i1 false)
  br i1 %16, label %35, label %34

31:                                               ; preds = %53
  %32 = add nuw nsw i64 %14, 1
  %33 = icmp eq i64 %32, 301
  br i1 %33, label %17, label %13, !llvm.loop !12

34:                                               ; preds = %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @ref, ptr align 1 %29, i64 %14, i1 false), !tbaa !5
  br label %35

35:                                               ; preds = %34, %24
  %36 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  %39 = add nsw i32 %27, %38
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @dst, i64 2), ptr nonnull align 1 %30, i64 %14, i1 false)
  br i1 %16, label %41, label %40

40:                                               ; preds = %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @ref, i64 2), ptr align 1 %29, i64 %14, i1 false), !tbaa !5
  br label %41

41:                                               ; preds = %40, %35
  %42 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = add nsw i32 %39, %44
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 getelementptr inbounds (i8, ptr @dst, i64 4), ptr nonnull align 1 %30, i64 %14, i1 false)
  br i1 %16, label %47, label %46

46:                                               ; preds = %41
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 getelementptr inbounds (i8, ptr @ref, i64 4), ptr align 1 %29, i64 %14, i1 false), !tbaa !5
  br label %47

47:                                               ; preds = %46, %41
  %48 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %49 = icmp ne i32 %48, 0
  %50 = zext i1 %49 to i32
  %51 = add nsw i32 %45, %50
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @dst, i64 6), ptr nonnull align 1 %30, i64 %14, i1 false)
  br i1 %16, label %53, label %52

52:                                               ; preds = %47
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @ref, i64 6), ptr align 1 %29, i64 %14, i1 false), !tbaa !5
  br label %53

53:                                               ; preds = %52, %47
  %54 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400)
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = add nsw i32 %51, %56
  %58 = add nuw nsw i64 %25, 3
  %59 = add nuw nsw i64 %26, 1
  %60 = icmp eq i64 %59, 3
  br i1 %60, label %31, label %24, !llvm.loop !13

61:                                               ; preds = %17, %92
  %62 = phi i64 [ 0, %17 ], [ %93, %92 ]
  %63 = phi i32 [ 0, %17 ], [ %269, %92 ]
  %64 = phi i32 [ %57, %17 ], [ %263, %92 ]
  %65 = getelementptr i8, ptr %20, i64 %62
  %66 = icmp eq i64 %62, 0
  %67 = getelementptr i8, ptr %21, i64 %62
  %68 = icmp ult i64 %62, 4
  %69 = sub nsw i64 1, %62
  %70 = sub nsw i64 1, %62
  %71 = getelementptr i8, ptr %65, i64 %70
  %72 = icmp ugt ptr %71, %65
  %73 = icmp ult i64 %62, 16
  %74 = and i64 %62, 9223372036854775792
  %75 = icmp eq i64 %62, %74
  %76 = and i64 %62, 15
  %77 = and i64 %62, 12
  %78 = icmp eq i64 %77, 0
  %79 = and i64 %62, 9223372036854775804
  %80 = and i64 %62, 3
  %81 = icmp eq i64 %62, %79
  %82 = icmp ult i64 %62, 8
  %83 = icmp ult i64 %62, 32
  %84 = and i64 %62, 9223372036854775776
  %85 = icmp eq i64 %62, %84
  %86 = and i64 %62, 24
  %87 = icmp eq i64 %86, 0
  %88 = and i64 %62, 9223372036854775800
  %89 = icmp eq i64 %62, %88
  %90 = and i64 %62, 3
  %91 = icmp eq i64 %90, 0
  br label %95

92:                                               ; preds = %259
  %93 = add nuw nsw i64 %62, 7
  %94 = icmp ult i64 %62, 194
  br i1 %94, label %61, label %273, !llvm.loop !14

95:                                               ; preds = %61, %259
  %96 = phi i64 [ 0, %61 ], [ %272, %259 ]
  %97 = phi i64 [ -9, %61 ], [ %270, %259 ]
  %98 = phi i32 [ %63, %61 ], [ %269, %259 ]
  %99 = phi i32 [ %64, %61 ], [ %263, %259 ]
  %100 = mul nsw i64 %96, -3
  %101 = add i64 %100, 9
  %102 = mul nuw nsw i64 %96, 3
  %103 = getelementptr i8, ptr %67, i64 %102
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #6
  br label %104

104:                                              ; preds = %110, %95
  %105 = phi i64 [ 0, %95 ], [ %123, %110 ]
  %106 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %95 ], [ %124, %110 ]
  %107 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %105
  store <16 x i8> %106, ptr %107, align 16, !tbaa !5
  %108 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %105
  store <16 x i8> %106, ptr %108, align 16, !tbaa !5
  %109 = icmp eq i64 %105, 384
  br i1 %109, label %125, label %110, !llvm.loop !15

110:                                              ; preds = %104
  %111 = or disjoint i64 %105, 16
  %112 = add <16 x i8> %106, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %113 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %111
  store <16 x i8> %112, ptr %113, align 16, !tbaa !5
  %114 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %111
  store <16 x i8> %112, ptr %114, align 16, !tbaa !5
  %115 = or disjoint i64 %105, 32
  %116 = add <16 x i8> %106, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %117 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %115
  store <16 x i8> %116, ptr %117, align 16, !tbaa !5
  %118 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %115
  store <16 x i8> %116, ptr %118, align 16, !tbaa !5
  %119 = or disjoint i64 %105, 48
  %120 = add <16 x i8> %106, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %121 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %119
  store <16 x i8> %120, ptr %121, align 16, !tbaa !5
  %122 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %119
  store <16 x i8> %120, ptr %122, align 16, !tbaa !5
  %123 = add nuw nsw i64 %105, 64
  %124 = add <16 x i8> %106, <i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64>
  br label %104

125:                                              ; preds = %104
  %126 = getelementptr inbounds i8, ptr %18, i64 %97
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %126, ptr nonnull align 4 %18, i64 %62, i1 false)
  %127 = getelementptr inbounds i8, ptr %19, i64 %97
  %128 = icmp slt i64 %97, 0
  br i1 %128, label %181, label %129

129:                                              ; preds = %125
  br i1 %66, label %259, label %130

130:                                              ; preds = %129
  br i1 %68, label %151, label %131

131:                                              ; preds = %130
  %132 = getelementptr i8, ptr %103, i64 %69
  %133 = icmp ugt ptr %132, %103
  %134 = or i1 %133, %72
  %135 = icmp ult i64 %101, 16
  %136 = select i1 %134, i1 true, i1 %135
  br i1 %136, label %151, label %137

137:                                              ; preds = %131
  br i1 %73, label %168, label %138

138:                                              ; preds = %137
  %139 = getelementptr i8, ptr %127, i64 -15
  br label %140

140:                                              ; preds = %140, %138
  %141 = phi i64 [ 0, %138 ], [ %147, %140 ]
  %142 = xor i64 %141, -1
  %143 = add i64 %62, %142
  %144 = getelementptr i8, ptr %22, i64 %143
  %145 = load <16 x i8>, ptr %144, align 1, !tbaa !5
  %146 = getelementptr i8, ptr %139, i64 %143
  store <16 x i8> %145, ptr %146, align 1, !tbaa !5
  %147 = add nuw i64 %141, 16
  %148 = icmp eq i64 %147, %74
  br i1 %148, label %149, label %140, !llvm.loop !16

149:                                              ; preds = %140
  br i1 %75, label %259, label %150

150:                                              ; preds = %149
  br i1 %78, label %151, label %168

151:                                              ; preds = %180, %131, %130, %150
  %152 = phi i64 [ %62, %130 ], [ %62, %131 ], [ %76, %150 ], [ %80, %180 ]
  %153 = add nsw i64 %152, -1
  %154 = and i64 %152, 3
  %155 = icmp eq i64 %154, 0
  br i1 %155, label %165, label %156

156:                                              ; preds = %151, %156
  %157 = phi i64 [ %159, %156 ], [ %152, %151 ]
  %158 = phi i64 [ %163, %156 ], [ 0, %151 ]
  %159 = add nsw i64 %157, -1
  %160 = getelementptr inbounds i8, ptr %19, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !5
  %162 = getelementptr inbounds i8, ptr %127, i64 %159
  store i8 %161, ptr %162, align 1, !tbaa !5
  %163 = add i64 %158, 1
  %164 = icmp eq i64 %163, %154
  br i1 %164, label %165, label %156, !llvm.loop !17

165:                                              ; preds = %156, %151
  %166 = phi i64 [ %152, %151 ], [ %159, %156 ]
  %167 = icmp ult i64 %153, 3
  br i1 %167, label %259, label %240

168:                                              ; preds = %137, %150
  %169 = phi i64 [ %74, %150 ], [ 0, %137 ]
  %170 = getelementptr i8, ptr %127, i64 -3
  br label %171

171:                                              ; preds = %171, %168
  %172 = phi i64 [ %169, %168 ], [ %178, %171 ]
  %173 = xor i64 %172, -1
  %174 = add i64 %62, %173
  %175 = getelementptr i8, ptr %23, i64 %174
  %176 = load <4 x i8>, ptr %175, align 1, !tbaa !5
  %177 = getelementptr i8, ptr %170, i64 %174
  store <4 x i8> %176, ptr %177, align 1, !tbaa !5
  %178 = add nuw i64 %172, 4
  %179 = icmp eq i64 %178, %79
  br i1 %179, label %180, label %171, !llvm.loop !19

180:                                              ; preds = %171
  br i1 %81, label %259, label %151

181:                                              ; preds = %125
  br i1 %66, label %259, label %182

182:                                              ; preds = %181
  br i1 %82, label %206, label %183

183:                                              ; preds = %182
  br i1 %83, label %196, label %184

184:                                              ; preds = %183, %184
  %185 = phi i64 [ %192, %184 ], [ 0, %183 ]
  %186 = getelementptr inbounds i8, ptr %19, i64 %185
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load <16 x i8>, ptr %186, align 4, !tbaa !5
  %189 = load <16 x i8>, ptr %187, align 4, !tbaa !5
  %190 = getelementptr inbounds i8, ptr %127, i64 %185
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  store <16 x i8> %188, ptr %190, align 1, !tbaa !5
  store <16 x i8> %189, ptr %191, align 1, !tbaa !5
  %192 = add nuw i64 %185, 32
  %193 = icmp eq i64 %192, %84
  br i1 %193, label %194, label %184, !llvm.loop !20

194:                                              ; preds = %184
  br i1 %85, label %259, label %195

195:                                              ; preds = %194
  br i1 %87, label %206, label %196

196:                                              ; preds = %183, %195
  %197 = phi i64 [ %84, %195 ], [ 0, %183 ]
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ %197, %196 ], [ %203, %198 ]
  %200 = getelementptr inbounds i8, ptr %19, i64 %199
  %201 = load <8 x i8>, ptr %200, align 4, !tbaa !5
  %202 = getelementptr inbounds i8, ptr %127, i64 %199
  store <8 x i8> %201, ptr %202, align 1, !tbaa !5
  %203 = add nuw i64 %199, 8
  %204 = icmp eq i64 %203, %88
  br i1 %204, label %205, label %198, !llvm.loop !21

205:                                              ; preds = %198
  br i1 %89, label %259, label %206

206:                                              ; preds = %205, %182, %195
  %207 = phi i64 [ 0, %182 ], [ %84, %195 ], [ %88, %205 ]
  br i1 %91, label %217, label %208

208:                                              ; preds = %206, %208
  %209 = phi i64 [ %214, %208 ], [ %207, %206 ]
  %210 = phi i64 [ %215, %208 ], [ 0, %206 ]
  %211 = getelementptr inbounds i8, ptr %19, i64 %209
  %212 = load i8, ptr %211, align 1, !tbaa !5
  %213 = getelementptr inbounds i8, ptr %127, i64 %209
  store i8 %212, ptr %213, align 1, !tbaa !5
  %214 = add nuw nsw i64 %209, 1
  %215 = add i64 %210, 1
  %216 = icmp eq i64 %215, %90
  br i1 %216, label %217, label %208, !llvm.loop !22

217:                                              ; preds = %208, %206
  %218 = phi i64 [ %207, %206 ], [ %214, %208 ]
  %219 = sub nsw i64 %207, %62
  %220 = icmp ugt i64 %219, -4
  br i1 %220, label %259, label %221

221:                                              ; preds = %217, %221
  %222 = phi i64 [ %238, %221 ], [ %218, %217 ]
  %223 = getelementptr inbounds i8, ptr %19, i64 %222
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = getelementptr inbounds i8, ptr %127, i64 %222
  store i8 %224, ptr %225, align 1, !tbaa !5
  %226 = add nuw nsw i64 %222, 1
  %227 = getelementptr inbounds i8, ptr %19, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !5
  %229 = getelementptr inbounds i8, ptr %127, i64 %226
  store i8 %228, ptr %229, align 1, !tbaa !5
  %230 = add nuw nsw i64 %222, 2
  %231 = getelementptr inbounds i8, ptr %19, i64 %230
  %232 = load i8, ptr %231, align 1, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %127, i64 %230
  store i8 %232, ptr %233, align 1, !tbaa !5
  %234 = add nuw nsw i64 %222, 3
  %235 = getelementptr inbounds i8, ptr %19, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %127, i64 %234
  store i8 %236, ptr %237, align 1, !tbaa !5
  %238 = add nuw nsw i64 %222, 4
  %239 = icmp eq i64 %238, %62
  br i1 %239, label %259, label %221, !llvm.loop !23

240:                                              ; preds = %165, %240
  %241 = phi i64 [ %254, %240 ], [ %166, %165 ]
  %242 = add nsw i64 %241, -1
  %243 = getelementptr inbounds i8, ptr %19, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %127, i64 %242
  store i8 %244, ptr %245, align 1, !tbaa !5
  %246 = add nsw i64 %241, -2
  %247 = getelementptr inbounds i8, ptr %19, i64 %246
  %248 = load i8, ptr %247, align 1, !tbaa !5
  %249 = getelementptr inbounds i8, ptr %127, i64 %246
  store i8 %248, ptr %249, align 1, !tbaa !5
  %250 = add nsw i64 %241, -3
  %251 = getelementptr inbounds i8, ptr %19, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %127, i64 %250
  store i8 %252, ptr %253, align 1, !tbaa !5
  %254 = add nsw i64 %241, -4
  %255 = getelementptr inbounds i8, ptr %19, i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %127, i64 %254
  store i8 %256, ptr %257, align 1, !tbaa !5
  %258 = icmp eq i64 %254, 0
  br i1 %258, label %259, label %240, !llvm.loop !24

259:                                              ; preds = %165, %240, %217, %221, %149, %180, %194, %205, %129, %181
  %260 = call i32 @bcmp(ptr noundef nonnull dereferenceable(400) %1, ptr noundef nonnull dereferenceable(400) %2, i64 400)
  %261 = icmp ne i32 %260, 0
  %262 = zext i1 %261 to i32
  %263 = add nsw i32 %99, %262
  %264 = mul i32 %98, 31
  %265 = add nsw i64 %97, 150
  %266 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %265
  %267 = load i8, ptr %266, align 1, !tbaa !5
  %268 = zext i8 %267 to i32
  %269 = add i32 %264, %268
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6
  %270 = add nsw i64 %97, 3
  %271 = icmp slt i64 %97, 7
  %272 = add i64 %96, 1
  br i1 %271, label %95, label %92, !llvm.loop !25

273:                                              ; preds = %92
  %274 = mul i32 %269, -408824225
  %275 = add i32 %274, -513109031
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.s1, i64 24, i1 false)
  %276 = getelementptr inbounds i8, ptr %3, i64 12
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.500000e+00, i32 noundef 7, ptr noundef nonnull %276)
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %275, i32 noundef %263)
  %279 = icmp eq i32 %263, 0
  %280 = and i32 %275, 127
  %281 = select i1 %279, i32 %280, i32 1
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6
  ret i32 %281
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9, !10, !11}
!16 = distinct !{!16, !9, !10, !11}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !9, !10, !11}
!20 = distinct !{!20, !9, !10, !11}
!21 = distinct !{!21, !9, !10, !11}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !9, !10}
!24 = distinct !{!24, !9, !10}
!25 = distinct !{!25, !9}
