; ModuleID = 'programs/fp_u64_double_limits.c'
source_filename = "programs/fp_u64_double_limits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [20 x i64] [i64 0, i64 1, i64 9007199254740991, i64 9007199254740992, i64 9007199254740993, i64 9007199254740994, i64 9007199254740995, i64 18014398509481986, i64 18014398509481990, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -9223372036854774784, i64 -9223372036854774783, i64 -9223372036854772736, i64 -3072, i64 -1025, i64 -1024, i64 -1, i64 -9223372036854771713], align 8
@.str = private unnamed_addr constant [17 x i8] c"u64 %20llu -> %a\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" -> %20llu\00", align 1
@__const.main.iv = private unnamed_addr constant [10 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -9007199254740993, i64 -9007199254740995, i64 -1, i64 0, i64 9007199254740993, i64 9223372036854775296, i64 9223372036854775295, i64 9223372036854775807], align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"i64 %20lld -> %a\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c" -> %lld\00", align 1
@__const.main.dv = private unnamed_addr constant [13 x double] [double 0.000000e+00, double 0x3FEFF7CED916872B, double 1.000000e+00, double 0x41EFFFFFFFFCCCCD, double 0x41F0000000000000, double 0x43E0000000000000, double 0x43DFFFFFFFFFFFFF, double 0x43E0000000000001, double 0x43E56A95319D63E1, double 0x43EFFFFFFFFFFFFF, double 0xBFEFF7CED916872B, double 0xC3E0000000000000, double -9.500000e+00], align 8
@.str.5 = private unnamed_addr constant [6 x i8] c"d %a:\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@__const.main.u32s = private unnamed_addr constant [5 x i32] [i32 0, i32 1, i32 2147483647, i32 -2147483648, i32 -1], align 4
@.str.10 = private unnamed_addr constant [22 x i8] c"u32 %u -> %.1f -> %u\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i64], align 8
  %2 = alloca [10 x i64], align 8
  %3 = alloca [13 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.uv, i64 160, i1 true)
  br label %10

9:                                                ; preds = %21
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr align 8 @__const.main.iv, i64 80, i1 true)
  br label %26

10:                                               ; preds = %0, %21
  %11 = phi i64 [ 0, %0 ], [ %23, %21 ]
  %12 = getelementptr inbounds [20 x i64], ptr %1, i64 0, i64 %11
  %13 = load volatile i64, ptr %12, align 8, !tbaa !6
  %14 = tail call fastcc double @u64_to_d(i64 noundef %13)
  %15 = load volatile i64, ptr %12, align 8, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %15, double noundef %14)
  %17 = fcmp olt double %14, 0x43F0000000000000
  br i1 %17, label %18, label %21

18:                                               ; preds = %10
  %19 = tail call fastcc i64 @d_to_u64(double noundef %14)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %19)
  br label %21

21:                                               ; preds = %18, %10
  %22 = tail call i32 @putchar(i32 10)
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, 20
  br i1 %24, label %9, label %10, !llvm.loop !10

25:                                               ; preds = %37
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @__const.main.dv, i64 104, i1 true)
  br label %82

26:                                               ; preds = %9, %37
  %27 = phi i64 [ 0, %9 ], [ %39, %37 ]
  %28 = getelementptr inbounds [10 x i64], ptr %2, i64 0, i64 %27
  %29 = load volatile i64, ptr %28, align 8, !tbaa !6
  %30 = tail call fastcc double @i64_to_d(i64 noundef %29)
  %31 = load volatile i64, ptr %28, align 8, !tbaa !6
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %31, double noundef %30)
  %33 = fcmp olt double %30, 0x43E0000000000000
  br i1 %33, label %34, label %37

34:                                               ; preds = %26
  %35 = tail call fastcc i64 @d_to_i64(double noundef %30)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %35)
  br label %37

37:                                               ; preds = %34, %26
  %38 = tail call i32 @putchar(i32 10)
  %39 = add nuw nsw i64 %27, 1
  %40 = icmp eq i64 %39, 10
  br i1 %40, label %25, label %26, !llvm.loop !12

41:                                               ; preds = %113
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  %42 = load volatile i32, ptr @__const.main.u32s, align 4
  store volatile i32 %42, ptr %4, align 4
  %43 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 4), align 4
  store volatile i32 %43, ptr %5, align 4
  %44 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 8), align 4
  store volatile i32 %44, ptr %6, align 4
  %45 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 12), align 4
  store volatile i32 %45, ptr %7, align 4
  %46 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.u32s, i64 16), align 4
  store volatile i32 %46, ptr %8, align 4
  %47 = load volatile i32, ptr %4, align 4, !tbaa !13
  %48 = load volatile i32, ptr %4, align 4, !tbaa !13
  %49 = tail call fastcc double @u32_to_d(i32 noundef %48)
  %50 = load volatile i32, ptr %4, align 4, !tbaa !13
  %51 = tail call fastcc double @u32_to_d(i32 noundef %50)
  %52 = tail call fastcc i32 @d_to_u32(double noundef %51)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %47, double noundef %49, i32 noundef %52)
  %54 = load volatile i32, ptr %5, align 4, !tbaa !13
  %55 = load volatile i32, ptr %5, align 4, !tbaa !13
  %56 = tail call fastcc double @u32_to_d(i32 noundef %55)
  %57 = load volatile i32, ptr %5, align 4, !tbaa !13
  %58 = tail call fastcc double @u32_to_d(i32 noundef %57)
  %59 = tail call fastcc i32 @d_to_u32(double noundef %58)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %54, double noundef %56, i32 noundef %59)
  %61 = load volatile i32, ptr %6, align 4, !tbaa !13
  %62 = load volatile i32, ptr %6, align 4, !tbaa !13
  %63 = tail call fastcc double @u32_to_d(i32 noundef %62)
  %64 = load volatile i32, ptr %6, align 4, !tbaa !13
  %65 = tail call fastcc double @u32_to_d(i32 noundef %64)
  %66 = tail call fastcc i32 @d_to_u32(double noundef %65)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %61, double noundef %63, i32 noundef %66)
  %68 = load volatile i32, ptr %7, align 4, !tbaa !13
  %69 = load volatile i32, ptr %7, align 4, !tbaa !13
  %70 = tail call fastcc double @u32_to_d(i32 noundef %69)
  %71 = load volatile i32, ptr %7, align 4, !tbaa !13
  %72 = tail call fastcc double @u32_to_d(i32 noundef %71)
  %73 = tail call fastcc i32 @d_to_u32(double noundef %72)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %68, double noundef %70, i32 noundef %73)
  %75 = load volatile i32, ptr %8, align 4, !tbaa !13
  %76 = load volatile i32, ptr %8, align 4, !tbaa !13
  %77 = tail call fastcc double @u32_to_d(i32 noundef %76)
  %78 = load volatile i32, ptr %8, align 4, !tbaa !13
  %79 = tail call fastcc double @u32_to_d(i32 noundef %78)
  %80 = tail call fastcc i32 @d_to_u32(double noundef %79)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75, double noundef %77, i32 noundef %80)
  br label %120

