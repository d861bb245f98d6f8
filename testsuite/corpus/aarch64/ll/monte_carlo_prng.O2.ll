; ModuleID = 'programs/monte_carlo_prng.c'
source_filename = "programs/monte_carlo_prng.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"pi ~ %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"walk end=%ld max=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"chi2=%.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"first pcg %08x %08x xs %016llx\0A\00", align 1
@s0 = internal unnamed_addr global i64 1, align 8
@s1 = internal unnamed_addr global i64 2, align 8
@lcg = internal unnamed_addr global i32 42, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x i32], align 4
  %2 = alloca [16 x i32], align 16
  %3 = load i64, ptr @pcg_state, align 8, !tbaa !6
  br label %11

4:                                                ; preds = %11
  store i64 %28, ptr @pcg_state, align 8, !tbaa !6
  %5 = uitofp nneg i64 %43 to double
  %6 = fmul double %5, 4.000000e+00
  %7 = fdiv double %6, 2.000000e+05
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7)
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %1, i8 0, i64 52, i1 false)
  %9 = load i64, ptr @s0, align 8, !tbaa !6
  %10 = load i64, ptr @s1, align 8, !tbaa !6
  br label %82

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %43, %11 ]
  %13 = phi i64 [ 0, %0 ], [ %44, %11 ]
  %14 = phi i64 [ %3, %0 ], [ %28, %11 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, -2720673578348880933
  %17 = lshr i64 %14, 45
  %18 = lshr i64 %14, 27
  %19 = xor i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = lshr i64 %14, 59
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = tail call i32 @llvm.fshr.i32(i32 %20, i32 %20, i32 %22)
  %24 = lshr i32 %23, 8
  %25 = uitofp nneg i32 %24 to double
  %26 = fmul double %25, 0x3E70000000000000
  %27 = mul i64 %16, 6364136223846793005
  %28 = add i64 %27, -2720673578348880933
  %29 = lshr i64 %16, 45
  %30 = lshr i64 %16, 27
  %31 = xor i64 %29, %30
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %16, 59
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = tail call i32 @llvm.fshr.i32(i32 %32, i32 %32, i32 %34)
  %36 = lshr i32 %35, 8
  %37 = uitofp nneg i32 %36 to double
  %38 = fmul double %37, 0x3E70000000000000
  %39 = fmul double %38, %38
  %40 = tail call double @llvm.fmuladd.f64(double %26, double %26, double %39)
  %41 = fcmp olt double %40, 1.000000e+00
  %42 = zext i1 %41 to i64
  %43 = add nuw nsw i64 %12, %42
  %44 = add nuw nsw i64 %13, 1
  %45 = icmp eq i64 %44, 200000
  br i1 %45, label %4, label %11, !llvm.loop !10

46:                                               ; preds = %82
  store i64 %92, ptr @s0, align 8, !tbaa !6
  store i64 %101, ptr @s1, align 8, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !12
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i64 12
  %51 = load i32, ptr %50, align 4, !tbaa !12
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 16
  %54 = load i32, ptr %53, align 4, !tbaa !12
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %1, i64 20
  %57 = load i32, ptr %56, align 4, !tbaa !12
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %57)
  %59 = getelementptr inbounds i8, ptr %1, i64 24
  %60 = load i32, ptr %59, align 4, !tbaa !12
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %60)
  %62 = getelementptr inbounds i8, ptr %1, i64 28
  %63 = load i32, ptr %62, align 4, !tbaa !12
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %63)
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i32, ptr %65, align 4, !tbaa !12
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %66)
  %68 = getelementptr inbounds i8, ptr %1, i64 36
  %69 = load i32, ptr %68, align 4, !tbaa !12
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef %69)
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i32, ptr %71, align 4, !tbaa !12
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %72)
  %74 = getelementptr inbounds i8, ptr %1, i64 44
  %75 = load i32, ptr %74, align 4, !tbaa !12
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef %75)
  %77 = getelementptr inbounds i8, ptr %1, i64 48
  %78 = load i32, ptr %77, align 4, !tbaa !12
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef %78)
  %80 = tail call i32 @putchar(i32 10)
  %81 = load i32, ptr @lcg, align 4, !tbaa !12
  br label %114

