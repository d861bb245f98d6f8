; ModuleID = 'zero.c'
source_filename = "zero.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"%-14s result %ld x9 %s v17 %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"leak_skip\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"kept\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"leak_all_gpr\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"leak_all\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"leak_all_arg\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @leak_skip(i64 noundef %0) local_unnamed_addr #0 {
  tail call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %0) #6, !srcloc !6
  %2 = add nsw i64 %0, 1
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @leak_all_gpr(i64 noundef %0) local_unnamed_addr #1 {
  tail call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %0) #6, !srcloc !7
  %2 = add nsw i64 %0, 1
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @leak_all(i64 noundef %0) local_unnamed_addr #2 {
  tail call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %0) #6, !srcloc !8
  %2 = add nsw i64 %0, 1
  ret i64 %2
}

; Function Attrs: noinline nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @leak_all_arg(i64 noundef %0) local_unnamed_addr #3 {
  tail call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %0) #6, !srcloc !9
  %2 = add nsw i64 %0, 1
  ret i64 %2
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = tail call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_skip\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !10
  %2 = extractvalue { i64, i64, i64 } %1, 0
  %3 = extractvalue { i64, i64, i64 } %1, 1
  %4 = extractvalue { i64, i64, i64 } %1, 2
  %5 = icmp eq i64 %3, 0
  %6 = select i1 %5, ptr @.str.3, ptr @.str.2
  %7 = icmp eq i64 %4, 0
  %8 = select i1 %7, ptr @.str.3, ptr @.str.2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, i64 noundef %2, ptr noundef nonnull %6, ptr noundef nonnull %8)
  %10 = tail call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all_gpr\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !11
  %11 = extractvalue { i64, i64, i64 } %10, 0
  %12 = extractvalue { i64, i64, i64 } %10, 1
  %13 = extractvalue { i64, i64, i64 } %10, 2
  %14 = icmp eq i64 %12, 0
  %15 = select i1 %14, ptr @.str.3, ptr @.str.2
  %16 = icmp eq i64 %13, 0
  %17 = select i1 %16, ptr @.str.3, ptr @.str.2
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.4, i64 noundef %11, ptr noundef nonnull %15, ptr noundef nonnull %17)
  %19 = tail call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !12
  %20 = extractvalue { i64, i64, i64 } %19, 0
  %21 = extractvalue { i64, i64, i64 } %19, 1
  %22 = extractvalue { i64, i64, i64 } %19, 2
  %23 = icmp eq i64 %21, 0
  %24 = select i1 %23, ptr @.str.3, ptr @.str.2
  %25 = icmp eq i64 %22, 0
  %26 = select i1 %25, ptr @.str.3, ptr @.str.2
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.5, i64 noundef %20, ptr noundef nonnull %24, ptr noundef nonnull %26)
  %28 = tail call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all_arg\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !13
  %29 = extractvalue { i64, i64, i64 } %28, 0
  %30 = extractvalue { i64, i64, i64 } %28, 1
  %31 = extractvalue { i64, i64, i64 } %28, 2
  %32 = icmp eq i64 %30, 0
  %33 = select i1 %32, ptr @.str.3, ptr @.str.2
  %34 = icmp eq i64 %31, 0
  %35 = select i1 %34, ptr @.str.3, ptr @.str.2
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.6, i64 noundef %29, ptr noundef nonnull %33, ptr noundef nonnull %35)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="skip" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all-gpr" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all-arg" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 2147661887, i64 2147661900}
!7 = !{i64 2147662168, i64 2147662181}
!8 = !{i64 2147662455, i64 2147662468}
!9 = !{i64 2147662734, i64 2147662747}
!10 = !{i64 2147663110, i64 2147663124, i64 2147663140, i64 2147663154, i64 2147663168}
!11 = !{i64 2147664326, i64 2147664340, i64 2147664356, i64 2147664370, i64 2147664384}
!12 = !{i64 2147665554, i64 2147665568, i64 2147665584, i64 2147665598, i64 2147665612}
!13 = !{i64 2147666766, i64 2147666780, i64 2147666796, i64 2147666810, i64 2147666824}
