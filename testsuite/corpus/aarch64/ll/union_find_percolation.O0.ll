; ModuleID = 'programs/union_find_percolation.c'
source_filename = "programs/union_find_percolation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@parent = internal global [3602 x i32] zeroinitializer, align 4
@rnk = internal global [3602 x i32] zeroinitializer, align 4
@open_ = internal global [3600 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [49 x i8] c"trial %d: opened=%d fraction=%.4f components=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"mean threshold=%.4f\0A\00", align 1
@st = internal global i32 12345, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
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
  store double 0.000000e+00, ptr %2, align 8
  store i32 20, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %183, %0
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %186

19:                                               ; preds = %15
  store i32 0, ptr %5, align 4
  br label %20

20:                                               ; preds = %31, %19
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 3602
  br i1 %22, label %23, label %34

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %29
  store i32 0, ptr %30, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %20, !llvm.loop !6

34:                                               ; preds = %20
  store i32 0, ptr %6, align 4
  br label %35

35:                                               ; preds = %42, %34
  %36 = load i32, ptr %6, align 4
  %37 = icmp slt i32 %36, 3600
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %40
  store i8 0, ptr %41, align 1
  br label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  br label %35, !llvm.loop !8

45:                                               ; preds = %35
  store i32 3600, ptr %7, align 4
  store i32 3601, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %46

46:                                               ; preds = %142, %60, %45
  %47 = load i32, ptr %7, align 4
  %48 = call i32 @find(i32 noundef %47)
  %49 = load i32, ptr %8, align 4
  %50 = call i32 @find(i32 noundef %49)
  %51 = icmp ne i32 %48, %50
  br i1 %51, label %52, label %143

52:                                               ; preds = %46
  %53 = call i32 @rnd()
  %54 = urem i32 %53, 3600
  store i32 %54, ptr %10, align 4
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %56
  %58 = load i8, ptr %57, align 1
  %59 = icmp ne i8 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %52
  br label %46, !llvm.loop !9

61:                                               ; preds = %52
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %63
  store i8 1, ptr %64, align 1
  %65 = load i32, ptr %9, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %9, align 4
  %67 = load i32, ptr %10, align 4
  %68 = sdiv i32 %67, 60
  store i32 %68, ptr %11, align 4
  %69 = load i32, ptr %10, align 4
  %70 = srem i32 %69, 60
  store i32 %70, ptr %12, align 4
  %71 = load i32, ptr %11, align 4
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %76

73:                                               ; preds = %61
  %74 = load i32, ptr %10, align 4
  %75 = load i32, ptr %7, align 4
  call void @unite(i32 noundef %74, i32 noundef %75)
  br label %76

76:                                               ; preds = %73, %61
  %77 = load i32, ptr %11, align 4
  %78 = icmp eq i32 %77, 59
  br i1 %78, label %79, label %82

79:                                               ; preds = %76
  %80 = load i32, ptr %10, align 4
  %81 = load i32, ptr %8, align 4
  call void @unite(i32 noundef %80, i32 noundef %81)
  br label %82

82:                                               ; preds = %79, %76
  %83 = load i32, ptr %11, align 4
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %97

85:                                               ; preds = %82
  %86 = load i32, ptr %10, align 4
  %87 = sub nsw i32 %86, 60
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %88
  %90 = load i8, ptr %89, align 1
  %91 = zext i8 %90 to i32
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %97

93:                                               ; preds = %85
  %94 = load i32, ptr %10, align 4
  %95 = load i32, ptr %10, align 4
  %96 = sub nsw i32 %95, 60
  call void @unite(i32 noundef %94, i32 noundef %96)
  br label %97

97:                                               ; preds = %93, %85, %82
  %98 = load i32, ptr %11, align 4
  %99 = icmp slt i32 %98, 59
  br i1 %99, label %100, label %112

100:                                              ; preds = %97
  %101 = load i32, ptr %10, align 4
  %102 = add nsw i32 %101, 60
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i32
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %112

108:                                              ; preds = %100
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %10, align 4
  %111 = add nsw i32 %110, 60
  call void @unite(i32 noundef %109, i32 noundef %111)
  br label %112

112:                                              ; preds = %108, %100, %97
  %113 = load i32, ptr %12, align 4
  %114 = icmp sgt i32 %113, 0
  br i1 %114, label %115, label %127

115:                                              ; preds = %112
  %116 = load i32, ptr %10, align 4
  %117 = sub nsw i32 %116, 1
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %118
  %120 = load i8, ptr %119, align 1
  %121 = zext i8 %120 to i32
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %127

123:                                              ; preds = %115
  %124 = load i32, ptr %10, align 4
  %125 = load i32, ptr %10, align 4
  %126 = sub nsw i32 %125, 1
  call void @unite(i32 noundef %124, i32 noundef %126)
  br label %127

127:                                              ; preds = %123, %115, %112
  %128 = load i32, ptr %12, align 4
  %129 = icmp slt i32 %128, 59
  br i1 %129, label %130, label %142

130:                                              ; preds = %127
  %131 = load i32, ptr %10, align 4
  %132 = add nsw i32 %131, 1
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %133
  %135 = load i8, ptr %134, align 1
  %136 = zext i8 %135 to i32
  %137 = icmp ne i32 %136, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %130
  %139 = load i32, ptr %10, align 4
  %140 = load i32, ptr %10, align 4
  %141 = add nsw i32 %140, 1
  call void @unite(i32 noundef %139, i32 noundef %141)
  br label %142

142:                                              ; preds = %138, %130, %127
  br label %46, !llvm.loop !9

143:                                              ; preds = %46
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %144

144:                                              ; preds = %163, %143
  %145 = load i32, ptr %14, align 4
  %146 = icmp slt i32 %145, 3600
  br i1 %146, label %147, label %166

147:                                              ; preds = %144
  %148 = load i32, ptr %14, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %154, label %162

154:                                              ; preds = %147
  %155 = load i32, ptr %14, align 4
  %156 = call i32 @find(i32 noundef %155)
  %157 = load i32, ptr %14, align 4
  %158 = icmp eq i32 %156, %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %154
  %160 = load i32, ptr %13, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %13, align 4
  br label %162

162:                                              ; preds = %159, %154, %147
  br label %163

163:                                              ; preds = %162
  %164 = load i32, ptr %14, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %14, align 4
  br label %144, !llvm.loop !10

166:                                              ; preds = %144
  %167 = load i32, ptr %4, align 4
  %168 = icmp slt i32 %167, 5
  br i1 %168, label %169, label %177

169:                                              ; preds = %166
  %170 = load i32, ptr %4, align 4
  %171 = load i32, ptr %9, align 4
  %172 = load i32, ptr %9, align 4
  %173 = sitofp i32 %172 to double
  %174 = fdiv double %173, 3.600000e+03
  %175 = load i32, ptr %13, align 4
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %170, i32 noundef %171, double noundef %174, i32 noundef %175)
  br label %177

