; ModuleID = 'programs/u64_double_exact.c'
source_filename = "programs/u64_double_exact.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"mismatch %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"p=%2d u2d(2^p-1)=%.17g u2f=%.9g\0A\00", align 1
@__const.main.specials = private unnamed_addr constant [12 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -2048, i64 -1025, i64 -1024, i64 -1, i64 9007199254740993, i64 9007199254740995, i64 9223372036854775295], align 8
@.str.2 = private unnamed_addr constant [20 x i8] c"%20llu -> %a ref=%d\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c" back=%llu\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"i64 %lld -> %a\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c" back=%lld\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"u32: %.1f %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"d2u big %llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %6
  %2 = phi i64 [ 0, %0 ], [ %14, %6 ]
  %3 = phi i32 [ 0, %0 ], [ %58, %6 ]
  %4 = phi i64 [ 0, %0 ], [ %72, %6 ]
  %5 = shl nuw i64 1, %2
  br label %16

6:                                                ; preds = %71
  %7 = shl nsw i64 -1, %2
  %8 = xor i64 %7, -1
  %9 = tail call fastcc double @u2d(i64 noundef %8)
  %10 = tail call fastcc float @u2f(i64 noundef %8)
  %11 = fpext float %10 to double
  %12 = trunc nuw nsw i64 %2 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12, double noundef %9, double noundef %11)
  %14 = add nuw nsw i64 %2, 1
  %15 = icmp eq i64 %14, 64
  br i1 %15, label %79, label %1, !llvm.loop !6

16:                                               ; preds = %1, %71
  %17 = phi i32 [ %3, %1 ], [ %58, %71 ]
  %18 = phi i64 [ %4, %1 ], [ %72, %71 ]
  %19 = phi i64 [ -3, %1 ], [ %73, %71 ]
  %20 = add i64 %19, %5
  %21 = tail call fastcc double @u2d(i64 noundef %20)
  %22 = icmp eq i64 %20, 0
  br i1 %22, label %51, label %23

23:                                               ; preds = %16
  %24 = icmp ult i64 %20, 9007199254740992
  br i1 %24, label %25, label %28

25:                                               ; preds = %23
  %26 = uitofp nneg i64 %20 to double
  %27 = tail call double @ldexp(double noundef %26, i32 noundef 0) #6
  br label %51

28:                                               ; preds = %23
  %29 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %20, i1 true)
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = sub nuw nsw i32 11, %30
  %32 = zext nneg i32 %31 to i64
  %33 = lshr i64 %20, %32
  %34 = shl nsw i64 -1, %32
  %35 = xor i64 %34, -1
  %36 = and i64 %20, %35
  %37 = sub nuw nsw i64 10, %29
  %38 = shl nuw nsw i64 1, %37
  %39 = icmp ugt i64 %36, %38
  br i1 %39, label %45, label %40

40:                                               ; preds = %28
  %41 = icmp ne i64 %36, %38
  %42 = and i64 %33, 1
  %43 = icmp eq i64 %42, 0
  %44 = select i1 %41, i1 true, i1 %43
  br i1 %44, label %47, label %45

45:                                               ; preds = %40, %28
  %46 = add nuw i64 %33, 1
  br label %47

47:                                               ; preds = %45, %40
  %48 = phi i64 [ %46, %45 ], [ %33, %40 ]
  %49 = sitofp i64 %48 to double
  %50 = tail call double @ldexp(double noundef %49, i32 noundef %31) #6
  br label %51

51:                                               ; preds = %16, %25, %47
  %52 = phi double [ 0.000000e+00, %16 ], [ %27, %25 ], [ %50, %47 ]
  %53 = fcmp une double %21, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %51
  %55 = add nsw i32 %17, 1
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %20)
  br label %57

