; test compile -O2 target=aarch64-linux-gnu
; Frames: callee-saved x19-x28 and d8-d10 pushed in pairs (stp/ldp, pre-indexed) when
; values live across calls, a spill slot below them, a large fixed frame (sub sp by more
; than 4095 bytes), dynamic allocas (sp moved at run time by the size rounded to 16, and
; restored from x29), an over-aligned alloca (its address rounded up inside a larger
; slot), and a leaf (no frame record).

declare void @use(ptr)
declare i64 @get()
declare double @getd()

define i64 @leaf(i64 %a) {
  %r = add i64 %a, 1
  ret i64 %r
}

define i64 @keep_across_calls(i64 %a, i64 %b, i64 %c) {
  %x = call i64 @get()
  %y = call i64 @get()
  %s1 = add i64 %a, %x
  %s2 = add i64 %b, %y
  %s3 = mul i64 %s1, %s2
  %s4 = add i64 %s3, %c
  ret i64 %s4
}

define double @keep_doubles(double %a, double %b) {
  %x = call double @getd()
  %y = fmul double %a, %x
  %z = call double @getd()
  %w = fadd double %y, %z
  %v = fadd double %w, %b
  ret double %v
}

define i64 @many_live(i64 %n) {
  %a = call i64 @get()
  %b = call i64 @get()
  %c = call i64 @get()
  %d = call i64 @get()
  %e = call i64 @get()
  %f = call i64 @get()
  %g = call i64 @get()
  %h = call i64 @get()
  %i = call i64 @get()
  %j = call i64 @get()
  %k = call i64 @get()
  %s1 = mul i64 %a, %b
  %s2 = mul i64 %s1, %c
  %s3 = mul i64 %s2, %d
  %s4 = mul i64 %s3, %e
  %s5 = mul i64 %s4, %f
  %s6 = mul i64 %s5, %g
  %s7 = mul i64 %s6, %h
  %s8 = mul i64 %s7, %i
  %s9 = mul i64 %s8, %j
  %s10 = mul i64 %s9, %k
  %s11 = add i64 %s10, %n
  ret i64 %s11
}

define void @big_frame() {
  %buf = alloca [5000 x i8]
  call void @use(ptr %buf)
  ret void
}

define void @dynamic(i64 %n) {
  %p = alloca i32, i64 %n
  call void @use(ptr %p)
  ret void
}

define void @dynamic_and_fixed(i64 %n, i64 %v) {
  %fixed = alloca i64
  store i64 %v, ptr %fixed
  %p = alloca i8, i64 %n, align 16
  call void @use(ptr %p)
  call void @use(ptr %fixed)
  ret void
}

