; ModuleID = 'programs/sieve_primes.c'
source_filename = "programs/sieve_primes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"pi(%d)=%d sum=%ld twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"bit sieve count=%d match=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mr agrees=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"mr(%llu)=%d\0A\00", align 1
@is_prime_mr.bases = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call noalias dereferenceable_or_null(2000001) ptr @malloc(i64 noundef 2000001) #8
  %2 = getelementptr inbounds i8, ptr %1, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(2000001) %2, i8 1, i64 1999999, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 0, ptr %3, align 1, !tbaa !6
  store i8 0, ptr %1, align 1, !tbaa !6
  br label %4

4:                                                ; preds = %0, %48
  %5 = phi i64 [ 0, %0 ], [ %52, %48 ]
  %6 = phi i64 [ 4, %0 ], [ %50, %48 ]
  %7 = phi i64 [ 2, %0 ], [ %49, %48 ]
  %8 = getelementptr inbounds i8, ptr %1, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !6
  %10 = icmp ne i8 %9, 0
  %11 = icmp ult i64 %6, 2000001
  %12 = and i1 %10, %11
  br i1 %12, label %13, label %48

13:                                               ; preds = %4
  %14 = add nuw i64 %6, %7
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 2000001)
  %16 = add i64 %15, -2
  %17 = add i64 %5, %6
  %18 = sub i64 %16, %17
  %19 = icmp ne i64 %16, %17
  %20 = sext i1 %19 to i64
  %21 = select i1 %19, i64 2, i64 1
  %22 = add i64 %18, %20
  %23 = udiv i64 %22, %7
  %24 = add i64 %21, %23
  %25 = icmp ult i64 %24, 2
  br i1 %25, label %41, label %26

26:                                               ; preds = %13
  %27 = and i64 %24, -2
  %28 = mul i64 %27, %7
  %29 = add i64 %6, %28
  %30 = getelementptr i8, ptr %1, i64 %7
  br label %31

31:                                               ; preds = %31, %26
  %32 = phi i64 [ 0, %26 ], [ %37, %31 ]
  %33 = mul i64 %32, %7
  %34 = add i64 %6, %33
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  %36 = getelementptr i8, ptr %30, i64 %34
  store i8 0, ptr %35, align 1, !tbaa !6
  store i8 0, ptr %36, align 1, !tbaa !6
  %37 = add nuw i64 %32, 2
  %38 = icmp eq i64 %37, %27
  br i1 %38, label %39, label %31, !llvm.loop !9

39:                                               ; preds = %31
  %40 = icmp eq i64 %24, %27
  br i1 %40, label %48, label %41

41:                                               ; preds = %39, %13
  %42 = phi i64 [ %6, %13 ], [ %29, %39 ]
  br label %43

43:                                               ; preds = %41, %43
  %44 = phi i64 [ %46, %43 ], [ %42, %41 ]
  %45 = getelementptr inbounds i8, ptr %1, i64 %44
  store i8 0, ptr %45, align 1, !tbaa !6
  %46 = add nuw nsw i64 %44, %7
  %47 = icmp ult i64 %46, 2000001
  br i1 %47, label %43, label %48, !llvm.loop !13

48:                                               ; preds = %43, %39, %4
  %49 = add nuw nsw i64 %7, 1
  %50 = mul nuw nsw i64 %49, %49
  %51 = icmp eq i64 %49, 1415
  %52 = add i64 %5, 1
  br i1 %51, label %53, label %4, !llvm.loop !14

53:                                               ; preds = %48
  %54 = load i8, ptr %1, align 1, !tbaa !6
  %55 = icmp ne i8 %54, 0
  %56 = zext i1 %55 to i32
  %57 = load i8, ptr %3, align 1, !tbaa !6
  %58 = icmp ne i8 %57, 0
  %59 = select i1 %55, i32 2, i32 1
  %60 = select i1 %58, i32 %59, i32 %56
  %61 = zext i1 %58 to i64
  br label %65

62:                                               ; preds = %81
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2000000, i32 noundef %82, i64 noundef %84, i32 noundef %83)
  %64 = tail call noalias dereferenceable_or_null(125004) ptr @calloc(i64 noundef 31251, i64 noundef 4) #9
  br label %87

65:                                               ; preds = %53, %81
  %66 = phi i64 [ 2, %53 ], [ %85, %81 ]
  %67 = phi i64 [ %61, %53 ], [ %84, %81 ]
  %68 = phi i32 [ 0, %53 ], [ %83, %81 ]
  %69 = phi i32 [ %60, %53 ], [ %82, %81 ]
  %70 = getelementptr inbounds i8, ptr %1, i64 %66
  %71 = load i8, ptr %70, align 1, !tbaa !6
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %65
  %74 = add nsw i64 %67, %66
  %75 = add nsw i32 %69, 1
  %76 = getelementptr i8, ptr %70, i64 -2
  %77 = load i8, ptr %76, align 1, !tbaa !6
  %78 = icmp ne i8 %77, 0
  %79 = zext i1 %78 to i32
  %80 = add nsw i32 %68, %79
  br label %81

81:                                               ; preds = %73, %65
  %82 = phi i32 [ %69, %65 ], [ %75, %73 ]
  %83 = phi i32 [ %68, %65 ], [ %80, %73 ]
  %84 = phi i64 [ %67, %65 ], [ %74, %73 ]
  %85 = add nuw nsw i64 %66, 1
  %86 = icmp eq i64 %85, 2000001
  br i1 %86, label %62, label %65, !llvm.loop !15

