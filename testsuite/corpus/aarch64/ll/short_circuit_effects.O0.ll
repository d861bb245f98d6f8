; ModuleID = 'programs/short_circuit_effects.c'
source_filename = "programs/short_circuit_effects.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"x=%d y=%d calls:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@calls = internal global [8 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"comma r=%d n=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"lvalue ternary p=%d q=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"ternary v=%d evals=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"ptr logic %d %d fp logic %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"cnt=%d\0A\00", align 1

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
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %26

26:                                               ; preds = %77, %0
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %27, 16
  br i1 %28, label %29, label %80

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4
  %31 = and i32 %30, 1
  store i32 %31, ptr %5, align 4
  %32 = load i32, ptr %4, align 4
  %33 = and i32 %32, 2
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %4, align 4
  %35 = and i32 %34, 4
  store i32 %35, ptr %7, align 4
  %36 = load i32, ptr %4, align 4
  %37 = and i32 %36, 8
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %5, align 4
  %39 = call i32 @t(i32 noundef 0, i32 noundef %38)
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %29
  %42 = load i32, ptr %6, align 4
  %43 = call i32 @t(i32 noundef 1, i32 noundef %42)
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %53, label %45

45:                                               ; preds = %41, %29
  %46 = load i32, ptr %7, align 4
  %47 = call i32 @t(i32 noundef 2, i32 noundef %46)
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %56

49:                                               ; preds = %45
  %50 = load i32, ptr %8, align 4
  %51 = call i32 @t(i32 noundef 3, i32 noundef %50)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %49, %41
  %54 = load i32, ptr %2, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %2, align 4
  br label %56

56:                                               ; preds = %53, %49, %45
  %57 = load i32, ptr %5, align 4
  %58 = call i32 @t(i32 noundef 4, i32 noundef %57)
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %6, align 4
  %62 = call i32 @t(i32 noundef 5, i32 noundef %61)
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %72, label %64

64:                                               ; preds = %60
  %65 = load i32, ptr %7, align 4
  %66 = call i32 @t(i32 noundef 6, i32 noundef %65)
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %72, label %68

68:                                               ; preds = %64
  %69 = load i32, ptr %8, align 4
  %70 = call i32 @t(i32 noundef 7, i32 noundef %69)
  %71 = icmp ne i32 %70, 0
  br label %72

72:                                               ; preds = %68, %64, %60, %56
  %73 = phi i1 [ true, %64 ], [ true, %60 ], [ true, %56 ], [ %71, %68 ]
  %74 = zext i1 %73 to i32
  %75 = load i32, ptr %3, align 4
  %76 = add nsw i32 %75, %74
  store i32 %76, ptr %3, align 4
  br label %77

77:                                               ; preds = %72
  %78 = load i32, ptr %4, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %4, align 4
  br label %26, !llvm.loop !6

80:                                               ; preds = %26
  %81 = load i32, ptr %2, align 4
  %82 = load i32, ptr %3, align 4
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %81, i32 noundef %82)
  store i32 0, ptr %9, align 4
  br label %84

84:                                               ; preds = %93, %80
  %85 = load i32, ptr %9, align 4
  %86 = icmp slt i32 %85, 8
  br i1 %86, label %87, label %96

87:                                               ; preds = %84
  %88 = load i32, ptr %9, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [8 x i32], ptr @calls, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %91)
  br label %93

93:                                               ; preds = %87
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %9, align 4
  br label %84, !llvm.loop !8

96:                                               ; preds = %84
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %10, align 4
  %98 = load i32, ptr %10, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %10, align 4
  %100 = load i32, ptr %10, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %10, align 4
  %102 = load i32, ptr %10, align 4
  %103 = mul nsw i32 %102, 10
  store i32 %103, ptr %11, align 4
  %104 = load i32, ptr %11, align 4
  %105 = load i32, ptr %10, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %104, i32 noundef %105)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %107

107:                                              ; preds = %121, %96
  %108 = load i32, ptr %14, align 4
  %109 = icmp slt i32 %108, 10
  br i1 %109, label %110, label %124

110:                                              ; preds = %107
  %111 = load i32, ptr %14, align 4
  %112 = load i32, ptr %14, align 4
  %113 = srem i32 %112, 3
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %115, label %116

115:                                              ; preds = %110
  br label %117

116:                                              ; preds = %110
  br label %117

117:                                              ; preds = %116, %115
  %118 = phi ptr [ %12, %115 ], [ %13, %116 ]
  %119 = load i32, ptr %118, align 4
  %120 = add nsw i32 %119, %111
  store i32 %120, ptr %118, align 4
  br label %121

121:                                              ; preds = %117
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %14, align 4
  br label %107, !llvm.loop !9

