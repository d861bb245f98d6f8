; ModuleID = 'programs/setjmp_spill_slots.c'
source_filename = "programs/setjmp_spill_slots.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i64], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %14, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 14
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = add nsw i32 %8, 1
  %10 = sext i32 %9 to i64
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [14 x i64], ptr %2, i64 0, i64 %12
  store volatile i64 %10, ptr %13, align 8
  br label %14

14:                                               ; preds = %7
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !6

17:                                               ; preds = %4
  %18 = getelementptr inbounds [14 x i64], ptr %2, i64 0, i64 0
  %19 = call i64 @f(ptr noundef %18)
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %19)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
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
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds i64, ptr %34, i64 0
  %36 = load volatile i64, ptr %35, align 8
  store i64 %36, ptr %4, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds i64, ptr %37, i64 1
  %39 = load volatile i64, ptr %38, align 8
  store i64 %39, ptr %5, align 8
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds i64, ptr %40, i64 2
  %42 = load volatile i64, ptr %41, align 8
  store i64 %42, ptr %6, align 8
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds i64, ptr %43, i64 3
  %45 = load volatile i64, ptr %44, align 8
  store i64 %45, ptr %7, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds i64, ptr %46, i64 4
  %48 = load volatile i64, ptr %47, align 8
  store i64 %48, ptr %8, align 8
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds i64, ptr %49, i64 5
  %51 = load volatile i64, ptr %50, align 8
  store i64 %51, ptr %9, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds i64, ptr %52, i64 6
  %54 = load volatile i64, ptr %53, align 8
  store i64 %54, ptr %10, align 8
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds i64, ptr %55, i64 7
  %57 = load volatile i64, ptr %56, align 8
  store i64 %57, ptr %11, align 8
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds i64, ptr %58, i64 8
  %60 = load volatile i64, ptr %59, align 8
  store i64 %60, ptr %12, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds i64, ptr %61, i64 9
  %63 = load volatile i64, ptr %62, align 8
  store i64 %63, ptr %13, align 8
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds i64, ptr %64, i64 10
  %66 = load volatile i64, ptr %65, align 8
  store i64 %66, ptr %14, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds i64, ptr %67, i64 11
  %69 = load volatile i64, ptr %68, align 8
  store i64 %69, ptr %15, align 8
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds i64, ptr %70, i64 12
  %72 = load volatile i64, ptr %71, align 8
  store i64 %72, ptr %16, align 8
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds i64, ptr %73, i64 13
  %75 = load volatile i64, ptr %74, align 8
  store i64 %75, ptr %17, align 8
  %76 = call i32 @_setjmp(ptr noundef @buf) #4
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %234

