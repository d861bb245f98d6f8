; ModuleID = 'programs/loop_vectorizable.c'
source_filename = "programs/loop_vectorizable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global [1003 x i8] zeroinitializer, align 16
@b8 = internal global [1003 x i8] zeroinitializer, align 16
@a16 = internal global [1003 x i16] zeroinitializer, align 16
@b16 = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16
@a32 = internal global [1003 x i32] zeroinitializer, align 16
@b32 = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@a64 = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 16
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 16
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 16
@main.d8 = internal global [1003 x i8] zeroinitializer, align 16
@main.u8 = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16
@main.d16 = internal global [1003 x i16] zeroinitializer, align 16
@main.d32 = internal global [1003 x i32] zeroinitializer, align 16
@main.e32 = internal global [1003 x i32] zeroinitializer, align 16
@main.df = internal unnamed_addr global [1003 x float] zeroinitializer, align 16
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
  br label %30

1:                                                ; preds = %30
  %2 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 1003)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  tail call fastcc void @add_i8()
  %4 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @main.d8, i32 noundef 1003)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4)
  tail call fastcc void @sat_u8()
  br label %6

6:                                                ; preds = %19, %1
  %7 = phi i64 [ 0, %1 ], [ %29, %19 ]
  %8 = phi <4 x i32> [ zeroinitializer, %1 ], [ %27, %19 ]
  %9 = phi <4 x i32> [ zeroinitializer, %1 ], [ %28, %19 ]
  %10 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %7
  %11 = getelementptr inbounds i8, ptr %10, i64 4
  %12 = load <4 x i8>, ptr %10, align 16, !tbaa !5
  %13 = load <4 x i8>, ptr %11, align 4, !tbaa !5
  %14 = zext <4 x i8> %12 to <4 x i32>
  %15 = zext <4 x i8> %13 to <4 x i32>
  %16 = add <4 x i32> %8, %14
  %17 = add <4 x i32> %9, %15
  %18 = icmp eq i64 %7, 992
  br i1 %18, label %92, label %19, !llvm.loop !8

19:                                               ; preds = %6
  %20 = or disjoint i64 %7, 8
  %21 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load <4 x i8>, ptr %21, align 8, !tbaa !5
  %24 = load <4 x i8>, ptr %22, align 4, !tbaa !5
  %25 = zext <4 x i8> %23 to <4 x i32>
  %26 = zext <4 x i8> %24 to <4 x i32>
  %27 = add <4 x i32> %16, %25
  %28 = add <4 x i32> %17, %26
  %29 = add nuw nsw i64 %7, 16
  br label %6

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %71, %30 ]
  %32 = phi i32 [ 77, %0 ], [ %34, %30 ]
  %33 = mul i32 %32, 1664525
  %34 = add i32 %33, 1013904223
  %35 = lshr i32 %34, 24
  %36 = trunc nuw i32 %35 to i8
  %37 = getelementptr inbounds [1003 x i8], ptr @a8, i64 0, i64 %31
  store i8 %36, ptr %37, align 1, !tbaa !5
  %38 = lshr i32 %34, 16
  %39 = trunc i32 %38 to i8
  %40 = getelementptr inbounds [1003 x i8], ptr @b8, i64 0, i64 %31
  store i8 %39, ptr %40, align 1, !tbaa !5
  %41 = lshr i32 %34, 8
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [1003 x i16], ptr @a16, i64 0, i64 %31
  store i16 %42, ptr %43, align 2, !tbaa !12
  %44 = trunc i32 %34 to i16
  %45 = lshr i16 %44, 4
  %46 = and i16 %45, 2047
  %47 = getelementptr inbounds [1003 x i16], ptr @b16, i64 0, i64 %31
  store i16 %46, ptr %47, align 2, !tbaa !12
  %48 = lshr i32 %34, 2
  %49 = add nsw i32 %48, -536870912
  %50 = getelementptr inbounds [1003 x i32], ptr @a32, i64 0, i64 %31
  store i32 %49, ptr %50, align 4, !tbaa !14
  %51 = urem i32 %34, 1000
  %52 = add nsw i32 %51, -500
  %53 = getelementptr inbounds [1003 x i32], ptr @b32, i64 0, i64 %31
  store i32 %52, ptr %53, align 4, !tbaa !14
  %54 = zext i32 %34 to i64
  %55 = mul nuw nsw i64 %54, 12345
  %56 = add nsw i64 %55, -7
  %57 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %31
  store i64 %56, ptr %57, align 8, !tbaa !16
  %58 = urem i32 %34, 2001
  %59 = uitofp nneg i32 %58 to float
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3F50624DE0000000, float -1.000000e+00)
  %61 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %31
  store float %60, ptr %61, align 4, !tbaa !18
  %62 = trunc nuw nsw i64 %31 to i32
  %63 = trunc i64 %31 to i16
  %64 = urem i16 %63, 17
  %65 = uitofp nneg i16 %64 to float
  %66 = fmul float %65, 2.500000e-01
  %67 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %31
  store float %66, ptr %67, align 4, !tbaa !18
  %68 = uitofp nneg i32 %62 to double
  %69 = fmul double %68, 5.000000e-01
  %70 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %31
  store double %69, ptr %70, align 8, !tbaa !20
  %71 = add nuw nsw i64 %31, 1
  %72 = icmp eq i64 %71, 1003
  br i1 %72, label %1, label %30, !llvm.loop !22

73:                                               ; preds = %73, %92
  %74 = phi i64 [ 0, %92 ], [ %90, %73 ]
  %75 = phi <2 x i64> [ zeroinitializer, %92 ], [ %88, %73 ]
  %76 = phi <2 x i64> [ zeroinitializer, %92 ], [ %89, %73 ]
  %77 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %74
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load <2 x i64>, ptr %77, align 16, !tbaa !16
  %80 = load <2 x i64>, ptr %78, align 16, !tbaa !16
  %81 = xor <2 x i64> %79, %75
  %82 = xor <2 x i64> %80, %76
  %83 = or disjoint i64 %74, 4
  %84 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %83
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load <2 x i64>, ptr %84, align 16, !tbaa !16
  %87 = load <2 x i64>, ptr %85, align 16, !tbaa !16
  %88 = xor <2 x i64> %86, %81
  %89 = xor <2 x i64> %87, %82
  %90 = add nuw nsw i64 %74, 8
  %91 = icmp eq i64 %90, 1000
  br i1 %91, label %114, label %73, !llvm.loop !23

