; ModuleID = 'programs/fp_bit_punning.c'
source_filename = "programs/fp_bit_punning.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fs = private unnamed_addr constant [6 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float -0.000000e+00], align 4
@.str = private unnamed_addr constant [28 x i8] c"float %a bits %08x back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"from bits: %a %a %a %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"double %a bits %016llx %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"make: %a %a %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"next_up %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"next_up(-0x1p-1074)=%a next_up(0)=%a next_up(max)=%a\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"words hi=%08x lo=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"long double bytes (10 significant):\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c" sizeof=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"magic guess %a\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"normal\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  %13 = load volatile float, ptr @__const.main.fs, align 4
  store volatile float %13, ptr %1, align 4
  %14 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 4), align 4
  store volatile float %14, ptr %2, align 4
  %15 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 8), align 4
  store volatile float %15, ptr %3, align 4
  %16 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 12), align 4
  store volatile float %16, ptr %4, align 4
  %17 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 16), align 4
  store volatile float %17, ptr %5, align 4
  %18 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fs, i64 20), align 4
  store volatile float %18, ptr %6, align 4
  %19 = load volatile float, ptr %1, align 4, !tbaa !6
  %20 = fpext float %19 to double
  %21 = load volatile float, ptr %1, align 4, !tbaa !6
  %22 = tail call fastcc i32 @fbits(float noundef %21)
  %23 = load volatile float, ptr %1, align 4, !tbaa !6
  %24 = tail call fastcc i32 @fbits(float noundef %23)
  %25 = tail call fastcc float @ffrom(i32 noundef %24)
  %26 = fpext float %25 to double
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, i32 noundef %22, double noundef %26)
  %28 = load volatile float, ptr %2, align 4, !tbaa !6
  %29 = fpext float %28 to double
  %30 = load volatile float, ptr %2, align 4, !tbaa !6
  %31 = tail call fastcc i32 @fbits(float noundef %30)
  %32 = load volatile float, ptr %2, align 4, !tbaa !6
  %33 = tail call fastcc i32 @fbits(float noundef %32)
  %34 = tail call fastcc float @ffrom(i32 noundef %33)
  %35 = fpext float %34 to double
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, i32 noundef %31, double noundef %35)
  %37 = load volatile float, ptr %3, align 4, !tbaa !6
  %38 = fpext float %37 to double
  %39 = load volatile float, ptr %3, align 4, !tbaa !6
  %40 = tail call fastcc i32 @fbits(float noundef %39)
  %41 = load volatile float, ptr %3, align 4, !tbaa !6
  %42 = tail call fastcc i32 @fbits(float noundef %41)
  %43 = tail call fastcc float @ffrom(i32 noundef %42)
  %44 = fpext float %43 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %38, i32 noundef %40, double noundef %44)
  %46 = load volatile float, ptr %4, align 4, !tbaa !6
  %47 = fpext float %46 to double
  %48 = load volatile float, ptr %4, align 4, !tbaa !6
  %49 = tail call fastcc i32 @fbits(float noundef %48)
  %50 = load volatile float, ptr %4, align 4, !tbaa !6
  %51 = tail call fastcc i32 @fbits(float noundef %50)
  %52 = tail call fastcc float @ffrom(i32 noundef %51)
  %53 = fpext float %52 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %47, i32 noundef %49, double noundef %53)
  %55 = load volatile float, ptr %5, align 4, !tbaa !6
  %56 = fpext float %55 to double
  %57 = load volatile float, ptr %5, align 4, !tbaa !6
  %58 = tail call fastcc i32 @fbits(float noundef %57)
  %59 = load volatile float, ptr %5, align 4, !tbaa !6
  %60 = tail call fastcc i32 @fbits(float noundef %59)
  %61 = tail call fastcc float @ffrom(i32 noundef %60)
  %62 = fpext float %61 to double
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56, i32 noundef %58, double noundef %62)
  %64 = load volatile float, ptr %6, align 4, !tbaa !6
  %65 = fpext float %64 to double
  %66 = load volatile float, ptr %6, align 4, !tbaa !6
  %67 = tail call fastcc i32 @fbits(float noundef %66)
  %68 = load volatile float, ptr %6, align 4, !tbaa !6
  %69 = tail call fastcc i32 @fbits(float noundef %68)
  %70 = tail call fastcc float @ffrom(i32 noundef %69)
  %71 = fpext float %70 to double
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65, i32 noundef %67, double noundef %71)
  %73 = tail call fastcc float @ffrom(i32 noundef 1065353217)
  %74 = fpext float %73 to double
  %75 = tail call fastcc float @ffrom(i32 noundef 1)
  %76 = fpext float %75 to double
  %77 = tail call fastcc float @ffrom(i32 noundef -8388608)
  %78 = fpext float %77 to double
  %79 = tail call fastcc float @ffrom(i32 noundef 2143289344)
  %80 = fcmp uno float %79, 0.000000e+00
  %81 = zext i1 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %74, double noundef %76, double noundef %78, i32 noundef %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile double 0.000000e+00, ptr %7, align 8
  store volatile double 0.000000e+00, ptr %8, align 8
  store volatile double 0.000000e+00, ptr %9, align 8
  store volatile double 0.000000e+00, ptr %10, align 8
  store volatile double 0.000000e+00, ptr %11, align 8
  store volatile double 1.000000e+00, ptr %7, align 8
  store volatile double -1.000000e-01, ptr %8, align 8
  store volatile double 1.000000e+308, ptr %9, align 8
  store volatile double 4.940660e-324, ptr %10, align 8
  %83 = load volatile double, ptr %7, align 8, !tbaa !10
  %84 = load volatile double, ptr %7, align 8, !tbaa !10
  %85 = tail call fastcc i64 @dbits(double noundef %84)
  %86 = load volatile double, ptr %7, align 8, !tbaa !10
  %87 = tail call fastcc i64 @dbits(double noundef %86)
  %88 = lshr i64 %87, 52
  %89 = trunc nuw nsw i64 %88 to i32
  %90 = and i32 %89, 2047
  %91 = and i64 %87, 4503599627370495
  switch i32 %90, label %98 [
    i32 2047, label %92
    i32 0, label %95
  ]

