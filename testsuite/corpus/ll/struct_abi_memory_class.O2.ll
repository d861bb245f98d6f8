; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mix = type { i32, double, i64, i16 }
%struct.L3 = type { i64, i64, i64 }
%struct.D3 = type { double, double, double }
%struct.C17 = type { [17 x i8] }
%struct.Big = type { [16 x i64] }

@.str = private unnamed_addr constant [25 x i8] c"L3 %ld %ld %ld size %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"D3 %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hello, world 17\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"C17 '%s' -> '%s'\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.Mix { i32 1, double 5.000000e-01, i64 255, i16 7 }, align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"Mix %d %a %lx %d size %zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"Big sum %ld rev %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"regs_and_stack %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.L3, align 8
  %2 = alloca %struct.L3, align 8
  %3 = alloca %struct.L3, align 8
  %4 = alloca %struct.L3, align 8
  %5 = alloca %struct.L3, align 8
  %6 = alloca %struct.D3, align 8
  %7 = alloca %struct.D3, align 8
  %8 = alloca %struct.D3, align 16
  %9 = alloca %struct.C17, align 8
  %10 = alloca %struct.C17, align 1
  %11 = alloca %struct.Mix, align 8
  %12 = alloca %struct.Mix, align 8
  %13 = alloca %struct.Big, align 8
  %14 = alloca %struct.Big, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %3, i64 noundef 3)
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %4, i64 noundef 5)
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %2, ptr noundef nonnull byval(%struct.L3) align 8 %3, ptr noundef nonnull byval(%struct.L3) align 8 %4)
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %5, i64 noundef -2)
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %1, ptr noundef nonnull byval(%struct.L3) align 8 %2, ptr noundef nonnull byval(%struct.L3) align 8 %5)
  %15 = load i64, ptr %1, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !11
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, i64 noundef %17, i64 noundef %19, i64 noundef 24)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #8
  store <2 x double> <double 1.500000e+00, double -2.250000e+00>, ptr %8, align 16, !tbaa !12
  %21 = getelementptr inbounds i8, ptr %8, i64 16
  store double 1.000000e+10, ptr %21, align 16, !tbaa !14
  call fastcc void @d3_scale(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %7, ptr noundef nonnull byval(%struct.D3) align 8 %8, double noundef 2.000000e+00)
  call fastcc void @d3_scale(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %6, ptr noundef nonnull byval(%struct.D3) align 8 %7, double noundef 5.000000e-01)
  %22 = load double, ptr %6, align 8, !tbaa !16
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !17
  %25 = getelementptr inbounds i8, ptr %6, i64 16
  %26 = load double, ptr %25, align 8, !tbaa !14
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %22, double noundef %24, double noundef %26)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %9) #8
  %28 = getelementptr inbounds i8, ptr %9, i64 16
  store i8 0, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 1 dereferenceable(16) @.str.2, i64 16, i1 false) #8
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %10) #8
  call fastcc void @c17_upper(ptr dead_on_unwind nonnull writable sret(%struct.C17) align 1 %10, ptr noundef nonnull byval(%struct.C17) align 8 %9)
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %9, ptr noundef nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 0, ptr noundef nonnull byval(%struct.Mix) align 8 @__const.main.m, double noundef 0.000000e+00, i64 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 1, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 2.500000e-01, i64 noundef 1024)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 2, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 5.000000e-01, i64 noundef 1048576)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #8
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %12, i32 noundef 3, ptr noundef nonnull byval(%struct.Mix) align 8 %11, double noundef 7.500000e-01, i64 noundef 1073741824)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false), !tbaa.struct !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #8
  %30 = load i32, ptr %11, align 8, !tbaa !24
  %31 = getelementptr inbounds i8, ptr %11, i64 8
  %32 = load double, ptr %31, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %11, i64 16
  %34 = load i64, ptr %33, align 8, !tbaa !27
  %35 = getelementptr inbounds i8, ptr %11, i64 24
  %36 = load i16, ptr %35, align 8, !tbaa !28
  %37 = sext i16 %36 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30, double noundef %32, i64 noundef %34, i32 noundef %37, i64 noundef 32)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #8
  call fastcc void @big_fill(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %13)
  %39 = call fastcc i64 @big_sum(ptr noundef nonnull byval(%struct.Big) align 8 %13)
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %14, ptr noundef nonnull byval(%struct.Big) align 8 %13)
  %40 = call fastcc i64 @big_sum(ptr noundef nonnull byval(%struct.Big) align 8 %14)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %39, i64 noundef %40)
  %42 = call fastcc i64 @regs_and_stack(ptr noundef nonnull byval(%struct.L3) align 8 %1, ptr noundef nonnull byval(%struct.D3) align 8 %6)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %42)
  %44 = xor i64 %40, %39
  %45 = xor i64 %44, %42
  %46 = trunc i64 %45 to i32
  %47 = and i32 %46, 127
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @l3_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, i64 noundef %1) unnamed_addr #2 {
  store i64 %1, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = mul nsw i64 %1, %1
  store i64 %4, ptr %3, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = sub nsw i64 0, %1
  store i64 %6, ptr %5, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @l3_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, ptr nocapture noundef readonly byval(%struct.L3) align 8 %1, ptr nocapture noundef readonly byval(%struct.L3) align 8 %2) unnamed_addr #3 {
  %4 = load <2 x i64>, ptr %1, align 8, !tbaa !21
  %5 = load <2 x i64>, ptr %2, align 8, !tbaa !21
  %6 = add nsw <2 x i64> %5, %4
  store <2 x i64> %6, ptr %0, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !11
  %12 = add nsw i64 %11, %9
  store i64 %12, ptr %7, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3_scale(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1, double noundef %2) unnamed_addr #3 {
  %4 = load <2 x double>, ptr %1, align 8, !tbaa !12
  %5 = insertelement <2 x double> poison, double %2, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %0, align 8, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !14
  %11 = fmul double %10, %2
  store double %11, ptr %8, align 8, !tbaa !14
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @c17_upper(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.C17) align 1 %0, ptr nocapture noundef byval(%struct.C17) align 8 %1) unnamed_addr #5 {
  br label %3

