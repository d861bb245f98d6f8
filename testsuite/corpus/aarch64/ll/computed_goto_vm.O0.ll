; ModuleID = 'programs/computed_goto_vm.c'
source_filename = "programs/computed_goto_vm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"goto:   \00", align 1
@code = internal global [256 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"switch: \00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"primes=%ld/%ld steps=%ld/%ld (%d words)\0A\00", align 1
@ncode = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [22 x i8] c"collatz(%ld)=%ld/%ld \00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"\0Aclassify: %d %d %d bad=%d\0A\00", align 1
@nfix = internal global i32 0, align 4
@labels = internal global [16 x i32] zeroinitializer, align 4
@fix_at = internal global [64 x i32] zeroinitializer, align 4
@fix_lab = internal global [64 x i32] zeroinitializer, align 4
@run_goto.tbl = internal constant [13 x ptr] [ptr blockaddress(@run_goto, %21), ptr blockaddress(@run_goto, %42), ptr blockaddress(@run_goto, %65), ptr blockaddress(@run_goto, %88), ptr blockaddress(@run_goto, %112), ptr blockaddress(@run_goto, %136), ptr blockaddress(@run_goto, %160), ptr blockaddress(@run_goto, %184), ptr blockaddress(@run_goto, %208), ptr blockaddress(@run_goto, %238), ptr blockaddress(@run_goto, %265), ptr blockaddress(@run_goto, %281), ptr blockaddress(@run_goto, %299)], align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"%ld \00", align 1
@classify.offs = internal constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %23) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %19) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@classify, %24) to i64), i64 ptrtoint (ptr blockaddress(@classify, %18) to i64)) to i32)], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @asm_primes(i64 noundef 2000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %9 = call i64 @run_goto(ptr noundef @code, ptr noundef %2)
  store i64 %9, ptr %4, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %12 = call i64 @run_switch(ptr noundef @code, ptr noundef %3)
  store i64 %12, ptr %5, align 8
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %14 = load i64, ptr %4, align 8
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %2, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i32, ptr @ncode, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i32 noundef %18)
  %20 = load i64, ptr %4, align 8
  %21 = load i64, ptr %5, align 8
  %22 = icmp ne i64 %20, %21
  br i1 %22, label %27, label %23

23:                                               ; preds = %0
  %24 = load i64, ptr %2, align 8
  %25 = load i64, ptr %3, align 8
  %26 = icmp ne i64 %24, %25
  br label %27

27:                                               ; preds = %23, %0
  %28 = phi i1 [ true, %0 ], [ %26, %23 ]
  %29 = zext i1 %28 to i32
  store i32 %29, ptr %6, align 4
  store i64 25, ptr %7, align 8
  br label %30

30:                                               ; preds = %47, %27
  %31 = load i64, ptr %7, align 8
  %32 = icmp sle i64 %31, 30
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = load i64, ptr %7, align 8
  call void @asm_collatz(i64 noundef %34)
  %35 = call i64 @run_goto(ptr noundef @code, ptr noundef %2)
  store i64 %35, ptr %4, align 8
  %36 = call i64 @run_switch(ptr noundef @code, ptr noundef %3)
  store i64 %36, ptr %5, align 8
  %37 = load i64, ptr %7, align 8
  %38 = load i64, ptr %4, align 8
  %39 = load i64, ptr %5, align 8
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %37, i64 noundef %38, i64 noundef %39)
  %41 = load i64, ptr %4, align 8
  %42 = load i64, ptr %5, align 8
  %43 = icmp ne i64 %41, %42
  %44 = zext i1 %43 to i32
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %6, align 4
  br label %47

47:                                               ; preds = %33
  %48 = load i64, ptr %7, align 8
  %49 = add nsw i64 %48, 1
  store i64 %49, ptr %7, align 8
  br label %30, !llvm.loop !6

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
  br label %63

59:                                               ; preds = %50
  %60 = load i64, ptr %4, align 8
  %61 = and i64 %60, 127
  %62 = trunc i64 %61 to i32
  br label %63

