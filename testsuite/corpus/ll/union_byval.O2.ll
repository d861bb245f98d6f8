; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U16 = type { x86_fp80 }
%union.U20 = type { double, [16 x i8] }

@.str = private unnamed_addr constant [17 x i8] c"U4 %g %08x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"U8 %g %016llx %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"U8b %016llx %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"U16 %Lg \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"U20 sum=%d size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"invsqrt(4) ~ %.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %union.U16, align 16
  %2 = alloca %union.U16, align 16
  %3 = alloca %union.U20, align 8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -1.500000e+00, i32 noundef -1077936128, i32 noundef 191)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e+00, i64 noundef 4617315517961601024, i32 noundef 0, i32 noundef 1075052544)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -8526495043095935641, i32 noundef 19088743)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false), !tbaa !5
  store x86_fp80 0xK40008000000000000000, ptr %1, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = tail call fastcc { i64, i64 } @id16(i64 -9223372036854775808, i64 %8)
  %10 = extractvalue { i64, i64 } %9, 0
  store i64 %10, ptr %2, align 16
  %11 = extractvalue { i64, i64 } %9, 1
  %12 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %11, ptr %12, align 8
  %13 = load x86_fp80, ptr %2, align 16
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %13)
  %15 = bitcast x86_fp80 %13 to i80
  %16 = trunc i80 %15 to i32
  %17 = and i32 %16, 255
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17)
  %19 = trunc i80 %15 to i32
  %20 = lshr i32 %19, 8
  %21 = and i32 %20, 255
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %21)
  %23 = trunc i80 %15 to i32
  %24 = lshr i32 %23, 16
  %25 = and i32 %24, 255
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %25)
  %27 = trunc i80 %15 to i32
  %28 = lshr i32 %27, 24
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = lshr i80 %15, 32
  %31 = trunc i80 %30 to i32
  %32 = and i32 %31, 255
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %32)
  %34 = lshr i80 %15, 40
  %35 = trunc i80 %34 to i32
  %36 = and i32 %35, 255
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %36)
  %38 = lshr i80 %15, 48
  %39 = trunc nuw i80 %38 to i32
  %40 = and i32 %39, 255
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %40)
  %42 = lshr i80 %15, 56
  %43 = trunc nuw nsw i80 %42 to i32
  %44 = and i32 %43, 255
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %44)
  %46 = lshr i80 %15, 64
  %47 = trunc nuw nsw i80 %46 to i32
  %48 = and i32 %47, 255
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48)
  %50 = lshr i80 %15, 72
  %51 = trunc nuw nsw i80 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51)
  %53 = tail call i32 @putchar(i32 10)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 0)
  %54 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 1)
  %55 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %56 = add nsw i32 %55, %54
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 2)
  %57 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %58 = add nsw i32 %57, %56
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 3)
  %59 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %60 = add nsw i32 %59, %58
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 4)
  %61 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %62 = add nsw i32 %61, %60
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 5)
  %63 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %64 = add nsw i32 %63, %62
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 6)
  %65 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %66 = add nsw i32 %65, %64
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 7)
  %67 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %68 = add nsw i32 %67, %66
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 8)
  %69 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %70 = add nsw i32 %69, %68
  call fastcc void @mk20(ptr dead_on_unwind nonnull writable sret(%union.U20) align 8 %3, i32 noundef 9)
  %71 = tail call fastcc i32 @sum20(ptr noundef nonnull byval(%union.U20) align 8 %3)
  %72 = add nsw i32 %71, %70
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %72, i64 noundef 24)
  tail call fastcc void @show(i32 0, i64 42)
  tail call fastcc void @show(i32 1, i64 4612811918334230528)
  tail call fastcc void @show(i32 2, i64 ptrtoint (ptr @.str.7 to i64))
  tail call fastcc void @show(i32 3, i64 524287)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x3FDFF221E0000000)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @id16(i64 %0, i64 %1) unnamed_addr #3 {
  %3 = alloca %union.U16, align 16
  store i64 %0, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %1, ptr %4, align 8
  %5 = load x86_fp80, ptr %3, align 16, !tbaa !5
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000
  %7 = bitcast x86_fp80 %6 to i80
  %8 = trunc i80 %7 to i64
  %9 = lshr i80 %7, 64
  %10 = trunc nuw nsw i80 %9 to i64
  %11 = and i64 %1, -65536
  %12 = insertvalue { i64, i64 } poison, i64 %8, 0
  %13 = or disjoint i64 %11, %10
  %14 = insertvalue { i64, i64 } %12, i64 %13, 1
  ret { i64, i64 } %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @sum20(ptr nocapture noundef readonly byval(%union.U20) align 8 %0) unnamed_addr #4 {
  %2 = load <4 x i32>, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !5
  %5 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %2)
  %6 = add i32 %5, %4
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mk20(ptr dead_on_unwind noalias nocapture writable writeonly sret(%union.U20) align 8 %0, i32 noundef %1) unnamed_addr #5 {
  store i32 %1, ptr %0, align 8, !tbaa !5
  %3 = shl nsw i32 %1, 1
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %3, ptr %4, align 4, !tbaa !5
  %5 = mul nsw i32 %1, 3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %5, ptr %6, align 8, !tbaa !5
  %7 = shl nsw i32 %1, 2
  %8 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = mul nsw i32 %1, 5
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %9, ptr %10, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @show(i32 %0, i64 %1) unnamed_addr #6 {
  switch i32 %0, label %12 [
    i32 0, label %3
    i32 1, label %6
    i32 2, label %9
  ]

3:                                                ; preds = %2
  %4 = trunc i64 %1 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %4)
  br label %19

6:                                                ; preds = %2
  %7 = bitcast i64 %1 to double
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %7)
  br label %19

9:                                                ; preds = %2
  %10 = inttoptr i64 %1 to ptr
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %10)
  br label %19

12:                                               ; preds = %2
  %13 = trunc i64 %1 to i32
  %14 = trunc i64 %1 to i32
  %15 = shl i32 %14, 16
  %16 = ashr exact i32 %15, 16
  %17 = ashr i32 %13, 16
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %16, i32 noundef %17)
  br label %19

19:                                               ; preds = %12, %9, %6, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
