; ModuleID = 'programs/vla_multidim.c'
source_filename = "programs/vla_multidim.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.cell = type { i32, i8 }

@.str = private unnamed_addr constant [26 x i8] c"n=%d sizeof=%zu trace=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"b[10][6]=%d b[3][2]=%d row_sum(a[4])=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"cells k=%d sizeof=%zu last=%d%c calls=%d\0A\00", align 1
@calls = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"vbuf sum sample=%d total=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %23

23:                                               ; preds = %89, %0
  %24 = load i32, ptr %3, align 4
  %25 = icmp sle i32 %24, 40
  br i1 %25, label %26, label %92

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = zext i32 %27 to i64
  %29 = load i32, ptr %3, align 4
  %30 = zext i32 %29 to i64
  %31 = call ptr @llvm.stacksave.p0()
  store ptr %31, ptr %4, align 8
  %32 = mul nuw i64 %28, %30
  %33 = alloca double, i64 %32, align 8
  store i64 %28, ptr %5, align 8
  store i64 %30, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %34

34:                                               ; preds = %68, %26
  %35 = load i32, ptr %7, align 4
  %36 = load i32, ptr %3, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %71

38:                                               ; preds = %34
  store i32 0, ptr %8, align 4
  br label %39

39:                                               ; preds = %64, %38
  %40 = load i32, ptr %8, align 4
  %41 = load i32, ptr %3, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %67

43:                                               ; preds = %39
  %44 = load i32, ptr %7, align 4
  %45 = load i32, ptr %8, align 4
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %54

47:                                               ; preds = %43
  %48 = load i32, ptr %3, align 4
  %49 = sitofp i32 %48 to double
  %50 = load i32, ptr %7, align 4
  %51 = sitofp i32 %50 to double
  %52 = fmul double %51, 5.000000e-01
  %53 = fadd double %49, %52
  br label %55

54:                                               ; preds = %43
  br label %55

55:                                               ; preds = %54, %47
  %56 = phi double [ %53, %47 ], [ -1.000000e+00, %54 ]
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %58, %30
  %60 = getelementptr inbounds double, ptr %33, i64 %59
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %60, i64 %62
  store double %56, ptr %63, align 8
  br label %64

64:                                               ; preds = %55
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  br label %39, !llvm.loop !6

67:                                               ; preds = %39
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %7, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %7, align 4
  br label %34, !llvm.loop !8

71:                                               ; preds = %34
  %72 = load i32, ptr %3, align 4
  %73 = call double @trace(i32 noundef %72, ptr noundef %33)
  %74 = fptosi double %73 to i64
  %75 = load i64, ptr %2, align 8
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %2, align 8
  %77 = load i32, ptr %3, align 4
  %78 = srem i32 %77, 13
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %87

80:                                               ; preds = %71
  %81 = load i32, ptr %3, align 4
  %82 = mul nuw i64 %28, %30
  %83 = mul nuw i64 8, %82
  %84 = load i32, ptr %3, align 4
  %85 = call double @trace(i32 noundef %84, ptr noundef %33)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %81, i64 noundef %83, double noundef %85)
  br label %87

87:                                               ; preds = %80, %71
  %88 = load ptr, ptr %4, align 8
  call void @llvm.stackrestore.p0(ptr %88)
  br label %89

89:                                               ; preds = %87
  %90 = load i32, ptr %3, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %3, align 4
  br label %23, !llvm.loop !9

92:                                               ; preds = %23
  store i32 7, ptr %9, align 4
  store i32 11, ptr %10, align 4
  %93 = load i32, ptr %9, align 4
  %94 = zext i32 %93 to i64
  %95 = load i32, ptr %10, align 4
  %96 = zext i32 %95 to i64
  %97 = call ptr @llvm.stacksave.p0()
  store ptr %97, ptr %11, align 8
  %98 = mul nuw i64 %94, %96
  %99 = alloca i32, i64 %98, align 4
  store i64 %94, ptr %12, align 8
  store i64 %96, ptr %13, align 8
  %100 = load i32, ptr %10, align 4
  %101 = zext i32 %100 to i64
  %102 = load i32, ptr %9, align 4
  %103 = zext i32 %102 to i64
  %104 = mul nuw i64 %101, %103
  %105 = alloca i32, i64 %104, align 4
  store i64 %101, ptr %14, align 8
  store i64 %103, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %106

