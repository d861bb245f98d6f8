; ModuleID = 'programs/computed_goto_vm.c'
source_filename = "programs/computed_goto_vm.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"goto:   \00", align 1
@code = internal global [256 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"switch: \00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"primes=%ld/%ld steps=%ld/%ld (%d words)\0A\00", align 1
@ncode = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [22 x i8] c"collatz(%ld)=%ld/%ld \00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"\0Aclassify: %d %d %d bad=%d\0A\00", align 1
@nfix = internal global i32 0, align 4
@labels = internal global [16 x i32] zeroinitializer, align 16
@fix_at = internal global [64 x i32] zeroinitializer, align 16
@fix_lab = internal global [64 x i32] zeroinitializer, align 16
@run_goto.tbl = internal constant [13 x ptr] [ptr blockaddress(@run_goto, %23), ptr blockaddress(@run_goto, %47), ptr blockaddress(@run_goto, %74), ptr blockaddress(@run_goto, %101), ptr blockaddress(@run_goto, %127), ptr blockaddress(@run_goto, %153), ptr blockaddress(@run_goto, %179), ptr blockaddress(@run_goto, %205), ptr blockaddress(@run_goto, %231), ptr blockaddress(@run_goto, %262), ptr blockaddress(@run_goto, %292), ptr blockaddress(@run_goto, %311), ptr blockaddress(@run_goto, %331)], align 16
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@classify.offs = internal constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %23) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %19) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %24) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32)], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @asm_primes(i32 noundef 2000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %9 = call i32 @run_goto(ptr noundef @code, ptr noundef %2)
  store i32 %9, ptr %4, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %12 = call i32 @run_switch(ptr noundef @code, ptr noundef %3)
  store i32 %12, ptr %5, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %2, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr @ncode, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18)
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %5, align 4
  %22 = icmp ne i32 %20, %21
  br i1 %22, label %27, label %23

23:                                               ; preds = %0
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %3, align 4
  %26 = icmp ne i32 %24, %25
  br label %27

27:                                               ; preds = %23, %0
  %28 = phi i1 [ true, %0 ], [ %26, %23 ]
  %29 = zext i1 %28 to i32
  store i32 %29, ptr %6, align 4
  store i32 25, ptr %7, align 4
  br label %30

30:                                               ; preds = %47, %27
  %31 = load i32, ptr %7, align 4
  %32 = icmp sle i32 %31, 30
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = load i32, ptr %7, align 4
  call void @asm_collatz(i32 noundef %34)
  %35 = call i32 @run_goto(ptr noundef @code, ptr noundef %2)
  store i32 %35, ptr %4, align 4
  %36 = call i32 @run_switch(ptr noundef @code, ptr noundef %3)
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %4, align 4
  %39 = load i32, ptr %5, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = load i32, ptr %4, align 4
  %42 = load i32, ptr %5, align 4
  %43 = icmp ne i32 %41, %42
  %44 = zext i1 %43 to i32
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %6, align 4
  br label %47

47:                                               ; preds = %33
  %48 = load i32, ptr %7, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %7, align 4
  br label %30, !llvm.loop !5

50:                                               ; preds = %30
  %51 = call i32 @classify(i32 noundef -5)
  %52 = call i32 @classify(i32 noundef 0)
  %53 = call i32 @classify(i32 noundef 21)
  %54 = load i32, ptr %6, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %54)
  %56 = load i32, ptr %6, align 4
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %59

58:                                               ; preds = %50
  br label %62

59:                                               ; preds = %50
  %60 = load i32, ptr %4, align 4
  %61 = and i32 %60, 127
  br label %62

