; test compile -O2 target=aarch64-linux-gnu
; Atomics with LSE, as llc-19 -mattr=+lse selects them: one instruction per
; read-modify-write (swp, ldadd, ldadd of the negation for sub, ldclr of the complement
; for and, ldset, ldeor, ldsmax/ldsmin/ldumax/ldumin), cas/casb/cash for cmpxchg (then a
; compare for the success flag) and caspal for i128; the orderings pick no suffix
; (monotonic), a (acquire), l (release) or al, a cmpxchg merging its failure ordering's
; acquire. LSE comes from "+lse", an Armv8.1-A or later version, or a CPU that has it
; (neoverse-n1, cortex-a76), and wins over "+outline-atomics". nand stays a loop.

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

define ptr @xchg_ptr(ptr %p, ptr %v) #0 {
  %r = atomicrmw xchg ptr %p, ptr %v seq_cst
  ret ptr %r
}

define i32 @max_cpu(ptr %p, i32 %v) #1 {
  %r = atomicrmw max ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i8 @umin_cpu(ptr %p, i8 %v) #2 {
  %r = atomicrmw umin ptr %p, i8 %v acquire
  ret i8 %r
}

define i16 @min_version(ptr %p, i16 %v) #3 {
  %r = atomicrmw min ptr %p, i16 %v release
  ret i16 %r
}

define i64 @umax_over_outline(ptr %p, i64 %v) #4 {
  %r = atomicrmw umax ptr %p, i64 %v monotonic
  ret i64 %r
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

define { i16, i1 } @cas_release_acquire_i16(ptr %p, i16 %e, i16 %d) #0 {
  %r = cmpxchg weak ptr %p, i16 %e, i16 %d release acquire
  ret { i16, i1 } %r
}

define { i64, i1 } @cas_monotonic(ptr %p, i64 %e, i64 %d) #0 {
  %r = cmpxchg ptr %p, i64 %e, i64 %d monotonic monotonic
  ret { i64, i1 } %r
}

define { i128, i1 } @casp_acq_rel(ptr %p, i128 %e, i128 %d) #0 {
  %r = cmpxchg ptr %p, i128 %e, i128 %d acq_rel monotonic
  ret { i128, i1 } %r
}

attributes #0 = { "target-features"="+lse" }
attributes #1 = { "target-cpu"="neoverse-n1" }
attributes #2 = { "target-cpu"="cortex-a76" }
attributes #3 = { "target-features"="+v8.2a" }
attributes #4 = { "target-features"="+outline-atomics,+lse" }
; EXPECTED:
; function @add_seq_cst:
;    0:  ldaddal w1, w0, [x0]
;    4:  ret
;
; function @sub_acquire_i8:
;    0:  neg w3, w1
;    4:  ldaddab w3, w0, [x0]
;    8:  ret
;
; function @and_release_i16:
;    0:  mvn w3, w1
;    4:  ldclrlh w3, w0, [x0]
;    8:  ret
;
; function @or_monotonic:
;    0:  ldset x1, x0, [x0]
;    4:  ret
;
; function @xor_acq_rel:
;    0:  ldeoral x1, x0, [x0]
;    4:  ret
;
; function @xchg_ptr:
;    0:  swpal x1, x0, [x0]
;    4:  ret
;
; function @max_cpu:
;    0:  ldsmaxal w1, w0, [x0]
;    4:  ret
;
; function @umin_cpu:
;    0:  lduminab w1, w0, [x0]
;    4:  ret
;
; function @min_version:
;    0:  ldsminlh w1, w0, [x0]
;    4:  ret
;
; function @umax_over_outline:
;    0:  ldumax x1, x0, [x0]
;    4:  ret
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
;    0:  mov x4, x1
;    4:  casal w4, w2, [x0]
;    8:  cmp w4, w1
;    c:  cset w1, eq
;   10:  mov x0, x4
;   14:  ret
;
; function @cas_acquire_i8:
;    0:  and w4, w1, #0xff
;    4:  mov x8, x0
;    8:  mov x0, x4
;    c:  casab w0, w2, [x8]
;   10:  cmp w0, w4
;   14:  cset w1, eq
;   18:  ret
;
; function @cas_release_acquire_i16:
;    0:  and w4, w1, #0xffff
;    4:  mov x8, x0
;    8:  mov x0, x4
;    c:  casalh w0, w2, [x8]
;   10:  cmp w0, w4
;   14:  cset w1, eq
;   18:  ret
;
; function @cas_monotonic:
;    0:  mov x4, x1
;    4:  cas x4, x2, [x0]
;    8:  cmp x4, x1
;    c:  cset w1, eq
;   10:  mov x0, x4
;   14:  ret
;
; function @casp_acq_rel:
;    0:  mov x6, x4
;    4:  mov x7, x5
;    8:  mov x4, x2
;    c:  mov x5, x3
;   10:  caspal x4, x5, x6, x7, [x0]
;   14:  cmp x4, x2
;   18:  ccmp x5, x3, #0x0, eq
;   1c:  cset w2, eq
;   20:  mov x0, x4
;   24:  mov x1, x5
;   28:  ret
