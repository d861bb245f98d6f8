; ModuleID = 'programs/bit_matrix_transpose.c'
source_filename = "programs/bit_matrix_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [43 x i8] c"t8x8(antidiag)=%016llx t8x8(0xff)=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"transpose matches naive=%d twice=%d product hash=%016llx rank(A)=%d rank(AAt)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 16
  %2 = alloca [64 x i64], align 16
  %3 = alloca [64 x i64], align 16
  %4 = alloca [64 x i64], align 16
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 72624976668147840, i64 noundef 72340172838076673)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #8
  br label %39

6:                                                ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %3, ptr noundef nonnull align 16 dereferenceable(512) %1, i64 512, i1 false)
  call fastcc void @t64(ptr noundef nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false)
  br label %7

7:                                                ; preds = %12, %6
  %8 = phi i64 [ 0, %6 ], [ %13, %12 ]
  %9 = getelementptr inbounds i64, ptr %1, i64 %8
  %10 = shl nuw i64 1, %8
  %11 = load i64, ptr %9, align 8, !tbaa !5
  br label %15

12:                                               ; preds = %33
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, 64
  br i1 %14, label %36, label %7, !llvm.loop !9

15:                                               ; preds = %33, %7
  %16 = phi i64 [ 0, %7 ], [ %34, %33 ]
  %17 = shl nuw i64 1, %16
  %18 = and i64 %11, %17
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i64, ptr %2, i64 %16
  %22 = load i64, ptr %21, align 16, !tbaa !5
  %23 = or i64 %22, %10
  store i64 %23, ptr %21, align 16, !tbaa !5
  br label %24

24:                                               ; preds = %20, %15
  %25 = shl nuw i64 2, %16
  %26 = and i64 %11, %25
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %24
  %29 = or disjoint i64 %16, 1
  %30 = getelementptr inbounds i64, ptr %2, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !5
  %32 = or i64 %31, %10
  store i64 %32, ptr %30, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %28, %24
  %34 = add nuw nsw i64 %16, 2
  %35 = icmp eq i64 %34, 64
  br i1 %35, label %12, label %15, !llvm.loop !11

36:                                               ; preds = %12
  %37 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %2, ptr noundef nonnull dereferenceable(512) %3, i64 512)
  call fastcc void @t64(ptr noundef nonnull %3)
  %38 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %1, ptr noundef nonnull dereferenceable(512) %3, i64 512)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #8
  br label %59

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %57, %39 ]
  %41 = phi i64 [ -7046029254386353131, %0 ], [ %55, %39 ]
  %42 = shl i64 %41, 13
  %43 = xor i64 %42, %41
  %44 = lshr i64 %43, 7
  %45 = xor i64 %44, %43
  %46 = shl i64 %45, 17
  %47 = xor i64 %46, %45
  %48 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %40
  store i64 %47, ptr %48, align 16, !tbaa !5
  %49 = or disjoint i64 %40, 1
  %50 = shl i64 %47, 13
  %51 = xor i64 %50, %47
  %52 = lshr i64 %51, 7
  %53 = xor i64 %52, %51
  %54 = shl i64 %53, 17
  %55 = xor i64 %54, %53
  %56 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %49
  store i64 %55, ptr %56, align 8, !tbaa !5
  %57 = add nuw nsw i64 %40, 2
  %58 = icmp eq i64 %57, 64
  br i1 %58, label %6, label %39, !llvm.loop !12

59:                                               ; preds = %36, %89
  %60 = phi i64 [ 0, %36 ], [ %92, %89 ]
  %61 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %60
  %62 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %60
  %63 = load i64, ptr %62, align 8, !tbaa !5
  %64 = insertelement <2 x i64> poison, i64 %63, i64 0
  %65 = shufflevector <2 x i64> %64, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %66

66:                                               ; preds = %66, %59
  %67 = phi i64 [ 0, %59 ], [ %86, %66 ]
  %68 = phi <2 x i64> [ <i64 0, i64 1>, %59 ], [ %87, %66 ]
  %69 = phi <2 x i64> [ zeroinitializer, %59 ], [ %84, %66 ]
  %70 = phi <2 x i64> [ zeroinitializer, %59 ], [ %85, %66 ]
  %71 = add <2 x i64> %68, <i64 2, i64 2>
  %72 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %67
  %73 = getelementptr inbounds i8, ptr %72, i64 16
  %74 = load <2 x i64>, ptr %72, align 16, !tbaa !5
  %75 = load <2 x i64>, ptr %73, align 16, !tbaa !5
  %76 = and <2 x i64> %74, %65
  %77 = and <2 x i64> %75, %65
  %78 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %76)
  %79 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %77)
  %80 = and <2 x i64> %78, <i64 1, i64 1>
  %81 = and <2 x i64> %79, <i64 1, i64 1>
  %82 = shl nuw <2 x i64> %80, %68
  %83 = shl nuw <2 x i64> %81, %71
  %84 = or <2 x i64> %82, %69
  %85 = or <2 x i64> %83, %70
  %86 = add nuw i64 %67, 4
  %87 = add <2 x i64> %68, <i64 4, i64 4>
  %88 = icmp eq i64 %86, 64
  br i1 %88, label %89, label %66, !llvm.loop !13