82:                                               ; preds = %4, %82
  %83 = phi i32 [ 0, %4 ], [ %109, %82 ]
  %84 = phi i64 [ %9, %4 ], [ %92, %82 ]
  %85 = phi i64 [ %10, %4 ], [ %101, %82 ]
  %86 = shl i64 %84, 23
  %87 = xor i64 %86, %84
  %88 = lshr i64 %87, 17
  %89 = lshr i64 %85, 26
  %90 = xor i64 %89, %88
  %91 = xor i64 %90, %85
  %92 = xor i64 %91, %87
  %93 = add i64 %92, %85
  %94 = urem i64 %93, 6
  %95 = shl i64 %85, 23
  %96 = xor i64 %95, %85
  %97 = lshr i64 %96, 17
  %98 = lshr i64 %92, 26
  %99 = xor i64 %97, %98
  %100 = xor i64 %99, %96
  %101 = xor i64 %100, %92
  %102 = add i64 %101, %92
  %103 = urem i64 %102, 6
  %104 = add nuw nsw i64 %94, 2
  %105 = add nuw nsw i64 %104, %103
  %106 = getelementptr inbounds [13 x i32], ptr %1, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !12
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %106, align 4, !tbaa !12
  %109 = add nuw nsw i32 %83, 1
  %110 = icmp eq i32 %109, 36000
  br i1 %110, label %46, label %82, !llvm.loop !14

111:                                              ; preds = %114
  store i32 %120, ptr @lcg, align 4, !tbaa !12
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %124, i64 noundef %125)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %113 = load i64, ptr @pcg_state, align 8, !tbaa !6
  br label %189

114:                                              ; preds = %46, %114
  %115 = phi i32 [ 0, %46 ], [ %126, %114 ]
  %116 = phi i64 [ 0, %46 ], [ %125, %114 ]
  %117 = phi i64 [ 0, %46 ], [ %124, %114 ]
  %118 = phi i32 [ %81, %46 ], [ %120, %114 ]
  %119 = mul i32 %118, 1103515245
  %120 = add i32 %119, 12345
  %121 = and i32 %120, 65536
  %122 = icmp eq i32 %121, 0
  %123 = select i1 %122, i64 -1, i64 1
  %124 = add nsw i64 %123, %117
  %125 = tail call i64 @llvm.smax.i64(i64 %124, i64 %116)
  %126 = add nuw nsw i32 %115, 1
  %127 = icmp eq i32 %126, 100000
  br i1 %127, label %111, label %114, !llvm.loop !15

