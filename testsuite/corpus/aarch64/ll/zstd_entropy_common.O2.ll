; ModuleID = 'src/zstd/lib/common/entropy_common.c'
source_filename = "src/zstd/lib/common/entropy_common.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @FSE_versionNumber() local_unnamed_addr #0 {
  ret i32 900
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @FSE_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local ptr @FSE_getErrorName(i64 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i64 %0, -119
  %3 = trunc i64 %0 to i32
  %4 = sub i32 0, %3
  %5 = select i1 %2, i32 0, i32 %4
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #8
  ret ptr %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HUF_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local ptr @HUF_getErrorName(i64 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i64 %0, -119
  %3 = trunc i64 %0 to i32
  %4 = sub i32 0, %3
  %5 = select i1 %2, i32 0, i32 %4
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #8
  ret ptr %6
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount_bmi2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4, i32 %5) local_unnamed_addr #2 {
  %7 = alloca [8 x i8], align 8
  %8 = getelementptr inbounds i8, ptr %3, i64 %4
  %9 = load i32, ptr %1, align 4, !tbaa !6
  %10 = add i32 %9, 1
  %11 = icmp ult i64 %4, 8
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #8
  store i64 0, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr align 1 %3, i64 %4, i1 false)
  %13 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %7, i64 noundef 8, i32 poison)
  %14 = icmp ult i64 %13, -119
  %15 = icmp ugt i64 %13, %4
  %16 = and i1 %14, %15
  %17 = select i1 %16, i64 -20, i64 %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #8
  br label %195

18:                                               ; preds = %6
  %19 = zext i32 %10 to i64
  %20 = shl nuw nsw i64 %19, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %20, i1 false)
  %21 = load i32, ptr %3, align 1, !tbaa !6
  %22 = and i32 %21, 15
  %23 = icmp ugt i32 %22, 10
  br i1 %23, label %195, label %24

24:                                               ; preds = %18
  %25 = add nuw nsw i32 %22, 5
  %26 = lshr i32 %21, 4
  store i32 %25, ptr %2, align 4, !tbaa !6
  %27 = shl nuw nsw i32 32, %22
  %28 = or disjoint i32 %27, 1
  %29 = add nuw nsw i32 %22, 6
  %30 = getelementptr inbounds i8, ptr %8, i64 -7
  %31 = ptrtoint ptr %30 to i64
  %32 = getelementptr inbounds i8, ptr %8, i64 -4
  %33 = ptrtoint ptr %32 to i64
  br label %34

34:                                               ; preds = %171, %24
  %35 = phi i32 [ %28, %24 ], [ %136, %171 ]
  %36 = phi i32 [ %27, %24 ], [ %151, %171 ]
  %37 = phi i32 [ %26, %24 ], [ %175, %171 ]
  %38 = phi i32 [ 4, %24 ], [ %172, %171 ]
  %39 = phi i32 [ 0, %24 ], [ %138, %171 ]
  %40 = phi i32 [ %29, %24 ], [ %152, %171 ]
  %41 = phi i1 [ true, %24 ], [ %141, %171 ]
  %42 = phi ptr [ %3, %24 ], [ %173, %171 ]
  br i1 %41, label %110, label %43

43:                                               ; preds = %34
  %44 = xor i32 %37, -1
  %45 = or i32 %44, -2147483648
  %46 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %45, i1 true)
  %47 = icmp ugt i32 %46, 23
  br i1 %47, label %48, label %72

48:                                               ; preds = %43, %63
  %49 = phi ptr [ %65, %63 ], [ %42, %43 ]
  %50 = phi i32 [ %52, %63 ], [ %39, %43 ]
  %51 = phi i32 [ %64, %63 ], [ %38, %43 ]
  %52 = add i32 %50, 36
  %53 = icmp ugt ptr %49, %30
  br i1 %53, label %56, label %54, !prof !10

54:                                               ; preds = %48
  %55 = getelementptr inbounds i8, ptr %49, i64 3
  br label %63

56:                                               ; preds = %48
  %57 = ptrtoint ptr %49 to i64
  %58 = sub i64 %57, %31
  %59 = trunc i64 %58 to i32
  %60 = shl i32 %59, 3
  %61 = add i32 %60, %51
  %62 = and i32 %61, 31
  br label %63