57:                                               ; preds = %54, %51
  %58 = phi i32 [ %55, %54 ], [ %17, %51 ]
  %59 = fcmp olt double %21, 0x43F0000000000000
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  %61 = tail call fastcc i64 @d2u(double noundef %21)
  %62 = mul i64 %18, 3
  %63 = add i64 %61, %62
  br label %64

64:                                               ; preds = %60, %57
  %65 = phi i64 [ %63, %60 ], [ %18, %57 ]
  %66 = tail call fastcc float @u2f(i64 noundef %20)
  %67 = fcmp olt float %66, 0x43F0000000000000
  br i1 %67, label %68, label %71

68:                                               ; preds = %64
  %69 = tail call fastcc i64 @f2u(float noundef %66)
  %70 = add i64 %69, %65
  br label %71

71:                                               ; preds = %68, %64
  %72 = phi i64 [ %70, %68 ], [ %65, %64 ]
  %73 = add nsw i64 %19, 1
  %74 = icmp eq i64 %73, 4
  br i1 %74, label %6, label %16, !llvm.loop !8

75:                                               ; preds = %120
  %76 = tail call fastcc double @i2d(i64 noundef -9223372036854775808)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9223372036854775808, double noundef %76)
  %78 = fcmp olt double %76, 0x43E0000000000000
  br i1 %78, label %124, label %127

79:                                               ; preds = %6, %120
  %80 = phi i64 [ %122, %120 ], [ 0, %6 ]
  %81 = getelementptr inbounds [12 x i64], ptr @__const.main.specials, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !9
  %83 = tail call fastcc double @u2d(i64 noundef %82)
  %84 = trunc nuw nsw i64 %80 to i32
  switch i32 %84, label %88 [
    i32 0, label %111
    i32 1, label %85
  ]

85:                                               ; preds = %79
  %86 = uitofp nneg i64 %82 to double
  %87 = tail call double @ldexp(double noundef %86, i32 noundef 0) #6
  br label %111

88:                                               ; preds = %79
  %89 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %82, i1 true)
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = sub nuw nsw i32 11, %90
  %92 = zext nneg i32 %91 to i64
  %93 = lshr i64 %82, %92
  %94 = shl nsw i64 -1, %92
  %95 = xor i64 %94, -1
  %96 = and i64 %82, %95
  %97 = sub nuw nsw i64 10, %89
  %98 = shl nuw nsw i64 1, %97
  %99 = icmp ugt i64 %96, %98
  br i1 %99, label %105, label %100

100:                                              ; preds = %88
  %101 = icmp ne i64 %96, %98
  %102 = and i64 %93, 1
  %103 = icmp eq i64 %102, 0
  %104 = select i1 %101, i1 true, i1 %103
  br i1 %104, label %107, label %105

105:                                              ; preds = %100, %88
  %106 = add nuw i64 %93, 1
  br label %107

107:                                              ; preds = %105, %100
  %108 = phi i64 [ %106, %105 ], [ %93, %100 ]
  %109 = sitofp i64 %108 to double
  %110 = tail call double @ldexp(double noundef %109, i32 noundef %91) #6
  br label %111

111:                                              ; preds = %79, %85, %107
  %112 = phi double [ 0.000000e+00, %79 ], [ %87, %85 ], [ %110, %107 ]
  %113 = fcmp oeq double %83, %112
  %114 = zext i1 %113 to i32
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %82, double noundef %83, i32 noundef %114)
  %116 = fcmp olt double %83, 0x43F0000000000000
  br i1 %116, label %117, label %120

117:                                              ; preds = %111
  %118 = tail call fastcc i64 @d2u(double noundef %83)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %118)
  br label %120

120:                                              ; preds = %117, %111
  %121 = tail call i32 @putchar(i32 10)
  %122 = add nuw nsw i64 %80, 1
  %123 = icmp eq i64 %122, 12
  br i1 %123, label %75, label %79, !llvm.loop !13

124:                                              ; preds = %75
  %125 = tail call fastcc i64 @d2i(double noundef %76)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %125)
  br label %127

