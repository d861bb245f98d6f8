; ModuleID = 'programs/loop_vectorizable.c'
source_filename = "programs/loop_vectorizable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a8 = internal global [1003 x i8] zeroinitializer, align 1
@b8 = internal global [1003 x i8] zeroinitializer, align 1
@a16 = internal global [1003 x i16] zeroinitializer, align 2
@b16 = internal unnamed_addr global [1003 x i16] zeroinitializer, align 2
@a32 = internal global [1003 x i32] zeroinitializer, align 4
@b32 = internal unnamed_addr global [1003 x i32] zeroinitializer, align 4
@a64 = internal unnamed_addr global [1003 x i64] zeroinitializer, align 8
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 4
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 4
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 8
@main.d8 = internal global [1003 x i8] zeroinitializer, align 1
@main.u8 = internal unnamed_addr global [1003 x i8] zeroinitializer, align 1
@main.d16 = internal global [1003 x i16] zeroinitializer, align 2
@main.d32 = internal global [1003 x i32] zeroinitializer, align 4
@main.e32 = internal global [1003 x i32] zeroinitializer, align 4
@main.df = internal unnamed_addr global [1003 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [11 x i8] c"sum_i8=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"add_i8=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"sat_u8=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"max_i16=%d min_i32=%d xor=%08x dot=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"mul_i16 max=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"shift_i64=%lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"dot_f=%.3f\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"axpy=%.6f\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"cond=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"strided=%lld %lld\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"i2f2i=%lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"widen=%lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"count_eq=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"absdiff=%lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"%d \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  br label %20

1:                                                ; preds = %20
  %2 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 1003)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  tail call fastcc void @add_i8()
  %4 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @main.d8, i32 noundef 1003)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  tail call fastcc void @sat_u8()
  br label %6

6:                                                ; preds = %6, %1
  %7 = phi i64 [ 0, %1 ], [ %18, %6 ]
  %8 = phi <16 x i32> [ zeroinitializer, %1 ], [ %16, %6 ]
  %9 = phi <16 x i32> [ zeroinitializer, %1 ], [ %17, %6 ]
  %10 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %7
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load <16 x i8>, ptr %10, align 1, !tbaa !6
  %13 = load <16 x i8>, ptr %11, align 1, !tbaa !6
  %14 = zext <16 x i8> %12 to <16 x i32>
  %15 = zext <16 x i8> %13 to <16 x i32>
  %16 = add <16 x i32> %8, %14
  %17 = add <16 x i32> %9, %15
  %18 = add nuw i64 %7, 32
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %75, label %6, !llvm.loop !9

20:                                               ; preds = %0, %20
  %21 = phi i64 [ 0, %0 ], [ %61, %20 ]
  %22 = phi i32 [ 77, %0 ], [ %24, %20 ]
  %23 = mul i32 %22, 1664525
  %24 = add i32 %23, 1013904223
  %25 = lshr i32 %24, 24
  %26 = trunc nuw i32 %25 to i8
  %27 = getelementptr inbounds [1003 x i8], ptr @a8, i64 0, i64 %21
  store i8 %26, ptr %27, align 1, !tbaa !6
  %28 = lshr i32 %24, 16
  %29 = trunc i32 %28 to i8
  %30 = getelementptr inbounds [1003 x i8], ptr @b8, i64 0, i64 %21
  store i8 %29, ptr %30, align 1, !tbaa !6
  %31 = lshr i32 %24, 8
  %32 = trunc i32 %31 to i16
  %33 = getelementptr inbounds [1003 x i16], ptr @a16, i64 0, i64 %21
  store i16 %32, ptr %33, align 2, !tbaa !13
  %34 = trunc i32 %24 to i16
  %35 = lshr i16 %34, 4
  %36 = and i16 %35, 2047
  %37 = getelementptr inbounds [1003 x i16], ptr @b16, i64 0, i64 %21
  store i16 %36, ptr %37, align 2, !tbaa !13
  %38 = lshr i32 %24, 2
  %39 = add nsw i32 %38, -536870912
  %40 = getelementptr inbounds [1003 x i32], ptr @a32, i64 0, i64 %21
  store i32 %39, ptr %40, align 4, !tbaa !15
  %41 = urem i32 %24, 1000
  %42 = add nsw i32 %41, -500
  %43 = getelementptr inbounds [1003 x i32], ptr @b32, i64 0, i64 %21
  store i32 %42, ptr %43, align 4, !tbaa !15
  %44 = zext i32 %24 to i64
  %45 = mul nuw nsw i64 %44, 12345
  %46 = add nsw i64 %45, -7
  %47 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %21
  store i64 %46, ptr %47, align 8, !tbaa !17
  %48 = urem i32 %24, 2001
  %49 = uitofp nneg i32 %48 to float
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 0x3F50624DE0000000, float -1.000000e+00)
  %51 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %21
  store float %50, ptr %51, align 4, !tbaa !19
  %52 = trunc nuw nsw i64 %21 to i32
  %53 = trunc i64 %21 to i16
  %54 = urem i16 %53, 17
  %55 = uitofp nneg i16 %54 to float
  %56 = fmul float %55, 2.500000e-01
  %57 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %21
  store float %56, ptr %57, align 4, !tbaa !19
  %58 = uitofp nneg i32 %52 to double
  %59 = fmul double %58, 5.000000e-01
  %60 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %21
  store double %59, ptr %60, align 8, !tbaa !21
  %61 = add nuw nsw i64 %21, 1
  %62 = icmp eq i64 %61, 1003
  br i1 %62, label %1, label %20, !llvm.loop !23

