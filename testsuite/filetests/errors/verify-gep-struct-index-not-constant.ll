; test error
%pair = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr %pair, ptr %p, i64 0, i32 %i
  ret ptr %q
}
; EXPECTED:
; 4:8: error: invalid getelementptr indices
