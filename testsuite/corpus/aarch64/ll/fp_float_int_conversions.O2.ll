; ModuleID = 'programs/fp_float_int_conversions.c'
source_filename = "programs/fp_float_int_conversions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [19 x float] [float 0.000000e+00, float 0x3FECCCCCC0000000, float 0xBFECCCCCC0000000, float 1.500000e+00, float -1.500000e+00, float 0x405FF999A0000000, float 0xC0601CCCC0000000, float 2.555000e+02, float 3.276750e+04, float 0xC0E0001800000000, float 0x40EFFFFCC0000000, float 0x41DFFFFFE0000000, float 0x41E0000000000000, float 0x41EFFFFFE0000000, float 0x43DFFFFFE0000000, float 0x43E0000000000000, float 0x43EFFFFFE0000000, float 0xC3E0000000000000, float 0x4170000000000000], align 4
@.str = private unnamed_addr constant [7 x i8] c"%-14a:\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" i64=%lld\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c" u64=%llu\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c" u32=%u\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c" i32=%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c" i8=%d\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c" u8=%d\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" i16=%d\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" u16=%d\00", align 1
@__const.main.is = private unnamed_addr constant [9 x i32] [i32 16777216, i32 16777217, i32 16777218, i32 16777219, i32 33554434, i32 33554438, i32 -16777217, i32 2147483647, i32 -2147483648], align 4
@.str.10 = private unnamed_addr constant [14 x i8] c"i32 %d -> %a\0A\00", align 1
@__const.main.us = private unnamed_addr constant [4 x i32] [i32 -1, i32 -128, i32 -129, i32 -2147483647], align 4
@.str.11 = private unnamed_addr constant [14 x i8] c"u32 %u -> %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"i64 %lld -> %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"u64 %llu -> %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"small: %g %g %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [19 x float], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 76, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %1, ptr align 4 @__const.main.fs, i64 76, i1 true)
  br label %168

