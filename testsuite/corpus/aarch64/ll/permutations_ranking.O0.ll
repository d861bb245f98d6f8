; ModuleID = 'programs/permutations_ranking.c'
source_filename = "programs/permutations_ranking.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fact = internal global [21 x i64] zeroinitializer, align 8
@__const.main.a = private unnamed_addr constant [5 x i32] [i32 1, i32 1, i32 2, i32 2, i32 3], align 4
@.str = private unnamed_addr constant [36 x i8] c"multiset permutations=%d hash=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [56 x i8] c"rank/unrank bad=%d last perm starts %d %d %d, 20!=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"5-subsets of 20: %d sum=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"gray code single-bit steps=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"partitions: p(10)=%ld p(30)=%ld p(50)=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"C(67,33)=%llu C(60,30)=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [5 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [20 x i32], align 4
  %8 = alloca [20 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [68 x [68 x i64]], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 1, ptr @fact, align 8
  store i32 1, ptr %2, align 4
  br label %23

23:                                               ; preds = %38, %0
  %24 = load i32, ptr %2, align 4
  %25 = icmp sle i32 %24, 20
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load i32, ptr %2, align 4
  %28 = sub nsw i32 %27, 1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = load i32, ptr %2, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %31, %33
  %35 = load i32, ptr %2, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %36
  store i64 %34, ptr %37, align 8
  br label %38

38:                                               ; preds = %26
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %2, align 4
  br label %23, !llvm.loop !6

41:                                               ; preds = %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.a, i64 20, i1 false)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %42

42:                                               ; preds = %60, %41
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %45

45:                                               ; preds = %56, %42
  %46 = load i32, ptr %6, align 4
  %47 = icmp slt i32 %46, 5
  br i1 %47, label %48, label %59

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4
  %50 = mul i32 %49, 7
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = add i32 %50, %54
  store i32 %55, ptr %5, align 4
  br label %56

56:                                               ; preds = %48
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %6, align 4
  br label %45, !llvm.loop !8

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59
  %61 = getelementptr inbounds [5 x i32], ptr %3, i64 0, i64 0
  %62 = call i32 @next_perm(ptr noundef %61, i32 noundef 5)
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %42, label %64, !llvm.loop !9

64:                                               ; preds = %60
  %65 = load i32, ptr %4, align 4
  %66 = load i32, ptr %5, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %65, i32 noundef %66)
  store i32 0, ptr %9, align 4
  store i64 0, ptr %10, align 8
  br label %68

68:                                               ; preds = %83, %64
  %69 = load i64, ptr %10, align 8
  %70 = load i64, ptr getelementptr inbounds ([21 x i64], ptr @fact, i64 0, i64 20), align 8
  %71 = icmp ult i64 %69, %70
  br i1 %71, label %72, label %89

72:                                               ; preds = %68
  %73 = load i64, ptr %10, align 8
  %74 = getelementptr inbounds [20 x i32], ptr %7, i64 0, i64 0
  call void @unrank_perm(i64 noundef %73, i32 noundef 20, ptr noundef %74)
  %75 = getelementptr inbounds [20 x i32], ptr %7, i64 0, i64 0
  %76 = call i64 @rank_perm(ptr noundef %75, i32 noundef 20)
  %77 = load i64, ptr %10, align 8
  %78 = icmp ne i64 %76, %77
  br i1 %78, label %79, label %82

79:                                               ; preds = %72
  %80 = load i32, ptr %9, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %9, align 4
  br label %82

82:                                               ; preds = %79, %72
  br label %83

83:                                               ; preds = %82
  %84 = load i64, ptr getelementptr inbounds ([21 x i64], ptr @fact, i64 0, i64 20), align 8
  %85 = udiv i64 %84, 97
  %86 = add i64 %85, 12345
  %87 = load i64, ptr %10, align 8
  %88 = add i64 %87, %86
  store i64 %88, ptr %10, align 8
  br label %68, !llvm.loop !10

