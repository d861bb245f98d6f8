; Issue 15: instcombine folded `%prev = phi [undef, %entry], [%cur, %loop]` to %cur, a
; phi of the same header, so the previous iteration's value became the current one
; (a = 5 gave 6 instead of 5). opt-19 keeps %prev.
define i8 @f(i8 %a) {
entry:
  br label %loop
loop:
  %n = phi i8 [ 0, %entry ], [ %n.next, %loop ]
  %prev = phi i8 [ undef, %entry ], [ %cur, %loop ]
  %cur = phi i8 [ %a, %entry ], [ %next, %loop ]
  %next = add i8 %cur, 1
  %n.next = add i8 %n, 1
  %done = icmp eq i8 %n.next, 2
  br i1 %done, label %exit, label %loop
exit:
  ret i8 %prev
}
