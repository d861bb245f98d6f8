; ModuleID = 'programs/atomics_cx16_threads.c'
source_filename = "programs/atomics_cx16_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"wide %016llx%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"max %016llx%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"stored %016llx%016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"counter %llu bits %x small %u fsum %g dsum %g smax %lld\0A\00", align 1
@counter = internal global i64 0, align 8
@bits = internal global i32 0, align 4
@small = internal global i8 0, align 1
@fsum = internal global float 0.000000e+00, align 4
@dsum = internal global double 0.000000e+00, align 8
@smax = internal global i64 -9223372036854775808, align 8
@main.a8 = internal global i8 0, align 1
@main.a16 = internal global i16 0, align 2
@main.a32 = internal global i32 0, align 4
@main.a64 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [22 x i8] c"orders %u %d %u %lld\0A\00", align 1
@wide = internal global i128 0, align 16
@wide_max = internal global i128 0, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8
  %7 = getelementptr inbounds i8, ptr %1, i64 24
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8
  %9 = load i64, ptr %1, align 16, !tbaa !5
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #8
  %11 = load i64, ptr %3, align 8, !tbaa !5
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #8
  %13 = load i64, ptr %5, align 16, !tbaa !5
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #8
  %15 = load i64, ptr %7, align 8, !tbaa !5
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #8
  %17 = call fastcc { i64, i64 } @wide_load()
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %19, i64 noundef %18)
  %21 = call fastcc { i64, i64 } @wide_xchg()
  %22 = extractvalue { i64, i64 } %21, 0
  %23 = extractvalue { i64, i64 } %21, 1
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %23, i64 noundef %22)
  call fastcc void @wide_store()
  %25 = call fastcc { i64, i64 } @wide_load()
  %26 = extractvalue { i64, i64 } %25, 0
  %27 = extractvalue { i64, i64 } %25, 1
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %27, i64 noundef %26)
  %29 = load atomic i64, ptr @counter seq_cst, align 8, !tbaa !9
  %30 = load atomic i32, ptr @bits seq_cst, align 4, !tbaa !9
  %31 = load atomic i8, ptr @small seq_cst, align 1, !tbaa !9
  %32 = zext i8 %31 to i32
  %33 = load atomic float, ptr @fsum seq_cst, align 4, !tbaa !9
  %34 = fpext float %33 to double
  %35 = load atomic double, ptr @dsum seq_cst, align 8, !tbaa !9
  %36 = load atomic i64, ptr @smax seq_cst, align 8, !tbaa !9
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %29, i32 noundef %30, i32 noundef %32, double noundef %34, double noundef %35, i64 noundef %36)
  br label %39

38:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 0

