; ModuleID = 'src/bzip2/blocksort.c'
source_filename = "src/bzip2/blocksort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.EState = type { ptr, i32, i32, i32, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, [256 x i8], [256 x i8], i32, i32, i32, i32, i32, i32, i32, i32, [258 x i32], [18002 x i8], [18002 x i8], [6 x [258 x i8]], [6 x [258 x i32]], [6 x [258 x i32]], [258 x [4 x i32]] }

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [38 x i8] c"      %d work, %d block, ratio %5.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"    too repetitive; using fallback sorting algorithm\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"        bucket sorting ...\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"        depth %6d has \00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"%6d unresolved strings\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"        reconstructing block ...\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"        main sort initialise ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"        qsort [0x%x, 0x%x]   done %d   this %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [44 x i8] c"        %d pointers, %d sorted, %d scanned\0A\00", align 1
@incs = internal global [14 x i32] [i32 1, i32 4, i32 13, i32 40, i32 121, i32 364, i32 1093, i32 3280, i32 9841, i32 29524, i32 88573, i32 265720, i32 797161, i32 2391484], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @BZ2_blockSort(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.EState, ptr %13, i32 0, i32 8
  %15 = load ptr, ptr %14, align 8
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds %struct.EState, ptr %16, i32 0, i32 9
  %18 = load ptr, ptr %17, align 8
  store ptr %18, ptr %4, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds %struct.EState, ptr %19, i32 0, i32 6
  %21 = load ptr, ptr %20, align 8
  store ptr %21, ptr %5, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.EState, ptr %22, i32 0, i32 17
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %6, align 4
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds %struct.EState, ptr %25, i32 0, i32 28
  %27 = load i32, ptr %26, align 8
  store i32 %27, ptr %7, align 4
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.EState, ptr %28, i32 0, i32 12
  %30 = load i32, ptr %29, align 8
  store i32 %30, ptr %8, align 4
  %31 = load i32, ptr %6, align 4
  %32 = icmp slt i32 %31, 10000
  br i1 %32, label %33, label %43

33:                                               ; preds = %1
  %34 = load ptr, ptr %2, align 8
  %35 = getelementptr inbounds %struct.EState, ptr %34, i32 0, i32 4
  %36 = load ptr, ptr %35, align 8
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds %struct.EState, ptr %37, i32 0, i32 5
  %39 = load ptr, ptr %38, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %7, align 4
  call void @fallbackSort(ptr noundef %36, ptr noundef %39, ptr noundef %40, i32 noundef %41, i32 noundef %42)
  br label %120

43:                                               ; preds = %1
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 34
  store i32 %45, ptr %12, align 4
  %46 = load i32, ptr %12, align 4
  %47 = and i32 %46, 1
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %12, align 4
  br label %52

52:                                               ; preds = %49, %43
  %53 = load ptr, ptr %4, align 8
  %54 = load i32, ptr %12, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  store ptr %56, ptr %9, align 8
  %57 = load i32, ptr %8, align 4
  %58 = icmp slt i32 %57, 1
  br i1 %58, label %59, label %60

59:                                               ; preds = %52
  store i32 1, ptr %8, align 4
  br label %60

60:                                               ; preds = %59, %52
  %61 = load i32, ptr %8, align 4
  %62 = icmp sgt i32 %61, 100
  br i1 %62, label %63, label %64

63:                                               ; preds = %60
  store i32 100, ptr %8, align 4
  br label %64

64:                                               ; preds = %63, %60
  %65 = load i32, ptr %6, align 4
  %66 = load i32, ptr %8, align 4
  %67 = sub nsw i32 %66, 1
  %68 = sdiv i32 %67, 3
  %69 = mul nsw i32 %65, %68
  store i32 %69, ptr %11, align 4
  %70 = load i32, ptr %11, align 4
  store i32 %70, ptr %10, align 4
  %71 = load ptr, ptr %3, align 8
  %72 = load ptr, ptr %4, align 8
  %73 = load ptr, ptr %9, align 8
  %74 = load ptr, ptr %5, align 8
  %75 = load i32, ptr %6, align 4
  %76 = load i32, ptr %7, align 4
  call void @mainSort(ptr noundef %71, ptr noundef %72, ptr noundef %73, ptr noundef %74, i32 noundef %75, i32 noundef %76, ptr noundef %10)
  %77 = load i32, ptr %7, align 4
  %78 = icmp sge i32 %77, 3
  br i1 %78, label %79, label %100

79:                                               ; preds = %64
  %80 = load ptr, ptr @stderr, align 8
  %81 = load i32, ptr %11, align 4
  %82 = load i32, ptr %10, align 4
  %83 = sub nsw i32 %81, %82
  %84 = load i32, ptr %6, align 4
  %85 = load i32, ptr %11, align 4
  %86 = load i32, ptr %10, align 4
  %87 = sub nsw i32 %85, %86
  %88 = sitofp i32 %87 to float
  %89 = load i32, ptr %6, align 4
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %92

91:                                               ; preds = %79
  br label %94

92:                                               ; preds = %79
  %93 = load i32, ptr %6, align 4
  br label %94

94:                                               ; preds = %92, %91
  %95 = phi i32 [ 1, %91 ], [ %93, %92 ]
  %96 = sitofp i32 %95 to float
  %97 = fdiv float %88, %96
  %98 = fpext float %97 to double
  %99 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %80, ptr noundef @.str, i32 noundef %83, i32 noundef %84, double noundef %98) #3
  br label %100

100:                                              ; preds = %94, %64
  %101 = load i32, ptr %10, align 4
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %119

103:                                              ; preds = %100
  %104 = load i32, ptr %7, align 4
  %105 = icmp sge i32 %104, 2
  br i1 %105, label %106, label %109

106:                                              ; preds = %103
  %107 = load ptr, ptr @stderr, align 8
  %108 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %107, ptr noundef @.str.1) #3
  br label %109

109:                                              ; preds = %106, %103
  %110 = load ptr, ptr %2, align 8
  %111 = getelementptr inbounds %struct.EState, ptr %110, i32 0, i32 4
  %112 = load ptr, ptr %111, align 8
  %113 = load ptr, ptr %2, align 8
  %114 = getelementptr inbounds %struct.EState, ptr %113, i32 0, i32 5
  %115 = load ptr, ptr %114, align 8
  %116 = load ptr, ptr %5, align 8
  %117 = load i32, ptr %6, align 4
  %118 = load i32, ptr %7, align 4
  call void @fallbackSort(ptr noundef %112, ptr noundef %115, ptr noundef %116, i32 noundef %117, i32 noundef %118)
  br label %119

119:                                              ; preds = %109, %100
  br label %120

120:                                              ; preds = %119, %33
  %121 = load ptr, ptr %2, align 8
  %122 = getelementptr inbounds %struct.EState, ptr %121, i32 0, i32 7
  store i32 -1, ptr %122, align 8
  store i32 0, ptr %12, align 4
  br label %123

123:                                              ; preds = %141, %120
  %124 = load i32, ptr %12, align 4
  %125 = load ptr, ptr %2, align 8
  %126 = getelementptr inbounds %struct.EState, ptr %125, i32 0, i32 17
  %127 = load i32, ptr %126, align 4
  %128 = icmp slt i32 %124, %127
  br i1 %128, label %129, label %144

129:                                              ; preds = %123
  %130 = load ptr, ptr %3, align 8
  %131 = load i32, ptr %12, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %130, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %136, label %140

136:                                              ; preds = %129
  %137 = load i32, ptr %12, align 4
  %138 = load ptr, ptr %2, align 8
  %139 = getelementptr inbounds %struct.EState, ptr %138, i32 0, i32 7
  store i32 %137, ptr %139, align 8
  br label %144

140:                                              ; preds = %129
  br label %141

141:                                              ; preds = %140
  %142 = load i32, ptr %12, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %12, align 4
  br label %123, !llvm.loop !6

144:                                              ; preds = %136, %123
  %145 = load ptr, ptr %2, align 8
  %146 = getelementptr inbounds %struct.EState, ptr %145, i32 0, i32 7
  %147 = load i32, ptr %146, align 8
  %148 = icmp ne i32 %147, -1
  br i1 %148, label %150, label %149

149:                                              ; preds = %144
  call void @BZ2_bz__AssertH__fail(i32 noundef 1003)
  br label %150

150:                                              ; preds = %149, %144
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fallbackSort(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [257 x i32], align 4
  %12 = alloca [256 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %24 = load ptr, ptr %7, align 8
  store ptr %24, ptr %23, align 8
  %25 = load i32, ptr %10, align 4
  %26 = icmp sge i32 %25, 4
  br i1 %26, label %27, label %30

27:                                               ; preds = %5
  %28 = load ptr, ptr @stderr, align 8
  %29 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %28, ptr noundef @.str.2) #3
  br label %30

30:                                               ; preds = %27, %5
  store i32 0, ptr %14, align 4
  br label %31

31:                                               ; preds = %38, %30
  %32 = load i32, ptr %14, align 4
  %33 = icmp slt i32 %32, 257
  br i1 %33, label %34, label %41

34:                                               ; preds = %31
  %35 = load i32, ptr %14, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %36
  store i32 0, ptr %37, align 4
  br label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %14, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %14, align 4
  br label %31, !llvm.loop !8

41:                                               ; preds = %31
  store i32 0, ptr %14, align 4
  br label %42

42:                                               ; preds = %56, %41
  %43 = load i32, ptr %14, align 4
  %44 = load i32, ptr %9, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %59

46:                                               ; preds = %42
  %47 = load ptr, ptr %23, align 8
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %53, align 4
  br label %56

56:                                               ; preds = %46
  %57 = load i32, ptr %14, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %14, align 4
  br label %42, !llvm.loop !9

59:                                               ; preds = %42
  store i32 0, ptr %14, align 4
  br label %60

60:                                               ; preds = %71, %59
  %61 = load i32, ptr %14, align 4
  %62 = icmp slt i32 %61, 256
  br i1 %62, label %63, label %74

63:                                               ; preds = %60
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = load i32, ptr %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %69
  store i32 %67, ptr %70, align 4
  br label %71

71:                                               ; preds = %63
  %72 = load i32, ptr %14, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %14, align 4
  br label %60, !llvm.loop !10

74:                                               ; preds = %60
  store i32 1, ptr %14, align 4
  br label %75

75:                                               ; preds = %89, %74
  %76 = load i32, ptr %14, align 4
  %77 = icmp slt i32 %76, 257
  br i1 %77, label %78, label %92

78:                                               ; preds = %75
  %79 = load i32, ptr %14, align 4
  %80 = sub nsw i32 %79, 1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = load i32, ptr %14, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %85
  %87 = load i32, ptr %86, align 4
  %88 = add nsw i32 %87, %83
  store i32 %88, ptr %86, align 4
  br label %89

89:                                               ; preds = %78
  %90 = load i32, ptr %14, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %14, align 4
  br label %75, !llvm.loop !11

92:                                               ; preds = %75
  store i32 0, ptr %14, align 4
  br label %93

93:                                               ; preds = %118, %92
  %94 = load i32, ptr %14, align 4
  %95 = load i32, ptr %9, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %121

97:                                               ; preds = %93
  %98 = load ptr, ptr %23, align 8
  %99 = load i32, ptr %14, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i8, ptr %98, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  store i32 %103, ptr %15, align 4
  %104 = load i32, ptr %15, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = sub nsw i32 %107, 1
  store i32 %108, ptr %16, align 4
  %109 = load i32, ptr %16, align 4
  %110 = load i32, ptr %15, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %111
  store i32 %109, ptr %112, align 4
  %113 = load i32, ptr %14, align 4
  %114 = load ptr, ptr %6, align 8
  %115 = load i32, ptr %16, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr %114, i64 %116
  store i32 %113, ptr %117, align 4
  br label %118

118:                                              ; preds = %97
  %119 = load i32, ptr %14, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %14, align 4
  br label %93, !llvm.loop !12

121:                                              ; preds = %93
  %122 = load i32, ptr %9, align 4
  %123 = sdiv i32 %122, 32
  %124 = add nsw i32 2, %123
  store i32 %124, ptr %22, align 4
  store i32 0, ptr %14, align 4
  br label %125

125:                                              ; preds = %134, %121
  %126 = load i32, ptr %14, align 4
  %127 = load i32, ptr %22, align 4
  %128 = icmp slt i32 %126, %127
  br i1 %128, label %129, label %137

129:                                              ; preds = %125
  %130 = load ptr, ptr %8, align 8
  %131 = load i32, ptr %14, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %130, i64 %132
  store i32 0, ptr %133, align 4
  br label %134

134:                                              ; preds = %129
  %135 = load i32, ptr %14, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %14, align 4
  br label %125, !llvm.loop !13

137:                                              ; preds = %125
  store i32 0, ptr %14, align 4
  br label %138

138:                                              ; preds = %158, %137
  %139 = load i32, ptr %14, align 4
  %140 = icmp slt i32 %139, 256
  br i1 %140, label %141, label %161

141:                                              ; preds = %138
  %142 = load i32, ptr %14, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = and i32 %145, 31
  %147 = shl i32 1, %146
  %148 = load ptr, ptr %8, align 8
  %149 = load i32, ptr %14, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [257 x i32], ptr %11, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4
  %153 = ashr i32 %152, 5
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr %148, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = or i32 %156, %147
  store i32 %157, ptr %155, align 4
  br label %158

158:                                              ; preds = %141
  %159 = load i32, ptr %14, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %14, align 4
  br label %138, !llvm.loop !14

161:                                              ; preds = %138
  store i32 0, ptr %14, align 4
  br label %162

162:                                              ; preds = %201, %161
  %163 = load i32, ptr %14, align 4
  %164 = icmp slt i32 %163, 32
  br i1 %164, label %165, label %204

165:                                              ; preds = %162
  %166 = load i32, ptr %9, align 4
  %167 = load i32, ptr %14, align 4
  %168 = mul nsw i32 2, %167
  %169 = add nsw i32 %166, %168
  %170 = and i32 %169, 31
  %171 = shl i32 1, %170
  %172 = load ptr, ptr %8, align 8
  %173 = load i32, ptr %9, align 4
  %174 = load i32, ptr %14, align 4
  %175 = mul nsw i32 2, %174
  %176 = add nsw i32 %173, %175
  %177 = ashr i32 %176, 5
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i32, ptr %172, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = or i32 %180, %171
  store i32 %181, ptr %179, align 4
  %182 = load i32, ptr %9, align 4
  %183 = load i32, ptr %14, align 4
  %184 = mul nsw i32 2, %183
  %185 = add nsw i32 %182, %184
  %186 = add nsw i32 %185, 1
  %187 = and i32 %186, 31
  %188 = shl i32 1, %187
  %189 = xor i32 %188, -1
  %190 = load ptr, ptr %8, align 8
  %191 = load i32, ptr %9, align 4
  %192 = load i32, ptr %14, align 4
  %193 = mul nsw i32 2, %192
  %194 = add nsw i32 %191, %193
  %195 = add nsw i32 %194, 1
  %196 = ashr i32 %195, 5
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i32, ptr %190, i64 %197
  %199 = load i32, ptr %198, align 4
  %200 = and i32 %199, %189
  store i32 %200, ptr %198, align 4
  br label %201

201:                                              ; preds = %165
  %202 = load i32, ptr %14, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %14, align 4
  br label %162, !llvm.loop !15

204:                                              ; preds = %162
  store i32 1, ptr %13, align 4
  br label %205

205:                                              ; preds = %204, %466
  %206 = load i32, ptr %10, align 4
  %207 = icmp sge i32 %206, 4
  br i1 %207, label %208, label %212

208:                                              ; preds = %205
  %209 = load ptr, ptr @stderr, align 8
  %210 = load i32, ptr %13, align 4
  %211 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %209, ptr noundef @.str.3, i32 noundef %210) #3
  br label %212

212:                                              ; preds = %208, %205
  store i32 0, ptr %15, align 4
  store i32 0, ptr %14, align 4
  br label %213

213:                                              ; preds = %251, %212
  %214 = load i32, ptr %14, align 4
  %215 = load i32, ptr %9, align 4
  %216 = icmp slt i32 %214, %215
  br i1 %216, label %217, label %254

217:                                              ; preds = %213
  %218 = load ptr, ptr %8, align 8
  %219 = load i32, ptr %14, align 4
  %220 = ashr i32 %219, 5
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %218, i64 %221
  %223 = load i32, ptr %222, align 4
  %224 = load i32, ptr %14, align 4
  %225 = and i32 %224, 31
  %226 = shl i32 1, %225
  %227 = and i32 %223, %226
  %228 = icmp ne i32 %227, 0
  br i1 %228, label %229, label %231

229:                                              ; preds = %217
  %230 = load i32, ptr %14, align 4
  store i32 %230, ptr %15, align 4
  br label %231

231:                                              ; preds = %229, %217
  %232 = load ptr, ptr %6, align 8
  %233 = load i32, ptr %14, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i32, ptr %232, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = load i32, ptr %13, align 4
  %238 = sub i32 %236, %237
  store i32 %238, ptr %16, align 4
  %239 = load i32, ptr %16, align 4
  %240 = icmp slt i32 %239, 0
  br i1 %240, label %241, label %245

241:                                              ; preds = %231
  %242 = load i32, ptr %9, align 4
  %243 = load i32, ptr %16, align 4
  %244 = add nsw i32 %243, %242
  store i32 %244, ptr %16, align 4
  br label %245

245:                                              ; preds = %241, %231
  %246 = load i32, ptr %15, align 4
  %247 = load ptr, ptr %7, align 8
  %248 = load i32, ptr %16, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds i32, ptr %247, i64 %249
  store i32 %246, ptr %250, align 4
  br label %251

251:                                              ; preds = %245
  %252 = load i32, ptr %14, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %14, align 4
  br label %213, !llvm.loop !16

254:                                              ; preds = %213
  store i32 0, ptr %21, align 4
  store i32 -1, ptr %18, align 4
  br label %255

255:                                              ; preds = %254, %448
  %256 = load i32, ptr %18, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %16, align 4
  br label %258

258:                                              ; preds = %276, %255
  %259 = load ptr, ptr %8, align 8
  %260 = load i32, ptr %16, align 4
  %261 = ashr i32 %260, 5
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds i32, ptr %259, i64 %262
  %264 = load i32, ptr %263, align 4
  %265 = load i32, ptr %16, align 4
  %266 = and i32 %265, 31
  %267 = shl i32 1, %266
  %268 = and i32 %264, %267
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %270, label %274

270:                                              ; preds = %258
  %271 = load i32, ptr %16, align 4
  %272 = and i32 %271, 31
  %273 = icmp ne i32 %272, 0
  br label %274

274:                                              ; preds = %270, %258
  %275 = phi i1 [ false, %258 ], [ %273, %270 ]
  br i1 %275, label %276, label %279

276:                                              ; preds = %274
  %277 = load i32, ptr %16, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %16, align 4
  br label %258, !llvm.loop !17

279:                                              ; preds = %274
  %280 = load ptr, ptr %8, align 8
  %281 = load i32, ptr %16, align 4
  %282 = ashr i32 %281, 5
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds i32, ptr %280, i64 %283
  %285 = load i32, ptr %284, align 4
  %286 = load i32, ptr %16, align 4
  %287 = and i32 %286, 31
  %288 = shl i32 1, %287
  %289 = and i32 %285, %288
  %290 = icmp ne i32 %289, 0
  br i1 %290, label %291, label %320

291:                                              ; preds = %279
  br label %292

292:                                              ; preds = %300, %291
  %293 = load ptr, ptr %8, align 8
  %294 = load i32, ptr %16, align 4
  %295 = ashr i32 %294, 5
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds i32, ptr %293, i64 %296
  %298 = load i32, ptr %297, align 4
  %299 = icmp eq i32 %298, -1
  br i1 %299, label %300, label %303

300:                                              ; preds = %292
  %301 = load i32, ptr %16, align 4
  %302 = add nsw i32 %301, 32
  store i32 %302, ptr %16, align 4
  br label %292, !llvm.loop !18

303:                                              ; preds = %292
  br label %304

304:                                              ; preds = %316, %303
  %305 = load ptr, ptr %8, align 8
  %306 = load i32, ptr %16, align 4
  %307 = ashr i32 %306, 5
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds i32, ptr %305, i64 %308
  %310 = load i32, ptr %309, align 4
  %311 = load i32, ptr %16, align 4
  %312 = and i32 %311, 31
  %313 = shl i32 1, %312
  %314 = and i32 %310, %313
  %315 = icmp ne i32 %314, 0
  br i1 %315, label %316, label %319

316:                                              ; preds = %304
  %317 = load i32, ptr %16, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %16, align 4
  br label %304, !llvm.loop !19

319:                                              ; preds = %304
  br label %320

320:                                              ; preds = %319, %279
  %321 = load i32, ptr %16, align 4
  %322 = sub nsw i32 %321, 1
  store i32 %322, ptr %17, align 4
  %323 = load i32, ptr %17, align 4
  %324 = load i32, ptr %9, align 4
  %325 = icmp sge i32 %323, %324
  br i1 %325, label %326, label %327

326:                                              ; preds = %320
  br label %449

327:                                              ; preds = %320
  br label %328

328:                                              ; preds = %346, %327
  %329 = load ptr, ptr %8, align 8
  %330 = load i32, ptr %16, align 4
  %331 = ashr i32 %330, 5
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds i32, ptr %329, i64 %332
  %334 = load i32, ptr %333, align 4
  %335 = load i32, ptr %16, align 4
  %336 = and i32 %335, 31
  %337 = shl i32 1, %336
  %338 = and i32 %334, %337
  %339 = icmp ne i32 %338, 0
  br i1 %339, label %344, label %340

