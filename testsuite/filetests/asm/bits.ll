; test asm
; Bit scans, bswap, popcnt, mulq with rdx:rax; operand-size modifiers b, h (on a Q operand), w, k, q; an early-clobber output.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @bsr32(i32 noundef %x) {
entry:
  %x.addr = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0)
  store i32 %1, ptr %r, align 4
  %2 = load i32, ptr %r, align 4
  ret i32 %2
}

define dso_local i64 @bsf64(i64 noundef %x) {
entry:
  %x.addr = alloca i64, align 8
  %r = alloca i64, align 8
  store i64 %x, ptr %x.addr, align 8
  %0 = load i64, ptr %x.addr, align 8
  %1 = call i64 asm "bsfq $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0)
  store i64 %1, ptr %r, align 8
  %2 = load i64, ptr %r, align 8
  ret i64 %2
}

define dso_local i64 @bswap64(i64 noundef %x) {
entry:
  %x.addr = alloca i64, align 8
  store i64 %x, ptr %x.addr, align 8
  %0 = load i64, ptr %x.addr, align 8
  %1 = call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %0)
  store i64 %1, ptr %x.addr, align 8
  %2 = load i64, ptr %x.addr, align 8
  ret i64 %2
}

define dso_local i32 @popcnt(i32 noundef %x) {
entry:
  %x.addr = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = call i32 asm "popcntl $1, $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0)
  store i32 %1, ptr %r, align 4
  %2 = load i32, ptr %r, align 4
  ret i32 %2
}

define dso_local zeroext i8 @high_byte(i32 noundef %x) {
entry:
  %x.addr = alloca i32, align 4
  %r = alloca i8, align 1
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = call i8 asm "movb ${1:h}, $0", "=Q,Q,~{dirflag},~{fpsr},~{flags}"(i32 %0)
  store i8 %1, ptr %r, align 1
  %2 = load i8, ptr %r, align 1
  ret i8 %2
}

define dso_local i32 @widths(i64 noundef %x) {
entry:
  %x.addr = alloca i64, align 8
  %r = alloca i32, align 4
  store i64 %x, ptr %x.addr, align 8
  %0 = load i64, ptr %x.addr, align 8
  %1 = call i32 asm "movl ${1:k}, ${0:k}\0A\09addw ${1:w}, ${0:w}\0A\09addb ${1:b}, ${0:b}\0A\09addq ${1:q}, ${0:q}", "=&r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0)
  store i32 %1, ptr %r, align 4
  %2 = load i32, ptr %r, align 4
  ret i32 %2
}

define dso_local i64 @mul_hi(i64 noundef %a, i64 noundef %b) {
entry:
  %a.addr = alloca i64, align 8
  %b.addr = alloca i64, align 8
  %lo = alloca i64, align 8
  %hi = alloca i64, align 8
  store i64 %a, ptr %a.addr, align 8
  store i64 %b, ptr %b.addr, align 8
  %0 = load i64, ptr %a.addr, align 8
  %1 = load i64, ptr %b.addr, align 8
  %2 = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0, i64 %1)
  %asmresult = extractvalue { i64, i64 } %2, 0
  %asmresult1 = extractvalue { i64, i64 } %2, 1
  store i64 %asmresult, ptr %lo, align 8
  store i64 %asmresult1, ptr %hi, align 8
  %3 = load i64, ptr %hi, align 8
  ret i64 %3
}
; EXPECTED:
; @bsf64 #0
; | bsfq %rax, %rax
; = 48 0f bc c0
; @bsr32 #0
; | bsrl %eax, %eax
; = 0f bd c0
; @bswap64 #0
; | bswapq %rax
; = 48 0f c8
; @high_byte #0
; | movb %ch, %al
; = 88 e8
; @mul_hi #0
; | mulq %rcx
; = 48 f7 e1
; @popcnt #0
; | popcntl %eax, %eax
; = f3 0f b8 c0
; @widths #0
; | movl %eax, %ecx
; | 	addw %ax, %cx
; | 	addb %al, %cl
; | 	addq %rax, %rcx
; = 89 c1 66 01 c1 00 c1 48 01 c1
