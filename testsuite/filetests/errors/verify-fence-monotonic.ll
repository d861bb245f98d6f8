; test error
define void @f() {
  fence monotonic
  ret void
}
; EXPECTED:
; 3:3: error: fence instructions may only have acquire, release, acq_rel, or seq_cst ordering