63:                                               ; preds = %59, %58
  %64 = phi i32 [ 100, %58 ], [ %62, %59 ]
  ret i32 %64
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @asm_primes(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  call void @begin()
  call void @op1(i64 noundef 0, i64 noundef 0)
  call void @op1(i64 noundef 2, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 2)
  call void @op1(i64 noundef 2, i64 noundef 1)
  call void @label(i32 noundef 0)
  call void @op1(i64 noundef 1, i64 noundef 1)
  %3 = load i64, ptr %2, align 8
  call void @op1(i64 noundef 0, i64 noundef %3)
  call void @op(i64 noundef 8)
  call void @jump(i64 noundef 9, i32 noundef 5)
  call void @op1(i64 noundef 0, i64 noundef 2)
  call void @op1(i64 noundef 2, i64 noundef 2)
  call void @label(i32 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 2)
  call void @op1(i64 noundef 1, i64 noundef 2)
  call void @op(i64 noundef 5)
  call void @op(i64 noundef 8)
  call void @jump(i64 noundef 9, i32 noundef 2)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op(i64 noundef 3)
  call void @op1(i64 noundef 2, i64 noundef 0)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 10)
  call void @op(i64 noundef 7)
  call void @jump(i64 noundef 9, i32 noundef 3)
  call void @jump(i64 noundef 10, i32 noundef 4)
  call void @label(i32 noundef 3)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op(i64 noundef 11)
  call void @jump(i64 noundef 10, i32 noundef 4)
  call void @label(i32 noundef 2)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 2)
  call void @op(i64 noundef 7)
  call void @jump(i64 noundef 9, i32 noundef 4)
  call void @op1(i64 noundef 1, i64 noundef 2)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op(i64 noundef 3)
  call void @op1(i64 noundef 2, i64 noundef 2)
  call void @jump(i64 noundef 10, i32 noundef 1)
  call void @label(i32 noundef 4)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op(i64 noundef 3)
  call void @op1(i64 noundef 2, i64 noundef 1)
  call void @jump(i64 noundef 10, i32 noundef 0)
  call void @label(i32 noundef 5)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op(i64 noundef 12)
  call void @finish()
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run_goto(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i64], align 8
  %6 = alloca [8 x i64], align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 64, i1 false)
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %2
  %11 = load i64, ptr %8, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %8, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %7, align 8
  %15 = add nsw i64 %14, 1
  store i64 %15, ptr %7, align 8
  %16 = getelementptr inbounds i64, ptr %13, i64 %14
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  br label %307

20:                                               ; No predecessors!
  br label %21

21:                                               ; preds = %20, %307
  %22 = load ptr, ptr %3, align 8
  %23 = load i64, ptr %7, align 8
  %24 = add nsw i64 %23, 1
  store i64 %24, ptr %7, align 8
  %25 = getelementptr inbounds i64, ptr %22, i64 %23
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %29
  store i64 %26, ptr %30, align 8
  br label %31

31:                                               ; preds = %21
  %32 = load i64, ptr %8, align 8
  %33 = add nsw i64 %32, 1
  store i64 %33, ptr %8, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = load i64, ptr %7, align 8
  %36 = add nsw i64 %35, 1
  store i64 %36, ptr %7, align 8
  %37 = getelementptr inbounds i64, ptr %34, i64 %35
  %38 = load i64, ptr %37, align 8
  %39 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %38
  %40 = load ptr, ptr %39, align 8
  br label %307

41:                                               ; No predecessors!
  br label %42

42:                                               ; preds = %41, %307
  %43 = load ptr, ptr %3, align 8
  %44 = load i64, ptr %7, align 8
  %45 = add nsw i64 %44, 1
  store i64 %45, ptr %7, align 8
  %46 = getelementptr inbounds i64, ptr %43, i64 %44
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %47
  %49 = load i64, ptr %48, align 8
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %9, align 4
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %52
  store i64 %49, ptr %53, align 8
  br label %54

54:                                               ; preds = %42
  %55 = load i64, ptr %8, align 8
  %56 = add nsw i64 %55, 1
  store i64 %56, ptr %8, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = load i64, ptr %7, align 8
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr %7, align 8
  %60 = getelementptr inbounds i64, ptr %57, i64 %58
  %61 = load i64, ptr %60, align 8
  %62 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %61
  %63 = load ptr, ptr %62, align 8
  br label %307