340:                                              ; preds = %328
  %341 = load i32, ptr %16, align 4
  %342 = and i32 %341, 31
  %343 = icmp ne i32 %342, 0
  br label %344

344:                                              ; preds = %340, %328
  %345 = phi i1 [ false, %328 ], [ %343, %340 ]
  br i1 %345, label %346, label %349

346:                                              ; preds = %344
  %347 = load i32, ptr %16, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %16, align 4
  br label %328, !llvm.loop !20

349:                                              ; preds = %344
  %350 = load ptr, ptr %8, align 8
  %351 = load i32, ptr %16, align 4
  %352 = ashr i32 %351, 5
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %350, i64 %353
  %355 = load i32, ptr %354, align 4
  %356 = load i32, ptr %16, align 4
  %357 = and i32 %356, 31
  %358 = shl i32 1, %357
  %359 = and i32 %355, %358
  %360 = icmp ne i32 %359, 0
  br i1 %360, label %391, label %361

361:                                              ; preds = %349
  br label %362

362:                                              ; preds = %370, %361
  %363 = load ptr, ptr %8, align 8
  %364 = load i32, ptr %16, align 4
  %365 = ashr i32 %364, 5
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds i32, ptr %363, i64 %366
  %368 = load i32, ptr %367, align 4
  %369 = icmp eq i32 %368, 0
  br i1 %369, label %370, label %373

370:                                              ; preds = %362
  %371 = load i32, ptr %16, align 4
  %372 = add nsw i32 %371, 32
  store i32 %372, ptr %16, align 4
  br label %362, !llvm.loop !21

373:                                              ; preds = %362
  br label %374

374:                                              ; preds = %387, %373
  %375 = load ptr, ptr %8, align 8
  %376 = load i32, ptr %16, align 4
  %377 = ashr i32 %376, 5
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds i32, ptr %375, i64 %378
  %380 = load i32, ptr %379, align 4
  %381 = load i32, ptr %16, align 4
  %382 = and i32 %381, 31
  %383 = shl i32 1, %382
  %384 = and i32 %380, %383
  %385 = icmp ne i32 %384, 0
  %386 = xor i1 %385, true
  br i1 %386, label %387, label %390

387:                                              ; preds = %374
  %388 = load i32, ptr %16, align 4
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr %16, align 4
  br label %374, !llvm.loop !22

390:                                              ; preds = %374
  br label %391

391:                                              ; preds = %390, %349
  %392 = load i32, ptr %16, align 4
  %393 = sub nsw i32 %392, 1
  store i32 %393, ptr %18, align 4
  %394 = load i32, ptr %18, align 4
  %395 = load i32, ptr %9, align 4
  %396 = icmp sge i32 %394, %395
  br i1 %396, label %397, label %398

397:                                              ; preds = %391
  br label %449

398:                                              ; preds = %391
  %399 = load i32, ptr %18, align 4
  %400 = load i32, ptr %17, align 4
  %401 = icmp sgt i32 %399, %400
  br i1 %401, label %402, label %448

402:                                              ; preds = %398
  %403 = load i32, ptr %18, align 4
  %404 = load i32, ptr %17, align 4
  %405 = sub nsw i32 %403, %404
  %406 = add nsw i32 %405, 1
  %407 = load i32, ptr %21, align 4
  %408 = add nsw i32 %407, %406
  store i32 %408, ptr %21, align 4
  %409 = load ptr, ptr %6, align 8
  %410 = load ptr, ptr %7, align 8
  %411 = load i32, ptr %17, align 4
  %412 = load i32, ptr %18, align 4
  call void @fallbackQSort3(ptr noundef %409, ptr noundef %410, i32 noundef %411, i32 noundef %412)
  store i32 -1, ptr %19, align 4
  %413 = load i32, ptr %17, align 4
  store i32 %413, ptr %14, align 4
  br label %414

414:                                              ; preds = %444, %402
  %415 = load i32, ptr %14, align 4
  %416 = load i32, ptr %18, align 4
  %417 = icmp sle i32 %415, %416
  br i1 %417, label %418, label %447

418:                                              ; preds = %414
  %419 = load ptr, ptr %7, align 8
  %420 = load ptr, ptr %6, align 8
  %421 = load i32, ptr %14, align 4
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds i32, ptr %420, i64 %422
  %424 = load i32, ptr %423, align 4
  %425 = zext i32 %424 to i64
  %426 = getelementptr inbounds i32, ptr %419, i64 %425
  %427 = load i32, ptr %426, align 4
  store i32 %427, ptr %20, align 4
  %428 = load i32, ptr %19, align 4
  %429 = load i32, ptr %20, align 4
  %430 = icmp ne i32 %428, %429
  br i1 %430, label %431, label %443

431:                                              ; preds = %418
  %432 = load i32, ptr %14, align 4
  %433 = and i32 %432, 31
  %434 = shl i32 1, %433
  %435 = load ptr, ptr %8, align 8
  %436 = load i32, ptr %14, align 4
  %437 = ashr i32 %436, 5
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds i32, ptr %435, i64 %438
  %440 = load i32, ptr %439, align 4
  %441 = or i32 %440, %434
  store i32 %441, ptr %439, align 4
  %442 = load i32, ptr %20, align 4
  store i32 %442, ptr %19, align 4
  br label %443

443:                                              ; preds = %431, %418
  br label %444

444:                                              ; preds = %443
  %445 = load i32, ptr %14, align 4
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %14, align 4
  br label %414, !llvm.loop !23

447:                                              ; preds = %414
  br label %448

448:                                              ; preds = %447, %398
  br label %255

449:                                              ; preds = %397, %326
  %450 = load i32, ptr %10, align 4
  %451 = icmp sge i32 %450, 4
  br i1 %451, label %452, label %456

452:                                              ; preds = %449
  %453 = load ptr, ptr @stderr, align 8
  %454 = load i32, ptr %21, align 4
  %455 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %453, ptr noundef @.str.4, i32 noundef %454) #3
  br label %456

456:                                              ; preds = %452, %449
  %457 = load i32, ptr %13, align 4
  %458 = mul nsw i32 %457, 2
  store i32 %458, ptr %13, align 4
  %459 = load i32, ptr %13, align 4
  %460 = load i32, ptr %9, align 4
  %461 = icmp sgt i32 %459, %460
  br i1 %461, label %465, label %462

462:                                              ; preds = %456
  %463 = load i32, ptr %21, align 4
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %465, label %466

465:                                              ; preds = %462, %456
  br label %467

466:                                              ; preds = %462
  br label %205

467:                                              ; preds = %465
  %468 = load i32, ptr %10, align 4
  %469 = icmp sge i32 %468, 4
  br i1 %469, label %470, label %473

470:                                              ; preds = %467
  %471 = load ptr, ptr @stderr, align 8
  %472 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %471, ptr noundef @.str.5) #3
  br label %473

473:                                              ; preds = %470, %467
  store i32 0, ptr %15, align 4
  store i32 0, ptr %14, align 4
  br label %474

474:                                              ; preds = %504, %473
  %475 = load i32, ptr %14, align 4
  %476 = load i32, ptr %9, align 4
  %477 = icmp slt i32 %475, %476
  br i1 %477, label %478, label %507

478:                                              ; preds = %474
  br label %479

479:                                              ; preds = %485, %478
  %480 = load i32, ptr %15, align 4
  %481 = sext i32 %480 to i64
  %482 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %481
  %483 = load i32, ptr %482, align 4
  %484 = icmp eq i32 %483, 0
  br i1 %484, label %485, label %488

485:                                              ; preds = %479
  %486 = load i32, ptr %15, align 4
  %487 = add nsw i32 %486, 1
  store i32 %487, ptr %15, align 4
  br label %479, !llvm.loop !24

488:                                              ; preds = %479
  %489 = load i32, ptr %15, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %490
  %492 = load i32, ptr %491, align 4
  %493 = add nsw i32 %492, -1
  store i32 %493, ptr %491, align 4
  %494 = load i32, ptr %15, align 4
  %495 = trunc i32 %494 to i8
  %496 = load ptr, ptr %23, align 8
  %497 = load ptr, ptr %6, align 8
  %498 = load i32, ptr %14, align 4
  %499 = sext i32 %498 to i64
  %500 = getelementptr inbounds i32, ptr %497, i64 %499
  %501 = load i32, ptr %500, align 4
  %502 = zext i32 %501 to i64
  %503 = getelementptr inbounds i8, ptr %496, i64 %502
  store i8 %495, ptr %503, align 1
  br label %504

504:                                              ; preds = %488
  %505 = load i32, ptr %14, align 4
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr %14, align 4
  br label %474, !llvm.loop !25

507:                                              ; preds = %474
  %508 = load i32, ptr %15, align 4
  %509 = icmp slt i32 %508, 256
  br i1 %509, label %511, label %510

510:                                              ; preds = %507
  call void @BZ2_bz__AssertH__fail(i32 noundef 1005)
  br label %511

511:                                              ; preds = %510, %507
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mainSort(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) #0 {
  %8 = alloca ptr, align 8
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
  %20 = alloca [256 x i32], align 4
  %21 = alloca [256 x i8], align 1
  %22 = alloca [256 x i32], align 4
  %23 = alloca [256 x i32], align 4
  %24 = alloca i8, align 1
  %25 = alloca i32, align 4
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i16, align 2
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  store ptr %6, ptr %14, align 8
  %36 = load i32, ptr %13, align 4
  %37 = icmp sge i32 %36, 4
  br i1 %37, label %38, label %41

38:                                               ; preds = %7
  %39 = load ptr, ptr @stderr, align 8
  %40 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %39, ptr noundef @.str.6) #3
  br label %41

41:                                               ; preds = %38, %7
  store i32 65536, ptr %15, align 4
  br label %42

42:                                               ; preds = %50, %41
  %43 = load i32, ptr %15, align 4
  %44 = icmp sge i32 %43, 0
  br i1 %44, label %45, label %53

45:                                               ; preds = %42
  %46 = load ptr, ptr %11, align 8
  %47 = load i32, ptr %15, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  store i32 0, ptr %49, align 4
  br label %50

50:                                               ; preds = %45
  %51 = load i32, ptr %15, align 4
  %52 = add nsw i32 %51, -1
  store i32 %52, ptr %15, align 4
  br label %42, !llvm.loop !26

53:                                               ; preds = %42
  %54 = load ptr, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %54, i64 0
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = shl i32 %57, 8
  store i32 %58, ptr %16, align 4
  %59 = load i32, ptr %12, align 4
  %60 = sub nsw i32 %59, 1
  store i32 %60, ptr %15, align 4
  br label %61

61:                                               ; preds = %155, %53
  %62 = load i32, ptr %15, align 4
  %63 = icmp sge i32 %62, 3
  br i1 %63, label %64, label %158

64:                                               ; preds = %61
  %65 = load ptr, ptr %10, align 8
  %66 = load i32, ptr %15, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i16, ptr %65, i64 %67
  store i16 0, ptr %68, align 2
  %69 = load i32, ptr %16, align 4
  %70 = ashr i32 %69, 8
  %71 = load ptr, ptr %9, align 8
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i8, ptr %71, i64 %73
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i16
  %77 = zext i16 %76 to i32
  %78 = shl i32 %77, 8
  %79 = or i32 %70, %78
  store i32 %79, ptr %16, align 4
  %80 = load ptr, ptr %11, align 8
  %81 = load i32, ptr %16, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %80, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add i32 %84, 1
  store i32 %85, ptr %83, align 4
  %86 = load ptr, ptr %10, align 8
  %87 = load i32, ptr %15, align 4
  %88 = sub nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i16, ptr %86, i64 %89
  store i16 0, ptr %90, align 2
  %91 = load i32, ptr %16, align 4
  %92 = ashr i32 %91, 8
  %93 = load ptr, ptr %9, align 8
  %94 = load i32, ptr %15, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i8, ptr %93, i64 %96
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i16
  %100 = zext i16 %99 to i32
  %101 = shl i32 %100, 8
  %102 = or i32 %92, %101
  store i32 %102, ptr %16, align 4
  %103 = load ptr, ptr %11, align 8
  %104 = load i32, ptr %16, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %103, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = add i32 %107, 1
  store i32 %108, ptr %106, align 4
  %109 = load ptr, ptr %10, align 8
  %110 = load i32, ptr %15, align 4
  %111 = sub nsw i32 %110, 2
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i16, ptr %109, i64 %112
  store i16 0, ptr %113, align 2
  %114 = load i32, ptr %16, align 4
  %115 = ashr i32 %114, 8
  %116 = load ptr, ptr %9, align 8
  %117 = load i32, ptr %15, align 4
  %118 = sub nsw i32 %117, 2
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i8, ptr %116, i64 %119
  %121 = load i8, ptr %120, align 1
  %122 = zext i8 %121 to i16
  %123 = zext i16 %122 to i32
  %124 = shl i32 %123, 8
  %125 = or i32 %115, %124
  store i32 %125, ptr %16, align 4
  %126 = load ptr, ptr %11, align 8
  %127 = load i32, ptr %16, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %126, i64 %128
  %130 = load i32, ptr %129, align 4
  %131 = add i32 %130, 1
  store i32 %131, ptr %129, align 4
  %132 = load ptr, ptr %10, align 8
  %133 = load i32, ptr %15, align 4
  %134 = sub nsw i32 %133, 3
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i16, ptr %132, i64 %135
  store i16 0, ptr %136, align 2
  %137 = load i32, ptr %16, align 4
  %138 = ashr i32 %137, 8
  %139 = load ptr, ptr %9, align 8
  %140 = load i32, ptr %15, align 4
  %141 = sub nsw i32 %140, 3
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i8, ptr %139, i64 %142
  %144 = load i8, ptr %143, align 1
  %145 = zext i8 %144 to i16
  %146 = zext i16 %145 to i32
  %147 = shl i32 %146, 8
  %148 = or i32 %138, %147
  store i32 %148, ptr %16, align 4
  %149 = load ptr, ptr %11, align 8
  %150 = load i32, ptr %16, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %149, i64 %151
  %153 = load i32, ptr %152, align 4
  %154 = add i32 %153, 1
  store i32 %154, ptr %152, align 4
  br label %155

155:                                              ; preds = %64
  %156 = load i32, ptr %15, align 4
  %157 = sub nsw i32 %156, 4
  store i32 %157, ptr %15, align 4
  br label %61, !llvm.loop !27

158:                                              ; preds = %61
  br label %159

159:                                              ; preds = %184, %158
  %160 = load i32, ptr %15, align 4
  %161 = icmp sge i32 %160, 0
  br i1 %161, label %162, label %187

162:                                              ; preds = %159
  %163 = load ptr, ptr %10, align 8
  %164 = load i32, ptr %15, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i16, ptr %163, i64 %165
  store i16 0, ptr %166, align 2
  %167 = load i32, ptr %16, align 4
  %168 = ashr i32 %167, 8
  %169 = load ptr, ptr %9, align 8
  %170 = load i32, ptr %15, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds i8, ptr %169, i64 %171
  %173 = load i8, ptr %172, align 1
  %174 = zext i8 %173 to i16
  %175 = zext i16 %174 to i32
  %176 = shl i32 %175, 8
  %177 = or i32 %168, %176
  store i32 %177, ptr %16, align 4
  %178 = load ptr, ptr %11, align 8
  %179 = load i32, ptr %16, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds i32, ptr %178, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = add i32 %182, 1
  store i32 %183, ptr %181, align 4
  br label %184

184:                                              ; preds = %162
  %185 = load i32, ptr %15, align 4
  %186 = add nsw i32 %185, -1
  store i32 %186, ptr %15, align 4
  br label %159, !llvm.loop !28

187:                                              ; preds = %159
  store i32 0, ptr %15, align 4
  br label %188

188:                                              ; preds = %209, %187
  %189 = load i32, ptr %15, align 4
  %190 = icmp slt i32 %189, 34
  br i1 %190, label %191, label %212

191:                                              ; preds = %188
  %192 = load ptr, ptr %9, align 8
  %193 = load i32, ptr %15, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %192, i64 %194
  %196 = load i8, ptr %195, align 1
  %197 = load ptr, ptr %9, align 8
  %198 = load i32, ptr %12, align 4
  %199 = load i32, ptr %15, align 4
  %200 = add nsw i32 %198, %199
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i8, ptr %197, i64 %201
  store i8 %196, ptr %202, align 1
  %203 = load ptr, ptr %10, align 8
  %204 = load i32, ptr %12, align 4
  %205 = load i32, ptr %15, align 4
  %206 = add nsw i32 %204, %205
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i16, ptr %203, i64 %207
  store i16 0, ptr %208, align 2
  br label %209

209:                                              ; preds = %191
  %210 = load i32, ptr %15, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %15, align 4
  br label %188, !llvm.loop !29

212:                                              ; preds = %188
  %213 = load i32, ptr %13, align 4
  %214 = icmp sge i32 %213, 4
  br i1 %214, label %215, label %218

215:                                              ; preds = %212
  %216 = load ptr, ptr @stderr, align 8
  %217 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %216, ptr noundef @.str.2) #3
  br label %218

218:                                              ; preds = %215, %212
  store i32 1, ptr %15, align 4
  br label %219

219:                                              ; preds = %235, %218
  %220 = load i32, ptr %15, align 4
  %221 = icmp sle i32 %220, 65536
  br i1 %221, label %222, label %238

222:                                              ; preds = %219
  %223 = load ptr, ptr %11, align 8
  %224 = load i32, ptr %15, align 4
  %225 = sub nsw i32 %224, 1
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %223, i64 %226
  %228 = load i32, ptr %227, align 4
  %229 = load ptr, ptr %11, align 8
  %230 = load i32, ptr %15, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds i32, ptr %229, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = add i32 %233, %228
  store i32 %234, ptr %232, align 4
  br label %235

235:                                              ; preds = %222
  %236 = load i32, ptr %15, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %15, align 4
  br label %219, !llvm.loop !30

238:                                              ; preds = %219
  %239 = load ptr, ptr %9, align 8
  %240 = getelementptr inbounds i8, ptr %239, i64 0
  %241 = load i8, ptr %240, align 1
  %242 = zext i8 %241 to i32
  %243 = shl i32 %242, 8
  %244 = trunc i32 %243 to i16
  store i16 %244, ptr %26, align 2
  %245 = load i32, ptr %12, align 4
  %246 = sub nsw i32 %245, 1
  store i32 %246, ptr %15, align 4
  br label %247

247:                                              ; preds = %369, %238
  %248 = load i32, ptr %15, align 4
  %249 = icmp sge i32 %248, 3
  br i1 %249, label %250, label %372

250:                                              ; preds = %247
  %251 = load i16, ptr %26, align 2
  %252 = zext i16 %251 to i32
  %253 = ashr i32 %252, 8
  %254 = load ptr, ptr %9, align 8
  %255 = load i32, ptr %15, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds i8, ptr %254, i64 %256
  %258 = load i8, ptr %257, align 1
  %259 = zext i8 %258 to i32
  %260 = shl i32 %259, 8
  %261 = or i32 %253, %260
  %262 = trunc i32 %261 to i16
  store i16 %262, ptr %26, align 2
  %263 = load ptr, ptr %11, align 8
  %264 = load i16, ptr %26, align 2
  %265 = zext i16 %264 to i64
  %266 = getelementptr inbounds i32, ptr %263, i64 %265
  %267 = load i32, ptr %266, align 4
  %268 = sub i32 %267, 1
  store i32 %268, ptr %16, align 4
  %269 = load i32, ptr %16, align 4
  %270 = load ptr, ptr %11, align 8
  %271 = load i16, ptr %26, align 2
  %272 = zext i16 %271 to i64
  %273 = getelementptr inbounds i32, ptr %270, i64 %272
  store i32 %269, ptr %273, align 4
  %274 = load i32, ptr %15, align 4
  %275 = load ptr, ptr %8, align 8
  %276 = load i32, ptr %16, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds i32, ptr %275, i64 %277
  store i32 %274, ptr %278, align 4
  %279 = load i16, ptr %26, align 2
  %280 = zext i16 %279 to i32
  %281 = ashr i32 %280, 8
  %282 = load ptr, ptr %9, align 8
  %283 = load i32, ptr %15, align 4
  %284 = sub nsw i32 %283, 1
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds i8, ptr %282, i64 %285
  %287 = load i8, ptr %286, align 1
  %288 = zext i8 %287 to i32
  %289 = shl i32 %288, 8
  %290 = or i32 %281, %289
  %291 = trunc i32 %290 to i16
  store i16 %291, ptr %26, align 2
  %292 = load ptr, ptr %11, align 8
  %293 = load i16, ptr %26, align 2
  %294 = zext i16 %293 to i64
  %295 = getelementptr inbounds i32, ptr %292, i64 %294
  %296 = load i32, ptr %295, align 4
  %297 = sub i32 %296, 1
  store i32 %297, ptr %16, align 4
  %298 = load i32, ptr %16, align 4
  %299 = load ptr, ptr %11, align 8
  %300 = load i16, ptr %26, align 2
  %301 = zext i16 %300 to i64
  %302 = getelementptr inbounds i32, ptr %299, i64 %301
  store i32 %298, ptr %302, align 4
  %303 = load i32, ptr %15, align 4
  %304 = sub nsw i32 %303, 1
  %305 = load ptr, ptr %8, align 8
  %306 = load i32, ptr %16, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds i32, ptr %305, i64 %307
  store i32 %304, ptr %308, align 4
  %309 = load i16, ptr %26, align 2
  %310 = zext i16 %309 to i32
  %311 = ashr i32 %310, 8
  %312 = load ptr, ptr %9, align 8
  %313 = load i32, ptr %15, align 4
  %314 = sub nsw i32 %313, 2
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds i8, ptr %312, i64 %315
  %317 = load i8, ptr %316, align 1
  %318 = zext i8 %317 to i32
  %319 = shl i32 %318, 8
  %320 = or i32 %311, %319
  %321 = trunc i32 %320 to i16
  store i16 %321, ptr %26, align 2
  %322 = load ptr, ptr %11, align 8
  %323 = load i16, ptr %26, align 2
  %324 = zext i16 %323 to i64
  %325 = getelementptr inbounds i32, ptr %322, i64 %324
  %326 = load i32, ptr %325, align 4
  %327 = sub i32 %326, 1
  store i32 %327, ptr %16, align 4
  %328 = load i32, ptr %16, align 4
  %329 = load ptr, ptr %11, align 8
  %330 = load i16, ptr %26, align 2
  %331 = zext i16 %330 to i64
  %332 = getelementptr inbounds i32, ptr %329, i64 %331
  store i32 %328, ptr %332, align 4
  %333 = load i32, ptr %15, align 4
  %334 = sub nsw i32 %333, 2
  %335 = load ptr, ptr %8, align 8
  %336 = load i32, ptr %16, align 4
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds i32, ptr %335, i64 %337
  store i32 %334, ptr %338, align 4
  %339 = load i16, ptr %26, align 2
  %340 = zext i16 %339 to i32
  %341 = ashr i32 %340, 8
  %342 = load ptr, ptr %9, align 8
  %343 = load i32, ptr %15, align 4
  %344 = sub nsw i32 %343, 3
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds i8, ptr %342, i64 %345
  %347 = load i8, ptr %346, align 1
  %348 = zext i8 %347 to i32
  %349 = shl i32 %348, 8
  %350 = or i32 %341, %349
  %351 = trunc i32 %350 to i16
  store i16 %351, ptr %26, align 2
  %352 = load ptr, ptr %11, align 8
  %353 = load i16, ptr %26, align 2
  %354 = zext i16 %353 to i64
  %355 = getelementptr inbounds i32, ptr %352, i64 %354
  %356 = load i32, ptr %355, align 4
  %357 = sub i32 %356, 1
  store i32 %357, ptr %16, align 4
  %358 = load i32, ptr %16, align 4
  %359 = load ptr, ptr %11, align 8
  %360 = load i16, ptr %26, align 2
  %361 = zext i16 %360 to i64
  %362 = getelementptr inbounds i32, ptr %359, i64 %361
  store i32 %358, ptr %362, align 4
  %363 = load i32, ptr %15, align 4
  %364 = sub nsw i32 %363, 3
  %365 = load ptr, ptr %8, align 8
  %366 = load i32, ptr %16, align 4
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds i32, ptr %365, i64 %367
  store i32 %364, ptr %368, align 4
  br label %369