89:                                               ; preds = %66
  %90 = or <2 x i64> %85, %84
  %91 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %90)
  store i64 %91, ptr %61, align 8, !tbaa !5
  %92 = add nuw nsw i64 %60, 1
  %93 = icmp eq i64 %92, 64
  br i1 %93, label %218, label %59, !llvm.loop !16

94:                                               ; preds = %218, %145
  %95 = phi i64 [ %147, %145 ], [ 0, %218 ]
  %96 = phi i32 [ %146, %145 ], [ 0, %218 ]
  %97 = shl nuw i64 1, %95
  %98 = sext i32 %96 to i64
  br label %99

99:                                               ; preds = %105, %94
  %100 = phi i64 [ %98, %94 ], [ %106, %105 ]
  %101 = getelementptr inbounds i64, ptr %1, i64 %100
  %102 = load i64, ptr %101, align 8, !tbaa !5
  %103 = and i64 %102, %97
  %104 = icmp eq i64 %103, 0
  br i1 %104, label %105, label %109

105:                                              ; preds = %99
  %106 = add nsw i64 %100, 1
  %107 = and i64 %106, 4294967295
  %108 = icmp eq i64 %107, 64
  br i1 %108, label %145, label %99, !llvm.loop !17

109:                                              ; preds = %99
  %110 = icmp slt i64 %100, 0
  br i1 %110, label %145, label %111

111:                                              ; preds = %109
  %112 = and i64 %100, 4294967295
  %113 = getelementptr inbounds i64, ptr %1, i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !5
  %115 = getelementptr inbounds i64, ptr %1, i64 %98
  %116 = load i64, ptr %115, align 8, !tbaa !5
  store i64 %116, ptr %113, align 8, !tbaa !5
  store i64 %114, ptr %115, align 8, !tbaa !5
  %117 = zext i32 %96 to i64
  br label %120

118:                                              ; preds = %142
  %119 = add nsw i32 %96, 1
  br label %145

120:                                              ; preds = %142, %111
  %121 = phi i64 [ 0, %111 ], [ %143, %142 ]
  %122 = icmp eq i64 %121, %117
  br i1 %122, label %131, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds i64, ptr %1, i64 %121
  %125 = load i64, ptr %124, align 16, !tbaa !5
  %126 = and i64 %125, %97
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %131, label %128

128:                                              ; preds = %123
  %129 = load i64, ptr %115, align 8, !tbaa !5
  %130 = xor i64 %129, %125
  store i64 %130, ptr %124, align 16, !tbaa !5
  br label %131

131:                                              ; preds = %128, %123, %120
  %132 = or disjoint i64 %121, 1
  %133 = icmp eq i64 %132, %117
  br i1 %133, label %142, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i64, ptr %1, i64 %132
  %136 = load i64, ptr %135, align 8, !tbaa !5
  %137 = and i64 %136, %97
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %134
  %140 = load i64, ptr %115, align 8, !tbaa !5
  %141 = xor i64 %140, %136
  store i64 %141, ptr %135, align 8, !tbaa !5
  br label %142

142:                                              ; preds = %139, %134, %131
  %143 = add nuw nsw i64 %121, 2
  %144 = icmp eq i64 %143, 64
  br i1 %144, label %118, label %120, !llvm.loop !18

145:                                              ; preds = %105, %118, %109
  %146 = phi i32 [ %119, %118 ], [ %96, %109 ], [ %96, %105 ]
  %147 = add nuw nsw i64 %95, 1
  %148 = icmp ult i64 %95, 63
  %149 = icmp slt i32 %146, 64
  %150 = select i1 %148, i1 %149, i1 false
  br i1 %150, label %94, label %151, !llvm.loop !19

151:                                              ; preds = %145
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, ptr noundef nonnull align 16 dereferenceable(512) %4, i64 512, i1 false)
  br label %152

152:                                              ; preds = %203, %151
  %153 = phi i64 [ 0, %151 ], [ %205, %203 ]
  %154 = phi i32 [ 0, %151 ], [ %204, %203 ]
  %155 = shl nuw i64 1, %153
  %156 = sext i32 %154 to i64
  br label %157

157:                                              ; preds = %163, %152
  %158 = phi i64 [ %156, %152 ], [ %164, %163 ]
  %159 = getelementptr inbounds i64, ptr %1, i64 %158
  %160 = load i64, ptr %159, align 8, !tbaa !5
  %161 = and i64 %160, %155
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %163, label %167