62:                                               ; preds = %59, %58
  %63 = phi i32 [ 100, %58 ], [ %61, %59 ]
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @asm_primes(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @begin()
  call void @op1(i32 noundef 0, i32 noundef 0)
  call void @op1(i32 noundef 2, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 2)
  call void @op1(i32 noundef 2, i32 noundef 1)
  call void @label(i32 noundef 0)
  call void @op1(i32 noundef 1, i32 noundef 1)
  %3 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 0, i32 noundef %3)
  call void @op(i32 noundef 8)
  call void @jump(i32 noundef 9, i32 noundef 5)
  call void @op1(i32 noundef 0, i32 noundef 2)
  call void @op1(i32 noundef 2, i32 noundef 2)
  call void @label(i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op(i32 noundef 5)
  call void @op(i32 noundef 8)
  call void @jump(i32 noundef 9, i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 2, i32 noundef 0)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 10)
  call void @op(i32 noundef 7)
  call void @jump(i32 noundef 9, i32 noundef 3)
  call void @jump(i32 noundef 10, i32 noundef 4)
  call void @label(i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 11)
  call void @jump(i32 noundef 10, i32 noundef 4)
  call void @label(i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op(i32 noundef 7)
  call void @jump(i32 noundef 9, i32 noundef 4)
  call void @op1(i32 noundef 1, i32 noundef 2)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 2, i32 noundef 2)
  call void @jump(i32 noundef 10, i32 noundef 1)
  call void @label(i32 noundef 4)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 2, i32 noundef 1)
  call void @jump(i32 noundef 10, i32 noundef 0)
  call void @label(i32 noundef 5)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op(i32 noundef 12)
  call void @finish()
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run_goto(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i32], align 16
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %2
  %11 = load i32, ptr %8, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %8, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %7, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8
  br label %339

22:                                               ; No predecessors!
  br label %23

23:                                               ; preds = %22, %339
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds i32, ptr %24, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %9, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %9, align 4
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %32
  store i32 %29, ptr %33, align 4
  br label %34

34:                                               ; preds = %23
  %35 = load i32, ptr %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %8, align 4
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds i32, ptr %37, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %43
  %45 = load ptr, ptr %44, align 8
  br label %339

46:                                               ; No predecessors!
  br label %47

47:                                               ; preds = %46, %339
  %48 = load ptr, ptr %3, align 8
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %7, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %59
  store i32 %56, ptr %60, align 4
  br label %61

61:                                               ; preds = %47
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %8, align 4
  %64 = load ptr, ptr %3, align 8
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds i32, ptr %64, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %70
  %72 = load ptr, ptr %71, align 8
  br label %339

73:                                               ; No predecessors!
  br label %74

74:                                               ; preds = %73, %339
  %75 = load i32, ptr %9, align 4
  %76 = add nsw i32 %75, -1
  store i32 %76, ptr %9, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = load ptr, ptr %3, align 8
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %7, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds i32, ptr %80, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %86
  store i32 %79, ptr %87, align 4
  br label %88

88:                                               ; preds = %74
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %8, align 4
  %91 = load ptr, ptr %3, align 8
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %7, align 4
  %94 = sext i32 %92 to i64
  %95 = getelementptr inbounds i32, ptr %91, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %97
  %99 = load ptr, ptr %98, align 8
  br label %339

100:                                              ; No predecessors!
  br label %101

101:                                              ; preds = %100, %339
  %102 = load i32, ptr %9, align 4
  %103 = add nsw i32 %102, -1
  store i32 %103, ptr %9, align 4
  %104 = load i32, ptr %9, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = load i32, ptr %9, align 4
  %109 = sub nsw i32 %108, 1
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = add nsw i32 %112, %107
  store i32 %113, ptr %111, align 4
  br label %114

114:                                              ; preds = %101
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  %117 = load ptr, ptr %3, align 8
  %118 = load i32, ptr %7, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %7, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, ptr %117, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %123
  %125 = load ptr, ptr %124, align 8
  br label %339

126:                                              ; No predecessors!
  br label %127

127:                                              ; preds = %126, %339
  %128 = load i32, ptr %9, align 4
  %129 = add nsw i32 %128, -1
  store i32 %129, ptr %9, align 4
  %130 = load i32, ptr %9, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = load i32, ptr %9, align 4
  %135 = sub nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = sub nsw i32 %138, %133
  store i32 %139, ptr %137, align 4
  br label %140

