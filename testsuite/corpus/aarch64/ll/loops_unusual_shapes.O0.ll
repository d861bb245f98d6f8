; ModuleID = 'programs/loops_unusual_shapes.c'
source_filename = "programs/loops_unusual_shapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"down unsigned: %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"uint8 wrap iterations: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"step 7 near UINT_MAX: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"step 4 near INT_MAX: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"first square > 5000 at %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"do-while k=%d odd=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"switch loop i=%d stops=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"two IVs a=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"triangular break grid=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 10, ptr %3, align 4
  br label %20

20:                                               ; preds = %24, %0
  %21 = load i32, ptr %3, align 4
  %22 = add i32 %21, -1
  store i32 %22, ptr %3, align 4
  %23 = icmp ugt i32 %21, 0
  br i1 %23, label %24, label %30

24:                                               ; preds = %20
  %25 = load i64, ptr %2, align 8
  %26 = mul i64 %25, 3
  %27 = load i32, ptr %3, align 4
  %28 = zext i32 %27 to i64
  %29 = add i64 %26, %28
  store i64 %29, ptr %2, align 8
  br label %20, !llvm.loop !6

30:                                               ; preds = %20
  %31 = load i64, ptr %2, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %31)
  store i32 0, ptr %4, align 4
  store i8 -6, ptr %5, align 1
  br label %33

33:                                               ; preds = %40, %30
  %34 = load i8, ptr %5, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp ne i32 %35, 5
  br i1 %36, label %37, label %43

37:                                               ; preds = %33
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %40

40:                                               ; preds = %37
  %41 = load i8, ptr %5, align 1
  %42 = add i8 %41, 1
  store i8 %42, ptr %5, align 1
  br label %33, !llvm.loop !8

43:                                               ; preds = %33
  %44 = load i32, ptr %4, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
  store i32 0, ptr %4, align 4
  store i32 -101, ptr %6, align 4
  br label %46

46:                                               ; preds = %57, %43
  %47 = load i32, ptr %6, align 4
  %48 = icmp uge i32 %47, -101
  br i1 %48, label %49, label %52

49:                                               ; preds = %46
  %50 = load i32, ptr %6, align 4
  %51 = icmp ne i32 %50, 0
  br label %52

52:                                               ; preds = %49, %46
  %53 = phi i1 [ false, %46 ], [ %51, %49 ]
  br i1 %53, label %54, label %60

54:                                               ; preds = %52
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %57

57:                                               ; preds = %54
  %58 = load i32, ptr %6, align 4
  %59 = add i32 %58, 7
  store i32 %59, ptr %6, align 4
  br label %46, !llvm.loop !9

60:                                               ; preds = %52
  %61 = load i32, ptr %4, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %61)
  store i32 0, ptr %4, align 4
  store i32 2147483597, ptr %7, align 4
  br label %63

63:                                               ; preds = %69, %60
  %64 = load i32, ptr %7, align 4
  %65 = icmp slt i32 %64, 2147483644
  br i1 %65, label %66, label %72

66:                                               ; preds = %63
  %67 = load i32, ptr %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %69

69:                                               ; preds = %66
  %70 = load i32, ptr %7, align 4
  %71 = add nsw i32 %70, 4
  store i32 %71, ptr %7, align 4
  br label %63, !llvm.loop !10

72:                                               ; preds = %63
  %73 = load i32, ptr %4, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %73)
  store i32 -1, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %75

75:                                               ; preds = %90, %72
  %76 = load i32, ptr %9, align 4
  %77 = icmp slt i32 %76, 1000
  br i1 %77, label %78, label %93

78:                                               ; preds = %75
  %79 = load i32, ptr %9, align 4
  %80 = load i32, ptr %9, align 4
  %81 = mul nsw i32 %79, %80
  %82 = icmp sgt i32 %81, 5000
  br i1 %82, label %83, label %85

83:                                               ; preds = %78
  %84 = load i32, ptr %9, align 4
  store i32 %84, ptr %8, align 4
  br label %93

85:                                               ; preds = %78
  %86 = load i32, ptr %9, align 4
  %87 = icmp eq i32 %86, 999
  br i1 %87, label %88, label %89

88:                                               ; preds = %85
  store i32 -2, ptr %8, align 4
  br label %89

89:                                               ; preds = %88, %85
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %9, align 4
  br label %75, !llvm.loop !11

93:                                               ; preds = %83, %75
  %94 = load i32, ptr %8, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %94)
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %96

96:                                               ; preds = %106, %93
  %97 = load i32, ptr %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %10, align 4
  %99 = load i32, ptr %10, align 4
  %100 = srem i32 %99, 2
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %103

102:                                              ; preds = %96
  br label %106

103:                                              ; preds = %96
  %104 = load i32, ptr %11, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %11, align 4
  br label %106