163:                                              ; preds = %157
  %164 = add nsw i64 %158, 1
  %165 = and i64 %164, 4294967295
  %166 = icmp eq i64 %165, 64
  br i1 %166, label %203, label %157, !llvm.loop !17

167:                                              ; preds = %157
  %168 = icmp slt i64 %158, 0
  br i1 %168, label %203, label %169

169:                                              ; preds = %167
  %170 = and i64 %158, 4294967295
  %171 = getelementptr inbounds i64, ptr %1, i64 %170
  %172 = load i64, ptr %171, align 8, !tbaa !5
  %173 = getelementptr inbounds i64, ptr %1, i64 %156
  %174 = load i64, ptr %173, align 8, !tbaa !5
  store i64 %174, ptr %171, align 8, !tbaa !5
  store i64 %172, ptr %173, align 8, !tbaa !5
  %175 = zext i32 %154 to i64
  br label %178

176:                                              ; preds = %200
  %177 = add nsw i32 %154, 1
  br label %203

178:                                              ; preds = %200, %169
  %179 = phi i64 [ 0, %169 ], [ %201, %200 ]
  %180 = icmp eq i64 %179, %175
  br i1 %180, label %189, label %181

181:                                              ; preds = %178
  %182 = getelementptr inbounds i64, ptr %1, i64 %179
  %183 = load i64, ptr %182, align 16, !tbaa !5
  %184 = and i64 %183, %155
  %185 = icmp eq i64 %184, 0
  br i1 %185, label %189, label %186

186:                                              ; preds = %181
  %187 = load i64, ptr %173, align 8, !tbaa !5
  %188 = xor i64 %187, %183
  store i64 %188, ptr %182, align 16, !tbaa !5
  br label %189

189:                                              ; preds = %186, %181, %178
  %190 = or disjoint i64 %179, 1
  %191 = icmp eq i64 %190, %175
  br i1 %191, label %200, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds i64, ptr %1, i64 %190
  %194 = load i64, ptr %193, align 8, !tbaa !5
  %195 = and i64 %194, %155
  %196 = icmp eq i64 %195, 0
  br i1 %196, label %200, label %197

197:                                              ; preds = %192
  %198 = load i64, ptr %173, align 8, !tbaa !5
  %199 = xor i64 %198, %194
  store i64 %199, ptr %193, align 8, !tbaa !5
  br label %200

200:                                              ; preds = %197, %192, %189
  %201 = add nuw nsw i64 %179, 2
  %202 = icmp eq i64 %201, 64
  br i1 %202, label %176, label %178, !llvm.loop !18

203:                                              ; preds = %163, %176, %167
  %204 = phi i32 [ %177, %176 ], [ %154, %167 ], [ %154, %163 ]
  %205 = add nuw nsw i64 %153, 1
  %206 = icmp ult i64 %153, 63
  %207 = icmp slt i32 %204, 64
  %208 = select i1 %206, i1 %207, i1 false
  br i1 %208, label %152, label %209, !llvm.loop !19

209:                                              ; preds = %203
  %210 = icmp eq i32 %37, 0
  %211 = zext i1 %210 to i32
  %212 = icmp eq i32 %38, 0
  %213 = zext i1 %212 to i32
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %211, i32 noundef %213, i64 noundef %239, i32 noundef %146, i32 noundef %204)
  %215 = or i32 %38, %37
  %216 = icmp eq i32 %215, 0
  %217 = select i1 %216, i32 %146, i32 100
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  ret i32 %217

218:                                              ; preds = %89, %218
  %219 = phi i64 [ %240, %218 ], [ 0, %89 ]
  %220 = phi i64 [ %239, %218 ], [ 0, %89 ]
  %221 = mul i64 %220, 31
  %222 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %219
  %223 = load i64, ptr %222, align 16, !tbaa !5
  %224 = add i64 %223, %221
  %225 = or disjoint i64 %219, 1
  %226 = mul i64 %224, 31
  %227 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %225
  %228 = load i64, ptr %227, align 8, !tbaa !5
  %229 = add i64 %228, %226
  %230 = or disjoint i64 %219, 2
  %231 = mul i64 %229, 31
  %232 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %230
  %233 = load i64, ptr %232, align 16, !tbaa !5
  %234 = add i64 %233, %231
  %235 = or disjoint i64 %219, 3
  %236 = mul i64 %234, 31
  %237 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %235
  %238 = load i64, ptr %237, align 8, !tbaa !5
  %239 = add i64 %238, %236
  %240 = add nuw nsw i64 %219, 4
  %241 = icmp eq i64 %240, 64
  br i1 %241, label %94, label %218, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @t64(ptr nocapture noundef %0) unnamed_addr #4 {
  br label %92