140:                                              ; preds = %127
  %141 = load i32, ptr %8, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %8, align 4
  %143 = load ptr, ptr %3, align 8
  %144 = load i32, ptr %7, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %7, align 4
  %146 = sext i32 %144 to i64
  %147 = getelementptr inbounds i32, ptr %143, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %149
  %151 = load ptr, ptr %150, align 8
  br label %339

152:                                              ; No predecessors!
  br label %153

153:                                              ; preds = %152, %339
  %154 = load i32, ptr %9, align 4
  %155 = add nsw i32 %154, -1
  store i32 %155, ptr %9, align 4
  %156 = load i32, ptr %9, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4
  %160 = load i32, ptr %9, align 4
  %161 = sub nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = mul nsw i32 %164, %159
  store i32 %165, ptr %163, align 4
  br label %166

166:                                              ; preds = %153
  %167 = load i32, ptr %8, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %8, align 4
  %169 = load ptr, ptr %3, align 8
  %170 = load i32, ptr %7, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %7, align 4
  %172 = sext i32 %170 to i64
  %173 = getelementptr inbounds i32, ptr %169, i64 %172
  %174 = load i32, ptr %173, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %175
  %177 = load ptr, ptr %176, align 8
  br label %339

178:                                              ; No predecessors!
  br label %179

179:                                              ; preds = %178, %339
  %180 = load i32, ptr %9, align 4
  %181 = add nsw i32 %180, -1
  store i32 %181, ptr %9, align 4
  %182 = load i32, ptr %9, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4
  %186 = load i32, ptr %9, align 4
  %187 = sub nsw i32 %186, 1
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %188
  %190 = load i32, ptr %189, align 4
  %191 = sdiv i32 %190, %185
  store i32 %191, ptr %189, align 4
  br label %192

192:                                              ; preds = %179
  %193 = load i32, ptr %8, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %8, align 4
  %195 = load ptr, ptr %3, align 8
  %196 = load i32, ptr %7, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %7, align 4
  %198 = sext i32 %196 to i64
  %199 = getelementptr inbounds i32, ptr %195, i64 %198
  %200 = load i32, ptr %199, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %201
  %203 = load ptr, ptr %202, align 8
  br label %339

204:                                              ; No predecessors!
  br label %205

205:                                              ; preds = %204, %339
  %206 = load i32, ptr %9, align 4
  %207 = add nsw i32 %206, -1
  store i32 %207, ptr %9, align 4
  %208 = load i32, ptr %9, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %209
  %211 = load i32, ptr %210, align 4
  %212 = load i32, ptr %9, align 4
  %213 = sub nsw i32 %212, 1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %214
  %216 = load i32, ptr %215, align 4
  %217 = srem i32 %216, %211
  store i32 %217, ptr %215, align 4
  br label %218

218:                                              ; preds = %205
  %219 = load i32, ptr %8, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %8, align 4
  %221 = load ptr, ptr %3, align 8
  %222 = load i32, ptr %7, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr %7, align 4
  %224 = sext i32 %222 to i64
  %225 = getelementptr inbounds i32, ptr %221, i64 %224
  %226 = load i32, ptr %225, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %227
  %229 = load ptr, ptr %228, align 8
  br label %339

230:                                              ; No predecessors!
  br label %231

231:                                              ; preds = %230, %339
  %232 = load i32, ptr %9, align 4
  %233 = add nsw i32 %232, -1
  store i32 %233, ptr %9, align 4
  %234 = load i32, ptr %9, align 4
  %235 = sub nsw i32 %234, 1
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = load i32, ptr %9, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = icmp slt i32 %238, %242
  %244 = zext i1 %243 to i32
  %245 = load i32, ptr %9, align 4
  %246 = sub nsw i32 %245, 1
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %247
  store i32 %244, ptr %248, align 4
  br label %249

249:                                              ; preds = %231
  %250 = load i32, ptr %8, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %8, align 4
  %252 = load ptr, ptr %3, align 8
  %253 = load i32, ptr %7, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %7, align 4
  %255 = sext i32 %253 to i64
  %256 = getelementptr inbounds i32, ptr %252, i64 %255
  %257 = load i32, ptr %256, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %258
  %260 = load ptr, ptr %259, align 8
  br label %339

