; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Mix = type { i32, double, i64, i16 }
%struct.L3 = type { i64, i64, i64 }
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
  %6 = alloca %struct.C17, align 1
  %7 = alloca %struct.C17, align 1
  %8 = alloca %struct.C17, align 1
  %9 = alloca [6 x i8], align 2
  %10 = alloca %struct.Mix, align 8
  %11 = alloca %struct.Mix, align 8
  %12 = alloca %struct.Big, align 8
  %13 = alloca %struct.Big, align 8
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %3, i64 noundef 3)
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %4, i64 noundef 5)
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %2, ptr noundef nonnull %3, ptr noundef nonnull %4)
  call fastcc void @l3_make(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %5, i64 noundef -2)
  call fastcc void @l3_add(ptr dead_on_unwind nonnull writable sret(%struct.L3) align 8 %1, ptr noundef nonnull %2, ptr noundef nonnull %5)
  %14 = load i64, ptr %1, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %1, i64 16
  %18 = load i64, ptr %17, align 8, !tbaa !12
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %14, i64 noundef %16, i64 noundef %18, i64 noundef 24)
  %20 = tail call fastcc { double, double, double } @d3_scale([3 x double] alignstack(8) [double 1.500000e+00, double -2.250000e+00, double 1.000000e+10], double noundef 2.000000e+00)
  %21 = extractvalue { double, double, double } %20, 0
  %22 = extractvalue { double, double, double } %20, 1
  %23 = extractvalue { double, double, double } %20, 2
  %24 = insertvalue [3 x double] poison, double %21, 0
  %25 = insertvalue [3 x double] %24, double %22, 1
  %26 = insertvalue [3 x double] %25, double %23, 2
  %27 = tail call fastcc { double, double, double } @d3_scale([3 x double] alignstack(8) %26, double noundef 5.000000e-01)
  %28 = extractvalue { double, double, double } %27, 0
  %29 = extractvalue { double, double, double } %27, 1
  %30 = extractvalue { double, double, double } %27, 2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %28, double noundef %29, double noundef %30)
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %6) #9
  %32 = getelementptr inbounds i8, ptr %6, i64 16
  store i8 0, ptr %32, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %6, ptr noundef nonnull align 1 dereferenceable(16) @.str.2, i64 16, i1 false) #9
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 17, ptr nonnull %8) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %8, ptr noundef nonnull align 1 dereferenceable(17) %6, i64 17, i1 false), !tbaa.struct !13
  call fastcc void @c17_upper(ptr dead_on_unwind nonnull writable sret(%struct.C17) align 1 %7, ptr noundef nonnull %8)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %8) #9
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9)
  %34 = getelementptr inbounds i8, ptr %11, i64 8
  %35 = getelementptr inbounds i8, ptr %11, i64 16
  %36 = getelementptr inbounds i8, ptr %11, i64 24
  %37 = getelementptr inbounds i8, ptr %11, i64 26
  %38 = getelementptr inbounds i8, ptr %10, i64 8
  %39 = getelementptr inbounds i8, ptr %10, i64 16
  %40 = getelementptr inbounds i8, ptr %10, i64 24
  %41 = getelementptr inbounds i8, ptr %10, i64 26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #9
  store <2 x i32> <i32 1, i32 0>, ptr %11, align 8
  store double 5.000000e-01, ptr %34, align 8, !tbaa !15
  store i64 255, ptr %35, align 8, !tbaa !17
  store i16 7, ptr %36, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %37, ptr noundef nonnull align 2 dereferenceable(6) getelementptr inbounds (i8, ptr @__const.main.m, i64 26), i64 6, i1 false)
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %10, i32 noundef 0, ptr noundef nonnull %11, double noundef 0.000000e+00, i64 noundef 1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #9
  %42 = load double, ptr %38, align 8, !tbaa !15
  %43 = load i64, ptr %39, align 8, !tbaa !17
  %44 = load i16, ptr %40, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %9, ptr noundef nonnull align 2 dereferenceable(6) %41, i64 6, i1 false), !tbaa.struct !20
  %45 = load <2 x i32>, ptr %10, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #9
  store <2 x i32> %45, ptr %11, align 8
  store double %42, ptr %34, align 8, !tbaa !15
  store i64 %43, ptr %35, align 8, !tbaa !17
  store i16 %44, ptr %36, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %37, ptr noundef nonnull align 2 dereferenceable(6) %9, i64 6, i1 false), !tbaa.struct !20
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %10, i32 noundef 1, ptr noundef nonnull %11, double noundef 2.500000e-01, i64 noundef 1024)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #9
  %46 = load double, ptr %38, align 8, !tbaa !15
  %47 = load i64, ptr %39, align 8, !tbaa !17
  %48 = load i16, ptr %40, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %9, ptr noundef nonnull align 2 dereferenceable(6) %41, i64 6, i1 false), !tbaa.struct !20
  %49 = load <2 x i32>, ptr %10, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #9
  store <2 x i32> %49, ptr %11, align 8
  store double %46, ptr %34, align 8, !tbaa !15
  store i64 %47, ptr %35, align 8, !tbaa !17
  store i16 %48, ptr %36, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %37, ptr noundef nonnull align 2 dereferenceable(6) %9, i64 6, i1 false), !tbaa.struct !20
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %10, i32 noundef 2, ptr noundef nonnull %11, double noundef 5.000000e-01, i64 noundef 1048576)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #9
  %50 = load double, ptr %38, align 8, !tbaa !15
  %51 = load i64, ptr %39, align 8, !tbaa !17
  %52 = load i16, ptr %40, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %9, ptr noundef nonnull align 2 dereferenceable(6) %41, i64 6, i1 false), !tbaa.struct !20
  %53 = load <2 x i32>, ptr %10, align 8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #9
  store <2 x i32> %53, ptr %11, align 8
  store double %50, ptr %34, align 8, !tbaa !15
  store i64 %51, ptr %35, align 8, !tbaa !17
  store i16 %52, ptr %36, align 8, !tbaa !18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %37, ptr noundef nonnull align 2 dereferenceable(6) %9, i64 6, i1 false), !tbaa.struct !20
  call fastcc void @mix_step(ptr dead_on_unwind nonnull writable sret(%struct.Mix) align 8 %10, i32 noundef 3, ptr noundef nonnull %11, double noundef 7.500000e-01, i64 noundef 1073741824)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #9
  %54 = load i32, ptr %10, align 8, !tbaa !21
  %55 = load double, ptr %38, align 8, !tbaa !15
  %56 = load i64, ptr %39, align 8, !tbaa !17
  %57 = load i16, ptr %40, align 8, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #9
  %58 = sext i16 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %54, double noundef %55, i64 noundef %56, i32 noundef %58, i64 noundef 32)
  call fastcc void @big_fill(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %12)
  %60 = call fastcc i64 @big_sum(ptr noundef nonnull %12)
  call fastcc void @big_rev(ptr dead_on_unwind nonnull writable sret(%struct.Big) align 8 %13, ptr noundef nonnull %12)
  %61 = call fastcc i64 @big_sum(ptr noundef nonnull %13)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %60, i64 noundef %61)
  %63 = insertvalue [3 x double] poison, double %28, 0
  %64 = insertvalue [3 x double] %63, double %29, 1
  %65 = insertvalue [3 x double] %64, double %30, 2
  %66 = call fastcc i64 @regs_and_stack(ptr noundef nonnull %1, [3 x double] alignstack(8) %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %66)
  %68 = xor i64 %61, %60
  %69 = xor i64 %68, %66
  %70 = trunc i64 %69 to i32
  %71 = and i32 %70, 127
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 17, ptr nonnull %6) #9
  ret i32 %71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @l3_make(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, i64 noundef %1) unnamed_addr #2 {
  store i64 %1, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = mul nsw i64 %1, %1
  store i64 %4, ptr %3, align 8, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = sub nsw i64 0, %1
  store i64 %6, ptr %5, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @l3_add(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.L3) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load <2 x i64>, ptr %1, align 8, !tbaa !17
  %5 = load <2 x i64>, ptr %2, align 8, !tbaa !17
  %6 = add nsw <2 x i64> %5, %4
  store <2 x i64> %6, ptr %0, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load i64, ptr %8, align 8, !tbaa !12
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = load i64, ptr %10, align 8, !tbaa !12
  %12 = add nsw i64 %11, %9
  store i64 %12, ptr %7, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { double, double, double } @d3_scale([3 x double] alignstack(8) %0, double noundef %1) unnamed_addr #5 {
  %3 = extractvalue [3 x double] %0, 0
  %4 = extractvalue [3 x double] %0, 1
  %5 = extractvalue [3 x double] %0, 2
  %6 = fmul double %3, %1
  %7 = fmul double %4, %1
  %8 = fmul double %5, %1
  %9 = insertvalue { double, double, double } poison, double %6, 0
  %10 = insertvalue { double, double, double } %9, double %7, 1
  %11 = insertvalue { double, double, double } %10, double %8, 2
  ret { double, double, double } %11
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @c17_upper(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.C17) align 1 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  br label %3

