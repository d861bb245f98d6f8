; -mfentry ("fentry-call") and -pg ("instrument-function-entry-inlined"="mcount"): every
; instrumented function calls the counter at its entry. __fentry__ is called before the
; prologue and must preserve every register (here it only increments a counter); mcount
; is an ordinary call after it.

module asm ".text"
module asm ".globl __fentry__"
module asm "__fentry__:"
module asm "  incq fentry_calls(%rip)"
module asm "  retq"

@fentry_calls = global i64 0
@mcount_calls = global i64 0
@fmt = private constant [31 x i8] c"%ld %ld fentry=%ld mcount=%ld\0A\00"

declare i32 @printf(ptr, ...)

define void @mcount() {
  %n = load i64, ptr @mcount_calls
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @mcount_calls
  ret void
}

define i64 @fentry_leaf(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) #0 {
  %x = mul i64 %a, %b
  %y = add i64 %x, %c
  %z = sub i64 %y, %d
  %w = xor i64 %z, %e
  %v = add i64 %w, %f
  ret i64 %v
}

define i64 @fentry_calls_out(i64 %n) #0 {
  %r = call i64 @fentry_leaf(i64 %n, i64 3, i64 4, i64 5, i64 6, i64 7)
  %s = add i64 %r, %n
  ret i64 %s
}

define i64 @pg(i64 %a, i64 %b) #1 {
  %x = mul i64 %a, %b
  %y = call i64 @fentry_leaf(i64 %a, i64 %b, i64 1, i64 2, i64 3, i64 4)
  %z = add i64 %x, %y
  ret i64 %z
}

define i32 @main() {
  %a = call i64 @fentry_calls_out(i64 10)
  %b = call i64 @pg(i64 6, i64 7)
  %f = load i64, ptr @fentry_calls
  %m = load i64, ptr @mcount_calls
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %a, i64 %b, i64 %f, i64 %m)
  ret i32 0
}

attributes #0 = { noinline "fentry-call"="true" }
attributes #1 = { noinline "instrument-function-entry-inlined"="mcount" "frame-pointer"="all" }