92:                                               ; preds = %6
  %93 = add <4 x i32> %17, %16
  %94 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %93)
  %95 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 8, !tbaa !5
  %96 = zext i8 %95 to i32
  %97 = add nuw nsw i32 %94, %96
  %98 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !tbaa !5
  %99 = zext i8 %98 to i32
  %100 = add nuw nsw i32 %97, %99
  %101 = load i8, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 2, !tbaa !5
  %102 = zext i8 %101 to i32
  %103 = add nuw nsw i32 %100, %102
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %103)
  %105 = tail call fastcc signext i16 @max_i16(ptr noundef nonnull @a16)
  %106 = sext i16 %105 to i32
  %107 = tail call fastcc i32 @min_i32()
  %108 = tail call fastcc i32 @xor_red()
  %109 = tail call fastcc i64 @dot_i32()
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106, i32 noundef %107, i32 noundef %108, i64 noundef %109)
  tail call fastcc void @mul_i16()
  %111 = tail call fastcc signext i16 @max_i16(ptr noundef nonnull @main.d16)
  %112 = sext i16 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112)
  tail call fastcc void @shift_i64()
  br label %73

114:                                              ; preds = %73
  %115 = xor <2 x i64> %89, %88
  %116 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %115)
  %117 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !tbaa !16
  %118 = xor i64 %117, %116
  %119 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !16
  %120 = xor i64 %119, %118
  %121 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !tbaa !16
  %122 = xor i64 %121, %120
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %122)
  %124 = tail call fastcc float @dot_f()
  %125 = fpext float %124 to double
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %125)
  tail call fastcc void @axpy_d()
  br label %187

127:                                              ; preds = %187
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %200)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(4012) @main.d32, i8 -1, i64 4012, i1 false), !tbaa !14
  tail call fastcc void @cond_store()
  %129 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %129)
  %131 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 3)
  %132 = tail call fastcc i64 @strided(ptr noundef nonnull @a32, i32 noundef 7)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %131, i64 noundef %132)
  tail call fastcc void @i2f()
  tail call fastcc void @f2i()
  %134 = tail call fastcc i64 @strided(ptr noundef nonnull @main.e32, i32 noundef 1)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %134)
  tail call fastcc void @widen()
  %136 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 1)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %136)
  %138 = tail call fastcc i32 @count_eq(ptr noundef nonnull @a8)
  %139 = tail call fastcc i32 @count_eq(ptr noundef nonnull @b8)
  %140 = add nsw i32 %139, %138
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %140)
  tail call fastcc void @absdiff()
  %142 = tail call fastcc i64 @strided(ptr noundef nonnull @main.d32, i32 noundef 2)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %142)
  %144 = tail call fastcc i32 @sum_i8(ptr noundef nonnull @a8, i32 noundef 0)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %144)
  %146 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 1), i32 noundef 1)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %146)
  %148 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 2), i32 noundef 2)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %148)
  %150 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 3), i32 noundef 3)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %150)
  %152 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 4), i32 noundef 4)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %152)
  %154 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 5), i32 noundef 5)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %154)
  %156 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 6), i32 noundef 6)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %156)
  %158 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 7), i32 noundef 7)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %158)
  %160 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 8), i32 noundef 8)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %160)
  %162 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 9), i32 noundef 9)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %162)
  %164 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 10), i32 noundef 10)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %164)
  %166 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 11), i32 noundef 11)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %166)
  %168 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 12), i32 noundef 12)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %168)
  %170 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 13), i32 noundef 13)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %170)
  %172 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 14), i32 noundef 14)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %172)
  %174 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 15), i32 noundef 15)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %174)
  %176 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 16), i32 noundef 16)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %176)
  %178 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 17), i32 noundef 17)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %178)
  %180 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 18), i32 noundef 18)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %180)
  %182 = tail call fastcc i32 @sum_i8(ptr noundef nonnull getelementptr inbounds (i8, ptr @a8, i64 19), i32 noundef 19)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %182)
  %184 = tail call i32 @putchar(i32 10)
  %185 = tail call fastcc i32 @xor_red()
  %186 = and i32 %185, 255
  ret i32 %186

187:                                              ; preds = %202, %114
  %188 = phi i64 [ 0, %114 ], [ %207, %202 ]
  %189 = phi double [ 0.000000e+00, %114 ], [ %206, %202 ]
  %190 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %188
  %191 = load double, ptr %190, align 16, !tbaa !20
  %192 = fadd double %189, %191
  %193 = or disjoint i64 %188, 1
  %194 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !20
  %196 = fadd double %192, %195
  %197 = or disjoint i64 %188, 2
  %198 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %197
  %199 = load double, ptr %198, align 16, !tbaa !20
  %200 = fadd double %196, %199
  %201 = icmp eq i64 %188, 1000
  br i1 %201, label %127, label %202, !llvm.loop !24

202:                                              ; preds = %187
  %203 = or disjoint i64 %188, 3
  %204 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !20
  %206 = fadd double %200, %205
  %207 = add nuw nsw i64 %188, 4
  br label %187
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum_i8(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %26, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %26 ]
  %9 = phi i32 [ 0, %4 ], [ %28, %26 ]
  br label %32

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %24, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %22, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %23, %12 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load <4 x i8>, ptr %16, align 1, !tbaa !5
  %19 = load <4 x i8>, ptr %17, align 1, !tbaa !5
  %20 = sext <4 x i8> %18 to <4 x i32>
  %21 = sext <4 x i8> %19 to <4 x i32>
  %22 = add <4 x i32> %14, %20
  %23 = add <4 x i32> %15, %21
  %24 = add nuw i64 %13, 8
  %25 = icmp eq i64 %24, %11
  br i1 %25, label %26, label %12, !llvm.loop !25

26:                                               ; preds = %12
  %27 = add <4 x i32> %23, %22
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = icmp eq i64 %11, %5
  br i1 %29, label %30, label %7

30:                                               ; preds = %32, %26, %2
  %31 = phi i32 [ 0, %2 ], [ %28, %26 ], [ %38, %32 ]
  ret i32 %31

