; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"f1=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"f2=\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"f3=\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f4=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"fp=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca x86_fp80, align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1)
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %1, align 16, !tbaa !5
  %2 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %3 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %4 = fmul x86_fp80 %3, 0xK40008000000000000000
  %5 = tail call fastcc x86_fp80 @f1(i32 noundef 1, x86_fp80 noundef %2, i32 noundef 3, x86_fp80 noundef %4, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i64 noundef -7, i64 noundef 12344999)
  %8 = tail call fastcc { i64, i64 } @f3(i128 noundef 1267650600228229401496703205377, i64 noundef 6)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i64 noundef %10, i64 noundef %9)
  %12 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %13 = tail call fastcc x86_fp80 @f4(x86_fp80 noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef %13)
  %15 = tail call fastcc x86_fp80 @f1(i32 noundef 2, x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 4, x86_fp80 noundef 0xK3FFD8000000000000000, double noundef -1.000000e+00, x86_fp80 noundef 0xK4000C000000000000000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %15)
  %17 = tail call fastcc { i64, i64 } @f3(i128 noundef 6, i64 noundef 7)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = trunc i64 %18 to i32
  %20 = and i32 %19, 127
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1)
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @f1(i32 noundef %0, x86_fp80 noundef %1, i32 noundef %2, x86_fp80 noundef %3, double noundef %4, x86_fp80 noundef %5) unnamed_addr #3 {
  %7 = uitofp nneg i32 %0 to x86_fp80
  %8 = uitofp nneg i32 %2 to x86_fp80
  %9 = fmul x86_fp80 %8, %1
  %10 = fadd x86_fp80 %9, %7
  %11 = fadd x86_fp80 %10, %3
  %12 = fpext double %4 to x86_fp80
  %13 = fadd x86_fp80 %11, %12
  %14 = fsub x86_fp80 %13, %5
  ret x86_fp80 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @f3(i128 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = mul nuw nsw i128 %0, 3
  %4 = add nuw nsw i128 %3, 15
  %5 = zext nneg i64 %1 to i128
  %6 = add nsw i128 %4, %5
  %7 = trunc i128 %6 to i64
  %8 = lshr i128 %6, 64
  %9 = trunc nuw nsw i128 %8 to i64
  %10 = insertvalue { i64, i64 } poison, i64 %7, 0
  %11 = insertvalue { i64, i64 } %10, i64 %9, 1
  ret { i64, i64 } %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @f4(x86_fp80 noundef %0) unnamed_addr #3 {
  %2 = fadd x86_fp80 %0, 0xKC0638000000000000000
  %3 = fadd x86_fp80 %2, 0xK40008000000000000000
  %4 = fadd x86_fp80 %3, 0xK4061AAAAAAAAAAAAAAAB
  %5 = fadd x86_fp80 %4, 0xK3FFD8000000000000000
  %6 = fadd x86_fp80 %5, 0xK4062C9F2C9CD04674EDF
  %7 = fadd x86_fp80 %6, 0xK40058200000000000000
  %8 = fadd x86_fp80 %7, 0xKBFFF8000000000000000
  ret x86_fp80 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
