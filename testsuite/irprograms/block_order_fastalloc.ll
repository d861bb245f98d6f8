; Values defined in a loop and used in blocks that the IR lays out before the loop (as
; clang's -O2 output does after loop rotation). Fastalloc allocates blocks from the last
; to the first, so it only stores a value into its spill slot when a block placed after
; the definition reads it: these blocks must be lowered after the loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.fmt = private unnamed_addr constant [19 x i8] c"n=%d sum=%ld k=%d\0A\00"

declare i32 @printf(ptr, ...)

; Sum of 0..n-1; stores 7*(n-1) into %out; -1 when n <= 0.
define internal i64 @sum_to(i32 %n, ptr %out) noinline {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %done

exit:                               ; before the loop: reads %k and %s2 defined in it
  store i32 %k, ptr %out
  br label %done

done:
  %r = phi i64 [ %s2, %exit ], [ -1, %entry ]
  ret i64 %r

loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s2, %loop ]
  %k = mul i32 %i, 7
  %e = sext i32 %i to i64
  %s2 = add i64 %s, %e
  %i2 = add i32 %i, 1
  %k2 = add i32 %k, %i2              ; %k is used in its block too, so it gets a register
  %kk = and i32 %k2, 0
  %more = icmp slt i32 %i2, %n
  %more2 = icmp eq i32 %kk, 0
  %go = and i1 %more, %more2
  br i1 %go, label %loop, label %exit
}

define i32 @main() {
entry:
  %out = alloca i32, align 4
  br label %head

head:
  %n = phi i32 [ -2, %entry ], [ %n2, %head ]
  store i32 -1, ptr %out, align 4
  %r = call i64 @sum_to(i32 %n, ptr %out)
  %k = load i32, ptr %out, align 4
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %n, i64 %r, i32 %k)
  %n2 = add i32 %n, 3
  %again = icmp slt i32 %n2, 12
  br i1 %again, label %head, label %end

end:
  %low = trunc i64 %r to i32
  %st = and i32 %low, 63
  ret i32 %st
}
