; test compile -O2 target=aarch64-linux-gnu
; AAPCS64 calls: nine integer and nine floating-point arguments (the ninth of each on the
; stack), stack arguments received, an HFA [4 x float] in s0-s3, [2 x i64] in a pair,
; i128 in an even-aligned pair (x2/x3 after one i64), sret in x8, a call to a variadic
; function (unnamed arguments as the named), an indirect call, a `tail` call (bl and ret:
; no tail calls yet), and variadic definitions with va_start (the register save areas
; and the va_list fields).

declare void @many(i64, i64, i64, i64, i64, i64, i64, i64, i64, double, double, double, double, double, double, double, double, double)

define void @call_many() {
  call void @many(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.0)
  ret void
}

define i64 @receive_stack(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %i, i32 %j) {
  %j64 = sext i32 %j to i64
  %s = add i64 %i, %j64
  %t = add i64 %s, %a
  ret i64 %t
}

define float @hfa([4 x float] %v) {
  %a = extractvalue [4 x float] %v, 0
  %d = extractvalue [4 x float] %v, 3
  %s = fadd float %a, %d
  ret float %s
}

declare [4 x float] @make_hfa(float)

define float @call_hfa() {
  %v = call [4 x float] @make_hfa(float 2.0)
  %b = extractvalue [4 x float] %v, 1
  ret float %b
}

define [2 x i64] @swap_pair([2 x i64] %p) {
  %a = extractvalue [2 x i64] %p, 0
  %b = extractvalue [2 x i64] %p, 1
  %r0 = insertvalue [2 x i64] undef, i64 %b, 0
  %r1 = insertvalue [2 x i64] %r0, i64 %a, 1
  ret [2 x i64] %r1
}

define i128 @i128_pair(i64 %x, i128 %a) {
  %z = zext i64 %x to i128
  %r = add i128 %a, %z
  ret i128 %r
}

declare i128 @take_i128(i32, i128)

define i128 @call_i128(i128 %a) {
  %r = call i128 @take_i128(i32 1, i128 %a)
  ret i128 %r
}

%big = type { i64, i64, i64, i64 }

define void @sret_callee(ptr sret(%big) %out, i64 %v) {
  store i64 %v, ptr %out
  %p3 = getelementptr %big, ptr %out, i64 0, i32 3
  store i64 %v, ptr %p3
  ret void
}

declare void @make_big(ptr sret(%big), i64)

define i64 @sret_caller() {
  %b = alloca %big
  call void @make_big(ptr sret(%big) %b, i64 5)
  %p = getelementptr %big, ptr %b, i64 0, i32 2
  %v = load i64, ptr %p
  ret i64 %v
}

declare i32 @printf(ptr, ...)

@fmt = private constant [7 x i8] c"%d %f\0A\00"

define i32 @call_variadic(i32 %x, double %y) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x, double %y)
  ret i32 %r
}

define i64 @indirect(ptr %f, i64 %a) {
  %r = call i64 %f(i64 %a)
  ret i64 %r
}

declare i64 @callee(i64)

define i64 @tail(i64 %a) {
  %r = tail call i64 @callee(i64 %a)
  ret i64 %r
}

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)

%va_list = type { ptr, ptr, ptr, i32, i32 }

declare i32 @vsum(i32, ptr)

define i32 @forward_varargs(i32 %n, ...) {
  %ap = alloca %va_list, align 8
  call void @llvm.va_start(ptr %ap)
  %r = call i32 @vsum(i32 %n, ptr %ap)
  call void @llvm.va_end(ptr %ap)
  ret i32 %r
}

