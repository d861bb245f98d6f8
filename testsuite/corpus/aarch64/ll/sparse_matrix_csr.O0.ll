; ModuleID = 'programs/sparse_matrix_csr.c'
source_filename = "programs/sparse_matrix_csr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.csr = type { i32, i32, ptr, ptr, ptr }

@main.r = internal global [3000 x i32] zeroinitializer, align 4
@main.c = internal global [3000 x i32] zeroinitializer, align 4
@main.v = internal global [3000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [30 x i8] c"nnz after merge=%d (from %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"spmv checksum=%ld transpose twice same=%d T.nnz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"A*T checksum=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.csr, align 8
  %5 = alloca [300 x i64], align 8
  %6 = alloca [300 x i64], align 8
  %7 = alloca [300 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.csr, align 8
  %10 = alloca %struct.csr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 4242, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %43, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 3000
  br i1 %16, label %17, label %46

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = mul i32 %18, 1103515245
  %20 = add i32 %19, 12345
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 300
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3000 x i32], ptr @main.r, i64 0, i64 %25
  store i32 %23, ptr %26, align 4
  %27 = load i32, ptr %2, align 4
  %28 = mul i32 %27, 1103515245
  %29 = add i32 %28, 12345
  store i32 %29, ptr %2, align 4
  %30 = load i32, ptr %2, align 4
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 300
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [3000 x i32], ptr @main.c, i64 0, i64 %34
  store i32 %32, ptr %35, align 4
  %36 = load i32, ptr %2, align 4
  %37 = urem i32 %36, 19
  %38 = zext i32 %37 to i64
  %39 = sub nsw i64 %38, 9
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3000 x i64], ptr @main.v, i64 0, i64 %41
  store i64 %39, ptr %42, align 8
  br label %43

43:                                               ; preds = %17
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %3, align 4
  br label %14, !llvm.loop !6

46:                                               ; preds = %14
  call void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %4, i32 noundef 300, i32 noundef 3000, ptr noundef @main.r, ptr noundef @main.c, ptr noundef @main.v)
  %47 = getelementptr inbounds %struct.csr, ptr %4, i32 0, i32 1
  %48 = load i32, ptr %47, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %48, i32 noundef 3000)
  store i32 0, ptr %8, align 4
  br label %50

50:                                               ; preds = %61, %46
  %51 = load i32, ptr %8, align 4
  %52 = icmp slt i32 %51, 300
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = load i32, ptr %8, align 4
  %55 = srem i32 %54, 7
  %56 = sub nsw i32 %55, 3
  %57 = sext i32 %56 to i64
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [300 x i64], ptr %5, i64 0, i64 %59
  store i64 %57, ptr %60, align 8
  br label %61

61:                                               ; preds = %53
  %62 = load i32, ptr %8, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %8, align 4
  br label %50, !llvm.loop !8

64:                                               ; preds = %50
  %65 = getelementptr inbounds [300 x i64], ptr %5, i64 0, i64 0
  %66 = getelementptr inbounds [300 x i64], ptr %6, i64 0, i64 0
  call void @spmv(ptr noundef %4, ptr noundef %65, ptr noundef %66)
  call void @transpose(ptr dead_on_unwind writable sret(%struct.csr) align 8 %9, ptr noundef %4)
  call void @transpose(ptr dead_on_unwind writable sret(%struct.csr) align 8 %10, ptr noundef %9)
  %67 = getelementptr inbounds [300 x i64], ptr %5, i64 0, i64 0
  %68 = getelementptr inbounds [300 x i64], ptr %7, i64 0, i64 0
  call void @spmv(ptr noundef %10, ptr noundef %67, ptr noundef %68)
  store i64 0, ptr %11, align 8
  store i32 1, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %69

69:                                               ; preds = %95, %64
  %70 = load i32, ptr %13, align 4
  %71 = icmp slt i32 %70, 300
  br i1 %71, label %72, label %98

