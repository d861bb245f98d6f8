; ModuleID = 'programs/game_of_life.c'
source_filename = "programs/game_of_life.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g = internal global [64 x [64 x i8]] zeroinitializer, align 1
@b = internal global [64 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [26 x i8] c"gen %d pop=%d popbits=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"mismatch=%d\0A\00", align 1
@ng = internal global [64 x [64 x i8]] zeroinitializer, align 1
@nb = internal global [64 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
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
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %15

15:                                               ; preds = %50, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 64
  br i1 %17, label %18, label %53

18:                                               ; preds = %15
  store i32 0, ptr %4, align 4
  br label %19

19:                                               ; preds = %46, %18
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %20, 64
  br i1 %21, label %22, label %49

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = shl i32 %23, 13
  %25 = load i32, ptr %2, align 4
  %26 = xor i32 %25, %24
  store i32 %26, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = lshr i32 %27, 17
  %29 = load i32, ptr %2, align 4
  %30 = xor i32 %29, %28
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = shl i32 %31, 5
  %33 = load i32, ptr %2, align 4
  %34 = xor i32 %33, %32
  store i32 %34, ptr %2, align 4
  %35 = load i32, ptr %2, align 4
  %36 = urem i32 %35, 3
  %37 = icmp eq i32 %36, 0
  %38 = zext i1 %37 to i32
  %39 = trunc i32 %38 to i8
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %41
  %43 = load i32, ptr %4, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i8], ptr %42, i64 0, i64 %44
  store i8 %39, ptr %45, align 1
  br label %46

46:                                               ; preds = %22
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %19, !llvm.loop !6

49:                                               ; preds = %19
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %15, !llvm.loop !8

53:                                               ; preds = %15
  call void @llvm.memset.p0.i64(ptr align 1 @g, i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 1), i8 0, i64 64, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 2), i8 0, i64 64, i1 false)
  store i8 1, ptr getelementptr inbounds ([64 x i8], ptr @g, i64 0, i64 1), align 1
  store i8 1, ptr getelementptr inbounds ([64 x i8], ptr getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 1), i64 0, i64 2), align 1
  store i8 1, ptr getelementptr inbounds ([64 x i8], ptr getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 2), i64 0, i64 2), align 1
  store i8 1, ptr getelementptr inbounds ([64 x i8], ptr getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 2), i64 0, i64 1), align 1
  store i8 1, ptr getelementptr inbounds ([64 x [64 x i8]], ptr @g, i64 0, i64 2), align 1
  store i32 0, ptr %5, align 4
  br label %54

54:                                               ; preds = %87, %53
  %55 = load i32, ptr %5, align 4
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %57, label %90

57:                                               ; preds = %54
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %59
  store i64 0, ptr %60, align 8
  store i32 0, ptr %6, align 4
  br label %61

61:                                               ; preds = %83, %57
  %62 = load i32, ptr %6, align 4
  %63 = icmp slt i32 %62, 64
  br i1 %63, label %64, label %86

64:                                               ; preds = %61
  %65 = load i32, ptr %5, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %66
  %68 = load i32, ptr %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i8], ptr %67, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = icmp ne i8 %71, 0
  br i1 %72, label %73, label %82

73:                                               ; preds = %64
  %74 = load i32, ptr %6, align 4
  %75 = zext i32 %74 to i64
  %76 = shl i64 1, %75
  %77 = load i32, ptr %5, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = or i64 %80, %76
  store i64 %81, ptr %79, align 8
  br label %82

82:                                               ; preds = %73, %64
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %6, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %6, align 4
  br label %61, !llvm.loop !9

86:                                               ; preds = %61
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %5, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %5, align 4
  br label %54, !llvm.loop !10

90:                                               ; preds = %54
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %91

91:                                               ; preds = %159, %90
  %92 = load i32, ptr %8, align 4
  %93 = icmp sle i32 %92, 150
  br i1 %93, label %94, label %162

94:                                               ; preds = %91
  call void @step_bytes()
  call void @step_bits()
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %95

95:                                               ; preds = %146, %94
  %96 = load i32, ptr %11, align 4
  %97 = icmp slt i32 %96, 64
  br i1 %97, label %98, label %149

98:                                               ; preds = %95
  %99 = load i32, ptr %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %100
  %102 = load i64, ptr %101, align 8
  %103 = call i64 @llvm.ctpop.i64(i64 %102)
  %104 = trunc i64 %103 to i32
  %105 = load i32, ptr %10, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %10, align 4
  store i32 0, ptr %12, align 4
  br label %107

107:                                              ; preds = %142, %98
  %108 = load i32, ptr %12, align 4
  %109 = icmp slt i32 %108, 64
  br i1 %109, label %110, label %145

110:                                              ; preds = %107
  %111 = load i32, ptr %11, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %112
  %114 = load i32, ptr %12, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [64 x i8], ptr %113, i64 0, i64 %115
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = load i32, ptr %9, align 4
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr %9, align 4
  %121 = load i32, ptr %11, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %122
  %124 = load i32, ptr %12, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [64 x i8], ptr %123, i64 0, i64 %125
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i64
  %129 = load i32, ptr %11, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8
  %133 = load i32, ptr %12, align 4
  %134 = zext i32 %133 to i64
  %135 = lshr i64 %132, %134
  %136 = and i64 %135, 1
  %137 = icmp ne i64 %128, %136
  br i1 %137, label %138, label %141

