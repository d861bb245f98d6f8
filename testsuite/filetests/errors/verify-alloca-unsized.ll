; test error
%T = type opaque
define void @f() {
  %x = alloca %T
  ret void
}
; EXPECTED:
; 4:15: error: Cannot allocate unsized type
