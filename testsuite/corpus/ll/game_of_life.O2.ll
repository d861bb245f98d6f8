; ModuleID = 'programs/game_of_life.c'
source_filename = "programs/game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 16
@b = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [26 x i8] c"gen %d pop=%d popbits=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"mismatch=%d\0A\00", align 1
@ng = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 16
@nb = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
  %3 = phi i32 [ 1, %0 ], [ %16, %5 ]
  br label %8

4:                                                ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) @g, i8 0, i64 192, i1 false)
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 1), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 66), align 2, !tbaa !5
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 130), align 2, !tbaa !5
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 129), align 1, !tbaa !5
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 128), align 16, !tbaa !5
  br label %23

5:                                                ; preds = %8
  %6 = add nuw nsw i64 %2, 1
  %7 = icmp eq i64 %6, 64
  br i1 %7, label %4, label %1, !llvm.loop !8

8:                                                ; preds = %1, %8
  %9 = phi i64 [ 0, %1 ], [ %21, %8 ]
  %10 = phi i32 [ %3, %1 ], [ %16, %8 ]
  %11 = shl i32 %10, 13
  %12 = xor i32 %11, %10
  %13 = lshr i32 %12, 17
  %14 = xor i32 %13, %12
  %15 = shl i32 %14, 5
  %16 = xor i32 %15, %14
  %17 = urem i32 %16, 3
  %18 = icmp eq i32 %17, 0
  %19 = zext i1 %18 to i8
  %20 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %2, i64 %9
  store i8 %19, ptr %20, align 1, !tbaa !5
  %21 = add nuw nsw i64 %9, 1
  %22 = icmp eq i64 %21, 64
  br i1 %22, label %5, label %8, !llvm.loop !10

23:                                               ; preds = %4, %26
  %24 = phi i64 [ 0, %4 ], [ %27, %26 ]
  %25 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %24
  store i64 0, ptr %25, align 8, !tbaa !11
  br label %29

26:                                               ; preds = %47
  %27 = add nuw nsw i64 %24, 1
  %28 = icmp eq i64 %27, 64
  br i1 %28, label %51, label %23, !llvm.loop !13

29:                                               ; preds = %47, %23
  %30 = phi i64 [ 0, %23 ], [ %48, %47 ]
  %31 = phi i64 [ 0, %23 ], [ %49, %47 ]
  %32 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %24, i64 %31
  %33 = load i8, ptr %32, align 2, !tbaa !5
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %29
  %36 = shl nuw i64 1, %31
  %37 = or i64 %30, %36
  store i64 %37, ptr %25, align 8, !tbaa !11
  br label %38

38:                                               ; preds = %29, %35
  %39 = phi i64 [ %30, %29 ], [ %37, %35 ]
  %40 = or disjoint i64 %31, 1
  %41 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %24, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !5
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %38
  %45 = shl nuw i64 2, %31
  %46 = or i64 %39, %45
  store i64 %46, ptr %25, align 8, !tbaa !11
  br label %47

47:                                               ; preds = %44, %38
  %48 = phi i64 [ %39, %38 ], [ %46, %44 ]
  %49 = add nuw nsw i64 %31, 2
  %50 = icmp eq i64 %49, 64
  br i1 %50, label %26, label %29, !llvm.loop !14

51:                                               ; preds = %26, %213
  %52 = phi i32 [ %214, %213 ], [ 1, %26 ]
  %53 = phi i32 [ %208, %213 ], [ 0, %26 ]
  br label %54

54:                                               ; preds = %51, %60
  %55 = phi i64 [ %58, %60 ], [ 0, %51 ]
  %56 = add nuw nsw i64 %55, 63
  %57 = and i64 %56, 63
  %58 = add nuw nsw i64 %55, 1
  %59 = and i64 %58, 63
  br label %62

60:                                               ; preds = %104
  %61 = icmp eq i64 %58, 64
  br i1 %61, label %109, label %54, !llvm.loop !15

