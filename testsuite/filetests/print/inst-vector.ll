; test print
; Vector operations: extractelement and insertelement with constant and variable indices
; of several widths, shufflevector with fixed, scalable, poison/undef and widening or
; narrowing masks, on integer, float and pointer vectors.
define void @vec(<4 x i32> %v, <4 x i32> %w, i32 %x, i64 %i, <vscale x 4 x i32> %s, <2 x ptr> %pv, ptr %p) {
  %e0 = extractelement <4 x i32> %v, i32 0
  %e1 = extractelement <4 x i32> %v, i64 %i
  %e2 = extractelement <vscale x 4 x i32> %s, i8 1
  %e3 = extractelement <2 x ptr> %pv, i32 1
  %i0 = insertelement <4 x i32> %v, i32 %x, i32 3
  %i1 = insertelement <4 x i32> poison, i32 %x, i64 %i
  %i2 = insertelement <vscale x 4 x i32> %s, i32 7, i32 0
  %i3 = insertelement <2 x ptr> %pv, ptr %p, i32 0
  %s0 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %s1 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %s2 = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 undef, i32 3>
  %s3 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> zeroinitializer
  %s4 = shufflevector <vscale x 4 x i32> %i2, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %s5 = shufflevector <2 x ptr> %pv, <2 x ptr> %i3, <3 x i32> <i32 3, i32 2, i32 0>
  %s6 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> poison
  %s7 = shufflevector <4 x i32> %v, <4 x i32> %w, <1 x i32> <i32 7>
  ret void
}
; EXPECTED:
; define void @vec(<4 x i32> %v, <4 x i32> %w, i32 %x, i64 %i, <vscale x 4 x i32> %s, <2 x ptr> %pv, ptr %p) {
;   %e0 = extractelement <4 x i32> %v, i32 0
;   %e1 = extractelement <4 x i32> %v, i64 %i
;   %e2 = extractelement <vscale x 4 x i32> %s, i8 1
;   %e3 = extractelement <2 x ptr> %pv, i32 1
;   %i0 = insertelement <4 x i32> %v, i32 %x, i32 3
;   %i1 = insertelement <4 x i32> poison, i32 %x, i64 %i
;   %i2 = insertelement <vscale x 4 x i32> %s, i32 7, i32 0
;   %i3 = insertelement <2 x ptr> %pv, ptr %p, i32 0
;   %s0 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
;   %s1 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
;   %s2 = shufflevector <4 x i32> %v, <4 x i32> undef, <2 x i32> <i32 undef, i32 3>
;   %s3 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> zeroinitializer
;   %s4 = shufflevector <vscale x 4 x i32> %i2, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
;   %s5 = shufflevector <2 x ptr> %pv, <2 x ptr> %i3, <3 x i32> <i32 3, i32 2, i32 0>
;   %s6 = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> poison
;   %s7 = shufflevector <4 x i32> %v, <4 x i32> %w, <1 x i32> <i32 7>
;   ret void
; }