64:                                               ; No predecessors!
  br label %65

65:                                               ; preds = %64, %307
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %68
  %70 = load i64, ptr %69, align 8
  %71 = load ptr, ptr %3, align 8
  %72 = load i64, ptr %7, align 8
  %73 = add nsw i64 %72, 1
  store i64 %73, ptr %7, align 8
  %74 = getelementptr inbounds i64, ptr %71, i64 %72
  %75 = load i64, ptr %74, align 8
  %76 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %75
  store i64 %70, ptr %76, align 8
  br label %77

77:                                               ; preds = %65
  %78 = load i64, ptr %8, align 8
  %79 = add nsw i64 %78, 1
  store i64 %79, ptr %8, align 8
  %80 = load ptr, ptr %3, align 8
  %81 = load i64, ptr %7, align 8
  %82 = add nsw i64 %81, 1
  store i64 %82, ptr %7, align 8
  %83 = getelementptr inbounds i64, ptr %80, i64 %81
  %84 = load i64, ptr %83, align 8
  %85 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %84
  %86 = load ptr, ptr %85, align 8
  br label %307

87:                                               ; No predecessors!
  br label %88

88:                                               ; preds = %87, %307
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %9, align 4
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %92
  %94 = load i64, ptr %93, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sub nsw i32 %95, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = add nsw i64 %99, %94
  store i64 %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %88
  %102 = load i64, ptr %8, align 8
  %103 = add nsw i64 %102, 1
  store i64 %103, ptr %8, align 8
  %104 = load ptr, ptr %3, align 8
  %105 = load i64, ptr %7, align 8
  %106 = add nsw i64 %105, 1
  store i64 %106, ptr %7, align 8
  %107 = getelementptr inbounds i64, ptr %104, i64 %105
  %108 = load i64, ptr %107, align 8
  %109 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  br label %307

111:                                              ; No predecessors!
  br label %112

112:                                              ; preds = %111, %307
  %113 = load i32, ptr %9, align 4
  %114 = add nsw i32 %113, -1
  store i32 %114, ptr %9, align 4
  %115 = load i32, ptr %9, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %116
  %118 = load i64, ptr %117, align 8
  %119 = load i32, ptr %9, align 4
  %120 = sub nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %121
  %123 = load i64, ptr %122, align 8
  %124 = sub nsw i64 %123, %118
  store i64 %124, ptr %122, align 8
  br label %125

125:                                              ; preds = %112
  %126 = load i64, ptr %8, align 8
  %127 = add nsw i64 %126, 1
  store i64 %127, ptr %8, align 8
  %128 = load ptr, ptr %3, align 8
  %129 = load i64, ptr %7, align 8
  %130 = add nsw i64 %129, 1
  store i64 %130, ptr %7, align 8
  %131 = getelementptr inbounds i64, ptr %128, i64 %129
  %132 = load i64, ptr %131, align 8
  %133 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %132
  %134 = load ptr, ptr %133, align 8
  br label %307

135:                                              ; No predecessors!
  br label %136

136:                                              ; preds = %135, %307
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, -1
  store i32 %138, ptr %9, align 4
  %139 = load i32, ptr %9, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %140
  %142 = load i64, ptr %141, align 8
  %143 = load i32, ptr %9, align 4
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %145
  %147 = load i64, ptr %146, align 8
  %148 = mul nsw i64 %147, %142
  store i64 %148, ptr %146, align 8
  br label %149

149:                                              ; preds = %136
  %150 = load i64, ptr %8, align 8
  %151 = add nsw i64 %150, 1
  store i64 %151, ptr %8, align 8
  %152 = load ptr, ptr %3, align 8
  %153 = load i64, ptr %7, align 8
  %154 = add nsw i64 %153, 1
  store i64 %154, ptr %7, align 8
  %155 = getelementptr inbounds i64, ptr %152, i64 %153
  %156 = load i64, ptr %155, align 8
  %157 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %156
  %158 = load ptr, ptr %157, align 8
  br label %307

