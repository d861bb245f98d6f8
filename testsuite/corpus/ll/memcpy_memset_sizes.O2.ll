; ModuleID = 'programs/memcpy_memset_sizes.c'
source_filename = "programs/memcpy_memset_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [300 x i8] }

@src = internal unnamed_addr global [512 x i8] zeroinitializer, align 16
@dst = internal global [512 x i8] zeroinitializer, align 16
@ref = internal global [512 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [21 x i8] c"struct copy len=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"memcmp %d%d%d%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"bad=%d h=%08x\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 8
  %2 = alloca [11 x i8], align 8
  %3 = alloca [11 x i8], align 1
  %4 = alloca [12 x i8], align 8
  %5 = alloca [13 x i8], align 8
  %6 = alloca [13 x i8], align 1
  %7 = alloca [15 x i8], align 8
  %8 = alloca [15 x i8], align 1
  %9 = alloca [11 x i8], align 16
  %10 = alloca [20 x i8], align 16
  %11 = alloca [20 x i8], align 16
  %12 = alloca [23 x i8], align 16
  %13 = alloca [23 x i8], align 16
  %14 = alloca [24 x i8], align 16
  %15 = alloca [24 x i8], align 16
  %16 = alloca [25 x i8], align 16
  %17 = alloca [25 x i8], align 16
  %18 = alloca [32 x i8], align 16
  %19 = alloca [32 x i8], align 16
  %20 = alloca [39 x i8], align 16
  %21 = alloca [39 x i8], align 16
  %22 = alloca [40 x i8], align 16
  %23 = alloca [40 x i8], align 16
  %24 = alloca [41 x i8], align 16
  %25 = alloca [41 x i8], align 16
  %26 = alloca [56 x i8], align 16
  %27 = alloca [56 x i8], align 16
  %28 = alloca [71 x i8], align 16
  %29 = alloca [71 x i8], align 16
  %30 = alloca [72 x i8], align 16
  %31 = alloca [72 x i8], align 16
  %32 = alloca [73 x i8], align 16
  %33 = alloca [73 x i8], align 16
  %34 = alloca [135 x i8], align 16
  %35 = alloca [135 x i8], align 16
  %36 = alloca [136 x i8], align 16
  %37 = alloca [136 x i8], align 16
  %38 = alloca [264 x i8], align 16
  %39 = alloca [264 x i8], align 16
  %40 = alloca %struct.big, align 1
  br label %41

41:                                               ; preds = %41, %0
  %42 = phi i64 [ 0, %0 ], [ %47, %41 ]
  %43 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %48, %41 ]
  %44 = mul <16 x i8> %43, <i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125, i8 -125>
  %45 = add <16 x i8> %44, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %46 = getelementptr inbounds [512 x i8], ptr @src, i64 0, i64 %42
  store <16 x i8> %45, ptr %46, align 16, !tbaa !5
  %47 = add nuw i64 %42, 16
  %48 = add <16 x i8> %43, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %49 = icmp eq i64 %47, 512
  br i1 %49, label %50, label %41, !llvm.loop !8

50:                                               ; preds = %41, %148
  %51 = phi i32 [ %117, %148 ], [ 0, %41 ]
  %52 = phi i32 [ %150, %148 ], [ 0, %41 ]
  %53 = phi i64 [ %151, %148 ], [ 0, %41 ]
  %54 = icmp eq i64 %53, 0
  br label %55

55:                                               ; preds = %50, %94
  %56 = phi i32 [ %51, %50 ], [ %107, %94 ]
  %57 = phi i64 [ 0, %50 ], [ %95, %94 ]
  %58 = getelementptr i8, ptr @src, i64 %57
  br label %97

59:                                               ; preds = %94
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @dst, i8 0, i64 512, i1 false)
  %60 = trunc nuw i64 %53 to i8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 getelementptr inbounds (i8, ptr @dst, i64 3), i8 %60, i64 %53, i1 false)
  br i1 %54, label %110, label %61

61:                                               ; preds = %59
  %62 = icmp ult i64 %53, 8
  br i1 %62, label %63, label %66

63:                                               ; preds = %90, %61
  %64 = phi i32 [ %107, %61 ], [ %92, %90 ]
  %65 = phi i64 [ 0, %61 ], [ %67, %90 ]
  br label %153

66:                                               ; preds = %61
  %67 = and i64 %53, 9223372036854775800
  %68 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %107, i64 0
  %69 = insertelement <4 x i64> poison, i64 %53, i64 0
  %70 = shufflevector <4 x i64> %69, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %71

71:                                               ; preds = %71, %66
  %72 = phi i64 [ 0, %66 ], [ %88, %71 ]
  %73 = phi <4 x i32> [ %68, %66 ], [ %86, %71 ]
  %74 = phi <4 x i32> [ zeroinitializer, %66 ], [ %87, %71 ]
  %75 = or disjoint i64 %72, 3
  %76 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 4
  %78 = load <4 x i8>, ptr %76, align 1, !tbaa !5
  %79 = load <4 x i8>, ptr %77, align 1, !tbaa !5
  %80 = zext <4 x i8> %78 to <4 x i64>
  %81 = zext <4 x i8> %79 to <4 x i64>
  %82 = icmp ne <4 x i64> %70, %80
  %83 = icmp ne <4 x i64> %70, %81
  %84 = zext <4 x i1> %82 to <4 x i32>
  %85 = zext <4 x i1> %83 to <4 x i32>
  %86 = add <4 x i32> %73, %84
  %87 = add <4 x i32> %74, %85
  %88 = add nuw i64 %72, 8
  %89 = icmp eq i64 %88, %67
  br i1 %89, label %90, label %71, !llvm.loop !12

90:                                               ; preds = %71
  %91 = add <4 x i32> %87, %86
  %92 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %91)
  %93 = icmp eq i64 %53, %67
  br i1 %93, label %110, label %63

94:                                               ; preds = %103
  %95 = add nuw nsw i64 %57, 1
  %96 = icmp eq i64 %95, 8
  br i1 %96, label %59, label %55, !llvm.loop !13

97:                                               ; preds = %55, %103
  %98 = phi i32 [ %56, %55 ], [ %107, %103 ]
  %99 = phi i64 [ 0, %55 ], [ %108, %103 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @dst, i8 -18, i64 512, i1 false)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @ref, i8 -18, i64 512, i1 false)
  %100 = getelementptr inbounds i8, ptr @dst, i64 %99
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %100, ptr nonnull align 1 %58, i64 %53, i1 false)
  br i1 %54, label %103, label %101

101:                                              ; preds = %97
  %102 = getelementptr i8, ptr @ref, i64 %99
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %102, ptr align 1 %58, i64 %53, i1 false), !tbaa !5
  br label %103

103:                                              ; preds = %101, %97
  %104 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(512) @dst, ptr noundef nonnull dereferenceable(512) @ref, i64 512)
  %105 = icmp ne i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = add nsw i32 %98, %106
  %108 = add nuw nsw i64 %99, 1
  %109 = icmp eq i64 %108, 8
  br i1 %109, label %94, label %97, !llvm.loop !14

110:                                              ; preds = %153, %90, %59
  %111 = phi i32 [ %107, %59 ], [ %92, %90 ], [ %162, %153 ]
  %112 = add nuw nsw i64 %53, 3
  %113 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !5
  %115 = icmp ne i8 %114, 0
  %116 = zext i1 %115 to i32
  %117 = add nsw i32 %111, %116
  br label %118

118:                                              ; preds = %118, %110
  %119 = phi i64 [ 0, %110 ], [ %146, %118 ]
  %120 = phi i32 [ -2128831035, %110 ], [ %145, %118 ]
  %121 = getelementptr inbounds i8, ptr @dst, i64 %119
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = zext i8 %122 to i32
  %124 = xor i32 %120, %123
  %125 = mul i32 %124, 16777619
  %126 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 1), i64 %119
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = zext i8 %127 to i32
  %129 = xor i32 %125, %128
  %130 = mul i32 %129, 16777619
  %131 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 2), i64 %119
  %132 = load i8, ptr %131, align 1, !tbaa !5
  %133 = zext i8 %132 to i32
  %134 = xor i32 %130, %133
  %135 = mul i32 %134, 16777619
  %136 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 3), i64 %119
  %137 = load i8, ptr %136, align 1, !tbaa !5
  %138 = zext i8 %137 to i32
  %139 = xor i32 %135, %138
  %140 = mul i32 %139, 16777619
  %141 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 4), i64 %119
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = zext i8 %142 to i32
  %144 = xor i32 %140, %143
  %145 = mul i32 %144, 16777619
  %146 = add nuw nsw i64 %119, 5
  %147 = icmp eq i64 %146, 140
  br i1 %147, label %148, label %118, !llvm.loop !15

148:                                              ; preds = %118
  %149 = mul i32 %52, 31
  %150 = add i32 %145, %149
  %151 = add nuw nsw i64 %53, 1
  %152 = icmp eq i64 %151, 131
  br i1 %152, label %165, label %50, !llvm.loop !16

153:                                              ; preds = %63, %153
  %154 = phi i32 [ %162, %153 ], [ %64, %63 ]
  %155 = phi i64 [ %163, %153 ], [ %65, %63 ]
  %156 = add nuw nsw i64 %155, 3
  %157 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !5
  %159 = zext i8 %158 to i64
  %160 = icmp ne i64 %53, %159
  %161 = zext i1 %160 to i32
  %162 = add nsw i32 %154, %161
  %163 = add nuw nsw i64 %155, 1
  %164 = icmp eq i64 %163, %53
  br i1 %164, label %110, label %153, !llvm.loop !17

165:                                              ; preds = %148, %522
  %166 = phi i32 [ %668, %522 ], [ %117, %148 ]
  %167 = phi i64 [ %523, %522 ], [ 0, %148 ]
  %168 = getelementptr i8, ptr getelementptr (i8, ptr @ref, i64 199), i64 %167
  %169 = icmp eq i64 %167, 0
  %170 = getelementptr i8, ptr getelementptr (i8, ptr @ref, i64 190), i64 %167
  %171 = icmp ult i64 %167, 4
  %172 = sub nsw i64 1, %167
  %173 = sub nsw i64 1, %167
  %174 = getelementptr i8, ptr %168, i64 %173
  %175 = icmp ugt ptr %174, %168
  %176 = icmp ult i64 %167, 16
  %177 = and i64 %167, 9223372036854775792
  %178 = icmp eq i64 %167, %177
  %179 = and i64 %167, 15
  %180 = and i64 %167, 12
  %181 = icmp eq i64 %180, 0
  %182 = and i64 %167, 9223372036854775804
  %183 = and i64 %167, 3
  %184 = icmp eq i64 %167, %182
  %185 = icmp ult i64 %167, 8
  %186 = icmp ult i64 %167, 32
  %187 = and i64 %167, 9223372036854775776
  %188 = icmp eq i64 %167, %187
  %189 = and i64 %167, 24
  %190 = icmp eq i64 %189, 0
  %191 = and i64 %167, 9223372036854775800
  %192 = icmp eq i64 %167, %191
  %193 = and i64 %167, 3
  %194 = icmp eq i64 %193, 0
  br label %525

