; ModuleID = 'programs/int_edges_char.c'
source_filename = "programs/int_edges_char.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\00\01\00\FF\00\01\02\03\07\7F\FE\FFZ\A5", align 1
@.str = private unnamed_addr constant [30 x i8] c"type char: size=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"not\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c" wid=%lld uwid=%llu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"dec\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c" lnot=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"  s=%d\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c" b=%lld\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"%\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c" DIVID-BAD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"&\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"|\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"^\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c" cmp=%d%d%d%d%d%d\00", align 1
@__const.main.wides = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 255, i64 256, i64 -129, i64 65535, i64 65536, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483649, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895], align 8
@.str.24 = private unnamed_addr constant [15 x i8] c"narrow %lld ->\00", align 1
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.27 = private unnamed_addr constant [14 x i8] c"hash=%016llx\0A\00", align 1
@hash = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%llu\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [14 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 14, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0)
  br label %3

3:                                                ; preds = %89, %0
  %4 = phi i64 [ 0, %0 ], [ %90, %89 ]
  %5 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %4
  %6 = load volatile i8, ptr %5, align 1, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = zext i8 %6 to i64
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8)
  %10 = tail call fastcc i8 @f_not(i8 noundef %6)
  %11 = zext i8 %10 to i64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11)
  %13 = load i64, ptr @hash, align 8, !tbaa !9
  %14 = xor i64 %13, %11
  %15 = mul i64 %14, 2232315406967589409
  store i64 %15, ptr @hash, align 8, !tbaa !9
  %16 = tail call fastcc i64 @f_widen(i8 noundef %6)
  %17 = tail call fastcc i64 @f_uwiden(i8 noundef %6)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %16, i64 noundef %17)
  %19 = load i64, ptr @hash, align 8, !tbaa !9
  %20 = xor i64 %19, %16
  %21 = mul i64 %20, 2232315406967589409
  %22 = xor i64 %21, %17
  %23 = mul i64 %22, 2232315406967589409
  store i64 %23, ptr @hash, align 8, !tbaa !9
  %24 = sub i8 0, %6
  %25 = zext i8 %24 to i64
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %25)
  %27 = load i64, ptr @hash, align 8, !tbaa !9
  %28 = xor i64 %27, %25
  %29 = mul i64 %28, 2232315406967589409
  store i64 %29, ptr @hash, align 8, !tbaa !9
  %30 = tail call fastcc i8 @f_add(i8 noundef %6, i8 noundef 1)
  %31 = zext i8 %30 to i64
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %31)
  %33 = load i64, ptr @hash, align 8, !tbaa !9
  %34 = xor i64 %33, %31
  %35 = mul i64 %34, 2232315406967589409
  store i64 %35, ptr @hash, align 8, !tbaa !9
  %36 = tail call fastcc i8 @f_sub(i8 noundef %6, i8 noundef 1)
  %37 = zext i8 %36 to i64
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %37)
  %39 = load i64, ptr @hash, align 8, !tbaa !9
  %40 = xor i64 %39, %37
  %41 = mul i64 %40, 2232315406967589409
  store i64 %41, ptr @hash, align 8, !tbaa !9
  %42 = icmp eq i8 %6, 0
  %43 = zext i1 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %43)
  %45 = tail call fastcc i8 @f_shl(i8 noundef %6, i32 noundef 0)
  %46 = tail call fastcc i8 @f_shr(i8 noundef %6, i32 noundef 0)
  %47 = zext i8 %45 to i64
  %48 = load i64, ptr @hash, align 8, !tbaa !9
  %49 = xor i64 %48, %47
  %50 = mul i64 %49, 2232315406967589409
  %51 = zext i8 %46 to i64
  %52 = xor i64 %50, %51
  %53 = mul i64 %52, 2232315406967589409
  %54 = tail call fastcc i8 @f_shl(i8 noundef %6, i32 noundef 1)
  %55 = tail call fastcc i8 @f_shr(i8 noundef %6, i32 noundef 1)
  %56 = zext i8 %54 to i64
  %57 = xor i64 %53, %56
  %58 = mul i64 %57, 2232315406967589409
  %59 = zext i8 %55 to i64
  %60 = xor i64 %58, %59
  %61 = mul i64 %60, 2232315406967589409
  store i64 %61, ptr @hash, align 8, !tbaa !9
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %56)
  %64 = load i64, ptr @hash, align 8, !tbaa !9
  %65 = xor i64 %64, %56
  %66 = mul i64 %65, 2232315406967589409
  store i64 %66, ptr @hash, align 8, !tbaa !9
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %59)
  %68 = load i64, ptr @hash, align 8, !tbaa !9
  %69 = xor i64 %68, %59
  %70 = mul i64 %69, 2232315406967589409
  store i64 %70, ptr @hash, align 8, !tbaa !9
  %71 = tail call i32 @putchar(i32 10)
  %72 = load i64, ptr @hash, align 8, !tbaa !9
  %73 = tail call fastcc i8 @f_shl(i8 noundef %6, i32 noundef 2)
  %74 = tail call fastcc i8 @f_shr(i8 noundef %6, i32 noundef 2)
  %75 = zext i8 %73 to i64
  %76 = xor i64 %72, %75
  %77 = mul i64 %76, 2232315406967589409
  %78 = zext i8 %74 to i64
  %79 = xor i64 %77, %78
  %80 = mul i64 %79, 2232315406967589409
  %81 = tail call fastcc i8 @f_shl(i8 noundef %6, i32 noundef 3)
  %82 = tail call fastcc i8 @f_shr(i8 noundef %6, i32 noundef 3)
  %83 = zext i8 %81 to i64
  %84 = xor i64 %80, %83
  %85 = mul i64 %84, 2232315406967589409
  %86 = zext i8 %82 to i64
  %87 = xor i64 %85, %86
  %88 = mul i64 %87, 2232315406967589409
  store i64 %88, ptr @hash, align 8, !tbaa !9
  br label %92

