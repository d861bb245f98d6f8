; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c" | i8: %d%d%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant [4 x float] [float 0.000000e+00, float -0.000000e+00, float 0x36A0000000000000, float 0x7FF8000000000000], align 4
@.str.2 = private unnamed_addr constant [11 x i8] c" | float: \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c" | ptr: %d%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [51 x i8] c"bool_sum=%d xor=%d%d%d%d in_range=%d%d%d not=%d%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"pack=%05x sizeof(bool)=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"flags %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"r1=%d r2=%d r3=%d cnt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca [20 x i8], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 0, ptr %1, align 8
  store volatile i64 0, ptr %2, align 8
  store volatile i64 0, ptr %3, align 8
  store volatile i64 0, ptr %4, align 8
  store volatile i64 0, ptr %5, align 8
  store volatile i64 0, ptr %6, align 8
  store volatile i64 1, ptr %2, align 8
  store volatile i64 2, ptr %3, align 8
  store volatile i64 256, ptr %4, align 8
  store volatile i64 4294967296, ptr %5, align 8
  store volatile i64 -9223372036854775808, ptr %6, align 8
  %22 = load volatile i64, ptr %1, align 8, !tbaa !6
  %23 = tail call fastcc i1 @from_u64(i64 noundef %22)
  %24 = zext i1 %23 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  %26 = load volatile i64, ptr %2, align 8, !tbaa !6
  %27 = tail call fastcc i1 @from_u64(i64 noundef %26)
  %28 = zext i1 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28)
  %30 = load volatile i64, ptr %3, align 8, !tbaa !6
  %31 = tail call fastcc i1 @from_u64(i64 noundef %30)
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32)
  %34 = load volatile i64, ptr %4, align 8, !tbaa !6
  %35 = tail call fastcc i1 @from_u64(i64 noundef %34)
  %36 = zext i1 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %36)
  %38 = load volatile i64, ptr %5, align 8, !tbaa !6
  %39 = tail call fastcc i1 @from_u64(i64 noundef %38)
  %40 = zext i1 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40)
  %42 = load volatile i64, ptr %6, align 8, !tbaa !6
  %43 = tail call fastcc i1 @from_u64(i64 noundef %42)
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %44)
  %46 = tail call fastcc i1 @from_i8(i8 noundef 0)
  %47 = zext i1 %46 to i32
  %48 = tail call fastcc i1 @from_i8(i8 noundef -128)
  %49 = zext i1 %48 to i32
  %50 = tail call fastcc i1 @from_i8(i8 noundef 64)
  %51 = zext i1 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 0.000000e+00, ptr %7, align 8
  store volatile double 0.000000e+00, ptr %8, align 8
  store volatile double 0.000000e+00, ptr %9, align 8
  store volatile double 0.000000e+00, ptr %10, align 8
  store volatile double 0.000000e+00, ptr %11, align 8
  store volatile double 0.000000e+00, ptr %12, align 8
  store volatile double 0.000000e+00, ptr %13, align 8
  store volatile double -0.000000e+00, ptr %8, align 8
  store volatile double 5.000000e-01, ptr %9, align 8
  store volatile double -1.000000e-300, ptr %10, align 8
  store volatile double 4.940660e-324, ptr %11, align 8
  store volatile double 0x7FF0000000000000, ptr %12, align 8
  store volatile double 0x7FF8000000000000, ptr %13, align 8
  %53 = load volatile double, ptr %7, align 8, !tbaa !10
  %54 = tail call fastcc i1 @from_double(double noundef %53)
  %55 = zext i1 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55)
  %57 = load volatile double, ptr %8, align 8, !tbaa !10
  %58 = tail call fastcc i1 @from_double(double noundef %57)
  %59 = zext i1 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59)
  %61 = load volatile double, ptr %9, align 8, !tbaa !10
  %62 = tail call fastcc i1 @from_double(double noundef %61)
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63)
  %65 = load volatile double, ptr %10, align 8, !tbaa !10
  %66 = tail call fastcc i1 @from_double(double noundef %65)
  %67 = zext i1 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  %69 = load volatile double, ptr %11, align 8, !tbaa !10
  %70 = tail call fastcc i1 @from_double(double noundef %69)
  %71 = zext i1 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = load volatile double, ptr %12, align 8, !tbaa !10
  %74 = tail call fastcc i1 @from_double(double noundef %73)
  %75 = zext i1 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75)
  %77 = load volatile double, ptr %13, align 8, !tbaa !10
  %78 = tail call fastcc i1 @from_double(double noundef %77)
  %79 = zext i1 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  %81 = load volatile float, ptr @__const.main.f, align 4
  store volatile float %81, ptr %14, align 4
  %82 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4
  store volatile float %82, ptr %15, align 4
  %83 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 4
  store volatile float %83, ptr %16, align 4
  %84 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4
  store volatile float %84, ptr %17, align 4
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %86 = load volatile float, ptr %14, align 4, !tbaa !12
  %87 = tail call fastcc i1 @from_float(float noundef %86)
  %88 = zext i1 %87 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88)
  %90 = load volatile float, ptr %15, align 4, !tbaa !12
  %91 = tail call fastcc i1 @from_float(float noundef %90)
  %92 = zext i1 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %92)
  %94 = load volatile float, ptr %16, align 4, !tbaa !12
  %95 = tail call fastcc i1 @from_float(float noundef %94)
  %96 = zext i1 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96)
  %98 = load volatile float, ptr %17, align 4, !tbaa !12
  %99 = tail call fastcc i1 @from_float(float noundef %98)
  %100 = zext i1 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %100)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #6
  %102 = call fastcc i1 @from_ptr(ptr noundef nonnull %18)
  %103 = zext i1 %102 to i32
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef 0)
  %105 = call fastcc i1 @bool_xor(i1 noundef false, i1 noundef false)
  %106 = zext i1 %105 to i32
  %107 = call fastcc i1 @bool_xor(i1 noundef false, i1 noundef true)
  %108 = zext i1 %107 to i32
  %109 = call fastcc i1 @bool_xor(i1 noundef true, i1 noundef false)
  %110 = zext i1 %109 to i32
  %111 = call fastcc i1 @bool_xor(i1 noundef true, i1 noundef true)
  %112 = zext i1 %111 to i32
  %113 = call fastcc i1 @in_range(i32 noundef 5)
  %114 = zext i1 %113 to i32
  %115 = call fastcc i1 @in_range(i32 noundef 0)
  %116 = zext i1 %115 to i32
  %117 = call fastcc i1 @in_range(i32 noundef 11)
  %118 = zext i1 %117 to i32
  %119 = call fastcc i1 @not_b(i1 noundef false)
  %120 = zext i1 %119 to i32
  %121 = call fastcc i1 @not_b(i1 noundef true)
  %122 = zext i1 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %106, i32 noundef %108, i32 noundef %110, i32 noundef %112, i32 noundef %114, i32 noundef %116, i32 noundef %118, i32 noundef %120, i32 noundef %122)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %19) #6
  store <16 x i8> <i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0>, ptr %19, align 16, !tbaa !14
  %124 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i8> <i8 1, i8 0, i8 0, i8 1>, ptr %124, align 16, !tbaa !14
  %125 = call fastcc i32 @pack(ptr noundef nonnull %19)
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %125, i64 noundef 1)
  %127 = call fastcc [2 x i64] @toggle([2 x i64] [i64 256, i64 0])
  %128 = extractvalue [2 x i64] %127, 0
  %129 = extractvalue [2 x i64] %127, 1
  %130 = lshr i64 %128, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = trunc i64 %128 to i32
  %133 = and i32 %132, 1
  %134 = trunc i64 %128 to i32
  %135 = lshr i32 %134, 8
  %136 = and i32 %135, 1
  %137 = trunc i64 %129 to i32
  %138 = and i32 %137, 1
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %133, i32 noundef %136, i32 noundef %131, i32 noundef %138)
  %140 = and i64 %129, 4294967295
  %141 = insertvalue [2 x i64] %127, i64 %140, 1
  %142 = call fastcc [2 x i64] @toggle([2 x i64] %141)
  %143 = extractvalue [2 x i64] %142, 0
  %144 = extractvalue [2 x i64] %142, 1
  %145 = lshr i64 %143, 32
  %146 = trunc nuw i64 %145 to i32
  %147 = trunc i64 %143 to i32
  %148 = and i32 %147, 1
  %149 = trunc i64 %143 to i32
  %150 = lshr i32 %149, 8
  %151 = and i32 %150, 1
  %152 = trunc i64 %144 to i32
  %153 = and i32 %152, 1
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %148, i32 noundef %151, i32 noundef %146, i32 noundef %153)
  %155 = and i64 %144, 4294967295
  %156 = insertvalue [2 x i64] %142, i64 %155, 1
  %157 = call fastcc [2 x i64] @toggle([2 x i64] %156)
  %158 = extractvalue [2 x i64] %157, 0
  %159 = extractvalue [2 x i64] %157, 1
  %160 = lshr i64 %158, 32
  %161 = trunc nuw i64 %160 to i32
  %162 = trunc i64 %158 to i32
  %163 = and i32 %162, 1
  %164 = trunc i64 %158 to i32
  %165 = lshr i32 %164, 8
  %166 = and i32 %165, 1
  %167 = trunc i64 %159 to i32
  %168 = and i32 %167, 1
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %163, i32 noundef %166, i32 noundef %161, i32 noundef %168)
  %170 = and i64 %159, 4294967295
  %171 = insertvalue [2 x i64] %157, i64 %170, 1
  %172 = call fastcc [2 x i64] @toggle([2 x i64] %171)
  %173 = extractvalue [2 x i64] %172, 0
  %174 = extractvalue [2 x i64] %172, 1
  %175 = lshr i64 %173, 32
  %176 = trunc nuw i64 %175 to i32
  %177 = trunc i64 %173 to i32
  %178 = and i32 %177, 1
  %179 = trunc i64 %173 to i32
  %180 = lshr i32 %179, 8
  %181 = and i32 %180, 1
  %182 = trunc i64 %174 to i32
  %183 = and i32 %182, 1
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %178, i32 noundef %181, i32 noundef %176, i32 noundef %183)
  %185 = and i64 %174, 4294967295
  %186 = insertvalue [2 x i64] %172, i64 %185, 1
  %187 = call fastcc [2 x i64] @toggle([2 x i64] %186)
  %188 = extractvalue [2 x i64] %187, 0
  %189 = extractvalue [2 x i64] %187, 1
  %190 = lshr i64 %188, 32
  %191 = trunc nuw i64 %190 to i32
  %192 = trunc i64 %188 to i32
  %193 = and i32 %192, 1
  %194 = trunc i64 %188 to i32
  %195 = lshr i32 %194, 8
  %196 = and i32 %195, 1
  %197 = trunc i64 %189 to i32
  %198 = and i32 %197, 1
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %193, i32 noundef %196, i32 noundef %191, i32 noundef %198)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  store volatile i32 3, ptr %20, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  store volatile i32 0, ptr %21, align 4, !tbaa !16
  %200 = load volatile i32, ptr %20, align 4, !tbaa !16
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %206, label %202

