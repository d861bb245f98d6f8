; ModuleID = 'programs/bit_interleave_codes.c'
source_filename = "programs/bit_interleave_codes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"morton bad=%d h=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%u:%u \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"gray bad=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"hilbert checksum %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %78

1:                                                ; preds = %325
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %326, i64 noundef %327)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 3)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef 6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef 7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef 5)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 4)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef 12)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef 13)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef 15)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef 14)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 13, i32 noundef 11)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i32 noundef 9)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef 8)
  %19 = tail call i32 @putchar(i32 10)
  %20 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %326, i64 0
  br label %21

21:                                               ; preds = %21, %1
  %22 = phi i32 [ 0, %1 ], [ %71, %21 ]
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %72, %21 ]
  %24 = phi <4 x i32> [ %20, %1 ], [ %68, %21 ]
  %25 = phi <4 x i32> [ zeroinitializer, %1 ], [ %70, %21 ]
  %26 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>
  %27 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %28 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %27, %23
  %30 = xor <4 x i32> %28, %26
  %31 = lshr <4 x i32> %23, <i32 16, i32 16, i32 16, i32 16>
  %32 = lshr <4 x i32> %26, <i32 16, i32 16, i32 16, i32 16>
  %33 = lshr <4 x i32> %29, <i32 8, i32 8, i32 8, i32 8>
  %34 = lshr <4 x i32> %30, <i32 8, i32 8, i32 8, i32 8>
  %35 = xor <4 x i32> %31, %33
  %36 = xor <4 x i32> %32, %34
  %37 = xor <4 x i32> %35, %29
  %38 = xor <4 x i32> %36, %30
  %39 = lshr <4 x i32> %37, <i32 4, i32 4, i32 4, i32 4>
  %40 = lshr <4 x i32> %38, <i32 4, i32 4, i32 4, i32 4>
  %41 = xor <4 x i32> %39, %37
  %42 = xor <4 x i32> %40, %38
  %43 = lshr <4 x i32> %41, <i32 2, i32 2, i32 2, i32 2>
  %44 = lshr <4 x i32> %42, <i32 2, i32 2, i32 2, i32 2>
  %45 = xor <4 x i32> %43, %41
  %46 = xor <4 x i32> %44, %42
  %47 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %48 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %49 = xor <4 x i32> %47, %45
  %50 = xor <4 x i32> %48, %46
  %51 = icmp ne <4 x i32> %49, %23
  %52 = icmp ne <4 x i32> %50, %26
  %53 = add nuw nsw <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %54 = add <4 x i32> %23, <i32 5, i32 5, i32 5, i32 5>
  %55 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>
  %56 = lshr <4 x i32> %54, <i32 1, i32 1, i32 1, i32 1>
  %57 = xor <4 x i32> %55, %53
  %58 = xor <4 x i32> %56, %54
  %59 = xor <4 x i32> %57, %29
  %60 = xor <4 x i32> %58, %30
  %61 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %59)
  %62 = tail call range(i32 0, 33) <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %60)
  %63 = icmp ne <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %64 = icmp ne <4 x i32> %62, <i32 1, i32 1, i32 1, i32 1>
  %65 = select <4 x i1> %51, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %63
  %66 = select <4 x i1> %52, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %64
  %67 = zext <4 x i1> %65 to <4 x i32>
  %68 = add <4 x i32> %24, %67
  %69 = zext <4 x i1> %66 to <4 x i32>
  %70 = add <4 x i32> %25, %69
  %71 = add nuw i32 %22, 8
  %72 = add <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %73 = icmp eq i32 %71, 100000
  br i1 %73, label %74, label %21, !llvm.loop !6

74:                                               ; preds = %21
  %75 = add <4 x i32> %70, %68
  %76 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %75)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %76)
  br label %330

