; ModuleID = 'programs/gcd_modular_arith.c'
source_filename = "programs/gcd_modular_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.pairs = private unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 0, i64 5], [2 x i64] [i64 48, i64 18], [2 x i64] [i64 1071, i64 462], [2 x i64] [i64 -1, i64 -2], [2 x i64] [i64 4611686018427387904, i64 3298534883328], [2 x i64] [i64 12345678901234567, i64 98765432109876543], [2 x i64] [i64 600851475143, i64 486847]], align 8
@.str = private unnamed_addr constant [21 x i8] c"gcd(%llu,%llu)=%llu\0A\00", align 1
@__const.main.ea = private unnamed_addr constant [4 x i64] [i64 240, i64 -240, i64 17, i64 1000000007], align 8
@__const.main.eb = private unnamed_addr constant [4 x i64] [i64 46, i64 46, i64 -5, i64 998244353], align 8
@.str.1 = private unnamed_addr constant [45 x i8] c"egcd(%lld,%lld)=%lld x=%lld y=%lld check=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"inv=%llu check=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"crt=%llu mods %llu %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"primes near 2^64: %d last=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [60 x i8] c"mersenne 2^61-1 prime=%d, 2^61+1 prime=%d, 1e18+9 prime=%d\0A\00", align 1
@is_prime.small = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
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
  %26 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  %27 = load volatile i64, ptr @__const.main.pairs, align 8
  store volatile i64 %27, ptr %1, align 8
  %28 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 8), align 8
  store volatile i64 %28, ptr %2, align 8
  %29 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 16), align 8
  store volatile i64 %29, ptr %3, align 8
  %30 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 24), align 8
  store volatile i64 %30, ptr %4, align 8
  %31 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 32), align 8
  store volatile i64 %31, ptr %5, align 8
  %32 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 40), align 8
  store volatile i64 %32, ptr %6, align 8
  %33 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 48), align 8
  store volatile i64 %33, ptr %7, align 8
  %34 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 56), align 8
  store volatile i64 %34, ptr %8, align 8
  %35 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 64), align 8
  store volatile i64 %35, ptr %9, align 8
  %36 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 72), align 8
  store volatile i64 %36, ptr %10, align 8
  %37 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 80), align 8
  store volatile i64 %37, ptr %11, align 8
  %38 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 88), align 8
  store volatile i64 %38, ptr %12, align 8
  %39 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 96), align 8
  store volatile i64 %39, ptr %13, align 8
  %40 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 104), align 8
  store volatile i64 %40, ptr %14, align 8
  %41 = load volatile i64, ptr %1, align 8, !tbaa !6
  %42 = load volatile i64, ptr %2, align 8, !tbaa !6
  %43 = tail call fastcc i64 @gcd_euclid(i64 noundef %41, i64 noundef %42)
  %44 = tail call fastcc i64 @gcd_binary(i64 noundef %41, i64 noundef %42)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %41, i64 noundef %42, i64 noundef %43)
  %46 = load volatile i64, ptr %3, align 8, !tbaa !6
  %47 = load volatile i64, ptr %4, align 8, !tbaa !6
  %48 = tail call fastcc i64 @gcd_euclid(i64 noundef %46, i64 noundef %47)
  %49 = tail call fastcc i64 @gcd_binary(i64 noundef %46, i64 noundef %47)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %46, i64 noundef %47, i64 noundef %48)
  %51 = load volatile i64, ptr %5, align 8, !tbaa !6
  %52 = load volatile i64, ptr %6, align 8, !tbaa !6
  %53 = tail call fastcc i64 @gcd_euclid(i64 noundef %51, i64 noundef %52)
  %54 = tail call fastcc i64 @gcd_binary(i64 noundef %51, i64 noundef %52)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %51, i64 noundef %52, i64 noundef %53)
  %56 = load volatile i64, ptr %7, align 8, !tbaa !6
  %57 = load volatile i64, ptr %8, align 8, !tbaa !6
  %58 = tail call fastcc i64 @gcd_euclid(i64 noundef %56, i64 noundef %57)
  %59 = tail call fastcc i64 @gcd_binary(i64 noundef %56, i64 noundef %57)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %56, i64 noundef %57, i64 noundef %58)
  %61 = load volatile i64, ptr %9, align 8, !tbaa !6
  %62 = load volatile i64, ptr %10, align 8, !tbaa !6
  %63 = tail call fastcc i64 @gcd_euclid(i64 noundef %61, i64 noundef %62)
  %64 = tail call fastcc i64 @gcd_binary(i64 noundef %61, i64 noundef %62)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %61, i64 noundef %62, i64 noundef %63)
  %66 = load volatile i64, ptr %11, align 8, !tbaa !6
  %67 = load volatile i64, ptr %12, align 8, !tbaa !6
  %68 = tail call fastcc i64 @gcd_euclid(i64 noundef %66, i64 noundef %67)
  %69 = tail call fastcc i64 @gcd_binary(i64 noundef %66, i64 noundef %67)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %66, i64 noundef %67, i64 noundef %68)
  %71 = load volatile i64, ptr %13, align 8, !tbaa !6
  %72 = load volatile i64, ptr %14, align 8, !tbaa !6
  %73 = tail call fastcc i64 @gcd_euclid(i64 noundef %71, i64 noundef %72)
  %74 = tail call fastcc i64 @gcd_binary(i64 noundef %71, i64 noundef %72)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %71, i64 noundef %72, i64 noundef %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  %76 = load volatile i64, ptr @__const.main.ea, align 8
  store volatile i64 %76, ptr %17, align 8
  %77 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 8), align 8
  store volatile i64 %77, ptr %18, align 8
  %78 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 16), align 8
  store volatile i64 %78, ptr %19, align 8
  %79 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 24), align 8
  store volatile i64 %79, ptr %20, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  %80 = load volatile i64, ptr @__const.main.eb, align 8
  store volatile i64 %80, ptr %21, align 8
  %81 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 8), align 8
  store volatile i64 %81, ptr %22, align 8
  %82 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 16), align 8
  store volatile i64 %82, ptr %23, align 8
  %83 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 24), align 8
  store volatile i64 %83, ptr %24, align 8
  %84 = load volatile i64, ptr %17, align 8, !tbaa !6
  %85 = load volatile i64, ptr %21, align 8, !tbaa !6
  %86 = call fastcc i64 @egcd(i64 noundef %84, i64 noundef %85, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %87 = load volatile i64, ptr %17, align 8, !tbaa !6
  %88 = load volatile i64, ptr %21, align 8, !tbaa !6
  %89 = load i64, ptr %15, align 8, !tbaa !6
  %90 = load i64, ptr %16, align 8, !tbaa !6
  %91 = load volatile i64, ptr %17, align 8, !tbaa !6
  %92 = mul nsw i64 %91, %89
  %93 = load volatile i64, ptr %21, align 8, !tbaa !6
  %94 = mul nsw i64 %93, %90
  %95 = add nsw i64 %94, %92
  %96 = icmp eq i64 %95, %86
  %97 = zext i1 %96 to i32
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %87, i64 noundef %88, i64 noundef %86, i64 noundef %89, i64 noundef %90, i32 noundef %97)
  %99 = load volatile i64, ptr %18, align 8, !tbaa !6
  %100 = load volatile i64, ptr %22, align 8, !tbaa !6
  %101 = call fastcc i64 @egcd(i64 noundef %99, i64 noundef %100, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %102 = load volatile i64, ptr %18, align 8, !tbaa !6
  %103 = load volatile i64, ptr %22, align 8, !tbaa !6
  %104 = load i64, ptr %15, align 8, !tbaa !6
  %105 = load i64, ptr %16, align 8, !tbaa !6
  %106 = load volatile i64, ptr %18, align 8, !tbaa !6
  %107 = mul nsw i64 %106, %104
  %108 = load volatile i64, ptr %22, align 8, !tbaa !6
  %109 = mul nsw i64 %108, %105
  %110 = add nsw i64 %109, %107
  %111 = icmp eq i64 %110, %101
  %112 = zext i1 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %102, i64 noundef %103, i64 noundef %101, i64 noundef %104, i64 noundef %105, i32 noundef %112)
  %114 = load volatile i64, ptr %19, align 8, !tbaa !6
  %115 = load volatile i64, ptr %23, align 8, !tbaa !6
  %116 = call fastcc i64 @egcd(i64 noundef %114, i64 noundef %115, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %117 = load volatile i64, ptr %19, align 8, !tbaa !6
  %118 = load volatile i64, ptr %23, align 8, !tbaa !6
  %119 = load i64, ptr %15, align 8, !tbaa !6
  %120 = load i64, ptr %16, align 8, !tbaa !6
  %121 = load volatile i64, ptr %19, align 8, !tbaa !6
  %122 = mul nsw i64 %121, %119
  %123 = load volatile i64, ptr %23, align 8, !tbaa !6
  %124 = mul nsw i64 %123, %120
  %125 = add nsw i64 %124, %122
  %126 = icmp eq i64 %125, %116
  %127 = zext i1 %126 to i32
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %117, i64 noundef %118, i64 noundef %116, i64 noundef %119, i64 noundef %120, i32 noundef %127)
  %129 = load volatile i64, ptr %20, align 8, !tbaa !6
  %130 = load volatile i64, ptr %24, align 8, !tbaa !6
  %131 = call fastcc i64 @egcd(i64 noundef %129, i64 noundef %130, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %132 = load volatile i64, ptr %20, align 8, !tbaa !6
  %133 = load volatile i64, ptr %24, align 8, !tbaa !6
  %134 = load i64, ptr %15, align 8, !tbaa !6
  %135 = load i64, ptr %16, align 8, !tbaa !6
  %136 = load volatile i64, ptr %20, align 8, !tbaa !6
  %137 = mul nsw i64 %136, %134
  %138 = load volatile i64, ptr %24, align 8, !tbaa !6
  %139 = mul nsw i64 %138, %135
  %140 = add nsw i64 %139, %137
  %141 = icmp eq i64 %140, %131
  %142 = zext i1 %141 to i32
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %132, i64 noundef %133, i64 noundef %131, i64 noundef %134, i64 noundef %135, i32 noundef %142)
  br label %144

