; test compile -O2 target=aarch64-linux-gnu
; Stack-clash protection ("probe-stack"="inline-asm"), as llc-19: a frame allocated 4 KiB
; at a time, each interval touched (`str xzr, [sp]`), up to four in a row (@mid), more in
; a loop down to x16 (@big); the rest touched when over 1 KiB; no probe in small frames
; (@small); "stack-probe-size" sets the interval (@sized: 1000, down to 992); dynamic
; allocas move sp a probe at a time, touching each interval and the end (@dyn).

declare void @use(ptr)

define void @small() "probe-stack"="inline-asm" {
  %b = alloca [1000 x i8]
  call void @use(ptr %b)
  ret void
}

define void @mid() "probe-stack"="inline-asm" {
  %b = alloca [10000 x i8]
  call void @use(ptr %b)
  ret void
}

define void @big() "probe-stack"="inline-asm" {
  %b = alloca [70000 x i8]
  call void @use(ptr %b)
  ret void
}

define void @sized() "probe-stack"="inline-asm" "stack-probe-size"="1000" {
  %b = alloca [5000 x i8]
  call void @use(ptr %b)
  ret void
}

define void @dyn(i64 %n) "probe-stack"="inline-asm" {
  %b = alloca i8, i64 %n, align 16
  call void @use(ptr %b)
  ret void
}
; EXPECTED:
; function @small:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x3f0
;    c:  add x0, sp, #0x8
;   10:  bl 0x10  // Call26 @use
;   14:  sub sp, x29, #0x0
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @mid:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x1, lsl #12 // =0x1000
;    c:  str xzr, [sp]
;   10:  sub sp, sp, #0x1, lsl #12 // =0x1000
;   14:  str xzr, [sp]
;   18:  sub sp, sp, #0x710
;   1c:  str xzr, [sp]
;   20:  mov x0, sp
;   24:  bl 0x24  // Call26 @use
;   28:  sub sp, x29, #0x0
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
;
; function @big:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub x16, sp, #0x11, lsl #12 // =0x11000
;    c:  sub sp, sp, #0x1, lsl #12 // =0x1000
;   10:  cmp sp, x16
;   14:  str xzr, [sp]
;   18:  b.ne 0xc
;   1c:  sub sp, sp, #0x170
;   20:  mov x0, sp
;   24:  bl 0x24  // Call26 @use
;   28:  sub sp, x29, #0x0
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
;
; function @sized:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub x16, sp, #0x1, lsl #12 // =0x1000
;    c:  sub x16, x16, #0x360
;   10:  sub sp, sp, #0x3e0
;   14:  cmp sp, x16
;   18:  str xzr, [sp]
;   1c:  b.ne 0x10
;   20:  sub sp, sp, #0x30
;   24:  add x0, sp, #0x8
;   28:  bl 0x28  // Call26 @use
;   2c:  sub sp, x29, #0x0
;   30:  ldp x29, x30, [sp], #0x10
;   34:  ret
;
; function @dyn:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov w2, #0x1 // =1
;    c:  mul x4, x0, x2
;   10:  add x6, x4, #0xf
;   14:  and x8, x6, #0xfffffffffffffff0
;   18:  sub x16, sp, x8
;   1c:  sub sp, sp, #0x1, lsl #12 // =0x1000
;   20:  cmp sp, x16
;   24:  b.le 0x30
;   28:  str xzr, [sp]
;   2c:  b 0x1c
;   30:  mov sp, x16
;   34:  ldr xzr, [sp]
;   38:  mov x0, sp
;   3c:  bl 0x3c  // Call26 @use
;   40:  sub sp, x29, #0x0
;   44:  ldp x29, x30, [sp], #0x10
;   48:  ret