138:                                              ; preds = %110
  %139 = load i32, ptr %7, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %7, align 4
  br label %141

141:                                              ; preds = %138, %110
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %12, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %12, align 4
  br label %107, !llvm.loop !11

145:                                              ; preds = %107
  br label %146

146:                                              ; preds = %145
  %147 = load i32, ptr %11, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %11, align 4
  br label %95, !llvm.loop !12

149:                                              ; preds = %95
  %150 = load i32, ptr %8, align 4
  %151 = srem i32 %150, 25
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %153, label %158

153:                                              ; preds = %149
  %154 = load i32, ptr %8, align 4
  %155 = load i32, ptr %9, align 4
  %156 = load i32, ptr %10, align 4
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %154, i32 noundef %155, i32 noundef %156)
  br label %158

158:                                              ; preds = %153, %149
  br label %159

159:                                              ; preds = %158
  %160 = load i32, ptr %8, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %8, align 4
  br label %91, !llvm.loop !13

162:                                              ; preds = %91
  store i32 0, ptr %13, align 4
  br label %163

163:                                              ; preds = %188, %162
  %164 = load i32, ptr %13, align 4
  %165 = icmp slt i32 %164, 16
  br i1 %165, label %166, label %191

166:                                              ; preds = %163
  store i32 0, ptr %14, align 4
  br label %167

167:                                              ; preds = %183, %166
  %168 = load i32, ptr %14, align 4
  %169 = icmp slt i32 %168, 48
  br i1 %169, label %170, label %186

170:                                              ; preds = %167
  %171 = load i32, ptr %13, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %172
  %174 = load i32, ptr %14, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [64 x i8], ptr %173, i64 0, i64 %175
  %177 = load i8, ptr %176, align 1
  %178 = zext i8 %177 to i32
  %179 = icmp ne i32 %178, 0
  %180 = zext i1 %179 to i64
  %181 = select i1 %179, i32 35, i32 46
  %182 = call i32 @putchar(i32 noundef %181)
  br label %183

183:                                              ; preds = %170
  %184 = load i32, ptr %14, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %14, align 4
  br label %167, !llvm.loop !14

186:                                              ; preds = %167
  %187 = call i32 @putchar(i32 noundef 10)
  br label %188

188:                                              ; preds = %186
  %189 = load i32, ptr %13, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %13, align 4
  br label %163, !llvm.loop !15

191:                                              ; preds = %163
  %192 = load i32, ptr %7, align 4
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %192)
  %194 = load i32, ptr %7, align 4
  %195 = icmp ne i32 %194, 0
  %196 = zext i1 %195 to i64
  %197 = select i1 %195, i32 1, i32 0
  ret i32 %197
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_bytes() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %6

6:                                                ; preds = %86, %0
  %7 = load i32, ptr %1, align 4
  %8 = icmp slt i32 %7, 64
  br i1 %8, label %9, label %89

9:                                                ; preds = %6
  store i32 0, ptr %2, align 4
  br label %10

10:                                               ; preds = %82, %9
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %11, 64
  br i1 %12, label %13, label %85

13:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  br label %14

14:                                               ; preds = %51, %13
  %15 = load i32, ptr %4, align 4
  %16 = icmp sle i32 %15, 1
  br i1 %16, label %17, label %54

17:                                               ; preds = %14
  store i32 -1, ptr %5, align 4
  br label %18

18:                                               ; preds = %47, %17
  %19 = load i32, ptr %5, align 4
  %20 = icmp sle i32 %19, 1
  br i1 %20, label %21, label %50

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24, %21
  %28 = load i32, ptr %1, align 4
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %28, %29
  %31 = add nsw i32 %30, 64
  %32 = srem i32 %31, 64
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %33
  %35 = load i32, ptr %2, align 4
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %35, %36
  %38 = add nsw i32 %37, 64
  %39 = srem i32 %38, 64
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i8], ptr %34, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %27, %24
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %18, !llvm.loop !16

50:                                               ; preds = %18
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %4, align 4
  br label %14, !llvm.loop !17

54:                                               ; preds = %14
  %55 = load i32, ptr %3, align 4
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %72, label %57

57:                                               ; preds = %54
  %58 = load i32, ptr %3, align 4
  %59 = icmp eq i32 %58, 2
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load i32, ptr %1, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %62
  %64 = load i32, ptr %2, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x i8], ptr %63, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = icmp ne i32 %68, 0
  br label %70

70:                                               ; preds = %60, %57
  %71 = phi i1 [ false, %57 ], [ %69, %60 ]
  br label %72