2:                                                ; preds = %92, %2
  %3 = phi i32 [ %18, %2 ], [ 0, %92 ]
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i64, ptr %0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = or disjoint i32 %3, 16
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = lshr i64 %10, 16
  %12 = xor i64 %11, %6
  %13 = and i64 %12, 281470681808895
  %14 = xor i64 %13, %6
  store i64 %14, ptr %5, align 8, !tbaa !5
  %15 = shl nuw i64 %13, 16
  %16 = xor i64 %15, %10
  store i64 %16, ptr %9, align 8, !tbaa !5
  %17 = add nsw i32 %3, 17
  %18 = and i32 %17, -17
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %2, label %20, !llvm.loop !21

20:                                               ; preds = %2, %20
  %21 = phi i32 [ %36, %20 ], [ 0, %2 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i64, ptr %0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !5
  %25 = or disjoint i32 %21, 8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i64, ptr %0, i64 %26
  %28 = load i64, ptr %27, align 8, !tbaa !5
  %29 = lshr i64 %28, 8
  %30 = xor i64 %29, %24
  %31 = and i64 %30, 71777214294589695
  %32 = xor i64 %31, %24
  store i64 %32, ptr %23, align 8, !tbaa !5
  %33 = shl nuw i64 %31, 8
  %34 = xor i64 %33, %28
  store i64 %34, ptr %27, align 8, !tbaa !5
  %35 = add nsw i32 %21, 9
  %36 = and i32 %35, -9
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %20, label %38, !llvm.loop !21

38:                                               ; preds = %20, %38
  %39 = phi i32 [ %54, %38 ], [ 0, %20 ]
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !5
  %43 = or disjoint i32 %39, 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i64, ptr %0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !5
  %47 = lshr i64 %46, 4
  %48 = xor i64 %47, %42
  %49 = and i64 %48, 1085102592571150095
  %50 = xor i64 %49, %42
  store i64 %50, ptr %41, align 8, !tbaa !5
  %51 = shl nuw i64 %49, 4
  %52 = xor i64 %51, %46
  store i64 %52, ptr %45, align 8, !tbaa !5
  %53 = add nsw i32 %39, 5
  %54 = and i32 %53, -5
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %38, label %56, !llvm.loop !21

56:                                               ; preds = %38, %56
  %57 = phi i32 [ %72, %56 ], [ 0, %38 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i64, ptr %0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !5
  %61 = or disjoint i32 %57, 2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i64, ptr %0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !5
  %65 = lshr i64 %64, 2
  %66 = xor i64 %65, %60
  %67 = and i64 %66, 3689348814741910323
  %68 = xor i64 %67, %60
  store i64 %68, ptr %59, align 8, !tbaa !5
  %69 = shl nuw i64 %67, 2
  %70 = xor i64 %69, %64
  store i64 %70, ptr %63, align 8, !tbaa !5
  %71 = add nsw i32 %57, 3
  %72 = and i32 %71, -3
  %73 = icmp slt i32 %72, 64
  br i1 %73, label %56, label %74, !llvm.loop !21

74:                                               ; preds = %56, %74
  %75 = phi i32 [ %89, %74 ], [ 0, %56 ]
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds i64, ptr %0, i64 %76
  %78 = load i64, ptr %77, align 8, !tbaa !5
  %79 = or disjoint i32 %75, 1
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds i64, ptr %0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !5
  %83 = lshr i64 %82, 1
  %84 = xor i64 %83, %78
  %85 = and i64 %84, 6148914691236517205
  %86 = xor i64 %85, %78
  store i64 %86, ptr %77, align 8, !tbaa !5
  %87 = shl nuw i64 %85, 1
  %88 = xor i64 %87, %82
  store i64 %88, ptr %81, align 8, !tbaa !5
  %89 = add nuw nsw i32 %75, 2
  %90 = icmp ult i32 %75, 62
  br i1 %90, label %74, label %91, !llvm.loop !21

91:                                               ; preds = %74
  ret void

92:                                               ; preds = %1, %92
  %93 = phi i32 [ 0, %1 ], [ %108, %92 ]
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i64, ptr %0, i64 %94
  %96 = load i64, ptr %95, align 8, !tbaa !5
  %97 = or disjoint i32 %93, 32
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i64, ptr %0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !5
  %101 = lshr i64 %100, 32
  %102 = and i64 %96, 4294967295
  %103 = xor i64 %101, %102
  %104 = xor i64 %103, %96
  store i64 %104, ptr %95, align 8, !tbaa !5
  %105 = shl nuw i64 %103, 32
  %106 = xor i64 %105, %100
  store i64 %106, ptr %99, align 8, !tbaa !5
  %107 = add nsw i32 %93, 33
  %108 = and i32 %107, -33
  %109 = icmp slt i32 %108, 64
  br i1 %109, label %92, label %2, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
