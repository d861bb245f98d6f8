; test error
define i32 @f(i32 %c) {
  %x = select i32 %c, i32 1, i32 2
  ret i32 %x
}
; EXPECTED:
; 3:8: error: select condition must be i1 or <n x i1>, not 'i32'