3:                                                ; preds = %26, %2
  %4 = phi i64 [ 0, %2 ], [ %27, %26 ]
  %5 = getelementptr inbounds [17 x i8], ptr %1, i64 0, i64 %4
  %6 = load i8, ptr %5, align 2, !tbaa !29
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %16, %14, %3
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 8 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !30
  ret void

9:                                                ; preds = %3
  %10 = add i8 %6, -97
  %11 = icmp ult i8 %10, 26
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = add nsw i8 %6, -32
  store i8 %13, ptr %5, align 2, !tbaa !29
  br label %14

14:                                               ; preds = %9, %12
  %15 = icmp eq i64 %4, 16
  br i1 %15, label %8, label %16, !llvm.loop !31

16:                                               ; preds = %14
  %17 = or disjoint i64 %4, 1
  %18 = getelementptr inbounds [17 x i8], ptr %1, i64 0, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %8, label %21

21:                                               ; preds = %16
  %22 = add i8 %19, -97
  %23 = icmp ult i8 %22, 26
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = add nsw i8 %19, -32
  store i8 %25, ptr %18, align 1, !tbaa !29
  br label %26

26:                                               ; preds = %24, %21
  %27 = add nuw nsw i64 %4, 2
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mix_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr nocapture noundef byval(%struct.Mix) align 8 %2, double noundef %3, i64 noundef %4) unnamed_addr #3 {
  %6 = load i32, ptr %2, align 8, !tbaa !24
  %7 = add nsw i32 %6, %1
  store i32 %7, ptr %2, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !26
  %10 = fadd double %9, %3
  store double %10, ptr %8, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !27
  %13 = xor i64 %12, %4
  store i64 %13, ptr %11, align 8, !tbaa !27
  %14 = getelementptr inbounds i8, ptr %2, i64 24
  %15 = load i16, ptr %14, align 8, !tbaa !28
  %16 = add i16 %15, 1
  store i16 %16, ptr %14, align 8, !tbaa !28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @big_fill(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0) unnamed_addr #2 {
  store i64 0, ptr %0, align 8, !tbaa !21
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 12199689430, ptr %2, align 8, !tbaa !21
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 13438644089, ptr %3, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 20023423701, ptr %4, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 24200041429, ptr %5, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 29439444490, ptr %6, align 8, !tbaa !21
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  store i64 34131722529, ptr %7, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 56
  store i64 39064548999, ptr %8, align 8, !tbaa !21
  %9 = getelementptr inbounds i8, ptr %0, i64 64
  store i64 43961804470, ptr %9, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  store i64 48857852393, ptr %10, align 8, !tbaa !21
  %11 = getelementptr inbounds i8, ptr %0, i64 80
  store i64 53749195706, ptr %11, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  store i64 58642969280, ptr %12, align 8, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 63528269219, ptr %13, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %0, i64 104
  store i64 68413469525, ptr %14, align 8, !tbaa !21
  %15 = getelementptr inbounds i8, ptr %0, i64 112
  store i64 73301072914, ptr %15, align 8, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %0, i64 120
  store i64 78187347482, ptr %16, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @big_sum(ptr nocapture noundef readonly byval(%struct.Big) align 8 %0) unnamed_addr #7 {
  %2 = load i64, ptr %0, align 8, !tbaa !21
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !21
  %5 = shl nsw i64 %4, 1
  %6 = add nsw i64 %5, %2
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !21
  %9 = mul nsw i64 %8, 3
  %10 = add nsw i64 %9, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !21
  %13 = shl nsw i64 %12, 2
  %14 = add nsw i64 %13, %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !21
  %17 = mul nsw i64 %16, 5
  %18 = add nsw i64 %17, %14
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = load i64, ptr %19, align 8, !tbaa !21
  %21 = mul nsw i64 %20, 6
  %22 = add nsw i64 %21, %18
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = load i64, ptr %23, align 8, !tbaa !21
  %25 = mul nsw i64 %24, 7
  %26 = add nsw i64 %25, %22
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  %28 = load i64, ptr %27, align 8, !tbaa !21
  %29 = shl nsw i64 %28, 3
  %30 = add nsw i64 %29, %26
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = load i64, ptr %31, align 8, !tbaa !21
  %33 = mul nsw i64 %32, 9
  %34 = add nsw i64 %33, %30
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load i64, ptr %35, align 8, !tbaa !21
  %37 = mul nsw i64 %36, 10
  %38 = add nsw i64 %37, %34
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  %40 = load i64, ptr %39, align 8, !tbaa !21
  %41 = mul nsw i64 %40, 11
  %42 = add nsw i64 %41, %38
  %43 = getelementptr inbounds i8, ptr %0, i64 88
  %44 = load i64, ptr %43, align 8, !tbaa !21
  %45 = mul nsw i64 %44, 12
  %46 = add nsw i64 %45, %42
  %47 = getelementptr inbounds i8, ptr %0, i64 96
  %48 = load i64, ptr %47, align 8, !tbaa !21
  %49 = mul nsw i64 %48, 13
  %50 = add nsw i64 %49, %46
  %51 = getelementptr inbounds i8, ptr %0, i64 104
  %52 = load i64, ptr %51, align 8, !tbaa !21
  %53 = mul nsw i64 %52, 14
  %54 = add nsw i64 %53, %50
  %55 = getelementptr inbounds i8, ptr %0, i64 112
  %56 = load i64, ptr %55, align 8, !tbaa !21
  %57 = mul nsw i64 %56, 15
  %58 = add nsw i64 %57, %54
  %59 = getelementptr inbounds i8, ptr %0, i64 120
  %60 = load i64, ptr %59, align 8, !tbaa !21
  %61 = shl nsw i64 %60, 4
  %62 = add nsw i64 %61, %58
  ret i64 %62
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef readonly byval(%struct.Big) align 8 %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 112
  %4 = load <2 x i64>, ptr %3, align 8, !tbaa !21
  %5 = shufflevector <2 x i64> %4, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %5, ptr %0, align 8, !tbaa !21
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 96
  %8 = load <2 x i64>, ptr %7, align 8, !tbaa !21
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %9, ptr %6, align 8, !tbaa !21
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  %12 = load <2 x i64>, ptr %11, align 8, !tbaa !21
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %13, ptr %10, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = getelementptr inbounds i8, ptr %1, i64 64
  %16 = load <2 x i64>, ptr %15, align 8, !tbaa !21
  %17 = shufflevector <2 x i64> %16, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %17, ptr %14, align 8, !tbaa !21
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = getelementptr inbounds i8, ptr %1, i64 48
  %20 = load <2 x i64>, ptr %19, align 8, !tbaa !21
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %21, ptr %18, align 8, !tbaa !21
  %22 = getelementptr inbounds i8, ptr %0, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load <2 x i64>, ptr %23, align 8, !tbaa !21
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %25, ptr %22, align 8, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %0, i64 96
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  %28 = load <2 x i64>, ptr %27, align 8, !tbaa !21
  %29 = shufflevector <2 x i64> %28, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %29, ptr %26, align 8, !tbaa !21
  %30 = getelementptr inbounds i8, ptr %0, i64 112
  %31 = load <2 x i64>, ptr %1, align 8, !tbaa !21
  %32 = shufflevector <2 x i64> %31, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %32, ptr %30, align 8, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775801, -9223372036854775808) i64 @regs_and_stack(ptr nocapture noundef readonly byval(%struct.L3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1) unnamed_addr #7 {
  %3 = load i64, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !11
  %8 = load double, ptr %1, align 8, !tbaa !16
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !17
  %11 = fadd double %8, %10
  %12 = getelementptr inbounds i8, ptr %1, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = fadd double %11, %13
  %15 = fptosi double %14 to i64
  %16 = add i64 %3, 28
  %17 = add i64 %16, %5
  %18 = add i64 %17, %7
  %19 = add i64 %18, %15
  ret i64 %19
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !13, i64 16}
!15 = !{!"", !13, i64 0, !13, i64 8, !13, i64 16}
!16 = !{!15, !13, i64 0}
!17 = !{!15, !13, i64 8}
!18 = !{i64 0, i64 4, !19, i64 8, i64 8, !12, i64 16, i64 8, !21, i64 24, i64 2, !22}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !8, i64 0}
!21 = !{!7, !7, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = !{!25, !20, i64 0}
!25 = !{!"", !20, i64 0, !13, i64 8, !7, i64 16, !23, i64 24}
!26 = !{!25, !13, i64 8}
!27 = !{!25, !7, i64 16}
!28 = !{!25, !23, i64 24}
!29 = !{!8, !8, i64 0}
!30 = !{i64 0, i64 17, !29}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
