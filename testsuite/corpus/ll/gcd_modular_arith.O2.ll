; ModuleID = 'programs/gcd_modular_arith.c'
source_filename = "programs/gcd_modular_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.pairs = private unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 0, i64 5], [2 x i64] [i64 48, i64 18], [2 x i64] [i64 1071, i64 462], [2 x i64] [i64 -1, i64 -2], [2 x i64] [i64 4611686018427387904, i64 3298534883328], [2 x i64] [i64 12345678901234567, i64 98765432109876543], [2 x i64] [i64 600851475143, i64 486847]], align 16
@.str = private unnamed_addr constant [21 x i8] c"gcd(%llu,%llu)=%llu\0A\00", align 1
@__const.main.ea = private unnamed_addr constant [4 x i64] [i64 240, i64 -240, i64 17, i64 1000000007], align 16
@__const.main.eb = private unnamed_addr constant [4 x i64] [i64 46, i64 46, i64 -5, i64 998244353], align 16
@.str.1 = private unnamed_addr constant [45 x i8] c"egcd(%lld,%lld)=%lld x=%lld y=%lld check=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"inv=%llu check=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"crt=%llu mods %llu %llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"primes near 2^64: %d last=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [60 x i8] c"mersenne 2^61-1 prime=%d, 2^61+1 prime=%d, 1e18+9 prime=%d\0A\00", align 1
@is_prime.small = internal unnamed_addr constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 16
  %2 = alloca i64, align 8
  %3 = alloca i64, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 16
  %6 = alloca i64, align 8
  %7 = alloca i64, align 16
  %8 = alloca i64, align 8
  %9 = alloca i64, align 16
  %10 = alloca i64, align 8
  %11 = alloca i64, align 16
  %12 = alloca i64, align 8
  %13 = alloca i64, align 16
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 16
  %18 = alloca i64, align 8
  %19 = alloca i64, align 16
  %20 = alloca i64, align 8
  %21 = alloca i64, align 16
  %22 = alloca i64, align 8
  %23 = alloca i64, align 16
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
  %27 = load volatile i64, ptr @__const.main.pairs, align 16
  store volatile i64 %27, ptr %1, align 16
  %28 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 8), align 8
  store volatile i64 %28, ptr %2, align 8
  %29 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 16), align 16
  store volatile i64 %29, ptr %3, align 16
  %30 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 24), align 8
  store volatile i64 %30, ptr %4, align 8
  %31 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 32), align 16
  store volatile i64 %31, ptr %5, align 16
  %32 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 40), align 8
  store volatile i64 %32, ptr %6, align 8
  %33 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 48), align 16
  store volatile i64 %33, ptr %7, align 16
  %34 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 56), align 8
  store volatile i64 %34, ptr %8, align 8
  %35 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 64), align 16
  store volatile i64 %35, ptr %9, align 16
  %36 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 72), align 8
  store volatile i64 %36, ptr %10, align 8
  %37 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 80), align 16
  store volatile i64 %37, ptr %11, align 16
  %38 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 88), align 8
  store volatile i64 %38, ptr %12, align 8
  %39 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 96), align 16
  store volatile i64 %39, ptr %13, align 16
  %40 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.pairs, i64 104), align 8
  store volatile i64 %40, ptr %14, align 8
  %41 = load volatile i64, ptr %1, align 16, !tbaa !5
  %42 = load volatile i64, ptr %2, align 8, !tbaa !5
  %43 = tail call fastcc i64 @gcd_euclid(i64 noundef %41, i64 noundef %42)
  %44 = tail call fastcc i64 @gcd_binary(i64 noundef %41, i64 noundef %42)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %41, i64 noundef %42, i64 noundef %43)
  %46 = load volatile i64, ptr %3, align 16, !tbaa !5
  %47 = load volatile i64, ptr %4, align 8, !tbaa !5
  %48 = tail call fastcc i64 @gcd_euclid(i64 noundef %46, i64 noundef %47)
  %49 = tail call fastcc i64 @gcd_binary(i64 noundef %46, i64 noundef %47)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %46, i64 noundef %47, i64 noundef %48)
  %51 = load volatile i64, ptr %5, align 16, !tbaa !5
  %52 = load volatile i64, ptr %6, align 8, !tbaa !5
  %53 = tail call fastcc i64 @gcd_euclid(i64 noundef %51, i64 noundef %52)
  %54 = tail call fastcc i64 @gcd_binary(i64 noundef %51, i64 noundef %52)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %51, i64 noundef %52, i64 noundef %53)
  %56 = load volatile i64, ptr %7, align 16, !tbaa !5
  %57 = load volatile i64, ptr %8, align 8, !tbaa !5
  %58 = tail call fastcc i64 @gcd_euclid(i64 noundef %56, i64 noundef %57)
  %59 = tail call fastcc i64 @gcd_binary(i64 noundef %56, i64 noundef %57)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %56, i64 noundef %57, i64 noundef %58)
  %61 = load volatile i64, ptr %9, align 16, !tbaa !5
  %62 = load volatile i64, ptr %10, align 8, !tbaa !5
  %63 = tail call fastcc i64 @gcd_euclid(i64 noundef %61, i64 noundef %62)
  %64 = tail call fastcc i64 @gcd_binary(i64 noundef %61, i64 noundef %62)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %61, i64 noundef %62, i64 noundef %63)
  %66 = load volatile i64, ptr %11, align 16, !tbaa !5
  %67 = load volatile i64, ptr %12, align 8, !tbaa !5
  %68 = tail call fastcc i64 @gcd_euclid(i64 noundef %66, i64 noundef %67)
  %69 = tail call fastcc i64 @gcd_binary(i64 noundef %66, i64 noundef %67)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %66, i64 noundef %67, i64 noundef %68)
  %71 = load volatile i64, ptr %13, align 16, !tbaa !5
  %72 = load volatile i64, ptr %14, align 8, !tbaa !5
  %73 = tail call fastcc i64 @gcd_euclid(i64 noundef %71, i64 noundef %72)
  %74 = tail call fastcc i64 @gcd_binary(i64 noundef %71, i64 noundef %72)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %71, i64 noundef %72, i64 noundef %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  %76 = load volatile i64, ptr @__const.main.ea, align 16
  store volatile i64 %76, ptr %17, align 16
  %77 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 8), align 8
  store volatile i64 %77, ptr %18, align 8
  %78 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 16), align 16
  store volatile i64 %78, ptr %19, align 16
  %79 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.ea, i64 24), align 8
  store volatile i64 %79, ptr %20, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  %80 = load volatile i64, ptr @__const.main.eb, align 16
  store volatile i64 %80, ptr %21, align 16
  %81 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 8), align 8
  store volatile i64 %81, ptr %22, align 8
  %82 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 16), align 16
  store volatile i64 %82, ptr %23, align 16
  %83 = load volatile i64, ptr getelementptr inbounds (i8, ptr @__const.main.eb, i64 24), align 8
  store volatile i64 %83, ptr %24, align 8
  %84 = load volatile i64, ptr %17, align 16, !tbaa !5
  %85 = load volatile i64, ptr %21, align 16, !tbaa !5
  %86 = call fastcc i64 @egcd(i64 noundef %84, i64 noundef %85, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %87 = load volatile i64, ptr %17, align 16, !tbaa !5
  %88 = load volatile i64, ptr %21, align 16, !tbaa !5
  %89 = load i64, ptr %15, align 8, !tbaa !5
  %90 = load i64, ptr %16, align 8, !tbaa !5
  %91 = load volatile i64, ptr %17, align 16, !tbaa !5
  %92 = mul nsw i64 %91, %89
  %93 = load volatile i64, ptr %21, align 16, !tbaa !5
  %94 = mul nsw i64 %93, %90
  %95 = add nsw i64 %94, %92
  %96 = icmp eq i64 %95, %86
  %97 = zext i1 %96 to i32
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %87, i64 noundef %88, i64 noundef %86, i64 noundef %89, i64 noundef %90, i32 noundef %97)
  %99 = load volatile i64, ptr %18, align 8, !tbaa !5
  %100 = load volatile i64, ptr %22, align 8, !tbaa !5
  %101 = call fastcc i64 @egcd(i64 noundef %99, i64 noundef %100, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %102 = load volatile i64, ptr %18, align 8, !tbaa !5
  %103 = load volatile i64, ptr %22, align 8, !tbaa !5
  %104 = load i64, ptr %15, align 8, !tbaa !5
  %105 = load i64, ptr %16, align 8, !tbaa !5
  %106 = load volatile i64, ptr %18, align 8, !tbaa !5
  %107 = mul nsw i64 %106, %104
  %108 = load volatile i64, ptr %22, align 8, !tbaa !5
  %109 = mul nsw i64 %108, %105
  %110 = add nsw i64 %109, %107
  %111 = icmp eq i64 %110, %101
  %112 = zext i1 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %102, i64 noundef %103, i64 noundef %101, i64 noundef %104, i64 noundef %105, i32 noundef %112)
  %114 = load volatile i64, ptr %19, align 16, !tbaa !5
  %115 = load volatile i64, ptr %23, align 16, !tbaa !5
  %116 = call fastcc i64 @egcd(i64 noundef %114, i64 noundef %115, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %117 = load volatile i64, ptr %19, align 16, !tbaa !5
  %118 = load volatile i64, ptr %23, align 16, !tbaa !5
  %119 = load i64, ptr %15, align 8, !tbaa !5
  %120 = load i64, ptr %16, align 8, !tbaa !5
  %121 = load volatile i64, ptr %19, align 16, !tbaa !5
  %122 = mul nsw i64 %121, %119
  %123 = load volatile i64, ptr %23, align 16, !tbaa !5
  %124 = mul nsw i64 %123, %120
  %125 = add nsw i64 %124, %122
  %126 = icmp eq i64 %125, %116
  %127 = zext i1 %126 to i32
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %117, i64 noundef %118, i64 noundef %116, i64 noundef %119, i64 noundef %120, i32 noundef %127)
  %129 = load volatile i64, ptr %20, align 8, !tbaa !5
  %130 = load volatile i64, ptr %24, align 8, !tbaa !5
  %131 = call fastcc i64 @egcd(i64 noundef %129, i64 noundef %130, ptr noundef nonnull %15, ptr noundef nonnull %16)
  %132 = load volatile i64, ptr %20, align 8, !tbaa !5
  %133 = load volatile i64, ptr %24, align 8, !tbaa !5
  %134 = load i64, ptr %15, align 8, !tbaa !5
  %135 = load i64, ptr %16, align 8, !tbaa !5
  %136 = load volatile i64, ptr %20, align 8, !tbaa !5
  %137 = mul nsw i64 %136, %134
  %138 = load volatile i64, ptr %24, align 8, !tbaa !5
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
  br i1 %165, label %166, label %144, !llvm.loop !9