32:                                               ; preds = %7, %32
  %33 = phi i64 [ %39, %32 ], [ %8, %7 ]
  %34 = phi i32 [ %38, %32 ], [ %9, %7 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 %33
  %36 = load i8, ptr %35, align 1, !tbaa !5
  %37 = sext i8 %36 to i32
  %38 = add nsw i32 %34, %37
  %39 = add nuw nsw i64 %33, 1
  %40 = icmp eq i64 %39, %5
  br i1 %40, label %30, label %32, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add_i8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %16, %0
  %2 = phi i64 [ 0, %0 ], [ %30, %16 ]
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <16 x i8>, ptr %3, align 16, !tbaa !5
  %6 = load <16 x i8>, ptr %4, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr @b8, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <16 x i8>, ptr %7, align 16, !tbaa !5
  %10 = load <16 x i8>, ptr %8, align 16, !tbaa !5
  %11 = add <16 x i8> %9, %5
  %12 = add <16 x i8> %10, %6
  %13 = getelementptr inbounds i8, ptr @main.d8, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <16 x i8> %11, ptr %13, align 16, !tbaa !5
  store <16 x i8> %12, ptr %14, align 16, !tbaa !5
  %15 = icmp eq i64 %2, 960
  br i1 %15, label %31, label %16, !llvm.loop !27

16:                                               ; preds = %1
  %17 = or disjoint i64 %2, 32
  %18 = getelementptr inbounds i8, ptr @a8, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <16 x i8>, ptr %18, align 16, !tbaa !5
  %21 = load <16 x i8>, ptr %19, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr @b8, i64 %17
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <16 x i8>, ptr %22, align 16, !tbaa !5
  %25 = load <16 x i8>, ptr %23, align 16, !tbaa !5
  %26 = add <16 x i8> %24, %20
  %27 = add <16 x i8> %25, %21
  %28 = getelementptr inbounds i8, ptr @main.d8, i64 %17
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store <16 x i8> %26, ptr %28, align 16, !tbaa !5
  store <16 x i8> %27, ptr %29, align 16, !tbaa !5
  %30 = add nuw nsw i64 %2, 64
  br label %1

31:                                               ; preds = %1
  %32 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @a8, i64 992), align 16, !tbaa !5
  %33 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @b8, i64 992), align 16, !tbaa !5
  %34 = add <8 x i8> %33, %32
  store <8 x i8> %34, ptr getelementptr inbounds (i8, ptr @main.d8, i64 992), align 16, !tbaa !5
  %35 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !tbaa !5
  %36 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 8, !tbaa !5
  %37 = add i8 %36, %35
  store i8 %37, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1000), align 8, !tbaa !5
  %38 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !5
  %39 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !tbaa !5
  %40 = add i8 %39, %38
  store i8 %40, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1001), align 1, !tbaa !5
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !tbaa !5
  %42 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 2, !tbaa !5
  %43 = add i8 %42, %41
  store i8 %43, ptr getelementptr inbounds (i8, ptr @main.d8, i64 1002), align 2, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sat_u8() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <8 x i16>, ptr %3, align 16, !tbaa !12
  %6 = load <8 x i16>, ptr %4, align 16, !tbaa !12
  %7 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %5, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %8 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %6, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %9 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %7, <8 x i16> zeroinitializer)
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> zeroinitializer)
  %11 = trunc <8 x i16> %9 to <8 x i8>
  %12 = trunc <8 x i16> %10 to <8 x i8>
  %13 = getelementptr inbounds i8, ptr @main.u8, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store <8 x i8> %11, ptr %13, align 16, !tbaa !5
  store <8 x i8> %12, ptr %14, align 8, !tbaa !5
  %15 = or disjoint i64 %2, 16
  %16 = getelementptr inbounds i16, ptr @a16, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <8 x i16>, ptr %16, align 16, !tbaa !12
  %19 = load <8 x i16>, ptr %17, align 16, !tbaa !12
  %20 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %18, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %21 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %19, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %22 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %20, <8 x i16> zeroinitializer)
  %23 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %21, <8 x i16> zeroinitializer)
  %24 = trunc <8 x i16> %22 to <8 x i8>
  %25 = trunc <8 x i16> %23 to <8 x i8>
  %26 = getelementptr inbounds i8, ptr @main.u8, i64 %15
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store <8 x i8> %24, ptr %26, align 16, !tbaa !5
  store <8 x i8> %25, ptr %27, align 8, !tbaa !5
  %28 = add nuw nsw i64 %2, 32
  %29 = icmp eq i64 %28, 992
  br i1 %29, label %30, label %1, !llvm.loop !28

30:                                               ; preds = %1
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 16, !tbaa !12
  %32 = tail call i16 @llvm.smin.i16(i16 %31, i16 255)
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 0)
  %34 = trunc nuw i16 %33 to i8
  store i8 %34, ptr getelementptr inbounds (i8, ptr @main.u8, i64 992), align 16, !tbaa !5
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1986), align 2, !tbaa !12
  %36 = tail call i16 @llvm.smin.i16(i16 %35, i16 255)
  %37 = tail call i16 @llvm.smax.i16(i16 %36, i16 0)
  %38 = trunc nuw i16 %37 to i8
  store i8 %38, ptr getelementptr inbounds (i8, ptr @main.u8, i64 993), align 1, !tbaa !5
  %39 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1988), align 4, !tbaa !12
  %40 = tail call i16 @llvm.smin.i16(i16 %39, i16 255)
  %41 = tail call i16 @llvm.smax.i16(i16 %40, i16 0)
  %42 = trunc nuw i16 %41 to i8
  store i8 %42, ptr getelementptr inbounds (i8, ptr @main.u8, i64 994), align 2, !tbaa !5
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1990), align 2, !tbaa !12
  %44 = tail call i16 @llvm.smin.i16(i16 %43, i16 255)
  %45 = tail call i16 @llvm.smax.i16(i16 %44, i16 0)
  %46 = trunc nuw i16 %45 to i8
  store i8 %46, ptr getelementptr inbounds (i8, ptr @main.u8, i64 995), align 1, !tbaa !5
  %47 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1992), align 8, !tbaa !12
  %48 = tail call i16 @llvm.smin.i16(i16 %47, i16 255)
  %49 = tail call i16 @llvm.smax.i16(i16 %48, i16 0)
  %50 = trunc nuw i16 %49 to i8
  store i8 %50, ptr getelementptr inbounds (i8, ptr @main.u8, i64 996), align 4, !tbaa !5
  %51 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1994), align 2, !tbaa !12
  %52 = tail call i16 @llvm.smin.i16(i16 %51, i16 255)
  %53 = tail call i16 @llvm.smax.i16(i16 %52, i16 0)
  %54 = trunc nuw i16 %53 to i8
  store i8 %54, ptr getelementptr inbounds (i8, ptr @main.u8, i64 997), align 1, !tbaa !5
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1996), align 4, !tbaa !12
  %56 = tail call i16 @llvm.smin.i16(i16 %55, i16 255)
  %57 = tail call i16 @llvm.smax.i16(i16 %56, i16 0)
  %58 = trunc nuw i16 %57 to i8
  store i8 %58, ptr getelementptr inbounds (i8, ptr @main.u8, i64 998), align 2, !tbaa !5
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1998), align 2, !tbaa !12
  %60 = tail call i16 @llvm.smin.i16(i16 %59, i16 255)
  %61 = tail call i16 @llvm.smax.i16(i16 %60, i16 0)
  %62 = trunc nuw i16 %61 to i8
  store i8 %62, ptr getelementptr inbounds (i8, ptr @main.u8, i64 999), align 1, !tbaa !5
  %63 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 16, !tbaa !12
  %64 = tail call i16 @llvm.smin.i16(i16 %63, i16 255)
  %65 = tail call i16 @llvm.smax.i16(i16 %64, i16 0)
  %66 = trunc nuw i16 %65 to i8
  store i8 %66, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1000), align 8, !tbaa !5
  %67 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !tbaa !12
  %68 = tail call i16 @llvm.smin.i16(i16 %67, i16 255)
  %69 = tail call i16 @llvm.smax.i16(i16 %68, i16 0)
  %70 = trunc nuw i16 %69 to i8
  store i8 %70, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1001), align 1, !tbaa !5
  %71 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 4, !tbaa !12
  %72 = tail call i16 @llvm.smin.i16(i16 %71, i16 255)
  %73 = tail call i16 @llvm.smax.i16(i16 %72, i16 0)
  %74 = trunc nuw i16 %73 to i8
  store i8 %74, ptr getelementptr inbounds (i8, ptr @main.u8, i64 1002), align 2, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc signext i16 @max_i16(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %19, %2 ]
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %17, %2 ]
  %5 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %1 ], [ %18, %2 ]
  %6 = getelementptr inbounds i16, ptr %0, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = load <8 x i16>, ptr %6, align 2, !tbaa !12
  %9 = load <8 x i16>, ptr %7, align 2, !tbaa !12
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4)
  %11 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %9, <8 x i16> %5)
  %12 = or disjoint i64 %3, 16
  %13 = getelementptr inbounds i16, ptr %0, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <8 x i16>, ptr %13, align 2, !tbaa !12
  %16 = load <8 x i16>, ptr %14, align 2, !tbaa !12
  %17 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %15, <8 x i16> %10)
  %18 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %16, <8 x i16> %11)
  %19 = add nuw nsw i64 %3, 32
  %20 = icmp eq i64 %19, 992
  br i1 %20, label %21, label %2, !llvm.loop !29

