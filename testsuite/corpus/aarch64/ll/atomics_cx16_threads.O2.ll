; ModuleID = 'programs/atomics_cx16_threads.c'
source_filename = "programs/atomics_cx16_threads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"wide %016llx%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"max %016llx%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"stored %016llx%016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"counter %llu bits %x small %u fsum %g dsum %g smax %lld\0A\00", align 1
@counter = internal global i64 0, align 8
@bits = internal global i32 0, align 4
@small = internal global i8 0, align 4
@fsum = internal global float 0.000000e+00, align 4
@dsum = internal global double 0.000000e+00, align 8
@smax = internal global i64 -9223372036854775808, align 8
@main.a8 = internal global i8 0, align 4
@main.a16 = internal global i16 0, align 4
@main.a32 = internal global i32 0, align 4
@main.a64 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [22 x i8] c"orders %u %d %u %lld\0A\00", align 1
@wide = internal global i128 0, align 16
@wide_max = internal global i128 0, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8
  %9 = load i64, ptr %1, align 8, !tbaa !6
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8
  %11 = load i64, ptr %3, align 8, !tbaa !6
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8
  %13 = load i64, ptr %5, align 8, !tbaa !6
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #8
  %15 = load i64, ptr %7, align 8, !tbaa !6
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #8
  %17 = call fastcc i128 @wide_load()
  %18 = lshr i128 %17, 64
  %19 = trunc nuw i128 %18 to i64
  %20 = trunc i128 %17 to i64
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %19, i64 noundef %20)
  %22 = call fastcc i128 @wide_xchg()
  %23 = lshr i128 %22, 64
  %24 = trunc nuw i128 %23 to i64
  %25 = trunc i128 %22 to i64
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %24, i64 noundef %25)
  call fastcc void @wide_store()
  %27 = call fastcc i128 @wide_load()
  %28 = lshr i128 %27, 64
  %29 = trunc nuw i128 %28 to i64
  %30 = trunc i128 %27 to i64
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %29, i64 noundef %30)
  %32 = load atomic i64, ptr @counter seq_cst, align 8, !tbaa !10
  %33 = load atomic i32, ptr @bits seq_cst, align 4, !tbaa !10
  %34 = load atomic i8, ptr @small seq_cst, align 4, !tbaa !10
  %35 = zext i8 %34 to i32
  %36 = load atomic float, ptr @fsum seq_cst, align 4, !tbaa !10
  %37 = fpext float %36 to double
  %38 = load atomic double, ptr @dsum seq_cst, align 8, !tbaa !10
  %39 = load atomic i64, ptr @smax seq_cst, align 8, !tbaa !10
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %32, i32 noundef %33, i32 noundef %35, double noundef %37, double noundef %38, i64 noundef %39)
  br label %42

41:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 0