39:                                               ; preds = %0, %39
  %40 = phi i64 [ -3, %0 ], [ %189, %39 ]
  %41 = trunc i64 %40 to i8
  store atomic i8 %41, ptr @main.a8 monotonic, align 1
  %42 = add i8 %41, 1
  store atomic i8 %42, ptr @main.a8 release, align 1
  %43 = add i8 %41, 2
  store atomic i8 %43, ptr @main.a8 seq_cst, align 1
  %44 = load atomic i8, ptr @main.a8 monotonic, align 1
  %45 = load atomic i8, ptr @main.a8 acquire, align 1
  %46 = load atomic i8, ptr @main.a8 acquire, align 1
  %47 = load atomic i8, ptr @main.a8 seq_cst, align 1
  %48 = mul i8 %41, 3
  %49 = atomicrmw xchg ptr @main.a8, i8 %48 acq_rel, align 1
  %50 = atomicrmw add ptr @main.a8, i8 5 acquire, align 1
  %51 = atomicrmw sub ptr @main.a8, i8 2 release, align 1
  %52 = atomicrmw and ptr @main.a8, i8 127 monotonic, align 1
  %53 = atomicrmw or ptr @main.a8, i8 16 seq_cst, align 1
  %54 = atomicrmw xor ptr @main.a8, i8 3 acq_rel, align 1
  %55 = cmpxchg ptr @main.a8, i8 %42, i8 9 seq_cst monotonic, align 1
  %56 = extractvalue { i8, i1 } %55, 1
  %57 = extractvalue { i8, i1 } %55, 0
  %58 = cmpxchg weak ptr @main.a8, i8 %57, i8 11 acquire acquire, align 1
  %59 = extractvalue { i8, i1 } %58, 1
  %60 = select i1 %59, i8 100, i8 0
  %61 = add i8 %45, %44
  %62 = add i8 %61, %46
  %63 = add i8 %62, %47
  %64 = add i8 %63, %49
  %65 = add i8 %64, %50
  %66 = add i8 %65, %51
  %67 = add i8 %66, %52
  %68 = add i8 %67, %53
  %69 = add i8 %68, %54
  %70 = zext i1 %56 to i8
  %71 = load atomic i8, ptr @main.a8 seq_cst, align 1
  %72 = add i8 %69, %57
  %73 = add i8 %72, %70
  %74 = add i8 %73, %71
  %75 = add i8 %74, %60
  %76 = zext i8 %75 to i32
  %77 = trunc i64 %40 to i16
  %78 = mul i16 %77, 101
  store atomic i16 %78, ptr @main.a16 monotonic, align 2
  %79 = add i16 %78, 1
  store atomic i16 %79, ptr @main.a16 release, align 2
  %80 = add i16 %78, 2
  store atomic i16 %80, ptr @main.a16 seq_cst, align 2
  %81 = load atomic i16, ptr @main.a16 monotonic, align 2
  %82 = load atomic i16, ptr @main.a16 acquire, align 2
  %83 = load atomic i16, ptr @main.a16 acquire, align 2
  %84 = load atomic i16, ptr @main.a16 seq_cst, align 2
  %85 = mul i16 %77, 303
  %86 = atomicrmw xchg ptr @main.a16, i16 %85 acq_rel, align 2
  %87 = atomicrmw add ptr @main.a16, i16 5 acquire, align 2
  %88 = atomicrmw sub ptr @main.a16, i16 2 release, align 2
  %89 = atomicrmw and ptr @main.a16, i16 32639 monotonic, align 2
  %90 = atomicrmw or ptr @main.a16, i16 16 seq_cst, align 2
  %91 = atomicrmw xor ptr @main.a16, i16 3 acq_rel, align 2
  %92 = cmpxchg ptr @main.a16, i16 %79, i16 9 seq_cst monotonic, align 2
  %93 = extractvalue { i16, i1 } %92, 1
  %94 = extractvalue { i16, i1 } %92, 0
  %95 = cmpxchg weak ptr @main.a16, i16 %94, i16 11 acquire acquire, align 2
  %96 = extractvalue { i16, i1 } %95, 1
  %97 = select i1 %96, i16 100, i16 0
  %98 = add i16 %82, %81
  %99 = add i16 %98, %83
  %100 = add i16 %99, %84
  %101 = add i16 %100, %86
  %102 = add i16 %101, %87
  %103 = add i16 %102, %88
  %104 = add i16 %103, %89
  %105 = add i16 %104, %90
  %106 = add i16 %105, %91
  %107 = zext i1 %93 to i16
  %108 = load atomic i16, ptr @main.a16 seq_cst, align 2
  %109 = add i16 %106, %94
  %110 = add i16 %109, %107
  %111 = add i16 %110, %108
  %112 = add i16 %111, %97
  %113 = sext i16 %112 to i32
  %114 = mul nsw i64 %40, 65537
  %115 = trunc nsw i64 %114 to i32
  store atomic i32 %115, ptr @main.a32 monotonic, align 4
  %116 = trunc i64 %114 to i32
  %117 = add i32 %116, 1
  store atomic i32 %117, ptr @main.a32 release, align 4
  %118 = trunc i64 %114 to i32
  %119 = add i32 %118, 2
  store atomic i32 %119, ptr @main.a32 seq_cst, align 4
  %120 = load atomic i32, ptr @main.a32 monotonic, align 4
  %121 = load atomic i32, ptr @main.a32 acquire, align 4
  %122 = load atomic i32, ptr @main.a32 acquire, align 4
  %123 = load atomic i32, ptr @main.a32 seq_cst, align 4
  %124 = trunc i64 %40 to i32
  %125 = mul i32 %124, 196611
  %126 = atomicrmw xchg ptr @main.a32, i32 %125 acq_rel, align 4
  %127 = atomicrmw add ptr @main.a32, i32 5 acquire, align 4
  %128 = atomicrmw sub ptr @main.a32, i32 2 release, align 4
  %129 = atomicrmw and ptr @main.a32, i32 32639 monotonic, align 4
  %130 = atomicrmw or ptr @main.a32, i32 16 seq_cst, align 4
  %131 = atomicrmw xor ptr @main.a32, i32 3 acq_rel, align 4
  %132 = cmpxchg ptr @main.a32, i32 %117, i32 9 seq_cst monotonic, align 4
  %133 = extractvalue { i32, i1 } %132, 1
  %134 = extractvalue { i32, i1 } %132, 0
  %135 = cmpxchg weak ptr @main.a32, i32 %134, i32 11 acquire acquire, align 4
  %136 = extractvalue { i32, i1 } %135, 1
  %137 = select i1 %136, i32 100, i32 0
  %138 = add i32 %121, %120
  %139 = add i32 %138, %122
  %140 = add i32 %139, %123
  %141 = add i32 %140, %126
  %142 = add i32 %141, %127
  %143 = add i32 %142, %128
  %144 = add i32 %143, %129
  %145 = add i32 %144, %130
  %146 = add i32 %145, %131
  %147 = zext i1 %133 to i32
  %148 = load atomic i32, ptr @main.a32 seq_cst, align 4
  %149 = add i32 %146, %134
  %150 = add i32 %149, %147
  %151 = add i32 %150, %148
  %152 = add i32 %151, %137
  %153 = shl nsw i64 %40, 40
  store atomic i64 %153, ptr @main.a64 monotonic, align 8
  %154 = or disjoint i64 %153, 1
  store atomic i64 %154, ptr @main.a64 release, align 8
  %155 = or disjoint i64 %153, 2
  store atomic i64 %155, ptr @main.a64 seq_cst, align 8
  %156 = load atomic i64, ptr @main.a64 monotonic, align 8
  %157 = load atomic i64, ptr @main.a64 acquire, align 8
  %158 = load atomic i64, ptr @main.a64 acquire, align 8
  %159 = load atomic i64, ptr @main.a64 seq_cst, align 8
  %160 = mul nsw i64 %40, 3298534883328
  %161 = atomicrmw xchg ptr @main.a64, i64 %160 acq_rel, align 8
  %162 = atomicrmw add ptr @main.a64, i64 5 acquire, align 8
  %163 = atomicrmw sub ptr @main.a64, i64 2 release, align 8
  %164 = atomicrmw and ptr @main.a64, i64 32639 monotonic, align 8
  %165 = atomicrmw or ptr @main.a64, i64 16 seq_cst, align 8
  %166 = atomicrmw xor ptr @main.a64, i64 3 acq_rel, align 8
  %167 = cmpxchg ptr @main.a64, i64 %154, i64 9 seq_cst monotonic, align 8
  %168 = extractvalue { i64, i1 } %167, 1
  %169 = extractvalue { i64, i1 } %167, 0
  %170 = cmpxchg weak ptr @main.a64, i64 %169, i64 11 acquire acquire, align 8
  %171 = extractvalue { i64, i1 } %170, 1
  %172 = select i1 %171, i64 100, i64 0
  %173 = add nsw i64 %157, %156
  %174 = add nsw i64 %173, %158
  %175 = add nsw i64 %174, %159
  %176 = add nsw i64 %175, %161
  %177 = add nsw i64 %176, %162
  %178 = add nsw i64 %177, %163
  %179 = add nsw i64 %178, %164
  %180 = add nsw i64 %179, %165
  %181 = add nsw i64 %180, %166
  %182 = zext i1 %168 to i64
  %183 = load atomic i64, ptr @main.a64 seq_cst, align 8
  %184 = add i64 %181, %169
  %185 = add i64 %184, %182
  %186 = add i64 %185, %183
  %187 = add i64 %186, %172
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %76, i32 noundef %113, i32 noundef %152, i64 noundef %187)
  %189 = add nsw i64 %40, 37
  %190 = icmp slt i64 %40, 263
  br i1 %190, label %39, label %38, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #3 {
  %2 = ptrtoint ptr %0 to i64
  %3 = trunc i64 %2 to i32
  %4 = mul i64 %2, 100000
  br label %6

