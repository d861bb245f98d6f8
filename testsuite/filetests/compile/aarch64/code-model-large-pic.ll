; test compile -O2 target=aarch64-linux-gnu
; The large code model when position independent: llc-19 forms addresses as in the
; small model (adrp with :lo12:), and so does rllc.

@local = internal global [4 x i32] zeroinitializer

define ptr @address_of_local() {
  ret ptr getelementptr (i8, ptr @local, i64 8)
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Code Model", i32 4}
; EXPECTED:
; function @address_of_local:
;    0:  adrp x0, 0x0  // Page21 @local+8
;    4:  add x0, x0, #0x0  // Lo12(Add) @local+8
;    8:  ret