106:                                              ; preds = %103, %102
  %107 = load i32, ptr %10, align 4
  %108 = icmp slt i32 %107, 15
  br i1 %108, label %96, label %109, !llvm.loop !12

109:                                              ; preds = %106
  %110 = load i32, ptr %10, align 4
  %111 = load i32, ptr %11, align 4
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %110, i32 noundef %111)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %113

113:                                              ; preds = %131, %109
  %114 = load i32, ptr %13, align 4
  %115 = icmp slt i32 %114, 50
  br i1 %115, label %116, label %134

116:                                              ; preds = %113
  %117 = load i32, ptr %13, align 4
  %118 = srem i32 %117, 7
  switch i32 %118, label %127 [
    i32 3, label %119
    i32 6, label %122
  ]

119:                                              ; preds = %116
  %120 = load i32, ptr %12, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %12, align 4
  br label %131

122:                                              ; preds = %116
  %123 = load i32, ptr %13, align 4
  %124 = icmp sgt i32 %123, 30
  br i1 %124, label %125, label %126

125:                                              ; preds = %122
  br label %135

126:                                              ; preds = %122
  br label %128

127:                                              ; preds = %116
  br label %128

128:                                              ; preds = %127, %126
  %129 = load i32, ptr %12, align 4
  %130 = add nsw i32 %129, 2
  store i32 %130, ptr %12, align 4
  br label %131

131:                                              ; preds = %128, %119
  %132 = load i32, ptr %13, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %13, align 4
  br label %113, !llvm.loop !13

134:                                              ; preds = %113
  br label %135

135:                                              ; preds = %134, %125
  %136 = load i32, ptr %13, align 4
  %137 = load i32, ptr %12, align 4
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %136, i32 noundef %137)
  store i64 0, ptr %14, align 8
  store i32 0, ptr %15, align 4
  store i32 100, ptr %16, align 4
  br label %139

139:                                              ; preds = %151, %135
  %140 = load i32, ptr %15, align 4
  %141 = load i32, ptr %16, align 4
  %142 = icmp slt i32 %140, %141
  br i1 %142, label %143, label %156

143:                                              ; preds = %139
  %144 = load i32, ptr %15, align 4
  %145 = sext i32 %144 to i64
  %146 = load i32, ptr %16, align 4
  %147 = sext i32 %146 to i64
  %148 = mul nsw i64 %145, %147
  %149 = load i64, ptr %14, align 8
  %150 = add nsw i64 %149, %148
  store i64 %150, ptr %14, align 8
  br label %151

151:                                              ; preds = %143
  %152 = load i32, ptr %15, align 4
  %153 = add nsw i32 %152, 3
  store i32 %153, ptr %15, align 4
  %154 = load i32, ptr %16, align 4
  %155 = sub nsw i32 %154, 2
  store i32 %155, ptr %16, align 4
  br label %139, !llvm.loop !14

156:                                              ; preds = %139
  %157 = load i64, ptr %14, align 8
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %157)
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %159

159:                                              ; preds = %185, %156
  %160 = load i32, ptr %18, align 4
  %161 = icmp slt i32 %160, 8
  br i1 %161, label %162, label %188

162:                                              ; preds = %159
  %163 = load i32, ptr %18, align 4
  store i32 %163, ptr %19, align 4
  br label %164

164:                                              ; preds = %181, %162
  %165 = load i32, ptr %19, align 4
  %166 = icmp slt i32 %165, 8
  br i1 %166, label %167, label %184

167:                                              ; preds = %164
  %168 = load i32, ptr %18, align 4
  %169 = load i32, ptr %19, align 4
  %170 = add nsw i32 %168, %169
  %171 = srem i32 %170, 5
  %172 = icmp eq i32 %171, 4
  br i1 %172, label %173, label %174

173:                                              ; preds = %167
  br label %184

174:                                              ; preds = %167
  %175 = load i32, ptr %18, align 4
  %176 = mul nsw i32 %175, 8
  %177 = load i32, ptr %19, align 4
  %178 = add nsw i32 %176, %177
  %179 = load i32, ptr %17, align 4
  %180 = add nsw i32 %179, %178
  store i32 %180, ptr %17, align 4
  br label %181

181:                                              ; preds = %174
  %182 = load i32, ptr %19, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %19, align 4
  br label %164, !llvm.loop !15

184:                                              ; preds = %173, %164
  br label %185

185:                                              ; preds = %184
  %186 = load i32, ptr %18, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %18, align 4
  br label %159, !llvm.loop !16

188:                                              ; preds = %159
  %189 = load i32, ptr %17, align 4
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %189)
  %191 = load i64, ptr %2, align 8
  %192 = load i64, ptr %14, align 8
  %193 = add i64 %191, %192
  %194 = load i32, ptr %17, align 4
  %195 = sext i32 %194 to i64
  %196 = add i64 %193, %195
  %197 = and i64 %196, 127
  %198 = trunc i64 %197 to i32
  ret i32 %198
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
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