166:                                              ; preds = %158
  %167 = zext i64 %160 to i128
  %168 = mul nuw nsw i128 %167, 123456789
  %169 = urem i128 %168, 1000000007
  %170 = trunc nuw nsw i128 %169 to i64
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %160, i64 noundef %170)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #7
  %172 = call fastcc i64 @egcd(i64 noundef 1000000007, i64 noundef 998244353, ptr noundef nonnull %25, ptr noundef nonnull %26)
  %173 = load i64, ptr %26, align 8, !tbaa !5
  %174 = sext i64 %173 to i128
  %175 = mul nsw i128 %174, 12345
  %176 = srem i128 %175, 998244359987710471
  %177 = mul nsw i128 %176, 998244353
  %178 = load i64, ptr %25, align 8, !tbaa !5
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

194:                                              ; preds = %393
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %394, i64 noundef %395)
  br label %196

196:                                              ; preds = %224, %194
  %197 = phi i64 [ 0, %194 ], [ %225, %224 ]
  %198 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !5
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
  br i1 %222, label %223, label %201, !llvm.loop !9

223:                                              ; preds = %215
  switch i64 %217, label %227 [
    i64 2305843009213693950, label %224
    i64 1, label %224
  ]

224:                                              ; preds = %223, %223
  %225 = add nuw nsw i64 %197, 1
  %226 = icmp eq i64 %225, 12
  br i1 %226, label %227, label %196, !llvm.loop !11

