; ModuleID = 'programs/inline_asm_barriers.c'
source_filename = "programs/inline_asm_barriers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"opaque_loop=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"fence=%d flag=%d data=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"fp=%g mem=%d multi=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"s=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i32], align 16
  %4 = tail call fastcc i64 @opaque_loop()
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store i32 0, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6
  store i32 0, ptr %2, align 4, !tbaa !5
  %6 = call fastcc i32 @memory_fence_flag(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %7 = load i32, ptr %1, align 4, !tbaa !5
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  tail call fastcc void @keep_alive(i32 noundef 0)
  tail call fastcc void @keep_alive(i32 noundef 1)
  tail call fastcc void @keep_alive(i32 noundef 2)
  tail call fastcc void @keep_alive(i32 noundef 3)
  tail call fastcc void @keep_alive(i32 noundef 4)
  %10 = tail call fastcc double @fp_barrier()
  %11 = tail call fastcc i32 @mem_operand()
  %12 = tail call fastcc i32 @multi()
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %10, i32 noundef %11, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #6
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %3, align 16, !tbaa !5
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  %16 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr %15, align 16, !tbaa !5
  store <4 x i32> <i32 12, i32 13, i32 14, i32 15>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %3, i64 64
  %18 = getelementptr inbounds i8, ptr %3, i64 80
  store <4 x i32> <i32 16, i32 17, i32 18, i32 19>, ptr %17, align 16, !tbaa !5
  store <4 x i32> <i32 20, i32 21, i32 22, i32 23>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %3, i64 96
  %20 = getelementptr inbounds i8, ptr %3, i64 112
  store <4 x i32> <i32 24, i32 25, i32 26, i32 27>, ptr %19, align 16, !tbaa !5
  store <4 x i32> <i32 28, i32 29, i32 30, i32 31>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %3, i64 128
  %22 = getelementptr inbounds i8, ptr %3, i64 144
  store <4 x i32> <i32 32, i32 33, i32 34, i32 35>, ptr %21, align 16, !tbaa !5
  store <4 x i32> <i32 36, i32 37, i32 38, i32 39>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %3, i64 160
  %24 = getelementptr inbounds i8, ptr %3, i64 176
  store <4 x i32> <i32 40, i32 41, i32 42, i32 43>, ptr %23, align 16, !tbaa !5
  store <4 x i32> <i32 44, i32 45, i32 46, i32 47>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %3, i64 192
  %26 = getelementptr inbounds i8, ptr %3, i64 208
  store <4 x i32> <i32 48, i32 49, i32 50, i32 51>, ptr %25, align 16, !tbaa !5
  store <4 x i32> <i32 52, i32 53, i32 54, i32 55>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %3, i64 224
  %28 = getelementptr inbounds i8, ptr %3, i64 240
  store <4 x i32> <i32 56, i32 57, i32 58, i32 59>, ptr %27, align 16, !tbaa !5
  store <4 x i32> <i32 60, i32 61, i32 62, i32 63>, ptr %28, align 16, !tbaa !5
  call void asm sideeffect "", "imr,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr nonnull %3) #6, !srcloc !9
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  %30 = load <2 x i32>, ptr %3, align 16, !tbaa !5
  %31 = load <2 x i32>, ptr %29, align 8, !tbaa !5
  %32 = sext <2 x i32> %30 to <2 x i64>
  %33 = sext <2 x i32> %31 to <2 x i64>
  %34 = getelementptr inbounds i8, ptr %3, i64 16
  %35 = getelementptr inbounds i8, ptr %3, i64 24
  %36 = load <2 x i32>, ptr %34, align 16, !tbaa !5
  %37 = load <2 x i32>, ptr %35, align 8, !tbaa !5
  %38 = sext <2 x i32> %36 to <2 x i64>
  %39 = sext <2 x i32> %37 to <2 x i64>
  %40 = add nsw <2 x i64> %32, %38
  %41 = add nsw <2 x i64> %33, %39
  %42 = getelementptr inbounds i8, ptr %3, i64 32
  %43 = getelementptr inbounds i8, ptr %3, i64 40
  %44 = load <2 x i32>, ptr %42, align 16, !tbaa !5
  %45 = load <2 x i32>, ptr %43, align 8, !tbaa !5
  %46 = sext <2 x i32> %44 to <2 x i64>
  %47 = sext <2 x i32> %45 to <2 x i64>
  %48 = add nsw <2 x i64> %40, %46
  %49 = add nsw <2 x i64> %41, %47
  %50 = getelementptr inbounds i8, ptr %3, i64 48
  %51 = getelementptr inbounds i8, ptr %3, i64 56
  %52 = load <2 x i32>, ptr %50, align 16, !tbaa !5
  %53 = load <2 x i32>, ptr %51, align 8, !tbaa !5
  %54 = sext <2 x i32> %52 to <2 x i64>
  %55 = sext <2 x i32> %53 to <2 x i64>
  %56 = add nsw <2 x i64> %48, %54
  %57 = add nsw <2 x i64> %49, %55
  %58 = getelementptr inbounds i8, ptr %3, i64 64
  %59 = getelementptr inbounds i8, ptr %3, i64 72
  %60 = load <2 x i32>, ptr %58, align 16, !tbaa !5
  %61 = load <2 x i32>, ptr %59, align 8, !tbaa !5
  %62 = sext <2 x i32> %60 to <2 x i64>
  %63 = sext <2 x i32> %61 to <2 x i64>
  %64 = add nsw <2 x i64> %56, %62
  %65 = add nsw <2 x i64> %57, %63
  %66 = getelementptr inbounds i8, ptr %3, i64 80
  %67 = getelementptr inbounds i8, ptr %3, i64 88
  %68 = load <2 x i32>, ptr %66, align 16, !tbaa !5
  %69 = load <2 x i32>, ptr %67, align 8, !tbaa !5
  %70 = sext <2 x i32> %68 to <2 x i64>
  %71 = sext <2 x i32> %69 to <2 x i64>
  %72 = add nsw <2 x i64> %64, %70
  %73 = add nsw <2 x i64> %65, %71
  %74 = getelementptr inbounds i8, ptr %3, i64 96
  %75 = getelementptr inbounds i8, ptr %3, i64 104
  %76 = load <2 x i32>, ptr %74, align 16, !tbaa !5
  %77 = load <2 x i32>, ptr %75, align 8, !tbaa !5
  %78 = sext <2 x i32> %76 to <2 x i64>
  %79 = sext <2 x i32> %77 to <2 x i64>
  %80 = add nsw <2 x i64> %72, %78
  %81 = add nsw <2 x i64> %73, %79
  %82 = getelementptr inbounds i8, ptr %3, i64 112
  %83 = getelementptr inbounds i8, ptr %3, i64 120
  %84 = load <2 x i32>, ptr %82, align 16, !tbaa !5
  %85 = load <2 x i32>, ptr %83, align 8, !tbaa !5
  %86 = sext <2 x i32> %84 to <2 x i64>
  %87 = sext <2 x i32> %85 to <2 x i64>
  %88 = add <2 x i64> %80, %86
  %89 = add <2 x i64> %81, %87
  %90 = getelementptr inbounds i8, ptr %3, i64 128
  %91 = getelementptr inbounds i8, ptr %3, i64 136
  %92 = load <2 x i32>, ptr %90, align 16, !tbaa !5
  %93 = load <2 x i32>, ptr %91, align 8, !tbaa !5
  %94 = sext <2 x i32> %92 to <2 x i64>
  %95 = sext <2 x i32> %93 to <2 x i64>
  %96 = add <2 x i64> %88, %94
  %97 = add <2 x i64> %89, %95
  %98 = getelementptr inbounds i8, ptr %3, i64 144
  %99 = getelementptr inbounds i8, ptr %3, i64 152
  %100 = load <2 x i32>, ptr %98, align 16, !tbaa !5
  %101 = load <2 x i32>, ptr %99, align 8, !tbaa !5
  %102 = sext <2 x i32> %100 to <2 x i64>
  %103 = sext <2 x i32> %101 to <2 x i64>
  %104 = add <2 x i64> %96, %102
  %105 = add <2 x i64> %97, %103
  %106 = getelementptr inbounds i8, ptr %3, i64 160
  %107 = getelementptr inbounds i8, ptr %3, i64 168
  %108 = load <2 x i32>, ptr %106, align 16, !tbaa !5
  %109 = load <2 x i32>, ptr %107, align 8, !tbaa !5
  %110 = sext <2 x i32> %108 to <2 x i64>
  %111 = sext <2 x i32> %109 to <2 x i64>
  %112 = add <2 x i64> %104, %110
  %113 = add <2 x i64> %105, %111
  %114 = getelementptr inbounds i8, ptr %3, i64 176
  %115 = getelementptr inbounds i8, ptr %3, i64 184
  %116 = load <2 x i32>, ptr %114, align 16, !tbaa !5
  %117 = load <2 x i32>, ptr %115, align 8, !tbaa !5
  %118 = sext <2 x i32> %116 to <2 x i64>
  %119 = sext <2 x i32> %117 to <2 x i64>
  %120 = add <2 x i64> %112, %118
  %121 = add <2 x i64> %113, %119
  %122 = getelementptr inbounds i8, ptr %3, i64 192
  %123 = getelementptr inbounds i8, ptr %3, i64 200
  %124 = load <2 x i32>, ptr %122, align 16, !tbaa !5
  %125 = load <2 x i32>, ptr %123, align 8, !tbaa !5
  %126 = sext <2 x i32> %124 to <2 x i64>
  %127 = sext <2 x i32> %125 to <2 x i64>
  %128 = add <2 x i64> %120, %126
  %129 = add <2 x i64> %121, %127
  %130 = getelementptr inbounds i8, ptr %3, i64 208
  %131 = getelementptr inbounds i8, ptr %3, i64 216
  %132 = load <2 x i32>, ptr %130, align 16, !tbaa !5
  %133 = load <2 x i32>, ptr %131, align 8, !tbaa !5
  %134 = sext <2 x i32> %132 to <2 x i64>
  %135 = sext <2 x i32> %133 to <2 x i64>
  %136 = add <2 x i64> %128, %134
  %137 = add <2 x i64> %129, %135
  %138 = getelementptr inbounds i8, ptr %3, i64 224
  %139 = getelementptr inbounds i8, ptr %3, i64 232
  %140 = load <2 x i32>, ptr %138, align 16, !tbaa !5
  %141 = load <2 x i32>, ptr %139, align 8, !tbaa !5
  %142 = sext <2 x i32> %140 to <2 x i64>
  %143 = sext <2 x i32> %141 to <2 x i64>
  %144 = add <2 x i64> %136, %142
  %145 = add <2 x i64> %137, %143
  %146 = getelementptr inbounds i8, ptr %3, i64 240
  %147 = getelementptr inbounds i8, ptr %3, i64 248
  %148 = load <2 x i32>, ptr %146, align 16, !tbaa !5
  %149 = load <2 x i32>, ptr %147, align 8, !tbaa !5
  %150 = sext <2 x i32> %148 to <2 x i64>
  %151 = sext <2 x i32> %149 to <2 x i64>
  %152 = add <2 x i64> %144, %150
  %153 = add <2 x i64> %145, %151
  %154 = add <2 x i64> %153, %152
  %155 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %154)
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %155)
  %157 = call i32 asm sideeffect "", "=r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 10) #6, !srcloc !10
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157)
  %159 = trunc i64 %155 to i32
  %160 = and i32 %159, 255
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  ret i32 %160
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i64 @opaque_loop() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i64 %7

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %5 = mul nuw nsw i64 %4, %4
  %6 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %5) #7, !srcloc !11
  %7 = add i64 %6, %3
  %8 = add nuw nsw i64 %4, 1
  %9 = icmp eq i64 %8, 1000
  br i1 %9, label %1, label %2, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @memory_fence_flag(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #4 {
  store i32 42, ptr %1, align 4, !tbaa !5
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !14
  store i32 1, ptr %0, align 4, !tbaa !5
  tail call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !15
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @keep_alive(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #6, !srcloc !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @fp_barrier() unnamed_addr #2 {
  %1 = tail call double asm "", "=x,0,~{dirflag},~{fpsr},~{flags}"(double 1.250000e+00) #7, !srcloc !17
  %2 = fmul double %1, 2.000000e+00
  ret double %2
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @mem_operand() unnamed_addr #4 {
  %1 = alloca i32, align 4
  store i32 41, ptr %1, align 4, !tbaa !5
  call void asm "", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr nonnull elementtype(i32) %1, ptr nonnull elementtype(i32) %1) #6, !srcloc !18
  %2 = load i32, ptr %1, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @multi() unnamed_addr #2 {
  %1 = tail call { i32, i32 } asm "", "=r,=r,0,1,~{dirflag},~{fpsr},~{flags}"(i32 -252645136, i32 267390960) #7, !srcloc !19
  %2 = extractvalue { i32, i32 } %1, 0
  %3 = extractvalue { i32, i32 } %1, 1
  %4 = xor i32 %2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

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
!9 = !{i64 1071}
!10 = !{i64 1664}
!11 = !{i64 353}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i64 506}
!15 = !{i64 552}
!16 = !{i64 669}
!17 = !{i64 758}
!18 = !{i64 855}
!19 = !{i64 968}