261:                                              ; No predecessors!
  br label %262

262:                                              ; preds = %261, %339
  %263 = load i32, ptr %9, align 4
  %264 = add nsw i32 %263, -1
  store i32 %264, ptr %9, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %265
  %267 = load i32, ptr %266, align 4
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %269, label %275

269:                                              ; preds = %262
  %270 = load ptr, ptr %3, align 8
  %271 = load i32, ptr %7, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr %270, i64 %272
  %274 = load i32, ptr %273, align 4
  store i32 %274, ptr %7, align 4
  br label %278

275:                                              ; preds = %262
  %276 = load i32, ptr %7, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %7, align 4
  br label %278

278:                                              ; preds = %275, %269
  br label %279

279:                                              ; preds = %278
  %280 = load i32, ptr %8, align 4
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %8, align 4
  %282 = load ptr, ptr %3, align 8
  %283 = load i32, ptr %7, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %7, align 4
  %285 = sext i32 %283 to i64
  %286 = getelementptr inbounds i32, ptr %282, i64 %285
  %287 = load i32, ptr %286, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %288
  %290 = load ptr, ptr %289, align 8
  br label %339

291:                                              ; No predecessors!
  br label %292

292:                                              ; preds = %291, %339
  %293 = load ptr, ptr %3, align 8
  %294 = load i32, ptr %7, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i32, ptr %293, i64 %295
  %297 = load i32, ptr %296, align 4
  store i32 %297, ptr %7, align 4
  br label %298

298:                                              ; preds = %292
  %299 = load i32, ptr %8, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %8, align 4
  %301 = load ptr, ptr %3, align 8
  %302 = load i32, ptr %7, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %7, align 4
  %304 = sext i32 %302 to i64
  %305 = getelementptr inbounds i32, ptr %301, i64 %304
  %306 = load i32, ptr %305, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %307
  %309 = load ptr, ptr %308, align 8
  br label %339

310:                                              ; No predecessors!
  br label %311

311:                                              ; preds = %310, %339
  %312 = load i32, ptr %9, align 4
  %313 = add nsw i32 %312, -1
  store i32 %313, ptr %9, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %314
  %316 = load i32, ptr %315, align 4
  %317 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %316)
  br label %318

318:                                              ; preds = %311
  %319 = load i32, ptr %8, align 4
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %8, align 4
  %321 = load ptr, ptr %3, align 8
  %322 = load i32, ptr %7, align 4
  %323 = add nsw i32 %322, 1
  store i32 %323, ptr %7, align 4
  %324 = sext i32 %322 to i64
  %325 = getelementptr inbounds i32, ptr %321, i64 %324
  %326 = load i32, ptr %325, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %327
  %329 = load ptr, ptr %328, align 8
  br label %339

330:                                              ; No predecessors!
  br label %331

331:                                              ; preds = %330, %339
  %332 = load i32, ptr %8, align 4
  %333 = load ptr, ptr %4, align 8
  store i32 %332, ptr %333, align 4
  %334 = load i32, ptr %9, align 4
  %335 = sub nsw i32 %334, 1
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %336
  %338 = load i32, ptr %337, align 4
  ret i32 %338

339:                                              ; preds = %318, %298, %279, %249, %218, %192, %166, %140, %114, %88, %61, %34, %10
  %340 = phi ptr [ %21, %10 ], [ %45, %34 ], [ %72, %61 ], [ %99, %88 ], [ %125, %114 ], [ %151, %140 ], [ %177, %166 ], [ %203, %192 ], [ %229, %218 ], [ %260, %249 ], [ %290, %279 ], [ %309, %298 ], [ %329, %318 ]
  indirectbr ptr %340, [label %23, label %47, label %74, label %101, label %127, label %153, label %179, label %205, label %231, label %262, label %292, label %311, label %331]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run_switch(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i32], align 16
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %179, %2
  %11 = load i32, ptr %8, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %8, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %7, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %7, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr %13, i64 %16
  %18 = load i32, ptr %17, align 4
  switch i32 %18, label %179 [
    i32 0, label %19
    i32 1, label %30
    i32 2, label %44
    i32 3, label %58
    i32 4, label %71
    i32 5, label %84
    i32 6, label %97
    i32 7, label %110
    i32 8, label %123
    i32 9, label %141
    i32 10, label %158
    i32 11, label %164
    i32 12, label %171
  ]

