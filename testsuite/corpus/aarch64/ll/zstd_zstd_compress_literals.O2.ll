; ModuleID = 'src/zstd/lib/compress/zstd_compress_literals.c'
source_filename = "src/zstd/lib/compress/zstd_compress_literals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i64 @ZSTD_noCompressLiterals(ptr nocapture noundef writeonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp ugt i64 %3, 31
  %6 = select i1 %5, i32 2, i32 1
  %7 = icmp ugt i64 %3, 4095
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %6, %8
  %10 = zext nneg i32 %9 to i64
  %11 = add i64 %10, %3
  %12 = icmp ugt i64 %11, %1
  br i1 %12, label %28, label %13

13:                                               ; preds = %4
  switch i32 %9, label %25 [
    i32 1, label %14
    i32 2, label %17
    i32 3, label %21
  ]

14:                                               ; preds = %13
  %15 = trunc i64 %3 to i8
  %16 = shl i8 %15, 3
  store i8 %16, ptr %0, align 1, !tbaa !6
  br label %26

17:                                               ; preds = %13
  %18 = trunc i64 %3 to i16
  %19 = shl i16 %18, 4
  %20 = or disjoint i16 %19, 4
  store i16 %20, ptr %0, align 1, !tbaa !9
  br label %26

21:                                               ; preds = %13
  %22 = trunc i64 %3 to i32
  %23 = shl i32 %22, 4
  %24 = or disjoint i32 %23, 12
  store i32 %24, ptr %0, align 1, !tbaa !11
  br label %26

25:                                               ; preds = %13
  unreachable

26:                                               ; preds = %21, %17, %14
  %27 = getelementptr inbounds i8, ptr %0, i64 %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %27, ptr align 1 %2, i64 %3, i1 false)
  br label %28

28:                                               ; preds = %4, %26
  %29 = phi i64 [ %11, %26 ], [ -70, %4 ]
  ret i64 %29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i64 2, 5) i64 @ZSTD_compressRleLiteralsBlock(ptr nocapture noundef writeonly %0, i64 %1, ptr nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = icmp ugt i64 %3, 31
  %6 = select i1 %5, i32 2, i32 1
  %7 = icmp ugt i64 %3, 4095
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %6, %8
  switch i32 %9, label %22 [
    i32 1, label %10
    i32 2, label %14
    i32 3, label %18
  ]

10:                                               ; preds = %4
  %11 = trunc i64 %3 to i8
  %12 = shl i8 %11, 3
  %13 = or disjoint i8 %12, 1
  store i8 %13, ptr %0, align 1, !tbaa !6
  br label %23

14:                                               ; preds = %4
  %15 = trunc i64 %3 to i16
  %16 = shl i16 %15, 4
  %17 = or disjoint i16 %16, 5
  store i16 %17, ptr %0, align 1, !tbaa !9
  br label %23

18:                                               ; preds = %4
  %19 = trunc i64 %3 to i32
  %20 = shl i32 %19, 4
  %21 = or disjoint i32 %20, 13
  store i32 %21, ptr %0, align 1, !tbaa !11
  br label %23

22:                                               ; preds = %4
  unreachable

23:                                               ; preds = %18, %14, %10
  %24 = load i8, ptr %2, align 1, !tbaa !6
  %25 = zext nneg i32 %9 to i64
  %26 = getelementptr inbounds i8, ptr %0, i64 %25
  store i8 %24, ptr %26, align 1, !tbaa !6
  %27 = add nuw nsw i32 %9, 1
  %28 = zext nneg i32 %27 to i64
  ret i64 %28
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressLiterals(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr nocapture noundef readonly %6, ptr noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #3 {
  %13 = alloca i32, align 4
  %14 = icmp ugt i64 %3, 1023
  %15 = select i1 %14, i64 4, i64 3
  %16 = icmp ugt i64 %3, 16383
  %17 = zext i1 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp ult i64 %3, 256
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false)
  %20 = icmp eq i32 %9, 0
  br i1 %20, label %45, label %21

21:                                               ; preds = %12
  %22 = icmp ugt i64 %3, 31
  %23 = select i1 %22, i32 2, i32 1
  %24 = icmp ugt i64 %3, 4095
  %25 = zext i1 %24 to i32
  %26 = add nuw nsw i32 %23, %25
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, %3
  %29 = icmp ugt i64 %28, %1
  br i1 %29, label %219, label %30

30:                                               ; preds = %21
  switch i32 %26, label %42 [
    i32 1, label %31
    i32 2, label %34
    i32 3, label %38
  ]

31:                                               ; preds = %30
  %32 = trunc i64 %3 to i8
  %33 = shl i8 %32, 3
  store i8 %33, ptr %0, align 1, !tbaa !6
  br label %43

34:                                               ; preds = %30
  %35 = trunc i64 %3 to i16
  %36 = shl i16 %35, 4
  %37 = or disjoint i16 %36, 4
  store i16 %37, ptr %0, align 1, !tbaa !9
  br label %43

38:                                               ; preds = %30
  %39 = trunc i64 %3 to i32
  %40 = shl i32 %39, 4
  %41 = or disjoint i32 %40, 12
  store i32 %41, ptr %0, align 1, !tbaa !11
  br label %43

42:                                               ; preds = %183, %123, %64, %30
  unreachable

43:                                               ; preds = %38, %34, %31
  %44 = getelementptr inbounds i8, ptr %0, i64 %27
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %44, ptr readonly align 1 %2, i64 %3, i1 false)
  br label %219

