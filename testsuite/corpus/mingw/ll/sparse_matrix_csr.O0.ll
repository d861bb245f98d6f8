; ModuleID = 'programs/sparse_matrix_csr.c'
source_filename = "programs/sparse_matrix_csr.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.csr = type { i32, i32, ptr, ptr, ptr }

@main.r = internal global [3000 x i32] zeroinitializer, align 16
@main.c = internal global [3000 x i32] zeroinitializer, align 16
@main.v = internal global [3000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [30 x i8] c"nnz after merge=%d (from %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"spmv checksum=%ld transpose twice same=%d T.nnz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"A*T checksum=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.csr, align 8
  %5 = alloca [300 x i32], align 16
  %6 = alloca [300 x i32], align 16
  %7 = alloca [300 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca %struct.csr, align 8
  %10 = alloca %struct.csr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 4242, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %42, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 3000
  br i1 %16, label %17, label %45

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
  %38 = sub nsw i32 %37, 9
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3000 x i32], ptr @main.v, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %17
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %3, align 4
  br label %14, !llvm.loop !5

45:                                               ; preds = %14
  call void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %4, i32 noundef 300, i32 noundef 3000, ptr noundef @main.r, ptr noundef @main.c, ptr noundef @main.v)
  %46 = getelementptr inbounds %struct.csr, ptr %4, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %47, i32 noundef 3000)
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %59, %45
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 300
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = load i32, ptr %8, align 4
  %54 = srem i32 %53, 7
  %55 = sub nsw i32 %54, 3
  %56 = load i32, ptr %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [300 x i32], ptr %5, i64 0, i64 %57
  store i32 %55, ptr %58, align 4
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %8, align 4
  br label %49, !llvm.loop !7

62:                                               ; preds = %49
  %63 = getelementptr inbounds [300 x i32], ptr %5, i64 0, i64 0
  %64 = getelementptr inbounds [300 x i32], ptr %6, i64 0, i64 0
  call void @spmv(ptr noundef %4, ptr noundef %63, ptr noundef %64)
  call void @transpose(ptr dead_on_unwind writable sret(%struct.csr) align 8 %9, ptr noundef %4)
  call void @transpose(ptr dead_on_unwind writable sret(%struct.csr) align 8 %10, ptr noundef %9)
  %65 = getelementptr inbounds [300 x i32], ptr %5, i64 0, i64 0
  %66 = getelementptr inbounds [300 x i32], ptr %7, i64 0, i64 0
  call void @spmv(ptr noundef %10, ptr noundef %65, ptr noundef %66)
  store i32 0, ptr %11, align 4
  store i32 1, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %67

67:                                               ; preds = %92, %62
  %68 = load i32, ptr %13, align 4
  %69 = icmp slt i32 %68, 300
  br i1 %69, label %70, label %95

70:                                               ; preds = %67
  %71 = load i32, ptr %13, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [300 x i32], ptr %6, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = load i32, ptr %13, align 4
  %76 = add nsw i32 %75, 1
  %77 = mul nsw i32 %74, %76
  %78 = load i32, ptr %11, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr %11, align 4
  %80 = load i32, ptr %13, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [300 x i32], ptr %6, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = load i32, ptr %13, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [300 x i32], ptr %7, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = icmp eq i32 %83, %87
  %89 = zext i1 %88 to i32
  %90 = load i32, ptr %12, align 4
  %91 = and i32 %90, %89
  store i32 %91, ptr %12, align 4
  br label %92

92:                                               ; preds = %70
  %93 = load i32, ptr %13, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %13, align 4
  br label %67, !llvm.loop !8

95:                                               ; preds = %67
  %96 = load i32, ptr %11, align 4
  %97 = load i32, ptr %12, align 4
  %98 = getelementptr inbounds %struct.csr, ptr %9, i32 0, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %96, i32 noundef %97, i32 noundef %99)
  %101 = call i32 @spgemm_checksum(ptr noundef %4, ptr noundef %9)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %101)
  call void @free_csr(ptr noundef %4)
  call void @free_csr(ptr noundef %9)
  call void @free_csr(ptr noundef %10)
  %103 = load i32, ptr %12, align 4
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %95
  %106 = load i32, ptr %11, align 4
  %107 = and i32 %106, 127
  br label %109

108:                                              ; preds = %95
  br label %109