144:                                              ; preds = %0, %158
  %145 = phi i64 [ %160, %158 ], [ 1, %0 ]
  %146 = phi i64 [ %163, %158 ], [ 123456789, %0 ]
  %147 = phi i64 [ %164, %158 ], [ 1000000005, %0 ]
  %148 = and i64 %147, 1
  %149 = icmp eq i64 %148, 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %144
  %151 = zext nneg i64 %146 to i128
  br label %158

152:                                              ; preds = %144
  %153 = zext i64 %145 to i128
  %154 = zext nneg i64 %146 to i128
  %155 = mul nuw nsw i128 %154, %153
  %156 = urem i128 %155, 1000000007
  %157 = trunc nuw nsw i128 %156 to i64
  br label %158

158:                                              ; preds = %152, %150
  %159 = phi i128 [ %151, %150 ], [ %154, %152 ]
  %160 = phi i64 [ %145, %150 ], [ %157, %152 ]
  %161 = mul nuw nsw i128 %159, %159
  %162 = urem i128 %161, 1000000007
  %163 = trunc nuw nsw i128 %162 to i64
  %164 = lshr i64 %147, 1
  %165 = icmp ult i64 %147, 2
  br i1 %165, label %166, label %144, !llvm.loop !10

166:                                              ; preds = %158
  %167 = zext i64 %160 to i128
  %168 = mul nuw nsw i128 %167, 123456789
  %169 = urem i128 %168, 1000000007
  %170 = trunc nuw nsw i128 %169 to i64
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %160, i64 noundef %170)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #7
  %172 = call fastcc i64 @egcd(i64 noundef 1000000007, i64 noundef 998244353, ptr noundef nonnull %25, ptr noundef nonnull %26)
  %173 = load i64, ptr %26, align 8, !tbaa !6
  %174 = sext i64 %173 to i128
  %175 = mul nsw i128 %174, 12345
  %176 = srem i128 %175, 998244359987710471
  %177 = mul nsw i128 %176, 998244353
  %178 = load i64, ptr %25, align 8, !tbaa !6
  %179 = sext i64 %178 to i128
  %180 = mul nsw i128 %179, 67890
  %181 = srem i128 %180, 998244359987710471
  %182 = mul nsw i128 %181, 1000000007
  %183 = add nsw i128 %182, %177
  %184 = srem i128 %183, 998244359987710471
  %185 = icmp slt i128 %184, 0
  %186 = add nsw i128 %184, 998244359987710471
  %187 = select i1 %185, i128 %186, i128 %184
  %188 = trunc nuw nsw i128 %187 to i64
  %189 = urem i128 %187, 1000000007
  %190 = trunc nuw nsw i128 %189 to i64
  %191 = urem i128 %187, 998244353
  %192 = trunc nuw nsw i128 %191 to i64
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %188, i64 noundef %190, i64 noundef %192)
  br label %294

