; ModuleID = 'programs/int_edges_u16.c'
source_filename = "programs/int_edges_u16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i16] [i16 0, i16 1, i16 0, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 7, i16 32767, i16 -2, i16 -1, i16 23130, i16 -23131], align 2
@.str = private unnamed_addr constant [40 x i8] c"type unsigned short: size=%d signed=%d\0A\00", align 1
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
  %1 = alloca [14 x i16], align 2
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %1, ptr align 2 @__const.main.vals, i64 28, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 0)
  br label %3

3:                                                ; preds = %0, %112
  %4 = phi i64 [ 0, %0 ], [ %113, %112 ]
  %5 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %4
  %6 = load volatile i16, ptr %5, align 2, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = zext i16 %6 to i64
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8)
  %10 = tail call fastcc i16 @f_not(i16 noundef %6)
  %11 = zext i16 %10 to i64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11)
  %13 = load i64, ptr @hash, align 8, !tbaa !10
  %14 = and i64 %11, 255
  %15 = xor i64 %13, %14
  %16 = mul i64 %15, 1099511628211
  %17 = lshr i64 %11, 8
  %18 = xor i64 %16, %17
  %19 = mul i64 %18, -4228181266138934565
  store i64 %19, ptr @hash, align 8, !tbaa !10
  %20 = tail call fastcc i64 @f_widen(i16 noundef %6)
  %21 = tail call fastcc i64 @f_uwiden(i16 noundef %6)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %20, i64 noundef %21)
  %23 = load i64, ptr @hash, align 8, !tbaa !10
  %24 = and i64 %20, 255
  %25 = xor i64 %23, %24
  %26 = mul i64 %25, 1099511628211
  %27 = lshr i64 %20, 8
  %28 = xor i64 %26, %27
  %29 = mul i64 %28, -4228181266138934565
  %30 = and i64 %21, 255
  %31 = xor i64 %29, %30
  %32 = mul i64 %31, 1099511628211
  %33 = lshr i64 %21, 8
  %34 = xor i64 %32, %33
  %35 = mul i64 %34, -4228181266138934565
  store i64 %35, ptr @hash, align 8, !tbaa !10
  %36 = sub i16 0, %6
  %37 = zext i16 %36 to i64
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %37)
  %39 = load i64, ptr @hash, align 8, !tbaa !10
  %40 = and i64 %37, 255
  %41 = xor i64 %39, %40
  %42 = mul i64 %41, 1099511628211
  %43 = lshr i64 %37, 8
  %44 = xor i64 %42, %43
  %45 = mul i64 %44, -4228181266138934565
  store i64 %45, ptr @hash, align 8, !tbaa !10
  %46 = tail call fastcc i16 @f_add(i16 noundef %6, i16 noundef 1)
  %47 = zext i16 %46 to i64
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %47)
  %49 = load i64, ptr @hash, align 8, !tbaa !10
  %50 = and i64 %47, 255
  %51 = xor i64 %49, %50
  %52 = mul i64 %51, 1099511628211
  %53 = lshr i64 %47, 8
  %54 = xor i64 %52, %53
  %55 = mul i64 %54, -4228181266138934565
  store i64 %55, ptr @hash, align 8, !tbaa !10
  %56 = tail call fastcc i16 @f_sub(i16 noundef %6, i16 noundef 1)
  %57 = zext i16 %56 to i64
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %57)
  %59 = load i64, ptr @hash, align 8, !tbaa !10
  %60 = and i64 %57, 255
  %61 = xor i64 %59, %60
  %62 = mul i64 %61, 1099511628211
  %63 = lshr i64 %57, 8
  %64 = xor i64 %62, %63
  %65 = mul i64 %64, -4228181266138934565
  store i64 %65, ptr @hash, align 8, !tbaa !10
  %66 = icmp eq i16 %6, 0
  %67 = zext i1 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %67)
  %69 = load i64, ptr @hash, align 8, !tbaa !10
  br label %70