159:                                              ; No predecessors!
  br label %160

160:                                              ; preds = %159, %307
  %161 = load i32, ptr %9, align 4
  %162 = add nsw i32 %161, -1
  store i32 %162, ptr %9, align 4
  %163 = load i32, ptr %9, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %164
  %166 = load i64, ptr %165, align 8
  %167 = load i32, ptr %9, align 4
  %168 = sub nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  %172 = sdiv i64 %171, %166
  store i64 %172, ptr %170, align 8
  br label %173

173:                                              ; preds = %160
  %174 = load i64, ptr %8, align 8
  %175 = add nsw i64 %174, 1
  store i64 %175, ptr %8, align 8
  %176 = load ptr, ptr %3, align 8
  %177 = load i64, ptr %7, align 8
  %178 = add nsw i64 %177, 1
  store i64 %178, ptr %7, align 8
  %179 = getelementptr inbounds i64, ptr %176, i64 %177
  %180 = load i64, ptr %179, align 8
  %181 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %180
  %182 = load ptr, ptr %181, align 8
  br label %307

183:                                              ; No predecessors!
  br label %184

184:                                              ; preds = %183, %307
  %185 = load i32, ptr %9, align 4
  %186 = add nsw i32 %185, -1
  store i32 %186, ptr %9, align 4
  %187 = load i32, ptr %9, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %188
  %190 = load i64, ptr %189, align 8
  %191 = load i32, ptr %9, align 4
  %192 = sub nsw i32 %191, 1
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %193
  %195 = load i64, ptr %194, align 8
  %196 = srem i64 %195, %190
  store i64 %196, ptr %194, align 8
  br label %197

197:                                              ; preds = %184
  %198 = load i64, ptr %8, align 8
  %199 = add nsw i64 %198, 1
  store i64 %199, ptr %8, align 8
  %200 = load ptr, ptr %3, align 8
  %201 = load i64, ptr %7, align 8
  %202 = add nsw i64 %201, 1
  store i64 %202, ptr %7, align 8
  %203 = getelementptr inbounds i64, ptr %200, i64 %201
  %204 = load i64, ptr %203, align 8
  %205 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %204
  %206 = load ptr, ptr %205, align 8
  br label %307

207:                                              ; No predecessors!
  br label %208

208:                                              ; preds = %207, %307
  %209 = load i32, ptr %9, align 4
  %210 = add nsw i32 %209, -1
  store i32 %210, ptr %9, align 4
  %211 = load i32, ptr %9, align 4
  %212 = sub nsw i32 %211, 1
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %213
  %215 = load i64, ptr %214, align 8
  %216 = load i32, ptr %9, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %217
  %219 = load i64, ptr %218, align 8
  %220 = icmp slt i64 %215, %219
  %221 = zext i1 %220 to i32
  %222 = sext i32 %221 to i64
  %223 = load i32, ptr %9, align 4
  %224 = sub nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %225
  store i64 %222, ptr %226, align 8
  br label %227

227:                                              ; preds = %208
  %228 = load i64, ptr %8, align 8
  %229 = add nsw i64 %228, 1
  store i64 %229, ptr %8, align 8
  %230 = load ptr, ptr %3, align 8
  %231 = load i64, ptr %7, align 8
  %232 = add nsw i64 %231, 1
  store i64 %232, ptr %7, align 8
  %233 = getelementptr inbounds i64, ptr %230, i64 %231
  %234 = load i64, ptr %233, align 8
  %235 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %234
  %236 = load ptr, ptr %235, align 8
  br label %307

237:                                              ; No predecessors!
  br label %238

238:                                              ; preds = %237, %307
  %239 = load i32, ptr %9, align 4
  %240 = add nsw i32 %239, -1
  store i32 %240, ptr %9, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %241
  %243 = load i64, ptr %242, align 8
  %244 = icmp eq i64 %243, 0
  br i1 %244, label %245, label %250

