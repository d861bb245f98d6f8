; ModuleID = 'programs/saturating_arith.c'
source_filename = "programs/saturating_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 46340, i32 46341, i32 -46341, i32 65536, i32 2147483647, i32 -2147483648, i32 123456], align 4
@.str = private unnamed_addr constant [16 x i8] c"umul %llu %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"sadd8(100,100)=%d sadd8(-100,-100)=%d uadd16=%u usub16=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %15, %5 ]
  %3 = phi i32 [ -128, %0 ], [ %6, %5 ]
  %4 = trunc i32 %3 to i8
  br label %8

5:                                                ; preds = %8
  %6 = add nsw i32 %3, 1
  %7 = icmp eq i32 %6, 128
  br i1 %7, label %18, label %1, !llvm.loop !6

8:                                                ; preds = %1, %8
  %9 = phi i64 [ %2, %1 ], [ %15, %8 ]
  %10 = phi i32 [ -128, %1 ], [ %16, %8 ]
  %11 = trunc i32 %10 to i8
  %12 = tail call noundef i8 @llvm.sadd.sat.i8(i8 %4, i8 %11)
  %13 = mul i64 %9, 3
  %14 = zext i8 %12 to i64
  %15 = add i64 %13, %14
  %16 = add nsw i32 %10, 1
  %17 = icmp eq i32 %16, 128
  br i1 %17, label %5, label %8, !llvm.loop !8

18:                                               ; preds = %5, %73
  %19 = phi i32 [ %75, %73 ], [ 0, %5 ]
  %20 = phi i64 [ %77, %73 ], [ %15, %5 ]
  %21 = phi i32 [ %78, %73 ], [ 0, %5 ]
  %22 = trunc nuw i32 %21 to i16
  %23 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %19, i64 0
  %24 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %20, i64 0
  %25 = insertelement <4 x i16> poison, i16 %22, i64 0
  %26 = shufflevector <4 x i16> %25, <4 x i16> poison, <4 x i32> zeroinitializer
  %27 = insertelement <4 x i32> poison, i32 %21, i64 0
  %28 = shufflevector <4 x i32> %27, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %29

29:                                               ; preds = %29, %18
  %30 = phi i32 [ 0, %18 ], [ %69, %29 ]
  %31 = phi <4 x i32> [ %23, %18 ], [ %60, %29 ]
  %32 = phi <4 x i32> [ zeroinitializer, %18 ], [ %62, %29 ]
  %33 = phi <4 x i64> [ %24, %18 ], [ %67, %29 ]
  %34 = phi <4 x i64> [ zeroinitializer, %18 ], [ %68, %29 ]
  %35 = phi <4 x i32> [ <i32 0, i32 241, i32 482, i32 723>, %18 ], [ %70, %29 ]
  %36 = phi <4 x i16> [ <i16 0, i16 241, i16 482, i16 723>, %18 ], [ %71, %29 ]
  %37 = add <4 x i32> %35, <i32 964, i32 964, i32 964, i32 964>
  %38 = add <4 x i16> %36, <i16 964, i16 964, i16 964, i16 964>
  %39 = tail call <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16> %26, <4 x i16> %36)
  %40 = tail call <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16> %26, <4 x i16> %38)
  %41 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %26, <4 x i16> %36)
  %42 = tail call <4 x i16> @llvm.usub.sat.v4i16(<4 x i16> %26, <4 x i16> %38)
  %43 = zext <4 x i16> %39 to <4 x i32>
  %44 = zext <4 x i16> %40 to <4 x i32>
  %45 = add nuw nsw <4 x i32> %35, %28
  %46 = add nuw nsw <4 x i32> %37, %28
  %47 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %45, <4 x i32> <i32 65535, i32 65535, i32 65535, i32 65535>)
  %48 = tail call <4 x i32> @llvm.umin.v4i32(<4 x i32> %46, <4 x i32> <i32 65535, i32 65535, i32 65535, i32 65535>)
  %49 = icmp ne <4 x i32> %47, %43
  %50 = icmp ne <4 x i32> %48, %44
  %51 = zext <4 x i16> %41 to <4 x i32>
  %52 = zext <4 x i16> %42 to <4 x i32>
  %53 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %28, <4 x i32> %35)
  %54 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %28, <4 x i32> %37)
  %55 = icmp ne <4 x i32> %53, %51
  %56 = icmp ne <4 x i32> %54, %52
  %57 = select <4 x i1> %49, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %55
  %58 = select <4 x i1> %50, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %56
  %59 = zext <4 x i1> %57 to <4 x i32>
  %60 = add <4 x i32> %31, %59
  %61 = zext <4 x i1> %58 to <4 x i32>
  %62 = add <4 x i32> %32, %61
  %63 = xor <4 x i16> %39, %41
  %64 = xor <4 x i16> %40, %42
  %65 = zext <4 x i16> %63 to <4 x i64>
  %66 = zext <4 x i16> %64 to <4 x i64>
  %67 = add <4 x i64> %33, %65
  %68 = add <4 x i64> %34, %66
  %69 = add nuw i32 %30, 8
  %70 = add <4 x i32> %35, <i32 1928, i32 1928, i32 1928, i32 1928>
  %71 = add <4 x i16> %36, <i16 1928, i16 1928, i16 1928, i16 1928>
  %72 = icmp eq i32 %69, 272
  br i1 %72, label %73, label %29, !llvm.loop !9