109:                                              ; preds = %108, %105
  %110 = phi i32 [ %107, %105 ], [ 100, %108 ]
  ret i32 %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @from_triplets(ptr dead_on_unwind noalias writable sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %27 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 0
  %28 = load i32, ptr %8, align 4
  store i32 %28, ptr %27, align 8
  %29 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 1
  store i32 0, ptr %29, align 4
  %30 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = add i64 %32, 1
  %34 = call ptr @calloc(i64 noundef %33, i64 noundef 4) #7
  store ptr %34, ptr %30, align 8
  %35 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = mul i64 4, %37
  %39 = call ptr @malloc(i64 noundef %38) #8
  store ptr %39, ptr %35, align 8
  %40 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = mul i64 4, %42
  %44 = call ptr @malloc(i64 noundef %43) #8
  store ptr %44, ptr %40, align 8
  store i32 0, ptr %13, align 4
  br label %45

45:                                               ; preds = %62, %6
  %46 = load i32, ptr %13, align 4
  %47 = load i32, ptr %9, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %65

49:                                               ; preds = %45
  %50 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %51 = load ptr, ptr %50, align 8
  %52 = load ptr, ptr %10, align 8
  %53 = load i32, ptr %13, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %52, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %51, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %59, align 4
  br label %62

62:                                               ; preds = %49
  %63 = load i32, ptr %13, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %13, align 4
  br label %45, !llvm.loop !9

65:                                               ; preds = %45
  store i32 0, ptr %14, align 4
  br label %66

66:                                               ; preds = %85, %65
  %67 = load i32, ptr %14, align 4
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %88

70:                                               ; preds = %66
  %71 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %72 = load ptr, ptr %71, align 8
  %73 = load i32, ptr %14, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %72, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %78 = load ptr, ptr %77, align 8
  %79 = load i32, ptr %14, align 4
  %80 = add nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = add nsw i32 %83, %76
  store i32 %84, ptr %82, align 4
  br label %85

85:                                               ; preds = %70
  %86 = load i32, ptr %14, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %14, align 4
  br label %66, !llvm.loop !10

88:                                               ; preds = %66
  %89 = load i32, ptr %8, align 4
  %90 = sext i32 %89 to i64
  %91 = mul i64 4, %90
  %92 = call ptr @malloc(i64 noundef %91) #8
  store ptr %92, ptr %15, align 8
  %93 = load ptr, ptr %15, align 8
  %94 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %95 = load ptr, ptr %94, align 8
  %96 = load i32, ptr %8, align 4
  %97 = sext i32 %96 to i64
  %98 = mul i64 4, %97
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %93, ptr align 4 %95, i64 %98, i1 false)
  store i32 0, ptr %16, align 4
  br label %99

99:                                               ; preds = %134, %88
  %100 = load i32, ptr %16, align 4
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %100, %101
  br i1 %102, label %103, label %137

103:                                              ; preds = %99
  %104 = load ptr, ptr %15, align 8
  %105 = load ptr, ptr %10, align 8
  %106 = load i32, ptr %16, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %105, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %104, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %111, align 4
  store i32 %112, ptr %17, align 4
  %114 = load ptr, ptr %11, align 8
  %115 = load i32, ptr %16, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %114, i64 %116
  %118 = load i32, ptr %117, align 4
  %119 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %120 = load ptr, ptr %119, align 8
  %121 = load i32, ptr %17, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %120, i64 %122
  store i32 %118, ptr %123, align 4
  %124 = load ptr, ptr %12, align 8
  %125 = load i32, ptr %16, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %124, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %130 = load ptr, ptr %129, align 8
  %131 = load i32, ptr %17, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %130, i64 %132
  store i32 %128, ptr %133, align 4
  br label %134

134:                                              ; preds = %103
  %135 = load i32, ptr %16, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %16, align 4
  br label %99, !llvm.loop !11

137:                                              ; preds = %99
  %138 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %138)
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %139

139:                                              ; preds = %319, %137
  %140 = load i32, ptr %19, align 4
  %141 = load i32, ptr %8, align 4
  %142 = icmp slt i32 %140, %141
  br i1 %142, label %143, label %322

143:                                              ; preds = %139
  %144 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %145 = load ptr, ptr %144, align 8
  %146 = load i32, ptr %19, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, ptr %145, i64 %147
  %149 = load i32, ptr %148, align 4
  store i32 %149, ptr %20, align 4
  %150 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %151 = load ptr, ptr %150, align 8
  %152 = load i32, ptr %19, align 4
  %153 = add nsw i32 %152, 1
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr %151, i64 %154
  %156 = load i32, ptr %155, align 4
  store i32 %156, ptr %21, align 4
  %157 = load i32, ptr %20, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %22, align 4
  br label %159