227:                                              ; preds = %224, %223
  %228 = phi i32 [ 1, %224 ], [ 0, %223 ]
  br label %229

229:                                              ; preds = %266, %227
  %230 = phi i64 [ 0, %227 ], [ %267, %266 ]
  %231 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %230
  %232 = load i64, ptr %231, align 8, !tbaa !5
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
  br i1 %255, label %256, label %234, !llvm.loop !9

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
  br i1 %268, label %269, label %229, !llvm.loop !11

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
  %293 = select i1 %292, i32 %394, i32 1
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

294:                                              ; preds = %166, %393
  %295 = phi i64 [ -256, %166 ], [ %396, %393 ]
  %296 = phi i64 [ 0, %166 ], [ %395, %393 ]
  %297 = phi i32 [ 0, %166 ], [ %394, %393 ]
  %298 = and i64 %295, 1
  %299 = icmp eq i64 %298, 0
  %300 = urem i64 %295, 3
  %301 = icmp eq i64 %300, 0
  %302 = or i1 %299, %301
  %303 = urem i64 %295, 5
  %304 = icmp eq i64 %303, 0
  %305 = or i1 %302, %304
  %306 = urem i64 %295, 7
  %307 = icmp eq i64 %306, 0
  %308 = or i1 %305, %307
  %309 = urem i64 %295, 11
  %310 = icmp eq i64 %309, 0
  %311 = or i1 %308, %310
  %312 = urem i64 %295, 13
  %313 = icmp eq i64 %312, 0
  %314 = or i1 %311, %313
  %315 = urem i64 %295, 17
  %316 = icmp eq i64 %315, 0
  %317 = or i1 %314, %316
  %318 = urem i64 %295, 19
  %319 = icmp eq i64 %318, 0
  %320 = or i1 %317, %319
  %321 = urem i64 %295, 23
  %322 = icmp eq i64 %321, 0
  %323 = or i1 %320, %322
  %324 = urem i64 %295, 29
  %325 = icmp eq i64 %324, 0
  %326 = or i1 %323, %325
  %327 = urem i64 %295, 31
  %328 = icmp eq i64 %327, 0
  %329 = or i1 %326, %328
  %330 = urem i64 %295, 37
  %331 = icmp eq i64 %330, 0
  %332 = or i1 %329, %331
  br i1 %332, label %393, label %333

