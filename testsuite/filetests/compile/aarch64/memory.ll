; test compile -O2 target=aarch64-linux-gnu
; Loads and stores of every width: i8/i16/i32/i64 (ldrb/ldrh/ldr w/ldr x, and the
; extensions after them), i1, float/double, the odd widths i24 and i48 (split in pieces
; at offsets), constant offsets (small, negative and large: computed by add/sub/movk
; before the access), and GEP addressing with register indexes (add with sxtx/sxtw #N),
; struct fields and a global through the GOT.

define i64 @load_widths(ptr %p) {
  %a = load i8, ptr %p
  %p2 = getelementptr i8, ptr %p, i64 2
  %b = load i16, ptr %p2
  %p4 = getelementptr i8, ptr %p, i64 4
  %c = load i32, ptr %p4
  %p8 = getelementptr i8, ptr %p, i64 8
  %d = load i64, ptr %p8
  %a64 = zext i8 %a to i64
  %b64 = zext i16 %b to i64
  %c64 = zext i32 %c to i64
  %s1 = add i64 %a64, %b64
  %s2 = add i64 %s1, %c64
  %s3 = add i64 %s2, %d
  ret i64 %s3
}

define i64 @sign_extending_loads(ptr %p) {
  %a = load i8, ptr %p
  %p2 = getelementptr i8, ptr %p, i64 2
  %b = load i16, ptr %p2
  %p4 = getelementptr i8, ptr %p, i64 4
  %c = load i32, ptr %p4
  %a64 = sext i8 %a to i64
  %b64 = sext i16 %b to i64
  %c64 = sext i32 %c to i64
  %s1 = add i64 %a64, %b64
  %s2 = add i64 %s1, %c64
  ret i64 %s2
}

define void @store_widths(ptr %p, i64 %v) {
  %a = trunc i64 %v to i8
  store i8 %a, ptr %p
  %p2 = getelementptr i8, ptr %p, i64 2
  %b = trunc i64 %v to i16
  store i16 %b, ptr %p2
  %p4 = getelementptr i8, ptr %p, i64 4
  %c = trunc i64 %v to i32
  store i32 %c, ptr %p4
  %p8 = getelementptr i8, ptr %p, i64 8
  store i64 %v, ptr %p8
  ret void
}

define void @bool_and_fp(ptr %p, ptr %q) {
  %b = load i1, ptr %p
  store i1 %b, ptr %q
  %pf = getelementptr i8, ptr %p, i64 4
  %f = load float, ptr %pf
  %qf = getelementptr i8, ptr %q, i64 4
  store float %f, ptr %qf
  %pd = getelementptr i8, ptr %p, i64 8
  %d = load double, ptr %pd
  %qd = getelementptr i8, ptr %q, i64 8
  store double %d, ptr %qd
  ret void
}

define i24 @load_i24(ptr %p) {
  %v = load i24, ptr %p
  ret i24 %v
}

define void @store_i24(ptr %p, i24 %v) {
  store i24 %v, ptr %p
  ret void
}

define i48 @load_i48(ptr %p) {
  %v = load i48, ptr %p
  ret i48 %v
}

define void @store_i48(ptr %p, i48 %v) {
  store i48 %v, ptr %p
  ret void
}

define i32 @negative_offset(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 -12
  %v = load i32, ptr %q
  ret i32 %v
}

define i64 @large_offset(ptr %p) {
  %q = getelementptr i64, ptr %p, i64 70000
  %v = load i64, ptr %q
  ret i64 %v
}

define i32 @indexed(ptr %p, i64 %i) {
  %q = getelementptr i32, ptr %p, i64 %i
  %v = load i32, ptr %q
  ret i32 %v
}

define void @indexed_store(ptr %p, i32 %i, i16 %v) {
  %q = getelementptr i16, ptr %p, i32 %i
  store i16 %v, ptr %q
  ret void
}

%struct = type { i8, i32, [4 x i64] }

define i64 @struct_field(ptr %s, i64 %i) {
  %q = getelementptr %struct, ptr %s, i64 1, i32 2, i64 %i
  %v = load i64, ptr %q
  ret i64 %v
}

@g = global [8 x i32] zeroinitializer

define i32 @global_element(i64 %i) {
  %q = getelementptr [8 x i32], ptr @g, i64 0, i64 %i
  %v = load i32, ptr %q
  ret i32 %v
}
; EXPECTED:
; function @load_widths:
;    0:  ldrb w2, [x0]
;    4:  ldrh w4, [x0, #0x2]
;    8:  ldr w6, [x0, #0x4]
;    c:  ldr x8, [x0, #0x8]
;   10:  add x10, x2, x4
;   14:  add x12, x10, x6
;   18:  add x0, x12, x8
;   1c:  ret
;
; function @sign_extending_loads:
;    0:  ldrb w2, [x0]
;    4:  ldrh w4, [x0, #0x2]
;    8:  ldr w6, [x0, #0x4]
;    c:  sxtb x8, w2
;   10:  sxth x10, w4
;   14:  sxtw x12, w6
;   18:  add x14, x8, x10
;   1c:  add x0, x14, x12
;   20:  ret
;
; function @store_widths:
;    0:  strb w1, [x0]
;    4:  strh w1, [x0, #0x2]
;    8:  str w1, [x0, #0x4]
;    c:  str x1, [x0, #0x8]
;   10:  ret
;
; function @bool_and_fp:
;    0:  ldrb w3, [x0]
;    4:  strb w3, [x1]
;    8:  ldr s6, [x0, #0x4]
;    c:  str s6, [x1, #0x4]
;   10:  ldr d16, [x0, #0x8]
;   14:  str d16, [x1, #0x8]
;   18:  ret
;
; function @load_i24:
;    0:  ldrh w2, [x0]
;    4:  ldrb w4, [x0, #0x2]
;    8:  orr x0, x2, x4, lsl #16
;    c:  ret
;
; function @store_i24:
;    0:  strh w1, [x0]
;    4:  lsr x4, x1, #16
;    8:  strb w4, [x0, #0x2]
;    c:  ret
;
; function @load_i48:
;    0:  ldr w2, [x0]
;    4:  ldrh w4, [x0, #0x4]
;    8:  orr x0, x2, x4, lsl #32
;    c:  ret
;
; function @store_i48:
;    0:  str w1, [x0]
;    4:  lsr x4, x1, #32
;    8:  strh w4, [x0, #0x4]
;    c:  ret
;
; function @negative_offset:
;    0:  ldur w0, [x0, #-0xc]
;    4:  ret
;
; function @large_offset:
;    0:  mov x17, #0x8b80 // =35712
;    4:  movk x17, #0x8, lsl #16
;    8:  ldr x0, [x0, x17]
;    c:  ret
;
; function @indexed:
;    0:  ldr w0, [x0, x1, lsl #2]
;    4:  ret
;
; function @indexed_store:
;    0:  strh w2, [x0, w1, sxtw #1]
;    4:  ret
;
; function @struct_field:
;    0:  add x3, x0, #0x30
;    4:  ldr x0, [x3, x1, lsl #3]
;    8:  ret
;
; function @global_element:
;    0:  adrp x2, 0x0  // GotPage21 @g
;    4:  ldr x2, [x2]  // GotLo12 @g
;    8:  ldr w0, [x2, x0, lsl #2]
;    c:  ret
