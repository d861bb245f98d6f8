; test opt
; RUN-PASSES: simplifycfg
; Branches on constants become unconditional and the dead side goes with its phi
; entries; a switch on a constant takes its case (or default); a branch with both
; destinations equal keeps one phi entry; a branch on a negation swaps its destinations.

define i32 @cond(i32 %x) {
entry:
  br i1 true, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  %q = add i32 %p, %x
  ret i32 %q
}

define i32 @switch(i32 %x) {
entry:
  switch i8 7, label %d [
    i8 1, label %one
    i8 7, label %seven
    i8 9, label %seven
  ]
one:
  ret i32 1
seven:
  ret i32 %x
d:
  ret i32 0
}

define i32 @same_dest(i1 %c, i32 %x) {
entry:
  br i1 %c, label %j, label %j
j:
  %p = phi i32 [ %x, %entry ], [ %x, %entry ]
  ret i32 %p
}

define i32 @negated(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  %n = xor i1 %c, true
  br i1 %n, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @switch_one_dest(i32 %x) {
entry:
  switch i32 %x, label %j [
    i32 1, label %j
    i32 2, label %j
  ]
j:
  %p = phi i32 [ 5, %entry ], [ 5, %entry ], [ 5, %entry ]
  ret i32 %p
}
; EXPECTED:
; define i32 @cond(i32 %x) {
; entry:
;   %q = add i32 1, %x
;   ret i32 %q
; }
;
; define i32 @switch(i32 %x) {
; entry:
;   ret i32 %x
; }
;
; define i32 @same_dest(i1 %c, i32 %x) {
; entry:
;   ret i32 %x
; }
;
; define i32 @negated(i32 %x) {
; entry:
;   %c = icmp eq i32 %x, 0
;   %n = xor i1 %c, true
;   br i1 %c, label %b, label %a
;
; a:
;   ret i32 1
;
; b:
;   ret i32 2
; }
;
; define i32 @switch_one_dest(i32 %x) {
; entry:
;   ret i32 5
; }
