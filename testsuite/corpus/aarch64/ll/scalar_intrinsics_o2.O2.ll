; ModuleID = 'programs/scalar_intrinsics_o2.c'
source_filename = "programs/scalar_intrinsics_o2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"u %u %u %u %u %u %u %llu %llu \00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"\0As %d %d %d %d %d %d %lld %lld %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"w \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"cd %d %x\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"cf %d %x\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"cl %d %x\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"mm %g %g\0A\00", align 1
@__const.main.modes = private unnamed_addr constant [4 x i32] [i32 0, i32 4194304, i32 8388608, i32 12582912], align 4
@.str.9 = private unnamed_addr constant [9 x i8] c"mode %d:\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c" %ld %ld %ld\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"fr %a %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"tsc %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [15 x i8] c"%016llx%016llx\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 2611923443488327891, %0 ], [ %5, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %88, %1 ]
  %4 = mul i64 %2, 6364136223846793005
  %5 = add i64 %4, 1442695040888963407
  %6 = lshr i64 %5, 17
  %7 = shl i64 %5, 9
  %8 = xor i64 %6, %7
  %9 = trunc i64 %5 to i8
  %10 = trunc i64 %6 to i8
  %11 = tail call fastcc i8 @u8_sub(i8 noundef %9, i8 noundef %10)
  %12 = zext i8 %11 to i32
  %13 = tail call fastcc i8 @u8_add(i8 noundef %9, i8 noundef %10)
  %14 = zext i8 %13 to i32
  %15 = trunc i64 %5 to i16
  %16 = trunc i64 %8 to i16
  %17 = tail call fastcc i16 @u16_sub(i16 noundef %15, i16 noundef %16)
  %18 = zext i16 %17 to i32
  %19 = tail call fastcc i16 @u16_add(i16 noundef %15, i16 noundef %16)
  %20 = zext i16 %19 to i32
  %21 = trunc i64 %5 to i32
  %22 = trunc i64 %8 to i32
  %23 = tail call fastcc i32 @u32_sub(i32 noundef %21, i32 noundef %22)
  %24 = tail call fastcc i32 @u32_add(i32 noundef %21, i32 noundef %22)
  %25 = tail call fastcc i64 @u64_sub(i64 noundef %5, i64 noundef %8)
  %26 = tail call fastcc i64 @u64_add(i64 noundef %5, i64 noundef %8)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12, i32 noundef %14, i32 noundef %18, i32 noundef %20, i32 noundef %23, i32 noundef %24, i64 noundef %25, i64 noundef %26)
  %28 = zext i64 %5 to i128
  %29 = shl nuw i128 %28, 64
  %30 = zext i64 %8 to i128
  %31 = or disjoint i128 %29, %30
  %32 = tail call i128 @llvm.fshl.i128(i128 %31, i128 %31, i128 64)
  %33 = tail call fastcc i128 @u128_sub(i128 noundef %31, i128 noundef %32)
  %34 = lshr i128 %33, 64
  %35 = trunc nuw i128 %34 to i64
  %36 = trunc i128 %33 to i64
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %35, i64 noundef %36)
  %38 = tail call i32 @putchar(i32 32)
  %39 = tail call fastcc i128 @u128_add(i128 noundef %31, i128 noundef %32)
  %40 = lshr i128 %39, 64
  %41 = trunc nuw i128 %40 to i64
  %42 = trunc i128 %39 to i64
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %41, i64 noundef %42)
  %44 = tail call fastcc i8 @s8_add(i8 noundef %9, i8 noundef %10)
  %45 = sext i8 %44 to i32
  %46 = tail call fastcc i8 @s8_sub(i8 noundef %9, i8 noundef %10)
  %47 = sext i8 %46 to i32
  %48 = tail call fastcc i16 @s16_add(i16 noundef %15, i16 noundef %16)
  %49 = sext i16 %48 to i32
  %50 = tail call fastcc i16 @s16_sub(i16 noundef %15, i16 noundef %16)
  %51 = sext i16 %50 to i32
  %52 = tail call fastcc i32 @s32_add(i32 noundef %21, i32 noundef %22)
  %53 = tail call fastcc i32 @s32_sub(i32 noundef %21, i32 noundef %22)
  %54 = tail call fastcc i64 @s64_add(i64 noundef %5, i64 noundef %8)
  %55 = tail call fastcc i64 @s64_sub(i64 noundef %5, i64 noundef %8)
  %56 = tail call fastcc i8 @s8_clamp(i8 noundef %9, i8 noundef %10)
  %57 = sext i8 %56 to i32
  %58 = tail call fastcc i16 @s16_clamp_sub(i16 noundef %15, i16 noundef %16)
  %59 = sext i16 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %52, i32 noundef %53, i64 noundef %54, i64 noundef %55, i32 noundef %57, i32 noundef %59)
  %61 = shl i128 %30, 65
  %62 = or disjoint i128 %61, %28
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %64 = tail call fastcc i128 @bits128(i128 noundef %31, i32 noundef %22)
  %65 = lshr i128 %64, 64
  %66 = trunc nuw i128 %65 to i64
  %67 = trunc i128 %64 to i64
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %66, i64 noundef %67)
  %69 = tail call i32 @putchar(i32 32)
  %70 = tail call fastcc i128 @abs128(i128 noundef %31)
  %71 = lshr i128 %70, 64
  %72 = trunc nuw nsw i128 %71 to i64
  %73 = trunc i128 %70 to i64
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %72, i64 noundef %73)
  %75 = tail call i32 @putchar(i32 32)
  %76 = tail call fastcc i128 @max128(i128 noundef %31, i128 noundef %62)
  %77 = lshr i128 %76, 64
  %78 = trunc nuw i128 %77 to i64
  %79 = trunc i128 %76 to i64
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %78, i64 noundef %79)
  %81 = tail call i32 @putchar(i32 32)
  %82 = tail call fastcc i128 @umin128(i128 noundef %31, i128 noundef %62)
  %83 = lshr i128 %82, 64
  %84 = trunc nuw i128 %83 to i64
  %85 = trunc i128 %82 to i64
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %84, i64 noundef %85)
  %87 = tail call i32 @putchar(i32 10)
  %88 = add nuw nsw i32 %3, 1
  %89 = icmp eq i32 %88, 24
  br i1 %89, label %90, label %1, !llvm.loop !6

