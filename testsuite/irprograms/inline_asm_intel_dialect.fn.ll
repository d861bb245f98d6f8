; Intel-syntax inline asm (clang -masm=intel emits inteldialect templates): registers
; without %, immediates without $, memory operands as [base + index*scale + disp] and
; qword/dword ptr sizes written in the template.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define dso_local i64 @intel_add(i64 noundef %0, i64 noundef %1) {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 asm inteldialect "add $0, $1", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %5)
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

define dso_local i64 @intel_index(ptr noundef %0, i64 noundef %1) {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm inteldialect "mov $0, qword ptr [$1 + 8*$2]", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(ptr %6, i64 %7)
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

define dso_local i32 @intel_mem(ptr noundef %0) {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i32 asm inteldialect "mov $0, $1\0A\09add $0, 1", "=r,*m,~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %4)
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

define dso_local i32 @intel_imm() {
  %1 = alloca i32, align 4
  %2 = call i32 asm inteldialect "mov $0, $1\0A\09shl $0, 2", "=r,i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 1234)
  store i32 %2, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  ret i32 %3
}

define dso_local i32 @intel_bsr(i32 noundef %0) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm inteldialect "bsr $0, $1", "=r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4)
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

define dso_local void @intel_store(ptr noundef %0, i32 noundef %1) {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void asm sideeffect inteldialect "mov dword ptr $0, $1", "=*m,r,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %5, i32 %6)
  ret void
}

define dso_local i64 @intel_mul_hi(i64 noundef %0, i64 noundef %1) {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = call { i64, i64 } asm inteldialect "mul $3", "={ax},={dx},{ax},r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %7, i64 %8)
  %10 = extractvalue { i64, i64 } %9, 0
  %11 = extractvalue { i64, i64 } %9, 1
  store i64 %10, ptr %5, align 8
  store i64 %11, ptr %6, align 8
  %12 = load i64, ptr %6, align 8
  ret i64 %12
}