195:                                              ; preds = %522
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1) #8
  %196 = getelementptr inbounds i8, ptr %1, i64 3
  store <8 x i8> <i8 2, i8 9, i8 16, i8 23, i8 30, i8 37, i8 44, i8 51>, ptr %1, align 8, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 58, ptr %197, align 8, !tbaa !5
  %198 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 65, ptr %198, align 1, !tbaa !5
  %199 = load i16, ptr %196, align 1
  %200 = load i16, ptr %1, align 2
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %3, i8 0, i64 11, i1 false), !tbaa !5
  %201 = getelementptr inbounds i8, ptr %2, i64 3
  store <8 x i8> <i8 3, i8 10, i8 17, i8 24, i8 31, i8 38, i8 45, i8 52>, ptr %2, align 8, !tbaa !5
  %202 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 59, ptr %202, align 8, !tbaa !5
  %203 = getelementptr inbounds i8, ptr %2, i64 9
  store i8 66, ptr %203, align 1, !tbaa !5
  %204 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 73, ptr %204, align 2, !tbaa !5
  %205 = getelementptr inbounds i8, ptr %3, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %205, ptr noundef nonnull align 1 dereferenceable(3) %201, i64 3, i1 false)
  %206 = load i8, ptr %205, align 1, !tbaa !5
  %207 = getelementptr inbounds i8, ptr %3, i64 2
  %208 = load i8, ptr %207, align 1, !tbaa !5
  %209 = getelementptr inbounds i8, ptr %3, i64 3
  %210 = load i8, ptr %209, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %3, i8 3, i64 3, i1 false)
  %211 = call i32 @bcmp(ptr noundef nonnull dereferenceable(3) %2, ptr noundef nonnull dereferenceable(3) %3, i64 3)
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4) #8
  %212 = getelementptr inbounds i8, ptr %4, i64 3
  store <8 x i8> <i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53>, ptr %4, align 8, !tbaa !5
  %213 = getelementptr inbounds i8, ptr %4, i64 8
  store <4 x i8> <i8 60, i8 67, i8 74, i8 81>, ptr %213, align 8, !tbaa !5
  %214 = load i32, ptr %212, align 1
  %215 = load i32, ptr %4, align 4
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 13, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %6, i8 0, i64 13, i1 false), !tbaa !5
  %216 = getelementptr inbounds i8, ptr %5, i64 3
  store <8 x i8> <i8 5, i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54>, ptr %5, align 8, !tbaa !5
  %217 = getelementptr inbounds i8, ptr %5, i64 8
  store <4 x i8> <i8 61, i8 68, i8 75, i8 82>, ptr %217, align 8, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %5, i64 12
  store i8 89, ptr %218, align 4, !tbaa !5
  %219 = getelementptr inbounds i8, ptr %6, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %219, ptr noundef nonnull align 1 dereferenceable(5) %216, i64 5, i1 false)
  %220 = load i8, ptr %219, align 1, !tbaa !5
  %221 = getelementptr inbounds i8, ptr %6, i64 2
  %222 = load i8, ptr %221, align 1, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %6, i64 3
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = getelementptr inbounds i8, ptr %6, i64 4
  %226 = load i8, ptr %225, align 1, !tbaa !5
  %227 = getelementptr inbounds i8, ptr %6, i64 5
  %228 = load i8, ptr %227, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %6, i8 5, i64 5, i1 false)
  %229 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %5, ptr noundef nonnull dereferenceable(5) %6, i64 5)
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 13, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %8) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %8, i8 0, i64 15, i1 false), !tbaa !5
  %230 = getelementptr inbounds i8, ptr %7, i64 3
  store <8 x i8> <i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>, ptr %7, align 8, !tbaa !5
  %231 = getelementptr inbounds i8, ptr %7, i64 8
  store <4 x i8> <i8 63, i8 70, i8 77, i8 84>, ptr %231, align 8, !tbaa !5
  %232 = getelementptr inbounds i8, ptr %7, i64 12
  store i8 91, ptr %232, align 4, !tbaa !5
  %233 = getelementptr inbounds i8, ptr %7, i64 13
  store i8 98, ptr %233, align 1, !tbaa !5
  %234 = getelementptr inbounds i8, ptr %7, i64 14
  store i8 105, ptr %234, align 2, !tbaa !5
  %235 = getelementptr inbounds i8, ptr %8, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %235, ptr noundef nonnull align 1 dereferenceable(7) %230, i64 7, i1 false)
  %236 = load i8, ptr %235, align 1, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %8, i64 2
  %238 = load i8, ptr %237, align 1, !tbaa !5
  %239 = getelementptr inbounds i8, ptr %8, i64 3
  %240 = load i8, ptr %239, align 1, !tbaa !5
  %241 = getelementptr inbounds i8, ptr %8, i64 4
  %242 = load i8, ptr %241, align 1, !tbaa !5
  %243 = getelementptr inbounds i8, ptr %8, i64 5
  %244 = load i8, ptr %243, align 1, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %8, i64 6
  %246 = load i8, ptr %245, align 1, !tbaa !5
  %247 = getelementptr inbounds i8, ptr %8, i64 7
  %248 = load i8, ptr %247, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %8, i8 7, i64 7, i1 false)
  %249 = call i32 @bcmp(ptr noundef nonnull dereferenceable(7) %7, ptr noundef nonnull dereferenceable(7) %8, i64 7)
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %9)
  store <8 x i8> <i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %9, align 16, !tbaa !5
  %250 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 64, ptr %250, align 8, !tbaa !5
  %251 = getelementptr inbounds i8, ptr %9, i64 9
  store i8 71, ptr %251, align 1, !tbaa !5
  %252 = getelementptr inbounds i8, ptr %9, i64 10
  store i8 78, ptr %252, align 2, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %9, i64 3
  %254 = load i64, ptr %253, align 1
  %255 = load i64, ptr %9, align 16
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %11) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %11, i8 0, i64 20, i1 false), !tbaa !5
  %256 = getelementptr inbounds i8, ptr %10, i64 3
  store <16 x i8> <i8 12, i8 19, i8 26, i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89, i8 96, i8 103, i8 110, i8 117>, ptr %10, align 16, !tbaa !5
  %257 = getelementptr inbounds i8, ptr %10, i64 16
  store <4 x i8> <i8 124, i8 -125, i8 -118, i8 -111>, ptr %257, align 16, !tbaa !5
  %258 = getelementptr inbounds i8, ptr %11, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %258, ptr noundef nonnull align 1 dereferenceable(12) %256, i64 12, i1 false)
  %259 = load i8, ptr %258, align 1, !tbaa !5
  %260 = getelementptr inbounds i8, ptr %11, i64 2
  %261 = load i8, ptr %260, align 2, !tbaa !5
  %262 = getelementptr inbounds i8, ptr %11, i64 3
  %263 = load i8, ptr %262, align 1, !tbaa !5
  %264 = getelementptr inbounds i8, ptr %11, i64 4
  %265 = load i8, ptr %264, align 4, !tbaa !5
  %266 = getelementptr inbounds i8, ptr %11, i64 5
  %267 = load i8, ptr %266, align 1, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %11, i64 6
  %269 = load i8, ptr %268, align 2, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %11, i64 7
  %271 = load i8, ptr %270, align 1, !tbaa !5
  %272 = getelementptr inbounds i8, ptr %11, i64 8
  %273 = load i8, ptr %272, align 8, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %11, i64 9
  %275 = load i8, ptr %274, align 1, !tbaa !5
  %276 = getelementptr inbounds i8, ptr %11, i64 10
  %277 = load i8, ptr %276, align 2, !tbaa !5
  %278 = getelementptr inbounds i8, ptr %11, i64 11
  %279 = load i8, ptr %278, align 1, !tbaa !5
  %280 = getelementptr inbounds i8, ptr %11, i64 12
  %281 = load i8, ptr %280, align 4, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %11, i64 13
  %283 = load i8, ptr %282, align 1, !tbaa !5
  %284 = getelementptr inbounds i8, ptr %11, i64 14
  %285 = load i8, ptr %284, align 2, !tbaa !5
  %286 = getelementptr inbounds i8, ptr %11, i64 15
  %287 = load i8, ptr %286, align 1, !tbaa !5
  %288 = getelementptr inbounds i8, ptr %11, i64 16
  %289 = load i8, ptr %288, align 16, !tbaa !5
  %290 = getelementptr inbounds i8, ptr %11, i64 17
  %291 = load i8, ptr %290, align 1, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %11, i64 18
  %293 = load i8, ptr %292, align 2, !tbaa !5
  %294 = getelementptr inbounds i8, ptr %11, i64 19
  %295 = load i8, ptr %294, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %11, i8 12, i64 12, i1 false)
  %296 = call i32 @bcmp(ptr noundef nonnull dereferenceable(12) %10, ptr noundef nonnull dereferenceable(12) %11, i64 12)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 23, ptr nonnull %13) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(23) %13, i8 0, i64 23, i1 false), !tbaa !5
  %297 = getelementptr inbounds i8, ptr %12, i64 3
  store <16 x i8> <i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120>, ptr %12, align 16, !tbaa !5
  %298 = getelementptr inbounds i8, ptr %12, i64 16
  store <4 x i8> <i8 127, i8 -122, i8 -115, i8 -108>, ptr %298, align 16, !tbaa !5
  %299 = getelementptr inbounds i8, ptr %12, i64 20
  store i8 -101, ptr %299, align 4, !tbaa !5
  %300 = getelementptr inbounds i8, ptr %12, i64 21
  store i8 -94, ptr %300, align 1, !tbaa !5
  %301 = getelementptr inbounds i8, ptr %12, i64 22
  store i8 -87, ptr %301, align 2, !tbaa !5
  %302 = getelementptr inbounds i8, ptr %13, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(15) %302, ptr noundef nonnull align 1 dereferenceable(15) %297, i64 15, i1 false)
  %303 = load i8, ptr %302, align 1, !tbaa !5
  %304 = getelementptr inbounds i8, ptr %13, i64 2
  %305 = load i8, ptr %304, align 2, !tbaa !5
  %306 = getelementptr inbounds i8, ptr %13, i64 3
  %307 = load i8, ptr %306, align 1, !tbaa !5
  %308 = getelementptr inbounds i8, ptr %13, i64 4
  %309 = load i8, ptr %308, align 4, !tbaa !5
  %310 = getelementptr inbounds i8, ptr %13, i64 5
  %311 = load i8, ptr %310, align 1, !tbaa !5
  %312 = getelementptr inbounds i8, ptr %13, i64 6
  %313 = load i8, ptr %312, align 2, !tbaa !5
  %314 = getelementptr inbounds i8, ptr %13, i64 7
  %315 = load i8, ptr %314, align 1, !tbaa !5
  %316 = getelementptr inbounds i8, ptr %13, i64 8
  %317 = load i8, ptr %316, align 8, !tbaa !5
  %318 = getelementptr inbounds i8, ptr %13, i64 9
  %319 = load i8, ptr %318, align 1, !tbaa !5
  %320 = getelementptr inbounds i8, ptr %13, i64 10
  %321 = load i8, ptr %320, align 2, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %13, i64 11
  %323 = load i8, ptr %322, align 1, !tbaa !5
  %324 = getelementptr inbounds i8, ptr %13, i64 12
  %325 = load i8, ptr %324, align 4, !tbaa !5
  %326 = getelementptr inbounds i8, ptr %13, i64 13
  %327 = load i8, ptr %326, align 1, !tbaa !5
  %328 = getelementptr inbounds i8, ptr %13, i64 14
  %329 = load i8, ptr %328, align 2, !tbaa !5
  %330 = getelementptr inbounds i8, ptr %13, i64 15
  %331 = load i8, ptr %330, align 1, !tbaa !5
  %332 = getelementptr inbounds i8, ptr %13, i64 16
  %333 = load i8, ptr %332, align 16, !tbaa !5
  %334 = getelementptr inbounds i8, ptr %13, i64 17
  %335 = load i8, ptr %334, align 1, !tbaa !5
  %336 = getelementptr inbounds i8, ptr %13, i64 18
  %337 = load i8, ptr %336, align 2, !tbaa !5
  %338 = getelementptr inbounds i8, ptr %13, i64 19
  %339 = load i8, ptr %338, align 1, !tbaa !5
  %340 = getelementptr inbounds i8, ptr %13, i64 20
  %341 = load i8, ptr %340, align 4, !tbaa !5
  %342 = getelementptr inbounds i8, ptr %13, i64 21
  %343 = load i8, ptr %342, align 1, !tbaa !5
  %344 = getelementptr inbounds i8, ptr %13, i64 22
  %345 = load i8, ptr %344, align 2, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(15) %13, i8 15, i64 15, i1 false)
  %346 = call i32 @bcmp(ptr noundef nonnull dereferenceable(15) %12, ptr noundef nonnull dereferenceable(15) %13, i64 15)
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 23, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %15, i8 0, i64 24, i1 false), !tbaa !5
  %347 = getelementptr inbounds i8, ptr %14, i64 3
  store <16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %14, align 16, !tbaa !5
  %348 = getelementptr inbounds i8, ptr %14, i64 16
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %348, align 16, !tbaa !5
  %349 = getelementptr inbounds i8, ptr %15, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %349, ptr noundef nonnull align 1 dereferenceable(16) %347, i64 16, i1 false)
  %350 = load i8, ptr %349, align 1, !tbaa !5
  %351 = getelementptr inbounds i8, ptr %15, i64 2
  %352 = load i8, ptr %351, align 2, !tbaa !5
  %353 = getelementptr inbounds i8, ptr %15, i64 3
  %354 = load i8, ptr %353, align 1, !tbaa !5
  %355 = getelementptr inbounds i8, ptr %15, i64 4
  %356 = load i8, ptr %355, align 4, !tbaa !5
  %357 = getelementptr inbounds i8, ptr %15, i64 5
  %358 = load i8, ptr %357, align 1, !tbaa !5
  %359 = getelementptr inbounds i8, ptr %15, i64 6
  %360 = load i8, ptr %359, align 2, !tbaa !5
  %361 = getelementptr inbounds i8, ptr %15, i64 7
  %362 = load i8, ptr %361, align 1, !tbaa !5
  %363 = getelementptr inbounds i8, ptr %15, i64 8
  %364 = load i8, ptr %363, align 8, !tbaa !5
  %365 = getelementptr inbounds i8, ptr %15, i64 9
  %366 = load i8, ptr %365, align 1, !tbaa !5
  %367 = getelementptr inbounds i8, ptr %15, i64 10
  %368 = load i8, ptr %367, align 2, !tbaa !5
  %369 = getelementptr inbounds i8, ptr %15, i64 11
  %370 = load i8, ptr %369, align 1, !tbaa !5
  %371 = getelementptr inbounds i8, ptr %15, i64 12
  %372 = load i8, ptr %371, align 4, !tbaa !5
  %373 = getelementptr inbounds i8, ptr %15, i64 13
  %374 = load i8, ptr %373, align 1, !tbaa !5
  %375 = getelementptr inbounds i8, ptr %15, i64 14
  %376 = load i8, ptr %375, align 2, !tbaa !5
  %377 = getelementptr inbounds i8, ptr %15, i64 15
  %378 = load i8, ptr %377, align 1, !tbaa !5
  %379 = getelementptr inbounds i8, ptr %15, i64 16
  %380 = load i8, ptr %379, align 16, !tbaa !5
  %381 = getelementptr inbounds i8, ptr %15, i64 17
  %382 = load i8, ptr %381, align 1, !tbaa !5
  %383 = getelementptr inbounds i8, ptr %15, i64 18
  %384 = load i8, ptr %383, align 2, !tbaa !5
  %385 = getelementptr inbounds i8, ptr %15, i64 19
  %386 = load i8, ptr %385, align 1, !tbaa !5
  %387 = getelementptr inbounds i8, ptr %15, i64 20
  %388 = load i8, ptr %387, align 4, !tbaa !5
  %389 = getelementptr inbounds i8, ptr %15, i64 21
  %390 = load i8, ptr %389, align 1, !tbaa !5
  %391 = getelementptr inbounds i8, ptr %15, i64 22
  %392 = load i8, ptr %391, align 2, !tbaa !5
  %393 = getelementptr inbounds i8, ptr %15, i64 23
  %394 = load i8, ptr %393, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %15, i8 16, i64 16, i1 false)
  %395 = call i32 @bcmp(ptr noundef nonnull dereferenceable(16) %14, ptr noundef nonnull dereferenceable(16) %15, i64 16)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #8
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %16) #8
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %17) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(25) %17, i8 0, i64 25, i1 false), !tbaa !5
  %396 = getelementptr inbounds i8, ptr %16, i64 3
  store <16 x i8> <i8 17, i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122>, ptr %16, align 16, !tbaa !5
  %397 = getelementptr inbounds i8, ptr %16, i64 16
  store <8 x i8> <i8 -127, i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78>, ptr %397, align 16, !tbaa !5
  %398 = getelementptr inbounds i8, ptr %16, i64 24
  store i8 -71, ptr %398, align 8, !tbaa !5
  %399 = getelementptr inbounds i8, ptr %17, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %399, ptr noundef nonnull align 1 dereferenceable(17) %396, i64 17, i1 false)
  %400 = load i8, ptr %399, align 1, !tbaa !5
  %401 = getelementptr inbounds i8, ptr %17, i64 2
  %402 = load i8, ptr %401, align 2, !tbaa !5
  %403 = getelementptr inbounds i8, ptr %17, i64 3
  %404 = load i8, ptr %403, align 1, !tbaa !5
  %405 = getelementptr inbounds i8, ptr %17, i64 4
  %406 = load i8, ptr %405, align 4, !tbaa !5
  %407 = getelementptr inbounds i8, ptr %17, i64 5
  %408 = load i8, ptr %407, align 1, !tbaa !5
  %409 = getelementptr inbounds i8, ptr %17, i64 6
  %410 = load i8, ptr %409, align 2, !tbaa !5
  %411 = getelementptr inbounds i8, ptr %17, i64 7
  %412 = load i8, ptr %411, align 1, !tbaa !5
  %413 = getelementptr inbounds i8, ptr %17, i64 8
  %414 = load i8, ptr %413, align 8, !tbaa !5
  %415 = getelementptr inbounds i8, ptr %17, i64 9
  %416 = load i8, ptr %415, align 1, !tbaa !5
  %417 = getelementptr inbounds i8, ptr %17, i64 10
  %418 = load i8, ptr %417, align 2, !tbaa !5
  %419 = getelementptr inbounds i8, ptr %17, i64 11
  %420 = load i8, ptr %419, align 1, !tbaa !5
  %421 = getelementptr inbounds i8, ptr %17, i64 12
  %422 = load i8, ptr %421, align 4, !tbaa !5
  %423 = getelementptr inbounds i8, ptr %17, i64 13
  %424 = load i8, ptr %423, align 1, !tbaa !5
  %425 = getelementptr inbounds i8, ptr %17, i64 14
  %426 = load i8, ptr %425, align 2, !tbaa !5
  %427 = getelementptr inbounds i8, ptr %17, i64 15
  %428 = load i8, ptr %427, align 1, !tbaa !5
  %429 = getelementptr inbounds i8, ptr %17, i64 16
  %430 = load i8, ptr %429, align 16, !tbaa !5
  %431 = getelementptr inbounds i8, ptr %17, i64 17
  %432 = load i8, ptr %431, align 1, !tbaa !5
  %433 = getelementptr inbounds i8, ptr %17, i64 18
  %434 = load i8, ptr %433, align 2, !tbaa !5
  %435 = getelementptr inbounds i8, ptr %17, i64 19
  %436 = load i8, ptr %435, align 1, !tbaa !5
  %437 = getelementptr inbounds i8, ptr %17, i64 20
  %438 = load i8, ptr %437, align 4, !tbaa !5
  %439 = getelementptr inbounds i8, ptr %17, i64 21
  %440 = load i8, ptr %439, align 1, !tbaa !5
  %441 = getelementptr inbounds i8, ptr %17, i64 22
  %442 = load i8, ptr %441, align 2, !tbaa !5
  %443 = getelementptr inbounds i8, ptr %17, i64 23
  %444 = load i8, ptr %443, align 1, !tbaa !5
  %445 = getelementptr inbounds i8, ptr %17, i64 24
  %446 = load i8, ptr %445, align 8, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(17) %17, i8 17, i64 17, i1 false)
  %447 = call i32 @bcmp(ptr noundef nonnull dereferenceable(17) %16, ptr noundef nonnull dereferenceable(17) %17, i64 17)
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %17) #8
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %16) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false), !tbaa !5
  store <16 x i8> <i8 24, i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127>, ptr %18, align 16, !tbaa !5
  %448 = getelementptr inbounds i8, ptr %18, i64 16
  store <16 x i8> <i8 -120, i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15>, ptr %448, align 16, !tbaa !5
  %449 = getelementptr inbounds i8, ptr %19, i64 1
  %450 = getelementptr inbounds i8, ptr %18, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(24) %449, ptr noundef nonnull align 1 dereferenceable(24) %450, i64 24, i1 false)
  %451 = load i8, ptr %449, align 1, !tbaa !5
  %452 = getelementptr inbounds i8, ptr %19, i64 2
  %453 = load i8, ptr %452, align 2, !tbaa !5
  %454 = getelementptr inbounds i8, ptr %19, i64 3
  %455 = load i8, ptr %454, align 1, !tbaa !5
  %456 = getelementptr inbounds i8, ptr %19, i64 4
  %457 = load i8, ptr %456, align 4, !tbaa !5
  %458 = getelementptr inbounds i8, ptr %19, i64 5
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = getelementptr inbounds i8, ptr %19, i64 6
  %461 = load i8, ptr %460, align 2, !tbaa !5
  %462 = getelementptr inbounds i8, ptr %19, i64 7
  %463 = load i8, ptr %462, align 1, !tbaa !5
  %464 = getelementptr inbounds i8, ptr %19, i64 8
  %465 = load i8, ptr %464, align 8, !tbaa !5
  %466 = getelementptr inbounds i8, ptr %19, i64 9
  %467 = load i8, ptr %466, align 1, !tbaa !5
  %468 = getelementptr inbounds i8, ptr %19, i64 10
  %469 = load i8, ptr %468, align 2, !tbaa !5
  %470 = getelementptr inbounds i8, ptr %19, i64 11
  %471 = load i8, ptr %470, align 1, !tbaa !5
  %472 = getelementptr inbounds i8, ptr %19, i64 12
  %473 = load i8, ptr %472, align 4, !tbaa !5
  %474 = getelementptr inbounds i8, ptr %19, i64 13
  %475 = load i8, ptr %474, align 1, !tbaa !5
  %476 = getelementptr inbounds i8, ptr %19, i64 14
  %477 = load i8, ptr %476, align 2, !tbaa !5
  %478 = getelementptr inbounds i8, ptr %19, i64 15
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = getelementptr inbounds i8, ptr %19, i64 16
  %481 = load i8, ptr %480, align 16, !tbaa !5
  %482 = getelementptr inbounds i8, ptr %19, i64 17
  %483 = load i8, ptr %482, align 1, !tbaa !5
  %484 = getelementptr inbounds i8, ptr %19, i64 18
  %485 = load i8, ptr %484, align 2, !tbaa !5
  %486 = getelementptr inbounds i8, ptr %19, i64 19
  %487 = load i8, ptr %486, align 1, !tbaa !5
  %488 = getelementptr inbounds i8, ptr %19, i64 20
  %489 = load i8, ptr %488, align 4, !tbaa !5
  %490 = getelementptr inbounds i8, ptr %19, i64 21
  %491 = load i8, ptr %490, align 1, !tbaa !5
  %492 = getelementptr inbounds i8, ptr %19, i64 22
  %493 = load i8, ptr %492, align 2, !tbaa !5
  %494 = getelementptr inbounds i8, ptr %19, i64 23
  %495 = load i8, ptr %494, align 1, !tbaa !5
  %496 = getelementptr inbounds i8, ptr %19, i64 24
  %497 = load i8, ptr %496, align 8, !tbaa !5
  %498 = getelementptr inbounds i8, ptr %19, i64 25
  %499 = load i8, ptr %498, align 1, !tbaa !5
  %500 = getelementptr inbounds i8, ptr %19, i64 26
  %501 = load i8, ptr %500, align 2, !tbaa !5
  %502 = getelementptr inbounds i8, ptr %19, i64 27
  %503 = load i8, ptr %502, align 1, !tbaa !5
  %504 = getelementptr inbounds i8, ptr %19, i64 28
  %505 = load i8, ptr %504, align 4, !tbaa !5
  %506 = getelementptr inbounds i8, ptr %19, i64 29
  %507 = load i8, ptr %506, align 1, !tbaa !5
  %508 = getelementptr inbounds i8, ptr %19, i64 30
  %509 = load i8, ptr %508, align 2, !tbaa !5
  %510 = getelementptr inbounds i8, ptr %19, i64 31
  %511 = load i8, ptr %510, align 1, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %19, i8 24, i64 24, i1 false)
  %512 = call i32 @bcmp(ptr noundef nonnull dereferenceable(24) %18, ptr noundef nonnull dereferenceable(24) %19, i64 24)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(i64 39, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 39, ptr nonnull %21) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(39) %21, i8 0, i64 39, i1 false), !tbaa !5
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %20, align 16, !tbaa !5
  %513 = getelementptr inbounds i8, ptr %20, i64 16
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %513, align 16, !tbaa !5
  %514 = getelementptr inbounds i8, ptr %20, i64 32
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %514, align 16, !tbaa !5
  %515 = getelementptr inbounds i8, ptr %20, i64 36
  store i8 27, ptr %515, align 4, !tbaa !5
  %516 = getelementptr inbounds i8, ptr %20, i64 37
  store i8 34, ptr %516, align 1, !tbaa !5
  %517 = getelementptr inbounds i8, ptr %20, i64 38
  store i8 41, ptr %517, align 2, !tbaa !5
  %518 = getelementptr inbounds i8, ptr %21, i64 1
  %519 = getelementptr inbounds i8, ptr %20, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(31) %518, ptr noundef nonnull align 1 dereferenceable(31) %519, i64 31, i1 false)
  %520 = getelementptr inbounds i8, ptr %21, i64 1
  %521 = getelementptr inbounds i8, ptr %21, i64 2
  br label %672

