; ModuleID = 'programs/dynamic_programming.c'
source_filename = "programs/dynamic_programming.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"AGGTAB\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"GXTXAYB\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"kitten\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"intention\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"execution\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"the quick brown fox\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"a quick brown dog jumps\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@__const.main.pairs = private unnamed_addr constant [5 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9]], align 8
@.str.10 = private unnamed_addr constant [32 x i8] c"lcs('%s','%s')=%d '%s' edit=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [36 x i8] c"knapsack(1000)=%d knapsack(250)=%d\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.12 = private unnamed_addr constant [38 x i8] c"coin ways(200)=%lld ways(10000)=%lld\0A\00", align 1
@main.seq = internal global [5000 x i32] zeroinitializer, align 4
@.str.13 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [12 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 7, i32 12, i32 40, i32 3, i32 18], align 4
@.str.14 = private unnamed_addr constant [19 x i8] c"matrix chain=%lld\0A\00", align 1
@__const.main.items = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 91, i32 77, i32 45, i32 8], align 4
@.str.15 = private unnamed_addr constant [51 x i8] c"subset sums reachable=%d has(100)=%d has(1000)=%d\0A\00", align 1
@lcs.L = internal global [128 x [128 x i32]] zeroinitializer, align 4
@knap.dp = internal global [10001 x i32] zeroinitializer, align 4
@coin_ways.dp = internal global [10001 x i64] zeroinitializer, align 8
@lis.tails = internal global [5000 x i32] zeroinitializer, align 4
@matrix_chain.m = internal global [32 x [32 x i64]] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [128 x i8], align 1
  %3 = alloca [5 x [2 x ptr]], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [40 x i32], align 4
  %7 = alloca [40 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [8 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca [12 x i32], align 4
  %13 = alloca [16 x i64], align 8
  %14 = alloca [10 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.pairs, i64 80, i1 false)
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %63, %0
  %24 = load i32, ptr %4, align 4
  %25 = icmp slt i32 %24, 5
  br i1 %25, label %26, label %66

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %28
  %30 = getelementptr inbounds [2 x ptr], ptr %29, i64 0, i64 0
  %31 = load ptr, ptr %30, align 8
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %33
  %35 = getelementptr inbounds [2 x ptr], ptr %34, i64 0, i64 1
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %38 = call i32 @lcs(ptr noundef %31, ptr noundef %36, ptr noundef %37)
  store i32 %38, ptr %5, align 4
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %40
  %42 = getelementptr inbounds [2 x ptr], ptr %41, i64 0, i64 0
  %43 = load ptr, ptr %42, align 8
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %45
  %47 = getelementptr inbounds [2 x ptr], ptr %46, i64 0, i64 1
  %48 = load ptr, ptr %47, align 8
  %49 = load i32, ptr %5, align 4
  %50 = getelementptr inbounds [128 x i8], ptr %2, i64 0, i64 0
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %52
  %54 = getelementptr inbounds [2 x ptr], ptr %53, i64 0, i64 0
  %55 = load ptr, ptr %54, align 8
  %56 = load i32, ptr %4, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [5 x [2 x ptr]], ptr %3, i64 0, i64 %57
  %59 = getelementptr inbounds [2 x ptr], ptr %58, i64 0, i64 1
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 @edit(ptr noundef %55, ptr noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %43, ptr noundef %48, i32 noundef %49, ptr noundef %50, i32 noundef %61)
  br label %63

63:                                               ; preds = %26
  %64 = load i32, ptr %4, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %4, align 4
  br label %23, !llvm.loop !6

66:                                               ; preds = %23
  store i32 42, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %67

67:                                               ; preds = %88, %66
  %68 = load i32, ptr %9, align 4
  %69 = icmp slt i32 %68, 40
  br i1 %69, label %70, label %91

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = mul i32 %71, 1103515245
  %73 = add i32 %72, 12345
  store i32 %73, ptr %8, align 4
  %74 = load i32, ptr %8, align 4
  %75 = lshr i32 %74, 16
  %76 = srem i32 %75, 97
  %77 = add nsw i32 %76, 3
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 %79
  store i32 %77, ptr %80, align 4
  %81 = load i32, ptr %8, align 4
  %82 = lshr i32 %81, 8
  %83 = srem i32 %82, 113
  %84 = add nsw i32 %83, 1
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 %86
  store i32 %84, ptr %87, align 4
  br label %88

88:                                               ; preds = %70
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %9, align 4
  br label %67, !llvm.loop !8

91:                                               ; preds = %67
  %92 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 0
  %93 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 0
  %94 = call i32 @knap(ptr noundef %92, ptr noundef %93, i32 noundef 40, i32 noundef 1000)
  %95 = getelementptr inbounds [40 x i32], ptr %6, i64 0, i64 0
  %96 = getelementptr inbounds [40 x i32], ptr %7, i64 0, i64 0
  %97 = call i32 @knap(ptr noundef %95, ptr noundef %96, i32 noundef 40, i32 noundef 250)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %94, i32 noundef %97)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.coins, i64 32, i1 false)
  %99 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 0
  %100 = call i64 @coin_ways(ptr noundef %99, i32 noundef 8, i32 noundef 200)
  %101 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 0
  %102 = call i64 @coin_ways(ptr noundef %101, i32 noundef 8, i32 noundef 10000)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %100, i64 noundef %102)
  store i32 0, ptr %11, align 4
  br label %104

