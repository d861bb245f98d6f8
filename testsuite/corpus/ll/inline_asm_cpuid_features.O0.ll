; ModuleID = 'programs/inline_asm_cpuid_features.c'
source_filename = "programs/inline_asm_cpuid_features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.regs4 = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [66 x i8] c"max leaf >= 1: %d, vendor printable: %d, ebx via xchg agrees: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"sse=%u sse2=%u fxsr=%u cmov=%u tsc=%u cx8=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"xcr0 has x87+sse (or no xgetbv): %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"rdtsc moves forward: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [66 x i8] c"flags: reserved bit 1 set %d, interrupts enabled %d, df clear %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.regs4, align 4
  %3 = alloca [13 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.regs4, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %12 = call { i64, i64 } @cpuid(i32 noundef 0, i32 noundef 0)
  %13 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 0
  %14 = extractvalue { i64, i64 } %12, 0
  store i64 %14, ptr %13, align 4
  %15 = getelementptr inbounds { i64, i64 }, ptr %2, i32 0, i32 1
  %16 = extractvalue { i64, i64 } %12, 1
  store i64 %16, ptr %15, align 4
  %17 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %18 = getelementptr inbounds %struct.regs4, ptr %2, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 4 %18, i64 4, i1 false)
  %19 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  %21 = getelementptr inbounds %struct.regs4, ptr %2, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %20, ptr align 4 %21, i64 4, i1 false)
  %22 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = getelementptr inbounds %struct.regs4, ptr %2, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %23, ptr align 4 %24, i64 4, i1 false)
  %25 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 12
  store i8 0, ptr %25, align 1
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %26

26:                                               ; preds = %48, %0
  %27 = load i32, ptr %5, align 4
  %28 = icmp slt i32 %27, 12
  br i1 %28, label %29, label %51

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = sext i8 %33 to i32
  %35 = icmp sge i32 %34, 32
  br i1 %35, label %36, label %43

36:                                               ; preds = %29
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [13 x i8], ptr %3, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp slt i32 %41, 127
  br label %43

43:                                               ; preds = %36, %29
  %44 = phi i1 [ false, %29 ], [ %42, %36 ]
  %45 = zext i1 %44 to i32
  %46 = load i32, ptr %4, align 4
  %47 = and i32 %46, %45
  store i32 %47, ptr %4, align 4
  br label %48

48:                                               ; preds = %43
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %26, !llvm.loop !6

51:                                               ; preds = %26
  %52 = getelementptr inbounds %struct.regs4, ptr %2, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = icmp uge i32 %53, 1
  %55 = zext i1 %54 to i32
  %56 = load i32, ptr %4, align 4
  %57 = call i32 @cpuid_ebx_via_xchg(i32 noundef 0)
  %58 = getelementptr inbounds %struct.regs4, ptr %2, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = icmp eq i32 %57, %59
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %56, i32 noundef %61)
  %63 = call { i64, i64 } @cpuid(i32 noundef 1, i32 noundef 0)
  %64 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %65 = extractvalue { i64, i64 } %63, 0
  store i64 %65, ptr %64, align 4
  %66 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %67 = extractvalue { i64, i64 } %63, 1
  store i64 %67, ptr %66, align 4
  %68 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %69 = load i32, ptr %68, align 4
  %70 = lshr i32 %69, 25
  %71 = and i32 %70, 1
  %72 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %73 = load i32, ptr %72, align 4
  %74 = lshr i32 %73, 26
  %75 = and i32 %74, 1
  %76 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %77 = load i32, ptr %76, align 4
  %78 = lshr i32 %77, 24
  %79 = and i32 %78, 1
  %80 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %81 = load i32, ptr %80, align 4
  %82 = lshr i32 %81, 15
  %83 = and i32 %82, 1
  %84 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %85 = load i32, ptr %84, align 4
  %86 = lshr i32 %85, 4
  %87 = and i32 %86, 1
  %88 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %89 = load i32, ptr %88, align 4
  %90 = lshr i32 %89, 8
  %91 = and i32 %90, 1
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %71, i32 noundef %75, i32 noundef %79, i32 noundef %83, i32 noundef %87, i32 noundef %91)
  %93 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 2
  %94 = load i32, ptr %93, align 4
  %95 = lshr i32 %94, 27
  %96 = and i32 %95, 1
  store i32 %96, ptr %7, align 4
  store i32 1, ptr %8, align 4
  %97 = load i32, ptr %7, align 4
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %99, label %104