21:                                               ; preds = %2
  %22 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %17, <8 x i16> %18)
  %23 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %22)
  %24 = getelementptr inbounds i8, ptr %0, i64 1984
  %25 = load i16, ptr %24, align 2, !tbaa !12
  %26 = tail call i16 @llvm.smax.i16(i16 %25, i16 %23)
  %27 = getelementptr inbounds i8, ptr %0, i64 1986
  %28 = load i16, ptr %27, align 2, !tbaa !12
  %29 = tail call i16 @llvm.smax.i16(i16 %28, i16 %26)
  %30 = getelementptr inbounds i8, ptr %0, i64 1988
  %31 = load i16, ptr %30, align 2, !tbaa !12
  %32 = tail call i16 @llvm.smax.i16(i16 %31, i16 %29)
  %33 = getelementptr inbounds i8, ptr %0, i64 1990
  %34 = load i16, ptr %33, align 2, !tbaa !12
  %35 = tail call i16 @llvm.smax.i16(i16 %34, i16 %32)
  %36 = getelementptr inbounds i8, ptr %0, i64 1992
  %37 = load i16, ptr %36, align 2, !tbaa !12
  %38 = tail call i16 @llvm.smax.i16(i16 %37, i16 %35)
  %39 = getelementptr inbounds i8, ptr %0, i64 1994
  %40 = load i16, ptr %39, align 2, !tbaa !12
  %41 = tail call i16 @llvm.smax.i16(i16 %40, i16 %38)
  %42 = getelementptr inbounds i8, ptr %0, i64 1996
  %43 = load i16, ptr %42, align 2, !tbaa !12
  %44 = tail call i16 @llvm.smax.i16(i16 %43, i16 %41)
  %45 = getelementptr inbounds i8, ptr %0, i64 1998
  %46 = load i16, ptr %45, align 2, !tbaa !12
  %47 = tail call i16 @llvm.smax.i16(i16 %46, i16 %44)
  %48 = getelementptr inbounds i8, ptr %0, i64 2000
  %49 = load i16, ptr %48, align 2, !tbaa !12
  %50 = tail call i16 @llvm.smax.i16(i16 %49, i16 %47)
  %51 = getelementptr inbounds i8, ptr %0, i64 2002
  %52 = load i16, ptr %51, align 2, !tbaa !12
  %53 = tail call i16 @llvm.smax.i16(i16 %52, i16 %50)
  %54 = getelementptr inbounds i8, ptr %0, i64 2004
  %55 = load i16, ptr %54, align 2, !tbaa !12
  %56 = tail call i16 @llvm.smax.i16(i16 %55, i16 %53)
  ret i16 %56
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
  %7 = load <4 x i32>, ptr %5, align 16, !tbaa !14
  %8 = load <4 x i32>, ptr %6, align 16, !tbaa !14
  %9 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %7, <4 x i32> %3)
  %10 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %8, <4 x i32> %4)
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !30

13:                                               ; preds = %1
  %14 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %9, <4 x i32> %10)
  %15 = tail call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %14)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !tbaa !14
  %17 = tail call i32 @llvm.smin.i32(i32 %16, i32 %15)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !14
  %19 = tail call i32 @llvm.smin.i32(i32 %18, i32 %17)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !tbaa !14
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 %19)
  ret i32 %21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @xor_red() unnamed_addr #5 {
  br label %1

1:                                                ; preds = %12, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %12 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %31, %12 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %33, %12 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x i32>, ptr %5, align 16, !tbaa !14
  %8 = load <4 x i32>, ptr %6, align 16, !tbaa !14
  %9 = xor <4 x i32> %7, %3
  %10 = xor <4 x i32> %8, %4
  %11 = icmp eq i64 %2, 992
  br i1 %11, label %35, label %12, !llvm.loop !31

12:                                               ; preds = %1
  %13 = or disjoint i64 %2, 8
  %14 = getelementptr inbounds i32, ptr @a32, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <4 x i32>, ptr %14, align 16, !tbaa !14
  %17 = load <4 x i32>, ptr %15, align 16, !tbaa !14
  %18 = or disjoint i64 %2, 16
  %19 = getelementptr inbounds i32, ptr @a32, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <4 x i32>, ptr %19, align 16, !tbaa !14
  %22 = load <4 x i32>, ptr %20, align 16, !tbaa !14
  %23 = xor <4 x i32> %16, %21
  %24 = xor <4 x i32> %17, %22
  %25 = or disjoint i64 %2, 24
  %26 = getelementptr inbounds i32, ptr @a32, i64 %25
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <4 x i32>, ptr %26, align 16, !tbaa !14
  %29 = load <4 x i32>, ptr %27, align 16, !tbaa !14
  %30 = xor <4 x i32> %23, %28
  %31 = xor <4 x i32> %30, %9
  %32 = xor <4 x i32> %24, %29
  %33 = xor <4 x i32> %32, %10
  %34 = add nuw nsw i64 %2, 32
  br label %1

35:                                               ; preds = %1
  %36 = xor <4 x i32> %10, %9
  %37 = tail call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %36)
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !tbaa !14
  %39 = xor i32 %38, %37
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !14
  %41 = xor i32 %40, %39
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !tbaa !14
  %43 = xor i32 %42, %41
  ret i32 %43
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @dot_i32() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret i64 %12

