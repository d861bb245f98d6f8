; test opt
; RUN-PASSES: sccp
; Constants through phis along executable edges only: the loop counter is not constant,
; but a value that is the same on every executable edge is; the branch on a proven
; condition becomes unconditional and the edge never taken loses its phi entry.

define i32 @cond_prop(i32 %n) {
entry:
  %a = add i32 2, 3
  %c = icmp eq i32 %a, 5
  br i1 %c, label %then, label %else
then:
  %x = mul i32 %a, 2
  br label %join
else:
  %y = add i32 %n, 1
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ %y, %else ]
  %q = add i32 %p, 1
  ret i32 %q
}

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %inc, %body ]
  %k = phi i32 [ 7, %entry ], [ %k2, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %k2 = add i32 %k, 0
  %inc = add i32 %i, 1
  br label %head
exit:
  %r = add i32 %k, %i
  ret i32 %r
}

define i32 @switch(i32 %n) {
entry:
  %s = and i32 6, 3
  switch i32 %s, label %d [
    i32 1, label %one
    i32 2, label %two
  ]
one:
  br label %j
two:
  br label %j
d:
  br label %j
j:
  %p = phi i32 [ 10, %one ], [ 20, %two ], [ %n, %d ]
  ret i32 %p
}

define i32 @undef_is_not_constant(i1 %c) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %p = phi i32 [ undef, %entry ], [ 4, %a ]
  ret i32 %p
}

declare i32 @ext()

define i32 @calls_stay(i1 %c) {
entry:
  %v = call i32 @ext()
  %w = add i32 %v, 0
  ret i32 %w
}
; EXPECTED:
; define i32 @cond_prop(i32 %n) {
; entry:
;   br label %then
;
; then:
;   br label %join
;
; else:
;   %y = add i32 %n, 1
;   br label %join
;
; join:
;   ret i32 11
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
;   %r = add i32 7, %i
;   ret i32 %r
; }
;
; define i32 @switch(i32 %n) {
; entry:
;   br label %two
;
; one:
;   br label %j
;
; two:
;   br label %j
;
; d:
;   br label %j
;
; j:
;   ret i32 20
; }
;
; define i32 @undef_is_not_constant(i1 %c) {
; entry:
;   br i1 %c, label %a, label %j
;
; a:
;   br label %j
;
; j:
;   %p = phi i32 [ undef, %entry ], [ 4, %a ]
;   ret i32 %p
; }
;
; declare i32 @ext()
;
; define i32 @calls_stay(i1 %c) {
; entry:
;   %v = call i32 @ext()
;   %w = add i32 %v, 0
;   ret i32 %w
; }