104:                                              ; preds = %117, %91
  %105 = load i32, ptr %11, align 4
  %106 = icmp slt i32 %105, 5000
  br i1 %106, label %107, label %120

107:                                              ; preds = %104
  %108 = load i32, ptr %8, align 4
  %109 = mul i32 %108, 1103515245
  %110 = add i32 %109, 12345
  store i32 %110, ptr %8, align 4
  %111 = load i32, ptr %8, align 4
  %112 = lshr i32 %111, 12
  %113 = srem i32 %112, 100000
  %114 = load i32, ptr %11, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [5000 x i32], ptr @main.seq, i64 0, i64 %115
  store i32 %113, ptr %116, align 4
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %11, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %11, align 4
  br label %104, !llvm.loop !9

120:                                              ; preds = %104
  %121 = call i32 @lis(ptr noundef @main.seq, i32 noundef 5000)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 @__const.main.dims, i64 48, i1 false)
  %123 = getelementptr inbounds [12 x i32], ptr %12, i64 0, i64 0
  %124 = call i64 @matrix_chain(ptr noundef %123, i32 noundef 12)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %124)
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 128, i1 false)
  %126 = getelementptr inbounds <{ i64, [15 x i64] }>, ptr %13, i32 0, i32 0
  store i64 1, ptr %126, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @__const.main.items, i64 40, i1 false)
  store i32 0, ptr %15, align 4
  br label %127

127:                                              ; preds = %191, %120
  %128 = load i32, ptr %15, align 4
  %129 = icmp slt i32 %128, 10
  br i1 %129, label %130, label %194

130:                                              ; preds = %127
  %131 = load i32, ptr %15, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [10 x i32], ptr %14, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  store i32 %134, ptr %16, align 4
  %135 = load i32, ptr %16, align 4
  %136 = sdiv i32 %135, 64
  store i32 %136, ptr %17, align 4
  %137 = load i32, ptr %16, align 4
  %138 = srem i32 %137, 64
  store i32 %138, ptr %18, align 4
  store i32 15, ptr %19, align 4
  br label %139

139:                                              ; preds = %187, %130
  %140 = load i32, ptr %19, align 4
  %141 = icmp sge i32 %140, 0
  br i1 %141, label %142, label %190

142:                                              ; preds = %139
  store i64 0, ptr %20, align 8
  %143 = load i32, ptr %19, align 4
  %144 = load i32, ptr %17, align 4
  %145 = sub nsw i32 %143, %144
  %146 = icmp sge i32 %145, 0
  br i1 %146, label %147, label %180

147:                                              ; preds = %142
  %148 = load i32, ptr %19, align 4
  %149 = load i32, ptr %17, align 4
  %150 = sub nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [16 x i64], ptr %13, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = load i32, ptr %18, align 4
  %155 = zext i32 %154 to i64
  %156 = shl i64 %153, %155
  store i64 %156, ptr %20, align 8
  %157 = load i32, ptr %18, align 4
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %159, label %179

159:                                              ; preds = %147
  %160 = load i32, ptr %19, align 4
  %161 = load i32, ptr %17, align 4
  %162 = sub nsw i32 %160, %161
  %163 = sub nsw i32 %162, 1
  %164 = icmp sge i32 %163, 0
  br i1 %164, label %165, label %179

