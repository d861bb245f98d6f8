; test compile -O2 target=aarch64-linux-gnu
; 128-bit cmpxchg (an ldaxp/stlxp loop in llc) is not lowered for AArch64 yet.

define i128 @cas_i128(ptr %p, i128 %old, i128 %new) {
  %r = cmpxchg ptr %p, i128 %old, i128 %new seq_cst seq_cst
  %v = extractvalue { i128, i1 } %r, 0
  ret i128 %v
}
; EXPECTED:
; error: unsupported: atomics on i128 on AArch64