99:                                               ; preds = %51
  %100 = call i64 @xgetbv0()
  %101 = and i64 %100, 3
  %102 = icmp eq i64 %101, 3
  %103 = zext i1 %102 to i32
  store i32 %103, ptr %8, align 4
  br label %104

104:                                              ; preds = %99, %51
  %105 = load i32, ptr %8, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %105)
  %107 = call i64 @rdtsc()
  store i64 %107, ptr %9, align 8
  %108 = call i64 @rdtsc()
  store i64 %108, ptr %10, align 8
  %109 = load i64, ptr %10, align 8
  %110 = load i64, ptr %9, align 8
  %111 = icmp uge i64 %109, %110
  %112 = zext i1 %111 to i32
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %112)
  %114 = call i64 @read_flags()
  store i64 %114, ptr %11, align 8
  %115 = load i64, ptr %11, align 8
  %116 = lshr i64 %115, 1
  %117 = and i64 %116, 1
  %118 = trunc i64 %117 to i32
  %119 = load i64, ptr %11, align 8
  %120 = lshr i64 %119, 9
  %121 = and i64 %120, 1
  %122 = trunc i64 %121 to i32
  %123 = call i32 @direction_flag_clear()
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %118, i32 noundef %122, i32 noundef %123)
  %125 = getelementptr inbounds %struct.regs4, ptr %6, i32 0, i32 3
  %126 = load i32, ptr %125, align 4
  %127 = lshr i32 %126, 26
  %128 = and i32 %127, 1
  %129 = add nsw i32 %128, 40
  ret i32 %129
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @cpuid(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.regs4, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.regs4, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.regs4, ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds %struct.regs4, ptr %3, i32 0, i32 2
  %9 = getelementptr inbounds %struct.regs4, ptr %3, i32 0, i32 3
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %10, i32 %11) #3, !srcloc !8
  %13 = extractvalue { i32, i32, i32, i32 } %12, 0
  %14 = extractvalue { i32, i32, i32, i32 } %12, 1
  %15 = extractvalue { i32, i32, i32, i32 } %12, 2
  %16 = extractvalue { i32, i32, i32, i32 } %12, 3
  store i32 %13, ptr %6, align 4
  store i32 %14, ptr %7, align 4
  store i32 %15, ptr %8, align 4
  store i32 %16, ptr %9, align 4
  %17 = load { i64, i64 }, ptr %3, align 4
  ret { i64, i64 } %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cpuid_ebx_via_xchg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = call { i32, i32, i32, i32 } asm "movq %rbx, ${1:q}\0A\09cpuid\0A\09xchgq %rbx, ${1:q}", "={ax},=&r,={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %7, i32 0) #4, !srcloc !9
  %9 = extractvalue { i32, i32, i32, i32 } %8, 0
  %10 = extractvalue { i32, i32, i32, i32 } %8, 1
  %11 = extractvalue { i32, i32, i32, i32 } %8, 2
  %12 = extractvalue { i32, i32, i32, i32 } %8, 3
  store i32 %9, ptr %3, align 4
  store i32 %10, ptr %4, align 4
  store i32 %11, ptr %5, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xgetbv0() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call { i32, i32 } asm sideeffect "xgetbv", "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0) #3, !srcloc !10
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  store i32 %4, ptr %1, align 4
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 32
  %9 = load i32, ptr %1, align 4
  %10 = zext i32 %9 to i64
  %11 = or i64 %8, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rdtsc() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !11
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  store i32 %4, ptr %1, align 4
  store i32 %5, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %7, 32
  %9 = load i32, ptr %1, align 4
  %10 = zext i32 %9 to i64
  %11 = or i64 %8, %10
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @read_flags() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 asm sideeffect "pushfq\0A\09popq $0", "=r,~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !12
  store i64 %2, ptr %1, align 8
  %3 = load i64, ptr %1, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @direction_flag_clear() #0 {
  %1 = alloca i8, align 1
  %2 = call i8 asm sideeffect "pushfq\0A\09popq %rax\0A\09btq $$10, %rax\0A\09setc $0", "=q,~{rax},~{cc},~{dirflag},~{fpsr},~{flags}"() #3, !srcloc !13
  store i8 %2, ptr %1, align 1
  %3 = load i8, ptr %1, align 1
  %4 = icmp ne i8 %3, 0
  %5 = xor i1 %4, true
  %6 = zext i1 %5 to i32
  ret i32 %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{i64 690}
!9 = !{i64 998, i64 1016, i64 1025}
!10 = !{i64 1222}
!11 = !{i64 1402}
!12 = !{i64 1572, i64 1581}
!13 = !{i64 1729, i64 1738, i64 1752, i64 1770}