63:                                               ; preds = %63, %75
  %64 = phi i64 [ 0, %75 ], [ %73, %63 ]
  %65 = phi <2 x i64> [ zeroinitializer, %75 ], [ %71, %63 ]
  %66 = phi <2 x i64> [ zeroinitializer, %75 ], [ %72, %63 ]
  %67 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %64
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x i64>, ptr %67, align 8, !tbaa !17
  %70 = load <2 x i64>, ptr %68, align 8, !tbaa !17
  %71 = xor <2 x i64> %69, %65
  %72 = xor <2 x i64> %70, %66
  %73 = add nuw i64 %64, 4
  %74 = icmp eq i64 %73, 1000
  br i1 %74, label %113, label %63, !llvm.loop !24

75:                                               ; preds = %6
  %76 = add <16 x i32> %17, %16
  %77 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %76)
  %78 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %77, i64 0
  %79 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @main.u8, i64 992), align 1, !tbaa !6
  %80 = zext <8 x i8> %79 to <8 x i32>
  %81 = add <8 x i32> %78, %80
  %82 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %81)
  %83 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 1, !tbaa !6
  %84 = zext i8 %83 to i32
  %85 = add nuw nsw i32 %82, %84
  %86 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !tbaa !6
  %87 = zext i8 %86 to i32
  %88 = add nuw nsw i32 %85, %87
  %89 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 1, !tbaa !6
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %88, %90
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %91)
  %93 = tail call fastcc i16 @max_i16(ptr noundef nonnull @a16)
  %94 = sext i16 %93 to i32
  %95 = tail call fastcc i32 @min_i32()
  %96 = tail call fastcc i32 @xor_red()
  %97 = tail call fastcc i64 @dot_i32()
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94, i32 noundef %95, i32 noundef %96, i64 noundef %97)
  tail call fastcc void @mul_i16()
  %99 = tail call fastcc i16 @max_i16(ptr noundef nonnull @main.d16)
  %100 = sext i16 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %100)
  tail call fastcc void @shift_i64()
  br label %63

102:                                              ; preds = %102, %113
  %103 = phi i64 [ 0, %113 ], [ %111, %102 ]
  %104 = phi double [ 0.000000e+00, %113 ], [ %110, %102 ]
  %105 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %103
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !21
  %108 = load <2 x double>, ptr %106, align 8, !tbaa !21
  %109 = tail call double @llvm.vector.reduce.fadd.v2f64(double %104, <2 x double> %107)
  %110 = tail call double @llvm.vector.reduce.fadd.v2f64(double %109, <2 x double> %108)
  %111 = add nuw i64 %103, 4
  %112 = icmp eq i64 %111, 1000
  br i1 %112, label %126, label %102, !llvm.loop !25

113:                                              ; preds = %63
  %114 = xor <2 x i64> %72, %71
  %115 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %114)
  %116 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 8, !tbaa !17
  %117 = xor i64 %116, %115
  %118 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !17
  %119 = xor i64 %118, %117
  %120 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 8, !tbaa !17
  %121 = xor i64 %120, %119
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %121)
  %123 = tail call fastcc float @dot_f()
  %124 = fpext float %123 to double
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %124)
  tail call fastcc void @axpy_d()
  br label %102

126:                                              ; preds = %102
  %127 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 8, !tbaa !21
  %128 = fadd double %110, %127
  %129 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !tbaa !21
  %130 = fadd double %128, %129
  %131 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 8, !tbaa !21
  %132 = fadd double %130, %131
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %132)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4012) @main.d32, i8 -1, i64 4012, i1 false), !tbaa !15
  tail call fastcc void @cond_store()
  %134 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %134)
  %136 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 3)
  %137 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 7)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %136, i64 noundef %137)
  tail call fastcc void @i2f()
  tail call fastcc void @f2i()
  %139 = tail call fastcc i64 @strided(ptr noundef nonnull @main.e32, i32 noundef 1)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %139)
  tail call fastcc void @widen()
  %141 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %141)
  %143 = tail call fastcc i32 @count_eq(ptr noundef nonnull @a8)
  %144 = tail call fastcc i32 @count_eq(ptr noundef nonnull @b8)
  %145 = add nsw i32 %144, %143
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %145)
  tail call fastcc void @absdiff()
  %147 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 2)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %147)
  %149 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 0)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %149)
  %151 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 1), i32 noundef 1)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %151)
  %153 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 2), i32 noundef 2)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %153)
  %155 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 3), i32 noundef 3)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %155)
  %157 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 4), i32 noundef 4)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %157)
  %159 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 5), i32 noundef 5)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %159)
  %161 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 6), i32 noundef 6)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %161)
  %163 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 7), i32 noundef 7)
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %163)
  %165 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 8), i32 noundef 8)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %165)
  %167 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 9), i32 noundef 9)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %167)
  %169 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 10), i32 noundef 10)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %169)
  %171 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 11), i32 noundef 11)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %171)
  %173 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 12), i32 noundef 12)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %173)
  %175 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 13), i32 noundef 13)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %175)
  %177 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 14), i32 noundef 14)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %177)
  %179 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 15), i32 noundef 15)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %179)
  %181 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 16), i32 noundef 16)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %181)
  %183 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 17), i32 noundef 17)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %183)
  %185 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 18), i32 noundef 18)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %185)
  %187 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 19), i32 noundef 19)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %187)
  %189 = tail call i32 @putchar(i32 10)
  %190 = tail call fastcc i32 @xor_red()
  %191 = and i32 %190, 255
  ret i32 %191
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_i8(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %52

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %32, label %7

7:                                                ; preds = %4
  %8 = icmp ult i32 %1, 32
  br i1 %8, label %35, label %9

9:                                                ; preds = %7
  %10 = and i64 %5, 2147483616
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %23, %11 ]
  %13 = phi <16 x i32> [ zeroinitializer, %9 ], [ %21, %11 ]
  %14 = phi <16 x i32> [ zeroinitializer, %9 ], [ %22, %11 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %12
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load <16 x i8>, ptr %15, align 1, !tbaa !6
  %18 = load <16 x i8>, ptr %16, align 1, !tbaa !6
  %19 = sext <16 x i8> %17 to <16 x i32>
  %20 = sext <16 x i8> %18 to <16 x i32>
  %21 = add <16 x i32> %13, %19
  %22 = add <16 x i32> %14, %20
  %23 = add nuw i64 %12, 32
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %25, label %11, !llvm.loop !26

25:                                               ; preds = %11
  %26 = add <16 x i32> %22, %21
  %27 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %26)
  %28 = icmp eq i64 %10, %5
  br i1 %28, label %52, label %29

