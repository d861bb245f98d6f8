; ModuleID = 'programs/inline_asm_cpuid_features.c'
source_filename = "programs/inline_asm_cpuid_features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"max leaf >= 1: %d, vendor printable: %d, ebx via xchg agrees: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"sse=%u sse2=%u fxsr=%u cmov=%u tsc=%u cx8=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"xcr0 has x87+sse (or no xgetbv): %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"rdtsc moves forward: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [66 x i8] c"flags: reserved bit 1 set %d, interrupts enabled %d, df clear %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 40, 42) i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc { i64, i64 } @cpuid(i32 noundef 0)
  %2 = freeze { i64, i64 } %1
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  %5 = lshr i64 %3, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = lshr i64 %4, 32
  %8 = trunc i64 %5 to i8
  %9 = add i8 %8, -32
  %10 = icmp ult i8 %9, 95
  %11 = lshr i64 %3, 40
  %12 = trunc i64 %11 to i8
  %13 = add i8 %12, -32
  %14 = icmp ult i8 %13, 95
  %15 = lshr i64 %3, 48
  %16 = trunc i64 %15 to i8
  %17 = add i8 %16, -32
  %18 = icmp ult i8 %17, 95
  %19 = lshr i64 %3, 56
  %20 = trunc nuw i64 %19 to i8
  %21 = add i8 %20, -32
  %22 = icmp ult i8 %21, 95
  %23 = lshr i64 %4, 40
  %24 = lshr i64 %4, 48
  %25 = lshr i64 %4, 56
  %26 = lshr i64 %4, 8
  %27 = insertelement <2 x i64> poison, i64 %4, i64 0
  %28 = shufflevector <2 x i64> %27, <2 x i64> poison, <2 x i32> zeroinitializer
  %29 = lshr <2 x i64> %28, <i64 24, i64 16>
  %30 = trunc <2 x i64> %29 to <2 x i8>
  %31 = shufflevector <2 x i8> %30, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %32 = trunc i64 %26 to i8
  %33 = insertelement <8 x i8> %31, i8 %32, i64 2
  %34 = trunc i64 %4 to i8
  %35 = insertelement <8 x i8> %33, i8 %34, i64 3
  %36 = trunc nuw i64 %25 to i8
  %37 = insertelement <8 x i8> %35, i8 %36, i64 4
  %38 = trunc i64 %24 to i8
  %39 = freeze <8 x i8> %37
  %40 = insertelement <8 x i8> %39, i8 %38, i64 5
  %41 = trunc i64 %23 to i8
  %42 = insertelement <8 x i8> %40, i8 %41, i64 6
  %43 = trunc i64 %7 to i8
  %44 = insertelement <8 x i8> %42, i8 %43, i64 7
  %45 = add <8 x i8> %44, <i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127>
  %46 = icmp ult <8 x i8> %45, <i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95>
  %47 = bitcast <8 x i1> %46 to i8
  %48 = icmp eq i8 %47, 0
  %49 = select i1 %48, i1 %22, i1 false
  %50 = and i1 %18, %14
  %51 = and i1 %49, %50
  %52 = freeze i1 %51
  %53 = and i1 %52, %10
  %54 = zext i1 %53 to i32
  %55 = and i64 %3, 4294967295
  %56 = icmp ne i64 %55, 0
  %57 = zext i1 %56 to i32
  %58 = tail call fastcc i32 @cpuid_ebx_via_xchg()
  %59 = icmp eq i32 %58, %6
  %60 = zext i1 %59 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57, i32 noundef %54, i32 noundef %60)
  %62 = tail call fastcc { i64, i64 } @cpuid(i32 noundef 1)
  %63 = extractvalue { i64, i64 } %62, 1
  %64 = lshr i64 %63, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = lshr i32 %65, 25
  %67 = and i32 %66, 1
  %68 = lshr i32 %65, 26
  %69 = and i32 %68, 1
  %70 = lshr i32 %65, 24
  %71 = and i32 %70, 1
  %72 = lshr i32 %65, 15
  %73 = and i32 %72, 1
  %74 = lshr i32 %65, 4
  %75 = and i32 %74, 1
  %76 = lshr i32 %65, 8
  %77 = and i32 %76, 1
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %77)
  %79 = and i64 %63, 134217728
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %86, label %81