92:                                               ; preds = %0
  %93 = icmp eq i64 %91, 0
  %94 = select i1 %93, ptr @.str.12, ptr @.str.11
  br label %98

95:                                               ; preds = %0
  %96 = icmp eq i64 %91, 0
  %97 = select i1 %96, ptr @.str.14, ptr @.str.13
  br label %98

98:                                               ; preds = %0, %92, %95
  %99 = phi ptr [ %94, %92 ], [ %97, %95 ], [ @.str.15, %0 ]
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %83, i64 noundef %85, ptr noundef nonnull %99)
  %101 = load volatile double, ptr %8, align 8, !tbaa !10
  %102 = load volatile double, ptr %8, align 8, !tbaa !10
  %103 = tail call fastcc i64 @dbits(double noundef %102)
  %104 = load volatile double, ptr %8, align 8, !tbaa !10
  %105 = tail call fastcc i64 @dbits(double noundef %104)
  %106 = lshr i64 %105, 52
  %107 = trunc nuw nsw i64 %106 to i32
  %108 = and i32 %107, 2047
  %109 = and i64 %105, 4503599627370495
  switch i32 %108, label %116 [
    i32 2047, label %113
    i32 0, label %110
  ]

110:                                              ; preds = %98
  %111 = icmp eq i64 %109, 0
  %112 = select i1 %111, ptr @.str.14, ptr @.str.13
  br label %116

113:                                              ; preds = %98
  %114 = icmp eq i64 %109, 0
  %115 = select i1 %114, ptr @.str.12, ptr @.str.11
  br label %116

