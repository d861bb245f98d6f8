; ModuleID = 'programs/int128_shift_convert.c'
source_filename = "programs/int128_shift_convert.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.uv = private unnamed_addr constant [10 x i128] [i128 0, i128 1, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 -170141183460469231731687303715884105728, i128 -1, i128 1267650600228229542234191560705, i128 -37778931862957161709568, i128 9007199254740993], align 16
@.str = private unnamed_addr constant [3 x i8] c"u=\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c" d=%.17g f=%.9g ld=%.21Lg sd=%.17g sf=%.9g sld=%.21Lg\0A\00", align 1
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 0x43F0000000000000, double 0x43F0000000000000, double 1.000000e+30, double -1.000000e+30, double 0x47DFFFFFFFFFFFFF, double 0xC7E0000000000000, double 0x4330000000000002], align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"d2s=\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c" d2u=\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  (%g)\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [5 x float] [float 0x4415AF1D80000000, float 0xC415AF1D80000000, float 0x47DFF933C0000000, float 0xC7E0000000000000, float 5.000000e-01], align 4
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
  %2 = alloca [12 x double], align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca fp128, align 16
  %9 = alloca fp128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  %13 = alloca i8, align 4
  %14 = alloca i16, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.uv, i64 160, i1 true)
  br label %25

24:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr align 8 @__const.main.dv, i64 96, i1 true)
  br label %103

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %42, %25 ]
  %27 = getelementptr inbounds [10 x i128], ptr %1, i64 0, i64 %26
  %28 = load volatile i128, ptr %27, align 16, !tbaa !6
  %29 = lshr i128 %28, 64
  %30 = trunc nuw i128 %29 to i64
  %31 = trunc i128 %28 to i64
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str, i64 noundef %30, i64 noundef %31)
  %33 = tail call fastcc double @u2d(i128 noundef %28)
  %34 = tail call fastcc float @u2f(i128 noundef %28)
  %35 = fpext float %34 to double
  %36 = tail call fastcc fp128 @u2ld(i128 noundef %28)
  %37 = tail call fastcc double @s2d(i128 noundef %28)
  %38 = tail call fastcc float @s2f(i128 noundef %28)
  %39 = fpext float %38 to double
  %40 = tail call fastcc fp128 @s2ld(i128 noundef %28)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %33, double noundef %35, fp128 noundef %36, double noundef %37, double noundef %39, fp128 noundef %40)
  %42 = add nuw nsw i64 %26, 1
  %43 = icmp eq i64 %42, 10
  br i1 %43, label %24, label %25, !llvm.loop !10