; The first unnamed integer argument, read as clang reads it: from the general register
; save area while __gr_offs is negative, else from the stack.
define i64 @first_vararg(i32 %n, ...) {
entry:
  %ap = alloca %va_list, align 8
  call void @llvm.va_start(ptr %ap)
  %offs_p = getelementptr inbounds %va_list, ptr %ap, i32 0, i32 3
  %offs = load i32, ptr %offs_p
  %in_regs = icmp slt i32 %offs, 0
  br i1 %in_regs, label %reg, label %stack
reg:
  %top_p = getelementptr inbounds %va_list, ptr %ap, i32 0, i32 1
  %top = load ptr, ptr %top_p
  %o64 = sext i32 %offs to i64
  %rp = getelementptr i8, ptr %top, i64 %o64
  br label %done
stack:
  %sp = load ptr, ptr %ap
  br label %done
done:
  %p = phi ptr [ %rp, %reg ], [ %sp, %stack ]
  %v = load i64, ptr %p
  call void @llvm.va_end(ptr %ap)
  ret i64 %v
}
; EXPECTED:
; function @call_many:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  mov w0, #0x1 // =1
;   10:  mov w1, #0x2 // =2
;   14:  mov w2, #0x3 // =3
;   18:  mov w3, #0x4 // =4
;   1c:  mov w4, #0x5 // =5
;   20:  mov w5, #0x6 // =6
;   24:  mov w6, #0x7 // =7
;   28:  mov w7, #0x8 // =8
;   2c:  mov w8, #0x9 // =9
;   30:  str x8, [sp]
;   34:  fmov d0, #1.00000000
;   38:  fmov d1, #2.00000000
;   3c:  fmov d2, #3.00000000
;   40:  fmov d3, #4.00000000
;   44:  fmov d4, #5.00000000
;   48:  fmov d5, #6.00000000
;   4c:  fmov d6, #7.00000000
;   50:  fmov d7, #8.00000000
;   54:  fmov d16, #9.00000000
;   58:  str d16, [sp, #0x8]
;   5c:  bl 0x5c  // Call26 @many
;   60:  sub sp, x29, #0x0
;   64:  ldp x29, x30, [sp], #0x10
;   68:  ret
;
; function @receive_stack:
;    0:  ldr x9, [sp]
;    4:  ldr w11, [sp, #0x8]
;    8:  sxtw x13, w11
;    c:  add x15, x9, x13
;   10:  add x0, x15, x0
;   14:  ret
;
; function @hfa:
;    0:  mov v5.16b, v0.16b
;    4:  mov v7.16b, v3.16b
;    8:  fadd s0, s5, s7
;    c:  ret
;
; function @call_hfa:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  fmov s0, #2.00000000
;    c:  bl 0xc  // Call26 @make_hfa
;   10:  mov v0.16b, v1.16b
;   14:  ldp x29, x30, [sp], #0x10
;   18:  ret
;
; function @swap_pair:
;    0:  mov x3, x0
;    4:  mov x5, x1
;    8:  mov w7, #0x0 // =0
;    c:  mov w9, #0x0 // =0
;   10:  mov x11, x5
;   14:  mov x13, x9
;   18:  mov x0, x11
;   1c:  mov x1, x3
;   20:  ret
;
; function @i128_pair:
;    0:  mov w4, #0x0 // =0
;    4:  adds x0, x2, x0
;    8:  adc x1, x3, x4
;    c:  ret
;
; function @call_i128:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x2, x0
;    c:  mov w0, #0x1 // =1
;   10:  mov x3, x1
;   14:  bl 0x14  // Call26 @take_i128
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @sret_callee:
;    0:  str x0, [x8]
;    4:  str x0, [x8, #0x18]
;    8:  ret
;
; function @sret_caller:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x20
;    c:  mov x8, sp
;   10:  mov w0, #0x5 // =5
;   14:  bl 0x14  // Call26 @make_big
;   18:  ldr x0, [sp, #0x10]
;   1c:  sub sp, x29, #0x0
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
;
; function @call_variadic:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x1, x0
;    c:  adrp x0, 0x0  // Page21 @fmt
;   10:  add x0, x0, #0x0  // Lo12(Add) @fmt
;   14:  bl 0x14  // Call26 @printf
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @indirect:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x5, x0
;    c:  mov x0, x1
;   10:  blr x5
;   14:  ldp x29, x30, [sp], #0x10
;   18:  ret
;
; function @tail:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  bl 0x8  // Call26 @callee
;    c:  ldp x29, x30, [sp], #0x10
;   10:  ret
;
; function @forward_varargs:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0xe0
;    c:  str x1, [sp, #0x80]
;   10:  str x2, [sp, #0x88]
;   14:  str x3, [sp, #0x90]
;   18:  str x4, [sp, #0x98]
;   1c:  str x5, [sp, #0xa0]
;   20:  str x6, [sp, #0xa8]
;   24:  str x7, [sp, #0xb0]
;   28:  str q0, [sp]
;   2c:  str q1, [sp, #0x10]
;   30:  str q2, [sp, #0x20]
;   34:  str q3, [sp, #0x30]
;   38:  str q4, [sp, #0x40]
;   3c:  str q5, [sp, #0x50]
;   40:  str q6, [sp, #0x60]
;   44:  str q7, [sp, #0x70]
;   48:  add x1, sp, #0xc0
;   4c:  add x4, x29, #0x10
;   50:  add x3, sp, #0xb8
;   54:  add x2, sp, #0x80
;   58:  str x4, [x1]
;   5c:  str x3, [x1, #0x8]
;   60:  str x2, [x1, #0x10]
;   64:  mov w2, #-0x38 // =-56
;   68:  str w2, [x1, #0x18]
;   6c:  mov w2, #-0x80 // =-128
;   70:  str w2, [x1, #0x1c]
;   74:  add x1, sp, #0xc0
;   78:  bl 0x78  // Call26 @vsum
;   7c:  sub sp, x29, #0x0
;   80:  ldp x29, x30, [sp], #0x10
;   84:  ret
;
; function @first_vararg:
;    0:  sub sp, sp, #0xe0
;    4:  str x1, [sp, #0x80]
;    8:  str x2, [sp, #0x88]
;    c:  str x3, [sp, #0x90]
;   10:  str x4, [sp, #0x98]
;   14:  str x5, [sp, #0xa0]
;   18:  str x6, [sp, #0xa8]
;   1c:  str x7, [sp, #0xb0]
;   20:  str q0, [sp]
;   24:  str q1, [sp, #0x10]
;   28:  str q2, [sp, #0x20]
;   2c:  str q3, [sp, #0x30]
;   30:  str q4, [sp, #0x40]
;   34:  str q5, [sp, #0x50]
;   38:  str q6, [sp, #0x60]
;   3c:  str q7, [sp, #0x70]
;   40:  add x0, sp, #0xc0
;   44:  add x3, sp, #0xe0
;   48:  add x2, sp, #0xb8
;   4c:  add x1, sp, #0x80
;   50:  str x3, [x0]
;   54:  str x2, [x0, #0x8]
;   58:  str x1, [x0, #0x10]
;   5c:  mov w1, #-0x38 // =-56
;   60:  str w1, [x0, #0x18]
;   64:  mov w1, #-0x80 // =-128
;   68:  str w1, [x0, #0x1c]
;   6c:  ldr w0, [sp, #0xd8]
;   70:  cmp w0, #0x0
;   74:  b.ge 0x8c
;   78:  ldr x1, [sp, #0xc8]
;   7c:  add x0, x1, w0, sxtw
;   80:  ldr x0, [x0]
;   84:  add sp, sp, #0xe0
;   88:  ret
;   8c:  ldr x0, [sp, #0xc0]
;   90:  b 0x80