159:                                              ; preds = %235, %143
  %160 = load i32, ptr %22, align 4
  %161 = load i32, ptr %21, align 4
  %162 = icmp slt i32 %160, %161
  br i1 %162, label %163, label %238

163:                                              ; preds = %159
  %164 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %165 = load ptr, ptr %164, align 8
  %166 = load i32, ptr %22, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds i32, ptr %165, i64 %167
  %169 = load i32, ptr %168, align 4
  store i32 %169, ptr %23, align 4
  %170 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %171 = load ptr, ptr %170, align 8
  %172 = load i32, ptr %22, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i32, ptr %171, i64 %173
  %175 = load i32, ptr %174, align 4
  store i32 %175, ptr %24, align 4
  %176 = load i32, ptr %22, align 4
  %177 = sub nsw i32 %176, 1
  store i32 %177, ptr %25, align 4
  br label %178

178:                                              ; preds = %193, %163
  %179 = load i32, ptr %25, align 4
  %180 = load i32, ptr %20, align 4
  %181 = icmp sge i32 %179, %180
  br i1 %181, label %182, label %191

182:                                              ; preds = %178
  %183 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %184 = load ptr, ptr %183, align 8
  %185 = load i32, ptr %25, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %184, i64 %186
  %188 = load i32, ptr %187, align 4
  %189 = load i32, ptr %23, align 4
  %190 = icmp sgt i32 %188, %189
  br label %191

191:                                              ; preds = %182, %178
  %192 = phi i1 [ false, %178 ], [ %190, %182 ]
  br i1 %192, label %193, label %220

193:                                              ; preds = %191
  %194 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %195 = load ptr, ptr %194, align 8
  %196 = load i32, ptr %25, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i32, ptr %195, i64 %197
  %199 = load i32, ptr %198, align 4
  %200 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %201 = load ptr, ptr %200, align 8
  %202 = load i32, ptr %25, align 4
  %203 = add nsw i32 %202, 1
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %201, i64 %204
  store i32 %199, ptr %205, align 4
  %206 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %207 = load ptr, ptr %206, align 8
  %208 = load i32, ptr %25, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds i32, ptr %207, i64 %209
  %211 = load i32, ptr %210, align 4
  %212 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %213 = load ptr, ptr %212, align 8
  %214 = load i32, ptr %25, align 4
  %215 = add nsw i32 %214, 1
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds i32, ptr %213, i64 %216
  store i32 %211, ptr %217, align 4
  %218 = load i32, ptr %25, align 4
  %219 = add nsw i32 %218, -1
  store i32 %219, ptr %25, align 4
  br label %178, !llvm.loop !12

220:                                              ; preds = %191
  %221 = load i32, ptr %23, align 4
  %222 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %223 = load ptr, ptr %222, align 8
  %224 = load i32, ptr %25, align 4
  %225 = add nsw i32 %224, 1
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %223, i64 %226
  store i32 %221, ptr %227, align 4
  %228 = load i32, ptr %24, align 4
  %229 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %230 = load ptr, ptr %229, align 8
  %231 = load i32, ptr %25, align 4
  %232 = add nsw i32 %231, 1
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i32, ptr %230, i64 %233
  store i32 %228, ptr %234, align 4
  br label %235

235:                                              ; preds = %220
  %236 = load i32, ptr %22, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %22, align 4
  br label %159, !llvm.loop !13

238:                                              ; preds = %159
  %239 = load i32, ptr %18, align 4
  %240 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %241 = load ptr, ptr %240, align 8
  %242 = load i32, ptr %19, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds i32, ptr %241, i64 %243
  store i32 %239, ptr %244, align 4
  %245 = load i32, ptr %20, align 4
  store i32 %245, ptr %26, align 4
  br label %246

246:                                              ; preds = %315, %238
  %247 = load i32, ptr %26, align 4
  %248 = load i32, ptr %21, align 4
  %249 = icmp slt i32 %247, %248
  br i1 %249, label %250, label %318

250:                                              ; preds = %246
  %251 = load i32, ptr %18, align 4
  %252 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %253 = load ptr, ptr %252, align 8
  %254 = load i32, ptr %19, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds i32, ptr %253, i64 %255
  %257 = load i32, ptr %256, align 4
  %258 = icmp sgt i32 %251, %257
  br i1 %258, label %259, label %289

