; ModuleID = 'programs/sieve_primes.c'
source_filename = "programs/sieve_primes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"pi(%d)=%d sum=%ld twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"bit sieve count=%d match=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mr agrees=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"mr(%llu)=%d\0A\00", align 1
@is_prime_mr.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(2000001) ptr @malloc(i64 noundef 2000001) #7
  %2 = getelementptr inbounds i8, ptr %1, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(2000001) %2, i8 1, i64 1999999, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %3, align 1, !tbaa !5
  store i8 0, ptr %1, align 1, !tbaa !5
  br label %4

4:                                                ; preds = %0, %17
  %5 = phi i64 [ 4, %0 ], [ %19, %17 ]
  %6 = phi i64 [ 2, %0 ], [ %18, %17 ]
  %7 = getelementptr inbounds i8, ptr %1, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = icmp ne i8 %8, 0
  %10 = icmp ult i64 %5, 2000001
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %17

12:                                               ; preds = %4, %12
  %13 = phi i64 [ %15, %12 ], [ %5, %4 ]
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  store i8 0, ptr %14, align 1, !tbaa !5
  %15 = add nuw nsw i64 %13, %6
  %16 = icmp ult i64 %15, 2000001
  br i1 %16, label %12, label %17, !llvm.loop !8

17:                                               ; preds = %12, %4
  %18 = add nuw nsw i64 %6, 1
  %19 = mul nuw nsw i64 %18, %18
  %20 = icmp eq i64 %18, 1415
  br i1 %20, label %21, label %4, !llvm.loop !10

21:                                               ; preds = %17
  %22 = load i8, ptr %1, align 1, !tbaa !5
  %23 = icmp ne i8 %22, 0
  %24 = zext i1 %23 to i32
  %25 = load i8, ptr %3, align 1, !tbaa !5
  %26 = icmp ne i8 %25, 0
  %27 = select i1 %23, i32 2, i32 1
  %28 = select i1 %26, i32 %27, i32 %24
  %29 = zext i1 %26 to i64
  br label %33

30:                                               ; preds = %49
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2000000, i32 noundef %50, i64 noundef %52, i32 noundef %51)
  %32 = tail call noalias dereferenceable_or_null(125004) ptr @calloc(i64 noundef 31251, i64 noundef 4) #8
  br label %72

33:                                               ; preds = %67, %21
  %34 = phi i64 [ 2, %21 ], [ %71, %67 ]
  %35 = phi i64 [ %29, %21 ], [ %70, %67 ]
  %36 = phi i32 [ 0, %21 ], [ %69, %67 ]
  %37 = phi i32 [ %28, %21 ], [ %68, %67 ]
  %38 = getelementptr inbounds i8, ptr %1, i64 %34
  %39 = load i8, ptr %38, align 1, !tbaa !5
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %49, label %41

41:                                               ; preds = %33
  %42 = add nsw i64 %35, %34
  %43 = add nsw i32 %37, 1
  %44 = getelementptr i8, ptr %38, i64 -2
  %45 = load i8, ptr %44, align 1, !tbaa !5
  %46 = icmp ne i8 %45, 0
  %47 = zext i1 %46 to i32
  %48 = add nsw i32 %36, %47
  br label %49

49:                                               ; preds = %41, %33
  %50 = phi i32 [ %37, %33 ], [ %43, %41 ]
  %51 = phi i32 [ %36, %33 ], [ %48, %41 ]
  %52 = phi i64 [ %35, %33 ], [ %42, %41 ]
  %53 = or disjoint i64 %34, 1
  %54 = icmp eq i64 %34, 2000000
  br i1 %54, label %30, label %55, !llvm.loop !11

55:                                               ; preds = %49
  %56 = getelementptr inbounds i8, ptr %1, i64 %53
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %67, label %59

59:                                               ; preds = %55
  %60 = add nsw i64 %52, %53
  %61 = add nsw i32 %50, 1
  %62 = getelementptr i8, ptr %56, i64 -2
  %63 = load i8, ptr %62, align 1, !tbaa !5
  %64 = icmp ne i8 %63, 0
  %65 = zext i1 %64 to i32
  %66 = add nsw i32 %51, %65
  br label %67

67:                                               ; preds = %59, %55
  %68 = phi i32 [ %50, %55 ], [ %61, %59 ]
  %69 = phi i32 [ %51, %55 ], [ %66, %59 ]
  %70 = phi i64 [ %52, %55 ], [ %60, %59 ]
  %71 = add nuw nsw i64 %34, 2
  br label %33

72:                                               ; preds = %30, %98
  %73 = phi i64 [ 9, %30 ], [ %100, %98 ]
  %74 = phi i64 [ 3, %30 ], [ %99, %98 ]
  %75 = lshr i64 %74, 6
  %76 = getelementptr inbounds i32, ptr %32, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !13
  %78 = trunc i64 %74 to i32
  %79 = lshr i32 %78, 1
  %80 = and i32 %79, 31
  %81 = shl nuw i32 1, %80
  %82 = and i32 %77, %81
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %98