128:                                              ; preds = %189
  store i64 %193, ptr @pcg_state, align 8, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %2, i64 16
  %130 = load <4 x i32>, ptr %2, align 16, !tbaa !12
  %131 = load <4 x i32>, ptr %129, align 16, !tbaa !12
  %132 = sitofp <4 x i32> %130 to <4 x double>
  %133 = sitofp <4 x i32> %131 to <4 x double>
  %134 = fadd <4 x double> %132, <double -1.000000e+04, double -1.000000e+04, double -1.000000e+04, double -1.000000e+04>
  %135 = fadd <4 x double> %133, <double -1.000000e+04, double -1.000000e+04, double -1.000000e+04, double -1.000000e+04>
  %136 = fmul <4 x double> %134, %134
  %137 = fmul <4 x double> %135, %135
  %138 = fdiv <4 x double> %136, <double 1.000000e+04, double 1.000000e+04, double 1.000000e+04, double 1.000000e+04>
  %139 = fdiv <4 x double> %137, <double 1.000000e+04, double 1.000000e+04, double 1.000000e+04, double 1.000000e+04>
  %140 = tail call double @llvm.vector.reduce.fadd.v4f64(double 0.000000e+00, <4 x double> %138)
  %141 = tail call double @llvm.vector.reduce.fadd.v4f64(double %140, <4 x double> %139)
  %142 = getelementptr inbounds i8, ptr %2, i64 32
  %143 = getelementptr inbounds i8, ptr %2, i64 48
  %144 = load <4 x i32>, ptr %142, align 16, !tbaa !12
  %145 = load <4 x i32>, ptr %143, align 16, !tbaa !12
  %146 = sitofp <4 x i32> %144 to <4 x double>
  %147 = sitofp <4 x i32> %145 to <4 x double>
  %148 = fadd <4 x double> %146, <double -1.000000e+04, double -1.000000e+04, double -1.000000e+04, double -1.000000e+04>
  %149 = fadd <4 x double> %147, <double -1.000000e+04, double -1.000000e+04, double -1.000000e+04, double -1.000000e+04>
  %150 = fmul <4 x double> %148, %148
  %151 = fmul <4 x double> %149, %149
  %152 = fdiv <4 x double> %150, <double 1.000000e+04, double 1.000000e+04, double 1.000000e+04, double 1.000000e+04>
  %153 = fdiv <4 x double> %151, <double 1.000000e+04, double 1.000000e+04, double 1.000000e+04, double 1.000000e+04>
  %154 = tail call double @llvm.vector.reduce.fadd.v4f64(double %141, <4 x double> %152)
  %155 = tail call double @llvm.vector.reduce.fadd.v4f64(double %154, <4 x double> %153)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %155)
  %157 = load i64, ptr @pcg_state, align 8, !tbaa !6
  %158 = mul i64 %157, 6364136223846793005
  %159 = add i64 %158, -2720673578348880933
  %160 = lshr i64 %157, 45
  %161 = lshr i64 %157, 27
  %162 = xor i64 %160, %161
  %163 = trunc i64 %162 to i32
  %164 = lshr i64 %157, 59
  %165 = trunc nuw nsw i64 %164 to i32
  %166 = tail call i32 @llvm.fshr.i32(i32 %163, i32 %163, i32 %165)
  %167 = mul i64 %159, 6364136223846793005
  %168 = add i64 %167, -2720673578348880933
  store i64 %168, ptr @pcg_state, align 8, !tbaa !6
  %169 = lshr i64 %159, 45
  %170 = lshr i64 %159, 27
  %171 = xor i64 %169, %170
  %172 = trunc i64 %171 to i32
  %173 = lshr i64 %159, 59
  %174 = trunc nuw nsw i64 %173 to i32
  %175 = tail call i32 @llvm.fshr.i32(i32 %172, i32 %172, i32 %174)
  %176 = load i64, ptr @s0, align 8, !tbaa !6
  %177 = load i64, ptr @s1, align 8, !tbaa !6
  store i64 %177, ptr @s0, align 8, !tbaa !6
  %178 = shl i64 %176, 23
  %179 = xor i64 %178, %176
  %180 = lshr i64 %179, 17
  %181 = lshr i64 %177, 26
  %182 = xor i64 %181, %180
  %183 = xor i64 %182, %177
  %184 = xor i64 %183, %179
  store i64 %184, ptr @s1, align 8, !tbaa !6
  %185 = add i64 %184, %177
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %166, i32 noundef %175, i64 noundef %185)
  %187 = trunc i64 %43 to i32
  %188 = and i32 %187, 255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %1) #7
  ret i32 %188

189:                                              ; preds = %111, %189
  %190 = phi i32 [ 0, %111 ], [ %206, %189 ]
  %191 = phi i64 [ %113, %111 ], [ %193, %189 ]
  %192 = mul i64 %191, 6364136223846793005
  %193 = add i64 %192, -2720673578348880933
  %194 = lshr i64 %191, 45
  %195 = lshr i64 %191, 27
  %196 = xor i64 %194, %195
  %197 = trunc i64 %196 to i32
  %198 = lshr i64 %191, 59
  %199 = trunc nuw nsw i64 %198 to i32
  %200 = tail call i32 @llvm.fshr.i32(i32 %197, i32 %197, i32 %199)
  %201 = lshr i32 %200, 28
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !12
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %203, align 4, !tbaa !12
  %206 = add nuw nsw i32 %190, 1
  %207 = icmp eq i32 %206, 160000
  br i1 %207, label %128, label %189, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
