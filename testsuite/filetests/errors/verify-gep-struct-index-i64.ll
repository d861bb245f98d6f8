; test error
%pair = type { i32, i64 }
define ptr @f(ptr %p) {
  %q = getelementptr %pair, ptr %p, i64 0, i64 1
  ret ptr %q
}
; EXPECTED:
; 4:8: error: invalid getelementptr indices
