; test opt
; RUN-PASSES: simplifycfg
; Chains of blocks joined by unconditional branches merge (single-entry phis become
; their value); blocks holding only a branch are bypassed when the destination's phis
; allow it, and kept when a predecessor would need two different values.

define i32 @chain(i32 %x) {
entry:
  %a = add i32 %x, 1
  br label %b1
b1:
  %p = phi i32 [ %a, %entry ]
  %b = mul i32 %p, 2
  br label %b2
b2:
  br label %b3
b3:
  ret i32 %b
}

define i32 @bypass(i1 %c, i1 %d, i32 %x) {
entry:
  br i1 %c, label %empty, label %other
other:
  br i1 %d, label %empty, label %join
empty:
  br label %join
join:
  %p = phi i32 [ 1, %empty ], [ 2, %other ]
  ret i32 %p
}

define i32 @bypass_agreeing(i1 %c, i32 %x) {
entry:
  br i1 %c, label %empty, label %join
empty:
  br label %join
join:
  %p = phi i32 [ %x, %empty ], [ %x, %entry ]
  ret i32 %p
}

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %inc = add i32 %i, 1
  br label %latch
latch:
  br label %head
exit:
  ret i32 %i
}
; EXPECTED:
; define i32 @chain(i32 %x) {
; entry:
;   %a = add i32 %x, 1
;   %b = mul i32 %a, 2
;   ret i32 %b
; }
;
; define i32 @bypass(i1 %c, i1 %d, i32 %x) {
; entry:
;   br i1 %c, label %empty, label %other
;
; other:
;   br i1 %d, label %empty, label %join
;
; empty:
;   br label %join
;
; join:
;   %p = phi i32 [ 1, %empty ], [ 2, %other ]
;   ret i32 %p
; }
;
; define i32 @bypass_agreeing(i1 %c, i32 %x) {
; entry:
;   ret i32 %x
; }
;
; define i32 @loop(i32 %n) {
; entry:
;   br label %head
;
; head:
;   %i = phi i32 [ 0, %entry ], [ %inc, %body ]
;   %c = icmp slt i32 %i, %n
;   br i1 %c, label %body, label %exit
;
; body:
;   %inc = add i32 %i, 1
;   br label %head
;
; exit:
;   ret i32 %i
; }
