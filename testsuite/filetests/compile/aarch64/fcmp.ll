; test compile -O2 target=aarch64-linux-gnu
; fcmp: every predicate on double as a cset (ueq and one need two conditions, ord/uno
; the V flag), a float compare with zero (a zeroed register), and a branch on a compare.

define i32 @preds(double %a, double %b) {
  %c0 = fcmp oeq double %a, %b
  %c1 = fcmp ogt double %a, %b
  %c2 = fcmp oge double %a, %b
  %c3 = fcmp olt double %a, %b
  %c4 = fcmp ole double %a, %b
  %c5 = fcmp one double %a, %b
  %c6 = fcmp ord double %a, %b
  %c7 = fcmp ueq double %a, %b
  %c8 = fcmp ugt double %a, %b
  %c9 = fcmp uge double %a, %b
  %c10 = fcmp ult double %a, %b
  %c11 = fcmp ule double %a, %b
  %c12 = fcmp une double %a, %b
  %c13 = fcmp uno double %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %s4 = shl i32 %z4, 4
  %s5 = shl i32 %z5, 5
  %s6 = shl i32 %z6, 6
  %s7 = shl i32 %z7, 7
  %s8 = shl i32 %z8, 8
  %s9 = shl i32 %z9, 9
  %s10 = shl i32 %z10, 10
  %s11 = shl i32 %z11, 11
  %s12 = shl i32 %z12, 12
  %s13 = shl i32 %z13, 13
  %o1 = or i32 %z0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  %o12 = or i32 %o11, %s12
  %o13 = or i32 %o12, %s13
  ret i32 %o13
}

define i1 @f_ogt_zero(float %a) {
  %c = fcmp ogt float %a, 0.0
  ret i1 %c
}

define i1 @f_une(float %a, float %b) {
  %c = fcmp une float %a, %b
  ret i1 %c
}

define i32 @branch_ult(double %a, double %b) {
  %c = fcmp ult double %a, %b
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}
; EXPECTED:
; function @preds:
;    0:  fcmp d0, d1
;    4:  cset w4, eq
;    8:  fcmp d0, d1
;    c:  cset w7, gt
;   10:  fcmp d0, d1
;   14:  cset w10, ge
;   18:  fcmp d0, d1
;   1c:  cset w13, mi
;   20:  fcmp d0, d1
;   24:  cset w0, ls
;   28:  fcmp d0, d1
;   2c:  cset w1, mi
;   30:  cset w2, gt
;   34:  orr w5, w1, w2
;   38:  fcmp d0, d1
;   3c:  cset w1, vc
;   40:  fcmp d0, d1
;   44:  cset w2, eq
;   48:  cset w3, vs
;   4c:  orr w12, w2, w3
;   50:  fcmp d0, d1
;   54:  cset w2, hi
;   58:  fcmp d0, d1
;   5c:  cset w3, pl
;   60:  fcmp d0, d1
;   64:  cset w6, lt
;   68:  fcmp d0, d1
;   6c:  cset w8, le
;   70:  fcmp d0, d1
;   74:  cset w9, ne
;   78:  fcmp d0, d1
;   7c:  cset w11, vs
;   80:  and w14, w5, #0x1
;   84:  and w5, w12, #0x1
;   88:  orr w4, w4, w7, lsl #1
;   8c:  orr w4, w4, w10, lsl #2
;   90:  orr w4, w4, w13, lsl #3
;   94:  orr w0, w4, w0, lsl #4
;   98:  orr w4, w0, w14, lsl #5
;   9c:  orr w4, w4, w1, lsl #6
;   a0:  orr w7, w4, w5, lsl #7
;   a4:  orr w10, w7, w2, lsl #8
;   a8:  orr w10, w10, w3, lsl #9
;   ac:  orr w12, w10, w6, lsl #10
;   b0:  orr w14, w12, w8, lsl #11
;   b4:  orr w0, w14, w9, lsl #12
;   b8:  orr w0, w0, w11, lsl #13
;   bc:  ret
;
; function @f_ogt_zero:
;    0:  mov w2, #0x0 // =0
;    4:  fmov s4, w2
;    8:  fcmp s0, s4
;    c:  cset w0, gt
;   10:  ret
;
; function @f_une:
;    0:  fcmp s0, s1
;    4:  cset w0, ne
;    8:  ret
;
; function @branch_ult:
;    0:  fcmp d0, d1
;    4:  cset w4, lt
;    8:  tbz w4, #0x0, 0x14
;    c:  mov w0, #0x1 // =1
;   10:  ret
;   14:  mov w0, #0x2 // =2
;   18:  ret
