; test asm
; Linux-style atomics: xchg, lock cmpxchg with the accumulator tied, lock xadd, "+m" as =*m/*m, flag outputs (=@ccz, =@ccc), an "Ir" operand that is an immediate or a register.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @xchg(ptr noundef %p, i32 noundef %v) {
entry:
  %p.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr %v.addr, align 4
  %1 = load ptr, ptr %p.addr, align 8
  %2 = call i32 asm sideeffect "xchgl $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %1, i32 %0, ptr elementtype(i32) %1)
  store i32 %2, ptr %v.addr, align 4
  %3 = load i32, ptr %v.addr, align 4
  ret i32 %3
}

define dso_local i32 @cmpxchg(ptr noundef %p, i32 noundef %old, i32 noundef %new) {
entry:
  %p.addr = alloca ptr, align 8
  %old.addr = alloca i32, align 4
  %new.addr = alloca i32, align 4
  %prev = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %old, ptr %old.addr, align 4
  store i32 %new, ptr %new.addr, align 4
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load i32, ptr %new.addr, align 4
  %2 = load i32, ptr %old.addr, align 4
  %3 = call i32 asm sideeffect "lock; cmpxchgl $2, $1", "={ax},=*m,r,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, i32 %1, i32 %2, ptr elementtype(i32) %0)
  store i32 %3, ptr %prev, align 4
  %4 = load i32, ptr %prev, align 4
  ret i32 %4
}

define dso_local i64 @xadd(ptr noundef %p, i64 noundef %v) {
entry:
  %p.addr = alloca ptr, align 8
  %v.addr = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i64 %v, ptr %v.addr, align 8
  %0 = load i64, ptr %v.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %2 = call i64 asm sideeffect "lock; xaddq $0, $1", "=r,=*m,0,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %1, i64 %0, ptr elementtype(i64) %1)
  store i64 %2, ptr %v.addr, align 8
  %3 = load i64, ptr %v.addr, align 8
  ret i64 %3
}

define dso_local void @inc(ptr noundef %p) {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  call void asm sideeffect "lock; incl $0", "=*m,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, ptr elementtype(i32) %0)
  ret void
}

define dso_local i32 @dec_and_test(ptr noundef %p) {
entry:
  %p.addr = alloca ptr, align 8
  %z = alloca i8, align 1
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = call i8 asm sideeffect "lock; decl $0", "=*m,={@ccz},*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %0, ptr elementtype(i32) %0)
  %2 = icmp ult i8 %1, 2
  call void @llvm.assume(i1 %2)
  store i8 %1, ptr %z, align 1
  %3 = load i8, ptr %z, align 1
  %loadedv = trunc i8 %3 to i1
  %conv = zext i1 %loadedv to i32
  ret i32 %conv
}

declare void @llvm.assume(i1 noundef)

define dso_local i32 @test_and_set_bit(i64 noundef %nr, ptr noundef %addr) {
entry:
  %nr.addr = alloca i64, align 8
  %addr.addr = alloca ptr, align 8
  %c = alloca i8, align 1
  store i64 %nr, ptr %nr.addr, align 8
  store ptr %addr, ptr %addr.addr, align 8
  %0 = load ptr, ptr %addr.addr, align 8
  %1 = load i64, ptr %nr.addr, align 8
  %2 = call i8 asm sideeffect "lock; btsq $2, $1", "={@ccc},=*m,Ir,*m,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0, i64 %1, ptr elementtype(i64) %0)
  %3 = icmp ult i8 %2, 2
  call void @llvm.assume(i1 %3)
  store i8 %2, ptr %c, align 1
  %4 = load i8, ptr %c, align 1
  %loadedv = trunc i8 %4 to i1
  %conv = zext i1 %loadedv to i32
  ret i32 %conv
}

define dso_local i32 @test_bit_3(ptr noundef %addr) {
entry:
  %addr.addr = alloca ptr, align 8
  %c = alloca i8, align 1
  store ptr %addr, ptr %addr.addr, align 8
  %0 = load ptr, ptr %addr.addr, align 8
  %1 = call i8 asm sideeffect "btq $2, $1", "={@ccc},*m,Ir,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i64) %0, i64 3)
  %2 = icmp ult i8 %1, 2
  call void @llvm.assume(i1 %2)
  store i8 %1, ptr %c, align 1
  %3 = load i8, ptr %c, align 1
  %loadedv = trunc i8 %3 to i1
  %conv = zext i1 %loadedv to i32
  ret i32 %conv
}
; EXPECTED:
; @cmpxchg #0
; | lock; cmpxchgl %ecx, (%rsi)
; = f0 0f b1 0e
; @dec_and_test #0
; | lock; decl (%rax)
; = f0 ff 08
; @inc #0
; | lock; incl (%rax)
; = f0 ff 00
; @test_and_set_bit #0
; | lock; btsq %rcx, (%rax)
; = f0 48 0f ab 08
; @test_bit_3 #0
; | btq $3, (%rax)
; = 48 0f ba 20 03
; @xadd #0
; | lock; xaddq %rcx, (%rax)
; = f0 48 0f c1 08
; @xchg #0
; | xchgl %ecx, (%rax)
; = 87 08
