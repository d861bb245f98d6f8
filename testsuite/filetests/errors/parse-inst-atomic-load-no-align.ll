; test error
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p seq_cst
  ret i32 %v
}
; EXPECTED:
; 3:8: error: atomic load must have explicit non-zero alignment
