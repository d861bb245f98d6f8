; test error
%T = type opaque
define void @f(ptr %p) {
  %x = load %T, ptr %p
  ret void
}
; EXPECTED:
; 4:8: error: loading unsized types is not allowed
