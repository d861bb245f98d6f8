; ModuleID = 'programs/varargs_int128.c'
source_filename = "programs/varargs_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

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
  %1 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str, i64 noundef -12345, i64 noundef -67108865, i32 noundef 7, i64 noundef 81985529216486895, i64 noundef -2401053089206453570)
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  %4 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str.1, i32 noundef 1, i64 noundef -12345, i64 noundef -67108865, i32 noundef 2, i32 noundef 3, i128 noundef -1, i32 noundef 4, i128 noundef 5, i128 noundef -44291611843981158765213436369005982225)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  %7 = tail call { i64, i64 } (ptr, ...) @sum(ptr noundef nonnull @.str.2, double noundef 1.500000e+00, i64 noundef -12345, i64 noundef -67108865, double noundef 2.500000e+00, i64 noundef 81985529216486895, i64 noundef -2401053089206453570, double noundef 3.500000e+00, i32 noundef 9, i128 noundef -44291611843981158765213436369005982225, i128 noundef 44291611843981158765213436369005982224)
  %8 = extractvalue { i64, i64 } %7, 0
  %9 = extractvalue { i64, i64 } %7, 1
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.3, i64 noundef %3, i64 noundef %2)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4, i64 noundef %6, i64 noundef %5)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i64 noundef %9, i64 noundef %8)
  %13 = tail call i32 @putchar(i32 10)
  %14 = trunc i64 %8 to i32
  %15 = and i32 %14, 127
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal { i64, i64 } @sum(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 4
  br label %6

6:                                                ; preds = %99, %1
  %7 = phi ptr [ %0, %1 ], [ %101, %99 ]
  %8 = phi i128 [ 0, %1 ], [ %100, %99 ]
  %9 = load i8, ptr %7, align 1, !tbaa !5
  switch i8 %9, label %81 [
    i8 0, label %10
    i8 119, label %17
    i8 117, label %40
    i8 105, label %63
  ]

10:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = call i32 @putchar(i32 10)
  %12 = trunc i128 %8 to i64
  %13 = lshr i128 %8, 64
  %14 = trunc nuw i128 %13 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  %15 = insertvalue { i64, i64 } poison, i64 %12, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16

17:                                               ; preds = %6
  %18 = load i32, ptr %2, align 16
  %19 = icmp ult i32 %18, 33
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = load ptr, ptr %4, align 16
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr i8, ptr %21, i64 %22
  %24 = load i128, ptr %23, align 8
  %25 = add nuw nsw i32 %18, 16
  store i32 %25, ptr %2, align 16
  br label %32

26:                                               ; preds = %17
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 15
  %29 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %28, i64 -16)
  %30 = getelementptr i8, ptr %29, i64 16
  store ptr %30, ptr %3, align 8
  %31 = load i128, ptr %29, align 16, !tbaa !8
  br label %32

32:                                               ; preds = %26, %20
  %33 = phi i128 [ %24, %20 ], [ %31, %26 ]
  %34 = trunc i128 %33 to i64
  %35 = lshr i128 %33, 64
  %36 = trunc nuw i128 %35 to i64
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i64 noundef %36, i64 noundef %34)
  %38 = mul i128 %8, 3
  %39 = add i128 %33, %38
  br label %99

40:                                               ; preds = %6
  %41 = load i32, ptr %2, align 16
  %42 = icmp ult i32 %41, 33
  br i1 %42, label %43, label %49

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 16
  %45 = zext nneg i32 %41 to i64
  %46 = getelementptr i8, ptr %44, i64 %45
  %47 = load i128, ptr %46, align 8
  %48 = add nuw nsw i32 %41, 16
  store i32 %48, ptr %2, align 16
  br label %55

49:                                               ; preds = %40
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 15
  %52 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %51, i64 -16)
  %53 = getelementptr i8, ptr %52, i64 16
  store ptr %53, ptr %3, align 8
  %54 = load i128, ptr %52, align 16, !tbaa !8
  br label %55

55:                                               ; preds = %49, %43
  %56 = phi i128 [ %47, %43 ], [ %54, %49 ]
  %57 = trunc i128 %56 to i64
  %58 = lshr i128 %56, 64
  %59 = trunc nuw i128 %58 to i64
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i64 noundef %59, i64 noundef %57)
  %61 = mul i128 %8, 5
  %62 = add i128 %56, %61
  br label %99

63:                                               ; preds = %6
  %64 = load i32, ptr %2, align 16
  %65 = icmp ult i32 %64, 41
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = load ptr, ptr %4, align 16
  %68 = zext nneg i32 %64 to i64
  %69 = getelementptr i8, ptr %67, i64 %68
  %70 = add nuw nsw i32 %64, 8
  store i32 %70, ptr %2, align 16
  br label %74

71:                                               ; preds = %63
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr i8, ptr %72, i64 8
  store ptr %73, ptr %3, align 8
  br label %74

74:                                               ; preds = %71, %66
  %75 = phi ptr [ %69, %66 ], [ %72, %71 ]
  %76 = load i32, ptr %75, align 4, !tbaa !10
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %76)
  %78 = mul i128 %8, 7
  %79 = sext i32 %76 to i128
  %80 = add i128 %78, %79
  br label %99

81:                                               ; preds = %6
  %82 = load i32, ptr %5, align 4
  %83 = icmp ult i32 %82, 161
  br i1 %83, label %84, label %89

84:                                               ; preds = %81
  %85 = load ptr, ptr %4, align 16
  %86 = zext nneg i32 %82 to i64
  %87 = getelementptr i8, ptr %85, i64 %86
  %88 = add nuw nsw i32 %82, 16
  store i32 %88, ptr %5, align 4
  br label %92

89:                                               ; preds = %81
  %90 = load ptr, ptr %3, align 8
  %91 = getelementptr i8, ptr %90, i64 8
  store ptr %91, ptr %3, align 8
  br label %92

92:                                               ; preds = %89, %84
  %93 = phi ptr [ %87, %84 ], [ %90, %89 ]
  %94 = load double, ptr %93, align 8, !tbaa !12
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %94)
  %96 = fmul double %94, 1.000000e+03
  %97 = fptoui double %96 to i128
  %98 = add i128 %8, %97
  br label %99

99:                                               ; preds = %32, %74, %92, %55
  %100 = phi i128 [ %39, %32 ], [ %62, %55 ], [ %80, %74 ], [ %98, %92 ]
  %101 = getelementptr inbounds i8, ptr %7, i64 1
  br label %6, !llvm.loop !14
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"__int128", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
