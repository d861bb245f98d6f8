; test error
%Opaque = type opaque
define void @f(ptr %p) {
  store %Opaque undef, ptr %p
  ret void
}
; EXPECTED:
; 4:9: error: storing unsized types is not allowed
