; ModuleID = 'programs/memset_memcmp_sizes.c'
source_filename = "programs/memset_memcmp_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.fills = private unnamed_addr constant [6 x i32] [i32 0, i32 127, i32 128, i32 255, i32 -1, i32 261], align 16
@.str = private unnamed_addr constant [40 x i8] c"const memset: %02x %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"memcmp signs:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c" equal=%d prefix=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"memchr q@%td Z=%s nul@%td\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"bzero zeros=%d bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [40 x i8], align 16
  %3 = alloca [40 x i8], align 16
  %4 = alloca [40 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #7
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = getelementptr inbounds i8, ptr %1, i64 3
  br label %8

8:                                                ; preds = %0, %23
  %9 = phi i64 [ 0, %0 ], [ %24, %23 ]
  %10 = phi i32 [ 0, %0 ], [ %161, %23 ]
  %11 = getelementptr inbounds [6 x i32], ptr @__const.main.fills, i64 0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = trunc i32 %12 to i8
  %14 = and i32 %12, 255
  br label %20

15:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #7
  store i8 -85, ptr %2, align 16
  %16 = getelementptr inbounds i8, ptr %2, i64 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %16, i8 0, i64 7, i1 false)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 90, i64 16, i1 false)
  %18 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, i8 -1, i64 16, i1 false)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 171, i32 noundef 0, i32 noundef 90, i32 noundef 90, i32 noundef 255)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %3, ptr noundef nonnull align 16 dereferenceable(40) %2, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #7
  br label %331

20:                                               ; preds = %8, %160
  %21 = phi i32 [ %10, %8 ], [ %161, %160 ]
  %22 = phi i64 [ 0, %8 ], [ %65, %160 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 %13, i64 %22, i1 false)
  br label %53

23:                                               ; preds = %160
  %24 = add nuw nsw i64 %9, 1
  %25 = icmp eq i64 %24, 6
  br i1 %25, label %15, label %8, !llvm.loop !9

26:                                               ; preds = %53
  %27 = or disjoint i64 %54, 1
  %28 = icmp ult i64 %27, %22
  %29 = select i1 %28, i32 %14, i32 17
  %30 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %27
  %31 = load i8, ptr %30, align 1, !tbaa !11
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %29, %32
  br i1 %33, label %34, label %61

34:                                               ; preds = %26
  %35 = or disjoint i64 %54, 2
  %36 = icmp ult i64 %35, %22
  %37 = select i1 %36, i32 %14, i32 17
  %38 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %35
  %39 = load i8, ptr %38, align 2, !tbaa !11
  %40 = zext i8 %39 to i32
  %41 = icmp eq i32 %37, %40
  br i1 %41, label %42, label %61

42:                                               ; preds = %34
  %43 = or disjoint i64 %54, 3
  %44 = icmp ult i64 %43, %22
  %45 = select i1 %44, i32 %14, i32 17
  %46 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %43
  %47 = load i8, ptr %46, align 1, !tbaa !11
  %48 = zext i8 %47 to i32
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %50, label %61

50:                                               ; preds = %42
  %51 = add nuw nsw i64 %54, 4
  %52 = icmp eq i64 %51, 300
  br i1 %52, label %63, label %53, !llvm.loop !12

53:                                               ; preds = %50, %20
  %54 = phi i64 [ 0, %20 ], [ %51, %50 ]
  %55 = icmp ult i64 %54, %22
  %56 = select i1 %55, i32 %14, i32 17
  %57 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %54
  %58 = load i8, ptr %57, align 4, !tbaa !11
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %56, %59
  br i1 %60, label %26, label %61

61:                                               ; preds = %42, %34, %26, %53
  %62 = add nsw i32 %21, 1
  br label %63

63:                                               ; preds = %50, %61
  %64 = phi i32 [ %62, %61 ], [ %21, %50 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %5, i8 %13, i64 %22, i1 false)
  %65 = add nuw nsw i64 %22, 1
  br label %66

66:                                               ; preds = %102, %63
  %67 = phi i64 [ 1, %63 ], [ %103, %102 ]
  %68 = icmp ugt i64 %67, %22
  %69 = select i1 %68, i32 17, i32 %14
  %70 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %67
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = zext i8 %71 to i32
  %73 = icmp eq i32 %69, %72
  br i1 %73, label %76, label %74