73:                                               ; preds = %29
  %74 = add <4 x i32> %62, %60
  %75 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %74)
  %76 = add <4 x i64> %68, %67
  %77 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %76)
  %78 = add nuw nsw i32 %21, 251
  %79 = icmp ult i32 %21, 65285
  br i1 %79, label %18, label %80, !llvm.loop !12

80:                                               ; preds = %73, %80
  %81 = phi i64 [ %229, %80 ], [ 0, %73 ]
  %82 = phi i32 [ %225, %80 ], [ %75, %73 ]
  %83 = phi i64 [ %228, %80 ], [ %77, %73 ]
  %84 = getelementptr inbounds [10 x i32], ptr @__const.main.v32, i64 0, i64 %81
  %85 = load i32, ptr %84, align 4, !tbaa !13
  %86 = sext i32 %85 to i64
  %87 = mul i64 %83, 25
  %88 = zext i32 %85 to i64
  %89 = add i64 %87, %88
  %90 = icmp eq i64 %81, 8
  %91 = lshr i64 292, %81
  %92 = and i64 %91, 1
  %93 = icmp eq i64 %92, 0
  %94 = select i1 %93, i32 -2147483648, i32 2147483647
  %95 = sub i32 0, %85
  %96 = select i1 %90, i32 %94, i32 %95
  %97 = tail call i32 @llvm.ssub.sat.i32(i32 0, i32 %85)
  %98 = icmp ne i32 %96, %97
  %99 = zext i1 %98 to i32
  %100 = add nsw i32 %82, %99
  %101 = mul i64 %89, 5
  %102 = zext i32 %96 to i64
  %103 = add i64 %101, %102
  %104 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %85, i32 46340)
  %105 = extractvalue { i32, i1 } %104, 1
  %106 = lshr i64 731, %81
  %107 = and i64 %106, 1
  %108 = icmp eq i64 %107, 0
  %109 = select i1 %108, i32 -2147483648, i32 2147483647
  %110 = extractvalue { i32, i1 } %104, 0
  %111 = select i1 %105, i32 %109, i32 %110
  %112 = mul nsw i64 %86, 46340
  %113 = tail call i64 @llvm.smax.i64(i64 %112, i64 -2147483648)
  %114 = tail call i64 @llvm.smin.i64(i64 %113, i64 2147483647)
  %115 = trunc nsw i64 %114 to i32
  %116 = icmp ne i32 %111, %115
  %117 = zext i1 %116 to i32
  %118 = add nsw i32 %100, %117
  %119 = mul i64 %103, 5
  %120 = zext i32 %111 to i64
  %121 = add i64 %119, %120
  %122 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %85, i32 46341)
  %123 = extractvalue { i32, i1 } %122, 1
  %124 = lshr i64 731, %81
  %125 = and i64 %124, 1
  %126 = icmp eq i64 %125, 0
  %127 = select i1 %126, i32 -2147483648, i32 2147483647
  %128 = extractvalue { i32, i1 } %122, 0
  %129 = select i1 %123, i32 %127, i32 %128
  %130 = mul nsw i64 %86, 46341
  %131 = tail call i64 @llvm.smax.i64(i64 %130, i64 -2147483648)
  %132 = tail call i64 @llvm.smin.i64(i64 %131, i64 2147483647)
  %133 = trunc nsw i64 %132 to i32
  %134 = icmp ne i32 %129, %133
  %135 = zext i1 %134 to i32
  %136 = add nsw i32 %118, %135
  %137 = mul i64 %121, 5
  %138 = zext i32 %129 to i64
  %139 = add i64 %137, %138
  %140 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %85, i32 -46341)
  %141 = extractvalue { i32, i1 } %140, 1
  %142 = lshr i64 292, %81
  %143 = and i64 %142, 1
  %144 = icmp eq i64 %143, 0
  %145 = select i1 %144, i32 -2147483648, i32 2147483647
  %146 = extractvalue { i32, i1 } %140, 0
  %147 = select i1 %141, i32 %145, i32 %146
  %148 = mul nsw i64 %86, -46341
  %149 = tail call i64 @llvm.smax.i64(i64 %148, i64 -2147483648)
  %150 = tail call i64 @llvm.smin.i64(i64 %149, i64 2147483647)
  %151 = trunc nsw i64 %150 to i32
  %152 = icmp ne i32 %147, %151
  %153 = zext i1 %152 to i32
  %154 = add nsw i32 %136, %153
  %155 = mul i64 %139, 5
  %156 = zext i32 %147 to i64
  %157 = add i64 %155, %156
  %158 = add i32 %85, -32768
  %159 = icmp ult i32 %158, -65536
  %160 = lshr i64 731, %81
  %161 = and i64 %160, 1
  %162 = icmp eq i64 %161, 0
  %163 = select i1 %162, i32 -2147483648, i32 2147483647
  %164 = shl i32 %85, 16
  %165 = select i1 %159, i32 %163, i32 %164
  %166 = shl nsw i64 %86, 16
  %167 = tail call i64 @llvm.smax.i64(i64 %166, i64 -2147483648)
  %168 = tail call i64 @llvm.smin.i64(i64 %167, i64 2147483647)
  %169 = trunc nsw i64 %168 to i32
  %170 = icmp ne i32 %165, %169
  %171 = zext i1 %170 to i32
  %172 = add nsw i32 %154, %171
  %173 = mul i64 %157, 5
  %174 = zext i32 %165 to i64
  %175 = add i64 %173, %174
  %176 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %85, i32 2147483647)
  %177 = extractvalue { i32, i1 } %176, 1
  %178 = lshr i64 731, %81
  %179 = and i64 %178, 1
  %180 = icmp eq i64 %179, 0
  %181 = select i1 %180, i32 -2147483648, i32 2147483647
  %182 = extractvalue { i32, i1 } %176, 0
  %183 = select i1 %177, i32 %181, i32 %182
  %184 = mul nsw i64 %86, 2147483647
  %185 = tail call i64 @llvm.smax.i64(i64 %184, i64 -2147483648)
  %186 = tail call i64 @llvm.smin.i64(i64 %185, i64 2147483647)
  %187 = trunc nsw i64 %186 to i32
  %188 = icmp ne i32 %183, %187
  %189 = zext i1 %188 to i32
  %190 = add nsw i32 %172, %189
  %191 = mul i64 %175, 5
  %192 = zext i32 %183 to i64
  %193 = add i64 %191, %192
  %194 = icmp ugt i64 %81, 1
  %195 = lshr i64 292, %81
  %196 = and i64 %195, 1
  %197 = icmp eq i64 %196, 0
  %198 = select i1 %197, i32 -2147483648, i32 2147483647
  %199 = shl i32 %85, 31
  %200 = select i1 %194, i32 %198, i32 %199
  %201 = mul nsw i64 %86, -2147483648
  %202 = tail call i64 @llvm.smax.i64(i64 %201, i64 -2147483648)
  %203 = tail call i64 @llvm.smin.i64(i64 %202, i64 2147483647)
  %204 = trunc nsw i64 %203 to i32
  %205 = icmp ne i32 %200, %204
  %206 = zext i1 %205 to i32
  %207 = add nsw i32 %190, %206
  %208 = mul i64 %193, 5
  %209 = zext i32 %200 to i64
  %210 = add i64 %208, %209
  %211 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %85, i32 123456)
  %212 = extractvalue { i32, i1 } %211, 1
  %213 = lshr i64 731, %81
  %214 = and i64 %213, 1
  %215 = icmp eq i64 %214, 0
  %216 = select i1 %215, i32 -2147483648, i32 2147483647
  %217 = extractvalue { i32, i1 } %211, 0
  %218 = select i1 %212, i32 %216, i32 %217
  %219 = mul nsw i64 %86, 123456
  %220 = tail call i64 @llvm.smax.i64(i64 %219, i64 -2147483648)
  %221 = tail call i64 @llvm.smin.i64(i64 %220, i64 2147483647)
  %222 = trunc nsw i64 %221 to i32
  %223 = icmp ne i32 %218, %222
  %224 = zext i1 %223 to i32
  %225 = add nsw i32 %207, %224
  %226 = mul i64 %210, 5
  %227 = zext i32 %218 to i64
  %228 = add i64 %226, %227
  %229 = add nuw nsw i64 %81, 1
  %230 = icmp eq i64 %229, 10
  br i1 %230, label %231, label %80, !llvm.loop !17

231:                                              ; preds = %80
  %232 = xor i64 %228, -9223372036854775807
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i64 noundef -1)
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 127, i32 noundef -128, i32 noundef 65535, i32 noundef 0)
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %225, i64 noundef %232)
  ret i32 %225
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.uadd.sat.v4i16(<4 x i16>, <4 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.usub.sat.v4i16(<4 x i16>, <4 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = distinct !{!17, !7}
