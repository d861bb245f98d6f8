; test print
; Integer binary operations with every flag LangRef allows: add/sub/mul/shl with nuw, nsw
; and both; udiv/sdiv/lshr/ashr with exact; urem/srem; and, or (disjoint), xor; on
; scalars of odd widths, vectors and constants.
define void @int_binops(i32 %a, i32 %b, <4 x i16> %v, <4 x i16> %w, i1 %c, i128 %big) {
  %add = add i32 %a, %b
  %add.nuw = add nuw i32 %a, %b
  %add.nsw = add nsw i32 %a, %b
  %add.both = add nuw nsw i32 %a, %b
  %sub = sub i32 %a, %b
  %sub.nuw = sub nuw i32 %a, 1
  %sub.nsw = sub nsw i32 0, %b
  %sub.both = sub nuw nsw i32 %a, %b
  %mul = mul i32 %a, %b
  %mul.nuw = mul nuw i32 %a, 3
  %mul.nsw = mul nsw i32 %a, -3
  %mul.both = mul nuw nsw i32 %a, %b
  %udiv = udiv i32 %a, %b
  %udiv.exact = udiv exact i32 %a, 4
  %sdiv = sdiv i32 %a, %b
  %sdiv.exact = sdiv exact i32 %a, -4
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, 7
  %shl = shl i32 %a, %b
  %shl.nuw = shl nuw i32 %a, 1
  %shl.nsw = shl nsw i32 %a, 2
  %shl.both = shl nuw nsw i32 %a, 3
  %lshr = lshr i32 %a, %b
  %lshr.exact = lshr exact i32 %a, 4
  %ashr = ashr i32 %a, %b
  %ashr.exact = ashr exact i32 %a, 5
  %and = and i32 %a, %b
  %or = or i32 %a, %b
  %or.disjoint = or disjoint i32 %a, 256
  %xor = xor i32 %a, -1
  %vadd = add nsw <4 x i16> %v, %w
  %vshl = shl <4 x i16> %v, <i16 1, i16 2, i16 3, i16 4>
  %vor = or disjoint <4 x i16> %v, splat (i16 1)
  %vudiv = udiv exact <4 x i16> %v, %w
  %i1and = and i1 %c, true
  %i1xor = xor i1 %c, %c
  %wide = mul nuw i128 %big, 340282366920938463463374607431768211455
  %odd = add i7 1, 2
  %i1add = add i1 %c, %c
  ret void
}
; EXPECTED:
; define void @int_binops(i32 %a, i32 %b, <4 x i16> %v, <4 x i16> %w, i1 %c, i128 %big) {
;   %add = add i32 %a, %b
;   %add.nuw = add nuw i32 %a, %b
;   %add.nsw = add nsw i32 %a, %b
;   %add.both = add nuw nsw i32 %a, %b
;   %sub = sub i32 %a, %b
;   %sub.nuw = sub nuw i32 %a, 1
;   %sub.nsw = sub nsw i32 0, %b
;   %sub.both = sub nuw nsw i32 %a, %b
;   %mul = mul i32 %a, %b
;   %mul.nuw = mul nuw i32 %a, 3
;   %mul.nsw = mul nsw i32 %a, -3
;   %mul.both = mul nuw nsw i32 %a, %b
;   %udiv = udiv i32 %a, %b
;   %udiv.exact = udiv exact i32 %a, 4
;   %sdiv = sdiv i32 %a, %b
;   %sdiv.exact = sdiv exact i32 %a, -4
;   %urem = urem i32 %a, %b
;   %srem = srem i32 %a, 7
;   %shl = shl i32 %a, %b
;   %shl.nuw = shl nuw i32 %a, 1
;   %shl.nsw = shl nsw i32 %a, 2
;   %shl.both = shl nuw nsw i32 %a, 3
;   %lshr = lshr i32 %a, %b
;   %lshr.exact = lshr exact i32 %a, 4
;   %ashr = ashr i32 %a, %b
;   %ashr.exact = ashr exact i32 %a, 5
;   %and = and i32 %a, %b
;   %or = or i32 %a, %b
;   %or.disjoint = or disjoint i32 %a, 256
;   %xor = xor i32 %a, -1
;   %vadd = add nsw <4 x i16> %v, %w
;   %vshl = shl <4 x i16> %v, <i16 1, i16 2, i16 3, i16 4>
;   %vor = or disjoint <4 x i16> %v, splat (i16 1)
;   %vudiv = udiv exact <4 x i16> %v, %w
;   %i1and = and i1 %c, true
;   %i1xor = xor i1 %c, %c
;   %wide = mul nuw i128 %big, -1
;   %odd = add i7 1, 2
;   %i1add = add i1 %c, %c
;   ret void
; }