369:                                              ; preds = %250
  %370 = load i32, ptr %15, align 4
  %371 = sub nsw i32 %370, 4
  store i32 %371, ptr %15, align 4
  br label %247, !llvm.loop !31

372:                                              ; preds = %247
  br label %373

373:                                              ; preds = %405, %372
  %374 = load i32, ptr %15, align 4
  %375 = icmp sge i32 %374, 0
  br i1 %375, label %376, label %408

376:                                              ; preds = %373
  %377 = load i16, ptr %26, align 2
  %378 = zext i16 %377 to i32
  %379 = ashr i32 %378, 8
  %380 = load ptr, ptr %9, align 8
  %381 = load i32, ptr %15, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds i8, ptr %380, i64 %382
  %384 = load i8, ptr %383, align 1
  %385 = zext i8 %384 to i32
  %386 = shl i32 %385, 8
  %387 = or i32 %379, %386
  %388 = trunc i32 %387 to i16
  store i16 %388, ptr %26, align 2
  %389 = load ptr, ptr %11, align 8
  %390 = load i16, ptr %26, align 2
  %391 = zext i16 %390 to i64
  %392 = getelementptr inbounds i32, ptr %389, i64 %391
  %393 = load i32, ptr %392, align 4
  %394 = sub i32 %393, 1
  store i32 %394, ptr %16, align 4
  %395 = load i32, ptr %16, align 4
  %396 = load ptr, ptr %11, align 8
  %397 = load i16, ptr %26, align 2
  %398 = zext i16 %397 to i64
  %399 = getelementptr inbounds i32, ptr %396, i64 %398
  store i32 %395, ptr %399, align 4
  %400 = load i32, ptr %15, align 4
  %401 = load ptr, ptr %8, align 8
  %402 = load i32, ptr %16, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds i32, ptr %401, i64 %403
  store i32 %400, ptr %404, align 4
  br label %405

405:                                              ; preds = %376
  %406 = load i32, ptr %15, align 4
  %407 = add nsw i32 %406, -1
  store i32 %407, ptr %15, align 4
  br label %373, !llvm.loop !32

408:                                              ; preds = %373
  store i32 0, ptr %15, align 4
  br label %409

409:                                              ; preds = %420, %408
  %410 = load i32, ptr %15, align 4
  %411 = icmp sle i32 %410, 255
  br i1 %411, label %412, label %423

412:                                              ; preds = %409
  %413 = load i32, ptr %15, align 4
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds [256 x i8], ptr %21, i64 0, i64 %414
  store i8 0, ptr %415, align 1
  %416 = load i32, ptr %15, align 4
  %417 = load i32, ptr %15, align 4
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %418
  store i32 %416, ptr %419, align 4
  br label %420

420:                                              ; preds = %412
  %421 = load i32, ptr %15, align 4
  %422 = add nsw i32 %421, 1
  store i32 %422, ptr %15, align 4
  br label %409, !llvm.loop !33

423:                                              ; preds = %409
  store i32 1, ptr %28, align 4
  br label %424

424:                                              ; preds = %428, %423
  %425 = load i32, ptr %28, align 4
  %426 = mul nsw i32 3, %425
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr %28, align 4
  br label %428

428:                                              ; preds = %424
  %429 = load i32, ptr %28, align 4
  %430 = icmp sle i32 %429, 256
  br i1 %430, label %424, label %431, !llvm.loop !34

431:                                              ; preds = %428
  br label %432

432:                                              ; preds = %514, %431
  %433 = load i32, ptr %28, align 4
  %434 = sdiv i32 %433, 3
  store i32 %434, ptr %28, align 4
  %435 = load i32, ptr %28, align 4
  store i32 %435, ptr %15, align 4
  br label %436

436:                                              ; preds = %510, %432
  %437 = load i32, ptr %15, align 4
  %438 = icmp sle i32 %437, 255
  br i1 %438, label %439, label %513

439:                                              ; preds = %436
  %440 = load i32, ptr %15, align 4
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %441
  %443 = load i32, ptr %442, align 4
  store i32 %443, ptr %27, align 4
  %444 = load i32, ptr %15, align 4
  store i32 %444, ptr %16, align 4
  br label %445

445:                                              ; preds = %503, %439
  %446 = load ptr, ptr %11, align 8
  %447 = load i32, ptr %16, align 4
  %448 = load i32, ptr %28, align 4
  %449 = sub nsw i32 %447, %448
  %450 = sext i32 %449 to i64
  %451 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %450
  %452 = load i32, ptr %451, align 4
  %453 = add nsw i32 %452, 1
  %454 = shl i32 %453, 8
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds i32, ptr %446, i64 %455
  %457 = load i32, ptr %456, align 4
  %458 = load ptr, ptr %11, align 8
  %459 = load i32, ptr %16, align 4
  %460 = load i32, ptr %28, align 4
  %461 = sub nsw i32 %459, %460
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %462
  %464 = load i32, ptr %463, align 4
  %465 = shl i32 %464, 8
  %466 = sext i32 %465 to i64
  %467 = getelementptr inbounds i32, ptr %458, i64 %466
  %468 = load i32, ptr %467, align 4
  %469 = sub i32 %457, %468
  %470 = load ptr, ptr %11, align 8
  %471 = load i32, ptr %27, align 4
  %472 = add nsw i32 %471, 1
  %473 = shl i32 %472, 8
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds i32, ptr %470, i64 %474
  %476 = load i32, ptr %475, align 4
  %477 = load ptr, ptr %11, align 8
  %478 = load i32, ptr %27, align 4
  %479 = shl i32 %478, 8
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds i32, ptr %477, i64 %480
  %482 = load i32, ptr %481, align 4
  %483 = sub i32 %476, %482
  %484 = icmp ugt i32 %469, %483
  br i1 %484, label %485, label %504

485:                                              ; preds = %445
  %486 = load i32, ptr %16, align 4
  %487 = load i32, ptr %28, align 4
  %488 = sub nsw i32 %486, %487
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %489
  %491 = load i32, ptr %490, align 4
  %492 = load i32, ptr %16, align 4
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %493
  store i32 %491, ptr %494, align 4
  %495 = load i32, ptr %16, align 4
  %496 = load i32, ptr %28, align 4
  %497 = sub nsw i32 %495, %496
  store i32 %497, ptr %16, align 4
  %498 = load i32, ptr %16, align 4
  %499 = load i32, ptr %28, align 4
  %500 = sub nsw i32 %499, 1
  %501 = icmp sle i32 %498, %500
  br i1 %501, label %502, label %503

502:                                              ; preds = %485
  br label %505

503:                                              ; preds = %485
  br label %445, !llvm.loop !35

504:                                              ; preds = %445
  br label %505

505:                                              ; preds = %504, %502
  %506 = load i32, ptr %27, align 4
  %507 = load i32, ptr %16, align 4
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %508
  store i32 %506, ptr %509, align 4
  br label %510

510:                                              ; preds = %505
  %511 = load i32, ptr %15, align 4
  %512 = add nsw i32 %511, 1
  store i32 %512, ptr %15, align 4
  br label %436, !llvm.loop !36

513:                                              ; preds = %436
  br label %514

514:                                              ; preds = %513
  %515 = load i32, ptr %28, align 4
  %516 = icmp ne i32 %515, 1
  br i1 %516, label %432, label %517, !llvm.loop !37

517:                                              ; preds = %514
  store i32 0, ptr %25, align 4
  store i32 0, ptr %15, align 4
  br label %518

518:                                              ; preds = %877, %517
  %519 = load i32, ptr %15, align 4
  %520 = icmp sle i32 %519, 255
  br i1 %520, label %521, label %880

521:                                              ; preds = %518
  %522 = load i32, ptr %15, align 4
  %523 = sext i32 %522 to i64
  %524 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %523
  %525 = load i32, ptr %524, align 4
  store i32 %525, ptr %18, align 4
  store i32 0, ptr %16, align 4
  br label %526

526:                                              ; preds = %604, %521
  %527 = load i32, ptr %16, align 4
  %528 = icmp sle i32 %527, 255
  br i1 %528, label %529, label %607

529:                                              ; preds = %526
  %530 = load i32, ptr %16, align 4
  %531 = load i32, ptr %18, align 4
  %532 = icmp ne i32 %530, %531
  br i1 %532, label %533, label %603

533:                                              ; preds = %529
  %534 = load i32, ptr %18, align 4
  %535 = shl i32 %534, 8
  %536 = load i32, ptr %16, align 4
  %537 = add nsw i32 %535, %536
  store i32 %537, ptr %19, align 4
  %538 = load ptr, ptr %11, align 8
  %539 = load i32, ptr %19, align 4
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds i32, ptr %538, i64 %540
  %542 = load i32, ptr %541, align 4
  %543 = and i32 %542, 2097152
  %544 = icmp ne i32 %543, 0
  br i1 %544, label %596, label %545

545:                                              ; preds = %533
  %546 = load ptr, ptr %11, align 8
  %547 = load i32, ptr %19, align 4
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds i32, ptr %546, i64 %548
  %550 = load i32, ptr %549, align 4
  %551 = and i32 %550, -2097153
  store i32 %551, ptr %29, align 4
  %552 = load ptr, ptr %11, align 8
  %553 = load i32, ptr %19, align 4
  %554 = add nsw i32 %553, 1
  %555 = sext i32 %554 to i64
  %556 = getelementptr inbounds i32, ptr %552, i64 %555
  %557 = load i32, ptr %556, align 4
  %558 = and i32 %557, -2097153
  %559 = sub i32 %558, 1
  store i32 %559, ptr %30, align 4
  %560 = load i32, ptr %30, align 4
  %561 = load i32, ptr %29, align 4
  %562 = icmp sgt i32 %560, %561
  br i1 %562, label %563, label %595

563:                                              ; preds = %545
  %564 = load i32, ptr %13, align 4
  %565 = icmp sge i32 %564, 4
  br i1 %565, label %566, label %576

566:                                              ; preds = %563
  %567 = load ptr, ptr @stderr, align 8
  %568 = load i32, ptr %18, align 4
  %569 = load i32, ptr %16, align 4
  %570 = load i32, ptr %25, align 4
  %571 = load i32, ptr %30, align 4
  %572 = load i32, ptr %29, align 4
  %573 = sub nsw i32 %571, %572
  %574 = add nsw i32 %573, 1
  %575 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %567, ptr noundef @.str.7, i32 noundef %568, i32 noundef %569, i32 noundef %570, i32 noundef %574) #3
  br label %576

576:                                              ; preds = %566, %563
  %577 = load ptr, ptr %8, align 8
  %578 = load ptr, ptr %9, align 8
  %579 = load ptr, ptr %10, align 8
  %580 = load i32, ptr %12, align 4
  %581 = load i32, ptr %29, align 4
  %582 = load i32, ptr %30, align 4
  %583 = load ptr, ptr %14, align 8
  call void @mainQSort3(ptr noundef %577, ptr noundef %578, ptr noundef %579, i32 noundef %580, i32 noundef %581, i32 noundef %582, i32 noundef 2, ptr noundef %583)
  %584 = load i32, ptr %30, align 4
  %585 = load i32, ptr %29, align 4
  %586 = sub nsw i32 %584, %585
  %587 = add nsw i32 %586, 1
  %588 = load i32, ptr %25, align 4
  %589 = add nsw i32 %588, %587
  store i32 %589, ptr %25, align 4
  %590 = load ptr, ptr %14, align 8
  %591 = load i32, ptr %590, align 4
  %592 = icmp slt i32 %591, 0
  br i1 %592, label %593, label %594

593:                                              ; preds = %576
  br label %891

594:                                              ; preds = %576
  br label %595

595:                                              ; preds = %594, %545
  br label %596

596:                                              ; preds = %595, %533
  %597 = load ptr, ptr %11, align 8
  %598 = load i32, ptr %19, align 4
  %599 = sext i32 %598 to i64
  %600 = getelementptr inbounds i32, ptr %597, i64 %599
  %601 = load i32, ptr %600, align 4
  %602 = or i32 %601, 2097152
  store i32 %602, ptr %600, align 4
  br label %603

603:                                              ; preds = %596, %529
  br label %604

604:                                              ; preds = %603
  %605 = load i32, ptr %16, align 4
  %606 = add nsw i32 %605, 1
  store i32 %606, ptr %16, align 4
  br label %526, !llvm.loop !38

607:                                              ; preds = %526
  %608 = load i32, ptr %18, align 4
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds [256 x i8], ptr %21, i64 0, i64 %609
  %611 = load i8, ptr %610, align 1
  %612 = icmp ne i8 %611, 0
  br i1 %612, label %613, label %614

613:                                              ; preds = %607
  call void @BZ2_bz__AssertH__fail(i32 noundef 1006)
  br label %614

614:                                              ; preds = %613, %607
  store i32 0, ptr %16, align 4
  br label %615

615:                                              ; preds = %645, %614
  %616 = load i32, ptr %16, align 4
  %617 = icmp sle i32 %616, 255
  br i1 %617, label %618, label %648

618:                                              ; preds = %615
  %619 = load ptr, ptr %11, align 8
  %620 = load i32, ptr %16, align 4
  %621 = shl i32 %620, 8
  %622 = load i32, ptr %18, align 4
  %623 = add nsw i32 %621, %622
  %624 = sext i32 %623 to i64
  %625 = getelementptr inbounds i32, ptr %619, i64 %624
  %626 = load i32, ptr %625, align 4
  %627 = and i32 %626, -2097153
  %628 = load i32, ptr %16, align 4
  %629 = sext i32 %628 to i64
  %630 = getelementptr inbounds [256 x i32], ptr %22, i64 0, i64 %629
  store i32 %627, ptr %630, align 4
  %631 = load ptr, ptr %11, align 8
  %632 = load i32, ptr %16, align 4
  %633 = shl i32 %632, 8
  %634 = load i32, ptr %18, align 4
  %635 = add nsw i32 %633, %634
  %636 = add nsw i32 %635, 1
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds i32, ptr %631, i64 %637
  %639 = load i32, ptr %638, align 4
  %640 = and i32 %639, -2097153
  %641 = sub i32 %640, 1
  %642 = load i32, ptr %16, align 4
  %643 = sext i32 %642 to i64
  %644 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 %643
  store i32 %641, ptr %644, align 4
  br label %645

645:                                              ; preds = %618
  %646 = load i32, ptr %16, align 4
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr %16, align 4
  br label %615, !llvm.loop !39

648:                                              ; preds = %615
  %649 = load ptr, ptr %11, align 8
  %650 = load i32, ptr %18, align 4
  %651 = shl i32 %650, 8
  %652 = sext i32 %651 to i64
  %653 = getelementptr inbounds i32, ptr %649, i64 %652
  %654 = load i32, ptr %653, align 4
  %655 = and i32 %654, -2097153
  store i32 %655, ptr %16, align 4
  br label %656

656:                                              ; preds = %698, %648
  %657 = load i32, ptr %16, align 4
  %658 = load i32, ptr %18, align 4
  %659 = sext i32 %658 to i64
  %660 = getelementptr inbounds [256 x i32], ptr %22, i64 0, i64 %659
  %661 = load i32, ptr %660, align 4
  %662 = icmp slt i32 %657, %661
  br i1 %662, label %663, label %701

663:                                              ; preds = %656
  %664 = load ptr, ptr %8, align 8
  %665 = load i32, ptr %16, align 4
  %666 = sext i32 %665 to i64
  %667 = getelementptr inbounds i32, ptr %664, i64 %666
  %668 = load i32, ptr %667, align 4
  %669 = sub i32 %668, 1
  store i32 %669, ptr %17, align 4
  %670 = load i32, ptr %17, align 4
  %671 = icmp slt i32 %670, 0
  br i1 %671, label %672, label %676

672:                                              ; preds = %663
  %673 = load i32, ptr %12, align 4
  %674 = load i32, ptr %17, align 4
  %675 = add nsw i32 %674, %673
  store i32 %675, ptr %17, align 4
  br label %676

676:                                              ; preds = %672, %663
  %677 = load ptr, ptr %9, align 8
  %678 = load i32, ptr %17, align 4
  %679 = sext i32 %678 to i64
  %680 = getelementptr inbounds i8, ptr %677, i64 %679
  %681 = load i8, ptr %680, align 1
  store i8 %681, ptr %24, align 1
  %682 = load i8, ptr %24, align 1
  %683 = zext i8 %682 to i64
  %684 = getelementptr inbounds [256 x i8], ptr %21, i64 0, i64 %683
  %685 = load i8, ptr %684, align 1
  %686 = icmp ne i8 %685, 0
  br i1 %686, label %697, label %687

687:                                              ; preds = %676
  %688 = load i32, ptr %17, align 4
  %689 = load ptr, ptr %8, align 8
  %690 = load i8, ptr %24, align 1
  %691 = zext i8 %690 to i64
  %692 = getelementptr inbounds [256 x i32], ptr %22, i64 0, i64 %691
  %693 = load i32, ptr %692, align 4
  %694 = add nsw i32 %693, 1
  store i32 %694, ptr %692, align 4
  %695 = sext i32 %693 to i64
  %696 = getelementptr inbounds i32, ptr %689, i64 %695
  store i32 %688, ptr %696, align 4
  br label %697

697:                                              ; preds = %687, %676
  br label %698

698:                                              ; preds = %697
  %699 = load i32, ptr %16, align 4
  %700 = add nsw i32 %699, 1
  store i32 %700, ptr %16, align 4
  br label %656, !llvm.loop !40

701:                                              ; preds = %656
  %702 = load ptr, ptr %11, align 8
  %703 = load i32, ptr %18, align 4
  %704 = add nsw i32 %703, 1
  %705 = shl i32 %704, 8
  %706 = sext i32 %705 to i64
  %707 = getelementptr inbounds i32, ptr %702, i64 %706
  %708 = load i32, ptr %707, align 4
  %709 = and i32 %708, -2097153
  %710 = sub i32 %709, 1
  store i32 %710, ptr %16, align 4
  br label %711

711:                                              ; preds = %753, %701
  %712 = load i32, ptr %16, align 4
  %713 = load i32, ptr %18, align 4
  %714 = sext i32 %713 to i64
  %715 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 %714
  %716 = load i32, ptr %715, align 4
  %717 = icmp sgt i32 %712, %716
  br i1 %717, label %718, label %756

718:                                              ; preds = %711
  %719 = load ptr, ptr %8, align 8
  %720 = load i32, ptr %16, align 4
  %721 = sext i32 %720 to i64
  %722 = getelementptr inbounds i32, ptr %719, i64 %721
  %723 = load i32, ptr %722, align 4
  %724 = sub i32 %723, 1
  store i32 %724, ptr %17, align 4
  %725 = load i32, ptr %17, align 4
  %726 = icmp slt i32 %725, 0
  br i1 %726, label %727, label %731