29:                                               ; preds = %25
  %30 = and i64 %5, 24
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %49, %4, %29
  %33 = phi i64 [ 0, %4 ], [ %10, %29 ], [ %38, %49 ]
  %34 = phi i32 [ 0, %4 ], [ %27, %29 ], [ %50, %49 ]
  br label %54

35:                                               ; preds = %7, %29
  %36 = phi i32 [ %27, %29 ], [ 0, %7 ]
  %37 = phi i64 [ %10, %29 ], [ 0, %7 ]
  %38 = and i64 %5, 2147483640
  %39 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %36, i64 0
  br label %40

40:                                               ; preds = %40, %35
  %41 = phi i64 [ %37, %35 ], [ %47, %40 ]
  %42 = phi <8 x i32> [ %39, %35 ], [ %46, %40 ]
  %43 = getelementptr inbounds i8, ptr %0, i64 %41
  %44 = load <8 x i8>, ptr %43, align 1, !tbaa !6
  %45 = sext <8 x i8> %44 to <8 x i32>
  %46 = add <8 x i32> %42, %45
  %47 = add nuw i64 %41, 8
  %48 = icmp eq i64 %47, %38
  br i1 %48, label %49, label %40, !llvm.loop !27

49:                                               ; preds = %40
  %50 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %46)
  %51 = icmp eq i64 %38, %5
  br i1 %51, label %52, label %32

52:                                               ; preds = %54, %25, %49, %2
  %53 = phi i32 [ 0, %2 ], [ %27, %25 ], [ %50, %49 ], [ %60, %54 ]
  ret i32 %53

54:                                               ; preds = %32, %54
  %55 = phi i64 [ %61, %54 ], [ %33, %32 ]
  %56 = phi i32 [ %60, %54 ], [ %34, %32 ]
  %57 = getelementptr inbounds i8, ptr %0, i64 %55
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = sext i8 %58 to i32
  %60 = add nsw i32 %56, %59
  %61 = add nuw nsw i64 %55, 1
  %62 = icmp eq i64 %61, %5
  br i1 %62, label %52, label %54, !llvm.loop !28
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add_i8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <16 x i8>, ptr %3, align 1, !tbaa !6
  %6 = load <16 x i8>, ptr %4, align 1, !tbaa !6
  %7 = getelementptr inbounds i8, ptr @b8, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <16 x i8>, ptr %7, align 1, !tbaa !6
  %10 = load <16 x i8>, ptr %8, align 1, !tbaa !6
  %11 = add <16 x i8> %9, %5
  %12 = add <16 x i8> %10, %6
  %13 = getelementptr inbounds i8, ptr @main.d8, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <16 x i8> %11, ptr %13, align 1, !tbaa !6
  store <16 x i8> %12, ptr %14, align 1, !tbaa !6
  %15 = add nuw i64 %2, 32
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !29

17:                                               ; preds = %1
  %18 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @a8, i64 992), align 1, !tbaa !6
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 992), align 1, !tbaa !6
  %20 = add <8 x i8> %19, %18
  store <8 x i8> %20, ptr getelementptr inbounds (i8, ptr @main.d8, i64 992), align 1, !tbaa !6
  %21 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 1, !tbaa !6
  %22 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 1, !tbaa !6
  %23 = add i8 %22, %21
  store i8 %23, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1000), align 1, !tbaa !6
  %24 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !6
  %25 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !tbaa !6
  %26 = add i8 %25, %24
  store i8 %26, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1001), align 1, !tbaa !6
  %27 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 1, !tbaa !6
  %28 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 1, !tbaa !6
  %29 = add i8 %28, %27
  store i8 %29, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1002), align 1, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sat_u8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  %5 = load <16 x i16>, ptr %3, align 2, !tbaa !13
  %6 = load <16 x i16>, ptr %4, align 2, !tbaa !13
  %7 = tail call <16 x i16> @llvm.smin.v16i16(<16 x i16> %5, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %8 = tail call <16 x i16> @llvm.smin.v16i16(<16 x i16> %6, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %9 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %7, <16 x i16> zeroinitializer)
  %10 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %8, <16 x i16> zeroinitializer)
  %11 = trunc <16 x i16> %9 to <16 x i8>
  %12 = trunc <16 x i16> %10 to <16 x i8>
  %13 = getelementptr inbounds i8, ptr @main.u8, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <16 x i8> %11, ptr %13, align 1, !tbaa !6
  store <16 x i8> %12, ptr %14, align 1, !tbaa !6
  %15 = add nuw i64 %2, 32
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !30