78:                                               ; preds = %0, %325
  %79 = phi i32 [ 0, %0 ], [ %326, %325 ]
  %80 = phi i64 [ 0, %0 ], [ %327, %325 ]
  %81 = phi i32 [ 1, %0 ], [ %84, %325 ]
  %82 = phi i32 [ 0, %0 ], [ %328, %325 ]
  %83 = mul i32 %81, 1664525
  %84 = add i32 %83, 1013904223
  %85 = mul i32 %84, -1640531535
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 16
  %88 = or i64 %87, %86
  %89 = and i64 %88, 281470681808895
  %90 = shl nuw nsw i64 %89, 8
  %91 = or i64 %90, %89
  %92 = and i64 %91, 71777214294589695
  %93 = shl nuw nsw i64 %92, 4
  %94 = or i64 %93, %92
  %95 = and i64 %94, 1085102592571150095
  %96 = shl nuw nsw i64 %95, 2
  %97 = or i64 %96, %95
  %98 = and i64 %97, 3689348814741910323
  %99 = shl nuw nsw i64 %98, 1
  %100 = insertelement <2 x i32> poison, i32 %85, i64 0
  %101 = shufflevector <2 x i32> %100, <2 x i32> poison, <2 x i32> zeroinitializer
  %102 = insertelement <2 x i32> poison, i32 %84, i64 0
  %103 = shufflevector <2 x i32> %102, <2 x i32> poison, <2 x i32> zeroinitializer
  %104 = shl nuw i64 %98, 2
  %105 = or i64 %104, %99
  %106 = and i64 %105, -6148914691236517206
  %107 = zext i32 %84 to i64
  %108 = shl nuw nsw i64 %107, 16
  %109 = or i64 %108, %107
  %110 = and i64 %109, 281470681808895
  %111 = shl nuw nsw i64 %110, 8
  %112 = or i64 %111, %110
  %113 = and i64 %112, 71777214294589695
  %114 = shl nuw nsw i64 %113, 4
  %115 = or i64 %114, %113
  %116 = and i64 %115, 1085102592571150095
  %117 = shl nuw nsw i64 %116, 2
  %118 = or i64 %117, %116
  %119 = and i64 %118, 3689348814741910323
  %120 = shl nuw nsw i64 %119, 1
  %121 = or i64 %120, %119
  %122 = lshr <2 x i32> %103, <i32 0, i32 1>
  %123 = lshr <2 x i32> %103, <i32 2, i32 3>
  %124 = and <2 x i32> %122, <i32 1, i32 1>
  %125 = and <2 x i32> %123, <i32 1, i32 1>
  %126 = zext nneg <2 x i32> %124 to <2 x i64>
  %127 = zext nneg <2 x i32> %125 to <2 x i64>
  %128 = shl nuw nsw <2 x i64> %126, <i64 0, i64 2>
  %129 = shl nuw nsw <2 x i64> %127, <i64 4, i64 6>
  %130 = lshr <2 x i32> %101, <i32 0, i32 1>
  %131 = lshr <2 x i32> %101, <i32 2, i32 3>
  %132 = and <2 x i32> %130, <i32 1, i32 1>
  %133 = and <2 x i32> %131, <i32 1, i32 1>
  %134 = zext nneg <2 x i32> %132 to <2 x i64>
  %135 = zext nneg <2 x i32> %133 to <2 x i64>
  %136 = shl nuw nsw <2 x i64> %134, <i64 1, i64 3>
  %137 = shl nuw nsw <2 x i64> %135, <i64 5, i64 7>
  %138 = or disjoint <2 x i64> %128, %136
  %139 = or disjoint <2 x i64> %129, %137
  %140 = lshr <2 x i32> %103, <i32 4, i32 5>
  %141 = lshr <2 x i32> %103, <i32 6, i32 7>
  %142 = and <2 x i32> %140, <i32 1, i32 1>
  %143 = and <2 x i32> %141, <i32 1, i32 1>
  %144 = zext nneg <2 x i32> %142 to <2 x i64>
  %145 = zext nneg <2 x i32> %143 to <2 x i64>
  %146 = shl nuw nsw <2 x i64> %144, <i64 8, i64 10>
  %147 = shl nuw nsw <2 x i64> %145, <i64 12, i64 14>
  %148 = lshr <2 x i32> %101, <i32 4, i32 5>
  %149 = lshr <2 x i32> %101, <i32 6, i32 7>
  %150 = and <2 x i32> %148, <i32 1, i32 1>
  %151 = and <2 x i32> %149, <i32 1, i32 1>
  %152 = zext nneg <2 x i32> %150 to <2 x i64>
  %153 = zext nneg <2 x i32> %151 to <2 x i64>
  %154 = shl nuw nsw <2 x i64> %152, <i64 9, i64 11>
  %155 = shl nuw nsw <2 x i64> %153, <i64 13, i64 15>
  %156 = or disjoint <2 x i64> %146, %154
  %157 = or disjoint <2 x i64> %147, %155
  %158 = or disjoint <2 x i64> %156, %138
  %159 = or disjoint <2 x i64> %157, %139
  %160 = lshr <2 x i32> %103, <i32 8, i32 9>
  %161 = lshr <2 x i32> %103, <i32 10, i32 11>
  %162 = and <2 x i32> %160, <i32 1, i32 1>
  %163 = and <2 x i32> %161, <i32 1, i32 1>
  %164 = zext nneg <2 x i32> %162 to <2 x i64>
  %165 = zext nneg <2 x i32> %163 to <2 x i64>
  %166 = shl nuw nsw <2 x i64> %164, <i64 16, i64 18>
  %167 = shl nuw nsw <2 x i64> %165, <i64 20, i64 22>
  %168 = lshr <2 x i32> %101, <i32 8, i32 9>
  %169 = lshr <2 x i32> %101, <i32 10, i32 11>
  %170 = and <2 x i32> %168, <i32 1, i32 1>
  %171 = and <2 x i32> %169, <i32 1, i32 1>
  %172 = zext nneg <2 x i32> %170 to <2 x i64>
  %173 = zext nneg <2 x i32> %171 to <2 x i64>
  %174 = shl nuw nsw <2 x i64> %172, <i64 17, i64 19>
  %175 = shl nuw nsw <2 x i64> %173, <i64 21, i64 23>
  %176 = or disjoint <2 x i64> %166, %174
  %177 = or disjoint <2 x i64> %167, %175
  %178 = or disjoint <2 x i64> %176, %158
  %179 = or disjoint <2 x i64> %177, %159
  %180 = lshr <2 x i32> %103, <i32 12, i32 13>
  %181 = lshr <2 x i32> %103, <i32 14, i32 15>
  %182 = and <2 x i32> %180, <i32 1, i32 1>
  %183 = and <2 x i32> %181, <i32 1, i32 1>
  %184 = zext nneg <2 x i32> %182 to <2 x i64>
  %185 = zext nneg <2 x i32> %183 to <2 x i64>
  %186 = shl nuw nsw <2 x i64> %184, <i64 24, i64 26>
  %187 = shl nuw nsw <2 x i64> %185, <i64 28, i64 30>
  %188 = lshr <2 x i32> %101, <i32 12, i32 13>
  %189 = lshr <2 x i32> %101, <i32 14, i32 15>
  %190 = and <2 x i32> %188, <i32 1, i32 1>
  %191 = and <2 x i32> %189, <i32 1, i32 1>
  %192 = zext nneg <2 x i32> %190 to <2 x i64>
  %193 = zext nneg <2 x i32> %191 to <2 x i64>
  %194 = shl nuw nsw <2 x i64> %192, <i64 25, i64 27>
  %195 = shl nuw nsw <2 x i64> %193, <i64 29, i64 31>
  %196 = or disjoint <2 x i64> %186, %194
  %197 = or disjoint <2 x i64> %187, %195
  %198 = or <2 x i64> %196, %178
  %199 = or <2 x i64> %197, %179
  %200 = lshr <2 x i32> %103, <i32 16, i32 17>
  %201 = lshr <2 x i32> %103, <i32 18, i32 19>
  %202 = and <2 x i32> %200, <i32 1, i32 1>
  %203 = and <2 x i32> %201, <i32 1, i32 1>
  %204 = zext nneg <2 x i32> %202 to <2 x i64>
  %205 = zext nneg <2 x i32> %203 to <2 x i64>
  %206 = shl nuw nsw <2 x i64> %204, <i64 32, i64 34>
  %207 = shl nuw nsw <2 x i64> %205, <i64 36, i64 38>
  %208 = lshr <2 x i32> %101, <i32 16, i32 17>
  %209 = lshr <2 x i32> %101, <i32 18, i32 19>
  %210 = and <2 x i32> %208, <i32 1, i32 1>
  %211 = and <2 x i32> %209, <i32 1, i32 1>
  %212 = zext nneg <2 x i32> %210 to <2 x i64>
  %213 = zext nneg <2 x i32> %211 to <2 x i64>
  %214 = shl nuw nsw <2 x i64> %212, <i64 33, i64 35>
  %215 = shl nuw nsw <2 x i64> %213, <i64 37, i64 39>
  %216 = or disjoint <2 x i64> %206, %214
  %217 = or disjoint <2 x i64> %207, %215
  %218 = or <2 x i64> %216, %198
  %219 = or <2 x i64> %217, %199
  %220 = lshr <2 x i32> %103, <i32 20, i32 21>
  %221 = lshr <2 x i32> %103, <i32 22, i32 23>
  %222 = and <2 x i32> %220, <i32 1, i32 1>
  %223 = and <2 x i32> %221, <i32 1, i32 1>
  %224 = zext nneg <2 x i32> %222 to <2 x i64>
  %225 = zext nneg <2 x i32> %223 to <2 x i64>
  %226 = shl nuw nsw <2 x i64> %224, <i64 40, i64 42>
  %227 = shl nuw nsw <2 x i64> %225, <i64 44, i64 46>
  %228 = lshr <2 x i32> %101, <i32 20, i32 21>
  %229 = lshr <2 x i32> %101, <i32 22, i32 23>
  %230 = and <2 x i32> %228, <i32 1, i32 1>
  %231 = and <2 x i32> %229, <i32 1, i32 1>
  %232 = zext nneg <2 x i32> %230 to <2 x i64>
  %233 = zext nneg <2 x i32> %231 to <2 x i64>
  %234 = shl nuw nsw <2 x i64> %232, <i64 41, i64 43>
  %235 = shl nuw nsw <2 x i64> %233, <i64 45, i64 47>
  %236 = or disjoint <2 x i64> %226, %234
  %237 = or disjoint <2 x i64> %227, %235
  %238 = or <2 x i64> %236, %218
  %239 = or <2 x i64> %237, %219
  %240 = lshr <2 x i32> %103, <i32 24, i32 25>
  %241 = lshr <2 x i32> %103, <i32 26, i32 27>
  %242 = and <2 x i32> %240, <i32 1, i32 1>
  %243 = and <2 x i32> %241, <i32 1, i32 1>
  %244 = zext nneg <2 x i32> %242 to <2 x i64>
  %245 = zext nneg <2 x i32> %243 to <2 x i64>
  %246 = shl nuw nsw <2 x i64> %244, <i64 48, i64 50>
  %247 = shl nuw nsw <2 x i64> %245, <i64 52, i64 54>
  %248 = lshr <2 x i32> %101, <i32 24, i32 25>
  %249 = lshr <2 x i32> %101, <i32 26, i32 27>
  %250 = and <2 x i32> %248, <i32 1, i32 1>
  %251 = and <2 x i32> %249, <i32 1, i32 1>
  %252 = zext nneg <2 x i32> %250 to <2 x i64>
  %253 = zext nneg <2 x i32> %251 to <2 x i64>
  %254 = shl nuw nsw <2 x i64> %252, <i64 49, i64 51>
  %255 = shl nuw nsw <2 x i64> %253, <i64 53, i64 55>
  %256 = or disjoint <2 x i64> %246, %254
  %257 = or disjoint <2 x i64> %247, %255
  %258 = or <2 x i64> %256, %238
  %259 = or <2 x i64> %257, %239
  %260 = lshr <2 x i32> %103, <i32 28, i32 29>
  %261 = lshr <2 x i32> %103, <i32 30, i32 31>
  %262 = and <2 x i32> %260, <i32 1, i32 1>
  %263 = and <2 x i32> %261, <i32 1, i32 1>
  %264 = zext nneg <2 x i32> %262 to <2 x i64>
  %265 = zext nneg <2 x i32> %263 to <2 x i64>
  %266 = shl nuw nsw <2 x i64> %264, <i64 56, i64 58>
  %267 = shl nuw nsw <2 x i64> %265, <i64 60, i64 62>
  %268 = lshr <2 x i32> %101, <i32 28, i32 29>
  %269 = lshr <2 x i32> %101, <i32 30, i32 31>
  %270 = and <2 x i32> %268, <i32 1, i32 1>
  %271 = and <2 x i32> %269, <i32 1, i32 1>
  %272 = zext nneg <2 x i32> %270 to <2 x i64>
  %273 = zext nneg <2 x i32> %271 to <2 x i64>
  %274 = shl nuw nsw <2 x i64> %272, <i64 57, i64 59>
  %275 = shl nuw <2 x i64> %273, <i64 61, i64 63>
  %276 = or disjoint <2 x i64> %266, %274
  %277 = or disjoint <2 x i64> %267, %275
  %278 = or <2 x i64> %276, %258
  %279 = or <2 x i64> %277, %259
  %280 = or <2 x i64> %279, %278
  %281 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %280)
  %282 = and i64 %121, 6148914691236517205
  %283 = or disjoint i64 %106, %282
  %284 = icmp eq i64 %283, %281
  br i1 %284, label %285, label %323