70:                                               ; preds = %3, %105
  %71 = phi i64 [ %69, %3 ], [ %106, %105 ]
  %72 = phi i32 [ 0, %3 ], [ %110, %105 ]
  %73 = tail call fastcc i16 @f_shl(i16 noundef %6, i32 noundef %72)
  %74 = tail call fastcc i16 @f_shr(i16 noundef %6, i32 noundef %72)
  %75 = zext i16 %73 to i64
  %76 = and i64 %75, 255
  %77 = xor i64 %71, %76
  %78 = mul i64 %77, 1099511628211
  %79 = lshr i64 %75, 8
  %80 = xor i64 %78, %79
  %81 = mul i64 %80, -4228181266138934565
  %82 = zext i16 %74 to i64
  %83 = and i64 %82, 255
  %84 = xor i64 %81, %83
  %85 = mul i64 %84, 1099511628211
  %86 = lshr i64 %82, 8
  %87 = xor i64 %85, %86
  %88 = mul i64 %87, -4228181266138934565
  store i64 %88, ptr @hash, align 8, !tbaa !10
  switch i32 %72, label %105 [
    i32 15, label %89
    i32 1, label %89
  ]

89:                                               ; preds = %70, %70
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %72)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %75)
  %92 = load i64, ptr @hash, align 8, !tbaa !10
  %93 = xor i64 %92, %76
  %94 = mul i64 %93, 1099511628211
  %95 = xor i64 %94, %79
  %96 = mul i64 %95, -4228181266138934565
  store i64 %96, ptr @hash, align 8, !tbaa !10
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %82)
  %98 = load i64, ptr @hash, align 8, !tbaa !10
  %99 = xor i64 %98, %83
  %100 = mul i64 %99, 1099511628211
  %101 = xor i64 %100, %86
  %102 = mul i64 %101, -4228181266138934565
  store i64 %102, ptr @hash, align 8, !tbaa !10
  %103 = tail call i32 @putchar(i32 10)
  %104 = load i64, ptr @hash, align 8, !tbaa !10
  br label %105

105:                                              ; preds = %70, %89
  %106 = phi i64 [ %88, %70 ], [ %104, %89 ]
  %107 = add nsw i32 %72, -13
  %108 = icmp ult i32 %107, -10
  %109 = select i1 %108, i32 1, i32 5
  %110 = add nuw nsw i32 %109, %72
  %111 = icmp ult i32 %110, 16
  br i1 %111, label %70, label %115, !llvm.loop !12

112:                                              ; preds = %178
  %113 = add nuw nsw i64 %4, 1
  %114 = icmp eq i64 %113, 14
  br i1 %114, label %230, label %3, !llvm.loop !14

115:                                              ; preds = %105, %178
  %116 = phi i64 [ %228, %178 ], [ 0, %105 ]
  %117 = getelementptr inbounds [14 x i16], ptr %1, i64 0, i64 %116
  %118 = load volatile i16, ptr %117, align 2, !tbaa !6
  %119 = zext i16 %118 to i64
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %119)
  %121 = tail call fastcc i16 @f_add(i16 noundef %6, i16 noundef %118)
  %122 = zext i16 %121 to i64
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %122)
  %124 = load i64, ptr @hash, align 8, !tbaa !10
  %125 = and i64 %122, 255
  %126 = xor i64 %124, %125
  %127 = mul i64 %126, 1099511628211
  %128 = lshr i64 %122, 8
  %129 = xor i64 %127, %128
  %130 = mul i64 %129, -4228181266138934565
  store i64 %130, ptr @hash, align 8, !tbaa !10
  %131 = tail call fastcc i16 @f_sub(i16 noundef %6, i16 noundef %118)
  %132 = zext i16 %131 to i64
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %132)
  %134 = load i64, ptr @hash, align 8, !tbaa !10
  %135 = and i64 %132, 255
  %136 = xor i64 %134, %135
  %137 = mul i64 %136, 1099511628211
  %138 = lshr i64 %132, 8
  %139 = xor i64 %137, %138
  %140 = mul i64 %139, -4228181266138934565
  store i64 %140, ptr @hash, align 8, !tbaa !10
  %141 = tail call fastcc i16 @f_mul(i16 noundef %6, i16 noundef %118)
  %142 = zext i16 %141 to i64
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %142)
  %144 = load i64, ptr @hash, align 8, !tbaa !10
  %145 = and i64 %142, 255
  %146 = xor i64 %144, %145
  %147 = mul i64 %146, 1099511628211
  %148 = lshr i64 %142, 8
  %149 = xor i64 %147, %148
  %150 = mul i64 %149, -4228181266138934565
  store i64 %150, ptr @hash, align 8, !tbaa !10
  %151 = icmp eq i16 %118, 0
  br i1 %151, label %178, label %152

