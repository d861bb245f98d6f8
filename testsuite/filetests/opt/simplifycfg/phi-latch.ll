; test opt
; RUN-PASSES: simplifycfg
; A block of phis and a branch whose phis only feed the destination's phis (an
; interpreter's latch) is bypassed: the destination takes each predecessor's values
; directly (`@dispatch`). Kept when a predecessor also reaching the destination directly
; would need a different value (`@disagree`).

define i32 @dispatch(i32 %n, i1 %c) {
entry:
  br label %head
head:
  %pc = phi i32 [ 0, %entry ], [ %pc.l, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.l, %latch ]
  %done = icmp sge i32 %pc, %n
  br i1 %done, label %exit, label %op
op:
  br i1 %c, label %op1, label %op2
op1:
  %a1 = add i32 %acc, 1
  %p1 = add i32 %pc, 1
  br label %latch
op2:
  %a2 = mul i32 %acc, 3
  br label %latch
latch:
  %pc.l = phi i32 [ %p1, %op1 ], [ 7, %op2 ]
  %acc.l = phi i32 [ %a1, %op1 ], [ %a2, %op2 ]
  br label %head
exit:
  ret i32 %acc
}

define i32 @other_use(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %mid
b:
  br label %mid
mid:
  %p = phi i32 [ 1, %a ], [ %x, %b ]
  br label %join
join:
  %q = phi i32 [ %p, %mid ]
  %r = add i32 %q, %p
  ret i32 %r
}

define i32 @disagree(i1 %c, i1 %d, i32 %x) {
entry:
  br i1 %c, label %mid, label %other
other:
  br i1 %d, label %mid, label %join
mid:
  %p = phi i32 [ 1, %entry ], [ 2, %other ]
  br label %join
join:
  %q = phi i32 [ %p, %mid ], [ 3, %other ]
  ret i32 %q
}
; EXPECTED:
; define i32 @dispatch(i32 %n, i1 %c) {
; entry:
;   br label %head
;
; head:
;   %pc = phi i32 [ 0, %entry ], [ %p1, %op1 ], [ 7, %op2 ]
;   %acc = phi i32 [ 0, %entry ], [ %a1, %op1 ], [ %a2, %op2 ]
;   %done = icmp sge i32 %pc, %n
;   br i1 %done, label %exit, label %op
;
; op:
;   br i1 %c, label %op1, label %op2
;
; op1:
;   %a1 = add i32 %acc, 1
;   %p1 = add i32 %pc, 1
;   br label %head
;
; op2:
;   %a2 = mul i32 %acc, 3
;   br label %head
;
; exit:
;   ret i32 %acc
; }
;
; define i32 @other_use(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %mid, label %b
;
; b:
;   br label %mid
;
; mid:
;   %p = phi i32 [ %x, %b ], [ 1, %entry ]
;   %r = add i32 %p, %p
;   ret i32 %r
; }
;
; define i32 @disagree(i1 %c, i1 %d, i32 %x) {
; entry:
;   br i1 %c, label %mid, label %other
;
; other:
;   br i1 %d, label %mid, label %join
;
; mid:
;   %p = phi i32 [ 1, %entry ], [ 2, %other ]
;   br label %join
;
; join:
;   %q = phi i32 [ %p, %mid ], [ 3, %other ]
;   ret i32 %q
; }
