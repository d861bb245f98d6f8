; Unit a of the comdat test (hand-written: C cannot name comdats). Both units define the
; same comdat $shared (a function, a variable and a constructor keyed to it) and
; differ in what they return, so the program can tell which copy the linker kept;
; $only_a exists in one unit only. Offsets into comdat data go through an alias.
target triple = "x86_64-unknown-linux-gnu"

$shared = comdat any
$only_a = comdat any

@shared_counter = linkonce_odr global i32 100, comdat($shared)
@shared_table = linkonce_odr constant [2 x i32] [i32 1, i32 11], comdat($shared)
@second_entry = linkonce_odr alias i32, getelementptr (i8, ptr @shared_table, i64 4)
@only_a = linkonce_odr global i32 1, comdat($only_a)
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @shared_init, ptr @shared_counter }]

define linkonce_odr i32 @shared_fn() comdat($shared) {
  ret i32 1
}

define internal void @shared_init() comdat($shared) {
  %v = load i32, ptr @shared_counter
  %w = add i32 %v, 1
  store i32 %w, ptr @shared_counter
  ret void
}

define ptr @counter_from_a() {
  ret ptr @shared_counter
}

define i32 @call_from_a() {
  %r = call i32 @shared_fn()
  %s = load i32, ptr @second_entry
  %t = add i32 %r, %s
  ret i32 %t
}

define i32 @only_from_a() {
  %v = load i32, ptr @only_a
  ret i32 %v
}
