; ModuleID = 'programs/narrow_type_loops.c'
source_filename = "programs/narrow_type_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"sum_u8=%u mac_i16=%d fletcher16=%04x\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"saturated=%d zeroed=%d mixed_incr=%u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"counter=%d wraps=%d hist0=%d hist15=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [1000 x i8], align 1
  %3 = alloca [300 x i16], align 2
  %4 = alloca [300 x i16], align 2
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [16 x i16], align 2
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  br label %16

16:                                               ; preds = %27, %0
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 1000
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = load i32, ptr %5, align 4
  %21 = mul nsw i32 %20, 37
  %22 = add nsw i32 %21, 11
  %23 = trunc i32 %22 to i8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 %25
  store i8 %23, ptr %26, align 1
  br label %27

27:                                               ; preds = %19
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %16, !llvm.loop !6

30:                                               ; preds = %16
  store i32 0, ptr %6, align 4
  br label %31

31:                                               ; preds = %49, %30
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %32, 300
  br i1 %33, label %34, label %52

34:                                               ; preds = %31
  %35 = load i32, ptr %6, align 4
  %36 = mul nsw i32 %35, 101
  %37 = sub nsw i32 %36, 15000
  %38 = trunc i32 %37 to i16
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [300 x i16], ptr %3, i64 0, i64 %40
  store i16 %38, ptr %41, align 2
  %42 = load i32, ptr %6, align 4
  %43 = srem i32 %42, 17
  %44 = sub nsw i32 %43, 8
  %45 = trunc i32 %44 to i16
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [300 x i16], ptr %4, i64 0, i64 %47
  store i16 %45, ptr %48, align 2
  br label %49

49:                                               ; preds = %34
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %6, align 4
  br label %31, !llvm.loop !8

52:                                               ; preds = %31
  %53 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  %54 = call i8 @sum_u8(ptr noundef %53, i32 noundef 1000)
  %55 = zext i8 %54 to i32
  %56 = getelementptr inbounds [300 x i16], ptr %3, i64 0, i64 0
  %57 = getelementptr inbounds [300 x i16], ptr %4, i64 0, i64 0
  %58 = call i16 @mac_i16(ptr noundef %56, ptr noundef %57, i32 noundef 300)
  %59 = sext i16 %58 to i32
  %60 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  %61 = call i16 @fletcher16(ptr noundef %60, i32 noundef 1000)
  %62 = zext i16 %61 to i32
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %55, i32 noundef %59, i32 noundef %62)
  %64 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  call void @brighten(ptr noundef %64, i32 noundef 1000, i32 noundef 100)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %65

65:                                               ; preds = %78, %52
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 1000
  br i1 %67, label %68, label %81

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = icmp eq i32 %73, 255
  %75 = zext i1 %74 to i32
  %76 = load i32, ptr %7, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %7, align 4
  br label %78

78:                                               ; preds = %68
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  br label %65, !llvm.loop !9

81:                                               ; preds = %65
  %82 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  call void @brighten(ptr noundef %82, i32 noundef 1000, i32 noundef -180)
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %96, %81
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 1000
  br i1 %85, label %86, label %99

86:                                               ; preds = %83
  %87 = load i32, ptr %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1
  %91 = zext i8 %90 to i32
  %92 = icmp eq i32 %91, 0
  %93 = zext i1 %92 to i32
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr %9, align 4
  br label %96

96:                                               ; preds = %86
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %10, align 4
  br label %83, !llvm.loop !10

99:                                               ; preds = %83
  %100 = load i32, ptr %7, align 4
  %101 = load i32, ptr %9, align 4
  %102 = call i8 @mixed_incr(i8 noundef -6, i32 noundef 257, i32 noundef 3)
  %103 = zext i8 %102 to i32
  %104 = call i8 @mixed_incr(i8 noundef 0, i32 noundef -1, i32 noundef 7)
  %105 = zext i8 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %100, i32 noundef %101, i32 noundef %103, i32 noundef %105)
  store i8 0, ptr %11, align 1
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %107

107:                                              ; preds = %121, %99
  %108 = load i32, ptr %13, align 4
  %109 = icmp slt i32 %108, 1000
  br i1 %109, label %110, label %124

110:                                              ; preds = %107
  %111 = load i8, ptr %11, align 1
  %112 = sext i8 %111 to i32
  %113 = icmp eq i32 %112, 127
  br i1 %113, label %114, label %117

114:                                              ; preds = %110
  store i8 -128, ptr %11, align 1
  %115 = load i32, ptr %12, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %12, align 4
  br label %120

117:                                              ; preds = %110
  %118 = load i8, ptr %11, align 1
  %119 = add i8 %118, 1
  store i8 %119, ptr %11, align 1
  br label %120

120:                                              ; preds = %117, %114
  br label %121

121:                                              ; preds = %120
  %122 = load i32, ptr %13, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %13, align 4
  br label %107, !llvm.loop !11