26:                                               ; preds = %227
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  %27 = load volatile i32, ptr @__const.main.is, align 4
  store volatile i32 %27, ptr %2, align 4
  %28 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 4), align 4
  store volatile i32 %28, ptr %3, align 4
  %29 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 8), align 4
  store volatile i32 %29, ptr %4, align 4
  %30 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 12), align 4
  store volatile i32 %30, ptr %5, align 4
  %31 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 16), align 4
  store volatile i32 %31, ptr %6, align 4
  %32 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 20), align 4
  store volatile i32 %32, ptr %7, align 4
  %33 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 24), align 4
  store volatile i32 %33, ptr %8, align 4
  %34 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 28), align 4
  store volatile i32 %34, ptr %9, align 4
  %35 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.is, i64 32), align 4
  store volatile i32 %35, ptr %10, align 4
  %36 = load volatile i32, ptr %2, align 4, !tbaa !6
  %37 = load volatile i32, ptr %2, align 4, !tbaa !6
  %38 = tail call fastcc float @i32f(i32 noundef %37)
  %39 = fpext float %38 to double
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %36, double noundef %39)
  %41 = load volatile i32, ptr %3, align 4, !tbaa !6
  %42 = load volatile i32, ptr %3, align 4, !tbaa !6
  %43 = tail call fastcc float @i32f(i32 noundef %42)
  %44 = fpext float %43 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %41, double noundef %44)
  %46 = load volatile i32, ptr %4, align 4, !tbaa !6
  %47 = load volatile i32, ptr %4, align 4, !tbaa !6
  %48 = tail call fastcc float @i32f(i32 noundef %47)
  %49 = fpext float %48 to double
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %46, double noundef %49)
  %51 = load volatile i32, ptr %5, align 4, !tbaa !6
  %52 = load volatile i32, ptr %5, align 4, !tbaa !6
  %53 = tail call fastcc float @i32f(i32 noundef %52)
  %54 = fpext float %53 to double
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51, double noundef %54)
  %56 = load volatile i32, ptr %6, align 4, !tbaa !6
  %57 = load volatile i32, ptr %6, align 4, !tbaa !6
  %58 = tail call fastcc float @i32f(i32 noundef %57)
  %59 = fpext float %58 to double
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %56, double noundef %59)
  %61 = load volatile i32, ptr %7, align 4, !tbaa !6
  %62 = load volatile i32, ptr %7, align 4, !tbaa !6
  %63 = tail call fastcc float @i32f(i32 noundef %62)
  %64 = fpext float %63 to double
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %61, double noundef %64)
  %66 = load volatile i32, ptr %8, align 4, !tbaa !6
  %67 = load volatile i32, ptr %8, align 4, !tbaa !6
  %68 = tail call fastcc float @i32f(i32 noundef %67)
  %69 = fpext float %68 to double
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %66, double noundef %69)
  %71 = load volatile i32, ptr %9, align 4, !tbaa !6
  %72 = load volatile i32, ptr %9, align 4, !tbaa !6
  %73 = tail call fastcc float @i32f(i32 noundef %72)
  %74 = fpext float %73 to double
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %71, double noundef %74)
  %76 = load volatile i32, ptr %10, align 4, !tbaa !6
  %77 = load volatile i32, ptr %10, align 4, !tbaa !6
  %78 = tail call fastcc float @i32f(i32 noundef %77)
  %79 = fpext float %78 to double
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %76, double noundef %79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  %81 = load volatile i32, ptr @__const.main.us, align 4
  store volatile i32 %81, ptr %11, align 4
  %82 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 4), align 4
  store volatile i32 %82, ptr %12, align 4
  %83 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 8), align 4
  store volatile i32 %83, ptr %13, align 4
  %84 = load volatile i32, ptr getelementptr inbounds (i8, ptr @__const.main.us, i64 12), align 4
  store volatile i32 %84, ptr %14, align 4
  %85 = load volatile i32, ptr %11, align 4, !tbaa !6
  %86 = load volatile i32, ptr %11, align 4, !tbaa !6
  %87 = tail call fastcc float @u32f(i32 noundef %86)
  %88 = fpext float %87 to double
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %85, double noundef %88)
  %90 = load volatile i32, ptr %12, align 4, !tbaa !6
  %91 = load volatile i32, ptr %12, align 4, !tbaa !6
  %92 = tail call fastcc float @u32f(i32 noundef %91)
  %93 = fpext float %92 to double
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90, double noundef %93)
  %95 = load volatile i32, ptr %13, align 4, !tbaa !6
  %96 = load volatile i32, ptr %13, align 4, !tbaa !6
  %97 = tail call fastcc float @u32f(i32 noundef %96)
  %98 = fpext float %97 to double
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %95, double noundef %98)
  %100 = load volatile i32, ptr %14, align 4, !tbaa !6
  %101 = load volatile i32, ptr %14, align 4, !tbaa !6
  %102 = tail call fastcc float @u32f(i32 noundef %101)
  %103 = fpext float %102 to double
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %100, double noundef %103)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile i64 0, ptr %15, align 8
  store volatile i64 0, ptr %16, align 8
  store volatile i64 0, ptr %17, align 8
  store volatile i64 0, ptr %18, align 8
  store volatile i64 0, ptr %19, align 8
  store volatile i64 16777217, ptr %15, align 8
  store volatile i64 9223372036854775807, ptr %16, align 8
  store volatile i64 -9223372036854775808, ptr %17, align 8
  store volatile i64 9223371487098961920, ptr %18, align 8
  store volatile i64 9223371487098961919, ptr %19, align 8
  %105 = load volatile i64, ptr %15, align 8, !tbaa !10
  %106 = load volatile i64, ptr %15, align 8, !tbaa !10
  %107 = tail call fastcc float @i64f(i64 noundef %106)
  %108 = fpext float %107 to double
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %105, double noundef %108)
  %110 = load volatile i64, ptr %16, align 8, !tbaa !10
  %111 = load volatile i64, ptr %16, align 8, !tbaa !10
  %112 = tail call fastcc float @i64f(i64 noundef %111)
  %113 = fpext float %112 to double
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %110, double noundef %113)
  %115 = load volatile i64, ptr %17, align 8, !tbaa !10
  %116 = load volatile i64, ptr %17, align 8, !tbaa !10
  %117 = tail call fastcc float @i64f(i64 noundef %116)
  %118 = fpext float %117 to double
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %115, double noundef %118)
  %120 = load volatile i64, ptr %18, align 8, !tbaa !10
  %121 = load volatile i64, ptr %18, align 8, !tbaa !10
  %122 = tail call fastcc float @i64f(i64 noundef %121)
  %123 = fpext float %122 to double
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %120, double noundef %123)
  %125 = load volatile i64, ptr %19, align 8, !tbaa !10
  %126 = load volatile i64, ptr %19, align 8, !tbaa !10
  %127 = tail call fastcc float @i64f(i64 noundef %126)
  %128 = fpext float %127 to double
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %125, double noundef %128)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile i64 0, ptr %20, align 8
  store volatile i64 0, ptr %21, align 8
  store volatile i64 0, ptr %22, align 8
  store volatile i64 0, ptr %23, align 8
  store volatile i64 0, ptr %24, align 8
  store volatile i64 0, ptr %25, align 8
  store volatile i64 -1, ptr %20, align 8
  store volatile i64 -549755813889, ptr %21, align 8
  store volatile i64 -549755813888, ptr %22, align 8
  store volatile i64 -9223371487098961920, ptr %23, align 8
  store volatile i64 -9223371487098961919, ptr %24, align 8
  store volatile i64 -9223372036854775807, ptr %25, align 8
  %130 = load volatile i64, ptr %20, align 8, !tbaa !10
  %131 = load volatile i64, ptr %20, align 8, !tbaa !10
  %132 = tail call fastcc float @u64f(i64 noundef %131)
  %133 = fpext float %132 to double
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %130, double noundef %133)
  %135 = load volatile i64, ptr %21, align 8, !tbaa !10
  %136 = load volatile i64, ptr %21, align 8, !tbaa !10
  %137 = tail call fastcc float @u64f(i64 noundef %136)
  %138 = fpext float %137 to double
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %135, double noundef %138)
  %140 = load volatile i64, ptr %22, align 8, !tbaa !10
  %141 = load volatile i64, ptr %22, align 8, !tbaa !10
  %142 = tail call fastcc float @u64f(i64 noundef %141)
  %143 = fpext float %142 to double
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %140, double noundef %143)
  %145 = load volatile i64, ptr %23, align 8, !tbaa !10
  %146 = load volatile i64, ptr %23, align 8, !tbaa !10
  %147 = tail call fastcc float @u64f(i64 noundef %146)
  %148 = fpext float %147 to double
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %145, double noundef %148)
  %150 = load volatile i64, ptr %24, align 8, !tbaa !10
  %151 = load volatile i64, ptr %24, align 8, !tbaa !10
  %152 = tail call fastcc float @u64f(i64 noundef %151)
  %153 = fpext float %152 to double
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %150, double noundef %153)
  %155 = load volatile i64, ptr %25, align 8, !tbaa !10
  %156 = load volatile i64, ptr %25, align 8, !tbaa !10
  %157 = tail call fastcc float @u64f(i64 noundef %156)
  %158 = fpext float %157 to double
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %155, double noundef %158)
  %160 = tail call fastcc float @i8f(i8 noundef -128)
  %161 = fpext float %160 to double
  %162 = tail call fastcc float @i8f(i8 noundef 127)
  %163 = fpext float %162 to double
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %161, double noundef 6.553500e+04, double noundef %163)
  %165 = tail call fastcc i64 @f2u64(float noundef 0x43EFFFFFE0000000)
  %166 = lshr i64 %165, 58
  %167 = trunc nuw nsw i64 %166 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 76, ptr nonnull %1) #7
  ret i32 %167

