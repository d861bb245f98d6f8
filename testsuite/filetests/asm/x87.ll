; test asm
; x87 operands: "t" tied to the "=t" result, "u" popped by the instruction (st(1) clobbered).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local double @fsqrt(double noundef %x) {
entry:
  %x.addr = alloca double, align 8
  %r = alloca double, align 8
  store double %x, ptr %x.addr, align 8
  %0 = load double, ptr %x.addr, align 8
  %1 = call double asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %0)
  store double %1, ptr %r, align 8
  %2 = load double, ptr %r, align 8
  ret double %2
}

define dso_local x86_fp80 @fpatan(x86_fp80 noundef %y, x86_fp80 noundef %x) {
entry:
  %y.addr = alloca x86_fp80, align 16
  %x.addr = alloca x86_fp80, align 16
  %r = alloca x86_fp80, align 16
  store x86_fp80 %y, ptr %y.addr, align 16
  store x86_fp80 %x, ptr %x.addr, align 16
  %0 = load x86_fp80, ptr %x.addr, align 16
  %1 = load x86_fp80, ptr %y.addr, align 16
  %2 = call x86_fp80 asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0, x86_fp80 %1)
  store x86_fp80 %2, ptr %r, align 16
  %3 = load x86_fp80, ptr %r, align 16
  ret x86_fp80 %3
}
; EXPECTED:
; @fpatan #0
; | fpatan
; = d9 f3
; @fsqrt #0
; | fsqrt
; = d9 fa