89:                                               ; preds = %135
  %90 = add nuw nsw i64 %4, 1
  %91 = icmp eq i64 %90, 14
  br i1 %91, label %175, label %3, !llvm.loop !11

92:                                               ; preds = %3, %135
  %93 = phi i64 [ 0, %3 ], [ %173, %135 ]
  %94 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %93
  %95 = load volatile i8, ptr %94, align 1, !tbaa !6
  %96 = zext i8 %95 to i64
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %96)
  %98 = tail call fastcc i8 @f_add(i8 noundef %6, i8 noundef %95)
  %99 = zext i8 %98 to i64
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %99)
  %101 = load i64, ptr @hash, align 8, !tbaa !9
  %102 = xor i64 %101, %99
  %103 = mul i64 %102, 2232315406967589409
  store i64 %103, ptr @hash, align 8, !tbaa !9
  %104 = tail call fastcc i8 @f_sub(i8 noundef %6, i8 noundef %95)
  %105 = zext i8 %104 to i64
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %105)
  %107 = load i64, ptr @hash, align 8, !tbaa !9
  %108 = xor i64 %107, %105
  %109 = mul i64 %108, 2232315406967589409
  store i64 %109, ptr @hash, align 8, !tbaa !9
  %110 = tail call fastcc i8 @f_mul(i8 noundef %6, i8 noundef %95)
  %111 = zext i8 %110 to i64
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %111)
  %113 = load i64, ptr @hash, align 8, !tbaa !9
  %114 = xor i64 %113, %111
  %115 = mul i64 %114, 2232315406967589409
  store i64 %115, ptr @hash, align 8, !tbaa !9
  %116 = icmp eq i8 %95, 0
  br i1 %116, label %135, label %117

117:                                              ; preds = %92
  %118 = tail call fastcc i8 @f_div(i8 noundef %6, i8 noundef %95)
  %119 = zext i8 %118 to i64
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %119)
  %121 = load i64, ptr @hash, align 8, !tbaa !9
  %122 = xor i64 %121, %119
  %123 = mul i64 %122, 2232315406967589409
  store i64 %123, ptr @hash, align 8, !tbaa !9
  %124 = tail call fastcc i8 @f_rem(i8 noundef %6, i8 noundef %95)
  %125 = zext i8 %124 to i64
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %125)
  %127 = load i64, ptr @hash, align 8, !tbaa !9
  %128 = xor i64 %127, %125
  %129 = mul i64 %128, 2232315406967589409
  store i64 %129, ptr @hash, align 8, !tbaa !9
  %130 = tail call fastcc i8 @f_mul(i8 noundef %118, i8 noundef %95)
  %131 = add i8 %130, %124
  %132 = icmp eq i8 %131, %6
  br i1 %132, label %135, label %133

133:                                              ; preds = %117
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %135