84:                                               ; preds = %72
  %85 = shl nuw nsw i64 %74, 1
  br label %86

86:                                               ; preds = %84, %86
  %87 = phi i64 [ %73, %84 ], [ %96, %86 ]
  %88 = trunc nuw i64 %87 to i32
  %89 = lshr i32 %88, 1
  %90 = and i32 %89, 31
  %91 = shl nuw i32 1, %90
  %92 = lshr i64 %87, 6
  %93 = getelementptr inbounds i32, ptr %32, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !13
  %95 = or i32 %94, %91
  store i32 %95, ptr %93, align 4, !tbaa !13
  %96 = add nuw nsw i64 %87, %85
  %97 = icmp ult i64 %96, 2000001
  br i1 %97, label %86, label %98, !llvm.loop !15

98:                                               ; preds = %86, %72
  %99 = add nuw nsw i64 %74, 2
  %100 = mul nuw nsw i64 %99, %99
  %101 = icmp ult i64 %100, 2000001
  br i1 %101, label %72, label %106, !llvm.loop !16

102:                                              ; preds = %106
  %103 = icmp eq i32 %118, %50
  %104 = zext i1 %103 to i32
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %118, i32 noundef %104)
  br label %148

106:                                              ; preds = %98, %120
  %107 = phi i64 [ %132, %120 ], [ 3, %98 ]
  %108 = phi i32 [ %131, %120 ], [ 1, %98 ]
  %109 = lshr i64 %107, 6
  %110 = getelementptr inbounds i32, ptr %32, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !13
  %112 = trunc nuw i64 %107 to i32
  %113 = lshr i32 %112, 1
  %114 = and i32 %113, 31
  %115 = xor i32 %111, -1
  %116 = lshr i32 %115, %114
  %117 = and i32 %116, 1
  %118 = add nuw nsw i32 %117, %108
  %119 = icmp ult i64 %107, 1999999
  br i1 %119, label %120, label %102, !llvm.loop !17

120:                                              ; preds = %106
  %121 = add nuw nsw i64 %107, 2
  %122 = lshr i64 %121, 6
  %123 = getelementptr inbounds i32, ptr %32, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !13
  %125 = trunc nuw i64 %121 to i32
  %126 = lshr i32 %125, 1
  %127 = and i32 %126, 31
  %128 = xor i32 %124, -1
  %129 = lshr i32 %128, %127
  %130 = and i32 %129, 1
  %131 = add nuw nsw i32 %130, %118
  %132 = add nuw nsw i64 %107, 4
  br label %106

133:                                              ; preds = %148
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %156)
  %135 = tail call fastcc i32 @is_prime_mr(i64 noundef -59)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -59, i32 noundef %135)
  %137 = tail call fastcc i32 @is_prime_mr(i64 noundef -61)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -61, i32 noundef %137)
  %139 = tail call fastcc i32 @is_prime_mr(i64 noundef 9223372036854775783)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775783, i32 noundef %139)
  %141 = tail call fastcc i32 @is_prime_mr(i64 noundef 1000000007)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000000007, i32 noundef %141)
  %143 = tail call fastcc i32 @is_prime_mr(i64 noundef 999999999989)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999999999989, i32 noundef %143)
  %145 = tail call fastcc i32 @is_prime_mr(i64 noundef -94489280427)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -94489280427, i32 noundef %145)
  tail call void @free(ptr noundef nonnull %1) #9
  tail call void @free(ptr noundef %32) #9
  %147 = srem i32 %50, 256
  ret i32 %147

148:                                              ; preds = %102, %148
  %149 = phi i64 [ 0, %102 ], [ %157, %148 ]
  %150 = phi i32 [ 1, %102 ], [ %156, %148 ]
  %151 = tail call fastcc i32 @is_prime_mr(i64 noundef %149)
  %152 = getelementptr inbounds i8, ptr %1, i64 %149
  %153 = load i8, ptr %152, align 1, !tbaa !5
  %154 = zext i8 %153 to i32
  %155 = icmp eq i32 %151, %154
  %156 = select i1 %155, i32 %150, i32 0
  %157 = add nuw nsw i64 %149, 1
  %158 = icmp eq i64 %157, 100000
  br i1 %158, label %133, label %148, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @is_prime_mr(i64 noundef %0) unnamed_addr #5 {
  %2 = icmp ult i64 %0, 2
  br i1 %2, label %104, label %3

3:                                                ; preds = %1
  %4 = and i64 %0, 1
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %39, label %6

6:                                                ; preds = %3
  %7 = urem i64 %0, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %39, label %9

