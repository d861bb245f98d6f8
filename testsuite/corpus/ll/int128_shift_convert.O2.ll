; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [10 x i128] [i128 0, i128 1, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 -170141183460469231731687303715884105728, i128 -1, i128 1267650600228229542234191560705, i128 -37778931862957161709568, i128 9007199254740993], align 16
@.str = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 0x43F0000000000000, double 0x43F0000000000000, double 1.000000e+30, double -1.000000e+30, double 0x47DFFFFFFFFFFFFF, double 0xC7E0000000000000, double 0x4330000000000002], align 16
@.str.2 = private unnamed_addr constant [5 x i8] c"d2s=\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" d2u=\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  (%g)\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x47DFF933C0000000, float 0xC7E0000000000000, float 5.000000e-01], align 16
@.str.5 = private unnamed_addr constant [5 x i8] c"f2s=\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c" (%g)\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"ld2s=\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c" ld2u=\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c" (%Lg)\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"i8=\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c" u16=\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c" i32=\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"u64=\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c" i64=\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"trunc i8=%d u32=%08x i64=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"shift hash %016llx\0A\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"cmp %d %d %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i128], align 16
  %2 = alloca [12 x double], align 16
  %3 = alloca float, align 16
  %4 = alloca float, align 4
  %5 = alloca float, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca [6 x i8], align 2
  %10 = alloca x86_fp80, align 16
  %11 = alloca [6 x i8], align 2
  %12 = alloca x86_fp80, align 16
  %13 = alloca [6 x i8], align 2
  %14 = alloca x86_fp80, align 16
  %15 = alloca [6 x i8], align 2
  %16 = alloca x86_fp80, align 16
  %17 = alloca [6 x i8], align 2
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.uv, i64 160, i1 true)
  br label %30

29:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr align 16 @__const.main.dv, i64 96, i1 true)
  br label %102

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %47, %30 ]
  %32 = getelementptr inbounds [10 x i128], ptr %1, i64 0, i64 %31
  %33 = load volatile i128, ptr %32, align 16, !tbaa !5
  %34 = trunc i128 %33 to i64
  %35 = lshr i128 %33, 64
  %36 = trunc nuw i128 %35 to i64
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str, i64 noundef %36, i64 noundef %34)
  %38 = tail call fastcc double @u2d(i64 noundef %34, i64 noundef %36)
  %39 = tail call fastcc float @u2f(i64 noundef %34, i64 noundef %36)
  %40 = fpext float %39 to double
  %41 = tail call fastcc x86_fp80 @u2ld(i64 noundef %34, i64 noundef %36)
  %42 = tail call fastcc double @s2d(i64 noundef %34, i64 noundef %36)
  %43 = tail call fastcc float @s2f(i64 noundef %34, i64 noundef %36)
  %44 = fpext float %43 to double
  %45 = tail call fastcc x86_fp80 @s2ld(i64 noundef %34, i64 noundef %36)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, double noundef %40, x86_fp80 noundef %41, double noundef %42, double noundef %44, x86_fp80 noundef %45)
  %47 = add nuw nsw i64 %31, 1
  %48 = icmp eq i64 %47, 10
  br i1 %48, label %29, label %30, !llvm.loop !9