89:                                               ; preds = %68
  %90 = load i64, ptr getelementptr inbounds ([21 x i64], ptr @fact, i64 0, i64 20), align 8
  %91 = sub i64 %90, 1
  %92 = getelementptr inbounds [20 x i32], ptr %8, i64 0, i64 0
  call void @unrank_perm(i64 noundef %91, i32 noundef 20, ptr noundef %92)
  %93 = load i32, ptr %9, align 4
  %94 = getelementptr inbounds [20 x i32], ptr %8, i64 0, i64 0
  %95 = load i32, ptr %94, align 4
  %96 = getelementptr inbounds [20 x i32], ptr %8, i64 0, i64 1
  %97 = load i32, ptr %96, align 4
  %98 = getelementptr inbounds [20 x i32], ptr %8, i64 0, i64 2
  %99 = load i32, ptr %98, align 4
  %100 = load i64, ptr getelementptr inbounds ([21 x i64], ptr @fact, i64 0, i64 20), align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %99, i64 noundef %100)
  store i32 0, ptr %11, align 4
  store i64 0, ptr %12, align 8
  store i64 31, ptr %13, align 8
  br label %102

102:                                              ; preds = %105, %89
  %103 = load i64, ptr %13, align 8
  %104 = icmp ult i64 %103, 1048576
  br i1 %104, label %105, label %126

105:                                              ; preds = %102
  %106 = load i32, ptr %11, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %11, align 4
  %108 = load i64, ptr %13, align 8
  %109 = load i64, ptr %12, align 8
  %110 = add i64 %109, %108
  store i64 %110, ptr %12, align 8
  %111 = load i64, ptr %13, align 8
  %112 = load i64, ptr %13, align 8
  %113 = sub i64 0, %112
  %114 = and i64 %111, %113
  store i64 %114, ptr %14, align 8
  %115 = load i64, ptr %13, align 8
  %116 = load i64, ptr %14, align 8
  %117 = add i64 %115, %116
  store i64 %117, ptr %15, align 8
  %118 = load i64, ptr %15, align 8
  %119 = load i64, ptr %13, align 8
  %120 = xor i64 %118, %119
  %121 = lshr i64 %120, 2
  %122 = load i64, ptr %14, align 8
  %123 = udiv i64 %121, %122
  %124 = load i64, ptr %15, align 8
  %125 = or i64 %123, %124
  store i64 %125, ptr %13, align 8
  br label %102, !llvm.loop !11

126:                                              ; preds = %102
  %127 = load i32, ptr %11, align 4
  %128 = load i64, ptr %12, align 8
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %127, i64 noundef %128)
  store i32 0, ptr %16, align 4
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 4
  br label %130

130:                                              ; preds = %146, %126
  %131 = load i32, ptr %18, align 4
  %132 = icmp ult i32 %131, 1024
  br i1 %132, label %133, label %149

133:                                              ; preds = %130
  %134 = load i32, ptr %18, align 4
  %135 = load i32, ptr %18, align 4
  %136 = lshr i32 %135, 1
  %137 = xor i32 %134, %136
  store i32 %137, ptr %19, align 4
  %138 = load i32, ptr %19, align 4
  %139 = load i32, ptr %16, align 4
  %140 = xor i32 %138, %139
  %141 = call i32 @llvm.ctpop.i32(i32 %140)
  %142 = icmp ne i32 %141, 1
  br i1 %142, label %143, label %144

143:                                              ; preds = %133
  store i32 0, ptr %17, align 4
  br label %144

144:                                              ; preds = %143, %133
  %145 = load i32, ptr %19, align 4
  store i32 %145, ptr %16, align 4
  br label %146

146:                                              ; preds = %144
  %147 = load i32, ptr %18, align 4
  %148 = add i32 %147, 1
  store i32 %148, ptr %18, align 4
  br label %130, !llvm.loop !12

149:                                              ; preds = %130
  %150 = load i32, ptr %17, align 4
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %150)
  %152 = call i64 @partitions(i32 noundef 10, i32 noundef 10)
  %153 = call i64 @partitions(i32 noundef 30, i32 noundef 30)
  %154 = call i64 @partitions(i32 noundef 50, i32 noundef 50)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %152, i64 noundef %153, i64 noundef %154)
  call void @llvm.memset.p0.i64(ptr align 8 %20, i8 0, i64 36992, i1 false)
  store i32 0, ptr %21, align 4
  br label %156

156:                                              ; preds = %204, %149
  %157 = load i32, ptr %21, align 4
  %158 = icmp slt i32 %157, 68
  br i1 %158, label %159, label %207

159:                                              ; preds = %156
  %160 = load i32, ptr %21, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 %161
  %163 = getelementptr inbounds [68 x i64], ptr %162, i64 0, i64 0
  store i64 1, ptr %163, align 8
  store i32 1, ptr %22, align 4
  br label %164

