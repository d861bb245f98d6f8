; ModuleID = 'src/zstd/lib/common/entropy_common.c'
source_filename = "src/zstd/lib/common/entropy_common.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #11
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
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #11
  ret ptr %6
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount_bmi2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca [8 x i8], align 8
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = tail call fastcc i64 @FSE_readNCount_body_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4)
  br label %199

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %3, i64 %4
  %13 = load i32, ptr %1, align 4, !tbaa !5
  %14 = add i32 %13, 1
  %15 = icmp ult i64 %4, 8
  br i1 %15, label %16, label %22

16:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11
  store i64 0, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr align 1 %3, i64 %4, i1 false)
  %17 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %7, i64 noundef 8, i32 noundef 0)
  %18 = icmp ult i64 %17, -119
  %19 = icmp ugt i64 %17, %4
  %20 = and i1 %18, %19
  %21 = select i1 %20, i64 -20, i64 %17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11
  br label %199

22:                                               ; preds = %11
  %23 = zext i32 %14 to i64
  %24 = shl nuw nsw i64 %23, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %24, i1 false)
  %25 = load i32, ptr %3, align 1, !tbaa !5
  %26 = and i32 %25, 15
  %27 = icmp ugt i32 %26, 10
  br i1 %27, label %199, label %28

28:                                               ; preds = %22
  %29 = add nuw nsw i32 %26, 5
  %30 = lshr i32 %25, 4
  store i32 %29, ptr %2, align 4, !tbaa !5
  %31 = shl nuw nsw i32 32, %26
  %32 = or disjoint i32 %31, 1
  %33 = add nuw nsw i32 %26, 6
  %34 = getelementptr inbounds i8, ptr %12, i64 -7
  %35 = ptrtoint ptr %34 to i64
  %36 = getelementptr inbounds i8, ptr %12, i64 -4
  %37 = ptrtoint ptr %36 to i64
  br label %38

38:                                               ; preds = %175, %28
  %39 = phi i32 [ %32, %28 ], [ %140, %175 ]
  %40 = phi i32 [ %31, %28 ], [ %155, %175 ]
  %41 = phi i32 [ %30, %28 ], [ %179, %175 ]
  %42 = phi i32 [ 4, %28 ], [ %176, %175 ]
  %43 = phi i32 [ 0, %28 ], [ %142, %175 ]
  %44 = phi i32 [ %33, %28 ], [ %156, %175 ]
  %45 = phi i1 [ true, %28 ], [ %145, %175 ]
  %46 = phi ptr [ %3, %28 ], [ %177, %175 ]
  br i1 %45, label %114, label %47

47:                                               ; preds = %38
  %48 = xor i32 %41, -1
  %49 = or i32 %48, -2147483648
  %50 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %49, i1 true)
  %51 = icmp ugt i32 %50, 23
  br i1 %51, label %52, label %76

52:                                               ; preds = %47, %67
  %53 = phi ptr [ %69, %67 ], [ %46, %47 ]
  %54 = phi i32 [ %56, %67 ], [ %43, %47 ]
  %55 = phi i32 [ %68, %67 ], [ %42, %47 ]
  %56 = add i32 %54, 36
  %57 = icmp ugt ptr %53, %34
  br i1 %57, label %60, label %58, !prof !9

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %53, i64 3
  br label %67

60:                                               ; preds = %52
  %61 = ptrtoint ptr %53 to i64
  %62 = sub i64 %61, %35
  %63 = trunc i64 %62 to i32
  %64 = shl i32 %63, 3
  %65 = add i32 %64, %55
  %66 = and i32 %65, 31
  br label %67

67:                                               ; preds = %60, %58
  %68 = phi i32 [ %55, %58 ], [ %66, %60 ]
  %69 = phi ptr [ %59, %58 ], [ %36, %60 ]
  %70 = load i32, ptr %69, align 1, !tbaa !5
  %71 = lshr i32 %70, %68
  %72 = xor i32 %71, -1
  %73 = or i32 %72, -2147483648
  %74 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %73, i1 true)
  %75 = icmp ugt i32 %74, 23
  br i1 %75, label %52, label %76, !llvm.loop !10

76:                                               ; preds = %67, %47
  %77 = phi i32 [ %41, %47 ], [ %71, %67 ]
  %78 = phi i32 [ %42, %47 ], [ %68, %67 ]
  %79 = phi i32 [ %43, %47 ], [ %56, %67 ]
  %80 = phi ptr [ %46, %47 ], [ %69, %67 ]
  %81 = phi i32 [ %50, %47 ], [ %74, %67 ]
  %82 = lshr i32 %81, 1
  %83 = mul nuw nsw i32 %82, 3
  %84 = add i32 %83, %79
  %85 = and i32 %81, 30
  %86 = lshr i32 %77, %85
  %87 = and i32 %86, 3
  %88 = add i32 %84, %87
  %89 = add nuw nsw i32 %78, 2
  %90 = add nuw nsw i32 %89, %85
  %91 = icmp ult i32 %88, %14
  br i1 %91, label %92, label %180

