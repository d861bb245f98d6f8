; tailcc (the callee pops its stack arguments, `ret N`) with and without stack arguments:
; guaranteed tail calls a million deep through `tail call tailcc` and `musttail`, calls
; from C functions (which re-reserve the popped area), and fastcc/coldcc calls.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
@fmt = private constant [9 x i8] c"%s %lld\0A\00"

; Nine arguments: three on the stack.
define tailcc i64 @nine_a(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i64 %n, 1
  %g1 = add i64 %g, 1
  %r = tail call tailcc i64 @nine_b(i64 %h, i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g1, i64 %n1)
  ret i64 %r
done:
  %s1 = add i64 %a, %b
  %s2 = mul i64 %c, 3
  %s3 = add i64 %s1, %s2
  %s4 = mul i64 %d, 5
  %s5 = add i64 %s3, %s4
  %s6 = mul i64 %e, 7
  %s7 = add i64 %s5, %s6
  %s8 = mul i64 %f, 11
  %s9 = add i64 %s7, %s8
  %s10 = mul i64 %g, 13
  %s11 = add i64 %s9, %s10
  %s12 = mul i64 %h, 17
  %s13 = add i64 %s11, %s12
  ret i64 %s13
}

define tailcc i64 @nine_b(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i64 %n, 1
  %x = xor i64 %a, %n
  %r = musttail call tailcc i64 @nine_a(i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h, i64 %x, i64 %n1)
  ret i64 %r
done:
  %s = sub i64 %a, %h
  ret i64 %s
}

; Seven arguments (one on the stack) calling nine (three): not a tail call at the same
; layout, so a plain call that re-reserves what the callee pops.
define tailcc i64 @seven(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g) {
  %r = tail call tailcc i64 @nine_a(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 0, i64 5)
  %s = add i64 %r, 1
  ret i64 %s
}

; Register arguments only: still pops 8 bytes.
define tailcc i64 @count(i64 %n, i64 %acc) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i64 %n, 1
  %a1 = add i64 %acc, %n
  %r = tail call tailcc i64 @count(i64 %n1, i64 %a1)
  ret i64 %r
done:
  ret i64 %acc
}

define fastcc i64 @fast(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i64 %h) {
  %s = add i64 %a, %h
  %t = mul i64 %s, %g
  ret i64 %t
}

define coldcc i64 @cold(i64 %a) {
  %x = mul i64 %a, 31
  ret i64 %x
}

; A C function whose tail call to a C function reuses its frame.
define i64 @c_loop(i64 %n, i64 %acc) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i64 %n, 1
  %a1 = xor i64 %acc, %n
  %r = tail call i64 @c_loop(i64 %n1, i64 %a1)
  ret i64 %r
done:
  ret i64 %acc
}

@n1 = private constant [5 x i8] c"nine\00"
@n2 = private constant [6 x i8] c"seven\00"
@n3 = private constant [6 x i8] c"count\00"
@n4 = private constant [5 x i8] c"fast\00"
@n5 = private constant [5 x i8] c"cold\00"
@n6 = private constant [7 x i8] c"c_loop\00"

define i32 @main() {
  %a = call tailcc i64 @nine_a(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 1000001)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %a)
  %b = call tailcc i64 @seven(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %b)
  %c = call tailcc i64 @count(i64 3000000, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %c)
  %d = call fastcc i64 @fast(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %d)
  %e = call coldcc i64 @cold(i64 3)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %e)
  %f = call i64 @c_loop(i64 3000000, i64 0)
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %f)
  ret i32 0
}