522:                                              ; preds = %664
  %523 = add nuw nsw i64 %167, 3
  %524 = icmp ult i64 %167, 97
  br i1 %524, label %165, label %195, !llvm.loop !18

525:                                              ; preds = %165, %664
  %526 = phi i64 [ 0, %165 ], [ %671, %664 ]
  %527 = phi i64 [ -9, %165 ], [ %669, %664 ]
  %528 = phi i32 [ %166, %165 ], [ %668, %664 ]
  %529 = getelementptr i8, ptr %170, i64 %526
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @dst, ptr noundef nonnull align 16 dereferenceable(512) @src, i64 512, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @ref, ptr noundef nonnull align 16 dereferenceable(512) @src, i64 512, i1 false)
  %530 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 200), i64 %527
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %530, ptr nonnull align 8 getelementptr inbounds (i8, ptr @dst, i64 200), i64 %167, i1 false)
  %531 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %527
  %532 = icmp slt i64 %527, 0
  br i1 %532, label %586, label %533

533:                                              ; preds = %525
  br i1 %169, label %664, label %534

534:                                              ; preds = %533
  br i1 %171, label %556, label %535

535:                                              ; preds = %534
  %536 = getelementptr i8, ptr %529, i64 %172
  %537 = icmp ugt ptr %536, %529
  %538 = or i1 %537, %175
  %539 = add i64 %526, 6
  %540 = icmp ult i64 %539, 16
  %541 = select i1 %538, i1 true, i1 %540
  br i1 %541, label %556, label %542

542:                                              ; preds = %535
  br i1 %176, label %573, label %543

543:                                              ; preds = %542
  %544 = getelementptr i8, ptr %531, i64 -15
  br label %545

545:                                              ; preds = %545, %543
  %546 = phi i64 [ 0, %543 ], [ %552, %545 ]
  %547 = xor i64 %546, -1
  %548 = add i64 %167, %547
  %549 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 -15), i64 %548
  %550 = load <16 x i8>, ptr %549, align 1, !tbaa !5
  %551 = getelementptr i8, ptr %544, i64 %548
  store <16 x i8> %550, ptr %551, align 1, !tbaa !5
  %552 = add nuw i64 %546, 16
  %553 = icmp eq i64 %552, %177
  br i1 %553, label %554, label %545, !llvm.loop !19

554:                                              ; preds = %545
  br i1 %178, label %664, label %555

555:                                              ; preds = %554
  br i1 %181, label %556, label %573

556:                                              ; preds = %585, %535, %534, %555
  %557 = phi i64 [ %167, %534 ], [ %167, %535 ], [ %179, %555 ], [ %183, %585 ]
  %558 = add nsw i64 %557, -1
  %559 = and i64 %557, 3
  %560 = icmp eq i64 %559, 0
  br i1 %560, label %570, label %561

561:                                              ; preds = %556, %561
  %562 = phi i64 [ %564, %561 ], [ %557, %556 ]
  %563 = phi i64 [ %568, %561 ], [ 0, %556 ]
  %564 = add nsw i64 %562, -1
  %565 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %564
  %566 = load i8, ptr %565, align 1, !tbaa !5
  %567 = getelementptr inbounds i8, ptr %531, i64 %564
  store i8 %566, ptr %567, align 1, !tbaa !5
  %568 = add i64 %563, 1
  %569 = icmp eq i64 %568, %559
  br i1 %569, label %570, label %561, !llvm.loop !20

570:                                              ; preds = %561, %556
  %571 = phi i64 [ %557, %556 ], [ %564, %561 ]
  %572 = icmp ult i64 %558, 3
  br i1 %572, label %664, label %645

573:                                              ; preds = %542, %555
  %574 = phi i64 [ %177, %555 ], [ 0, %542 ]
  %575 = getelementptr i8, ptr %531, i64 -3
  br label %576

576:                                              ; preds = %576, %573
  %577 = phi i64 [ %574, %573 ], [ %583, %576 ]
  %578 = xor i64 %577, -1
  %579 = add i64 %167, %578
  %580 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 -3), i64 %579
  %581 = load <4 x i8>, ptr %580, align 1, !tbaa !5
  %582 = getelementptr i8, ptr %575, i64 %579
  store <4 x i8> %581, ptr %582, align 1, !tbaa !5
  %583 = add nuw i64 %577, 4
  %584 = icmp eq i64 %583, %182
  br i1 %584, label %585, label %576, !llvm.loop !22

585:                                              ; preds = %576
  br i1 %184, label %664, label %556

586:                                              ; preds = %525
  br i1 %169, label %664, label %587

587:                                              ; preds = %586
  br i1 %185, label %611, label %588

588:                                              ; preds = %587
  br i1 %186, label %601, label %589

589:                                              ; preds = %588, %589
  %590 = phi i64 [ %597, %589 ], [ 0, %588 ]
  %591 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %590
  %592 = getelementptr inbounds i8, ptr %591, i64 16
  %593 = load <16 x i8>, ptr %591, align 8, !tbaa !5
  %594 = load <16 x i8>, ptr %592, align 8, !tbaa !5
  %595 = getelementptr inbounds i8, ptr %531, i64 %590
  %596 = getelementptr inbounds i8, ptr %595, i64 16
  store <16 x i8> %593, ptr %595, align 1, !tbaa !5
  store <16 x i8> %594, ptr %596, align 1, !tbaa !5
  %597 = add nuw i64 %590, 32
  %598 = icmp eq i64 %597, %187
  br i1 %598, label %599, label %589, !llvm.loop !23

599:                                              ; preds = %589
  br i1 %188, label %664, label %600

600:                                              ; preds = %599
  br i1 %190, label %611, label %601

601:                                              ; preds = %588, %600
  %602 = phi i64 [ %187, %600 ], [ 0, %588 ]
  br label %603

603:                                              ; preds = %603, %601
  %604 = phi i64 [ %602, %601 ], [ %608, %603 ]
  %605 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %604
  %606 = load <8 x i8>, ptr %605, align 8, !tbaa !5
  %607 = getelementptr inbounds i8, ptr %531, i64 %604
  store <8 x i8> %606, ptr %607, align 1, !tbaa !5
  %608 = add nuw i64 %604, 8
  %609 = icmp eq i64 %608, %191
  br i1 %609, label %610, label %603, !llvm.loop !24

610:                                              ; preds = %603
  br i1 %192, label %664, label %611

611:                                              ; preds = %610, %587, %600
  %612 = phi i64 [ 0, %587 ], [ %187, %600 ], [ %191, %610 ]
  br i1 %194, label %622, label %613

613:                                              ; preds = %611, %613
  %614 = phi i64 [ %619, %613 ], [ %612, %611 ]
  %615 = phi i64 [ %620, %613 ], [ 0, %611 ]
  %616 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %614
  %617 = load i8, ptr %616, align 1, !tbaa !5
  %618 = getelementptr inbounds i8, ptr %531, i64 %614
  store i8 %617, ptr %618, align 1, !tbaa !5
  %619 = add nuw nsw i64 %614, 1
  %620 = add i64 %615, 1
  %621 = icmp eq i64 %620, %193
  br i1 %621, label %622, label %613, !llvm.loop !25

622:                                              ; preds = %613, %611
  %623 = phi i64 [ %612, %611 ], [ %619, %613 ]
  %624 = sub nsw i64 %612, %167
  %625 = icmp ugt i64 %624, -4
  br i1 %625, label %664, label %626

626:                                              ; preds = %622, %626
  %627 = phi i64 [ %643, %626 ], [ %623, %622 ]
  %628 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %627
  %629 = load i8, ptr %628, align 1, !tbaa !5
  %630 = getelementptr inbounds i8, ptr %531, i64 %627
  store i8 %629, ptr %630, align 1, !tbaa !5
  %631 = add nuw nsw i64 %627, 1
  %632 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %631
  %633 = load i8, ptr %632, align 1, !tbaa !5
  %634 = getelementptr inbounds i8, ptr %531, i64 %631
  store i8 %633, ptr %634, align 1, !tbaa !5
  %635 = add nuw nsw i64 %627, 2
  %636 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %635
  %637 = load i8, ptr %636, align 1, !tbaa !5
  %638 = getelementptr inbounds i8, ptr %531, i64 %635
  store i8 %637, ptr %638, align 1, !tbaa !5
  %639 = add nuw nsw i64 %627, 3
  %640 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %639
  %641 = load i8, ptr %640, align 1, !tbaa !5
  %642 = getelementptr inbounds i8, ptr %531, i64 %639
  store i8 %641, ptr %642, align 1, !tbaa !5
  %643 = add nuw nsw i64 %627, 4
  %644 = icmp eq i64 %643, %167
  br i1 %644, label %664, label %626, !llvm.loop !26

645:                                              ; preds = %570, %645
  %646 = phi i64 [ %659, %645 ], [ %571, %570 ]
  %647 = add nsw i64 %646, -1
  %648 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %647
  %649 = load i8, ptr %648, align 1, !tbaa !5
  %650 = getelementptr inbounds i8, ptr %531, i64 %647
  store i8 %649, ptr %650, align 1, !tbaa !5
  %651 = add nsw i64 %646, -2
  %652 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %651
  %653 = load i8, ptr %652, align 1, !tbaa !5
  %654 = getelementptr inbounds i8, ptr %531, i64 %651
  store i8 %653, ptr %654, align 1, !tbaa !5
  %655 = add nsw i64 %646, -3
  %656 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %655
  %657 = load i8, ptr %656, align 1, !tbaa !5
  %658 = getelementptr inbounds i8, ptr %531, i64 %655
  store i8 %657, ptr %658, align 1, !tbaa !5
  %659 = add nsw i64 %646, -4
  %660 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %659
  %661 = load i8, ptr %660, align 1, !tbaa !5
  %662 = getelementptr inbounds i8, ptr %531, i64 %659
  store i8 %661, ptr %662, align 1, !tbaa !5
  %663 = icmp eq i64 %659, 0
  br i1 %663, label %664, label %645, !llvm.loop !27

664:                                              ; preds = %570, %645, %622, %626, %554, %585, %599, %610, %533, %586
  %665 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(512) @dst, ptr noundef nonnull dereferenceable(512) @ref, i64 512)
  %666 = icmp ne i32 %665, 0
  %667 = zext i1 %666 to i32
  %668 = add nsw i32 %528, %667
  %669 = add nsw i64 %527, 1
  %670 = icmp eq i64 %669, 10
  %671 = add i64 %526, 1
  br i1 %670, label %522, label %525, !llvm.loop !28

672:                                              ; preds = %672, %195
  %673 = phi i64 [ 0, %195 ], [ %690, %672 ]
  %674 = phi i32 [ -2128831035, %195 ], [ %689, %672 ]
  %675 = getelementptr inbounds i8, ptr %21, i64 %673
  %676 = load i8, ptr %675, align 1, !tbaa !5
  %677 = zext i8 %676 to i32
  %678 = xor i32 %674, %677
  %679 = mul i32 %678, 16777619
  %680 = getelementptr inbounds i8, ptr %520, i64 %673
  %681 = load i8, ptr %680, align 1, !tbaa !5
  %682 = zext i8 %681 to i32
  %683 = xor i32 %679, %682
  %684 = mul i32 %683, 16777619
  %685 = getelementptr inbounds i8, ptr %521, i64 %673
  %686 = load i8, ptr %685, align 1, !tbaa !5
  %687 = zext i8 %686 to i32
  %688 = xor i32 %684, %687
  %689 = mul i32 %688, 16777619
  %690 = add nuw nsw i64 %673, 3
  %691 = icmp eq i64 %690, 39
  br i1 %691, label %692, label %672, !llvm.loop !15

692:                                              ; preds = %672
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(31) %21, i8 31, i64 31, i1 false)
  %693 = getelementptr inbounds i8, ptr %21, i64 1
  %694 = getelementptr inbounds i8, ptr %21, i64 2
  br label %695

695:                                              ; preds = %695, %692
  %696 = phi i64 [ 0, %692 ], [ %713, %695 ]
  %697 = phi i32 [ -2128831035, %692 ], [ %712, %695 ]
  %698 = getelementptr inbounds i8, ptr %21, i64 %696
  %699 = load i8, ptr %698, align 1, !tbaa !5
  %700 = zext i8 %699 to i32
  %701 = xor i32 %697, %700
  %702 = mul i32 %701, 16777619
  %703 = getelementptr inbounds i8, ptr %693, i64 %696
  %704 = load i8, ptr %703, align 1, !tbaa !5
  %705 = zext i8 %704 to i32
  %706 = xor i32 %702, %705
  %707 = mul i32 %706, 16777619
  %708 = getelementptr inbounds i8, ptr %694, i64 %696
  %709 = load i8, ptr %708, align 1, !tbaa !5
  %710 = zext i8 %709 to i32
  %711 = xor i32 %707, %710
  %712 = mul i32 %711, 16777619
  %713 = add nuw nsw i64 %696, 3
  %714 = icmp eq i64 %713, 39
  br i1 %714, label %715, label %695, !llvm.loop !15

715:                                              ; preds = %695
  %716 = call i32 @bcmp(ptr noundef nonnull dereferenceable(31) %20, ptr noundef nonnull dereferenceable(31) %21, i64 31)
  call void @llvm.lifetime.end.p0(i64 39, ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(i64 39, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %23, i8 0, i64 40, i1 false), !tbaa !5
  %717 = getelementptr inbounds i8, ptr %22, i64 8
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %22, align 16, !tbaa !5
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %717, align 8, !tbaa !5
  %718 = getelementptr inbounds i8, ptr %22, i64 16
  %719 = getelementptr inbounds i8, ptr %22, i64 24
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %718, align 16, !tbaa !5
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %719, align 8, !tbaa !5
  %720 = getelementptr inbounds i8, ptr %22, i64 32
  store i8 0, ptr %720, align 16, !tbaa !5
  %721 = getelementptr inbounds i8, ptr %22, i64 33
  store i8 7, ptr %721, align 1, !tbaa !5
  %722 = getelementptr inbounds i8, ptr %22, i64 34
  store i8 14, ptr %722, align 2, !tbaa !5
  %723 = getelementptr inbounds i8, ptr %22, i64 35
  store i8 21, ptr %723, align 1, !tbaa !5
  %724 = getelementptr inbounds i8, ptr %22, i64 36
  store i8 28, ptr %724, align 4, !tbaa !5
  %725 = getelementptr inbounds i8, ptr %22, i64 37
  store i8 35, ptr %725, align 1, !tbaa !5
  %726 = getelementptr inbounds i8, ptr %22, i64 38
  store i8 42, ptr %726, align 2, !tbaa !5
  %727 = getelementptr inbounds i8, ptr %22, i64 39
  store i8 49, ptr %727, align 1, !tbaa !5
  %728 = getelementptr inbounds i8, ptr %23, i64 1
  %729 = getelementptr inbounds i8, ptr %22, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(32) %728, ptr noundef nonnull align 1 dereferenceable(32) %729, i64 32, i1 false)
  %730 = getelementptr inbounds i8, ptr %23, i64 1
  %731 = getelementptr inbounds i8, ptr %23, i64 2
  %732 = getelementptr inbounds i8, ptr %23, i64 3
  %733 = getelementptr inbounds i8, ptr %23, i64 4
  br label %734