72:                                               ; preds = %69
  %73 = load i32, ptr %13, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [300 x i64], ptr %6, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8
  %77 = load i32, ptr %13, align 4
  %78 = add nsw i32 %77, 1
  %79 = sext i32 %78 to i64
  %80 = mul nsw i64 %76, %79
  %81 = load i64, ptr %11, align 8
  %82 = add nsw i64 %81, %80
  store i64 %82, ptr %11, align 8
  %83 = load i32, ptr %13, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [300 x i64], ptr %6, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = load i32, ptr %13, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [300 x i64], ptr %7, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  %91 = icmp eq i64 %86, %90
  %92 = zext i1 %91 to i32
  %93 = load i32, ptr %12, align 4
  %94 = and i32 %93, %92
  store i32 %94, ptr %12, align 4
  br label %95

95:                                               ; preds = %72
  %96 = load i32, ptr %13, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %13, align 4
  br label %69, !llvm.loop !9

98:                                               ; preds = %69
  %99 = load i64, ptr %11, align 8
  %100 = load i32, ptr %12, align 4
  %101 = getelementptr inbounds %struct.csr, ptr %9, i32 0, i32 1
  %102 = load i32, ptr %101, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %99, i32 noundef %100, i32 noundef %102)
  %104 = call i64 @spgemm_checksum(ptr noundef %4, ptr noundef %9)
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %104)
  call void @free_csr(ptr noundef %4)
  call void @free_csr(ptr noundef %9)
  call void @free_csr(ptr noundef %10)
  %106 = load i32, ptr %12, align 4
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %112

108:                                              ; preds = %98
  %109 = load i64, ptr %11, align 8
  %110 = and i64 %109, 127
  %111 = trunc i64 %110 to i32
  br label %113

112:                                              ; preds = %98
  br label %113

113:                                              ; preds = %112, %108
  %114 = phi i32 [ %111, %108 ], [ 100, %112 ]
  ret i32 %114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_triplets(ptr dead_on_unwind noalias writable sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  store ptr %5, ptr %11, align 8
  %26 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 0
  %27 = load i32, ptr %7, align 4
  store i32 %27, ptr %26, align 8
  %28 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 1
  store i32 0, ptr %28, align 4
  %29 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = add i64 %31, 1
  %33 = call noalias ptr @calloc(i64 noundef %32, i64 noundef 4) #6
  store ptr %33, ptr %29, align 8
  %34 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %35 = load i32, ptr %8, align 4
  %36 = sext i32 %35 to i64
  %37 = mul i64 4, %36
  %38 = call noalias ptr @malloc(i64 noundef %37) #7
  store ptr %38, ptr %34, align 8
  %39 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %40 = load i32, ptr %8, align 4
  %41 = sext i32 %40 to i64
  %42 = mul i64 8, %41
  %43 = call noalias ptr @malloc(i64 noundef %42) #7
  store ptr %43, ptr %39, align 8
  store i32 0, ptr %12, align 4
  br label %44

44:                                               ; preds = %61, %6
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %64

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %50 = load ptr, ptr %49, align 8
  %51 = load ptr, ptr %9, align 8
  %52 = load i32, ptr %12, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %50, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %58, align 4
  br label %61

61:                                               ; preds = %48
  %62 = load i32, ptr %12, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %12, align 4
  br label %44, !llvm.loop !10

64:                                               ; preds = %44
  store i32 0, ptr %13, align 4
  br label %65

65:                                               ; preds = %84, %64
  %66 = load i32, ptr %13, align 4
  %67 = load i32, ptr %7, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %87

69:                                               ; preds = %65
  %70 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %71 = load ptr, ptr %70, align 8
  %72 = load i32, ptr %13, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %77 = load ptr, ptr %76, align 8
  %78 = load i32, ptr %13, align 4
  %79 = add nsw i32 %78, 1
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %77, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = add nsw i32 %82, %75
  store i32 %83, ptr %81, align 4
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %13, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %13, align 4
  br label %65, !llvm.loop !11

87:                                               ; preds = %65
  %88 = load i32, ptr %7, align 4
  %89 = sext i32 %88 to i64
  %90 = mul i64 4, %89
  %91 = call noalias ptr @malloc(i64 noundef %90) #7
  store ptr %91, ptr %14, align 8
  %92 = load ptr, ptr %14, align 8
  %93 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %94 = load ptr, ptr %93, align 8
  %95 = load i32, ptr %7, align 4
  %96 = sext i32 %95 to i64
  %97 = mul i64 4, %96
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %92, ptr align 4 %94, i64 %97, i1 false)
  store i32 0, ptr %15, align 4
  br label %98

