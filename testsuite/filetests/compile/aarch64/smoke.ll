; test compile -O2 target=aarch64-linux-gnu
define i64 @f(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %c = icmp ult i64 %s, 100
  br i1 %c, label %x, label %y
x:
  ret i64 %s
y:
  %m = mul i64 %s, %a
  ret i64 %m
}
; EXPECTED:
; function @f:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x7, x0
;    c:  add x0, x7, x1
;   10:  mov x9, x7
;   14:  cmp x0, #0x64
;   18:  b.hs 0x24
;   1c:  ldp x29, x30, [sp], #0x10
;   20:  ret
;   24:  mul x0, x0, x9
;   28:  ldp x29, x30, [sp], #0x10
;   2c:  ret