734:                                              ; preds = %734, %715
  %735 = phi i64 [ 0, %715 ], [ %762, %734 ]
  %736 = phi i32 [ -2128831035, %715 ], [ %761, %734 ]
  %737 = getelementptr inbounds i8, ptr %23, i64 %735
  %738 = load i8, ptr %737, align 1, !tbaa !5
  %739 = zext i8 %738 to i32
  %740 = xor i32 %736, %739
  %741 = mul i32 %740, 16777619
  %742 = getelementptr inbounds i8, ptr %730, i64 %735
  %743 = load i8, ptr %742, align 1, !tbaa !5
  %744 = zext i8 %743 to i32
  %745 = xor i32 %741, %744
  %746 = mul i32 %745, 16777619
  %747 = getelementptr inbounds i8, ptr %731, i64 %735
  %748 = load i8, ptr %747, align 1, !tbaa !5
  %749 = zext i8 %748 to i32
  %750 = xor i32 %746, %749
  %751 = mul i32 %750, 16777619
  %752 = getelementptr inbounds i8, ptr %732, i64 %735
  %753 = load i8, ptr %752, align 1, !tbaa !5
  %754 = zext i8 %753 to i32
  %755 = xor i32 %751, %754
  %756 = mul i32 %755, 16777619
  %757 = getelementptr inbounds i8, ptr %733, i64 %735
  %758 = load i8, ptr %757, align 1, !tbaa !5
  %759 = zext i8 %758 to i32
  %760 = xor i32 %756, %759
  %761 = mul i32 %760, 16777619
  %762 = add nuw nsw i64 %735, 5
  %763 = icmp eq i64 %762, 40
  br i1 %763, label %764, label %734, !llvm.loop !15

764:                                              ; preds = %734
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %23, i8 32, i64 32, i1 false)
  %765 = getelementptr inbounds i8, ptr %23, i64 1
  %766 = getelementptr inbounds i8, ptr %23, i64 2
  %767 = getelementptr inbounds i8, ptr %23, i64 3
  %768 = getelementptr inbounds i8, ptr %23, i64 4
  br label %769

769:                                              ; preds = %769, %764
  %770 = phi i64 [ 0, %764 ], [ %797, %769 ]
  %771 = phi i32 [ -2128831035, %764 ], [ %796, %769 ]
  %772 = getelementptr inbounds i8, ptr %23, i64 %770
  %773 = load i8, ptr %772, align 1, !tbaa !5
  %774 = zext i8 %773 to i32
  %775 = xor i32 %771, %774
  %776 = mul i32 %775, 16777619
  %777 = getelementptr inbounds i8, ptr %765, i64 %770
  %778 = load i8, ptr %777, align 1, !tbaa !5
  %779 = zext i8 %778 to i32
  %780 = xor i32 %776, %779
  %781 = mul i32 %780, 16777619
  %782 = getelementptr inbounds i8, ptr %766, i64 %770
  %783 = load i8, ptr %782, align 1, !tbaa !5
  %784 = zext i8 %783 to i32
  %785 = xor i32 %781, %784
  %786 = mul i32 %785, 16777619
  %787 = getelementptr inbounds i8, ptr %767, i64 %770
  %788 = load i8, ptr %787, align 1, !tbaa !5
  %789 = zext i8 %788 to i32
  %790 = xor i32 %786, %789
  %791 = mul i32 %790, 16777619
  %792 = getelementptr inbounds i8, ptr %768, i64 %770
  %793 = load i8, ptr %792, align 1, !tbaa !5
  %794 = zext i8 %793 to i32
  %795 = xor i32 %791, %794
  %796 = mul i32 %795, 16777619
  %797 = add nuw nsw i64 %770, 5
  %798 = icmp eq i64 %797, 40
  br i1 %798, label %799, label %769, !llvm.loop !15

799:                                              ; preds = %769
  %800 = call i32 @bcmp(ptr noundef nonnull dereferenceable(32) %22, ptr noundef nonnull dereferenceable(32) %23, i64 32)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #8
  call void @llvm.lifetime.start.p0(i64 41, ptr nonnull %24) #8
  call void @llvm.lifetime.start.p0(i64 41, ptr nonnull %25) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(41) %25, i8 0, i64 41, i1 false), !tbaa !5
  %801 = getelementptr inbounds i8, ptr %24, i64 8
  store <8 x i8> <i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82>, ptr %24, align 16, !tbaa !5
  store <8 x i8> <i8 89, i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118>, ptr %801, align 8, !tbaa !5
  %802 = getelementptr inbounds i8, ptr %24, i64 16
  %803 = getelementptr inbounds i8, ptr %24, i64 24
  store <8 x i8> <i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62>, ptr %802, align 16, !tbaa !5
  store <8 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6>, ptr %803, align 8, !tbaa !5
  %804 = getelementptr inbounds i8, ptr %24, i64 32
  store i8 1, ptr %804, align 16, !tbaa !5
  %805 = getelementptr inbounds i8, ptr %24, i64 33
  store i8 8, ptr %805, align 1, !tbaa !5
  %806 = getelementptr inbounds i8, ptr %24, i64 34
  store i8 15, ptr %806, align 2, !tbaa !5
  %807 = getelementptr inbounds i8, ptr %24, i64 35
  store i8 22, ptr %807, align 1, !tbaa !5
  %808 = getelementptr inbounds i8, ptr %24, i64 36
  store i8 29, ptr %808, align 4, !tbaa !5
  %809 = getelementptr inbounds i8, ptr %24, i64 37
  store i8 36, ptr %809, align 1, !tbaa !5
  %810 = getelementptr inbounds i8, ptr %24, i64 38
  store i8 43, ptr %810, align 2, !tbaa !5
  %811 = getelementptr inbounds i8, ptr %24, i64 39
  store i8 50, ptr %811, align 1, !tbaa !5
  %812 = getelementptr inbounds i8, ptr %24, i64 40
  store i8 57, ptr %812, align 8, !tbaa !5
  %813 = getelementptr inbounds i8, ptr %25, i64 1
  %814 = getelementptr inbounds i8, ptr %24, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %813, ptr noundef nonnull align 1 dereferenceable(33) %814, i64 33, i1 false)
  br label %815

815:                                              ; preds = %824, %799
  %816 = phi i64 [ 0, %799 ], [ %843, %824 ]
  %817 = phi i32 [ -2128831035, %799 ], [ %842, %824 ]
  %818 = getelementptr inbounds i8, ptr %25, i64 %816
  %819 = load i8, ptr %818, align 4, !tbaa !5
  %820 = zext i8 %819 to i32
  %821 = xor i32 %817, %820
  %822 = mul i32 %821, 16777619
  %823 = icmp eq i64 %816, 40
  br i1 %823, label %844, label %824, !llvm.loop !15

824:                                              ; preds = %815
  %825 = or disjoint i64 %816, 1
  %826 = getelementptr inbounds i8, ptr %25, i64 %825
  %827 = load i8, ptr %826, align 1, !tbaa !5
  %828 = zext i8 %827 to i32
  %829 = xor i32 %822, %828
  %830 = mul i32 %829, 16777619
  %831 = or disjoint i64 %816, 2
  %832 = getelementptr inbounds i8, ptr %25, i64 %831
  %833 = load i8, ptr %832, align 2, !tbaa !5
  %834 = zext i8 %833 to i32
  %835 = xor i32 %830, %834
  %836 = mul i32 %835, 16777619
  %837 = or disjoint i64 %816, 3
  %838 = getelementptr inbounds i8, ptr %25, i64 %837
  %839 = load i8, ptr %838, align 1, !tbaa !5
  %840 = zext i8 %839 to i32
  %841 = xor i32 %836, %840
  %842 = mul i32 %841, 16777619
  %843 = add nuw nsw i64 %816, 4
  br label %815

844:                                              ; preds = %815
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %25, i8 33, i64 33, i1 false)
  br label %845

845:                                              ; preds = %853, %844
  %846 = phi i64 [ 0, %844 ], [ %873, %853 ]
  %847 = phi i32 [ -2128831035, %844 ], [ %872, %853 ]
  %848 = getelementptr inbounds i8, ptr %25, i64 %846
  %849 = load i8, ptr %848, align 4, !tbaa !5
  %850 = zext i8 %849 to i32
  %851 = xor i32 %847, %850
  %852 = icmp eq i64 %846, 40
  br i1 %852, label %874, label %853, !llvm.loop !15

853:                                              ; preds = %845
  %854 = or disjoint i64 %846, 1
  %855 = mul i32 %851, 16777619
  %856 = getelementptr inbounds i8, ptr %25, i64 %854
  %857 = load i8, ptr %856, align 1, !tbaa !5
  %858 = zext i8 %857 to i32
  %859 = xor i32 %855, %858
  %860 = mul i32 %859, 16777619
  %861 = or disjoint i64 %846, 2
  %862 = getelementptr inbounds i8, ptr %25, i64 %861
  %863 = load i8, ptr %862, align 2, !tbaa !5
  %864 = zext i8 %863 to i32
  %865 = xor i32 %860, %864
  %866 = mul i32 %865, 16777619
  %867 = or disjoint i64 %846, 3
  %868 = getelementptr inbounds i8, ptr %25, i64 %867
  %869 = load i8, ptr %868, align 1, !tbaa !5
  %870 = zext i8 %869 to i32
  %871 = xor i32 %866, %870
  %872 = mul i32 %871, 16777619
  %873 = add nuw nsw i64 %846, 4
  br label %845

874:                                              ; preds = %845
  %875 = call i32 @bcmp(ptr noundef nonnull dereferenceable(33) %24, ptr noundef nonnull dereferenceable(33) %25, i64 33)
  call void @llvm.lifetime.end.p0(i64 41, ptr nonnull %25) #8
  call void @llvm.lifetime.end.p0(i64 41, ptr nonnull %24) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %26) #8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %27) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %27, i8 0, i64 56, i1 false), !tbaa !5
  %876 = getelementptr inbounds i8, ptr %26, i64 8
  store <8 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97>, ptr %26, align 16, !tbaa !5
  store <8 x i8> <i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, ptr %876, align 8, !tbaa !5
  %877 = getelementptr inbounds i8, ptr %26, i64 16
  %878 = getelementptr inbounds i8, ptr %26, i64 24
  store <8 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47>, ptr %877, align 16, !tbaa !5
  store <8 x i8> <i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, ptr %878, align 8, !tbaa !5
  %879 = getelementptr inbounds i8, ptr %26, i64 32
  %880 = getelementptr inbounds i8, ptr %26, i64 40
  store <8 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65>, ptr %879, align 16, !tbaa !5
  store <8 x i8> <i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, ptr %880, align 8, !tbaa !5
  %881 = getelementptr inbounds i8, ptr %26, i64 48
  store i8 -128, ptr %881, align 16, !tbaa !5
  %882 = getelementptr inbounds i8, ptr %26, i64 49
  store i8 -121, ptr %882, align 1, !tbaa !5
  %883 = getelementptr inbounds i8, ptr %26, i64 50
  store i8 -114, ptr %883, align 2, !tbaa !5
  %884 = getelementptr inbounds i8, ptr %26, i64 51
  store i8 -107, ptr %884, align 1, !tbaa !5
  %885 = getelementptr inbounds i8, ptr %26, i64 52
  store i8 -100, ptr %885, align 4, !tbaa !5
  %886 = getelementptr inbounds i8, ptr %26, i64 53
  store i8 -93, ptr %886, align 1, !tbaa !5
  %887 = getelementptr inbounds i8, ptr %26, i64 54
  store i8 -86, ptr %887, align 2, !tbaa !5
  %888 = getelementptr inbounds i8, ptr %26, i64 55
  store i8 -79, ptr %888, align 1, !tbaa !5
  %889 = getelementptr inbounds i8, ptr %27, i64 1
  %890 = getelementptr inbounds i8, ptr %26, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(48) %889, ptr noundef nonnull align 1 dereferenceable(48) %890, i64 48, i1 false)
  br label %891

891:                                              ; preds = %891, %874
  %892 = phi i64 [ 0, %874 ], [ %917, %891 ]
  %893 = phi i32 [ -2128831035, %874 ], [ %916, %891 ]
  %894 = getelementptr inbounds i8, ptr %27, i64 %892
  %895 = load i8, ptr %894, align 4, !tbaa !5
  %896 = zext i8 %895 to i32
  %897 = xor i32 %893, %896
  %898 = mul i32 %897, 16777619
  %899 = or disjoint i64 %892, 1
  %900 = getelementptr inbounds i8, ptr %27, i64 %899
  %901 = load i8, ptr %900, align 1, !tbaa !5
  %902 = zext i8 %901 to i32
  %903 = xor i32 %898, %902
  %904 = mul i32 %903, 16777619
  %905 = or disjoint i64 %892, 2
  %906 = getelementptr inbounds i8, ptr %27, i64 %905
  %907 = load i8, ptr %906, align 2, !tbaa !5
  %908 = zext i8 %907 to i32
  %909 = xor i32 %904, %908
  %910 = mul i32 %909, 16777619
  %911 = or disjoint i64 %892, 3
  %912 = getelementptr inbounds i8, ptr %27, i64 %911
  %913 = load i8, ptr %912, align 1, !tbaa !5
  %914 = zext i8 %913 to i32
  %915 = xor i32 %910, %914
  %916 = mul i32 %915, 16777619
  %917 = add nuw nsw i64 %892, 4
  %918 = icmp eq i64 %917, 56
  br i1 %918, label %919, label %891, !llvm.loop !15

919:                                              ; preds = %891
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %27, i8 48, i64 48, i1 false)
  br label %920

920:                                              ; preds = %920, %919
  %921 = phi i64 [ 0, %919 ], [ %946, %920 ]
  %922 = phi i32 [ -2128831035, %919 ], [ %945, %920 ]
  %923 = getelementptr inbounds i8, ptr %27, i64 %921
  %924 = load i8, ptr %923, align 4, !tbaa !5
  %925 = zext i8 %924 to i32
  %926 = xor i32 %922, %925
  %927 = mul i32 %926, 16777619
  %928 = or disjoint i64 %921, 1
  %929 = getelementptr inbounds i8, ptr %27, i64 %928
  %930 = load i8, ptr %929, align 1, !tbaa !5
  %931 = zext i8 %930 to i32
  %932 = xor i32 %927, %931
  %933 = mul i32 %932, 16777619
  %934 = or disjoint i64 %921, 2
  %935 = getelementptr inbounds i8, ptr %27, i64 %934
  %936 = load i8, ptr %935, align 2, !tbaa !5
  %937 = zext i8 %936 to i32
  %938 = xor i32 %933, %937
  %939 = mul i32 %938, 16777619
  %940 = or disjoint i64 %921, 3
  %941 = getelementptr inbounds i8, ptr %27, i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !5
  %943 = zext i8 %942 to i32
  %944 = xor i32 %939, %943
  %945 = mul i32 %944, 16777619
  %946 = add nuw nsw i64 %921, 4
  %947 = icmp eq i64 %946, 56
  br i1 %947, label %948, label %920, !llvm.loop !15

948:                                              ; preds = %920
  %949 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %26, ptr noundef nonnull dereferenceable(48) %27, i64 48)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %27) #8
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #8
  call void @llvm.lifetime.start.p0(i64 71, ptr nonnull %28) #8
  call void @llvm.lifetime.start.p0(i64 71, ptr nonnull %29) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(71) %29, i8 0, i64 71, i1 false), !tbaa !5
  store <16 x i8> <i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88>, ptr %28, align 16, !tbaa !5
  %950 = getelementptr inbounds i8, ptr %28, i64 16
  store <16 x i8> <i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24>, ptr %950, align 16, !tbaa !5
  %951 = getelementptr inbounds i8, ptr %28, i64 32
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %951, align 16, !tbaa !5
  %952 = getelementptr inbounds i8, ptr %28, i64 48
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %952, align 16, !tbaa !5
  %953 = getelementptr inbounds i8, ptr %28, i64 64
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %953, align 16, !tbaa !5
  %954 = getelementptr inbounds i8, ptr %28, i64 68
  store i8 27, ptr %954, align 4, !tbaa !5
  %955 = getelementptr inbounds i8, ptr %28, i64 69
  store i8 34, ptr %955, align 1, !tbaa !5
  %956 = getelementptr inbounds i8, ptr %28, i64 70
  store i8 41, ptr %956, align 2, !tbaa !5
  %957 = getelementptr inbounds i8, ptr %29, i64 1
  %958 = getelementptr inbounds i8, ptr %28, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(63) %957, ptr noundef nonnull align 1 dereferenceable(63) %958, i64 63, i1 false)
  br label %959

959:                                              ; preds = %980, %948
  %960 = phi i64 [ 0, %948 ], [ %987, %980 ]
  %961 = phi i32 [ -2128831035, %948 ], [ %986, %980 ]
  %962 = getelementptr inbounds i8, ptr %29, i64 %960
  %963 = load i8, ptr %962, align 4, !tbaa !5
  %964 = zext i8 %963 to i32
  %965 = xor i32 %961, %964
  %966 = mul i32 %965, 16777619
  %967 = or disjoint i64 %960, 1
  %968 = getelementptr inbounds i8, ptr %29, i64 %967
  %969 = load i8, ptr %968, align 1, !tbaa !5
  %970 = zext i8 %969 to i32
  %971 = xor i32 %966, %970
  %972 = mul i32 %971, 16777619
  %973 = or disjoint i64 %960, 2
  %974 = getelementptr inbounds i8, ptr %29, i64 %973
  %975 = load i8, ptr %974, align 2, !tbaa !5
  %976 = zext i8 %975 to i32
  %977 = xor i32 %972, %976
  %978 = mul i32 %977, 16777619
  %979 = icmp eq i64 %960, 68
  br i1 %979, label %988, label %980, !llvm.loop !15

980:                                              ; preds = %959
  %981 = or disjoint i64 %960, 3
  %982 = getelementptr inbounds i8, ptr %29, i64 %981
  %983 = load i8, ptr %982, align 1, !tbaa !5
  %984 = zext i8 %983 to i32
  %985 = xor i32 %978, %984
  %986 = mul i32 %985, 16777619
  %987 = add nuw nsw i64 %960, 4
  br label %959

988:                                              ; preds = %959
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(63) %29, i8 63, i64 63, i1 false)
  br label %989