98:                                               ; preds = %133, %87
  %99 = load i32, ptr %15, align 4
  %100 = load i32, ptr %8, align 4
  %101 = icmp slt i32 %99, %100
  br i1 %101, label %102, label %136

102:                                              ; preds = %98
  %103 = load ptr, ptr %14, align 8
  %104 = load ptr, ptr %9, align 8
  %105 = load i32, ptr %15, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %103, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %110, align 4
  store i32 %111, ptr %16, align 4
  %113 = load ptr, ptr %10, align 8
  %114 = load i32, ptr %15, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  %117 = load i32, ptr %116, align 4
  %118 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %119 = load ptr, ptr %118, align 8
  %120 = load i32, ptr %16, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %119, i64 %121
  store i32 %117, ptr %122, align 4
  %123 = load ptr, ptr %11, align 8
  %124 = load i32, ptr %15, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i64, ptr %123, i64 %125
  %127 = load i64, ptr %126, align 8
  %128 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %129 = load ptr, ptr %128, align 8
  %130 = load i32, ptr %16, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i64, ptr %129, i64 %131
  store i64 %127, ptr %132, align 8
  br label %133

133:                                              ; preds = %102
  %134 = load i32, ptr %15, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %15, align 4
  br label %98, !llvm.loop !12

136:                                              ; preds = %98
  %137 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %137) #8
  store i32 0, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %138

138:                                              ; preds = %318, %136
  %139 = load i32, ptr %18, align 4
  %140 = load i32, ptr %7, align 4
  %141 = icmp slt i32 %139, %140
  br i1 %141, label %142, label %321

142:                                              ; preds = %138
  %143 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %144 = load ptr, ptr %143, align 8
  %145 = load i32, ptr %18, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %144, i64 %146
  %148 = load i32, ptr %147, align 4
  store i32 %148, ptr %19, align 4
  %149 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %150 = load ptr, ptr %149, align 8
  %151 = load i32, ptr %18, align 4
  %152 = add nsw i32 %151, 1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i32, ptr %150, i64 %153
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %20, align 4
  %156 = load i32, ptr %19, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %21, align 4
  br label %158

158:                                              ; preds = %234, %142
  %159 = load i32, ptr %21, align 4
  %160 = load i32, ptr %20, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %237

162:                                              ; preds = %158
  %163 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %164 = load ptr, ptr %163, align 8
  %165 = load i32, ptr %21, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i32, ptr %164, i64 %166
  %168 = load i32, ptr %167, align 4
  store i32 %168, ptr %22, align 4
  %169 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %170 = load ptr, ptr %169, align 8
  %171 = load i32, ptr %21, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i64, ptr %170, i64 %172
  %174 = load i64, ptr %173, align 8
  store i64 %174, ptr %23, align 8
  %175 = load i32, ptr %21, align 4
  %176 = sub nsw i32 %175, 1
  store i32 %176, ptr %24, align 4
  br label %177

177:                                              ; preds = %192, %162
  %178 = load i32, ptr %24, align 4
  %179 = load i32, ptr %19, align 4
  %180 = icmp sge i32 %178, %179
  br i1 %180, label %181, label %190

181:                                              ; preds = %177
  %182 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %183 = load ptr, ptr %182, align 8
  %184 = load i32, ptr %24, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %183, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = load i32, ptr %22, align 4
  %189 = icmp sgt i32 %187, %188
  br label %190

190:                                              ; preds = %181, %177
  %191 = phi i1 [ false, %177 ], [ %189, %181 ]
  br i1 %191, label %192, label %219

192:                                              ; preds = %190
  %193 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %194 = load ptr, ptr %193, align 8
  %195 = load i32, ptr %24, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds i32, ptr %194, i64 %196
  %198 = load i32, ptr %197, align 4
  %199 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %200 = load ptr, ptr %199, align 8
  %201 = load i32, ptr %24, align 4
  %202 = add nsw i32 %201, 1
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds i32, ptr %200, i64 %203
  store i32 %198, ptr %204, align 4
  %205 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %206 = load ptr, ptr %205, align 8
  %207 = load i32, ptr %24, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i64, ptr %206, i64 %208
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %212 = load ptr, ptr %211, align 8
  %213 = load i32, ptr %24, align 4
  %214 = add nsw i32 %213, 1
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i64, ptr %212, i64 %215
  store i64 %210, ptr %216, align 8
  %217 = load i32, ptr %24, align 4
  %218 = add nsw i32 %217, -1
  store i32 %218, ptr %24, align 4
  br label %177, !llvm.loop !13