135:                                              ; preds = %117, %133, %92
  %136 = tail call fastcc i8 @f_and(i8 noundef %6, i8 noundef %95)
  %137 = zext i8 %136 to i64
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %137)
  %139 = load i64, ptr @hash, align 8, !tbaa !9
  %140 = xor i64 %139, %137
  %141 = mul i64 %140, 2232315406967589409
  store i64 %141, ptr @hash, align 8, !tbaa !9
  %142 = tail call fastcc i8 @f_or(i8 noundef %6, i8 noundef %95)
  %143 = zext i8 %142 to i64
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %143)
  %145 = load i64, ptr @hash, align 8, !tbaa !9
  %146 = xor i64 %145, %143
  %147 = mul i64 %146, 2232315406967589409
  store i64 %147, ptr @hash, align 8, !tbaa !9
  %148 = tail call fastcc i8 @f_xor(i8 noundef %6, i8 noundef %95)
  %149 = zext i8 %148 to i64
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %149)
  %151 = load i64, ptr @hash, align 8, !tbaa !9
  %152 = xor i64 %151, %149
  %153 = mul i64 %152, 2232315406967589409
  store i64 %153, ptr @hash, align 8, !tbaa !9
  %154 = tail call fastcc i32 @f_lt(i8 noundef %6, i8 noundef %95)
  %155 = tail call fastcc i32 @f_le(i8 noundef %6, i8 noundef %95)
  %156 = tail call fastcc i32 @f_eq(i8 noundef %6, i8 noundef %95)
  %157 = icmp ne i8 %6, %95
  %158 = zext i1 %157 to i32
  %159 = icmp ugt i8 %6, %95
  %160 = zext i1 %159 to i32
  %161 = icmp uge i8 %6, %95
  %162 = zext i1 %161 to i32
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %154, i32 noundef %155, i32 noundef %156, i32 noundef %158, i32 noundef %160, i32 noundef %162)
  %164 = shl nuw nsw i32 %154, 2
  %165 = shl nuw nsw i32 %155, 1
  %166 = or disjoint i32 %165, %164
  %167 = or disjoint i32 %166, %156
  %168 = zext nneg i32 %167 to i64
  %169 = load i64, ptr @hash, align 8, !tbaa !9
  %170 = xor i64 %169, %168
  %171 = mul i64 %170, 2232315406967589409
  store i64 %171, ptr @hash, align 8, !tbaa !9
  %172 = tail call i32 @putchar(i32 10)
  %173 = add nuw nsw i64 %93, 1
  %174 = icmp eq i64 %173, 14
  br i1 %174, label %89, label %92, !llvm.loop !13

175:                                              ; preds = %89, %175
  %176 = phi i64 [ %187, %175 ], [ 0, %89 ]
  %177 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8, !tbaa !14
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %178)
  %180 = tail call fastcc i8 @f_narrow(i64 noundef %178)
  %181 = zext i8 %180 to i64
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %181)
  %183 = load i64, ptr @hash, align 8, !tbaa !9
  %184 = xor i64 %183, %181
  %185 = mul i64 %184, 2232315406967589409
  store i64 %185, ptr @hash, align 8, !tbaa !9
  %186 = tail call i32 @putchar(i32 10)
  %187 = add nuw nsw i64 %176, 1
  %188 = icmp eq i64 %187, 16
  br i1 %188, label %189, label %175, !llvm.loop !16

189:                                              ; preds = %175
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 53)
  %191 = load i64, ptr @hash, align 8, !tbaa !9
  %192 = xor i64 %191, 53
  %193 = mul i64 %192, 2232315406967589409
  store i64 %193, ptr @hash, align 8, !tbaa !9
  %194 = tail call i32 @putchar(i32 10)
  %195 = load i64, ptr @hash, align 8, !tbaa !9
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %195)
  %197 = load i64, ptr @hash, align 8, !tbaa !9
  %198 = urem i64 %197, 7
  %199 = trunc nuw nsw i64 %198 to i32
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %1) #6
  ret i32 %199
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_not(i8 noundef %0) unnamed_addr #4 {
  %2 = xor i8 %0, -1
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @f_widen(i8 noundef %0) unnamed_addr #4 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @f_uwiden(i8 noundef %0) unnamed_addr #4 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_add(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = add i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_sub(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f_shl(i8 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext i8 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f_shr(i8 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext i8 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_mul(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = mul i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_div(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i8 0, -1) i8 @f_rem(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = urem i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_and(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = and i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_or(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = or i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_xor(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = xor i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp ult i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp ule i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_narrow(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = distinct !{!16, !12}
