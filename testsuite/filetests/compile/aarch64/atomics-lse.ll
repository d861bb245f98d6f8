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