74:                                               ; preds = %95, %84, %76, %66
  %75 = add nsw i32 %64, 1
  br label %104

76:                                               ; preds = %66
  %77 = add nuw nsw i64 %67, 1
  %78 = icmp ult i64 %67, %22
  %79 = select i1 %78, i32 %14, i32 17
  %80 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %77
  %81 = load i8, ptr %80, align 1, !tbaa !11
  %82 = zext i8 %81 to i32
  %83 = icmp eq i32 %79, %82
  br i1 %83, label %84, label %74

84:                                               ; preds = %76
  %85 = add nuw nsw i64 %67, 2
  %86 = icmp ugt i64 %85, %22
  %87 = select i1 %86, i32 17, i32 %14
  %88 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %85
  %89 = load i8, ptr %88, align 1, !tbaa !11
  %90 = zext i8 %89 to i32
  %91 = icmp eq i32 %87, %90
  br i1 %91, label %92, label %74

92:                                               ; preds = %84
  %93 = add nuw nsw i64 %67, 3
  %94 = icmp eq i64 %93, 300
  br i1 %94, label %104, label %95, !llvm.loop !13

95:                                               ; preds = %92
  %96 = icmp ugt i64 %93, %22
  %97 = select i1 %96, i32 17, i32 %14
  %98 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %93
  %99 = load i8, ptr %98, align 1, !tbaa !11
  %100 = zext i8 %99 to i32
  %101 = icmp eq i32 %97, %100
  br i1 %101, label %102, label %74

102:                                              ; preds = %95
  %103 = add nuw nsw i64 %67, 4
  br label %66

104:                                              ; preds = %92, %74
  %105 = phi i32 [ %75, %74 ], [ %64, %92 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 2 %6, i8 %13, i64 %22, i1 false)
  %106 = add nuw nsw i64 %22, 2
  br label %107

107:                                              ; preds = %125, %104
  %108 = phi i64 [ 2, %104 ], [ %126, %125 ]
  %109 = icmp ult i64 %108, %106
  %110 = select i1 %109, i32 %14, i32 17
  %111 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %108
  %112 = load i8, ptr %111, align 2, !tbaa !11
  %113 = zext i8 %112 to i32
  %114 = icmp eq i32 %110, %113
  br i1 %114, label %117, label %115

115:                                              ; preds = %117, %107
  %116 = add nsw i32 %105, 1
  br label %128

117:                                              ; preds = %107
  %118 = or disjoint i64 %108, 1
  %119 = icmp ult i64 %118, %106
  %120 = select i1 %119, i32 %14, i32 17
  %121 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %118
  %122 = load i8, ptr %121, align 1, !tbaa !11
  %123 = zext i8 %122 to i32
  %124 = icmp eq i32 %120, %123
  br i1 %124, label %125, label %115

125:                                              ; preds = %117
  %126 = add nuw nsw i64 %108, 2
  %127 = icmp eq i64 %126, 300
  br i1 %127, label %128, label %107, !llvm.loop !15

128:                                              ; preds = %125, %115
  %129 = phi i32 [ %116, %115 ], [ %105, %125 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %7, i8 %13, i64 %22, i1 false)
  %130 = add nuw nsw i64 %22, 3
  br label %131

131:                                              ; preds = %157, %128
  %132 = phi i64 [ 3, %128 ], [ %158, %157 ]
  %133 = icmp ult i64 %132, %130
  %134 = select i1 %133, i32 %14, i32 17
  %135 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %132
  %136 = load i8, ptr %135, align 1, !tbaa !11
  %137 = zext i8 %136 to i32
  %138 = icmp eq i32 %134, %137
  br i1 %138, label %141, label %139

139:                                              ; preds = %149, %141, %131
  %140 = add nsw i32 %129, 1
  br label %160

141:                                              ; preds = %131
  %142 = add nuw nsw i64 %132, 1
  %143 = icmp ult i64 %142, %130
  %144 = select i1 %143, i32 %14, i32 17
  %145 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %142
  %146 = load i8, ptr %145, align 1, !tbaa !11
  %147 = zext i8 %146 to i32
  %148 = icmp eq i32 %144, %147
  br i1 %148, label %149, label %139