285:                                              ; preds = %78
  %286 = lshr i64 %282, 1
  %287 = or disjoint i64 %286, %282
  %288 = and i64 %287, 3689348814741910323
  %289 = lshr i64 %288, 2
  %290 = or disjoint i64 %289, %288
  %291 = and i64 %290, 1085102592571150095
  %292 = lshr i64 %291, 4
  %293 = or disjoint i64 %292, %291
  %294 = and i64 %293, 71777214294589695
  %295 = lshr i64 %294, 8
  %296 = or disjoint i64 %295, %294
  %297 = lshr i64 %296, 16
  %298 = and i64 %297, 4294901760
  %299 = and i64 %296, 65535
  %300 = or disjoint i64 %298, %299
  %301 = trunc nuw i64 %300 to i32
  %302 = icmp eq i32 %84, %301
  br i1 %302, label %303, label %323

303:                                              ; preds = %285
  %304 = shl nuw nsw i64 %97, 1
  %305 = and i64 %304, 4919131752989213764
  %306 = and i64 %99, 2459565876494606882
  %307 = or disjoint i64 %306, %305
  %308 = lshr exact i64 %307, 1
  %309 = lshr i64 %307, 3
  %310 = or disjoint i64 %309, %308
  %311 = and i64 %310, 1085102592571150095
  %312 = lshr i64 %311, 4
  %313 = or disjoint i64 %312, %311
  %314 = and i64 %313, 71777214294589695
  %315 = lshr i64 %314, 8
  %316 = or disjoint i64 %315, %314
  %317 = lshr i64 %316, 16
  %318 = and i64 %317, 4294901760
  %319 = and i64 %316, 65535
  %320 = or disjoint i64 %318, %319
  %321 = trunc nuw i64 %320 to i32
  %322 = icmp eq i32 %85, %321
  br i1 %322, label %325, label %323

