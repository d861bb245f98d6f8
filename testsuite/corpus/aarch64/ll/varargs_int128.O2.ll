; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"wiu\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"iwiiwiwu\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"dwdudiwu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"r1=\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"r2=\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"r3=\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"w=\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"i=%d \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"d=%g \00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i128 (ptr, ...) @sum(ptr noundef nonnull @.str, i128 noundef -1237940039285380274899136569, i32 noundef 7, i128 noundef -44291611843981158765213436369005982225)
  %2 = tail call i128 (ptr, ...) @sum(ptr noundef nonnull @.str.1, i32 noundef 1, i128 noundef -1237940039285380274899136569, i32 noundef 2, i32 noundef 3, i128 noundef -1, i32 noundef 4, i128 noundef 5, i128 noundef -44291611843981158765213436369005982225)
  %3 = tail call i128 (ptr, ...) @sum(ptr noundef nonnull @.str.2, double noundef 1.500000e+00, i128 noundef -1237940039285380274899136569, double noundef 2.500000e+00, i128 noundef -44291611843981158765213436369005982225, double noundef 3.500000e+00, i32 noundef 9, i128 noundef -44291611843981158765213436369005982225, i128 noundef 44291611843981158765213436369005982224)
  %4 = lshr i128 %1, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = trunc i128 %1 to i64
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i64 noundef %5, i64 noundef %6)
  %8 = lshr i128 %2, 64
  %9 = trunc nuw i128 %8 to i64
  %10 = trunc i128 %2 to i64
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i64 noundef %9, i64 noundef %10)
  %12 = lshr i128 %3, 64
  %13 = trunc nuw i128 %12 to i64
  %14 = trunc i128 %3 to i64
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i64 noundef %13, i64 noundef %14)
  %16 = tail call i32 @putchar(i32 10)
  %17 = trunc i128 %3 to i32
  %18 = and i32 %17, 127
  ret i32 %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal i128 @sum(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 28
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  br label %7

7:                                                ; preds = %105, %1
  %8 = phi ptr [ %0, %1 ], [ %107, %105 ]
  %9 = phi i128 [ 0, %1 ], [ %106, %105 ]
  %10 = load i8, ptr %8, align 1, !tbaa !6
  switch i8 %10, label %85 [
    i8 0, label %11
    i8 119, label %13
    i8 117, label %39
    i8 105, label %65
  ]

11:                                               ; preds = %7
  call void @llvm.va_end.p0(ptr nonnull %2)
  %12 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7
  ret i128 %9

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 8
  %15 = icmp sgt i32 %14, -1
  br i1 %15, label %25, label %16

16:                                               ; preds = %13
  %17 = add nsw i32 %14, 15
  %18 = and i32 %17, -16
  %19 = add i32 %18, 16
  store i32 %19, ptr %3, align 8
  %20 = icmp slt i32 %19, 1
  br i1 %20, label %21, label %25

21:                                               ; preds = %16
  %22 = load ptr, ptr %4, align 8
  %23 = sext i32 %18 to i64
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  br label %30

25:                                               ; preds = %16, %13
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 15
  %28 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %27, i64 -16)
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store ptr %29, ptr %2, align 8
  br label %30

30:                                               ; preds = %25, %21
  %31 = phi ptr [ %24, %21 ], [ %28, %25 ]
  %32 = load i128, ptr %31, align 8, !tbaa !9
  %33 = lshr i128 %32, 64
  %34 = trunc nuw i128 %33 to i64
  %35 = trunc i128 %32 to i64
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i64 noundef %34, i64 noundef %35)
  %37 = mul i128 %9, 3
  %38 = add i128 %32, %37
  br label %105

39:                                               ; preds = %7
  %40 = load i32, ptr %3, align 8
  %41 = icmp sgt i32 %40, -1
  br i1 %41, label %51, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %40, 15
  %44 = and i32 %43, -16
  %45 = add i32 %44, 16
  store i32 %45, ptr %3, align 8
  %46 = icmp slt i32 %45, 1
  br i1 %46, label %47, label %51

47:                                               ; preds = %42
  %48 = load ptr, ptr %4, align 8
  %49 = sext i32 %44 to i64
  %50 = getelementptr inbounds i8, ptr %48, i64 %49
  br label %56

51:                                               ; preds = %42, %39
  %52 = load ptr, ptr %2, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 15
  %54 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %53, i64 -16)
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  store ptr %55, ptr %2, align 8
  br label %56

56:                                               ; preds = %51, %47
  %57 = phi ptr [ %50, %47 ], [ %54, %51 ]
  %58 = load i128, ptr %57, align 8, !tbaa !9
  %59 = lshr i128 %58, 64
  %60 = trunc nuw i128 %59 to i64
  %61 = trunc i128 %58 to i64
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i64 noundef %60, i64 noundef %61)
  %63 = mul i128 %9, 5
  %64 = add i128 %58, %63
  br label %105

65:                                               ; preds = %7
  %66 = load i32, ptr %3, align 8
  %67 = icmp sgt i32 %66, -1
  br i1 %67, label %75, label %68

68:                                               ; preds = %65
  %69 = add nsw i32 %66, 8
  store i32 %69, ptr %3, align 8
  %70 = icmp ult i32 %66, -7
  br i1 %70, label %71, label %75

71:                                               ; preds = %68
  %72 = load ptr, ptr %4, align 8
  %73 = sext i32 %66 to i64
  %74 = getelementptr inbounds i8, ptr %72, i64 %73
  br label %78

75:                                               ; preds = %68, %65
  %76 = load ptr, ptr %2, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  store ptr %77, ptr %2, align 8
  br label %78

78:                                               ; preds = %75, %71
  %79 = phi ptr [ %74, %71 ], [ %76, %75 ]
  %80 = load i32, ptr %79, align 8, !tbaa !11
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %80)
  %82 = mul i128 %9, 7
  %83 = sext i32 %80 to i128
  %84 = add i128 %82, %83
  br label %105

85:                                               ; preds = %7
  %86 = load i32, ptr %5, align 4
  %87 = icmp sgt i32 %86, -1
  br i1 %87, label %95, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %86, 16
  store i32 %89, ptr %5, align 4
  %90 = icmp ult i32 %86, -15
  br i1 %90, label %91, label %95

91:                                               ; preds = %88
  %92 = load ptr, ptr %6, align 8
  %93 = sext i32 %86 to i64
  %94 = getelementptr inbounds i8, ptr %92, i64 %93
  br label %98

95:                                               ; preds = %88, %85
  %96 = load ptr, ptr %2, align 8
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  store ptr %97, ptr %2, align 8
  br label %98

98:                                               ; preds = %95, %91
  %99 = phi ptr [ %94, %91 ], [ %96, %95 ]
  %100 = load double, ptr %99, align 8, !tbaa !13
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %100)
  %102 = fmul double %100, 1.000000e+03
  %103 = fptoui double %102 to i128
  %104 = add i128 %9, %103
  br label %105

105:                                              ; preds = %30, %78, %98, %56
  %106 = phi i128 [ %38, %30 ], [ %64, %56 ], [ %84, %78 ], [ %104, %98 ]
  %107 = getelementptr inbounds i8, ptr %8, i64 1
  br label %7, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"__int128", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