92:                                               ; preds = %76
  %93 = icmp ugt ptr %80, %34
  %94 = lshr i32 %90, 3
  %95 = zext nneg i32 %94 to i64
  br i1 %93, label %96, label %99, !prof !9

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %80, i64 %95
  %98 = icmp ugt ptr %97, %36
  br i1 %98, label %102, label %99

99:                                               ; preds = %92, %96
  %100 = getelementptr inbounds i8, ptr %80, i64 %95
  %101 = and i32 %90, 7
  br label %109

102:                                              ; preds = %96
  %103 = ptrtoint ptr %80 to i64
  %104 = sub i64 %103, %37
  %105 = trunc i64 %104 to i32
  %106 = shl i32 %105, 3
  %107 = add i32 %106, %90
  %108 = and i32 %107, 31
  br label %109

109:                                              ; preds = %99, %102
  %110 = phi i32 [ %101, %99 ], [ %108, %102 ]
  %111 = phi ptr [ %100, %99 ], [ %36, %102 ]
  %112 = load i32, ptr %111, align 1, !tbaa !5
  %113 = lshr i32 %112, %110
  br label %114

114:                                              ; preds = %109, %38
  %115 = phi i32 [ %41, %38 ], [ %113, %109 ]
  %116 = phi i32 [ %42, %38 ], [ %110, %109 ]
  %117 = phi i32 [ %43, %38 ], [ %88, %109 ]
  %118 = phi ptr [ %46, %38 ], [ %111, %109 ]
  %119 = shl nsw i32 %40, 1
  %120 = add nsw i32 %119, -1
  %121 = sub nsw i32 %120, %39
  %122 = add nsw i32 %40, -1
  %123 = and i32 %115, %122
  %124 = icmp ult i32 %123, %121
  br i1 %124, label %125, label %127

125:                                              ; preds = %114
  %126 = add nsw i32 %44, -1
  br label %132

127:                                              ; preds = %114
  %128 = and i32 %115, %120
  %129 = icmp slt i32 %128, %40
  %130 = select i1 %129, i32 0, i32 %121
  %131 = sub nsw i32 %128, %130
  br label %132

132:                                              ; preds = %127, %125
  %133 = phi i32 [ %126, %125 ], [ %44, %127 ]
  %134 = phi i32 [ %123, %125 ], [ %131, %127 ]
  %135 = add nsw i32 %133, %116
  %136 = add nsw i32 %134, -1
  %137 = icmp sgt i32 %134, 0
  %138 = sub i32 1, %134
  %139 = select i1 %137, i32 %138, i32 %136
  %140 = add i32 %139, %39
  %141 = trunc i32 %136 to i16
  %142 = add nuw i32 %117, 1
  %143 = zext i32 %117 to i64
  %144 = getelementptr inbounds i16, ptr %0, i64 %143
  store i16 %141, ptr %144, align 2, !tbaa !12
  %145 = icmp ne i32 %136, 0
  %146 = icmp slt i32 %140, %40
  br i1 %146, label %147, label %154

147:                                              ; preds = %132
  %148 = icmp slt i32 %140, 2
  br i1 %148, label %180, label %149

149:                                              ; preds = %147
  %150 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %140, i1 true)
  %151 = xor i32 %150, 31
  %152 = sub nuw nsw i32 32, %150
  %153 = shl nuw nsw i32 1, %151
  br label %154

154:                                              ; preds = %149, %132
  %155 = phi i32 [ %153, %149 ], [ %40, %132 ]
  %156 = phi i32 [ %152, %149 ], [ %44, %132 ]
  %157 = icmp ult i32 %142, %14
  br i1 %157, label %158, label %180

158:                                              ; preds = %154
  %159 = icmp ugt ptr %118, %34
  %160 = ashr i32 %135, 3
  %161 = sext i32 %160 to i64
  br i1 %159, label %162, label %165, !prof !9

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %118, i64 %161
  %164 = icmp ugt ptr %163, %36
  br i1 %164, label %168, label %165

165:                                              ; preds = %158, %162
  %166 = getelementptr inbounds i8, ptr %118, i64 %161
  %167 = and i32 %135, 7
  br label %175

168:                                              ; preds = %162
  %169 = ptrtoint ptr %118 to i64
  %170 = sub i64 %169, %37
  %171 = trunc i64 %170 to i32
  %172 = shl i32 %171, 3
  %173 = add i32 %135, %172
  %174 = and i32 %173, 31
  br label %175

175:                                              ; preds = %165, %168
  %176 = phi i32 [ %167, %165 ], [ %174, %168 ]
  %177 = phi ptr [ %166, %165 ], [ %36, %168 ]
  %178 = load i32, ptr %177, align 1, !tbaa !5
  %179 = lshr i32 %178, %176
  br label %38

180:                                              ; preds = %154, %147, %76
  %181 = phi i32 [ %39, %76 ], [ %140, %147 ], [ %140, %154 ]
  %182 = phi i32 [ %90, %76 ], [ %135, %147 ], [ %135, %154 ]
  %183 = phi i32 [ %88, %76 ], [ %142, %147 ], [ %142, %154 ]
  %184 = phi ptr [ %80, %76 ], [ %118, %147 ], [ %118, %154 ]
  %185 = icmp eq i32 %181, 1
  br i1 %185, label %186, label %199