17:                                               ; preds = %1
  %18 = load <8 x i16>, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 2, !tbaa !13
  %19 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %18, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %20 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %19, <8 x i16> zeroinitializer)
  %21 = trunc <8 x i16> %20 to <8 x i8>
  store <8 x i8> %21, ptr getelementptr inbounds (i8, ptr @main.u8, i64 992), align 1, !tbaa !6
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 2, !tbaa !13
  %23 = tail call i16 @llvm.smin.i16(i16 %22, i16 255)
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 0)
  %25 = trunc nuw i16 %24 to i8
  store i8 %25, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 1, !tbaa !6
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !tbaa !13
  %27 = tail call i16 @llvm.smin.i16(i16 %26, i16 255)
  %28 = tail call i16 @llvm.smax.i16(i16 %27, i16 0)
  %29 = trunc nuw i16 %28 to i8
  store i8 %29, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !tbaa !6
  %30 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 2, !tbaa !13
  %31 = tail call i16 @llvm.smin.i16(i16 %30, i16 255)
  %32 = tail call i16 @llvm.smax.i16(i16 %31, i16 0)
  %33 = trunc nuw i16 %32 to i8
  store i8 %33, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 1, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i16 @max_i16(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %10, %2 ]
  %5 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %11, %2 ]
  %6 = getelementptr inbounds i16, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <8 x i16>, ptr %6, align 2, !tbaa !13
  %9 = load <8 x i16>, ptr %7, align 2, !tbaa !13
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4)
  %11 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %9, <8 x i16> %5)
  %12 = add nuw i64 %3, 16
  %13 = icmp eq i64 %12, 992
  br i1 %13, label %14, label %2, !llvm.loop !31

14:                                               ; preds = %2
  %15 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %10, <8 x i16> %11)
  %16 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %15)
  %17 = getelementptr inbounds i8, ptr %0, i64 1984
  %18 = load i16, ptr %17, align 2, !tbaa !13
  %19 = tail call i16 @llvm.smax.i16(i16 %18, i16 %16)
  %20 = getelementptr inbounds i8, ptr %0, i64 1986
  %21 = load i16, ptr %20, align 2, !tbaa !13
  %22 = tail call i16 @llvm.smax.i16(i16 %21, i16 %19)
  %23 = getelementptr inbounds i8, ptr %0, i64 1988
  %24 = load i16, ptr %23, align 2, !tbaa !13
  %25 = tail call i16 @llvm.smax.i16(i16 %24, i16 %22)
  %26 = getelementptr inbounds i8, ptr %0, i64 1990
  %27 = load i16, ptr %26, align 2, !tbaa !13
  %28 = tail call i16 @llvm.smax.i16(i16 %27, i16 %25)
  %29 = getelementptr inbounds i8, ptr %0, i64 1992
  %30 = load i16, ptr %29, align 2, !tbaa !13
  %31 = tail call i16 @llvm.smax.i16(i16 %30, i16 %28)
  %32 = getelementptr inbounds i8, ptr %0, i64 1994
  %33 = load i16, ptr %32, align 2, !tbaa !13
  %34 = tail call i16 @llvm.smax.i16(i16 %33, i16 %31)
  %35 = getelementptr inbounds i8, ptr %0, i64 1996
  %36 = load i16, ptr %35, align 2, !tbaa !13
  %37 = tail call i16 @llvm.smax.i16(i16 %36, i16 %34)
  %38 = getelementptr inbounds i8, ptr %0, i64 1998
  %39 = load i16, ptr %38, align 2, !tbaa !13
  %40 = tail call i16 @llvm.smax.i16(i16 %39, i16 %37)
  %41 = getelementptr inbounds i8, ptr %0, i64 2000
  %42 = load i16, ptr %41, align 2, !tbaa !13
  %43 = tail call i16 @llvm.smax.i16(i16 %42, i16 %40)
  %44 = getelementptr inbounds i8, ptr %0, i64 2002
  %45 = load i16, ptr %44, align 2, !tbaa !13
  %46 = tail call i16 @llvm.smax.i16(i16 %45, i16 %43)
  %47 = getelementptr inbounds i8, ptr %0, i64 2004
  %48 = load i16, ptr %47, align 2, !tbaa !13
  %49 = tail call i16 @llvm.smax.i16(i16 %48, i16 %46)
  ret i16 %49
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @min_i32() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !15
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !15
  %9 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %7, <4 x i32> %3)
  %10 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %8, <4 x i32> %4)
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !32

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %9, <4 x i32> %10)
  %15 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %14)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 4, !tbaa !15
  %17 = tail call i32 @llvm.smin.i32(i32 %16, i32 %15)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !15
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 %17)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 4, !tbaa !15
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 %19)
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_red() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %9, %1 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !15
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !15
  %9 = xor <4 x i32> %7, %3
  %10 = xor <4 x i32> %8, %4
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !33

