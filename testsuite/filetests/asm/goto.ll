; test asm
; asm goto (callbr): labels as ${N:l} jump targets (near jumps to the function's blocks), with and without outputs.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @is_zero(i64 noundef %x) {
entry:
  %retval = alloca i32, align 4
  %x.addr = alloca i64, align 8
  store i64 %x, ptr %x.addr, align 8
  %0 = load i64, ptr %x.addr, align 8
  callbr void asm sideeffect "testq $0, $0\0A\09jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %0)
          to label %asm.fallthrough [label %zero]

asm.fallthrough:                                  ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

zero:                                             ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

return:                                           ; preds = %zero, %asm.fallthrough
  %1 = load i32, ptr %retval, align 4
  ret i32 %1
}

define dso_local i32 @add_overflows(i32 noundef %a, i32 noundef %b, ptr noundef %out) {
entry:
  %retval = alloca i32, align 4
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  %out.addr = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
  store i32 %b, ptr %b.addr, align 4
  store ptr %out, ptr %out.addr, align 8
  %0 = load i32, ptr %a.addr, align 4
  store i32 %0, ptr %r, align 4
  %1 = load i32, ptr %r, align 4
  %2 = load i32, ptr %b.addr, align 4
  %3 = callbr i32 asm "addl $1, $0\0A\09jo ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %2, i32 %1)
          to label %asm.fallthrough [label %ovf.split]

asm.fallthrough:                                  ; preds = %entry
  store i32 %3, ptr %r, align 4
  %4 = load i32, ptr %r, align 4
  %5 = load ptr, ptr %out.addr, align 8
  store i32 %4, ptr %5, align 4
  store i32 0, ptr %retval, align 4
  br label %return

ovf.split:                                        ; preds = %entry
  store i32 %3, ptr %r, align 4
  br label %ovf

ovf:                                              ; preds = %ovf.split
  %6 = load i32, ptr %r, align 4
  %7 = load ptr, ptr %out.addr, align 8
  store i32 %6, ptr %7, align 4
  store i32 1, ptr %retval, align 4
  br label %return

return:                                           ; preds = %ovf, %asm.fallthrough
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}
; EXPECTED:
; @add_overflows #0
; | addl %ecx, %eax
; | 	jo __rllc_block_2_
; = 01 c8 0f 80 00 00 00 00
; @is_zero #0
; | testq %rax, %rax
; | 	jz __rllc_block_2_
; = 48 85 c0 0f 84 00 00 00 00
