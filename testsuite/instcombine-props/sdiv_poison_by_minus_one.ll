; instcombine_props seed 176456, minimised: `sdiv` of an undef-derived dividend by a
; divisor that is -1 for %a0 = -2. The dividend may be the most negative value, so the
; original has undefined behaviour there, and the folded function (which runs undef as
; random values) may trap: not a miscompile. The interpreter once read `sdiv poison, -1`
; as poison and blamed instcombine.
define i3 @f0(i3 %a0) {
  %v1 = mul i3 undef, %a0
  %v2 = or i3 %a0, 1
  %v3 = sdiv i3 %v1, %v2
  %v4 = trunc i3 %a0 to i1
  %v5 = select i1 %v4, i3 %v3, i3 %v2
  ret i3 %v5
}