168:                                              ; preds = %0, %227
  %169 = phi i64 [ 0, %0 ], [ %229, %227 ]
  %170 = getelementptr inbounds [19 x float], ptr %1, i64 0, i64 %169
  %171 = load volatile float, ptr %170, align 4, !tbaa !12
  %172 = fpext float %171 to double
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %172)
  %174 = tail call float @llvm.fabs.f32(float %171)
  %175 = fcmp olt float %174, 0x43E0000000000000
  br i1 %175, label %176, label %179

176:                                              ; preds = %168
  %177 = tail call fastcc i64 @f2i64(float noundef %171)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %177)
  br label %179

179:                                              ; preds = %176, %168
  %180 = fcmp ogt float %171, -1.000000e+00
  %181 = fcmp olt float %171, 0x43F0000000000000
  %182 = and i1 %180, %181
  br i1 %182, label %183, label %186

183:                                              ; preds = %179
  %184 = tail call fastcc i64 @f2u64(float noundef %171)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %184)
  br label %186

186:                                              ; preds = %183, %179
  %187 = fcmp olt float %171, 0x41F0000000000000
  %188 = and i1 %180, %187
  br i1 %188, label %189, label %192

189:                                              ; preds = %186
  %190 = tail call fastcc i32 @f2u32(float noundef %171)
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %190)
  br label %192

