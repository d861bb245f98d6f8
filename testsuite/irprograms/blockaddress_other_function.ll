; A function takes the address of blocks of another, bigger function (compiled first by
; the parallel pipeline, which frees a body once its code is made): the module must go
; to the stage-by-stage pipeline, which keeps every body until the object is written.
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define ptr @target_of(i32 %k) {
entry:
  %c = icmp eq i32 %k, 0
  %a = select i1 %c, ptr blockaddress(@dispatch, %zero), ptr blockaddress(@dispatch, %other)
  ret ptr %a
}

define i32 @dispatch(ptr %to, i32 %x) {
entry:
  %x1 = add i32 %x, 1
  %x2 = mul i32 %x1, 3
  %x3 = xor i32 %x2, 5
  %x4 = add i32 %x3, %x
  %x5 = mul i32 %x4, 7
  %x6 = sub i32 %x5, %x2
  %x7 = add i32 %x6, %x1
  %x8 = mul i32 %x7, 11
  indirectbr ptr %to, [label %zero, label %other]
zero:
  %z = add i32 %x8, 100
  ret i32 %z
other:
  %o = sub i32 %x8, 100
  ret i32 %o
}

define i32 @main() {
entry:
  %a0 = call ptr @target_of(i32 0)
  %r0 = call i32 @dispatch(ptr %a0, i32 2)
  %p0 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %r0)
  %a1 = call ptr @target_of(i32 1)
  %r1 = call i32 @dispatch(ptr %a1, i32 2)
  %p1 = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %r1)
  ret i32 0
}
