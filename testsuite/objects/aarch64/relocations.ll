; AArch64 only: the code relocations of each way to reach a symbol (calls, adrp + add
; of local and hidden data, GOT loads of preemptible and external data and functions,
; jump tables, block addresses), data relocations of absolute and PC-relative pointers
; (ABS64, ABS32, PREL32, PREL64), and TLS accesses of each model.
; Left out while rllc differs from llc there: tail calls at -O0 (llc: b,
; R_AARCH64_JUMP26), loads of hidden data (llc folds :lo12: into the ldr) and
; floating-point constants (llc's pool is .rodata.cst8, rllc's .rodata).
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"

@local_data = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@hidden_data = hidden global i64 5
@preemptible = global i32 6
@ext = external global i32
@ro = constant [2 x i64] [i64 1, i64 2]
@ptrs = global [2 x ptr] [ptr @ext, ptr getelementptr (i8, ptr @local_data, i64 4)]
@fptr = global ptr @callee_local
@word = global i32 ptrtoint (ptr @ro to i32)
@rel32 = global i32 trunc (i64 sub (i64 ptrtoint (ptr @ext to i64), i64 ptrtoint (ptr @rel32 to i64)) to i32)
@rel64 = global i64 sub (i64 ptrtoint (ptr @ext to i64), i64 ptrtoint (ptr @rel64 to i64))
@tls_gd = thread_local global i32 1
@tls_ie = external thread_local(initialexec) global i32
@tls_le = thread_local(localexec) global i32 2

declare i64 @ext_fn(i64)
declare extern_weak void @weak_fn()

define internal i64 @callee_local(i64 %a) {
  %r = add i64 %a, 1
  ret i64 %r
}

define i64 @calls(i64 %a) {
  %b = call i64 @ext_fn(i64 %a)
  %c = call i64 @callee_local(i64 %b)
  %d = call i64 @ext_fn(i64 %c)
  ret i64 %d
}

define i32 @data(i64 %i) {
  %p = getelementptr [4 x i32], ptr @local_data, i64 0, i64 %i
  %a = load i32, ptr %p
  %c = load i32, ptr @preemptible
  %d = load i32, ptr @ext
  %e = load i64, ptr getelementptr (i8, ptr @ro, i64 8)
  %e32 = trunc i64 %e to i32
  %s2 = add i32 %a, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e32
  ret i32 %s4
}

define ptr @addresses(i1 %c) {
  %f = select i1 %c, ptr @ext_fn, ptr @weak_fn
  ret ptr %f
}

define ptr @address_hidden() {
  ret ptr @hidden_data
}

define i32 @jump_table(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
d:
  ret i32 43
e:
  ret i32 54
def:
  ret i32 0
}

define i32 @tls() {
  %a = load i32, ptr @tls_gd
  %b = load i32, ptr @tls_ie
  %c = load i32, ptr @tls_le
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

define i32 @computed_goto(ptr %target) {
entry:
  indirectbr ptr %target, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

define ptr @block_address(i1 %c) {
  %r = select i1 %c, ptr blockaddress(@computed_goto, %one), ptr blockaddress(@computed_goto, %two)
  ret ptr %r
}
