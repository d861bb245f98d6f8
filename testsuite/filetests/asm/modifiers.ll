; test asm
; Template escapes and operand modifiers: n, c, P (call), a and i/m operands on a global, H, x, V, ${:uid} labels, $$, and a call through a register with every caller-saved register clobbered.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_var = dso_local global i32 0, align 4

define dso_local i32 @n_neg() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm "movl $$${1:n}, $0", "=r,n,~{dirflag},~{fpsr},~{flags}"(i32 5)
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local i32 @c_const() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm "movl $$${1:c}+1, $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(i32 41)
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local void @p_call() {
entry:
  call void asm sideeffect "call ${0:P}", "i,~{dirflag},~{fpsr},~{flags}"(ptr @n_neg)
  ret void
}

define dso_local ptr @a_addr() {
entry:
  %r = alloca ptr, align 8
  %0 = call ptr asm "leaq ${1:a}, $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr @g_var)
  store ptr %0, ptr %r, align 8
  %1 = load ptr, ptr %r, align 8
  ret ptr %1
}

define dso_local i32 @sym_imm() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm "movl $1, $0", "=r,i,~{dirflag},~{fpsr},~{flags}"(ptr @g_var)
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local i32 @mem_global() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm "movl $1, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) @g_var)
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local i64 @h_high(ptr noundef %p) {
entry:
  %p.addr = alloca ptr, align 8
  %r = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = call i64 asm "movq ${1:H}, $0", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i128) %0)
  store i64 %1, ptr %r, align 8
  %2 = load i64, ptr %r, align 8
  ret i64 %2
}

define dso_local float @x_mod(float noundef %a) {
entry:
  %a.addr = alloca float, align 4
  store float %a, ptr %a.addr, align 4
  %0 = load float, ptr %a.addr, align 4
  %1 = call float asm "addss ${0:x}, ${0:x}", "=x,0,~{dirflag},~{fpsr},~{flags}"(float %0)
  store float %1, ptr %a.addr, align 4
  %2 = load float, ptr %a.addr, align 4
  ret float %2
}

define dso_local void @v_mod(i64 noundef %x) {
entry:
  %x.addr = alloca i64, align 8
  store i64 %x, ptr %x.addr, align 8
  %0 = load i64, ptr %x.addr, align 8
  call void asm sideeffect "# ${0:V}", "r,~{dirflag},~{fpsr},~{flags}"(i64 %0)
  ret void
}

define dso_local i32 @uid_labels(i32 noundef %x) {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = call i32 asm "jmp .Lskip${:uid}\0A\09incl $0\0A.Lskip${:uid}:\0A\09incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %0)
  store i32 %1, ptr %x.addr, align 4
  %2 = load i32, ptr %x.addr, align 4
  ret i32 %2
}

define dso_local i32 @dollars() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm "movl $$7, $0", "=r,~{dirflag},~{fpsr},~{flags}"()
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local void @indirect_call(ptr noundef %f) {
entry:
  %f.addr = alloca ptr, align 8
  store ptr %f, ptr %f.addr, align 8
  %0 = load ptr, ptr %f.addr, align 8
  call void asm sideeffect "call *$0", "r,~{rax},~{rcx},~{rdx},~{rsi},~{rdi},~{r8},~{r9},~{r10},~{r11},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %0)
  ret void
}
; EXPECTED:
; @a_addr #0
; | leaq __rllc_sym_0_(%rip), %rax
; = 48 8d 05 00 00 00 00
; @c_const #0
; | movl $41+1, %eax
; = b8 2a 00 00 00
; @dollars #0
; | movl $7, %eax
; = b8 07 00 00 00
; @h_high #0
; | movq 8(%rax), %rax
; = 48 8b 40 08
; @indirect_call #0
; | call *%rbx
; = ff d3
; @mem_global #0
; | movl __rllc_sym_0_(%rip), %eax
; = 8b 05 00 00 00 00
; @n_neg #0
; | movl $-5, %eax
; = b8 fb ff ff ff
; @p_call #0
; | call __rllc_sym_0_
; = e8 00 00 00 00
; @sym_imm #0
; | movl $__rllc_sym_0_, %eax
; = b8 00 00 00 00
; @uid_labels #0
; | jmp .Lskip0
; | 	incl %eax
; | .Lskip0:
; | 	incl %eax
; = eb 02 ff c0 ff c0
; @v_mod #0
; | # rax
; = 
; @x_mod #0
; | addss %xmm0, %xmm0
; = f3 0f 58 c0