42:                                               ; preds = %0, %42
  %43 = phi i64 [ -3, %0 ], [ %192, %42 ]
  %44 = trunc i64 %43 to i8
  store atomic i8 %44, ptr @main.a8 monotonic, align 4
  %45 = add i8 %44, 1
  store atomic i8 %45, ptr @main.a8 release, align 4
  %46 = add i8 %44, 2
  store atomic i8 %46, ptr @main.a8 seq_cst, align 4
  %47 = load atomic i8, ptr @main.a8 monotonic, align 4
  %48 = load atomic i8, ptr @main.a8 acquire, align 4
  %49 = load atomic i8, ptr @main.a8 acquire, align 4
  %50 = load atomic i8, ptr @main.a8 seq_cst, align 4
  %51 = mul i8 %44, 3
  %52 = atomicrmw xchg ptr @main.a8, i8 %51 acq_rel, align 1
  %53 = atomicrmw add ptr @main.a8, i8 5 acquire, align 1
  %54 = atomicrmw sub ptr @main.a8, i8 2 release, align 1
  %55 = atomicrmw and ptr @main.a8, i8 127 monotonic, align 1
  %56 = atomicrmw or ptr @main.a8, i8 16 seq_cst, align 1
  %57 = atomicrmw xor ptr @main.a8, i8 3 acq_rel, align 1
  %58 = cmpxchg ptr @main.a8, i8 %45, i8 9 seq_cst monotonic, align 1
  %59 = extractvalue { i8, i1 } %58, 1
  %60 = extractvalue { i8, i1 } %58, 0
  %61 = cmpxchg weak ptr @main.a8, i8 %60, i8 11 acquire acquire, align 1
  %62 = extractvalue { i8, i1 } %61, 1
  %63 = select i1 %62, i8 100, i8 0
  %64 = add i8 %48, %47
  %65 = add i8 %64, %49
  %66 = add i8 %65, %50
  %67 = add i8 %66, %52
  %68 = add i8 %67, %53
  %69 = add i8 %68, %54
  %70 = add i8 %69, %55
  %71 = add i8 %70, %56
  %72 = add i8 %71, %57
  %73 = zext i1 %59 to i8
  %74 = load atomic i8, ptr @main.a8 seq_cst, align 4
  %75 = add i8 %72, %60
  %76 = add i8 %75, %73
  %77 = add i8 %76, %74
  %78 = add i8 %77, %63
  %79 = zext i8 %78 to i32
  %80 = trunc i64 %43 to i16
  %81 = mul i16 %80, 101
  store atomic i16 %81, ptr @main.a16 monotonic, align 4
  %82 = add i16 %81, 1
  store atomic i16 %82, ptr @main.a16 release, align 4
  %83 = add i16 %81, 2
  store atomic i16 %83, ptr @main.a16 seq_cst, align 4
  %84 = load atomic i16, ptr @main.a16 monotonic, align 4
  %85 = load atomic i16, ptr @main.a16 acquire, align 4
  %86 = load atomic i16, ptr @main.a16 acquire, align 4
  %87 = load atomic i16, ptr @main.a16 seq_cst, align 4
  %88 = mul i16 %80, 303
  %89 = atomicrmw xchg ptr @main.a16, i16 %88 acq_rel, align 2
  %90 = atomicrmw add ptr @main.a16, i16 5 acquire, align 2
  %91 = atomicrmw sub ptr @main.a16, i16 2 release, align 2
  %92 = atomicrmw and ptr @main.a16, i16 32639 monotonic, align 2
  %93 = atomicrmw or ptr @main.a16, i16 16 seq_cst, align 2
  %94 = atomicrmw xor ptr @main.a16, i16 3 acq_rel, align 2
  %95 = cmpxchg ptr @main.a16, i16 %82, i16 9 seq_cst monotonic, align 2
  %96 = extractvalue { i16, i1 } %95, 1
  %97 = extractvalue { i16, i1 } %95, 0
  %98 = cmpxchg weak ptr @main.a16, i16 %97, i16 11 acquire acquire, align 2
  %99 = extractvalue { i16, i1 } %98, 1
  %100 = select i1 %99, i16 100, i16 0
  %101 = add i16 %85, %84
  %102 = add i16 %101, %86
  %103 = add i16 %102, %87
  %104 = add i16 %103, %89
  %105 = add i16 %104, %90
  %106 = add i16 %105, %91
  %107 = add i16 %106, %92
  %108 = add i16 %107, %93
  %109 = add i16 %108, %94
  %110 = zext i1 %96 to i16
  %111 = load atomic i16, ptr @main.a16 seq_cst, align 4
  %112 = add i16 %109, %97
  %113 = add i16 %112, %110
  %114 = add i16 %113, %111
  %115 = add i16 %114, %100
  %116 = sext i16 %115 to i32
  %117 = mul nsw i64 %43, 65537
  %118 = trunc nsw i64 %117 to i32
  store atomic i32 %118, ptr @main.a32 monotonic, align 4
  %119 = trunc i64 %117 to i32
  %120 = add i32 %119, 1
  store atomic i32 %120, ptr @main.a32 release, align 4
  %121 = trunc i64 %117 to i32
  %122 = add i32 %121, 2
  store atomic i32 %122, ptr @main.a32 seq_cst, align 4
  %123 = load atomic i32, ptr @main.a32 monotonic, align 4
  %124 = load atomic i32, ptr @main.a32 acquire, align 4
  %125 = load atomic i32, ptr @main.a32 acquire, align 4
  %126 = load atomic i32, ptr @main.a32 seq_cst, align 4
  %127 = trunc i64 %43 to i32
  %128 = mul i32 %127, 196611
  %129 = atomicrmw xchg ptr @main.a32, i32 %128 acq_rel, align 4
  %130 = atomicrmw add ptr @main.a32, i32 5 acquire, align 4
  %131 = atomicrmw sub ptr @main.a32, i32 2 release, align 4
  %132 = atomicrmw and ptr @main.a32, i32 32639 monotonic, align 4
  %133 = atomicrmw or ptr @main.a32, i32 16 seq_cst, align 4
  %134 = atomicrmw xor ptr @main.a32, i32 3 acq_rel, align 4
  %135 = cmpxchg ptr @main.a32, i32 %120, i32 9 seq_cst monotonic, align 4
  %136 = extractvalue { i32, i1 } %135, 1
  %137 = extractvalue { i32, i1 } %135, 0
  %138 = cmpxchg weak ptr @main.a32, i32 %137, i32 11 acquire acquire, align 4
  %139 = extractvalue { i32, i1 } %138, 1
  %140 = select i1 %139, i32 100, i32 0
  %141 = add i32 %124, %123
  %142 = add i32 %141, %125
  %143 = add i32 %142, %126
  %144 = add i32 %143, %129
  %145 = add i32 %144, %130
  %146 = add i32 %145, %131
  %147 = add i32 %146, %132
  %148 = add i32 %147, %133
  %149 = add i32 %148, %134
  %150 = zext i1 %136 to i32
  %151 = load atomic i32, ptr @main.a32 seq_cst, align 4
  %152 = add i32 %149, %137
  %153 = add i32 %152, %150
  %154 = add i32 %153, %151
  %155 = add i32 %154, %140
  %156 = shl nsw i64 %43, 40
  store atomic i64 %156, ptr @main.a64 monotonic, align 8
  %157 = or disjoint i64 %156, 1
  store atomic i64 %157, ptr @main.a64 release, align 8
  %158 = or disjoint i64 %156, 2
  store atomic i64 %158, ptr @main.a64 seq_cst, align 8
  %159 = load atomic i64, ptr @main.a64 monotonic, align 8
  %160 = load atomic i64, ptr @main.a64 acquire, align 8
  %161 = load atomic i64, ptr @main.a64 acquire, align 8
  %162 = load atomic i64, ptr @main.a64 seq_cst, align 8
  %163 = mul nsw i64 %43, 3298534883328
  %164 = atomicrmw xchg ptr @main.a64, i64 %163 acq_rel, align 8
  %165 = atomicrmw add ptr @main.a64, i64 5 acquire, align 8
  %166 = atomicrmw sub ptr @main.a64, i64 2 release, align 8
  %167 = atomicrmw and ptr @main.a64, i64 32639 monotonic, align 8
  %168 = atomicrmw or ptr @main.a64, i64 16 seq_cst, align 8
  %169 = atomicrmw xor ptr @main.a64, i64 3 acq_rel, align 8
  %170 = cmpxchg ptr @main.a64, i64 %157, i64 9 seq_cst monotonic, align 8
  %171 = extractvalue { i64, i1 } %170, 1
  %172 = extractvalue { i64, i1 } %170, 0
  %173 = cmpxchg weak ptr @main.a64, i64 %172, i64 11 acquire acquire, align 8
  %174 = extractvalue { i64, i1 } %173, 1
  %175 = select i1 %174, i64 100, i64 0
  %176 = add nsw i64 %160, %159
  %177 = add nsw i64 %176, %161
  %178 = add nsw i64 %177, %162
  %179 = add nsw i64 %178, %164
  %180 = add nsw i64 %179, %165
  %181 = add nsw i64 %180, %166
  %182 = add nsw i64 %181, %167
  %183 = add nsw i64 %182, %168
  %184 = add nsw i64 %183, %169
  %185 = zext i1 %171 to i64
  %186 = load atomic i64, ptr @main.a64 seq_cst, align 8
  %187 = add i64 %184, %172
  %188 = add i64 %187, %185
  %189 = add i64 %188, %186
  %190 = add i64 %189, %175
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %79, i32 noundef %116, i32 noundef %155, i64 noundef %190)
  %192 = add nsw i64 %43, 37
  %193 = icmp slt i64 %43, 263
  br i1 %193, label %42, label %41, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul i32 %3, 100000
  br label %6

