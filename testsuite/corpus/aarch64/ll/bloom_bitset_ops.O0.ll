; ModuleID = 'programs/bloom_bitset_ops.c'
source_filename = "programs/bloom_bitset_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.exact = internal global [200000 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [45 x i8] c"bloom bits set=%d false_pos=%d false_neg=%d\0A\00", align 1
@bloom = internal global [1024 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [52 x i8] c"|a|=%d |b|=%d union=%d inter=%d diff=%d symdiff=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [62 x i8] c"iterate inter: count=%d sum=%ld rank(1000)=%d select(100)=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [64 x i64], align 8
  %10 = alloca [64 x i64], align 8
  %11 = alloca [64 x i64], align 8
  %12 = alloca [64 x i64], align 8
  %13 = alloca [64 x i64], align 8
  %14 = alloca [64 x i64], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  br label %22

22:                                               ; preds = %36, %0
  %23 = load i64, ptr %2, align 8
  %24 = icmp ult i64 %23, 8000
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i64, ptr %2, align 8
  %27 = mul i64 %26, 7919
  %28 = add i64 %27, 13
  store i64 %28, ptr %3, align 8
  %29 = load i64, ptr %3, align 8
  call void @bloom_add(i64 noundef %29)
  %30 = load i64, ptr %3, align 8
  %31 = icmp ult i64 %30, 200000
  br i1 %31, label %32, label %35

32:                                               ; preds = %25
  %33 = load i64, ptr %3, align 8
  %34 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %33
  store i8 1, ptr %34, align 1
  br label %35

35:                                               ; preds = %32, %25
  br label %36

36:                                               ; preds = %35
  %37 = load i64, ptr %2, align 8
  %38 = add i64 %37, 1
  store i64 %38, ptr %2, align 8
  br label %22, !llvm.loop !6

39:                                               ; preds = %22
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %40

40:                                               ; preds = %71, %39
  %41 = load i64, ptr %6, align 8
  %42 = icmp ult i64 %41, 60000
  br i1 %42, label %43, label %74

43:                                               ; preds = %40
  %44 = load i64, ptr %6, align 8
  %45 = call i32 @bloom_has(i64 noundef %44)
  store i32 %45, ptr %7, align 4
  %46 = load i64, ptr %6, align 8
  %47 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  store i32 %49, ptr %8, align 4
  %50 = load i32, ptr %7, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %43
  %53 = load i32, ptr %8, align 4
  %54 = icmp ne i32 %53, 0
  %55 = xor i1 %54, true
  br label %56

56:                                               ; preds = %52, %43
  %57 = phi i1 [ false, %43 ], [ %55, %52 ]
  %58 = zext i1 %57 to i32
  %59 = load i32, ptr %4, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr %4, align 4
  %61 = load i32, ptr %7, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %8, align 4
  %65 = icmp ne i32 %64, 0
  br label %66

66:                                               ; preds = %63, %56
  %67 = phi i1 [ false, %56 ], [ %65, %63 ]
  %68 = zext i1 %67 to i32
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %5, align 4
  br label %71

71:                                               ; preds = %66
  %72 = load i64, ptr %6, align 8
  %73 = add i64 %72, 1
  store i64 %73, ptr %6, align 8
  br label %40, !llvm.loop !8

74:                                               ; preds = %40
  %75 = call i32 @popcount_set(ptr noundef @bloom, i32 noundef 1024)
  %76 = load i32, ptr %4, align 4
  %77 = load i32, ptr %5, align 4
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %75, i32 noundef %76, i32 noundef %77)
  %79 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %79, i8 0, i64 512, i1 false)
  %80 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %80, i8 0, i64 512, i1 false)
  store i32 0, ptr %15, align 4
  br label %81

81:                                               ; preds = %87, %74
  %82 = load i32, ptr %15, align 4
  %83 = icmp ult i32 %82, 4096
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 0
  %86 = load i32, ptr %15, align 4
  call void @bset(ptr noundef %85, i32 noundef %86)
  br label %87

87:                                               ; preds = %84
  %88 = load i32, ptr %15, align 4
  %89 = add i32 %88, 3
  store i32 %89, ptr %15, align 4
  br label %81, !llvm.loop !9

90:                                               ; preds = %81
  store i32 0, ptr %16, align 4
  br label %91

91:                                               ; preds = %97, %90
  %92 = load i32, ptr %16, align 4
  %93 = icmp ult i32 %92, 4096
  br i1 %93, label %94, label %100

94:                                               ; preds = %91
  %95 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 0
  %96 = load i32, ptr %16, align 4
  call void @bset(ptr noundef %95, i32 noundef %96)
  br label %97

97:                                               ; preds = %94
  %98 = load i32, ptr %16, align 4
  %99 = add i32 %98, 5
  store i32 %99, ptr %16, align 4
  br label %91, !llvm.loop !10

100:                                              ; preds = %91
  store i32 0, ptr %17, align 4
  br label %101

101:                                              ; preds = %154, %100
  %102 = load i32, ptr %17, align 4
  %103 = icmp slt i32 %102, 64
  br i1 %103, label %104, label %157