219:                                              ; preds = %190
  %220 = load i32, ptr %22, align 4
  %221 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %222 = load ptr, ptr %221, align 8
  %223 = load i32, ptr %24, align 4
  %224 = add nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, ptr %222, i64 %225
  store i32 %220, ptr %226, align 4
  %227 = load i64, ptr %23, align 8
  %228 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %229 = load ptr, ptr %228, align 8
  %230 = load i32, ptr %24, align 4
  %231 = add nsw i32 %230, 1
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i64, ptr %229, i64 %232
  store i64 %227, ptr %233, align 8
  br label %234

234:                                              ; preds = %219
  %235 = load i32, ptr %21, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %21, align 4
  br label %158, !llvm.loop !14

237:                                              ; preds = %158
  %238 = load i32, ptr %17, align 4
  %239 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %240 = load ptr, ptr %239, align 8
  %241 = load i32, ptr %18, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i32, ptr %240, i64 %242
  store i32 %238, ptr %243, align 4
  %244 = load i32, ptr %19, align 4
  store i32 %244, ptr %25, align 4
  br label %245

245:                                              ; preds = %314, %237
  %246 = load i32, ptr %25, align 4
  %247 = load i32, ptr %20, align 4
  %248 = icmp slt i32 %246, %247
  br i1 %248, label %249, label %317

249:                                              ; preds = %245
  %250 = load i32, ptr %17, align 4
  %251 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %252 = load ptr, ptr %251, align 8
  %253 = load i32, ptr %18, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds i32, ptr %252, i64 %254
  %256 = load i32, ptr %255, align 4
  %257 = icmp sgt i32 %250, %256
  br i1 %257, label %258, label %288

258:                                              ; preds = %249
  %259 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %260 = load ptr, ptr %259, align 8
  %261 = load i32, ptr %17, align 4
  %262 = sub nsw i32 %261, 1
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds i32, ptr %260, i64 %263
  %265 = load i32, ptr %264, align 4
  %266 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %267 = load ptr, ptr %266, align 8
  %268 = load i32, ptr %25, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds i32, ptr %267, i64 %269
  %271 = load i32, ptr %270, align 4
  %272 = icmp eq i32 %265, %271
  br i1 %272, label %273, label %288

273:                                              ; preds = %258
  %274 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %275 = load ptr, ptr %274, align 8
  %276 = load i32, ptr %25, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds i64, ptr %275, i64 %277
  %279 = load i64, ptr %278, align 8
  %280 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %281 = load ptr, ptr %280, align 8
  %282 = load i32, ptr %17, align 4
  %283 = sub nsw i32 %282, 1
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds i64, ptr %281, i64 %284
  %286 = load i64, ptr %285, align 8
  %287 = add nsw i64 %286, %279
  store i64 %287, ptr %285, align 8
  br label %313

288:                                              ; preds = %258, %249
  %289 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %290 = load ptr, ptr %289, align 8
  %291 = load i32, ptr %25, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i32, ptr %290, i64 %292
  %294 = load i32, ptr %293, align 4
  %295 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %296 = load ptr, ptr %295, align 8
  %297 = load i32, ptr %17, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds i32, ptr %296, i64 %298
  store i32 %294, ptr %299, align 4
  %300 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %301 = load ptr, ptr %300, align 8
  %302 = load i32, ptr %25, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds i64, ptr %301, i64 %303
  %305 = load i64, ptr %304, align 8
  %306 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %307 = load ptr, ptr %306, align 8
  %308 = load i32, ptr %17, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds i64, ptr %307, i64 %309
  store i64 %305, ptr %310, align 8
  %311 = load i32, ptr %17, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr %17, align 4
  br label %313

313:                                              ; preds = %288, %273
  br label %314

314:                                              ; preds = %313
  %315 = load i32, ptr %25, align 4
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr %25, align 4
  br label %245, !llvm.loop !15

317:                                              ; preds = %245
  br label %318