259:                                              ; preds = %250
  %260 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %261 = load ptr, ptr %260, align 8
  %262 = load i32, ptr %18, align 4
  %263 = sub nsw i32 %262, 1
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds i32, ptr %261, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %268 = load ptr, ptr %267, align 8
  %269 = load i32, ptr %26, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds i32, ptr %268, i64 %270
  %272 = load i32, ptr %271, align 4
  %273 = icmp eq i32 %266, %272
  br i1 %273, label %274, label %289

274:                                              ; preds = %259
  %275 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %276 = load ptr, ptr %275, align 8
  %277 = load i32, ptr %26, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds i32, ptr %276, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %282 = load ptr, ptr %281, align 8
  %283 = load i32, ptr %18, align 4
  %284 = sub nsw i32 %283, 1
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds i32, ptr %282, i64 %285
  %287 = load i32, ptr %286, align 4
  %288 = add nsw i32 %287, %280
  store i32 %288, ptr %286, align 4
  br label %314

289:                                              ; preds = %259, %250
  %290 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %291 = load ptr, ptr %290, align 8
  %292 = load i32, ptr %26, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds i32, ptr %291, i64 %293
  %295 = load i32, ptr %294, align 4
  %296 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 3
  %297 = load ptr, ptr %296, align 8
  %298 = load i32, ptr %18, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds i32, ptr %297, i64 %299
  store i32 %295, ptr %300, align 4
  %301 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %302 = load ptr, ptr %301, align 8
  %303 = load i32, ptr %26, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds i32, ptr %302, i64 %304
  %306 = load i32, ptr %305, align 4
  %307 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 4
  %308 = load ptr, ptr %307, align 8
  %309 = load i32, ptr %18, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds i32, ptr %308, i64 %310
  store i32 %306, ptr %311, align 4
  %312 = load i32, ptr %18, align 4
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %18, align 4
  br label %314

314:                                              ; preds = %289, %274
  br label %315

315:                                              ; preds = %314
  %316 = load i32, ptr %26, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %26, align 4
  br label %246, !llvm.loop !14

318:                                              ; preds = %246
  br label %319

319:                                              ; preds = %318
  %320 = load i32, ptr %19, align 4
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %19, align 4
  br label %139, !llvm.loop !15