104:                                              ; preds = %101
  %105 = load i32, ptr %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8
  %109 = load i32, ptr %17, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %110
  %112 = load i64, ptr %111, align 8
  %113 = or i64 %108, %112
  %114 = load i32, ptr %17, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 %115
  store i64 %113, ptr %116, align 8
  %117 = load i32, ptr %17, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8
  %121 = load i32, ptr %17, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %122
  %124 = load i64, ptr %123, align 8
  %125 = and i64 %120, %124
  %126 = load i32, ptr %17, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %127
  store i64 %125, ptr %128, align 8
  %129 = load i32, ptr %17, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  %133 = load i32, ptr %17, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %134
  %136 = load i64, ptr %135, align 8
  %137 = xor i64 %136, -1
  %138 = and i64 %132, %137
  %139 = load i32, ptr %17, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [64 x i64], ptr %13, i64 0, i64 %140
  store i64 %138, ptr %141, align 8
  %142 = load i32, ptr %17, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 %143
  %145 = load i64, ptr %144, align 8
  %146 = load i32, ptr %17, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 %147
  %149 = load i64, ptr %148, align 8
  %150 = xor i64 %145, %149
  %151 = load i32, ptr %17, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [64 x i64], ptr %14, i64 0, i64 %152
  store i64 %150, ptr %153, align 8
  br label %154

154:                                              ; preds = %104
  %155 = load i32, ptr %17, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %17, align 4
  br label %101, !llvm.loop !11

157:                                              ; preds = %101
  %158 = getelementptr inbounds [64 x i64], ptr %9, i64 0, i64 0
  %159 = call i32 @popcount_set(ptr noundef %158, i32 noundef 64)
  %160 = getelementptr inbounds [64 x i64], ptr %10, i64 0, i64 0
  %161 = call i32 @popcount_set(ptr noundef %160, i32 noundef 64)
  %162 = getelementptr inbounds [64 x i64], ptr %11, i64 0, i64 0
  %163 = call i32 @popcount_set(ptr noundef %162, i32 noundef 64)
  %164 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 0
  %165 = call i32 @popcount_set(ptr noundef %164, i32 noundef 64)
  %166 = getelementptr inbounds [64 x i64], ptr %13, i64 0, i64 0
  %167 = call i32 @popcount_set(ptr noundef %166, i32 noundef 64)
  %168 = getelementptr inbounds [64 x i64], ptr %14, i64 0, i64 0
  %169 = call i32 @popcount_set(ptr noundef %168, i32 noundef 64)
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %159, i32 noundef %161, i32 noundef %163, i32 noundef %165, i32 noundef %167, i32 noundef %169)
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %171

171:                                              ; preds = %200, %157
  %172 = load i32, ptr %20, align 4
  %173 = icmp slt i32 %172, 64
  br i1 %173, label %174, label %203

174:                                              ; preds = %171
  %175 = load i32, ptr %20, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 %176
  %178 = load i64, ptr %177, align 8
  store i64 %178, ptr %21, align 8
  br label %179

179:                                              ; preds = %194, %174
  %180 = load i64, ptr %21, align 8
  %181 = icmp ne i64 %180, 0
  br i1 %181, label %182, label %199

182:                                              ; preds = %179
  %183 = load i32, ptr %20, align 4
  %184 = mul nsw i32 %183, 64
  %185 = load i64, ptr %21, align 8
  %186 = call i64 @llvm.cttz.i64(i64 %185, i1 false)
  %187 = trunc i64 %186 to i32
  %188 = add nsw i32 %184, %187
  %189 = sext i32 %188 to i64
  %190 = load i64, ptr %18, align 8
  %191 = add nsw i64 %190, %189
  store i64 %191, ptr %18, align 8
  %192 = load i32, ptr %19, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %19, align 4
  br label %194

194:                                              ; preds = %182
  %195 = load i64, ptr %21, align 8
  %196 = sub i64 %195, 1
  %197 = load i64, ptr %21, align 8
  %198 = and i64 %197, %196
  store i64 %198, ptr %21, align 8
  br label %179, !llvm.loop !12

199:                                              ; preds = %179
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %20, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %20, align 4
  br label %171, !llvm.loop !13

203:                                              ; preds = %171
  %204 = load i32, ptr %19, align 4
  %205 = load i64, ptr %18, align 8
  %206 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 0
  %207 = call i32 @rank(ptr noundef %206, i32 noundef 1000)
  %208 = getelementptr inbounds [64 x i64], ptr %12, i64 0, i64 0
  %209 = call i32 @select_(ptr noundef %208, i32 noundef 64, i32 noundef 100)
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %204, i64 noundef %205, i32 noundef %207, i32 noundef %209)
  %211 = load i32, ptr %5, align 4
  %212 = icmp ne i32 %211, 0
  br i1 %212, label %213, label %214

213:                                              ; preds = %203
  br label %217

214:                                              ; preds = %203
  %215 = load i32, ptr %4, align 4
  %216 = and i32 %215, 127
  br label %217