78:                                               ; preds = %1
  %79 = load i64, ptr %4, align 8
  %80 = load i64, ptr %5, align 8
  %81 = add nsw i64 %79, %80
  %82 = load i64, ptr %6, align 8
  %83 = add nsw i64 %81, %82
  %84 = load i64, ptr %7, align 8
  %85 = add nsw i64 %83, %84
  %86 = load i64, ptr %8, align 8
  %87 = add nsw i64 %85, %86
  %88 = load i64, ptr %9, align 8
  %89 = add nsw i64 %87, %88
  %90 = load i64, ptr %10, align 8
  %91 = add nsw i64 %89, %90
  %92 = load i64, ptr %11, align 8
  %93 = add nsw i64 %91, %92
  %94 = load i64, ptr %12, align 8
  %95 = add nsw i64 %93, %94
  %96 = load i64, ptr %13, align 8
  %97 = add nsw i64 %95, %96
  %98 = load i64, ptr %14, align 8
  %99 = add nsw i64 %97, %98
  %100 = load i64, ptr %15, align 8
  %101 = add nsw i64 %99, %100
  %102 = load i64, ptr %16, align 8
  %103 = add nsw i64 %101, %102
  %104 = load i64, ptr %17, align 8
  %105 = add nsw i64 %103, %104
  store i64 %105, ptr %18, align 8
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds i64, ptr %106, i64 0
  %108 = load volatile i64, ptr %107, align 8
  %109 = load i64, ptr %18, align 8
  %110 = xor i64 %108, %109
  store i64 %110, ptr %19, align 8
  %111 = load ptr, ptr %3, align 8
  %112 = getelementptr inbounds i64, ptr %111, i64 1
  %113 = load volatile i64, ptr %112, align 8
  %114 = load i64, ptr %18, align 8
  %115 = ashr i64 %114, 1
  %116 = xor i64 %113, %115
  store i64 %116, ptr %20, align 8
  %117 = load ptr, ptr %3, align 8
  %118 = getelementptr inbounds i64, ptr %117, i64 2
  %119 = load volatile i64, ptr %118, align 8
  %120 = load i64, ptr %18, align 8
  %121 = ashr i64 %120, 2
  %122 = xor i64 %119, %121
  store i64 %122, ptr %21, align 8
  %123 = load ptr, ptr %3, align 8
  %124 = getelementptr inbounds i64, ptr %123, i64 3
  %125 = load volatile i64, ptr %124, align 8
  %126 = load i64, ptr %18, align 8
  %127 = ashr i64 %126, 3
  %128 = xor i64 %125, %127
  store i64 %128, ptr %22, align 8
  %129 = load ptr, ptr %3, align 8
  %130 = getelementptr inbounds i64, ptr %129, i64 4
  %131 = load volatile i64, ptr %130, align 8
  %132 = load i64, ptr %18, align 8
  %133 = ashr i64 %132, 4
  %134 = xor i64 %131, %133
  store i64 %134, ptr %23, align 8
  %135 = load ptr, ptr %3, align 8
  %136 = getelementptr inbounds i64, ptr %135, i64 5
  %137 = load volatile i64, ptr %136, align 8
  %138 = load i64, ptr %18, align 8
  %139 = ashr i64 %138, 5
  %140 = xor i64 %137, %139
  store i64 %140, ptr %24, align 8
  %141 = load ptr, ptr %3, align 8
  %142 = getelementptr inbounds i64, ptr %141, i64 6
  %143 = load volatile i64, ptr %142, align 8
  %144 = load i64, ptr %18, align 8
  %145 = ashr i64 %144, 6
  %146 = xor i64 %143, %145
  store i64 %146, ptr %25, align 8
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds i64, ptr %147, i64 7
  %149 = load volatile i64, ptr %148, align 8
  %150 = load i64, ptr %18, align 8
  %151 = ashr i64 %150, 7
  %152 = xor i64 %149, %151
  store i64 %152, ptr %26, align 8
  %153 = load ptr, ptr %3, align 8
  %154 = getelementptr inbounds i64, ptr %153, i64 8
  %155 = load volatile i64, ptr %154, align 8
  %156 = load i64, ptr %18, align 8
  %157 = ashr i64 %156, 8
  %158 = xor i64 %155, %157
  store i64 %158, ptr %27, align 8
  %159 = load ptr, ptr %3, align 8
  %160 = getelementptr inbounds i64, ptr %159, i64 9
  %161 = load volatile i64, ptr %160, align 8
  %162 = load i64, ptr %18, align 8
  %163 = ashr i64 %162, 9
  %164 = xor i64 %161, %163
  store i64 %164, ptr %28, align 8
  %165 = load ptr, ptr %3, align 8
  %166 = getelementptr inbounds i64, ptr %165, i64 10
  %167 = load volatile i64, ptr %166, align 8
  %168 = load i64, ptr %18, align 8
  %169 = ashr i64 %168, 10
  %170 = xor i64 %167, %169
  store i64 %170, ptr %29, align 8
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds i64, ptr %171, i64 11
  %173 = load volatile i64, ptr %172, align 8
  %174 = load i64, ptr %18, align 8
  %175 = ashr i64 %174, 11
  %176 = xor i64 %173, %175
  store i64 %176, ptr %30, align 8
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds i64, ptr %177, i64 12
  %179 = load volatile i64, ptr %178, align 8
  %180 = load i64, ptr %18, align 8
  %181 = ashr i64 %180, 12
  %182 = xor i64 %179, %181
  store i64 %182, ptr %31, align 8
  %183 = load ptr, ptr %3, align 8
  %184 = getelementptr inbounds i64, ptr %183, i64 13
  %185 = load volatile i64, ptr %184, align 8
  %186 = load i64, ptr %18, align 8
  %187 = ashr i64 %186, 13
  %188 = xor i64 %185, %187
  store i64 %188, ptr %32, align 8
  %189 = load i64, ptr %18, align 8
  %190 = call i64 @opaque(i64 noundef %189)
  store i64 %190, ptr %33, align 8
  %191 = load i64, ptr %33, align 8
  %192 = load i64, ptr %19, align 8
  %193 = add nsw i64 %191, %192
  %194 = load i64, ptr %20, align 8
  %195 = mul nsw i64 2, %194
  %196 = add nsw i64 %193, %195
  %197 = load i64, ptr %21, align 8
  %198 = mul nsw i64 3, %197
  %199 = add nsw i64 %196, %198
  %200 = load i64, ptr %22, align 8
  %201 = mul nsw i64 4, %200
  %202 = add nsw i64 %199, %201
  %203 = load i64, ptr %23, align 8
  %204 = mul nsw i64 5, %203
  %205 = add nsw i64 %202, %204
  %206 = load i64, ptr %24, align 8
  %207 = mul nsw i64 6, %206
  %208 = add nsw i64 %205, %207
  %209 = load i64, ptr %25, align 8
  %210 = mul nsw i64 7, %209
  %211 = add nsw i64 %208, %210
  %212 = load i64, ptr %26, align 8
  %213 = mul nsw i64 8, %212
  %214 = add nsw i64 %211, %213
  %215 = load i64, ptr %27, align 8
  %216 = mul nsw i64 9, %215
  %217 = add nsw i64 %214, %216
  %218 = load i64, ptr %28, align 8
  %219 = mul nsw i64 10, %218
  %220 = add nsw i64 %217, %219
  %221 = load i64, ptr %29, align 8
  %222 = mul nsw i64 11, %221
  %223 = add nsw i64 %220, %222
  %224 = load i64, ptr %30, align 8
  %225 = mul nsw i64 12, %224
  %226 = add nsw i64 %223, %225
  %227 = load i64, ptr %31, align 8
  %228 = mul nsw i64 13, %227
  %229 = add nsw i64 %226, %228
  %230 = load i64, ptr %32, align 8
  %231 = mul nsw i64 14, %230
  %232 = add nsw i64 %229, %231
  call void @thrower(i64 noundef %232)
  %233 = load i64, ptr %33, align 8
  store i64 %233, ptr %2, align 8
  br label %275