124:                                              ; preds = %107
  call void @llvm.memset.p0.i64(ptr align 2 %14, i8 0, i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %125

125:                                              ; preds = %139, %124
  %126 = load i32, ptr %15, align 4
  %127 = icmp slt i32 %126, 1000
  br i1 %127, label %128, label %142

128:                                              ; preds = %125
  %129 = load i32, ptr %15, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 %130
  %132 = load i8, ptr %131, align 1
  %133 = zext i8 %132 to i32
  %134 = ashr i32 %133, 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 %135
  %137 = load i16, ptr %136, align 2
  %138 = add i16 %137, 1
  store i16 %138, ptr %136, align 2
  br label %139

139:                                              ; preds = %128
  %140 = load i32, ptr %15, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %15, align 4
  br label %125, !llvm.loop !12

142:                                              ; preds = %125
  %143 = load i8, ptr %11, align 1
  %144 = sext i8 %143 to i32
  %145 = load i32, ptr %12, align 4
  %146 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 0
  %147 = load i16, ptr %146, align 2
  %148 = sext i16 %147 to i32
  %149 = getelementptr inbounds [16 x i16], ptr %14, i64 0, i64 15
  %150 = load i16, ptr %149, align 2
  %151 = sext i16 %150 to i32
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %144, i32 noundef %145, i32 noundef %148, i32 noundef %151)
  %153 = getelementptr inbounds [1000 x i8], ptr %2, i64 0, i64 0
  %154 = call i16 @fletcher16(ptr noundef %153, i32 noundef 1000)
  %155 = zext i16 %154 to i32
  %156 = and i32 %155, 127
  ret i32 %156
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @sum_u8(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i8 0, ptr %5, align 1
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr %12, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %5, align 1
  %19 = zext i8 %18 to i32
  %20 = add nsw i32 %19, %17
  %21 = trunc i32 %20 to i8
  store i8 %21, ptr %5, align 1
  br label %22

22:                                               ; preds = %11
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !13

25:                                               ; preds = %7
  %26 = load i8, ptr %5, align 1
  ret i8 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @mac_i16(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i16 0, ptr %7, align 2
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %31, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %34

13:                                               ; preds = %9
  %14 = load i16, ptr %7, align 2
  %15 = sext i16 %14 to i32
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i16, ptr %16, i64 %18
  %20 = load i16, ptr %19, align 2
  %21 = sext i16 %20 to i32
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i16, ptr %22, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = sext i16 %26 to i32
  %28 = mul nsw i32 %21, %27
  %29 = add nsw i32 %15, %28
  %30 = trunc i32 %29 to i16
  store i16 %30, ptr %7, align 2
  br label %31

31:                                               ; preds = %13
  %32 = load i32, ptr %8, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4
  br label %9, !llvm.loop !14

34:                                               ; preds = %9
  %35 = load i16, ptr %7, align 2
  ret i16 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @fletcher16(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i16 0, ptr %5, align 2
  store i16 0, ptr %6, align 2
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %31, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %8
  %13 = load i16, ptr %5, align 2
  %14 = zext i16 %13 to i32
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add nsw i32 %14, %20
  %22 = srem i32 %21, 255
  %23 = trunc i32 %22 to i16
  store i16 %23, ptr %5, align 2
  %24 = load i16, ptr %6, align 2
  %25 = zext i16 %24 to i32
  %26 = load i16, ptr %5, align 2
  %27 = zext i16 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = srem i32 %28, 255
  %30 = trunc i32 %29 to i16
  store i16 %30, ptr %6, align 2
  br label %31

31:                                               ; preds = %12
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %8, !llvm.loop !15

34:                                               ; preds = %8
  %35 = load i16, ptr %6, align 2
  %36 = zext i16 %35 to i32
  %37 = shl i32 %36, 8
  %38 = load i16, ptr %5, align 2
  %39 = zext i16 %38 to i32
  %40 = or i32 %37, %39
  %41 = trunc i32 %40 to i16
  ret i16 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @brighten(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %40, %3
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %43

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i8, ptr %14, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %19, %20
  store i32 %21, ptr %8, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp sgt i32 %22, 255
  br i1 %23, label %24, label %25

24:                                               ; preds = %13
  br label %33

25:                                               ; preds = %13
  %26 = load i32, ptr %8, align 4
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  br label %31

29:                                               ; preds = %25
  %30 = load i32, ptr %8, align 4
  br label %31

31:                                               ; preds = %29, %28
  %32 = phi i32 [ 0, %28 ], [ %30, %29 ]
  br label %33

33:                                               ; preds = %31, %24
  %34 = phi i32 [ 255, %24 ], [ %32, %31 ]
  %35 = trunc i32 %34 to i8
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  store i8 %35, ptr %39, align 1
  br label %40

40:                                               ; preds = %33
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %9, !llvm.loop !16

43:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @mixed_incr(i8 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8 %0, ptr %4, align 1
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %18, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1
  %14 = zext i8 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = add i32 %14, %15
  %17 = trunc i32 %16 to i8
  store i8 %17, ptr %4, align 1
  br label %18

18:                                               ; preds = %12
  %19 = load i32, ptr %7, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %7, align 4
  br label %8, !llvm.loop !17

21:                                               ; preds = %8
  %22 = load i8, ptr %4, align 1
  ret i8 %22
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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