152:                                              ; preds = %115
  %153 = tail call fastcc i16 @f_div(i16 noundef %6, i16 noundef %118)
  %154 = zext i16 %153 to i64
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %154)
  %156 = load i64, ptr @hash, align 8, !tbaa !10
  %157 = and i64 %154, 255
  %158 = xor i64 %156, %157
  %159 = mul i64 %158, 1099511628211
  %160 = lshr i64 %154, 8
  %161 = xor i64 %159, %160
  %162 = mul i64 %161, -4228181266138934565
  store i64 %162, ptr @hash, align 8, !tbaa !10
  %163 = tail call fastcc i16 @f_rem(i16 noundef %6, i16 noundef %118)
  %164 = zext i16 %163 to i64
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %164)
  %166 = load i64, ptr @hash, align 8, !tbaa !10
  %167 = and i64 %164, 255
  %168 = xor i64 %166, %167
  %169 = mul i64 %168, 1099511628211
  %170 = lshr i64 %164, 8
  %171 = xor i64 %169, %170
  %172 = mul i64 %171, -4228181266138934565
  store i64 %172, ptr @hash, align 8, !tbaa !10
  %173 = tail call fastcc i16 @f_mul(i16 noundef %153, i16 noundef %118)
  %174 = add i16 %173, %163
  %175 = icmp eq i16 %174, %6
  br i1 %175, label %178, label %176

176:                                              ; preds = %152
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %178

178:                                              ; preds = %152, %176, %115
  %179 = tail call fastcc i16 @f_and(i16 noundef %6, i16 noundef %118)
  %180 = zext i16 %179 to i64
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %180)
  %182 = load i64, ptr @hash, align 8, !tbaa !10
  %183 = and i64 %180, 255
  %184 = xor i64 %182, %183
  %185 = mul i64 %184, 1099511628211
  %186 = lshr i64 %180, 8
  %187 = xor i64 %185, %186
  %188 = mul i64 %187, -4228181266138934565
  store i64 %188, ptr @hash, align 8, !tbaa !10
  %189 = tail call fastcc i16 @f_or(i16 noundef %6, i16 noundef %118)
  %190 = zext i16 %189 to i64
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %190)
  %192 = load i64, ptr @hash, align 8, !tbaa !10
  %193 = and i64 %190, 255
  %194 = xor i64 %192, %193
  %195 = mul i64 %194, 1099511628211
  %196 = lshr i64 %190, 8
  %197 = xor i64 %195, %196
  %198 = mul i64 %197, -4228181266138934565
  store i64 %198, ptr @hash, align 8, !tbaa !10
  %199 = tail call fastcc i16 @f_xor(i16 noundef %6, i16 noundef %118)
  %200 = zext i16 %199 to i64
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %200)
  %202 = load i64, ptr @hash, align 8, !tbaa !10
  %203 = and i64 %200, 255
  %204 = xor i64 %202, %203
  %205 = mul i64 %204, 1099511628211
  %206 = lshr i64 %200, 8
  %207 = xor i64 %205, %206
  %208 = mul i64 %207, -4228181266138934565
  store i64 %208, ptr @hash, align 8, !tbaa !10
  %209 = tail call fastcc i32 @f_lt(i16 noundef %6, i16 noundef %118)
  %210 = tail call fastcc i32 @f_le(i16 noundef %6, i16 noundef %118)
  %211 = tail call fastcc i32 @f_eq(i16 noundef %6, i16 noundef %118)
  %212 = icmp ne i16 %6, %118
  %213 = zext i1 %212 to i32
  %214 = icmp ugt i16 %6, %118
  %215 = zext i1 %214 to i32
  %216 = icmp uge i16 %6, %118
  %217 = zext i1 %216 to i32
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %209, i32 noundef %210, i32 noundef %211, i32 noundef %213, i32 noundef %215, i32 noundef %217)
  %219 = shl nuw nsw i32 %209, 2
  %220 = shl nuw nsw i32 %210, 1
  %221 = or disjoint i32 %220, %219
  %222 = or disjoint i32 %221, %211
  %223 = zext nneg i32 %222 to i64
  %224 = load i64, ptr @hash, align 8, !tbaa !10
  %225 = xor i64 %224, %223
  %226 = mul i64 %225, 2232315406967589409
  store i64 %226, ptr @hash, align 8, !tbaa !10
  %227 = tail call i32 @putchar(i32 10)
  %228 = add nuw nsw i64 %116, 1
  %229 = icmp eq i64 %228, 14
  br i1 %229, label %112, label %115, !llvm.loop !15

