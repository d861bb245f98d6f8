; test compile -O0 target=aarch64-linux-gnu
; -O0: arguments and a call, a value kept in a stack slot across the call, an i8
; argument passed on as it is, and a loop whose values go through stack slots.

declare i32 @g(i32, i8)

define i32 @caller(i32 %x, i8 %c) {
  %a = add i32 %x, 1
  %r = call i32 @g(i32 %a, i8 %c)
  %s = add i32 %r, %a
  ret i32 %s
}

define i64 @count(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %acc1 = add i64 %acc, %i
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc1
}
; EXPECTED:
; function @caller:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x10
;    c:  add w0, w0, #0x1
;   10:  str x0, [sp]
;   14:  bl 0x14  // Call26 @g
;   18:  ldr x1, [sp]
;   1c:  add w0, w0, w1
;   20:  sub sp, x29, #0x0
;   24:  ldp x29, x30, [sp], #0x10
;   28:  ret
;
; function @count:
;    0:  sub sp, sp, #0x40
;    4:  str x0, [sp]
;    8:  mov w0, #0x0 // =0
;    c:  str x0, [sp, #0x8]
;   10:  mov w0, #0x0 // =0
;   14:  str x0, [sp, #0x10]
;   18:  ldr x0, [sp, #0x8]
;   1c:  str x0, [sp, #0x18]
;   20:  ldr x1, [sp, #0x10]
;   24:  str x1, [sp, #0x20]
;   28:  ldr x0, [sp, #0x20]
;   2c:  ldr x1, [sp, #0x18]
;   30:  add x0, x0, x1
;   34:  str x0, [sp, #0x28]
;   38:  add x0, x1, #0x1
;   3c:  str x0, [sp, #0x30]
;   40:  ldr x1, [sp]
;   44:  cmp x0, x1
;   48:  b.eq 0x60
;   4c:  ldr x0, [sp, #0x30]
;   50:  str x0, [sp, #0x18]
;   54:  ldr x1, [sp, #0x28]
;   58:  str x1, [sp, #0x20]
;   5c:  b 0x28
;   60:  ldr x0, [sp, #0x28]
;   64:  add sp, sp, #0x40
;   68:  ret