9:                                                ; preds = %6
  %10 = urem i64 %0, 5
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %39, label %12

12:                                               ; preds = %9
  %13 = urem i64 %0, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %39, label %15

15:                                               ; preds = %12
  %16 = urem i64 %0, 11
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %39, label %18

18:                                               ; preds = %15
  %19 = urem i64 %0, 13
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %39, label %21

21:                                               ; preds = %18
  %22 = urem i64 %0, 17
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %39, label %24

24:                                               ; preds = %21
  %25 = urem i64 %0, 19
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %39, label %27

27:                                               ; preds = %24
  %28 = urem i64 %0, 23
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %27
  %31 = urem i64 %0, 29
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %30
  %34 = urem i64 %0, 31
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %33
  %37 = urem i64 %0, 37
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %36, %33, %30, %27, %24, %21, %18, %15, %12, %9, %6, %3
  %40 = phi i64 [ 2, %3 ], [ 3, %6 ], [ 5, %9 ], [ 7, %12 ], [ 11, %15 ], [ 13, %18 ], [ 17, %21 ], [ 19, %24 ], [ 23, %27 ], [ 29, %30 ], [ 31, %33 ], [ 37, %36 ]
  %41 = icmp eq i64 %40, %0
  br label %104

42:                                               ; preds = %36
  %43 = add nsw i64 %0, -1
  br label %48

44:                                               ; preds = %48
  %45 = icmp eq i64 %50, 0
  %46 = zext i64 %0 to i128
  %47 = icmp eq i32 %49, 0
  br label %55

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %42 ]
  %50 = phi i64 [ %51, %48 ], [ %43, %42 ]
  %51 = lshr exact i64 %50, 1
  %52 = add nuw nsw i32 %49, 1
  %53 = and i64 %50, 2
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %48, label %44, !llvm.loop !19

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
  br i1 %45, label %99, label %57

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %56
  %59 = load i64, ptr %58, align 8, !tbaa !20
  %60 = urem i64 %59, %0
  br label %61

61:                                               ; preds = %75, %57
  %62 = phi i64 [ 1, %57 ], [ %77, %75 ]
  %63 = phi i64 [ %60, %57 ], [ %80, %75 ]
  %64 = phi i64 [ %51, %57 ], [ %81, %75 ]
  %65 = and i64 %64, 1
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %69

67:                                               ; preds = %61
  %68 = zext i64 %63 to i128
  br label %75

69:                                               ; preds = %61
  %70 = zext i64 %62 to i128
  %71 = zext i64 %63 to i128
  %72 = mul nuw i128 %71, %70
  %73 = urem i128 %72, %46
  %74 = trunc nuw i128 %73 to i64
  br label %75

75:                                               ; preds = %69, %67
  %76 = phi i128 [ %68, %67 ], [ %71, %69 ]
  %77 = phi i64 [ %62, %67 ], [ %74, %69 ]
  %78 = mul nuw i128 %76, %76
  %79 = urem i128 %78, %46
  %80 = trunc nuw i128 %79 to i64
  %81 = lshr i64 %64, 1
  %82 = icmp ult i64 %64, 2
  br i1 %82, label %83, label %61, !llvm.loop !22

83:                                               ; preds = %75
  %84 = icmp eq i64 %77, 1
  %85 = icmp eq i64 %77, %43
  %86 = or i1 %84, %85
  br i1 %86, label %99, label %87

87:                                               ; preds = %83
  br i1 %47, label %104, label %91

88:                                               ; preds = %91
  %89 = add nuw i32 %92, 1
  %90 = icmp eq i32 %92, %49
  br i1 %90, label %104, label %91, !llvm.loop !23

91:                                               ; preds = %87, %88
  %92 = phi i32 [ %89, %88 ], [ 1, %87 ]
  %93 = phi i64 [ %97, %88 ], [ %77, %87 ]
  %94 = zext i64 %93 to i128
  %95 = mul nuw i128 %94, %94
  %96 = urem i128 %95, %46
  %97 = trunc nuw i128 %96 to i64
  %98 = icmp eq i64 %43, %97
  br i1 %98, label %99, label %88

99:                                               ; preds = %91, %55, %83
  %100 = add nuw nsw i64 %56, 1
  %101 = icmp eq i64 %100, 12
  br i1 %101, label %102, label %55, !llvm.loop !24

102:                                              ; preds = %99
  %103 = icmp ugt i64 %56, 10
  br label %104

104:                                              ; preds = %87, %88, %102, %39, %1
  %105 = phi i1 [ %41, %39 ], [ false, %1 ], [ %103, %102 ], [ false, %88 ], [ false, %87 ]
  %106 = zext i1 %105 to i32
  ret i32 %106
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9, !12}
!12 = !{!"llvm.loop.peeled.count", i32 2}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !6, i64 0}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9}
!24 = distinct !{!24, !9}
