; Unit b of the comdat test for COFF (run-mingw.sh): unit_b.ll with the comdats
; MinGW compilers emit, one per shared global and keyed to it (GNU ld does not fold data
; with external symbols in associative sections); the constructor is keyed to the
; counter's comdat.
target triple = "x86_64-w64-windows-gnu"

$shared_fn = comdat any
$shared_counter = comdat any
$shared_table = comdat any
$only_b = comdat any

@shared_counter = linkonce_odr global i32 200, comdat
@shared_table = linkonce_odr constant [2 x i32] [i32 2, i32 22], comdat
@second_entry = linkonce_odr alias i32, getelementptr (i8, ptr @shared_table, i64 4)
@only_b = linkonce_odr global i32 2, comdat($only_b)
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @shared_init, ptr @shared_counter }]

define linkonce_odr i32 @shared_fn() comdat {
  ret i32 2
}

define internal void @shared_init() comdat($shared_counter) {
  %v = load i32, ptr @shared_counter
  %w = add i32 %v, 1
  store i32 %w, ptr @shared_counter
  ret void
}

define ptr @counter_from_b() {
  ret ptr @shared_counter
}

define i32 @call_from_b() {
  %r = call i32 @shared_fn()
  %s = load i32, ptr @second_entry
  %t = add i32 %r, %s
  ret i32 %t
}

define i32 @only_from_b() {
  %v = load i32, ptr @only_b
  ret i32 %v
}