192:                                              ; preds = %189, %186
  %193 = fcmp olt float %174, 0x41E0000000000000
  br i1 %193, label %194, label %197

194:                                              ; preds = %192
  %195 = tail call fastcc i32 @f2i32(float noundef %171)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %195)
  br label %197

197:                                              ; preds = %194, %192
  %198 = fcmp ogt float %171, -1.290000e+02
  %199 = fcmp olt float %171, 1.280000e+02
  %200 = and i1 %198, %199
  br i1 %200, label %201, label %205

201:                                              ; preds = %197
  %202 = tail call fastcc i8 @f2i8(float noundef %171)
  %203 = sext i8 %202 to i32
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %203)
  br label %205

205:                                              ; preds = %201, %197
  %206 = fcmp olt float %171, 2.560000e+02
  %207 = and i1 %180, %206
  br i1 %207, label %208, label %212

208:                                              ; preds = %205
  %209 = tail call fastcc i8 @f2u8(float noundef %171)
  %210 = zext i8 %209 to i32
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %210)
  br label %212

212:                                              ; preds = %208, %205
  %213 = fcmp ogt float %171, -3.276900e+04
  %214 = fcmp olt float %171, 3.276800e+04
  %215 = and i1 %213, %214
  br i1 %215, label %216, label %220

216:                                              ; preds = %212
  %217 = tail call fastcc i16 @f2i16(float noundef %171)
  %218 = sext i16 %217 to i32
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %218)
  br label %220

220:                                              ; preds = %216, %212
  %221 = fcmp olt float %171, 6.553600e+04
  %222 = and i1 %180, %221
  br i1 %222, label %223, label %227

223:                                              ; preds = %220
  %224 = tail call fastcc i16 @f2u16(float noundef %171)
  %225 = zext i16 %224 to i32
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %225)
  br label %227

227:                                              ; preds = %223, %220
  %228 = tail call i32 @putchar(i32 10)
  %229 = add nuw nsw i64 %169, 1
  %230 = icmp eq i64 %229, 19
  br i1 %230, label %26, label %168, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2i64(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f2u64(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2u32(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f2i32(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f2i8(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f2u8(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @f2i16(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @f2u16(float noundef %0) unnamed_addr #4 {
  %2 = fptoui float %0 to i16
  ret i16 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i32f(i32 noundef %0) unnamed_addr #4 {
  %2 = sitofp i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u32f(i32 noundef %0) unnamed_addr #4 {
  %2 = uitofp i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i64f(i64 noundef %0) unnamed_addr #4 {
  %2 = sitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u64f(i64 noundef %0) unnamed_addr #4 {
  %2 = uitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @i8f(i8 noundef %0) unnamed_addr #4 {
  %2 = sitofp i8 %0 to float
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
