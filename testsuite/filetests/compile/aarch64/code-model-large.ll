; test compile -O2 target=aarch64-linux-gnu static
; The large code model (the module's "Code Model" flag 4), not position independent:
; absolute addresses by movz and three movk (:abs_g0_nc: … :abs_g3:), of globals,
; functions and constant-pool entries; GOT entries as in the small model; local-exec
; thread-locals as in the small model; calls stay bl.

@local = internal global [4 x i32] zeroinitializer
@preemptible = external global i32
@le = internal thread_local global i32 0

declare void @callee()

define ptr @address_of_local() {
  ret ptr getelementptr (i8, ptr @local, i64 8)
}

define ptr @address_of_function() {
  ret ptr @address_of_local
}

define i32 @load_preemptible() {
  %v = load i32, ptr @preemptible
  ret i32 %v
}

define i32 @load_le() {
  %v = load i32, ptr @le
  ret i32 %v
}

define double @pooled(double %x) {
  call void @callee()
  %r = fadd double %x, 1.234567
  ret double %r
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Code Model", i32 4}
; EXPECTED:
; function @address_of_local:
;    0:  mov x0, #0x0 // =0  // MovwAbs { group: 0 } @local+8
;    4:  movk x0, #0x0, lsl #16  // MovwAbs { group: 1 } @local+8
;    8:  movk x0, #0x0, lsl #32  // MovwAbs { group: 2 } @local+8
;    c:  movk x0, #0x0, lsl #48  // MovwAbs { group: 3 } @local+8
;   10:  ret
;
; function @address_of_function:
;    0:  adrp x0, 0x0  // GotPage21 @address_of_local
;    4:  ldr x0, [x0]  // GotLo12 @address_of_local
;    8:  ret
;
; function @load_preemptible:
;    0:  adrp x1, 0x0  // GotPage21 @preemptible
;    4:  ldr x1, [x1]  // GotLo12 @preemptible
;    8:  ldr w0, [x1]
;    c:  ret
;
; function @load_le:
;    0:  mov x1, #0x0 // =0
;    4:  add x1, x1, #0x0, lsl #12 // =0x0  // TpOffHi12 @le
;    8:  add x1, x1, #0x0  // TpOffLo12 @le
;    c:  mrs x3, TPIDR_EL0
;   10:  add x5, x3, x1
;   14:  ldr w0, [x5]
;   18:  ret
;
; function @pooled:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str d8, [sp, #-0x10]!
;    c:  mov v8.16b, v0.16b
;   10:  bl 0x10  // Call26 @callee
;   14:  mov x17, #0x0 // =0  // MovwAbs { group: 0 } constant0
;   18:  movk x17, #0x0, lsl #16  // MovwAbs { group: 1 } constant0
;   1c:  movk x17, #0x0, lsl #32  // MovwAbs { group: 2 } constant0
;   20:  movk x17, #0x0, lsl #48  // MovwAbs { group: 3 } constant0
;   24:  ldr d3, [x17]
;   28:  mov v0.16b, v8.16b
;   2c:  fadd d0, d0, d3
;   30:  ldr d8, [sp], #0x10
;   34:  ldp x29, x30, [sp], #0x10
;   38:  ret
