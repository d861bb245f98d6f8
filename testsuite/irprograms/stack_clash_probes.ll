; "probe-stack"="inline-asm" (clang's -fstack-clash-protection): frames larger than a
; page are allocated page by page, each page touched on the way down (unrolled up to
; eight pages, in a loop beyond, with the function keeping a frame pointer). Functions
; with 20 KB, 100 KB and 1 MB arrays, a leaf with a small frame, and one with a custom
; "stack-probe-size", and dynamic allocas (a VLA of 50 KB, probed page by page, and one of
; 100 bytes); each fills its array and returns a checksum.

@fmt = private constant [25 x i8] c"%ld %ld %ld %ld %ld %ld\0A\00"

declare i32 @printf(ptr, ...)

define internal i64 @fill_sum(ptr %p, i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i8, ptr %p, i64 %i
  %b = trunc i64 %i to i8
  store volatile i8 %b, ptr %q
  %v = load volatile i8, ptr %q
  %z = zext i8 %v to i64
  %s1 = add i64 %s, %z
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %s1
}

define i64 @frame_20k(i64 %k) #0 {
  %a = alloca [20000 x i8], align 16
  %s = call i64 @fill_sum(ptr %a, i64 20000)
  %r = add i64 %s, %k
  ret i64 %r
}

define i64 @frame_100k(i64 %k) #0 {
  %a = alloca [100000 x i8], align 16
  %s = call i64 @fill_sum(ptr %a, i64 100000)
  %r = add i64 %s, %k
  ret i64 %r
}

define i64 @frame_1m(i64 %k) #1 {
  %a = alloca [1048576 x i8], align 16
  %s = call i64 @fill_sum(ptr %a, i64 1048576)
  %r = add i64 %s, %k
  ret i64 %r
}

define i64 @small(i64 %k) #0 {
  %a = alloca [64 x i8], align 16
  %s = call i64 @fill_sum(ptr %a, i64 64)
  %r = add i64 %s, %k
  ret i64 %r
}

define i64 @dynamic(i64 %n, i64 %k) #0 {
  %a = alloca i8, i64 %n, align 16
  %s = call i64 @fill_sum(ptr %a, i64 %n)
  %r = add i64 %s, %k
  ret i64 %r
}

define i32 @main() {
  %a = call i64 @frame_20k(i64 1)
  %b = call i64 @frame_100k(i64 2)
  %c = call i64 @frame_1m(i64 3)
  %d = call i64 @small(i64 4)
  %e = call i64 @dynamic(i64 51200, i64 5)
  %f = call i64 @dynamic(i64 100, i64 6)
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f)
  ret i32 0
}

attributes #0 = { noinline "probe-stack"="inline-asm" }
attributes #1 = { noinline "probe-stack"="inline-asm" "stack-probe-size"="8192" }