106:                                              ; preds = %131, %92
  %107 = load i32, ptr %16, align 4
  %108 = load i32, ptr %9, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %134

110:                                              ; preds = %106
  store i32 0, ptr %17, align 4
  br label %111

111:                                              ; preds = %127, %110
  %112 = load i32, ptr %17, align 4
  %113 = load i32, ptr %10, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %115, label %130

115:                                              ; preds = %111
  %116 = load i32, ptr %16, align 4
  %117 = mul nsw i32 %116, 100
  %118 = load i32, ptr %17, align 4
  %119 = add nsw i32 %117, %118
  %120 = load i32, ptr %16, align 4
  %121 = sext i32 %120 to i64
  %122 = mul nsw i64 %121, %96
  %123 = getelementptr inbounds i32, ptr %99, i64 %122
  %124 = load i32, ptr %17, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr %123, i64 %125
  store i32 %119, ptr %126, align 4
  br label %127

127:                                              ; preds = %115
  %128 = load i32, ptr %17, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %17, align 4
  br label %111, !llvm.loop !10

130:                                              ; preds = %111
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %16, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %16, align 4
  br label %106, !llvm.loop !11

134:                                              ; preds = %106
  %135 = load i32, ptr %9, align 4
  %136 = load i32, ptr %10, align 4
  %137 = load i32, ptr %10, align 4
  %138 = zext i32 %137 to i64
  call void @transpose(i32 noundef %135, i32 noundef %136, ptr noundef %99, ptr noundef %105)
  %139 = mul nsw i64 10, %103
  %140 = getelementptr inbounds i32, ptr %105, i64 %139
  %141 = getelementptr inbounds i32, ptr %140, i64 6
  %142 = load i32, ptr %141, align 4
  %143 = mul nsw i64 3, %103
  %144 = getelementptr inbounds i32, ptr %105, i64 %143
  %145 = getelementptr inbounds i32, ptr %144, i64 2
  %146 = load i32, ptr %145, align 4
  %147 = load i32, ptr %10, align 4
  %148 = load i32, ptr %10, align 4
  %149 = zext i32 %148 to i64
  %150 = mul nsw i64 4, %96
  %151 = getelementptr inbounds i32, ptr %99, i64 %150
  %152 = call i64 @row_sum(i32 noundef %147, ptr noundef %151)
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %142, i32 noundef %146, i64 noundef %152)
  %154 = call i32 @size_of_next(i32 noundef 5)
  store i32 %154, ptr %18, align 4
  %155 = load i32, ptr %18, align 4
  %156 = zext i32 %155 to i64
  %157 = alloca %struct.cell, i64 %156, align 4
  store i64 %156, ptr %19, align 8
  %158 = mul nuw i64 8, %156
  call void @llvm.memset.p0.i64(ptr align 4 %157, i8 0, i64 %158, i1 false)
  store i32 0, ptr %20, align 4
  br label %159

159:                                              ; preds = %178, %134
  %160 = load i32, ptr %20, align 4
  %161 = load i32, ptr %18, align 4
  %162 = icmp slt i32 %160, %161
  br i1 %162, label %163, label %181

163:                                              ; preds = %159
  %164 = load i32, ptr %20, align 4
  %165 = load i32, ptr %20, align 4
  %166 = mul nsw i32 %164, %165
  %167 = load i32, ptr %20, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds %struct.cell, ptr %157, i64 %168
  %170 = getelementptr inbounds %struct.cell, ptr %169, i32 0, i32 0
  store i32 %166, ptr %170, align 4
  %171 = load i32, ptr %20, align 4
  %172 = add nsw i32 97, %171
  %173 = trunc i32 %172 to i8
  %174 = load i32, ptr %20, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds %struct.cell, ptr %157, i64 %175
  %177 = getelementptr inbounds %struct.cell, ptr %176, i32 0, i32 1
  store i8 %173, ptr %177, align 4
  br label %178

