; test error
define i32 @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 unordered
  ret i32 %r
}
; EXPECTED:
; 3:8: error: atomicrmw instructions cannot be unordered
