; test compile -O2 target=aarch64-linux-gnu
; Constants of several instructions that a call-free loop uses are materialised once in
; the entry block (`movz`/`movk` before the loop, one register in it); a loop that calls
; a function keeps materialising them at their uses, and a constant `add` takes as a
; shifted immediate is not materialised at all.

define i64 @fnv(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ 1469598103934665603, %entry ], [ %h2, %loop ]
  %a = getelementptr i8, ptr %p, i64 %i
  %b = load i8, ptr %a
  %w = zext i8 %b to i64
  %x = xor i64 %h, %w
  %h2 = mul i64 %x, 1099511628211
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %h2
}

declare void @use(i64)

define void @calls_in_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %m = mul i64 %i, 1099511628211
  call void @use(i64 %m)
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define i64 @shifted_immediate(i64 %n) {
entry:
  br label %loop
loop:
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, 1245184
  %c = icmp ult i64 %s1, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %s1
}
; EXPECTED:
; function @fnv:
;    0:  mov x2, x1
;    4:  mov x1, x0
;    8:  mov x0, #0x383 // =899
;    c:  movk x0, #0x739d, lsl #16
;   10:  movk x0, #0xfb0, lsl #32
;   14:  movk x0, #0x1465, lsl #48
;   18:  mov x14, #0x1b3 // =435
;   1c:  movk x14, #0x100, lsl #32
;   20:  mov w7, #0x0 // =0
;   24:  mov x3, x14
;   28:  ldrb w4, [x1, x7, lsl #0]
;   2c:  eor x0, x0, x4
;   30:  mul x0, x0, x3
;   34:  add x7, x7, #0x1
;   38:  cmp x7, x2
;   3c:  b.lo 0x28
;   40:  ret
;
; function @calls_in_loop:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x20, [sp, #-0x10]!
;    c:  mov w19, #0x0 // =0
;   10:  mov x20, x0
;   14:  mov x9, #0x1b3 // =435
;   18:  movk x9, #0x100, lsl #32
;   1c:  mul x0, x19, x9
;   20:  bl 0x20  // Call26 @use
;   24:  add x19, x19, #0x1
;   28:  cmp x19, x20
;   2c:  b.lo 0x14
;   30:  ldp x19, x20, [sp], #0x10
;   34:  ldp x29, x30, [sp], #0x10
;   38:  ret
;
; function @shifted_immediate:
;    0:  mov x8, x0
;    4:  mov w0, #0x0 // =0
;    8:  mov x6, x8
;    c:  add x0, x0, #0x130, lsl #12 // =0x130000
;   10:  cmp x0, x6
;   14:  b.lo 0xc
;   18:  ret
