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
;    0:  stp x19, x20, [sp, #-0x10]!
;    4:  stp x21, x22, [sp, #-0x10]!
;    8:  fcmp d0, d1
;    c:  cset w4, eq
;   10:  fcmp d0, d1
;   14:  cset w7, gt
;   18:  fcmp d0, d1
;   1c:  cset w10, ge
;   20:  fcmp d0, d1
;   24:  cset w13, mi
;   28:  fcmp d0, d1
;   2c:  cset w0, ls
;   30:  fcmp d0, d1
;   34:  cset w1, mi
;   38:  cset w2, gt
;   3c:  orr w5, w1, w2
;   40:  fcmp d0, d1
;   44:  cset w1, vc
;   48:  fcmp d0, d1
;   4c:  cset w2, eq
;   50:  cset w3, vs
;   54:  orr w12, w2, w3
;   58:  fcmp d0, d1
;   5c:  cset w2, hi
;   60:  fcmp d0, d1
;   64:  cset w3, pl
;   68:  fcmp d0, d1
;   6c:  cset w6, lt
;   70:  fcmp d0, d1
;   74:  cset w8, le
;   78:  fcmp d0, d1
;   7c:  cset w9, ne
;   80:  fcmp d0, d1
;   84:  cset w11, vs
;   88:  and w5, w5, #0x1
;   8c:  and w12, w12, #0x1
;   90:  lsl w22, w7, #1
;   94:  lsl w21, w10, #2
;   98:  lsl w20, w13, #3
;   9c:  lsl w19, w0, #4
;   a0:  lsl w15, w5, #5
;   a4:  lsl w5, w1, #6
;   a8:  lsl w7, w12, #7
;   ac:  lsl w13, w2, #8
;   b0:  lsl w10, w3, #9
;   b4:  lsl w12, w6, #10
;   b8:  lsl w14, w8, #11
;   bc:  lsl w1, w9, #12
;   c0:  lsl w0, w11, #13
;   c4:  orr w2, w4, w22
;   c8:  orr w2, w2, w21
;   cc:  orr w2, w2, w20
;   d0:  orr w2, w2, w19
;   d4:  orr w2, w2, w15
;   d8:  orr w2, w2, w5
;   dc:  orr w2, w2, w7
;   e0:  orr w2, w2, w13
;   e4:  orr w2, w2, w10
;   e8:  orr w2, w2, w12
;   ec:  orr w2, w2, w14
;   f0:  orr w1, w2, w1
;   f4:  orr w0, w1, w0
;   f8:  ldp x21, x22, [sp], #0x10
;   fc:  ldp x19, x20, [sp], #0x10
;  100:  ret
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