245:                                              ; preds = %238
  %246 = load ptr, ptr %3, align 8
  %247 = load i64, ptr %7, align 8
  %248 = getelementptr inbounds i64, ptr %246, i64 %247
  %249 = load i64, ptr %248, align 8
  store i64 %249, ptr %7, align 8
  br label %253

250:                                              ; preds = %238
  %251 = load i64, ptr %7, align 8
  %252 = add nsw i64 %251, 1
  store i64 %252, ptr %7, align 8
  br label %253

253:                                              ; preds = %250, %245
  br label %254

254:                                              ; preds = %253
  %255 = load i64, ptr %8, align 8
  %256 = add nsw i64 %255, 1
  store i64 %256, ptr %8, align 8
  %257 = load ptr, ptr %3, align 8
  %258 = load i64, ptr %7, align 8
  %259 = add nsw i64 %258, 1
  store i64 %259, ptr %7, align 8
  %260 = getelementptr inbounds i64, ptr %257, i64 %258
  %261 = load i64, ptr %260, align 8
  %262 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %261
  %263 = load ptr, ptr %262, align 8
  br label %307

264:                                              ; No predecessors!
  br label %265

265:                                              ; preds = %264, %307
  %266 = load ptr, ptr %3, align 8
  %267 = load i64, ptr %7, align 8
  %268 = getelementptr inbounds i64, ptr %266, i64 %267
  %269 = load i64, ptr %268, align 8
  store i64 %269, ptr %7, align 8
  br label %270

270:                                              ; preds = %265
  %271 = load i64, ptr %8, align 8
  %272 = add nsw i64 %271, 1
  store i64 %272, ptr %8, align 8
  %273 = load ptr, ptr %3, align 8
  %274 = load i64, ptr %7, align 8
  %275 = add nsw i64 %274, 1
  store i64 %275, ptr %7, align 8
  %276 = getelementptr inbounds i64, ptr %273, i64 %274
  %277 = load i64, ptr %276, align 8
  %278 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %277
  %279 = load ptr, ptr %278, align 8
  br label %307

280:                                              ; No predecessors!
  br label %281

281:                                              ; preds = %280, %307
  %282 = load i32, ptr %9, align 4
  %283 = add nsw i32 %282, -1
  store i32 %283, ptr %9, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %284
  %286 = load i64, ptr %285, align 8
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %286)
  br label %288

288:                                              ; preds = %281
  %289 = load i64, ptr %8, align 8
  %290 = add nsw i64 %289, 1
  store i64 %290, ptr %8, align 8
  %291 = load ptr, ptr %3, align 8
  %292 = load i64, ptr %7, align 8
  %293 = add nsw i64 %292, 1
  store i64 %293, ptr %7, align 8
  %294 = getelementptr inbounds i64, ptr %291, i64 %292
  %295 = load i64, ptr %294, align 8
  %296 = getelementptr inbounds [13 x ptr], ptr @run_goto.tbl, i64 0, i64 %295
  %297 = load ptr, ptr %296, align 8
  br label %307

298:                                              ; No predecessors!
  br label %299

299:                                              ; preds = %298, %307
  %300 = load i64, ptr %8, align 8
  %301 = load ptr, ptr %4, align 8
  store i64 %300, ptr %301, align 8
  %302 = load i32, ptr %9, align 4
  %303 = sub nsw i32 %302, 1
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %304
  %306 = load i64, ptr %305, align 8
  ret i64 %306

307:                                              ; preds = %288, %270, %254, %227, %197, %173, %149, %125, %101, %77, %54, %31, %10
  %308 = phi ptr [ %19, %10 ], [ %40, %31 ], [ %63, %54 ], [ %86, %77 ], [ %110, %101 ], [ %134, %125 ], [ %158, %149 ], [ %182, %173 ], [ %206, %197 ], [ %236, %227 ], [ %263, %254 ], [ %279, %270 ], [ %297, %288 ]
  indirectbr ptr %308, [label %21, label %42, label %65, label %88, label %112, label %136, label %160, label %184, label %208, label %238, label %265, label %281, label %299]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run_switch(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i64], align 8
  %6 = alloca [8 x i64], align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 64, i1 false)
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %172, %2
  %11 = load i64, ptr %8, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %8, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = load i64, ptr %7, align 8
  %15 = add nsw i64 %14, 1
  store i64 %15, ptr %7, align 8
  %16 = getelementptr inbounds i64, ptr %13, i64 %14
  %17 = load i64, ptr %16, align 8
  switch i64 %17, label %172 [
    i64 0, label %18
    i64 1, label %28
    i64 2, label %40
    i64 3, label %52
    i64 4, label %65
    i64 5, label %78
    i64 6, label %91
    i64 7, label %104
    i64 8, label %117
    i64 9, label %136
    i64 10, label %152
    i64 11, label %157
    i64 12, label %164
  ]

