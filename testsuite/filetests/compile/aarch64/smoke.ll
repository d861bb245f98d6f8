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
;    0:  mov x7, x0
;    4:  add x0, x7, x1
;    8:  mov x9, x7
;    c:  cmp x0, #0x64
;   10:  b.hs 0x18
;   14:  ret
;   18:  mul x0, x0, x9
;   1c:  ret
