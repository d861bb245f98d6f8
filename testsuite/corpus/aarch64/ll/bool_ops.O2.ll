; ModuleID = 'programs/bool_ops.c'
source_filename = "programs/bool_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"int %lld -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"dbl %g -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"ptr %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"ops %d %d %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"arith %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"inc %d \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cmp %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"flags %d %d %d %d %d size=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [28 x i8] c"count %d sizeof(_Bool)=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"vb %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"sh %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 4
  %3 = tail call fastcc i1 @to_bool_i(i64 noundef 0)
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 0, i32 noundef %4)
  %6 = tail call fastcc i1 @to_bool_i(i64 noundef 1)
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i32 noundef %7)
  %9 = tail call fastcc i1 @to_bool_i(i64 noundef -1)
  %10 = zext i1 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1, i32 noundef %10)
  %12 = tail call fastcc i1 @to_bool_i(i64 noundef 2)
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 2, i32 noundef %13)
  %15 = tail call fastcc i1 @to_bool_i(i64 noundef 256)
  %16 = zext i1 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 256, i32 noundef %16)
  %18 = tail call fastcc i1 @to_bool_i(i64 noundef 4294967296)
  %19 = zext i1 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4294967296, i32 noundef %19)
  %21 = tail call fastcc i1 @to_bool_i(i64 noundef -9223372036854775808)
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i32 noundef %22)
  %24 = tail call fastcc i1 @to_bool_d(double noundef 0.000000e+00)
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0.000000e+00, i32 noundef %25)
  %27 = tail call fastcc i1 @to_bool_d(double noundef -0.000000e+00)
  %28 = zext i1 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -0.000000e+00, i32 noundef %28)
  %30 = tail call fastcc i1 @to_bool_d(double noundef 5.000000e-01)
  %31 = zext i1 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e-01, i32 noundef %31)
  %33 = tail call fastcc i1 @to_bool_d(double noundef 9.999880e-321)
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 9.999880e-321, i32 noundef %34)
  %36 = tail call fastcc i1 @to_bool_d(double noundef -1.000000e+300)
  %37 = zext i1 %36 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.000000e+300, i32 noundef %37)
  %39 = tail call fastcc i1 @to_bool_d(double noundef 0x7FF8000000000000)
  %40 = zext i1 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF8000000000000, i32 noundef %40)
  %42 = tail call fastcc i1 @to_bool_d(double noundef 0x7FF0000000000000)
  %43 = zext i1 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x7FF0000000000000, i32 noundef %43)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4
  store i32 5, ptr %1, align 4, !tbaa !6
  %45 = call fastcc i1 @to_bool_p(ptr noundef nonnull %1)
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46, i32 noundef 0)
  %48 = call fastcc i1 @bxor(i1 noundef true)
  %49 = zext i1 %48 to i32
  %50 = call fastcc i1 @bxor(i1 noundef false)
  %51 = zext i1 %50 to i32
  %52 = call fastcc i1 @bnot(i1 noundef false)
  %53 = zext i1 %52 to i32
  %54 = call fastcc i1 @bnot(i1 noundef true)
  %55 = zext i1 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 1, i32 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55)
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, i32 noundef 5)
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0)
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %62 = call fastcc i1 @ret_cmp(i32 noundef 3, i32 noundef 4)
  %63 = zext i1 %62 to i32
  %64 = call fastcc i1 @ret_cmp(i32 noundef 4, i32 noundef 3)
  %65 = zext i1 %64 to i32
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %63, i32 noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i64 noundef 4)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 11, i64 noundef 1)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store volatile i8 1, ptr %2, align 4, !tbaa !10
  %69 = load volatile i8, ptr %2, align 4, !tbaa !10, !range !12, !noundef !13
  %70 = trunc nuw i8 %69 to i1
  %71 = xor i1 %70, true
  %72 = zext i1 %71 to i8
  store volatile i8 %72, ptr %2, align 4, !tbaa !10
  %73 = load volatile i8, ptr %2, align 4, !tbaa !10, !range !12, !noundef !13
  %74 = zext nneg i8 %73 to i32
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4
  ret i32 11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @to_bool_i(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp ne i64 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @to_bool_d(double noundef %0) unnamed_addr #3 {
  %2 = fcmp une double %0, 0.000000e+00
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @to_bool_p(ptr noundef readnone %0) unnamed_addr #3 {
  %2 = icmp ne ptr %0, null
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @bxor(i1 noundef %0) unnamed_addr #3 {
  %2 = xor i1 %0, true
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @bnot(i1 noundef %0) unnamed_addr #3 {
  %2 = xor i1 %0, true
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @ret_cmp(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i32 %0, %1
  ret i1 %3
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"_Bool", !8, i64 0}
!12 = !{i8 0, i8 2}
!13 = !{}