2:                                                ; preds = %14, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %14 ]
  %4 = phi i64 [ 0, %0 ], [ %23, %14 ]
  %5 = getelementptr inbounds i32, ptr @a32, i64 %3
  %6 = load i32, ptr %5, align 8, !tbaa !14
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr @b32, i64 %3
  %9 = load i32, ptr %8, align 8, !tbaa !14
  %10 = sext i32 %9 to i64
  %11 = mul nsw i64 %10, %7
  %12 = add nsw i64 %11, %4
  %13 = icmp eq i64 %3, 1002
  br i1 %13, label %1, label %14, !llvm.loop !32

14:                                               ; preds = %2
  %15 = or disjoint i64 %3, 1
  %16 = getelementptr inbounds i32, ptr @a32, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !14
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr @b32, i64 %15
  %20 = load i32, ptr %19, align 4, !tbaa !14
  %21 = sext i32 %20 to i64
  %22 = mul nsw i64 %21, %18
  %23 = add nsw i64 %22, %12
  %24 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @mul_i16() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ]
  %3 = getelementptr inbounds i16, ptr @a16, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <8 x i16>, ptr %3, align 16, !tbaa !12
  %6 = load <8 x i16>, ptr %4, align 16, !tbaa !12
  %7 = getelementptr inbounds i16, ptr @b16, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <8 x i16>, ptr %7, align 16, !tbaa !12
  %10 = load <8 x i16>, ptr %8, align 16, !tbaa !12
  %11 = mul <8 x i16> %9, %5
  %12 = mul <8 x i16> %10, %6
  %13 = getelementptr inbounds i16, ptr @main.d16, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <8 x i16> %11, ptr %13, align 16, !tbaa !12
  store <8 x i16> %12, ptr %14, align 16, !tbaa !12
  %15 = or disjoint i64 %2, 16
  %16 = getelementptr inbounds i16, ptr @a16, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <8 x i16>, ptr %16, align 16, !tbaa !12
  %19 = load <8 x i16>, ptr %17, align 16, !tbaa !12
  %20 = getelementptr inbounds i16, ptr @b16, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <8 x i16>, ptr %20, align 16, !tbaa !12
  %23 = load <8 x i16>, ptr %21, align 16, !tbaa !12
  %24 = mul <8 x i16> %22, %18
  %25 = mul <8 x i16> %23, %19
  %26 = getelementptr inbounds i16, ptr @main.d16, i64 %15
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  store <8 x i16> %24, ptr %26, align 16, !tbaa !12
  store <8 x i16> %25, ptr %27, align 16, !tbaa !12
  %28 = add nuw nsw i64 %2, 32
  %29 = icmp eq i64 %28, 992
  br i1 %29, label %30, label %1, !llvm.loop !33

30:                                               ; preds = %1
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1984), align 16, !tbaa !12
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1984), align 16, !tbaa !12
  %33 = mul i16 %32, %31
  store i16 %33, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1984), align 16, !tbaa !12
  %34 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1986), align 2, !tbaa !12
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1986), align 2, !tbaa !12
  %36 = mul i16 %35, %34
  store i16 %36, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1986), align 2, !tbaa !12
  %37 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1988), align 4, !tbaa !12
  %38 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1988), align 4, !tbaa !12
  %39 = mul i16 %38, %37
  store i16 %39, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1988), align 4, !tbaa !12
  %40 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1990), align 2, !tbaa !12
  %41 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1990), align 2, !tbaa !12
  %42 = mul i16 %41, %40
  store i16 %42, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1990), align 2, !tbaa !12
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1992), align 8, !tbaa !12
  %44 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1992), align 8, !tbaa !12
  %45 = mul i16 %44, %43
  store i16 %45, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1992), align 8, !tbaa !12
  %46 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1994), align 2, !tbaa !12
  %47 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1994), align 2, !tbaa !12
  %48 = mul i16 %47, %46
  store i16 %48, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1994), align 2, !tbaa !12
  %49 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1996), align 4, !tbaa !12
  %50 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1996), align 4, !tbaa !12
  %51 = mul i16 %50, %49
  store i16 %51, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1996), align 4, !tbaa !12
  %52 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 1998), align 2, !tbaa !12
  %53 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 1998), align 2, !tbaa !12
  %54 = mul i16 %53, %52
  store i16 %54, ptr getelementptr inbounds (i8, ptr @main.d16, i64 1998), align 2, !tbaa !12
  %55 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2000), align 16, !tbaa !12
  %56 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2000), align 16, !tbaa !12
  %57 = mul i16 %56, %55
  store i16 %57, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2000), align 16, !tbaa !12
  %58 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2002), align 2, !tbaa !12
  %59 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2002), align 2, !tbaa !12
  %60 = mul i16 %59, %58
  store i16 %60, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2002), align 2, !tbaa !12
  %61 = load i16, ptr getelementptr inbounds (i8, ptr @a16, i64 2004), align 4, !tbaa !12
  %62 = load i16, ptr getelementptr inbounds (i8, ptr @b16, i64 2004), align 4, !tbaa !12
  %63 = mul i16 %62, %61
  store i16 %63, ptr getelementptr inbounds (i8, ptr @main.d16, i64 2004), align 4, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @shift_i64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds i64, ptr @a64, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x i64>, ptr %3, align 16, !tbaa !16
  %6 = load <2 x i64>, ptr %4, align 16, !tbaa !16
  %7 = ashr <2 x i64> %5, <i64 5, i64 5>
  %8 = ashr <2 x i64> %6, <i64 5, i64 5>
  %9 = shl <2 x i64> %5, <i64 1, i64 1>
  %10 = shl <2 x i64> %6, <i64 1, i64 1>
  %11 = add nsw <2 x i64> %7, %9
  %12 = add nsw <2 x i64> %8, %10
  store <2 x i64> %11, ptr %3, align 16, !tbaa !16
  store <2 x i64> %12, ptr %4, align 16, !tbaa !16
  %13 = add nuw i64 %2, 4
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !34

15:                                               ; preds = %1
  %16 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !tbaa !16
  %17 = ashr i64 %16, 5
  %18 = shl i64 %16, 1
  %19 = add nsw i64 %17, %18
  store i64 %19, ptr getelementptr inbounds (i8, ptr @a64, i64 8000), align 16, !tbaa !16
  %20 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !16
  %21 = ashr i64 %20, 5
  %22 = shl i64 %20, 1
  %23 = add nsw i64 %21, %22
  store i64 %23, ptr getelementptr inbounds (i8, ptr @a64, i64 8008), align 8, !tbaa !16
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !tbaa !16
  %25 = ashr i64 %24, 5
  %26 = shl i64 %24, 1
  %27 = add nsw i64 %25, %26
  store i64 %27, ptr getelementptr inbounds (i8, ptr @a64, i64 8016), align 16, !tbaa !16
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @dot_f() unnamed_addr #5 {
  br label %2