186:                                              ; preds = %180
  %187 = icmp ugt i32 %183, %14
  br i1 %187, label %199, label %188

188:                                              ; preds = %186
  %189 = icmp sgt i32 %182, 32
  br i1 %189, label %199, label %190

190:                                              ; preds = %188
  %191 = add i32 %183, -1
  store i32 %191, ptr %1, align 4, !tbaa !5
  %192 = add nsw i32 %182, 7
  %193 = ashr i32 %192, 3
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %184, i64 %194
  %196 = ptrtoint ptr %195 to i64
  %197 = ptrtoint ptr %3 to i64
  %198 = sub i64 %196, %197
  br label %199

199:                                              ; preds = %190, %188, %186, %180, %22, %16, %9
  %200 = phi i64 [ %10, %9 ], [ %21, %16 ], [ %198, %190 ], [ -44, %22 ], [ -20, %180 ], [ -48, %186 ], [ -20, %188 ]
  ret i64 %200
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_readNCount_body_bmi2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4) unnamed_addr #3 {
  %6 = alloca [8 x i8], align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %4
  %8 = load i32, ptr %1, align 4, !tbaa !5
  %9 = add i32 %8, 1
  %10 = icmp ult i64 %4, 8
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  store i64 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr align 1 %3, i64 %4, i1 false)
  %12 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %6, i64 noundef 8, i32 noundef 0)
  %13 = icmp ult i64 %12, -119
  %14 = icmp ugt i64 %12, %4
  %15 = and i1 %13, %14
  %16 = select i1 %15, i64 -20, i64 %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  br label %194

17:                                               ; preds = %5
  %18 = zext i32 %9 to i64
  %19 = shl nuw nsw i64 %18, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %19, i1 false)
  %20 = load i32, ptr %3, align 1, !tbaa !5
  %21 = and i32 %20, 15
  %22 = icmp ugt i32 %21, 10
  br i1 %22, label %194, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %21, 5
  %25 = lshr i32 %20, 4
  store i32 %24, ptr %2, align 4, !tbaa !5
  %26 = shl nuw nsw i32 32, %21
  %27 = or disjoint i32 %26, 1
  %28 = add nuw nsw i32 %21, 6
  %29 = getelementptr inbounds i8, ptr %7, i64 -7
  %30 = ptrtoint ptr %29 to i64
  %31 = getelementptr inbounds i8, ptr %7, i64 -4
  %32 = ptrtoint ptr %31 to i64
  br label %33

33:                                               ; preds = %170, %23
  %34 = phi i32 [ %27, %23 ], [ %135, %170 ]
  %35 = phi i32 [ %26, %23 ], [ %150, %170 ]
  %36 = phi i32 [ %25, %23 ], [ %174, %170 ]
  %37 = phi i32 [ 4, %23 ], [ %171, %170 ]
  %38 = phi i32 [ 0, %23 ], [ %137, %170 ]
  %39 = phi i32 [ %28, %23 ], [ %151, %170 ]
  %40 = phi i1 [ true, %23 ], [ %140, %170 ]
  %41 = phi ptr [ %3, %23 ], [ %172, %170 ]
  br i1 %40, label %109, label %42

42:                                               ; preds = %33
  %43 = xor i32 %36, -1
  %44 = or i32 %43, -2147483648
  %45 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %44, i1 true)
  %46 = icmp ugt i32 %45, 23
  br i1 %46, label %47, label %71

47:                                               ; preds = %42, %62
  %48 = phi ptr [ %64, %62 ], [ %41, %42 ]
  %49 = phi i32 [ %51, %62 ], [ %38, %42 ]
  %50 = phi i32 [ %63, %62 ], [ %37, %42 ]
  %51 = add i32 %49, 36
  %52 = icmp ugt ptr %48, %29
  br i1 %52, label %55, label %53, !prof !9

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %48, i64 3
  br label %62

55:                                               ; preds = %47
  %56 = ptrtoint ptr %48 to i64
  %57 = sub i64 %56, %30
  %58 = trunc i64 %57 to i32
  %59 = shl i32 %58, 3
  %60 = add i32 %59, %50
  %61 = and i32 %60, 31
  br label %62

62:                                               ; preds = %55, %53
  %63 = phi i32 [ %50, %53 ], [ %61, %55 ]
  %64 = phi ptr [ %54, %53 ], [ %31, %55 ]
  %65 = load i32, ptr %64, align 1, !tbaa !5
  %66 = lshr i32 %65, %63
  %67 = xor i32 %66, -1
  %68 = or i32 %67, -2147483648
  %69 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %68, i1 true)
  %70 = icmp ugt i32 %69, 23
  br i1 %70, label %47, label %71, !llvm.loop !10