63:                                               ; preds = %56, %54
  %64 = phi i32 [ %51, %54 ], [ %62, %56 ]
  %65 = phi ptr [ %55, %54 ], [ %32, %56 ]
  %66 = load i32, ptr %65, align 1, !tbaa !6
  %67 = lshr i32 %66, %64
  %68 = xor i32 %67, -1
  %69 = or i32 %68, -2147483648
  %70 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %69, i1 true)
  %71 = icmp ugt i32 %70, 23
  br i1 %71, label %48, label %72, !llvm.loop !11

72:                                               ; preds = %63, %43
  %73 = phi i32 [ %37, %43 ], [ %67, %63 ]
  %74 = phi i32 [ %38, %43 ], [ %64, %63 ]
  %75 = phi i32 [ %39, %43 ], [ %52, %63 ]
  %76 = phi ptr [ %42, %43 ], [ %65, %63 ]
  %77 = phi i32 [ %46, %43 ], [ %70, %63 ]
  %78 = lshr i32 %77, 1
  %79 = mul nuw nsw i32 %78, 3
  %80 = add i32 %79, %75
  %81 = and i32 %77, 30
  %82 = lshr i32 %73, %81
  %83 = and i32 %82, 3
  %84 = add i32 %80, %83
  %85 = add nuw nsw i32 %74, 2
  %86 = add nuw nsw i32 %85, %81
  %87 = icmp ult i32 %84, %10
  br i1 %87, label %88, label %176

88:                                               ; preds = %72
  %89 = icmp ugt ptr %76, %30
  %90 = lshr i32 %86, 3
  %91 = zext nneg i32 %90 to i64
  br i1 %89, label %92, label %95, !prof !10

92:                                               ; preds = %88
  %93 = getelementptr inbounds i8, ptr %76, i64 %91
  %94 = icmp ugt ptr %93, %32
  br i1 %94, label %98, label %95

95:                                               ; preds = %88, %92
  %96 = getelementptr inbounds i8, ptr %76, i64 %91
  %97 = and i32 %86, 7
  br label %105

98:                                               ; preds = %92
  %99 = ptrtoint ptr %76 to i64
  %100 = sub i64 %99, %33
  %101 = trunc i64 %100 to i32
  %102 = shl i32 %101, 3
  %103 = add i32 %102, %86
  %104 = and i32 %103, 31
  br label %105

105:                                              ; preds = %95, %98
  %106 = phi i32 [ %97, %95 ], [ %104, %98 ]
  %107 = phi ptr [ %96, %95 ], [ %32, %98 ]
  %108 = load i32, ptr %107, align 1, !tbaa !6
  %109 = lshr i32 %108, %106
  br label %110

110:                                              ; preds = %105, %34
  %111 = phi i32 [ %37, %34 ], [ %109, %105 ]
  %112 = phi i32 [ %38, %34 ], [ %106, %105 ]
  %113 = phi i32 [ %39, %34 ], [ %84, %105 ]
  %114 = phi ptr [ %42, %34 ], [ %107, %105 ]
  %115 = shl nsw i32 %36, 1
  %116 = add nsw i32 %115, -1
  %117 = sub nsw i32 %116, %35
  %118 = add nsw i32 %36, -1
  %119 = and i32 %111, %118
  %120 = icmp ult i32 %119, %117
  br i1 %120, label %121, label %123

121:                                              ; preds = %110
  %122 = add nsw i32 %40, -1
  br label %128

123:                                              ; preds = %110
  %124 = and i32 %111, %116
  %125 = icmp slt i32 %124, %36
  %126 = select i1 %125, i32 0, i32 %117
  %127 = sub nsw i32 %124, %126
  br label %128

128:                                              ; preds = %123, %121
  %129 = phi i32 [ %122, %121 ], [ %40, %123 ]
  %130 = phi i32 [ %119, %121 ], [ %127, %123 ]
  %131 = add nsw i32 %129, %112
  %132 = add nsw i32 %130, -1
  %133 = icmp sgt i32 %130, 0
  %134 = sub i32 1, %130
  %135 = select i1 %133, i32 %134, i32 %132
  %136 = add i32 %135, %35
  %137 = trunc i32 %132 to i16
  %138 = add nuw i32 %113, 1
  %139 = zext i32 %113 to i64
  %140 = getelementptr inbounds i16, ptr %0, i64 %139
  store i16 %137, ptr %140, align 2, !tbaa !13
  %141 = icmp ne i32 %132, 0
  %142 = icmp slt i32 %136, %36
  br i1 %142, label %143, label %150

143:                                              ; preds = %128
  %144 = icmp slt i32 %136, 2
  br i1 %144, label %176, label %145