177:                                              ; preds = %169, %166
  %178 = load i32, ptr %9, align 4
  %179 = sitofp i32 %178 to double
  %180 = fdiv double %179, 3.600000e+03
  %181 = load double, ptr %2, align 8
  %182 = fadd double %181, %180
  store double %182, ptr %2, align 8
  br label %183

183:                                              ; preds = %177
  %184 = load i32, ptr %4, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %4, align 4
  br label %15, !llvm.loop !11

186:                                              ; preds = %15
  %187 = load double, ptr %2, align 8
  %188 = load i32, ptr %3, align 4
  %189 = sitofp i32 %188 to double
  %190 = fdiv double %187, %189
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %190)
  %192 = load double, ptr %2, align 8
  %193 = load i32, ptr %3, align 4
  %194 = sitofp i32 %193 to double
  %195 = fdiv double %192, %194
  %196 = fmul double %195, 1.000000e+02
  %197 = fptosi double %196 to i32
  ret i32 %197
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %3, align 4
  br label %6

6:                                                ; preds = %13, %1
  %7 = load i32, ptr %3, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp ne i32 %10, %11
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  br label %6, !llvm.loop !12

18:                                               ; preds = %6
  br label %19

19:                                               ; preds = %26, %18
  %20 = load i32, ptr %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %3, align 4
  %25 = icmp ne i32 %23, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %19
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %4, align 4
  %31 = load i32, ptr %3, align 4
  %32 = load i32, ptr %2, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %33
  store i32 %31, ptr %34, align 4
  %35 = load i32, ptr %4, align 4
  store i32 %35, ptr %2, align 4
  br label %19, !llvm.loop !13

36:                                               ; preds = %19
  %37 = load i32, ptr %3, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @st, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @st, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @st, align 4
  %5 = load i32, ptr @st, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @st, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @st, align 4
  %9 = load i32, ptr @st, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @st, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @st, align 4
  %13 = load i32, ptr @st, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unite(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = call i32 @find(i32 noundef %6)
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = call i32 @find(i32 noundef %8)
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  br label %48

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = icmp slt i32 %18, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %14
  %25 = load i32, ptr %3, align 4
  store i32 %25, ptr %5, align 4
  %26 = load i32, ptr %4, align 4
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %5, align 4
  store i32 %27, ptr %4, align 4
  br label %28

28:                                               ; preds = %24, %14
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %31
  store i32 %29, ptr %32, align 4
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = icmp eq i32 %36, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %28
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %45, align 4
  br label %48

48:                                               ; preds = %13, %42, %28
  ret void
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
