; ModuleID = 'programs/cellular_automata.c'
source_filename = "programs/cellular_automata.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.rules = private unnamed_addr constant [4 x i32] [i32 30, i32 90, i32 110, i32 184], align 4
@.str = private unnamed_addr constant [9 x i8] c"rule %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"pop after 1024 = %d\0A\00", align 1
@main.grid = internal global [40 x [40 x i8]] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"ant: black=%d pos=(%d,%d) dir=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.rules, i64 16, i1 false)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %108, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %111

19:                                               ; preds = %16
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  %20 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 1
  store i64 -9223372036854775808, ptr %20, align 8
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = icmp eq i32 %24, 184
  br i1 %25, label %26, label %29

26:                                               ; preds = %19
  %27 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 0
  store i64 6510532769285411400, ptr %27, align 8
  %28 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 1
  store i64 81985529216486895, ptr %28, align 8
  br label %29

29:                                               ; preds = %26, %19
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %73, %29
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 24
  br i1 %37, label %38, label %76

38:                                               ; preds = %35
  store i32 1, ptr %7, align 4
  br label %39

39:                                               ; preds = %63, %38
  %40 = load i32, ptr %7, align 4
  %41 = icmp sge i32 %40, 0
  br i1 %41, label %42, label %66

42:                                               ; preds = %39
  store i32 63, ptr %8, align 4
  br label %43

43:                                               ; preds = %59, %42
  %44 = load i32, ptr %8, align 4
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %46, label %62

46:                                               ; preds = %43
  %47 = load i32, ptr %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = load i32, ptr %8, align 4
  %52 = zext i32 %51 to i64
  %53 = lshr i64 %50, %52
  %54 = and i64 %53, 1
  %55 = icmp ne i64 %54, 0
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, i32 35, i32 46
  %58 = call i32 @putchar(i32 noundef %57)
  br label %59

59:                                               ; preds = %46
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %8, align 4
  br label %43, !llvm.loop !6

62:                                               ; preds = %43
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %7, align 4
  %65 = add nsw i32 %64, -1
  store i32 %65, ptr %7, align 4
  br label %39, !llvm.loop !8

66:                                               ; preds = %39
  %67 = call i32 @putchar(i32 noundef 10)
  %68 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 0
  %69 = load i32, ptr %3, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  call void @step(ptr noundef %68, i32 noundef %72)
  br label %73

73:                                               ; preds = %66
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %6, align 4
  br label %35, !llvm.loop !9

76:                                               ; preds = %35
  store i32 0, ptr %9, align 4
  br label %77

77:                                               ; preds = %86, %76
  %78 = load i32, ptr %9, align 4
  %79 = icmp slt i32 %78, 1000
  br i1 %79, label %80, label %89

80:                                               ; preds = %77
  %81 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 0
  %82 = load i32, ptr %3, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4
  call void @step(ptr noundef %81, i32 noundef %85)
  br label %86

86:                                               ; preds = %80
  %87 = load i32, ptr %9, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %9, align 4
  br label %77, !llvm.loop !10

89:                                               ; preds = %77
  store i32 0, ptr %10, align 4
  br label %90

90:                                               ; preds = %102, %89
  %91 = load i32, ptr %10, align 4
  %92 = icmp slt i32 %91, 2
  br i1 %92, label %93, label %105

93:                                               ; preds = %90
  %94 = load i32, ptr %10, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [2 x i64], ptr %4, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = call i64 @llvm.ctpop.i64(i64 %97)
  %99 = trunc i64 %98 to i32
  %100 = load i32, ptr %5, align 4
  %101 = add nsw i32 %100, %99
  store i32 %101, ptr %5, align 4
  br label %102

102:                                              ; preds = %93
  %103 = load i32, ptr %10, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %10, align 4
  br label %90, !llvm.loop !11

105:                                              ; preds = %90
  %106 = load i32, ptr %5, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %106)
  br label %108

108:                                              ; preds = %105
  %109 = load i32, ptr %3, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %3, align 4
  br label %16, !llvm.loop !12

111:                                              ; preds = %16
  store i32 20, ptr %11, align 4
  store i32 20, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %112

112:                                              ; preds = %171, %111
  %113 = load i32, ptr %15, align 4
  %114 = icmp slt i32 %113, 11000
  br i1 %114, label %115, label %174

115:                                              ; preds = %112
  %116 = load i32, ptr %12, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %117
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [40 x i8], ptr %118, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1
  %123 = icmp ne i8 %122, 0
  br i1 %123, label %124, label %136

124:                                              ; preds = %115
  %125 = load i32, ptr %13, align 4
  %126 = add nsw i32 %125, 3
  %127 = srem i32 %126, 4
  store i32 %127, ptr %13, align 4
  %128 = load i32, ptr %12, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %129
  %131 = load i32, ptr %11, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [40 x i8], ptr %130, i64 0, i64 %132
  store i8 0, ptr %133, align 1
  %134 = load i32, ptr %14, align 4
  %135 = add nsw i32 %134, -1
  store i32 %135, ptr %14, align 4
  br label %148