1:                                                ; preds = %2
  ret float %9

2:                                                ; preds = %11, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %11 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %17, %11 ]
  %5 = getelementptr inbounds float, ptr @af, i64 %3
  %6 = load float, ptr %5, align 8, !tbaa !18
  %7 = getelementptr inbounds float, ptr @bf, i64 %3
  %8 = load float, ptr %7, align 8, !tbaa !18
  %9 = tail call float @llvm.fmuladd.f32(float %6, float %8, float %4)
  %10 = icmp eq i64 %3, 1002
  br i1 %10, label %1, label %11, !llvm.loop !35

11:                                               ; preds = %2
  %12 = or disjoint i64 %3, 1
  %13 = getelementptr inbounds float, ptr @af, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !18
  %15 = getelementptr inbounds float, ptr @bf, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !18
  %17 = tail call float @llvm.fmuladd.f32(float %14, float %16, float %9)
  %18 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @axpy_d() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds float, ptr @af, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load <2 x float>, ptr %3, align 16, !tbaa !18
  %6 = load <2 x float>, ptr %4, align 8, !tbaa !18
  %7 = fpext <2 x float> %5 to <2 x double>
  %8 = fpext <2 x float> %6 to <2 x double>
  %9 = getelementptr inbounds double, ptr @ad, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <2 x double>, ptr %9, align 16, !tbaa !20
  %12 = load <2 x double>, ptr %10, align 16, !tbaa !20
  %13 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %11)
  %14 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %12)
  store <2 x double> %13, ptr %9, align 16, !tbaa !20
  store <2 x double> %14, ptr %10, align 16, !tbaa !20
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 1000
  br i1 %16, label %17, label %1, !llvm.loop !36

17:                                               ; preds = %1
  %18 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4000), align 16, !tbaa !18
  %19 = fpext float %18 to double
  %20 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 16, !tbaa !20
  %21 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %20)
  store double %21, ptr getelementptr inbounds (i8, ptr @ad, i64 8000), align 16, !tbaa !20
  %22 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4004), align 4, !tbaa !18
  %23 = fpext float %22 to double
  %24 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !tbaa !20
  %25 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %24)
  store double %25, ptr getelementptr inbounds (i8, ptr @ad, i64 8008), align 8, !tbaa !20
  %26 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4008), align 8, !tbaa !18
  %27 = fpext float %26 to double
  %28 = load double, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 16, !tbaa !20
  %29 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double %28)
  store double %29, ptr getelementptr inbounds (i8, ptr @ad, i64 8016), align 16, !tbaa !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %63, %0
  %2 = phi i64 [ 0, %0 ], [ %64, %63 ]
  %3 = or disjoint i64 %2, 4
  %4 = getelementptr inbounds i32, ptr @b32, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !14
  %7 = load <4 x i32>, ptr %5, align 16, !tbaa !14
  %8 = trunc <4 x i32> %6 to <4 x i1>
  %9 = trunc <4 x i32> %7 to <4 x i1>
  %10 = extractelement <4 x i1> %8, i64 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  %13 = extractelement <4 x i32> %6, i64 0
  %14 = shl nsw i32 %13, 1
  store i32 %14, ptr %12, align 16, !tbaa !14
  br label %15

15:                                               ; preds = %11, %1
  %16 = extractelement <4 x i1> %8, i64 1
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = or disjoint i64 %2, 1
  %19 = getelementptr inbounds i32, ptr @main.d32, i64 %18
  %20 = extractelement <4 x i32> %6, i64 1
  %21 = shl nsw i32 %20, 1
  store i32 %21, ptr %19, align 4, !tbaa !14
  br label %22

22:                                               ; preds = %17, %15
  %23 = extractelement <4 x i1> %8, i64 2
  br i1 %23, label %24, label %29

24:                                               ; preds = %22
  %25 = or disjoint i64 %2, 2
  %26 = getelementptr inbounds i32, ptr @main.d32, i64 %25
  %27 = extractelement <4 x i32> %6, i64 2
  %28 = shl nsw i32 %27, 1
  store i32 %28, ptr %26, align 8, !tbaa !14
  br label %29

29:                                               ; preds = %24, %22
  %30 = extractelement <4 x i1> %8, i64 3
  br i1 %30, label %31, label %36

31:                                               ; preds = %29
  %32 = or disjoint i64 %2, 3
  %33 = getelementptr inbounds i32, ptr @main.d32, i64 %32
  %34 = extractelement <4 x i32> %6, i64 3
  %35 = shl nsw i32 %34, 1
  store i32 %35, ptr %33, align 4, !tbaa !14
  br label %36

36:                                               ; preds = %31, %29
  %37 = extractelement <4 x i1> %9, i64 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %36
  %39 = getelementptr inbounds i32, ptr @main.d32, i64 %3
  %40 = extractelement <4 x i32> %7, i64 0
  %41 = shl nsw i32 %40, 1
  store i32 %41, ptr %39, align 16, !tbaa !14
  br label %42

42:                                               ; preds = %38, %36
  %43 = extractelement <4 x i1> %9, i64 1
  br i1 %43, label %44, label %49

44:                                               ; preds = %42
  %45 = or disjoint i64 %2, 5
  %46 = getelementptr inbounds i32, ptr @main.d32, i64 %45
  %47 = extractelement <4 x i32> %7, i64 1
  %48 = shl nsw i32 %47, 1
  store i32 %48, ptr %46, align 4, !tbaa !14
  br label %49

49:                                               ; preds = %44, %42
  %50 = extractelement <4 x i1> %9, i64 2
  br i1 %50, label %51, label %56

51:                                               ; preds = %49
  %52 = or disjoint i64 %2, 6
  %53 = getelementptr inbounds i32, ptr @main.d32, i64 %52
  %54 = extractelement <4 x i32> %7, i64 2
  %55 = shl nsw i32 %54, 1
  store i32 %55, ptr %53, align 8, !tbaa !14
  br label %56

56:                                               ; preds = %51, %49
  %57 = extractelement <4 x i1> %9, i64 3
  br i1 %57, label %58, label %63

58:                                               ; preds = %56
  %59 = or disjoint i64 %2, 7
  %60 = getelementptr inbounds i32, ptr @main.d32, i64 %59
  %61 = extractelement <4 x i32> %7, i64 3
  %62 = shl nsw i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !14
  br label %63

63:                                               ; preds = %58, %56
  %64 = add nuw i64 %2, 8
  %65 = icmp eq i64 %64, 1000
  br i1 %65, label %66, label %1, !llvm.loop !37

66:                                               ; preds = %63
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !tbaa !14
  %68 = and i32 %67, 1
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %66
  %71 = shl nsw i32 %67, 1
  store i32 %71, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !tbaa !14
  br label %72

