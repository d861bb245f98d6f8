; ModuleID = 'programs/integer_promotion_rules.c'
source_filename = "programs/integer_promotion_rules.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bf = type { i64 }

@.str = private unnamed_addr constant [35 x i8] c"uc_sum(255,255)=%d uc_sub(1,2)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"us_mul_small(46340,46340)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"-1 < 1u: %d   -1L < 1u: %d   cmp_long_uint(-1,1)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"~(uchar)0x0f=%d stored=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"cond_type(1,-1,0)=%ld cond_type2(1,-1,0)=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"compound(100)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"char_arith('q')=%c\0A\00", align 1
@__const.main.s = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -23, i8 0, i8 0, i8 0, i8 0, i8 0, [2 x i8] undef }, align 8
@.str.7 = private unnamed_addr constant [30 x i8] c"bf_promote=%d sizeof(bf)=%zu\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"ull(-1)=%llx ull((unsigned)-1)=%llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [48 x i8] c"us+1=%d ss==us:%d (unsigned)ss==us:%d u-1>0:%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [77 x i8] c"sc==uc:%d (unsigned char)sc==uc:%d -sc=%d sizeof(+sc)=%zu sizeof(sc+sc)=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"-1L < 1UL: %d  sizeof(1L+1u)=%zu\0A\00", align 1
@.str.12 = private unnamed_addr constant [31 x i8] c"a32+1=%llu (uint64)a32+1=%llu\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"-0=%d, -0==0:%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.bf, align 8
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = call i32 @uc_sum(i8 noundef -1, i8 noundef -1)
  %15 = call i32 @uc_sub(i8 noundef 1, i8 noundef 2)
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i32 noundef %15)
  %17 = call i32 @us_mul_small(i16 noundef -19196, i16 noundef -19196)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %17)
  %19 = call i32 @cmp_mixed(i32 noundef -1, i32 noundef 1)
  %20 = call i32 @cmp_long_uint(i64 noundef -1, i32 noundef 1)
  %21 = call i32 @cmp_long_uint(i64 noundef -5, i32 noundef 3)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %19, i32 noundef %20, i32 noundef %21)
  %23 = call i32 @not_uc(i8 noundef 15)
  %24 = call i8 @not_uc_store(i8 noundef 15)
  %25 = zext i8 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %23, i32 noundef %25)
  %27 = call i64 @cond_type(i32 noundef 1, i32 noundef -1, i32 noundef 0)
  %28 = call i64 @cond_type2(i32 noundef 1, i32 noundef -1, i64 noundef 0)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %27, i64 noundef %28)
  %30 = call i32 @compound(i8 noundef 100)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %30)
  %32 = call i32 @char_arith(i8 noundef 113)
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.s, i64 8, i1 false)
  %34 = call i32 @bf_promote(ptr noundef %2)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %34, i64 noundef 8)
  %36 = call i64 @ull_of_negint(i32 noundef -1)
  %37 = call i64 @ull_of_neg_uint(i32 noundef -1)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %36, i64 noundef %37)
  store volatile i16 -1, ptr %3, align 2
  store volatile i16 -1, ptr %4, align 2
  store volatile i32 0, ptr %5, align 4
  %39 = load volatile i16, ptr %3, align 2
  %40 = zext i16 %39 to i32
  %41 = add nsw i32 %40, 1
  %42 = load volatile i16, ptr %4, align 2
  %43 = sext i16 %42 to i32
  %44 = load volatile i16, ptr %3, align 2
  %45 = zext i16 %44 to i32
  %46 = icmp eq i32 %43, %45
  %47 = zext i1 %46 to i32
  %48 = load volatile i16, ptr %4, align 2
  %49 = zext i16 %48 to i32
  %50 = load volatile i16, ptr %3, align 2
  %51 = zext i16 %50 to i32
  %52 = icmp eq i32 %49, %51
  %53 = zext i1 %52 to i32
  %54 = load volatile i32, ptr %5, align 4
  %55 = sub i32 %54, 1
  %56 = icmp ugt i32 %55, 0
  %57 = zext i1 %56 to i32
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %41, i32 noundef %47, i32 noundef %53, i32 noundef %57)
  store volatile i8 -128, ptr %6, align 1
  store volatile i8 -128, ptr %7, align 1
  %59 = load volatile i8, ptr %6, align 1
  %60 = sext i8 %59 to i32
  %61 = load volatile i8, ptr %7, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp eq i32 %60, %62
  %64 = zext i1 %63 to i32
  %65 = load volatile i8, ptr %6, align 1
  %66 = zext i8 %65 to i32
  %67 = load volatile i8, ptr %7, align 1
  %68 = zext i8 %67 to i32
  %69 = icmp eq i32 %66, %68
  %70 = zext i1 %69 to i32
  %71 = load volatile i8, ptr %6, align 1
  %72 = sext i8 %71 to i32
  %73 = sub nsw i32 0, %72
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %64, i32 noundef %70, i32 noundef %73, i64 noundef 4, i64 noundef 4)
  store volatile i64 -1, ptr %8, align 8
  store volatile i64 1, ptr %9, align 8
  %75 = load volatile i64, ptr %8, align 8
  %76 = load volatile i64, ptr %9, align 8
  %77 = icmp slt i64 %75, %76
  %78 = zext i1 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %78, i64 noundef 8)
  store volatile i32 -1, ptr %10, align 4
  %80 = load volatile i32, ptr %10, align 4
  %81 = add i32 %80, 1
  %82 = zext i32 %81 to i64
  store i64 %82, ptr %11, align 8
  %83 = load volatile i32, ptr %10, align 4
  %84 = zext i32 %83 to i64
  %85 = add i64 %84, 1
  store i64 %85, ptr %12, align 8
  %86 = load i64, ptr %11, align 8
  %87 = load i64, ptr %12, align 8
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %86, i64 noundef %87)
  store i32 0, ptr %13, align 4
  %89 = load i32, ptr %13, align 4
  %90 = load i32, ptr %13, align 4
  %91 = icmp eq i32 %90, 0
  %92 = zext i1 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %89, i32 noundef %92)
  %94 = call i32 @uc_sum(i8 noundef -1, i8 noundef -1)
  %95 = and i32 %94, 127
  ret i32 %95
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uc_sum(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uc_sub(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @us_mul_small(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = mul nsw i32 %6, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_mixed(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_long_uint(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp slt i64 %5, %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @not_uc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = xor i32 %4, -1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @not_uc_store(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = xor i32 %4, -1
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @cond_type(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  br label %13

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ]
  %15 = zext i32 %14 to i64
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @cond_type2(i32 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  %11 = sext i32 %10 to i64
  br label %14

12:                                               ; preds = %3
  %13 = load i64, ptr %6, align 8
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi i64 [ %11, %9 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compound(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = add nsw i32 %4, 200
  %6 = trunc i32 %5 to i8
  store i8 %6, ptr %2, align 1
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = mul nsw i32 %8, 3
  %10 = trunc i32 %9 to i8
  store i8 %10, ptr %2, align 1
  %11 = load i8, ptr %2, align 1
  %12 = zext i8 %11 to i32
  %13 = shl i32 %12, 1
  %14 = trunc i32 %13 to i8
  store i8 %14, ptr %2, align 1
  %15 = load i8, ptr %2, align 1
  %16 = zext i8 %15 to i32
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @char_arith(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = sub nsw i32 %4, 97
  %6 = add nsw i32 %5, 65
  ret i32 %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bf_promote(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 8
  %5 = and i64 %4, 7
  %6 = trunc i64 %5 to i32
  %7 = sub nsw i32 %6, 5
  %8 = icmp slt i32 %7, 0
  %9 = zext i1 %8 to i32
  %10 = mul nsw i32 %9, 100
  %11 = load ptr, ptr %2, align 8
  %12 = load i64, ptr %11, align 8
  %13 = shl i64 %12, 56
  %14 = ashr i64 %13, 59
  %15 = trunc i64 %14 to i32
  %16 = icmp slt i32 %15, 0
  %17 = zext i1 %16 to i32
  %18 = mul nsw i32 %17, 10
  %19 = add nsw i32 %10, %18
  %20 = load ptr, ptr %2, align 8
  %21 = load i64, ptr %20, align 8
  %22 = lshr i64 %21, 8
  %23 = and i64 %22, 1099511627775
  %24 = sub i64 %23, 1
  %25 = icmp ugt i64 %24, 0
  %26 = zext i1 %25 to i32
  %27 = add nsw i32 %19, %26
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ull_of_negint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ull_of_neg_uint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
