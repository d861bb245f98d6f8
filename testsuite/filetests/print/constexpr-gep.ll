; test print
; getelementptr constant expressions: plain, inbounds, nusw, nuw, combinations, inrange
; with negative and positive bounds, struct/array/vector indices, vector GEPs, address
; spaces, and GEPs over opaque-pointer bases.
%S = type { i32, [4 x i16], { i8, i64 } }

@s = global %S zeroinitializer
@arr = global [10 x i32] zeroinitializer
@vt = constant { [4 x ptr] } zeroinitializer
@as1 = addrspace(1) global [4 x i8] zeroinitializer

@p0 = global ptr getelementptr (%S, ptr @s, i64 0, i32 1, i64 2)
@p1 = global ptr getelementptr inbounds (%S, ptr @s, i32 0, i32 2, i32 1)
@p2 = global ptr getelementptr nusw (i32, ptr @arr, i64 3)
@p3 = global ptr getelementptr nuw (i32, ptr @arr, i64 3)
@p4 = global ptr getelementptr nusw nuw (i32, ptr @arr, i64 3)
@p5 = global ptr getelementptr inbounds nuw ([10 x i32], ptr @arr, i64 0, i64 9)
@p6 = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
@p7 = global ptr getelementptr inrange(0, 8) (i8, ptr @vt, i64 8)
@p8 = global ptr getelementptr (i8, ptr @arr, i64 -4)
@p9 = global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @as1, i64 2)
@p10 = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @arr, ptr @arr>, <2 x i64> <i64 1, i64 2>)
@p11 = global <2 x ptr> getelementptr (i32, ptr @arr, <2 x i64> <i64 0, i64 1>)
@p12 = global ptr getelementptr (i8, ptr null, i64 ptrtoint (ptr @s to i64))
@p13 = global ptr getelementptr ([10 x i32], ptr @arr, i64 1)
@p14 = global ptr getelementptr (<4 x i16>, ptr @s, i64 0, i64 3)
@p15 = global i64 ptrtoint (ptr getelementptr (%S, ptr null, i32 1) to i64)

define ptr @use(i64 %i) {
  %a = getelementptr i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 1), i64 %i
  ret ptr getelementptr inbounds nuw (%S, ptr @s, i64 0, i32 2)
}
; EXPECTED:
; %S = type { i32, [4 x i16], { i8, i64 } }
;
; @s = global %S zeroinitializer
; @arr = global [10 x i32] zeroinitializer
; @vt = constant { [4 x ptr] } zeroinitializer
; @as1 = addrspace(1) global [4 x i8] zeroinitializer
; @p0 = global ptr getelementptr (%S, ptr @s, i64 0, i32 1, i64 2)
; @p1 = global ptr getelementptr inbounds (%S, ptr @s, i32 0, i32 2, i32 1)
; @p2 = global ptr getelementptr nusw (i32, ptr @arr, i64 3)
; @p3 = global ptr getelementptr nuw (i32, ptr @arr, i64 3)
; @p4 = global ptr getelementptr nusw nuw (i32, ptr @arr, i64 3)
; @p5 = global ptr getelementptr inbounds nuw ([10 x i32], ptr @arr, i64 0, i64 9)
; @p6 = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)
; @p7 = global ptr getelementptr inrange(0, 8) (i8, ptr @vt, i64 8)
; @p8 = global ptr getelementptr (i8, ptr @arr, i64 -4)
; @p9 = global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @as1, i64 2)
; @p10 = global <2 x ptr> getelementptr (i32, <2 x ptr> <ptr @arr, ptr @arr>, <2 x i64> <i64 1, i64 2>)
; @p11 = global <2 x ptr> getelementptr (i32, ptr @arr, <2 x i64> <i64 0, i64 1>)
; @p12 = global ptr getelementptr (i8, ptr null, i64 ptrtoint (ptr @s to i64))
; @p13 = global ptr getelementptr ([10 x i32], ptr @arr, i64 1)
; @p14 = global ptr getelementptr (<4 x i16>, ptr @s, i64 0, i64 3)
; @p15 = global i64 ptrtoint (ptr getelementptr (%S, ptr null, i32 1) to i64)
;
; define ptr @use(i64 %i) {
;   %a = getelementptr i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 1), i64 %i
;   ret ptr getelementptr inbounds nuw (%S, ptr @s, i64 0, i32 2)
; }
