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