49:                                               ; preds = %118
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %50 = load volatile float, ptr @__const.main.fv, align 16
  store volatile float %50, ptr %3, align 16
  %51 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4
  store volatile float %51, ptr %4, align 4
  %52 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 8
  store volatile float %52, ptr %5, align 8
  %53 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4
  store volatile float %53, ptr %6, align 4
  %54 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 16
  store volatile float %54, ptr %7, align 16
  %55 = load volatile float, ptr %3, align 16, !tbaa !11
  %56 = tail call fastcc { i64, i64 } @f2s(float noundef %55)
  %57 = extractvalue { i64, i64 } %56, 0
  %58 = extractvalue { i64, i64 } %56, 1
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %58, i64 noundef %57)
  %60 = load volatile float, ptr %3, align 16, !tbaa !11
  %61 = fpext float %60 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %61)
  %63 = load volatile float, ptr %4, align 4, !tbaa !11
  %64 = tail call fastcc { i64, i64 } @f2s(float noundef %63)
  %65 = extractvalue { i64, i64 } %64, 0
  %66 = extractvalue { i64, i64 } %64, 1
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %66, i64 noundef %65)
  %68 = load volatile float, ptr %4, align 4, !tbaa !11
  %69 = fpext float %68 to double
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %69)
  %71 = load volatile float, ptr %5, align 8, !tbaa !11
  %72 = tail call fastcc { i64, i64 } @f2s(float noundef %71)
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %74, i64 noundef %73)
  %76 = load volatile float, ptr %5, align 8, !tbaa !11
  %77 = fpext float %76 to double
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %77)
  %79 = load volatile float, ptr %6, align 4, !tbaa !11
  %80 = tail call fastcc { i64, i64 } @f2s(float noundef %79)
  %81 = extractvalue { i64, i64 } %80, 0
  %82 = extractvalue { i64, i64 } %80, 1
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %82, i64 noundef %81)
  %84 = load volatile float, ptr %6, align 4, !tbaa !11
  %85 = fpext float %84 to double
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %85)
  %87 = load volatile float, ptr %7, align 16, !tbaa !11
  %88 = tail call fastcc { i64, i64 } @f2s(float noundef %87)
  %89 = extractvalue { i64, i64 } %88, 0
  %90 = extractvalue { i64, i64 } %88, 1
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %90, i64 noundef %89)
  %92 = load volatile float, ptr %7, align 16, !tbaa !11
  %93 = fpext float %92 to double
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %93)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %17)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %9, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %11, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %13, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %15, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %17, i8 0, i64 6, i1 true)
  store volatile x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %8, align 16
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %10, align 16
  store volatile x86_fp80 0xK403F8000000000000000, ptr %12, align 16
  store volatile x86_fp80 0xK407DFFC99E3C66FD68D2, ptr %14, align 16
  store volatile x86_fp80 0xKC04BD124D8F8850364B5, ptr %16, align 16
  %95 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %96 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %95)
  %97 = extractvalue { i64, i64 } %96, 0
  %98 = extractvalue { i64, i64 } %96, 1
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %98, i64 noundef %97)
  %100 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %101 = fcmp ogt x86_fp80 %100, 0xK00000000000000000000
  br i1 %101, label %122, label %128

102:                                              ; preds = %29, %118
  %103 = phi i64 [ 0, %29 ], [ %120, %118 ]
  %104 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %103
  %105 = load volatile double, ptr %104, align 8, !tbaa !15
  %106 = tail call fastcc { i64, i64 } @d2s(double noundef %105)
  %107 = extractvalue { i64, i64 } %106, 0
  %108 = extractvalue { i64, i64 } %106, 1
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i64 noundef %108, i64 noundef %107)
  %110 = fcmp oge double %105, 0.000000e+00
  %111 = fcmp olt double %105, 3.400000e+38
  %112 = and i1 %110, %111
  br i1 %112, label %113, label %118

113:                                              ; preds = %102
  %114 = tail call fastcc { i64, i64 } @d2u(double noundef %105)
  %115 = extractvalue { i64, i64 } %114, 0
  %116 = extractvalue { i64, i64 } %114, 1
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i64 noundef %116, i64 noundef %115)
  br label %118

118:                                              ; preds = %113, %102
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %105)
  %120 = add nuw nsw i64 %103, 1
  %121 = icmp eq i64 %120, 12
  br i1 %121, label %49, label %102, !llvm.loop !17

122:                                              ; preds = %49
  %123 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %124 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %123)
  %125 = extractvalue { i64, i64 } %124, 0
  %126 = extractvalue { i64, i64 } %124, 1
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %126, i64 noundef %125)
  br label %128

128:                                              ; preds = %122, %49
  %129 = load volatile x86_fp80, ptr %8, align 16, !tbaa !13
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %129)
  %131 = load volatile x86_fp80, ptr %10, align 16, !tbaa !13
  %132 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %131)
  %133 = extractvalue { i64, i64 } %132, 0
  %134 = extractvalue { i64, i64 } %132, 1
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %134, i64 noundef %133)
  %136 = load volatile x86_fp80, ptr %10, align 16, !tbaa !13
  %137 = fcmp ogt x86_fp80 %136, 0xK00000000000000000000
  br i1 %137, label %138, label %144

