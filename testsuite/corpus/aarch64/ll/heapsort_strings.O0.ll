; ModuleID = 'programs/heapsort_strings.c'
source_filename = "programs/heapsort_strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.pool = internal global [3000 x [12 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [53 x i8] c"sorted=%d permutation=%d unique=%d first=%s last=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"by first letter:\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c" %c=%d\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3000 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [6 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 4, ptr %3, align 4
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %15

15:                                               ; preds = %69, %0
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 3000
  br i1 %17, label %18, label %72

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = mul i32 %19, 1103515245
  %21 = add i32 %20, 12345
  store i32 %21, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = lshr i32 %22, 8
  %24 = urem i32 %23, 10
  %25 = add nsw i32 1, %24
  store i32 %25, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %26

26:                                               ; preds = %45, %18
  %27 = load i32, ptr %7, align 4
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %48

30:                                               ; preds = %26
  %31 = load i32, ptr %3, align 4
  %32 = mul i32 %31, 1103515245
  %33 = add i32 %32, 12345
  store i32 %33, ptr %3, align 4
  %34 = load i32, ptr %3, align 4
  %35 = lshr i32 %34, 16
  %36 = urem i32 %35, 6
  %37 = add i32 97, %36
  %38 = trunc i32 %37 to i8
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %40
  %42 = load i32, ptr %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [12 x i8], ptr %41, i64 0, i64 %43
  store i8 %38, ptr %44, align 1
  br label %45

45:                                               ; preds = %30
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %26, !llvm.loop !6

48:                                               ; preds = %26
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %50
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [12 x i8], ptr %51, i64 0, i64 %53
  store i8 0, ptr %54, align 1
  %55 = load i32, ptr %5, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %56
  %58 = getelementptr inbounds [12 x i8], ptr %57, i64 0, i64 0
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %60
  store ptr %58, ptr %61, align 8
  %62 = load i32, ptr %5, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %63
  %65 = load ptr, ptr %64, align 8
  %66 = call i64 @hs(ptr noundef %65)
  %67 = load i64, ptr %4, align 8
  %68 = add i64 %67, %66
  store i64 %68, ptr %4, align 8
  br label %69

69:                                               ; preds = %48
  %70 = load i32, ptr %5, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %5, align 4
  br label %15, !llvm.loop !8

72:                                               ; preds = %15
  %73 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 0
  call void @heapsort_str(ptr noundef %73, i32 noundef 3000)
  store i32 1, ptr %8, align 4
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %74

74:                                               ; preds = %101, %72
  %75 = load i32, ptr %10, align 4
  %76 = icmp slt i32 %75, 3000
  br i1 %76, label %77, label %104

77:                                               ; preds = %74
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %79
  %81 = load ptr, ptr %80, align 8
  %82 = call i64 @hs(ptr noundef %81)
  %83 = load i64, ptr %9, align 8
  %84 = add i64 %83, %82
  store i64 %84, ptr %9, align 8
  %85 = load i32, ptr %10, align 4
  %86 = icmp ne i32 %85, 0
  br i1 %86, label %87, label %100

87:                                               ; preds = %77
  %88 = load i32, ptr %10, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %10, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %94
  %96 = load ptr, ptr %95, align 8
  %97 = call i32 @strcmp(ptr noundef %92, ptr noundef %96) #4
  %98 = icmp sgt i32 %97, 0
  br i1 %98, label %99, label %100

99:                                               ; preds = %87
  store i32 0, ptr %8, align 4
  br label %100

100:                                              ; preds = %99, %87, %77
  br label %101

101:                                              ; preds = %100
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %74, !llvm.loop !9

104:                                              ; preds = %74
  store i32 0, ptr %11, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %12, i8 0, i64 24, i1 false)
  store i32 0, ptr %13, align 4
  br label %105

105:                                              ; preds = %139, %104
  %106 = load i32, ptr %13, align 4
  %107 = icmp slt i32 %106, 3000
  br i1 %107, label %108, label %142

108:                                              ; preds = %105
  %109 = load i32, ptr %13, align 4
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %123, label %111

111:                                              ; preds = %108
  %112 = load i32, ptr %13, align 4
  %113 = sub nsw i32 %112, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %114
  %116 = load ptr, ptr %115, align 8
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8
  %121 = call i32 @strcmp(ptr noundef %116, ptr noundef %120) #4
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %138

123:                                              ; preds = %111, %108
  %124 = load i32, ptr %11, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %11, align 4
  %126 = load i32, ptr %13, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 %127
  %129 = load ptr, ptr %128, align 8
  %130 = getelementptr inbounds i8, ptr %129, i64 0
  %131 = load i8, ptr %130, align 1
  %132 = zext i8 %131 to i32
  %133 = sub nsw i32 %132, 97
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [6 x i32], ptr %12, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %135, align 4
  br label %138

