; test compile -O2 target=aarch64-linux-gnu
; indirectbr (computed goto): br to the target, the values the targets' code needs in
; registers; blockaddress constants of the targets (adrp + add). @f is internal: the
; block addresses of a global function are relocated against its (preemptible) symbol,
; which ld.lld -shared refuses (llc relocates against .text).

define internal i32 @f(ptr %target, i32 %x) {
entry:
  %y = add i32 %x, 1
  indirectbr ptr %target, [label %a, label %b]
a:
  ret i32 %x
b:
  ret i32 %y
}

define ptr @addr(i1 %c) {
  %r = select i1 %c, ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)
  ret ptr %r
}
; EXPECTED:
; function @f:
;    0:  add w3, w1, #0x1
;    4:  mov x5, x1
;    8:  mov x7, x3
;    c:  br x0
;   10:  mov x0, x5
;   14:  ret
;   18:  mov x0, x7
;   1c:  ret
;
; function @addr:
;    0:  adrp x2, 0x0  // Page21 blockaddress(@f, 1)
;    4:  add x2, x2, #0x0  // Lo12(Add) blockaddress(@f, 1)
;    8:  adrp x4, 0x0  // Page21 blockaddress(@f, 2)
;    c:  add x4, x4, #0x0  // Lo12(Add) blockaddress(@f, 2)
;   10:  tst w0, #0x1
;   14:  csel x0, x2, x4, ne
;   18:  ret
