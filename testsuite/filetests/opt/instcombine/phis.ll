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

; The previous iteration's %p: a phi of the same block is no replacement (issue 15).
define ptr @previous_iteration(ptr %start, i32 %n) {
entry:
  br label %loop
loop:
  %p = phi ptr [ %start, %entry ], [ %p.next, %loop ]
  %prev = phi ptr [ undef, %entry ], [ %p, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p.next = getelementptr i8, ptr %p, i64 1
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret ptr %prev
}

; Header phis that swap each other every iteration stay.
define i32 @swap(i32 %x, i32 %y, i32 %n) {
entry:
  br label %loop
loop:
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = sub i32 %a, %b
  ret i32 %r
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
;
; define ptr @previous_iteration(ptr %start, i32 %n) {
; entry:
;   br label %loop
;
; loop:
;   %p = phi ptr [ %start, %entry ], [ %p.next, %loop ]
;   %prev = phi ptr [ undef, %entry ], [ %p, %loop ]
;   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
;   %p.next = getelementptr i8, ptr %p, i64 1
;   %i.next = add i32 %i, 1
;   %c = icmp slt i32 %i.next, %n
;   br i1 %c, label %loop, label %exit
;
; exit:
;   ret ptr %prev
; }
;
; define i32 @swap(i32 %x, i32 %y, i32 %n) {
; entry:
;   br label %loop
;
; loop:
;   %a = phi i32 [ %x, %entry ], [ %b, %loop ]
;   %b = phi i32 [ %y, %entry ], [ %a, %loop ]
;   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
;   %i.next = add i32 %i, 1
;   %c = icmp slt i32 %i.next, %n
;   br i1 %c, label %loop, label %exit
;
; exit:
;   %r = sub i32 %a, %b
;   ret i32 %r
; }