234:                                              ; preds = %1
  %235 = load i64, ptr %4, align 8
  %236 = load i64, ptr %5, align 8
  %237 = mul nsw i64 2, %236
  %238 = add nsw i64 %235, %237
  %239 = load i64, ptr %6, align 8
  %240 = mul nsw i64 3, %239
  %241 = add nsw i64 %238, %240
  %242 = load i64, ptr %7, align 8
  %243 = mul nsw i64 4, %242
  %244 = add nsw i64 %241, %243
  %245 = load i64, ptr %8, align 8
  %246 = mul nsw i64 5, %245
  %247 = add nsw i64 %244, %246
  %248 = load i64, ptr %9, align 8
  %249 = mul nsw i64 6, %248
  %250 = add nsw i64 %247, %249
  %251 = load i64, ptr %10, align 8
  %252 = mul nsw i64 7, %251
  %253 = add nsw i64 %250, %252
  %254 = load i64, ptr %11, align 8
  %255 = mul nsw i64 8, %254
  %256 = add nsw i64 %253, %255
  %257 = load i64, ptr %12, align 8
  %258 = mul nsw i64 9, %257
  %259 = add nsw i64 %256, %258
  %260 = load i64, ptr %13, align 8
  %261 = mul nsw i64 10, %260
  %262 = add nsw i64 %259, %261
  %263 = load i64, ptr %14, align 8
  %264 = mul nsw i64 11, %263
  %265 = add nsw i64 %262, %264
  %266 = load i64, ptr %15, align 8
  %267 = mul nsw i64 12, %266
  %268 = add nsw i64 %265, %267
  %269 = load i64, ptr %16, align 8
  %270 = mul nsw i64 13, %269
  %271 = add nsw i64 %268, %270
  %272 = load i64, ptr %17, align 8
  %273 = mul nsw i64 14, %272
  %274 = add nsw i64 %271, %273
  store i64 %274, ptr %2, align 8
  br label %275

275:                                              ; preds = %234, %78
  %276 = load i64, ptr %2, align 8
  ret i64 %276
}

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @opaque(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul nsw i64 %3, 3
  %5 = add nsw i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thrower(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ne i64 %3, 12345
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @longjmp(ptr noundef @buf, i32 noundef 1) #5
  unreachable

6:                                                ; preds = %1
  ret void
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind returns_twice }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