90:                                               ; preds = %1
  %91 = tail call fastcc i32 @cls_d(double noundef 0.000000e+00)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef %91)
  %93 = tail call fastcc i32 @cls_d(double noundef -0.000000e+00)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %93)
  %95 = tail call fastcc i32 @cls_d(double noundef 1.000000e+00)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, i32 noundef %95)
  %97 = tail call fastcc i32 @cls_d(double noundef -2.500000e+00)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef %97)
  %99 = tail call fastcc i32 @cls_d(double noundef 1.000000e-310)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, i32 noundef %99)
  %101 = tail call fastcc i32 @cls_d(double noundef -1.000000e-310)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, i32 noundef %101)
  %103 = tail call fastcc i32 @cls_d(double noundef 0x10000000000000)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef %103)
  %105 = tail call fastcc i32 @cls_d(double noundef 0x7FEFFFFFFFFFFFFF)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7, i32 noundef %105)
  %107 = tail call fastcc i32 @cls_d(double noundef 0x7FF0000000000000)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8, i32 noundef %107)
  %109 = tail call fastcc i32 @cls_d(double noundef 0xFFF0000000000000)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef %109)
  %111 = tail call fastcc i32 @cls_d(double noundef 0x7FF8000000000000)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10, i32 noundef %111)
  %113 = tail call fastcc i32 @cls_d(double noundef 0xFFF8000000000000)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 11, i32 noundef %113)
  %115 = tail call fastcc i32 @cls_f(float noundef 0.000000e+00)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef %115)
  %117 = tail call fastcc i32 @cls_f(float noundef -0.000000e+00)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %117)
  %119 = tail call fastcc i32 @cls_f(float noundef 1.000000e+00)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %119)
  %121 = tail call fastcc i32 @cls_f(float noundef -2.500000e+00)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef %121)
  %123 = tail call fastcc i32 @cls_f(float noundef 0x37A16C2000000000)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, i32 noundef %123)
  %125 = tail call fastcc i32 @cls_f(float noundef 0xB7A16C2000000000)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5, i32 noundef %125)
  %127 = tail call fastcc i32 @cls_f(float noundef 0x3810000000000000)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef %127)
  %129 = tail call fastcc i32 @cls_f(float noundef 0x47EFFFFFE0000000)
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7, i32 noundef %129)
  %131 = tail call fastcc i32 @cls_f(float noundef 0x7FF0000000000000)
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8, i32 noundef %131)
  %133 = tail call fastcc i32 @cls_f(float noundef 0xFFF0000000000000)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 9, i32 noundef %133)
  %135 = tail call fastcc i32 @cls_f(float noundef 0x7FF8000000000000)
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10, i32 noundef %135)
  %137 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000000000000000000000)
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef %137)
  %139 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000008000000000000000)
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef %139)
  %141 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000003FFF000000000000)
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %141)
  %143 = tail call fastcc i32 @cls_l(fp128 noundef 0xL0000000000000000C000400000000000)
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %143)
  %145 = tail call fastcc i32 @cls_l(fp128 noundef 0xL1CC4376F7DA08F3900000000000CC64F)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4, i32 noundef %145)
  %147 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000000001000000000000)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef %147)
  %149 = tail call fastcc i32 @cls_l(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 6, i32 noundef %149)
  %151 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000007FFF000000000000)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 7, i32 noundef %151)
  %153 = tail call fastcc i32 @cls_l(fp128 noundef 0xL0000000000000000FFFF000000000000)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8, i32 noundef %153)
  %155 = tail call fastcc i32 @cls_l(fp128 noundef 0xL00000000000000007FFF800000000000)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9, i32 noundef %155)
  %157 = tail call fastcc double @minmax(double noundef 1.000000e+00, double noundef 2.000000e+00)
  %158 = tail call fastcc float @minmaxf(float noundef 1.000000e+00, float noundef 2.000000e+00)
  %159 = fpext float %158 to double
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %157, double noundef %159)
  %161 = tail call fastcc double @minmax(double noundef -0.000000e+00, double noundef 0.000000e+00)
  %162 = tail call fastcc float @minmaxf(float noundef -0.000000e+00, float noundef 0.000000e+00)
  %163 = fpext float %162 to double
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %161, double noundef %163)
  %165 = tail call fastcc double @minmax(double noundef 0.000000e+00, double noundef -0.000000e+00)
  %166 = tail call fastcc float @minmaxf(float noundef 0.000000e+00, float noundef -0.000000e+00)
  %167 = fpext float %166 to double
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %165, double noundef %167)
  %169 = tail call fastcc double @minmax(double noundef 0x7FF8000000000000, double noundef 3.000000e+00)
  %170 = tail call fastcc float @minmaxf(float noundef 0x7FF8000000000000, float noundef 3.000000e+00)
  %171 = fpext float %170 to double
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %169, double noundef %171)
  %173 = tail call fastcc double @minmax(double noundef 3.000000e+00, double noundef 0x7FF8000000000000)
  %174 = tail call fastcc float @minmaxf(float noundef 3.000000e+00, float noundef 0x7FF8000000000000)
  %175 = fpext float %174 to double
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %173, double noundef %175)
  %177 = tail call fastcc double @minmax(double noundef 0xFFF0000000000000, double noundef 5.000000e+00)
  %178 = tail call fastcc float @minmaxf(float noundef 0xFFF0000000000000, float noundef 5.000000e+00)
  %179 = fpext float %178 to double
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %177, double noundef %179)
  br label %216