3:                                                ; preds = %2, %14
  %4 = phi i64 [ 0, %2 ], [ %15, %14 ]
  %5 = getelementptr inbounds [17 x i8], ptr %1, i64 0, i64 %4
  %6 = load i8, ptr %5, align 1, !tbaa !14
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %14, %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %0, ptr noundef nonnull align 1 dereferenceable(17) %1, i64 17, i1 false), !tbaa.struct !13
  ret void

9:                                                ; preds = %3
  %10 = add i8 %6, -97
  %11 = icmp ult i8 %10, 26
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = add nsw i8 %6, -32
  store i8 %13, ptr %5, align 1, !tbaa !14
  br label %14

14:                                               ; preds = %9, %12
  %15 = add nuw nsw i64 %4, 1
  %16 = icmp eq i64 %15, 17
  br i1 %16, label %8, label %3, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mix_step(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr nocapture noundef %2, double noundef %3, i64 noundef %4) unnamed_addr #3 {
  %6 = load i32, ptr %2, align 8, !tbaa !25
  %7 = add nsw i32 %6, %1
  store i32 %7, ptr %2, align 8, !tbaa !25
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !27
  %10 = fadd double %9, %3
  store double %10, ptr %8, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !28
  %13 = xor i64 %12, %4
  store i64 %13, ptr %11, align 8, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %2, i64 24
  %15 = load i16, ptr %14, align 8, !tbaa !29
  %16 = add i16 %15, 1
  store i16 %16, ptr %14, align 8, !tbaa !29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !30
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @big_fill(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0) unnamed_addr #2 {
  store <2 x i64> <i64 0, i64 12199689430>, ptr %0, align 8, !tbaa !17
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <2 x i64> <i64 13438644089, i64 20023423701>, ptr %2, align 8, !tbaa !17
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  store <2 x i64> <i64 24200041429, i64 29439444490>, ptr %3, align 8, !tbaa !17
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  store <2 x i64> <i64 34131722529, i64 39064548999>, ptr %4, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  store <2 x i64> <i64 43961804470, i64 48857852393>, ptr %5, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %0, i64 80
  store <2 x i64> <i64 53749195706, i64 58642969280>, ptr %6, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %0, i64 96
  store <2 x i64> <i64 63528269219, i64 68413469525>, ptr %7, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %0, i64 112
  store <2 x i64> <i64 73301072914, i64 78187347482>, ptr %8, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @big_sum(ptr nocapture noundef readonly %0) unnamed_addr #8 {
  %2 = load i64, ptr %0, align 8, !tbaa !17
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !17
  %5 = shl nsw i64 %4, 1
  %6 = add nsw i64 %5, %2
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !17
  %9 = mul nsw i64 %8, 3
  %10 = add nsw i64 %9, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !17
  %13 = shl nsw i64 %12, 2
  %14 = add nsw i64 %13, %10
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !17
  %17 = mul nsw i64 %16, 5
  %18 = add nsw i64 %17, %14
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = load i64, ptr %19, align 8, !tbaa !17
  %21 = mul nsw i64 %20, 6
  %22 = add nsw i64 %21, %18
  %23 = getelementptr inbounds i8, ptr %0, i64 48
  %24 = load i64, ptr %23, align 8, !tbaa !17
  %25 = mul nsw i64 %24, 7
  %26 = add nsw i64 %25, %22
  %27 = getelementptr inbounds i8, ptr %0, i64 56
  %28 = load i64, ptr %27, align 8, !tbaa !17
  %29 = shl nsw i64 %28, 3
  %30 = add nsw i64 %29, %26
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = load i64, ptr %31, align 8, !tbaa !17
  %33 = mul nsw i64 %32, 9
  %34 = add nsw i64 %33, %30
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load i64, ptr %35, align 8, !tbaa !17
  %37 = mul nsw i64 %36, 10
  %38 = add nsw i64 %37, %34
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  %40 = load i64, ptr %39, align 8, !tbaa !17
  %41 = mul nsw i64 %40, 11
  %42 = add nsw i64 %41, %38
  %43 = getelementptr inbounds i8, ptr %0, i64 88
  %44 = load i64, ptr %43, align 8, !tbaa !17
  %45 = mul nsw i64 %44, 12
  %46 = add nsw i64 %45, %42
  %47 = getelementptr inbounds i8, ptr %0, i64 96
  %48 = load i64, ptr %47, align 8, !tbaa !17
  %49 = mul nsw i64 %48, 13
  %50 = add nsw i64 %49, %46
  %51 = getelementptr inbounds i8, ptr %0, i64 104
  %52 = load i64, ptr %51, align 8, !tbaa !17
  %53 = mul nsw i64 %52, 14
  %54 = add nsw i64 %53, %50
  %55 = getelementptr inbounds i8, ptr %0, i64 112
  %56 = load i64, ptr %55, align 8, !tbaa !17
  %57 = mul nsw i64 %56, 15
  %58 = add nsw i64 %57, %54
  %59 = getelementptr inbounds i8, ptr %0, i64 120
  %60 = load i64, ptr %59, align 8, !tbaa !17
  %61 = shl nsw i64 %60, 4
  %62 = add nsw i64 %61, %58
  ret i64 %62
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @big_rev(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Big) align 8 %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = getelementptr inbounds i8, ptr %1, i64 112
  %4 = load <2 x i64>, ptr %3, align 8, !tbaa !17
  %5 = shufflevector <2 x i64> %4, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %5, ptr %0, align 8, !tbaa !17
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 96
  %8 = load <2 x i64>, ptr %7, align 8, !tbaa !17
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %9, ptr %6, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  %12 = load <2 x i64>, ptr %11, align 8, !tbaa !17
  %13 = shufflevector <2 x i64> %12, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %13, ptr %10, align 8, !tbaa !17
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = getelementptr inbounds i8, ptr %1, i64 64
  %16 = load <2 x i64>, ptr %15, align 8, !tbaa !17
  %17 = shufflevector <2 x i64> %16, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %17, ptr %14, align 8, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %0, i64 64
  %19 = getelementptr inbounds i8, ptr %1, i64 48
  %20 = load <2 x i64>, ptr %19, align 8, !tbaa !17
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %21, ptr %18, align 8, !tbaa !17
  %22 = getelementptr inbounds i8, ptr %0, i64 80
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load <2 x i64>, ptr %23, align 8, !tbaa !17
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %25, ptr %22, align 8, !tbaa !17
  %26 = getelementptr inbounds i8, ptr %0, i64 96
  %27 = getelementptr inbounds i8, ptr %1, i64 16
  %28 = load <2 x i64>, ptr %27, align 8, !tbaa !17
  %29 = shufflevector <2 x i64> %28, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %29, ptr %26, align 8, !tbaa !17
  %30 = getelementptr inbounds i8, ptr %0, i64 112
  %31 = load <2 x i64>, ptr %1, align 8, !tbaa !17
  %32 = shufflevector <2 x i64> %31, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %32, ptr %30, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775801, -9223372036854775808) i64 @regs_and_stack(ptr nocapture noundef readonly %0, [3 x double] alignstack(8) %1) unnamed_addr #8 {
  %3 = extractvalue [3 x double] %1, 0
  %4 = extractvalue [3 x double] %1, 1
  %5 = extractvalue [3 x double] %1, 2
  %6 = load i64, ptr %0, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !11
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !12
  %11 = fadd double %3, %4
  %12 = fadd double %5, %11
  %13 = fptosi double %12 to i64
  %14 = add i64 %13, 28
  %15 = add i64 %14, %6
  %16 = add i64 %15, %8
  %17 = add i64 %16, %10
  ret i64 %17
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !8, i64 8, !8, i64 16}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!7, !8, i64 8}
!12 = !{!7, !8, i64 16}
!13 = !{i64 0, i64 17, !14}
!14 = !{!9, !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !9, i64 0}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !9, i64 0}
!20 = !{}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !9, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!26, !22, i64 0}
!26 = !{!"", !22, i64 0, !16, i64 8, !8, i64 16, !19, i64 24}
!27 = !{!26, !16, i64 8}
!28 = !{!26, !8, i64 16}
!29 = !{!26, !19, i64 24}
!30 = !{i64 0, i64 4, !21, i64 8, i64 8, !15, i64 16, i64 8, !17, i64 24, i64 2, !18}
