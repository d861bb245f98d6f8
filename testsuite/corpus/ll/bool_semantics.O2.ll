; ModuleID = 'programs/bool_semantics.c'
source_filename = "programs/bool_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c" | i8: %d%d%d\0A\00", align 1
@__const.main.f = private unnamed_addr constant [4 x float] [float 0.000000e+00, float -0.000000e+00, float 0x36A0000000000000, float 0x7FF8000000000000], align 16
@.str.2 = private unnamed_addr constant [11 x i8] c" | float: \00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c" | ptr: %d%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [51 x i8] c"bool_sum=%d xor=%d%d%d%d in_range=%d%d%d not=%d%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"pack=%05x sizeof(bool)=%zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"flags %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"r1=%d r2=%d r3=%d cnt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 16
  %2 = alloca i64, align 8
  %3 = alloca i64, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 16
  %6 = alloca i64, align 8
  %7 = alloca double, align 16
  %8 = alloca double, align 8
  %9 = alloca double, align 16
  %10 = alloca double, align 8
  %11 = alloca double, align 16
  %12 = alloca double, align 8
  %13 = alloca double, align 16
  %14 = alloca float, align 16
  %15 = alloca float, align 4
  %16 = alloca float, align 8
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
  store volatile i64 0, ptr %1, align 16
  store volatile i64 0, ptr %2, align 8
  store volatile i64 0, ptr %3, align 16
  store volatile i64 0, ptr %4, align 8
  store volatile i64 0, ptr %5, align 16
  store volatile i64 0, ptr %6, align 8
  store volatile i64 1, ptr %2, align 8
  store volatile i64 2, ptr %3, align 16
  store volatile i64 256, ptr %4, align 8
  store volatile i64 4294967296, ptr %5, align 16
  store volatile i64 -9223372036854775808, ptr %6, align 8
  %22 = load volatile i64, ptr %1, align 16, !tbaa !5
  %23 = tail call fastcc zeroext i1 @from_u64(i64 noundef %22)
  %24 = zext i1 %23 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  %26 = load volatile i64, ptr %2, align 8, !tbaa !5
  %27 = tail call fastcc zeroext i1 @from_u64(i64 noundef %26)
  %28 = zext i1 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28)
  %30 = load volatile i64, ptr %3, align 16, !tbaa !5
  %31 = tail call fastcc zeroext i1 @from_u64(i64 noundef %30)
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %32)
  %34 = load volatile i64, ptr %4, align 8, !tbaa !5
  %35 = tail call fastcc zeroext i1 @from_u64(i64 noundef %34)
  %36 = zext i1 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %36)
  %38 = load volatile i64, ptr %5, align 16, !tbaa !5
  %39 = tail call fastcc zeroext i1 @from_u64(i64 noundef %38)
  %40 = zext i1 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40)
  %42 = load volatile i64, ptr %6, align 8, !tbaa !5
  %43 = tail call fastcc zeroext i1 @from_u64(i64 noundef %42)
  %44 = zext i1 %43 to i32
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %44)
  %46 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext 0)
  %47 = zext i1 %46 to i32
  %48 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext -128)
  %49 = zext i1 %48 to i32
  %50 = tail call fastcc zeroext i1 @from_i8(i8 noundef signext 64)
  %51 = zext i1 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47, i32 noundef %49, i32 noundef %51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile double 0.000000e+00, ptr %7, align 16
  store volatile double 0.000000e+00, ptr %8, align 8
  store volatile double 0.000000e+00, ptr %9, align 16
  store volatile double 0.000000e+00, ptr %10, align 8
  store volatile double 0.000000e+00, ptr %11, align 16
  store volatile double 0.000000e+00, ptr %12, align 8
  store volatile double 0.000000e+00, ptr %13, align 16
  store volatile double -0.000000e+00, ptr %8, align 8
  store volatile double 5.000000e-01, ptr %9, align 16
  store volatile double -1.000000e-300, ptr %10, align 8
  store volatile double 4.940660e-324, ptr %11, align 16
  store volatile double 0x7FF0000000000000, ptr %12, align 8
  store volatile double 0x7FF8000000000000, ptr %13, align 16
  %53 = load volatile double, ptr %7, align 16, !tbaa !9
  %54 = tail call fastcc zeroext i1 @from_double(double noundef %53)
  %55 = zext i1 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %55)
  %57 = load volatile double, ptr %8, align 8, !tbaa !9
  %58 = tail call fastcc zeroext i1 @from_double(double noundef %57)
  %59 = zext i1 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %59)
  %61 = load volatile double, ptr %9, align 16, !tbaa !9
  %62 = tail call fastcc zeroext i1 @from_double(double noundef %61)
  %63 = zext i1 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %63)
  %65 = load volatile double, ptr %10, align 8, !tbaa !9
  %66 = tail call fastcc zeroext i1 @from_double(double noundef %65)
  %67 = zext i1 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  %69 = load volatile double, ptr %11, align 16, !tbaa !9
  %70 = tail call fastcc zeroext i1 @from_double(double noundef %69)
  %71 = zext i1 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = load volatile double, ptr %12, align 8, !tbaa !9
  %74 = tail call fastcc zeroext i1 @from_double(double noundef %73)
  %75 = zext i1 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75)
  %77 = load volatile double, ptr %13, align 16, !tbaa !9
  %78 = tail call fastcc zeroext i1 @from_double(double noundef %77)
  %79 = zext i1 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  %81 = load volatile float, ptr @__const.main.f, align 16
  store volatile float %81, ptr %14, align 16
  %82 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 4), align 4
  store volatile float %82, ptr %15, align 4
  %83 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 8), align 8
  store volatile float %83, ptr %16, align 8
  %84 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.f, i64 12), align 4
  store volatile float %84, ptr %17, align 4
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %86 = load volatile float, ptr %14, align 16, !tbaa !11
  %87 = tail call fastcc zeroext i1 @from_float(float noundef %86)
  %88 = zext i1 %87 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88)
  %90 = load volatile float, ptr %15, align 4, !tbaa !11
  %91 = tail call fastcc zeroext i1 @from_float(float noundef %90)
  %92 = zext i1 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %92)
  %94 = load volatile float, ptr %16, align 8, !tbaa !11
  %95 = tail call fastcc zeroext i1 @from_float(float noundef %94)
  %96 = zext i1 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96)
  %98 = load volatile float, ptr %17, align 4, !tbaa !11
  %99 = tail call fastcc zeroext i1 @from_float(float noundef %98)
  %100 = zext i1 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %100)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #5
  %102 = call fastcc zeroext i1 @from_ptr(ptr noundef nonnull %18)
  %103 = zext i1 %102 to i32
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %103, i32 noundef 0)
  %105 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext false)
  %106 = zext i1 %105 to i32
  %107 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext false, i1 noundef zeroext true)
  %108 = zext i1 %107 to i32
  %109 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext false)
  %110 = zext i1 %109 to i32
  %111 = call fastcc zeroext i1 @bool_xor(i1 noundef zeroext true, i1 noundef zeroext true)
  %112 = zext i1 %111 to i32
  %113 = call fastcc zeroext i1 @in_range(i32 noundef 5)
  %114 = zext i1 %113 to i32
  %115 = call fastcc zeroext i1 @in_range(i32 noundef 0)
  %116 = zext i1 %115 to i32
  %117 = call fastcc zeroext i1 @in_range(i32 noundef 11)
  %118 = zext i1 %117 to i32
  %119 = call fastcc zeroext i1 @not_b(i1 noundef zeroext false)
  %120 = zext i1 %119 to i32
  %121 = call fastcc zeroext i1 @not_b(i1 noundef zeroext true)
  %122 = zext i1 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef %106, i32 noundef %108, i32 noundef %110, i32 noundef %112, i32 noundef %114, i32 noundef %116, i32 noundef %118, i32 noundef %120, i32 noundef %122)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %19) #5
  store <16 x i8> <i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0, i8 1, i8 0, i8 0>, ptr %19, align 16, !tbaa !13
  %124 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x i8> <i8 1, i8 0, i8 0, i8 1>, ptr %124, align 16, !tbaa !13
  %125 = call fastcc i32 @pack(ptr noundef nonnull %19)
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %125, i64 noundef 1)
  %127 = call fastcc { i64, i8 } @toggle(i64 256)
  %128 = extractvalue { i64, i8 } %127, 0
  %129 = extractvalue { i64, i8 } %127, 1
  %130 = lshr i64 %128, 32
  %131 = trunc nuw i64 %130 to i32
  %132 = trunc i64 %128 to i32
  %133 = and i32 %132, 1
  %134 = trunc i64 %128 to i32
  %135 = lshr i32 %134, 8
  %136 = and i32 %135, 1
  %137 = and i8 %129, 1
  %138 = zext nneg i8 %137 to i32
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %133, i32 noundef %136, i32 noundef %131, i32 noundef %138)
  %140 = call fastcc { i64, i8 } @toggle(i64 %128)
  %141 = extractvalue { i64, i8 } %140, 0
  %142 = extractvalue { i64, i8 } %140, 1
  %143 = lshr i64 %141, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = trunc i64 %141 to i32
  %146 = and i32 %145, 1
  %147 = trunc i64 %141 to i32
  %148 = lshr i32 %147, 8
  %149 = and i32 %148, 1
  %150 = and i8 %142, 1
  %151 = zext nneg i8 %150 to i32
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146, i32 noundef %149, i32 noundef %144, i32 noundef %151)
  %153 = call fastcc { i64, i8 } @toggle(i64 %141)
  %154 = extractvalue { i64, i8 } %153, 0
  %155 = extractvalue { i64, i8 } %153, 1
  %156 = lshr i64 %154, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = trunc i64 %154 to i32
  %159 = and i32 %158, 1
  %160 = trunc i64 %154 to i32
  %161 = lshr i32 %160, 8
  %162 = and i32 %161, 1
  %163 = and i8 %155, 1
  %164 = zext nneg i8 %163 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %159, i32 noundef %162, i32 noundef %157, i32 noundef %164)
  %166 = call fastcc { i64, i8 } @toggle(i64 %154)
  %167 = extractvalue { i64, i8 } %166, 0
  %168 = extractvalue { i64, i8 } %166, 1
  %169 = lshr i64 %167, 32
  %170 = trunc nuw i64 %169 to i32
  %171 = trunc i64 %167 to i32
  %172 = and i32 %171, 1
  %173 = trunc i64 %167 to i32
  %174 = lshr i32 %173, 8
  %175 = and i32 %174, 1
  %176 = and i8 %168, 1
  %177 = zext nneg i8 %176 to i32
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %172, i32 noundef %175, i32 noundef %170, i32 noundef %177)
  %179 = call fastcc { i64, i8 } @toggle(i64 %167)
  %180 = extractvalue { i64, i8 } %179, 0
  %181 = extractvalue { i64, i8 } %179, 1
  %182 = lshr i64 %180, 32
  %183 = trunc nuw i64 %182 to i32
  %184 = trunc i64 %180 to i32
  %185 = and i32 %184, 1
  %186 = trunc i64 %180 to i32
  %187 = lshr i32 %186, 8
  %188 = and i32 %187, 1
  %189 = and i8 %181, 1
  %190 = zext nneg i8 %189 to i32
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %185, i32 noundef %188, i32 noundef %183, i32 noundef %190)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  store volatile i32 3, ptr %20, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  store volatile i32 0, ptr %21, align 4, !tbaa !15
  %192 = load volatile i32, ptr %20, align 4, !tbaa !15
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %198, label %194

