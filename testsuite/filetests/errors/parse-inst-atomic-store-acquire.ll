; test error
define void @f(ptr %p) {
  store atomic i32 0, ptr %p acquire, align 4
  ret void
}
; EXPECTED:
; 3:30: error: atomic store cannot use Acquire ordering
