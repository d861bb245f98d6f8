; ModuleID = 'programs/inline_asm_cpuid_features.c'
source_filename = "programs/inline_asm_cpuid_features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"max leaf >= 1: %d, vendor printable: %d, ebx via xchg agrees: %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [46 x i8] c"sse=%u sse2=%u fxsr=%u cmov=%u tsc=%u cx8=%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [37 x i8] c"xcr0 has x87+sse (or no xgetbv): %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"rdtsc moves forward: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [66 x i8] c"flags: reserved bit 1 set %d, interrupts enabled %d, df clear %d\0A\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local range(i32 40, 42) i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = tail call fastcc { i64, i64 } @cpuid(i32 noundef 0), !dbg !69
  %2 = freeze { i64, i64 } %1, !dbg !69
  %3 = extractvalue { i64, i64 } %2, 0, !dbg !69
    #dbg_value(i64 %3, !45, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !70)
  %4 = extractvalue { i64, i64 } %2, 1, !dbg !69
    #dbg_value(i64 %4, !45, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !70)
  %5 = lshr i64 %3, 32, !dbg !71
  %6 = trunc nuw i64 %5 to i32, !dbg !71
    #dbg_value(i32 %6, !56, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !70)
  %7 = lshr i64 %4, 32, !dbg !72
    #dbg_value(i64 %7, !56, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !70)
    #dbg_value(i64 %4, !56, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !70)
    #dbg_value(i8 0, !56, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !70)
    #dbg_value(i32 1, !60, !DIExpression(), !70)
    #dbg_value(i32 0, !61, !DIExpression(), !73)
    #dbg_value(i32 1, !60, !DIExpression(), !70)
    #dbg_value(i64 0, !61, !DIExpression(), !73)
  %8 = trunc i64 %5 to i8, !dbg !74
  %9 = add i8 %8, -32, !dbg !76
  %10 = icmp ult i8 %9, 95, !dbg !76
    #dbg_value(i1 %10, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 1, !61, !DIExpression(), !73)
  %11 = lshr i64 %3, 40, !dbg !74
  %12 = trunc i64 %11 to i8, !dbg !74
  %13 = add i8 %12, -32, !dbg !76
  %14 = icmp ult i8 %13, 95, !dbg !76
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 2, !61, !DIExpression(), !73)
  %15 = lshr i64 %3, 48, !dbg !74
  %16 = trunc i64 %15 to i8, !dbg !74
  %17 = add i8 %16, -32, !dbg !76
  %18 = icmp ult i8 %17, 95, !dbg !76
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 3, !61, !DIExpression(), !73)
  %19 = lshr i64 %3, 56, !dbg !74
  %20 = trunc nuw i64 %19 to i8, !dbg !74
  %21 = add i8 %20, -32, !dbg !76
  %22 = icmp ult i8 %21, 95, !dbg !76
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 4, !61, !DIExpression(), !73)
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 5, !61, !DIExpression(), !73)
  %23 = lshr i64 %4, 40, !dbg !74
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 6, !61, !DIExpression(), !73)
  %24 = lshr i64 %4, 48, !dbg !74
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 7, !61, !DIExpression(), !73)
  %25 = lshr i64 %4, 56, !dbg !74
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 8, !61, !DIExpression(), !73)
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 9, !61, !DIExpression(), !73)
  %26 = lshr i64 %4, 8, !dbg !74
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 10, !61, !DIExpression(), !73)
    #dbg_value(i1 poison, !60, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !70)
    #dbg_value(i64 11, !61, !DIExpression(), !73)
  %27 = insertelement <2 x i64> poison, i64 %4, i64 0, !dbg !74
  %28 = shufflevector <2 x i64> %27, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !74
  %29 = lshr <2 x i64> %28, <i64 24, i64 16>, !dbg !74
  %30 = trunc <2 x i64> %29 to <2 x i8>, !dbg !74
  %31 = shufflevector <2 x i8> %30, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !74
  %32 = trunc i64 %26 to i8, !dbg !74
  %33 = insertelement <8 x i8> %31, i8 %32, i64 2, !dbg !74
  %34 = trunc i64 %4 to i8, !dbg !74
  %35 = insertelement <8 x i8> %33, i8 %34, i64 3, !dbg !74
  %36 = trunc nuw i64 %25 to i8, !dbg !74
  %37 = insertelement <8 x i8> %35, i8 %36, i64 4, !dbg !74
  %38 = trunc i64 %24 to i8, !dbg !74
  %39 = freeze <8 x i8> %37, !dbg !74
  %40 = insertelement <8 x i8> %39, i8 %38, i64 5, !dbg !74
  %41 = trunc i64 %23 to i8, !dbg !74
  %42 = insertelement <8 x i8> %40, i8 %41, i64 6, !dbg !74
  %43 = trunc i64 %7 to i8, !dbg !74
  %44 = insertelement <8 x i8> %42, i8 %43, i64 7, !dbg !74
  %45 = add <8 x i8> %44, <i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127, i8 -127>, !dbg !77
  %46 = icmp ult <8 x i8> %45, <i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95, i8 -95>, !dbg !77
  %47 = bitcast <8 x i1> %46 to i8, !dbg !77
  %48 = icmp eq i8 %47, 0, !dbg !77
  %49 = select i1 %48, i1 %22, i1 false, !dbg !77
  %50 = and i1 %18, %14, !dbg !77
  %51 = and i1 %49, %50, !dbg !77
  %52 = freeze i1 %51, !dbg !77
  %53 = and i1 %52, %10, !dbg !77
  %54 = zext i1 %53 to i32, !dbg !77
    #dbg_value(i32 %54, !60, !DIExpression(), !70)
    #dbg_value(i64 12, !61, !DIExpression(), !73)
  %55 = and i64 %3, 4294967295, !dbg !78
  %56 = icmp ne i64 %55, 0, !dbg !78
  %57 = zext i1 %56 to i32, !dbg !78
  %58 = tail call fastcc i32 @cpuid_ebx_via_xchg(), !dbg !79
  %59 = icmp eq i32 %58, %6, !dbg !80
  %60 = zext i1 %59 to i32, !dbg !80
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %57, i32 noundef %54, i32 noundef %60), !dbg !81
  %62 = tail call fastcc { i64, i64 } @cpuid(i32 noundef 1), !dbg !82
    #dbg_value(i64 poison, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !70)
  %63 = extractvalue { i64, i64 } %62, 1, !dbg !82
    #dbg_value(i64 %63, !63, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !70)
  %64 = lshr i64 %63, 32, !dbg !83
  %65 = trunc nuw i64 %64 to i32, !dbg !83
  %66 = lshr i32 %65, 25, !dbg !84
  %67 = and i32 %66, 1, !dbg !85
  %68 = lshr i32 %65, 26, !dbg !86
  %69 = and i32 %68, 1, !dbg !87
  %70 = lshr i32 %65, 24, !dbg !88
  %71 = and i32 %70, 1, !dbg !89
  %72 = lshr i32 %65, 15, !dbg !90
  %73 = and i32 %72, 1, !dbg !91
  %74 = lshr i32 %65, 4, !dbg !92
  %75 = and i32 %74, 1, !dbg !93
  %76 = lshr i32 %65, 8, !dbg !94
  %77 = and i32 %76, 1, !dbg !95
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %77), !dbg !96
    #dbg_value(i64 %63, !64, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 27, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !70)
    #dbg_value(i32 1, !65, !DIExpression(), !70)
  %79 = and i64 %63, 134217728, !dbg !97
  %80 = icmp eq i64 %79, 0, !dbg !97
  br i1 %80, label %86, label %81, !dbg !99

