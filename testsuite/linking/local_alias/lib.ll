; ModuleID = 'lib.c'
source_filename = "lib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@value = global i32 1, align 4
@table = constant [3 x i32] [i32 10, i32 20, i32 30], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @hook() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call_hook() #0 {
  %1 = call i32 @hook()
  %2 = mul nsw i32 %1, 100
  %3 = load i32, ptr @value, align 4
  %4 = add nsw i32 %2, %3
  %5 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @table, i64 0, i64 1), align 4
  %6 = add nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @table_addr() #0 {
  ret ptr @table
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