44:                                               ; preds = %121
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  %45 = load volatile float, ptr @__const.main.fv, align 4
  store volatile float %45, ptr %3, align 4
  %46 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4
  store volatile float %46, ptr %4, align 4
  %47 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 4
  store volatile float %47, ptr %5, align 4
  %48 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4
  store volatile float %48, ptr %6, align 4
  %49 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 4
  store volatile float %49, ptr %7, align 4
  %50 = load volatile float, ptr %3, align 4, !tbaa !12
  %51 = tail call fastcc i128 @f2s(float noundef %50)
  %52 = lshr i128 %51, 64
  %53 = trunc nuw i128 %52 to i64
  %54 = trunc i128 %51 to i64
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %53, i64 noundef %54)
  %56 = load volatile float, ptr %3, align 4, !tbaa !12
  %57 = fpext float %56 to double
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %57)
  %59 = load volatile float, ptr %4, align 4, !tbaa !12
  %60 = tail call fastcc i128 @f2s(float noundef %59)
  %61 = lshr i128 %60, 64
  %62 = trunc nuw i128 %61 to i64
  %63 = trunc i128 %60 to i64
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %62, i64 noundef %63)
  %65 = load volatile float, ptr %4, align 4, !tbaa !12
  %66 = fpext float %65 to double
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %66)
  %68 = load volatile float, ptr %5, align 4, !tbaa !12
  %69 = tail call fastcc i128 @f2s(float noundef %68)
  %70 = lshr i128 %69, 64
  %71 = trunc nuw i128 %70 to i64
  %72 = trunc i128 %69 to i64
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %71, i64 noundef %72)
  %74 = load volatile float, ptr %5, align 4, !tbaa !12
  %75 = fpext float %74 to double
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %75)
  %77 = load volatile float, ptr %6, align 4, !tbaa !12
  %78 = tail call fastcc i128 @f2s(float noundef %77)
  %79 = lshr i128 %78, 64
  %80 = trunc nuw i128 %79 to i64
  %81 = trunc i128 %78 to i64
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %80, i64 noundef %81)
  %83 = load volatile float, ptr %6, align 4, !tbaa !12
  %84 = fpext float %83 to double
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %84)
  %86 = load volatile float, ptr %7, align 4, !tbaa !12
  %87 = tail call fastcc i128 @f2s(float noundef %86)
  %88 = lshr i128 %87, 64
  %89 = trunc nuw i128 %88 to i64
  %90 = trunc i128 %87 to i64
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, i64 noundef %89, i64 noundef %90)
  %92 = load volatile float, ptr %7, align 4, !tbaa !12
  %93 = fpext float %92 to double
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %93)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 16, i1 true)
  store volatile fp128 0xL9DBD480000000000406293E5939A08CE, ptr %8, align 16
  store volatile fp128 0xL9DBD480000000000C06293E5939A08CE, ptr %9, align 16
  store volatile fp128 0xL0001000000000000403F000000000000, ptr %10, align 16
  store volatile fp128 0xLD1A440DE82800000407DFF933C78CDFA, ptr %11, align 16
  store volatile fp128 0xLC96AFF2000000000C04BA249B1F10A06, ptr %12, align 16
  %95 = load volatile fp128, ptr %8, align 16, !tbaa !14
  %96 = tail call fastcc i128 @ld2s(fp128 noundef %95)
  %97 = lshr i128 %96, 64
  %98 = trunc nuw i128 %97 to i64
  %99 = trunc i128 %96 to i64
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %98, i64 noundef %99)
  %101 = load volatile fp128, ptr %8, align 16, !tbaa !14
  %102 = fcmp ogt fp128 %101, 0xL00000000000000000000000000000000
  br i1 %102, label %125, label %132

103:                                              ; preds = %24, %121
  %104 = phi i64 [ 0, %24 ], [ %123, %121 ]
  %105 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %104
  %106 = load volatile double, ptr %105, align 8, !tbaa !16
  %107 = tail call fastcc i128 @d2s(double noundef %106)
  %108 = lshr i128 %107, 64
  %109 = trunc nuw i128 %108 to i64
  %110 = trunc i128 %107 to i64
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, i64 noundef %109, i64 noundef %110)
  %112 = fcmp oge double %106, 0.000000e+00
  %113 = fcmp olt double %106, 3.400000e+38
  %114 = and i1 %112, %113
  br i1 %114, label %115, label %121

115:                                              ; preds = %103
  %116 = tail call fastcc i128 @d2u(double noundef %106)
  %117 = lshr i128 %116, 64
  %118 = trunc nuw i128 %117 to i64
  %119 = trunc i128 %116 to i64
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, i64 noundef %118, i64 noundef %119)
  br label %121

121:                                              ; preds = %115, %103
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %106)
  %123 = add nuw nsw i64 %104, 1
  %124 = icmp eq i64 %123, 12
  br i1 %124, label %44, label %103, !llvm.loop !18

125:                                              ; preds = %44
  %126 = load volatile fp128, ptr %8, align 16, !tbaa !14
  %127 = tail call fastcc i128 @ld2u(fp128 noundef %126)
  %128 = lshr i128 %127, 64
  %129 = trunc nuw i128 %128 to i64
  %130 = trunc i128 %127 to i64
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %129, i64 noundef %130)
  br label %132

132:                                              ; preds = %125, %44
  %133 = load volatile fp128, ptr %8, align 16, !tbaa !14
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %133)
  %135 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %136 = tail call fastcc i128 @ld2s(fp128 noundef %135)
  %137 = lshr i128 %136, 64
  %138 = trunc nuw i128 %137 to i64
  %139 = trunc i128 %136 to i64
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %138, i64 noundef %139)
  %141 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %142 = fcmp ogt fp128 %141, 0xL00000000000000000000000000000000
  br i1 %142, label %143, label %150