727:                                              ; preds = %718
  %728 = load i32, ptr %12, align 4
  %729 = load i32, ptr %17, align 4
  %730 = add nsw i32 %729, %728
  store i32 %730, ptr %17, align 4
  br label %731

731:                                              ; preds = %727, %718
  %732 = load ptr, ptr %9, align 8
  %733 = load i32, ptr %17, align 4
  %734 = sext i32 %733 to i64
  %735 = getelementptr inbounds i8, ptr %732, i64 %734
  %736 = load i8, ptr %735, align 1
  store i8 %736, ptr %24, align 1
  %737 = load i8, ptr %24, align 1
  %738 = zext i8 %737 to i64
  %739 = getelementptr inbounds [256 x i8], ptr %21, i64 0, i64 %738
  %740 = load i8, ptr %739, align 1
  %741 = icmp ne i8 %740, 0
  br i1 %741, label %752, label %742

742:                                              ; preds = %731
  %743 = load i32, ptr %17, align 4
  %744 = load ptr, ptr %8, align 8
  %745 = load i8, ptr %24, align 1
  %746 = zext i8 %745 to i64
  %747 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 %746
  %748 = load i32, ptr %747, align 4
  %749 = add nsw i32 %748, -1
  store i32 %749, ptr %747, align 4
  %750 = sext i32 %748 to i64
  %751 = getelementptr inbounds i32, ptr %744, i64 %750
  store i32 %743, ptr %751, align 4
  br label %752

752:                                              ; preds = %742, %731
  br label %753

753:                                              ; preds = %752
  %754 = load i32, ptr %16, align 4
  %755 = add nsw i32 %754, -1
  store i32 %755, ptr %16, align 4
  br label %711, !llvm.loop !41

756:                                              ; preds = %711
  %757 = load i32, ptr %18, align 4
  %758 = sext i32 %757 to i64
  %759 = getelementptr inbounds [256 x i32], ptr %22, i64 0, i64 %758
  %760 = load i32, ptr %759, align 4
  %761 = sub nsw i32 %760, 1
  %762 = load i32, ptr %18, align 4
  %763 = sext i32 %762 to i64
  %764 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 %763
  %765 = load i32, ptr %764, align 4
  %766 = icmp eq i32 %761, %765
  br i1 %766, label %782, label %767

767:                                              ; preds = %756
  %768 = load i32, ptr %18, align 4
  %769 = sext i32 %768 to i64
  %770 = getelementptr inbounds [256 x i32], ptr %22, i64 0, i64 %769
  %771 = load i32, ptr %770, align 4
  %772 = icmp eq i32 %771, 0
  br i1 %772, label %773, label %781

773:                                              ; preds = %767
  %774 = load i32, ptr %18, align 4
  %775 = sext i32 %774 to i64
  %776 = getelementptr inbounds [256 x i32], ptr %23, i64 0, i64 %775
  %777 = load i32, ptr %776, align 4
  %778 = load i32, ptr %12, align 4
  %779 = sub nsw i32 %778, 1
  %780 = icmp eq i32 %777, %779
  br i1 %780, label %782, label %781

781:                                              ; preds = %773, %767
  call void @BZ2_bz__AssertH__fail(i32 noundef 1007)
  br label %782

782:                                              ; preds = %781, %773, %756
  store i32 0, ptr %16, align 4
  br label %783

783:                                              ; preds = %796, %782
  %784 = load i32, ptr %16, align 4
  %785 = icmp sle i32 %784, 255
  br i1 %785, label %786, label %799

786:                                              ; preds = %783
  %787 = load ptr, ptr %11, align 8
  %788 = load i32, ptr %16, align 4
  %789 = shl i32 %788, 8
  %790 = load i32, ptr %18, align 4
  %791 = add nsw i32 %789, %790
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds i32, ptr %787, i64 %792
  %794 = load i32, ptr %793, align 4
  %795 = or i32 %794, 2097152
  store i32 %795, ptr %793, align 4
  br label %796

796:                                              ; preds = %786
  %797 = load i32, ptr %16, align 4
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %16, align 4
  br label %783, !llvm.loop !42

799:                                              ; preds = %783
  %800 = load i32, ptr %18, align 4
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds [256 x i8], ptr %21, i64 0, i64 %801
  store i8 1, ptr %802, align 1
  %803 = load i32, ptr %15, align 4
  %804 = icmp slt i32 %803, 255
  br i1 %804, label %805, label %876

805:                                              ; preds = %799
  %806 = load ptr, ptr %11, align 8
  %807 = load i32, ptr %18, align 4
  %808 = shl i32 %807, 8
  %809 = sext i32 %808 to i64
  %810 = getelementptr inbounds i32, ptr %806, i64 %809
  %811 = load i32, ptr %810, align 4
  %812 = and i32 %811, -2097153
  store i32 %812, ptr %31, align 4
  %813 = load ptr, ptr %11, align 8
  %814 = load i32, ptr %18, align 4
  %815 = add nsw i32 %814, 1
  %816 = shl i32 %815, 8
  %817 = sext i32 %816 to i64
  %818 = getelementptr inbounds i32, ptr %813, i64 %817
  %819 = load i32, ptr %818, align 4
  %820 = and i32 %819, -2097153
  %821 = load i32, ptr %31, align 4
  %822 = sub i32 %820, %821
  store i32 %822, ptr %32, align 4
  store i32 0, ptr %33, align 4
  br label %823

823:                                              ; preds = %828, %805
  %824 = load i32, ptr %32, align 4
  %825 = load i32, ptr %33, align 4
  %826 = ashr i32 %824, %825
  %827 = icmp sgt i32 %826, 65534
  br i1 %827, label %828, label %831

828:                                              ; preds = %823
  %829 = load i32, ptr %33, align 4
  %830 = add nsw i32 %829, 1
  store i32 %830, ptr %33, align 4
  br label %823, !llvm.loop !43

831:                                              ; preds = %823
  %832 = load i32, ptr %32, align 4
  %833 = sub nsw i32 %832, 1
  store i32 %833, ptr %16, align 4
  br label %834

834:                                              ; preds = %865, %831
  %835 = load i32, ptr %16, align 4
  %836 = icmp sge i32 %835, 0
  br i1 %836, label %837, label %868

837:                                              ; preds = %834
  %838 = load ptr, ptr %8, align 8
  %839 = load i32, ptr %31, align 4
  %840 = load i32, ptr %16, align 4
  %841 = add nsw i32 %839, %840
  %842 = sext i32 %841 to i64
  %843 = getelementptr inbounds i32, ptr %838, i64 %842
  %844 = load i32, ptr %843, align 4
  store i32 %844, ptr %34, align 4
  %845 = load i32, ptr %16, align 4
  %846 = load i32, ptr %33, align 4
  %847 = ashr i32 %845, %846
  %848 = trunc i32 %847 to i16
  store i16 %848, ptr %35, align 2
  %849 = load i16, ptr %35, align 2
  %850 = load ptr, ptr %10, align 8
  %851 = load i32, ptr %34, align 4
  %852 = sext i32 %851 to i64
  %853 = getelementptr inbounds i16, ptr %850, i64 %852
  store i16 %849, ptr %853, align 2
  %854 = load i32, ptr %34, align 4
  %855 = icmp slt i32 %854, 34
  br i1 %855, label %856, label %864

856:                                              ; preds = %837
  %857 = load i16, ptr %35, align 2
  %858 = load ptr, ptr %10, align 8
  %859 = load i32, ptr %34, align 4
  %860 = load i32, ptr %12, align 4
  %861 = add nsw i32 %859, %860
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds i16, ptr %858, i64 %862
  store i16 %857, ptr %863, align 2
  br label %864

864:                                              ; preds = %856, %837
  br label %865

865:                                              ; preds = %864
  %866 = load i32, ptr %16, align 4
  %867 = add nsw i32 %866, -1
  store i32 %867, ptr %16, align 4
  br label %834, !llvm.loop !44

868:                                              ; preds = %834
  %869 = load i32, ptr %32, align 4
  %870 = sub nsw i32 %869, 1
  %871 = load i32, ptr %33, align 4
  %872 = ashr i32 %870, %871
  %873 = icmp sle i32 %872, 65535
  br i1 %873, label %875, label %874

874:                                              ; preds = %868
  call void @BZ2_bz__AssertH__fail(i32 noundef 1002)
  br label %875

875:                                              ; preds = %874, %868
  br label %876

876:                                              ; preds = %875, %799
  br label %877

877:                                              ; preds = %876
  %878 = load i32, ptr %15, align 4
  %879 = add nsw i32 %878, 1
  store i32 %879, ptr %15, align 4
  br label %518, !llvm.loop !45

880:                                              ; preds = %518
  %881 = load i32, ptr %13, align 4
  %882 = icmp sge i32 %881, 4
  br i1 %882, label %883, label %891

883:                                              ; preds = %880
  %884 = load ptr, ptr @stderr, align 8
  %885 = load i32, ptr %12, align 4
  %886 = load i32, ptr %25, align 4
  %887 = load i32, ptr %12, align 4
  %888 = load i32, ptr %25, align 4
  %889 = sub nsw i32 %887, %888
  %890 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %884, ptr noundef @.str.8, i32 noundef %885, i32 noundef %886, i32 noundef %889) #3
  br label %891

891:                                              ; preds = %593, %883, %880
  ret void
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #1

