; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"f1=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"f2=\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"f3=\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f4=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"fp=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %1, align 16, !tbaa !6
  %2 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %3 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %4 = fmul fp128 %3, 0xL00000000000000004000000000000000
  %5 = tail call fastcc fp128 @f1(i32 noundef 1, fp128 noundef %2, i32 noundef 3, fp128 noundef %4, double noundef 5.000000e-01, fp128 noundef 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i64 noundef -7, i64 noundef 12344999)
  %8 = tail call fastcc i128 @f3(i128 noundef 1267650600228229401496703205377, i64 noundef 6)
  %9 = lshr i128 %8, 64
  %10 = trunc nuw nsw i128 %9 to i64
  %11 = trunc i128 %8 to i64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i64 noundef %10, i64 noundef %11)
  %13 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %14 = tail call fastcc fp128 @f4(fp128 noundef %13)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef %14)
  %16 = tail call fastcc fp128 @f1(i32 noundef 2, fp128 noundef 0xL00000000000000003FFE000000000000, i32 noundef 4, fp128 noundef 0xL00000000000000003FFD000000000000, double noundef -1.000000e+00, fp128 noundef 0xL00000000000000004000800000000000)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %16)
  %18 = tail call fastcc i128 @f3(i128 noundef 6, i64 noundef 7)
  %19 = trunc i128 %18 to i32
  %20 = and i32 %19, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @f1(i32 noundef %0, fp128 noundef %1, i32 noundef %2, fp128 noundef %3, double noundef %4, fp128 noundef %5) unnamed_addr #3 {
  %7 = uitofp nneg i32 %0 to fp128
  %8 = uitofp nneg i32 %2 to fp128
  %9 = fmul fp128 %8, %1
  %10 = fadd fp128 %9, %7
  %11 = fadd fp128 %10, %3
  %12 = fpext double %4 to fp128
  %13 = fadd fp128 %11, %12
  %14 = fsub fp128 %13, %5
  ret fp128 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 39, 3802951800684688204490109616154) i128 @f3(i128 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = mul nuw nsw i128 %0, 3
  %4 = add nuw nsw i128 %3, 15
  %5 = zext nneg i64 %1 to i128
  %6 = add nsw i128 %4, %5
  ret i128 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @f4(fp128 noundef %0) unnamed_addr #3 {
  %2 = fadd fp128 %0, 0xL0000000000000000C063000000000000
  %3 = fadd fp128 %2, 0xL00000000000000004000000000000000
  %4 = fadd fp128 %3, 0xL55555555555540004061555555555555
  %5 = fadd fp128 %4, 0xL00000000000000003FFD000000000000
  %6 = fadd fp128 %5, 0xL9DBD480000000000406293E5939A08CE
  %7 = fadd fp128 %6, 0xL00000000000000004005040000000000
  %8 = fadd fp128 %7, 0xL0000000000000000BFFF000000000000
  ret fp128 %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
