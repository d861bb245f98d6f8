; "stackrealign" (clang -mstackrealign) and alignstack(32): such functions realign their
; stack on entry (frame pointer, then `and rsp, -align`), so they work when called with a
; misaligned stack. @main calls them directly and from inline asm that moves rsp down 8
; bytes first. Each stores to a 16-byte aligned local with movaps (which faults on a
; misaligned address), reports whether its rsp is aligned, and calls printf with a double
; (glibc's printf itself may store vector registers with movaps); @loop keeps values in
; callee-saved registers across calls, so its epilogue restores them below the realigned
; frame.

@fmt = private constant [19 x i8] c"%s: %g aligned %d\0A\00"
@fmt_loop = private constant [17 x i8] c"loop %d: %g %ld\0A\00"
@name_realign = private constant [13 x i8] c"stackrealign\00"
@name_align32 = private constant [14 x i8] c"alignstack 32\00"
@value = global double 1.5

declare i32 @printf(ptr, ...)

; movaps of zeros into %v, then the first lane plus @value.
define internal double @with_aligned_local(ptr %v) alwaysinline {
  call void asm sideeffect "xorps %xmm0, %xmm0\0A\09movaps %xmm0, $0", "=*m,~{xmm0},~{memory}"(ptr elementtype(<4 x float>) %v)
  %x = load <4 x float>, ptr %v, align 16
  %e = extractelement <4 x float> %x, i32 0
  %f = fpext float %e to double
  %d = load double, ptr @value
  %s = fadd double %d, %f
  ret double %s
}

define internal i32 @realigned() noinline "stackrealign" {
  %v = alloca <4 x float>, align 16
  %s = call double @with_aligned_local(ptr %v)
  %sp = call i64 asm sideeffect "mov %rsp, $0", "=r"()
  %low = and i64 %sp, 15
  %ok = icmp eq i64 %low, 0
  %okz = zext i1 %ok to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_realign, double %s, i32 %okz)
  ret i32 1
}

define internal i32 @aligned32() noinline alignstack(32) {
  %v = alloca <4 x float>, align 16
  %s = call double @with_aligned_local(ptr %v)
  %sp = call i64 asm sideeffect "mov %rsp, $0", "=r"()
  %low = and i64 %sp, 31
  %ok = icmp eq i64 %low, 0
  %okz = zext i1 %ok to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_align32, double %s, i32 %okz)
  ret i32 2
}

define internal i32 @loop() noinline "stackrealign" {
entry:
  %v = alloca <4 x float>, align 16
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi i64 [ 7, %entry ], [ %acc1, %body ]
  %s = call double @with_aligned_local(ptr %v)
  %k = sext i32 %i to i64
  %acc1 = mul i64 %acc, 3
  %di = sitofp i32 %i to double
  %t = fadd double %s, %di
  call i32 (ptr, ...) @printf(ptr @fmt_loop, i32 %i, double %t, i64 %acc1)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 3
  br i1 %done, label %exit, label %body
exit:
  %r = trunc i64 %acc1 to i32
  ret i32 %r
}

; Calls %f with rsp 8 bytes lower than the ABI wants.
define internal i32 @call_misaligned(ptr %f) noinline {
  %r = call i32 asm sideeffect "sub $$8, %rsp\0A\09call *$1\0A\09add $$8, %rsp", "={ax},{rbx},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{xmm0},~{xmm1},~{xmm2},~{xmm3},~{xmm4},~{xmm5},~{xmm6},~{xmm7},~{xmm8},~{xmm9},~{xmm10},~{xmm11},~{xmm12},~{xmm13},~{xmm14},~{xmm15},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %f)
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @realigned()
  %b = call i32 @aligned32()
  %c = call i32 @loop()
  %d = call i32 @call_misaligned(ptr @realigned)
  %e = call i32 @call_misaligned(ptr @aligned32)
  %f = call i32 @call_misaligned(ptr @loop)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %r = and i32 %s5, 127
  ret i32 %r
}