217:                                              ; preds = %214, %213
  %218 = phi i32 [ 100, %213 ], [ %216, %214 ]
  ret i32 %218
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bloom_add(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = call i64 @hash64(i64 noundef %7)
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %4, align 4
  %11 = load i64, ptr %3, align 8
  %12 = lshr i64 %11, 32
  %13 = trunc i64 %12 to i32
  %14 = or i32 %13, 1
  store i32 %14, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %25, %1
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %16, 5
  br i1 %17, label %18, label %28

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %5, align 4
  %22 = mul i32 %20, %21
  %23 = add i32 %19, %22
  %24 = urem i32 %23, 65536
  call void @bset(ptr noundef @bloom, i32 noundef %24)
  br label %25

25:                                               ; preds = %18
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  br label %15, !llvm.loop !14

28:                                               ; preds = %15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bloom_has(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = call i64 @hash64(i64 noundef %8)
  store i64 %9, ptr %4, align 8
  %10 = load i64, ptr %4, align 8
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %5, align 4
  %12 = load i64, ptr %4, align 8
  %13 = lshr i64 %12, 32
  %14 = trunc i64 %13 to i32
  %15 = or i32 %14, 1
  store i32 %15, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %30, %1
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 5
  br i1 %18, label %19, label %33

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = mul i32 %21, %22
  %24 = add i32 %20, %23
  %25 = urem i32 %24, 65536
  %26 = call i32 @bget(ptr noundef @bloom, i32 noundef %25)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %29, label %28

28:                                               ; preds = %19
  store i32 0, ptr %2, align 4
  br label %34

29:                                               ; preds = %19
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %16, !llvm.loop !15

33:                                               ; preds = %16
  store i32 1, ptr %2, align 4
  br label %34

34:                                               ; preds = %33, %28
  %35 = load i32, ptr %2, align 4
  ret i32 %35
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, ptr %12, i64 %14
  %16 = load i64, ptr %15, align 8
  %17 = call i64 @llvm.ctpop.i64(i64 %16)
  %18 = trunc i64 %17 to i32
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %7, !llvm.loop !16

24:                                               ; preds = %7
  %25 = load i32, ptr %5, align 4
  ret i32 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bset(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 63
  %7 = zext i32 %6 to i64
  %8 = shl i64 1, %7
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = lshr i32 %10, 6
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr %9, i64 %12
  %14 = load i64, ptr %13, align 8
  %15 = or i64 %14, %8
  store i64 %15, ptr %13, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rank(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = udiv i32 %9, 64
  %11 = icmp ult i32 %8, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i64, ptr %13, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = call i64 @llvm.ctpop.i64(i64 %17)
  %19 = trunc i64 %18 to i32
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %5, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4
  %24 = add i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !17

25:                                               ; preds = %7
  %26 = load i32, ptr %5, align 4
  %27 = load ptr, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = udiv i32 %28, 64
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %27, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = load i32, ptr %4, align 4
  %34 = urem i32 %33, 64
  %35 = zext i32 %34 to i64
  %36 = shl i64 1, %35
  %37 = sub i64 %36, 1
  %38 = and i64 %32, %37
  %39 = call i64 @llvm.ctpop.i64(i64 %38)
  %40 = trunc i64 %39 to i32
  %41 = add nsw i32 %26, %40
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @select_(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %52, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %55

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %16, i64 %18
  %20 = load i64, ptr %19, align 8
  %21 = call i64 @llvm.ctpop.i64(i64 %20)
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %9, align 4
  %23 = load i32, ptr %7, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %48

26:                                               ; preds = %15
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %27, i64 %29
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %10, align 8
  br label %32

32:                                               ; preds = %36, %26
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %7, align 4
  %35 = icmp ne i32 %33, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %32
  %37 = load i64, ptr %10, align 8
  %38 = sub i64 %37, 1
  %39 = load i64, ptr %10, align 8
  %40 = and i64 %39, %38
  store i64 %40, ptr %10, align 8
  br label %32, !llvm.loop !18

41:                                               ; preds = %32
  %42 = load i32, ptr %8, align 4
  %43 = mul nsw i32 %42, 64
  %44 = load i64, ptr %10, align 8
  %45 = call i64 @llvm.cttz.i64(i64 %44, i1 false)
  %46 = trunc i64 %45 to i32
  %47 = add nsw i32 %43, %46
  store i32 %47, ptr %4, align 4
  br label %56

48:                                               ; preds = %15
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %7, align 4
  %51 = sub nsw i32 %50, %49
  store i32 %51, ptr %7, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  br label %11, !llvm.loop !19

55:                                               ; preds = %11
  store i32 -1, ptr %4, align 4
  br label %56

56:                                               ; preds = %55, %41
  %57 = load i32, ptr %4, align 4
  ret i32 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hash64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = mul i64 %7, -49064778989728563
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr %2, align 8
  %10 = lshr i64 %9, 33
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = mul i64 %13, -4265267296055464877
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 33
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bget(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %6, 6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i64, ptr %5, i64 %8
  %10 = load i64, ptr %9, align 8
  %11 = load i32, ptr %4, align 4
  %12 = and i32 %11, 63
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  %15 = trunc i64 %14 to i32
  %16 = and i32 %15, 1
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
