; test error
define i32 @f(ptr %p) {
  %r = atomicrmw mul ptr %p, i32 2 seq_cst
  ret i32 %r
}
; EXPECTED:
; 3:18: error: expected binary operation for atomicrmw, found 'mul'
