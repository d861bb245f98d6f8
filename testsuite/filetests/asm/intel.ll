; test asm
; Intel syntax (inteldialect, as clang -masm=intel emits it): registers without %, immediates without $, memory as [base + index*scale + disp].
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @add(i32 noundef %a, i32 noundef %b) {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
  store i32 %b, ptr %b.addr, align 4
  %0 = load i32, ptr %a.addr, align 4
  %1 = load i32, ptr %b.addr, align 4
  %2 = call i32 asm inteldialect "add $0, $1", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %1, i32 %0)
  store i32 %2, ptr %a.addr, align 4
  %3 = load i32, ptr %a.addr, align 4
  ret i32 %3
}

define dso_local i64 @load_index(ptr noundef %p, i64 noundef %i) {
entry:
  %p.addr = alloca ptr, align 8
  %i.addr = alloca i64, align 8
  %r = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i64 %i, ptr %i.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load i64, ptr %i.addr, align 8
  %2 = call i64 asm inteldialect "mov $0, qword ptr [$1 + 8*$2]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(ptr %0, i64 %1)
  store i64 %2, ptr %r, align 8
  %3 = load i64, ptr %r, align 8
  ret i64 %3
}

define dso_local i32 @load_mem(ptr noundef %p) {
entry:
  %p.addr = alloca ptr, align 8
  %r = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = call i32 asm inteldialect "mov $0, $1", "=r,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0)
  store i32 %1, ptr %r, align 4
  %2 = load i32, ptr %r, align 4
  ret i32 %2
}

define dso_local i32 @imm() {
entry:
  %r = alloca i32, align 4
  %0 = call i32 asm inteldialect "mov $0, $1", "=r,i,~{dirflag},~{fpsr},~{flags}"(i32 1234)
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  ret i32 %1
}

define dso_local i32 @cpuid_ebx(i32 noundef %leaf) {
entry:
  %leaf.addr = alloca i32, align 4
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  %d = alloca i32, align 4
  store i32 %leaf, ptr %leaf.addr, align 4
  %0 = load i32, ptr %leaf.addr, align 4
  %1 = call { i32, i32, i32, i32 } asm inteldialect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 0)
  %asmresult = extractvalue { i32, i32, i32, i32 } %1, 0
  %asmresult1 = extractvalue { i32, i32, i32, i32 } %1, 1
  %asmresult2 = extractvalue { i32, i32, i32, i32 } %1, 2
  %asmresult3 = extractvalue { i32, i32, i32, i32 } %1, 3
  store i32 %asmresult, ptr %a, align 4
  store i32 %asmresult1, ptr %b, align 4
  store i32 %asmresult2, ptr %c, align 4
  store i32 %asmresult3, ptr %d, align 4
  %2 = load i32, ptr %b, align 4
  ret i32 %2
}
; EXPECTED:
; @add #0 (intel)
; | add ecx, eax
; = 01 c1
; @cpuid_ebx #0 (intel)
; | cpuid
; = 0f a2
; @imm #0 (intel)
; | mov eax, 1234
; = b8 d2 04 00 00
; @load_index #0 (intel)
; | mov rax, qword ptr [rax + 8*rcx]
; = 48 8b 04 c8
; @load_mem #0 (intel)
; | mov eax, [rax]
; = 8b 00
