; test compile -O2 target=aarch64-linux-gnu
; The stack protector's guard in a system register (the kernel's
; -mstack-protector-guard=sysreg -mstack-protector-guard-reg=sp_el0
; -mstack-protector-guard-offset=N), as llc-19: `mrs` of the register, the guard loaded
; N bytes from it (through x17 where no immediate form reaches), in the prologue and
; before the return.

declare void @use(ptr)

define void @f() sspstrong {
  %buf = alloca [64 x i8]
  call void @use(ptr %buf)
  ret void
}

!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 1, !"stack-protector-guard", !"sysreg"}
!1 = !{i32 1, !"stack-protector-guard-reg", !"sp_el0"}
!2 = !{i32 1, !"stack-protector-guard-offset", i32 1234}
; EXPECTED:
; function @f:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x50
;    c:  mrs x16, SP_EL0
;   10:  mov x17, #0x4d2 // =1234
;   14:  ldr x16, [x16, x17]
;   18:  str x16, [sp, #0x48]
;   1c:  add x0, sp, #0x8
;   20:  bl 0x20  // Call26 @use
;   24:  mrs x16, SP_EL0
;   28:  mov x17, #0x4d2 // =1234
;   2c:  ldr x16, [x16, x17]
;   30:  ldr x17, [sp, #0x48]
;   34:  cmp x16, x17
;   38:  b.eq 0x40
;   3c:  bl 0x3c  // Call26 __stack_chk_fail
;   40:  sub sp, x29, #0x0
;   44:  ldp x29, x30, [sp], #0x10
;   48:  ret