19:                                               ; preds = %10
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %7, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %9, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %9, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %28
  store i32 %25, ptr %29, align 4
  br label %179

30:                                               ; preds = %10
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %42
  store i32 %39, ptr %43, align 4
  br label %179

44:                                               ; preds = %10
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = load ptr, ptr %3, align 8
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %7, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i32, ptr %50, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %56
  store i32 %49, ptr %57, align 4
  br label %179

58:                                               ; preds = %10
  %59 = load i32, ptr %9, align 4
  %60 = add nsw i32 %59, -1
  store i32 %60, ptr %9, align 4
  %61 = load i32, ptr %9, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %9, align 4
  %66 = sub nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %69, %64
  store i32 %70, ptr %68, align 4
  br label %179

71:                                               ; preds = %10
  %72 = load i32, ptr %9, align 4
  %73 = add nsw i32 %72, -1
  store i32 %73, ptr %9, align 4
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = load i32, ptr %9, align 4
  %79 = sub nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = sub nsw i32 %82, %77
  store i32 %83, ptr %81, align 4
  br label %179

84:                                               ; preds = %10
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, -1
  store i32 %86, ptr %9, align 4
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = load i32, ptr %9, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = mul nsw i32 %95, %90
  store i32 %96, ptr %94, align 4
  br label %179

97:                                               ; preds = %10
  %98 = load i32, ptr %9, align 4
  %99 = add nsw i32 %98, -1
  store i32 %99, ptr %9, align 4
  %100 = load i32, ptr %9, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = load i32, ptr %9, align 4
  %105 = sub nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = sdiv i32 %108, %103
  store i32 %109, ptr %107, align 4
  br label %179

110:                                              ; preds = %10
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, -1
  store i32 %112, ptr %9, align 4
  %113 = load i32, ptr %9, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4
  %117 = load i32, ptr %9, align 4
  %118 = sub nsw i32 %117, 1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = srem i32 %121, %116
  store i32 %122, ptr %120, align 4
  br label %179

123:                                              ; preds = %10
  %124 = load i32, ptr %9, align 4
  %125 = add nsw i32 %124, -1
  store i32 %125, ptr %9, align 4
  %126 = load i32, ptr %9, align 4
  %127 = sub nsw i32 %126, 1
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = load i32, ptr %9, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = icmp slt i32 %130, %134
  %136 = zext i1 %135 to i32
  %137 = load i32, ptr %9, align 4
  %138 = sub nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %139
  store i32 %136, ptr %140, align 4
  br label %179

141:                                              ; preds = %10
  %142 = load i32, ptr %9, align 4
  %143 = add nsw i32 %142, -1
  store i32 %143, ptr %9, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %154

148:                                              ; preds = %141
  %149 = load ptr, ptr %3, align 8
  %150 = load i32, ptr %7, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %149, i64 %151
  %153 = load i32, ptr %152, align 4
  store i32 %153, ptr %7, align 4
  br label %157

154:                                              ; preds = %141
  %155 = load i32, ptr %7, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %7, align 4
  br label %157

157:                                              ; preds = %154, %148
  br label %179

158:                                              ; preds = %10
  %159 = load ptr, ptr %3, align 8
  %160 = load i32, ptr %7, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr %159, i64 %161
  %163 = load i32, ptr %162, align 4
  store i32 %163, ptr %7, align 4
  br label %179

164:                                              ; preds = %10
  %165 = load i32, ptr %9, align 4
  %166 = add nsw i32 %165, -1
  store i32 %166, ptr %9, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %169)
  br label %179