149:                                              ; preds = %141
  %150 = add nuw nsw i64 %132, 2
  %151 = icmp ult i64 %150, %130
  %152 = select i1 %151, i32 %14, i32 17
  %153 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %150
  %154 = load i8, ptr %153, align 1, !tbaa !11
  %155 = zext i8 %154 to i32
  %156 = icmp eq i32 %152, %155
  br i1 %156, label %157, label %139

157:                                              ; preds = %149
  %158 = add nuw nsw i64 %132, 3
  %159 = icmp eq i64 %158, 300
  br i1 %159, label %160, label %131, !llvm.loop !17

160:                                              ; preds = %157, %139
  %161 = phi i32 [ %140, %139 ], [ %129, %157 ]
  %162 = icmp eq i64 %65, 257
  br i1 %162, label %23, label %20, !llvm.loop !19

163:                                              ; preds = %331
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %165 = load i32, ptr %4, align 16, !tbaa !5
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %165)
  %167 = getelementptr inbounds i8, ptr %4, i64 20
  %168 = load i32, ptr %167, align 4, !tbaa !5
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %168)
  %170 = getelementptr inbounds i8, ptr %4, i64 40
  %171 = load i32, ptr %170, align 8, !tbaa !5
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %171)
  %173 = getelementptr inbounds i8, ptr %4, i64 60
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %174)
  %176 = getelementptr inbounds i8, ptr %4, i64 80
  %177 = load i32, ptr %176, align 16, !tbaa !5
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %177)
  %179 = getelementptr inbounds i8, ptr %4, i64 100
  %180 = load i32, ptr %179, align 4, !tbaa !5
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %180)
  %182 = getelementptr inbounds i8, ptr %4, i64 120
  %183 = load i32, ptr %182, align 8, !tbaa !5
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %183)
  %185 = getelementptr inbounds i8, ptr %4, i64 140
  %186 = load i32, ptr %185, align 4, !tbaa !5
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %186)
  %188 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %188, i32 noundef 1)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, ptr noundef nonnull @.str.7, i64 noundef 43)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %1, i8 0, i64 100, i1 false)
  %191 = getelementptr inbounds i8, ptr %1, i64 4
  %192 = load <4 x i8>, ptr %191, align 4, !tbaa !11
  %193 = icmp eq <4 x i8> %192, zeroinitializer
  %194 = zext <4 x i1> %193 to <4 x i32>
  %195 = getelementptr inbounds i8, ptr %1, i64 12
  %196 = load <4 x i8>, ptr %195, align 4, !tbaa !11
  %197 = icmp eq <4 x i8> %196, zeroinitializer
  %198 = zext <4 x i1> %197 to <4 x i32>
  %199 = add nuw nsw <4 x i32> %194, %198
  %200 = getelementptr inbounds i8, ptr %1, i64 20
  %201 = load <4 x i8>, ptr %200, align 4, !tbaa !11
  %202 = icmp eq <4 x i8> %201, zeroinitializer
  %203 = zext <4 x i1> %202 to <4 x i32>
  %204 = add nuw nsw <4 x i32> %199, %203
  %205 = getelementptr inbounds i8, ptr %1, i64 28
  %206 = load <4 x i8>, ptr %205, align 4, !tbaa !11
  %207 = icmp eq <4 x i8> %206, zeroinitializer
  %208 = zext <4 x i1> %207 to <4 x i32>
  %209 = add nuw nsw <4 x i32> %204, %208
  %210 = getelementptr inbounds i8, ptr %1, i64 36
  %211 = load <4 x i8>, ptr %210, align 4, !tbaa !11
  %212 = icmp eq <4 x i8> %211, zeroinitializer
  %213 = zext <4 x i1> %212 to <4 x i32>
  %214 = add nuw nsw <4 x i32> %209, %213
  %215 = getelementptr inbounds i8, ptr %1, i64 44
  %216 = load <4 x i8>, ptr %215, align 4, !tbaa !11
  %217 = icmp eq <4 x i8> %216, zeroinitializer
  %218 = zext <4 x i1> %217 to <4 x i32>
  %219 = add nuw nsw <4 x i32> %214, %218
  %220 = getelementptr inbounds i8, ptr %1, i64 52
  %221 = load <4 x i8>, ptr %220, align 4, !tbaa !11
  %222 = icmp eq <4 x i8> %221, zeroinitializer
  %223 = zext <4 x i1> %222 to <4 x i32>
  %224 = add nuw nsw <4 x i32> %219, %223
  %225 = getelementptr inbounds i8, ptr %1, i64 60
  %226 = load <4 x i8>, ptr %225, align 4, !tbaa !11
  %227 = icmp eq <4 x i8> %226, zeroinitializer
  %228 = zext <4 x i1> %227 to <4 x i32>
  %229 = add <4 x i32> %224, %228
  %230 = getelementptr inbounds i8, ptr %1, i64 68
  %231 = load <4 x i8>, ptr %230, align 4, !tbaa !11
  %232 = icmp eq <4 x i8> %231, zeroinitializer
  %233 = zext <4 x i1> %232 to <4 x i32>
  %234 = add <4 x i32> %229, %233
  %235 = getelementptr inbounds i8, ptr %1, i64 76
  %236 = load <4 x i8>, ptr %235, align 4, !tbaa !11
  %237 = icmp eq <4 x i8> %236, zeroinitializer
  %238 = zext <4 x i1> %237 to <4 x i32>
  %239 = add <4 x i32> %234, %238
  %240 = getelementptr inbounds i8, ptr %1, i64 84
  %241 = load <4 x i8>, ptr %240, align 4, !tbaa !11
  %242 = icmp eq <4 x i8> %241, zeroinitializer
  %243 = zext <4 x i1> %242 to <4 x i32>
  %244 = add <4 x i32> %239, %243
  %245 = getelementptr inbounds i8, ptr %1, i64 92
  %246 = load <4 x i8>, ptr %245, align 4, !tbaa !11
  %247 = icmp eq <4 x i8> %246, zeroinitializer
  %248 = zext <4 x i1> %247 to <4 x i32>
  %249 = add <4 x i32> %244, %248
  %250 = load <4 x i8>, ptr %1, align 16, !tbaa !11
  %251 = icmp eq <4 x i8> %250, zeroinitializer
  %252 = zext <4 x i1> %251 to <4 x i32>
  %253 = getelementptr inbounds i8, ptr %1, i64 8
  %254 = load <4 x i8>, ptr %253, align 8, !tbaa !11
  %255 = icmp eq <4 x i8> %254, zeroinitializer
  %256 = zext <4 x i1> %255 to <4 x i32>
  %257 = add nuw nsw <4 x i32> %252, %256
  %258 = getelementptr inbounds i8, ptr %1, i64 16
  %259 = load <4 x i8>, ptr %258, align 16, !tbaa !11
  %260 = icmp eq <4 x i8> %259, zeroinitializer
  %261 = zext <4 x i1> %260 to <4 x i32>
  %262 = add nuw nsw <4 x i32> %257, %261
  %263 = getelementptr inbounds i8, ptr %1, i64 24
  %264 = load <4 x i8>, ptr %263, align 8, !tbaa !11
  %265 = icmp eq <4 x i8> %264, zeroinitializer
  %266 = zext <4 x i1> %265 to <4 x i32>
  %267 = add nuw nsw <4 x i32> %262, %266
  %268 = getelementptr inbounds i8, ptr %1, i64 32
  %269 = load <4 x i8>, ptr %268, align 16, !tbaa !11
  %270 = icmp eq <4 x i8> %269, zeroinitializer
  %271 = zext <4 x i1> %270 to <4 x i32>
  %272 = add nuw nsw <4 x i32> %267, %271
  %273 = getelementptr inbounds i8, ptr %1, i64 40
  %274 = load <4 x i8>, ptr %273, align 8, !tbaa !11
  %275 = icmp eq <4 x i8> %274, zeroinitializer
  %276 = zext <4 x i1> %275 to <4 x i32>
  %277 = add nuw nsw <4 x i32> %272, %276
  %278 = getelementptr inbounds i8, ptr %1, i64 48
  %279 = load <4 x i8>, ptr %278, align 16, !tbaa !11
  %280 = icmp eq <4 x i8> %279, zeroinitializer
  %281 = zext <4 x i1> %280 to <4 x i32>
  %282 = add nuw nsw <4 x i32> %277, %281
  %283 = getelementptr inbounds i8, ptr %1, i64 56
  %284 = load <4 x i8>, ptr %283, align 8, !tbaa !11
  %285 = icmp eq <4 x i8> %284, zeroinitializer
  %286 = zext <4 x i1> %285 to <4 x i32>
  %287 = add <4 x i32> %282, %286
  %288 = getelementptr inbounds i8, ptr %1, i64 64
  %289 = load <4 x i8>, ptr %288, align 16, !tbaa !11
  %290 = icmp eq <4 x i8> %289, zeroinitializer
  %291 = zext <4 x i1> %290 to <4 x i32>
  %292 = add <4 x i32> %287, %291
  %293 = getelementptr inbounds i8, ptr %1, i64 72
  %294 = load <4 x i8>, ptr %293, align 8, !tbaa !11
  %295 = icmp eq <4 x i8> %294, zeroinitializer
  %296 = zext <4 x i1> %295 to <4 x i32>
  %297 = add <4 x i32> %292, %296
  %298 = getelementptr inbounds i8, ptr %1, i64 80
  %299 = load <4 x i8>, ptr %298, align 16, !tbaa !11
  %300 = icmp eq <4 x i8> %299, zeroinitializer
  %301 = zext <4 x i1> %300 to <4 x i32>
  %302 = add <4 x i32> %297, %301
  %303 = getelementptr inbounds i8, ptr %1, i64 88
  %304 = load <4 x i8>, ptr %303, align 8, !tbaa !11
  %305 = icmp eq <4 x i8> %304, zeroinitializer
  %306 = zext <4 x i1> %305 to <4 x i32>
  %307 = add <4 x i32> %302, %306
  %308 = add <4 x i32> %249, %307
  %309 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %308)
  %310 = getelementptr inbounds i8, ptr %1, i64 96
  %311 = load i8, ptr %310, align 16, !tbaa !11
  %312 = icmp eq i8 %311, 0
  %313 = zext i1 %312 to i32
  %314 = add nuw nsw i32 %309, %313
  %315 = getelementptr inbounds i8, ptr %1, i64 97
  %316 = load i8, ptr %315, align 1, !tbaa !11
  %317 = icmp eq i8 %316, 0
  %318 = zext i1 %317 to i32
  %319 = add nuw nsw i32 %314, %318
  %320 = getelementptr inbounds i8, ptr %1, i64 98
  %321 = load i8, ptr %320, align 2, !tbaa !11
  %322 = icmp eq i8 %321, 0
  %323 = zext i1 %322 to i32
  %324 = add nuw nsw i32 %319, %323
  %325 = getelementptr inbounds i8, ptr %1, i64 99
  %326 = load i8, ptr %325, align 1, !tbaa !11
  %327 = icmp eq i8 %326, 0
  %328 = zext i1 %327 to i32
  %329 = add nuw nsw i32 %324, %328
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %329, i32 noundef %161)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #7
  ret i32 %161

331:                                              ; preds = %15, %331
  %332 = phi i64 [ 0, %15 ], [ %342, %331 ]
  %333 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 %332
  %334 = load i8, ptr %333, align 1, !tbaa !11
  %335 = xor i8 %334, -128
  store i8 %335, ptr %333, align 1, !tbaa !11
  %336 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8
  %337 = ashr i32 %336, 31
  %338 = icmp ne i32 %336, 0
  %339 = zext i1 %338 to i32
  %340 = or i32 %337, %339
  %341 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %332
  store i32 %340, ptr %341, align 4, !tbaa !5
  store i8 %334, ptr %333, align 1, !tbaa !11
  %342 = add nuw nsw i64 %332, 1
  %343 = icmp eq i64 %342, 40
  br i1 %343, label %163, label %331, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10, !14}
!14 = !{!"llvm.loop.peeled.count", i32 1}
!15 = distinct !{!15, !10, !16}
!16 = !{!"llvm.loop.peeled.count", i32 2}
!17 = distinct !{!17, !10, !18}
!18 = !{!"llvm.loop.peeled.count", i32 3}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