138:                                              ; preds = %123, %111
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %13, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %13, align 4
  br label %105, !llvm.loop !10

142:                                              ; preds = %105
  %143 = load i32, ptr %8, align 4
  %144 = load i64, ptr %4, align 8
  %145 = load i64, ptr %9, align 8
  %146 = icmp eq i64 %144, %145
  %147 = zext i1 %146 to i32
  %148 = load i32, ptr %11, align 4
  %149 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 0
  %150 = load ptr, ptr %149, align 8
  %151 = getelementptr inbounds [3000 x ptr], ptr %2, i64 0, i64 2999
  %152 = load ptr, ptr %151, align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %143, i32 noundef %147, i32 noundef %148, ptr noundef %150, ptr noundef %152)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %14, align 4
  br label %155

155:                                              ; preds = %166, %142
  %156 = load i32, ptr %14, align 4
  %157 = icmp slt i32 %156, 6
  br i1 %157, label %158, label %169

158:                                              ; preds = %155
  %159 = load i32, ptr %14, align 4
  %160 = add nsw i32 97, %159
  %161 = load i32, ptr %14, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [6 x i32], ptr %12, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %160, i32 noundef %164)
  br label %166

166:                                              ; preds = %158
  %167 = load i32, ptr %14, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %14, align 4
  br label %155, !llvm.loop !11

169:                                              ; preds = %155
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %171 = load i32, ptr %11, align 4
  %172 = and i32 %171, 127
  ret i32 %172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hs(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 5381, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8
  %10 = mul i64 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i64
  %15 = add i64 %10, %14
  store i64 %15, ptr %3, align 8
  br label %4, !llvm.loop !12

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heapsort_str(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 2
  %10 = sdiv i32 %9, 2
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sub nsw i32 %17, 1
  call void @sift(ptr noundef %15, i32 noundef %16, i32 noundef %18)
  br label %19

19:                                               ; preds = %14
  %20 = load i32, ptr %5, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr %5, align 4
  br label %11, !llvm.loop !13

22:                                               ; preds = %11
  %23 = load i32, ptr %4, align 4
  %24 = sub nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %25

25:                                               ; preds = %47, %22
  %26 = load i32, ptr %6, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %50

28:                                               ; preds = %25
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 0
  %31 = load ptr, ptr %30, align 8
  store ptr %31, ptr %7, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds ptr, ptr %32, i64 %34
  %36 = load ptr, ptr %35, align 8
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds ptr, ptr %37, i64 0
  store ptr %36, ptr %38, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds ptr, ptr %40, i64 %42
  store ptr %39, ptr %43, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sub nsw i32 %45, 1
  call void @sift(ptr noundef %44, i32 noundef 0, i32 noundef %46)
  br label %47

47:                                               ; preds = %28
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %6, align 4
  br label %25, !llvm.loop !14

50:                                               ; preds = %25
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sift(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  store i32 %11, ptr %7, align 4
  br label %12

12:                                               ; preds = %64, %3
  %13 = load i32, ptr %7, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  %16 = load i32, ptr %6, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %85

18:                                               ; preds = %12
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %7, align 4
  store i32 %22, ptr %9, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds ptr, ptr %23, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds ptr, ptr %28, i64 %30
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 @strcmp(ptr noundef %27, ptr noundef %32) #4
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %18
  %36 = load i32, ptr %8, align 4
  store i32 %36, ptr %9, align 4
  br label %37

37:                                               ; preds = %35, %18
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  %40 = load i32, ptr %6, align 4
  %41 = icmp sle i32 %39, %40
  br i1 %41, label %42, label %59

42:                                               ; preds = %37
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds ptr, ptr %43, i64 %45
  %47 = load ptr, ptr %46, align 8
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds ptr, ptr %48, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 @strcmp(ptr noundef %47, ptr noundef %53) #4
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %42
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %59

59:                                               ; preds = %56, %42, %37
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %7, align 4
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %64

63:                                               ; preds = %59
  br label %85

64:                                               ; preds = %59
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %7, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds ptr, ptr %65, i64 %67
  %69 = load ptr, ptr %68, align 8
  store ptr %69, ptr %10, align 8
  %70 = load ptr, ptr %4, align 8
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds ptr, ptr %70, i64 %72
  %74 = load ptr, ptr %73, align 8
  %75 = load ptr, ptr %4, align 8
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds ptr, ptr %75, i64 %77
  store ptr %74, ptr %78, align 8
  %79 = load ptr, ptr %10, align 8
  %80 = load ptr, ptr %4, align 8
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds ptr, ptr %80, i64 %82
  store ptr %79, ptr %83, align 8
  %84 = load i32, ptr %9, align 4
  store i32 %84, ptr %7, align 4
  br label %12, !llvm.loop !15

85:                                               ; preds = %63, %12
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) }

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
