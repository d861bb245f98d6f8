; test print
; Use-list order directives: uselistorder for local values, arguments, constants and
; globals inside functions, and uselistorder_bb for blocks, at top level.
@g = global i32 0

define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = add i32 %a, 3
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  %u = load i32, ptr @g, align 4
  %v = load i32, ptr @g, align 4
  store i32 %t, ptr @g, align 4
  br label %next

next:
  %p = phi i32 [ %u, %entry ], [ %v, %loop ]
  br label %loop

loop:
  br i1 false, label %next, label %done

done:
  ret i32 %p
  uselistorder i32 %a, { 2, 0, 1 }
  uselistorder ptr @g, { 2, 1, 0 }
}

define void @g2() {
  ret void
}

uselistorder ptr @g, { 1, 0, 2 }
uselistorder_bb @f, %next, { 1, 0 }
; EXPECTED:
; @g = global i32 0
;
; define i32 @f(i32 %a) {
; entry:
;   %x = add i32 %a, 1
;   %y = add i32 %a, 2
;   %z = add i32 %a, 3
;   %s = add i32 %x, %y
;   %t = add i32 %s, %z
;   %u = load i32, ptr @g, align 4
;   %v = load i32, ptr @g, align 4
;   store i32 %t, ptr @g, align 4
;   br label %next
;
; next:
;   %p = phi i32 [ %u, %entry ], [ %v, %loop ]
;   br label %loop
;
; loop:
;   br i1 false, label %next, label %done
;
; done:
;   ret i32 %p
;   uselistorder i32 %a, { 2, 0, 1 }
;   uselistorder ptr @g, { 2, 1, 0 }
; }
;
; define void @g2() {
;   ret void
; }
; uselistorder ptr @g, { 1, 0, 2 }
; uselistorder_bb @f, %next, { 1, 0 }