145:                                              ; preds = %143
  %146 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %136, i1 true)
  %147 = xor i32 %146, 31
  %148 = sub nuw nsw i32 32, %146
  %149 = shl nuw nsw i32 1, %147
  br label %150

150:                                              ; preds = %145, %128
  %151 = phi i32 [ %149, %145 ], [ %36, %128 ]
  %152 = phi i32 [ %148, %145 ], [ %40, %128 ]
  %153 = icmp ult i32 %138, %10
  br i1 %153, label %154, label %176

154:                                              ; preds = %150
  %155 = icmp ugt ptr %114, %30
  %156 = ashr i32 %131, 3
  %157 = sext i32 %156 to i64
  br i1 %155, label %158, label %161, !prof !10

158:                                              ; preds = %154
  %159 = getelementptr inbounds i8, ptr %114, i64 %157
  %160 = icmp ugt ptr %159, %32
  br i1 %160, label %164, label %161

161:                                              ; preds = %154, %158
  %162 = getelementptr inbounds i8, ptr %114, i64 %157
  %163 = and i32 %131, 7
  br label %171

164:                                              ; preds = %158
  %165 = ptrtoint ptr %114 to i64
  %166 = sub i64 %165, %33
  %167 = trunc i64 %166 to i32
  %168 = shl i32 %167, 3
  %169 = add i32 %131, %168
  %170 = and i32 %169, 31
  br label %171

171:                                              ; preds = %161, %164
  %172 = phi i32 [ %163, %161 ], [ %170, %164 ]
  %173 = phi ptr [ %162, %161 ], [ %32, %164 ]
  %174 = load i32, ptr %173, align 1, !tbaa !6
  %175 = lshr i32 %174, %172
  br label %34

176:                                              ; preds = %150, %143, %72
  %177 = phi i32 [ %35, %72 ], [ %136, %143 ], [ %136, %150 ]
  %178 = phi i32 [ %86, %72 ], [ %131, %143 ], [ %131, %150 ]
  %179 = phi i32 [ %84, %72 ], [ %138, %143 ], [ %138, %150 ]
  %180 = phi ptr [ %76, %72 ], [ %114, %143 ], [ %114, %150 ]
  %181 = icmp eq i32 %177, 1
  br i1 %181, label %182, label %195

182:                                              ; preds = %176
  %183 = icmp ugt i32 %179, %10
  br i1 %183, label %195, label %184

184:                                              ; preds = %182
  %185 = icmp sgt i32 %178, 32
  br i1 %185, label %195, label %186

186:                                              ; preds = %184
  %187 = add i32 %179, -1
  store i32 %187, ptr %1, align 4, !tbaa !6
  %188 = add nsw i32 %178, 7
  %189 = ashr i32 %188, 3
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i8, ptr %180, i64 %190
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %3 to i64
  %194 = sub i64 %192, %193
  br label %195

195:                                              ; preds = %12, %18, %176, %182, %184, %186
  %196 = phi i64 [ %17, %12 ], [ %194, %186 ], [ -44, %18 ], [ -20, %176 ], [ -48, %182 ], [ -20, %184 ]
  ret i64 %196
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 poison)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = alloca [219 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 876, ptr nonnull %8) #8
  %9 = call i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %8, i64 noundef 876, i32 poison)
  call void @llvm.lifetime.end.p0(i64 876, ptr nonnull %8) #8
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8, i32 %9) local_unnamed_addr #1 {
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %170, label %12

12:                                               ; preds = %10
  %13 = load i8, ptr %5, align 1, !tbaa !15
  %14 = zext i8 %13 to i64
  %15 = icmp slt i8 %13, 0
  br i1 %15, label %16, label %110

16:                                               ; preds = %12
  %17 = add nsw i64 %14, -127
  %18 = add nsw i64 %14, -126
  %19 = lshr i64 %18, 1
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %21, label %170

21:                                               ; preds = %16
  %22 = icmp ult i64 %17, %1
  br i1 %22, label %23, label %170

23:                                               ; preds = %21
  %24 = getelementptr i8, ptr %5, i64 1
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %96, label %26

26:                                               ; preds = %23
  %27 = add nsw i64 %14, -128
  %28 = lshr i64 %27, 1
  %29 = add nuw nsw i64 %28, 1
  %30 = icmp ult i64 %27, 14
  br i1 %30, label %74, label %31