71:                                               ; preds = %62, %42
  %72 = phi i32 [ %36, %42 ], [ %66, %62 ]
  %73 = phi i32 [ %37, %42 ], [ %63, %62 ]
  %74 = phi i32 [ %38, %42 ], [ %51, %62 ]
  %75 = phi ptr [ %41, %42 ], [ %64, %62 ]
  %76 = phi i32 [ %45, %42 ], [ %69, %62 ]
  %77 = lshr i32 %76, 1
  %78 = mul nuw nsw i32 %77, 3
  %79 = add i32 %78, %74
  %80 = and i32 %76, 30
  %81 = lshr i32 %72, %80
  %82 = and i32 %81, 3
  %83 = add i32 %79, %82
  %84 = add nuw nsw i32 %73, 2
  %85 = add nuw nsw i32 %84, %80
  %86 = icmp ult i32 %83, %9
  br i1 %86, label %87, label %175

87:                                               ; preds = %71
  %88 = icmp ugt ptr %75, %29
  %89 = lshr i32 %85, 3
  %90 = zext nneg i32 %89 to i64
  br i1 %88, label %91, label %94, !prof !9

91:                                               ; preds = %87
  %92 = getelementptr inbounds i8, ptr %75, i64 %90
  %93 = icmp ugt ptr %92, %31
  br i1 %93, label %97, label %94

94:                                               ; preds = %87, %91
  %95 = getelementptr inbounds i8, ptr %75, i64 %90
  %96 = and i32 %85, 7
  br label %104

97:                                               ; preds = %91
  %98 = ptrtoint ptr %75 to i64
  %99 = sub i64 %98, %32
  %100 = trunc i64 %99 to i32
  %101 = shl i32 %100, 3
  %102 = add i32 %101, %85
  %103 = and i32 %102, 31
  br label %104

104:                                              ; preds = %94, %97
  %105 = phi i32 [ %96, %94 ], [ %103, %97 ]
  %106 = phi ptr [ %95, %94 ], [ %31, %97 ]
  %107 = load i32, ptr %106, align 1, !tbaa !5
  %108 = lshr i32 %107, %105
  br label %109

109:                                              ; preds = %104, %33
  %110 = phi i32 [ %36, %33 ], [ %108, %104 ]
  %111 = phi i32 [ %37, %33 ], [ %105, %104 ]
  %112 = phi i32 [ %38, %33 ], [ %83, %104 ]
  %113 = phi ptr [ %41, %33 ], [ %106, %104 ]
  %114 = shl nsw i32 %35, 1
  %115 = add nsw i32 %114, -1
  %116 = sub nsw i32 %115, %34
  %117 = add nsw i32 %35, -1
  %118 = and i32 %110, %117
  %119 = icmp ult i32 %118, %116
  br i1 %119, label %120, label %122

120:                                              ; preds = %109
  %121 = add nsw i32 %39, -1
  br label %127

122:                                              ; preds = %109
  %123 = and i32 %110, %115
  %124 = icmp slt i32 %123, %35
  %125 = select i1 %124, i32 0, i32 %116
  %126 = sub nsw i32 %123, %125
  br label %127

127:                                              ; preds = %122, %120
  %128 = phi i32 [ %121, %120 ], [ %39, %122 ]
  %129 = phi i32 [ %118, %120 ], [ %126, %122 ]
  %130 = add nsw i32 %128, %111
  %131 = add nsw i32 %129, -1
  %132 = icmp sgt i32 %129, 0
  %133 = sub i32 1, %129
  %134 = select i1 %132, i32 %133, i32 %131
  %135 = add i32 %134, %34
  %136 = trunc i32 %131 to i16
  %137 = add nuw i32 %112, 1
  %138 = zext i32 %112 to i64
  %139 = getelementptr inbounds i16, ptr %0, i64 %138
  store i16 %136, ptr %139, align 2, !tbaa !12
  %140 = icmp ne i32 %131, 0
  %141 = icmp slt i32 %135, %35
  br i1 %141, label %142, label %149

142:                                              ; preds = %127
  %143 = icmp slt i32 %135, 2
  br i1 %143, label %175, label %144

144:                                              ; preds = %142
  %145 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %135, i1 true)
  %146 = xor i32 %145, 31
  %147 = sub nuw nsw i32 32, %145
  %148 = shl nuw nsw i32 1, %146
  br label %149

149:                                              ; preds = %144, %127
  %150 = phi i32 [ %148, %144 ], [ %35, %127 ]
  %151 = phi i32 [ %147, %144 ], [ %39, %127 ]
  %152 = icmp ult i32 %137, %9
  br i1 %152, label %153, label %175

153:                                              ; preds = %149
  %154 = icmp ugt ptr %113, %29
  %155 = ashr i32 %130, 3
  %156 = sext i32 %155 to i64
  br i1 %154, label %157, label %160, !prof !9

157:                                              ; preds = %153
  %158 = getelementptr inbounds i8, ptr %113, i64 %156
  %159 = icmp ugt ptr %158, %31
  br i1 %159, label %163, label %160

160:                                              ; preds = %153, %157
  %161 = getelementptr inbounds i8, ptr %113, i64 %156
  %162 = and i32 %130, 7
  br label %170

