; test error
define ptr @f(ptr %p) {
  %q = getelementptr i32, ptr %p, i64 0, i64 1
  ret ptr %q
}
; EXPECTED:
; 3:8: error: invalid getelementptr indices
