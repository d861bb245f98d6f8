; Atomics with "+outline-atomics" and no LSE: the calls to libgcc's __aarch64_* helpers
; (R_AARCH64_CALL26 to undefined symbols) are the ones llc-19 makes, for each operation,
; size and ordering; with "+lse" (or an LSE CPU) nothing is called. Left out: nand,
; min/max and i128 read-modify-writes, which llc -O0 (this test's level) expands into
; loops calling __aarch64_cas*, where rllc keeps its load-exclusive loops at every level
; (as llc -O2 does).
target triple = "aarch64-unknown-linux-gnu"

define i8 @xchg1(ptr %p, i8 %v) #0 {
  %r = atomicrmw xchg ptr %p, i8 %v monotonic
  ret i8 %r
}

define i16 @add2(ptr %p, i16 %v) #0 {
  %r = atomicrmw add ptr %p, i16 %v acquire
  ret i16 %r
}

define i32 @sub4(ptr %p, i32 %v) #0 {
  %r = atomicrmw sub ptr %p, i32 %v release
  ret i32 %r
}

define i64 @and8(ptr %p, i64 %v) #0 {
  %r = atomicrmw and ptr %p, i64 %v acq_rel
  ret i64 %r
}

define i32 @or4(ptr %p, i32 %v) #0 {
  %r = atomicrmw or ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i8 @xor1(ptr %p, i8 %v) #0 {
  %r = atomicrmw xor ptr %p, i8 %v acq_rel
  ret i8 %r
}

define i1 @cas1(ptr %p, i8 %e, i8 %d) #0 {
  %r = cmpxchg ptr %p, i8 %e, i8 %d monotonic monotonic
  %ok = extractvalue { i8, i1 } %r, 1
  ret i1 %ok
}

define i16 @cas2(ptr %p, i16 %e, i16 %d) #0 {
  %r = cmpxchg weak ptr %p, i16 %e, i16 %d release acquire
  %v = extractvalue { i16, i1 } %r, 0
  ret i16 %v
}

define i1 @cas4(ptr %p, i32 %e, i32 %d) #0 {
  %r = cmpxchg ptr %p, i32 %e, i32 %d seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

define i64 @cas8(ptr %p, i64 %e, i64 %d) #0 {
  %r = cmpxchg ptr %p, i64 %e, i64 %d acquire monotonic
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

define i1 @cas16(ptr %p, i128 %e, i128 %d) #0 {
  %r = cmpxchg ptr %p, i128 %e, i128 %d release monotonic
  %ok = extractvalue { i128, i1 } %r, 1
  ret i1 %ok
}

define i32 @add4_lse(ptr %p, i32 %v) #1 {
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  ret i32 %r
}

define i1 @cas4_cpu(ptr %p, i32 %e, i32 %d) #2 {
  %r = cmpxchg ptr %p, i32 %e, i32 %d seq_cst seq_cst
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

attributes #0 = { nounwind "target-features"="+outline-atomics" }
attributes #1 = { nounwind "target-features"="+outline-atomics,+lse" }
attributes #2 = { nounwind "target-cpu"="neoverse-n1" "target-features"="+outline-atomics" }
