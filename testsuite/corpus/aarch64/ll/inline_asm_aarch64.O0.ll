; ModuleID = 'programs/inline_asm_aarch64.c'
source_filename = "programs/inline_asm_aarch64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

module asm ".text"
module asm ".globl asm_triple"
module asm ".type asm_triple, %function"
module asm ".p2align 2"
module asm "asm_triple:"
module asm "  add x1, x0, x0, lsl #1   // x0 * 3"
module asm "  mov x0, x1"
module asm "  ret"
module asm ".size asm_triple, .-asm_triple"
module asm ".data"
module asm ".globl asm_table"
module asm ".p2align 3"
module asm "asm_table:"
module asm "  .xword 11, 22"
module asm "  .word 33"
module asm "  .hword 44"
module asm "  .byte 55, 0"
module asm "  .asciz \22asm\22"

%struct.anon = type { i64, i64, i32, i16, i8, i8, [4 x i8] }

@__const.main.pair = private unnamed_addr constant [2 x i64] [i64 100, i64 23], align 8
@.str = private unnamed_addr constant [12 x i8] c"triple %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"table %ld %ld %d %d %d %s\0A\00", align 1
@asm_table = external constant %struct.anon, align 8
@.str.2 = private unnamed_addr constant [14 x i8] c"atomic %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"shifted %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"clz %u %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"pair %d slot %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"imm %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"rev %lx\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"fma %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"min %ld %ld\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"x19 %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"clobbers %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"zero %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"goto %ld %ld %g %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"fpcr %lu\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"counter %s freq %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"backwards\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"zero\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %9 = call i64 @counter()
  store i64 %9, ptr %2, align 8
  store i32 40, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.pair, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %18, %0
  %11 = load i32, ptr %7, align 4
  %12 = icmp slt i32 %11, 5
  br i1 %12, label %13, label %21

13:                                               ; preds = %10
  %14 = load i32, ptr %7, align 4
  %15 = call i32 @atomic_add(ptr noundef %3, i32 noundef %14)
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %6, align 4
  br label %18

18:                                               ; preds = %13
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4
  br label %10, !llvm.loop !6