45:                                               ; preds = %12
  %46 = getelementptr inbounds i8, ptr %6, i64 2056
  %47 = load i32, ptr %46, align 8, !tbaa !13
  %48 = sub nsw i32 9, %8
  %49 = tail call i32 @llvm.smin.i32(i32 %48, i32 3)
  %50 = icmp eq i32 %47, 2
  %51 = zext nneg i32 %49 to i64
  %52 = shl i64 8, %51
  %53 = select i1 %50, i64 6, i64 %52
  %54 = icmp ugt i64 %53, %3
  br i1 %54, label %55, label %78

55:                                               ; preds = %45
  %56 = icmp ugt i64 %3, 31
  %57 = select i1 %56, i32 2, i32 1
  %58 = icmp ugt i64 %3, 4095
  %59 = zext i1 %58 to i32
  %60 = add nuw nsw i32 %57, %59
  %61 = zext nneg i32 %60 to i64
  %62 = add i64 %61, %3
  %63 = icmp ugt i64 %62, %1
  br i1 %63, label %219, label %64

64:                                               ; preds = %55
  switch i32 %60, label %42 [
    i32 1, label %65
    i32 2, label %68
    i32 3, label %72
  ]

65:                                               ; preds = %64
  %66 = trunc i64 %3 to i8
  %67 = shl i8 %66, 3
  store i8 %67, ptr %0, align 1, !tbaa !6
  br label %76

68:                                               ; preds = %64
  %69 = trunc i64 %3 to i16
  %70 = shl i16 %69, 4
  %71 = or disjoint i16 %70, 4
  store i16 %71, ptr %0, align 1, !tbaa !9
  br label %76

72:                                               ; preds = %64
  %73 = trunc i64 %3 to i32
  %74 = shl i32 %73, 4
  %75 = or disjoint i32 %74, 12
  store i32 %75, ptr %0, align 1, !tbaa !11
  br label %76

76:                                               ; preds = %72, %68, %65
  %77 = getelementptr inbounds i8, ptr %0, i64 %61
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %77, ptr readonly align 1 %2, i64 %3, i1 false)
  br label %219

78:                                               ; preds = %45
  %79 = icmp ult i64 %18, %1
  br i1 %79, label %80, label %219

80:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #6
  store i32 %47, ptr %13, align 4, !tbaa !11
  %81 = icmp ne i32 %11, 0
  %82 = zext i1 %81 to i32
  %83 = icmp ult i32 %8, 4
  %84 = icmp ult i64 %3, 1025
  %85 = and i1 %84, %83
  %86 = select i1 %85, i32 4, i32 0
  %87 = icmp ugt i32 %8, 7
  %88 = select i1 %87, i32 2, i32 0
  %89 = icmp eq i32 %10, 0
  %90 = select i1 %89, i32 0, i32 8
  %91 = or disjoint i32 %86, %88
  %92 = or disjoint i32 %91, %90
  %93 = or disjoint i32 %92, %82
  %94 = icmp eq i64 %18, 3
  %95 = select i1 %50, i1 %94, i1 false
  %96 = or i1 %19, %95
  %97 = select i1 %96, ptr @HUF_compress1X_repeat, ptr @HUF_compress4X_repeat
  %98 = getelementptr inbounds i8, ptr %0, i64 %18
  %99 = sub i64 %1, %18
  %100 = call i64 %97(ptr noundef nonnull %98, i64 noundef %99, ptr noundef %2, i64 noundef %3, i32 noundef 255, i32 noundef 11, ptr noundef %4, i64 noundef %5, ptr noundef nonnull %7, ptr noundef nonnull %13, i32 noundef %93) #6, !callees !15
  %101 = load i32, ptr %13, align 4, !tbaa !11
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 2, i32 3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #6
  %104 = add i32 %8, -1
  %105 = select i1 %87, i32 %104, i32 6
  %106 = zext nneg i32 %105 to i64
  %107 = lshr i64 %3, %106
  %108 = add i64 %3, -2
  %109 = sub i64 %108, %107
  %110 = icmp ult i64 %100, %109
  %111 = add i64 %100, -1
  %112 = icmp ult i64 %111, -120
  %113 = select i1 %112, i1 %110, i1 false
  br i1 %113, label %137, label %114

114:                                              ; preds = %80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false)
  %115 = icmp ugt i64 %3, 31
  %116 = select i1 %115, i32 2, i32 1
  %117 = icmp ugt i64 %3, 4095
  %118 = zext i1 %117 to i32
  %119 = add nuw nsw i32 %116, %118
  %120 = zext nneg i32 %119 to i64
  %121 = add i64 %120, %3
  %122 = icmp ugt i64 %121, %1
  br i1 %122, label %219, label %123

123:                                              ; preds = %114
  switch i32 %119, label %42 [
    i32 1, label %124
    i32 2, label %127
    i32 3, label %131
  ]

124:                                              ; preds = %123
  %125 = trunc i64 %3 to i8
  %126 = shl i8 %125, 3
  store i8 %126, ptr %0, align 1, !tbaa !6
  br label %135

127:                                              ; preds = %123
  %128 = trunc i64 %3 to i16
  %129 = shl i16 %128, 4
  %130 = or disjoint i16 %129, 4
  store i16 %130, ptr %0, align 1, !tbaa !9
  br label %135

131:                                              ; preds = %123
  %132 = trunc i64 %3 to i32
  %133 = shl i32 %132, 4
  %134 = or disjoint i32 %133, 12
  store i32 %134, ptr %0, align 1, !tbaa !11
  br label %135

135:                                              ; preds = %131, %127, %124
  %136 = getelementptr inbounds i8, ptr %0, i64 %120
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %136, ptr readonly align 1 %2, i64 %3, i1 false)
  br label %219

137:                                              ; preds = %80
  %138 = icmp eq i64 %100, 1
  br i1 %138, label %139, label %180

139:                                              ; preds = %137
  %140 = icmp ugt i64 %3, 7
  br i1 %140, label %178, label %141

141:                                              ; preds = %139
  %142 = load i8, ptr %2, align 1, !tbaa !6
  %143 = icmp ugt i64 %3, 1
  br i1 %143, label %174, label %178

144:                                              ; preds = %174
  %145 = icmp eq i64 %3, 2
  br i1 %145, label %178, label %146, !llvm.loop !16

146:                                              ; preds = %144
  %147 = getelementptr inbounds i8, ptr %2, i64 2
  %148 = load i8, ptr %147, align 1, !tbaa !6
  %149 = icmp eq i8 %148, %142
  br i1 %149, label %150, label %180

150:                                              ; preds = %146
  %151 = icmp eq i64 %3, 3
  br i1 %151, label %178, label %152, !llvm.loop !16

152:                                              ; preds = %150
  %153 = getelementptr inbounds i8, ptr %2, i64 3
  %154 = load i8, ptr %153, align 1, !tbaa !6
  %155 = icmp eq i8 %154, %142
  br i1 %155, label %156, label %180

156:                                              ; preds = %152
  %157 = icmp eq i64 %3, 4
  br i1 %157, label %178, label %158, !llvm.loop !16

158:                                              ; preds = %156
  %159 = getelementptr inbounds i8, ptr %2, i64 4
  %160 = load i8, ptr %159, align 1, !tbaa !6
  %161 = icmp eq i8 %160, %142
  br i1 %161, label %162, label %180