define void @overaligned() {
  %p = alloca i32, align 64
  call void @use(ptr %p)
  ret void
}
; EXPECTED:
; function @leaf:
;    0:  add x0, x0, #0x1
;    4:  ret
;
; function @keep_across_calls:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x20, [sp, #-0x10]!
;    c:  stp x21, x22, [sp, #-0x10]!
;   10:  mov x19, x2
;   14:  mov x20, x1
;   18:  mov x21, x0
;   1c:  bl 0x1c  // Call26 @get
;   20:  mov x22, x0
;   24:  bl 0x24  // Call26 @get
;   28:  mov x1, x22
;   2c:  mov x2, x21
;   30:  add x8, x2, x1
;   34:  mov x1, x20
;   38:  add x10, x1, x0
;   3c:  mul x12, x8, x10
;   40:  mov x2, x19
;   44:  add x0, x12, x2
;   48:  ldp x21, x22, [sp], #0x10
;   4c:  ldp x19, x20, [sp], #0x10
;   50:  ldp x29, x30, [sp], #0x10
;   54:  ret
;
; function @keep_doubles:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp d8, d9, [sp, #-0x10]!
;    c:  str d10, [sp, #-0x10]!
;   10:  mov v9.16b, v1.16b
;   14:  mov v10.16b, v0.16b
;   18:  bl 0x18  // Call26 @getd
;   1c:  mov v16.16b, v10.16b
;   20:  fmul d8, d16, d0
;   24:  bl 0x24  // Call26 @getd
;   28:  fadd d16, d8, d0
;   2c:  mov v1.16b, v9.16b
;   30:  fadd d0, d16, d1
;   34:  ldr d10, [sp], #0x10
;   38:  ldp d8, d9, [sp], #0x10
;   3c:  ldp x29, x30, [sp], #0x10
;   40:  ret
;
; function @many_live:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x20, [sp, #-0x10]!
;    c:  stp x21, x22, [sp, #-0x10]!
;   10:  stp x23, x24, [sp, #-0x10]!
;   14:  stp x25, x26, [sp, #-0x10]!
;   18:  stp x27, x28, [sp, #-0x10]!
;   1c:  sub sp, sp, #0x10
;   20:  mov x24, x0
;   24:  bl 0x24  // Call26 @get
;   28:  mov x26, x0
;   2c:  bl 0x2c  // Call26 @get
;   30:  str x0, [sp]
;   34:  bl 0x34  // Call26 @get
;   38:  mov x27, x0
;   3c:  bl 0x3c  // Call26 @get
;   40:  mov x25, x0
;   44:  bl 0x44  // Call26 @get
;   48:  mov x23, x0
;   4c:  bl 0x4c  // Call26 @get
;   50:  mov x22, x0
;   54:  bl 0x54  // Call26 @get
;   58:  mov x21, x0
;   5c:  bl 0x5c  // Call26 @get
;   60:  mov x20, x0
;   64:  bl 0x64  // Call26 @get
;   68:  mov x19, x0
;   6c:  bl 0x6c  // Call26 @get
;   70:  mov x28, x0
;   74:  bl 0x74  // Call26 @get
;   78:  ldr x1, [sp]
;   7c:  mov x2, x26
;   80:  mul x1, x2, x1
;   84:  mov x2, x27
;   88:  mul x1, x1, x2
;   8c:  mov x2, x25
;   90:  mul x1, x1, x2
;   94:  mov x2, x23
;   98:  mul x1, x1, x2
;   9c:  mov x2, x22
;   a0:  mul x1, x1, x2
;   a4:  mov x2, x21
;   a8:  mul x1, x1, x2
;   ac:  mov x2, x20
;   b0:  mul x1, x1, x2
;   b4:  mov x2, x19
;   b8:  mul x1, x1, x2
;   bc:  mov x2, x28
;   c0:  mul x1, x1, x2
;   c4:  mul x0, x1, x0
;   c8:  mov x1, x24
;   cc:  add x0, x0, x1
;   d0:  sub sp, x29, #0x50
;   d4:  ldp x27, x28, [sp], #0x10
;   d8:  ldp x25, x26, [sp], #0x10
;   dc:  ldp x23, x24, [sp], #0x10
;   e0:  ldp x21, x22, [sp], #0x10
;   e4:  ldp x19, x20, [sp], #0x10
;   e8:  ldp x29, x30, [sp], #0x10
;   ec:  ret
;
; function @big_frame:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x1, lsl #12 // =0x1000
;    c:  sub sp, sp, #0x390
;   10:  add x0, sp, #0x8
;   14:  bl 0x14  // Call26 @use
;   18:  sub sp, x29, #0x0
;   1c:  ldp x29, x30, [sp], #0x10
;   20:  ret
;
; function @dynamic:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov w2, #0x4 // =4
;    c:  mul x4, x0, x2
;   10:  add x6, x4, #0xf
;   14:  and x8, x6, #0xfffffffffffffff0
;   18:  sub sp, sp, x8
;   1c:  mov x0, sp
;   20:  bl 0x20  // Call26 @use
;   24:  sub sp, x29, #0x0
;   28:  ldp x29, x30, [sp], #0x10
;   2c:  ret
;
; function @dynamic_and_fixed:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  stur x1, [x29, #-0x8]
;   10:  mov w4, #0x1 // =1
;   14:  mul x6, x0, x4
;   18:  add x8, x6, #0xf
;   1c:  and x10, x8, #0xfffffffffffffff0
;   20:  sub sp, sp, x10
;   24:  mov x0, sp
;   28:  bl 0x28  // Call26 @use
;   2c:  sub x0, x29, #0x8
;   30:  bl 0x30  // Call26 @use
;   34:  sub sp, x29, #0x0
;   38:  ldp x29, x30, [sp], #0x10
;   3c:  ret
;
; function @overaligned:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x50
;    c:  mov x1, sp
;   10:  add x3, x1, #0x3f
;   14:  and x0, x3, #0xffffffffffffffc0
;   18:  bl 0x18  // Call26 @use
;   1c:  sub sp, x29, #0x0
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
