; test opt
; RUN-PASSES: adce
; Dead phi cycles (which dce keeps) go; so does a diamond whose only effect was to
; compute a dead value: its branch becomes a branch to the join. A diamond with a store
; on one side stays, and so does a loop (its branch has a back edge).

declare void @sink(i32)

define void @phi_cycle(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %dead = phi i32 [ 1, %entry ], [ %d2, %loop ]
  %d2 = mul i32 %dead, 3
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @dead_diamond(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  %y = add i32 %x, 1
  br label %j
b:
  %z = mul i32 %x, 2
  br label %j
j:
  %p = phi i32 [ %y, %a ], [ %z, %b ]
  ret i32 %x
}

define void @live_diamond(i1 %c, ptr %q, i32 %x) {
entry:
  br i1 %c, label %a, label %j
a:
  store i32 %x, ptr %q
  br label %j
j:
  ret void
}

define void @live_through_phi(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %p = phi i32 [ 1, %a ], [ 2, %entry ]
  call void @sink(i32 %p)
  ret void
}

define void @empty_loop_stays(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @volatile_and_calls(ptr %p) {
entry:
  %v = load volatile i32, ptr %p
  %w = load i32, ptr %p
  call void @sink(i32 0)
  ret i32 0
}
; EXPECTED:
; declare void @sink(i32)
;
; define void @phi_cycle(i32 %n) {
; entry:
;   br label %loop
;
; loop:
;   %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
;   %inc = add i32 %i, 1
;   %c = icmp slt i32 %inc, %n
;   br i1 %c, label %loop, label %exit
;
; exit:
;   ret void
; }
;
; define i32 @dead_diamond(i1 %c, i32 %x) {
; entry:
;   br label %j
;
; j:
;   ret i32 %x
; }
;
; define void @live_diamond(i1 %c, ptr %q, i32 %x) {
; entry:
;   br i1 %c, label %a, label %j
;
; a:
;   store i32 %x, ptr %q
;   br label %j
;
; j:
;   ret void
; }
;
; define void @live_through_phi(i1 %c, i32 %x) {
; entry:
;   br i1 %c, label %a, label %j
;
; a:
;   br label %j
;
; j:
;   %p = phi i32 [ 1, %a ], [ 2, %entry ]
;   call void @sink(i32 %p)
;   ret void
; }
;
; define void @empty_loop_stays(i32 %n) {
; entry:
;   br label %loop
;
; loop:
;   %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
;   %inc = add i32 %i, 1
;   %c = icmp slt i32 %inc, %n
;   br i1 %c, label %loop, label %exit
;
; exit:
;   ret void
; }
;
; define i32 @volatile_and_calls(ptr %p) {
; entry:
;   %v = load volatile i32, ptr %p
;   call void @sink(i32 0)
;   ret i32 0
; }