181:                                              ; preds = %216
  %182 = tail call i32 @fesetround(i32 noundef 0) #15
  %183 = tail call fastcc double @fr(double noundef -4.250000e+00, i32 noundef -3)
  %184 = tail call fastcc float @frf(float noundef -3.250000e+00, i32 noundef -3)
  %185 = fpext float %184 to double
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %183, double noundef %185)
  %187 = tail call fastcc double @fr(double noundef -2.750000e+00, i32 noundef -2)
  %188 = tail call fastcc float @frf(float noundef -2.500000e+00, i32 noundef -2)
  %189 = fpext float %188 to double
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %187, double noundef %189)
  %191 = tail call fastcc double @fr(double noundef -1.250000e+00, i32 noundef -1)
  %192 = tail call fastcc float @frf(float noundef -1.750000e+00, i32 noundef -1)
  %193 = fpext float %192 to double
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %191, double noundef %193)
  %195 = tail call fastcc double @fr(double noundef 2.500000e-01, i32 noundef 0)
  %196 = tail call fastcc float @frf(float noundef -1.000000e+00, i32 noundef 0)
  %197 = fpext float %196 to double
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %195, double noundef %197)
  %199 = tail call fastcc double @fr(double noundef 1.750000e+00, i32 noundef 1)
  %200 = tail call fastcc float @frf(float noundef -2.500000e-01, i32 noundef 1)
  %201 = fpext float %200 to double
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %199, double noundef %201)
  %203 = tail call fastcc double @fr(double noundef 3.250000e+00, i32 noundef 2)
  %204 = tail call fastcc float @frf(float noundef 5.000000e-01, i32 noundef 2)
  %205 = fpext float %204 to double
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %203, double noundef %205)
  %207 = tail call fastcc double @fr(double noundef 4.750000e+00, i32 noundef 3)
  %208 = tail call fastcc float @frf(float noundef 1.250000e+00, i32 noundef 3)
  %209 = fpext float %208 to double
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %207, double noundef %209)
  %211 = tail call i64 @llvm.readcyclecounter()
  %212 = tail call i64 @llvm.readcyclecounter()
  %213 = icmp uge i64 %212, %211
  %214 = zext i1 %213 to i32
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %214)
  ret i32 0

