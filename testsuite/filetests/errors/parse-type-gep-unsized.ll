; test error
%Opaque = type opaque
define ptr @f(ptr %p) {
  %q = getelementptr %Opaque, ptr %p, i64 1
  ret ptr %q
}
; EXPECTED:
; 4:22: error: base element of getelementptr must be sized
