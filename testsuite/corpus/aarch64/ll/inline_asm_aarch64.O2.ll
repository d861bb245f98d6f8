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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 8
  %3 = alloca i32, align 4
  %4 = tail call i64 asm sideeffect "isb\0A\09mrs $0, cntvct_el0", "=r"() #5, !srcloc !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store i32 40, ptr %1, align 4, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.pair, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5
  store i32 0, ptr %3, align 4, !tbaa !7
  %5 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr nonnull %1, i32 0) #5, !srcloc !11
  %6 = extractvalue { i32, i32, i32 } %5, 0
  %7 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr nonnull %1, i32 1) #5, !srcloc !11
  %8 = extractvalue { i32, i32, i32 } %7, 0
  %9 = add nsw i32 %8, %6
  %10 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr nonnull %1, i32 2) #5, !srcloc !11
  %11 = extractvalue { i32, i32, i32 } %10, 0
  %12 = add nsw i32 %11, %9
  %13 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr nonnull %1, i32 3) #5, !srcloc !11
  %14 = extractvalue { i32, i32, i32 } %13, 0
  %15 = add nsw i32 %14, %12
  %16 = call { i32, i32, i32 } asm sideeffect "1: ldxr ${0:w}, [$3]\0A   add ${1:w}, ${0:w}, ${4:w}\0A   stxr ${2:w}, ${1:w}, [$3]\0A   cbnz ${2:w}, 1b\0A   dmb ish", "=&r,=&r,=&r,r,r,~{memory}"(ptr nonnull %1, i32 4) #5, !srcloc !11
  %17 = extractvalue { i32, i32, i32 } %16, 0
  %18 = add nsw i32 %17, %15
  call void asm sideeffect "str ${1:w}, $0", "=*m,r"(ptr nonnull elementtype(i32) %3, i32 1234) #5, !srcloc !12
  %19 = call i64 @asm_triple(i64 noundef 14) #5
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %19)
  %21 = load i64, ptr @asm_table, align 8, !tbaa !13
  %22 = load i64, ptr getelementptr inbounds (i8, ptr @asm_table, i64 8), align 8, !tbaa !17
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @asm_table, i64 16), align 8, !tbaa !18
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @asm_table, i64 20), align 4, !tbaa !19
  %25 = sext i16 %24 to i32
  %26 = load i8, ptr getelementptr inbounds (i8, ptr @asm_table, i64 22), align 2, !tbaa !20
  %27 = zext i8 %26 to i32
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %21, i64 noundef %22, i32 noundef %23, i32 noundef %25, i32 noundef %27, ptr noundef nonnull getelementptr inbounds (i8, ptr @asm_table, i64 24))
  %29 = load i32, ptr %1, align 4, !tbaa !7
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29, i32 noundef %18)
  %31 = call i64 asm "add $0, $0, $1, lsl #2", "=r,r,0"(i64 6, i64 5) #6, !srcloc !21
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %31)
  %33 = call i64 asm "clz ${0:x}, ${1:x}", "=r,r"(i64 1) #6, !srcloc !22
  %34 = trunc i64 %33 to i32
  %35 = call i64 asm "clz ${0:x}, ${1:x}", "=r,r"(i64 2147483648) #6, !srcloc !22
  %36 = trunc i64 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %34, i32 noundef %36)
  %38 = call { i64, i64 } asm "ldp $0, $1, $2", "=r,=r,*Q"(ptr nonnull elementtype(i64) %2) #7, !srcloc !23
  %39 = extractvalue { i64, i64 } %38, 0
  %40 = extractvalue { i64, i64 } %38, 1
  %41 = add nsw i64 %39, %40
  %42 = trunc i64 %41 to i32
  %43 = load i32, ptr %3, align 4, !tbaa !7
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %42, i32 noundef %43)
  %45 = call i64 asm "add $0, $1, $2", "=r,r,I"(i64 -1, i32 4000) #6, !srcloc !24
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %45)
  %47 = call i64 asm "rev $0, $0", "=r,0"(i64 72623859790382856) #6, !srcloc !25
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %47)
  %49 = call double asm "fmadd ${0:d}, ${1:d}, ${2:d}, ${3:d}", "=w,w,w,w"(double 1.500000e+00, double 2.000000e+00, double 2.500000e-01) #6, !srcloc !26
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %49)
  %51 = call i64 asm "cmp $1, $2\0A\09csel $0, $1, $2, lt", "=r,r,r,~{cc}"(i64 3, i64 -4) #6, !srcloc !27
  %52 = call i64 asm "cmp $1, $2\0A\09csel $0, $1, $2, lt", "=r,r,r,~{cc}"(i64 -7, i64 2) #6, !srcloc !27
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %51, i64 noundef %52)
  %54 = call i64 asm "add $0, $0, #1", "={x19},{x19}"(i64 41) #6, !srcloc !28
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %54)
  %56 = call i64 asm "mov x9, #7\0A\09mov x20, #9\0A\09add $0, $0, x9\0A\09add $0, $0, x20", "=r,0,~{x9},~{x20},~{v8}"(i64 100) #6, !srcloc !29
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %56)
  callbr void asm sideeffect "cbz $0, ${1:l}", "r,!i"(i64 0) #5
          to label %59 [label %58], !srcloc !30

