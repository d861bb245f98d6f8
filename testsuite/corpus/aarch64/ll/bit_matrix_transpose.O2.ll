; ModuleID = 'programs/bit_matrix_transpose.c'
source_filename = "programs/bit_matrix_transpose.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [43 x i8] c"t8x8(antidiag)=%016llx t8x8(0xff)=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [82 x i8] c"transpose matches naive=%d twice=%d product hash=%016llx rank(A)=%d rank(AAt)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  %2 = alloca [64 x i64], align 8
  %3 = alloca [64 x i64], align 8
  %4 = alloca [64 x i64], align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 72624976668147840, i64 noundef 72340172838076673)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #8
  br label %30

6:                                                ; preds = %30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %3, ptr noundef nonnull align 8 dereferenceable(512) %1, i64 512, i1 false)
  call fastcc void @t64(ptr noundef nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %2, i8 0, i64 512, i1 false)
  br label %7

7:                                                ; preds = %12, %6
  %8 = phi i64 [ 0, %6 ], [ %13, %12 ]
  %9 = getelementptr inbounds i64, ptr %1, i64 %8
  %10 = shl nuw i64 1, %8
  %11 = load i64, ptr %9, align 8, !tbaa !6
  br label %15

12:                                               ; preds = %24
  %13 = add nuw nsw i64 %8, 1
  %14 = icmp eq i64 %13, 64
  br i1 %14, label %27, label %7, !llvm.loop !10

15:                                               ; preds = %24, %7
  %16 = phi i64 [ 0, %7 ], [ %25, %24 ]
  %17 = shl nuw i64 1, %16
  %18 = and i64 %11, %17
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i64, ptr %2, i64 %16
  %22 = load i64, ptr %21, align 8, !tbaa !6
  %23 = or i64 %22, %10
  store i64 %23, ptr %21, align 8, !tbaa !6
  br label %24

24:                                               ; preds = %20, %15
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %12, label %15, !llvm.loop !12

27:                                               ; preds = %12
  %28 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %2, ptr noundef nonnull dereferenceable(512) %3, i64 512)
  call fastcc void @t64(ptr noundef nonnull %3)
  %29 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %1, ptr noundef nonnull dereferenceable(512) %3, i64 512)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #8
  br label %42

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %40, %30 ]
  %32 = phi i64 [ -7046029254386353131, %0 ], [ %38, %30 ]
  %33 = shl i64 %32, 13
  %34 = xor i64 %33, %32
  %35 = lshr i64 %34, 7
  %36 = xor i64 %35, %34
  %37 = shl i64 %36, 17
  %38 = xor i64 %37, %36
  %39 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %31
  store i64 %38, ptr %39, align 8, !tbaa !6
  %40 = add nuw nsw i64 %31, 1
  %41 = icmp eq i64 %40, 64
  br i1 %41, label %6, label %30, !llvm.loop !13

42:                                               ; preds = %27, %72
  %43 = phi i64 [ 0, %27 ], [ %75, %72 ]
  %44 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %43
  %45 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %43
  %46 = load i64, ptr %45, align 8, !tbaa !6
  %47 = insertelement <2 x i64> poison, i64 %46, i64 0
  %48 = shufflevector <2 x i64> %47, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %49

49:                                               ; preds = %49, %42
  %50 = phi i64 [ 0, %42 ], [ %69, %49 ]
  %51 = phi <2 x i64> [ <i64 0, i64 1>, %42 ], [ %70, %49 ]
  %52 = phi <2 x i64> [ zeroinitializer, %42 ], [ %67, %49 ]
  %53 = phi <2 x i64> [ zeroinitializer, %42 ], [ %68, %49 ]
  %54 = add <2 x i64> %51, <i64 2, i64 2>
  %55 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %50
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load <2 x i64>, ptr %55, align 8, !tbaa !6
  %58 = load <2 x i64>, ptr %56, align 8, !tbaa !6
  %59 = and <2 x i64> %57, %48
  %60 = and <2 x i64> %58, %48
  %61 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %59)
  %62 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %60)
  %63 = and <2 x i64> %61, <i64 1, i64 1>
  %64 = and <2 x i64> %62, <i64 1, i64 1>
  %65 = shl nuw <2 x i64> %63, %51
  %66 = shl nuw <2 x i64> %64, %54
  %67 = or <2 x i64> %65, %52
  %68 = or <2 x i64> %66, %53
  %69 = add nuw i64 %50, 4
  %70 = add <2 x i64> %51, <i64 4, i64 4>
  %71 = icmp eq i64 %69, 64
  br i1 %71, label %72, label %49, !llvm.loop !14

