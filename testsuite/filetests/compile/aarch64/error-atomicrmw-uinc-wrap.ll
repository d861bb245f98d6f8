; test compile -O2 target=aarch64-linux-gnu
; atomicrmw uinc_wrap (a cmpxchg loop in llc) is not lowered for AArch64 yet.

define i32 @inc_wrap(ptr %p, i32 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst
  ret i32 %r
}
; EXPECTED:
; error: unsupported: atomicrmw uincwrap on aarch64