163:                                              ; preds = %157
  %164 = ptrtoint ptr %113 to i64
  %165 = sub i64 %164, %32
  %166 = trunc i64 %165 to i32
  %167 = shl i32 %166, 3
  %168 = add i32 %130, %167
  %169 = and i32 %168, 31
  br label %170

170:                                              ; preds = %160, %163
  %171 = phi i32 [ %162, %160 ], [ %169, %163 ]
  %172 = phi ptr [ %161, %160 ], [ %31, %163 ]
  %173 = load i32, ptr %172, align 1, !tbaa !5
  %174 = lshr i32 %173, %171
  br label %33

175:                                              ; preds = %149, %142, %71
  %176 = phi i32 [ %34, %71 ], [ %135, %142 ], [ %135, %149 ]
  %177 = phi i32 [ %85, %71 ], [ %130, %142 ], [ %130, %149 ]
  %178 = phi i32 [ %83, %71 ], [ %137, %142 ], [ %137, %149 ]
  %179 = phi ptr [ %75, %71 ], [ %113, %142 ], [ %113, %149 ]
  %180 = icmp eq i32 %176, 1
  br i1 %180, label %181, label %194

181:                                              ; preds = %175
  %182 = icmp ugt i32 %178, %9
  br i1 %182, label %194, label %183

183:                                              ; preds = %181
  %184 = icmp sgt i32 %177, 32
  br i1 %184, label %194, label %185

185:                                              ; preds = %183
  %186 = add i32 %178, -1
  store i32 %186, ptr %1, align 4, !tbaa !5
  %187 = add nsw i32 %177, 7
  %188 = ashr i32 %187, 3
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i8, ptr %179, i64 %189
  %191 = ptrtoint ptr %190 to i64
  %192 = ptrtoint ptr %3 to i64
  %193 = sub i64 %191, %192
  br label %194

194:                                              ; preds = %11, %17, %175, %181, %183, %185
  %195 = phi i64 [ %16, %11 ], [ %193, %185 ], [ -44, %17 ], [ -20, %175 ], [ -48, %181 ], [ -20, %183 ]
  ret i64 %195
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = alloca [219 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 876, ptr nonnull %8) #11
  %9 = call i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %8, i64 noundef 876, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 876, ptr nonnull %8) #11
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8, i32 noundef %9) local_unnamed_addr #1 {
  %11 = and i32 %9, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %10
  %14 = tail call fastcc i64 @HUF_readStats_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8)
  br label %153

15:                                               ; preds = %10
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %153, label %17

17:                                               ; preds = %15
  %18 = load i8, ptr %5, align 1, !tbaa !14
  %19 = zext i8 %18 to i64
  %20 = icmp slt i8 %18, 0
  br i1 %20, label %21, label %90

21:                                               ; preds = %17
  %22 = add nsw i64 %19, -127
  %23 = add nsw i64 %19, -126
  %24 = lshr i64 %23, 1
  %25 = icmp ult i64 %24, %6
  br i1 %25, label %26, label %153

26:                                               ; preds = %21
  %27 = icmp ult i64 %22, %1
  br i1 %27, label %28, label %153

28:                                               ; preds = %26
  %29 = getelementptr i8, ptr %5, i64 1
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %76, label %31

31:                                               ; preds = %28
  %32 = add nsw i64 %19, -128
  %33 = lshr i64 %32, 1
  %34 = add nuw nsw i64 %33, 1
  %35 = icmp ult i64 %32, 30
  br i1 %35, label %36, label %38

36:                                               ; preds = %74, %38, %31
  %37 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %51, %74 ]
  br label %77

38:                                               ; preds = %31
  %39 = add nsw i64 %19, -128
  %40 = lshr i64 %39, 1
  %41 = and i64 %19, 126
  %42 = getelementptr i8, ptr %0, i64 %41
  %43 = getelementptr i8, ptr %42, i64 2
  %44 = getelementptr i8, ptr %5, i64 %40
  %45 = getelementptr i8, ptr %44, i64 2
  %46 = icmp ugt ptr %45, %0
  %47 = icmp ult ptr %29, %43
  %48 = and i1 %46, %47
  br i1 %48, label %36, label %49

49:                                               ; preds = %38
  %50 = and i64 %34, 112
  %51 = shl nuw nsw i64 %50, 1
  %52 = getelementptr i8, ptr %0, i64 -1
  %53 = getelementptr i8, ptr %0, i64 -1
  br label %54

