; test error
define <2 x ptr> @f(<2 x ptr> %p, <4 x i64> %i) {
  %q = getelementptr i8, <2 x ptr> %p, <4 x i64> %i
  ret <2 x ptr> %q
}
; EXPECTED:
; 3:8: error: invalid GEP index vector width