124:                                              ; preds = %107
  %125 = load i32, ptr %12, align 4
  %126 = load i32, ptr %13, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %125, i32 noundef %126)
  store i32 0, ptr %15, align 4
  %128 = load i32, ptr %10, align 4
  %129 = icmp sgt i32 %128, 1
  br i1 %129, label %130, label %133

130:                                              ; preds = %124
  %131 = load i32, ptr %15, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %15, align 4
  br label %136

133:                                              ; preds = %124
  %134 = load i32, ptr %15, align 4
  %135 = add nsw i32 %134, 10
  store i32 %135, ptr %15, align 4
  br label %136

136:                                              ; preds = %133, %130
  %137 = phi i32 [ 100, %130 ], [ 200, %133 ]
  store i32 %137, ptr %16, align 4
  %138 = load i32, ptr %16, align 4
  %139 = load i32, ptr %15, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %138, i32 noundef %139)
  store ptr null, ptr %17, align 8
  store i32 5, ptr %18, align 4
  store ptr %18, ptr %19, align 8
  %141 = load ptr, ptr %17, align 8
  %142 = icmp ne ptr %141, null
  br i1 %142, label %143, label %147

143:                                              ; preds = %136
  %144 = load ptr, ptr %17, align 8
  %145 = load i32, ptr %144, align 4
  %146 = icmp sgt i32 %145, 0
  br label %147

147:                                              ; preds = %143, %136
  %148 = phi i1 [ false, %136 ], [ %146, %143 ]
  %149 = zext i1 %148 to i32
  store i32 %149, ptr %20, align 4
  %150 = load ptr, ptr %19, align 8
  %151 = icmp ne ptr %150, null
  br i1 %151, label %152, label %156

152:                                              ; preds = %147
  %153 = load ptr, ptr %19, align 8
  %154 = load i32, ptr %153, align 4
  %155 = icmp sgt i32 %154, 0
  br label %156

156:                                              ; preds = %152, %147
  %157 = phi i1 [ false, %147 ], [ %155, %152 ]
  %158 = zext i1 %157 to i32
  store i32 %158, ptr %21, align 4
  store double 0.000000e+00, ptr %22, align 8
  store double -5.000000e-01, ptr %23, align 8
  %159 = load i32, ptr %20, align 4
  %160 = load i32, ptr %21, align 4
  %161 = load double, ptr %22, align 8
  %162 = fcmp une double %161, 0.000000e+00
  br i1 %162, label %163, label %164

163:                                              ; preds = %156
  br label %164

164:                                              ; preds = %163, %156
  %165 = phi i1 [ false, %156 ], [ true, %163 ]
  %166 = zext i1 %165 to i32
  %167 = load double, ptr %23, align 8
  %168 = fcmp une double %167, 0.000000e+00
  br i1 %168, label %169, label %170

169:                                              ; preds = %164
  br label %170

170:                                              ; preds = %169, %164
  %171 = phi i1 [ false, %164 ], [ true, %169 ]
  %172 = zext i1 %171 to i32
  %173 = load double, ptr %22, align 8
  %174 = fcmp une double %173, 0.000000e+00
  %175 = xor i1 %174, true
  %176 = zext i1 %175 to i32
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %159, i32 noundef %160, i32 noundef %166, i32 noundef %172, i32 noundef %176)
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %178

178:                                              ; preds = %199, %170
  %179 = load i32, ptr %25, align 4
  %180 = icmp slt i32 %179, 100
  br i1 %180, label %181, label %202

181:                                              ; preds = %178
  %182 = load i32, ptr %25, align 4
  %183 = srem i32 %182, 2
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %198

185:                                              ; preds = %181
  %186 = load i32, ptr %24, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %24, align 4
  %188 = load i32, ptr %25, align 4
  %189 = srem i32 %188, 3
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %198

191:                                              ; preds = %185
  %192 = load i32, ptr %25, align 4
  %193 = srem i32 %192, 5
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %195, label %198

195:                                              ; preds = %191
  %196 = load i32, ptr %24, align 4
  %197 = add nsw i32 %196, 1000
  store i32 %197, ptr %24, align 4
  br label %198

198:                                              ; preds = %195, %191, %185, %181
  br label %199

199:                                              ; preds = %198
  %200 = load i32, ptr %25, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %25, align 4
  br label %178, !llvm.loop !10

202:                                              ; preds = %178
  %203 = load i32, ptr %24, align 4
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %203)
  %205 = load i32, ptr %2, align 4
  %206 = load i32, ptr %3, align 4
  %207 = add nsw i32 %205, %206
  %208 = load i32, ptr %24, align 4
  %209 = add nsw i32 %207, %208
  %210 = and i32 %209, 127
  ret i32 %210
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @t(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [8 x i32], ptr @calls, i64 0, i64 %6
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  ret i32 %10
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
