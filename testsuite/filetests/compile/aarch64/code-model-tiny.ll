; test compile -O2 target=aarch64-linux-gnu
; The tiny code model (the module's "Code Model" flag 0): addresses by adr, GOT entries
; (a preemptible global, the stack protector's guard) and initial-exec thread-local
; offsets by literal ldr, constant-pool loads through adr of the scratch register.

@local = internal global [4 x i32] zeroinitializer
@preemptible = external global i32
@ie = external thread_local(initialexec) global i32

declare void @use(ptr)

define ptr @address_of_local() {
  ret ptr getelementptr (i8, ptr @local, i64 8)
}

define i32 @load_preemptible() {
  %v = load i32, ptr @preemptible
  ret i32 %v
}

define i32 @load_ie() {
  %v = load i32, ptr @ie
  ret i32 %v
}

define double @pooled(double %x) {
  %r = fadd double %x, 1.234567
  ret double %r
}

define void @guarded() sspreq {
  %buf = alloca [16 x i8]
  call void @use(ptr %buf)
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Code Model", i32 0}
; EXPECTED:
; function @address_of_local:
;    0:  adr x0, 0x0  // Adr21 @local+8
;    4:  ret
;
; function @load_preemptible:
;    0:  ldr x1, 0x0  // GotLoad19 @preemptible
;    4:  ldr w0, [x1]
;    8:  ret
;
; function @load_ie:
;    0:  ldr x1, 0x0  // GotTpOffLoad19 @ie
;    4:  mrs x3, TPIDR_EL0
;    8:  add x5, x3, x1
;    c:  ldr w0, [x5]
;   10:  ret
;
; function @pooled:
;    0:  adr x17, 0x0  // Adr21 constant0
;    4:  ldr d2, [x17]
;    8:  fadd d0, d0, d2
;    c:  ret
;
; function @guarded:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  sub sp, sp, #0x20
;    c:  ldr x16, 0xc  // GotLoad19 __stack_chk_guard
;   10:  ldr x16, [x16]
;   14:  str x16, [sp, #0x18]
;   18:  add x0, sp, #0x8
;   1c:  bl 0x1c  // Call26 @use
;   20:  ldr x16, 0x20  // GotLoad19 __stack_chk_guard
;   24:  ldr x16, [x16]
;   28:  ldr x17, [sp, #0x18]
;   2c:  cmp x16, x17
;   30:  b.eq 0x38
;   34:  bl 0x34  // Call26 __stack_chk_fail
;   38:  sub sp, x29, #0x0
;   3c:  ldp x29, x30, [sp], #0x10
;   40:  ret