989:                                              ; preds = %1009, %988
  %990 = phi i64 [ 0, %988 ], [ %1017, %1009 ]
  %991 = phi i32 [ -2128831035, %988 ], [ %1016, %1009 ]
  %992 = getelementptr inbounds i8, ptr %29, i64 %990
  %993 = load i8, ptr %992, align 4, !tbaa !5
  %994 = zext i8 %993 to i32
  %995 = xor i32 %991, %994
  %996 = mul i32 %995, 16777619
  %997 = or disjoint i64 %990, 1
  %998 = getelementptr inbounds i8, ptr %29, i64 %997
  %999 = load i8, ptr %998, align 1, !tbaa !5
  %1000 = zext i8 %999 to i32
  %1001 = xor i32 %996, %1000
  %1002 = mul i32 %1001, 16777619
  %1003 = or disjoint i64 %990, 2
  %1004 = getelementptr inbounds i8, ptr %29, i64 %1003
  %1005 = load i8, ptr %1004, align 2, !tbaa !5
  %1006 = zext i8 %1005 to i32
  %1007 = xor i32 %1002, %1006
  %1008 = icmp eq i64 %990, 68
  br i1 %1008, label %1018, label %1009, !llvm.loop !15

1009:                                             ; preds = %989
  %1010 = or disjoint i64 %990, 3
  %1011 = mul i32 %1007, 16777619
  %1012 = getelementptr inbounds i8, ptr %29, i64 %1010
  %1013 = load i8, ptr %1012, align 1, !tbaa !5
  %1014 = zext i8 %1013 to i32
  %1015 = xor i32 %1011, %1014
  %1016 = mul i32 %1015, 16777619
  %1017 = add nuw nsw i64 %990, 4
  br label %989

1018:                                             ; preds = %989
  %1019 = call i32 @bcmp(ptr noundef nonnull dereferenceable(63) %28, ptr noundef nonnull dereferenceable(63) %29, i64 63)
  call void @llvm.lifetime.end.p0(i64 71, ptr nonnull %29) #8
  call void @llvm.lifetime.end.p0(i64 71, ptr nonnull %28) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %30) #8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %31) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %31, i8 0, i64 72, i1 false), !tbaa !5
  %1020 = getelementptr inbounds i8, ptr %30, i64 8
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %30, align 16, !tbaa !5
  store <8 x i8> <i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %1020, align 8, !tbaa !5
  %1021 = getelementptr inbounds i8, ptr %30, i64 16
  %1022 = getelementptr inbounds i8, ptr %30, i64 24
  store <8 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31>, ptr %1021, align 16, !tbaa !5
  store <8 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %1022, align 8, !tbaa !5
  %1023 = getelementptr inbounds i8, ptr %30, i64 32
  %1024 = getelementptr inbounds i8, ptr %30, i64 40
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %1023, align 16, !tbaa !5
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %1024, align 8, !tbaa !5
  %1025 = getelementptr inbounds i8, ptr %30, i64 48
  %1026 = getelementptr inbounds i8, ptr %30, i64 56
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %1025, align 16, !tbaa !5
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %1026, align 8, !tbaa !5
  %1027 = getelementptr inbounds i8, ptr %30, i64 64
  store i8 0, ptr %1027, align 16, !tbaa !5
  %1028 = getelementptr inbounds i8, ptr %30, i64 65
  store i8 7, ptr %1028, align 1, !tbaa !5
  %1029 = getelementptr inbounds i8, ptr %30, i64 66
  store i8 14, ptr %1029, align 2, !tbaa !5
  %1030 = getelementptr inbounds i8, ptr %30, i64 67
  store i8 21, ptr %1030, align 1, !tbaa !5
  %1031 = getelementptr inbounds i8, ptr %30, i64 68
  store i8 28, ptr %1031, align 4, !tbaa !5
  %1032 = getelementptr inbounds i8, ptr %30, i64 69
  store i8 35, ptr %1032, align 1, !tbaa !5
  %1033 = getelementptr inbounds i8, ptr %30, i64 70
  store i8 42, ptr %1033, align 2, !tbaa !5
  %1034 = getelementptr inbounds i8, ptr %30, i64 71
  store i8 49, ptr %1034, align 1, !tbaa !5
  %1035 = getelementptr inbounds i8, ptr %31, i64 1
  %1036 = getelementptr inbounds i8, ptr %30, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %1035, ptr noundef nonnull align 1 dereferenceable(64) %1036, i64 64, i1 false)
  %1037 = getelementptr inbounds i8, ptr %31, i64 2
  %1038 = getelementptr inbounds i8, ptr %31, i64 3
  %1039 = getelementptr inbounds i8, ptr %31, i64 4
  %1040 = getelementptr inbounds i8, ptr %31, i64 5
  br label %1041

1041:                                             ; preds = %1041, %1018
  %1042 = phi i64 [ 0, %1018 ], [ %1075, %1041 ]
  %1043 = phi i32 [ -2128831035, %1018 ], [ %1074, %1041 ]
  %1044 = getelementptr inbounds i8, ptr %31, i64 %1042
  %1045 = load i8, ptr %1044, align 2, !tbaa !5
  %1046 = zext i8 %1045 to i32
  %1047 = xor i32 %1043, %1046
  %1048 = mul i32 %1047, 16777619
  %1049 = or disjoint i64 %1042, 1
  %1050 = getelementptr inbounds i8, ptr %31, i64 %1049
  %1051 = load i8, ptr %1050, align 1, !tbaa !5
  %1052 = zext i8 %1051 to i32
  %1053 = xor i32 %1048, %1052
  %1054 = mul i32 %1053, 16777619
  %1055 = getelementptr inbounds i8, ptr %1037, i64 %1042
  %1056 = load i8, ptr %1055, align 2, !tbaa !5
  %1057 = zext i8 %1056 to i32
  %1058 = xor i32 %1054, %1057
  %1059 = mul i32 %1058, 16777619
  %1060 = getelementptr inbounds i8, ptr %1038, i64 %1042
  %1061 = load i8, ptr %1060, align 1, !tbaa !5
  %1062 = zext i8 %1061 to i32
  %1063 = xor i32 %1059, %1062
  %1064 = mul i32 %1063, 16777619
  %1065 = getelementptr inbounds i8, ptr %1039, i64 %1042
  %1066 = load i8, ptr %1065, align 2, !tbaa !5
  %1067 = zext i8 %1066 to i32
  %1068 = xor i32 %1064, %1067
  %1069 = mul i32 %1068, 16777619
  %1070 = getelementptr inbounds i8, ptr %1040, i64 %1042
  %1071 = load i8, ptr %1070, align 1, !tbaa !5
  %1072 = zext i8 %1071 to i32
  %1073 = xor i32 %1069, %1072
  %1074 = mul i32 %1073, 16777619
  %1075 = add nuw nsw i64 %1042, 6
  %1076 = icmp eq i64 %1075, 72
  br i1 %1076, label %1077, label %1041, !llvm.loop !15

1077:                                             ; preds = %1041
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %31, i8 64, i64 64, i1 false)
  %1078 = getelementptr inbounds i8, ptr %31, i64 2
  %1079 = getelementptr inbounds i8, ptr %31, i64 3
  %1080 = getelementptr inbounds i8, ptr %31, i64 4
  %1081 = getelementptr inbounds i8, ptr %31, i64 5
  br label %1082

1082:                                             ; preds = %1082, %1077
  %1083 = phi i64 [ 0, %1077 ], [ %1116, %1082 ]
  %1084 = phi i32 [ -2128831035, %1077 ], [ %1115, %1082 ]
  %1085 = getelementptr inbounds i8, ptr %31, i64 %1083
  %1086 = load i8, ptr %1085, align 2, !tbaa !5
  %1087 = zext i8 %1086 to i32
  %1088 = xor i32 %1084, %1087
  %1089 = mul i32 %1088, 16777619
  %1090 = or disjoint i64 %1083, 1
  %1091 = getelementptr inbounds i8, ptr %31, i64 %1090
  %1092 = load i8, ptr %1091, align 1, !tbaa !5
  %1093 = zext i8 %1092 to i32
  %1094 = xor i32 %1089, %1093
  %1095 = mul i32 %1094, 16777619
  %1096 = getelementptr inbounds i8, ptr %1078, i64 %1083
  %1097 = load i8, ptr %1096, align 2, !tbaa !5
  %1098 = zext i8 %1097 to i32
  %1099 = xor i32 %1095, %1098
  %1100 = mul i32 %1099, 16777619
  %1101 = getelementptr inbounds i8, ptr %1079, i64 %1083
  %1102 = load i8, ptr %1101, align 1, !tbaa !5
  %1103 = zext i8 %1102 to i32
  %1104 = xor i32 %1100, %1103
  %1105 = mul i32 %1104, 16777619
  %1106 = getelementptr inbounds i8, ptr %1080, i64 %1083
  %1107 = load i8, ptr %1106, align 2, !tbaa !5
  %1108 = zext i8 %1107 to i32
  %1109 = xor i32 %1105, %1108
  %1110 = mul i32 %1109, 16777619
  %1111 = getelementptr inbounds i8, ptr %1081, i64 %1083
  %1112 = load i8, ptr %1111, align 1, !tbaa !5
  %1113 = zext i8 %1112 to i32
  %1114 = xor i32 %1110, %1113
  %1115 = mul i32 %1114, 16777619
  %1116 = add nuw nsw i64 %1083, 6
  %1117 = icmp eq i64 %1116, 72
  br i1 %1117, label %1118, label %1082, !llvm.loop !15

1118:                                             ; preds = %1082
  %1119 = call i32 @bcmp(ptr noundef nonnull dereferenceable(64) %30, ptr noundef nonnull dereferenceable(64) %31, i64 64)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %31) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %30) #8
  call void @llvm.lifetime.start.p0(i64 73, ptr nonnull %32) #8
  call void @llvm.lifetime.start.p0(i64 73, ptr nonnull %33) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(73) %33, i8 0, i64 73, i1 false), !tbaa !5
  %1120 = getelementptr inbounds i8, ptr %32, i64 8
  store <8 x i8> <i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114>, ptr %32, align 16, !tbaa !5
  store <8 x i8> <i8 121, i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86>, ptr %1120, align 8, !tbaa !5
  %1121 = getelementptr inbounds i8, ptr %32, i64 16
  %1122 = getelementptr inbounds i8, ptr %32, i64 24
  store <8 x i8> <i8 -79, i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30>, ptr %1121, align 16, !tbaa !5
  store <8 x i8> <i8 -23, i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26>, ptr %1122, align 8, !tbaa !5
  %1123 = getelementptr inbounds i8, ptr %32, i64 32
  %1124 = getelementptr inbounds i8, ptr %32, i64 40
  store <8 x i8> <i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82>, ptr %1123, align 16, !tbaa !5
  store <8 x i8> <i8 89, i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118>, ptr %1124, align 8, !tbaa !5
  %1125 = getelementptr inbounds i8, ptr %32, i64 48
  %1126 = getelementptr inbounds i8, ptr %32, i64 56
  store <8 x i8> <i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62>, ptr %1125, align 16, !tbaa !5
  store <8 x i8> <i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6>, ptr %1126, align 8, !tbaa !5
  %1127 = getelementptr inbounds i8, ptr %32, i64 64
  store i8 1, ptr %1127, align 16, !tbaa !5
  %1128 = getelementptr inbounds i8, ptr %32, i64 65
  store i8 8, ptr %1128, align 1, !tbaa !5
  %1129 = getelementptr inbounds i8, ptr %32, i64 66
  store i8 15, ptr %1129, align 2, !tbaa !5
  %1130 = getelementptr inbounds i8, ptr %32, i64 67
  store i8 22, ptr %1130, align 1, !tbaa !5
  %1131 = getelementptr inbounds i8, ptr %32, i64 68
  store i8 29, ptr %1131, align 4, !tbaa !5
  %1132 = getelementptr inbounds i8, ptr %32, i64 69
  store i8 36, ptr %1132, align 1, !tbaa !5
  %1133 = getelementptr inbounds i8, ptr %32, i64 70
  store i8 43, ptr %1133, align 2, !tbaa !5
  %1134 = getelementptr inbounds i8, ptr %32, i64 71
  store i8 50, ptr %1134, align 1, !tbaa !5
  %1135 = getelementptr inbounds i8, ptr %32, i64 72
  store i8 57, ptr %1135, align 8, !tbaa !5
  %1136 = getelementptr inbounds i8, ptr %33, i64 1
  %1137 = getelementptr inbounds i8, ptr %32, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(65) %1136, ptr noundef nonnull align 1 dereferenceable(65) %1137, i64 65, i1 false)
  br label %1138

1138:                                             ; preds = %1147, %1118
  %1139 = phi i64 [ 0, %1118 ], [ %1166, %1147 ]
  %1140 = phi i32 [ -2128831035, %1118 ], [ %1165, %1147 ]
  %1141 = getelementptr inbounds i8, ptr %33, i64 %1139
  %1142 = load i8, ptr %1141, align 4, !tbaa !5
  %1143 = zext i8 %1142 to i32
  %1144 = xor i32 %1140, %1143
  %1145 = mul i32 %1144, 16777619
  %1146 = icmp eq i64 %1139, 72
  br i1 %1146, label %1167, label %1147, !llvm.loop !15

1147:                                             ; preds = %1138
  %1148 = or disjoint i64 %1139, 1
  %1149 = getelementptr inbounds i8, ptr %33, i64 %1148
  %1150 = load i8, ptr %1149, align 1, !tbaa !5
  %1151 = zext i8 %1150 to i32
  %1152 = xor i32 %1145, %1151
  %1153 = mul i32 %1152, 16777619
  %1154 = or disjoint i64 %1139, 2
  %1155 = getelementptr inbounds i8, ptr %33, i64 %1154
  %1156 = load i8, ptr %1155, align 2, !tbaa !5
  %1157 = zext i8 %1156 to i32
  %1158 = xor i32 %1153, %1157
  %1159 = mul i32 %1158, 16777619
  %1160 = or disjoint i64 %1139, 3
  %1161 = getelementptr inbounds i8, ptr %33, i64 %1160
  %1162 = load i8, ptr %1161, align 1, !tbaa !5
  %1163 = zext i8 %1162 to i32
  %1164 = xor i32 %1159, %1163
  %1165 = mul i32 %1164, 16777619
  %1166 = add nuw nsw i64 %1139, 4
  br label %1138

1167:                                             ; preds = %1138
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(65) %33, i8 65, i64 65, i1 false)
  br label %1168

1168:                                             ; preds = %1176, %1167
  %1169 = phi i64 [ 0, %1167 ], [ %1196, %1176 ]
  %1170 = phi i32 [ -2128831035, %1167 ], [ %1195, %1176 ]
  %1171 = getelementptr inbounds i8, ptr %33, i64 %1169
  %1172 = load i8, ptr %1171, align 4, !tbaa !5
  %1173 = zext i8 %1172 to i32
  %1174 = xor i32 %1170, %1173
  %1175 = icmp eq i64 %1169, 72
  br i1 %1175, label %1197, label %1176, !llvm.loop !15

1176:                                             ; preds = %1168
  %1177 = or disjoint i64 %1169, 1
  %1178 = mul i32 %1174, 16777619
  %1179 = getelementptr inbounds i8, ptr %33, i64 %1177
  %1180 = load i8, ptr %1179, align 1, !tbaa !5
  %1181 = zext i8 %1180 to i32
  %1182 = xor i32 %1178, %1181
  %1183 = mul i32 %1182, 16777619
  %1184 = or disjoint i64 %1169, 2
  %1185 = getelementptr inbounds i8, ptr %33, i64 %1184
  %1186 = load i8, ptr %1185, align 2, !tbaa !5
  %1187 = zext i8 %1186 to i32
  %1188 = xor i32 %1183, %1187
  %1189 = mul i32 %1188, 16777619
  %1190 = or disjoint i64 %1169, 3
  %1191 = getelementptr inbounds i8, ptr %33, i64 %1190
  %1192 = load i8, ptr %1191, align 1, !tbaa !5
  %1193 = zext i8 %1192 to i32
  %1194 = xor i32 %1189, %1193
  %1195 = mul i32 %1194, 16777619
  %1196 = add nuw nsw i64 %1169, 4
  br label %1168

1197:                                             ; preds = %1168
  %1198 = call i32 @bcmp(ptr noundef nonnull dereferenceable(65) %32, ptr noundef nonnull dereferenceable(65) %33, i64 65)
  call void @llvm.lifetime.end.p0(i64 73, ptr nonnull %33) #8
  call void @llvm.lifetime.end.p0(i64 73, ptr nonnull %32) #8
  call void @llvm.lifetime.start.p0(i64 135, ptr nonnull %34) #8
  call void @llvm.lifetime.start.p0(i64 135, ptr nonnull %35) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(135) %35, i8 0, i64 135, i1 false), !tbaa !5
  store <16 x i8> <i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24>, ptr %34, align 16, !tbaa !5
  %1199 = getelementptr inbounds i8, ptr %34, i64 16
  store <16 x i8> <i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81, i8 88>, ptr %1199, align 16, !tbaa !5
  %1200 = getelementptr inbounds i8, ptr %34, i64 32
  store <16 x i8> <i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63, i8 -56>, ptr %1200, align 16, !tbaa !5
  %1201 = getelementptr inbounds i8, ptr %34, i64 48
  store <16 x i8> <i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7, i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49, i8 56>, ptr %1201, align 16, !tbaa !5
  %1202 = getelementptr inbounds i8, ptr %34, i64 64
  store <16 x i8> <i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112, i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88>, ptr %1202, align 16, !tbaa !5
  %1203 = getelementptr inbounds i8, ptr %34, i64 80
  store <16 x i8> <i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32, i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24>, ptr %1203, align 16, !tbaa !5
  %1204 = getelementptr inbounds i8, ptr %34, i64 96
  store <16 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80, i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, ptr %1204, align 16, !tbaa !5
  %1205 = getelementptr inbounds i8, ptr %34, i64 112
  store <16 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64, i8 -57, i8 -50, i8 -43, i8 -36, i8 -29, i8 -22, i8 -15, i8 -8>, ptr %1205, align 16, !tbaa !5
  %1206 = getelementptr inbounds i8, ptr %34, i64 128
  store <4 x i8> <i8 -1, i8 6, i8 13, i8 20>, ptr %1206, align 16, !tbaa !5
  %1207 = getelementptr inbounds i8, ptr %34, i64 132
  store i8 27, ptr %1207, align 4, !tbaa !5
  %1208 = getelementptr inbounds i8, ptr %34, i64 133
  store i8 34, ptr %1208, align 1, !tbaa !5
  %1209 = getelementptr inbounds i8, ptr %34, i64 134
  store i8 41, ptr %1209, align 2, !tbaa !5
  %1210 = getelementptr inbounds i8, ptr %35, i64 1
  %1211 = getelementptr inbounds i8, ptr %34, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(127) %1210, ptr noundef nonnull align 1 dereferenceable(127) %1211, i64 127, i1 false)
  %1212 = getelementptr inbounds i8, ptr %35, i64 1
  %1213 = getelementptr inbounds i8, ptr %35, i64 2
  %1214 = getelementptr inbounds i8, ptr %35, i64 3
  %1215 = getelementptr inbounds i8, ptr %35, i64 4
  br label %1216