127:                                              ; preds = %124, %75
  %128 = tail call i32 @putchar(i32 10)
  %129 = tail call fastcc double @i2d(i64 noundef -9223372036854775807)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9223372036854775807, double noundef %129)
  %131 = fcmp olt double %129, 0x43E0000000000000
  br i1 %131, label %132, label %135

132:                                              ; preds = %127
  %133 = tail call fastcc i64 @d2i(double noundef %129)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %133)
  br label %135

135:                                              ; preds = %132, %127
  %136 = tail call i32 @putchar(i32 10)
  %137 = tail call fastcc double @i2d(i64 noundef -9007199254740993)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -9007199254740993, double noundef %137)
  %139 = fcmp olt double %137, 0x43E0000000000000
  br i1 %139, label %140, label %143

140:                                              ; preds = %135
  %141 = tail call fastcc i64 @d2i(double noundef %137)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %141)
  br label %143

143:                                              ; preds = %140, %135
  %144 = tail call i32 @putchar(i32 10)
  %145 = tail call fastcc double @i2d(i64 noundef -1)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef -1, double noundef %145)
  %147 = fcmp olt double %145, 0x43E0000000000000
  br i1 %147, label %148, label %151

148:                                              ; preds = %143
  %149 = tail call fastcc i64 @d2i(double noundef %145)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %149)
  br label %151

151:                                              ; preds = %148, %143
  %152 = tail call i32 @putchar(i32 10)
  %153 = tail call fastcc double @i2d(i64 noundef 0)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 0, double noundef %153)
  %155 = fcmp olt double %153, 0x43E0000000000000
  br i1 %155, label %156, label %159

156:                                              ; preds = %151
  %157 = tail call fastcc i64 @d2i(double noundef %153)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %157)
  br label %159

159:                                              ; preds = %156, %151
  %160 = tail call i32 @putchar(i32 10)
  %161 = tail call fastcc double @i2d(i64 noundef 9007199254740993)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 9007199254740993, double noundef %161)
  %163 = fcmp olt double %161, 0x43E0000000000000
  br i1 %163, label %164, label %167

164:                                              ; preds = %159
  %165 = tail call fastcc i64 @d2i(double noundef %161)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %165)
  br label %167

167:                                              ; preds = %164, %159
  %168 = tail call i32 @putchar(i32 10)
  %169 = tail call fastcc double @i2d(i64 noundef 9223372036854775807)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 9223372036854775807, double noundef %169)
  %171 = fcmp olt double %169, 0x43E0000000000000
  br i1 %171, label %172, label %175

172:                                              ; preds = %167
  %173 = tail call fastcc i64 @d2i(double noundef %169)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %173)
  br label %175

175:                                              ; preds = %172, %167
  %176 = tail call i32 @putchar(i32 10)
  %177 = tail call fastcc i32 @d2u32(double noundef 0x41EFFFFFFFE00000)
  %178 = tail call fastcc i32 @d2u32(double noundef 0x41E0000000100000)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x41EFFFFFFFE00000, i32 noundef %177, i32 noundef %178)
  %180 = tail call fastcc i64 @d2u(double noundef 0x43EFFFFFFFFFFFFF)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %180)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %58, i64 noundef %72)
  ret i32 %58
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u2d(i64 noundef %0) unnamed_addr #1 {
  %2 = uitofp i64 %0 to double
  ret double %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2u(double noundef %0) unnamed_addr #1 {
  %2 = fptoui double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u2f(i64 noundef %0) unnamed_addr #1 {
  %2 = uitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2u(float noundef %0) unnamed_addr #1 {
  %2 = fptoui float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @i2d(i64 noundef %0) unnamed_addr #1 {
  %2 = sitofp i64 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @d2i(double noundef %0) unnamed_addr #1 {
  %2 = fptosi double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @d2u32(double noundef %0) unnamed_addr #1 {
  %2 = fptoui double %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