31:                                               ; preds = %26
  %32 = add nsw i64 %14, -128
  %33 = lshr i64 %32, 1
  %34 = and i64 %14, 126
  %35 = getelementptr i8, ptr %0, i64 %34
  %36 = getelementptr i8, ptr %35, i64 2
  %37 = getelementptr i8, ptr %5, i64 %33
  %38 = getelementptr i8, ptr %37, i64 2
  %39 = icmp ugt ptr %38, %0
  %40 = icmp ult ptr %24, %36
  %41 = and i1 %39, %40
  br i1 %41, label %74, label %42

42:                                               ; preds = %31
  %43 = icmp ult i64 %27, 62
  br i1 %43, label %76, label %44

44:                                               ; preds = %42
  %45 = and i64 %29, 96
  %46 = getelementptr i8, ptr %0, i64 -1
  %47 = getelementptr i8, ptr %0, i64 -1
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ 0, %44 ], [ %66, %48 ]
  %50 = shl i64 %49, 1
  %51 = and i64 %49, 9223372036854775776
  %52 = getelementptr inbounds i8, ptr %24, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load <16 x i8>, ptr %52, align 1, !tbaa !15, !alias.scope !16
  %55 = load <16 x i8>, ptr %53, align 1, !tbaa !15, !alias.scope !16
  %56 = lshr <16 x i8> %54, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %57 = lshr <16 x i8> %55, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %58 = and <16 x i8> %54, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %59 = and <16 x i8> %55, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %60 = or disjoint i64 %50, 1
  %61 = or disjoint i64 %50, 33
  %62 = getelementptr i8, ptr %46, i64 %60
  %63 = getelementptr i8, ptr %47, i64 %61
  %64 = shufflevector <16 x i8> %56, <16 x i8> %58, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %64, ptr %62, align 1, !tbaa !15
  %65 = shufflevector <16 x i8> %57, <16 x i8> %59, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x i8> %65, ptr %63, align 1, !tbaa !15
  %66 = add nuw i64 %49, 32
  %67 = icmp eq i64 %66, %45
  br i1 %67, label %68, label %48, !llvm.loop !19

68:                                               ; preds = %48
  %69 = icmp eq i64 %29, %45
  br i1 %69, label %117, label %70

70:                                               ; preds = %68
  %71 = shl nuw nsw i64 %45, 1
  %72 = and i64 %29, 24
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %74, label %76

74:                                               ; preds = %94, %31, %26, %70
  %75 = phi i64 [ 0, %26 ], [ 0, %31 ], [ %71, %70 ], [ %79, %94 ]
  br label %97

76:                                               ; preds = %42, %70
  %77 = phi i64 [ %45, %70 ], [ 0, %42 ]
  %78 = and i64 %29, 120
  %79 = shl nuw nsw i64 %78, 1
  %80 = getelementptr i8, ptr %0, i64 -1
  br label %81

81:                                               ; preds = %81, %76
  %82 = phi i64 [ %77, %76 ], [ %92, %81 ]
  %83 = shl i64 %82, 1
  %84 = and i64 %82, 9223372036854775800
  %85 = getelementptr inbounds i8, ptr %24, i64 %84
  %86 = load <8 x i8>, ptr %85, align 1, !tbaa !15, !alias.scope !22
  %87 = lshr <8 x i8> %86, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %88 = and <8 x i8> %86, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %89 = or disjoint i64 %83, 1
  %90 = getelementptr i8, ptr %80, i64 %89
  %91 = shufflevector <8 x i8> %87, <8 x i8> %88, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %91, ptr %90, align 1, !tbaa !15
  %92 = add nuw i64 %82, 8
  %93 = icmp eq i64 %92, %78
  br i1 %93, label %94, label %81, !llvm.loop !25

94:                                               ; preds = %81
  %95 = icmp eq i64 %29, %78
  br i1 %95, label %117, label %74

96:                                               ; preds = %23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  br label %170

97:                                               ; preds = %74, %97
  %98 = phi i64 [ %108, %97 ], [ %75, %74 ]
  %99 = lshr exact i64 %98, 1
  %100 = getelementptr inbounds i8, ptr %24, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !15
  %102 = lshr i8 %101, 4
  %103 = getelementptr inbounds i8, ptr %0, i64 %98
  store i8 %102, ptr %103, align 1, !tbaa !15
  %104 = load i8, ptr %100, align 1, !tbaa !15
  %105 = and i8 %104, 15
  %106 = or disjoint i64 %98, 1
  %107 = getelementptr inbounds i8, ptr %0, i64 %106
  store i8 %105, ptr %107, align 1, !tbaa !15
  %108 = add nuw nsw i64 %98, 2
  %109 = icmp ult i64 %108, %17
  br i1 %109, label %97, label %117, !llvm.loop !26

