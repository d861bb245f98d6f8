; ModuleID = 'programs/bitint_abi_conversions.c'
source_filename = "programs/bitint_abi_conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"combine=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"widen(-4096)=%lld high=%lld uwiden=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"narrow=%d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"ret130 hi=%llx mid=%016llx lo=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"to fp: %.17g %.9g %.21Lg %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"to fp: %.17g %.9g %.21Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"from fp: %lld %llu %lld \00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"%llx %016llx %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"chain %lld %llu %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i16, align 2
  %2 = alloca i16, align 2
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i192, align 16
  %11 = alloca i128, align 16
  %12 = alloca [24 x i8], align 16
  %13 = alloca [24 x i8], align 16
  %14 = alloca [24 x i8], align 16
  %15 = alloca [24 x i8], align 16
  %16 = alloca [24 x i8], align 16
  %17 = alloca i128, align 16
  %18 = alloca [24 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1)
  store volatile i16 -4096, ptr %1, align 2, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2)
  store volatile i16 4095, ptr %2, align 2, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 131071, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 65536, ptr %4, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 -34359738368, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 12345678901, ptr %6, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile i64 1152921504606890957, ptr %7, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store volatile i128 -19807040628566084398385987584, ptr %8, align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store volatile i128 9903520314283042199192993793, ptr %9, align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store volatile i192 680564733841876926926749214863536435257, ptr %10, align 16, !tbaa !17
  %19 = load volatile i16, ptr %1, align 2, !tbaa !5
  %20 = trunc i16 %19 to i13
  %21 = load volatile i32, ptr %3, align 4, !tbaa !9
  %22 = trunc i32 %21 to i17
  %23 = load volatile i64, ptr %5, align 8, !tbaa !11
  %24 = load volatile i64, ptr %7, align 8, !tbaa !13
  %25 = load volatile i128, ptr %8, align 16, !tbaa !15
  %26 = load volatile i16, ptr %2, align 2, !tbaa !5
  %27 = load volatile i32, ptr %4, align 4, !tbaa !9
  %28 = load volatile i64, ptr %6, align 8, !tbaa !11
  %29 = load volatile i128, ptr %9, align 16, !tbaa !15
  %30 = load volatile i192, ptr %10, align 16, !tbaa !17
  %31 = shl i64 %23, 27
  %32 = ashr exact i64 %31, 27
  %33 = and i64 %24, 2305843009213693951
  %34 = shl i128 %25, 32
  %35 = ashr exact i128 %34, 32
  %36 = lshr i128 %35, 64
  %37 = trunc nuw i128 %36 to i64
  %38 = shl i16 %26, 3
  %39 = ashr exact i16 %38, 3
  %40 = and i32 %27, 131071
  %41 = shl i64 %28, 27
  %42 = ashr exact i64 %41, 27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #6
  %43 = shl i128 %29, 32
  %44 = ashr exact i128 %43, 32
  store i128 %44, ptr %11, align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #6
  %45 = and i192 %30, 1361129467683753853853498429727072845823
  store i192 %45, ptr %12, align 16, !tbaa !17
  %46 = tail call fastcc i64 @combine(i13 noundef signext %20, i17 noundef zeroext %22, i64 noundef %32, i64 noundef %33, i64 noundef %37, i16 noundef %39, i32 noundef %40, i64 noundef %42, ptr noundef nonnull byval(i128) align 8 %11, ptr noundef nonnull byval([24 x i8]) align 8 %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #6
  %47 = shl nuw i64 %46, 27
  %48 = ashr exact i64 %47, 27
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %48)
  %50 = load volatile i16, ptr %1, align 2, !tbaa !5
  %51 = trunc i16 %50 to i13
  %52 = tail call fastcc { i64, i64 } @widen(i13 noundef signext %51)
  %53 = extractvalue { i64, i64 } %52, 0
  %54 = load volatile i16, ptr %1, align 2, !tbaa !5
  %55 = trunc i16 %54 to i13
  %56 = tail call fastcc { i64, i64 } @widen(i13 noundef signext %55)
  %57 = extractvalue { i64, i64 } %56, 1
  %58 = zext i64 %57 to i96
  %59 = shl i96 %58, 64
  %60 = ashr exact i96 %59, 64
  %61 = trunc nsw i96 %60 to i64
  %62 = load volatile i32, ptr %3, align 4, !tbaa !9
  %63 = trunc i32 %62 to i17
  call fastcc void @uwiden(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %13, i17 noundef zeroext %63)
  %64 = load i192, ptr %13, align 16, !tbaa !17
  %65 = trunc i192 %64 to i64
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %53, i64 noundef %61, i64 noundef %65)
  %67 = load volatile i128, ptr %8, align 16, !tbaa !15
  %68 = trunc i128 %67 to i64
  %69 = add i64 %68, 5
  %70 = tail call fastcc signext i13 @narrow(i64 noundef %69)
  %71 = sext i13 %70 to i32
  %72 = tail call fastcc signext i13 @narrow(i64 noundef 8191)
  %73 = sext i13 %72 to i32
  %74 = tail call fastcc signext i13 @narrow(i64 noundef 12288)
  %75 = sext i13 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71, i32 noundef %73, i32 noundef %75)
  %77 = load volatile i64, ptr %7, align 8, !tbaa !13
  %78 = load volatile i64, ptr %7, align 8, !tbaa !13
  %79 = and i64 %77, 2305843009213693951
  %80 = and i64 %78, 2305843009213693951
  call fastcc void @ret130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %14, i64 noundef %79, i64 noundef %80)
  %81 = load i192, ptr %14, align 16, !tbaa !17
  %82 = trunc i192 %81 to i130
  %83 = lshr i130 %82, 128
  %84 = trunc nuw nsw i130 %83 to i64
  %85 = lshr i192 %81, 64
  %86 = trunc i192 %85 to i64
  %87 = trunc i192 %81 to i64
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %84, i64 noundef %86, i64 noundef %87)
  %89 = load volatile i64, ptr %5, align 8, !tbaa !11
  %90 = shl i64 %89, 27
  %91 = ashr exact i64 %90, 27
  %92 = tail call fastcc double @d37(i64 noundef %91)
  %93 = load volatile i64, ptr %7, align 8, !tbaa !13
  %94 = and i64 %93, 2305843009213693951
  %95 = tail call fastcc float @f61(i64 noundef %94)
  %96 = fpext float %95 to double
  %97 = load volatile i128, ptr %8, align 16, !tbaa !15
  %98 = shl i128 %97, 32
  %99 = ashr exact i128 %98, 32
  %100 = trunc i128 %97 to i64
  %101 = lshr i128 %99, 64
  %102 = trunc nuw i128 %101 to i64
  %103 = tail call fastcc x86_fp80 @ld96(i64 noundef %100, i64 noundef %102)
  %104 = load volatile i192, ptr %10, align 16, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15) #6
  %105 = and i192 %104, 1361129467683753853853498429727072845823
  store i192 %105, ptr %15, align 16, !tbaa !17
  %106 = tail call fastcc double @d130(ptr noundef nonnull byval([24 x i8]) align 8 %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15) #6
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %92, double noundef %96, x86_fp80 noundef %103, double noundef %106)
  %108 = load volatile i64, ptr %6, align 8, !tbaa !11
  %109 = shl i64 %108, 27
  %110 = ashr exact i64 %109, 27
  %111 = tail call fastcc double @d37(i64 noundef %110)
  %112 = tail call fastcc float @f61(i64 noundef 2305843009213693951)
  %113 = fpext float %112 to double
  %114 = load volatile i128, ptr %9, align 16, !tbaa !15
  %115 = shl i128 %114, 32
  %116 = ashr exact i128 %115, 32
  %117 = trunc i128 %114 to i64
  %118 = lshr i128 %116, 64
  %119 = trunc nuw i128 %118 to i64
  %120 = tail call fastcc x86_fp80 @ld96(i64 noundef %117, i64 noundef %119)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %111, double noundef %113, x86_fp80 noundef %120)
  %122 = tail call fastcc { i64, i64 } @from_ld()
  %123 = extractvalue { i64, i64 } %122, 0
  %124 = extractvalue { i64, i64 } %122, 1
  %125 = zext i64 %124 to i96
  %126 = shl i96 %125, 64
  %127 = zext i64 %123 to i96
  %128 = or disjoint i96 %126, %127
  %129 = lshr i96 %128, 32
  %130 = trunc nuw i96 %129 to i64
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -34359738367, i64 noundef 1499999942100385792, i64 noundef %130)
  call fastcc void @from_d130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %16)
  %132 = load i192, ptr %16, align 16, !tbaa !17
  %133 = trunc i192 %132 to i130
  %134 = lshr i130 %133, 128
  %135 = trunc nuw nsw i130 %134 to i64
  %136 = lshr i192 %132, 64
  %137 = trunc i192 %136 to i64
  %138 = trunc i192 %132 to i64
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %135, i64 noundef %137, i64 noundef %138)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -1, i64 noundef 131071, i64 noundef 131071)
  %141 = load volatile i16, ptr %1, align 2, !tbaa !5
  %142 = trunc i16 %141 to i13
  %143 = load volatile i32, ptr %3, align 4, !tbaa !9
  %144 = trunc i32 %143 to i17
  %145 = load volatile i64, ptr %5, align 8, !tbaa !11
  %146 = load volatile i64, ptr %7, align 8, !tbaa !13
  %147 = load volatile i128, ptr %8, align 16, !tbaa !15
  %148 = load volatile i16, ptr %2, align 2, !tbaa !5
  %149 = load volatile i32, ptr %4, align 4, !tbaa !9
  %150 = load volatile i64, ptr %6, align 8, !tbaa !11
  %151 = load volatile i128, ptr %9, align 16, !tbaa !15
  %152 = load volatile i192, ptr %10, align 16, !tbaa !17
  %153 = shl i64 %145, 27
  %154 = ashr exact i64 %153, 27
  %155 = and i64 %146, 2305843009213693951
  %156 = shl i128 %147, 32
  %157 = ashr exact i128 %156, 32
  %158 = lshr i128 %157, 64
  %159 = trunc nuw i128 %158 to i64
  %160 = shl i16 %148, 3
  %161 = ashr exact i16 %160, 3
  %162 = and i32 %149, 131071
  %163 = shl i64 %150, 27
  %164 = ashr exact i64 %163, 27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #6
  %165 = shl i128 %151, 32
  %166 = ashr exact i128 %165, 32
  store i128 %166, ptr %17, align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #6
  %167 = and i192 %152, 1361129467683753853853498429727072845823
  store i192 %167, ptr %18, align 16, !tbaa !17
  %168 = tail call fastcc i64 @combine(i13 noundef signext %142, i17 noundef zeroext %144, i64 noundef %154, i64 noundef %155, i64 noundef %159, i16 noundef %161, i32 noundef %162, i64 noundef %164, ptr noundef nonnull byval(i128) align 8 %17, ptr noundef nonnull byval([24 x i8]) align 8 %18)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #6
  %169 = trunc i64 %168 to i32
  %170 = and i32 %169, 127
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1)
  ret i32 %170
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 0, 137438953472) i64 @combine(i13 noundef signext %0, i17 noundef zeroext %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i16 noundef %5, i32 noundef %6, i64 noundef %7, ptr nocapture noundef readonly byval(i128) align 8 %8, ptr nocapture noundef readonly byval([24 x i8]) align 8 %9) unnamed_addr #3 {
  %11 = zext i64 %4 to i96
  %12 = shl i96 %11, 64
  %13 = zext i16 %5 to i64
  %14 = load i128, ptr %8, align 8, !tbaa !15
  %15 = trunc i128 %14 to i96
  %16 = load i192, ptr %9, align 8, !tbaa !17
  %17 = trunc i192 %16 to i130
  %18 = sext i13 %0 to i64
  %19 = zext i17 %1 to i64
  %20 = add nsw i64 %19, %18
  %21 = add i64 %20, %2
  %22 = and i64 %3, 65535
  %23 = add i64 %21, %22
  %24 = ashr i96 %12, 80
  %25 = trunc nsw i96 %24 to i64
  %26 = shl i64 %13, 51
  %27 = ashr exact i64 %26, 51
  %28 = and i32 %6, 131071
  %29 = zext nneg i32 %28 to i64
  %30 = ashr i96 %15, 90
  %31 = trunc nsw i96 %30 to i64
  %32 = lshr i130 %17, 120
  %33 = trunc nuw nsw i130 %32 to i64
  %34 = add i64 %23, %7
  %35 = add i64 %34, %25
  %36 = add i64 %35, %27
  %37 = add i64 %36, %29
  %38 = add i64 %37, %31
  %39 = add i64 %38, %33
  %40 = and i64 %39, 137438953471
  ret i64 %40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @widen(i13 noundef signext %0) unnamed_addr #4 {
  %2 = alloca i96, align 16
  %3 = sext i13 %0 to i96
  store i96 %3, ptr %2, align 16
  %4 = sext i13 %0 to i64
  %5 = insertvalue { i64, i64 } poison, i64 %4, 0
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = insertvalue { i64, i64 } %5, i64 %7, 1
  ret { i64, i64 } %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @uwiden(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, i17 noundef zeroext %1) unnamed_addr #5 {
  %3 = zext i17 %1 to i192
  store i192 %3, ptr %0, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i13 @narrow(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i13
  ret i13 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @ret130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, i64 noundef %1, i64 noundef %2) unnamed_addr #5 {
  %4 = and i64 %2, 2305843009213693951
  %5 = zext nneg i64 %4 to i130
  %6 = shl i64 %1, 2
  %7 = and i64 %6, 9223372036854775804
  %8 = zext nneg i64 %7 to i130
  %9 = mul nuw nsw i130 %8, %5
  %10 = zext nneg i130 %9 to i192
  store i192 %10, ptr %0, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @d37(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc nsw i64 %0 to i37
  %3 = sitofp i37 %2 to double
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @f61(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc nuw i64 %0 to i61
  %3 = uitofp i61 %2 to float
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @ld96(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i96
  %4 = shl i96 %3, 64
  %5 = zext i64 %0 to i96
  %6 = or disjoint i96 %4, %5
  %7 = sitofp i96 %6 to x86_fp80
  ret x86_fp80 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @d130(ptr nocapture noundef readonly byval([24 x i8]) align 8 %0) unnamed_addr #3 {
  %2 = load i192, ptr %0, align 8, !tbaa !17
  %3 = trunc i192 %2 to i130
  %4 = uitofp i130 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_ld() unnamed_addr #4 {
  %1 = alloca i96, align 16
  store i96 -39000000000000000000671088640, ptr %1, align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = insertvalue { i64, i64 } { i64 -6396106835979403264, i64 poison }, i64 %3, 1
  ret { i64, i64 } %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @from_d130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0) unnamed_addr #5 {
  store i192 999999999999999939709166371603178586112, ptr %0, align 8, !tbaa !17
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(13)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"_BitInt(17)", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(37)", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_BitInt(61)", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"_BitInt(96)", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"_BitInt(130)", !7, i64 0}