5:                                                ; preds = %38
  ret ptr null

6:                                                ; preds = %1, %38
  %7 = phi i64 [ 0, %1 ], [ %39, %38 ]
  tail call fastcc void @wide_add()
  %8 = trunc nuw nsw i64 %7 to i32
  %9 = trunc i64 %7 to i16
  %10 = urem i16 %9, 997
  %11 = zext nneg i16 %10 to i64
  %12 = shl nuw nsw i64 %11, 16
  %13 = add i64 %4, %7
  %14 = and i64 %13, 4294967295
  tail call fastcc void @wide_raise(i64 noundef %14, i64 noundef %12)
  %15 = atomicrmw add ptr @counter, i64 3 monotonic, align 8
  %16 = atomicrmw sub ptr @counter, i64 1 release, align 8
  %17 = add i32 %8, %3
  %18 = and i32 %17, 31
  %19 = shl nuw i32 1, %18
  %20 = atomicrmw or ptr @bits, i32 %19 seq_cst, align 4
  %21 = atomicrmw or ptr @bits, i32 0 acq_rel, align 4
  %22 = atomicrmw add ptr @small, i8 1 monotonic, align 1
  %23 = atomicrmw fadd ptr @fsum, float 5.000000e-01 seq_cst, align 4
  %24 = atomicrmw fadd ptr @dsum, double 2.500000e-01 monotonic, align 8
  %25 = load atomic i64, ptr @smax monotonic, align 8
  %26 = trunc i64 %7 to i32
  %27 = mul i32 %26, 7
  %28 = urem i32 %27, 10007
  %29 = zext nneg i32 %28 to i64
  %30 = add nsw i64 %29, -5000
  br label %31