230:                                              ; preds = %112, %230
  %231 = phi i64 [ %246, %230 ], [ 0, %112 ]
  %232 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %231
  %233 = load i64, ptr %232, align 8, !tbaa !16
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %233)
  %235 = tail call fastcc i16 @f_narrow(i64 noundef %233)
  %236 = zext i16 %235 to i64
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %236)
  %238 = load i64, ptr @hash, align 8, !tbaa !10
  %239 = and i64 %236, 255
  %240 = xor i64 %238, %239
  %241 = mul i64 %240, 1099511628211
  %242 = lshr i64 %236, 8
  %243 = xor i64 %241, %242
  %244 = mul i64 %243, -4228181266138934565
  store i64 %244, ptr @hash, align 8, !tbaa !10
  %245 = tail call i32 @putchar(i32 10)
  %246 = add nuw nsw i64 %231, 1
  %247 = icmp eq i64 %246, 16
  br i1 %247, label %248, label %230, !llvm.loop !18

248:                                              ; preds = %230
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 10047)
  %250 = load i64, ptr @hash, align 8, !tbaa !10
  %251 = xor i64 %250, 63
  %252 = mul i64 %251, 1099511628211
  %253 = xor i64 %252, 39
  %254 = mul i64 %253, -4228181266138934565
  store i64 %254, ptr @hash, align 8, !tbaa !10
  %255 = tail call i32 @putchar(i32 10)
  %256 = load i64, ptr @hash, align 8, !tbaa !10
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %256)
  %258 = load i64, ptr @hash, align 8, !tbaa !10
  %259 = urem i64 %258, 7
  %260 = trunc nuw nsw i64 %259 to i32
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #6
  ret i32 %260
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_not(i16 noundef %0) unnamed_addr #4 {
  %2 = xor i16 %0, -1
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @f_widen(i16 noundef %0) unnamed_addr #4 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 65536) i64 @f_uwiden(i16 noundef %0) unnamed_addr #4 {
  %2 = zext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_add(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = add i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_sub(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = sub i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @f_shl(i16 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext i16 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i16
  ret i16 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i16 @f_shr(i16 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext i16 %0 to i32
  %4 = lshr i32 %3, %1
  %5 = trunc nuw i32 %4 to i16
  ret i16 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_mul(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = mul i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_div(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = udiv i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i16 0, -1) i16 @f_rem(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = urem i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_and(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = and i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_or(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = or i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_xor(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = xor i16 %1, %0
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = icmp ult i16 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = icmp ule i16 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i16 noundef %0, i16 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i16 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @f_narrow(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i16
  ret i16 %2
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
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !13}