13:                                               ; preds = %1
  %14 = xor <4 x i32> %10, %9
  %15 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %14)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 4, !tbaa !15
  %17 = xor i32 %16, %15
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !15
  %19 = xor i32 %18, %17
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 4, !tbaa !15
  %21 = xor i32 %20, %19
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @dot_i32() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = phi <4 x i64> [ zeroinitializer, %0 ], [ %19, %1 ]
  %4 = phi <4 x i64> [ zeroinitializer, %0 ], [ %20, %1 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !15
  %8 = load <4 x i32>, ptr %6, align 4, !tbaa !15
  %9 = sext <4 x i32> %7 to <4 x i64>
  %10 = sext <4 x i32> %8 to <4 x i64>
  %11 = getelementptr inbounds i32, ptr @b32, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load <4 x i32>, ptr %11, align 4, !tbaa !15
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !15
  %15 = sext <4 x i32> %13 to <4 x i64>
  %16 = sext <4 x i32> %14 to <4 x i64>
  %17 = mul nsw <4 x i64> %15, %9
  %18 = mul nsw <4 x i64> %16, %10
  %19 = add <4 x i64> %17, %3
  %20 = add <4 x i64> %18, %4
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !34

23:                                               ; preds = %1
  %24 = add <4 x i64> %20, %19
  %25 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %24)
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 4, !tbaa !15
  %27 = sext i32 %26 to i64
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 4, !tbaa !15
  %29 = sext i32 %28 to i64
  %30 = mul nsw i64 %29, %27
  %31 = add nsw i64 %30, %25
  %32 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !15
  %33 = sext i32 %32 to i64
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !15
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %33
  %37 = add nsw i64 %36, %31
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 4, !tbaa !15
  %39 = sext i32 %38 to i64
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 4, !tbaa !15
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, %39
  %43 = add nsw i64 %42, %37
  ret i64 %43
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul_i16() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <8 x i16>, ptr %3, align 2, !tbaa !13
  %6 = load <8 x i16>, ptr %4, align 2, !tbaa !13
  %7 = getelementptr inbounds i16, ptr @b16, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <8 x i16>, ptr %7, align 2, !tbaa !13
  %10 = load <8 x i16>, ptr %8, align 2, !tbaa !13
  %11 = mul <8 x i16> %9, %5
  %12 = mul <8 x i16> %10, %6
  %13 = getelementptr inbounds i16, ptr @main.d16, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <8 x i16> %11, ptr %13, align 2, !tbaa !13
  store <8 x i16> %12, ptr %14, align 2, !tbaa !13
  %15 = add nuw i64 %2, 16
  %16 = icmp eq i64 %15, 992
  br i1 %16, label %17, label %1, !llvm.loop !35

17:                                               ; preds = %1
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 2, !tbaa !13
  %19 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1984), align 2, !tbaa !13
  %20 = mul i16 %19, %18
  store i16 %20, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1984), align 2, !tbaa !13
  %21 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1986), align 2, !tbaa !13
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1986), align 2, !tbaa !13
  %23 = mul i16 %22, %21
  store i16 %23, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1986), align 2, !tbaa !13
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1988), align 2, !tbaa !13
  %25 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1988), align 2, !tbaa !13
  %26 = mul i16 %25, %24
  store i16 %26, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1988), align 2, !tbaa !13
  %27 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1990), align 2, !tbaa !13
  %28 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1990), align 2, !tbaa !13
  %29 = mul i16 %28, %27
  store i16 %29, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1990), align 2, !tbaa !13
  %30 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1992), align 2, !tbaa !13
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1992), align 2, !tbaa !13
  %32 = mul i16 %31, %30
  store i16 %32, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1992), align 2, !tbaa !13
  %33 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1994), align 2, !tbaa !13
  %34 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1994), align 2, !tbaa !13
  %35 = mul i16 %34, %33
  store i16 %35, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1994), align 2, !tbaa !13
  %36 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1996), align 2, !tbaa !13
  %37 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1996), align 2, !tbaa !13
  %38 = mul i16 %37, %36
  store i16 %38, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1996), align 2, !tbaa !13
  %39 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1998), align 2, !tbaa !13
  %40 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1998), align 2, !tbaa !13
  %41 = mul i16 %40, %39
  store i16 %41, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1998), align 2, !tbaa !13
  %42 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 2, !tbaa !13
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2000), align 2, !tbaa !13
  %44 = mul i16 %43, %42
  store i16 %44, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2000), align 2, !tbaa !13
  %45 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !tbaa !13
  %46 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2002), align 2, !tbaa !13
  %47 = mul i16 %46, %45
  store i16 %47, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2002), align 2, !tbaa !13
  %48 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 2, !tbaa !13
  %49 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2004), align 2, !tbaa !13
  %50 = mul i16 %49, %48
  store i16 %50, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2004), align 2, !tbaa !13
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shift_i64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds i64, ptr @a64, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x i64>, ptr %3, align 8, !tbaa !17
  %6 = load <2 x i64>, ptr %4, align 8, !tbaa !17
  %7 = ashr <2 x i64> %5, <i64 5, i64 5>
  %8 = ashr <2 x i64> %6, <i64 5, i64 5>
  %9 = shl <2 x i64> %5, <i64 1, i64 1>
  %10 = shl <2 x i64> %6, <i64 1, i64 1>
  %11 = add nsw <2 x i64> %7, %9
  %12 = add nsw <2 x i64> %8, %10
  store <2 x i64> %11, ptr %3, align 8, !tbaa !17
  store <2 x i64> %12, ptr %4, align 8, !tbaa !17
  %13 = add nuw i64 %2, 4
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !36