194:                                              ; preds = %0
  %195 = load volatile i32, ptr %21, align 4, !tbaa !15
  %196 = icmp ne i32 %195, 0
  %197 = zext i1 %196 to i32
  br label %198

198:                                              ; preds = %194, %0
  %199 = phi i32 [ 0, %0 ], [ %197, %194 ]
  %200 = load volatile i32, ptr %20, align 4, !tbaa !15
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %206

202:                                              ; preds = %198
  %203 = load volatile i32, ptr %21, align 4, !tbaa !15
  %204 = icmp ne i32 %203, 0
  %205 = zext i1 %204 to i32
  br label %206

206:                                              ; preds = %202, %198
  %207 = phi i32 [ 1, %198 ], [ %205, %202 ]
  %208 = load volatile i32, ptr %20, align 4, !tbaa !15
  %209 = icmp ne i32 %208, 0
  %210 = add nuw nsw i32 %207, %199
  %211 = zext i1 %209 to i32
  %212 = add nuw nsw i32 %210, %211
  %213 = load volatile i32, ptr %20, align 4, !tbaa !15
  %214 = load volatile i32, ptr %21, align 4, !tbaa !15
  %215 = icmp sgt i32 %213, %214
  %216 = zext i1 %215 to i32
  %217 = add nuw nsw i32 %212, %216
  %218 = load volatile i32, ptr %20, align 4, !tbaa !15
  %219 = icmp eq i32 %218, 3
  %220 = zext i1 %219 to i32
  %221 = add nuw nsw i32 %217, %220
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %199, i32 noundef %207, i32 noundef %211, i32 noundef %221)
  %223 = add nsw i32 %221, %183
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %19) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #5
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
  ret i32 %223
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_u64(i64 noundef %0) unnamed_addr #3 {
  %2 = icmp ne i64 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_i8(i8 noundef signext %0) unnamed_addr #3 {
  %2 = icmp ne i8 %0, 0
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_double(double noundef %0) unnamed_addr #3 {
  %2 = fcmp une double %0, 0.000000e+00
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_float(float noundef %0) unnamed_addr #3 {
  %2 = fcmp une float %0, 0.000000e+00
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @from_ptr(ptr noundef readnone %0) unnamed_addr #3 {
  %2 = icmp ne ptr %0, null
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @bool_xor(i1 noundef zeroext %0, i1 noundef zeroext %1) unnamed_addr #3 {
  %3 = xor i1 %0, %1
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @in_range(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 10
  ret i1 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i1 @not_b(i1 noundef zeroext %0) unnamed_addr #3 {
  %2 = xor i1 %0, true
  ret i1 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @pack(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i8, ptr %0, align 1, !tbaa !13, !range !17, !noundef !18
  %3 = getelementptr inbounds i8, ptr %0, i64 1
  %4 = load i8, ptr %3, align 1, !tbaa !13, !range !17, !noundef !18
  %5 = shl nuw nsw i8 %4, 1
  %6 = or disjoint i8 %5, %2
  %7 = getelementptr inbounds i8, ptr %0, i64 2
  %8 = load i8, ptr %7, align 1, !tbaa !13, !range !17, !noundef !18
  %9 = shl nuw nsw i8 %8, 2
  %10 = or disjoint i8 %9, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 3
  %12 = load i8, ptr %11, align 1, !tbaa !13, !range !17, !noundef !18
  %13 = shl nuw nsw i8 %12, 3
  %14 = or disjoint i8 %13, %10
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  %16 = load i8, ptr %15, align 1, !tbaa !13, !range !17, !noundef !18
  %17 = shl nuw nsw i8 %16, 4
  %18 = or disjoint i8 %17, %14
  %19 = getelementptr inbounds i8, ptr %0, i64 5
  %20 = load i8, ptr %19, align 1, !tbaa !13, !range !17, !noundef !18
  %21 = shl nuw nsw i8 %20, 5
  %22 = or i8 %21, %18
  %23 = getelementptr inbounds i8, ptr %0, i64 6
  %24 = load i8, ptr %23, align 1, !tbaa !13, !range !17, !noundef !18
  %25 = shl nuw nsw i8 %24, 6
  %26 = or i8 %25, %22
  %27 = getelementptr inbounds i8, ptr %0, i64 7
  %28 = load i8, ptr %27, align 1, !tbaa !13, !range !17, !noundef !18
  %29 = shl nuw i8 %28, 7
  %30 = or i8 %29, %26
  %31 = zext i8 %30 to i32
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = load i8, ptr %32, align 1, !tbaa !13, !range !17, !noundef !18
  %34 = zext nneg i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 8
  %36 = or disjoint i32 %35, %31
  %37 = getelementptr inbounds i8, ptr %0, i64 9
  %38 = load i8, ptr %37, align 1, !tbaa !13, !range !17, !noundef !18
  %39 = zext nneg i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 9
  %41 = or disjoint i32 %40, %36
  %42 = getelementptr inbounds i8, ptr %0, i64 10
  %43 = load i8, ptr %42, align 1, !tbaa !13, !range !17, !noundef !18
  %44 = zext nneg i8 %43 to i32
  %45 = shl nuw nsw i32 %44, 10
  %46 = or disjoint i32 %45, %41
  %47 = getelementptr inbounds i8, ptr %0, i64 11
  %48 = load i8, ptr %47, align 1, !tbaa !13, !range !17, !noundef !18
  %49 = zext nneg i8 %48 to i32
  %50 = shl nuw nsw i32 %49, 11
  %51 = or i32 %50, %46
  %52 = getelementptr inbounds i8, ptr %0, i64 12
  %53 = load i8, ptr %52, align 1, !tbaa !13, !range !17, !noundef !18
  %54 = zext nneg i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 12
  %56 = or i32 %55, %51
  %57 = getelementptr inbounds i8, ptr %0, i64 13
  %58 = load i8, ptr %57, align 1, !tbaa !13, !range !17, !noundef !18
  %59 = zext nneg i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 13
  %61 = or i32 %60, %56
  %62 = getelementptr inbounds i8, ptr %0, i64 14
  %63 = load i8, ptr %62, align 1, !tbaa !13, !range !17, !noundef !18
  %64 = zext nneg i8 %63 to i32
  %65 = shl nuw nsw i32 %64, 14
  %66 = or i32 %65, %61
  %67 = getelementptr inbounds i8, ptr %0, i64 15
  %68 = load i8, ptr %67, align 1, !tbaa !13, !range !17, !noundef !18
  %69 = zext nneg i8 %68 to i32
  %70 = shl nuw nsw i32 %69, 15
  %71 = or i32 %70, %66
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load i8, ptr %72, align 1, !tbaa !13, !range !17, !noundef !18
  %74 = zext nneg i8 %73 to i32
  %75 = shl nuw nsw i32 %74, 16
  %76 = or i32 %75, %71
  %77 = getelementptr inbounds i8, ptr %0, i64 17
  %78 = load i8, ptr %77, align 1, !tbaa !13, !range !17, !noundef !18
  %79 = zext nneg i8 %78 to i32
  %80 = shl nuw nsw i32 %79, 17
  %81 = or i32 %80, %76
  %82 = getelementptr inbounds i8, ptr %0, i64 18
  %83 = load i8, ptr %82, align 1, !tbaa !13, !range !17, !noundef !18
  %84 = zext nneg i8 %83 to i32
  %85 = shl nuw nsw i32 %84, 18
  %86 = or i32 %85, %81
  %87 = getelementptr inbounds i8, ptr %0, i64 19
  %88 = load i8, ptr %87, align 1, !tbaa !13, !range !17, !noundef !18
  %89 = zext nneg i8 %88 to i32
  %90 = shl nuw nsw i32 %89, 19
  %91 = or i32 %90, %86
  ret i32 %91
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { i64, i8 } @toggle(i64 %0) unnamed_addr #3 {
  %2 = lshr i64 %0, 8
  %3 = trunc i64 %0 to i1
  %4 = xor i1 %3, true
  %5 = trunc i64 %2 to i1
  %6 = and i1 %4, %5
  %7 = zext i1 %6 to i8
  %8 = zext i1 %4 to i64
  %9 = and i64 %2, 1
  %10 = add nuw nsw i64 %9, %8
  %11 = zext i1 %6 to i64
  %12 = add nuw nsw i64 %10, %11
  %13 = shl nuw nsw i64 %12, 32
  %14 = add i64 %13, %0
  %15 = and i64 %14, -4294967296
  %16 = and i64 %0, 4294967040
  %17 = or disjoint i64 %16, %15
  %18 = or disjoint i64 %17, %8
  %19 = insertvalue { i64, i8 } poison, i64 %18, 0
  %20 = insertvalue { i64, i8 } %19, i8 %7, 1
  ret { i64, i8 } %20
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_Bool", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = !{i8 0, i8 2}
!18 = !{}