116:                                              ; preds = %113, %110, %98
  %117 = phi ptr [ %115, %113 ], [ %112, %110 ], [ @.str.15, %98 ]
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %101, i64 noundef %103, ptr noundef nonnull %117)
  %119 = load volatile double, ptr %9, align 8, !tbaa !10
  %120 = load volatile double, ptr %9, align 8, !tbaa !10
  %121 = tail call fastcc i64 @dbits(double noundef %120)
  %122 = load volatile double, ptr %9, align 8, !tbaa !10
  %123 = tail call fastcc i64 @dbits(double noundef %122)
  %124 = lshr i64 %123, 52
  %125 = trunc nuw nsw i64 %124 to i32
  %126 = and i32 %125, 2047
  %127 = and i64 %123, 4503599627370495
  switch i32 %126, label %134 [
    i32 2047, label %131
    i32 0, label %128
  ]

128:                                              ; preds = %116
  %129 = icmp eq i64 %127, 0
  %130 = select i1 %129, ptr @.str.14, ptr @.str.13
  br label %134

131:                                              ; preds = %116
  %132 = icmp eq i64 %127, 0
  %133 = select i1 %132, ptr @.str.12, ptr @.str.11
  br label %134

134:                                              ; preds = %131, %128, %116
  %135 = phi ptr [ %133, %131 ], [ %130, %128 ], [ @.str.15, %116 ]
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %119, i64 noundef %121, ptr noundef nonnull %135)
  %137 = load volatile double, ptr %10, align 8, !tbaa !10
  %138 = load volatile double, ptr %10, align 8, !tbaa !10
  %139 = tail call fastcc i64 @dbits(double noundef %138)
  %140 = load volatile double, ptr %10, align 8, !tbaa !10
  %141 = tail call fastcc i64 @dbits(double noundef %140)
  %142 = lshr i64 %141, 52
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = and i32 %143, 2047
  %145 = and i64 %141, 4503599627370495
  switch i32 %144, label %152 [
    i32 2047, label %149
    i32 0, label %146
  ]

146:                                              ; preds = %134
  %147 = icmp eq i64 %145, 0
  %148 = select i1 %147, ptr @.str.14, ptr @.str.13
  br label %152

149:                                              ; preds = %134
  %150 = icmp eq i64 %145, 0
  %151 = select i1 %150, ptr @.str.12, ptr @.str.11
  br label %152

152:                                              ; preds = %149, %146, %134
  %153 = phi ptr [ %151, %149 ], [ %148, %146 ], [ @.str.15, %134 ]
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %137, i64 noundef %139, ptr noundef nonnull %153)
  %155 = load volatile double, ptr %11, align 8, !tbaa !10
  %156 = load volatile double, ptr %11, align 8, !tbaa !10
  %157 = load volatile double, ptr %11, align 8, !tbaa !10
  %158 = tail call fastcc i64 @dbits(double noundef %157)
  %159 = lshr i64 %158, 52
  %160 = trunc nuw nsw i64 %159 to i32
  %161 = and i32 %160, 2047
  %162 = and i64 %158, 4503599627370495
  switch i32 %161, label %169 [
    i32 2047, label %166
    i32 0, label %163
  ]

163:                                              ; preds = %152
  %164 = icmp eq i64 %162, 0
  %165 = select i1 %164, ptr @.str.14, ptr @.str.13
  br label %169

166:                                              ; preds = %152
  %167 = icmp eq i64 %162, 0
  %168 = select i1 %167, ptr @.str.12, ptr @.str.11
  br label %169