15:                                               ; preds = %1
  %16 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 8, !tbaa !17
  %17 = ashr i64 %16, 5
  %18 = shl i64 %16, 1
  %19 = add nsw i64 %17, %18
  store i64 %19, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 8, !tbaa !17
  %20 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !17
  %21 = ashr i64 %20, 5
  %22 = shl i64 %20, 1
  %23 = add nsw i64 %21, %22
  store i64 %23, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !17
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 8, !tbaa !17
  %25 = ashr i64 %24, 5
  %26 = shl i64 %24, 1
  %27 = add nsw i64 %25, %26
  store i64 %27, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @dot_f() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = phi float [ 0.000000e+00, %0 ], [ %15, %1 ]
  %4 = getelementptr inbounds float, ptr @af, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !19
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !19
  %8 = getelementptr inbounds float, ptr @bf, i64 %2
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !19
  %11 = load <4 x float>, ptr %9, align 4, !tbaa !19
  %12 = fmul <4 x float> %6, %10
  %13 = fmul <4 x float> %7, %11
  %14 = tail call float @llvm.vector.reduce.fadd.v4f32(float %3, <4 x float> %12)
  %15 = tail call float @llvm.vector.reduce.fadd.v4f32(float %14, <4 x float> %13)
  %16 = add nuw i64 %2, 8
  %17 = icmp eq i64 %16, 1000
  br i1 %17, label %18, label %1, !llvm.loop !37

18:                                               ; preds = %1
  %19 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4000), align 4, !tbaa !19
  %20 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4000), align 4, !tbaa !19
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %20, float %15)
  %22 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4004), align 4, !tbaa !19
  %23 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4004), align 4, !tbaa !19
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %21)
  %25 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4008), align 4, !tbaa !19
  %26 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4008), align 4, !tbaa !19
  %27 = tail call float @llvm.fmuladd.f32(float %25, float %26, float %24)
  ret float %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @axpy_d() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds float, ptr @af, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load <2 x float>, ptr %3, align 4, !tbaa !19
  %6 = load <2 x float>, ptr %4, align 4, !tbaa !19
  %7 = fpext <2 x float> %5 to <2 x double>
  %8 = fpext <2 x float> %6 to <2 x double>
  %9 = getelementptr inbounds double, ptr @ad, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <2 x double>, ptr %9, align 8, !tbaa !21
  %12 = load <2 x double>, ptr %10, align 8, !tbaa !21
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %11)
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %12)
  store <2 x double> %13, ptr %9, align 8, !tbaa !21
  store <2 x double> %14, ptr %10, align 8, !tbaa !21
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 1000
  br i1 %16, label %17, label %1, !llvm.loop !38

17:                                               ; preds = %1
  %18 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4000), align 4, !tbaa !19
  %19 = fpext float %18 to double
  %20 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 8, !tbaa !21
  %21 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %20)
  store double %21, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 8, !tbaa !21
  %22 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4004), align 4, !tbaa !19
  %23 = fpext float %22 to double
  %24 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !tbaa !21
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %24)
  store double %25, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !tbaa !21
  %26 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4008), align 4, !tbaa !19
  %27 = fpext float %26 to double
  %28 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 8, !tbaa !21
  %29 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double %28)
  store double %29, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 8, !tbaa !21
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %32, %0
  %2 = phi i64 [ 0, %0 ], [ %33, %32 ]
  %3 = getelementptr inbounds i32, ptr @b32, i64 %2
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !15
  %5 = trunc <4 x i32> %4 to <4 x i1>
  %6 = extractelement <4 x i1> %5, i64 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  %9 = extractelement <4 x i32> %4, i64 0
  %10 = shl nsw i32 %9, 1
  store i32 %10, ptr %8, align 4, !tbaa !15
  br label %11

11:                                               ; preds = %7, %1
  %12 = extractelement <4 x i1> %5, i64 1
  br i1 %12, label %13, label %18

13:                                               ; preds = %11
  %14 = or disjoint i64 %2, 1
  %15 = getelementptr inbounds i32, ptr @main.d32, i64 %14
  %16 = extractelement <4 x i32> %4, i64 1
  %17 = shl nsw i32 %16, 1
  store i32 %17, ptr %15, align 4, !tbaa !15
  br label %18

18:                                               ; preds = %13, %11
  %19 = extractelement <4 x i1> %5, i64 2
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = or disjoint i64 %2, 2
  %22 = getelementptr inbounds i32, ptr @main.d32, i64 %21
  %23 = extractelement <4 x i32> %4, i64 2
  %24 = shl nsw i32 %23, 1
  store i32 %24, ptr %22, align 4, !tbaa !15
  br label %25

25:                                               ; preds = %20, %18
  %26 = extractelement <4 x i1> %5, i64 3
  br i1 %26, label %27, label %32

27:                                               ; preds = %25
  %28 = or disjoint i64 %2, 3
  %29 = getelementptr inbounds i32, ptr @main.d32, i64 %28
  %30 = extractelement <4 x i32> %4, i64 3
  %31 = shl nsw i32 %30, 1
  store i32 %31, ptr %29, align 4, !tbaa !15
  br label %32

