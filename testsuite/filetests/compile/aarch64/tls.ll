; test compile -O2 target=aarch64-linux-gnu
; Thread-local variables (PIC): general-dynamic through the TLS descriptor sequence
; (adrp/ldr/add :tlsdesc: and blr), local-dynamic (as general-dynamic), initial-exec
; (tpidr_el0 plus the GOT's :gottprel: offset), and local-exec (tpidr_el0 plus
; add :tprel_hi12:/:tprel_lo12_nc:), for loads, stores and the address.

@gd = external thread_local global i32
@ld = internal thread_local(localdynamic) global i32 0
@ie = external thread_local(initialexec) global i64
@le = thread_local(localexec) global i32 5

define i32 @load_gd() {
  %v = load i32, ptr @gd
  ret i32 %v
}

define void @store_ld(i32 %v) {
  store i32 %v, ptr @ld
  ret void
}

define i64 @load_ie() {
  %v = load i64, ptr @ie
  ret i64 %v
}

define void @store_le(i32 %v) {
  store i32 %v, ptr @le
  ret void
}

define ptr @address_le() {
  ret ptr @le
}

define ptr @address_gd() {
  ret ptr @gd
}

define i32 @two_accesses(i32 %x) {
  %a = load i32, ptr @gd
  %b = load i32, ptr @le
  %s = add i32 %a, %b
  %t = add i32 %s, %x
  ret i32 %t
}
; EXPECTED:
; function @load_gd:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  adrp x0, 0x0  // TlsDescPage21 @gd
;    c:  ldr x1, [x0]  // TlsDescLd64Lo12 @gd
;   10:  add x0, x0, #0x0  // TlsDescAddLo12 @gd
;   14:  blr x1  // TlsDescCall @gd
;   18:  mrs x3, TPIDR_EL0
;   1c:  add x5, x3, x0
;   20:  ldr w0, [x5]
;   24:  ldp x29, x30, [sp], #0x10
;   28:  ret
;
; function @store_ld:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x5, x0
;    c:  adrp x0, 0x0  // TlsDescPage21 @ld
;   10:  ldr x1, [x0]  // TlsDescLd64Lo12 @ld
;   14:  add x0, x0, #0x0  // TlsDescAddLo12 @ld
;   18:  blr x1  // TlsDescCall @ld
;   1c:  mrs x4, TPIDR_EL0
;   20:  add x6, x4, x0
;   24:  mov x0, x5
;   28:  str w0, [x6]
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
;
; function @load_ie:
;    0:  adrp x1, 0x0  // GotTpOffPage21 @ie
;    4:  ldr x1, [x1]  // GotTpOffLo12 @ie
;    8:  mrs x3, TPIDR_EL0
;    c:  add x5, x3, x1
;   10:  ldr x0, [x5]
;   14:  ret
;
; function @store_le:
;    0:  mov x2, #0x0 // =0
;    4:  add x2, x2, #0x0, lsl #12 // =0x0  // TpOffHi12 @le
;    8:  add x2, x2, #0x0  // TpOffLo12 @le
;    c:  mrs x4, TPIDR_EL0
;   10:  add x6, x4, x2
;   14:  str w0, [x6]
;   18:  ret
;
; function @address_le:
;    0:  mov x1, #0x0 // =0
;    4:  add x1, x1, #0x0, lsl #12 // =0x0  // TpOffHi12 @le
;    8:  add x1, x1, #0x0  // TpOffLo12 @le
;    c:  mrs x3, TPIDR_EL0
;   10:  add x0, x3, x1
;   14:  ret
;
; function @address_gd:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  adrp x0, 0x0  // TlsDescPage21 @gd
;    c:  ldr x1, [x0]  // TlsDescLd64Lo12 @gd
;   10:  add x0, x0, #0x0  // TlsDescAddLo12 @gd
;   14:  blr x1  // TlsDescCall @gd
;   18:  mrs x3, TPIDR_EL0
;   1c:  add x0, x3, x0
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
;
; function @two_accesses:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x13, x0
;    c:  adrp x0, 0x0  // TlsDescPage21 @gd
;   10:  ldr x1, [x0]  // TlsDescLd64Lo12 @gd
;   14:  add x0, x0, #0x0  // TlsDescAddLo12 @gd
;   18:  blr x1  // TlsDescCall @gd
;   1c:  mrs x4, TPIDR_EL0
;   20:  add x6, x4, x0
;   24:  ldr w8, [x6]
;   28:  mov x10, #0x0 // =0
;   2c:  add x10, x10, #0x0, lsl #12 // =0x0  // TpOffHi12 @le
;   30:  add x10, x10, #0x0  // TpOffLo12 @le
;   34:  mrs x12, TPIDR_EL0
;   38:  add x14, x12, x10
;   3c:  ldr w0, [x14]
;   40:  add w0, w8, w0
;   44:  mov x1, x13
;   48:  add w0, w0, w1
;   4c:  ldp x29, x30, [sp], #0x10
;   50:  ret