58:                                               ; preds = %0
  br label %59

59:                                               ; preds = %0, %58
  %60 = phi i32 [ 1, %58 ], [ 0, %0 ]
  callbr void asm sideeffect "cbz $0, ${1:l}", "r,!i"(i64 5) #5
          to label %62 [label %61], !srcloc !30

61:                                               ; preds = %59
  br label %62

62:                                               ; preds = %59, %61
  %63 = phi i32 [ 1, %61 ], [ 0, %59 ]
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %60, i32 noundef %63)
  %65 = callbr i64 asm "adds $0, $1, $2\0A\09b.le ${3:l}", "=r,r,r,!i,~{cc}"(i64 3, i64 4) #6
          to label %68 [label %66], !srcloc !31

66:                                               ; preds = %62
  %67 = sub i64 -1000, %65
  br label %68

68:                                               ; preds = %62, %66
  %69 = phi i64 [ %67, %66 ], [ %65, %62 ]
  %70 = callbr i64 asm "adds $0, $1, $2\0A\09b.le ${3:l}", "=r,r,r,!i,~{cc}"(i64 2, i64 -9) #6
          to label %73 [label %71], !srcloc !31

71:                                               ; preds = %68
  %72 = sub i64 -1000, %70
  br label %73

73:                                               ; preds = %68, %71
  %74 = phi i64 [ %72, %71 ], [ %70, %68 ]
  %75 = callbr double asm "fadd ${0:d}, ${1:d}, ${1:d}\0A\09fcmp ${0:d}, #0.0\0A\09b.eq ${2:l}", "=w,w,!i,~{cc}"(double 1.250000e+00) #6
          to label %78 [label %76], !srcloc !32

76:                                               ; preds = %73
  %77 = fadd double %75, 1.500000e+00
  br label %78

78:                                               ; preds = %73, %76
  %79 = phi double [ %77, %76 ], [ %75, %73 ]
  %80 = callbr double asm "fadd ${0:d}, ${1:d}, ${1:d}\0A\09fcmp ${0:d}, #0.0\0A\09b.eq ${2:l}", "=w,w,!i,~{cc}"(double 0.000000e+00) #6
          to label %83 [label %81], !srcloc !32

81:                                               ; preds = %78
  %82 = fadd double %80, 1.500000e+00
  br label %83

83:                                               ; preds = %78, %81
  %84 = phi double [ %82, %81 ], [ %80, %78 ]
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %69, i64 noundef %74, double noundef %79, double noundef %84)
  %86 = call i64 asm sideeffect "mrs $0, fpcr", "=r"() #5, !srcloc !33
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %86)
  %88 = call i64 asm sideeffect "isb\0A\09mrs $0, cntvct_el0", "=r"() #5, !srcloc !6
  %89 = icmp ult i64 %88, %4
  %90 = select i1 %89, ptr @.str.17, ptr @.str.16
  %91 = tail call i64 asm "mrs $0, cntfrq_el0", "=r"() #6, !srcloc !34
  %92 = icmp eq i64 %91, 0
  %93 = select i1 %92, ptr @.str.18, ptr @.str.16
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %90, ptr noundef nonnull %93)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i64 @asm_triple(i64 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 1070, i64 1076}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i64 1314, i64 1356, i64 1400, i64 1446, i64 1485}
!12 = !{i64 2075}
!13 = !{!14, !15, i64 0}
!14 = !{!"", !15, i64 0, !15, i64 8, !8, i64 16, !16, i64 20, !9, i64 22, !9, i64 23, !9, i64 24}
!15 = !{!"long", !9, i64 0}
!16 = !{!"short", !9, i64 0}
!17 = !{!14, !15, i64 8}
!18 = !{!14, !8, i64 16}
!19 = !{!14, !16, i64 20}
!20 = !{!14, !9, i64 22}
!21 = !{i64 1691}
!22 = !{i64 1827}
!23 = !{i64 1942}
!24 = !{i64 2154}
!25 = !{i64 2278}
!26 = !{i64 2394}
!27 = !{i64 2533, i64 2546}
!28 = !{i64 2699}
!29 = !{i64 2788, i64 2801, i64 2816, i64 2834}
!30 = !{i64 2976}
!31 = !{i64 3177, i64 3195}
!32 = !{i64 3445, i64 3466, i64 3484}
!33 = !{i64 3712}
!34 = !{i64 1186}
