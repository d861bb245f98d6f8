; test compile -O2 target=aarch64-linux-gnu
; Compares lowered at their uses in the same block, with instructions between (the
; branch and the select test the flags, no cset), also at each of several uses (the
; flags set once for selects in a row, the compare repeated otherwise); branches on
; `&&` and `||` (the `select` form clang emits and plain `and`/`or`) split into two
; branches, the phis of the target both reach set on both edges; i32 GEP indices
; extended in the address or in the add (`uxtw`, `sxtw`) instead of by an instruction
; of their own.

define i32 @distant_compare(i32 %a, i32 %b, ptr %p) {
  %c = icmp slt i32 %a, %b
  %x = add i32 %a, 7
  store i32 %x, ptr %p
  br i1 %c, label %t, label %f
t:
  ret i32 %x
f:
  ret i32 %b
}

define i64 @distant_select(i64 %a, i64 %b, ptr %p) {
  %c = icmp ugt i64 %a, %b
  %x = mul i64 %a, %b
  store i64 %x, ptr %p
  %s = select i1 %c, i64 %x, i64 %b
  ret i64 %s
}

define i32 @two_selects(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp sgt i32 %a, %b
  %s1 = select i1 %c, i32 %x, i32 %y
  %s2 = select i1 %c, i32 %y, i32 %x
  %r = sub i32 %s1, %s2
  ret i32 %r
}

define i32 @selects_and_branch(i32 %a, i32 %b, i32 %x, i32 %y) {
entry:
  %c = icmp ult i32 %a, %b
  %s1 = select i1 %c, i32 %x, i32 %y
  %m = mul i32 %s1, %a
  %s2 = select i1 %c, i32 %m, i32 %x
  br i1 %c, label %t, label %f
t:
  ret i32 %s2
f:
  ret i32 %s1
}

define i32 @logical_and(ptr %p, i32 %n) {
entry:
  %c1 = icmp ne ptr %p, null
  %c2 = icmp sgt i32 %n, 3
  %both = select i1 %c1, i1 %c2, i1 false
  br i1 %both, label %yes, label %join
yes:
  %v = load i32, ptr %p
  br label %join
join:
  %r = phi i32 [ %v, %yes ], [ -1, %entry ]
  ret i32 %r
}

define i32 @logical_or(i32 %a, i32 %b) {
entry:
  %c1 = icmp eq i32 %a, 0
  %c2 = icmp ult i32 %b, 10
  %either = or i1 %c1, %c2
  br i1 %either, label %join, label %no
no:
  %s = add i32 %a, %b
  br label %join
join:
  %r = phi i32 [ %s, %no ], [ 5, %entry ]
  ret i32 %r
}

define i32 @zext_index(ptr %base, i32 %i) {
  %ix = zext i32 %i to i64
  %p = getelementptr i32, ptr %base, i64 %ix
  %v = load i32, ptr %p
  ret i32 %v
}

define i64 @sext_index_twice(ptr %base, i32 %i) {
  %ix = sext i32 %i to i64
  %p = getelementptr i64, ptr %base, i64 %ix
  %v = load i64, ptr %p
  %q = getelementptr i16, ptr %base, i64 %ix
  store i64 %v, ptr %q
  %w = load i16, ptr %q
  %z = zext i16 %w to i64
  ret i64 %z
}

define i64 @zext_index_also_value(ptr %base, i32 %i) {
  %ix = zext i32 %i to i64
  %p = getelementptr i8, ptr %base, i64 %ix
  %v = load i8, ptr %p
  %z = zext i8 %v to i64
  %r = add i64 %z, %ix
  ret i64 %r
}
; EXPECTED:
; function @distant_compare:
;    0:  add w4, w0, #0x7
;    4:  str w4, [x2]
;    8:  cmp w0, w1
;    c:  mov x0, x1
;   10:  b.ge 0x1c
;   14:  mov x0, x4
;   18:  ret
;   1c:  ret
;
; function @distant_select:
;    0:  mul x4, x0, x1
;    4:  str x4, [x2]
;    8:  cmp x0, x1
;    c:  csel x0, x4, x1, hi
;   10:  ret
;
; function @two_selects:
;    0:  cmp w0, w1
;    4:  csel w6, w2, w3, gt
;    8:  csel w8, w3, w2, gt
;    c:  sub w0, w6, w8
;   10:  ret
;
; function @selects_and_branch:
;    0:  cmp w0, w1
;    4:  csel w6, w2, w3, lo
;    8:  mov x10, x6
;    c:  mul w8, w10, w0
;   10:  mov x9, x10
;   14:  cmp w0, w1
;   18:  csel w0, w8, w2, lo
;   1c:  b.hs 0x24
;   20:  ret
;   24:  mov x0, x9
;   28:  ret
;
; function @logical_and:
;    0:  cbz x0, 0x14
;    4:  cmp w1, #0x3
;    8:  b.le 0x1c
;    c:  ldr w0, [x0]
;   10:  b 0x18
;   14:  mov w0, #-0x1 // =-1
;   18:  ret
;   1c:  mov w0, #-0x1 // =-1
;   20:  b 0x18
;
; function @logical_or:
;    0:  cbnz w0, 0xc
;    4:  mov w0, #0x5 // =5
;    8:  ret
;    c:  cmp w1, #0xa
;   10:  b.hs 0x1c
;   14:  mov w0, #0x5 // =5
;   18:  b 0x8
;   1c:  add w0, w0, w1
;   20:  b 0x8
;
; function @zext_index:
;    0:  ldr w0, [x0, w1, uxtw #2]
;    4:  ret
;
; function @sext_index_twice:
;    0:  ldr x3, [x0, w1, sxtw #3]
;    4:  add x5, x0, w1, sxtw #1
;    8:  str x3, [x5]
;    c:  ldrh w0, [x5]
;   10:  ret
;
; function @zext_index_also_value:
;    0:  lsr w3, w1, #0
;    4:  ldrb w5, [x0, x3, lsl #0]
;    8:  add x0, x5, x3
;    c:  ret
