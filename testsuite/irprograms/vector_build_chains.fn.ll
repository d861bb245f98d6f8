; Vectors built by insertelement chains with a load before each insertion, as clang -O0
; writes _mm_set_epi8: rllc lowers such a chain as a whole at its last insertion
; (x86-64 lower/shuffle.rs, skips_insert), which must not move a load across a store.

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define <16 x i8> @bytes_from(ptr %p) noinline {
entry:
  %a0 = getelementptr inbounds i8, ptr %p, i64 15
  %e0 = load i8, ptr %a0
  %v0 = insertelement <16 x i8> poison, i8 %e0, i32 0
  %a1 = getelementptr inbounds i8, ptr %p, i64 14
  %e1 = load i8, ptr %a1
  %v1 = insertelement <16 x i8> %v0, i8 %e1, i32 1
  %a2 = getelementptr inbounds i8, ptr %p, i64 13
  %e2 = load i8, ptr %a2
  %v2 = insertelement <16 x i8> %v1, i8 %e2, i32 2
  %a3 = getelementptr inbounds i8, ptr %p, i64 12
  %e3 = load i8, ptr %a3
  %v3 = insertelement <16 x i8> %v2, i8 %e3, i32 3
  %a4 = getelementptr inbounds i8, ptr %p, i64 11
  %e4 = load i8, ptr %a4
  %v4 = insertelement <16 x i8> %v3, i8 %e4, i32 4
  %a5 = getelementptr inbounds i8, ptr %p, i64 10
  %e5 = load i8, ptr %a5
  %v5 = insertelement <16 x i8> %v4, i8 %e5, i32 5
  %a6 = getelementptr inbounds i8, ptr %p, i64 9
  %e6 = load i8, ptr %a6
  %v6 = insertelement <16 x i8> %v5, i8 %e6, i32 6
  %a7 = getelementptr inbounds i8, ptr %p, i64 8
  %e7 = load i8, ptr %a7
  %v7 = insertelement <16 x i8> %v6, i8 %e7, i32 7
  %a8 = getelementptr inbounds i8, ptr %p, i64 7
  %e8 = load i8, ptr %a8
  %v8 = insertelement <16 x i8> %v7, i8 %e8, i32 8
  %a9 = getelementptr inbounds i8, ptr %p, i64 6
  %e9 = load i8, ptr %a9
  %v9 = insertelement <16 x i8> %v8, i8 %e9, i32 9
  %a10 = getelementptr inbounds i8, ptr %p, i64 5
  %e10 = load i8, ptr %a10
  %v10 = insertelement <16 x i8> %v9, i8 %e10, i32 10
  %a11 = getelementptr inbounds i8, ptr %p, i64 4
  %e11 = load i8, ptr %a11
  %v11 = insertelement <16 x i8> %v10, i8 %e11, i32 11
  %a12 = getelementptr inbounds i8, ptr %p, i64 3
  %e12 = load i8, ptr %a12
  %v12 = insertelement <16 x i8> %v11, i8 %e12, i32 12
  %a13 = getelementptr inbounds i8, ptr %p, i64 2
  %e13 = load i8, ptr %a13
  %v13 = insertelement <16 x i8> %v12, i8 %e13, i32 13
  %a14 = getelementptr inbounds i8, ptr %p, i64 1
  %e14 = load i8, ptr %a14
  %v14 = insertelement <16 x i8> %v13, i8 %e14, i32 14
  %a15 = getelementptr inbounds i8, ptr %p, i64 0
  %e15 = load i8, ptr %a15
  %v15 = insertelement <16 x i8> %v14, i8 %e15, i32 15
  ret <16 x i8> %v15
}