72:                                               ; preds = %49
  %73 = or <2 x i64> %68, %67
  %74 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %73)
  store i64 %74, ptr %44, align 8, !tbaa !6
  %75 = add nuw nsw i64 %43, 1
  %76 = icmp eq i64 %75, 64
  br i1 %76, label %179, label %42, !llvm.loop !17

77:                                               ; preds = %179, %117
  %78 = phi i64 [ %119, %117 ], [ 0, %179 ]
  %79 = phi i32 [ %118, %117 ], [ 0, %179 ]
  %80 = shl nuw i64 1, %78
  %81 = sext i32 %79 to i64
  br label %82

82:                                               ; preds = %88, %77
  %83 = phi i64 [ %81, %77 ], [ %89, %88 ]
  %84 = getelementptr inbounds i64, ptr %1, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !6
  %86 = and i64 %85, %80
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %88, label %92

88:                                               ; preds = %82
  %89 = add nsw i64 %83, 1
  %90 = and i64 %89, 4294967295
  %91 = icmp eq i64 %90, 64
  br i1 %91, label %117, label %82, !llvm.loop !18

92:                                               ; preds = %82
  %93 = icmp slt i64 %83, 0
  br i1 %93, label %117, label %94

94:                                               ; preds = %92
  %95 = and i64 %83, 4294967295
  %96 = getelementptr inbounds i64, ptr %1, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !6
  %98 = getelementptr inbounds i64, ptr %1, i64 %81
  %99 = load i64, ptr %98, align 8, !tbaa !6
  store i64 %99, ptr %96, align 8, !tbaa !6
  store i64 %97, ptr %98, align 8, !tbaa !6
  %100 = zext i32 %79 to i64
  br label %103

101:                                              ; preds = %114
  %102 = add nsw i32 %79, 1
  br label %117

103:                                              ; preds = %114, %94
  %104 = phi i64 [ 0, %94 ], [ %115, %114 ]
  %105 = icmp eq i64 %104, %100
  br i1 %105, label %114, label %106

106:                                              ; preds = %103
  %107 = getelementptr inbounds i64, ptr %1, i64 %104
  %108 = load i64, ptr %107, align 8, !tbaa !6
  %109 = and i64 %108, %80
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %106
  %112 = load i64, ptr %98, align 8, !tbaa !6
  %113 = xor i64 %112, %108
  store i64 %113, ptr %107, align 8, !tbaa !6
  br label %114

114:                                              ; preds = %111, %106, %103
  %115 = add nuw nsw i64 %104, 1
  %116 = icmp eq i64 %115, 64
  br i1 %116, label %101, label %103, !llvm.loop !19

117:                                              ; preds = %88, %101, %92
  %118 = phi i32 [ %102, %101 ], [ %79, %92 ], [ %79, %88 ]
  %119 = add nuw nsw i64 %78, 1
  %120 = icmp ult i64 %78, 63
  %121 = icmp slt i32 %118, 64
  %122 = select i1 %120, i1 %121, i1 false
  br i1 %122, label %77, label %123, !llvm.loop !20

123:                                              ; preds = %117
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %1, ptr noundef nonnull align 8 dereferenceable(512) %4, i64 512, i1 false)
  br label %124

124:                                              ; preds = %164, %123
  %125 = phi i64 [ 0, %123 ], [ %166, %164 ]
  %126 = phi i32 [ 0, %123 ], [ %165, %164 ]
  %127 = shl nuw i64 1, %125
  %128 = sext i32 %126 to i64
  br label %129

129:                                              ; preds = %135, %124
  %130 = phi i64 [ %128, %124 ], [ %136, %135 ]
  %131 = getelementptr inbounds i64, ptr %1, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !6
  %133 = and i64 %132, %127
  %134 = icmp eq i64 %133, 0
  br i1 %134, label %135, label %139

135:                                              ; preds = %129
  %136 = add nsw i64 %130, 1
  %137 = and i64 %136, 4294967295
  %138 = icmp eq i64 %137, 64
  br i1 %138, label %164, label %129, !llvm.loop !18

139:                                              ; preds = %129
  %140 = icmp slt i64 %130, 0
  br i1 %140, label %164, label %141