194:                                              ; preds = %378
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %379, i64 noundef %380)
  br label %196

196:                                              ; preds = %224, %194
  %197 = phi i64 [ 0, %194 ], [ %225, %224 ]
  %198 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !6
  %200 = urem i64 %199, 2305843009213693951
  br label %201

201:                                              ; preds = %215, %196
  %202 = phi i64 [ 1, %196 ], [ %217, %215 ]
  %203 = phi i64 [ %200, %196 ], [ %220, %215 ]
  %204 = phi i64 [ 1152921504606846975, %196 ], [ %221, %215 ]
  %205 = and i64 %204, 1
  %206 = icmp eq i64 %205, 0
  br i1 %206, label %207, label %209

207:                                              ; preds = %201
  %208 = zext i64 %203 to i128
  br label %215

209:                                              ; preds = %201
  %210 = zext i64 %202 to i128
  %211 = zext i64 %203 to i128
  %212 = mul nuw i128 %211, %210
  %213 = urem i128 %212, 2305843009213693951
  %214 = trunc nuw nsw i128 %213 to i64
  br label %215

215:                                              ; preds = %209, %207
  %216 = phi i128 [ %208, %207 ], [ %211, %209 ]
  %217 = phi i64 [ %202, %207 ], [ %214, %209 ]
  %218 = mul nuw i128 %216, %216
  %219 = urem i128 %218, 2305843009213693951
  %220 = trunc nuw nsw i128 %219 to i64
  %221 = lshr i64 %204, 1
  %222 = icmp ult i64 %204, 2
  br i1 %222, label %223, label %201, !llvm.loop !10