define <16 x i8> @bytes_with_store(ptr %p) noinline {
entry:
  %a0 = getelementptr inbounds i8, ptr %p, i64 15
  %e0 = load i8, ptr %a0
  %v0 = insertelement <16 x i8> poison, i8 %e0, i32 0
  %a1 = getelementptr inbounds i8, ptr %p, i64 14
  %e1 = load i8, ptr %a1
  %v1 = insertelement <16 x i8> %v0, i8 %e1, i32 1
  %a2 = getelementptr inbounds i8, ptr %p, i64 13
  %e2 = load i8, ptr %a2
  %v2 = insertelement <16 x i8> %v1, i8 %e2, i32 2
  %a3 = getelementptr inbounds i8, ptr %p, i64 12
  %e3 = load i8, ptr %a3
  %v3 = insertelement <16 x i8> %v2, i8 %e3, i32 3
  %a4 = getelementptr inbounds i8, ptr %p, i64 11
  %e4 = load i8, ptr %a4
  %v4 = insertelement <16 x i8> %v3, i8 %e4, i32 4
  %a5 = getelementptr inbounds i8, ptr %p, i64 10
  %e5 = load i8, ptr %a5
  %v5 = insertelement <16 x i8> %v4, i8 %e5, i32 5
  %s = getelementptr inbounds i8, ptr %p, i64 9
  store i8 99, ptr %s
  store i8 77, ptr %p
  %a6 = getelementptr inbounds i8, ptr %p, i64 9
  %e6 = load i8, ptr %a6
  %v6 = insertelement <16 x i8> %v5, i8 %e6, i32 6
  %a7 = getelementptr inbounds i8, ptr %p, i64 8
  %e7 = load i8, ptr %a7
  %v7 = insertelement <16 x i8> %v6, i8 %e7, i32 7
  %a8 = getelementptr inbounds i8, ptr %p, i64 7
  %e8 = load i8, ptr %a8
  %v8 = insertelement <16 x i8> %v7, i8 %e8, i32 8
  %a9 = getelementptr inbounds i8, ptr %p, i64 6
  %e9 = load i8, ptr %a9
  %v9 = insertelement <16 x i8> %v8, i8 %e9, i32 9
  %a10 = getelementptr inbounds i8, ptr %p, i64 5
  %e10 = load i8, ptr %a10
  %v10 = insertelement <16 x i8> %v9, i8 %e10, i32 10
  %a11 = getelementptr inbounds i8, ptr %p, i64 4
  %e11 = load i8, ptr %a11
  %v11 = insertelement <16 x i8> %v10, i8 %e11, i32 11
  %a12 = getelementptr inbounds i8, ptr %p, i64 3
  %e12 = load i8, ptr %a12
  %v12 = insertelement <16 x i8> %v11, i8 %e12, i32 12
  %a13 = getelementptr inbounds i8, ptr %p, i64 2
  %e13 = load i8, ptr %a13
  %v13 = insertelement <16 x i8> %v12, i8 %e13, i32 13
  %a14 = getelementptr inbounds i8, ptr %p, i64 1
  %e14 = load i8, ptr %a14
  %v14 = insertelement <16 x i8> %v13, i8 %e14, i32 14
  %a15 = getelementptr inbounds i8, ptr %p, i64 0
  %e15 = load i8, ptr %a15
  %v15 = insertelement <16 x i8> %v14, i8 %e15, i32 15
  ret <16 x i8> %v15
}

define <8 x i16> @words_from(ptr %p) noinline {
entry:
  %a0 = getelementptr inbounds i16, ptr %p, i64 7
  %e0 = load i16, ptr %a0
  %v0 = insertelement <8 x i16> poison, i16 %e0, i32 0
  %a1 = getelementptr inbounds i16, ptr %p, i64 6
  %e1 = load i16, ptr %a1
  %v1 = insertelement <8 x i16> %v0, i16 %e1, i32 1
  %a2 = getelementptr inbounds i16, ptr %p, i64 5
  %e2 = load i16, ptr %a2
  %v2 = insertelement <8 x i16> %v1, i16 %e2, i32 2
  %a3 = getelementptr inbounds i16, ptr %p, i64 4
  %e3 = load i16, ptr %a3
  %v3 = insertelement <8 x i16> %v2, i16 %e3, i32 3
  %a4 = getelementptr inbounds i16, ptr %p, i64 3
  %e4 = load i16, ptr %a4
  %v4 = insertelement <8 x i16> %v3, i16 %e4, i32 4
  %a5 = getelementptr inbounds i16, ptr %p, i64 2
  %e5 = load i16, ptr %a5
  %v5 = insertelement <8 x i16> %v4, i16 %e5, i32 5
  %a6 = getelementptr inbounds i16, ptr %p, i64 1
  %e6 = load i16, ptr %a6
  %v6 = insertelement <8 x i16> %v5, i16 %e6, i32 6
  %a7 = getelementptr inbounds i16, ptr %p, i64 0
  %e7 = load i16, ptr %a7
  %v7 = insertelement <8 x i16> %v6, i16 %e7, i32 7
  ret <8 x i16> %v7
}

define <4 x float> @floats_from(ptr %p) noinline {
entry:
  %a0 = getelementptr inbounds float, ptr %p, i64 3
  %e0 = load float, ptr %a0
  %v0 = insertelement <4 x float> poison, float %e0, i32 0
  %a1 = getelementptr inbounds float, ptr %p, i64 2
  %e1 = load float, ptr %a1
  %v1 = insertelement <4 x float> %v0, float %e1, i32 1
  %a2 = getelementptr inbounds float, ptr %p, i64 1
  %e2 = load float, ptr %a2
  %v2 = insertelement <4 x float> %v1, float %e2, i32 2
  %a3 = getelementptr inbounds float, ptr %p, i64 0
  %e3 = load float, ptr %a3
  %v3 = insertelement <4 x float> %v2, float %e3, i32 3
  ret <4 x float> %v3
}