141:                                              ; preds = %139
  %142 = and i64 %130, 4294967295
  %143 = getelementptr inbounds i64, ptr %1, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !6
  %145 = getelementptr inbounds i64, ptr %1, i64 %128
  %146 = load i64, ptr %145, align 8, !tbaa !6
  store i64 %146, ptr %143, align 8, !tbaa !6
  store i64 %144, ptr %145, align 8, !tbaa !6
  %147 = zext i32 %126 to i64
  br label %150

148:                                              ; preds = %161
  %149 = add nsw i32 %126, 1
  br label %164

150:                                              ; preds = %161, %141
  %151 = phi i64 [ 0, %141 ], [ %162, %161 ]
  %152 = icmp eq i64 %151, %147
  br i1 %152, label %161, label %153

153:                                              ; preds = %150
  %154 = getelementptr inbounds i64, ptr %1, i64 %151
  %155 = load i64, ptr %154, align 8, !tbaa !6
  %156 = and i64 %155, %127
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %161, label %158

158:                                              ; preds = %153
  %159 = load i64, ptr %145, align 8, !tbaa !6
  %160 = xor i64 %159, %155
  store i64 %160, ptr %154, align 8, !tbaa !6
  br label %161

161:                                              ; preds = %158, %153, %150
  %162 = add nuw nsw i64 %151, 1
  %163 = icmp eq i64 %162, 64
  br i1 %163, label %148, label %150, !llvm.loop !19

164:                                              ; preds = %135, %148, %139
  %165 = phi i32 [ %149, %148 ], [ %126, %139 ], [ %126, %135 ]
  %166 = add nuw nsw i64 %125, 1
  %167 = icmp ult i64 %125, 63
  %168 = icmp slt i32 %165, 64
  %169 = select i1 %167, i1 %168, i1 false
  br i1 %169, label %124, label %170, !llvm.loop !20

170:                                              ; preds = %164
  %171 = icmp eq i32 %28, 0
  %172 = zext i1 %171 to i32
  %173 = icmp eq i32 %29, 0
  %174 = zext i1 %173 to i32
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %172, i32 noundef %174, i64 noundef %185, i32 noundef %118, i32 noundef %165)
  %176 = or i32 %29, %28
  %177 = icmp eq i32 %176, 0
  %178 = select i1 %177, i32 %118, i32 100
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  ret i32 %178

179:                                              ; preds = %72, %179
  %180 = phi i64 [ %186, %179 ], [ 0, %72 ]
  %181 = phi i64 [ %185, %179 ], [ 0, %72 ]
  %182 = mul i64 %181, 31
  %183 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %180
  %184 = load i64, ptr %183, align 8, !tbaa !6
  %185 = add i64 %184, %182
  %186 = add nuw nsw i64 %180, 1
  %187 = icmp eq i64 %186, 64
  br i1 %187, label %77, label %179, !llvm.loop !21
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
  br label %97

2:                                                ; preds = %97, %2
  %3 = phi i32 [ %18, %2 ], [ 0, %97 ]
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i64, ptr %0, i64 %4
  %6 = load i64, ptr %5, align 8, !tbaa !6
  %7 = or disjoint i32 %3, 16
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !6
  %11 = lshr i64 %10, 16
  %12 = xor i64 %11, %6
  %13 = and i64 %12, 281470681808895
  %14 = xor i64 %13, %6
  store i64 %14, ptr %5, align 8, !tbaa !6
  %15 = shl nuw i64 %13, 16
  %16 = xor i64 %15, %10
  store i64 %16, ptr %9, align 8, !tbaa !6
  %17 = add nsw i32 %3, 17
  %18 = and i32 %17, -17
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %2, label %20, !llvm.loop !22