323:                                              ; preds = %303, %285, %78
  %324 = add nsw i32 %79, 1
  br label %325

325:                                              ; preds = %323, %303
  %326 = phi i32 [ %324, %323 ], [ %79, %303 ]
  %327 = xor i64 %283, %80
  %328 = add nuw nsw i32 %82, 1
  %329 = icmp eq i32 %328, 5000
  br i1 %329, label %1, label %78, !llvm.loop !10

330:                                              ; preds = %74, %339
  %331 = phi i32 [ 0, %74 ], [ %336, %339 ]
  %332 = phi i32 [ 0, %74 ], [ %378, %339 ]
  %333 = icmp ult i32 %331, 4
  %334 = sub nsw i32 3, %331
  %335 = lshr i32 %331, 2
  %336 = add nuw nsw i32 %331, 1
  br label %342

337:                                              ; preds = %339
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %378)
  ret i32 %76

339:                                              ; preds = %342
  %340 = tail call i32 @putchar(i32 10)
  %341 = icmp eq i32 %336, 8
  br i1 %341, label %337, label %330, !llvm.loop !11

342:                                              ; preds = %330, %342
  %343 = phi i32 [ 0, %330 ], [ %375, %342 ]
  %344 = phi i32 [ %332, %330 ], [ %378, %342 ]
  %345 = icmp ult i32 %343, 4
  %346 = sub nsw i32 3, %343
  %347 = select i1 %345, i32 %331, i32 %334
  %348 = select i1 %345, i32 %343, i32 %346
  %349 = select i1 %333, i32 %348, i32 %331
  %350 = select i1 %333, i32 %347, i32 %343
  %351 = and i32 %350, 2
  %352 = icmp eq i32 %351, 0
  %353 = and i32 %349, 2
  %354 = icmp eq i32 %353, 0
  %355 = sub nsw i32 1, %350
  %356 = sub nsw i32 1, %349
  %357 = select i1 %352, i32 %349, i32 %356
  %358 = select i1 %352, i32 %350, i32 %355
  %359 = select i1 %354, i32 %358, i32 %349
  %360 = select i1 %354, i32 %357, i32 %350
  %361 = and i32 %359, 1
  %362 = and i32 %360, 1
  %363 = icmp eq i32 %362, 0
  %364 = select i1 %363, i32 0, i32 3
  %365 = xor i32 %364, %361
  %366 = select i1 %352, i32 0, i32 3
  %367 = lshr exact i32 %353, 1
  %368 = xor i32 %366, %367
  %369 = shl nuw nsw i32 %368, 2
  %370 = select i1 %345, i32 0, i32 3
  %371 = xor i32 %370, %335
  %372 = shl nuw nsw i32 %371, 4
  %373 = or disjoint i32 %369, %372
  %374 = or disjoint i32 %365, %373
  %375 = add nuw nsw i32 %343, 1
  %376 = mul nuw nsw i32 %375, %336
  %377 = mul i32 %376, %374
  %378 = add i32 %377, %344
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %374)
  %380 = icmp eq i32 %375, 8
  br i1 %380, label %339, label %342, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