72:                                               ; preds = %66, %70
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !14
  %74 = and i32 %73, 1
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %72
  %77 = shl nsw i32 %73, 1
  store i32 %77, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !14
  br label %78

78:                                               ; preds = %76, %72
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !tbaa !14
  %80 = and i32 %79, 1
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = shl nsw i32 %79, 1
  store i32 %83, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !tbaa !14
  br label %84

84:                                               ; preds = %82, %78
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @strided(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sext i32 %1 to i64
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 1003)
  %5 = add nsw i64 %4, -1
  %6 = udiv i64 %5, %3
  %7 = add nuw nsw i64 %6, 1
  %8 = icmp ugt i64 %6, 2
  %9 = icmp eq i32 %1, 1
  %10 = and i1 %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %32, %2
  %12 = phi i64 [ 0, %2 ], [ %16, %32 ]
  %13 = phi i64 [ 0, %2 ], [ %34, %32 ]
  br label %38

14:                                               ; preds = %2
  %15 = and i64 %7, -4
  %16 = mul nuw i64 %15, %3
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ 0, %14 ], [ %30, %17 ]
  %19 = phi <2 x i64> [ zeroinitializer, %14 ], [ %28, %17 ]
  %20 = phi <2 x i64> [ zeroinitializer, %14 ], [ %29, %17 ]
  %21 = mul nuw i64 %18, %3
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load <2 x i32>, ptr %22, align 4, !tbaa !14
  %25 = load <2 x i32>, ptr %23, align 4, !tbaa !14
  %26 = sext <2 x i32> %24 to <2 x i64>
  %27 = sext <2 x i32> %25 to <2 x i64>
  %28 = add <2 x i64> %19, %26
  %29 = add <2 x i64> %20, %27
  %30 = add nuw i64 %18, 4
  %31 = icmp eq i64 %30, %15
  br i1 %31, label %32, label %17, !llvm.loop !38

32:                                               ; preds = %17
  %33 = add <2 x i64> %29, %28
  %34 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %33)
  %35 = icmp eq i64 %7, %15
  br i1 %35, label %36, label %11

36:                                               ; preds = %38, %32
  %37 = phi i64 [ %34, %32 ], [ %44, %38 ]
  ret i64 %37

38:                                               ; preds = %11, %38
  %39 = phi i64 [ %45, %38 ], [ %12, %11 ]
  %40 = phi i64 [ %44, %38 ], [ %13, %11 ]
  %41 = getelementptr inbounds i32, ptr %0, i64 %39
  %42 = load i32, ptr %41, align 4, !tbaa !14
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %40, %43
  %45 = add nsw i64 %39, %3
  %46 = icmp slt i64 %45, 1003
  br i1 %46, label %38, label %36, !llvm.loop !39
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %3 = getelementptr inbounds i32, ptr @b32, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !14
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !14
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %10 = fmul <4 x float> %8, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %11 = getelementptr inbounds float, ptr @main.df, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 16, !tbaa !18
  store <4 x float> %10, ptr %12, align 16, !tbaa !18
  %13 = icmp eq i64 %2, 992
  br i1 %13, label %27, label %14, !llvm.loop !40

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = getelementptr inbounds i32, ptr @b32, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !14
  %19 = load <4 x i32>, ptr %17, align 16, !tbaa !14
  %20 = sitofp <4 x i32> %18 to <4 x float>
  %21 = sitofp <4 x i32> %19 to <4 x float>
  %22 = fmul <4 x float> %20, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %23 = fmul <4 x float> %21, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %24 = getelementptr inbounds float, ptr @main.df, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x float> %22, ptr %24, align 16, !tbaa !18
  store <4 x float> %23, ptr %25, align 16, !tbaa !18
  %26 = add nuw nsw i64 %2, 16
  br label %1

27:                                               ; preds = %1
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !tbaa !14
  %29 = sitofp i32 %28 to float
  %30 = fmul float %29, 5.000000e-01
  store float %30, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 16, !tbaa !18
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !14
  %32 = sitofp i32 %31 to float
  %33 = fmul float %32, 5.000000e-01
  store float %33, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !tbaa !18
  %34 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !tbaa !14
  %35 = sitofp i32 %34 to float
  %36 = fmul float %35, 5.000000e-01
  store float %36, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @f2i() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %12, %0
  %2 = phi i64 [ 0, %0 ], [ %22, %12 ]
  %3 = getelementptr inbounds float, ptr @main.df, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 16, !tbaa !18
  %6 = load <4 x float>, ptr %4, align 16, !tbaa !18
  %7 = fptosi <4 x float> %5 to <4 x i32>
  %8 = fptosi <4 x float> %6 to <4 x i32>
  %9 = getelementptr inbounds i32, ptr @main.e32, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  store <4 x i32> %7, ptr %9, align 16, !tbaa !14
  store <4 x i32> %8, ptr %10, align 16, !tbaa !14
  %11 = icmp eq i64 %2, 992
  br i1 %11, label %23, label %12, !llvm.loop !41

12:                                               ; preds = %1
  %13 = or disjoint i64 %2, 8
  %14 = getelementptr inbounds float, ptr @main.df, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <4 x float>, ptr %14, align 16, !tbaa !18
  %17 = load <4 x float>, ptr %15, align 16, !tbaa !18
  %18 = fptosi <4 x float> %16 to <4 x i32>
  %19 = fptosi <4 x float> %17 to <4 x i32>
  %20 = getelementptr inbounds i32, ptr @main.e32, i64 %13
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  store <4 x i32> %18, ptr %20, align 16, !tbaa !14
  store <4 x i32> %19, ptr %21, align 16, !tbaa !14
  %22 = add nuw nsw i64 %2, 16
  br label %1

23:                                               ; preds = %1
  %24 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4000), align 16, !tbaa !18
  %25 = fptosi float %24 to i32
  store i32 %25, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4000), align 16, !tbaa !14
  %26 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4004), align 4, !tbaa !18
  %27 = fptosi float %26 to i32
  store i32 %27, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4004), align 4, !tbaa !14
  %28 = load float, ptr getelementptr inbounds (i8, ptr @main.df, i64 4008), align 8, !tbaa !18
  %29 = fptosi float %28 to i32
  store i32 %29, ptr getelementptr inbounds (i8, ptr @main.e32, i64 4008), align 8, !tbaa !14
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = getelementptr inbounds i8, ptr @a8, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = load <4 x i8>, ptr %3, align 8, !tbaa !5
  %6 = load <4 x i8>, ptr %4, align 4, !tbaa !5
  %7 = sext <4 x i8> %5 to <4 x i32>
  %8 = sext <4 x i8> %6 to <4 x i32>
  %9 = getelementptr inbounds i8, ptr @b8, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 4
  %11 = load <4 x i8>, ptr %9, align 8, !tbaa !5
  %12 = load <4 x i8>, ptr %10, align 4, !tbaa !5
  %13 = zext <4 x i8> %11 to <4 x i32>
  %14 = zext <4 x i8> %12 to <4 x i32>
  %15 = mul nsw <4 x i32> %13, %7
  %16 = mul nsw <4 x i32> %14, %8
  %17 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  store <4 x i32> %15, ptr %17, align 16, !tbaa !14
  store <4 x i32> %16, ptr %18, align 16, !tbaa !14
  %19 = add nuw i64 %2, 8
  %20 = icmp eq i64 %19, 1000
  br i1 %20, label %21, label %1, !llvm.loop !42