164:                                              ; preds = %200, %159
  %165 = load i32, ptr %22, align 4
  %166 = load i32, ptr %21, align 4
  %167 = icmp sle i32 %165, %166
  br i1 %167, label %168, label %203

168:                                              ; preds = %164
  %169 = load i32, ptr %21, align 4
  %170 = sub nsw i32 %169, 1
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 %171
  %173 = load i32, ptr %22, align 4
  %174 = sub nsw i32 %173, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [68 x i64], ptr %172, i64 0, i64 %175
  %177 = load i64, ptr %176, align 8
  %178 = load i32, ptr %22, align 4
  %179 = load i32, ptr %21, align 4
  %180 = icmp slt i32 %178, %179
  br i1 %180, label %181, label %190

181:                                              ; preds = %168
  %182 = load i32, ptr %21, align 4
  %183 = sub nsw i32 %182, 1
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 %184
  %186 = load i32, ptr %22, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [68 x i64], ptr %185, i64 0, i64 %187
  %189 = load i64, ptr %188, align 8
  br label %191

190:                                              ; preds = %168
  br label %191

191:                                              ; preds = %190, %181
  %192 = phi i64 [ %189, %181 ], [ 0, %190 ]
  %193 = add i64 %177, %192
  %194 = load i32, ptr %21, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 %195
  %197 = load i32, ptr %22, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [68 x i64], ptr %196, i64 0, i64 %198
  store i64 %193, ptr %199, align 8
  br label %200

200:                                              ; preds = %191
  %201 = load i32, ptr %22, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %22, align 4
  br label %164, !llvm.loop !13

203:                                              ; preds = %164
  br label %204

204:                                              ; preds = %203
  %205 = load i32, ptr %21, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %21, align 4
  br label %156, !llvm.loop !14

207:                                              ; preds = %156
  %208 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 67
  %209 = getelementptr inbounds [68 x i64], ptr %208, i64 0, i64 33
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds [68 x [68 x i64]], ptr %20, i64 0, i64 60
  %212 = getelementptr inbounds [68 x i64], ptr %211, i64 0, i64 30
  %213 = load i64, ptr %212, align 8
  %214 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %210, i64 noundef %213)
  %215 = load i32, ptr %9, align 4
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %218

217:                                              ; preds = %207
  br label %220

218:                                              ; preds = %207
  %219 = load i32, ptr %4, align 4
  br label %220

