; "no-jump-tables"="true": @classify's dense switch (which rllc and llc otherwise
; dispatch through a jump table) is bit tests and compare trees; every case, the gaps
; and the values beyond both ends still reach their blocks.

@fmt = private unnamed_addr constant [8 x i8] c"%d:%d \0A\00"

declare i32 @printf(ptr, ...)

define internal i32 @classify(i32 %x) #0 {
  switch i32 %x, label %other [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 5, label %e
    i32 6, label %a
    i32 7, label %f
    i32 9, label %g
  ]
a:
  ret i32 10
b:
  ret i32 11
c:
  ret i32 12
d:
  ret i32 13
e:
  ret i32 14
f:
  ret i32 15
g:
  ret i32 16
other:
  ret i32 -1
}

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ -2, %entry ], [ %next, %loop ]
  %r = call i32 @classify(i32 %i)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, i32 %r)
  %next = add i32 %i, 1
  %done = icmp sgt i32 %next, 11
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}

attributes #0 = { noinline "no-jump-tables"="true" }