5:                                                ; preds = %37
  ret ptr null

6:                                                ; preds = %1, %37
  %7 = phi i32 [ 0, %1 ], [ %38, %37 ]
  tail call fastcc void @wide_add()
  %8 = trunc nuw i32 %7 to i16
  %9 = urem i16 %8, 997
  %10 = zext nneg i16 %9 to i128
  %11 = shl nuw nsw i128 %10, 80
  %12 = add i32 %7, %4
  %13 = zext i32 %12 to i128
  %14 = or disjoint i128 %11, %13
  tail call fastcc void @wide_raise(i128 noundef %14)
  %15 = atomicrmw add ptr @counter, i64 3 monotonic, align 8
  %16 = atomicrmw sub ptr @counter, i64 1 release, align 8
  %17 = add i32 %7, %3
  %18 = and i32 %17, 31
  %19 = shl nuw i32 1, %18
  %20 = atomicrmw or ptr @bits, i32 %19 seq_cst, align 4
  %21 = atomicrmw or ptr @bits, i32 0 acq_rel, align 4
  %22 = atomicrmw add ptr @small, i8 1 monotonic, align 1
  %23 = atomicrmw fadd ptr @fsum, float 5.000000e-01 seq_cst, align 4
  %24 = atomicrmw fadd ptr @dsum, double 2.500000e-01 monotonic, align 8
  %25 = load atomic i64, ptr @smax monotonic, align 8
  %26 = mul nuw nsw i32 %7, 7
  %27 = urem i32 %26, 10007
  %28 = zext nneg i32 %27 to i64
  %29 = add nsw i64 %28, -5000
  br label %30