318:                                              ; preds = %317
  %319 = load i32, ptr %18, align 4
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %18, align 4
  br label %138, !llvm.loop !16

321:                                              ; preds = %138
  %322 = load i32, ptr %17, align 4
  %323 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %324 = load ptr, ptr %323, align 8
  %325 = load i32, ptr %7, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds i32, ptr %324, i64 %326
  store i32 %322, ptr %327, align 4
  %328 = load i32, ptr %17, align 4
  %329 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 1
  store i32 %328, ptr %329, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spmv(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %66, %3
  %11 = load i32, ptr %7, align 4
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.csr, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %69

16:                                               ; preds = %10
  store i64 0, ptr %8, align 8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.csr, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %9, align 4
  br label %24

24:                                               ; preds = %57, %16
  %25 = load i32, ptr %9, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = getelementptr inbounds %struct.csr, ptr %26, i32 0, i32 2
  %28 = load ptr, ptr %27, align 8
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %28, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = icmp slt i32 %25, %33
  br i1 %34, label %35, label %60

35:                                               ; preds = %24
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds %struct.csr, ptr %36, i32 0, i32 4
  %38 = load ptr, ptr %37, align 8
  %39 = load i32, ptr %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %38, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = load ptr, ptr %5, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.csr, ptr %44, i32 0, i32 3
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i64, ptr %43, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = mul nsw i64 %42, %53
  %55 = load i64, ptr %8, align 8
  %56 = add nsw i64 %55, %54
  store i64 %56, ptr %8, align 8
  br label %57

57:                                               ; preds = %35
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %24, !llvm.loop !17

60:                                               ; preds = %24
  %61 = load i64, ptr %8, align 8
  %62 = load ptr, ptr %6, align 8
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i64, ptr %62, i64 %64
  store i64 %61, ptr %65, align 8
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %10, !llvm.loop !18

69:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr dead_on_unwind noalias writable sret(%struct.csr) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.csr, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = sext i32 %10 to i64
  %12 = mul i64 4, %11
  %13 = call noalias ptr @malloc(i64 noundef %12) #7
  store ptr %13, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.csr, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = mul i64 4, %17
  %19 = call noalias ptr @malloc(i64 noundef %18) #7
  store ptr %19, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %66, %2
  %21 = load i32, ptr %6, align 4
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.csr, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = icmp slt i32 %21, %24
  br i1 %25, label %26, label %69

26:                                               ; preds = %20
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.csr, ptr %27, i32 0, i32 2
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %7, align 4
  br label %34

34:                                               ; preds = %62, %26
  %35 = load i32, ptr %7, align 4
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds %struct.csr, ptr %36, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %38, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = icmp slt i32 %35, %43
  br i1 %44, label %45, label %65

45:                                               ; preds = %34
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.csr, ptr %46, i32 0, i32 3
  %48 = load ptr, ptr %47, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  store i32 %52, ptr %56, align 4
  %57 = load i32, ptr %6, align 4
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  store i32 %57, ptr %61, align 4
  br label %62

62:                                               ; preds = %45
  %63 = load i32, ptr %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %7, align 4
  br label %34, !llvm.loop !19

65:                                               ; preds = %34
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %6, align 4
  br label %20, !llvm.loop !20

69:                                               ; preds = %20
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds %struct.csr, ptr %70, i32 0, i32 0
  %72 = load i32, ptr %71, align 8
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.csr, ptr %73, i32 0, i32 1
  %75 = load i32, ptr %74, align 4
  %76 = load ptr, ptr %4, align 8
  %77 = load ptr, ptr %5, align 8
  %78 = load ptr, ptr %3, align 8
  %79 = getelementptr inbounds %struct.csr, ptr %78, i32 0, i32 4
  %80 = load ptr, ptr %79, align 8
  call void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %0, i32 noundef %72, i32 noundef %75, ptr noundef %76, ptr noundef %77, ptr noundef %80)
  %81 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %81) #8
  %82 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %82) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @spgemm_checksum(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.csr, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = sext i32 %14 to i64
  %16 = call noalias ptr @calloc(i64 noundef %15, i64 noundef 8) #6
  store ptr %16, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %147, %2
  %18 = load i32, ptr %8, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.csr, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %150

23:                                               ; preds = %17
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.csr, ptr %24, i32 0, i32 2
  %26 = load ptr, ptr %25, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %9, align 4
  br label %31

31:                                               ; preds = %105, %23
  %32 = load i32, ptr %9, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.csr, ptr %33, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %8, align 4
  %37 = add nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %35, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = icmp slt i32 %32, %40
  br i1 %41, label %42, label %108

42:                                               ; preds = %31
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.csr, ptr %43, i32 0, i32 2
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.csr, ptr %46, i32 0, i32 3
  %48 = load ptr, ptr %47, align 8
  %49 = load i32, ptr %9, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %45, i64 %53
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %10, align 4
  br label %56

56:                                               ; preds = %101, %42
  %57 = load i32, ptr %10, align 4
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.csr, ptr %58, i32 0, i32 2
  %60 = load ptr, ptr %59, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = getelementptr inbounds %struct.csr, ptr %61, i32 0, i32 3
  %63 = load ptr, ptr %62, align 8
  %64 = load i32, ptr %9, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %60, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = icmp slt i32 %57, %71
  br i1 %72, label %73, label %104

73:                                               ; preds = %56
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.csr, ptr %74, i32 0, i32 4
  %76 = load ptr, ptr %75, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i64, ptr %76, i64 %78
  %80 = load i64, ptr %79, align 8
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.csr, ptr %81, i32 0, i32 4
  %83 = load ptr, ptr %82, align 8
  %84 = load i32, ptr %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i64, ptr %83, i64 %85
  %87 = load i64, ptr %86, align 8
  %88 = mul nsw i64 %80, %87
  %89 = load ptr, ptr %5, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.csr, ptr %90, i32 0, i32 3
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %10, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i64, ptr %89, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = add nsw i64 %99, %88
  store i64 %100, ptr %98, align 8
  br label %101

101:                                              ; preds = %73
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %56, !llvm.loop !21

104:                                              ; preds = %56
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %9, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %9, align 4
  br label %31, !llvm.loop !22

108:                                              ; preds = %31
  store i32 0, ptr %11, align 4
  br label %109

109:                                              ; preds = %143, %108
  %110 = load i32, ptr %11, align 4
  %111 = load ptr, ptr %3, align 8
  %112 = getelementptr inbounds %struct.csr, ptr %111, i32 0, i32 0
  %113 = load i32, ptr %112, align 8
  %114 = icmp slt i32 %110, %113
  br i1 %114, label %115, label %146

115:                                              ; preds = %109
  %116 = load ptr, ptr %5, align 8
  %117 = load i32, ptr %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i64, ptr %116, i64 %118
  %120 = load i64, ptr %119, align 8
  %121 = icmp ne i64 %120, 0
  br i1 %121, label %122, label %142

122:                                              ; preds = %115
  %123 = load i64, ptr %6, align 8
  %124 = mul nsw i64 %123, 31
  %125 = load ptr, ptr %5, align 8
  %126 = load i32, ptr %11, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i64, ptr %125, i64 %127
  %129 = load i64, ptr %128, align 8
  %130 = load i32, ptr %11, align 4
  %131 = add nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %129, %132
  %134 = add nsw i64 %124, %133
  %135 = srem i64 %134, 1000000007
  store i64 %135, ptr %6, align 8
  %136 = load i32, ptr %7, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %7, align 4
  %138 = load ptr, ptr %5, align 8
  %139 = load i32, ptr %11, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i64, ptr %138, i64 %140
  store i64 0, ptr %141, align 8
  br label %142

142:                                              ; preds = %122, %115
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %11, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %11, align 4
  br label %109, !llvm.loop !23

146:                                              ; preds = %109
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %8, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %8, align 4
  br label %17, !llvm.loop !24

150:                                              ; preds = %17
  %151 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %151) #8
  %152 = load i64, ptr %6, align 8
  %153 = mul nsw i64 %152, 1000
  %154 = load i32, ptr %7, align 4
  %155 = srem i32 %154, 1000
  %156 = sext i32 %155 to i64
  %157 = add nsw i64 %153, %156
  ret i64 %157
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_csr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.csr, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %5) #8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.csr, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %8) #8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.csr, ptr %9, i32 0, i32 4
  %11 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %11) #8
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