81:                                               ; preds = %0
  %82 = tail call fastcc i64 @xgetbv0(), !dbg !100
  %83 = and i64 %82, 3, !dbg !101
  %84 = icmp eq i64 %83, 3, !dbg !102
  %85 = zext i1 %84 to i32, !dbg !102
    #dbg_value(i32 %85, !65, !DIExpression(), !70)
  br label %86, !dbg !103

86:                                               ; preds = %81, %0
  %87 = phi i32 [ %85, %81 ], [ 1, %0 ], !dbg !70
    #dbg_value(i32 %87, !65, !DIExpression(), !70)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %87), !dbg !104
  %89 = tail call fastcc i64 @rdtsc(), !dbg !105
    #dbg_value(i64 %89, !66, !DIExpression(), !70)
  %90 = tail call fastcc i64 @rdtsc(), !dbg !106
    #dbg_value(i64 %90, !67, !DIExpression(), !70)
  %91 = icmp uge i64 %90, %89, !dbg !107
  %92 = zext i1 %91 to i32, !dbg !107
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %92), !dbg !108
  %94 = tail call fastcc i64 @read_flags(), !dbg !109
    #dbg_value(i64 %94, !68, !DIExpression(), !70)
  %95 = trunc i64 %94 to i32, !dbg !110
  %96 = lshr i32 %95, 1, !dbg !110
  %97 = and i32 %96, 1, !dbg !110
  %98 = lshr i32 %95, 9, !dbg !111
  %99 = and i32 %98, 1, !dbg !111
  %100 = tail call fastcc i32 @direction_flag_clear(), !dbg !112
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97, i32 noundef %99, i32 noundef %100), !dbg !113
  %102 = or disjoint i32 %69, 40, !dbg !114
  ret i32 %102, !dbg !115
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { i64, i64 } @cpuid(i32 noundef %0) unnamed_addr #1 !dbg !116 {
    #dbg_value(i32 %0, !120, !DIExpression(), !123)
    #dbg_value(i32 0, !121, !DIExpression(), !123)
  %2 = tail call { i32, i32, i32, i32 } asm sideeffect "cpuid", "={ax},={bx},={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 %0, i32 0) #4, !dbg !124, !srcloc !125
  %3 = extractvalue { i32, i32, i32, i32 } %2, 0, !dbg !124
  %4 = extractvalue { i32, i32, i32, i32 } %2, 1, !dbg !124
  %5 = extractvalue { i32, i32, i32, i32 } %2, 2, !dbg !124
  %6 = extractvalue { i32, i32, i32, i32 } %2, 3, !dbg !124
    #dbg_value(i32 %3, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !123)
    #dbg_value(i32 %4, !122, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !123)
    #dbg_value(i32 %5, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !123)
    #dbg_value(i32 %6, !122, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !123)
  %7 = zext i32 %4 to i64, !dbg !126
  %8 = shl nuw i64 %7, 32, !dbg !126
  %9 = zext i32 %3 to i64, !dbg !126
  %10 = or disjoint i64 %8, %9, !dbg !126
  %11 = insertvalue { i64, i64 } poison, i64 %10, 0, !dbg !126
  %12 = zext i32 %6 to i64, !dbg !126
  %13 = shl nuw i64 %12, 32, !dbg !126
  %14 = zext i32 %5 to i64, !dbg !126
  %15 = or disjoint i64 %13, %14, !dbg !126
  %16 = insertvalue { i64, i64 } %11, i64 %15, 1, !dbg !126
  ret { i64, i64 } %16, !dbg !126
}