171:                                              ; preds = %10
  %172 = load i32, ptr %8, align 4
  %173 = load ptr, ptr %4, align 8
  store i32 %172, ptr %173, align 4
  %174 = load i32, ptr %9, align 4
  %175 = sub nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [32 x i32], ptr %5, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  ret i32 %178

179:                                              ; preds = %10, %164, %158, %157, %123, %110, %97, %84, %71, %58, %44, %30, %19
  br label %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @asm_collatz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @begin()
  %3 = load i32, ptr %2, align 4
  call void @op1(i32 noundef 0, i32 noundef %3)
  call void @op1(i32 noundef 2, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 0)
  call void @op1(i32 noundef 2, i32 noundef 1)
  call void @label(i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op(i32 noundef 8)
  call void @jump(i32 noundef 9, i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 2)
  call void @op(i32 noundef 7)
  call void @jump(i32 noundef 9, i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 3)
  call void @op(i32 noundef 5)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 2, i32 noundef 0)
  call void @jump(i32 noundef 10, i32 noundef 2)
  call void @label(i32 noundef 1)
  call void @op1(i32 noundef 1, i32 noundef 0)
  call void @op1(i32 noundef 0, i32 noundef 2)
  call void @op(i32 noundef 6)
  call void @op1(i32 noundef 2, i32 noundef 0)
  call void @label(i32 noundef 2)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op1(i32 noundef 0, i32 noundef 1)
  call void @op(i32 noundef 3)
  call void @op1(i32 noundef 2, i32 noundef 1)
  call void @jump(i32 noundef 10, i32 noundef 0)
  call void @label(i32 noundef 3)
  call void @op1(i32 noundef 1, i32 noundef 1)
  call void @op(i32 noundef 12)
  call void @finish()
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = sub nsw i32 %7, %10
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x i32], ptr @classify.offs, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr blockaddress(@classify, %18), i64 %16
  br label %29

18:                                               ; preds = %29, %29, %29, %29
  store i32 -100, ptr %4, align 4
  br label %19

19:                                               ; preds = %18, %29
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  store i32 %22, ptr %2, align 4
  br label %27

23:                                               ; preds = %29
  store i32 -1, ptr %2, align 4
  br label %27

24:                                               ; preds = %29
  %25 = load i32, ptr %3, align 4
  %26 = mul nsw i32 %25, 2
  store i32 %26, ptr %2, align 4
  br label %27

27:                                               ; preds = %24, %23, %19
  %28 = load i32, ptr %2, align 4
  ret i32 %28

29:                                               ; preds = %1
  %30 = phi ptr [ %17, %1 ]
  indirectbr ptr %30, [label %23, label %18, label %19, label %18, label %24, label %18, label %18]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @begin() #0 {
  store i32 0, ptr @ncode, align 4
  store i32 0, ptr @nfix, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op1(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  call void @op(i32 noundef %5)
  %6 = load i32, ptr %4, align 4
  call void @op(i32 noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @label(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @ncode, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [16 x i32], ptr @labels, i64 0, i64 %5
  store i32 %3, ptr %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @op(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [256 x i32], ptr @code, i64 0, i64 %6
  store i32 %3, ptr %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  call void @op(i32 noundef %5)
  %6 = load i32, ptr @ncode, align 4
  %7 = load i32, ptr @nfix, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x i32], ptr @fix_at, i64 0, i64 %8
  store i32 %6, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr @nfix, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @nfix, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds [64 x i32], ptr @fix_lab, i64 0, i64 %13
  store i32 %10, ptr %14, align 4
  call void @op(i32 noundef 0)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %20, %0
  %3 = load i32, ptr %1, align 4
  %4 = load i32, ptr @nfix, align 4
  %5 = icmp slt i32 %3, %4
  br i1 %5, label %6, label %23

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x i32], ptr @fix_lab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr @labels, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %1, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [64 x i32], ptr @fix_at, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr @code, i64 0, i64 %18
  store i32 %13, ptr %19, align 4
  br label %20

20:                                               ; preds = %6
  %21 = load i32, ptr %1, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %1, align 4
  br label %2, !llvm.loop !7

23:                                               ; preds = %2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
