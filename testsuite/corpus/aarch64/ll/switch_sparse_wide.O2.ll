; ModuleID = 'programs/switch_sparse_wide.c'
source_filename = "programs/switch_sparse_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.probes = private unnamed_addr constant [21 x i32] [i32 -2147483648, i32 -2147483647, i32 -1000000, i32 -4097, i32 -4096, i32 -7, i32 -6, i32 0, i32 13, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 999, i32 65536, i32 1048576, i32 123456789, i32 2147483646, i32 2147483647], align 4
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"f(x) = 3*(y + 42) / [z - 7]\09{ok}\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"classes %d %d %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i32], align 4
  br label %46

2:                                                ; preds = %60
  %3 = tail call i32 @putchar(i32 10)
  %4 = tail call fastcc i32 @wide(i64 noundef 0)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = tail call fastcc i32 @wide(i64 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  %8 = tail call fastcc i32 @wide(i64 noundef 42)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8)
  %10 = tail call fastcc i32 @wide(i64 noundef 4294967295)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10)
  %12 = tail call fastcc i32 @wide(i64 noundef 4294967296)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12)
  %14 = tail call fastcc i32 @wide(i64 noundef 4294967297)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14)
  %16 = tail call fastcc i32 @wide(i64 noundef 1250999896491)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %16)
  %18 = tail call fastcc i32 @wide(i64 noundef -9223372036854775808)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18)
  %20 = tail call fastcc i32 @wide(i64 noundef 9223372036854775807)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20)
  %22 = tail call fastcc i32 @wide(i64 noundef -2)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22)
  %24 = tail call fastcc i32 @wide(i64 noundef -1)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  %26 = tail call i32 @putchar(i32 10)
  %27 = tail call fastcc i32 @small(i16 noundef -32768)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27)
  %29 = tail call fastcc i32 @small(i16 noundef -32767)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29)
  %31 = tail call fastcc i32 @small(i16 noundef -300)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31)
  %33 = tail call fastcc i32 @small(i16 noundef -1)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33)
  %35 = tail call fastcc i32 @small(i16 noundef 0)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35)
  %37 = tail call fastcc i32 @small(i16 noundef 255)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %37)
  %39 = tail call fastcc i32 @small(i16 noundef 256)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39)
  %41 = tail call fastcc i32 @small(i16 noundef 257)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %41)
  %43 = tail call fastcc i32 @small(i16 noundef 32767)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43)
  %45 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %1, i8 0, i64 20, i1 false)
  br label %75

46:                                               ; preds = %0, %60
  %47 = phi i64 [ 0, %0 ], [ %61, %60 ]
  %48 = phi i32 [ 0, %0 ], [ %53, %60 ]
  %49 = getelementptr inbounds [21 x i32], ptr @__const.main.probes, i64 0, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = tail call fastcc i32 @sparse(i32 noundef %50)
  %52 = mul i32 %48, 3
  %53 = add i32 %51, %52
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %51)
  %55 = trunc i64 %47 to i8
  %56 = urem i8 %55, 10
  %57 = icmp eq i8 %56, 9
  br i1 %57, label %58, label %60

58:                                               ; preds = %46
  %59 = tail call i32 @putchar(i32 32)
  br label %60

60:                                               ; preds = %58, %46
  %61 = add nuw nsw i64 %47, 1
  %62 = icmp eq i64 %61, 21
  br i1 %62, label %2, label %46, !llvm.loop !10

63:                                               ; preds = %75
  %64 = load i32, ptr %1, align 4, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %1, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %1, i64 8
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %1, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %1, i64 16
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72)
  %74 = and i32 %53, 63
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #6
  ret i32 %74

