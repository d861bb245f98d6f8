; test print
; Floating-point operations: fneg, fadd, fsub, fmul, fdiv, frem on every FP type and on
; vectors, with each fast-math flag (nnan, ninf, nsz, arcp, contract, afn, reassoc), all
; together (fast), and subsets.
define void @float_ops(float %a, float %b, double %d, half %h, bfloat %bf, x86_fp80 %x, fp128 %q, ppc_fp128 %p, <2 x float> %v) {
  %neg = fneg float %a
  %neg.fast = fneg fast float %a
  %neg.nnan = fneg nnan double %d
  %fadd = fadd float %a, %b
  %fsub = fsub float %a, %b
  %fmul = fmul float %a, %b
  %fdiv = fdiv float %a, %b
  %frem = frem float %a, %b
  %nnan = fadd nnan float %a, %b
  %ninf = fadd ninf float %a, %b
  %nsz = fadd nsz float %a, %b
  %arcp = fdiv arcp float %a, %b
  %contract = fmul contract float %a, %b
  %afn = fdiv afn float %a, %b
  %reassoc = fadd reassoc float %a, %b
  %fast = fmul fast float %a, %b
  %all.spelled = fmul reassoc nnan ninf nsz arcp contract afn float %a, %b
  %subset = fsub nnan ninf nsz float %a, %b
  %subset2 = frem reassoc contract double %d, 2.0
  %h1 = fadd half %h, 0xH3C00
  %bf1 = fmul bfloat %bf, 0xR4000
  %x1 = fsub x86_fp80 %x, 0xK3FFF8000000000000000
  %q1 = fdiv fp128 %q, 0xL00000000000000004000000000000000
  %p1 = fadd ppc_fp128 %p, 0xM3FF00000000000000000000000000000
  %vec = fadd fast <2 x float> %v, <float 1.0, float 2.0>
  %vneg = fneg <2 x float> %v
  ret void
}
; EXPECTED:
; define void @float_ops(float %a, float %b, double %d, half %h, bfloat %bf, x86_fp80 %x, fp128 %q, ppc_fp128 %p, <2 x float> %v) {
;   %neg = fneg float %a
;   %neg.fast = fneg fast float %a
;   %neg.nnan = fneg nnan double %d
;   %fadd = fadd float %a, %b
;   %fsub = fsub float %a, %b
;   %fmul = fmul float %a, %b
;   %fdiv = fdiv float %a, %b
;   %frem = frem float %a, %b
;   %nnan = fadd nnan float %a, %b
;   %ninf = fadd ninf float %a, %b
;   %nsz = fadd nsz float %a, %b
;   %arcp = fdiv arcp float %a, %b
;   %contract = fmul contract float %a, %b
;   %afn = fdiv afn float %a, %b
;   %reassoc = fadd reassoc float %a, %b
;   %fast = fmul fast float %a, %b
;   %all.spelled = fmul fast float %a, %b
;   %subset = fsub nnan ninf nsz float %a, %b
;   %subset2 = frem reassoc contract double %d, 2.000000e+00
;   %h1 = fadd half %h, 0xH3C00
;   %bf1 = fmul bfloat %bf, 0xR4000
;   %x1 = fsub x86_fp80 %x, 0xK3FFF8000000000000000
;   %q1 = fdiv fp128 %q, 0xL00000000000000004000000000000000
;   %p1 = fadd ppc_fp128 %p, 0xM3FF00000000000000000000000000000
;   %vec = fadd fast <2 x float> %v, <float 1.000000e+00, float 2.000000e+00>
;   %vneg = fneg <2 x float> %v
;   ret void
; }