169:                                              ; preds = %166, %163, %152
  %170 = phi ptr [ %168, %166 ], [ %165, %163 ], [ @.str.15, %152 ]
  %171 = tail call fastcc i64 @dbits(double noundef %156)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %155, i64 noundef %171, ptr noundef nonnull %170)
  %173 = tail call fastcc double @make(i32 noundef 0, i32 noundef 0, i64 noundef 1)
  %174 = tail call fastcc double @make(i32 noundef 1, i32 noundef 10, i64 noundef 2251799813685248)
  %175 = tail call fastcc double @make(i32 noundef 0, i32 noundef -1022, i64 noundef 0)
  %176 = tail call fastcc double @make(i32 noundef 0, i32 noundef 1023, i64 noundef -1)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %173, double noundef %174, double noundef %175, double noundef %176)
  %178 = tail call fastcc double @next_up(double noundef 1.000000e+00)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %178)
  %180 = tail call fastcc double @next_up(double noundef %178)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %180)
  %182 = tail call fastcc double @next_up(double noundef %180)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %182)
  %184 = tail call fastcc double @next_up(double noundef -4.940660e-324)
  %185 = tail call fastcc double @next_up(double noundef 0.000000e+00)
  %186 = tail call fastcc double @next_up(double noundef 0x7FEFFFFFFFFFFFFF)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %184, double noundef %185, double noundef %186)
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -1074266112, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  store volatile fp128 0xL0000000000000000BFFFC00000000000, ptr %12, align 16, !tbaa !12
  %189 = load volatile fp128, ptr %12, align 16, !tbaa !12
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  %191 = bitcast fp128 %189 to i128
  %192 = trunc i128 %191 to i32
  %193 = and i32 %192, 255
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %193)
  %195 = trunc i128 %191 to i32
  %196 = lshr i32 %195, 8
  %197 = and i32 %196, 255
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %197)
  %199 = trunc i128 %191 to i32
  %200 = lshr i32 %199, 16
  %201 = and i32 %200, 255
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %201)
  %203 = trunc i128 %191 to i32
  %204 = lshr i32 %203, 24
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %204)
  %206 = lshr i128 %191, 32
  %207 = trunc i128 %206 to i32
  %208 = and i32 %207, 255
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %208)
  %210 = lshr i128 %191, 40
  %211 = trunc i128 %210 to i32
  %212 = and i32 %211, 255
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %212)
  %214 = lshr i128 %191, 48
  %215 = trunc i128 %214 to i32
  %216 = and i32 %215, 255
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %216)
  %218 = lshr i128 %191, 56
  %219 = trunc i128 %218 to i32
  %220 = and i32 %219, 255
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %220)
  %222 = lshr i128 %191, 64
  %223 = trunc i128 %222 to i32
  %224 = and i32 %223, 255
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %224)
  %226 = lshr i128 %191, 72
  %227 = trunc i128 %226 to i32
  %228 = and i32 %227, 255
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %228)
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 16)
  %231 = tail call fastcc i32 @fbits(float noundef 2.000000e+00)
  %232 = lshr i32 %231, 1
  %233 = sub nsw i32 1597463007, %232
  %234 = tail call fastcc float @ffrom(i32 noundef %233)
  %235 = fpext float %234 to double
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %235)
  %237 = tail call fastcc i32 @fbits(float noundef 1.000000e+00)
  %238 = lshr i32 %237, 24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  ret i32 %238
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @fbits(float noundef %0) unnamed_addr #3 {
  %2 = bitcast float %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @ffrom(i32 noundef %0) unnamed_addr #3 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @dbits(double noundef %0) unnamed_addr #3 {
  %2 = bitcast double %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @make(i32 noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #3 {
  %4 = zext nneg i32 %0 to i64
  %5 = shl i64 %4, 63
  %6 = add nsw i32 %1, 1023
  %7 = zext nneg i32 %6 to i64
  %8 = shl i64 %7, 52
  %9 = and i64 %2, 4503599627370495
  %10 = or disjoint i64 %9, %5
  %11 = or i64 %10, %8
  %12 = tail call fastcc double @dfrom(i64 noundef %11)
  ret double %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @next_up(double noundef %0) unnamed_addr #3 {
  %2 = fcmp oeq double %0, 0.000000e+00
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = tail call fastcc i64 @dbits(double noundef %0)
  %5 = fcmp ogt double %0, 0.000000e+00
  %6 = select i1 %5, i64 1, i64 -1
  %7 = add i64 %4, %6
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i64 [ %7, %3 ], [ 1, %1 ]
  %10 = tail call fastcc double @dfrom(i64 noundef %9)
  ret double %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dfrom(i64 noundef %0) unnamed_addr #3 {
  %2 = bitcast i64 %0 to double
  ret double %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long double", !8, i64 0}
