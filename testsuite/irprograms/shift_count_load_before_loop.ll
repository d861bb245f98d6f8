; A shift count loaded before a loop (zext of the load, masked by the processor): the load
; must stay before the loop, which overwrites the location it read. Also an `and 63` of a
; negated count, left to the processor.
@.fmt = private unnamed_addr constant [11 x i8] c"%llu %llu\0A\00"

declare i32 @printf(ptr, ...)

define i64 @shifts(ptr %p, i64 %x, i32 %n) {
entry:
  %c = load i32, ptr %p, align 4
  %cz = zext i32 %c to i64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  store i32 60, ptr %p, align 4
  %s = lshr i64 %x, %cz
  %acc1 = add i64 %s, %acc
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc1
}

define i64 @rotate_bits(i64 %x, i32 %start) {
  %neg = sub i32 0, %start
  %m = and i32 %neg, 63
  %mz = zext nneg i32 %m to i64
  %r = lshr i64 %x, %mz
  ret i64 %r
}

define i32 @main() {
  %p = alloca i32, align 4
  store i32 3, ptr %p, align 4
  %a = call i64 @shifts(ptr %p, i64 1000, i32 4)
  %b = call i64 @rotate_bits(i64 -1, i32 8)
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %a, i64 %b)
  ret i32 0
}