62:                                               ; preds = %104, %54
  %63 = phi i64 [ 0, %54 ], [ %73, %104 ]
  %64 = add nuw nsw i64 %63, 63
  %65 = and i64 %64, 63
  %66 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i32
  %69 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %63
  %70 = load i8, ptr %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = add nuw nsw i32 %71, %68
  %73 = add nuw nsw i64 %63, 1
  %74 = and i64 %73, 63
  %75 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !5
  %77 = zext i8 %76 to i32
  %78 = add nuw nsw i32 %72, %77
  %79 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %65
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = zext i8 %80 to i32
  %82 = add nuw nsw i32 %78, %81
  %83 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %74
  %84 = load i8, ptr %83, align 1, !tbaa !5
  %85 = zext i8 %84 to i32
  %86 = add nuw nsw i32 %82, %85
  %87 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %65
  %88 = load i8, ptr %87, align 1, !tbaa !5
  %89 = zext i8 %88 to i32
  %90 = add nuw nsw i32 %86, %89
  %91 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %63
  %92 = load i8, ptr %91, align 1, !tbaa !5
  %93 = zext i8 %92 to i32
  %94 = add nuw nsw i32 %90, %93
  %95 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %74
  %96 = load i8, ptr %95, align 1, !tbaa !5
  %97 = zext i8 %96 to i32
  %98 = add nuw nsw i32 %94, %97
  switch i32 %98, label %103 [
    i32 3, label %104
    i32 2, label %99
  ]

99:                                               ; preds = %62
  %100 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %63
  %101 = load i8, ptr %100, align 1, !tbaa !5
  %102 = icmp ne i8 %101, 0
  br label %104

103:                                              ; preds = %62
  br label %104

104:                                              ; preds = %103, %99, %62
  %105 = phi i1 [ true, %62 ], [ %102, %99 ], [ false, %103 ]
  %106 = zext i1 %105 to i8
  %107 = getelementptr inbounds [64 x [64 x i8]], ptr @ng, i64 0, i64 %55, i64 %63
  store i8 %106, ptr %107, align 1, !tbaa !5
  %108 = icmp eq i64 %73, 64
  br i1 %108, label %60, label %62, !llvm.loop !16

109:                                              ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @g, ptr noundef nonnull align 16 dereferenceable(4096) @ng, i64 4096, i1 false)
  br label %110

110:                                              ; preds = %110, %109
  %111 = phi i64 [ 0, %109 ], [ %118, %110 ]
  %112 = add nuw nsw i64 %111, 63
  %113 = and i64 %112, 63
  %114 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8, !tbaa !11
  %116 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %111
  %117 = load i64, ptr %116, align 8, !tbaa !11
  %118 = add nuw nsw i64 %111, 1
  %119 = and i64 %118, 63
  %120 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %119
  %121 = load i64, ptr %120, align 8, !tbaa !11
  %122 = tail call i64 @llvm.fshl.i64(i64 %115, i64 %115, i64 1)
  %123 = tail call i64 @llvm.fshl.i64(i64 %115, i64 %115, i64 63)
  %124 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 1)
  %125 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 63)
  %126 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 1)
  %127 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 63)
  %128 = and i64 %123, %122
  %129 = xor i64 %123, %122
  %130 = and i64 %129, %115
  %131 = xor i64 %129, %115
  %132 = xor i64 %130, %128
  %133 = and i64 %131, %124
  %134 = xor i64 %131, %124
  %135 = and i64 %133, %128
  %136 = xor i64 %133, %132
  %137 = and i64 %134, %125
  %138 = xor i64 %134, %125
  %139 = and i64 %137, %132
  %140 = xor i64 %137, %136
  %141 = or i64 %139, %135
  %142 = and i64 %138, %126
  %143 = xor i64 %138, %126
  %144 = and i64 %142, %136
  %145 = xor i64 %142, %140
  %146 = or i64 %141, %144
  %147 = and i64 %143, %127
  %148 = xor i64 %143, %127
  %149 = and i64 %147, %140
  %150 = xor i64 %147, %145
  %151 = or i64 %146, %149
  %152 = and i64 %148, %121
  %153 = xor i64 %148, %121
  %154 = and i64 %152, %145
  %155 = xor i64 %152, %150
  %156 = or i64 %151, %154
  %157 = xor i64 %156, -1
  %158 = and i64 %153, %157
  %159 = and i64 %158, %150
  %160 = or i64 %156, %153
  %161 = xor i64 %160, -1
  %162 = and i64 %155, %161
  %163 = and i64 %162, %117
  %164 = or i64 %163, %159
  %165 = getelementptr inbounds [64 x i64], ptr @nb, i64 0, i64 %111
  store i64 %164, ptr %165, align 8, !tbaa !11
  %166 = icmp eq i64 %118, 64
  br i1 %166, label %167, label %110, !llvm.loop !17