136:                                              ; preds = %115
  %137 = load i32, ptr %13, align 4
  %138 = add nsw i32 %137, 1
  %139 = srem i32 %138, 4
  store i32 %139, ptr %13, align 4
  %140 = load i32, ptr %12, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %141
  %143 = load i32, ptr %11, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [40 x i8], ptr %142, i64 0, i64 %144
  store i8 1, ptr %145, align 1
  %146 = load i32, ptr %14, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %14, align 4
  br label %148

148:                                              ; preds = %136, %124
  %149 = load i32, ptr %11, align 4
  %150 = load i32, ptr %13, align 4
  %151 = icmp eq i32 %150, 1
  %152 = zext i1 %151 to i32
  %153 = add nsw i32 %149, %152
  %154 = load i32, ptr %13, align 4
  %155 = icmp eq i32 %154, 3
  %156 = zext i1 %155 to i32
  %157 = sub nsw i32 %153, %156
  %158 = add nsw i32 %157, 40
  %159 = srem i32 %158, 40
  store i32 %159, ptr %11, align 4
  %160 = load i32, ptr %12, align 4
  %161 = load i32, ptr %13, align 4
  %162 = icmp eq i32 %161, 2
  %163 = zext i1 %162 to i32
  %164 = add nsw i32 %160, %163
  %165 = load i32, ptr %13, align 4
  %166 = icmp eq i32 %165, 0
  %167 = zext i1 %166 to i32
  %168 = sub nsw i32 %164, %167
  %169 = add nsw i32 %168, 40
  %170 = srem i32 %169, 40
  store i32 %170, ptr %12, align 4
  br label %171

171:                                              ; preds = %148
  %172 = load i32, ptr %15, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %15, align 4
  br label %112, !llvm.loop !13

174:                                              ; preds = %112
  %175 = load i32, ptr %14, align 4
  %176 = load i32, ptr %11, align 4
  %177 = load i32, ptr %12, align 4
  %178 = load i32, ptr %13, align 4
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %175, i32 noundef %176, i32 noundef %177, i32 noundef %178)
  %180 = load i32, ptr %14, align 4
  %181 = and i32 %180, 255
  ret i32 %181
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

declare i32 @putchar(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %99, %2
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %14, 2
  br i1 %15, label %16, label %102

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  store i64 %21, ptr %7, align 8
  %22 = load i64, ptr %7, align 8
  %23 = shl i64 %22, 1
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 2
  %27 = sub nsw i32 %26, 1
  %28 = srem i32 %27, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %24, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = lshr i64 %31, 63
  %33 = or i64 %23, %32
  store i64 %33, ptr %8, align 8
  %34 = load i64, ptr %7, align 8
  %35 = lshr i64 %34, 1
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  %39 = srem i32 %38, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %36, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = shl i64 %42, 63
  %44 = or i64 %35, %43
  store i64 %44, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %45

45:                                               ; preds = %91, %16
  %46 = load i32, ptr %11, align 4
  %47 = icmp slt i32 %46, 8
  br i1 %47, label %48, label %94

48:                                               ; preds = %45
  %49 = load i32, ptr %4, align 4
  %50 = load i32, ptr %11, align 4
  %51 = ashr i32 %49, %50
  %52 = and i32 %51, 1
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %90

54:                                               ; preds = %48
  %55 = load i32, ptr %11, align 4
  %56 = and i32 %55, 4
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %54
  %59 = load i64, ptr %8, align 8
  br label %63

60:                                               ; preds = %54
  %61 = load i64, ptr %8, align 8
  %62 = xor i64 %61, -1
  br label %63

63:                                               ; preds = %60, %58
  %64 = phi i64 [ %59, %58 ], [ %62, %60 ]
  %65 = load i32, ptr %11, align 4
  %66 = and i32 %65, 2
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %70

68:                                               ; preds = %63
  %69 = load i64, ptr %7, align 8
  br label %73

70:                                               ; preds = %63
  %71 = load i64, ptr %7, align 8
  %72 = xor i64 %71, -1
  br label %73

73:                                               ; preds = %70, %68
  %74 = phi i64 [ %69, %68 ], [ %72, %70 ]
  %75 = and i64 %64, %74
  %76 = load i32, ptr %11, align 4
  %77 = and i32 %76, 1
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %73
  %80 = load i64, ptr %9, align 8
  br label %84

81:                                               ; preds = %73
  %82 = load i64, ptr %9, align 8
  %83 = xor i64 %82, -1
  br label %84

84:                                               ; preds = %81, %79
  %85 = phi i64 [ %80, %79 ], [ %83, %81 ]
  %86 = and i64 %75, %85
  store i64 %86, ptr %12, align 8
  %87 = load i64, ptr %12, align 8
  %88 = load i64, ptr %10, align 8
  %89 = or i64 %88, %87
  store i64 %89, ptr %10, align 8
  br label %90

90:                                               ; preds = %84, %48
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %11, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %11, align 4
  br label %45, !llvm.loop !14

94:                                               ; preds = %45
  %95 = load i64, ptr %10, align 8
  %96 = load i32, ptr %6, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 %97
  store i64 %95, ptr %98, align 8
  br label %99

99:                                               ; preds = %94
  %100 = load i32, ptr %6, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %6, align 4
  br label %13, !llvm.loop !15

102:                                              ; preds = %13
  %103 = load ptr, ptr %3, align 8
  %104 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %103, ptr align 8 %104, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