333:                                              ; preds = %294
  %334 = add nsw i64 %295, -1
  br label %338

335:                                              ; preds = %338
  %336 = zext i64 %295 to i128
  %337 = icmp eq i32 %339, 0
  br label %345

338:                                              ; preds = %338, %333
  %339 = phi i32 [ %342, %338 ], [ 0, %333 ]
  %340 = phi i64 [ %341, %338 ], [ %334, %333 ]
  %341 = lshr exact i64 %340, 1
  %342 = add nuw nsw i32 %339, 1
  %343 = and i64 %340, 2
  %344 = icmp eq i64 %343, 0
  br i1 %344, label %338, label %335, !llvm.loop !12

345:                                              ; preds = %388, %335
  %346 = phi i64 [ 0, %335 ], [ %389, %388 ]
  %347 = getelementptr inbounds [12 x i64], ptr @is_prime.small, i64 0, i64 %346
  %348 = load i64, ptr %347, align 8, !tbaa !5
  %349 = urem i64 %348, %295
  br label %350

350:                                              ; preds = %364, %345
  %351 = phi i64 [ 1, %345 ], [ %366, %364 ]
  %352 = phi i64 [ %349, %345 ], [ %369, %364 ]
  %353 = phi i64 [ %341, %345 ], [ %370, %364 ]
  %354 = and i64 %353, 1
  %355 = icmp eq i64 %354, 0
  br i1 %355, label %356, label %358