167:                                              ; preds = %110
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @b, ptr noundef nonnull align 16 dereferenceable(512) @nb, i64 512, i1 false)
  br label %171

168:                                              ; preds = %180
  %169 = urem i32 %52, 25
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %211, label %213

171:                                              ; preds = %167, %180
  %172 = phi i64 [ 0, %167 ], [ %182, %180 ]
  %173 = phi i32 [ 0, %167 ], [ %181, %180 ]
  %174 = phi i32 [ 0, %167 ], [ %202, %180 ]
  %175 = phi i32 [ %53, %167 ], [ %208, %180 ]
  %176 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %172
  %177 = load i64, ptr %176, align 8, !tbaa !11
  %178 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %177)
  %179 = trunc nuw nsw i64 %178 to i32
  br label %184

180:                                              ; preds = %184
  %181 = add nuw nsw i32 %173, %179
  %182 = add nuw nsw i64 %172, 1
  %183 = icmp eq i64 %182, 64
  br i1 %183, label %168, label %171, !llvm.loop !19

184:                                              ; preds = %184, %171
  %185 = phi i64 [ 0, %171 ], [ %209, %184 ]
  %186 = phi i32 [ %174, %171 ], [ %202, %184 ]
  %187 = phi i32 [ %175, %171 ], [ %208, %184 ]
  %188 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %172, i64 %185
  %189 = load i8, ptr %188, align 2, !tbaa !5
  %190 = zext i8 %189 to i32
  %191 = add nsw i32 %186, %190
  %192 = zext i8 %189 to i64
  %193 = lshr i64 %177, %185
  %194 = and i64 %193, 1
  %195 = icmp ne i64 %194, %192
  %196 = zext i1 %195 to i32
  %197 = add nsw i32 %187, %196
  %198 = or disjoint i64 %185, 1
  %199 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %172, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !5
  %201 = zext i8 %200 to i32
  %202 = add nsw i32 %191, %201
  %203 = zext i8 %200 to i64
  %204 = lshr i64 %177, %198
  %205 = and i64 %204, 1
  %206 = icmp ne i64 %205, %203
  %207 = zext i1 %206 to i32
  %208 = add nsw i32 %197, %207
  %209 = add nuw nsw i64 %185, 2
  %210 = icmp eq i64 %209, 64
  br i1 %210, label %180, label %184, !llvm.loop !20

211:                                              ; preds = %168
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52, i32 noundef %202, i32 noundef %181)
  br label %213

213:                                              ; preds = %211, %168
  %214 = add nuw nsw i32 %52, 1
  %215 = icmp eq i32 %214, 151
  br i1 %215, label %216, label %51, !llvm.loop !21

216:                                              ; preds = %213, %222
  %217 = phi i64 [ %225, %222 ], [ 0, %213 ]
  br label %227

218:                                              ; preds = %222
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %208)
  %220 = icmp ne i32 %208, 0
  %221 = zext i1 %220 to i32
  ret i32 %221

222:                                              ; preds = %227
  %223 = load ptr, ptr @stdout, align 8, !tbaa !22
  %224 = tail call i32 @putc(i32 noundef 10, ptr noundef %223)
  %225 = add nuw nsw i64 %217, 1
  %226 = icmp eq i64 %225, 16
  br i1 %226, label %218, label %216, !llvm.loop !24

227:                                              ; preds = %216, %227
  %228 = phi i64 [ 0, %216 ], [ %235, %227 ]
  %229 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %217, i64 %228
  %230 = load i8, ptr %229, align 1, !tbaa !5
  %231 = icmp eq i8 %230, 0
  %232 = select i1 %231, i32 46, i32 35
  %233 = load ptr, ptr @stdout, align 8, !tbaa !22
  %234 = tail call i32 @putc(i32 noundef %232, ptr noundef %233)
  %235 = add nuw nsw i64 %228, 1
  %236 = icmp eq i64 %235, 48
  br i1 %236, label %222, label %227, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !6, i64 0}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !6, i64 0}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
