; test compile -O2 target=aarch64-linux-gnu
; Atomics with "+outline-atomics" (clang's default on Linux) and no LSE, as llc-19 selects
; them: calls to libgcc's __aarch64_{swp,ldadd,ldclr,ldeor,ldset}{1,2,4,8}_{relax,acq,rel,
; acq_rel} (sub negates, and complements its operand) and __aarch64_cas{1,2,4,8,16}_*
; (then a compare for the success flag), as ordinary calls; nand, min/max, i128
; read-modify-writes and float atomics stay load-exclusive loops as in llc; "-lse" keeps
; the helpers over an LSE CPU, "-outline-atomics" turns them off.

define i32 @add_seq_cst(ptr %p, i32 %v) #0 {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i8 @sub_acquire_i8(ptr %p, i8 %v) #0 {
  %r = atomicrmw sub ptr %p, i8 %v acquire
  ret i8 %r
}

define i16 @and_release_i16(ptr %p, i16 %v) #0 {
  %r = atomicrmw and ptr %p, i16 %v release
  ret i16 %r
}

define i64 @or_monotonic(ptr %p, i64 %v) #0 {
  %r = atomicrmw or ptr %p, i64 %v monotonic
  ret i64 %r
}

define i64 @xor_acq_rel(ptr %p, i64 %v) #0 {
  %r = atomicrmw xor ptr %p, i64 %v acq_rel
  ret i64 %r
}

define i64 @xchg_seq_cst(ptr %p, i64 %v) #0 {
  %r = atomicrmw xchg ptr %p, i64 %v seq_cst
  ret i64 %r
}

define i32 @max_loop(ptr %p, i32 %v) #0 {
  %r = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @nand_loop(ptr %p, i32 %v) #0 {
  %r = atomicrmw nand ptr %p, i32 %v seq_cst
  ret i32 %r
}

define { i32, i1 } @cas_seq_cst(ptr %p, i32 %e, i32 %d) #0 {
  %r = cmpxchg ptr %p, i32 %e, i32 %d seq_cst seq_cst
  ret { i32, i1 } %r
}

define { i8, i1 } @cas_acquire_i8(ptr %p, i8 %e, i8 %d) #0 {
  %r = cmpxchg ptr %p, i8 %e, i8 %d acquire monotonic
  ret { i8, i1 } %r
}

define { i64, i1 } @cas_release(ptr %p, i64 %e, i64 %d) #0 {
  %r = cmpxchg ptr %p, i64 %e, i64 %d release monotonic
  ret { i64, i1 } %r
}

define { i128, i1 } @cas16(ptr %p, i128 %e, i128 %d) #0 {
  %r = cmpxchg ptr %p, i128 %e, i128 %d acq_rel monotonic
  ret { i128, i1 } %r
}

define i128 @add_i128_loop(ptr %p, i128 %v) #0 {
  %r = atomicrmw add ptr %p, i128 %v seq_cst
  ret i128 %r
}

define i32 @add_lse_off(ptr %p, i32 %v) #1 {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i32 @add_outline_off(ptr %p, i32 %v) #2 {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

