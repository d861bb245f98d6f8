; test error
define void @f(ptr %p) {
  %t = call token %p()
  ret void
}
; EXPECTED:
; 3:8: error: return type cannot be token for indirect call
