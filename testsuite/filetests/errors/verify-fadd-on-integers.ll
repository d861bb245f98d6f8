; test error
define i32 @f(i32 %a) {
  %x = fadd i32 %a, %a
  ret i32 %x
}
; EXPECTED:
; 3:8: error: floating-point arithmetic operators only work with floating-point types: 'fadd' is 'i32'