223:                                              ; preds = %215
  switch i64 %217, label %227 [
    i64 2305843009213693950, label %224
    i64 1, label %224
  ]

224:                                              ; preds = %223, %223
  %225 = add nuw nsw i64 %197, 1
  %226 = icmp eq i64 %225, 12
  br i1 %226, label %227, label %196, !llvm.loop !12

227:                                              ; preds = %224, %223
  %228 = phi i32 [ 1, %224 ], [ 0, %223 ]
  br label %229

229:                                              ; preds = %266, %227
  %230 = phi i64 [ 0, %227 ], [ %267, %266 ]
  %231 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %230
  %232 = load i64, ptr %231, align 8, !tbaa !6
  %233 = urem i64 %232, 1000000000000000009
  br label %234

234:                                              ; preds = %248, %229
  %235 = phi i64 [ 1, %229 ], [ %250, %248 ]
  %236 = phi i64 [ %233, %229 ], [ %253, %248 ]
  %237 = phi i64 [ 125000000000000001, %229 ], [ %254, %248 ]
  %238 = and i64 %237, 1
  %239 = icmp eq i64 %238, 0
  br i1 %239, label %240, label %242

240:                                              ; preds = %234
  %241 = zext i64 %236 to i128
  br label %248

242:                                              ; preds = %234
  %243 = zext i64 %235 to i128
  %244 = zext i64 %236 to i128
  %245 = mul nuw i128 %244, %243
  %246 = urem i128 %245, 1000000000000000009
  %247 = trunc nuw nsw i128 %246 to i64
  br label %248

248:                                              ; preds = %242, %240
  %249 = phi i128 [ %241, %240 ], [ %244, %242 ]
  %250 = phi i64 [ %235, %240 ], [ %247, %242 ]
  %251 = mul nuw i128 %249, %249
  %252 = urem i128 %251, 1000000000000000009
  %253 = trunc nuw nsw i128 %252 to i64
  %254 = lshr i64 %237, 1
  %255 = icmp ult i64 %237, 2
  br i1 %255, label %256, label %234, !llvm.loop !10

256:                                              ; preds = %248
  switch i64 %250, label %257 [
    i64 1000000000000000008, label %266
    i64 1, label %266
  ]

257:                                              ; preds = %256
  %258 = zext i64 %250 to i128
  %259 = mul nuw i128 %258, %258
  %260 = urem i128 %259, 1000000000000000009
  %261 = icmp eq i128 %260, 1000000000000000008
  br i1 %261, label %266, label %262

262:                                              ; preds = %257
  %263 = mul nuw nsw i128 %260, %260
  %264 = urem i128 %263, 1000000000000000009
  %265 = icmp eq i128 %264, 1000000000000000008
  br i1 %265, label %266, label %269

266:                                              ; preds = %257, %262, %256, %256
  %267 = add nuw nsw i64 %230, 1
  %268 = icmp eq i64 %267, 12
  br i1 %268, label %269, label %229, !llvm.loop !12

