; ModuleID = 'programs/floyd_warshall_paths.c'
source_filename = "programs/floyd_warshall_paths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@d = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 4
@nxt = internal unnamed_addr global [120 x [120 x i32]] zeroinitializer, align 4
@reach = internal unnamed_addr global [120 x [2 x i64]] zeroinitializer, align 8
@.str = private unnamed_addr constant [93 x i8] c"negative edges=%d reachable pairs=%d total=%ld diameter(unshifted)=%d %d->%d closure_bad=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"path:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [120 x i32], align 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(57600) @nxt, i8 -1, i64 57600, i1 false), !tbaa !6
  br label %2

2:                                                ; preds = %20, %0
  %3 = phi i64 [ 0, %0 ], [ %21, %20 ]
  %4 = insertelement <4 x i64> poison, i64 %3, i64 0
  %5 = shufflevector <4 x i64> %4, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi i64 [ 0, %2 ], [ %16, %6 ]
  %8 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %2 ], [ %17, %6 ]
  %9 = add <4 x i64> %8, <i64 4, i64 4, i64 4, i64 4>
  %10 = icmp eq <4 x i64> %5, %8
  %11 = icmp eq <4 x i64> %5, %9
  %12 = select <4 x i1> %10, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  %13 = select <4 x i1> %11, <4 x i32> zeroinitializer, <4 x i32> <i32 536870912, i32 536870912, i32 536870912, i32 536870912>
  %14 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %3, i64 %7
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %12, ptr %14, align 4, !tbaa !6
  store <4 x i32> %13, ptr %15, align 4, !tbaa !6
  %16 = add nuw i64 %7, 8
  %17 = add <4 x i64> %8, <i64 8, i64 8, i64 8, i64 8>
  %18 = icmp eq i64 %16, 120
  br i1 %18, label %20, label %6, !llvm.loop !10

19:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 480, ptr nonnull %1) #5
  br label %23

20:                                               ; preds = %6
  %21 = add nuw nsw i64 %3, 1
  %22 = icmp eq i64 %21, 120
  br i1 %22, label %19, label %2, !llvm.loop !14

23:                                               ; preds = %19, %23
  %24 = phi i64 [ 0, %19 ], [ %31, %23 ]
  %25 = phi i32 [ 31, %19 ], [ %27, %23 ]
  %26 = mul i32 %25, 1103515245
  %27 = add i32 %26, 12345
  %28 = lshr i32 %27, 8
  %29 = urem i32 %28, 50
  %30 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %24
  store i32 %29, ptr %30, align 4, !tbaa !6
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, 120
  br i1 %32, label %33, label %23, !llvm.loop !15

33:                                               ; preds = %23, %70
  %34 = phi i32 [ %41, %70 ], [ %27, %23 ]
  %35 = phi i32 [ %71, %70 ], [ 0, %23 ]
  %36 = mul i32 %34, 1103515245
  %37 = add i32 %36, 12345
  %38 = lshr i32 %37, 8
  %39 = urem i32 %38, 120
  %40 = mul i32 %37, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 8
  %43 = urem i32 %42, 120
  %44 = icmp eq i32 %39, %43
  br i1 %44, label %70, label %45

45:                                               ; preds = %33
  %46 = urem i32 %41, 20
  %47 = add nuw nsw i32 %46, 1
  %48 = zext nneg i32 %43 to i64
  %49 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = add nsw i32 %47, %50
  %52 = zext nneg i32 %39 to i64
  %53 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = sub i32 %51, %54
  %56 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %52, i64 %48
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = icmp slt i32 %55, %57
  br i1 %58, label %59, label %61

59:                                               ; preds = %45
  store i32 %55, ptr %56, align 4, !tbaa !6
  %60 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %52, i64 %48
  store i32 %43, ptr %60, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %59, %45
  %62 = and i32 %43, 63
  %63 = zext nneg i32 %62 to i64
  %64 = shl nuw i64 1, %63
  %65 = lshr i32 %43, 6
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %52, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !16
  %69 = or i64 %68, %64
  store i64 %69, ptr %67, align 8, !tbaa !16
  br label %70

70:                                               ; preds = %33, %61
  %71 = add nuw nsw i32 %35, 1
  %72 = icmp eq i32 %71, 700
  br i1 %72, label %73, label %33, !llvm.loop !18

73:                                               ; preds = %70, %93
  %74 = phi i64 [ %96, %93 ], [ 0, %70 ]
  %75 = phi i32 [ %95, %93 ], [ 0, %70 ]
  %76 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %75, i64 0
  br label %77