81:                                               ; preds = %0
  %82 = tail call fastcc i64 @xgetbv0()
  %83 = and i64 %82, 3
  %84 = icmp eq i64 %83, 3
  %85 = zext i1 %84 to i32
  br label %86

86:                                               ; preds = %81, %0
  %87 = phi i32 [ %85, %81 ], [ 1, %0 ]
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %87)
  %89 = tail call fastcc i64 @rdtsc()
  %90 = tail call fastcc i64 @rdtsc()
  %91 = icmp uge i64 %90, %89
  %92 = zext i1 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %92)
  %94 = tail call fastcc i64 @read_flags()
  %95 = trunc i64 %94 to i32
  %96 = lshr i32 %95, 1
  %97 = and i32 %96, 1
  %98 = lshr i32 %95, 9
  %99 = and i32 %98, 1
  %100 = tail call fastcc i32 @direction_flag_clear()
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97, i32 noundef %99, i32 noundef %100)
  %102 = or disjoint i32 %69, 40
  ret i32 %102
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { i64, i64 } @cpuid(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 0) #4, !srcloc !5
  %3 = extractvalue { i32, i32, i32, i32 } %2, 0
  %4 = extractvalue { i32, i32, i32, i32 } %2, 1
  %5 = extractvalue { i32, i32, i32, i32 } %2, 2
  %6 = extractvalue { i32, i32, i32, i32 } %2, 3
  %7 = zext i32 %4 to i64
  %8 = shl nuw i64 %7, 32
  %9 = zext i32 %3 to i64
  %10 = or disjoint i64 %8, %9
  %11 = insertvalue { i64, i64 } poison, i64 %10, 0
  %12 = zext i32 %6 to i64
  %13 = shl nuw i64 %12, 32
  %14 = zext i32 %5 to i64
  %15 = or disjoint i64 %13, %14
  %16 = insertvalue { i64, i64 } %11, i64 %15, 1
  ret { i64, i64 } %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @cpuid_ebx_via_xchg() unnamed_addr #3 {
  %1 = tail call { i32, i32, i32, i32 } asm "movq %rbx, ${1:q}\0A\09cpuid\0A\09xchgq %rbx, ${1:q}", "={ax},=&r,={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #5, !srcloc !6
  %2 = extractvalue { i32, i32, i32, i32 } %1, 1
  ret i32 %2
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @xgetbv0() unnamed_addr #1 {
  %1 = tail call { i32, i32 } asm sideeffect "xgetbv", "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0) #4, !srcloc !7
  %2 = extractvalue { i32, i32 } %1, 0
  %3 = extractvalue { i32, i32 } %1, 1
  %4 = zext i32 %3 to i64
  %5 = shl nuw i64 %4, 32
  %6 = zext i32 %2 to i64
  %7 = or disjoint i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @rdtsc() unnamed_addr #1 {
  %1 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !8
  %2 = extractvalue { i32, i32 } %1, 0
  %3 = extractvalue { i32, i32 } %1, 1
  %4 = zext i32 %3 to i64
  %5 = shl nuw i64 %4, 32
  %6 = zext i32 %2 to i64
  %7 = or disjoint i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @read_flags() unnamed_addr #1 {
  %1 = tail call i64 asm sideeffect "pushfq\0A\09popq $0", "=r,~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !9
  ret i64 %1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @direction_flag_clear() unnamed_addr #1 {
  %1 = tail call i8 asm sideeffect "pushfq\0A\09popq %rax\0A\09btq $$10, %rax\0A\09setc $0", "=q,~{rax},~{cc},~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !10
  %2 = icmp eq i8 %1, 0
  %3 = zext i1 %2 to i32
  ret i32 %3
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 690}
!6 = !{i64 998, i64 1016, i64 1025}
!7 = !{i64 1222}
!8 = !{i64 1402}
!9 = !{i64 1572, i64 1581}
!10 = !{i64 1729, i64 1738, i64 1752, i64 1770}