178:                                              ; preds = %163
  %179 = load i32, ptr %20, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %20, align 4
  br label %159, !llvm.loop !12

181:                                              ; preds = %159
  %182 = load i32, ptr %18, align 4
  %183 = mul nuw i64 8, %156
  %184 = load i32, ptr %18, align 4
  %185 = sub nsw i32 %184, 1
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds %struct.cell, ptr %157, i64 %186
  %188 = getelementptr inbounds %struct.cell, ptr %187, i32 0, i32 0
  %189 = load i32, ptr %188, align 4
  %190 = load i32, ptr %18, align 4
  %191 = sub nsw i32 %190, 1
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds %struct.cell, ptr %157, i64 %192
  %194 = getelementptr inbounds %struct.cell, ptr %193, i32 0, i32 1
  %195 = load i8, ptr %194, align 4
  %196 = zext i8 %195 to i32
  %197 = load i32, ptr @calls, align 4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %182, i64 noundef %183, i32 noundef %189, i32 noundef %196, i32 noundef %197)
  store i32 100000, ptr %21, align 4
  %199 = load i32, ptr %21, align 4
  %200 = zext i32 %199 to i64
  %201 = alloca i8, i64 %200, align 1
  store i64 %200, ptr %22, align 8
  %202 = load i32, ptr %21, align 4
  %203 = sext i32 %202 to i64
  call void @llvm.memset.p0.i64(ptr align 1 %201, i8 7, i64 %203, i1 false)
  %204 = getelementptr inbounds i8, ptr %201, i64 0
  %205 = load i8, ptr %204, align 1
  %206 = zext i8 %205 to i32
  %207 = load i32, ptr %21, align 4
  %208 = sub nsw i32 %207, 1
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds i8, ptr %201, i64 %209
  %211 = load i8, ptr %210, align 1
  %212 = zext i8 %211 to i32
  %213 = add nsw i32 %206, %212
  %214 = load i64, ptr %2, align 8
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %213, i64 noundef %214)
  %216 = load i64, ptr %2, align 8
  %217 = and i64 %216, 127
  %218 = trunc i64 %217 to i32
  store i32 %218, ptr %1, align 4
  %219 = load ptr, ptr %11, align 8
  call void @llvm.stackrestore.p0(ptr %219)
  %220 = load i32, ptr %1, align 4
  ret i32 %220
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @trace(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %10
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %5, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !13

30:                                               ; preds = %11
  %31 = load double, ptr %5, align 8
  ret double %31
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = load i32, ptr %6, align 4
  %16 = zext i32 %15 to i64
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  store i32 0, ptr %9, align 4
  br label %19

19:                                               ; preds = %50, %4
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %53

23:                                               ; preds = %19
  store i32 0, ptr %10, align 4
  br label %24

24:                                               ; preds = %46, %23
  %25 = load i32, ptr %10, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, %14
  %33 = getelementptr inbounds i32, ptr %29, i64 %32
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %18
  %42 = getelementptr inbounds i32, ptr %38, i64 %41
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  store i32 %37, ptr %45, align 4
  br label %46

46:                                               ; preds = %28
  %47 = load i32, ptr %10, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %10, align 4
  br label %24, !llvm.loop !14

49:                                               ; preds = %24
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %9, align 4
  br label %19, !llvm.loop !15

53:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @row_sum(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %6, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %5, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %5, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %9, !llvm.loop !16

25:                                               ; preds = %9
  %26 = load i64, ptr %5, align 8
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @size_of_next(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @calls, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @calls, align 4
  %5 = load i32, ptr %2, align 4
  %6 = mul nsw i32 %5, 3
  %7 = add nsw i32 %6, 1
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