77:                                               ; preds = %77, %73
  %78 = phi i64 [ 0, %73 ], [ %91, %77 ]
  %79 = phi <4 x i32> [ %76, %73 ], [ %89, %77 ]
  %80 = phi <4 x i32> [ zeroinitializer, %73 ], [ %90, %77 ]
  %81 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %74, i64 %78
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <4 x i32>, ptr %81, align 4, !tbaa !6
  %84 = load <4 x i32>, ptr %82, align 4, !tbaa !6
  %85 = icmp ugt <4 x i32> %83, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %86 = icmp ugt <4 x i32> %84, <i32 -536870912, i32 -536870912, i32 -536870912, i32 -536870912>
  %87 = zext <4 x i1> %85 to <4 x i32>
  %88 = zext <4 x i1> %86 to <4 x i32>
  %89 = add <4 x i32> %79, %87
  %90 = add <4 x i32> %80, %88
  %91 = add nuw i64 %78, 8
  %92 = icmp eq i64 %91, 120
  br i1 %92, label %93, label %77, !llvm.loop !19

93:                                               ; preds = %77
  %94 = add <4 x i32> %90, %89
  %95 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94)
  %96 = add nuw nsw i64 %74, 1
  %97 = icmp eq i64 %96, 120
  br i1 %97, label %98, label %73, !llvm.loop !20

98:                                               ; preds = %93, %100
  %99 = phi i64 [ %101, %100 ], [ 0, %93 ]
  br label %103

100:                                              ; preds = %127
  %101 = add nuw nsw i64 %99, 1
  %102 = icmp eq i64 %101, 120
  br i1 %102, label %130, label %98, !llvm.loop !21

103:                                              ; preds = %98, %127
  %104 = phi i64 [ 0, %98 ], [ %128, %127 ]
  %105 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %104, i64 %99
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = icmp slt i32 %106, 536870912
  br i1 %107, label %108, label %127

108:                                              ; preds = %103
  %109 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %104, i64 %99
  br label %110

110:                                              ; preds = %108, %124
  %111 = phi i64 [ 0, %108 ], [ %125, %124 ]
  %112 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %99, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = icmp slt i32 %113, 536870912
  br i1 %114, label %115, label %124

115:                                              ; preds = %110
  %116 = load i32, ptr %105, align 4, !tbaa !6
  %117 = add nsw i32 %116, %113
  %118 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %104, i64 %111
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = icmp slt i32 %117, %119
  br i1 %120, label %121, label %124

121:                                              ; preds = %115
  store i32 %117, ptr %118, align 4, !tbaa !6
  %122 = load i32, ptr %109, align 4, !tbaa !6
  %123 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %104, i64 %111
  store i32 %122, ptr %123, align 4, !tbaa !6
  br label %124

124:                                              ; preds = %110, %115, %121
  %125 = add nuw nsw i64 %111, 1
  %126 = icmp eq i64 %125, 120
  br i1 %126, label %127, label %110, !llvm.loop !22

127:                                              ; preds = %124, %103
  %128 = add nuw nsw i64 %104, 1
  %129 = icmp eq i64 %128, 120
  br i1 %129, label %100, label %103, !llvm.loop !23

130:                                              ; preds = %100, %137
  %131 = phi i64 [ %138, %137 ], [ 0, %100 ]
  %132 = lshr i64 %131, 6
  %133 = and i64 %132, 67108863
  %134 = and i64 %131, 63
  %135 = shl nuw i64 1, %134
  %136 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %131
  br label %140

137:                                              ; preds = %151
  %138 = add nuw nsw i64 %131, 1
  %139 = icmp eq i64 %138, 120
  br i1 %139, label %154, label %130, !llvm.loop !24

140:                                              ; preds = %130, %151
  %141 = phi i64 [ 0, %130 ], [ %152, %151 ]
  %142 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %141, i64 %133
  %143 = load i64, ptr %142, align 8, !tbaa !16
  %144 = and i64 %143, %135
  %145 = icmp eq i64 %144, 0
  br i1 %145, label %151, label %146

146:                                              ; preds = %140
  %147 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %141
  %148 = load <2 x i64>, ptr %136, align 8, !tbaa !16
  %149 = load <2 x i64>, ptr %147, align 8, !tbaa !16
  %150 = or <2 x i64> %149, %148
  store <2 x i64> %150, ptr %147, align 8, !tbaa !16
  br label %151

151:                                              ; preds = %140, %146
  %152 = add nuw nsw i64 %141, 1
  %153 = icmp eq i64 %152, 120
  br i1 %153, label %137, label %140, !llvm.loop !25

