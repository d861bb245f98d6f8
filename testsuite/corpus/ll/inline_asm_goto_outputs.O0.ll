; ModuleID = 'programs/inline_asm_goto_outputs.c'
source_filename = "programs/inline_asm_goto_outputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.buf = private unnamed_addr constant [5 x i8] c"\05\06\07\00\09", align 1
@.str = private unnamed_addr constant [15 x i8] c"%d %d %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sub_or_neg(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = callbr i32 asm "subl $1, $0\0A\09js ${3:l}", "=r,r,0,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %9, i32 %8) #3
          to label %11 [label %13], !srcloc !6

11:                                               ; preds = %2
  store i32 %10, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  store i32 %12, ptr %3, align 4
  br label %17

13:                                               ; preds = %2
  store i32 %10, ptr %6, align 4
  br label %14

14:                                               ; preds = %13
  %15 = load i32, ptr %6, align 4
  %16 = mul nsw i32 %15, 100
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %14, %11
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @find_zero_byte(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 0, ptr %6, align 8
  %7 = load i64, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load i64, ptr %5, align 8
  %10 = callbr i64 asm "1:\0A\09cmpq $2, $0\0A\09jae ${4:l}\0A\09cmpb $$0, ($1,$0)\0A\09je ${5:l}\0A\09incq $0\0A\09jmp 1b", "=r,r,r,0,!i,!i,~{cc},~{memory},~{dirflag},~{fpsr},~{flags}"(ptr %8, i64 %9, i64 %7) #4
          to label %11 [label %12, label %13], !srcloc !7

11:                                               ; preds = %2
  store i64 %10, ptr %6, align 8
  store i64 -2, ptr %3, align 8
  br label %19

12:                                               ; preds = %2
  store i64 %10, ptr %6, align 8
  br label %14

13:                                               ; preds = %2
  store i64 %10, ptr %6, align 8
  br label %17

14:                                               ; preds = %12
  %15 = load i64, ptr %6, align 8
  %16 = sub nsw i64 -1000, %15
  store i64 %16, ptr %3, align 8
  br label %19

17:                                               ; preds = %13
  %18 = load i64, ptr %6, align 8
  store i64 %18, ptr %3, align 8
  br label %19

19:                                               ; preds = %17, %14, %11
  %20 = load i64, ptr %3, align 8
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.buf, i64 5, i1 false)
  %3 = call i32 @sub_or_neg(i32 noundef 10, i32 noundef 3)
  %4 = call i32 @sub_or_neg(i32 noundef 3, i32 noundef 10)
  %5 = getelementptr inbounds [5 x i8], ptr %2, i64 0, i64 0
  %6 = call i64 @find_zero_byte(ptr noundef %5, i64 noundef 5)
  %7 = getelementptr inbounds [5 x i8], ptr %2, i64 0, i64 0
  %8 = call i64 @find_zero_byte(ptr noundef %7, i64 noundef 3)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %4, i64 noundef %6, i64 noundef %8)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 284, i64 298}
!7 = !{i64 496, i64 501, i64 516, i64 532, i64 552, i64 568, i64 579}
