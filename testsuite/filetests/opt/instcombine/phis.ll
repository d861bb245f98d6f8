; test opt
; RUN-PASSES: instcombine
; A phi whose incoming values are one value (ignoring itself and undef) becomes that
; value when it dominates the phi; otherwise it stays.

define i32 @same(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ %x, %a ], [ %x, %b ]
  ret i32 %p
}

define i32 @loop_invariant(i1 %c, i32 %x) {
entry:
  br label %l
l:
  %p = phi i32 [ %x, %entry ], [ %p, %l ]
  br i1 %c, label %l, label %e
e:
  ret i32 %p
}

define i32 @with_undef(i1 %c, i32 %x) {
entry:
  %y = add i32 %x, 1
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %p = phi i32 [ %y, %entry ], [ undef, %a ]
  ret i32 %p
}

define i32 @not_dominating(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %j
a:
  %y = add i32 %x, 1
  br label %j
j:
  %p = phi i32 [ undef, %entry ], [ %y, %a ]
  ret i32 %p
}
; EXPECTED:
; define i32 @same(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %a, label %b
;
; a:
;   br label %j
;
; b:
;   br label %j
;
; j:
;   ret i32 %x
; }
;
; define i32 @loop_invariant(i1 %c, i32 %x) {
; entry:
;   br label %l
;
; l:
;   br i1 %c, label %l, label %e
;
; e:
;   ret i32 %x
; }
;
; define i32 @with_undef(i1 %c, i32 %x) {
; entry:
;   %y = add i32 %x, 1
;   br i1 %c, label %a, label %j
;
; a:
;   br label %j
;
; j:
;   ret i32 %y
; }
;
; define i32 @not_dominating(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %a, label %j
;
; a:
;   %y = add i32 %x, 1
;   br label %j
;
; j:
;   %p = phi i32 [ undef, %entry ], [ %y, %a ]
;   ret i32 %p
; }
