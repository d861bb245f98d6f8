; ModuleID = 'msvc_stack_protector.c'
source_filename = "msvc_stack_protector.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_03FIKCJHKP@abc?$AA@" = comdat any

$"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@" = comdat any

$"??_C@_01FJMABOPO@x?$AA@" = comdat any

$"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

@"??_C@_03FIKCJHKP@abc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"abc\00", comdat, align 1
@"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%lld %d\0A\00", comdat, align 1
@"??_C@_01FJMABOPO@x?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"x\00", comdat, align 1
@"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@" = linkonce_odr dso_local unnamed_addr constant [58 x i8] c"this string is much longer than eight bytes and overflows\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @copy(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x i8], align 1
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %6 = call ptr @strcpy(ptr noundef %5, ptr noundef %4) #3
  %7 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0
  %8 = call i64 @strlen(ptr noundef %7) #3
  %9 = trunc i64 %8 to i32
  ret i32 %9
}

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i64 @two(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca [4 x i64], align 16
  %6 = alloca ptr, align 8
  store i64 %1, ptr %3, align 8
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %5, align 8
  %8 = getelementptr inbounds i64, ptr %5, i64 1
  %9 = load i64, ptr %3, align 8
  store i64 %9, ptr %8, align 8
  %10 = getelementptr inbounds i64, ptr %5, i64 2
  %11 = load i64, ptr %4, align 8
  %12 = load i64, ptr %3, align 8
  %13 = add nsw i64 %11, %12
  store i64 %13, ptr %10, align 8
  %14 = getelementptr inbounds i64, ptr %5, i64 3
  %15 = load i64, ptr %4, align 8
  %16 = load i64, ptr %3, align 8
  %17 = sub nsw i64 %15, %16
  store i64 %17, ptr %14, align 8
  %18 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  store ptr %18, ptr %6, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds i64, ptr %19, i64 2
  %21 = load volatile i64, ptr %20, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = load i64, ptr %4, align 8
  %24 = and i64 %23, 3
  %25 = getelementptr inbounds i64, ptr %22, i64 %24
  %26 = load volatile i64, ptr %25, align 8
  %27 = add nsw i64 %21, %26
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @run(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = call i64 @two(i64 noundef 5, i64 noundef 7)
  store i64 %5, ptr %3, align 8
  %6 = call i32 @copy(ptr noundef @"??_C@_03FIKCJHKP@abc?$AA@")
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i64, ptr %3, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08GKLLAJOK@?$CFlld?5?$CFd?6?$AA@", i64 noundef %8, i32 noundef %7)
  %10 = load i32, ptr %2, align 4
  %11 = icmp sgt i32 %10, 5
  %12 = zext i1 %11 to i64
  %13 = select i1 %11, ptr @"??_C@_01FJMABOPO@x?$AA@", ptr @"??_C@_0DK@CNEKLHGF@this?5string?5is?5much?5longer?5than?5@"
  %14 = call i32 @copy(ptr noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local void @mainCRTStartup() #0 {
  %1 = call i32 @run(i32 noundef 1)
  call void @ExitProcess(i32 noundef %1)
  ret void
}

declare dllimport void @ExitProcess(i32 noundef) #2

attributes #0 = { noinline nounwind optnone sspstrong uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
