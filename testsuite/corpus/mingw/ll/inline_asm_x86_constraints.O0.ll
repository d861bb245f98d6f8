; ModuleID = 'programs/inline_asm_x86_constraints.c'
source_filename = "programs/inline_asm_x86_constraints.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [58 x i8] c"add_rr=%u add_imm=%llu add_g=%llu add_imr=%llu match0=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [50 x i8] c"mul hi=%016llx lo=%016llx div q=%016llx rem=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"bsr=%d %d bswap=%016llx lowbyte=%u modifiers=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [52 x i8] c"mem_inc=%d early=%llu sse=%a named=%llu carry=%d%d\0A\00", align 1
@__const.main.src = private unnamed_addr constant [22 x i8] c"rep movsb copied this\00", align 16
@.str.4 = private unnamed_addr constant [11 x i8] c"copy='%s'\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca [22 x i8], align 16
  %8 = alloca [32 x i8], align 16
  store i32 0, ptr %1, align 4
  call void @mul_wide(i64 noundef -81985529216486896, i64 noundef 4886718345, ptr noundef %2, ptr noundef %3)
  %9 = load i64, ptr %2, align 8
  %10 = load i64, ptr %3, align 8
  %11 = call i64 @div_wide(i64 noundef %9, i64 noundef %10, i64 noundef 4886718345, ptr noundef %4)
  store i64 %11, ptr %5, align 8
  %12 = call i32 @add_rr(i32 noundef -1, i32 noundef 2)
  %13 = call i64 @add_imm(i64 noundef 5)
  %14 = call i64 @add_g(i64 noundef 1, i64 noundef 2)
  %15 = call i64 @add_imr(i64 noundef 100, i64 noundef 58)
  %16 = call i32 @match0(i32 noundef 12345, i32 noundef 678)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i32 noundef %16)
  %18 = load i64, ptr %2, align 8
  %19 = load i64, ptr %3, align 8
  %20 = load i64, ptr %5, align 8
  %21 = load i64, ptr %4, align 8
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21)
  %23 = call i32 @bsr32(i32 noundef 1)
  %24 = call i32 @bsr32(i32 noundef -2147478988)
  %25 = call i64 @bswap_asm(i64 noundef 72623859790382856)
  %26 = call i8 @low_byte_add(i8 noundef -56, i8 noundef 100)
  %27 = zext i8 %26 to i32
  %28 = call i32 @modifiers(i64 noundef -6066930334832433271)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %23, i32 noundef %24, i64 noundef %25, i32 noundef %27, i32 noundef %28)
  store i32 41, ptr %6, align 4
  call void @mem_inc(ptr noundef %6)
  call void @mem_inc(ptr noundef %6)
  %30 = load i32, ptr %6, align 4
  %31 = call i64 @early_clobber(i64 noundef 7, i64 noundef 6)
  %32 = call double @sse_add(double noundef 5.000000e-01, double noundef 2.500000e-01)
  %33 = call i64 @named(i64 noundef 1000, i64 noundef 3)
  %34 = call i32 @carry_out(i32 noundef -1, i32 noundef 1)
  %35 = call i32 @carry_out(i32 noundef 1, i32 noundef 1)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %30, i64 noundef %31, double noundef %32, i64 noundef %33, i32 noundef %34, i32 noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.src, i64 22, i1 false)
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 32, i1 false)
  %37 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %38 = getelementptr inbounds [22 x i8], ptr %7, i64 0, i64 0
  call void @copy_bytes(ptr noundef %37, ptr noundef %38, i64 noundef 22)
  %39 = getelementptr inbounds [32 x i8], ptr %8, i64 0, i64 0
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %39)
  %41 = load i64, ptr %5, align 8
  %42 = icmp eq i64 %41, -81985529216486896
  %43 = zext i1 %42 to i32
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %43, %44
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_wide(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = call { i64, i64 } asm "mulq $3", "={ax},={dx},{ax},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %11, i64 %12) #6, !srcloc !5
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  store i64 %14, ptr %10, align 8
  store i64 %15, ptr %9, align 8
  %16 = load i64, ptr %9, align 8
  %17 = load ptr, ptr %7, align 8
  store i64 %16, ptr %17, align 8
  %18 = load i64, ptr %10, align 8
  %19 = load ptr, ptr %8, align 8
  store i64 %18, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div_wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load i64, ptr %6, align 8
  %12 = load i64, ptr %5, align 8
  %13 = load i64, ptr %7, align 8
  %14 = call { i64, i64 } asm "divq $4", "={ax},={dx},{ax},{dx},rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %11, i64 %12, i64 %13) #6, !srcloc !6
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  store i64 %15, ptr %9, align 8
  store i64 %16, ptr %10, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load ptr, ptr %8, align 8
  store i64 %17, ptr %18, align 8
  %19 = load i64, ptr %9, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_rr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call i32 asm "addl $1, $0", "=r,r,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %5) #8, !srcloc !7
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_imm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "addq $1, $0", "=r,i,0,~{dirflag},~{fpsr},~{flags}"(i32 1000, i64 %3) #8, !srcloc !8
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_g(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 asm "addq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %5) #6, !srcloc !9
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @add_imr(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i64 asm "subq $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %5) #6, !srcloc !10
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @match0(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call i32 asm "imull $2, $0", "=r,0,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %6, i32 %7) #8, !srcloc !11
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bsr32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call i32 asm "bsrl $1, $0", "=r,rm,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #6, !srcloc !12
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bswap_asm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 asm "bswapq $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %3) #8, !srcloc !13
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @low_byte_add(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = load i8, ptr %4, align 1
  %7 = call i8 asm "addb ${1:b}, ${0:b}", "=q,q,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i8 %6, i8 %5) #8, !srcloc !14
  store i8 %7, ptr %3, align 1
  %8 = load i8, ptr %3, align 1
  ret i8 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @modifiers(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 asm "movl ${1:k}, ${0:k}\0A\09shrl $$4, ${0:k}", "=r,r,~{dirflag},~{fpsr},~{flags}"(i64 %4) #8, !srcloc !15
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mem_inc(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void asm "incl $0", "=*m,*m,~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %3, ptr elementtype(i32) %3) #7, !srcloc !16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @early_clobber(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "movq $1, $0\0A\09imulq $2, $0\0A\09addq $1, $0", "=&r,r,r,~{cc},~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %7) #8, !srcloc !17
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sse_add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = call double asm "addsd $1, $0", "=x,x,0,~{dirflag},~{fpsr},~{flags}"(double %6, double %5) #8, !srcloc !18
  store double %7, ptr %3, align 8
  %8 = load double, ptr %3, align 8
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @named(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %6 = load i64, ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = call i64 asm "leaq ($1,$2,8), $0", "=r,r,r,~{dirflag},~{fpsr},~{flags}"(i64 %6, i64 %7) #8, !srcloc !19
  store i64 %8, ptr %5, align 8
  %9 = load i64, ptr %5, align 8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @carry_out(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call { i8, i32 } asm "addl $2, $1\0A\09setc $0", "=q,=r,r,1,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %7, i32 %6) #8, !srcloc !20
  %9 = extractvalue { i8, i32 } %8, 0
  %10 = extractvalue { i8, i32 } %8, 1
  store i8 %9, ptr %5, align 1
  store i32 %10, ptr %3, align 4
  %11 = load i8, ptr %5, align 1
  %12 = zext i8 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_bytes(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call { ptr, ptr, i64 } asm sideeffect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %7, ptr %8, i64 %9) #7, !srcloc !21
  %11 = extractvalue { ptr, ptr, i64 } %10, 0
  %12 = extractvalue { ptr, ptr, i64 } %10, 1
  %13 = extractvalue { ptr, ptr, i64 } %10, 2
  store ptr %11, ptr %4, align 8
  store ptr %12, ptr %5, align 8
  store i64 %13, ptr %6, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind memory(read) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 1285}
!6 = !{i64 1490}
!7 = !{i64 551}
!8 = !{i64 677}
!9 = !{i64 809}
!10 = !{i64 947}
!11 = !{i64 1098}
!12 = !{i64 1650}
!13 = !{i64 1779}
!14 = !{i64 1901}
!15 = !{i64 2043, i64 2059}
!16 = !{i64 2172}
!17 = !{i64 2316, i64 2330, i64 2346}
!18 = !{i64 2492}
!19 = !{i64 2639}
!20 = !{i64 2989, i64 3003}
!21 = !{i64 2836}
