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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @leak_skip(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %3) #6, !srcloc !6
  %4 = load i64, ptr %2, align 8
  %5 = add nsw i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @leak_all_gpr(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %3) #6, !srcloc !7
  %4 = load i64, ptr %2, align 8
  %5 = add nsw i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @leak_all(i64 noundef %0) #2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %3) #6, !srcloc !8
  %4 = load i64, ptr %2, align 8
  %5 = add nsw i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @leak_all_arg(i64 noundef %0) #3 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  call void asm sideeffect "mov x9, $0\0A\09fmov d17, $0", "r,~{x9},~{v17}"(i64 %3) #6, !srcloc !9
  %4 = load i64, ptr %2, align 8
  %5 = add nsw i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #4 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @probe_leak_skip()
  call void @probe_leak_all_gpr()
  call void @probe_leak_all()
  call void @probe_leak_all_arg()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @probe_leak_skip() #4 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_skip\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !10
  %5 = extractvalue { i64, i64, i64 } %4, 0
  %6 = extractvalue { i64, i64, i64 } %4, 1
  %7 = extractvalue { i64, i64, i64 } %4, 2
  store i64 %5, ptr %3, align 8
  store i64 %6, ptr %1, align 8
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %1, align 8
  %10 = icmp ne i64 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @.str.2, ptr @.str.3
  %13 = load i64, ptr %2, align 8
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.2, ptr @.str.3
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef %8, ptr noundef %12, ptr noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @probe_leak_all_gpr() #4 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all_gpr\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !11
  %5 = extractvalue { i64, i64, i64 } %4, 0
  %6 = extractvalue { i64, i64, i64 } %4, 1
  %7 = extractvalue { i64, i64, i64 } %4, 2
  store i64 %5, ptr %3, align 8
  store i64 %6, ptr %1, align 8
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %1, align 8
  %10 = icmp ne i64 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @.str.2, ptr @.str.3
  %13 = load i64, ptr %2, align 8
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.2, ptr @.str.3
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef %8, ptr noundef %12, ptr noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @probe_leak_all() #4 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !12
  %5 = extractvalue { i64, i64, i64 } %4, 0
  %6 = extractvalue { i64, i64, i64 } %4, 1
  %7 = extractvalue { i64, i64, i64 } %4, 2
  store i64 %5, ptr %3, align 8
  store i64 %6, ptr %1, align 8
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %1, align 8
  %10 = icmp ne i64 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @.str.2, ptr @.str.3
  %13 = load i64, ptr %2, align 8
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.2, ptr @.str.3
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef %8, ptr noundef %12, ptr noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @probe_leak_all_arg() #4 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call { i64, i64, i64 } asm sideeffect "mov x0, #41\0A\09bl leak_all_arg\0A\09mov $0, x0\0A\09mov $1, x9\0A\09fmov $2, d17", "=r,=r,=r,~{x0},~{x1},~{x2},~{x3},~{x4},~{x5},~{x6},~{x7},~{x8},~{x9},~{x10},~{x11},~{x12},~{x13},~{x14},~{x15},~{x16},~{x17},~{lr},~{v0},~{v1},~{v2},~{v3},~{v4},~{v5},~{v6},~{v7},~{v16},~{v17},~{v18},~{v19},~{v20},~{v21},~{v22},~{v23},~{v24},~{v25},~{v26},~{v27},~{v28},~{v29},~{v30},~{v31},~{memory},~{cc}"() #6, !srcloc !13
  %5 = extractvalue { i64, i64, i64 } %4, 0
  %6 = extractvalue { i64, i64, i64 } %4, 1
  %7 = extractvalue { i64, i64, i64 } %4, 2
  store i64 %5, ptr %3, align 8
  store i64 %6, ptr %1, align 8
  store i64 %7, ptr %2, align 8
  %8 = load i64, ptr %3, align 8
  %9 = load i64, ptr %1, align 8
  %10 = icmp ne i64 %9, 0
  %11 = zext i1 %10 to i64
  %12 = select i1 %10, ptr @.str.2, ptr @.str.3
  %13 = load i64, ptr %2, align 8
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = select i1 %14, ptr @.str.2, ptr @.str.3
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef %8, ptr noundef %12, ptr noundef %16)
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="skip" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all-gpr" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" "zero-call-used-regs"="all-arg" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 2147653695, i64 2147653708}
!7 = !{i64 2147653976, i64 2147653989}
!8 = !{i64 2147654263, i64 2147654276}
!9 = !{i64 2147654542, i64 2147654555}
!10 = !{i64 2147654918, i64 2147654932, i64 2147654948, i64 2147654962, i64 2147654976}
!11 = !{i64 2147656134, i64 2147656148, i64 2147656164, i64 2147656178, i64 2147656192}
!12 = !{i64 2147657362, i64 2147657376, i64 2147657392, i64 2147657406, i64 2147657420}
!13 = !{i64 2147658574, i64 2147658588, i64 2147658604, i64 2147658618, i64 2147658632}
