; test error
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p, align 4
  ret i32 %v
}
; EXPECTED:
; 3:31: error: expected ordering, found ','