322:                                              ; preds = %139
  %323 = load i32, ptr %18, align 4
  %324 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 2
  %325 = load ptr, ptr %324, align 8
  %326 = load i32, ptr %8, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds i32, ptr %325, i64 %327
  store i32 %323, ptr %328, align 4
  %329 = load i32, ptr %18, align 4
  %330 = getelementptr inbounds %struct.csr, ptr %0, i32 0, i32 1
  store i32 %329, ptr %330, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spmv(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
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
  store i32 0, ptr %8, align 4
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
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %5, align 8
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.csr, ptr %44, i32 0, i32 3
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %43, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = mul nsw i32 %42, %53
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr %8, align 4
  br label %57

57:                                               ; preds = %35
  %58 = load i32, ptr %9, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %9, align 4
  br label %24, !llvm.loop !16

60:                                               ; preds = %24
  %61 = load i32, ptr %8, align 4
  %62 = load ptr, ptr %6, align 8
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  store i32 %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  br label %10, !llvm.loop !17

69:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr dead_on_unwind noalias writable sret(%struct.csr) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.csr, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 4, %12
  %14 = call ptr @malloc(i64 noundef %13) #8
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.csr, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 4, %18
  %20 = call ptr @malloc(i64 noundef %19) #8
  store ptr %20, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %21

21:                                               ; preds = %67, %2
  %22 = load i32, ptr %7, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.csr, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = icmp slt i32 %22, %25
  br i1 %26, label %27, label %70

27:                                               ; preds = %21
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.csr, ptr %28, i32 0, i32 2
  %30 = load ptr, ptr %29, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %8, align 4
  br label %35

35:                                               ; preds = %63, %27
  %36 = load i32, ptr %8, align 4
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.csr, ptr %37, i32 0, i32 2
  %39 = load ptr, ptr %38, align 8
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %39, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = icmp slt i32 %36, %44
  br i1 %45, label %46, label %66

46:                                               ; preds = %35
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.csr, ptr %47, i32 0, i32 3
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %8, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %54, i64 %56
  store i32 %53, ptr %57, align 4
  %58 = load i32, ptr %7, align 4
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4
  br label %63

63:                                               ; preds = %46
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %35, !llvm.loop !18

66:                                               ; preds = %35
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %21, !llvm.loop !19

70:                                               ; preds = %21
  %71 = load ptr, ptr %4, align 8
  %72 = getelementptr inbounds %struct.csr, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 8
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds %struct.csr, ptr %74, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  %77 = load ptr, ptr %5, align 8
  %78 = load ptr, ptr %6, align 8
  %79 = load ptr, ptr %4, align 8
  %80 = getelementptr inbounds %struct.csr, ptr %79, i32 0, i32 4
  %81 = load ptr, ptr %80, align 8
  call void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %0, i32 noundef %73, i32 noundef %76, ptr noundef %77, ptr noundef %78, ptr noundef %81)
  %82 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %82)
  %83 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %83)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @spgemm_checksum(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
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
  %16 = call ptr @calloc(i64 noundef %15, i64 noundef 4) #7
  store ptr %16, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %17

17:                                               ; preds = %146, %2
  %18 = load i32, ptr %8, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.csr, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 8
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %149

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
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.csr, ptr %81, i32 0, i32 4
  %83 = load ptr, ptr %82, align 8
  %84 = load i32, ptr %10, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %83, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = mul nsw i32 %80, %87
  %89 = load ptr, ptr %5, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.csr, ptr %90, i32 0, i32 3
  %92 = load ptr, ptr %91, align 8
  %93 = load i32, ptr %10, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %89, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = add nsw i32 %99, %88
  store i32 %100, ptr %98, align 4
  br label %101

101:                                              ; preds = %73
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  br label %56, !llvm.loop !20

104:                                              ; preds = %56
  br label %105

105:                                              ; preds = %104
  %106 = load i32, ptr %9, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %9, align 4
  br label %31, !llvm.loop !21

108:                                              ; preds = %31
  store i32 0, ptr %11, align 4
  br label %109

109:                                              ; preds = %142, %108
  %110 = load i32, ptr %11, align 4
  %111 = load ptr, ptr %3, align 8
  %112 = getelementptr inbounds %struct.csr, ptr %111, i32 0, i32 0
  %113 = load i32, ptr %112, align 8
  %114 = icmp slt i32 %110, %113
  br i1 %114, label %115, label %145

115:                                              ; preds = %109
  %116 = load ptr, ptr %5, align 8
  %117 = load i32, ptr %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %116, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %141

122:                                              ; preds = %115
  %123 = load i32, ptr %6, align 4
  %124 = mul nsw i32 %123, 31
  %125 = load ptr, ptr %5, align 8
  %126 = load i32, ptr %11, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %125, i64 %127
  %129 = load i32, ptr %128, align 4
  %130 = load i32, ptr %11, align 4
  %131 = add nsw i32 %130, 1
  %132 = mul nsw i32 %129, %131
  %133 = add nsw i32 %124, %132
  %134 = srem i32 %133, 1000000007
  store i32 %134, ptr %6, align 4
  %135 = load i32, ptr %7, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %7, align 4
  %137 = load ptr, ptr %5, align 8
  %138 = load i32, ptr %11, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %137, i64 %139
  store i32 0, ptr %140, align 4
  br label %141

141:                                              ; preds = %122, %115
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %11, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %11, align 4
  br label %109, !llvm.loop !22

145:                                              ; preds = %109
  br label %146

146:                                              ; preds = %145
  %147 = load i32, ptr %8, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %8, align 4
  br label %17, !llvm.loop !23

149:                                              ; preds = %17
  %150 = load ptr, ptr %5, align 8
  call void @free(ptr noundef %150)
  %151 = load i32, ptr %6, align 4
  %152 = mul nsw i32 %151, 1000
  %153 = load i32, ptr %7, align 4
  %154 = srem i32 %153, 1000
  %155 = add nsw i32 %152, %154
  ret i32 %155
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_csr(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.csr, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %5)
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.csr, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %8)
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.csr, ptr %9, i32 0, i32 4
  %11 = load ptr, ptr %10, align 8
  call void @free(ptr noundef %11)
  ret void
}

; Function Attrs: allocsize(0,1)
declare dso_local ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare dso_local void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0,1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { allocsize(0,1) }
attributes #8 = { allocsize(0) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