30:                                               ; preds = %33, %6
  %31 = phi i64 [ %25, %6 ], [ %36, %33 ]
  %32 = icmp slt i64 %31, %29
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = cmpxchg weak ptr @smax, i64 %31, i64 %29 seq_cst seq_cst, align 8
  %35 = extractvalue { i64, i1 } %34, 1
  %36 = extractvalue { i64, i1 } %34, 0
  br i1 %35, label %37, label %30, !llvm.loop !13

37:                                               ; preds = %30, %33
  fence syncscope("singlethread") seq_cst
  %38 = add nuw nsw i32 %7, 1
  %39 = icmp eq i32 %38, 20000
  br i1 %39, label %5, label %6, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i128 @wide_load() unnamed_addr #5 {
  %1 = load atomic i128, ptr @wide acquire, align 16
  ret i128 %1
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i128 @wide_xchg() unnamed_addr #5 {
  %1 = atomicrmw xchg ptr @wide_max, i128 0 seq_cst, align 16
  ret i128 %1
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_store() unnamed_addr #5 {
  store atomic i128 1203852964994359048060655, ptr @wide release, align 16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_add() unnamed_addr #5 {
  %1 = atomicrmw add ptr @wide, i128 18446744073709551617 seq_cst, align 16
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @wide_raise(i128 noundef %0) unnamed_addr #7 {
  %2 = load atomic i128, ptr @wide_max monotonic, align 16
  br label %3

3:                                                ; preds = %6, %1
  %4 = phi i128 [ %2, %1 ], [ %9, %6 ]
  %5 = icmp ult i128 %4, %0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = cmpxchg weak ptr @wide_max, i128 %4, i128 %0 acq_rel monotonic, align 16
  %8 = extractvalue { i128, i1 } %7, 1
  %9 = extractvalue { i128, i1 } %7, 0
  br i1 %8, label %10, label %3, !llvm.loop !15

10:                                               ; preds = %3, %6
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+cx16,+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+cx16,+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
