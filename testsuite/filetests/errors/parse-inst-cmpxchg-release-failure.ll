; test error
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  ret void
}
; EXPECTED:
; 3:45: error: invalid cmpxchg failure ordering: cannot be release or acq_rel
