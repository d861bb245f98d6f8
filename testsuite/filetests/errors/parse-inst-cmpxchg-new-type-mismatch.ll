; test error
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i64 1 seq_cst seq_cst
  ret void
}
; EXPECTED:
; 3:31: error: compare value and new value type do not match