54:                                               ; preds = %54, %49
  %55 = phi i64 [ 0, %49 ], [ %72, %54 ]
  %56 = shl i64 %55, 1
  %57 = and i64 %55, 9223372036854775792
  %58 = getelementptr inbounds i8, ptr %29, i64 %57
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  %60 = load <8 x i8>, ptr %58, align 1, !tbaa !14, !alias.scope !15
  %61 = load <8 x i8>, ptr %59, align 1, !tbaa !14, !alias.scope !15
  %62 = lshr <8 x i8> %60, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %63 = lshr <8 x i8> %61, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %64 = and <8 x i8> %60, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %65 = and <8 x i8> %61, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %66 = or disjoint i64 %56, 1
  %67 = or disjoint i64 %56, 17
  %68 = getelementptr i8, ptr %52, i64 %66
  %69 = getelementptr i8, ptr %53, i64 %67
  %70 = shufflevector <8 x i8> %62, <8 x i8> %64, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %70, ptr %68, align 1, !tbaa !14
  %71 = shufflevector <8 x i8> %63, <8 x i8> %65, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %71, ptr %69, align 1, !tbaa !14
  %72 = add nuw i64 %55, 16
  %73 = icmp eq i64 %72, %50
  br i1 %73, label %74, label %54, !llvm.loop !18

74:                                               ; preds = %54
  %75 = icmp eq i64 %34, %50
  br i1 %75, label %97, label %36

76:                                               ; preds = %28
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  br label %153

77:                                               ; preds = %36, %77
  %78 = phi i64 [ %88, %77 ], [ %37, %36 ]
  %79 = lshr exact i64 %78, 1
  %80 = getelementptr inbounds i8, ptr %29, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = lshr i8 %81, 4
  %83 = getelementptr inbounds i8, ptr %0, i64 %78
  store i8 %82, ptr %83, align 1, !tbaa !14
  %84 = load i8, ptr %80, align 1, !tbaa !14
  %85 = and i8 %84, 15
  %86 = or disjoint i64 %78, 1
  %87 = getelementptr inbounds i8, ptr %0, i64 %86
  store i8 %85, ptr %87, align 1, !tbaa !14
  %88 = add nuw nsw i64 %78, 2
  %89 = icmp ult i64 %88, %22
  br i1 %89, label %77, label %97, !llvm.loop !21

90:                                               ; preds = %17
  %91 = icmp ult i64 %19, %6
  br i1 %91, label %92, label %153

92:                                               ; preds = %90
  %93 = add i64 %1, -1
  %94 = getelementptr inbounds i8, ptr %5, i64 1
  %95 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %93, ptr noundef nonnull %94, i64 noundef %19, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 0) #11
  %96 = icmp ult i64 %95, -119
  br i1 %96, label %97, label %153

97:                                               ; preds = %77, %74, %92
  %98 = phi i64 [ %95, %92 ], [ %22, %74 ], [ %22, %77 ]
  %99 = phi i64 [ %19, %92 ], [ %24, %74 ], [ %24, %77 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  %100 = icmp eq i64 %98, 0
  br i1 %100, label %153, label %101

101:                                              ; preds = %97, %108
  %102 = phi i64 [ %119, %108 ], [ 0, %97 ]
  %103 = phi i32 [ %117, %108 ], [ 0, %97 ]
  %104 = phi i32 [ %118, %108 ], [ 0, %97 ]
  %105 = getelementptr inbounds i8, ptr %0, i64 %102
  %106 = load i8, ptr %105, align 1, !tbaa !14
  %107 = icmp ugt i8 %106, 12
  br i1 %107, label %153, label %108

108:                                              ; preds = %101
  %109 = zext nneg i8 %106 to i64
  %110 = getelementptr inbounds i32, ptr %2, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = add i32 %111, 1
  store i32 %112, ptr %110, align 4, !tbaa !5
  %113 = load i8, ptr %105, align 1, !tbaa !14
  %114 = zext nneg i8 %113 to i32
  %115 = shl nuw i32 1, %114
  %116 = ashr i32 %115, 1
  %117 = add i32 %116, %103
  %118 = add i32 %104, 1
  %119 = zext i32 %118 to i64
  %120 = icmp ugt i64 %98, %119
  br i1 %120, label %101, label %121, !llvm.loop !22

121:                                              ; preds = %108
  %122 = icmp eq i32 %117, 0
  br i1 %122, label %153, label %123

123:                                              ; preds = %121
  %124 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %117, i1 true)
  %125 = xor i32 %124, 31
  %126 = icmp ugt i32 %125, 11
  br i1 %126, label %153, label %127

127:                                              ; preds = %123
  %128 = sub nuw nsw i32 32, %124
  store i32 %128, ptr %4, align 4, !tbaa !5
  %129 = shl nuw nsw i32 2, %125
  %130 = sub i32 %129, %117
  %131 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %130, i1 true)
  %132 = xor i32 %131, 31
  %133 = shl nuw i32 1, %132
  %134 = icmp eq i32 %133, %130
  br i1 %134, label %135, label %153

135:                                              ; preds = %127
  %136 = sub nuw nsw i32 32, %131
  %137 = trunc nuw nsw i32 %136 to i8
  %138 = getelementptr inbounds i8, ptr %0, i64 %98
  store i8 %137, ptr %138, align 1, !tbaa !14
  %139 = zext nneg i32 %136 to i64
  %140 = getelementptr inbounds i32, ptr %2, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = add i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %2, i64 4
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = icmp ugt i32 %144, 1
  %146 = and i32 %144, 1
  %147 = icmp eq i32 %146, 0
  %148 = and i1 %145, %147
  br i1 %148, label %149, label %153