87:                                               ; preds = %62, %113
  %88 = phi i64 [ 9, %62 ], [ %115, %113 ]
  %89 = phi i64 [ 3, %62 ], [ %114, %113 ]
  %90 = lshr i64 %89, 6
  %91 = getelementptr inbounds i32, ptr %64, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !17
  %93 = trunc i64 %89 to i32
  %94 = lshr i32 %93, 1
  %95 = and i32 %94, 31
  %96 = shl nuw i32 1, %95
  %97 = and i32 %92, %96
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %113

99:                                               ; preds = %87
  %100 = shl nuw nsw i64 %89, 1
  br label %101

101:                                              ; preds = %99, %101
  %102 = phi i64 [ %88, %99 ], [ %111, %101 ]
  %103 = trunc nuw i64 %102 to i32
  %104 = lshr i32 %103, 1
  %105 = and i32 %104, 31
  %106 = shl nuw i32 1, %105
  %107 = lshr i64 %102, 6
  %108 = getelementptr inbounds i32, ptr %64, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !17
  %110 = or i32 %109, %106
  store i32 %110, ptr %108, align 4, !tbaa !17
  %111 = add nuw nsw i64 %102, %100
  %112 = icmp ult i64 %111, 2000001
  br i1 %112, label %101, label %113, !llvm.loop !19

113:                                              ; preds = %101, %87
  %114 = add nuw nsw i64 %89, 2
  %115 = mul nuw nsw i64 %114, %114
  %116 = icmp ult i64 %115, 2000001
  br i1 %116, label %87, label %117, !llvm.loop !20

117:                                              ; preds = %113, %117
  %118 = phi i64 [ %144, %117 ], [ 0, %113 ]
  %119 = phi i32 [ %142, %117 ], [ 1, %113 ]
  %120 = phi i32 [ %143, %117 ], [ 0, %113 ]
  %121 = shl i64 %118, 1
  %122 = add i64 %121, 5
  %123 = lshr i64 %121, 6
  %124 = lshr i64 %122, 6
  %125 = getelementptr inbounds i32, ptr %64, i64 %123
  %126 = getelementptr inbounds i32, ptr %64, i64 %124
  %127 = load i32, ptr %125, align 4, !tbaa !17
  %128 = load i32, ptr %126, align 4, !tbaa !17
  %129 = trunc i64 %121 to i32
  %130 = trunc nuw i64 %122 to i32
  %131 = lshr exact i32 %129, 1
  %132 = lshr i32 %130, 1
  %133 = and i32 %131, 30
  %134 = or disjoint i32 %133, 1
  %135 = and i32 %132, 30
  %136 = xor i32 %127, -1
  %137 = xor i32 %128, -1
  %138 = lshr i32 %136, %134
  %139 = lshr i32 %137, %135
  %140 = and i32 %138, 1
  %141 = and i32 %139, 1
  %142 = add i32 %140, %119
  %143 = add i32 %141, %120
  %144 = add nuw i64 %118, 2
  %145 = icmp eq i64 %144, 999998
  br i1 %145, label %146, label %117, !llvm.loop !21

146:                                              ; preds = %117
  %147 = add i32 %143, %142
  %148 = getelementptr inbounds i8, ptr %64, i64 124996
  %149 = load i32, ptr %148, align 4, !tbaa !17
  %150 = icmp sgt i32 %149, -1
  %151 = zext i1 %150 to i32
  %152 = add nuw nsw i32 %147, %151
  %153 = icmp eq i32 %152, %82
  %154 = zext i1 %153 to i32
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %152, i32 noundef %154)
  br label %171

156:                                              ; preds = %171
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %179)
  %158 = tail call fastcc i32 @is_prime_mr(i64 noundef -59)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -59, i32 noundef %158)
  %160 = tail call fastcc i32 @is_prime_mr(i64 noundef -61)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -61, i32 noundef %160)
  %162 = tail call fastcc i32 @is_prime_mr(i64 noundef 9223372036854775783)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9223372036854775783, i32 noundef %162)
  %164 = tail call fastcc i32 @is_prime_mr(i64 noundef 1000000007)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 1000000007, i32 noundef %164)
  %166 = tail call fastcc i32 @is_prime_mr(i64 noundef 999999999989)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 999999999989, i32 noundef %166)
  %168 = tail call fastcc i32 @is_prime_mr(i64 noundef -94489280427)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef -94489280427, i32 noundef %168)
  tail call void @free(ptr noundef nonnull %1) #10
  tail call void @free(ptr noundef %64) #10
  %170 = srem i32 %82, 256
  ret i32 %170

171:                                              ; preds = %146, %171
  %172 = phi i64 [ 0, %146 ], [ %180, %171 ]
  %173 = phi i32 [ 1, %146 ], [ %179, %171 ]
  %174 = tail call fastcc i32 @is_prime_mr(i64 noundef %172)
  %175 = getelementptr inbounds i8, ptr %1, i64 %172
  %176 = load i8, ptr %175, align 1, !tbaa !6
  %177 = zext i8 %176 to i32
  %178 = icmp eq i32 %174, %177
  %179 = select i1 %178, i32 %173, i32 0
  %180 = add nuw nsw i64 %172, 1
  %181 = icmp eq i64 %180, 100000
  br i1 %181, label %156, label %171, !llvm.loop !22
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
  br i1 %54, label %48, label %44, !llvm.loop !23

55:                                               ; preds = %44, %99
  %56 = phi i64 [ 0, %44 ], [ %100, %99 ]
  br i1 %45, label %99, label %57

57:                                               ; preds = %55
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %56
  %59 = load i64, ptr %58, align 8, !tbaa !24
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
  br i1 %82, label %83, label %61, !llvm.loop !26

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
  br i1 %90, label %104, label %91, !llvm.loop !27

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
  br i1 %101, label %102, label %55, !llvm.loop !28

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !16}
!16 = !{!"llvm.loop.peeled.count", i32 2}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
