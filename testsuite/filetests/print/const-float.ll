; test print
; Floating-point constants of every type in every spelling: decimal, exponent, hexadecimal
; 0x (double bits), 0xK (x86_fp80), 0xL (fp128), 0xM (ppc_fp128), 0xH (half), 0xR
; (bfloat), special values (infinities, NaNs with payloads, negative zero, denormals).
@h0 = global half 0.0
@h1 = global half 1.5
@h2 = global half 0xH7C00
@h3 = global half 0xHFC00
@h4 = global half 0xH7E01
@h5 = global half 0xH0001
@h6 = global half 65504.0
@bf0 = global bfloat 0xR3F80
@bf1 = global bfloat 0xRFF80
@bf2 = global bfloat 0xR7FC1
@bf3 = global bfloat 0.0
@bf4 = global bfloat 2.5
@f0 = global float 0.0
@f1 = global float -0.0
@f2 = global float 1.0e+10
@f3 = global float 6.103515625E-5
@f4 = global float 0x36A0000000000000
@f5 = global float 0x7FF0000000000000
@f6 = global float 0xFFF0000000000000
@f7 = global float 0x7FF8000000000000
@f8 = global float 0x7FF4000000000000
@f9 = global float 0x3FB99999A0000000
@f10 = global float 0x47EFFFFFE0000000
@f11 = global float -16777216.0
@f12 = global float 1.
@d0 = global double 0.1
@d1 = global double -2.5e-300
@d2 = global double 0x7FEFFFFFFFFFFFFF
@d3 = global double 0x0000000000000001
@d4 = global double 0x8000000000000000
@d5 = global double 0x7FF8000000000001
@d6 = global double 1.0e+308
@d7 = global double 123456789.0
@d8 = global double +1.5
@x0 = global x86_fp80 0xK3FFF8000000000000000
@x1 = global x86_fp80 0xK7FFF8000000000000000
@x2 = global x86_fp80 0xK00000000000000000000
@q0 = global fp128 0xL00000000000000003FFF000000000000
@q1 = global fp128 0xL00000000000000007FFF800000000000
@p0 = global ppc_fp128 0xM3FF00000000000000000000000000000
@p1 = global ppc_fp128 0xM40000000000000000000000000000000
@vec = global <4 x float> <float 1.0, float -0.0, float 0x7FF8000000000000, float 0x3FF3333340000000>
@arr = global [2 x double] [double 1.0, double 2.0]

define double @use() {
  %a = fadd double 0x3FF0000000000000, 1.0e-1
  %b = fadd half 0xH3C00, 0xH4000
  ret double %a
}
; EXPECTED:
; @h0 = global half 0xH0000
; @h1 = global half 0xH3E00
; @h2 = global half 0xH7C00
; @h3 = global half 0xHFC00
; @h4 = global half 0xH7E01
; @h5 = global half 0xH0001
; @h6 = global half 0xH7BFF
; @bf0 = global bfloat 0xR3F80
; @bf1 = global bfloat 0xRFF80
; @bf2 = global bfloat 0xR7FC1
; @bf3 = global bfloat 0xR0000
; @bf4 = global bfloat 0xR4020
; @f0 = global float 0.000000e+00
; @f1 = global float -0.000000e+00
; @f2 = global float 1.000000e+10
; @f3 = global float 0x3F10000000000000
; @f4 = global float 0x36A0000000000000
; @f5 = global float 0x7FF0000000000000
; @f6 = global float 0xFFF0000000000000
; @f7 = global float 0x7FF8000000000000
; @f8 = global float 0x7FF4000000000000
; @f9 = global float 0x3FB99999A0000000
; @f10 = global float 0x47EFFFFFE0000000
; @f11 = global float 0xC170000000000000
; @f12 = global float 1.000000e+00
; @d0 = global double 1.000000e-01
; @d1 = global double -2.500000e-300
; @d2 = global double 0x7FEFFFFFFFFFFFFF
; @d3 = global double 4.940660e-324
; @d4 = global double -0.000000e+00
; @d5 = global double 0x7FF8000000000001
; @d6 = global double 1.000000e+308
; @d7 = global double 0x419D6F3454000000
; @d8 = global double 1.500000e+00
; @x0 = global x86_fp80 0xK3FFF8000000000000000
; @x1 = global x86_fp80 0xK7FFF8000000000000000
; @x2 = global x86_fp80 0xK00000000000000000000
; @q0 = global fp128 0xL00000000000000003FFF000000000000
; @q1 = global fp128 0xL00000000000000007FFF800000000000
; @p0 = global ppc_fp128 0xM3FF00000000000000000000000000000
; @p1 = global ppc_fp128 0xM40000000000000000000000000000000
; @vec = global <4 x float> <float 1.000000e+00, float -0.000000e+00, float 0x7FF8000000000000, float 0x3FF3333340000000>
; @arr = global [2 x double] [double 1.000000e+00, double 2.000000e+00]
;
; define double @use() {
;   %a = fadd double 1.000000e+00, 1.000000e-01
;   %b = fadd half 0xH3C00, 0xH4000
;   ret double %a
; }
