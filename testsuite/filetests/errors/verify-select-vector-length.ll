; test error
define <4 x i32> @f(<2 x i1> %c, <4 x i32> %a) {
  %s = select <2 x i1> %c, <4 x i32> %a, <4 x i32> %a
  ret <4 x i32> %s
}
; EXPECTED:
; 3:8: error: vector select requires selected vectors to have the same vector length as select condition