21:                                               ; preds = %10
  call void @store_word(ptr noundef %5, i32 noundef 1234)
  %22 = call i64 @asm_triple(i64 noundef 14)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %22)
  %24 = load i64, ptr @asm_table, align 8
  %25 = load i64, ptr getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 1), align 8
  %26 = load i32, ptr getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 2), align 8
  %27 = load i16, ptr getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 3), align 4
  %28 = sext i16 %27 to i32
  %29 = load i8, ptr getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 4), align 2
  %30 = zext i8 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %24, i64 noundef %25, i32 noundef %26, i32 noundef %28, i32 noundef %30, ptr noundef getelementptr inbounds (%struct.anon, ptr @asm_table, i32 0, i32 6))
  %32 = load i32, ptr %3, align 4
  %33 = load i32, ptr %6, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %32, i32 noundef %33)
  %35 = call i64 @add_shifted(i64 noundef 5, i64 noundef 6)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %35)
  %37 = call i32 @count_bits(i64 noundef 1)
  %38 = call i32 @count_bits(i64 noundef 2147483648)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37, i32 noundef %38)
  %40 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 0
  %41 = call i32 @sum_pair(ptr noundef %40)
  %42 = load i32, ptr %5, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %41, i32 noundef %42)
  %44 = call i64 @add_imm(i64 noundef -1)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %44)
  %46 = call i64 @byte_swap(i64 noundef 72623859790382856)
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %46)
  %48 = call double @fma_asm(double noundef 1.500000e+00, double noundef 2.000000e+00, double noundef 2.500000e-01)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %48)
  %50 = call i64 @select_lt(i64 noundef 3, i64 noundef -4)
  %51 = call i64 @select_lt(i64 noundef -7, i64 noundef 2)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %50, i64 noundef %51)
  %53 = call i64 @in_x19(i64 noundef 41)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %53)
  %55 = call i64 @clobbers(i64 noundef 100)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %55)
  %57 = call i32 @is_zero(i64 noundef 0)
  %58 = call i32 @is_zero(i64 noundef 5)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %57, i32 noundef %58)
  %60 = call i64 @add_or_jump(i64 noundef 3, i64 noundef 4)
  %61 = call i64 @add_or_jump(i64 noundef 2, i64 noundef -9)
  %62 = call double @double_or_jump(double noundef 1.250000e+00)
  %63 = call double @double_or_jump(double noundef 0.000000e+00)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %60, i64 noundef %61, double noundef %62, double noundef %63)
  %65 = call i64 @read_fpcr()
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %65)
  %67 = call i64 @counter()
  store i64 %67, ptr %8, align 8
  %68 = load i64, ptr %8, align 8
  %69 = load i64, ptr %2, align 8
  %70 = icmp uge i64 %68, %69
  %71 = zext i1 %70 to i64
  %72 = select i1 %70, ptr @.str.16, ptr @.str.17
  %73 = call i64 @counter_freq()
  %74 = icmp ugt i64 %73, 0
  %75 = zext i1 %74 to i64
  %76 = select i1 %74, ptr @.str.16, ptr @.str.18
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %72, ptr noundef %76)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @counter() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm sideeffect "isb\0A\09mrs $0, cntvct_el0", "=r"() #3, !srcloc !8
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atomic_add(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  %10 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr %8, i32 %9) #3, !srcloc !9
  %11 = extractvalue { i32, i32, i32 } %10, 0
  %12 = extractvalue { i32, i32, i32 } %10, 1
  %13 = extractvalue { i32, i32, i32 } %10, 2
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %5, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @store_word(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void asm sideeffect "str ${1:w}, $0", "=*m,r"(ptr elementtype(i32) %5, i32 %6) #3, !srcloc !10
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare i64 @asm_triple(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_shifted(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 asm "add $0, $0, $1, lsl #2", "=r,r,0"(i64 %6, i64 %5) #4, !srcloc !11
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i64 asm "clz ${0:x}, ${1:x}", "=r,r"(i64 %4) #4, !srcloc !12
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_pair(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call { i64, i64 } asm "ldp $0, $1, $2", "=r,=r,*Q"(ptr elementtype(i64) %5) #5, !srcloc !13
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = extractvalue { i64, i64 } %6, 1
  store i64 %7, ptr %3, align 8
  store i64 %8, ptr %4, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = add nsw i64 %9, %10
  %12 = trunc i64 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_imm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "add $0, $1, $2", "=r,r,I"(i64 %3, i32 4000) #4, !srcloc !14
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @byte_swap(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "rev $0, $0", "=r,0"(i64 %3) #4, !srcloc !15
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fma_asm(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = load double, ptr %5, align 8
  %10 = load double, ptr %6, align 8
  %11 = call double asm "fmadd ${0:d}, ${1:d}, ${2:d}, ${3:d}", "=w,w,w,w"(double %8, double %9, double %10) #4, !srcloc !16
  store double %11, ptr %7, align 8
  %12 = load double, ptr %7, align 8
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @select_lt(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "cmp $1, $2\0A\09csel $0, $1, $2, lt", "=r,r,r,~{cc}"(i64 %6, i64 %7) #4, !srcloc !17
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @in_x19(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  store i64 %4, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = call i64 asm "add $0, $0, #1", "={x19},{x19}"(i64 %5) #4, !srcloc !18
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @clobbers(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "mov x9, #7\0A\09mov x20, #9\0A\09add $0, $0, x9\0A\09add $0, $0, x20", "=r,0,~{x9},~{x20},~{v8}"(i64 %3) #4, !srcloc !19
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_zero(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  callbr void asm sideeffect "cbz $0, ${1:l}", "r,!i"(i64 %4) #3
          to label %5 [label %6], !srcloc !20

5:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %7

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %7

7:                                                ; preds = %6, %5
  %8 = load i32, ptr %2, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_or_jump(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = callbr i64 asm "adds $0, $1, $2\0A\09b.le ${3:l}", "=r,r,r,!i,~{cc}"(i64 %7, i64 %8) #4
          to label %10 [label %12], !srcloc !21

10:                                               ; preds = %2
  store i64 %9, ptr %6, align 8
  %11 = load i64, ptr %6, align 8
  store i64 %11, ptr %3, align 8
  br label %17

12:                                               ; preds = %2
  store i64 %9, ptr %6, align 8
  br label %13

13:                                               ; preds = %12
  %14 = load i64, ptr %6, align 8
  %15 = sub nsw i64 0, %14
  %16 = sub nsw i64 %15, 1000
  store i64 %16, ptr %3, align 8
  br label %17

17:                                               ; preds = %13, %10
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @double_or_jump(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = callbr double asm "fadd ${0:d}, ${1:d}, ${1:d}\0A\09fcmp ${0:d}, #0.0\0A\09b.eq ${2:l}", "=w,w,!i,~{cc}"(double %5) #4
          to label %7 [label %9], !srcloc !22

7:                                                ; preds = %1
  store double %6, ptr %4, align 8
  %8 = load double, ptr %4, align 8
  store double %8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  store double %6, ptr %4, align 8
  br label %10

10:                                               ; preds = %9
  %11 = load double, ptr %4, align 8
  %12 = fadd double %11, 1.500000e+00
  store double %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %10, %7
  %14 = load double, ptr %2, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @read_fpcr() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm sideeffect "mrs $0, fpcr", "=r"() #3, !srcloc !23
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @counter_freq() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm "mrs $0, cntfrq_el0", "=r"() #4, !srcloc !24
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }
attributes #5 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i64 1070, i64 1076}
!9 = !{i64 1314, i64 1356, i64 1400, i64 1446, i64 1485}
!10 = !{i64 2075}
!11 = !{i64 1691}
!12 = !{i64 1827}
!13 = !{i64 1942}
!14 = !{i64 2154}
!15 = !{i64 2278}
!16 = !{i64 2394}
!17 = !{i64 2533, i64 2546}
!18 = !{i64 2699}
!19 = !{i64 2788, i64 2801, i64 2816, i64 2834}
!20 = !{i64 2976}
!21 = !{i64 3177, i64 3195}
!22 = !{i64 3445, i64 3466, i64 3484}
!23 = !{i64 3712}
!24 = !{i64 1186}