138:                                              ; preds = %128
  %139 = load volatile x86_fp80, ptr %10, align 16, !tbaa !13
  %140 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %139)
  %141 = extractvalue { i64, i64 } %140, 0
  %142 = extractvalue { i64, i64 } %140, 1
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %142, i64 noundef %141)
  br label %144

144:                                              ; preds = %138, %128
  %145 = load volatile x86_fp80, ptr %10, align 16, !tbaa !13
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %145)
  %147 = load volatile x86_fp80, ptr %12, align 16, !tbaa !13
  %148 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %147)
  %149 = extractvalue { i64, i64 } %148, 0
  %150 = extractvalue { i64, i64 } %148, 1
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %150, i64 noundef %149)
  %152 = load volatile x86_fp80, ptr %12, align 16, !tbaa !13
  %153 = fcmp ogt x86_fp80 %152, 0xK00000000000000000000
  br i1 %153, label %154, label %160

154:                                              ; preds = %144
  %155 = load volatile x86_fp80, ptr %12, align 16, !tbaa !13
  %156 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %155)
  %157 = extractvalue { i64, i64 } %156, 0
  %158 = extractvalue { i64, i64 } %156, 1
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %158, i64 noundef %157)
  br label %160

160:                                              ; preds = %154, %144
  %161 = load volatile x86_fp80, ptr %12, align 16, !tbaa !13
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %161)
  %163 = load volatile x86_fp80, ptr %14, align 16, !tbaa !13
  %164 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %163)
  %165 = extractvalue { i64, i64 } %164, 0
  %166 = extractvalue { i64, i64 } %164, 1
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %166, i64 noundef %165)
  %168 = load volatile x86_fp80, ptr %14, align 16, !tbaa !13
  %169 = fcmp ogt x86_fp80 %168, 0xK00000000000000000000
  br i1 %169, label %170, label %176

170:                                              ; preds = %160
  %171 = load volatile x86_fp80, ptr %14, align 16, !tbaa !13
  %172 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %171)
  %173 = extractvalue { i64, i64 } %172, 0
  %174 = extractvalue { i64, i64 } %172, 1
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %174, i64 noundef %173)
  br label %176

176:                                              ; preds = %170, %160
  %177 = load volatile x86_fp80, ptr %14, align 16, !tbaa !13
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %177)
  %179 = load volatile x86_fp80, ptr %16, align 16, !tbaa !13
  %180 = tail call fastcc { i64, i64 } @ld2s(x86_fp80 noundef %179)
  %181 = extractvalue { i64, i64 } %180, 0
  %182 = extractvalue { i64, i64 } %180, 1
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %182, i64 noundef %181)
  %184 = load volatile x86_fp80, ptr %16, align 16, !tbaa !13
  %185 = fcmp ogt x86_fp80 %184, 0xK00000000000000000000
  br i1 %185, label %186, label %192

186:                                              ; preds = %176
  %187 = load volatile x86_fp80, ptr %16, align 16, !tbaa !13
  %188 = tail call fastcc { i64, i64 } @ld2u(x86_fp80 noundef %187)
  %189 = extractvalue { i64, i64 } %188, 0
  %190 = extractvalue { i64, i64 } %188, 1
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %190, i64 noundef %189)
  br label %192

