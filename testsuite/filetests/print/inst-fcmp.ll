; test print
; fcmp with all sixteen predicates (false oeq ogt oge olt ole one ord ueq ugt uge ult ule
; une uno true), fast-math flags, several FP types and vectors.
define void @fcmps(float %a, float %b, double %d, half %h, <2 x float> %v) {
  %false = fcmp false float %a, %b
  %oeq = fcmp oeq float %a, %b
  %ogt = fcmp ogt float %a, %b
  %oge = fcmp oge float %a, %b
  %olt = fcmp olt float %a, %b
  %ole = fcmp ole float %a, %b
  %one = fcmp one float %a, %b
  %ord = fcmp ord float %a, %b
  %ueq = fcmp ueq float %a, %b
  %ugt = fcmp ugt float %a, %b
  %uge = fcmp uge float %a, %b
  %ult = fcmp ult float %a, %b
  %ule = fcmp ule float %a, %b
  %une = fcmp une float %a, %b
  %uno = fcmp uno float %a, %b
  %true = fcmp true float %a, %b
  %fast = fcmp fast olt double %d, 0.0
  %nnan = fcmp nnan ninf oeq half %h, 0xH3C00
  %vec = fcmp reassoc ogt <2 x float> %v, zeroinitializer
  %x = fcmp uno x86_fp80 0xK7FFF8000000000000000, 0xK00000000000000000000
  ret void
}
; EXPECTED:
; define void @fcmps(float %a, float %b, double %d, half %h, <2 x float> %v) {
;   %false = fcmp false float %a, %b
;   %oeq = fcmp oeq float %a, %b
;   %ogt = fcmp ogt float %a, %b
;   %oge = fcmp oge float %a, %b
;   %olt = fcmp olt float %a, %b
;   %ole = fcmp ole float %a, %b
;   %one = fcmp one float %a, %b
;   %ord = fcmp ord float %a, %b
;   %ueq = fcmp ueq float %a, %b
;   %ugt = fcmp ugt float %a, %b
;   %uge = fcmp uge float %a, %b
;   %ult = fcmp ult float %a, %b
;   %ule = fcmp ule float %a, %b
;   %une = fcmp une float %a, %b
;   %uno = fcmp uno float %a, %b
;   %true = fcmp true float %a, %b
;   %fast = fcmp fast olt double %d, 0.000000e+00
;   %nnan = fcmp nnan ninf oeq half %h, 0xH3C00
;   %vec = fcmp reassoc ogt <2 x float> %v, zeroinitializer
;   %x = fcmp uno x86_fp80 0xK7FFF8000000000000000, 0xK00000000000000000000
;   ret void
; }
