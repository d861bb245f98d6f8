; test opt
; RUN-PASSES: mem2reg
; A switch with two cases to one block gives its phi one entry per edge; odd integer
; widths, wide integers, floats and pointers are promoted like any scalar.

define i37 @cases(i8 %k, i37 %a, i37 %b) {
entry:
  %x = alloca i37, align 8
  store i37 %a, ptr %x, align 8
  switch i8 %k, label %other [
    i8 1, label %join
    i8 2, label %join
  ]
other:
  store i37 %b, ptr %x, align 8
  br label %join
join:
  %v = load i37, ptr %x, align 8
  ret i37 %v
}

define double @kinds(i1 %c, i128 %w, double %d, ptr %p) {
entry:
  %wi = alloca i128, align 16
  %fd = alloca double, align 8
  %pp = alloca ptr, align 8
  store i128 %w, ptr %wi, align 16
  store double %d, ptr %fd, align 8
  store ptr %p, ptr %pp, align 8
  br i1 %c, label %a, label %b
a:
  store double 1.0, ptr %fd, align 8
  br label %b
b:
  %v = load double, ptr %fd, align 8
  %q = load ptr, ptr %pp, align 8
  %wv = load i128, ptr %wi, align 16
  store i128 %wv, ptr %q, align 16
  ret double %v
}
; EXPECTED:
; define i37 @cases(i8 %k, i37 %a, i37 %b) {
; entry:
;   switch i8 %k, label %other [
;     i8 1, label %join
;     i8 2, label %join
;   ]
;
; other:
;   br label %join
;
; join:
;   %0 = phi i37 [ %a, %entry ], [ %a, %entry ], [ %b, %other ]
;   ret i37 %0
; }
;
; define double @kinds(i1 %c, i128 %w, double %d, ptr %p) {
; entry:
;   br i1 %c, label %a, label %b
;
; a:
;   br label %b
;
; b:
;   %0 = phi double [ %d, %entry ], [ 1.000000e+00, %a ]
;   store i128 %w, ptr %p, align 16
;   ret double %0
; }