165:                                              ; preds = %159
  %166 = load i32, ptr %19, align 4
  %167 = load i32, ptr %17, align 4
  %168 = sub nsw i32 %166, %167
  %169 = sub nsw i32 %168, 1
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [16 x i64], ptr %13, i64 0, i64 %170
  %172 = load i64, ptr %171, align 8
  %173 = load i32, ptr %18, align 4
  %174 = sub nsw i32 64, %173
  %175 = zext i32 %174 to i64
  %176 = lshr i64 %172, %175
  %177 = load i64, ptr %20, align 8
  %178 = or i64 %177, %176
  store i64 %178, ptr %20, align 8
  br label %179

179:                                              ; preds = %165, %159, %147
  br label %180

180:                                              ; preds = %179, %142
  %181 = load i64, ptr %20, align 8
  %182 = load i32, ptr %19, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [16 x i64], ptr %13, i64 0, i64 %183
  %185 = load i64, ptr %184, align 8
  %186 = or i64 %185, %181
  store i64 %186, ptr %184, align 8
  br label %187

187:                                              ; preds = %180
  %188 = load i32, ptr %19, align 4
  %189 = add nsw i32 %188, -1
  store i32 %189, ptr %19, align 4
  br label %139, !llvm.loop !10

190:                                              ; preds = %139
  br label %191

191:                                              ; preds = %190
  %192 = load i32, ptr %15, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %15, align 4
  br label %127, !llvm.loop !11

194:                                              ; preds = %127
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %195

195:                                              ; preds = %207, %194
  %196 = load i32, ptr %22, align 4
  %197 = icmp slt i32 %196, 16
  br i1 %197, label %198, label %210

198:                                              ; preds = %195
  %199 = load i32, ptr %22, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [16 x i64], ptr %13, i64 0, i64 %200
  %202 = load i64, ptr %201, align 8
  %203 = call i64 @llvm.ctpop.i64(i64 %202)
  %204 = trunc i64 %203 to i32
  %205 = load i32, ptr %21, align 4
  %206 = add nsw i32 %205, %204
  store i32 %206, ptr %21, align 4
  br label %207

207:                                              ; preds = %198
  %208 = load i32, ptr %22, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %22, align 4
  br label %195, !llvm.loop !12