72:                                               ; preds = %70, %54
  %73 = phi i1 [ true, %54 ], [ %71, %70 ]
  %74 = zext i1 %73 to i32
  %75 = trunc i32 %74 to i8
  %76 = load i32, ptr %1, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [64 x [64 x i8]], ptr @ng, i64 0, i64 %77
  %79 = load i32, ptr %2, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [64 x i8], ptr %78, i64 0, i64 %80
  store i8 %75, ptr %81, align 1
  br label %82

82:                                               ; preds = %72
  %83 = load i32, ptr %2, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %2, align 4
  br label %10, !llvm.loop !18

85:                                               ; preds = %10
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %1, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %1, align 4
  br label %6, !llvm.loop !19

89:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @g, ptr align 1 @ng, i64 4096, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step_bits() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 8
  %3 = alloca [8 x i64], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  br label %14

14:                                               ; preds = %128, %0
  %15 = load i32, ptr %1, align 4
  %16 = icmp slt i32 %15, 64
  br i1 %16, label %17, label %131

17:                                               ; preds = %14
  %18 = load i32, ptr %1, align 4
  %19 = add nsw i32 %18, 64
  %20 = sub nsw i32 %19, 1
  %21 = srem i32 %20, 64
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %22
  %24 = load i64, ptr %23, align 8
  store i64 %24, ptr %2, align 8
  %25 = getelementptr inbounds i64, ptr %2, i64 1
  %26 = load i32, ptr %1, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  store i64 %29, ptr %25, align 8
  %30 = getelementptr inbounds i64, ptr %2, i64 2
  %31 = load i32, ptr %1, align 4
  %32 = add nsw i32 %31, 1
  %33 = srem i32 %32, 64
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  store i64 %36, ptr %30, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %71, %17
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 3
  br i1 %39, label %40, label %74

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  %45 = call i64 @rotl(i64 noundef %44, i32 noundef 1)
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %48
  store i64 %45, ptr %49, align 8
  %50 = load i32, ptr %5, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = call i64 @rotl(i64 noundef %53, i32 noundef 63)
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %57
  store i64 %54, ptr %58, align 8
  %59 = load i32, ptr %5, align 4
  %60 = icmp ne i32 %59, 1
  br i1 %60, label %61, label %70

61:                                               ; preds = %40
  %62 = load i32, ptr %5, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = load i32, ptr %4, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %4, align 4
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %68
  store i64 %65, ptr %69, align 8
  br label %70

70:                                               ; preds = %61, %40
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %5, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %5, align 4
  br label %37, !llvm.loop !20

74:                                               ; preds = %37
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %75

75:                                               ; preds = %100, %74
  %76 = load i32, ptr %9, align 4
  %77 = icmp slt i32 %76, 8
  br i1 %77, label %78, label %103

78:                                               ; preds = %75
  %79 = load i64, ptr %6, align 8
  %80 = load i32, ptr %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8
  %84 = and i64 %79, %83
  store i64 %84, ptr %10, align 8
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [8 x i64], ptr %3, i64 0, i64 %86
  %88 = load i64, ptr %87, align 8
  %89 = load i64, ptr %6, align 8
  %90 = xor i64 %89, %88
  store i64 %90, ptr %6, align 8
  %91 = load i64, ptr %7, align 8
  %92 = load i64, ptr %10, align 8
  %93 = and i64 %91, %92
  store i64 %93, ptr %11, align 8
  %94 = load i64, ptr %10, align 8
  %95 = load i64, ptr %7, align 8
  %96 = xor i64 %95, %94
  store i64 %96, ptr %7, align 8
  %97 = load i64, ptr %11, align 8
  %98 = load i64, ptr %8, align 8
  %99 = or i64 %98, %97
  store i64 %99, ptr %8, align 8
  br label %100

100:                                              ; preds = %78
  %101 = load i32, ptr %9, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %9, align 4
  br label %75, !llvm.loop !21

103:                                              ; preds = %75
  %104 = load i64, ptr %6, align 8
  %105 = load i64, ptr %7, align 8
  %106 = and i64 %104, %105
  %107 = load i64, ptr %8, align 8
  %108 = xor i64 %107, -1
  %109 = and i64 %106, %108
  store i64 %109, ptr %12, align 8
  %110 = load i64, ptr %6, align 8
  %111 = xor i64 %110, -1
  %112 = load i64, ptr %7, align 8
  %113 = and i64 %111, %112
  %114 = load i64, ptr %8, align 8
  %115 = xor i64 %114, -1
  %116 = and i64 %113, %115
  store i64 %116, ptr %13, align 8
  %117 = load i64, ptr %12, align 8
  %118 = load i64, ptr %13, align 8
  %119 = load i32, ptr %1, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %120
  %122 = load i64, ptr %121, align 8
  %123 = and i64 %118, %122
  %124 = or i64 %117, %123
  %125 = load i32, ptr %1, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x i64], ptr @nb, i64 0, i64 %126
  store i64 %124, ptr %127, align 8
  br label %128

128:                                              ; preds = %103
  %129 = load i32, ptr %1, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %1, align 4
  br label %14, !llvm.loop !22

131:                                              ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @b, ptr align 8 @nb, i64 512, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

declare i32 @printf(ptr noundef, ...) #3

declare i32 @putchar(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