1216:                                             ; preds = %1216, %1197
  %1217 = phi i64 [ 0, %1197 ], [ %1244, %1216 ]
  %1218 = phi i32 [ -2128831035, %1197 ], [ %1243, %1216 ]
  %1219 = getelementptr inbounds i8, ptr %35, i64 %1217
  %1220 = load i8, ptr %1219, align 1, !tbaa !5
  %1221 = zext i8 %1220 to i32
  %1222 = xor i32 %1218, %1221
  %1223 = mul i32 %1222, 16777619
  %1224 = getelementptr inbounds i8, ptr %1212, i64 %1217
  %1225 = load i8, ptr %1224, align 1, !tbaa !5
  %1226 = zext i8 %1225 to i32
  %1227 = xor i32 %1223, %1226
  %1228 = mul i32 %1227, 16777619
  %1229 = getelementptr inbounds i8, ptr %1213, i64 %1217
  %1230 = load i8, ptr %1229, align 1, !tbaa !5
  %1231 = zext i8 %1230 to i32
  %1232 = xor i32 %1228, %1231
  %1233 = mul i32 %1232, 16777619
  %1234 = getelementptr inbounds i8, ptr %1214, i64 %1217
  %1235 = load i8, ptr %1234, align 1, !tbaa !5
  %1236 = zext i8 %1235 to i32
  %1237 = xor i32 %1233, %1236
  %1238 = mul i32 %1237, 16777619
  %1239 = getelementptr inbounds i8, ptr %1215, i64 %1217
  %1240 = load i8, ptr %1239, align 1, !tbaa !5
  %1241 = zext i8 %1240 to i32
  %1242 = xor i32 %1238, %1241
  %1243 = mul i32 %1242, 16777619
  %1244 = add nuw nsw i64 %1217, 5
  %1245 = icmp eq i64 %1244, 135
  br i1 %1245, label %1246, label %1216, !llvm.loop !15

1246:                                             ; preds = %1216
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(127) %35, i8 127, i64 127, i1 false)
  %1247 = getelementptr inbounds i8, ptr %35, i64 1
  %1248 = getelementptr inbounds i8, ptr %35, i64 2
  %1249 = getelementptr inbounds i8, ptr %35, i64 3
  %1250 = getelementptr inbounds i8, ptr %35, i64 4
  br label %1251

1251:                                             ; preds = %1251, %1246
  %1252 = phi i64 [ 0, %1246 ], [ %1279, %1251 ]
  %1253 = phi i32 [ -2128831035, %1246 ], [ %1278, %1251 ]
  %1254 = getelementptr inbounds i8, ptr %35, i64 %1252
  %1255 = load i8, ptr %1254, align 1, !tbaa !5
  %1256 = zext i8 %1255 to i32
  %1257 = xor i32 %1253, %1256
  %1258 = mul i32 %1257, 16777619
  %1259 = getelementptr inbounds i8, ptr %1247, i64 %1252
  %1260 = load i8, ptr %1259, align 1, !tbaa !5
  %1261 = zext i8 %1260 to i32
  %1262 = xor i32 %1258, %1261
  %1263 = mul i32 %1262, 16777619
  %1264 = getelementptr inbounds i8, ptr %1248, i64 %1252
  %1265 = load i8, ptr %1264, align 1, !tbaa !5
  %1266 = zext i8 %1265 to i32
  %1267 = xor i32 %1263, %1266
  %1268 = mul i32 %1267, 16777619
  %1269 = getelementptr inbounds i8, ptr %1249, i64 %1252
  %1270 = load i8, ptr %1269, align 1, !tbaa !5
  %1271 = zext i8 %1270 to i32
  %1272 = xor i32 %1268, %1271
  %1273 = mul i32 %1272, 16777619
  %1274 = getelementptr inbounds i8, ptr %1250, i64 %1252
  %1275 = load i8, ptr %1274, align 1, !tbaa !5
  %1276 = zext i8 %1275 to i32
  %1277 = xor i32 %1273, %1276
  %1278 = mul i32 %1277, 16777619
  %1279 = add nuw nsw i64 %1252, 5
  %1280 = icmp eq i64 %1279, 135
  br i1 %1280, label %1281, label %1251, !llvm.loop !15

1281:                                             ; preds = %1251
  %1282 = call i32 @bcmp(ptr noundef nonnull dereferenceable(127) %34, ptr noundef nonnull dereferenceable(127) %35, i64 127)
  call void @llvm.lifetime.end.p0(i64 135, ptr nonnull %35) #8
  call void @llvm.lifetime.end.p0(i64 135, ptr nonnull %34) #8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %36) #8
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %37) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(136) %37, i8 0, i64 136, i1 false), !tbaa !5
  %1283 = getelementptr inbounds i8, ptr %36, i64 8
  store <8 x i8> <i8 -128, i8 -121, i8 -114, i8 -107, i8 -100, i8 -93, i8 -86, i8 -79>, ptr %36, align 16, !tbaa !5
  store <8 x i8> <i8 -72, i8 -65, i8 -58, i8 -51, i8 -44, i8 -37, i8 -30, i8 -23>, ptr %1283, align 8, !tbaa !5
  %1284 = getelementptr inbounds i8, ptr %36, i64 16
  %1285 = getelementptr inbounds i8, ptr %36, i64 24
  store <8 x i8> <i8 -16, i8 -9, i8 -2, i8 5, i8 12, i8 19, i8 26, i8 33>, ptr %1284, align 16, !tbaa !5
  store <8 x i8> <i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89>, ptr %1285, align 8, !tbaa !5
  %1286 = getelementptr inbounds i8, ptr %36, i64 32
  %1287 = getelementptr inbounds i8, ptr %36, i64 40
  store <8 x i8> <i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118, i8 -111>, ptr %1286, align 16, !tbaa !5
  store <8 x i8> <i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55>, ptr %1287, align 8, !tbaa !5
  %1288 = getelementptr inbounds i8, ptr %36, i64 48
  %1289 = getelementptr inbounds i8, ptr %36, i64 56
  store <8 x i8> <i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6, i8 1>, ptr %1288, align 16, !tbaa !5
  store <8 x i8> <i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57>, ptr %1289, align 8, !tbaa !5
  %1290 = getelementptr inbounds i8, ptr %36, i64 64
  %1291 = getelementptr inbounds i8, ptr %36, i64 72
  store <8 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113>, ptr %1290, align 16, !tbaa !5
  store <8 x i8> <i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, ptr %1291, align 8, !tbaa !5
  %1292 = getelementptr inbounds i8, ptr %36, i64 80
  %1293 = getelementptr inbounds i8, ptr %36, i64 88
  store <8 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31>, ptr %1292, align 16, !tbaa !5
  store <8 x i8> <i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, ptr %1293, align 8, !tbaa !5
  %1294 = getelementptr inbounds i8, ptr %36, i64 96
  %1295 = getelementptr inbounds i8, ptr %36, i64 104
  store <8 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81>, ptr %1294, align 16, !tbaa !5
  store <8 x i8> <i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, ptr %1295, align 8, !tbaa !5
  %1296 = getelementptr inbounds i8, ptr %36, i64 112
  %1297 = getelementptr inbounds i8, ptr %36, i64 120
  store <8 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63>, ptr %1296, align 16, !tbaa !5
  store <8 x i8> <i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, ptr %1297, align 8, !tbaa !5
  %1298 = getelementptr inbounds i8, ptr %36, i64 128
  store i8 0, ptr %1298, align 16, !tbaa !5
  %1299 = getelementptr inbounds i8, ptr %36, i64 129
  store i8 7, ptr %1299, align 1, !tbaa !5
  %1300 = getelementptr inbounds i8, ptr %36, i64 130
  store i8 14, ptr %1300, align 2, !tbaa !5
  %1301 = getelementptr inbounds i8, ptr %36, i64 131
  store i8 21, ptr %1301, align 1, !tbaa !5
  %1302 = getelementptr inbounds i8, ptr %36, i64 132
  store i8 28, ptr %1302, align 4, !tbaa !5
  %1303 = getelementptr inbounds i8, ptr %36, i64 133
  store i8 35, ptr %1303, align 1, !tbaa !5
  %1304 = getelementptr inbounds i8, ptr %36, i64 134
  store i8 42, ptr %1304, align 2, !tbaa !5
  %1305 = getelementptr inbounds i8, ptr %36, i64 135
  store i8 49, ptr %1305, align 1, !tbaa !5
  %1306 = getelementptr inbounds i8, ptr %37, i64 1
  %1307 = getelementptr inbounds i8, ptr %36, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %1306, ptr noundef nonnull align 1 dereferenceable(128) %1307, i64 128, i1 false)
  br label %1308

1308:                                             ; preds = %1308, %1281
  %1309 = phi i64 [ 0, %1281 ], [ %1334, %1308 ]
  %1310 = phi i32 [ -2128831035, %1281 ], [ %1333, %1308 ]
  %1311 = getelementptr inbounds i8, ptr %37, i64 %1309
  %1312 = load i8, ptr %1311, align 4, !tbaa !5
  %1313 = zext i8 %1312 to i32
  %1314 = xor i32 %1310, %1313
  %1315 = mul i32 %1314, 16777619
  %1316 = or disjoint i64 %1309, 1
  %1317 = getelementptr inbounds i8, ptr %37, i64 %1316
  %1318 = load i8, ptr %1317, align 1, !tbaa !5
  %1319 = zext i8 %1318 to i32
  %1320 = xor i32 %1315, %1319
  %1321 = mul i32 %1320, 16777619
  %1322 = or disjoint i64 %1309, 2
  %1323 = getelementptr inbounds i8, ptr %37, i64 %1322
  %1324 = load i8, ptr %1323, align 2, !tbaa !5
  %1325 = zext i8 %1324 to i32
  %1326 = xor i32 %1321, %1325
  %1327 = mul i32 %1326, 16777619
  %1328 = or disjoint i64 %1309, 3
  %1329 = getelementptr inbounds i8, ptr %37, i64 %1328
  %1330 = load i8, ptr %1329, align 1, !tbaa !5
  %1331 = zext i8 %1330 to i32
  %1332 = xor i32 %1327, %1331
  %1333 = mul i32 %1332, 16777619
  %1334 = add nuw nsw i64 %1309, 4
  %1335 = icmp eq i64 %1334, 136
  br i1 %1335, label %1336, label %1308, !llvm.loop !15

1336:                                             ; preds = %1308
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %37, i8 -128, i64 128, i1 false)
  br label %1337

1337:                                             ; preds = %1337, %1336
  %1338 = phi i64 [ 0, %1336 ], [ %1363, %1337 ]
  %1339 = phi i32 [ -2128831035, %1336 ], [ %1362, %1337 ]
  %1340 = getelementptr inbounds i8, ptr %37, i64 %1338
  %1341 = load i8, ptr %1340, align 4, !tbaa !5
  %1342 = zext i8 %1341 to i32
  %1343 = xor i32 %1339, %1342
  %1344 = mul i32 %1343, 16777619
  %1345 = or disjoint i64 %1338, 1
  %1346 = getelementptr inbounds i8, ptr %37, i64 %1345
  %1347 = load i8, ptr %1346, align 1, !tbaa !5
  %1348 = zext i8 %1347 to i32
  %1349 = xor i32 %1344, %1348
  %1350 = mul i32 %1349, 16777619
  %1351 = or disjoint i64 %1338, 2
  %1352 = getelementptr inbounds i8, ptr %37, i64 %1351
  %1353 = load i8, ptr %1352, align 2, !tbaa !5
  %1354 = zext i8 %1353 to i32
  %1355 = xor i32 %1350, %1354
  %1356 = mul i32 %1355, 16777619
  %1357 = or disjoint i64 %1338, 3
  %1358 = getelementptr inbounds i8, ptr %37, i64 %1357
  %1359 = load i8, ptr %1358, align 1, !tbaa !5
  %1360 = zext i8 %1359 to i32
  %1361 = xor i32 %1356, %1360
  %1362 = mul i32 %1361, 16777619
  %1363 = add nuw nsw i64 %1338, 4
  %1364 = icmp eq i64 %1363, 136
  br i1 %1364, label %1365, label %1337, !llvm.loop !15

1365:                                             ; preds = %1337
  %1366 = call i32 @bcmp(ptr noundef nonnull dereferenceable(128) %36, ptr noundef nonnull dereferenceable(128) %37, i64 128)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %37) #8
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %36) #8
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %38) #8
  call void @llvm.lifetime.start.p0(i64 264, ptr nonnull %39) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(264) %39, i8 0, i64 264, i1 false), !tbaa !5
  br label %1367

1367:                                             ; preds = %1367, %1365
  %1368 = phi i64 [ 0, %1365 ], [ %1372, %1367 ]
  %1369 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %1365 ], [ %1373, %1367 ]
  %1370 = mul <16 x i8> %1369, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %1371 = getelementptr inbounds [264 x i8], ptr %38, i64 0, i64 %1368
  store <16 x i8> %1370, ptr %1371, align 16, !tbaa !5
  %1372 = add nuw i64 %1368, 16
  %1373 = add <16 x i8> %1369, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %1374 = icmp eq i64 %1372, 256
  br i1 %1374, label %1375, label %1367, !llvm.loop !29

1375:                                             ; preds = %1367
  %1376 = getelementptr inbounds i8, ptr %38, i64 256
  store <8 x i8> <i8 0, i8 7, i8 14, i8 21, i8 28, i8 35, i8 42, i8 49>, ptr %1376, align 16, !tbaa !5
  %1377 = getelementptr inbounds i8, ptr %39, i64 1
  %1378 = getelementptr inbounds i8, ptr %38, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %1377, ptr noundef nonnull align 1 dereferenceable(256) %1378, i64 256, i1 false)
  %1379 = getelementptr inbounds i8, ptr %39, i64 2
  %1380 = getelementptr inbounds i8, ptr %39, i64 3
  %1381 = getelementptr inbounds i8, ptr %39, i64 4
  %1382 = getelementptr inbounds i8, ptr %39, i64 5
  br label %1383

1383:                                             ; preds = %1383, %1375
  %1384 = phi i64 [ 0, %1375 ], [ %1417, %1383 ]
  %1385 = phi i32 [ -2128831035, %1375 ], [ %1416, %1383 ]
  %1386 = getelementptr inbounds i8, ptr %39, i64 %1384
  %1387 = load i8, ptr %1386, align 2, !tbaa !5
  %1388 = zext i8 %1387 to i32
  %1389 = xor i32 %1385, %1388
  %1390 = mul i32 %1389, 16777619
  %1391 = or disjoint i64 %1384, 1
  %1392 = getelementptr inbounds i8, ptr %39, i64 %1391
  %1393 = load i8, ptr %1392, align 1, !tbaa !5
  %1394 = zext i8 %1393 to i32
  %1395 = xor i32 %1390, %1394
  %1396 = mul i32 %1395, 16777619
  %1397 = getelementptr inbounds i8, ptr %1379, i64 %1384
  %1398 = load i8, ptr %1397, align 2, !tbaa !5
  %1399 = zext i8 %1398 to i32
  %1400 = xor i32 %1396, %1399
  %1401 = mul i32 %1400, 16777619
  %1402 = getelementptr inbounds i8, ptr %1380, i64 %1384
  %1403 = load i8, ptr %1402, align 1, !tbaa !5
  %1404 = zext i8 %1403 to i32
  %1405 = xor i32 %1401, %1404
  %1406 = mul i32 %1405, 16777619
  %1407 = getelementptr inbounds i8, ptr %1381, i64 %1384
  %1408 = load i8, ptr %1407, align 2, !tbaa !5
  %1409 = zext i8 %1408 to i32
  %1410 = xor i32 %1406, %1409
  %1411 = mul i32 %1410, 16777619
  %1412 = getelementptr inbounds i8, ptr %1382, i64 %1384
  %1413 = load i8, ptr %1412, align 1, !tbaa !5
  %1414 = zext i8 %1413 to i32
  %1415 = xor i32 %1411, %1414
  %1416 = mul i32 %1415, 16777619
  %1417 = add nuw nsw i64 %1384, 6
  %1418 = icmp eq i64 %1417, 264
  br i1 %1418, label %1419, label %1383, !llvm.loop !15

1419:                                             ; preds = %1383
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %39, i8 0, i64 256, i1 false)
  %1420 = getelementptr inbounds i8, ptr %39, i64 2
  %1421 = getelementptr inbounds i8, ptr %39, i64 3
  %1422 = getelementptr inbounds i8, ptr %39, i64 4
  %1423 = getelementptr inbounds i8, ptr %39, i64 5
  br label %1424