216:                                              ; preds = %90, %216
  %217 = phi i64 [ 0, %90 ], [ %248, %216 ]
  %218 = getelementptr inbounds [4 x i32], ptr @__const.main.modes, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !8
  %220 = tail call i32 @fesetround(i32 noundef %219) #15
  %221 = tail call fastcc i32 @flt_rounds()
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %221)
  %223 = tail call fastcc i64 @rounds(double noundef 2.500000e+00)
  %224 = tail call fastcc i64 @roundsf(float noundef 2.500000e+00)
  %225 = tail call fastcc i64 @roundsl(fp128 noundef 0xL00000000000000004000400000000000)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %223, i64 noundef %224, i64 noundef %225)
  %227 = tail call fastcc i64 @rounds(double noundef -2.500000e+00)
  %228 = tail call fastcc i64 @roundsf(float noundef -2.500000e+00)
  %229 = tail call fastcc i64 @roundsl(fp128 noundef 0xL0000000000000000C000400000000000)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %227, i64 noundef %228, i64 noundef %229)
  %231 = tail call fastcc i64 @rounds(double noundef 3.500000e+00)
  %232 = tail call fastcc i64 @roundsf(float noundef 3.500000e+00)
  %233 = tail call fastcc i64 @roundsl(fp128 noundef 0xL00000000000000004000C00000000000)
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %231, i64 noundef %232, i64 noundef %233)
  %235 = tail call fastcc i64 @rounds(double noundef 2.500000e-01)
  %236 = tail call fastcc i64 @roundsf(float noundef 2.500000e-01)
  %237 = tail call fastcc i64 @roundsl(fp128 noundef 0xL00000000000000003FFD000000000000)
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %235, i64 noundef %236, i64 noundef %237)
  %239 = tail call fastcc i64 @rounds(double noundef -7.750000e+00)
  %240 = tail call fastcc i64 @roundsf(float noundef -7.750000e+00)
  %241 = tail call fastcc i64 @roundsl(fp128 noundef 0xL0000000000000000C001F00000000000)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %239, i64 noundef %240, i64 noundef %241)
  %243 = tail call fastcc i64 @rounds(double noundef 0x412E848100000000)
  %244 = tail call fastcc i64 @roundsf(float noundef 0x412E848100000000)
  %245 = tail call fastcc i64 @roundsl(fp128 noundef 0xL00000000000000004012E84810000000)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %243, i64 noundef %244, i64 noundef %245)
  %247 = tail call i32 @putchar(i32 10)
  %248 = add nuw nsw i64 %217, 1
  %249 = icmp eq i64 %248, 4
  br i1 %249, label %181, label %216, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @u8_sub(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.usub.sat.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @u8_add(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.uadd.sat.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @u16_sub(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.usub.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @u16_add(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.uadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.usub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.uadd.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.usub.sat.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_add(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.uadd.sat.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @u128_sub(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = tail call i128 @llvm.usub.sat.i128(i128 %0, i128 %1)
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @u128_add(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = tail call i128 @llvm.uadd.sat.i128(i128 %0, i128 %1)
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @s8_add(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.sadd.sat.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @s8_sub(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.ssub.sat.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @s16_add(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.sadd.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @s16_sub(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.ssub.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @s32_add(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.sadd.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @s32_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.ssub.sat.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @s64_add(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.sadd.sat.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @s64_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.ssub.sat.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @s8_clamp(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.sadd.sat.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @s16_clamp_sub(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.ssub.sat.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @bits128(i128 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i32 %1 to i128
  %4 = tail call i128 @llvm.fshl.i128(i128 %0, i128 %0, i128 %3)
  %5 = tail call i128 @llvm.bswap.i128(i128 %0)
  %6 = tail call range(i128 0, 129) i128 @llvm.ctpop.i128(i128 %0)
  %7 = shl nuw nsw i128 %6, 7
  %8 = tail call range(i128 0, 129) i128 @llvm.ctlz.i128(i128 %0, i1 false)
  %9 = shl nuw nsw i128 %8, 20
  %10 = tail call range(i128 0, 129) i128 @llvm.cttz.i128(i128 %0, i1 false)
  %11 = shl nuw nsw i128 %10, 40
  %12 = xor i128 %7, %5
  %13 = xor i128 %12, %9
  %14 = xor i128 %13, %11
  %15 = xor i128 %14, %4
  ret i128 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 0, -170141183460469231731687303715884105728) i128 @abs128(i128 noundef %0) unnamed_addr #3 {
  %2 = tail call i128 @llvm.abs.i128(i128 %0, i1 true)
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @max128(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = tail call i128 @llvm.smax.i128(i128 %0, i128 %1)
  ret i128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i128 @umin128(i128 noundef %0, i128 noundef %1) unnamed_addr #3 {
  %3 = tail call i128 @llvm.umin.i128(i128 %0, i128 %1)
  ret i128 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_d(double noundef %0) unnamed_addr #3 {
  %2 = tail call double @llvm.fabs.f64(double %0) #16
  %3 = fcmp oeq double %2, 0x7FF0000000000000
  %4 = fcmp oeq double %0, 0.000000e+00
  %5 = fcmp uno double %0, 0.000000e+00
  %6 = fcmp ueq double %0, 0.000000e+00
  %7 = or i1 %6, %3
  %8 = fcmp olt double %2, 0x10000000000000
  %9 = select i1 %8, i32 32, i32 0
  %10 = select i1 %7, i32 0, i32 %9
  %11 = select i1 %4, i32 64, i32 0
  %12 = zext i1 %5 to i32
  %13 = select i1 %3, i32 2, i32 0
  %14 = fcmp one double %2, 0x7FF0000000000000
  %15 = select i1 %14, i32 4, i32 0
  %16 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 264)
  %17 = select i1 %16, i32 8, i32 0
  %18 = bitcast double %0 to i64
  %19 = lshr i64 %18, 59
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = and i32 %20, 16
  %22 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 1008)
  %23 = select i1 %22, i32 128, i32 0
  %24 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 144)
  %25 = select i1 %24, i32 256, i32 0
  %26 = select i1 %3, i32 512, i32 0
  %27 = select i1 %16, i32 1024, i32 0
  %28 = select i1 %4, i32 2048, i32 0
  %29 = fcmp ord double %0, 0.000000e+00
  %30 = select i1 %29, i32 4096, i32 0
  %31 = select i1 %5, i32 8192, i32 0
  %32 = fcmp oeq double %0, 0x7FF0000000000000
  %33 = select i1 %32, i32 16384, i32 0
  %34 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 16)
  %35 = select i1 %34, i32 32768, i32 0
  %36 = tail call i1 @llvm.is.fpclass.f64(double %0, i32 680)
  %37 = select i1 %36, i32 65536, i32 0
  %38 = or disjoint i32 %11, %17
  %39 = or disjoint i32 %38, %23
  %40 = or disjoint i32 %39, %25
  %41 = or disjoint i32 %40, %27
  %42 = or disjoint i32 %41, %28
  %43 = or i32 %42, %30
  %44 = or i32 %43, %12
  %45 = or i32 %44, %31
  %46 = or i32 %45, %33
  %47 = or i32 %46, %35
  %48 = or i32 %47, %37
  %49 = or i32 %48, %15
  %50 = or i32 %49, %13
  %51 = or i32 %50, %26
  %52 = or i32 %51, %21
  %53 = or i32 %52, %10
  ret i32 %53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_f(float noundef %0) unnamed_addr #3 {
  %2 = tail call float @llvm.fabs.f32(float %0) #16
  %3 = fcmp oeq float %2, 0x7FF0000000000000
  %4 = fcmp oeq float %0, 0.000000e+00
  %5 = fcmp uno float %0, 0.000000e+00
  %6 = fcmp ueq float %0, 0.000000e+00
  %7 = or i1 %6, %3
  %8 = fcmp olt float %2, 0x3810000000000000
  %9 = select i1 %8, i32 32, i32 0
  %10 = select i1 %7, i32 0, i32 %9
  %11 = select i1 %4, i32 64, i32 0
  %12 = zext i1 %5 to i32
  %13 = select i1 %3, i32 2, i32 0
  %14 = fcmp one float %2, 0x7FF0000000000000
  %15 = select i1 %14, i32 4, i32 0
  %16 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 264)
  %17 = select i1 %16, i32 8, i32 0
  %18 = bitcast float %0 to i32
  %19 = lshr i32 %18, 27
  %20 = and i32 %19, 16
  %21 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 1008)
  %22 = select i1 %21, i32 128, i32 0
  %23 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 144)
  %24 = select i1 %23, i32 256, i32 0
  %25 = select i1 %3, i32 512, i32 0
  %26 = select i1 %16, i32 1024, i32 0
  %27 = select i1 %4, i32 2048, i32 0
  %28 = fcmp ord float %0, 0.000000e+00
  %29 = select i1 %28, i32 4096, i32 0
  %30 = select i1 %5, i32 8192, i32 0
  %31 = fcmp oeq float %0, 0x7FF0000000000000
  %32 = select i1 %31, i32 16384, i32 0
  %33 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 16)
  %34 = select i1 %33, i32 32768, i32 0
  %35 = tail call i1 @llvm.is.fpclass.f32(float %0, i32 680)
  %36 = select i1 %35, i32 65536, i32 0
  %37 = or disjoint i32 %11, %17
  %38 = or disjoint i32 %37, %22
  %39 = or disjoint i32 %38, %24
  %40 = or disjoint i32 %39, %26
  %41 = or disjoint i32 %40, %27
  %42 = or i32 %41, %29
  %43 = or i32 %42, %12
  %44 = or i32 %43, %30
  %45 = or i32 %44, %32
  %46 = or i32 %45, %34
  %47 = or i32 %46, %36
  %48 = or i32 %47, %15
  %49 = or i32 %48, %13
  %50 = or i32 %49, %20
  %51 = or i32 %50, %25
  %52 = or i32 %51, %10
  ret i32 %52
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 131072) i32 @cls_l(fp128 noundef %0) unnamed_addr #3 {
  %2 = tail call fp128 @llvm.fabs.f128(fp128 %0) #16
  %3 = fcmp oeq fp128 %2, 0xL00000000000000007FFF000000000000
  %4 = fcmp oeq fp128 %0, 0xL00000000000000000000000000000000
  %5 = fcmp uno fp128 %0, 0xL00000000000000000000000000000000
  %6 = fcmp ueq fp128 %0, 0xL00000000000000000000000000000000
  %7 = or i1 %6, %3
  %8 = fcmp olt fp128 %2, 0xL00000000000000000001000000000000
  %9 = select i1 %8, i32 32, i32 0
  %10 = select i1 %7, i32 0, i32 %9
  %11 = select i1 %4, i32 64, i32 0
  %12 = zext i1 %5 to i32
  %13 = select i1 %3, i32 2, i32 0
  %14 = fcmp one fp128 %2, 0xL00000000000000007FFF000000000000
  %15 = select i1 %14, i32 4, i32 0
  %16 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 264)
  %17 = select i1 %16, i32 8, i32 0
  %18 = bitcast fp128 %0 to i128
  %19 = lshr i128 %18, 123
  %20 = trunc nuw nsw i128 %19 to i32
  %21 = and i32 %20, 16
  %22 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 1008)
  %23 = select i1 %22, i32 128, i32 0
  %24 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 144)
  %25 = select i1 %24, i32 256, i32 0
  %26 = select i1 %3, i32 512, i32 0
  %27 = select i1 %16, i32 1024, i32 0
  %28 = select i1 %4, i32 2048, i32 0
  %29 = fcmp ord fp128 %0, 0xL00000000000000000000000000000000
  %30 = select i1 %29, i32 4096, i32 0
  %31 = select i1 %5, i32 8192, i32 0
  %32 = fcmp oeq fp128 %0, 0xL00000000000000007FFF000000000000
  %33 = select i1 %32, i32 16384, i32 0
  %34 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 16)
  %35 = select i1 %34, i32 32768, i32 0
  %36 = tail call i1 @llvm.is.fpclass.f128(fp128 %0, i32 680)
  %37 = select i1 %36, i32 65536, i32 0
  %38 = or disjoint i32 %11, %17
  %39 = or disjoint i32 %38, %23
  %40 = or disjoint i32 %39, %25
  %41 = or disjoint i32 %40, %27
  %42 = or disjoint i32 %41, %28
  %43 = or i32 %42, %30
  %44 = or i32 %43, %12
  %45 = or i32 %44, %31
  %46 = or i32 %45, %33
  %47 = or i32 %46, %35
  %48 = or i32 %47, %37
  %49 = or i32 %48, %15
  %50 = or i32 %49, %13
  %51 = or i32 %50, %26
  %52 = or i32 %51, %21
  %53 = or i32 %52, %10
  ret i32 %53
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @minmax(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = tail call double @llvm.minnum.f64(double %0, double %1)
  %4 = tail call double @llvm.maxnum.f64(double %0, double %1)
  %5 = tail call double @llvm.fmuladd.f64(double %3, double 3.000000e+00, double %4)
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @minmaxf(float noundef %0, float noundef %1) unnamed_addr #3 {
  %3 = tail call float @llvm.minnum.f32(float %0, float %1)
  %4 = tail call float @llvm.maxnum.f32(float %0, float %1)
  %5 = tail call float @llvm.fmuladd.f32(float %3, float 3.000000e+00, float %4)
  ret float %5
}

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc i32 @flt_rounds() unnamed_addr #5 {
  %1 = tail call i32 @llvm.get.rounding()
  ret i32 %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @rounds(double noundef %0) unnamed_addr #6 {
  %2 = tail call i64 @lround(double noundef %0) #15
  %3 = mul nsw i64 %2, 1000
  %4 = tail call i64 @llround(double noundef %0) #15
  %5 = mul nsw i64 %4, 100
  %6 = add nsw i64 %5, %3
  %7 = tail call i64 @lrint(double noundef %0) #15
  %8 = mul nsw i64 %7, 10
  %9 = add nsw i64 %6, %8
  %10 = tail call i64 @llrint(double noundef %0) #15
  %11 = add nsw i64 %9, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @roundsf(float noundef %0) unnamed_addr #6 {
  %2 = tail call i64 @lroundf(float noundef %0) #15
  %3 = mul nsw i64 %2, 10
  %4 = tail call i64 @lrintf(float noundef %0) #15
  %5 = add nsw i64 %3, %4
  ret i64 %5
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @roundsl(fp128 noundef %0) unnamed_addr #6 {
  %2 = tail call i64 @lroundl(fp128 noundef %0) #15
  %3 = mul nsw i64 %2, 10
  %4 = tail call i64 @lrintl(fp128 noundef %0) #15
  %5 = add nsw i64 %3, %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc double @fr(double noundef %0, i32 noundef %1) unnamed_addr #7 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #15
  %4 = call double @frexp(double noundef %0, ptr noundef nonnull %3) #15
  %5 = load i32, ptr %3, align 4, !tbaa !8
  %6 = sitofp i32 %5 to double
  %7 = fadd double %4, %6
  %8 = tail call double @ldexp(double noundef %0, i32 noundef %1) #15
  %9 = fadd double %8, %7
  %10 = tail call double @llvm.powi.f64.i32(double %0, i32 %1)
  %11 = fadd double %10, %9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #15
  ret double %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define internal fastcc float @frf(float noundef %0, i32 noundef %1) unnamed_addr #7 {
  %3 = tail call float @ldexpf(float noundef %0, i32 noundef %1) #15
  %4 = tail call float @llvm.powi.f32.i32(float %0, i32 %1)
  %5 = fadd float %4, %3
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.get.rounding() #10

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @llrint(double noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lroundf(float noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lrintf(float noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lroundl(fp128 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i64 @lrintl(fp128 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #8

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @ldexpf(float noundef, i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.fshl.i128(i128, i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.uadd.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.usub.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.uadd.sat.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.bswap.i128(i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smax.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umin.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.usub.sat.i128(i128, i128) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.sadd.sat.i16(i16, i16) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.sadd.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ssub.sat.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.abs.i128(i128, i1 immarg) #14

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { memory(none) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