32:                                               ; preds = %27, %25
  %33 = add nuw i64 %2, 4
  %34 = icmp eq i64 %33, 1000
  br i1 %34, label %35, label %1, !llvm.loop !39

35:                                               ; preds = %32
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 4, !tbaa !15
  %37 = and i32 %36, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = shl nsw i32 %36, 1
  store i32 %40, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 4, !tbaa !15
  br label %41

41:                                               ; preds = %35, %39
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !15
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = shl nsw i32 %42, 1
  store i32 %46, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !15
  br label %47

47:                                               ; preds = %45, %41
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 4, !tbaa !15
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %47
  %52 = shl nsw i32 %48, 1
  store i32 %52, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 4, !tbaa !15
  br label %53

53:                                               ; preds = %51, %47
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @strided(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sext i32 %1 to i64
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 1003)
  %5 = add nsw i64 %4, -1
  %6 = udiv i64 %5, %3
  %7 = add nuw nsw i64 %6, 1
  %8 = icmp ugt i64 %6, 6
  %9 = icmp eq i32 %1, 1
  %10 = and i1 %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %32, %2
  %12 = phi i64 [ 0, %2 ], [ %16, %32 ]
  %13 = phi i64 [ 0, %2 ], [ %34, %32 ]
  br label %38

14:                                               ; preds = %2
  %15 = and i64 %7, -8
  %16 = mul nuw i64 %15, %3
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %30, %17 ]
  %19 = phi <4 x i64> [ zeroinitializer, %14 ], [ %28, %17 ]
  %20 = phi <4 x i64> [ zeroinitializer, %14 ], [ %29, %17 ]
  %21 = mul nuw i64 %18, %3
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !15
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !15
  %26 = sext <4 x i32> %24 to <4 x i64>
  %27 = sext <4 x i32> %25 to <4 x i64>
  %28 = add <4 x i64> %19, %26
  %29 = add <4 x i64> %20, %27
  %30 = add nuw i64 %18, 8
  %31 = icmp eq i64 %30, %15
  br i1 %31, label %32, label %17, !llvm.loop !40

32:                                               ; preds = %17
  %33 = add <4 x i64> %29, %28
  %34 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %33)
  %35 = icmp eq i64 %7, %15
  br i1 %35, label %36, label %11

36:                                               ; preds = %38, %32
  %37 = phi i64 [ %34, %32 ], [ %44, %38 ]
  ret i64 %37

38:                                               ; preds = %11, %38
  %39 = phi i64 [ %45, %38 ], [ %12, %11 ]
  %40 = phi i64 [ %44, %38 ], [ %13, %11 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %39
  %42 = load i32, ptr %41, align 4, !tbaa !15
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = add nsw i64 %39, %3
  %46 = icmp slt i64 %45, 1003
  br i1 %46, label %38, label %36, !llvm.loop !41
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds i32, ptr @b32, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !15
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !15
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %11 = getelementptr inbounds float, ptr @main.df, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 4, !tbaa !19
  store <4 x float> %10, ptr %12, align 4, !tbaa !19
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !42

15:                                               ; preds = %1
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 4, !tbaa !15
  %17 = sitofp i32 %16 to float
  %18 = fmul float %17, 5.000000e-01
  store float %18, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 4, !tbaa !19
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !15
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 5.000000e-01
  store float %21, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !tbaa !19
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 4, !tbaa !15
  %23 = sitofp i32 %22 to float
  %24 = fmul float %23, 5.000000e-01
  store float %24, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 4, !tbaa !19
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @f2i() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds float, ptr @main.df, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !19
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !19
  %7 = fptosi <4 x float> %5 to <4 x i32>
  %8 = fptosi <4 x float> %6 to <4 x i32>
  %9 = getelementptr inbounds i32, ptr @main.e32, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  store <4 x i32> %7, ptr %9, align 4, !tbaa !15
  store <4 x i32> %8, ptr %10, align 4, !tbaa !15
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !43

13:                                               ; preds = %1
  %14 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 4, !tbaa !19
  %15 = fptosi float %14 to i32
  store i32 %15, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4000), align 4, !tbaa !15
  %16 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !tbaa !19
  %17 = fptosi float %16 to i32
  store i32 %17, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4004), align 4, !tbaa !15
  %18 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 4, !tbaa !19
  %19 = fptosi float %18 to i32
  store i32 %19, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4008), align 4, !tbaa !15
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2
  %4 = load <16 x i8>, ptr %3, align 1, !tbaa !6
  %5 = sext <16 x i8> %4 to <16 x i32>
  %6 = getelementptr inbounds i8, ptr @b8, i64 %2
  %7 = load <16 x i8>, ptr %6, align 1, !tbaa !6
  %8 = zext <16 x i8> %7 to <16 x i32>
  %9 = mul nsw <16 x i32> %8, %5
  %10 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  store <16 x i32> %9, ptr %10, align 4, !tbaa !15
  %11 = add nuw i64 %2, 16
  %12 = icmp eq i64 %11, 992
  br i1 %12, label %13, label %1, !llvm.loop !44