1424:                                             ; preds = %1424, %1419
  %1425 = phi i64 [ 0, %1419 ], [ %1458, %1424 ]
  %1426 = phi i32 [ -2128831035, %1419 ], [ %1457, %1424 ]
  %1427 = getelementptr inbounds i8, ptr %39, i64 %1425
  %1428 = load i8, ptr %1427, align 2, !tbaa !5
  %1429 = zext i8 %1428 to i32
  %1430 = xor i32 %1426, %1429
  %1431 = mul i32 %1430, 16777619
  %1432 = or disjoint i64 %1425, 1
  %1433 = getelementptr inbounds i8, ptr %39, i64 %1432
  %1434 = load i8, ptr %1433, align 1, !tbaa !5
  %1435 = zext i8 %1434 to i32
  %1436 = xor i32 %1431, %1435
  %1437 = mul i32 %1436, 16777619
  %1438 = getelementptr inbounds i8, ptr %1420, i64 %1425
  %1439 = load i8, ptr %1438, align 2, !tbaa !5
  %1440 = zext i8 %1439 to i32
  %1441 = xor i32 %1437, %1440
  %1442 = mul i32 %1441, 16777619
  %1443 = getelementptr inbounds i8, ptr %1421, i64 %1425
  %1444 = load i8, ptr %1443, align 1, !tbaa !5
  %1445 = zext i8 %1444 to i32
  %1446 = xor i32 %1442, %1445
  %1447 = mul i32 %1446, 16777619
  %1448 = getelementptr inbounds i8, ptr %1422, i64 %1425
  %1449 = load i8, ptr %1448, align 2, !tbaa !5
  %1450 = zext i8 %1449 to i32
  %1451 = xor i32 %1447, %1450
  %1452 = mul i32 %1451, 16777619
  %1453 = getelementptr inbounds i8, ptr %1423, i64 %1425
  %1454 = load i8, ptr %1453, align 1, !tbaa !5
  %1455 = zext i8 %1454 to i32
  %1456 = xor i32 %1452, %1455
  %1457 = mul i32 %1456, 16777619
  %1458 = add nuw nsw i64 %1425, 6
  %1459 = icmp eq i64 %1458, 264
  br i1 %1459, label %1460, label %1424, !llvm.loop !15

