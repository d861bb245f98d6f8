; ModuleID = 'programs/setjmp_spill_slots.c'
source_filename = "programs/setjmp_spill_slots.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [14 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #7
  store volatile i64 1, ptr %1, align 8, !tbaa !6
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store volatile i64 2, ptr %2, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store volatile i64 3, ptr %3, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  store volatile i64 4, ptr %4, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 32
  store volatile i64 5, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 40
  store volatile i64 6, ptr %6, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store volatile i64 7, ptr %7, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 56
  store volatile i64 8, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 64
  store volatile i64 9, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 72
  store volatile i64 10, ptr %10, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store volatile i64 11, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 88
  store volatile i64 12, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 96
  store volatile i64 13, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 104
  store volatile i64 14, ptr %14, align 8, !tbaa !6
  %15 = call fastcc i64 @f(ptr noundef nonnull %1)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @f(ptr noundef %0) unnamed_addr #3 {
  %2 = load volatile i64, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load volatile i64, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load volatile i64, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load volatile i64, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load volatile i64, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load volatile i64, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  %14 = load volatile i64, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  %16 = load volatile i64, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = load volatile i64, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %0, i64 72
  %20 = load volatile i64, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %0, i64 80
  %22 = load volatile i64, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %0, i64 88
  %24 = load volatile i64, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %0, i64 96
  %26 = load volatile i64, ptr %25, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %0, i64 104
  %28 = load volatile i64, ptr %27, align 8, !tbaa !6
  %29 = call i32 @_setjmp(ptr noundef nonnull @buf) #8
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %114

31:                                               ; preds = %1
  %32 = add nsw i64 %4, %2
  %33 = add nsw i64 %32, %6
  %34 = add nsw i64 %33, %8
  %35 = add nsw i64 %34, %10
  %36 = add nsw i64 %35, %12
  %37 = add nsw i64 %36, %14
  %38 = add nsw i64 %37, %16
  %39 = add nsw i64 %38, %18
  %40 = add nsw i64 %39, %20
  %41 = add nsw i64 %40, %22
  %42 = add nsw i64 %41, %24
  %43 = add nsw i64 %42, %26
  %44 = add nsw i64 %43, %28
  %45 = load volatile i64, ptr %0, align 8, !tbaa !6
  %46 = xor i64 %45, %44
  %47 = load volatile i64, ptr %3, align 8, !tbaa !6
  %48 = load volatile i64, ptr %5, align 8, !tbaa !6
  %49 = ashr i64 %44, 2
  %50 = xor i64 %48, %49
  %51 = load volatile i64, ptr %7, align 8, !tbaa !6
  %52 = ashr i64 %44, 3
  %53 = xor i64 %51, %52
  %54 = load volatile i64, ptr %9, align 8, !tbaa !6
  %55 = ashr i64 %44, 4
  %56 = xor i64 %54, %55
  %57 = load volatile i64, ptr %11, align 8, !tbaa !6
  %58 = ashr i64 %44, 5
  %59 = xor i64 %57, %58
  %60 = load volatile i64, ptr %13, align 8, !tbaa !6
  %61 = ashr i64 %44, 6
  %62 = xor i64 %60, %61
  %63 = load volatile i64, ptr %15, align 8, !tbaa !6
  %64 = ashr i64 %44, 7
  %65 = xor i64 %63, %64
  %66 = load volatile i64, ptr %17, align 8, !tbaa !6
  %67 = ashr i64 %44, 8
  %68 = xor i64 %66, %67
  %69 = load volatile i64, ptr %19, align 8, !tbaa !6
  %70 = ashr i64 %44, 9
  %71 = xor i64 %69, %70
  %72 = load volatile i64, ptr %21, align 8, !tbaa !6
  %73 = ashr i64 %44, 10
  %74 = xor i64 %72, %73
  %75 = load volatile i64, ptr %23, align 8, !tbaa !6
  %76 = ashr i64 %44, 11
  %77 = xor i64 %75, %76
  %78 = load volatile i64, ptr %25, align 8, !tbaa !6
  %79 = ashr i64 %44, 12
  %80 = xor i64 %78, %79
  %81 = load volatile i64, ptr %27, align 8, !tbaa !6
  %82 = ashr i64 %44, 13
  %83 = xor i64 %81, %82
  %84 = call fastcc i64 @opaque(i64 noundef %44)
  %85 = shl i64 %47, 1
  %86 = and i64 %44, -2
  %87 = xor i64 %85, %86
  %88 = mul nsw i64 %50, 3
  %89 = shl nsw i64 %53, 2
  %90 = mul nsw i64 %56, 5
  %91 = mul nsw i64 %59, 6
  %92 = mul nsw i64 %62, 7
  %93 = shl nsw i64 %65, 3
  %94 = mul nsw i64 %68, 9
  %95 = mul nsw i64 %71, 10
  %96 = mul nsw i64 %74, 11
  %97 = mul nsw i64 %77, 12
  %98 = mul nsw i64 %80, 13
  %99 = mul nsw i64 %83, 14
  %100 = add i64 %87, %46
  %101 = add i64 %100, %88
  %102 = add i64 %101, %89
  %103 = add i64 %102, %90
  %104 = add i64 %103, %91
  %105 = add i64 %104, %92
  %106 = add i64 %105, %93
  %107 = add i64 %106, %94
  %108 = add i64 %107, %95
  %109 = add i64 %108, %96
  %110 = add i64 %109, %97
  %111 = add i64 %110, %84
  %112 = add nsw i64 %111, %98
  %113 = add nsw i64 %112, %99
  call fastcc void @thrower(i64 noundef %113)
  br label %141

114:                                              ; preds = %1
  %115 = shl nsw i64 %4, 1
  %116 = add nsw i64 %115, %2
  %117 = mul nsw i64 %6, 3
  %118 = add nsw i64 %116, %117
  %119 = shl nsw i64 %8, 2
  %120 = add nsw i64 %118, %119
  %121 = mul nsw i64 %10, 5
  %122 = add nsw i64 %120, %121
  %123 = mul nsw i64 %12, 6
  %124 = add nsw i64 %122, %123
  %125 = mul nsw i64 %14, 7
  %126 = add nsw i64 %124, %125
  %127 = shl nsw i64 %16, 3
  %128 = add nsw i64 %126, %127
  %129 = mul nsw i64 %18, 9
  %130 = add nsw i64 %128, %129
  %131 = mul nsw i64 %20, 10
  %132 = add nsw i64 %130, %131
  %133 = mul nsw i64 %22, 11
  %134 = add nsw i64 %132, %133
  %135 = mul nsw i64 %24, 12
  %136 = add nsw i64 %134, %135
  %137 = mul nsw i64 %26, 13
  %138 = add nsw i64 %136, %137
  %139 = mul nsw i64 %28, 14
  %140 = add nsw i64 %138, %139
  br label %141

141:                                              ; preds = %114, %31
  %142 = phi i64 [ %84, %31 ], [ %140, %114 ]
  ret i64 %142
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @opaque(i64 noundef %0) unnamed_addr #5 {
  %2 = mul nsw i64 %0, 3
  %3 = add nsw i64 %2, 1
  ret i64 %3
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @thrower(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i64 %0, 12345
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @buf, i32 noundef 1) #9
  unreachable

4:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