declare void @BZ2_bz__AssertH__fail(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fallbackQSort3(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
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
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [100 x i32], align 4
  %22 = alloca [100 x i32], align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %15, align 4
  %34 = load i32, ptr %7, align 4
  %35 = load i32, ptr %15, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %36
  store i32 %34, ptr %37, align 4
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %15, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  %42 = load i32, ptr %15, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %15, align 4
  br label %44

44:                                               ; preds = %423, %255, %66, %4
  %45 = load i32, ptr %15, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %424

47:                                               ; preds = %44
  %48 = load i32, ptr %15, align 4
  %49 = icmp slt i32 %48, 99
  br i1 %49, label %51, label %50

50:                                               ; preds = %47
  call void @BZ2_bz__AssertH__fail(i32 noundef 1004)
  br label %51

51:                                               ; preds = %50, %47
  %52 = load i32, ptr %15, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %15, align 4
  %54 = load i32, ptr %15, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %16, align 4
  %58 = load i32, ptr %15, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %17, align 4
  %62 = load i32, ptr %17, align 4
  %63 = load i32, ptr %16, align 4
  %64 = sub nsw i32 %62, %63
  %65 = icmp slt i32 %64, 10
  br i1 %65, label %66, label %71

66:                                               ; preds = %51
  %67 = load ptr, ptr %5, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %16, align 4
  %70 = load i32, ptr %17, align 4
  call void @fallbackSimpleSort(ptr noundef %67, ptr noundef %68, i32 noundef %69, i32 noundef %70)
  br label %44, !llvm.loop !46

71:                                               ; preds = %51
  %72 = load i32, ptr %19, align 4
  %73 = mul i32 %72, 7621
  %74 = add i32 %73, 1
  %75 = urem i32 %74, 32768
  store i32 %75, ptr %19, align 4
  %76 = load i32, ptr %19, align 4
  %77 = urem i32 %76, 3
  store i32 %77, ptr %20, align 4
  %78 = load i32, ptr %20, align 4
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %90

80:                                               ; preds = %71
  %81 = load ptr, ptr %6, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %16, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %82, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr %81, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %18, align 4
  br label %117

90:                                               ; preds = %71
  %91 = load i32, ptr %20, align 4
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %106

93:                                               ; preds = %90
  %94 = load ptr, ptr %6, align 8
  %95 = load ptr, ptr %5, align 8
  %96 = load i32, ptr %16, align 4
  %97 = load i32, ptr %17, align 4
  %98 = add nsw i32 %96, %97
  %99 = ashr i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %95, i64 %100
  %102 = load i32, ptr %101, align 4
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %94, i64 %103
  %105 = load i32, ptr %104, align 4
  store i32 %105, ptr %18, align 4
  br label %116

106:                                              ; preds = %90
  %107 = load ptr, ptr %6, align 8
  %108 = load ptr, ptr %5, align 8
  %109 = load i32, ptr %17, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %108, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %107, i64 %113
  %115 = load i32, ptr %114, align 4
  store i32 %115, ptr %18, align 4
  br label %116

116:                                              ; preds = %106, %93
  br label %117

117:                                              ; preds = %116, %80
  %118 = load i32, ptr %16, align 4
  store i32 %118, ptr %11, align 4
  store i32 %118, ptr %9, align 4
  %119 = load i32, ptr %17, align 4
  store i32 %119, ptr %12, align 4
  store i32 %119, ptr %10, align 4
  br label %120

120:                                              ; preds = %117, %227
  br label %121

121:                                              ; preds = %120, %140, %168
  %122 = load i32, ptr %9, align 4
  %123 = load i32, ptr %10, align 4
  %124 = icmp sgt i32 %122, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %121
  br label %171

126:                                              ; preds = %121
  %127 = load ptr, ptr %6, align 8
  %128 = load ptr, ptr %5, align 8
  %129 = load i32, ptr %9, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr %128, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %127, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = load i32, ptr %18, align 4
  %137 = sub nsw i32 %135, %136
  store i32 %137, ptr %13, align 4
  %138 = load i32, ptr %13, align 4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %164

140:                                              ; preds = %126
  %141 = load ptr, ptr %5, align 8
  %142 = load i32, ptr %9, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %141, i64 %143
  %145 = load i32, ptr %144, align 4
  store i32 %145, ptr %23, align 4
  %146 = load ptr, ptr %5, align 8
  %147 = load i32, ptr %11, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr %146, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = load ptr, ptr %5, align 8
  %152 = load i32, ptr %9, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i32, ptr %151, i64 %153
  store i32 %150, ptr %154, align 4
  %155 = load i32, ptr %23, align 4
  %156 = load ptr, ptr %5, align 8
  %157 = load i32, ptr %11, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %156, i64 %158
  store i32 %155, ptr %159, align 4
  %160 = load i32, ptr %11, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %11, align 4
  %162 = load i32, ptr %9, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %9, align 4
  br label %121

164:                                              ; preds = %126
  %165 = load i32, ptr %13, align 4
  %166 = icmp sgt i32 %165, 0
  br i1 %166, label %167, label %168

167:                                              ; preds = %164
  br label %171

168:                                              ; preds = %164
  %169 = load i32, ptr %9, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %9, align 4
  br label %121

171:                                              ; preds = %167, %125
  br label %172

172:                                              ; preds = %171, %191, %219
  %173 = load i32, ptr %9, align 4
  %174 = load i32, ptr %10, align 4
  %175 = icmp sgt i32 %173, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %172
  br label %222

177:                                              ; preds = %172
  %178 = load ptr, ptr %6, align 8
  %179 = load ptr, ptr %5, align 8
  %180 = load i32, ptr %10, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr %179, i64 %181
  %183 = load i32, ptr %182, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds i32, ptr %178, i64 %184
  %186 = load i32, ptr %185, align 4
  %187 = load i32, ptr %18, align 4
  %188 = sub nsw i32 %186, %187
  store i32 %188, ptr %13, align 4
  %189 = load i32, ptr %13, align 4
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %191, label %215

191:                                              ; preds = %177
  %192 = load ptr, ptr %5, align 8
  %193 = load i32, ptr %10, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i32, ptr %192, i64 %194
  %196 = load i32, ptr %195, align 4
  store i32 %196, ptr %24, align 4
  %197 = load ptr, ptr %5, align 8
  %198 = load i32, ptr %12, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds i32, ptr %197, i64 %199
  %201 = load i32, ptr %200, align 4
  %202 = load ptr, ptr %5, align 8
  %203 = load i32, ptr %10, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %202, i64 %204
  store i32 %201, ptr %205, align 4
  %206 = load i32, ptr %24, align 4
  %207 = load ptr, ptr %5, align 8
  %208 = load i32, ptr %12, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds i32, ptr %207, i64 %209
  store i32 %206, ptr %210, align 4
  %211 = load i32, ptr %12, align 4
  %212 = add nsw i32 %211, -1
  store i32 %212, ptr %12, align 4
  %213 = load i32, ptr %10, align 4
  %214 = add nsw i32 %213, -1
  store i32 %214, ptr %10, align 4
  br label %172

215:                                              ; preds = %177
  %216 = load i32, ptr %13, align 4
  %217 = icmp slt i32 %216, 0
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  br label %222

219:                                              ; preds = %215
  %220 = load i32, ptr %10, align 4
  %221 = add nsw i32 %220, -1
  store i32 %221, ptr %10, align 4
  br label %172

222:                                              ; preds = %218, %176
  %223 = load i32, ptr %9, align 4
  %224 = load i32, ptr %10, align 4
  %225 = icmp sgt i32 %223, %224
  br i1 %225, label %226, label %227

226:                                              ; preds = %222
  br label %251

227:                                              ; preds = %222
  %228 = load ptr, ptr %5, align 8
  %229 = load i32, ptr %9, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds i32, ptr %228, i64 %230
  %232 = load i32, ptr %231, align 4
  store i32 %232, ptr %25, align 4
  %233 = load ptr, ptr %5, align 8
  %234 = load i32, ptr %10, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i32, ptr %233, i64 %235
  %237 = load i32, ptr %236, align 4
  %238 = load ptr, ptr %5, align 8
  %239 = load i32, ptr %9, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds i32, ptr %238, i64 %240
  store i32 %237, ptr %241, align 4
  %242 = load i32, ptr %25, align 4
  %243 = load ptr, ptr %5, align 8
  %244 = load i32, ptr %10, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds i32, ptr %243, i64 %245
  store i32 %242, ptr %246, align 4
  %247 = load i32, ptr %9, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %9, align 4
  %249 = load i32, ptr %10, align 4
  %250 = add nsw i32 %249, -1
  store i32 %250, ptr %10, align 4
  br label %120

251:                                              ; preds = %226
  %252 = load i32, ptr %12, align 4
  %253 = load i32, ptr %11, align 4
  %254 = icmp slt i32 %252, %253
  br i1 %254, label %255, label %256

255:                                              ; preds = %251
  br label %44, !llvm.loop !46

256:                                              ; preds = %251
  %257 = load i32, ptr %11, align 4
  %258 = load i32, ptr %16, align 4
  %259 = sub nsw i32 %257, %258
  %260 = load i32, ptr %9, align 4
  %261 = load i32, ptr %11, align 4
  %262 = sub nsw i32 %260, %261
  %263 = icmp slt i32 %259, %262
  br i1 %263, label %264, label %268

264:                                              ; preds = %256
  %265 = load i32, ptr %11, align 4
  %266 = load i32, ptr %16, align 4
  %267 = sub nsw i32 %265, %266
  br label %272

268:                                              ; preds = %256
  %269 = load i32, ptr %9, align 4
  %270 = load i32, ptr %11, align 4
  %271 = sub nsw i32 %269, %270
  br label %272

272:                                              ; preds = %268, %264
  %273 = phi i32 [ %267, %264 ], [ %271, %268 ]
  store i32 %273, ptr %13, align 4
  %274 = load i32, ptr %16, align 4
  store i32 %274, ptr %26, align 4
  %275 = load i32, ptr %9, align 4
  %276 = load i32, ptr %13, align 4
  %277 = sub nsw i32 %275, %276
  store i32 %277, ptr %27, align 4
  %278 = load i32, ptr %13, align 4
  store i32 %278, ptr %28, align 4
  br label %279

279:                                              ; preds = %282, %272
  %280 = load i32, ptr %28, align 4
  %281 = icmp sgt i32 %280, 0
  br i1 %281, label %282, label %308

282:                                              ; preds = %279
  %283 = load ptr, ptr %5, align 8
  %284 = load i32, ptr %26, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds i32, ptr %283, i64 %285
  %287 = load i32, ptr %286, align 4
  store i32 %287, ptr %29, align 4
  %288 = load ptr, ptr %5, align 8
  %289 = load i32, ptr %27, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds i32, ptr %288, i64 %290
  %292 = load i32, ptr %291, align 4
  %293 = load ptr, ptr %5, align 8
  %294 = load i32, ptr %26, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i32, ptr %293, i64 %295
  store i32 %292, ptr %296, align 4
  %297 = load i32, ptr %29, align 4
  %298 = load ptr, ptr %5, align 8
  %299 = load i32, ptr %27, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds i32, ptr %298, i64 %300
  store i32 %297, ptr %301, align 4
  %302 = load i32, ptr %26, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %26, align 4
  %304 = load i32, ptr %27, align 4
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr %27, align 4
  %306 = load i32, ptr %28, align 4
  %307 = add nsw i32 %306, -1
  store i32 %307, ptr %28, align 4
  br label %279, !llvm.loop !47

308:                                              ; preds = %279
  %309 = load i32, ptr %17, align 4
  %310 = load i32, ptr %12, align 4
  %311 = sub nsw i32 %309, %310
  %312 = load i32, ptr %12, align 4
  %313 = load i32, ptr %10, align 4
  %314 = sub nsw i32 %312, %313
  %315 = icmp slt i32 %311, %314
  br i1 %315, label %316, label %320

316:                                              ; preds = %308
  %317 = load i32, ptr %17, align 4
  %318 = load i32, ptr %12, align 4
  %319 = sub nsw i32 %317, %318
  br label %324

320:                                              ; preds = %308
  %321 = load i32, ptr %12, align 4
  %322 = load i32, ptr %10, align 4
  %323 = sub nsw i32 %321, %322
  br label %324

324:                                              ; preds = %320, %316
  %325 = phi i32 [ %319, %316 ], [ %323, %320 ]
  store i32 %325, ptr %14, align 4
  %326 = load i32, ptr %9, align 4
  store i32 %326, ptr %30, align 4
  %327 = load i32, ptr %17, align 4
  %328 = load i32, ptr %14, align 4
  %329 = sub nsw i32 %327, %328
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr %31, align 4
  %331 = load i32, ptr %14, align 4
  store i32 %331, ptr %32, align 4
  br label %332

332:                                              ; preds = %335, %324
  %333 = load i32, ptr %32, align 4
  %334 = icmp sgt i32 %333, 0
  br i1 %334, label %335, label %361

335:                                              ; preds = %332
  %336 = load ptr, ptr %5, align 8
  %337 = load i32, ptr %30, align 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds i32, ptr %336, i64 %338
  %340 = load i32, ptr %339, align 4
  store i32 %340, ptr %33, align 4
  %341 = load ptr, ptr %5, align 8
  %342 = load i32, ptr %31, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds i32, ptr %341, i64 %343
  %345 = load i32, ptr %344, align 4
  %346 = load ptr, ptr %5, align 8
  %347 = load i32, ptr %30, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i32, ptr %346, i64 %348
  store i32 %345, ptr %349, align 4
  %350 = load i32, ptr %33, align 4
  %351 = load ptr, ptr %5, align 8
  %352 = load i32, ptr %31, align 4
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %351, i64 %353
  store i32 %350, ptr %354, align 4
  %355 = load i32, ptr %30, align 4
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr %30, align 4
  %357 = load i32, ptr %31, align 4
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %31, align 4
  %359 = load i32, ptr %32, align 4
  %360 = add nsw i32 %359, -1
  store i32 %360, ptr %32, align 4
  br label %332, !llvm.loop !48

361:                                              ; preds = %332
  %362 = load i32, ptr %16, align 4
  %363 = load i32, ptr %9, align 4
  %364 = add nsw i32 %362, %363
  %365 = load i32, ptr %11, align 4
  %366 = sub nsw i32 %364, %365
  %367 = sub nsw i32 %366, 1
  store i32 %367, ptr %13, align 4
  %368 = load i32, ptr %17, align 4
  %369 = load i32, ptr %12, align 4
  %370 = load i32, ptr %10, align 4
  %371 = sub nsw i32 %369, %370
  %372 = sub nsw i32 %368, %371
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %14, align 4
  %374 = load i32, ptr %13, align 4
  %375 = load i32, ptr %16, align 4
  %376 = sub nsw i32 %374, %375
  %377 = load i32, ptr %17, align 4
  %378 = load i32, ptr %14, align 4
  %379 = sub nsw i32 %377, %378
  %380 = icmp sgt i32 %376, %379
  br i1 %380, label %381, label %402

381:                                              ; preds = %361
  %382 = load i32, ptr %16, align 4
  %383 = load i32, ptr %15, align 4
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %384
  store i32 %382, ptr %385, align 4
  %386 = load i32, ptr %13, align 4
  %387 = load i32, ptr %15, align 4
  %388 = sext i32 %387 to i64
  %389 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %388
  store i32 %386, ptr %389, align 4
  %390 = load i32, ptr %15, align 4
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %15, align 4
  %392 = load i32, ptr %14, align 4
  %393 = load i32, ptr %15, align 4
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %394
  store i32 %392, ptr %395, align 4
  %396 = load i32, ptr %17, align 4
  %397 = load i32, ptr %15, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %398
  store i32 %396, ptr %399, align 4
  %400 = load i32, ptr %15, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %15, align 4
  br label %423

402:                                              ; preds = %361
  %403 = load i32, ptr %14, align 4
  %404 = load i32, ptr %15, align 4
  %405 = sext i32 %404 to i64
  %406 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %405
  store i32 %403, ptr %406, align 4
  %407 = load i32, ptr %17, align 4
  %408 = load i32, ptr %15, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %409
  store i32 %407, ptr %410, align 4
  %411 = load i32, ptr %15, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr %15, align 4
  %413 = load i32, ptr %16, align 4
  %414 = load i32, ptr %15, align 4
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [100 x i32], ptr %21, i64 0, i64 %415
  store i32 %413, ptr %416, align 4
  %417 = load i32, ptr %13, align 4
  %418 = load i32, ptr %15, align 4
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [100 x i32], ptr %22, i64 0, i64 %419
  store i32 %417, ptr %420, align 4
  %421 = load i32, ptr %15, align 4
  %422 = add nsw i32 %421, 1
  store i32 %422, ptr %15, align 4
  br label %423

423:                                              ; preds = %402, %381
  br label %44, !llvm.loop !46

424:                                              ; preds = %44
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fallbackSimpleSort(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %8, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %4
  br label %147

17:                                               ; preds = %4
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %7, align 4
  %20 = sub nsw i32 %18, %19
  %21 = icmp sgt i32 %20, 3
  br i1 %21, label %22, label %85

22:                                               ; preds = %17
  %23 = load i32, ptr %8, align 4
  %24 = sub nsw i32 %23, 4
  store i32 %24, ptr %9, align 4
  br label %25

25:                                               ; preds = %81, %22
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %7, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %84

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %11, align 4
  %35 = load ptr, ptr %6, align 8
  %36 = load i32, ptr %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %12, align 4
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 4
  store i32 %41, ptr %10, align 4
  br label %42

42:                                               ; preds = %71, %29
  %43 = load i32, ptr %10, align 4
  %44 = load i32, ptr %8, align 4
  %45 = icmp sle i32 %43, %44
  br i1 %45, label %46, label %58

46:                                               ; preds = %42
  %47 = load i32, ptr %12, align 4
  %48 = load ptr, ptr %6, align 8
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %10, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %48, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = icmp ugt i32 %47, %56
  br label %58

58:                                               ; preds = %46, %42
  %59 = phi i1 [ false, %42 ], [ %57, %46 ]
  br i1 %59, label %60, label %74

60:                                               ; preds = %58
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %10, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %5, align 8
  %67 = load i32, ptr %10, align 4
  %68 = sub nsw i32 %67, 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %66, i64 %69
  store i32 %65, ptr %70, align 4
  br label %71

71:                                               ; preds = %60
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %72, 4
  store i32 %73, ptr %10, align 4
  br label %42, !llvm.loop !49

74:                                               ; preds = %58
  %75 = load i32, ptr %11, align 4
  %76 = load ptr, ptr %5, align 8
  %77 = load i32, ptr %10, align 4
  %78 = sub nsw i32 %77, 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %76, i64 %79
  store i32 %75, ptr %80, align 4
  br label %81

81:                                               ; preds = %74
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %82, -1
  store i32 %83, ptr %9, align 4
  br label %25, !llvm.loop !50

84:                                               ; preds = %25
  br label %85

85:                                               ; preds = %84, %17
  %86 = load i32, ptr %8, align 4
  %87 = sub nsw i32 %86, 1
  store i32 %87, ptr %9, align 4
  br label %88

88:                                               ; preds = %144, %85
  %89 = load i32, ptr %9, align 4
  %90 = load i32, ptr %7, align 4
  %91 = icmp sge i32 %89, %90
  br i1 %91, label %92, label %147

92:                                               ; preds = %88
  %93 = load ptr, ptr %5, align 8
  %94 = load i32, ptr %9, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %93, i64 %95
  %97 = load i32, ptr %96, align 4
  store i32 %97, ptr %11, align 4
  %98 = load ptr, ptr %6, align 8
  %99 = load i32, ptr %11, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %12, align 4
  %103 = load i32, ptr %9, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %10, align 4
  br label %105

105:                                              ; preds = %134, %92
  %106 = load i32, ptr %10, align 4
  %107 = load i32, ptr %8, align 4
  %108 = icmp sle i32 %106, %107
  br i1 %108, label %109, label %121

109:                                              ; preds = %105
  %110 = load i32, ptr %12, align 4
  %111 = load ptr, ptr %6, align 8
  %112 = load ptr, ptr %5, align 8
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %112, i64 %114
  %116 = load i32, ptr %115, align 4
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr %111, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = icmp ugt i32 %110, %119
  br label %121

121:                                              ; preds = %109, %105
  %122 = phi i1 [ false, %105 ], [ %120, %109 ]
  br i1 %122, label %123, label %137

123:                                              ; preds = %121
  %124 = load ptr, ptr %5, align 8
  %125 = load i32, ptr %10, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr %124, i64 %126
  %128 = load i32, ptr %127, align 4
  %129 = load ptr, ptr %5, align 8
  %130 = load i32, ptr %10, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %129, i64 %132
  store i32 %128, ptr %133, align 4
  br label %134

134:                                              ; preds = %123
  %135 = load i32, ptr %10, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %10, align 4
  br label %105, !llvm.loop !51

137:                                              ; preds = %121
  %138 = load i32, ptr %11, align 4
  %139 = load ptr, ptr %5, align 8
  %140 = load i32, ptr %10, align 4
  %141 = sub nsw i32 %140, 1
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %139, i64 %142
  store i32 %138, ptr %143, align 4
  br label %144

144:                                              ; preds = %137
  %145 = load i32, ptr %9, align 4
  %146 = add nsw i32 %145, -1
  store i32 %146, ptr %9, align 4
  br label %88, !llvm.loop !52

147:                                              ; preds = %16, %88
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mainQSort3(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
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
  %27 = alloca i32, align 4
  %28 = alloca [100 x i32], align 4
  %29 = alloca [100 x i32], align 4
  %30 = alloca [100 x i32], align 4
  %31 = alloca [3 x i32], align 4
  %32 = alloca [3 x i32], align 4
  %33 = alloca [3 x i32], align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  store i32 0, ptr %24, align 4
  %48 = load i32, ptr %13, align 4
  %49 = load i32, ptr %24, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %50
  store i32 %48, ptr %51, align 4
  %52 = load i32, ptr %14, align 4
  %53 = load i32, ptr %24, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %54
  store i32 %52, ptr %55, align 4
  %56 = load i32, ptr %15, align 4
  %57 = load i32, ptr %24, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %58
  store i32 %56, ptr %59, align 4
  %60 = load i32, ptr %24, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %24, align 4
  br label %62

62:                                               ; preds = %543, %287, %104, %8
  %63 = load i32, ptr %24, align 4
  %64 = icmp sgt i32 %63, 0
  br i1 %64, label %65, label %595

65:                                               ; preds = %62
  %66 = load i32, ptr %24, align 4
  %67 = icmp slt i32 %66, 98
  br i1 %67, label %69, label %68

68:                                               ; preds = %65
  call void @BZ2_bz__AssertH__fail(i32 noundef 1001)
  br label %69

69:                                               ; preds = %68, %65
  %70 = load i32, ptr %24, align 4
  %71 = add nsw i32 %70, -1
  store i32 %71, ptr %24, align 4
  %72 = load i32, ptr %24, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %25, align 4
  %76 = load i32, ptr %24, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  store i32 %79, ptr %26, align 4
  %80 = load i32, ptr %24, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  store i32 %83, ptr %27, align 4
  %84 = load i32, ptr %26, align 4
  %85 = load i32, ptr %25, align 4
  %86 = sub nsw i32 %84, %85
  %87 = icmp slt i32 %86, 20
  br i1 %87, label %91, label %88

88:                                               ; preds = %69
  %89 = load i32, ptr %27, align 4
  %90 = icmp sgt i32 %89, 14
  br i1 %90, label %91, label %105

91:                                               ; preds = %88, %69
  %92 = load ptr, ptr %9, align 8
  %93 = load ptr, ptr %10, align 8
  %94 = load ptr, ptr %11, align 8
  %95 = load i32, ptr %12, align 4
  %96 = load i32, ptr %25, align 4
  %97 = load i32, ptr %26, align 4
  %98 = load i32, ptr %27, align 4
  %99 = load ptr, ptr %16, align 8
  call void @mainSimpleSort(ptr noundef %92, ptr noundef %93, ptr noundef %94, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98, ptr noundef %99)
  %100 = load ptr, ptr %16, align 8
  %101 = load i32, ptr %100, align 4
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %104

103:                                              ; preds = %91
  br label %595

104:                                              ; preds = %91
  br label %62, !llvm.loop !53

105:                                              ; preds = %88
  %106 = load ptr, ptr %10, align 8
  %107 = load ptr, ptr %9, align 8
  %108 = load i32, ptr %25, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %107, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = load i32, ptr %27, align 4
  %113 = add i32 %111, %112
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i8, ptr %106, i64 %114
  %116 = load i8, ptr %115, align 1
  %117 = load ptr, ptr %10, align 8
  %118 = load ptr, ptr %9, align 8
  %119 = load i32, ptr %26, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %118, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %27, align 4
  %124 = add i32 %122, %123
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds i8, ptr %117, i64 %125
  %127 = load i8, ptr %126, align 1
  %128 = load ptr, ptr %10, align 8
  %129 = load ptr, ptr %9, align 8
  %130 = load i32, ptr %25, align 4
  %131 = load i32, ptr %26, align 4
  %132 = add nsw i32 %130, %131
  %133 = ashr i32 %132, 1
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr %129, i64 %134
  %136 = load i32, ptr %135, align 4
  %137 = load i32, ptr %27, align 4
  %138 = add i32 %136, %137
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds i8, ptr %128, i64 %139
  %141 = load i8, ptr %140, align 1
  %142 = call i8 @mmed3(i8 noundef %116, i8 noundef %127, i8 noundef %141)
  %143 = zext i8 %142 to i32
  store i32 %143, ptr %23, align 4
  %144 = load i32, ptr %25, align 4
  store i32 %144, ptr %19, align 4
  store i32 %144, ptr %17, align 4
  %145 = load i32, ptr %26, align 4
  store i32 %145, ptr %20, align 4
  store i32 %145, ptr %18, align 4
  br label %146

146:                                              ; preds = %105, %259
  br label %147

147:                                              ; preds = %146, %169, %197
  %148 = load i32, ptr %17, align 4
  %149 = load i32, ptr %18, align 4
  %150 = icmp sgt i32 %148, %149
  br i1 %150, label %151, label %152

151:                                              ; preds = %147
  br label %200

152:                                              ; preds = %147
  %153 = load ptr, ptr %10, align 8
  %154 = load ptr, ptr %9, align 8
  %155 = load i32, ptr %17, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %154, i64 %156
  %158 = load i32, ptr %157, align 4
  %159 = load i32, ptr %27, align 4
  %160 = add i32 %158, %159
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds i8, ptr %153, i64 %161
  %163 = load i8, ptr %162, align 1
  %164 = zext i8 %163 to i32
  %165 = load i32, ptr %23, align 4
  %166 = sub nsw i32 %164, %165
  store i32 %166, ptr %21, align 4
  %167 = load i32, ptr %21, align 4
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %193

169:                                              ; preds = %152
  %170 = load ptr, ptr %9, align 8
  %171 = load i32, ptr %17, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i32, ptr %170, i64 %172
  %174 = load i32, ptr %173, align 4
  store i32 %174, ptr %34, align 4
  %175 = load ptr, ptr %9, align 8
  %176 = load i32, ptr %19, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i32, ptr %175, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = load ptr, ptr %9, align 8
  %181 = load i32, ptr %17, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i32, ptr %180, i64 %182
  store i32 %179, ptr %183, align 4
  %184 = load i32, ptr %34, align 4
  %185 = load ptr, ptr %9, align 8
  %186 = load i32, ptr %19, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %185, i64 %187
  store i32 %184, ptr %188, align 4
  %189 = load i32, ptr %19, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %19, align 4
  %191 = load i32, ptr %17, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %17, align 4
  br label %147

193:                                              ; preds = %152
  %194 = load i32, ptr %21, align 4
  %195 = icmp sgt i32 %194, 0
  br i1 %195, label %196, label %197

196:                                              ; preds = %193
  br label %200

197:                                              ; preds = %193
  %198 = load i32, ptr %17, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %17, align 4
  br label %147

200:                                              ; preds = %196, %151
  br label %201

201:                                              ; preds = %200, %223, %251
  %202 = load i32, ptr %17, align 4
  %203 = load i32, ptr %18, align 4
  %204 = icmp sgt i32 %202, %203
  br i1 %204, label %205, label %206

205:                                              ; preds = %201
  br label %254

206:                                              ; preds = %201
  %207 = load ptr, ptr %10, align 8
  %208 = load ptr, ptr %9, align 8
  %209 = load i32, ptr %18, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds i32, ptr %208, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = load i32, ptr %27, align 4
  %214 = add i32 %212, %213
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds i8, ptr %207, i64 %215
  %217 = load i8, ptr %216, align 1
  %218 = zext i8 %217 to i32
  %219 = load i32, ptr %23, align 4
  %220 = sub nsw i32 %218, %219
  store i32 %220, ptr %21, align 4
  %221 = load i32, ptr %21, align 4
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %223, label %247

223:                                              ; preds = %206
  %224 = load ptr, ptr %9, align 8
  %225 = load i32, ptr %18, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %224, i64 %226
  %228 = load i32, ptr %227, align 4
  store i32 %228, ptr %35, align 4
  %229 = load ptr, ptr %9, align 8
  %230 = load i32, ptr %20, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds i32, ptr %229, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = load ptr, ptr %9, align 8
  %235 = load i32, ptr %18, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds i32, ptr %234, i64 %236
  store i32 %233, ptr %237, align 4
  %238 = load i32, ptr %35, align 4
  %239 = load ptr, ptr %9, align 8
  %240 = load i32, ptr %20, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds i32, ptr %239, i64 %241
  store i32 %238, ptr %242, align 4
  %243 = load i32, ptr %20, align 4
  %244 = add nsw i32 %243, -1
  store i32 %244, ptr %20, align 4
  %245 = load i32, ptr %18, align 4
  %246 = add nsw i32 %245, -1
  store i32 %246, ptr %18, align 4
  br label %201

247:                                              ; preds = %206
  %248 = load i32, ptr %21, align 4
  %249 = icmp slt i32 %248, 0
  br i1 %249, label %250, label %251

250:                                              ; preds = %247
  br label %254

251:                                              ; preds = %247
  %252 = load i32, ptr %18, align 4
  %253 = add nsw i32 %252, -1
  store i32 %253, ptr %18, align 4
  br label %201

254:                                              ; preds = %250, %205
  %255 = load i32, ptr %17, align 4
  %256 = load i32, ptr %18, align 4
  %257 = icmp sgt i32 %255, %256
  br i1 %257, label %258, label %259

258:                                              ; preds = %254
  br label %283

259:                                              ; preds = %254
  %260 = load ptr, ptr %9, align 8
  %261 = load i32, ptr %17, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds i32, ptr %260, i64 %262
  %264 = load i32, ptr %263, align 4
  store i32 %264, ptr %36, align 4
  %265 = load ptr, ptr %9, align 8
  %266 = load i32, ptr %18, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds i32, ptr %265, i64 %267
  %269 = load i32, ptr %268, align 4
  %270 = load ptr, ptr %9, align 8
  %271 = load i32, ptr %17, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr %270, i64 %272
  store i32 %269, ptr %273, align 4
  %274 = load i32, ptr %36, align 4
  %275 = load ptr, ptr %9, align 8
  %276 = load i32, ptr %18, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds i32, ptr %275, i64 %277
  store i32 %274, ptr %278, align 4
  %279 = load i32, ptr %17, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %17, align 4
  %281 = load i32, ptr %18, align 4
  %282 = add nsw i32 %281, -1
  store i32 %282, ptr %18, align 4
  br label %146

283:                                              ; preds = %258
  %284 = load i32, ptr %20, align 4
  %285 = load i32, ptr %19, align 4
  %286 = icmp slt i32 %284, %285
  br i1 %286, label %287, label %303

287:                                              ; preds = %283
  %288 = load i32, ptr %25, align 4
  %289 = load i32, ptr %24, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %290
  store i32 %288, ptr %291, align 4
  %292 = load i32, ptr %26, align 4
  %293 = load i32, ptr %24, align 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %294
  store i32 %292, ptr %295, align 4
  %296 = load i32, ptr %27, align 4
  %297 = add nsw i32 %296, 1
  %298 = load i32, ptr %24, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %299
  store i32 %297, ptr %300, align 4
  %301 = load i32, ptr %24, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %24, align 4
  br label %62, !llvm.loop !53

303:                                              ; preds = %283
  %304 = load i32, ptr %19, align 4
  %305 = load i32, ptr %25, align 4
  %306 = sub nsw i32 %304, %305
  %307 = load i32, ptr %17, align 4
  %308 = load i32, ptr %19, align 4
  %309 = sub nsw i32 %307, %308
  %310 = icmp slt i32 %306, %309
  br i1 %310, label %311, label %315

311:                                              ; preds = %303
  %312 = load i32, ptr %19, align 4
  %313 = load i32, ptr %25, align 4
  %314 = sub nsw i32 %312, %313
  br label %319

315:                                              ; preds = %303
  %316 = load i32, ptr %17, align 4
  %317 = load i32, ptr %19, align 4
  %318 = sub nsw i32 %316, %317
  br label %319

319:                                              ; preds = %315, %311
  %320 = phi i32 [ %314, %311 ], [ %318, %315 ]
  store i32 %320, ptr %21, align 4
  %321 = load i32, ptr %25, align 4
  store i32 %321, ptr %37, align 4
  %322 = load i32, ptr %17, align 4
  %323 = load i32, ptr %21, align 4
  %324 = sub nsw i32 %322, %323
  store i32 %324, ptr %38, align 4
  %325 = load i32, ptr %21, align 4
  store i32 %325, ptr %39, align 4
  br label %326

326:                                              ; preds = %329, %319
  %327 = load i32, ptr %39, align 4
  %328 = icmp sgt i32 %327, 0
  br i1 %328, label %329, label %355

329:                                              ; preds = %326
  %330 = load ptr, ptr %9, align 8
  %331 = load i32, ptr %37, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds i32, ptr %330, i64 %332
  %334 = load i32, ptr %333, align 4
  store i32 %334, ptr %40, align 4
  %335 = load ptr, ptr %9, align 8
  %336 = load i32, ptr %38, align 4
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds i32, ptr %335, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = load ptr, ptr %9, align 8
  %341 = load i32, ptr %37, align 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds i32, ptr %340, i64 %342
  store i32 %339, ptr %343, align 4
  %344 = load i32, ptr %40, align 4
  %345 = load ptr, ptr %9, align 8
  %346 = load i32, ptr %38, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds i32, ptr %345, i64 %347
  store i32 %344, ptr %348, align 4
  %349 = load i32, ptr %37, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %37, align 4
  %351 = load i32, ptr %38, align 4
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr %38, align 4
  %353 = load i32, ptr %39, align 4
  %354 = add nsw i32 %353, -1
  store i32 %354, ptr %39, align 4
  br label %326, !llvm.loop !54

355:                                              ; preds = %326
  %356 = load i32, ptr %26, align 4
  %357 = load i32, ptr %20, align 4
  %358 = sub nsw i32 %356, %357
  %359 = load i32, ptr %20, align 4
  %360 = load i32, ptr %18, align 4
  %361 = sub nsw i32 %359, %360
  %362 = icmp slt i32 %358, %361
  br i1 %362, label %363, label %367

363:                                              ; preds = %355
  %364 = load i32, ptr %26, align 4
  %365 = load i32, ptr %20, align 4
  %366 = sub nsw i32 %364, %365
  br label %371

367:                                              ; preds = %355
  %368 = load i32, ptr %20, align 4
  %369 = load i32, ptr %18, align 4
  %370 = sub nsw i32 %368, %369
  br label %371

371:                                              ; preds = %367, %363
  %372 = phi i32 [ %366, %363 ], [ %370, %367 ]
  store i32 %372, ptr %22, align 4
  %373 = load i32, ptr %17, align 4
  store i32 %373, ptr %41, align 4
  %374 = load i32, ptr %26, align 4
  %375 = load i32, ptr %22, align 4
  %376 = sub nsw i32 %374, %375
  %377 = add nsw i32 %376, 1
  store i32 %377, ptr %42, align 4
  %378 = load i32, ptr %22, align 4
  store i32 %378, ptr %43, align 4
  br label %379

379:                                              ; preds = %382, %371
  %380 = load i32, ptr %43, align 4
  %381 = icmp sgt i32 %380, 0
  br i1 %381, label %382, label %408

382:                                              ; preds = %379
  %383 = load ptr, ptr %9, align 8
  %384 = load i32, ptr %41, align 4
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds i32, ptr %383, i64 %385
  %387 = load i32, ptr %386, align 4
  store i32 %387, ptr %44, align 4
  %388 = load ptr, ptr %9, align 8
  %389 = load i32, ptr %42, align 4
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds i32, ptr %388, i64 %390
  %392 = load i32, ptr %391, align 4
  %393 = load ptr, ptr %9, align 8
  %394 = load i32, ptr %41, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds i32, ptr %393, i64 %395
  store i32 %392, ptr %396, align 4
  %397 = load i32, ptr %44, align 4
  %398 = load ptr, ptr %9, align 8
  %399 = load i32, ptr %42, align 4
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds i32, ptr %398, i64 %400
  store i32 %397, ptr %401, align 4
  %402 = load i32, ptr %41, align 4
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %41, align 4
  %404 = load i32, ptr %42, align 4
  %405 = add nsw i32 %404, 1
  store i32 %405, ptr %42, align 4
  %406 = load i32, ptr %43, align 4
  %407 = add nsw i32 %406, -1
  store i32 %407, ptr %43, align 4
  br label %379, !llvm.loop !55

408:                                              ; preds = %379
  %409 = load i32, ptr %25, align 4
  %410 = load i32, ptr %17, align 4
  %411 = add nsw i32 %409, %410
  %412 = load i32, ptr %19, align 4
  %413 = sub nsw i32 %411, %412
  %414 = sub nsw i32 %413, 1
  store i32 %414, ptr %21, align 4
  %415 = load i32, ptr %26, align 4
  %416 = load i32, ptr %20, align 4
  %417 = load i32, ptr %18, align 4
  %418 = sub nsw i32 %416, %417
  %419 = sub nsw i32 %415, %418
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %22, align 4
  %421 = load i32, ptr %25, align 4
  %422 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  store i32 %421, ptr %422, align 4
  %423 = load i32, ptr %21, align 4
  %424 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  store i32 %423, ptr %424, align 4
  %425 = load i32, ptr %27, align 4
  %426 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  store i32 %425, ptr %426, align 4
  %427 = load i32, ptr %22, align 4
  %428 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  store i32 %427, ptr %428, align 4
  %429 = load i32, ptr %26, align 4
  %430 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  store i32 %429, ptr %430, align 4
  %431 = load i32, ptr %27, align 4
  %432 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  store i32 %431, ptr %432, align 4
  %433 = load i32, ptr %21, align 4
  %434 = add nsw i32 %433, 1
  %435 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  store i32 %434, ptr %435, align 4
  %436 = load i32, ptr %22, align 4
  %437 = sub nsw i32 %436, 1
  %438 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 2
  store i32 %437, ptr %438, align 4
  %439 = load i32, ptr %27, align 4
  %440 = add nsw i32 %439, 1
  %441 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 2
  store i32 %440, ptr %441, align 4
  %442 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  %443 = load i32, ptr %442, align 4
  %444 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  %445 = load i32, ptr %444, align 4
  %446 = sub nsw i32 %443, %445
  %447 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %448 = load i32, ptr %447, align 4
  %449 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %450 = load i32, ptr %449, align 4
  %451 = sub nsw i32 %448, %450
  %452 = icmp slt i32 %446, %451
  br i1 %452, label %453, label %475

453:                                              ; preds = %408
  %454 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  %455 = load i32, ptr %454, align 4
  store i32 %455, ptr %45, align 4
  %456 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %457 = load i32, ptr %456, align 4
  %458 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  store i32 %457, ptr %458, align 4
  %459 = load i32, ptr %45, align 4
  %460 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  store i32 %459, ptr %460, align 4
  %461 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  %462 = load i32, ptr %461, align 4
  store i32 %462, ptr %45, align 4
  %463 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %464 = load i32, ptr %463, align 4
  %465 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  store i32 %464, ptr %465, align 4
  %466 = load i32, ptr %45, align 4
  %467 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  store i32 %466, ptr %467, align 4
  %468 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  %469 = load i32, ptr %468, align 4
  store i32 %469, ptr %45, align 4
  %470 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  %471 = load i32, ptr %470, align 4
  %472 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  store i32 %471, ptr %472, align 4
  %473 = load i32, ptr %45, align 4
  %474 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  store i32 %473, ptr %474, align 4
  br label %475

475:                                              ; preds = %453, %408
  %476 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %477 = load i32, ptr %476, align 4
  %478 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %479 = load i32, ptr %478, align 4
  %480 = sub nsw i32 %477, %479
  %481 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 2
  %482 = load i32, ptr %481, align 4
  %483 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  %484 = load i32, ptr %483, align 4
  %485 = sub nsw i32 %482, %484
  %486 = icmp slt i32 %480, %485
  br i1 %486, label %487, label %509

487:                                              ; preds = %475
  %488 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %489 = load i32, ptr %488, align 4
  store i32 %489, ptr %46, align 4
  %490 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  %491 = load i32, ptr %490, align 4
  %492 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  store i32 %491, ptr %492, align 4
  %493 = load i32, ptr %46, align 4
  %494 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  store i32 %493, ptr %494, align 4
  %495 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %496 = load i32, ptr %495, align 4
  store i32 %496, ptr %46, align 4
  %497 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 2
  %498 = load i32, ptr %497, align 4
  %499 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  store i32 %498, ptr %499, align 4
  %500 = load i32, ptr %46, align 4
  %501 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 2
  store i32 %500, ptr %501, align 4
  %502 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  %503 = load i32, ptr %502, align 4
  store i32 %503, ptr %46, align 4
  %504 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 2
  %505 = load i32, ptr %504, align 4
  %506 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  store i32 %505, ptr %506, align 4
  %507 = load i32, ptr %46, align 4
  %508 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 2
  store i32 %507, ptr %508, align 4
  br label %509

509:                                              ; preds = %487, %475
  %510 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  %511 = load i32, ptr %510, align 4
  %512 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  %513 = load i32, ptr %512, align 4
  %514 = sub nsw i32 %511, %513
  %515 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %516 = load i32, ptr %515, align 4
  %517 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %518 = load i32, ptr %517, align 4
  %519 = sub nsw i32 %516, %518
  %520 = icmp slt i32 %514, %519
  br i1 %520, label %521, label %543

521:                                              ; preds = %509
  %522 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  %523 = load i32, ptr %522, align 4
  store i32 %523, ptr %47, align 4
  %524 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %525 = load i32, ptr %524, align 4
  %526 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  store i32 %525, ptr %526, align 4
  %527 = load i32, ptr %47, align 4
  %528 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  store i32 %527, ptr %528, align 4
  %529 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  %530 = load i32, ptr %529, align 4
  store i32 %530, ptr %47, align 4
  %531 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %532 = load i32, ptr %531, align 4
  %533 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  store i32 %532, ptr %533, align 4
  %534 = load i32, ptr %47, align 4
  %535 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  store i32 %534, ptr %535, align 4
  %536 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  %537 = load i32, ptr %536, align 4
  store i32 %537, ptr %47, align 4
  %538 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  %539 = load i32, ptr %538, align 4
  %540 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  store i32 %539, ptr %540, align 4
  %541 = load i32, ptr %47, align 4
  %542 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  store i32 %541, ptr %542, align 4
  br label %543

543:                                              ; preds = %521, %509
  %544 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 0
  %545 = load i32, ptr %544, align 4
  %546 = load i32, ptr %24, align 4
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %547
  store i32 %545, ptr %548, align 4
  %549 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 0
  %550 = load i32, ptr %549, align 4
  %551 = load i32, ptr %24, align 4
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %552
  store i32 %550, ptr %553, align 4
  %554 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 0
  %555 = load i32, ptr %554, align 4
  %556 = load i32, ptr %24, align 4
  %557 = sext i32 %556 to i64
  %558 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %557
  store i32 %555, ptr %558, align 4
  %559 = load i32, ptr %24, align 4
  %560 = add nsw i32 %559, 1
  store i32 %560, ptr %24, align 4
  %561 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 1
  %562 = load i32, ptr %561, align 4
  %563 = load i32, ptr %24, align 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %564
  store i32 %562, ptr %565, align 4
  %566 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 1
  %567 = load i32, ptr %566, align 4
  %568 = load i32, ptr %24, align 4
  %569 = sext i32 %568 to i64
  %570 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %569
  store i32 %567, ptr %570, align 4
  %571 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 1
  %572 = load i32, ptr %571, align 4
  %573 = load i32, ptr %24, align 4
  %574 = sext i32 %573 to i64
  %575 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %574
  store i32 %572, ptr %575, align 4
  %576 = load i32, ptr %24, align 4
  %577 = add nsw i32 %576, 1
  store i32 %577, ptr %24, align 4
  %578 = getelementptr inbounds [3 x i32], ptr %31, i64 0, i64 2
  %579 = load i32, ptr %578, align 4
  %580 = load i32, ptr %24, align 4
  %581 = sext i32 %580 to i64
  %582 = getelementptr inbounds [100 x i32], ptr %28, i64 0, i64 %581
  store i32 %579, ptr %582, align 4
  %583 = getelementptr inbounds [3 x i32], ptr %32, i64 0, i64 2
  %584 = load i32, ptr %583, align 4
  %585 = load i32, ptr %24, align 4
  %586 = sext i32 %585 to i64
  %587 = getelementptr inbounds [100 x i32], ptr %29, i64 0, i64 %586
  store i32 %584, ptr %587, align 4
  %588 = getelementptr inbounds [3 x i32], ptr %33, i64 0, i64 2
  %589 = load i32, ptr %588, align 4
  %590 = load i32, ptr %24, align 4
  %591 = sext i32 %590 to i64
  %592 = getelementptr inbounds [100 x i32], ptr %30, i64 0, i64 %591
  store i32 %589, ptr %592, align 4
  %593 = load i32, ptr %24, align 4
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr %24, align 4
  br label %62, !llvm.loop !53

595:                                              ; preds = %103, %62
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mainSimpleSort(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %13, align 4
  %25 = sub nsw i32 %23, %24
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %20, align 4
  %27 = load i32, ptr %20, align 4
  %28 = icmp slt i32 %27, 2
  br i1 %28, label %29, label %30

29:                                               ; preds = %8
  br label %248

30:                                               ; preds = %8
  store i32 0, ptr %21, align 4
  br label %31

31:                                               ; preds = %38, %30
  %32 = load i32, ptr %21, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %20, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %31
  %39 = load i32, ptr %21, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %21, align 4
  br label %31, !llvm.loop !56

41:                                               ; preds = %31
  %42 = load i32, ptr %21, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr %21, align 4
  br label %44

44:                                               ; preds = %245, %41
  %45 = load i32, ptr %21, align 4
  %46 = icmp sge i32 %45, 0
  br i1 %46, label %47, label %248

47:                                               ; preds = %44
  %48 = load i32, ptr %21, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %19, align 4
  %52 = load i32, ptr %13, align 4
  %53 = load i32, ptr %19, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, ptr %17, align 4
  br label %55

55:                                               ; preds = %47, %243
  %56 = load i32, ptr %17, align 4
  %57 = load i32, ptr %14, align 4
  %58 = icmp sgt i32 %56, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %55
  br label %244

60:                                               ; preds = %55
  %61 = load ptr, ptr %9, align 8
  %62 = load i32, ptr %17, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %22, align 4
  %66 = load i32, ptr %17, align 4
  store i32 %66, ptr %18, align 4
  br label %67

67:                                               ; preds = %108, %60
  %68 = load ptr, ptr %9, align 8
  %69 = load i32, ptr %18, align 4
  %70 = load i32, ptr %19, align 4
  %71 = sub nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %68, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = load i32, ptr %15, align 4
  %76 = add i32 %74, %75
  %77 = load i32, ptr %22, align 4
  %78 = load i32, ptr %15, align 4
  %79 = add i32 %77, %78
  %80 = load ptr, ptr %10, align 8
  %81 = load ptr, ptr %11, align 8
  %82 = load i32, ptr %12, align 4
  %83 = load ptr, ptr %16, align 8
  %84 = call i8 @mainGtU(i32 noundef %76, i32 noundef %79, ptr noundef %80, ptr noundef %81, i32 noundef %82, ptr noundef %83)
  %85 = icmp ne i8 %84, 0
  br i1 %85, label %86, label %109

86:                                               ; preds = %67
  %87 = load ptr, ptr %9, align 8
  %88 = load i32, ptr %18, align 4
  %89 = load i32, ptr %19, align 4
  %90 = sub nsw i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %87, i64 %91
  %93 = load i32, ptr %92, align 4
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %18, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %94, i64 %96
  store i32 %93, ptr %97, align 4
  %98 = load i32, ptr %18, align 4
  %99 = load i32, ptr %19, align 4
  %100 = sub nsw i32 %98, %99
  store i32 %100, ptr %18, align 4
  %101 = load i32, ptr %18, align 4
  %102 = load i32, ptr %13, align 4
  %103 = load i32, ptr %19, align 4
  %104 = add nsw i32 %102, %103
  %105 = sub nsw i32 %104, 1
  %106 = icmp sle i32 %101, %105
  br i1 %106, label %107, label %108

107:                                              ; preds = %86
  br label %109

108:                                              ; preds = %86
  br label %67, !llvm.loop !57

109:                                              ; preds = %107, %67
  %110 = load i32, ptr %22, align 4
  %111 = load ptr, ptr %9, align 8
  %112 = load i32, ptr %18, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %111, i64 %113
  store i32 %110, ptr %114, align 4
  %115 = load i32, ptr %17, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %17, align 4
  %117 = load i32, ptr %17, align 4
  %118 = load i32, ptr %14, align 4
  %119 = icmp sgt i32 %117, %118
  br i1 %119, label %120, label %121

120:                                              ; preds = %109
  br label %244

121:                                              ; preds = %109
  %122 = load ptr, ptr %9, align 8
  %123 = load i32, ptr %17, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %122, i64 %124
  %126 = load i32, ptr %125, align 4
  store i32 %126, ptr %22, align 4
  %127 = load i32, ptr %17, align 4
  store i32 %127, ptr %18, align 4
  br label %128

128:                                              ; preds = %169, %121
  %129 = load ptr, ptr %9, align 8
  %130 = load i32, ptr %18, align 4
  %131 = load i32, ptr %19, align 4
  %132 = sub nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %129, i64 %133
  %135 = load i32, ptr %134, align 4
  %136 = load i32, ptr %15, align 4
  %137 = add i32 %135, %136
  %138 = load i32, ptr %22, align 4
  %139 = load i32, ptr %15, align 4
  %140 = add i32 %138, %139
  %141 = load ptr, ptr %10, align 8
  %142 = load ptr, ptr %11, align 8
  %143 = load i32, ptr %12, align 4
  %144 = load ptr, ptr %16, align 8
  %145 = call i8 @mainGtU(i32 noundef %137, i32 noundef %140, ptr noundef %141, ptr noundef %142, i32 noundef %143, ptr noundef %144)
  %146 = icmp ne i8 %145, 0
  br i1 %146, label %147, label %170

147:                                              ; preds = %128
  %148 = load ptr, ptr %9, align 8
  %149 = load i32, ptr %18, align 4
  %150 = load i32, ptr %19, align 4
  %151 = sub nsw i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %148, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = load ptr, ptr %9, align 8
  %156 = load i32, ptr %18, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %155, i64 %157
  store i32 %154, ptr %158, align 4
  %159 = load i32, ptr %18, align 4
  %160 = load i32, ptr %19, align 4
  %161 = sub nsw i32 %159, %160
  store i32 %161, ptr %18, align 4
  %162 = load i32, ptr %18, align 4
  %163 = load i32, ptr %13, align 4
  %164 = load i32, ptr %19, align 4
  %165 = add nsw i32 %163, %164
  %166 = sub nsw i32 %165, 1
  %167 = icmp sle i32 %162, %166
  br i1 %167, label %168, label %169

168:                                              ; preds = %147
  br label %170

169:                                              ; preds = %147
  br label %128, !llvm.loop !58

170:                                              ; preds = %168, %128
  %171 = load i32, ptr %22, align 4
  %172 = load ptr, ptr %9, align 8
  %173 = load i32, ptr %18, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds i32, ptr %172, i64 %174
  store i32 %171, ptr %175, align 4
  %176 = load i32, ptr %17, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %17, align 4
  %178 = load i32, ptr %17, align 4
  %179 = load i32, ptr %14, align 4
  %180 = icmp sgt i32 %178, %179
  br i1 %180, label %181, label %182

181:                                              ; preds = %170
  br label %244

182:                                              ; preds = %170
  %183 = load ptr, ptr %9, align 8
  %184 = load i32, ptr %17, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %183, i64 %185
  %187 = load i32, ptr %186, align 4
  store i32 %187, ptr %22, align 4
  %188 = load i32, ptr %17, align 4
  store i32 %188, ptr %18, align 4
  br label %189

189:                                              ; preds = %230, %182
  %190 = load ptr, ptr %9, align 8
  %191 = load i32, ptr %18, align 4
  %192 = load i32, ptr %19, align 4
  %193 = sub nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i32, ptr %190, i64 %194
  %196 = load i32, ptr %195, align 4
  %197 = load i32, ptr %15, align 4
  %198 = add i32 %196, %197
  %199 = load i32, ptr %22, align 4
  %200 = load i32, ptr %15, align 4
  %201 = add i32 %199, %200
  %202 = load ptr, ptr %10, align 8
  %203 = load ptr, ptr %11, align 8
  %204 = load i32, ptr %12, align 4
  %205 = load ptr, ptr %16, align 8
  %206 = call i8 @mainGtU(i32 noundef %198, i32 noundef %201, ptr noundef %202, ptr noundef %203, i32 noundef %204, ptr noundef %205)
  %207 = icmp ne i8 %206, 0
  br i1 %207, label %208, label %231

208:                                              ; preds = %189
  %209 = load ptr, ptr %9, align 8
  %210 = load i32, ptr %18, align 4
  %211 = load i32, ptr %19, align 4
  %212 = sub nsw i32 %210, %211
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds i32, ptr %209, i64 %213
  %215 = load i32, ptr %214, align 4
  %216 = load ptr, ptr %9, align 8
  %217 = load i32, ptr %18, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i32, ptr %216, i64 %218
  store i32 %215, ptr %219, align 4
  %220 = load i32, ptr %18, align 4
  %221 = load i32, ptr %19, align 4
  %222 = sub nsw i32 %220, %221
  store i32 %222, ptr %18, align 4
  %223 = load i32, ptr %18, align 4
  %224 = load i32, ptr %13, align 4
  %225 = load i32, ptr %19, align 4
  %226 = add nsw i32 %224, %225
  %227 = sub nsw i32 %226, 1
  %228 = icmp sle i32 %223, %227
  br i1 %228, label %229, label %230

229:                                              ; preds = %208
  br label %231

230:                                              ; preds = %208
  br label %189, !llvm.loop !59

231:                                              ; preds = %229, %189
  %232 = load i32, ptr %22, align 4
  %233 = load ptr, ptr %9, align 8
  %234 = load i32, ptr %18, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i32, ptr %233, i64 %235
  store i32 %232, ptr %236, align 4
  %237 = load i32, ptr %17, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %17, align 4
  %239 = load ptr, ptr %16, align 8
  %240 = load i32, ptr %239, align 4
  %241 = icmp slt i32 %240, 0
  br i1 %241, label %242, label %243

242:                                              ; preds = %231
  br label %248

243:                                              ; preds = %231
  br label %55

244:                                              ; preds = %181, %120, %59
  br label %245

245:                                              ; preds = %244
  %246 = load i32, ptr %21, align 4
  %247 = add nsw i32 %246, -1
  store i32 %247, ptr %21, align 4
  br label %44, !llvm.loop !60

248:                                              ; preds = %29, %242, %44
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @mmed3(i8 noundef %0, i8 noundef %1, i8 noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store i8 %2, ptr %6, align 1
  %8 = load i8, ptr %4, align 1
  %9 = zext i8 %8 to i32
  %10 = load i8, ptr %5, align 1
  %11 = zext i8 %10 to i32
  %12 = icmp sgt i32 %9, %11
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = load i8, ptr %4, align 1
  store i8 %14, ptr %7, align 1
  %15 = load i8, ptr %5, align 1
  store i8 %15, ptr %4, align 1
  %16 = load i8, ptr %7, align 1
  store i8 %16, ptr %5, align 1
  br label %17

17:                                               ; preds = %13, %3
  %18 = load i8, ptr %5, align 1
  %19 = zext i8 %18 to i32
  %20 = load i8, ptr %6, align 1
  %21 = zext i8 %20 to i32
  %22 = icmp sgt i32 %19, %21
  br i1 %22, label %23, label %33

23:                                               ; preds = %17
  %24 = load i8, ptr %6, align 1
  store i8 %24, ptr %5, align 1
  %25 = load i8, ptr %4, align 1
  %26 = zext i8 %25 to i32
  %27 = load i8, ptr %5, align 1
  %28 = zext i8 %27 to i32
  %29 = icmp sgt i32 %26, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %23
  %31 = load i8, ptr %4, align 1
  store i8 %31, ptr %5, align 1
  br label %32

32:                                               ; preds = %30, %23
  br label %33

33:                                               ; preds = %32, %17
  %34 = load i8, ptr %5, align 1
  ret i8 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @mainGtU(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5) #0 {
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i32 %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  %19 = load ptr, ptr %10, align 8
  %20 = load i32, ptr %8, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %19, i64 %21
  %23 = load i8, ptr %22, align 1
  store i8 %23, ptr %15, align 1
  %24 = load ptr, ptr %10, align 8
  %25 = load i32, ptr %9, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr %24, i64 %26
  %28 = load i8, ptr %27, align 1
  store i8 %28, ptr %16, align 1
  %29 = load i8, ptr %15, align 1
  %30 = zext i8 %29 to i32
  %31 = load i8, ptr %16, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp ne i32 %30, %32
  br i1 %33, label %34, label %42

34:                                               ; preds = %6
  %35 = load i8, ptr %15, align 1
  %36 = zext i8 %35 to i32
  %37 = load i8, ptr %16, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp sgt i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = trunc i32 %40 to i8
  store i8 %41, ptr %7, align 1
  br label %799

42:                                               ; preds = %6
  %43 = load i32, ptr %8, align 4
  %44 = add i32 %43, 1
  store i32 %44, ptr %8, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add i32 %45, 1
  store i32 %46, ptr %9, align 4
  %47 = load ptr, ptr %10, align 8
  %48 = load i32, ptr %8, align 4
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr %47, i64 %49
  %51 = load i8, ptr %50, align 1
  store i8 %51, ptr %15, align 1
  %52 = load ptr, ptr %10, align 8
  %53 = load i32, ptr %9, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %52, i64 %54
  %56 = load i8, ptr %55, align 1
  store i8 %56, ptr %16, align 1
  %57 = load i8, ptr %15, align 1
  %58 = zext i8 %57 to i32
  %59 = load i8, ptr %16, align 1
  %60 = zext i8 %59 to i32
  %61 = icmp ne i32 %58, %60
  br i1 %61, label %62, label %70

62:                                               ; preds = %42
  %63 = load i8, ptr %15, align 1
  %64 = zext i8 %63 to i32
  %65 = load i8, ptr %16, align 1
  %66 = zext i8 %65 to i32
  %67 = icmp sgt i32 %64, %66
  %68 = zext i1 %67 to i32
  %69 = trunc i32 %68 to i8
  store i8 %69, ptr %7, align 1
  br label %799

70:                                               ; preds = %42
  %71 = load i32, ptr %8, align 4
  %72 = add i32 %71, 1
  store i32 %72, ptr %8, align 4
  %73 = load i32, ptr %9, align 4
  %74 = add i32 %73, 1
  store i32 %74, ptr %9, align 4
  %75 = load ptr, ptr %10, align 8
  %76 = load i32, ptr %8, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %75, i64 %77
  %79 = load i8, ptr %78, align 1
  store i8 %79, ptr %15, align 1
  %80 = load ptr, ptr %10, align 8
  %81 = load i32, ptr %9, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr %80, i64 %82
  %84 = load i8, ptr %83, align 1
  store i8 %84, ptr %16, align 1
  %85 = load i8, ptr %15, align 1
  %86 = zext i8 %85 to i32
  %87 = load i8, ptr %16, align 1
  %88 = zext i8 %87 to i32
  %89 = icmp ne i32 %86, %88
  br i1 %89, label %90, label %98

90:                                               ; preds = %70
  %91 = load i8, ptr %15, align 1
  %92 = zext i8 %91 to i32
  %93 = load i8, ptr %16, align 1
  %94 = zext i8 %93 to i32
  %95 = icmp sgt i32 %92, %94
  %96 = zext i1 %95 to i32
  %97 = trunc i32 %96 to i8
  store i8 %97, ptr %7, align 1
  br label %799

98:                                               ; preds = %70
  %99 = load i32, ptr %8, align 4
  %100 = add i32 %99, 1
  store i32 %100, ptr %8, align 4
  %101 = load i32, ptr %9, align 4
  %102 = add i32 %101, 1
  store i32 %102, ptr %9, align 4
  %103 = load ptr, ptr %10, align 8
  %104 = load i32, ptr %8, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds i8, ptr %103, i64 %105
  %107 = load i8, ptr %106, align 1
  store i8 %107, ptr %15, align 1
  %108 = load ptr, ptr %10, align 8
  %109 = load i32, ptr %9, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds i8, ptr %108, i64 %110
  %112 = load i8, ptr %111, align 1
  store i8 %112, ptr %16, align 1
  %113 = load i8, ptr %15, align 1
  %114 = zext i8 %113 to i32
  %115 = load i8, ptr %16, align 1
  %116 = zext i8 %115 to i32
  %117 = icmp ne i32 %114, %116
  br i1 %117, label %118, label %126

118:                                              ; preds = %98
  %119 = load i8, ptr %15, align 1
  %120 = zext i8 %119 to i32
  %121 = load i8, ptr %16, align 1
  %122 = zext i8 %121 to i32
  %123 = icmp sgt i32 %120, %122
  %124 = zext i1 %123 to i32
  %125 = trunc i32 %124 to i8
  store i8 %125, ptr %7, align 1
  br label %799

126:                                              ; preds = %98
  %127 = load i32, ptr %8, align 4
  %128 = add i32 %127, 1
  store i32 %128, ptr %8, align 4
  %129 = load i32, ptr %9, align 4
  %130 = add i32 %129, 1
  store i32 %130, ptr %9, align 4
  %131 = load ptr, ptr %10, align 8
  %132 = load i32, ptr %8, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds i8, ptr %131, i64 %133
  %135 = load i8, ptr %134, align 1
  store i8 %135, ptr %15, align 1
  %136 = load ptr, ptr %10, align 8
  %137 = load i32, ptr %9, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr %136, i64 %138
  %140 = load i8, ptr %139, align 1
  store i8 %140, ptr %16, align 1
  %141 = load i8, ptr %15, align 1
  %142 = zext i8 %141 to i32
  %143 = load i8, ptr %16, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp ne i32 %142, %144
  br i1 %145, label %146, label %154

146:                                              ; preds = %126
  %147 = load i8, ptr %15, align 1
  %148 = zext i8 %147 to i32
  %149 = load i8, ptr %16, align 1
  %150 = zext i8 %149 to i32
  %151 = icmp sgt i32 %148, %150
  %152 = zext i1 %151 to i32
  %153 = trunc i32 %152 to i8
  store i8 %153, ptr %7, align 1
  br label %799

154:                                              ; preds = %126
  %155 = load i32, ptr %8, align 4
  %156 = add i32 %155, 1
  store i32 %156, ptr %8, align 4
  %157 = load i32, ptr %9, align 4
  %158 = add i32 %157, 1
  store i32 %158, ptr %9, align 4
  %159 = load ptr, ptr %10, align 8
  %160 = load i32, ptr %8, align 4
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds i8, ptr %159, i64 %161
  %163 = load i8, ptr %162, align 1
  store i8 %163, ptr %15, align 1
  %164 = load ptr, ptr %10, align 8
  %165 = load i32, ptr %9, align 4
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds i8, ptr %164, i64 %166
  %168 = load i8, ptr %167, align 1
  store i8 %168, ptr %16, align 1
  %169 = load i8, ptr %15, align 1
  %170 = zext i8 %169 to i32
  %171 = load i8, ptr %16, align 1
  %172 = zext i8 %171 to i32
  %173 = icmp ne i32 %170, %172
  br i1 %173, label %174, label %182

174:                                              ; preds = %154
  %175 = load i8, ptr %15, align 1
  %176 = zext i8 %175 to i32
  %177 = load i8, ptr %16, align 1
  %178 = zext i8 %177 to i32
  %179 = icmp sgt i32 %176, %178
  %180 = zext i1 %179 to i32
  %181 = trunc i32 %180 to i8
  store i8 %181, ptr %7, align 1
  br label %799

182:                                              ; preds = %154
  %183 = load i32, ptr %8, align 4
  %184 = add i32 %183, 1
  store i32 %184, ptr %8, align 4
  %185 = load i32, ptr %9, align 4
  %186 = add i32 %185, 1
  store i32 %186, ptr %9, align 4
  %187 = load ptr, ptr %10, align 8
  %188 = load i32, ptr %8, align 4
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds i8, ptr %187, i64 %189
  %191 = load i8, ptr %190, align 1
  store i8 %191, ptr %15, align 1
  %192 = load ptr, ptr %10, align 8
  %193 = load i32, ptr %9, align 4
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %192, i64 %194
  %196 = load i8, ptr %195, align 1
  store i8 %196, ptr %16, align 1
  %197 = load i8, ptr %15, align 1
  %198 = zext i8 %197 to i32
  %199 = load i8, ptr %16, align 1
  %200 = zext i8 %199 to i32
  %201 = icmp ne i32 %198, %200
  br i1 %201, label %202, label %210

202:                                              ; preds = %182
  %203 = load i8, ptr %15, align 1
  %204 = zext i8 %203 to i32
  %205 = load i8, ptr %16, align 1
  %206 = zext i8 %205 to i32
  %207 = icmp sgt i32 %204, %206
  %208 = zext i1 %207 to i32
  %209 = trunc i32 %208 to i8
  store i8 %209, ptr %7, align 1
  br label %799

210:                                              ; preds = %182
  %211 = load i32, ptr %8, align 4
  %212 = add i32 %211, 1
  store i32 %212, ptr %8, align 4
  %213 = load i32, ptr %9, align 4
  %214 = add i32 %213, 1
  store i32 %214, ptr %9, align 4
  %215 = load ptr, ptr %10, align 8
  %216 = load i32, ptr %8, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i8, ptr %215, i64 %217
  %219 = load i8, ptr %218, align 1
  store i8 %219, ptr %15, align 1
  %220 = load ptr, ptr %10, align 8
  %221 = load i32, ptr %9, align 4
  %222 = zext i32 %221 to i64
  %223 = getelementptr inbounds i8, ptr %220, i64 %222
  %224 = load i8, ptr %223, align 1
  store i8 %224, ptr %16, align 1
  %225 = load i8, ptr %15, align 1
  %226 = zext i8 %225 to i32
  %227 = load i8, ptr %16, align 1
  %228 = zext i8 %227 to i32
  %229 = icmp ne i32 %226, %228
  br i1 %229, label %230, label %238

230:                                              ; preds = %210
  %231 = load i8, ptr %15, align 1
  %232 = zext i8 %231 to i32
  %233 = load i8, ptr %16, align 1
  %234 = zext i8 %233 to i32
  %235 = icmp sgt i32 %232, %234
  %236 = zext i1 %235 to i32
  %237 = trunc i32 %236 to i8
  store i8 %237, ptr %7, align 1
  br label %799

238:                                              ; preds = %210
  %239 = load i32, ptr %8, align 4
  %240 = add i32 %239, 1
  store i32 %240, ptr %8, align 4
  %241 = load i32, ptr %9, align 4
  %242 = add i32 %241, 1
  store i32 %242, ptr %9, align 4
  %243 = load ptr, ptr %10, align 8
  %244 = load i32, ptr %8, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds i8, ptr %243, i64 %245
  %247 = load i8, ptr %246, align 1
  store i8 %247, ptr %15, align 1
  %248 = load ptr, ptr %10, align 8
  %249 = load i32, ptr %9, align 4
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds i8, ptr %248, i64 %250
  %252 = load i8, ptr %251, align 1
  store i8 %252, ptr %16, align 1
  %253 = load i8, ptr %15, align 1
  %254 = zext i8 %253 to i32
  %255 = load i8, ptr %16, align 1
  %256 = zext i8 %255 to i32
  %257 = icmp ne i32 %254, %256
  br i1 %257, label %258, label %266

258:                                              ; preds = %238
  %259 = load i8, ptr %15, align 1
  %260 = zext i8 %259 to i32
  %261 = load i8, ptr %16, align 1
  %262 = zext i8 %261 to i32
  %263 = icmp sgt i32 %260, %262
  %264 = zext i1 %263 to i32
  %265 = trunc i32 %264 to i8
  store i8 %265, ptr %7, align 1
  br label %799

266:                                              ; preds = %238
  %267 = load i32, ptr %8, align 4
  %268 = add i32 %267, 1
  store i32 %268, ptr %8, align 4
  %269 = load i32, ptr %9, align 4
  %270 = add i32 %269, 1
  store i32 %270, ptr %9, align 4
  %271 = load ptr, ptr %10, align 8
  %272 = load i32, ptr %8, align 4
  %273 = zext i32 %272 to i64
  %274 = getelementptr inbounds i8, ptr %271, i64 %273
  %275 = load i8, ptr %274, align 1
  store i8 %275, ptr %15, align 1
  %276 = load ptr, ptr %10, align 8
  %277 = load i32, ptr %9, align 4
  %278 = zext i32 %277 to i64
  %279 = getelementptr inbounds i8, ptr %276, i64 %278
  %280 = load i8, ptr %279, align 1
  store i8 %280, ptr %16, align 1
  %281 = load i8, ptr %15, align 1
  %282 = zext i8 %281 to i32
  %283 = load i8, ptr %16, align 1
  %284 = zext i8 %283 to i32
  %285 = icmp ne i32 %282, %284
  br i1 %285, label %286, label %294

286:                                              ; preds = %266
  %287 = load i8, ptr %15, align 1
  %288 = zext i8 %287 to i32
  %289 = load i8, ptr %16, align 1
  %290 = zext i8 %289 to i32
  %291 = icmp sgt i32 %288, %290
  %292 = zext i1 %291 to i32
  %293 = trunc i32 %292 to i8
  store i8 %293, ptr %7, align 1
  br label %799

294:                                              ; preds = %266
  %295 = load i32, ptr %8, align 4
  %296 = add i32 %295, 1
  store i32 %296, ptr %8, align 4
  %297 = load i32, ptr %9, align 4
  %298 = add i32 %297, 1
  store i32 %298, ptr %9, align 4
  %299 = load ptr, ptr %10, align 8
  %300 = load i32, ptr %8, align 4
  %301 = zext i32 %300 to i64
  %302 = getelementptr inbounds i8, ptr %299, i64 %301
  %303 = load i8, ptr %302, align 1
  store i8 %303, ptr %15, align 1
  %304 = load ptr, ptr %10, align 8
  %305 = load i32, ptr %9, align 4
  %306 = zext i32 %305 to i64
  %307 = getelementptr inbounds i8, ptr %304, i64 %306
  %308 = load i8, ptr %307, align 1
  store i8 %308, ptr %16, align 1
  %309 = load i8, ptr %15, align 1
  %310 = zext i8 %309 to i32
  %311 = load i8, ptr %16, align 1
  %312 = zext i8 %311 to i32
  %313 = icmp ne i32 %310, %312
  br i1 %313, label %314, label %322

314:                                              ; preds = %294
  %315 = load i8, ptr %15, align 1
  %316 = zext i8 %315 to i32
  %317 = load i8, ptr %16, align 1
  %318 = zext i8 %317 to i32
  %319 = icmp sgt i32 %316, %318
  %320 = zext i1 %319 to i32
  %321 = trunc i32 %320 to i8
  store i8 %321, ptr %7, align 1
  br label %799

322:                                              ; preds = %294
  %323 = load i32, ptr %8, align 4
  %324 = add i32 %323, 1
  store i32 %324, ptr %8, align 4
  %325 = load i32, ptr %9, align 4
  %326 = add i32 %325, 1
  store i32 %326, ptr %9, align 4
  %327 = load ptr, ptr %10, align 8
  %328 = load i32, ptr %8, align 4
  %329 = zext i32 %328 to i64
  %330 = getelementptr inbounds i8, ptr %327, i64 %329
  %331 = load i8, ptr %330, align 1
  store i8 %331, ptr %15, align 1
  %332 = load ptr, ptr %10, align 8
  %333 = load i32, ptr %9, align 4
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds i8, ptr %332, i64 %334
  %336 = load i8, ptr %335, align 1
  store i8 %336, ptr %16, align 1
  %337 = load i8, ptr %15, align 1
  %338 = zext i8 %337 to i32
  %339 = load i8, ptr %16, align 1
  %340 = zext i8 %339 to i32
  %341 = icmp ne i32 %338, %340
  br i1 %341, label %342, label %350

342:                                              ; preds = %322
  %343 = load i8, ptr %15, align 1
  %344 = zext i8 %343 to i32
  %345 = load i8, ptr %16, align 1
  %346 = zext i8 %345 to i32
  %347 = icmp sgt i32 %344, %346
  %348 = zext i1 %347 to i32
  %349 = trunc i32 %348 to i8
  store i8 %349, ptr %7, align 1
  br label %799

350:                                              ; preds = %322
  %351 = load i32, ptr %8, align 4
  %352 = add i32 %351, 1
  store i32 %352, ptr %8, align 4
  %353 = load i32, ptr %9, align 4
  %354 = add i32 %353, 1
  store i32 %354, ptr %9, align 4
  %355 = load i32, ptr %12, align 4
  %356 = add i32 %355, 8
  store i32 %356, ptr %14, align 4
  br label %357

357:                                              ; preds = %795, %350
  %358 = load ptr, ptr %10, align 8
  %359 = load i32, ptr %8, align 4
  %360 = zext i32 %359 to i64
  %361 = getelementptr inbounds i8, ptr %358, i64 %360
  %362 = load i8, ptr %361, align 1
  store i8 %362, ptr %15, align 1
  %363 = load ptr, ptr %10, align 8
  %364 = load i32, ptr %9, align 4
  %365 = zext i32 %364 to i64
  %366 = getelementptr inbounds i8, ptr %363, i64 %365
  %367 = load i8, ptr %366, align 1
  store i8 %367, ptr %16, align 1
  %368 = load i8, ptr %15, align 1
  %369 = zext i8 %368 to i32
  %370 = load i8, ptr %16, align 1
  %371 = zext i8 %370 to i32
  %372 = icmp ne i32 %369, %371
  br i1 %372, label %373, label %381

373:                                              ; preds = %357
  %374 = load i8, ptr %15, align 1
  %375 = zext i8 %374 to i32
  %376 = load i8, ptr %16, align 1
  %377 = zext i8 %376 to i32
  %378 = icmp sgt i32 %375, %377
  %379 = zext i1 %378 to i32
  %380 = trunc i32 %379 to i8
  store i8 %380, ptr %7, align 1
  br label %799

381:                                              ; preds = %357
  %382 = load ptr, ptr %11, align 8
  %383 = load i32, ptr %8, align 4
  %384 = zext i32 %383 to i64
  %385 = getelementptr inbounds i16, ptr %382, i64 %384
  %386 = load i16, ptr %385, align 2
  store i16 %386, ptr %17, align 2
  %387 = load ptr, ptr %11, align 8
  %388 = load i32, ptr %9, align 4
  %389 = zext i32 %388 to i64
  %390 = getelementptr inbounds i16, ptr %387, i64 %389
  %391 = load i16, ptr %390, align 2
  store i16 %391, ptr %18, align 2
  %392 = load i16, ptr %17, align 2
  %393 = zext i16 %392 to i32
  %394 = load i16, ptr %18, align 2
  %395 = zext i16 %394 to i32
  %396 = icmp ne i32 %393, %395
  br i1 %396, label %397, label %405

397:                                              ; preds = %381
  %398 = load i16, ptr %17, align 2
  %399 = zext i16 %398 to i32
  %400 = load i16, ptr %18, align 2
  %401 = zext i16 %400 to i32
  %402 = icmp sgt i32 %399, %401
  %403 = zext i1 %402 to i32
  %404 = trunc i32 %403 to i8
  store i8 %404, ptr %7, align 1
  br label %799

405:                                              ; preds = %381
  %406 = load i32, ptr %8, align 4
  %407 = add i32 %406, 1
  store i32 %407, ptr %8, align 4
  %408 = load i32, ptr %9, align 4
  %409 = add i32 %408, 1
  store i32 %409, ptr %9, align 4
  %410 = load ptr, ptr %10, align 8
  %411 = load i32, ptr %8, align 4
  %412 = zext i32 %411 to i64
  %413 = getelementptr inbounds i8, ptr %410, i64 %412
  %414 = load i8, ptr %413, align 1
  store i8 %414, ptr %15, align 1
  %415 = load ptr, ptr %10, align 8
  %416 = load i32, ptr %9, align 4
  %417 = zext i32 %416 to i64
  %418 = getelementptr inbounds i8, ptr %415, i64 %417
  %419 = load i8, ptr %418, align 1
  store i8 %419, ptr %16, align 1
  %420 = load i8, ptr %15, align 1
  %421 = zext i8 %420 to i32
  %422 = load i8, ptr %16, align 1
  %423 = zext i8 %422 to i32
  %424 = icmp ne i32 %421, %423
  br i1 %424, label %425, label %433

425:                                              ; preds = %405
  %426 = load i8, ptr %15, align 1
  %427 = zext i8 %426 to i32
  %428 = load i8, ptr %16, align 1
  %429 = zext i8 %428 to i32
  %430 = icmp sgt i32 %427, %429
  %431 = zext i1 %430 to i32
  %432 = trunc i32 %431 to i8
  store i8 %432, ptr %7, align 1
  br label %799

433:                                              ; preds = %405
  %434 = load ptr, ptr %11, align 8
  %435 = load i32, ptr %8, align 4
  %436 = zext i32 %435 to i64
  %437 = getelementptr inbounds i16, ptr %434, i64 %436
  %438 = load i16, ptr %437, align 2
  store i16 %438, ptr %17, align 2
  %439 = load ptr, ptr %11, align 8
  %440 = load i32, ptr %9, align 4
  %441 = zext i32 %440 to i64
  %442 = getelementptr inbounds i16, ptr %439, i64 %441
  %443 = load i16, ptr %442, align 2
  store i16 %443, ptr %18, align 2
  %444 = load i16, ptr %17, align 2
  %445 = zext i16 %444 to i32
  %446 = load i16, ptr %18, align 2
  %447 = zext i16 %446 to i32
  %448 = icmp ne i32 %445, %447
  br i1 %448, label %449, label %457

449:                                              ; preds = %433
  %450 = load i16, ptr %17, align 2
  %451 = zext i16 %450 to i32
  %452 = load i16, ptr %18, align 2
  %453 = zext i16 %452 to i32
  %454 = icmp sgt i32 %451, %453
  %455 = zext i1 %454 to i32
  %456 = trunc i32 %455 to i8
  store i8 %456, ptr %7, align 1
  br label %799

457:                                              ; preds = %433
  %458 = load i32, ptr %8, align 4
  %459 = add i32 %458, 1
  store i32 %459, ptr %8, align 4
  %460 = load i32, ptr %9, align 4
  %461 = add i32 %460, 1
  store i32 %461, ptr %9, align 4
  %462 = load ptr, ptr %10, align 8
  %463 = load i32, ptr %8, align 4
  %464 = zext i32 %463 to i64
  %465 = getelementptr inbounds i8, ptr %462, i64 %464
  %466 = load i8, ptr %465, align 1
  store i8 %466, ptr %15, align 1
  %467 = load ptr, ptr %10, align 8
  %468 = load i32, ptr %9, align 4
  %469 = zext i32 %468 to i64
  %470 = getelementptr inbounds i8, ptr %467, i64 %469
  %471 = load i8, ptr %470, align 1
  store i8 %471, ptr %16, align 1
  %472 = load i8, ptr %15, align 1
  %473 = zext i8 %472 to i32
  %474 = load i8, ptr %16, align 1
  %475 = zext i8 %474 to i32
  %476 = icmp ne i32 %473, %475
  br i1 %476, label %477, label %485

477:                                              ; preds = %457
  %478 = load i8, ptr %15, align 1
  %479 = zext i8 %478 to i32
  %480 = load i8, ptr %16, align 1
  %481 = zext i8 %480 to i32
  %482 = icmp sgt i32 %479, %481
  %483 = zext i1 %482 to i32
  %484 = trunc i32 %483 to i8
  store i8 %484, ptr %7, align 1
  br label %799

485:                                              ; preds = %457
  %486 = load ptr, ptr %11, align 8
  %487 = load i32, ptr %8, align 4
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds i16, ptr %486, i64 %488
  %490 = load i16, ptr %489, align 2
  store i16 %490, ptr %17, align 2
  %491 = load ptr, ptr %11, align 8
  %492 = load i32, ptr %9, align 4
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds i16, ptr %491, i64 %493
  %495 = load i16, ptr %494, align 2
  store i16 %495, ptr %18, align 2
  %496 = load i16, ptr %17, align 2
  %497 = zext i16 %496 to i32
  %498 = load i16, ptr %18, align 2
  %499 = zext i16 %498 to i32
  %500 = icmp ne i32 %497, %499
  br i1 %500, label %501, label %509

501:                                              ; preds = %485
  %502 = load i16, ptr %17, align 2
  %503 = zext i16 %502 to i32
  %504 = load i16, ptr %18, align 2
  %505 = zext i16 %504 to i32
  %506 = icmp sgt i32 %503, %505
  %507 = zext i1 %506 to i32
  %508 = trunc i32 %507 to i8
  store i8 %508, ptr %7, align 1
  br label %799

509:                                              ; preds = %485
  %510 = load i32, ptr %8, align 4
  %511 = add i32 %510, 1
  store i32 %511, ptr %8, align 4
  %512 = load i32, ptr %9, align 4
  %513 = add i32 %512, 1
  store i32 %513, ptr %9, align 4
  %514 = load ptr, ptr %10, align 8
  %515 = load i32, ptr %8, align 4
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds i8, ptr %514, i64 %516
  %518 = load i8, ptr %517, align 1
  store i8 %518, ptr %15, align 1
  %519 = load ptr, ptr %10, align 8
  %520 = load i32, ptr %9, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds i8, ptr %519, i64 %521
  %523 = load i8, ptr %522, align 1
  store i8 %523, ptr %16, align 1
  %524 = load i8, ptr %15, align 1
  %525 = zext i8 %524 to i32
  %526 = load i8, ptr %16, align 1
  %527 = zext i8 %526 to i32
  %528 = icmp ne i32 %525, %527
  br i1 %528, label %529, label %537

529:                                              ; preds = %509
  %530 = load i8, ptr %15, align 1
  %531 = zext i8 %530 to i32
  %532 = load i8, ptr %16, align 1
  %533 = zext i8 %532 to i32
  %534 = icmp sgt i32 %531, %533
  %535 = zext i1 %534 to i32
  %536 = trunc i32 %535 to i8
  store i8 %536, ptr %7, align 1
  br label %799

537:                                              ; preds = %509
  %538 = load ptr, ptr %11, align 8
  %539 = load i32, ptr %8, align 4
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds i16, ptr %538, i64 %540
  %542 = load i16, ptr %541, align 2
  store i16 %542, ptr %17, align 2
  %543 = load ptr, ptr %11, align 8
  %544 = load i32, ptr %9, align 4
  %545 = zext i32 %544 to i64
  %546 = getelementptr inbounds i16, ptr %543, i64 %545
  %547 = load i16, ptr %546, align 2
  store i16 %547, ptr %18, align 2
  %548 = load i16, ptr %17, align 2
  %549 = zext i16 %548 to i32
  %550 = load i16, ptr %18, align 2
  %551 = zext i16 %550 to i32
  %552 = icmp ne i32 %549, %551
  br i1 %552, label %553, label %561

553:                                              ; preds = %537
  %554 = load i16, ptr %17, align 2
  %555 = zext i16 %554 to i32
  %556 = load i16, ptr %18, align 2
  %557 = zext i16 %556 to i32
  %558 = icmp sgt i32 %555, %557
  %559 = zext i1 %558 to i32
  %560 = trunc i32 %559 to i8
  store i8 %560, ptr %7, align 1
  br label %799

561:                                              ; preds = %537
  %562 = load i32, ptr %8, align 4
  %563 = add i32 %562, 1
  store i32 %563, ptr %8, align 4
  %564 = load i32, ptr %9, align 4
  %565 = add i32 %564, 1
  store i32 %565, ptr %9, align 4
  %566 = load ptr, ptr %10, align 8
  %567 = load i32, ptr %8, align 4
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds i8, ptr %566, i64 %568
  %570 = load i8, ptr %569, align 1
  store i8 %570, ptr %15, align 1
  %571 = load ptr, ptr %10, align 8
  %572 = load i32, ptr %9, align 4
  %573 = zext i32 %572 to i64
  %574 = getelementptr inbounds i8, ptr %571, i64 %573
  %575 = load i8, ptr %574, align 1
  store i8 %575, ptr %16, align 1
  %576 = load i8, ptr %15, align 1
  %577 = zext i8 %576 to i32
  %578 = load i8, ptr %16, align 1
  %579 = zext i8 %578 to i32
  %580 = icmp ne i32 %577, %579
  br i1 %580, label %581, label %589

581:                                              ; preds = %561
  %582 = load i8, ptr %15, align 1
  %583 = zext i8 %582 to i32
  %584 = load i8, ptr %16, align 1
  %585 = zext i8 %584 to i32
  %586 = icmp sgt i32 %583, %585
  %587 = zext i1 %586 to i32
  %588 = trunc i32 %587 to i8
  store i8 %588, ptr %7, align 1
  br label %799

589:                                              ; preds = %561
  %590 = load ptr, ptr %11, align 8
  %591 = load i32, ptr %8, align 4
  %592 = zext i32 %591 to i64
  %593 = getelementptr inbounds i16, ptr %590, i64 %592
  %594 = load i16, ptr %593, align 2
  store i16 %594, ptr %17, align 2
  %595 = load ptr, ptr %11, align 8
  %596 = load i32, ptr %9, align 4
  %597 = zext i32 %596 to i64
  %598 = getelementptr inbounds i16, ptr %595, i64 %597
  %599 = load i16, ptr %598, align 2
  store i16 %599, ptr %18, align 2
  %600 = load i16, ptr %17, align 2
  %601 = zext i16 %600 to i32
  %602 = load i16, ptr %18, align 2
  %603 = zext i16 %602 to i32
  %604 = icmp ne i32 %601, %603
  br i1 %604, label %605, label %613

605:                                              ; preds = %589
  %606 = load i16, ptr %17, align 2
  %607 = zext i16 %606 to i32
  %608 = load i16, ptr %18, align 2
  %609 = zext i16 %608 to i32
  %610 = icmp sgt i32 %607, %609
  %611 = zext i1 %610 to i32
  %612 = trunc i32 %611 to i8
  store i8 %612, ptr %7, align 1
  br label %799

613:                                              ; preds = %589
  %614 = load i32, ptr %8, align 4
  %615 = add i32 %614, 1
  store i32 %615, ptr %8, align 4
  %616 = load i32, ptr %9, align 4
  %617 = add i32 %616, 1
  store i32 %617, ptr %9, align 4
  %618 = load ptr, ptr %10, align 8
  %619 = load i32, ptr %8, align 4
  %620 = zext i32 %619 to i64
  %621 = getelementptr inbounds i8, ptr %618, i64 %620
  %622 = load i8, ptr %621, align 1
  store i8 %622, ptr %15, align 1
  %623 = load ptr, ptr %10, align 8
  %624 = load i32, ptr %9, align 4
  %625 = zext i32 %624 to i64
  %626 = getelementptr inbounds i8, ptr %623, i64 %625
  %627 = load i8, ptr %626, align 1
  store i8 %627, ptr %16, align 1
  %628 = load i8, ptr %15, align 1
  %629 = zext i8 %628 to i32
  %630 = load i8, ptr %16, align 1
  %631 = zext i8 %630 to i32
  %632 = icmp ne i32 %629, %631
  br i1 %632, label %633, label %641

633:                                              ; preds = %613
  %634 = load i8, ptr %15, align 1
  %635 = zext i8 %634 to i32
  %636 = load i8, ptr %16, align 1
  %637 = zext i8 %636 to i32
  %638 = icmp sgt i32 %635, %637
  %639 = zext i1 %638 to i32
  %640 = trunc i32 %639 to i8
  store i8 %640, ptr %7, align 1
  br label %799

641:                                              ; preds = %613
  %642 = load ptr, ptr %11, align 8
  %643 = load i32, ptr %8, align 4
  %644 = zext i32 %643 to i64
  %645 = getelementptr inbounds i16, ptr %642, i64 %644
  %646 = load i16, ptr %645, align 2
  store i16 %646, ptr %17, align 2
  %647 = load ptr, ptr %11, align 8
  %648 = load i32, ptr %9, align 4
  %649 = zext i32 %648 to i64
  %650 = getelementptr inbounds i16, ptr %647, i64 %649
  %651 = load i16, ptr %650, align 2
  store i16 %651, ptr %18, align 2
  %652 = load i16, ptr %17, align 2
  %653 = zext i16 %652 to i32
  %654 = load i16, ptr %18, align 2
  %655 = zext i16 %654 to i32
  %656 = icmp ne i32 %653, %655
  br i1 %656, label %657, label %665

657:                                              ; preds = %641
  %658 = load i16, ptr %17, align 2
  %659 = zext i16 %658 to i32
  %660 = load i16, ptr %18, align 2
  %661 = zext i16 %660 to i32
  %662 = icmp sgt i32 %659, %661
  %663 = zext i1 %662 to i32
  %664 = trunc i32 %663 to i8
  store i8 %664, ptr %7, align 1
  br label %799

665:                                              ; preds = %641
  %666 = load i32, ptr %8, align 4
  %667 = add i32 %666, 1
  store i32 %667, ptr %8, align 4
  %668 = load i32, ptr %9, align 4
  %669 = add i32 %668, 1
  store i32 %669, ptr %9, align 4
  %670 = load ptr, ptr %10, align 8
  %671 = load i32, ptr %8, align 4
  %672 = zext i32 %671 to i64
  %673 = getelementptr inbounds i8, ptr %670, i64 %672
  %674 = load i8, ptr %673, align 1
  store i8 %674, ptr %15, align 1
  %675 = load ptr, ptr %10, align 8
  %676 = load i32, ptr %9, align 4
  %677 = zext i32 %676 to i64
  %678 = getelementptr inbounds i8, ptr %675, i64 %677
  %679 = load i8, ptr %678, align 1
  store i8 %679, ptr %16, align 1
  %680 = load i8, ptr %15, align 1
  %681 = zext i8 %680 to i32
  %682 = load i8, ptr %16, align 1
  %683 = zext i8 %682 to i32
  %684 = icmp ne i32 %681, %683
  br i1 %684, label %685, label %693

685:                                              ; preds = %665
  %686 = load i8, ptr %15, align 1
  %687 = zext i8 %686 to i32
  %688 = load i8, ptr %16, align 1
  %689 = zext i8 %688 to i32
  %690 = icmp sgt i32 %687, %689
  %691 = zext i1 %690 to i32
  %692 = trunc i32 %691 to i8
  store i8 %692, ptr %7, align 1
  br label %799

693:                                              ; preds = %665
  %694 = load ptr, ptr %11, align 8
  %695 = load i32, ptr %8, align 4
  %696 = zext i32 %695 to i64
  %697 = getelementptr inbounds i16, ptr %694, i64 %696
  %698 = load i16, ptr %697, align 2
  store i16 %698, ptr %17, align 2
  %699 = load ptr, ptr %11, align 8
  %700 = load i32, ptr %9, align 4
  %701 = zext i32 %700 to i64
  %702 = getelementptr inbounds i16, ptr %699, i64 %701
  %703 = load i16, ptr %702, align 2
  store i16 %703, ptr %18, align 2
  %704 = load i16, ptr %17, align 2
  %705 = zext i16 %704 to i32
  %706 = load i16, ptr %18, align 2
  %707 = zext i16 %706 to i32
  %708 = icmp ne i32 %705, %707
  br i1 %708, label %709, label %717

709:                                              ; preds = %693
  %710 = load i16, ptr %17, align 2
  %711 = zext i16 %710 to i32
  %712 = load i16, ptr %18, align 2
  %713 = zext i16 %712 to i32
  %714 = icmp sgt i32 %711, %713
  %715 = zext i1 %714 to i32
  %716 = trunc i32 %715 to i8
  store i8 %716, ptr %7, align 1
  br label %799

717:                                              ; preds = %693
  %718 = load i32, ptr %8, align 4
  %719 = add i32 %718, 1
  store i32 %719, ptr %8, align 4
  %720 = load i32, ptr %9, align 4
  %721 = add i32 %720, 1
  store i32 %721, ptr %9, align 4
  %722 = load ptr, ptr %10, align 8
  %723 = load i32, ptr %8, align 4
  %724 = zext i32 %723 to i64
  %725 = getelementptr inbounds i8, ptr %722, i64 %724
  %726 = load i8, ptr %725, align 1
  store i8 %726, ptr %15, align 1
  %727 = load ptr, ptr %10, align 8
  %728 = load i32, ptr %9, align 4
  %729 = zext i32 %728 to i64
  %730 = getelementptr inbounds i8, ptr %727, i64 %729
  %731 = load i8, ptr %730, align 1
  store i8 %731, ptr %16, align 1
  %732 = load i8, ptr %15, align 1
  %733 = zext i8 %732 to i32
  %734 = load i8, ptr %16, align 1
  %735 = zext i8 %734 to i32
  %736 = icmp ne i32 %733, %735
  br i1 %736, label %737, label %745

737:                                              ; preds = %717
  %738 = load i8, ptr %15, align 1
  %739 = zext i8 %738 to i32
  %740 = load i8, ptr %16, align 1
  %741 = zext i8 %740 to i32
  %742 = icmp sgt i32 %739, %741
  %743 = zext i1 %742 to i32
  %744 = trunc i32 %743 to i8
  store i8 %744, ptr %7, align 1
  br label %799

745:                                              ; preds = %717
  %746 = load ptr, ptr %11, align 8
  %747 = load i32, ptr %8, align 4
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds i16, ptr %746, i64 %748
  %750 = load i16, ptr %749, align 2
  store i16 %750, ptr %17, align 2
  %751 = load ptr, ptr %11, align 8
  %752 = load i32, ptr %9, align 4
  %753 = zext i32 %752 to i64
  %754 = getelementptr inbounds i16, ptr %751, i64 %753
  %755 = load i16, ptr %754, align 2
  store i16 %755, ptr %18, align 2
  %756 = load i16, ptr %17, align 2
  %757 = zext i16 %756 to i32
  %758 = load i16, ptr %18, align 2
  %759 = zext i16 %758 to i32
  %760 = icmp ne i32 %757, %759
  br i1 %760, label %761, label %769

761:                                              ; preds = %745
  %762 = load i16, ptr %17, align 2
  %763 = zext i16 %762 to i32
  %764 = load i16, ptr %18, align 2
  %765 = zext i16 %764 to i32
  %766 = icmp sgt i32 %763, %765
  %767 = zext i1 %766 to i32
  %768 = trunc i32 %767 to i8
  store i8 %768, ptr %7, align 1
  br label %799

769:                                              ; preds = %745
  %770 = load i32, ptr %8, align 4
  %771 = add i32 %770, 1
  store i32 %771, ptr %8, align 4
  %772 = load i32, ptr %9, align 4
  %773 = add i32 %772, 1
  store i32 %773, ptr %9, align 4
  %774 = load i32, ptr %8, align 4
  %775 = load i32, ptr %12, align 4
  %776 = icmp uge i32 %774, %775
  br i1 %776, label %777, label %781

777:                                              ; preds = %769
  %778 = load i32, ptr %12, align 4
  %779 = load i32, ptr %8, align 4
  %780 = sub i32 %779, %778
  store i32 %780, ptr %8, align 4
  br label %781

781:                                              ; preds = %777, %769
  %782 = load i32, ptr %9, align 4
  %783 = load i32, ptr %12, align 4
  %784 = icmp uge i32 %782, %783
  br i1 %784, label %785, label %789

785:                                              ; preds = %781
  %786 = load i32, ptr %12, align 4
  %787 = load i32, ptr %9, align 4
  %788 = sub i32 %787, %786
  store i32 %788, ptr %9, align 4
  br label %789

789:                                              ; preds = %785, %781
  %790 = load i32, ptr %14, align 4
  %791 = sub nsw i32 %790, 8
  store i32 %791, ptr %14, align 4
  %792 = load ptr, ptr %13, align 8
  %793 = load i32, ptr %792, align 4
  %794 = add nsw i32 %793, -1
  store i32 %794, ptr %792, align 4
  br label %795

795:                                              ; preds = %789
  %796 = load i32, ptr %14, align 4
  %797 = icmp sge i32 %796, 0
  br i1 %797, label %357, label %798, !llvm.loop !61

798:                                              ; preds = %795
  store i8 0, ptr %7, align 1
  br label %799

799:                                              ; preds = %798, %761, %737, %709, %685, %657, %633, %605, %581, %553, %529, %501, %477, %449, %425, %397, %373, %342, %314, %286, %258, %230, %202, %174, %146, %118, %90, %62, %34
  %800 = load i8, ptr %7, align 1
  ret i8 %800
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