110:                                              ; preds = %12
  %111 = icmp ult i64 %14, %6
  br i1 %111, label %112, label %170

112:                                              ; preds = %110
  %113 = add i64 %1, -1
  %114 = getelementptr inbounds i8, ptr %5, i64 1
  %115 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %113, ptr noundef nonnull %114, i64 noundef %14, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 0) #8
  %116 = icmp ult i64 %115, -119
  br i1 %116, label %117, label %170

117:                                              ; preds = %97, %68, %94, %112
  %118 = phi i64 [ %115, %112 ], [ %17, %94 ], [ %17, %68 ], [ %17, %97 ]
  %119 = phi i64 [ %14, %112 ], [ %19, %94 ], [ %19, %68 ], [ %19, %97 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  %120 = icmp eq i64 %118, 0
  br i1 %120, label %170, label %121

121:                                              ; preds = %117, %128
  %122 = phi i64 [ %139, %128 ], [ 0, %117 ]
  %123 = phi i32 [ %137, %128 ], [ 0, %117 ]
  %124 = phi i32 [ %138, %128 ], [ 0, %117 ]
  %125 = getelementptr inbounds i8, ptr %0, i64 %122
  %126 = load i8, ptr %125, align 1, !tbaa !15
  %127 = icmp ugt i8 %126, 12
  br i1 %127, label %170, label %128

128:                                              ; preds = %121
  %129 = zext nneg i8 %126 to i64
  %130 = getelementptr inbounds i32, ptr %2, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add i32 %131, 1
  store i32 %132, ptr %130, align 4, !tbaa !6
  %133 = load i8, ptr %125, align 1, !tbaa !15
  %134 = zext nneg i8 %133 to i32
  %135 = shl nuw i32 1, %134
  %136 = ashr i32 %135, 1
  %137 = add i32 %136, %123
  %138 = add i32 %124, 1
  %139 = zext i32 %138 to i64
  %140 = icmp ugt i64 %118, %139
  br i1 %140, label %121, label %141, !llvm.loop !27

141:                                              ; preds = %128
  %142 = add i32 %137, -4096
  %143 = icmp ult i32 %142, -4095
  br i1 %143, label %170, label %144

144:                                              ; preds = %141
  %145 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %137, i1 true)
  %146 = sub nuw nsw i32 32, %145
  store i32 %146, ptr %4, align 4, !tbaa !6
  %147 = shl nuw nsw i32 1, %146
  %148 = sub nsw i32 %147, %137
  %149 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %148, i1 false)
  %150 = lshr exact i32 -2147483648, %149
  %151 = icmp eq i32 %150, %148
  br i1 %151, label %152, label %170

152:                                              ; preds = %144
  %153 = sub nuw nsw i32 32, %149
  %154 = trunc nuw nsw i32 %153 to i8
  %155 = getelementptr inbounds i8, ptr %0, i64 %118
  store i8 %154, ptr %155, align 1, !tbaa !15
  %156 = zext nneg i32 %153 to i64
  %157 = getelementptr inbounds i32, ptr %2, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = add i32 %158, 1
  store i32 %159, ptr %157, align 4, !tbaa !6
  %160 = getelementptr inbounds i8, ptr %2, i64 4
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = icmp ugt i32 %161, 1
  %163 = and i32 %161, 1
  %164 = icmp eq i32 %163, 0
  %165 = and i1 %162, %164
  br i1 %165, label %166, label %170

166:                                              ; preds = %152
  %167 = trunc i64 %118 to i32
  %168 = add i32 %167, 1
  store i32 %168, ptr %3, align 4, !tbaa !6
  %169 = add nuw nsw i64 %119, 1
  br label %170

170:                                              ; preds = %121, %10, %16, %21, %96, %110, %112, %117, %141, %144, %152, %166
  %171 = phi i64 [ %169, %166 ], [ -72, %10 ], [ -72, %16 ], [ -20, %21 ], [ -72, %110 ], [ %115, %112 ], [ -20, %141 ], [ -20, %152 ], [ -20, %144 ], [ -20, %117 ], [ -20, %96 ], [ -20, %121 ]
  ret i64 %171
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare ptr @ERR_getErrorString(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #7

declare i64 @FSE_decompress_wksp_bmi2(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = distinct !{!19, !12, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = distinct !{!25, !12, !20, !21}
!26 = distinct !{!26, !12, !20}
!27 = distinct !{!27, !12}