31:                                               ; preds = %34, %6
  %32 = phi i64 [ %25, %6 ], [ %37, %34 ]
  %33 = icmp slt i64 %32, %30
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  %35 = cmpxchg weak ptr @smax, i64 %32, i64 %30 seq_cst seq_cst, align 8
  %36 = extractvalue { i64, i1 } %35, 1
  %37 = extractvalue { i64, i1 } %35, 0
  br i1 %36, label %38, label %31, !llvm.loop !12

38:                                               ; preds = %31, %34
  fence syncscope("singlethread") seq_cst
  %39 = add nuw nsw i64 %7, 1
  %40 = icmp eq i64 %39, 20000
  br i1 %40, label %5, label %6, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc { i64, i64 } @wide_load() unnamed_addr #5 {
  %1 = load atomic i128, ptr @wide acquire, align 16
  %2 = trunc i128 %1 to i64
  %3 = lshr i128 %1, 64
  %4 = trunc nuw i128 %3 to i64
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc { i64, i64 } @wide_xchg() unnamed_addr #5 {
  %1 = atomicrmw xchg ptr @wide_max, i128 0 seq_cst, align 16
  %2 = trunc i128 %1 to i64
  %3 = lshr i128 %1, 64
  %4 = trunc nuw i128 %3 to i64
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
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
define internal fastcc void @wide_raise(i64 noundef %0, i64 noundef %1) unnamed_addr #7 {
  %3 = zext nneg i64 %1 to i128
  %4 = shl nuw nsw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = load atomic i128, ptr @wide_max monotonic, align 16
  br label %8

8:                                                ; preds = %11, %2
  %9 = phi i128 [ %7, %2 ], [ %14, %11 ]
  %10 = icmp ult i128 %9, %6
  br i1 %10, label %11, label %15

11:                                               ; preds = %8
  %12 = cmpxchg weak ptr @wide_max, i128 %9, i128 %6 acq_rel monotonic, align 16
  %13 = extractvalue { i128, i1 } %12, 1
  %14 = extractvalue { i128, i1 } %12, 0
  br i1 %13, label %15, label %8, !llvm.loop !14

15:                                               ; preds = %8, %11
  ret void
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
