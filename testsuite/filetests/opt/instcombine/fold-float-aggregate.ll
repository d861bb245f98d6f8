; test opt
; RUN-PASSES: instcombine
; Folding of float and double arithmetic, compares and conversions (out-of-range
; float-to-int is poison), fneg of every IEEE format, vectors element by element,
; aggregates, GEPs over constants and constant expressions.

@g = global [4 x i32] zeroinitializer

define void @fp(ptr %p) {
  %a = fadd double 1.5, 2.25
  %b = fmul float 3.0, 0.5
  %c = fdiv double 1.0, 0.0
  %d = frem double 7.0, 2.0
  %e = fcmp olt double 1.0, 2.0
  %f = fcmp uno double 0x7FF8000000000000, 1.0
  %g = fcmp one double 0x7FF8000000000000, 1.0
  %h = fptosi double -3.75 to i32
  %i = fptoui double -1.0 to i32
  %j = fptosi double 1.0e10 to i32
  %k = sitofp i32 -2 to double
  %l = uitofp i64 -1 to float
  %m = fptrunc double 0.1 to float
  %n = fpext float 0.5 to double
  %o = fneg half 1.0
  %q = fneg x86_fp80 0xK3FFF8000000000000000
  %r = bitcast float 1.0 to i32
  %s = bitcast i64 4607182418800017408 to double
  %t = fadd nnan double 0x7FF8000000000000, 1.0
  store double %a, ptr %p
  store float %b, ptr %p
  store double %c, ptr %p
  store double %d, ptr %p
  store i1 %e, ptr %p
  store i1 %f, ptr %p
  store i1 %g, ptr %p
  store i32 %h, ptr %p
  store i32 %i, ptr %p
  store i32 %j, ptr %p
  store double %k, ptr %p
  store float %l, ptr %p
  store float %m, ptr %p
  store double %n, ptr %p
  store half %o, ptr %p
  store x86_fp80 %q, ptr %p
  store i32 %r, ptr %p
  store double %s, ptr %p
  store double %t, ptr %p
  ret void
}

define void @aggregates(ptr %p) {
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <i32 10, i32 20, i32 30, i32 40>
  %b = icmp sgt <2 x i8> <i8 1, i8 -1>, zeroinitializer
  %c = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  %d = insertelement <2 x i32> zeroinitializer, i32 5, i32 1
  %e = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <3 x i32> <i32 3, i32 0, i32 poison>
  %f = extractvalue { i32, [2 x i8] } { i32 1, [2 x i8] c"xy" }, 1, 0
  %g = insertvalue { i32, i32 } zeroinitializer, i32 9, 1
  %h = extractelement <2 x i32> <i32 1, i32 2>, i32 5
  %i = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 2
  %j = getelementptr [4 x i32], ptr @g, i64 0, i64 0
  %k = add i64 ptrtoint (ptr @g to i64), 0
  %l = add i32 add (i32 1, i32 2), 3
  store <4 x i32> %a, ptr %p
  store <2 x i1> %b, ptr %p
  store i32 %c, ptr %p
  store <2 x i32> %d, ptr %p
  store <3 x i32> %e, ptr %p
  store i8 %f, ptr %p
  store { i32, i32 } %g, ptr %p
  store i32 %h, ptr %p
  store ptr %i, ptr %p
  store ptr %j, ptr %p
  store i64 %k, ptr %p
  store i32 %l, ptr %p
  ret void
}
; EXPECTED:
; @g = global [4 x i32] zeroinitializer
;
; define void @fp(ptr %p) {
;   %t = fadd nnan double 0x7FF8000000000000, 1.000000e+00
;   store double 3.750000e+00, ptr %p
;   store float 1.500000e+00, ptr %p
;   store double 0x7FF0000000000000, ptr %p
;   store double 1.000000e+00, ptr %p
;   store i1 true, ptr %p
;   store i1 true, ptr %p
;   store i1 false, ptr %p
;   store i32 -3, ptr %p
;   store i32 poison, ptr %p
;   store i32 poison, ptr %p
;   store double -2.000000e+00, ptr %p
;   store float 0x43F0000000000000, ptr %p
;   store float 0x3FB99999A0000000, ptr %p
;   store double 5.000000e-01, ptr %p
;   store half 0xHBC00, ptr %p
;   store x86_fp80 0xKBFFF8000000000000000, ptr %p
;   store i32 1065353216, ptr %p
;   store double 1.000000e+00, ptr %p
;   store double %t, ptr %p
;   ret void
; }
;
; define void @aggregates(ptr %p) {
;   store <4 x i32> <i32 11, i32 22, i32 33, i32 44>, ptr %p
;   store <2 x i1> <i1 true, i1 false>, ptr %p
;   store i32 3, ptr %p
;   store <2 x i32> <i32 0, i32 5>, ptr %p
;   store <3 x i32> <i32 4, i32 1, i32 poison>, ptr %p
;   store i8 120, ptr %p
;   store { i32, i32 } { i32 0, i32 9 }, ptr %p
;   store i32 poison, ptr %p
;   store ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2), ptr %p
;   store ptr @g, ptr %p
;   store i64 ptrtoint (ptr @g to i64), ptr %p
;   store i32 6, ptr %p
;   ret void
; }