143:                                              ; preds = %132
  %144 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %145 = tail call fastcc i128 @ld2u(fp128 noundef %144)
  %146 = lshr i128 %145, 64
  %147 = trunc nuw i128 %146 to i64
  %148 = trunc i128 %145 to i64
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %147, i64 noundef %148)
  br label %150

150:                                              ; preds = %143, %132
  %151 = load volatile fp128, ptr %9, align 16, !tbaa !14
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %151)
  %153 = load volatile fp128, ptr %10, align 16, !tbaa !14
  %154 = tail call fastcc i128 @ld2s(fp128 noundef %153)
  %155 = lshr i128 %154, 64
  %156 = trunc nuw i128 %155 to i64
  %157 = trunc i128 %154 to i64
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %156, i64 noundef %157)
  %159 = load volatile fp128, ptr %10, align 16, !tbaa !14
  %160 = fcmp ogt fp128 %159, 0xL00000000000000000000000000000000
  br i1 %160, label %161, label %168

161:                                              ; preds = %150
  %162 = load volatile fp128, ptr %10, align 16, !tbaa !14
  %163 = tail call fastcc i128 @ld2u(fp128 noundef %162)
  %164 = lshr i128 %163, 64
  %165 = trunc nuw i128 %164 to i64
  %166 = trunc i128 %163 to i64
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %165, i64 noundef %166)
  br label %168

168:                                              ; preds = %161, %150
  %169 = load volatile fp128, ptr %10, align 16, !tbaa !14
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %169)
  %171 = load volatile fp128, ptr %11, align 16, !tbaa !14
  %172 = tail call fastcc i128 @ld2s(fp128 noundef %171)
  %173 = lshr i128 %172, 64
  %174 = trunc nuw i128 %173 to i64
  %175 = trunc i128 %172 to i64
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %174, i64 noundef %175)
  %177 = load volatile fp128, ptr %11, align 16, !tbaa !14
  %178 = fcmp ogt fp128 %177, 0xL00000000000000000000000000000000
  br i1 %178, label %179, label %186

179:                                              ; preds = %168
  %180 = load volatile fp128, ptr %11, align 16, !tbaa !14
  %181 = tail call fastcc i128 @ld2u(fp128 noundef %180)
  %182 = lshr i128 %181, 64
  %183 = trunc nuw i128 %182 to i64
  %184 = trunc i128 %181 to i64
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %183, i64 noundef %184)
  br label %186

186:                                              ; preds = %179, %168
  %187 = load volatile fp128, ptr %11, align 16, !tbaa !14
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %187)
  %189 = load volatile fp128, ptr %12, align 16, !tbaa !14
  %190 = tail call fastcc i128 @ld2s(fp128 noundef %189)
  %191 = lshr i128 %190, 64
  %192 = trunc nuw i128 %191 to i64
  %193 = trunc i128 %190 to i64
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, i64 noundef %192, i64 noundef %193)
  %195 = load volatile fp128, ptr %12, align 16, !tbaa !14
  %196 = fcmp ogt fp128 %195, 0xL00000000000000000000000000000000
  br i1 %196, label %197, label %204

197:                                              ; preds = %186
  %198 = load volatile fp128, ptr %12, align 16, !tbaa !14
  %199 = tail call fastcc i128 @ld2u(fp128 noundef %198)
  %200 = lshr i128 %199, 64
  %201 = trunc nuw i128 %200 to i64
  %202 = trunc i128 %199 to i64
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, i64 noundef %201, i64 noundef %202)
  br label %204