269:                                              ; preds = %266, %262
  %270 = phi i32 [ 0, %262 ], [ 1, %266 ]
  %271 = icmp ne i64 %43, %44
  %272 = zext i1 %271 to i32
  %273 = icmp ne i64 %48, %49
  %274 = zext i1 %273 to i32
  %275 = add nuw nsw i32 %272, %274
  %276 = icmp ne i64 %53, %54
  %277 = zext i1 %276 to i32
  %278 = add nuw nsw i32 %275, %277
  %279 = icmp ne i64 %58, %59
  %280 = zext i1 %279 to i32
  %281 = add nuw nsw i32 %278, %280
  %282 = icmp ne i64 %63, %64
  %283 = zext i1 %282 to i32
  %284 = add nuw nsw i32 %281, %283
  %285 = icmp ne i64 %68, %69
  %286 = zext i1 %285 to i32
  %287 = add nuw nsw i32 %284, %286
  %288 = icmp ne i64 %73, %74
  %289 = zext i1 %288 to i32
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %228, i32 noundef 0, i32 noundef %270)
  %291 = or i32 %287, %289
  %292 = icmp eq i32 %291, 0
  %293 = select i1 %292, i32 %379, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  ret i32 %293

294:                                              ; preds = %166, %378
  %295 = phi i64 [ -256, %166 ], [ %381, %378 ]
  %296 = phi i64 [ 0, %166 ], [ %380, %378 ]
  %297 = phi i32 [ 0, %166 ], [ %379, %378 ]
  %298 = and i64 %295, 1
  %299 = icmp eq i64 %298, 0
  %300 = insertelement <8 x i64> poison, i64 %295, i64 0
  %301 = shufflevector <8 x i64> %300, <8 x i64> poison, <8 x i32> zeroinitializer
  %302 = urem <8 x i64> %301, <i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23>
  %303 = icmp eq <8 x i64> %302, zeroinitializer
  %304 = insertelement <2 x i64> poison, i64 %295, i64 0
  %305 = shufflevector <2 x i64> %304, <2 x i64> poison, <2 x i32> zeroinitializer
  %306 = urem <2 x i64> %305, <i64 29, i64 31>
  %307 = icmp eq <2 x i64> %306, zeroinitializer
  %308 = urem i64 %295, 37
  %309 = icmp eq i64 %308, 0
  %310 = bitcast <8 x i1> %303 to i8
  %311 = icmp ne i8 %310, 0
  %312 = or i1 %311, %299
  %313 = shufflevector <2 x i1> %307, <2 x i1> poison, <2 x i32> <i32 1, i32 poison>
  %314 = or <2 x i1> %307, %313
  %315 = extractelement <2 x i1> %314, i64 0
  %316 = or i1 %312, %315
  %317 = or i1 %316, %309
  br i1 %317, label %378, label %318

318:                                              ; preds = %294
  %319 = add nsw i64 %295, -1
  br label %323

320:                                              ; preds = %323
  %321 = zext i64 %295 to i128
  %322 = icmp eq i32 %324, 0
  br label %330

323:                                              ; preds = %323, %318
  %324 = phi i32 [ %327, %323 ], [ 0, %318 ]
  %325 = phi i64 [ %326, %323 ], [ %319, %318 ]
  %326 = lshr exact i64 %325, 1
  %327 = add nuw nsw i32 %324, 1
  %328 = and i64 %325, 2
  %329 = icmp eq i64 %328, 0
  br i1 %329, label %323, label %320, !llvm.loop !13

330:                                              ; preds = %373, %320
  %331 = phi i64 [ 0, %320 ], [ %374, %373 ]
  %332 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %331
  %333 = load i64, ptr %332, align 8, !tbaa !6
  %334 = urem i64 %333, %295
  br label %335

335:                                              ; preds = %349, %330
  %336 = phi i64 [ 1, %330 ], [ %351, %349 ]
  %337 = phi i64 [ %334, %330 ], [ %354, %349 ]
  %338 = phi i64 [ %326, %330 ], [ %355, %349 ]
  %339 = and i64 %338, 1
  %340 = icmp eq i64 %339, 0
  br i1 %340, label %341, label %343

341:                                              ; preds = %335
  %342 = zext i64 %337 to i128
  br label %349

343:                                              ; preds = %335
  %344 = zext i64 %336 to i128
  %345 = zext i64 %337 to i128
  %346 = mul nuw i128 %345, %344
  %347 = urem i128 %346, %321
  %348 = trunc nuw i128 %347 to i64
  br label %349