162:                                              ; preds = %158
  %163 = icmp eq i64 %3, 5
  br i1 %163, label %178, label %164, !llvm.loop !16

164:                                              ; preds = %162
  %165 = getelementptr inbounds i8, ptr %2, i64 5
  %166 = load i8, ptr %165, align 1, !tbaa !6
  %167 = icmp eq i8 %166, %142
  br i1 %167, label %168, label %180

168:                                              ; preds = %164
  %169 = icmp eq i64 %3, 6
  br i1 %169, label %178, label %170, !llvm.loop !16

170:                                              ; preds = %168
  %171 = getelementptr inbounds i8, ptr %2, i64 6
  %172 = load i8, ptr %171, align 1, !tbaa !6
  %173 = icmp eq i8 %172, %142
  br i1 %173, label %178, label %180

174:                                              ; preds = %141
  %175 = getelementptr inbounds i8, ptr %2, i64 1
  %176 = load i8, ptr %175, align 1, !tbaa !6
  %177 = icmp eq i8 %176, %142
  br i1 %177, label %144, label %180

178:                                              ; preds = %144, %150, %156, %162, %168, %170, %141, %139
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %7, ptr noundef nonnull align 8 dereferenceable(2064) %6, i64 2064, i1 false)
  %179 = call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef %0, i64 poison, ptr noundef %2, i64 noundef %3)
  br label %219

180:                                              ; preds = %174, %146, %152, %158, %164, %170, %137
  br i1 %102, label %181, label %183

181:                                              ; preds = %180
  %182 = getelementptr inbounds i8, ptr %7, i64 2056
  store i32 1, ptr %182, align 8, !tbaa !13
  br label %183

183:                                              ; preds = %181, %180
  switch i64 %18, label %42 [
    i64 3, label %184
    i64 4, label %198
    i64 5, label %206
  ]

184:                                              ; preds = %183
  %185 = select i1 %96, i32 4, i32 0
  %186 = trunc i64 %3 to i32
  %187 = shl i32 %186, 4
  %188 = or disjoint i32 %185, %187
  %189 = or disjoint i32 %103, %188
  %190 = xor i32 %189, 4
  %191 = trunc i64 %100 to i32
  %192 = shl i32 %191, 14
  %193 = add i32 %190, %192
  %194 = trunc i32 %193 to i16
  store i16 %194, ptr %0, align 1, !tbaa !9
  %195 = lshr i32 %193, 16
  %196 = trunc i32 %195 to i8
  %197 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 %196, ptr %197, align 1, !tbaa !6
  br label %217

198:                                              ; preds = %183
  %199 = trunc i64 %3 to i32
  %200 = shl i32 %199, 4
  %201 = trunc i64 %100 to i32
  %202 = shl i32 %201, 18
  %203 = or disjoint i32 %200, 8
  %204 = add i32 %203, %202
  %205 = or disjoint i32 %204, %103
  store i32 %205, ptr %0, align 1, !tbaa !11
  br label %217

206:                                              ; preds = %183
  %207 = trunc i64 %3 to i32
  %208 = shl i32 %207, 4
  %209 = trunc i64 %100 to i32
  %210 = shl i32 %209, 22
  %211 = or disjoint i32 %208, 12
  %212 = add i32 %211, %210
  %213 = or disjoint i32 %212, %103
  store i32 %213, ptr %0, align 1, !tbaa !11
  %214 = lshr i64 %100, 10
  %215 = trunc i64 %214 to i8
  %216 = getelementptr inbounds i8, ptr %0, i64 4
  store i8 %215, ptr %216, align 1, !tbaa !6
  br label %217

217:                                              ; preds = %184, %198, %206
  %218 = add i64 %100, %18
  br label %219

219:                                              ; preds = %135, %114, %76, %55, %43, %21, %78, %217, %178
  %220 = phi i64 [ %179, %178 ], [ %218, %217 ], [ -70, %78 ], [ %28, %43 ], [ -70, %21 ], [ %62, %76 ], [ -70, %55 ], [ -70, %114 ], [ %121, %135 ]
  ret i64 %220
}

declare i64 @HUF_compress1X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare i64 @HUF_compress4X_repeat(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !12, i64 2056}
!14 = !{!"", !7, i64 0, !12, i64 2056}
!15 = !{ptr @HUF_compress1X_repeat, ptr @HUF_compress4X_repeat}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