1460:                                             ; preds = %1424
  %1461 = icmp eq i32 %215, 67372036
  %1462 = icmp eq i16 %200, 514
  %1463 = zext i8 %497 to i32
  %1464 = xor i32 %1463, 960143013
  %1465 = mul i32 %1464, 16777619
  %1466 = zext i8 %499 to i32
  %1467 = xor i32 %1465, %1466
  %1468 = mul i32 %1467, 16777619
  %1469 = zext i8 %501 to i32
  %1470 = xor i32 %1468, %1469
  %1471 = mul i32 %1470, 16777619
  %1472 = zext i8 %503 to i32
  %1473 = xor i32 %1471, %1472
  %1474 = mul i32 %1473, 16777619
  %1475 = zext i8 %505 to i32
  %1476 = xor i32 %1474, %1475
  %1477 = mul i32 %1476, 16777619
  %1478 = zext i8 %507 to i32
  %1479 = xor i32 %1477, %1478
  %1480 = mul i32 %1479, 16777619
  %1481 = zext i8 %509 to i32
  %1482 = xor i32 %1480, %1481
  %1483 = mul i32 %1482, 16777619
  %1484 = zext i8 %511 to i32
  %1485 = xor i32 %1483, %1484
  %1486 = zext i8 %451 to i32
  %1487 = xor i32 %1486, 84696351
  %1488 = mul i32 %1487, 16777619
  %1489 = zext i8 %453 to i32
  %1490 = xor i32 %1488, %1489
  %1491 = mul i32 %1490, 16777619
  %1492 = zext i8 %455 to i32
  %1493 = xor i32 %1491, %1492
  %1494 = mul i32 %1493, 16777619
  %1495 = zext i8 %457 to i32
  %1496 = xor i32 %1494, %1495
  %1497 = mul i32 %1496, 16777619
  %1498 = zext i8 %459 to i32
  %1499 = xor i32 %1497, %1498
  %1500 = mul i32 %1499, 16777619
  %1501 = zext i8 %461 to i32
  %1502 = xor i32 %1500, %1501
  %1503 = mul i32 %1502, 16777619
  %1504 = zext i8 %463 to i32
  %1505 = xor i32 %1503, %1504
  %1506 = mul i32 %1505, 16777619
  %1507 = zext i8 %465 to i32
  %1508 = xor i32 %1506, %1507
  %1509 = mul i32 %1508, 16777619
  %1510 = zext i8 %467 to i32
  %1511 = xor i32 %1509, %1510
  %1512 = mul i32 %1511, 16777619
  %1513 = zext i8 %469 to i32
  %1514 = xor i32 %1512, %1513
  %1515 = mul i32 %1514, 16777619
  %1516 = zext i8 %471 to i32
  %1517 = xor i32 %1515, %1516
  %1518 = mul i32 %1517, 16777619
  %1519 = zext i8 %473 to i32
  %1520 = xor i32 %1518, %1519
  %1521 = mul i32 %1520, 16777619
  %1522 = zext i8 %475 to i32
  %1523 = xor i32 %1521, %1522
  %1524 = mul i32 %1523, 16777619
  %1525 = zext i8 %477 to i32
  %1526 = xor i32 %1524, %1525
  %1527 = mul i32 %1526, 16777619
  %1528 = zext i8 %479 to i32
  %1529 = xor i32 %1527, %1528
  %1530 = mul i32 %1529, 16777619
  %1531 = zext i8 %481 to i32
  %1532 = xor i32 %1530, %1531
  %1533 = mul i32 %1532, 16777619
  %1534 = zext i8 %483 to i32
  %1535 = xor i32 %1533, %1534
  %1536 = mul i32 %1535, 16777619
  %1537 = zext i8 %485 to i32
  %1538 = xor i32 %1536, %1537
  %1539 = mul i32 %1538, 16777619
  %1540 = zext i8 %487 to i32
  %1541 = xor i32 %1539, %1540
  %1542 = mul i32 %1541, 16777619
  %1543 = zext i8 %489 to i32
  %1544 = xor i32 %1542, %1543
  %1545 = mul i32 %1544, 16777619
  %1546 = zext i8 %491 to i32
  %1547 = xor i32 %1545, %1546
  %1548 = mul i32 %1547, 16777619
  %1549 = zext i8 %493 to i32
  %1550 = xor i32 %1548, %1549
  %1551 = mul i32 %1550, 16777619
  %1552 = zext i8 %495 to i32
  %1553 = xor i32 %1551, %1552
  %1554 = mul i32 %1553, 16777619
  %1555 = xor i32 %1554, %1463
  %1556 = mul i32 %1555, 16777619
  %1557 = xor i32 %1556, %1466
  %1558 = mul i32 %1557, 16777619
  %1559 = xor i32 %1558, %1469
  %1560 = mul i32 %1559, 16777619
  %1561 = xor i32 %1560, %1472
  %1562 = mul i32 %1561, 16777619
  %1563 = xor i32 %1562, %1475
  %1564 = mul i32 %1563, 16777619
  %1565 = xor i32 %1564, %1478
  %1566 = mul i32 %1565, 16777619
  %1567 = xor i32 %1566, %1481
  %1568 = mul i32 %1567, 16777619
  %1569 = xor i32 %1568, %1484
  %1570 = mul i32 %1569, 16777619
  %1571 = zext i8 %432 to i32
  %1572 = xor i32 %1571, -333040596
  %1573 = mul i32 %1572, 16777619
  %1574 = zext i8 %434 to i32
  %1575 = xor i32 %1573, %1574
  %1576 = mul i32 %1575, 16777619
  %1577 = zext i8 %436 to i32
  %1578 = xor i32 %1576, %1577
  %1579 = mul i32 %1578, 16777619
  %1580 = zext i8 %438 to i32
  %1581 = xor i32 %1579, %1580
  %1582 = mul i32 %1581, 16777619
  %1583 = zext i8 %440 to i32
  %1584 = xor i32 %1582, %1583
  %1585 = mul i32 %1584, 16777619
  %1586 = zext i8 %442 to i32
  %1587 = xor i32 %1585, %1586
  %1588 = mul i32 %1587, 16777619
  %1589 = zext i8 %444 to i32
  %1590 = xor i32 %1588, %1589
  %1591 = mul i32 %1590, 16777619
  %1592 = zext i8 %446 to i32
  %1593 = xor i32 %1591, %1592
  %1594 = zext i8 %400 to i32
  %1595 = xor i32 %1594, 84696351
  %1596 = mul i32 %1595, 16777619
  %1597 = zext i8 %402 to i32
  %1598 = xor i32 %1596, %1597
  %1599 = mul i32 %1598, 16777619
  %1600 = zext i8 %404 to i32
  %1601 = xor i32 %1599, %1600
  %1602 = mul i32 %1601, 16777619
  %1603 = zext i8 %406 to i32
  %1604 = xor i32 %1602, %1603
  %1605 = mul i32 %1604, 16777619
  %1606 = zext i8 %408 to i32
  %1607 = xor i32 %1605, %1606
  %1608 = mul i32 %1607, 16777619
  %1609 = zext i8 %410 to i32
  %1610 = xor i32 %1608, %1609
  %1611 = mul i32 %1610, 16777619
  %1612 = zext i8 %412 to i32
  %1613 = xor i32 %1611, %1612
  %1614 = mul i32 %1613, 16777619
  %1615 = zext i8 %414 to i32
  %1616 = xor i32 %1614, %1615
  %1617 = mul i32 %1616, 16777619
  %1618 = zext i8 %416 to i32
  %1619 = xor i32 %1617, %1618
  %1620 = mul i32 %1619, 16777619
  %1621 = zext i8 %418 to i32
  %1622 = xor i32 %1620, %1621
  %1623 = mul i32 %1622, 16777619
  %1624 = zext i8 %420 to i32
  %1625 = xor i32 %1623, %1624
  %1626 = mul i32 %1625, 16777619
  %1627 = zext i8 %422 to i32
  %1628 = xor i32 %1626, %1627
  %1629 = mul i32 %1628, 16777619
  %1630 = zext i8 %424 to i32
  %1631 = xor i32 %1629, %1630
  %1632 = mul i32 %1631, 16777619
  %1633 = zext i8 %426 to i32
  %1634 = xor i32 %1632, %1633
  %1635 = mul i32 %1634, 16777619
  %1636 = zext i8 %428 to i32
  %1637 = xor i32 %1635, %1636
  %1638 = mul i32 %1637, 16777619
  %1639 = zext i8 %430 to i32
  %1640 = xor i32 %1638, %1639
  %1641 = mul i32 %1640, 16777619
  %1642 = xor i32 %1641, %1571
  %1643 = mul i32 %1642, 16777619
  %1644 = xor i32 %1643, %1574
  %1645 = mul i32 %1644, 16777619
  %1646 = xor i32 %1645, %1577
  %1647 = mul i32 %1646, 16777619
  %1648 = xor i32 %1647, %1580
  %1649 = mul i32 %1648, 16777619
  %1650 = xor i32 %1649, %1583
  %1651 = mul i32 %1650, 16777619
  %1652 = xor i32 %1651, %1586
  %1653 = mul i32 %1652, 16777619
  %1654 = xor i32 %1653, %1589
  %1655 = mul i32 %1654, 16777619
  %1656 = xor i32 %1655, %1592
  %1657 = mul i32 %1656, 16777619
  %1658 = zext i8 %380 to i32
  %1659 = xor i32 %1658, -1166161659
  %1660 = mul i32 %1659, 16777619
  %1661 = zext i8 %382 to i32
  %1662 = xor i32 %1660, %1661
  %1663 = mul i32 %1662, 16777619
  %1664 = zext i8 %384 to i32
  %1665 = xor i32 %1663, %1664
  %1666 = mul i32 %1665, 16777619
  %1667 = zext i8 %386 to i32
  %1668 = xor i32 %1666, %1667
  %1669 = mul i32 %1668, 16777619
  %1670 = zext i8 %388 to i32
  %1671 = xor i32 %1669, %1670
  %1672 = mul i32 %1671, 16777619
  %1673 = zext i8 %390 to i32
  %1674 = xor i32 %1672, %1673
  %1675 = mul i32 %1674, 16777619
  %1676 = zext i8 %392 to i32
  %1677 = xor i32 %1675, %1676
  %1678 = mul i32 %1677, 16777619
  %1679 = zext i8 %394 to i32
  %1680 = xor i32 %1678, %1679
  %1681 = zext i8 %350 to i32
  %1682 = xor i32 %1681, 84696351
  %1683 = mul i32 %1682, 16777619
  %1684 = zext i8 %352 to i32
  %1685 = xor i32 %1683, %1684
  %1686 = mul i32 %1685, 16777619
  %1687 = zext i8 %354 to i32
  %1688 = xor i32 %1686, %1687
  %1689 = mul i32 %1688, 16777619
  %1690 = zext i8 %356 to i32
  %1691 = xor i32 %1689, %1690
  %1692 = mul i32 %1691, 16777619
  %1693 = zext i8 %358 to i32
  %1694 = xor i32 %1692, %1693
  %1695 = mul i32 %1694, 16777619
  %1696 = zext i8 %360 to i32
  %1697 = xor i32 %1695, %1696
  %1698 = mul i32 %1697, 16777619
  %1699 = zext i8 %362 to i32
  %1700 = xor i32 %1698, %1699
  %1701 = mul i32 %1700, 16777619
  %1702 = zext i8 %364 to i32
  %1703 = xor i32 %1701, %1702
  %1704 = mul i32 %1703, 16777619
  %1705 = zext i8 %366 to i32
  %1706 = xor i32 %1704, %1705
  %1707 = mul i32 %1706, 16777619
  %1708 = zext i8 %368 to i32
  %1709 = xor i32 %1707, %1708
  %1710 = mul i32 %1709, 16777619
  %1711 = zext i8 %370 to i32
  %1712 = xor i32 %1710, %1711
  %1713 = mul i32 %1712, 16777619
  %1714 = zext i8 %372 to i32
  %1715 = xor i32 %1713, %1714
  %1716 = mul i32 %1715, 16777619
  %1717 = zext i8 %374 to i32
  %1718 = xor i32 %1716, %1717
  %1719 = mul i32 %1718, 16777619
  %1720 = zext i8 %376 to i32
  %1721 = xor i32 %1719, %1720
  %1722 = mul i32 %1721, 16777619
  %1723 = zext i8 %378 to i32
  %1724 = xor i32 %1722, %1723
  %1725 = mul i32 %1724, 16777619
  %1726 = xor i32 %1725, %1658
  %1727 = mul i32 %1726, 16777619
  %1728 = xor i32 %1727, %1661
  %1729 = mul i32 %1728, 16777619
  %1730 = xor i32 %1729, %1664
  %1731 = mul i32 %1730, 16777619
  %1732 = xor i32 %1731, %1667
  %1733 = mul i32 %1732, 16777619
  %1734 = xor i32 %1733, %1670
  %1735 = mul i32 %1734, 16777619
  %1736 = xor i32 %1735, %1673
  %1737 = mul i32 %1736, 16777619
  %1738 = xor i32 %1737, %1676
  %1739 = mul i32 %1738, 16777619
  %1740 = xor i32 %1739, %1679
  %1741 = mul i32 %1740, 16777619
  %1742 = zext i8 %331 to i32
  %1743 = xor i32 %1742, 1316857912
  %1744 = mul i32 %1743, 16777619
  %1745 = zext i8 %333 to i32
  %1746 = xor i32 %1744, %1745
  %1747 = mul i32 %1746, 16777619
  %1748 = zext i8 %335 to i32
  %1749 = xor i32 %1747, %1748
  %1750 = mul i32 %1749, 16777619
  %1751 = zext i8 %337 to i32
  %1752 = xor i32 %1750, %1751
  %1753 = mul i32 %1752, 16777619
  %1754 = zext i8 %339 to i32
  %1755 = xor i32 %1753, %1754
  %1756 = mul i32 %1755, 16777619
  %1757 = zext i8 %341 to i32
  %1758 = xor i32 %1756, %1757
  %1759 = mul i32 %1758, 16777619
  %1760 = zext i8 %343 to i32
  %1761 = xor i32 %1759, %1760
  %1762 = mul i32 %1761, 16777619
  %1763 = zext i8 %345 to i32
  %1764 = xor i32 %1762, %1763
  %1765 = zext i8 %303 to i32
  %1766 = xor i32 %1765, 84696351
  %1767 = mul i32 %1766, 16777619
  %1768 = zext i8 %305 to i32
  %1769 = xor i32 %1767, %1768
  %1770 = mul i32 %1769, 16777619
  %1771 = zext i8 %307 to i32
  %1772 = xor i32 %1770, %1771
  %1773 = mul i32 %1772, 16777619
  %1774 = zext i8 %309 to i32
  %1775 = xor i32 %1773, %1774
  %1776 = mul i32 %1775, 16777619
  %1777 = zext i8 %311 to i32
  %1778 = xor i32 %1776, %1777
  %1779 = mul i32 %1778, 16777619
  %1780 = zext i8 %313 to i32
  %1781 = xor i32 %1779, %1780
  %1782 = mul i32 %1781, 16777619
  %1783 = zext i8 %315 to i32
  %1784 = xor i32 %1782, %1783
  %1785 = mul i32 %1784, 16777619
  %1786 = zext i8 %317 to i32
  %1787 = xor i32 %1785, %1786
  %1788 = mul i32 %1787, 16777619
  %1789 = zext i8 %319 to i32
  %1790 = xor i32 %1788, %1789
  %1791 = mul i32 %1790, 16777619
  %1792 = zext i8 %321 to i32
  %1793 = xor i32 %1791, %1792
  %1794 = mul i32 %1793, 16777619
  %1795 = zext i8 %323 to i32
  %1796 = xor i32 %1794, %1795
  %1797 = mul i32 %1796, 16777619
  %1798 = zext i8 %325 to i32
  %1799 = xor i32 %1797, %1798
  %1800 = mul i32 %1799, 16777619
  %1801 = zext i8 %327 to i32
  %1802 = xor i32 %1800, %1801
  %1803 = mul i32 %1802, 16777619
  %1804 = zext i8 %329 to i32
  %1805 = xor i32 %1803, %1804
  %1806 = mul i32 %1805, 16777619
  %1807 = xor i32 %1806, %1742
  %1808 = mul i32 %1807, 16777619
  %1809 = xor i32 %1808, %1745
  %1810 = mul i32 %1809, 16777619
  %1811 = xor i32 %1810, %1748
  %1812 = mul i32 %1811, 16777619
  %1813 = xor i32 %1812, %1751
  %1814 = mul i32 %1813, 16777619
  %1815 = xor i32 %1814, %1754
  %1816 = mul i32 %1815, 16777619
  %1817 = xor i32 %1816, %1757
  %1818 = mul i32 %1817, 16777619
  %1819 = xor i32 %1818, %1760
  %1820 = mul i32 %1819, 16777619
  %1821 = xor i32 %1820, %1763
  %1822 = mul i32 %1821, 16777619
  %1823 = zext i8 %281 to i32
  %1824 = xor i32 %1823, -961466619
  %1825 = mul i32 %1824, 16777619
  %1826 = zext i8 %283 to i32
  %1827 = xor i32 %1825, %1826
  %1828 = mul i32 %1827, 16777619
  %1829 = zext i8 %285 to i32
  %1830 = xor i32 %1828, %1829
  %1831 = mul i32 %1830, 16777619
  %1832 = zext i8 %287 to i32
  %1833 = xor i32 %1831, %1832
  %1834 = mul i32 %1833, 16777619
  %1835 = zext i8 %289 to i32
  %1836 = xor i32 %1834, %1835
  %1837 = mul i32 %1836, 16777619
  %1838 = zext i8 %291 to i32
  %1839 = xor i32 %1837, %1838
  %1840 = mul i32 %1839, 16777619
  %1841 = zext i8 %293 to i32
  %1842 = xor i32 %1840, %1841
  %1843 = mul i32 %1842, 16777619
  %1844 = zext i8 %295 to i32
  %1845 = xor i32 %1843, %1844
  %1846 = zext i8 %259 to i32
  %1847 = xor i32 %1846, 84696351
  %1848 = mul i32 %1847, 16777619
  %1849 = zext i8 %261 to i32
  %1850 = xor i32 %1848, %1849
  %1851 = mul i32 %1850, 16777619
  %1852 = zext i8 %263 to i32
  %1853 = xor i32 %1851, %1852
  %1854 = mul i32 %1853, 16777619
  %1855 = zext i8 %265 to i32
  %1856 = xor i32 %1854, %1855
  %1857 = mul i32 %1856, 16777619
  %1858 = zext i8 %267 to i32
  %1859 = xor i32 %1857, %1858
  %1860 = mul i32 %1859, 16777619
  %1861 = zext i8 %269 to i32
  %1862 = xor i32 %1860, %1861
  %1863 = mul i32 %1862, 16777619
  %1864 = zext i8 %271 to i32
  %1865 = xor i32 %1863, %1864
  %1866 = mul i32 %1865, 16777619
  %1867 = zext i8 %273 to i32
  %1868 = xor i32 %1866, %1867
  %1869 = mul i32 %1868, 16777619
  %1870 = zext i8 %275 to i32
  %1871 = xor i32 %1869, %1870
  %1872 = mul i32 %1871, 16777619
  %1873 = zext i8 %277 to i32
  %1874 = xor i32 %1872, %1873
  %1875 = mul i32 %1874, 16777619
  %1876 = zext i8 %279 to i32
  %1877 = xor i32 %1875, %1876
  %1878 = mul i32 %1877, 16777619
  %1879 = xor i32 %1878, %1823
  %1880 = mul i32 %1879, 16777619
  %1881 = xor i32 %1880, %1826
  %1882 = mul i32 %1881, 16777619
  %1883 = xor i32 %1882, %1829
  %1884 = mul i32 %1883, 16777619
  %1885 = xor i32 %1884, %1832
  %1886 = mul i32 %1885, 16777619
  %1887 = xor i32 %1886, %1835
  %1888 = mul i32 %1887, 16777619
  %1889 = xor i32 %1888, %1838
  %1890 = mul i32 %1889, 16777619
  %1891 = xor i32 %1890, %1841
  %1892 = mul i32 %1891, 16777619
  %1893 = xor i32 %1892, %1844
  %1894 = mul i32 %1893, 16777619
  %1895 = lshr i64 %254, 56
  %1896 = trunc nuw nsw i64 %1895 to i32
  %1897 = xor i32 %1896, 1378944869
  %1898 = trunc i64 %254 to i32
  %1899 = and i32 %1898, 255
  %1900 = xor i32 %1899, 84696351
  %1901 = mul i32 %1900, 16777619
  %1902 = trunc i64 %254 to i32
  %1903 = lshr i32 %1902, 8
  %1904 = and i32 %1903, 255
  %1905 = xor i32 %1901, %1904
  %1906 = mul i32 %1905, 16777619
  %1907 = trunc i64 %254 to i32
  %1908 = lshr i32 %1907, 16
  %1909 = and i32 %1908, 255
  %1910 = xor i32 %1906, %1909
  %1911 = mul i32 %1910, 16777619
  %1912 = trunc i64 %254 to i32
  %1913 = lshr i32 %1912, 24
  %1914 = xor i32 %1911, %1913
  %1915 = mul i32 %1914, 16777619
  %1916 = lshr i64 %254, 32
  %1917 = trunc nuw i64 %1916 to i32
  %1918 = and i32 %1917, 255
  %1919 = xor i32 %1915, %1918
  %1920 = mul i32 %1919, 16777619
  %1921 = lshr i64 %254, 40
  %1922 = trunc nuw nsw i64 %1921 to i32
  %1923 = and i32 %1922, 255
  %1924 = xor i32 %1920, %1923
  %1925 = mul i32 %1924, 16777619
  %1926 = lshr i64 %254, 48
  %1927 = trunc nuw nsw i64 %1926 to i32
  %1928 = and i32 %1927, 255
  %1929 = xor i32 %1925, %1928
  %1930 = mul i32 %1929, 16777619
  %1931 = xor i32 %1930, %1896
  %1932 = mul i32 %1931, 1566662433
  %1933 = zext i8 %248 to i32
  %1934 = xor i32 %1933, 1468037816
  %1935 = zext i8 %236 to i32
  %1936 = xor i32 %1935, 84696351
  %1937 = mul i32 %1936, 16777619
  %1938 = zext i8 %238 to i32
  %1939 = xor i32 %1937, %1938
  %1940 = mul i32 %1939, 16777619
  %1941 = zext i8 %240 to i32
  %1942 = xor i32 %1940, %1941
  %1943 = mul i32 %1942, 16777619
  %1944 = zext i8 %242 to i32
  %1945 = xor i32 %1943, %1944
  %1946 = mul i32 %1945, 16777619
  %1947 = zext i8 %244 to i32
  %1948 = xor i32 %1946, %1947
  %1949 = mul i32 %1948, 16777619
  %1950 = zext i8 %246 to i32
  %1951 = xor i32 %1949, %1950
  %1952 = mul i32 %1951, 16777619
  %1953 = xor i32 %1952, %1933
  %1954 = mul i32 %1953, 1566662433
  %1955 = zext i8 %228 to i32
  %1956 = xor i32 %1955, -1742685796
  %1957 = zext i8 %220 to i32
  %1958 = xor i32 %1957, 84696351
  %1959 = mul i32 %1958, 16777619
  %1960 = zext i8 %222 to i32
  %1961 = xor i32 %1959, %1960
  %1962 = mul i32 %1961, 16777619
  %1963 = zext i8 %224 to i32
  %1964 = xor i32 %1962, %1963
  %1965 = mul i32 %1964, 16777619
  %1966 = zext i8 %226 to i32
  %1967 = xor i32 %1965, %1966
  %1968 = mul i32 %1967, 16777619
  %1969 = xor i32 %1968, %1955
  %1970 = mul i32 %1969, 1566662433
  %1971 = lshr i32 %214, 24
  %1972 = xor i32 %1971, 1920328357
  %1973 = and i32 %214, 255
  %1974 = xor i32 %1973, 84696351
  %1975 = mul i32 %1974, 16777619
  %1976 = lshr i32 %214, 8
  %1977 = and i32 %1976, 255
  %1978 = xor i32 %1975, %1977
  %1979 = mul i32 %1978, 16777619
  %1980 = lshr i32 %214, 16
  %1981 = and i32 %1980, 255
  %1982 = xor i32 %1979, %1981
  %1983 = mul i32 %1982, 16777619
  %1984 = xor i32 %1983, %1971
  %1985 = mul i32 %1984, 1566662433
  %1986 = zext i8 %210 to i32
  %1987 = xor i32 %1986, 1620388832
  %1988 = zext i8 %206 to i32
  %1989 = xor i32 %1988, 84696351
  %1990 = mul i32 %1989, 16777619
  %1991 = zext i8 %208 to i32
  %1992 = xor i32 %1990, %1991
  %1993 = mul i32 %1992, 16777619
  %1994 = xor i32 %1993, %1986
  %1995 = mul i32 %1994, 1566662433
  %1996 = lshr i16 %199, 8
  %1997 = zext nneg i16 %1996 to i32
  %1998 = xor i32 %1997, 1601933253
  %1999 = and i16 %199, 255
  %2000 = zext nneg i16 %1999 to i32
  %2001 = xor i32 %2000, 84696351
  %2002 = mul i32 %2001, 16777619
  %2003 = xor i32 %2002, %1997
  %2004 = mul i32 %2003, 1566662433
  %2005 = xor i32 %150, -1974957148
  %2006 = add i32 %2005, 1
  %2007 = add i32 %2004, 2
  %2008 = xor i32 %2007, %2006
  %2009 = mul i32 %1998, 405020003
  %2010 = xor i32 %2008, %2009
  %2011 = zext i1 %1462 to i32
  %2012 = add i32 %2010, %2011
  %2013 = add i32 %1995, 3
  %2014 = xor i32 %2013, %2012
  %2015 = mul i32 %1987, 405020003
  %2016 = xor i32 %2014, %2015
  %2017 = icmp eq i32 %211, 0
  %2018 = zext i1 %2017 to i32
  %2019 = add i32 %2016, %2018
  %2020 = add i32 %1985, 4
  %2021 = xor i32 %2020, %2019
  %2022 = mul i32 %1972, 405020003
  %2023 = xor i32 %2021, %2022
  %2024 = zext i1 %1461 to i32
  %2025 = add i32 %2023, %2024
  %2026 = add i32 %1970, 5
  %2027 = xor i32 %2026, %2025
  %2028 = mul i32 %1956, 405020003
  %2029 = xor i32 %2027, %2028
  %2030 = icmp eq i32 %229, 0
  %2031 = zext i1 %2030 to i32
  %2032 = add i32 %2029, %2031
  %2033 = add i32 %1954, 7
  %2034 = xor i32 %2033, %2032
  %2035 = mul i32 %1934, 405020003
  %2036 = xor i32 %2034, %2035
  %2037 = icmp eq i32 %249, 0
  %2038 = zext i1 %2037 to i32
  %2039 = add i32 %2036, %2038
  %2040 = add i32 %1932, 8
  %2041 = xor i32 %2040, %2039
  %2042 = mul i32 %1897, 405020003
  %2043 = xor i32 %2041, %2042
  %2044 = icmp eq i64 %255, 578721382704613384
  %2045 = zext i1 %2044 to i32
  %2046 = add i32 %2043, %2045
  %2047 = add i32 %1894, 12
  %2048 = xor i32 %2047, %2046
  %2049 = mul i32 %1845, 50332857
  %2050 = xor i32 %2048, %2049
  %2051 = icmp eq i32 %296, 0
  %2052 = zext i1 %2051 to i32
  %2053 = add i32 %2050, %2052
  %2054 = add i32 %1822, 15
  %2055 = xor i32 %2054, %2053
  %2056 = mul i32 %1764, 50332857
  %2057 = xor i32 %2055, %2056
  %2058 = icmp eq i32 %346, 0
  %2059 = zext i1 %2058 to i32
  %2060 = add i32 %2057, %2059
  %2061 = add i32 %1741, 16
  %2062 = xor i32 %2061, %2060
  %2063 = mul i32 %1680, 50332857
  %2064 = xor i32 %2062, %2063
  %2065 = icmp eq i32 %395, 0
  %2066 = zext i1 %2065 to i32
  %2067 = add i32 %2064, %2066
  %2068 = add i32 %1657, 17
  %2069 = xor i32 %2068, %2067
  %2070 = mul i32 %1593, 50332857
  %2071 = xor i32 %2069, %2070
  %2072 = icmp eq i32 %447, 0
  %2073 = zext i1 %2072 to i32
  %2074 = add i32 %2071, %2073
  %2075 = add i32 %1570, 24
  %2076 = xor i32 %2075, %2074
  %2077 = mul i32 %1485, 50332857
  %2078 = xor i32 %2076, %2077
  %2079 = icmp eq i32 %512, 0
  %2080 = zext i1 %2079 to i32
  %2081 = add i32 %2078, %2080
  %2082 = add i32 %689, 31
  %2083 = xor i32 %2082, %2081
  %2084 = mul i32 %711, 50332857
  %2085 = xor i32 %2083, %2084
  %2086 = icmp eq i32 %716, 0
  %2087 = zext i1 %2086 to i32
  %2088 = add i32 %2085, %2087
  %2089 = add i32 %761, 32
  %2090 = xor i32 %2089, %2088
  %2091 = mul i32 %795, 50332857
  %2092 = xor i32 %2090, %2091
  %2093 = icmp eq i32 %800, 0
  %2094 = zext i1 %2093 to i32
  %2095 = add i32 %2092, %2094
  %2096 = add i32 %822, 33
  %2097 = xor i32 %2096, %2095
  %2098 = mul i32 %851, 50332857
  %2099 = xor i32 %2097, %2098
  %2100 = icmp eq i32 %875, 0
  %2101 = zext i1 %2100 to i32
  %2102 = add i32 %2099, %2101
  %2103 = add i32 %916, 48
  %2104 = xor i32 %2103, %2102
  %2105 = mul i32 %944, 50332857
  %2106 = xor i32 %2104, %2105
  %2107 = icmp eq i32 %949, 0
  %2108 = zext i1 %2107 to i32
  %2109 = add i32 %2106, %2108
  %2110 = add i32 %978, 63
  %2111 = xor i32 %2110, %2109
  %2112 = mul i32 %1007, 50332857
  %2113 = xor i32 %2111, %2112
  %2114 = icmp eq i32 %1019, 0
  %2115 = zext i1 %2114 to i32
  %2116 = add i32 %2113, %2115
  %2117 = add i32 %1074, 64
  %2118 = xor i32 %2117, %2116
  %2119 = mul i32 %1114, 50332857
  %2120 = xor i32 %2118, %2119
  %2121 = icmp eq i32 %1119, 0
  %2122 = zext i1 %2121 to i32
  %2123 = add i32 %2120, %2122
  %2124 = add i32 %1145, 65
  %2125 = xor i32 %2124, %2123
  %2126 = mul i32 %1174, 50332857
  %2127 = xor i32 %2125, %2126
  %2128 = icmp eq i32 %1198, 0
  %2129 = zext i1 %2128 to i32
  %2130 = add i32 %2127, %2129
  %2131 = add i32 %1243, 127
  %2132 = xor i32 %2131, %2130
  %2133 = mul i32 %1277, 50332857
  %2134 = xor i32 %2132, %2133
  %2135 = icmp eq i32 %1282, 0
  %2136 = zext i1 %2135 to i32
  %2137 = add i32 %2134, %2136
  %2138 = add i32 %1333, 128
  %2139 = xor i32 %2138, %2137
  %2140 = mul i32 %1361, 50332857
  %2141 = xor i32 %2139, %2140
  %2142 = icmp eq i32 %1366, 0
  %2143 = zext i1 %2142 to i32
  %2144 = add i32 %2141, %2143
  %2145 = add i32 %1416, 256
  %2146 = xor i32 %2145, %2144
  %2147 = mul i32 %1456, 50332857
  %2148 = xor i32 %2146, %2147
  %2149 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %38, ptr noundef nonnull dereferenceable(256) %39, i64 256)
  %2150 = icmp eq i32 %2149, 0
  %2151 = zext i1 %2150 to i32
  %2152 = add i32 %2148, %2151
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %39) #8
  call void @llvm.lifetime.end.p0(i64 264, ptr nonnull %38) #8
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %40) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(300) %40, i8 113, i64 299, i1 false)
  %2153 = getelementptr inbounds i8, ptr %40, i64 299
  store i8 0, ptr %2153, align 1, !tbaa !5
  %2154 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %40) #9
  %2155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2154)
  %2156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %2157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %668, i32 noundef %2152)
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %40) #8
  ret i32 %668
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

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9, !11, !10}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9, !10, !11}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !9, !10, !11}
!23 = distinct !{!23, !9, !10, !11}
!24 = distinct !{!24, !9, !10, !11}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !9, !10}
!27 = distinct !{!27, !9, !10}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9, !10, !11}
