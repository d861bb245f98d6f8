; ModuleID = 'programs/struct_abi_int_9_16.c'
source_filename = "programs/struct_abi_int_9_16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.t9 = type { i64, i8 }
%struct.t12 = type { i32, i32, i32 }
%struct.t16 = type { i64, i64 }
%struct.t11 = type { [11 x i8] }
%struct.t14 = type { [7 x i16] }
%struct.t16b = type { i8, i64 }
%struct.t16c = type { i32, i64 }
%struct.t12n = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { i16, i16 }
%struct.anon.0 = type { i32, i8 }
%struct.t15 = type { [15 x i8] }

@.str = private unnamed_addr constant [41 x i8] c"%-5s size=%zu sum=%ld swapped=%ld r=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"t9\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"t12\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"t16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"t11\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t14\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"t16b\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"t16c\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"t12n\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"t15\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.t9, align 8
  %2 = alloca %struct.t12, align 8
  %3 = alloca %struct.t16, align 8
  %4 = alloca %struct.t11, align 8
  %5 = alloca %struct.t14, align 8
  %6 = alloca %struct.t16b, align 8
  %7 = alloca %struct.t16c, align 8
  %8 = alloca %struct.t12n, align 8
  %9 = alloca %struct.t15, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  store i64 29000000203, ptr %1, align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 29, ptr %10, align 8
  %11 = tail call fastcc i64 @swap_t9(i64 29000000203)
  %12 = tail call fastcc i64 @five_then_t9(ptr noundef nonnull byval(%struct.t9) align 8 %1)
  %13 = tail call fastcc i64 @two_t9(i64 29000000203, i8 29, i64 %11)
  %14 = add i64 %13, %12
  %15 = tail call fastcc i64 @sum_t9(i64 29000000203, i8 29)
  %16 = tail call fastcc i64 @sum_t9(i64 %11, i8 71)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef 16, i64 noundef %15, i64 noundef %16, i64 noundef %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #5
  store i64 -373662154723, ptr %2, align 8
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 30408704, ptr %18, align 8
  %19 = tail call fastcc { i64, i32 } @swap_t12(i64 -373662154723)
  %20 = extractvalue { i64, i32 } %19, 0
  %21 = extractvalue { i64, i32 } %19, 1
  %22 = tail call fastcc i64 @five_then_t12(ptr noundef nonnull byval(%struct.t12) align 8 %2)
  %23 = tail call fastcc i64 @two_t12(i64 -373662154723, i32 30408704, i64 %20, i32 %21)
  %24 = add nsw i64 %23, %22
  %25 = tail call fastcc i64 @sum_t12(i64 -373662154723, i32 30408704)
  %26 = tail call fastcc i64 @sum_t12(i64 %20, i32 %21)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.2, i64 noundef 12, i64 noundef %25, i64 noundef %26, i64 noundef %24)
  %28 = xor i64 %24, %14
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  store i64 29, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 -30, ptr %29, align 8
  %30 = tail call fastcc i64 @swap_t16(i64 29)
  %31 = tail call fastcc i64 @five_then_t16(ptr noundef nonnull byval(%struct.t16) align 8 %3)
  %32 = tail call fastcc i64 @two_t16(i64 29, i64 -30, i64 %30)
  %33 = add i64 %32, %31
  %34 = tail call fastcc i64 @sum_t16(i64 29, i64 -30)
  %35 = tail call fastcc i64 @sum_t16(i64 %30, i64 -4)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.3, i64 noundef 16, i64 noundef %34, i64 noundef %35, i64 noundef %33)
  %37 = xor i64 %28, %33
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  call void @llvm.lifetime.start.p0(i64 11, ptr nonnull %4) #5
  %38 = tail call fastcc { i64, i24 } @make_t11()
  %39 = extractvalue { i64, i24 } %38, 0
  %40 = extractvalue { i64, i24 } %38, 1
  store i64 %39, ptr %4, align 8
  %41 = getelementptr inbounds i8, ptr %4, i64 8
  store i24 %40, ptr %41, align 8
  %42 = tail call fastcc { i64, i24 } @swap_t11(i64 %39, i24 %40)
  %43 = extractvalue { i64, i24 } %42, 0
  %44 = extractvalue { i64, i24 } %42, 1
  %45 = tail call fastcc i64 @five_then_t11(ptr noundef nonnull byval(%struct.t11) align 8 %4)
  %46 = tail call fastcc i64 @two_t11(i64 %39, i24 %40, i64 %43, i24 %44)
  %47 = add nsw i64 %46, %45
  %48 = tail call fastcc i64 @sum_t11(i64 %39, i24 %40)
  %49 = tail call fastcc i64 @sum_t11(i64 %43, i24 %44)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef 11, i64 noundef %48, i64 noundef %49, i64 noundef %47)
  %51 = xor i64 %37, %47
  call void @llvm.lifetime.end.p0(i64 11, ptr nonnull %4) #5
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %5) #5
  %52 = tail call fastcc { i64, i48 } @make_t14()
  %53 = extractvalue { i64, i48 } %52, 0
  %54 = extractvalue { i64, i48 } %52, 1
  store i64 %53, ptr %5, align 8
  %55 = getelementptr inbounds i8, ptr %5, i64 8
  store i48 %54, ptr %55, align 8
  %56 = tail call fastcc { i64, i48 } @swap_t14(i64 %53, i48 %54)
  %57 = extractvalue { i64, i48 } %56, 0
  %58 = extractvalue { i64, i48 } %56, 1
  %59 = tail call fastcc i64 @five_then_t14(ptr noundef nonnull byval(%struct.t14) align 8 %5)
  %60 = tail call fastcc i64 @two_t14(i64 %53, i48 %54, i64 %57, i48 %58)
  %61 = add nsw i64 %60, %59
  %62 = tail call fastcc i64 @sum_t14(i64 %53, i48 %54)
  %63 = tail call fastcc i64 @sum_t14(i64 %57, i48 %58)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef 14, i64 noundef %62, i64 noundef %63, i64 noundef %61)
  %65 = xor i64 %51, %61
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %5) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #5
  store i8 122, ptr %6, align 8
  %66 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 -841, ptr %66, align 8
  %67 = tail call fastcc i8 @swap_t16b(i8 122)
  %68 = tail call fastcc i64 @five_then_t16b(ptr noundef nonnull byval(%struct.t16b) align 8 %6)
  %69 = tail call fastcc i64 @two_t16b(i8 122, i64 -841, i8 %67)
  %70 = add i64 %69, %68
  %71 = tail call fastcc i64 @sum_t16b(i8 122, i64 -841)
  %72 = tail call fastcc i64 @sum_t16b(i8 %67, i64 -2523)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef 16, i64 noundef %71, i64 noundef %72, i64 noundef %70)
  %74 = xor i64 %65, %70
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #5
  store i32 -29, ptr %7, align 8
  %75 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 249108103168, ptr %75, align 8
  %76 = tail call fastcc i64 @five_then_t16c(ptr noundef nonnull byval(%struct.t16c) align 8 %7)
  %77 = tail call fastcc i64 @two_t16c(i32 -29, i64 249108103168)
  %78 = add i64 %77, %76
  %79 = tail call fastcc i64 @sum_t16c(i32 -29, i64 249108103168)
  %80 = tail call fastcc i64 @sum_t16c(i32 29, i64 29000)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.7, i64 noundef 16, i64 noundef %79, i64 noundef %80, i64 noundef %78)
  %82 = xor i64 %74, %78
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8) #5
  store i64 3612071297053, ptr %8, align 8
  %83 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 104, ptr %83, align 8
  %84 = tail call fastcc i64 @swap_t12n(i64 3612071297053)
  %85 = tail call fastcc i64 @five_then_t12n(ptr noundef nonnull byval(%struct.t12n) align 8 %8)
  %86 = tail call fastcc i64 @two_t12n(i64 3612071297053, i8 104, i64 %84)
  %87 = add nsw i64 %86, %85
  %88 = tail call fastcc i64 @sum_t12n(i64 3612071297053, i8 104)
  %89 = tail call fastcc i64 @sum_t12n(i64 %84, i8 72)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.8, i64 noundef 12, i64 noundef %88, i64 noundef %89, i64 noundef %87)
  %91 = xor i64 %82, %87
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8) #5
  call void @llvm.lifetime.start.p0(i64 15, ptr nonnull %9) #5
  %92 = tail call fastcc { i64, i56 } @make_t15()
  %93 = extractvalue { i64, i56 } %92, 0
  %94 = extractvalue { i64, i56 } %92, 1
  store i64 %93, ptr %9, align 8
  %95 = getelementptr inbounds i8, ptr %9, i64 8
  store i56 %94, ptr %95, align 8
  %96 = tail call fastcc { i64, i56 } @swap_t15(i64 %93, i56 %94)
  %97 = extractvalue { i64, i56 } %96, 0
  %98 = extractvalue { i64, i56 } %96, 1
  %99 = tail call fastcc i64 @five_then_t15(ptr noundef nonnull byval(%struct.t15) align 8 %9)
  %100 = tail call fastcc i64 @two_t15(i64 %93, i56 %94, i64 %97, i56 %98)
  %101 = add nsw i64 %100, %99
  %102 = tail call fastcc i64 @sum_t15(i64 %93, i56 %94)
  %103 = tail call fastcc i64 @sum_t15(i64 %97, i56 %98)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.9, i64 noundef 15, i64 noundef %102, i64 noundef %103, i64 noundef %101)
  %105 = xor i64 %91, %101
  call void @llvm.lifetime.end.p0(i64 15, ptr nonnull %9) #5
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %105)
  %107 = trunc i64 %105 to i32
  %108 = and i32 %107, 127
  ret i32 %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t9(i64 %0) unnamed_addr #2 {
  %2 = xor i64 %0, -1
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t9(ptr nocapture noundef readonly byval(%struct.t9) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i8, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t9(i64 %2, i8 %4)
  %6 = shl i64 %5, 1
  %7 = add i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t9(i64 %0, i8 %1, i64 %2) unnamed_addr #2 {
  %4 = tail call fastcc i64 @sum_t9(i64 %0, i8 %1)
  %5 = mul i64 %4, 5
  %6 = tail call fastcc i64 @sum_t9(i64 %2, i8 71)
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t9(i64 %0, i8 %1) unnamed_addr #2 {
  %3 = sext i8 %1 to i64
  %4 = add i64 %3, %0
  ret i64 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i32 } @swap_t12(i64 %0) unnamed_addr #2 {
  %2 = trunc i64 %0 to i32
  %3 = and i64 %0, -4294967296
  %4 = sub i64 30408704, %3
  %5 = insertvalue { i64, i32 } poison, i64 %4, 0
  %6 = insertvalue { i64, i32 } %5, i32 %2, 1
  ret { i64, i32 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -47244640166, 47244640325) i64 @five_then_t12(ptr nocapture noundef readonly byval(%struct.t12) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t12(i64 %2, i32 %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -141733920757, 141733920714) i64 @two_t12(i64 %0, i32 %1, i64 %2, i32 %3) unnamed_addr #2 {
  %5 = tail call fastcc i64 @sum_t12(i64 %0, i32 %1)
  %6 = mul nsw i64 %5, 5
  %7 = tail call fastcc i64 @sum_t12(i64 %2, i32 %3)
  %8 = sub nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -23622320128, 23622320118) i64 @sum_t12(i64 %0, i32 %1) unnamed_addr #2 {
  %3 = shl i64 %0, 32
  %4 = ashr exact i64 %3, 32
  %5 = ashr i64 %0, 32
  %6 = mul nsw i64 %5, 7
  %7 = add nsw i64 %4, %6
  %8 = sext i32 %1 to i64
  %9 = mul nsw i64 %8, 3
  %10 = add nsw i64 %7, %9
  ret i64 %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t16(i64 %0) unnamed_addr #2 {
  %2 = shl i64 %0, 7
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t16(ptr nocapture noundef readonly byval(%struct.t16) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t16(i64 %2, i64 %4)
  %6 = shl i64 %5, 1
  %7 = add i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16(i64 %0, i64 %1, i64 %2) unnamed_addr #2 {
  %4 = tail call fastcc i64 @sum_t16(i64 %0, i64 %1)
  %5 = mul i64 %4, 5
  %6 = tail call fastcc i64 @sum_t16(i64 %2, i64 -4)
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16(i64 %0, i64 %1) unnamed_addr #2 {
  %3 = mul i64 %0, 31
  %4 = add i64 %3, %1
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @make_t11() unnamed_addr #2 {
  ret { i64, i24 } { i64 -3769915909196866304, i24 2229736 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i24 } @swap_t11(i64 %0, i24 %1) unnamed_addr #2 {
  %3 = lshr i24 %1, 16
  %4 = zext nneg i24 %3 to i64
  %5 = shl i64 %0, 32
  %6 = and i64 %5, -72057594037927936
  %7 = shl i64 %0, 16
  %8 = and i64 %7, 71776119061217280
  %9 = or disjoint i64 %6, %8
  %10 = and i64 %0, 280375465082880
  %11 = or disjoint i64 %9, %10
  %12 = lshr i64 %0, 16
  %13 = and i64 %12, 1095216660480
  %14 = or disjoint i64 %11, %13
  %15 = lshr i64 %0, 32
  %16 = and i64 %15, 4278190080
  %17 = or disjoint i64 %14, %16
  %18 = shl i24 %1, 16
  %19 = zext i24 %18 to i64
  %20 = or disjoint i64 %17, %19
  %21 = and i24 %1, 65280
  %22 = zext nneg i24 %21 to i64
  %23 = or i64 %20, %22
  %24 = or i64 %23, %4
  %25 = trunc i64 %0 to i24
  %26 = shl i24 %25, 16
  %27 = trunc i64 %0 to i24
  %28 = and i24 %27, 65280
  %29 = or disjoint i24 %26, %28
  %30 = trunc i64 %0 to i24
  %31 = lshr i24 %30, 16
  %32 = or disjoint i24 %29, %31
  %33 = insertvalue { i64, i24 } poison, i64 %24, 0
  %34 = insertvalue { i64, i24 } %33, i24 %32, 1
  ret { i64, i24 } %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -2585766, 2565745) i64 @five_then_t11(ptr nocapture noundef readonly byval(%struct.t11) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i24, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t11(i64 %2, i24 %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -7747467, 7707064) i64 @two_t11(i64 %0, i24 %1, i64 %2, i24 %3) unnamed_addr #2 {
  %5 = tail call fastcc i64 @sum_t11(i64 %0, i24 %1)
  %6 = mul nsw i64 %5, 5
  %7 = tail call fastcc i64 @sum_t11(i64 %2, i24 %3)
  %8 = sub nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1292928, 1282828) i64 @sum_t11(i64 %0, i24 %1) unnamed_addr #2 {
  %3 = lshr i24 %1, 16
  %4 = zext nneg i24 %3 to i64
  %5 = shl i64 %0, 56
  %6 = ashr exact i64 %5, 56
  %7 = shl i64 %0, 16
  %8 = ashr i64 %7, 56
  %9 = mul nsw i64 %8, 100
  %10 = add nsw i64 %9, %6
  %11 = shl nuw i64 %4, 56
  %12 = ashr exact i64 %11, 56
  %13 = mul nsw i64 %12, 10000
  %14 = add nsw i64 %10, %13
  ret i64 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @make_t14() unnamed_addr #2 {
  ret { i64, i48 } { i64 269023486467588, i48 37366595586900 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i48 } @swap_t14(i64 %0, i48 %1) unnamed_addr #2 {
  %3 = trunc i48 %1 to i16
  %4 = lshr i48 %1, 16
  %5 = trunc i48 %4 to i16
  %6 = lshr i48 %1, 32
  %7 = trunc nuw i48 %6 to i16
  %8 = add i16 %3, 4
  %9 = add i16 %5, 5
  %10 = add i16 %7, 6
  %11 = and i64 %0, -281474976710656
  %12 = add i64 %11, 844424930131968
  %13 = add i64 %0, 8589934592
  %14 = and i64 %13, 281470681743360
  %15 = or disjoint i64 %12, %14
  %16 = add i64 %0, 65536
  %17 = and i64 %16, 4294901760
  %18 = or disjoint i64 %15, %17
  %19 = and i64 %0, 65535
  %20 = or disjoint i64 %18, %19
  %21 = zext i16 %10 to i48
  %22 = shl nuw i48 %21, 32
  %23 = zext i16 %9 to i48
  %24 = shl nuw nsw i48 %23, 16
  %25 = or disjoint i48 %22, %24
  %26 = zext i16 %8 to i48
  %27 = or disjoint i48 %25, %26
  %28 = insertvalue { i64, i48 } poison, i64 %20, 0
  %29 = insertvalue { i64, i48 } %28, i48 %27, 1
  ret { i64, i48 } %29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -851878, 852033) i64 @five_then_t14(ptr nocapture noundef readonly byval(%struct.t14) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i48, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t14(i64 %2, i48 %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2555891, 2555840) i64 @two_t14(i64 %0, i48 %1, i64 %2, i48 %3) unnamed_addr #2 {
  %5 = tail call fastcc i64 @sum_t14(i64 %0, i48 %1)
  %6 = mul nsw i64 %5, 5
  %7 = tail call fastcc i64 @sum_t14(i64 %2, i48 %3)
  %8 = sub nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -425984, 425972) i64 @sum_t14(i64 %0, i48 %1) unnamed_addr #2 {
  %3 = lshr i48 %1, 32
  %4 = zext nneg i48 %3 to i64
  %5 = shl i64 %0, 48
  %6 = ashr exact i64 %5, 48
  %7 = ashr i64 %0, 48
  %8 = mul nsw i64 %7, 3
  %9 = add nsw i64 %6, %8
  %10 = shl nuw i64 %4, 48
  %11 = ashr exact i64 %10, 48
  %12 = mul nsw i64 %11, 9
  %13 = add nsw i64 %9, %12
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @swap_t16b(i8 %0) unnamed_addr #2 {
  %2 = add i8 %0, -25
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @five_then_t16b(ptr nocapture noundef readonly byval(%struct.t16b) align 8 %0) unnamed_addr #3 {
  %2 = load i8, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t16b(i8 %2, i64 %4)
  %6 = shl i64 %5, 1
  %7 = add i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @two_t16b(i8 %0, i64 %1, i8 %2) unnamed_addr #2 {
  %4 = tail call fastcc i64 @sum_t16b(i8 %0, i64 %1)
  %5 = mul i64 %4, 5
  %6 = tail call fastcc i64 @sum_t16b(i8 %2, i64 -2523)
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @sum_t16b(i8 %0, i64 %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i64
  %4 = add i64 %3, %1
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -2305843013508661158, 2305843013508661335) i64 @five_then_t16c(ptr nocapture noundef readonly byval(%struct.t16c) align 8 %0) unnamed_addr #3 {
  %2 = load i32, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t16c(i32 %2, i64 %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -6917529040525983742, 6917529040525983735) i64 @two_t16c(i32 %0, i64 %1) unnamed_addr #2 {
  %3 = tail call fastcc i64 @sum_t16c(i32 %0, i64 %1)
  %4 = mul nsw i64 %3, 5
  %5 = tail call fastcc i64 @sum_t16c(i32 29, i64 29000)
  %6 = sub nsw i64 %4, %5
  ret i64 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1152921506754330624, 1152921506754330623) i64 @sum_t16c(i32 %0, i64 %1) unnamed_addr #2 {
  %3 = sext i32 %0 to i64
  %4 = ashr i64 %1, 3
  %5 = add nsw i64 %4, %3
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @swap_t12n(i64 %0) unnamed_addr #2 {
  %2 = lshr i64 %0, 16
  %3 = and i64 %0, -4294967296
  %4 = and i64 %2, 65535
  %5 = shl nuw nsw i64 %4, 16
  %6 = sub i64 %5, %3
  %7 = or disjoint i64 %6, %4
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -429497450662, 429497450619) i64 @five_then_t12n(ptr nocapture noundef readonly byval(%struct.t12n) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i8, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t12n(i64 %2, i8 %4)
  %6 = shl nsw i64 %5, 1
  %7 = add nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -1288492352144, 1288492351697) i64 @two_t12n(i64 %0, i8 %1, i64 %2) unnamed_addr #2 {
  %4 = tail call fastcc i64 @sum_t12n(i64 %0, i8 %1)
  %5 = mul nsw i64 %4, 5
  %6 = tail call fastcc i64 @sum_t12n(i64 %2, i8 72)
  %7 = sub nsw i64 %5, %6
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -214748725376, 214748725265) i64 @sum_t12n(i64 %0, i8 %1) unnamed_addr #2 {
  %3 = shl i64 %0, 48
  %4 = ashr exact i64 %3, 48
  %5 = shl i64 %0, 32
  %6 = ashr i64 %5, 48
  %7 = mul nsw i64 %6, 10
  %8 = ashr i64 %0, 32
  %9 = mul nsw i64 %8, 100
  %10 = sext i8 %1 to i64
  %11 = add nsw i64 %9, %4
  %12 = add nsw i64 %11, %10
  %13 = add nsw i64 %12, %7
  ret i64 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @make_t15() unnamed_addr #2 {
  ret { i64, i56 } { i64 -7745221171863409123, i56 3372107015108261 }
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i56 } @swap_t15(i64 %0, i56 %1) unnamed_addr #2 {
  %3 = and i64 %0, -72057594037927936
  %4 = lshr i56 %1, 48
  %5 = zext nneg i56 %4 to i64
  %6 = shl i56 %1, 48
  %7 = zext i56 %6 to i64
  %8 = or disjoint i64 %3, %7
  %9 = shl i56 %1, 32
  %10 = and i56 %9, 280375465082880
  %11 = zext nneg i56 %10 to i64
  %12 = or disjoint i64 %8, %11
  %13 = shl i56 %1, 16
  %14 = and i56 %13, 1095216660480
  %15 = zext nneg i56 %14 to i64
  %16 = or disjoint i64 %12, %15
  %17 = lshr i56 %1, 16
  %18 = and i56 %1, 4278190080
  %19 = zext nneg i56 %18 to i64
  %20 = or disjoint i64 %16, %19
  %21 = lshr i56 %1, 32
  %22 = and i56 %21, 65280
  %23 = zext nneg i56 %22 to i64
  %24 = and i56 %17, 16711680
  %25 = zext nneg i56 %24 to i64
  %26 = or i64 %20, %25
  %27 = or i64 %26, %23
  %28 = or i64 %27, %5
  %29 = trunc i64 %0 to i56
  %30 = shl i56 %29, 48
  %31 = trunc i64 %0 to i56
  %32 = shl i56 %31, 32
  %33 = and i56 %32, 280375465082880
  %34 = or disjoint i56 %30, %33
  %35 = trunc i64 %0 to i56
  %36 = shl i56 %35, 16
  %37 = and i56 %36, 1095216660480
  %38 = or disjoint i56 %34, %37
  %39 = trunc i64 %0 to i56
  %40 = and i56 %39, 4278190080
  %41 = or disjoint i56 %38, %40
  %42 = trunc i64 %0 to i56
  %43 = lshr i56 %42, 16
  %44 = and i56 %43, 16711680
  %45 = or disjoint i56 %41, %44
  %46 = trunc i64 %0 to i56
  %47 = lshr i56 %46, 32
  %48 = and i56 %47, 65280
  %49 = trunc i64 %0 to i56
  %50 = lshr i56 %49, 48
  %51 = or disjoint i56 %45, %48
  %52 = or i56 %51, %50
  %53 = insertvalue { i64, i56 } poison, i64 %28, 0
  %54 = insertvalue { i64, i56 } %53, i56 %52, 1
  ret { i64, i56 } %54
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 90, 33554521) i64 @five_then_t15(ptr nocapture noundef readonly byval(%struct.t15) align 8 %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i56, ptr %3, align 8
  %5 = tail call fastcc i64 @sum_t15(i64 %2, i56 %4)
  %6 = shl nuw nsw i64 %5, 1
  %7 = add nuw nsw i64 %6, 90
  ret i64 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -16777215, 83886076) i64 @two_t15(i64 %0, i56 %1, i64 %2, i56 %3) unnamed_addr #2 {
  %5 = tail call fastcc i64 @sum_t15(i64 %0, i56 %1)
  %6 = mul nuw nsw i64 %5, 5
  %7 = tail call fastcc i64 @sum_t15(i64 %2, i56 %3)
  %8 = sub nsw i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @sum_t15(i64 %0, i56 %1) unnamed_addr #2 {
  %3 = and i64 %0, 255
  %4 = lshr i64 %0, 48
  %5 = and i64 %4, 65280
  %6 = or disjoint i64 %5, %3
  %7 = lshr i56 %1, 32
  %8 = and i56 %7, 16711680
  %9 = zext nneg i56 %8 to i64
  %10 = or disjoint i64 %6, %9
  ret i64 %10
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