349:                                              ; preds = %343, %341
  %350 = phi i128 [ %342, %341 ], [ %345, %343 ]
  %351 = phi i64 [ %336, %341 ], [ %348, %343 ]
  %352 = mul nuw i128 %350, %350
  %353 = urem i128 %352, %321
  %354 = trunc nuw i128 %353 to i64
  %355 = lshr i64 %338, 1
  %356 = icmp ult i64 %338, 2
  br i1 %356, label %357, label %335, !llvm.loop !10

357:                                              ; preds = %349
  %358 = icmp eq i64 %351, 1
  %359 = icmp eq i64 %351, %319
  %360 = or i1 %358, %359
  br i1 %360, label %373, label %361

361:                                              ; preds = %357
  br i1 %322, label %378, label %365

362:                                              ; preds = %365
  %363 = add nuw i32 %366, 1
  %364 = icmp eq i32 %366, %324
  br i1 %364, label %378, label %365, !llvm.loop !14

365:                                              ; preds = %361, %362
  %366 = phi i32 [ %363, %362 ], [ 1, %361 ]
  %367 = phi i64 [ %371, %362 ], [ %351, %361 ]
  %368 = zext i64 %367 to i128
  %369 = mul nuw i128 %368, %368
  %370 = urem i128 %369, %321
  %371 = trunc nuw i128 %370 to i64
  %372 = icmp eq i64 %319, %371
  br i1 %372, label %373, label %362

373:                                              ; preds = %365, %357
  %374 = add nuw nsw i64 %331, 1
  %375 = icmp eq i64 %374, 12
  br i1 %375, label %376, label %330, !llvm.loop !12

376:                                              ; preds = %373
  %377 = add nuw nsw i32 %297, 1
  br label %378

378:                                              ; preds = %361, %362, %294, %376
  %379 = phi i32 [ %377, %376 ], [ %297, %294 ], [ %297, %362 ], [ %297, %361 ]
  %380 = phi i64 [ %295, %376 ], [ %296, %294 ], [ %296, %362 ], [ %296, %361 ]
  %381 = add nsw i64 %295, 1
  %382 = icmp eq i64 %381, 0
  br i1 %382, label %194, label %294, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @gcd_euclid(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i64 [ %7, %4 ], [ %1, %2 ]
  %7 = urem i64 %5, %6
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %4, !llvm.loop !16

9:                                                ; preds = %4, %2
  %10 = phi i64 [ %0, %2 ], [ %6, %4 ]
  ret i64 %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @gcd_binary(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %22, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %22, label %6

6:                                                ; preds = %4
  %7 = or i64 %1, %0
  %8 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %0, i1 true)
  %9 = lshr i64 %0, %8
  br label %10

10:                                               ; preds = %6, %10
  %11 = phi i64 [ %9, %6 ], [ %16, %10 ]
  %12 = phi i64 [ %1, %6 ], [ %17, %10 ]
  %13 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %12, i1 true)
  %14 = lshr i64 %12, %13
  %15 = tail call i64 @llvm.umax.i64(i64 %11, i64 %14)
  %16 = tail call i64 @llvm.umin.i64(i64 %11, i64 %14)
  %17 = sub i64 %15, %16
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %10, !llvm.loop !17

19:                                               ; preds = %10
  %20 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %7, i1 true)
  %21 = shl i64 %16, %20
  br label %22

22:                                               ; preds = %4, %2, %19
  %23 = phi i64 [ %21, %19 ], [ %1, %2 ], [ %0, %4 ]
  ret i64 %23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i64 @egcd(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #4 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %17, label %8

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #7
  %9 = sdiv i64 %0, %1
  %10 = mul i64 %9, %1
  %11 = sub i64 %0, %10
  %12 = call fastcc i64 @egcd(i64 noundef %1, i64 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %13 = load i64, ptr %6, align 8, !tbaa !6
  %14 = load i64, ptr %5, align 8, !tbaa !6
  %15 = mul nsw i64 %9, %13
  %16 = sub nsw i64 %14, %15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7
  br label %17

17:                                               ; preds = %4, %8
  %18 = phi i64 [ %13, %8 ], [ 1, %4 ]
  %19 = phi i64 [ %16, %8 ], [ 0, %4 ]
  %20 = phi i64 [ %12, %8 ], [ %0, %4 ]
  store i64 %18, ptr %2, align 8
  store i64 %19, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
