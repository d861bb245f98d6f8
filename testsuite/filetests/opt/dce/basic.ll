; test opt
; RUN-PASSES: dce
; Unused pure instructions go, and what only they used goes after them; stores, volatile
; and atomic loads, calls that may have effects and terminators stay.

declare i32 @effect(i32)
declare i32 @pure(i32) nounwind willreturn memory(none)
declare i32 @old_pure(i32) nounwind willreturn readnone
declare i32 @may_unwind(i32) memory(none)
declare i32 @llvm.smax.i32(i32, i32)

define void @f(i32 %a, ptr %p) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  %z = icmp eq i32 %y, 0
  %s = select i1 %z, i32 %x, i32 %y
  %g = getelementptr i8, ptr %p, i64 4
  %l = load i32, ptr %g, align 4
  %vl = load volatile i32, ptr %p, align 4
  %al = load atomic i32, ptr %p acquire, align 4
  %m = call i32 @llvm.smax.i32(i32 %a, i32 0)
  %c1 = call i32 @effect(i32 %a)
  %c2 = call i32 @pure(i32 %a)
  %c3 = call i32 @old_pure(i32 %a)
  %c4 = call i32 @may_unwind(i32 %a)
  %slot = alloca i32, align 4
  %kept = sub i32 %a, 3
  store i32 %kept, ptr %p, align 4
  ret void
}

; A cycle of phis with no other use is not trivially dead (adce removes it).
define void @cycle(i1 %c) {
entry:
  br label %loop
loop:
  %p = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %p, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
; EXPECTED:
; declare i32 @effect(i32)
;
; declare i32 @pure(i32) #0
;
; declare i32 @old_pure(i32) #0
;
; declare i32 @may_unwind(i32) #1
;
; declare i32 @llvm.smax.i32(i32, i32)
;
; define void @f(i32 %a, ptr %p) {
; entry:
;   %vl = load volatile i32, ptr %p, align 4
;   %al = load atomic i32, ptr %p acquire, align 4
;   %c1 = call i32 @effect(i32 %a)
;   %c4 = call i32 @may_unwind(i32 %a)
;   %kept = sub i32 %a, 3
;   store i32 %kept, ptr %p, align 4
;   ret void
; }
;
; define void @cycle(i1 %c) {
; entry:
;   br label %loop
;
; loop:
;   %p = phi i32 [ 0, %entry ], [ %n, %loop ]
;   %n = add i32 %p, 1
;   br i1 %c, label %loop, label %exit
;
; exit:
;   ret void
; }
;
; attributes #0 = { nounwind willreturn memory(none) }
; attributes #1 = { memory(none) }