204:                                              ; preds = %197, %186
  %205 = load volatile fp128, ptr %12, align 16, !tbaa !14
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %205)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13)
  store volatile i8 -5, ptr %13, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %14)
  store volatile i16 -292, ptr %14, align 4, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  store volatile i32 -123456, ptr %15, align 4, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile i64 -81985529216486896, ptr %16, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile i64 -9223372036854775808, ptr %17, align 8, !tbaa !24
  %207 = load volatile i8, ptr %13, align 4, !tbaa !19
  %208 = tail call fastcc i128 @from_i8(i8 noundef %207)
  %209 = lshr i128 %208, 64
  %210 = trunc nuw i128 %209 to i64
  %211 = trunc nsw i128 %208 to i64
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10, i64 noundef %210, i64 noundef %211)
  %213 = load volatile i16, ptr %14, align 4, !tbaa !20
  %214 = tail call fastcc i128 @from_u16(i16 noundef %213)
  %215 = trunc nuw nsw i128 %214 to i64
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11, i64 noundef 0, i64 noundef %215)
  %217 = load volatile i32, ptr %15, align 4, !tbaa !22
  %218 = tail call fastcc i128 @from_i32(i32 noundef %217)
  %219 = lshr i128 %218, 64
  %220 = trunc nuw i128 %219 to i64
  %221 = trunc nsw i128 %218 to i64
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, i64 noundef %220, i64 noundef %221)
  %223 = tail call i32 @putchar(i32 10)
  %224 = load volatile i64, ptr %16, align 8, !tbaa !24
  %225 = tail call fastcc i128 @from_u64(i64 noundef %224)
  %226 = trunc nuw i128 %225 to i64
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14, i64 noundef 0, i64 noundef %226)
  %228 = load volatile i64, ptr %17, align 8, !tbaa !24
  %229 = tail call fastcc i128 @from_i64(i64 noundef %228)
  %230 = lshr i128 %229, 64
  %231 = trunc nuw i128 %230 to i64
  %232 = trunc nsw i128 %229 to i64
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, i64 noundef %231, i64 noundef %232)
  %234 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18)
  store volatile i128 1512366075204170938190968866339815417, ptr %18, align 16, !tbaa !6
  %235 = load volatile i128, ptr %18, align 16, !tbaa !6
  %236 = tail call fastcc i8 @to_i8(i128 noundef %235)
  %237 = sext i8 %236 to i32
  %238 = load volatile i128, ptr %18, align 16, !tbaa !6
  %239 = tail call fastcc i32 @to_u32(i128 noundef %238)
  %240 = load volatile i128, ptr %18, align 16, !tbaa !6
  %241 = tail call fastcc i64 @to_i64(i128 noundef %240)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %237, i32 noundef %239, i64 noundef %241)
  br label %271

243:                                              ; preds = %307
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %290)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19)
  store volatile i128 92233720368547758081, ptr %19, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20)
  store volatile i128 92233720368547758082, ptr %20, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store volatile i128 92233720368547758079, ptr %21, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22)
  store volatile i128 -1, ptr %22, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23)
  store volatile i128 18446744073709551616, ptr %23, align 16, !tbaa !6
  %245 = load volatile i128, ptr %19, align 16, !tbaa !6
  %246 = load volatile i128, ptr %20, align 16, !tbaa !6
  %247 = icmp ult i128 %245, %246
  %248 = zext i1 %247 to i32
  %249 = load volatile i128, ptr %21, align 16, !tbaa !6
  %250 = load volatile i128, ptr %19, align 16, !tbaa !6
  %251 = icmp ult i128 %249, %250
  %252 = zext i1 %251 to i32
  %253 = load volatile i128, ptr %20, align 16, !tbaa !6
  %254 = load volatile i128, ptr %21, align 16, !tbaa !6
  %255 = icmp ugt i128 %253, %254
  %256 = zext i1 %255 to i32
  %257 = load volatile i128, ptr %22, align 16, !tbaa !6
  %258 = load volatile i128, ptr %23, align 16, !tbaa !6
  %259 = icmp slt i128 %257, %258
  %260 = zext i1 %259 to i32
  %261 = load volatile i128, ptr %22, align 16, !tbaa !6
  %262 = load volatile i128, ptr %23, align 16, !tbaa !6
  %263 = icmp ugt i128 %261, %262
  %264 = zext i1 %263 to i32
  %265 = load volatile i128, ptr %19, align 16, !tbaa !6
  %266 = icmp eq i128 %265, 92233720368547758081
  %267 = zext i1 %266 to i32
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %248, i32 noundef %252, i32 noundef %256, i32 noundef %260, i32 noundef %264, i32 noundef %267)
  %269 = trunc i64 %290 to i32
  %270 = and i32 %269, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #7
  ret i32 %270