20:                                               ; preds = %2, %20
  %21 = phi i32 [ %36, %20 ], [ 0, %2 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i64, ptr %0, i64 %22
  %24 = load i64, ptr %23, align 8, !tbaa !6
  %25 = or disjoint i32 %21, 8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i64, ptr %0, i64 %26
  %28 = load i64, ptr %27, align 8, !tbaa !6
  %29 = lshr i64 %28, 8
  %30 = xor i64 %29, %24
  %31 = and i64 %30, 71777214294589695
  %32 = xor i64 %31, %24
  store i64 %32, ptr %23, align 8, !tbaa !6
  %33 = shl nuw i64 %31, 8
  %34 = xor i64 %33, %28
  store i64 %34, ptr %27, align 8, !tbaa !6
  %35 = add nsw i32 %21, 9
  %36 = and i32 %35, -9
  %37 = icmp slt i32 %36, 64
  br i1 %37, label %20, label %38, !llvm.loop !22

38:                                               ; preds = %20, %38
  %39 = phi i32 [ %54, %38 ], [ 0, %20 ]
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %0, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !6
  %43 = or disjoint i32 %39, 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i64, ptr %0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !6
  %47 = lshr i64 %46, 4
  %48 = xor i64 %47, %42
  %49 = and i64 %48, 1085102592571150095
  %50 = xor i64 %49, %42
  store i64 %50, ptr %41, align 8, !tbaa !6
  %51 = shl nuw i64 %49, 4
  %52 = xor i64 %51, %46
  store i64 %52, ptr %45, align 8, !tbaa !6
  %53 = add nsw i32 %39, 5
  %54 = and i32 %53, -5
  %55 = icmp slt i32 %54, 64
  br i1 %55, label %38, label %56, !llvm.loop !22

56:                                               ; preds = %38, %56
  %57 = phi i32 [ %72, %56 ], [ 0, %38 ]
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i64, ptr %0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !6
  %61 = or disjoint i32 %57, 2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i64, ptr %0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !6
  %65 = lshr i64 %64, 2
  %66 = xor i64 %65, %60
  %67 = and i64 %66, 3689348814741910323
  %68 = xor i64 %67, %60
  store i64 %68, ptr %59, align 8, !tbaa !6
  %69 = shl nuw i64 %67, 2
  %70 = xor i64 %69, %64
  store i64 %70, ptr %63, align 8, !tbaa !6
  %71 = add nsw i32 %57, 3
  %72 = and i32 %71, -3
  %73 = icmp slt i32 %72, 64
  br i1 %73, label %56, label %74, !llvm.loop !22

74:                                               ; preds = %56
  %75 = getelementptr i8, ptr %0, i64 -8
  br label %76

76:                                               ; preds = %74, %76
  %77 = phi i32 [ %94, %76 ], [ 0, %74 ]
  %78 = shl i32 %77, 1
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i64, ptr %0, i64 %79
  %81 = load <4 x i64>, ptr %80, align 8, !tbaa !6
  %82 = shufflevector <4 x i64> %81, <4 x i64> poison, <2 x i32> <i32 0, i32 2>
  %83 = shufflevector <4 x i64> %81, <4 x i64> poison, <2 x i32> <i32 1, i32 3>
  %84 = or disjoint i32 %78, 1
  %85 = zext nneg i32 %84 to i64
  %86 = lshr <2 x i64> %83, <i64 1, i64 1>
  %87 = xor <2 x i64> %86, %82
  %88 = and <2 x i64> %87, <i64 6148914691236517205, i64 6148914691236517205>
  %89 = xor <2 x i64> %88, %82
  %90 = shl nuw <2 x i64> %88, <i64 1, i64 1>
  %91 = xor <2 x i64> %90, %83
  %92 = getelementptr i64, ptr %75, i64 %85
  %93 = shufflevector <2 x i64> %89, <2 x i64> %91, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i64> %93, ptr %92, align 8, !tbaa !6
  %94 = add nuw i32 %77, 2
  %95 = icmp eq i32 %94, 32
  br i1 %95, label %96, label %76, !llvm.loop !23

96:                                               ; preds = %76
  ret void

97:                                               ; preds = %1, %97
  %98 = phi i32 [ 0, %1 ], [ %113, %97 ]
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i64, ptr %0, i64 %99
  %101 = load i64, ptr %100, align 8, !tbaa !6
  %102 = or disjoint i32 %98, 32
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i64, ptr %0, i64 %103
  %105 = load i64, ptr %104, align 8, !tbaa !6
  %106 = lshr i64 %105, 32
  %107 = and i64 %101, 4294967295
  %108 = xor i64 %106, %107
  %109 = xor i64 %108, %101
  store i64 %109, ptr %100, align 8, !tbaa !6
  %110 = shl nuw i64 %108, 32
  %111 = xor i64 %110, %105
  store i64 %111, ptr %104, align 8, !tbaa !6
  %112 = add nsw i32 %98, 33
  %113 = and i32 %112, -33
  %114 = icmp slt i32 %113, 64
  br i1 %114, label %97, label %2, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11, !15, !16}