356:                                              ; preds = %350
  %357 = zext i64 %352 to i128
  br label %364

358:                                              ; preds = %350
  %359 = zext i64 %351 to i128
  %360 = zext i64 %352 to i128
  %361 = mul nuw i128 %360, %359
  %362 = urem i128 %361, %336
  %363 = trunc nuw i128 %362 to i64
  br label %364

364:                                              ; preds = %358, %356
  %365 = phi i128 [ %357, %356 ], [ %360, %358 ]
  %366 = phi i64 [ %351, %356 ], [ %363, %358 ]
  %367 = mul nuw i128 %365, %365
  %368 = urem i128 %367, %336
  %369 = trunc nuw i128 %368 to i64
  %370 = lshr i64 %353, 1
  %371 = icmp ult i64 %353, 2
  br i1 %371, label %372, label %350, !llvm.loop !9

372:                                              ; preds = %364
  %373 = icmp eq i64 %366, 1
  %374 = icmp eq i64 %366, %334
  %375 = or i1 %373, %374
  br i1 %375, label %388, label %376

376:                                              ; preds = %372
  br i1 %337, label %393, label %380

377:                                              ; preds = %380
  %378 = add nuw i32 %381, 1
  %379 = icmp eq i32 %381, %339
  br i1 %379, label %393, label %380, !llvm.loop !13

380:                                              ; preds = %376, %377
  %381 = phi i32 [ %378, %377 ], [ 1, %376 ]
  %382 = phi i64 [ %386, %377 ], [ %366, %376 ]
  %383 = zext i64 %382 to i128
  %384 = mul nuw i128 %383, %383
  %385 = urem i128 %384, %336
  %386 = trunc nuw i128 %385 to i64
  %387 = icmp eq i64 %334, %386
  br i1 %387, label %388, label %377

388:                                              ; preds = %380, %372
  %389 = add nuw nsw i64 %346, 1
  %390 = icmp eq i64 %389, 12
  br i1 %390, label %391, label %345, !llvm.loop !11

391:                                              ; preds = %388
  %392 = add nuw nsw i32 %297, 1
  br label %393

393:                                              ; preds = %376, %377, %294, %391
  %394 = phi i32 [ %392, %391 ], [ %297, %294 ], [ %297, %377 ], [ %297, %376 ]
  %395 = phi i64 [ %295, %391 ], [ %296, %294 ], [ %296, %377 ], [ %296, %376 ]
  %396 = add nsw i64 %295, 1
  %397 = icmp eq i64 %396, 0
  br i1 %397, label %194, label %294, !llvm.loop !14
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
  br i1 %8, label %9, label %4, !llvm.loop !15

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
  br i1 %18, label %19, label %10, !llvm.loop !16

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
  br i1 %7, label %16, label %8

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #7
  %9 = srem i64 %0, %1
  %10 = call fastcc i64 @egcd(i64 noundef %1, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %11 = load i64, ptr %6, align 8, !tbaa !5
  %12 = load i64, ptr %5, align 8, !tbaa !5
  %13 = sdiv i64 %0, %1
  %14 = mul nsw i64 %13, %11
  %15 = sub nsw i64 %12, %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7
  br label %16

16:                                               ; preds = %4, %8
  %17 = phi i64 [ %11, %8 ], [ 1, %4 ]
  %18 = phi i64 [ %15, %8 ], [ 0, %4 ]
  %19 = phi i64 [ %10, %8 ], [ %0, %4 ]
  store i64 %17, ptr %2, align 8
  store i64 %18, ptr %3, align 8
  ret i64 %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