18:                                               ; preds = %10
  %19 = load ptr, ptr %3, align 8
  %20 = load i64, ptr %7, align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %7, align 8
  %22 = getelementptr inbounds i64, ptr %19, i64 %20
  %23 = load i64, ptr %22, align 8
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %9, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %26
  store i64 %23, ptr %27, align 8
  br label %172

28:                                               ; preds = %10
  %29 = load ptr, ptr %3, align 8
  %30 = load i64, ptr %7, align 8
  %31 = add nsw i64 %30, 1
  store i64 %31, ptr %7, align 8
  %32 = getelementptr inbounds i64, ptr %29, i64 %30
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %9, align 4
  %38 = sext i32 %36 to i64
  %39 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %38
  store i64 %35, ptr %39, align 8
  br label %172

40:                                               ; preds = %10
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = load i64, ptr %7, align 8
  %48 = add nsw i64 %47, 1
  store i64 %48, ptr %7, align 8
  %49 = getelementptr inbounds i64, ptr %46, i64 %47
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %50
  store i64 %45, ptr %51, align 8
  br label %172

52:                                               ; preds = %10
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %9, align 4
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %56
  %58 = load i64, ptr %57, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sub nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8
  %64 = add nsw i64 %63, %58
  store i64 %64, ptr %62, align 8
  br label %172

65:                                               ; preds = %10
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr %9, align 4
  %68 = load i32, ptr %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8
  %72 = load i32, ptr %9, align 4
  %73 = sub nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8
  %77 = sub nsw i64 %76, %71
  store i64 %77, ptr %75, align 8
  br label %172

78:                                               ; preds = %10
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, -1
  store i32 %80, ptr %9, align 4
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8
  %85 = load i32, ptr %9, align 4
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %87
  %89 = load i64, ptr %88, align 8
  %90 = mul nsw i64 %89, %84
  store i64 %90, ptr %88, align 8
  br label %172

91:                                               ; preds = %10
  %92 = load i32, ptr %9, align 4
  %93 = add nsw i32 %92, -1
  store i32 %93, ptr %9, align 4
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = load i32, ptr %9, align 4
  %99 = sub nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  %103 = sdiv i64 %102, %97
  store i64 %103, ptr %101, align 8
  br label %172

104:                                              ; preds = %10
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, ptr %9, align 4
  %107 = load i32, ptr %9, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %108
  %110 = load i64, ptr %109, align 8
  %111 = load i32, ptr %9, align 4
  %112 = sub nsw i32 %111, 1
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = srem i64 %115, %110
  store i64 %116, ptr %114, align 8
  br label %172

117:                                              ; preds = %10
  %118 = load i32, ptr %9, align 4
  %119 = add nsw i32 %118, -1
  store i32 %119, ptr %9, align 4
  %120 = load i32, ptr %9, align 4
  %121 = sub nsw i32 %120, 1
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %122
  %124 = load i64, ptr %123, align 8
  %125 = load i32, ptr %9, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8
  %129 = icmp slt i64 %124, %128
  %130 = zext i1 %129 to i32
  %131 = sext i32 %130 to i64
  %132 = load i32, ptr %9, align 4
  %133 = sub nsw i32 %132, 1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %134
  store i64 %131, ptr %135, align 8
  br label %172

136:                                              ; preds = %10
  %137 = load i32, ptr %9, align 4
  %138 = add nsw i32 %137, -1
  store i32 %138, ptr %9, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8
  %142 = icmp eq i64 %141, 0
  br i1 %142, label %143, label %148