271:                                              ; preds = %204, %307
  %272 = phi i32 [ 0, %204 ], [ %308, %307 ]
  %273 = phi i64 [ 0, %204 ], [ %290, %307 ]
  %274 = load volatile i128, ptr %18, align 16, !tbaa !6
  %275 = zext nneg i32 %272 to i128
  %276 = shl i128 %274, %275
  %277 = load volatile i128, ptr %18, align 16, !tbaa !6
  %278 = lshr i128 %277, %275
  %279 = load volatile i128, ptr %18, align 16, !tbaa !6
  %280 = ashr i128 %279, %275
  %281 = xor i128 %280, -1
  %282 = mul i64 %273, 31
  %283 = xor i128 %278, %276
  %284 = xor i128 %283, %281
  %285 = lshr i128 %284, 64
  %286 = xor i128 %276, %285
  %287 = xor i128 %286, %278
  %288 = xor i128 %287, %281
  %289 = trunc i128 %288 to i64
  %290 = add i64 %282, %289
  %291 = and i32 %272, 15
  %292 = icmp eq i32 %291, 15
  br i1 %292, label %293, label %307

293:                                              ; preds = %271
  %294 = lshr i128 %276, 64
  %295 = trunc nuw i128 %294 to i64
  %296 = trunc i128 %276 to i64
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.17, i64 noundef %295, i64 noundef %296)
  %298 = lshr i128 %278, 64
  %299 = trunc nuw i128 %298 to i64
  %300 = trunc i128 %278 to i64
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %299, i64 noundef %300)
  %302 = lshr i128 %281, 64
  %303 = trunc nuw i128 %302 to i64
  %304 = trunc i128 %281 to i64
  %305 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.18, i64 noundef %303, i64 noundef %304)
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %272)
  br label %307

307:                                              ; preds = %293, %271
  %308 = add nuw nsw i32 %272, 1
  %309 = icmp eq i32 %308, 128
  br i1 %309, label %243, label %271, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @u2d(i128 noundef %0) unnamed_addr #4 {
  %2 = uitofp i128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @u2f(i128 noundef %0) unnamed_addr #4 {
  %2 = uitofp i128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @u2ld(i128 noundef %0) unnamed_addr #4 {
  %2 = uitofp i128 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @s2d(i128 noundef %0) unnamed_addr #4 {
  %2 = sitofp i128 %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @s2f(i128 noundef %0) unnamed_addr #4 {
  %2 = sitofp i128 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @s2ld(i128 noundef %0) unnamed_addr #4 {
  %2 = sitofp i128 %0 to fp128
  ret fp128 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @d2s(double noundef %0) unnamed_addr #4 {
  %2 = fptosi double %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @d2u(double noundef %0) unnamed_addr #4 {
  %2 = fptoui double %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @f2s(float noundef %0) unnamed_addr #4 {
  %2 = fptosi float %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @ld2s(fp128 noundef %0) unnamed_addr #4 {
  %2 = fptosi fp128 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i128 @ld2u(fp128 noundef %0) unnamed_addr #4 {
  %2 = fptoui fp128 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 -128, 128) i128 @from_i8(i8 noundef %0) unnamed_addr #4 {
  %2 = sext i8 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 0, 65536) i128 @from_u16(i16 noundef %0) unnamed_addr #4 {
  %2 = zext i16 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 -2147483648, 2147483648) i128 @from_i32(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 0, 18446744073709551616) i128 @from_u64(i64 noundef %0) unnamed_addr #4 {
  %2 = zext i64 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i128 -9223372036854775808, 9223372036854775808) i128 @from_i64(i64 noundef %0) unnamed_addr #4 {
  %2 = sext i64 %0 to i128
  ret i128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @to_i8(i128 noundef %0) unnamed_addr #4 {
  %2 = trunc i128 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @to_u32(i128 noundef %0) unnamed_addr #4 {
  %2 = trunc i128 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @to_i64(i128 noundef %0) unnamed_addr #4 {
  %2 = trunc i128 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
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
!7 = !{!"__int128", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = !{!8, !8, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !8, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !8, i64 0}
!26 = distinct !{!26, !11}