149:                                              ; preds = %135
  %150 = trunc i64 %98 to i32
  %151 = add i32 %150, 1
  store i32 %151, ptr %3, align 4, !tbaa !5
  %152 = add nuw nsw i64 %99, 1
  br label %153

153:                                              ; preds = %101, %149, %135, %127, %123, %121, %97, %92, %90, %76, %26, %21, %15, %13
  %154 = phi i64 [ %14, %13 ], [ %152, %149 ], [ -72, %15 ], [ -72, %21 ], [ -20, %26 ], [ -72, %90 ], [ %95, %92 ], [ -20, %121 ], [ -20, %135 ], [ -20, %123 ], [ -20, %127 ], [ -20, %97 ], [ -20, %76 ], [ -20, %101 ]
  ret i64 %154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @HUF_readStats_body_bmi2(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8) unnamed_addr #5 {
  %10 = icmp eq i64 %6, 0
  br i1 %10, label %153, label %11

11:                                               ; preds = %9
  %12 = load i8, ptr %5, align 1, !tbaa !14
  %13 = zext i8 %12 to i64
  %14 = icmp slt i8 %12, 0
  br i1 %14, label %15, label %90

15:                                               ; preds = %11
  %16 = add nsw i64 %13, -127
  %17 = add nsw i64 %13, -126
  %18 = lshr i64 %17, 1
  %19 = icmp ult i64 %18, %6
  br i1 %19, label %20, label %153

20:                                               ; preds = %15
  %21 = icmp ult i64 %16, %1
  br i1 %21, label %22, label %153

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %5, i64 1
  %24 = icmp eq i64 %16, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %22
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  br label %153

26:                                               ; preds = %22
  %27 = trunc nuw nsw i64 %16 to i32
  %28 = tail call i32 @llvm.umax.i32(i32 %27, i32 2)
  %29 = add nsw i32 %28, -1
  %30 = lshr i32 %29, 1
  %31 = add nuw i32 %30, 1
  %32 = zext i32 %31 to i64
  %33 = icmp ult i64 %16, 31
  br i1 %33, label %74, label %34

34:                                               ; preds = %26
  %35 = tail call i32 @llvm.umax.i32(i32 %27, i32 2)
  %36 = add nsw i32 %35, -1
  %37 = lshr i32 %36, 1
  %38 = zext nneg i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 1
  %40 = getelementptr i8, ptr %0, i64 %39
  %41 = getelementptr i8, ptr %40, i64 2
  %42 = getelementptr i8, ptr %5, i64 %38
  %43 = getelementptr i8, ptr %42, i64 2
  %44 = icmp ugt ptr %43, %0
  %45 = icmp ult ptr %23, %41
  %46 = and i1 %44, %45
  br i1 %46, label %74, label %47

47:                                               ; preds = %34
  %48 = and i64 %32, 4294967280
  %49 = shl nuw nsw i64 %48, 1
  %50 = getelementptr i8, ptr %0, i64 -1
  %51 = getelementptr i8, ptr %0, i64 -1
  br label %52

52:                                               ; preds = %52, %47
  %53 = phi i64 [ 0, %47 ], [ %70, %52 ]
  %54 = shl i64 %53, 1
  %55 = and i64 %53, 9223372036854775792
  %56 = getelementptr inbounds i8, ptr %23, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load <8 x i8>, ptr %56, align 1, !tbaa !14, !alias.scope !23
  %59 = load <8 x i8>, ptr %57, align 1, !tbaa !14, !alias.scope !23
  %60 = lshr <8 x i8> %58, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %61 = lshr <8 x i8> %59, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %62 = and <8 x i8> %58, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %63 = and <8 x i8> %59, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %64 = or disjoint i64 %54, 1
  %65 = or disjoint i64 %54, 17
  %66 = getelementptr i8, ptr %50, i64 %64
  %67 = getelementptr i8, ptr %51, i64 %65
  %68 = shufflevector <8 x i8> %60, <8 x i8> %62, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %68, ptr %66, align 1, !tbaa !14
  %69 = shufflevector <8 x i8> %61, <8 x i8> %63, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %69, ptr %67, align 1, !tbaa !14
  %70 = add nuw i64 %53, 16
  %71 = icmp eq i64 %70, %48
  br i1 %71, label %72, label %52, !llvm.loop !26

72:                                               ; preds = %52
  %73 = icmp eq i64 %48, %32
  br i1 %73, label %97, label %74

74:                                               ; preds = %72, %34, %26
  %75 = phi i64 [ 0, %34 ], [ 0, %26 ], [ %49, %72 ]
  br label %76