202:                                              ; preds = %0
  %203 = load volatile i32, ptr %21, align 4, !tbaa !16
  %204 = icmp ne i32 %203, 0
  %205 = zext i1 %204 to i32
  br label %206

206:                                              ; preds = %202, %0
  %207 = phi i32 [ 0, %0 ], [ %205, %202 ]
  %208 = load volatile i32, ptr %20, align 4, !tbaa !16
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %210, label %214

210:                                              ; preds = %206
  %211 = load volatile i32, ptr %21, align 4, !tbaa !16
  %212 = icmp ne i32 %211, 0
  %213 = zext i1 %212 to i32
  br label %214

214:                                              ; preds = %210, %206
  %215 = phi i32 [ 1, %206 ], [ %213, %210 ]
  %216 = load volatile i32, ptr %20, align 4, !tbaa !16
  %217 = icmp ne i32 %216, 0
  %218 = add nuw nsw i32 %215, %207
  %219 = zext i1 %217 to i32
  %220 = add nuw nsw i32 %218, %219
  %221 = load volatile i32, ptr %20, align 4, !tbaa !16
  %222 = load volatile i32, ptr %21, align 4, !tbaa !16
  %223 = icmp sgt i32 %221, %222
  %224 = zext i1 %223 to i32
  %225 = add nuw nsw i32 %220, %224
  %226 = load volatile i32, ptr %20, align 4, !tbaa !16
  %227 = icmp eq i32 %226, 3
  %228 = zext i1 %227 to i32
  %229 = add nuw nsw i32 %225, %228
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %207, i32 noundef %215, i32 noundef %219, i32 noundef %229)
  %231 = add nsw i32 %229, %191
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %19) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  ret i32 %231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_u64(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp ne i64 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_i8(i8 noundef %0) unnamed_addr #3 {
  %2 = icmp ne i8 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_double(double noundef %0) unnamed_addr #3 {
  %2 = fcmp une double %0, 0.000000e+00
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_float(float noundef %0) unnamed_addr #3 {
  %2 = fcmp une float %0, 0.000000e+00
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @from_ptr(ptr noundef readnone %0) unnamed_addr #3 {
  %2 = icmp ne ptr %0, null
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @bool_xor(i1 noundef %0, i1 noundef %1) unnamed_addr #3 {
  %3 = xor i1 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @in_range(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 10
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i1 @not_b(i1 noundef %0) unnamed_addr #3 {
  %2 = xor i1 %0, true
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @pack(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 1, !tbaa !14, !range !18, !noundef !19
  %3 = getelementptr inbounds i8, ptr %0, i64 1
  %4 = load <4 x i8>, ptr %3, align 1, !tbaa !14
  %5 = shl nuw nsw <4 x i8> %4, <i8 1, i8 2, i8 3, i8 4>
  %6 = getelementptr inbounds i8, ptr %0, i64 5
  %7 = load i8, ptr %6, align 1, !tbaa !14, !range !18, !noundef !19
  %8 = shl nuw nsw i8 %7, 5
  %9 = getelementptr inbounds i8, ptr %0, i64 6
  %10 = load i8, ptr %9, align 1, !tbaa !14, !range !18, !noundef !19
  %11 = shl nuw nsw i8 %10, 6
  %12 = getelementptr inbounds i8, ptr %0, i64 7
  %13 = load i8, ptr %12, align 1, !tbaa !14, !range !18, !noundef !19
  %14 = shl nuw i8 %13, 7
  %15 = tail call i8 @llvm.vector.reduce.or.v4i8(<4 x i8> %5)
  %16 = or i8 %15, %8
  %17 = or disjoint i8 %11, %14
  %18 = or i8 %16, %17
  %19 = or disjoint i8 %18, %2
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load i8, ptr %21, align 1, !tbaa !14, !range !18, !noundef !19
  %23 = zext nneg i8 %22 to i32
  %24 = shl nuw nsw i32 %23, 8
  %25 = getelementptr inbounds i8, ptr %0, i64 9
  %26 = load <8 x i8>, ptr %25, align 1, !tbaa !14
  %27 = zext <8 x i8> %26 to <8 x i32>
  %28 = shl nuw nsw <8 x i32> %27, <i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  %29 = getelementptr inbounds i8, ptr %0, i64 17
  %30 = load i8, ptr %29, align 1, !tbaa !14, !range !18, !noundef !19
  %31 = zext nneg i8 %30 to i32
  %32 = shl nuw nsw i32 %31, 17
  %33 = getelementptr inbounds i8, ptr %0, i64 18
  %34 = load i8, ptr %33, align 1, !tbaa !14, !range !18, !noundef !19
  %35 = zext nneg i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 18
  %37 = getelementptr inbounds i8, ptr %0, i64 19
  %38 = load i8, ptr %37, align 1, !tbaa !14, !range !18, !noundef !19
  %39 = zext nneg i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 19
  %41 = tail call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %28)
  %42 = or i32 %41, %24
  %43 = or disjoint i32 %32, %36
  %44 = or disjoint i32 %40, %20
  %45 = or i32 %42, %43
  %46 = or i32 %45, %44
  ret i32 %46
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @toggle([2 x i64] %0) unnamed_addr #3 {
  %2 = extractvalue [2 x i64] %0, 0
  %3 = extractvalue [2 x i64] %0, 1
  %4 = lshr i64 %2, 8
  %5 = trunc i64 %2 to i1
  %6 = xor i1 %5, true
  %7 = trunc i64 %4 to i1
  %8 = and i1 %6, %7
  %9 = zext i1 %8 to i64
  %10 = and i64 %3, 4294967040
  %11 = or disjoint i64 %10, %9
  %12 = zext i1 %6 to i64
  %13 = and i64 %4, 1
  %14 = add nuw nsw i64 %13, %12
  %15 = add nuw nsw i64 %14, %9
  %16 = shl nuw nsw i64 %15, 32
  %17 = add i64 %16, %2
  %18 = and i64 %17, -4294967296
  %19 = and i64 %2, 4294967040
  %20 = or disjoint i64 %19, %18
  %21 = or disjoint i64 %20, %12
  %22 = insertvalue [2 x i64] poison, i64 %21, 0
  %23 = insertvalue [2 x i64] %22, i64 %11, 1
  ret [2 x i64] %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.or.v4i8(<4 x i8>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"_Bool", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = !{i8 0, i8 2}
!19 = !{}
