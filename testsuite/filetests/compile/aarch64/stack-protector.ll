; test compile -O2 target=aarch64-linux-gnu
; The stack protector: the prologue copies __stack_chk_guard (through the GOT) into the
; canary slot right below the frame record, the return compares it with the guard and
; calls __stack_chk_fail when they differ (@f); a leaf without arrays gets none (@g).

declare void @use(ptr)

define void @f() sspstrong {
  %buf = alloca [64 x i8]
  call void @use(ptr %buf)
  ret void
}

define i32 @g(i32 %x) sspstrong {
  %s = alloca i32
  store volatile i32 %x, ptr %s
  %v = load volatile i32, ptr %s
  ret i32 %v
}
; EXPECTED:
; function @f:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x50
;    c:  adrp x16, 0x0  // GotPage21 __stack_chk_guard
;   10:  ldr x16, [x16]  // GotLo12 __stack_chk_guard
;   14:  ldr x16, [x16]
;   18:  str x16, [sp, #0x48]
;   1c:  add x0, sp, #0x8
;   20:  bl 0x20  // Call26 @use
;   24:  adrp x16, 0x0  // GotPage21 __stack_chk_guard
;   28:  ldr x16, [x16]  // GotLo12 __stack_chk_guard
;   2c:  ldr x16, [x16]
;   30:  ldr x17, [sp, #0x48]
;   34:  cmp x16, x17
;   38:  b.eq 0x40
;   3c:  bl 0x3c  // Call26 __stack_chk_fail
;   40:  sub sp, x29, #0x0
;   44:  ldp x29, x30, [sp], #0x10
;   48:  ret
;
; function @g:
;    0:  sub sp, sp, #0x10
;    4:  str w0, [sp, #0xc]
;    8:  ldr w0, [sp, #0xc]
;    c:  add sp, sp, #0x10
;   10:  ret