192:                                              ; preds = %186, %176
  %193 = load volatile x86_fp80, ptr %16, align 16, !tbaa !13
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %193)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18)
  store volatile i8 -5, ptr %18, align 1, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %19)
  store volatile i16 -292, ptr %19, align 2, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  store volatile i32 -123456, ptr %20, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile i64 -81985529216486896, ptr %21, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile i64 -9223372036854775808, ptr %22, align 8, !tbaa !23
  %195 = load volatile i8, ptr %18, align 1, !tbaa !18
  %196 = tail call fastcc { i64, i64 } @from_i8(i8 noundef signext %195)
  %197 = extractvalue { i64, i64 } %196, 0
  %198 = extractvalue { i64, i64 } %196, 1
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10, i64 noundef %198, i64 noundef %197)
  %200 = load volatile i16, ptr %19, align 2, !tbaa !19
  %201 = tail call fastcc i64 @from_u16(i16 noundef zeroext %200)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11, i64 noundef 0, i64 noundef %201)
  %203 = load volatile i32, ptr %20, align 4, !tbaa !21
  %204 = tail call fastcc { i64, i64 } @from_i32(i32 noundef %203)
  %205 = extractvalue { i64, i64 } %204, 0
  %206 = extractvalue { i64, i64 } %204, 1
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i64 noundef %206, i64 noundef %205)
  %208 = tail call i32 @putchar(i32 10)
  %209 = load volatile i64, ptr %21, align 8, !tbaa !23
  %210 = tail call fastcc i64 @from_u64(i64 noundef %209)
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14, i64 noundef 0, i64 noundef %210)
  %212 = load volatile i64, ptr %22, align 8, !tbaa !23
  %213 = tail call fastcc { i64, i64 } @from_i64(i64 noundef %212)
  %214 = extractvalue { i64, i64 } %213, 0
  %215 = extractvalue { i64, i64 } %213, 1
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i64 noundef %215, i64 noundef %214)
  %217 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23)
  store volatile i128 1512366075204170938190968866339815417, ptr %23, align 16, !tbaa !5
  %218 = load volatile i128, ptr %23, align 16, !tbaa !5
  %219 = trunc i128 %218 to i64
  %220 = tail call fastcc signext i8 @to_i8(i64 noundef %219)
  %221 = sext i8 %220 to i32
  %222 = load volatile i128, ptr %23, align 16, !tbaa !5
  %223 = trunc i128 %222 to i64
  %224 = tail call fastcc i32 @to_u32(i64 noundef %223)
  %225 = load volatile i128, ptr %23, align 16, !tbaa !5
  %226 = trunc i128 %225 to i64
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %221, i32 noundef %224, i64 noundef %226)
  br label %256

228:                                              ; preds = %291
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %277)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24)
  store volatile i128 92233720368547758081, ptr %24, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25)
  store volatile i128 92233720368547758082, ptr %25, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26)
  store volatile i128 92233720368547758079, ptr %26, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %27)
  store volatile i128 -1, ptr %27, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store volatile i128 18446744073709551616, ptr %28, align 16, !tbaa !5
  %230 = load volatile i128, ptr %24, align 16, !tbaa !5
  %231 = load volatile i128, ptr %25, align 16, !tbaa !5
  %232 = icmp ult i128 %230, %231
  %233 = zext i1 %232 to i32
  %234 = load volatile i128, ptr %26, align 16, !tbaa !5
  %235 = load volatile i128, ptr %24, align 16, !tbaa !5
  %236 = icmp ult i128 %234, %235
  %237 = zext i1 %236 to i32
  %238 = load volatile i128, ptr %25, align 16, !tbaa !5
  %239 = load volatile i128, ptr %26, align 16, !tbaa !5
  %240 = icmp ugt i128 %238, %239
  %241 = zext i1 %240 to i32
  %242 = load volatile i128, ptr %27, align 16, !tbaa !5
  %243 = load volatile i128, ptr %28, align 16, !tbaa !5
  %244 = icmp slt i128 %242, %243
  %245 = zext i1 %244 to i32
  %246 = load volatile i128, ptr %27, align 16, !tbaa !5
  %247 = load volatile i128, ptr %28, align 16, !tbaa !5
  %248 = icmp ugt i128 %246, %247
  %249 = zext i1 %248 to i32
  %250 = load volatile i128, ptr %24, align 16, !tbaa !5
  %251 = icmp eq i128 %250, 92233720368547758081
  %252 = zext i1 %251 to i32
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %233, i32 noundef %237, i32 noundef %241, i32 noundef %245, i32 noundef %249, i32 noundef %252)
  %254 = trunc i64 %277 to i32
  %255 = and i32 %254, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #7
  ret i32 %255