76:                                               ; preds = %74, %76
  %77 = phi i64 [ %87, %76 ], [ %75, %74 ]
  %78 = lshr exact i64 %77, 1
  %79 = getelementptr inbounds i8, ptr %23, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !14
  %81 = lshr i8 %80, 4
  %82 = getelementptr inbounds i8, ptr %0, i64 %77
  store i8 %81, ptr %82, align 1, !tbaa !14
  %83 = load i8, ptr %79, align 1, !tbaa !14
  %84 = and i8 %83, 15
  %85 = or disjoint i64 %77, 1
  %86 = getelementptr inbounds i8, ptr %0, i64 %85
  store i8 %84, ptr %86, align 1, !tbaa !14
  %87 = add nuw i64 %77, 2
  %88 = trunc i64 %87 to i32
  %89 = icmp ugt i32 %27, %88
  br i1 %89, label %76, label %97, !llvm.loop !27

90:                                               ; preds = %11
  %91 = icmp ult i64 %13, %6
  br i1 %91, label %92, label %153

92:                                               ; preds = %90
  %93 = add i64 %1, -1
  %94 = getelementptr inbounds i8, ptr %5, i64 1
  %95 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %93, ptr noundef nonnull %94, i64 noundef %13, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 1) #11
  %96 = icmp ult i64 %95, -119
  br i1 %96, label %97, label %153

97:                                               ; preds = %76, %72, %92
  %98 = phi i64 [ %95, %92 ], [ %16, %72 ], [ %16, %76 ]
  %99 = phi i64 [ %13, %92 ], [ %18, %72 ], [ %18, %76 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  %100 = icmp eq i64 %98, 0
  br i1 %100, label %153, label %101

101:                                              ; preds = %97, %108
  %102 = phi i64 [ %119, %108 ], [ 0, %97 ]
  %103 = phi i32 [ %117, %108 ], [ 0, %97 ]
  %104 = phi i32 [ %118, %108 ], [ 0, %97 ]
  %105 = getelementptr inbounds i8, ptr %0, i64 %102
  %106 = load i8, ptr %105, align 1, !tbaa !14
  %107 = icmp ugt i8 %106, 12
  br i1 %107, label %153, label %108

108:                                              ; preds = %101
  %109 = zext nneg i8 %106 to i64
  %110 = getelementptr inbounds i32, ptr %2, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = add i32 %111, 1
  store i32 %112, ptr %110, align 4, !tbaa !5
  %113 = load i8, ptr %105, align 1, !tbaa !14
  %114 = zext nneg i8 %113 to i32
  %115 = shl nuw i32 1, %114
  %116 = ashr i32 %115, 1
  %117 = add i32 %116, %103
  %118 = add i32 %104, 1
  %119 = zext i32 %118 to i64
  %120 = icmp ugt i64 %98, %119
  br i1 %120, label %101, label %121, !llvm.loop !22

121:                                              ; preds = %108
  %122 = icmp eq i32 %117, 0
  br i1 %122, label %153, label %123

123:                                              ; preds = %121
  %124 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %117, i1 true)
  %125 = xor i32 %124, 31
  %126 = icmp ugt i32 %125, 11
  br i1 %126, label %153, label %127

127:                                              ; preds = %123
  %128 = sub nuw nsw i32 32, %124
  store i32 %128, ptr %4, align 4, !tbaa !5
  %129 = shl nuw nsw i32 2, %125
  %130 = sub i32 %129, %117
  %131 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %130, i1 true)
  %132 = xor i32 %131, 31
  %133 = shl nuw i32 1, %132
  %134 = icmp eq i32 %133, %130
  br i1 %134, label %135, label %153

135:                                              ; preds = %127
  %136 = sub nuw nsw i32 32, %131
  %137 = trunc nuw nsw i32 %136 to i8
  %138 = getelementptr inbounds i8, ptr %0, i64 %98
  store i8 %137, ptr %138, align 1, !tbaa !14
  %139 = zext nneg i32 %136 to i64
  %140 = getelementptr inbounds i32, ptr %2, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !5
  %142 = add i32 %141, 1
  store i32 %142, ptr %140, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %2, i64 4
  %144 = load i32, ptr %143, align 4, !tbaa !5
  %145 = icmp ugt i32 %144, 1
  %146 = and i32 %144, 1
  %147 = icmp eq i32 %146, 0
  %148 = and i1 %145, %147
  br i1 %148, label %149, label %153

149:                                              ; preds = %135
  %150 = trunc i64 %98 to i32
  %151 = add i32 %150, 1
  store i32 %151, ptr %3, align 4, !tbaa !5
  %152 = add nuw nsw i64 %99, 1
  br label %153

153:                                              ; preds = %101, %25, %97, %9, %15, %20, %90, %92, %121, %123, %127, %135, %149
  %154 = phi i64 [ %152, %149 ], [ -72, %9 ], [ -72, %15 ], [ -20, %20 ], [ -72, %90 ], [ %95, %92 ], [ -20, %121 ], [ -20, %135 ], [ -20, %123 ], [ -20, %127 ], [ -20, %97 ], [ -20, %25 ], [ -20, %101 ]
  ret i64 %154
}

declare ptr @ERR_getErrorString(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

declare i64 @FSE_decompress_wksp_bmi2(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = distinct !{!18, !11, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !11, !19}
!22 = distinct !{!22, !11}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = distinct !{!26, !11, !19, !20}
!27 = distinct !{!27, !11, !19}