82:                                               ; preds = %25, %113
  %83 = phi i64 [ 0, %25 ], [ %115, %113 ]
  %84 = getelementptr inbounds [13 x double], ptr %3, i64 0, i64 %83
  %85 = load volatile double, ptr %84, align 8, !tbaa !15
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %85)
  %87 = fcmp ogt double %85, -1.000000e+00
  %88 = fcmp olt double %85, 0x43F0000000000000
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %93

90:                                               ; preds = %82
  %91 = tail call fastcc i64 @d_to_u64(double noundef %85)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %91)
  br label %93

93:                                               ; preds = %90, %82
  %94 = fcmp oge double %85, 0xC3E0000000000000
  %95 = fcmp olt double %85, 0x43E0000000000000
  %96 = and i1 %94, %95
  br i1 %96, label %97, label %100

97:                                               ; preds = %93
  %98 = tail call fastcc i64 @d_to_i64(double noundef %85)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %98)
  br label %100

100:                                              ; preds = %97, %93
  %101 = fcmp olt double %85, 0x41F0000000000000
  %102 = and i1 %87, %101
  br i1 %102, label %103, label %106

103:                                              ; preds = %100
  %104 = tail call fastcc i32 @d_to_u32(double noundef %85)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %104)
  br label %106

106:                                              ; preds = %103, %100
  %107 = fcmp ogt double %85, 0xC1E0000000200000
  %108 = fcmp olt double %85, 0x41E0000000000000
  %109 = and i1 %107, %108
  br i1 %109, label %110, label %113

110:                                              ; preds = %106
  %111 = tail call fastcc i32 @d_to_i32(double noundef %85)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %111)
  br label %113

113:                                              ; preds = %110, %106
  %114 = tail call i32 @putchar(i32 10)
  %115 = add nuw nsw i64 %83, 1
  %116 = icmp eq i64 %115, 13
  br i1 %116, label %41, label %82, !llvm.loop !17

117:                                              ; preds = %137
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %138)
  %119 = icmp eq i32 %138, 0
  br i1 %119, label %141, label %146

120:                                              ; preds = %41, %137
  %121 = phi i64 [ 0, %41 ], [ %139, %137 ]
  %122 = phi i32 [ 0, %41 ], [ %138, %137 ]
  %123 = shl nuw i64 1, %121
  %124 = tail call fastcc double @u64_to_d(i64 noundef %123)
  %125 = tail call fastcc i64 @d_to_u64(double noundef %124)
  %126 = icmp ne i64 %125, %123
  %127 = zext i1 %126 to i32
  %128 = add nsw i32 %122, %127
  %129 = icmp ult i64 %121, 53
  br i1 %129, label %130, label %137

130:                                              ; preds = %120
  %131 = add nuw i64 %123, 1
  %132 = tail call fastcc double @u64_to_d(i64 noundef %131)
  %133 = tail call fastcc i64 @d_to_u64(double noundef %132)
  %134 = icmp ne i64 %133, %131
  %135 = zext i1 %134 to i32
  %136 = add nsw i32 %128, %135
  br label %137

137:                                              ; preds = %130, %120
  %138 = phi i32 [ %128, %120 ], [ %136, %130 ]
  %139 = add nuw nsw i64 %121, 1
  %140 = icmp eq i64 %139, 64
  br i1 %140, label %117, label %120, !llvm.loop !18

141:                                              ; preds = %117
  %142 = tail call fastcc double @u64_to_d(i64 noundef -1025)
  %143 = tail call fastcc i64 @d_to_u64(double noundef %142)
  %144 = lshr i64 %143, 57
  %145 = trunc nuw nsw i64 %144 to i32
  br label %146

146:                                              ; preds = %117, %141
  %147 = phi i32 [ %145, %141 ], [ 1, %117 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #6
  ret i32 %147
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u64_to_d(i64 noundef %0) unnamed_addr #3 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d_to_u64(double noundef %0) unnamed_addr #3 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @i64_to_d(i64 noundef %0) unnamed_addr #3 {
  %2 = sitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d_to_i64(double noundef %0) unnamed_addr #3 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d_to_u32(double noundef %0) unnamed_addr #3 {
  %2 = fptoui double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d_to_i32(double noundef %0) unnamed_addr #3 {
  %2 = fptosi double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u32_to_d(i32 noundef %0) unnamed_addr #3 {
  %2 = uitofp i32 %0 to double
  ret double %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