75:                                               ; preds = %2, %75
  %76 = phi i8 [ 102, %2 ], [ %85, %75 ]
  %77 = phi i64 [ 0, %2 ], [ %83, %75 ]
  %78 = tail call fastcc i32 @cls(i8 noundef %76)
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [5 x i32], ptr %1, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %80, align 4, !tbaa !6
  %83 = add nuw nsw i64 %77, 1
  %84 = getelementptr inbounds i8, ptr @.str.3, i64 %83
  %85 = load i8, ptr %84, align 1, !tbaa !12
  %86 = icmp eq i64 %83, 33
  br i1 %86, label %63, label %75, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 17) i32 @sparse(i32 noundef %0) unnamed_addr #2 {
  switch i32 %0, label %17 [
    i32 -2147483648, label %18
    i32 -1000000, label %2
    i32 -4096, label %3
    i32 -7, label %4
    i32 0, label %5
    i32 13, label %6
    i32 100, label %7
    i32 101, label %8
    i32 102, label %9
    i32 103, label %10
    i32 999, label %11
    i32 65536, label %12
    i32 1048576, label %13
    i32 123456789, label %14
    i32 2147483646, label %15
    i32 2147483647, label %16
  ]

2:                                                ; preds = %1
  br label %18

3:                                                ; preds = %1
  br label %18

4:                                                ; preds = %1
  br label %18

5:                                                ; preds = %1
  br label %18

6:                                                ; preds = %1
  br label %18

7:                                                ; preds = %1
  br label %18

8:                                                ; preds = %1
  br label %18

9:                                                ; preds = %1
  br label %18

10:                                               ; preds = %1
  br label %18

11:                                               ; preds = %1
  br label %18

12:                                               ; preds = %1
  br label %18

13:                                               ; preds = %1
  br label %18

14:                                               ; preds = %1
  br label %18

15:                                               ; preds = %1
  br label %18

16:                                               ; preds = %1
  br label %18

17:                                               ; preds = %1
  br label %18

18:                                               ; preds = %1, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %19 = phi i32 [ 0, %17 ], [ 16, %16 ], [ 15, %15 ], [ 14, %14 ], [ 13, %13 ], [ 12, %12 ], [ 11, %11 ], [ 10, %10 ], [ 9, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 9) i32 @wide(i64 noundef %0) unnamed_addr #2 {
  switch i64 %0, label %9 [
    i64 0, label %10
    i64 4294967295, label %2
    i64 4294967296, label %3
    i64 1250999896491, label %4
    i64 -9223372036854775808, label %5
    i64 -2, label %6
    i64 -1, label %7
    i64 42, label %8
  ]

2:                                                ; preds = %1
  br label %10

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  br label %10

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  br label %10

7:                                                ; preds = %1
  br label %10

8:                                                ; preds = %1
  br label %10

9:                                                ; preds = %1
  br label %10

10:                                               ; preds = %1, %9, %8, %7, %6, %5, %4, %3, %2
  %11 = phi i32 [ 0, %9 ], [ 8, %8 ], [ 7, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @small(i16 noundef %0) unnamed_addr #2 {
  switch i16 %0, label %7 [
    i16 -32768, label %8
    i16 -300, label %2
    i16 -1, label %3
    i16 255, label %4
    i16 256, label %5
    i16 32767, label %6
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 0, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 5) i32 @cls(i8 noundef %0) unnamed_addr #2 {
  switch i8 %0, label %5 [
    i8 32, label %6
    i8 9, label %6
    i8 10, label %6
    i8 13, label %6
    i8 40, label %2
    i8 41, label %2
    i8 91, label %2
    i8 93, label %2
    i8 123, label %2
    i8 125, label %2
    i8 43, label %3
    i8 45, label %3
    i8 42, label %3
    i8 47, label %3
    i8 37, label %3
    i8 94, label %3
    i8 38, label %3
    i8 124, label %3
    i8 48, label %4
    i8 49, label %4
    i8 50, label %4
    i8 51, label %4
    i8 52, label %4
    i8 53, label %4
    i8 54, label %4
    i8 55, label %4
    i8 56, label %4
    i8 57, label %4
  ]

2:                                                ; preds = %1, %1, %1, %1, %1, %1
  br label %6

3:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1
  br label %6

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %1, %1, %1, %5, %4, %3, %2
  %7 = phi i32 [ 0, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ]
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
