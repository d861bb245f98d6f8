; test error
define ptr @f(i64 %p) {
  %q = getelementptr i8, i64 %p, i64 1
  ret ptr %q
}
; EXPECTED:
; 3:26: error: base of getelementptr must be a pointer