143:                                              ; preds = %136
  %144 = load ptr, ptr %3, align 8
  %145 = load i64, ptr %7, align 8
  %146 = getelementptr inbounds i64, ptr %144, i64 %145
  %147 = load i64, ptr %146, align 8
  store i64 %147, ptr %7, align 8
  br label %151

148:                                              ; preds = %136
  %149 = load i64, ptr %7, align 8
  %150 = add nsw i64 %149, 1
  store i64 %150, ptr %7, align 8
  br label %151

151:                                              ; preds = %148, %143
  br label %172

152:                                              ; preds = %10
  %153 = load ptr, ptr %3, align 8
  %154 = load i64, ptr %7, align 8
  %155 = getelementptr inbounds i64, ptr %153, i64 %154
  %156 = load i64, ptr %155, align 8
  store i64 %156, ptr %7, align 8
  br label %172

157:                                              ; preds = %10
  %158 = load i32, ptr %9, align 4
  %159 = add nsw i32 %158, -1
  store i32 %159, ptr %9, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %160
  %162 = load i64, ptr %161, align 8
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %162)
  br label %172

164:                                              ; preds = %10
  %165 = load i64, ptr %8, align 8
  %166 = load ptr, ptr %4, align 8
  store i64 %165, ptr %166, align 8
  %167 = load i32, ptr %9, align 4
  %168 = sub nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [32 x i64], ptr %5, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  ret i64 %171

172:                                              ; preds = %10, %157, %152, %151, %117, %104, %91, %78, %65, %52, %40, %28, %18
  br label %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @asm_collatz(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  call void @begin()
  %3 = load i64, ptr %2, align 8
  call void @op1(i64 noundef 0, i64 noundef %3)
  call void @op1(i64 noundef 2, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 0)
  call void @op1(i64 noundef 2, i64 noundef 1)
  call void @label(i32 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op(i64 noundef 8)
  call void @jump(i64 noundef 9, i32 noundef 3)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 2)
  call void @op(i64 noundef 7)
  call void @jump(i64 noundef 9, i32 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 3)
  call void @op(i64 noundef 5)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op(i64 noundef 3)
  call void @op1(i64 noundef 2, i64 noundef 0)
  call void @jump(i64 noundef 10, i32 noundef 2)
  call void @label(i32 noundef 1)
  call void @op1(i64 noundef 1, i64 noundef 0)
  call void @op1(i64 noundef 0, i64 noundef 2)
  call void @op(i64 noundef 6)
  call void @op1(i64 noundef 2, i64 noundef 0)
  call void @label(i32 noundef 2)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op1(i64 noundef 0, i64 noundef 1)
  call void @op(i64 noundef 3)
  call void @op1(i64 noundef 2, i64 noundef 1)
  call void @jump(i64 noundef 10, i32 noundef 0)
  call void @label(i32 noundef 3)
  call void @op1(i64 noundef 1, i64 noundef 1)
  call void @op(i64 noundef 12)
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
define internal void @op1(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  call void @op(i64 noundef %5)
  %6 = load i64, ptr %4, align 8
  call void @op(i64 noundef %6)
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
define internal void @op(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i32, ptr @ncode, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @ncode, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [256 x i64], ptr @code, i64 0, i64 %6
  store i64 %3, ptr %7, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  call void @op(i64 noundef %5)
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
  call void @op(i64 noundef 0)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %21, %0
  %3 = load i32, ptr %1, align 4
  %4 = load i32, ptr @nfix, align 4
  %5 = icmp slt i32 %3, %4
  br i1 %5, label %6, label %24

6:                                                ; preds = %2
  %7 = load i32, ptr %1, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [64 x i32], ptr @fix_lab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr @labels, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = load i32, ptr %1, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr @fix_at, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i64], ptr @code, i64 0, i64 %19
  store i64 %14, ptr %20, align 8
  br label %21

21:                                               ; preds = %6
  %22 = load i32, ptr %1, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %1, align 4
  br label %2, !llvm.loop !8

24:                                               ; preds = %2
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