; Function Attrs: nofree nounwind
declare !dbg !127 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc i32 @cpuid_ebx_via_xchg() unnamed_addr #3 !dbg !134 {
    #dbg_value(i32 0, !138, !DIExpression(), !143)
  %1 = tail call { i32, i32, i32, i32 } asm "movq %rbx, ${1:q}\0A\09cpuid\0A\09xchgq %rbx, ${1:q}", "={ax},=&r,={cx},={dx},{ax},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0, i32 0) #5, !dbg !144, !srcloc !145
  %2 = extractvalue { i32, i32, i32, i32 } %1, 1, !dbg !144
    #dbg_value(i32 poison, !139, !DIExpression(), !143)
    #dbg_value(i32 %2, !140, !DIExpression(), !143)
    #dbg_value(i32 poison, !141, !DIExpression(), !143)
    #dbg_value(i32 poison, !142, !DIExpression(), !143)
  ret i32 %2, !dbg !146
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @xgetbv0() unnamed_addr #1 !dbg !147 {
  %1 = tail call { i32, i32 } asm sideeffect "xgetbv", "={ax},={dx},{cx},~{dirflag},~{fpsr},~{flags}"(i32 0) #4, !dbg !153, !srcloc !154
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !153
  %3 = extractvalue { i32, i32 } %1, 1, !dbg !153
    #dbg_value(i32 %2, !151, !DIExpression(), !155)
    #dbg_value(i32 %3, !152, !DIExpression(), !155)
  %4 = zext i32 %3 to i64, !dbg !156
  %5 = shl nuw i64 %4, 32, !dbg !157
  %6 = zext i32 %2 to i64, !dbg !158
  %7 = or disjoint i64 %5, %6, !dbg !159
  ret i64 %7, !dbg !160
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @rdtsc() unnamed_addr #1 !dbg !161 {
  %1 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #4, !dbg !165, !srcloc !166
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !165
  %3 = extractvalue { i32, i32 } %1, 1, !dbg !165
    #dbg_value(i32 %2, !163, !DIExpression(), !167)
    #dbg_value(i32 %3, !164, !DIExpression(), !167)
  %4 = zext i32 %3 to i64, !dbg !168
  %5 = shl nuw i64 %4, 32, !dbg !169
  %6 = zext i32 %2 to i64, !dbg !170
  %7 = or disjoint i64 %5, %6, !dbg !171
  ret i64 %7, !dbg !172
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @read_flags() unnamed_addr #1 !dbg !173 {
  %1 = tail call i64 asm sideeffect "pushfq\0A\09popq $0", "=r,~{dirflag},~{fpsr},~{flags}"() #4, !dbg !176, !srcloc !177
    #dbg_value(i64 %1, !175, !DIExpression(), !178)
  ret i64 %1, !dbg !179
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @direction_flag_clear() unnamed_addr #1 !dbg !180 {
  %1 = tail call i8 asm sideeffect "pushfq\0A\09popq %rax\0A\09btq $$10, %rax\0A\09setc $0", "=q,~{rax},~{cc},~{dirflag},~{fpsr},~{flags}"() #4, !dbg !184, !srcloc !185
    #dbg_value(i8 %1, !182, !DIExpression(), !186)
  %2 = icmp eq i8 %1, 0, !dbg !187
  %3 = zext i1 %2 to i32, !dbg !187
  ret i32 %3, !dbg !188
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/inline_asm_cpuid_features.c", directory: ".", checksumkind: CSK_MD5, checksum: "8003c15f55911ca1d5117f552130d99b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 46)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 37)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !32, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !28, line: 27, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !30, line: 45, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !{!0, !7, !12, !17, !22}
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !42, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!26}
!44 = !{!45, !56, !60, !61, !63, !64, !65, !66, !67, !68}
!45 = !DILocalVariable(name: "v", scope: !41, file: !2, line: 51, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "regs4", file: !2, line: 11, baseType: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !48)
!48 = !{!49, !53, !54, !55}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "eax", scope: !47, file: !2, line: 11, baseType: !50, size: 32)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !28, line: 26, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !30, line: 42, baseType: !52)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "ebx", scope: !47, file: !2, line: 11, baseType: !50, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "ecx", scope: !47, file: !2, line: 11, baseType: !50, size: 32, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "edx", scope: !47, file: !2, line: 11, baseType: !50, size: 32, offset: 96)
!56 = !DILocalVariable(name: "vendor", scope: !41, file: !2, line: 52, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 13)
!60 = !DILocalVariable(name: "printable", scope: !41, file: !2, line: 57, type: !26)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 58, type: !26)
!62 = distinct !DILexicalBlock(scope: !41, file: !2, line: 58, column: 5)
!63 = !DILocalVariable(name: "f", scope: !41, file: !2, line: 60, type: !46)
!64 = !DILocalVariable(name: "osxsave", scope: !41, file: !2, line: 64, type: !26)
!65 = !DILocalVariable(name: "xcr0_ok", scope: !41, file: !2, line: 65, type: !26)
!66 = !DILocalVariable(name: "t0", scope: !41, file: !2, line: 68, type: !27)
!67 = !DILocalVariable(name: "t1", scope: !41, file: !2, line: 68, type: !27)
!68 = !DILocalVariable(name: "fl", scope: !41, file: !2, line: 70, type: !27)
!69 = !DILocation(line: 51, column: 15, scope: !41)
!70 = !DILocation(line: 0, scope: !41)
!71 = !DILocation(line: 53, column: 5, scope: !41)
!72 = !DILocation(line: 54, column: 5, scope: !41)
!73 = !DILocation(line: 0, scope: !62)
!74 = !DILocation(line: 58, column: 47, scope: !75)
!75 = distinct !DILexicalBlock(scope: !62, file: !2, line: 58, column: 5)
!76 = !DILocation(line: 58, column: 63, scope: !75)
!77 = !DILocation(line: 58, column: 44, scope: !75)
!78 = !DILocation(line: 59, column: 88, scope: !41)
!79 = !DILocation(line: 59, column: 105, scope: !41)
!80 = !DILocation(line: 59, column: 127, scope: !41)
!81 = !DILocation(line: 59, column: 5, scope: !41)
!82 = !DILocation(line: 60, column: 15, scope: !41)
!83 = !DILocation(line: 62, column: 65, scope: !41)
!84 = !DILocation(line: 62, column: 69, scope: !41)
!85 = !DILocation(line: 62, column: 76, scope: !41)
!86 = !DILocation(line: 62, column: 88, scope: !41)
!87 = !DILocation(line: 62, column: 95, scope: !41)
!88 = !DILocation(line: 62, column: 107, scope: !41)
!89 = !DILocation(line: 62, column: 114, scope: !41)
!90 = !DILocation(line: 63, column: 19, scope: !41)
!91 = !DILocation(line: 63, column: 26, scope: !41)
!92 = !DILocation(line: 63, column: 38, scope: !41)
!93 = !DILocation(line: 63, column: 44, scope: !41)
!94 = !DILocation(line: 63, column: 56, scope: !41)
!95 = !DILocation(line: 63, column: 62, scope: !41)
!96 = !DILocation(line: 62, column: 5, scope: !41)
!97 = !DILocation(line: 66, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !41, file: !2, line: 66, column: 9)
!99 = !DILocation(line: 66, column: 9, scope: !41)
!100 = !DILocation(line: 66, column: 29, scope: !98)
!101 = !DILocation(line: 66, column: 39, scope: !98)
!102 = !DILocation(line: 66, column: 44, scope: !98)
!103 = !DILocation(line: 66, column: 18, scope: !98)
!104 = !DILocation(line: 67, column: 5, scope: !41)
!105 = !DILocation(line: 68, column: 19, scope: !41)
!106 = !DILocation(line: 68, column: 33, scope: !41)
!107 = !DILocation(line: 69, column: 44, scope: !41)
!108 = !DILocation(line: 69, column: 5, scope: !41)
!109 = !DILocation(line: 70, column: 19, scope: !41)
!110 = !DILocation(line: 71, column: 82, scope: !41)
!111 = !DILocation(line: 71, column: 104, scope: !41)
!112 = !DILocation(line: 71, column: 126, scope: !41)
!113 = !DILocation(line: 71, column: 5, scope: !41)
!114 = !DILocation(line: 72, column: 37, scope: !41)
!115 = !DILocation(line: 72, column: 5, scope: !41)
!116 = distinct !DISubprogram(name: "cpuid", scope: !2, file: !2, line: 13, type: !117, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !119)
!117 = !DISubroutineType(cc: DW_CC_nocall, types: !118)
!118 = !{!46, !50, !50}
!119 = !{!120, !121, !122}
!120 = !DILocalVariable(name: "leaf", arg: 1, scope: !116, file: !2, line: 13, type: !50)
!121 = !DILocalVariable(name: "subleaf", arg: 2, scope: !116, file: !2, line: 13, type: !50)
!122 = !DILocalVariable(name: "r", scope: !116, file: !2, line: 14, type: !46)
!123 = !DILocation(line: 0, scope: !116)
!124 = !DILocation(line: 15, column: 5, scope: !116)
!125 = !{i64 690}
!126 = !DILocation(line: 16, column: 5, scope: !116)
!127 = !DISubprogram(name: "printf", scope: !128, file: !128, line: 356, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!129 = !DISubroutineType(types: !130)
!130 = !{!26, !131, null}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!134 = distinct !DISubprogram(name: "cpuid_ebx_via_xchg", scope: !2, file: !2, line: 20, type: !135, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !137)
!135 = !DISubroutineType(cc: DW_CC_nocall, types: !136)
!136 = !{!50, !50}
!137 = !{!138, !139, !140, !141, !142}
!138 = !DILocalVariable(name: "leaf", arg: 1, scope: !134, file: !2, line: 20, type: !50)
!139 = !DILocalVariable(name: "a", scope: !134, file: !2, line: 21, type: !50)
!140 = !DILocalVariable(name: "b", scope: !134, file: !2, line: 21, type: !50)
!141 = !DILocalVariable(name: "c", scope: !134, file: !2, line: 21, type: !50)
!142 = !DILocalVariable(name: "d", scope: !134, file: !2, line: 21, type: !50)
!143 = !DILocation(line: 0, scope: !134)
!144 = !DILocation(line: 22, column: 5, scope: !134)
!145 = !{i64 998, i64 1016, i64 1025}
!146 = !DILocation(line: 23, column: 5, scope: !134)
!147 = distinct !DISubprogram(name: "xgetbv0", scope: !2, file: !2, line: 26, type: !148, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!27}
!150 = !{!151, !152}
!151 = !DILocalVariable(name: "lo", scope: !147, file: !2, line: 27, type: !50)
!152 = !DILocalVariable(name: "hi", scope: !147, file: !2, line: 27, type: !50)
!153 = !DILocation(line: 28, column: 5, scope: !147)
!154 = !{i64 1222}
!155 = !DILocation(line: 0, scope: !147)
!156 = !DILocation(line: 29, column: 13, scope: !147)
!157 = !DILocation(line: 29, column: 26, scope: !147)
!158 = !DILocation(line: 29, column: 35, scope: !147)
!159 = !DILocation(line: 29, column: 33, scope: !147)
!160 = !DILocation(line: 29, column: 5, scope: !147)
!161 = distinct !DISubprogram(name: "rdtsc", scope: !2, file: !2, line: 32, type: !148, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !162)
!162 = !{!163, !164}
!163 = !DILocalVariable(name: "lo", scope: !161, file: !2, line: 33, type: !50)
!164 = !DILocalVariable(name: "hi", scope: !161, file: !2, line: 33, type: !50)
!165 = !DILocation(line: 34, column: 5, scope: !161)
!166 = !{i64 1402}
!167 = !DILocation(line: 0, scope: !161)
!168 = !DILocation(line: 35, column: 13, scope: !161)
!169 = !DILocation(line: 35, column: 26, scope: !161)
!170 = !DILocation(line: 35, column: 35, scope: !161)
!171 = !DILocation(line: 35, column: 33, scope: !161)
!172 = !DILocation(line: 35, column: 5, scope: !161)
!173 = distinct !DISubprogram(name: "read_flags", scope: !2, file: !2, line: 38, type: !148, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !174)
!174 = !{!175}
!175 = !DILocalVariable(name: "f", scope: !173, file: !2, line: 39, type: !27)
!176 = !DILocation(line: 40, column: 5, scope: !173)
!177 = !{i64 1572, i64 1581}
!178 = !DILocation(line: 0, scope: !173)
!179 = !DILocation(line: 41, column: 5, scope: !173)
!180 = distinct !DISubprogram(name: "direction_flag_clear", scope: !2, file: !2, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !181)
!181 = !{!182}
!182 = !DILocalVariable(name: "d", scope: !180, file: !2, line: 45, type: !183)
!183 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!184 = !DILocation(line: 46, column: 5, scope: !180)
!185 = !{i64 1729, i64 1738, i64 1752, i64 1770}
!186 = !DILocation(line: 0, scope: !180)
!187 = !DILocation(line: 47, column: 12, scope: !180)
!188 = !DILocation(line: 47, column: 5, scope: !180)