154:                                              ; preds = %137, %172
  %155 = phi i64 [ %173, %172 ], [ 0, %137 ]
  %156 = phi i32 [ %218, %172 ], [ 0, %137 ]
  %157 = phi i32 [ %217, %172 ], [ 0, %137 ]
  %158 = phi i32 [ %216, %172 ], [ 0, %137 ]
  %159 = phi i32 [ %215, %172 ], [ 0, %137 ]
  %160 = phi i32 [ %214, %172 ], [ 0, %137 ]
  %161 = phi i64 [ %213, %172 ], [ 0, %137 ]
  %162 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %155
  %163 = trunc nuw nsw i64 %155 to i32
  br label %175

164:                                              ; preds = %172
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %95, i32 noundef %214, i64 noundef %213, i32 noundef %215, i32 noundef %216, i32 noundef %217, i32 noundef %218)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %167 = icmp ne i32 %216, -1
  %168 = icmp ne i32 %216, %217
  %169 = select i1 %167, i1 %168, i1 false
  br i1 %169, label %170, label %221

170:                                              ; preds = %164
  %171 = sext i32 %217 to i64
  br label %226

172:                                              ; preds = %212
  %173 = add nuw nsw i64 %155, 1
  %174 = icmp eq i64 %173, 120
  br i1 %174, label %164, label %154, !llvm.loop !26

175:                                              ; preds = %154, %212
  %176 = phi i64 [ 0, %154 ], [ %219, %212 ]
  %177 = phi i32 [ %156, %154 ], [ %218, %212 ]
  %178 = phi i32 [ %157, %154 ], [ %217, %212 ]
  %179 = phi i32 [ %158, %154 ], [ %216, %212 ]
  %180 = phi i32 [ %159, %154 ], [ %215, %212 ]
  %181 = phi i32 [ %160, %154 ], [ %214, %212 ]
  %182 = phi i64 [ %161, %154 ], [ %213, %212 ]
  %183 = icmp eq i64 %155, %176
  br i1 %183, label %212, label %184

184:                                              ; preds = %175
  %185 = lshr i64 %176, 6
  %186 = and i64 %185, 67108863
  %187 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %155, i64 %186
  %188 = load i64, ptr %187, align 8, !tbaa !16
  %189 = and i64 %176, 63
  %190 = lshr i64 %188, %189
  %191 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %155, i64 %176
  %192 = load i32, ptr %191, align 4, !tbaa !6
  %193 = trunc i64 %190 to i1
  %194 = icmp slt i32 %192, 536870912
  %195 = xor i1 %194, %193
  %196 = zext i1 %195 to i32
  %197 = add nsw i32 %177, %196
  br i1 %194, label %198, label %212

198:                                              ; preds = %184
  %199 = trunc nuw nsw i64 %176 to i32
  %200 = add nsw i32 %181, 1
  %201 = sext i32 %192 to i64
  %202 = add nsw i64 %182, %201
  %203 = getelementptr inbounds [120 x i32], ptr %1, i64 0, i64 %176
  %204 = load i32, ptr %203, align 4, !tbaa !6
  %205 = sub nsw i32 %192, %204
  %206 = load i32, ptr %162, align 4, !tbaa !6
  %207 = add nsw i32 %205, %206
  %208 = icmp sgt i32 %207, %180
  %209 = tail call i32 @llvm.smax.i32(i32 %207, i32 %180)
  %210 = select i1 %208, i32 %163, i32 %179
  %211 = select i1 %208, i32 %199, i32 %178
  br label %212

212:                                              ; preds = %184, %198, %175
  %213 = phi i64 [ %182, %175 ], [ %202, %198 ], [ %182, %184 ]
  %214 = phi i32 [ %181, %175 ], [ %200, %198 ], [ %181, %184 ]
  %215 = phi i32 [ %180, %175 ], [ %209, %198 ], [ %180, %184 ]
  %216 = phi i32 [ %179, %175 ], [ %210, %198 ], [ %179, %184 ]
  %217 = phi i32 [ %178, %175 ], [ %211, %198 ], [ %178, %184 ]
  %218 = phi i32 [ %177, %175 ], [ %197, %198 ], [ %197, %184 ]
  %219 = add nuw nsw i64 %176, 1
  %220 = icmp eq i64 %219, 120
  br i1 %220, label %172, label %175, !llvm.loop !27

221:                                              ; preds = %226, %164
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %217)
  %223 = icmp eq i32 %218, 0
  %224 = and i32 %215, 127
  %225 = select i1 %223, i32 %224, i32 100
  call void @llvm.lifetime.end.p0(i64 480, ptr nonnull %1) #5
  ret i32 %225

226:                                              ; preds = %170, %226
  %227 = phi i32 [ %216, %170 ], [ %231, %226 ]
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %227)
  %229 = sext i32 %227 to i64
  %230 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %229, i64 %171
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = icmp ne i32 %231, -1
  %233 = icmp ne i32 %231, %217
  %234 = select i1 %232, i1 %233, i1 false
  br i1 %234, label %226, label %221, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !12, !13}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