13:                                               ; preds = %1
  %14 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @a8, i64 992), align 1, !tbaa !6
  %15 = sext <8 x i8> %14 to <8 x i32>
  %16 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 992), align 1, !tbaa !6
  %17 = zext <8 x i8> %16 to <8 x i32>
  %18 = mul nsw <8 x i32> %17, %15
  store <8 x i32> %18, ptr getelementptr inbounds (i8, ptr @main.d32, i64 3968), align 4, !tbaa !15
  %19 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 1, !tbaa !6
  %20 = sext i8 %19 to i32
  %21 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 1, !tbaa !6
  %22 = zext i8 %21 to i32
  %23 = mul nsw i32 %22, %20
  store i32 %23, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 4, !tbaa !15
  %24 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !6
  %25 = sext i8 %24 to i32
  %26 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !tbaa !6
  %27 = zext i8 %26 to i32
  %28 = mul nsw i32 %27, %25
  store i32 %28, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !15
  %29 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 1, !tbaa !6
  %30 = sext i8 %29 to i32
  %31 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 1, !tbaa !6
  %32 = zext i8 %31 to i32
  %33 = mul nsw i32 %32, %30
  store i32 %33, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 4, !tbaa !15
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_eq(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %20, %2 ]
  %4 = phi <16 x i32> [ zeroinitializer, %1 ], [ %18, %2 ]
  %5 = phi <16 x i32> [ zeroinitializer, %1 ], [ %19, %2 ]
  %6 = getelementptr inbounds i8, ptr @a8, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <16 x i8>, ptr %6, align 1, !tbaa !6
  %9 = load <16 x i8>, ptr %7, align 1, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %0, i64 %3
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load <16 x i8>, ptr %10, align 1, !tbaa !6
  %13 = load <16 x i8>, ptr %11, align 1, !tbaa !6
  %14 = icmp eq <16 x i8> %8, %12
  %15 = icmp eq <16 x i8> %9, %13
  %16 = zext <16 x i1> %14 to <16 x i32>
  %17 = zext <16 x i1> %15 to <16 x i32>
  %18 = add <16 x i32> %4, %16
  %19 = add <16 x i32> %5, %17
  %20 = add nuw i64 %3, 32
  %21 = icmp eq i64 %20, 992
  br i1 %21, label %22, label %2, !llvm.loop !45

22:                                               ; preds = %2
  %23 = add <16 x i32> %19, %18
  %24 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %23)
  %25 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %24, i64 0
  %26 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @a8, i64 992), align 1, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %0, i64 992
  %28 = load <8 x i8>, ptr %27, align 1, !tbaa !6
  %29 = icmp eq <8 x i8> %26, %28
  %30 = zext <8 x i1> %29 to <8 x i32>
  %31 = add <8 x i32> %25, %30
  %32 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %31)
  %33 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 1, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %0, i64 1000
  %35 = load i8, ptr %34, align 1, !tbaa !6
  %36 = icmp eq i8 %33, %35
  %37 = zext i1 %36 to i32
  %38 = add nuw nsw i32 %32, %37
  %39 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %0, i64 1001
  %41 = load i8, ptr %40, align 1, !tbaa !6
  %42 = icmp eq i8 %39, %41
  %43 = zext i1 %42 to i32
  %44 = add nuw nsw i32 %38, %43
  %45 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 1, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %0, i64 1002
  %47 = load i8, ptr %46, align 1, !tbaa !6
  %48 = icmp eq i8 %45, %47
  %49 = zext i1 %48 to i32
  %50 = add nuw nsw i32 %44, %49
  ret i32 %50
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @a32, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !15
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !15
  %7 = getelementptr inbounds i32, ptr @b32, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !15
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !15
  %11 = sub nsw <4 x i32> %5, %9
  %12 = sub nsw <4 x i32> %6, %10
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true)
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true)
  %15 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store <4 x i32> %13, ptr %15, align 4, !tbaa !15
  store <4 x i32> %14, ptr %16, align 4, !tbaa !15
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !46

19:                                               ; preds = %1
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 4, !tbaa !15
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 4, !tbaa !15
  %22 = sub nsw i32 %20, %21
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true)
  store i32 %23, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 4, !tbaa !15
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !15
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !15
  %26 = sub nsw i32 %24, %25
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true)
  store i32 %27, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !15
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 4, !tbaa !15
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 4, !tbaa !15
  %30 = sub nsw i32 %28, %29
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true)
  store i32 %31, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !7, i64 0}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10, !11, !12}
!25 = distinct !{!25, !10, !11, !12}
!26 = distinct !{!26, !10, !11, !12}
!27 = distinct !{!27, !10, !11, !12}
!28 = distinct !{!28, !10, !12, !11}
!29 = distinct !{!29, !10, !11, !12}
!30 = distinct !{!30, !10, !11, !12}
!31 = distinct !{!31, !10, !11, !12}
!32 = distinct !{!32, !10, !11, !12}
!33 = distinct !{!33, !10, !11, !12}
!34 = distinct !{!34, !10, !11, !12}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10, !11, !12}
!37 = distinct !{!37, !10, !11, !12}
!38 = distinct !{!38, !10, !11, !12}
!39 = distinct !{!39, !10, !11, !12}
!40 = distinct !{!40, !10, !11, !12}
!41 = distinct !{!41, !10, !11}
!42 = distinct !{!42, !10, !11, !12}
!43 = distinct !{!43, !10, !11, !12}
!44 = distinct !{!44, !10, !11, !12}
!45 = distinct !{!45, !10, !11, !12}
!46 = distinct !{!46, !10, !11, !12}
