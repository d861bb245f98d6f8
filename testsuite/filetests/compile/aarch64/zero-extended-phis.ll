; test compile -O2 target=aarch64-linux-gnu
; Phis kept zero-extended: an i32 loop index carried by a phi whose incoming values are
; 32-bit operations and a constant, and a byte phi of loads, need no extension at their
; `zext`s (no `mov w, w` / `lsr w, w, #0`, no `and #0xff`); an incoming value that is not
; known to be zero-extended (a truncation) is extended on its edge, once.

define i64 @index_loop(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s2, %loop ]
  %w = zext i32 %i to i64
  %s2 = add i64 %s, %w
  %next = add i32 %i, 3
  %c = icmp ult i32 %next, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %s2
}

define i32 @byte_phi(ptr %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = load i8, ptr %p
  br label %join
b:
  %q = getelementptr i8, ptr %p, i64 1
  %y = load i8, ptr %q
  br label %join
join:
  %v = phi i8 [ %x, %a ], [ %y, %b ]
  %z = zext i8 %v to i32
  ret i32 %z
}

define i64 @truncated_incoming(i64 %a, i32 %b, i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  %x = trunc i64 %a to i32
  br label %join
f:
  %y = add i32 %b, 1
  br label %join
join:
  %v = phi i32 [ %x, %t ], [ %y, %f ]
  %z = zext i32 %v to i64
  ret i64 %z
}
; EXPECTED:
; function @index_loop:
;    0:  mov x13, x1
;    4:  mov w1, #0x0 // =0
;    8:  mov w0, #0x0 // =0
;    c:  mov x11, x13
;   10:  add x0, x0, x1
;   14:  add w1, w1, #0x3
;   18:  cmp w1, w11
;   1c:  b.lo 0x10
;   20:  ret
;
; function @byte_phi:
;    0:  tbz w1, #0x0, 0xc
;    4:  ldrb w0, [x0]
;    8:  ret
;    c:  ldrb w0, [x0, #0x1]
;   10:  b 0x8
;
; function @truncated_incoming:
;    0:  tbz w2, #0x0, 0xc
;    4:  lsr w0, w0, #0
;    8:  ret
;    c:  add w0, w1, #0x1
;   10:  b 0x4
