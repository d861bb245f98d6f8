; ModuleID = 'programs/fannkuch_redux.c'
source_filename = "programs/fannkuch_redux.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%d\0APfannkuchen(%d) = %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 4
  %3 = alloca [8 x i32], align 4
  %4 = alloca [8 x i32], align 4
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
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 8, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %26, %0
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 8
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %18, !llvm.loop !6

29:                                               ; preds = %18
  br label %30

30:                                               ; preds = %153, %29
  br label %31

31:                                               ; preds = %34, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp ne i32 %32, 1
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr %7, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %38
  store i32 %35, ptr %39, align 4
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %7, align 4
  br label %31, !llvm.loop !8

42:                                               ; preds = %31
  store i32 0, ptr %10, align 4
  br label %43

43:                                               ; preds = %54, %42
  %44 = load i32, ptr %10, align 4
  %45 = icmp slt i32 %44, 8
  br i1 %45, label %46, label %57

46:                                               ; preds = %43
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %52
  store i32 %50, ptr %53, align 4
  br label %54

54:                                               ; preds = %46
  %55 = load i32, ptr %10, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %10, align 4
  br label %43, !llvm.loop !9

57:                                               ; preds = %43
  store i32 0, ptr %11, align 4
  br label %58

58:                                               ; preds = %89, %57
  %59 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 0
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %12, align 4
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %92

62:                                               ; preds = %58
  store i32 0, ptr %13, align 4
  %63 = load i32, ptr %12, align 4
  store i32 %63, ptr %14, align 4
  br label %64

64:                                               ; preds = %84, %62
  %65 = load i32, ptr %13, align 4
  %66 = load i32, ptr %14, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %89

68:                                               ; preds = %64
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  store i32 %72, ptr %15, align 4
  %73 = load i32, ptr %14, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = load i32, ptr %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %78
  store i32 %76, ptr %79, align 4
  %80 = load i32, ptr %15, align 4
  %81 = load i32, ptr %14, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x i32], ptr %2, i64 0, i64 %82
  store i32 %80, ptr %83, align 4
  br label %84

84:                                               ; preds = %68
  %85 = load i32, ptr %13, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %13, align 4
  %87 = load i32, ptr %14, align 4
  %88 = add nsw i32 %87, -1
  store i32 %88, ptr %14, align 4
  br label %64, !llvm.loop !10

89:                                               ; preds = %64
  %90 = load i32, ptr %11, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %11, align 4
  br label %58, !llvm.loop !11

92:                                               ; preds = %58
  %93 = load i32, ptr %11, align 4
  %94 = load i32, ptr %5, align 4
  %95 = icmp sgt i32 %93, %94
  br i1 %95, label %96, label %98

96:                                               ; preds = %92
  %97 = load i32, ptr %11, align 4
  store i32 %97, ptr %5, align 4
  br label %98

98:                                               ; preds = %96, %92
  %99 = load i32, ptr %8, align 4
  %100 = srem i32 %99, 2
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %104

102:                                              ; preds = %98
  %103 = load i32, ptr %11, align 4
  br label %107

104:                                              ; preds = %98
  %105 = load i32, ptr %11, align 4
  %106 = sub nsw i32 0, %105
  br label %107

107:                                              ; preds = %104, %102
  %108 = phi i32 [ %103, %102 ], [ %106, %104 ]
  %109 = load i32, ptr %6, align 4
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr %6, align 4
  br label %111

111:                                              ; preds = %150, %107
  %112 = load i32, ptr %7, align 4
  %113 = icmp eq i32 %112, 8
  br i1 %113, label %114, label %119

114:                                              ; preds = %111
  %115 = load i32, ptr %6, align 4
  %116 = load i32, ptr %5, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %115, i32 noundef 8, i32 noundef %116)
  %118 = load i32, ptr %5, align 4
  ret i32 %118

119:                                              ; preds = %111
  %120 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 0
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %122

122:                                              ; preds = %135, %119
  %123 = load i32, ptr %17, align 4
  %124 = load i32, ptr %7, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %138

126:                                              ; preds = %122
  %127 = load i32, ptr %17, align 4
  %128 = add nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = load i32, ptr %17, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %133
  store i32 %131, ptr %134, align 4
  br label %135

135:                                              ; preds = %126
  %136 = load i32, ptr %17, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %17, align 4
  br label %122, !llvm.loop !12

138:                                              ; preds = %122
  %139 = load i32, ptr %16, align 4
  %140 = load i32, ptr %7, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %141
  store i32 %139, ptr %142, align 4
  %143 = load i32, ptr %7, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = add nsw i32 %146, -1
  store i32 %147, ptr %145, align 4
  %148 = icmp sgt i32 %147, 0
  br i1 %148, label %149, label %150

149:                                              ; preds = %138
  br label %153

150:                                              ; preds = %138
  %151 = load i32, ptr %7, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %7, align 4
  br label %111

153:                                              ; preds = %149
  %154 = load i32, ptr %8, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %8, align 4
  br label %30
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