220:                                              ; preds = %218, %217
  %221 = phi i32 [ 100, %217 ], [ %219, %218 ]
  ret i32 %221
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_perm(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 2
  store i32 %12, ptr %6, align 4
  br label %13

13:                                               ; preds = %31, %2
  %14 = load i32, ptr %6, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %16, label %29

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %22, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp sge i32 %21, %27
  br label %29

29:                                               ; preds = %16, %13
  %30 = phi i1 [ false, %13 ], [ %28, %16 ]
  br i1 %30, label %31, label %34

31:                                               ; preds = %29
  %32 = load i32, ptr %6, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, ptr %6, align 4
  br label %13, !llvm.loop !15

34:                                               ; preds = %29
  %35 = load i32, ptr %6, align 4
  %36 = icmp slt i32 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  store i32 0, ptr %3, align 4
  br label %110

38:                                               ; preds = %34
  %39 = load i32, ptr %5, align 4
  %40 = sub nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %41

41:                                               ; preds = %53, %38
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = icmp sle i32 %46, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %41
  %54 = load i32, ptr %7, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, ptr %7, align 4
  br label %41, !llvm.loop !16

56:                                               ; preds = %41
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %6, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %8, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4
  %71 = load i32, ptr %8, align 4
  %72 = load ptr, ptr %4, align 8
  %73 = load i32, ptr %7, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %72, i64 %74
  store i32 %71, ptr %75, align 4
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %9, align 4
  %78 = load i32, ptr %5, align 4
  %79 = sub nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  br label %80

80:                                               ; preds = %104, %56
  %81 = load i32, ptr %9, align 4
  %82 = load i32, ptr %10, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %109

84:                                               ; preds = %80
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %85, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %8, align 4
  %90 = load ptr, ptr %4, align 8
  %91 = load i32, ptr %10, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %90, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = load ptr, ptr %4, align 8
  %96 = load i32, ptr %9, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %95, i64 %97
  store i32 %94, ptr %98, align 4
  %99 = load i32, ptr %8, align 4
  %100 = load ptr, ptr %4, align 8
  %101 = load i32, ptr %10, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %100, i64 %102
  store i32 %99, ptr %103, align 4
  br label %104

104:                                              ; preds = %84
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %9, align 4
  %107 = load i32, ptr %10, align 4
  %108 = add nsw i32 %107, -1
  store i32 %108, ptr %10, align 4
  br label %80, !llvm.loop !17

109:                                              ; preds = %80
  store i32 1, ptr %3, align 4
  br label %110

110:                                              ; preds = %109, %37
  %111 = load i32, ptr %3, align 4
  ret i32 %111
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unrank_perm(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [20 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 80, i1 false)
  store i32 0, ptr %8, align 4
  br label %12

12:                                               ; preds = %55, %3
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %58

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %8, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %9, align 8
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %9, align 8
  %26 = udiv i64 %24, %25
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %10, align 4
  %28 = load i64, ptr %9, align 8
  %29 = load i64, ptr %4, align 8
  %30 = urem i64 %29, %28
  store i64 %30, ptr %4, align 8
  store i32 0, ptr %11, align 4
  br label %31

31:                                               ; preds = %51, %16
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [20 x i32], ptr %7, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %31
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, ptr %10, align 4
  %40 = icmp eq i32 %38, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %37
  %42 = load i32, ptr %11, align 4
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  store i32 %42, ptr %46, align 4
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [20 x i32], ptr %7, i64 0, i64 %48
  store i32 1, ptr %49, align 4
  br label %54

50:                                               ; preds = %37, %31
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4
  br label %31

54:                                               ; preds = %41
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %12, !llvm.loop !18

58:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rank_perm(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [20 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %6, i8 0, i64 80, i1 false)
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %56, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %59

14:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %33, %14
  %16 = load i32, ptr %9, align 4
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %16, %21
  br i1 %22, label %23, label %36

23:                                               ; preds = %15
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [20 x i32], ptr %6, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = icmp ne i32 %27, 0
  %29 = xor i1 %28, true
  %30 = zext i1 %29 to i32
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %8, align 4
  br label %33

33:                                               ; preds = %23
  %34 = load i32, ptr %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %9, align 4
  br label %15, !llvm.loop !19

36:                                               ; preds = %15
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [20 x i32], ptr %6, i64 0, i64 %42
  store i32 1, ptr %43, align 4
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = load i32, ptr %4, align 4
  %47 = sub nsw i32 %46, 1
  %48 = load i32, ptr %7, align 4
  %49 = sub nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [21 x i64], ptr @fact, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = mul i64 %45, %52
  %54 = load i64, ptr %5, align 8
  %55 = add i64 %54, %53
  store i64 %55, ptr %5, align 8
  br label %56

56:                                               ; preds = %36
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %10, !llvm.loop !20

59:                                               ; preds = %10
  %60 = load i64, ptr %5, align 8
  ret i64 %60
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @partitions(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i64 1, ptr %3, align 8
  br label %37

11:                                               ; preds = %2
  store i64 0, ptr %6, align 8
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %17

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  br label %19

17:                                               ; preds = %11
  %18 = load i32, ptr %4, align 4
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi i32 [ %16, %15 ], [ %18, %17 ]
  store i32 %20, ptr %7, align 4
  br label %21

21:                                               ; preds = %32, %19
  %22 = load i32, ptr %7, align 4
  %23 = icmp sge i32 %22, 1
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = load i32, ptr %7, align 4
  %27 = sub nsw i32 %25, %26
  %28 = load i32, ptr %7, align 4
  %29 = call i64 @partitions(i32 noundef %27, i32 noundef %28)
  %30 = load i64, ptr %6, align 8
  %31 = add nsw i64 %30, %29
  store i64 %31, ptr %6, align 8
  br label %32

32:                                               ; preds = %24
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, ptr %7, align 4
  br label %21, !llvm.loop !21

35:                                               ; preds = %21
  %36 = load i64, ptr %6, align 8
  store i64 %36, ptr %3, align 8
  br label %37

37:                                               ; preds = %35, %10
  %38 = load i64, ptr %3, align 8
  ret i64 %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