21:                                               ; preds = %1
  %22 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !tbaa !5
  %23 = sext i8 %22 to i32
  %24 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1000), align 8, !tbaa !5
  %25 = zext i8 %24 to i32
  %26 = mul nsw i32 %25, %23
  store i32 %26, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !tbaa !14
  %27 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !5
  %28 = sext i8 %27 to i32
  %29 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1001), align 1, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = mul nsw i32 %30, %28
  store i32 %31, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !14
  %32 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !tbaa !5
  %33 = sext i8 %32 to i32
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @b8, i64 1002), align 2, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = mul nsw i32 %35, %33
  store i32 %36, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !tbaa !14
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count_eq(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  br label %2

2:                                                ; preds = %21, %1
  %3 = phi i64 [ 0, %1 ], [ %37, %21 ]
  %4 = phi <4 x i32> [ zeroinitializer, %1 ], [ %35, %21 ]
  %5 = phi <4 x i32> [ zeroinitializer, %1 ], [ %36, %21 ]
  %6 = getelementptr inbounds i8, ptr @a8, i64 %3
  %7 = getelementptr inbounds i8, ptr %6, i64 4
  %8 = load <4 x i8>, ptr %6, align 16, !tbaa !5
  %9 = load <4 x i8>, ptr %7, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %0, i64 %3
  %11 = getelementptr inbounds i8, ptr %10, i64 4
  %12 = load <4 x i8>, ptr %10, align 1, !tbaa !5
  %13 = load <4 x i8>, ptr %11, align 1, !tbaa !5
  %14 = icmp eq <4 x i8> %8, %12
  %15 = icmp eq <4 x i8> %9, %13
  %16 = zext <4 x i1> %14 to <4 x i32>
  %17 = zext <4 x i1> %15 to <4 x i32>
  %18 = add <4 x i32> %4, %16
  %19 = add <4 x i32> %5, %17
  %20 = icmp eq i64 %3, 992
  br i1 %20, label %38, label %21, !llvm.loop !43

21:                                               ; preds = %2
  %22 = or disjoint i64 %3, 8
  %23 = getelementptr inbounds i8, ptr @a8, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 4
  %25 = load <4 x i8>, ptr %23, align 8, !tbaa !5
  %26 = load <4 x i8>, ptr %24, align 4, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %0, i64 %22
  %28 = getelementptr inbounds i8, ptr %27, i64 4
  %29 = load <4 x i8>, ptr %27, align 1, !tbaa !5
  %30 = load <4 x i8>, ptr %28, align 1, !tbaa !5
  %31 = icmp eq <4 x i8> %25, %29
  %32 = icmp eq <4 x i8> %26, %30
  %33 = zext <4 x i1> %31 to <4 x i32>
  %34 = zext <4 x i1> %32 to <4 x i32>
  %35 = add <4 x i32> %18, %33
  %36 = add <4 x i32> %19, %34
  %37 = add nuw nsw i64 %3, 16
  br label %2

38:                                               ; preds = %2
  %39 = add <4 x i32> %19, %18
  %40 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %39)
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1000), align 8, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %0, i64 1000
  %43 = load i8, ptr %42, align 1, !tbaa !5
  %44 = icmp eq i8 %41, %43
  %45 = zext i1 %44 to i32
  %46 = add nuw nsw i32 %40, %45
  %47 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1001), align 1, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %0, i64 1001
  %49 = load i8, ptr %48, align 1, !tbaa !5
  %50 = icmp eq i8 %47, %49
  %51 = zext i1 %50 to i32
  %52 = add nuw nsw i32 %46, %51
  %53 = load i8, ptr getelementptr inbounds (i8, ptr @a8, i64 1002), align 2, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %0, i64 1002
  %55 = load i8, ptr %54, align 1, !tbaa !5
  %56 = icmp eq i8 %53, %55
  %57 = zext i1 %56 to i32
  %58 = add nuw nsw i32 %52, %57
  ret i32 %58
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @a32, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !14
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !14
  %7 = getelementptr inbounds i32, ptr @b32, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 16, !tbaa !14
  %10 = load <4 x i32>, ptr %8, align 16, !tbaa !14
  %11 = sub nsw <4 x i32> %5, %9
  %12 = sub nsw <4 x i32> %6, %10
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true)
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true)
  %15 = getelementptr inbounds i32, ptr @main.d32, i64 %2
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store <4 x i32> %13, ptr %15, align 16, !tbaa !14
  store <4 x i32> %14, ptr %16, align 16, !tbaa !14
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !44

19:                                               ; preds = %1
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4000), align 16, !tbaa !14
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4000), align 16, !tbaa !14
  %22 = sub nsw i32 %20, %21
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true)
  store i32 %23, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4000), align 16, !tbaa !14
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4004), align 4, !tbaa !14
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4004), align 4, !tbaa !14
  %26 = sub nsw i32 %24, %25
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true)
  store i32 %27, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4004), align 4, !tbaa !14
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @a32, i64 4008), align 8, !tbaa !14
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @b32, i64 4008), align 8, !tbaa !14
  %30 = sub nsw i32 %28, %29
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true)
  store i32 %31, ptr getelementptr inbounds (i8, ptr @main.d32, i64 4008), align 8, !tbaa !14
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
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #8

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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !6, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !6, i64 0}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !9, !10, !11}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9, !10, !11}
!26 = distinct !{!26, !9, !11, !10}
!27 = distinct !{!27, !9, !10, !11}
!28 = distinct !{!28, !9, !10, !11}
!29 = distinct !{!29, !9, !10, !11}
!30 = distinct !{!30, !9, !10, !11}
!31 = distinct !{!31, !9, !10, !11}
!32 = distinct !{!32, !9}
!33 = distinct !{!33, !9, !10, !11}
!34 = distinct !{!34, !9, !10, !11}
!35 = distinct !{!35, !9}
!36 = distinct !{!36, !9, !10, !11}
!37 = distinct !{!37, !9, !10, !11}
!38 = distinct !{!38, !9, !10, !11}
!39 = distinct !{!39, !9, !10}
!40 = distinct !{!40, !9, !10, !11}
!41 = distinct !{!41, !9, !10, !11}
!42 = distinct !{!42, !9, !10, !11}
!43 = distinct !{!43, !9, !10, !11}
!44 = distinct !{!44, !9, !10, !11}