210:                                              ; preds = %195
  %211 = load i32, ptr %21, align 4
  %212 = getelementptr inbounds [16 x i64], ptr %13, i64 0, i64 1
  %213 = load i64, ptr %212, align 8
  %214 = lshr i64 %213, 36
  %215 = and i64 %214, 1
  %216 = trunc i64 %215 to i32
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %211, i32 noundef %216, i32 noundef 0)
  %218 = call i32 @lis(ptr noundef @main.seq, i32 noundef 100)
  ret i32 %218
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcs(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = load ptr, ptr %4, align 8
  %15 = call i64 @strlen(ptr noundef %14) #6
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = call i64 @strlen(ptr noundef %17) #6
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %20

20:                                               ; preds = %115, %3
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %7, align 4
  %23 = icmp sle i32 %21, %22
  br i1 %23, label %24, label %118

24:                                               ; preds = %20
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %111, %24
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp sle i32 %26, %27
  br i1 %28, label %29, label %114

29:                                               ; preds = %25
  %30 = load i32, ptr %9, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = load i32, ptr %10, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %36, label %35

35:                                               ; preds = %32, %29
  br label %103

36:                                               ; preds = %32
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %9, align 4
  %39 = sub nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %37, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %10, align 4
  %46 = sub nsw i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %44, i64 %47
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp eq i32 %43, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %36
  %53 = load i32, ptr %9, align 4
  %54 = sub nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %55
  %57 = load i32, ptr %10, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [128 x i32], ptr %56, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = add nsw i32 %61, 1
  br label %101

63:                                               ; preds = %36
  %64 = load i32, ptr %9, align 4
  %65 = sub nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %66
  %68 = load i32, ptr %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [128 x i32], ptr %67, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %73
  %75 = load i32, ptr %10, align 4
  %76 = sub nsw i32 %75, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [128 x i32], ptr %74, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = icmp sgt i32 %71, %79
  br i1 %80, label %81, label %90

81:                                               ; preds = %63
  %82 = load i32, ptr %9, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %84
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [128 x i32], ptr %85, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  br label %99

90:                                               ; preds = %63
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %92
  %94 = load i32, ptr %10, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [128 x i32], ptr %93, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  br label %99

99:                                               ; preds = %90, %81
  %100 = phi i32 [ %89, %81 ], [ %98, %90 ]
  br label %101

101:                                              ; preds = %99, %52
  %102 = phi i32 [ %62, %52 ], [ %100, %99 ]
  br label %103

103:                                              ; preds = %101, %35
  %104 = phi i32 [ 0, %35 ], [ %102, %101 ]
  %105 = load i32, ptr %9, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %106
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [128 x i32], ptr %107, i64 0, i64 %109
  store i32 %104, ptr %110, align 4
  br label %111

111:                                              ; preds = %103
  %112 = load i32, ptr %10, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %10, align 4
  br label %25, !llvm.loop !13

114:                                              ; preds = %25
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %9, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %9, align 4
  br label %20, !llvm.loop !14

118:                                              ; preds = %20
  %119 = load i32, ptr %7, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %120
  %122 = load i32, ptr %8, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [128 x i32], ptr %121, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  store i32 %125, ptr %11, align 4
  %126 = load ptr, ptr %6, align 8
  %127 = load i32, ptr %11, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i8, ptr %126, i64 %128
  store i8 0, ptr %129, align 1
  %130 = load i32, ptr %7, align 4
  store i32 %130, ptr %12, align 4
  %131 = load i32, ptr %8, align 4
  store i32 %131, ptr %13, align 4
  br label %132

132:                                              ; preds = %197, %118
  %133 = load i32, ptr %12, align 4
  %134 = icmp ne i32 %133, 0
  br i1 %134, label %135, label %138

135:                                              ; preds = %132
  %136 = load i32, ptr %13, align 4
  %137 = icmp ne i32 %136, 0
  br label %138

138:                                              ; preds = %135, %132
  %139 = phi i1 [ false, %132 ], [ %137, %135 ]
  br i1 %139, label %140, label %198

140:                                              ; preds = %138
  %141 = load ptr, ptr %4, align 8
  %142 = load i32, ptr %12, align 4
  %143 = sub nsw i32 %142, 1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr %141, i64 %144
  %146 = load i8, ptr %145, align 1
  %147 = zext i8 %146 to i32
  %148 = load ptr, ptr %5, align 8
  %149 = load i32, ptr %13, align 4
  %150 = sub nsw i32 %149, 1
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i8, ptr %148, i64 %151
  %153 = load i8, ptr %152, align 1
  %154 = zext i8 %153 to i32
  %155 = icmp eq i32 %147, %154
  br i1 %155, label %156, label %172

156:                                              ; preds = %140
  %157 = load ptr, ptr %4, align 8
  %158 = load i32, ptr %12, align 4
  %159 = sub nsw i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i8, ptr %157, i64 %160
  %162 = load i8, ptr %161, align 1
  %163 = load ptr, ptr %6, align 8
  %164 = load i32, ptr %11, align 4
  %165 = add nsw i32 %164, -1
  store i32 %165, ptr %11, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i8, ptr %163, i64 %166
  store i8 %162, ptr %167, align 1
  %168 = load i32, ptr %12, align 4
  %169 = add nsw i32 %168, -1
  store i32 %169, ptr %12, align 4
  %170 = load i32, ptr %13, align 4
  %171 = add nsw i32 %170, -1
  store i32 %171, ptr %13, align 4
  br label %197

172:                                              ; preds = %140
  %173 = load i32, ptr %12, align 4
  %174 = sub nsw i32 %173, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %175
  %177 = load i32, ptr %13, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [128 x i32], ptr %176, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = load i32, ptr %12, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %182
  %184 = load i32, ptr %13, align 4
  %185 = sub nsw i32 %184, 1
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [128 x i32], ptr %183, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4
  %189 = icmp sge i32 %180, %188
  br i1 %189, label %190, label %193

190:                                              ; preds = %172
  %191 = load i32, ptr %12, align 4
  %192 = add nsw i32 %191, -1
  store i32 %192, ptr %12, align 4
  br label %196

193:                                              ; preds = %172
  %194 = load i32, ptr %13, align 4
  %195 = add nsw i32 %194, -1
  store i32 %195, ptr %13, align 4
  br label %196

196:                                              ; preds = %193, %190
  br label %197

197:                                              ; preds = %196, %156
  br label %132, !llvm.loop !15

198:                                              ; preds = %138
  %199 = load i32, ptr %7, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.L, i64 0, i64 %200
  %202 = load i32, ptr %8, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [128 x i32], ptr %201, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4
  ret i32 %205
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @edit(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [128 x i32], align 4
  %8 = alloca [128 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = call i64 @strlen(ptr noundef %13) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %5, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = call i64 @strlen(ptr noundef %16) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %6, align 4
  store i32 0, ptr %9, align 4
  br label %19

19:                                               ; preds = %28, %2
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp sle i32 %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %19
  %24 = load i32, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %9, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %9, align 4
  br label %19, !llvm.loop !16

31:                                               ; preds = %19
  store i32 1, ptr %10, align 4
  br label %32

32:                                               ; preds = %106, %31
  %33 = load i32, ptr %10, align 4
  %34 = load i32, ptr %5, align 4
  %35 = icmp sle i32 %33, %34
  br i1 %35, label %36, label %109

36:                                               ; preds = %32
  %37 = load i32, ptr %10, align 4
  %38 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 0
  store i32 %37, ptr %38, align 4
  store i32 1, ptr %11, align 4
  br label %39

39:                                               ; preds = %100, %36
  %40 = load i32, ptr %11, align 4
  %41 = load i32, ptr %6, align 4
  %42 = icmp sle i32 %40, %41
  br i1 %42, label %43, label %103

43:                                               ; preds = %39
  %44 = load i32, ptr %11, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load ptr, ptr %3, align 8
  %50 = load i32, ptr %10, align 4
  %51 = sub nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %49, i64 %52
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %11, align 4
  %58 = sub nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %56, i64 %59
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp ne i32 %55, %62
  %64 = zext i1 %63 to i32
  %65 = add nsw i32 %48, %64
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %69, 1
  %71 = load i32, ptr %12, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %43
  %74 = load i32, ptr %11, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %12, align 4
  br label %79

79:                                               ; preds = %73, %43
  %80 = load i32, ptr %11, align 4
  %81 = sub nsw i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add nsw i32 %84, 1
  %86 = load i32, ptr %12, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %95

88:                                               ; preds = %79
  %89 = load i32, ptr %11, align 4
  %90 = sub nsw i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %12, align 4
  br label %95

95:                                               ; preds = %88, %79
  %96 = load i32, ptr %12, align 4
  %97 = load i32, ptr %11, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 %98
  store i32 %96, ptr %99, align 4
  br label %100

100:                                              ; preds = %95
  %101 = load i32, ptr %11, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %11, align 4
  br label %39, !llvm.loop !17

103:                                              ; preds = %39
  %104 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 0
  %105 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %104, ptr align 4 %105, i64 512, i1 false)
  br label %106

106:                                              ; preds = %103
  %107 = load i32, ptr %10, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %10, align 4
  br label %32, !llvm.loop !18

109:                                              ; preds = %32
  %110 = load i32, ptr %6, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  ret i32 %113
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @knap(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @knap.dp, i8 0, i64 40004, i1 false)
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %72, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %75

15:                                               ; preds = %11
  %16 = load i32, ptr %8, align 4
  store i32 %16, ptr %10, align 4
  br label %17

17:                                               ; preds = %68, %15
  %18 = load i32, ptr %10, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = icmp sge i32 %18, %23
  br i1 %24, label %25, label %71

25:                                               ; preds = %17
  %26 = load i32, ptr %10, align 4
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sub nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %35, %40
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = icmp sgt i32 %41, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %25
  %48 = load i32, ptr %10, align 4
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sub nsw i32 %48, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %57, %62
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %65
  store i32 %63, ptr %66, align 4
  br label %67

67:                                               ; preds = %47, %25
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %10, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %10, align 4
  br label %17, !llvm.loop !19

71:                                               ; preds = %17
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %11, !llvm.loop !20

75:                                               ; preds = %11
  %76 = load i32, ptr %8, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [10001 x i32], ptr @knap.dp, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  ret i32 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @coin_ways(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 @coin_ways.dp, i8 0, i64 80008, i1 false)
  store i64 1, ptr @coin_ways.dp, align 8
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %43, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %46

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %8, align 4
  br label %19

19:                                               ; preds = %39, %13
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp sle i32 %20, %21
  br i1 %22, label %23, label %42

23:                                               ; preds = %19
  %24 = load i32, ptr %8, align 4
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = sub nsw i32 %24, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = add nsw i64 %37, %33
  store i64 %38, ptr %36, align 8
  br label %39

39:                                               ; preds = %23
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %19, !llvm.loop !21

42:                                               ; preds = %19
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %7, align 4
  br label %9, !llvm.loop !22

46:                                               ; preds = %9
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [10001 x i64], ptr @coin_ways.dp, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  ret i64 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lis(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %57, %2
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %60

14:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %8, align 4
  br label %16

16:                                               ; preds = %40, %14
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %21, %22
  %24 = sdiv i32 %23, 2
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = icmp slt i32 %28, %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %20
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %40

38:                                               ; preds = %20
  %39 = load i32, ptr %9, align 4
  store i32 %39, ptr %8, align 4
  br label %40

40:                                               ; preds = %38, %35
  br label %16, !llvm.loop !23

41:                                               ; preds = %16
  %42 = load ptr, ptr %3, align 8
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5000 x i32], ptr @lis.tails, i64 0, i64 %48
  store i32 %46, ptr %49, align 4
  %50 = load i32, ptr %7, align 4
  %51 = load i32, ptr %5, align 4
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %41
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %56

56:                                               ; preds = %53, %41
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %6, align 4
  br label %10, !llvm.loop !24

60:                                               ; preds = %10
  %61 = load i32, ptr %5, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @matrix_chain(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %11

11:                                               ; preds = %22, %2
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %17
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [32 x i64], ptr %18, i64 0, i64 %20
  store i64 0, ptr %21, align 8
  br label %22

22:                                               ; preds = %15
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %11, !llvm.loop !25

25:                                               ; preds = %11
  store i32 2, ptr %6, align 4
  br label %26

26:                                               ; preds = %128, %25
  %27 = load i32, ptr %6, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %131

30:                                               ; preds = %26
  store i32 1, ptr %7, align 4
  br label %31

31:                                               ; preds = %124, %30
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %32, %33
  %35 = sub nsw i32 %34, 1
  %36 = load i32, ptr %4, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %127

38:                                               ; preds = %31
  %39 = load i32, ptr %7, align 4
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %39, %40
  %42 = sub nsw i32 %41, 1
  store i32 %42, ptr %8, align 4
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %44
  %46 = load i32, ptr %8, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [32 x i64], ptr %45, i64 0, i64 %47
  store i64 -1, ptr %48, align 8
  %49 = load i32, ptr %7, align 4
  store i32 %49, ptr %9, align 4
  br label %50

50:                                               ; preds = %120, %38
  %51 = load i32, ptr %9, align 4
  %52 = load i32, ptr %8, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %123

54:                                               ; preds = %50
  %55 = load i32, ptr %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %56
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [32 x i64], ptr %57, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %64
  %66 = load i32, ptr %8, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [32 x i64], ptr %65, i64 0, i64 %67
  %69 = load i64, ptr %68, align 8
  %70 = add nsw i64 %61, %69
  %71 = load ptr, ptr %3, align 8
  %72 = load i32, ptr %7, align 4
  %73 = sub nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %71, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = sext i32 %76 to i64
  %78 = load ptr, ptr %3, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = sext i32 %82 to i64
  %84 = mul nsw i64 %77, %83
  %85 = load ptr, ptr %3, align 8
  %86 = load i32, ptr %8, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = sext i32 %89 to i64
  %91 = mul nsw i64 %84, %90
  %92 = add nsw i64 %70, %91
  store i64 %92, ptr %10, align 8
  %93 = load i32, ptr %7, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %94
  %96 = load i32, ptr %8, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [32 x i64], ptr %95, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = icmp slt i64 %99, 0
  br i1 %100, label %111, label %101

101:                                              ; preds = %54
  %102 = load i64, ptr %10, align 8
  %103 = load i32, ptr %7, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %104
  %106 = load i32, ptr %8, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [32 x i64], ptr %105, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8
  %110 = icmp slt i64 %102, %109
  br i1 %110, label %111, label %119

111:                                              ; preds = %101, %54
  %112 = load i64, ptr %10, align 8
  %113 = load i32, ptr %7, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 %114
  %116 = load i32, ptr %8, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [32 x i64], ptr %115, i64 0, i64 %117
  store i64 %112, ptr %118, align 8
  br label %119

119:                                              ; preds = %111, %101
  br label %120

120:                                              ; preds = %119
  %121 = load i32, ptr %9, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %9, align 4
  br label %50, !llvm.loop !26

123:                                              ; preds = %50
  br label %124

124:                                              ; preds = %123
  %125 = load i32, ptr %7, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %7, align 4
  br label %31, !llvm.loop !27

127:                                              ; preds = %31
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %6, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %6, align 4
  br label %26, !llvm.loop !28

131:                                              ; preds = %26
  %132 = load i32, ptr %4, align 4
  %133 = sub nsw i32 %132, 1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [32 x i64], ptr getelementptr inbounds ([32 x [32 x i64]], ptr @matrix_chain.m, i64 0, i64 1), i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  ret i64 %136
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
