; Calls the functions of callee.ll with many values live across each call, which a
; compiler may keep in the registers the callee's convention preserves.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare coldcc i64 @cold_int(i64, i64)
declare coldcc void @cold_void(ptr)
declare coldcc i64 @cold_fp(double)
declare preserve_mostcc i64 @most_int(i64)
declare preserve_mostcc void @most_void(ptr)
declare preserve_mostcc { i64, i64 } @most_pair(i64)
declare preserve_allcc i64 @all_int(i64)
declare preserve_allcc double @all_fp(double)
declare fastcc i64 @fast_add(i64, i64)
declare tailcc i64 @tail_count(i64, i64)
declare i32 @printf(ptr, ...)

@fmt_i = private constant [9 x i8] c"%s %lld\0A\00"
@fmt_f = private constant [7 x i8] c"%s %a\0A\00"
@n_cold = private constant [9 x i8] c"cold_int\00"
@n_coldv = private constant [10 x i8] c"cold_void\00"
@n_coldf = private constant [8 x i8] c"cold_fp\00"
@n_most = private constant [9 x i8] c"most_int\00"
@n_mostv = private constant [10 x i8] c"most_void\00"
@n_pair = private constant [10 x i8] c"most_pair\00"
@n_all = private constant [8 x i8] c"all_int\00"
@n_allf = private constant [7 x i8] c"all_fp\00"
@n_fast = private constant [9 x i8] c"fast_add\00"
@n_tail = private constant [11 x i8] c"tail_count\00"

; Twelve integers and eight doubles derived from %s, live across %call's call.
define i64 @keep_live(i64 %s, i32 %which) {
  %v1 = mul i64 %s, 3
  %v2 = add i64 %s, 11
  %v3 = xor i64 %s, 99
  %v4 = shl i64 %s, 2
  %v5 = sub i64 7, %s
  %v6 = or i64 %s, 64
  %v7 = and i64 %s, 1023
  %v8 = mul i64 %s, %s
  %v9 = add i64 %v1, 5
  %v10 = add i64 %v2, %v3
  %v11 = mul i64 %v4, 7
  %v12 = add i64 %v5, %v6
  %d0 = sitofp i64 %s to double
  %f1 = fmul double %d0, 1.5
  %f2 = fadd double %d0, 2.25
  %f3 = fsub double %d0, 0.125
  %f4 = fmul double %d0, %d0
  %f5 = fadd double %f1, 1.0
  %f6 = fmul double %f2, 0.5
  %f7 = fadd double %f3, %f4
  %f8 = fdiv double %f4, 3.0
  %slot = alloca i64
  store i64 %s, ptr %slot
  switch i32 %which, label %c9 [i32 0, label %c0
                                i32 1, label %c1
                                i32 2, label %c2
                                i32 3, label %c3
                                i32 4, label %c4
                                i32 5, label %c5
                                i32 6, label %c6
                                i32 7, label %c7
                                i32 8, label %c8]
c0:
  %r0 = call coldcc i64 @cold_int(i64 %s, i64 %v9)
  br label %join
c1:
  call coldcc void @cold_void(ptr %slot)
  %r1 = load i64, ptr %slot
  br label %join
c2:
  %r2 = call coldcc i64 @cold_fp(double %f1)
  br label %join
c3:
  %r3 = call preserve_mostcc i64 @most_int(i64 %s)
  br label %join
c4:
  call preserve_mostcc void @most_void(ptr %slot)
  %r4 = load i64, ptr %slot
  br label %join
c5:
  %p5 = call preserve_mostcc { i64, i64 } @most_pair(i64 %s)
  %a5 = extractvalue { i64, i64 } %p5, 0
  %b5 = extractvalue { i64, i64 } %p5, 1
  %r5 = add i64 %a5, %b5
  br label %join
c6:
  %r6 = call preserve_allcc i64 @all_int(i64 %s)
  br label %join
c7:
  %x7 = call preserve_allcc double @all_fp(double %f2)
  %r7 = fptosi double %x7 to i64
  br label %join
c8:
  %r8 = call fastcc i64 @fast_add(i64 %s, i64 %v10)
  br label %join
c9:
  %r9 = call tailcc i64 @tail_count(i64 %s, i64 0)
  br label %join
join:
  %r = phi i64 [ %r0, %c0 ], [ %r1, %c1 ], [ %r2, %c2 ], [ %r3, %c3 ], [ %r4, %c4 ], [ %r5, %c5 ], [ %r6, %c6 ], [ %r7, %c7 ], [ %r8, %c8 ], [ %r9, %c9 ]
  %t1 = add i64 %v1, %v2
  %t2 = add i64 %v3, %v4
  %t3 = add i64 %v5, %v6
  %t4 = add i64 %v7, %v8
  %t5 = add i64 %v9, %v10
  %t6 = add i64 %v11, %v12
  %u1 = add i64 %t1, %t2
  %u2 = add i64 %t3, %t4
  %u3 = add i64 %t5, %t6
  %u4 = add i64 %u1, %u2
  %u5 = add i64 %u3, %u4
  %g1 = fadd double %f1, %f2
  %g2 = fadd double %f3, %f4
  %g3 = fadd double %f5, %f6
  %g4 = fadd double %f7, %f8
  %g5 = fadd double %g1, %g2
  %g6 = fadd double %g3, %g4
  %g7 = fadd double %g5, %g6
  %gi = fptosi double %g7 to i64
  %w = add i64 %u5, %gi
  %m = mul i64 %w, 1000003
  %out = add i64 %m, %r
  ret i64 %out
}

define i32 @main() {
  %a = call i64 @keep_live(i64 12, i32 0)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_cold, i64 %a)
  %b = call i64 @keep_live(i64 13, i32 1)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_coldv, i64 %b)
  %c = call i64 @keep_live(i64 14, i32 2)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_coldf, i64 %c)
  %d = call i64 @keep_live(i64 15, i32 3)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_most, i64 %d)
  %e = call i64 @keep_live(i64 16, i32 4)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_mostv, i64 %e)
  %f = call i64 @keep_live(i64 17, i32 5)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_pair, i64 %f)
  %g = call i64 @keep_live(i64 18, i32 6)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_all, i64 %g)
  %h = call i64 @keep_live(i64 19, i32 7)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_allf, i64 %h)
  %i = call i64 @keep_live(i64 20, i32 8)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_fast, i64 %i)
  %j = call i64 @keep_live(i64 1000000, i32 9)
  call i32 (ptr, ...) @printf(ptr @fmt_i, ptr @n_tail, i64 %j)
  ret i32 0
}
