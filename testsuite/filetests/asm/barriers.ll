; test asm
; Memory barriers: empty asm with a memory clobber (emits nothing), mfence/lfence/sfence, pause in a spin loop, a locked or on the stack, .p2align 5 inside a loop (the function gets 32-byte alignment).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = internal global i32 0, align 4

define dso_local void @compiler_barrier() {
entry:
  call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define dso_local void @full_fences() {
entry:
  call void asm sideeffect "mfence", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect "lfence", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect "sfence", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  ret void
}

define dso_local void @spin() {
entry:
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i32, ptr @flag, align 4
  %tobool = icmp ne i32 %0, 0
  %lnot = xor i1 %tobool, true
  br i1 %lnot, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  call void asm sideeffect "pause", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  br label %while.cond

while.end:                                        ; preds = %while.cond
  ret void
}

define dso_local void @aligned_loop(i32 noundef %n) {
entry:
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  call void asm sideeffect ".p2align 5", "~{dirflag},~{fpsr},~{flags}"()
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr @flag, align 4
  %add = add nsw i32 %3, %2
  store i32 %add, ptr @flag, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

define dso_local void @locked_or() {
entry:
  call void asm sideeffect "lock; orl $$0, (%rsp)", "~{memory},~{cc},~{dirflag},~{fpsr},~{flags}"()
  ret void
}
; EXPECTED:
; @aligned_loop #0
; | .p2align 5
; = 
; @full_fences #0
; | mfence
; = 0f ae f0
; @full_fences #1
; | lfence
; = 0f ae e8
; @full_fences #2
; | sfence
; = 0f ae f8
; @locked_or #0
; | lock; orl $0, (%rsp)
; = f0 83 0c 24 00
; @spin #0
; | pause
; = f3 90
