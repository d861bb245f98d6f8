; test error
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic
  ret void
}
; EXPECTED:
; 3:37: error: invalid cmpxchg success ordering: cannot be unordered