256:                                              ; preds = %192, %291
  %257 = phi i64 [ 0, %192 ], [ %277, %291 ]
  %258 = phi i32 [ 0, %192 ], [ %292, %291 ]
  %259 = load volatile i128, ptr %23, align 16, !tbaa !5
  %260 = zext nneg i32 %258 to i128
  %261 = shl i128 %259, %260
  %262 = load volatile i128, ptr %23, align 16, !tbaa !5
  %263 = lshr i128 %262, %260
  %264 = load volatile i128, ptr %23, align 16, !tbaa !5
  %265 = ashr i128 %264, %260
  %266 = xor i128 %265, -1
  %267 = mul i64 %257, 31
  %268 = lshr i128 %261, 64
  %269 = xor i128 %268, %261
  %270 = xor i128 %269, %263
  %271 = lshr i128 %263, 64
  %272 = xor i128 %270, %271
  %273 = xor i128 %272, %266
  %274 = lshr i128 %266, 64
  %275 = xor i128 %273, %274
  %276 = trunc i128 %275 to i64
  %277 = add i64 %267, %276
  %278 = and i32 %258, 15
  %279 = icmp eq i32 %278, 15
  br i1 %279, label %280, label %291

280:                                              ; preds = %256
  %281 = trunc i128 %261 to i64
  %282 = trunc nuw i128 %268 to i64
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i64 noundef %282, i64 noundef %281)
  %284 = trunc i128 %263 to i64
  %285 = trunc nuw i128 %271 to i64
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %285, i64 noundef %284)
  %287 = trunc i128 %266 to i64
  %288 = trunc nuw i128 %274 to i64
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %288, i64 noundef %287)
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %258)
  br label %291

291:                                              ; preds = %280, %256
  %292 = add nuw nsw i32 %258, 1
  %293 = icmp eq i32 %292, 128
  br i1 %293, label %228, label %256, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @u2d(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = uitofp i128 %6 to double
  ret double %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @u2f(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = uitofp i128 %6 to float
  ret float %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @u2ld(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = uitofp i128 %6 to x86_fp80
  ret x86_fp80 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @s2d(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = sitofp i128 %6 to double
  ret double %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @s2f(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = sitofp i128 %6 to float
  ret float %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @s2ld(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = zext i64 %1 to i128
  %4 = shl nuw i128 %3, 64
  %5 = zext i64 %0 to i128
  %6 = or disjoint i128 %4, %5
  %7 = sitofp i128 %6 to x86_fp80
  ret x86_fp80 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @d2s(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i128
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @d2u(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i128
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @f2s(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i128
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ld2s(x86_fp80 noundef %0) unnamed_addr #4 {
  %2 = fptosi x86_fp80 %0 to i128
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @ld2u(x86_fp80 noundef %0) unnamed_addr #4 {
  %2 = fptoui x86_fp80 %0 to i128
  %3 = trunc i128 %2 to i64
  %4 = lshr i128 %2, 64
  %5 = trunc nuw i128 %4 to i64
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i8(i8 noundef signext %0) unnamed_addr #4 {
  %2 = sext i8 %0 to i64
  %3 = ashr i8 %0, 7
  %4 = sext i8 %3 to i64
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @from_u16(i16 noundef zeroext %0) unnamed_addr #4 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i32(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i64
  %3 = ashr i32 %0, 31
  %4 = sext i32 %3 to i64
  %5 = insertvalue { i64, i64 } poison, i64 %2, 0
  %6 = insertvalue { i64, i64 } %5, i64 %4, 1
  ret { i64, i64 } %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @from_u64(i64 noundef %0) unnamed_addr #4 {
  ret i64 %0
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i64 } @from_i64(i64 noundef %0) unnamed_addr #4 {
  %2 = ashr i64 %0, 63
  %3 = insertvalue { i64, i64 } poison, i64 %0, 0
  %4 = insertvalue { i64, i64 } %3, i64 %2, 1
  ret { i64, i64 } %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @to_i8(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @to_u32(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i32
  ret i32 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"__int128", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = !{!7, !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !7, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !7, i64 0}
!25 = distinct !{!25, !10}