attributes #0 = { "target-features"="+outline-atomics" }
attributes #1 = { "target-cpu"="neoverse-n1" "target-features"="+outline-atomics,-lse" }
attributes #2 = { "target-features"="+outline-atomics,-outline-atomics" }
; EXPECTED:
; function @add_seq_cst:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x16, x0
;    c:  mov x0, x1
;   10:  mov x1, x16
;   14:  bl 0x14  // Call26 __aarch64_ldadd4_acq_rel
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @sub_acquire_i8:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x6, x0
;    c:  neg w0, w1
;   10:  mov x1, x6
;   14:  bl 0x14  // Call26 __aarch64_ldadd1_acq
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @and_release_i16:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x6, x0
;    c:  mvn w0, w1
;   10:  mov x1, x6
;   14:  bl 0x14  // Call26 __aarch64_ldclr2_rel
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @or_monotonic:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x16, x0
;    c:  mov x0, x1
;   10:  mov x1, x16
;   14:  bl 0x14  // Call26 __aarch64_ldset8_relax
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @xor_acq_rel:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x16, x0
;    c:  mov x0, x1
;   10:  mov x1, x16
;   14:  bl 0x14  // Call26 __aarch64_ldeor8_acq_rel
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @xchg_seq_cst:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x16, x0
;    c:  mov x0, x1
;   10:  mov x1, x16
;   14:  bl 0x14  // Call26 __aarch64_swp8_acq_rel
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @max_loop:
;    0:  mov x8, x0
;    4:  sxtw x3, w1
;    8:  ldaxr w0, [x8]
;    c:  sxtw x6, w0
;   10:  cmp x6, x3
;   14:  csel x6, x0, x3, gt
;   18:  stlxr w7, w6, [x8]
;   1c:  cbnz w7, 0x8
;   20:  ret
;
; function @nand_loop:
;    0:  mov x8, x0
;    4:  lsr w3, w1, #0
;    8:  ldaxr w0, [x8]
;    c:  and w6, w0, w3
;   10:  mvn w6, w6
;   14:  stlxr w7, w6, [x8]
;   18:  cbnz w7, 0x8
;   1c:  ret
;
; function @cas_seq_cst:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  mov x19, x1
;   10:  mov x1, x2
;   14:  mov x2, x0
;   18:  mov x0, x19
;   1c:  bl 0x1c  // Call26 __aarch64_cas4_acq_rel
;   20:  mov x1, x19
;   24:  cmp w0, w1
;   28:  cset w1, eq
;   2c:  ldr x19, [sp], #0x10
;   30:  ldp x29, x30, [sp], #0x10
;   34:  ret
;
; function @cas_acquire_i8:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  and w19, w1, #0xff
;   10:  mov x1, x2
;   14:  mov x2, x0
;   18:  mov x0, x19
;   1c:  bl 0x1c  // Call26 __aarch64_cas1_acq
;   20:  cmp w0, w19
;   24:  cset w1, eq
;   28:  ldr x19, [sp], #0x10
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
;
; function @cas_release:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  mov x19, x1
;   10:  mov x1, x2
;   14:  mov x2, x0
;   18:  mov x0, x19
;   1c:  bl 0x1c  // Call26 __aarch64_cas8_rel
;   20:  mov x1, x19
;   24:  cmp x0, x1
;   28:  cset w1, eq
;   2c:  ldr x19, [sp], #0x10
;   30:  ldp x29, x30, [sp], #0x10
;   34:  ret
;
; function @cas16:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  stp x19, x20, [sp, #-0x10]!
;    c:  mov x20, x2
;   10:  mov x19, x3
;   14:  mov x3, x5
;   18:  mov x2, x4
;   1c:  mov x4, x0
;   20:  mov x0, x20
;   24:  mov x1, x19
;   28:  bl 0x28  // Call26 __aarch64_cas16_acq_rel
;   2c:  mov x2, x20
;   30:  cmp x0, x2
;   34:  mov x3, x19
;   38:  ccmp x1, x3, #0x0, eq
;   3c:  cset w2, eq
;   40:  ldp x19, x20, [sp], #0x10
;   44:  ldp x29, x30, [sp], #0x10
;   48:  ret
;
; function @add_i128_loop:
;    0:  mov x9, x0
;    4:  ldaxp x0, x1, [x9]
;    8:  adds x6, x0, x2
;    c:  adc x7, x1, x3
;   10:  stlxp w8, x6, x7, [x9]
;   14:  cbnz w8, 0x4
;   18:  ret
;
; function @add_lse_off:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  mov x16, x0
;    c:  mov x0, x1
;   10:  mov x1, x16
;   14:  bl 0x14  // Call26 __aarch64_ldadd4_acq_rel
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  ret
;
; function @add_outline_off:
;    0:  mov x8, x0
;    4:  lsr w3, w1, #0
;    8:  ldaxr w0, [x8]
;    c:  add w6, w0, w3
;   10:  stlxr w7, w6, [x8]
;   14:  cbnz w7, 0x8
;   18:  ret
