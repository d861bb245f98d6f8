; test asm
; zstd's cpuid (all four result registers, ebx clobbered or an output), rdtsc, rdtscp, xgetbv: fixed-register operands.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local void @zstd_cpuid(ptr noundef %f1c, ptr noundef %f1d, ptr noundef %f7b, ptr noundef %f7c) {
entry:
  %f1c.addr = alloca ptr, align 8
  %f1d.addr = alloca ptr, align 8
  %f7b.addr = alloca ptr, align 8
  %f7c.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %f1a = alloca i32, align 4
  %f7a = alloca i32, align 4
  store ptr %f1c, ptr %f1c.addr, align 8
  store ptr %f1d, ptr %f1d.addr, align 8
  store ptr %f7b, ptr %f7b.addr, align 8
  store ptr %f7c, ptr %f7c.addr, align 8
  %0 = call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0)
  store i32 %0, ptr %n, align 4
  %1 = load i32, ptr %n, align 4
  %cmp = icmp uge i32 %1, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %f1c.addr, align 8
  %3 = load ptr, ptr %f1d.addr, align 8
  %4 = call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1)
  %asmresult = extractvalue { i32, i32, i32 } %4, 0
  %asmresult1 = extractvalue { i32, i32, i32 } %4, 1
  %asmresult2 = extractvalue { i32, i32, i32 } %4, 2
  store i32 %asmresult, ptr %f1a, align 4
  store i32 %asmresult1, ptr %2, align 4
  store i32 %asmresult2, ptr %3, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %5 = load i32, ptr %n, align 4
  %cmp3 = icmp uge i32 %5, 7
  br i1 %cmp3, label %if.then4, label %if.end8

if.then4:                                         ; preds = %if.end
  %6 = load ptr, ptr %f7b.addr, align 8
  %7 = load ptr, ptr %f7c.addr, align 8
  %8 = call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0)
  %asmresult5 = extractvalue { i32, i32, i32 } %8, 0
  %asmresult6 = extractvalue { i32, i32, i32 } %8, 1
  %asmresult7 = extractvalue { i32, i32, i32 } %8, 2
  store i32 %asmresult5, ptr %f7a, align 4
  store i32 %asmresult6, ptr %6, align 4
  store i32 %asmresult7, ptr %7, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then4, %if.end
  ret void
}

define dso_local i64 @rdtsc() {
entry:
  %lo = alloca i32, align 4
  %hi = alloca i32, align 4
  %0 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()
  %asmresult = extractvalue { i32, i32 } %0, 0
  %asmresult1 = extractvalue { i32, i32 } %0, 1
  store i32 %asmresult, ptr %lo, align 4
  store i32 %asmresult1, ptr %hi, align 4
  %1 = load i32, ptr %hi, align 4
  %conv = zext i32 %1 to i64
  %shl = shl i64 %conv, 32
  %2 = load i32, ptr %lo, align 4
  %conv2 = zext i32 %2 to i64
  %or = or i64 %shl, %conv2
  ret i64 %or
}

define dso_local i64 @rdtscp(ptr noundef %aux) {
entry:
  %aux.addr = alloca ptr, align 8
  %lo = alloca i32, align 4
  %hi = alloca i32, align 4
  store ptr %aux, ptr %aux.addr, align 8
  %0 = load ptr, ptr %aux.addr, align 8
  %1 = call { i32, i32, i32 } asm sideeffect "rdtscp", "={ax},={dx},={cx},~{dirflag},~{fpsr},~{flags}"()
  %asmresult = extractvalue { i32, i32, i32 } %1, 0
  %asmresult1 = extractvalue { i32, i32, i32 } %1, 1
  %asmresult2 = extractvalue { i32, i32, i32 } %1, 2
  store i32 %asmresult, ptr %lo, align 4
  store i32 %asmresult1, ptr %hi, align 4
  store i32 %asmresult2, ptr %0, align 4
  %2 = load i32, ptr %hi, align 4
  %conv = zext i32 %2 to i64
  %shl = shl i64 %conv, 32
  %3 = load i32, ptr %lo, align 4
  %conv3 = zext i32 %3 to i64
  %or = or i64 %shl, %conv3
  ret i64 %or
}

define dso_local i64 @xgetbv(i32 noundef %idx) {
entry:
  %idx.addr = alloca i32, align 4
  %lo = alloca i32, align 4
  %hi = alloca i32, align 4
  store i32 %idx, ptr %idx.addr, align 4
  %0 = load i32, ptr %idx.addr, align 4
  %1 = call { i32, i32 } asm sideeffect "xgetbv", "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0)
  %asmresult = extractvalue { i32, i32 } %1, 0
  %asmresult1 = extractvalue { i32, i32 } %1, 1
  store i32 %asmresult, ptr %lo, align 4
  store i32 %asmresult1, ptr %hi, align 4
  %2 = load i32, ptr %hi, align 4
  %conv = zext i32 %2 to i64
  %shl = shl i64 %conv, 32
  %3 = load i32, ptr %lo, align 4
  %conv2 = zext i32 %3 to i64
  %or = or i64 %shl, %conv2
  ret i64 %or
}
; EXPECTED:
; @rdtsc #0
; | rdtsc
; = 0f 31
; @rdtscp #0
; | rdtscp
; = 0f 01 f9
; @xgetbv #0
; | xgetbv
; = 0f 01 d0
; @zstd_cpuid #0
; | cpuid
; = 0f a2
; @zstd_cpuid #1
; | cpuid
; = 0f a2
; @zstd_cpuid #2
; | cpuid
; = 0f a2
